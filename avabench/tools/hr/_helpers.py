"""Shared helpers of the HR tools: the legal limits, who may see and act for whom, the working
calendar, shifts and the annual-leave ledger.
"""

from __future__ import annotations

import datetime as dt
import operator

from avabench.errors import InvalidArguments, NotFound, Refused
from avabench.tools._common import cached_dump, employee, first_by, haystacks, per_table
from avabench.world import WorldState, next_id
from avabench.world.hr import (
    Employee,
    EmploymentStatus,
    LeaveBalance,
    LeaveType,
    RequestStatus,
    Shift,
)

HR_DEPARTMENT = "PB-HCNS"
BOARD_DEPARTMENT = "PB-BGD"
OT_MONTH_CAP = 40.0  # BLLĐ 2019 Đ107.2.b
OT_YEAR_CAP = 200.0  # BLLĐ 2019 Đ107.2.c (ordinary sectors)
OT_WORKDAY_CAP = 4.0  # ≤ 50 % of an 8-hour normal day (Đ107.2.a)
OT_RESTDAY_CAP = 12.0  # rest day / holiday: ≤ 12 h in the day (NĐ 145/2020 Đ60)
MAX_LEAVE_SPAN_DAYS = 200  # a maternity leave (6 months) is the longest request
MAX_DAYS_AHEAD = 366
BACKDATE_DAYS = 30  # a leave request may be filed afterwards, within 30 days
# Paid / unpaid personal leave with a fixed number of days (BLLĐ Đ115).
FIXED_LEAVE_DAYS: dict[LeaveType, float] = {
    LeaveType.MARRIAGE: 3.0,
    LeaveType.CHILD_MARRIAGE: 1.0,
    LeaveType.BEREAVEMENT: 3.0,
    LeaveType.FAMILY_UNPAID: 1.0,
}
_ID = operator.attrgetter("id")
_OPEN = (RequestStatus.PENDING, RequestStatus.APPROVED)
_INACTIVE = (EmploymentStatus.LEFT, EmploymentStatus.SUSPENDED)


# -- people, permissions, calendar ---------------------------------------------------------

_dump = cached_dump  # the JSON form of each (frozen) record is built once


def _employee_haystacks(e: Employee) -> tuple[str, str]:
    """(accented, folded) search text of an employee's id, name, email, phone and title."""
    return haystacks((e.id, e.full_name, e.email, e.phone, e.title))


def _first_by_id(table: list) -> dict:
    """id → the first record with that id (what a linear ``next(...)`` scan finds)."""
    return first_by(table)


class _Staff:
    """The employees table indexed: first / last record per id and the management chains."""

    __slots__ = ("_chains", "first", "last", "records")

    def __init__(self, records: tuple[Employee, ...]) -> None:
        self.records = records  # strong refs: the cache key's ids stay unique
        self.last: dict[str, Employee] = {e.id: e for e in records}
        first: dict[str, Employee] = {}
        for e in records:
            if e.id not in first:
                first[e.id] = e
        self.first = first
        self._chains: dict[str, set[str]] = {}

    def chain(self, employee_id: str) -> set[str]:
        """Every manager id above ``employee_id`` (the walk of :func:`_manages`)."""
        hit = self._chains.get(employee_id)
        if hit is not None:
            return hit
        by_id = self.last
        seen: set[str] = set()
        cur = by_id.get(employee_id)
        while cur is not None and cur.manager_id and cur.manager_id not in seen:
            seen.add(cur.manager_id)
            cur = by_id.get(cur.manager_id)
        self._chains[employee_id] = seen
        return seen


def _staff(world: WorldState) -> _Staff:
    return per_table("hr_staff", world.hr.employees, build=lambda emps: _Staff(tuple(emps)))


