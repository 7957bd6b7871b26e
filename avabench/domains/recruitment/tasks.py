"""Recruitment (AMIS Tuyển dụng) tasks: 8 hard, 12 basic.

The base company's recruitment data (``avabench.domains.base.recruitment``) already carries the
traps these tasks use: two candidates called Trần Minh Khoa (Backend UV-2026-0412, Tester
UV-2026-0420) and an employee of that name, candidate Lê Thu Trang (Marketing, at Offer) and
employee NV000071 of the same name, ten Kế toán tổng hợp candidates with distinct applied dates,
panel verdicts of every kind, and Lê Anh Tuấn's interview on Thu 23/04 14:00–15:00. Task-specific
records use ids in distinctive ranges (LH-2026-019x, OF-2026-009x, TH0088xx).
"""

from __future__ import annotations

import datetime as dt

from avabench.domains.base import base_company, merge, patch
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
    ordinal,
    record,
    reply_has,
    reply_lacks,
    scope,
)
from avabench.world.mail import MailFolder, Message
from avabench.world.office import Booking, BookingStatus
from avabench.world.recruitment import Offer, OfferStatus

TASKS = TaskSet("recruitment")

D = dt.date
T = dt.time
CAND = "recruitment.candidates"
POST = "recruitment.job_postings"
IV = "recruitment.interviews"
EV = "recruitment.evaluations"
OFFERS = "recruitment.offers"
BOOK = "office.bookings"
RUNS = "office.approvals"
MSG = "mail.messages"
ROOMS = "office.rooms"

ACTIVE = "Đang xử lý"
REJECTED = "Loại"
R1 = "Phỏng vấn vòng 1"
R2 = "Phỏng vấn vòng 2"
OPEN = "Đang tuyển"
PAUSED = "Tạm dừng"
CLOSED = "Đã đóng"
SCHEDULED = "Đã lên lịch"

# People and addresses used below.
NHUNG = "NV000042"  # Lê Thị Hồng Nhung, recruiter (Backend, Tester, Marketing, DevOps)
THU = "NV000044"  # Đinh Thị Thu, recruiter (Kế toán, Kinh doanh HCM, CSKH Đà Nẵng)
TOAN = "NV000058"  # Lý Văn Toàn, Tester panel
NHUNG_MAIL = "nhung.lth@minhlong.vn"
THU_MAIL = "thu.dt@minhlong.vn"
TOAN_MAIL = "toan.lv@minhlong.vn"
TUAN_MAIL = "tuan.la@minhlong.vn"  # Lê Anh Tuấn NV000051, Backend panel
YEN_MAIL = "yen.ht@minhlong.vn"  # Hoàng Thị Yến NV000054, Tester panel
HUONG_KT_MAIL = "huong.dt@minhlong.vn"  # Đỗ Thu Hương NV000030, chief accountant
KHOA_BACKEND_MAIL = "khoa.tranminh97@gmail.com"
KHOA_TESTER_MAIL = "tranminhkhoa.qa@gmail.com"


def _world(user: str, *records, **kw):
    return merge(base_company(), *records, context={"current_user_id": user, **kw})


def _cand(candidate_id: str):
    """Claim: the candidate is named (full name or id)."""
    return record(CAND, candidate_id)


def _sent(user: str, field_name: str, address: str, n: int = 1):
    """Scope: up to ``n`` mails the user sends with ``address`` in ``to`` (or ``cc``)."""
    return created(
        MSG,
        {"mailbox_owner_id": user, "folder": "Đã gửi", field_name: {"contains": address}},
        n=n,
    )


def _inbox(sender: str, owner: str):
    """Scope: the one inbox copy the mail tool delivers to the internal recipient ``owner``.

    One per recipient: a reminder or an invitation sent twice to the same colleague is
    collateral even when the sent copy fits a scope (a mail to two people, repeated).
    """
    return created(
        MSG, {"folder": "Hộp thư đến", "from_addr": sender, "mailbox_owner_id": owner}, n=1
    )


# ============================================================================================
# HARD
# ============================================================================================


