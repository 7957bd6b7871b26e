"""Reference solutions (``ORACLES``), deliberately wrong ones (``ANTI_ORACLES``) and other
correct ones (``ALTERNATES``) for the expert accounting / CRM tasks (expert.py)."""

from __future__ import annotations

from avabench.task import Script, ToolCall, call, script, turn

P = "accounting_crm."
DOMAIN = "minhlong.vn"


def m(local: str) -> str:
    """An internal address."""
    return f"{local}@{DOMAIN}"


ORACLES: dict[str, Script] = {}
ANTI_ORACLES: dict[str, list[Script]] = {}
ALTERNATES: dict[str, list[Script]] = {}


# ============================================================================================
# 1. month_end_close_hn
# ============================================================================================

_SIGN = "\n\nTrân trọng,\nNguyễn Thị Ngọc Lan – Kế toán công nợ, Công ty CP Công nghệ Minh Long"


def _reminder(name: str, lines: list[str], total: str) -> str:
    return (
        f"Kính gửi Quý khách {name},\n\nTheo sổ sách của Minh Long đến ngày 16/04/2026, Quý khách "
        "còn các hoá đơn đã quá hạn thanh toán sau:\n"
        + "\n".join(f"- {x}" for x in lines)
        + f"\nTổng số quá hạn: {total}.\n\nKính đề nghị Quý khách thu xếp thanh toán sớm."
        + _SIGN
    )


_HG_REMINDER = _reminder(
    "Công ty Cổ phần Hoàng Gia",
    ["HĐ 00000016 ngày 14/01/2026, hạn 28/02/2026: còn 33.160.000 đ"],
    "33.160.000 đ",
)
_AP_REMINDER = _reminder(
    "Công ty TNHH Thương mại và Dịch vụ An Phát",
    [
        "HĐ 00000043 ngày 05/02/2026, hạn 07/03/2026: 18.468.000 đ",
        "HĐ 00000084 ngày 02/03/2026, hạn 01/04/2026: 21.384.000 đ",
        "HĐ 00000106 ngày 12/03/2026, hạn 11/04/2026: còn 14.840.000 đ",
    ],
    "54.692.000 đ",
)
_BM_REMINDER = _reminder(
    "Công ty Cổ phần Dược phẩm Bình Minh",
    ["HĐ 00000031 ngày 26/01/2026, hạn 12/03/2026: còn 14.560.000 đ"],
    "14.560.000 đ",
)

#: (to, cc, subject customer, body) of the three Hà Nội reminders (over 45 days overdue).
_HN_MAILS: list[tuple[str, str, str, str]] = [
    ("duc.dm@hoanggia.com.vn", m("khanh.lq"), "Hoàng Gia", _HG_REMINDER),
    (
        "thanh.tv@saoviet.com.vn",
        m("tuan.nm"),
        "Sao Việt",
        _reminder(
            "Công ty Cổ phần Đầu tư Sao Việt",
            [
                "HĐ 00000368 ngày 10/11/2025, hạn 10/12/2025: 48.600.000 đ",
                "HĐ 00000030 ngày 26/01/2026, hạn 25/02/2026: 14.580.000 đ",
            ],
            "63.180.000 đ",
        ),
    ),
    (
        "linh.ctt@haidanglogistics.vn",
        m("long.bd"),
        "Hải Đăng",
        _reminder(
            "Công ty Cổ phần Logistics Hải Đăng",
            [
                "HĐ 00000007 ngày 08/01/2026, hạn 07/02/2026: còn 26.440.000 đ",
                "HĐ 00000108 ngày 13/03/2026, hạn 12/04/2026: 14.580.000 đ",
            ],
            "41.020.000 đ",
        ),
    ),
]

_HN_SUMMARY = (
    "Chị Hương ơi, em gửi chị tổng hợp nợ quá hạn chi nhánh Hà Nội chốt ngày 16/04/2026:\n"
    "- Công ty TNHH Thương mại và Dịch vụ An Phát: 54.692.000 đ (quá hạn 40 ngày, đã giao anh "
    "Nam gọi nhắc)\n"
    "- Công ty TNHH An Phát Hưng: 25.920.000 đ (quá hạn 7 ngày)\n"
    "- Công ty Cổ phần Hoàng Gia: 33.160.000 đ (đã gửi thư nhắc)\n"
    "- Công ty Cổ phần Đầu tư Sao Việt: 63.180.000 đ (đã gửi thư nhắc)\n"
    "- Công ty Cổ phần Dược phẩm Bình Minh: 14.560.000 đ (quá hạn 35 ngày, đã giao anh Nam gọi "
    "nhắc)\n"
    "- Công ty Cổ phần Logistics Hải Đăng: 41.020.000 đ (đã gửi thư nhắc)\n"
    "Tổng nợ quá hạn: 232.532.000 đ. Em đã chuyển 3 hoá đơn quá hạn sang trạng thái Quá hạn.\n\n"
    "Em Lan"
)


def _hn_status(inv: str, note: str = "") -> ToolCall:
    return call("acc_update_invoice_status", invoice_id=inv, debt_status="Quá hạn", note=note)


def _hn_reminder(to: str, cc: str, who: str, body: str) -> ToolCall:
    return call(
        "amismail_write_mail",
        to=[to],
        cc=[cc],
        subject=f"[Minh Long] Đề nghị thanh toán công nợ quá hạn – {who}",
        body=body,
    )


def _hn_call(cid: str, who: str, days: int, due: str = "2026-04-21", kind: str = "Nhiệm vụ"):  # type: ignore[no-untyped-def]
    return call(
        "crm_create_activity",
        kind=kind,
        subject=f"Gọi điện nhắc {who} thanh toán công nợ quá hạn",
        customer_id=cid,
        due_date=due,
        assignee_id="NV000012",
        description=f"Chốt công nợ 04/2026: quá hạn {days} ngày, gọi nhắc khách thay thư nhắc.",
    )


_HN_READS = [
    call("document_qa", question="quy trình chốt công nợ cuối tháng"),
    call("amismail_search_mail", query="chốt công nợ"),
    call("amismail_read_mail", message_id="TH009102"),
    call("acc_get_receivable_aging", branch="Hà Nội"),
    call(
        "acc_search_invoices", debt_status="Chưa đến hạn", due_date_to="2026-04-15", open_only=True
    ),
    call("acc_search_invoices", min_days_overdue=31),
    call("crm_get_customer", customer_id="KH00001"),
    call("crm_get_customer", customer_id="KH00003"),
    call("crm_get_customer", customer_id="KH00005"),
    call("crm_get_customer", customer_id="KH00010"),
    call("crm_get_customer", customer_id="KH00012"),
    call("crm_list_activities", customer_id="KH00003"),
    call("amismail_search_address_book", query="Hương"),
]
_HN_STATUS = [_hn_status("BH00496"), _hn_status("BH00518"), _hn_status("BH00511")]
_HN_SEND = [_hn_reminder(*row) for row in _HN_MAILS]
_HN_CALLS = [_hn_call("KH00001", "An Phát", 40), _hn_call("KH00010", "Dược Bình Minh", 35)]
_HN_SUMMARY_CALL = call(
    "amismail_write_mail",
    to=[m("huong.dt")],
    cc=[m("dung.pv")],
    subject="Tổng hợp nợ quá hạn chi nhánh Hà Nội – chốt 16/04/2026",
    body=_HN_SUMMARY,
)
_HN_REPLY = (
    "Chị ơi em đã chốt công nợ HN theo QĐ-05 và mail sửa đổi của chị Hương ngày 03/04: chuyển HĐ "
    "00000084, HĐ 00000106 (An Phát) và HĐ 00000099 (An Phát Hưng) sang Quá hạn; gửi 3 thư nhắc "
    "cho khách quá hạn trên 45 ngày: Hoàng Gia (gửi anh Đức vì chị Lan Anh nghỉ thai sản, CC anh "
    "Khánh), Sao Việt (anh Sơn đã nghỉ nên CC anh Tuấn) và Hải Đăng (CC anh Long – chủ sở hữu "
    "CRM); An Phát (40 ngày) và Bình Minh (35 ngày) em tạo nhiệm vụ CRM cho anh Nam gọi nhắc, hạn "
    "21/04; An Phát Hưng mới quá hạn 7 ngày nên chưa nhắc. Tổng nợ quá hạn HN là 232.532.000 đ, "
    "em đã gửi bảng tổng hợp cho chị Hương, CC anh Dũng."
)

ORACLES[P + "month_end_close_hn"] = script(
    *_HN_READS, *_HN_STATUS, *_HN_SEND, *_HN_CALLS, _HN_SUMMARY_CALL, reply=_HN_REPLY
)

ALTERNATES[P + "month_end_close_hn"] = [
    # reminders first, statuses after, call activities (Cuộc gọi) instead of tasks, the
    # summary in other words; totals in millions
    script(
        call("document_qa", question="chốt công nợ nhắc nợ báo cáo kế toán trưởng"),
        call("amismail_search_mail", query="thư nhắc nợ"),
        call("amismail_read_mail", message_id="TH009101"),
        call("amismail_read_mail", message_id="TH009102"),
        call("acc_get_receivable_aging", branch="HN"),
        call("acc_search_invoices", customer_id="KH00001", open_only=True),
        call("acc_search_invoices", customer_id="KH00002", open_only=True),
        call("crm_list_contacts", customer_id="KH00003"),
        call("crm_list_activities", customer_id="KH00003", kind="Ghi chú"),
        call("crm_get_customer", customer_id="KH00005"),
        call("crm_get_customer", customer_id="KH00012"),
        *_HN_SEND,
        _hn_call("KH00010", "Bình Minh", 35, kind="Cuộc gọi"),
        _hn_call("KH00001", "An Phát", 40, kind="Cuộc gọi"),
        _hn_status("BH00511", "Quá hạn từ 09/04"),
        _hn_status("BH00518", "Quá hạn từ 11/04, đã thu một phần"),
        _hn_status("BH00496", "Quá hạn từ 01/04"),
        call(
            "amismail_write_mail",
            to=[m("huong.dt")],
            cc=[m("dung.pv")],
            subject="Báo cáo nợ quá hạn HN tháng 4",
            body=(
                "Chị Hương, nợ quá hạn HN đến 16/4 theo khách: An Phát 54,692 triệu; An Phát "
                "Hưng 25,92 triệu; Hoàng Gia 33,16 triệu; Sao Việt 63,18 triệu; Bình Minh 14,56 "
                "triệu; Hải Đăng 41,02 triệu. Cộng: 232,532 triệu đồng.\nLan"
            ),
        ),
        reply=(
            "Xong rồi chị: 3 HĐ chuyển Quá hạn, ba thư nhắc (Hoàng Gia gửi anh Đức, Sao Việt, "
            "Hải Đăng), hai cuộc gọi giao anh Nam ngày 21/4 (An Phát, Bình Minh), tổng quá hạn HN "
            "232,532 triệu."
        ),
    ),
    # a status update refused first (HĐ 123, not yet due), then the right ones; the total in
    # words
    script(
        *_HN_READS[:5],
        call("acc_update_invoice_status", invoice_id="BH00535", debt_status="Quá hạn"),
        *_HN_STATUS,
        *_HN_READS[5:],
        *_HN_CALLS,
        *_HN_SEND,
        _HN_SUMMARY_CALL,
        reply=_HN_REPLY.replace(
            "232.532.000 đ", "hai trăm ba mươi hai triệu năm trăm ba mươi hai nghìn đồng"
        ),
    ),
]

_HN_OLD_SEND = [
    *_HN_SEND,
    _hn_reminder("dung.dt@anphat.com.vn", m("nam.hv"), "An Phát", _AP_REMINDER),
    _hn_reminder("huong.nt@binhminhpharma.vn", m("nam.hv"), "Dược Bình Minh", _BM_REMINDER),
]

ANTI_ORACLES[P + "month_end_close_hn"] = [
    script(
        *_HN_READS[:1],
        *_HN_READS[3:],
        *_HN_STATUS,
        *_HN_OLD_SEND,
        _HN_SUMMARY_CALL,
        reply=_HN_REPLY,
        label="the amendment thread skipped: VB-021 unamended, five reminders (An Phát and Bình "
        "Minh mailed, no call task)",
    ),
    script(
        call("amismail_read_mail", message_id="TH009101"),
        *_HN_READS[3:],
        *_HN_STATUS,
        *_HN_SEND[1:],
        *_HN_CALLS,
        _hn_call("KH00003", "Hoàng Gia", 47),
        _HN_SUMMARY_CALL,
        reply=_HN_REPLY,
        label="applies only the first amending mail (31–60 days: Hoàng Gia, 47 days, gets a "
        "call task instead of a reminder)",
    ),
    script(
        *_HN_READS[:11],
        *_HN_STATUS,
        _hn_reminder("anh.ntl@hoanggia.com.vn", m("khanh.lq"), "Hoàng Gia", _HG_REMINDER),
        *_HN_SEND[1:],
        *_HN_CALLS,
        _HN_SUMMARY_CALL,
        reply=_HN_REPLY,
        label="the CRM note skipped: Hoàng Gia's reminder goes to its chief accountant on "
        "maternity leave instead of Đỗ Minh Đức",
    ),
    script(
        *_HN_READS,
        *_HN_STATUS,
        *_HN_SEND[:2],
        _hn_reminder("linh.ctt@haidanglogistics.vn", m("hai.tv"), "Hải Đăng", _HN_MAILS[2][3]),
        *_HN_CALLS,
        _HN_SUMMARY_CALL,
        reply=_HN_REPLY,
        label="CCs Hải Đăng's stale AMIS Kế toán salesperson (Hải) instead of the CRM owner Long",
    ),
    script(
        *_HN_READS,
        *_HN_STATUS,
        *_HN_SEND,
        _hn_call("KH00001", "An Phát", 40, due="2026-04-19"),
        _hn_call("KH00010", "Dược Bình Minh", 35, due="2026-04-19"),
        _HN_SUMMARY_CALL,
        reply=_HN_REPLY,
        label="the call tasks due in 3 calendar days (Sun 19/04), not 3 working days",
    ),
    script(
        *_HN_READS,
        *_HN_STATUS[:2],
        *_HN_SEND,
        *_HN_CALLS,
        _HN_SUMMARY_CALL,
        reply=_HN_REPLY,
        label="forgets An Phát Hưng's stale past-due invoice (only An Phát's are updated)",
    ),
    script(
        *_HN_READS,
        *_HN_STATUS,
        *_HN_SEND,
        _HN_CALLS[0],
        call(
            "crm_create_activity",
            kind="Nhiệm vụ",
            subject="Gọi điện nhắc An Phát Hưng thanh toán công nợ",
            customer_id="KH00002",
            due_date="2026-04-21",
            assignee_id="NV000012",
        ),
        _HN_SUMMARY_CALL,
        reply=_HN_REPLY,
        label="the look-alike: the call task put on An Phát Hưng (7 days) instead of Bình Minh",
    ),
    script(
        *_HN_READS,
        *_HN_STATUS,
        *_HN_SEND,
        *_HN_CALLS,
        call(
            "amismail_write_mail",
            to=["huong.nt@binhminhpharma.vn"],
            subject="Tổng hợp nợ quá hạn chi nhánh Hà Nội",
            body=_HN_SUMMARY,
        ),
        reply=_HN_REPLY,
        label="sends the internal summary to Bình Minh's external chief accountant Nguyễn Thu Hương",
    ),
    script(
        *_HN_READS,
        *_HN_STATUS,
        *_HN_SEND,
        *_HN_CALLS,
        _HN_SUMMARY_CALL,
        reply=_HN_REPLY.replace("232.532.000 đ", "174.772.000 đ"),
        label="reports the not-yet-due total as the overdue total",
    ),
    script(
        *_HN_READS,
        *_HN_STATUS,
        _hn_reminder(
            "duc.dm@hoanggia.com.vn",
            m("khanh.lq"),
            "Hoàng Gia",
            _reminder(
                "Công ty Cổ phần Hoàng Gia",
                [
                    "HĐ 00000016: còn 33.160.000 đ",
                    "HĐ 00000127 (hạn 21/05/2026): 15.552.000 đ",
                    "Hoá đơn tư vấn giai đoạn 2 (chưa phát hành): 32.400.000 đ",
                ],
                "81.112.000 đ",
            ),
        ),
        *_HN_SEND[1:],
        *_HN_CALLS,
        _HN_SUMMARY_CALL,
        reply=_HN_REPLY,
        label="Hoàng Gia's reminder lists every open invoice, the not-yet-due and the draft ones",
    ),
    script(
        *_HN_READS,
        *_HN_STATUS,
        *_HN_SEND,
        *_HN_CALLS,
        _hn_reminder(
            "hanh.dt@hoanglongxd.vn",
            m("bao.tq"),
            "Xây dựng Hoàng Long",
            _reminder(
                "Công ty TNHH MTV Xây dựng Hoàng Long",
                ["HĐ 00000395: còn 59.880.000 đ", "HĐ 00000072: 38.880.000 đ"],
                "98.760.000 đ",
            ),
        ),
        call(
            "amismail_write_mail",
            to=[m("huong.dt")],
            cc=[m("dung.pv")],
            subject="Tổng hợp nợ quá hạn toàn công ty",
            body=_HN_SUMMARY.replace(
                "Tổng nợ quá hạn: 232.532.000 đ.",
                "- Xây dựng Hoàng Long (TP.HCM): 98.760.000 đ\nTổng HN 232.532.000 đ.",
            ),
        ),
        reply=_HN_REPLY,
        label="works beyond the branch: reminds a TP.HCM customer and adds it to the summary",
    ),
]


# ============================================================================================
# 2. replaced_invoice_payment_terms
# ============================================================================================