def _employee(world: WorldState, employee_id: str, staff: _Staff | None = None) -> Employee:
    """:func:`avabench.tools._common.employee`, through ``staff`` when the caller has it.

    (Building the index costs about one scan of the table, so a single lookup scans.)
    """
    if staff is None:
        return employee(world, employee_id)
    emp = staff.first.get(employee_id)
    if emp is None:
        return employee(world, employee_id)  # raises NotFound
    return emp


def _current(world: WorldState, staff: _Staff | None = None) -> Employee:
    """:func:`avabench.tools._common.current_employee`, through ``staff`` when given."""
    return _employee(world, world.context.current_user_id, staff)


def _department_names(world: WorldState) -> dict[str, str]:
    """id → name of the first department with that id (what :func:`_department_name` finds)."""
    return per_table(
        "department_names",
        world.hr.departments,
        build=lambda table: {k: d.name for k, d in first_by(table).items()},
    )


def _department_name(world: WorldState, department_id: str) -> str:
    d = _first_by_id(world.hr.departments).get(department_id)
    return d.name if d is not None else department_id


def _name(world: WorldState, employee_id: str | None, staff: _Staff | None = None) -> str | None:
    if not employee_id:
        return None
    if staff is None:
        return next((e.full_name for e in world.hr.employees if e.id == employee_id), employee_id)
    e = staff.first.get(employee_id)
    return e.full_name if e is not None else employee_id


def _manages(world: WorldState, manager_id: str, employee_id: str) -> bool:
    """True when ``manager_id`` is above ``employee_id`` in the management chain."""
    return manager_id in _staff(world).chain(employee_id)


class _Viewer:
    """Per-call memo of :func:`_can_view` for one viewer."""

    __slots__ = ("everyone", "memo", "staff", "viewer_id")

    def __init__(self, world: WorldState, viewer: Employee, staff: _Staff | None = None) -> None:
        self.viewer_id = viewer.id
        self.everyone = _sees_everyone(viewer)
        self.staff = staff or _staff(world)
        self.memo: dict[str, bool] = {}

    def can_view(self, employee_id: str) -> bool:
        hit = self.memo.get(employee_id)
        if hit is None:
            hit = self.memo[employee_id] = (
                self.viewer_id == employee_id
                or self.everyone
                or self.viewer_id in self.staff.chain(employee_id)
            )
        return hit


def _sees_everyone(emp: Employee) -> bool:
    return emp.department_id in (HR_DEPARTMENT, BOARD_DEPARTMENT)


def _can_view(world: WorldState, viewer: Employee, employee_id: str) -> bool:
    return (
        viewer.id == employee_id
        or _sees_everyone(viewer)
        or _manages(world, viewer.id, employee_id)
    )


def _clean(text: str, what: str, required: bool = True) -> str:
    value = " ".join(text.split())
    if required and not value:
        raise InvalidArguments(f"Cần nhập {what}.")
    if len(value) > 1000:
        raise InvalidArguments(f"{what.capitalize()} quá dài (tối đa 1000 ký tự).")
    return value


def _holidays(world: WorldState) -> frozenset[dt.date]:
    return per_table(
        "holiday_dates", world.hr.holidays, build=lambda t: frozenset(h.date for h in t)
    )


def _is_working_day(world: WorldState, day: dt.date) -> bool:
    return day.weekday() < 5 and day not in _holidays(world)


def _working_days(world: WorldState, start: dt.date, end: dt.date) -> list[dt.date]:
    """Working days in [start, end]; callers bound the span first."""
    holidays = _holidays(world)
    days = []
    for k in range((end - start).days + 1):
        d = start + dt.timedelta(days=k)
        if d.weekday() < 5 and d not in holidays:
            days.append(d)
    return days


def _check_horizon(world: WorldState, day: dt.date, what: str, past_days: int = 0) -> None:
    """``day`` must lie within [today − past_days, today + MAX_DAYS_AHEAD]."""
    today = world.context.today
    if (today - day).days > past_days:
        if past_days:
            raise InvalidArguments(
                f"{what} ({day:%d/%m/%Y}) đã qua quá {past_days} ngày; không lập bổ sung được."
            )
        raise InvalidArguments(
            f"{what} ({day:%d/%m/%Y}) đã qua; hôm nay là {today:%d/%m/%Y}. Kiểm tra lại ngày."
        )
    if (day - today).days > MAX_DAYS_AHEAD:
        raise InvalidArguments(f"{what} ({day:%d/%m/%Y}) quá xa; chỉ đăng ký trong vòng 1 năm tới.")


