"""The HR world model and the base company's HR seed: types, integrity, ledger, noise."""

from __future__ import annotations

import datetime as dt
import random

import pytest
from pydantic import ValidationError

from avabench.domains.base import TODAY, base_company
from avabench.domains.base import hr as hr_seed
from avabench.world import LOOKUP_TABLES, WorldState
from avabench.world.hr import (
    Employee,
    EmploymentStatus,
    LeaveType,
    RequestStatus,
)

PENDING, APPROVED = RequestStatus.PENDING, RequestStatus.APPROVED


@pytest.fixture(scope="module")
def world() -> WorldState:
    return base_company()


# -- model -------------------------------------------------------------------------------


def test_records_are_strict_and_frozen(world: WorldState) -> None:
    emp = world.hr.employees[0]
    with pytest.raises(ValidationError):
        emp.full_name = "x"  # type: ignore[misc]
    data = emp.model_dump()
    with pytest.raises(ValidationError):
        Employee.model_validate({**data, "hire_date": "2020-01-01"})  # strict: no str → date
    with pytest.raises(ValidationError):
        Employee.model_validate({**data, "salary": 1})  # extra="forbid"


def test_lookup_tables_are_declared() -> None:
    assert {"hr.shifts", "hr.holidays"} <= LOOKUP_TABLES
    assert not {t for t in hr_seed.NOISE if t in LOOKUP_TABLES}


# -- seed integrity ----------------------------------------------------------------------


def test_ids_unique_per_table(world: WorldState) -> None:
    for name in type(world.hr).tables():
        ids = [r.id for r in getattr(world.hr, name)]
        assert len(ids) == len(set(ids)), name


def test_roster_kept_and_extended(world: WorldState) -> None:
    ids = {e.id for e in world.hr.employees}
    assert {f"NV{n:06d}" for n in (1, 2, 3, 10, 12, 17, 30, 40, 51, 80, 84)} <= ids
    assert all(e.id <= "NV000099" for e in world.hr.employees)
    emails = [e.email for e in world.hr.employees]
    phones = [e.phone for e in world.hr.employees]
    assert len(emails) == len(set(emails)) and len(phones) == len(set(phones))
    by_id = {e.id: e for e in world.hr.employees}
    assert by_id["NV000010"].full_name == "Nguyễn Minh Tuấn"
    assert by_id["NV000017"].status is EmploymentStatus.LEFT
    assert by_id["NV000086"].status is EmploymentStatus.MATERNITY


def test_references_resolve(world: WorldState) -> None:
    emp = {e.id for e in world.hr.employees}
    dept = {d.id for d in world.hr.departments}
    shifts = {s.id for s in world.hr.shifts}
    for d in world.hr.departments:
        assert d.manager_id in emp and (d.parent_id is None or d.parent_id in dept)
    for e in world.hr.employees:
        assert e.department_id in dept and e.shift_id in shifts
        assert e.manager_id is None or e.manager_id in emp
        assert e.contract_start is not None and e.contract_no
    for b in world.hr.leave_balances:
        assert b.employee_id in emp and b.id == f"QP-{b.year}-{b.employee_id}"
    for r in world.hr.leave_requests:
        refs = [r.employee_id, r.approver_id, *r.related_ids]
        refs += [x for x in (r.substitute_id, r.decided_by) if x]
        assert set(refs) <= emp, r.id
    for r in world.hr.overtime_requests:
        assert {r.employee_id, r.approver_id} <= emp
    for r in world.hr.shift_change_requests:
        assert {r.employee_id, r.approver_id} <= emp
        assert {r.from_shift_id, r.to_shift_id} <= shifts and r.from_shift_id != r.to_shift_id


def test_requests_are_consistent(world: WorldState) -> None:
    by_id = {e.id: e for e in world.hr.employees}
    for r in world.hr.leave_requests:
        assert r.start_date <= r.end_date
        assert r.approver_id == by_id[r.employee_id].manager_id
        assert (r.decided_by is None) == (r.status is PENDING)
        if r.session.value == "Cả ngày":
            assert r.days == len(hr_seed.working_days(r.start_date, r.end_date)), r.id
        else:
            assert r.days == 0.5
    for r in world.hr.overtime_requests:
        mins = (r.end_time.hour * 60 + r.end_time.minute) - (
            r.start_time.hour * 60 + r.start_time.minute
        )
        assert r.hours == mins / 60 > 0
    statuses = {r.status for r in world.hr.leave_requests}
    assert statuses == set(RequestStatus)


