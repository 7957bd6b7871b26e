"""The 20 accounting / CRM tasks (8 hard, 12 basic).

"Today" is Thu 16/04/2026 (the base company). Facts of the base seed the tasks lean on:

* Thép Đông Á Đà Nẵng (KH00007, the branch) owes HĐ 00000102 (BH00514, 40.000.000 đ, 10/03)
  and HĐ 00000117 (BH00529, 28.000.000 đ, 24/03); the parent KH00006 owes exactly 55.000.000 đ
  on BH00491, and a second invoice of 7.776.000 đ.
* An Phát (KH00001): BH00455 already Quá hạn; BH00496 (due 01/04) and BH00518 (due 11/04,
  10.000.000 đ paid on 14/04) past due but still "Chưa đến hạn"; BH00535 due 30/04; the draft
  BH00544. An Phát Hưng (KH00002) has its own stale March invoice BH00511.
* Sao Việt (KH00005) is owned by Đỗ Thanh Sơn (NV000017, left; manager Nguyễn Minh Tuấn
  NV000010); Hải Đăng (KH00012) is owned in CRM by Bùi Đức Long (NV000016) while AMIS Kế toán
  still names Trần Văn Hải (NV000011) as its salesperson.
"""

from __future__ import annotations

import datetime as dt

from avabench.domains.base import base_company, merge, patch
from avabench.task import (
    Task,
    TaskSet,
    concept,
    count,
    created,
    exists,
    field,
    mail_not_sent,
    mail_sent,
    not_exists,
    on_date,
    record,
    reply_has,
    reply_lacks,
    scope,
)
from avabench.world.hr import LeaveRequest, LeaveType, RequestStatus
from avabench.world.office import DocSection, PolicyDocument

TASKS = TaskSet("accounting_crm")
D = dt.date
TODAY = "2026-04-16"
SENT = "Đã gửi"
INBOX = "Hộp thư đến"
DOMAIN = "minhlong.vn"

# Users of the tasks.
NAM = "NV000012"  # Hoàng Văn Nam, chuyên viên kinh doanh (owner of An Phát)
TUAN = "NV000010"  # Nguyễn Minh Tuấn, trưởng phòng Kinh doanh
KHANH = "NV000014"  # Lê Quốc Khánh, owner of Hoàng Gia
THAO = "NV000015"  # Ngô Thị Thảo, owner of Thép Đông Á Đà Nẵng and Mộc Việt
TRANG = "NV000021"  # Phạm Thùy Trang, owner of Hoàng Gia Phát (TP.HCM)
DUNG_KT = "NV000031"  # Phạm Văn Dũng, phó phòng Kế toán
LAN = "NV000032"  # Nguyễn Thị Ngọc Lan, kế toán công nợ
LINH = "NV000035"  # Hà Thị Linh, thủ quỹ
# Colleagues the work may reach.
HAI = "NV000011"  # Trần Văn Hải, phó phòng Kinh doanh (Khánh's manager)
LONG_BD = "NV000016"  # Bùi Đức Long, CRM owner of Hải Đăng
HUONG_KTT = "NV000030"  # Đỗ Thu Hương, kế toán trưởng
ADDRESS = {LAN: f"lan.ntn@{DOMAIN}", TUAN: f"tuan.nm@{DOMAIN}"}


def _world(user: str, *records, **kw):  # type: ignore[no-untyped-def]
    return merge(base_company(), *records, context={"current_user_id": user, **kw})


def _sent(user: str) -> dict:
    """Mails the user sent today (their copies in Đã gửi)."""
    return {"folder": SENT, "mailbox_owner_id": user, "sent_at": {"gte": TODAY}}


def _inbox_copies(sender: str, *owners: str) -> dict:
    """The inbox copies that a mail of ``sender`` leaves in colleagues' mailboxes (``owners``)."""
    return {
        "folder": INBOX,
        "from_addr": ADDRESS[sender],
        "mailbox_owner_id": {"in": list(owners)},
    }


# ============================================================================================
# HARD
# ============================================================================================


