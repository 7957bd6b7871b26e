"""Claims: the facts a reply or a mail must state, checked by value (docs/facts.md).

A claim is a small typed model (a pydantic discriminated union on ``kind``) accepted anywhere a
text item is: ``ReplyContains.all_of / any_of / wrong``, ``ReplyNotContains.items`` and the mail
filters' ``subject_contains / body_contains / body_contains_any / body_not_contains``.  A plain
``str`` keeps its substring meaning and an ``int``/``float`` is a number by value
(:mod:`avabench.scoring.numbers`).

==========  ==========================================================================
kind        stated when
==========  ==========================================================================
date        :func:`facts.states_date` (relative forms against the world's today)
time        :func:`facts.states_time`
duration    :func:`facts.states_duration` (minutes)
ordinal     :func:`facts.states_ordinal` (``n`` and the noun, ``vòng 2``)
record      :func:`records.states_record` by ``id``, or any record matching ``where``
concept     :func:`concepts.states_concept`, and none of ``unless`` is stated (CO4)
==========  ==========================================================================

Authors build claims with the short constructors in :mod:`avabench.task` (``on_date``,
``at_time``, ``lasting``, ``ordinal``, ``record``, ``concept``, ``status``).
"""

from __future__ import annotations

import datetime as dt
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from avabench.scoring import concepts, facts, records
from avabench.world import WorldState

__all__ = [
    "Claim",
    "ConceptClaim",
    "CountClaim",
    "DateClaim",
    "DurationClaim",
    "OrdinalClaim",
    "RecordClaim",
    "TextItem",
    "TimeClaim",
    "item_stated",
]


class _Claim(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    def stated_in(self, text: str, world: WorldState | None) -> bool:  # pragma: no cover
        """Does ``text`` state this claim (in ``world``)?"""
        raise NotImplementedError

    def label(self) -> str:  # pragma: no cover - abstract
        """A short human-readable form (for descriptions and diagnostics)."""
        raise NotImplementedError


class DateClaim(_Claim):
    """A calendar date; relative forms (``thứ Hai tuần sau``) are read against the world's today."""

    kind: Literal["date"] = "date"
    date: dt.date

    def stated_in(self, text: str, world: WorldState | None) -> bool:
        today = world.context.today if world is not None else None
        return facts.states_date(text, self.date, today=today)

    def label(self) -> str:
        return self.date.isoformat()


class TimeClaim(_Claim):
    """A clock time (hours and minutes)."""

    kind: Literal["time"] = "time"
    time: dt.time

    def stated_in(self, text: str, world: WorldState | None) -> bool:
        return facts.states_time(text, self.time)

    def label(self) -> str:
        return self.time.strftime("%H:%M")


class DurationClaim(_Claim):
    """A duration in minutes (``1 tiếng rưỡi`` = 90)."""

    kind: Literal["duration"] = "duration"
    minutes: float = Field(ge=0)

    def stated_in(self, text: str, world: WorldState | None) -> bool:
        return facts.states_duration(text, self.minutes)

    def label(self) -> str:
        return f"{self.minutes:g} min"


class OrdinalClaim(_Claim):
    """The ``n``-th ``noun`` (``vòng 2`` = ``vòng thứ hai``)."""

    kind: Literal["ordinal"] = "ordinal"
    n: int = Field(ge=0)
    noun: str = Field(min_length=1)

    def stated_in(self, text: str, world: WorldState | None) -> bool:
        return facts.states_ordinal(text, self.n, self.noun)

    def label(self) -> str:
        return f"{self.noun} {self.n}"


class CountClaim(_Claim):
    """``n`` of ``unit`` (``3 ngày``, ``ba ngày``): the number by value with its unit after it."""

    kind: Literal["count"] = "count"
    n: float = Field(ge=0)
    unit: str = Field(min_length=1)

    def stated_in(self, text: str, world: WorldState | None) -> bool:
        from avabench.scoring.assertions import states_count

        return states_count(text, self.n, self.unit)

    def label(self) -> str:
        return f"{self.n:g} {self.unit}"


class RecordClaim(_Claim):
    """A named record: by ``id``, or any record of ``table`` that matches ``where``."""

    kind: Literal["record"] = "record"
    table: str
    id: str | None = None
    where: dict[str, Any] | None = None

    @model_validator(mode="after")
    def _one_selector(self) -> RecordClaim:
        from avabench.world.state import table_names

        if self.table not in table_names():
            raise ValueError(f"record claim: table {self.table!r} does not exist")
        if (self.id is None) == (self.where is None):
            raise ValueError("record claim: give exactly one of id or where")
        return self

    def stated_in(self, text: str, world: WorldState | None) -> bool:
        if world is None:
            raise ValueError("a record claim needs the world")
        if self.id is not None:
            return records.states_record(text, world, self.table, self.id)
        return records.states_any_record(text, world, self.table, self.where or {})

    def label(self) -> str:
        return f"{self.table}[{self.id or self.where}]"


class ConceptClaim(_Claim):
    """A named concept (:data:`concepts.CONCEPTS`), contradicted by any item of ``unless``."""

    kind: Literal["concept"] = "concept"
    name: str
    unless: list[TextItem] = Field(default_factory=list)

    @field_validator("name")
    @classmethod
    def _known(cls, v: str) -> str:
        concepts.get(v)  # raises with the known names
        return v

    def stated_in(self, text: str, world: WorldState | None) -> bool:
        if not concepts.states_concept(text, self.name):
            return False
        return not any(item_stated(text, u, world) for u in self.unless)

    def label(self) -> str:
        return self.name


Claim = Annotated[
    DateClaim | TimeClaim | DurationClaim | OrdinalClaim | CountClaim | RecordClaim | ConceptClaim,
    Field(discriminator="kind"),
]
#: What a text check accepts: a claim, a number (by value) or a plain substring.
TextItem = Claim | str | int | float

ConceptClaim.model_rebuild()


def item_stated(text: str, item: Any, world: WorldState | None = None) -> bool:
    """Does ``text`` state ``item`` (a claim, a number by value, or a substring)?"""
    from avabench.scoring.assertions import text_states

    return text_states(text, item, world)
