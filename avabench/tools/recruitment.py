"""Recruitment tools (AMIS Tuyển dụng): 12 tools, 6 of them write.

Rules enforced here (each refusal is a :class:`Refused` with a message the model can act on):

* candidates move only forward, only while *Đang xử lý*, and only past a *Phỏng vấn* round
  whose panel verdict is *Đạt* (a strict majority of the posting's hội đồng concluded Đạt);
  *Nhận việc* needs an accepted offer;
* interviews are never in the past, on a weekend or a company holiday, outside 08:00–18:00,
  with an interviewer who has left or is on approved leave, or double-booked for an
  interviewer or the candidate; a given room must exist (office.rooms) and seat everyone;
* only a member of the posting's panel evaluates, once per round;
* an offer needs the candidate at the *Offer* stage, a probation within BLLĐ 2019 Đ25 for the
  posting's degree requirement and a salary of at least the regional minimum wage; a salary
  above the posting's band is *flagged* (``warning``), not refused;
* CCCD and home address are never returned.
"""

from __future__ import annotations

import datetime as dt
from typing import Any, Literal

from avabench.errors import InvalidArguments, NotFound, Refused
from avabench.tools._common import (
    current_employee,
    dump,
    employee,
    paginate,
    phone_digits,
    text_match,
)
from avabench.tools.registry import tool
from avabench.world import WorldState, next_id, put, replace
from avabench.world.hr import EmploymentStatus
from avabench.world.recruitment import (
    EVALUATED_ROUNDS,
    INTERVIEW_ROUNDS,
    STAGE_ORDER,
    Candidate,
    CandidateStatus,
    Conclusion,
    Evaluation,
    Interview,
    InterviewMode,
    InterviewStatus,
    JobPosting,
    Offer,
    OfferStatus,
    PostingStatus,
    Stage,
    StageEvent,
    probation_cap_days,
)

#: Fields of a candidate that no tool returns (personal data, NĐ 13/2023).
SENSITIVE_FIELDS = ("national_id", "home_address")
#: Vùng I minimum wage from 1/1/2026 (NĐ 293/2025/NĐ-CP): all three offices are in vùng I.
MIN_WAGE_VND = 5_310_000
MAX_SALARY_VND = 1_000_000_000
WORK_START = dt.time(8, 0)
WORK_END = dt.time(18, 0)
#: How far ahead an interview or a start date may be set.
MAX_AHEAD_DAYS = 365
#: Meeting rooms of the head office, used only when the office subsystem has no room table.
_FALLBACK_ROOMS: dict[str, tuple[str, int | None]] = {
    "PH-301": ("P.301 Sen", 4),
    "PH-302": ("P.302 Lúa", 6),
    "PH-401": ("P.401 Mai", 6),
    "PH-402": ("P.402 Đào", 8),
    "PH-501": ("P.501 Hội trường", 30),
}
NOT_ENOUGH = "Chưa đủ đánh giá"

# -- lookups --------------------------------------------------------------------------------


def _posting(world: WorldState, posting_id: str) -> JobPosting:
    for p in world.recruitment.job_postings:
        if p.id == posting_id:
            return p
    raise NotFound(
        f"Không có tin tuyển dụng mã '{posting_id}'. Dùng recruitment_search_job_postings để "
        "tìm mã tin (dạng TTD-2026-012)."
    )


def _candidate(world: WorldState, candidate_id: str) -> Candidate:
    for c in world.recruitment.candidates:
        if c.id == candidate_id:
            return c
    raise NotFound(
        f"Không có ứng viên mã '{candidate_id}'. Dùng recruitment_search_candidates để tìm mã "
        "ứng viên (dạng UV-2026-0456)."
    )


def _posting_of(world: WorldState, cand: Candidate) -> JobPosting | None:
    return next((p for p in world.recruitment.job_postings if p.id == cand.posting_id), None)


def _require_posting_of(world: WorldState, cand: Candidate) -> JobPosting:
    posting = _posting_of(world, cand)
    if posting is None:
        raise Refused(f"Ứng viên {cand.full_name} không gắn với tin tuyển dụng nào còn tồn tại.")
    return posting


def _name(world: WorldState, employee_id: str | None) -> str | None:
    if not employee_id:
        return None
    return next((e.full_name for e in world.hr.employees if e.id == employee_id), employee_id)


def _department_name(world: WorldState, department_id: str) -> str:
    return next((d.name for d in world.hr.departments if d.id == department_id), department_id)


def _actor(world: WorldState) -> str | None:
    """The current user's employee id (None when a shopper is talking)."""
    uid = world.context.current_user_id
    return uid if any(e.id == uid for e in world.hr.employees) else None


