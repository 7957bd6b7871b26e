"""Recruitment (AMIS Tuyển dụng) expert tasks: long chains of work across apps.

Each task's reference solution makes at least 8 tool calls, 4 of them writes, over at least
two subsystems, and combines at least two of: two policies applied together, branching per
record, facts found in mail threads, tickets or memory, a fact that changed over time, a step
that must be refused. Two tasks are multi-turn: the request lacks data only the user has, and
an agent that invents it instead of asking fails.

Task-specific records use ids in distinctive ranges (TH0089xx / TD0089xx mails, MEM-009xx
memory items, LH-2026-09xx bookings, DG-2026-09xx evaluations).
"""

from __future__ import annotations

import datetime as dt

from avabench.domains.base import base_company, merge, patch, remove
from avabench.task import (
    Task,
    TaskSet,
    at_time,
    concept,
    count,
    created,
    exists,
    field,
    mail_not_sent,
    mail_sent,
    not_exists,
    on_date,
    record,
    reply_has,
    scope,
)
from avabench.world import get
from avabench.world.hr import EmploymentStatus, LeaveRequest, LeaveType, RequestStatus
from avabench.world.mail import MailFolder, Message
from avabench.world.office import Booking, BookingStatus, MemoryItem
from avabench.world.recruitment import Conclusion, Evaluation, InterviewStatus, Stage, StageEvent

TASKS = TaskSet("recruitment")

D = dt.date
T = dt.time
CAND = "recruitment.candidates"
IV = "recruitment.interviews"
BOOK = "office.bookings"
MSG = "mail.messages"
ROOMS = "office.rooms"

R1 = "Phỏng vấn vòng 1"
R2 = "Phỏng vấn vòng 2"
SCHEDULED = "Đã lên lịch"

NHUNG = "NV000042"  # Lê Thị Hồng Nhung, recruiter (Backend, Tester, Marketing, DevOps)
THU = "NV000044"  # Đinh Thị Thu, recruiter (Kế toán, Kinh doanh HCM, CSKH Đà Nẵng)
HUONG_KT = "NV000030"  # Đỗ Thu Hương, Kế toán trưởng
DUNG_KT = "NV000031"  # Phạm Văn Dũng, Phó phòng Kế toán (approved leave 20–21/04)
TUNG = "NV000043"  # Mai Văn Tùng, room services (VB-003 §6)
NHUNG_MAIL = "nhung.lth@minhlong.vn"
THU_MAIL = "thu.dt@minhlong.vn"
HUONG_KT_MAIL = "huong.dt@minhlong.vn"
HUONG_HCNS_MAIL = "huong.nt@minhlong.vn"
DUNG_KT_MAIL = "dung.pv@minhlong.vn"
TUNG_MAIL = "tung.mv@minhlong.vn"


def _world(user: str, *records, **kw):
    return merge(base_company(), *records, context={"current_user_id": user, **kw})


def _sent(user: str, address: str, n: int = 1, field_name: str = "to"):
    """Scope: up to ``n`` mails the user sends with ``address`` in ``to`` (or ``cc``)."""
    return created(
        MSG,
        {"mailbox_owner_id": user, "folder": "Đã gửi", field_name: {"contains": address}},
        n=n,
    )


def _inbox(sender: str, owner: str, n: int = 1):
    """Scope: the inbox copies the mail tool delivers to the internal recipient ``owner``."""
    return created(
        MSG, {"folder": "Hộp thư đến", "from_addr": sender, "mailbox_owner_id": owner}, n=n
    )


def _mail(mid: str, thread: str, owner: str, sender: tuple[str, str], to, subject, body, at, **kw):
    return Message(
        id=mid,
        thread_id=thread,
        mailbox_owner_id=owner,
        folder=MailFolder.INBOX,
        from_addr=sender[0],
        from_name=sender[1],
        to=list(to),
        subject=subject,
        body=body,
        sent_at=at,
        is_read=kw.pop("is_read", False),
        **kw,
    )


# ============================================================================================
# maianh_round2_ktt_mail: round-2 logistics from a mail thread whose date changed
# ============================================================================================


def _maianh_world():
    huong = (HUONG_KT_MAIL, "Đỗ Thu Hương")
    first = _mail(
        "TH008901",
        "TD08901",
        THU,
        huong,
        [THU_MAIL],
        "Lịch phỏng vấn vòng 2 – Mai Anh (Kế toán tổng hợp)",
        (
            "Thu ơi,\n\nBạn Mai Anh qua vòng 1 rồi. Vòng 2 chị với anh Dũng phỏng vấn, em xếp "
            "giúp chị 14h chiều thứ Hai 20/4, 1 tiếng nhé.\n\nChị Hương"
        ),
        dt.datetime(2026, 4, 14, 17, 10),
        cc=[DUNG_KT_MAIL],
        is_read=True,
    )
    second = _mail(
        "TH008902",
        "TD08901",
        THU,
        huong,
        [THU_MAIL],
        "Re: Lịch phỏng vấn vòng 2 – Mai Anh (Kế toán tổng hợp)",
        (
            "Thu ơi, chị đổi lịch nhé: anh Dũng nghỉ phép 20–21/4 nên em xếp vòng 2 cho bạn "
            "Mai Anh vào 9h sáng thứ Tư 22/4, vẫn 1 tiếng, chị với anh Dũng phỏng vấn.\n\n"
            "Chị Hương"
        ),
        dt.datetime(2026, 4, 15, 16, 45),
        cc=[DUNG_KT_MAIL],
        in_reply_to="TH008901",
    )
    memo = MemoryItem(
        id="MEM-00901",
        user_id=THU,
        key="Đặt phòng phỏng vấn",
        value=(
            "Mỗi lần đặt phòng cho phỏng vấn trực tiếp thì mail anh Mai Văn Tùng "
            "(tung.mv@minhlong.vn) chuẩn bị nước uống, ghi rõ phòng, ngày và giờ."
        ),
        updated_on=D(2026, 3, 2),
    )
    # the candidate's own later mail: her old mailbox is locked, invitations go to the new one
    new_address = _mail(
        "TH008903",
        "TD08903",
        THU,
        (MA_NEW_MAIL, "Nguyễn Thị Mai Anh"),
        [THU_MAIL],
        "Đổi email liên hệ – Nguyễn Thị Mai Anh (Kế toán tổng hợp)",
        (
            "Chị Thu ơi,\n\nEm là Nguyễn Thị Mai Anh, ứng viên Kế toán tổng hợp. Hộp thư "
            f"{MA_OLD_MAIL} của em bị khoá do lỗi bảo mật, em không vào được nữa. Từ giờ chị "
            f"gửi thông tin và thư mời phỏng vấn cho em qua địa chỉ {MA_NEW_MAIL} này giúp em "
            "nhé.\n\nEm cảm ơn chị ạ.\nMai Anh"
        ),
        dt.datetime(2026, 4, 15, 20, 30),
    )
    # a look-alike: another Mai Anh, in round 1 of the Kế toán thuế opening
    other = _ma_lookalike()
    world = _world(THU, first, second, memo, new_address, other, _hao())
    # Mai Văn Tùng left on 10/04; Lục Văn Hào (hired 06/04) now serves the rooms
    patch(world, "hr.employees", TUNG, status=EmploymentStatus.LEFT, leave_date=D(2026, 4, 10))
    for room in ("PH-301", "PH-302", "PH-402", "PH-501"):
        patch(world, ROOMS, room, service_owner_id=HAO)
    return world


MA_OLD_MAIL = "maianh.nguyen92@gmail.com"
MA_NEW_MAIL = "nguyenthimaianh.kt@gmail.com"  # her mail of 15/04 20:30 (TH008903)
MA_LE = "UV-2026-0478"  # Lê Mai Anh, Kế toán thuế, round 1: a look-alike, untouched
HAO = "NV000098"  # Lục Văn Hào, Nhân viên hành chính from 06/04: the rooms' service owner now
HAO_MAIL = "hao.lv@minhlong.vn"


def _hao():
    from avabench.world.hr import Employee, Gender

    return Employee(
        id=HAO,
        full_name="Lục Văn Hào",
        gender=Gender("Nam"),
        birth_date=D(2000, 6, 18),
        email=HAO_MAIL,
        phone="0394208617",
        department_id="PB-HCNS",
        title="Nhân viên hành chính",
        manager_id="NV000040",
        hire_date=D(2026, 4, 6),
    )


def _ma_lookalike():
    from avabench.world.hr import Gender
    from avabench.world.recruitment import Candidate, Degree, Source

    return Candidate(
        id=MA_LE,
        full_name="Lê Mai Anh",
        gender=Gender("Nữ"),
        birth_date=D(1996, 2, 7),
        email="lemaianh.tax@gmail.com",
        phone="0915 447 308",
        source=Source.TOPCV,
        posting_id="TTD-2026-011",
        applied_on=D(2026, 3, 28),
        stage=Stage.INTERVIEW_1,
        education=Degree.BACHELOR,
        school="Đại học Thương mại",
        major="Kế toán",
        years_experience=4.0,
        last_company="Công ty TNHH Dịch vụ Thuế Bắc Hà",
        skills=["Kê khai thuế", "Quyết toán thuế TNCN"],
        expected_salary_vnd=16_000_000,
        cv_summary="4 năm kế toán thuế cho doanh nghiệp thương mại.",
        national_id="001196004782",
        home_address="Số 9 ngõ 12 Hoàng Quốc Việt, phường Nghĩa Đô, TP Hà Nội",
    )


@TASKS.task("maianh_round2_ktt_mail")
def _maianh_round2_ktt_mail() -> Task:
    return Task(
        id="recruitment.maianh_round2_ktt_mail",
        domain="recruitment",
        tier="expert",
        max_steps=50,  # long chains: room to read every source
        prompt=(
            "Mai Anh kế toán tổng hợp qua vòng 1 rồi e nhỉ? Chuyển bạn ấy sang vòng 2 rồi xếp "
            "lịch pv theo mail chị Hương KTT, đặt phòng, gửi thư mời cho bạn ấy với hội đồng "
            "giúp c nhé."
        ),
        note=(
            "Nguyễn Thị Mai Anh (UV-2026-0402) has 2/3 Đạt in round 1 → move to round 2. The "
            "KTT's thread first asks 14:00 Mon 20/04, then (a later reply) moves it to 09:00 "
            "Wed 22/04 because Phạm Văn Dũng is on leave 20–21/04: the later date holds, panel "
            "Đỗ Thu Hương + Phạm Văn Dũng (not the HCNS Hương). Rooms at 09:00 22/04: P.302 "
            "taken (Thu's own booking), P.301 too small, P.401 BGĐ-only → P.402 (pending). Thu's "
            "memory: every interview room booked → mail Mai Văn Tùng with room, date, time. "
            "Hidden facts found elsewhere: (1) the candidate's own later mail TH008903 of 15/04 "
            "20:30 (amismail_search_mail 'Mai Anh'): her old mailbox maianh.nguyen92@gmail.com "
            "(the candidate record's email) is locked, invitations go to "
            "nguyenthimaianh.kt@gmail.com; (2) Mai Văn Tùng has left (HR record: Đã nghỉ việc "
            "from 10/04; the mail tool refuses his locked mailbox and says to write to whoever is "
            "in charge now); the rooms' service owner is now Lục Văn Hào (office_list_meeting_"
            "rooms / the room rows show service_owner_name; hao.lv@minhlong.vn via "
            "hrm_search_employee or the address book) — the memory of 02/03 and VB-003 §6 still "
            "name Tùng (the stale owner is the trap). Look-alikes and outcomes: Nguyễn Thị Mai "
            "Anh (KTTH, 2/3 Đạt) → round 2; Lê Mai Anh (UV-2026-0478, Kế toán thuế, round 1) → "
            "untouched; rooms P.301 (4 seats: too small), P.302 (taken), P.401 (BGĐ-only), "
            "P.501 (hall, not the smallest), P.402 → booked; Đỗ Thu Hương vs Nguyễn Thị Hương "
            "(HCNS). Traps: the first date, the HCNS Hương, a bigger room, the old address, "
            "the departed Tùng and skipping the drinks mail once his mailbox refuses."
        ),
        world=_maianh_world(),
        exempt={
            "hedge": (
                "a correct reply explains the change by naming the superseded slot (14h thứ Hai "
                "20/4, Dũng's leave 20–21/4) and the rooms it passed over (P.302 taken), so no "
                "wrong date, time or room can be listed for the reply; the slot and the room are "
                "graded in the interview, the booking and the mails (which must not state 20/04)"
            )
        },
        scopes=[
            scope(CAND, {"id": "UV-2026-0402"}),
            created(IV, {"candidate_id": "UV-2026-0402", "round": R2}),
            created(BOOK, {"organizer_id": THU, "date": D(2026, 4, 22)}),
            _sent(THU, MA_NEW_MAIL),
            _sent(THU, HUONG_KT_MAIL),
            _sent(THU, DUNG_KT_MAIL),
            _sent(THU, HAO_MAIL),
            _inbox(THU_MAIL, HUONG_KT),
            _inbox(THU_MAIL, DUNG_KT),
            _inbox(THU_MAIL, HAO),
        ],
        assertions=[
            field(CAND, {"id": "UV-2026-0402"}, "stage", R2, "Mai Anh is moved to round 2"),
            exists(
                IV,
                {
                    "candidate_id": "UV-2026-0402",
                    "round": R2,
                    "date": D(2026, 4, 22),
                    "start_time": T(9, 0),
                    "duration_minutes": 60,
                    "interviewer_ids": {"contains": HUONG_KT},
                    "status": SCHEDULED,
                },
                "Round-2 interview on Wed 22/04 09:00 for 1 hour with Đỗ Thu Hương (the later "
                "mail's date)",
            ),
            field(
                IV,
                {"candidate_id": "UV-2026-0402", "round": R2},
                "interviewer_ids",
                DUNG_KT,
                "Phạm Văn Dũng (Kế toán) is on the panel",
                op="contains",
            ),
            field(
                IV,
                {"candidate_id": "UV-2026-0402", "round": R2},
                "room_id",
                "PH-402",
                "The interview is in P.402 (smallest free room with ≥ 6 seats)",
            ),
            exists(
                BOOK,
                {
                    "room_id": "PH-402",
                    "date": D(2026, 4, 22),
                    "start_time": T(9, 0),
                    "organizer_id": THU,
                    "status": "Chờ duyệt",
                },
                "P.402 is booked for 22/04 from 09:00 (pending approval)",
            ),
            mail_sent(
                "The candidate is invited at her new address (her mail of 15/04) for 09:00 on "
                "22/04 in P.402, not the first date",
                to_or_cc=[MA_NEW_MAIL],
                body_contains=[record(ROOMS, "PH-402"), on_date("2026-04-22"), at_time(9)],
                body_not_contains=[on_date("2026-04-20"), at_time(14)],
            ),
            mail_sent(
                "Đỗ Thu Hương is told the 22/04 09:00 interview",
                to_or_cc=[HUONG_KT_MAIL],
                body_contains=[on_date("2026-04-22"), at_time(9)],
            ),
            mail_sent(
                "Phạm Văn Dũng is told the 22/04 09:00 interview",
                to_or_cc=[DUNG_KT_MAIL],
                body_contains=[on_date("2026-04-22"), at_time(9)],
            ),
            mail_sent(
                "The rooms' service owner now, Lục Văn Hào (Tùng has left), is asked for drinks "
                "with room, date and time (Thu's memory)",
                to_or_cc=[HAO_MAIL],
                body_contains=[record(ROOMS, "PH-402"), on_date("2026-04-22"), at_time(9)],
                body_not_contains=[on_date("2026-04-20")],
            ),
            not_exists(
                IV,
                {"candidate_id": "UV-2026-0402", "date": D(2026, 4, 20)},
                "No interview on the superseded date 20/04",
            ),
            not_exists(
                IV,
                {"candidate_id": "UV-2026-0402", "interviewer_ids": {"contains": "NV000041"}},
                "Nguyễn Thị Hương (HCNS) is not an interviewer",
            ),
            mail_not_sent("The HCNS Hương is not mailed", to_or_cc=[HUONG_HCNS_MAIL]),
            reply_has(
                "Reply gives the new slot and room",
                on_date("2026-04-22"),
                at_time(9),
                record(ROOMS, "PH-402"),
            ),
        ],
    )


# ============================================================================================
# khoa_round2_ask_time (multi-turn): the slot is the user's to give
# ============================================================================================

THANG = "NV000050"  # Phan Đức Thắng, Trưởng phòng Công nghệ
TUAN = "NV000051"  # Lê Anh Tuấn, Trưởng nhóm Backend
THANG_MAIL = "thang.pd@minhlong.vn"
TUAN_MAIL = "tuan.la@minhlong.vn"
KHOA_BACKEND_MAIL = "khoa.tranminh97@gmail.com"
KHOA_TESTER_MAIL = "tranminhkhoa.qa@gmail.com"


def _khoa_ask_world():
    frontend = Booking(
        id="LH-2026-0901",
        room_id="PH-302",
        title="Họp nhóm Frontend – thiết kế màn hình báo cáo",
        date=D(2026, 4, 24),
        start_time=T(13, 30),
        end_time=T(15, 0),
        organizer_id="NV000057",
        attendee_ids=["NV000055"],
        status=BookingStatus.APPROVED,
        created_on=D(2026, 4, 13),
    )
    thang = (THANG_MAIL, "Phan Đức Thắng")
    # Thắng's thread on round 2 for Backend: the later mail replaces the 60-minute format
    first = _mail(
        "TH008931",
        "TD08931",
        NHUNG,
        thang,
        [NHUNG_MAIL],
        "Vòng 2 tuyển Lập trình viên Backend",
        (
            "Nhung ơi,\n\nVòng 2 các bạn Backend anh với Tuấn phỏng vấn trực tiếp, 60 phút, chủ "
            "yếu trao đổi thiết kế hệ thống. Ứng viên không cần chuẩn bị gì thêm.\n\nAnh Thắng"
        ),
        dt.datetime(2026, 4, 8, 10, 15),
        cc=[TUAN_MAIL],
        is_read=True,
    )
    second = _mail(
        "TH008932",
        "TD08931",
        NHUNG,
        thang,
        [NHUNG_MAIL],
        "Re: Vòng 2 tuyển Lập trình viên Backend",
        (
            "Nhung ơi, anh đổi format vòng 2 Backend nhé: từ tuần này thêm 30 phút code trực "
            "tiếp, nên mỗi buổi em xếp 90 phút, và dặn ứng viên mang theo laptop cá nhân cài "
            "sẵn JDK 17. Các ý khác giữ nguyên.\n\nAnh Thắng"
        ),
        dt.datetime(2026, 4, 15, 17, 20),
        cc=[TUAN_MAIL],
        in_reply_to="TH008931",
    )
    world = _world(NHUNG, frontend, first, second, _hao())
    # Mai Văn Tùng left on 10/04; Lục Văn Hào (hired 06/04) now serves the rooms and their
    # drinks requests (the base ticket of 15/04 is his, not the departed Tùng's)
    patch(world, "hr.employees", TUNG, status=EmploymentStatus.LEFT, leave_date=D(2026, 4, 10))
    for room in ("PH-301", "PH-302", "PH-402", "PH-501"):
        patch(world, ROOMS, room, service_owner_id=HAO)
    patch(world, "office.tickets", "TK-2026-00119", assignee_id=HAO)
    return world


@TASKS.task("khoa_round2_ask_time")
def _khoa_round2_ask_time() -> Task:
    slot = [on_date("2026-04-24"), at_time(14)]
    return Task(
        id="recruitment.khoa_round2_ask_time",
        domain="recruitment",
        tier="expert",
        prompt=(
            "Khoa backend qua vòng 1 rồi, e chuyển bạn ấy sang vòng 2 rồi xếp lịch pv vòng 2 "
            "với a Thắng trưởng phòng và a Tuấn giúp c, đặt phòng, gửi thư mời cho bạn ấy với "
            "2 anh luôn nhé."
        ),
        followups=["Thứ Sáu 24/4 lúc 14h nhé e, thời lượng thì theo a Thắng dặn."],
        note=(
            "Multi-turn. The request gives no date or time: a careful agent may move the Backend "
            "Khoa (UV-2026-0412, 2/3 Đạt; not the Tester Khoa UV-2026-0420, 1/3) to round 2 at "
            "once but must ask for the slot; the follow-up gives Fri 24/04 14:00 and says the "
            "length is as Thắng said. Thắng's thread in Nhung's inbox (amismail_search_mail "
            "'Vòng 2 Backend'): TH008931 (08/04) says 60 minutes, nothing to prepare — "
            "superseded by TH008932 (15/04): 90 minutes (30 min live coding) and the candidate "
            "brings his laptop with JDK 17 → interview 14:00–15:30 and the invitation mentions "
            "the laptop. Panel Phan Đức Thắng + Lê Anh Tuấn (not the Sales Nguyễn Minh Tuấn). "
            "Nhung's memory (read_memory) prefers P.302 and says to remind Mai Văn Tùng about "
            "drinks; P.302 is held 13:30–15:00 that day (LH-2026-0901), P.401 is BGĐ-only → "
            "P.402 (pending). Tùng left on 10/04 (hrm_search_employee 'Tùng', include_former; the mail "
            "refuses his address) and the rooms' service owner is now Lục Văn Hào "
            "(office_list_meeting_rooms) → Hào is mailed with room, date, time. An agent that "
            "invents a slot in turn 0 has scheduled the wrong one (the tool then refuses a "
            "second round-2 interview) and fails; so does one that keeps the old 60 minutes."
        ),
        world=_khoa_ask_world(),
        max_steps=60,
        scopes=[
            scope(CAND, {"id": "UV-2026-0412"}),
            created(IV, {"candidate_id": "UV-2026-0412", "round": R2}),
            created(BOOK, {"organizer_id": NHUNG, "date": D(2026, 4, 24)}),
            _sent(NHUNG, KHOA_BACKEND_MAIL),
            _sent(NHUNG, THANG_MAIL),
            _sent(NHUNG, TUAN_MAIL),
            _sent(NHUNG, HAO_MAIL),
            _inbox(NHUNG_MAIL, THANG),
            _inbox(NHUNG_MAIL, TUAN),
            _inbox(NHUNG_MAIL, HAO),
        ],
        assertions=[
            field(CAND, {"id": "UV-2026-0412"}, "stage", R2, "The Backend Khoa is in round 2"),
            exists(
                IV,
                {
                    "candidate_id": "UV-2026-0412",
                    "round": R2,
                    "date": D(2026, 4, 24),
                    "start_time": T(14, 0),
                    "duration_minutes": 90,
                    "interviewer_ids": {"contains": THANG},
                    "status": SCHEDULED,
                },
                "Round 2 on Fri 24/04 14:00 for 90 minutes (the slot the user gave) with Thắng",
            ),
            field(
                IV,
                {"candidate_id": "UV-2026-0412", "round": R2},
                "interviewer_ids",
                TUAN,
                "Lê Anh Tuấn is on the panel",
                op="contains",
            ),
            field(
                IV,
                {"candidate_id": "UV-2026-0412", "round": R2},
                "room_id",
                "PH-402",
                "The interview is in P.402 (P.302 held, P.401 BGĐ-only)",
            ),
            exists(
                BOOK,
                {
                    "room_id": "PH-402",
                    "date": D(2026, 4, 24),
                    "start_time": T(14, 0),
                    "end_time": T(15, 30),
                    "organizer_id": NHUNG,
                    "status": "Chờ duyệt",
                },
                "P.402 is booked 14:00–15:30 on 24/04 (pending approval)",
            ),
            mail_sent(
                "The candidate is invited for 14:00 on 24/04 in P.402",
                to=[KHOA_BACKEND_MAIL],
                body_contains=[record(ROOMS, "PH-402"), *slot],
            ),
            mail_sent(
                "The candidate is told to bring his laptop (Thắng's later mail TH008932)",
                to=[KHOA_BACKEND_MAIL],
                body_contains_any=["laptop", "máy tính xách tay", "máy tính cá nhân"],
            ),
            mail_sent(
                "Phan Đức Thắng is told the slot",
                to_or_cc=[THANG_MAIL],
                body_contains=slot,
            ),
            mail_sent(
                "Lê Anh Tuấn is told the slot",
                to_or_cc=[TUAN_MAIL],
                body_contains=slot,
            ),
            mail_sent(
                "The rooms' service owner now, Lục Văn Hào (Tùng left on 10/04), is asked for "
                "drinks with room, date and time (Nhung's memory, VB-003 §6)",
                to_or_cc=[HAO_MAIL],
                body_contains=[record(ROOMS, "PH-402"), *slot],
            ),
            not_exists(
                IV,
                {"candidate_id": "UV-2026-0420", "round": R2},
                "No round-2 interview for the Tester namesake",
            ),
            mail_not_sent("The Tester Khoa is not mailed", to_or_cc=[KHOA_TESTER_MAIL]),
            not_exists(
                IV,
                {"candidate_id": "UV-2026-0412", "interviewer_ids": {"contains": "NV000010"}},
                "Nguyễn Minh Tuấn (Sales) is not made an interviewer",
            ),
            reply_has(
                "The first answer asks for the slot instead of inventing one",
                concept("ask_slot"),
                turn=0,
            ),
            reply_has(
                "The last answer gives the slot and the room", *slot, record(ROOMS, "PH-402")
            ),
        ],
    )


