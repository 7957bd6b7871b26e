"""The identity of an episode's initial world, computed from its inputs, not its content.

An episode's initial world is a deterministic function of the task's own world, the noise
level and seed, and the noise code. A result stores ``initial_world_hash`` so that a later
check (rescore, report, the viewer) can tell whether rebuilding that world today gives the
same one. Hashing the whole noised world costs ~10 ms per episode; the identity instead hashes
the inputs::

    i1-<16 hex> = sha256([task id, noise seed, noise, grader version, NOISE_VERSION,
                          data version of the task])

* the **data version** is a fingerprint of the task's own world before noise
  (:func:`data_version`), computed once per task object from per-record JSON that is itself
  computed once per (frozen, shared) record, so the first task costs a few milliseconds and
  every other one well under one;
* :data:`NOISE_VERSION` says what the noise code adds; a test pins a noised world's content,
  so changing the noise without bumping it fails;
* the grader version is the result's own (a re-graded result keeps its world identity: the
  check recomputes the identity with the version the result names).

Results written before the identity carry the old content hash (16 hex digits,
:func:`avabench.world.diff.world_hash`); :func:`matches` checks those by hashing the rebuilt
world, so old files verify as before.
"""

from __future__ import annotations

import hashlib
import json
import threading
import weakref
from collections.abc import Callable

from avabench.scoring.scorer import GRADER_VERSION
from avabench.task import Task
from avabench.world import Record, WorldState, table_names
from avabench.world.diff import world_hash

#: What the noise code injects; bump it with any change to what :mod:`avabench.noise` adds.
NOISE_VERSION = "1"

#: The prefix of an input identity (a bare 16-hex value is an older content hash).
PREFIX = "i1-"

_LOCK = threading.Lock()
_RECORDS: dict[int, tuple[Record, bytes]] = {}
_RECORD_LIMIT = 1 << 17
_TASKS: dict[int, tuple[weakref.ref[Task], int, str]] = {}


def _record_json(rec: Record) -> bytes:
    hit = _RECORDS.get(id(rec))
    if hit is not None and hit[0] is rec:
        return hit[1]
    data = rec.__pydantic_serializer__.to_json(rec)
    with _LOCK:
        if len(_RECORDS) >= _RECORD_LIMIT:
            _RECORDS.clear()
        _RECORDS[id(rec)] = (rec, data)  # the strong reference keeps id(rec) from being reused
    return data


def world_digest(world: WorldState) -> str:
    """A fingerprint of a world's content from per-record JSON (cached per record).

    Not the same value as :func:`~avabench.world.diff.world_hash`; equal worlds give equal
    digests, and any change to a record, a table's order or the context changes it.
    """
    h = hashlib.sha256(world.context.__pydantic_serializer__.to_json(world.context))
    for name in table_names():
        rows = world.table(name)
        h.update(f"\n{name} {len(rows)}\n".encode())
        for rec in rows:
            h.update(_record_json(rec))
            h.update(b"\n")
    return h.hexdigest()[:16]


def data_version(task: Task) -> str:
    """The fingerprint of the task's own world (before noise), once per task object."""
    key = id(task)
    hit = _TASKS.get(key)
    if hit is not None and hit[0]() is task and hit[1] == id(task.world):
        return hit[2]
    digest = world_digest(task.world)
    with _LOCK:
        _TASKS[key] = (weakref.ref(task), id(task.world), digest)
        if len(_TASKS) > 4096:
            for k in [k for k, v in _TASKS.items() if v[0]() is None]:
                del _TASKS[k]
    return digest


def initial_identity(
    task: Task, seed: int, noise: int, grader_version: str = GRADER_VERSION
) -> str:
    """The identity of ``task``'s initial world at (``seed``, ``noise``): ``i1-<16 hex>``."""
    inputs = [task.id, seed, noise, grader_version, NOISE_VERSION, data_version(task)]
    text = json.dumps(inputs, ensure_ascii=False, separators=(",", ":"))
    return PREFIX + hashlib.sha256(text.encode()).hexdigest()[:16]


def is_identity(stored: str) -> bool:
    """Is ``stored`` an input identity (else an older content hash or empty)?"""
    return stored.startswith(PREFIX)


def current(
    stored: str,
    task: Task,
    seed: int,
    noise: int,
    grader_version: str,
    initial: Callable[[], WorldState],
) -> str:
    """What ``stored`` is today: the identity, or (an older result) the rebuilt world's hash.

    ``initial`` builds the initial world; it is only called for an older content hash.
    """
    if is_identity(stored):
        return initial_identity(task, seed, noise, grader_version or GRADER_VERSION)
    return world_hash(initial())


def matches(
    stored: str,
    task: Task,
    seed: int,
    noise: int,
    grader_version: str,
    initial: Callable[[], WorldState],
) -> bool:
    """Does a result's stored ``initial_world_hash`` still describe its initial world?

    An empty value (very old files) is taken as matching, as before.
    """
    if not stored:
        return True
    return current(stored, task, seed, noise, grader_version, initial) == stored