@TASKS.task("receipt_fifo_branch")
def _receipt_fifo_branch() -> Task:
    return Task(
        id="accounting_crm.receipt_fifo_branch",
        domain="accounting_crm",
        tier="hard",
        prompt=(
            "Thép Đông Á Đà Nẵng vừa chuyển khoản 55 triệu, e ghi nhận giúp chị, trừ hoá đơn cũ "
            "nhất trước nhé. Xong báo chị hoá đơn nào còn nợ bao nhiêu."
        ),
        note=(
            "Bank receipt for the Đà Nẵng branch (not the parent, whose open invoice is exactly "
            "55 tr), dated today or 15/04 (the bank notice), allocated oldest first: HĐ 102 fully, "
            "HĐ 117 15/28 tr; reply HĐ 117 with the 13 tr left."
        ),
        world=_world(LAN),
        scopes=[
            scope("accounting.invoices", {"id": {"in": ["BH00514", "BH00529"]}}),
            created(
                "accounting.receipts",
                {"customer_id": "KH00007", "method": "chuyen_khoan", "amount_vnd": 55_000_000},
            ),
        ],
        assertions=[
            exists(
                "accounting.receipts",
                {"customer_id": "KH00007", "method": "chuyen_khoan", "amount_vnd": 55_000_000},
                "A bank receipt (thu tiền gửi, TK 1121) of 55.000.000 đ for the branch KH00007",
            ),
            field(
                "accounting.invoices",
                {"id": "BH00514"},
                "payment_status",
                "Đã thanh toán",
                "The oldest invoice HĐ 00000102 (40 tr) is fully paid",
            ),
            field(
                "accounting.invoices",
                {"id": "BH00529"},
                "paid_vnd",
                15_000_000,
                "HĐ 00000117 receives the remaining 15.000.000 đ",
            ),
            field(
                "accounting.invoices",
                {"id": "BH00529"},
                "payment_status",
                "Thanh toán một phần",
                "HĐ 00000117 is only partly paid",
            ),
            count(
                "accounting.receipts",
                {"customer_id": {"in": ["KH00006", "KH00007"]}, "date": {"gte": "2026-04-15"}},
                1,
                "Exactly one receipt is recorded for the transfer (no duplicate, none on the parent)",
            ),
            field(
                "accounting.invoices",
                {"id": "BH00491"},
                "paid_vnd",
                0,
                "The parent company's 55.000.000 đ invoice stays unpaid",
                negative=True,
            ),
            field(
                "accounting.invoices",
                {"id": "BH00542"},
                "paid_vnd",
                0,
                "The parent company's other invoice (7.776.000 đ) stays unpaid",
                negative=True,
            ),
            not_exists(
                "accounting.receipts",
                {"method": "tien_mat", "amount_vnd": 55_000_000},
                "No cash receipt (phiếu thu, TK 1111) for a bank transfer",
            ),
            reply_has(
                "The reply states that 13.000.000 đ remain (not the newest-first split: 28 tr to "
                "HĐ 117, 27 tr to HĐ 102)",
                13_000_000,
                wrong=[27_000_000],
            ),
            reply_has(
                "The reply names HĐ 00000117 as the invoice still open, not the parent's HĐ "
                "00000079",
                record("accounting.invoices", "BH00529"),
                wrong=[record("accounting.invoices", "BH00491")],
            ),
        ],
    )


@TASKS.task("mark_overdue_an_phat")
def _mark_overdue_an_phat() -> Task:
    return Task(
        id="accounting_crm.mark_overdue_an_phat",
        domain="accounting_crm",
        tier="hard",
        prompt="Chuyển giúp mình các hoá đơn tháng 3 của An Phát sang trạng thái Quá hạn nhé.",
        note=(
            "Only An Phát's March invoices already past due (HĐ 84, HĐ 106 partly paid) become "
            "Quá hạn; HĐ 123 due 30/04 keeps its status and is reported; An Phát Hưng untouched."
        ),
        world=_world(LAN),
        scopes=[scope("accounting.invoices", {"id": {"in": ["BH00496", "BH00518"]}})],
        exempt={
            "hedge": (
                "the only anti-oracle that fails by its reply fails by omission (it never "
                "mentions HĐ 123; its other words echo the request): appended to a correct reply "
                "it states no wrong value; the state assertions catch its work"
            ),
            "spray": (
                "the only look-alikes the reads reveal that a tool lets change are the task's two "
                "targets themselves: the spray just swaps the optional free-text notes between "
                "them (HĐ 123 is refused by the tool)"
            ),
        },
        assertions=[
            field(
                "accounting.invoices",
                {"id": "BH00496"},
                "debt_status",
                "Quá hạn",
                "HĐ 00000084 (due 01/04) is marked Quá hạn",
            ),
            field(
                "accounting.invoices",
                {"id": "BH00518"},
                "debt_status",
                "Quá hạn",
                "The partly paid HĐ 00000106 (due 11/04) is marked Quá hạn",
            ),
            field(
                "accounting.invoices",
                {"id": "BH00535"},
                "debt_status",
                "Chưa đến hạn",
                "HĐ 00000123 (due 30/04) keeps Chưa đến hạn (acc_update_invoice_status "
                "refuses Quá hạn / Nợ khó đòi before the due date)",
                negative=True,
                tool_enforced=True,
            ),
            field(
                "accounting.invoices",
                {"id": "BH00511"},
                "debt_status",
                "Chưa đến hạn",
                "An Phát Hưng's March invoice is not touched",
                negative=True,
            ),
            field(
                "accounting.invoices",
                {"customer_id": "KH00002"},
                "debt_status_note",
                "",
                "No An Phát Hưng invoice is annotated",
                negative=True,
            ),
            reply_has(
                "The reply tells the user HĐ 00000123 (due 30/04) was left unchanged",
                any_of=[
                    record("accounting.invoices", "BH00535"),
                    on_date("2026-04-30"),  # its due date
                    on_date("2026-03-31"),  # its issue date (An Phát's only invoice of 31/03)
                ],
            ),
        ],
    )


