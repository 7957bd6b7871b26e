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
_T1_REJECT = call(
    "timesheet_reject_leave_request",
    request_id="DN-2026-0058",
    reason=(
        "Ngày 24/4 em có lịch thuyết trình với An Phát Hưng (HDG00701); em sắp xếp lại lịch "
        "gặp khách hoặc đổi ngày nghỉ rồi gửi lại đơn nhé."
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
ORACLES[_T1] = script(
    call("read_memory"),
    call("timesheet_list_leave_requests", approver_id="NV000010", status="Chờ duyệt"),
    _acts("NV000011"),
    _acts("NV000013"),
    _acts("NV000020"),
    call("timesheet_approve_leave_request", request_id="DN-2026-0057"),
    call("timesheet_approve_leave_request", request_id="DN-2026-0063"),
    _T1_REJECT,
    _T1_MAIL,
    reply=(
        "Em đã kiểm tra lịch gặp khách trên CRM như anh dặn. Đã duyệt: Trần Văn Hải nghỉ 24/4 "
        "(lịch đàm phán Thép Đông Á của anh Hải là 28/4, không trùng) và Huỳnh Thanh Phong nghỉ "
        "chiều 21/4. Đơn 24–28/4 của Phạm Thu Hà em đã từ chối vì 24/4 Hà có lịch thuyết trình "
        "với An Phát Hưng, và đã mail cho Hà sắp xếp lại."
    ),
)
ANTI_ORACLES[_T1] = [
    script(
        call("timesheet_list_leave_requests", approver_id="NV000010", status="Chờ duyệt"),
        call("timesheet_approve_leave_request", request_id="DN-2026-0057"),
        call("timesheet_approve_leave_request", request_id="DN-2026-0058"),
        call("timesheet_approve_leave_request", request_id="DN-2026-0063"),
        call("timesheet_cancel_leave_request", request_id="DN-2026-0061", reason="Dọn đơn chờ"),
        reply=(
            "Em đã duyệt cả 3 đơn: Trần Văn Hải, Phạm Thu Hà và Huỳnh Thanh Phong, không có đơn "
            "nào vướng."
        ),
        label="ignores the standing rule in memory: approves all three, clears his own pending request",
    ),
    script(
        call("read_memory"),
        call("timesheet_list_leave_requests", approver_id="NV000010", status="Chờ duyệt"),
        _acts("NV000011"),
        _acts("NV000013"),
        _acts("NV000020"),
        call(
            "timesheet_reject_leave_request",
            request_id="DN-2026-0057",
            reason="Tuần này em có lịch đàm phán với Thép Đông Á, sắp xếp lại nhé.",
        ),
        call("timesheet_approve_leave_request", request_id="DN-2026-0063"),
        _T1_REJECT,
        _T1_MAIL,
        call(
            "amismail_write_mail",
            to=["hai.tv@minhlong.vn"],
            subject="Đơn nghỉ 24/4 chưa duyệt được",
            body="Hải ơi, 28/4 em có lịch đàm phán với Thép Đông Á, sắp xếp lại đơn nghỉ nhé.",
        ),
        reply=(
            "Em đã từ chối đơn của Trần Văn Hải và Phạm Thu Hà vì vướng lịch gặp khách, duyệt đơn "
            "của Huỳnh Thanh Phong."
        ),
        label="rejects Hải for a meeting outside his leave (28/4)",
    ),
    script(
        call("read_memory"),
        call("timesheet_list_leave_requests", approver_id="NV000010", status="Chờ duyệt"),
        _acts("NV000013"),
        call("timesheet_approve_leave_request", request_id="DN-2026-0057"),
        call("timesheet_approve_leave_request", request_id="DN-2026-0063"),
        _T1_REJECT,
        reply=(
            "Đã duyệt đơn của Trần Văn Hải và Huỳnh Thanh Phong; đơn của Phạm Thu Hà em đã từ "
            "chối vì trùng lịch gặp An Phát Hưng 24/4."
        ),
        label="rejects Hà but never mails her to rearrange",
    ),
]
ALTERNATES[_T1] = [
    script(
        call("timesheet_list_leave_requests", status="Chờ duyệt"),
        call("read_memory", key="Duyệt đơn"),
        call("crm_list_activities", assignee_id="NV000013", kind="Gặp mặt"),
        call("crm_list_activities", assignee_id="NV000011", kind="Gặp mặt"),
        call("crm_list_activities", assignee_id="NV000020", kind="Gặp mặt"),
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
        call("timesheet_approve_leave_request", request_id="DN-2026-0063", note="OK"),
        call("timesheet_approve_leave_request", request_id="DN-2026-0057"),
        reply=(
            "Xong rồi anh: đơn của Phạm Thu Hà bị từ chối (thứ Sáu 24/4 có buổi thuyết trình với "
            "An Phát Hưng), em đã mail nhắc Hà. Hai đơn còn lại của Huỳnh Thanh Phong và Trần Văn "
            "Hải đã được duyệt."
        ),
        label="another order, meetings filter, Hà's rejection first",
    ),
    script(
        call("read_memory"),
        call("timesheet_list_leave_requests", approver_id="NV000010", status="Chờ duyệt"),
        call("crm_search_customer", query="An Phát Hưng"),
        _acts("NV000013"),
        _acts("NV000011"),
        _acts("NV000020"),
        call("timesheet_approve_leave_request", request_id="DN-2026-0057"),
        call("timesheet_approve_leave_request", request_id="DN-2026-0063"),
        _T1_REJECT,
        _T1_MAIL,
        reply=(
            "Đã duyệt 2 đơn (NV000011 ngày 24/4, NV000020 chiều 21/4). Đơn DN-2026-0058 của "
            "NV000013 không được duyệt: trùng lịch gặp khách ngày 24/4, em đã báo Hà."
        ),
        label="people by employee code, terse",
    ),
]