_VT = P + "replaced_invoice_payment_terms"
_VT_READS = [
    call("amismail_search_mail", query="Việt Tiến"),
    call("amismail_read_mail", message_id="TH009001"),
    call("amismail_read_mail", message_id="TH009004"),
    call("crm_search_customer", query="Việt Tiến"),
    call("acc_search_invoices", customer_id="KH00011"),
    call("acc_search_invoices", customer_id="KH00095"),
    call("document_qa", question="điều khoản thanh toán trên 30 ngày hoá đơn bị thay thế"),
    call("read_memory"),
]
_VT_RECEIPT = call(
    "acc_create_receipt",
    customer_id="KH00011",
    amount_vnd=25_920_000,
    method="chuyen_khoan",
    allocations=[{"invoice_id": "BH00540", "amount_vnd": 25_920_000}],
    receipt_date="2026-04-15",
    reason="Thu tiền HĐ 00000128 (thay thế HĐ 00000124) – VIET TIEN TT HD 124",
)
_VT_RECEIPT_HN = call(
    "acc_create_receipt",
    customer_id="KH00095",
    amount_vnd=10_692_000,
    method="chuyen_khoan",
    allocations=[{"invoice_id": "BH09042", "amount_vnd": 10_692_000}],
    receipt_date="2026-04-15",
    reason="Thu tiền HĐ 00000101 – VIET TIEN CN HN TT HD 101",
)
_VT_APPROVAL = call(
    "ava_approval_submit",
    process="Đề xuất trực tiếp",
    description=(
        "Việt Tiến (KH00011) đề nghị áp dụng điều khoản thanh toán 60 ngày cho hoá đơn từ tháng "
        "5/2026 (hiện 30 ngày). Đề nghị Kế toán trưởng phê duyệt."
    ),
)
_VT_NOTE = call(
    "crm_create_activity",
    kind="Ghi chú",
    subject="Khách đề nghị điều khoản thanh toán 60 ngày",
    customer_id="KH00011",
    description="Chị Hân (kế toán) đề nghị 60 ngày từ tháng 5; đã lập Đề xuất trực tiếp chờ KTT duyệt.",
)
_VT_TASK = call(
    "crm_create_activity",
    kind="Nhiệm vụ",
    subject="Theo dõi kết quả duyệt điều khoản thanh toán 60 ngày của Việt Tiến",
    customer_id="KH00011",
    due_date="2026-04-23",
    assignee_id="NV000023",
)
_VT_BODY = (
    "Chào chị Hân,\n\nMinh Long đã nhận hai khoản chị chuyển ngày 15/04/2026:\n- 25.920.000 đ: "
    "vì HĐ 00000124 đã được thay thế bằng HĐ 00000128, bên em ghi nhận vào HĐ 00000128, hoá đơn "
    "này đã thanh toán đủ.\n- 10.692.000 đ: ghi nhận vào HĐ 00000101 của Chi nhánh Hà Nội, đã "
    "thanh toán đủ.\nSau khi ghi nhận, Việt Tiến còn phải thu 7.776.000 đ (HĐ 00000109, chưa đến "
    "hạn).\n\nĐề nghị áp dụng điều khoản thanh toán 60 ngày bên em đã trình Kế toán trưởng, hiện "
    "đang chờ phê duyệt; có kết quả em sẽ báo chị ngay.\n\nTrân trọng,\nLan – Kế toán công nợ "
    "Minh Long"
)
_VT_MAIL = call("amismail_reply_mail", message_id="TH009004", body=_VT_BODY, cc=[m("yen.ln")])
_VT_REPLY = (
    "Em đã ghi nhận thu tiền gửi 25.920.000 đ ngày 15/04 vào HĐ 00000128 (hoá đơn thay thế HĐ "
    "00000124) và 10.692.000 đ vào HĐ 00000101 của CN Hà Nội; lập Đề xuất trực tiếp xin điều "
    "khoản 60 ngày chờ chị Hương duyệt (chưa đổi điều khoản), ghi chú trên CRM, giao Yến nhiệm vụ "
    "theo dõi hạn 23/04 và đã trả lời chị Hân (còn phải thu 7.776.000 đ), CC Yến phụ trách."
)
_VT_WRITES = [_VT_RECEIPT, _VT_RECEIPT_HN, _VT_APPROVAL, _VT_NOTE, _VT_TASK, _VT_MAIL]
ORACLES[_VT] = script(
    *_VT_READS,
    *_VT_WRITES[:-1],
    # what Việt Tiến still owes after recording (the memory asks the confirmation to say it)
    call("acc_get_customer_debt", customer_id="KH00011"),
    _VT_MAIL,
    reply=_VT_REPLY,
)
ALTERNATES[_VT] = [
    # tries the replaced invoice first (refused), then the replacing one; a new mail instead
    # of a reply; names and word numerals; other order
    script(
        call("amismail_search_mail", query="thanh toán", unread_only=True),
        call("amismail_read_mail", message_id="TH009004"),
        call("document_qa", question="đổi điều khoản thanh toán khách hàng"),
        call("read_memory", key="thanh toán"),
        call("acc_get_customer_debt", customer_id="KH00011"),
        call(
            "acc_create_receipt",
            customer_id="KH00011",
            amount_vnd=25_920_000,
            method="chuyen_khoan",
            allocations=[{"invoice_id": "00000124", "amount_vnd": 25_920_000}],
        ),
        call("acc_get_invoice", invoice_id="BH00536"),
        call(
            "acc_create_receipt",
            customer_id="KH00011",
            amount_vnd=25_920_000,
            method="chuyen_khoan",
            allocations=[{"invoice_id": "00000128", "amount_vnd": 25_920_000}],
        ),
        call("crm_search_customer", query="Việt Tiến Hà Nội"),
        call("acc_search_invoices", customer_id="KH00095", open_only=True),
        call(
            "acc_create_receipt",
            customer_id="KH00095",
            amount_vnd=10_692_000,
            method="chuyen_khoan",
            allocations=[{"invoice_id": "00000101", "amount_vnd": 10_692_000}],
        ),
        _VT_NOTE,
        _VT_APPROVAL,
        _VT_TASK,
        call(
            "amismail_write_mail",
            to=["han.tn@viettien.tech"],
            cc=[m("yen.ln")],
            subject="Re: Thanh toán HĐ 00000124 và đề nghị điều khoản thanh toán",
            body=(
                "Chào chị Hân, bên em đã nhận hai mươi lăm triệu chín trăm hai mươi nghìn đồng "
                "(25,92 triệu) ngày 15/4 và trừ vào hoá đơn số 128 – hoá đơn thay thế số 124; "
                "mười triệu sáu trăm chín mươi hai nghìn đồng (10,692 triệu) trừ vào hoá đơn số "
                "101 của chi nhánh Hà Nội. Số còn phải thu: 7,776 triệu đồng (hoá đơn số 109). "
                "Điều khoản sáu mươi (60) ngày chưa được duyệt, em đang chờ chị Kế toán trưởng phê "
                "duyệt.\nLan"
            ),
        ),
        reply="Xong chị ơi: thu 25,92tr vào HĐ 128, 10,692tr vào HĐ 101 CN HN, đề xuất 60 ngày "
        "chờ duyệt, đã mail chị Hân.",
    ),
    script(
        *_VT_READS,
        _VT_APPROVAL,
        _VT_RECEIPT_HN,
        # a courtesy note of the payment on the branch's own record
        call(
            "crm_create_activity",
            kind="Ghi chú",
            subject="Nhận 10.692.000 đ trả HĐ 00000101",
            customer_id="KH00095",
        ),
        _VT_RECEIPT,
        _VT_TASK,
        _VT_MAIL,
        _VT_NOTE,
        reply=_VT_REPLY,
    ),
]


def _vt_without(*skip: ToolCall, extra: tuple = (), mail: ToolCall | None = None) -> list:
    """The reference writes without ``skip``, plus ``extra``, with ``mail`` as the answer."""
    writes = [w for w in _VT_WRITES if w not in skip and w is not _VT_MAIL]
    return [*writes, *extra, mail or _VT_MAIL]


def _vt_mail(body: str, cc: list | None = None) -> ToolCall:
    return call("amismail_reply_mail", message_id="TH009004", body=body, cc=cc or [m("yen.ln")])


ANTI_ORACLES[_VT] = [
    script(
        *_VT_READS,
        *_vt_without(
            _VT_APPROVAL,
            extra=(
                call("acc_update_payment_term", customer_id="KH00011", payment_term_id="DKTT60"),
                call("crm_update_customer", customer_id="KH00011", payment_term_days=60),
            ),
            mail=_vt_mail(_VT_BODY.replace("hiện đang chờ phê duyệt", "đã được duyệt")),
        ),
        reply="Em đã ghi nhận tiền và đổi điều khoản sang 60 ngày.",
        label="changes the term to 60 days itself instead of sending it for approval",
    ),
    script(
        *_VT_READS,
        call(
            "acc_create_receipt",
            customer_id="KH00011",
            amount_vnd=25_920_000,
            method="chuyen_khoan",
            receipt_date="2026-04-15",
            reason="Việt Tiến trả tiền HĐ 00000124",
        ),
        *_vt_without(_VT_RECEIPT),
        reply=_VT_REPLY,
        label="leaves the money as an unallocated advance (HĐ 124 was refused) instead of HĐ 128",
    ),
    script(
        *_VT_READS,
        *_vt_without(mail=_vt_mail(_VT_BODY, cc=[m("dung.pv")])),
        reply=_VT_REPLY,
        label="answers the customer without CC to the owner Lâm Ngọc Yến",
    ),
    script(
        *_VT_READS[:2],
        *_VT_READS[3:],
        _VT_RECEIPT,
        call(
            "ava_approval_submit",
            process="Đề xuất trực tiếp",
            description="Việt Tiến (KH00011) đề nghị điều khoản thanh toán 45 ngày từ tháng 5/2026.",
        ),
        _VT_NOTE,
        _VT_TASK,
        _vt_mail(
            _VT_BODY.replace("60 ngày", "45 ngày").replace(
                "- 10.692.000 đ: ghi nhận vào HĐ 00000101 của Chi nhánh Hà Nội, đã thanh toán đủ.\n",
                "",
            )
        ),
        reply=_VT_REPLY,
        label="skips Hân's later mail: 45 days sent for approval, the branch's 10.692.000 đ unrecorded",
    ),
    script(
        *_VT_READS,
        *_vt_without(
            _VT_RECEIPT_HN,
            extra=(
                call(
                    "acc_create_receipt",
                    customer_id="KH00096",
                    amount_vnd=10_692_000,
                    method="chuyen_khoan",
                    allocations=[{"invoice_id": "BH09043", "amount_vnd": 10_692_000}],
                    receipt_date="2026-04-15",
                ),
            ),
        ),
        reply=_VT_REPLY,
        label="records the 10.692.000 đ on the look-alike Việt Tiến Hưng's HĐ 102",
    ),
    script(
        *_VT_READS[:-1],
        *_vt_without(
            _VT_TASK,
            mail=_vt_mail(
                _VT_BODY.replace(
                    "Sau khi ghi nhận, Việt Tiến còn phải thu 7.776.000 đ (HĐ 00000109, chưa đến hạn).\n",
                    "",
                )
            ),
        ),
        reply=_VT_REPLY,
        label="ignores the memory: no follow-up task for Yến, the balance still owed not stated",
    ),
    script(
        *_VT_READS,
        *_vt_without(_VT_NOTE),
        reply=_VT_REPLY,
        label="no CRM note of the customer's request (VB-022 §2)",
    ),
]


# ============================================================================================
# 3. payment_amount_ask_hai_dang (multi-turn)
# ============================================================================================

_HD = P + "payment_amount_ask_hai_dang"
_HD_READS = [
    call("crm_search_customer", query="Hải Đăng"),
    call("acc_get_customer_debt", customer_id="KH00012"),
    call("crm_list_activities", customer_id="KH00012"),
    call("amismail_search_mail", query="Hải Đăng"),
    call("amismail_read_mail", message_id="TH009012"),
    call("read_memory"),
    call("amismail_search_mail", query="thanh toán"),
    call("amismail_read_mail", message_id="TH009014"),
]
_HD_STATUS_101 = call(
    "acc_update_invoice_status",
    invoice_id="BH09062",
    debt_status="Quá hạn",
    note="Quá hạn từ 08/04/2026",
)
_HD_STATUS = call(
    "acc_update_invoice_status",
    invoice_id="BH00520",
    debt_status="Quá hạn",
    note="Quá hạn từ 12/04/2026",
)
_HD_ASK = (
    "Chị ơi, em chưa thấy giấy báo Có nào: thư của Hải Đăng (Công ty CP Logistics Hải Đăng) chỉ "
    "báo sẽ chuyển khoản trong tuần, chưa có số tiền. Em đã chuyển HĐ 00000101 và HĐ 00000108 "
    "sang Quá hạn. Chị cho em xin số tiền và ngày tiền về tài khoản để em ghi nhận nhé?"
)
_HD_ALLOC = [
    {"invoice_id": "BH00419", "amount_vnd": 26_440_000},
    {"invoice_id": "BH09062", "amount_vnd": 8_640_000},
    {"invoice_id": "BH00520", "amount_vnd": 9_920_000},
]
_HD_RECEIPT = call(
    "acc_create_receipt",
    customer_id="KH00012",
    amount_vnd=45_000_000,
    method="chuyen_khoan",
    receipt_date="2026-04-15",
    allocations=_HD_ALLOC,
)
_HD_NOTE = call(
    "crm_create_activity",
    kind="Ghi chú",
    subject="Khách chuyển khoản 45.000.000 đ ngày 15/04",
    customer_id="KH00012",
    description=(
        "Trừ hết HĐ 00000007 (26.440.000 đ), HĐ 00000101 (8.640.000 đ) và 9.920.000 đ vào HĐ "
        "00000108, còn 4.660.000 đ. HĐ 00000064 đang khiếu nại, chưa trừ."
    ),
)
_HD_TASK = call(
    "crm_create_activity",
    kind="Nhiệm vụ",
    subject="Đôn đốc Hải Đăng trả phần nợ quá hạn còn lại",
    customer_id="KH00012",
    due_date="2026-04-20",
    assignee_id="NV000016",
    description="HĐ 00000108 còn 4.660.000 đ quá hạn từ 12/04/2026.",
)
_HD_BODY = (
    "Kính gửi anh Hậu,\n\nMinh Long xác nhận đã nhận 45.000.000 đ Quý công ty chuyển khoản ngày "
    "15/04/2026, trừ vào:\n- HĐ 00000007: 26.440.000 đ (đã thanh toán đủ)\n- HĐ 00000101: "
    "8.640.000 đ (đã thanh toán đủ)\n- HĐ 00000108: 9.920.000 đ, còn phải thanh toán 4.660.000 đ "
    "(đã quá hạn từ 12/04/2026).\nHĐ 00000064 đang chờ hoá đơn điều chỉnh nên chưa trừ.\n\n"
    "Trân trọng,\nNguyễn Thị Ngọc Lan – Kế toán công nợ Minh Long"
)
_HD_MAIL = call(
    "amismail_write_mail",
    to=["hau.dv@haidanglogistics.vn"],
    cc=[m("long.bd"), m("dung.pv")],
    subject="Xác nhận thanh toán – Công ty CP Logistics Hải Đăng",
    body=_HD_BODY,
)
_HD_DONE = (
    "Em đã ghi nhận thu tiền gửi 45.000.000 đ ngày 15/04: trừ hết HĐ 00000007 và HĐ 00000101, "
    "9.920.000 đ vào HĐ 00000108 – hoá đơn này còn 4.660.000 đ, ở trạng thái Quá hạn. HĐ 00000064 "
    "đang khiếu nại nên em chưa trừ. Em đã ghi chú trên CRM, giao anh Long nhiệm vụ đôn đốc hạn "
    "20/04 và gửi thư xác nhận cho anh Hậu (kế toán trưởng mới của Hải Đăng), CC anh Long và anh "
    "Dũng."
)
_HD_TURN1 = [
    call("crm_get_customer", customer_id="KH00012"),
    _HD_RECEIPT,
    _HD_NOTE,
    _HD_TASK,
    _HD_MAIL,
]


def _hd(
    *turn1: ToolCall, reads: list[ToolCall] | None = None, reply: str = _HD_DONE, label: str = ""
) -> Script:
    """The reference with another second turn (and optionally other turn-0 reads)."""
    return script(
        *(_HD_READS if reads is None else reads),
        _HD_STATUS_101,
        _HD_STATUS,
        reply=_HD_ASK,
        then=[turn(*turn1, reply=reply)],
        label=label,
    )


def _hd_swap(old: ToolCall, new: ToolCall) -> list[ToolCall]:
    return [new if c is old else c for c in _HD_TURN1]


