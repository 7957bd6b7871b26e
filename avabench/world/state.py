"""`WorldState`: the seven subsystems composed in one place, plus the episode context.

Tables are addressed by dotted names (``hr.leave_requests``); :data:`LOOKUP_TABLES` lists the
fixed reference tables (policy documents, catalogue, rooms, shifts, templates, shipping fees)
that neither noise nor tasks may change.
"""

from __future__ import annotations

import datetime as dt
from enum import StrEnum
from functools import cache
from typing import Self

from pydantic import BaseModel, ConfigDict, Field

from avabench.world._base import Record, Subsystem
from avabench.world.accounting import AccountingState
from avabench.world.crm import CrmState
from avabench.world.hr import HrState
from avabench.world.mail import MailState
from avabench.world.office import OfficeState
from avabench.world.recruitment import RecruitmentState
from avabench.world.sales import SalesState

SUBSYSTEMS: tuple[str, ...] = ("hr", "crm", "accounting", "recruitment", "mail", "office", "sales")

#: Fixed reference data: never a target of noise, never changed by a tool.
#: Harness bookkeeping tables (``search_product`` logs its searches there for rule 1): never
#: asserted on, never noised, and the only tables the collateral guard ignores.
INTERNAL_TABLES: frozenset[str] = frozenset({"sales.search_log"})

LOOKUP_TABLES: frozenset[str] = frozenset(
    {
        "hr.shifts",
        "hr.holidays",
        "accounting.payment_terms",
        "mail.templates",
        "office.documents",
        "office.rooms",
        "sales.products",
        "sales.combos",
        "sales.shipping_fees",
    }
)


#: What :meth:`WorldState.checkpoint` returns (opaque to callers).
Checkpoint = tuple["Context", list[tuple[Subsystem, dict[str, list[Record]]]]]


class UserKind(StrEnum):
    """Who is talking to AVA."""

    EMPLOYEE = "employee"  # an employee of the company (hr.employees id)
    SHOPPER = "shopper"  # a shopper chatting with the online shop (sales.shoppers id)


class Context(BaseModel):
    """The fixed facts of an episode: the date, the time and who is talking to AVA."""

    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)

    today: dt.date = dt.date(2026, 4, 16)
    now: dt.time = dt.time(9, 0)
    user_kind: UserKind = UserKind.EMPLOYEE
    current_user_id: str = "NV000012"
    company_name: str = "Công ty Cổ phần Công nghệ Minh Long"
    company_domain: str = "minhlong.vn"
    shop_name: str = "Mộc Nhiên Store"


class WorldState(BaseModel):
    """The whole simulated company: seven subsystems and the episode context."""

    model_config = ConfigDict(extra="forbid", strict=True)

    context: Context = Field(default_factory=Context)
    hr: HrState = Field(default_factory=HrState)
    crm: CrmState = Field(default_factory=CrmState)
    accounting: AccountingState = Field(default_factory=AccountingState)
    recruitment: RecruitmentState = Field(default_factory=RecruitmentState)
    mail: MailState = Field(default_factory=MailState)
    office: OfficeState = Field(default_factory=OfficeState)
    sales: SalesState = Field(default_factory=SalesState)

    # -- tables -----------------------------------------------------------------------------
    def table(self, dotted: str) -> list[Record]:
        """The table called ``<subsystem>.<table>`` (KeyError if there is none)."""
        record_type(dotted)  # validates the name
        sub, name = dotted.split(".", 1)
        return getattr(getattr(self, sub), name)

    def subsystem(self, name: str) -> Subsystem:
        """One of the seven subsystems by name."""
        if name not in SUBSYSTEMS:
            raise KeyError(f"unknown subsystem {name!r}")
        return getattr(self, name)

    # -- copies -----------------------------------------------------------------------------
    def fork(self) -> Self:
        """A cheap independent copy: new table lists, shared immutable records."""
        new = self.__copy__()
        new.__dict__.update({s: getattr(self, s).fork() for s in SUBSYSTEMS})
        return new

    def checkpoint(self) -> Checkpoint:
        """A cheap undo point: the context and a copy of every table list (records shared)."""
        return (
            self.context,
            [(sub, {t: list(rows) for t, rows in sub.__dict__.items()}) for sub in self._subs()],
        )

    def rollback(self, point: Checkpoint) -> None:
        """Return this world to ``point`` in place (used to undo a failed write)."""
        self.context, saved = point
        for name, (sub, tables) in zip(SUBSYSTEMS, saved, strict=True):
            if getattr(self, name) is not sub:  # a whole subsystem object was replaced
                setattr(self, name, sub)
            sub.__dict__.update(tables)

    def _subs(self) -> list[Subsystem]:
        return [getattr(self, s) for s in SUBSYSTEMS]

    def n_records(self) -> int:
        """Total number of records over all tables."""
        return sum(len(self.table(t)) for t in table_names())


@cache
def table_types() -> dict[str, type[Record]]:
    """Every table's dotted name and record type."""
    out: dict[str, type[Record]] = {}
    for sub in SUBSYSTEMS:
        sub_type = WorldState.model_fields[sub].annotation
        assert isinstance(sub_type, type) and issubclass(sub_type, Subsystem)
        for name, rec in sub_type.tables().items():
            out[f"{sub}.{name}"] = rec
    return out


def table_names() -> list[str]:
    """Every table's dotted name, in declaration order."""
    return list(table_types())


def record_type(dotted: str) -> type[Record]:
    """The record type of a dotted table name; ``KeyError`` with the known names otherwise."""
    try:
        return table_types()[dotted]
    except KeyError:
        raise KeyError(
            f"unknown table {dotted!r}; known tables: {', '.join(table_types())}"
        ) from None


@cache
def table_of_type() -> dict[type[Record], str]:
    """Record type → its table; each record type belongs to exactly one table."""
    out: dict[type[Record], str] = {}
    for name, rec in table_types().items():
        if rec in out:
            raise TypeError(f"{rec.__name__} is used by two tables: {out[rec]} and {name}")
        out[rec] = name
    return out
