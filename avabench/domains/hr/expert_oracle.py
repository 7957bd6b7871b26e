"""Reference, deliberately wrong and other correct solutions for the hr expert tasks.

Ids created by tools are referenced as ``"$i.id"`` (noise can shift them).
"""

from __future__ import annotations

from avabench.task import Script, call, script, turn

ORACLES: dict[str, Script] = {}
ANTI_ORACLES: dict[str, list[Script]] = {}
ALTERNATES: dict[str, list[Script]] = {}


def _acts(employee_id: str):
    return call("crm_list_activities", assignee_id=employee_id)


# -- 1. approve_leave_client_meetings -------------------------------------------------------

_T1 = "hr.approve_leave_client_meetings"
_T1_READS = (
    call("read_memory"),
    call("timesheet_list_leave_requests", approver_id="NV000010", status="Chờ duyệt"),
    _acts("NV000011"),
    _acts("NV000012"),
    _acts("NV000013"),
    _acts("NV000020"),
    call("amismail_search_mail", query="Thép Đông Á"),
    call("amismail_read_mail", message_id="TH000712"),
    call("amismail_read_mail", message_id="TH000713"),
    call("timesheet_list_leave_requests", employee_id="NV000015"),
    call("timesheet_list_leave_requests", employee_id="NV000016"),
    call("timesheet_list_leave_requests", employee_id="NV000024"),
)
_T1_OK = (
    call("timesheet_approve_leave_request", request_id="DN-2026-0711"),
    call("timesheet_approve_leave_request", request_id="DN-2026-0712"),
)
_T1_REJECT_HAI = call(
    "timesheet_reject_leave_request",
    request_id="DN-2026-0057",
    reason=(
        "Thép Đông Á đã dời buổi đàm phán giá ERP giai đoạn 2 lên 14h00 thứ Sáu 24/4 (em đã xác "
        "nhận qua mail); em sắp xếp lại rồi gửi lại đơn nhé."
    ),
)
_T1_REJECT = call(
    "timesheet_reject_leave_request",
    request_id="DN-2026-0058",
    reason=(
        "Ngày 24/4 em có lịch thuyết trình với An Phát Hưng (HDG00701); em sắp xếp lại lịch "
        "gặp khách hoặc đổi ngày nghỉ rồi gửi lại đơn nhé."
    ),
)
_T1_REJECT_PHONG = call(
    "timesheet_reject_leave_request",
    request_id="DN-2026-0063",
    reason=(
        "Người làm thay Trương Quốc Bảo đã có đơn nghỉ được duyệt ngày 21/4; em chọn người làm "
        "thay khác rồi gửi lại đơn nhé."
    ),
)
_T1_MAIL_HAI = call(
    "amismail_write_mail",
    to=["hai.tv@minhlong.vn"],
    subject="Đơn nghỉ 24/4 chưa duyệt được",
    body=(
        "Chào Hải,\n\nAnh đã duyệt đơn nghỉ 28/4 của em. Đơn nghỉ 24/4 (DN-2026-0057) anh chưa "
        "duyệt được vì Thép Đông Á đã dời buổi đàm phán giá ERP giai đoạn 2 lên 14h00 thứ Sáu "
        "24/4 và em đã xác nhận với anh Huy. Em sắp xếp lại rồi gửi lại đơn giúp anh nhé.\n\n"
        "Anh Tuấn"
    ),
)
_T1_MAIL = call(
    "amismail_write_mail",
    to=["ha.pt@minhlong.vn"],
    subject="Đơn nghỉ 24–28/4 chưa duyệt được",
    body=(
        "Chào Hà,\n\nAnh chưa duyệt được đơn nghỉ 24–28/4 (DN-2026-0058) vì thứ Sáu 24/4 em có "
        "lịch thuyết trình giải pháp với Ban Giám đốc An Phát Hưng. Em dời lịch gặp khách hoặc "
        "đổi ngày nghỉ rồi gửi lại đơn giúp anh nhé.\n\nAnh Tuấn"
    ),
)
_T1_MAIL_PHONG = call(
    "amismail_write_mail",
    to=["phong.ht@minhlong.vn"],
    subject="Đơn nghỉ chiều 21/4: cần đổi người làm thay",
    body=(
        "Chào Phong,\n\nĐơn nghỉ chiều 21/4 (DN-2026-0063) anh chưa duyệt được vì người làm thay "
        "là Trương Quốc Bảo đã có đơn nghỉ được duyệt cả ngày 21/4. Em chọn người làm thay khác "
        "rồi gửi lại đơn giúp anh nhé.\n\nAnh Tuấn"
    ),
)
_T1_REPLY = (
    "Em đã kiểm tra lịch gặp khách (CRM và mail) và người làm thay như anh dặn. Đã duyệt: Hoàng "
    "Văn Nam nghỉ 22/4 và Trần Văn Hải nghỉ 28/4 (Thép Đông Á đã dời buổi đàm phán khỏi 28/4, "
    "đơn nghỉ 28/4 của Thảo đã huỷ). Đã từ chối và mail từng bạn: Trần Văn Hải nghỉ 24/4 (buổi "
    "đàm phán Thép Đông Á dời sang 14h 24/4), Phạm Thu Hà 24–28/4 (thuyết trình An Phát Hưng "
    "24/4), Huỳnh Thanh Phong chiều 21/4 (người làm thay Trương Quốc Bảo nghỉ cả ngày 21/4)."
)
ORACLES[_T1] = script(
    *_T1_READS,
    *_T1_OK,
    _T1_REJECT_HAI,
    _T1_REJECT,
    _T1_REJECT_PHONG,
    _T1_MAIL_HAI,
    _T1_MAIL,
    _T1_MAIL_PHONG,
    reply=_T1_REPLY,
)
ANTI_ORACLES[_T1] = [
    script(
        call("timesheet_list_leave_requests", approver_id="NV000010", status="Chờ duyệt"),
        *[
            call("timesheet_approve_leave_request", request_id=rid)
            for rid in ("DN-2026-0057", "DN-2026-0058", "DN-2026-0063", "DN-2026-0711")
        ],
        call("timesheet_approve_leave_request", request_id="DN-2026-0712"),
        call("timesheet_cancel_leave_request", request_id="DN-2026-0061", reason="Dọn đơn chờ"),
        reply=(
            "Em đã duyệt cả 5 đơn: Trần Văn Hải (2 đơn), Phạm Thu Hà, Huỳnh Thanh Phong và Hoàng "
            "Văn Nam, không có đơn nào vướng."
        ),
        label="ignores the standing rule in memory: approves all, clears his own pending request",
    ),
    script(
        call("read_memory"),
        call("timesheet_list_leave_requests", approver_id="NV000010", status="Chờ duyệt"),
        _acts("NV000011"),
        _acts("NV000012"),
        _acts("NV000013"),
        _acts("NV000020"),
        call("timesheet_list_leave_requests", employee_id="NV000015"),
        call("timesheet_list_leave_requests", employee_id="NV000016"),
        call("timesheet_list_leave_requests", employee_id="NV000024"),
        call("timesheet_approve_leave_request", request_id="DN-2026-0711"),
        call("timesheet_approve_leave_request", request_id="DN-2026-0057"),
        call(
            "timesheet_reject_leave_request",
            request_id="DN-2026-0712",
            reason="28/4 em có lịch đàm phán với Thép Đông Á, sắp xếp lại nhé.",
        ),
        _T1_REJECT,
        _T1_REJECT_PHONG,
        call(
            "amismail_write_mail",
            to=["hai.tv@minhlong.vn"],
            subject="Đơn nghỉ 28/4 chưa duyệt được",
            body="Hải ơi, 28/4 em có lịch đàm phán với Thép Đông Á, sắp xếp lại đơn nghỉ nhé.",
        ),
        _T1_MAIL,
        _T1_MAIL_PHONG,
        reply=(
            "Đã duyệt Hoàng Văn Nam 22/4 và Trần Văn Hải 24/4. Đã từ chối: Trần Văn Hải 28/4 "
            "(đàm phán Thép Đông Á), Phạm Thu Hà 24–28/4 (An Phát Hưng 24/4), Huỳnh Thanh Phong "
            "(người làm thay Bảo nghỉ 21/4)."
        ),
        label="CRM only: the amending mail never read (Hải's 24/4 approved, 28/4 rejected)",
    ),
    script(
        call("read_memory"),
        call("timesheet_list_leave_requests", approver_id="NV000010", status="Chờ duyệt"),
        _acts("NV000011"),
        _acts("NV000012"),
        _acts("NV000013"),
        _acts("NV000020"),
        call("amismail_search_mail", query="Thép Đông Á"),
        call("amismail_read_mail", message_id="TH000712"),
        *_T1_OK,
        call("timesheet_approve_leave_request", request_id="DN-2026-0063"),
        _T1_REJECT_HAI,
        _T1_REJECT,
        _T1_MAIL_HAI,
        _T1_MAIL,
        reply=(
            "Đã duyệt Hoàng Văn Nam 22/4, Trần Văn Hải 28/4 và Huỳnh Thanh Phong chiều 21/4. Đã từ "
            "chối và mail: Trần Văn Hải 24/4 (Thép Đông Á dời lịch sang 24/4), Phạm Thu Hà "
            "24–28/4 (An Phát Hưng 24/4)."
        ),
        label="the substitute check skipped: Phong approved though Bảo is on leave 21/4",
    ),
    script(
        *_T1_READS,
        call("timesheet_approve_leave_request", request_id="DN-2026-0711"),
        call(
            "timesheet_reject_leave_request",
            request_id="DN-2026-0712",
            reason="Người làm thay Ngô Thị Thảo có đơn nghỉ 28/4, em chọn người khác nhé.",
        ),
        _T1_REJECT_HAI,
        _T1_REJECT,
        _T1_REJECT_PHONG,
        _T1_MAIL_HAI,
        _T1_MAIL,
        _T1_MAIL_PHONG,
        reply=(
            "Đã duyệt Hoàng Văn Nam 22/4. Đã từ chối và mail: Trần Văn Hải 24/4 và 28/4, Phạm Thu "
            "Hà 24–28/4, Huỳnh Thanh Phong chiều 21/4."
        ),
        label="the cancelled look-alike: Thảo's cancelled 28/4 leave read as a clash",
    ),
    script(
        *_T1_READS,
        *_T1_OK,
        _T1_REJECT_HAI,
        _T1_REJECT,
        _T1_REJECT_PHONG,
        _T1_MAIL,
        reply=_T1_REPLY,
        label="rejects three but mails only Hà (Hải and Phong never told to rearrange)",
    ),
    script(
        *_T1_READS,
        call("timesheet_approve_leave_request", request_id="DN-2026-0712"),
        call(
            "timesheet_reject_leave_request",
            request_id="DN-2026-0711",
            reason="21/4 em họp với An Phát, sát ngày nghỉ, em dời đơn nhé.",
        ),
        _T1_REJECT_HAI,
        _T1_REJECT,
        _T1_REJECT_PHONG,
        call(
            "amismail_write_mail",
            to=["nam.hv@minhlong.vn"],
            subject="Đơn nghỉ 22/4",
            body="Nam ơi, 21/4 em họp An Phát, em dời ngày nghỉ 22/4 giúp anh nhé.",
        ),
        _T1_MAIL_HAI,
        _T1_MAIL,
        _T1_MAIL_PHONG,
        reply=(
            "Đã duyệt Trần Văn Hải 28/4. Đã từ chối và mail: Hoàng Văn Nam 22/4 (họp An Phát "
            "21/4), Trần Văn Hải 24/4, Phạm Thu Hà 24–28/4, Huỳnh Thanh Phong chiều 21/4."
        ),
        label="the day-before look-alike: Nam rejected for his 21/4 meeting (outside his leave)",
    ),
]
ALTERNATES[_T1] = [
    script(
        call("timesheet_list_leave_requests", status="Chờ duyệt"),
        call("read_memory", key="Duyệt đơn"),
        call("crm_list_activities", assignee_id="NV000013", kind="Gặp mặt"),
        call("crm_list_activities", assignee_id="NV000011", kind="Gặp mặt"),
        call("crm_list_activities", assignee_id="NV000012", kind="Gặp mặt"),
        call("crm_list_activities", assignee_id="NV000020", kind="Gặp mặt"),
        call("amismail_search_mail", query="đàm phán"),
        call("amismail_read_mail", message_id="TH000713"),
        call("timesheet_list_leave_requests", from_date="2026-04-21", to_date="2026-04-28"),
        _T1_REJECT,
        call(
            "amismail_write_mail",
            to=["ha.pt@minhlong.vn"],
            subject="Sắp xếp lại đơn nghỉ",
            body=(
                "Hà ơi, đơn nghỉ của em bị từ chối vì hôm 24/04/2026 em có buổi thuyết trình ở "
                "Công ty TNHH An Phát Hưng. Em dời lịch khách hoặc chọn ngày nghỉ khác nhé."
            ),
        ),
        _T1_REJECT_PHONG,
        call(
            "amismail_write_mail",
            to=["phong.ht@minhlong.vn"],
            subject="Đổi người làm thay",
            body=(
                "Phong ơi, hôm thứ Ba hai mươi mốt tháng Tư Bảo nghỉ cả ngày rồi (đơn đã duyệt), "
                "em nhờ người khác làm thay buổi chiều rồi gửi lại đơn nhé."
            ),
        ),
        _T1_REJECT_HAI,
        call(
            "amismail_write_mail",
            to=["hai.tv@minhlong.vn"],
            subject="Đơn nghỉ thứ Sáu",
            body=(
                "Hải ơi, thứ Sáu tuần sau em có buổi đàm phán với Công ty Cổ phần Thép Đông Á "
                "(khách đã dời lịch lên 2 giờ chiều), nên đơn nghỉ hôm đó anh chưa duyệt. Đơn "
                "nghỉ thứ Ba 28 anh duyệt rồi nhé."
            ),
        ),
        call("timesheet_approve_leave_request", request_id="DN-2026-0712", note="OK"),
        call("timesheet_approve_leave_request", request_id="DN-2026-0711"),
        # a courtesy note to the approved requester is fine
        call(
            "amismail_write_mail",
            to=["nam.hv@minhlong.vn"],
            subject="Đơn nghỉ 22/4 đã duyệt",
            body="Nam ơi, anh đã duyệt đơn nghỉ thứ Tư 22/4 của em nhé.",
        ),
        reply=(
            "Xong rồi anh. Từ chối 3 đơn và đã mail từng bạn: Phạm Thu Hà (thứ Sáu 24/4 thuyết "
            "trình An Phát Hưng), Huỳnh Thanh Phong (người làm thay Bảo nghỉ ngày hai mươi mốt) "
            "và Trần Văn Hải ngày 24/4 (Thép Đông Á dời buổi đàm phán sang chiều thứ Sáu). Đã "
            "duyệt: Trần Văn Hải thứ Ba 28/4 và Hoàng Văn Nam thứ Tư 22/4."
        ),
        label="another order, meetings filter, one date-range look-up, word numerals and weekdays",
    ),
    script(
        *_T1_READS,
        *_T1_OK,
        _T1_REJECT_HAI,
        _T1_REJECT,
        _T1_REJECT_PHONG,
        _T1_MAIL_HAI,
        _T1_MAIL,
        _T1_MAIL_PHONG,
        reply=(
            "Đã duyệt DN-2026-0711 (NV000012, 22/4) và DN-2026-0712 (NV000011, 28/4). Đã từ chối "
            "và báo: DN-2026-0057 của NV000011 (đàm phán Thép Đông Á dời sang 24/4), "
            "DN-2026-0058 của NV000013 (An Phát Hưng 24/4), DN-2026-0063 của NV000020 (người làm "
            "thay NV000024 nghỉ 21/4)."
        ),
        label="people by employee code, terse",
    ),
]


# -- 2. bereavement_handover_former_colleague -----------------------------------------------

_T2 = "hr.bereavement_handover_former_colleague"


def _leave(leave_type: str, start: str, end: str, reason: str, **kw: object):
    return call(
        "timesheet_create_leave_request",
        leave_type=leave_type,
        start_date=start,
        end_date=end,
        reason=reason,
        **kw,
    )


_T2_VRT = _leave("VR-T", "2026-04-17", "2026-04-21", "Bố vợ mất, nghỉ tang")
_T2_P = _leave("P", "2026-04-22", "2026-04-24", "Nghỉ tiếp sau tang bố vợ")
_T2_READS = [
    call("read_memory"),
    call("document_qa", question="nghỉ tang cha mẹ vợ được mấy ngày hưởng lương"),
    call("timesheet_get_leave_balance"),
    call("hrm_search_employee", query="Sơn", include_former=True),
    call("crm_list_activities"),
    call("amismail_search_mail", query="Bình Minh"),
    call("amismail_read_mail", message_id="TH000722"),
]
_T2_ASK = (
    "Em đã tạo 2 đơn chờ anh Tuấn duyệt: nghỉ tang (VR-T, hưởng lương) 17, 20 và 21/4, và nghỉ "
    "phép năm 22–24/4 (3 ngày, hết số phép còn lại). Về bàn giao: anh Đỗ Thanh Sơn đã nghỉ việc "
    "từ 30/01/2026 nên em chưa gửi được. Anh muốn bàn giao cho ai ạ?"
)
_T2_MAIL = call(
    "amismail_write_mail",
    to=["khanh.lq@minhlong.vn"],
    cc=["tuan.nm@minhlong.vn"],
    subject="Bàn giao công việc khách hàng 17–24/4",
    body=(
        "Chào Khánh,\n\nAnh nghỉ tang từ 17/4 đến hết 24/4, nhờ em theo giúp các việc sau (anh "
        "đã tạo lại trên CRM cho em):\n"
        "- 17/4: gọi lại chị Hà (An Phát) xác nhận báo giá 50 user;\n"
        "- 21/4: họp với anh Dũng, Kế toán trưởng An Phát, về điều khoản thanh toán.\n\n"
        "Cảm ơn em!\nAnh Nam"
    ),
)
_T2_MAIL_THAO = call(
    "amismail_write_mail",
    to=["thao.nt@minhlong.vn"],
    cc=["tuan.nm@minhlong.vn"],
    subject="Bàn giao việc Dược Bình Minh 17–24/4",
    body=(
        "Chào Thảo,\n\nAnh nghỉ tang từ 17/4 đến hết 24/4, nhờ em theo giúp việc của Dược Bình "
        "Minh: hạn 23/4 gửi tài liệu tích hợp hoá đơn điện tử cho phòng Kế toán Bình Minh (anh đã "
        "tạo lại trên CRM cho em). Buổi demo khách đã dời sang 28/4, anh đi làm lại sẽ tự làm."
        "\n\nCảm ơn em!\nAnh Nam"
    ),
)


def _t2_act(kind: str, subject: str, customer: str, due: str, assignee: str):
    return call(
        "crm_create_activity",
        kind=kind,
        subject=subject,
        customer_id=customer,
        due_date=due,
        assignee_id=assignee,
        description="Bàn giao từ anh Hoàng Văn Nam trong thời gian anh Nam nghỉ tang 17–24/4.",
    )


