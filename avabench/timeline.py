"""A task's world keeps its own timeline: nothing is dated after "now", and nobody acts after
leaving the company.

Hardening a task often moves a person out of the company (an owner who left, a stand-in) or adds
a later mail; a record of the base company can then contradict it (a ticket the departed owner
filed after her last day, a booking made by someone who had left). A careful agent that notices
the contradiction is right to distrust the record, so the task becomes unfair. The validator
reports every such record (:func:`timeline_problems`).

A leave request that covers only days off (weekends, company holidays and days off in lieu, e.g.
the Monday 27/04/2026 off for Giỗ Tổ) is just as unrealistic: nobody asks for annual leave on a
day the whole company is off, and the leave tools would count it as leave anyway. Such a request
is reported too, unless it was cancelled.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator

from avabench.tools.hr._helpers import _working_days
from avabench.world import WorldState
from avabench.world.hr import RequestStatus
from avabench.world.recruitment import InterviewStatus

#: (table, the field naming the employee who made the record, the field with the day it was made)
ACTS: tuple[tuple[str, str, str], ...] = (
    ("office.tickets", "requester_id", "created_on"),
    ("office.approvals", "requester_id", "created_on"),
    ("office.bookings", "organizer_id", "created_on"),
    ("hr.leave_requests", "employee_id", "created_on"),
    ("hr.overtime_requests", "employee_id", "created_on"),
    ("hr.shift_change_requests", "employee_id", "created_on"),
    ("crm.activities", "created_by", "created_on"),
    ("recruitment.evaluations", "evaluator_id", "created_on"),
    ("recruitment.offers", "created_by", "created_on"),
)


def _acts(world: WorldState) -> Iterator[tuple[str, str | None, dt.date]]:
    """Every dated act in the world: (what, who (an employee id, or None), on which day)."""
    for table, who, when in ACTS:
        for r in world.table(table):
            yield f"{table} {r.id}", getattr(r, who), getattr(r, when)
    for run in world.office.approvals:
        for i, step in enumerate(run.steps):
            if step.acted_on is not None:
                yield f"office.approvals {run.id} step {i + 1}", step.approver_id, step.acted_on
    for iv in world.recruitment.interviews:
        if iv.status is InterviewStatus.DONE:  # a panel that sat: every interviewer was there
            for who in iv.interviewer_ids:
                yield f"recruitment.interviews {iv.id} (held)", who, iv.date
    for c in world.recruitment.candidates:
        for ev in c.history:
            yield f"recruitment.candidates {c.id} history {ev.stage}", ev.by_id, ev.on


def _days_off_leave(world: WorldState) -> Iterator[str]:
    """Leave requests (not cancelled) whose every day is a weekend or a company day off; the day
    count is the hr tools' own (:func:`avabench.tools.hr._helpers._working_days`)."""
    for r in world.hr.leave_requests:
        if r.status is RequestStatus.CANCELLED:
            continue
        if not (isinstance(r.start_date, dt.date) and isinstance(r.end_date, dt.date)):
            continue  # a malformed world: the validator reports it as not a valid WorldState
        if not 0 <= (r.end_date - r.start_date).days <= 366:
            continue  # a reversed span is another check's business; a longer one has workdays
        if _working_days(world, r.start_date, r.end_date):
            continue
        span = f"{r.start_date:%d/%m/%Y}"
        if r.end_date != r.start_date:
            span += f"–{r.end_date:%d/%m/%Y}"
        yield f"leave request {r.id} covers only days off ({span})"


def timeline_problems(world: WorldState) -> list[str]:
    """The records that contradict the world's clock or its people's leaving dates, and leave
    requests on days off only."""
    today = world.context.today
    now = dt.datetime.combine(today, world.context.now)
    left = {e.id: e for e in world.hr.employees if e.leave_date is not None}
    by_address = {e.email.lower(): e for e in left.values()}
    out = list(_days_off_leave(world))
    for what, who, on in _acts(world):
        if on > today:
            out.append(f"{what} is dated {on:%d/%m/%Y}, after today ({today:%d/%m/%Y})")
        person = left.get(who or "")
        if person is not None and person.leave_date is not None and on > person.leave_date:
            out.append(
                f"{what}: {person.full_name} ({person.id}) acts on {on:%d/%m/%Y}, after leaving "
                f"on {person.leave_date:%d/%m/%Y}"
            )
    seen: set[str] = set()
    for m in world.mail.messages:
        key = m.thread_id + m.sent_at.isoformat()
        if key in seen:
            continue  # one mail, many mailbox copies: report it once
        seen.add(key)
        if m.sent_at > now:
            out.append(
                f"mail {m.id} ({m.subject!r}) is dated {m.sent_at:%d/%m/%Y %H:%M}, after now"
            )
        person = by_address.get(m.from_addr.lower())
        if person is not None and person.leave_date and m.sent_at.date() > person.leave_date:
            out.append(
                f"mail {m.id} ({m.subject!r}): {person.full_name} ({person.id}) sends it on "
                f"{m.sent_at:%d/%m/%Y}, after leaving on {person.leave_date:%d/%m/%Y}"
            )
    return out