@TASKS.task("schedule_backend_round2")
def _schedule_backend_round2() -> Task:
    return Task(
        id="recruitment.schedule_backend_round2",
        domain="recruitment",
        tier="hard",
        prompt=(
            "Xếp lịch pv vòng 2 cho Trần Minh Khoa (Backend) với a Tuấn vào thứ Năm tuần sau, "
            "1 tiếng, ưu tiên 14h, ko được thì 15h30. Đặt phòng rồi gửi thư mời cho bạn ấy "
            "với a Tuấn luôn giúp c nhé."
        ),
        note=(
            "Backend Khoa (not the Tester namesake), Lê Anh Tuấn busy 14:00 so 15:30; P.302 is "
            "taken at 15:30, P.301 too small, P.401 BGĐ-only, so the smallest free ≥6-seat room "
            "is P.402 (pending booking); room booked and invitations sent."
        ),
        world=_world(NHUNG),
        scopes=[
            created(IV, {"candidate_id": "UV-2026-0412", "round": R2}),
            created(BOOK, {"organizer_id": NHUNG, "date": D(2026, 4, 23)}),
            _sent(NHUNG, "to", KHOA_BACKEND_MAIL),
            _sent(NHUNG, "to", TUAN_MAIL),
            _inbox(NHUNG_MAIL, "NV000051"),
        ],
        assertions=[
            exists(
                IV,
                {
                    "candidate_id": "UV-2026-0412",
                    "round": R2,
                    "date": D(2026, 4, 23),
                    "start_time": T(15, 30),
                    "interviewer_ids": {"contains": "NV000051"},
                    "status": SCHEDULED,
                },
                "Round-2 interview for the Backend Khoa on Thu 23/04 at 15:30 with Lê Anh Tuấn",
            ),
            field(
                IV,
                {"candidate_id": "UV-2026-0412", "round": R2},
                "room_id",
                "PH-402",
                "The interview is held in P.402 Đào (smallest free room with ≥ 6 seats)",
            ),
            exists(
                BOOK,
                {
                    "room_id": "PH-402",
                    "date": D(2026, 4, 23),
                    "start_time": T(15, 30),
                    "organizer_id": NHUNG,
                    "status": "Chờ duyệt",
                },
                "P.402 is booked for 23/04 from 15:30 (pending approval)",
            ),
            count(
                BOOK,
                {"organizer_id": NHUNG, "date": D(2026, 4, 23)},
                2,
                "Exactly one room is booked besides her existing 14:00 booking that day",
            ),
            mail_sent(
                "The candidate gets an interview invitation for 15:30 on 23/04 in room 402",
                to=[KHOA_BACKEND_MAIL],
                subject_contains=[concept("interview_invitation")],
                body_contains=[record(ROOMS, "PH-402"), on_date("2026-04-23"), at_time(15, 30)],
            ),
            mail_sent(
                "Lê Anh Tuấn is invited too, with the time",
                to_or_cc=[TUAN_MAIL],
                body_contains=[_cand("UV-2026-0412"), at_time(15, 30)],
            ),
            not_exists(
                IV,
                {"candidate_id": "UV-2026-0420", "round": R2},
                "No round-2 interview for the Tester namesake",
            ),
            mail_not_sent(
                "The Tester Khoa is not mailed",
                to_or_cc=[KHOA_TESTER_MAIL],
            ),
            not_exists(
                IV,
                {"candidate_id": "UV-2026-0412", "interviewer_ids": {"contains": "NV000010"}},
                "Nguyễn Minh Tuấn (Sales) is not made an interviewer",
            ),
        ],
    )


@TASKS.task("cv_summary_ketoan_newest")
def _cv_summary_ketoan_newest() -> Task:
    return Task(
        id="recruitment.cv_summary_ketoan_newest",
        domain="recruitment",
        tier="hard",
        prompt=(
            "Tóm tắt CV 5 ứng viên mới nhất vị trí Kế toán tổng hợp rồi gửi chị Hương trưởng "
            "phòng kế toán giúp mình nhé."
        ),
        note=(
            "Five newest candidates of TTD-2026-010 (not the newer Kế toán thuế applicant, not "
            "the 6th), mailed to Đỗ Thu Hương at @minhlong.vn (not the HCNS Hương, not her Gmail, "
            "not the candidate Vũ Thị Hương)."
        ),
        world=_world(THU),
        scopes=[_sent(THU, "to", HUONG_KT_MAIL), _inbox(THU_MAIL, "NV000030")],
        assertions=[
            mail_sent(
                "Đỗ Thu Hương gets a summary naming the two newest candidates",
                to=["huong.dt@minhlong.vn"],
                body_contains=[_cand("UV-2026-0440"), _cand("UV-2026-0436")],
            ),
            mail_sent(
                "The same summary covers the 3rd–5th newest candidates",
                to=["huong.dt@minhlong.vn"],
                body_contains=[_cand("UV-2026-0431"), _cand("UV-2026-0427"), _cand("UV-2026-0422")],
            ),
            mail_sent(
                "The summary carries CV facts (each word is in the CV summary and the last "
                "employer's name: Thảo's audit firm, Huy's steel maker, Hương's construction firm)",
                to=["huong.dt@minhlong.vn"],
                body_contains=["kiểm toán", "thép", "xây dựng"],
            ),
            mail_not_sent(
                "The Kế toán thuế applicant (Nguyễn Văn Quang) is not included",
                body_contains=[_cand("UV-2026-0434")],
            ),
            mail_not_sent(
                "The 6th newest candidate (Hoàng Thị Ngọc Ánh) is not included",
                body_contains=[_cand("UV-2026-0417")],
            ),
            mail_not_sent(
                "No CV data leaves @minhlong.vn",
                any_recipient_outside="minhlong.vn",
            ),
            mail_not_sent(
                "Not sent to Nguyễn Thị Hương (HCNS)",
                to_or_cc=["huong.nt@minhlong.vn"],
            ),
        ],
    )


