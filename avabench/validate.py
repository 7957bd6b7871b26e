"""The task linter behind ``python -m avabench.cli --validate-only``.

Every check names the task and, where one is at fault, the assertion. Checks:

* a task that cannot be built (wrong types in the initial world fail here), duplicate ids;
* an initial world that does not survive a JSON round trip as a ``WorldState``;
* assertions on tables that do not exist, or on internal tables;
* ``where`` / ``field`` paths that are not fields of the table's records;
* misspelled assertion keys and unknown operators (rejected when the assertion is built);
* negatives that do not hold on the initial world; positives that already hold on it;
* tasks with nothing graded (no positive assertion) or already solved on the initial world;
* reply assertions with nothing to look for;
* oracles and anti-oracles calling unregistered tools; tasks without an oracle;
* hard and expert tasks without a negative assertion, an anti-oracle or two alternates, or with
  an oracle of fewer than three calls; expert tasks whose oracle makes fewer than 8 calls, 4
  writes or touches fewer than 2 subsystems;
* prompts that are not NFC;
* change scopes: undeclared (``scopes=None``), on unknown tables or fields, or matching a whole
  table without a written ``reason``; exemptions from unknown adversary families or without a
  reason; hard tasks with fewer than two alternates (other correct solutions);
* ids that point at no record (referential integrity of the base company and of every task
  world, :mod:`avabench.references`): the message names the table, record, field and bad id;
* a public split (:mod:`avabench.domains.public_split`) naming a task that does not exist;
* a world that contradicts its own clock or people (:mod:`avabench.timeline`): a record dated
  after "now", made by an employee after the day they left, or a leave request (not cancelled)
  whose every day is a weekend or a company day off.
"""

from __future__ import annotations

import hashlib
import typing
import unicodedata
from collections import Counter
from collections.abc import Callable, Collection
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel

from avabench.adversaries import FAMILIES
from avabench.domains.base import base_company
from avabench.domains.public_split import EXPERT_PUBLIC_TASK_IDS, PUBLIC_TASK_IDS
from avabench.loader import Suite
from avabench.noise import INTERNAL_TABLES
from avabench.references import broken_references
from avabench.scoring.assertions import (
    FieldEquals,
    MailNotSent,
    ReplyContains,
    ReplyNotContains,
    _MailFilter,
    _TableAssertion,
)
from avabench.scoring.claims import RecordClaim
from avabench.scoring.collateral import scope_problems
from avabench.scoring.records import PERSON_TABLES, request_context, request_name
from avabench.task import Script, Task, ToolCall
from avabench.timeline import timeline_problems
from avabench.tools.registry import registry
from avabench.world import WorldState, record_type, table_types
from avabench.world.derived import per_table
from avabench.world.state import SUBSYSTEMS


@dataclass(frozen=True)
class Problem:
    """One thing wrong with a task."""

    task_id: str
    message: str
    assertion: str | None = None
    #: The task cannot be run as it is (unknown table or field, unregistered tool, a world or
    #: assertion that cannot be evaluated): selftest reports it and does not run the task.
    fatal: bool = False

    def __str__(self) -> str:
        where = f" [assertion {self.assertion}]" if self.assertion else ""
        return f"{self.task_id}{where}: {self.message}"


def _model_of(annotation: Any) -> type[BaseModel] | None:
    """The pydantic model inside ``X``, ``list[X]`` or ``X | None``, if any."""
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return annotation
    for arg in typing.get_args(annotation):
        inner = _model_of(arg)
        if inner is not None:
            return inner
    return None


def path_exists(model: type[BaseModel], path: str) -> bool:
    """Is ``a.b.c`` a field path of ``model`` (through nested models and lists)?"""
    current: type[BaseModel] | None = model
    for part in path.split("."):
        if current is None or part not in current.model_fields:
            return False
        current = _model_of(current.model_fields[part].annotation)
    return True


def _label(i: int, a: Any) -> str:
    return f"#{i} {a.description!r}"


def check_references(task: Task, known: frozenset[str] = frozenset()) -> list[Problem]:
    """Ids in the task's initial world that point at no record (``known`` ones skipped)."""
    return [
        Problem(task.id, f"broken reference: {b}")
        for b in broken_references(task.world)
        if str(b) not in known
    ]


