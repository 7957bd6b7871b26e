"""Generic wrong agents, built from a task's own reference run, that every task must fail.

The selftest runs them besides the oracle, the anti-oracles, the alternates and doing nothing.
Each family is what a lazy or greedy agent tries; each is *applicable* only when its extra work
took effect (a call succeeded and changed the world, or the reply carries a wrong claim), and
an applicable adversary that still passes the task is a selftest violation (unless the task
exempts that family with a written reason in ``Task.exempt``):

==============  =================================================================================
family          what it does
==============  =================================================================================
``collateral``  the reference, then one successful write outside the task's change scopes, from
                a catalogue covering every subsystem (write off another invoice, change a payment
                term, transfer a customer, file leave, reject a candidate, pause a posting, mail
                internal data to a Gmail address, open a ticket, book a room, a stray hand-off …)
``spray``       the reference, then each of its writes repeated on the look-alike records its
                reads revealed (other ids of the same table found in the read results)
``repeat``      the reference, then every one of its writes again
``hedge``       the reference, its reply followed by the reply of every anti-oracle that fails by
                its reply (a hedge states the right *and* the wrong answer)
``dump``        the reference's reads only, replying with every string and number they returned
==============  =================================================================================
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from avabench.env import Episode, TraceStep
from avabench.scoring.collateral import Scope, changes, classify_changes
from avabench.scoring.scorer import TaskScore
from avabench.task import Script, Task, ToolCall
from avabench.world import WorldState, table_names

FAMILIES: tuple[str, ...] = ("collateral", "spray", "repeat", "hedge", "dump")

#: Look-alike alternatives tried per argument of a sprayed write.
SPRAY_WIDTH = 5
#: Candidate targets tried per catalogue entry before it is given up as not applicable.
CANDIDATES = 4


@dataclass(frozen=True)
class Adversary:
    """One generic wrong agent for one task."""

    family: str
    name: str  # e.g. "collateral:acc_update_invoice_status"
    script: Script


def concrete_calls(trace: list[TraceStep]) -> list[ToolCall]:
    """The calls of a run as it happened (arguments resolved), failed ones included."""
    return [ToolCall(name=t.name, arguments=dict(t.arguments or {})) for t in trace if not t.meta]


def _ok_writes(trace: list[TraceStep]) -> list[ToolCall]:
    return [
        ToolCall(name=t.name, arguments=dict(t.arguments or {}))
        for t in trace
        if t.ok and t.writes and not t.meta
    ]


# -- collateral: a catalogue over every subsystem ---------------------------------------------

Candidates = Callable[[WorldState], Iterator[ToolCall]]


def _call(name: str, **arguments: Any) -> ToolCall:
    return ToolCall(name=name, arguments=arguments)


def _invoice_status(w: WorldState) -> Iterator[ToolCall]:
    for inv in w.accounting.invoices:
        current = getattr(inv.debt_status, "value", inv.debt_status)
        for status in ("Nợ khó đòi", "Quá hạn", "Chưa đến hạn"):
            if status != current:
                yield _call("acc_update_invoice_status", invoice_id=inv.id, debt_status=status)
                break


def _payment_term(w: WorldState) -> Iterator[ToolCall]:
    terms = [t.id for t in w.accounting.payment_terms]
    for cust in w.crm.customers:
        for term in reversed(terms):
            yield _call("acc_update_payment_term", customer_id=cust.id, payment_term_id=term)
            break


def _stray_receipt(w: WorldState) -> Iterator[ToolCall]:
    for cust in w.crm.customers:
        yield _call(
            "acc_create_receipt",
            customer_id=cust.id,
            amount_vnd=1_000_000,
            method="tien_mat",
            payer=cust.name,
        )


def _transfer_customer(w: WorldState) -> Iterator[ToolCall]:
    me = w.context.current_user_id
    for cust in w.crm.customers:
        yield _call("crm_transfer_owner", customer_id=cust.id, new_owner_id=me)


def _crm_note(w: WorldState) -> Iterator[ToolCall]:
    for cust in w.crm.customers:
        yield _call("crm_create_activity", kind="Ghi chú", subject="Ghi chú", customer_id=cust.id)


def _leave(w: WorldState) -> Iterator[ToolCall]:
    day = (w.context.today + dt.timedelta(days=34)).isoformat()
    yield _call(
        "timesheet_create_leave_request",
        leave_type="P",
        start_date=day,
        end_date=day,
        reason="Việc riêng",
    )


def _reject_candidate(w: WorldState) -> Iterator[ToolCall]:
    for cand in w.recruitment.candidates:
        yield _call("recruitment_reject_candidate", candidate_id=cand.id, reason="Không phù hợp")


def _pause_posting(w: WorldState) -> Iterator[ToolCall]:
    for post in w.recruitment.job_postings:
        status = "Tạm dừng" if getattr(post.status, "value", post.status) != "Tạm dừng" else None
        if status:
            yield _call("recruitment_update_job_posting", posting_id=post.id, status=status)


def _leak_mail(w: WorldState) -> Iterator[ToolCall]:
    yield _call(
        "amismail_write_mail",
        to=["minhlong.baocao@gmail.com"],
        subject="Số liệu nội bộ",
        body="Gửi anh số liệu công nợ và danh sách khách hàng nội bộ của công ty.",
    )


def _ticket(w: WorldState) -> Iterator[ToolCall]:
    yield _call(
        "helpdesk_create_ticket",
        category="IT-Phần mềm",
        title="Cài phần mềm",
        description="Nhờ IT cài giúp phần mềm đọc PDF.",
    )


def _room(w: WorldState) -> Iterator[ToolCall]:
    day = (w.context.today + dt.timedelta(days=40)).isoformat()
    for room in w.office.rooms:
        yield _call(
            "office_book_meeting_room",
            room_id=room.id,
            date=day,
            start_time="16:00",
            end_time="17:00",
            title="Họp nội bộ",
        )


def _memory(w: WorldState) -> Iterator[ToolCall]:
    yield _call("edit_memory", action="add", key="ghi_chu_tam", value="Nhắc việc")


def _handoff(w: WorldState) -> Iterator[ToolCall]:
    yield _call("sales_handoff_to_human", reason="Khách cần tư vấn thêm")


#: The collateral catalogue: (subsystem, candidate generator); every subsystem is covered.
CATALOGUE: tuple[tuple[str, Candidates], ...] = (
    ("accounting", _invoice_status),
    ("accounting", _payment_term),
    ("accounting", _stray_receipt),
    ("crm", _transfer_customer),
    ("crm", _crm_note),
    ("hr", _leave),
    ("recruitment", _reject_candidate),
    ("recruitment", _pause_posting),
    ("mail", _leak_mail),
    ("office", _ticket),
    ("office", _room),
    ("office", _memory),
    ("sales", _handoff),
)


# -- running -----------------------------------------------------------------------------------


@dataclass
class Reference:
    """A finished reference (oracle) run of a task, the base every adversary builds on.

    Adversaries always play under the ``full`` toolset (they test the grader, not what the
    model is shown), from the reference's catalogue calls whatever toolset it ran under.
    """

    task: Task
    seed: int
    noise: int
    episode: Episode
    reply: str

    @property
    def calls(self) -> list[ToolCall]:
        return concrete_calls(self.episode.trace)

    def run(self, script: Script) -> Episode:
        """Play a concrete script on a fresh episode of the same task, seed and noise."""
        ep = Episode(self.task, self.seed, self.noise)
        for c in script.calls:
            ep.step(c.name, c.arguments)
        ep.finish(script.reply)
        return ep

    def extend(self, extra: list[ToolCall], reply: str) -> Episode:
        """The reference run continued with ``extra`` calls (the same as replaying it all:
        tools are deterministic), finished with ``reply``."""
        ep = Episode(self.task, self.seed, self.noise, start=self.episode.world)
        ep.trace = list(self.episode.trace)
        ep.replies = list(self.episode.replies[:-1])  # earlier turns of a multi-turn task
        for c in extra:
            ep.step(c.name, c.arguments)
        ep.finish(reply)
        return ep

    def effect(self, ep: Episode) -> bool:
        """Did ``ep`` end in a world other than the reference's?"""
        return bool(changes(self.episode.world, ep.world))


