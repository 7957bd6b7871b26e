"""The base company every task starts from, and :func:`merge` to add task records.

``base_company()`` is Công ty Cổ phần Công nghệ Minh Long (minhlong.vn) and its online shop
Mộc Nhiên Store on Thu 16/04/2026. It is built once per process and then *forked* (cheap: the
records are immutable), so each call returns an independent world.
"""

from __future__ import annotations

import datetime as dt
from functools import cache
from typing import Any

from avabench.world import Context, Record, WorldState, replace, table_of_type
from avabench.world.state import SUBSYSTEMS

from . import accounting, crm, hr, mail, office, recruitment, sales

TODAY = dt.date(2026, 4, 16)
_SEEDS = {
    "hr": hr.seed,
    "crm": crm.seed,
    "accounting": accounting.seed,
    "recruitment": recruitment.seed,
    "mail": mail.seed,
    "office": office.seed,
    "sales": sales.seed,
}


@cache
def _base() -> WorldState:
    world = WorldState(context=Context(today=TODAY), **{s: _SEEDS[s](TODAY) for s in SUBSYSTEMS})
    check_ids_unique(world)
    return world


def base_company() -> WorldState:
    """A fresh copy of the base company (independent of every other copy)."""
    return _base().fork()


def check_ids_unique(world: WorldState) -> None:
    """Raise ``ValueError`` when a table holds two records with the same id."""
    for name in type(world).model_fields:
        if name == "context":
            continue
        sub = world.subsystem(name)
        for table in type(sub).tables():
            seen: set[str] = set()
            for rec in getattr(sub, table):
                if rec.id in seen:
                    raise ValueError(f"duplicate id {rec.id!r} in {name}.{table}")
                seen.add(rec.id)


def merge(world: WorldState, *records: Record, context: dict[str, Any] | None = None) -> WorldState:
    """Add task-specific records (each to the table of its type) and return the world.

    A record whose id already exists in its table is an error: use :func:`patch` to change a
    base record. ``context`` overrides fields of the episode context (today, current user…).
    """
    owners = table_of_type()
    for rec in records:
        try:
            table_name = owners[type(rec)]
        except KeyError:
            raise TypeError(f"{type(rec).__name__} is not a record type of any table") from None
        table = world.table(table_name)
        if any(r.id == rec.id for r in table):
            raise ValueError(f"{table_name} already has a record {rec.id!r}; use patch()")
        table.append(rec)
    if context:
        world.context = type(world.context).model_validate(
            {**dict(world.context), **context}, strict=False
        )
    return world


def patch(world: WorldState, table_name: str, record_id: str, **changes: Any) -> WorldState:
    """Change fields of an existing record (validated) and return the world."""
    table = world.table(table_name)
    for i, rec in enumerate(table):
        if rec.id == record_id:
            table[i] = replace(rec, **changes)
            return world
    raise KeyError(f"{table_name} has no record {record_id!r}")


def remove(world: WorldState, table_name: str, record_id: str) -> WorldState:
    """Delete a record from a table and return the world."""
    table = world.table(table_name)
    before = len(table)
    table[:] = [r for r in table if r.id != record_id]
    if len(table) == before:
        raise KeyError(f"{table_name} has no record {record_id!r}")
    return world


__all__ = ["TODAY", "base_company", "check_ids_unique", "merge", "patch", "remove"]