def _all_calls(script: Script) -> list[ToolCall]:
    """Every tool call of ``script``, over all its turns."""
    return [c for turn in [script, *script.then] for c in turn.calls]


#: Below this, a bare number in a reply check's ``wrong=`` is too common to be a hedge.
SMALL_NUMBER = 10


def _bare_small_number(item: Any) -> bool:
    return isinstance(item, int | float) and not isinstance(item, bool) and abs(item) < SMALL_NUMBER


#: Round-trip answers per subsystem content (apart from the tools' caches).
_ROUND_TRIPS: dict[Any, Any] = {}


def world_round_trip_error(world: WorldState) -> str | None:
    """Why ``world`` does not survive a JSON round trip as a WorldState (None: it does).

    The same check as ``WorldState.model_validate_json(world.model_dump_json())`` (the world
    model has no validator of its own), made part by part: the context, then each subsystem,
    whose answer is kept per content of its tables, so the subsystems a task took unchanged
    from the base company are checked once for the whole suite.
    """
    try:
        type(world.context).model_validate_json(world.context.model_dump_json())
    except Exception as exc:
        return f"context: {exc}"
    for name in SUBSYSTEMS:
        sub = getattr(world, name)
        tables = [getattr(sub, t) for t in type(sub).tables()]
        error = per_table(
            ("validate", "round trip", name), *tables, build=_round_trip(sub), store=_ROUND_TRIPS
        )
        if error is not None:
            return f"{name}: {error}"
    return None


#: Round-trip answers per subsystem JSON (its digest): each task builds its own world, but most
#: of its subsystems are the base company's, unchanged, so their JSON is read back once.
_ROUND_TRIPS_BY_JSON: dict[tuple[type, bytes], str | None] = {}


def _round_trip(sub: BaseModel) -> Callable[..., str | None]:
    def build(*_tables: list[Any]) -> str | None:
        try:
            text = sub.model_dump_json()
        except Exception as exc:
            return str(exc)
        key = (type(sub), hashlib.blake2b(text.encode(), digest_size=20).digest())
        if key in _ROUND_TRIPS_BY_JSON:
            return _ROUND_TRIPS_BY_JSON[key]
        error: str | None = None
        try:
            type(sub).model_validate_json(text)
        except Exception as exc:
            error = str(exc)
        if len(_ROUND_TRIPS_BY_JSON) >= 4096:
            _ROUND_TRIPS_BY_JSON.clear()
        _ROUND_TRIPS_BY_JSON[key] = error
        return error

    return build