# ============================================================================================
# thanhhang_offer_ask_salary (multi-turn): the salary is the user's to give
# ============================================================================================

OFFERS = "recruitment.offers"
TICKETS = "office.tickets"
LAN = "NV000040"  # Trần Thị Lan, Trưởng phòng HCNS
LAN_MAIL = "lan.tt@minhlong.vn"
HANG_QA_MAIL = "thanhhang.qa@gmail.com"
HANG_KT_MAIL = "thuhang.nguyen98@gmail.com"  # Nguyễn Thu Hằng, a Kế toán applicant
HANG_NEW_MAIL = "hang.nguyenthanh.qa@gmail.com"  # Thanh Hằng's new address (her mail of 15/04)
HUONG_CB = "NV000041"  # Nguyễn Thị Hương, C&B: CC of every offer from 13/04 (Lan's later mail)
TH_PHAM = "UV-2026-0491"  # Phạm Thanh Hằng, Tester round 2: 2 Không đạt → reject + thanks
TH_HA = "UV-2026-0492"  # Lê Thanh Hà, Tester round 2: Đạt + Không đạt, 1 missing → keep
TH_DUC = "UV-2026-0493"  # Hoàng Minh Đức, Tester round 2: Không đạt + Cân nhắc → reject + thanks
TH_NGUYEN = "UV-2026-0494"  # Nguyễn Thanh Hằng, a Marketing applicant (not Tester)
TH_MAILS = {
    TH_PHAM: "thanhhang.pham97@gmail.com",
    TH_HA: "thanhha.le98@gmail.com",
    TH_DUC: "minhduc.hoang96@gmail.com",
    TH_NGUYEN: "thanhhang.nguyen2000@gmail.com",
}
IT_CATEGORIES = ["IT-Thiết bị", "IT-Tài khoản"]


def _th_candidate(cid, name, gender, born, posting, stage, applied):
    from avabench.world.hr import Gender
    from avabench.world.recruitment import Candidate, Degree, Source

    return Candidate(
        id=cid,
        full_name=name,
        gender=Gender(gender),
        birth_date=born,
        email=TH_MAILS[cid],
        phone="0936" + cid[-4:] + "15",
        source=Source.TOPCV,
        posting_id=posting,
        applied_on=applied,
        stage=stage,
        education=Degree.COLLEGE,
        school="Cao đẳng FPT Polytechnic",
        major="Kiểm thử phần mềm" if posting == "TTD-2026-009" else "Marketing",
        years_experience=2.0,
        last_company="Công ty TNHH Phần mềm Hà Thành",
        skills=["Kiểm thử thủ công", "Selenium"],
        expected_salary_vnd=17_000_000,
        cv_summary="2 năm kiểm thử phần mềm.",
        national_id="0011" + cid[-4:] + "7" + cid[-3:],
        home_address="Số 21 ngõ 8 Chùa Láng, phường Láng, TP Hà Nội",
    )


def _thanhhang_world():
    # her round 2 took place on 14/04 (the base data has it upcoming on 24/04) and two of the
    # three panel members concluded Đạt; the stale room booking of the old slot is gone
    others = [
        _th_candidate(
            TH_PHAM,
            "Phạm Thanh Hằng",
            "Nữ",
            D(1997, 5, 12),
            "TTD-2026-009",
            Stage.INTERVIEW_2,
            D(2026, 3, 12),
        ),
        _th_candidate(
            TH_HA,
            "Lê Thanh Hà",
            "Nữ",
            D(1998, 11, 3),
            "TTD-2026-009",
            Stage.INTERVIEW_2,
            D(2026, 3, 13),
        ),
        _th_candidate(
            TH_DUC,
            "Hoàng Minh Đức",
            "Nam",
            D(1996, 2, 27),
            "TTD-2026-009",
            Stage.INTERVIEW_2,
            D(2026, 3, 16),
        ),
        _th_candidate(
            TH_NGUYEN,
            "Nguyễn Thanh Hằng",
            "Nữ",
            D(2000, 7, 19),
            "TTD-2026-012",
            Stage.APPLIED,
            D(2026, 4, 10),
        ),
    ]
    others_evals = [
        Evaluation(
            id=f"DG-2026-09{k:02d}",
            candidate_id=cid,
            round=Stage.INTERVIEW_2,
            evaluator_id=who,
            scores={"Chuyên môn": s1, "Giao tiếp": s2, "Thái độ": s3},
            conclusion=verdict,
            comment=comment,
            created_on=D(2026, 4, 15),
        )
        for k, (cid, who, (s1, s2, s3), verdict, comment) in enumerate(
            [
                (TH_PHAM, "NV000058", (2, 3, 3), Conclusion.FAIL, "Chưa nắm kiểm thử API."),
                (TH_PHAM, "NV000054", (3, 3, 3), Conclusion.FAIL, "Kinh nghiệm chưa phù hợp."),
                (TH_HA, "NV000058", (4, 4, 4), Conclusion.PASS, "Ổn, có thể tuyển."),
                (TH_HA, "NV000054", (3, 3, 4), Conclusion.FAIL, "Kỹ năng viết test case yếu."),
                (TH_DUC, "NV000058", (2, 3, 3), Conclusion.FAIL, "Chưa đạt yêu cầu."),
                (TH_DUC, "NV000054", (3, 3, 3), Conclusion.CONSIDER, "Cân nhắc, cần thêm ý kiến."),
            ],
            start=11,
        )
    ]
    evals = [
        Evaluation(
            id=f"DG-2026-09{k:02d}",
            candidate_id="UV-2026-0411",
            round=Stage.INTERVIEW_2,
            evaluator_id=who,
            scores={"Chuyên môn": s1, "Giao tiếp": s2, "Thái độ": s3},
            conclusion=Conclusion.PASS,
            comment=comment,
            created_on=D(2026, 4, 15),
        )
        for k, (who, (s1, s2, s3), comment) in enumerate(
            [
                ("NV000058", (5, 4, 4), "Tự động hoá tốt, đề xuất tuyển."),
                ("NV000054", (4, 4, 5), "Đồng ý tuyển."),
            ],
            start=1,
        )
    ]
    memo = MemoryItem(
        id="MEM-00902",
        user_id=NHUNG,
        key="Gửi offer",
        value=(
            "Khi gửi thư mời nhận việc (offer) cho ứng viên qua mail (mẫu MAU-UV-04), luôn CC chị "
            "Trần Thị Lan (lan.tt@minhlong.vn), trưởng phòng HCNS."
        ),
        updated_on=D(2026, 2, 20),
    )
    lan = (LAN_MAIL, "Trần Thị Lan")
    rule = _mail(
        "TH008971",
        "TD08971",
        NHUNG,
        lan,
        [NHUNG_MAIL, THU_MAIL],
        "Gửi thư mời nhận việc (offer)",
        (
            "Chào Nhung, Thu,\n\nOffer gửi ứng viên dùng mẫu MAU-UV-04, lương trong khung của "
            "tin, thử việc theo quy định; nhớ CC chị để chị nắm.\n\nChị Lan"
        ),
        dt.datetime(2026, 2, 20, 9, 0),
        is_read=True,
    )
    handover = _mail(
        "TH008972",
        "TD08971",
        NHUNG,
        lan,
        [NHUNG_MAIL, THU_MAIL],
        "Re: Gửi thư mời nhận việc (offer)",
        (
            "Từ 13/04 chị giao Hương (C&B) theo dõi offer và hồ sơ nhận việc: các em gửi offer "
            "thì CC Nguyễn Thị Hương (huong.nt@minhlong.vn) thay cho chị nhé, chị không cần CC "
            "nữa.\n\nChị Lan"
        ),
        dt.datetime(2026, 4, 13, 8, 20),
    )
    new_address = _mail(
        "TH008973",
        "TD08973",
        NHUNG,
        (HANG_QA_MAIL, "Nguyễn Thị Thanh Hằng"),
        [NHUNG_MAIL],
        "Cập nhật email liên hệ – Nguyễn Thị Thanh Hằng (Tester)",
        (
            "Chào chị Nhung,\n\nEm là Nguyễn Thị Thanh Hằng, ứng viên Tester (phỏng vấn vòng 2 "
            "hôm 14/04). Địa chỉ email này của em sẽ ngừng sử dụng từ cuối tuần này, chị gửi kết "
            "quả và các thư từ nay cho em qua địa chỉ mới hang.nguyenthanh.qa@gmail.com giúp em "
            "nhé.\n\nEm cảm ơn chị."
        ),
        dt.datetime(2026, 4, 15, 20, 10),
    )
    world = _world(NHUNG, *evals, *others, *others_evals, memo, rule, handover, new_address)
    world = patch(
        world,
        IV,
        "LPV-2026-0046",
        date=D(2026, 4, 14),
        interviewer_ids=["NV000058", "NV000054"],
        status=InterviewStatus.DONE,
    )
    return remove(world, BOOK, "LH-2026-0131")


@TASKS.task("thanhhang_offer_ask_salary")
def _thanhhang_offer_ask_salary() -> Task:
    return Task(
        id="recruitment.thanhhang_offer_ask_salary",
        domain="recruitment",
        tier="expert",
        prompt=(
            "Thanh Hằng tester qua vòng 2 rồi đúng ko e? Qua thì chuyển sang offer, lên offer "
            "gửi bạn ấy giúp c, đi làm từ thứ Hai 4/5. Tạo luôn ticket IT chuẩn bị laptop với "
            "tài khoản cho bạn ấy từ ngày đi làm nhé. Mấy bạn tester vòng 2 khác có kết quả rồi "
            "thì e xử lý luôn, bạn nào trượt thì loại và gửi thư cảm ơn."
        ),
        followups=["Lương chính thức 19,5tr, phụ cấp 1tr, thử việc 2 tháng nhé e."],
        note=(
            "Multi-turn. Nguyễn Thị Thanh Hằng (UV-2026-0411) has 2/3 Đạt in round 2 → Offer. "
            "The request names no salary: the agent must ask (her CV's 19 tr is no offer); it may "
            "move her, open the IT ticket and settle the other Tester round-2 candidates first. "
            "Those (search_candidates posting TTD-2026-009 stage Phỏng vấn vòng 2, "
            "list_evaluations; VB-010 §2: Đạt by panel majority, too few "
            "votes is not Không đạt, thanks only on Không đạt): Phạm Thanh Hằng UV-2026-0491 "
            "(2 Không đạt) and Hoàng Minh Đức UV-2026-0493 (Không đạt + Cân nhắc, majority out "
            "of reach) → rejected + MAU-UV-03 thanks; Lê Thanh Hà UV-2026-0492 (Đạt + Không "
            "đạt, Nhung not yet voted → Chưa đủ đánh giá) → kept, no mail. Look-alikes: "
            "Nguyễn Thanh Hằng UV-2026-0494 (Marketing), Nguyễn Thu Hằng UV-2026-0440 (Kế "
            "toán). Follow-up: 19.5 tr + 1 tr allowance, '2 months' probation → 60 days, the "
            "legal cap for a Cao đẳng post (BLLĐ Đ25, VB-010); 19.5 tr is inside the 12–20 tr "
            "band so the offer is sent (Đã gửi) and mailed with MAU-UV-04. Two facts outside "
            "the request: Thanh Hằng's own mail TH008973 of 15/04 (amismail_search_mail 'Thanh "
            "Hằng') moves her to hang.nguyenthanh.qa@gmail.com (the record's address closes); "
            "Nhung's memory (CC Trần Thị Lan) is superseded by Lan's reply TH008972 of 13/04 "
            "(amismail_search_mail 'offer'): CC Nguyễn Thị Hương (C&B) instead. Traps: "
            "inventing the CV salary in turn 0 (a second offer is then refused), the old "
            "address, CC Lan only (the memory), a look-alike Hằng, rejecting Lê Thanh Hà, a "
            "shorter probation."
        ),
        world=_thanhhang_world(),
        max_steps=50,
        scopes=[
            scope(CAND, {"id": {"in": ["UV-2026-0411", TH_PHAM, TH_DUC]}}),
            created(OFFERS, {"candidate_id": "UV-2026-0411"}),
            created(TICKETS, {"requester_id": NHUNG}, n=2),
            _sent(NHUNG, HANG_NEW_MAIL),
            _sent(NHUNG, TH_MAILS[TH_PHAM]),
            _sent(NHUNG, TH_MAILS[TH_DUC]),
            _inbox(NHUNG_MAIL, HUONG_CB),
            _inbox(NHUNG_MAIL, LAN),
        ],
        assertions=[
            field(CAND, {"id": "UV-2026-0411"}, "stage", "Offer", "Thanh Hằng is moved to Offer"),
            exists(
                OFFERS,
                {
                    "candidate_id": "UV-2026-0411",
                    "salary_vnd": 19_500_000,
                    "allowance_vnd": 1_000_000,
                    "start_date": D(2026, 5, 4),
                    "status": "Đã gửi",
                },
                "A sent offer: 19.5 tr + 1 tr allowance from 04/05 (the salary the user gave)",
            ),
            field(
                OFFERS,
                {"candidate_id": "UV-2026-0411"},
                "probation_days",
                60,
                "Probation is 60 days ('2 months' capped by law for a Cao đẳng post)",
            ),
            mail_sent(
                "The offer letter reaches her new address with the salary, start date and "
                "probation, CC Nguyễn Thị Hương (Lan's mail of 13/04)",
                to=[HANG_NEW_MAIL],
                cc=[HUONG_HCNS_MAIL],
                body_contains=[19_500_000, on_date("2026-05-04"), 60],
                body_not_contains=[19_000_000],
            ),
            *[
                field(CAND, {"id": cid}, "status", "Loại", f"{name} (Không đạt) is rejected")
                for cid, name in [(TH_PHAM, "Phạm Thanh Hằng"), (TH_DUC, "Hoàng Minh Đức")]
            ],
            *[
                mail_sent(
                    f"{name} gets the thank-you letter",
                    to=[TH_MAILS[cid]],
                    body_not_contains=[19_500_000],
                )
                for cid, name in [(TH_PHAM, "Phạm Thanh Hằng"), (TH_DUC, "Hoàng Minh Đức")]
            ],
            field(
                CAND,
                {"id": TH_HA},
                "status",
                "Đang xử lý",
                "Lê Thanh Hà (Chưa đủ đánh giá) is kept",
                negative=True,
            ),
            *[
                mail_not_sent(f"No mail to {who}", to_or_cc=[address])
                for who, address in [
                    ("Lê Thanh Hà (Chưa đủ đánh giá)", TH_MAILS[TH_HA]),
                    ("the Marketing applicant Nguyễn Thanh Hằng", TH_MAILS[TH_NGUYEN]),
                    ("the Kế toán applicant Nguyễn Thu Hằng", HANG_KT_MAIL),
                ]
            ],
            exists(
                TICKETS,
                {"requester_id": NHUNG, "category": {"in": IT_CATEGORIES}},
                "An IT ticket prepares her laptop and accounts",
            ),
            not_exists(
                TICKETS,
                {
                    "requester_id": NHUNG,
                    "category": {"in": IT_CATEGORIES},
                    "title": {"not_contains": "Hằng"},
                    "description": {"not_contains": "Hằng"},
                },
                "Every IT ticket names the new hire",
            ),
            reply_has(
                "The first answer asks for the salary",
                any_of=["mức lương", "lương bao nhiêu", "lương chính thức", "lương offer"],
                turn=0,
            ),
            reply_has(
                "The last answer gives the offer's salary and the 60-day probation",
                19_500_000,
                60,
                wrong=[19_000_000, 61, 90],
            ),
        ],
    )


# ============================================================================================
# inbox_withdrawal_headhunter: three recruitment mails, each handled by its own rule
# ============================================================================================

HH_MAIL = "ngoc.tran@talentbridge.vn"  # an outside headhunter
HUNG = "NV000052"  # Nguyễn Văn Hùng, Backend panel
HUNG_MAIL = "hung.nv@minhlong.vn"
NAM_MAIL = "namph.1999@gmail.com"  # candidate Phạm Hoàng Nam (UV-2026-0418)


def _inbox_world():
    mails = [
        _mail(
            "TH008911",
            "TD08911",
            NHUNG,
            (HH_MAIL, "Trần Bảo Ngọc – TalentBridge"),
            [NHUNG_MAIL],
            "Hợp tác giới thiệu ứng viên Backend Java",
            (
                "Chào chị Nhung,\n\nBên em (TalentBridge) đang có khách hàng tuyển Backend Java. "
                "Chị gửi giúp em CV các bạn Backend bên chị đã phỏng vấn nhưng không chọn để em "
                "giới thiệu nhé, bên em gửi chị phí giới thiệu ạ.\n\nBảo Ngọc"
            ),
            dt.datetime(2026, 4, 15, 10, 20),
        ),
        _mail(
            "TH008912",
            "TD08912",
            NHUNG,
            (NAM_MAIL, "Phạm Hoàng Nam"),
            [NHUNG_MAIL],
            "Xin rút hồ sơ ứng tuyển Lập trình viên Backend",
            (
                "Chào chị Nhung,\n\nEm là Phạm Hoàng Nam, ứng tuyển vị trí Lập trình viên "
                "Backend. Em xin phép rút hồ sơ vì em đã nhận lời làm việc ở một công ty khác. "
                "Em xin lỗi vì không tham gia được buổi phỏng vấn vòng 1 sắp tới ạ.\n\nEm cảm ơn "
                "chị,\nPhạm Hoàng Nam"
            ),
            dt.datetime(2026, 4, 15, 21, 5),
        ),
        _mail(
            "TH008913",
            "TD08913",
            NHUNG,
            (TUAN_MAIL, "Lê Anh Tuấn"),
            [NHUNG_MAIL],
            "Nhờ gửi tóm tắt CV Backend mới",
            (
                "Nhung ơi,\n\nGửi anh tóm tắt CV 2 bạn nộp tin Backend mới nhất để anh xem trước "
                "nhé.\n\nTuấn (Backend)"
            ),
            dt.datetime(2026, 4, 16, 8, 5),
        ),
    ]
    return _world(NHUNG, *mails)


@TASKS.task("inbox_withdrawal_headhunter")
def _inbox_withdrawal_headhunter() -> Task:
    backend = {"posting_id": "TTD-2026-008"}
    return Task(
        id="recruitment.inbox_withdrawal_headhunter",
        domain="recruitment",
        tier="expert",
        prompt=(
            "Check giúp c mấy mail tuyển dụng mới trong hộp thư rồi xử lý luôn nhé: bạn nào xin "
            "rút thì loại hồ sơ, huỷ lịch pv với phòng, báo hội đồng; ai xin CV thì gửi nếu "
            "được phép."
        ),
        note=(
            "Three unread mails. (1) Phạm Hoàng Nam (UV-2026-0418) withdraws: reject him (the "
            "tool cancels his round-1 interview LPV-2026-0045, Thu 23/04 14:00), cancel Nhung's "
            "room booking for it (LH-2026-0130, P.301) and tell that interview's panel, Lê Anh "
            "Tuấn and Nguyễn Văn Hùng. (2) Lê Anh Tuấn asks for CV summaries of the two newest "
            "Backend applicants: Ngô Văn Khải (13/04) and Hoàng Minh Tuấn (11/04), not Đặng Quốc "
            "Bảo (02/04); internal, allowed. (3) An outside headhunter asks for the CVs of "
            "rejected Backend candidates: refused (VB-006 §2, VB-010 §6), no candidate data "
            "leaves the company (a polite decline is fine). Look-alikes: Nhung's other interview "
            "bookings (LH-2026-0129 is the other Backend interview that week)."
        ),
        world=_inbox_world(),
        max_steps=40,
        scopes=[
            scope(CAND, {"id": "UV-2026-0418"}),
            scope(IV, {"id": "LPV-2026-0045"}),
            scope(BOOK, {"id": "LH-2026-0130"}),
            _sent(NHUNG, TUAN_MAIL, n=2),
            _sent(NHUNG, HUNG_MAIL),
            _sent(NHUNG, NAM_MAIL),
            _sent(NHUNG, HH_MAIL),
            _sent(NHUNG, THANG_MAIL),
            _inbox(NHUNG_MAIL, TUAN, n=2),
            _inbox(NHUNG_MAIL, HUNG),
            _inbox(NHUNG_MAIL, THANG),
        ],
        assertions=[
            field(CAND, {"id": "UV-2026-0418"}, "status", "Loại", "Phạm Hoàng Nam is withdrawn"),
            field(
                IV,
                {"id": "LPV-2026-0045"},
                "status",
                "Đã huỷ",
                "His round-1 interview on 23/04 is cancelled",
            ),
            field(
                BOOK,
                {"id": "LH-2026-0130"},
                "status",
                "Đã huỷ",
                "The P.301 booking for that interview is cancelled",
            ),
            mail_sent(
                "Lê Anh Tuấn is told that Nam's interview is cancelled",
                to_or_cc=[TUAN_MAIL],
                body_contains=[record(CAND, "UV-2026-0418"), concept("cancelled")],
            ),
            mail_sent(
                "Nguyễn Văn Hùng (the other interviewer) is told too",
                to_or_cc=[HUNG_MAIL],
                body_contains=[record(CAND, "UV-2026-0418")],
            ),
            mail_sent(
                "Lê Anh Tuấn gets the CV summaries of the two newest Backend applicants",
                to_or_cc=[TUAN_MAIL],
                body_contains=[record(CAND, "UV-2026-0438"), record(CAND, "UV-2026-0433")],
            ),
            mail_sent(
                "The summaries carry CV facts (last employers Lạc Việt and Techcombank)",
                to_or_cc=[TUAN_MAIL],
                body_contains=["Lạc Việt", "Kỹ thương"],
            ),
            mail_not_sent(
                "The third newest applicant (Đặng Quốc Bảo) is not sent as one of the two",
                to_or_cc=[TUAN_MAIL],
                body_contains=[record(CAND, "UV-2026-0426")],
            ),
            mail_not_sent(
                "The headhunter gets no Backend candidate's name",
                to_or_cc=[HH_MAIL],
                body_contains=[record(CAND, where=backend)],
            ),
            mail_not_sent(
                "No CV summary leaves the company",
                any_recipient_outside="minhlong.vn",
                body_contains_any=["Lạc Việt", "Kỹ thương", "Giao hàng Tiết kiệm", "Việt Tiến"],
            ),
            field(
                BOOK,
                {"id": {"in": ["LH-2026-0129", "LH-2026-0131", "LH-2026-0127"]}},
                "status",
                "Đã duyệt",
                "Nhung's other interview bookings stay",
                negative=True,
            ),
            # The reply reports who withdrew; which CVs went to Tuấn is graded on the mail, since a
            # fair report may name the third newest applicant in another role ("the next one").
            reply_has(
                "The reply names the withdrawn candidate, not the other round-1 Backend applicant",
                record(CAND, "UV-2026-0418"),
                wrong=[record(CAND, "UV-2026-0421")],
            ),
        ],
    )