@TASKS.task("reminders_hn_over_60")
def _reminders_hn_over_60() -> Task:
    return Task(
        id="accounting_crm.reminders_hn_over_60",
        domain="accounting_crm",
        tier="hard",
        prompt=(
            "Gửi mail nhắc nợ cho các khách hàng chi nhánh Hà Nội đang quá hạn trên 60 ngày giúp "
            "chị, nhớ CC người phụ trách khách đó."
        ),
        note=(
            "Two HN customers qualify: Hải Đăng (CC the CRM owner Long, not the stale accounting "
            "salesperson Hải; state còn phải thu 26,44 tr) and Sao Việt (owner left → CC his "
            "manager Tuấn); one mail each, no HCM customer, no cross-customer leak."
        ),
        world=_world(LAN),
        scopes=[
            created("mail.messages", {**_sent(LAN), "to": {"contains": "@haidanglogistics.vn"}}),
            created("mail.messages", {**_sent(LAN), "to": {"contains": "@saoviet.com.vn"}}),
            created("mail.messages", _inbox_copies(LAN, LONG_BD, TUAN), n=2),
        ],
        assertions=[
            mail_sent(
                "A reminder states Hải Đăng's outstanding 26.440.000 đ to the customer, CC its "
                "CRM owner Bùi Đức Long",
                cc=[f"long.bd@{DOMAIN}"],
                body_contains=[26_440_000],
                any_recipient_outside=DOMAIN,
            ),
            mail_sent(
                "A reminder states Sao Việt's 48.600.000 đ to the customer, CC the former owner's "
                "manager Nguyễn Minh Tuấn",
                to_or_cc=[f"tuan.nm@{DOMAIN}"],
                body_contains=[48_600_000],
                any_recipient_outside=DOMAIN,
            ),
            count(
                "mail.messages",
                _sent(LAN),
                2,
                "Exactly two reminder mails are sent (one per customer)",
            ),
            mail_not_sent(
                "The Hải Đăng reminder is not CC'd to the stale accounting salesperson Trần Văn Hải",
                cc=[f"hai.tv@{DOMAIN}"],
            ),
            mail_not_sent(
                "No reminder for An Phát (HĐ 00000043 18.468.000 đ, overdue only 40 days)",
                body_contains=[18_468_000],
            ),
            mail_not_sent(
                "No mail lists both customers' debts (no cross-customer leak)",
                body_contains=[26_440_000, 48_600_000],
            ),
            mail_not_sent(
                "No reminder goes to the TP.HCM customers (Hoàng Long 59,88 tr, Thành Đạt 19,332 tr)",
                body_contains=[59_880_000],
            ),
            mail_not_sent(
                "No reminder for Thành Đạt (TP.HCM, 63 days)", body_contains=[19_332_000]
            ),
        ],
    )


def _khanh_on_leave(world):  # type: ignore[no-untyped-def]
    """Lê Quốc Khánh is on approved annual leave today and tomorrow."""
    merge(
        world,
        LeaveRequest(
            id="DN-2026-0871",
            employee_id=KHANH,
            leave_type=LeaveType.ANNUAL,
            start_date=D(2026, 4, 16),
            end_date=D(2026, 4, 17),
            days=2.0,
            reason="Đưa con đi khám bệnh",
            approver_id="NV000011",
            status=RequestStatus.APPROVED,
            created_on=D(2026, 4, 13),
            decided_by="NV000011",
            decided_on=D(2026, 4, 13),
        ),
    )
    return patch(world, "hr.leave_balances", "QP-2026-NV000014", used_days=3.0)


@TASKS.task("route_quote_owner_on_leave")
def _route_quote_owner_on_leave() -> Task:
    world = _khanh_on_leave(_world(TUAN))
    return Task(
        id="accounting_crm.route_quote_owner_on_leave",
        domain="accounting_crm",
        tier="hard",
        prompt="Khách Hoàng Gia mail hỏi báo giá gói 50 user, e chuyển cho người phụ trách xử lý giúp a.",
        note=(
            "Forward Hoàng Gia's (not Hoàng Gia Phát's) request: owner Khánh is on approved leave "
            "today, so it goes to his manager Trần Văn Hải with Khánh in CC; nothing to the customer."
        ),
        world=world,
        scopes=[
            created("mail.messages", {**_sent(TUAN), "forwarded_from": "TH000066"}),
            created("mail.messages", _inbox_copies(TUAN, HAI, KHANH), n=2),
        ],
        exempt={
            "hedge": (
                "the reply-failing anti-oracles differ from a correct reply only in whom they say "
                "they forwarded to (Khánh or Hải), and a correct reply names both (Hải as the "
                "recipient, Khánh in CC and on leave); who got the mail is checked on the sent "
                "mail itself, which every anti-oracle fails"
            )
        },
        assertions=[
            exists(
                "mail.messages",
                {"mailbox_owner_id": TUAN, "folder": SENT, "forwarded_from": "TH000066"},
                "Hoàng Gia's quote request itself (TH000066) is forwarded",
            ),
            mail_sent(
                "The forward to Trần Văn Hải keeps the owner Lê Quốc Khánh in CC",
                to=[f"hai.tv@{DOMAIN}"],
                cc=[f"khanh.lq@{DOMAIN}"],
            ),
            mail_not_sent(
                "The request is not sent to Khánh as the one to act (he is on leave)",
                to=[f"khanh.lq@{DOMAIN}"],
            ),
            mail_not_sent(
                "Nothing is sent to the customer or any outside address",
                any_recipient_outside=DOMAIN,
            ),
            not_exists(
                "mail.messages",
                {"mailbox_owner_id": TUAN, "folder": SENT, "forwarded_from": "TH000027"},
                "Hoàng Gia Phát's look-alike quote request is not forwarded",
            ),
            count("mail.messages", _sent(TUAN), 1, "Exactly one mail is sent"),
            reply_has(
                "The reply says the mail went to Hải because Khánh is on leave",
                "Hải",
                concept("on_leave"),
            ),
        ],
    )


