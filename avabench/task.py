"""The task model, reference scripts, and the short constructors task authors use.

A task is typed data: a Vietnamese request, an initial world (``base_company()`` + ``merge()``),
and assertions over the final world and reply. Reference solutions are :class:`Script`\\ s: the
tool calls (and final reply) a good agent would make. Later calls may refer to an earlier
call's output with a ``"$<index>.<path>"`` string (``"$0.id"`` = the id returned by call 0), so
scripts stay correct when noise shifts generated ids.
"""

from __future__ import annotations

import datetime as dt
import re
from enum import Enum
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from avabench.scoring.assertions import (
    Assertion,
    FieldEquals,
    MailNotSent,
    MailSent,
    RecordCount,
    RecordExists,
    RecordNotExists,
    ReplyContains,
    ReplyNotContains,
)
from avabench.scoring.claims import (
    ConceptClaim,
    CountClaim,
    DateClaim,
    DurationClaim,
    OrdinalClaim,
    RecordClaim,
    TextItem,
    TimeClaim,
)
from avabench.scoring.collateral import Scope
from avabench.scoring.collateral import created as created  # re-exported for task authors
from avabench.scoring.collateral import scope as scope  # re-exported for task authors
from avabench.scoring.concepts import STATUS_CONCEPTS
from avabench.world import WorldState

DOMAINS: tuple[str, ...] = ("sales", "accounting_crm", "hr", "recruitment", "office")
Domain = Literal["sales", "accounting_crm", "hr", "recruitment", "office"]
Tier = Literal["hard", "basic", "expert"]
ID_PATTERN = re.compile(r"^[a-z_]+\.[a-z0-9_]+$")


class Task(BaseModel):
    """One benchmark task."""

    model_config = ConfigDict(extra="forbid")

    id: str = Field(description="Stable id `<domain>.<slug>`.")
    domain: Domain
    tier: Tier
    prompt: str = Field(min_length=1, description="The user's request, natural Vietnamese.")
    note: str = Field(min_length=1, description="One line in English: what it tests, its trap.")
    world: WorldState
    assertions: list[Assertion] = Field(min_length=1)
    max_steps: int = Field(30, ge=1, le=200)
    noise_exclude: list[str] = Field(
        default_factory=list, description="Extra tables noise must leave alone for this task."
    )
    golden_tools: list[str] | None = Field(
        None, description="Expected tool-name sequence; default: the oracle's calls."
    )
    scopes: list[Scope] | None = Field(
        None,
        description=(
            "What the work may change (see avabench.scoring.collateral); [] = nothing. "
            "None = not declared (the validator reports it; no collateral guard)."
        ),
    )
    followups: list[str] = Field(
        default_factory=list,
        description=(
            "Scripted follow-up user messages: after the agent's final reply to the request, "
            "the first arrives and the episode goes on on the same world, and so on; grading "
            "happens after the last turn (reply checks read the last reply unless `turn` is set)."
        ),
    )
    exempt: dict[str, str] = Field(
        default_factory=dict,
        description="Selftest adversaries this task is exempt from, each with the reason.",
    )

    @field_validator("id")
    @classmethod
    def _id_shape(cls, v: str) -> str:
        if not ID_PATTERN.match(v):
            raise ValueError(f"task id {v!r} must look like '<domain>.<slug>'")
        return v

    def user_text(self, turn: int | None = None) -> str:
        """What the user wrote (for echo stripping): everything, or what turn ``turn`` had seen.

        Turn 0 has seen the request; turn k also the first k follow-ups. A reply is never
        stripped against a message that came after it.
        """
        later = self.followups if turn is None else self.followups[:turn]
        return "\n".join([self.prompt, *later])

    def tables_read(self) -> set[str]:
        """Every table any assertion of this task reads."""
        return set().union(*(a.tables_read() for a in self.assertions))


class ToolCall(BaseModel):
    """One call of a script."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    name: str
    arguments: dict[str, Any] = Field(default_factory=dict)


class Script(BaseModel):
    """A scripted agent: tool calls in order, then the final reply."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    calls: list[ToolCall] = Field(default_factory=list)
    reply: str = ""
    label: str = Field("", description="For anti-oracles: what is wrong with this solution.")
    then: list[Script] = Field(
        default_factory=list,
        description="Later turns (calls and reply), one per scripted follow-up of the task.",
    )


