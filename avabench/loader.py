"""Load tasks and their reference scripts from the built-in domains or an external pack.

A *task module* exposes ``TASKS`` (a :class:`~avabench.task.TaskSet`, or a plain list of
:class:`~avabench.task.Task`) and may expose ``ORACLES`` (task id → :class:`Script`) and
``ANTI_ORACLES`` (task id → list of scripts) and ``ALTERNATES`` (task id → list of other correct
solutions: another order, other tools, a self-corrected mistake, other wording; each must score
1.0); if it does not, a sibling ``oracle`` module is
used. Built-in domains live in ``avabench.domains.<domain>.tasks`` / ``.oracle``; a private
pack is any importable module path (``--task-pack mypack.tasks``) and goes through the same
loader, validator and selftest.
"""

from __future__ import annotations

import importlib
import importlib.util
import random
from collections import defaultdict
from dataclasses import dataclass, field
from functools import cache

from avabench.domains.public_split import (
    EXPERT_PUBLIC_SAMPLE,
    EXPERT_PUBLIC_TASK_IDS,
    PUBLIC_SAMPLE,
    PUBLIC_TASK_IDS,
)
from avabench.task import DOMAINS, Script, Task, TaskSet


@dataclass
class LoadProblem:
    """A task that could not be built, or a module that could not be imported."""

    where: str
    message: str


@dataclass
class Suite:
    """Loaded tasks plus their scripts and any problems met while loading."""

    tasks: list[Task] = field(default_factory=list)
    oracles: dict[str, Script] = field(default_factory=dict)
    anti_oracles: dict[str, list[Script]] = field(default_factory=dict)
    alternates: dict[str, list[Script]] = field(default_factory=dict)
    problems: list[LoadProblem] = field(default_factory=list)
    builders: dict[str, object] = field(default_factory=dict)
    #: The task modules that were loaded, in order.
    modules: list[str] = field(default_factory=list)

    def by_id(self) -> dict[str, Task]:
        """Tasks keyed by id (a new dict; the map is rebuilt only when ``tasks`` changed)."""
        ids = tuple(map(id, self.tasks))
        cached = self.__dict__.get("_by_id")
        if cached is None or cached[0] != ids:  # the map holds the tasks: their ids stay theirs
            cached = self.__dict__["_by_id"] = (ids, {t.id: t for t in self.tasks})
        return dict(cached[1])

    @property
    def has_builtin(self) -> bool:
        """Were all the built-in domains loaded (so the public split must be present)?"""
        return all(m in self.modules for m in builtin_modules())

    def rebuild(self, task_id: str) -> Task:
        """Build a task afresh (a new, untouched initial world)."""
        return self.builders[task_id]()  # type: ignore[operator]


def _import(name: str) -> object | None:
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name == name:
            return None
        raise


def load_module(module_name: str, suite: Suite) -> None:
    """Load one task module (and its oracle module) into ``suite``."""
    try:
        mod = _import(module_name)
    except Exception as exc:  # a broken pack is a reported problem, not a crash
        suite.problems.append(LoadProblem(module_name, f"import failed: {exc!r}"))
        return
    if mod is None:
        suite.problems.append(LoadProblem(module_name, "module not found"))
        return
    tasks = getattr(mod, "TASKS", None)
    if isinstance(tasks, TaskSet):
        builders = dict(tasks.builders)
    elif isinstance(tasks, list):
        builders = {
            t.id: (lambda t=t: t.model_copy(update={"world": t.world.fork()})) for t in tasks
        }
    else:
        suite.problems.append(LoadProblem(module_name, "has no TASKS (a TaskSet or a list)"))
        return
    for task_id, build in builders.items():
        try:
            task = build()
        except Exception as exc:
            suite.problems.append(LoadProblem(task_id, f"could not be built: {exc}"))
            continue
        if not isinstance(task, Task):
            suite.problems.append(LoadProblem(task_id, "builder did not return a Task"))
            continue
        if task.id != task_id:
            suite.problems.append(LoadProblem(task_id, f"builder returned id {task.id!r}"))
            continue
        suite.tasks.append(task)
        suite.builders[task_id] = build
    oracle_mod = mod
    if not hasattr(mod, "ORACLES"):
        parent = module_name.rsplit(".", 1)[0] if "." in module_name else ""
        own = f"{module_name}_oracle"  # expert → expert_oracle; tasks → tasks_oracle (rare)
        try:
            oracle_mod = _import(own) if importlib.util.find_spec(own) is not None else None
            if oracle_mod is None:
                oracle_mod = _import(f"{parent}.oracle" if parent else "oracle")
        except Exception as exc:
            suite.problems.append(LoadProblem(module_name, f"oracle import failed: {exc!r}"))
            oracle_mod = None
    if oracle_mod is not None:
        suite.oracles.update(getattr(oracle_mod, "ORACLES", {}) or {})
        for tid, scripts in (getattr(oracle_mod, "ANTI_ORACLES", {}) or {}).items():
            suite.anti_oracles.setdefault(tid, []).extend(scripts)
        for tid, scripts in (getattr(oracle_mod, "ALTERNATES", {}) or {}).items():
            suite.alternates.setdefault(tid, []).extend(scripts)