VAT_DOC = PolicyDocument(
    id="VB-012",
    code="HD-01/2026/ML-TCKT",
    title="Hướng dẫn áp dụng thuế suất thuế GTGT năm 2026",
    category="Tài chính – Kế toán",
    issued_by="Phòng Kế toán",
    effective_date=D(2026, 1, 1),
    sections=[
        DocSection(
            heading="1. Thuế suất 8% (giảm 2%)",
            text=(
                "Từ 01/07/2025 đến 31/12/2026, theo Nghị định 174/2025/NĐ-CP, hàng hoá và dịch vụ "
                "chịu thuế suất 10% được giảm còn 8%. Tại Minh Long áp dụng 8% cho: phần mềm và "
                "thuê bao phần mềm (HRM, CRM, kế toán, kho), dịch vụ triển khai, đào tạo, chuyển "
                "đổi dữ liệu, bảo trì, tư vấn, lưu trữ đám mây, máy tính và thiết bị CNTT."
            ),
        ),
        DocSection(
            heading="2. Thuế suất 10% (không được giảm)",
            text=(
                "Dịch vụ viễn thông không thuộc diện giảm thuế, vẫn xuất hoá đơn thuế suất 10%: "
                "kênh truyền VPN doanh nghiệp, đường truyền internet/leased line, dịch vụ SMS "
                "brandname và tổng đài."
            ),
        ),
        DocSection(
            heading="3. Lập hoá đơn nhiều thuế suất",
            text=(
                "Một hoá đơn có thể gồm nhiều dòng với thuế suất khác nhau; tiền thuế tính và làm "
                "tròn theo từng dòng. Hoá đơn lập xong để ở trạng thái Chưa phát hành để người đề "
                "nghị kiểm tra trước khi phát hành."
            ),
        ),
    ],
)


@TASKS.task("vat_invoice_mixed_rates")
def _vat_invoice_mixed_rates() -> Task:
    return Task(
        id="accounting_crm.vat_invoice_mixed_rates",
        domain="accounting_crm",
        tier="hard",
        prompt=(
            "Lập giúp chị hoá đơn cho Mộc Việt: gói CRM 20 user thuê bao 12 tháng giá 24tr, và "
            "kênh truyền VPN 12 tháng, 2tr/tháng. Thuế suất theo đúng hướng dẫn của phòng nhé, "
            "chưa phát hành vội, báo chị tổng tiền thanh toán."
        ),
        note=(
            "Read the VAT guide: software at 8 %, VPN (telecom) stays 10 %; one draft invoice for "
            "Mộc Việt totalling 52.320.000 đ, not issued; total stated in the reply."
        ),
        world=_world(LAN, VAT_DOC),
        scopes=[created("accounting.invoices", {"customer_id": "KH00016"})],
        assertions=[
            exists(
                "accounting.invoices",
                {"customer_id": "KH00016", "subtotal_vnd": 48_000_000},
                "A Mộc Việt invoice of 48.000.000 đ before VAT (24 tr + 12 × 2 tr)",
            ),
            exists(
                "accounting.invoices",
                {"customer_id": "KH00016", "vat_vnd": 4_320_000},
                "VAT is 4.320.000 đ (8 % on the software, 10 % on the VPN line)",
            ),
            exists(
                "accounting.invoices",
                {"customer_id": "KH00016", "total_vnd": 52_320_000},
                "The invoice totals 52.320.000 đ",
            ),
            count(
                "accounting.invoices",
                {"issue_date": TODAY},
                2,
                "Exactly one new invoice is created today (besides An Phát's existing draft)",
            ),
            not_exists(
                "accounting.invoices",
                {"customer_id": "KH00016", "einvoice_status": {"ne": "Chưa phát hành"}},
                "The invoice is not issued yet (the user wants to check it first)",
            ),
            not_exists(
                "accounting.invoices",
                {"customer_id": "KH00016", "total_vnd": {"in": [51_840_000, 52_800_000]}},
                "No invoice with a single VAT rate for both lines (all 8 % or all 10 %)",
            ),
            reply_has(
                "The reply states the total 52.320.000 đ",
                52_320_000,
                wrong=[51_840_000, 52_800_000],
            ),
            reply_lacks(
                "The reply gives no single-rate total (51.840.000 đ all 8 %, 52.800.000 đ all 10 %)",
                51_840_000,
                52_800_000,
            ),
        ],
    )


@TASKS.task("hcm_overdue_report_internal")
def _hcm_overdue_report_internal() -> Task:
    return Task(
        id="accounting_crm.hcm_overdue_report_internal",
        domain="accounting_crm",
        tier="hard",
        prompt=(
            "Gửi chị Hương kế toán trưởng báo cáo công nợ quá hạn của chi nhánh HCM theo từng "
            "khách, có tổng số nhé. Báo lại mình tổng luôn."
        ),
        note=(
            "Aging for TP.HCM only (overdue total 150.492.000 đ, Hoàng Long oldest) mailed to the "
            "internal chief accountant Đỗ Thu Hương; never to Bình Minh's external chief "
            "accountant Nguyễn Thu Hương or any outside address; no Hà Nội customers."
        ),
        world=_world(LAN),
        scopes=[
            created("mail.messages", {**_sent(LAN), "to": [f"huong.dt@{DOMAIN}"]}),
            created("mail.messages", _inbox_copies(LAN, HUONG_KTT)),
        ],
        assertions=[
            mail_sent(
                "The report goes to Đỗ Thu Hương and states the HCM overdue total 150.492.000 đ",
                to=[f"huong.dt@{DOMAIN}"],
                body_contains=[150_492_000],
            ),
            mail_sent(
                "The report lists Hoàng Long's overdue 98.760.000 đ",
                to=[f"huong.dt@{DOMAIN}"],
                body_contains=[98_760_000],
            ),
            mail_sent(
                "The report lists Hoàng Gia Phát 32.400.000 đ and Thành Đạt 19.332.000 đ",
                to=[f"huong.dt@{DOMAIN}"],
                body_contains=[32_400_000, 19_332_000],
            ),
            mail_not_sent(
                "The debt report never leaves the company domain", any_recipient_outside=DOMAIN
            ),
            mail_not_sent(
                "No Hà Nội customer's debt is in the report (Sao Việt 48,6 tr)",
                body_contains=[48_600_000],
            ),
            mail_not_sent(
                "No Hà Nội customer's debt is in the report (Hải Đăng 26,44 tr)",
                body_contains=[26_440_000],
            ),
            mail_not_sent(
                "Nothing goes to HR's namesake Nguyễn Thị Hương", to_or_cc=[f"huong.nt@{DOMAIN}"]
            ),
            count("mail.messages", _sent(LAN), 1, "Exactly one report mail is sent"),
            reply_has("The reply states the total 150.492.000 đ", 150_492_000, wrong=[111_612_000]),
            reply_lacks(
                "The reply gives no total that misses Hoàng Long's second invoice (111.612.000 đ)",
                111_612_000,
            ),
        ],
    )


