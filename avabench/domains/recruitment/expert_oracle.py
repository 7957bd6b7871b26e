"""Reference solutions (``ORACLES``), other correct solutions (``ALTERNATES``) and deliberately
wrong ones (``ANTI_ORACLES``) for the recruitment expert tasks. Each anti-oracle's ``label`` says
what is wrong with it."""

from __future__ import annotations

from avabench.task import Script, call, script, turn

P = "recruitment_"
R1 = "Phỏng vấn vòng 1"
R2 = "Phỏng vấn vòng 2"
HQ = "Toà nhà Minh Long, 68 Duy Tân, phường Cầu Giấy, TP Hà Nội"
NHUNG_CONTACT = "Lê Thị Hồng Nhung – 0971 337 245"
THU_CONTACT = "Đinh Thị Thu – 0833 915 274"


def _pv01(to: str, name: str, position: str, time: str, day: str, place: str, contact: str):
    return call(
        "amismail_write_mail",
        to=[to],
        template_id="MAU-PV-01",
        template_values=[
            f"vi_tri={position}",
            f"ten_ung_vien={name}",
            f"gio={time}",
            f"ngay={day}",
            f"dia_diem={place}",
            f"nguoi_lien_he={contact}",
        ],
    )


def _mail(to: list[str], subject: str, body: str, cc: list[str] | None = None):
    return call("amismail_write_mail", to=to, cc=cc or [], subject=subject, body=body)


ORACLES: dict[str, Script] = {}
ANTI_ORACLES: dict[str, list[Script]] = {}
ALTERNATES: dict[str, list[Script]] = {}


# -- maianh_round2_ktt_mail ----------------------------------------------------------------------

_MA = "recruitment.maianh_round2_ktt_mail"
_MA_READS = [
    call(P + "search_candidates", query="Mai Anh", position="Kế toán tổng hợp"),
    call(P + "list_evaluations", candidate_id="UV-2026-0402", round=R1),
    call("amismail_search_mail", query="Mai Anh"),
    call("amismail_read_mail", message_id="TH008901"),
    call("amismail_read_mail", message_id="TH008902"),
    call("amismail_read_mail", message_id="TH008903"),
    call("hrm_search_employee", query="Hương", department="Kế toán"),
    call("hrm_search_employee", query="Dũng", department="Kế toán"),
    call("document_qa", question="phòng họp cho phỏng vấn tuyển dụng"),
    call("office_search_room_bookings", date="2026-04-22", start_time="09:00", end_time="10:00"),
    call("read_memory"),
    call("office_list_meeting_rooms", min_capacity=6),
    call("hrm_search_employee", query="Lục Văn Hào"),
]
_MA_MOVE = call(P + "move_candidate_stage", candidate_id="UV-2026-0402", to_stage=R2)


def _ma_schedule(day: str, start: str, end: str, room: str, panel: list[str]) -> list:
    return [
        call(
            P + "schedule_interview",
            candidate_id="UV-2026-0402",
            round=R2,
            date=day,
            start_time=start,
            interviewer_ids=panel,
            duration_minutes=60,
            mode="Trực tiếp",
            room_id=room,
        ),
        call(
            "office_book_meeting_room",
            room_id=room,
            date=day,
            start_time=start,
            end_time=end,
            title="Phỏng vấn vòng 2 – Kế toán tổng hợp – Nguyễn Thị Mai Anh",
            attendee_ids=panel,
        ),
    ]


_MA_NEW = "nguyenthimaianh.kt@gmail.com"
_MA_OLD = "maianh.nguyen92@gmail.com"
_MA_INVITE = _pv01(
    _MA_NEW,
    "Nguyễn Thị Mai Anh",
    "Kế toán tổng hợp",
    "09:00",
    "thứ Tư 22/04/2026",
    f"Phòng P.402 Đào, tầng 4, {HQ}",
    THU_CONTACT,
)
_MA_PANEL = _mail(
    ["huong.dt@minhlong.vn", "dung.pv@minhlong.vn"],
    "Lịch phỏng vấn vòng 2 – Nguyễn Thị Mai Anh (Kế toán tổng hợp) 9h00 thứ Tư 22/04",
    (
        "Chị Hương, anh Dũng,\n\nEm đã xếp phỏng vấn vòng 2 ứng viên Nguyễn Thị Mai Anh lúc "
        "9h00–10h00 thứ Tư 22/04/2026 tại P.402 Đào (tầng 4), theo lịch chị đổi.\n\nThu"
    ),
)
_MA_HAO = _mail(
    ["hao.lv@minhlong.vn"],
    "Nhờ chuẩn bị nước uống – phỏng vấn 9h00 thứ Tư 22/04, P.402",
    (
        "Anh Hào ơi,\n\nThứ Tư 22/04/2026 từ 9h00 đến 10h00 có buổi phỏng vấn tại P.402 Đào "
        "(3 người). Anh chuẩn bị nước uống giúp em nhé.\n\nThu"
    ),
)
_MA_REPLY = (
    "Mai Anh đạt vòng 1 (2/3 thành viên hội đồng Đạt), em đã chuyển bạn ấy sang vòng 2. Chị "
    "Hương đã đổi lịch (anh Dũng nghỉ phép 20–21/4) nên em xếp vòng 2 lúc 9h00 thứ Tư 22/04 "
    "với chị Đỗ Thu Hương và anh Phạm Văn Dũng. P.302 đã kín giờ đó, P.401 dành cho BGĐ nên em "
    "đặt P.402 Đào (đang chờ HCNS duyệt). Thư mời đã gửi bạn Mai Anh qua email mới bạn ấy báo "
    "(nguyenthimaianh.kt@gmail.com) và hai anh chị. Anh Tùng đã nghỉ việc nên em nhờ anh Lục "
    "Văn Hào (phụ trách phòng họp hiện nay) chuẩn bị nước uống."
)

ORACLES[_MA] = script(
    *_MA_READS,
    _MA_MOVE,
    *_ma_schedule("2026-04-22", "09:00", "10:00", "PH-402", ["NV000030", "NV000031"]),
    _MA_INVITE,
    _MA_PANEL,
    _MA_HAO,
    reply=_MA_REPLY,
)
ALTERNATES[_MA] = [
    # the panel answered on the thread (reply all: to Hương, cc Dũng); the room booked first
    # after a refused try at P.302; the reply in words
    script(
        call(P + "search_candidates", query="Nguyễn Thị Mai Anh"),
        call(P + "get_candidate", candidate_id="UV-2026-0402"),
        call(P + "list_evaluations", candidate_id="UV-2026-0402"),
        call("amismail_search_mail", query="vòng 2"),
        call("amismail_read_mail", message_id="TH008902"),
        call("amismail_search_mail", query="Mai Anh"),
        call("amismail_read_mail", message_id="TH008903"),
        call("read_memory", key="phỏng vấn"),
        call("office_list_meeting_rooms", min_capacity=6),
        call(
            "office_book_meeting_room",
            room_id="PH-302",
            date="2026-04-22",
            start_time="09:00",
            end_time="10:00",
            title="Phỏng vấn vòng 2 – Mai Anh",
            attendee_ids=["NV000030", "NV000031"],
        ),
        call(
            "office_book_meeting_room",
            room_id="PH-402",
            date="2026-04-22",
            start_time="09:00",
            end_time="10:00",
            title="Phỏng vấn vòng 2 – Mai Anh",
            attendee_ids=["NV000030", "NV000031"],
        ),
        _MA_MOVE,
        call(
            P + "schedule_interview",
            candidate_id="UV-2026-0402",
            round=R2,
            date="2026-04-22",
            start_time="09:00",
            interviewer_ids=["NV000030", "NV000031"],
            duration_minutes=60,
            room_id="PH-402",
        ),
        call(
            "amismail_reply_mail",
            message_id="TH008902",
            reply_all=True,
            body=(
                "Dạ em đã xếp vòng 2 bạn Nguyễn Thị Mai Anh lúc 9 giờ sáng thứ Tư 22/4 tại "
                "phòng 402 (Đào) ạ."
            ),
        ),
        _mail(
            [_MA_NEW],
            "Thư mời phỏng vấn vòng 2 – Kế toán tổng hợp",
            (
                "Chào Mai Anh,\n\nMinh Long mời bạn phỏng vấn vòng 2 vị trí Kế toán tổng hợp "
                "lúc 9 giờ sáng thứ Tư ngày 22 tháng 4 tại phòng 402 (Đào), tầng 4, " + HQ + ".\n\n"
                "Thu"
            ),
        ),
        # the memory's Tùng first: his mailbox is locked (he has left), so the room's owner now
        _mail(
            ["tung.mv@minhlong.vn"],
            "Nước uống phỏng vấn",
            "Anh Tùng ơi, 9h sáng 22/04 phòng 402 có phỏng vấn, anh chuẩn bị nước giúp em nhé.",
        ),
        call("amismail_search_address_book", query="Hào"),
        _mail(
            ["hao.lv@minhlong.vn"],
            "Nước uống phỏng vấn",
            "Anh Hào ơi, 9 giờ sáng thứ Tư 22/4 phòng 402 có phỏng vấn ba người, anh chuẩn bị "
            "nước giúp em nhé.",
        ),
        reply=(
            "Xong rồi chị: Mai Anh đã sang vòng 2, lịch 9 giờ sáng thứ Tư 22/4 (theo mail chị "
            "Hương đổi lịch) tại phòng 402 Đào, chờ HCNS duyệt phòng; thư mời đã gửi bạn ấy "
            "(địa chỉ mới bạn báo), chị Hương và anh Dũng. Anh Tùng nghỉ việc rồi nên em nhờ "
            "anh Hào chuẩn bị nước."
        ),
        label=(
            "reply-all on the thread, room booked first after a refused try at P.302, Tùng's "
            "locked mailbox refused then Hào, words"
        ),
    ),
    # separate mails to each panel member, the room through its own id form, other call order
    script(
        *_MA_READS,
        _MA_MOVE,
        *_ma_schedule("2026-04-22", "09:00", "10:00", "PH-402", ["NV000031", "NV000030"]),
        _MA_HAO,
        _mail(
            ["dung.pv@minhlong.vn"],
            "Lịch phỏng vấn vòng 2 – Mai Anh",
            "Anh Dũng, lịch vòng 2 bạn Mai Anh: 09:00 ngày 22/04/2026, P.402.",
        ),
        _mail(
            ["huong.dt@minhlong.vn"],
            "Lịch phỏng vấn vòng 2 – Mai Anh",
            "Chị Hương, lịch vòng 2 bạn Mai Anh: 09:00 ngày 22/04/2026, P.402.",
        ),
        _MA_INVITE,
        reply=_MA_REPLY,
        label="one mail per panel member, other call order",
    ),
    # the invitation to the new address with the old one in CC; Hào found through HRM
    script(
        *_MA_READS[:-1],
        call("hrm_search_employee", query="hành chính", department="Hành chính"),
        _MA_MOVE,
        *_ma_schedule("2026-04-22", "09:00", "10:00", "PH-402", ["NV000030", "NV000031"]),
        _mail(
            [_MA_NEW],
            "Thư mời phỏng vấn vòng 2 – Kế toán tổng hợp – Minh Long",
            (
                "Chào bạn Mai Anh,\n\nCông ty mời bạn phỏng vấn vòng hai vị trí Kế toán tổng "
                "hợp vào chín giờ sáng thứ Tư, ngày 22 tháng 4 năm 2026, tại phòng P.402 Đào, "
                "tầng 4, " + HQ + ".\n\nThu"
            ),
            cc=[_MA_OLD],
        ),
        _MA_PANEL,
        _MA_HAO,
        reply=_MA_REPLY,
        label="invite to the new address with the old one in CC, Hào found in HRM, word numerals",
    ),
]
ANTI_ORACLES[_MA] = [
    script(
        *_MA_READS,
        _MA_MOVE,
        *_ma_schedule("2026-04-20", "14:00", "15:00", "PH-302", ["NV000030"]),
        _pv01(
            "maianh.nguyen92@gmail.com",
            "Nguyễn Thị Mai Anh",
            "Kế toán tổng hợp",
            "14:00",
            "thứ Hai 20/04/2026",
            f"Phòng P.302 Lúa, tầng 3, {HQ}",
            THU_CONTACT,
        ),
        _mail(
            ["huong.dt@minhlong.vn"],
            "Lịch phỏng vấn vòng 2 – Mai Anh",
            "Chị Hương, lịch vòng 2 bạn Mai Anh: 14:00 thứ Hai 20/04/2026, P.302.",
        ),
        _mail(
            ["hao.lv@minhlong.vn"],
            "Nước uống phỏng vấn",
            "Anh Hào ơi, 14h thứ Hai 20/04 P.302 có phỏng vấn, anh chuẩn bị nước giúp em.",
        ),
        reply="Em đã xếp vòng 2 cho Mai Anh 14h thứ Hai 20/04 tại P.302 với chị Hương.",
        label="follows the first mail (20/04 14:00), not the later change; drops Dũng",
    ),
    script(
        *_MA_READS,
        _MA_MOVE,
        *_ma_schedule("2026-04-22", "09:00", "10:00", "PH-501", ["NV000030", "NV000031"]),
        _pv01(
            "maianh.nguyen92@gmail.com",
            "Nguyễn Thị Mai Anh",
            "Kế toán tổng hợp",
            "09:00",
            "thứ Tư 22/04/2026",
            f"P.501 Hội trường, tầng 5, {HQ}",
            THU_CONTACT,
        ),
        _MA_PANEL,
        _mail(
            ["hao.lv@minhlong.vn"],
            "Nước uống phỏng vấn",
            "Anh Hào ơi, 9h00 thứ Tư 22/04 tại P.501 Hội trường có phỏng vấn, nhờ anh chuẩn bị.",
        ),
        reply="Em đã xếp vòng 2 lúc 9h00 thứ Tư 22/04 tại P.501 Hội trường.",
        label="books the hall instead of the smallest free room with 6 seats (P.402)",
    ),
    script(
        *_MA_READS[:8],
        _MA_MOVE,
        *_ma_schedule("2026-04-22", "09:00", "10:00", "PH-402", ["NV000030", "NV000031"]),
        _MA_INVITE,
        _MA_PANEL,
        reply=_MA_REPLY.split(" Anh Tùng")[0],
        label="ignores the user's memory: nobody is asked for drinks",
    ),
    script(
        *_MA_READS,
        _MA_MOVE,
        *_ma_schedule("2026-04-22", "09:00", "10:00", "PH-402", ["NV000041", "NV000031"]),
        _MA_INVITE,
        _mail(
            ["huong.nt@minhlong.vn", "dung.pv@minhlong.vn"],
            "Lịch phỏng vấn vòng 2 – Mai Anh",
            "Chị Hương, anh Dũng, lịch vòng 2 bạn Mai Anh: 09:00 ngày 22/04/2026, P.402.",
        ),
        _MA_HAO,
        reply=_MA_REPLY,
        label="takes the HCNS Nguyễn Thị Hương for the chief accountant",
    ),
    script(
        *[c for c in _MA_READS if c.arguments.get("message_id") != "TH008903"],
        _MA_MOVE,
        *_ma_schedule("2026-04-22", "09:00", "10:00", "PH-402", ["NV000030", "NV000031"]),
        _pv01(
            _MA_OLD,
            "Nguyễn Thị Mai Anh",
            "Kế toán tổng hợp",
            "09:00",
            "thứ Tư 22/04/2026",
            f"Phòng P.402 Đào, tầng 4, {HQ}",
            THU_CONTACT,
        ),
        _MA_PANEL,
        _MA_HAO,
        reply=_MA_REPLY.replace(" qua email mới bạn ấy báo (nguyenthimaianh.kt@gmail.com)", ""),
        label="skips the candidate's later mail: invites her at the locked old address",
    ),
    script(
        *_MA_READS[:-2],
        _MA_MOVE,
        *_ma_schedule("2026-04-22", "09:00", "10:00", "PH-402", ["NV000030", "NV000031"]),
        _MA_INVITE,
        _MA_PANEL,
        _mail(
            ["tung.mv@minhlong.vn"],
            "Nhờ chuẩn bị nước uống – phỏng vấn 9h00 thứ Tư 22/04, P.402",
            "Anh Tùng ơi, thứ Tư 22/04 9h00 phỏng vấn tại P.402, anh chuẩn bị nước uống giúp em.",
        ),
        reply=_MA_REPLY.split(" Anh Tùng")[0] + " Hộp thư anh Tùng bị khoá nên em chưa nhờ được.",
        label="the departed Tùng (memory, VB-003): his mailbox refuses and the drinks are dropped",
    ),
]


# -- khoa_round2_ask_time (multi-turn) -----------------------------------------------------------

_KA = "recruitment.khoa_round2_ask_time"
_BACKEND = "Lập trình viên Backend (Java/Spring Boot)"
_KA_READS = [
    call(P + "search_candidates", query="Trần Minh Khoa"),
    call(P + "list_evaluations", candidate_id="UV-2026-0412", round=R1),
    call("hrm_search_employee", query="Tuấn", department="Công nghệ"),
    call("hrm_search_employee", query="Thắng"),
]
_KA_MOVE = call(P + "move_candidate_stage", candidate_id="UV-2026-0412", to_stage=R2)
_KA_ASK = (
    "Bạn Trần Minh Khoa (Backend) đạt vòng 1 (2/3 Đạt), em đã chuyển bạn ấy sang vòng 2. Chị "
    "muốn xếp phỏng vấn vòng 2 vào ngày nào, mấy giờ và trong bao lâu ạ?"
)
_KA_T1_READS = [
    call(
        P + "list_interviews",
        interviewer_id="NV000050",
        date_from="2026-04-24",
        date_to="2026-04-24",
    ),
    call(
        P + "list_interviews",
        interviewer_id="NV000051",
        date_from="2026-04-24",
        date_to="2026-04-24",
    ),
    call("read_memory"),
    call("amismail_search_mail", query="Vòng 2 tuyển Lập trình viên Backend"),
    call("amismail_read_mail", message_id="TH008932"),
    call("document_qa", question="phòng họp cho phỏng vấn tuyển dụng"),
    call("office_search_room_bookings", date="2026-04-24", start_time="14:00", end_time="15:30"),
    call("hrm_search_employee", query="Mai Văn Tùng", include_former=True),
    call("office_list_meeting_rooms", min_capacity=3),
]
_KA_LAPTOP = (
    "Buổi phỏng vấn có 30 phút code trực tiếp, bạn vui lòng mang theo laptop cá nhân đã cài "
    "sẵn JDK 17."
)


def _ka_schedule(
    cand: str, day: str, start: str, end: str, room: str, panel: list[str], minutes: int = 90
):
    return [
        call(
            P + "schedule_interview",
            candidate_id=cand,
            round=R2,
            date=day,
            start_time=start,
            interviewer_ids=panel,
            duration_minutes=minutes,
            mode="Trực tiếp",
            room_id=room,
        ),
        call(
            "office_book_meeting_room",
            room_id=room,
            date=day,
            start_time=start,
            end_time=end,
            title="Phỏng vấn vòng 2 – Lập trình viên Backend – Trần Minh Khoa",
            attendee_ids=panel,
        ),
    ]


def _ka_mails(
    to_cand: str,
    start: str,
    day: str,
    room_text: str,
    drinks: str = "hao.lv@minhlong.vn",
    laptop: bool = True,
    minutes: int = 90,
) -> list:
    invite = call(
        "amismail_write_mail",
        to=[to_cand],
        body=_KA_LAPTOP if laptop else "",
        template_id="MAU-PV-01",
        template_values=[
            f"vi_tri={_BACKEND}",
            "ten_ung_vien=Trần Minh Khoa",
            f"gio={start}",
            f"ngay={day}",
            f"dia_diem=Phòng {room_text}, {HQ}",
            f"nguoi_lien_he={NHUNG_CONTACT}",
        ],
    )
    name = "Hào" if drinks.startswith("hao") else "Tùng"
    return [
        invite,
        _mail(
            ["thang.pd@minhlong.vn", "tuan.la@minhlong.vn"],
            f"Lịch phỏng vấn vòng 2 – Trần Minh Khoa (Backend) {start} {day}",
            (
                f"Anh Thắng, anh Tuấn,\n\nEm đã xếp phỏng vấn vòng 2 ứng viên Trần Minh Khoa "
                f"(Backend) lúc {start} {day}, {minutes} phút, tại {room_text}.\n\nNhung"
            ),
        ),
        _mail(
            [drinks],
            f"Nhờ chuẩn bị nước uống – phỏng vấn {start} {day}",
            f"Anh {name} ơi, {start} {day} có phỏng vấn tại {room_text} (3 người), anh chuẩn bị "
            "nước uống giúp em nhé.\n\nNhung",
        ),
    ]


