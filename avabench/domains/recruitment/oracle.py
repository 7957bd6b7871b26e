"""Reference solutions (``ORACLES``) and deliberately wrong ones (``ANTI_ORACLES``) for the
recruitment tasks. Each anti-oracle's ``label`` says what is wrong with it."""

from __future__ import annotations

from avabench.task import Script, call, script

P = "recruitment_"
R1 = "Phỏng vấn vòng 1"
R2 = "Phỏng vấn vòng 2"
BACKEND = "Lập trình viên Backend (Java/Spring Boot)"
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


def _thanks(to: str, name: str, position: str):
    return call(
        "amismail_write_mail",
        to=[to],
        template_id="MAU-UV-03",
        template_values=[f"ten_ung_vien={name}", f"vi_tri={position}"],
    )


# -- hard: schedule_backend_round2 ---------------------------------------------------------------

_KHOA_READS = [
    call(P + "search_candidates", query="Trần Minh Khoa"),
    call(P + "list_evaluations", candidate_id="UV-2026-0412"),
    call("hrm_search_employee", query="Tuấn", department="Công nghệ"),
    call(
        P + "list_interviews",
        interviewer_id="NV000051",
        date_from="2026-04-23",
        date_to="2026-04-23",
    ),
    call("document_qa", question="phòng họp cho phỏng vấn tuyển dụng"),
    call("office_search_room_bookings", date="2026-04-23", start_time="15:30", end_time="16:30"),
]


def _khoa_schedule(cand: str, start: str, end: str, room: str, mail_to: str) -> list:
    return [
        call(
            P + "schedule_interview",
            candidate_id=cand,
            round=R2,
            date="2026-04-23",
            start_time=start,
            interviewer_ids=["NV000051"],
            duration_minutes=60,
            mode="Trực tiếp",
            room_id=room,
        ),
        call(
            "office_book_meeting_room",
            room_id=room,
            date="2026-04-23",
            start_time=start,
            end_time=end,
            title="Phỏng vấn vòng 2 – Lập trình viên Backend – Trần Minh Khoa",
            attendee_ids=["NV000051"],
        ),
        _pv01(
            mail_to,
            "Trần Minh Khoa",
            BACKEND,
            start,
            "thứ Năm 23/04/2026",
            f"Phòng {'P.402 Đào, tầng 4' if room == 'PH-402' else room}, {HQ}",
            NHUNG_CONTACT,
        ),
        call(
            "amismail_write_mail",
            to=["tuan.la@minhlong.vn"],
            subject=f"Lịch phỏng vấn vòng 2 – Trần Minh Khoa (Backend) {start} thứ Năm 23/04",
            body=(
                f"Anh Tuấn,\n\nEm đã xếp lịch phỏng vấn vòng 2 ứng viên Trần Minh Khoa (Backend) "
                f"lúc {start} thứ Năm 23/04/2026, 60 phút, tại phòng {room}.\n\nNhung"
            ),
        ),
    ]


_KHOA_OK = _khoa_schedule("UV-2026-0412", "15:30", "16:30", "PH-402", "khoa.tranminh97@gmail.com")
_KHOA_ORACLE = script(
    *_KHOA_READS,
    *_KHOA_OK,
    reply=(
        "Anh Tuấn đã có lịch phỏng vấn 14:00–15:00 thứ Năm 23/04 nên em xếp vòng 2 cho Trần "
        "Minh Khoa (Backend) lúc 15:30–16:30. P.302 đã kín giờ đó, P.301 chỉ 4 chỗ, P.401 dành "
        "cho BGĐ nên em đặt P.402 Đào (đang chờ HCNS duyệt). Đã gửi thư mời cho bạn Khoa và "
        "anh Tuấn."
    ),
)

# -- hard: cv_summary_ketoan_newest --------------------------------------------------------------

_NEWEST5 = ["UV-2026-0440", "UV-2026-0436", "UV-2026-0431", "UV-2026-0427", "UV-2026-0422"]
_SUMMARY = (
    "Chị Hương ơi,\n\nEm gửi chị tóm tắt CV 5 ứng viên mới nhất vị trí Kế toán tổng hợp "
    "(TTD-2026-010):\n"
    "1. Nguyễn Thu Hằng (ứng tuyển 15/04): Học viện Tài chính, Kế toán; 3 năm kế toán thuế và "
    "kế toán tổng hợp tại Công ty TNHH Hoàng Gia Phát; lương mong muốn 16 triệu.\n"
    "2. Bùi Quang Huy (13/04): Đại học Thương mại; 6 năm kế toán doanh nghiệp sản xuất thép "
    "(CTCP Thép Đông Á), 2 năm kế toán tổng hợp; 20 triệu.\n"
    "3. Ngô Thị Phương Thảo (10/04): Học viện Ngân hàng; 3 năm trợ lý kiểm toán Deloitte; "
    "18 triệu.\n"
    "4. Đặng Văn Toàn (07/04): Đại học Kinh tế Quốc dân; 9 năm kế toán, 5 năm kế toán tổng "
    "hợp tập đoàn logistics; 22 triệu.\n"
    "5. Vũ Thị Hương (03/04): Đại học Lao động – Xã hội; 4 năm kế toán công trình xây dựng; "
    "16 triệu.\n\nThu"
)
_SUMMARY_6 = _SUMMARY.replace(
    "\n\nThu",
    "\n6. Hoàng Thị Ngọc Ánh (31/03): Đại học Thương mại; 6 năm kế toán dược.\n\nThu",
)
_SUMMARY_TAX = _SUMMARY.replace(
    "5. Vũ Thị Hương (03/04): Đại học Lao động – Xã hội; 4 năm kế toán công trình xây dựng; "
    "16 triệu.",
    "5. Nguyễn Văn Quang (14/04): Đại học Kinh tế Quốc dân; 6 năm dịch vụ kế toán thuế.",
)
_NAMES_ONLY = (
    "Chị Hương ơi,\n\n5 ứng viên mới nhất vị trí Kế toán tổng hợp: Nguyễn Thu Hằng, Bùi Quang "
    "Huy, Ngô Thị Phương Thảo, Đặng Văn Toàn, Vũ Thị Hương. Chị xem hồ sơ trên AMIS giúp em.\n\nThu"
)
_CV_READS = [
    call(P + "search_job_postings", query="Kế toán tổng hợp"),
    call(P + "search_candidates", posting_id="TTD-2026-010", page_size=5),
    *[call(P + "skill_sumarize_cv", candidate_id=c) for c in _NEWEST5],
    call("hrm_search_employee", query="Hương", department="Kế toán"),
]


def _cv_mail(to: list[str], body: str, cc: list[str] | None = None):
    return call(
        "amismail_write_mail",
        to=to,
        cc=cc or [],
        subject="Tóm tắt CV 5 ứng viên mới nhất – Kế toán tổng hợp",
        body=body,
    )


# -- hard: offer_marketing_over_band -------------------------------------------------------------

_OFFER_READS = [
    call(P + "search_candidates", query="Lê Thu Trang"),
    call(P + "search_job_postings", query="TTD-2026-012"),
    call("document_qa", question="offer mức lương vượt khung thời gian thử việc tối đa"),
]
_OFFER_DRAFT = call(
    P + "create_offer",
    candidate_id="UV-2026-0403",
    salary_vnd=18_000_000,
    start_date="2026-05-04",
    probation_days=60,
    status="Nháp",
    note="Chờ duyệt đề xuất lương vượt khung",
)
_BAND_RUN = call(
    "ava_approval_submit",
    process="Đề xuất trực tiếp",
    description=(
        "Đề xuất mức lương vượt khung cho ứng viên Lê Thu Trang (UV-2026-0403) – Chuyên viên "
        "Marketing: 18.000.000 đ/tháng; khung của tin TTD-2026-012 là 14.000.000–17.000.000 đ."
    ),
)
_OFFER_REPLY = (
    "Em đã tạo offer nháp cho ứng viên Lê Thu Trang (Chuyên viên Marketing): lương 18.000.000 đ, "
    "đi làm 04/05/2026. Thử việc tối đa theo luật cho vị trí yêu cầu đại học là 60 ngày nên em "
    "để 60 ngày thay vì 3 tháng. Mức 18 triệu vượt khung tối đa 17 triệu của tin nên em đã chạy "
    "quy trình Đề xuất trực tiếp; khi được duyệt em sẽ gửi offer cho bạn ấy."
)

# -- hard: backend_round1_verdicts ---------------------------------------------------------------

_BACKEND_READS = [
    call(P + "search_job_postings", query="Backend"),
    call(P + "search_candidates", posting_id="TTD-2026-008", stage=R1, status="Đang xử lý"),
    *[
        call(P + "list_evaluations", candidate_id=c, round=R1)
        for c in ("UV-2026-0412", "UV-2026-0415", "UV-2026-0418", "UV-2026-0421")
    ],
]
_MOVE_0412 = call(P + "move_candidate_stage", candidate_id="UV-2026-0412", to_stage=R2)
_REJECT_0415 = call(
    P + "reject_candidate",
    candidate_id="UV-2026-0415",
    reason="Phỏng vấn vòng 1 không đạt (1/3 thành viên hội đồng kết luận Đạt)",
)
_THANKS_0415 = _thanks("tungbt.work@gmail.com", "Bùi Thanh Tùng", BACKEND)

# -- hard: close_filled_postings -----------------------------------------------------------------

