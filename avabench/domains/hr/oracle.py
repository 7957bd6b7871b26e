"""Reference solutions (``ORACLES``) and deliberately wrong ones (``ANTI_ORACLES``) for hr tasks.

Ids created by tools are referenced as ``"$i.id"`` (noise can shift them).
"""

from __future__ import annotations

from avabench.task import Script, call, script

LEAVE_DOC = call("document_qa", question="xin nghỉ vượt số phép còn lại, ứng phép")
HOLIDAY_DOC = call("document_qa", question="lịch nghỉ lễ Giỗ Tổ Hùng Vương 2026 nghỉ bù")


def _leave(leave_type: str, start: str, end: str, reason: str, **kw: object):
    return call(
        "timesheet_create_leave_request",
        leave_type=leave_type,
        start_date=start,
        end_date=end,
        reason=reason,
        **kw,
    )


def _ot(emp: str, date: str, start: str, end: str, reason: str):
    return call(
        "timesheet_register_overtime",
        employee_id=emp,
        date=date,
        start_time=start,
        end_time=end,
        reason=reason,
    )


_HCNS_TICKET = call(
    "helpdesk_create_ticket",
    category="HCNS-Chế độ",
    title="Xác nhận nghỉ không lương 23–24/4/2026",
    description=(
        "Em nghỉ 20–24/4/2026: 3 ngày phép năm (20–22/4) và 2 ngày nghỉ không lương (23–24/4). "
        "Nhờ phòng HCNS xác nhận ảnh hưởng đến lương và BHXH."
    ),
)

_V32 = "Triển khai AMIS connector v3.2 cho khách hàng"
_MIGRATE = "Migrate dữ liệu cho khách hàng ngày nghỉ bù 27/4"

