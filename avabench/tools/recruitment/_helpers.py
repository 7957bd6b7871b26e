"""Shared helpers of the recruitment tools: limits, lookups, the views the tools return and
the checks several tools share (the hội đồng's verdict, working days, rounds).
"""

from __future__ import annotations

import datetime as dt
from typing import Any

from avabench.errors import InvalidArguments, NotFound, Refused
from avabench.tools._common import dump
from avabench.world import WorldState
from avabench.world.recruitment import (
    EVALUATED_ROUNDS,
    STAGE_ORDER,
    Candidate,
    CandidateStatus,
    Conclusion,
    Interview,
    JobPosting,
    Stage,
    StageEvent,
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


def round_half(x: float) -> float:
    """Round to 2 decimals."""
    return float(f"{x:.2f}")


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