_FILLED_READS = [
    call(P + "search_job_postings", query="Nhân viên kinh doanh", status="Đang tuyển"),
    call(P + "search_job_postings", query="Chăm sóc khách hàng", status="Đang tuyển"),
    call(P + "search_candidates", posting_id="TTD-2026-013", stage="Offer"),
    call(P + "get_candidate", candidate_id="UV-2026-0401"),
    call(P + "get_candidate", candidate_id="UV-2026-0404"),
    call(P + "search_candidates", posting_id="TTD-2026-014", stage="Offer"),
    call(P + "get_candidate", candidate_id="UV-2026-0445"),
]
_CLOSE_014 = call(P + "update_job_posting", posting_id="TTD-2026-014", status="Đã đóng")
_FILLED_REPLY = (
    "Tin Chuyên viên CSKH Đà Nẵng (TTD-2026-014) cần 1 người và bạn Trần Thị Kim Liên đã đồng "
    "ý offer, nên em đã đóng tin. Tin NVKD HCM (TTD-2026-013) cần 3 người, mới có Phan Minh Tâm "
    "đồng ý offer (Huỳnh Tấn Phát đang chờ phản hồi), nên còn thiếu 2 người, tin vẫn mở."
)

# -- hard: remind_panel_tester_khoa --------------------------------------------------------------

_REMIND_READS = [
    call(P + "search_candidates", query="Trần Minh Khoa"),
    call(P + "list_evaluations", candidate_id="UV-2026-0420", round=R1),
    call("amismail_search_address_book", query="Hoàng Thị Yến"),
    call("amismail_search_address_book", query="Lê Thị Hồng Nhung"),
]


def _remind(to: list[str], who: str = "Trần Minh Khoa"):
    return call(
        "amismail_write_mail",
        to=to,
        subject=f"Nhắc nhập đánh giá phỏng vấn vòng 1 – {who} (Tester)",
        body=(
            f"Chào chị,\n\nỨng viên {who} (Kiểm thử viên) đã phỏng vấn vòng 1 ngày 14/04 nhưng "
            "hội đồng mới có 1/3 phiếu đánh giá. Chị nhập phiếu đánh giá trên AMIS Tuyển dụng "
            "giúp anh nhé.\n\nToàn"
        ),
    )


# -- hard: schedule_ketoan_holiday_room ----------------------------------------------------------

_ANH_READS = [
    call(P + "search_candidates", query="Ngọc Ánh", position="Kế toán tổng hợp"),
    call("hrm_search_employee", query="Hương", department="Kế toán"),
    call("hrm_search_employee", query="Dũng", department="Kế toán"),
    call("document_qa", question="lịch nghỉ lễ Giỗ Tổ Hùng Vương 2026"),
    call("document_qa", question="phòng họp cho phỏng vấn tuyển dụng"),
    call(P + "list_interviews", date_from="2026-04-28", date_to="2026-04-28"),
    call("office_search_room_bookings", date="2026-04-28", start_time="09:00", end_time="10:00"),
]


def _anh_schedule(room: str, panel: list[str], room_text: str) -> list:
    return [
        call(
            P + "schedule_interview",
            candidate_id="UV-2026-0417",
            round=R1,
            date="2026-04-28",
            start_time="09:00",
            interviewer_ids=panel,
            duration_minutes=60,
            mode="Trực tiếp",
            room_id=room,
        ),
        call(
            "office_book_meeting_room",
            room_id=room,
            date="2026-04-28",
            start_time="09:00",
            end_time="10:00",
            title="Phỏng vấn vòng 1 – Kế toán tổng hợp – Hoàng Thị Ngọc Ánh",
            attendee_ids=panel,
        ),
        _pv01(
            "ngocanh.hoang@gmail.com",
            "Hoàng Thị Ngọc Ánh",
            "Kế toán tổng hợp",
            "09:00",
            "thứ Ba 28/04/2026",
            f"Phòng {room_text}, {HQ}",
            THU_CONTACT,
        ),
    ]


_ANH_PANEL_MAIL = call(
    "amismail_write_mail",
    to=["huong.dt@minhlong.vn", "dung.pv@minhlong.vn"],
    subject="Lịch phỏng vấn vòng 1 – Hoàng Thị Ngọc Ánh (Kế toán tổng hợp) 9h00 thứ Ba 28/04",
    body=(
        "Chị Hương, anh Dũng,\n\nThứ Hai 27/04 là ngày nghỉ bù Giỗ Tổ nên em xếp phỏng vấn vòng 1 "
        "ứng viên Hoàng Thị Ngọc Ánh lúc 9h00–10h00 thứ Ba 28/04/2026 tại P.501 Hội trường "
        "(P.302 đã kín, P.402 đang có lịch chờ duyệt).\n\nThu"
    ),
)

# -- hard: postings_by_ktt_mail ------------------------------------------------------------------

_KTT_READS = [
    call("amismail_search_mail", query="định biên"),
    call("amismail_read_mail", message_id="TH008801"),
    call(P + "search_job_postings", query="Kế toán"),
]
_REOPEN_011 = call(
    P + "update_job_posting",
    posting_id="TTD-2026-011",
    status="Đang tuyển",
    deadline="2026-05-29",
)
_PAUSE_010 = call(P + "update_job_posting", posting_id="TTD-2026-010", status="Tạm dừng")


ORACLES: dict[str, Script] = {
    # ---- hard
    "recruitment.schedule_backend_round2": _KHOA_ORACLE,
    "recruitment.cv_summary_ketoan_newest": script(
        *_CV_READS,
        _cv_mail(["huong.dt@minhlong.vn"], _SUMMARY),
        reply="Em đã gửi tóm tắt CV 5 ứng viên mới nhất vị trí Kế toán tổng hợp cho chị Đỗ Thu Hương (huong.dt@minhlong.vn).",
    ),
    "recruitment.offer_marketing_over_band": script(
        *_OFFER_READS,
        _OFFER_DRAFT,
        _BAND_RUN,
        reply=_OFFER_REPLY,
    ),
    "recruitment.backend_round1_verdicts": script(
        *_BACKEND_READS,
        _MOVE_0412,
        _REJECT_0415,
        _THANKS_0415,
        reply=(
            "Tin Backend: Trần Minh Khoa đạt vòng 1 (2/3 Đạt) đã chuyển sang vòng 2; Bùi Thanh "
            "Tùng không đạt (1/3 Đạt) đã loại và gửi thư cảm ơn. Phạm Hoàng Nam và Vũ Thị Hồng "
            "Nhung chưa có kết luận vòng 1 (chưa phỏng vấn) nên em giữ nguyên."
        ),
    ),
    "recruitment.close_filled_postings": script(*_FILLED_READS, _CLOSE_014, reply=_FILLED_REPLY),
    "recruitment.remind_panel_tester_khoa": script(
        *_REMIND_READS,
        _remind(["yen.ht@minhlong.vn", "nhung.lth@minhlong.vn"]),
        reply=(
            "Bạn Trần Minh Khoa (Tester) mới có 1/3 phiếu đánh giá vòng 1 (anh: Đạt), chưa đủ để "
            "kết luận. Em đã mail nhắc chị Hoàng Thị Yến và chị Lê Thị Hồng Nhung nhập đánh giá."
        ),
    ),
    "recruitment.schedule_ketoan_holiday_room": script(
        *_ANH_READS,
        *_anh_schedule("PH-501", ["NV000030", "NV000031"], "P.501 Hội trường, tầng 5"),
        _ANH_PANEL_MAIL,
        reply=(
            "Thứ Hai 27/04 là ngày nghỉ bù Giỗ Tổ nên em xếp phỏng vấn vòng 1 cho Hoàng Thị Ngọc "
            "Ánh lúc 9h00 thứ Ba 28/04 với chị Đỗ Thu Hương và anh Phạm Văn Dũng. P.302 đã kín, "
            "P.401 chỉ dành cho BGĐ, P.402 đang có lịch chờ duyệt nên em đặt P.501 Hội trường "
            "(chờ HCNS duyệt). Thư mời đã gửi ứng viên và hai anh chị."
        ),
    ),
    "recruitment.postings_by_ktt_mail": script(
        *_KTT_READS,
        _REOPEN_011,
        _PAUSE_010,
        reply=(
            "Theo mail chị Hương: em đã mở lại tin Kế toán thuế (TTD-2026-011), gia hạn nhận hồ sơ "
            "đến 29/05/2026, và tạm dừng tin Kế toán tổng hợp (TTD-2026-010), giữ nguyên hạn nộp."
        ),
    ),
    # ---- basic
    "recruitment.pause_tester_posting": script(
        call(P + "search_job_postings", query="Tester"),
        call(P + "update_job_posting", posting_id="TTD-2026-009", status="Tạm dừng"),
        reply="Em đã tạm dừng tin Kiểm thử viên (Tester) TTD-2026-009.",
    ),
    "recruitment.open_devops_draft": script(
        call(P + "search_job_postings", query="DevOps"),
        call(P + "update_job_posting", posting_id="TTD-2026-015", status="Đang tuyển"),
        reply="Tin Kỹ sư DevOps (TTD-2026-015) đã chuyển sang Đang tuyển, hạn nộp vẫn 15/06/2026.",
    ),
    "recruitment.extend_marketing_deadline": script(
        call(P + "search_job_postings", query="Chuyên viên Marketing"),
        call(P + "update_job_posting", posting_id="TTD-2026-012", deadline="2026-05-09"),
        reply="Em đã gia hạn tin Chuyên viên Marketing từ 25/04 đến 09/05/2026.",
    ),
    "recruitment.haidang_next_interview": script(
        call(P + "search_candidates", query="Nguyễn Hải Đăng"),
        call(P + "get_candidate", candidate_id="UV-2026-0408"),
        reply=(
            "Bạn Nguyễn Hải Đăng đang ở vòng 2 (Phỏng vấn vòng 2). Lịch phỏng vấn tiếp theo: "
            "10:00 thứ Hai 20/04/2026 tại P.302 Lúa."
        ),
    ),
    "recruitment.reject_mylinh_no_response": script(
        call(P + "search_candidates", query="Trần Thị Mỹ Linh"),
        call(
            P + "reject_candidate",
            candidate_id="UV-2026-0428",
            reason="Ứng viên không phản hồi lịch phỏng vấn",
        ),
        reply="Em đã loại hồ sơ Trần Thị Mỹ Linh (Kế toán thuế), lý do: không phản hồi lịch phỏng vấn.",
    ),
    "recruitment.evaluate_tester_khoa": script(
        call(P + "search_candidates", query="Trần Minh Khoa", position="Tester"),
        call(
            P + "add_evaluation",
            candidate_id="UV-2026-0420",
            round=R1,
            conclusion="Đạt",
            professional_score=3,
            communication_score=4,
            attitude_score=4,
            comment="Nắm chắc kiểm thử API, cần học thêm automation.",
        ),
        reply="Em đã nhập đánh giá vòng 1 cho Trần Minh Khoa (Tester): 3/4/4, kết luận Đạt.",
    ),
    "recruitment.tuan_interviews_next_week": script(
        call(
            P + "list_interviews",
            interviewer_id="NV000051",
            date_from="2026-04-20",
            date_to="2026-04-24",
            status="Đã lên lịch",
        ),
        reply=(
            "Tuần sau anh có 3 buổi phỏng vấn: thứ Ba 21/04 14:00–15:30 Nguyễn Đức Anh (vòng 2, "
            "P.302); thứ Tư 22/04 9:00–10:00 Vũ Thị Hồng Nhung (vòng 1, P.302); thứ Năm 23/04 "
            "14:00–15:00 Phạm Hoàng Nam (vòng 1, P.301)."
        ),
    ),
    "recruitment.cv_tester_khoa_reply": script(
        call(P + "search_candidates", query="Trần Minh Khoa"),
        call(P + "skill_sumarize_cv", candidate_id="UV-2026-0420"),
        reply=(
            "Trần Minh Khoa (ứng tuyển Kiểm thử viên), 25 tuổi: Cao đẳng Công nghệ Bách khoa Hà "
            "Nội, chuyên ngành Kiểm thử phần mềm; 2 năm kiểm thử thủ công ứng dụng di động tại "
            "Công ty TNHH Công nghệ Sao Bắc Đẩu; kỹ năng Postman, SQL, Jira; lương mong muốn "
            "14 triệu."
        ),
    ),
    "recruitment.invite_online_myduyen": script(
        call(P + "search_candidates", query="Mỹ Duyên"),
        call(P + "list_interviews", candidate_id="UV-2026-0442"),
        call(
            "amismail_write_mail",
            to=["myduyen.ho01@gmail.com"],
            template_id="MAU-PV-02",
            template_values=[
                "ten_ung_vien=Hồ Thị Mỹ Duyên",
                "vi_tri=Chuyên viên Chăm sóc khách hàng (Đà Nẵng)",
                "gio=15:00",
                "ngay=thứ Sáu 17/04/2026",
                "link_hop=https://meet.google.com/cskh-mdh-417",
                f"nguoi_lien_he={THU_CONTACT}",
            ],
        ),
        reply="Em đã gửi thư mời phỏng vấn online 15:00 thứ Sáu 17/04 kèm link họp cho bạn Hồ Thị Mỹ Duyên.",
    ),
    "recruitment.move_baongoc_round2": script(
        call(P + "search_candidates", query="Bảo Ngọc"),
        call(P + "list_evaluations", candidate_id="UV-2026-0432", round=R1),
        call(P + "move_candidate_stage", candidate_id="UV-2026-0432", to_stage=R2),
        reply="Bảo Ngọc đạt vòng 1 (2/3 thành viên hội đồng Đạt), em đã chuyển bạn ấy sang vòng 2.",
    ),
    "recruitment.reject_manh_thanks": script(
        call(P + "search_candidates", query="Đinh Công Mạnh"),
        call(P + "list_evaluations", candidate_id="UV-2026-0447", round=R1),
        call(
            P + "reject_candidate",
            candidate_id="UV-2026-0447",
            reason="Phỏng vấn vòng 1 không đạt",
        ),
        _thanks("congmanh.dinh@gmail.com", "Đinh Công Mạnh", "Nhân viên kinh doanh"),
        reply="Em đã loại Đinh Công Mạnh và gửi thư cảm ơn cho bạn ấy.",
    ),
    "recruitment.schedule_online_cskh_dung": script(
        call(P + "search_candidates", query="Nguyễn Văn Dũng"),
        call("hrm_search_employee", query="Dũng", department="Chăm sóc khách hàng"),
        call(
            P + "schedule_interview",
            candidate_id="UV-2026-0443",
            round=R1,
            date="2026-04-24",
            start_time="09:00",
            interviewer_ids=["NV000080"],
            duration_minutes=45,
            mode="Online",
        ),
        reply="Em đã xếp phỏng vấn vòng 1 online cho Nguyễn Văn Dũng lúc 9:00–9:45 thứ Sáu 24/04 với anh Dũng.",
    ),
}