def check_task(
    task: Task, suite: Suite, known_broken: frozenset[str] = frozenset()
) -> list[Problem]:
    """Every problem of one task (``known_broken``: base-company references reported once)."""
    out: list[Problem] = []
    tid = task.id

    def add(msg: str, i: int | None = None, a: Any = None, fatal: bool = False) -> None:
        out.append(Problem(tid, msg, _label(i, a) if a is not None else None, fatal))

    error = world_round_trip_error(task.world)
    if error is not None:
        add(f"initial world is not a valid WorldState: {error}", fatal=True)
        return out
    if unicodedata.normalize("NFC", task.prompt) != task.prompt:
        add("prompt is not NFC-normalised Vietnamese text")
    out += check_references(task, known_broken)

    tables = table_types()
    positives = 0
    initially_true_positives = 0
    for i, a in enumerate(task.assertions):
        if isinstance(a, _TableAssertion):
            if a.table not in tables:
                add(f"table {a.table!r} does not exist", i, a, fatal=True)
                continue
            if a.table in INTERNAL_TABLES:
                add(f"table {a.table!r} is internal bookkeeping; assert on the world", i, a)
            rec = record_type(a.table)
            for f in a.where:
                if not path_exists(rec, f):
                    add(f"where-field {f!r} is not a field of {a.table}", i, a, fatal=True)
            if isinstance(a, FieldEquals) and not path_exists(rec, a.field):
                add(f"field {a.field!r} is not a field of {a.table}", i, a, fatal=True)
        if isinstance(a, ReplyContains) and not (a.all_of or a.any_of):
            add("reply_contains has nothing to look for", i, a)
        if isinstance(a, ReplyContains):
            for w in a.wrong:
                if _bare_small_number(w):
                    add(
                        f"wrong={w!r} is a bare small number, which a correct reply may state "
                        "about something else (3 năm, 2 người): give it with its unit, "
                        f"quantity({w!r}, 'ngày'), or as another claim",
                        i,
                        a,
                    )
        if isinstance(a, _MailFilter) and a.sender_id is not None:
            if not any(e.id == a.sender_id for e in task.world.hr.employees):
                add(f"sender_id {a.sender_id!r} is not an employee", i, a)
        try:
            with request_context(task.user_text()):  # as the scorer reads it (RC2b)
                initially = a.holds(task.world, "")
        except Exception as exc:
            add(f"cannot be evaluated on the initial world: {exc!r}", i, a, fatal=True)
            continue
        if a.negative and not initially:
            add("negative assertion does not hold on the initial world", i, a)
        if not a.negative:
            positives += 1
            if initially:
                initially_true_positives += 1
                add(
                    "already holds on the initial world (no credit for doing nothing); "
                    "mark it negative=True if it is a preserve rule",
                    i,
                    a,
                )
    if positives == 0:
        add("nothing graded: the task has no positive assertion")
    elif initially_true_positives == positives:
        add("already solved on the initial world")

    tools = registry()
    oracle = suite.oracles.get(tid)
    if oracle is None:
        add("has no oracle (reference solution)")
    scripts = (
        ([("oracle", oracle)] if oracle else [])
        + [(f"anti-oracle {k}", s) for k, s in enumerate(suite.anti_oracles.get(tid, []))]
        + [(f"alternate {k}", s) for k, s in enumerate(suite.alternates.get(tid, []))]
    )
    for label, s in scripts:
        for c in s.calls:
            if c.name not in tools:
                add(f"{label} calls unregistered tool {c.name!r}", fatal=True)
    if task.tier in ("hard", "expert"):
        if not any(a.negative for a in task.assertions):
            add("hard task has no negative assertion guarding what must not be touched")
        if oracle is not None and len(_all_calls(oracle)) < 3:
            add("hard task's oracle makes fewer than three tool calls")
        if not suite.anti_oracles.get(tid):
            add("hard task has no anti-oracle")
        if len(suite.alternates.get(tid, [])) < 2:
            add("hard task has fewer than two ALTERNATES (other correct solutions)")
    if task.tier == "expert" and oracle is not None:
        out += [Problem(tid, m) for m in expert_checks(oracle)]
    if oracle is not None:
        out += [Problem(tid, m) for m in step_budget_checks(task.max_steps, oracle)]
    if task.scopes is not None:  # a scope on an unknown table or field cannot be scored
        out += [
            Problem(tid, m, fatal=True)
            for sc in task.scopes
            for m in scope_problems(sc, task.world)
        ]
    out += [Problem(tid, m) for m in scope_checks(task, with_scopes=False)]
    out += [Problem(tid, m) for m in turn_checks(task, suite)]
    out += [Problem(tid, m) for m in request_name_checks(task)]
    out += [Problem(tid, m) for m in toolset_checks(task, suite)]
    return out


#: What an expert task's reference solution must at least do (issue: the expert tier).
EXPERT_MIN_CALLS, EXPERT_MIN_WRITES, EXPERT_MIN_SUBSYSTEMS = 8, 4, 2


def expert_checks(oracle: Script) -> list[str]:
    """An expert task's reference: >= 8 tool calls, >= 4 of them writes, >= 2 subsystems (the
    selftest checks that every one of them succeeds)."""
    tools = registry()
    calls = [c for c in _all_calls(oracle) if c.name in tools]
    writes = sum(tools[c.name].writes for c in calls)
    subsystems = {tools[c.name].subsystem for c in calls}
    out = []
    if len(calls) < EXPERT_MIN_CALLS:
        out.append(f"expert task's oracle makes {len(calls)} tool calls (< {EXPERT_MIN_CALLS})")
    if writes < EXPERT_MIN_WRITES:
        out.append(f"expert task's oracle makes {writes} writes (< {EXPERT_MIN_WRITES})")
    if len(subsystems) < EXPERT_MIN_SUBSYSTEMS:
        out.append(
            f"expert task's oracle touches {len(subsystems)} subsystem(s) "
            f"(< {EXPERT_MIN_SUBSYSTEMS})"
        )
    return out


