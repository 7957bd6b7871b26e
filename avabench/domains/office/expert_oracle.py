"""Reference solutions (``ORACLES``), deliberately wrong ones (``ANTI_ORACLES``) and other correct
ones (``ALTERNATES``) for the office expert tasks (:mod:`.expert`). Every anti-oracle's
``label`` says what is wrong with it; each must fail its task.
"""

from __future__ import annotations

from avabench.task import Script, ToolCall, call, script, turn

P = "office."

ORACLES: dict[str, Script] = {}
ANTI_ORACLES: dict[str, list[Script]] = {}
ALTERNATES: dict[str, list[Script]] = {}


def _approve(run_id: str, note: str = "") -> ToolCall:
    return call("ava_approval", run_id=run_id, action="đồng ý", **({"note": note} if note else {}))


def _return(run_id: str, note: str) -> ToolCall:
    return call("ava_approval", run_id=run_id, action="trả về", note=note)


# ============================================================================================
# 1. advance_queue_two_policies
# ============================================================================================

_LONG_NOTE = (
    "Em còn khoản tạm ứng LC-2026-0785 chưa quyết toán (đã quá hạn hoàn ứng). Theo quy trình mỗi "
    "người chỉ có một khoản tạm ứng chưa quyết toán: em hoàn ứng LC-2026-0785 rồi gửi lại nhé."
)
_CASH_NOTE = (
    "Khoản 7.200.000 đ từ 5 triệu trở lên phải chuyển khoản qua ngân hàng, không chi tiền mặt "
    "(QT-02/2025/ML-TCKT mục 6). Em đổi sang chuyển khoản rồi gửi lại."
)
_CAP_NOTE = (
    "Tạm ứng công tác phí tối đa 80% dự toán (10.000.000 đ → tối đa 8.000.000 đ); em đề nghị "
    "9.000.000 đ là 90%. Em sửa số tiền rồi gửi lại nhé."
)
_LINH_REPLY = (
    "Chào Linh,\n\nAnh đã duyệt đề nghị tạm ứng LC-2026-0784 của Thảo (công tác Đà Nẵng "
    "21–23/4, 12.000.000 đ), hiện chuyển sang chị Hương duyệt bước Kế toán trưởng. Đề nghị "
    "LC-2026-0701 của Long anh đã trả về vì Long chưa quyết toán LC-2026-0785; LC-2026-0704 của "
    "Khánh anh cũng trả về vì vượt 80% dự toán.\n\nHải"
)
_QUEUE_REPLY = (
    "Em đã xử lý 5 đề nghị chờ anh duyệt:\n"
    "- Đồng ý LC-2026-0784 (tạm ứng Đà Nẵng của Thảo, 12 triệu = 80% dự toán 15 triệu; giờ chờ "
    "chị Hương – Kế toán trưởng) và LC-2026-0702 (2 tai nghe Jabra, 4,5 triệu).\n"
    "- Trả về LC-2026-0701 (Long): Long còn khoản tạm ứng LC-2026-0785 chưa quyết toán, mỗi "
    "người chỉ được một khoản tạm ứng chưa quyết toán.\n"
    "- Trả về LC-2026-0703 (Khánh): 7,2 triệu đề nghị chi tiền mặt, khoản từ 5 triệu phải "
    "chuyển khoản.\n"
    "- Trả về LC-2026-0704 (Khánh): tạm ứng 9 triệu trên dự toán 10 triệu, vượt mức tối đa "
    "80%.\nEm đã rep chị Linh khoản đã duyệt LC-2026-0784."
)

ORACLES[P + "advance_queue_two_policies"] = script(
    call("amismail_search_mail", query="tạm ứng", unread_only=True),
    call("amismail_read_mail", message_id="TH000701"),
    call("ava_approval_list"),
    call("document_qa", question="tạm ứng chưa quyết toán, hoàn ứng, thanh toán tiền mặt"),
    call("document_qa", question="tạm ứng công tác phí tối đa bao nhiêu phần trăm dự toán"),
    _approve("LC-2026-0784"),
    _approve("LC-2026-0702"),
    _return("LC-2026-0701", _LONG_NOTE),
    _return("LC-2026-0703", _CASH_NOTE),
    _return("LC-2026-0704", _CAP_NOTE),
    call("amismail_reply_mail", message_id="TH000701", body=_LINH_REPLY),
    reply=_QUEUE_REPLY,
)