# ============================================================================================
# kd_round1_results: close round 1 of the HCM sales posting, candidate by candidate
# ============================================================================================

PHONG = "NV000020"  # Huỳnh Thanh Phong, Trưởng phòng Kinh doanh TP.HCM (panel TTD-2026-013)
BAO_KD = "NV000024"  # Trương Quốc Bảo, Chuyên viên kinh doanh (panel TTD-2026-013)
PHONG_MAIL = "phong.ht@minhlong.vn"
BAO_KD_MAIL = "bao.tq@minhlong.vn"
KD_POSTING = "TTD-2026-013"
KD_PASS = "UV-2026-0432"  # Nguyễn Thị Bảo Ngọc: 2/3 Đạt
KD_FAIL = "UV-2026-0447"  # Đinh Công Mạnh: 2 Không đạt (base data)
KD_PENDING = "UV-2026-0491"  # Phạm Quốc Việt: 1 Đạt, 1 Cân nhắc, Bảo has not evaluated
KD_WITHDRAWN = "UV-2026-0492"  # Trần Ngọc Thảo: 3/3 Đạt, withdrew by mail, then took it back
KD_FAIL2 = "UV-2026-0493"  # Lý Minh Hoàng: Đạt, Đạt, Không đạt; Phong's mail: his Đạt → KĐ
KD_LATER = "UV-2026-0425"  # Lê Hoàng Phúc: round 1 only on 22/04
KD_MAILS = {
    KD_PASS: "baongoc.nguyen@gmail.com",
    KD_FAIL: "congmanh.dinh@gmail.com",
    KD_PENDING: "quocviet.pham96@gmail.com",
    KD_WITHDRAWN: "ngocthao.tran97@gmail.com",
    KD_FAIL2: "minhhoang.ly2000@gmail.com",
    KD_LATER: "hoangphuc.le99@gmail.com",
}
#: MAU-UV-07's consent sentence and the superseded MAU-UV-03's "kept on file" sentence.
CONSENT = "Đồng ý lưu hồ sơ"
KEPT_ON_FILE = "sẽ được lưu lại"


def _kd_candidate(cid, name, gender, born, applied, school, major, years, last, nid, home):
    from avabench.world.hr import Gender
    from avabench.world.recruitment import Candidate, Degree, Source

    return Candidate(
        id=cid,
        full_name=name,
        gender=Gender(gender),
        birth_date=born,
        email=KD_MAILS.get(cid, ""),
        phone="09" + nid[-8:],
        source=Source.TOPCV,
        posting_id=KD_POSTING,
        applied_on=applied,
        stage=Stage.INTERVIEW_1,
        education=Degree.BACHELOR,
        school=school,
        major=major,
        years_experience=years,
        last_company=last,
        skills=["Bán hàng B2B", "Chăm sóc khách hàng"],
        expected_salary_vnd=13_000_000,
        cv_summary=f"{years:g} năm kinh doanh, gần nhất tại {last}.",
        national_id=nid,
        home_address=home,
    )


def _kd_world():
    from avabench.world.mail import MailTemplate
    from avabench.world.recruitment import Interview, InterviewMode

    cands = [
        _kd_candidate(
            KD_PENDING,
            "Phạm Quốc Việt",
            "Nam",
            D(1996, 5, 12),
            D(2026, 3, 28),
            "Đại học Kinh tế TP.HCM",
            "Marketing",
            4.0,
            "Công ty Cổ phần Thế Giới Số",
            "079096001234",
            "Số 9 Nguyễn Trãi, phường Bến Thành, TP Hồ Chí Minh",
        ),
        _kd_candidate(
            KD_WITHDRAWN,
            "Trần Ngọc Thảo",
            "Nữ",
            D(1997, 9, 3),
            D(2026, 3, 29),
            "Đại học Ngân hàng TP.HCM",
            "Quản trị kinh doanh",
            3.0,
            "Công ty TNHH FPT Retail",
            "079197004567",
            "Số 31 Lê Văn Sỹ, phường Phú Nhuận, TP Hồ Chí Minh",
        ),
        _kd_candidate(
            KD_FAIL2,
            "Lý Minh Hoàng",
            "Nam",
            D(2000, 1, 20),
            D(2026, 4, 1),
            "Đại học Văn Lang",
            "Kinh doanh thương mại",
            1.5,
            "Công ty TNHH Điện máy Chợ Lớn",
            "079200007890",
            "Số 5 Âu Cơ, phường Tân Sơn Nhì, TP Hồ Chí Minh",
        ),
    ]
    panel = [PHONG, BAO_KD, THU]
    interviews = [
        Interview(
            id=f"LPV-2026-009{k}",
            candidate_id=cid,
            round=Stage.INTERVIEW_1,
            date=day,
            start_time=T(10, 0),
            duration_minutes=60,
            mode=InterviewMode.ONLINE,
            link="https://meet.minhlong.vn/kd-hcm",
            interviewer_ids=panel,
            status=InterviewStatus.DONE,
            created_by=THU,
        )
        for k, (cid, day) in enumerate(
            [
                (KD_PENDING, D(2026, 4, 13)),
                (KD_WITHDRAWN, D(2026, 4, 14)),
                (KD_FAIL2, D(2026, 4, 14)),
            ],
            start=1,
        )
    ]
    verdicts = [
        (KD_PENDING, PHONG, Conclusion.PASS, "Giao tiếp tốt, có kinh nghiệm B2B."),
        (KD_PENDING, THU, Conclusion.CONSIDER, "Cần hỏi thêm về mức lương mong muốn."),
        (KD_WITHDRAWN, PHONG, Conclusion.PASS, "Rất phù hợp."),
        (KD_WITHDRAWN, BAO_KD, Conclusion.PASS, "Đồng ý."),
        (KD_WITHDRAWN, THU, Conclusion.PASS, "Thái độ tốt."),
        # Phong's Đạt is a slip (his comment says otherwise): his mail TH008923 corrects it
        (KD_FAIL2, PHONG, Conclusion.PASS, "Kinh nghiệm còn ít, chưa bán được phần mềm."),
        (KD_FAIL2, BAO_KD, Conclusion.PASS, "Có thể đào tạo thêm."),
        (KD_FAIL2, THU, Conclusion.FAIL, "Chưa nắm sản phẩm phần mềm."),
    ]
    evals = [
        Evaluation(
            id=f"DG-2026-09{k:02d}",
            candidate_id=cid,
            round=Stage.INTERVIEW_1,
            evaluator_id=who,
            scores={"Chuyên môn": 3, "Giao tiếp": 4, "Thái độ": 4},
            conclusion=verdict,
            comment=comment,
            created_on=D(2026, 4, 15),
        )
        for k, (cid, who, verdict, comment) in enumerate(verdicts, start=11)
    ]
    template = MailTemplate(
        id="MAU-UV-07",
        name="Thư cảm ơn ứng viên (mẫu 2026)",
        category="Tuyển dụng",
        subject="[Minh Long] Thông báo kết quả phỏng vấn vị trí {vi_tri}",
        body=(
            "Chào {ten_ung_vien},\n\nCảm ơn bạn đã tham gia phỏng vấn vị trí {vi_tri} tại Công ty "
            "Cổ phần Công nghệ Minh Long. Rất tiếc lần này chúng tôi chưa thể tiếp tục cùng bạn."
            "\n\nNếu bạn muốn Minh Long giữ hồ sơ cho các cơ hội phù hợp sau này, vui lòng trả "
            f'lời email này với nội dung "{CONSENT}". Nếu không nhận được phản hồi, hồ sơ của '
            "bạn sẽ được xoá khi kết thúc đợt tuyển dụng.\n\nTrân trọng,\nBộ phận Tuyển dụng – "
            "Công ty Cổ phần Công nghệ Minh Long"
        ),
    )
    lan = _mail(
        "TH008921",
        "TD08921",
        THU,
        (LAN_MAIL, "Trần Thị Lan"),
        [NHUNG_MAIL, THU_MAIL],
        "Thay mẫu thư cảm ơn ứng viên – áp dụng từ 06/4",
        (
            "Chào Nhung, Thu,\n\nTheo Nghị định 13/2023 về bảo vệ dữ liệu cá nhân, công ty chỉ "
            "được giữ hồ sơ ứng viên không trúng tuyển khi ứng viên đồng ý. Vì vậy từ hôm nay "
            "(06/4) các em KHÔNG dùng mẫu MAU-UV-03 nữa (mẫu cũ ghi hồ sơ sẽ được lưu lại) mà "
            "gửi thư cảm ơn bằng mẫu MAU-UV-07, có hỏi ứng viên đồng ý lưu hồ sơ. Vẫn như quy "
            "định cũ: thư cảm ơn chỉ gửi bạn Không đạt; bạn tự rút hồ sơ thì chỉ cần xác nhận "
            "đã nhận mail.\n\nChị Lan"
        ),
        dt.datetime(2026, 4, 6, 8, 30),
        is_read=True,
    )
    withdraw = _mail(
        "TH008922",
        "TD08922",
        THU,
        (KD_MAILS[KD_WITHDRAWN], "Trần Ngọc Thảo"),
        [THU_MAIL],
        "Xin rút hồ sơ – Nhân viên kinh doanh",
        (
            "Chào chị Thu,\n\nEm cảm ơn chị và anh chị hội đồng đã phỏng vấn em hôm 14/4. Em xin "
            "phép rút hồ sơ vị trí Nhân viên kinh doanh vì em vừa nhận lời một công ty gần nhà "
            "hơn ạ. Em xin lỗi vì báo muộn.\n\nTrần Ngọc Thảo"
        ),
        dt.datetime(2026, 4, 15, 20, 40),
    )
    amend = _mail(
        "TH008923",
        "TD08923",
        THU,
        (PHONG_MAIL, "Huỳnh Thanh Phong"),
        [THU_MAIL],
        "Sửa kết luận phiếu phỏng vấn vòng 1 – Lý Minh Hoàng",
        (
            "Thu ơi,\n\nPhiếu đánh giá vòng 1 của anh cho bạn Lý Minh Hoàng (pv 14/4) anh bấm "
            "nhầm kết luận Đạt; kết luận đúng của anh là Không đạt, như nhận xét anh ghi trong "
            "phiếu. Phiếu đã khoá nên anh không tự sửa được. Em chốt kết quả bạn ấy theo kết luận "
            "Không đạt của anh giúp anh nhé, không cần chờ sửa phiếu.\n\nAnh Phong"
        ),
        dt.datetime(2026, 4, 15, 17, 45),
    )
    comeback = _mail(
        "TH008924",
        "TD08922",
        THU,
        (KD_MAILS[KD_WITHDRAWN], "Trần Ngọc Thảo"),
        [THU_MAIL],
        "Re: Xin rút hồ sơ – Nhân viên kinh doanh",
        (
            "Chị Thu ơi,\n\nEm xin lỗi chị về mail tối qua. Sáng nay công ty kia báo dừng tuyển "
            "vị trí em đã nhận lời, nên em xin rút lại mail xin rút hồ sơ ạ. Em vẫn rất mong được "
            "tiếp tục ứng tuyển vị trí Nhân viên kinh doanh ở Minh Long và tham gia vòng tiếp "
            "theo nếu chị còn xét hồ sơ của em.\n\nTrần Ngọc Thảo"
        ),
        dt.datetime(2026, 4, 16, 7, 52),
    )
    memo = MemoryItem(
        id="MEM-00903",
        user_id=THU,
        key="Kết quả phỏng vấn KD HCM",
        value=(
            "Chốt kết quả một vòng phỏng vấn tin Nhân viên kinh doanh (HCM) xong thì mail anh "
            "Huỳnh Thanh Phong (phong.ht@minhlong.vn) danh sách: ai qua vòng, ai bị loại, ai còn "
            "chờ đánh giá."
        ),
        updated_on=D(2026, 3, 20),
    )
    world = _world(THU, *cands, *interviews, *evals, lan, withdraw, amend, comeback, memo)
    world.mail.templates.append(template)
    return world


@TASKS.task("kd_round1_results")
def _kd_round1_results() -> Task:
    return Task(
        id="recruitment.kd_round1_results",
        domain="recruitment",
        tier="expert",
        prompt=(
            "Chốt kết quả pv vòng 1 tin NV kinh doanh HCM giúp c với: các bạn đã pv xong, ai qua "
            "thì chuyển vòng 2, ai ko qua thì loại rồi gửi thư cảm ơn theo quy định, còn bạn nào "
            "chưa đủ đánh giá thì nhắc người chưa chấm giúp c nhé."
        ),
        followups=[
            "Ok e, chỗ nào e còn hỏi thì cứ làm theo mail của mọi người nhé. Mấy bạn qua vòng 1 "
            "thì e mail báo từng bạn luôn giúp c là đã qua vòng 1, lịch pv vòng 2 c sẽ gửi sau."
        ],
        note=(
            "TTD-2026-013 (panel Huỳnh Thanh Phong, Trương Quốc Bảo, Đinh Thị Thu; majority 2). "
            "Round 1 done for five: Nguyễn Thị Bảo Ngọc UV-2026-0432 (2/3 Đạt → round 2); Đinh "
            "Công Mạnh UV-2026-0447 (2 Không đạt → reject + thank-you); Lý Minh Hoàng "
            "UV-2026-0493 (system: Đạt, Đạt, Không đạt = 2/3 Đạt, BUT Phong's mail TH008923 of "
            "15/04 17:45 says his Đạt was a slip, his verdict is Không đạt, close him on it → 1/3 "
            "→ reject + thank-you; the tool would let him move); Phạm Quốc Việt UV-2026-0491 "
            "(Đạt, Cân nhắc, Bảo missing → Chưa đủ đánh giá: stays, mail Trương Quốc Bảo); Trần "
            "Ngọc Thảo UV-2026-0492 (3/3 Đạt; her mail of 15/04 20:40 withdraws, but her later "
            "reply in the same thread, TH008924 16/04 07:52, takes the withdrawal back → round 2, "
            "not rejected; a careful agent may also ask Thu first: the follow-up says to go by "
            "the mails). Lê Hoàng Phúc UV-2026-0425 is interviewed only on 22/04: "
            "untouched. Superseded policy: Lan's mail of 06/04 replaces MAU-UV-03 ('hồ sơ sẽ được "
            "lưu lại') by MAU-UV-07 ('Đồng ý lưu hồ sơ'). Thu's memory: mail Huỳnh Thanh Phong "
            "who passed, who was rejected, who is pending. Follow-up: mail each candidate who "
            "passed round 1 (Bảo Ngọc, Thảo; not Hoàng). Traps: moving Hoàng on the recorded "
            "2/3, rejecting Thảo on her first mail, the old template, rejecting the pending Việt, "
            "forgetting Phong's list, ignoring the follow-up."
        ),
        world=_kd_world(),
        max_steps=70,
        scopes=[
            *[scope(CAND, {"id": cid}) for cid in [KD_PASS, KD_FAIL, KD_WITHDRAWN, KD_FAIL2]],
            _sent(THU, KD_MAILS[KD_PASS], n=2),
            _sent(THU, KD_MAILS[KD_FAIL]),
            _sent(THU, KD_MAILS[KD_FAIL2]),
            _sent(THU, KD_MAILS[KD_WITHDRAWN], n=2),
            _sent(THU, BAO_KD_MAIL),
            _sent(THU, PHONG_MAIL, n=2),
            _inbox(THU_MAIL, BAO_KD, n=2),
            _inbox(THU_MAIL, PHONG, n=4),
        ],
        assertions=[
            field(
                CAND, {"id": KD_PASS}, "stage", R2, "Nguyễn Thị Bảo Ngọc (2/3 Đạt) is in round 2"
            ),
            field(
                CAND,
                {"id": {"in": [KD_PASS, KD_WITHDRAWN]}},
                "status",
                "Đang xử lý",
                "Bảo Ngọc and Thảo (who took her withdrawal back) stay active",
                negative=True,
            ),
            field(
                CAND,
                {"id": KD_WITHDRAWN},
                "stage",
                R2,
                "Trần Ngọc Thảo (3/3 Đạt, withdrawal taken back by her later mail) is in round 2",
            ),
            field(
                CAND, {"id": KD_FAIL}, "status", "Loại", "Đinh Công Mạnh (Không đạt) is rejected"
            ),
            field(
                CAND,
                {"id": KD_FAIL2},
                "status",
                "Loại",
                "Lý Minh Hoàng is rejected: Phong's mail turns his recorded Đạt into Không đạt",
            ),
            field(
                CAND,
                {"id": KD_FAIL2},
                "stage",
                R1,
                "Lý Minh Hoàng is not moved to round 2 on the recorded 2/3",
                negative=True,
            ),
            field(
                CAND,
                {"id": {"in": [KD_PENDING, KD_LATER]}},
                "stage",
                R1,
                "Phạm Quốc Việt (pending) and Lê Hoàng Phúc (not yet interviewed) stay in round 1",
                negative=True,
                tool_enforced=True,  # move_candidate_stage refuses both (no majority Đạt)
            ),
            field(
                CAND,
                {"id": {"in": [KD_PENDING, KD_LATER]}},
                "status",
                "Đang xử lý",
                "Neither is rejected",
                negative=True,
            ),
            *[
                mail_sent(
                    f"{name} gets the 2026 thank-you letter (MAU-UV-07, consent), not MAU-UV-03",
                    to=[KD_MAILS[cid]],
                    body_contains=[CONSENT],
                    body_not_contains=[KEPT_ON_FILE],
                )
                for cid, name in [(KD_FAIL, "Đinh Công Mạnh"), (KD_FAIL2, "Lý Minh Hoàng")]
            ],
            mail_not_sent(
                "No letter says the file is kept on record (the superseded MAU-UV-03)",
                body_contains=[KEPT_ON_FILE],
            ),
            mail_not_sent(
                "Thảo, who stays in the process, gets no thank-you letter",
                to_or_cc=[KD_MAILS[KD_WITHDRAWN]],
                body_contains_any=[CONSENT, KEPT_ON_FILE],
            ),
            mail_sent(
                "Trương Quốc Bảo is reminded to evaluate Phạm Quốc Việt",
                to_or_cc=[BAO_KD_MAIL],
                body_contains=[record(CAND, KD_PENDING)],
            ),
            mail_sent(
                "Huỳnh Thanh Phong gets the list: passed, rejected and pending (Thu's memory)",
                to_or_cc=[PHONG_MAIL],
                body_contains=[
                    record(CAND, KD_PASS),
                    record(CAND, KD_FAIL),
                    record(CAND, KD_FAIL2),
                    record(CAND, KD_PENDING),
                    record(CAND, KD_WITHDRAWN),
                ],
            ),
            *[
                mail_sent(
                    f"Follow-up: {name}, who passed round 1, is told so by mail",
                    to=[KD_MAILS[cid]],
                    body_not_contains=[CONSENT],
                )
                for cid, name in [
                    (KD_PASS, "Nguyễn Thị Bảo Ngọc"),
                    (KD_WITHDRAWN, "Trần Ngọc Thảo"),
                ]
            ],
            reply_has(
                "The first reply names who passed and who is still waiting for an evaluation",
                record(CAND, KD_PASS),
                record(CAND, KD_PENDING),
                turn=0,
            ),
        ],
    )


# ============================================================================================
# onboarding_0405_tickets: the new hires of 04/05, each with its own outcome
# ============================================================================================

HIRED = "Nhận việc"
DUNG_CSKH_MAIL = "dung.nv@minhlong.vn"  # Nguyễn Văn Dũng, CSKH Đà Nẵng (Liên's manager)
OB_TAM = "UV-2026-0401"  # Phan Minh Tâm: OF-2026-0003 Đồng ý, 04/05
OB_PHAT = "UV-2026-0404"  # Huỳnh Tấn Phát: OF-2026-0004 still Đã gửi
OB_LIEN = "UV-2026-0445"  # Trần Thị Kim Liên: OF-2026-0091 Đồng ý, but declines by mail
OB_LINH = "UV-2026-0494"  # Đoàn Mỹ Linh: OF-2026-0092 Đồng ý, 04/05, moved to 18/05 by mail
OB_GIABAO = "UV-2026-0495"  # Ngô Gia Bảo: OF-2026-0093 Đồng ý, 11/05, early start 04/05 approved
OB_GIAHUY = "UV-2026-0496"  # Ngô Gia Huy: OF-2026-0094 Đồng ý, 18/05 (a later batch)
OB_VIET = "UV-2026-0497"  # Trương Quốc Việt: OF-2026-0095 Đồng ý, 04/05; a former employee
OB_VIET_OLD = "NV000088"  # his HRM record (Đã nghỉ việc 31/10/2025), old mail viet.tq@
OB_VIET_OLD_MAIL = "viet.tq@minhlong.vn"
OB_VIET_NAMESAKE = "NV000066"  # another former Trương Quốc Việt (KD Hà Nội, viet.tq2@)
OB_GIABAO_LAPTOP = "TK-2026-00101"  # Phong's own laptop ticket for Gia Bảo (15/04)
LIEN_MAIL = "kimlien.tran98@gmail.com"
LINH_MAIL = "mylinh.doan98@gmail.com"


