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

    def by_id(self) -> dict[str, Task]:
        """Tasks keyed by id."""
        return {t.id: t for t in self.tasks}

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
        try:
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
    """The task modules of the built-in domains that exist."""
    return [
        f"avabench.domains.{d}.tasks"
        for d in DOMAINS
        if importlib.util.find_spec(f"avabench.domains.{d}") is not None
    ]


def load_suite(task_pack: str | None = None, include_builtin: bool = True) -> Suite:
    """Load the built-in domains and/or an external task pack."""
    suite = Suite()
    modules = builtin_modules() if include_builtin else []
    if task_pack:
        modules.append(task_pack)
    for name in modules:
        load_module(name, suite)
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


def sample_tasks(tasks: list[Task], n: int, seed: int) -> list[Task]:
    """``n`` tasks stratified by domain, deterministic for ``(tasks, n, seed)``.

    Each domain gets ``n × share`` tasks, rounded by largest remainder (ties broken by a
    seeded shuffle of the domains); within a domain the tasks are a seeded sample of the ids.
    ``--sample 27 --sample-seed 0`` is the public split.
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
