"""Which tasks a framework run covers, and the metadata each of its samples carries.

Shared by the framework integrations so that ``tasks``, ``split``, ``tier`` and ``domain``
mean the same everywhere: ``tasks`` are ``fnmatch`` globs over task ids (as ``--tasks`` on
the command line), ``split`` is ``public`` (the 27 + 10 published ids of
:mod:`avabench.domains.public_split`) or ``held_out`` (every other task).
"""

from __future__ import annotations

import fnmatch
from collections.abc import Sequence
from typing import Any

from avabench.domains.public_split import EXPERT_PUBLIC_TASK_IDS, PUBLIC_TASK_IDS
from avabench.loader import Suite
from avabench.task import DOMAINS, Task

SPLITS = ("public", "held_out")
TIERS = ("hard", "basic", "expert")
PUBLIC_IDS = frozenset(PUBLIC_TASK_IDS) | frozenset(EXPERT_PUBLIC_TASK_IDS)


def split_of(task_id: str) -> str:
    """``public`` for an id of a published split, else ``held_out``."""
    return "public" if task_id in PUBLIC_IDS else "held_out"


def as_list(value: str | Sequence[str] | None) -> list[str] | None:
    """A comma-separated string or a sequence of strings as a list (``None`` stays ``None``)."""
    if value is None:
        return None
    items = value.split(",") if isinstance(value, str) else [str(v) for v in value]
    return [s.strip() for s in items if s.strip()] or None


def select(
    suite: Suite,
    tasks: str | Sequence[str] | None = None,
    split: str | None = None,
    tier: str | Sequence[str] | None = None,
    domain: str | Sequence[str] | None = None,
) -> list[Task]:
    """The suite's tasks that match every filter given, sorted by id.

    Args:
        suite: The loaded tasks.
        tasks: Task-id globs (a list, or comma-separated); a task matching any is kept.
        split: ``public`` or ``held_out`` (``None`` or ``all``: both).
        tier: ``hard``, ``basic`` and/or ``expert``.
        domain: One or more of :data:`avabench.task.DOMAINS`.

    Raises:
        ValueError: An unknown split, tier or domain, or filters that match no task.
    """
    globs, tiers, domains = as_list(tasks), as_list(tier), as_list(domain)
    if split not in (None, "all", *SPLITS):
        raise ValueError(f"unknown split {split!r} (public, held_out or all)")
    for name, given, allowed in (("tier", tiers, TIERS), ("domain", domains, DOMAINS)):
        bad = sorted(set(given or ()) - set(allowed))
        if bad:
            raise ValueError(f"unknown {name} {', '.join(bad)} (one of {', '.join(allowed)})")
    out = [
        t
        for t in sorted(suite.tasks, key=lambda t: t.id)
        if (globs is None or any(fnmatch.fnmatch(t.id, g) for g in globs))
        and (split in (None, "all") or split_of(t.id) == split)
        and (tiers is None or t.tier in tiers)
        and (domains is None or t.domain in domains)
    ]
    if not out:
        raise ValueError(
            f"no task matches tasks={tasks!r} split={split!r} tier={tier!r} domain={domain!r}"
        )
    return out


def metadata(task: Task, seed: int, noise: int, toolset: str) -> dict[str, Any]:
    """What a framework sample carries about its task (plain JSON values)."""
    return {
        "task_id": task.id,
        "domain": task.domain,
        "tier": task.tier,
        "split": split_of(task.id),
        "turns": 1 + len(task.followups),
        "seed": seed,
        "noise": noise,
        "toolset": toolset,
    }