_REF = re.compile(r"^\$(\d+)((?:\.[\w-]+)*)$")


def resolve_refs(value: Any, outputs: list[Any]) -> Any:
    """Replace ``"$i.path"`` strings with values from earlier call outputs."""
    if isinstance(value, str):
        m = _REF.match(value)
        if not m:
            return value
        idx = int(m.group(1))
        if idx >= len(outputs):
            raise ValueError(f"reference {value!r} points at a call that has not run")
        node = outputs[idx]
        for part in filter(None, m.group(2).split(".")):
            node = node[int(part)] if isinstance(node, list) else node[part]
        return node
    if isinstance(value, list):
        return [resolve_refs(v, outputs) for v in value]
    if isinstance(value, dict):
        return {k: resolve_refs(v, outputs) for k, v in value.items()}
    return value


# -- short constructors for task authors ------------------------------------------------------


def call(name: str, /, **arguments: Any) -> ToolCall:
    """A scripted tool call."""
    return ToolCall(name=name, arguments=arguments)


def script(
    *calls: ToolCall, reply: str = "", label: str = "", then: list[Script] | None = None
) -> Script:
    """A scripted agent run; ``then`` holds the later turns of a multi-turn task."""
    return Script(calls=list(calls), reply=reply, label=label, then=list(then or []))


def turn(*calls: ToolCall, reply: str = "") -> Script:
    """One later turn of a multi-turn script (the answer to one follow-up)."""
    return Script(calls=list(calls), reply=reply)


def exists(
    table: str,
    where: dict[str, Any],
    desc: str,
    negative: bool = False,
    tool_enforced: bool = False,
) -> RecordExists:
    """Some record of ``table`` matches ``where``."""
    return RecordExists(
        table=table, where=where, description=desc, negative=negative, tool_enforced=tool_enforced
    )


def not_exists(
    table: str,
    where: dict[str, Any],
    desc: str,
    negative: bool = True,
    tool_enforced: bool = False,
) -> RecordNotExists:
    """No record of ``table`` matches ``where`` (a "must not happen" rule by default).

    ``tool_enforced``: a tool already refuses the action (see :class:`~avabench.scoring.
    assertions._Base`); the guard is kept as documentation and not counted as a graded check.
    """
    return RecordNotExists(
        table=table, where=where, description=desc, negative=negative, tool_enforced=tool_enforced
    )


def count(
    table: str,
    where: dict[str, Any],
    value: int,
    desc: str,
    op: str = "eq",
    negative: bool = False,
    tool_enforced: bool = False,
) -> RecordCount:
    """The number of records matching ``where`` compares to ``value``."""
    return RecordCount(
        table=table,
        where=where,
        value=value,
        op=op,  # type: ignore[arg-type]
        description=desc,
        negative=negative,
        tool_enforced=tool_enforced,
    )


def field(
    table: str,
    where: dict[str, Any],
    name: str,
    value: Any,
    desc: str,
    op: str = "eq",
    negative: bool = False,
    tool_enforced: bool = False,
) -> FieldEquals:
    """Every record matching ``where`` (at least one) has ``name`` ``op`` ``value``."""
    return FieldEquals(
        table=table,
        where=where,
        field=name,
        op=op,
        value=value,
        description=desc,
        negative=negative,
        tool_enforced=tool_enforced,
    )


def mail_sent(desc: str, **filters: Any) -> MailSent:
    """A mail matching ``filters`` was sent (see :class:`MailSent` for the filters)."""
    return MailSent(description=desc, **filters)


def mail_not_sent(desc: str, negative: bool = True, **filters: Any) -> MailNotSent:
    """No mail matching ``filters`` was sent."""
    return MailNotSent(description=desc, negative=negative, **filters)