ANTI_ORACLES: dict[str, list[Script]] = {
    # ---- hard
    "recruitment.schedule_backend_round2": [
        script(
            *_KHOA_READS,
            *_khoa_schedule(
                "UV-2026-0420", "15:30", "16:30", "PH-402", "tranminhkhoa.qa@gmail.com"
            ),
            reply="Đã xếp lịch vòng 2 cho Trần Minh Khoa lúc 15:30 tại P.402.",
            label="schedules the Tester namesake instead of the Backend candidate",
        ),
        script(
            *_KHOA_READS,
            *_khoa_schedule(
                "UV-2026-0412", "13:00", "14:00", "PH-302", "khoa.tranminh97@gmail.com"
            ),
            reply="Đã xếp lịch vòng 2 lúc 13:00 tại P.302.",
            label="ignores the user's 14h-else-15h30 order and picks 13:00 in P.302",
        ),
        script(
            *_KHOA_READS,
            *_khoa_schedule(
                "UV-2026-0412", "15:30", "16:30", "PH-501", "khoa.tranminh97@gmail.com"
            ),
            reply="Đã xếp lịch vòng 2 lúc 15:30 tại Hội trường P.501.",
            label="books the hall P.501 although the smaller P.402 is free",
        ),
        script(
            *_KHOA_READS,
            _KHOA_OK[0],  # the interview, with the room recorded
            _KHOA_OK[2],  # the candidate's invitation only
            reply="Đã xếp lịch và gửi thư mời cho bạn Khoa.",
            label="records the room but never books it and does not invite the interviewer",
        ),
        script(
            call(P + "search_candidates", query="Trần Minh Khoa"),
            call("hrm_search_employee", query="Tuấn"),
            *_khoa_schedule(
                "UV-2026-0412", "14:00", "15:00", "PH-302", "khoa.tranminh97@gmail.com"
            )[:3],
            call(
                P + "schedule_interview",
                candidate_id="UV-2026-0412",
                round=R2,
                date="2026-04-23",
                start_time="15:30",
                interviewer_ids=["NV000010"],
                room_id="PH-402",
            ),
            reply="Đã xếp vòng 2 cho Khoa với anh Nguyễn Minh Tuấn.",
            label="takes the first 'Tuấn' found (Nguyễn Minh Tuấn, Sales) as the interviewer",
        ),
    ],
    "recruitment.cv_summary_ketoan_newest": [
        script(
            call(P + "search_candidates", position="Kế toán", page_size=5),
            _cv_mail(["huong.dt@minhlong.vn"], _SUMMARY_TAX),
            reply="Đã gửi chị Hương.",
            label="filters by 'Kế toán' and includes the Kế toán thuế applicant",
        ),
        script(
            *_CV_READS,
            _cv_mail(["huong.nt@minhlong.vn"], _SUMMARY),
            reply="Đã gửi chị Nguyễn Thị Hương.",
            label="mails the wrong Hương (HCNS)",
        ),
        script(
            *_CV_READS,
            _cv_mail(["huong.dt@minhlong.vn"], _SUMMARY, cc=["dothuhuong84@gmail.com"]),
            reply="Đã gửi chị Hương (cả email cơ quan và email cá nhân).",
            label="copies the CV summary to the chief accountant's personal Gmail",
        ),
        script(
            *_CV_READS,
            _cv_mail(["huong.dt@minhlong.vn"], _SUMMARY_6),
            reply="Đã gửi chị Hương 6 ứng viên.",
            label="sends six candidates instead of the five newest",
        ),
        script(
            call(P + "search_candidates", posting_id="TTD-2026-010", page_size=5),
            _cv_mail(["huong.dt@minhlong.vn"], _NAMES_ONLY),
            reply="Đã gửi chị Hương danh sách 5 ứng viên mới nhất.",
            label="lists the five names without summarising any CV",
        ),
    ],
    "recruitment.offer_marketing_over_band": [
        script(
            *_OFFER_READS,
            call(
                P + "create_offer",
                candidate_id="UV-2026-0403",
                salary_vnd=18_000_000,
                start_date="2026-05-04",
                probation_days=60,
                status="Đã gửi",
            ),
            call(
                "amismail_write_mail",
                to=["lethutrang.mkt@gmail.com"],
                template_id="MAU-UV-04",
                template_values=[
                    "ten_ung_vien=Lê Thu Trang",
                    "vi_tri=Chuyên viên Marketing",
                    "muc_luong=18.000.000 đ",
                    "ngay_bat_dau=04/05/2026",
                    "thoi_gian_thu_viec=60 ngày",
                    "han_phan_hoi=23/04/2026",
                ],
            ),
            reply="Đã gửi offer 18 triệu, thử việc 60 ngày (tối đa theo luật); khung tin là 17 triệu.",
            label="sends the above-band offer without the required approval",
        ),
        script(
            *_OFFER_READS,
            _OFFER_DRAFT,
            reply="Đã tạo offer nháp 18 triệu, thử việc 60 ngày; lương vượt khung 17 triệu.",
            label="drafts the offer but never starts the above-band approval run",
        ),
        script(
            *_OFFER_READS,
            _OFFER_DRAFT,
            _BAND_RUN,
            reply="Đã tạo offer nháp, thử việc 3 tháng như chị dặn, và trình duyệt lương.",
            label="tells the user the probation is 3 months (hides the 60-day cap)",
        ),
        script(
            *_OFFER_READS,
            call(
                P + "create_offer",
                candidate_id="UV-2026-0403",
                salary_vnd=17_000_000,
                start_date="2026-05-04",
                probation_days=60,
                status="Nháp",
            ),
            _BAND_RUN,
            reply="Thử việc tối đa 60 ngày; em hạ lương về trần khung 17 triệu.",
            label="silently lowers the salary to 17 tr in the offer",
        ),
        script(
            *_OFFER_READS,
            _OFFER_DRAFT,
            call(
                "ava_approval_submit",
                process="Đề xuất trực tiếp",
                description="Đề xuất lương vượt khung cho ứng viên Lê Thu Trang – Chuyên viên Marketing.",
            ),
            reply=_OFFER_REPLY,
            label="starts the above-band run without saying which salary is proposed",
        ),
        script(
            *_OFFER_READS,
            call("amismail_search_address_book", query="Lê Thu Trang"),
            _OFFER_DRAFT,
            _BAND_RUN,
            call(
                "amismail_write_mail",
                to=["trang.lt@minhlong.vn"],
                subject="Offer vị trí Chuyên viên Marketing",
                body="Chào Trang, công ty đang trình duyệt offer 18 triệu cho em, thử việc 60 ngày.",
            ),
            reply=_OFFER_REPLY,
            label="tells the employee Lê Thu Trang (the address book's match) about the offer",
        ),
    ],
    "recruitment.backend_round1_verdicts": [
        script(
            *_BACKEND_READS,
            _MOVE_0412,
            _REJECT_0415,
            _THANKS_0415,
            call(P + "reject_candidate", candidate_id="UV-2026-0418", reason="Chưa đạt vòng 1"),
            call(P + "reject_candidate", candidate_id="UV-2026-0421", reason="Chưa đạt vòng 1"),
            _thanks("namph.1999@gmail.com", "Phạm Hoàng Nam", BACKEND),
            _thanks("hongnhung.vt@gmail.com", "Vũ Thị Hồng Nhung", BACKEND),
            reply="Đã chuyển Khoa, loại 3 bạn còn lại.",
            label="treats candidates without a verdict as failed",
        ),
        script(
            *_BACKEND_READS,
            _MOVE_0412,
            reply="Đã chuyển Trần Minh Khoa sang vòng 2; Bùi Thanh Tùng có 1 phiếu Đạt nên giữ lại.",
            label="counts one Đạt out of three as not failed and leaves Tùng in process",
        ),
        script(
            *_BACKEND_READS,
            _MOVE_0412,
            _REJECT_0415,
            reply="Đã chuyển Khoa sang vòng 2 và loại Bùi Thanh Tùng.",
            label="rejects without sending the thank-you letter",
        ),
        script(
            call(P + "search_candidates", stage=R1, status="Đang xử lý"),
            *_BACKEND_READS[2:],
            call(P + "list_evaluations", candidate_id="UV-2026-0420", round=R1),
            _MOVE_0412,
            _REJECT_0415,
            _THANKS_0415,
            call(
                P + "reject_candidate",
                candidate_id="UV-2026-0420",
                reason="Chưa đạt phỏng vấn vòng 1",
            ),
            reply="Đã chuyển Trần Minh Khoa sang vòng 2, loại Bùi Thanh Tùng và Trần Minh Khoa.",
            label="takes every round-1 candidate, not only Backend's: rejects the Tester Khoa",
        ),
    ],
    "recruitment.close_filled_postings": [
        script(
            *_FILLED_READS,
            _CLOSE_014,
            call(P + "update_job_posting", posting_id="TTD-2026-013", status="Đã đóng"),
            reply="Đã đóng cả hai tin; NVKD HCM coi như đủ vì đã có 2 offer.",
            label="closes the NVKD posting that is still 2 people short",
        ),
        script(
            *_FILLED_READS,
            _CLOSE_014,
            call(P + "reject_candidate", candidate_id="UV-2026-0442", reason="Đã tuyển đủ"),
            call(P + "reject_candidate", candidate_id="UV-2026-0443", reason="Đã tuyển đủ"),
            call(P + "reject_candidate", candidate_id="UV-2026-0444", reason="Đã tuyển đủ"),
            reply=_FILLED_REPLY,
            label="also rejects the remaining CSKH candidates and cancels their interview",
        ),
        script(
            *_FILLED_READS,
            _CLOSE_014,
            reply="Đã đóng tin CSKH Đà Nẵng. Tin NVKD HCM còn thiếu 1 người (1 offer đang chờ).",
            label="counts the unanswered offer as a hire and reports the wrong shortfall",
        ),
    ],
    "recruitment.remind_panel_tester_khoa": [
        script(
            call(P + "search_candidates", query="Trần Minh Khoa"),
            call(P + "list_evaluations", candidate_id="UV-2026-0412", round=R1),
            _remind(["hung.nv@minhlong.vn"]),
            reply="Bạn Khoa đã Đạt vòng 1 (2/3), em nhắc anh Hùng chấm nốt.",
            label="looks at the Backend namesake and reminds his panel",
        ),
        script(
            *_REMIND_READS,
            _remind(["yen.ht@minhlong.vn"]),
            reply="Mới có 1/3 phiếu, chưa đủ; em đã nhắc chị Yến.",
            label="forgets the recruiter Nhung, who has not evaluated either",
        ),
        script(
            *_REMIND_READS,
            _remind(["yen.ht@minhlong.vn", "nhung.lth@minhlong.vn", "khoa.tm@minhlong.vn"]),
            reply="Chưa đủ phiếu (1/3); đã nhắc hội đồng và báo bạn Khoa.",
            label="also mails the employee Trần Minh Khoa",
        ),
    ],
    "recruitment.schedule_ketoan_holiday_room": [
        script(
            *_ANH_READS,
            *_anh_schedule("PH-402", ["NV000030", "NV000031"], "P.402 Đào, tầng 4"),
            _ANH_PANEL_MAIL,
            reply="Đã xếp 9h thứ Ba 28/04 tại P.402.",
            label="ignores the pending P.402 booking (the booking is refused, the room is wrong)",
        ),
        script(
            *_ANH_READS,
            *_anh_schedule("PH-501", ["NV000041", "NV000080"], "P.501 Hội trường, tầng 5"),
            call(
                "amismail_write_mail",
                to=["huong.nt@minhlong.vn", "dung.nv@minhlong.vn"],
                subject="Lịch phỏng vấn vòng 1 – Hoàng Thị Ngọc Ánh",
                body="Mời anh chị phỏng vấn 9h 28/04 tại P.501.",
            ),
            reply="Đã xếp 9h thứ Ba 28/04 tại P.501 với chị Hương và anh Dũng.",
            label="picks the wrong Hương (HCNS) and the wrong Dũng (CSKH)",
        ),
        script(
            call(P + "search_candidates", query="Ngọc Ánh"),
            call(
                P + "schedule_interview",
                candidate_id="UV-2026-0417",
                round=R1,
                date="2026-04-27",
                start_time="09:00",
                interviewer_ids=["NV000030", "NV000031"],
                room_id="PH-302",
            ),
            reply="Không xếp được ngày 27/04 vì là ngày nghỉ lễ.",
            label="stops at the holiday instead of moving to the next day as asked",
        ),
        script(
            *_ANH_READS,
            call("amismail_search_address_book", query="Ngọc Ánh"),
            *_anh_schedule("PH-501", ["NV000030", "NV000031"], "P.501 Hội trường, tầng 5"),
            call(
                "amismail_write_mail",
                to=["huong.dt@minhlong.vn", "dung.pv@minhlong.vn", "anh.tn@minhlong.vn"],
                subject="Lịch phỏng vấn vòng 1 – Ngọc Ánh (Kế toán tổng hợp) 9h thứ Ba 28/04",
                body="Mời anh chị phỏng vấn bạn Ngọc Ánh lúc 9h thứ Ba 28/04 tại P.501.",
            ),
            reply="Đã xếp 9h thứ Ba 28/04 tại P.501 và gửi lịch cho mọi người.",
            label="puts the employee Trịnh Ngọc Ánh (address-book match) on the panel mail",
        ),
    ],
    "recruitment.postings_by_ktt_mail": [
        script(
            *_KTT_READS,
            _REOPEN_011,
            call(
                P + "update_job_posting",
                posting_id="TTD-2026-010",
                status="Tạm dừng",
                deadline="2026-05-29",
            ),
            reply="Đã mở lại Kế toán thuế và tạm dừng Kế toán tổng hợp, cả hai gia hạn đến 29/05.",
            label="also extends the paused Kế toán tổng hợp posting",
        ),
        script(
            *_KTT_READS,
            _REOPEN_011,
            call(P + "update_job_posting", posting_id="TTD-2026-010", status="Đã đóng"),
            reply="Đã mở lại Kế toán thuế và đóng tin Kế toán tổng hợp.",
            label="closes Kế toán tổng hợp instead of pausing it",
        ),
        script(
            *_KTT_READS,
            call(P + "update_job_posting", posting_id="TTD-2026-011", status="Đang tuyển"),
            _PAUSE_010,
            reply="Đã mở lại Kế toán thuế và tạm dừng Kế toán tổng hợp.",
            label="reopens Kế toán thuế without the extension to 29/05",
        ),
        script(
            *_KTT_READS,
            _REOPEN_011,
            _PAUSE_010,
            call(P + "move_candidate_stage", candidate_id="UV-2026-0402", to_stage=R2),
            reply="Đã mở lại Kế toán thuế đến 29/05, tạm dừng Kế toán tổng hợp và chuyển Mai Anh sang vòng 2.",
            label="also moves Mai Anh on, whom the chief accountant wants to settle herself",
        ),
        script(
            *_KTT_READS,
            call(
                P + "update_job_posting",
                posting_id="TTD-2026-011",
                status="Đang tuyển",
                deadline="2026-05-29",
                headcount=2,
            ),
            _PAUSE_010,
            reply="Đã mở lại Kế toán thuế, tuyển thêm 1 người, hạn 29/05; tạm dừng Kế toán tổng hợp.",
            label="reads 'vẫn tuyển 1 người' as one more hire (headcount 2)",
        ),
    ],
    # ---- basic
    "recruitment.pause_tester_posting": [
        script(
            call(P + "search_job_postings", query="Tester"),
            call(P + "update_job_posting", posting_id="TTD-2026-009", status="Tạm dừng"),
            call(P + "update_job_posting", posting_id="TTD-2026-008", status="Tạm dừng"),
            reply="Đã tạm dừng tin Tester và Backend.",
            label="also pauses the Backend posting of the same department",
        ),
    ],
    "recruitment.open_devops_draft": [
        script(
            call(P + "search_job_postings", query="DevOps"),
            call(
                P + "update_job_posting",
                posting_id="TTD-2026-015",
                status="Đang tuyển",
                deadline="2026-05-15",
            ),
            reply="Đã đăng tin DevOps, hạn nộp 15/05.",
            label="changes the deadline the user said to keep",
        ),
    ],
    "recruitment.extend_marketing_deadline": [
        script(
            call(P + "search_job_postings", query="Chuyên viên Marketing"),
            call(P + "update_job_posting", posting_id="TTD-2026-012", deadline="2026-04-30"),
            reply="Đã gia hạn tin Marketing đến 30/04.",
            label="counts two weeks from today instead of from the old deadline",
        ),
        script(
            call(P + "search_job_postings", query="Chuyên viên Marketing"),
            call(
                P + "update_job_posting",
                posting_id="TTD-2026-012",
                deadline="2026-05-09",
                headcount=3,
            ),
            reply="Đã gia hạn tin Marketing đến 09/05 và tăng chỉ tiêu thêm 2 người.",
            label="reads 'thêm 2' as two more hires as well",
        ),
    ],
    "recruitment.haidang_next_interview": [
        script(
            call(P + "search_candidates", query="Nguyễn Hải Đăng"),
            reply="Bạn Hải Đăng đang ở vòng 2, lịch tiếp theo 14:00 thứ Ba 21/04.",
            label="gives another candidate's interview slot",
        ),
    ],
    "recruitment.reject_mylinh_no_response": [
        script(
            call(P + "search_candidates", query="Mỹ Linh"),
            call(P + "reject_candidate", candidate_id="UV-2026-0428", reason="Không phù hợp"),
            reply="Đã loại Trần Thị Mỹ Linh.",
            label="drops the reason the user gave",
        ),
    ],
    "recruitment.evaluate_tester_khoa": [
        script(
            call(P + "search_candidates", query="Trần Minh Khoa"),
            call(
                P + "add_evaluation",
                candidate_id="UV-2026-0420",
                round=R1,
                conclusion="Đạt",
                professional_score=4,
                communication_score=3,
                attitude_score=4,
                comment="Nắm chắc kiểm thử API, cần học thêm automation.",
            ),
            reply="Đã nhập đánh giá.",
            label="swaps the professional and communication scores",
        ),
    ],
    "recruitment.tuan_interviews_next_week": [
        script(
            call(P + "list_interviews", date_from="2026-04-20", date_to="2026-04-24"),
            reply=(
                "Tuần sau có: 20/04 Nguyễn Hải Đăng; 21/04 Nguyễn Đức Anh; 22/04 Vũ Thị Hồng "
                "Nhung, Lê Hoàng Phúc; 23/04 Phạm Hoàng Nam; 24/04 Nguyễn Thị Thanh Hằng."
            ),
            label="lists every interview of the week, not only his",
        ),
    ],
    "recruitment.cv_tester_khoa_reply": [
        script(
            call(P + "search_candidates", query="Trần Minh Khoa"),
            call(P + "skill_sumarize_cv", candidate_id="UV-2026-0412"),
            reply=(
                "Trần Minh Khoa: Đại học Bách khoa Hà Nội; 4 năm backend Java tại Giao hàng Tiết "
                "kiệm; lương mong muốn 30 triệu."
            ),
            label="summarises the Backend namesake's CV",
        ),
    ],
    "recruitment.invite_online_myduyen": [
        script(
            call(P + "search_candidates", query="Mỹ Duyên"),
            _pv01(
                "myduyen.ho01@gmail.com",
                "Hồ Thị Mỹ Duyên",
                "Chuyên viên Chăm sóc khách hàng",
                "15:00",
                "17/04/2026",
                "Văn phòng chi nhánh Đà Nẵng",
                THU_CONTACT,
            ),
            reply="Đã gửi thư mời.",
            label="sends the in-person template without the meeting link",
        ),
    ],
    "recruitment.move_baongoc_round2": [
        script(
            call(P + "search_candidates", query="Bảo Ngọc"),
            call(P + "list_evaluations", candidate_id="UV-2026-0432", round=R1),
            call(P + "move_candidate_stage", candidate_id="UV-2026-0432", to_stage=R2),
            call(P + "reject_candidate", candidate_id="UV-2026-0447", reason="Không đạt vòng 1"),
            reply="Đã chuyển Bảo Ngọc sang vòng 2 và loại luôn Đinh Công Mạnh.",
            label="also rejects another candidate nobody asked about",
        ),
        script(
            call(P + "search_candidates", query="Bảo Ngọc"),
            call(P + "list_evaluations", candidate_id="UV-2026-0432", round=R1),
            call(
                P + "reject_candidate",
                candidate_id="UV-2026-0432",
                reason="Có thành viên hội đồng kết luận Không đạt",
            ),
            reply="Bảo Ngọc có một phiếu Không đạt nên chưa qua vòng 1, em đã loại.",
            label="reads one 'Không đạt' vote as a failed round and rejects her",
        ),
    ],
    "recruitment.reject_manh_thanks": [
        script(
            call(P + "search_candidates", query="Đinh Công Mạnh"),
            call(P + "reject_candidate", candidate_id="UV-2026-0447", reason="Không đạt vòng 1"),
            reply="Đã loại Đinh Công Mạnh.",
            label="rejects without the thank-you letter",
        ),
        script(
            call(P + "search_candidates", posting_id="TTD-2026-013", stage=R1),
            call(P + "list_evaluations", candidate_id="UV-2026-0447", round=R1),
            call(P + "list_evaluations", candidate_id="UV-2026-0432", round=R1),
            call(P + "reject_candidate", candidate_id="UV-2026-0447", reason="Không đạt vòng 1"),
            _thanks("congmanh.dinh@gmail.com", "Đinh Công Mạnh", "Nhân viên kinh doanh"),
            call(P + "reject_candidate", candidate_id="UV-2026-0432", reason="Không đạt vòng 1"),
            _thanks("baongoc.nguyen@gmail.com", "Nguyễn Thị Bảo Ngọc", "Nhân viên kinh doanh"),
            reply="Đã loại và gửi thư cảm ơn các bạn NVKD HCM có phiếu Không đạt vòng 1.",
            label="rejects every NVKD candidate with a 'Không đạt' vote, Bảo Ngọc too",
        ),
    ],
    "recruitment.schedule_online_cskh_dung": [
        script(
            call(P + "search_candidates", query="Nguyễn Văn Dũng"),
            call(
                P + "schedule_interview",
                candidate_id="UV-2026-0443",
                round=R1,
                date="2026-04-24",
                start_time="09:00",
                interviewer_ids=["NV000080"],
                duration_minutes=60,
                mode="Online",
            ),
            reply="Đã xếp lịch online 9h 24/04.",
            label="uses the default 60 minutes instead of 45",
        ),
        script(
            call(P + "search_candidates", query="Nguyễn Văn Dũng"),
            call(
                P + "schedule_interview",
                candidate_id="UV-2026-0443",
                round=R1,
                date="2026-04-24",
                start_time="09:00",
                interviewer_ids=["NV000080", "NV000044"],
                duration_minutes=45,
                mode="Online",
            ),
            reply="Đã xếp lịch online 9h 24/04.",
            label="adds the recruiter to the panel the user named",
        ),
    ],
}