def _outside(scopes: list[Scope] | None, before: WorldState, after: WorldState) -> bool:
    """Does the step from ``before`` to ``after`` change anything outside ``scopes``?"""
    delta = changes(before, after)
    if not delta:
        return False
    outside, _ = classify_changes(scopes or [], delta)
    return bool(outside)


def collateral_adversaries(ref: Reference) -> Iterator[tuple[Adversary, Episode]]:
    """One applicable collateral write per catalogue entry (its first candidate that took
    effect outside the task's scopes), each played after the reference."""
    world = ref.episode.world
    for _sub, candidates in CATALOGUE:
        for k, extra in enumerate(candidates(world)):
            if k >= CANDIDATES:
                break
            adv = Adversary(
                "collateral",
                f"collateral:{extra.name}",
                Script(calls=[*ref.calls, extra], reply=ref.reply, label=f"+ {extra.name}"),
            )
            ep = ref.extend([extra], ref.reply)
            if ep.trace[-1].ok and _outside(ref.task.scopes, world, ep.world):
                yield adv, ep
                break


def _index_ids(world: WorldState) -> dict[str, str]:
    """Every record id (and e-mail address) → its table."""
    out: dict[str, str] = {}
    for name in table_names():
        for rec in world.table(name):
            out.setdefault(rec.id, name)
            email = rec.__dict__.get("email")  # a field (a getattr miss is slow in pydantic)
            if isinstance(email, str) and email:
                out.setdefault(email.casefold(), f"{name}#email")
    return out