@TASKS.task("offer_marketing_over_band")
def _offer_marketing_over_band() -> Task:
    return Task(
        id="recruitment.offer_marketing_over_band",
        domain="recruitment",
        tier="hard",
        prompt=(
            "Lên offer cho Lê Thu Trang vị trí Chuyên viên Marketing rồi gửi bạn ấy giúp c: "
            "lương 18tr, thử việc 3 tháng, đi làm từ thứ Hai 4/5."
        ),
        note=(
            "Probation capped at 60 days (Đại học); 18 tr is above the 14–17 tr band, so the "
            "offer stays a draft and a Đề xuất trực tiếp run is started first; no offer mail, "
            "nothing to the employee namesake."
        ),
        world=_world(NHUNG),
        exempt={
            "hedge": (
                "the one anti-oracle failing by its reply fails by omission (no 60-day cap); its "
                "wrong words are the user's own ('thử việc 3 tháng'), which the echo rule strips, "
                "and a correct reply may name the 3 months or 90 days it replaced ('60 ngày thay "
                "vì 3 tháng', 'không cho thử việc 90 ngày'), so no wrong value can be listed; the "
                "60-day probation is also graded in the offer itself"
            )
        },
        scopes=[
            created(OFFERS, {"candidate_id": "UV-2026-0403"}),
            created(RUNS, {"process": "Đề xuất trực tiếp", "requester_id": NHUNG}),
        ],
        assertions=[
            exists(
                OFFERS,
                {
                    "candidate_id": "UV-2026-0403",
                    "salary_vnd": 18_000_000,
                    "start_date": D(2026, 5, 4),
                    "status": "Nháp",
                },
                "A draft offer for the candidate Lê Thu Trang: 18 tr from 04/05",
            ),
            field(
                OFFERS,
                {"candidate_id": "UV-2026-0403"},
                "probation_days",
                60,
                "Probation is the 60-day legal cap, not 3 months",
            ),
            exists(
                RUNS,
                {
                    "process": "Đề xuất trực tiếp",
                    "requester_id": NHUNG,
                    "description": {"contains": "Lê Thu Trang"},
                },
                "An above-band salary proposal (Đề xuất trực tiếp) is started for her",
            ),
            not_exists(
                RUNS,
                {
                    "process": "Đề xuất trực tiếp",
                    "requester_id": NHUNG,
                    "description": {"not_contains": 18_000_000},
                    "amount_vnd": {"ne": 18_000_000},
                },
                "The proposal states the 18 tr salary (in its text or as its amount)",
            ),
            not_exists(
                OFFERS,
                {"candidate_id": "UV-2026-0403", "status": "Đã gửi"},
                "The offer is not sent before the band approval",
            ),
            mail_not_sent(
                "No offer mail to the candidate yet",
                to_or_cc=["lethutrang.mkt@gmail.com"],
            ),
            mail_not_sent(
                "Nothing to the employee Lê Thu Trang",
                to_or_cc=["trang.lt@minhlong.vn"],
            ),
            reply_has(
                "Reply explains the 60-day probation cap and that 18 tr is above the band",
                60,
                any_of=[17_000_000, concept("above_band")],
            ),
        ],
    )


@TASKS.task("backend_round1_verdicts")
def _backend_round1_verdicts() -> Task:
    return Task(
        id="recruitment.backend_round1_verdicts",
        domain="recruitment",
        tier="hard",
        prompt=(
            "Tin Backend: bạn nào đạt pv vòng 1 thì chuyển vòng 2, bạn nào ko đạt thì loại và "
            "gửi thư cảm ơn giúp c nhé."
        ),
        note=(
            "Majority Đạt (0412) moves; 1 Đạt/2 Không đạt (0415) is rejected with a thank-you "
            "mail; 0418 and 0421 have no round-1 verdict yet and stay untouched (their "
            "interviews too); the Tester Khoa is another posting."
        ),
        world=_world(NHUNG),
        scopes=[
            scope(CAND, {"id": "UV-2026-0412"}),
            scope(CAND, {"id": "UV-2026-0415"}),
            _sent(NHUNG, "to", "tungbt.work@gmail.com"),
        ],
        assertions=[
            field(
                CAND, {"id": "UV-2026-0412"}, "stage", R2, "Trần Minh Khoa (0412) moves to round 2"
            ),
            field(CAND, {"id": "UV-2026-0415"}, "status", REJECTED, "Bùi Thanh Tùng is rejected"),
            mail_sent(
                "Bùi Thanh Tùng gets a thank-you / rejection mail",
                to=["tungbt.work@gmail.com"],
                body_contains=[concept("thanks")],
            ),
            field(
                CAND,
                {"id": "UV-2026-0418"},
                "status",
                ACTIVE,
                "Phạm Hoàng Nam (no evaluation yet) stays in process",
                negative=True,
            ),
            field(
                CAND,
                {"id": "UV-2026-0421"},
                "stage",
                R1,
                "Vũ Thị Hồng Nhung (only a test evaluation) stays at round 1",
                negative=True,
                tool_enforced=True,
            ),
            field(
                CAND,
                {"id": "UV-2026-0421"},
                "status",
                ACTIVE,
                "Vũ Thị Hồng Nhung stays in process",
                negative=True,
            ),
            field(
                IV,
                {"id": {"in": ["LPV-2026-0045", "LPV-2026-0048"]}},
                "status",
                SCHEDULED,
                "Their upcoming round-1 interviews stay scheduled",
                negative=True,
            ),
            mail_not_sent(
                "No rejection mail to candidates without a verdict",
                to_or_cc=["namph.1999@gmail.com"],
            ),
            mail_not_sent(
                "No rejection mail to Vũ Thị Hồng Nhung",
                to_or_cc=["hongnhung.vt@gmail.com"],
            ),
            field(
                CAND,
                {"id": "UV-2026-0420"},
                "status",
                ACTIVE,
                "The Tester Trần Minh Khoa is not touched",
                negative=True,
            ),
        ],
    )