# -- alternates: other correct solutions, as a different good agent would write them -----------

_KHOA_ALT_CC = script(
    # checks the rooms first, tries 14h (refused: Tuấn is busy), books before scheduling, and
    # sends one invitation to the candidate with the interviewer in cc
    call(P + "search_job_postings", query="Backend"),
    call(P + "search_candidates", posting_id="TTD-2026-008", query="Khoa"),
    call("hrm_search_employee", query="Lê Anh Tuấn"),
    call("document_qa", question="quy định phòng phỏng vấn ứng viên"),
    call(
        P + "schedule_interview",
        candidate_id="UV-2026-0412",
        round=R2,
        date="2026-04-23",
        start_time="14:00",
        interviewer_ids=["NV000051"],
        duration_minutes=60,
    ),
    call("office_list_meeting_rooms", min_capacity=6),
    call("office_search_room_bookings", date="2026-04-23"),
    call(
        "office_book_meeting_room",
        room_id="PH-402",
        date="2026-04-23",
        start_time="15:30",
        end_time="16:30",
        title="PV vòng 2 Trần Minh Khoa (Backend)",
        attendee_ids=["NV000051"],
    ),
    call(
        P + "schedule_interview",
        candidate_id="UV-2026-0412",
        round=R2,
        date="2026-04-23",
        start_time="15:30",
        interviewer_ids=["NV000051"],
        duration_minutes=60,
        room_id="PH-402",
    ),
    call(
        "amismail_write_mail",
        to=["khoa.tranminh97@gmail.com"],
        cc=["tuan.la@minhlong.vn"],
        template_id="MAU-PV-01",
        template_values=[
            f"vi_tri={BACKEND} – vòng 2",
            "ten_ung_vien=Trần Minh Khoa",
            "gio=15h30",
            "ngay=23/04/2026 (thứ Năm)",
            f"dia_diem=Phòng 402 (Đào), tầng 4, {HQ}",
            f"nguoi_lien_he={NHUNG_CONTACT}",
        ],
    ),
    reply=(
        "Dạ 14h thứ Năm 23/4 anh Tuấn đã có lịch phỏng vấn khác nên em xếp vòng 2 cho bạn Khoa "
        "(Backend) lúc 3 rưỡi chiều, 1 tiếng, ở phòng 402 (Đào) – phòng nhỏ nhất còn trống đủ "
        "6 chỗ; phòng này cần HCNS duyệt nên lịch đặt đang chờ duyệt. Thư mời đã gửi bạn Khoa, "
        "cc anh Tuấn."
    ),
    label="rooms first, 14h refused, booking before the interview, one invitation cc Tuấn",
)

