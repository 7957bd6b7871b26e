"""Job-posting tools: search the postings and update one (status, deadline, headcount)."""

from __future__ import annotations

import datetime as dt
from typing import Any, Literal

from avabench.errors import InvalidArguments, Refused
from avabench.tools._common import dump, paginate, text_match
from avabench.tools.recruitment._helpers import (
    MAX_AHEAD_DAYS,
    _department_name,
    _department_names,
    _fmt,
    _name_in,
    _names,
    _posting,
)
from avabench.tools.registry import tool
from avabench.world import WorldState, put, replace
from avabench.world.recruitment import CandidateStatus, PostingStatus, Stage, probation_cap_days


@tool(writes=False)
def recruitment_search_job_postings(
    world: WorldState,
    query: str = "",
    department: str = "",
    status: PostingStatus | None = None,
    location: str = "",
    page: int = 1,
    page_size: int = 20,
) -> dict:
    """Tìm tin tuyển dụng theo vị trí, mã tin, phòng ban, trạng thái hoặc địa điểm.

    Kết quả gồm khung lương, hạn nộp, người phụ trách, hội đồng tuyển dụng, các vòng tuyển,
    số ứng viên và thời gian thử việc tối đa theo luật cho vị trí; tin mới mở trước.

    Args:
        query: Từ khoá: tên vị trí (có hoặc không dấu) hoặc mã tin, ví dụ "Kế toán tổng hợp" hoặc "TTD-2026-010". Để trống để liệt kê.
        department: Lọc theo tên hoặc mã phòng ban, ví dụ "Công nghệ" hoặc "PB-CN".
        status: Lọc theo trạng thái: Nháp, Đang tuyển, Tạm dừng, Đã đóng.
        location: Lọc theo địa điểm làm việc: Hà Nội, TP.HCM, Đà Nẵng.
        page: Trang kết quả, bắt đầu từ 1.
        page_size: Số kết quả mỗi trang (tối đa 50).
    """
    depts = _department_names(world)
    found = []
    for p in world.recruitment.job_postings:
        if not text_match(query, p.id, p.title):
            continue
        if department and not text_match(
            department, p.department_id, depts.get(p.department_id, p.department_id)
        ):
            continue
        if status is not None and p.status is not status:
            continue
        if location and not text_match(location, p.location):
            continue
        found.append(p)
    found.sort(key=lambda p: (p.opened_on, p.id), reverse=True)
    chunk, meta = paginate(found, page, page_size)
    rows = []
    if chunk:
        # candidates per posting of the page, counted in one pass
        counts: dict[str, list[int]] = {p.id: [0, 0] for p in chunk}
        for c in world.recruitment.candidates:
            n = counts.get(c.posting_id)
            if n is not None:
                n[0] += 1
                if c.status is CandidateStatus.ACTIVE:
                    n[1] += 1
        names = _names(world)
        for p in chunk:
            total, active = counts[p.id]
            rows.append(
                dump(
                    p,
                    department_name=depts.get(p.department_id, p.department_id),
                    recruiter_name=_name_in(names, p.recruiter_id),
                    hiring_panel_names=[_name_in(names, e) for e in p.hiring_panel],
                    candidate_count=total,
                    active_candidate_count=active,
                    probation_cap_days=probation_cap_days(p.required_degree, p.is_manager),
                )
            )
    return {"job_postings": rows, **meta}


@tool(writes=True)
def recruitment_update_job_posting(
    world: WorldState,
    posting_id: str,
    status: Literal["Đang tuyển", "Tạm dừng", "Đã đóng"] | None = None,
    deadline: dt.date | None = None,
    headcount: int | None = None,
) -> dict:
    """Cập nhật tin tuyển dụng: đổi trạng thái (Đang tuyển / Tạm dừng / Đã đóng), gia hạn hạn nộp hoặc đổi số lượng cần tuyển.

    Tin đã đóng không thể mở lại. Tin đang tuyển phải có hạn nộp từ hôm nay trở đi.

    Args:
        posting_id: Mã tin tuyển dụng, ví dụ "TTD-2026-012".
        status: Trạng thái mới: Đang tuyển, Tạm dừng hoặc Đã đóng.
        deadline: Hạn nộp hồ sơ mới (YYYY-MM-DD).
        headcount: Số lượng cần tuyển mới.
    """
    posting = _posting(world, posting_id)
    if status is None and deadline is None and headcount is None:
        raise InvalidArguments("Cần ít nhất một thay đổi: status, deadline hoặc headcount.")
    if posting.status is PostingStatus.CLOSED:
        raise Refused(f"Tin {posting.id} đã đóng, không thể thay đổi; hãy tạo tin tuyển dụng mới.")
    today = world.context.today
    changes: dict[str, Any] = {}
    new_status = PostingStatus(status) if status is not None else posting.status
    if status is not None:
        if new_status is posting.status and deadline is None and headcount is None:
            raise Refused(f"Tin {posting.id} đã ở trạng thái '{posting.status.value}'.")
        if posting.status is PostingStatus.DRAFT and new_status is PostingStatus.PAUSED:
            raise Refused(f"Tin {posting.id} đang là bản nháp, chưa đăng nên không thể tạm dừng.")
        if new_status is PostingStatus.OPEN and not posting.hiring_panel:
            raise Refused(f"Tin {posting.id} chưa có hội đồng tuyển dụng; chưa thể đăng tuyển.")
        if new_status is not posting.status:
            changes["status"] = new_status
    if deadline is not None:
        if deadline < today:
            raise Refused(f"Hạn nộp {_fmt(deadline)} đã qua; hôm nay là {_fmt(today)}.")
        if (deadline - today).days > MAX_AHEAD_DAYS:
            raise InvalidArguments("Hạn nộp quá xa (tối đa một năm kể từ hôm nay).")
        changes["deadline"] = deadline
    if (
        "status" in changes
        and new_status is PostingStatus.OPEN
        and posting.deadline < today
        and deadline is None
    ):
        raise Refused(
            f"Hạn nộp của tin {posting.id} ({_fmt(posting.deadline)}) đã qua; gia hạn deadline "
            "khi mở lại tin."
        )
    if headcount is not None:
        if not 1 <= headcount <= 500:
            raise InvalidArguments("headcount phải từ 1 đến 500.")
        hired = sum(
            1
            for c in world.recruitment.candidates
            if c.posting_id == posting.id and c.stage is Stage.HIRED
        )
        if headcount < hired:
            raise Refused(f"Tin {posting.id} đã tuyển {hired} người; số lượng không thể nhỏ hơn.")
        changes["headcount"] = headcount
    updated = replace(posting, **changes) if changes else posting
    put(world.recruitment.job_postings, updated)
    active = sum(
        1
        for c in world.recruitment.candidates
        if c.posting_id == posting.id and c.status is CandidateStatus.ACTIVE
    )
    return dump(
        updated,
        changed_fields=sorted(changes),
        active_candidate_count=active,
        department_name=_department_name(world, updated.department_id),
    )