#: A task's step limit leaves a careful agent this many times the reference's tool calls (one
#: call per assistant turn, over all turns): room to read one more source per fact, or to
#: recover from a failed call, without running out before the last write.
STEP_BUDGET_FACTOR = 2


def step_budget_checks(max_steps: int, oracle: Script) -> list[str]:
    """The step limit is at least ``STEP_BUDGET_FACTOR`` times the reference's tool calls."""
    calls = len(_all_calls(oracle))
    need = STEP_BUDGET_FACTOR * calls
    if max_steps < need:
        return [
            f"max_steps={max_steps} leaves too little room: the reference alone makes {calls} "
            f"tool calls (need >= {need})"
        ]
    return []


def _unstated_items(a: Any) -> list[Any]:
    """The items a passing agent's reply or mail must not state under check ``a``."""
    if isinstance(a, ReplyContains):
        return list(a.wrong)
    if isinstance(a, ReplyNotContains):
        return list(a.items)
    if isinstance(a, _MailFilter):
        out = list(a.body_not_contains)
        if isinstance(a, MailNotSent):
            out += [*a.body_contains, *a.body_contains_any]
        return out
    return []


def request_name_checks(task: Task) -> list[str]:
    """RC2b: a person a check forbids naming is named by a given name the request itself uses
    (nobody else of the person's table has it), so a correct answer that uses the request's own
    word for someone — maybe someone else, of another table — would state that person."""
    out = []
    text = task.user_text()
    for i, a in enumerate(task.assertions):
        for item in _unstated_items(a):
            if not (isinstance(item, RecordClaim) and item.id and item.table in PERSON_TABLES):
                continue
            given = request_name(task.world, item.table, item.id, text)
            if given is not None:
                out.append(
                    f"assertion #{i} forbids naming {item.table} {item.id}, whom the request's own "
                    f"word {given!r} names (RC2b): a correct reply calling someone {given!r} fails; "
                    "forbid the full name only (a substring) or reword the request"
                )
    return out


def turn_checks(task: Task, suite: Suite) -> list[str]:
    """Problems of a multi-turn task: follow-ups, per-turn reply checks, scripts' turns."""
    n_turns = 1 + len(task.followups)
    out = [
        f"follow-up {k} is not NFC-normalised text"
        for k, f in enumerate(task.followups)
        if unicodedata.normalize("NFC", f) != f or not f.strip()
    ]
    for i, a in enumerate(task.assertions):
        turn = getattr(a, "turn", None)
        if turn is not None and turn >= n_turns:
            out.append(f"assertion #{i} reads turn {turn}, but the task has {n_turns} turn(s)")
    scripts = [("oracle", suite.oracles.get(task.id))] + [
        (f"{kind} {k}", s)
        for kind, table in (("anti-oracle", suite.anti_oracles), ("alternate", suite.alternates))
        for k, s in enumerate(table.get(task.id, []))
    ]
    for label, sc in scripts:
        if sc is not None and 1 + len(sc.then) > n_turns:
            out.append(f"{label} has {1 + len(sc.then)} turns; the task has {n_turns}")
    return out


def toolset_checks(task: Task, suite: Suite) -> list[str]:
    """Every tool the reference (oracle, alternates) calls is in the session's ``role`` toolset
    and is found in ``discover``: in the top 5 of its task query (:mod:`avabench.tool_search`)."""
    from avabench.tool_search import FINDABLE_TOP, catalogue_index, task_query
    from avabench.toolsets import in_role, task_text

    tools, index = registry(), catalogue_index()
    kind = task.world.context.user_kind
    used: dict[str, str] = {}
    scripts = [("oracle", suite.oracles.get(task.id))]
    scripts += [(f"alternate {k}", s) for k, s in enumerate(suite.alternates.get(task.id, []))]
    for label, sc in scripts:
        for c in [c for turn in ([sc, *sc.then] if sc else []) for c in turn.calls]:
            if c.name in tools:
                used.setdefault(c.name, label)
    out = []
    for name, label in sorted(used.items()):
        if not in_role(name, kind):
            out.append(f"{label} calls {name!r}, outside the {kind.value} role (--toolset role)")
        query = task_query(task_text(task), name, index)
        top = [h.name for h in index.search(query, FINDABLE_TOP)]
        if name not in top:
            out.append(
                f"{label} calls {name!r}, not in the top {FINDABLE_TOP} of search_tools for its "
                f"task query {query!r} (--toolset discover): {', '.join(top) or 'no match'}"
            )
    return out