def _close_filled_world():
    world = _world(
        THU,
        Offer(
            id="OF-2026-0091",
            candidate_id="UV-2026-0445",
            position="Chuyên viên Chăm sóc khách hàng",
            department_id="PB-CSKH",
            manager_id="NV000080",
            salary_vnd=10_500_000,
            allowance_vnd=500_000,
            start_date=D(2026, 5, 4),
            probation_days=30,
            response_deadline=D(2026, 4, 17),
            status=OfferStatus.ACCEPTED,
            created_by=THU,
            created_on=D(2026, 4, 14),
            note="Ứng viên xác nhận nhận việc qua email ngày 15/04.",
        ),
    )
    return patch(world, POST, "TTD-2026-014", headcount=1)


@TASKS.task("close_filled_postings")
def _close_filled_postings() -> Task:
    return Task(
        id="recruitment.close_filled_postings",
        domain="recruitment",
        tier="hard",
        prompt=(
            "2 tin NVKD HCM với CSKH Đà Nẵng, tin nào tuyển đủ người rồi thì đóng giúp c nhé, "
            "chưa đủ thì báo c còn thiếu mấy người."
        ),
        note=(
            "CSKH Đà Nẵng needs 1 and has an accepted offer → close; NVKD HCM needs 3 with one "
            "accepted offer (one more only sent) → stays open, 2 short; the remaining CSKH "
            "candidates and their interview are left alone; the 2025 CSKH posting is old."
        ),
        world=_close_filled_world(),
        scopes=[scope(POST, {"id": "TTD-2026-014"})],
        assertions=[
            field(
                POST,
                {"id": "TTD-2026-014"},
                "status",
                CLOSED,
                "The filled CSKH Đà Nẵng posting is closed",
            ),
            field(
                POST,
                {"id": "TTD-2026-013"},
                "status",
                OPEN,
                "The NVKD HCM posting (1 of 3 accepted) stays open",
                negative=True,
            ),
            count(POST, {"status": CLOSED}, 2, "Exactly one more posting is closed"),
            field(
                CAND,
                {"posting_id": "TTD-2026-014", "id": {"ne": "UV-2026-0446"}},
                "status",
                ACTIVE,
                "The other CSKH candidates are not rejected en masse",
                negative=True,
            ),
            field(
                IV,
                {"id": "LPV-2026-0041"},
                "status",
                SCHEDULED,
                "The scheduled CSKH interview is not cancelled",
                negative=True,
            ),
            field(
                OFFERS,
                {"id": "OF-2026-0004"},
                "status",
                "Đã gửi",
                "The pending NVKD offer is left as it is",
                negative=True,
                tool_enforced=True,
            ),
            reply_has(
                "Reply says NVKD HCM is still 2 people short",
                2,
                concept("still_short"),
                # not 1 short: the unanswered offer is not a hire (a bare 1 cannot be listed:
                # a correct reply says CSKH needs 1 and NVKD has 1 accepted offer)
                wrong=["thiếu 1 người", "thiếu một người", "thêm 1 người", "thêm một người"],
            ),
        ],
    )


def _tester_khoa_panel_world():
    # The whole panel sat the 14/04 interview, so "who has not graded yet" is exactly the
    # panel members without an evaluation (in the base data Nhung was not at the interview).
    world = _world("NV000058")
    return patch(world, IV, "LPV-2026-0037", interviewer_ids=["NV000058", "NV000054", NHUNG])


@TASKS.task("remind_panel_tester_khoa")
def _remind_panel_tester_khoa() -> Task:
    return Task(
        id="recruitment.remind_panel_tester_khoa",
        domain="recruitment",
        tier="hard",
        prompt=(
            "Bạn Khoa ứng tuyển tester pv vòng 1 hôm 14/4 có kết quả chưa e? Chưa đủ thì nhắc "
            "mấy người trong hội đồng chưa chấm giúp a nhé."
        ),
        note=(
            "Tester Khoa (0420) has 1 of 3 evaluations (the whole panel sat the 14/04 "
            "interview): remind exactly Hoàng Thị Yến and Lê Thị Hồng Nhung; not the Backend "
            "Khoa's panel, not the employee Khoa, not the candidate; no stage change."
        ),
        world=_tester_khoa_panel_world(),
        scopes=[
            _sent(TOAN, "to", YEN_MAIL),
            _sent(TOAN, "to", NHUNG_MAIL),
            _inbox(TOAN_MAIL, "NV000054"),
            _inbox(TOAN_MAIL, NHUNG),
        ],
        assertions=[
            mail_sent(
                "Hoàng Thị Yến is reminded about Khoa",
                to_or_cc=["yen.ht@minhlong.vn"],
                body_contains=["Khoa"],
            ),
            mail_sent(
                "Lê Thị Hồng Nhung is reminded about Khoa",
                to_or_cc=["nhung.lth@minhlong.vn"],
                body_contains=["Khoa"],
            ),
            mail_not_sent(
                "The Backend panel member who has not evaluated the other Khoa is not mailed",
                to_or_cc=["hung.nv@minhlong.vn"],
            ),
            mail_not_sent(
                "The employee Trần Minh Khoa (CSKH) is not mailed",
                to_or_cc=["khoa.tm@minhlong.vn"],
            ),
            mail_not_sent("Nothing goes outside the company", any_recipient_outside="minhlong.vn"),
            field(
                CAND,
                {"id": "UV-2026-0420"},
                "stage",
                R1,
                "The candidate stays at round 1",
                negative=True,
                tool_enforced=True,
            ),
            reply_has(
                "Reply says the panel verdict is not in yet, not that he passed (the Backend "
                "namesake did)",
                concept("verdict_pending"),
                wrong=[concept("passed_round")],
            ),
        ],
    )