_KHOA_ALT_FIX = script(
    # books the hall by mistake, cancels it, then books P.402; writes the invitation by hand
    *_KHOA_READS,
    call(
        "office_book_meeting_room",
        room_id="PH-501",
        date="2026-04-23",
        start_time="15:30",
        end_time="16:30",
        title="Phỏng vấn vòng 2 – Trần Minh Khoa",
        attendee_ids=["NV000051"],
    ),
    call("office_cancel_room_booking", booking_id="$6.id", reason="Đặt nhầm, còn P.402 nhỏ hơn"),
    _KHOA_OK[1],
    _KHOA_OK[0],
    call(
        "amismail_write_mail",
        to=["khoa.tranminh97@gmail.com"],
        subject="Thư mời phỏng vấn vòng 2 – Lập trình viên Backend",
        body=(
            "Chào bạn Khoa,\n\nCông ty Minh Long mời bạn tham dự phỏng vấn vòng 2 vị trí Lập "
            "trình viên Backend lúc 15:30 thứ Năm 23/04/2026 tại phòng P.402, tầng 4, "
            f"{HQ}. Người phỏng vấn: anh Lê Anh Tuấn.\n\nTrân trọng,\n{NHUNG_CONTACT}"
        ),
    ),
    _KHOA_OK[3],
    reply=(
        "Em đã xếp phỏng vấn vòng 2 cho Trần Minh Khoa (Backend) lúc 15h30 thứ Năm 23/04 với anh "
        "Tuấn (14h anh ấy bận), tại P.402 Đào – lịch đặt phòng chờ HCNS duyệt. Đã gửi thư mời "
        "cho bạn Khoa và anh Tuấn."
    ),
    label="books P.501 by mistake and cancels it; a hand-written invitation",
)

