"""The world diff of a task result, field by field, for the viewer.

A stored result keeps the *new* version of every record it added or changed and the ids of the
records it removed (:class:`~avabench.world.diff.WorldDiff`). To show what changed in a record,
the initial world is rebuilt as :mod:`avabench.rescore` does it (the task's world plus the
stored noise, :func:`avabench.env.initial_world`) and each changed record is compared with its
initial version. When the task is unknown, or the rebuilt world's hash differs from the stored
one (the task or the noise changed since the run), the changed records are shown whole, with a
note saying why.
"""

from __future__ import annotations

from typing import Any

from avabench import identity
from avabench.env import initial_world
from avabench.results import TaskResult
from avabench.task import Task
from avabench.world import WorldState

#: A field that changed: (name, initial value, final value); absent values are None.
FieldChange = tuple[str, Any, Any]


def field_changes(before: dict[str, Any], after: dict[str, Any]) -> list[FieldChange]:
    """The fields whose values differ, in the order of ``after`` then fields only ``before`` has."""
    out = [(k, before.get(k), v) for k, v in after.items() if before.get(k) != v or k not in before]
    out += [(k, v, None) for k, v in before.items() if k not in after]
    return out


class InitialWorlds:
    """Initial worlds rebuilt once per (task, noise seed, noise), checked against the result."""

    def __init__(self, tasks: dict[str, Task]) -> None:
        self.tasks = tasks
        self._worlds: dict[tuple[str, int, int], WorldState] = {}
        self._records: dict[tuple[int, str], dict[str, dict[str, Any]]] = {}

    def get(self, r: TaskResult) -> tuple[WorldState | None, str | None]:
        """The initial world of ``r``, or None and the reason it cannot be rebuilt faithfully."""
        task = self.tasks.get(r.task_id)
        if task is None:
            return None, "the task is not in the loaded suite"
        key = (r.task_id, r.noise_seed, r.noise)
        if key not in self._worlds:
            self._worlds[key] = initial_world(task, seed=r.noise_seed, noise=r.noise)
        world = self._worlds[key]
        stored = r.initial_world_hash
        digest = stored and identity.current(
            stored, task, r.noise_seed, r.noise, r.grader_version, lambda: world
        )
        if stored and digest != stored:
            return None, (
                f"the rebuilt initial world ({digest}) differs from the run's "
                f"({r.initial_world_hash}): the task or the noise changed since the run"
            )
        return world, None

    def records(self, world: WorldState, table: str) -> dict[str, dict[str, Any]]:
        """The table's initial records as JSON data, by id."""
        key = (id(world), table)
        if key not in self._records:
            self._records[key] = {r.id: r.model_dump(mode="json") for r in world.table(table)}
        return self._records[key]


def view_diff(r: TaskResult, worlds: InitialWorlds) -> dict[str, Any] | None:
    """The result's world diff as plain data for the page (None: nothing changed).

    Returns ``{"note": str | None, "tables": [{"table", "added", "changed", "removed"}],
    "context": [...] | None}``. A changed record is ``{"id", "fields": [[name, old, new]]}``
    when its initial version is known, else ``{"id", "record": {...}}``; a removed record is
    ``{"id", "record": {...} | None}``.
    """
    diff = r.final_world_diff
    if diff is None or (not diff.tables and diff.context is None):
        return None
    world, note = worlds.get(r)
    tables = []
    for name, td in sorted(diff.tables.items()):
        initial = worlds.records(world, name) if world is not None else {}
        changed = []
        for rec in td.changed:
            old = initial.get(rec.get("id"))
            if old is None:
                changed.append({"id": rec.get("id"), "record": rec})
            else:
                changed.append({"id": rec.get("id"), "fields": field_changes(old, rec)})
        removed = [{"id": i, "record": initial.get(i)} for i in td.removed]
        tables.append({"table": name, "added": td.added, "changed": changed, "removed": removed})
    context = None
    if diff.context is not None:
        old_ctx = world.context.model_dump(mode="json") if world is not None else {}
        context = field_changes(old_ctx, diff.context)
    return {"note": note, "tables": tables, "context": context}
