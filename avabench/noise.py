"""Distractor-record injection (``--noise N``).

Each subsystem's seed module declares ``NOISE``: table → generator of convincing distractors
(same-given-name employees, look-alike companies, invoices not yet due, closed tickets, unread
internal mail…). This module decides *where* they may go, and the rules are enforced here, not
left to task authors:

* never into a lookup table (:data:`~avabench.world.LOOKUP_TABLES`) or an internal table;
* never into a table that any of the task's assertions reads, nor one the task excludes;
* ids never collide with existing ids (a collision is a harness bug and raises);
* deterministic for a given (task id, N, seed): the generator's ``random.Random`` is seeded from
  those three values only.

Because assertions never read a noised table, noise cannot change any assertion's initial truth
value; ``selftest N`` checks that the oracles still reach full marks with noise on.
"""

from __future__ import annotations

import hashlib
import importlib
import random
from collections.abc import Callable
from functools import cache

from avabench.world import INTERNAL_TABLES, LOOKUP_TABLES, Record, WorldState, table_names
from avabench.world.state import SUBSYSTEMS

Generator = Callable[[WorldState, random.Random, int], list[Record]]


@cache
def generators() -> dict[str, Generator]:
    """Every table's noise generator, gathered from the subsystems' seed modules."""
    out: dict[str, Generator] = {}
    known = set(table_names())
    for sub in SUBSYSTEMS:
        mod = importlib.import_module(f"avabench.domains.base.{sub}")
        for table, gen in (getattr(mod, "NOISE", None) or {}).items():
            if table not in known:
                raise ValueError(f"NOISE of {sub} names an unknown table {table!r}")
            if table in LOOKUP_TABLES or table in INTERNAL_TABLES:
                raise ValueError(f"NOISE of {sub} targets a lookup/internal table {table!r}")
            out[table] = gen
    return out


def safe_tables(tables_read: set[str], exclude: set[str] = frozenset()) -> list[str]:
    """Tables that may receive noise for a task reading ``tables_read``."""
    return [
        t
        for t in generators()
        if t not in tables_read
        and t not in exclude
        and t not in LOOKUP_TABLES
        and t not in INTERNAL_TABLES
    ]


def rng_for(task_id: str, n: int, seed: int, table: str) -> random.Random:
    """A generator seeded only by (task, N, seed, table)."""
    digest = hashlib.sha256(f"{task_id}|{n}|{seed}|{table}".encode()).hexdigest()
    return random.Random(int(digest[:16], 16))


def inject(
    world: WorldState,
    task_id: str,
    n: int,
    seed: int,
    tables_read: set[str],
    exclude: set[str] = frozenset(),
) -> dict[str, int]:
    """Add ``n`` distractors to every safe table of ``world`` (in place); counts per table."""
    added: dict[str, int] = {}
    if n <= 0:
        return added
    for table in safe_tables(tables_read, exclude):
        rows = generators()[table](world, rng_for(task_id, n, seed, table), n)
        target = world.table(table)
        existing = {r.id for r in target}
        for rec in rows:
            if rec.id in existing:
                raise ValueError(f"noise for {table} produced a colliding id {rec.id!r}")
            existing.add(rec.id)
            target.append(rec)
        added[table] = len(rows)
    return added