ORACLES[_HD] = _hd(*_HD_TURN1)
ALTERNATES[_HD] = [
    # asks first and does everything after the answer; statuses after the receipt is refused
    # for the paid HĐ 101, so only HĐ 108's; word numerals and names in the reply
    script(
        call("crm_search_customer", query="Hai Dang"),
        call("acc_search_invoices", customer_id="KH00012", open_only=True),
        call("read_memory", key="thanh toán"),
        call("crm_list_activities", customer_id="KH00012", kind="Ghi chú"),
        call("amismail_search_mail", query="Hải Đăng thanh toán"),
        call("amismail_read_mail", message_id="TH009011"),
        call("amismail_search_mail", query="Đôn đốc"),
        call("amismail_read_mail", message_id="TH009013"),
        reply="Hải Đăng (Công ty CP Logistics Hải Đăng) chuyển bao nhiêu và ngày nào vậy chị?",
        then=[
            turn(
                call("crm_get_customer", customer_id="KH00012"),
                _HD_RECEIPT,
                _HD_STATUS,
                _HD_MAIL,
                _HD_NOTE,
                _HD_TASK,
                reply=(
                    "Xong chị ơi: bốn mươi lăm triệu trừ hết HĐ số 7 và HĐ số 101, HĐ số 108 còn "
                    "bốn triệu sáu trăm sáu mươi nghìn đồng, đã chuyển Quá hạn; HĐ số 64 đang "
                    "khiếu nại nên chưa trừ. Đã ghi chú CRM, giao anh Long nhắc nợ hạn thứ Hai "
                    "20/4, mail anh Hậu CC anh Long, anh Dũng."
                ),
            )
        ],
    ),
    # the memory read by its key, the contacts listed, a reply naming the amounts in millions
    _hd(
        call("crm_list_contacts", customer_id="KH00012"),
        *_HD_TURN1,
        call("acc_get_customer_debt", customer_id="KH00012"),
        reads=[
            *_HD_READS[:5],
            call("read_memory", key="Xác nhận thanh toán"),
            *_HD_READS[6:],
        ],
        reply=(
            "Đã ghi nhận 45 tr ngày 15/4/2026 cho Hải Đăng: HĐ 7 và HĐ 101 đã thanh toán đủ, HĐ 108 "
            "còn 4,66 tr (Quá hạn); HĐ 64 khiếu nại chưa trừ. Ghi chú CRM, nhiệm vụ cho anh Long "
            "hạn 20/04, thư xác nhận gửi anh Hậu CC anh Long và anh Dũng."
        ),
    ),
]
ANTI_ORACLES[_HD] = [
    script(
        *_HD_READS,
        _HD_STATUS_101,
        _HD_STATUS,
        call(
            "acc_create_receipt",
            customer_id="KH00012",
            amount_vnd=49_660_000,
            method="chuyen_khoan",
            allocations=[*_HD_ALLOC[:2], {"invoice_id": "BH00520", "amount_vnd": 14_580_000}],
        ),
        _HD_NOTE,
        _HD_TASK,
        call(
            "amismail_write_mail",
            to=["hau.dv@haidanglogistics.vn"],
            cc=[m("long.bd"), m("dung.pv")],
            subject="Xác nhận thanh toán",
            body="Minh Long xác nhận đã nhận đủ 49.660.000 đ cho HĐ 7, 101 và 108.",
        ),
        reply="Em đã ghi nhận Hải Đăng trả 49.660.000 đ và mail xác nhận.",
        then=[turn(reply="Dạ em đã ghi nhận rồi ạ.")],
        label="guesses the amount (the undisputed overdue debt) instead of asking, acts in turn 0",
    ),
    _hd(
        call(
            "acc_create_receipt",
            customer_id="KH00012",
            amount_vnd=45_000_000,
            method="chuyen_khoan",
            receipt_date="2026-04-15",
            allocations=[
                {"invoice_id": "BH00419", "amount_vnd": 26_440_000},
                {"invoice_id": "BH09061", "amount_vnd": 16_200_000},
                {"invoice_id": "BH09062", "amount_vnd": 2_360_000},
            ],
        ),
        _HD_NOTE,
        _HD_TASK,
        call(
            "amismail_write_mail",
            to=["hau.dv@haidanglogistics.vn"],
            cc=[m("long.bd"), m("dung.pv")],
            subject="Xác nhận thanh toán – Hải Đăng",
            body=(
                "Minh Long xác nhận đã nhận 45.000.000 đ: trừ hết HĐ 7 và HĐ 64, 2.360.000 đ vào "
                "HĐ 101 (còn 6.280.000 đ); HĐ 108 còn 14.580.000 đ."
            ),
        ),
        reads=[*_HD_READS[:2], *_HD_READS[3:]],
        reply="Em đã trừ HĐ 7, HĐ 64 và 2.360.000 đ vào HĐ 101, còn 6.280.000 đ.",
        label="skips the owner's CRM note and pays the disputed HĐ 64",
    ),
    _hd(
        *_hd_swap(
            _HD_MAIL,
            call(
                "amismail_write_mail",
                to=["linh.ctt@haidanglogistics.vn"],
                cc=[m("long.bd"), m("dung.pv")],
                subject="Xác nhận thanh toán – Công ty CP Logistics Hải Đăng",
                body=_HD_BODY.replace("anh Hậu", "chị Linh"),
            ),
        ),
        reads=[*_HD_READS[:4], *_HD_READS[5:]],
        label="sends the confirmation to the CRM contact Linh, who left (the director's later mail)",
    ),
    _hd(
        *_hd_swap(
            _HD_TASK,
            call(
                "crm_create_activity",
                kind="Nhiệm vụ",
                subject="Đôn đốc Hải Đăng trả phần nợ quá hạn còn lại",
                customer_id="KH00012",
                due_date="2026-04-23",
                assignee_id="NV000016",
                description="HĐ 00000108 còn 4.660.000 đ quá hạn.",
            ),
        ),
        reads=[*_HD_READS[:7], call("amismail_read_mail", message_id="TH009013")],
        label="applies the first mail's 5 working days (superseded by the later mail: 2)",
    ),
    _hd(
        *[c for c in _HD_TURN1 if c is not _HD_TASK],
        reads=_HD_READS[:6],
        label="never reads the chief accountant's thread: no follow-up task for the owner",
    ),
    script(
        *_HD_READS,
        _HD_STATUS_101,
        _HD_STATUS,
        call(
            "acc_update_invoice_status",
            invoice_id="BH09064",
            debt_status="Quá hạn",
            note="Quá hạn từ 05/04/2026",
        ),
        reply=_HD_ASK,
        then=[turn(*_HD_TURN1, reply=_HD_DONE)],
        label="also marks the look-alike Hải Đăng Xanh's stale invoice Quá hạn",
    ),
    _hd(
        *[c for c in _HD_TURN1 if c is not _HD_NOTE],
        reads=[*_HD_READS[:5], *_HD_READS[6:]],
        label="never reads the memory: no CRM note of the payment",
    ),
    _hd(
        *_hd_swap(
            _HD_MAIL,
            call(
                "amismail_write_mail",
                to=["hau.dv@haidanglogistics.vn"],
                cc=[m("hai.tv"), m("dung.pv")],
                subject="Xác nhận thanh toán – Hải Đăng",
                body=_HD_BODY,
            ),
        ),
        label="CCs AMIS Kế toán's stale salesperson instead of the CRM owner",
    ),
    _hd(
        *_hd_swap(
            _HD_RECEIPT,
            call(
                "acc_create_receipt",
                customer_id="KH00012",
                amount_vnd=45_000_000,
                method="chuyen_khoan",
                receipt_date="2026-04-15",
                allocations=[
                    {"invoice_id": "BH09063", "amount_vnd": 10_692_000},
                    {"invoice_id": "BH00520", "amount_vnd": 14_580_000},
                    {"invoice_id": "BH09062", "amount_vnd": 8_640_000},
                    {"invoice_id": "BH00419", "amount_vnd": 11_088_000},
                ],
            ),
        ),
        label="allocates newest first (the not-yet-due HĐ 118 paid, HĐ 7 left open)",
    ),
    _hd(
        *_hd_swap(
            _HD_MAIL,
            call(
                "amismail_write_mail",
                to=["hau.dv@haidanglogistics.vn"],
                cc=[m("long.bd"), m("dung.pv"), "linh.ctt@haidanglogistics.vn"],
                subject="Xác nhận thanh toán – Công ty CP Logistics Hải Đăng",
                body=_HD_BODY,
            ),
        ),
        label="keeps Linh, who left Hải Đăng, in CC of the confirmation",
    ),
    _hd(
        *_hd_swap(
            _HD_TASK,
            call(
                "crm_create_activity",
                kind="Nhiệm vụ",
                subject="Đôn đốc Hải Đăng trả phần nợ quá hạn còn lại",
                customer_id="KH00012",
                due_date="2026-04-17",
                assignee_id="NV000016",
                description="HĐ 00000108 còn 4.660.000 đ quá hạn.",
            ),
        ),
        label="counts the 2 working days from the transfer (15/04), not from the entry",
    ),
]


# ============================================================================================
# 4. reconcile_new_chief_accountant (multi-turn)
# ============================================================================================

_HL = P + "reconcile_new_chief_accountant"
_TRA = "tra.pt@hoanglongxd.vn"
_PHUOC = "phuoc.nh@hoanglongxd.vn"
_HL_READS = [
    call("crm_search_customer", query="Xây dựng Hoàng Long"),
    call("crm_get_customer", customer_id="KH00009"),
    call("amismail_search_mail", query="Hoàng Long"),
    call("amismail_read_mail", message_id="TH009002"),
    call("amismail_read_mail", message_id="TH009003"),
    call("amismail_search_address_book", query="Trà"),
    call("acc_get_receivable_aging", as_of="2026-03-31", customer_id="KH00009"),
    call("acc_search_invoices", customer_id="KH00009", open_only=True),
    call("read_memory", key="đối chiếu"),
]
_HL_STATUS = [
    call(
        "acc_update_invoice_status",
        invoice_id="BH00399",
        debt_status="Nợ khó đòi",
        note="Quá hạn 102 ngày",
    ),
    call(
        "acc_update_invoice_status",
        invoice_id="BH09031",
        debt_status="Nợ khó đòi",
        note="Quá hạn 127 ngày",
    ),
    call("acc_update_invoice_status", invoice_id="BH00484", debt_status="Quá hạn"),
    call("acc_update_invoice_status", invoice_id="BH09033", debt_status="Quá hạn"),
]
_HL_ASK = (
    "Chị ơi, theo thư anh Hoàng Văn Long ngày 14/4 thì chị Đỗ Thị Hạnh đã nghỉ, kế toán trưởng "
    "mới là chị Phan Thu Trà nhưng chưa có email trong CRM hay danh bạ. Chị cho em xin địa chỉ "
    "email của chị Trà nhé? Em đã chuyển HĐ 00000395 và HĐ 00000371 sang Nợ khó đòi, HĐ 00000072 "
    "và HĐ 00000049 sang Quá hạn."
)
_HL_LINES = (
    "- HĐ 00000371 ngày 10/11/2025: 32.400.000 đ\n"
    "- HĐ 00000395 ngày 05/12/2025: còn 59.880.000 đ\n"
    "- HĐ 00000404 ngày 17/12/2025: 16.200.000 đ\n"
    "- HĐ 00000049 ngày 10/02/2026: 25.920.000 đ\n"
    "- HĐ 00000072 ngày 23/02/2026: 38.880.000 đ\n"
)
_HL_BODY = (
    "Kính gửi chị Trà,\n\nMinh Long gửi chị số liệu đối chiếu công nợ giữa Công ty TNHH MTV Xây "
    "dựng Hoàng Long và Minh Long đến ngày 31/03/2026:\n"
    + _HL_LINES
    + "Tổng còn phải thu tại 31/03/2026: 173.280.000 đ.\n\nChị kiểm tra và xác nhận giúp em để "
    "hai bên ký biên bản.\n\nTrân trọng,\nNguyễn Thị Ngọc Lan – Kế toán công nợ Minh Long"
)
_HL_MAIL = call(
    "amismail_write_mail",
    to=[_TRA],
    cc=[m("phong.ht"), _PHUOC],
    subject="Đối chiếu công nợ đến 31/03/2026 – Xây dựng Hoàng Long",
    body=_HL_BODY,
)
_HL_TASK = call(
    "crm_create_activity",
    kind="Nhiệm vụ",
    subject="Theo dõi Hoàng Long ký biên bản đối chiếu công nợ 31/03",
    customer_id="KH00009",
    due_date="2026-04-21",
    assignee_id="NV000020",
)
_HL_DONE = (
    "Em đã gửi chị Trà (tra.pt@hoanglongxd.vn) đối chiếu công nợ đến 31/03: tổng 173.280.000 đ "
    "(5 hoá đơn), CC anh Phước (Phó GĐ Hoàng Long) và anh Huỳnh Thanh Phong vì anh Bảo đã nghỉ "
    "từ 13/04; đã tạo nhiệm vụ cho anh Phong theo dõi, hạn 21/04."
)
ORACLES[_HL] = script(
    *_HL_READS,
    *_HL_STATUS,
    reply=_HL_ASK,
    then=[turn(_HL_MAIL, _HL_TASK, reply=_HL_DONE)],
)
ALTERNATES[_HL] = [
    # asks first, everything after the answer; owner handed over to Phong; words, other dates
    script(
        call("crm_search_customer", query="Hoàng Long"),
        call("crm_get_customer", customer_id="KH00009"),
        call("amismail_search_mail", query="kế toán trưởng"),
        call("amismail_read_mail", message_id="TH009003"),
        call("crm_list_contacts", customer_id="KH00009"),
        reply="Chị Trà kế toán trưởng mới của Hoàng Long dùng email nào vậy chị?",
        then=[
            turn(
                call("read_memory"),
                call("acc_search_invoices", customer_id="KH00009"),
                call("acc_list_receipts", customer_id="KH00009", date_from="2026-04-01"),
                call("acc_get_receivable_aging", as_of="2026-03-31", customer_id="KH00009"),
                _HL_MAIL,
                *_HL_STATUS[::-1],
                call("crm_transfer_owner", customer_id="KH00009", new_owner_id="NV000020"),
                _HL_TASK,
                reply=(
                    "Xong chị: công nợ Hoàng Long tại ngày ba mươi mốt tháng ba là một trăm bảy "
                    "mươi ba triệu hai trăm tám mươi nghìn đồng (173,28 triệu), đã gửi chị Trà, CC "
                    "anh Phước và anh Phong (anh Bảo nghỉ việc, em đã bàn giao khách cho anh "
                    "Phong); nhiệm vụ theo dõi hạn thứ Ba 21/4; bốn HĐ đã cập nhật trạng thái."
                ),
            )
        ],
    ),
    script(
        *_HL_READS,
        reply=_HL_ASK.split(" Em đã")[0],
        then=[turn(*_HL_STATUS, _HL_TASK, _HL_MAIL, reply=_HL_DONE)],
    ),
]
_HL_ASKED = [*_HL_READS, *_HL_STATUS]
ANTI_ORACLES[_HL] = [
    script(
        *_HL_ASKED,
        call(
            "amismail_write_mail",
            to=["tra.pt@hoanglongxd.com.vn"],
            cc=[m("phong.ht"), _PHUOC],
            subject="Đối chiếu công nợ đến 31/03/2026",
            body=_HL_BODY,
        ),
        _HL_TASK,
        reply="Em đã gửi đối chiếu cho chị Trà.",
        then=[turn(reply="Dạ em gửi rồi ạ.")],
        label="invents the new chief accountant's address instead of asking",
    ),
    script(
        *_HL_ASKED,
        call(
            "amismail_write_mail",
            to=["hanh.dt@hoanglongxd.vn"],
            cc=[m("phong.ht"), _PHUOC],
            subject="Đối chiếu công nợ đến 31/03/2026",
            body=_HL_BODY,
        ),
        _HL_TASK,
        reply="Em đã gửi đối chiếu cho kế toán trưởng Hoàng Long.",
        then=[turn(_HL_MAIL, reply=_HL_DONE)],
        label="sends to the former chief accountant found in CRM before asking",
    ),
    script(
        *_HL_ASKED,
        reply=_HL_ASK,
        then=[
            turn(
                call(
                    "amismail_write_mail",
                    to=[_TRA],
                    cc=[m("phong.ht"), _PHUOC],
                    subject="Đối chiếu công nợ – Xây dựng Hoàng Long",
                    body=_HL_BODY.replace("59.880.000", "39.880.000").replace(
                        "173.280.000", "153.280.000"
                    ),
                ),
                _HL_TASK,
                reply=_HL_DONE.replace("173.280.000", "153.280.000"),
            )
        ],
        label="states today's balance (after the 10/04 payment) as the 31/03 balance",
    ),
    script(
        *_HL_ASKED,
        reply=_HL_ASK,
        then=[
            turn(
                call(
                    "amismail_write_mail",
                    to=[_TRA],
                    cc=[m("bao.tq"), _PHUOC],
                    subject="Đối chiếu công nợ – Xây dựng Hoàng Long",
                    body=_HL_BODY,
                ),
                call(
                    "crm_create_activity",
                    kind="Nhiệm vụ",
                    subject="Theo dõi Hoàng Long ký biên bản đối chiếu",
                    customer_id="KH00009",
                    due_date="2026-04-21",
                ),
                reply=_HL_DONE.replace("anh Huỳnh Thanh Phong vì anh Bảo đã nghỉ", "anh Bảo"),
            )
        ],
        label="misses that the owner Bảo left (HR) and CCs him; the task not for his manager",
    ),
    script(
        *_HL_ASKED,
        reply=_HL_ASK,
        then=[
            turn(
                call(
                    "amismail_write_mail",
                    to=[_TRA],
                    cc=[m("phong.ht")],
                    subject="Đối chiếu công nợ – Xây dựng Hoàng Long",
                    body=_HL_BODY,
                ),
                _HL_TASK,
                reply=_HL_DONE,
            )
        ],
        label="skips the director's later mail (no CC to the deputy director Phước)",
    ),
    script(
        *_HL_READS,
        *_HL_STATUS,
        call("acc_update_invoice_status", invoice_id="BH09032", debt_status="Nợ khó đòi"),
        call("acc_update_invoice_status", invoice_id="BH09036", debt_status="Nợ khó đòi"),
        reply=_HL_ASK,
        then=[turn(_HL_MAIL, _HL_TASK, reply=_HL_DONE)],
        label="moves HĐ 404 (exactly 90 days) and Hoàng Long Phát's HĐ 386 to Nợ khó đòi",
    ),
    script(
        *_HL_READS,
        call("acc_update_invoice_status", invoice_id="BH00484", debt_status="Quá hạn"),
        call("acc_update_invoice_status", invoice_id="BH09033", debt_status="Quá hạn"),
        reply=_HL_ASK,
        then=[
            turn(
                call(
                    "amismail_write_mail",
                    to=[_TRA],
                    cc=[m("phong.ht"), _PHUOC],
                    subject="Đối chiếu công nợ – Xây dựng Hoàng Long",
                    body=_HL_BODY.replace("173.280.000", "212.160.000").replace(
                        "- HĐ 00000072",
                        "- HĐ 00000071 ngày 23/02/2026: 38.880.000 đ\n- HĐ 00000072",
                    ),
                ),
                call(
                    "crm_create_activity",
                    kind="Nhiệm vụ",
                    subject="Theo dõi biên bản đối chiếu",
                    customer_id="KH00009",
                    due_date="2026-04-19",
                    assignee_id="NV000020",
                ),
                reply=_HL_DONE.replace("173.280.000", "212.160.000"),
            )
        ],
        label="counts the cancelled HĐ 71, leaves the over-90-day ones Quá hạn, 3 calendar days",
    ),
]