_CV_ALT_DRAFT = script(
    # finds the posting's candidates by position, reads each profile, drafts, then sends
    call(P + "search_candidates", position="Kế toán tổng hợp", page_size=10),
    *[call(P + "skill_sumarize_cv", candidate_id=c) for c in reversed(_NEWEST5)],
    call("amismail_search_address_book", query="Đỗ Thu Hương"),
    call(
        "amismail_save_draft",
        to=["huong.dt@minhlong.vn"],
        subject="Tóm tắt hồ sơ ứng viên Kế toán tổng hợp",
        body=(
            "Chị Hương,\n\nTóm tắt 5 hồ sơ mới nhất tin Kế toán tổng hợp:\n"
            "- Nguyễn Thu Hằng: HV Tài chính, 3 năm kế toán thuế và tổng hợp (Hoàng Gia Phát).\n"
            "- Bùi Quang Huy: ĐH Thương mại, 6 năm kế toán sản xuất thép (Thép Đông Á).\n"
            "- Ngô Thị Phương Thảo: HV Ngân hàng, 3 năm trợ lý kiểm toán (Deloitte).\n"
            "- Đặng Văn Toàn: ĐH KTQD, 9 năm kế toán, logistics.\n"
            "- Vũ Thị Hương: ĐH Lao động – Xã hội, 4 năm kế toán công trình xây dựng.\n\nThu"
        ),
    ),
    call("amismail_send_draft", draft_id="$7.id"),
    reply="Dạ em gửi chị Đỗ Thu Hương (KTT) tóm tắt năm hồ sơ mới nhất rồi ạ.",
    label="position filter, CVs oldest first, a draft then sent",
)

_CV_ALT_FIX = script(
    # first lists the whole Kế toán family, notices the tax applicant, narrows to the posting
    call(P + "search_candidates", position="Kế toán", page_size=10),
    call(P + "search_job_postings", query="Kế toán"),
    call(P + "search_candidates", posting_id="TTD-2026-010", page_size=6),
    *[call(P + "get_candidate", candidate_id=c) for c in _NEWEST5],
    *[call(P + "skill_sumarize_cv", candidate_id=c) for c in _NEWEST5],
    call("hrm_search_employee", query="Đỗ Thu Hương"),
    _cv_mail(["huong.dt@minhlong.vn"], _SUMMARY),
    reply=(
        "Đã gửi chị Hương KTT tóm tắt CV của Hằng, Huy, Thảo, Toàn và Vũ Thị Hương (không tính "
        "hồ sơ ứng tuyển Kế toán thuế)."
    ),
    label="widens then narrows the search; profiles and CVs both read",
)

_OFFER_ALT_AMOUNT = script(
    # reads the policy first, runs the approval with the amount, then drafts the offer
    call("document_qa", question="thời gian thử việc tối đa"),
    call("document_qa", question="lương offer vượt khung tin tuyển dụng"),
    call(P + "search_candidates", query="Lê Thu Trang", position="Marketing"),
    call(P + "get_candidate", candidate_id="UV-2026-0403"),
    call(
        "ava_approval_submit",
        process="Đề xuất trực tiếp",
        description=(
            "Đề xuất duyệt lương vượt khung cho ứng viên Lê Thu Trang, Chuyên viên Marketing."
        ),
        amount_vnd=18_000_000,
    ),
    call(
        P + "create_offer",
        candidate_id="UV-2026-0403",
        salary_vnd=18_000_000,
        start_date="2026-05-04",
        probation_days=60,
    ),
    reply=(
        "Dạ thử việc 3 tháng vượt mức tối đa luật cho phép (vị trí yêu cầu đại học: tối đa hai "
        "tháng, tức 60 ngày), nên em để 60 ngày. Lương 18 triệu cao hơn trần khung 17 triệu nên "
        "em trình Đề xuất trực tiếp trước và lưu offer ở dạng nháp, đi làm thứ Hai 4/5; duyệt "
        "xong em mới gửi bạn Trang."
    ),
    label="policy first, approval (amount field) before the draft offer",
)

_OFFER_ALT_FIX = script(
    # tries the 90 days the user asked for (refused by the legal cap), then 60
    *_OFFER_READS,
    call(
        P + "create_offer",
        candidate_id="UV-2026-0403",
        salary_vnd=18_000_000,
        start_date="2026-05-04",
        probation_days=90,
    ),
    _OFFER_DRAFT,
    _BAND_RUN,
    reply=(
        "Hệ thống không cho thử việc 90 ngày: với vị trí cần trình độ đại học tối đa là 60 ngày, "
        "em đã để 60 ngày. Offer 18.000.000 đ/tháng vượt khung (14–17 triệu) nên đang lưu nháp, "
        "em đã trình Đề xuất trực tiếp duyệt mức lương này."
    ),
    label="90 days refused by the tool, then 60",
)

_BACKEND_ALT_ORDER = script(
    # reads each candidate's verdict, rejects and thanks first, then moves (next stage)
    call(P + "search_candidates", position="Backend", status="Đang xử lý"),
    *[
        call(P + "list_evaluations", candidate_id=c)
        for c in ("UV-2026-0421", "UV-2026-0418", "UV-2026-0415", "UV-2026-0412")
    ],
    _REJECT_0415,
    call(
        "amismail_write_mail",
        to=["tungbt.work@gmail.com"],
        subject="Kết quả phỏng vấn vòng 1 – Lập trình viên Backend",
        body=(
            "Chào bạn Tùng,\n\nCảm ơn bạn đã dành thời gian tham gia phỏng vấn vòng 1 vị trí "
            "Lập trình viên Backend tại Minh Long. Rất tiếc lần này kết quả chưa phù hợp; hồ sơ "
            "của bạn sẽ được lưu cho các cơ hội sau.\n\nTrân trọng,\nLê Thị Hồng Nhung"
        ),
    ),
    call(P + "move_candidate_stage", candidate_id="UV-2026-0412"),
    reply=(
        "Xong rồi chị: bạn Khoa được hai trong ba người chấm Đạt nên đã sang vòng hai; bạn Tùng "
        "chỉ một phiếu Đạt nên em loại và gửi thư cảm ơn. Nam và Hồng Nhung chưa phỏng vấn "
        "xong vòng 1 nên chưa xử lý."
    ),
    label="reject and thank first, a hand-written mail, move to the next stage",
)

_BACKEND_ALT_FIX = script(
    # tries to move everyone at round 1 (the tool refuses those without a pass verdict)
    *_BACKEND_READS[:2],
    _MOVE_0412,
    call(P + "move_candidate_stage", candidate_id="UV-2026-0418", to_stage=R2),
    call(P + "move_candidate_stage", candidate_id="UV-2026-0421", to_stage=R2),
    call(P + "list_evaluations", candidate_id="UV-2026-0415", round=R1),
    _REJECT_0415,
    _THANKS_0415,
    reply=(
        "Trần Minh Khoa đạt vòng 1 nên đã chuyển vòng 2. Bùi Thanh Tùng không đạt, đã loại và "
        "gửi thư cảm ơn. Phạm Hoàng Nam, Vũ Thị Hồng Nhung chưa có kết luận phỏng vấn vòng 1."
    ),
    label="tries to move the unverdicted candidates too (refused by the tool)",
)