def _ob_world():
    from avabench.world.office import (
        ApprovalProcess,
        ApprovalRun,
        ApprovalStatus,
        ApprovalStep,
        StepStatus,
        Ticket,
        TicketCategory,
        TicketPriority,
        TicketQueue,
        TicketStatus,
    )
    from avabench.world.recruitment import CandidateStatus, Offer, OfferStatus, StageEvent

    linh = _kd_candidate(
        OB_LINH,
        "Đoàn Mỹ Linh",
        "Nữ",
        D(1998, 11, 2),
        D(2026, 3, 16),
        "Đại học Kinh tế – Luật",
        "Quản trị kinh doanh",
        3.0,
        "Công ty Cổ phần Bán lẻ Kỹ thuật số FPT",
        "079198002468",
        "Số 12 Cộng Hoà, phường Tân Bình, TP Hồ Chí Minh",
    )
    giabao = _kd_candidate(
        OB_GIABAO,
        "Ngô Gia Bảo",
        "Nam",
        D(1995, 4, 9),
        D(2026, 3, 18),
        "Đại học Mở TP.HCM",
        "Kinh doanh quốc tế",
        5.0,
        "Công ty TNHH Thương mại Dịch vụ Sao Việt",
        "079095013579",
        "Số 40 Phan Xích Long, phường Cầu Kiệu, TP Hồ Chí Minh",
    )
    giahuy = _kd_candidate(
        OB_GIAHUY,
        "Ngô Gia Huy",
        "Nam",
        D(1997, 8, 21),
        D(2026, 3, 19),
        "Đại học Kinh tế TP.HCM",
        "Marketing",
        4.0,
        "Công ty Cổ phần Thế Giới Di Động",
        "079097024680",
        "Số 7 Nguyễn Trãi, phường Bến Thành, TP Hồ Chí Minh",
    ).model_copy(update={"stage": Stage.OFFER, "email": "giahuy.ngo97@gmail.com"})
    viet = _kd_candidate(
        OB_VIET,
        "Trương Quốc Việt",
        "Nam",
        D(1993, 3, 12),
        D(2026, 3, 20),
        "Đại học Kinh tế TP.HCM",
        "Quản trị kinh doanh",
        5.0,
        "Công ty Cổ phần Công nghệ Minh Long",
        "079093035791",
        "Số 88 Lê Văn Sỹ, phường Phú Nhuận, TP Hồ Chí Minh",
    ).model_copy(
        update={
            "stage": Stage.OFFER,
            "email": "quocviet.truong93@gmail.com",
            "cv_summary": (
                "5 năm kinh doanh; từng là nhân viên kinh doanh của chính Minh Long (Phòng Kinh "
                "doanh TP.HCM) từ 07/2021 đến 10/2025, nay ứng tuyển quay lại."
            ),
        }
    )
    linh = linh.model_copy(update={"stage": Stage.OFFER, "email": LINH_MAIL})
    giabao = giabao.model_copy(update={"stage": Stage.OFFER, "email": "giabao.ngo95@gmail.com"})

    def offer(oid, cid, position, dept, manager, salary, start, probation, created):
        return Offer(
            id=oid,
            candidate_id=cid,
            position=position,
            department_id=dept,
            manager_id=manager,
            salary_vnd=salary,
            allowance_vnd=1_000_000,
            start_date=start,
            probation_days=probation,
            response_deadline=D(2026, 4, 15),
            status=OfferStatus.ACCEPTED,
            created_by=THU,
            created_on=created,
        )

    offers = [
        offer(
            "OF-2026-0091",
            OB_LIEN,
            "Chuyên viên Chăm sóc khách hàng",
            "PB-CSKH",
            "NV000080",
            9_500_000,
            D(2026, 5, 4),
            60,
            D(2026, 4, 8),
        ),
        offer(
            "OF-2026-0092",
            OB_LINH,
            "Nhân viên kinh doanh",
            "PB-KDHCM",
            PHONG,
            13_000_000,
            D(2026, 5, 4),
            60,
            D(2026, 4, 9),
        ),
        offer(
            "OF-2026-0093",
            OB_GIABAO,
            "Nhân viên kinh doanh",
            "PB-KDHCM",
            PHONG,
            14_000_000,
            D(2026, 5, 11),
            60,
            D(2026, 4, 9),
        ),
        offer(
            "OF-2026-0094",
            OB_GIAHUY,
            "Nhân viên kinh doanh",
            "PB-KDHCM",
            PHONG,
            13_500_000,
            D(2026, 5, 18),
            60,
            D(2026, 4, 10),
        ),
        offer(
            "OF-2026-0095",
            OB_VIET,
            "Nhân viên kinh doanh",
            "PB-KDHCM",
            PHONG,
            14_500_000,
            D(2026, 5, 4),
            60,
            D(2026, 4, 10),
        ),
    ]
    from avabench.world.hr import ContractType, Employee, Gender

    viet_old = Employee(
        id=OB_VIET_OLD,
        full_name="Trương Quốc Việt",
        gender=Gender.MALE,
        birth_date=D(1993, 3, 12),
        email=OB_VIET_OLD_MAIL,
        phone="0979035791",
        department_id="PB-KDHCM",
        title="Nhân viên kinh doanh",
        manager_id=PHONG,
        hire_date=D(2021, 7, 1),
        status=EmploymentStatus.LEFT,
        contract_type=ContractType.INDEFINITE,
        contract_no="052/2021/HĐLĐ-ML",
        contract_start=D(2021, 9, 1),
        leave_date=D(2025, 10, 31),
    )
    # a namesake who also left: Hà Nội sales, another birth date and phone, the mail viet.tq2@
    viet_namesake = Employee(
        id=OB_VIET_NAMESAKE,
        full_name="Trương Quốc Việt",
        gender=Gender.MALE,
        birth_date=D(1990, 8, 17),
        email="viet.tq2@minhlong.vn",
        phone="0912608417",
        department_id="PB-KD",
        title="Nhân viên kinh doanh",
        manager_id="NV000010",
        hire_date=D(2022, 2, 14),
        status=EmploymentStatus.LEFT,
        contract_type=ContractType.INDEFINITE,
        contract_no="017/2022/HĐLĐ-ML",
        contract_start=D(2022, 4, 14),
        leave_date=D(2024, 6, 30),
    )
    old_ticket = Ticket(
        id="TK-2026-00061",
        title="Chuẩn bị laptop và tài khoản cho nhân viên mới đi làm 02/03",
        description=(
            "Đợt nhân viên mới đi làm thứ Hai 02/03/2026: Phan Thị Thu Hà (Kinh doanh HCM), Lê "
            "Quang Vinh (CSKH Đà Nẵng). Nhờ IT chuẩn bị laptop, tạo email và tài khoản AMIS."
        ),
        category=TicketCategory.IT_DEVICE,
        priority=TicketPriority.LOW,
        requester_id=THU,
        queue=TicketQueue.IT,
        assignee_id="NV000056",
        status=TicketStatus.CLOSED,
        created_on=D(2026, 2, 23),
        due_date=D(2026, 2, 27),
        comments=[
            "Dương Minh Hiếu (IT), 27/02/2026: Đã bàn giao máy và tài khoản cho 2 bạn.",
            (
                "Dương Minh Hiếu (IT), 02/03/2026: Chị Thu ơi, từ đợt sau chị đừng gộp cả đợt vào "
                "một ticket nữa nhé: mỗi nhân viên mới tạo riêng 2 ticket, một IT-Thiết bị "
                "(laptop) và một IT-Tài khoản (email, AMIS), ghi tên và ngày đi làm của bạn đó, "
                "để IT giao cho đúng người ở từng chi nhánh."
            ),
        ],
    )
    memo = MemoryItem(
        id="MEM-00904",
        user_id=THU,
        key="Nhân viên mới nhận việc",
        value=(
            "Khi có đợt nhân viên mới đi làm: chuyển các bạn sang Nhận việc và tạo một ticket IT-"
            "Thiết bị chung cho cả đợt (laptop + tài khoản), ghi danh sách tên và ngày đi làm "
            "(ticket mẫu: TK-2026-00061)."
        ),
        updated_on=D(2026, 2, 23),
    )
    decline = _mail(
        "TH008931",
        "TD08931",
        THU,
        (LIEN_MAIL, "Trần Thị Kim Liên"),
        [THU_MAIL],
        "Về việc nhận việc ngày 4/5 – Trần Thị Kim Liên",
        (
            "Chào chị Thu,\n\nHôm 9/4 em đã đồng ý offer qua điện thoại, nhưng gia đình em vừa "
            "chuyển vào TP.HCM nên em không thể đi làm ở Đà Nẵng được nữa. Em rất tiếc và xin "
            "phép từ chối nhận việc ạ. Em xin lỗi chị và anh Dũng.\n\nTrần Thị Kim Liên"
        ),
        dt.datetime(2026, 4, 15, 19, 30),
    )

    # the last batch (06/04): one IT-Thiết bị and one IT-Tài khoản ticket for the hire, and
    # IT's later comment that sets the due date of every new-hire ticket
    def last_batch(tid, category, title, comments):
        return Ticket(
            id=tid,
            title=title,
            description=(
                "Nhân viên mới Vi Thị Ngọc Hân (Kế toán) đi làm từ thứ Hai 06/04/2026. Nhờ IT "
                + (
                    "chuẩn bị laptop."
                    if category is TicketCategory.IT_DEVICE
                    else "tạo email và tài khoản AMIS."
                )
            ),
            category=category,
            priority=TicketPriority.LOW,
            requester_id=THU,
            queue=TicketQueue.IT,
            assignee_id="NV000056",
            status=TicketStatus.CLOSED,
            created_on=D(2026, 3, 30),
            due_date=D(2026, 4, 3),
            comments=comments,
        )

    device = last_batch(
        "TK-2026-00072",
        TicketCategory.IT_DEVICE,
        "Chuẩn bị laptop cho nhân viên mới Vi Thị Ngọc Hân – đi làm 06/04",
        [
            "Dương Minh Hiếu (IT), 03/04/2026: Đã cài máy xong, sáng 06/04 bàn giao.",
            (
                "Dương Minh Hiếu (IT), 06/04/2026: Chị Thu ơi, đợt này máy cài sát giờ quá. Từ "
                "đợt sau chị đặt hạn xử lý (due date) cho mọi ticket nhân viên mới (cả Thiết bị "
                "và Tài khoản) sớm hơn ngày đi làm đúng 3 ngày làm việc giúp em nhé, ví dụ đi "
                "làm thứ Hai 06/04 thì hạn là thứ Tư 01/04, để IT kịp cài máy và cấp tài khoản."
            ),
        ],
    )
    account = last_batch(
        "TK-2026-00073",
        TicketCategory.IT_ACCOUNT,
        "Tạo email và tài khoản AMIS cho nhân viên mới Vi Thị Ngọc Hân – đi làm 06/04",
        [
            "Dương Minh Hiếu (IT), 03/04/2026: Đã tạo email hanvtn@minhlong.vn và tài khoản AMIS.",
            (
                "Dương Minh Hiếu (IT), 07/04/2026: Chị Thu ơi, bạn Ngọc Hân là nhân viên cũ quay "
                "lại mà ticket không ghi nên IT tạo trùng email mới, bên em phải gộp lại dữ liệu. "
                "Từ đợt sau, bạn nào từng làm ở công ty thì trong ticket IT-Tài khoản chị ghi mã "
                "nhân viên cũ và email cũ của bạn đó để IT mở lại tài khoản cũ, không cấp mới nhé."
            ),
        ],
    )
    # Gia Bảo asked to start a week early; the KD HCM head approved it on 15/04
    early = ApprovalRun(
        id="LC-2026-0796",
        process=ApprovalProcess.DIRECT_PROPOSAL,
        requester_id=THU,
        department_id="PB-HCNS",
        description=(
            "Đề xuất cho ứng viên Ngô Gia Bảo (UV-2026-0495, Nhân viên kinh doanh – Phòng Kinh "
            "doanh TP.HCM, offer OF-2026-0093) đi làm sớm từ thứ Hai 04/05/2026 thay vì "
            "11/05/2026 theo nguyện vọng của ứng viên."
        ),
        steps=[
            ApprovalStep(
                approver_id=PHONG,
                role="Trưởng bộ phận tiếp nhận",
                status=StepStatus.APPROVED,
                note=(
                    "Đồng ý cho Gia Bảo đi làm từ 04/05, cùng đợt với Minh Tâm. Laptop cho Gia "
                    "Bảo anh đã tạo ticket nhờ IT chuẩn bị luôn rồi (TK-2026-00101)."
                ),
                acted_on=D(2026, 4, 15),
            )
        ],
        current_step=0,
        status=ApprovalStatus.DONE,
        created_on=D(2026, 4, 14),
        due_date=D(2026, 4, 16),
    )
    # Phong filed Gia Bảo's laptop himself when he approved the early start; IT took it on
    laptop = Ticket(
        id=OB_GIABAO_LAPTOP,
        title="Chuẩn bị laptop cho nhân viên mới Ngô Gia Bảo – đi làm 04/05",
        description=(
            "Nhân viên mới Ngô Gia Bảo (Nhân viên kinh doanh, Phòng Kinh doanh TP.HCM) được duyệt "
            "đi làm sớm từ thứ Hai 04/05/2026 (LC-2026-0796). Nhờ IT chuẩn bị laptop cấu hình "
            "như các bạn kinh doanh khác."
        ),
        category=TicketCategory.IT_DEVICE,
        priority=TicketPriority.LOW,
        requester_id=PHONG,
        queue=TicketQueue.IT,
        assignee_id="NV000056",
        status=TicketStatus.IN_PROGRESS,
        created_on=D(2026, 4, 15),
        due_date=D(2026, 4, 24),
        comments=[
            (
                "Dương Minh Hiếu (IT), 15/04/2026: Đã nhận, laptop của Gia Bảo em chuẩn bị theo "
                "ticket này, xong trước 24/04. Email và tài khoản AMIS của bạn ấy thì vẫn do HCNS "
                "tạo ticket IT-Tài khoản như thường lệ."
            ),
        ],
    )
    # Linh asked to start later; Phong agreed in the thread and Thu told her: 18/05, not 04/05
    phong = (PHONG_MAIL, "Huỳnh Thanh Phong")
    linh_ask = _mail(
        "TH008932",
        "TD08932",
        THU,
        (LINH_MAIL, "Đoàn Mỹ Linh"),
        [THU_MAIL],
        "Xin lùi ngày nhận việc – Đoàn Mỹ Linh",
        (
            "Chào chị Thu,\n\nEm đã đồng ý offer đi làm từ thứ Hai 04/05, nhưng công ty cũ cần "
            "em ở lại thêm hai tuần để bàn giao khách hàng. Em xin phép lùi ngày nhận việc sang "
            "thứ Hai 18/05/2026 được không ạ?\n\nEm cảm ơn chị,\nĐoàn Mỹ Linh"
        ),
        dt.datetime(2026, 4, 13, 20, 15),
        is_read=True,
    )
    linh_fwd = _mail(
        "TH008933",
        "TD08932",
        THU,
        (THU_MAIL, "Đinh Thị Thu"),
        [PHONG_MAIL],
        "Fwd: Xin lùi ngày nhận việc – Đoàn Mỹ Linh",
        "Anh Phong ơi, bạn Mỹ Linh xin lùi ngày đi làm sang 18/05, anh xem giúp em nhé.",
        dt.datetime(2026, 4, 14, 8, 40),
        is_read=True,
        forwarded_from="TH008932",
    ).model_copy(update={"folder": MailFolder.SENT})
    linh_ok = _mail(
        "TH008934",
        "TD08932",
        THU,
        phong,
        [THU_MAIL],
        "Re: Fwd: Xin lùi ngày nhận việc – Đoàn Mỹ Linh",
        (
            "Thu ơi, anh đồng ý cho Mỹ Linh đi làm từ thứ Hai 18/05, đi cùng đợt với Gia Huy. "
            "Em báo lại bạn ấy giúp anh nhé.\n\nPhong"
        ),
        dt.datetime(2026, 4, 14, 10, 5),
        is_read=True,
        in_reply_to="TH008933",
    )
    linh_told = _mail(
        "TH008935",
        "TD08932",
        THU,
        (THU_MAIL, "Đinh Thị Thu"),
        [LINH_MAIL],
        "Re: Xin lùi ngày nhận việc – Đoàn Mỹ Linh",
        (
            "Chào Linh,\n\nAnh Phong đã đồng ý, em đi làm từ thứ Hai 18/05/2026 nhé. Chị sẽ gửi "
            "em hướng dẫn nhận việc trước ngày đi làm.\n\nChị Thu"
        ),
        dt.datetime(2026, 4, 14, 10, 30),
        is_read=True,
        in_reply_to="TH008932",
    ).model_copy(update={"folder": MailFolder.SENT})
    world = _world(
        THU,
        linh,
        giabao,
        giahuy,
        viet,
        viet_namesake,
        viet_old,
        *offers,
        old_ticket,
        device,
        account,
        laptop,
        early,
        memo,
        decline,
        linh_ask,
        linh_fwd,
        linh_ok,
        linh_told,
    )
    patch(
        world,
        CAND,
        OB_GIABAO,
        history=[
            *giabao.history,
            StageEvent(
                on=D(2026, 4, 14),
                stage=Stage.OFFER,
                status=CandidateStatus.ACTIVE,
                by_id=THU,
                note=(
                    "Ứng viên xin đi làm sớm từ 04/05 thay vì 11/05; đã gửi đề xuất LC-2026-0796 "
                    "(AMIS Quy trình) cho anh Phong duyệt."
                ),
            ),
        ],
    )
    patch(
        world,
        CAND,
        OB_VIET,
        history=[
            StageEvent(
                on=D(2026, 4, 10),
                stage=Stage.OFFER,
                status=CandidateStatus.ACTIVE,
                by_id=THU,
                note=(
                    "Ứng viên là nhân viên cũ của công ty (Phòng Kinh doanh TP.HCM, nghỉ việc "
                    "31/10/2025), anh Phong đồng ý tuyển lại; đã gửi offer OF-2026-0095."
                ),
            ),
        ],
    )
    lien = next(c for c in base_company().recruitment.candidates if c.id == OB_LIEN)
    event = StageEvent(
        on=D(2026, 4, 9),
        stage=Stage.OFFER,
        status=CandidateStatus.ACTIVE,
        by_id=THU,
        note="Ứng viên đồng ý offer OF-2026-0091 qua điện thoại; sẽ mail xác nhận lại.",
    )
    return patch(world, CAND, OB_LIEN, history=[*lien.history, event])


def _ob_tickets(cid: str, name: str, category: str) -> list:
    """A ticket of ``category`` names the hire ``name`` in its description, with the start date
    04/05 and the due date 24/04."""
    mine = {
        "requester_id": THU,
        "category": category,
        "created_on": D(2026, 4, 16),
        "description": {"contains": name},
    }
    return [
        exists(TICKETS, mine, f"A {category} ticket for {name} ({cid}), named in the description"),
        field(
            TICKETS,
            mine,
            "description",
            on_date("2026-05-04"),
            f"{name}'s {category} ticket gives the start date 04/05",
            op="contains",
        ),
        field(
            TICKETS,
            mine,
            "due_date",
            D(2026, 4, 24),
            f"{name}'s {category} ticket is due Fri 24/04: 3 working days before 04/05 over the "
            "holidays 01/05, 30/04 and 27/04 (IT's comment of 06/04 on TK-2026-00072)",
        ),
    ]


def _ob_later(cid: str, name: str, category: str) -> list:
    """After the follow-up: the live ticket of ``category`` for ``name`` (the 04/05 one is
    cancelled, and a cancelled ticket of the agent's own counts as never made) gives 11/05 and
    is due Wed 06/05 (3 working days before Mon 11/05)."""
    live = {
        "requester_id": THU,
        "category": category,
        "created_on": D(2026, 4, 16),
        "description": {"contains": name},
        "status": {"ne": "Huỷ"},
    }
    return [
        exists(TICKETS, live, f"A {category} ticket for {name} ({cid}) after the follow-up"),
        field(
            TICKETS,
            live,
            "description",
            on_date("2026-05-11"),
            f"{name}'s live {category} ticket gives the new start date 11/05",
            op="contains",
        ),
        field(
            TICKETS,
            live,
            "due_date",
            D(2026, 5, 6),
            f"{name}'s live {category} ticket is due Wed 06/05, 3 working days before Mon 11/05",
        ),
    ]


@TASKS.task("onboarding_0405_tickets")
def _onboarding_0405_tickets() -> Task:
    new = {"requester_id": THU, "created_on": D(2026, 4, 16)}
    return Task(
        id="recruitment.onboarding_0405_tickets",
        domain="recruitment",
        tier="expert",
        prompt=(
            "Mấy bạn đã đồng ý offer đi làm thứ Hai 4/5, e chuyển sang nhận việc và tạo ticket IT "
            "chuẩn bị máy, tài khoản cho các bạn như mọi lần giúp c nhé."
        ),
        followups=[
            "À c vừa nói chuyện với Minh Tâm: bạn ấy chưa bàn giao xong việc chỗ cũ nên xin lùi "
            "ngày đi làm sang thứ Hai 11/5, a Phong ok rồi. 2 ticket IT của bạn ấy e huỷ đi rồi "
            "tạo lại theo ngày mới giúp c nhé."
        ],
        note=(
            "Thu's Offer-stage candidates: Phan Minh Tâm UV-2026-0401 (OF-2026-0003 Đồng ý, "
            "04/05) → Nhận việc + tickets (Đoàn Mỹ Linh UV-2026-0494 too until round 6, see "
            "below); Huỳnh Tấn Phát UV-2026-0404 (OF-2026-0004 still Đã gửi) → nothing (the tool "
            "refuses the move); Ngô Gia Bảo UV-2026-0495 (OF-2026-0093 Đồng ý, start 11/05 on the "
            "offer) → his stage history of 14/04 (recruitment_get_candidate) says he asked to "
            "start on 04/05 and Thu filed LC-2026-0796; that run (ava_approval_list "
            "role=requester) is Hoàn thành, Huỳnh Thanh Phong's note 'Đồng ý cho Gia Bảo đi làm "
            "từ 04/05' → he is in this batch: Nhận việc + tickets (the offer's 11/05 is the "
            "superseded date); "
            "Trần Thị Kim Liên UV-2026-0445 (OF-2026-0091 Đồng ý by phone, her history says she "
            "will confirm by mail) declined by mail on 15/04 → no tickets (rejecting her and telling "
            "her manager Nguyễn Văn Dũng is fine). 'Như mọi lần': Thu's memory says one IT-Thiết "
            "bị ticket for the whole batch (sample TK-2026-00061), but IT's comment of 02/03 on "
            "that ticket supersedes it: per hire one IT-Thiết bị and one IT-Tài khoản ticket with "
            "name and start date → two tickets per hire. IT's later comment of 06/04 on the last "
            "batch's TK-2026-00072 (helpdesk_search_tickets requester_id=me): every new-hire "
            "ticket is due exactly 3 working days before the start (example: start Mon 06/04 → "
            "due Wed 01/04); back from Mon 04/05 over the holidays 01/05, 30/04 and the nghỉ bù "
            "27/04 (hrm holidays) → due Fri 24/04 (29/04 ignores the holidays, 28/04 forgets the "
            "27/04). Traps: the memory's combined ticket, onboarding Liên on her phone yes, "
            "leaving Gia Bảo out on the offer's 11/05, Phát, the SLA default due date. "
            "Look-alike Ngô Gia Huy UV-2026-0496 (OF-2026-0094 Đồng ý, 18/05, no early start) → "
            "a later batch, untouched. NEW (round 3): Trương Quốc Việt UV-2026-0497 (OF-2026-0095 "
            "Đồng ý, 04/05) is a former employee: his stage history of 10/04 (recruitment_get_candidate) "
            "and his CV say he worked at Minh Long until 31/10/2025, his HRM record NV000088 (Đã nghỉ việc 31/10/"
            "2025, hrm_search_employee include_former=True) holds the old mail "
            "viet.tq@minhlong.vn, and IT's later comment of 07/04 on TK-2026-00073 says a "
            "returning employee's IT-Tài khoản ticket gives the old employee code and old mail "
            "(IT reopens the account) → Nhận việc + 2 tickets, the account one naming NV000088 "
            "and viet.tq@minhlong.vn → 8 tickets in turn 0. Follow-up (plan change): Phan Minh "
            "Tâm moves his start to 11/05 → his two 04/05 tickets are cancelled (Huỷ, the requester's "
            "cancel path; update cannot change a due date) and two new ones give 11/05, due Wed "
            "06/05 (3 working days before Mon 11/05, no holiday between); his stage stays Nhận "
            "việc (the move tool has no way back, and he is still hired); his cancelled tickets "
            "count as never made (graded on what remains). Traps added: the "
            "rehire's account ticket without the old code/mail, the follow-up ignored, the old "
            "tickets left open, the due date 08/05 (calendar days). NEW (round 6): "
            "Đoàn Mỹ Linh UV-2026-0494 (OF-2026-0092 Đồng ý, 04/05 on the offer) asked on 13/04 "
            "to start on 18/05 (mail thread TD08932, found by amismail_search_mail 'nhận việc' "
            "or any inbox listing): Thu forwarded it to Phong, Phong agreed (TH008934) and Thu "
            "told her 18/05 (TH008935, Sent) → she is not in this batch: stays in Offer, no "
            "tickets (the reply says why). Gia Bảo's laptop is already on Phong's own ticket "
            "TK-2026-00101 (IT-Thiết bị, Đang xử lý, due 24/04; his step note on LC-2026-0796 "
            "names it, and IT's comment says the account ticket is still HCNS's) → for Gia Bảo "
            "only the IT-Tài khoản ticket (a second laptop ticket fails). HRM holds a namesake "
            "former Trương Quốc Việt NV000066 (KD Hà Nội, born 17/08/1990, viet.tq2@, left "
            "30/06/2024), listed first → the rehire is NV000088 by birth date 12/03/1993 and "
            "department (his CV: KD HCM 07/2021–10/2025). Turn 0 now makes 5 tickets (Tâm 2, "
            "Gia Bảo 1, Việt 2), not the 6 or 8 of earlier rounds."
        ),
        world=_ob_world(),
        max_steps=70,
        scopes=[
            *[scope(CAND, {"id": cid}) for cid in [OB_TAM, OB_GIABAO, OB_LIEN, OB_VIET]],
            created(TICKETS, new, n=10),
            scope("office.memory", {"id": "MEM-00904"}),
            _sent(THU, LIEN_MAIL),
            _sent(THU, DUNG_CSKH_MAIL),
            _inbox(THU_MAIL, "NV000080"),
        ],
        assertions=[
            field(CAND, {"id": OB_TAM}, "stage", HIRED, "Phan Minh Tâm (offer accepted) is hired"),
            field(
                CAND,
                {"id": OB_LINH},
                "stage",
                "Offer",
                "Đoàn Mỹ Linh (her start moved to 18/05 in the mail thread TD08932) stays in Offer",
                negative=True,
            ),
            field(
                CAND,
                {"id": OB_GIABAO},
                "stage",
                HIRED,
                "Ngô Gia Bảo (early start 04/05 approved in LC-2026-0796) is hired",
            ),
            field(
                CAND,
                {"id": OB_VIET},
                "stage",
                HIRED,
                "Trương Quốc Việt (offer accepted, a returning employee) is hired",
            ),
            field(
                CAND,
                {"id": OB_LIEN},
                "stage",
                "Offer",
                "Liên is not moved to Nhận việc",
                negative=True,
            ),
            field(
                CAND,
                {"id": OB_PHAT},
                "stage",
                "Offer",
                "Huỳnh Tấn Phát (offer not accepted) stays in Offer",
                negative=True,
                tool_enforced=True,  # the move tool refuses Nhận việc without an accepted offer
            ),
            field(
                CAND,
                {"id": {"in": [OB_PHAT, OB_LINH, OB_GIABAO, OB_GIAHUY]}},
                "status",
                "Đang xử lý",
                "None of Phát, Linh, Gia Bảo and Gia Huy is rejected",
                negative=True,
            ),
            *_ob_later(OB_TAM, "Phan Minh Tâm", "IT-Thiết bị"),
            *_ob_later(OB_TAM, "Phan Minh Tâm", "IT-Tài khoản"),
            *_ob_tickets(OB_GIABAO, "Ngô Gia Bảo", "IT-Tài khoản"),
            not_exists(
                TICKETS,
                {
                    **new,
                    "category": "IT-Thiết bị",
                    "description": {"contains": "Gia Bảo"},
                    "status": {"ne": "Huỷ"},
                },
                "No second laptop ticket for Gia Bảo: Phong's TK-2026-00101 (his approval note "
                "on LC-2026-0796, IT's comment) already covers it",
            ),
            *_ob_tickets(OB_VIET, "Trương Quốc Việt", "IT-Thiết bị"),
            *_ob_tickets(OB_VIET, "Trương Quốc Việt", "IT-Tài khoản"),
            *[
                field(
                    TICKETS,
                    {**new, "category": "IT-Tài khoản", "description": {"contains": "Quốc Việt"}},
                    "description",
                    old,
                    f"Việt's IT-Tài khoản ticket gives his old {what} (IT's comment of 07/04 on "
                    "TK-2026-00073; HRM NV000088)",
                    op="contains",
                )
                for old, what in [(OB_VIET_OLD, "employee code"), (OB_VIET_OLD_MAIL, "mail")]
            ],
            field(
                TICKETS,
                {**new, "category": "IT-Tài khoản", "description": {"contains": "Quốc Việt"}},
                "description",
                OB_VIET_NAMESAKE,
                "Việt's IT-Tài khoản ticket does not name the namesake's code NV000066 (another "
                "former Trương Quốc Việt, KD Hà Nội, born 1990)",
                op="not_contains",
            ),
            field(
                TICKETS,
                {**new, "description": {"contains": "Phan Minh Tâm"}},
                "description",
                "Quốc Việt",
                "No ticket lumps Tâm with Việt (IT's comment supersedes the memory)",
                op="not_contains",
            ),
            *[
                not_exists(
                    TICKETS,
                    {**new, "description": {"contains": who}},
                    f"No ticket for {who}",
                )
                for who in ["Kim Liên", "Tấn Phát", "Gia Huy", "Mỹ Linh"]
            ],
            reply_has(
                "The first reply names the three hires and Liên's decline",
                record(CAND, OB_TAM),
                record(CAND, OB_GIABAO),
                record(CAND, OB_VIET),
                record(CAND, OB_LIEN),
                turn=0,
            ),
        ],
    )


