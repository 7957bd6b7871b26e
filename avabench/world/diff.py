"""Record-level differences between two worlds.

Used twice: as a diagnostic (which records a run added, changed or removed) and as the compact
form in which results store the final world — the initial world is rebuilt deterministically
from the task and the noise seed, and :func:`apply_diff` turns it back into the exact final
world for rescoring.
"""

from __future__ import annotations

import hashlib
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from avabench.world.state import WorldState, record_type


class TableDiff(BaseModel):
    """What changed in one table."""

    model_config = ConfigDict(extra="forbid")

    added: list[dict[str, Any]] = Field(default_factory=list)
    changed: list[dict[str, Any]] = Field(default_factory=list)
    removed: list[str] = Field(default_factory=list)


class WorldDiff(BaseModel):
    """What changed between two worlds, table by table (only tables that changed)."""

    model_config = ConfigDict(extra="forbid")

    tables: dict[str, TableDiff] = Field(default_factory=dict)
    context: dict[str, Any] | None = None

    def summary(self) -> dict[str, str]:
        """``{"hr.leave_requests": "+2 ~1 -0"}`` for reports."""
        return {
            t: f"+{len(d.added)} ~{len(d.changed)} -{len(d.removed)}"
            for t, d in self.tables.items()
        }


def world_hash(world: WorldState) -> str:
    """A short stable fingerprint of a world's content (hashes the whole world: ~10 ms).

    Stored results before the input identity (:mod:`avabench.identity`) carry this as their
    ``initial_world_hash``; only checks of such results compute it.
    """
    return hashlib.sha256(world.model_dump_json().encode()).hexdigest()[:16]


def diff_worlds(before: WorldState, after: WorldState) -> WorldDiff:
    """Record-level diff from ``before`` to ``after``."""
    out = WorldDiff()
    for name in before.changed_tables(after):
        old, new = before.table(name), after.table(name)
        old_by = {r.id: r for r in old}
        new_ids = {r.id for r in new}
        td = TableDiff()
        for rec in new:
            prev = old_by.get(rec.id)
            if prev is None:
                td.added.append(rec.model_dump(mode="json"))
            elif prev is not rec and prev != rec:
                td.changed.append(rec.model_dump(mode="json"))
        td.removed = [r.id for r in old if r.id not in new_ids]
        if td.added or td.changed or td.removed:
            out.tables[name] = td
    if before.context != after.context:
        out.context = after.context.model_dump(mode="json")
    return out


def apply_diff(world: WorldState, diff: WorldDiff) -> WorldState:
    """Apply ``diff`` to (a fork of) ``world`` and return the result."""
    out = world.fork()
    for name, td in diff.tables.items():
        rec_type = record_type(name)
        table = out.table(name)
        changed = {d["id"]: rec_type.model_validate_json(_json(d)) for d in td.changed}
        removed = set(td.removed)
        table[:] = [changed.get(r.id, r) for r in table if r.id not in removed]
        table.extend(rec_type.model_validate_json(_json(d)) for d in td.added)
    if diff.context is not None:
        out.context = type(out.context).model_validate_json(_json(diff.context))
    return out


def _json(data: dict[str, Any]) -> str:
    import json

    return json.dumps(data, ensure_ascii=False)