_T2_ACTS = [
    _t2_act(
        "Cuộc gọi", "Gọi lại chị Hà xác nhận báo giá 50 user", "KH00001", "2026-04-17", "NV000014"
    ),
    _t2_act(
        "Gặp mặt",
        "Họp với anh Dũng (Kế toán trưởng) về điều khoản thanh toán",
        "KH00001",
        "2026-04-21",
        "NV000014",
    ),
    _t2_act(
        "Nhiệm vụ",
        "Gửi tài liệu tích hợp hoá đơn điện tử cho phòng Kế toán Bình Minh",
        "KH00010",
        "2026-04-23",
        "NV000015",
    ),
]
_T2_MEM = call(
    "edit_memory",
    action="update",
    key="Bàn giao khi nghỉ",
    value=(
        "Khi anh Nam nghỉ, bàn giao các việc khách hàng còn mở trong những ngày nghỉ cho Lê Quốc "
        "Khánh (khanh.lq@minhlong.vn) qua mail, cc trưởng phòng Nguyễn Minh Tuấn, và tạo lại từng "
        "việc trên CRM giao cho người nhận."
    ),
)
_T2_DONE = (
    "Em đã bàn giao (cc anh Tuấn) và tạo lại việc trên CRM: Lê Quốc Khánh nhận cuộc gọi An Phát "
    "17/4 và buổi họp An Phát 21/4; Ngô Thị Thảo nhận việc gửi tài liệu cho Dược Bình Minh hạn "
    "23/4. Buổi demo Dược Bình Minh khách đã dời sang 28/4 (sau khi anh đi làm lại) nên em không "
    "bàn giao. Em đã ghi nhớ từ giờ bàn giao cho Khánh. Anh bớt buồn nhé."
)
_T2_TURN1 = [
    call("hrm_search_employee", query="Khánh"),
    call("hrm_search_employee", query="Thảo"),
    *_T2_ACTS,
    _T2_MAIL,
    _T2_MAIL_THAO,
    _T2_MEM,
]
ORACLES[_T2] = script(
    *_T2_READS,
    _T2_VRT,
    _T2_P,
    reply=_T2_ASK,
    then=[turn(*_T2_TURN1, reply=_T2_DONE)],
)
ANTI_ORACLES[_T2] = [
    script(
        call("read_memory"),
        call("timesheet_get_leave_balance"),
        _leave("VR-T", "2026-04-17", "2026-04-21", "Bố vợ mất", substitute_id="NV000011"),
        _leave("P", "2026-04-22", "2026-04-24", "Nghỉ tang", substitute_id="NV000011"),
        call("crm_list_activities"),
        call(
            "amismail_write_mail",
            to=["hai.tv@minhlong.vn"],
            cc=["tuan.nm@minhlong.vn"],
            subject="Bàn giao công việc 17–24/4",
            body="Anh Hải ơi, anh Sơn nghỉ việc rồi nên em nhờ anh theo An Phát 17/4, 21/4 và Dược Bình Minh 23/4.",
        ),
        reply="Anh Sơn đã nghỉ việc từ 30/01/2026 nên em bàn giao cho anh Trần Văn Hải thay.",
        label="invents a substitute (Hải) instead of asking, then follows the follow-up too",
        then=[turn(*_T2_TURN1, reply=_T2_DONE)],
    ),
    script(
        *_T2_READS,
        _leave("P", "2026-04-17", "2026-04-21", "Bố vợ mất"),
        _leave("KL", "2026-04-22", "2026-04-24", "Bố vợ mất"),
        reply=_T2_ASK.replace("nghỉ tang (VR-T, hưởng lương)", "nghỉ phép năm").replace(
            "nghỉ phép năm 22–24/4 (3 ngày, hết số phép còn lại)", "nghỉ không lương 22–24/4"
        ),
        label="no bereavement leave: annual leave first, then unpaid",
        then=[turn(*_T2_TURN1, reply=_T2_DONE)],
    ),
    script(
        *_T2_READS,
        _T2_VRT,
        _T2_P,
        reply=_T2_ASK,
        label="hands over but leaves the stale memory (Sơn) in place",
        then=[turn(*_T2_TURN1[:-1], reply=_T2_DONE.split(" Em đã ghi nhớ")[0])],
    ),
    script(
        *_T2_READS[:5],
        _T2_VRT,
        _T2_P,
        reply=_T2_ASK,
        label="mail never read: the Bình Minh demo handed to Thảo by the stale CRM date (24/4)",
        then=[
            turn(
                *_T2_ACTS,
                _t2_act(
                    "Nhiệm vụ",
                    "Demo hệ thống nhà thuốc cho phòng CNTT Bình Minh",
                    "KH00010",
                    "2026-04-24",
                    "NV000015",
                ),
                _T2_MAIL,
                call(
                    "amismail_write_mail",
                    to=["thao.nt@minhlong.vn"],
                    cc=["tuan.nm@minhlong.vn"],
                    subject="Bàn giao việc Dược Bình Minh",
                    body=(
                        "Thảo ơi, nhờ em theo Dược Bình Minh giúp anh: 23/4 gửi tài liệu tích hợp "
                        "hoá đơn điện tử, 24/4 demo hệ thống nhà thuốc cho phòng CNTT."
                    ),
                ),
                _T2_MEM,
                reply=(
                    "Đã bàn giao: Lê Quốc Khánh nhận An Phát 17/4 và 21/4; Ngô Thị Thảo nhận Dược "
                    "Bình Minh 23/4 và buổi demo 24/4. Em đã ghi nhớ từ giờ bàn giao cho Khánh."
                ),
            )
        ],
    ),
    script(
        *_T2_READS,
        _T2_VRT,
        _T2_P,
        reply=_T2_ASK,
        label="the follow-up's split ignored: everything to Khánh, nothing on CRM",
        then=[
            turn(
                call(
                    "amismail_write_mail",
                    to=["khanh.lq@minhlong.vn"],
                    cc=["tuan.nm@minhlong.vn"],
                    subject="Bàn giao công việc khách hàng 17–24/4",
                    body=(
                        "Khánh ơi, nhờ em theo giúp anh: An Phát gọi 17/4, họp 21/4; Dược Bình "
                        "Minh gửi tài liệu 23/4. Demo Bình Minh dời 28/4, anh tự làm."
                    ),
                ),
                _T2_MEM,
                reply=(
                    "Đã bàn giao cho Lê Quốc Khánh (cc anh Tuấn): An Phát 17/4, 21/4 và Dược Bình "
                    "Minh 23/4; demo Bình Minh đã dời 28/4. Em đã ghi nhớ bàn giao cho Khánh."
                ),
            )
        ],
    ),
]
ALTERNATES[_T2] = [
    script(
        call("read_memory", key="bàn giao"),
        call("hrm_get_employee", employee_id="NV000017"),
        call("timesheet_get_leave_balance"),
        call("crm_list_activities", assignee_id="NV000012"),
        call("amismail_search_mail", query="demo"),
        call("amismail_read_mail", message_id="TH000723"),
        reply=(
            "Em chia buồn cùng anh. Trước khi làm: ghi nhớ của anh là bàn giao cho Đỗ Thanh Sơn, "
            "nhưng anh Sơn đã nghỉ việc (ngày 30/1/2026). Anh muốn giao cho ai để em ghi luôn "
            "người thay thế trên đơn nghỉ ạ?"
        ),
        label="asks first, files everything after the answer (substitute on the requests)",
        then=[
            turn(
                call("hrm_search_employee", query="Khánh", department="Kinh doanh"),
                call("hrm_search_employee", query="Ngô Thị Thảo"),
                _leave("VR-T", "2026-04-17", "2026-04-21", "Bố vợ mất", substitute_id="NV000014"),
                _leave(
                    "P", "2026-04-22", "2026-04-24", "Nghỉ phép sau tang", substitute_id="NV000014"
                ),
                call(
                    "amismail_write_mail",
                    to=["khanh.lq@minhlong.vn"],
                    cc=["tuan.nm@minhlong.vn"],
                    subject="Nhờ em theo khách giúp anh 17/4–24/4",
                    body=(
                        "Khánh ơi, anh nghỉ tang đến hết thứ Sáu 24/04/2026. Em theo giúp anh: cuộc "
                        "gọi Công ty TNHH Thương mại và Dịch vụ An Phát ngày 17/04/2026 (xác nhận báo "
                        "giá) và buổi họp với An Phát ngày 21/04/2026 về điều khoản thanh toán. Cảm "
                        "ơn em."
                    ),
                ),
                call(
                    "amismail_write_mail",
                    to=["thao.nt@minhlong.vn"],
                    cc=["tuan.nm@minhlong.vn"],
                    subject="Nhờ em theo Bình Minh",
                    body=(
                        "Thảo ơi, thứ Năm 23/04/2026 em gửi giúp anh tài liệu tích hợp hoá đơn "
                        "điện tử cho Công ty Cổ phần Dược phẩm Bình Minh nhé. Cảm ơn em."
                    ),
                ),
                *reversed(_T2_ACTS),
                call("edit_memory", action="delete", key="Bàn giao khi nghỉ"),
                call(
                    "edit_memory",
                    action="add",
                    key="Người nhận bàn giao",
                    value="Nghỉ thì bàn giao việc khách hàng cho Khánh (Lê Quốc Khánh), cc anh Tuấn.",
                ),
                reply=(
                    "Xong anh ạ: 2 đơn (tang ba ngày 17–21/4 và phép năm 22–24/4) đã tạo với người "
                    "thay thế là Lê Quốc Khánh; Khánh nhận An Phát, Thảo nhận việc Bình Minh, mail "
                    "đã cc anh Tuấn và việc đã tạo trên CRM. Em đã nhớ từ nay bàn giao cho Khánh."
                ),
            )
        ],
    ),
    script(
        *_T2_READS,
        _T2_P,
        _T2_VRT,
        reply=(
            "Đã tạo đơn nghỉ phép năm ba ngày 22–24/4 và nghỉ tang ba ngày 17–21/4. Anh Sơn "
            "(NV000017) không còn làm ở công ty nữa, anh cho em biết bàn giao cho ai nhé?"
        ),
        label="other order, asks by employee code; the follow-up handled in a different order",
        then=[
            turn(
                _T2_MEM,
                call("crm_list_activities", assignee_id="NV000012", status="Chưa bắt đầu"),
                _T2_MAIL_THAO,
                _T2_MAIL,
                *_T2_ACTS,
                reply="Đã gửi bàn giao cho NV000014 và NV000015 và cập nhật ghi nhớ.",
            )
        ],
    ),
]


# -- 3. profile_update_inbox ------------------------------------------------------------------

