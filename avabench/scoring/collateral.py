"""Change scopes and the collateral guard: grading sees every change (DESIGN.md §5).

Every task declares what its work may change as a short list of :class:`Scope`\\ s — records of
``table`` that match ``where`` may be added, changed or removed (``max_added`` caps how many
records the scope may gain, so a repeated or sprayed create is caught). The scorer diffs the
final world against the initial one record by record and adds one assertion to every task,
*nothing outside the task's scopes changed*; it holds initially, so under the scoring table it
is a preserve rule: never credit for sitting still, a graded failure (and so a failed task) when
broken. The records at fault are listed in the result's ``detail``.

Which version of a record a scope is matched against:

* an **added** record — its final version;
* a **changed** or **removed** record — its *initial* version (a scope names the records that may
  be touched; changing some other record *into* a look-alike of an allowed one is collateral).

**Self-correction.** A record the agent created and withdrew itself in the same episode — absent
initially, present finally with a withdrawn status (``Đã huỷ`` / ``Huỷ`` in a ``*status`` field)
— is neither collateral nor seen by the task's assertions (they are evaluated on
:func:`graded_view`, the final world without such records; a created-then-deleted record is
absent anyway). What it set off outside itself (a mail sent, a payment QR, a hand-off) is a
record of its own and is judged on its own.

Internal bookkeeping tables (:data:`IGNORED_TABLES`) are the only tables the guard ignores.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, field_validator

from avabench.scoring.assertions import Condition, compile_where, where_problems
from avabench.world import INTERNAL_TABLES, Record, WorldState
from avabench.world.derived import per_table

#: Tables the guard never looks at (bookkeeping the tools keep for themselves).
IGNORED_TABLES: frozenset[str] = INTERNAL_TABLES

#: Status values that mean "withdrawn by the one who made it".
WITHDRAWN_STATUSES: frozenset[str] = frozenset({"Đã huỷ", "Huỷ"})


class Scope(BaseModel):
    """Records of ``table`` matching ``where`` may be added, changed or removed."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    table: str = Field(description="Dotted table name, e.g. `hr.leave_requests`.")
    where: dict[str, Any] = Field(default_factory=dict, description="Filter, as in assertions.")
    max_added: int | None = Field(
        None, ge=0, description="At most this many records of the scope may be added."
    )
    new_only: bool = Field(
        False, description="Only records the episode adds; existing records may not change."
    )
    reason: str = Field(
        "", description="Why the scope must be this wide (required for a whole-table scope)."
    )

    @field_validator("where")
    @classmethod
    def _ops(cls, v: dict[str, Any]) -> dict[str, Any]:
        problems = where_problems(v)
        if problems:
            raise ValueError("; ".join(problems))
        return v

    def label(self) -> str:
        """``hr.leave_requests{employee_id=NV000052}`` for messages."""
        cond = ", ".join(f"{k}={v}" for k, v in self.where.items())
        return f"{self.table}{{{cond}}}"


def scope(
    table: str,
    where: dict[str, Any] | None = None,
    *,
    max_added: int | None = None,
    new_only: bool = False,
    reason: str = "",
) -> Scope:
    """Short constructor for task authors: records of ``table`` matching ``where`` may change.

    ``max_added`` caps how many such records may be created; ``new_only`` allows only creating
    them (no existing record may change); ``reason`` justifies a whole-table scope.
    """
    return Scope(
        table=table, where=where or {}, max_added=max_added, new_only=new_only, reason=reason
    )


def created(
    table: str, where: dict[str, Any] | None = None, n: int | None = 1, reason: str = ""
) -> Scope:
    """``n`` new records of ``table`` matching ``where`` may be created (``None``: any number)."""
    return scope(table, where, max_added=n, new_only=True, reason=reason)


# -- the record-level change set ---------------------------------------------------------------


@dataclass(frozen=True)
class Change:
    """One record that differs between the initial and the final world."""

    table: str
    op: str  # "added" | "changed" | "removed"
    before: Record | None
    after: Record | None

    @property
    def record_id(self) -> str:
        rec = self.after if self.after is not None else self.before
        assert rec is not None
        return rec.id

    def label(self) -> str:
        """``changed accounting.invoices BH00514`` for details."""
        return f"{self.op} {self.table} {self.record_id}"


