"""Reference solutions (``ORACLES``) and deliberately wrong ones (``ANTI_ORACLES``) for the office
domain. Every anti-oracle's ``label`` says what is wrong with it; each must fail its task.
"""

from __future__ import annotations

from avabench.task import Script, ToolCall, call, script

P = "office."

# -- shared pieces --------------------------------------------------------------------------------

_SAO_VIET_NOTE = (
    "Anh Tuấn ơi, Sao Việt khiếu nại đơn DH260401-0033 giao thiếu 2 đầu đọc mã vạch, đề nghị "
    "phản hồi trước 17/04. Chủ sở hữu trên CRM là anh Sơn nhưng anh Sơn đã nghỉ việc nên theo "
    "quy định em chuyển anh xử lý. Em đã tạo nhiệm vụ trên CRM cho anh."
)


def _sao_viet_task(assignee: str) -> ToolCall:
    return call(
        "crm_create_activity",
        kind="Nhiệm vụ",
        subject="Xử lý khiếu nại đơn DH260401-0033 – giao thiếu 2 đầu đọc mã vạch",
        customer_id="KH00005",
        due_date="2026-04-17",
        assignee_id=assignee,
        contact_id="LH00015",
        description="Khách phản hồi qua mail ngày 15/04, đề nghị xử lý và phản hồi trước 17/04.",
    )


_MKT_TEAM = ["NV000070", "NV000072", "NV000073", "NV000074", "NV000075"]

_NAM_SIGNATURE = (
    "Trân trọng,\nHoàng Văn Nam\nChuyên viên kinh doanh | Minh Long Technology\n"
    "Hotline: 1900 6868 – máy lẻ 215"
)
_REPLY_HA = (
    "Chào chị Hà,\n\nEm xin phép gửi chị báo giá phần mềm ML HRM kèm lịch triển khai dự kiến "
    "trong thứ Hai tuần sau (20/04/2026) ạ. Có gì cần bổ sung chị cứ nhắn em nhé."
)

_CASH_NOTE = (
    "Khoản thanh toán 35.000.000 đ từ 5 triệu trở lên phải chuyển khoản qua ngân hàng, không chi "
    "tiền mặt (QT-02/2025/ML-TCKT mục 6). Em điều chỉnh sang chuyển khoản rồi gửi lại giúp chị."
)


def _leave_notice(until: str, substitute: str) -> ToolCall:
    return call(
        "amismail_write_mail",
        to=["ketoan@minhlong.vn"],
        template_id="MAU-NP-08",
        template_values=[
            "ten_nhan_vien=Phạm Văn Dũng",
            "tu_ngay=20/04/2026",
            f"den_ngay={until}",
            f"nguoi_thay_the={substitute}",
        ],
    )


def _book(room: str, date: str, start: str, end: str, title: str, attendees: list[str]) -> ToolCall:
    return call(
        "office_book_meeting_room",
        room_id=room,
        date=date,
        start_time=start,
        end_time=end,
        title=title,
        attendee_ids=attendees,
    )


# -- reference solutions ----------------------------------------------------------------------------