def test_leave_ledger_matches_requests(world: WorldState) -> None:
    """remaining = accrued + carried − used − pending, used/pending from the requests."""
    for b in world.hr.leave_balances:
        mine = [
            r
            for r in world.hr.leave_requests
            if r.employee_id == b.employee_id
            and r.leave_type is LeaveType.ANNUAL
            and r.start_date.year == b.year
        ]
        assert b.used_days == sum(r.days for r in mine if r.status is APPROVED), b.id
        assert b.pending_days == sum(r.days for r in mine if r.status is PENDING), b.id
        remaining = b.accrued_days + b.carried_over_days - b.used_days - b.pending_days
        assert remaining >= 0, b.id
        assert b.accrued_days <= b.entitled_days
    active = {e.id for e in world.hr.employees if e.status is not EmploymentStatus.LEFT}
    assert {b.employee_id for b in world.hr.leave_balances} == active


def test_story_anchors(world: WorldState) -> None:
    bal = {b.employee_id: b for b in world.hr.leave_balances}
    nam = bal["NV000012"]  # hired 03/06/2020: 13 days/year, 3 left (domain brief task 9)
    assert nam.entitled_days == 13
    assert nam.accrued_days + nam.carried_over_days - nam.used_days - nam.pending_days == 3
    pending = [r for r in world.hr.leave_requests if r.status is PENDING]
    mine = {r.employee_id for r in pending if r.approver_id == "NV000010"}
    assert mine == {"NV000011", "NV000013", "NV000020"}
    assert any(
        "NV000010" in r.related_ids and r.approver_id != "NV000010" and r.employee_id == "NV000072"
        for r in pending
    )
    assert any(r.substitute_id == "NV000010" and r.approver_id != "NV000010" for r in pending)
    holiday = dt.date(2026, 4, 27)
    assert any(r.approver_id == "NV000010" and r.start_date < holiday < r.end_date for r in pending)
    # Backend team of NV000051: one member at 38 h approved OT in April 2026, others less.
    team = [e.id for e in world.hr.employees if e.manager_id == "NV000051"]
    april = {
        e: sum(
            r.hours
            for r in world.hr.overtime_requests
            if r.employee_id == e
            and (r.date.year, r.date.month) == (2026, 4)
            and r.status is APPROVED
        )
        for e in team
    }
    assert april["NV000052"] == 38
    assert max(v for k, v in april.items() if k != "NV000052") < 38


# -- noise -------------------------------------------------------------------------------


@pytest.mark.parametrize("table", sorted(hr_seed.NOISE))
def test_noise_generator(table: str) -> None:
    world = base_company()
    before = {r.id for r in world.table(table)}
    made = hr_seed.NOISE[table](world, random.Random(7), 12)
    again = hr_seed.NOISE[table](world, random.Random(7), 12)
    assert len(made) == 12 and made == again
    ids = [r.id for r in made]
    assert len(set(ids)) == 12 and not set(ids) & before
    assert hr_seed.NOISE[table](world, random.Random(1), 0) == []


def test_noise_in_sequence_keeps_world_consistent() -> None:
    world = base_company()
    rng = random.Random(3)
    ledger = list(world.hr.leave_balances)
    real = {e.id for e in world.hr.employees}
    ot_before = {
        e: sum(
            r.hours
            for r in world.hr.overtime_requests
            if r.employee_id == e and r.status in (APPROVED, PENDING)
        )
        for e in real
    }
    for table in (
        "hr.employees",
        "hr.leave_requests",
        "hr.overtime_requests",
        "hr.shift_change_requests",
    ):
        world.table(table).extend(hr_seed.NOISE[table](world, rng, 15))
    emp = {e.id: e for e in world.hr.employees}
    noise = [e for e in world.hr.employees if e.id not in real]
    assert len(noise) == 15 and all(e.id >= "NV000900" for e in noise)
    assert len({e.email for e in world.hr.employees}) == len(world.hr.employees)
    for e in noise:
        assert e.manager_id in emp
        twins = [
            o
            for o in world.hr.employees
            if o.id in real
            and (
                o.full_name.split()[-1] == e.full_name.split()[-1]
                or o.full_name.split()[0] == e.full_name.split()[0]
            )
        ]
        assert twins, e.full_name
    for table in ("leave_requests", "overtime_requests", "shift_change_requests"):
        for r in getattr(world.hr, table):
            assert r.employee_id in emp and r.approver_id in emp
            if r.employee_id in real and r.id.split("-")[-1] >= "0900":
                assert r.status not in (APPROVED, PENDING)
    assert world.hr.leave_balances == ledger
    for r in world.hr.leave_requests:
        if r.id.split("-")[-1] >= "0900":
            assert r.status is not PENDING
            assert not (r.leave_type is LeaveType.ANNUAL and r.status is APPROVED)
            assert r.end_date < TODAY
    for e in real:
        after = sum(
            r.hours
            for r in world.hr.overtime_requests
            if r.employee_id == e and r.status in (APPROVED, PENDING)
        )
        assert after == ot_before[e]