_KA_REPLY = (
    "Em đã xếp vòng 2 cho Trần Minh Khoa (Backend) lúc 14:00–15:30 thứ Sáu 24/04 (90 phút theo "
    "mail anh Thắng ngày 15/04) với anh Phan Đức Thắng và anh Lê Anh Tuấn. P.302 đã có lịch họp "
    "Frontend giờ đó, P.401 dành cho BGĐ nên em đặt P.402 Đào (chờ HCNS duyệt). Thư mời đã gửi "
    "bạn Khoa (dặn mang laptop cài JDK 17) và hai anh; anh Tùng đã nghỉ việc nên em nhờ anh Lục "
    "Văn Hào chuẩn bị nước uống."
)
ORACLES[_KA] = script(
    *_KA_READS,
    _KA_MOVE,
    reply=_KA_ASK,
    then=[
        turn(
            *_KA_T1_READS,
            *_ka_schedule(
                "UV-2026-0412", "2026-04-24", "14:00", "15:30", "PH-402", ["NV000050", "NV000051"]
            ),
            *_ka_mails(
                "khoa.tranminh97@gmail.com", "14:00", "thứ Sáu 24/04/2026", "P.402 Đào, tầng 4"
            ),
            reply=_KA_REPLY,
        )
    ],
)
ALTERNATES[_KA] = [
    script(
        call(P + "search_candidates", query="Khoa", position="Backend"),
        reply="Chị muốn xếp vòng 2 cho bạn Khoa vào hôm nào, lúc mấy giờ ạ?",
        then=[
            turn(
                call(P + "list_evaluations", candidate_id="UV-2026-0412"),
                _KA_MOVE,
                call("read_memory", key="phỏng vấn"),
                call("amismail_search_mail", query="Thắng"),
                call("amismail_read_mail", message_id="TH008931"),
                call("amismail_read_mail", message_id="TH008932"),
                call("office_list_meeting_rooms", min_capacity=6),
                call(
                    "office_book_meeting_room",
                    room_id="PH-302",
                    date="2026-04-24",
                    start_time="14:00",
                    end_time="15:30",
                    title="PV vòng 2 Backend – Trần Minh Khoa",
                    attendee_ids=["NV000050", "NV000051"],
                ),
                call(
                    "office_book_meeting_room",
                    room_id="PH-402",
                    date="2026-04-24",
                    start_time="14:00",
                    end_time="15:30",
                    title="PV vòng 2 Backend – Trần Minh Khoa",
                    attendee_ids=["NV000050", "NV000051"],
                ),
                call(
                    P + "schedule_interview",
                    candidate_id="UV-2026-0412",
                    round=R2,
                    date="2026-04-24",
                    start_time="14:00",
                    interviewer_ids=["NV000051", "NV000050"],
                    duration_minutes=90,
                    room_id="PH-402",
                ),
                _mail(
                    ["khoa.tranminh97@gmail.com"],
                    "Thư mời phỏng vấn vòng 2 – Lập trình viên Backend",
                    (
                        "Chào Khoa,\n\nMinh Long mời bạn phỏng vấn vòng 2 lúc 2 giờ chiều thứ Sáu "
                        "ngày 24 tháng 4 tại phòng 402 (Đào), tầng 4, " + HQ + ", trong một "
                        "tiếng rưỡi. Bạn nhớ mang theo laptop cá nhân đã cài JDK 17 để làm "
                        "phần code trực tiếp nhé.\n\nNhung"
                    ),
                ),
                _mail(
                    ["tuan.la@minhlong.vn"],
                    "PV vòng 2 Trần Minh Khoa",
                    "Anh Tuấn, vòng 2 bạn Khoa lúc 2 giờ chiều thứ Sáu 24/4, phòng 402.",
                    cc=["thang.pd@minhlong.vn"],
                ),
                _mail(
                    ["tung.mv@minhlong.vn"],
                    "Nước uống phỏng vấn",
                    "Anh Tùng ơi, 2 giờ chiều thứ Sáu 24/4 phòng 402 có phỏng vấn, nhờ anh chuẩn bị nước.",
                ),
                call("amismail_search_address_book", query="Hào"),
                _mail(
                    ["hao.lv@minhlong.vn"],
                    "Nước uống phỏng vấn",
                    "Anh Hào ơi, 2 giờ chiều thứ Sáu 24/4 phòng 402 có phỏng vấn, nhờ anh chuẩn bị nước.",
                ),
                reply=(
                    "Xong ạ: Khoa đã sang vòng 2, lịch 2 giờ chiều thứ Sáu 24/4 (1 tiếng rưỡi) "
                    "ở phòng 402 Đào vì P.302 kín; đã mời bạn ấy (dặn mang laptop), anh Tuấn, "
                    "anh Thắng; anh Tùng nghỉ việc rồi nên em nhờ anh Hào chuẩn bị nước."
                ),
            )
        ],
        label="asks first, moves later; P.302 refused then P.402; Tùng refused then Hào; words; CC",
    ),
    script(
        *_KA_READS,
        _KA_MOVE,
        call("amismail_read_mail", message_id="TH000063"),
        reply="Dạ em chuyển Khoa sang vòng 2 rồi. Chị cho em xin thời gian phỏng vấn nhé?",
        then=[
            turn(
                *_KA_T1_READS,
                *_ka_schedule(
                    "UV-2026-0412",
                    "2026-04-24",
                    "14:00",
                    "15:30",
                    "PH-402",
                    ["NV000050", "NV000051"],
                ),
                _mail(
                    ["hao.lv@minhlong.vn"],
                    "Nhờ chuẩn bị nước uống",
                    "Anh Hào ơi, 14h00 ngày 24/04/2026 tại P.402 có phỏng vấn, nhờ anh chuẩn bị nước.",
                ),
                _mail(
                    ["thang.pd@minhlong.vn"],
                    "Lịch PV vòng 2",
                    "Anh Thắng, vòng 2 Trần Minh Khoa 14h00 ngày 24/04/2026 tại P.402.",
                ),
                _mail(
                    ["tuan.la@minhlong.vn"],
                    "Lịch PV vòng 2",
                    "Anh Tuấn, vòng 2 Trần Minh Khoa 14h00 ngày 24/04/2026 tại P.402.",
                ),
                call(
                    "amismail_write_mail",
                    to=["khoa.tranminh97@gmail.com"],
                    cc=[],
                    subject="Thư mời phỏng vấn vòng 2 – Lập trình viên Backend",
                    body=(
                        "Chào bạn Khoa,\n\nMời bạn phỏng vấn vòng 2 lúc 14h00 ngày 24/04/2026 "
                        f"tại P.402 Đào, {HQ}, 90 phút. Bạn mang theo laptop cá nhân cài sẵn "
                        "JDK 17 giúp mình nhé.\n\nNhung"
                    ),
                ),
                reply=_KA_REPLY,
            )
        ],
        label="one mail per person, Hào first, a free-text invitation; another question wording",
    ),
]
ANTI_ORACLES[_KA] = [
    script(
        *_KA_READS,
        _KA_MOVE,
        call(
            "office_search_room_bookings", date="2026-04-23", start_time="15:30", end_time="17:00"
        ),
        *_ka_schedule(
            "UV-2026-0412", "2026-04-23", "15:30", "17:00", "PH-402", ["NV000050", "NV000051"]
        ),
        *_ka_mails("khoa.tranminh97@gmail.com", "15:30", "thứ Năm 23/04/2026", "P.402 Đào, tầng 4"),
        reply="Em đã xếp vòng 2 cho Khoa lúc 15:30 thứ Năm 23/04 tại P.402, thư mời đã gửi.",
        then=[turn(reply="Dạ lịch em đã xếp rồi ạ, 15:30 thứ Năm 23/04.")],
        label="invents a slot in turn 0 instead of asking (15:30 Thu 23/04)",
    ),
    script(
        *_KA_READS,
        _KA_MOVE,
        reply=_KA_ASK,
        then=[
            turn(
                *_KA_T1_READS,
                *_ka_schedule(
                    "UV-2026-0412",
                    "2026-04-24",
                    "14:00",
                    "15:30",
                    "PH-501",
                    ["NV000050", "NV000051"],
                ),
                *_ka_mails(
                    "khoa.tranminh97@gmail.com", "14:00", "thứ Sáu 24/04/2026", "P.501 Hội trường"
                ),
                reply="Em đã xếp vòng 2 lúc 14:00 thứ Sáu 24/04 tại P.501 Hội trường.",
            )
        ],
        label="P.302 being taken, books the hall instead of the smallest free room (P.402)",
    ),
    script(
        *_KA_READS,
        _KA_MOVE,
        reply=_KA_ASK,
        then=[
            turn(
                *_KA_T1_READS,
                *_ka_schedule(
                    "UV-2026-0412",
                    "2026-04-24",
                    "14:00",
                    "15:30",
                    "PH-402",
                    ["NV000050", "NV000051"],
                ),
                *_ka_mails(
                    "khoa.tranminh97@gmail.com", "14:00", "thứ Sáu 24/04/2026", "P.402 Đào, tầng 4"
                )[:2],
                reply=_KA_REPLY.split("; anh Tùng")[0] + ".",
            )
        ],
        label="ignores the memory: nobody is asked for drinks",
    ),
    script(
        *_KA_READS,
        _KA_MOVE,
        reply=_KA_ASK,
        then=[
            turn(
                *_KA_T1_READS[:3],
                call("amismail_read_mail", message_id="TH008931"),
                *_KA_T1_READS[5:],
                *_ka_schedule(
                    "UV-2026-0412",
                    "2026-04-24",
                    "14:00",
                    "15:00",
                    "PH-402",
                    ["NV000050", "NV000051"],
                    minutes=60,
                ),
                *_ka_mails(
                    "khoa.tranminh97@gmail.com",
                    "14:00",
                    "thứ Sáu 24/04/2026",
                    "P.402 Đào, tầng 4",
                    laptop=False,
                    minutes=60,
                ),
                reply=_KA_REPLY.replace("14:00–15:30", "14:00–15:00")
                .replace("90 phút theo mail anh Thắng ngày 15/04", "60 phút theo mail anh Thắng")
                .replace(" (dặn mang laptop cài JDK 17)", ""),
            )
        ],
        label="applies Thắng's superseded first mail: 60 minutes, no laptop",
    ),
    script(
        *_KA_READS,
        _KA_MOVE,
        reply=_KA_ASK,
        then=[
            turn(
                *_KA_T1_READS,
                *_ka_schedule(
                    "UV-2026-0412",
                    "2026-04-24",
                    "14:00",
                    "15:30",
                    "PH-402",
                    ["NV000050", "NV000051"],
                ),
                *_ka_mails(
                    "khoa.tranminh97@gmail.com",
                    "14:00",
                    "thứ Sáu 24/04/2026",
                    "P.402 Đào, tầng 4",
                    laptop=False,
                ),
                reply=_KA_REPLY.replace(" (dặn mang laptop cài JDK 17)", ""),
            )
        ],
        label="takes 90 minutes but leaves the laptop out of the invitation (TH008932)",
    ),
    script(
        *_KA_READS,
        _KA_MOVE,
        reply=_KA_ASK,
        then=[
            turn(
                *_KA_T1_READS[:-2],
                *_ka_schedule(
                    "UV-2026-0412",
                    "2026-04-24",
                    "14:00",
                    "15:30",
                    "PH-402",
                    ["NV000050", "NV000051"],
                ),
                *_ka_mails(
                    "khoa.tranminh97@gmail.com",
                    "14:00",
                    "thứ Sáu 24/04/2026",
                    "P.402 Đào, tầng 4",
                    drinks="tung.mv@minhlong.vn",
                ),
                reply=_KA_REPLY.split("; anh Tùng")[0]
                + ". Hộp thư anh Tùng bị khoá nên em chưa nhờ được nước uống.",
            )
        ],
        label="the departed Tùng (memory, HR): his mailbox refuses and the drinks are dropped",
    ),
    script(
        *_KA_READS,
        reply=_KA_ASK,
        then=[
            turn(
                *_KA_T1_READS,
                *_ka_schedule(
                    "UV-2026-0420",
                    "2026-04-24",
                    "14:00",
                    "15:30",
                    "PH-402",
                    ["NV000050", "NV000051"],
                ),
                *_ka_mails(
                    "tranminhkhoa.qa@gmail.com", "14:00", "thứ Sáu 24/04/2026", "P.402 Đào, tầng 4"
                ),
                reply=_KA_REPLY,
            )
        ],
        label="schedules the Tester namesake (1/3 evaluations) instead of the Backend Khoa",
    ),
    script(
        call(P + "search_candidates", query="Trần Minh Khoa"),
        call(P + "list_evaluations", candidate_id="UV-2026-0412", round=R1),
        call("hrm_search_employee", query="Tuấn"),
        call("hrm_search_employee", query="Thắng"),
        _KA_MOVE,
        reply=_KA_ASK,
        then=[
            turn(
                *_KA_T1_READS,
                *_ka_schedule(
                    "UV-2026-0412",
                    "2026-04-24",
                    "14:00",
                    "15:30",
                    "PH-402",
                    ["NV000050", "NV000010"],
                ),
                *_ka_mails(
                    "khoa.tranminh97@gmail.com", "14:00", "thứ Sáu 24/04/2026", "P.402 Đào, tầng 4"
                ),
                reply=_KA_REPLY,
            )
        ],
        label="takes the Sales head Nguyễn Minh Tuấn for the Backend lead Lê Anh Tuấn",
    ),
]


# -- thanhhang_offer_ask_salary (multi-turn) -----------------------------------------------------

_TH = "recruitment.thanhhang_offer_ask_salary"
_TESTER = "Kiểm thử viên (Tester)"
_TH_NEW = "hang.nguyenthanh.qa@gmail.com"
_TH_OLD = "thanhhang.qa@gmail.com"
_TH_HUONG = "huong.nt@minhlong.vn"
_TH_READS = [
    call("read_memory"),
    call(P + "search_candidates", query="Thanh Hằng"),
    call(P + "search_candidates", posting_id="TTD-2026-009", stage=R2),
    *[
        call(P + "list_evaluations", candidate_id=cid, round=R2)
        for cid in ["UV-2026-0411", "UV-2026-0491", "UV-2026-0492", "UV-2026-0493"]
    ],
    call(P + "search_job_postings", query="TTD-2026-009"),
    call("document_qa", question="kết luận phỏng vấn thư cảm ơn thời gian thử việc tối đa"),
    call("amismail_search_mail", query="offer"),
    call("amismail_read_mail", message_id="TH008972"),
    call("amismail_search_mail", query="Thanh Hằng"),
    call("amismail_read_mail", message_id="TH008973"),
]
_TH_MOVE = call(P + "move_candidate_stage", candidate_id="UV-2026-0411", to_stage="Offer")
_TH_TICKET = call(
    "helpdesk_create_ticket",
    category="IT-Thiết bị",
    title="Chuẩn bị laptop và tài khoản cho nhân viên mới Nguyễn Thị Thanh Hằng (Tester)",
    description=(
        "Nhân viên mới Nguyễn Thị Thanh Hằng, Kiểm thử viên phòng Công nghệ, đi làm từ thứ Hai "
        "04/05/2026. Nhờ IT chuẩn bị laptop và tạo tài khoản email, AMIS trước ngày đi làm."
    ),
    priority="Thấp",
    due_date="2026-04-29",
)


def _th_reject(cid: str) -> object:
    return call(
        P + "reject_candidate",
        candidate_id=cid,
        reason="Không đạt phỏng vấn vòng 2 (kết luận hội đồng).",
    )


def _th_thanks(to: str, name: str) -> object:
    return call(
        "amismail_write_mail",
        to=[to],
        template_id="MAU-UV-03",
        template_values=[f"ten_ung_vien={name}", f"vi_tri={_TESTER}"],
    )


_TH_FAILS = [
    _th_reject("UV-2026-0491"),
    _th_thanks("thanhhang.pham97@gmail.com", "Phạm Thanh Hằng"),
    _th_reject("UV-2026-0493"),
    _th_thanks("minhduc.hoang96@gmail.com", "Hoàng Minh Đức"),
]
_TH_ASK = (
    "Bạn Nguyễn Thị Thanh Hằng đạt vòng 2 (2/3 thành viên hội đồng Đạt), em đã chuyển bạn ấy "
    "sang Offer và tạo ticket IT chuẩn bị laptop, tài khoản từ 04/05. Phạm Thanh Hằng và Hoàng "
    "Minh Đức không đạt: em đã loại và gửi thư cảm ơn; Lê Thanh Hà mới có 1 Đạt, 1 Không đạt, "
    "chị chưa đánh giá nên em giữ nguyên. Để lên offer, chị cho em xin mức lương chính thức, "
    "phụ cấp (nếu có) và thời gian thử việc nhé? Khung lương của tin là 12–20 triệu."
)


def _th_offer(salary: int, probation: int = 60, status: str = "Đã gửi"):
    return call(
        P + "create_offer",
        candidate_id="UV-2026-0411",
        salary_vnd=salary,
        allowance_vnd=1_000_000,
        start_date="2026-05-04",
        probation_days=probation,
        status=status,
    )


def _th_letter(to, salary: str, probation: str, cc: list[str] | None = None):
    return call(
        "amismail_write_mail",
        to=[to] if isinstance(to, str) else to,
        cc=[_TH_HUONG] if cc is None else cc,
        template_id="MAU-UV-04",
        template_values=[
            f"vi_tri={_TESTER}",
            "ten_ung_vien=Nguyễn Thị Thanh Hằng",
            f"muc_luong={salary}",
            "ngay_bat_dau=thứ Hai 04/05/2026",
            f"thoi_gian_thu_viec={probation}",
            "han_phan_hoi=23/04/2026",
        ],
    )


_TH_PAY = "19.500.000 đ/tháng, phụ cấp 1.000.000 đ/tháng"
_TH_LETTER = _th_letter(_TH_NEW, _TH_PAY, "60 ngày")
_TH_REPLY = (
    "Em đã gửi offer cho bạn Nguyễn Thị Thanh Hằng qua email mới của bạn ấy "
    "(hang.nguyenthanh.qa@gmail.com), CC chị Nguyễn Thị Hương theo mail của chị Lan: lương "
    "chính thức 19.500.000 đ, phụ cấp 1.000.000 đ, đi làm thứ Hai 04/05/2026. Vị trí Tester yêu "
    "cầu cao đẳng nên thử việc tối đa theo luật là 60 ngày, em để 60 ngày thay vì 2 tháng. Hạn "
    "bạn ấy phản hồi là 23/04."
)
ORACLES[_TH] = script(
    *_TH_READS,
    _TH_MOVE,
    _TH_TICKET,
    *_TH_FAILS,
    reply=_TH_ASK,
    then=[turn(_th_offer(19_500_000), _TH_LETTER, reply=_TH_REPLY)],
)
ALTERNATES[_TH] = [
    script(
        call(P + "search_candidates", query="Nguyễn Thị Thanh Hằng"),
        call(P + "get_candidate", candidate_id="UV-2026-0411"),
        call(P + "search_candidates", posting_id="TTD-2026-009"),
        *[
            call(P + "list_evaluations", candidate_id=cid)
            for cid in ["UV-2026-0493", "UV-2026-0492", "UV-2026-0491"]
        ],
        call("document_qa", question="thư cảm ơn ứng viên không đạt"),
        call(
            P + "reject_candidate",
            candidate_id="UV-2026-0493",
            reason="Hội đồng kết luận Không đạt vòng 2",
        ),
        call(
            "amismail_write_mail",
            to=["minhduc.hoang96@gmail.com"],
            subject="Kết quả phỏng vấn vị trí Tester",
            body=(
                "Chào bạn Hoàng Minh Đức,\n\nCảm ơn bạn đã tham gia phỏng vấn vị trí Kiểm thử "
                "viên. Rất tiếc lần này chúng tôi chưa thể tiếp tục với hồ sơ của bạn. Chúc bạn "
                "thành công!\n\nPhòng HCNS – Minh Long"
            ),
        ),
        call(
            P + "reject_candidate",
            candidate_id="UV-2026-0491",
            reason="Hội đồng kết luận Không đạt vòng 2",
        ),
        call(
            "amismail_write_mail",
            to=["thanhhang.pham97@gmail.com"],
            subject="Kết quả phỏng vấn vị trí Tester",
            body=(
                "Chào bạn Phạm Thanh Hằng,\n\nCảm ơn bạn đã tham gia phỏng vấn vị trí Kiểm "
                "thử viên. Rất tiếc lần này chúng tôi chưa thể tiếp tục với hồ sơ của bạn. Chúc "
                "bạn thành công!\n\nPhòng HCNS – Minh Long"
            ),
        ),
        reply=(
            "Dạ bạn Thanh Hằng qua vòng 2 rồi ạ. Em đã loại và gửi thư cảm ơn Hoàng Minh Đức, "
            "Phạm Thanh Hằng (không đạt); Lê Thanh Hà chưa đủ phiếu nên em giữ. Chị muốn offer "
            "bạn Thanh Hằng mức lương bao nhiêu ạ, thử việc bao lâu?"
        ),
        then=[
            turn(
                call(P + "list_evaluations", candidate_id="UV-2026-0411"),
                _TH_MOVE,
                call(P + "search_job_postings", query="Tester"),
                _th_offer(19_500_000, probation=61),  # refused: above the 60-day cap
                _th_offer(19_500_000),
                call("read_memory", key="offer"),
                call("amismail_search_mail", query="Gửi thư mời nhận việc"),
                call("amismail_read_mail", message_id="TH008972"),
                call("amismail_search_mail", query="Nguyễn Thị Thanh Hằng"),
                call("amismail_read_mail", message_id="TH008973"),
                call("amismail_list_templates", category="Tuyển dụng"),
                _th_letter(
                    [_TH_NEW, _TH_OLD],
                    "mười chín triệu rưỡi đồng (19,5 triệu)",
                    "60 ngày",
                    cc=[_TH_HUONG, "lan.tt@minhlong.vn"],
                ),
                call(
                    "helpdesk_create_ticket",
                    category="IT-Tài khoản",
                    title="Tạo tài khoản cho Thanh Hằng (Tester) đi làm 04/05",
                    description="Tạo email, tài khoản AMIS cho nhân viên mới từ 04/05/2026.",
                ),
                call(
                    "helpdesk_create_ticket",
                    category="IT-Thiết bị",
                    title="Cấp laptop cho Thanh Hằng (Tester) đi làm 04/05",
                    description="Chuẩn bị laptop cho nhân viên mới từ 04/05/2026.",
                ),
                reply=(
                    "Đã gửi offer 19,5 triệu + phụ cấp 1 triệu, đi làm 4/5, thử việc sáu mươi "
                    "ngày (mức tối đa theo luật cho vị trí yêu cầu cao đẳng) tới email mới của "
                    "bạn ấy; đã CC chị Hương (C&B) và tạo 2 ticket IT (tài khoản, laptop)."
                ),
            )
        ],
        label="asks first; a refused 61-day try corrected; both addresses, CC Hương and Lan; "
        "own thank-you text; two tickets; words in the letter",
    ),
    script(
        *_TH_READS,
        _TH_TICKET,
        *_TH_FAILS,
        reply=(
            "Em đã tạo ticket IT, loại và gửi thư cảm ơn 2 bạn không đạt. Bạn Thanh Hằng đạt "
            "vòng 2; chị cho em xin mức lương chính thức để lên offer nhé."
        ),
        then=[
            turn(
                _TH_MOVE,
                _th_offer(19_500_000, status="Nháp"),
                _th_offer(19_500_000),
                _TH_LETTER,
                reply=_TH_REPLY,
            )
        ],
        label="draft first then sent (the draft is updated); the stage moved in turn 1",
    ),
]


def _th_anti(t1: list, label: str, t0: list | None = None, reply0: str = _TH_ASK) -> Script:
    return script(
        *_TH_READS,
        _TH_MOVE,
        _TH_TICKET,
        *(_TH_FAILS if t0 is None else t0),
        reply=reply0,
        then=[turn(*t1, reply=_TH_REPLY)],
        label=label,
    )