ORACLES: dict[str, Script] = {
    # ---------------------------------------------------------------- hard
    P + "complaint_owner_left": script(
        call("amismail_search_mail", query="DH260401-0033"),
        call("amismail_read_mail", message_id="TH000057"),
        call("crm_search_customer", query="Sao Việt"),
        call("crm_get_customer", customer_id="KH00005"),
        call(
            "document_qa",
            question="khiếu nại của khách hàng chuyển cho ai khi chủ sở hữu đã nghỉ việc",
        ),
        call(
            "amismail_forward_mail",
            message_id="TH000057",
            to=["tuan.nm@minhlong.vn"],
            note=_SAO_VIET_NOTE,
        ),
        _sao_viet_task("NV000010"),
        reply=(
            "Chủ sở hữu của Sao Việt là anh Đỗ Thanh Sơn nhưng anh Sơn đã nghỉ việc, nên theo quy "
            "định em đã chuyển tiếp mail khiếu nại đơn DH260401-0033 cho quản lý của anh ấy là anh "
            "Nguyễn Minh Tuấn và tạo nhiệm vụ trên CRM giao anh Tuấn, hạn 17/04."
        ),
    ),
    P + "room_holiday_smallest": script(
        call("document_qa", question="đặt phòng họp nhỏ nhất còn trống"),
        call("hrm_search_employee", department="PB-MKT"),
        call(
            "office_search_room_bookings", date="2026-04-27", start_time="14:00", end_time="15:30"
        ),
        call(
            "office_search_room_bookings", date="2026-04-28", start_time="14:00", end_time="15:30"
        ),
        _book("PH-402", "2026-04-28", "14:00", "15:30", "Họp phòng Marketing", _MKT_TEAM),
        reply=(
            "Thứ Hai 27/4 là ngày nghỉ bù Giỗ Tổ Hùng Vương nên em lùi sang thứ Ba 28/4, "
            "14h–15h30. Phòng Marketing có 6 người: P.302 đã kín, P.401 chỉ dành cho Ban Giám "
            "đốc, nên em đặt P.402 Đào (8 chỗ) – lịch đang chờ duyệt vì phòng này cần HCNS phê "
            "duyệt. Đã mời chị Hoa, anh Việt, chị Oanh, anh Đức Anh và bạn Diệp."
        ),
    ),
    P + "ticket_duplicate_priority": script(
        call("helpdesk_search_tickets", requester_id="me", open_only=True),
        call("document_qa", question="mức ưu tiên ticket laptop hỏng trước buổi demo với khách"),
        call(
            "helpdesk_update_ticket",
            ticket_id="TK-2026-00116",
            priority="Cao",
            comment=(
                "Máy lại tắt màn hình. Chiều nay 14h em demo với khách An Phát, nhờ IT cho em mượn "
                "laptop dự phòng trước 13h30."
            ),
        ),
        reply=(
            "Anh đã có ticket TK-2026-00116 đang xử lý cho đúng lỗi màn hình này, nên em không tạo "
            "ticket trùng mà bổ sung bình luận xin mượn laptop dự phòng trước buổi demo 14h và nâng "
            "mức ưu tiên lên Cao theo quy định helpdesk."
        ),
    ),
    P + "approvals_cash_rule": script(
        call("ava_approval_list"),
        call("document_qa", question="quy định phê duyệt thanh toán, chứng từ thanh toán"),
        call("ava_approval", run_id="LC-2026-0782", action="trả về", note=_CASH_NOTE),
        call("ava_approval", run_id="LC-2026-0786", action="đồng ý"),
        call("ava_approval", run_id="LC-2026-0792", action="đồng ý"),
        reply=(
            "Đã đồng ý LC-2026-0786 (bản quyền Canva/Adobe 24 triệu) và LC-2026-0792 (tạm ứng phí "
            "kiểm toán 20 triệu). LC-2026-0782 (35 triệu) ghi chi tiền mặt cho khách sạn, trái quy "
            "định khoản từ 5 triệu phải chuyển khoản, nên em đã trả về cho chị Hà kèm lý do."
        ),
    ),
    P + "leave_notice_template": script(
        call(
            "timesheet_list_leave_requests",
            employee_id="NV000031",
            from_date="2026-04-20",
            to_date="2026-04-24",
        ),
        call("hrm_search_employee", query="Lan", department="Kế toán"),
        call("amismail_search_address_book", query="Kế toán", scope="internal"),
        call("amismail_list_templates", category="Nhân sự"),
        _leave_notice("21/04/2026", "chị Nguyễn Thị Ngọc Lan (Kế toán công nợ)"),
        reply=(
            "Đơn nghỉ phép 20–21/04 của anh đã được chị Hương duyệt, em đã gửi thông báo nghỉ phép "
            "theo mẫu vào ketoan@minhlong.vn, người thay thế là chị Nguyễn Thị Ngọc Lan. Đơn nghỉ "
            "ngày 24/04 vẫn đang chờ duyệt nên em chưa thông báo."
        ),
    ),
    P + "reply_memory_signature": script(
        call("read_memory"),
        call("amismail_search_mail", from_addr="anphat.com.vn"),
        call(
            "amismail_reply_mail",
            message_id="TH000036",
            body=f"{_REPLY_HA}\n\n{_NAM_SIGNATURE}",
            cc=["tuan.nm@minhlong.vn"],
        ),
        reply="Em đã trả lời chị Hà (An Phát), CC anh Tuấn và ký theo chữ ký anh đã dặn.",
    ),
    P + "meeting_namesake_free_slot": script(
        call("hrm_search_employee", query="Tuấn"),
        call("office_search_room_bookings", date="2026-04-21"),
        call(
            "office_search_room_bookings", date="2026-04-21", start_time="11:00", end_time="12:00"
        ),
        _book(
            "PH-301",
            "2026-04-21",
            "11:00",
            "12:00",
            "Trao đổi tích hợp API cho khách Việt Tiến",
            ["NV000051"],
        ),
        reply=(
            "Anh Lê Anh Tuấn (trưởng nhóm Backend) họp sprint review 9h–11h thứ Ba 21/4, nên em "
            "đặt 11h–12h tại P.301 Sen và đã mời anh ấy."
        ),
    ),
    P + "close_confirmed_tickets": script(
        call("helpdesk_search_tickets", status="Đã giải quyết"),
        call("helpdesk_update_ticket", ticket_id="TK-2026-00110", status="Đã đóng"),
        call("helpdesk_update_ticket", ticket_id="TK-2026-00901", status="Đã đóng"),
        call(
            "helpdesk_update_ticket",
            ticket_id="TK-2026-00112",
            comment="Anh Tuấn kiểm tra giúp em pin laptop đã ổn chưa và xác nhận để em đóng ticket nhé.",
        ),
        reply=(
            "Đã đóng TK-2026-00110 và TK-2026-00901 (người yêu cầu đã xác nhận). TK-2026-00112 anh "
            "Tuấn chưa xác nhận, em đã bình luận nhắc anh ấy kiểm tra và xác nhận. TK-2026-00111 "
            "thuộc HCNS nên em không xử lý."
        ),
    ),
    # ---------------------------------------------------------------- basic
    P + "qa_business_trip": script(
        call("hrm_get_employee", employee_id="NV000020"),
        call("document_qa", question="tiền thuê phòng khách sạn công tác trưởng phòng"),
        call("document_qa", question="phụ cấp lưu trú công tác tỉnh khác, đi máy bay"),
        reply=(
            "Anh là Trưởng phòng nên tiền phòng khách sạn tối đa 1.500.000 đ/đêm; phụ cấp lưu trú "
            "khi công tác tỉnh, thành phố khác là 300.000 đ/ngày; TP.HCM – Hà Nội trên 300 km nên "
            "anh được đi máy bay hạng phổ thông."
        ),
    ),
    P + "qa_mail_maintenance": script(
        call("amismail_search_mail", query="bảo trì email"),
        reply="Hệ thống email bảo trì từ 22h00 thứ Bảy 18/04 đến 02h00 Chủ nhật 19/04.",
    ),
    P + "memory_update_cc": script(
        call("read_memory"),
        call("hrm_search_employee", query="Hải", department="Kinh doanh"),
        call(
            "edit_memory",
            action="update",
            key="CC khi gửi thư khách hàng",
            value="Khi gửi thư cho khách hàng, CC phó phòng Trần Văn Hải (hai.tv@minhlong.vn).",
        ),
        reply="Em đã cập nhật: từ nay thư gửi khách hàng sẽ CC anh Trần Văn Hải.",
    ),
    P + "book_small_room": script(
        call("hrm_search_employee", query="Hà", department="Kinh doanh"),
        call("hrm_search_employee", query="Khánh", department="Kinh doanh"),
        call(
            "office_search_room_bookings", date="2026-04-17", start_time="10:00", end_time="11:00"
        ),
        _book(
            "PH-301",
            "2026-04-17",
            "10:00",
            "11:00",
            "Họp nhóm Kinh doanh",
            ["NV000013", "NV000014"],
        ),
        reply="Em đã đặt P.301 Sen 10h–11h sáng mai 17/4, mời chị Phạm Thu Hà và anh Lê Quốc Khánh.",
    ),
    P + "cancel_booking": script(
        call("office_search_room_bookings", organizer_id="NV000012"),
        call(
            "office_cancel_room_booking",
            booking_id="LH-2026-0107",
            reason="Khách An Phát hoãn buổi demo",
        ),
        reply="Em đã huỷ lịch P.301 chiều nay (demo An Phát); lịch demo An Phát Hưng 20/4 vẫn giữ.",
    ),
    P + "ticket_stationery_priority": script(
        call("document_qa", question="xin cấp văn phòng phẩm mức ưu tiên"),
        call(
            "helpdesk_create_ticket",
            category="HCNS-Văn phòng phẩm",
            title="Xin cấp giấy A4 và ghim bấm cho phòng Kinh doanh",
            description="Phòng Kinh doanh xin cấp 5 ram giấy A4 và 2 hộp ghim bấm.",
            priority="Thấp",
        ),
        reply=(
            "Em đã tạo ticket HCNS-Văn phòng phẩm xin 5 ram giấy A4 và 2 hộp ghim bấm, mức ưu "
            "tiên Thấp."
        ),
    ),
    P + "approve_named_advance": script(
        call("ava_approval_list"),
        call("ava_approval", run_id="LC-2026-0781", action="đồng ý"),
        reply="Đã duyệt LC-2026-0781 – tạm ứng 8 triệu tiếp khách An Phát của Nam.",
    ),
    P + "return_advance_note": script(
        call("ava_approval_list"),
        call(
            "ava_approval",
            run_id="LC-2026-0784",
            action="trả về",
            note="Em bổ sung lịch trình và dự toán chi tiết chuyến công tác Đà Nẵng rồi gửi lại nhé.",
        ),
        reply="Đã trả về LC-2026-0784 cho Thảo, yêu cầu bổ sung lịch trình và dự toán chi tiết.",
    ),
    P + "submit_purchase": script(
        call(
            "ava_approval_submit",
            process="Đề nghị mua sắm",
            description="Mua 2 màn hình Dell 24 inch cho phòng Kinh doanh",
            amount_vnd=7_500_000,
        ),
        reply="Đã gửi đề nghị mua sắm 2 màn hình Dell 24 inch, tổng 7.500.000 đ, chờ anh Hải duyệt.",
    ),
    P + "forward_transfer_notice": script(
        call("amismail_search_mail", query="Thép Đông Á chuyển khoản"),
        call("amismail_search_address_book", query="Linh", scope="internal"),
        call(
            "amismail_forward_mail",
            message_id="TH000060",
            to=["linh.ht@minhlong.vn"],
            note="Linh kiểm tra giúp chị khoản chuyển khoản 55 triệu của CN Thép Đông Á Đà Nẵng.",
        ),
        reply="Chị đã chuyển tiếp mail cho Hà Thị Linh (thủ quỹ).",
    ),
    P + "send_content_draft": script(
        call("amismail_search_mail", folder="Thư nháp"),
        call("amismail_send_draft", draft_id="TH000085"),
        reply="Em đã gửi bản kế hoạch nội dung tháng 5 cho chị Hoa.",
    ),
    P + "requester_close_ticket": script(
        call("helpdesk_search_tickets", requester_id="me"),
        call("helpdesk_update_ticket", ticket_id="TK-2026-00110", status="Đã đóng"),
        reply="Đã đóng ticket TK-2026-00110 (cấp tài khoản AMIS CRM cho Diệp).",
    ),
}

