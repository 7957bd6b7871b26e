"""Overtime tools (AMIS Chấm công): list and register overtime within the caps of BLLĐ 2019 Đ107."""

from __future__ import annotations

import datetime as dt

from avabench.errors import InvalidArguments, Refused
from avabench.tools._common import dump, paginate
from avabench.tools.hr._helpers import (
    _OPEN,
    OT_MONTH_CAP,
    OT_RESTDAY_CAP,
    OT_WORKDAY_CAP,
    OT_YEAR_CAP,
    _actor_for,
    _approver,
    _check_horizon,
    _clean,
    _current,
    _dump,
    _employee,
    _first_by_id,
    _is_working_day,
    _minutes,
    _naive,
    _name,
    _next_id,
    _shift_on,
    _staff,
    _Viewer,
)
from avabench.tools.registry import tool
from avabench.world import WorldState
from avabench.world.hr import EmploymentStatus, OvertimeRequest, RequestStatus


def _ot_month_and_year(
    world: WorldState, employee_id: str, year: int, month: int
) -> tuple[dict, dict]:
    """``(_ot_hours(.., year, month), _ot_hours(.., year))`` in one pass."""
    m_approved = m_pending = y_approved = y_pending = 0.0
    for r in world.hr.overtime_requests:
        if r.employee_id != employee_id or r.date.year != year:
            continue
        if r.status == RequestStatus.APPROVED:
            y_approved += r.hours
            if r.date.month == month:
                m_approved += r.hours
        elif r.status == RequestStatus.PENDING:
            y_pending += r.hours
            if r.date.month == month:
                m_pending += r.hours
    return (
        {"approved": m_approved, "pending": m_pending, "total": m_approved + m_pending},
        {"approved": y_approved, "pending": y_pending, "total": y_approved + y_pending},
    )


