"""Offer tools: create (or update the draft of) a candidate's offer letter."""

from __future__ import annotations

import datetime as dt
from typing import Literal

from avabench.errors import InvalidArguments, Refused
from avabench.tools._common import dump, employee
from avabench.tools.recruitment._helpers import (
    MAX_AHEAD_DAYS,
    MAX_SALARY_VND,
    MIN_WAGE_VND,
    _actor,
    _candidate,
    _check_working_day,
    _fmt,
    _name,
    _next_id,
    _require_active,
    _require_posting_of,
)
from avabench.tools.registry import tool
from avabench.world import WorldState, put
from avabench.world.hr import EmploymentStatus
from avabench.world.recruitment import Offer, OfferStatus, Stage, probation_cap_days


@tool(writes=True)
def recruitment_create_offer(
    world: WorldState,
    candidate_id: str,
    salary_vnd: int,
    start_date: dt.date,
    probation_days: int,
    allowance_vnd: int = 0,
    response_deadline: dt.date | None = None,
    position: str = "",
    manager_id: str = "",
    status: Literal["Nháp", "Đã gửi"] = "Nháp",
    note: str = "",
) -> dict:
    """Tạo thư mời nhận việc (offer) cho ứng viên ở vòng Offer, lưu nháp hoặc gửi ngay.

    Thời gian thử việc không được vượt mức tối đa của BLLĐ 2019 Điều 25 theo yêu cầu bằng cấp
    của vị trí (60 ngày nếu cần cao đẳng trở lên, 30 ngày nếu trung cấp, 6 ngày làm việc với
    công việc khác, 180 ngày với quản lý doanh nghiệp). Lương vượt khung của tin tuyển dụng
    không bị chặn nhưng được cảnh báo (trường warning) để trình phê duyệt. Nếu ứng viên đã có
    offer nháp, offer nháp đó được cập nhật.

    Args:
        candidate_id: Mã ứng viên, ví dụ "UV-2026-0456".
        salary_vnd: Lương chính thức mỗi tháng (VND, số đầy đủ), ví dụ 18000000.
        start_date: Ngày bắt đầu làm việc (YYYY-MM-DD), sau hôm nay và là ngày làm việc.
        probation_days: Số ngày thử việc.
        allowance_vnd: Phụ cấp mỗi tháng (VND).
        response_deadline: Hạn ứng viên phản hồi (YYYY-MM-DD); mặc định 7 ngày sau hôm nay, không sau ngày bắt đầu.
        position: Chức danh trong offer; mặc định là tên vị trí của tin tuyển dụng.
        manager_id: Mã nhân viên quản lý trực tiếp; mặc định là trưởng phòng của tin tuyển dụng.
        status: "Nháp" để lưu nháp hoặc "Đã gửi" để gửi ngay cho ứng viên.
        note: Ghi chú.
    """
    cand = _candidate(world, candidate_id)
    posting = _require_posting_of(world, cand)
    _require_active(cand)
    if cand.stage is not Stage.OFFER:
        raise Refused(
            f"{cand.full_name} đang ở vòng '{cand.stage.value}'. Chỉ tạo offer cho ứng viên ở vòng "
            "Offer: dùng recruitment_move_candidate_stage trước (cần kết luận Đạt của hội đồng)."
        )
    existing = [o for o in world.recruitment.offers if o.candidate_id == cand.id]
    live = [o for o in existing if o.status in (OfferStatus.SENT, OfferStatus.ACCEPTED)]
    if live:
        raise Refused(
            f"{cand.full_name} đã có offer {live[0].id} ở trạng thái '{live[0].status.value}'."
        )
    if salary_vnd <= 0:
        raise InvalidArguments("salary_vnd phải là số dương (VND đầy đủ, ví dụ 18000000).")
    if salary_vnd < MIN_WAGE_VND:
        raise Refused(
            f"Lương {salary_vnd:,} đ thấp hơn lương tối thiểu vùng I ({MIN_WAGE_VND:,} đ). "
            "Nhập số VND đầy đủ, ví dụ 18 triệu = 18000000.".replace(",", ".")
        )
    if salary_vnd > MAX_SALARY_VND:
        raise InvalidArguments("salary_vnd quá lớn; kiểm tra lại đơn vị (VND mỗi tháng).")
    if allowance_vnd < 0 or allowance_vnd > MAX_SALARY_VND:
        raise InvalidArguments("allowance_vnd phải từ 0 đến 1.000.000.000 đ.")
    if probation_days < 0:
        raise InvalidArguments("probation_days không được âm.")
    cap = probation_cap_days(posting.required_degree, posting.is_manager)
    if probation_days > cap:
        need = (
            posting.required_degree.value if posting.required_degree else "không yêu cầu bằng cấp"
        )
        unit = "ngày làm việc" if cap == 6 else "ngày"
        raise Refused(
            f"Thời gian thử việc {probation_days} ngày vượt mức tối đa {cap} {unit} theo Điều 25 "
            f"BLLĐ 2019 cho vị trí '{posting.title}' (yêu cầu {need})."
        )
    today = world.context.today
    if start_date <= today:
        raise Refused(f"Ngày bắt đầu làm việc phải sau hôm nay ({_fmt(today)}).")
    if (start_date - today).days > MAX_AHEAD_DAYS:
        raise InvalidArguments("Ngày bắt đầu quá xa (tối đa một năm kể từ hôm nay).")
    _check_working_day(world, start_date, "Ngày bắt đầu làm việc")
    if response_deadline is None:
        deadline = min(today + dt.timedelta(days=7), start_date)
    else:
        deadline = response_deadline
        if deadline < today:
            raise Refused(f"Hạn phản hồi {_fmt(deadline)} đã qua.")
        if deadline > start_date:
            raise InvalidArguments("response_deadline không được sau ngày bắt đầu làm việc.")
    if manager_id.strip():
        mgr = employee(world, manager_id.strip())
        if mgr.status is EmploymentStatus.LEFT:
            raise Refused(f"{mgr.full_name} đã nghỉ việc, không thể là quản lý trực tiếp.")
        manager = mgr.id
    else:
        dept = next((d for d in world.hr.departments if d.id == posting.department_id), None)
        if dept is None or not dept.manager_id:
            raise InvalidArguments("Phòng ban của tin không có trưởng phòng; hãy nhập manager_id.")
        manager = dept.manager_id
    draft = next((o for o in existing if o.status is OfferStatus.DRAFT), None)
    offer = Offer(
        id=draft.id if draft else _next_id(world.recruitment.offers, f"OF-{today.year}-", 4),
        candidate_id=cand.id,
        position=position.strip() or posting.title,
        department_id=posting.department_id,
        manager_id=manager,
        salary_vnd=salary_vnd,
        allowance_vnd=allowance_vnd,
        start_date=start_date,
        probation_days=probation_days,
        response_deadline=deadline,
        status=OfferStatus(status),
        created_by=_actor(world),
        created_on=today,
        note=note.strip(),
    )
    put(world.recruitment.offers, offer)
    warning = None
    if posting.salary_max_vnd is not None and salary_vnd > posting.salary_max_vnd:
        warning = (
            f"Lương đề xuất {salary_vnd:,} đ vượt khung tối đa {posting.salary_max_vnd:,} đ của tin "
            f"{posting.id}; cần trình phê duyệt vượt khung."
        ).replace(",", ".")
    return dump(
        offer,
        candidate_name=cand.full_name,
        manager_name=_name(world, manager),
        probation_cap_days=cap,
        salary_above_band=warning is not None,
        warning=warning,
        updated_draft=draft is not None,
    )