ORACLES: dict[str, Script] = {
    # ---------------------------------------------------------------- hard
    "hr.leave_split_unpaid": script(
        call("timesheet_get_leave_balance"),
        LEAVE_DOC,
        _leave("P", "2026-04-20", "2026-04-22", "Về quê có việc nhà"),
        _leave("KL", "2026-04-23", "2026-04-24", "Về quê có việc nhà (phần vượt số phép còn lại)"),
        _HCNS_TICKET,
        reply=(
            "Em còn 3 ngày phép năm nên em đã tạo 2 đơn chờ anh Tuấn duyệt: nghỉ phép năm 3 ngày "
            "(20–22/4) và nghỉ không lương 2 ngày (23–24/4). Theo quy định em cũng đã mở ticket "
            "HCNS-Chế độ để phòng HCNS xác nhận ảnh hưởng của 2 ngày không lương."
        ),
    ),
    "hr.approve_own_team_pending": script(
        call("timesheet_list_leave_requests", approver_id="NV000010", status="Chờ duyệt"),
        call("timesheet_approve_leave_request", request_id="DN-2026-0057"),
        call("timesheet_approve_leave_request", request_id="DN-2026-0058"),
        call("timesheet_approve_leave_request", request_id="DN-2026-0063"),
        reply=(
            "Em đã duyệt 3 đơn anh là người duyệt: Trần Văn Hải 24/4 (1 ngày), Phạm Thu Hà 24–28/4 "
            "(2 ngày công, vì 25–26 là cuối tuần và 27/4 nghỉ bù Giỗ Tổ), Huỳnh Thanh Phong chiều "
            "21/4 (0,5 ngày). Tổng cộng 3,5 ngày công. Các đơn anh chỉ là người liên quan / người "
            "thay thế và đơn của anh em không thao tác."
        ),
    ),
    "hr.overtime_team_tonight_cap": script(
        call("document_qa", question="giới hạn số giờ làm thêm trong tháng"),
        call("timesheet_list_overtime", manager_id="NV000051"),
        _ot("NV000053", "2026-04-16", "18:00", "22:00", _V32),
        _ot("NV000085", "2026-04-16", "18:00", "22:00", _V32),
        _ot("NV000059", "2026-04-16", "18:00", "22:00", _V32),
        reply=(
            "Em đã đăng ký làm thêm 18h–22h tối nay cho Vinh, Giang và Long (chờ anh duyệt). Riêng "
            "Hùng tháng này đã có 38 giờ làm thêm, thêm 4 giờ sẽ vượt trần 40 giờ/tháng nên em "
            "chưa đăng ký; Hùng chỉ còn tối đa 2 giờ."
        ),
    ),
    "hr.wedding_leave_over_holiday": script(
        call("document_qa", question="nghỉ kết hôn được mấy ngày"),
        HOLIDAY_DOC,
        _leave("VR-C", "2026-04-23", "2026-04-28", "Nghỉ cưới (đám cưới Chủ nhật 26/4)"),
        reply=(
            "Em đã tạo đơn nghỉ kết hôn (VR-C, hưởng nguyên lương) từ 23/4 đến 28/4: chỉ tính 3 ngày "
            "làm việc (23, 24 và 28/4) vì 25–26 là cuối tuần và 27/4 là ngày nghỉ bù Giỗ Tổ, "
            "không trừ phép năm. Đơn đang chờ anh Tuấn duyệt. Chúc mừng đám cưới nhé!"
        ),
    ),
    "hr.overtime_holiday_migration": script(
        HOLIDAY_DOC,
        call("document_qa", question="tiền lương làm thêm giờ vào ngày nghỉ lễ"),
        call("timesheet_list_overtime", manager_id="NV000051"),
        _ot("NV000085", "2026-04-27", "08:00", "14:00", _MIGRATE),
        _ot("NV000059", "2026-04-27", "08:00", "14:00", _MIGRATE),
        reply=(
            "27/4 là ngày nghỉ bù Giỗ Tổ (ngày nghỉ có hưởng lương), làm thêm được tối đa 12 giờ, "
            "lương làm thêm ít nhất 300%. Em đã đăng ký 8h–14h cho Giang và Long. Vinh tháng này "
            "đã có 36 giờ (32 đã duyệt + 4 chờ duyệt), thêm 6 giờ sẽ vượt trần 40 giờ nên em chưa "
            "đăng ký; Vinh chỉ còn 4 giờ."
        ),
    ),
    "hr.approve_expired_carryover": script(
        call("timesheet_list_leave_requests", approver_id="NV000031", status="Chờ duyệt"),
        call("timesheet_get_leave_balance", employee_id="NV000032"),
        call("timesheet_approve_leave_request", request_id="DN-2026-0056"),
        call(
            "timesheet_reject_leave_request",
            request_id="DN-2026-0701",
            reason=(
                "Phép năm 2025 chỉ dùng đến 31/3 nên em chỉ còn 2,5 ngày phép, không đủ cho 4 "
                "ngày. Em tách lại: 2,5 ngày phép năm + phần còn lại nghỉ không lương nhé."
            ),
        ),
        reply=(
            "Em đã duyệt đơn nghỉ cưới 3 ngày của Trần Thị Phương. Đơn 4 ngày (4–7/5) của Nguyễn "
            "Thị Ngọc Lan không duyệt được: phép năm cũ hết hạn 31/3, Lan chỉ còn 2,5 ngày phép "
            "(tích luỹ 5, đã nghỉ 2,5) nên không đủ; em đã từ chối kèm lý do để Lan tách phần "
            "vượt sang nghỉ không lương."
        ),
    ),
    "hr.leave_balance_mail_namesake": script(
        call("hrm_search_employee", query="Trang", department="Marketing"),
        call("timesheet_get_leave_balance", employee_id="NV000071"),
        call("hrm_list_departments", query="Marketing"),
        call("hrm_get_employee", employee_id="NV000070"),
        call(
            "amismail_write_mail",
            to=["trang.lt@minhlong.vn"],
            cc=["hoa.lt@minhlong.vn"],
            subject="Số ngày phép năm còn lại năm 2026",
            body=(
                "Chào Trang,\n\nTheo AMIS Chấm công, đến ngày 16/04/2026 em còn 4 ngày phép năm "
                "(đã tích luỹ 4 ngày, chưa nghỉ ngày nào).\n\nPhòng Hành chính – Nhân sự"
            ),
        ),
        reply="Em đã gửi mail cho Lê Thu Trang (Marketing), cc chị Lương Thị Hoa: Trang còn 4 ngày phép năm.",
    ),
    "hr.reschedule_leave_split": script(
        call("timesheet_list_leave_requests", employee_id="NV000013", status="Chờ duyệt"),
        call("timesheet_cancel_leave_request", request_id="DN-2026-0058", reason="Đổi lịch nghỉ"),
        call("timesheet_get_leave_balance"),
        LEAVE_DOC,
        _leave("P", "2026-04-23", "2026-04-28", "Về quê (đổi lịch)"),
        _leave("KL", "2026-04-29", "2026-04-29", "Về quê (phần vượt số phép còn lại)"),
        call(
            "helpdesk_create_ticket",
            category="HCNS-Chế độ",
            title="Xác nhận nghỉ không lương 29/4/2026",
            description="Chị nghỉ 23–29/4: 3 ngày phép năm và 1 ngày không lương (29/4).",
        ),
        reply=(
            "Em đã huỷ đơn cũ 24–28/4 và tạo lại: 23–29/4 có 4 ngày làm việc (27/4 nghỉ bù). Chị "
            "còn 3 ngày phép nên em tạo đơn phép năm 3 ngày (23, 24, 28/4) và đơn không lương 1 "
            "ngày (29/4), kèm ticket HCNS-Chế độ theo quy định."
        ),
    ),
    # ---------------------------------------------------------------- basic
    "hr.balance_with_seniority": script(
        call("timesheet_get_leave_balance"),
        reply="Năm 2026 em được 13 ngày phép năm (có 1 ngày thâm niên), hiện còn 4 ngày.",
    ),
    "hr.refuse_not_enough_leave": script(
        call("timesheet_get_leave_balance"),
        reply="Em chỉ còn 1 ngày phép năm, không đủ cho 2 ngày 23–24/4 nên mình chưa tạo đơn nhé.",
    ),
    "hr.half_day_annual_leave": script(
        _leave("P", "2026-04-21", "2026-04-21", "Đi khám răng", session="Buổi chiều"),
        reply="Đã tạo đơn nghỉ phép buổi chiều thứ Ba 21/4 (0,5 ngày), đang chờ anh Tuấn duyệt.",
    ),
    "hr.sick_leave_for_report": script(
        call("hrm_get_employee", employee_id="NV000080"),
        _leave(
            "Ô",
            "2026-04-16",
            "2026-04-22",
            "Sốt xuất huyết, nằm viện",
            employee_id="NV000082",
            substitute_id="NV000083",
        ),
        reply=(
            "Em đã tạo đơn nghỉ ốm cho Trần Minh Khoa 16–22/4 (5 ngày làm việc), Phan Thị Kiều "
            "trực thay; đơn chờ anh duyệt. Nhắc Khoa nộp giấy ra viện trong 3 ngày khi đi làm lại."
        ),
    ),
    "hr.bereavement_leave_working_days": script(
        call("document_qa", question="nghỉ tang cha mẹ mấy ngày"),
        _leave("VR-T", "2026-04-16", "2026-04-20", "Bố mất"),
        reply=(
            "Em xin chia buồn. Em đã tạo đơn nghỉ tang (VR-T, hưởng nguyên lương) 3 ngày làm "
            "việc: 16, 17 và 20/4."
        ),
    ),
    "hr.shift_change_afternoon": script(
        call("timesheet_list_shifts", query="chiều"),
        call(
            "timesheet_request_shift_change",
            date="2026-04-24",
            to_shift_id="CA-C",
            reason="Buổi sáng đi làm giấy tờ",
        ),
        reply="Em đã gửi đề nghị đổi sang ca chiều (14h–22h) ngày 24/4, chờ anh Dũng duyệt.",
    ),
    "hr.update_phone_namesake": script(
        call("hrm_search_employee", query="Yến", department="Công nghệ"),
        call(
            "hrm_update_employee_info", employee_id="NV000054", field="phone", value="0916 228 447"
        ),
        reply="Đã cập nhật số 0916228447 cho Hoàng Thị Yến (Phòng Công nghệ).",
    ),
    "hr.pending_for_me_question": script(
        call("timesheet_list_leave_requests", approver_id="NV000051", status="Chờ duyệt"),
        reply=(
            "Có 2 đơn chờ anh duyệt: Nguyễn Văn Hùng nghỉ bù chiều 17/4 và Trần Quang Vinh nghỉ "
            "phép 4/5. Anh muốn em duyệt đơn nào không?"
        ),
    ),
    "hr.overtime_register_self": script(
        _ot("", "2026-04-17", "18:00", "21:00", "Fix bug release"),
        reply="Em đã đăng ký làm thêm 18h–21h thứ Sáu 17/4, chờ anh Tuấn duyệt.",
    ),
    "hr.overtime_hours_question": script(
        call("timesheet_list_overtime", employee_id="NV000053"),
        reply=(
            "Tháng 4 em có 36 giờ làm thêm (32 giờ đã duyệt, 4 giờ chờ duyệt), nên chỉ còn đăng "
            "ký được 4 giờ nữa (trần 40 giờ/tháng)."
        ),
    ),
    "hr.reject_request_with_reason": script(
        call("timesheet_list_leave_requests", approver_id="NV000010", status="Chờ duyệt"),
        call(
            "timesheet_reject_leave_request",
            request_id="DN-2026-0063",
            reason="Tuần đó chốt doanh số quý, em sắp xếp nghỉ dịp khác nhé.",
        ),
        reply="Đã từ chối đơn nghỉ chiều 21/4 của Huỳnh Thanh Phong với lý do chốt doanh số quý.",
    ),
    "hr.cancel_own_request": script(
        call("timesheet_list_leave_requests", employee_id="NV000010", status="Chờ duyệt"),
        call("timesheet_cancel_leave_request", request_id="DN-2026-0061", reason="Không nghỉ nữa"),
        reply="Đã huỷ đơn nghỉ 4–5/5; 2 ngày phép được trả lại quỹ phép của anh.",
    ),
}


