"""Building blocks shared by the seven subsystems of the world.

* :class:`Record` — one row of a table. Records are **frozen**: a tool never mutates a record in
  place, it replaces it with :func:`replace` (which re-validates). Because records are
  immutable, a world can be forked by copying its table *lists* only, which makes an episode's
  copy of the world cheap (see :meth:`avabench.world.WorldState.fork`).
* :class:`Subsystem` — a container whose fields are tables (``list[SomeRecord]``).
* Strict typing everywhere: dates are ``datetime.date``, money is ``int`` VND, statuses are
  enums. A wrong type fails when the record is built, never silently later.
"""

from __future__ import annotations

import operator
import typing
from collections.abc import Iterable
from typing import Any, ClassVar, Self, TypeVar

from pydantic import BaseModel, ConfigDict

from avabench.errors import NotFound

R = TypeVar("R", bound="Record")
_record_id = operator.attrgetter("id")


class Record(BaseModel):
    """One row of a table, addressed by a stable string id."""

    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)

    id: str


class Subsystem(BaseModel):
    """A group of tables. Every field must be a ``list`` of one :class:`Record` type."""

    model_config = ConfigDict(extra="forbid", strict=True)

    #: Human label (Vietnamese product name) used in docs and listings.
    label: ClassVar[str] = ""

    @classmethod
    def tables(cls) -> dict[str, type[Record]]:
        """Map each table field name to its record type."""
        out: dict[str, type[Record]] = {}
        for name, field in cls.model_fields.items():
            ann = field.annotation
            if typing.get_origin(ann) is not list:
                raise TypeError(f"{cls.__name__}.{name}: subsystem fields must be list[Record]")
            (rec,) = typing.get_args(ann)
            if not (isinstance(rec, type) and issubclass(rec, Record)):
                raise TypeError(f"{cls.__name__}.{name}: {rec!r} is not a Record type")
            out[name] = rec
        return out

    def fork(self) -> Self:
        """A copy with new table lists that share the (immutable) records."""
        new = self.__copy__()  # pydantic's shallow copy: a new __dict__, same values
        tables = new.__dict__
        for name, rows in tables.items():
            tables[name] = list(rows)
        return new


def replace(record: R, **changes: Any) -> R:
    """Return a validated copy of ``record`` with ``changes`` applied."""
    data = {name: getattr(record, name) for name in type(record).model_fields}
    unknown = set(changes) - set(data)
    if unknown:
        raise AttributeError(f"{type(record).__name__} has no field(s) {sorted(unknown)}")
    data.update(changes)
    return type(record).model_validate(data)


def get(table: Iterable[R], record_id: str, what: str = "bản ghi") -> R:
    """Find a record by id or raise :class:`NotFound` (a message the model can act on)."""
    for rec in table:
        if rec.id == record_id:
            return rec
    raise NotFound(f"Không tìm thấy {what} có mã '{record_id}'. Hãy tìm kiếm để lấy đúng mã.")


def put(table: list[R], record: R) -> R:
    """Replace the record with the same id in ``table`` (in place), or append it."""
    for i, rec in enumerate(table):
        if rec.id == record.id:
            table[i] = record
            return record
    table.append(record)
    return record


def next_id(table: Iterable[Record], prefix: str, width: int = 5) -> str:
    """The next sequential id ``<prefix><number>`` not used in ``table``."""
    n = len(prefix)
    tails = [rid[n:] for rid in map(_record_id, table) if rid.startswith(prefix)]
    highest = max(map(int, filter(str.isdigit, tails)), default=0)
    return f"{prefix}{highest + 1:0{width}d}"
