"""A world keeps its own timeline (avabench.timeline): nothing after "now", nobody acting after
leaving; the validator reports each such record with the task's id."""

from __future__ import annotations

import datetime as dt

from hypothesis import given, settings
from hypothesis import strategies as st

from avabench.domains.base import base_company, patch
from avabench.loader import default_suite
from avabench.timeline import timeline_problems
from avabench.world.hr import EmploymentStatus
from avabench.world.recruitment import InterviewStatus
from tests.test_validate import _messages, _suite, _task

TODAY = dt.date(2026, 4, 16)


def _leaves(world, emp: str, on: dt.date):
    return patch(world, "hr.employees", emp, status=EmploymentStatus.LEFT, leave_date=on)


def test_the_base_company_and_every_task_world_keep_their_timeline() -> None:
    assert timeline_problems(base_company()) == []
    bad = {t.id: timeline_problems(t.world) for t in default_suite().tasks}
    assert {k: v for k, v in bad.items() if v} == {}


@given(st.integers(min_value=-20, max_value=5))
@settings(max_examples=30, deadline=None)
def test_a_ticket_filed_after_its_requester_left_is_reported(days: int) -> None:
    world = base_company()
    ticket = world.office.tickets[0]
    filed = ticket.created_on
    _leaves(world, ticket.requester_id, filed + dt.timedelta(days=days))
    found = [p for p in timeline_problems(world) if f"office.tickets {ticket.id}:" in p]
    assert bool(found) == (days < 0)  # filed on the last day or before: fine


def test_a_mail_from_someone_who_left_is_reported_once_for_all_its_copies() -> None:
    world = base_company()
    sent = [m for m in world.mail.messages if m.from_addr.endswith("@minhlong.vn")]
    mail = max(sent, key=lambda m: len([c for c in sent if c.thread_id == m.thread_id]))
    sender = next(e for e in world.hr.employees if e.email == mail.from_addr)
    _leaves(world, sender.id, mail.sent_at.date() - dt.timedelta(days=1))
    found = [p for p in timeline_problems(world) if "sends it on" in p and mail.subject in p]
    assert len(found) == 1


def test_records_after_now_are_reported() -> None:
    world = base_company()
    mail = world.mail.messages[0]
    later = dt.datetime.combine(TODAY, dt.time(9, 1))
    world.mail.messages[0] = mail.model_copy(update={"sent_at": later})
    ticket = world.office.tickets[0]
    patch(world, "office.tickets", ticket.id, created_on=TODAY + dt.timedelta(days=1))
    problems = timeline_problems(world)
    assert any(f"mail {mail.id}" in p and "after now" in p for p in problems)
    assert any(f"office.tickets {ticket.id}" in p and "after today" in p for p in problems)


def test_a_held_interview_with_an_interviewer_who_had_left_is_reported() -> None:
    world = base_company()
    held = next(i for i in world.recruitment.interviews if i.status is InterviewStatus.DONE)
    _leaves(world, held.interviewer_ids[0], held.date - dt.timedelta(days=1))
    assert any(f"recruitment.interviews {held.id} (held)" in p for p in timeline_problems(world))


def test_the_validator_names_the_task() -> None:
    world = base_company()
    ticket = world.office.tickets[0]
    _leaves(world, ticket.requester_id, ticket.created_on - dt.timedelta(days=3))
    msgs = _messages(_suite(_task(world=world)))
    assert any(m.startswith(f"fixture.t: timeline: office.tickets {ticket.id}:") for m in msgs)