# -- deliberately wrong solutions -------------------------------------------------------------------


def _then(base: Script, *calls: ToolCall, reply: str, label: str) -> Script:
    """``base``'s calls in order, then ``calls``, with another reply."""
    return Script(calls=[*base.calls, *calls], reply=reply, label=label)


ANTI_ORACLES: dict[str, list[Script]] = {
    P + "complaint_owner_left": [
        script(
            call(
                "amismail_forward_mail",
                message_id="TH000057",
                to=["dothanhson91@gmail.com"],
                note="Anh Sơn xem giúp khiếu nại của Sao Việt.",
            ),
            _sao_viet_task("NV000012"),
            reply="Đã chuyển cho anh Sơn, chủ sở hữu khách hàng.",
            label="forwards to the departed owner's personal Gmail; task to the wrong person",
        ),
        script(
            call("amismail_forward_mail", message_id="TH000057", to=["tuan.nm@minhlong.vn"]),
            call("crm_transfer_owner", customer_id="KH00005", new_owner_id="NV000010"),
            _sao_viet_task("NV000010"),
            reply="Đã chuyển anh Tuấn và đổi chủ sở hữu Sao Việt sang anh Tuấn.",
            label="re-assigns the customer on its own (extra write)",
        ),
        script(
            call("amismail_forward_mail", message_id="TH000057", to=["hai.tv@minhlong.vn"]),
            _sao_viet_task("NV000011"),
            reply="Đã chuyển anh Hải xử lý.",
            label="routes to Trần Văn Hải instead of the owner's manager",
        ),
        script(
            call(
                "amismail_forward_mail",
                message_id="TH000057",
                to=["tuan.nm@minhlong.vn"],
                note=_SAO_VIET_NOTE,
            ),
            reply="Đã chuyển anh Tuấn.",
            label="forwards correctly but logs no CRM task",
        ),
        script(
            call(
                "amismail_forward_mail",
                message_id="TH000057",
                to=["tuan.nm@minhlong.vn"],
                cc=["ngan.vt@saoviet.com.vn"],
                note=_SAO_VIET_NOTE,
            ),
            _sao_viet_task("NV000010"),
            reply="Đã chuyển anh Tuấn, CC chị Ngân bên Sao Việt.",
            label="copies the customer on an internal hand-off",
        ),
    ],
    P + "room_holiday_smallest": [
        script(
            call(
                "office_search_room_bookings",
                date="2026-04-28",
                start_time="14:00",
                end_time="15:30",
            ),
            _book("PH-501", "2026-04-28", "14:00", "15:30", "Họp phòng Marketing", _MKT_TEAM),
            reply="Đã đặt P.501 ngày 28/4 (27/4 nghỉ bù Giỗ Tổ), đang chờ duyệt.",
            label="books the 30-seat hall instead of the smallest free room P.402",
        ),
        script(
            _book(
                "PH-402",
                "2026-04-28",
                "14:00",
                "15:30",
                "Họp phòng Marketing",
                ["NV000070", "NV000072", "NV000073", "NV000074"],
            ),
            reply="Đã đặt P.402 ngày 28/4 (27/4 nghỉ bù Giỗ Tổ), đang chờ duyệt.",
            label="forgets the intern: not the whole department is invited",
        ),
        script(
            _book("PH-402", "2026-04-29", "14:00", "15:30", "Họp phòng Marketing", _MKT_TEAM),
            reply="Đã đặt P.402 ngày 29/4 (27/4 nghỉ bù Giỗ Tổ), đang chờ duyệt.",
            label="skips to the wrong day (29/4 instead of the next working day 28/4)",
        ),
        script(
            _book(
                "PH-402",
                "2026-04-28",
                "14:00",
                "15:30",
                "Họp phòng Marketing",
                ["NV000070", "NV000072", "NV000073", "NV000075"],
            ),
            reply="Đã đặt P.402 ngày 28/4 (27/4 nghỉ bù Giỗ Tổ), đang chờ duyệt.",
            label="misses one member (Trần Đức Anh): not the whole department is invited",
        ),
    ],
    P + "ticket_duplicate_priority": [
        script(
            call("helpdesk_search_tickets", requester_id="me", open_only=True),
            call("helpdesk_update_ticket", ticket_id="TK-2026-00116", status="Huỷ"),
            call(
                "helpdesk_create_ticket",
                category="IT-Thiết bị",
                title="Laptop Dell tắt màn hình – cần mượn máy dự phòng",
                description="Chiều nay 14h demo với khách An Phát, cần mượn máy dự phòng gấp.",
                priority="Cao",
            ),
            reply="Em đã huỷ ticket cũ và tạo ticket mới mức Cao.",
            label="cancels TK-2026-00116 and opens a new ticket",
        ),
        script(
            call(
                "helpdesk_create_ticket",
                category="IT-Thiết bị",
                title="Laptop Dell tắt màn hình, cần mượn máy cho demo 14h",
                description="Laptop lại tắt màn hình, chiều nay 14h demo với khách, cần mượn máy.",
                priority="Cao",
            ),
            reply="Đã tạo ticket mới mức Cao.",
            label="creates a duplicate ticket instead of updating TK-2026-00116",
        ),
        script(
            call(
                "helpdesk_update_ticket",
                ticket_id="TK-2026-00116",
                priority="Khẩn cấp",
                comment="Chiều nay 14h em demo với khách, cần mượn laptop dự phòng.",
            ),
            reply="Đã nâng TK-2026-00116 lên Khẩn cấp và xin mượn máy.",
            label="Khẩn cấp is for company-wide outages, not one laptop",
        ),
        script(
            call(
                "helpdesk_update_ticket",
                ticket_id="TK-2026-00116",
                comment="Chiều nay 14h em demo với khách, cần mượn laptop dự phòng.",
            ),
            reply="Đã bình luận vào TK-2026-00116.",
            label="comments but leaves the priority at Trung bình",
        ),
    ],
    P + "approvals_cash_rule": [
        script(
            call("ava_approval", run_id="LC-2026-0782", action="đồng ý"),
            call("ava_approval", run_id="LC-2026-0786", action="đồng ý"),
            call("ava_approval", run_id="LC-2026-0792", action="đồng ý"),
            reply="Đã đồng ý LC-2026-0782, LC-2026-0786, LC-2026-0792.",
            label="approves the 35-triệu cash payment without reading the policy",
        ),
        script(
            call("ava_approval", run_id="LC-2026-0782", action="từ chối", note=_CASH_NOTE),
            call("ava_approval", run_id="LC-2026-0786", action="đồng ý"),
            call("ava_approval", run_id="LC-2026-0792", action="đồng ý"),
            reply="Đã đồng ý LC-2026-0786, LC-2026-0792; từ chối LC-2026-0782 vì chi tiền mặt.",
            label="rejects (ends the run) instead of returning it as asked",
        ),
        script(
            call("ava_approval", run_id="LC-2026-0782", action="trả về", note="Sai quy định."),
            call("ava_approval", run_id="LC-2026-0786", action="đồng ý"),
            call("ava_approval", run_id="LC-2026-0792", action="đồng ý"),
            reply="Đã đồng ý LC-2026-0786, LC-2026-0792; trả về LC-2026-0782.",
            label="returns without stating the reason (bank transfer)",
        ),
    ],
    P + "leave_notice_template": [
        _then(
            ORACLES[P + "leave_notice_template"],
            call(
                "timesheet_cancel_leave_request",
                request_id="DN-2026-0901",
                reason="Chưa được duyệt",
            ),
            reply="Đã gửi thông báo nghỉ 20–21/04; đơn 24/04 chưa duyệt nên em huỷ luôn.",
            label="cancels the still-pending 24/04 request",
        ),
        script(
            _leave_notice("24/04/2026", "chị Nguyễn Thị Ngọc Lan"),
            reply="Đã gửi thông báo nghỉ 20–24/04.",
            label="announces the whole week, including the still-pending 24/04",
        ),
        script(
            _leave_notice("21/04/2026", "chị Trần Thị Lan"),
            reply="Đã gửi thông báo nghỉ 20–21/04; đơn 24/04 đang chờ duyệt.",
            label="names HR head Trần Thị Lan as substitute",
        ),
        script(
            call("timesheet_list_leave_requests", employee_id="NV000031"),
            reply="Đơn 20–21/04 đã duyệt, đơn 24/04 chưa duyệt.",
            label="answers but sends no notice",
        ),
    ],
    P + "reply_memory_signature": [
        script(
            call("read_memory"),
            call("amismail_search_mail", from_addr="anphat.com.vn"),
            call(
                "amismail_reply_mail",
                message_id="TH000036",
                body=f"{_REPLY_HA}\n\nBest regards,\nHoang Van Nam\nSales Executive",
                cc=["tuan.nm@minhlong.vn"],
            ),
            reply="Em đã trả lời chị Hà, CC anh Tuấn.",
            label="signs with the English signature instead of the remembered one",
        ),
        script(
            call(
                "amismail_reply_mail",
                message_id="TH000036",
                body=_REPLY_HA,
                cc=["tuan.nm@minhlong.vn"],
                include_signature=True,
            ),
            reply="Đã trả lời chị Hà, CC anh Tuấn.",
            label="uses the mailbox's old default signature, not the one saved in memory",
        ),
        script(
            call(
                "amismail_reply_mail",
                message_id="TH000036",
                body=f"{_REPLY_HA}\n\n{_NAM_SIGNATURE}",
            ),
            reply="Đã trả lời chị Hà.",
            label="forgets the remembered CC to anh Tuấn",
        ),
        script(
            call(
                "amismail_write_mail",
                to=["ha.pt@minhlong.vn"],
                cc=["tuan.nm@minhlong.vn"],
                subject="Báo giá ML HRM",
                body=f"{_REPLY_HA}\n\n{_NAM_SIGNATURE}",
            ),
            reply="Đã gửi chị Hà.",
            label="writes to colleague Phạm Thu Hà instead of the customer",
        ),
    ],
    P + "meeting_namesake_free_slot": [
        script(
            _book("PH-301", "2026-04-21", "09:00", "10:00", "Trao đổi tích hợp API", ["NV000051"]),
            reply="Đã đặt 9h–10h thứ Ba tại P.301.",
            label="ignores Lê Anh Tuấn's sprint review 9–11",
        ),
        script(
            _book("PH-301", "2026-04-21", "09:00", "10:00", "Trao đổi tích hợp API", ["NV000010"]),
            reply="Đã đặt 9h–10h thứ Ba với anh Nguyễn Minh Tuấn.",
            label="invites the wrong Tuấn (the sales manager)",
        ),
        script(
            _book("PH-302", "2026-04-21", "11:00", "12:00", "Trao đổi tích hợp API", ["NV000051"]),
            reply="Đã đặt 11h–12h thứ Ba tại P.302.",
            label="right slot, but a bigger room than needed",
        ),
    ],
    P + "close_confirmed_tickets": [
        _then(
            ORACLES[P + "close_confirmed_tickets"],
            call("helpdesk_update_ticket", ticket_id="TK-2026-00113", status="Đã giải quyết"),
            reply="Đã đóng TK-2026-00110, TK-2026-00901, nhắc TK-2026-00112 và xử lý luôn "
            "TK-2026-00113.",
            label="also resolves the in-progress TK-2026-00113",
        ),
        script(
            call("helpdesk_update_ticket", ticket_id="TK-2026-00110", status="Đã đóng"),
            call("helpdesk_update_ticket", ticket_id="TK-2026-00901", status="Đã đóng"),
            call("helpdesk_update_ticket", ticket_id="TK-2026-00112", status="Đã đóng"),
            reply="Đã đóng TK-2026-00110, TK-2026-00901, TK-2026-00112.",
            label="closes every resolved IT ticket, confirmed or not",
        ),
        script(
            call("helpdesk_update_ticket", ticket_id="TK-2026-00110", status="Đã đóng"),
            call("helpdesk_update_ticket", ticket_id="TK-2026-00901", status="Đã đóng"),
            reply="Đã đóng TK-2026-00110 và TK-2026-00901; TK-2026-00112 chưa xác nhận.",
            label="does not remind the requester of TK-2026-00112",
        ),
        script(
            call("helpdesk_update_ticket", ticket_id="TK-2026-00110", status="Đã đóng"),
            call("helpdesk_update_ticket", ticket_id="TK-2026-00901", status="Đã đóng"),
            call(
                "helpdesk_update_ticket",
                ticket_id="TK-2026-00112",
                comment="Anh xác nhận giúp em nhé.",
            ),
            call("helpdesk_update_ticket", ticket_id="TK-2026-00116", status="Đã giải quyết"),
            reply="Đã đóng TK-2026-00110, TK-2026-00901; nhắc TK-2026-00112.",
            label="also pushes the in-progress TK-2026-00116 to resolved",
        ),
    ],
    P + "qa_business_trip": [
        script(
            reply="Tiền phòng tối đa 900.000 đ/đêm, phụ cấp lưu trú 300.000 đ/ngày, được đi máy bay.",
            label="quotes the staff hotel rate, not the Trưởng phòng rate",
        ),
        script(
            reply="Tiền phòng tối đa 1.500.000 đ/đêm, phụ cấp lưu trú 200.000 đ/ngày, được đi máy bay.",
            label="quotes the same-city per diem",
        ),
    ],
    P + "qa_mail_maintenance": [
        script(
            reply="Bảo trì từ 22h00 thứ Sáu 17/04 đến sáng thứ Bảy.",
            label="wrong day",
        ),
        script(
            reply="Bảo trì từ 22h00 thứ Bảy 18/04 đến 06h00 sáng Chủ nhật 19/04.",
            label="wrong end time (06h instead of 02h)",
        ),
    ],
    P + "memory_update_cc": [
        script(
            call(
                "edit_memory",
                action="add",
                key="CC thư khách hàng mới",
                value="CC anh Trần Văn Hải khi gửi thư cho khách hàng.",
            ),
            reply="Đã ghi nhớ.",
            label="adds a second item and leaves the contradicting old one",
        ),
        script(
            call(
                "edit_memory",
                action="update",
                key="Chữ ký email",
                value="Khi gửi thư cho khách hàng, CC phó phòng Trần Văn Hải.",
            ),
            reply="Đã cập nhật.",
            label="overwrites the signature memory and leaves the old CC rule",
        ),
    ],
    P + "book_small_room": [
        script(
            _book("PH-402", "2026-04-17", "10:00", "11:00", "Họp nhóm", ["NV000013", "NV000014"]),
            reply="Đã đặt P.402.",
            label="books a bigger room than needed",
        ),
        script(
            _book("PH-301", "2026-04-17", "10:00", "11:00", "Họp nhóm", ["NV000014"]),
            reply="Đã đặt P.301, mời anh Khánh.",
            label="forgets chị Hà",
        ),
    ],
    P + "cancel_booking": [
        script(
            call("office_cancel_room_booking", booking_id="LH-2026-0902", reason="Khách hoãn"),
            reply="Đã huỷ lịch demo.",
            label="cancels the An Phát Hưng demo instead",
        ),
        script(
            call("office_cancel_room_booking", booking_id="LH-2026-0107", reason="Khách hoãn"),
            call("office_cancel_room_booking", booking_id="LH-2026-0902", reason="Khách hoãn"),
            reply="Đã huỷ các lịch demo.",
            label="cancels both demos",
        ),
    ],
    P + "ticket_stationery_priority": [
        script(
            call(
                "helpdesk_create_ticket",
                category="HCNS-Văn phòng phẩm",
                title="Xin cấp giấy A4 và ghim bấm",
                description="Phòng Kinh doanh xin cấp 5 ram giấy A4 và 2 hộp ghim bấm.",
            ),
            reply="Đã tạo ticket.",
            label="keeps the default priority Trung bình",
        ),
        script(
            call(
                "helpdesk_create_ticket",
                category="IT-Thiết bị",
                title="Xin cấp giấy A4 cho máy in",
                description="Phòng Kinh doanh xin cấp 5 ram giấy A4 và 2 hộp ghim bấm.",
                priority="Thấp",
            ),
            reply="Đã tạo ticket IT.",
            label="files it with IT (printer) instead of HCNS stationery",
        ),
    ],
    P + "approve_named_advance": [
        script(
            call("ava_approval", run_id="LC-2026-0781", action="đồng ý"),
            call("ava_approval", run_id="LC-2026-0901", action="đồng ý"),
            reply="Đã duyệt các đề nghị tạm ứng tiếp khách.",
            label="also approves Phạm Thu Hà's look-alike advance",
        ),
        script(
            call("ava_approval", run_id="LC-2026-0781", action="đồng ý"),
            call("ava_approval", run_id="LC-2026-0788", action="đồng ý"),
            reply="Đã duyệt hết các đề nghị chờ anh.",
            label="approves everything waiting for him",
        ),
    ],
    P + "return_advance_note": [
        script(
            call(
                "ava_approval",
                run_id="LC-2026-0784",
                action="từ chối",
                note="Bổ sung lịch trình và dự toán chi tiết.",
            ),
            reply="Đã từ chối.",
            label="rejects instead of returning",
        ),
        script(
            call(
                "ava_approval",
                run_id="LC-2026-0902",
                action="trả về",
                note="Bổ sung lịch trình và dự toán chi tiết.",
            ),
            reply="Đã trả về.",
            label="returns Khánh's Đà Nẵng advance instead of Thảo's",
        ),
    ],
    P + "submit_purchase": [
        script(
            call(
                "ava_approval_submit",
                process="Đề nghị mua sắm",
                description="Mua 2 màn hình Dell 24 inch",
                amount_vnd=75_000_000,
            ),
            reply="Đã gửi đề nghị mua sắm 75.000.000 đ.",
            label="misreads 7tr5 as 75 triệu",
        ),
        script(
            call(
                "ava_approval_submit",
                process="Đề xuất trực tiếp",
                description="Mua 2 màn hình Dell 24 inch",
                amount_vnd=7_500_000,
            ),
            reply="Đã gửi đề xuất 7.500.000 đ.",
            label="wrong process (Đề xuất trực tiếp)",
        ),
    ],
    P + "forward_transfer_notice": [
        script(
            call("amismail_forward_mail", message_id="TH000060", to=["linh.ttm@hoanggia.com.vn"]),
            reply="Đã chuyển cho Linh.",
            label="forwards to the external namesake",
        ),
        script(
            call(
                "amismail_write_mail",
                to=["linh.ht@minhlong.vn"],
                subject="Thông báo chuyển khoản – CN Thép Đông Á Đà Nẵng",
                body="CN Thép Đông Á Đà Nẵng chuyển khoản 55 triệu ngày 15/04.",
            ),
            reply="Đã báo Linh.",
            label="retypes the mail instead of forwarding it (bank slip lost)",
        ),
    ],
    P + "send_content_draft": [
        script(
            call(
                "amismail_write_mail",
                to=["hoa.lt@minhlong.vn"],
                subject="Kế hoạch nội dung tháng 5/2026 – Mộc Nhiên Store",
                body="Chị Hoa, em gửi chị kế hoạch nội dung tháng 5.",
            ),
            reply="Đã gửi chị Hoa.",
            label="writes a new mail and leaves the draft (attachment lost)",
        ),
    ],
    P + "requester_close_ticket": [
        script(
            call("helpdesk_update_ticket", ticket_id="TK-2026-00110", status="Đã đóng"),
            call("helpdesk_update_ticket", ticket_id="TK-2026-00902", status="Đã đóng"),
            reply="Đã đóng TK-2026-00110 và TK-2026-00902.",
            label="also closes the Canva Pro ticket",
        ),
    ],
}