ANTI_ORACLES[_TH] = [
    script(
        *_TH_READS,
        _TH_MOVE,
        _TH_TICKET,
        *_TH_FAILS,
        _th_offer(19_000_000),
        _th_letter(_TH_NEW, "19.000.000 đ/tháng, phụ cấp 1.000.000 đ/tháng", "60 ngày"),
        reply="Em đã gửi offer lương 19.000.000 đ (theo mức mong muốn trong CV), thử việc 60 ngày.",
        then=[
            turn(
                _th_offer(19_500_000),  # refused: the sent offer is live
                reply="Offer đã gửi rồi chị ạ, lương 19.000.000 đ.",
            )
        ],
        label="invents the salary (the CV's 19 tr) in turn 0 instead of asking",
    ),
    _th_anti(
        [_th_offer(19_500_000), _th_letter(_TH_NEW, _TH_PAY, "60 ngày", cc=["lan.tt@minhlong.vn"])],
        "follows the superseded memory: CC Trần Thị Lan, not Nguyễn Thị Hương (Lan's 13/04 mail)",
    ),
    _th_anti(
        [_th_offer(19_500_000), _th_letter(_TH_OLD, _TH_PAY, "60 ngày")],
        "misses the candidate's mail: the letter goes to her old address only",
    ),
    _th_anti(
        [_th_offer(19_500_000, probation=30), _th_letter(_TH_NEW, _TH_PAY, "30 ngày")],
        "cuts the probation to 30 days instead of the 2 months capped at 60",
    ),
    _th_anti(
        [_th_offer(19_500_000), _th_letter("thanhhang.pham97@gmail.com", _TH_PAY, "60 ngày")],
        "mails the offer to the look-alike Phạm Thanh Hằng (who failed round 2)",
    ),
    _th_anti(
        [_th_offer(19_500_000), _th_letter("thuhang.nguyen98@gmail.com", _TH_PAY, "60 ngày")],
        "mails the letter to the Kế toán applicant Nguyễn Thu Hằng",
    ),
    _th_anti(
        [_th_offer(19_500_000), _TH_LETTER],
        "rejects Lê Thanh Hà too (one Đạt, one Không đạt, a vote missing: not Không đạt)",
        t0=[
            *_TH_FAILS,
            _th_reject("UV-2026-0492"),
            _th_thanks("thanhha.le98@gmail.com", "Lê Thanh Hà"),
        ],
    ),
    _th_anti(
        [_th_offer(19_500_000), _TH_LETTER],
        "skips the other round-2 candidates: no rejection, no thank-you letters",
        t0=[],
    ),
    script(
        *_TH_READS,
        _TH_MOVE,
        call(
            "helpdesk_create_ticket",
            category="IT-Thiết bị",
            title="Chuẩn bị laptop cho nhân viên mới",
            description="Nhân viên mới phòng Công nghệ đi làm 04/05/2026, cần laptop và tài khoản.",
        ),
        *_TH_FAILS,
        reply=_TH_ASK,
        then=[turn(_th_offer(19_500_000), _TH_LETTER, reply=_TH_REPLY)],
        label="the IT ticket does not say who the new hire is",
    ),
]


# -- inbox_withdrawal_headhunter -----------------------------------------------------------------

_IW = "recruitment.inbox_withdrawal_headhunter"
_IW_READS = [
    call("amismail_search_mail", query="", folder="Hộp thư đến", unread_only=True),
    call("amismail_read_mail", message_id="TH008911"),
    call("amismail_read_mail", message_id="TH008912"),
    call("amismail_read_mail", message_id="TH008913"),
    call(P + "search_candidates", query="Phạm Hoàng Nam"),
    call(P + "list_interviews", candidate_id="UV-2026-0418"),
    call("office_search_room_bookings", date="2026-04-23", organizer_id="NV000042"),
    call(P + "search_candidates", posting_id="TTD-2026-008", page_size=2),
    call(P + "skill_sumarize_cv", candidate_id="UV-2026-0438"),
    call(P + "skill_sumarize_cv", candidate_id="UV-2026-0433"),
    call("document_qa", question="gửi CV ứng viên ra bên ngoài bảo mật"),
]
_IW_REJECT = call(
    P + "reject_candidate",
    candidate_id="UV-2026-0418",
    reason="Ứng viên xin rút hồ sơ (đã nhận việc ở công ty khác), mail ngày 15/04",
)
_IW_CANCEL = call(
    "office_cancel_room_booking",
    booking_id="LH-2026-0130",
    reason="Ứng viên Phạm Hoàng Nam rút hồ sơ, huỷ phỏng vấn vòng 1",
)
_IW_PANEL = _mail(
    ["tuan.la@minhlong.vn", "hung.nv@minhlong.vn"],
    "Huỷ phỏng vấn vòng 1 – Phạm Hoàng Nam (Backend) 14h00 thứ Năm 23/04",
    (
        "Anh Tuấn, anh Hùng,\n\nỨng viên Phạm Hoàng Nam đã xin rút hồ sơ (nhận việc nơi khác), "
        "nên buổi phỏng vấn vòng 1 lúc 14h00 thứ Năm 23/04 tại P.301 đã huỷ, phòng cũng đã huỷ."
        "\n\nNhung"
    ),
)
_CV_BODY = (
    "Anh Tuấn,\n\nEm gửi anh tóm tắt CV 2 bạn nộp tin Backend mới nhất:\n"
    "1. Ngô Văn Khải (nộp 13/04): Cao đẳng FPT Polytechnic, Lập trình máy tính; 1 năm PHP/"
    "Laravel tại Công ty TNHH Công nghệ Lạc Việt, đang chuyển sang Java; lương mong muốn 15 "
    "triệu.\n"
    "2. Hoàng Minh Tuấn (nộp 11/04): ĐH Bách khoa Hà Nội, Kỹ thuật máy tính; 7 năm backend "
    "ngân hàng lõi tại Ngân hàng TMCP Kỹ thương Việt Nam, 2 năm gần nhất là kiến trúc sư giải "
    "pháp; Java, Spring Cloud, Oracle, Kafka, AWS; mong muốn 38 triệu (trên khung 35 triệu).\n\n"
    "Nhung"
)
_IW_CV = call("amismail_reply_mail", message_id="TH008913", body=_CV_BODY)
_IW_DECLINE = call(
    "amismail_reply_mail",
    message_id="TH008911",
    body=(
        "Chào Bảo Ngọc,\n\nCảm ơn em đã liên hệ. Theo quy chế bảo mật của công ty, hồ sơ và CV "
        "ứng viên không được chia sẻ ra bên ngoài, nên chị không gửi được em nhé.\n\nNhung"
    ),
)
_IW_NAM = call(
    "amismail_reply_mail",
    message_id="TH008912",
    body="Chào Nam,\n\nChị đã ghi nhận em rút hồ sơ và huỷ lịch phỏng vấn. Chúc em thành công!\n\nNhung",
)
_IW_REPLY = (
    "Em đã xử lý 3 mail: (1) Phạm Hoàng Nam xin rút hồ sơ: em đã loại hồ sơ, lịch phỏng vấn vòng "
    "1 14h00 23/04 đã huỷ, huỷ phòng P.301 và báo anh Lê Anh Tuấn, anh Nguyễn Văn Hùng. (2) Anh "
    "Tuấn xin tóm tắt CV 2 bạn Backend mới nhất: em đã gửi (Ngô Văn Khải, Hoàng Minh Tuấn). "
    "(3) Bên headhunter TalentBridge xin CV ứng viên: CV là thông tin mật, chỉ gửi trong "
    "@minhlong.vn, nên em từ chối khéo, không gửi gì."
)
ORACLES[_IW] = script(
    *_IW_READS,
    _IW_REJECT,
    _IW_CANCEL,
    _IW_PANEL,
    _IW_NAM,
    _IW_CV,
    _IW_DECLINE,
    reply=_IW_REPLY,
)
ALTERNATES[_IW] = [
    script(
        call("amismail_search_mail", query="ứng tuyển"),
        call("amismail_search_mail", query="CV"),
        call("amismail_read_mail", message_id="TH008913"),
        call("amismail_read_mail", message_id="TH008911"),
        call("amismail_read_mail", message_id="TH008912"),
        call(P + "search_job_postings", query="Backend"),
        call(P + "search_candidates", posting_id="TTD-2026-008"),
        call(P + "get_candidate", candidate_id="UV-2026-0418"),
        call(P + "skill_sumarize_cv", candidate_id="UV-2026-0438"),
        call(P + "skill_sumarize_cv", candidate_id="UV-2026-0433"),
        call("office_search_room_bookings", organizer_id="NV000042"),
        _IW_CANCEL,
        _IW_REJECT,
        _mail(
            ["tuan.la@minhlong.vn"],
            "Tóm tắt CV Backend + huỷ PV Phạm Hoàng Nam",
            _CV_BODY.replace(
                "\n\nNhung",
                "\n\nNgoài ra bạn Phạm Hoàng Nam đã rút hồ sơ nên lịch phỏng vấn 2 giờ chiều thứ "
                "Năm 23/4 bị huỷ rồi ạ.\n\nNhung",
            ),
            cc=["hung.nv@minhlong.vn", "thang.pd@minhlong.vn"],
        ),
        reply=(
            "Xong ạ: bạn Phạm Hoàng Nam rút hồ sơ nên em đã loại, lịch pv và phòng P.301 ngày "
            "23/4 đã huỷ, báo cả hội đồng (anh Tuấn, anh Hùng, anh Thắng) kèm luôn tóm tắt CV 2 "
            "bạn mới nhất anh Tuấn xin. Bên TalentBridge xin CV thì em không gửi vì CV ứng viên "
            "không được gửi ra ngoài công ty."
        ),
        label="one combined mail to the panel (CC Thắng too), booking cancelled first, no replies",
    ),
    script(
        *_IW_READS,
        _IW_REJECT,
        _IW_CANCEL,
        _mail(
            ["tuan.la@minhlong.vn"],
            "Huỷ PV vòng 1 Phạm Hoàng Nam",
            "Anh Tuấn, bạn Phạm Hoàng Nam rút hồ sơ, lịch PV 14:00 23/04/2026 đã bị huỷ.",
        ),
        _mail(
            ["hung.nv@minhlong.vn"],
            "Huỷ PV vòng 1 Phạm Hoàng Nam",
            "Anh Hùng, bạn Phạm Hoàng Nam rút hồ sơ, lịch PV 14:00 23/04/2026 đã bị huỷ.",
        ),
        _mail(
            ["thang.pd@minhlong.vn"],
            "Huỷ PV vòng 1 Phạm Hoàng Nam",
            "Anh Thắng, bạn Phạm Hoàng Nam rút hồ sơ, lịch PV 14:00 23/04/2026 đã bị huỷ.",
        ),
        _mail(["tuan.la@minhlong.vn"], "Tóm tắt CV 2 ứng viên Backend mới nhất", _CV_BODY),
        reply=_IW_REPLY.replace("em từ chối khéo, không gửi gì", "em không gửi"),
        label="separate mails (the whole hiring panel, Thắng too), no reply to candidate or headhunter",
    ),
    script(
        *_IW_READS,
        _IW_REJECT,
        _IW_CANCEL,
        _IW_PANEL,
        _IW_CV,
        _IW_DECLINE,
        reply=_IW_REPLY.replace(
            "(Ngô Văn Khải, Hoàng Minh Tuấn).",
            "(Ngô Văn Khải, Hoàng Minh Tuấn); nếu anh cần thêm thì bạn kế tiếp là Đặng Quốc Bảo "
            "(UV-2026-0426, nộp 02/04).",
        ),
        label="the report also names the third newest applicant, as the next one on offer",
    ),
]
ANTI_ORACLES[_IW] = [
    script(
        *_IW_READS,
        _IW_REJECT,
        _IW_CANCEL,
        _IW_PANEL,
        _IW_CV,
        call(
            "amismail_write_mail",
            to=["ngoc.tran@talentbridge.vn"],
            subject="CV ứng viên Backend",
            body="Chào Bảo Ngọc, chị gửi em CV bạn Bùi Thanh Tùng (Backend, 3 năm Java/MongoDB, Công ty TNHH Giải pháp Số Việt Tiến).",
        ),
        reply=(
            "Em đã xử lý 3 mail: loại hồ sơ Phạm Hoàng Nam, huỷ lịch pv và báo hội đồng; gửi anh "
            "Tuấn tóm tắt CV; gửi cả CV cho bên TalentBridge."
        ),
        label="sends a rejected candidate's CV to the outside headhunter",
    ),
    script(
        *_IW_READS[:4],
        call(P + "search_candidates", posting_id="TTD-2026-008"),
        *_IW_READS[7:],
        call(
            P + "reject_candidate",
            candidate_id="UV-2026-0421",
            reason="Ứng viên xin rút hồ sơ (đã nhận việc ở công ty khác)",
        ),
        _IW_CANCEL,
        _IW_PANEL,
        _IW_CV,
        _IW_DECLINE,
        reply=_IW_REPLY.replace("Phạm Hoàng Nam", "Vũ Thị Hồng Nhung"),
        label="takes the other round-1 Backend applicant (Vũ Thị Hồng Nhung) for the one who withdrew",
    ),
    script(
        *_IW_READS,
        _IW_REJECT,
        _IW_PANEL,
        _IW_CV,
        _IW_DECLINE,
        reply=_IW_REPLY,
        label="leaves the P.301 booking of the cancelled interview in place",
    ),
    script(
        *_IW_READS[:7],
        call(P + "search_candidates", posting_id="TTD-2026-008", page_size=3),
        call(P + "skill_sumarize_cv", candidate_id="UV-2026-0438"),
        call(P + "skill_sumarize_cv", candidate_id="UV-2026-0426"),
        _IW_REJECT,
        _IW_CANCEL,
        _IW_PANEL,
        call(
            "amismail_reply_mail",
            message_id="TH008913",
            body=(
                "Anh Tuấn, 2 bạn mới: Ngô Văn Khải (PHP/Laravel, Lạc Việt) và Đặng Quốc Bảo "
                "(Java/Kotlin, Rikkeisoft, Kỹ thương?)."
            ),
        ),
        _IW_DECLINE,
        reply=_IW_REPLY,
        label="sends Đặng Quốc Bảo (the third newest) instead of Hoàng Minh Tuấn",
    ),
    script(
        *_IW_READS,
        _IW_REJECT,
        _IW_CANCEL,
        _mail(
            ["tuan.la@minhlong.vn"],
            "Huỷ phỏng vấn vòng 1 – Phạm Hoàng Nam",
            "Anh Tuấn, bạn Phạm Hoàng Nam rút hồ sơ, buổi phỏng vấn 23/04 đã huỷ.",
        ),
        _IW_CV,
        _IW_DECLINE,
        reply=_IW_REPLY,
        label="tells only Lê Anh Tuấn, not the other interviewer Nguyễn Văn Hùng",
    ),
    script(
        *_IW_READS,
        _IW_REJECT,
        call(
            "office_cancel_room_booking",
            booking_id="LH-2026-0129",
            reason="Ứng viên rút hồ sơ, huỷ phỏng vấn",
        ),
        _IW_PANEL,
        _IW_CV,
        _IW_DECLINE,
        reply=_IW_REPLY,
        label="cancels the other Backend interview's booking (21/04) instead of P.301 on 23/04",
    ),
]


# -- kd_round1_results ---------------------------------------------------------------------------

_KD = "recruitment.kd_round1_results"
_KD_POSITION = "Nhân viên kinh doanh"
_KD_READS = [
    call(P + "search_job_postings", query="Nhân viên kinh doanh"),
    call(P + "search_candidates", posting_id="TTD-2026-013", stage=R1),
    call(P + "list_interviews", candidate_id="UV-2026-0432"),
    call(P + "list_interviews", candidate_id="UV-2026-0425"),
    *[
        call(P + "list_evaluations", candidate_id=cid, round=R1)
        for cid in ["UV-2026-0432", "UV-2026-0447", "UV-2026-0491", "UV-2026-0492", "UV-2026-0493"]
    ],
    call("amismail_search_mail", query="ứng viên"),
    call("amismail_read_mail", message_id="TH008921"),
    call("amismail_search_mail", folder="Hộp thư đến", unread_only=True),
    call("amismail_read_mail", message_id="TH008922"),
    call("amismail_read_mail", message_id="TH008924"),
    call("amismail_read_mail", message_id="TH008923"),
    call("document_qa", question="thư cảm ơn ứng viên không đạt"),
    call("amismail_list_templates"),
    call("read_memory"),
]
_KD_MOVE = call(P + "move_candidate_stage", candidate_id="UV-2026-0432", to_stage=R2)
_KD_MOVE_THAO = call(
    P + "move_candidate_stage",
    candidate_id="UV-2026-0492",
    to_stage=R2,
    note="3/3 Đạt; ứng viên đã rút lại mail xin rút hồ sơ (16/04)",
)
_KD_REJECT_MANH = call(
    P + "reject_candidate", candidate_id="UV-2026-0447", reason="Phỏng vấn vòng 1 không đạt"
)
_KD_REJECT_HOANG = call(
    P + "reject_candidate",
    candidate_id="UV-2026-0493",
    reason="Phỏng vấn vòng 1 không đạt (anh Phong sửa kết luận thành Không đạt, mail 15/04)",
)
_KD_REJECT_THAO = call(
    P + "reject_candidate",
    candidate_id="UV-2026-0492",
    reason="Ứng viên xin rút hồ sơ (mail 15/04, đã nhận việc nơi khác)",
)


def _kd_thanks(to: str, name: str, template: str = "MAU-UV-07"):
    return call(
        "amismail_write_mail",
        to=[to],
        template_id=template,
        template_values=[f"vi_tri={_KD_POSITION}", f"ten_ung_vien={name}"],
    )


_KD_THANKS = [
    _kd_thanks("congmanh.dinh@gmail.com", "Đinh Công Mạnh"),
    _kd_thanks("minhhoang.ly2000@gmail.com", "Lý Minh Hoàng"),
]
_KD_REMIND = _mail(
    ["bao.tq@minhlong.vn"],
    "Nhắc đánh giá phỏng vấn vòng 1 – Phạm Quốc Việt",
    (
        "Anh Bảo ơi, bạn Phạm Quốc Việt (Nhân viên kinh doanh, phỏng vấn vòng 1 ngày 13/04) "
        "còn thiếu phiếu đánh giá của anh. Anh nhập giúp em trên AMIS Tuyển dụng nhé.\n\nThu"
    ),
)
_KD_LIST_BODY = (
    "Anh Phong,\n\nKết quả phỏng vấn vòng 1 tin Nhân viên kinh doanh:\n"
    "- Qua vòng 1, đã chuyển vòng 2: Nguyễn Thị Bảo Ngọc, Trần Ngọc Thảo (bạn Thảo đã rút lại "
    "mail xin rút hồ sơ).\n"
    "- Loại (Không đạt), đã gửi thư cảm ơn: Đinh Công Mạnh, Lý Minh Hoàng (theo kết luận Không "
    "đạt anh sửa trong mail 15/04).\n"
    "- Chờ đánh giá: Phạm Quốc Việt (còn thiếu phiếu của anh Bảo, em đã nhắc).\n"
    "Bạn Lê Hoàng Phúc phỏng vấn vòng 1 ngày 22/04.\n\nThu"
)
_KD_LIST = _mail(
    ["phong.ht@minhlong.vn"], "Kết quả phỏng vấn vòng 1 – Nhân viên kinh doanh", _KD_LIST_BODY
)
_KD_REPLY = (
    "Em đã chốt vòng 1 tin Nhân viên kinh doanh: Nguyễn Thị Bảo Ngọc (2/3 Đạt) và Trần Ngọc Thảo "
    "(3/3 Đạt; tối 15/4 bạn ấy mail xin rút nhưng sáng nay đã mail rút lại, xin tiếp tục) đã "
    "chuyển vòng 2. Đinh Công Mạnh và Lý Minh Hoàng không đạt: đã loại và gửi thư cảm ơn theo mẫu "
    "mới MAU-UV-07 (chị Lan thay mẫu MAU-UV-03 từ 06/4). Riêng Hoàng trên hệ thống là 2/3 Đạt, "
    "nhưng anh Phong mail chiều 15/4 báo bấm nhầm, kết luận đúng là Không đạt. Phạm Quốc Việt "
    "chưa đủ đánh giá (thiếu phiếu anh Trương Quốc Bảo), em đã nhắc anh Bảo. Lê Hoàng Phúc 22/4 "
    "mới phỏng vấn. Em cũng đã gửi danh sách cho anh Huỳnh Thanh Phong."
)
_KD_WRITES = [
    _KD_MOVE,
    _KD_MOVE_THAO,
    _KD_REJECT_MANH,
    _KD_REJECT_HOANG,
    *_KD_THANKS,
    _KD_REMIND,
    _KD_LIST,
]


def _kd_pass_mail(to: str, name: str):
    return _mail(
        [to],
        "[Minh Long] Kết quả phỏng vấn vòng 1 – Nhân viên kinh doanh",
        (
            f"Chào {name},\n\nChúc mừng bạn đã qua vòng phỏng vấn 1 vị trí Nhân viên kinh doanh "
            "tại Công ty Cổ phần Công nghệ Minh Long. Lịch phỏng vấn vòng 2 chúng tôi sẽ gửi bạn "
            "sau.\n\nTrân trọng,\nĐinh Thị Thu – Bộ phận Tuyển dụng"
        ),
    )