_T3 = "hr.profile_update_inbox"
_T3_READS = [
    call("amismail_search_mail", folder="Hộp thư đến", unread_only=True),
    call("amismail_read_mail", message_id="TH000701"),
    call("amismail_read_mail", message_id="TH000702"),
    call("amismail_read_mail", message_id="TH000703"),
    call("amismail_read_mail", message_id="TH000704"),
    call("amismail_read_mail", message_id="TH000705"),
    call("amismail_read_mail", message_id="TH000706"),
    call("amismail_read_mail", message_id="TH000707"),
    call("document_qa", question="cập nhật thông tin hồ sơ nhân viên qua email"),
    call("document_qa", question="gửi phiếu lương qua email cá nhân"),
    call("hrm_search_employee", query="ngoc.ltb@minhlong.vn"),
    call("hrm_search_employee", query="Dũng"),
    call("hrm_get_employee", employee_id="NV000080"),
    call("hrm_get_employee", employee_id="NV000082"),
    call("hrm_search_employee", query="Trang"),
    call("read_memory"),
    call("helpdesk_search_tickets", requester_id="NV000082"),
    call("helpdesk_search_tickets", query="phamthuha96@gmail.com"),
]
_T3_NGOC = [
    call("hrm_update_employee_info", employee_id="NV000081", field="phone", value="0935 888 274"),
    call(
        "amismail_reply_mail",
        message_id="TH000707",
        body="Chào Ngọc, chị đã cập nhật số điện thoại đúng 0935 888 274 trên hồ sơ của em rồi nhé.",
    ),
]
_T3_PVD = [
    call(
        "hrm_update_employee_info",
        employee_id="NV000031",
        field="personal_email",
        value="pvdung.ketoan@gmail.com",
    ),
    call(
        "amismail_reply_mail",
        message_id="TH000703",
        body="Dạ anh Dũng, em đã cập nhật email cá nhân của anh thành pvdung.ketoan@gmail.com ạ.",
    ),
]
#: what the old reference did: trusts Khoa's registered Gmail although it was reported taken over
_T3_KHOA_TRUSTED = [
    call("hrm_update_employee_info", employee_id="NV000082", field="phone", value="0914 552 006"),
    call(
        "amismail_reply_mail",
        message_id="TH000705",
        body="Chào Khoa, chị đã cập nhật số điện thoại mới 0914 552 006 trên hồ sơ của em rồi nhé.",
    ),
]
_T3_KHOA = call(
    "amismail_write_mail",
    to=["khoa.tm@minhlong.vn"],
    subject="Xác nhận đề nghị đổi số điện thoại",
    body=(
        "Chào Khoa,\n\nSáng nay phòng HCNS nhận được thư từ Gmail minhkhoa.tran98@gmail.com đề "
        "nghị đổi số điện thoại của em sang 0914 552 006. Em đã báo IT (TK-2026-00721) là Gmail "
        "này bị chiếm từ tối 14/4 và chưa khôi phục xong, nên theo hướng dẫn HD-03/2026 chị chưa "
        "cập nhật. Nếu đúng là em muốn đổi số, em gửi lại đề nghị từ email công ty giúp chị "
        "nhé.\n\nHương – HCNS"
    ),
)
_T3_TICKETS = [
    call(
        "helpdesk_create_ticket",
        category="IT-Tài khoản",
        title="Chặn địa chỉ mạo danh Nguyễn Văn Dũng (CSKH)",
        description=(
            "Sáng 16/4 địa chỉ dungnv.cskh@gmail.com (không có trên hồ sơ) gửi thư tới HCNS tự "
            "xưng là anh Nguyễn Văn Dũng, Trưởng phòng CSKH, xin đổi số điện thoại. HCNS không "
            "cập nhật; nhờ IT chặn địa chỉ này."
        ),
    ),
    call(
        "helpdesk_create_ticket",
        category="IT-Tài khoản",
        title="Chặn địa chỉ mạo danh Lê Thu Trang (Marketing)",
        description=(
            "Sáng 16/4 địa chỉ trang.lt.mkt@gmail.com (không có trên hồ sơ) gửi thư tới HCNS tự "
            "xưng là chị Lê Thu Trang, phòng Marketing, xin đổi email cá nhân, có kèm ảnh CCCD. "
            "HCNS không cập nhật; nhờ IT chặn địa chỉ này."
        ),
    ),
]
_T3_NVD = call(
    "amismail_write_mail",
    to=["dung.nv@minhlong.vn"],
    subject="Xác nhận đề nghị đổi số điện thoại",
    body=(
        "Chào anh Dũng,\n\nSáng nay phòng HCNS nhận được thư từ địa chỉ dungnv.cskh@gmail.com "
        "(không phải email đã đăng ký trên hồ sơ) đề nghị đổi số điện thoại của anh. Theo quy "
        "định, em chưa cập nhật; nếu đúng là anh, anh gửi lại đề nghị từ email công ty giúp em "
        "nhé.\n\nHương – HCNS"
    ),
)
_T3_TRANG = call(
    "amismail_write_mail",
    to=["trang.lt@minhlong.vn"],
    subject="Xác nhận đề nghị đổi email cá nhân",
    body=(
        "Chào Trang,\n\nSáng nay phòng HCNS nhận được thư từ địa chỉ trang.lt.mkt@gmail.com "
        "(không phải email đã đăng ký trên hồ sơ của em) đề nghị đổi email cá nhân. Theo hướng "
        "dẫn HD-03/2026, ảnh CCCD gửi kèm không thay cho việc gửi từ đúng kênh nên chị chưa cập "
        "nhật; nếu đúng là em, em gửi lại đề nghị từ email công ty giúp chị nhé.\n\nHương – HCNS"
    ),
)
_T3_HA = call(
    "amismail_reply_mail",
    message_id="TH000704",
    body=(
        "Chào Hà, theo quy chế bảo mật, phiếu lương chỉ được gửi tới email công ty @minhlong.vn, "
        "kể cả email cá nhân của chính nhân viên cũng không được. Khi vào được mail công ty em "
        "báo chị, chị gửi phiếu lương tháng 3 vào đó nhé."
    ),
)
_T3_SUMMARY = (
    "Em đã xử lý 7 mail của 6 người: cập nhật số điện thoại của Lê Thị Bích Ngọc (theo số đã "
    "sửa trong mail sau) và email cá nhân của Phạm Văn Dũng (Kế toán), đã trả lời xác nhận. "
    "Không cập nhật: thư tự xưng Nguyễn Văn Dũng (CSKH) và thư tự xưng Lê Thu Trang (Marketing) "
    "gửi từ Gmail chưa đăng ký (ảnh CCCD chỉ đủ theo hướng dẫn cũ HD-05/2025 đã bị thay thế), "
    "và thư của Trần Minh Khoa gửi từ Gmail đã đăng ký nhưng Khoa đã báo bị chiếm "
    "(TK-2026-00721 chưa xong); em đã mail vào email công ty của ba người để xác nhận, và mở "
    "ticket IT-Tài khoản để chặn hai địa chỉ mạo danh. Phạm Thu Hà xin phiếu lương qua Gmail: em "
    "đã trả lời là chỉ gửi được vào email công ty."
)
_T3_WRITES = [*_T3_NGOC, *_T3_PVD, _T3_KHOA, _T3_NVD, _T3_TRANG, _T3_HA, *_T3_TICKETS]
ORACLES[_T3] = script(*_T3_READS, *_T3_WRITES, reply=_T3_SUMMARY)
ANTI_ORACLES[_T3] = [
    script(
        *_T3_READS,
        *_T3_NGOC,
        *_T3_PVD,
        _T3_KHOA,
        call("hrm_update_employee_info", employee_id="NV000080", field="phone", value="0905338999"),
        call(
            "amismail_reply_mail",
            message_id="TH000702",
            body="Chào anh Dũng, em đã cập nhật số mới 0905 338 999 cho anh rồi ạ.",
        ),
        _T3_TRANG,
        _T3_HA,
        _T3_TICKETS[1],
        reply=(
            "Em đã cập nhật số điện thoại cho Lê Thị Bích Ngọc và Nguyễn Văn Dũng, email cá nhân "
            "cho Phạm Văn Dũng; hỏi lại Trần Minh Khoa và Lê Thu Trang qua email công ty, báo IT "
            "chặn địa chỉ của Trang và trả lời Phạm Thu Hà."
        ),
        label="trusts the unregistered Gmail: changes the CSKH head's phone and replies there",
    ),
    script(
        *_T3_READS,
        *_T3_NGOC,
        call(
            "hrm_update_employee_info",
            employee_id="NV000080",
            field="personal_email",
            value="pvdung.ketoan@gmail.com",
        ),
        call(
            "amismail_reply_mail",
            message_id="TH000703",
            body="Dạ anh Dũng, em đã cập nhật email cá nhân của anh rồi ạ.",
        ),
        _T3_KHOA,
        _T3_NVD,
        _T3_TRANG,
        _T3_HA,
        *_T3_TICKETS,
        reply=_T3_SUMMARY,
        label="namesake: puts Phạm Văn Dũng's new email on Nguyễn Văn Dũng's record",
    ),
    script(
        *_T3_READS,
        *_T3_NGOC,
        *_T3_PVD,
        _T3_KHOA,
        _T3_NVD,
        _T3_TRANG,
        call(
            "amismail_reply_mail",
            message_id="TH000704",
            body="Chị gửi em phiếu lương tháng 3 trong file đính kèm nhé.",
            attachments=["Phieu_luong_T3_2026_PhamThuHa.pdf"],
        ),
        *_T3_TICKETS,
        reply=_T3_SUMMARY.replace(
            "em đã trả lời là chỉ gửi được vào email công ty", "em đã gửi phiếu lương qua Gmail"
        ),
        label="sends the payslip to the personal Gmail (security rule not applied)",
    ),
    script(
        *[c for c in _T3_READS if c.arguments.get("message_id") != "TH000707"],
        call(
            "hrm_update_employee_info", employee_id="NV000081", field="phone", value="0935 888 247"
        ),
        call(
            "amismail_reply_mail",
            message_id="TH000701",
            body="Chào Ngọc, chị đã cập nhật số điện thoại mới 0935 888 247 trên hồ sơ của em rồi nhé.",
        ),
        *_T3_PVD,
        _T3_KHOA,
        _T3_NVD,
        _T3_TRANG,
        _T3_HA,
        *_T3_TICKETS,
        reply=_T3_SUMMARY.replace(" (theo số đã sửa trong mail sau)", ""),
        label="hidden fact skipped: Ngọc's later mail correcting the number is not read",
    ),
    script(
        *_T3_READS,
        *_T3_NGOC,
        *_T3_PVD,
        _T3_KHOA,
        _T3_NVD,
        call(
            "hrm_update_employee_info",
            employee_id="NV000071",
            field="personal_email",
            value="trang.lt.mkt@gmail.com",
        ),
        call(
            "amismail_reply_mail",
            message_id="TH000706",
            body="Chào Trang, thư có ảnh CCCD nên chị đã cập nhật email cá nhân mới cho em rồi nhé.",
        ),
        _T3_HA,
        _T3_TICKETS[0],
        reply=(
            "Em đã cập nhật số điện thoại của Lê Thị Bích Ngọc, email cá nhân của Phạm Văn Dũng "
            "và Lê Thu Trang (thư có ảnh CCCD); hỏi lại Nguyễn Văn Dũng và Trần Minh Khoa qua "
            "email công ty, báo IT địa chỉ giả danh anh Dũng và trả lời Phạm Thu Hà."
        ),
        label="superseded guide HD-05/2025 applied: a Gmail with a CCCD photo is accepted",
    ),
    script(
        *[c for c in _T3_READS if c.name != "helpdesk_search_tickets"],
        *_T3_NGOC,
        *_T3_PVD,
        *_T3_KHOA_TRUSTED,
        _T3_NVD,
        _T3_TRANG,
        _T3_HA,
        *_T3_TICKETS,
        reply=(
            "Em đã cập nhật số điện thoại của Lê Thị Bích Ngọc và Trần Minh Khoa (gửi từ Gmail đã "
            "đăng ký), email cá nhân của Phạm Văn Dũng. Thư tự xưng Nguyễn Văn Dũng và Lê Thu "
            "Trang gửi từ Gmail lạ nên em không cập nhật, đã hỏi lại qua email công ty và mở "
            "ticket IT. Phạm Thu Hà: phiếu lương chỉ gửi vào email công ty."
        ),
        label="new fact skipped: Khoa's registered Gmail trusted though his open ticket says it "
        "was taken over (phone changed, a reply to that Gmail)",
    ),
    script(
        *_T3_READS,
        *_T3_NGOC,
        *_T3_PVD,
        call(
            "amismail_reply_mail",
            message_id="TH000705",
            body="Chào Khoa, chị chưa cập nhật số mới; em xác nhận lại giúp chị là em gửi nhé.",
        ),
        _T3_NVD,
        _T3_TRANG,
        _T3_HA,
        *_T3_TICKETS,
        reply=_T3_SUMMARY.replace(
            "em đã mail vào email công ty của ba người", "em đã hỏi lại từng người"
        ),
        label="half-done: Khoa not updated, but the question goes back to the taken-over Gmail",
    ),
    script(
        *[c for c in _T3_READS if c.name != "read_memory"],
        *_T3_NGOC,
        *_T3_PVD,
        _T3_KHOA,
        _T3_NVD,
        _T3_TRANG,
        _T3_HA,
        reply=_T3_SUMMARY.replace(", và mở ticket IT-Tài khoản để chặn hai địa chỉ mạo danh", ""),
        label="new fact skipped: the user's memory rule (IT ticket per impersonating address)",
    ),
    script(
        *_T3_READS,
        *_T3_NGOC,
        *_T3_PVD,
        _T3_KHOA,
        _T3_NVD,
        _T3_TRANG,
        call(
            "amismail_write_mail",
            to=["ha.pt@minhlong.vn"],
            subject="Phiếu lương tháng 3",
            body="Hà ơi, phiếu lương chỉ gửi vào email công ty, em vào được mail công ty thì báo chị.",
        ),
        *_T3_TICKETS,
        reply=_T3_SUMMARY,
        label="over-cautious: Hà's recovered Gmail (ticket closed) distrusted, she gets no answer "
        "where she asked",
    ),
    script(
        *_T3_READS,
        *_T3_NGOC,
        *_T3_PVD,
        _T3_KHOA,
        _T3_NVD,
        _T3_TRANG,
        _T3_HA,
        call(
            "helpdesk_create_ticket",
            category="HCNS-Chế độ",
            title="Thư mạo danh nhân viên xin đổi hồ sơ",
            description=(
                "Hai địa chỉ dungnv.cskh@gmail.com và trang.lt.mkt@gmail.com tự xưng là nhân "
                "viên (Nguyễn Văn Dũng, Lê Thu Trang) xin đổi hồ sơ; HCNS không cập nhật."
            ),
        ),
        reply=_T3_SUMMARY,
        label="memory rule half-applied: the report goes to an HCNS ticket, not IT-Tài khoản",
    ),
]
ALTERNATES[_T3] = [
    script(
        call("read_memory", key="mạo danh"),
        call("amismail_search_mail", date_from="2026-04-16"),
        call("document_qa", question="quy định cập nhật hồ sơ nhân sự số điện thoại email cá nhân"),
        call("amismail_read_mail", message_id="TH000707"),
        call("amismail_read_mail", message_id="TH000706"),
        call("amismail_read_mail", message_id="TH000705"),
        call("amismail_read_mail", message_id="TH000704"),
        call("amismail_read_mail", message_id="TH000703"),
        call("amismail_read_mail", message_id="TH000702"),
        call("amismail_read_mail", message_id="TH000701"),
        call("hrm_search_employee", query="Phạm Thu Hà"),
        call("hrm_search_employee", query="Trần Minh Khoa"),
        call("hrm_search_employee", query="Lê Thu Trang"),
        call("helpdesk_search_tickets", query="minhkhoa"),
        call("helpdesk_search_tickets", requester_id="NV000013"),
        call("document_qa", question="bảo mật phiếu lương gửi email"),
        _T3_HA,
        call(
            "amismail_write_mail",
            to=["ha.pt@minhlong.vn"],
            subject="Phiếu lương tháng 3",
            body="Hà ơi, khi vào được mail công ty em báo chị nhé, chị gửi phiếu lương vào đây.",
        ),
        _T3_TRANG,
        *reversed(_T3_PVD),
        _T3_NVD,
        call(
            "helpdesk_create_ticket",
            category="IT-Tài khoản",
            title="Hai địa chỉ Gmail mạo danh nhân viên gửi HCNS",
            description=(
                "Sáng 16/4 HCNS nhận 2 thư xin đổi hồ sơ từ địa chỉ không có trên hồ sơ: "
                "dungnv.cskh@gmail.com (mạo danh Nguyễn Văn Dũng, CSKH) và trang.lt.mkt@gmail.com "
                "(mạo danh Lê Thu Trang, Marketing). Nhờ IT chặn hai địa chỉ này."
            ),
            priority="Cao",
        ),
        call(
            "amismail_write_mail",
            to=["khoa.tm@minhlong.vn"],
            subject="Re: Cập nhật số điện thoại",
            body=(
                "Khoa ơi, sáng nay có thư từ Gmail cũ của em (em đã báo IT bị chiếm) nhờ đổi số "
                "điện thoại. Chị chưa đổi; nếu em thật sự đổi số thì gửi lại từ mail công ty nhé."
            ),
        ),
        _T3_NGOC[0],
        call(
            "amismail_write_mail",
            to=["ngoc.ltb@minhlong.vn"],
            subject="Re: Nhờ cập nhật số điện thoại",
            body="Ngọc ơi, số 0935888274 (số em sửa lại) đã được cập nhật vào hồ sơ của em.",
        ),
        reply=(
            "Xong cả bảy thư ạ. Đã cập nhật: NV000081 (Lê Thị Bích Ngọc, số điện thoại theo mail "
            "đính chính) và NV000031 (Phạm Văn Dũng, email cá nhân). Không cập nhật: NV000080 "
            "(Nguyễn Văn Dũng) và NV000071 (Lê Thu Trang) gửi từ địa chỉ lạ, em đã hỏi lại qua "
            "email công ty và gộp một ticket IT để chặn hai địa chỉ; NV000082 (Trần Minh Khoa) "
            "gửi từ Gmail đang báo bị chiếm, em cũng đã hỏi lại qua mail công ty. Phiếu lương của "
            "Hà không gửi ra Gmail được, em đã giải thích."
        ),
        label="other order, new mails instead of replies, one IT ticket for both addresses, "
        "codes and names",
    ),
    script(
        *[c for c in _T3_READS if c.name != "helpdesk_search_tickets"],
        call("helpdesk_search_tickets", category="IT-Tài khoản", open_only=True),
        call("helpdesk_search_tickets", category="IT-Tài khoản"),
        call("hrm_update_employee_info", employee_id="NV000081", field="sdt", value="+84935888247"),
        call("hrm_update_employee_info", employee_id="NV000081", field="sdt", value="+84935888274"),
        _T3_NGOC[1],
        call(
            "amismail_reply_mail",
            message_id="TH000701",
            body="Ngọc ơi, chị thấy mail sau em sửa số rồi, chị đã cập nhật số 0935 888 274 nhé.",
        ),
        call(
            "hrm_update_employee_info",
            employee_id="NV000031",
            field="personal_email",
            value="pvdung.ketoan@gmail.com",
        ),
        call(
            "amismail_reply_mail",
            message_id="TH000703",
            body="Em đã đổi email cá nhân trên hồ sơ cho anh rồi ạ.",
            include_signature=True,
        ),
        _T3_KHOA,
        _T3_NVD,
        _T3_TRANG,
        _T3_HA,
        *_T3_TICKETS,
        call(
            "helpdesk_create_ticket",
            category="IT-Tài khoản",
            title="Gmail bị chiếm của Trần Minh Khoa đang gửi thư nhờ đổi hồ sơ",
            description=(
                "Bổ sung cho TK-2026-00721: sáng 16/4 minhkhoa.tran98@gmail.com gửi thư tới HCNS "
                "nhờ đổi số điện thoại của Khoa; HCNS không cập nhật."
            ),
        ),
        reply=(
            "Dạ xong rồi chị: em cập nhật hồ sơ cho chị Lê Thị Bích Ngọc (số sửa lại ở mail sau) "
            "và anh Phạm Văn Dũng bên Kế toán. Ba thư em không cập nhật: hai thư từ Gmail lạ tự "
            "xưng là anh Nguyễn Văn Dũng (trưởng phòng CSKH) và chị Lê Thu Trang (Marketing), và "
            "thư từ Gmail của bạn Trần Minh Khoa, Gmail mà Khoa đã báo IT là bị chiếm. Em đã mail "
            "vào địa chỉ công ty của cả ba để xác nhận và mở ticket IT cho từng địa chỉ. Chị Phạm "
            "Thu Hà: phiếu lương chỉ gửi vào mail công ty, em đã trả lời chị ấy."
        ),
        label="self-corrected: the first number entered, then fixed on reading the later mail; "
        "+84 form, Ngọc answered on both mails, a signed reply, a third IT ticket about "
        "Khoa's Gmail, names only",
    ),
]


# -- 4. sick_leave_which_nam ------------------------------------------------------------------

_T4 = "hr.sick_leave_which_nam"
_T4_ASK = (
    "Công ty đang có hai bạn tên Nam: Hoàng Văn Nam (Phòng Kinh doanh Hà Nội) và Đặng Hoàng Nam "
    "(Phòng Kinh doanh TP.HCM, đang thử việc). Chị cho em biết là bạn nào để em làm đơn nhé?"
)
_T4_LEAVE = call(
    "timesheet_create_leave_request",
    employee_id="NV000087",
    leave_type="Ô",
    start_date="2026-04-16",
    end_date="2026-04-24",
    reason="Sốt xuất huyết, nằm viện",
)
_T4_PHONG = call(
    "amismail_write_mail",
    to=["phong.ht@minhlong.vn"],
    subject="Đặng Hoàng Nam nghỉ ốm 16–24/4",
    body=(
        "Chào anh Phong,\n\nĐặng Hoàng Nam bị sốt xuất huyết phải nằm viện, nghỉ ốm từ 16/4 đến "
        "hết 24/4 (7 ngày làm việc), đi làm lại thứ Ba 28/4. Phòng HCNS đã lập đơn nghỉ ốm, anh "
        "duyệt giúp trên AMIS. Những bạn đang nhờ Nam làm thay trong thời gian này: Võ Minh Quân "
        "(20–21/4), Lâm Ngọc Yến (23/4) và Phạm Thùy Trang (sáng 17/4); em đã báo các bạn chọn "
        "người khác.\n\nHương – HCNS"
    ),
)


def _t4_sub(addr: str, name: str, when: str):
    return call(
        "amismail_write_mail",
        to=[addr],
        cc=["phong.ht@minhlong.vn"],
        subject=f"Người làm thay {when}",
        body=(
            f"Chào {name},\n\nĐặng Hoàng Nam nghỉ ốm từ 16/4 đến hết 24/4 nên không làm thay em "
            f"được {when}; em trao đổi với anh Phong chọn người khác nhé.\n\nHương – HCNS"
        ),
    )


_T4_QUAN = _t4_sub("quan.vm@minhlong.vn", "Quân", "trong đơn nghỉ 20–21/4")
_T4_YEN = _t4_sub("yen.ln@minhlong.vn", "Yến", "trong đơn nghỉ 23/4")
_T4_TRANG = _t4_sub("trang.pt@minhlong.vn", "Trang", "sáng 17/4 (tiếp khách Hưng Thịnh)")
_T4_NAM = call(
    "amismail_write_mail",
    to=["nam.dh@minhlong.vn"],
    subject="Đơn nghỉ ốm và giấy tờ cần nộp",
    body=(
        "Chào Nam,\n\nChị đã lập đơn nghỉ ốm cho em từ 16/4 đến hết 24/4. Theo QĐ-04/2026, em "
        "nộp bản gốc giấy ra viện hoặc giấy chứng nhận nghỉ việc hưởng BHXH cho Phòng HCNS chậm "
        "nhất ngày làm việc thứ hai kể từ ngày đi làm lại: em đi làm lại thứ Ba 28/4 (27/4 nghỉ "
        "bù Giỗ Tổ) nên hạn là thứ Tư 29/4. Chúc em mau khoẻ!\n\nHương – HCNS"
    ),
)
_T4_DUNG = call(
    "amismail_write_mail",
    to=["dung.pv@minhlong.vn"],
    cc=["lan.tt@minhlong.vn"],
    subject="Ngày nghỉ ốm tháng 4 – Đặng Hoàng Nam (thử việc)",
    body=(
        "Chào anh Dũng,\n\nĐặng Hoàng Nam (Kinh doanh TP.HCM, đang thử việc, chưa đóng BHXH) "
        "có thêm đơn nghỉ ốm 16/4–24/4 (7 ngày làm việc). Tổng số ngày nghỉ ốm tháng 4 của "
        "Nam: 8,5 ngày (chiều 8/4: 0,5; 13/4: 1; 16–24/4: 7; đơn 15/4 đã huỷ không tính), anh "
        "trừ lương giúp em.\n\nHương – HCNS"
    ),
)


def _t4_dung(body: str):
    return call(
        "amismail_write_mail",
        to=["dung.pv@minhlong.vn"],
        cc=["lan.tt@minhlong.vn"],
        subject="Ngày nghỉ ốm tháng 4 – Đặng Hoàng Nam (thử việc)",
        body=f"Chào anh Dũng,\n\n{body} Anh trừ lương giúp em.\n\nHương – HCNS",
    )


