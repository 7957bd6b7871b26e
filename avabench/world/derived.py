"""Values derived from a world's (frozen) records, computed once per content.

Records are frozen and never mutated, so anything computed from them alone can be kept across
calls and episodes. An entry made from a world's tables (:class:`~avabench.world.Table`) lives
as long as their content tokens do (:func:`~avabench.world._base.cache_for_token`): the values an
episode's changed tables made go with the episode, and those of the cached initial worlds stay.
An entry made from other sequences holds their records, so their ids (used in the keys) cannot
be reused by other objects while it lives. Either way a key match means the very same records.
Results are shared: callers must not mutate them. ``what`` names the derived value and must be
unique per kind of value (prefix it with its user, e.g. ``("mail", "staff")``), since the tools
and the scorer share these caches.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import Any, TypeVar

from avabench.world._base import Table, cache_for_token

R = TypeVar("R")
V = TypeVar("V")

_CACHE_LIMIT = 1 << 14
#: A safety valve: entries made from a world's tables go when no table has that content any more
_TABLE_LIMIT = 1 << 13
_RECORD_VALUES: dict[tuple[Hashable, int], tuple[object, Any]] = {}
_TABLE_VALUES: dict[tuple[Hashable, tuple[tuple[int, ...], ...]], tuple[tuple[Any, ...], Any]] = {}


def per_record(what: Hashable, record: R, build: Callable[[R], V]) -> V:
    """``build(record)``, computed once per (frozen) record."""
    key = (what, id(record))
    hit = _RECORD_VALUES.get(key)
    if hit is not None and hit[0] is record:
        return hit[1]  # type: ignore[no-any-return]
    if len(_RECORD_VALUES) >= _CACHE_LIMIT:
        _RECORD_VALUES.clear()
    value = build(record)
    _RECORD_VALUES[key] = (record, value)
    return value


def per_table(
    what: Hashable,
    *tables: Sequence[Any],
    build: Callable[..., V],
    store: dict[Any, Any] | None = None,
) -> V:
    """``build(*tables)`` (as lists), computed once per distinct content of the tables.

    A world's :class:`~avabench.world.Table` is keyed by its content token (no pass over its
    rows); any other sequence by the ids of its rows. ``store``: a cache of the caller's own
    (emptied at 1,024 entries like the shared one), for values made per episode that would
    otherwise push the tools' long-lived ones out.
    """
    cache = _TABLE_VALUES if store is None else store
    key = (what, *map(_content_key, tables))
    hit = cache.get(key)
    if hit is None:
        if len(cache) >= _TABLE_LIMIT:
            cache.clear()
        value = build(*(list(t) for t in tables))
        if all(type(t) is Table for t in tables):
            # kept while every table content it was made from is held by some table
            cache_for_token(cache, key, tuple(t.version() for t in tables), value)
        else:  # the entry keeps the rows its key names alive, so no id is reused
            cache[key] = (
                tuple(t.version() if type(t) is Table else tuple(t) for t in tables),
                value,
            )
        return value
    return hit[1]  # type: ignore[no-any-return]


def _content_key(rows: Sequence[Any]) -> Hashable:
    if type(rows) is Table:
        return id(rows.version())
    return tuple(map(id, rows))