_KD_PASS_MAILS = [
    _kd_pass_mail("baongoc.nguyen@gmail.com", "Bảo Ngọc"),
    _kd_pass_mail("ngocthao.tran97@gmail.com", "Thảo"),
]
_KD_DONE = (
    "Em đã mail báo Nguyễn Thị Bảo Ngọc và Trần Ngọc Thảo là đã qua vòng 1, lịch vòng 2 gửi sau."
)
_KD_TURN1 = turn(*_KD_PASS_MAILS, reply=_KD_DONE)
ORACLES[_KD] = script(*_KD_READS, *_KD_WRITES, reply=_KD_REPLY, then=[_KD_TURN1])
ALTERNATES[_KD] = [
    script(
        call(P + "search_candidates", query="", position="kinh doanh"),
        *[
            call(P + "get_candidate", candidate_id=cid)
            for cid in ["UV-2026-0432", "UV-2026-0447", "UV-2026-0491", "UV-2026-0492"]
        ],
        call(P + "get_candidate", candidate_id="UV-2026-0493"),
        call(P + "list_interviews", date_from="2026-04-01", date_to="2026-04-30"),
        call("read_memory"),
        call("amismail_search_mail", folder="Hộp thư đến", date_from="2026-04-14"),
        call("amismail_read_mail", message_id="TH008921"),
        call("amismail_read_mail", message_id="TH008922"),
        call("amismail_read_mail", message_id="TH008923"),
        call("amismail_read_mail", message_id="TH008924"),
        call(P + "list_evaluations", candidate_id="UV-2026-0491"),
        call(P + "list_evaluations", candidate_id="UV-2026-0493"),
        call(P + "move_candidate_stage", candidate_id="UV-2026-0492"),
        call(P + "move_candidate_stage", candidate_id="UV-2026-0432"),
        call(
            P + "reject_candidate",
            candidate_id="UV-2026-0493",
            reason="Không đạt vòng 1 theo kết luận đã sửa của anh Phong",
        ),
        _KD_REJECT_MANH,
        _mail(
            ["congmanh.dinh@gmail.com"],
            "[Minh Long] Thông báo kết quả phỏng vấn vị trí Nhân viên kinh doanh",
            (
                "Chào Mạnh,\n\nCảm ơn bạn đã tham gia phỏng vấn vị trí Nhân viên kinh doanh tại "
                "Minh Long. Rất tiếc lần này chúng tôi chưa thể tiếp tục cùng bạn. Nếu bạn muốn "
                "chúng tôi giữ hồ sơ cho cơ hội sau, vui lòng trả lời email này với nội dung "
                '"Đồng ý lưu hồ sơ".\n\nTrân trọng,\nĐinh Thị Thu'
            ),
        ),
        _kd_thanks("minhhoang.ly2000@gmail.com", "Hoàng"),
        _mail(
            ["bao.tq@minhlong.vn"],
            "Thiếu đánh giá PV vòng 1",
            "Anh Bảo nhập giúp em đánh giá vòng 1 của bạn Phạm Quốc Việt (UV-2026-0491) nhé.",
            cc=["phong.ht@minhlong.vn"],
        ),
        _mail(
            ["phong.ht@minhlong.vn"],
            "Chốt vòng 1 NV kinh doanh",
            (
                "Anh Phong: qua vòng 1 – Bảo Ngọc (UV-2026-0432), Ngọc Thảo (UV-2026-0492, đã xin "
                "tiếp tục); loại – Đinh Công Mạnh, Lý Minh Hoàng (không đạt, theo phiếu anh sửa); "
                "chờ đánh giá – Phạm Quốc Việt."
            ),
        ),
        reply=(
            "Xong rồi ạ. Qua vòng 1 và đã sang vòng hai: Nguyễn Thị Bảo Ngọc, Trần Ngọc Thảo (bạn "
            "ấy đã mail xin tiếp tục sau khi xin rút). Loại: Đinh Công Mạnh, Lý Minh Hoàng (anh "
            "Phong đã đính chính phiếu của anh ấy là Không đạt), đều đã gửi thư cảm ơn mẫu mới có "
            "hỏi đồng ý lưu hồ sơ. Phạm Quốc Việt còn thiếu phiếu của anh Bảo, em đã nhắc anh ấy "
            "(CC anh Phong) và gửi anh Phong bảng tổng hợp."
        ),
        then=[
            turn(
                _mail(
                    ["baongoc.nguyen@gmail.com"],
                    "Thông báo kết quả vòng 1",
                    "Chào bạn Bảo Ngọc, bạn đã vượt qua vòng 1. Minh Long sẽ gửi lịch vòng hai sau.",
                ),
                call(
                    "amismail_reply_mail",
                    message_id="TH008924",
                    body=(
                        "Chào Thảo, chị đã nhận mail. Em đã qua vòng 1 và tiếp tục vòng 2, lịch "
                        "phỏng vấn chị gửi sau nhé.\n\nThu"
                    ),
                ),
                reply="Dạ em đã báo hai bạn rồi ạ.",
            )
        ],
        label="by name and by the inbox, Thảo moved first, one thank-you written by hand, a reply in Thảo's thread, CC Phong on the reminder",
    ),
    script(
        call("read_memory"),
        call("amismail_search_mail", query="Lan"),
        call("amismail_read_mail", message_id="TH008921"),
        call("amismail_list_templates"),
        call(P + "search_candidates", posting_id="TTD-2026-013"),
        *[
            call(P + "list_evaluations", candidate_id=cid)
            for cid in ["UV-2026-0493", "UV-2026-0492", "UV-2026-0491", "UV-2026-0447"]
        ],
        call(P + "list_evaluations", candidate_id="UV-2026-0432"),
        call(P + "list_interviews", candidate_id="UV-2026-0425"),
        call("amismail_search_mail", query="Trần Ngọc Thảo"),
        call("amismail_read_mail", message_id="TH008922"),
        call("amismail_read_mail", message_id="TH008924"),
        call("amismail_search_mail", query="phiếu"),
        call("amismail_read_mail", message_id="TH008923"),
        _KD_REMIND,
        _KD_REJECT_HOANG,
        _KD_THANKS[1],
        _KD_REJECT_MANH,
        _KD_THANKS[0],
        _KD_MOVE,
        _mail(
            ["phong.ht@minhlong.vn"],
            "Tổng hợp vòng 1 tin TTD-2026-013",
            (
                "Anh Phong, em tổng hợp vòng 1: UV-2026-0432 qua, đã sang vòng 2; UV-2026-0447 và "
                "UV-2026-0493 không đạt, đã loại; UV-2026-0492 đạt 3/3, bạn xin rút rồi lại xin "
                "tiếp tục, em đang hỏi chị Thu; UV-2026-0491 còn chờ phiếu của anh Bảo."
            ),
        ),
        reply=(
            "Dạ xong ạ: Nguyễn Thị Bảo Ngọc qua, đã chuyển vòng hai; Đinh Công Mạnh, Lý Minh Hoàng "
            "không đạt (Hoàng theo kết luận anh Phong đính chính), đã loại và gửi thư cảm ơn mẫu "
            "MAU-UV-07; Phạm Quốc Việt còn chờ phiếu anh Bảo (đã nhắc). Trần Ngọc Thảo đạt 3/3, "
            "bạn ấy mail xin rút rồi sáng nay lại xin tiếp tục: chị có muốn em chuyển bạn ấy sang "
            "vòng 2 không ạ? Em đã báo anh Phong."
        ),
        then=[
            turn(
                _KD_MOVE_THAO,
                *_KD_PASS_MAILS,
                reply="Dạ em đã chuyển Thảo sang vòng 2 và mail báo Bảo Ngọc, Thảo rồi ạ.",
            )
        ],
        label="policy and memory first, asks about Thảo before moving her, the list by codes, word numerals",
    ),
]
ALTERNATES[_KD].append(
    script(
        *_KD_READS,
        _KD_MOVE,
        _KD_REJECT_MANH,
        _KD_THANKS[0],
        _KD_REMIND,
        reply=(
            "Em đã chuyển Nguyễn Thị Bảo Ngọc sang vòng 2, loại Đinh Công Mạnh và gửi bạn ấy thư "
            "cảm ơn mẫu MAU-UV-07, nhắc anh Bảo chấm cho Phạm Quốc Việt (đang thiếu phiếu). Hai "
            "bạn em cần chị xác nhận: Lý Minh Hoàng trên hệ thống 2/3 Đạt nhưng anh Phong mail "
            "báo bấm nhầm, kết luận của anh ấy là Không đạt; Trần Ngọc Thảo 3/3 Đạt, xin rút rồi "
            "sáng nay lại xin tiếp tục. Chị muốn em loại Hoàng và chuyển Thảo sang vòng 2 không ạ?"
        ),
        then=[
            turn(
                _KD_REJECT_HOANG,
                _KD_THANKS[1],
                _KD_MOVE_THAO,
                *_KD_PASS_MAILS,
                _KD_LIST,
                reply=(
                    "Dạ em đã loại Hoàng (kèm thư cảm ơn), chuyển Thảo sang vòng hai, mail báo "
                    "Bảo Ngọc và Thảo, và gửi anh Phong danh sách kết quả vòng 1 rồi ạ."
                ),
            )
        ],
        label="asks about both Hoàng and Thảo first, acts on them after the follow-up, sends Phong's list last",
    )
)
_KD_NO_THAO = [w for w in _KD_WRITES if w is not _KD_MOVE_THAO]
_KD_NO_HOANG = [w for w in _KD_WRITES if w not in (_KD_REJECT_HOANG, _KD_THANKS[1])]
_KD_THEN = [_KD_TURN1]
ANTI_ORACLES[_KD] = [
    script(
        *[c for c in _KD_READS if c.arguments.get("message_id") != "TH008924"],
        _KD_REJECT_THAO,
        *_KD_NO_THAO,
        reply=_KD_REPLY,
        then=[turn(_KD_PASS_MAILS[0], reply=_KD_DONE)],
        label="reads only Thảo's first mail (withdrawal), misses her later one in the thread and rejects her",
    ),
    script(
        *[c for c in _KD_READS if c.arguments.get("message_id") != "TH008923"],
        *_KD_NO_HOANG,
        call(P + "move_candidate_stage", candidate_id="UV-2026-0493", to_stage=R2),
        reply=_KD_REPLY,
        then=[
            turn(
                *_KD_PASS_MAILS,
                _kd_pass_mail("minhhoang.ly2000@gmail.com", "Hoàng"),
                reply=_KD_DONE,
            )
        ],
        label="misses Phong's correcting mail and moves Hoàng on the recorded 2/3 Đạt",
    ),
    script(
        *_KD_READS,
        *[w for w in _KD_WRITES if w not in _KD_THANKS],
        _kd_thanks("congmanh.dinh@gmail.com", "Đinh Công Mạnh", template="MAU-UV-03"),
        _kd_thanks("minhhoang.ly2000@gmail.com", "Lý Minh Hoàng", template="MAU-UV-03"),
        reply=_KD_REPLY,
        then=_KD_THEN,
        label="sends the superseded MAU-UV-03 thank-you (misses Lan's mail of 06/04)",
    ),
    script(
        *_KD_READS,
        *[w for w in _KD_WRITES if w is not _KD_REMIND],
        call(
            P + "reject_candidate",
            candidate_id="UV-2026-0491",
            reason="Phỏng vấn vòng 1 không đạt",
        ),
        _kd_thanks("quocviet.pham96@gmail.com", "Phạm Quốc Việt"),
        reply=_KD_REPLY,
        then=_KD_THEN,
        label="treats the pending Phạm Quốc Việt (Chưa đủ đánh giá) as failed instead of reminding Bảo",
    ),
    script(
        *[c for c in _KD_READS if c.name != "read_memory"],
        *[w for w in _KD_WRITES if w is not _KD_LIST],
        reply=_KD_REPLY,
        then=_KD_THEN,
        label="never reads memory, so Huỳnh Thanh Phong gets no list",
    ),
    script(
        *_KD_READS,
        *_KD_WRITES,
        _kd_thanks("ngocthao.tran97@gmail.com", "Trần Ngọc Thảo"),
        reply=_KD_REPLY,
        then=_KD_THEN,
        label="sends Thảo, who stays in the process, a thank-you letter as well",
    ),
    script(
        *_KD_READS,
        *_KD_WRITES,
        reply=_KD_REPLY,
        then=[turn(reply="Dạ vâng ạ, em ghi nhận.")],
        label="ignores the follow-up: the two who passed are never told",
    ),
    script(
        *_KD_READS,
        *[w for w in _KD_WRITES if w is not _KD_MOVE_THAO],
        _mail(
            ["ngocthao.tran97@gmail.com"],
            "Re: Xin rút hồ sơ – Nhân viên kinh doanh",
            "Chào Thảo, chị đã nhận mail của em, chị sẽ xem lại và báo em sau nhé.",
        ),
        reply=_KD_REPLY,
        then=[turn(_KD_PASS_MAILS[0], reply="Dạ em đã báo Bảo Ngọc rồi ạ.")],
        label="reads Thảo's later mail but, after the follow-up's go-ahead, never moves nor tells her",
    ),
]


# -- onboarding_0405_tickets ---------------------------------------------------------------------

_OB = "recruitment.onboarding_0405_tickets"
_OB_IDS = [
    "UV-2026-0401",
    "UV-2026-0404",
    "UV-2026-0445",
    "UV-2026-0494",
    "UV-2026-0495",
    "UV-2026-0496",
    "UV-2026-0497",
]
_OB_READS = [
    call("read_memory"),
    call(P + "search_candidates", stage="Offer"),
    *[call(P + "get_candidate", candidate_id=cid) for cid in _OB_IDS],
    call("helpdesk_search_tickets", query="TK-2026-00061"),
    call("helpdesk_search_tickets", query="nhân viên mới"),
    call("ava_approval_list", role="requester", query="Gia Bảo"),
    call("document_qa", question="lịch nghỉ lễ năm 2026"),
    call("amismail_search_mail", query="nhận việc"),
    call("amismail_read_mail", message_id="TH008931"),
    call("amismail_read_mail", message_id="TH008934"),
    call("hrm_search_employee", query="Trương Quốc Việt", include_former=True),
]
_OB_UNIT = "Nhân viên kinh doanh, Phòng Kinh doanh TP.HCM"
_OB_HIRES = [("Phan Minh Tâm", _OB_UNIT), ("Ngô Gia Bảo", _OB_UNIT), ("Trương Quốc Việt", _OB_UNIT)]
#: Việt is a former employee: IT reopens his old account (IT's comment of 07/04, TK-2026-00073)
_OB_VIET_OLD = (
    " Bạn là nhân viên cũ quay lại: mã nhân viên cũ NV000088, email cũ viet.tq@minhlong.vn."
)
#: 3 working days before Mon 04/05: Fri 01/05, Thu 30/04 and Mon 27/04 are holidays
_OB_DUE = "2026-04-24"
_OB_LAPTOP = ("IT-Thiết bị", "Chuẩn bị laptop")
_OB_ACCOUNT = ("IT-Tài khoản", "Tạo email và tài khoản AMIS")


def _ob_ticket(
    category: str,
    name: str,
    unit: str,
    what: str,
    due: str | None = _OB_DUE,
    start: str = "04/05",
    rehire: bool = True,
    old: str = _OB_VIET_OLD,
):
    extra = {"due_date": due} if due else {}
    old = old if rehire and name == "Trương Quốc Việt" and "AMIS" in what else ""
    return call(
        "helpdesk_create_ticket",
        category=category,
        title=f"{what} cho nhân viên mới {name} – đi làm {start}",
        description=(
            f"Nhân viên mới {name} ({unit}) đi làm từ thứ Hai {start}/2026. Nhờ IT {what.lower()} "
            f"trước ngày đi làm.{old}"
        ),
        priority="Thấp",
        **extra,
    )


def _ob_tickets(**kw) -> list:
    """The turn-0 tickets (TK-2026-00120 …): two per hire, but only the account one for Gia
    Bảo, whose laptop is on Phong's TK-2026-00101."""
    return [
        _ob_ticket(cat, name, unit, what, **kw)
        for name, unit in _OB_HIRES
        for cat, what in [_OB_LAPTOP, _OB_ACCOUNT]
        if not (name == "Ngô Gia Bảo" and cat == "IT-Thiết bị")
    ]


_OB_TICKETS = _ob_tickets()
_OB_MOVES = [
    call(P + "move_candidate_stage", candidate_id=cid, to_stage="Nhận việc")
    for cid in ["UV-2026-0401", "UV-2026-0495", "UV-2026-0497"]
]
_OB_REJECT = call(
    P + "reject_candidate",
    candidate_id="UV-2026-0445",
    reason="Ứng viên từ chối nhận việc (mail 15/04: chuyển vào TP.HCM)",
)
_OB_REPLY = (
    "Em đã chuyển Phan Minh Tâm, Ngô Gia Bảo (anh Phong đã duyệt cho đi làm sớm từ 04/05, đề "
    "xuất LC-2026-0796) và Trương Quốc Việt sang Nhận việc và tạo ticket IT riêng cho từng bạn "
    "(laptop, tài khoản) theo góp ý của IT trên ticket TK-2026-00061, không gộp cả đợt như "
    "trước; riêng laptop của Gia Bảo anh Phong đã tạo ticket TK-2026-00101 và IT đang chuẩn bị, "
    "nên em chỉ tạo ticket tài khoản cho bạn ấy. Hạn xử lý thứ Sáu 24/04, sớm hơn ngày đi làm 3 "
    "ngày làm việc (trừ nghỉ lễ 01/05, 30/04 và nghỉ bù 27/04) theo góp ý của IT trên "
    "TK-2026-00072. Việt là nhân viên cũ (NV000088) nên ticket tài khoản ghi mã và email cũ để "
    "IT mở lại, theo góp ý trên TK-2026-00073. Đoàn Mỹ Linh đã được anh Phong đồng ý lùi ngày "
    "đi làm sang 18/05 (mail 14/04) nên không thuộc đợt này. Trần Thị Kim Liên đã đồng ý qua "
    "điện thoại nhưng ngày 15/04 mail từ chối nhận việc nên em loại hồ sơ, không tạo ticket. "
    "Huỳnh Tấn Phát chưa phản hồi offer nên chưa xử lý."
)
#: The follow-up: Phan Minh Tâm starts 11/05 instead; his two tickets (``ids``: where the script
#: created them) are cancelled and made again for 11/05, due Wed 06/05.
_OB_NEW_DUE = "2026-05-06"
_OB_TAM_NEW = [
    _ob_ticket(cat, "Phan Minh Tâm", _OB_UNIT, what, due=_OB_NEW_DUE, start="11/05")
    for cat, what in [_OB_LAPTOP, _OB_ACCOUNT]
]
_OB_TAM_REPLY = (
    "Em đã huỷ 2 ticket cũ của Phan Minh Tâm (đi làm 04/05) và tạo lại 2 ticket IT (laptop, tài "
    "khoản) cho ngày đi làm thứ Hai 11/05, hạn xử lý thứ Tư 06/05 (sớm hơn 3 ngày làm việc)."
)


def _ob_cancels(ids: tuple[str, str]) -> list:
    return [
        call(
            "helpdesk_update_ticket",
            ticket_id=tid,
            status="Huỷ",
            comment="Huỷ: Phan Minh Tâm lùi ngày đi làm sang 11/05, đã tạo ticket mới.",
        )
        for tid in ids
    ]


def _ob_follow(ids: tuple[str, str] = ("TK-2026-00120", "TK-2026-00121")):
    return turn(
        call("helpdesk_search_tickets", requester_id="me", query="Phan Minh Tâm"),
        *_ob_cancels(ids),
        *_OB_TAM_NEW,
        reply=_OB_TAM_REPLY,
    )


def _ob_free(name: str, cat: str, what: str, start: str = "4/5/2026", due: str = _OB_DUE):
    """A ticket in other words (no priority, another date form)."""
    return call(
        "helpdesk_create_ticket",
        category=cat,
        title=f"Nhân viên mới {name}: {what}",
        description=f"{name} đi làm ngày {start} (thứ Hai), cần {what}.",
        due_date=due,
    )