def reply_has(
    desc: str,
    *all_of: TextItem,
    any_of: list | None = None,
    wrong: list | None = None,
    turn: int | None = None,
    all_turns: bool = False,
) -> ReplyContains:
    """The final reply states every item of ``all_of`` (and one of ``any_of``) and none of
    ``wrong`` (a hedge that also states a wrong value fails). ``turn`` reads another turn's
    reply of a multi-turn task (0: the answer to the request, before any follow-up);
    ``all_turns`` reads every turn's reply together (a report an agent may rightly give before
    or after a follow-up)."""
    return ReplyContains(
        description=desc,
        all_of=list(all_of),
        any_of=list(any_of or []),
        wrong=list(wrong or []),
        turn=turn,
        all_turns=all_turns,
    )


def reply_lacks(desc: str, *items: TextItem, turn: int | None = None) -> ReplyNotContains:
    """The final reply (or turn ``turn``'s) states none of ``items``."""
    return ReplyNotContains(description=desc, items=list(items), negative=True, turn=turn)


# -- claims: facts a reply or mail must state, by value (avabench.scoring.claims) --------------


def on_date(date: dt.date | str) -> DateClaim:
    """The date ``date`` (a ``datetime.date`` or ISO text): ``20/4``, ``thứ Hai tuần sau`` …"""
    return DateClaim(date=dt.date.fromisoformat(date) if isinstance(date, str) else date)


def at_time(hour: int, minute: int = 0) -> TimeClaim:
    """The clock time ``hour:minute``: ``11h``, ``11 giờ trưa``, ``2 giờ chiều`` = 14 …"""
    return TimeClaim(time=dt.time(hour, minute))


def lasting(minutes: float) -> DurationClaim:
    """A duration of ``minutes``: ``1 tiếng rưỡi`` = 90, ``nửa tiếng`` = 30 …"""
    return DurationClaim(minutes=minutes)


def ordinal(n: int, noun: str) -> OrdinalClaim:
    """The ``n``-th ``noun``: ``vòng 2``, ``vòng hai``, ``vòng thứ hai`` …"""
    return OrdinalClaim(n=n, noun=noun)


def quantity(n: float, unit: str) -> CountClaim:
    """``n`` ``unit`` by value, the unit right after the number: ``3 ngày``, ``ba ngày`` … (a
    safe ``wrong=`` value where a bare small number could be a count of something else)."""
    return CountClaim(n=n, unit=unit)


def record(table: str, id: str | None = None, where: dict[str, Any] | None = None) -> RecordClaim:
    """A record named by its own names and codes (by ``id``, or any record matching ``where``)."""
    return RecordClaim(table=table, id=id, where=where)


def concept(name: str, unless: list | None = None) -> ConceptClaim:
    """A concept of :data:`avabench.scoring.concepts.CONCEPTS`, contradicted by any ``unless``."""
    return ConceptClaim(name=name, unless=list(unless or []))


def status(label: str | Enum, unless: list | None = None) -> ConceptClaim:
    """A status value (``RequestStatus.PENDING`` or its label) by the concept that states it."""
    text = label.value if isinstance(label, Enum) else label
    if text not in STATUS_CONCEPTS:
        raise ValueError(
            f"status {text!r} has no concept; add it to STATUS_CONCEPTS "
            f"(known: {', '.join(sorted(STATUS_CONCEPTS))})"
        )
    return concept(STATUS_CONCEPTS[text], unless)


class TaskSet:
    """The tasks of one domain or pack, each built by its own function.

    Building each task in its own function means one broken task is reported by the loader and
    the validator with its id, and the others still load::

        TASKS = TaskSet("hr")

        @TASKS.task("leave_split_unpaid")
        def _() -> Task:
            world = merge(base_company(), ...)
            return Task(id="hr.leave_split_unpaid", ...)
    """

    def __init__(self, domain: str) -> None:
        self.domain = domain
        self.builders: dict[str, Any] = {}

    def task(self, slug: str) -> Any:
        """Register a task builder under ``<domain>.<slug>``."""
        task_id = f"{self.domain}.{slug}"

        def decorate(fn: Any) -> Any:
            if task_id in self.builders:
                raise ValueError(f"task {task_id!r} is defined twice")
            self.builders[task_id] = fn
            return fn

        return decorate
