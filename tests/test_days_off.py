"""A leave request that covers only days off (weekends, company holidays, days off in lieu) is
reported by the timeline rule (avabench.timeline); a request with one working day is fine."""

from __future__ import annotations

import datetime as dt

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from avabench.domains.base import base_company, patch
from avabench.loader import default_suite
from avabench.timeline import timeline_problems
from avabench.world.hr import RequestStatus
from tests.test_validate import _messages, _suite, _task

D = dt.date
LR = "hr.leave_requests"


def _moved(world, start: D, end: D, status: RequestStatus = RequestStatus.PENDING) -> str:
    """Move the base company's first leave request to [start, end]; return its id."""
    rid = world.hr.leave_requests[0].id
    patch(world, LR, rid, start_date=start, end_date=end, status=status)
    return rid


def _flagged(world, rid: str) -> list[str]:
    return [p for p in timeline_problems(world) if p.startswith(f"leave request {rid} ")]


def test_the_giỗ_tổ_day_off_in_lieu_is_a_holiday_of_the_base_company() -> None:
    assert D(2026, 4, 27) in {h.date for h in base_company().hr.holidays}


@pytest.mark.parametrize(
    ("start", "end", "only_days_off"),
    [
        (D(2026, 4, 27), D(2026, 4, 27), True),  # Monday, nghỉ bù Giỗ Tổ
        (D(2026, 4, 25), D(2026, 4, 27), True),  # Saturday to the day off in lieu
        (D(2026, 4, 30), D(2026, 5, 3), True),  # 30/4, 1/5, then the weekend
        (D(2026, 5, 2), D(2026, 5, 3), True),  # a plain weekend
        (D(2026, 4, 27), D(2026, 4, 28), False),  # the day off plus Tuesday
        (D(2026, 4, 29), D(2026, 5, 1), False),  # Wednesday plus two holidays
        (D(2026, 4, 28), D(2026, 4, 28), False),  # a working Tuesday
    ],
)
def test_a_request_is_reported_only_when_every_day_is_off(
    start: D, end: D, only_days_off: bool
) -> None:
    world = base_company()
    rid = _moved(world, start, end)
    found = _flagged(world, rid)
    assert bool(found) == only_days_off
    if only_days_off:
        assert found == [
            f"leave request {rid} covers only days off ({start:%d/%m/%Y}"
            + (f"–{end:%d/%m/%Y})" if end != start else ")")
        ]


@pytest.mark.parametrize("status", list(RequestStatus))
def test_only_a_cancelled_request_on_days_off_is_fine(status: RequestStatus) -> None:
    world = base_company()
    rid = _moved(world, D(2026, 4, 27), D(2026, 4, 27), status)
    assert bool(_flagged(world, rid)) == (status is not RequestStatus.CANCELLED)


@given(
    st.dates(min_value=D(2026, 1, 1), max_value=D(2026, 12, 20)),
    st.integers(min_value=0, max_value=6),
)
@settings(max_examples=60, deadline=None)
def test_the_rule_agrees_with_the_company_calendar(start: D, length: int) -> None:
    world = base_company()
    end = start + dt.timedelta(days=length)
    rid = _moved(world, start, end)
    holidays = {h.date for h in world.hr.holidays}
    days = [start + dt.timedelta(days=k) for k in range(length + 1)]
    all_off = all(d.weekday() >= 5 or d in holidays for d in days)
    assert bool(_flagged(world, rid)) == all_off


def test_the_validator_names_the_task() -> None:
    world = base_company()
    rid = _moved(world, D(2026, 4, 27), D(2026, 4, 27))
    msgs = _messages(_suite(_task(world=world)))
    assert f"fixture.t: timeline: leave request {rid} covers only days off (27/04/2026)" in msgs


def test_the_hotline_quorum_leave_moved_off_the_giỗ_tổ_day_off() -> None:
    task = next(t for t in default_suite().tasks if t.id == "hr.cskh_leave_hotline_quorum")
    on = {r.id: r.start_date for r in task.world.hr.leave_requests}
    assert {on[f"DN-2026-07{n}"] for n in (10, 14, 17)} == {D(2026, 4, 28)}