# ============================================================================================
# 5. credit_limit_review_hcm (round 2)
# ============================================================================================

_CL = P + "credit_limit_review_hcm"
_CL_READS = [
    call("read_memory"),
    call("document_qa", question="quy định hạn mức nợ khách hàng"),
    call("document_qa", question="báo cáo kết quả rà soát hạn mức nợ"),
    call("acc_get_receivable_aging", branch="TP.HCM"),
    call("acc_search_invoices", customer_id="KH00009", open_only=True),
    call("acc_search_invoices", customer_id="KH00091", open_only=True),
    call("acc_search_invoices", customer_id="KH00008", open_only=True),
    call("acc_search_invoices", customer_id="KH00004", open_only=True),
    call("crm_get_customer", customer_id="KH00004"),
    call("crm_get_customer", customer_id="KH00008"),
    call("crm_get_customer", customer_id="KH00009"),
    call("crm_get_customer", customer_id="KH00091"),
    call("crm_get_customer", customer_id="KH00011"),
    call("hrm_get_employee", employee_id="NV000021"),
    call("amismail_search_mail", query="kế hoạch trả nợ"),
    call("amismail_read_mail", message_id="TH009012"),
    call("amismail_search_address_book", query="Huỳnh Thanh Phong"),
]
_CL_LIMIT = call("crm_update_customer", customer_id="KH00009", credit_limit_vnd=0)
_CL_HALF = call("crm_update_customer", customer_id="KH00091", credit_limit_vnd=180_000_000)
_CL_BAD = call(
    "acc_update_invoice_status",
    invoice_id="BH00399",
    debt_status="Nợ khó đòi",
    note="Quá hạn 102 ngày – QĐ-09/2026",
)


def _cl_task(assignee: str = "NV000020", due: str = "2026-04-23") -> ToolCall:
    return call(
        "crm_create_activity",
        kind="Nhiệm vụ",
        subject="Đôn đốc Hoàng Gia Phát thanh toán HĐ quá hạn 42 ngày",
        customer_id="KH00004",
        due_date=due,
        assignee_id=assignee,
        description=(
            "HĐ quá hạn 32.400.000 đ; giữ hạn mức 400.000.000 đ theo QĐ-09/2026. Chị Trang (chủ "
            "sở hữu) đã nghỉ việc nên giao anh Phong."
        ),
    )


_CL_TASK = _cl_task()
_CL_NOTE = call(
    "crm_create_activity",
    kind="Ghi chú",
    subject="Kế hoạch trả nợ đã được KTT chấp thuận",
    customer_id="KH00008",
    description=(
        "Chị Hương duyệt ngày 10/04: trả 19.332.000 đ làm hai đợt, 10.000.000 đ ngày 24/04 và "
        "9.332.000 đ ngày 08/05/2026; giữ hạn mức 150.000.000 đ trong thời gian thực hiện."
    ),
)


def _cl_notice(to: str, cc: str, name: str, old: str, new: str, why: str) -> ToolCall:
    return call(
        "amismail_write_mail",
        to=[to],
        cc=[cc],
        subject=f"[Minh Long] Thông báo điều chỉnh hạn mức nợ – {name}",
        body=(
            f"Kính gửi Quý khách {name},\n\nTheo kết quả rà soát hạn mức nợ tháng 04/2026, do "
            f"{why}, hạn mức nợ của Quý khách tại Minh Long được điều chỉnh từ {old} xuống {new}. "
            "Kính đề nghị Quý khách thu xếp thanh toán các hoá đơn quá hạn.\n\nTrân trọng,\n"
            "Nguyễn Thị Ngọc Lan – Kế toán công nợ, Công ty CP Công nghệ Minh Long"
        ),
    )


_CL_NOTICES = [
    _cl_notice(
        "hanh.dt@hoanglongxd.vn",
        m("bao.tq"),
        "Công ty TNHH MTV Xây dựng Hoàng Long",
        "700.000.000 đ",
        "0 đ",
        "HĐ 00000395 đã quá hạn 102 ngày",
    ),
    _cl_notice(
        "ha.tt@hoanglongphat.vn",
        m("quan.vm"),
        "Công ty TNHH Thương mại Hoàng Long Phát",
        "360.000.000 đ",
        "180.000.000 đ",
        "HĐ 00000002 đã quá hạn 74 ngày",
    ),
]
_CL_BODY = (
    "Chị Hương ơi, em gửi chị kết quả rà soát hạn mức nợ khách hàng chi nhánh TP.HCM tháng 4 "
    "theo QĐ-09/2026/ML-TCKT:\n"
    "- Xây dựng Hoàng Long: HĐ 00000395 quá hạn 102 ngày → hạn mức 700.000.000 đ về 0; HĐ "
    "00000395 đã chuyển Nợ khó đòi.\n"
    "- Hoàng Long Phát: HĐ 00000002 quá hạn 74 ngày → hạn mức 360.000.000 đ giảm còn "
    "180.000.000 đ.\n"
    "- DNTN Thành Đạt: quá hạn 63 ngày nhưng có kế hoạch trả nợ chị đã duyệt ngày 10/04 → giữ "
    "hạn mức 150.000.000 đ (đã ghi chú trên CRM).\n"
    "- Hoàng Gia Phát: quá hạn 42 ngày → giữ hạn mức 400.000.000 đ; chị Trang (chủ sở hữu) đã "
    "nghỉ việc nên em giao anh Phong nhiệm vụ đôn đốc thu nợ hạn 23/04.\n"
    "- Việt Tiến: không có hoá đơn quá hạn → giữ hạn mức 200.000.000 đ.\n"
    "Em đã gửi thư báo hạn mức mới cho Hoàng Long và Hoàng Long Phát.\n\nEm Lan"
)
_CL_MAIL = call(
    "amismail_write_mail",
    to=[m("huong.dt")],
    cc=[m("phong.ht")],
    subject="Kết quả rà soát hạn mức nợ KH chi nhánh TP.HCM – 04/2026",
    body=_CL_BODY,
)
_CL_REPLY = (
    "Em đã rà soát theo QĐ-09/2026 (thay QĐ-02/2026): Hoàng Long hạn mức về 0 và HĐ 00000395 "
    "chuyển Nợ khó đòi; Hoàng Long Phát (74 ngày) giảm còn 180.000.000 đ; em đã gửi thư báo hạn "
    "mức mới cho hai khách này (CC anh Bảo, anh Quân). Thành Đạt giữ 150.000.000 đ vì có kế "
    "hoạch trả nợ chị Hương đã duyệt (đã ghi chú CRM); Hoàng Gia Phát giữ 400.000.000 đ, chị "
    "Trang đã nghỉ việc nên em giao anh Phong nhiệm vụ thu nợ hạn 23/04; Việt Tiến giữ nguyên. "
    "Em đã gửi kết quả cho chị Hương, CC anh Phong."
)
_CL_WRITES = [_CL_LIMIT, _CL_BAD, _CL_HALF, _CL_NOTE, _CL_TASK, *_CL_NOTICES, _CL_MAIL]
ORACLES[_CL] = script(*_CL_READS, *_CL_WRITES, reply=_CL_REPLY)
ALTERNATES[_CL] = [
    # another order and other tools; the task first refused for the departed owner, then given
    # to her manager; the report and reply in words and millions
    script(
        call("document_qa", question="hạn mức nợ QĐ-09/2026 ngoại lệ kế hoạch trả nợ"),
        call("read_memory", key="hạn mức"),
        call("acc_get_receivable_aging", branch="HCM"),
        call("acc_search_invoices", min_days_overdue=31),
        call("crm_search_customer", query="Hoàng Long"),
        call("crm_list_contacts", customer_id="KH00009"),
        call("crm_list_contacts", customer_id="KH00091"),
        call("amismail_search_mail", query="Thành Đạt"),
        call("amismail_read_mail", message_id="TH009011"),
        call("amismail_read_mail", message_id="TH009012"),
        _CL_NOTE,
        _cl_task("NV000021"),
        call("hrm_search_employee", query="Phạm Thùy Trang"),
        _CL_TASK,
        _CL_BAD,
        _CL_LIMIT,
        _CL_HALF,
        *reversed(_CL_NOTICES),
        call(
            "amismail_write_mail",
            to=[m("huong.dt")],
            cc=[m("phong.ht")],
            subject="Rà soát hạn mức nợ HCM",
            body=(
                "Chị Hương, kết quả rà soát hạn mức HCM tháng 4 (QĐ-09):\n"
                "Hoàng Long: 700 triệu → 0, HĐ 395 sang Nợ khó đòi.\n"
                "Hoàng Long Phát: 360 triệu → 180 triệu (quá hạn 74 ngày).\n"
                "Thành Đạt: giữ 150 triệu (kế hoạch trả nợ chị duyệt 10/4).\n"
                "Hoàng Gia Phát: giữ 400 triệu, Trang nghỉ việc nên giao anh Phong đôn đốc đến "
                "23/4.\nViệt Tiến: chưa quá hạn, giữ nguyên.\nLan"
            ),
        ),
        reply=(
            "Xong chị ạ: Hoàng Long về 0, Hoàng Long Phát còn một trăm tám mươi triệu, Thành Đạt "
            "giữ một trăm năm mươi triệu đồng (kế hoạch trả nợ đã duyệt), Hoàng Gia Phát giữ 400 "
            "triệu kèm nhiệm vụ cho anh Phong, Việt Tiến giữ nguyên; đã báo hai khách bị giảm và "
            "mail chị Hương CC anh Phong."
        ),
    ),
    # a self-corrected slip: the limit first sent with a mistyped customer code (refused)
    script(
        *_CL_READS,
        call("crm_update_customer", customer_id="KH0009", credit_limit_vnd=0),
        *_CL_WRITES,
        reply=_CL_REPLY.replace("150.000.000 đ", "150 triệu đồng"),
    ),
]


def _cl_without(*drop: ToolCall) -> list[ToolCall]:
    return [w for w in _CL_WRITES if all(w is not d for d in drop)]


ANTI_ORACLES[_CL] = [
    script(
        *_CL_READS[1:13],
        _CL_LIMIT,
        call("crm_update_customer", customer_id="KH00091", credit_limit_vnd=0),
        call("crm_update_customer", customer_id="KH00008", credit_limit_vnd=0),
        call("crm_update_customer", customer_id="KH00004", credit_limit_vnd=200_000_000),
        call(
            "amismail_write_mail",
            to=[m("huong.dt")],
            cc=[m("phong.ht")],
            subject="Kết quả rà soát hạn mức nợ KH chi nhánh TP.HCM – 04/2026",
            body=(
                "Chị Hương, theo QĐ-02/2026: Hoàng Long 700.000.000 đ → 0; Hoàng Long Phát "
                "360.000.000 đ → 0; Thành Đạt 150.000.000 đ → 0; Hoàng Gia Phát 400.000.000 đ → "
                "200.000.000 đ; Việt Tiến giữ nguyên.\nLan"
            ),
        ),
        reply="Em đã rà soát theo QĐ-02/2026: Hoàng Long, Hoàng Long Phát, Thành Đạt về 0, Hoàng "
        "Gia Phát còn 200.000.000 đ, Thành Đạt không còn 150.000.000 đ hạn mức.",
        label="applies the superseded QĐ-02/2026 (Thành Đạt and Hoàng Long Phát to 0, Hoàng Gia "
        "Phát halved, no Nợ khó đòi, no task)",
    ),
    script(
        *_CL_READS[:14],
        *_cl_without(_CL_NOTE, _CL_MAIL),
        call("crm_update_customer", customer_id="KH00008", credit_limit_vnd=75_000_000),
        call(
            "amismail_write_mail",
            to=[m("huong.dt")],
            cc=[m("phong.ht")],
            subject="Kết quả rà soát hạn mức nợ KH chi nhánh TP.HCM – 04/2026",
            body=_CL_BODY.replace(
                "quá hạn 63 ngày nhưng có kế hoạch trả nợ chị đã duyệt ngày 10/04 → giữ hạn mức "
                "150.000.000 đ (đã ghi chú trên CRM)",
                "quá hạn 63 ngày → hạn mức 150.000.000 đ giảm còn 75.000.000 đ",
            ),
        ),
        reply=_CL_REPLY.replace(
            "giữ 150.000.000 đ vì có kế hoạch trả nợ chị Hương đã duyệt (đã ghi chú CRM)",
            "giảm còn 75.000.000 đ",
        ),
        label="misses the approved repayment plan in the mail (Thành Đạt halved to 75 tr)",
    ),
    script(
        *_CL_READS[1:],
        *_cl_without(*_CL_NOTICES),
        reply=_CL_REPLY,
        label="the user's memory skipped: no limit notice to Hoàng Long or Hoàng Long Phát",
    ),
    script(
        *_CL_READS[:13],
        *_cl_without(_CL_TASK),
        call(
            "crm_create_activity",
            kind="Nhiệm vụ",
            subject="Đôn đốc Hoàng Gia Phát thanh toán HĐ quá hạn 42 ngày",
            customer_id="KH00004",
            due_date="2026-04-23",
        ),
        reply=_CL_REPLY,
        label="the HR record skipped: the task refused for the departed owner is left to the "
        "user herself instead of the owner's manager",
    ),
    script(
        *_CL_READS,
        *_cl_without(_CL_HALF, _CL_NOTICES[1]),
        reply=_CL_REPLY,
        label="the look-alike Hoàng Long Phát (74 days) left untouched",
    ),
    script(
        *_CL_READS,
        *_cl_without(_CL_BAD),
        reply=_CL_REPLY,
        label="forgets to move HĐ 395 (> 90 days) to Nợ khó đòi",
    ),
    script(
        *_CL_READS,
        *_cl_without(_CL_TASK),
        _cl_task(due="2026-04-21"),
        reply=_CL_REPLY,
        label="the task due in 5 calendar days (Tue 21/04), not 5 working days",
    ),
    script(
        *_CL_READS,
        *_cl_without(_CL_MAIL),
        call(
            "amismail_write_mail",
            to=[m("huong.dt")],
            subject="Kết quả rà soát hạn mức nợ KH chi nhánh TP.HCM – 04/2026",
            body=_CL_BODY,
        ),
        reply=_CL_REPLY,
        label="the report is not CC'd to the HCM sales head",
    ),
    script(
        *_CL_READS,
        *_CL_WRITES,
        _cl_notice(
            "lienhe@thanhdat.vn",
            m("quan.vm"),
            "Doanh nghiệp tư nhân Thành Đạt",
            "150.000.000 đ",
            "75.000.000 đ",
            "hoá đơn quá hạn 63 ngày",
        ),
        reply=_CL_REPLY,
        label="also sends Thành Đạt a limit notice though its plan keeps the limit",
    ),
]


# ============================================================================================
# 6. bank_statement_hn (round 2)
# ============================================================================================

_BS = P + "bank_statement_hn"
_BS_READS = [
    call("amismail_search_mail", query="sao kê 15/04"),
    call("amismail_read_mail", message_id="TH009022"),
    call("document_qa", question="ghi nhận tiền khách hàng chuyển khoản trừ hoá đơn"),
    call("amismail_search_mail", query="QĐ-03/2026"),
    call("amismail_read_mail", message_id="TH009021"),
    call("read_memory"),
    call("crm_search_customer", query="An Phát"),
    call("acc_search_invoices", customer_id="KH00001", open_only=True),
    call("acc_search_invoices", customer_id="KH00003", open_only=True),
    call("acc_search_invoices", customer_id="KH00010", open_only=True),
    call("acc_search_invoices", customer_id="KH00005", open_only=True),
    call("crm_search_customer", query="Nguyễn Văn Tuấn"),
]


def _bs_receipt(cid: str, amount: int, allocs: dict[str, int], payer: str = "") -> ToolCall:
    return call(
        "acc_create_receipt",
        customer_id=cid,
        amount_vnd=amount,
        method="chuyen_khoan",
        receipt_date="2026-04-15",
        allocations=[{"invoice_id": k, "amount_vnd": v} for k, v in allocs.items()],
        payer=payer,
    )