_OB_FOLLOW = _ob_follow()
ORACLES[_OB] = script(
    *_OB_READS, *_OB_MOVES, *_OB_TICKETS, _OB_REJECT, reply=_OB_REPLY, then=[_OB_FOLLOW]
)
_OB_VIET_ACCOUNT = call(
    "helpdesk_create_ticket",
    category="IT-Tài khoản",
    title="Nhân viên cũ Trương Quốc Việt quay lại: mở lại tài khoản",
    description=(
        "Trương Quốc Việt (mã NV cũ NV000088, email cũ viet.tq@minhlong.vn) đi làm lại ngày "
        "4/5/2026 (thứ Hai), nhờ IT mở lại email và tài khoản AMIS cũ."
    ),
    due_date="2026-04-24",
)
ALTERNATES[_OB] = [
    script(
        call(P + "search_candidates", query="", stage="Offer", status="Đang xử lý"),
        call("amismail_search_mail"),
        call("amismail_read_mail", message_id="TH008931"),
        call("amismail_read_mail", message_id="TH008932"),
        call("amismail_read_mail", message_id="TH008935"),
        *[call(P + "get_candidate", candidate_id=cid) for cid in reversed(_OB_IDS)],
        call("read_memory"),
        call("helpdesk_search_tickets", category="IT-Thiết bị"),
        call("helpdesk_search_tickets", requester_id="me", category="IT-Tài khoản"),
        call("ava_approval_list", role="requester", status="Hoàn thành"),
        _OB_REJECT,
        _mail(
            ["dung.nv@minhlong.vn"],
            "Ứng viên Trần Thị Kim Liên từ chối nhận việc",
            "Anh Dũng, bạn Trần Thị Kim Liên đã mail từ chối nhận việc ngày 4/5 (chuyển vào TP.HCM).",
        ),
        _OB_MOVES[1],
        _OB_TICKETS[2],  # TK-2026-00120: Gia Bảo's account only
        _OB_MOVES[0],
        _OB_TICKETS[1],  # 00121 Tâm's account
        _OB_TICKETS[0],  # 00122 Tâm's laptop
        call("hrm_search_employee", query="Quốc Việt", include_former=True),
        call("hrm_get_employee", employee_id="NV000088"),
        _OB_MOVES[2],
        _OB_TICKETS[4],
        _OB_TICKETS[3],
        call(
            "edit_memory",
            action="update",
            key="Nhân viên mới nhận việc",
            value=(
                "Khi có đợt nhân viên mới đi làm: chuyển sang Nhận việc; mỗi bạn tạo riêng 2 "
                "ticket IT-Thiết bị và IT-Tài khoản, ghi tên và ngày đi làm (theo IT, 02/03/2026)."
            ),
        ),
        reply=(
            "Xong ạ: ba bạn Phan Minh Tâm, Ngô Gia Bảo (đã được duyệt đi làm sớm ngày 4/5; máy "
            "của bạn ấy anh Phong đã nhờ IT chuẩn bị nên em chỉ tạo ticket tài khoản) và Trương "
            "Quốc Việt (nhân viên cũ, ticket ghi mã và email cũ) đã sang Nhận việc, mỗi bạn có "
            "ticket IT (máy, tài khoản) vì IT dặn không gộp nữa, hạn 24/4 (ba ngày làm việc trước "
            "ngày đi làm, trừ các ngày lễ), em cũng cập nhật ghi nhớ. Bạn Mỹ Linh chị đã hẹn đi "
            "làm 18/5 nên chưa làm. Bạn Trần Thị Kim Liên mail từ chối nên em đã loại và báo anh "
            "Dũng. Phát chưa đồng ý offer."
        ),
        then=[
            turn(
                *[
                    _ob_free("Phan Minh Tâm", cat, what, start="11/5/2026", due="2026-05-06")
                    for cat, what in [("IT-Tài khoản", "email + AMIS"), ("IT-Thiết bị", "laptop")]
                ],
                *[
                    call("helpdesk_update_ticket", ticket_id=tid, status="Huỷ")
                    for tid in ("TK-2026-00122", "TK-2026-00121")
                ],
                reply=(
                    "Đã tạo lại hai ticket cho Minh Tâm đi làm ngày 11 tháng 5, hạn thứ Tư ngày 6 "
                    "tháng 5, và huỷ hai ticket cũ."
                ),
            )
        ],
        label=(
            "mail first, Liên rejected and her manager told, tickets per hire in another order, "
            "memory updated; follow-up: new tickets first, word dates"
        ),
    ),
    script(
        *_OB_READS,
        _OB_REJECT,
        _ob_free("Phan Minh Tâm", "IT-Tài khoản", "email + AMIS"),
        _ob_free("Phan Minh Tâm", "IT-Thiết bị", "laptop"),
        _ob_free("Ngô Gia Bảo", "IT-Thiết bị", "laptop"),
        call("helpdesk_search_tickets", query="Gia Bảo"),
        call(
            "helpdesk_update_ticket",
            ticket_id="TK-2026-00122",
            status="Huỷ",
            comment="Tạo trùng: laptop của Gia Bảo đã có ticket TK-2026-00101 của anh Phong.",
        ),
        _ob_free("Ngô Gia Bảo", "IT-Tài khoản", "email + AMIS"),
        _OB_VIET_ACCOUNT,
        _ob_free("Trương Quốc Việt", "IT-Thiết bị", "laptop"),
        *_OB_MOVES,
        call(
            "amismail_reply_mail",
            message_id="TH008931",
            body="Chào Liên, chị đã nhận mail và ghi nhận em từ chối nhận việc. Chúc em mọi điều tốt đẹp!",
        ),
        reply=_OB_REPLY,
        then=[_ob_follow(("TK-2026-00121", "TK-2026-00120"))],
        label=(
            "tickets before the moves, default priority, another date form; makes Gia Bảo's laptop "
            "ticket, finds Phong's and cancels its own; Liên acknowledged"
        ),
    ),
]
ALTERNATES[_OB].append(
    script(
        *[c for c in _OB_READS if c.name != "hrm_search_employee"],
        call("helpdesk_search_tickets", query="Gia Bảo"),
        call("hrm_search_employee", query="Việt", include_former=True, department="Kinh doanh"),
        call("hrm_get_employee", employee_id="NV000066"),
        call("hrm_get_employee", employee_id="NV000088"),
        *_OB_MOVES,
        _ob_free("Phan Minh Tâm", "IT-Thiết bị", "laptop"),
        _ob_free("Phan Minh Tâm", "IT-Tài khoản", "email + AMIS"),
        call(
            "helpdesk_create_ticket",
            category="IT-Tài khoản",
            title="Nhân viên mới Ngô Gia Bảo: email + AMIS",
            description=(
                "Ngô Gia Bảo đi làm ngày 04/05/2026 (thứ Hai), cần email + AMIS. Laptop đã có "
                "ticket TK-2026-00101 của anh Phong."
            ),
            due_date="2026-04-24",
            priority="Trung bình",
        ),
        _ob_free("Trương Quốc Việt", "IT-Thiết bị", "laptop"),
        _OB_VIET_ACCOUNT,
        reply=(
            "Dạ xong rồi chị: Minh Tâm, Gia Bảo và Quốc Việt (Phan Minh Tâm, Ngô Gia Bảo, Trương "
            "Quốc Việt) đã chuyển Nhận việc; ticket IT hạn 24/4, laptop của Gia Bảo thì anh Phong "
            "đã tạo ticket rồi nên em chỉ tạo ticket tài khoản; Việt em ghi mã cũ NV000088 và "
            "email cũ để IT mở lại. Trần Thị Kim Liên đã mail từ chối nhận việc nên em không làm "
            "cho bạn ấy (hồ sơ em để nguyên, chị muốn loại thì báo em). Đoàn Mỹ Linh đi làm 18/5 "
            "theo mail anh Phong, Huỳnh Tấn Phát chưa đồng ý offer."
        ),
        then=[_ob_follow()],
        label=(
            "Liên left as she is, both Việt records opened, Gia Bảo's account ticket naming "
            "Phong's laptop ticket, another priority and wording"
        ),
    )
)
_OB_NOT_GB = [c for c in _OB_READS if c.name != "ava_approval_list"]
ANTI_ORACLES[_OB] = [
    script(
        *[c for c in _OB_READS if c.name != "helpdesk_search_tickets"],
        *_OB_MOVES,
        call(
            "helpdesk_create_ticket",
            category="IT-Thiết bị",
            title="Chuẩn bị laptop và tài khoản cho nhân viên mới đi làm 04/05",
            description=(
                "Đợt nhân viên mới đi làm thứ Hai 04/05/2026: Phan Minh Tâm, Ngô Gia Bảo, Trương "
                "Quốc Việt (Kinh doanh HCM). Nhờ IT chuẩn bị laptop, tạo email và tài khoản AMIS."
            ),
            priority="Thấp",
        ),
        _OB_REJECT,
        reply=_OB_REPLY,
        then=[turn(*_OB_TAM_NEW, reply=_OB_TAM_REPLY)],
        label="follows the superseded memory: one combined ticket for the batch (misses IT's comment)",
    ),
    script(
        *[c for c in _OB_READS if c.arguments.get("message_id") != "TH008931"],
        *_OB_MOVES,
        call(P + "move_candidate_stage", candidate_id="UV-2026-0445", to_stage="Nhận việc"),
        *_OB_TICKETS,
        _ob_ticket(*_OB_LAPTOP[:1], "Trần Thị Kim Liên", "CSKH Đà Nẵng", _OB_LAPTOP[1]),
        _ob_ticket(*_OB_ACCOUNT[:1], "Trần Thị Kim Liên", "CSKH Đà Nẵng", _OB_ACCOUNT[1]),
        reply=_OB_REPLY,
        then=[_OB_FOLLOW],
        label="misses Liên's decline mail and onboards her on the phone yes",
    ),
    script(
        *[c for c in _OB_READS if c.arguments.get("message_id") != "TH008934"],
        *_OB_MOVES,
        call(P + "move_candidate_stage", candidate_id="UV-2026-0494", to_stage="Nhận việc"),
        *_OB_TICKETS,
        _ob_ticket(*_OB_LAPTOP[:1], "Đoàn Mỹ Linh", _OB_UNIT, _OB_LAPTOP[1]),
        _ob_ticket(*_OB_ACCOUNT[:1], "Đoàn Mỹ Linh", _OB_UNIT, _OB_ACCOUNT[1]),
        _OB_REJECT,
        reply=_OB_REPLY.replace(
            "Đoàn Mỹ Linh đã được anh Phong đồng ý lùi", "Đoàn Mỹ Linh, Mỹ Linh xin lùi"
        ),
        then=[_OB_FOLLOW],
        label="misses Phong's reply in Linh's mail thread: onboards Đoàn Mỹ Linh, who starts 18/05",
    ),
    script(
        *_OB_NOT_GB,
        *_OB_MOVES[:1],
        _OB_MOVES[2],
        *[t for t in _OB_TICKETS if "Gia Bảo" not in t.arguments["title"]],
        _OB_REJECT,
        reply=_OB_REPLY.replace(
            ", Ngô Gia Bảo (anh Phong đã duyệt cho đi làm sớm từ 04/05, đề xuất LC-2026-0796)", ""
        )
        + " Ngô Gia Bảo đi làm 11/05 theo offer nên chưa thuộc đợt này.",
        then=[_OB_FOLLOW],
        label="leaves Ngô Gia Bảo out on the offer's 11/05 (misses the approved early start)",
    ),
    script(
        *_OB_READS,
        *_OB_MOVES,
        *_OB_TICKETS[:2],
        _ob_ticket(*_OB_LAPTOP[:1], "Ngô Gia Bảo", _OB_UNIT, _OB_LAPTOP[1]),
        *_OB_TICKETS[2:],
        _OB_REJECT,
        reply=_OB_REPLY,
        then=[_OB_FOLLOW],
        label="a second laptop ticket for Gia Bảo (misses Phong's TK-2026-00101 in his approval note)",
    ),
    script(
        *[c for c in _OB_READS if c.name != "document_qa"],
        *_OB_MOVES,
        *_ob_tickets(due="2026-04-29"),
        _OB_REJECT,
        reply=_OB_REPLY.replace("thứ Sáu 24/04", "thứ Tư 29/04"),
        then=[_OB_FOLLOW],
        label="due date 3 days back ignoring the holidays (29/04 instead of 24/04)",
    ),
    script(
        *_OB_READS,
        *_OB_MOVES,
        call(P + "move_candidate_stage", candidate_id="UV-2026-0496", to_stage="Nhận việc"),
        *_OB_TICKETS,
        _ob_ticket(*_OB_LAPTOP[:1], "Ngô Gia Huy", "Kinh doanh HCM", _OB_LAPTOP[1]),
        _ob_ticket(*_OB_LAPTOP[:1], "Huỳnh Tấn Phát", "Kinh doanh HCM", _OB_LAPTOP[1]),
        _OB_REJECT,
        reply=_OB_REPLY,
        then=[_OB_FOLLOW],
        label=(
            "sprays over the look-alikes: moves Ngô Gia Huy (starts 18/05) and orders laptops "
            "for him and for Huỳnh Tấn Phát, whose offer is not accepted"
        ),
    ),
    script(
        *[c for c in _OB_READS if c.name != "hrm_search_employee"],
        *_OB_MOVES,
        *_ob_tickets(rehire=False),
        _OB_REJECT,
        reply=_OB_REPLY,
        then=[_OB_FOLLOW],
        label="misses Việt's rehire (HRM NV000088, IT's comment on TK-2026-00073): a new account",
    ),
    script(
        *_OB_READS,
        *_OB_MOVES,
        *_ob_tickets(
            old=" Bạn là nhân viên cũ quay lại: mã nhân viên cũ NV000066, email cũ "
            "viet.tq2@minhlong.vn."
        ),
        _OB_REJECT,
        reply=_OB_REPLY.replace("(NV000088)", "(NV000066)"),
        then=[_OB_FOLLOW],
        label="takes the first HRM hit for the rehire: the namesake NV000066 (KD Hà Nội, born 1990)",
    ),
    script(
        *_OB_READS,
        *_OB_MOVES,
        *_OB_TICKETS,
        _OB_REJECT,
        reply=_OB_REPLY,
        then=[turn(reply="Dạ vâng, em ghi nhận Minh Tâm đi làm từ 11/05 ạ.")],
        label="ignores the follow-up: Phan Minh Tâm's tickets still say 04/05",
    ),
    script(
        *_OB_READS,
        *_OB_MOVES,
        *_OB_TICKETS,
        _OB_REJECT,
        reply=_OB_REPLY,
        then=[turn(*_OB_TAM_NEW, reply=_OB_TAM_REPLY)],
        label="follow-up: new 11/05 tickets but the old 04/05 ones left open",
    ),
    script(
        *_OB_READS,
        *_OB_MOVES,
        *_OB_TICKETS,
        _OB_REJECT,
        reply=_OB_REPLY,
        then=[
            turn(
                *_ob_cancels(("TK-2026-00120", "TK-2026-00121")),
                *[
                    _ob_ticket(
                        cat, "Phan Minh Tâm", _OB_UNIT, what, due="2026-05-08", start="11/05"
                    )
                    for cat, what in [_OB_LAPTOP, _OB_ACCOUNT]
                ],
                reply=_OB_TAM_REPLY.replace("thứ Tư 06/05", "thứ Sáu 08/05"),
            )
        ],
        label="follow-up: due 08/05, three calendar days instead of working days before 11/05",
    ),
]


# -- referral_bonus_april ------------------------------------------------------------------------

_RB = "recruitment.referral_bonus_april"
_RB_HIRES = [f"UV-2026-046{k}" for k in range(1, 9)]
_RB_READS = [
    call("read_memory"),
    call("amismail_search_mail", query="thưởng giới thiệu"),
    call("amismail_read_mail", message_id="TH008941"),
    call("amismail_read_mail", message_id="TH008942"),
    call("document_qa", question="quy chế thưởng giới thiệu ứng viên"),
    call("ava_approval_list", role="requester", query="giới thiệu"),
    call("helpdesk_search_tickets", query="thưởng giới thiệu"),
    call(P + "search_candidates", stage="Nhận việc"),
    *[call(P + "get_candidate", candidate_id=cid) for cid in [*_RB_HIRES, "UV-2025-0318"]],
    *[
        call("hrm_search_employee", department=dept, include_former=True, page_size=50)
        for dept in ["Công nghệ", "Kinh doanh", "Marketing", "Kế toán", "Chăm sóc khách hàng"]
    ],
]


def _rb_run(text: str, amount: int) -> object:
    return call(
        "ava_approval_submit",
        process="Đề xuất trực tiếp",
        description=text,
        amount_vnd=amount,
    )


_RB_RUNS = [
    _rb_run(
        "Chi thưởng giới thiệu ứng viên đợt 04/2026 cho Nguyễn Văn Hùng (NV000052): Nguyễn "
        "Thành Đạt (UV-2026-0461) và Trần Thị Ngọc Mai (UV-2026-0462), Phòng Công nghệ, "
        "4.000.000 đ/người. Tổng 8.000.000 đ.",
        8_000_000,
    ),
    _rb_run(
        "Chi thưởng giới thiệu ứng viên đợt 04/2026 cho Trương Quốc Bảo (NV000024): Lê Minh "
        "Quang (UV-2026-0463), người giới thiệu đã xác minh theo ticket TK-2026-00095. Tổng "
        "3.000.000 đ.",
        3_000_000,
    ),
    _rb_run(
        "Chi thưởng giới thiệu ứng viên đợt 04/2026 cho Nguyễn Thị Kim Oanh (NV000073): Nguyễn "
        "Thành Danh (UV-2026-0468). Tổng 3.000.000 đ.",
        3_000_000,
    ),
]
_RB_MAILS = [
    _mail(
        ["hung.nv@minhlong.vn"],
        "Thưởng giới thiệu ứng viên đợt 04/2026",
        (
            "Chào anh Hùng,\n\nEm đã lập đề xuất chi thưởng giới thiệu cho anh: Nguyễn Thành Đạt "
            "(UV-2026-0461) và Trần Thị Ngọc Mai (UV-2026-0462), mỗi bạn 4.000.000 đ, tổng "
            "8.000.000 đ, chi cùng kỳ lương.\n\nThu"
        ),
        cc=["tuan.la@minhlong.vn"],
    ),
    _mail(
        ["bao.tq@minhlong.vn"],
        "Thưởng giới thiệu ứng viên đợt 04/2026",
        (
            "Chào anh Bảo,\n\nEm đã lập đề xuất chi thưởng giới thiệu Lê Minh Quang "
            "(UV-2026-0463): 3.000.000 đ, chi cùng kỳ lương.\n\nThu"
        ),
        cc=["phong.ht@minhlong.vn"],
    ),
    _mail(
        ["oanh.ntk@minhlong.vn"],
        "Thưởng giới thiệu ứng viên đợt 04/2026",
        (
            "Chào chị Oanh,\n\nEm đã lập đề xuất chi thưởng giới thiệu Nguyễn Thành Danh "
            "(UV-2026-0468): 3.000.000 đ, chi cùng kỳ lương.\n\nThu"
        ),
        cc=["hoa.lt@minhlong.vn"],
    ),
]
_RB_SUMMARY_BODY = (
    "Chị Hương,\n\nEm gửi tổng hợp thưởng giới thiệu ứng viên đợt 04/2026 (chi cùng kỳ lương):\n"
    "- Nguyễn Văn Hùng: 8.000.000 đ (Nguyễn Thành Đạt, Trần Thị Ngọc Mai)\n"
    "- Trương Quốc Bảo: 3.000.000 đ (Lê Minh Quang)\n"
    "- Nguyễn Thị Kim Oanh: 3.000.000 đ (Nguyễn Thành Danh)\n"
    "Tổng cộng: 14.000.000 đ.\n\nThu"
)
_RB_SUMMARY = _mail(
    ["huong.dt@minhlong.vn"], "Tổng hợp thưởng giới thiệu ứng viên đợt 04/2026", _RB_SUMMARY_BODY
)
_RB_TICKET_DONE = call(
    "helpdesk_update_ticket",
    ticket_id="TK-2026-00095",
    status="Đã giải quyết",
    comment=(
        "Đã lập Đề xuất trực tiếp chi thưởng giới thiệu bạn Lê Minh Quang cho anh Trương Quốc "
        "Bảo (3.000.000 đ) trong đợt 04/2026, chi cùng kỳ lương."
    ),
)
_RB_REPLY = (
    "Em đã lập 3 đề xuất chi thưởng giới thiệu, tổng 14.000.000 đ: Nguyễn Văn Hùng 8.000.000 đ "
    "(Nguyễn Thành Đạt, Trần Thị Ngọc Mai – Phòng Công nghệ 4 triệu/người theo mail đính chính "
    "của chị Lan; đề xuất tháng 3 của Đạt đã bị từ chối nên chưa chi), Trương Quốc Bảo "
    "3.000.000 đ (Lê Minh Quang – theo ticket TK-2026-00095, người giới thiệu là anh Bảo chứ "
    "không phải anh Quân; ticket đã chuyển Đã giải quyết), Nguyễn Thị Kim Oanh 3.000.000 đ "
    "(Nguyễn Thành Danh); đã mail từng người, CC quản lý, và gửi tổng hợp cho chị Hương. Chưa "
    "chi: Phạm Ngọc Trâm còn thử việc đến 30/04; Hoàng Gia Huy nghỉ việc khi đang thử việc; "
    "Trịnh Minh Tâm do người giới thiệu Đỗ Thanh Sơn đã nghỉ việc; Vũ Hải Nam đã chi đợt tháng 3 "
    "(LC-2026-0745)."
)
ORACLES[_RB] = script(
    *_RB_READS, *_RB_RUNS, *_RB_MAILS, _RB_TICKET_DONE, _RB_SUMMARY, reply=_RB_REPLY
)
ALTERNATES[_RB] = [
    script(
        call(P + "search_candidates", stage="Nhận việc", status="Đang xử lý"),
        *[call(P + "get_candidate", candidate_id=cid) for cid in reversed(_RB_HIRES)],
        call("read_memory"),
        call("document_qa", question="thưởng giới thiệu ứng viên mức thưởng điều kiện chi"),
        call("amismail_search_mail", query="giới thiệu ứng viên"),
        call("amismail_read_mail", message_id="TH008942"),
        call("amismail_read_mail", message_id="TH008941"),
        call("ava_approval_list", role="requester"),
        call("helpdesk_search_tickets", query="Lê Minh Quang"),
        *[
            call("hrm_search_employee", query=name, include_former=True)
            for name in [
                "Trương Quốc Bảo",
                "Nguyễn Thành Đạt",
                "Trần Thị Ngọc Mai",
                "Lê Minh Quang",
                "Phạm Ngọc Trâm",
                "Hoàng Gia Huy",
                "Trịnh Minh Tâm",
                "Nguyễn Thành Danh",
                "Đỗ Thanh Sơn",
            ]
        ],
        call("hrm_get_employee", employee_id="NV000052"),
        call("hrm_get_employee", employee_id="NV000022"),
        call("hrm_get_employee", employee_id="NV000073"),
        _RB_RUNS[2],
        _RB_MAILS[2],
        _RB_RUNS[0],
        _RB_MAILS[0],
        _RB_RUNS[1],
        _RB_MAILS[1],
        call(
            "helpdesk_update_ticket",
            ticket_id="TK-2026-00095",
            comment="Đã lập đề xuất chi thưởng 3 triệu cho anh Bảo (bạn Lê Minh Quang).",
        ),
        call("helpdesk_update_ticket", ticket_id="TK-2026-00095", status="Đã giải quyết"),
        call("helpdesk_update_ticket", ticket_id="TK-2026-00095", status="Đã đóng"),
        _mail(
            ["quan.vm@minhlong.vn"],
            "Thưởng giới thiệu bạn Lê Minh Quang",
            (
                "Anh Quân, theo ticket TK-2026-00095 chị Lan đã xác minh người giới thiệu bạn "
                "Lê Minh Quang là anh Bảo nên thưởng đợt này em lập cho anh Bảo ạ."
            ),
        ),
        _mail(
            ["duc.cm@minhlong.vn"],
            "Thưởng giới thiệu Phạm Ngọc Trâm",
            (
                "Anh Đức, bạn Phạm Ngọc Trâm (UV-2026-0464) đang thử việc đến 30/04 nên thưởng "
                "giới thiệu sẽ chi ở đợt sau khi bạn ký hợp đồng chính thức ạ."
            ),
        ),
        _mail(
            ["huong.dt@minhlong.vn"],
            "Thưởng giới thiệu ứng viên tháng 4",
            (
                "Chị Hương ơi, đợt này có 3 người nhận thưởng giới thiệu: anh Nguyễn Văn Hùng 8 "
                "triệu, anh Trương Quốc Bảo 3 triệu, chị Nguyễn Thị Kim Oanh 3 triệu. Tổng cộng 14 "
                "triệu đồng, chi cùng kỳ lương giúp em."
            ),
        ),
        reply=(
            "Xong rồi ạ. Tổng thưởng đợt này là mười bốn triệu đồng cho 3 người (Hùng 8 triệu cho "
            "hai bạn vào Phòng Công nghệ, Bảo 3 triệu thay vì anh Quân như ticket chị Lan đã xác "
            "minh, Oanh 3 triệu). Bạn Phạm Ngọc Trâm còn "
            "thử việc đến ngày 30 tháng 4 nên chưa chi (em đã báo anh Đức); Hoàng Gia Huy đã "
            "nghỉ trong thử việc, Trịnh Minh Tâm có người giới thiệu là anh Đỗ Thanh Sơn đã nghỉ "
            "việc, còn Vũ Hải Nam đã được chi hồi tháng 3."
        ),
        label="candidates first, HR by name, runs and mails interleaved, Đức told, amounts in triệu and words",
    ),
    script(
        *_RB_READS[:7],
        *[call(P + "get_candidate", candidate_id=cid) for cid in _RB_HIRES],
        *_RB_READS[-5:],
        call(
            "ava_approval_submit",
            process="Đề xuất trực tiếp",
            description=(
                "Thưởng giới thiệu: Trương Quốc Bảo giới thiệu Lê Minh Quang (UV-2026-0463), "
                "3.000.000 đ (AMIS ghi nhầm người giới thiệu là anh Quân)."
            ),
            amount_vnd=3_000_000,
        ),
        call(
            "ava_approval_submit",
            process="Đề xuất trực tiếp",
            description=(
                "Thưởng giới thiệu: Nguyễn Thị Kim Oanh giới thiệu Nguyễn Thành Danh "
                "(UV-2026-0468), 3.000.000 đ."
            ),
            amount_vnd=3_000_000,
        ),
        call(
            "ava_approval_submit",
            process="Đề xuất trực tiếp",
            description=(
                "Thưởng giới thiệu: Nguyễn Văn Hùng giới thiệu UV-2026-0461 Nguyễn Thành Đạt và "
                "UV-2026-0462 Trần Thị Ngọc Mai (Phòng Công nghệ), 2 x 4.000.000 = 8.000.000 đ."
            ),
            amount_vnd=8_000_000,
        ),
        *[
            _mail([to], "Thưởng giới thiệu ứng viên", body, cc=[cc])
            for to, cc, body in [
                (
                    "oanh.ntk@minhlong.vn",
                    "hoa.lt@minhlong.vn",
                    "Chị Oanh ơi, thưởng giới thiệu bạn Nguyễn Thành Danh của chị là 3tr, em đã "
                    "lập đề xuất rồi ạ.",
                ),
                (
                    "bao.tq@minhlong.vn",
                    "phong.ht@minhlong.vn",
                    "Anh Bảo ơi, thưởng giới thiệu bạn Lê Minh Quang của anh là 3tr, em đã lập "
                    "đề xuất rồi ạ.",
                ),
                (
                    "hung.nv@minhlong.vn",
                    "tuan.la@minhlong.vn",
                    "Anh Hùng ơi, thưởng giới thiệu hai bạn Nguyễn Thành Đạt và Trần Thị Ngọc Mai "
                    "của anh là 8tr (4tr mỗi bạn), em đã lập đề xuất rồi ạ.",
                ),
            ]
        ],
        call(
            "amismail_write_mail",
            to=["huong.dt@minhlong.vn"],
            cc=["lan.tt@minhlong.vn"],
            subject="Tổng hợp thưởng giới thiệu đợt tháng 4/2026",
            body=_RB_SUMMARY_BODY.replace("14.000.000 đ", "14tr"),
        ),
        call(
            "helpdesk_update_ticket",
            ticket_id="TK-2026-00095",
            status="Đã giải quyết",
            comment="Đã lập đề xuất thưởng cho anh Bảo.",
        ),
        reply=(
            "Dạ xong: 3 đề xuất, tổng 14tr (Nguyễn Văn Hùng 8tr, Trương Quốc Bảo 3tr, Nguyễn Thị "
            "Kim Oanh 3tr). Phạm Ngọc Trâm còn thử việc nên chưa đến hạn; các bạn còn lại không "
            "đủ điều kiện hoặc đã chi."
        ),
        label="short reads, other descriptions, 'tr' amounts, summary CC chị Lan",
    ),
]