@TASKS.task("reconcile_an_phat_q1")
def _reconcile_an_phat_q1() -> Task:
    return Task(
        id="accounting_crm.reconcile_an_phat_q1",
        domain="accounting_crm",
        tier="hard",
        prompt=(
            "A Dũng bên An Phát xin số liệu đối chiếu công nợ đến 31/3, e trả lời mail anh ấy "
            "giúp chị: liệt kê các hoá đơn còn nợ tại 31/3 và tổng số, CC bạn Nam phụ trách."
        ),
        note=(
            "Balance as of 31/03 (94.824.000 đ): HĐ 106 was still 24,84 tr then (10 tr paid on "
            "14/04); the 16/04 draft is excluded; reply to the external Đinh Tiến Dũng, CC owner "
            "Nam, no An Phát Hưng figures."
        ),
        world=_world(LAN),
        noise_exclude=["accounting.invoices"],
        scopes=[
            created("mail.messages", {**_sent(LAN), "to": {"contains": "dung.dt@anphat.com.vn"}}),
            created("mail.messages", _inbox_copies(LAN, NAM, HUONG_KTT), n=2),
        ],
        assertions=[
            mail_sent(
                "A mail to Đinh Tiến Dũng states An Phát's balance at 31/03: 94.824.000 đ",
                to=["dung.dt@anphat.com.vn"],
                body_contains=[94_824_000],
            ),
            mail_sent(
                "HĐ 00000106 is listed at its 31/03 balance 24.840.000 đ",
                to=["dung.dt@anphat.com.vn"],
                body_contains=[24_840_000],
            ),
            mail_sent(
                "The other open invoices are listed (18.468.000, 21.384.000, 30.132.000 đ)",
                to=["dung.dt@anphat.com.vn"],
                body_contains=[18_468_000, 21_384_000, 30_132_000],
            ),
            mail_sent(
                "The owner Hoàng Văn Nam is in CC",
                to=["dung.dt@anphat.com.vn"],
                cc=[f"nam.hv@{DOMAIN}"],
            ),
            mail_not_sent(
                "The 16/04 draft invoice (8.640.000 đ) is not in the 31/03 reconciliation",
                body_contains=[8_640_000],
            ),
            mail_not_sent(
                "No An Phát Hưng invoice leaks into the mail (25.920.000 đ)",
                body_contains=[25_920_000],
            ),
            mail_not_sent(
                "Nothing goes to the internal namesake Phạm Văn Dũng", to=[f"dung.pv@{DOMAIN}"]
            ),
            count("mail.messages", _sent(LAN), 1, "Exactly one mail is sent"),
        ],
    )


@TASKS.task("opportunity_quote_stage_forecast")
def _opportunity_quote_stage_forecast() -> Task:
    return Task(
        id="accounting_crm.opportunity_quote_stage_forecast",
        domain="accounting_crm",
        tier="hard",
        prompt=(
            "Hoàng Gia demo xong rồi, e chuyển cơ hội HRM của họ sang Báo giá, giá 580tr, dự kiến "
            "ký 15/5. Tạo luôn cho anh nhiệm vụ gửi báo giá hạn thứ Sáu này. Doanh số dự kiến "
            "của cơ hội này giờ là bao nhiêu?"
        ),
        note=(
            "Update CH00004 (Hoàng Gia HRM, not Hoàng Gia Phát's HRM CH00018) to Báo giá 70 %, "
            "580 tr, 15/05; a task due Fri 17/04 on it; reply the weighted 406 tr."
        ),
        world=_world(KHANH),
        scopes=[
            scope("crm.opportunities", {"id": "CH00004"}),
            created("crm.activities", {"customer_id": "KH00003", "assignee_id": KHANH}),
        ],
        assertions=[
            field(
                "crm.opportunities",
                {"id": "CH00004"},
                "stage",
                "Báo giá",
                "Hoàng Gia's HRM opportunity moves to Báo giá",
            ),
            field(
                "crm.opportunities",
                {"id": "CH00004"},
                "amount_vnd",
                580_000_000,
                "Its amount is 580.000.000 đ",
            ),
            field(
                "crm.opportunities",
                {"id": "CH00004"},
                "expected_close_date",
                "2026-05-15",
                "Its expected close date is 15/05/2026",
            ),
            exists(
                "crm.activities",
                {
                    "customer_id": "KH00003",
                    "opportunity_id": "CH00004",
                    "kind": "Nhiệm vụ",
                    "due_date": "2026-04-17",
                    "assignee_id": KHANH,
                },
                "A task for Khánh on the opportunity, due Friday 17/04",
            ),
            count(
                "crm.activities",
                {"created_by": KHANH, "created_on": TODAY},
                1,
                "Exactly one activity is created",
            ),
            field(
                "crm.opportunities",
                {"id": "CH00018"},
                "stage",
                "Tiếp cận",
                "Hoàng Gia Phát's HRM opportunity is not touched",
                negative=True,
            ),
            count(
                "crm.opportunities",
                {"customer_id": "KH00003"},
                2,
                "No new opportunity is created for Hoàng Gia",
                negative=True,
            ),
            reply_has(
                "The reply states the weighted forecast 406.000.000 đ (580 tr × 70 %; not the old "
                "stage's 50 % = 290 tr, nor the old amount 620 tr × 70 % = 434 tr)",
                406_000_000,
                wrong=[290_000_000, 434_000_000],
            ),
        ],
    )