_BS_RECEIPTS = [
    _bs_receipt("KH00001", 21_384_000, {"BH00496": 21_384_000}),
    _bs_receipt("KH00003", 20_000_000, {"BH00428": 20_000_000}),
    _bs_receipt("KH00010", 30_112_000, {"BH00443": 14_560_000, "BH00537": 15_552_000}),
    _bs_receipt("KH00005", 14_580_000, {"BH00442": 14_580_000}, "Công ty TNHH Sao Việt Holdings"),
]
_BS_MAIL = call(
    "amismail_write_mail",
    to=[m("huong.dt")],
    subject="Khoản tiền chưa xác định được khách hàng – sao kê 15/04/2026",
    body=(
        "Chị Hương ơi, sao kê Vietcombank ngày 15/04/2026 có một khoản em chưa xác định được "
        "khách hàng nộp nên chưa ghi nhận:\n- Ngày 15/04/2026: 5.000.000 đ – NGUYEN VAN TUAN – "
        "nội dung: CK\nChị xem giúp em hướng xử lý ạ.\n\nEm Lan"
    ),
)
_BS_REPLY = (
    "Em đã ghi nhận 4 khoản ngày 15/04: An Phát 21.384.000 đ trừ HĐ 00000084 (theo số HĐ ghi "
    "trong nội dung CK, theo sửa đổi của chị Hương từ 01/04); Hoàng Gia 20.000.000 đ trừ HĐ cũ "
    "nhất 00000016 (còn 13.160.000 đ); Bình Minh 30.112.000 đ trừ HĐ 00000031 và 00000125; Sao "
    "Việt Holdings trả hộ Sao Việt 14.580.000 đ trừ HĐ 00000030. Khoản 5.000.000 đ của NGUYEN "
    "VAN TUAN chưa xác định được khách nên em chưa ghi nhận và đã báo chị Hương."
)
ORACLES[_BS] = script(*_BS_READS, *_BS_RECEIPTS, _BS_MAIL, reply=_BS_REPLY)
ALTERNATES[_BS] = [
    # the mail first, receipts in another order dated today, figures in words and millions
    script(
        call("amismail_read_mail", message_id="TH009022"),
        call("read_memory", key="trả hộ"),
        call("amismail_search_mail", query="sửa đổi QĐ-03"),
        call("acc_get_customer_debt", customer_id="KH00003"),
        _BS_MAIL,
        *[
            call(
                "acc_create_receipt",
                customer_id=c.arguments["customer_id"],
                amount_vnd=c.arguments["amount_vnd"],
                method="chuyen_khoan",
                allocations=c.arguments["allocations"],
            )
            for c in _BS_RECEIPTS[::-1]
        ],
        reply=(
            "Xong chị: ghi nhận 4 khoản (An Phát trừ HĐ 84, Hoàng Gia trừ HĐ 16, Bình Minh trừ "
            "HĐ 31 và 125, Sao Việt Holdings trả hộ Sao Việt trừ HĐ 30); còn năm triệu đồng (5 "
            "triệu) của NGUYEN VAN TUAN không rõ của ai, em chưa ghi và đã mail chị Hương."
        ),
    ),
    # a receipt first refused (over the invoice's open amount), then corrected
    script(
        *_BS_READS,
        _bs_receipt("KH00003", 20_000_000, {"BH00539": 20_000_000}),
        *_BS_RECEIPTS,
        _BS_MAIL,
        reply=_BS_REPLY,
    ),
]
ANTI_ORACLES[_BS] = [
    script(
        *_BS_READS[:3],
        call("read_memory"),
        *_BS_READS[6:],
        _bs_receipt("KH00001", 21_384_000, {"BH00455": 18_468_000, "BH00496": 2_916_000}),
        *_BS_RECEIPTS[1:],
        _BS_MAIL,
        reply=_BS_REPLY,
        label="applies the old oldest-first rule to An Phát (misses the amendment mail)",
    ),
    script(
        *_BS_READS[:5],
        *_BS_READS[6:],
        *_BS_RECEIPTS[:3],
        call(
            "amismail_write_mail",
            to=[m("huong.dt")],
            subject="Khoản tiền chưa xác định được khách hàng – sao kê 15/04/2026",
            body=(
                "Chị Hương ơi, sao kê ngày 15/04/2026 có hai khoản chưa xác định được khách "
                "hàng: 14.580.000 đ – SAO VIET HOLDINGS – TT HD 30; 5.000.000 đ – NGUYEN VAN "
                "TUAN – CK. Tổng 19.580.000 đ.\n\nEm Lan"
            ),
        ),
        reply="Em ghi nhận 3 khoản; 19.580.000 đ (Sao Việt Holdings và NGUYEN VAN TUAN) chưa "
        "xác định được, em đã báo chị Hương.",
        label="misses the memory: Sao Việt Holdings' transfer left unidentified",
    ),
    script(
        *_BS_READS,
        *_BS_RECEIPTS,
        _bs_receipt("KH00012", 5_000_000, {"BH00419": 5_000_000}),
        reply=_BS_REPLY.replace("và đã báo chị Hương", "").replace(
            "chưa xác định được khách nên em chưa ghi nhận", "em ghi cho Hải Đăng"
        ),
        label="records the unidentified 5.000.000 đ on a guessed customer and tells no one",
    ),
]
ANTI_ORACLES[_BS].append(
    script(
        *_BS_READS,
        *_BS_RECEIPTS[:3],
        _bs_receipt("KH00005", 14_580_000, {"BH00371": 14_580_000}, "Sao Việt Holdings"),
        _BS_MAIL,
        reply=_BS_REPLY,
        label="Sao Việt Holdings' transfer set oldest first against the doubtful HĐ 368, not "
        "the HĐ 30 it names",
    )
)


# ============================================================================================
# 7. late_interest_notices_hn
# ============================================================================================

_LI = P + "late_interest_notices_hn"
_LI_SIGN = "\n\nTrân trọng,\nNguyễn Thị Ngọc Lan – Kế toán công nợ, Công ty CP Công nghệ Minh Long"
_LI_READS = [
    call("read_memory"),
    call("document_qa", question="lãi chậm thanh toán hoá đơn quá hạn"),
    call("amismail_search_mail", query="lãi chậm trả"),
    call("amismail_read_mail", message_id="TH009032"),
    call("amismail_read_mail", message_id="TH009034"),
    call("acc_get_receivable_aging", branch="Hà Nội"),
    call("acc_search_invoices", min_days_overdue=31, open_only=True),
    call("crm_get_customer", customer_id="KH00001"),
    call("crm_get_customer", customer_id="KH00003"),
    call("crm_get_customer", customer_id="KH00005"),
    call("crm_get_customer", customer_id="KH00010"),
    call("crm_get_customer", customer_id="KH00012"),
    call("crm_list_activities", customer_id="KH00012", kind="Ghi chú"),
]


def _li_notice(name: str, lines: list[str], total: str, waived: bool = False) -> str:
    head = (
        f"Kính gửi Quý khách {name},\n\nTheo sổ sách của Minh Long đến ngày 16/04/2026, Quý "
        "khách còn các hoá đơn quá hạn thanh toán trên 30 ngày sau:\n"
    )
    tail = (
        "\nTheo Quy định QĐ-10/2026/ML-TCKT, lãi chậm thanh toán = số còn phải thu × 0,05% × số "
        f"ngày quá hạn. {total}\n\nKính đề nghị Quý khách thu xếp thanh toán sớm."
    )
    if waived:
        tail = (
            "\nMinh Long đồng ý miễn toàn bộ lãi chậm thanh toán của hoá đơn này. Kính đề nghị "
            "Quý khách thu xếp thanh toán số còn phải thu sớm."
        )
    return head + "\n".join(f"- {x}" for x in lines) + tail + _LI_SIGN


#: (customer, to, cc owner, subject name, body)
_LI_NOTICES: list[tuple[str, str, str, str, str]] = [
    (
        "KH00001",
        "dung.dt@anphat.com.vn",
        m("nam.hv"),
        "An Phát",
        _li_notice(
            "Công ty TNHH Thương mại và Dịch vụ An Phát",
            [
                "HĐ 00000043, hạn 07/03/2026, quá hạn 40 ngày, còn phải thu 18.468.000 đ: lãi 369.360 đ"
            ],
            "Tổng lãi chậm thanh toán: 369.360 đ.",
        ),
    ),
    (
        "KH00003",
        "anh.ntl@hoanggia.com.vn",
        m("khanh.lq"),
        "Hoàng Gia",
        _li_notice(
            "Công ty Cổ phần Hoàng Gia",
            ["HĐ 00000016, hạn 28/02/2026, quá hạn 47 ngày, còn phải thu 33.160.000 đ"],
            "",
            waived=True,
        ),
    ),
    (
        "KH00005",
        "thanh.tv@saoviet.com.vn",
        m("tuan.nm"),
        "Sao Việt",
        _li_notice(
            "Công ty Cổ phần Đầu tư Sao Việt",
            [
                "HĐ 00000030, hạn 25/02/2026, quá hạn 50 ngày, còn phải thu 14.580.000 đ: lãi 364.500 đ"
            ],
            "Tổng lãi chậm thanh toán: 364.500 đ.",
        ),
    ),
    (
        "KH00010",
        "huong.nt@binhminhpharma.vn",
        m("nam.hv"),
        "Dược Bình Minh",
        _li_notice(
            "Công ty Cổ phần Dược phẩm Bình Minh",
            [
                "HĐ 00000031, hạn 12/03/2026, quá hạn 35 ngày, còn phải thu 14.560.000 đ: lãi 254.800 đ"
            ],
            "Tổng lãi chậm thanh toán: 254.800 đ.",
        ),
    ),
    (
        "KH00012",
        "hau.dv@haidanglogistics.vn",
        m("long.bd"),
        "Hải Đăng",
        _li_notice(
            "Công ty Cổ phần Logistics Hải Đăng",
            [
                "HĐ 00000007, hạn 07/02/2026, quá hạn 68 ngày, còn phải thu 26.440.000 đ: lãi 898.960 đ"
            ],
            "Tổng lãi chậm thanh toán: 898.960 đ.",
        ),
    ),
]


def _li_draft(row: tuple[str, str, str, str, str]) -> ToolCall:
    _cid, to, cc, who, body = row
    return call(
        "amismail_save_draft",
        to=[to],
        cc=[cc, m("dung.pv")],
        subject=f"[Minh Long] Thông báo nợ quá hạn và lãi chậm thanh toán – {who}",
        body=body,
    )


def _li_write(row: tuple[str, str, str, str, str]) -> ToolCall:
    _cid, to, cc, who, body = row
    return call(
        "amismail_write_mail",
        to=[to],
        cc=[cc, m("dung.pv")],
        subject=f"[Minh Long] Thông báo nợ quá hạn và lãi chậm thanh toán – {who}",
        body=body,
    )


_LI_NOTE_TEXT = {
    "KH00001": ("Đã gửi thông báo lãi chậm trả 369.360 đ", "HĐ 00000043, 40 ngày quá hạn."),
    "KH00003": (
        "Đã gửi thông báo nợ quá hạn, lãi được miễn",
        "HĐ 00000016 quá hạn 47 ngày; KTT Đỗ Thu Hương đồng ý miễn lãi (mail 09/04).",
    ),
    "KH00005": ("Đã gửi thông báo lãi chậm trả 364.500 đ", "HĐ 00000030, 50 ngày quá hạn."),
    "KH00012": (
        "Đã gửi thông báo lãi chậm trả 898.960 đ",
        "HĐ 00000007, 68 ngày quá hạn; gửi anh Đặng Văn Hậu (kế toán trưởng mới).",
    ),
}


def _li_note(cid: str) -> ToolCall:
    subject, desc = _LI_NOTE_TEXT[cid]
    return call(
        "crm_create_activity", kind="Ghi chú", subject=subject, customer_id=cid, description=desc
    )


_LI_RECEIPT = call(
    "acc_create_receipt",
    customer_id="KH00010",
    amount_vnd=14_560_000,
    method="chuyen_khoan",
    allocations=[{"invoice_id": "BH00443", "amount_vnd": 14_560_000}],
    receipt_date="2026-04-15",
    reason="Thu nốt tiền HĐ số 00000031",
)
_LI_DRAFTS = [_li_draft(row) for row in _LI_NOTICES]
_LI_ASK_REPLY = (
    "Em đã soạn 5 thư nháp thông báo lãi chậm trả theo QĐ-10/2026 (0,05%/ngày, chỉ HĐ quá hạn "
    "trên 30 ngày): An Phát 369.360 đ (chị Hương không đồng ý miễn), Hoàng Gia được chị Hương "
    "miễn lãi HĐ 16, Sao Việt 364.500 đ (HĐ 368 Nợ khó đòi không tính, CC anh Tuấn vì anh Sơn đã "
    "nghỉ), Bình Minh 254.800 đ, Hải Đăng 898.960 đ gửi anh Hậu – kế toán trưởng mới (CC anh "
    "Long). An Phát Hưng mới quá hạn 7 ngày nên chưa gửi. Chị xem trong Thư nháp nhé."
)
_LI_DONE = (
    "Em đã ghi nhận thu tiền gửi 14.560.000 đ ngày 15/04 của Bình Minh vào HĐ 00000031 (đã "
    "thanh toán đủ), không gửi thông báo cho Bình Minh; đã gửi 4 thông báo còn lại và ghi chú "
    "số lãi lên CRM từng khách."
)
_LI_SENT_IDX = [13, 14, 15, 17]  # the drafts' call indexes (Bình Minh's, 16, stays a draft)
ORACLES[_LI] = script(
    *_LI_READS,
    *_LI_DRAFTS,
    reply=_LI_ASK_REPLY,
    then=[
        turn(
            _LI_RECEIPT,
            *[call("amismail_send_draft", draft_id=f"${i}.id") for i in _LI_SENT_IDX],
            *[_li_note(cid) for cid in ("KH00001", "KH00003", "KH00005", "KH00012")],
            reply=_LI_DONE,
        )
    ],
)
_LI_GOOD = [row for row in _LI_NOTICES if row[0] != "KH00010"]
_LI_HN_IDS = ["KH00001", "KH00002", "KH00003", "KH00005", "KH00006", "KH00010", "KH00012"]
_LI_HD_WRONG = (
    "KH00012",
    "linh.ctt@haidanglogistics.vn",
    m("long.bd"),
    "Hải Đăng",
    _LI_NOTICES[4][4],
)
ALTERNATES[_LI] = [
    # other order and tools: invoices per customer, CRM notes read for every customer, the
    # notices re-written as new mails in turn 1 (the drafts stay unsent), notes before sending
    script(
        call("document_qa", question="quy định tính lãi chậm thanh toán mới"),
        call("read_memory", key="lãi"),
        *[call("acc_get_customer_debt", customer_id=c) for c in _LI_HN_IDS],
        *[call("crm_list_activities", customer_id=c) for c in ("KH00001", "KH00003", "KH00012")],
        call("amismail_search_mail", query="miễn lãi"),
        call("crm_list_contacts", customer_id="KH00005"),
        call("crm_get_customer", customer_id="KH00012"),
        *_LI_DRAFTS,
        reply=_LI_ASK_REPLY,
        then=[
            turn(
                *[_li_note(cid) for cid in ("KH00012", "KH00005", "KH00003", "KH00001")],
                call(
                    "crm_create_activity",
                    kind="Ghi chú",
                    subject="Bình Minh đã thanh toán HĐ 00000031",
                    customer_id="KH00010",
                    description="CK 14.560.000 đ ngày 15/04/2026; không gửi thông báo lãi.",
                ),
                *[_li_write(row) for row in _LI_GOOD],
                call(
                    "acc_create_receipt",
                    customer_id="KH00010",
                    amount_vnd=14_560_000,
                    method="chuyen_khoan",
                    receipt_date="2026-04-15",
                    allocations=[{"invoice_id": "00000031", "amount_vnd": 14_560_000}],
                ),
                reply="Dạ xong: 4 thông báo đã gửi, Bình Minh đã ghi nhận 14,56 triệu, không gửi.",
            )
        ],
    ),
]
ALTERNATES[_LI].append(
    # a self-corrected mistake: Hải Đăng's draft first goes to the old accountant, the CRM note
    # is read, the draft is updated to the new one; amounts in other forms
    script(
        *_LI_READS[:12],
        *_LI_DRAFTS[:4],
        _li_draft(_LI_HD_WRONG),
        _LI_READS[12],
        call(
            "amismail_save_draft",
            draft_id="$16.id",
            to=["hau.dv@haidanglogistics.vn"],
            cc=[m("long.bd"), m("dung.pv")],
            subject="Thông báo lãi chậm thanh toán HĐ 00000007 – Hải Đăng",
            body=(
                "Kính gửi anh Hậu,\n\nHĐ 00000007 (hạn 07/02/2026) còn phải thu 26,44 triệu đồng, "
                "quá hạn 68 ngày đến 16/4/2026. Lãi chậm thanh toán 0,05%/ngày: 898,960 VND.\n\n"
                "Lan – Kế toán công nợ Minh Long"
            ),
        ),
        reply="Chị ơi em soạn xong 5 thư nháp rồi ạ, chị xem giúp em.",
        then=[
            turn(
                call(
                    "acc_create_receipt",
                    customer_id="KH00010",
                    amount_vnd=14_560_000,
                    method="chuyen_khoan",
                    receipt_date="2026-04-15",
                    allocations=[{"invoice_id": "BH00443", "amount_vnd": 14_560_000}],
                ),
                *[call("amismail_send_draft", draft_id=f"${i}.id") for i in [12, 13, 14, 16]],
                *[_li_note(cid) for cid in ("KH00001", "KH00003", "KH00005", "KH00012")],
                reply="Em đã gửi 4 thông báo và ghi nhận khoản 14.560.000 đ của Bình Minh.",
            )
        ],
    )
)


def _li_row_with(cid: str, **changes: str) -> tuple[str, str, str, str, str]:
    row = next(r for r in _LI_NOTICES if r[0] == cid)
    fields = dict(zip(("cid", "to", "cc", "who", "body"), row, strict=True))
    fields.update(changes)
    return (fields["cid"], fields["to"], fields["cc"], fields["who"], fields["body"])


def _li_turn1(drafts: list[int], receipt: bool = True) -> Script:
    return turn(
        *([_LI_RECEIPT] if receipt else []),
        *[call("amismail_send_draft", draft_id=f"${i}.id") for i in drafts],
        *[_li_note(cid) for cid in ("KH00001", "KH00003", "KH00005", "KH00012")],
        reply=_LI_DONE,
    )