def _rooms(world: WorldState) -> dict[str, tuple[str, int | None]]:
    """Room id → (name, capacity), read defensively from the office subsystem."""
    table = getattr(world.office, "rooms", None)
    if table is None:
        return dict(_FALLBACK_ROOMS)
    out: dict[str, tuple[str, int | None]] = {}
    for room in table:
        rid = getattr(room, "id", None)
        if not isinstance(rid, str):
            continue
        name = getattr(room, "name", rid)
        cap = getattr(room, "capacity", None)
        out[rid] = (name if isinstance(name, str) else rid, cap if isinstance(cap, int) else None)
    return out


def _stage_index(stage: Stage) -> int:
    return STAGE_ORDER.index(stage)


def _stages_text(posting: JobPosting) -> str:
    return " → ".join(posting.stages)


# -- derived views --------------------------------------------------------------------------


def _public(world: WorldState, cand: Candidate) -> dict[str, Any]:
    """A candidate without the sensitive fields and without the CV details."""
    posting = _posting_of(world, cand)
    return {
        "id": cand.id,
        "full_name": cand.full_name,
        "gender": cand.gender.value,
        "birth_date": cand.birth_date.isoformat(),
        "email": cand.email,
        "phone": cand.phone,
        "source": cand.source.value,
        "posting_id": cand.posting_id,
        "posting_title": posting.title if posting else None,
        "applied_on": cand.applied_on.isoformat(),
        "stage": cand.stage.value,
        "status": cand.status.value,
        "reject_reason": cand.reject_reason,
    }


def panel_verdict(world: WorldState, cand: Candidate, round_: Stage) -> dict[str, Any]:
    """The hội đồng's verdict for one round of one candidate.

    *Đạt* only when a strict majority of the posting's panel concluded Đạt; *Chưa đủ đánh giá*
    while fewer than a majority evaluated or a majority Đạt is still reachable; otherwise
    *Không đạt*. Evaluations by people outside the panel do not count.
    """
    posting = _posting_of(world, cand)
    panel = list(dict.fromkeys(posting.hiring_panel)) if posting else []
    evs = [
        e
        for e in world.recruitment.evaluations
        if e.candidate_id == cand.id and e.round == round_ and e.evaluator_id in panel
    ]
    majority = len(panel) // 2 + 1
    n_pass = sum(e.conclusion is Conclusion.PASS for e in evs)
    n_fail = sum(e.conclusion is Conclusion.FAIL for e in evs)
    n_consider = sum(e.conclusion is Conclusion.CONSIDER for e in evs)
    evaluated = {e.evaluator_id for e in evs}
    remaining = len(panel) - len(evaluated)
    if not panel:
        verdict = NOT_ENOUGH
    elif n_pass >= majority:
        verdict = Conclusion.PASS.value
    elif len(evaluated) < majority or n_pass + remaining >= majority:
        verdict = NOT_ENOUGH
    else:
        verdict = Conclusion.FAIL.value
    return {
        "round": round_.value,
        "panel_size": len(panel),
        "majority_needed": majority,
        "evaluated": len(evaluated),
        "pass_count": n_pass,
        "fail_count": n_fail,
        "consider_count": n_consider,
        "verdict": verdict,
        "not_yet_evaluated": [
            {"employee_id": p, "name": _name(world, p)} for p in panel if p not in evaluated
        ],
    }


def _interview_view(world: WorldState, iv: Interview) -> dict[str, Any]:
    cand = next((c for c in world.recruitment.candidates if c.id == iv.candidate_id), None)
    rooms = _rooms(world)
    end = _minutes(iv.start_time) + iv.duration_minutes
    return dump(
        iv,
        candidate_name=cand.full_name if cand else None,
        posting_id=cand.posting_id if cand else None,
        end_time=f"{end // 60:02d}:{end % 60:02d}",
        room_name=rooms.get(iv.room_id, (iv.room_id, None))[0] if iv.room_id else None,
        interviewer_names=[_name(world, i) for i in iv.interviewer_ids],
    )


def _minutes(t: dt.time) -> int:
    return t.hour * 60 + t.minute


def _fmt(d: dt.date) -> str:
    return d.strftime("%d/%m/%Y")


def _check_working_day(world: WorldState, day: dt.date, what: str) -> None:
    if day.weekday() >= 5:
        weekday = "thứ Bảy" if day.weekday() == 5 else "Chủ nhật"
        raise Refused(
            f"{what} {_fmt(day)} là {weekday}; hãy chọn một ngày làm việc (thứ Hai–thứ Sáu)."
        )
    holiday = next((h for h in world.hr.holidays if h.date == day), None)
    if holiday:
        raise Refused(
            f"{what} {_fmt(day)} là ngày nghỉ ({holiday.name}); hãy chọn ngày làm việc khác."
        )