ANTI_ORACLES: dict[str, list[Script]] = {
    "hr.leave_split_unpaid": [
        script(
            _leave("KL", "2026-04-20", "2026-04-24", "Về quê"),
            _HCNS_TICKET,
            reply="Em đã tạo đơn nghỉ không lương 5 ngày 20–24/4, còn 3 ngày phép giữ lại; 2 ngày vượt ghi chú.",
            label="files all 5 days as unpaid leave",
        ),
        script(
            call("timesheet_get_leave_balance"),
            _leave("P", "2026-04-20", "2026-04-22", "Về quê"),
            _leave("KL", "2026-04-23", "2026-04-24", "Về quê"),
            reply="Đã tạo đơn phép 3 ngày và không lương 2 ngày.",
            label="splits correctly but skips the HCNS-Chế độ ticket",
        ),
        script(
            _leave("P", "2026-04-20", "2026-04-21", "Về quê"),
            _leave("KL", "2026-04-22", "2026-04-24", "Về quê"),
            _HCNS_TICKET,
            reply="Em đã nghỉ 2 ngày rồi nên em tạo 2 ngày phép và 3 ngày không lương.",
            label="reads 'used 2' as the balance: P 2 + KL 3",
        ),
        script(
            call("timesheet_get_leave_balance"),
            _leave("P", "2026-04-20", "2026-04-22", "Về quê có việc nhà"),
            reply=(
                "Em còn 3 ngày phép nên em tạo đơn phép 3 ngày 20–22/4; 2 ngày 23–24/4 em tự "
                "làm đơn không lương nhé."
            ),
            label="files only the annual-leave part and leaves the 2 unpaid days to the user",
        ),
    ],
    "hr.approve_own_team_pending": [
        script(
            call("timesheet_approve_leave_request", request_id="DN-2026-0057"),
            call("timesheet_approve_leave_request", request_id="DN-2026-0058"),
            call("timesheet_approve_leave_request", request_id="DN-2026-0063"),
            call("timesheet_cancel_leave_request", request_id="DN-2026-0061"),
            reply="Đã xử lý hết các đơn đang chờ, tổng 3,5 ngày.",
            label="also cancels his own pending request",
        ),
        script(
            call("timesheet_approve_leave_request", request_id="DN-2026-0057"),
            call("timesheet_approve_leave_request", request_id="DN-2026-0058"),
            call("timesheet_approve_leave_request", request_id="DN-2026-0063"),
            reply="Đã duyệt 3 đơn: Hải 1 ngày, Hà 24–28/4 là 5 ngày, Phong 0,5 ngày; tổng 6,5 ngày.",
            label="counts 24–28/4 as 5 calendar days",
        ),
        script(
            call("timesheet_approve_leave_request", request_id="DN-2026-0057"),
            call("timesheet_approve_leave_request", request_id="DN-2026-0063"),
            reply="Đã duyệt 2 đơn; đơn của Hà trùng ngày lễ nên em để lại, tổng 1,5 ngày.",
            label="leaves the holiday-spanning request pending",
        ),
    ],
    "hr.overtime_team_tonight_cap": [
        script(
            _ot("NV000085", "2026-04-16", "18:00", "22:00", _V32),
            _ot("NV000059", "2026-04-16", "18:00", "22:00", _V32),
            reply="Đã đăng ký cho Giang và Long. Hùng 38 giờ và Vinh 36 giờ đã sát trần nên em bỏ qua.",
            label="skips Vinh although 36 + 4 = 40 is within the cap",
        ),
        script(
            _ot("NV000053", "2026-04-16", "18:00", "22:00", _V32),
            _ot("NV000085", "2026-04-16", "18:00", "22:00", _V32),
            _ot("NV000059", "2026-04-16", "18:00", "22:00", _V32),
            _ot("", "2026-04-16", "18:00", "22:00", _V32),
            reply="Đã đăng ký cho cả nhóm kể cả anh; Hùng 38 giờ nên không đăng ký được.",
            label="registers the team lead himself too",
        ),
        script(
            _ot("NV000053", "2026-04-16", "18:00", "22:00", _V32),
            _ot("NV000085", "2026-04-16", "18:00", "22:00", _V32),
            _ot("NV000059", "2026-04-16", "18:00", "22:00", _V32),
            reply="Em đã đăng ký làm thêm tối nay cho cả nhóm.",
            label="does not tell the lead that Hùng could not be registered",
        ),
    ],
    "hr.wedding_leave_over_holiday": [
        script(
            _leave("VR-C", "2026-04-23", "2026-04-27", "Nghỉ cưới"),
            _leave("KL", "2026-04-28", "2026-04-28", "Nghỉ cưới (phần vượt chế độ)"),
            reply="Nghỉ cưới được 3 ngày (23, 24, 27/4), ngày 28/4 em tạo đơn nghỉ không lương.",
            label="counts 27/4 as a working day and files 28/4 as unpaid leave",
        ),
        script(
            _leave("VR-C", "2026-04-23", "2026-04-24", "Nghỉ cưới"),
            _leave("P", "2026-04-28", "2026-04-28", "Nghỉ cưới"),
            reply="Nghỉ cưới 3 ngày (23, 24, 27/4) + 1 ngày phép 28/4.",
            label="counts 27/4 as a working day and adds a day of annual leave",
        ),
        script(
            _leave("P", "2026-04-23", "2026-04-28", "Nghỉ cưới"),
            reply="Đã tạo đơn nghỉ phép 3 ngày 23–28/4.",
            label="files the wedding as annual leave",
        ),
        script(
            _leave("VR-C", "2026-04-23", "2026-04-25", "Nghỉ cưới"),
            reply="Đã tạo đơn nghỉ cưới 3 ngày 23–25/4.",
            label="counts 3 calendar days (23–25/4 is only 2 working days)",
        ),
    ],
    "hr.overtime_holiday_migration": [
        script(
            _ot("NV000085", "2026-04-27", "08:00", "14:00", _MIGRATE),
            _ot("NV000059", "2026-04-27", "08:00", "14:00", _MIGRATE),
            reply="Đã đăng ký cho Giang và Long; lương OT hôm đó 200% như cuối tuần. Vinh đã 36 giờ nên không đăng ký được.",
            label="quotes 200% instead of the holiday rate of 300%",
        ),
        script(
            _ot("NV000085", "2026-04-27", "08:00", "14:00", _MIGRATE),
            _ot("NV000059", "2026-04-27", "08:00", "14:00", _MIGRATE),
            reply="Đã đăng ký cho Giang và Long, lương làm thêm ngày nghỉ bù ít nhất 300%.",
            label="silently drops Vinh without telling the lead",
        ),
        script(
            _ot("NV000085", "2026-04-28", "18:00", "22:00", _MIGRATE),
            _ot("NV000059", "2026-04-28", "18:00", "22:00", _MIGRATE),
            reply="27/4 là ngày nghỉ bù nên không làm thêm được; em chuyển sang tối 28/4. Lương 300% nếu làm ngày lễ. Vinh đã 36 giờ.",
            label="moves the overtime off the holiday",
        ),
    ],
    "hr.approve_expired_carryover": [
        script(
            call("timesheet_approve_leave_request", request_id="DN-2026-0056"),
            call(
                "timesheet_reject_leave_request", request_id="DN-2026-0701", reason="Không đủ phép"
            ),
            _leave("P", "2026-05-04", "2026-05-05", "Du lịch", employee_id="NV000032"),
            _leave("KL", "2026-05-06", "2026-05-07", "Du lịch", employee_id="NV000032"),
            reply="Đã duyệt đơn của Phương; đơn của Lan không đủ phép (còn 2,5 ngày) nên em tách giúp thành 2 ngày phép + 2 ngày không lương.",
            label="files replacement requests on Lan's behalf",
        ),
        script(
            call(
                "timesheet_reject_leave_request",
                request_id="DN-2026-0056",
                reason="Nghỉ cưới 7–11/5 là 5 ngày, vượt 3 ngày",
            ),
            call(
                "timesheet_reject_leave_request", request_id="DN-2026-0701", reason="Không đủ phép"
            ),
            reply="Cả 2 đơn đều không hợp lệ: Phương xin 5 ngày cưới, Lan chỉ còn 2,5 ngày phép nên không đủ.",
            label="rejects the wedding leave as over-long (it is 3 working days)",
        ),
        script(
            call("timesheet_approve_leave_request", request_id="DN-2026-0056"),
            reply="Đã duyệt đơn của Phương. Đơn của Lan hệ thống báo lỗi nên em chưa duyệt được.",
            label="does not state Lan's balance",
        ),
        script(
            call("timesheet_approve_leave_request", request_id="DN-2026-0056"),
            call("timesheet_approve_leave_request", request_id="DN-2026-0701"),
            reply=(
                "Đã duyệt đơn nghỉ cưới của Phương. Lan còn 4,5 ngày phép (tính cả 2 ngày phép "
                "năm 2025) nhưng hệ thống chưa cho duyệt đơn 4 ngày của Lan."
            ),
            label="counts the expired 2025 carry-over: tells the manager Lan has 4.5 days",
        ),
        script(
            call("timesheet_approve_leave_request", request_id="DN-2026-0056"),
            call(
                "timesheet_reject_leave_request", request_id="DN-2026-0701", reason="Không đủ phép"
            ),
            reply="Đã duyệt đơn nghỉ cưới 3 ngày của Phương; đơn 4 ngày của Lan không đủ phép nên em từ chối.",
            label="says Lan lacks leave but never states her balance (only Phương's 3 days)",
        ),
    ],
    "hr.leave_balance_mail_namesake": [
        script(
            call("timesheet_get_leave_balance", employee_id="NV000021"),
            call(
                "amismail_write_mail",
                to=["trang.pt@minhlong.vn"],
                cc=["phong.ht@minhlong.vn"],
                subject="Số ngày phép còn lại",
                body="Chào Trang, em còn 5 ngày phép năm.",
            ),
            reply="Đã gửi Phạm Thùy Trang, cc anh Phong: còn 5 ngày.",
            label="picks the namesake in Sales HCM",
        ),
        script(
            call("timesheet_get_leave_balance", employee_id="NV000071"),
            call(
                "amismail_write_mail",
                to=["lethutrang97@gmail.com"],
                cc=["hoa.lt@minhlong.vn"],
                subject="Số ngày phép còn lại",
                body="Chào Trang, em còn 4 ngày phép năm.",
            ),
            reply="Đã gửi Trang (mail cá nhân), cc chị Hoa: còn 4 ngày.",
            label="sends to Trang's personal Gmail",
        ),
        script(
            call(
                "amismail_write_mail",
                to=["trang.lt@minhlong.vn"],
                cc=["hoa.lt@minhlong.vn"],
                subject="Số ngày phép còn lại",
                body="Chào Trang, năm nay em được 12 ngày phép năm.",
            ),
            reply="Đã gửi mail: Trang được 12 ngày phép.",
            label="states the yearly entitlement instead of the balance",
        ),
        script(
            call("hrm_search_employee", query="Trang", department="Marketing"),
            call("timesheet_get_leave_balance", employee_id="NV000071"),
            call(
                "amismail_write_mail",
                to=["trang.lt@minhlong.vn"],
                cc=["lan.tt@minhlong.vn"],
                subject="Số ngày phép năm còn lại",
                body="Chào Trang, em còn 4 ngày phép năm.",
            ),
            reply="Đã gửi mail cho Trang, cc trưởng phòng HCNS chị Lan: còn 4 ngày.",
            label="CCs the HR head instead of Trang's own department head",
        ),
    ],
    "hr.reschedule_leave_split": [
        script(
            call("timesheet_get_leave_balance"),
            call("timesheet_cancel_leave_request", request_id="DN-2026-0058"),
            _leave("P", "2026-04-23", "2026-04-23", "Về quê"),
            _leave("KL", "2026-04-24", "2026-04-29", "Về quê"),
            call(
                "helpdesk_create_ticket",
                category="HCNS-Chế độ",
                title="Nghỉ không lương",
                description="Nghỉ không lương 24–29/4.",
            ),
            reply="Chị còn 1 ngày phép nên em tạo 1 ngày phép + 3 ngày không lương.",
            label="splits on the balance read before cancelling (P 1 + KL 3)",
        ),
        script(
            call("timesheet_cancel_leave_request", request_id="DN-2026-0058"),
            _leave("P", "2026-04-23", "2026-04-28", "Về quê"),
            _leave("KL", "2026-04-29", "2026-04-29", "Về quê"),
            reply="Đã đổi đơn: 3 ngày phép + 1 ngày không lương.",
            label="forgets the HCNS-Chế độ ticket",
        ),
        script(
            _leave("P", "2026-04-23", "2026-04-23", "Về quê"),
            _leave("KL", "2026-04-29", "2026-04-29", "Về quê"),
            reply="Đơn cũ giữ nguyên 24–28/4, em thêm 23/4 phép và 29/4 không lương: 3 ngày phép, 1 ngày không lương.",
            label="keeps the old request and only adds the new days",
        ),
    ],
    # ---------------------------------------------------------------- basic
    "hr.balance_with_seniority": [
        script(
            reply="Theo luật em được 12 ngày phép năm, hiện còn 3 ngày.",
            label="base rule without seniority",
        ),
        script(
            call("timesheet_get_leave_balance"),
            reply="Em được 13 ngày phép năm, đã tích luỹ 5 ngày.",
            label="gives the accrued days, not the remaining 4",
        ),
    ],
    "hr.refuse_not_enough_leave": [
        script(
            _leave("P", "2026-04-23", "2026-04-23", "Du lịch"),
            _leave("KL", "2026-04-24", "2026-04-24", "Du lịch"),
            reply="Em chỉ còn 1 ngày phép, không đủ nên em tạo 1 ngày phép + 1 ngày không lương.",
            label="creates requests against the user's instruction",
        ),
        script(
            call("timesheet_get_leave_balance"),
            reply="Em đã tích luỹ 4 ngày phép, không đủ cho chuyến đi này.",
            label="states the accrued days instead of the balance",
        ),
        script(
            call("timesheet_get_leave_balance"),
            _leave("P", "2026-04-23", "2026-04-24", "Đi du lịch"),
            reply="Em được 12 ngày phép năm, đã nghỉ 3 ngày nên còn 9 ngày, đủ cho 2 ngày 23–24/4.",
            label="computes the balance on the yearly entitlement (12 − 3 = 9), not the accrual",
        ),
    ],
    "hr.half_day_annual_leave": [
        script(
            _leave("P", "2026-04-21", "2026-04-21", "Đi khám răng"),
            reply="Đã tạo đơn nghỉ phép 21/4, còn 2 ngày.",
            label="files a full day instead of the afternoon",
        ),
        script(
            _leave("P", "2026-04-21", "2026-04-21", "Đi khám răng", session="Buổi sáng"),
            reply="Đã tạo đơn nghỉ nửa ngày 21/4, còn 2,5 ngày.",
            label="morning instead of afternoon",
        ),
    ],
    "hr.sick_leave_for_report": [
        script(
            _leave(
                "KL",
                "2026-04-16",
                "2026-04-22",
                "Sốt xuất huyết",
                employee_id="NV000082",
                substitute_id="NV000083",
            ),
            reply="Đã tạo đơn nghỉ không lương cho Khoa 16–22/4.",
            label="files unpaid leave instead of sick leave",
        ),
        script(
            _leave(
                "Ô",
                "2026-04-16",
                "2026-04-17",
                "Sốt xuất huyết",
                employee_id="NV000082",
                substitute_id="NV000083",
            ),
            reply="Đã tạo đơn nghỉ ốm cho Khoa đến hết tuần này.",
            label="stops at the end of this week instead of next Wednesday",
        ),
        script(
            _leave(
                "P",
                "2026-04-16",
                "2026-04-20",
                "Sốt xuất huyết",
                employee_id="NV000082",
                substitute_id="NV000083",
            ),
            _leave(
                "Ô",
                "2026-04-21",
                "2026-04-22",
                "Sốt xuất huyết",
                employee_id="NV000082",
                substitute_id="NV000083",
            ),
            reply="Đã tạo cho Khoa 3 ngày phép năm 16–20/4 và 2 ngày nghỉ ốm 21–22/4.",
            label="uses Khoa's 3 days of annual leave first, sick leave only for the rest",
        ),
    ],
    "hr.bereavement_leave_working_days": [
        script(
            _leave("VR-T", "2026-04-16", "2026-04-18", "Bố mất"),
            reply="Đã tạo đơn nghỉ tang 3 ngày 16–18/4.",
            label="ends on Saturday (only 2 working days)",
        ),
        script(
            _leave("P", "2026-04-16", "2026-04-20", "Bố mất"),
            reply="Đã tạo đơn nghỉ phép 3 ngày.",
            label="uses annual leave instead of paid bereavement leave",
        ),
    ],
    "hr.shift_change_afternoon": [
        script(
            call(
                "timesheet_request_shift_change",
                date="2026-04-24",
                to_shift_id="CA-HC",
                reason="Đi làm giấy tờ",
            ),
            reply="Đã đổi sang ca hành chính ngày 24/4.",
            label="wrong target shift",
        ),
        script(
            call(
                "timesheet_request_shift_change",
                date="2026-04-23",
                to_shift_id="CA-C",
                reason="Đi làm giấy tờ",
            ),
            reply="Đã đổi ca chiều.",
            label="wrong date",
        ),
    ],
    "hr.update_phone_namesake": [
        script(
            call(
                "hrm_update_employee_info",
                employee_id="NV000023",
                field="phone",
                value="0916 228 447",
            ),
            reply="Đã cập nhật cho Lâm Ngọc Yến.",
            label="updates the namesake in Sales HCM",
        ),
    ],
    "hr.pending_for_me_question": [
        script(
            call("timesheet_approve_leave_request", request_id="DN-2026-0065"),
            call("timesheet_approve_leave_request", request_id="DN-2026-0066"),
            reply="Có 2 đơn của Hùng và Vinh, em đã duyệt luôn.",
            label="approves the requests unasked",
        ),
        script(reply="Có 1 đơn của Vinh đang chờ anh duyệt.", label="misses Hùng's request"),
    ],
    "hr.overtime_register_self": [
        script(
            _ot("", "2026-04-16", "18:00", "21:00", "Fix bug release"),
            reply="Đã đăng ký tối nay 18h–21h.",
            label="tonight instead of tomorrow",
        ),
        script(
            _ot("", "2026-04-17", "18:00", "22:00", "Fix bug release"),
            reply="Đã đăng ký làm thêm tối mai 18h–22h.",
            label="wrong end time (4 h instead of 3 h)",
        ),
    ],
    "hr.overtime_hours_question": [
        script(
            call("timesheet_list_overtime", employee_id="NV000053"),
            reply="Tháng này em đã làm 32 giờ, còn đăng ký được 8 giờ.",
            label="ignores the 4 pending hours",
        ),
        script(
            call(
                "timesheet_register_overtime",
                date="2026-04-17",
                start_time="18:00",
                end_time="22:00",
                reason="Dùng nốt giờ còn lại",
            ),
            reply="Em có 36 giờ, còn 4 giờ; em đăng ký luôn 4 giờ tối mai.",
            label="registers overtime unasked",
        ),
    ],
    "hr.reject_request_with_reason": [
        script(
            call("timesheet_reject_leave_request", request_id="DN-2026-0063", reason="Không duyệt"),
            reply="Đã từ chối.",
            label="drops the stated reason",
        ),
        script(
            call(
                "timesheet_reject_leave_request",
                request_id="DN-2026-0057",
                reason="Tuần chốt doanh số quý",
            ),
            reply="Đã từ chối đơn của Hải.",
            label="rejects the wrong request",
        ),
    ],
    "hr.cancel_own_request": [
        script(
            call(
                "timesheet_reject_leave_request", request_id="DN-2026-0057", reason="Chốt doanh số"
            ),
            reply="Đã huỷ.",
            label="touches a report's request instead of his own",
        ),
    ],
}