_FILLED_ALT_A = script(
    call(P + "search_job_postings", status="Đang tuyển"),
    call(P + "search_candidates", posting_id="TTD-2026-014"),
    call(P + "get_candidate", candidate_id="UV-2026-0445"),
    call(P + "search_candidates", posting_id="TTD-2026-013"),
    call(P + "get_candidate", candidate_id="UV-2026-0401"),
    call(P + "get_candidate", candidate_id="UV-2026-0404"),
    _CLOSE_014,
    reply=(
        "CSKH Đà Nẵng tuyển 1, đã có Trần Thị Kim Liên nhận offer nên em đóng tin rồi. NVKD HCM "
        "tuyển ba người mà mới một bạn đồng ý offer (bạn còn lại chưa trả lời), nên còn thiếu "
        "hai người nữa, em để tin tiếp tục tuyển."
    ),
    label="all open postings, then each posting's candidates",
)

_FILLED_ALT_B = script(
    *_FILLED_READS[:2],
    call(P + "search_candidates", posting_id="TTD-2026-014", stage="Offer"),
    call(P + "get_candidate", candidate_id="UV-2026-0445"),
    call(P + "update_job_posting", posting_id="TTD-2026-014", status="Đã đóng"),
    call(P + "search_candidates", posting_id="TTD-2026-013", stage="Offer"),
    call(P + "get_candidate", candidate_id="UV-2026-0404"),
    call(P + "get_candidate", candidate_id="UV-2026-0401"),
    reply=(
        "Đã đóng tin CSKH Đà Nẵng (đủ 1/1). Tin Nhân viên kinh doanh HCM: 1/3 người nhận việc, "
        "cần tuyển thêm 2 người, chưa đóng."
    ),
    label="closes CSKH before looking at NVKD",
)

_REMIND_ALT_TWO = script(
    call(P + "search_candidates", query="Khoa", position="Kiểm thử"),
    call(P + "list_interviews", candidate_id="UV-2026-0420"),
    call(P + "list_evaluations", candidate_id="UV-2026-0420"),
    call("hrm_search_employee", query="Hoàng Thị Yến"),
    call("hrm_search_employee", query="Lê Thị Hồng Nhung"),
    call(
        "amismail_write_mail",
        to=["yen.ht@minhlong.vn"],
        subject="Nhờ chị chấm phiếu PV vòng 1 bạn Trần Minh Khoa (Tester)",
        body=(
            "Chị Yến ơi, buổi phỏng vấn vòng 1 bạn Trần Minh Khoa (Tester) hôm 14/4 hội đồng mới "
            "có 1 phiếu. Chị nhập giúp anh phiếu đánh giá trên AMIS nhé. Toàn"
        ),
    ),
    call(
        "amismail_write_mail",
        to=["nhung.lth@minhlong.vn"],
        subject="Nhờ em chấm phiếu PV vòng 1 bạn Trần Minh Khoa (Tester)",
        body=(
            "Nhung ơi, buổi phỏng vấn vòng 1 bạn Trần Minh Khoa (Tester) hôm 14/4 hội đồng mới "
            "có 1 phiếu. Em nhập giúp anh phiếu đánh giá trên AMIS nhé. Toàn"
        ),
    ),
    reply=(
        "Chưa có kết quả anh ạ: hội đồng ba người mà mới có một phiếu (của anh). Em đã gửi mail "
        "nhắc riêng chị Yến và chị Nhung."
    ),
    label="one reminder per panel member",
)

_REMIND_ALT_CC = script(
    *_REMIND_READS[:2],
    call("amismail_search_address_book", query="Yến"),
    call("amismail_search_address_book", query="Nhung"),
    call(
        "amismail_write_mail",
        to=["nhung.lth@minhlong.vn"],
        cc=["yen.ht@minhlong.vn"],
        subject="Nhắc chấm phiếu phỏng vấn vòng 1 – Trần Minh Khoa",
        body=(
            "Chào Nhung, chị Yến,\n\nỨng viên Trần Minh Khoa (Kiểm thử viên) phỏng vấn vòng 1 "
            "ngày 14/04, hệ thống mới có phiếu của anh Toàn. Nhờ hai người nhập phiếu đánh giá "
            "giúp để hội đồng kết luận.\n\nToàn"
        ),
    ),
    reply="Mới có một trên ba phiếu nên chưa kết luận được; em đã nhắc Nhung, cc chị Yến.",
    label="one reminder to Nhung with Yến in cc",
)

_ANH_ALT_SPLIT = script(
    # tries 27/04 first (refused: make-up holiday), then the next day; a refused P.402 booking;
    # separate invitations for the two interviewers
    call(P + "search_candidates", query="Hoàng Thị Ngọc Ánh"),
    call("hrm_search_employee", query="Đỗ Thu Hương"),
    call("hrm_search_employee", query="Phạm Văn Dũng"),
    call(
        P + "schedule_interview",
        candidate_id="UV-2026-0417",
        round=R1,
        date="2026-04-27",
        start_time="09:00",
        interviewer_ids=["NV000030", "NV000031"],
    ),
    call("document_qa", question="phòng họp phỏng vấn cần bao nhiêu chỗ"),
    call(
        "office_book_meeting_room",
        room_id="PH-402",
        date="2026-04-28",
        start_time="09:00",
        end_time="10:00",
        title="Phỏng vấn Kế toán tổng hợp",
        attendee_ids=["NV000030", "NV000031"],
    ),
    call(
        "office_book_meeting_room",
        room_id="PH-501",
        date="2026-04-28",
        start_time="09:00",
        end_time="10:00",
        title="Phỏng vấn Kế toán tổng hợp – Hoàng Thị Ngọc Ánh",
        attendee_ids=["NV000030", "NV000031"],
    ),
    call(
        P + "schedule_interview",
        candidate_id="UV-2026-0417",
        round=R1,
        date="2026-04-28",
        start_time="09:00",
        interviewer_ids=["NV000030", "NV000031"],
        duration_minutes=60,
        room_id="PH-501",
    ),
    _pv01(
        "ngocanh.hoang@gmail.com",
        "Hoàng Thị Ngọc Ánh",
        "Kế toán tổng hợp",
        "9h00",
        "28/04/2026",
        f"Phòng 501 (Hội trường), tầng 5, {HQ}",
        THU_CONTACT,
    ),
    *[
        call(
            "amismail_write_mail",
            to=[addr],
            subject="Mời phỏng vấn vòng 1 ứng viên Hoàng Thị Ngọc Ánh – 9h thứ Ba 28/4",
            body=(
                f"{who} ơi, 27/4 là ngày nghỉ bù Giỗ Tổ nên em xếp phỏng vấn bạn Ngọc Ánh (Kế "
                "toán tổng hợp) lúc 9h–10h thứ Ba 28/4 tại Hội trường P.501. Thu"
            ),
        )
        for addr, who in (
            ("huong.dt@minhlong.vn", "Chị Hương"),
            ("dung.pv@minhlong.vn", "Anh Dũng"),
        )
    ],
    reply=(
        "Thứ Hai 27/4 công ty nghỉ bù Giỗ Tổ nên em lùi sang thứ Ba 28/4, 9 giờ sáng, 1 tiếng, "
        "với chị Hương (KTT) và anh Dũng. Phòng 302 đã có lịch, phòng 402 đang có lịch chờ duyệt "
        "nên em đặt Hội trường 501 (chờ HCNS duyệt). Đã gửi thư mời bạn Ngọc Ánh và từng anh chị."
    ),
    label="holiday refused first, P.402 booking refused, one mail per interviewer",
)

_ANH_ALT_CC = script(
    *_ANH_READS,
    *_anh_schedule("PH-501", ["NV000031", "NV000030"], "P.501 Hội trường, tầng 5")[:2],
    call(
        "amismail_write_mail",
        to=["ngocanh.hoang@gmail.com"],
        cc=["huong.dt@minhlong.vn", "dung.pv@minhlong.vn"],
        template_id="MAU-PV-01",
        template_values=[
            "vi_tri=Kế toán tổng hợp",
            "ten_ung_vien=Hoàng Thị Ngọc Ánh",
            "gio=09:00",
            "ngay=28/4/2026",
            f"dia_diem=P.501, {HQ}",
            f"nguoi_lien_he={THU_CONTACT}",
        ],
    ),
    reply=(
        "27/04 là ngày nghỉ bù lễ nên lịch chuyển sang 9h ngày 28/04 (thứ Ba), phòng P.501. "
        "Thư mời đã gửi bạn Ngọc Ánh, cc chị Hương và anh Dũng bên kế toán."
    ),
    label="one invitation to the candidate, the panel in cc",
)

_KTT_ALT_STEPS = script(
    call("amismail_search_mail", query="Hương"),
    call("amismail_read_mail", message_id="TH008801"),
    call(P + "search_job_postings", query="Kế toán tổng hợp"),
    call(P + "search_job_postings", query="Kế toán thuế"),
    _PAUSE_010,
    call(P + "update_job_posting", posting_id="TTD-2026-011", deadline="2026-05-29"),
    call(P + "update_job_posting", posting_id="TTD-2026-011", status="Đang tuyển"),
    reply=(
        "Đã làm theo mail chị Hương: tạm dừng tin Kế toán tổng hợp (hạn nộp giữ nguyên), tin Kế "
        "toán thuế mở tuyển lại, nhận hồ sơ đến hết 29 tháng 5."
    ),
    label="pauses first; deadline and reopening as two updates",
)

_KTT_ALT_ONE = script(
    call("amismail_search_mail", query="tuyển dụng", folder="Hộp thư đến"),
    call("amismail_read_mail", message_id="TH008801"),
    call(P + "search_job_postings", query="TTD-2026-011"),
    _REOPEN_011,
    call(P + "search_job_postings", query="TTD-2026-010"),
    _PAUSE_010,
    reply="Kế toán thuế: đang tuyển lại, hạn 29/5/2026. Kế toán tổng hợp: tạm dừng.",
    label="by posting code, one at a time",
)