_LI_OLD_RATE = [
    _li_row_with(
        "KH00001",
        body=_LI_NOTICES[0][4].replace("0,05%", "0,03%").replace("369.360", "221.616"),
    ),
    _LI_NOTICES[1],
    _li_row_with(
        "KH00005",
        body=_LI_NOTICES[2][4].replace("0,05%", "0,03%").replace("364.500", "218.700"),
    ),
    _li_row_with(
        "KH00010",
        body=_LI_NOTICES[3][4].replace("0,05%", "0,03%").replace("254.800", "152.880"),
    ),
    _li_row_with(
        "KH00012",
        body=_LI_NOTICES[4][4].replace("0,05%", "0,03%").replace("898.960", "539.376"),
    ),
]
_LI_NO_WAIVER = [
    _LI_NOTICES[0],
    _li_row_with(
        "KH00003",
        body=_li_notice(
            "Công ty Cổ phần Hoàng Gia",
            [
                "HĐ 00000016, hạn 28/02/2026, quá hạn 47 ngày, còn phải thu 33.160.000 đ: lãi 779.260 đ"
            ],
            "Tổng lãi chậm thanh toán: 779.260 đ.",
        ),
    ),
    _LI_NOTICES[2],
    _LI_NOTICES[3],
    _li_row_with("KH00012", to="linh.ctt@haidanglogistics.vn", cc=m("hai.tv")),
]
_LI_AP_WAIVED = [
    _li_row_with(
        "KH00001",
        body=_li_notice(
            "Công ty TNHH Thương mại và Dịch vụ An Phát",
            ["HĐ 00000043, hạn 07/03/2026, quá hạn 40 ngày, còn phải thu 18.468.000 đ"],
            "",
            waived=True,
        ),
    ),
    *_LI_NOTICES[1:],
]
ANTI_ORACLES[_LI] = [
    script(
        *_LI_READS,
        *[_li_draft(r) for r in _LI_OLD_RATE],
        reply=_LI_ASK_REPLY,
        then=[_li_turn1(_LI_SENT_IDX)],
        label="the superseded QĐ-04/2026 rate 0,03 %/day (221.616 / 218.700 / 539.376 đ)",
    ),
    script(
        *_LI_READS[:3],
        *_LI_READS[5:12],
        *[_li_draft(r) for r in _LI_NO_WAIVER],
        reply=_LI_ASK_REPLY,
        then=[_li_turn1([10, 11, 12, 14])],
        label="the hidden facts skipped: Hoàng Gia charged 779.260 đ despite the chief "
        "accountant's waiver; Hải Đăng's notice to the departed accountant (CRM note unread)",
    ),
    script(
        *_LI_READS,
        *_LI_DRAFTS,
        reply=_LI_ASK_REPLY,
        then=[_li_turn1([13, 14, 15, 16, 17], receipt=False)],
        label="the follow-up ignored: Bình Minh's notice sent anyway, its payment not recorded",
    ),
    script(
        *_LI_READS,
        *[_li_write(r) for r in _LI_NOTICES],
        reply="Em đã gửi 5 thông báo lãi chậm trả cho khách rồi ạ.",
        then=[_li_turn1([], receipt=True)],
        label="sent in turn 0 instead of drafting: Bình Minh's notice is out before the user "
        "says it paid",
    ),
    script(
        *_LI_READS,
        *[_li_draft(r) for r in _LI_AP_WAIVED],
        reply=_LI_ASK_REPLY,
        then=[_li_turn1(_LI_SENT_IDX)],
        label="the look-alike waiver thread: An Phát's interest waived though Hương refused",
    ),
    script(
        *_LI_READS[1:],
        *[
            call(
                "amismail_save_draft",
                to=[r[1]],
                cc=[r[2]],
                subject=f"Thông báo lãi chậm thanh toán – {r[3]}",
                body=r[4],
            )
            for r in _LI_NOTICES
        ],
        reply=_LI_ASK_REPLY,
        then=[
            turn(
                _LI_RECEIPT,
                *[call("amismail_send_draft", draft_id=f"${i}.id") for i in [12, 13, 14, 16]],
                reply=_LI_DONE,
            )
        ],
        label="the user's memory skipped: no CC to Phạm Văn Dũng, no CRM notes",
    ),
]
ANTI_ORACLES[_LI].append(
    script(
        *_LI_READS,
        call("crm_get_customer", customer_id="KH00002"),
        *_LI_DRAFTS,
        call(
            "amismail_save_draft",
            to=["ketoan@anphathung.vn"],
            cc=[m("ha.pt"), m("dung.pv")],
            subject="[Minh Long] Thông báo nợ quá hạn – An Phát Hưng",
            body=(
                "Kính gửi Quý khách,\n\nHĐ 00000099 (25.920.000 đ) đã quá hạn 7 ngày, chưa tính "
                "lãi. Kính đề nghị Quý khách thu xếp thanh toán." + _LI_SIGN
            ),
        ),
        reply=_LI_ASK_REPLY,
        then=[_li_turn1([14, 15, 16, 18, 19])],
        label="every overdue customer notified: An Phát Hưng (7 days) gets a notice too",
    )
)


# ============================================================================================
# 8. payment_term_requests_week
# ============================================================================================

_PT = P + "payment_term_requests_week"
_PT_READS = [
    call("read_memory"),
    call("document_qa", question="thẩm quyền thay đổi điều khoản thanh toán khách hàng"),
    call("amismail_search_mail", query="thanh toán", folder="Hộp thư đến", date_from="2026-04-10"),
    *[
        call("amismail_read_mail", message_id=mid)
        for mid in ("TH009041", "TH009042", "TH009043", "TH009044", "TH009046", "TH009047")
    ],
    call("crm_search_customer", query="Thép Đông Á"),
    call("crm_get_customer", customer_id="KH00001"),
    call("crm_get_customer", customer_id="KH00002"),
    call("crm_get_customer", customer_id="KH00004"),
    call("acc_search_invoices", min_days_overdue=31, open_only=True),
    call("acc_list_payment_terms"),
]
_PT_SET = [
    call("acc_update_payment_term", customer_id="KH00006", payment_term_id="DKTT60"),
    call("crm_update_customer", customer_id="KH00006", payment_term_days=60),
    call("acc_update_payment_term", customer_id="KH00004", payment_term_id="CK2-10N30"),
]
_PT_APH_APPROVAL = call(
    "ava_approval_submit",
    process="Đề xuất trực tiếp",
    description=(
        "Công ty TNHH An Phát Hưng (KH00002, Thân thiết) đề nghị điều khoản thanh toán 45 ngày "
        "(hiện 30 ngày), vượt thẩm quyền 30 ngày của kế toán công nợ. Đề nghị Kế toán trưởng "
        "phê duyệt."
    ),
)
_PT_DN_APPROVAL = call(
    "ava_approval_submit",
    process="Đề xuất trực tiếp",
    description=(
        "Chi nhánh Công ty CP Thép Đông Á tại Đà Nẵng (KH00007, Thân thiết) đề nghị điều khoản "
        "thanh toán 60 ngày (hiện 45 ngày), vượt thẩm quyền 30 ngày. Đề nghị Kế toán trưởng phê "
        "duyệt."
    ),
)
_PT_NOTES = {
    "KH00001": (
        "Từ chối đề nghị 45 ngày",
        "Đang có HĐ 00000043 quá hạn 40 ngày (QĐ-12/2026 mục 2).",
    ),
    "KH00002": ("Đề nghị 45 ngày – chờ KTT duyệt", "Đã lập Đề xuất trực tiếp (30 → 45 ngày)."),
    "KH00007": ("Đề nghị 60 ngày – chờ KTT duyệt", "Đã lập Đề xuất trực tiếp (45 → 60 ngày)."),
    "KH00006": ("Đổi điều khoản 45 → 60 ngày", "Khách VIP, trong thẩm quyền; đã cập nhật DKTT60."),
    "KH00004": ("Chuyển điều khoản CK2-10N30", "Chiết khấu 2% nếu trả trong 10 ngày, hạn 30 ngày."),
}


def _pt_note(cid: str) -> ToolCall:
    subject, desc = _PT_NOTES[cid]
    return call(
        "crm_create_activity", kind="Ghi chú", subject=subject, customer_id=cid, description=desc
    )


_PT_BODIES = {
    "TH009041": (
        "Chào anh Dũng,\n\nHiện An Phát còn HĐ 00000043 (18.468.000 đ, hạn 07/03/2026) đã quá hạn "
        "40 ngày. Theo quy định của Minh Long, bên em chưa thể tăng số ngày được nợ khi khách có "
        "hoá đơn quá hạn trên 30 ngày, nên điều khoản vẫn là 30 ngày. Anh thu xếp thanh toán hoá "
        "đơn này giúp em nhé.\n\nTrân trọng,\nLan – Kế toán công nợ Minh Long"
    ),
    "TH009042": (
        "Chào chị Hạnh,\n\nĐề nghị thời hạn thanh toán 45 ngày của An Phát Hưng bên em đã trình Kế "
        "toán trưởng, hiện đang chờ phê duyệt; có kết quả em báo chị ngay.\n\nTrân trọng,\nLan"
    ),
    "TH009043": (
        "Kính gửi chị Sương,\n\nĐề nghị thời hạn thanh toán 60 ngày của chi nhánh Đà Nẵng bên em "
        "đã trình Kế toán trưởng, hiện đang chờ phê duyệt; trong thời gian này điều khoản vẫn là "
        "45 ngày.\n\nTrân trọng,\nLan"
    ),
    "TH009044": (
        "Chào anh Tâm,\n\nMinh Long đồng ý điều khoản thanh toán 60 ngày cho Thép Đông Á, áp dụng "
        "cho các hoá đơn lập từ hôm nay 16/04/2026 (hoá đơn đã lập giữ hạn cũ).\n\nTrân trọng,\nLan"
    ),
    "TH009047": (
        "Chào chị Trâm,\n\nBên em đã chuyển Hoàng Gia Phát sang điều khoản chiết khấu 2% nếu thanh "
        "toán trong 10 ngày, hạn 30 ngày, áp dụng cho hoá đơn lập từ nay.\n\nTrân trọng,\nLan"
    ),
}
_PT_CC = {
    "TH009041": m("nam.hv"),
    "TH009042": m("ha.pt"),
    "TH009043": m("thao.nt"),
    "TH009044": m("hai.tv"),
    "TH009047": m("trang.pt"),
}


def _pt_reply(mid: str) -> ToolCall:
    return call("amismail_reply_mail", message_id=mid, body=_PT_BODIES[mid], cc=[_PT_CC[mid]])


_PT_SUMMARY = call(
    "amismail_write_mail",
    to=[m("huong.dt")],
    subject="Đề xuất điều khoản thanh toán chờ chị duyệt",
    body=(
        "Chị Hương ơi, em đã lập 2 Đề xuất trực tiếp về điều khoản thanh toán, nhờ chị duyệt:\n"
        "- Công ty TNHH An Phát Hưng: 30 → 45 ngày\n"
        "- Chi nhánh Thép Đông Á tại Đà Nẵng: 45 → 60 ngày\n\nEm Lan"
    ),
)
_PT_REPLY0 = (
    "Em đã xử lý 6 đề nghị theo QĐ-12/2026: Thép Đông Á (VIP) đổi 60 ngày trên cả AMIS Kế toán và "
    "CRM; Hoàng Gia Phát chuyển điều khoản CK2-10N30; An Phát Hưng (45 ngày) và chi nhánh Đà Nẵng "
    "(60 ngày) lập Đề xuất chờ chị Hương duyệt; An Phát bị từ chối vì HĐ 00000043 quá hạn 40 "
    "ngày; Việt Tiến đã rút đề nghị nên giữ 30 ngày. Đã ghi chú CRM, trả lời từng khách CC người "
    "phụ trách và gửi chị Hương danh sách đề xuất."
)
_PT_TURN1 = turn(
    call("acc_update_payment_term", customer_id="KH00002", payment_term_id="DKTT45"),
    call("crm_update_customer", customer_id="KH00002", payment_term_days=45),
    call(
        "amismail_reply_mail",
        message_id="TH009042",
        body=(
            "Chào chị Hạnh,\n\nĐề nghị của An Phát Hưng đã được Kế toán trưởng phê duyệt: điều "
            "khoản thanh toán 45 ngày áp dụng cho các hoá đơn lập từ nay.\n\nTrân trọng,\nLan"
        ),
        cc=[m("ha.pt")],
    ),
    reply="Em đã cập nhật An Phát Hưng 45 ngày trên AMIS Kế toán và CRM, và báo chị Hạnh rồi ạ.",
)
_PT_REPLY_IDS = ["TH009041", "TH009042", "TH009043", "TH009044", "TH009047"]
ORACLES[_PT] = script(
    *_PT_READS,
    *_PT_SET,
    _PT_APH_APPROVAL,
    _PT_DN_APPROVAL,
    *[_pt_note(c) for c in ("KH00001", "KH00002", "KH00007", "KH00006", "KH00004")],
    *[_pt_reply(mid) for mid in _PT_REPLY_IDS],
    _PT_SUMMARY,
    reply=_PT_REPLY0,
    then=[_PT_TURN1],
)


def _pt_write(mid: str, to: str, body: str) -> ToolCall:
    return call(
        "amismail_write_mail",
        to=[to],
        cc=[_PT_CC[mid]],
        subject="Phản hồi đề nghị điều khoản thanh toán",
        body=body,
    )


_PT_TO = {
    "TH009041": "dung.dt@anphat.com.vn",
    "TH009042": "ketoan@anphathung.vn",
    "TH009043": "ketoan@dn.thepdonga.com.vn",
    "TH009044": "tam.hm@thepdonga.com.vn",
    "TH009047": "tram.ltn@hoanggiaphat.vn",
}
ALTERNATES[_PT] = [
    # other reads and order, new mails instead of replies, the numbers in words, the summary
    # first, Việt Tiến's withdrawal acknowledged and noted
    script(
        call("document_qa", question="đổi điều khoản thanh toán VIP quá hạn chiết khấu"),
        call("amismail_search_mail", query="điều khoản"),
        call("amismail_search_mail", query="thời hạn thanh toán"),
        *[
            call("amismail_read_mail", message_id=mid)
            for mid in ("TH009045", "TH009046", "TH009043", "TH009044", "TH009041", "TH009042")
        ],
        call("amismail_read_mail", message_id="TH009047"),
        call("read_memory", key="điều khoản"),
        *[call("crm_get_customer", customer_id=c) for c in ("KH00006", "KH00007", "KH00001")],
        *[call("acc_get_customer_debt", customer_id=c) for c in ("KH00001", "KH00002")],
        _PT_DN_APPROVAL,
        _PT_APH_APPROVAL,
        _PT_SUMMARY,
        *_PT_SET[2:],
        *_PT_SET[:2],
        call("crm_update_customer", customer_id="KH00004", payment_term_days=30),
        _pt_write(
            "TH009044",
            _PT_TO["TH009044"],
            "Anh Tâm ơi, Minh Long đồng ý cho Thép Đông Á điều khoản sáu mươi ngày, áp dụng cho "
            "hoá đơn lập từ 16/4.\n\nLan",
        ),
        *[
            _pt_write(mid, _PT_TO[mid], _PT_BODIES[mid])
            for mid in ("TH009041", "TH009042", "TH009043", "TH009047")
        ],
        call(
            "amismail_reply_mail",
            message_id="TH009046",
            body="Chào chị Hân, em ghi nhận Việt Tiến rút đề nghị, điều khoản vẫn 30 ngày.\n\nLan",
            cc=[m("yen.ln")],
        ),
        *[_pt_note(c) for c in ("KH00004", "KH00006", "KH00007", "KH00002", "KH00001")],
        call(
            "crm_create_activity",
            kind="Ghi chú",
            subject="Việt Tiến rút đề nghị 45 ngày",
            customer_id="KH00011",
        ),
        reply=_PT_REPLY0,
        then=[
            turn(
                call("crm_update_customer", customer_id="KH00002", payment_term_days=45),
                call("acc_update_payment_term", customer_id="KH00002", payment_term_id="dktt45"),
                _pt_write(
                    "TH009042",
                    _PT_TO["TH009042"],
                    "Chị Hạnh ơi, Kế toán trưởng đã duyệt thời hạn bốn mươi lăm ngày cho An Phát "
                    "Hưng, áp dụng từ nay ạ.\n\nLan",
                ),
                reply="Dạ em cập nhật xong An Phát Hưng 45 ngày và báo khách rồi ạ.",
            )
        ],
    ),
    # a self-corrected slip: the branch first given its parent's 60 days, then set back to 45
    script(
        *_PT_READS,
        call("acc_update_payment_term", customer_id="KH00007", payment_term_id="DKTT60"),
        call("crm_get_customer", customer_id="KH00007"),
        call("acc_update_payment_term", customer_id="KH00007", payment_term_id="DKTT45"),
        *_PT_SET,
        _PT_APH_APPROVAL,
        _PT_DN_APPROVAL,
        *[_pt_note(c) for c in ("KH00001", "KH00002", "KH00007", "KH00006", "KH00004")],
        *[_pt_reply(mid) for mid in _PT_REPLY_IDS],
        _PT_SUMMARY,
        reply=_PT_REPLY0,
        then=[_PT_TURN1],
    ),
]
_PT_OLD_AP_APPROVAL = call(
    "ava_approval_submit",
    process="Đề xuất trực tiếp",
    description="An Phát (KH00001) đề nghị điều khoản 45 ngày (hiện 30 ngày).",
)
_PT_OLD_TDA_APPROVAL = call(
    "ava_approval_submit",
    process="Đề xuất trực tiếp",
    description="Thép Đông Á (KH00006) đề nghị điều khoản 60 ngày (hiện 45 ngày).",
)
_PT_PENDING = (
    "Chào anh,\n\nĐề nghị điều khoản thanh toán của Quý công ty bên em đã trình Kế toán trưởng, "
    "hiện đang chờ phê duyệt.\n\nLan"
)
ANTI_ORACLES[_PT] = [
    script(
        *_PT_READS,
        _PT_SET[2],
        _PT_APH_APPROVAL,
        _PT_DN_APPROVAL,
        _PT_OLD_AP_APPROVAL,
        _PT_OLD_TDA_APPROVAL,
        *[_pt_note(c) for c in ("KH00001", "KH00002", "KH00007", "KH00006", "KH00004")],
        call("amismail_reply_mail", message_id="TH009041", body=_PT_PENDING, cc=[m("nam.hv")]),
        *[_pt_reply(mid) for mid in ("TH009042", "TH009043", "TH009047")],
        call("amismail_reply_mail", message_id="TH009044", body=_PT_PENDING, cc=[m("hai.tv")]),
        _PT_SUMMARY,
        reply=_PT_REPLY0,
        then=[_PT_TURN1],
        label="the superseded QĐ-05/2026 (30 days for everyone): Thép Đông Á and An Phát sent "
        "to approval, no overdue refusal",
    ),
    script(
        *_PT_READS,
        *_PT_SET,
        call("acc_update_payment_term", customer_id="KH00007", payment_term_id="DKTT60"),
        call("crm_update_customer", customer_id="KH00007", payment_term_days=60),
        _PT_APH_APPROVAL,
        *[_pt_note(c) for c in ("KH00001", "KH00002", "KH00007", "KH00006", "KH00004")],
        *[_pt_reply(mid) for mid in ("TH009041", "TH009042", "TH009044", "TH009047")],
        call(
            "amismail_reply_mail",
            message_id="TH009043",
            body="Chào chị Sương, Minh Long đồng ý 60 ngày cho chi nhánh như công ty mẹ.\n\nLan",
            cc=[m("thao.nt")],
        ),
        _PT_SUMMARY,
        reply=_PT_REPLY0,
        then=[_PT_TURN1],
        label="the look-alike: the Đà Nẵng branch given 60 days on its parent's VIP tier",
    ),
    script(
        *_PT_READS[:7],
        *_PT_READS[8:],
        *_PT_SET,
        _PT_APH_APPROVAL,
        _PT_DN_APPROVAL,
        call(
            "ava_approval_submit",
            process="Đề xuất trực tiếp",
            description="Việt Tiến (KH00011) đề nghị điều khoản 45 ngày (hiện 30 ngày).",
        ),
        *[_pt_note(c) for c in ("KH00001", "KH00002", "KH00007", "KH00006", "KH00004")],
        *[_pt_reply(mid) for mid in _PT_REPLY_IDS],
        call("amismail_reply_mail", message_id="TH009045", body=_PT_PENDING, cc=[m("yen.ln")]),
        _PT_SUMMARY,
        reply=_PT_REPLY0,
        then=[_PT_TURN1],
        label="the later mail missed: Việt Tiến's withdrawn request sent to approval",
    ),
    script(
        *_PT_READS[1:],
        _PT_SET[0],
        _PT_SET[2],
        _PT_APH_APPROVAL,
        _PT_DN_APPROVAL,
        *[_pt_note(c) for c in ("KH00001", "KH00002", "KH00007", "KH00006", "KH00004")],
        *[_pt_reply(mid) for mid in _PT_REPLY_IDS],
        reply=_PT_REPLY0,
        then=[_PT_TURN1],
        label="memory skipped (no list to Hương) and Thép Đông Á's 60 days left out of AMIS CRM",
    ),
    script(
        *_PT_READS,
        *_PT_SET[:2],
        _PT_APH_APPROVAL,
        _PT_DN_APPROVAL,
        *[_pt_note(c) for c in ("KH00001", "KH00002", "KH00007", "KH00006", "KH00004")],
        *[_pt_reply(mid) for mid in _PT_REPLY_IDS[:4]],
        call(
            "amismail_reply_mail",
            message_id="TH009047",
            body="Chào chị Trâm, Hoàng Gia Phát đang có HĐ 00000040 quá hạn nên bên em chưa đổi "
            "điều khoản được ạ.\n\nLan",
            cc=[m("trang.pt")],
        ),
        _PT_SUMMARY,
        reply=_PT_REPLY0,
        then=[_PT_TURN1],
        label="the overdue rule over-applied: Hoàng Gia Phát's discount term refused",
    ),
]


