"""Interview tools: list and schedule interviews, list and add the hội đồng's evaluations."""

from __future__ import annotations

import datetime as dt

from avabench.errors import InvalidArguments, NotFound, Refused
from avabench.tools._common import current_employee, dump, employee, paginate
from avabench.tools.recruitment._helpers import (
    MAX_AHEAD_DAYS,
    WORK_END,
    WORK_START,
    _actor,
    _candidate,
    _candidates_by_id,
    _check_round,
    _check_working_day,
    _fmt,
    _interview_view,
    _minutes,
    _name,
    _name_in,
    _names,
    _next_id,
    _panel_verdict,
    _require_active,
    _require_posting_of,
    _rooms,
    _stage_index,
    round_half,
)
from avabench.tools.registry import tool
from avabench.world import WorldState
from avabench.world.hr import EmploymentStatus
from avabench.world.recruitment import (
    EVALUATED_ROUNDS,
    Conclusion,
    Evaluation,
    Interview,
    InterviewMode,
    InterviewStatus,
    Stage,
)


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
    if len(chunk) < 3:  # a lookup per interview is cheaper than the maps
        return {"interviews": [_interview_view(world, iv) for iv in chunk], **meta}
    cands = _candidates_by_id(world)
    rooms = _rooms(world)
    names = _names(world)
    return {"interviews": [_interview_view(world, iv, cands, rooms, names) for iv in chunk], **meta}


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
    new_id = _next_id(world.recruitment.interviews, f"LPV-{date.year}-", 4)
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
        **_interview_view(world, iv, {cand.id: cand}, rooms),
        "interviewers_not_in_panel": [{"employee_id": i, "name": _name(world, i)} for i in outside],
    }


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
    names = _names(world)
    rows = []
    for e in evs:
        avg = round_half(sum(e.scores.values()) / len(e.scores)) if e.scores else None
        rows.append(
            dump(
                e,
                evaluator_name=_name_in(names, e.evaluator_id),
                in_panel=e.evaluator_id in panel,
                average_score=avg,
            )
        )
    return {
        "candidate_id": cand.id,
        "candidate_name": cand.full_name,
        "posting_id": posting.id,
        "current_stage": cand.stage.value,
        "hiring_panel": [
            {"employee_id": p, "name": _name_in(names, p)} for p in posting.hiring_panel
        ],
        "evaluations": rows,
        "round_verdicts": [_panel_verdict(world, cand, r, posting, names) for r in rounds],
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
    cid = cand.id
    # this candidate's evaluations of the round, in table order: checked for a repeat now and
    # reused for the panel's verdict once the new one is appended
    of_round = [
        e for e in world.recruitment.evaluations if e.candidate_id == cid and e.round == round
    ]
    for e in of_round:
        if e.evaluator_id == me.id:
            raise Refused(
                f"{me.full_name} đã đánh giá {cand.full_name} ở vòng '{round.value}' ({e.id}); "
                "mỗi thành viên chỉ đánh giá một lần mỗi vòng."
            )
    today = world.context.today
    ev = Evaluation(
        id=_next_id(world.recruitment.evaluations, f"DG-{today.year}-", 4),
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
        "round_verdict": _panel_verdict(world, cand, round, posting, of_round=[*of_round, ev]),
    }