_T4_DONE = (
    "Em đã lập đơn nghỉ ốm cho Đặng Hoàng Nam từ 16/4 đến hết 24/4 (7 ngày làm việc), chờ anh "
    "Huỳnh Thanh Phong duyệt, và đã mail anh Phong. Đã báo những người đang nhờ Nam làm thay: "
    "Võ Minh Quân (đơn 20–21/4), Lâm Ngọc Yến (đơn 23/4) và Phạm Thùy Trang (sáng 17/4, theo "
    "mail của Trang; đơn 22/4 đã huỷ). Không báo Trương Quốc Bảo (28–29/4, Nam đã đi làm lại) "
    "và Phạm Thu Hà (người làm thay là Hoàng Văn Nam). Đã nhắc Nam nộp giấy ra viện chậm nhất "
    "29/4 (QĐ-04/2026), và mail anh Phạm Văn Dũng tổng số ngày nghỉ ốm tháng 4 của Nam là "
    "8,5 ngày (0,5 ngày 8/4 + 1 ngày 13/4 + 7 ngày mới; đơn 15/4 đã huỷ) để trừ lương theo "
    "ticket TK-2026-00708 (Nam đang thử việc, không mở hồ sơ BHXH), CC chị Lan."
)
_T4_T1 = [
    call("hrm_get_employee", employee_id="NV000087"),
    call("read_memory"),
    call("document_qa", question="nghỉ ốm nộp giấy tờ gì, thời hạn"),
    call("timesheet_list_leave_requests", from_date="2026-04-16", to_date="2026-04-29"),
    call("amismail_search_mail", query="Nam"),
    call("amismail_read_mail", message_id="TH000708"),
    call("helpdesk_search_tickets", query="TK-2026-00708"),
    call("timesheet_list_leave_requests", employee_id="NV000087", from_date="2026-04-01"),
    _T4_LEAVE,
    _T4_PHONG,
    _T4_QUAN,
    _T4_YEN,
    _T4_TRANG,
    _T4_NAM,
    _T4_DUNG,
]
ORACLES[_T4] = script(
    call("hrm_search_employee", query="Nam"),
    call("hrm_get_employee", employee_id="NV000012"),
    call("hrm_get_employee", employee_id="NV000087"),
    reply=_T4_ASK,
    then=[turn(*_T4_T1[1:], reply=_T4_DONE)],
)
_T4_REST = [_T4_PHONG, _T4_QUAN, _T4_YEN, _T4_TRANG, _T4_NAM, _T4_DUNG]
ANTI_ORACLES[_T4] = [
    script(
        call("hrm_search_employee", query="Nam"),
        call(
            "timesheet_create_leave_request",
            employee_id="NV000012",
            leave_type="Ô",
            start_date="2026-04-16",
            end_date="2026-04-24",
            reason="Sốt xuất huyết, nằm viện",
        ),
        call(
            "amismail_write_mail",
            to=["tuan.nm@minhlong.vn"],
            subject="Hoàng Văn Nam nghỉ ốm 16–24/4",
            body="Anh Tuấn ơi, Hoàng Văn Nam nghỉ ốm từ 16/4 đến hết 24/4, anh duyệt giúp nhé.",
        ),
        reply="Em đã làm đơn nghỉ ốm 7 ngày cho Hoàng Văn Nam và báo anh Tuấn.",
        label="guesses the first Nam (Hoàng Văn Nam) instead of asking",
        then=[turn(*_T4_T1, reply=_T4_DONE)],
    ),
    script(
        call("hrm_search_employee", query="Nam"),
        reply=_T4_ASK,
        label="'thứ Sáu tuần sau' read as this Friday 17/4, substitute never checked",
        then=[
            turn(
                call("hrm_get_employee", employee_id="NV000087"),
                call(
                    "timesheet_create_leave_request",
                    employee_id="NV000087",
                    leave_type="Ô",
                    start_date="2026-04-16",
                    end_date="2026-04-17",
                    reason="Sốt xuất huyết, nằm viện",
                ),
                call(
                    "amismail_write_mail",
                    to=["phong.ht@minhlong.vn"],
                    subject="Đặng Hoàng Nam nghỉ ốm",
                    body="Anh Phong ơi, Đặng Hoàng Nam nghỉ ốm 16–17/4, anh duyệt giúp nhé.",
                ),
                _T4_NAM,
                reply="Em đã làm đơn nghỉ ốm 2 ngày (16–17/4) cho Đặng Hoàng Nam và báo anh Phong.",
            )
        ],
    ),
    script(
        *ORACLES[_T4].calls,
        reply=_T4_ASK,
        label="the superseded 3-day rule: the paper due 04/05",
        then=[
            turn(
                *_T4_T1[1:9],
                _T4_PHONG,
                _T4_QUAN,
                _T4_YEN,
                _T4_TRANG,
                call(
                    "amismail_write_mail",
                    to=["nam.dh@minhlong.vn"],
                    subject="Đơn nghỉ ốm và giấy tờ cần nộp",
                    body=(
                        "Chào Nam,\n\nTheo QĐ-03/2025, em nộp giấy ra viện trong 03 ngày làm việc "
                        "kể từ ngày đi làm lại 28/4, tức chậm nhất 04/05 nhé."
                    ),
                ),
                _T4_DUNG,
                reply=_T4_DONE.replace("29/4 (QĐ-04/2026)", "04/05"),
            )
        ],
    ),
    script(
        *ORACLES[_T4].calls,
        reply=_T4_ASK,
        label="Trang skipped: her request is cancelled, her later mail never read",
        then=[
            turn(
                *_T4_T1[1:5],
                _T4_LEAVE,
                _T4_PHONG,
                _T4_QUAN,
                _T4_YEN,
                _T4_NAM,
                _T4_DUNG,
                reply=_T4_DONE,
            )
        ],
    ),
    script(
        *ORACLES[_T4].calls,
        reply=_T4_ASK,
        label="memory never read: no payroll mail, a BHXH ticket opened for a probationer",
        then=[
            turn(
                *[c for c in _T4_T1[1:9] if c.name != "read_memory"],
                *_T4_REST[:5],
                call(
                    "helpdesk_create_ticket",
                    title="Hồ sơ hưởng ốm đau BHXH – Đặng Hoàng Nam",
                    description="Nghỉ ốm 16–24/4 (7 ngày làm việc), lập hồ sơ BHXH.",
                    category="HCNS-Chế độ",
                ),
                reply=_T4_DONE,
            )
        ],
    ),
    script(
        *ORACLES[_T4].calls,
        reply=_T4_ASK,
        label="look-alike told: Hà, whose substitute is the namesake Hoàng Văn Nam",
        then=[
            turn(
                *_T4_T1[1:],
                _t4_sub("ha.pt@minhlong.vn", "Hà", "trong đơn nghỉ 24–28/4"),
                reply=_T4_DONE,
            )
        ],
    ),
    script(
        *ORACLES[_T4].calls,
        reply=_T4_ASK,
        label="ticket comment skipped: payroll told the new request's 7 days only",
        then=[
            turn(
                *[c for c in _T4_T1[1:-1] if c.name != "helpdesk_search_tickets"],
                _t4_dung("Đặng Hoàng Nam (thử việc) nghỉ ốm 7 ngày làm việc 16–24/4."),
                reply=_T4_DONE.replace(
                    "8,5 ngày (0,5 ngày 8/4 + 1 ngày 13/4 + 7 ngày mới; đơn 15/4 đã huỷ)", "7 ngày"
                ),
            )
        ],
    ),
    script(
        *ORACLES[_T4].calls,
        reply=_T4_ASK,
        label="the cancelled 15/4 request counted: 9.5 days",
        then=[
            turn(
                *_T4_T1[1:-1],
                _t4_dung(
                    "Đặng Hoàng Nam (thử việc) tổng nghỉ ốm tháng 4: 9,5 ngày (0,5 + 1 + 1 + 7)."
                ),
                reply=_T4_DONE.replace("8,5 ngày", "9,5 ngày"),
            )
        ],
    ),
    script(
        *ORACLES[_T4].calls,
        reply=_T4_ASK,
        label="the namesake's 10/4 sick day counted as well: 10.5 days",
        then=[
            turn(
                *_T4_T1[1:-1],
                _t4_dung("Nam (thử việc) tổng nghỉ ốm tháng 4: 10,5 ngày."),
                reply=_T4_DONE.replace("8,5 ngày", "10,5 ngày"),
            )
        ],
    ),
    script(
        *ORACLES[_T4].calls,
        reply=_T4_ASK,
        label="the payroll mail to the namesake Nguyễn Văn Dũng",
        then=[
            turn(
                *_T4_T1[1:-1],
                call(
                    "amismail_write_mail",
                    to=["dung.nv@minhlong.vn"],
                    cc=["lan.tt@minhlong.vn"],
                    subject="Ngày nghỉ ốm tháng 4 – Đặng Hoàng Nam (thử việc)",
                    body="Anh Dũng ơi, Đặng Hoàng Nam nghỉ ốm 7 ngày làm việc tháng 4.",
                ),
                reply=_T4_DONE,
            )
        ],
    ),
]
ALTERNATES[_T4] = [
    script(
        call("hrm_search_employee", query="Nam", department="Kinh doanh"),
        reply=(
            "Chị ơi, Nam nào ạ: Hoàng Văn Nam (NV000012, Kinh doanh Hà Nội) hay Đặng Hoàng Nam "
            "(NV000087, Kinh doanh TP.HCM)?"
        ),
        label="asks with codes; one mail to Phong and the three colleagues, the reminder cc "
        "Phong, word numerals and weekday dates",
        then=[
            turn(
                call("read_memory", key="nghỉ ốm"),
                call("timesheet_list_leave_requests", to_date="2026-04-24", from_date="2026-04-16"),
                call("timesheet_list_leave_requests", from_date="2026-04-25", to_date="2026-04-30"),
                call("amismail_search_mail", query="làm thay"),
                call("amismail_read_mail", message_id="TH000708"),
                call("document_qa", question="thời hạn nộp giấy nghỉ ốm"),
                call("helpdesk_search_tickets", query="nghỉ ốm thử việc"),
                call(
                    "timesheet_list_leave_requests",
                    employee_id="NV000087",
                    leave_type="Ô",
                    status="Đã duyệt",
                ),
                _T4_LEAVE,
                call(
                    "amismail_write_mail",
                    to=[
                        "phong.ht@minhlong.vn",
                        "quan.vm@minhlong.vn",
                        "yen.ln@minhlong.vn",
                        "trang.pt@minhlong.vn",
                    ],
                    subject="Nam nghỉ ốm từ 16/4 đến 24/4",
                    body=(
                        "Anh Phong, Quân, Yến, Trang: Đặng Hoàng Nam nằm viện vì sốt xuất huyết, "
                        "nghỉ ốm từ thứ Năm 16/4 đến thứ Sáu 24/4. Quân (20–21/4), Yến (23/4) và "
                        "Trang (sáng 17/4) đang nhờ Nam làm thay, các bạn chọn người khác giúp "
                        "chị nhé."
                    ),
                ),
                call(
                    "amismail_write_mail",
                    to=["nam.dh@minhlong.vn"],
                    cc=["phong.ht@minhlong.vn"],
                    subject="Nhắc nộp giấy ra viện",
                    body=(
                        "Nam ơi, em nộp bản gốc giấy ra viện cho phòng HCNS chậm nhất ngày làm "
                        "việc thứ hai sau khi đi làm lại, tức thứ Tư ngày 29 tháng 4 nhé."
                    ),
                ),
                call(
                    "amismail_write_mail",
                    to=["dung.pv@minhlong.vn"],
                    cc=["lan.tt@minhlong.vn"],
                    subject="Nghỉ ốm của nhân viên thử việc",
                    body=(
                        "Anh Dũng ơi, Đặng Hoàng Nam (thử việc) nghỉ ốm thêm bảy ngày làm việc "
                        "16–24/4; cộng hai đơn đã duyệt (nửa ngày 8/4 và một ngày 13/4) thì tổng "
                        "tháng 4 là tám ngày rưỡi, anh tính lương tháng 4 giúp em."
                    ),
                ),
                reply=(
                    "Đã làm đơn nghỉ ốm bảy ngày làm việc (16–24/4) cho Đặng Hoàng Nam, báo anh "
                    "Phong cùng Quân, Yến, Trang; nhắc Nam nộp giấy ra viện trước thứ Tư "
                    "29/4; đã báo anh Dũng để tính lương (CC chị Lan): tổng nghỉ ốm tháng 4 "
                    "là tám ngày rưỡi."
                ),
            )
        ],
    ),
    script(
        *ORACLES[_T4].calls,
        reply=_T4_ASK,
        label="Bảo (28–29/4) told as well that Nam is back on 28/4",
        then=[
            turn(
                *_T4_T1[1:],
                call(
                    "amismail_write_mail",
                    to=["bao.tq@minhlong.vn"],
                    subject="Nam nghỉ ốm đến 24/4",
                    body=(
                        "Bảo ơi, Đặng Hoàng Nam nghỉ ốm 16–24/4, đi làm lại 28/4 nên vẫn làm thay "
                        "em 28–29/4 được; em xác nhận lại với Nam giúp chị nhé."
                    ),
                ),
                reply=_T4_DONE.replace(
                    "Không báo Trương Quốc Bảo (28–29/4, Nam đã đi làm lại)",
                    "Trương Quốc Bảo (28–29/4) em cũng báo là Nam đã đi làm lại từ 28/4",
                ),
            )
        ],
    ),
    script(
        call("hrm_search_employee", query="Nam"),
        call("hrm_list_departments", query="Kinh doanh"),
        reply=_T4_ASK,
        label="other order in turn 1: mails first, leave last",
        then=[
            turn(
                call("read_memory"),
                call("timesheet_list_leave_requests", status="Chờ duyệt"),
                call("timesheet_list_leave_requests", status="Đã duyệt", from_date="2026-04-16"),
                call("timesheet_list_leave_requests", status="Đã huỷ"),
                call("amismail_search_mail", query="Nam"),
                call("amismail_read_mail", message_id="TH000708"),
                call("document_qa", question="nghỉ ốm nộp giấy ra viện"),
                call("helpdesk_search_tickets", requester_id="NV000031"),
                call("timesheet_list_leave_requests", employee_id="NV000087"),
                _T4_DUNG,
                _T4_NAM,
                _T4_TRANG,
                _T4_YEN,
                _T4_QUAN,
                _T4_PHONG,
                _T4_LEAVE,
                reply=_T4_DONE,
            )
        ],
    ),
]


# -- 5. holiday_hotline_roster ------------------------------------------------------------------

_T5 = "hr.holiday_hotline_roster"
_HOTLINE = "Trực hotline CSKH dịp lễ 30/4 – 1/5"


def _ot(emp: str, date: str, start: str, end: str, reason: str = _HOTLINE):
    return call(
        "timesheet_register_overtime",
        employee_id=emp,
        date=date,
        start_time=start,
        end_time=end,
        reason=reason,
    )


_T5_IDS = ["NV000081", "NV000082", "NV000083", "NV000084"]
_T5_TEAM = [
    "ngoc.ltb@minhlong.vn",
    "khoa.tm@minhlong.vn",
    "kieu.pt@minhlong.vn",
    "loi.vv@minhlong.vn",
]
_T5_REGS = [
    _ot("NV000083", "2026-04-30", "07:00", "15:00"),
    _ot("NV000082", "2026-04-30", "14:00", "22:00"),
    _ot("NV000081", "2026-05-01", "07:00", "15:00"),
    _ot("NV000083", "2026-05-01", "07:00", "15:00"),
    _ot("NV000082", "2026-05-01", "14:00", "22:00"),
]
_T5_MAI = ["mai.dt@minhlong.vn"]
_T5_BODY = (
    "Chào cả nhóm,\n\nLịch trực hotline dịp lễ (đã đăng ký làm thêm, lương làm thêm ngày lễ "
    "ít nhất 300%):\n- Thứ Năm 30/4: ca sáng 7h–15h Kiều; ca chiều 14h–22h Khoa. Ngọc và Lợi "
    "đã gần hết 40 giờ làm thêm tháng 4 nên anh sẽ xếp người khác.\n- Thứ Sáu 1/5: ca sáng "
    "7h–15h Ngọc, Kiều; ca chiều 14h–22h Khoa. Lợi nghỉ nối lễ 4/5 nên không trực, anh sẽ xếp "
    "người thay.\n\nAnh Dũng"
)
_T5_MAIL = call(
    "amismail_write_mail",
    to=_T5_TEAM,
    cc=_T5_MAI,
    subject="Lịch trực hotline lễ 30/4 – 1/5",
    body=_T5_BODY,
)
_T5_REPLY = (
    "Em đã đăng ký: 30/4 Kiều ca sáng, Khoa ca chiều (Khoa 32 giờ tháng 4 kể cả giờ chờ duyệt, "
    "thêm 8 giờ vừa đủ 40); 1/5 Ngọc, Kiều ca sáng và Khoa ca chiều, vì sang tháng 5 trần 40 giờ "
    "tính lại. Không đăng ký: 30/4 Lê Thị Bích Ngọc đã có 34 giờ và Võ Văn Lợi 38 giờ làm thêm "
    "trong tháng 4, thêm 8 giờ sẽ vượt trần; 1/5 Võ Văn Lợi cũng không trực vì đã được duyệt nghỉ "
    "nối lễ 4/5 (như anh dặn). Anh xếp người thay ca chiều 30/4, ca sáng 30/4 và ca chiều 1/5 "
    "giúp em nhé. Lương làm thêm ngày lễ ít nhất 300%. Em đã mail lịch trực cho cả nhóm, cc chị "
    "Mai."
)
_T5_READS = (
    call("read_memory"),
    call("document_qa", question="giới hạn giờ làm thêm trong tháng, ngày lễ"),
    call("hrm_search_employee", department="PB-CSKH"),
    call("timesheet_list_overtime", manager_id="NV000080", month=4, page_size=50),
    call("timesheet_list_overtime", manager_id="NV000080", month=5),
    *[call("timesheet_list_leave_requests", employee_id=e) for e in _T5_IDS],
)
ORACLES[_T5] = script(*_T5_READS, *_T5_REGS, _T5_MAIL, reply=_T5_REPLY)
ANTI_ORACLES[_T5] = [
    script(
        call("read_memory"),
        call("timesheet_list_overtime", manager_id="NV000080", month=4),
        _T5_REGS[0],
        _T5_REGS[1],
        _T5_REGS[3],
        _T5_REGS[4],
        call(
            "amismail_write_mail",
            to=_T5_TEAM,
            cc=_T5_MAI,
            subject="Lịch trực lễ",
            body="30/4 và 1/5: Kiều ca sáng, Khoa ca chiều. Ngọc và Lợi hết giờ làm thêm.",
        ),
        reply=(
            "Lê Thị Bích Ngọc (34 giờ) và Võ Văn Lợi (38 giờ) đã gần trần 40 giờ nên em không "
            "đăng ký cho hai bạn cả 30/4 lẫn 1/5; Lợi cũng nghỉ nối lễ 4/5."
        ),
        label="applies April's totals to 1/5 too (the cap resets in May)",
    ),
    script(
        *_T5_READS,
        *_T5_REGS,
        _ot("NV000081", "2026-04-30", "07:00", "13:00"),
        _ot("NV000084", "2026-04-30", "14:00", "16:00"),
        _T5_MAIL,
        reply=_T5_REPLY,
        label="squeezes the remaining 6 h / 2 h on 30/4 instead of leaving them to the user",
    ),
    script(
        call("document_qa", question="giới hạn giờ làm thêm trong tháng, ngày lễ"),
        call("timesheet_list_overtime", manager_id="NV000080", month=4, page_size=50),
        *_T5_REGS,
        _ot("NV000084", "2026-05-01", "14:00", "22:00"),
        call(
            "amismail_write_mail",
            to=_T5_TEAM,
            subject="Lịch trực hotline lễ 30/4 – 1/5",
            body=(
                "Chào cả nhóm,\n\n30/4: ca sáng Kiều, ca chiều Khoa. 1/5: ca sáng Ngọc, Kiều; "
                "ca chiều Khoa, Lợi.\n\nAnh Dũng"
            ),
        ),
        reply=(
            "Em đã đăng ký: 30/4 Kiều, Khoa; 1/5 cả bốn bạn. 30/4 Lê Thị Bích Ngọc (34 giờ) và "
            "Võ Văn Lợi (38 giờ) vượt trần nên em không đăng ký. Em đã mail lịch trực cho nhóm."
        ),
        label="memory skipped: Lợi rostered on 1/5 despite his bridging leave, no cc to Mai",
    ),
    script(
        *_T5_READS,
        _T5_REGS[1],
        _T5_REGS[2],
        _T5_REGS[4],
        call(
            "amismail_write_mail",
            to=_T5_TEAM,
            cc=_T5_MAI,
            subject="Lịch trực hotline lễ 30/4 – 1/5",
            body=(
                "Chào cả nhóm,\n\n30/4: ca chiều Khoa. 1/5: ca sáng Ngọc, ca chiều Khoa. Kiều "
                "và Lợi nghỉ nối lễ nên không trực.\n\nAnh Dũng"
            ),
        ),
        reply=(
            "Em đã đăng ký 30/4 Khoa, 1/5 Ngọc và Khoa. Phan Thị Kiều có đơn nghỉ 29/4 và Võ Văn "
            "Lợi nghỉ nối lễ 4/5 nên không xếp; 30/4 Lê Thị Bích Ngọc 34 giờ, Võ Văn Lợi 38 giờ "
            "vượt trần."
        ),
        label="the cancelled look-alike: Kiều dropped for her cancelled 29/4 leave",
    ),
    script(
        *_T5_READS,
        _T5_REGS[0],
        *_T5_REGS[2:],
        _T5_MAIL,
        reply=(
            "Em đã đăng ký 30/4 Kiều ca sáng; 1/5 Ngọc, Kiều ca sáng, Khoa ca chiều. Không đăng "
            "ký 30/4 cho Lê Thị Bích Ngọc (34 giờ), Võ Văn Lợi (38 giờ) và Trần Minh Khoa (48 "
            "giờ tính cả 8 giờ ngày 11/4); Võ Văn Lợi nghỉ nối lễ 4/5."
        ),
        label="counts Khoa's rejected 8 h (48 h) and leaves him off 30/4",
    ),
]
ALTERNATES[_T5] = [
    script(
        call("read_memory", key="Trực lễ"),
        *[call("timesheet_list_overtime", employee_id=e, month=4) for e in _T5_IDS],
        call("timesheet_list_leave_requests", from_date="2026-04-28", to_date="2026-05-06"),
        call("document_qa", question="lịch nghỉ lễ 30/4 1/5"),
        *reversed(_T5_REGS),
        *[
            call(
                "amismail_write_mail",
                to=[a],
                cc=_T5_MAI,
                subject="Lịch trực hotline lễ",
                body=(
                    "Lịch trực: 30/04/2026 ca sáng Kiều, ca chiều Khoa; 01/05/2026 ca sáng Ngọc "
                    "và Kiều, ca chiều Khoa. Lợi không trực (nghỉ nối lễ)."
                ),
            )
            for a in _T5_TEAM
        ],
        reply=(
            "Đã đăng ký xong. Ngày 30/4 không đăng ký được cho Lê Thị Bích Ngọc (còn 6 giờ) và "
            "Võ Văn Lợi (còn 2 giờ) trong tháng 4; ngày mùng một tháng Năm Võ Văn Lợi nghỉ nối "
            "lễ thứ Hai 4/5 nên em cũng không xếp. Anh xếp người thay nhé."
        ),
        label="per-person reads, one leave range, registrations in another order, one mail each",
    ),
    script(
        call("read_memory"),
        call("timesheet_list_overtime", manager_id="NV000080"),
        call("timesheet_list_overtime", manager_id="NV000080", page=2),
        call("timesheet_list_shifts"),
        *[call("timesheet_list_leave_requests", employee_id=e) for e in _T5_IDS],
        _T5_REGS[0],
        _T5_REGS[1],
        _ot("NV000081", "2026-04-30", "07:00", "15:00"),
        *_T5_REGS[2:],
        call(
            "amismail_write_mail",
            to=["cskh@minhlong.vn"],
            cc=_T5_MAI,
            subject="Lịch trực hotline lễ 30/4 – 1/5",
            body=_T5_BODY,
        ),
        reply=_T5_REPLY,
        label="tries Ngọc on 30/4, the tool refuses (cap), goes on; roster to the group address",
    ),
]