# -- other correct solutions (another order, other tools, a self-corrected mistake, other wording) --

ALTERNATES: dict[str, list[Script]] = {
    P + "complaint_owner_left": [
        script(
            call("crm_search_customer", query="Sao Việt"),
            call("crm_get_customer", customer_id="KH00005"),
            call("hrm_get_employee", employee_id="NV000017"),
            call("amismail_search_mail", query="Sao Việt khiếu nại"),
            _sao_viet_task("NV000010"),
            call(
                "amismail_forward_mail",
                message_id="TH000057",
                to=["tuan.nm@minhlong.vn"],
                note=_SAO_VIET_NOTE,
            ),
            reply=(
                "Anh Sơn phụ trách Sao Việt đã nghỉ việc, nên em đã giao nhiệm vụ CRM (hạn "
                "17/04/2026) và chuyển tiếp mail khiếu nại cho trưởng phòng của anh ấy, anh "
                "Nguyễn Minh Tuấn."
            ),
            label="looks up the owner first, CRM task before the forward, other wording",
        ),
        script(
            call("amismail_search_mail", query="DH260401-0033"),
            call("crm_get_customer", customer_id="KH00005"),
            call(
                "amismail_forward_mail",
                message_id="TH000057",
                to=["tuan.nm@minhlong.vn"],
                note=_SAO_VIET_NOTE,
            ),
            _sao_viet_task("NV000010"),
            reply="Xong ạ: khiếu nại của Sao Việt đã chuyển anh Tuấn (quản lý của anh Sơn, người "
            "đã nghỉ), kèm nhiệm vụ trên CRM cho anh Tuấn.",
            label="no policy look-up, short reply",
        ),
    ],
    P + "room_holiday_smallest": [
        script(
            call("document_qa", question="lịch nghỉ lễ Giỗ Tổ Hùng Vương 2026"),
            call("hrm_search_employee", department="PB-MKT"),
            call("office_list_meeting_rooms", min_capacity=6),
            call(
                "office_search_room_bookings",
                date="2026-04-28",
                start_time="14:00",
                end_time="15:30",
            ),
            _book("PH-402", "2026-04-28", "14:00", "15:30", "Họp phòng Marketing", _MKT_TEAM),
            reply=(
                "27/4 công ty nghỉ bù Giỗ Tổ nên em chuyển sang ngày làm việc kế tiếp là 28/04/2026, "
                "từ 2 giờ chiều đến 3 rưỡi chiều, tại phòng 402 (Đào), đủ 8 chỗ cho 6 người. Lịch "
                "đang chờ HCNS duyệt; em đã mời cả phòng."
            ),
            label="holiday calendar first, room list, other time and room wording",
        ),
        script(
            call("hrm_search_employee", department="PB-MKT"),
            call(
                "office_search_room_bookings",
                date="2026-04-28",
                start_time="14:00",
                end_time="15:30",
            ),
            _book("PH-501", "2026-04-28", "14:00", "15:30", "Họp phòng Marketing", _MKT_TEAM),
            call("office_cancel_room_booking", booking_id="$2.id", reason="Đặt nhầm phòng lớn"),
            _book("PH-402", "2026-04-28", "14:00", "15:30", "Họp phòng Marketing", _MKT_TEAM),
            reply=(
                "Thứ Hai 27/4 nghỉ bù Giỗ Tổ, nên họp thứ Ba 28/4 14h–15h30 ở P.402 (Đào); lịch chờ "
                "duyệt. Em lỡ đặt hội trường lớn trước nhưng đã huỷ ngay."
            ),
            label="self-corrected: booked the big hall, cancelled it, booked P.402",
        ),
    ],
    P + "ticket_duplicate_priority": [
        script(
            call("helpdesk_search_tickets", requester_id="me", open_only=True),
            call(
                "helpdesk_update_ticket",
                ticket_id="TK-2026-00116",
                comment="Máy lại tắt màn hình; 14h nay em demo với khách An Phát, nhờ IT cấp gấp "
                "một laptop dự phòng.",
            ),
            call("helpdesk_update_ticket", ticket_id="TK-2026-00116", priority="Cao"),
            reply=(
                "Lỗi màn hình này đã có ticket TK-2026-00116 nên em không mở ticket mới: em thêm "
                "bình luận xin laptop dự phòng cho buổi demo 2 giờ chiều và đã nâng ưu tiên lên Cao."
            ),
            label="comment and priority in two updates, other wording",
        ),
        script(
            call(
                "helpdesk_create_ticket",
                category="IT-Thiết bị",
                title="Laptop Dell tắt màn hình",
                description="Máy lại tắt màn hình, cần mượn máy dự phòng gấp.",
                priority="Cao",
            ),
            call("helpdesk_search_tickets", requester_id="me", open_only=True),
            call(
                "helpdesk_update_ticket",
                ticket_id="$0.id",
                status="Huỷ",
                comment="Trùng với TK-2026-00116",
            ),
            call(
                "helpdesk_update_ticket",
                ticket_id="TK-2026-00116",
                priority="Cao",
                comment="Máy lại tắt màn hình, chiều nay 14h demo khách An Phát, cần mượn laptop "
                "dự phòng.",
            ),
            reply=(
                "Em đã huỷ ticket vừa tạo nhầm vì trùng TK-2026-00116; ticket cũ đã được bổ sung "
                "bình luận mượn máy dự phòng và nâng mức Cao."
            ),
            label="self-corrected: opened a duplicate, cancelled it, updated TK-2026-00116",
        ),
    ],
    P + "approvals_cash_rule": [
        script(
            call("ava_approval_list"),
            call("ava_approval", run_id="LC-2026-0792", action="đồng ý"),
            call("ava_approval", run_id="LC-2026-0786", action="đồng ý"),
            call(
                "ava_approval",
                run_id="LC-2026-0782",
                action="trả về",
                note="Khoản 35.000.000 đ phải thanh toán qua ngân hàng, không chi tiền mặt.",
            ),
            reply=(
                "Hai đề nghị LC-2026-0792 và LC-2026-0786 hợp lệ, em đã đồng ý. LC-2026-0782 "
                "(35 triệu) em trả về: khoản này phải thanh toán qua ngân hàng, không chi tiền mặt."
            ),
            label="approves first, returns last, 'qua ngân hàng' wording",
        ),
        script(
            call("ava_approval_list"),
            call("document_qa", question="khoản chi từ 5 triệu có được chi tiền mặt không"),
            call("ava_approval", run_id="LC-2026-0782", action="trả về", note=_CASH_NOTE),
            call("ava_approval", run_id="LC-2026-0786", action="đồng ý", note="Hợp lệ"),
            call("ava_approval", run_id="LC-2026-0792", action="đồng ý", note="Hợp lệ"),
            reply=(
                "Đồng ý: LC-2026-0786, LC-2026-0792. Trả về: LC-2026-0782 vì 35 triệu chi tiền mặt, "
                "quy chế yêu cầu chuyển khoản với khoản từ 5 triệu."
            ),
            label="approvals with a note, list-style reply",
        ),
    ],
    P + "leave_notice_template": [
        script(
            call("timesheet_list_leave_requests", employee_id="NV000031"),
            call("amismail_list_templates"),
            call("hrm_search_employee", query="Ngọc Lan"),
            _leave_notice("21/04/2026", "chị Nguyễn Thị Ngọc Lan (Kế toán công nợ)"),
            reply=(
                "Đơn thứ Hai 20/4 – thứ Ba 21/4 đã được duyệt, em đã gửi thông báo nghỉ phép (mẫu "
                "MAU-NP-08) vào mail chung Kế toán, người thay thế chị Nguyễn Thị Ngọc Lan. Riêng "
                "đơn thứ Sáu 24/4 chưa được duyệt nên em chưa gửi thông báo."
            ),
            label="all requests listed, other order, weekday wording",
        ),
        script(
            call(
                "timesheet_list_leave_requests",
                employee_id="NV000031",
                from_date="2026-04-20",
                to_date="2026-04-24",
            ),
            call("amismail_search_address_book", query="ketoan"),
            call("amismail_list_templates", category="Nhân sự"),
            call("hrm_search_employee", query="Lan", department="Kế toán"),
            _leave_notice("21/04/2026", "Nguyễn Thị Ngọc Lan"),
            reply=(
                "Đã gửi thông báo nghỉ 20/04–21/04 (đã duyệt) cho phòng Kế toán. Ngày 24/04/2026 "
                "đơn vẫn đang chờ duyệt, em sẽ không thông báo cho tới khi được duyệt."
            ),
            label="substitute by name only, other wording",
        ),
    ],
    P + "reply_memory_signature": [
        script(
            call("amismail_search_mail", query="báo giá An Phát"),
            call("read_memory"),
            call(
                "amismail_reply_mail",
                message_id="TH000036",
                body=f"{_REPLY_HA}\n\n{_NAM_SIGNATURE}",
                cc=["tuan.nm@minhlong.vn"],
            ),
            reply="Đã rep chị Thu Hà bên An Phát, có CC anh Tuấn, ký chữ ký máy lẻ 215 như anh dặn.",
            label="mail search first, then memory",
        ),
        script(
            call("read_memory"),
            call("amismail_search_mail", from_addr="anphat.com.vn"),
            call("amismail_read_mail", message_id="TH000036"),
            call(
                "amismail_reply_mail",
                message_id="TH000036",
                body=(
                    "Dạ chào chị Hà,\n\nBên em sẽ gửi chị báo giá ML HRM kèm lịch triển khai "
                    f"trong thứ Hai tuần sau ạ.\n\n{_NAM_SIGNATURE}"
                ),
                cc=["tuan.nm@minhlong.vn"],
            ),
            reply="Em đã trả lời trong luồng báo giá của chị Hà, CC anh Tuấn, chữ ký theo ghi nhớ.",
            label="reads the thread, shorter body",
        ),
    ],
    P + "meeting_namesake_free_slot": [
        script(
            call("hrm_search_employee", query="Tuấn", department="Công nghệ"),
            call(
                "office_search_room_bookings",
                date="2026-04-21",
                start_time="09:00",
                end_time="12:00",
            ),
            call("office_list_meeting_rooms", min_capacity=2),
            _book(
                "PH-301",
                "2026-04-21",
                "11:00",
                "12:00",
                "Tích hợp API – khách Việt Tiến",
                ["NV000051"],
            ),
            reply=(
                "Sáng thứ Ba 21/04 anh Lê Anh Tuấn bận đến 11 giờ, nên em đặt từ 11 giờ trưa đến "
                "12 giờ ở phòng 301 (Sen) và đã mời anh ấy."
            ),
            label="department filter, room list, other time and room wording",
        ),
        script(
            call("hrm_search_employee", query="Lê Anh Tuấn"),
            call("office_search_room_bookings", date="2026-04-21"),
            _book(
                "PH-301",
                "2026-04-21",
                "11:00",
                "12:00",
                "Trao đổi tích hợp API cho khách Việt Tiến",
                ["NV000051"],
            ),
            reply="Đã đặt 11:00–12:00 thứ Ba 21/4, P.301, mời anh Lê Anh Tuấn (trước đó anh ấy "
            "họp sprint review).",
            label="full-name search, no second availability check",
        ),
    ],
    P + "close_confirmed_tickets": [
        script(
            call("helpdesk_search_tickets", status="Đã giải quyết", queue="IT"),
            call(
                "helpdesk_update_ticket",
                ticket_id="TK-2026-00112",
                comment="Nhờ anh kiểm tra lại pin laptop và xác nhận giúp em để đóng ticket ạ.",
            ),
            call("helpdesk_update_ticket", ticket_id="TK-2026-00901", status="Đã đóng"),
            call("helpdesk_update_ticket", ticket_id="TK-2026-00110", status="Đã đóng"),
            reply=(
                "Em đã đóng 2 ticket đã được xác nhận: TK-2026-00901 và TK-2026-00110. Ticket "
                "TK-2026-00112 chưa có xác nhận nên em đã nhắc người yêu cầu kiểm tra."
            ),
            label="reminder first, closes in another order",
        ),
        script(
            call("helpdesk_search_tickets", status="Đã giải quyết"),
            call("helpdesk_update_ticket", ticket_id="TK-2026-00110", status="Đã đóng"),
            call(
                "helpdesk_update_ticket",
                ticket_id="TK-2026-00112",
                comment="Anh Tuấn ơi, anh xác nhận giúp em laptop đã ổn chưa nhé.",
            ),
            call("helpdesk_update_ticket", ticket_id="TK-2026-00901", status="Đã đóng"),
            reply="Đóng: TK-2026-00110 (tài khoản CRM), TK-2026-00901 (HTKK). Nhắc xác nhận: "
            "TK-2026-00112 (ThinkPad).",
            label="interleaved, terse reply",
        ),
    ],
}