# ============================================================================================
# referral_bonus_april: referral bonuses by the newest rule, per hire and per referrer
# ============================================================================================

APPROVALS = "office.approvals"
RB_DAT = "UV-2026-0461"  # Nguyễn Thành Đạt, Backend (Công nghệ), official → Hùng
RB_MAI = "UV-2026-0462"  # Trần Thị Ngọc Mai, Tester (Công nghệ), official → Hùng
RB_QUANG = "UV-2026-0463"  # Lê Minh Quang, KD HCM, official; record says Võ Minh Quân, the
# ticket TK-2026-00095 (Lan's comment) names the real referrer Trương Quốc Bảo
RB_TRAM = "UV-2026-0464"  # Phạm Ngọc Trâm, Kế toán, still on probation → Cao Minh Đức
RB_GIAHUY = "UV-2026-0465"  # Hoàng Gia Huy, CSKH, left during probation → Lê Thị Bích Ngọc
RB_TAM = "UV-2026-0466"  # Trịnh Minh Tâm, KD HCM, official; referrer Đỗ Thanh Sơn has left
RB_HAINAM = "UV-2026-0467"  # Vũ Hải Nam, Backend, official; bonus paid in March (LC-2026-0745)
RB_DANH = "UV-2026-0468"  # Nguyễn Thành Danh, Marketing, official → Nguyễn Thị Kim Oanh
RB_IDS = [RB_DAT, RB_MAI, RB_QUANG, RB_TRAM, RB_GIAHUY, RB_TAM, RB_HAINAM, RB_DANH]
RB_PAID = [RB_DAT, RB_MAI, RB_QUANG, RB_DANH]
RB_UNPAID = [RB_TRAM, RB_GIAHUY, RB_TAM, RB_HAINAM]
RB_NAMES = {
    RB_DAT: "Nguyễn Thành Đạt",
    RB_MAI: "Trần Thị Ngọc Mai",
    RB_QUANG: "Lê Minh Quang",
    RB_TRAM: "Phạm Ngọc Trâm",
    RB_GIAHUY: "Hoàng Gia Huy",
    RB_TAM: "Trịnh Minh Tâm",
    RB_HAINAM: "Vũ Hải Nam",
    RB_DANH: "Nguyễn Thành Danh",
}
HUNG_NAME = "Nguyễn Văn Hùng"
QUAN = "NV000022"  # Võ Minh Quân, KD HCM (manager Huỳnh Thanh Phong)
QUAN_MAIL = "quan.vm@minhlong.vn"
OANH = "NV000073"  # Nguyễn Thị Kim Oanh, Marketing (manager Lương Thị Hoa)
OANH_MAIL = "oanh.ntk@minhlong.vn"
HOA = "NV000070"
HOA_MAIL = "hoa.lt@minhlong.vn"
DUC_KT = "NV000034"  # Cao Minh Đức, Kế toán tổng hợp (referred Trâm, still on probation)
DUC_KT_MAIL = "duc.cm@minhlong.vn"
BAO = "NV000024"  # Trương Quốc Bảo, KD HCM (manager Huỳnh Thanh Phong): Quang's real referrer
BAO_MAIL = "bao.tq@minhlong.vn"
RB_TICKET = "TK-2026-00095"  # Bảo's claim on Lê Minh Quang's bonus; Lan's comment settles it
RB_REJECTED = "LC-2026-0744"  # March run for Nguyễn Thành Đạt, rejected (so still unpaid)
RB_TOTAL = 14_000_000


def _rb_hire(cid, name, gender, born, posting, referrer, email, applied, school, major):
    from avabench.world.hr import Gender
    from avabench.world.recruitment import Candidate, CandidateStatus, Degree, Source, StageEvent

    return Candidate(
        id=cid,
        full_name=name,
        gender=Gender(gender),
        birth_date=born,
        email=email,
        phone="09" + cid[-4:] + "2468",
        source=Source.REFERRAL,
        referrer_id=referrer,
        posting_id=posting,
        applied_on=applied,
        stage=Stage.HIRED,
        history=[
            StageEvent(
                on=applied,
                stage=Stage.APPLIED,
                status=CandidateStatus.ACTIVE,
                by_id=THU,
                note="Hồ sơ giới thiệu nội bộ.",
            )
        ],
        education=Degree.BACHELOR,
        school=school,
        major=major,
        years_experience=2.0,
        last_company="Công ty TNHH Giải pháp Phần mềm Sao Mai",
        skills=["Làm việc nhóm"],
        expected_salary_vnd=14_000_000,
        cv_summary=f"2 năm kinh nghiệm, chuyên ngành {major}.",
        national_id="0010" + cid[-4:] + "0" + cid[-3:],
        home_address="Số 15 ngõ 20 Trần Duy Hưng, phường Yên Hoà, TP Hà Nội",
    )


def _rb_employee(eid, name, gender, born, email, dept, title, manager, hire, official, **kw):
    """A hire's HR record: probation from ``hire``; an official contract from ``official``."""
    from avabench.world.hr import ContractType, Employee, EmploymentStatus, Gender

    probation_end = hire + dt.timedelta(days=59)
    if official is None:
        contract = {
            "contract_type": ContractType.PROBATION,
            "status": EmploymentStatus.PROBATION,
            "contract_no": f"0{eid[-2:]}/2026/HĐTV-ML",
            "contract_start": hire,
            "contract_end": probation_end,
        }
    else:
        contract = {
            "contract_type": ContractType.FIXED_TERM,
            "status": EmploymentStatus.ACTIVE,
            "contract_no": f"0{eid[-2:]}/2026/HĐLĐ-ML",
            "contract_start": official,
            "contract_end": official.replace(year=official.year + 1) - dt.timedelta(days=1),
        }
    contract.update(kw)
    return Employee(
        id=eid,
        full_name=name,
        gender=Gender(gender),
        birth_date=born,
        email=email,
        phone="03" + eid[-4:] + "5813",
        department_id=dept,
        title=title,
        manager_id=manager,
        hire_date=hire,
        **contract,
    )


def _rb_world():
    from avabench.world.hr import ContractType, EmploymentStatus
    from avabench.world.office import (
        ApprovalProcess,
        ApprovalRun,
        ApprovalStatus,
        ApprovalStep,
        DocSection,
        PolicyDocument,
        StepStatus,
        Ticket,
        TicketCategory,
        TicketPriority,
        TicketQueue,
        TicketStatus,
    )

    hires = [
        _rb_hire(
            RB_DAT,
            "Nguyễn Thành Đạt",
            "Nam",
            D(1998, 3, 14),
            "TTD-2026-008",
            HUNG,
            "thanhdat.nguyen98@gmail.com",
            D(2025, 11, 20),
            "Đại học Bách khoa Hà Nội",
            "Khoa học máy tính",
        ),
        _rb_hire(
            RB_MAI,
            "Trần Thị Ngọc Mai",
            "Nữ",
            D(1999, 8, 2),
            "TTD-2026-009",
            HUNG,
            "ngocmai.tran99@gmail.com",
            D(2025, 12, 15),
            "Đại học Công nghệ – ĐHQGHN",
            "Công nghệ thông tin",
        ),
        _rb_hire(
            RB_QUANG,
            "Lê Minh Quang",
            "Nam",
            D(1997, 1, 25),
            "TTD-2026-013",
            QUAN,
            "minhquang.le97@gmail.com",
            D(2025, 11, 24),
            "Đại học Kinh tế TP.HCM",
            "Quản trị kinh doanh",
        ),
        _rb_hire(
            RB_TRAM,
            "Phạm Ngọc Trâm",
            "Nữ",
            D(1998, 6, 9),
            "TTD-2026-010",
            DUC_KT,
            "ngoctram.pham98@gmail.com",
            D(2026, 1, 19),
            "Học viện Tài chính",
            "Kế toán",
        ),
        _rb_hire(
            RB_GIAHUY,
            "Hoàng Gia Huy",
            "Nam",
            D(2000, 10, 30),
            "TTD-2026-014",
            "NV000081",
            "giahuy.hoang00@gmail.com",
            D(2025, 11, 28),
            "Đại học Đà Nẵng",
            "Quản trị dịch vụ",
        ),
        _rb_hire(
            RB_TAM,
            "Trịnh Minh Tâm",
            "Nam",
            D(1996, 12, 5),
            "TTD-2026-013",
            "NV000017",
            "minhtam.trinh96@gmail.com",
            D(2025, 11, 21),
            "Đại học Ngoại thương",
            "Kinh doanh quốc tế",
        ),
        _rb_hire(
            RB_HAINAM,
            "Vũ Hải Nam",
            "Nam",
            D(1997, 4, 18),
            "TTD-2026-008",
            "NV000053",
            "hainam.vu97@gmail.com",
            D(2025, 11, 18),
            "Đại học Bách khoa Hà Nội",
            "Kỹ thuật phần mềm",
        ),
        _rb_hire(
            RB_DANH,
            "Nguyễn Thành Danh",
            "Nam",
            D(1998, 9, 21),
            "TTD-2026-012",
            OANH,
            "thanhdanh.nguyen98@gmail.com",
            D(2025, 12, 10),
            "Đại học Thương mại",
            "Marketing",
        ),
    ]
    staff = [
        _rb_employee(
            "NV000091",
            "Nguyễn Thành Đạt",
            "Nam",
            D(1998, 3, 14),
            "dat.nt@minhlong.vn",
            "PB-CN",
            "Lập trình viên Backend",
            TUAN,
            D(2026, 1, 5),
            D(2026, 3, 6),
        ),
        _rb_employee(
            "NV000092",
            "Trần Thị Ngọc Mai",
            "Nữ",
            D(1999, 8, 2),
            "mai.ttn@minhlong.vn",
            "PB-CN",
            "Kiểm thử viên",
            "NV000058",
            D(2026, 2, 2),
            D(2026, 4, 3),
        ),
        _rb_employee(
            "NV000093",
            "Lê Minh Quang",
            "Nam",
            D(1997, 1, 25),
            "quang.lm@minhlong.vn",
            "PB-KDHCM",
            "Nhân viên kinh doanh",
            PHONG,
            D(2026, 1, 5),
            D(2026, 3, 6),
        ),
        _rb_employee(
            "NV000094",
            "Phạm Ngọc Trâm",
            "Nữ",
            D(1998, 6, 9),
            "tram.pn@minhlong.vn",
            "PB-KT",
            "Kế toán tổng hợp",
            HUONG_KT,
            D(2026, 3, 2),
            None,
        ),
        _rb_employee(
            "NV000095",
            "Hoàng Gia Huy",
            "Nam",
            D(2000, 10, 30),
            "huy.hg@minhlong.vn",
            "PB-CSKH",
            "Nhân viên CSKH",
            "NV000080",
            D(2026, 1, 5),
            None,
            status=EmploymentStatus.LEFT,
            leave_date=D(2026, 2, 13),
        ),
        _rb_employee(
            "NV000096",
            "Trịnh Minh Tâm",
            "Nam",
            D(1996, 12, 5),
            "tam.tm@minhlong.vn",
            "PB-KDHCM",
            "Nhân viên kinh doanh",
            PHONG,
            D(2026, 1, 5),
            D(2026, 3, 6),
        ),
        _rb_employee(
            "NV000097",
            "Vũ Hải Nam",
            "Nam",
            D(1997, 4, 18),
            "nam.vh@minhlong.vn",
            "PB-CN",
            "Lập trình viên Backend",
            TUAN,
            D(2026, 1, 5),
            D(2026, 3, 6),
        ),
        _rb_employee(
            "NV000098",
            "Nguyễn Thành Danh",
            "Nam",
            D(1998, 9, 21),
            "danh.nt@minhlong.vn",
            "PB-MKT",
            "Chuyên viên Marketing",
            HOA,
            D(2026, 2, 2),
            D(2026, 4, 3),
        ),
    ]
    assert staff[4].contract_type is ContractType.PROBATION
    policy = PolicyDocument(
        id="VB-021",
        code="QĐ-07/2025/ML-HCNS",
        title="Quy chế thưởng giới thiệu ứng viên",
        category="Nhân sự",
        issued_by="Phòng Hành chính – Nhân sự",
        effective_date=D(2025, 5, 1),
        sections=[
            DocSection(
                heading="1. Đối tượng",
                text=(
                    "Nhân viên của công ty giới thiệu ứng viên qua AMIS Tuyển dụng (nguồn Giới "
                    "thiệu nội bộ). Không áp dụng cho nhân viên Phòng Hành chính – Nhân sự."
                ),
            ),
            DocSection(
                heading="2. Mức thưởng",
                text=(
                    "2.000.000 đồng cho mỗi ứng viên được tuyển. Mức thưởng có thể được Trưởng "
                    "phòng Hành chính – Nhân sự điều chỉnh bằng thông báo."
                ),
            ),
            DocSection(
                heading="3. Điều kiện chi",
                text=(
                    "Thưởng được chi khi ứng viên được giới thiệu đã hoàn thành thử việc và ký "
                    "hợp đồng lao động chính thức (xem hồ sơ nhân viên trên AMIS Nhân sự). Ứng "
                    "viên nghỉ việc trong thời gian thử việc thì không chi. Mỗi ứng viên chỉ chi "
                    "thưởng một lần."
                ),
            ),
            DocSection(
                heading="4. Thủ tục",
                text=(
                    "Chuyên viên tuyển dụng lập Đề xuất trực tiếp trên AMIS Quy trình, mỗi đợt "
                    "một đề xuất cho mỗi người giới thiệu (gộp các ứng viên của người đó), ghi "
                    "rõ họ tên người giới thiệu, họ tên và mã ứng viên, tổng số tiền. Thưởng "
                    "được chi cùng kỳ lương."
                ),
            ),
        ],
    )
    paid = ApprovalRun(
        id="LC-2026-0745",
        process=ApprovalProcess.DIRECT_PROPOSAL,
        requester_id=THU,
        department_id="PB-HCNS",
        amount_vnd=2_000_000,
        description=(
            "Chi thưởng giới thiệu ứng viên đợt 03/2026: Trần Quang Vinh giới thiệu Vũ Hải Nam "
            "(UV-2026-0467), ký HĐLĐ chính thức ngày 06/03/2026. Tổng 2.000.000 đ."
        ),
        steps=[
            ApprovalStep(
                approver_id=LAN,
                role="Quản lý trực tiếp",
                status=StepStatus.APPROVED,
                note="Đồng ý.",
                acted_on=D(2026, 3, 11),
            )
        ],
        current_step=0,
        status=ApprovalStatus.DONE,
        created_on=D(2026, 3, 10),
        due_date=D(2026, 3, 13),
    )
    rejected = ApprovalRun(
        id=RB_REJECTED,
        process=ApprovalProcess.DIRECT_PROPOSAL,
        requester_id=THU,
        department_id="PB-HCNS",
        amount_vnd=2_000_000,
        description=(
            "Chi thưởng giới thiệu ứng viên đợt 03/2026: Nguyễn Văn Hùng giới thiệu Nguyễn Thành "
            "Đạt (UV-2026-0461), ký HĐLĐ chính thức ngày 06/03/2026. Tổng 2.000.000 đ."
        ),
        steps=[
            ApprovalStep(
                approver_id=LAN,
                role="Quản lý trực tiếp",
                status=StepStatus.REJECTED,
                note=(
                    "Từ chối đợt này: hợp đồng chính thức của Đạt chưa cập nhật trên AMIS Nhân "
                    "sự. Cập nhật hồ sơ rồi lập lại ở đợt sau."
                ),
                acted_on=D(2026, 3, 11),
            )
        ],
        current_step=0,
        status=ApprovalStatus.REJECTED,
        created_on=D(2026, 3, 10),
        due_date=D(2026, 3, 13),
    )
    claim = Ticket(
        id=RB_TICKET,
        title="Thưởng giới thiệu bạn Lê Minh Quang (KD HCM)",
        description=(
            "Em là người giới thiệu bạn Lê Minh Quang (UV-2026-0463) vào phòng KD HCM, nhưng "
            "trên AMIS Tuyển dụng lại ghi người giới thiệu là anh Võ Minh Quân (hôm đó em đi "
            "công tác nên nhờ anh Quân nộp CV hộ). Nhờ HCNS kiểm tra giúp em."
        ),
        category=TicketCategory.HR_BENEFITS,
        priority=TicketPriority.MEDIUM,
        requester_id=BAO,
        queue=TicketQueue.HR,
        assignee_id=THU,
        status=TicketStatus.IN_PROGRESS,
        created_on=D(2026, 4, 8),
        due_date=D(2026, 4, 24),
        comments=[
            "10/04/2026 Trần Thị Lan: Chị đã xác minh với anh Quân và anh Phong: người giới "
            "thiệu bạn Quang đúng là Bảo, anh Quân chỉ nộp hồ sơ hộ. Thu chi thưởng bạn Quang "
            "trong đợt chi tháng 4 cho Bảo (không chi cho anh Quân), lập xong thì ghi mã đề xuất vào ticket "
            "và chuyển ticket sang Đã giải quyết giúp chị."
        ],
    )
    lan = (LAN_MAIL, "Trần Thị Lan")
    notice = _mail(
        "TH008941",
        "TD08941",
        THU,
        lan,
        [THU_MAIL, NHUNG_MAIL],
        "Điều chỉnh thưởng giới thiệu ứng viên từ 01/4/2026",
        (
            "Chào Thu, Nhung,\n\nBGĐ đã duyệt điều chỉnh thưởng giới thiệu ứng viên, áp dụng "
            "cho các khoản chi từ 01/4/2026 (kể cả ứng viên nhận việc trước đó): mức thưởng "
            "3.000.000 đ cho mỗi ứng viên; riêng ứng viên vào Phòng Công nghệ 5.000.000 đ. Bổ "
            "sung điều kiện: người giới thiệu phải còn làm việc tại công ty tại thời điểm chi. "
            "Các khoản đã chi trước 01/4 không truy lĩnh chênh lệch. Các điều khác giữ như "
            "QĐ-07/2025.\n\nChị Lan"
        ),
        dt.datetime(2026, 4, 1, 8, 15),
        is_read=True,
    )
    fix = _mail(
        "TH008942",
        "TD08941",
        THU,
        lan,
        [THU_MAIL, NHUNG_MAIL],
        "Re: Điều chỉnh thưởng giới thiệu ứng viên từ 01/4/2026",
        (
            "Chị đính chính mail hôm 01/4: mức cho ứng viên vào Phòng Công nghệ là 4.000.000 đ "
            "(BGĐ duyệt 4 triệu, không phải 5 triệu như chị gõ nhầm). Các mục khác giữ nguyên."
            "\n\nChị Lan"
        ),
        dt.datetime(2026, 4, 3, 16, 40),
    )
    memo = MemoryItem(
        id="MEM-00905",
        user_id=THU,
        key="Thưởng giới thiệu ứng viên",
        value=(
            "Mức và điều kiện theo quy chế + thông báo mới nhất của chị Lan (mail). Lập đề xuất "
            "xong thì mail báo từng người giới thiệu (tên bạn được giới thiệu, số tiền), CC quản "
            "lý trực tiếp của người đó. Cuối đợt mail tổng hợp cho chị Hương kế toán trưởng "
            "(huong.dt@minhlong.vn): từng người, số tiền, tổng cả đợt, để chi cùng kỳ lương. "
            "Ticket Helpdesk về thưởng giới thiệu (HCNS-Chế độ) giao cho mình thì xử lý luôn "
            "trong đợt."
        ),
        updated_on=D(2026, 1, 12),
    )
    world = _world(THU, *hires, *staff, policy, paid, rejected, claim, notice, fix, memo)
    return world


