"""Leave tools (AMIS Chấm công): the leave balance and the life of a leave request (list, file,
approve, reject, cancel) under BLLĐ 2019 Đ113–Đ115.
"""

from __future__ import annotations

import datetime as dt

from avabench.errors import InvalidArguments, NotFound, Refused
from avabench.tools._common import dump, paginate
from avabench.tools.hr._helpers import (
    _INACTIVE,
    _OPEN,
    BACKDATE_DAYS,
    FIXED_LEAVE_DAYS,
    HR_DEPARTMENT,
    MAX_LEAVE_SPAN_DAYS,
    _approver,
    _balance,
    _check_horizon,
    _clean,
    _compensatory_hours_left,
    _current,
    _department_name,
    _department_names,
    _dump,
    _employee,
    _manages,
    _name,
    _next_id,
    _pending_annual,
    _remaining,
    _Staff,
    _staff,
    _Viewer,
    _working_days,
)
from avabench.tools.registry import tool
from avabench.world import WorldState, put, replace
from avabench.world.hr import (
    LEAVE_TYPE_LABELS,
    DaySession,
    Employee,
    LeaveBalance,
    LeaveRequest,
    LeaveType,
    RequestStatus,
)


@tool(writes=False)
def timesheet_get_leave_balance(world: WorldState, employee_id: str = "", year: int = 0) -> dict:
    """Xem quỹ phép năm của một nhân viên: được hưởng, đã tích luỹ, đã nghỉ, đang chờ duyệt, còn lại.

    Số còn lại = đã tích luỹ + phép năm cũ chuyển sang − đã nghỉ (đơn đã duyệt) − đang chờ duyệt.

    Args:
        employee_id: Mã nhân viên; để trống để xem của chính người dùng hiện tại.
        year: Năm; 0 nghĩa là năm hiện tại.
    """
    emp = _employee(world, employee_id) if employee_id else _current(world)
    year = year or world.context.today.year
    b = _balance(world, emp.id, year)
    if b is None:
        raise InvalidArguments(f"Nhân viên {emp.full_name} không có quỹ phép năm {year}.")
    return dump(b, employee_name=emp.full_name, remaining_days=_remaining(b))


def _leave_row(world: WorldState, r: LeaveRequest, viewer_id: str) -> dict:
    """One request as a row (a just-decided request: looked up by scanning, dumped afresh)."""
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


def _leave_rows(
    world: WorldState, requests: list[LeaveRequest], viewer_id: str, staff: _Staff | None = None
) -> list[dict]:
    """:func:`_leave_row` of each request, with the lookups built once."""
    people = (staff or _staff(world)).first
    dept_names = _department_names(world)

    def name(employee_id: str | None) -> str | None:
        if not employee_id:
            return None
        e = people.get(employee_id)
        return e.full_name if e is not None else employee_id

    rows = []
    for r in requests:
        emp = people.get(r.employee_id)
        roles = []
        if r.employee_id == viewer_id:
            roles.append("người lập")
        if r.approver_id == viewer_id:
            roles.append("người duyệt")
        if r.substitute_id == viewer_id:
            roles.append("người thay thế")
        if viewer_id in r.related_ids:
            roles.append("người liên quan")
        rows.append(
            _dump(
                r,
                employee_name=emp.full_name if emp else r.employee_id,
                department_id=emp.department_id if emp else None,
                department_name=(
                    dept_names.get(emp.department_id, emp.department_id) if emp else None
                ),
                leave_type_label=LEAVE_TYPE_LABELS[r.leave_type],
                approver_name=name(r.approver_id),
                substitute_name=name(r.substitute_id),
                related_names=[name(x) for x in r.related_ids],
                my_roles=roles,
            )
        )
    return rows


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
    staff = _staff(world)
    me = _current(world, staff)
    if employee_id:
        _employee(world, employee_id, staff)
    if approver_id:
        _employee(world, approver_id, staff)
    if from_date and to_date and from_date > to_date:
        raise InvalidArguments("from_date phải trước hoặc bằng to_date.")
    viewer = _Viewer(world, me, staff)
    me_id = me.id
    found = []
    for r in world.hr.leave_requests:
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
        visible = (
            viewer.can_view(r.employee_id)
            or me_id in (r.approver_id, r.substitute_id)
            or me_id in r.related_ids
        )
        if not visible:
            continue
        found.append(r)
    found.sort(key=lambda r: (r.start_date, r.id), reverse=True)
    chunk, meta = paginate(found, page, page_size)
    result: dict = {"requests": _leave_rows(world, chunk, me_id, staff), **meta}
    if employee_id and not viewer.can_view(employee_id):
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
    me = _current(world)
    emp = _employee(world, employee_id) if employee_id else me
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
        sub = _employee(world, substitute_id)
        if sub.id == emp.id:
            raise InvalidArguments("Người thay thế phải là người khác người xin nghỉ.")
        if sub.status in _INACTIVE:
            raise Refused(f"{sub.full_name} không còn làm việc, không làm người thay thế được.")
    related = list(dict.fromkeys(related_ids or []))
    for rid in related:
        _employee(world, rid)
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
        id=_next_id(world.hr.leave_requests, f"DN-{start_date.year}-", 4),
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
    me = _current(world)
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
    me = _current(world)
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