@tool(writes=False)
def timesheet_list_overtime(
    world: WorldState,
    employee_id: str = "",
    manager_id: str = "",
    year: int = 0,
    month: int = 0,
    status: RequestStatus | None = None,
    page: int = 1,
    page_size: int = 20,
) -> dict:
    """Xem các đăng ký làm thêm giờ trong một tháng, kèm tổng giờ làm thêm của từng nhân viên.

    monthly_totals cho mỗi nhân viên: giờ đã duyệt, chờ duyệt, tổng (tính vào trần 40 giờ/tháng
    theo BLLĐ Đ107), số giờ còn được đăng ký trong tháng và tổng giờ cả năm (trần 200 giờ).
    Người dùng xem được của mình, của cấp dưới và các đơn mình duyệt.

    Args:
        employee_id: Chỉ xem của nhân viên này (mã NV).
        manager_id: Chỉ xem của các nhân viên cấp dưới trực tiếp của quản lý này (mã NV), ví dụ cả nhóm của một trưởng nhóm.
        year: Năm; 0 nghĩa là năm hiện tại.
        month: Tháng 1–12; 0 nghĩa là tháng hiện tại.
        status: Trạng thái: "Chờ duyệt", "Đã duyệt", "Từ chối" hoặc "Đã huỷ"; để trống để lấy tất cả.
        page: Trang kết quả, bắt đầu từ 1.
        page_size: Số đăng ký mỗi trang (tối đa 50).
    """
    staff = _staff(world)
    me = _current(world, staff)
    today = world.context.today
    year = year or today.year
    month = month or today.month
    if not 2000 <= year <= 2100:
        raise InvalidArguments("year phải là năm dạng YYYY, ví dụ 2026.")
    if not 1 <= month <= 12:
        raise InvalidArguments("month phải trong khoảng 1–12.")
    scope: list[str] | None = None
    if employee_id:
        scope = [_employee(world, employee_id, staff).id]
    if manager_id:
        _employee(world, manager_id, staff)
        team = [
            e.id
            for e in world.hr.employees
            if e.manager_id == manager_id and e.status != EmploymentStatus.LEFT
        ]
        scope = [x for x in scope if x in team] if scope is not None else team
    viewer = _Viewer(world, me, staff)
    me_id = me.id
    rows = []
    for r in world.hr.overtime_requests:
        d = r.date
        if d.year != year or d.month != month:
            continue
        if scope is not None and r.employee_id not in scope:
            continue
        if status is not None and r.status != status:
            continue
        if not (viewer.can_view(r.employee_id) or r.approver_id == me_id):
            continue
        rows.append(r)
    rows.sort(key=lambda r: (r.date, r.start_time, r.id))
    people = scope if scope is not None else list(dict.fromkeys(r.employee_id for r in rows))
    in_rows = {r.employee_id for r in rows}
    # Approved / pending hours of the month and of the year per person, summed in table order.
    sums: dict[str, list[float]] = {pid: [0.0, 0.0, 0.0, 0.0] for pid in people}
    for r in world.hr.overtime_requests:
        acc = sums.get(r.employee_id)
        if acc is None or r.date.year != year:
            continue
        if r.status == RequestStatus.APPROVED:
            acc[2] += r.hours
            if r.date.month == month:
                acc[0] += r.hours
        elif r.status == RequestStatus.PENDING:
            acc[3] += r.hours
            if r.date.month == month:
                acc[1] += r.hours
    names = staff.first

    def name(employee_id: str | None) -> str | None:
        if not employee_id:
            return None
        e = names.get(employee_id)
        return e.full_name if e is not None else employee_id

    totals = []
    for pid in people:
        if not (viewer.can_view(pid) or pid in in_rows):
            continue
        acc = sums[pid]
        m = {"approved": acc[0], "pending": acc[1], "total": acc[0] + acc[1]}
        y = {"total": acc[2] + acc[3]}
        totals.append(
            {
                "employee_id": pid,
                "employee_name": name(pid),
                "approved_hours": m["approved"],
                "pending_hours": m["pending"],
                "total_hours": m["total"],
                "remaining_hours_this_month": max(0.0, OT_MONTH_CAP - m["total"]),
                "year_total_hours": y["total"],
            }
        )
    chunk, meta = paginate(rows, page, page_size)
    return {
        "year": year,
        "month": month,
        "monthly_cap_hours": OT_MONTH_CAP,
        "yearly_cap_hours": OT_YEAR_CAP,
        "requests": [
            _dump(r, employee_name=name(r.employee_id), approver_name=name(r.approver_id))
            for r in chunk
        ],
        "monthly_totals": totals,
        **meta,
    }