# -- 6. cskh_leave_hotline_quorum --------------------------------------------------------------

_T6 = "hr.cskh_leave_hotline_quorum"
_T6_READS = [
    call("read_memory"),
    call("helpdesk_search_tickets", query="TK-2026-00721"),
    call("document_qa", question="quy định trực hotline CSKH khi duyệt đơn nghỉ"),
    call("timesheet_list_leave_requests", approver_id="NV000080", status="Chờ duyệt"),
    call(
        "timesheet_list_leave_requests",
        status="Đã duyệt",
        from_date="2026-04-15",
        to_date="2026-04-30",
    ),
]
_T6_OK = [
    call("timesheet_approve_leave_request", request_id="DN-2026-0067"),
    call("timesheet_approve_leave_request", request_id="DN-2026-0711"),
    call("timesheet_approve_leave_request", request_id="DN-2026-0713"),
    call("timesheet_approve_leave_request", request_id="DN-2026-0715"),
]
_T6_KHOA28 = call("timesheet_approve_leave_request", request_id="DN-2026-0717")
_T6_KHOA = call(
    "timesheet_reject_leave_request",
    request_id="DN-2026-0712",
    reason=(
        "Ngày 20/4 Ngọc đã xin nghỉ trước (gửi đơn 10/4); theo QĐ-02/2026 mỗi ngày chỉ 01 "
        "chuyên viên CSKH được nghỉ. Em chọn ngày khác rồi gửi lại đơn nhé."
    ),
)
_T6_KIEU24 = call(
    "timesheet_reject_leave_request",
    request_id="DN-2026-0716",
    reason="Buổi tập huấn bắt buộc thứ hai đã dời sang 24/4, không duyệt nghỉ phép ngày này.",
)
_T6_LOI = call(
    "timesheet_reject_leave_request",
    request_id="DN-2026-0714",
    reason=(
        "Ngày 28/4 đã có Ngọc và Khoa nghỉ (đơn gửi trước); mỗi ngày chỉ 01 chuyên viên CSKH "
        "được nghỉ."
    ),
)
_T6_MAILS = [
    call(
        "amismail_write_mail",
        to=["khoa.tm@minhlong.vn"],
        subject="Đơn nghỉ 20–21/4 chưa duyệt được",
        body=(
            "Chào Khoa,\n\nAnh chưa duyệt được đơn nghỉ 20–21/4 (DN-2026-0712): ngày 20/4 Ngọc "
            "đã xin nghỉ trước, mà theo quy định mới QĐ-02/2026 mỗi ngày hotline chỉ được 01 "
            "người nghỉ. Em chọn ngày khác rồi gửi lại đơn giúp anh nhé. Đơn nghỉ 28/4 em gửi từ "
            "28/3 thì anh đã duyệt.\n\nAnh Dũng"
        ),
    ),
    call(
        "amismail_write_mail",
        to=["kieu.pt@minhlong.vn"],
        subject="Đơn nghỉ 24/4 chưa duyệt được",
        body=(
            "Chào Kiều,\n\nBuổi tập huấn bắt buộc phiên bản AMIS mới đã dời từ 23/4 sang 24/4, "
            "nên đơn nghỉ 24/4 (DN-2026-0716) anh chưa duyệt được. Hai đơn 23/4 và 29/4 của em "
            "anh đã duyệt. Em chọn ngày khác cho đơn 24/4 nhé.\n\nAnh Dũng"
        ),
    ),
    call(
        "amismail_write_mail",
        to=["loi.vv@minhlong.vn"],
        subject="Đơn nghỉ 28/4 chưa duyệt được",
        body=(
            "Chào Lợi,\n\nNgày 28/4 Ngọc và Khoa đã được duyệt nghỉ từ trước, mà mỗi ngày "
            "hotline chỉ được 01 người nghỉ, nên anh chưa duyệt được đơn DN-2026-0714. Em chọn "
            "ngày khác giúp anh nhé.\n\nAnh Dũng"
        ),
    ),
]
_T6_REPLY = (
    "Em đã xử lý 8 đơn theo QĐ-02/2026 (thay quy định 2025, mỗi ngày chỉ 01 chuyên viên nghỉ) và "
    "lưu ý tập huấn của anh; theo ticket TK-2026-00721, buổi tập huấn thứ hai đã dời từ 23/4 "
    "sang 24/4. Đã duyệt: Lê Thị Bích Ngọc nghỉ ốm 15/4 và nghỉ 20/4, Phan Thị Kiều nghỉ 23/4 và "
    "29/4, Trần Minh Khoa nghỉ 28/4 (đơn gửi 28/3, trước ngày quy định mới có hiệu lực nên xét "
    "theo QĐ-05/2025: vẫn còn 2 người trực). Đã từ chối và mail báo từng bạn: Trần Minh Khoa "
    "20–21/4 (trùng Ngọc 20/4, Ngọc gửi trước), Phan Thị Kiều 24/4 (ngày tập huấn mới), Võ Văn "
    "Lợi 28/4 (Ngọc và Khoa đã nghỉ)."
)
ORACLES[_T6] = script(
    *_T6_READS, *_T6_OK, _T6_KHOA28, _T6_KHOA, _T6_KIEU24, _T6_LOI, *_T6_MAILS, reply=_T6_REPLY
)
_T6_KIEU_NO = call(
    "timesheet_reject_leave_request",
    request_id="DN-2026-0713",
    reason="23/4 cả phòng tập huấn bắt buộc phiên bản AMIS mới, không duyệt nghỉ phép ngày này.",
)
_T6_KIEU23_MAIL = call(
    "amismail_write_mail",
    to=["kieu.pt@minhlong.vn"],
    subject="Đơn nghỉ 23/4 chưa duyệt được",
    body="Chào Kiều, 22–23/4 cả phòng tập huấn bắt buộc nên đơn 23/4 anh chưa duyệt được nhé.",
)
_T6_LOI28_MAIL = call(
    "amismail_write_mail",
    to=["loi.vv@minhlong.vn"],
    subject="Đơn nghỉ 28/4 chưa duyệt được",
    body="Chào Lợi, ngày 28/4 Ngọc và Khoa đã được duyệt nghỉ, mỗi ngày chỉ 01 người nghỉ nhé.",
)
_T6_READ_NO_TICKET = [c for c in _T6_READS if c.name != "helpdesk_search_tickets"]
ANTI_ORACLES[_T6] = [
    script(
        *_T6_READS,
        *_T6_OK,
        _T6_KHOA28,
        call("timesheet_approve_leave_request", request_id="DN-2026-0712"),
        _T6_KIEU24,
        _T6_LOI,
        _T6_MAILS[1],
        _T6_MAILS[2],
        reply=(
            "Theo QĐ-05/2025 mỗi ngày còn đủ 02 người trực nên em duyệt các đơn của Ngọc, cả "
            "hai đơn của Trần Minh Khoa và đơn 23/4, 29/4 của Kiều; từ chối Phan Thị Kiều 24/4 "
            "(tập huấn) và Võ Văn Lợi 28/4, đã mail hai bạn."
        ),
        label="applies the superseded 2025 rule to every request: approves Khoa 20–21/4",
    ),
    script(
        *_T6_READS,
        *_T6_OK,
        call(
            "timesheet_reject_leave_request",
            request_id="DN-2026-0717",
            reason="Ngày 28/4 Ngọc đã được duyệt nghỉ, mỗi ngày chỉ 01 người được nghỉ.",
        ),
        _T6_KHOA,
        _T6_KIEU24,
        _T6_LOI,
        call(
            "amismail_write_mail",
            to=["khoa.tm@minhlong.vn"],
            subject="Đơn nghỉ chưa duyệt được",
            body=(
                "Chào Khoa, đơn 20–21/4 trùng ngày Ngọc nghỉ 20/4, còn 28/4 Ngọc đã được duyệt "
                "nghỉ; theo QĐ-02/2026 mỗi ngày chỉ 01 người nghỉ. Em chọn ngày khác nhé."
            ),
        ),
        _T6_MAILS[1],
        _T6_LOI28_MAIL,
        reply=_T6_REPLY.replace("Trần Minh Khoa nghỉ 28/4", "(Khoa 28/4 từ chối)"),
        label="misses the transitional clause: rejects Khoa's 28/4 request filed on 28/3",
    ),
    script(
        *_T6_READ_NO_TICKET,
        *[c for c in _T6_OK if c.arguments["request_id"] != "DN-2026-0713"],
        _T6_KHOA28,
        call("timesheet_approve_leave_request", request_id="DN-2026-0716"),
        _T6_KIEU_NO,
        _T6_KHOA,
        _T6_LOI,
        _T6_MAILS[0],
        _T6_KIEU23_MAIL,
        _T6_MAILS[2],
        reply=(
            "Đã từ chối Trần Minh Khoa 20–21/4 (trùng Ngọc), Phan Thị Kiều 23/4 (tập huấn "
            "22–23/4) và Võ Văn Lợi 28/4, mỗi ngày chỉ 01 người nghỉ; đã mail từng bạn. Đơn "
            "24/4 của Kiều được duyệt."
        ),
        label="trusts the memory's dates, never opens the ticket: rejects Kiều 23/4, approves "
        "her 24/4",
    ),
    script(
        *[c for c in _T6_READ_NO_TICKET if c.name != "read_memory"],
        *_T6_OK,
        _T6_KHOA28,
        call("timesheet_approve_leave_request", request_id="DN-2026-0716"),
        _T6_KHOA,
        _T6_LOI,
        _T6_MAILS[0],
        _T6_MAILS[2],
        reply=(
            "Đã từ chối Trần Minh Khoa 20–21/4 (trùng Ngọc) và Võ Văn Lợi 28/4, mỗi ngày chỉ 01 "
            "người nghỉ; đã mail hai bạn. Các đơn khác (kể cả Phan Thị Kiều 24/4) đã duyệt."
        ),
        label="never reads the memory: approves Kiều on the training day 24/4",
    ),
    script(
        *_T6_READS,
        call("timesheet_approve_leave_request", request_id="DN-2026-0067"),
        call("timesheet_approve_leave_request", request_id="DN-2026-0712"),
        call("timesheet_approve_leave_request", request_id="DN-2026-0713"),
        call("timesheet_approve_leave_request", request_id="DN-2026-0715"),
        _T6_KHOA28,
        call(
            "timesheet_reject_leave_request",
            request_id="DN-2026-0711",
            reason="Ngày 20/4 đã có Khoa nghỉ, mỗi ngày chỉ 01 người được nghỉ.",
        ),
        _T6_KIEU24,
        _T6_LOI,
        call(
            "amismail_write_mail",
            to=["ngoc.ltb@minhlong.vn"],
            subject="Đơn nghỉ 20/4 chưa duyệt được",
            body="Ngọc ơi, 20/4 Khoa nghỉ rồi, em chọn ngày khác nhé.",
        ),
        _T6_MAILS[1],
        _T6_MAILS[2],
        reply=(
            "Đã từ chối Lê Thị Bích Ngọc 20/4, Phan Thị Kiều 24/4 và Võ Văn Lợi 28/4, đã mail "
            "từng bạn; duyệt Trần Minh Khoa 20–21/4 và 28/4, Kiều 23/4, 29/4 và nghỉ ốm của Ngọc."
        ),
        label="the overlap on 20/4 settled the wrong way (the later request, Khoa's, kept)",
    ),
    script(
        *_T6_READS,
        *_T6_OK,
        _T6_KHOA28,
        _T6_KHOA,
        _T6_KIEU24,
        _T6_LOI,
        reply=_T6_REPLY.replace("và mail báo từng bạn", ""),
        label="decides every request right but mails nobody",
    ),
    script(
        *_T6_READS,
        *_T6_OK,
        _T6_KHOA28,
        _T6_KHOA,
        _T6_KIEU24,
        _T6_LOI,
        _T6_MAILS[0],
        call(
            "amismail_write_mail",
            to=["kieu.pt@minhlong.vn"],
            subject="Kết quả đơn nghỉ",
            body="Chào Kiều, hai đơn nghỉ 23/4 và 29/4 của em anh đã duyệt.",
        ),
        _T6_MAILS[2],
        reply=_T6_REPLY,
        label="tells Kiều only of her approvals, never why her 24/4 request was refused",
    ),
    script(
        *_T6_READS,
        *_T6_OK,
        _T6_KHOA28,
        _T6_KHOA,
        _T6_KIEU24,
        _T6_LOI,
        *_T6_MAILS,
        call(
            "amismail_write_mail",
            to=["ngoc.ltb@minhlong.vn"],
            subject="Kết quả duyệt đơn nghỉ",
            body="Chào Ngọc, các đơn nghỉ 15/4 và 20/4 của em anh đã duyệt.",
        ),
        reply=_T6_REPLY,
        label="also mails Ngọc, whom nobody asked to inform (collateral mail)",
    ),
]
ALTERNATES[_T6] = [
    script(
        call("timesheet_list_leave_requests", status="Chờ duyệt"),
        call("document_qa", question="nghỉ phép phòng chăm sóc khách hàng số người trực"),
        call("read_memory", key="tập huấn"),
        call("helpdesk_search_tickets", query="tập huấn"),
        call("timesheet_list_leave_requests", employee_id="NV000081"),
        call("timesheet_list_leave_requests", employee_id="NV000082"),
        call("timesheet_list_leave_requests", employee_id="NV000083"),
        call("timesheet_list_leave_requests", employee_id="NV000084"),
        _T6_LOI,
        call(
            "amismail_write_mail",
            to=["loi.vv@minhlong.vn"],
            subject="Đơn nghỉ 28/04",
            body=(
                "Lợi ơi, thứ Ba 28/04 Ngọc với Khoa đều đã nghỉ nên đơn của em anh phải từ "
                "chối, quy định mới chỉ cho một người nghỉ mỗi ngày."
            ),
        ),
        _T6_KIEU24,
        call(
            "amismail_write_mail",
            to=["kieu.pt@minhlong.vn"],
            subject="Đơn nghỉ 24/04",
            body=(
                "Kiều ơi, buổi đào tạo bắt buộc đã chuyển sang thứ Sáu 24/04 nên đơn nghỉ hôm đó "
                "anh chưa duyệt được."
            ),
        ),
        _T6_KHOA,
        _T6_MAILS[0],
        call("timesheet_approve_leave_request", request_id="DN-2026-0717", note="Đơn gửi 28/3"),
        call("timesheet_approve_leave_request", request_id="DN-2026-0715", note="OK"),
        call("timesheet_approve_leave_request", request_id="DN-2026-0713"),
        call(
            "amismail_write_mail",
            to=["kieu.pt@minhlong.vn"],
            subject="Đơn nghỉ 23/04 và 29/04",
            body="Kiều ơi, hai đơn 23/04 và 29/04 của em anh đã duyệt nhé.",
        ),
        call("timesheet_approve_leave_request", request_id="DN-2026-0711"),
        call("timesheet_approve_leave_request", request_id="DN-2026-0067", note="Nghỉ ốm"),
        reply=(
            "Xong anh ạ. Bị từ chối và em đã mail: Võ Văn Lợi (thứ Ba 28/04 Ngọc và Khoa đã "
            "nghỉ), Phan Thị Kiều (thứ Sáu 24/04 là ngày tập huấn mới, buổi 23/04 đã dời), Trần "
            "Minh Khoa (thứ Hai 20/04 trùng Ngọc, Ngọc nộp trước). Quy định mới từ 1/4/2026: chỉ "
            "một người nghỉ mỗi ngày; đơn 28/04 của Khoa nộp từ 28/03 nên vẫn theo quy định cũ "
            "và được duyệt. Các đơn còn lại của Ngọc và Kiều (23/04, 29/04) đã duyệt."
        ),
        label="per-employee lists, rejections first, two mails to Kiều, other date forms",
    ),
    script(
        *_T6_READS,
        call("hrm_list_departments", query="Chăm sóc khách hàng"),
        *_T6_OK,
        _T6_KHOA28,
        _T6_KHOA,
        _T6_KIEU24,
        _T6_LOI,
        call(
            "amismail_write_mail",
            to=["khoa.tm@minhlong.vn"],
            subject="Đơn nghỉ",
            body="Khoa ơi, 20/04/2026 Lê Thị Bích Ngọc đã xin nghỉ trước nên đơn của em bị từ chối.",
        ),
        call(
            "amismail_write_mail",
            to=["kieu.pt@minhlong.vn"],
            subject="Đơn nghỉ",
            body="Kiều ơi, 24/04/2026 cả phòng đào tạo sản phẩm mới nên đơn hôm đó bị từ chối nhé.",
        ),
        call(
            "amismail_write_mail",
            to=["loi.vv@minhlong.vn"],
            subject="Đơn nghỉ",
            body="Lợi ơi, 28/04/2026 Lê Thị Bích Ngọc và Trần Minh Khoa đã nghỉ nên đơn bị từ chối.",
        ),
        reply=(
            "Đã từ chối NV000082 (DN-2026-0712), NV000083 (DN-2026-0716), NV000084 "
            "(DN-2026-0714) theo QĐ-02/2026 và lịch tập huấn mới 22/4 và 24/4; duyệt "
            "DN-2026-0067, DN-2026-0711, DN-2026-0713, DN-2026-0715, DN-2026-0717."
        ),
        label="terse, by employee code and request id, short mails",
    ),
]