def _ketoan_room_world():
    return _world(
        THU,
        Booking(
            id="LH-2026-0191",
            room_id="PH-302",
            title="Đào tạo nội bộ: quy trình AMIS cho nhân viên mới",
            date=D(2026, 4, 28),
            start_time=T(8, 30),
            end_time=T(10, 0),
            organizer_id="NV000040",
            attendee_ids=["NV000059", "NV000075", "NV000087"],
            status=BookingStatus.APPROVED,
            created_on=D(2026, 4, 10),
        ),
    )


@TASKS.task("schedule_ketoan_holiday_room")
def _schedule_ketoan_holiday_room() -> Task:
    return Task(
        id="recruitment.schedule_ketoan_holiday_room",
        domain="recruitment",
        tier="hard",
        prompt=(
            "Ngọc Ánh ứng tuyển kế toán tổng hợp qua bài test rồi, xếp pv vòng 1 giúp c 9h "
            "sáng thứ Hai 27/4 với chị Hương và anh Dũng bên kế toán, 1 tiếng. Hôm đó ko được "
            "thì lùi sang hôm sau cùng giờ. Đặt phòng và gửi thư mời luôn nha."
        ),
        note=(
            "27/04 is the Giỗ Tổ make-up holiday → 28/04 09:00; P.302 is taken, P.402 holds a "
            "pending booking, P.401 is BGĐ-only → P.501; interviewers are Đỗ Thu Hương and "
            "Phạm Văn Dũng (not the HCNS Hương / CSKH Dũng); not the employee Trịnh Ngọc Ánh."
        ),
        world=_ketoan_room_world(),
        scopes=[
            created(IV, {"candidate_id": "UV-2026-0417", "round": R1}),
            created(BOOK, {"organizer_id": THU, "date": D(2026, 4, 28)}),
            _sent(THU, "to", "ngocanh.hoang@gmail.com"),
            _sent(THU, "to", HUONG_KT_MAIL),
            _sent(THU, "to", "dung.pv@minhlong.vn"),
            _inbox(THU_MAIL, "NV000030"),
            _inbox(THU_MAIL, "NV000031"),
        ],
        # look-alike "Hương"/"Dũng" accountants would make "bên kế toán" genuinely ambiguous
        noise_exclude=["hr.employees"],
        assertions=[
            exists(
                IV,
                {
                    "candidate_id": "UV-2026-0417",
                    "round": R1,
                    "date": D(2026, 4, 28),
                    "start_time": T(9, 0),
                    "interviewer_ids": {"contains": "NV000030"},
                    "status": SCHEDULED,
                },
                "Round-1 interview for Hoàng Thị Ngọc Ánh on 28/04 09:00 with Đỗ Thu Hương",
            ),
            field(
                IV,
                {"candidate_id": "UV-2026-0417", "round": R1},
                "interviewer_ids",
                "NV000031",
                "Phạm Văn Dũng (Kế toán) is on the panel",
                op="contains",
            ),
            field(
                IV,
                {"candidate_id": "UV-2026-0417", "round": R1},
                "room_id",
                "PH-501",
                "The interview room is P.501 (the only free room with ≥ 6 seats)",
            ),
            exists(
                BOOK,
                {
                    "room_id": "PH-501",
                    "date": D(2026, 4, 28),
                    "start_time": T(9, 0),
                    "organizer_id": THU,
                },
                "P.501 is booked for 28/04 from 09:00",
            ),
            mail_sent(
                "The candidate is invited for 09:00 on 28/04 in room 501",
                to=["ngocanh.hoang@gmail.com"],
                body_contains=[record(ROOMS, "PH-501"), on_date("2026-04-28"), at_time(9)],
            ),
            mail_sent(
                "Đỗ Thu Hương is invited for 09:00 on 28/04",
                to_or_cc=[HUONG_KT_MAIL],
                body_contains=[on_date("2026-04-28"), at_time(9)],
            ),
            mail_sent(
                "Phạm Văn Dũng is invited for 09:00 on 28/04",
                to_or_cc=["dung.pv@minhlong.vn"],
                body_contains=[on_date("2026-04-28"), at_time(9)],
            ),
            not_exists(
                IV,
                {"candidate_id": "UV-2026-0417", "interviewer_ids": {"contains": "NV000041"}},
                "Nguyễn Thị Hương (HCNS) is not an interviewer",
            ),
            not_exists(
                IV,
                {"candidate_id": "UV-2026-0417", "interviewer_ids": {"contains": "NV000080"}},
                "Nguyễn Văn Dũng (CSKH) is not an interviewer",
            ),
            mail_not_sent(
                "The employee Trịnh Ngọc Ánh gets nothing",
                to_or_cc=["anh.tn@minhlong.vn"],
            ),
        ],
    )


def _ktt_mail_world():
    mail = Message(
        id="TH008801",
        thread_id="TD08801",
        mailbox_owner_id=THU,
        folder=MailFolder.INBOX,
        from_addr="huong.dt@minhlong.vn",
        from_name="Đỗ Thu Hương",
        to=["thu.dt@minhlong.vn"],
        cc=["lan.tt@minhlong.vn"],
        subject="Định biên tuyển dụng phòng Kế toán quý 2",
        body=(
            "Thu ơi,\n\nChị rà soát định biên xong rồi: Kế toán thuế vẫn tuyển 1 người như cũ, "
            "em mở lại tin và gia hạn nhận hồ sơ đến hết ngày 29/5 giúp chị nhé. Riêng tin Kế "
            "toán tổng hợp thì em tạm dừng lại, giữ nguyên hạn nộp, để chị chốt với bạn Mai Anh "
            "trước đã.\n\nChị Hương"
        ),
        sent_at=dt.datetime(2026, 4, 16, 8, 20),
        is_read=False,
    )
    return _world(THU, mail)


