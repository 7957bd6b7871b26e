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
from avabench.world.mail import MailFolder, Message
from avabench.world.office import Booking, BookingStatus, MemoryItem
from avabench.world.recruitment import Conclusion, Evaluation, InterviewStatus, Stage

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
    return _world(THU, first, second, memo)


@TASKS.task("maianh_round2_ktt_mail")
def _maianh_round2_ktt_mail() -> Task:
    return Task(
        id="recruitment.maianh_round2_ktt_mail",
        domain="recruitment",
        tier="expert",
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
            "Traps: the first date, the HCNS Hương, a bigger room, skipping the memory step."
        ),
        world=_maianh_world(),
        max_steps=40,
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
            _sent(THU, "maianh.nguyen92@gmail.com"),
            _sent(THU, HUONG_KT_MAIL),
            _sent(THU, DUNG_KT_MAIL),
            _sent(THU, TUNG_MAIL),
            _inbox(THU_MAIL, HUONG_KT),
            _inbox(THU_MAIL, DUNG_KT),
            _inbox(THU_MAIL, TUNG),
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
                "The candidate is invited for 09:00 on 22/04 in P.402, not the first date",
                to=["maianh.nguyen92@gmail.com"],
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
                "Mai Văn Tùng is asked for drinks with room, date and time (Thu's memory)",
                to=[TUNG_MAIL],
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
    return _world(NHUNG, frontend)


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
        followups=["Thứ Sáu 24/4 lúc 14h nhé e, pv 1 tiếng rưỡi."],
        note=(
            "Multi-turn. The request gives no date or time: a careful agent may move the Backend "
            "Khoa (UV-2026-0412, 2/3 Đạt) to round 2 at once but must ask for the slot; the "
            "follow-up gives Fri 24/04 14:00, 90 minutes. Panel Phan Đức Thắng + Lê Anh Tuấn "
            "(not the Sales Nguyễn Minh Tuấn). Nhung's memory prefers P.302 and says to remind "
            "Mai Văn Tùng about drinks; P.302 is held 13:30–15:00 that day, P.401 is BGĐ-only → "
            "P.402 (pending), Tùng mailed with room, date, time. An agent that invents a slot in "
            "turn 0 has scheduled the wrong one (the tool then refuses a second round-2 "
            "interview) and fails; the Tester Khoa (1/3) is untouched."
        ),
        world=_khoa_ask_world(),
        max_steps=40,
        scopes=[
            scope(CAND, {"id": "UV-2026-0412"}),
            created(IV, {"candidate_id": "UV-2026-0412", "round": R2}),
            created(BOOK, {"organizer_id": NHUNG, "date": D(2026, 4, 24)}),
            _sent(NHUNG, KHOA_BACKEND_MAIL),
            _sent(NHUNG, THANG_MAIL),
            _sent(NHUNG, TUAN_MAIL),
            _sent(NHUNG, TUNG_MAIL),
            _inbox(NHUNG_MAIL, THANG),
            _inbox(NHUNG_MAIL, TUAN),
            _inbox(NHUNG_MAIL, TUNG),
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
                "Mai Văn Tùng is reminded about drinks with room, date and time (memory)",
                to=[TUNG_MAIL],
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
                any_of=[
                    "mấy giờ",
                    "khung giờ",
                    "thời gian",
                    "lúc nào",
                    "khi nào",
                    "hôm nào",
                    "ngày nào",
                ],
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
IT_CATEGORIES = ["IT-Thiết bị", "IT-Tài khoản"]


def _thanhhang_world():
    # her round 2 took place on 14/04 (the base data has it upcoming on 24/04) and two of the
    # three panel members concluded Đạt; the stale room booking of the old slot is gone
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
    world = _world(NHUNG, *evals, memo)
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
            "tài khoản cho bạn ấy từ ngày đi làm nhé."
        ),
        followups=["Lương chính thức 19,5tr, phụ cấp 1tr, thử việc 2 tháng nhé e."],
        note=(
            "Multi-turn. Nguyễn Thị Thanh Hằng (UV-2026-0411) has 2/3 Đạt in round 2 → Offer. "
            "The request names no salary: the agent must ask (her CV's 19 tr is no offer); it may "
            "move her and open the IT ticket first. Follow-up: 19.5 tr + 1 tr allowance, '2 "
            "months' probation → 60 days, the legal cap for a Cao đẳng post (BLLĐ Đ25, VB-010); "
            "19.5 tr is inside the 12–20 tr band so the offer is sent (Đã gửi) and mailed, and "
            "Nhung's memory says every offer mail CCs Trần Thị Lan. Traps: inventing the CV "
            "salary in turn 0 (a second offer is then refused), the Kế toán applicant Nguyễn "
            "Thu Hằng's address, a shorter probation, no CC."
        ),
        world=_thanhhang_world(),
        max_steps=40,
        scopes=[
            scope(CAND, {"id": "UV-2026-0411"}),
            created(OFFERS, {"candidate_id": "UV-2026-0411"}),
            created(TICKETS, {"requester_id": NHUNG}, n=2),
            _sent(NHUNG, HANG_QA_MAIL),
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
                "The offer letter reaches her with the salary, start date and probation, CC Lan",
                to=[HANG_QA_MAIL],
                cc=[LAN_MAIL],
                body_contains=[19_500_000, on_date("2026-05-04"), 60],
                body_not_contains=[19_000_000],
            ),
            mail_not_sent(
                "The Kế toán applicant Nguyễn Thu Hằng gets nothing", to_or_cc=[HANG_KT_MAIL]
            ),
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
            reply_has(
                "The reply names the withdrawn candidate and not a look-alike as sent",
                record(CAND, "UV-2026-0418"),
                wrong=[record(CAND, "UV-2026-0426"), record(CAND, "UV-2026-0421")],
            ),
        ],
    )