#: The initial tables' id look-ups (:func:`_by_id`), kept apart from the tools' derived values.
_BY_ID: dict[Any, Any] = {}


def _by_id(rows: list[Record]) -> tuple[dict[str, Record], bool]:
    """``{id: the last record with it}`` and whether every id is unique."""
    by = {r.id: r for r in rows}
    return by, len(by) == len(rows)


def changes(initial: WorldState, final: WorldState) -> list[Change]:
    """Every added, changed and removed record (ignored tables left out).

    An episode's initial world is shared by every episode of its task: its tables' id look-ups
    are built once per content. A table the episode only appended to (its old rows first,
    unchanged, ids unique) is read from its first new row on: the answer of the full pass.
    """
    out: list[Change] = []
    for name in initial.changed_tables(final):
        if name in IGNORED_TABLES:
            continue
        old, new = initial.table(name), final.table(name)
        old_by, unique = per_table(("collateral", "by-id"), old, build=_by_id, store=_BY_ID)
        n = len(old)
        if unique and len(new) >= n and new[:n] == old:
            for rec in new[n:]:  # every old id is still there: nothing was removed
                prev = old_by.get(rec.id)
                if prev is None:
                    out.append(Change(name, "added", None, rec))
                elif prev is not rec and prev != rec:
                    out.append(Change(name, "changed", prev, rec))
            continue
        new_ids = set()
        for rec in new:
            new_ids.add(rec.id)
            prev = old_by.get(rec.id)
            if prev is None:
                out.append(Change(name, "added", None, rec))
            elif prev is not rec and prev != rec:
                out.append(Change(name, "changed", prev, rec))
        out.extend(Change(name, "removed", r, None) for r in old if r.id not in new_ids)
    return out


_STATUS_FIELDS: dict[type, tuple[str, ...]] = {}


def _status_fields(cls: type[Record]) -> tuple[str, ...]:
    """A record class's status fields, read once per class (``model_fields`` is slow)."""
    names = _STATUS_FIELDS.get(cls)
    if names is None:
        names = _STATUS_FIELDS[cls] = tuple(
            n for n in cls.model_fields if n == "status" or n.endswith("_status")
        )
    return names


def _is_withdrawn(rec: Record) -> bool:
    for name in _status_fields(type(rec)):
        value = getattr(rec, name)
        text = value.value if isinstance(value, Enum) else value
        if isinstance(text, str) and text in WITHDRAWN_STATUSES:
            return True
    return False


def withdrawn(
    initial: WorldState, final: WorldState, change_set: list[Change] | None = None
) -> dict[str, set[str]]:
    """Records the agent created and withdrew itself: table → ids.

    ``change_set``: ``changes(initial, final)`` when the caller has it already.
    """
    out: dict[str, set[str]] = {}
    for c in changes(initial, final) if change_set is None else change_set:
        if c.op == "added" and c.after is not None and _is_withdrawn(c.after):
            out.setdefault(c.table, set()).add(c.record_id)
    return out


def graded_view(
    initial: WorldState, final: WorldState, change_set: list[Change] | None = None
) -> WorldState:
    """The final world as assertions see it: self-withdrawn records left out.

    Returns ``final`` itself when nothing was withdrawn (the common case: no copy).
    """
    gone = withdrawn(initial, final, change_set)
    if not gone:
        return final
    view = final.fork()
    for name, ids in gone.items():
        view.table(name)[:] = [r for r in view.table(name) if r.id not in ids]
    return view


# -- the guard ---------------------------------------------------------------------------------


class _Compiled:
    __slots__ = ("conds", "max_added", "scope", "used")

    def __init__(self, s: Scope) -> None:
        self.scope = s
        self.conds: list[Condition] = compile_where(s.where)
        self.max_added = s.max_added
        self.used = 0

    def matches(self, rec: Record) -> bool:
        return all(c.holds(rec) for c in self.conds)


