"""`WorldState`: the seven subsystems composed in one place, plus the episode context.

Tables are addressed by dotted names (``hr.leave_requests``); :data:`LOOKUP_TABLES` lists the
fixed reference tables (policy documents, catalogue, rooms, shifts, templates, shipping fees)
that neither noise nor tasks may change.
"""

from __future__ import annotations

import datetime as dt
from enum import StrEnum
from functools import cache
from itertools import chain
from typing import NamedTuple, Self

from pydantic import BaseModel, ConfigDict, Field

from avabench.world._base import LAYOUT, Journal, Record, Subsystem, Table, shallow_copy
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


class Checkpoint(NamedTuple):
    """What :meth:`WorldState.checkpoint` returns (opaque to callers).

    The context, each subsystem with its table objects, and the world's journal: a table of
    this world's fork is saved by the journal on its first change, any other table (a plain
    list) is copied here.
    """

    context: Context
    subsystems: list[Subsystem]
    #: each subsystem's table objects (``None``: every one of them is a journaled table of this
    #: world's fork, and the journal puts back any the write replaces)
    tables: list[dict[str, list[Record]]] | None
    journal: Journal | None


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

    def __setattr__(self, name: str, value: object) -> None:
        if name in SUBSYSTEMS:
            LAYOUT[0] += 1  # a subsystem object is replaced (see Subsystem.__setattr__)
        super().__setattr__(name, value)

    # -- tables -----------------------------------------------------------------------------
    def changed_tables(self, other: WorldState) -> list[str]:
        """The tables whose rows may differ between this world and ``other``.

        Two forks of one world skip every table neither of them changed (same origin); any
        other pair of tables is compared row by row (rows are compared by identity first).
        """
        out = []
        for name in table_names():
            sub, t = _SPLIT[name]
            old, new = self.__dict__[sub].__dict__[t], other.__dict__[sub].__dict__[t]
            if old is new or (type(old) is Table and old.same_as(new)) or old == new:
                continue
            out.append(name)
        return out

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
        """A cheap independent copy: new tables (:class:`Table`), shared immutable records.

        The fork's tables share one rollback journal and start with the origin of the tables
        they were forked from, so a diff against another fork of the same world skips every
        table neither changed.
        """
        new = shallow_copy(self)
        journal = Journal()
        dic = self.__dict__
        new.__dict__.update({s: dic[s]._fork(journal) for s in SUBSYSTEMS})
        # every table the fork holds is its journal's and none was assigned since: the first
        # write's checkpoint needs not look at them
        journal.verified = (LAYOUT[0], id(new))
        return new

    def checkpoint(self) -> Checkpoint:
        """A cheap undo point for one write; end it with :meth:`rollback` or :meth:`release`.

        Nothing is copied for the tables of this world's fork: they save their rows on their
        first change (the journal). A table that is a plain list is copied now.
        """
        dic = self.__dict__
        subs = [dic[s] for s in SUBSYSTEMS]
        first = next(iter(subs[0].__dict__.values()), None)
        journal = first._journal if type(first) is Table else None
        key = (LAYOUT[0], id(self))
        if (
            journal is not None
            and journal.verified != key
            and journal.covers(chain.from_iterable(sub.__dict__.values() for sub in subs))
        ):
            journal.verified = key  # no table was assigned since: the next check is free
        if journal is not None and journal.verified == key:
            # every table is the journal's: it saves what the write changes or replaces
            journal.begin()
            return Checkpoint(self.context, subs, None, journal)
        saved = [
            {
                t: rows
                if journal is not None and type(rows) is Table and rows._journal is journal
                else list(rows)
                for t, rows in sub.__dict__.items()
            }
            for sub in subs
        ]
        if journal is not None:
            journal.begin()
        return Checkpoint(self.context, subs, saved, journal)

    def rollback(self, point: Checkpoint) -> None:
        """Return this world to ``point`` in place (used to undo a failed write)."""
        if point.journal is not None:
            point.journal.undo()
        self.context = point.context
        for name, sub in zip(SUBSYSTEMS, point.subsystems, strict=True):
            if getattr(self, name) is not sub:  # a whole subsystem object was replaced
                setattr(self, name, sub)
        if point.tables is not None:
            for sub, tables in zip(point.subsystems, point.tables, strict=True):
                sub.__dict__.update(tables)

    def release(self, point: Checkpoint) -> None:
        """Keep every change made since ``point`` (the write succeeded)."""
        if point.journal is not None:
            point.journal.end()

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


class _Split(dict[str, tuple[str, str]]):
    """``"hr.employees"`` → ``("hr", "employees")``, filled on first use."""

    def __missing__(self, dotted: str) -> tuple[str, str]:
        record_type(dotted)
        sub, name = dotted.split(".", 1)
        self[dotted] = (sub, name)
        return sub, name


_SPLIT = _Split()


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
