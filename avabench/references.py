"""Referential integrity of a world: every id field points at a record that exists.

The reference graph is derived from field names, not written by hand for every table: a field
``<stem>_id`` (a string) or ``<stem>_ids`` (a list of strings), at any depth inside a record
(``allocations.invoice_id``, ``steps.approver_id``), points at the table whose short name is
the plural of the stem or of its last words (``customer_id`` → ``crm.customers``,
``converted_customer_id`` → ``crm.customers``, ``from_shift_id`` → ``hr.shifts``,
``posting_id`` → ``recruitment.job_postings``). Names that say a person's role rather than a
table (``approver_id``, ``owner_id``, ``recruiter_id`` …) and names that fit two tables are in
:data:`BY_NAME` / :data:`BY_FIELD`; fields that are not references (``thread_id``,
``national_id``) are in :data:`NOT_REFERENCES`. :func:`reference_plan` raises on a field it
cannot place, so a new id field must be mapped before the validator runs.

The context's ``current_user_id`` points at an employee or, for a shopper chat, a shopper.
"""

from __future__ import annotations

import typing
from dataclasses import dataclass
from functools import cache
from typing import Any

from pydantic import BaseModel

from avabench.world import UserKind, WorldState, table_types

EMPLOYEES = "hr.employees"

#: Field stems (the name without ``_id``/``_ids``) that name a role or are ambiguous.
BY_NAME: dict[str, str] = {
    "approver": EMPLOYEES,
    "assignee": EMPLOYEES,
    "attendee": EMPLOYEES,
    "by": EMPLOYEES,  # recruitment candidate history: who did it
    "evaluator": EMPLOYEES,
    "interviewer": EMPLOYEES,
    "mailbox_owner": EMPLOYEES,
    "manager": EMPLOYEES,
    "organizer": EMPLOYEES,
    "owner": EMPLOYEES,
    "recruiter": EMPLOYEES,
    "referrer": EMPLOYEES,
    "requester": EMPLOYEES,
    "salesperson": EMPLOYEES,
    "service_owner": EMPLOYEES,
    "substitute": EMPLOYEES,
    "user": EMPLOYEES,  # office memory: the employee the note belongs to
    "contact": "crm.contacts",  # not mail.contacts (the address book has no references to it)
}

#: ``(table, field path)`` → target, where the field's meaning depends on its table.
BY_FIELD: dict[tuple[str, str], str] = {
    ("hr.departments", "parent_id"): "hr.departments",
    ("crm.customers", "parent_id"): "crm.customers",
    ("hr.leave_requests", "related_ids"): EMPLOYEES,  # colleagues the request mentions
    ("accounting.customer_accounts", "id"): "crm.customers",  # an account is keyed by customer
}

#: ``*_id`` fields that are not references to a record.
NOT_REFERENCES: frozenset[str] = frozenset({"thread_id", "national_id"})


@dataclass(frozen=True)
class Ref:
    """One reference field of a table: where it is and what it points at."""

    path: tuple[str, ...]
    target: str


@dataclass(frozen=True)
class BrokenRef:
    """An id that points at no record."""

    table: str
    record_id: str
    field: str
    value: str
    target: str

    def __str__(self) -> str:
        return (
            f"{self.table} {self.record_id}: {self.field} = {self.value!r} is not a record "
            f"of {self.target}"
        )


def _plural(word: str) -> str:
    if word.endswith("y") and word[-2:-1] not in "aeiou":
        return word[:-1] + "ies"
    return word + "s"


def target_of(table: str, path: str) -> str | None:
    """The table a field points at; None if it is not a reference. KeyError if unknown."""
    name = path.rsplit(".", 1)[-1]
    if (table, path) in BY_FIELD:
        return BY_FIELD[(table, path)]
    if name == "id" or name in NOT_REFERENCES:
        return None
    stem = name.removesuffix("_ids") if name.endswith("_ids") else name.removesuffix("_id")
    if stem in BY_NAME:
        return BY_NAME[stem]
    words = stem.split("_")
    short = {t.split(".", 1)[1]: t for t in table_types()}
    for i in range(len(words)):
        plural = _plural("_".join(words[i:]))
        hits = [full for s, full in short.items() if s == plural or s.endswith("_" + plural)]
        if len(hits) == 1:
            return hits[0]
    raise KeyError(
        f"{table}.{path}: cannot tell which table this id field points at; "
        "add it to avabench.references.BY_NAME, BY_FIELD or NOT_REFERENCES"
    )


def _models(annotation: Any) -> list[type[BaseModel]]:
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return [annotation]
    return [m for arg in typing.get_args(annotation) for m in _models(arg)]


def _is_ref_name(name: str) -> bool:
    return name.endswith(("_id", "_ids"))


def _walk(model: type[BaseModel], prefix: tuple[str, ...]) -> list[tuple[str, ...]]:
    paths: list[tuple[str, ...]] = []
    for name, info in model.model_fields.items():
        if _is_ref_name(name):
            paths.append((*prefix, name))
        for inner in _models(info.annotation):
            paths += _walk(inner, (*prefix, name))
    return paths


@cache
def reference_plan() -> dict[str, tuple[Ref, ...]]:
    """Every table's reference fields (raises KeyError on a field it cannot place)."""
    plan: dict[str, tuple[Ref, ...]] = {}
    for table, rec in table_types().items():
        refs = []
        paths = _walk(rec, ())
        paths += [("id",)] if (table, "id") in BY_FIELD else []
        for path in dict.fromkeys(paths):
            target = target_of(table, ".".join(path))
            if target is not None:
                refs.append(Ref(path, target))
        plan[table] = tuple(refs)
    return plan


def _values(node: Any, path: tuple[str, ...]) -> list[str]:
    """The string ids at ``path`` below ``node`` (through nested models and lists)."""
    if isinstance(node, list):
        return [v for item in node for v in _values(item, path)]
    if not path:
        if isinstance(node, str):
            return [node]
        return []
    if node is None:
        return []
    return _values(getattr(node, path[0], None), path[1:])


def broken_references(world: WorldState) -> list[BrokenRef]:
    """Every id in ``world`` that points at no record (context user included)."""
    ids: dict[str, set[str]] = {}

    def known(table: str) -> set[str]:
        if table not in ids:
            ids[table] = {r.id for r in world.table(table)}
        return ids[table]

    out: list[BrokenRef] = []
    for table, refs in reference_plan().items():
        if not refs:
            continue
        for rec in world.table(table):
            for ref in refs:
                for value in _values(rec, ref.path):
                    if value not in known(ref.target):
                        out.append(BrokenRef(table, rec.id, ".".join(ref.path), value, ref.target))
    ctx = world.context
    users = "sales.shoppers" if ctx.user_kind == UserKind.SHOPPER else EMPLOYEES
    if ctx.current_user_id not in known(users):
        out.append(BrokenRef("context", "-", "current_user_id", ctx.current_user_id, users))
    return out
