"""Shared helpers of the recruitment tools: limits, lookups, the views the tools return and
the checks several tools share (the hội đồng's verdict, working days, rounds).
"""

from __future__ import annotations

import datetime as dt
import operator
from typing import Any

from avabench.errors import InvalidArguments, NotFound, Refused
from avabench.tools._common import dump
from avabench.world import WorldState, next_id
from avabench.world.recruitment import (
    EVALUATED_ROUNDS,
    STAGE_ORDER,
    Candidate,
    CandidateStatus,
    Conclusion,
    Evaluation,
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
    pid = cand.posting_id
    for p in world.recruitment.job_postings:
        if p.id == pid:
            return p
    return None


def _require_posting_of(world: WorldState, cand: Candidate) -> JobPosting:
    posting = _posting_of(world, cand)
    if posting is None:
        raise Refused(f"Ứng viên {cand.full_name} không gắn với tin tuyển dụng nào còn tồn tại.")
    return posting


def _name(world: WorldState, employee_id: str | None) -> str | None:
    if not employee_id:
        return None
    for e in world.hr.employees:
        if e.id == employee_id:
            return e.full_name
    return employee_id


def _names(world: WorldState) -> dict[str, str]:
    """Employee id → full name, built once per call (the first record with an id wins, as in
    :func:`_name`)."""
    return {e.id: e.full_name for e in reversed(world.hr.employees)}


def _name_in(names: dict[str, str], employee_id: str | None) -> str | None:
    """:func:`_name` over a map from :func:`_names`."""
    if not employee_id:
        return None
    return names.get(employee_id, employee_id)


def _department_name(world: WorldState, department_id: str) -> str:
    for d in world.hr.departments:
        if d.id == department_id:
            return d.name
    return department_id


def _department_names(world: WorldState) -> dict[str, str]:
    """Department id → name (the first record with an id wins, as in :func:`_department_name`)."""
    return {d.id: d.name for d in reversed(world.hr.departments)}


def _actor(world: WorldState) -> str | None:
    """The current user's employee id (None when a shopper is talking)."""
    uid = world.context.current_user_id
    for e in world.hr.employees:
        if e.id == uid:
            return uid
    return None


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


_record_id = operator.attrgetter("id")


_next_id = next_id  # the shared implementation, under the name this package uses


def _stage_index(stage: Stage) -> int:
    return STAGE_ORDER.index(stage)


def _stages_text(posting: JobPosting) -> str:
    return " → ".join(posting.stages)


# -- derived views --------------------------------------------------------------------------


def _public(world: WorldState, cand: Candidate) -> dict[str, Any]:
    """A candidate without the sensitive fields and without the CV details."""
    return _public_of(cand, _posting_of(world, cand))


def _public_of(cand: Candidate, posting: JobPosting | None) -> dict[str, Any]:
    """:func:`_public` with the candidate's posting already looked up."""
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
    return _panel_verdict(world, cand, round_, _posting_of(world, cand))


def _panel_verdict(
    world: WorldState,
    cand: Candidate,
    round_: Stage,
    posting: JobPosting | None,
    names: dict[str, str] | None = None,
    of_round: list[Evaluation] | None = None,
) -> dict[str, Any]:
    """:func:`panel_verdict` with the candidate's posting given; optionally :func:`_names` and
    ``of_round``, the candidate's evaluations of ``round_`` in table order."""
    panel = list(dict.fromkeys(posting.hiring_panel)) if posting else []
    members = set(panel)
    if of_round is None:
        cid = cand.id
        evs = [
            e
            for e in world.recruitment.evaluations
            if e.candidate_id == cid and e.round == round_ and e.evaluator_id in members
        ]
    else:
        evs = [e for e in of_round if e.evaluator_id in members]
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
            {"employee_id": p, "name": _name(world, p) if names is None else _name_in(names, p)}
            for p in panel
            if p not in evaluated
        ],
    }


def _interview_view(
    world: WorldState,
    iv: Interview,
    cands: dict[str, Candidate] | None = None,
    rooms: dict[str, tuple[str, int | None]] | None = None,
    names: dict[str, str] | None = None,
) -> dict[str, Any]:
    """An interview with its derived fields; ``cands`` (:func:`_candidates_by_id`), ``rooms``
    (:func:`_rooms`) and ``names`` (:func:`_names`) may be given when several are viewed."""
    if cands is None:
        cand = next((c for c in world.recruitment.candidates if c.id == iv.candidate_id), None)
    else:
        cand = cands.get(iv.candidate_id)
    end = _minutes(iv.start_time) + iv.duration_minutes
    if iv.room_id:
        if rooms is None:
            rooms = _rooms(world)
        room_name = rooms.get(iv.room_id, (iv.room_id, None))[0]
    else:
        room_name = None
    return dump(
        iv,
        candidate_name=cand.full_name if cand else None,
        posting_id=cand.posting_id if cand else None,
        end_time=f"{end // 60:02d}:{end % 60:02d}",
        room_name=room_name,
        interviewer_names=[
            _name(world, i) if names is None else _name_in(names, i) for i in iv.interviewer_ids
        ],
    )


def _candidates_by_id(world: WorldState) -> dict[str, Candidate]:
    """Candidate id → candidate (the first record with an id wins, as in :func:`_candidate`)."""
    return {c.id: c for c in reversed(world.recruitment.candidates)}


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
    holiday = None
    for h in world.hr.holidays:
        if h.date == day:
            holiday = h
            break
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