# ============================================================================================
# BASIC
# ============================================================================================


@TASKS.task("payment_term_an_phat_hung")
def _payment_term_an_phat_hung() -> Task:
    return Task(
        id="accounting_crm.payment_term_an_phat_hung",
        domain="accounting_crm",
        tier="basic",
        prompt="Đổi điều khoản thanh toán của An Phát Hưng sang 45 ngày giúp mình.",
        note="Payment term of An Phát Hưng (not An Phát) → DKTT45 in AMIS Kế toán.",
        world=_world(LAN),
        scopes=[
            scope("accounting.customer_accounts", {"id": "KH00002"}),
            # an agent may keep the CRM record's payment days in step with AMIS Kế toán
            scope("crm.customers", {"id": "KH00002"}),
        ],
        assertions=[
            field(
                "accounting.customer_accounts",
                {"id": "KH00002"},
                "payment_term_id",
                "DKTT45",
                "An Phát Hưng's payment term is DKTT45 (45 ngày)",
            ),
            field(
                "accounting.customer_accounts",
                {"id": "KH00001"},
                "payment_term_id",
                "DKTT30",
                "An Phát keeps its 30-day term",
                negative=True,
            ),
            field(
                "accounting.invoices",
                {"id": "BH00531"},
                "due_date",
                "2026-04-24",
                "Existing invoices keep their due date (no tool changes an issued invoice's "
                "due date)",
                negative=True,
                tool_enforced=True,
            ),
        ],
    )


#: Naming an overdue invoice of the Đà Nẵng branch contradicts "nothing is overdue".
_BRANCH_OVERDUE = record(
    "accounting.invoices", where={"customer_id": "KH00007", "debt_status": "Quá hạn"}
)


@TASKS.task("branch_debt_question")
def _branch_debt_question() -> Task:
    return Task(
        id="accounting_crm.branch_debt_question",
        domain="accounting_crm",
        tier="basic",
        prompt="Thép Đông Á Đà Nẵng còn nợ mình bao nhiêu vậy e, có hoá đơn nào quá hạn ko?",
        note=(
            "Branch debt 68 tr (HĐ 102 + 117, none overdue); the parent's 62,776 tr is neither "
            "given as the answer nor added in."
        ),
        world=_world(THAO),
        noise_exclude=["accounting.invoices"],
        scopes=[],
        exempt={
            "dump": (
                "the reference's reads return only the branch's own card and its two open, not "
                "yet due invoices with their total: every value in them is true, so a dump states "
                "no wrong fact (the trap, the parent company's debt, never appears in them)"
            )
        },
        assertions=[
            reply_has(
                "The reply states the branch owes 68.000.000 đ (not the group's 130.776.000 đ)",
                68_000_000,
                wrong=[130_776_000],
            ),
            reply_has(
                "The reply says nothing is overdue (and names no overdue invoice of the branch)",
                any_of=[
                    concept("none_overdue", unless=[_BRANCH_OVERDUE]),
                    concept("within_term", unless=[_BRANCH_OVERDUE]),
                ],
            ),
            reply_lacks(
                "The parent company's 62.776.000 đ is not added in (no 130.776.000 đ total)",
                130_776_000,
            ),
        ],
    )


@TASKS.task("cash_receipt_partial")
def _cash_receipt_partial() -> Task:
    return Task(
        id="accounting_crm.cash_receipt_partial",
        domain="accounting_crm",
        tier="basic",
        prompt="Chị Mỹ Linh bên Thành Đạt vừa nộp tiền mặt 3tr trả bớt HĐ số 34, e lập phiếu thu giúp c.",
        note="Cash receipt 3 tr for Thành Đạt allocated to HĐ 00000034 (partial payment).",
        world=_world(LINH),
        scopes=[
            scope("accounting.invoices", {"id": "BH00446"}),
            created(
                "accounting.receipts",
                {"customer_id": "KH00008", "method": "tien_mat", "amount_vnd": 3_000_000},
            ),
        ],
        assertions=[
            exists(
                "accounting.receipts",
                {"customer_id": "KH00008", "method": "tien_mat", "amount_vnd": 3_000_000},
                "A cash receipt (phiếu thu) of 3.000.000 đ from Thành Đạt",
            ),
            field(
                "accounting.invoices",
                {"id": "BH00446"},
                "paid_vnd",
                3_000_000,
                "HĐ 00000034 shows 3.000.000 đ paid",
            ),
            count(
                "accounting.receipts",
                {"customer_id": "KH00008"},
                2,
                "Only one new receipt for Thành Đạt",
            ),
            not_exists(
                "accounting.receipts",
                {"customer_id": "KH00008", "method": "chuyen_khoan"},
                "No bank receipt is recorded for cash",
            ),
        ],
    )


@TASKS.task("issue_einvoice_hoang_gia")
def _issue_einvoice_hoang_gia() -> Task:
    return Task(
        id="accounting_crm.issue_einvoice_hoang_gia",
        domain="accounting_crm",
        tier="basic",
        prompt=(
            "Phát hành hoá đơn điện tử cho chứng từ tư vấn chuyển đổi số giai đoạn 2 của Hoàng "
            "Gia rồi gửi luôn cho khách nhé."
        ),
        note="Issue and send Hoàng Gia's draft BH00543 (next number 131); An Phát's draft stays.",
        world=_world(LAN),
        scopes=[scope("accounting.invoices", {"id": "BH00543"})],
        assertions=[
            field(
                "accounting.invoices",
                {"id": "BH00543"},
                "einvoice_status",
                "Đã gửi khách hàng",
                "Hoàng Gia's draft is issued and sent to the customer",
            ),
            field(
                "accounting.invoices",
                {"id": "BH00543"},
                "invoice_no",
                "00000131",
                "It gets the next invoice number 00000131",
            ),
            field(
                "accounting.invoices",
                {"id": "BH00544"},
                "einvoice_status",
                "Chưa phát hành",
                "An Phát's draft is not issued",
                negative=True,
            ),
        ],
    )