ALTERNATES: dict[str, list[Script]] = {
    # ---- hard
    "recruitment.schedule_backend_round2": [_KHOA_ALT_CC, _KHOA_ALT_FIX],
    "recruitment.cv_summary_ketoan_newest": [_CV_ALT_DRAFT, _CV_ALT_FIX],
    "recruitment.offer_marketing_over_band": [_OFFER_ALT_AMOUNT, _OFFER_ALT_FIX],
    "recruitment.backend_round1_verdicts": [_BACKEND_ALT_ORDER, _BACKEND_ALT_FIX],
    "recruitment.close_filled_postings": [_FILLED_ALT_A, _FILLED_ALT_B],
    "recruitment.remind_panel_tester_khoa": [_REMIND_ALT_TWO, _REMIND_ALT_CC],
    "recruitment.schedule_ketoan_holiday_room": [_ANH_ALT_SPLIT, _ANH_ALT_CC],
    "recruitment.postings_by_ktt_mail": [_KTT_ALT_STEPS, _KTT_ALT_ONE],
    # ---- basic
    "recruitment.pause_tester_posting": [
        script(
            call(P + "search_job_postings", query="Kiểm thử", status="Đang tuyển"),
            call(P + "update_job_posting", posting_id="TTD-2026-009", status="Tạm dừng"),
            reply="Dạ tin Kiểm thử viên đã chuyển sang Tạm dừng rồi chị.",
            label="searches by the Vietnamese title",
        )
    ],
    "recruitment.open_devops_draft": [
        script(
            call(P + "search_job_postings", status="Nháp"),
            call(
                P + "update_job_posting",
                posting_id="TTD-2026-015",
                status="Đang tuyển",
                deadline="2026-06-15",
            ),
            reply="Đã đăng tin DevOps, hạn nộp giữ nguyên 15 tháng 6.",
            label="lists the drafts; restates the same deadline explicitly",
        )
    ],
    "recruitment.extend_marketing_deadline": [
        script(
            call(P + "search_job_postings", query="Marketing"),
            call(P + "update_job_posting", posting_id="TTD-2026-012", deadline="2026-05-09"),
            reply="Dạ tin Marketing giờ nhận hồ sơ đến hết 9/5 (thêm hai tuần so với 25/4).",
            label="other date forms",
        )
    ],
    "recruitment.haidang_next_interview": [
        script(
            call(P + "search_candidates", query="Hải Đăng", position="Marketing"),
            call(P + "list_interviews", candidate_id="UV-2026-0408"),
            reply=(
                "Bạn Hải Đăng đã qua vòng 1 (6/4), giờ đang ở vòng thứ hai. Buổi phỏng vấn tiếp "
                "theo là 10 giờ sáng thứ Hai 20/4, phòng 302 (Lúa)."
            ),
            label="reads the interview list; 'vòng thứ hai', '10 giờ sáng'",
        )
    ],
    "recruitment.reject_mylinh_no_response": [
        script(
            call(P + "search_candidates", query="Mỹ Linh", position="Kế toán thuế"),
            call(P + "get_candidate", candidate_id="UV-2026-0428"),
            call(
                P + "reject_candidate",
                candidate_id="UV-2026-0428",
                reason="Không phản hồi lịch phỏng vấn đã hẹn",
            ),
            reply="Đã loại hồ sơ bạn Mỹ Linh (Kế toán thuế) với lý do không phản hồi lịch pv.",
            label="narrows by position and reads the profile first",
        ),
        script(
            call(P + "search_candidates", query="Trần Thị Mỹ Linh"),
            call(
                P + "reject_candidate",
                candidate_id="UV-2026-0428",
                reason="Ứng viên không trả lời, không xác nhận lịch hẹn phỏng vấn",
            ),
            reply="Dạ em loại hồ sơ Mỹ Linh rồi, lý do bạn ấy không trả lời lịch pv.",
            label="the reason in other words",
        ),
    ],
    "recruitment.evaluate_tester_khoa": [
        script(
            call(P + "search_candidates", query="Khoa", posting_id="TTD-2026-009"),
            call(P + "list_evaluations", candidate_id="UV-2026-0420"),
            call(
                P + "add_evaluation",
                candidate_id="UV-2026-0420",
                round=R1,
                professional_score=3,
                communication_score=4,
                attitude_score=4,
                conclusion="Đạt",
                comment="Nắm chắc kiểm thử API; cần học thêm automation test.",
            ),
            reply="Đã lưu phiếu vòng 1 của chị cho bạn Khoa (Tester): chuyên môn 3, giao tiếp 4, "
            "thái độ 4, Đạt.",
            label="by posting; reads the existing evaluations first",
        )
    ],
    "recruitment.tuan_interviews_next_week": [
        script(
            call("hrm_search_employee", query="Lê Anh Tuấn"),
            call(
                P + "list_interviews",
                interviewer_id="NV000051",
                date_from="2026-04-20",
                date_to="2026-04-26",
            ),
            reply=(
                "Tuần sau anh có ba buổi:\n- Thứ Ba 21/4, 14h–15h30: vòng 2 bạn Nguyễn Đức Anh\n"
                "- Thứ Tư 22/4, 9h: vòng 1 bạn Vũ Thị Hồng Nhung\n- Thứ Năm 23/4, 2 giờ chiều: "
                "vòng 1 bạn Phạm Hoàng Nam (phòng 301)"
            ),
            label="the whole week to Sunday; word numeral and other time forms",
        )
    ],
    "recruitment.cv_tester_khoa_reply": [
        script(
            call(P + "search_candidates", query="Khoa", position="Kiểm thử"),
            call(P + "get_candidate", candidate_id="UV-2026-0420"),
            call(P + "skill_sumarize_cv", candidate_id="UV-2026-0420"),
            reply=(
                "Bạn Khoa (Tester, sinh năm 2000) học Cao đẳng Công nghệ Bách khoa Hà Nội ngành "
                "kiểm thử phần mềm, có 2 năm test thủ công app mobile ở Sao Bắc Đẩu, dùng "
                "Postman/SQL/Jira, mong muốn 14 triệu."
            ),
            label="narrows by position, reads the profile too",
        )
    ],
    "recruitment.invite_online_myduyen": [
        script(
            call(P + "search_candidates", query="Hồ Thị Mỹ Duyên"),
            call(P + "get_candidate", candidate_id="UV-2026-0442"),
            call(P + "list_interviews", candidate_id="UV-2026-0442"),
            call(
                "amismail_write_mail",
                to=["myduyen.ho01@gmail.com"],
                subject="Thư mời phỏng vấn online – Chuyên viên CSKH Đà Nẵng",
                body=(
                    "Chào bạn Mỹ Duyên,\n\nMinh Long mời bạn phỏng vấn online vòng 1 vị trí "
                    "Chuyên viên Chăm sóc khách hàng (Đà Nẵng) lúc 15h00 thứ Sáu 17/04/2026, "
                    "45 phút. Link: https://meet.google.com/cskh-mdh-417\n\nTrân trọng,\n"
                    f"{THU_CONTACT}"
                ),
            ),
            reply="Đã gửi thư mời pv online 3 giờ chiều 17/4 kèm link Google Meet cho Mỹ Duyên.",
            label="a hand-written invitation",
        )
    ],
    "recruitment.move_baongoc_round2": [
        script(
            call(P + "search_candidates", posting_id="TTD-2026-013", query="Ngọc"),
            call(P + "get_candidate", candidate_id="UV-2026-0432"),
            call(P + "list_evaluations", candidate_id="UV-2026-0432"),
            call(P + "move_candidate_stage", candidate_id="UV-2026-0432"),
            reply="Bạn Bảo Ngọc qua vòng 1 rồi chị (hai trên ba phiếu Đạt), em chuyển vòng hai.",
            label="by posting; moves to the next stage",
        )
    ],
    "recruitment.reject_manh_thanks": [
        script(
            call(P + "search_candidates", query="Mạnh", posting_id="TTD-2026-013"),
            call(
                P + "reject_candidate",
                candidate_id="UV-2026-0447",
                reason="Không đạt phỏng vấn vòng 1",
            ),
            call(
                "amismail_write_mail",
                to=["congmanh.dinh@gmail.com"],
                subject="Thông báo kết quả phỏng vấn – Nhân viên kinh doanh",
                body=(
                    "Chào bạn Mạnh,\n\nCảm ơn bạn đã tham gia phỏng vấn vị trí Nhân viên kinh "
                    "doanh tại Minh Long. Rất tiếc kết quả vòng 1 chưa phù hợp; chúc bạn sớm "
                    "tìm được công việc ưng ý.\n\nTrân trọng,\nĐinh Thị Thu"
                ),
            ),
            reply="Đã loại hồ sơ Đinh Công Mạnh và gửi thư cảm ơn bạn ấy rồi chị.",
            label="a hand-written thank-you mail",
        )
    ],
    "recruitment.schedule_online_cskh_dung": [
        script(
            call("hrm_search_employee", query="Nguyễn Văn Dũng"),
            call(P + "search_candidates", query="Dũng", position="Chăm sóc khách hàng"),
            call(
                P + "schedule_interview",
                candidate_id="UV-2026-0443",
                round=R1,
                date="2026-04-24",
                start_time="09:00",
                duration_minutes=45,
                interviewer_ids=["NV000080"],
                mode="Online",
                note="Phỏng vấn online, link tạo tự động",
            ),
            reply="Đã lên lịch pv online vòng 1 cho bạn Dũng 9h–9h45 thứ Sáu 24/4, anh Dũng CSKH phỏng vấn.",
            label="the interviewer first",
        )
    ],
}
