"""Candidate tools: search, view and summarise a candidate's CV, move a candidate forward
through the posting's stages or reject them.
"""

from __future__ import annotations

import datetime as dt

from avabench.errors import InvalidArguments, Refused
from avabench.tools._common import (
    paginate,
    phone_digits,
    record_haystacks,
    search_words,
    text_match,
    words_in,
)
from avabench.tools.recruitment._helpers import (
    _candidate,
    _department_name,
    _event,
    _name,
    _name_in,
    _names,
    _panel_verdict,
    _posting,
    _posting_of,
    _public,
    _public_of,
    _require_active,
    _require_posting_of,
    _stage_index,
    _stages_text,
)
from avabench.tools.registry import tool
from avabench.world import WorldState, put, replace
from avabench.world.recruitment import (
    INTERVIEW_ROUNDS,
    Candidate,
    CandidateStatus,
    Conclusion,
    InterviewStatus,
    JobPosting,
    OfferStatus,
    Stage,
)


def _candidate_matches(cand: Candidate, query: str) -> bool:
    if text_match(query, cand.id, cand.full_name, cand.email):
        return True
    phone = _phone_query(query)
    return phone is not None and phone in cand.phone


def _phone_query(query: str) -> str | None:
    """The national digits to look for in a candidate's phone, or None when ``query`` is no
    phone number (fewer than 6 digits, or other characters than digits, spaces and ``.-+()``)."""
    digits = phone_digits(query)
    if len(digits) < 6:
        return None
    stripped = "".join(ch for ch in query if not ch.isspace() and ch not in ".-+()")
    return digits if stripped.isdigit() else None


def _candidate_fields(c: Candidate) -> tuple[str | None, ...]:
    return (c.id, c.full_name, c.email)


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
    postings = world.recruitment.job_postings
    # the position filter depends only on the candidate's posting: decided once per posting
    position_ok: dict[str, bool] | None = None
    position_missing = False
    if position:
        titles = {p.id: p.title for p in postings}
        position_ok = {pid: text_match(position, title) for pid, title in titles.items()}
        position_missing = text_match(position, "")
    words = search_words(query)  # text_match(query, id, full name, email), split once
    by_text = words is not None
    phone = _phone_query(query) if by_text else None
    found = []
    for c in world.recruitment.candidates:
        if posting_id and c.posting_id != posting_id:
            continue
        if position_ok is not None and not position_ok.get(c.posting_id, position_missing):
            continue
        if stage is not None and c.stage is not stage:
            continue
        if status is not None and c.status is not status:
            continue
        if applied_from and c.applied_on < applied_from:
            continue
        if applied_to and c.applied_on > applied_to:
            continue
        if (
            by_text
            and not words_in(words, record_haystacks("candidate", c, _candidate_fields))
            and (phone is None or phone not in c.phone)
        ):
            continue
        found.append(c)
    found.sort(key=lambda c: (c.applied_on, c.id), reverse=True)
    chunk, meta = paginate(found, page, page_size)
    by_id: dict[str, JobPosting] = {}
    for p in reversed(postings):  # the first posting with an id wins, as in _posting_of
        by_id[p.id] = p
    return {"candidates": [_public_of(c, by_id.get(c.posting_id)) for c in chunk], **meta}


@tool(writes=False)
def recruitment_get_candidate(world: WorldState, candidate_id: str) -> dict:
    """Xem hồ sơ một ứng viên: thông tin liên hệ, tin ứng tuyển, vòng và trạng thái, lịch sử các vòng, số phiếu đánh giá, lịch phỏng vấn và offer.

    Không trả về CCCD và địa chỉ nhà (dữ liệu cá nhân nhạy cảm).

    Args:
        candidate_id: Mã ứng viên, ví dụ "UV-2026-0456".
    """
    cand = _candidate(world, candidate_id)
    cid = cand.id
    posting = _posting_of(world, cand)
    evs = [e for e in world.recruitment.evaluations if e.candidate_id == cid]
    names = _names(world) if cand.history else None
    out = _public_of(cand, posting)
    # filtering before the (stable) sort keeps the order of sorting everything first
    ivs = [iv for iv in world.recruitment.interviews if iv.candidate_id == cid]
    ivs.sort(key=lambda i: (i.date, i.start_time))
    out.update(
        department_name=_department_name(world, posting.department_id) if posting else None,
        referrer_id=cand.referrer_id,
        referrer_name=_name(world, cand.referrer_id)
        if names is None
        else _name_in(names, cand.referrer_id),
        stage_history=[
            {
                "on": ev.on.isoformat(),
                "stage": ev.stage.value,
                "status": ev.status.value,
                "by": _name_in(names, ev.by_id),
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
            for iv in ivs
        ],
        offers=[
            {
                "id": o.id,
                "status": o.status.value,
                "salary_vnd": o.salary_vnd,
                "start_date": o.start_date.isoformat(),
            }
            for o in world.recruitment.offers
            if o.candidate_id == cid
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
            v = _panel_verdict(world, cand, st, posting)
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
        **_public_of(updated, posting),
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