@TASKS.task("opportunity_lost_competitor")
def _opportunity_lost_competitor() -> Task:
    return Task(
        id="accounting_crm.opportunity_lost_competitor",
        domain="accounting_crm",
        tier="basic",
        prompt="Cơ hội phần mềm kho của Hoàng Gia Phát mất rồi, khách chọn bên khác. Cập nhật giúp e.",
        note="CH00005 → Kết thúc thua, lý do Chọn đối thủ; the HRM opportunity CH00018 stays open.",
        world=_world(TRANG),
        scopes=[scope("crm.opportunities", {"id": "CH00005"})],
        assertions=[
            field(
                "crm.opportunities",
                {"id": "CH00005"},
                "stage",
                "Kết thúc thua",
                "The warehouse-software opportunity is closed lost",
            ),
            field(
                "crm.opportunities",
                {"id": "CH00005"},
                "lost_reason",
                "Chọn đối thủ",
                "Lost reason: Chọn đối thủ",
            ),
            field(
                "crm.opportunities",
                {"id": "CH00018"},
                "stage",
                "Tiếp cận",
                "Hoàng Gia Phát's HRM opportunity stays open",
                negative=True,
            ),
            field(
                "crm.opportunities",
                {"id": "CH00004"},
                "stage",
                "Demo/Đề xuất",
                "Hoàng Gia's opportunity is not touched",
                negative=True,
            ),
        ],
    )


@TASKS.task("create_opportunity_moc_viet")
def _create_opportunity_moc_viet() -> Task:
    return Task(
        id="accounting_crm.create_opportunity_moc_viet",
        domain="accounting_crm",
        tier="basic",
        prompt="Tạo cơ hội mới cho Mộc Việt giúp e: gói HRM 50 user, 150tr, dự kiến chốt 30/6.",
        note="New open opportunity for Mộc Việt: 150 tr, close 30/06/2026, owner = the user.",
        world=_world(THAO),
        scopes=[
            created("crm.opportunities", {"customer_id": "KH00016", "amount_vnd": 150_000_000})
        ],
        assertions=[
            exists(
                "crm.opportunities",
                {
                    "customer_id": "KH00016",
                    "amount_vnd": 150_000_000,
                    "expected_close_date": "2026-06-30",
                },
                "Mộc Việt has a 150.000.000 đ opportunity closing 30/06/2026",
            ),
            exists(
                "crm.opportunities",
                {
                    "customer_id": "KH00016",
                    "amount_vnd": 150_000_000,
                    "owner_id": THAO,
                    "stage": {"in": ["Tiếp cận", "Xác định nhu cầu"]},
                },
                "It is open at an early stage and owned by the user",
            ),
            exists(
                "crm.opportunities",
                {"customer_id": "KH00016", "amount_vnd": 150_000_000, "name": {"contains": "HRM"}},
                "The opportunity is named after the HRM package",
            ),
            count(
                "crm.opportunities",
                {"customer_id": "KH00016"},
                2,
                "Exactly one new opportunity for Mộc Việt",
            ),
        ],
    )


@TASKS.task("call_task_right_long")
def _call_task_right_long() -> Task:
    return Task(
        id="accounting_crm.call_task_right_long",
        domain="accounting_crm",
        tier="basic",
        prompt=(
            "Giao Long gọi lại anh Đăng bên Hải Đăng vào thứ Hai tuần sau để giới thiệu phần mềm "
            "quản lý vận tải nhé."
        ),
        note=(
            "Activity for Bùi Đức Long (sales, owner of Hải Đăng), not Nguyễn Hoàng Long (IT), "
            "due Mon 20/04."
        ),
        world=_world(TUAN),
        noise_exclude=["hr.employees"],
        scopes=[created("crm.activities", {"customer_id": "KH00012", "assignee_id": LONG_BD})],
        assertions=[
            exists(
                "crm.activities",
                {
                    "customer_id": "KH00012",
                    "assignee_id": "NV000016",
                    "due_date": "2026-04-20",
                    "kind": {"in": ["Cuộc gọi", "Nhiệm vụ"]},
                },
                "A call/task for Bùi Đức Long on Hải Đăng due Monday 20/04",
            ),
            not_exists(
                "crm.activities",
                {"assignee_id": "NV000059"},
                "Nothing is assigned to the namesake Nguyễn Hoàng Long (IT)",
            ),
            count(
                "crm.activities",
                {"created_by": TUAN, "created_on": TODAY},
                1,
                "Exactly one activity is created",
            ),
        ],
    )


