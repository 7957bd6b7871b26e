"""HR tools (AMIS Thông tin nhân sự, AMIS Chấm công): 14 tools, 7 of them write.

Permission model (what the screens of AMIS show a user):

* an employee sees their own records and the records of everyone below them in the
  management chain; Phòng Hành chính – Nhân sự (PB-HCNS) and Ban Giám đốc (PB-BGD) see
  everyone;
* on a leave request the approver, the substitute (người thay thế) and the related people
  (người liên quan) see it too, but only the approver may approve or reject it, and only the
  requester may cancel it;
* overtime and shift changes are registered by the employee or by their direct manager.

Business rules enforced here come from BLLĐ 2019: Đ107 (overtime ≤ 40 h/month, ≤ 200 h/year,
≤ 50 % of the normal day), Đ113–Đ115 (annual leave, paid personal leave of 3/1/3 days, unpaid
family leave of 1 day).
"""

from __future__ import annotations

import datetime as dt
import re

from avabench.errors import InvalidArguments, NotFound, Refused
from avabench.tools._common import (
    current_employee,
    dump,
    employee,
    fold,
    page_result,
    paginate,
    text_match,
)
from avabench.tools.registry import tool
from avabench.world import WorldState, next_id, put, replace
from avabench.world.hr import (
    LEAVE_TYPE_LABELS,
    DaySession,
    Employee,
    EmploymentStatus,
    LeaveBalance,
    LeaveRequest,
    LeaveType,
    OvertimeRequest,
    RequestStatus,
    Shift,
    ShiftChangeRequest,
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
_OPEN = (RequestStatus.PENDING, RequestStatus.APPROVED)
_INACTIVE = (EmploymentStatus.LEFT, EmploymentStatus.SUSPENDED)


# -- helpers -------------------------------------------------------------------------------


def _department_name(world: WorldState, department_id: str) -> str:
    return next((d.name for d in world.hr.departments if d.id == department_id), department_id)


def _name(world: WorldState, employee_id: str | None) -> str | None:
    if not employee_id:
        return None
    return next((e.full_name for e in world.hr.employees if e.id == employee_id), employee_id)


def _manages(world: WorldState, manager_id: str, employee_id: str) -> bool:
    """True when ``manager_id`` is above ``employee_id`` in the management chain."""
    by_id = {e.id: e for e in world.hr.employees}
    seen: set[str] = set()
    cur = by_id.get(employee_id)
    while cur is not None and cur.manager_id and cur.manager_id not in seen:
        if cur.manager_id == manager_id:
            return True
        seen.add(cur.manager_id)
        cur = by_id.get(cur.manager_id)
    return False


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


def _holidays(world: WorldState) -> set[dt.date]:
    return {h.date for h in world.hr.holidays}


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
    me = current_employee(world)
    emp = employee(world, employee_id) if employee_id else me
    if emp.id != me.id and emp.manager_id != me.id:
        raise Refused(
            f"Bạn chỉ được {action} cho chính mình hoặc nhân viên cấp dưới trực tiếp; "
            f"{emp.full_name} ({emp.id}) không báo cáo trực tiếp cho bạn."
        )
    if emp.status in _INACTIVE:
        raise Refused(f"{emp.full_name} đang ở trạng thái '{emp.status}', không {action} được.")
    return me, emp


def _approver(world: WorldState, emp: Employee) -> str:
    if not emp.manager_id or not any(e.id == emp.manager_id for e in world.hr.employees):
        raise Refused(f"{emp.full_name} không có quản lý trực tiếp để duyệt; liên hệ Phòng HCNS.")
    return emp.manager_id


def _minutes(t: dt.time) -> float:
    return t.hour * 60 + t.minute + t.second / 60


def _naive(t: dt.time) -> dt.time:
    return t.replace(tzinfo=None, microsecond=0)


def _shift(world: WorldState, shift_id: str) -> Shift:
    for s in world.hr.shifts:
        if s.id == shift_id:
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


# -- employees -----------------------------------------------------------------------------


@tool(writes=False)
def hrm_search_employee(
    world: WorldState,
    query: str = "",
    department: str = "",
    include_former: bool = False,
    page: int = 1,
    page_size: int = 20,
) -> dict:
    """Tìm nhân viên theo tên, mã, email, số điện thoại hoặc chức danh.

    Args:
        query: Từ khoá: họ tên (có hoặc không dấu), mã NV, email, SĐT hoặc chức danh. Để trống để liệt kê.
        department: Lọc theo tên hoặc mã phòng ban, ví dụ "Kế toán" hoặc "PB-KT".
        include_former: True để gồm cả nhân viên đã nghỉ việc.
        page: Trang kết quả, bắt đầu từ 1.
        page_size: Số kết quả mỗi trang (tối đa 50).
    """
    found = []
    for e in world.hr.employees:
        if not include_former and e.status == EmploymentStatus.LEFT:
            continue
        dept_name = _department_name(world, e.department_id)
        if not text_match(query, e.id, e.full_name, e.email, e.phone, e.title):
            continue
        if department and not text_match(department, e.department_id, dept_name):
            continue
        found.append(e)
    result = page_result(found, page, page_size, key="employees")
    for row in result["employees"]:
        row["department_name"] = _department_name(world, row["department_id"])
        row["manager_name"] = _name(world, row["manager_id"])
    return result


@tool(writes=False)
def hrm_get_employee(world: WorldState, employee_id: str) -> dict:
    """Xem hồ sơ đầy đủ của một nhân viên: phòng ban, quản lý trực tiếp, hợp đồng, ca làm, trạng thái.

    Args:
        employee_id: Mã nhân viên, ví dụ "NV000012" (tìm bằng hrm_search_employee nếu chỉ biết tên).
    """
    emp = employee(world, employee_id.strip())
    dept = next((d for d in world.hr.departments if d.id == emp.department_id), None)
    manager = next((e for e in world.hr.employees if e.id == emp.manager_id), None)
    today = world.context.today
    years = (
        today.year
        - emp.hire_date.year
        - ((today.month, today.day) < (emp.hire_date.month, emp.hire_date.day))
    )
    reports = [
        {"id": e.id, "full_name": e.full_name, "title": e.title}
        for e in world.hr.employees
        if e.manager_id == emp.id and e.status != EmploymentStatus.LEFT
    ]
    shift = next((s for s in world.hr.shifts if s.id == emp.shift_id), None)
    return dump(
        emp,
        department_name=dept.name if dept else emp.department_id,
        branch=dept.branch if dept else None,
        manager_name=manager.full_name if manager else None,
        manager_title=manager.title if manager else None,
        seniority_years=max(0, years),
        contract={
            "type": str(emp.contract_type),
            "number": emp.contract_no,
            "start": emp.contract_start.isoformat() if emp.contract_start else None,
            "end": emp.contract_end.isoformat() if emp.contract_end else None,
            "days_to_end": (emp.contract_end - today).days if emp.contract_end else None,
        },
        shift_name=shift.name if shift else None,
        direct_reports=reports,
    )


@tool(writes=False)
def hrm_list_departments(world: WorldState, query: str = "", branch: str = "") -> dict:
    """Liệt kê cơ cấu tổ chức: các phòng ban, chi nhánh, trưởng phòng và số nhân sự.

    Args:
        query: Lọc theo tên hoặc mã phòng ban (có hoặc không dấu); để trống để xem tất cả.
        branch: Lọc theo chi nhánh: "Hà Nội", "TP.HCM" hoặc "Đà Nẵng"; để trống để xem tất cả.
    """
    rows = []
    for d in world.hr.departments:
        if not text_match(query, d.id, d.name) or not text_match(branch, d.branch):
            continue
        staff = [e for e in world.hr.employees if e.department_id == d.id]
        by_status: dict[str, int] = {}
        for e in staff:
            by_status[str(e.status)] = by_status.get(str(e.status), 0) + 1
        rows.append(
            dump(
                d,
                manager_name=_name(world, d.manager_id),
                parent_name=_department_name(world, d.parent_id) if d.parent_id else None,
                headcount=sum(1 for e in staff if e.status != EmploymentStatus.LEFT),
                headcount_by_status=by_status,
            )
        )
    return {"departments": rows, "total": len(rows)}


_CONTACT_FIELDS = {
    "phone": "phone",
    "so dien thoai": "phone",
    "sdt": "phone",
    "dien thoai": "phone",
    "so dt": "phone",
    "mobile": "phone",
    "personal_email": "personal_email",
    "personal email": "personal_email",
    "email ca nhan": "personal_email",
    "email rieng": "personal_email",
}
_PHONE = re.compile(r"0[35789]\d{8}")
_EMAIL = re.compile(r"[a-z0-9._%+-]+@[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}")


@tool(writes=True)
def hrm_update_employee_info(
    world: WorldState, field: str, value: str, employee_id: str = ""
) -> dict:
    """Cập nhật thông tin liên hệ trên hồ sơ nhân viên: số điện thoại hoặc email cá nhân.

    Nhân viên chỉ tự cập nhật được số điện thoại và email cá nhân của chính mình; nhân viên
    Phòng Hành chính – Nhân sự cập nhật được hai trường này cho mọi nhân viên. Các trường khác
    (họ tên, ngày sinh, phòng ban, chức danh, quản lý, email công ty, hợp đồng, lương…) không
    sửa được bằng công cụ này: phải gửi đề nghị cho Phòng HCNS.

    Args:
        field: Trường cần sửa: "phone" (số điện thoại) hoặc "personal_email" (email cá nhân).
        value: Giá trị mới, ví dụ "0912 345 678" hoặc "ten.ho@gmail.com".
        employee_id: Mã nhân viên cần sửa; để trống nếu là hồ sơ của chính người dùng hiện tại.
    """
    key = fold(field.replace("_", " ")) if field.strip() else ""
    if not key:
        raise InvalidArguments('Cần chọn trường cần sửa: "phone" hoặc "personal_email".')
    target_field = _CONTACT_FIELDS.get(key) or _CONTACT_FIELDS.get(fold(field))
    if target_field is None:
        raise Refused(
            f"Không được tự cập nhật trường '{field}'. Chỉ sửa được số điện thoại (phone) và "
            "email cá nhân (personal_email); các thông tin khác cần gửi đề nghị cho Phòng "
            "Hành chính – Nhân sự."
        )
    me = current_employee(world)
    emp = employee(world, employee_id.strip()) if employee_id.strip() else me
    if emp.id != me.id and me.department_id != HR_DEPARTMENT:
        raise Refused(
            f"Bạn chỉ được cập nhật hồ sơ của chính mình; hồ sơ của {emp.full_name} do "
            "Phòng Hành chính – Nhân sự cập nhật."
        )
    raw = value.strip()
    if target_field == "phone":
        digits = re.sub(r"[\s.\-()]", "", raw)
        if digits.startswith("+84"):
            digits = "0" + digits[3:]
        elif digits.startswith("84") and len(digits) == 11:
            digits = "0" + digits[2:]
        if not _PHONE.fullmatch(digits):
            raise InvalidArguments(
                f"Số điện thoại '{value}' không hợp lệ: cần 10 chữ số, bắt đầu bằng 03, 05, 07, "
                "08 hoặc 09 (ví dụ 0912 345 678)."
            )
        other = next((e for e in world.hr.employees if e.phone == digits and e.id != emp.id), None)
        if other is not None:
            raise Refused(f"Số {digits} đang là số của {other.full_name} ({other.id}).")
        new = digits
    else:
        new = raw.lower()
        if not _EMAIL.fullmatch(new):
            raise InvalidArguments(f"Email '{value}' không hợp lệ, ví dụ đúng: ten.ho@gmail.com.")
        if new.endswith("@" + world.context.company_domain):
            raise InvalidArguments(
                "Email cá nhân không được là email công ty; email công ty do Phòng HCNS cấp."
            )
    old = getattr(emp, target_field)
    if old == new:
        raise InvalidArguments(f"Giá trị mới giống giá trị hiện tại ({old}); không cần cập nhật.")
    updated = put(world.hr.employees, replace(emp, **{target_field: new}))
    return {
        "employee_id": updated.id,
        "full_name": updated.full_name,
        "field": target_field,
        "old_value": old,
        "new_value": new,
        "updated_by": me.id,
    }


# -- leave ---------------------------------------------------------------------------------


def _remaining(balance: LeaveBalance) -> float:
    return (
        balance.accrued_days + balance.carried_over_days - balance.used_days - balance.pending_days
    )


def _balance(world: WorldState, employee_id: str, year: int) -> LeaveBalance | None:
    return next(
        (b for b in world.hr.leave_balances if b.employee_id == employee_id and b.year == year),
        None,
    )


@tool(writes=False)
def timesheet_get_leave_balance(world: WorldState, employee_id: str = "", year: int = 0) -> dict:
    """Xem quỹ phép năm của một nhân viên: được hưởng, đã tích luỹ, đã nghỉ, đang chờ duyệt, còn lại.

    Số còn lại = đã tích luỹ + phép năm cũ chuyển sang − đã nghỉ (đơn đã duyệt) − đang chờ duyệt.

    Args:
        employee_id: Mã nhân viên; để trống để xem của chính người dùng hiện tại.
        year: Năm; 0 nghĩa là năm hiện tại.
    """
    emp = employee(world, employee_id) if employee_id else current_employee(world)
    year = year or world.context.today.year
    b = _balance(world, emp.id, year)
    if b is None:
        raise InvalidArguments(f"Nhân viên {emp.full_name} không có quỹ phép năm {year}.")
    return dump(b, employee_name=emp.full_name, remaining_days=_remaining(b))


def _leave_row(world: WorldState, r: LeaveRequest, viewer_id: str) -> dict:
    emp = next((e for e in world.hr.employees if e.id == r.employee_id), None)
    roles = []
    if r.employee_id == viewer_id:
        roles.append("người lập")
    if r.approver_id == viewer_id:
        roles.append("người duyệt")
    if r.substitute_id == viewer_id:
        roles.append("người thay thế")
    if viewer_id in r.related_ids:
        roles.append("người liên quan")
    return dump(
        r,
        employee_name=emp.full_name if emp else r.employee_id,
        department_id=emp.department_id if emp else None,
        department_name=_department_name(world, emp.department_id) if emp else None,
        leave_type_label=LEAVE_TYPE_LABELS[r.leave_type],
        approver_name=_name(world, r.approver_id),
        substitute_name=_name(world, r.substitute_id),
        related_names=[_name(world, x) for x in r.related_ids],
        my_roles=roles,
    )


@tool(writes=False)
def timesheet_list_leave_requests(
    world: WorldState,
    employee_id: str = "",
    status: RequestStatus | None = None,
    approver_id: str = "",
    from_date: dt.date | None = None,
    to_date: dt.date | None = None,
    leave_type: LeaveType | None = None,
    page: int = 1,
    page_size: int = 20,
) -> dict:
    """Xem danh sách đơn xin nghỉ mà người dùng được xem, có lọc và phân trang.

    Người dùng thấy đơn của mình, đơn mình là người duyệt / người thay thế / người liên quan,
    và đơn của nhân viên cấp dưới (Phòng HCNS và Ban Giám đốc thấy tất cả). Cột my_roles cho
    biết vai trò của người dùng trên từng đơn. Để xem "đơn chờ tôi duyệt": approver_id = mã của
    người dùng và status = "Chờ duyệt".

    Args:
        employee_id: Chỉ lấy đơn của nhân viên này (mã NV); để trống để lấy tất cả.
        status: Trạng thái: "Chờ duyệt", "Đã duyệt", "Từ chối" hoặc "Đã huỷ"; để trống để lấy tất cả.
        approver_id: Chỉ lấy đơn có người duyệt là nhân viên này (mã NV).
        from_date: Lấy đơn có ngày nghỉ từ ngày này trở đi (YYYY-MM-DD).
        to_date: Lấy đơn có ngày nghỉ đến hết ngày này (YYYY-MM-DD).
        leave_type: Mã loại nghỉ: P, KL, VR-C, VR-CC, VR-T, KL-1, Ô, TS, NB.
        page: Trang kết quả, bắt đầu từ 1.
        page_size: Số đơn mỗi trang (tối đa 50).
    """
    me = current_employee(world)
    if employee_id:
        employee(world, employee_id)
    if approver_id:
        employee(world, approver_id)
    if from_date and to_date and from_date > to_date:
        raise InvalidArguments("from_date phải trước hoặc bằng to_date.")
    found = []
    for r in world.hr.leave_requests:
        visible = (
            _can_view(world, me, r.employee_id)
            or me.id in (r.approver_id, r.substitute_id)
            or me.id in r.related_ids
        )
        if not visible:
            continue
        if employee_id and r.employee_id != employee_id:
            continue
        if approver_id and r.approver_id != approver_id:
            continue
        if status is not None and r.status != status:
            continue
        if leave_type is not None and r.leave_type != leave_type:
            continue
        if from_date and r.end_date < from_date:
            continue
        if to_date and r.start_date > to_date:
            continue
        found.append(r)
    found.sort(key=lambda r: (r.start_date, r.id), reverse=True)
    chunk, meta = paginate(found, page, page_size)
    result: dict = {"requests": [_leave_row(world, r, me.id) for r in chunk], **meta}
    if employee_id and not _can_view(world, me, employee_id):
        result["note"] = (
            "Bạn không quản lý nhân viên này: chỉ hiện các đơn mà bạn là người duyệt, người thay "
            "thế hoặc người liên quan."
        )
    return result


def _check_overlap(
    world: WorldState, emp: Employee, start: dt.date, end: dt.date, session: DaySession
) -> None:
    for r in world.hr.leave_requests:
        if r.employee_id != emp.id or r.status not in _OPEN:
            continue
        if r.start_date > end or start > r.end_date:
            continue
        halves = {session, r.session}
        if start == end == r.start_date == r.end_date and halves == {
            DaySession.MORNING,
            DaySession.AFTERNOON,
        }:
            continue
        raise Refused(
            f"{emp.full_name} đã có đơn {r.id} ({r.status}) nghỉ từ {r.start_date:%d/%m/%Y} đến "
            f"{r.end_date:%d/%m/%Y} trùng thời gian. Huỷ hoặc sửa đơn đó trước."
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


@tool(writes=True)
def timesheet_create_leave_request(
    world: WorldState,
    leave_type: LeaveType,
    start_date: dt.date,
    end_date: dt.date,
    reason: str,
    session: DaySession = DaySession.FULL,
    employee_id: str = "",
    substitute_id: str = "",
    related_ids: list[str] | None = None,
) -> dict:
    """Tạo đơn xin nghỉ (trạng thái Chờ duyệt); người duyệt là quản lý trực tiếp.

    Số ngày nghỉ được tính tự động theo ngày làm việc (bỏ thứ Bảy, Chủ nhật và ngày lễ).
    Đơn nghỉ phép năm (P) bị từ chối nếu vượt số phép còn lại: phần vượt phải là đơn nghỉ
    không lương (KL) riêng. Nghỉ việc riêng có hưởng lương tối đa: kết hôn 3 ngày, con kết hôn
    1 ngày, tang 3 ngày; việc riêng không lương (KL-1) 1 ngày. Nghỉ bù (NB) không vượt số giờ
    làm thêm đã duyệt. Đơn cho ngày đã qua chỉ lập bổ sung được trong vòng 30 ngày.

    Args:
        leave_type: Mã loại nghỉ: P (phép năm), KL (không lương), VR-C (bản thân kết hôn), VR-CC (con kết hôn), VR-T (tang), KL-1 (việc riêng không lương), Ô (ốm), TS (thai sản), NB (nghỉ bù).
        start_date: Ngày bắt đầu nghỉ (YYYY-MM-DD).
        end_date: Ngày kết thúc nghỉ (YYYY-MM-DD), không trước ngày bắt đầu.
        reason: Lý do nghỉ.
        session: Cả ngày, Buổi sáng hoặc Buổi chiều (buổi chỉ dùng khi nghỉ trong một ngày).
        employee_id: Mã nhân viên xin nghỉ; để trống nếu là người dùng hiện tại.
        substitute_id: Mã nhân viên làm thay (nếu có).
        related_ids: Mã các nhân viên liên quan cần được thông báo.
    """
    me = current_employee(world)
    emp = employee(world, employee_id) if employee_id else me
    if emp.id != me.id and not (
        _manages(world, me.id, emp.id) or me.department_id == HR_DEPARTMENT
    ):
        raise Refused(
            f"Bạn không được lập đơn nghỉ thay cho {emp.full_name}; nhân viên tự lập đơn trên "
            "AMIS hoặc nhờ quản lý / Phòng HCNS."
        )
    if emp.status in _INACTIVE:
        raise Refused(f"{emp.full_name} đang ở trạng thái '{emp.status}', không lập đơn nghỉ được.")
    reason = _clean(reason, "lý do nghỉ")
    if end_date < start_date:
        raise InvalidArguments("end_date phải sau hoặc bằng start_date.")
    _check_horizon(world, start_date, "Ngày bắt đầu nghỉ", past_days=BACKDATE_DAYS)
    if (end_date - start_date).days >= MAX_LEAVE_SPAN_DAYS:
        raise InvalidArguments(f"Một đơn nghỉ không dài quá {MAX_LEAVE_SPAN_DAYS} ngày.")
    if session is not DaySession.FULL and start_date != end_date:
        raise InvalidArguments("Nghỉ nửa ngày chỉ áp dụng cho đơn một ngày.")
    workdays = _working_days(world, start_date, end_date)
    if not workdays:
        raise Refused("Khoảng thời gian này không có ngày làm việc nào (cuối tuần hoặc ngày lễ).")
    days = 0.5 if session is not DaySession.FULL else float(len(workdays))
    if substitute_id:
        sub = employee(world, substitute_id)
        if sub.id == emp.id:
            raise InvalidArguments("Người thay thế phải là người khác người xin nghỉ.")
        if sub.status in _INACTIVE:
            raise Refused(f"{sub.full_name} không còn làm việc, không làm người thay thế được.")
    related = list(dict.fromkeys(related_ids or []))
    for rid in related:
        employee(world, rid)
    approver = _approver(world, emp)
    _check_overlap(world, emp, start_date, end_date, session)
    cap = FIXED_LEAVE_DAYS.get(leave_type)
    if cap is not None and days > cap:
        raise Refused(
            f"{LEAVE_TYPE_LABELS[leave_type]} tối đa {cap:g} ngày (BLLĐ Đ115), đơn này {days:g} "
            "ngày. Phần vượt lập đơn phép năm (P) hoặc không lương (KL) riêng."
        )
    if leave_type is LeaveType.COMPENSATORY:
        left = _compensatory_hours_left(world, emp, start_date.year)
        if days * 8 > left:
            raise Refused(
                f"{emp.full_name} còn {max(left, 0):g} giờ làm thêm đã duyệt chưa nghỉ bù, không "
                f"đủ cho {days:g} ngày nghỉ bù ({days * 8:g} giờ)."
            )
    if leave_type is LeaveType.ANNUAL:
        balance = _balance(world, emp.id, start_date.year)
        remaining = _remaining(balance) if balance else 0.0
        if days > remaining:
            raise Refused(
                f"Số phép năm còn lại của {emp.full_name} là {remaining:g} ngày, không đủ cho "
                f"{days:g} ngày. Tách phần vượt thành đơn nghỉ không lương (KL)."
            )
        if balance:
            put(world.hr.leave_balances, replace(balance, pending_days=balance.pending_days + days))
    req = LeaveRequest(
        id=next_id(world.hr.leave_requests, f"DN-{start_date.year}-", 4),
        employee_id=emp.id,
        leave_type=leave_type,
        start_date=start_date,
        end_date=end_date,
        session=session,
        days=days,
        reason=reason,
        approver_id=approver,
        substitute_id=substitute_id or None,
        related_ids=related,
        status=RequestStatus.PENDING,
        created_on=world.context.today,
    )
    world.hr.leave_requests.append(req)
    return dump(req, leave_type_label=LEAVE_TYPE_LABELS[leave_type])


def _leave_request(world: WorldState, request_id: str) -> LeaveRequest:
    rid = request_id.strip()
    for r in world.hr.leave_requests:
        if r.id == rid:
            return r
    raise NotFound(
        f"Không có đơn nghỉ mã '{request_id}'. Dùng timesheet_list_leave_requests để tìm mã đơn."
    )


def _pending_for(world: WorldState, r: LeaveRequest, action: str) -> None:
    if r.status != RequestStatus.PENDING:
        raise Refused(
            f"Đơn {r.id} đang ở trạng thái '{r.status}', chỉ {action} được đơn Chờ duyệt."
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


def _release_pending(world: WorldState, r: LeaveRequest, to_used: bool) -> LeaveBalance | None:
    """Take the request's days out of 'pending' (and into 'used' when approved).

    Called after the request left *Chờ duyệt*, so 'pending' is recounted from the requests
    still waiting (this also absorbs a request a task added without touching the ledger).
    """
    if r.leave_type is not LeaveType.ANNUAL:
        return None
    b = _balance(world, r.employee_id, r.start_date.year)
    if b is None:
        return None
    new = replace(
        b,
        pending_days=_pending_annual(world, r.employee_id, b.year),
        used_days=round(b.used_days + r.days, 2) if to_used else b.used_days,
    )
    return put(world.hr.leave_balances, new)


def _decision(
    world: WorldState, r: LeaveRequest, status: RequestStatus, by: str, note: str
) -> dict:
    new = put(
        world.hr.leave_requests,
        replace(
            r, status=status, decided_by=by, decided_on=world.context.today, decision_note=note
        ),
    )
    balance = _release_pending(world, r, to_used=status is RequestStatus.APPROVED)
    out = _leave_row(world, new, by)
    if balance is not None:
        out["leave_balance"] = dump(balance, remaining_days=_remaining(balance))
    return out


def _as_approver(world: WorldState, r: LeaveRequest, action: str) -> Employee:
    me = current_employee(world)
    if r.approver_id != me.id:
        raise Refused(
            f"Chỉ người duyệt của đơn {r.id} ({_name(world, r.approver_id)}, {r.approver_id}) "
            f"mới được {action} đơn này."
        )
    return me


@tool(writes=True)
def timesheet_approve_leave_request(world: WorldState, request_id: str, note: str = "") -> dict:
    """Duyệt một đơn xin nghỉ đang Chờ duyệt mà người dùng hiện tại là người duyệt.

    Với đơn phép năm (P), số ngày chuyển từ "đang chờ duyệt" sang "đã nghỉ" trong quỹ phép;
    đơn P vượt số phép còn lại không duyệt được (công ty không cho ứng phép).

    Args:
        request_id: Mã đơn nghỉ, ví dụ "DN-2026-0057".
        note: Ghi chú khi duyệt (không bắt buộc).
    """
    r = _leave_request(world, request_id)
    me = _as_approver(world, r, "duyệt")
    _pending_for(world, r, "duyệt")
    b = _balance(world, r.employee_id, r.start_date.year)
    if r.leave_type is LeaveType.ANNUAL and b is not None:
        others = _pending_annual(world, r.employee_id, b.year, exclude=r.id)
        available = b.accrued_days + b.carried_over_days - b.used_days - others
        if r.days > available:
            raise Refused(
                f"Quỹ phép năm của {_name(world, r.employee_id)} chỉ còn {max(available, 0):g} "
                f"ngày, không đủ để duyệt {r.days:g} ngày (công ty không cho ứng phép). Hãy từ "
                "chối đơn và đề nghị tách phần vượt thành nghỉ không lương (KL)."
            )
    return _decision(world, r, RequestStatus.APPROVED, me.id, _clean(note, "ghi chú", False))


@tool(writes=True)
def timesheet_reject_leave_request(world: WorldState, request_id: str, reason: str) -> dict:
    """Từ chối một đơn xin nghỉ đang Chờ duyệt mà người dùng hiện tại là người duyệt.

    Bắt buộc ghi lý do; với đơn phép năm (P), số ngày đang chờ được trả lại quỹ phép.

    Args:
        request_id: Mã đơn nghỉ, ví dụ "DN-2026-0057".
        reason: Lý do từ chối (bắt buộc), sẽ được gửi cho người lập đơn.
    """
    r = _leave_request(world, request_id)
    me = _as_approver(world, r, "từ chối")
    _pending_for(world, r, "từ chối")
    return _decision(world, r, RequestStatus.REJECTED, me.id, _clean(reason, "lý do từ chối"))


@tool(writes=True)
def timesheet_cancel_leave_request(world: WorldState, request_id: str, reason: str = "") -> dict:
    """Huỷ đơn xin nghỉ của chính người dùng khi đơn còn Chờ duyệt.

    Đơn đã duyệt không tự huỷ được: liên hệ người duyệt hoặc Phòng HCNS. Với đơn phép năm (P),
    số ngày đang chờ được trả lại quỹ phép.

    Args:
        request_id: Mã đơn nghỉ, ví dụ "DN-2026-0057".
        reason: Lý do huỷ (không bắt buộc).
    """
    r = _leave_request(world, request_id)
    me = current_employee(world)
    if r.employee_id != me.id:
        raise Refused(
            f"Đơn {r.id} là của {_name(world, r.employee_id)}; chỉ người lập đơn mới huỷ được."
        )
    if r.status == RequestStatus.APPROVED:
        raise Refused(
            f"Đơn {r.id} đã được duyệt, không tự huỷ được; liên hệ người duyệt "
            f"({_name(world, r.approver_id)}) hoặc Phòng HCNS."
        )
    _pending_for(world, r, "huỷ")
    return _decision(world, r, RequestStatus.CANCELLED, me.id, _clean(reason, "lý do huỷ", False))


# -- overtime ------------------------------------------------------------------------------


def _ot_hours(world: WorldState, employee_id: str, year: int, month: int | None = None) -> dict:
    approved = pending = 0.0
    for r in world.hr.overtime_requests:
        if r.employee_id != employee_id or r.date.year != year:
            continue
        if month is not None and r.date.month != month:
            continue
        if r.status == RequestStatus.APPROVED:
            approved += r.hours
        elif r.status == RequestStatus.PENDING:
            pending += r.hours
    return {"approved": approved, "pending": pending, "total": approved + pending}


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
    me = current_employee(world)
    today = world.context.today
    year = year or today.year
    month = month or today.month
    if not 2000 <= year <= 2100:
        raise InvalidArguments("year phải là năm dạng YYYY, ví dụ 2026.")
    if not 1 <= month <= 12:
        raise InvalidArguments("month phải trong khoảng 1–12.")
    scope: list[str] | None = None
    if employee_id:
        scope = [employee(world, employee_id).id]
    if manager_id:
        employee(world, manager_id)
        team = [
            e.id
            for e in world.hr.employees
            if e.manager_id == manager_id and e.status != EmploymentStatus.LEFT
        ]
        scope = [x for x in scope if x in team] if scope is not None else team
    rows = []
    for r in world.hr.overtime_requests:
        if (r.date.year, r.date.month) != (year, month):
            continue
        if scope is not None and r.employee_id not in scope:
            continue
        if not (_can_view(world, me, r.employee_id) or r.approver_id == me.id):
            continue
        if status is not None and r.status != status:
            continue
        rows.append(r)
    rows.sort(key=lambda r: (r.date, r.start_time, r.id))
    people = scope if scope is not None else list(dict.fromkeys(r.employee_id for r in rows))
    totals = []
    for pid in people:
        if not (_can_view(world, me, pid) or any(r.employee_id == pid for r in rows)):
            continue
        m = _ot_hours(world, pid, year, month)
        y = _ot_hours(world, pid, year)
        totals.append(
            {
                "employee_id": pid,
                "employee_name": _name(world, pid),
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
            dump(
                r,
                employee_name=_name(world, r.employee_id),
                approver_name=_name(world, r.approver_id),
            )
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
        shift = next((s for s in world.hr.shifts if s.id == _shift_on(world, emp, date)), None)
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
    month = _ot_hours(world, emp.id, date.year, date.month)
    if month["total"] + hours > OT_MONTH_CAP:
        raise Refused(
            f"{emp.full_name} đã có {month['total']:g} giờ làm thêm tháng {date.month}/{date.year} "
            f"(đã duyệt {month['approved']:g}, chờ duyệt {month['pending']:g}); thêm {hours:g} giờ "
            f"sẽ vượt trần {OT_MONTH_CAP:g} giờ/tháng (BLLĐ Đ107). Còn được đăng ký tối đa "
            f"{max(0.0, OT_MONTH_CAP - month['total']):g} giờ."
        )
    year = _ot_hours(world, emp.id, date.year)
    if year["total"] + hours > OT_YEAR_CAP:
        raise Refused(
            f"{emp.full_name} đã có {year['total']:g} giờ làm thêm năm {date.year}; thêm {hours:g} "
            f"giờ sẽ vượt trần {OT_YEAR_CAP:g} giờ/năm (BLLĐ Đ107)."
        )
    req = OvertimeRequest(
        id=next_id(world.hr.overtime_requests, f"LT-{date.year}-", 4),
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


# -- shifts --------------------------------------------------------------------------------


@tool(writes=False)
def timesheet_list_shifts(world: WorldState, query: str = "") -> dict:
    """Xem danh mục ca làm việc: mã ca, tên ca, giờ bắt đầu, giờ kết thúc, thời gian nghỉ giữa ca.

    Args:
        query: Lọc theo mã hoặc tên ca (có hoặc không dấu), ví dụ "chiều"; để trống để xem tất cả.
    """
    rows = [
        dump(
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
        id=next_id(world.hr.shift_change_requests, f"DC-{date.year}-", 4),
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
    return dump(
        req,
        employee_name=emp.full_name,
        approver_name=_name(world, approver),
        from_shift_name=next((s.name for s in world.hr.shifts if s.id == current), current),
        to_shift_name=target.name,
    )