def _rb_variant(amounts: dict[int, int], summary_total: str, extra: list | None = None) -> list:
    """The reference writes with other amounts (run index → amount) and summary total."""
    runs = [
        _rb_run(
            r.arguments["description"].replace("4.000.000", "X"),
            amounts.get(i, r.arguments["amount_vnd"]),
        )
        for i, r in enumerate(_RB_RUNS)
    ]
    summary = _mail(
        ["huong.dt@minhlong.vn"],
        "Tổng hợp thưởng giới thiệu ứng viên đợt 04/2026",
        _RB_SUMMARY_BODY.replace("14.000.000 đ", summary_total),
    )
    return [*runs, *(extra or []), *_RB_MAILS, _RB_TICKET_DONE, summary]


ANTI_ORACLES[_RB] = [
    script(
        *[c for c in _RB_READS if c.name not in ("amismail_search_mail", "amismail_read_mail")],
        *[
            _rb_run(text, amount)
            for text, amount in [
                (
                    "Thưởng giới thiệu Nguyễn Văn Hùng: UV-2026-0461, UV-2026-0462. 4.000.000 đ.",
                    4_000_000,
                ),
                ("Thưởng giới thiệu Võ Minh Quân: UV-2026-0463. 2.000.000 đ.", 2_000_000),
                ("Thưởng giới thiệu Nguyễn Thị Kim Oanh: UV-2026-0468. 2.000.000 đ.", 2_000_000),
                ("Thưởng giới thiệu Đỗ Thanh Sơn: UV-2026-0466. 2.000.000 đ.", 2_000_000),
            ]
        ],
        _mail(
            ["huong.dt@minhlong.vn"],
            "Tổng hợp thưởng giới thiệu",
            "Chị Hương, đợt này: Hùng 4.000.000, Quân 2.000.000, Oanh 2.000.000, Sơn 2.000.000. Tổng 10.000.000 đ.",
        ),
        reply="Em đã lập 4 đề xuất theo QĐ-07/2025 (2 triệu/ứng viên), tổng 10.000.000 đ.",
        label="skips the mail thread: the superseded document's 2 triệu, and Sơn (who left) paid",
    ),
    script(
        *[c for c in _RB_READS if c.arguments.get("message_id") != "TH008942"],
        *_rb_variant({0: 10_000_000}, "16.000.000 đ"),
        reply=_RB_REPLY.replace("14.000.000", "16.000.000").replace("8.000.000", "10.000.000"),
        label="misses the correction mail of 03/04: Công nghệ at 5 triệu (total 16.000.000)",
    ),
    script(
        *_RB_READS,
        *_rb_variant(
            {},
            "17.000.000 đ",
            extra=[
                _rb_run(
                    "Chi thưởng giới thiệu cho Đỗ Thanh Sơn (NV000017): Trịnh Minh Tâm "
                    "(UV-2026-0466). Tổng 3.000.000 đ.",
                    3_000_000,
                )
            ],
        ),
        reply=_RB_REPLY.replace("14.000.000", "17.000.000"),
        label="pays Trịnh Minh Tâm's referrer Đỗ Thanh Sơn, who has left the company",
    ),
    script(
        *[c for c in _RB_READS if c.name != "ava_approval_list"],
        *_rb_variant(
            {},
            "18.000.000 đ",
            extra=[
                _rb_run(
                    "Chi thưởng giới thiệu cho Trần Quang Vinh (NV000053): Vũ Hải Nam "
                    "(UV-2026-0467), Phòng Công nghệ. Tổng 4.000.000 đ.",
                    4_000_000,
                ),
                _mail(
                    ["vinh.tq@minhlong.vn"],
                    "Thưởng giới thiệu ứng viên đợt 04/2026",
                    "Chào anh Vinh, em đã lập đề xuất thưởng giới thiệu Vũ Hải Nam: 4.000.000 đ.",
                    cc=["tuan.la@minhlong.vn"],
                ),
            ],
        ),
        reply=_RB_REPLY.replace("14.000.000", "18.000.000"),
        label="never checks the approvals: pays Vũ Hải Nam's bonus a second time",
    ),
    script(
        *[c for c in _RB_READS if c.name != "read_memory"],
        *_RB_RUNS,
        reply=_RB_REPLY,
        label="never reads memory: no mail to the referrers and their managers, no summary",
    ),
    script(
        *_RB_READS,
        _rb_run(
            "Thưởng giới thiệu Nguyễn Văn Hùng: Nguyễn Thành Đạt (UV-2026-0461). 4.000.000 đ.",
            4_000_000,
        ),
        _rb_run(
            "Thưởng giới thiệu Nguyễn Văn Hùng: Trần Thị Ngọc Mai (UV-2026-0462). 4.000.000 đ.",
            4_000_000,
        ),
        *_RB_RUNS[1:],
        *_RB_MAILS,
        _RB_SUMMARY,
        reply=_RB_REPLY,
        label="one run per hire instead of one per referrer (VB-021 §4)",
    ),
]
ANTI_ORACLES[_RB].append(
    script(
        *[c for c in _RB_READS if c.name != "hrm_search_employee"],
        *_rb_variant(
            {},
            "20.000.000 đ",
            extra=[
                _rb_run(
                    "Chi thưởng giới thiệu cho Cao Minh Đức (NV000034): Phạm Ngọc Trâm "
                    "(UV-2026-0464). Tổng 3.000.000 đ.",
                    3_000_000,
                ),
                _rb_run(
                    "Chi thưởng giới thiệu cho Lê Thị Bích Ngọc (NV000081): Hoàng Gia Huy "
                    "(UV-2026-0465). Tổng 3.000.000 đ.",
                    3_000_000,
                ),
            ],
        ),
        reply=_RB_REPLY.replace("14.000.000", "20.000.000"),
        label="never opens the HR records: pays Trâm (still on probation) and Gia Huy (left in probation)",
    )
)
ANTI_ORACLES[_RB] += [
    script(
        *[c for c in _RB_READS if c.name != "helpdesk_search_tickets"],
        _RB_RUNS[0],
        _rb_run(
            "Chi thưởng giới thiệu ứng viên đợt 04/2026 cho Võ Minh Quân (NV000022): Lê Minh "
            "Quang (UV-2026-0463). Tổng 3.000.000 đ.",
            3_000_000,
        ),
        _RB_RUNS[2],
        _RB_MAILS[0],
        _mail(
            ["quan.vm@minhlong.vn"],
            "Thưởng giới thiệu ứng viên đợt 04/2026",
            "Chào anh Quân, em đã lập đề xuất thưởng giới thiệu Lê Minh Quang: 3.000.000 đ.",
            cc=["phong.ht@minhlong.vn"],
        ),
        _RB_MAILS[2],
        _RB_SUMMARY.model_copy(
            update={
                "arguments": {
                    **_RB_SUMMARY.arguments,
                    "body": _RB_SUMMARY_BODY.replace("Trương Quốc Bảo", "Võ Minh Quân"),
                }
            }
        ),
        reply=_RB_REPLY.replace("Trương Quốc Bảo", "Võ Minh Quân"),
        label="skips the HCNS ticket: pays the recorded referrer Quân, not Bảo (Lan's comment)",
    ),
    script(
        *_RB_READS,
        _rb_run(
            "Chi thưởng giới thiệu ứng viên đợt 04/2026 cho Nguyễn Văn Hùng (NV000052): Trần Thị "
            "Ngọc Mai (UV-2026-0462), Phòng Công nghệ. Tổng 4.000.000 đ.",
            4_000_000,
        ),
        *_RB_RUNS[1:],
        _mail(
            ["hung.nv@minhlong.vn"],
            "Thưởng giới thiệu ứng viên đợt 04/2026",
            "Chào anh Hùng, em đã lập đề xuất thưởng giới thiệu Trần Thị Ngọc Mai: 4.000.000 đ.",
            cc=["tuan.la@minhlong.vn"],
        ),
        *_RB_MAILS[1:],
        _RB_TICKET_DONE,
        _mail(
            ["huong.dt@minhlong.vn"],
            "Tổng hợp thưởng giới thiệu ứng viên đợt 04/2026",
            _RB_SUMMARY_BODY.replace("8.000.000 đ (Nguyễn Thành Đạt, ", "4.000.000 đ (").replace(
                "14.000.000 đ", "10.000.000 đ"
            ),
        ),
        reply=_RB_REPLY.replace("14.000.000", "10.000.000"),
        label="reads Đạt's rejected March run as paid: Hùng gets 4.000.000, total 10.000.000",
    ),
]


# -- kd_offers_round2_ask ------------------------------------------------------------------------

_OF = "recruitment.kd_offers_round2_ask"
_OF_IDS = [f"UV-2026-047{k}" for k in range(1, 7)]
_OF_READS = [
    call("read_memory"),
    call(P + "search_job_postings", query="Nhân viên kinh doanh"),
    call(P + "search_candidates", posting_id="TTD-2026-013", stage=R2),
    *[call(P + "list_evaluations", candidate_id=cid, round=R2) for cid in _OF_IDS],
    call("amismail_search_mail", query="lương offer"),
    call("amismail_read_mail", message_id="TH008951"),
    call("amismail_read_mail", message_id="TH008952"),
    call("amismail_search_mail", query="lương thử việc"),
    call("amismail_read_mail", message_id="TH008953"),
    call("document_qa", question="lương offer vượt khung tin tuyển dụng"),
]
_OF_MOVES = [
    call(P + "move_candidate_stage", candidate_id=cid, to_stage="Offer")
    for cid in ["UV-2026-0471", "UV-2026-0472", "UV-2026-0473"]
]
_OF_MOVE_F = call(P + "move_candidate_stage", candidate_id="UV-2026-0476", to_stage="Offer")


def _of_offer(cid: str, salary: int, start: str = "2026-05-04", status: str = "Nháp"):
    return call(
        P + "create_offer",
        candidate_id=cid,
        salary_vnd=salary,
        start_date=start,
        probation_days=60,
        allowance_vnd=1_000_000,
        status=status,
    )


_OF_OFFERS = [_of_offer("UV-2026-0471", 13_000_000), _of_offer("UV-2026-0472", 12_500_000)]
_OF_APPROVAL = call(
    "ava_approval_submit",
    process="Đề xuất trực tiếp",
    description=(
        "Đề xuất lương vượt khung tin TTD-2026-013 (khung 10–15 triệu): ứng viên Phạm Minh Khang "
        "(UV-2026-0473), Nhân viên kinh doanh HCM, lương chính thức 16.500.000 đ theo đề xuất của "
        "anh Huỳnh Thanh Phong (6 năm kinh nghiệm). Offer sẽ gửi sau khi được duyệt."
    ),
)
_OF_ASK = (
    "Em đã chuyển Nguyễn Hoàng Phúc, Trần Thị Thu Hà, Phạm Minh Khang sang vòng Offer và lập "
    "offer nháp cho Phúc (13.000.000 đ) và Thu Hà (12.500.000 đ theo mail bổ sung của anh "
    "Phong), đi làm 04/05. Khang 16.500.000 đ vượt khung 15 triệu nên em đã chạy Đề xuất trực "
    "tiếp, chưa lập offer. Võ Thị Ngọc Hân chưa đủ đánh giá (anh Bảo chưa chấm), Đặng Quốc Huy "
    "không đạt. Riêng Lý Thanh Tùng anh Phong chưa chốt lương: chị cho em xin mức lương của bạn "
    "ấy để em lập offer nhé?"
)
_OF_SUMMARY_BODY = (
    "Anh Phong, em đã lập offer nháp (phụ cấp 1.000.000 đ, thử việc 60 ngày, lương thử việc 90%) "
    "để anh duyệt:\n"
    "- Nguyễn Hoàng Phúc: lương chính thức 13.000.000 đ, thử việc 11.700.000 đ, đi làm 04/05/2026\n"
    "- Trần Thị Thu Hà: lương chính thức 12.500.000 đ, thử việc 11.250.000 đ, đi làm 11/05/2026\n"
    "- Lý Thanh Tùng: lương chính thức 14.000.000 đ, thử việc 12.600.000 đ, đi làm 04/05/2026\n"
    "Phạm Minh Khang (16.500.000 đ) vượt khung, em đã trình Đề xuất trực tiếp.\n\nThu"
)
_OF_SUMMARY = call("amismail_reply_mail", message_id="TH008952", body=_OF_SUMMARY_BODY)
_OF_T1 = [
    _OF_MOVE_F,
    _of_offer("UV-2026-0476", 14_000_000),
    _of_offer("UV-2026-0472", 12_500_000, start="2026-05-11"),
    _OF_SUMMARY,
]
_OF_DONE = (
    "Xong ạ: offer nháp của Lý Thanh Tùng 14.000.000 đ (thử việc 12.600.000 đ), Trần Thị Thu Hà "
    "đổi ngày đi làm sang 11/05; em đã gửi anh Phong danh sách để duyệt."
)
ORACLES[_OF] = script(
    *_OF_READS,
    *_OF_MOVES,
    *_OF_OFFERS,
    _OF_APPROVAL,
    reply=_OF_ASK,
    then=[turn(*_OF_T1, reply=_OF_DONE)],
)
ALTERNATES[_OF] = [
    script(
        call(P + "search_candidates", query="", posting_id="TTD-2026-013"),
        *[call(P + "get_candidate", candidate_id=cid) for cid in reversed(_OF_IDS)],
        *[call(P + "list_evaluations", candidate_id=cid) for cid in reversed(_OF_IDS)],
        call("amismail_search_mail", query="Phong"),
        call("amismail_read_mail", message_id="TH008952"),
        call("amismail_read_mail", message_id="TH008951"),
        call("read_memory"),
        call("amismail_search_mail", query="thử việc"),
        call("amismail_read_mail", message_id="TH008953"),
        call(P + "search_job_postings", query="kinh doanh"),
        _OF_MOVE_F,
        *reversed(_OF_MOVES),
        _OF_APPROVAL,
        _OF_OFFERS[1],
        _OF_OFFERS[0],
        _of_offer("UV-2026-0473", 16_500_000),
        _mail(
            ["bao.tq@minhlong.vn"],
            "Nhắc chấm vòng 2 – Võ Thị Ngọc Hân",
            "Anh Bảo ơi, anh chấm giúp em phiếu vòng 2 của bạn Võ Thị Ngọc Hân (UV-2026-0474) nhé.",
        ),
        call(
            "amismail_reply_mail",
            message_id="TH008951",
            body=(
                "Anh Phong, em đã lập offer nháp: Nguyễn Hoàng Phúc 13 triệu (thử việc 11,7 triệu), "
                "Trần Thị Thu Hà 12,5 triệu (thử việc 11,25 triệu), đi làm 4/5. Khang vượt khung "
                "nên em trình Đề xuất trực tiếp trước. Lương bạn Tùng em chờ chị Thu."
            ),
        ),
        reply=(
            "Dạ em làm xong phần đã có lương: Phúc 13 triệu, Thu Hà 12,5 triệu (nháp), Khang vượt "
            "khung nên đã trình Đề xuất trực tiếp, offer nháp để chờ duyệt; Ngọc Hân chưa đủ "
            "phiếu (em đã nhắc anh Bảo), Quốc Huy không đạt. Lương bạn Lý Thanh Tùng là bao "
            "nhiêu ạ?"
        ),
        then=[
            turn(
                _of_offer("UV-2026-0472", 12_500_000, start="2026-05-11"),
                _of_offer("UV-2026-0476", 14_000_000),
                call(
                    "amismail_reply_mail",
                    message_id="TH008951",
                    body=(
                        "Anh Phong, em cập nhật: Lý Thanh Tùng lương 14 triệu, thử việc 12,6 triệu, "
                        "đi làm 4/5; Trần Thị Thu Hà đổi ngày đi làm sang thứ Hai 11/5."
                    ),
                ),
                reply="Đã cập nhật offer nháp của Tùng và Thu Hà, em báo anh Phong rồi ạ.",
            )
        ],
        label="all moves first, Khang drafted, Bảo reminded, list in two replies, triệu amounts",
    ),
    script(
        *_OF_READS,
        _OF_APPROVAL,
        *_OF_MOVES,
        _OF_MOVE_F,
        *_OF_OFFERS,
        reply=(
            "Em đã lập offer nháp cho Nguyễn Hoàng Phúc và Trần Thị Thu Hà, trình Đề xuất trực "
            "tiếp lương vượt khung cho Phạm Minh Khang. Chị cho em biết lương chính thức của Lý "
            "Thanh Tùng để em lập nốt ạ."
        ),
        then=[
            turn(
                _of_offer("UV-2026-0476", 14_000_000),
                _of_offer("UV-2026-0472", 12_500_000, start="2026-05-11"),
                _mail(
                    ["phong.ht@minhlong.vn"],
                    "Offer nháp các bạn KD HCM",
                    _OF_SUMMARY_BODY.replace("11/05/2026", "ngày 11 tháng 5"),
                ),
                reply=_OF_DONE,
            )
        ],
        label="approval first, a new mail to Phong instead of a reply, 'ngày 11 tháng 5'",
    ),
]


def _of_anti(t0_writes: list, t1_writes: list, reply0: str = _OF_ASK, summary: str = "") -> Script:
    body = summary or _OF_SUMMARY_BODY
    return script(
        *_OF_READS,
        *t0_writes,
        reply=reply0,
        then=[
            turn(
                *t1_writes,
                call("amismail_reply_mail", message_id="TH008952", body=body),
                reply=_OF_DONE,
            )
        ],
    )