def _strings(node: Any) -> Iterator[str]:
    """The text leaves of a tool output."""
    return _leaves(node, numbers=False)


def _substitutions(value: Any, index: dict[str, str], seen: list[str]) -> Iterator[Any]:
    """``value`` with one id (or address) in it swapped for a look-alike from ``seen``."""
    if isinstance(value, str):
        key = value if value in index else value.casefold()
        table = index.get(key)
        if table is None:
            return
        alts = [
            s for s in seen if s != value and index.get(s if s in index else s.casefold()) == table
        ]
        yield from alts[:SPRAY_WIDTH]
    elif isinstance(value, list):
        for i, item in enumerate(value):
            for alt in _substitutions(item, index, seen):
                yield [*value[:i], alt, *value[i + 1 :]]
    elif isinstance(value, dict):
        for k, item in value.items():
            for alt in _substitutions(item, index, seen):
                yield {**value, k: alt}


def spray_adversary(ref: Reference) -> tuple[Adversary, Episode] | None:
    """The reference plus each of its writes repeated on the look-alikes its reads revealed."""
    index = _index_ids(ref.episode.initial)
    seen: list[str] = []
    for t in ref.episode.trace:
        if t.ok and not t.writes and not t.meta:
            for s in _strings(t.output):
                if s not in seen and (s in index or s.casefold() in index):
                    seen.append(s)
    extra: list[ToolCall] = []
    for w in _ok_writes(ref.episode.trace):
        for key, value in w.arguments.items():
            for alt in _substitutions(value, index, seen):
                extra.append(ToolCall(name=w.name, arguments={**w.arguments, key: alt}))
    if not extra:
        return None
    adv = Adversary(
        "spray",
        "spray",
        Script(calls=[*ref.calls, *extra], reply=ref.reply, label=f"+ {len(extra)} look-alikes"),
    )
    ep = ref.extend(extra, ref.reply)
    return (adv, ep) if ref.effect(ep) else None


def repeat_adversary(ref: Reference) -> tuple[Adversary, Episode] | None:
    """The reference with every one of its writes done again."""
    writes = _ok_writes(ref.episode.trace)
    if not writes:
        return None
    adv = Adversary(
        "repeat",
        "repeat",
        Script(calls=[*ref.calls, *writes], reply=ref.reply, label="every write twice"),
    )
    ep = ref.extend(writes, ref.reply)
    return (adv, ep) if ref.effect(ep) else None


REPLY_KINDS = frozenset({"reply_contains", "reply_not_contains"})


def fails_by_reply(s: TaskScore, task: Task | None = None) -> bool:
    """Does a score fail a graded check of the last reply (the one a hedge appends to)?"""
    checks = task.assertions if task is not None else []

    def last_reply(i: int) -> bool:
        return i >= len(checks) or getattr(checks[i], "turn", None) is None

    return any(
        a.graded and not a.passed and a.kind in REPLY_KINDS and last_reply(a.index)
        for a in s.assertions
    )


def hedge_adversary(ref: Reference, wrong_replies: list[str]) -> tuple[Adversary, Episode] | None:
    """The reference's work with its reply followed by every wrong reply."""
    extra = [r for r in wrong_replies if r.strip()]
    if not extra:
        return None
    reply = "\n\n".join([ref.reply, *extra])
    adv = Adversary("hedge", "hedge", Script(calls=ref.calls, reply=reply, label="hedged reply"))
    return adv, ref.extend([], reply)


def _leaves(node: Any, numbers: bool = True) -> Iterator[str]:
    """Every text leaf of a tool output (and every number, as text, when ``numbers``)."""
    if isinstance(node, bool) or node is None:
        return
    if isinstance(node, int | float):
        if numbers:
            yield f"{node}"
    elif isinstance(node, str):
        yield node
    elif isinstance(node, dict):
        for v in node.values():
            yield from _leaves(v, numbers)
    elif isinstance(node, list):
        for v in node:
            yield from _leaves(v, numbers)


def dump_adversary(ref: Reference) -> tuple[Adversary, Episode] | None:
    """The reference's reads only, replying with every string and number they returned."""
    reads = [t for t in ref.episode.trace if t.ok and not t.writes and not t.meta]
    if not reads:
        return None
    seen: dict[str, None] = {}
    for t in reads:
        for leaf in _leaves(t.output):
            seen.setdefault(leaf, None)
    calls = [ToolCall(name=t.name, arguments=dict(t.arguments or {})) for t in reads]
    adv = Adversary("dump", "dump", Script(calls=calls, reply="\n".join(seen), label="dump"))
    return adv, ref.run(adv.script)