def scope_checks(task: Task, with_scopes: bool = True) -> list[str]:
    """Problems of a task's change scopes (unless not ``with_scopes``) and exemptions."""
    if task.scopes is None:
        return ["declares no change scopes (scopes=[...]; [] when the task changes nothing)"]
    out = [m for sc in task.scopes for m in scope_problems(sc, task.world)] if with_scopes else []
    for family, reason in task.exempt.items():
        if family not in FAMILIES:
            out.append(f"exempt names unknown adversary {family!r}; known: {', '.join(FAMILIES)}")
        elif not reason.strip():
            out.append(f"exemption from {family!r} has no reason")
    return out


def validate(suite: Suite, only: Collection[str] | None = None) -> list[Problem]:
    """Every problem in the suite, load problems first.

    ``only``: check just these tasks one by one (the suite-wide checks always run).
    """
    problems = [Problem(p.where, p.message, fatal=True) for p in suite.problems]
    counts = Counter(t.id for t in suite.tasks)
    problems += [Problem(tid, "duplicate task id") for tid, n in counts.items() if n > 1]
    known = {t.id for t in suite.tasks}
    for tid in sorted(set(suite.oracles) - known):
        problems.append(Problem(tid, "oracle for a task that does not exist"))
    for tid in sorted(set(suite.anti_oracles) - known):
        problems.append(Problem(tid, "anti-oracle for a task that does not exist"))
    for tid in sorted(set(suite.alternates) - known):
        problems.append(Problem(tid, "alternate for a task that does not exist"))
    base = broken_references(base_company())
    problems += [Problem("base_company", f"broken reference: {b}") for b in base]
    known_broken = frozenset(str(b) for b in base)
    base_timeline = timeline_problems(base_company())
    problems += [Problem("base_company", f"timeline: {m}") for m in base_timeline]
    for task in suite.tasks:
        if only is not None and task.id not in only:
            continue
        problems += check_task(task, suite, known_broken)
        problems += [
            Problem(task.id, f"timeline: {m}")
            for m in timeline_problems(task.world)
            if m not in base_timeline
        ]
    problems += validate_public_split(suite)
    return problems


def validate_public_split(suite: Suite) -> list[Problem]:
    """Every public-split id names a task (checked when the built-in domains are loaded)."""
    if not suite.has_builtin:
        return []
    known = {t.id for t in suite.tasks}
    problems = [
        Problem(
            tid,
            "the public split (avabench/domains/public_split.py) names a task that does not exist",
        )
        for tid in (*PUBLIC_TASK_IDS, *EXPERT_PUBLIC_TASK_IDS)
        if tid not in known
    ]
    for ids in (PUBLIC_TASK_IDS, EXPERT_PUBLIC_TASK_IDS):
        if len(set(ids)) != len(ids):
            problems.append(Problem("public_split", "a public split lists an id twice"))
    by_id = {t.id: t for t in suite.tasks}
    wrong_tier = [
        tid for tid in EXPERT_PUBLIC_TASK_IDS if tid in by_id and by_id[tid].tier != "expert"
    ]
    problems += [
        Problem(tid, "the expert public split names a task that is not expert")
        for tid in wrong_tier
    ]
    return problems


def summary_line(suite: Suite, problems: list[Problem]) -> str:
    """``N tasks (domain: hard/basic …), A assertions, T tools (W write): P problems``."""
    by: dict[str, Counter[str]] = {}
    for t in suite.tasks:
        by.setdefault(t.domain, Counter())[t.tier] += 1
    parts = ", ".join(
        f"{d} {sum(c.values())} ({c['hard']} hard/{c['basic']} basic"
        + (f"/{c['expert']} expert)" if c["expert"] else ")")
        for d, c in sorted(by.items())
    )
    n_assert = sum(len(t.assertions) for t in suite.tasks)
    tools = registry()
    writes = sum(s.writes for s in tools.values())
    return (
        f"{len(suite.tasks)} tasks [{parts}], {n_assert} assertions, {len(tools)} tools "
        f"({writes} write): {len(problems)} problem{'s' if len(problems) != 1 else ''}"
    )