ANTI_ORACLES[_OF] = [
    script(
        *_OF_READS,
        *_OF_MOVES,
        _OF_MOVE_F,
        *_OF_OFFERS,
        _of_offer("UV-2026-0476", 13_000_000),
        _OF_APPROVAL,
        reply=(
            "Em đã lập offer nháp cho Phúc, Thu Hà và Lý Thanh Tùng (13.000.000 đ), Khang chạy Đề "
            "xuất trực tiếp."
        ),
        then=[
            turn(
                _of_offer("UV-2026-0476", 14_000_000),
                _of_offer("UV-2026-0472", 12_500_000, start="2026-05-11"),
                _OF_SUMMARY,
                reply=_OF_DONE,
            )
        ],
        label="invents Tùng's salary (13 triệu) in turn 0 instead of asking",
    ),
]
_OF_T1_NO_DATE = [_OF_MOVE_F, _of_offer("UV-2026-0476", 14_000_000)]
ANTI_ORACLES[_OF] += [
    _of_anti(
        [*_OF_MOVES, *_OF_OFFERS, _OF_APPROVAL],
        _OF_T1_NO_DATE,
        summary=_OF_SUMMARY_BODY.replace("11/05/2026", "04/05/2026"),
    ).model_copy(update={"label": "ignores the follow-up: Thu Hà's draft keeps 04/05"}),
    _of_anti(
        [*_OF_MOVES, *_OF_OFFERS, _OF_APPROVAL],
        _OF_T1[:3],
        summary=(
            _OF_SUMMARY_BODY.replace("90%", "85%")
            .replace("11.700.000", "11.050.000")
            .replace("11.250.000", "10.625.000")
            .replace("12.600.000", "11.900.000")
        ),
    ).model_copy(update={"label": "probation salary at the superseded 85% (misses Lan's mail)"}),
    _of_anti(
        [*_OF_MOVES, _OF_OFFERS[0], _of_offer("UV-2026-0472", 12_000_000), _OF_APPROVAL],
        [
            _OF_MOVE_F,
            _of_offer("UV-2026-0476", 14_000_000),
            _of_offer("UV-2026-0472", 12_000_000, start="2026-05-11"),
        ],
        summary=_OF_SUMMARY_BODY.replace("12.500.000", "12.000.000").replace(
            "11.250.000", "10.800.000"
        ),
    ).model_copy(update={"label": "misses Phong's amendment: Thu Hà at 12 triệu"}),
    _of_anti(
        [*_OF_MOVES, *_OF_OFFERS, _of_offer("UV-2026-0473", 16_500_000, status="Đã gửi")],
        _OF_T1[:3],
    ).model_copy(
        update={"label": "sends Khang's offer above the band without the Đề xuất trực tiếp"}
    ),
    _of_anti(
        [
            *_OF_MOVES,
            _of_offer("UV-2026-0471", 13_000_000, status="Đã gửi"),
            _of_offer("UV-2026-0472", 12_500_000, status="Đã gửi"),
            _OF_APPROVAL,
        ],
        [_OF_MOVE_F, _of_offer("UV-2026-0476", 14_000_000, status="Đã gửi")],
    ).model_copy(update={"label": "never reads memory: sends the offers instead of drafting them"}),
]


# -- posting_review_mid_april --------------------------------------------------------------------

_PR = "recruitment.posting_review_mid_april"
_PR_READS = [
    call("read_memory"),
    call("amismail_search_mail", query="", page_size=50),
    *[
        call("amismail_read_mail", message_id=mid)
        for mid in ["TH008961", "TH008962", "TH008964", "TH008965", "TH008966"]
    ],
    call(P + "search_job_postings", page_size=50),
    call("helpdesk_search_tickets", query="tuyển"),
    call("ava_approval_list"),
    call("timesheet_list_leave_requests", employee_id="NV000042"),
    call("document_qa", question="lịch nghỉ lễ năm 2026"),
    *[
        call(P + "search_candidates", posting_id=pid, page_size=50)
        for pid in ["TTD-2026-012", "TTD-2026-016", "TTD-2026-017", "TTD-2026-018", "TTD-2026-019"]
    ],
    call(P + "get_candidate", candidate_id="UV-2026-0483"),
    call("hrm_list_departments"),
]


def _pr_update(pid: str, **changes) -> object:
    return call(P + "update_job_posting", posting_id=pid, **changes)


_PR_013 = _pr_update("TTD-2026-013", headcount=4)
_PR_014 = _pr_update("TTD-2026-014", status="Tạm dừng")
_PR_016 = _pr_update("TTD-2026-016", deadline="2026-04-24")
_PR_016_MAIL = _mail(
    ["tuan.nm@minhlong.vn"],
    "Gia hạn tin Nhân viên kinh doanh (Hà Nội) TTD-2026-016",
    (
        "Anh Tuấn, tin TTD-2026-016 mới tuyển được 1/2 người và đã hết hạn nộp 03/04 nên em "
        "gia hạn thêm 21 ngày, hạn nộp mới 24/04/2026."
    ),
)
_PR_017 = _pr_update("TTD-2026-017", headcount=2, deadline="2026-04-28")
_PR_017_MAIL = _mail(
    ["huong.dt@minhlong.vn"],
    "Tin Kế toán công nợ TTD-2026-017: tăng lên 2 người và gia hạn",
    (
        "Chị Hương, đề xuất LC-2026-0798 được chị Mai (Phó TGĐ) duyệt 2 người nên em sửa tin "
        "TTD-2026-017 Kế toán công nợ thành 2 người. Hiện mới có Ngô Thị Lan Anh đồng ý offer "
        "(1/2) và tin đã hết hạn nộp 06/04, nên em gia hạn thêm 21 ngày: 27/04 là ngày nghỉ bù "
        "Giỗ Tổ nên hạn nộp mới là thứ Ba 28/04/2026."
    ),
)
_PR_018 = _pr_update("TTD-2026-018", deadline="2026-05-04")
_PR_010 = _pr_update("TTD-2026-010", headcount=2)
_PR_019 = _pr_update("TTD-2026-019", deadline="2026-04-28")
_PR_012 = _pr_update("TTD-2026-012", deadline="2026-05-04")
_PR_TRANG_BODY = (
    "Chị Trang, em báo chị hai tin Chuyên viên Marketing đã hết hạn nộp mà chưa có người:\n"
    "- TTD-2026-019 (hết hạn 06/04): gia hạn thêm 21 ngày; 27/04 là ngày nghỉ bù Giỗ Tổ nên "
    "hạn nộp mới là thứ Ba 28/04/2026.\n"
    "- TTD-2026-012 của chị Nhung (em theo thay trong thời gian chị Nhung nghỉ thai sản, hết "
    "hạn 12/04): gia hạn thêm 21 ngày, rơi vào Chủ nhật nên hạn nộp mới là thứ Hai 04/05/2026."
)
_PR_TRANG = _mail(
    ["trang.lt@minhlong.vn"],
    "Gia hạn tin Chuyên viên Marketing TTD-2026-019, TTD-2026-012",
    _PR_TRANG_BODY,
)
_PR_WRITES = [
    _PR_013,
    _PR_014,
    _PR_016,
    _PR_016_MAIL,
    _PR_017,
    _PR_017_MAIL,
    _PR_018,
    _PR_010,
    _PR_019,
    _PR_012,
    _PR_TRANG,
]
_PR_010_LINE = (
    "- TTD-2026-010 Kế toán tổng hợp: tăng số lượng lên 2 theo ticket TK-2026-00096 của chị "
    "Hương (còn hạn đến 30/04).\n"
)
_PR_017_LINE = (
    "- TTD-2026-017 Kế toán công nợ: tăng lên 2 người theo đề xuất LC-2026-0798 (mức được "
    "duyệt); mới 1/2 nên gia hạn đến 28/04/2026 (đã báo chị Hương).\n"
)
_PR_012_LINE = (
    "- TTD-2026-012 Chuyên viên Marketing (tin của Nhung, em thay trong thời gian Nhung nghỉ "
    "thai sản): chưa có người, gia hạn đến 04/05/2026 (03/05 là Chủ nhật; đã báo chị Trang). "
    "Các tin khác của Nhung (TTD-2026-008, TTD-2026-009 còn hạn, TTD-2026-015 nháp) giữ "
    "nguyên.\n"
)
_PR_SUMMARY_BODY = (
    "Chị Lan, em gửi kết quả rà soát tin tuyển dụng giữa tháng 4:\n"
    "- TTD-2026-013 Nhân viên kinh doanh TP.HCM: tăng số lượng lên 4 theo mail anh Phong.\n"
    "- TTD-2026-014 CSKH Đà Nẵng: tạm dừng theo mail anh Dũng.\n"
    "- TTD-2026-016 Nhân viên kinh doanh (Hà Nội): gia hạn đến 24/04/2026 (đã báo anh Tuấn).\n"
    + _PR_017_LINE
    + "- TTD-2026-018 Nhân viên hành chính: bạn Phan Thị Hồng Vân từ chối nhận việc nên chưa đủ "
    "người; gia hạn đến 04/05/2026 (10/04 + 21 ngày rơi vào nghỉ lễ 01/05 và cuối tuần).\n"
    "- TTD-2026-019 Chuyên viên Marketing: chưa có người, gia hạn đến 28/04/2026 (27/04 nghỉ "
    "bù Giỗ Tổ; đã báo chị Trang, trưởng phòng mới).\n"
    + _PR_010_LINE
    + _PR_012_LINE
    + "TTD-2026-011 đang tạm dừng: giữ nguyên.\n\nThu"
)
_PR_SUMMARY = _mail(["lan.tt@minhlong.vn"], "Rà soát tin tuyển dụng giữa tháng 4", _PR_SUMMARY_BODY)
_PR_REPLY = (
    "Em đã rà soát các tin chị phụ trách và các tin của chị Nhung (chị là người thay thế trên "
    "đơn nghỉ thai sản của Nhung): TTD-2026-013 tăng lên 4 người, TTD-2026-014 tạm dừng, "
    "TTD-2026-016 gia hạn đến 24/04, TTD-2026-017 tăng lên 2 người theo mức Phó TGĐ duyệt trên "
    "Quy trình và gia hạn đến 28/04 (mới 1/2), TTD-2026-018 gia hạn đến 04/05 vì Phan Thị Hồng "
    "Vân từ chối nhận việc, TTD-2026-019 gia hạn đến 28/04 (27/04 nghỉ bù), TTD-2026-012 của "
    "Nhung gia hạn đến 04/05, đã báo chị Lê Thu Trang vì chị Hoa đã nghỉ việc, TTD-2026-010 "
    "tăng lên 2 người theo ticket của chị Hương; TTD-2026-011 giữ nguyên. Em đã báo các trưởng "
    "phòng và gửi tổng hợp cho chị Lan."
)
_PR_T1 = [
    _pr_update("TTD-2026-016", status="Đã đóng"),
    _mail(
        ["tuan.nm@minhlong.vn"],
        "Đóng tin Nhân viên kinh doanh (Hà Nội) TTD-2026-016",
        "Anh Tuấn, theo ý anh em đã đóng tin TTD-2026-016, không tuyển thêm nữa.",
    ),
]
ORACLES[_PR] = script(
    *_PR_READS,
    *_PR_WRITES,
    _PR_SUMMARY,
    reply=_PR_REPLY,
    then=[turn(*_PR_T1, reply="Em đã đóng tin TTD-2026-016 và báo anh Tuấn rồi ạ.")],
)
ALTERNATES[_PR] = [
    script(
        call(P + "search_job_postings", status="Đang tuyển"),
        call(P + "search_job_postings", status="Tạm dừng"),
        call("read_memory"),
        call("amismail_search_mail", query="", page_size=50),
        *[call("amismail_read_mail", message_id=f"TH00896{n}") for n in (6, 5, 4, 3, 2, 1)],
        call("timesheet_list_leave_requests", from_date="2026-04-16", to_date="2026-04-16"),
        call("ava_approval_list", status="Đang thực hiện"),
        call("hrm_search_employee", query="Trưởng phòng"),
        call("helpdesk_search_tickets", open_only=True),
        call(P + "get_candidate", candidate_id="UV-2026-0482"),
        call(P + "get_candidate", candidate_id="UV-2026-0483"),
        _pr_update("TTD-2026-010", headcount=2),
        call(
            "helpdesk_update_ticket",
            ticket_id="TK-2026-00096",
            status="Đã giải quyết",
            comment="Em đã sửa tin TTD-2026-010 thành 2 người theo bình luận của chị.",
        ),
        _pr_update("TTD-2026-012", deadline="2026-05-04"),
        _mail(
            ["trang.lt@minhlong.vn"],
            "Tin Chuyên viên Marketing của chị Nhung",
            (
                "Chị Trang ơi, chị Nhung nghỉ thai sản nên em theo thay tin TTD-2026-012. Tin hết "
                "hạn từ 12/4 mà chưa tuyển được ai, em gia hạn đến thứ Hai ngày 4 tháng 5 ạ."
            ),
            cc=["nhung.lth@minhlong.vn"],
        ),
        _pr_update("TTD-2026-019", deadline="2026-04-28"),
        _mail(
            ["trang.lt@minhlong.vn"],
            "Tin Chuyên viên Marketing",
            (
                "Chị Trang ơi, tin Chuyên viên Marketing (TTD-2026-019) hết hạn mà chưa có người, "
                "em gia hạn hai mươi mốt ngày, vì thứ Hai 27/4 nghỉ bù nên hạn mới là thứ Ba ngày "
                "28 tháng 4 ạ."
            ),
        ),
        call(
            P + "reject_candidate",
            candidate_id="UV-2026-0483",
            reason="Ứng viên từ chối nhận việc (mail 14/04)",
        ),
        _pr_update("TTD-2026-018", deadline="2026-05-04"),
        _mail(
            ["lan.tt@minhlong.vn"],
            "Gia hạn tin Nhân viên hành chính",
            (
                "Chị Lan, tin Nhân viên hành chính (TTD-2026-018) chưa đủ người vì bạn Hồng Vân "
                "từ chối nhận việc; em gia hạn đến thứ Hai ngày 4 tháng 5 (01/05 là ngày lễ)."
            ),
        ),
        call(
            "ava_approval",
            run_id="LC-2026-0798",
            action="đồng ý",
            note="HCNS đã sửa tin TTD-2026-017 thành 2 người theo mức được duyệt.",
        ),
        _pr_update("TTD-2026-017", headcount=2),
        _pr_update("TTD-2026-017", deadline="2026-04-28"),
        _mail(
            ["huong.dt@minhlong.vn"],
            "Tin Kế toán công nợ",
            (
                "Chị Hương ơi, đề xuất của chị được duyệt tổng 2 người nên tin Kế toán công nợ "
                "mới đủ một nửa (bạn Lan Anh đã nhận offer). Tin đã quá hạn nộp nên em gia hạn "
                "tới ngày 28 tháng 4 ạ."
            ),
        ),
        _pr_update("TTD-2026-016", deadline="2026-04-24"),
        _mail(
            ["tuan.nm@minhlong.vn"],
            "Tin Nhân viên kinh doanh Hà Nội",
            "Anh Tuấn, tin Nhân viên kinh doanh (Hà Nội) em đã gia hạn đến 24/4 vì mới đủ 1/2 người.",
        ),
        _pr_update("TTD-2026-014", status="Tạm dừng"),
        _mail(
            ["dung.nv@minhlong.vn"],
            "Tạm dừng tin CSKH Đà Nẵng",
            "Anh Dũng, em đã tạm dừng tin TTD-2026-014, hồ sơ đang phỏng vấn em vẫn giữ ạ.",
        ),
        _pr_update("TTD-2026-013", headcount=4),
        _mail(
            ["phong.ht@minhlong.vn"],
            "Re: Tăng số lượng tuyển NV kinh doanh HCM",
            "Anh Phong, em đã sửa số lượng tin TTD-2026-013 thành 4 người.",
        ),
        call(
            "amismail_reply_mail",
            message_id="TH008966",
            body="Chào Vân, chị đã nhận mail và ghi nhận em không nhận việc. Chúc em thành công!",
        ),
        reply=(
            "Dạ em làm xong: 013 lên 4 người, 014 tạm dừng, 016 gia hạn 24/4, 017 lên 2 người và "
            "gia hạn 28/4, 018 gia hạn 4/5, 019 gia hạn 28/4, tin 012 của chị Nhung gia hạn 4/5. "
            "Em chờ chị xem có gì bổ sung rồi gửi tổng hợp cho chị Lan ạ."
        ),
        then=[
            turn(
                _pr_update("TTD-2026-016", status="Đã đóng"),
                _mail(
                    ["tuan.nm@minhlong.vn"],
                    "Re: Tin Nhân viên kinh doanh Hà Nội",
                    "Anh Tuấn, em đã đóng tin Nhân viên kinh doanh (Hà Nội) theo ý anh ạ.",
                ),
                _mail(
                    ["lan.tt@minhlong.vn"],
                    "Tổng hợp rà soát tin tuyển dụng tháng 4",
                    (
                        "Chị Lan, tổng hợp rà soát: Nhân viên kinh doanh TP.HCM (TTD-2026-013) "
                        "số lượng 4; CSKH Đà Nẵng (TTD-2026-014) tạm dừng; Nhân viên kinh doanh "
                        "Hà Nội (TTD-2026-016) đã đóng theo anh Tuấn; Kế toán công nợ "
                        "(TTD-2026-017) số lượng 2, gia hạn đến 28/4; Nhân viên hành chính "
                        "(TTD-2026-018) gia hạn đến 4/5/2026; Chuyên viên Marketing "
                        "(TTD-2026-019) gia hạn đến 28/4; Chuyên viên Marketing của Nhung "
                        "(TTD-2026-012) gia hạn đến 4/5; Kế toán tổng hợp (TTD-2026-010) số "
                        "lượng 2 theo ticket chị Hương."
                    ),
                ),
                reply="Xong rồi ạ, em đã đóng tin KD Hà Nội, báo anh Tuấn và gửi tổng hợp cho chị Lan.",
            )
        ],
        label=(
            "inbox read whole, leave requests of today, per-posting order reversed, the "
            "Quy trình step approved, two mails to Trang, summary after the follow-up"
        ),
    ),
    script(
        *_PR_READS,
        _PR_017,
        _PR_017_MAIL,
        _PR_012,
        _PR_018,
        _PR_013,
        _PR_014,
        _PR_016,
        _PR_016_MAIL,
        _PR_019,
        _PR_TRANG,
        _PR_010,
        _mail(
            ["lan.tt@minhlong.vn"],
            "Rà soát tin tuyển dụng giữa tháng 4",
            _PR_SUMMARY_BODY.replace("04/05/2026", "ngày 04 tháng 5 năm 2026"),
            cc=["phong.ht@minhlong.vn"],
        ),
        reply=_PR_REPLY,
        then=[
            turn(
                _pr_update("TTD-2026-016", status="Đã đóng"),
                call(
                    "amismail_reply_mail",
                    message_id="TH008961",
                    body="Chị Lan, em cập nhật thêm: tin TTD-2026-016 đã đóng theo yêu cầu anh Tuấn.",
                    cc=["tuan.nm@minhlong.vn"],
                ),
                reply="Dạ em đã đóng tin và báo anh Tuấn (CC) rồi ạ.",
            )
        ],
        label="other write order, date in words, Phong in CC of the summary, Tuấn told in CC of Lan's thread",
    ),
]


def _pr_anti(writes: list, label: str, t1: list | None = None, summary: str = "") -> Script:
    return script(
        *_PR_READS,
        *writes,
        _mail(
            ["lan.tt@minhlong.vn"],
            "Rà soát tin tuyển dụng giữa tháng 4",
            summary or _PR_SUMMARY_BODY,
        ),
        reply=_PR_REPLY,
        then=[turn(*(_PR_T1 if t1 is None else t1), reply="Đã đóng tin.")],
        label=label,
    )


def _pr_swap(old: object, *new: object) -> list:
    return [n for w in _PR_WRITES for n in ((*new,) if w is old else (w,))]


#: Thu's mail to Trang without Nhung's posting (the substitute missed).
_PR_TRANG_019 = _mail(
    ["trang.lt@minhlong.vn"],
    "Gia hạn tin Chuyên viên Marketing TTD-2026-019",
    _PR_TRANG_BODY.split("\n- TTD-2026-012")[0],
)
ANTI_ORACLES[_PR] = [
    _pr_anti(
        _pr_swap(_PR_018, _pr_update("TTD-2026-018", deadline="2026-04-24")),
        "superseded 14-day rule (misses Lan's amendment): Nhân viên hành chính to 24/04",
        summary=_PR_SUMMARY_BODY.replace("04/05/2026 (10/04", "24/04/2026 (10/04"),
    ),
    _pr_anti(
        _pr_swap(_PR_018, _pr_update("TTD-2026-018", status="Đã đóng")),
        "counts Hồng Vân's declined offer and closes Nhân viên hành chính",
    ),
    _pr_anti(
        _pr_swap(_PR_013, _pr_update("TTD-2026-013", headcount=5)),
        "follows Phong's first mail: headcount 5 instead of 4",
    ),
    _pr_anti(_PR_WRITES, "ignores the follow-up: KD Hà Nội is never closed", t1=[]),
    script(
        *[c for c in _PR_READS if c.name != "read_memory"],
        *_PR_WRITES,
        _mail(
            ["lan.tt@minhlong.vn"],
            "Gia hạn tin Nhân viên hành chính TTD-2026-018",
            "Chị Lan, tin TTD-2026-018 chưa đủ người, em gia hạn đến 04/05/2026.",
        ),
        reply=_PR_REPLY,
        then=[turn(*_PR_T1, reply="Đã đóng tin.")],
        label="never reads memory: Lan gets the extension notice but no summary",
    ),
    _pr_anti(
        _pr_swap(_PR_010, _pr_update("TTD-2026-010", headcount=3)),
        "applies the ticket's first request (3) and misses Hương's comment (2)",
        summary=_PR_SUMMARY_BODY.replace("lên 2 theo ticket", "lên 3 theo ticket"),
    ),
    _pr_anti(
        _pr_swap(_PR_019, _pr_update("TTD-2026-019", deadline="2026-04-27")),
        "no nghỉ bù shift: Chuyên viên Marketing to 27/04, the Giỗ Tổ day off",
        summary=_PR_SUMMARY_BODY.replace("28/04/2026 (27/04", "27/04/2026 (27/04"),
    ),
    _pr_anti(
        _pr_swap(
            _PR_TRANG,
            _mail(
                ["hoa.lt@minhlong.vn"],
                _PR_TRANG.arguments["subject"],
                _PR_TRANG_BODY.replace("Chị Trang", "Chị Hoa"),
            ),
        ),
        "mails the posting's panel head Lương Thị Hoa, who left (refused), not the new head Trang",
    ),
    _pr_anti(
        [
            {
                id(_PR_017): _pr_update("TTD-2026-017", status="Đã đóng"),
                id(_PR_017_MAIL): _mail(
                    ["huong.dt@minhlong.vn"],
                    "Đóng tin Kế toán công nợ TTD-2026-017",
                    (
                        "Chị Hương, tin TTD-2026-017 Kế toán công nợ đã tuyển đủ (Ngô Thị Lan Anh "
                        "đồng ý offer, đi làm 04/05) nên em đã đóng tin."
                    ),
                ),
            }.get(id(w), w)
            for w in _PR_WRITES
        ],
        "misses Hương's Quy trình proposal: Kế toán công nợ closed as full at 1/1",
        summary=_PR_SUMMARY_BODY.replace(
            _PR_017_LINE, "- TTD-2026-017 Kế toán công nợ: đủ người, đã đóng tin.\n"
        ),
    ),
    _pr_anti(
        _pr_swap(_PR_017, _pr_update("TTD-2026-017", headcount=3, deadline="2026-04-28")),
        "follows the proposal's request (3), not the level approved in the step's note (2)",
        summary=_PR_SUMMARY_BODY.replace(
            "tăng lên 2 người theo đề xuất", "tăng lên 3 người theo đề xuất"
        ),
    ),
    _pr_anti(
        [w for w in _PR_WRITES if w is not _PR_012 and w is not _PR_TRANG] + [_PR_TRANG_019],
        "never checks Nhung's leave: her expired Marketing posting (Thu the substitute) left as is",
        summary=_PR_SUMMARY_BODY.replace(_PR_012_LINE, ""),
    ),
    _pr_anti(
        _pr_swap(
            _PR_012,
            _pr_update("TTD-2026-012", deadline="2026-05-03"),
            _pr_update("TTD-2026-008", deadline="2026-06-05"),
            _pr_update("TTD-2026-009", deadline="2026-05-31"),
        ),
        "substitute sprays +21 days over all of Nhung's postings: 008 and 009 (not expired) too, "
        "and 012 to 03/05, a Sunday",
        summary=_PR_SUMMARY_BODY.replace("04/05/2026 (03/05", "03/05/2026 (03/05"),
    ),
]
assert _PR_010_LINE in _PR_SUMMARY_BODY and _PR_012_LINE in _PR_SUMMARY_BODY