def _actor_for(world: WorldState, employee_id: str, action: str) -> tuple[Employee, Employee]:
    """(current user, target employee) when the user may ``action`` for the target.

    The user acts for themselves or, as their direct manager, for a direct report.
    """
    me = _current(world)
    emp = _employee(world, employee_id) if employee_id else me
    if emp.id != me.id and emp.manager_id != me.id:
        raise Refused(
            f"Bạn chỉ được {action} cho chính mình hoặc nhân viên cấp dưới trực tiếp; "
            f"{emp.full_name} ({emp.id}) không báo cáo trực tiếp cho bạn."
        )
    if emp.status in _INACTIVE:
        raise Refused(f"{emp.full_name} đang ở trạng thái '{emp.status}', không {action} được.")
    return me, emp


def _approver(world: WorldState, emp: Employee, staff: _Staff | None = None) -> str:
    if not emp.manager_id or (
        emp.manager_id not in staff.first
        if staff is not None
        else not any(e.id == emp.manager_id for e in world.hr.employees)
    ):
        raise Refused(f"{emp.full_name} không có quản lý trực tiếp để duyệt; liên hệ Phòng HCNS.")
    return emp.manager_id


def _minutes(t: dt.time) -> float:
    return t.hour * 60 + t.minute + t.second / 60


def _naive(t: dt.time) -> dt.time:
    return t.replace(tzinfo=None, microsecond=0)


def _shift(world: WorldState, shift_id: str) -> Shift:
    s = _first_by_id(world.hr.shifts).get(shift_id)
    if s is not None:
        return s
    raise NotFound(
        f"Không có ca làm việc mã '{shift_id}'. Dùng timesheet_list_shifts để xem mã ca."
    )


def _shift_on(world: WorldState, emp: Employee, day: dt.date) -> str:
    """The shift the employee works on ``day`` (an approved shift change wins)."""
    for r in world.hr.shift_change_requests:
        if r.employee_id == emp.id and r.date == day and r.status == RequestStatus.APPROVED:
            return r.to_shift_id
    return emp.shift_id


# -- leave ledger --------------------------------------------------------------------------


def _remaining(balance: LeaveBalance) -> float:
    return (
        balance.accrued_days + balance.carried_over_days - balance.used_days - balance.pending_days
    )


def _balance(world: WorldState, employee_id: str, year: int) -> LeaveBalance | None:
    return next(
        (b for b in world.hr.leave_balances if b.employee_id == employee_id and b.year == year),
        None,
    )


def _pending_annual(world: WorldState, employee_id: str, year: int, exclude: str = "") -> float:
    """Days of the employee's annual-leave requests of ``year`` still waiting for approval."""
    return sum(
        r.days
        for r in world.hr.leave_requests
        if r.employee_id == employee_id
        and r.leave_type is LeaveType.ANNUAL
        and r.start_date.year == year
        and r.status == RequestStatus.PENDING
        and r.id != exclude
    )


def _compensatory_hours_left(world: WorldState, emp: Employee, year: int) -> float:
    earned = sum(
        r.hours
        for r in world.hr.overtime_requests
        if r.employee_id == emp.id and r.date.year == year and r.status == RequestStatus.APPROVED
    )
    taken = sum(
        r.days * 8
        for r in world.hr.leave_requests
        if r.employee_id == emp.id
        and r.leave_type == LeaveType.COMPENSATORY
        and r.start_date.year == year
        and r.status in _OPEN
    )
    return earned - taken


_next_id = next_id  # the shared implementation, under the name this package uses