# ============================================================================================
# 9. issue_draft_invoices_checks
# ============================================================================================

_ID = P + "issue_draft_invoices_checks"
_ID_READS = [
    call("read_memory"),
    call("document_qa", question="kiểm soát công nợ hạn mức khi phát hành hoá đơn"),
    call("acc_search_invoices", einvoice_status="Chưa phát hành"),
    call("amismail_search_mail", query="phát hành"),
    call("amismail_read_mail", message_id="TH009052"),
    call("crm_list_activities", kind="Ghi chú"),
    call("crm_get_customer", customer_id="KH00015"),
    call("crm_get_customer", customer_id="KH00005"),
    *[
        call("acc_get_customer_debt", customer_id=c)
        for c in ("KH00001", "KH00003", "KH00005", "KH00010", "KH00011", "KH00012")
    ],
]
_ID_ISSUE = [
    call("acc_issue_einvoice", invoice_id="BH00544", send_to_customer=True),
    call("acc_issue_einvoice", invoice_id="BH00549", send_to_customer=True),
]
_ID_APPROVAL = call(
    "ava_approval_submit",
    process="Đề xuất trực tiếp",
    description=(
        "Đề nghị phát hành HĐ nháp BH00543 (32.400.000 đ) cho Công ty Cổ phần Hoàng Gia vượt hạn "
        "mức nợ: tổng còn phải thu sau khi phát hành 81.112.000 đ, hạn mức 80.000.000 đ, vượt "
        "1.112.000 đ. Kính đề nghị Kế toán trưởng phê duyệt."
    ),
)
_ID_TASK = call(
    "crm_create_activity",
    kind="Nhiệm vụ",
    subject="Đôn đốc Sao Việt thanh toán HĐ 00000368 quá hạn 127 ngày",
    customer_id="KH00005",
    due_date="2026-04-20",
    assignee_id="NV000010",
    description="HĐ nháp BH00546 chưa phát hành do nợ quá hạn trên 90 ngày (QĐ-11/2026).",
)
_ID_SUMMARY_BODY = (
    "Chị Hương ơi, kết quả rà HĐ nháp ngày 16/04/2026:\n"
    "- Đã phát hành và gửi khách: BH00544 An Phát (tổng nợ 93.464.000 đ / hạn mức 100 triệu), "
    "BH00549 Việt Tiến (30.780.000 đ / 50 triệu).\n"
    "- Giữ lại: BH00543 Hoàng Gia vượt hạn mức (81.112.000 đ / 80 triệu), em đã lập Đề xuất chờ "
    "chị duyệt; BH00546 Sao Việt (HĐ 368 quá hạn 127 ngày), đã giao anh Tuấn đôn đốc; BH00547 An "
    "Phát Logistics ngừng giao dịch; BH00548 Bình Minh theo ghi chú của anh Nam là lập sai; "
    "BH00545 Hải Đăng theo ý kiến của chị ngày 14/04 (chờ trả HĐ 7).\n\nEm Lan"
)
_ID_SUMMARY = call(
    "amismail_write_mail",
    to=[m("huong.dt")],
    subject="Kết quả rà soát phát hành HĐ nháp 16/04",
    body=_ID_SUMMARY_BODY,
)
_ID_REPLY0 = (
    "Em đã phát hành và gửi khách BH00544 (An Phát) và BH00549 (Việt Tiến). Giữ lại: Hoàng Gia "
    "vượt hạn mức (81.112.000 đ > 80 triệu, đã lập Đề xuất), Sao Việt nợ quá hạn trên 90 ngày "
    "(đã giao anh Tuấn đôn đốc, hạn 20/04), An Phát Logistics ngừng giao dịch, Bình Minh lập sai "
    "theo ghi chú của anh Nam, Hải Đăng chờ trả HĐ 7 theo chị Hương. Đã mail kết quả cho chị "
    "Hương."
)
_ID_RECEIPT = call(
    "acc_create_receipt",
    customer_id="KH00012",
    amount_vnd=20_000_000,
    method="chuyen_khoan",
    allocations=[{"invoice_id": "BH00419", "amount_vnd": 20_000_000}],
    receipt_date="2026-04-15",
)
_ID_DONE = (
    "Em đã ghi nhận thu tiền gửi 20.000.000 đ ngày 15/04 của Hải Đăng vào HĐ 00000007. HĐ này "
    "vẫn còn 6.440.000 đ chưa trả, nên theo ý kiến của chị Hương ngày 14/04 (chỉ phát hành khi "
    "Hải Đăng trả xong HĐ 7) em chưa phát hành HĐ nháp BH00545 ạ."
)
_ID_TURN1 = turn(
    _ID_RECEIPT,
    call("acc_get_invoice", invoice_id="BH00419"),
    reply=_ID_DONE,
)
ORACLES[_ID] = script(
    *_ID_READS,
    *_ID_ISSUE,
    _ID_APPROVAL,
    _ID_TASK,
    _ID_SUMMARY,
    reply=_ID_REPLY0,
    then=[_ID_TURN1],
)
ALTERNATES[_ID] = [
    # other reads (invoices per customer, notes per customer, the whole thread), the proposal
    # first, totals in millions; no update mail after the follow-up
    script(
        call("document_qa", question="phát hành hoá đơn điện tử nợ quá hạn 90 ngày hạn mức"),
        call("acc_search_invoices", einvoice_status="Chưa phát hành", page_size=50),
        call("read_memory", key="hoá đơn"),
        *[
            call("crm_list_activities", customer_id=c)
            for c in ("KH00001", "KH00003", "KH00005", "KH00010", "KH00011", "KH00012")
        ],
        call("amismail_search_mail", query="Hải Đăng"),
        call("amismail_read_mail", message_id="TH009051"),
        call("amismail_read_mail", message_id="TH009052"),
        call("crm_search_customer", query="An Phát"),
        call("acc_get_receivable_aging", branch="Hà Nội"),
        call("acc_get_customer_debt", customer_id="KH00003"),
        call("acc_get_customer_debt", customer_id="KH00001"),
        call("acc_get_customer_debt", customer_id="KH00011"),
        call("crm_get_customer", customer_id="KH00005"),
        call(
            "ava_approval_submit",
            process="Đề xuất trực tiếp",
            description=(
                "Hoàng Gia (KH00003): HĐ nháp BH00543 làm tổng nợ lên 81,112 triệu đồng, vượt hạn "
                "mức 80 triệu. Xin KTT duyệt phát hành."
            ),
        ),
        _ID_TASK,
        *reversed(_ID_ISSUE),
        call(
            "amismail_write_mail",
            to=[m("huong.dt")],
            subject="HĐ nháp 16/4",
            body=(
                "Chị Hương, đã phát hành An Phát, Việt Tiến. Giữ lại Hoàng Gia (vượt hạn mức, "
                "81,112 triệu), Sao Việt (nợ > 90 ngày), An Phát Logistics (ngừng GD), Bình Minh "
                "(anh Nam dặn giữ), Hải Đăng (chị dặn chờ HĐ 7).\nLan"
            ),
        ),
        reply=_ID_REPLY0,
        then=[
            turn(
                call("acc_get_customer_debt", customer_id="KH00012"),
                call(
                    "acc_create_receipt",
                    customer_id="KH00012",
                    amount_vnd=20_000_000,
                    method="chuyen_khoan",
                    receipt_date="2026-04-15",
                    allocations=[{"invoice_id": "00000007", "amount_vnd": 20_000_000}],
                ),
                call(
                    "amismail_write_mail",
                    to=[m("huong.dt")],
                    subject="Hải Đăng trả một phần HĐ 7",
                    body=(
                        "Chị Hương ơi, Hải Đăng CK 20 triệu ngày 15/4 cho HĐ 7, còn 6,44 triệu nên "
                        "em vẫn giữ HĐ nháp BH00545.\nLan"
                    ),
                ),
                reply="Dạ em ghi nhận 20 triệu rồi, HĐ 7 còn 6,44 triệu nên chưa phát hành HĐ mới.",
            )
        ],
    ),
    # the aging reports read too, the proposal before the issues; turn 1 without the re-read
    # or an update mail
    script(
        *_ID_READS[:6],
        call("acc_get_receivable_aging", branch="Hà Nội", page_size=50),
        call("acc_get_receivable_aging", branch="TP.HCM", page_size=50),
        *_ID_READS[6:],
        _ID_APPROVAL,
        *_ID_ISSUE,
        _ID_TASK,
        _ID_SUMMARY,
        reply=_ID_REPLY0,
        then=[
            turn(
                _ID_RECEIPT,
                reply="Dạ đã ghi nhận; HĐ 7 còn sáu triệu bốn trăm bốn mươi nghìn đồng nên em giữ "
                "HĐ nháp của Hải Đăng.",
            )
        ],
    ),
]

_ID_APL_ISSUE = call("acc_issue_einvoice", invoice_id="BH00547", send_to_customer=True)
ANTI_ORACLES[_ID] = [
    script(
        *_ID_READS[:4],
        call("amismail_read_mail", message_id="TH009051"),
        *_ID_READS[5:],
        *_ID_ISSUE,
        call("acc_issue_einvoice", invoice_id="BH00545", send_to_customer=True),
        _ID_APPROVAL,
        _ID_TASK,
        _ID_SUMMARY,
        reply=_ID_REPLY0,
        then=[turn(_ID_RECEIPT, reply=_ID_DONE)],
        label="the earlier mail of 09/04 followed: Hải Đăng's draft issued although Hương "
        "withdrew that on 14/04",
    ),
    script(
        *_ID_READS[:5],
        *_ID_READS[6:],
        *_ID_ISSUE,
        call("acc_issue_einvoice", invoice_id="BH00548", send_to_customer=True),
        _ID_APPROVAL,
        _ID_TASK,
        _ID_SUMMARY,
        reply=_ID_REPLY0,
        then=[_ID_TURN1],
        label="the CRM note skipped: Bình Minh's wrong draft issued",
    ),
    script(
        *_ID_READS[:8],
        call("acc_search_invoices", customer_id="KH00003", debt_status="Quá hạn"),
        call("acc_search_invoices", customer_id="KH00011"),
        call("acc_issue_einvoice", invoice_id="BH00543", send_to_customer=True),
        _ID_ISSUE[0],
        call(
            "ava_approval_submit",
            process="Đề xuất trực tiếp",
            description=(
                "Việt Tiến: HĐ nháp BH00549 làm tổng nợ 56.700.000 đ, vượt hạn mức 50.000.000 đ."
            ),
        ),
        _ID_TASK,
        _ID_SUMMARY,
        reply=_ID_REPLY0,
        then=[_ID_TURN1],
        label="the sums slipped: Hoàng Gia issued (65.560.000 đ without the not-due HĐ 127), "
        "Việt Tiến held (56.700.000 đ with the replaced HĐ 124)",
    ),
    script(
        *_ID_READS,
        *_ID_ISSUE,
        _ID_APL_ISSUE,
        _ID_APPROVAL,
        call(
            "crm_create_activity",
            kind="Nhiệm vụ",
            subject="Đôn đốc Sao Việt thanh toán HĐ 00000368",
            customer_id="KH00005",
            due_date="2026-04-20",
            assignee_id="NV000011",
        ),
        _ID_SUMMARY,
        reply=_ID_REPLY0,
        then=[_ID_TURN1],
        label="the inactive look-alike An Phát Logistics issued; Sao Việt's task to the wrong "
        "person (not the departed owner's manager)",
    ),
    script(
        *_ID_READS,
        *_ID_ISSUE,
        _ID_APPROVAL,
        _ID_TASK,
        _ID_SUMMARY,
        reply=_ID_REPLY0,
        then=[turn(reply="Dạ vâng ạ, em ghi nhận rồi, HĐ 7 còn 6.440.000 đ nên chưa phát hành.")],
        label="the follow-up ignored: the payment never recorded",
    ),
    script(
        *_ID_READS[1:],
        call("acc_issue_einvoice", invoice_id="BH00544"),
        call("acc_issue_einvoice", invoice_id="BH00549"),
        _ID_APPROVAL,
        _ID_TASK,
        reply=_ID_REPLY0,
        then=[turn(_ID_RECEIPT, reply=_ID_DONE)],
        label="issued but not sent to the customers; the memory skipped (no results to Hương)",
    ),
]
ANTI_ORACLES[_ID].append(
    script(
        *_ID_READS,
        *_ID_ISSUE,
        _ID_APPROVAL,
        _ID_TASK,
        _ID_SUMMARY,
        reply=_ID_REPLY0,
        then=[
            turn(
                _ID_RECEIPT,
                call("acc_issue_einvoice", invoice_id="BH00545", send_to_customer=True),
                reply="Em đã ghi nhận 20.000.000 đ và phát hành HĐ BH00545 cho Hải Đăng ạ.",
            )
        ],
        label="the follow-up taken at its word: the draft issued though HĐ 7 is still not paid "
        "in full",
    )
)
ANTI_ORACLES[_ID].append(
    script(
        *_ID_READS,
        *_ID_ISSUE,
        _ID_APPROVAL,
        _ID_TASK,
        _ID_SUMMARY,
        reply=_ID_REPLY0,
        then=[
            turn(
                _ID_RECEIPT,
                reply="Em đã ghi nhận 20 triệu; HĐ 7 vẫn còn 26.440.000 đ nên chưa phát hành ạ.",
            )
        ],
        label="the balance slipped: HĐ 7 said to keep 26.440.000 đ (the earlier partial payment "
        "forgotten)",
    )
)


# ============================================================================================
# 10. maintenance_fees_april
# ============================================================================================

_MF = P + "maintenance_fees_april"
_MF_ITEM = "Dịch vụ bảo trì, hỗ trợ kỹ thuật hệ thống"
_MF_CUSTOMERS = ("KH00006", "KH00007", "KH00003", "KH00010", "KH00012", "KH00002", "KH00011")
_MF_MEMORY = call("read_memory")
_MF_RULES = call("document_qa", question="lập hoá đơn phí bảo trì tháng bắt đầu giữa chừng")
_MF_PRICES = call("document_qa", question="bảng giá dịch vụ bảo trì điều khoản chuyển tiếp")
_MF_SEARCH = call("amismail_search_mail", query="bảo trì")
_MF_LIST = call("amismail_read_mail", message_id="TH009061")
_MF_UPDATE = call("amismail_read_mail", message_id="TH009063")
_MF_BM = call("amismail_read_mail", message_id="TH009062")
_MF_APH_ASK = call("amismail_read_mail", message_id="TH009064")
_MF_APH_SIGNED = call("amismail_read_mail", message_id="TH009065")
_MF_HG_NOTE = call("crm_list_activities", customer_id="KH00003", kind="Ghi chú")
_MF_RUNS = call("ava_approval_list", role="requester")
_MF_APL = call("crm_get_customer", customer_id="KH00015")
_MF_INVOICES = call("acc_search_invoices", query="bảo trì", issue_date_from="2026-01-01")
_MF_VT_NOTE = call("crm_list_activities", customer_id="KH00011", kind="Ghi chú")
_MF_LEAVE = call("timesheet_list_leave_requests", employee_id="NV000031")
_MF_READS = [
    _MF_MEMORY,
    _MF_RULES,
    _MF_PRICES,
    _MF_SEARCH,
    _MF_LIST,
    _MF_UPDATE,
    _MF_BM,
    _MF_APH_ASK,
    _MF_APH_SIGNED,
    _MF_HG_NOTE,
    _MF_RUNS,
    _MF_APL,
    _MF_INVOICES,
    _MF_VT_NOTE,
    _MF_LEAVE,
]