# -- kt_exam_results -----------------------------------------------------------------------------

_EX = "recruitment.kt_exam_results"
_EX_HUONG = "huong.dt@minhlong.vn"
_EX_READS = [
    call("read_memory"),
    call("amismail_search_mail", query="điểm bài thi"),
    call("amismail_read_mail", message_id="TH008971"),
    call("amismail_read_mail", message_id="TH008972"),
    call("ava_approval_list", role="requester"),
    call(P + "search_job_postings", query="Kế toán tổng hợp"),
    call(P + "search_candidates", posting_id="TTD-2026-010", stage="Thi tuyển"),
    call("amismail_search_mail", query="thi"),
    call("amismail_read_mail", message_id="TH008973"),
    *[
        call(P + "get_candidate", candidate_id=f"UV-2026-04{n}")
        for n in ("17", "85", "86", "87", "88", "89")
    ],
    call("timesheet_list_leave_requests", employee_id="NV000030", from_date="2026-04-23"),
    call("helpdesk_search_tickets", requester_id="me", query="thi bù"),
    call("document_qa", question="đặt phòng họp cho phỏng vấn tuyển dụng trực tiếp"),
    call("office_search_room_bookings", date="2026-04-23", start_time="09:00", end_time="10:30"),
]
_EX_MOVES = [
    call(P + "move_candidate_stage", candidate_id=cid, to_stage=R1)
    for cid in ["UV-2026-0485", "UV-2026-0487"]
]
_EX_REJECTS = [
    call(
        P + "reject_candidate",
        candidate_id="UV-2026-0486",
        reason="Bài thi nghiệp vụ 6,5 điểm nhưng phần thực hành 5,0, dưới mức 6 theo phê duyệt",
    ),
    call(
        P + "reject_candidate",
        candidate_id="UV-2026-0489",
        reason="Vắng bài thi nghiệp vụ ngày 13/4 không báo trước",
    ),
    call(
        P + "reject_candidate",
        candidate_id="UV-2026-0417",
        reason="Ứng viên rút hồ sơ (đã nhận việc nơi khác, gọi lễ tân ngày 15/4)",
    ),
]


def _ex_pass_mail(to: str, name: str, score: str) -> object:
    return _mail(
        [to],
        "[Minh Long] Kết quả bài thi nghiệp vụ – Kế toán tổng hợp",
        (
            f"Chào {name},\n\nChúc mừng bạn đã đạt bài thi nghiệp vụ vị trí Kế toán tổng hợp với "
            f"{score} điểm. Bạn được mời vào vòng phỏng vấn 1; Bộ phận Tuyển dụng sẽ báo lịch "
            "phỏng vấn cụ thể trong vài ngày tới.\n\nTrân trọng,\nĐinh Thị Thu – Tuyển dụng Minh Long"
        ),
        cc=[_EX_HUONG],
    )


_EX_PASS_MAILS = [
    _ex_pass_mail("thutrang.vu96@gmail.com", "Thu Trang", "6,5"),
    _ex_pass_mail("hoangnam.le97@gmail.com", "Hoàng Nam", "7,0"),
]
_EX_THANKS = call(
    "amismail_write_mail",
    to=["minhtuan.dang95@gmail.com"],
    cc=[_EX_HUONG],
    template_id="MAU-UV-03",
    template_values=["vi_tri=Kế toán tổng hợp", "ten_ung_vien=Đặng Minh Tuấn"],
)


def _ex_book(room: str = "PH-402", end: str = "10:30", date: str = "2026-04-23") -> object:
    return call(
        "office_book_meeting_room",
        room_id=room,
        date=date,
        start_time="09:00",
        end_time=end,
        title="Thi bù bài thi nghiệp vụ Kế toán tổng hợp – Bùi Thị Mai",
        attendee_ids=["NV000032"],
    )


def _ex_makeup(**kw: object) -> object:
    args: dict = {
        "candidate_id": "UV-2026-0488",
        "round": "Thi tuyển",
        "date": "2026-04-23",
        "start_time": "09:00",
        "interviewer_ids": ["NV000032"],
        "duration_minutes": 90,
        "mode": "Trực tiếp",
        "room_id": "PH-402",
        "note": "Thi bù bài thi nghiệp vụ trên giấy (vắng 13/4 có báo trước); P.402 Đào",
    }
    return call(P + "schedule_interview", **{**args, **kw})


_EX_BOOK = _ex_book()
_EX_MAKEUP = _ex_makeup()
_EX_MAKEUP_MAIL = _mail(
    ["thimai.bui98@gmail.com"],
    "[Minh Long] Lịch thi bù bài thi nghiệp vụ – Kế toán tổng hợp",
    (
        "Chào Mai,\n\nChị đã nhận mail của em. Em được thi bù bài thi nghiệp vụ lúc 9h00 thứ "
        "Năm 23/04/2026, thi trực tiếp trên giấy tại văn phòng Minh Long, phòng họp P.402 Đào "
        "(tầng 4), bài thi 90 phút; chị Nguyễn Thị Ngọc Lan (Phòng Kế toán) coi thi. Chúc em "
        "mau khoẻ!\n\nĐinh Thị Thu – Tuyển dụng Minh Long"
    ),
    cc=[_EX_HUONG],
)
_EX_WRITES = [
    *_EX_MOVES,
    *_EX_PASS_MAILS,
    *_EX_REJECTS,
    _EX_THANKS,
    _EX_BOOK,
    _EX_MAKEUP,
    _EX_MAKEUP_MAIL,
]
_EX_REPLY = (
    "Em đã xử lý kết quả thi Kế toán tổng hợp. Điểm đạt 6,5 đã được duyệt (LC-2026-0912) với "
    "điều kiện phần thực hành từ 6 trở lên. Vũ Thị Thu Trang 6,5 và Lê Hoàng Nam 7,0 (sau phúc "
    "khảo) đã sang vòng phỏng vấn 1 và được mail chúc mừng; Đặng Minh Tuấn trung bình 6,5 nhưng "
    "thực hành 5,0 nên không đạt, đã loại và gửi thư cảm ơn MAU-UV-03; Hoàng Thị Ngọc Ánh tuy "
    "đạt 7,5 nhưng đã gọi lễ tân xin rút hồ sơ ngày 15/4 nên em loại (rút hồ sơ), không gửi "
    "thư; Trần Đức Thịnh vắng không báo nên đã loại. Bùi Thị Mai vắng có báo: phần mềm thi "
    "online bảo trì 22–24/4 nên theo chị Hương buổi thi bù chuyển sang thi trực tiếp 9h00 "
    "23/04, em đã đặt P.402 Đào 9h00–10h30 (đang chờ HCNS duyệt; P.301 và P.302 bận) và báo "
    "bạn; hôm đó chị Hương nghỉ phép nên chị Ngọc Lan coi thi thay theo đơn nghỉ của chị. Mọi "
    "mail đều CC chị Hương."
)
ORACLES[_EX] = script(*_EX_READS, *_EX_WRITES, reply=_EX_REPLY)
ALTERNATES[_EX] = [
    script(
        call("amismail_search_mail", query="Hương"),
        call("amismail_read_mail", message_id="TH008972"),
        call("amismail_read_mail", message_id="TH008971"),
        call(P + "search_candidates", posting_id="TTD-2026-010"),
        *[
            call(P + "get_candidate", candidate_id=cid)
            for cid in [
                "UV-2026-0489",
                "UV-2026-0488",
                "UV-2026-0487",
                "UV-2026-0486",
                "UV-2026-0485",
                "UV-2026-0417",
            ]
        ],
        call("amismail_search_mail", query="Bùi Thị Mai"),
        call("amismail_read_mail", message_id="TH008973"),
        call("read_memory"),
        call("ava_approval_list", role="requester", status="Hoàn thành", query="điểm đạt"),
        call("helpdesk_search_tickets", query="phòng thi online"),
        call(
            "timesheet_list_leave_requests",
            from_date="2026-04-23",
            to_date="2026-04-23",
            status="Đã duyệt",
        ),
        call("office_list_meeting_rooms", min_capacity=2),
        call("office_search_room_bookings", date="2026-04-23"),
        *_EX_REJECTS,
        _mail(
            ["minhtuan.dang95@gmail.com"],
            "Kết quả bài thi nghiệp vụ – Kế toán tổng hợp",
            (
                "Chào Tuấn,\n\nCảm ơn bạn đã tham gia bài thi nghiệp vụ vị trí Kế toán tổng hợp. Rất "
                "tiếc lần này bạn chưa đạt: phần thực hành của bạn chưa đạt yêu cầu tối thiểu. Hồ "
                "sơ của bạn sẽ được lưu lại cho các cơ hội phù hợp sau này.\n\nTrân trọng,\nĐinh Thị Thu"
            ),
            cc=[_EX_HUONG],
        ),
        _ex_book(end="11:00"),
        _mail(
            ["lan.tt@minhlong.vn"],
            "Nhờ chị duyệt lịch phòng P.402 sáng 23/4",
            "Chị Lan ơi, em vừa đặt phòng P.402 Đào 9h00–11h00 thứ Năm 23/4 cho buổi thi bù "
            "Kế toán tổng hợp (thi trực tiếp do phần mềm thi online bảo trì). Chị duyệt lịch "
            "giúp em nhé, em cảm ơn chị.",
        ),
        _ex_makeup(duration_minutes=90, note=""),
        call(
            "amismail_reply_mail",
            message_id="TH008973",
            body=(
                "Chào Mai, chị đã xếp cho em thi bù vào 9 giờ sáng thứ Năm ngày 23 tháng 4 tại "
                "công ty (phòng Đào, tầng 4), làm bài trên giấy trong 90 phút, chị Ngọc Lan coi "
                "thi nhé."
            ),
            cc=[_EX_HUONG],
        ),
        *reversed(_EX_MOVES),
        *[
            _mail(
                [to],
                "Chúc mừng bạn đã đạt bài thi nghiệp vụ",
                f"Chào {name}, chúc mừng bạn đạt bài thi nghiệp vụ Kế toán tổng hợp: {score}. Lịch phỏng vấn vòng 1 chị sẽ báo sau nhé.",
                cc=[_EX_HUONG],
            )
            for to, name, score in [
                ("hoangnam.le97@gmail.com", "Nam", "7 điểm (sau phúc khảo)"),
                ("thutrang.vu96@gmail.com", "Trang", "6.5 điểm"),
            ]
        ],
        _mail(
            ["ducthinh.tran96@gmail.com"],
            "Kết quả ứng tuyển Kế toán tổng hợp",
            "Chào Thịnh, do bạn vắng bài thi ngày 13/4 không báo trước nên hồ sơ của bạn dừng tại đây.",
            cc=[_EX_HUONG],
        ),
        _mail(
            ["ngocanh.hoang@gmail.com"],
            "Xác nhận rút hồ sơ – Kế toán tổng hợp",
            "Chào Ánh, chị đã ghi nhận em rút hồ sơ vị trí Kế toán tổng hợp. Cảm ơn em đã quan "
            "tâm đến Minh Long, chúc em thành công với công việc mới!",
            cc=[_EX_HUONG],
        ),
        reply=(
            "Xong ạ: hai bạn đạt (Thu Trang 6.5, Hoàng Nam 7 sau phúc khảo) đã sang vòng 1; Tuấn "
            "thực hành 5 điểm, dưới mức sàn anh Huy duyệt, nên loại; Ngọc Ánh đã rút hồ sơ nên "
            "loại; Thịnh (vắng không báo) đã loại; Mai thi bù trực tiếp 9h sáng 23/4 ở phòng Đào, "
            "chị Ngọc Lan coi thi thay chị Hương."
        ),
        label=(
            "mail first, by candidate, failers before passers, letters by hand, Thịnh told, "
            "rooms listed then the day's bookings, the room kept until 11:00, word dates"
        ),
    ),
    script(
        *_EX_READS,
        call("hrm_search_employee", query="Đỗ Thu Hương"),
        _EX_BOOK,
        _EX_MAKEUP,
        _EX_MAKEUP_MAIL,
        _mail(
            ["lan.ntn@minhlong.vn"],
            "Coi thi bù Kế toán tổng hợp 9h00 23/4 tại P.402",
            "Chào chị Lan, em đã xếp buổi thi bù trực tiếp của bạn Bùi Thị Mai lúc 9h00 thứ Năm "
            "23/4 tại phòng P.402 Đào, 90 phút; chị coi thi thay chị Hương giúp em nhé.",
            cc=[_EX_HUONG],
        ),
        _EX_THANKS,
        *_EX_REJECTS,
        *[w for pair in zip(_EX_MOVES, _EX_PASS_MAILS, strict=True) for w in pair],
        _mail(
            [_EX_HUONG],
            "Kết quả thi nghiệp vụ Kế toán tổng hợp đã xử lý",
            "Chị Hương ơi, em đã báo kết quả: Thu Trang, Hoàng Nam vào vòng 1; Tuấn (thực hành "
            "5) và Thịnh loại; Ngọc Ánh rút hồ sơ; Mai thi bù trực tiếp 9h00 23/4 ở P.402, chị "
            "Ngọc Lan coi thi thay chị.",
        ),
        reply=_EX_REPLY.replace("9h00 23/04", "09:00 ngày 23/4/2026"),
        label=(
            "make-up first, Lan told, each pass mail right after its move, "
            "Hương told, another time form"
        ),
    ),
]


def _ex_swap(pairs: dict, extra: list | None = None) -> list:
    """The reference writes with some replaced (old call → new calls)."""
    out = []
    for w in _EX_WRITES:
        out.extend(pairs.get(id(w), [w]))
    return out + (extra or [])


def _ex_reject_thanks(cid: str, to: str, name: str, reason: str) -> list:
    return [
        call(P + "reject_candidate", candidate_id=cid, reason=reason),
        call(
            "amismail_write_mail",
            to=[to],
            cc=[_EX_HUONG],
            template_id="MAU-UV-03",
            template_values=["vi_tri=Kế toán tổng hợp", f"ten_ung_vien={name}"],
        ),
    ]


def _ex_skip(pred) -> list:
    """The reference reads without the ones ``pred`` picks (the fact the agent never saw)."""
    return [c for c in _EX_READS if not pred(c)]


ANTI_ORACLES[_EX] = [
    script(
        *_ex_skip(lambda c: c.arguments.get("message_id") == "TH008971"),
        *_ex_swap(
            {
                id(_EX_MOVES[0]): _ex_reject_thanks(
                    "UV-2026-0485", "thutrang.vu96@gmail.com", "Vũ Thị Thu Trang", "6,5 < 7 điểm"
                ),
                id(_EX_PASS_MAILS[0]): [],
            }
        ),
        reply=_EX_REPLY,
        label="applies the posting's superseded pass mark 7: Thu Trang (6,5) rejected",
    ),
    script(
        *_ex_skip(lambda c: c.arguments.get("message_id") == "TH008972"),
        *_ex_swap(
            {
                id(_EX_MOVES[1]): _ex_reject_thanks(
                    "UV-2026-0487", "hoangnam.le97@gmail.com", "Lê Hoàng Nam", "6,0 < 6,5 điểm"
                ),
                id(_EX_PASS_MAILS[1]): [],
            }
        ),
        reply=_EX_REPLY,
        label="misses Hương's re-mark: Lê Hoàng Nam at 6,0 rejected",
    ),
    script(
        *_ex_skip(lambda c: c.name == "ava_approval_list"),
        *_ex_swap(
            {
                id(_EX_REJECTS[0]): [
                    call(P + "move_candidate_stage", candidate_id="UV-2026-0486", to_stage=R1),
                    _ex_pass_mail("minhtuan.dang95@gmail.com", "Minh Tuấn", "6,5"),
                ],
                id(_EX_THANKS): [],
            }
        ),
        reply=_EX_REPLY,
        label=(
            "never opens the approval (the CEO's note: practice at least 6): Đặng Minh Tuấn "
            "(8,0 / 5,0 = 6,5) moved to round 1 and told he passed"
        ),
    ),
    script(
        *_ex_skip(lambda c: c.arguments.get("message_id") == "TH008973"),
        *_ex_swap(
            {
                id(_EX_BOOK): [],
                id(_EX_MAKEUP): [
                    call(P + "reject_candidate", candidate_id="UV-2026-0488", reason="Vắng bài thi")
                ],
                id(_EX_MAKEUP_MAIL): [],
            }
        ),
        reply=_EX_REPLY,
        label="misses Mai's mail of 12/04: rejects her as absent without notice",
    ),
    script(
        *_ex_skip(lambda c: c.name == "read_memory"),
        *[call(c.name, **{k: v for k, v in c.arguments.items() if k != "cc"}) for c in _EX_WRITES],
        reply=_EX_REPLY,
        label="never reads memory: no mail CCs Hương",
    ),
    script(
        *_EX_READS,
        call(P + "search_candidates", stage="Thi tuyển"),
        *_ex_swap(
            {}, extra=[call(P + "move_candidate_stage", candidate_id="UV-2026-0423", to_stage=R1)]
        ),
        reply=_EX_REPLY,
        label="moves the look-alike Tester Đỗ Minh Châu (Thi tuyển of another posting) too",
    ),
    script(
        *_ex_skip(lambda c: c.arguments.get("candidate_id") == "UV-2026-0417"),
        *_ex_swap(
            {
                id(_EX_REJECTS[2]): [
                    call(P + "move_candidate_stage", candidate_id="UV-2026-0417", to_stage=R1),
                    _ex_pass_mail("ngocanh.hoang@gmail.com", "Ngọc Ánh", "7,5"),
                ]
            }
        ),
        reply=_EX_REPLY,
        label="skips Ánh's history (withdrew by phone on 15/04): moved to round 1, told she passed",
    ),
    script(
        *_ex_skip(lambda c: c.name == "timesheet_list_leave_requests"),
        *_ex_swap({id(_EX_MAKEUP): [_ex_makeup(interviewer_ids=["NV000031"])]}),
        reply=_EX_REPLY,
        label="skips Hương's leave note: the deputy Dũng proctors instead of Ngọc Lan",
    ),
    script(
        *_ex_skip(lambda c: c.name == "timesheet_list_leave_requests"),
        *_ex_swap(
            {
                id(_EX_BOOK): [_ex_book(date="2026-04-24")],
                id(_EX_MAKEUP): [_ex_makeup(date="2026-04-24", interviewer_ids=["NV000030"])],
                id(_EX_MAKEUP_MAIL): [
                    _mail(
                        ["thimai.bui98@gmail.com"],
                        "Lịch thi bù bài thi nghiệp vụ – Kế toán tổng hợp",
                        "Chào Mai, em thi bù trực tiếp lúc 9h00 thứ Sáu 24/04/2026 tại phòng "
                        "P.402, chị Hương coi thi.",
                        cc=[_EX_HUONG],
                    )
                ],
            }
        ),
        reply=_EX_REPLY,
        label="skips Hương's leave note: moves the make-up to 24/04 with Hương",
    ),
    script(
        *_ex_skip(lambda c: c.name in ("helpdesk_search_tickets", "office_search_room_bookings")),
        *_ex_swap(
            {
                id(_EX_BOOK): [],
                id(_EX_MAKEUP): [_ex_makeup(mode="Online", room_id="", note="Thi bù online")],
                id(_EX_MAKEUP_MAIL): [
                    _mail(
                        ["thimai.bui98@gmail.com"],
                        "Lịch thi bù bài thi nghiệp vụ – Kế toán tổng hợp",
                        "Chào Mai, em thi bù online lúc 9h00 thứ Năm 23/04/2026, chị Ngọc Lan "
                        "coi thi; link phòng thi chị gửi em sau.",
                        cc=[_EX_HUONG],
                    )
                ],
            }
        ),
        reply=_EX_REPLY,
        label=(
            "misses the IT ticket's later comment (no online exam room 22–24/04, Hương moves "
            "the make-up to the office): keeps it online"
        ),
    ),
    script(
        *_ex_skip(lambda c: c.name == "office_search_room_bookings"),
        call(
            "office_search_room_bookings", date="2026-04-23", start_time="09:00", end_time="10:00"
        ),
        *_ex_swap(
            {
                id(_EX_BOOK): [_ex_book(room="PH-301", end="10:00")],
                id(_EX_MAKEUP): [_ex_makeup(room_id="PH-301", duration_minutes=60)],
                id(_EX_MAKEUP_MAIL): [
                    call(
                        _EX_MAKEUP_MAIL.name,
                        **{
                            **_EX_MAKEUP_MAIL.arguments,
                            "body": _EX_MAKEUP_MAIL.arguments["body"]
                            .replace("P.402 Đào (tầng 4)", "P.301 Sen (tầng 3)")
                            .replace("90 phút", "60 phút"),
                        },
                    )
                ],
            }
        ),
        reply=_EX_REPLY,
        label=(
            "takes the exam for an hour (the posting says 90 minutes): books P.301 Sen 09:00–10:00, "
            "which is taken from 10:00"
        ),
    ),
]