@TASKS.task("referral_bonus_april")
def _referral_bonus_april() -> Task:
    mine = {"requester_id": THU, "created_on": D(2026, 4, 16)}

    def run_of(cid: str) -> dict:
        return {**mine, "description": {"contains": cid}}

    referrer_mails = [
        (HUNG_NAME, HUNG_MAIL, TUAN_MAIL, 8_000_000, [10_000_000, 5_000_000], [RB_DAT, RB_MAI]),
        ("Trương Quốc Bảo", BAO_MAIL, PHONG_MAIL, 3_000_000, [2_000_000], [RB_QUANG]),
        ("Nguyễn Thị Kim Oanh", OANH_MAIL, HOA_MAIL, 3_000_000, [2_000_000], [RB_DANH]),
    ]
    return Task(
        id="recruitment.referral_bonus_april",
        domain="recruitment",
        tier="expert",
        prompt=(
            "E rà giúp c thưởng giới thiệu ứng viên đợt này nhé: các bạn đã nhận việc qua giới "
            "thiệu nội bộ, ai đủ điều kiện mà chưa được chi thì lập đề xuất trên Quy trình, làm "
            "như mọi lần giúp c."
        ),
        note=(
            "Thu's memory MEM-00905: rates and rules = VB-021 (QĐ-07/2025: 2tr per hire, paid once "
            "the hire signed the official contract, never twice, one Đề xuất trực tiếp per "
            "referrer listing names and codes) + the newest mail of Trần Thị Lan: 01/04 (3tr, "
            "Công nghệ 5tr, the referrer must still be employed, no top-up for earlier payments) "
            "corrected on 03/04 (Công nghệ 4tr). Then mail each referrer (hire, amount) CC their "
            "manager, and a summary to Đỗ Thu Hương. Hired by referral (search stage Nhận việc, "
            "get_candidate → referrer; HR record by department with include_former): Nguyễn "
            "Thành Đạt UV-2026-0461 (Backend, official 06/03) and Trần Thị Ngọc Mai UV-2026-0462 "
            "(Tester, official 03/04) → Nguyễn Văn Hùng 8.000.000 (CC Lê Anh Tuấn); Lê Minh Quang "
            "UV-2026-0463 (KD HCM, official): the record names Võ Minh Quân, but the HCNS ticket "
            "TK-2026-00095 assigned to Thu (helpdesk_search_tickets query 'giới thiệu'; memory "
            "says such tickets are handled in the batch) has Lan's comment: the real referrer is "
            "Trương Quốc Bảo → Bảo 3.000.000 (CC Huỳnh Thanh Phong), nothing for Quân (a mail "
            "telling him why is allowed), and the "
            "ticket set to Đã giải quyết (or Đã đóng) with the run's code; "
            "Nguyễn Thành Danh UV-2026-0468 (Marketing, official 03/04) → Nguyễn Thị Kim Oanh "
            "3.000.000 (CC Lương Thị Hoa); Phạm Ngọc Trâm UV-2026-0464 still on probation (to "
            "30/04) → not yet; Hoàng Gia Huy UV-2026-0465 left on 13/02 in probation → none; "
            "Trịnh Minh Tâm UV-2026-0466 official but referrer Đỗ Thanh Sơn left 30/01 → none; "
            "Vũ Hải Nam UV-2026-0467 paid in LC-2026-0745 (Hoàn thành, 10/03) → none; Đạt's own "
            "March run LC-2026-0744 was REJECTED (ava_approval_list role requester; Lan's step "
            "note: his contract was not yet on AMIS, file again next batch) → still unpaid, paid "
            "now at 4tr. Total 14.000.000. Traps: the 2tr of the document, the 5tr of the first "
            "mail (total 16.000.000), paying Sơn (17.000.000) or Vinh again (18.000.000), the "
            "rejected run read as paid (total 10.000.000), Quân paid instead of Bảo, one run per "
            "hire."
        ),
        world=_rb_world(),
        max_steps=60,
        scopes=[
            created(APPROVALS, mine, n=3),
            _sent(THU, HUNG_MAIL),
            _sent(THU, BAO_MAIL),
            _sent(THU, QUAN_MAIL),  # telling Quân why his hire's bonus goes to Bảo is fine
            _sent(THU, OANH_MAIL),
            scope(TICKETS, {"id": RB_TICKET}),
            _sent(THU, HUONG_KT_MAIL),
            _sent(THU, DUC_KT_MAIL),
            *[
                _inbox(THU_MAIL, who)
                for who in [HUNG, TUAN, BAO, QUAN, PHONG, OANH, HOA, HUONG_KT, DUC_KT, LAN]
            ],
        ],
        assertions=[
            *[
                field(
                    APPROVALS,
                    run_of(cid),
                    "amount_vnd",
                    amount,
                    f"{RB_NAMES[cid]}'s bonus is in a {amount:,} run for the referrer",
                )
                for cid, amount in [
                    (RB_DAT, 8_000_000),
                    (RB_MAI, 8_000_000),
                    (RB_QUANG, 3_000_000),
                    (RB_DANH, 3_000_000),
                ]
            ],
            field(
                APPROVALS,
                run_of(RB_DAT),
                "process",
                "Đề xuất trực tiếp",
                "The runs are Đề xuất trực tiếp (VB-021 §4)",
            ),
            *[
                not_exists(
                    APPROVALS,
                    {**mine, "description": {"contains": text}},
                    f"No bonus run for {why}",
                )
                for text, why in [
                    (RB_TRAM, "Trâm, still on probation"),
                    ("Phạm Ngọc Trâm", "Trâm, still on probation"),
                    (RB_GIAHUY, "Gia Huy, who left during probation"),
                    ("Hoàng Gia Huy", "Gia Huy, who left during probation"),
                    (RB_TAM, "Tâm, whose referrer Đỗ Thanh Sơn has left"),
                    ("Trịnh Minh Tâm", "Tâm, whose referrer Đỗ Thanh Sơn has left"),
                    (RB_HAINAM, "Vũ Hải Nam, paid in March (LC-2026-0745)"),
                    ("Vũ Hải Nam", "Vũ Hải Nam, paid in March (LC-2026-0745)"),
                ]
            ],
            *[
                mail_sent(
                    f"{who} is told the bonus ({amount:,}), CC the manager (memory)",
                    to=[to],
                    cc=[cc],
                    body_contains=[amount, *[record(CAND, c) for c in cids]],
                    body_not_contains=wrong,
                )
                for who, to, cc, amount, wrong, cids in referrer_mails
            ],
            exists(
                APPROVALS,
                {**mine, "description": {"contains": "Bảo"}, "amount_vnd": 3_000_000},
                "Lê Minh Quang's bonus goes to Trương Quốc Bảo (Lan's ticket comment)",
            ),
            count(
                APPROVALS,
                run_of(RB_QUANG),
                1,
                "Lê Minh Quang's bonus is filed once (for Bảo, not also for the recorded Quân)",
            ),
            exists(
                TICKETS,
                {"id": RB_TICKET, "status": {"in": ["Đã giải quyết", "Đã đóng"]}},
                "Bảo's ticket is resolved once his run is filed (Lan's comment)",
            ),
            mail_not_sent(
                "Trần Quang Vinh is not told of a second bonus",
                to_or_cc=["vinh.tq@minhlong.vn"],
            ),
            mail_sent(
                "Đỗ Thu Hương gets the summary: the three referrers and the total 14.000.000",
                to_or_cc=[HUONG_KT_MAIL],
                body_contains=[
                    RB_TOTAL,
                    record("hr.employees", HUNG),
                    record("hr.employees", BAO),
                    record("hr.employees", OANH),
                ],
                body_not_contains=[16_000_000, 17_000_000, 18_000_000, 10_000_000],
            ),
            reply_has(
                "The reply gives the total and says Trâm is not yet due",
                RB_TOTAL,
                record(CAND, RB_TRAM),
                wrong=[16_000_000, 17_000_000, 18_000_000, 10_000_000],
            ),
        ],
    )


# ============================================================================================
# kd_offers_round2_ask: draft offers for the round-2 passers; one salary asked; a date changed
# ============================================================================================

OF_A = "UV-2026-0471"  # Nguyễn Hoàng Phúc: 3/3 Đạt, 13.000.000 (Phong's mail)
OF_B = "UV-2026-0472"  # Trần Thị Thu Hà: 2/3 Đạt, 12.000.000 amended to 12.500.000
OF_C = "UV-2026-0473"  # Phạm Minh Khang: 3/3 Đạt, 16.500.000 above the 15.000.000 band
OF_D = "UV-2026-0474"  # Võ Thị Ngọc Hân: Đạt, Cân nhắc, Bảo missing → Chưa đủ đánh giá
OF_E = "UV-2026-0475"  # Đặng Quốc Huy: 2 Không đạt
OF_F = "UV-2026-0476"  # Lý Thanh Tùng: 3/3 Đạt, salary not decided → asked, 14.000.000
OF_NAMES = {
    OF_A: "Nguyễn Hoàng Phúc",
    OF_B: "Trần Thị Thu Hà",
    OF_C: "Phạm Minh Khang",
    OF_D: "Võ Thị Ngọc Hân",
    OF_E: "Đặng Quốc Huy",
    OF_F: "Lý Thanh Tùng",
}
OF_MAILS = {
    OF_A: "hoangphuc.nguyen95@gmail.com",
    OF_B: "thuha.tran97@gmail.com",
    OF_C: "minhkhang.pham94@gmail.com",
    OF_D: "ngochan.vo98@gmail.com",
    OF_E: "quochuy.dang96@gmail.com",
    OF_F: "thanhtung.ly97@gmail.com",
}
#: (official salary, probation salary at the 90 % of Lan's mail, at the superseded 85 %)
OF_PAY = {
    OF_A: (13_000_000, 11_700_000, 11_050_000),
    OF_B: (12_500_000, 11_250_000, 10_625_000),
    OF_F: (14_000_000, 12_600_000, 11_900_000),
}


def _of_world():
    cands = [
        _kd_candidate(cid, name, g, born, D(2026, 3, 2), school, major, yrs, last, nid, home)
        for cid, name, g, born, school, major, yrs, last, nid, home in [
            (
                OF_A,
                OF_NAMES[OF_A],
                "Nam",
                D(1995, 2, 11),
                "Đại học Kinh tế TP.HCM",
                "Marketing",
                4.0,
                "Công ty Cổ phần Thế Giới Số",
                "079095004711",
                "Số 3 Lý Tự Trọng, TP Hồ Chí Minh",
            ),
            (
                OF_B,
                OF_NAMES[OF_B],
                "Nữ",
                D(1997, 7, 7),
                "Đại học Tôn Đức Thắng",
                "Quản trị kinh doanh",
                3.0,
                "Công ty TNHH Thương mại Á Châu",
                "079197004722",
                "Số 8 Hai Bà Trưng, TP Hồ Chí Minh",
            ),
            (
                OF_C,
                OF_NAMES[OF_C],
                "Nam",
                D(1994, 12, 1),
                "Đại học Ngoại thương (cơ sở 2)",
                "Kinh doanh quốc tế",
                6.0,
                "Công ty TNHH Phần mềm FPT",
                "079094004733",
                "Số 21 Võ Văn Tần, TP Hồ Chí Minh",
            ),
            (
                OF_D,
                OF_NAMES[OF_D],
                "Nữ",
                D(1998, 5, 19),
                "Đại học Sài Gòn",
                "Quản trị kinh doanh",
                2.0,
                "Công ty Cổ phần Bán lẻ Kỹ thuật số FPT",
                "079198004744",
                "Số 14 Nguyễn Đình Chiểu, TP Hồ Chí Minh",
            ),
            (
                OF_E,
                OF_NAMES[OF_E],
                "Nam",
                D(1996, 3, 30),
                "Đại học Văn Lang",
                "Kinh doanh thương mại",
                2.5,
                "Công ty TNHH Điện máy Chợ Lớn",
                "079096004755",
                "Số 77 Cách Mạng Tháng Tám, TP Hồ Chí Minh",
            ),
            (
                OF_F,
                OF_NAMES[OF_F],
                "Nam",
                D(1997, 10, 10),
                "Đại học Kinh tế – Luật",
                "Kinh tế đối ngoại",
                4.5,
                "Công ty Cổ phần MISA",
                "079097004766",
                "Số 50 Pasteur, TP Hồ Chí Minh",
            ),
        ]
    ]
    cands = [
        c.model_copy(update={"stage": Stage.INTERVIEW_2, "email": OF_MAILS[c.id]}) for c in cands
    ]
    P, F, C = Conclusion.PASS, Conclusion.FAIL, Conclusion.CONSIDER
    verdicts = [
        (OF_A, [(PHONG, P), (BAO_KD, P), (THU, P)]),
        (OF_B, [(PHONG, P), (BAO_KD, P), (THU, C)]),
        (OF_C, [(PHONG, P), (BAO_KD, P), (THU, P)]),
        (OF_D, [(PHONG, P), (THU, C)]),
        (OF_E, [(PHONG, F), (BAO_KD, F)]),
        (OF_F, [(PHONG, P), (BAO_KD, P), (THU, P)]),
    ]
    evals = [
        Evaluation(
            id=f"DG-2026-09{50 + k:02d}",
            candidate_id=cid,
            round=Stage.INTERVIEW_2,
            evaluator_id=who,
            scores={"Chuyên môn": 4, "Giao tiếp": 4, "Thái độ": 4},
            conclusion=verdict,
            comment="",
            created_on=D(2026, 4, 14),
        )
        for k, (cid, who, verdict) in enumerate(
            [(cid, who, v) for cid, pairs in verdicts for who, v in pairs], start=1
        )
    ]
    phong = (PHONG_MAIL, "Huỳnh Thanh Phong")
    salaries = _mail(
        "TH008951",
        "TD08951",
        THU,
        phong,
        [THU_MAIL],
        "Lương offer các bạn KD HCM qua vòng 2",
        (
            "Thu ơi,\n\nAnh chốt lương chính thức cho các bạn qua vòng 2 như sau, đi làm thứ Hai "
            "04/05:\n- Nguyễn Hoàng Phúc: 13.000.000 đ\n- Trần Thị Thu Hà: 12.000.000 đ\n- Phạm "
            "Minh Khang: 16.500.000 đ (bạn này kinh nghiệm 6 năm, anh muốn giữ)\n- Lý Thanh Tùng: "
            "anh đang cân nhắc, sẽ báo chị Thu sau.\nCác bạn khác chờ kết quả đủ phiếu.\n\nAnh Phong"
        ),
        dt.datetime(2026, 4, 14, 17, 5),
        is_read=True,
    )
    amend = _mail(
        "TH008952",
        "TD08951",
        THU,
        phong,
        [THU_MAIL],
        "Re: Lương offer các bạn KD HCM qua vòng 2",
        (
            "Bổ sung: bạn Trần Thị Thu Hà anh nâng lên 12.500.000 đ vì bạn có sẵn tệp khách "
            "hàng doanh nghiệp. Các bạn khác giữ nguyên.\n\nAnh Phong"
        ),
        dt.datetime(2026, 4, 15, 9, 20),
    )
    lan = _mail(
        "TH008953",
        "TD08953",
        THU,
        (LAN_MAIL, "Trần Thị Lan"),
        [THU_MAIL, NHUNG_MAIL],
        "Lương thử việc từ 15/4/2026",
        (
            "Chào Thu, Nhung,\n\nTheo quyết định mới của BGĐ, các offer lập từ ngày 15/4/2026 "
            "tính lương thử việc bằng 90% lương chính thức (thay cho mức 85% tại mục 4 Quy định "
            "tuyển dụng và thử việc). Văn bản sửa đổi sẽ ban hành sau.\n\nChị Lan"
        ),
        dt.datetime(2026, 4, 10, 10, 0),
        is_read=True,
    )
    memo = MemoryItem(
        id="MEM-00906",
        user_id=THU,
        key="Offer tin Nhân viên kinh doanh HCM",
        value=(
            "Offer tin KD HCM: lập offer ở dạng nháp (chưa gửi, anh Phong duyệt trước), phụ cấp "
            "1.000.000 đ/tháng, thử việc 60 ngày. Lập xong trả lời mail lương của anh Phong "
            "danh sách từng bạn: lương chính thức, lương thử việc (tỷ lệ theo thông báo mới "
            "nhất của chị Lan), ngày đi làm."
        ),
        updated_on=D(2026, 2, 2),
    )
    world = _world(THU, *cands, *evals, salaries, amend, lan, memo)
    return patch(world, "recruitment.job_postings", KD_POSTING, headcount=6)


@TASKS.task("kd_offers_round2_ask")
def _kd_offers_round2_ask() -> Task:
    drafts = [OF_A, OF_B, OF_F]
    to_phong = {"to_or_cc": [PHONG_MAIL]}
    wrong_probation = [v[2] for v in OF_PAY.values()] + [10_800_000]
    return Task(
        id="recruitment.kd_offers_round2_ask",
        domain="recruitment",
        tier="expert",
        prompt=(
            "Các bạn KD HCM pv vòng 2 xong hết rồi, e làm offer cho các bạn đạt giúp c nhé, "
            "lương a Phong chốt trong mail rồi đó."
        ),
        followups=[
            "Bạn Tùng c chốt 14tr nhé e. À Thu Hà vừa gọi xin đi làm từ thứ Hai 11/5, e sửa "
            "lại offer giúp c luôn."
        ],
        note=(
            "TTD-2026-013 round 2 (panel Phong, Bảo, Thu; majority 2; band 10–15tr). Đạt: "
            "Nguyễn Hoàng Phúc UV-2026-0471 (13tr), Trần Thị Thu Hà UV-2026-0472 (12tr in "
            "Phong's mail of 14/04, raised to 12,5tr in his mail of 15/04), Phạm Minh Khang "
            "UV-2026-0473 (16,5tr > band max 15tr → VB-010 §5: Đề xuất trực tiếp first, no "
            "offer sent), Lý Thanh Tùng UV-2026-0476 (salary 'anh đang cân nhắc' → ask Thu in "
            "turn 0; the follow-up gives 14tr). Võ Thị Ngọc Hân UV-2026-0474 Chưa đủ đánh giá "
            "(Bảo missing) and Đặng Quốc Huy UV-2026-0475 Không đạt: no offer. Thu's memory "
            "MEM-00906: offers as drafts (Nháp), allowance 1tr, probation 60 days; then reply to "
            "Phong's mail with each one's salary, probation salary and start date. Lan's mail "
            "of 10/04: probation salary 90% from 15/04 (VB-010 §4's 85% superseded): 11.700.000, "
            "11.250.000, 12.600.000. Start 04/05; the follow-up moves Thu Hà to 11/05 → update her "
            "draft (create_offer again updates a draft) and tell Phong. Traps: 12tr for Thu Hà, "
            "85% (11.050.000 / 10.625.000 / 11.900.000), Khang's offer sent above band, a guessed "
            "salary for Tùng, sending instead of drafting, Ngọc Hân's offer, the old date."
        ),
        world=_of_world(),
        max_steps=50,
        scopes=[
            *[scope(CAND, {"id": cid}) for cid in [OF_A, OF_B, OF_C, OF_F]],
            *[created(OFFERS, {"candidate_id": cid}, n=1) for cid in [OF_A, OF_B, OF_C, OF_F]],
            created(APPROVALS, {"requester_id": THU, "created_on": D(2026, 4, 16)}, n=1),
            _sent(THU, PHONG_MAIL, n=3),
            _sent(THU, BAO_KD_MAIL),
            _inbox(THU_MAIL, PHONG, n=3),
            _inbox(THU_MAIL, BAO_KD),
        ],
        assertions=[
            *[
                field(OFFERS, {"candidate_id": cid}, name, value, f"{OF_NAMES[cid]}: {what}")
                for cid in drafts
                for name, value, what in [
                    ("salary_vnd", OF_PAY[cid][0], f"salary {OF_PAY[cid][0]:,}"),
                    ("status", "Nháp", "a draft (memory: Phong approves first)"),
                    ("allowance_vnd", 1_000_000, "allowance 1.000.000 (memory)"),
                    ("probation_days", 60, "probation 60 days (memory)"),
                ]
            ],
            field(OFFERS, {"candidate_id": OF_A}, "start_date", "2026-05-04", "Phúc starts 04/05"),
            field(OFFERS, {"candidate_id": OF_F}, "start_date", "2026-05-04", "Tùng starts 04/05"),
            field(
                OFFERS,
                {"candidate_id": OF_B},
                "start_date",
                "2026-05-11",
                "Thu Hà's draft is moved to 11/05 (the follow-up)",
            ),
            not_exists(
                OFFERS,
                {"candidate_id": OF_C, "status": "Đã gửi"},
                "No offer is sent to Khang above the band before the approval (VB-010 §5)",
            ),
            exists(
                APPROVALS,
                {
                    "requester_id": THU,
                    "created_on": D(2026, 4, 16),
                    "process": "Đề xuất trực tiếp",
                },
                "A Đề xuất trực tiếp for Khang's salary above the band",
            ),
            *[
                not_exists(
                    OFFERS,
                    {"candidate_id": cid},
                    f"No offer for {OF_NAMES[cid]}",
                    tool_enforced=True,  # create_offer refuses below the Offer stage
                )
                for cid in [OF_D, OF_E]
            ],
            field(
                CAND,
                {"id": {"in": [OF_D, OF_E]}},
                "stage",
                R2,
                "Ngọc Hân (pending) and Quốc Huy (Không đạt) stay in round 2",
                negative=True,
                tool_enforced=True,  # move_candidate_stage refuses both (no majority Đạt)
            ),
            reply_has(
                "Turn 0 asks for Lý Thanh Tùng's salary instead of guessing it",
                concept("asks_user"),
                any_of=[record(CAND, OF_F), "Tùng"],  # the only Tùng among the candidates
                turn=0,
            ),
            *[
                mail_sent(
                    f"Phong gets {OF_NAMES[cid]}'s probation salary at 90% ({OF_PAY[cid][1]:,})",
                    **to_phong,
                    body_contains=[record(CAND, cid), OF_PAY[cid][1]],
                    body_not_contains=wrong_probation,
                )
                for cid in drafts
            ],
            mail_sent(
                "Phong is told Thu Hà now starts on 11/05",
                **to_phong,
                body_contains=[record(CAND, OF_B), on_date("2026-05-11")],
            ),
            mail_not_sent(
                "No mail gives a probation salary at the superseded 85% (or Thu Hà's old 12tr)",
                body_contains_any=wrong_probation,
            ),
        ],
    )


# ============================================================================================
# posting_review_mid_april: Thu's postings by the amended review rule; one closed on follow-up
# ============================================================================================

POSTINGS = "recruitment.job_postings"
PR_KDHN = "TTD-2026-016"  # Nhân viên kinh doanh (Hà Nội): 1/2 hired, deadline 03/04 → 24/04
PR_CONGNO = "TTD-2026-017"  # Kế toán công nợ: 1/1 offer accepted → close
PR_HANHCHINH = "TTD-2026-018"  # Nhân viên hành chính: offer accepted then declined → 04/05
PR_MKT = (
    "TTD-2026-019"  # Thu's Chuyên viên Marketing: 0/1, deadline 06/04 → 27/04 (nghỉ bù) → 28/04
)
PR_TICKET = "TK-2026-00096"  # Hương's ticket: TTD-2026-010 from 1 to 3, her comment: 2 only
PR_TUAN_MAIL = "tuan.nm@minhlong.vn"  # Nguyễn Minh Tuấn, Trưởng phòng Kinh doanh (Hà Nội)
PR_TRANG = "NV000071"  # Lê Thu Trang: Trưởng phòng Marketing since Lương Thị Hoa left on 10/04
PR_TRANG_MAIL = "trang.lt@minhlong.vn"
PR_RUN = "LC-2026-0798"  # Hương's proposal 017: 1 → 3, approved at 2 in the step's note
PR_NHUNG_LEAVE = "DN-2026-0071"  # Nhung's maternity leave from 13/04, substitute Thu
PR_NHUNG_MKT = "TTD-2026-012"  # Nhung's Chuyên viên Marketing, expired 12/04 → 03/05 (Sun) → 04/05
#: A posting is said closed: the shared concept, or "đóng tin", "dừng tuyển", "không tuyển".
CLOSED_WORDS = [concept("closed"), "đóng tin", "dừng tuyển", "không tuyển"]