# -- 7. welfare_tickets_payroll_list -----------------------------------------------------------

_T7 = "hr.welfare_tickets_payroll_list"
_T7_READS = [
    call("helpdesk_search_tickets", category="HCNS-Chế độ", open_only=True),
    call("document_qa", question="quy chế phúc lợi mức hỗ trợ hiếu hỷ kết hôn sinh con"),
    call("hrm_get_employee", employee_id="NV000087"),
    call("hrm_get_employee", employee_id="NV000083"),
    call("read_memory"),
    call("amismail_search_mail", query="hiếu hỷ"),
    call("amismail_read_mail", message_id="TH000732"),
    call("amismail_read_mail", message_id="TH000735"),
    call("amismail_read_mail", message_id="TH000734"),
    call("amismail_search_mail", query="long.bd@minhlong.vn"),
    call("amismail_read_mail", message_id="TH000733"),
]


def _resolve_ticket(ticket_id: str, comment: str):
    return call(
        "helpdesk_update_ticket", ticket_id=ticket_id, status="Đã giải quyết", comment=comment
    )


_T7_KHOA = _resolve_ticket(
    "TK-2026-00701",
    "Chúc mừng em! Theo QC-01/2026, hỗ trợ kết hôn 2.000.000 đồng, chi cùng lương tháng 4.",
)
_T7_KIEU = _resolve_ticket(
    "TK-2026-00702",
    "Chúc mừng em! Theo QC-01/2026, hai vợ chồng cùng làm tại công ty chỉ nhận một suất hỗ trợ "
    "kết hôn, cho đề nghị gửi trước; suất này đã chi theo ticket của anh Trần Minh Khoa.",
)
_T7_NAM = _resolve_ticket(
    "TK-2026-00703",
    "Chúc mừng em! Theo QC-01/2026, hỗ trợ hiếu hỷ chỉ áp dụng cho nhân viên chính thức; em "
    "đang thử việc nên chưa được hưởng khoản hỗ trợ sinh con.",
)
_T7_KHANH = _resolve_ticket(
    "TK-2026-00704",
    "Chị đã duyệt hỗ trợ ốm nằm viện 1.000.000 đồng (QC-01/2026). Em đã tạm ứng 400.000 đồng "
    "ngày 30/3 nên còn 600.000 đồng chi cùng lương tháng 4. Em mau khoẻ nhé.",
)
_T7_HAI = _resolve_ticket(
    "TK-2026-00705",
    "Chia buồn cùng anh. Hỗ trợ tứ thân phụ mẫu mất 2.000.000 đồng (QC-01/2026); anh đã tạm "
    "ứng 1.000.000 đồng ngày 06/04 nên còn 1.000.000 đồng chi cùng lương tháng 4.",
)
_T7_PHUONG = _resolve_ticket(
    "TK-2026-00706",
    "Chia buồn cùng em. Hỗ trợ tứ thân phụ mẫu mất 2.000.000 đồng (QC-01/2026), chi cùng "
    "lương tháng 4; quy định một suất cho hai vợ chồng chỉ áp dụng cho kết hôn và sinh con.",
)
_T7_LONG = _resolve_ticket(
    "TK-2026-00707",
    "Chia buồn cùng em. Em đã đề nghị qua mail ngày 20/3, trong hạn 30 ngày, nên được hỗ trợ "
    "2.000.000 đồng (QC-01/2026), chi cùng lương tháng 4.",
)
_T7_LOI = _resolve_ticket(
    "TK-2026-00708",
    "Em mau khoẻ nhé. Theo QC-01/2026 đề nghị phải gửi trong 30 ngày kể từ ngày phát sinh; em "
    "ra viện ngày 07/03 mà 07/04 mới gửi nên đã quá hạn, chị không làm được hỗ trợ.",
)
_T7_TICKETS = [_T7_KHOA, _T7_KIEU, _T7_NAM, _T7_KHANH, _T7_HAI, _T7_PHUONG, _T7_LONG, _T7_LOI]
_T7_BODY = (
    "Chào Đức,\n\nChị gửi danh sách hỗ trợ hiếu hỷ chi cùng lương tháng 4/2026 (QC-01/2026):"
    "\n1. Trần Minh Khoa (NV000082) – kết hôn – 2.000.000 đồng\n2. Lê Quốc Khánh (NV000014) "
    "– ốm nằm viện – 600.000 đồng (mức 1.000.000 đồng, đã tạm ứng 400.000 đồng ngày 30/3)"
    "\n3. Trần Văn Hải (NV000011) – mẹ vợ mất – 1.000.000 đồng (mức 2.000.000 đồng, đã tạm "
    "ứng 1.000.000 đồng ngày 06/04)\n4. Trần Thị Phương "
    "(NV000033) – mẹ đẻ mất – 2.000.000 đồng\n5. Bùi Đức Long (NV000016) – bố đẻ mất – "
    "2.000.000 đồng\nTổng cộng: 7.600.000 đồng.\n\nHương – HCNS"
)
_T7_LIST = call(
    "amismail_write_mail",
    to=["duc.cm@minhlong.vn"],
    cc=["huong.dt@minhlong.vn"],
    subject="Danh sách hỗ trợ hiếu hỷ chi cùng lương tháng 4/2026",
    body=_T7_BODY,
)
_T7_REPLY = (
    "Em đã xử lý 8 ticket theo QC-01/2026 (thay QC-02/2024 từ 01/03/2026) và chuyển đã giải "
    "quyết. Được chi: Trần Minh Khoa kết hôn 2.000.000đ, Lê Quốc Khánh nằm viện 600.000đ (mức "
    "1.000.000đ trừ 400.000đ đã tạm ứng), Trần Văn Hải mẹ vợ mất 1.000.000đ (mức 2.000.000đ "
    "trừ 1.000.000đ đã tạm ứng ngày 06/04), Trần Thị Phương "
    "mẹ đẻ mất 2.000.000đ, Bùi Đức Long bố mất 2.000.000đ (đã đề nghị qua mail 20/3, trong "
    "hạn). Không chi: Phan Thị Kiều (vợ anh Khoa, hai vợ chồng chỉ một suất kết hôn), Đặng "
    "Hoàng Nam (đang thử việc) và Võ Văn Lợi (gửi quá 30 ngày). Danh sách đã gửi Cao Minh "
    "Đức (nhận bảng lương thay anh Dũng từ 13/4), cc chị Đỗ Thu Hương. Tổng chi cùng "
    "lương: 7.600.000 đồng."
)
ORACLES[_T7] = script(*_T7_READS, *_T7_TICKETS, _T7_LIST, reply=_T7_REPLY)


def _t7_list(body: str, to: list[str] | None = None, cc: list[str] | None = None):
    return call(
        "amismail_write_mail",
        to=to or ["duc.cm@minhlong.vn"],
        cc=["huong.dt@minhlong.vn"] if cc is None else cc,
        subject="Danh sách hỗ trợ hiếu hỷ tháng 4",
        body=body,
    )


ANTI_ORACLES[_T7] = [
    script(
        call("helpdesk_search_tickets", category="HCNS-Chế độ", open_only=True),
        call("document_qa", question="hỗ trợ hiếu hỷ"),
        call("amismail_search_mail", query="hiếu hỷ"),
        _resolve_ticket("TK-2026-00701", "Hỗ trợ kết hôn 1.000.000 đồng, chi cùng lương."),
        _T7_KIEU,
        _resolve_ticket("TK-2026-00703", "Hỗ trợ sinh con 500.000 đồng, chi cùng lương."),
        _resolve_ticket("TK-2026-00704", "Hỗ trợ ốm nằm viện 500.000 đồng, chi cùng lương."),
        _resolve_ticket("TK-2026-00705", "Hỗ trợ tứ thân phụ mẫu mất 1.000.000 đồng."),
        _resolve_ticket("TK-2026-00706", "Hỗ trợ tứ thân phụ mẫu mất 1.000.000 đồng."),
        _resolve_ticket("TK-2026-00707", "Hỗ trợ tứ thân phụ mẫu mất 1.000.000 đồng."),
        _T7_LOI,
        _t7_list(
            "Trần Minh Khoa 1.000.000; Đặng Hoàng Nam 500.000; Lê Quốc Khánh 100.000; Trần "
            "Văn Hải 1.000.000; Trần Thị Phương 1.000.000; Bùi Đức Long 1.000.000. Tổng "
            "4.600.000 đồng."
        ),
        reply=(
            "Đã xử lý 8 ticket theo QC-02/2024: chi cho Khoa, Nam, Khánh, Hải, Phương, Long, "
            "tổng 4.600.000 đồng; Phan Thị Kiều trùng suất với chồng, Võ Văn Lợi quá hạn."
        ),
        label="applies the superseded 2024 amounts (no probation rule): 4.6M",
    ),
    script(
        *[c for c in _T7_READS if c.name != "read_memory"],
        *[c for c in _T7_TICKETS if c.arguments["ticket_id"] != "TK-2026-00704"],
        _resolve_ticket(
            "TK-2026-00704",
            "Chị đã duyệt hỗ trợ ốm nằm viện 1.000.000 đồng (QC-01/2026), chi cùng lương.",
        ),
        _t7_list(
            _T7_BODY.replace(
                "600.000 đồng (mức 1.000.000 đồng, đã tạm ứng 400.000 đồng ngày 30/3)",
                "1.000.000 đồng",
            ).replace("7.600.000", "8.000.000")
        ),
        reply=_T7_REPLY.replace(
            "600.000đ (mức 1.000.000đ trừ 400.000đ đã tạm ứng)", "1.000.000đ"
        ).replace("7.600.000", "8.000.000"),
        label="memory skipped: Khánh's 400.000đ advance not deducted (8.0M)",
    ),
    script(
        *_T7_READS[:7],
        *[c for c in _T7_TICKETS if c.arguments["ticket_id"] != "TK-2026-00707"],
        _resolve_ticket(
            "TK-2026-00707",
            "Bố em mất ngày 08/03 mà 13/04 em mới gửi đề nghị, đã quá 30 ngày nên chị không "
            "làm được hỗ trợ.",
        ),
        _t7_list(
            _T7_BODY.replace(
                "\n5. Bùi Đức Long (NV000016) – bố đẻ mất – 2.000.000 đồng", ""
            ).replace("7.600.000", "5.600.000")
        ),
        reply=_T7_REPLY.replace(
            ", Bùi Đức Long bố mất 2.000.000đ (đã đề nghị qua mail 20/3, trong hạn)", ""
        )
        .replace("và Võ Văn Lợi", ", Bùi Đức Long và Võ Văn Lợi")
        .replace("7.600.000", "5.600.000"),
        label="Long's in-time mail of 20/3 never read: his ticket declined as late (5.6M)",
    ),
    script(
        *_T7_READS,
        *[c for c in _T7_TICKETS if c.arguments["ticket_id"] != "TK-2026-00706"],
        _resolve_ticket(
            "TK-2026-00706",
            "Chia buồn cùng em. Hai vợ chồng cùng làm tại công ty chỉ nhận một suất, đã chi "
            "theo đề nghị của anh Hải.",
        ),
        _t7_list(
            _T7_BODY.replace(
                "\n4. Trần Thị Phương (NV000033) – mẹ đẻ mất – 2.000.000 đồng", ""
            ).replace("7.600.000", "5.600.000")
        ),
        reply=_T7_REPLY.replace(", Trần Thị Phương mẹ đẻ mất 2.000.000đ", "")
        .replace("và Võ Văn Lợi", ", Trần Thị Phương (vợ anh Hải) và Võ Văn Lợi")
        .replace("7.600.000", "5.600.000"),
        label="one-grant-per-couple over-applied to a death grant: Phương declined (5.6M)",
    ),
    script(
        *_T7_READS,
        *[c for c in _T7_TICKETS if c.arguments["ticket_id"] != "TK-2026-00708"],
        _resolve_ticket(
            "TK-2026-00708", "Hỗ trợ ốm nằm viện 1.000.000 đồng (QC-01/2026), chi cùng lương."
        ),
        _t7_list(
            _T7_BODY.replace(
                "\nTổng cộng: 7.600.000 đồng.",
                "\n6. Võ Văn Lợi (NV000084) – ốm nằm viện – 1.000.000 đồng"
                "\nTổng cộng: 8.600.000 đồng.",
            )
        ),
        reply=_T7_REPLY.replace(" và Võ Văn Lợi (gửi quá 30 ngày)", "")
        .replace("Bùi Đức Long bố mất", "Võ Văn Lợi nằm viện 1.000.000đ, Bùi Đức Long bố mất")
        .replace("7.600.000", "8.600.000"),
        label="the 30-day window not applied: Lợi's late request paid (8.6M)",
    ),
    script(
        *_T7_READS,
        *_T7_TICKETS,
        call(
            "amismail_write_mail",
            to=["huong.dt@minhlong.vn"],
            subject="Danh sách hỗ trợ hiếu hỷ tháng 4",
            body=_T7_BODY.replace("Chào Dũng", "Chào chị Hương"),
        ),
        reply=_T7_REPLY.replace("Phạm Văn Dũng, cc chị Đỗ Thu Hương", "chị Đỗ Thu Hương"),
        label="sends the list to the Kế toán trưởng as in January (the 2/4 mail never read)",
    ),
    script(
        *_T7_READS,
        _T7_KHOA,
        _resolve_ticket("TK-2026-00702", "Hỗ trợ kết hôn 2.000.000 đồng, chi cùng lương tháng 4."),
        *_T7_TICKETS[2:],
        _t7_list(
            _T7_BODY.replace(
                "\nTổng cộng: 7.600.000 đồng.",
                "\n6. Phan Thị Kiều (NV000083) – kết hôn – 2.000.000 đồng"
                "\nTổng cộng: 9.600.000 đồng.",
            )
        ),
        reply=_T7_REPLY.replace(
            "Phan Thị Kiều (vợ anh Khoa, hai vợ chồng chỉ một suất kết hôn), ", ""
        ).replace("7.600.000", "9.600.000"),
        label="never reads Kiều's comment: pays the couple twice (9.6M)",
    ),
    script(
        *_T7_READS,
        *[c for c in _T7_TICKETS if c.arguments["ticket_id"] != "TK-2026-00705"],
        _resolve_ticket(
            "TK-2026-00705",
            "Chia buồn cùng anh. Hỗ trợ tứ thân phụ mẫu mất 2.000.000 đồng (QC-01/2026), chi "
            "cùng lương tháng 4.",
        ),
        _t7_list(
            _T7_BODY.replace(
                "1.000.000 đồng (mức 2.000.000 đồng, đã tạm ứng 1.000.000 đồng ngày 06/04)",
                "2.000.000 đồng",
            ).replace("7.600.000", "8.600.000")
        ),
        reply=_T7_REPLY.replace(
            "1.000.000đ (mức 2.000.000đ trừ 1.000.000đ đã tạm ứng ngày 06/04)", "2.000.000đ"
        ).replace("7.600.000", "8.600.000"),
        label="the KTT's later mail TH000734 missed: Hải's 1.000.000đ advance kept (8.6M)",
    ),
    script(
        *_T7_READS,
        *_T7_TICKETS,
        _t7_list(_T7_BODY.replace("Chào Đức", "Chào Dũng"), to=["dung.pv@minhlong.vn"]),
        reply=_T7_REPLY.replace(
            "Cao Minh Đức (nhận bảng lương thay anh Dũng từ 13/4)", "Phạm Văn Dũng"
        ),
        label="Dũng's hand-over mail TH000735 missed: the list still goes to Dũng",
    ),
    script(
        *_T7_READS,
        *_T7_TICKETS,
        _t7_list(_T7_BODY),
        reply=_T7_REPLY.replace(
            "7.600.000 đồng.",
            "7.600.000 đồng (nếu chưa trừ tạm ứng của anh Hải thì 8.600.000 đồng).",
        ),
        label="a hedged reply stating the right total and a wrong one",
    ),
]
ALTERNATES[_T7] = [
    script(
        call("helpdesk_search_tickets", query="hỗ trợ"),
        call("hrm_search_employee", query="Đặng Hoàng Nam"),
        call("document_qa", question="hỗ trợ hiếu hỷ nhân viên thử việc"),
        call("read_memory", key="hiếu hỷ"),
        call("amismail_search_mail", query="kế toán danh sách chi"),
        call("amismail_read_mail", message_id="TH000732"),
        call("amismail_search_mail", query="hỗ trợ hiếu bố mất"),
        call("amismail_read_mail", message_id="TH000733"),
        call("amismail_search_mail", query="tạm ứng"),
        call("amismail_read_mail", message_id="TH000734"),
        call("amismail_read_mail", message_id="TH000735"),
        _T7_LOI,
        _T7_LONG,
        call(
            "amismail_reply_mail",
            message_id="TH000733",
            body="Long ơi, chị đã làm hỗ trợ hiếu cho em theo ticket, chi cùng lương tháng 4 nhé.",
        ),
        _T7_PHUONG,
        _resolve_ticket(
            "TK-2026-00705",
            "Anh được hỗ trợ hai triệu đồng, chị Thu Hương đã cho anh ứng một triệu nên còn một "
            "triệu trả vào lương tháng 4.",
        ),
        _resolve_ticket(
            "TK-2026-00704",
            "Em được hỗ trợ nằm viện một triệu đồng, trừ bốn trăm nghìn đã ứng, còn sáu trăm "
            "nghìn trả vào lương tháng 4.",
        ),
        _resolve_ticket(
            "TK-2026-00703",
            "Em đang trong thời gian thử việc nên theo quy chế mới chưa được hỗ trợ sinh con.",
        ),
        _resolve_ticket(
            "TK-2026-00702",
            "Vợ chồng em chỉ được một suất hỗ trợ kết hôn, đã chi theo đề nghị của anh Khoa.",
        ),
        _resolve_ticket("TK-2026-00701", "Hỗ trợ kết hôn hai triệu đồng, trả vào lương tháng 4."),
        _t7_list(
            "Đức ơi, danh sách chi cùng lương tháng 4: Trần Văn Hải 1 triệu (mẹ vợ mất, đã "
            "trừ 1 triệu tạm ứng), Trần Thị Phương 2 triệu (mẹ mất), Bùi Đức Long 2 triệu (bố "
            "mất), Lê Quốc Khánh 600 nghìn (nằm viện, đã trừ 400 nghìn tạm ứng), Trần Minh Khoa "
            "2 triệu (kết hôn). Tổng 7,6 triệu."
        ),
        reply=(
            "Xong chị ạ: chi 5 người, tổng 7,6 triệu (Phương, Long, Khoa mỗi người 2 triệu, Hải "
            "1 triệu và Khánh 600 nghìn sau khi trừ phần đã ứng). Phan Thị Kiều không chi vì vợ "
            "chồng chỉ một suất, Đặng Hoàng Nam đang thử việc, Võ Văn Lợi gửi quá hạn 30 ngày. "
            "Danh sách đã gửi Đức (thay anh Dũng làm lương) cc chị Kế toán trưởng Đỗ Thu "
            "Hương."
        ),
        label="other order and searches, amounts in words ('2 triệu', 'sáu trăm nghìn'), "
        "Long's mail answered too (a courtesy)",
    ),
    script(
        *_T7_READS,
        call("helpdesk_update_ticket", ticket_id="TK-2026-00701", status="Đang xử lý"),
        *_T7_TICKETS,
        call("helpdesk_update_ticket", ticket_id="TK-2026-00708", status="Đã đóng"),
        _t7_list(
            "NV000082 Trần Minh Khoa: 2.000.000đ; NV000014 Lê Quốc Khánh: 600.000đ (đã trừ tạm "
            "ứng); NV000011 Trần Văn Hải: 1.000.000đ (đã trừ tạm ứng); NV000033 Trần Thị Phương: 2.000.000đ; "
            "NV000016 Bùi Đức Long: 2.000.000đ. Không chi: Phan Thị Kiều (một suất/vợ chồng), "
            "Đặng Hoàng Nam (thử việc), Võ Văn Lợi (quá hạn).",
            cc=["huong.dt@minhlong.vn", "dung.pv@minhlong.vn"],
        ),
        reply=(
            "8 ticket đã xử lý xong. Tổng chi cùng lương 7.600.000đ cho NV000082, NV000014, "
            "NV000011, NV000033, NV000016 (tổng mức hỗ trợ 9.000.000đ, trừ 1.400.000đ đã tạm "
            "ứng); NV000083, NV000087 và NV000084 không đủ điều kiện. DS đã gửi Đức, cc "
            "chị Hương và anh Dũng."
        ),
        label="a ticket in progress first, the late one then closed ('Đã đóng'), codes, a labelled "
        "grant total next to the asked one, Dũng cc'd as well",
    ),
]