@TASKS.task("transfer_sao_viet")
def _transfer_sao_viet() -> Task:
    return Task(
        id="accounting_crm.transfer_sao_viet",
        domain="accounting_crm",
        tier="basic",
        prompt="Sơn nghỉ rồi, e bàn giao khách Sao Việt cho anh Hải phó phòng nhé.",
        note=(
            "Transfer Sao Việt (and its open opportunity) to Trần Văn Hải; Sơn's other customer "
            "and his closed opportunity stay."
        ),
        world=_world(TUAN),
        noise_exclude=["hr.employees"],
        scopes=[
            scope("crm.customers", {"id": "KH00005"}),
            scope("crm.opportunities", {"id": "CH00006"}),
            # crm_transfer_owner moves the customer's open activities with it
            scope("crm.activities", {"id": {"in": ["HDG00007", "HDG00008"]}}),
        ],
        assertions=[
            field(
                "crm.customers",
                {"id": "KH00005"},
                "owner_id",
                "NV000011",
                "Sao Việt's owner is Trần Văn Hải",
            ),
            field(
                "crm.opportunities",
                {"id": "CH00006"},
                "owner_id",
                "NV000011",
                "Its open opportunity moves to Hải too",
            ),
            field(
                "crm.customers",
                {"id": "KH00015"},
                "owner_id",
                "NV000017",
                "Sơn's other (inactive) customer An Phát Logistics is not transferred",
                negative=True,
            ),
            field(
                "crm.opportunities",
                {"id": "CH00007"},
                "owner_id",
                "NV000017",
                "The closed 2025 opportunity keeps its owner (crm_transfer_owner moves only "
                "open opportunities; closed ones cannot be edited)",
                negative=True,
                tool_enforced=True,
            ),
        ],
    )


@TASKS.task("update_phone_an_phat")
def _update_phone_an_phat() -> Task:
    return Task(
        id="accounting_crm.update_phone_an_phat",
        domain="accounting_crm",
        tier="basic",
        prompt="Cập nhật sđt mới cho An Phát giúp mình: 024 3776 9999.",
        note="Phone of An Phát (not An Phát Hưng / An Phát Logistics) normalised to digits.",
        world=_world(NAM),
        scopes=[scope("crm.customers", {"id": "KH00001"})],
        assertions=[
            field(
                "crm.customers",
                {"id": "KH00001"},
                "phone",
                "02437769999",
                "An Phát's phone is 024 3776 9999",
            ),
            field(
                "crm.customers",
                {"id": "KH00002"},
                "phone",
                "02435586677",
                "An Phát Hưng's phone is unchanged",
                negative=True,
            ),
            field(
                "crm.customers",
                {"id": "KH00015"},
                "phone",
                "02253831234",
                "An Phát Logistics' phone is unchanged",
                negative=True,
            ),
        ],
    )


@TASKS.task("receipts_binh_minh_march")
def _receipts_binh_minh_march() -> Task:
    return Task(
        id="accounting_crm.receipts_binh_minh_march",
        domain="accounting_crm",
        tier="basic",
        prompt="Tháng 3 Dược Bình Minh chuyển cho mình tổng bao nhiêu tiền vậy?",
        note="Receipts of Bình Minh in March: one transfer of 20 tr (the 66,96 tr was February).",
        world=_world(LAN),
        scopes=[],
        exempt={
            "dump": (
                "the reference's read is the March receipts of Bình Minh, one transfer of 20 tr: "
                "a dump of it states only true facts (the February 66,96 tr, the trap, is not in "
                "it)"
            )
        },
        assertions=[
            reply_has("The reply states 20.000.000 đ", 20_000_000, wrong=[86_960_000]),
            reply_lacks(
                "The February receipt (66.960.000 đ) is not added in (no 86.960.000 đ total)",
                86_960_000,
            ),
        ],
    )


@TASKS.task("doubtful_debt_hoang_long")
def _doubtful_debt_hoang_long() -> Task:
    return Task(
        id="accounting_crm.doubtful_debt_hoang_long",
        domain="accounting_crm",
        tier="basic",
        prompt=(
            "HĐ 395 của Hoàng Long quá hạn hơn 3 tháng rồi, khách ko liên lạc đc, e chuyển sang nợ "
            "khó đòi giúp a."
        ),
        note="Only HĐ 00000395 becomes Nợ khó đòi; Hoàng Long's other overdue invoice stays.",
        world=_world(DUNG_KT),
        scopes=[scope("accounting.invoices", {"id": "BH00399"})],
        assertions=[
            field(
                "accounting.invoices",
                {"id": "BH00399"},
                "debt_status",
                "Nợ khó đòi",
                "HĐ 00000395 is marked Nợ khó đòi",
            ),
            field(
                "accounting.invoices",
                {"id": "BH00484"},
                "debt_status",
                "Quá hạn",
                "Hoàng Long's HĐ 00000072 keeps Quá hạn",
                negative=True,
            ),
            field(
                "accounting.invoices",
                {"id": "BH00399"},
                "paid_vnd",
                60_000_000,
                "No receipt or write-off changes what was paid",
                negative=True,
            ),
        ],
    )


@TASKS.task("contact_email_an_phat_hung")
def _contact_email_an_phat_hung() -> Task:
    return Task(
        id="accounting_crm.contact_email_an_phat_hung",
        domain="accounting_crm",
        tier="basic",
        prompt="Cho mình xin email của kế toán bên An Phát Hưng với.",
        note="An Phát Hưng's accountant ketoan@anphathung.vn, not An Phát's chief accountant.",
        world=_world(NAM),
        noise_exclude=["crm.contacts", "mail.contacts"],
        scopes=[],
        assertions=[
            reply_has(
                "The reply gives ketoan@anphathung.vn",
                "ketoan@anphathung.vn",
                wrong=["dung.dt@anphat.com.vn", "hung.lv@anphathung.vn", "dung.pt@anphathung.vn"],
            ),
            reply_lacks("An Phát's chief accountant is not given", "dung.dt@anphat.com.vn"),
            reply_lacks(
                "No other An Phát Hưng contact is given as the accountant (director, purchasing)",
                "hung.lv@anphathung.vn",
                "dung.pt@anphathung.vn",
            ),
        ],
    )