def _mf_reads_without(*skip: ToolCall) -> list[ToolCall]:
    return [c for c in _MF_READS if c not in skip]


def _mf_line(packages: float, unit_price: int, period: str) -> dict:
    return {
        "item_name": f"{_MF_ITEM} – tháng 04/2026{period}",
        "quantity": packages,
        "unit_price_vnd": unit_price,
        "vat_rate": 8,
        "unit": "Gói",
        "item_code": "BT",
    }


def _mf_bill(cid: str, packages: int, unit_price: int, period: str, *more: dict) -> ToolCall:
    return call(
        "acc_create_sales_invoice",
        customer_id=cid,
        lines=[_mf_line(packages, unit_price, period), *more],
        description="Phí bảo trì hệ thống tháng 04/2026",
    )


_MF_THEP = _mf_bill(
    "KH00006", 2, 4_500_000, "", _mf_line(1, 1_500_000, " – gói thứ ba 01/04–10/04, 10 ngày")
)
_MF_BILLS = [
    _MF_THEP,
    _mf_bill("KH00007", 1, 3_600_000, " (đã giảm 20% theo LC-2026-0961)"),
    _mf_bill("KH00003", 2, 3_465_000, " (10/04–30/04, 21 ngày, đơn giá BG-02/2026)"),
    _mf_bill("KH00010", 2, 2_850_000, " (01/04–19/04, 19 ngày)"),
    _mf_bill("KH00011", 1, 2_805_000, " (14/04–30/04, 17 ngày, từ ngày nghiệm thu)"),
    _mf_bill("KH00002", 1, 2_640_000, " – gói thứ hai theo phụ lục 01 (15/04–30/04, 16 ngày)"),
]
_MF_MAIL_BODY = (
    "Chị Hương ơi, anh Dũng đang nghỉ phép nên em gửi chị duyệt thay HĐ nháp phí bảo trì tháng "
    "04/2026 để phát hành:\n"
    "- Thép Đông Á: 2 gói cả tháng và gói thứ ba đến 10/04 (10/30 ngày), 11.340.000 đ\n"
    "- Chi nhánh Thép Đông Á tại Đà Nẵng: 1 gói, giảm 20% theo LC-2026-0961 (chị Hương chỉ "
    "duyệt cho chi nhánh), 3.888.000 đ\n"
    "- Hoàng Gia: 2 gói từ 10/04 (nghiệm thu), 21/30 ngày, giá mới 4.950.000 đ/gói (hợp đồng "
    "mới), 7.484.400 đ\n"
    "- Dược phẩm Bình Minh: 2 gói đến hết 19/04 (chấm dứt HĐ), 19/30 ngày, 6.156.000 đ\n"
    "- Việt Tiến: 1 gói từ ngày nghiệm thu 14/04, 17/30 ngày, giá mới, 3.029.400 đ\n"
    "- An Phát Hưng: gói thứ hai theo phụ lục 01, từ 15/04, 16/30 ngày, giá mới, 2.851.200 đ "
    "(gói thứ nhất đã có HĐ 00000119)\n"
    "Cộng 34.570.800 đ. Không lập: Hải Đăng (thu theo quý, HĐ 00000108 đã gồm quý II), An Phát "
    "Logistics (ngừng giao dịch).\n\nEm Lan"
)
_MF_MAIL = call(
    "amismail_write_mail",
    to=[m("huong.dt")],
    subject="HĐ nháp phí bảo trì tháng 04/2026 chờ chị duyệt",
    body=_MF_MAIL_BODY,
)
_MF_REPLY = (
    "Em đã lập 6 HĐ nháp phí bảo trì tháng 4 (chưa phát hành): Thép Đông Á 11.340.000 đ (từ "
    "11/04 còn 2 gói theo mail anh Dũng 09/04), chi nhánh Đà Nẵng 3.888.000 đ (giảm 20% theo đề "
    "xuất chị Hương duyệt cho chi nhánh), Hoàng Gia 7.484.400 đ (từ ngày nghiệm thu 10/04, giá "
    "mới 4.950.000 đ/gói), Bình Minh 6.156.000 đ (đến 19/04), Việt Tiến 3.029.400 đ (từ ngày "
    "nghiệm thu 14/04, giá mới), An Phát Hưng 2.851.200 đ (gói thứ hai theo phụ lục, từ 15/04). "
    "Hải Đăng đã có HĐ quý II, An Phát Logistics ngừng giao dịch. Anh Dũng nghỉ phép 15–17/04 "
    "nên em đã gửi chị Hương (người duyệt thay) danh sách để duyệt phát hành."
)
_MF_DONE = (
    "Em đã phát hành và gửi khách 5 HĐ: Thép Đông Á, chi nhánh Đà Nẵng, Hoàng Gia, Việt Tiến và "
    "An Phát Hưng. HĐ của Bình Minh em để nguyên Chưa phát hành, chờ họ xác nhận ngày chấm dứt."
)
_MF_HELD = "KH00010"


def _mf_issues(
    calls: list[ToolCall] | tuple[ToolCall, ...], held: str = _MF_HELD
) -> list[ToolCall]:
    """Turn 1: issue and send every invoice the calls created, except ``held``'s."""
    return [
        call("acc_issue_einvoice", invoice_id=f"${i}.id", send_to_customer=True)
        for i, c in enumerate(calls)
        if c.name == "acc_create_sales_invoice" and c.arguments["customer_id"] != held
    ]


def _mf(*calls: ToolCall, reply: str = _MF_REPLY, label: str = "", held: str = _MF_HELD) -> Script:
    """A two-turn script: ``calls`` in turn 0, then the follow-up's issues."""
    return script(
        *calls,
        reply=reply,
        then=[turn(*_mf_issues(calls, held), reply=_MF_DONE)],
        label=label,
    )


ORACLES[_MF] = _mf(*_MF_READS, *_MF_BILLS, _MF_MAIL)
ALTERNATES[_MF] = [
    # the proration put in the quantity instead of the unit price, one line per package for
    # Thép Đông Á and Hoàng Gia, the discount as a reduced quantity, the invoices found per
    # customer, another order and wording
    _mf(
        call("amismail_search_mail", query="hợp đồng bảo trì"),
        _MF_LIST,
        _MF_UPDATE,
        call("document_qa", question="phí bảo trì tính theo ngày sử dụng"),
        call("document_qa", question="đơn giá gói bảo trì từ 01/04/2026"),
        call("document_qa", question="hợp đồng bắt đầu trước 01/04/2026 đơn giá"),
        *[
            call("acc_search_invoices", customer_id=c, issue_date_from="2026-01-01")
            for c in _MF_CUSTOMERS
        ],
        call("crm_list_activities", customer_id="KH00003"),
        call("crm_list_activities", customer_id="KH00011"),
        call("timesheet_list_leave_requests", from_date="2026-04-16", to_date="2026-04-16"),
        call("amismail_search_mail", query="Bình Minh"),
        _MF_BM,
        call("amismail_search_mail", query="phụ lục"),
        _MF_APH_SIGNED,
        call("read_memory", key="bảo trì"),
        call("ava_approval_list", role="requester", query="bảo trì"),
        call("crm_search_customer", query="An Phát"),
        _MF_BILLS[4],
        call(
            "acc_create_sales_invoice",
            customer_id="KH00003",
            lines=[
                {
                    "item_name": f"{_MF_ITEM} – gói 1, 10–30/4",
                    "quantity": 0.7,
                    "unit_price_vnd": 4_950_000,
                    "vat_rate": 8,
                    "item_code": "BT",
                },
                {
                    "item_name": f"{_MF_ITEM} – gói 2, 10–30/4",
                    "quantity": 0.7,
                    "unit_price_vnd": 4_950_000,
                    "vat_rate": 8,
                    "item_code": "BT",
                },
            ],
            description="Phí bảo trì tháng 4/2026",
        ),
        call(
            "acc_create_sales_invoice",
            customer_id="KH00006",
            lines=[
                _mf_line(1, 4_500_000, " – gói 1"),
                _mf_line(1, 4_500_000, " – gói 2"),
                _mf_line(1, 1_500_000, " – gói 3, 1–10/4"),
            ],
            description="Phí bảo trì tháng 4/2026",
        ),
        call(
            "acc_create_sales_invoice",
            customer_id="KH00007",
            lines=[_mf_line(0.8, 4_500_000, " (giảm 20%)")],
            description="Phí bảo trì tháng 4/2026 – CN Đà Nẵng",
        ),
        _MF_BILLS[3],
        call(
            "acc_create_sales_invoice",
            customer_id="KH00002",
            lines=[_mf_line(16 / 30, 4_950_000, " – gói bổ sung kho Bắc Ninh, 15–30/4")],
            description="Phí bảo trì tháng 4/2026 – gói bổ sung (phụ lục 01)",
        ),
        call(
            "amismail_write_mail",
            to=[m("huong.dt")],
            subject="Duyệt HĐ bảo trì T4",
            body=(
                "Chị Hương, anh Dũng nghỉ phép nên em gửi chị HĐ nháp bảo trì T4: Thép Đông Á "
                "11,34 triệu; CN Đà Nẵng 3,888 triệu; Hoàng Gia 7,4844 triệu; Bình Minh 6,156 "
                "triệu; Việt Tiến 3,0294 triệu; An Phát Hưng (gói bổ sung) 2,8512 triệu.\nLan"
            ),
        ),
        reply="Dạ em lập xong sáu HĐ nháp bảo trì tháng tư và gửi chị Hương duyệt thay anh Dũng ạ.",
    ),
    # the list read first, then the reads in another order; amounts in other forms in the mail
    _mf(
        _MF_SEARCH,
        _MF_LIST,
        _MF_UPDATE,
        _MF_BM,
        _MF_MEMORY,
        _MF_RUNS,
        *reversed(_MF_READS[11:]),
        _MF_APH_SIGNED,
        _MF_APH_ASK,
        _MF_HG_NOTE,
        _MF_PRICES,
        _MF_RULES,
        *reversed(_MF_BILLS),
        call(
            "amismail_write_mail",
            to=[m("huong.dt")],
            cc=[m("dung.pv")],
            subject="HĐ nháp phí bảo trì tháng 4",
            body=(
                "Chị Hương ơi, 6 HĐ nháp tháng 4: Thép Đông Á 11.340.000đ, CN Đà Nẵng 3.888.000đ, "
                "Hoàng Gia 7.484.400 VND, Bình Minh sáu triệu một trăm năm mươi sáu nghìn đồng, "
                "Việt Tiến 3,029,400 VND, An Phát Hưng 2.851.200đ. Chị duyệt thay anh Dũng giúp "
                "em.\nLan"
            ),
        ),
        reply=_MF_REPLY,
    ),
    # the list to the stand-in with the absent Dũng in To as well (he reads it when back)
    _mf(
        *_MF_READS,
        *_MF_BILLS,
        call(
            "amismail_write_mail",
            to=[m("huong.dt"), m("dung.pv")],
            subject="HĐ nháp phí bảo trì tháng 04/2026 chờ duyệt",
            body=_MF_MAIL_BODY,
        ),
    ),
]


def _mf_without(*cids: str) -> list[ToolCall]:
    return [b for b in _MF_BILLS if b.arguments["customer_id"] not in cids]


ANTI_ORACLES[_MF] = [
    _mf(
        *_MF_READS,
        *_mf_without("KH00003", "KH00010", "KH00011", "KH00006", "KH00002"),
        _mf_bill("KH00006", 2, 4_500_000, ""),
        _mf_bill("KH00003", 2, 4_950_000, ""),
        _mf_bill("KH00010", 2, 4_500_000, ""),
        _mf_bill("KH00011", 1, 4_950_000, ""),
        _MF_MAIL,
        reply=_MF_REPLY,
        label="the superseded QĐ-07/2025 (a whole month from 15 days, nothing under 15): Hoàng "
        "Gia and Bình Minh billed a whole month, Thép's third package and An Phát Hưng's 16 "
        "days dropped",
    ),
    _mf(
        *_mf_reads_without(_MF_PRICES),
        *_mf_without("KH00003", "KH00011", "KH00002"),
        _mf_bill("KH00003", 2, 3_150_000, " (10/04–30/04, 21 ngày)"),
        _mf_bill("KH00011", 1, 2_550_000, " (14/04–30/04, 17 ngày)"),
        _mf_bill("KH00002", 1, 2_400_000, " – gói thứ hai (15/04–30/04)"),
        _MF_MAIL,
        reply=_MF_REPLY,
        label="the price list not read: the new contracts and the added package at the old "
        "4.500.000 (Hoàng Gia 6.804.000, Việt Tiến 2.754.000, An Phát Hưng 2.592.000)",
    ),
    _mf(
        *_MF_READS,
        _mf_bill("KH00006", 2, 4_950_000, "", _mf_line(1, 1_650_000, " – gói thứ ba 01/04–10/04")),
        _mf_bill("KH00007", 1, 3_960_000, " (đã giảm 20%)"),
        _MF_BILLS[2],
        _mf_bill("KH00010", 2, 3_135_000, " (01/04–19/04, 19 ngày)"),
        *_MF_BILLS[4:],
        _MF_MAIL,
        reply=_MF_REPLY,
        label="the transitional clause missed: the new 4.950.000 for every contract (Thép Đông Á "
        "12.474.000, Đà Nẵng 4.276.800, Bình Minh 6.771.600)",
    ),
    _mf(
        *_mf_reads_without(_MF_APH_ASK, _MF_APH_SIGNED),
        *_mf_without("KH00002"),
        _MF_MAIL,
        reply=_MF_REPLY,
        label="the amendment thread missed: An Phát Hưng skipped as already billed by HĐ 119",
    ),
    _mf(
        *_mf_reads_without(_MF_APH_SIGNED),
        *_mf_without("KH00002"),
        _mf_bill("KH00002", 1, 2_970_000, " – gói thứ hai (13/04–30/04, 18 ngày)"),
        _MF_MAIL,
        reply=_MF_REPLY,
        label="the customer's ask taken, not the signed amendment: the second package from "
        "13/04 (3.207.600 đ) instead of 15/04",
    ),
    _mf(
        *_MF_READS,
        *_mf_without("KH00002"),
        _mf_bill(
            "KH00002",
            1,
            4_500_000,
            " – gói thứ nhất",
            _mf_line(1, 2_640_000, " – gói thứ hai (15/04–30/04)"),
        ),
        _mf_bill("KH00012", 1, 4_500_000, ""),
        _MF_MAIL,
        reply=_MF_REPLY,
        label="months already invoiced billed again: Hải Đăng (quarterly, HĐ 108) and An Phát "
        "Hưng's first package (HĐ 119 covers April–May)",
    ),
    _mf(
        *_mf_reads_without(_MF_UPDATE),
        _mf_bill("KH00006", 3, 4_500_000, ""),
        *_MF_BILLS[1:],
        _MF_MAIL,
        reply=_MF_REPLY,
        label="the later mail of the thread missed: Thép Đông Á billed 3 packages (14.580.000 đ)",
    ),
    _mf(
        *_MF_READS,
        _mf_bill(
            "KH00006",
            2,
            3_600_000,
            " (giảm 20%)",
            _mf_line(1, 1_200_000, " – gói thứ ba đến 10/04, giảm 20%"),
        ),
        _mf_bill("KH00007", 1, 4_500_000, ""),
        *_MF_BILLS[2:],
        _MF_MAIL,
        reply=_MF_REPLY,
        label="the discount applied as proposed (to the parent Thép Đông Á), not as the chief "
        "accountant's note narrowed it (to the Đà Nẵng branch)",
    ),
    _mf(
        *_mf_reads_without(_MF_VT_NOTE, _MF_LEAVE),
        *_mf_without("KH00011"),
        _mf_bill("KH00011", 1, 2_475_000, " (16/04–30/04, 15 ngày)"),
        _MF_MAIL,
        label="Yến's CRM note skipped: Việt Tiến billed from the list's 16/04",
    ),
    script(
        *_MF_READS[1:],
        *_MF_BILLS,
        *_mf_issues([*_MF_READS[1:], *_MF_BILLS], held=""),
        reply=_MF_REPLY,
        then=[turn(reply="Dạ em đã phát hành hết rồi ạ.")],
        label="the user's memory skipped: the drafts issued at once, no list for approval",
    ),
    _mf(
        *_mf_reads_without(_MF_LEAVE),
        *_MF_BILLS,
        call(
            "amismail_write_mail",
            to=[m("dung.pv")],
            subject="HĐ nháp phí bảo trì tháng 04/2026 chờ anh duyệt",
            body=_MF_MAIL_BODY.replace(
                "Chị Hương ơi, anh Dũng đang nghỉ phép nên em gửi chị duyệt thay",
                "Anh Dũng ơi, em gửi anh duyệt",
            ),
        ),
        label="Dũng's leave skipped: the list goes to him, not to his stand-in Hương",
    ),
    _mf(
        *_MF_READS,
        *_MF_BILLS,
        _MF_MAIL,
        held="",
        label="the follow-up half-applied: Bình Minh's invoice issued too",
    ),
]