# -- read tools ------------------------------------------------------------------------------


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
    found = []
    for p in world.recruitment.job_postings:
        if not text_match(query, p.id, p.title):
            continue
        if department and not text_match(
            department, p.department_id, _department_name(world, p.department_id)
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
    for p in chunk:
        cands = [c for c in world.recruitment.candidates if c.posting_id == p.id]
        rows.append(
            dump(
                p,
                department_name=_department_name(world, p.department_id),
                recruiter_name=_name(world, p.recruiter_id),
                hiring_panel_names=[_name(world, e) for e in p.hiring_panel],
                candidate_count=len(cands),
                active_candidate_count=sum(c.status is CandidateStatus.ACTIVE for c in cands),
                probation_cap_days=probation_cap_days(p.required_degree, p.is_manager),
            )
        )
    return {"job_postings": rows, **meta}


def _candidate_matches(cand: Candidate, query: str) -> bool:
    if text_match(query, cand.id, cand.full_name, cand.email):
        return True
    digits = phone_digits(query)
    stripped = "".join(ch for ch in query if not ch.isspace() and ch not in ".-+()")
    return len(digits) >= 6 and stripped.isdigit() and digits in cand.phone


@tool(writes=False)
def recruitment_search_candidates(
    world: WorldState,
    query: str = "",
    posting_id: str = "",
    position: str = "",
    stage: Stage | None = None,
    status: CandidateStatus | None = None,
    applied_from: dt.date | None = None,
    applied_to: dt.date | None = None,
    page: int = 1,
    page_size: int = 20,
) -> dict:
    """Tìm ứng viên theo tên, email, số điện thoại, tin tuyển dụng, vòng, trạng thái hoặc ngày ứng tuyển.

    Kết quả xếp theo ngày ứng tuyển mới nhất trước. Không gồm CCCD và địa chỉ nhà.

    Args:
        query: Họ tên (có hoặc không dấu), email, số điện thoại hoặc mã ứng viên. Để trống để liệt kê.
        posting_id: Mã tin tuyển dụng, ví dụ "TTD-2026-010" (tìm bằng recruitment_search_job_postings).
        position: Lọc theo tên vị trí ứng tuyển (khớp một phần), ví dụ "Kế toán tổng hợp".
        stage: Lọc theo vòng hiện tại: Ứng tuyển, Sơ loại, Thi tuyển, Phỏng vấn vòng 1, Phỏng vấn vòng 2, Offer, Nhận việc.
        status: Lọc theo trạng thái: Đang xử lý, Loại, Ứng viên từ chối, Lưu kho.
        applied_from: Ứng tuyển từ ngày (YYYY-MM-DD), tính cả ngày này.
        applied_to: Ứng tuyển đến ngày (YYYY-MM-DD), tính cả ngày này.
        page: Trang kết quả, bắt đầu từ 1.
        page_size: Số kết quả mỗi trang (tối đa 50).
    """
    if posting_id:
        _posting(world, posting_id)
    if applied_from and applied_to and applied_from > applied_to:
        raise InvalidArguments("applied_from phải trước hoặc bằng applied_to.")
    titles = {p.id: p.title for p in world.recruitment.job_postings}
    found = []
    for c in world.recruitment.candidates:
        if posting_id and c.posting_id != posting_id:
            continue
        if position and not text_match(position, titles.get(c.posting_id, "")):
            continue
        if stage is not None and c.stage is not stage:
            continue
        if status is not None and c.status is not status:
            continue
        if applied_from and c.applied_on < applied_from:
            continue
        if applied_to and c.applied_on > applied_to:
            continue
        if query and query.strip() and not _candidate_matches(c, query):
            continue
        found.append(c)
    found.sort(key=lambda c: (c.applied_on, c.id), reverse=True)
    chunk, meta = paginate(found, page, page_size)
    return {"candidates": [_public(world, c) for c in chunk], **meta}


@tool(writes=False)
def recruitment_get_candidate(world: WorldState, candidate_id: str) -> dict:
    """Xem hồ sơ một ứng viên: thông tin liên hệ, tin ứng tuyển, vòng và trạng thái, lịch sử các vòng, số phiếu đánh giá, lịch phỏng vấn và offer.

    Không trả về CCCD và địa chỉ nhà (dữ liệu cá nhân nhạy cảm).

    Args:
        candidate_id: Mã ứng viên, ví dụ "UV-2026-0456".
    """
    cand = _candidate(world, candidate_id)
    posting = _posting_of(world, cand)
    evs = [e for e in world.recruitment.evaluations if e.candidate_id == cand.id]
    out = _public(world, cand)
    out.update(
        department_name=_department_name(world, posting.department_id) if posting else None,
        referrer_id=cand.referrer_id,
        referrer_name=_name(world, cand.referrer_id),
        stage_history=[
            {
                "on": ev.on.isoformat(),
                "stage": ev.stage.value,
                "status": ev.status.value,
                "by": _name(world, ev.by_id),
                "note": ev.note,
            }
            for ev in cand.history
        ],
        evaluation_count=len(evs),
        evaluation_rounds=sorted(
            {e.round.value for e in evs}, key=lambda r: _stage_index(Stage(r))
        ),
        interviews=[
            {
                "id": iv.id,
                "round": iv.round.value,
                "date": iv.date.isoformat(),
                "start_time": iv.start_time.strftime("%H:%M"),
                "status": iv.status.value,
            }
            for iv in sorted(world.recruitment.interviews, key=lambda i: (i.date, i.start_time))
            if iv.candidate_id == cand.id
        ],
        offers=[
            {
                "id": o.id,
                "status": o.status.value,
                "salary_vnd": o.salary_vnd,
                "start_date": o.start_date.isoformat(),
            }
            for o in world.recruitment.offers
            if o.candidate_id == cand.id
        ],
    )
    return out


@tool(writes=False)
def recruitment_skill_sumarize_cv(world: WorldState, candidate_id: str) -> dict:
    """Tóm tắt CV của một ứng viên: học vấn, trường, chuyên ngành, kinh nghiệm, công ty gần nhất, kỹ năng, lương mong muốn.

    Trả về dữ kiện có cấu trúc từ hồ sơ; không gồm CCCD, địa chỉ nhà và thông tin liên hệ.

    Args:
        candidate_id: Mã ứng viên, ví dụ "UV-2026-0456".
    """
    cand = _candidate(world, candidate_id)
    posting = _posting_of(world, cand)
    today = world.context.today
    b = cand.birth_date
    age = today.year - b.year - ((today.month, today.day) < (b.month, b.day))
    return {
        "candidate_id": cand.id,
        "full_name": cand.full_name,
        "gender": cand.gender.value,
        "birth_year": b.year,
        "age": age,
        "posting_id": cand.posting_id,
        "position": posting.title if posting else None,
        "applied_on": cand.applied_on.isoformat(),
        "source": cand.source.value,
        "stage": cand.stage.value,
        "status": cand.status.value,
        "education": cand.education.value,
        "school": cand.school,
        "major": cand.major,
        "years_experience": cand.years_experience,
        "last_company": cand.last_company,
        "skills": list(cand.skills),
        "expected_salary_vnd": cand.expected_salary_vnd,
        "summary": cand.cv_summary,
    }


def _check_round(posting: JobPosting, round_: Stage) -> None:
    if round_ not in EVALUATED_ROUNDS:
        raise InvalidArguments(
            f"'{round_.value}' không phải vòng đánh giá; chọn một trong: "
            + ", ".join(r.value for r in EVALUATED_ROUNDS if r in posting.stages)
            + "."
        )
    if round_ not in posting.stages:
        raise InvalidArguments(
            f"Tin {posting.id} không có vòng '{round_.value}'. Các vòng của tin: {_stages_text(posting)}."
        )


@tool(writes=False)
def recruitment_list_evaluations(
    world: WorldState, candidate_id: str, round: Stage | None = None
) -> dict:
    """Xem các phiếu đánh giá của hội đồng tuyển dụng cho một ứng viên và kết luận của hội đồng theo từng vòng.

    Kết luận vòng là "Đạt" chỉ khi quá nửa thành viên hội đồng của tin kết luận Đạt; "Chưa đủ
    đánh giá" khi chưa đủ số phiếu để quyết định; còn lại là "Không đạt".

    Args:
        candidate_id: Mã ứng viên, ví dụ "UV-2026-0456".
        round: Chỉ xem một vòng: Thi tuyển, Phỏng vấn vòng 1 hoặc Phỏng vấn vòng 2; để trống để xem mọi vòng.
    """
    cand = _candidate(world, candidate_id)
    posting = _require_posting_of(world, cand)
    if round is not None:
        _check_round(posting, round)
        rounds = [round]
    else:
        reached = _stage_index(cand.stage)
        rounds = [r for r in posting.stages if r in EVALUATED_ROUNDS and _stage_index(r) <= reached]
    evs = [
        e
        for e in world.recruitment.evaluations
        if e.candidate_id == cand.id and (round is None or e.round == round)
    ]
    evs.sort(key=lambda e: (_stage_index(e.round), e.created_on, e.id))
    panel = set(posting.hiring_panel)
    rows = []
    for e in evs:
        avg = round_half(sum(e.scores.values()) / len(e.scores)) if e.scores else None
        rows.append(
            dump(
                e,
                evaluator_name=_name(world, e.evaluator_id),
                in_panel=e.evaluator_id in panel,
                average_score=avg,
            )
        )
    return {
        "candidate_id": cand.id,
        "candidate_name": cand.full_name,
        "posting_id": posting.id,
        "current_stage": cand.stage.value,
        "hiring_panel": [{"employee_id": p, "name": _name(world, p)} for p in posting.hiring_panel],
        "evaluations": rows,
        "round_verdicts": [panel_verdict(world, cand, r) for r in rounds],
    }


def round_half(x: float) -> float:
    """Round to 2 decimals."""
    return float(f"{x:.2f}")


@tool(writes=False)
def recruitment_list_interviews(
    world: WorldState,
    candidate_id: str = "",
    interviewer_id: str = "",
    date_from: dt.date | None = None,
    date_to: dt.date | None = None,
    status: InterviewStatus | None = None,
    page: int = 1,
    page_size: int = 20,
) -> dict:
    """Xem lịch phỏng vấn theo ứng viên, người phỏng vấn hoặc khoảng ngày, xếp theo thời gian.

    Args:
        candidate_id: Mã ứng viên, ví dụ "UV-2026-0456".
        interviewer_id: Mã nhân viên tham gia phỏng vấn, ví dụ "NV000051".
        date_from: Từ ngày (YYYY-MM-DD), tính cả ngày này.
        date_to: Đến ngày (YYYY-MM-DD), tính cả ngày này.
        status: Lọc theo trạng thái: Đã lên lịch, Đã huỷ, Hoàn thành.
        page: Trang kết quả, bắt đầu từ 1.
        page_size: Số kết quả mỗi trang (tối đa 50).
    """
    if candidate_id:
        _candidate(world, candidate_id)
    if interviewer_id:
        employee(world, interviewer_id)
    if date_from and date_to and date_from > date_to:
        raise InvalidArguments("date_from phải trước hoặc bằng date_to.")
    found = [
        iv
        for iv in world.recruitment.interviews
        if (not candidate_id or iv.candidate_id == candidate_id)
        and (not interviewer_id or interviewer_id in iv.interviewer_ids)
        and (date_from is None or iv.date >= date_from)
        and (date_to is None or iv.date <= date_to)
        and (status is None or iv.status is status)
    ]
    found.sort(key=lambda i: (i.date, i.start_time, i.id))
    chunk, meta = paginate(found, page, page_size)
    return {"interviews": [_interview_view(world, iv) for iv in chunk], **meta}


# -- write tools -----------------------------------------------------------------------------


def _require_active(cand: Candidate) -> None:
    if cand.status is not CandidateStatus.ACTIVE:
        raise Refused(
            f"Ứng viên {cand.full_name} ({cand.id}) đang ở trạng thái '{cand.status.value}', "
            "không còn trong quy trình xử lý."
        )


def _event(world: WorldState, stage: Stage, status: CandidateStatus, note: str) -> StageEvent:
    return StageEvent(
        on=world.context.today, stage=stage, status=status, by_id=_actor(world), note=note
    )


@tool(writes=True)
def recruitment_move_candidate_stage(
    world: WorldState, candidate_id: str, to_stage: Stage | None = None, note: str = ""
) -> dict:
    """Chuyển ứng viên sang vòng tiếp theo (hoặc một vòng sau đó) trong quy trình của tin tuyển dụng.

    Chỉ chuyển tiến, chỉ khi ứng viên đang xử lý. Muốn vượt qua một vòng phỏng vấn thì kết luận
    của hội đồng cho vòng đó phải là "Đạt" (xem recruitment_list_evaluations). Chuyển sang
    "Nhận việc" cần offer đã được ứng viên đồng ý.

    Args:
        candidate_id: Mã ứng viên, ví dụ "UV-2026-0456".
        to_stage: Vòng đích; để trống để chuyển sang vòng kế tiếp của tin.
        note: Ghi chú cho lần chuyển vòng.
    """
    cand = _candidate(world, candidate_id)
    posting = _require_posting_of(world, cand)
    _require_active(cand)
    stages = list(posting.stages)
    if cand.stage not in stages:
        raise Refused(
            f"Vòng hiện tại '{cand.stage.value}' không thuộc quy trình của tin {posting.id}."
        )
    current = stages.index(cand.stage)
    if to_stage is None:
        if current + 1 >= len(stages):
            raise Refused(f"Ứng viên {cand.full_name} đã ở vòng cuối '{cand.stage.value}'.")
        target = stages[current + 1]
    else:
        target = to_stage
        if target not in stages:
            raise InvalidArguments(
                f"Tin {posting.id} không có vòng '{target.value}'. Các vòng của tin: {_stages_text(posting)}."
            )
    goal = stages.index(target)
    if goal <= current:
        raise Refused(
            f"Ứng viên {cand.full_name} đang ở vòng '{cand.stage.value}'; chỉ được chuyển tiến "
            f"sang vòng sau, không chuyển về '{target.value}'."
        )
    for st in stages[current:goal]:
        if st in INTERVIEW_ROUNDS:
            v = panel_verdict(world, cand, st)
            if v["verdict"] != Conclusion.PASS.value:
                raise Refused(
                    f"Chưa thể chuyển {cand.full_name} qua vòng '{st.value}': kết luận của hội đồng là "
                    f"'{v['verdict']}' ({v['pass_count']}/{v['panel_size']} Đạt, cần {v['majority_needed']}). "
                    "Cần quá nửa hội đồng kết luận Đạt."
                )
    if target is Stage.HIRED and not any(
        o.candidate_id == cand.id and o.status is OfferStatus.ACCEPTED
        for o in world.recruitment.offers
    ):
        raise Refused(
            f"{cand.full_name} chưa có offer ở trạng thái 'Đồng ý'; chưa thể chuyển sang Nhận việc."
        )
    skipped = [s.value for s in stages[current + 1 : goal]]
    text = note.strip() or (f"Bỏ qua: {', '.join(skipped)}" if skipped else "")
    updated = replace(
        cand,
        stage=target,
        history=[*cand.history, _event(world, target, CandidateStatus.ACTIVE, text)],
    )
    put(world.recruitment.candidates, updated)
    return {
        **_public(world, updated),
        "previous_stage": cand.stage.value,
        "skipped_stages": skipped,
    }


@tool(writes=True)
def recruitment_reject_candidate(world: WorldState, candidate_id: str, reason: str) -> dict:
    """Loại một ứng viên đang xử lý (trạng thái "Loại") kèm lý do; các lịch phỏng vấn sắp tới của ứng viên được huỷ.

    Args:
        candidate_id: Mã ứng viên, ví dụ "UV-2026-0456".
        reason: Lý do loại, ví dụ "Phỏng vấn vòng 1 không đạt".
    """
    if not reason.strip():
        raise InvalidArguments("Cần nhập lý do loại ứng viên (reason).")
    cand = _candidate(world, candidate_id)
    _require_active(cand)
    if cand.stage is Stage.HIRED:
        raise Refused(f"{cand.full_name} đã nhận việc; không thể loại ứng viên.")
    updated = replace(
        cand,
        status=CandidateStatus.REJECTED,
        reject_reason=reason.strip(),
        history=[
            *cand.history,
            _event(world, cand.stage, CandidateStatus.REJECTED, reason.strip()),
        ],
    )
    put(world.recruitment.candidates, updated)
    today = world.context.today
    cancelled = []
    for iv in list(world.recruitment.interviews):
        if (
            iv.candidate_id == cand.id
            and iv.status is InterviewStatus.SCHEDULED
            and iv.date >= today
        ):
            put(
                world.recruitment.interviews,
                replace(iv, status=InterviewStatus.CANCELLED, note="Huỷ do ứng viên bị loại"),
            )
            cancelled.append(iv.id)
    return {**_public(world, updated), "cancelled_interview_ids": cancelled}


def _on_leave(world: WorldState, employee_id: str, day: dt.date, start: int, end: int) -> bool:
    for req in getattr(world.hr, "leave_requests", []):
        if req.employee_id != employee_id or req.status != "Đã duyệt":
            continue
        if not req.start_date <= day <= req.end_date:
            continue
        session = getattr(req, "session", "Cả ngày")
        if session == "Buổi sáng" and start >= 12 * 60:
            continue
        if session == "Buổi chiều" and end <= 13 * 60:
            continue
        return True
    return False


@tool(writes=True)
def recruitment_schedule_interview(
    world: WorldState,
    candidate_id: str,
    round: Stage,
    date: dt.date,
    start_time: dt.time,
    interviewer_ids: list[str],
    duration_minutes: int = 60,
    mode: InterviewMode = InterviewMode.ONSITE,
    room_id: str = "",
    link: str = "",
    note: str = "",
) -> dict:
    """Lên lịch phỏng vấn (hoặc thi tuyển) cho ứng viên: vòng, ngày giờ, hình thức, phòng họp hoặc link, người phỏng vấn.

    Không nhận lịch trong quá khứ, vào thứ Bảy/Chủ nhật/ngày lễ, ngoài giờ 08:00–18:00, hay khi
    người phỏng vấn hoặc ứng viên đã có lịch phỏng vấn khác trùng giờ. Công cụ chỉ ghi nhận
    phòng; việc đặt phòng họp làm bằng công cụ đặt phòng. Lịch Online không có link sẽ được
    tạo link tự động. Công cụ không tự chuyển vòng cho ứng viên.

    Args:
        candidate_id: Mã ứng viên, ví dụ "UV-2026-0456".
        round: Vòng: Thi tuyển, Phỏng vấn vòng 1 hoặc Phỏng vấn vòng 2.
        date: Ngày phỏng vấn (YYYY-MM-DD).
        start_time: Giờ bắt đầu (HH:MM), ví dụ "14:30".
        interviewer_ids: Mã nhân viên của những người phỏng vấn, ví dụ ["NV000051"].
        duration_minutes: Thời lượng (phút), từ 15 đến 240.
        mode: Hình thức: Trực tiếp hoặc Online.
        room_id: Mã phòng họp (ví dụ "PH-302") nếu phỏng vấn trực tiếp tại văn phòng.
        link: Link họp trực tuyến (https://...) nếu phỏng vấn Online.
        note: Ghi chú (địa điểm, nội dung vòng...).
    """
    start_time = start_time.replace(second=0, microsecond=0, tzinfo=None)
    cand = _candidate(world, candidate_id)
    posting = _require_posting_of(world, cand)
    _require_active(cand)
    _check_round(posting, round)
    if _stage_index(round) < _stage_index(cand.stage):
        raise Refused(
            f"{cand.full_name} đang ở vòng '{cand.stage.value}', đã qua vòng '{round.value}'."
        )
    if not 15 <= duration_minutes <= 240:
        raise InvalidArguments("duration_minutes phải trong khoảng 15–240 phút.")
    today, now = world.context.today, world.context.now
    if date < today or (date == today and start_time <= now):
        raise Refused(
            f"Không thể lên lịch vào thời điểm đã qua ({_fmt(date)} {start_time.strftime('%H:%M')}); "
            f"hôm nay là {_fmt(today)}."
        )
    if (date - today).days > MAX_AHEAD_DAYS:
        raise InvalidArguments(
            f"Ngày phỏng vấn {_fmt(date)} quá xa; chỉ lên lịch trong vòng một năm."
        )
    _check_working_day(world, date, "Ngày phỏng vấn")
    start = _minutes(start_time)
    end = start + duration_minutes
    if start < _minutes(WORK_START) or end > _minutes(WORK_END):
        raise Refused("Lịch phỏng vấn phải nằm trong giờ làm việc 08:00–18:00.")
    ids = list(dict.fromkeys(i.strip() for i in interviewer_ids))
    if not ids or any(not i for i in ids):
        raise InvalidArguments("Cần ít nhất một người phỏng vấn (interviewer_ids là mã nhân viên).")
    for i in ids:
        emp = employee(world, i)
        if emp.status not in (EmploymentStatus.ACTIVE, EmploymentStatus.PROBATION):
            raise Refused(
                f"{emp.full_name} ({emp.id}) đang ở trạng thái '{emp.status.value}', không thể phỏng vấn."
            )
        if _on_leave(world, emp.id, date, start, end):
            raise Refused(
                f"{emp.full_name} ({emp.id}) có đơn nghỉ đã duyệt vào {_fmt(date)}; hãy chọn ngày khác."
            )
    rooms = _rooms(world)
    room = room_id.strip()
    if room:
        if room not in rooms:
            raise NotFound(
                f"Không có phòng họp mã '{room}'. Các phòng: {', '.join(sorted(rooms)) or 'không có'}."
            )
        cap = rooms[room][1]
        if cap is not None and cap < len(ids) + 1:
            raise Refused(
                f"Phòng {rooms[room][0]} chỉ có {cap} chỗ, không đủ cho {len(ids) + 1} người."
            )
    url = link.strip()
    if url and not url.startswith(("https://", "http://")):
        raise InvalidArguments("link phải là địa chỉ https://...")
    for iv in world.recruitment.interviews:
        if iv.status is not InterviewStatus.SCHEDULED:
            continue
        if iv.candidate_id == cand.id and iv.round == round:
            raise Refused(
                f"{cand.full_name} đã có lịch '{round.value}' ({iv.id}, {_fmt(iv.date)} "
                f"{iv.start_time.strftime('%H:%M')}). Xem recruitment_list_interviews."
            )
        if iv.date != date:
            continue
        s2 = _minutes(iv.start_time)
        e2 = s2 + iv.duration_minutes
        if not (start < e2 and s2 < end):
            continue
        slot = f"{iv.start_time.strftime('%H:%M')}–{e2 // 60:02d}:{e2 % 60:02d}"
        if iv.candidate_id == cand.id:
            raise Refused(
                f"{cand.full_name} đã có lịch phỏng vấn khác lúc {slot} ngày {_fmt(date)} ({iv.id})."
            )
        busy = [i for i in ids if i in iv.interviewer_ids]
        if busy:
            raise Refused(
                f"{_name(world, busy[0])} ({busy[0]}) đã có lịch phỏng vấn lúc {slot} ngày "
                f"{_fmt(date)} ({iv.id}); hãy chọn giờ khác."
            )
    new_id = next_id(world.recruitment.interviews, f"LPV-{date.year}-", 4)
    if mode is InterviewMode.ONLINE and not url:
        url = f"https://meet.{world.context.company_domain}/{new_id.lower()}"
    iv = Interview(
        id=new_id,
        candidate_id=cand.id,
        round=round,
        date=date,
        start_time=start_time,
        duration_minutes=duration_minutes,
        mode=mode,
        room_id=room or None,
        link=url or None,
        interviewer_ids=ids,
        status=InterviewStatus.SCHEDULED,
        note=note.strip(),
        created_by=_actor(world),
    )
    world.recruitment.interviews.append(iv)
    outside = [i for i in ids if i not in posting.hiring_panel]
    return {
        **_interview_view(world, iv),
        "interviewers_not_in_panel": [{"employee_id": i, "name": _name(world, i)} for i in outside],
    }


@tool(writes=True)
def recruitment_add_evaluation(
    world: WorldState,
    candidate_id: str,
    round: Stage,
    conclusion: Conclusion,
    professional_score: int,
    communication_score: int,
    attitude_score: int,
    comment: str = "",
) -> dict:
    """Người dùng hiện tại (thành viên hội đồng tuyển dụng của tin) nhập phiếu đánh giá ứng viên cho một vòng.

    Mỗi thành viên chỉ đánh giá một lần cho mỗi vòng. Trả về phiếu mới và kết luận hội đồng
    của vòng sau khi thêm phiếu.

    Args:
        candidate_id: Mã ứng viên, ví dụ "UV-2026-0456".
        round: Vòng được đánh giá: Thi tuyển, Phỏng vấn vòng 1 hoặc Phỏng vấn vòng 2.
        conclusion: Kết luận: Đạt, Không đạt hoặc Cân nhắc.
        professional_score: Điểm chuyên môn, từ 1 đến 5.
        communication_score: Điểm giao tiếp, từ 1 đến 5.
        attitude_score: Điểm thái độ, từ 1 đến 5.
        comment: Nhận xét.
    """
    me = current_employee(world)
    cand = _candidate(world, candidate_id)
    posting = _require_posting_of(world, cand)
    if me.id not in posting.hiring_panel:
        raise Refused(
            f"{me.full_name} không thuộc hội đồng tuyển dụng của tin {posting.id} nên không thể "
            "đánh giá ứng viên này."
        )
    _require_active(cand)
    _check_round(posting, round)
    if _stage_index(round) > _stage_index(cand.stage):
        raise Refused(
            f"{cand.full_name} đang ở vòng '{cand.stage.value}', chưa đến vòng '{round.value}'."
        )
    scores = {
        "Chuyên môn": professional_score,
        "Giao tiếp": communication_score,
        "Thái độ": attitude_score,
    }
    for label, value in scores.items():
        if not 1 <= value <= 5:
            raise InvalidArguments(f"Điểm {label} phải từ 1 đến 5.")
    for e in world.recruitment.evaluations:
        if e.candidate_id == cand.id and e.round == round and e.evaluator_id == me.id:
            raise Refused(
                f"{me.full_name} đã đánh giá {cand.full_name} ở vòng '{round.value}' ({e.id}); "
                "mỗi thành viên chỉ đánh giá một lần mỗi vòng."
            )
    today = world.context.today
    ev = Evaluation(
        id=next_id(world.recruitment.evaluations, f"DG-{today.year}-", 4),
        candidate_id=cand.id,
        round=round,
        evaluator_id=me.id,
        scores=scores,
        conclusion=conclusion,
        comment=comment.strip(),
        created_on=today,
    )
    world.recruitment.evaluations.append(ev)
    return {
        **dump(ev, evaluator_name=me.full_name),
        "round_verdict": panel_verdict(world, cand, round),
    }


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
        id=draft.id if draft else next_id(world.recruitment.offers, f"OF-{today.year}-", 4),
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