def _pr_world():
    from avabench.world.hr import EmploymentStatus, Gender
    from avabench.world.office import (
        ApprovalProcess,
        ApprovalRun,
        ApprovalStatus,
        ApprovalStep,
        StepStatus,
        Ticket,
        TicketCategory,
        TicketPriority,
        TicketQueue,
        TicketStatus,
    )
    from avabench.world.recruitment import (
        Candidate,
        Degree,
        JobPosting,
        Offer,
        OfferStatus,
        Source,
    )

    base = next(p for p in base_company().recruitment.job_postings if p.id == "TTD-2026-010")
    no_test = [s for s in base.stages if s is not Stage.TEST]

    def posting(pid, title, dept, headcount, opened, deadline, degree, panel, lo, hi):
        return JobPosting(
            id=pid,
            title=title,
            department_id=dept,
            headcount=headcount,
            opened_on=opened,
            deadline=deadline,
            location="Hà Nội",
            salary_min_vnd=lo,
            salary_max_vnd=hi,
            required_degree=degree,
            recruiter_id=THU,
            hiring_panel=panel,
            stages=list(no_test),
            description=f"Tuyển {headcount} {title.lower()} làm việc tại trụ sở Hà Nội.",
        )

    postings = [
        posting(
            PR_KDHN,
            "Nhân viên kinh doanh",
            "PB-KD",
            2,
            D(2026, 2, 16),
            D(2026, 4, 3),
            Degree.COLLEGE,
            ["NV000010", "NV000011", THU],
            10_000_000,
            15_000_000,
        ),
        posting(
            PR_CONGNO,
            "Kế toán công nợ",
            "PB-KT",
            1,
            D(2026, 2, 23),
            D(2026, 4, 6),
            Degree.COLLEGE,
            [HUONG_KT, DUNG_KT, THU],
            11_000_000,
            14_000_000,
        ),
        posting(
            PR_HANHCHINH,
            "Nhân viên hành chính",
            "PB-HCNS",
            1,
            D(2026, 2, 26),
            D(2026, 4, 10),
            Degree.COLLEGE,
            [LAN, TUNG, THU],
            8_000_000,
            10_000_000,
        ),
        posting(
            PR_MKT,
            "Chuyên viên Marketing",
            "PB-MKT",
            1,
            D(2026, 2, 23),
            D(2026, 4, 6),
            Degree.BACHELOR,
            [HOA, OANH, THU],
            11_000_000,
            15_000_000,
        ),
    ]

    def cand(cid, name, gender, pid, stage, email, applied):
        return Candidate(
            id=cid,
            full_name=name,
            gender=Gender(gender),
            birth_date=D(1998, 1, 1) + dt.timedelta(days=int(cid[-2:]) * 37),
            email=email,
            phone="0912" + cid[-4:] + "37",
            source=Source.TOPCV,
            posting_id=pid,
            applied_on=applied,
            stage=stage,
            education=Degree.COLLEGE,
            school="Cao đẳng Kinh tế – Kỹ thuật Thương mại",
            major="Quản trị kinh doanh",
            years_experience=2.0,
            last_company="Công ty TNHH Thương mại Hà Thành",
            expected_salary_vnd=11_000_000,
            cv_summary="2 năm kinh nghiệm.",
            national_id="0011" + cid[-4:] + "9" + cid[-3:],
            home_address="Số 9 ngõ 4 Xuân Thuỷ, phường Cầu Giấy, TP Hà Nội",
        )

    cands = [
        cand(
            "UV-2026-0481",
            "Đỗ Văn Hiếu",
            "Nam",
            PR_KDHN,
            Stage.HIRED,
            "vanhieu.do97@gmail.com",
            D(2026, 2, 20),
        ),
        cand(
            "UV-2026-0482",
            "Ngô Thị Lan Anh",
            "Nữ",
            PR_CONGNO,
            Stage.OFFER,
            "lananh.ngo96@gmail.com",
            D(2026, 2, 25),
        ),
        cand(
            "UV-2026-0483",
            "Phan Thị Hồng Vân",
            "Nữ",
            PR_HANHCHINH,
            Stage.OFFER,
            "hongvan.phan99@gmail.com",
            D(2026, 3, 2),
        ),
        cand(
            "UV-2026-0484",
            "Lê Quốc Trung",
            "Nam",
            PR_KDHN,
            Stage.INTERVIEW_1,
            "quoctrung.le98@gmail.com",
            D(2026, 3, 25),
        ),
        cand(
            "UV-2026-0485",
            "Vương Thị Thu Hiền",
            "Nữ",
            PR_MKT,
            Stage.INTERVIEW_1,
            "thuhien.vuong99@gmail.com",
            D(2026, 3, 20),
        ),
    ]

    def offer(oid, cid, position, dept, manager, salary, created):
        return Offer(
            id=oid,
            candidate_id=cid,
            position=position,
            department_id=dept,
            manager_id=manager,
            salary_vnd=salary,
            start_date=D(2026, 5, 4),
            probation_days=60,
            response_deadline=D(2026, 4, 13),
            status=OfferStatus.ACCEPTED,
            created_by=THU,
            created_on=created,
        )

    offers = [
        offer(
            "OF-2026-0081",
            "UV-2026-0482",
            "Kế toán công nợ",
            "PB-KT",
            HUONG_KT,
            12_000_000,
            D(2026, 4, 6),
        ),
        offer(
            "OF-2026-0082",
            "UV-2026-0483",
            "Nhân viên hành chính",
            "PB-HCNS",
            LAN,
            9_000_000,
            D(2026, 4, 6),
        ),
    ]
    lan = (LAN_MAIL, "Trần Thị Lan")
    rule = _mail(
        "TH008961",
        "TD08961",
        THU,
        lan,
        [THU_MAIL, NHUNG_MAIL],
        "Quy trình rà soát tin tuyển dụng giữa tháng",
        (
            "Chào Thu, Nhung,\n\nTừ tháng 3, giữa mỗi tháng các em rà soát các tin mình phụ "
            "trách:\n(1) Tin đã tuyển đủ (số người Nhận việc + số offer ứng viên đã Đồng ý, tính "
            "đến ngày rà soát, bằng hoặc hơn số lượng cần tuyển): đóng tin và mail báo trưởng "
            "phòng.\n(2) Tin đã hết hạn nộp mà chưa đủ người: gia hạn thêm 14 ngày tính từ hạn "
            "cũ.\n(3) Tin Tạm dừng: giữ nguyên.\n(4) Phòng ban có yêu cầu thay đổi (số lượng, "
            "tạm dừng) qua mail, ticket Helpdesk hoặc đề xuất trên AMIS Quy trình thì làm theo "
            "yêu cầu mới nhất của trưởng phòng (đề xuất thì theo mức được duyệt); cập nhật thay "
            "đổi đó trước rồi mới xét mục (1), (2).\n\nChị Lan"
        ),
        dt.datetime(2026, 3, 2, 8, 30),
        is_read=True,
    )
    amend = _mail(
        "TH008962",
        "TD08961",
        THU,
        lan,
        [THU_MAIL, NHUNG_MAIL],
        "Re: Quy trình rà soát tin tuyển dụng giữa tháng",
        (
            "Chị sửa mục (2) từ đợt tháng 4: gia hạn thêm 21 ngày tính từ hạn cũ (không phải 14 "
            "ngày nữa); nếu hạn mới rơi vào thứ Bảy, Chủ nhật hoặc ngày nghỉ lễ thì lùi sang "
            "ngày làm việc kế tiếp. Gia hạn cũng mail báo trưởng phòng như khi đóng tin.\n\nThêm "
            "nữa: bạn nào đang nghỉ dài ngày thì người thay thế ghi trên đơn nghỉ rà soát luôn các "
            "tin của bạn ấy, như tin của mình.\n\nChị Lan"
        ),
        dt.datetime(2026, 4, 9, 15, 10),
    )
    phong = (PHONG_MAIL, "Huỳnh Thanh Phong")
    more = _mail(
        "TH008963",
        "TD08963",
        THU,
        phong,
        [THU_MAIL],
        "Tăng số lượng tuyển NV kinh doanh HCM",
        (
            "Thu ơi, khách hàng mới nhiều, tin Nhân viên kinh doanh TP.HCM em tăng số lượng từ "
            "3 lên 5 người giúp anh nhé.\n\nAnh Phong"
        ),
        dt.datetime(2026, 4, 10, 11, 0),
        is_read=True,
    )
    less = _mail(
        "TH008964",
        "TD08963",
        THU,
        phong,
        [THU_MAIL],
        "Re: Tăng số lượng tuyển NV kinh doanh HCM",
        "Anh tính lại ngân sách rồi: chỉ tăng lên 4 người thôi em nhé, không phải 5.\n\nAnh Phong",
        dt.datetime(2026, 4, 14, 16, 45),
    )
    pause = _mail(
        "TH008965",
        "TD08965",
        THU,
        (DUNG_CSKH_MAIL, "Nguyễn Văn Dũng"),
        [THU_MAIL],
        "Tạm dừng tuyển CSKH Đà Nẵng",
        (
            "Thu ơi, phòng anh tạm dừng tuyển Chuyên viên CSKH Đà Nẵng từ giờ đến khi BGĐ duyệt "
            "lại ngân sách quý 3 nhé; các bạn đang phỏng vấn dở thì em cứ giữ hồ sơ.\n\nAnh Dũng"
        ),
        dt.datetime(2026, 4, 13, 9, 5),
    )
    decline = _mail(
        "TH008966",
        "TD08966",
        THU,
        ("hongvan.phan99@gmail.com", "Phan Thị Hồng Vân"),
        [THU_MAIL],
        "Xin phép không nhận việc – Nhân viên hành chính",
        (
            "Chào chị Thu,\n\nHôm 07/4 em đã đồng ý offer, nhưng em vừa được công ty cũ giữ lại "
            "với mức lương mới nên em xin phép không nhận việc ngày 04/5 ạ. Em rất xin lỗi chị."
            "\n\nPhan Thị Hồng Vân"
        ),
        dt.datetime(2026, 4, 14, 21, 15),
    )
    memo = MemoryItem(
        id="MEM-00907",
        user_id=THU,
        key="Rà soát tin tuyển dụng giữa tháng",
        value=(
            "Làm theo quy trình chị Lan gửi qua mail (bản mới nhất). Xong mail chị Lan "
            "(lan.tt@minhlong.vn) tổng hợp từng tin đã xử lý: mã tin, việc đã làm, hạn nộp mới "
            "nếu có."
        ),
        updated_on=D(2026, 3, 2),
    )
    ask = Ticket(
        id=PR_TICKET,
        title="Tăng số lượng tuyển Kế toán tổng hợp",
        description=(
            "Nhờ HCNS tăng số lượng tuyển của tin Kế toán tổng hợp (TTD-2026-010) từ 1 lên 3 "
            "người, phòng Kế toán cần thêm người cho đợt quyết toán."
        ),
        category=TicketCategory.HR_BENEFITS,
        priority=TicketPriority.MEDIUM,
        requester_id=HUONG_KT,
        queue=TicketQueue.HR,
        assignee_id=THU,
        status=TicketStatus.NEW,
        created_on=D(2026, 4, 9),
        due_date=D(2026, 4, 20),
        comments=[
            "14/04/2026 Đỗ Thu Hương: Chị cập nhật: BGĐ chỉ duyệt tăng lên 2 người thôi, Thu "
            "sửa tin thành 2 người giúp chị nhé (không phải 3)."
        ],
    )
    # Hương's proposal on AMIS Quy trình: 017 from 1 to 3; the deputy director approved 2 only
    # (her step's note), and the run now waits on Thu's step
    raise_ = ApprovalRun(
        id=PR_RUN,
        process=ApprovalProcess.DIRECT_PROPOSAL,
        requester_id=HUONG_KT,
        department_id="PB-KT",
        description=(
            "Đề xuất tăng số lượng tuyển Kế toán công nợ (TTD-2026-017) từ 1 lên 3 người: khối "
            "lượng đối chiếu công nợ quý 2 tăng, phòng cần thêm người."
        ),
        steps=[
            ApprovalStep(
                approver_id="NV000002",
                role="Phó Tổng Giám đốc",
                status=StepStatus.APPROVED,
                note="Đồng ý tuyển thêm 1 người thôi, tổng cộng 2 người (không duyệt 3).",
                acted_on=D(2026, 4, 14),
            ),
            ApprovalStep(approver_id=THU, role="Phòng HCNS thực hiện"),
        ],
        current_step=1,
        status=ApprovalStatus.RUNNING,
        created_on=D(2026, 4, 13),
    )
    # a look-alike: her earlier proposal to reopen the paused 011, rejected
    reopen = ApprovalRun(
        id="LC-2026-0795",
        process=ApprovalProcess.DIRECT_PROPOSAL,
        requester_id=HUONG_KT,
        department_id="PB-KT",
        description="Đề xuất mở lại tin Kế toán thuế (TTD-2026-011) và tăng lên 2 người.",
        steps=[
            ApprovalStep(
                approver_id="NV000002",
                role="Phó Tổng Giám đốc",
                status=StepStatus.REJECTED,
                note="Chưa mở lại, đợi quyết toán thuế xong rồi tính.",
                acted_on=D(2026, 4, 8),
            ),
            ApprovalStep(approver_id=THU, role="Phòng HCNS thực hiện"),
        ],
        current_step=0,
        status=ApprovalStatus.REJECTED,
        created_on=D(2026, 4, 6),
    )
    # Nhung is on maternity leave from 13/04; Thu is the substitute on her leave request
    away = LeaveRequest(
        id=PR_NHUNG_LEAVE,
        employee_id=NHUNG,
        leave_type=LeaveType.MATERNITY,
        start_date=D(2026, 4, 13),
        end_date=D(2026, 10, 12),
        days=183.0,
        reason="Nghỉ thai sản",
        approver_id=LAN,
        substitute_id=THU,
        status=RequestStatus.APPROVED,
        created_on=D(2026, 3, 20),
        decided_by=LAN,
        decided_on=D(2026, 3, 23),
        decision_note="Đồng ý. Thu nhận bàn giao công việc tuyển dụng trong thời gian Nhung nghỉ.",
    )
    world = _world(
        THU,
        *postings,
        *cands,
        *offers,
        rule,
        amend,
        more,
        less,
        pause,
        decline,
        memo,
        ask,
        raise_,
        reopen,
        away,
    )
    # the Marketing head Lương Thị Hoa left on 10/04; Lê Thu Trang heads the department since
    world = patch(
        world, "hr.employees", HOA, status=EmploymentStatus.LEFT, leave_date=D(2026, 4, 10)
    )
    world = patch(
        world, "hr.employees", PR_TRANG, title="Trưởng phòng Marketing", manager_id="NV000002"
    )
    for eid in ["NV000072", "NV000073", "NV000074"]:
        world = patch(world, "hr.employees", eid, manager_id=PR_TRANG)
    world = patch(world, "hr.departments", "PB-MKT", manager_id=PR_TRANG)
    # what the base company has Hoa do after 10/04 was done by Trang, the head since then
    for bid in ["LH-2026-0119", "LH-2026-0125"]:
        booking = get(world.office.bookings, bid)
        attendees = [a for a in booking.attendee_ids if a != PR_TRANG]
        world = patch(world, "office.bookings", bid, organizer_id=PR_TRANG, attendee_ids=attendees)
    run = get(world.office.approvals, "LC-2026-0786")
    steps = [
        s.model_copy(update={"approver_id": PR_TRANG}) if s.approver_id == HOA else s
        for s in run.steps
    ]
    world = patch(world, "office.approvals", run.id, steps=steps)
    world = patch(
        world, "recruitment.interviews", "LPV-2026-0047", interviewer_ids=[PR_TRANG, OANH]
    )
    # Nhung's Marketing posting expired too: Thu reviews it as Nhung's substitute
    return patch(world, POSTINGS, "TTD-2026-012", deadline=D(2026, 4, 12))


@TASKS.task("posting_review_mid_april")
def _posting_review_mid_april() -> Task:
    def posting(pid: str, name: str, value, desc: str, negative: bool = False):
        return field(POSTINGS, {"id": pid}, name, value, desc, negative=negative)

    return Task(
        id="recruitment.posting_review_mid_april",
        domain="recruitment",
        tier="expert",
        prompt="Giữa tháng rồi, e rà soát giúp c các tin tuyển dụng c đang phụ trách nhé.",
        followups=[
            "À a Tuấn vừa nhắn tin KD Hà Nội thôi không tuyển nữa, e đóng tin đó luôn và báo a "
            "Tuấn giúp c nhé."
        ],
        note=(
            "Thu's memory MEM-00907: follow Lan's newest review rule (mail), then mail Lan a "
            "summary. Lan's mail of 02/03 (close when Nhận việc + accepted offers >= headcount "
            "and mail the head; extend expired postings by 14 days from the old deadline; keep "
            "paused ones; follow the heads' latest mail) is amended on 09/04: 21 days, shifted "
            "past weekends and holidays, and a mail to the head on extensions too. Thu's "
            "postings: TTD-2026-010 (deadline 30/04, 0/1) and TTD-2026-011 (Tạm dừng) untouched; "
            "TTD-2026-013 KD HCM: Phong's mail 10/04 (3 → 5) corrected on 14/04 → headcount 4 "
            "(1 accepted offer: not full); TTD-2026-014 CSKH ĐN: Dũng's mail 13/04 → Tạm dừng; "
            "TTD-2026-016 Nhân viên kinh doanh (Hà Nội) 1/2 hired, deadline 03/04 → 24/04 and mail "
            "Nguyễn Minh Tuấn; the follow-up then has it closed (mail Tuấn); TTD-2026-017 Kế "
            "toán công nợ: Hương's AMIS Quy trình proposal LC-2026-0798 (waiting on Thu's step, "
            "ava_approval_list; rule (4) names Quy trình and 'theo mức được duyệt') asks 1 → 3, "
            "the deputy director's step note approves 2 → headcount 2; OF-2026-0081 Đồng ý is "
            "1/2, not full; deadline 06/04 + 21 = 27/04 (nghỉ bù) → 28/04, mail Đỗ Thu Hương "
            "(approving Thu's step is allowed, not required; LC-2026-0795, rejected, reopens "
            "nothing); TTD-2026-018 "
            "Nhân viên hành chính: OF-2026-0082 Đồng ý but Phan Thị Hồng Vân declined by mail on "
            "14/04 → not full; 10/04 + 21 = 01/05 (holiday), 02–03/05 weekend → 04/05, mail Trần "
            "Thị Lan. TTD-2026-010 Kế toán tổng hợp (deadline 30/04, not expired): Lan's rule "
            "(4) also covers Helpdesk tickets; Đỗ Thu Hương's ticket TK-2026-00096 "
            "(helpdesk_search_tickets query 'tuyển') asks 1 → 3, her comment of 14/04 corrects "
            "it to 2 → headcount 2 (resolving the ticket is allowed, not required). "
            "TTD-2026-019 Chuyên viên Marketing (Thu's, 0/1, deadline 06/04): 06/04 + 21 = "
            "27/04, the nghỉ bù of Giỗ Tổ (holiday notice mail to all@ / document_qa 'lịch nghỉ "
            "lễ') → 28/04, and the head to mail is Lê Thu Trang: Lương Thị Hoa (still on the "
            "posting's panel) left on 10/04 (hrm_list_departments / hrm_search_employee). "
            "TTD-2025-041 is closed. Lan's amendment adds: a recruiter on long leave has her "
            "postings reviewed by the substitute on her leave request; Nhung's maternity leave "
            "DN-2026-0071 (from 13/04, timesheet_list_leave_requests) names Thu, so Nhung's "
            "postings are Thu's too: TTD-2026-008/009 not expired and not full, 015 a draft "
            "(untouched); TTD-2026-012 Chuyên viên Marketing 0/1 (Lê Thu Trang the candidate is "
            "at Offer, no accepted offer) expired 12/04 → 12/04 + 21 = 03/05 (Sunday) → 04/05, "
            "mail Lê Thu Trang. Traps: 14 days (24/04 for 018, 20/04 for 019), no holiday shift "
            "(01/05, 27/04, 03/05), headcount 5, 010 at 3 (the ticket without its comment) or "
            "untouched, counting Hồng Vân's offer, 017 closed (the proposal missed) or at 3 (its "
            "request, not the approved level), Nhung's posting left (the substitute missed), "
            "mailing Hoa, the follow-up ignored."
        ),
        world=_pr_world(),
        max_steps=70,
        scopes=[
            scope(
                POSTINGS,
                {
                    "id": {
                        "in": [
                            KD_POSTING,
                            "TTD-2026-010",
                            "TTD-2026-014",
                            PR_KDHN,
                            PR_CONGNO,
                            PR_HANHCHINH,
                            PR_MKT,
                            PR_NHUNG_MKT,
                        ]
                    }
                },
            ),
            scope(TICKETS, {"id": PR_TICKET}),
            scope("office.approvals", {"id": PR_RUN}),
            scope(CAND, {"id": "UV-2026-0483"}),
            _sent(THU, PR_TUAN_MAIL, n=2),
            _sent(THU, HUONG_KT_MAIL, n=3),
            _sent(THU, PR_TRANG_MAIL, n=2),
            _sent(THU, LAN_MAIL, n=3),
            _sent(THU, PHONG_MAIL),
            _sent(THU, DUNG_CSKH_MAIL),
            _sent(THU, "hongvan.phan99@gmail.com"),
            _inbox(THU_MAIL, "NV000010", n=2),
            _inbox(THU_MAIL, HUONG_KT, n=3),
            _inbox(THU_MAIL, PR_TRANG, n=2),
            _inbox(THU_MAIL, LAN, n=3),
            _inbox(THU_MAIL, PHONG),
            _inbox(THU_MAIL, "NV000080"),
            _inbox(THU_MAIL, NHUNG, n=2),
        ],
        assertions=[
            posting(KD_POSTING, "headcount", 4, "KD HCM: headcount 4 (Phong's corrected mail)"),
            posting(
                "TTD-2026-010",
                "headcount",
                2,
                "Kế toán tổng hợp: headcount 2 (Hương's ticket as corrected in its comment)",
            ),
            posting(
                PR_MKT,
                "deadline",
                "2026-04-28",
                "Thu's Chuyên viên Marketing extended to 28/04 (06/04 + 21 = 27/04, the nghỉ bù "
                "of Giỗ Tổ)",
            ),
            mail_sent(
                "Lê Thu Trang, the Marketing head since Hoa left, is told of the extension",
                to_or_cc=[PR_TRANG_MAIL],
                body_contains=[on_date("2026-04-28")],
                body_not_contains=[on_date("2026-04-20")],
            ),
            posting("TTD-2026-014", "status", "Tạm dừng", "CSKH Đà Nẵng paused (Dũng's mail)"),
            posting(
                PR_CONGNO,
                "headcount",
                2,
                "Kế toán công nợ: headcount 2 (the level approved in the Quy trình step's note)",
            ),
            posting(
                PR_CONGNO,
                "deadline",
                "2026-04-28",
                "Kế toán công nợ, 1/2 after the approved raise, extended to 28/04 (06/04 + 21 = "
                "27/04, the nghỉ bù of Giỗ Tổ)",
            ),
            posting(
                PR_CONGNO,
                "status",
                "Đang tuyển",
                "Kế toán công nợ stays open (not full at 2)",
                negative=True,
            ),
            posting(
                PR_NHUNG_MKT,
                "deadline",
                "2026-05-04",
                "Nhung's Chuyên viên Marketing (Thu is her substitute) extended to 04/05 (12/04 + "
                "21 = 03/05, a Sunday)",
            ),
            mail_sent(
                "Lê Thu Trang is told the new deadline of Nhung's Marketing posting: 04/05",
                to_or_cc=[PR_TRANG_MAIL],
                body_contains=[on_date("2026-05-04")],
            ),
            posting(
                PR_HANHCHINH,
                "deadline",
                "2026-05-04",
                "Nhân viên hành chính extended to 04/05 (10/04 + 21 = 01/05, a holiday, then a "
                "weekend)",
            ),
            posting(
                PR_HANHCHINH,
                "status",
                "Đang tuyển",
                "Nhân viên hành chính stays open (Hồng Vân declined her offer)",
                negative=True,
            ),
            posting(PR_KDHN, "status", "Đã đóng", "KD Hà Nội closed after the follow-up"),
            *[
                field(
                    POSTINGS,
                    {"id": pid},
                    "deadline",
                    day,
                    f"{pid} keeps its deadline",
                    negative=True,
                )
                for pid, day in [
                    ("TTD-2026-010", "2026-04-30"),
                    ("TTD-2026-011", "2026-05-08"),
                    ("TTD-2026-008", "2026-05-15"),
                    ("TTD-2026-009", "2026-05-10"),
                ]
            ],
            field(
                POSTINGS,
                {"id": {"in": ["TTD-2026-010", "TTD-2026-012"]}},
                "status",
                "Đang tuyển",
                "Kế toán tổng hợp and Nhung's Marketing posting stay open",
                negative=True,
            ),
            posting(
                "TTD-2026-011", "status", "Tạm dừng", "Kế toán thuế stays paused", negative=True
            ),
            posting(
                "TTD-2026-011",
                "headcount",
                1,
                "Kế toán thuế keeps headcount 1 (its proposal was rejected)",
                negative=True,
            ),
            mail_sent(
                "Đỗ Thu Hương is told the new deadline of Kế toán công nợ: 28/04",
                to_or_cc=[HUONG_KT_MAIL],
                body_contains=[record(POSTINGS, PR_CONGNO), on_date("2026-04-28")],
                body_not_contains=[on_date("2026-04-20")],
            ),
            mail_sent(
                "Trần Thị Lan is told the new deadline of Nhân viên hành chính: 04/05",
                to_or_cc=[LAN_MAIL],
                body_contains=[record(POSTINGS, PR_HANHCHINH), on_date("2026-05-04")],
            ),
            mail_sent(
                "Nguyễn Minh Tuấn is told KD Hà Nội is closed (the follow-up)",
                to_or_cc=[PR_TUAN_MAIL],
                body_contains_any=CLOSED_WORDS,
            ),
            mail_sent(
                "Lan's summary names every posting handled (memory)",
                to_or_cc=[LAN_MAIL],
                body_contains=[
                    record(POSTINGS, KD_POSTING),
                    record(POSTINGS, "TTD-2026-014"),
                    record(POSTINGS, PR_CONGNO),
                    record(POSTINGS, PR_HANHCHINH),
                    record(POSTINGS, "TTD-2026-010"),
                    record(POSTINGS, PR_MKT),
                    record(POSTINGS, PR_NHUNG_MKT),
                ],
            ),
        ],
    )