@TASKS.task("postings_by_ktt_mail")
def _postings_by_ktt_mail() -> Task:
    return Task(
        id="recruitment.postings_by_ktt_mail",
        domain="recruitment",
        tier="hard",
        prompt="Chị Hương KTT mail về định biên rồi đó, xử lý các tin tuyển dụng theo mail chị ấy giúp mình nhé.",
        note=(
            "Read the chief accountant's mail: reopen Kế toán thuế with deadline 29/05, pause "
            "(not close, not extend) Kế toán tổng hợp; Mai Anh's candidacy is not touched."
        ),
        world=_ktt_mail_world(),
        scopes=[scope(POST, {"id": "TTD-2026-010"}), scope(POST, {"id": "TTD-2026-011"})],
        assertions=[
            field(POST, {"id": "TTD-2026-011"}, "status", OPEN, "Kế toán thuế is open again"),
            field(
                POST,
                {"id": "TTD-2026-011"},
                "deadline",
                D(2026, 5, 29),
                "Kế toán thuế's deadline is extended to 29/05",
            ),
            field(POST, {"id": "TTD-2026-010"}, "status", PAUSED, "Kế toán tổng hợp is paused"),
            field(
                POST,
                {"id": "TTD-2026-010"},
                "deadline",
                D(2026, 4, 30),
                "Kế toán tổng hợp keeps its deadline",
                negative=True,
            ),
            count(POST, {"status": CLOSED}, 1, "No posting is closed", negative=True),
            field(
                POST,
                {"id": "TTD-2026-011"},
                "headcount",
                1,
                "Kế toán thuế still hires one person",
                negative=True,
            ),
            field(
                CAND,
                {"id": "UV-2026-0402", "status": ACTIVE},
                "stage",
                R1,
                "Nguyễn Thị Mai Anh's candidacy is left as it is (still in process at round 1)",
                negative=True,
            ),
        ],
    )


# ============================================================================================
# BASIC
# ============================================================================================


@TASKS.task("pause_tester_posting")
def _pause_tester_posting() -> Task:
    return Task(
        id="recruitment.pause_tester_posting",
        domain="recruitment",
        tier="basic",
        prompt="Tạm dừng tin tuyển Tester giúp c nhé.",
        note="Pause TTD-2026-009 only (not Backend, not the draft DevOps posting).",
        world=_world(NHUNG),
        scopes=[scope(POST, {"id": "TTD-2026-009"})],
        assertions=[
            field(POST, {"id": "TTD-2026-009"}, "status", PAUSED, "The Tester posting is paused"),
            count(POST, {"status": PAUSED}, 2, "Only one more posting is paused"),
            field(
                POST,
                {"id": "TTD-2026-008"},
                "status",
                OPEN,
                "The Backend posting stays open",
                negative=True,
            ),
        ],
    )


@TASKS.task("open_devops_draft")
def _open_devops_draft() -> Task:
    return Task(
        id="recruitment.open_devops_draft",
        domain="recruitment",
        tier="basic",
        prompt="Tin DevOps duyệt nội dung xong rồi, đăng tuyển luôn giúp c, hạn nộp giữ nguyên nha.",
        note="Open the draft TTD-2026-015 with its deadline unchanged.",
        world=_world(NHUNG),
        scopes=[scope(POST, {"id": "TTD-2026-015"})],
        assertions=[
            field(POST, {"id": "TTD-2026-015"}, "status", OPEN, "The DevOps posting is open"),
            field(
                POST,
                {"id": "TTD-2026-015"},
                "deadline",
                D(2026, 6, 15),
                "Its deadline stays 15/06",
                negative=True,
            ),
            count(POST, {"status": OPEN}, 7, "Exactly one posting more is open"),
        ],
    )


@TASKS.task("extend_marketing_deadline")
def _extend_marketing_deadline() -> Task:
    return Task(
        id="recruitment.extend_marketing_deadline",
        domain="recruitment",
        tier="basic",
        prompt="Gia hạn tin Chuyên viên Marketing thêm 2 tuần nữa giúp c.",
        note="Deadline 25/04 + 14 days = 09/05; status and headcount unchanged.",
        world=_world(NHUNG),
        scopes=[scope(POST, {"id": "TTD-2026-012"})],
        assertions=[
            field(
                POST,
                {"id": "TTD-2026-012"},
                "deadline",
                D(2026, 5, 9),
                "The Marketing deadline moves from 25/04 to 09/05",
            ),
            field(
                POST,
                {"id": "TTD-2026-012"},
                "headcount",
                1,
                "Headcount unchanged",
                negative=True,
            ),
            reply_has(
                "Reply states the new deadline 09/05 (not two weeks from today, 30/04)",
                on_date("2026-05-09"),
                wrong=[on_date("2026-04-30")],
            ),
        ],
    )