def classify_changes(
    scopes: Sequence[Scope], change_set: Iterable[Change]
) -> tuple[list[Change], dict[int, int]]:
    """Split a change set: the changes outside every scope, and how often each scope was used.

    Added records fill the capped scopes they match in declaration order; an added record that
    only matches scopes already full is outside.
    """
    compiled = [_Compiled(s) for s in scopes]
    by_table: dict[str, list[tuple[int, _Compiled]]] = {}
    for i, c in enumerate(compiled):
        by_table.setdefault(c.scope.table, []).append((i, c))
    outside: list[Change] = []
    used: dict[int, int] = {}
    for ch in change_set:
        rec = ch.after if ch.op == "added" else ch.before
        assert rec is not None
        hit = None
        for i, c in by_table.get(ch.table, []):
            if (c.scope.new_only and ch.op != "added") or not c.matches(rec):
                continue
            if ch.op == "added" and c.max_added is not None and c.used >= c.max_added:
                continue
            hit = (i, c)
            break
        if hit is None:
            outside.append(ch)
            continue
        i, c = hit
        if ch.op == "added":
            c.used += 1
        used[i] = used.get(i, 0) + 1
    return outside, used


def collateral(
    scopes: Sequence[Scope],
    initial: WorldState,
    view: WorldState,
    change_set: list[Change] | None = None,
) -> list[Change]:
    """The changes from ``initial`` to ``view`` that no scope allows (empty: the guard holds).

    ``change_set``: ``changes(initial, view)`` when the caller has it already.
    """
    outside, _ = classify_changes(
        scopes, changes(initial, view) if change_set is None else change_set
    )
    return outside


def context_changed(initial: WorldState, final: WorldState) -> bool:
    """Did the episode context (today, the current user …) change? It never may."""
    return initial.context != final.context


def describe(outside: Sequence[Change], limit: int = 12) -> str:
    """The offending records, for the guard's ``detail``."""
    shown = ", ".join(c.label() for c in outside[:limit])
    more = f" … and {len(outside) - limit} more" if len(outside) > limit else ""
    return f"changed outside the task's scopes: {shown}{more}"


# -- authoring help ----------------------------------------------------------------------------


#: Fields that say whose or which a new record is; :func:`suggest_scopes` filters on them.
KEY_FIELDS: tuple[str, ...] = (
    "mailbox_owner_id",
    "folder",
    "employee_id",
    "user_id",
    "requester_id",
    "organizer_id",
    "created_by",
    "customer_id",
    "shopper_id",
    "candidate_id",
    "order_id",
    "room_id",
    "date",
    "leave_type",
    "process",
    "kind",
    "category",
)


def _key(rec: Record) -> dict[str, Any]:
    fields = type(rec).model_fields
    out: dict[str, Any] = {}
    for name in KEY_FIELDS:
        if name in fields:
            value = getattr(rec, name)
            value = value.value if isinstance(value, Enum) else value
            if hasattr(value, "isoformat"):
                out[name] = value.isoformat()
            elif isinstance(value, str | int) and not isinstance(value, bool):
                out[name] = value
    return out


def suggest_scopes(initial: WorldState, final: WorldState) -> list[Scope]:
    """A starting point for a task's scopes: changed records by id, added records grouped by the
    fields that say whose they are (:data:`KEY_FIELDS`) and capped at how many were added.

    Review them: drop a filter that a correct alternative would set differently (another valid
    date, room …), add one the work must respect.
    """
    out: list[Scope] = []
    added: dict[tuple[str, str], tuple[dict[str, Any], int]] = {}
    for ch in changes(initial, graded_view(initial, final)):
        if ch.op == "added" and ch.after is not None:
            where = _key(ch.after)
            k = (ch.table, repr(sorted(where.items())))
            added[k] = (where, added.get(k, (where, 0))[1] + 1)
        else:
            out.append(scope(ch.table, {"id": ch.record_id}))
    out.extend(created(t, where, n=n) for (t, _), (where, n) in added.items())
    return out


def scope_problems(s: Scope, initial: WorldState) -> list[str]:
    """Static problems of one scope on a task's initial world."""
    from avabench.validate import path_exists  # the validator's field-path check
    from avabench.world import record_type

    try:
        rec_type = record_type(s.table)
    except KeyError as exc:
        return [str(exc.args[0])]
    out = [
        f"scope {s.label()}: {f!r} is not a field of {s.table}"
        for f in s.where
        if not path_exists(rec_type, f)
    ]
    if out:
        return out
    rows = initial.table(s.table)
    if s.reason or (s.new_only and (s.max_added is not None or s.where)):
        return out  # new records only, capped or filtered: nothing that exists can change
    if not s.where or (rows and all(_Compiled(s).matches(r) for r in rows)):
        out.append(f"scope {s.label()} matches the whole table: narrow it or give a reason= for it")
    return out
