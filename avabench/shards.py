"""Which task-trials a shard of a run covers (``--shard i/N``).

The assignment rule: take the run's selected task-trials (the same for the same settings on
every machine: task set, ``--sample``/``--sample-seed``, ``--tasks``, ``--trials``), sort them
by ``(domain, tier, task id, trial)``, and deal them round-robin: the k-th of that order
(counting from 0) goes to shard ``k mod N + 1``. Shards are numbered 1..N (``--shard 1/3`` …
``--shard 3/3``). Consequences, for any selection:

* the N shards are disjoint and together hold every selected task-trial exactly once;
* shard sizes differ by at most one, and so do the counts of any one domain, or any one
  (domain, tier), on any two shards (the order visits each such group as one consecutive run);
* the rule depends only on the ids, domains, tiers and trial numbers, never on the machine,
  the clock, the process or ``PYTHONHASHSEED``.

Shard results are combined with ``avabench merge`` (:mod:`avabench.merge`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from avabench.task import Task

_SHARD = re.compile(r"^\s*(\d+)\s*/\s*(\d+)\s*$")


def parse_shard(text: str) -> tuple[int, int]:
    """``"i/N"`` as ``(i, N)`` with ``1 <= i <= N``.

    Raises:
        ValueError: anything else, with a message naming the rule.
    """
    m = _SHARD.match(text)
    if not m:
        raise ValueError(f"--shard {text!r} is not i/N (e.g. 2/3)")
    i, n = int(m.group(1)), int(m.group(2))
    if n < 1 or not 1 <= i <= n:
        raise ValueError(f"--shard {text!r}: i must be between 1 and N (shards are 1..N)")
    return i, n


def shard_label(i: int, n: int) -> str:
    """The stored form of a shard, ``"i/N"``."""
    return f"{i}/{n}"


def order_key(item: tuple[Task, int]) -> tuple[str, str, str, int]:
    """The sort key of the assignment rule: (domain, tier, task id, trial)."""
    task, trial = item
    return (task.domain, task.tier, task.id, trial)


def owner(position: int, n: int) -> int:
    """The shard (1..N) of the task-trial at ``position`` of the assignment order."""
    return position % n + 1


def assignment(items: Sequence[tuple[Task, int]], n: int) -> dict[tuple[str, int], int]:
    """Every task-trial's shard: ``{(task id, trial): i}``."""
    ordered = sorted(items, key=order_key)
    return {(t.id, k): owner(pos, n) for pos, (t, k) in enumerate(ordered)}


def select_shard(items: Sequence[tuple[Task, int]], shard: str | None) -> list[tuple[Task, int]]:
    """The task-trials of ``shard`` (``"i/N"``; None: all), in the order given."""
    if shard is None:
        return list(items)
    i, n = parse_shard(shard)
    owners = assignment(items, n)
    return [it for it in items if owners[(it[0].id, it[1])] == i]