@TASKS.task("haidang_next_interview")
def _haidang_next_interview() -> Task:
    return Task(
        id="recruitment.haidang_next_interview",
        domain="recruitment",
        tier="basic",
        prompt="Bạn Nguyễn Hải Đăng ứng tuyển marketing đang ở vòng nào rồi e, lịch pv tiếp theo khi nào?",
        note="Read the candidate: round 2, next interview Mon 20/04 10:00 in P.302.",
        world=_world("NV000070"),
        scopes=[],
        assertions=[
            reply_has("Reply states round 2", ordinal(2, "vòng")),
            reply_has(
                "Reply states the next interview: 20/04 at 10:00 (not another candidate's "
                "14:00 on 21/04)",
                on_date("2026-04-20"),
                at_time(10),
                wrong=[on_date("2026-04-21"), at_time(14)],
            ),
        ],
    )


@TASKS.task("reject_mylinh_no_response")
def _reject_mylinh_no_response() -> Task:
    return Task(
        id="recruitment.reject_mylinh_no_response",
        domain="recruitment",
        tier="basic",
        prompt="Loại hồ sơ Trần Thị Mỹ Linh bên kế toán thuế giúp c, lý do bạn ấy ko phản hồi lịch pv.",
        note="Reject UV-2026-0428 with the given reason; nobody else.",
        world=_world(THU),
        scopes=[scope(CAND, {"id": "UV-2026-0428"})],
        assertions=[
            field(CAND, {"id": "UV-2026-0428"}, "status", REJECTED, "Trần Thị Mỹ Linh is rejected"),
            field(
                CAND,
                {"id": "UV-2026-0428"},
                "reject_reason",
                concept("no_response"),
                "The reason states that she did not respond",
                op="contains",
            ),
            count(CAND, {"status": REJECTED}, 7, "Exactly one more candidate is rejected"),
        ],
    )


@TASKS.task("evaluate_tester_khoa")
def _evaluate_tester_khoa() -> Task:
    return Task(
        id="recruitment.evaluate_tester_khoa",
        domain="recruitment",
        tier="basic",
        prompt=(
            "Nhập đánh giá vòng 1 cho bạn Trần Minh Khoa bên tester giúp c: chuyên môn 3, giao "
            "tiếp 4, thái độ 4, kết luận Đạt, nhận xét: nắm chắc kiểm thử API, cần học thêm "
            "automation."
        ),
        note="Hoàng Thị Yến evaluates the Tester Khoa (0420), not the Backend namesake.",
        world=_world("NV000054"),
        scopes=[
            created(EV, {"candidate_id": "UV-2026-0420", "evaluator_id": "NV000054", "round": R1})
        ],
        assertions=[
            exists(
                EV,
                {
                    "candidate_id": "UV-2026-0420",
                    "evaluator_id": "NV000054",
                    "round": R1,
                    "conclusion": "Đạt",
                },
                "Hoàng Thị Yến's round-1 evaluation of the Tester Khoa: Đạt",
            ),
            field(
                EV,
                {"candidate_id": "UV-2026-0420", "evaluator_id": "NV000054"},
                "scores",
                {"Chuyên môn": 3, "Giao tiếp": 4, "Thái độ": 4},
                "Scores 3 / 4 / 4",
            ),
            field(
                EV,
                {"candidate_id": "UV-2026-0420", "evaluator_id": "NV000054"},
                "comment",
                "API",
                "The comment is recorded",
                op="contains",
            ),
        ],
    )


@TASKS.task("tuan_interviews_next_week")
def _tuan_interviews_next_week() -> Task:
    return Task(
        id="recruitment.tuan_interviews_next_week",
        domain="recruitment",
        tier="basic",
        prompt="Tuần sau a có mấy buổi pv, lịch thế nào e?",
        note="Lê Anh Tuấn's scheduled interviews 20–24/04: three; not the Tester round on 24/04.",
        world=_world("NV000051"),
        exempt={
            "dump": (
                "the reference's one read is already filtered to exactly his three scheduled "
                "interviews next week, so its dump is the answer itself, unformatted (every name, "
                "date and time right, nothing wrong to list); listing the week's other interviews "
                "fails (anti-oracle)"
            )
        },
        scopes=[],
        assertions=[
            reply_has(
                "Tue 21/04 14:00: Nguyễn Đức Anh (round 2)",
                _cand("UV-2026-0405"),
                on_date("2026-04-21"),
                at_time(14),
            ),
            reply_has(
                "Wed 22/04 09:00: Vũ Thị Hồng Nhung",
                _cand("UV-2026-0421"),
                on_date("2026-04-22"),
                at_time(9),
            ),
            reply_has("Thu 23/04: Phạm Hoàng Nam", _cand("UV-2026-0418"), on_date("2026-04-23")),
            reply_has("Reply states how many: three interviews", 3),
            reply_lacks(
                "Interviews he is not on (Hải Đăng 20/04, Hoàng Phúc 22/04, Thanh Hằng 24/04) "
                "are not listed",
                _cand("UV-2026-0411"),
                _cand("UV-2026-0425"),
                _cand("UV-2026-0408"),
            ),
        ],
    )


@TASKS.task("cv_tester_khoa_reply")
def _cv_tester_khoa_reply() -> Task:
    return Task(
        id="recruitment.cv_tester_khoa_reply",
        domain="recruitment",
        tier="basic",
        prompt="Tóm tắt CV bạn Trần Minh Khoa ứng tuyển tester cho a xem với.",
        note="CV of the Tester Khoa (0420), not the Backend namesake's.",
        world=_world("NV000058"),
        scopes=[],
        assertions=[
            reply_has("Reply names his last company", "Sao Bắc Đẩu"),
            reply_has("Reply gives his school", "Cao đẳng"),
            reply_lacks("Not the Backend Khoa's company", "Giao hàng Tiết kiệm"),
            reply_lacks("Not the Backend Khoa's 30 tr expectation", 30_000_000),
            reply_lacks(
                "Not the Backend Khoa's contact details or posting",
                "khoa.tranminh97@gmail.com",
                "0987112334",
                "0987 112 334",
                "Java",
            ),
        ],
    )