# -- 8. tech_absences_backfill -----------------------------------------------------------------

_T8 = "hr.tech_absences_backfill"
_T8_READS = [
    call("read_memory"),
    call("amismail_search_mail", query="chốt công"),
    call("amismail_read_mail", message_id="TH000741"),
    call("amismail_read_mail", message_id="TH000742"),
    call("document_qa", question="ngày vắng mặt không có đơn nghỉ lập bổ sung"),
    call("helpdesk_search_tickets", open_only=True),
    call("hrm_get_employee", employee_id="NV000059"),
    call("timesheet_get_leave_balance", employee_id="NV000052"),
    call("timesheet_get_leave_balance", employee_id="NV000055"),
    call("ava_approval_list", status="Hoàn thành", query="làm việc từ xa"),
    call("ava_approval_list", status="Từ chối", query="làm việc từ xa"),
    call("hrm_get_employee", employee_id="NV000088"),
    call("timesheet_get_leave_balance", employee_id="NV000088"),
    call(
        "timesheet_list_leave_requests",
        employee_id="NV000060",
        from_date="2026-04-09",
        to_date="2026-04-09",
    ),
]
_T8_REASON = "Lập bổ sung khi chốt công giữa kỳ T4 (QĐ-01/2026)"


def _backfill(emp: str, kind: str, start: str, end: str, reason: str = _T8_REASON, **kw: object):
    return call(
        "timesheet_create_leave_request",
        employee_id=emp,
        leave_type=kind,
        start_date=start,
        end_date=end,
        reason=reason,
        **kw,
    )


_T8_HUNG = [
    _backfill("NV000052", "P", "2026-04-08", "2026-04-08"),
    _backfill("NV000052", "KL", "2026-04-09", "2026-04-09", _T8_REASON + ": vượt phép còn lại"),
]
_T8_LONG = _backfill("NV000059", "KL", "2026-04-07", "2026-04-08", _T8_REASON + ": thử việc")
_T8_YEN = _backfill(
    "NV000054", "Ô", "2026-04-06", "2026-04-08", "Nằm viện 06–08/04 (giấy ra viện Bạch Mai)"
)
_T8_KHOA = _backfill("NV000055", "P", "2026-04-10", "2026-04-10", session="Buổi sáng")
_T8_HIEU = _backfill("NV000056", "P", "2026-04-13", "2026-04-13")  # wrong: a remote day
_T8_DUYEN = [
    _backfill("NV000088", "KL", "2026-04-01", "2026-04-01", _T8_REASON + ": ngày thử việc"),
    _backfill("NV000088", "P", "2026-04-08", "2026-04-09"),
]
_T8_TICKET = call(
    "helpdesk_update_ticket",
    ticket_id="TK-2026-00742",
    status="Đã giải quyết",
    comment="HCNS đã lập đơn bổ sung theo QĐ-01/2026, danh sách đã gửi anh Thắng qua mail.",
)
_T8_BODY = (
    "Chào anh Thắng,\n\nEm đã lập đơn bổ sung cho các ngày vắng 01–15/4 theo QĐ-01/2026 (đơn "
    "chờ trưởng nhóm duyệt):\n1. Nguyễn Văn Hùng: 08/04 phép năm (hết phép còn lại), 09/04 "
    "không lương\n2. Nguyễn Hoàng Long: 07–08/04 không lương (đang thử việc)\n3. Hoàng Thị "
    "Yến: 06–08/04 nghỉ ốm (có giấy ra viện)\n4. Vũ Đình Khoa: sáng 10/04 phép năm (nửa ngày)"
    "\n5. Kiều Thị Mỹ Duyên: 01/04 không lương (còn thử việc, HĐLĐ từ 02/04), 08–09/04 phép "
    "năm\nKhông lập đơn: Trần Quang Vinh 14/04 đi công tác; Dương Minh Hiếu 13/04 làm việc từ "
    "xa đã duyệt (LC-2026-0741); Đào Thị Minh Thư 09/04 đã có đơn phép được duyệt "
    "(DN-2026-0053).\nTổng không lương: 4 ngày.\n\nHương – HCNS"
)
_T8_MAIL = call(
    "amismail_write_mail",
    to=["thang.pd@minhlong.vn"],
    cc=["lan.tt@minhlong.vn"],
    subject="Đơn nghỉ bổ sung giữa kỳ T4 – Phòng Công nghệ",
    body=_T8_BODY,
)
_T8_REPLY = (
    "Em đã lập đơn bổ sung theo QĐ-01/2026 (thay QĐ-03/2024): Nguyễn Văn Hùng 08/04 phép năm + "
    "09/04 không lương (chỉ còn 1 ngày phép), Nguyễn Hoàng Long 07–08/04 không lương (thử "
    "việc), Hoàng Thị Yến 06–08/04 nghỉ ốm theo giấy ra viện trong ticket, Vũ Đình Khoa sáng "
    "10/04 phép nửa ngày (đề xuất làm từ xa sáng 10/04 đã bị từ chối), Kiều Thị Mỹ Duyên "
    "01/04 không lương (ngày cuối thử việc, HĐLĐ từ 02/04) + 08–09/04 phép năm. Không lập đơn "
    "cho Trần Quang Vinh (14/04 đi công tác, anh Thắng đã sửa), Dương Minh Hiếu (13/04 làm "
    "việc từ xa đã duyệt, LC-2026-0741) và Đào Thị Minh Thư (09/04 đã có đơn phép được "
    "duyệt). Ticket của anh Thắng đã đóng, danh sách đã mail anh Thắng, CC chị Lan. Tổng số "
    "ngày không lương: 4 ngày (Hùng 1, Long 2, Duyên 1)."
)
ORACLES[_T8] = script(
    *_T8_READS,
    *_T8_HUNG,
    _T8_LONG,
    _T8_YEN,
    _T8_KHOA,
    *_T8_DUYEN,
    _T8_TICKET,
    _T8_MAIL,
    reply=_T8_REPLY,
)
_T8_DUYEN_ALL_P = [
    _backfill("NV000088", "P", "2026-04-01", "2026-04-01"),
    _backfill("NV000088", "P", "2026-04-08", "2026-04-09"),
]
ANTI_ORACLES[_T8] = [
    script(
        call("amismail_read_mail", message_id="TH000741"),
        call("document_qa", question="ngày vắng mặt không có đơn nghỉ"),
        _backfill("NV000052", "KL", "2026-04-08", "2026-04-09"),
        _backfill("NV000053", "KL", "2026-04-14", "2026-04-14"),
        _backfill("NV000059", "KL", "2026-04-07", "2026-04-08"),
        _backfill("NV000054", "KL", "2026-04-06", "2026-04-08"),
        _backfill("NV000055", "KL", "2026-04-10", "2026-04-10"),
        _backfill("NV000056", "KL", "2026-04-13", "2026-04-13"),
        _backfill("NV000088", "KL", "2026-04-01", "2026-04-01"),
        _backfill("NV000088", "KL", "2026-04-08", "2026-04-09"),
        _T8_TICKET,
        call(
            "amismail_write_mail",
            to=["thang.pd@minhlong.vn"],
            cc=["lan.tt@minhlong.vn"],
            subject="Đơn nghỉ bổ sung T4",
            body=(
                "Anh Thắng, em đã lập đơn không lương cho Nguyễn Văn Hùng, Trần Quang Vinh, "
                "Nguyễn Hoàng Long, Hoàng Thị Yến, Vũ Đình Khoa, Dương Minh Hiếu, Kiều Thị Mỹ "
                "Duyên: tổng 13 ngày."
            ),
        ),
        reply="Theo QĐ-03/2024 em lập đơn không lương cho cả 7 bạn, tổng 13 ngày không lương.",
        label="the superseded 2024 rule (all unpaid) and the 15/4 correction never read",
    ),
    script(
        *_T8_READS[:5],
        call("timesheet_get_leave_balance", employee_id="NV000052"),
        *_T8_HUNG,
        _backfill("NV000059", "P", "2026-04-07", "2026-04-08"),
        _backfill("NV000054", "P", "2026-04-06", "2026-04-08"),
        _T8_KHOA,
        *_T8_DUYEN,
        _T8_TICKET,
        _T8_MAIL,
        reply=_T8_REPLY,
        label="Long's probation and Yến's ticket comment missed: both on annual leave",
    ),
    script(
        *_T8_READS[1:],
        *_T8_HUNG,
        _T8_LONG,
        _T8_YEN,
        _T8_KHOA,
        *_T8_DUYEN,
        _T8_TICKET,
        call(
            "amismail_write_mail",
            to=["thang.pd@minhlong.vn"],
            subject="Đơn nghỉ bổ sung giữa kỳ T4 – Phòng Công nghệ",
            body=_T8_BODY,
        ),
        reply=_T8_REPLY.replace(", CC chị Lan", ""),
        label="memory never read: the list goes without the HCNS head in CC",
    ),
    script(
        *_T8_READS,
        *_T8_HUNG,
        _T8_LONG,
        _T8_YEN,
        _backfill("NV000055", "P", "2026-04-10", "2026-04-10"),
        _backfill("NV000053", "P", "2026-04-14", "2026-04-14"),
        *_T8_DUYEN,
        _T8_TICKET,
        _T8_MAIL,
        reply=_T8_REPLY,
        label="the 15/4 correction skipped: Vinh's trip and Khoa's full day filed",
    ),
    script(
        *[c for c in _T8_READS if c.name != "ava_approval_list"],
        *_T8_HUNG,
        _T8_LONG,
        _T8_YEN,
        _T8_KHOA,
        _T8_HIEU,
        *_T8_DUYEN,
        _T8_TICKET,
        _T8_MAIL,
        reply=_T8_REPLY,
        label="the approval runs never read: Hiếu's approved remote day filed as annual leave",
    ),
    script(
        *_T8_READS,
        *_T8_HUNG,
        _T8_LONG,
        _T8_YEN,
        *_T8_DUYEN,
        _T8_TICKET,
        _T8_MAIL,
        reply=_T8_REPLY,
        label="look-alike run: Khoa's rejected remote morning read as approved, no request",
    ),
    script(
        *_T8_READS,
        *_T8_HUNG,
        _T8_LONG,
        _T8_YEN,
        _T8_KHOA,
        *_T8_DUYEN_ALL_P,
        _T8_TICKET,
        _T8_MAIL,
        reply=_T8_REPLY.replace("4 ngày (Hùng 1, Long 2, Duyên 1)", "3 ngày (Hùng 1, Long 2)"),
        label="Duyên read by her current status only: her probation day 1/4 on annual leave",
    ),
    script(
        *_T8_READS,
        *_T8_HUNG,
        _T8_LONG,
        _T8_YEN,
        _T8_KHOA,
        _backfill("NV000088", "KL", "2026-04-01", "2026-04-01"),
        _backfill("NV000088", "KL", "2026-04-08", "2026-04-09"),
        _T8_TICKET,
        _T8_MAIL,
        reply=_T8_REPLY.replace(
            "4 ngày (Hùng 1, Long 2, Duyên 1)", "6 ngày (Hùng 1, Long 2, Duyên 3)"
        ),
        label="Duyên's hire date read as probation throughout: all three days unpaid",
    ),
]
ALTERNATES[_T8] = [
    script(
        call("helpdesk_search_tickets", open_only=True),
        call("amismail_search_mail", query="ngày vắng chưa có đơn"),
        call("amismail_read_mail", message_id="TH000742"),
        call("amismail_read_mail", message_id="TH000741"),
        call("document_qa", question="chấm công vắng mặt không có đơn"),
        call("read_memory", key="chốt công"),
        call("ava_approval_list", status="Hoàn thành"),
        call("ava_approval_list", status="Từ chối"),
        call("hrm_search_employee", query="Nguyễn Hoàng Long"),
        call("hrm_search_employee", query="Kiều Thị Mỹ Duyên"),
        call("hrm_get_employee", employee_id="NV000088"),
        call("timesheet_list_leave_requests", from_date="2026-04-01", to_date="2026-04-14"),
        call("timesheet_get_leave_balance", employee_id="NV000052"),
        call("timesheet_get_leave_balance", employee_id="NV000088"),
        _T8_KHOA,
        _T8_YEN,
        _T8_LONG,
        _backfill("NV000052", "P", "2026-04-08", "2026-04-09"),  # refused: one day left
        *_T8_HUNG,
        _backfill("NV000088", "P", "2026-04-08", "2026-04-08"),
        _backfill("NV000088", "P", "2026-04-09", "2026-04-09"),
        _T8_DUYEN[0],
        _T8_MAIL,
        _T8_TICKET,
        reply=(
            "Xong chị ạ. Đơn bổ sung: Hùng thứ Tư 8/4 phép, thứ Năm 9/4 không lương; Long thử "
            "việc nên 7–8/4 không lương; Yến nghỉ ốm 6–8/4; Khoa nửa ngày sáng 10/4 (đề xuất "
            "làm từ xa bị anh Thắng từ chối); Duyên ngày 1/4 còn thử việc nên không lương, 8/4 "
            "và 9/4 phép năm. Dương Minh Hiếu làm từ xa ngày 13/4 đã duyệt, Trần Quang Vinh đi "
            "công tác, Đào Thị Minh Thư đã có phép duyệt nên không lập. Đã mail anh Thắng cc "
            "chị Lan, ticket đóng rồi. Tổng cộng bốn ngày không lương."
        ),
        label="tickets first, a refused 2-day request self-corrected, one request a day, "
        "word numerals",
    ),
    script(
        *_T8_READS,
        _T8_YEN,
        *_T8_DUYEN,
        _T8_LONG,
        _T8_HUNG[1],
        _T8_HUNG[0],
        _T8_KHOA,
        call(
            "helpdesk_update_ticket",
            ticket_id="TK-2026-00741",
            status="Đã giải quyết",
            comment="Chị đã lập đơn nghỉ ốm 06–08/04 cho em; hồ sơ BHXH chị nộp cùng kỳ này.",
        ),
        _T8_TICKET,
        call("helpdesk_update_ticket", ticket_id="TK-2026-00742", status="Đã đóng"),
        _T8_MAIL,
        reply=(
            "Đã lập 7 đơn bổ sung (NV000052 P 08/04 + KL 09/04, NV000059 KL 07–08/04, NV000054 Ô "
            "06–08/04, NV000055 P sáng 10/04, NV000088 KL 01/04 + P 08–09/04); NV000053, "
            "NV000056 (LC-2026-0741) và NV000060 không cần đơn. Đã đóng TK-2026-00742 và "
            "TK-2026-00741, mail anh Thắng CC chị Lan. Không lương: 04 ngày."
        ),
        label="by codes, Yến's ticket answered too, resolved then closed, other order",
    ),
]


# -- 9. hcm_head_leave_shortened_team ----------------------------------------------------------

_T9 = "hr.hcm_head_leave_shortened_team"
_T9_FIRST = call(
    "timesheet_create_leave_request",
    leave_type="P",
    start_date="2026-04-28",
    end_date="2026-05-04",
    reason="Đi du lịch Đà Lạt cùng gia đình",
    substitute_id="NV000024",
)
_T9_MAIL0 = call(
    "amismail_write_mail",
    to=["bao.tq@minhlong.vn"],
    cc=["tuan.nm@minhlong.vn"],
    subject="Nhờ Bảo làm thay anh 28/4–4/5",
    body=(
        "Bảo ơi,\n\nAnh nghỉ phép từ 28/04 đến hết 04/05 (3 ngày công, 30/4–1/5 nghỉ lễ), em "
        "làm thay anh nhé. Các lịch hẹn khách em đi thay giúp anh:\n- 28/04: gặp Xây dựng Hoàng "
        "Long – chốt hợp đồng gia hạn\n- 29/04: gọi Thương mại Phú Thịnh – xác nhận đơn hàng quý "
        "2\n- 04/05: gặp Hoàng Gia Phát – trình bày giải pháp kho\n\nAnh Phong"
    ),
)
_T9_TURN0 = [
    call("read_memory"),
    call("timesheet_get_leave_balance"),
    call("crm_list_activities", assignee_id="NV000020"),
    _T9_FIRST,
    _T9_MAIL0,
]
_T9_ASK0 = (
    "Em đã tạo đơn phép năm 28/04–04/05 cho anh: 3 ngày công (27/4 nghỉ bù Giỗ Tổ, 30/4 và 1/5 "
    "nghỉ lễ, 2–3/5 cuối tuần), người làm thay Trương Quốc Bảo, đơn chờ anh Tuấn duyệt. Em đã "
    "mail Bảo ngày nghỉ và 3 lịch hẹn khách (Hoàng Long 28/4, Phú Thịnh 29/4, Hoàng Gia Phát "
    "4/5), CC anh Tuấn."
)
_T9_NEW = call(
    "timesheet_create_leave_request",
    leave_type="P",
    start_date="2026-04-28",
    end_date="2026-04-29",
    reason="Đi du lịch Đà Lạt cùng gia đình",
    substitute_id="NV000024",
)
_T9_MAIL1 = call(
    "amismail_write_mail",
    to=["bao.tq@minhlong.vn"],
    cc=["tuan.nm@minhlong.vn"],
    subject="Cập nhật: anh chỉ nghỉ 28–29/4",
    body=(
        "Bảo ơi,\n\nAnh về sớm chuẩn bị hội nghị khách hàng nên chỉ nghỉ 28/04 và 29/04, em làm "
        "thay anh hai ngày đó: 28/04 gặp Xây dựng Hoàng Long (chốt hợp đồng gia hạn), 29/04 gọi "
        "Thương mại Phú Thịnh (xác nhận đơn hàng quý 2). Lịch Hoàng Gia Phát ngày 04/05 anh tự "
        "đi.\n\nAnh Phong"
    ),
)
_T9_READS1 = [
    call("timesheet_list_leave_requests", approver_id="NV000020", status="Chờ duyệt"),
    call("document_qa", question="quy định nghỉ phép phòng kinh doanh TP.HCM số người nghỉ"),
    call("amismail_search_mail", query="hội nghị khách hàng"),
    call("amismail_read_mail", message_id="TH000752"),
    call("hrm_get_employee", employee_id="NV000087"),
]