# ============================================================================================
# kt_exam_results: the accounting exam by the lowered pass mark and a re-marked paper
# ============================================================================================

KT_POSTING = "TTD-2026-010"
EX_ANH = "UV-2026-0417"  # Hoàng Thị Ngọc Ánh (base): 8,0 / 7,0 → 7,5, but withdrew (history)
EX_TRANG = "UV-2026-0485"  # Vũ Thị Thu Trang: 6,0 / 7,0 → 6,5 pass at the lowered mark only
EX_TUAN = "UV-2026-0486"  # Đặng Minh Tuấn: 8,0 / 5,0 → 6,5, but practice < 6 (approval) → fail
EX_NAM = "UV-2026-0487"  # Lê Hoàng Nam: 6,5 / 5,5 → 6,0, re-marked 6,5 / 7,5 → 7,0 pass
EX_MAI = "UV-2026-0488"  # Bùi Thị Mai: absent, asked in advance → make-up exam 23/04 09:00
EX_THINH = "UV-2026-0489"  # Trần Đức Thịnh: absent without notice → rejected, no letter
EX_NAMES = {
    EX_ANH: "Hoàng Thị Ngọc Ánh",
    EX_TRANG: "Vũ Thị Thu Trang",
    EX_TUAN: "Đặng Minh Tuấn",
    EX_NAM: "Lê Hoàng Nam",
    EX_MAI: "Bùi Thị Mai",
    EX_THINH: "Trần Đức Thịnh",
}
EX_MAILS = {
    EX_ANH: "ngocanh.hoang@gmail.com",
    EX_TRANG: "thutrang.vu96@gmail.com",
    EX_TUAN: "minhtuan.dang95@gmail.com",
    EX_NAM: "hoangnam.le97@gmail.com",
    EX_MAI: "thimai.bui98@gmail.com",
    EX_THINH: "ducthinh.tran96@gmail.com",
}
EX_PASS = [EX_TRANG, EX_NAM]
EX_SCORE = {EX_TRANG: 6.5, EX_NAM: 7}
LAN_KT = "NV000032"  # Nguyễn Thị Ngọc Lan, Kế toán: proctors the make-up for Hương (her leave)
LAN_KT_MAIL = "lan.ntn@minhlong.vn"
EX_LEAVE = "DN-2026-0068"  # Hương's approved leave on 23/04, created 15/04
EX_RUN = "LC-2026-0912"  # the lowered mark, approved by the CEO on condition: practice >= 6
EX_RUN_OFF = "LC-2026-0911"  # its cancelled first draft (6 instead of 6,5)
EX_TICKET = "TK-2026-00911"  # Thu's IT ticket: no online exam room 22–24/04 → in person
EX_ROOM = "PH-402"  # 23/04 09:00–10:30: Sen busy from 10:00, Lúa until 10:00, Mai is BGĐ-only
EX_HCNS_HEAD = ("NV000040", "lan.tt@minhlong.vn")  # Trần Thị Lan: HCNS approves P.402 bookings


def _ex_office() -> list:
    """The lowered mark's approval runs (the CEO's condition in a step note), Thu's IT ticket
    (no online exam room that week: Hương moves the make-up to the office) and the bookings that
    leave P.402 the smallest free room for the 90-minute exam."""
    from avabench.world.office import (
        ApprovalProcess,
        ApprovalRun,
        ApprovalStatus,
        ApprovalStep,
        StepStatus,
        Ticket,
        TicketCategory,
        TicketQueue,
        TicketStatus,
    )

    what = "Đề xuất hạ điểm đạt bài thi nghiệp vụ tin Kế toán tổng hợp (TTD-2026-010) từ 7 xuống"
    steps = [("NV000040", "Quản lý trực tiếp"), ("NV000001", "Tổng Giám đốc")]
    draft = ApprovalRun(
        id=EX_RUN_OFF,
        process=ApprovalProcess.DIRECT_PROPOSAL,
        requester_id=THU,
        department_id="PB-HCNS",
        description=f"{what} 6 điểm, đợt thi 13/4.",
        steps=[ApprovalStep(approver_id=a, role=r) for a, r in steps],
        status=ApprovalStatus.CANCELLED,
        created_on=D(2026, 4, 15),
        due_date=D(2026, 4, 20),
    )
    notes = [
        "Đồng ý.",
        (
            "Đồng ý hạ điểm đạt đợt thi 13/4 xuống 6,5 với điều kiện điểm phần thực hành từ 6 "
            "trở lên; bạn nào thực hành dưới 6 thì vẫn không đạt dù điểm trung bình đủ."
        ),
    ]
    run = ApprovalRun(
        id=EX_RUN,
        process=ApprovalProcess.DIRECT_PROPOSAL,
        requester_id=THU,
        department_id="PB-HCNS",
        description=(
            f"{what} 6,5 điểm cho đợt thi 13/4, theo đề nghị của chị Đỗ Thu Hương (Kế toán "
            "trưởng): đợt này ít hồ sơ."
        ),
        steps=[
            ApprovalStep(
                approver_id=a,
                role=r,
                status=StepStatus.APPROVED,
                note=n,
                acted_on=D(2026, 4, 15),
            )
            for (a, r), n in zip(steps, notes, strict=True)
        ],
        current_step=1,
        status=ApprovalStatus.DONE,
        created_on=D(2026, 4, 15),
        due_date=D(2026, 4, 20),
    )
    ticket = Ticket(
        id=EX_TICKET,
        title="Mở phòng thi online trên phần mềm thi tuyển – thi bù Kế toán tổng hợp",
        description=(
            "Nhờ IT mở phòng thi online trên phần mềm thi tuyển cho 01 ứng viên thi bù bài thi "
            "nghiệp vụ Kế toán tổng hợp, 9h00 thứ Năm 23/4/2026, 90 phút."
        ),
        category=TicketCategory.IT_SOFTWARE,
        requester_id=THU,
        queue=TicketQueue.IT,
        assignee_id="NV000061",
        status=TicketStatus.CLOSED,
        created_on=D(2026, 4, 15),
        due_date=D(2026, 4, 17),
        comments=[
            (
                "15/04/2026 Tạ Quang Minh: Phần mềm thi tuyển bảo trì nâng cấp từ 22/4 đến hết "
                "24/4, không mở được phòng thi online trong mấy ngày này. Chị cho thi trực tiếp "
                "hoặc dời ngày giúp em."
            ),
            (
                "15/04/2026 Đỗ Thu Hương: Vậy buổi thi bù 23/4 chuyển sang thi trực tiếp tại "
                "công ty, giữ nguyên 9h00, làm bài trên giấy. Thu đặt phòng họp giúp chị nhé."
            ),
            "15/04/2026 Tạ Quang Minh: Dạ, em đóng ticket ạ.",
        ],
    )
    sen = Booking(
        id="LH-2026-0911",
        room_id="PH-301",
        title="Trao đổi hồ sơ quyết toán thuế TNDN 2025 với kiểm toán",
        date=D(2026, 4, 23),
        start_time=T(10, 0),
        end_time=T(11, 0),
        organizer_id="NV000033",
        attendee_ids=["NV000034"],
        status=BookingStatus.APPROVED,
        created_on=D(2026, 4, 14),
    )
    dao_off = Booking(
        id="LH-2026-0912",
        room_id="PH-402",
        title="Họp trực tuyến với chi nhánh Đà Nẵng – đối soát doanh thu",
        date=D(2026, 4, 23),
        start_time=T(8, 30),
        end_time=T(10, 0),
        organizer_id="NV000080",
        status=BookingStatus.CANCELLED,
        created_on=D(2026, 4, 10),
        cancel_reason="Chuyển sang họp online qua Teams.",
    )
    return [draft, run, ticket, sen, dao_off]


def _ex_world():
    new = [
        (EX_TRANG, "Nữ", D(1996, 8, 14), "Học viện Tài chính", 3.0, "079196004851"),
        (EX_TUAN, "Nam", D(1995, 2, 2), "Đại học Kinh tế Quốc dân", 4.0, "079095004862"),
        (EX_NAM, "Nam", D(1997, 11, 23), "Học viện Ngân hàng", 2.5, "079097004873"),
        (EX_MAI, "Nữ", D(1998, 4, 6), "Đại học Thương mại", 2.0, "079198004884"),
        (EX_THINH, "Nam", D(1996, 6, 30), "Đại học Công đoàn", 3.5, "079096004895"),
    ]
    cands = [
        _kd_candidate(
            cid,
            EX_NAMES[cid],
            g,
            born,
            D(2026, 3, 30),
            school,
            "Kế toán",
            yrs,
            "Công ty TNHH Kiểm toán An Việt",
            nid,
            "Số 12 ngõ 68 Cầu Giấy, phường Cầu Giấy, TP Hà Nội",
        ).model_copy(
            update={
                "posting_id": KT_POSTING,
                "stage": Stage.TEST,
                "email": EX_MAILS[cid],
                "skills": ["Hạch toán", "MISA SME"],
                "expected_salary_vnd": 17_000_000,
            }
        )
        for cid, g, born, school, yrs, nid in new
    ]
    huong = (HUONG_KT_MAIL, "Đỗ Thu Hương")
    scores = _mail(
        "TH008971",
        "TD08971",
        THU,
        huong,
        [THU_MAIL],
        "Điểm bài thi nghiệp vụ Kế toán tổng hợp (thi ngày 13/4)",
        (
            "Thu ơi, chị gửi điểm bài thi hôm 13/4 (lý thuyết / thực hành):\n"
            "- Hoàng Thị Ngọc Ánh: 8,0 / 7,0\n- Vũ Thị Thu Trang: 6,0 / 7,0\n- Đặng Minh Tuấn: "
            "8,0 / 5,0\n- Lê Hoàng Nam: 6,5 / 5,5\n- Bùi Thị Mai: vắng\n- Trần Đức Thịnh: vắng\n\n"
            "Đợt này ít hồ sơ nên chị đề xuất hạ điểm đạt xuống 6,5 (tin đăng ghi 7); em trình "
            "duyệt trên Quy trình giúp chị, duyệt rồi thì áp dụng. Bạn nào vắng có báo trước thì "
            "xếp thi bù online 9h00 thứ Năm 23/4, chị coi thi; vắng không báo thì loại luôn, không "
            "cần gửi thư.\n\nChị Hương"
        ),
        dt.datetime(2026, 4, 14, 17, 30),
        is_read=True,
    )
    remark = _mail(
        "TH008972",
        "TD08971",
        THU,
        huong,
        [THU_MAIL],
        "Re: Điểm bài thi nghiệp vụ Kế toán tổng hợp (thi ngày 13/4)",
        (
            "Chị chấm phúc khảo bài của Lê Hoàng Nam: phần thực hành 7,5 điểm chứ không phải 5,5 "
            "(chị cộng sót một câu). Các bạn khác giữ nguyên.\n\nChị Hương"
        ),
        dt.datetime(2026, 4, 15, 10, 5),
    )
    absent = _mail(
        "TH008973",
        "TD08973",
        THU,
        (EX_MAILS[EX_MAI], "Bùi Thị Mai"),
        [THU_MAIL],
        "Xin phép vắng bài thi ngày 13/4",
        (
            "Chào chị Thu,\n\nEm bị sốt xuất huyết đang điều trị nên xin phép vắng bài thi nghiệp "
            "vụ ngày 13/4 và mong được thi bù ạ. Em cảm ơn chị.\n\nBùi Thị Mai"
        ),
        dt.datetime(2026, 4, 12, 20, 0),
    )
    memo = MemoryItem(
        id="MEM-00908",
        user_id=THU,
        key="Kết quả thi tuyển",
        value=(
            "Bạn đạt bài thi: chuyển sang Phỏng vấn vòng 1 và mail riêng chúc mừng, ghi điểm bài "
            "thi của bạn đó, hẹn sẽ báo lịch phỏng vấn sau. Bạn không đạt: loại và gửi thư cảm "
            "ơn mẫu MAU-UV-03. Bạn đã rút hồ sơ: loại với lý do rút hồ sơ, không gửi thư. Trước "
            "khi báo kết quả xem lịch sử hồ sơ từng bạn (lễ tân hay ghi chú ứng viên gọi điện "
            "đến). Tin Kế toán: CC chị Hương KTT (huong.dt@minhlong.vn) mọi mail gửi ứng viên. "
            "Thi online: phòng thi trên phần mềm thi tuyển do IT mở theo ticket Helpdesk em gửi; "
            "xem ticket đó trước khi hẹn ứng viên."
        ),
        updated_on=D(2026, 3, 16),
    )
    leave = LeaveRequest(
        id=EX_LEAVE,
        employee_id=HUONG_KT,
        leave_type=LeaveType.ANNUAL,
        start_date=D(2026, 4, 23),
        end_date=D(2026, 4, 23),
        days=1.0,
        reason=(
            "Việc gia đình. Buổi thi bù Kế toán tổng hợp 9h00 thứ Năm 23/4 giao em Ngọc Lan "
            "(NV000032) coi thi thay chị, giữ nguyên giờ."
        ),
        approver_id="NV000002",
        substitute_id=LAN_KT,
        status=RequestStatus.APPROVED,
        created_on=D(2026, 4, 15),
        decided_by="NV000002",
        decided_on=D(2026, 4, 15),
        decision_note="Đồng ý.",
    )
    world = _world(THU, *cands, scores, remark, absent, memo, leave, *_ex_office())
    anh = next(c for c in world.recruitment.candidates if c.id == EX_ANH)
    called = StageEvent(
        on=D(2026, 4, 15),
        stage=Stage.TEST,
        by_id="NV000041",
        note=(
            "Ứng viên gọi điện tới lễ tân: đã nhận việc ở công ty khác, xin rút hồ sơ tin Kế toán "
            "tổng hợp (không tham gia các vòng sau)."
        ),
    )
    world = patch(world, CAND, EX_ANH, history=[*anh.history, called])
    base = next(p for p in world.recruitment.job_postings if p.id == KT_POSTING)
    return patch(
        world,
        POSTINGS,
        KT_POSTING,
        description=(
            f"{base.description} Bài thi nghiệp vụ làm trong 90 phút, gồm lý thuyết và thực "
            "hành; điểm bài thi là trung bình cộng hai phần, đạt từ 7 điểm trở lên được phỏng vấn "
            "vòng 1."
        ),
    )


@TASKS.task("kt_exam_results")
def _kt_exam_results() -> Task:
    return Task(
        id="recruitment.kt_exam_results",
        domain="recruitment",
        tier="expert",
        prompt=(
            "C Hương gửi điểm thi tin KT tổng hợp rồi đó, e xử lý kết quả cho các bạn giúp c "
            "nhé: đạt thì sang vòng pv 1, trượt thì loại, báo từng bạn như mọi lần."
        ),
        note=(
            "Hương's mail of 14/04 (amismail_search_mail 'điểm bài thi'; scores: theory / "
            "practice; she proposes lowering the pass mark to 6,5 from the posting's 7 and asks "
            "Thu to run it through Quy trình, applied once approved; absent with notice → online "
            "make-up 09:00 Thu 23/04 with Hương; absent without notice → reject, no letter), her "
            "re-mark of 15/04 in the same thread (Lê Hoàng Nam practice 7,5 not 5,5). Score = "
            "mean of the two parts, the exam takes 90 minutes (posting description). Thu's memory "
            "MEM-00908: passers → round 1 + a personal mail with the score; failers → reject + "
            "MAU-UV-03; a candidate who withdrew → reject (withdrawal), no letter; read each "
            "candidate's history first (reception logs calls there); CC Hương on every mail to a "
            "Kế toán candidate; an online exam room is opened by IT on Thu's Helpdesk ticket, read "
            "it before fixing a time. Round-3 facts: Hoàng Thị Ngọc Ánh's stage history "
            "(UV-2026-0417: withdrew by phone on 15/04 → reject, no pass mail although 7,5 "
            "passes); Hương's approved leave DN-2026-0068 on 23/04 (the interview tool refuses "
            "Hương that day): the make-up keeps 09:00 and Nguyễn Thị Ngọc Lan NV000032 proctors. "
            "NEW hidden facts (round 5): (1) the approval LC-2026-0912 (ava_approval_list "
            "role=requester; its first draft LC-2026-0911 asking 6 was cancelled): the CEO's step "
            "note approves 6,5 only with the practice part at 6 or more → Đặng Minh Tuấn "
            "UV-2026-0486 (8,0 / 5,0 = 6,5) fails → reject + thank-you, no pass mail; (2) the IT "
            "ticket TK-2026-00911 (helpdesk_search_tickets): the exam software is down 22–24/04 "
            "and Hương's later comment moves the make-up to the office, same 09:00, and asks Thu "
            "to book a room → the 90-minute exam 09:00–10:30 needs the smallest free room: P.301 "
            "Sen is booked from 10:00 (task booking LH-2026-0911), P.302 Lúa until 10:00 "
            "(LH-2026-0118), P.401 Mai is for the board only, so P.402 Đào (pending approval; the "
            "cancelled LH-2026-0912 does not hold it). The same answer whether the exam counts "
            "as an interview (>= 6 seats) or not. Outcomes: Vũ Thị Thu Trang UV-2026-0485 6,5 → R1 "
            "(fails at the superseded 7); Lê Hoàng Nam UV-2026-0487 7,0 after re-mark (6,0 "
            "before) → R1; Tuấn → reject + thank-you; Bùi Thị Mai UV-2026-0488 absent, mailed on "
            "12/04 → make-up (Thi tuyển, Trực tiếp in P.402, 23/04 09:00, Lan) + a mail naming "
            "the room; Trần Đức Thịnh UV-2026-0489 absent without notice → reject, no letter "
            "needed; Ánh → reject (withdrew). Untouched: Trần Văn Hưng UV-2026-0406 (Thi tuyển, "
            "already Loại) and the Tester Đỗ Minh Châu UV-2026-0423 (Thi tuyển of another "
            "posting). A mail to Lan or Hương about the make-up is allowed."
        ),
        world=_ex_world(),
        max_steps=66,
        scopes=[
            *[scope(CAND, {"id": cid}) for cid in EX_NAMES if cid != EX_MAI],
            created(IV, {"candidate_id": EX_MAI}, n=1),
            created(BOOK, {"organizer_id": THU, "date": D(2026, 4, 23)}),
            *[_sent(THU, EX_MAILS[cid]) for cid in EX_NAMES],
            _sent(THU, LAN_KT_MAIL),
            _sent(THU, HUONG_KT_MAIL),
            _inbox(THU_MAIL, HUONG_KT, n=8),
            _inbox(THU_MAIL, LAN_KT, n=2),
            _sent(THU, EX_HCNS_HEAD[1]),  # may be asked to approve the P.402 booking
            _inbox(THU_MAIL, EX_HCNS_HEAD[0]),
        ],
        assertions=[
            *[
                field(CAND, {"id": cid}, "stage", R1, f"{EX_NAMES[cid]} passes to round 1")
                for cid in EX_PASS
            ],
            *[
                field(CAND, {"id": cid}, "status", "Loại", f"{EX_NAMES[cid]} is rejected ({why})")
                for cid, why in [
                    (EX_TUAN, "practice 5,0 is below the floor of 6 in the CEO's approval note"),
                    (EX_THINH, "absent without notice"),
                    (EX_ANH, "she withdrew by phone on 15/04, her history says"),
                ]
            ],
            mail_not_sent(
                "No passing news to Hoàng Thị Ngọc Ánh, who withdrew",
                to_or_cc=[EX_MAILS[EX_ANH]],
                body_contains_any=["chúc mừng bạn", "chúc mừng em đã đạt", "đạt bài thi"],
            ),
            field(
                CAND,
                {"id": {"in": [*EX_PASS, EX_MAI]}},
                "status",
                "Đang xử lý",
                "The passers and Bùi Thị Mai stay active",
                negative=True,
            ),
            field(
                CAND,
                {"id": {"in": [EX_MAI, EX_TUAN, EX_THINH]}},
                "stage",
                "Thi tuyển",
                "Mai (make-up), Tuấn and Thịnh do not move on",
                negative=True,
            ),
            field(
                CAND,
                {"id": "UV-2026-0406"},
                "stage",
                "Thi tuyển",
                "Trần Văn Hưng (already rejected) is untouched",
                negative=True,
                tool_enforced=True,  # he is Loại: moving and rejecting him are refused
            ),
            field(
                CAND,
                {"id": "UV-2026-0423"},
                "stage",
                "Thi tuyển",
                "The Tester Đỗ Minh Châu (Thi tuyển of another posting) is untouched",
                negative=True,
            ),
            exists(
                IV,
                {
                    "candidate_id": EX_MAI,
                    "round": "Thi tuyển",
                    "date": "2026-04-23",
                    "start_time": T(9, 0),
                    "mode": "Trực tiếp",
                    "interviewer_ids": {"contains": LAN_KT},
                },
                "Mai's make-up exam on 23/04 at 09:00 in person (the ticket's later comment) "
                "with Ngọc Lan (Hương's leave)",
            ),
            exists(
                BOOK,
                {
                    "room_id": EX_ROOM,
                    "date": D(2026, 4, 23),
                    "start_time": {"lte": T(9, 0)},
                    "end_time": {"gte": T(10, 30)},
                    "organizer_id": THU,
                    "status": "Chờ duyệt",
                },
                "P.402 is held for the whole 90-minute exam 09:00–10:30 on 23/04 (Sen is busy "
                "from 10:00, Lúa until 10:00, Mai is the board's)",
            ),
            mail_sent(
                "Mai is invited to the make-up exam (23/04, 09:00, in P.402), CC Hương",
                to=[EX_MAILS[EX_MAI]],
                cc=[HUONG_KT_MAIL],
                body_contains=[on_date("2026-04-23"), at_time(9), record(ROOMS, EX_ROOM)],
            ),
            *[
                mail_sent(
                    f"{EX_NAMES[cid]} is told the pass with the score {EX_SCORE[cid]}, CC Hương",
                    to=[EX_MAILS[cid]],
                    cc=[HUONG_KT_MAIL],
                    body_contains=[EX_SCORE[cid]],
                )
                for cid in EX_PASS
            ],
            mail_sent(
                "Đặng Minh Tuấn gets the MAU-UV-03 thank-you letter, CC Hương",
                to=[EX_MAILS[EX_TUAN]],
                cc=[HUONG_KT_MAIL],
                body_contains=[concept("thanks")],
                body_contains_any=["rất tiếc", "chưa đạt", "không đạt", "chưa thể tiếp tục"],
            ),
            mail_not_sent(
                "No passing news to Đặng Minh Tuấn",
                to_or_cc=[EX_MAILS[EX_TUAN]],
                body_contains_any=["chúc mừng"],
            ),
        ],
    )