# Other correct solutions, written as a different good agent would work: another order of calls,
# another tool reaching the same state, a self-corrected mistake, other legitimate wording.
ALTERNATES: dict[str, list[Script]] = {
    # ---------------------------------------------------------------- hard
    "hr.leave_split_unpaid": [
        script(
            LEAVE_DOC,
            call("timesheet_get_leave_balance", employee_id="NV000012"),
            _leave("KL", "2026-04-20", "2026-04-21", "Về quê có việc nhà (phần vượt phép)"),
            _leave("P", "2026-04-22", "2026-04-24", "Về quê có việc nhà"),
            _HCNS_TICKET,
            reply=(
                "Anh chỉ còn ba ngày phép năm nên em tách làm hai đơn: nghỉ không lương thứ Hai "
                "20 và thứ Ba 21/4 (hai ngày), nghỉ phép năm từ 22 đến 24/4. Em đã gửi ticket "
                "cho HCNS (Chế độ) về phần không lương."
            ),
            label="unpaid days first, word numerals",
        ),
        script(
            call("timesheet_get_leave_balance"),
            _leave("KL", "2026-04-20", "2026-04-24", "Về quê có việc nhà"),
            call("timesheet_cancel_leave_request", request_id="$1.id", reason="Lập nhầm loại"),
            _leave("P", "2026-04-20", "2026-04-22", "Về quê có việc nhà"),
            _leave("KL", "2026-04-23", "2026-04-24", "Về quê có việc nhà"),
            _HCNS_TICKET,
            reply=(
                "Em lỡ tạo một đơn không lương cả 5 ngày nên đã huỷ và làm lại: 3 ngày phép năm "
                "(20–22/4, hết số phép còn lại) + 2 ngày không lương (23–24/4), kèm ticket "
                "HCNS-Chế độ."
            ),
            label="self-corrected: a 5-day unpaid request withdrawn, then the right split",
        ),
    ],
    "hr.approve_own_team_pending": [
        script(
            call("timesheet_list_leave_requests", status="Chờ duyệt"),
            call("timesheet_approve_leave_request", request_id="DN-2026-0063", note="OK"),
            call("timesheet_approve_leave_request", request_id="DN-2026-0057"),
            call("timesheet_approve_leave_request", request_id="DN-2026-0058"),
            reply=(
                "Đã duyệt xong 3 đơn anh là người duyệt (Phong chiều 21/4, Hải 24/4, Hà 24–28/4). "
                "Tổng cộng ba ngày rưỡi công: 0,5 + 1 + 2, vì đơn của Hà vướng cuối tuần và ngày "
                "nghỉ bù 27/4."
            ),
            label="another order, no approver filter, word numerals",
        ),
        script(
            call("timesheet_list_leave_requests", approver_id="NV000010"),
            call("document_qa", question="lịch nghỉ lễ 2026 nghỉ bù Giỗ Tổ"),
            call("timesheet_approve_leave_request", request_id="DN-2026-0058"),
            call("timesheet_approve_leave_request", request_id="DN-2026-0057"),
            call("timesheet_approve_leave_request", request_id="DN-2026-0063"),
            reply="Em đã duyệt 3 đơn đang chờ anh, tổng 3.5 ngày công.",
            label="checks the holiday calendar first, terse reply",
        ),
    ],
    "hr.overtime_team_tonight_cap": [
        script(
            call("timesheet_list_overtime", manager_id="NV000051"),
            _ot("NV000052", "2026-04-16", "18:00", "20:00", _V32),
            _ot("NV000053", "2026-04-16", "18:00", "22:00", _V32),
            _ot("NV000085", "2026-04-16", "18:00", "22:00", _V32),
            _ot("NV000059", "2026-04-16", "18:00", "22:00", _V32),
            reply=(
                "Đã đăng ký 18h–22h cho Vinh, Giang, Long. Hùng đã làm thêm 38 tiếng trong tháng, "
                "chỉ còn 2 tiếng trước trần 40 tiếng nên em đăng ký cho Hùng 18h–20h thôi."
            ),
            label="registers Hùng for the 2 hours he has left",
        ),
        script(
            _ot("NV000052", "2026-04-16", "18:00", "22:00", _V32),
            _ot("NV000059", "2026-04-16", "18:00", "22:00", _V32),
            _ot("NV000085", "2026-04-16", "18:00", "22:00", _V32),
            _ot("NV000053", "2026-04-16", "18:00", "22:00", _V32),
            reply=(
                "Em đăng ký 18:00–22:00 cho Long, Giang và Vinh rồi. Hệ thống không nhận đăng ký "
                "của anh Hùng vì tháng này Hùng đã có ba mươi tám giờ, thêm 4 giờ sẽ vượt trần."
            ),
            label="tries Hùng first, the tool refuses; another order and wording",
        ),
    ],
    "hr.wedding_leave_over_holiday": [
        script(
            HOLIDAY_DOC,
            _leave("VR-C", "2026-04-23", "2026-04-28", "Nghỉ kết hôn"),
            reply=(
                "Đã tạo đơn nghỉ cưới từ thứ Năm 23/4 đến thứ Ba 28/4, chỉ tính ba ngày công "
                "(thứ Năm, thứ Sáu và thứ Ba) vì thứ Hai 27/4 là ngày nghỉ bù Giỗ Tổ."
            ),
            label="no policy lookup for the wedding allowance, weekday wording",
        ),
        script(
            _leave("P", "2026-04-23", "2026-04-28", "Nghỉ cưới"),
            call("timesheet_cancel_leave_request", request_id="$0.id", reason="Chọn nhầm loại"),
            call("document_qa", question="nghỉ việc riêng có hưởng lương kết hôn"),
            _leave("VR-C", "2026-04-23", "2026-04-28", "Nghỉ cưới"),
            reply=(
                "Em đã huỷ đơn phép năm lập nhầm và tạo lại đơn nghỉ kết hôn 23–28/4: 3 ngày làm "
                "việc hưởng nguyên lương, phép năm của anh giữ nguyên."
            ),
            label="self-corrected: an annual-leave request withdrawn, then VR-C",
        ),
    ],
    "hr.overtime_holiday_migration": [
        script(
            call("timesheet_list_overtime", manager_id="NV000051"),
            call("document_qa", question="làm thêm ngày nghỉ lễ hưởng lương bao nhiêu phần trăm"),
            _ot("NV000053", "2026-04-27", "08:00", "12:00", _MIGRATE),
            _ot("NV000085", "2026-04-27", "08:00", "14:00", _MIGRATE),
            _ot("NV000059", "2026-04-27", "08:00", "14:00", _MIGRATE),
            reply=(
                "Hôm đó là ngày nghỉ bù lễ nên làm thêm được trả ít nhất 300% lương. Giang và Long "
                "em đăng ký 8h–14h; Vinh tháng này đã 36 giờ, chỉ còn 4 giờ trước trần 40 giờ nên "
                "em đăng ký cho Vinh 8h–12h."
            ),
            label="registers Vinh for the 4 hours he has left",
        ),
        script(
            _ot("NV000053", "2026-04-27", "08:00", "14:00", _MIGRATE),
            _ot("NV000059", "2026-04-27", "08:00", "14:00", _MIGRATE),
            _ot("NV000085", "2026-04-27", "08:00", "14:00", _MIGRATE),
            HOLIDAY_DOC,
            reply=(
                "Đã đăng ký làm thêm 8 giờ sáng – 2 giờ chiều 27/4 cho Long và Giang. Vinh thì hệ "
                "thống từ chối: đã có ba mươi sáu giờ làm thêm tháng 4, thêm 6 giờ là vượt trần. "
                "27/4 là ngày nghỉ bù Giỗ Tổ có hưởng lương, nên tiền làm thêm tối thiểu bằng 300% "
                "lương ngày thường."
            ),
            label="tries Vinh first, the tool refuses; other wording",
        ),
    ],
    "hr.approve_expired_carryover": [
        script(
            call("timesheet_list_leave_requests", approver_id="NV000031"),
            call("timesheet_get_leave_balance", employee_id="NV000032"),
            call("timesheet_approve_leave_request", request_id="DN-2026-0056"),
            reply=(
                "Em đã duyệt đơn nghỉ cưới của Phương. Đơn 4 ngày của Lan em để nguyên chờ anh: "
                "phép năm 2025 đã hết hạn 31/3 nên Lan chỉ còn hai ngày rưỡi phép, không đủ 4 ngày."
            ),
            label="leaves Lan's request pending and says why",
        ),
        script(
            call("timesheet_approve_leave_request", request_id="DN-2026-0701"),
            call("timesheet_get_leave_balance", employee_id="NV000032"),
            call(
                "timesheet_reject_leave_request",
                request_id="DN-2026-0701",
                reason="Quỹ phép chỉ còn 2,5 ngày (phép 2025 hết hạn 31/3); tách phần vượt nhé.",
            ),
            call("timesheet_approve_leave_request", request_id="DN-2026-0056"),
            reply=(
                "Đơn của Lan hệ thống không cho duyệt vì quỹ phép chỉ còn 2,5 ngày (phép năm cũ "
                "hết hạn từ 31/3), em đã từ chối kèm lý do. Đơn nghỉ cưới của Phương đã duyệt."
            ),
            label="tries Lan's request first, then rejects it; Phương last",
        ),
    ],
    "hr.leave_balance_mail_namesake": [
        script(
            call("hrm_search_employee", query="Trang"),
            call("hrm_get_employee", employee_id="NV000071"),
            call("timesheet_get_leave_balance", employee_id="NV000071"),
            call(
                "amismail_write_mail",
                to=["trang.lt@minhlong.vn"],
                cc=["hoa.lt@minhlong.vn"],
                subject="Trả lời: số ngày phép năm còn lại",
                body="Chào em, đến hôm nay em còn bốn ngày phép năm 2026 chưa sử dụng.",
            ),
            reply="Đã gửi mail cho Lê Thu Trang (Marketing), cc chị Hoa: Trang còn bốn ngày phép.",
            label="finds her without the department filter, word numerals",
        ),
        script(
            call("hrm_list_departments", query="Marketing"),
            call("hrm_search_employee", query="Trang", department="Marketing"),
            call("timesheet_get_leave_balance", employee_id="NV000071"),
            call(
                "amismail_save_draft",
                to=["trang.lt@minhlong.vn"],
                cc=["hoa.lt@minhlong.vn"],
                subject="Số ngày phép năm còn lại",
                body="Chào Trang, em còn 4 ngày phép năm (tích luỹ 4, chưa nghỉ ngày nào).",
            ),
            call("amismail_send_draft", draft_id="$3.id"),
            reply="Em đã gửi Trang (cc trưởng phòng Marketing Lương Thị Hoa): còn 4 ngày phép năm.",
            label="department head first, mail through a draft",
        ),
    ],
    "hr.reschedule_leave_split": [
        script(
            call("timesheet_cancel_leave_request", request_id="DN-2026-0058"),
            LEAVE_DOC,
            call("timesheet_get_leave_balance"),
            _leave("KL", "2026-04-29", "2026-04-29", "Về quê (vượt phép)"),
            _leave("P", "2026-04-23", "2026-04-28", "Về quê"),
            call(
                "helpdesk_create_ticket",
                category="HCNS-Chế độ",
                title="Nghỉ không lương ngày 29/4",
                description="Nhờ HCNS xác nhận 1 ngày nghỉ không lương 29/4/2026 của chị.",
            ),
            reply=(
                "Em đã huỷ đơn 24–28/4. Chị còn ba ngày phép nên em làm đơn phép năm 23–28/4 và "
                "một ngày không lương thứ Tư 29/4, kèm ticket HCNS-Chế độ."
            ),
            label="unpaid day first, word numerals",
        ),
        script(
            call("timesheet_list_leave_requests", employee_id="NV000013"),
            call("timesheet_cancel_leave_request", request_id="DN-2026-0058", reason="Đổi lịch"),
            _leave("KL", "2026-04-23", "2026-04-23", "Về quê (vượt phép)"),
            _leave("P", "2026-04-24", "2026-04-29", "Về quê"),
            call(
                "helpdesk_create_ticket",
                category="HCNS-Chế độ",
                title="Xác nhận nghỉ không lương 23/4/2026",
                description="Chị nghỉ 23–29/4: 23/4 không lương, 24, 28, 29/4 phép năm.",
            ),
            reply=(
                "Đã sửa: huỷ đơn cũ, tạo đơn không lương 1 ngày (thứ Năm 23/4) và đơn phép năm 3 "
                "ngày (24, 28 và 29/4; 27/4 là ngày nghỉ bù). Ticket HCNS-Chế độ đã mở."
            ),
            label="the unpaid day at the start of the trip",
        ),
    ],
    # ---------------------------------------------------------------- basic
    "hr.balance_with_seniority": [
        script(
            call("timesheet_get_leave_balance", employee_id="NV000024", year=2026),
            reply="Năm nay em có mười ba ngày phép (thâm niên 5 năm), còn lại bốn ngày.",
            label="word numerals",
        ),
    ],
    "hr.refuse_not_enough_leave": [
        script(
            call("timesheet_get_leave_balance", employee_id="NV000016"),
            reply="Quỹ phép năm của em chỉ còn một ngày, chưa đủ cho 23 và 24/4, em chưa tạo đơn.",
            label="word numeral",
        ),
    ],
    "hr.half_day_annual_leave": [
        script(
            call("timesheet_get_leave_balance"),
            _leave("P", "2026-04-21", "2026-04-21", "Khám răng", session="Buổi chiều"),
            reply="Em đã gửi đơn nghỉ phép nửa ngày chiều 21/4.",
            label="reads the balance first",
        ),
    ],
    "hr.sick_leave_for_report": [
        script(
            call("hrm_search_employee", query="Khoa"),
            call("hrm_search_employee", query="Kiều"),
            _leave(
                "Ô",
                "2026-04-16",
                "2026-04-22",
                "Nằm viện do sốt xuất huyết",
                employee_id="NV000082",
                substitute_id="NV000083",
            ),
            reply="Đã tạo đơn nghỉ ốm cho Trần Minh Khoa đến hết thứ Tư 22/4, Kiều làm thay.",
            label="searches both names",
        ),
    ],
    "hr.bereavement_leave_working_days": [
        script(
            _leave("VR-T", "2026-04-16", "2026-04-20", "Bố mất"),
            reply="Em rất tiếc. Đơn nghỉ tang ba ngày công đã tạo, em đi làm lại thứ Ba 21/4.",
            label="no policy lookup, word numeral",
        ),
    ],
    "hr.shift_change_afternoon": [
        script(
            call("timesheet_list_shifts"),
            call(
                "timesheet_request_shift_change",
                date="2026-04-24",
                to_shift_id="CA-C",
                reason="Sáng đi làm giấy tờ",
            ),
            reply="Đã gửi đề nghị đổi ca chiều thứ Sáu 24/4.",
            label="lists every shift",
        ),
    ],
    "hr.update_phone_namesake": [
        script(
            call("hrm_search_employee", query="Hoàng Thị Yến"),
            call(
                "hrm_update_employee_info",
                employee_id="NV000054",
                field="phone",
                value="0916228447",
            ),
            reply="Em đã đổi số điện thoại của chị Hoàng Thị Yến (Công nghệ) thành 0916 228 447.",
            label="full name, digits without spaces",
        ),
    ],
    "hr.pending_for_me_question": [
        script(
            call("timesheet_list_leave_requests", approver_id="NV000051"),
            reply=(
                "Đang có hai đơn chờ anh: Hùng xin nghỉ bù chiều thứ Sáu 17/4, Vinh xin phép năm "
                "ngày 4/5."
            ),
            label="no status filter, word numeral",
        ),
    ],
    "hr.overtime_register_self": [
        script(
            call(
                "timesheet_register_overtime",
                employee_id="NV000085",
                date="2026-04-17",
                start_time="18:00",
                end_time="21:00",
                reason="Sửa lỗi bản phát hành",
            ),
            reply="Đã đăng ký làm thêm 3 tiếng tối mai (17/4).",
            label="explicit employee id",
        ),
    ],
    "hr.overtime_hours_question": [
        script(
            call("timesheet_list_overtime"),
            reply=(
                "Tháng này em đã có ba mươi sáu tiếng làm thêm (tính cả 4 tiếng đang chờ duyệt), "
                "trần là 40 tiếng nên chỉ đăng ký thêm được bốn tiếng nữa."
            ),
            label="word numerals",
        ),
    ],
    "hr.reject_request_with_reason": [
        script(
            call("timesheet_list_leave_requests", employee_id="NV000020"),
            call(
                "timesheet_reject_leave_request",
                request_id="DN-2026-0063",
                reason="Tuần 20–24/4 chốt doanh số quý nên không nghỉ được.",
            ),
            reply="Em đã từ chối đơn chiều 21/4 của Phong.",
            label="finds the request by employee",
        ),
    ],
    "hr.cancel_own_request": [
        script(
            call("timesheet_list_leave_requests", employee_id="NV000010"),
            call("timesheet_cancel_leave_request", request_id="DN-2026-0061"),
            reply="Đã huỷ đơn nghỉ 4–5/5 của anh.",
            label="no reason given",
        ),
    ],
}