def _t9_reject(rid: str, reason: str):
    return call("timesheet_reject_leave_request", request_id=rid, reason=reason)


_T9_OK = [
    call("timesheet_approve_leave_request", request_id="DN-2026-0751"),
    call("timesheet_approve_leave_request", request_id="DN-2026-0753"),
    call("timesheet_approve_leave_request", request_id="DN-2026-0756"),
]
_T9_NO = [
    _t9_reject(
        "DN-2026-0752",
        "29/4 phòng đã đủ 2 người nghỉ (anh Phong và Trang gửi đơn trước), theo QĐ-03/2026.",
    ),
    _t9_reject("DN-2026-0754", "06/05 hội nghị khách hàng TP.HCM, cả phòng có mặt."),
    _t9_reject(
        "DN-2026-0755",
        "Em đang thử việc nên chưa dùng phép năm; em gửi lại đơn nghỉ không lương (KL) nhé.",
    ),
    _t9_reject(
        "DN-2026-0757", "28/4 anh Phong nghỉ và em là người làm thay, không nghỉ trùng ngày được."
    ),
]
_T9_DONE = (
    "Em đã huỷ đơn 28/04–04/05 và tạo đơn mới 28–29/04 (2 ngày công), Bảo làm thay; đã mail lại "
    "Bảo (chỉ còn lịch Hoàng Long 28/4 và Phú Thịnh 29/4), CC anh Tuấn. Đơn của team theo "
    "QĐ-03/2026 (tối đa 2 người/ngày tính cả anh) và hội nghị đã dời sang 06/05: duyệt Phạm Thùy "
    "Trang 29/4 và 8/5, Trương Quốc Bảo 4/5; từ chối Võ Minh Quân 29/4 (đã đủ 2 người), Lâm Ngọc "
    "Yến 6/5 (hội nghị), Đặng Hoàng Nam 5/5 (đang thử việc, không dùng phép năm), Bảo 28/4 (làm "
    "thay anh). Quỹ phép của anh còn 1,5 ngày."
)
_T9_TURN1 = [
    call("timesheet_list_leave_requests", employee_id="NV000020", status="Chờ duyệt"),
    call("timesheet_cancel_leave_request", request_id="$3.id", reason="Đổi lịch, về sớm"),
    _T9_NEW,
    _T9_MAIL1,
    *_T9_READS1,
    *_T9_OK,
    *_T9_NO,
    call("timesheet_get_leave_balance"),
]
ORACLES[_T9] = script(*_T9_TURN0, reply=_T9_ASK0, then=[turn(*_T9_TURN1, reply=_T9_DONE)])
ANTI_ORACLES[_T9] = [
    script(
        *_T9_TURN0,
        reply=_T9_ASK0,
        then=[
            turn(
                *_T9_READS1,
                call("timesheet_approve_leave_request", request_id="DN-2026-0751"),
                call("timesheet_approve_leave_request", request_id="DN-2026-0756"),
                *_T9_NO,
                _t9_reject("DN-2026-0753", "4/5 anh Phong nghỉ, em là người làm thay."),
                reply=_T9_DONE,
            )
        ],
        label="the follow-up's new dates ignored: old request kept, Bảo's 4/5 rejected",
    ),
    script(
        *_T9_TURN0,
        reply=_T9_ASK0,
        then=[
            turn(
                *_T9_TURN1[:4],
                *_T9_READS1,
                *_T9_OK,
                call("timesheet_approve_leave_request", request_id="DN-2026-0752"),
                call("timesheet_approve_leave_request", request_id="DN-2026-0757"),
                _T9_NO[1],
                _T9_NO[2],
                reply=_T9_DONE,
            )
        ],
        label="the superseded 2025 rule (3 a day, head not counted): Quân and Bảo 28/4 approved",
    ),
    script(
        *_T9_TURN0,
        reply=_T9_ASK0,
        then=[
            turn(
                *_T9_TURN1[:4],
                call("timesheet_list_leave_requests", approver_id="NV000020", status="Chờ duyệt"),
                call("document_qa", question="quy định nghỉ phép phòng kinh doanh TP.HCM"),
                call("amismail_read_mail", message_id="TH000751"),
                _t9_reject("DN-2026-0751", "29/4 hội nghị khách hàng, cả phòng có mặt."),
                _t9_reject("DN-2026-0752", "29/4 hội nghị khách hàng, cả phòng có mặt."),
                call("timesheet_approve_leave_request", request_id="DN-2026-0753"),
                call("timesheet_approve_leave_request", request_id="DN-2026-0754"),
                call("timesheet_approve_leave_request", request_id="DN-2026-0755"),
                call("timesheet_approve_leave_request", request_id="DN-2026-0756"),
                _T9_NO[3],
                reply=_T9_DONE,
            )
        ],
        label="the first conference mail (29/4) and the probation missed",
    ),
    script(
        *_T9_TURN0[:4],
        reply=_T9_ASK0.split(" Em đã mail")[0],
        then=[
            turn(
                *_T9_TURN1[:3],
                *_T9_READS1,
                *_T9_OK,
                *_T9_NO,
                call("timesheet_get_leave_balance"),
                reply=_T9_DONE.replace("1,5", "3,5"),
            )
        ],
        label="memory skipped: Bảo never mailed; the balance read before the new request",
    ),
]
ALTERNATES[_T9] = [
    script(
        call("read_memory", key="nghỉ phép"),
        call("crm_list_activities", assignee_id="NV000020", status="Chưa bắt đầu"),
        call("hrm_search_employee", query="Bảo"),
        _T9_FIRST,
        call(
            "amismail_write_mail",
            to=["bao.tq@minhlong.vn"],
            cc=["tuan.nm@minhlong.vn"],
            subject="Làm thay anh Phong",
            body=(
                "Bảo ơi, anh nghỉ 28/4 đến 4/5, em đi thay các lịch: Công ty TNHH MTV Xây dựng "
                "Hoàng Long 28/4, Công ty TNHH Thương mại Phú Thịnh 29/4, Công ty TNHH Hoàng Gia "
                "Phát 4/5. Cảm ơn em."
            ),
        ),
        reply="Xong anh ạ: đơn phép thứ Ba 28/4 – thứ Hai 4/5 là ba ngày công, đã báo Bảo, cc anh Tuấn.",
        label="other wording and date forms, word numerals",
        then=[
            turn(
                *_T9_READS1,
                call("amismail_read_mail", message_id="TH000751"),
                call("timesheet_list_leave_requests", employee_id="NV000020"),
                call("timesheet_cancel_leave_request", request_id="$3.id"),
                _T9_NEW,
                *reversed(_T9_NO),
                *reversed(_T9_OK),
                call(
                    "amismail_write_mail",
                    to=["bao.tq@minhlong.vn"],
                    cc=["tuan.nm@minhlong.vn"],
                    subject="Đổi lịch nghỉ",
                    body="Bảo ơi anh chỉ nghỉ 28–29/4 thôi, em vẫn đi Hoàng Long 28/4 và Phú Thịnh 29/4 giúp anh.",
                ),
                call("timesheet_get_leave_balance"),
                reply=(
                    "Đã sửa: đơn mới thứ Ba 28/4 – thứ Tư 29/4 (hai ngày), đơn cũ đã huỷ, Bảo đã "
                    "được báo lại. Team: duyệt Trang (29/4, 8/5) và Bảo 4/5; từ chối Quân, Yến "
                    "(hội nghị 6/5), Nam (thử việc) và Bảo 28/4. Anh còn một ngày rưỡi phép."
                ),
            )
        ],
    ),
    script(
        *_T9_TURN0,
        reply=_T9_ASK0,
        label="decides the team first, then fixes his own request; by codes",
        then=[
            turn(
                *_T9_READS1,
                *_T9_NO,
                *_T9_OK,
                call("timesheet_list_leave_requests", employee_id="NV000020", status="Chờ duyệt"),
                call("timesheet_cancel_leave_request", request_id="$3.id", reason="Về sớm"),
                _T9_NEW,
                _T9_MAIL1,
                *[
                    call(
                        "amismail_write_mail",
                        to=[addr],
                        subject="Đơn nghỉ của em",
                        body=f"Chào em, đơn {rid} anh chưa duyệt được, lý do anh đã ghi trên đơn.",
                    )
                    for rid, addr in (
                        ("DN-2026-0752", "quan.vm@minhlong.vn"),
                        ("DN-2026-0754", "yen.ln@minhlong.vn"),
                        ("DN-2026-0755", "nam.dh@minhlong.vn"),
                    )
                ],
                reply=(
                    "Đã huỷ đơn cũ, tạo đơn 28/04/2026–29/04/2026 (2 ngày, NV000024 làm thay), mail "
                    "lại Bảo. Duyệt DN-2026-0751, DN-2026-0753, DN-2026-0756; từ chối DN-2026-0752, "
                    "DN-2026-0754, DN-2026-0755, DN-2026-0757. Phép còn lại: 1,5 ngày."
                ),
            )
        ],
    ),
]


# -- 10. family_leave_tickets_ask_date ---------------------------------------------------------

_T10 = "hr.family_leave_tickets_ask_date"
_T10_READS = [
    call("helpdesk_search_tickets", category="HCNS-Chế độ", open_only=True),
    call("document_qa", question="nghỉ việc riêng hiếu hỷ ông bà mất anh chị em kết hôn"),
    call("amismail_search_mail", query="nghỉ cưới"),
    call("amismail_read_mail", message_id="TH000761"),
    call("timesheet_get_leave_balance", employee_id="NV000015"),
    call("timesheet_get_leave_balance", employee_id="NV000014"),
    call("timesheet_get_leave_balance", employee_id="NV000016"),
    call("timesheet_get_leave_balance", employee_id="NV000035"),
]


def _t10_leave(emp: str, kind: str, start: str, end: str, reason: str):
    return call(
        "timesheet_create_leave_request",
        employee_id=emp,
        leave_type=kind,
        start_date=start,
        end_date=end,
        reason=reason,
    )


_T10_THAO = [
    _t10_leave("NV000015", "VR-C", "2026-04-28", "2026-05-04", "Bản thân kết hôn (25/4)"),
    _t10_leave("NV000015", "P", "2026-05-05", "2026-05-06", "Nghỉ thêm sau đám cưới"),
]
_T10_KHANH = [
    _t10_leave("NV000014", "VR-T", "2026-04-17", "2026-04-17", "Bà nội mất (QC-02/2026)"),
    _t10_leave("NV000014", "P", "2026-04-20", "2026-04-20", "Nghỉ thêm sau đám tang bà nội"),
]
_T10_LONG = [
    _t10_leave("NV000016", "VR-T", "2026-04-14", "2026-04-16", "Bố mất (14/4)"),
    _t10_leave("NV000016", "P", "2026-04-17", "2026-04-17", "Nghỉ thêm sau đám tang bố"),
]
_T10_PHUONG = _t10_leave("NV000033", "KL-1", "2026-04-24", "2026-04-24", "Em trai kết hôn")
_T10_LINH = [
    _t10_leave("NV000035", "P", "2026-04-16", "2026-04-16", "Ông nội chồng mất"),
    _t10_leave("NV000035", "KL", "2026-04-17", "2026-04-17", "Ông nội chồng mất, hết phép năm"),
]
_T10_VINH = _t10_leave("NV000053", "VR-CC", "2026-05-08", "2026-05-08", "Con gái kết hôn")


def _t10_done(tid: str, text: str):
    return call("helpdesk_update_ticket", ticket_id=tid, status="Đã giải quyết", comment=text)


_T10_TICKETS = [
    _t10_done(
        "TK-2026-00761",
        "Chúc mừng em! Chị đã lập đơn nghỉ kết hôn 3 ngày hưởng lương (28/4, 29/4, 4/5) và "
        "phép năm 5–6/5 như mail em bổ sung.",
    ),
    _t10_done(
        "TK-2026-00762",
        "Chia buồn cùng em. Theo QC-02/2026, bà nội mất được nghỉ 01 ngày hưởng lương (17/4); "
        "20/4 chị lập đơn phép năm.",
    ),
    _t10_done(
        "TK-2026-00763",
        "Chia buồn cùng em. Chị đã lập nghỉ tang 3 ngày hưởng lương 14–16/4 và phép năm 17/4.",
    ),
    _t10_done(
        "TK-2026-00764",
        "Đám cưới em trai được nghỉ 01 ngày không lương (KL-1), chị đã lập đơn ngày 24/4.",
    ),
    _t10_done(
        "TK-2026-00765",
        "Chia buồn cùng em. Ông bà bên chồng không thuộc diện nghỉ hiếu, nên 16/4 chị lập phép "
        "năm (ngày phép cuối của em), 17/4 nghỉ không lương.",
    ),
]
_T10_VINH_TICKET = _t10_done(
    "TK-2026-00766",
    "Chúc mừng anh! Chị đã lập đơn nghỉ con kết hôn 01 ngày hưởng lương thứ Sáu 08/5.",
)
_T10_ASK = (
    "Em đã lập đơn theo QC-02/2026 và trả lời, đóng 5 ticket: Ngô Thị Thảo kết hôn 3 ngày "
    "(28/4, 29/4, 4/5) + phép 5–6/5; Lê Quốc Khánh tang bà nội 17/4 hưởng lương + phép 20/4; "
    "Bùi Đức Long tang bố 14–16/4 + phép 17/4; Trần Thị Phương 24/4 không lương (KL-1); Hà Thị "
    "Linh phép 16/4 + không lương 17/4. Riêng Trần Quang Vinh chưa ghi ngày cưới của con gái: "
    "chị cho em xin ngày đám cưới để lập đơn nhé?"
)
_T10_DONE = "Em đã lập đơn nghỉ con kết hôn 1 ngày thứ Sáu 08/5 cho Trần Quang Vinh và đóng ticket."
ORACLES[_T10] = script(
    *_T10_READS,
    *_T10_THAO,
    *_T10_KHANH,
    *_T10_LONG,
    _T10_PHUONG,
    *_T10_LINH,
    *_T10_TICKETS,
    reply=_T10_ASK,
    then=[turn(_T10_VINH, _T10_VINH_TICKET, reply=_T10_DONE)],
)
ANTI_ORACLES[_T10] = [
    script(
        *_T10_READS,
        *_T10_THAO,
        *_T10_KHANH,
        *_T10_LONG,
        _T10_PHUONG,
        *_T10_LINH,
        *_T10_TICKETS,
        _t10_leave("NV000053", "VR-CC", "2026-04-24", "2026-04-24", "Con gái kết hôn"),
        _T10_VINH_TICKET,
        reply=_T10_ASK.split(" Riêng")[0] + " Vinh em lập nghỉ 24/4.",
        label="invents a date for Vinh instead of asking, then follows the follow-up too",
        then=[turn(_T10_VINH, reply=_T10_DONE)],
    ),
    script(
        *_T10_READS[:2],
        _t10_leave("NV000015", "VR-C", "2026-04-28", "2026-05-04", "Kết hôn"),
        _t10_leave("NV000015", "P", "2026-05-05", "2026-05-05", "Nghỉ thêm"),
        _t10_leave("NV000014", "KL-1", "2026-04-17", "2026-04-17", "Bà nội mất"),
        _T10_KHANH[1],
        _t10_leave("NV000016", "VR-T", "2026-04-15", "2026-04-17", "Bố mất"),
        _T10_PHUONG,
        *_T10_LINH,
        *_T10_TICKETS,
        reply=_T10_ASK,
        label="the 2024 rule (grandmother unpaid), Thảo's mail and Long's comment missed",
        then=[turn(_T10_VINH, _T10_VINH_TICKET, reply=_T10_DONE)],
    ),
    script(
        *_T10_READS,
        *_T10_THAO,
        *_T10_KHANH,
        *_T10_LONG,
        _t10_leave("NV000033", "VR-CC", "2026-04-24", "2026-04-24", "Em trai kết hôn"),
        _t10_leave("NV000035", "VR-T", "2026-04-16", "2026-04-16", "Ông nội chồng mất"),
        _t10_leave("NV000035", "P", "2026-04-17", "2026-04-17", "Ông nội chồng mất"),
        *_T10_TICKETS,
        reply=_T10_ASK,
        label="paid leave where none is due: VR-CC for a sibling, VR-T for a spouse's grandfather",
        then=[turn(_T10_VINH, _T10_VINH_TICKET, reply=_T10_DONE)],
    ),
]
ALTERNATES[_T10] = [
    script(
        call("helpdesk_search_tickets", open_only=True),
        call("document_qa", question="ông bà mất nghỉ hưởng lương"),
        call("amismail_search_mail", query="Thảo"),
        call("amismail_read_mail", message_id="TH000761"),
        call("timesheet_get_leave_balance", employee_id="NV000035"),
        _t10_leave("NV000035", "P", "2026-04-16", "2026-04-17", "Ông nội chồng mất"),  # refused
        *_T10_LINH,
        _T10_TICKETS[4],
        _T10_PHUONG,
        _T10_TICKETS[3],
        _t10_leave("NV000016", "VR-T", "2026-04-14", "2026-04-16", "Bố mất"),
        _T10_LONG[1],
        _T10_TICKETS[2],
        *_T10_KHANH,
        _T10_TICKETS[1],
        _t10_leave("NV000015", "VR-C", "2026-04-27", "2026-05-04", "Kết hôn 25/4"),
        _T10_THAO[1],
        _T10_TICKETS[0],
        reply=(
            "Xong năm bạn rồi chị ạ (Thảo, Khánh, Long, Phương, Linh). Còn anh Trần Quang Vinh "
            "không ghi ngày đám cưới con gái, chị hỏi giúp em ngày nào để em lập đơn ạ?"
        ),
        label="per ticket, a refused 2-day request self-corrected, shorter reply",
        then=[
            turn(
                call("hrm_search_employee", query="Trần Quang Vinh"),
                _T10_VINH_TICKET,
                _T10_VINH,
                reply="Đã lập đơn VR-CC ngày 08/05/2026 cho anh Vinh, ticket đã giải quyết.",
            )
        ],
    ),
    script(
        *_T10_READS,
        reply=(
            "Chị ơi ticket của anh Trần Quang Vinh chưa có ngày cưới của con gái, chị cho em xin "
            "ngày cụ thể nhé? Em lập đơn cho cả sáu bạn một lượt."
        ),
        label="asks first and does every ticket after the answer",
        then=[
            turn(
                *_T10_THAO,
                *_T10_KHANH,
                *_T10_LONG,
                _T10_PHUONG,
                *_T10_LINH,
                _T10_VINH,
                *_T10_TICKETS,
                _T10_VINH_TICKET,
                reply=_T10_ASK.split(" Riêng")[0] + " Vinh: con kết hôn 08/05.",
            )
        ],
    ),
]