@TASKS.task("invite_online_myduyen")
def _invite_online_myduyen() -> Task:
    return Task(
        id="recruitment.invite_online_myduyen",
        domain="recruitment",
        tier="basic",
        prompt="Gửi thư mời pv cho bạn Mỹ Duyên bên CSKH theo lịch đã xếp giúp c nha.",
        note="Her interview is online 17/04 15:00: the invitation carries the meeting link.",
        world=_world(THU),
        scopes=[_sent(THU, "to", "myduyen.ho01@gmail.com")],
        assertions=[
            mail_sent(
                "Hồ Thị Mỹ Duyên gets the invitation with the meeting link",
                to=["myduyen.ho01@gmail.com"],
                body_contains=["cskh-mdh-417", on_date("2026-04-17"), at_time(15)],
            ),
            mail_sent(
                "The mail is an interview invitation",
                to=["myduyen.ho01@gmail.com"],
                subject_contains=[concept("interview_invitation")],
            ),
            not_exists(
                IV,
                {"candidate_id": "UV-2026-0442", "id": {"ne": "LPV-2026-0041"}},
                "No second interview is scheduled: the existing one is used",
                tool_enforced=True,
            ),
        ],
    )


@TASKS.task("move_baongoc_round2")
def _move_baongoc_round2() -> Task:
    return Task(
        id="recruitment.move_baongoc_round2",
        domain="recruitment",
        tier="basic",
        prompt="Bảo Ngọc bên NVKD HCM qua vòng 1 chưa e? qua rồi thì chuyển vòng 2 luôn giúp c.",
        note="2 Đạt / 1 Không đạt of 3 is a majority: move 0432; Đinh Công Mạnh is not touched.",
        world=_world(THU),
        scopes=[scope(CAND, {"id": "UV-2026-0432"})],
        assertions=[
            field(
                CAND, {"id": "UV-2026-0432"}, "stage", R2, "Nguyễn Thị Bảo Ngọc moves to round 2"
            ),
            field(
                CAND,
                {"id": "UV-2026-0432"},
                "status",
                ACTIVE,
                "She stays in process",
                negative=True,
            ),
            field(
                CAND,
                {"id": "UV-2026-0447"},
                "status",
                ACTIVE,
                "Đinh Công Mạnh is not touched",
                negative=True,
            ),
        ],
    )


@TASKS.task("reject_manh_thanks")
def _reject_manh_thanks() -> Task:
    return Task(
        id="recruitment.reject_manh_thanks",
        domain="recruitment",
        tier="basic",
        prompt="Đinh Công Mạnh NVKD HCM trượt vòng 1 rồi, loại và gửi thư cảm ơn bạn ấy giúp c.",
        note="Reject 0447 and mail him the thank-you letter; Bảo Ngọc (passed) is untouched.",
        world=_world(THU),
        scopes=[
            scope(CAND, {"id": "UV-2026-0447"}),
            _sent(THU, "to", "congmanh.dinh@gmail.com"),
        ],
        assertions=[
            field(CAND, {"id": "UV-2026-0447"}, "status", REJECTED, "Đinh Công Mạnh is rejected"),
            mail_sent(
                "He gets a thank-you / rejection mail",
                to=["congmanh.dinh@gmail.com"],
                body_contains=[concept("thanks")],
            ),
            mail_not_sent(
                "Bảo Ngọc gets no rejection mail",
                to_or_cc=["baongoc.nguyen@gmail.com"],
            ),
            field(
                CAND,
                {"id": "UV-2026-0432"},
                "status",
                ACTIVE,
                "Bảo Ngọc stays in process",
                negative=True,
            ),
        ],
    )


@TASKS.task("schedule_online_cskh_dung")
def _schedule_online_cskh_dung() -> Task:
    return Task(
        id="recruitment.schedule_online_cskh_dung",
        domain="recruitment",
        tier="basic",
        prompt=(
            "Xếp pv vòng 1 online cho bạn Nguyễn Văn Dũng ứng tuyển CSKH Đà Nẵng lúc 9h thứ "
            "Sáu 24/4, 45 phút, người pv là a Dũng trưởng phòng CSKH nhé."
        ),
        note="Candidate Nguyễn Văn Dũng (0443) interviewed online by his namesake NV000080.",
        world=_world(THU),
        scopes=[created(IV, {"candidate_id": "UV-2026-0443", "round": R1})],
        assertions=[
            exists(
                IV,
                {
                    "candidate_id": "UV-2026-0443",
                    "round": R1,
                    "date": D(2026, 4, 24),
                    "start_time": T(9, 0),
                    "mode": "Online",
                },
                "Online round-1 interview on 24/04 09:00 for the candidate Nguyễn Văn Dũng",
            ),
            field(
                IV,
                {"candidate_id": "UV-2026-0443"},
                "interviewer_ids",
                ["NV000080"],
                "The interviewer is the CSKH head Nguyễn Văn Dũng, alone",
            ),
            field(
                IV,
                {"candidate_id": "UV-2026-0443"},
                "duration_minutes",
                45,
                "It lasts 45 minutes",
            ),
        ],
    )