ANTI_ORACLES[P + "advance_queue_two_policies"] = [
    script(
        call("ava_approval_list"),
        *(
            _approve(r)
            for r in (
                "LC-2026-0784",
                "LC-2026-0702",
                "LC-2026-0701",
                "LC-2026-0703",
                "LC-2026-0704",
            )
        ),
        call("amismail_reply_mail", message_id="TH000701", body=_LINH_REPLY),
        reply="Em đã đồng ý cả 5 đề nghị LC-2026-0784, 0702, 0701, 0703, 0704.",
        label="approves everything without reading the policies or Linh's mail",
    ),
    script(
        call("ava_approval_list"),
        call("document_qa", question="thanh toán tiền mặt"),
        _approve("LC-2026-0784"),
        _approve("LC-2026-0702"),
        _approve("LC-2026-0701"),
        _return("LC-2026-0703", _CASH_NOTE),
        _approve("LC-2026-0704"),
        call("amismail_reply_mail", message_id="TH000701", body=_LINH_REPLY),
        reply="Đã đồng ý LC-2026-0784, LC-2026-0702, LC-2026-0701, LC-2026-0704; trả về "
        "LC-2026-0703 vì phải chuyển khoản.",
        label="applies the cash rule only: misses Long's open advance (mail) and the 80 % cap",
    ),
    script(
        call("ava_approval_list"),
        _approve("LC-2026-0784"),
        _approve("LC-2026-0702"),
        call("ava_approval", run_id="LC-2026-0701", action="từ chối", note=_LONG_NOTE),
        call("ava_approval", run_id="LC-2026-0703", action="từ chối", note=_CASH_NOTE),
        call("ava_approval", run_id="LC-2026-0704", action="từ chối", note=_CAP_NOTE),
        call("amismail_reply_mail", message_id="TH000701", body=_LINH_REPLY),
        reply="Đồng ý LC-2026-0784, LC-2026-0702; từ chối LC-2026-0701, LC-2026-0703, "
        "LC-2026-0704 (tối đa 80%, phải chuyển khoản).",
        label="rejects (ends the runs) instead of returning them as asked",
    ),
    script(
        call("ava_approval_list"),
        _approve("LC-2026-0784"),
        _approve("LC-2026-0702"),
        _return("LC-2026-0701", _LONG_NOTE),
        _return("LC-2026-0703", _CASH_NOTE),
        _return("LC-2026-0704", _CAP_NOTE),
        reply=_QUEUE_REPLY.replace("Em đã rep chị Linh khoản đã duyệt LC-2026-0784.", ""),
        label="processes the queue but never answers Linh",
    ),
    script(
        call("ava_approval_list"),
        _return("LC-2026-0784", "Trên 10 triệu, cần bổ sung dự toán chi tiết."),
        _approve("LC-2026-0702"),
        _return("LC-2026-0701", _LONG_NOTE),
        _return("LC-2026-0703", _CASH_NOTE),
        _return("LC-2026-0704", _CAP_NOTE),
        call(
            "amismail_reply_mail",
            message_id="TH000701",
            body="Chào Linh, tuần này anh chưa duyệt khoản tạm ứng nào.",
        ),
        reply="Em trả về LC-2026-0784, LC-2026-0701, LC-2026-0703, LC-2026-0704 (tối đa 80%, "
        "phải chuyển khoản); đồng ý LC-2026-0702.",
        label="also returns LC-2026-0784, which is exactly 80 % of its estimate",
    ),
]

ALTERNATES[P + "advance_queue_two_policies"] = [
    script(
        call("ava_approval_list"),
        call("document_qa", question="quy trình phê duyệt chi tạm ứng chứng từ thanh toán"),
        call("document_qa", question="chính sách công tác phí tạm ứng dự toán"),
        call("amismail_search_mail", from_addr="linh.ht"),
        call("amismail_read_mail", message_id="TH000701"),
        _return("LC-2026-0704", "Vượt mức tạm ứng 80% dự toán: tối đa 8 triệu."),
        _return("LC-2026-0703", "Khoản này phải thanh toán qua ngân hàng, không chi tiền mặt."),
        _return("LC-2026-0701", "Em quyết toán khoản tạm ứng LC-2026-0785 trước rồi gửi lại."),
        _approve("LC-2026-0702", "OK"),
        _approve("LC-2026-0784", "Hợp lệ, 80% dự toán"),
        call(
            "amismail_write_mail",
            to=["linh.ht@minhlong.vn"],
            subject="Tạm ứng phòng Kinh doanh đã duyệt",
            body="Linh ơi, khoản tạm ứng anh đã duyệt: LC-2026-0784 (Ngô Thị Thảo, 12 triệu, "
            "đi Đà Nẵng). Khoản của Long anh trả về rồi.",
        ),
        reply=(
            "Xong anh ạ. Đã duyệt: LC-2026-0702 và LC-2026-0784 (đang chờ Kế toán trưởng). Đã trả "
            "về: LC-2026-0701 vì Long chưa hoàn ứng khoản cũ; LC-2026-0703 vì khoản trên 5 triệu "
            "phải thanh toán qua ngân hàng; LC-2026-0704 vì tạm ứng tối đa tám mươi phần trăm dự "
            "toán, tức 8 triệu. Em đã mail báo chị Linh."
        ),
        label="policies first, returns before approvals, a new mail to Linh, other wording",
    ),
    script(
        call("ava_approval_list"),
        call("amismail_search_mail", query="quyết toán"),
        call("amismail_read_mail", message_id="TH000701"),
        call("document_qa", question="mỗi nhân viên chỉ có một khoản tạm ứng chưa quyết toán"),
        call("document_qa", question="tạm ứng công tác phí tối đa 80% dự toán"),
        _approve("LC-2026-0702"),
        _return("LC-2026-0703", _CASH_NOTE),
        _approve("LC-2026-0784"),
        _return("LC-2026-0704", _CAP_NOTE),
        _return("LC-2026-0701", _LONG_NOTE),
        call("amismail_reply_mail", message_id="TH000701", body=_LINH_REPLY),
        reply=(
            "Đồng ý: LC-2026-0702, LC-2026-0784. Trả về: LC-2026-0701 (còn tạm ứng LC-2026-0785 "
            "chưa quyết toán), LC-2026-0703 (7,2 triệu chi tiền mặt, quy định phải chuyển khoản), "
            "LC-2026-0704 (9/10 triệu, quá 80% dự toán). Đã rep chị Linh."
        ),
        label="interleaved order, list-style reply",
    ),
]