def builtin_modules() -> list[str]:
    """The task modules of the built-in domains that exist: each domain's ``tasks`` and, when
    it has one, its ``expert`` module (the expert tier, with its scripts in ``expert_oracle``)."""
    out = []
    for d in DOMAINS:
        if importlib.util.find_spec(f"avabench.domains.{d}") is None:
            continue
        out.append(f"avabench.domains.{d}.tasks")
        if importlib.util.find_spec(f"avabench.domains.{d}.expert") is not None:
            out.append(f"avabench.domains.{d}.expert")
    return out


def load_suite(task_pack: str | None = None, include_builtin: bool = True) -> Suite:
    """Load the built-in domains and/or an external task pack."""
    suite = Suite()
    modules = builtin_modules() if include_builtin else []
    if task_pack:
        modules.append(task_pack)
    for name in modules:
        load_module(name, suite)
        suite.modules.append(name)
    seen: set[str] = set()
    for t in suite.tasks:
        if t.id in seen:
            suite.problems.append(LoadProblem(t.id, "duplicate task id"))
        seen.add(t.id)
    return suite


@cache
def default_suite() -> Suite:
    """The built-in suite, loaded once per process."""
    return load_suite()


def public_split(tasks: list[Task], ids: tuple[str, ...] = PUBLIC_TASK_IDS) -> list[Task] | None:
    """A public split's tasks (default: the public 27), sorted by id, or None if ``tasks``
    lacks any of them."""
    by_id = {t.id: t for t in tasks}
    if not all(tid in by_id for tid in ids):
        return None
    return sorted((by_id[tid] for tid in ids), key=lambda t: t.id)


def sample_tasks(tasks: list[Task], n: int, seed: int) -> list[Task]:
    """``n`` tasks for ``--sample n --sample-seed seed``.

    ``(27, 0)`` is the public split and ``(10, 0)`` the expert tier's public split: the frozen
    lists in :mod:`avabench.domains.public_split` whenever ``tasks`` holds all of their ids
    (adding tasks never changes them). Any other ``(n, seed)``, or a task set without the public ids (a private
    pack on its own), gets :func:`stratified_sample`.
    """
    frozen = {PUBLIC_SAMPLE: PUBLIC_TASK_IDS, EXPERT_PUBLIC_SAMPLE: EXPERT_PUBLIC_TASK_IDS}
    if (n, seed) in frozen:
        public = public_split(tasks, frozen[(n, seed)])
        if public is not None:
            return public
    return stratified_sample(tasks, n, seed)


def stratified_sample(tasks: list[Task], n: int, seed: int) -> list[Task]:
    """``n`` tasks stratified by domain, deterministic for ``(tasks, n, seed)``.

    Each domain gets ``n × share`` tasks, rounded by largest remainder (ties broken by a
    seeded shuffle of the domains); within a domain the tasks are a seeded sample of the ids.
    The result depends on the whole task set: adding a task can change it (which is why the
    public split is a frozen list).
    """
    if n >= len(tasks):
        return sorted(tasks, key=lambda t: t.id)
    by_domain: dict[str, list[Task]] = defaultdict(list)
    for t in sorted(tasks, key=lambda t: t.id):
        by_domain[t.domain].append(t)
    domains = sorted(by_domain)
    total = len(tasks)
    quotas = {d: n * len(by_domain[d]) / total for d in domains}
    alloc = {d: int(quotas[d]) for d in domains}
    order = list(domains)
    random.Random(f"avabench-sample:{seed}").shuffle(order)
    order.sort(key=lambda d: quotas[d] - alloc[d], reverse=True)
    for d in order[: n - sum(alloc.values())]:
        alloc[d] += 1
    picked: list[Task] = []
    for d in domains:
        rng = random.Random(f"avabench-sample:{seed}:{d}")
        picked.extend(rng.sample(by_domain[d], alloc[d]))
    return sorted(picked, key=lambda t: t.id)
