"""Shift tools (AMIS Chấm công): the shift catalogue and shift-change requests."""

from __future__ import annotations

import datetime as dt

from avabench.errors import Refused
from avabench.tools._common import dump, text_match
from avabench.tools.hr._helpers import (
    _actor_for,
    _approver,
    _check_horizon,
    _clean,
    _dump,
    _first_by_id,
    _is_working_day,
    _minutes,
    _name,
    _next_id,
    _shift,
    _shift_on,
)
from avabench.tools.registry import tool
from avabench.world import WorldState
from avabench.world.hr import RequestStatus, ShiftChangeRequest


@tool(writes=False)
def timesheet_list_shifts(world: WorldState, query: str = "") -> dict:
    """Xem danh mục ca làm việc: mã ca, tên ca, giờ bắt đầu, giờ kết thúc, thời gian nghỉ giữa ca.

    Args:
        query: Lọc theo mã hoặc tên ca (có hoặc không dấu), ví dụ "chiều"; để trống để xem tất cả.
    """
    rows = [
        _dump(
            s,
            working_hours=round(
                (_minutes(s.end_time) - _minutes(s.start_time) - s.break_minutes) / 60, 2
            ),
        )
        for s in world.hr.shifts
        if text_match(query, s.id, s.name)
    ]
    return {"shifts": rows, "total": len(rows)}


@tool(writes=True)
def timesheet_request_shift_change(
    world: WorldState, date: dt.date, to_shift_id: str, reason: str, employee_id: str = ""
) -> dict:
    """Tạo đề nghị đổi ca cho một ngày làm việc (trạng thái Chờ duyệt, người duyệt là quản lý trực tiếp).

    Args:
        date: Ngày cần đổi ca (YYYY-MM-DD), từ hôm nay trở đi, là ngày làm việc.
        to_shift_id: Mã ca muốn đổi sang, ví dụ "CA-S" (xem bằng timesheet_list_shifts).
        reason: Lý do đổi ca.
        employee_id: Mã nhân viên đổi ca; để trống nếu là người dùng hiện tại (quản lý có thể lập cho cấp dưới trực tiếp).
    """
    _me, emp = _actor_for(world, employee_id, "đề nghị đổi ca")
    reason = _clean(reason, "lý do đổi ca")
    _check_horizon(world, date, "Ngày đổi ca")
    if not _is_working_day(world, date):
        raise Refused(f"{date:%d/%m/%Y} là ngày nghỉ (cuối tuần hoặc lễ), không có ca để đổi.")
    target = _shift(world, to_shift_id.strip())
    current = _shift_on(world, emp, date)
    if current == target.id:
        raise Refused(f"Ngày {date:%d/%m/%Y} {emp.full_name} đã làm {target.name} ({target.id}).")
    for r in world.hr.shift_change_requests:
        if r.employee_id == emp.id and r.date == date and r.status == RequestStatus.PENDING:
            raise Refused(
                f"Đã có đề nghị đổi ca {r.id} ngày {date:%d/%m/%Y} đang chờ duyệt; chờ kết quả "
                "trước khi gửi đề nghị mới."
            )
    approver = _approver(world, emp)
    req = ShiftChangeRequest(
        id=_next_id(world.hr.shift_change_requests, f"DC-{date.year}-", 4),
        employee_id=emp.id,
        date=date,
        from_shift_id=current,
        to_shift_id=target.id,
        reason=reason,
        approver_id=approver,
        status=RequestStatus.PENDING,
        created_on=world.context.today,
    )
    world.hr.shift_change_requests.append(req)
    from_shift = _first_by_id(world.hr.shifts).get(current)
    return dump(
        req,
        employee_name=emp.full_name,
        approver_name=_name(world, approver),
        from_shift_name=from_shift.name if from_shift is not None else current,
        to_shift_name=target.name,
    )