@tool(writes=True)
def timesheet_register_overtime(
    world: WorldState,
    date: dt.date,
    start_time: dt.time,
    end_time: dt.time,
    reason: str,
    employee_id: str = "",
) -> dict:
    """Đăng ký làm thêm giờ (trạng thái Chờ duyệt, người duyệt là quản lý trực tiếp).

    Người dùng đăng ký cho chính mình, hoặc (là quản lý) cho nhân viên cấp dưới trực tiếp.
    Bị từ chối khi tổng giờ làm thêm đã duyệt + chờ duyệt vượt 40 giờ/tháng hoặc 200 giờ/năm
    (BLLĐ Đ107), vượt 4 giờ trong ngày làm việc (12 giờ ngày nghỉ), trùng giờ ca làm việc hoặc
    trùng một đăng ký khác.

    Args:
        date: Ngày làm thêm (YYYY-MM-DD), từ hôm nay trở đi.
        start_time: Giờ bắt đầu (HH:MM), ví dụ "18:00".
        end_time: Giờ kết thúc (HH:MM), sau giờ bắt đầu và trong cùng ngày, ví dụ "22:00".
        reason: Lý do / nội dung công việc làm thêm.
        employee_id: Mã nhân viên làm thêm; để trống nếu là người dùng hiện tại.
    """
    _me, emp = _actor_for(world, employee_id, "đăng ký làm thêm")
    reason = _clean(reason, "lý do làm thêm")
    _check_horizon(world, date, "Ngày làm thêm")
    start, end = _naive(start_time), _naive(end_time)
    s_min, e_min = _minutes(start), _minutes(end)
    if e_min <= s_min:
        raise InvalidArguments(
            "Giờ kết thúc phải sau giờ bắt đầu trong cùng một ngày (làm thêm qua nửa đêm thì tách "
            "thành hai đăng ký)."
        )
    if date == world.context.today and s_min < _minutes(world.context.now):
        raise InvalidArguments(
            f"Giờ bắt đầu {start:%H:%M} hôm nay đã qua (bây giờ là {world.context.now:%H:%M})."
        )
    hours = round((e_min - s_min) / 60, 2)
    if hours < 0.5:
        raise InvalidArguments("Mỗi lần làm thêm tối thiểu 30 phút.")
    approver = _approver(world, emp)
    working = _is_working_day(world, date)
    if working:
        shift = (
            _first_by_id(world.hr.shifts).get(_shift_on(world, emp, date))
            if world.hr.shifts
            else None
        )
        if shift and s_min < _minutes(shift.end_time) and e_min > _minutes(shift.start_time):
            raise Refused(
                f"Khung {start:%H:%M}–{end:%H:%M} trùng giờ {shift.name} "
                f"({shift.start_time:%H:%M}–{shift.end_time:%H:%M}) của {emp.full_name}; làm "
                "thêm phải ngoài giờ ca."
            )
    same_day = [
        r
        for r in world.hr.overtime_requests
        if r.employee_id == emp.id and r.date == date and r.status in _OPEN
    ]
    for r in same_day:
        if s_min < _minutes(r.end_time) and e_min > _minutes(r.start_time):
            raise Refused(
                f"Trùng với đăng ký làm thêm {r.id} ({r.start_time:%H:%M}–{r.end_time:%H:%M})."
            )
    day_cap = OT_WORKDAY_CAP if working else OT_RESTDAY_CAP
    day_total = sum(r.hours for r in same_day) + hours
    if day_total > day_cap:
        raise Refused(
            f"Tổng làm thêm của {emp.full_name} ngày {date:%d/%m/%Y} sẽ là {day_total:g} giờ, vượt "
            f"mức {day_cap:g} giờ/ngày (BLLĐ Đ107)."
        )
    month, year = _ot_month_and_year(world, emp.id, date.year, date.month)
    if month["total"] + hours > OT_MONTH_CAP:
        raise Refused(
            f"{emp.full_name} đã có {month['total']:g} giờ làm thêm tháng {date.month}/{date.year} "
            f"(đã duyệt {month['approved']:g}, chờ duyệt {month['pending']:g}); thêm {hours:g} giờ "
            f"sẽ vượt trần {OT_MONTH_CAP:g} giờ/tháng (BLLĐ Đ107). Còn được đăng ký tối đa "
            f"{max(0.0, OT_MONTH_CAP - month['total']):g} giờ."
        )
    if year["total"] + hours > OT_YEAR_CAP:
        raise Refused(
            f"{emp.full_name} đã có {year['total']:g} giờ làm thêm năm {date.year}; thêm {hours:g} "
            f"giờ sẽ vượt trần {OT_YEAR_CAP:g} giờ/năm (BLLĐ Đ107)."
        )
    req = OvertimeRequest(
        id=_next_id(world.hr.overtime_requests, f"LT-{date.year}-", 4),
        employee_id=emp.id,
        date=date,
        start_time=start,
        end_time=end,
        hours=hours,
        reason=reason,
        approver_id=approver,
        status=RequestStatus.PENDING,
        created_on=world.context.today,
    )
    world.hr.overtime_requests.append(req)
    return dump(
        req,
        employee_name=emp.full_name,
        approver_name=_name(world, approver),
        month_total_hours=month["total"] + hours,
        remaining_hours_this_month=OT_MONTH_CAP - month["total"] - hours,
    )
