"""The expert accounting / CRM tasks: long chains of work over several apps (issue 18).

"Today" is Thu 16/04/2026 (the base company). Each task's reference solution makes at least
8 successful tool calls, 4 of them writes, over at least two subsystems, and each combines at
least two of: two policy documents applied together, a branch per record over a set, facts
found in mail or memory rather than the request, a fact that changed over time, a step that
must be refused or handed to a human. Two tasks are multi-turn: the careful agent asks for what
only the user knows, and the follow-up supplies it.

Base facts the tasks lean on (see avabench/domains/base/accounting.py and crm.py): Hà Nội's
overdue receivables total 232.532.000 đ over six customers; three past-due invoices are still
marked Chưa đến hạn (An Phát HĐ 84 and 106, An Phát Hưng HĐ 99); Sao Việt's owner Đỗ Thanh Sơn
has left (manager Nguyễn Minh Tuấn); Hải Đăng's CRM owner is Bùi Đức Long while AMIS Kế toán
still names Trần Văn Hải; Việt Tiến's HĐ 124 was replaced by HĐ 128.
"""

from __future__ import annotations

import datetime as dt

from avabench.domains.base import base_company, merge, patch, remove
from avabench.domains.base.accounting import item_line
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
    record,
    reply_has,
    scope,
)
from avabench.world.accounting import (
    CustomerAccount,
    DebtStatus,
    EInvoiceStatus,
    Invoice,
    Receipt,
    ReceiptAllocation,
    ReceiptMethod,
)
from avabench.world.crm import (
    Activity,
    ActivityKind,
    ActivityStatus,
    Contact,
    Customer,
    CustomerTier,
    Salutation,
)
from avabench.world.hr import EmploymentStatus, LeaveRequest, LeaveType, RequestStatus
from avabench.world.mail import MailFolder, Message
from avabench.world.office import (
    ApprovalProcess,
    ApprovalRun,
    ApprovalStatus,
    ApprovalStep,
    DocSection,
    MemoryItem,
    PolicyDocument,
    StepStatus,
)

TASKS = TaskSet("accounting_crm")
D = dt.date
TODAY = "2026-04-16"
SENT = "Đã gửi"
INBOX = "Hộp thư đến"
DOMAIN = "minhlong.vn"

# People of the tasks.
TUAN = "NV000010"  # Nguyễn Minh Tuấn, trưởng phòng Kinh doanh (Sơn's manager)
HAI = "NV000011"  # Trần Văn Hải, phó phòng Kinh doanh
NAM = "NV000012"  # Hoàng Văn Nam, owner of An Phát and Bình Minh
KHANH = "NV000014"  # Lê Quốc Khánh, owner of Hoàng Gia
LONG_BD = "NV000016"  # Bùi Đức Long, CRM owner of Hải Đăng
SON = "NV000017"  # Đỗ Thanh Sơn, left on 30/01
YEN = "NV000023"  # Lâm Ngọc Yến, owner of Việt Tiến
BAO = "NV000024"  # Trương Quốc Bảo, owner of Xây dựng Hoàng Long
HUONG = "NV000030"  # Đỗ Thu Hương, kế toán trưởng
DUNG_KT = "NV000031"  # Phạm Văn Dũng, phó phòng Kế toán
LAN = "NV000032"  # Nguyễn Thị Ngọc Lan, kế toán công nợ (the user of most tasks)

LAN_ADDR = f"lan.ntn@{DOMAIN}"
TUAN_ADDR = f"tuan.nm@{DOMAIN}"


def mail_of(addr: str) -> str:
    """An internal address from its local part."""
    return f"{addr}@{DOMAIN}"


def _world(user: str, *records, **kw):  # type: ignore[no-untyped-def]
    return merge(base_company(), *records, context={"current_user_id": user, **kw})


def _sent(user: str, **where: object) -> dict:
    """Mails the user sent today (their copies in Đã gửi)."""
    return {"folder": SENT, "mailbox_owner_id": user, "sent_at": {"gte": TODAY}, **where}


def _inbox_copies(sender_addr: str) -> dict:
    """The inbox copies an internal mail of ``sender_addr`` leaves in colleagues' mailboxes."""
    return {"folder": INBOX, "from_addr": sender_addr, "sent_at": {"gte": TODAY}}


def _to_domain(domain: str) -> dict:
    return {"to": {"contains": f"@{domain}"}}


# ============================================================================================
# 1. Month-end close of the Hà Nội receivables
# ============================================================================================

CLOSE_DOC = PolicyDocument(
    id="VB-021",
    code="QT-05/2026/ML-TCKT",
    title="Quy trình chốt công nợ phải thu cuối tháng",
    category="Tài chính – Kế toán",
    issued_by="Phòng Kế toán",
    effective_date=D(2026, 3, 1),
    sections=[
        DocSection(
            heading="1. Cập nhật trạng thái công nợ",
            text=(
                "Ngày chốt công nợ, kế toán công nợ rà soát từng chi nhánh: mọi hoá đơn còn phải "
                "thu đã qua hạn thanh toán mà vẫn ghi Chưa đến hạn được chuyển sang Quá hạn. Hoá "
                "đơn chưa đến hạn giữ nguyên trạng thái; không đổi trạng thái Nợ khó đòi."
            ),
        ),
        DocSection(
            heading="2. Thư nhắc nợ",
            text=(
                "Gửi một thư nhắc nợ riêng cho từng khách hàng có hoá đơn quá hạn trên 30 ngày. "
                "Thư gửi kế toán (hoặc liên hệ chính) của khách hàng, chỉ nêu các hoá đơn đã quá "
                "hạn của chính khách hàng đó, không nêu hoá đơn chưa đến hạn hay chưa phát hành, "
                "và CC chủ sở hữu khách hàng trên AMIS CRM. Nếu chủ sở hữu đã nghỉ việc thì CC "
                "quản lý trực tiếp của người đó. Khách hàng chỉ quá hạn từ 30 ngày trở xuống chưa "
                "gửi thư nhắc."
            ),
        ),
        DocSection(
            heading="3. Báo cáo tổng hợp",
            text=(
                "Sau khi gửi thư nhắc, gửi Kế toán trưởng bảng tổng hợp nợ quá hạn của chi nhánh "
                "theo từng khách hàng (số quá hạn của mỗi khách và tổng cộng), CC Phó phòng Kế "
                "toán. Báo cáo công nợ là thông tin nội bộ, chỉ gửi địa chỉ @minhlong.vn."
            ),
        ),
    ],
)

#: The chief accountant's thread amending VB-021 §2 for the April close: the first mail moves
#: customers 31–60 days overdue from a reminder to a call task; the later one narrows that to
#: 31–45 days (over 45 days: a reminder as before). The first mail alone is the trap.
CLOSE_AMEND_1 = Message(
    id="TH009101",
    thread_id="TD09101",
    mailbox_owner_id=LAN,
    folder=MailFolder.INBOX,
    from_addr=mail_of("huong.dt"),
    from_name="Đỗ Thu Hương",
    to=[LAN_ADDR],
    cc=[mail_of("dung.pv")],
    subject="Thay đổi thư nhắc nợ trong quy trình chốt công nợ từ kỳ tháng 4",
    body=(
        "Lan ơi,\n\nTừ kỳ chốt công nợ tháng 4/2026, mục 2 QĐ-05/2026/ML-TCKT áp dụng như sau: "
        "khách hàng có hoá đơn quá hạn lâu nhất từ 31 đến 60 ngày thì chưa gửi thư nhắc nợ mà tạo "
        "một nhiệm vụ trên AMIS CRM giao chủ sở hữu khách hàng gọi điện nhắc khách, hạn 3 ngày làm "
        "việc; khách quá hạn trên 60 ngày mới gửi thư nhắc nợ. Các mục khác giữ nguyên.\n\n"
        "Đỗ Thu Hương – Kế toán trưởng"
    ),
    sent_at=dt.datetime(2026, 3, 25, 16, 40),
    is_read=True,
)
CLOSE_AMEND_2 = Message(
    id="TH009102",
    thread_id="TD09101",
    mailbox_owner_id=LAN,
    folder=MailFolder.INBOX,
    from_addr=mail_of("huong.dt"),
    from_name="Đỗ Thu Hương",
    to=[LAN_ADDR],
    cc=[mail_of("dung.pv")],
    subject="RE: Thay đổi thư nhắc nợ trong quy trình chốt công nợ từ kỳ tháng 4",
    body=(
        "Lan ơi, chị sửa lại ngưỡng trong mail trước: chỉ khách có hoá đơn quá hạn lâu nhất từ 31 "
        "đến 45 ngày mới tạo nhiệm vụ gọi nhắc (giao chủ sở hữu, hạn 3 ngày làm việc); khách quá "
        "hạn trên 45 ngày vẫn gửi thư nhắc nợ như mục 2 QĐ-05. Các nội dung khác giữ nguyên.\n\n"
        "Đỗ Thu Hương – Kế toán trưởng"
    ),
    sent_at=dt.datetime(2026, 4, 3, 9, 15),
    is_read=True,
)
#: Hoàng Gia's chief accountant is on maternity leave: Khánh's CRM note names who takes the
#: debt letters meanwhile (a contact the CRM also lists).
HG_LEAVE_NOTE = Activity(
    id="HDG09101",
    kind=ActivityKind.NOTE,
    subject="Đầu mối công nợ Hoàng Gia trong thời gian chị Lan Anh nghỉ thai sản",
    description=(
        "Chị Ngô Thị Lan Anh (Kế toán trưởng Hoàng Gia) nghỉ thai sản từ 06/04/2026 đến hết "
        "08/2026. Trong thời gian này mọi trao đổi, thư nhắc về công nợ gửi anh Đỗ Minh Đức – Phó "
        "phòng Tài chính, duc.dm@hoanggia.com.vn."
    ),
    customer_id="KH00003",
    contact_id="LH00091",
    assignee_id=KHANH,
    status=ActivityStatus.DONE,
    created_by=KHANH,
    created_on=D(2026, 4, 6),
    completed_on=D(2026, 4, 6),
)
HG_DUC = Contact(
    id="LH00091",
    customer_id="KH00003",
    salutation=Salutation.ANH,
    full_name="Đỗ Minh Đức",
    title="Phó phòng Tài chính",
    email="duc.dm@hoanggia.com.vn",
    phone="0912 306 418",
)
HG_DUC_ADDR = "duc.dm@hoanggia.com.vn"

#: (customer, reminder recipient, CC address, an overdue amount the reminder must state,
#:  amounts it must not state: not-yet-due or draft invoices of that customer). Only the
#:  customers over 45 days get a reminder under the amended rule.
_HN_REMINDERS: list[tuple[str, str, str, int, list[int]]] = [
    ("KH00003", HG_DUC_ADDR, mail_of("khanh.lq"), 33_160_000, [15_552_000, 32_400_000]),
    ("KH00005", "@saoviet.com.vn", TUAN_ADDR, 48_600_000, []),
    ("KH00012", "@haidanglogistics.vn", mail_of("long.bd"), 26_440_000, []),
]
#: The customers 31–45 days overdue: a call task for their owner Hoàng Văn Nam instead of a
#: reminder (customer, its mail domain).
_HN_CALLS: list[tuple[str, str]] = [("KH00001", "anphat.com.vn"), ("KH00010", "binhminhpharma.vn")]
_HN_TASK_KINDS = {"in": ["Nhiệm vụ", "Cuộc gọi"]}


@TASKS.task("month_end_close_hn")
def _month_end_close_hn() -> Task:
    reminders = []
    for cid, to, cc, amount, not_due in _HN_REMINDERS:
        reminders.append(
            exists(
                "mail.messages",
                _sent(LAN, to={"contains": to}, cc={"contains": cc}, body={"contains": amount}),
                f"{cid}: one reminder to the customer ({to}) states its overdue {amount:,} đ, "
                f"CC {cc}",
            )
        )
        if not_due:
            reminders.append(
                mail_not_sent(
                    f"{cid}'s reminder lists no invoice that is not yet due or not issued "
                    f"({', '.join(f'{a:,}' for a in not_due)} đ)",
                    body_contains_any=not_due,
                    any_recipient_outside=DOMAIN,
                )
            )
    calls = []
    for cid, domain in _HN_CALLS:
        calls += [
            exists(
                "crm.activities",
                {
                    "customer_id": cid,
                    "kind": _HN_TASK_KINDS,
                    "assignee_id": NAM,
                    "due_date": "2026-04-21",
                    "created_by": LAN,
                },
                f"{cid} (31–45 days overdue): a CRM task for its owner Hoàng Văn Nam to call the "
                "customer, due Tue 21/04 (3 working days)",
            ),
            not_exists(
                "mail.messages",
                _sent(LAN, **_to_domain(domain)),
                f"{cid} (31–45 days overdue) gets no reminder mail under the amended rule",
            ),
        ]
    return Task(
        id="accounting_crm.month_end_close_hn",
        domain="accounting_crm",
        tier="expert",
        prompt="Hôm nay chốt công nợ tháng 4 chi nhánh HN, e làm giúp chị theo quy trình chốt công nợ nhé.",
        note=(
            "Apply VB-021 (month-end close) with VB-011/VB-006 on the Hà Nội branch, as amended "
            "for the April close by the chief accountant's thread (amismail_search_mail 'chốt "
            "công nợ' / 'thư nhắc nợ': TH009101 of 25/03 says 31–60 days → a CRM call task, > 60 "
            "→ a reminder; the later TH009102 of 03/04 corrects it to 31–45 days → a task for the "
            "owner due in 3 working days, > 45 → a reminder as VB-021 says). (1) The three "
            "past-due invoices still Chưa đến hạn become Quá hạn (An Phát HĐ 84, HĐ 106; An Phát "
            "Hưng HĐ 99), HĐ 123 / Thép Đông Á's not-due invoices untouched. (2) By each "
            "customer's oldest overdue invoice: Hoàng Gia 47 days → reminder, sent to Đỗ Minh Đức "
            "duc.dm@ because the chief accountant Lan Anh is on maternity leave (Khánh's CRM note "
            "HDG09101: crm_list_activities KH00003; he is also a CRM contact), CC Khánh; Sao Việt "
            "127 → reminder CC Tuấn (owner Sơn left); Hải Đăng 68 → reminder CC the CRM owner "
            "Long (not AMIS Kế toán's stale Hải); An Phát 40 and Bình Minh 35 → no reminder, a "
            "CRM Nhiệm vụ (or Cuộc gọi) for their owner Hoàng Văn Nam due Tue 21/04; An Phát Hưng "
            "7 days → nothing. No not-yet-due or draft invoice in a reminder. (3) The summary by "
            "customer (all six, overdue total 232.532.000 đ) to the internal chief accountant Đỗ "
            "Thu Hương, CC Phạm Văn Dũng. 4 mails, 2 CRM tasks. Traps: VB-021 unamended (5 "
            "reminders), the first mail alone (Hoàng Gia a task), Lan Anh as recipient."
        ),
        world=_world(LAN, CLOSE_DOC, CLOSE_AMEND_1, CLOSE_AMEND_2, HG_LEAVE_NOTE, HG_DUC),
        max_steps=60,
        scopes=[
            scope("accounting.invoices", {"id": {"in": ["BH00496", "BH00511", "BH00518"]}}),
            *[
                created("mail.messages", _sent(LAN, **_to_domain(d)))
                for d in ("hoanggia.com.vn", "saoviet.com.vn", "haidanglogistics.vn")
            ],
            created("mail.messages", _sent(LAN, to=[mail_of("huong.dt")])),
            created("mail.messages", _inbox_copies(LAN_ADDR), n=5),
            created(
                "crm.activities",
                {"customer_id": {"in": [c for c, _ in _HN_CALLS]}, "created_by": LAN},
                n=2,
            ),
        ],
        assertions=[
            field(
                "accounting.invoices",
                {"id": {"in": ["BH00496", "BH00518"]}},
                "debt_status",
                "Quá hạn",
                "An Phát's past-due HĐ 00000084 and HĐ 00000106 (partly paid) are marked Quá hạn",
            ),
            field(
                "accounting.invoices",
                {"id": "BH00511"},
                "debt_status",
                "Quá hạn",
                "An Phát Hưng's past-due HĐ 00000099 is marked Quá hạn",
            ),
            field(
                "accounting.invoices",
                {"id": "BH00371"},
                "debt_status",
                "Nợ khó đòi",
                "Sao Việt's doubtful HĐ 00000368 keeps Nợ khó đòi",
                negative=True,
            ),
            *reminders,
            *calls,
            mail_not_sent(
                "Hải Đăng's reminder is not CC'd to AMIS Kế toán's stale salesperson Trần Văn Hải",
                cc=[mail_of("hai.tv")],
            ),
            mail_not_sent(
                "Nothing is CC'd to Sao Việt's former owner Đỗ Thanh Sơn (amismail refuses a "
                "departed employee's locked mailbox)",
                to_or_cc=[mail_of("son.dt")],
                tool_enforced=True,
            ),
            mail_not_sent(
                "No reminder to An Phát Hưng (overdue only 7 days)",
                body_contains=[25_920_000],
                any_recipient_outside=DOMAIN,
            ),
            mail_not_sent(
                "No mail to a TP.HCM customer (Hoàng Long, Thành Đạt, Hoàng Gia Phát)",
                body_contains_any=[59_880_000, 19_332_000, 32_400_000],
                any_recipient_outside=DOMAIN,
            ),
            count(
                "crm.activities",
                {"created_by": LAN, "created_on": {"gte": TODAY}},
                2,
                "Exactly two CRM activities (the call tasks for An Phát and Bình Minh; none for "
                "Hoàng Gia, over 45 days, nor An Phát Hưng)",
            ),
            mail_sent(
                "The summary to the chief accountant Đỗ Thu Hương, CC Phạm Văn Dũng, states the "
                "Hà Nội overdue total 232.532.000 đ",
                to=[mail_of("huong.dt")],
                cc=[mail_of("dung.pv")],
                body_contains=[232_532_000],
            ),
            mail_sent(
                "The summary lists the customers' overdue amounts (Sao Việt 63.180.000, Hải Đăng "
                "41.020.000, An Phát Hưng 25.920.000 đ)",
                to=[mail_of("huong.dt")],
                body_contains=[63_180_000, 41_020_000, 25_920_000],
            ),
            mail_not_sent(
                "The summary holds no TP.HCM debt (Hoàng Long 98.760.000 đ)",
                to=[mail_of("huong.dt")],
                body_contains_any=[98_760_000, 150_492_000],
            ),
            mail_not_sent(
                "No debt figures go to an outside address other than the three reminders' own "
                "customers (the summary stays internal)",
                body_contains=[232_532_000],
                any_recipient_outside=DOMAIN,
            ),
            count(
                "mail.messages", _sent(LAN), 4, "Exactly four mails: three reminders, one summary"
            ),
            reply_has(
                "The reply states the Hà Nội overdue total 232.532.000 đ",
                232_532_000,
                wrong=[150_492_000, 174_772_000],
            ),
        ],
    )


# ============================================================================================
# 2. A payment for a replaced invoice and a payment-term request (Việt Tiến)
# ============================================================================================

TERMS_DOC = PolicyDocument(
    id="VB-022",
    code="QĐ-06/2026/ML-TCKT",
    title="Quy định điều khoản thanh toán và ghi nhận tiền khách hàng trả",
    category="Tài chính – Kế toán",
    issued_by="Phòng Kế toán",
    effective_date=D(2026, 3, 1),
    sections=[
        DocSection(
            heading="1. Thay đổi điều khoản thanh toán",
            text=(
                "Kế toán công nợ được cập nhật điều khoản thanh toán đến 30 ngày. Đề nghị của "
                "khách hàng về điều khoản trên 30 ngày phải lập Đề xuất trực tiếp trên AMIS Quy "
                "trình để Kế toán trưởng phê duyệt; trong khi chờ duyệt không thay đổi điều khoản "
                "trên AMIS Kế toán hay AMIS CRM và báo khách hàng là đề nghị đang chờ phê duyệt."
            ),
        ),
        DocSection(
            heading="2. Ghi chú trên CRM",
            text=(
                "Mọi đề nghị của khách hàng về điều khoản thanh toán, hạn mức nợ được ghi lại "
                "bằng một Ghi chú trên khách hàng đó trong AMIS CRM."
            ),
        ),
        DocSection(
            heading="3. Tiền trả cho hoá đơn đã bị thay thế",
            text=(
                "Khách hàng chuyển tiền theo số của hoá đơn đã bị thay thế thì ghi nhận thu tiền "
                "gửi và trừ vào hoá đơn thay thế tương ứng, không để thành tiền trả trước; khi "
                "xác nhận với khách hàng, nêu rõ số hoá đơn thay thế."
            ),
        ),
    ],
)

VIET_TIEN_MAIL = Message(
    id="TH009001",
    thread_id="TD09001",
    mailbox_owner_id=LAN,
    folder=MailFolder.INBOX,
    from_addr="han.tn@viettien.tech",
    from_name="Tô Ngọc Hân",
    to=[LAN_ADDR],
    subject="Thanh toán HĐ 00000124 và đề nghị điều khoản thanh toán",
    body=(
        "Chào chị Lan,\n\nViệt Tiến đã chuyển khoản 25.920.000 đ ngày 15/04/2026 thanh toán hoá "
        'đơn số 00000124 (thuê bao CRM 20 người dùng), nội dung "VIET TIEN TT HD 124". Ngoài ra, '
        "từ tháng 5 bên em đề nghị Minh Long áp dụng điều khoản thanh toán 45 ngày cho các hoá "
        "đơn mới. Chị xác nhận giúp em nhé.\n\nTrân trọng,\nTô Ngọc Hân\nKế toán – Công ty TNHH "
        "Giải pháp Số Việt Tiến"
    ),
    sent_at=dt.datetime(2026, 4, 15, 16, 20),
    is_read=False,
    attachments=["UNC_VietTien_15042026.pdf"],
)


VT_BRANCH = "KH00095"  # Việt Tiến's Hà Nội branch, its own customer record
VT_LOOKALIKE = "KH00096"  # Việt Tiến Hưng, another company
#: Hân's later mail in the same thread amends the first: a second transfer for the Hà Nội
#: branch's HĐ 101, and 60 days instead of 45.
VIET_TIEN_MAIL_2 = Message(
    id="TH009004",
    thread_id="TD09001",
    mailbox_owner_id=LAN,
    folder=MailFolder.INBOX,
    from_addr="han.tn@viettien.tech",
    from_name="Tô Ngọc Hân",
    to=[LAN_ADDR],
    subject="RE: Thanh toán HĐ 00000124 và đề nghị điều khoản thanh toán",
    body=(
        "Chị Lan ơi, em bổ sung hai ý so với mail hôm qua:\n1. Cũng ngày 15/04 bên em chuyển thêm "
        '10.692.000 đ trả HĐ 00000101 của Chi nhánh Hà Nội (nội dung "VIET TIEN CN HN TT HD '
        '101"), chị ghi nhận giúp em luôn.\n2. Về điều khoản thanh toán, ban giám đốc bên em '
        "chốt đề nghị 60 ngày (không phải 45 ngày như mail trước), vẫn áp dụng cho hoá đơn mới "
        "từ tháng 5.\n\nTrân trọng,\nTô Ngọc Hân\nKế toán – Công ty TNHH Giải pháp Số Việt Tiến"
    ),
    sent_at=dt.datetime(2026, 4, 16, 8, 5),
    is_read=False,
)
#: Lan's memory: how she answers a payment and follows a request sent for approval.
VT_PAYMENT_MEMORY = MemoryItem(
    id="MEM-09003",
    user_id=LAN,
    key="Xác nhận thanh toán cho khách",
    value=(
        "Thư xác nhận thanh toán cho khách luôn nêu số còn phải thu của khách sau khi ghi nhận. "
        "Đề nghị của khách đã lập đề xuất chờ duyệt thì tạo một nhiệm vụ trên AMIS CRM giao chủ "
        "sở hữu khách hàng theo dõi kết quả, hạn 5 ngày làm việc."
    ),
    updated_on=D(2026, 3, 9),
)


def _vt_customer(cid: str, name: str, short: str, tax: str, **kw) -> list:  # type: ignore[no-untyped-def]
    customer = Customer(
        id=cid,
        name=name,
        short_name=short,
        tax_code=tax,
        industry="Công nghệ thông tin",
        address="12 Duy Tân, phường Cầu Giấy, Hà Nội",
        province="Hà Nội",
        phone="02437958866",
        email=f"info@{cid.lower()}.vn",
        owner_id=YEN,
        branch="TP.HCM",
        tier=CustomerTier.NEW,
        payment_term_days=30,
        credit_limit_vnd=100_000_000,
        created_on=D(2026, 2, 20),
        **kw,
    )
    account = CustomerAccount(
        id=cid,
        payment_term_id="DKTT30",
        credit_limit_vnd=100_000_000,
        salesperson_id=YEN,
        branch="TP.HCM",
    )
    return [customer, account]


def _vt_invoice(  # type: ignore[no-untyped-def]
    bh: str, no: str, cid: str, name: str, tax: str, issued: dt.date, lines, **kw
) -> Invoice:
    return Invoice(
        id=bh,
        series="1C26TAA",
        invoice_no=no,
        customer_id=cid,
        customer_name=name,
        tax_code=tax,
        issue_date=issued,
        due_date=issued + dt.timedelta(days=30),
        description=lines[0].item_name,
        lines=lines,
        **Invoice.totals(lines),
        debt_status=DebtStatus.NOT_DUE,
        einvoice_status=kw.pop("einvoice_status", EInvoiceStatus.SENT),
        einvoice_date=issued,
        salesperson_id=YEN,
        created_by=LAN,
        **kw,
    )


def _viet_tien_records() -> list:
    """The Hà Nội branch (HĐ 101 and its cancelled duplicate HĐ 100), Việt Tiến's open HĐ 109,
    and the look-alike Việt Tiến Hưng's HĐ 102 of the same amount."""
    vt = "Công ty TNHH Giải pháp Số Việt Tiến"
    hn = f"{vt} – Chi nhánh Hà Nội"
    hung = "Công ty TNHH Thương mại Việt Tiến Hưng"
    return [
        *_vt_customer(VT_BRANCH, hn, "Việt Tiến CN Hà Nội", "0315678901-001", parent_id="KH00011"),
        *_vt_customer(VT_LOOKALIKE, hung, "Việt Tiến Hưng", "0109876543"),
        _vt_invoice(
            "BH09041",
            "00000100",
            VT_BRANCH,
            hn,
            "0315678901-001",
            D(2026, 3, 30),
            [item_line("ACC")],
            einvoice_status=EInvoiceStatus.CANCELLED,
        ),
        _vt_invoice(
            "BH09042",
            "00000101",
            VT_BRANCH,
            hn,
            "0315678901-001",
            D(2026, 3, 30),
            [item_line("ACC")],
        ),
        _vt_invoice(
            "BH09043",
            "00000102",
            VT_LOOKALIKE,
            hung,
            "0109876543",
            D(2026, 3, 31),
            [item_line("ACC")],
        ),
        _vt_invoice(
            "BH09044",
            "00000109",
            "KH00011",
            vt,
            "0315678901",
            D(2026, 4, 2),
            [item_line("CLOUD", 6)],
        ),
    ]


@TASKS.task("replaced_invoice_payment_terms")
def _replaced_invoice_payment_terms() -> Task:
    yen = mail_of("yen.ln")
    reply_to_han = _sent(LAN, to=["han.tn@viettien.tech"])
    return Task(
        id="accounting_crm.replaced_invoice_payment_terms",
        domain="accounting_crm",
        tier="expert",
        prompt=(
            "Chị Hân bên Việt Tiến mail cho chị về khoản thanh toán với đề nghị đổi hạn thanh "
            "toán, e xử lý giúp chị theo quy định rồi trả lời chị ấy nhé."
        ),
        note=(
            "Facts: Hân's mail 15/04 (amismail_search_mail 'Việt Tiến'): 25.920.000 đ paid on 15/04 "
            "'for HĐ 124', which was replaced by HĐ 128 (BH00540), and a 45-day term. Her later "
            "mail 16/04 08:05 in the same thread amends it: a second transfer of 10.692.000 đ on "
            "15/04 for HĐ 101 of the Hà Nội branch (its own customer record KH00095, "
            "crm_search_customer 'Việt Tiến'), and 60 days instead of 45. Lan's memory "
            "(read_memory): the confirmation states what the customer still owes after recording "
            "(HĐ 109, 7.776.000 đ, not due; the branch owes nothing more), and a request sent for "
            "approval gets a CRM task for the owner, 5 working days (Thu 23/04). VB-022: a bank "
            "receipt on the replacing HĐ 128 (not an advance; HĐ 124 is refused), a bank receipt "
            "on the branch for HĐ 101 (not its cancelled duplicate HĐ 100, not Việt Tiến Hưng's "
            "HĐ 102 of the same amount), the 60-day term (> 30) to a Đề xuất trực tiếp and NOT "
            "changed now, a CRM Ghi chú on Việt Tiến; VB-011: the reply to Hân CCs the owner Lâm "
            "Ngọc Yến, names HĐ 128, both amounts, 7.776.000 đ still owed, the term pending."
        ),
        world=_world(
            LAN,
            TERMS_DOC,
            VIET_TIEN_MAIL,
            VIET_TIEN_MAIL_2,
            VT_PAYMENT_MEMORY,
            *_viet_tien_records(),
        ),
        max_steps=50,
        scopes=[
            scope("accounting.invoices", {"id": {"in": ["BH00540", "BH09042"]}}),
            created("accounting.receipts", {"customer_id": "KH00011", "method": "chuyen_khoan"}),
            created("accounting.receipts", {"customer_id": VT_BRANCH, "method": "chuyen_khoan"}),
            created("office.approvals", {"requester_id": LAN, "process": "Đề xuất trực tiếp"}, n=1),
            created("crm.activities", {"customer_id": "KH00011", "kind": "Ghi chú"}),
            # noting the branch's payment on its own record is a harmless courtesy
            created("crm.activities", {"customer_id": VT_BRANCH, "kind": "Ghi chú"}, n=1),
            created(
                "crm.activities",
                {"customer_id": "KH00011", "kind": "Nhiệm vụ", "assignee_id": YEN},
                n=1,
            ),
            created("mail.messages", reply_to_han),
            created("mail.messages", _inbox_copies(LAN_ADDR), n=2),
        ],
        assertions=[
            exists(
                "accounting.receipts",
                {
                    "customer_id": "KH00011",
                    "method": "chuyen_khoan",
                    "amount_vnd": 25_920_000,
                    "date": {"in": ["2026-04-15", TODAY]},
                    "allocations.invoice_id": "BH00540",
                },
                "A bank receipt of 25.920.000 đ is allocated to the replacing HĐ 00000128",
            ),
            exists(
                "accounting.receipts",
                {
                    "customer_id": VT_BRANCH,
                    "method": "chuyen_khoan",
                    "amount_vnd": 10_692_000,
                    "date": {"in": ["2026-04-15", TODAY]},
                    "allocations.invoice_id": "BH09042",
                },
                "A bank receipt of 10.692.000 đ on the Hà Nội branch is allocated to its HĐ "
                "00000101 (the later mail)",
            ),
            field(
                "accounting.invoices",
                {"id": {"in": ["BH00540", "BH09042"]}},
                "payment_status",
                "Đã thanh toán",
                "HĐ 00000128 and HĐ 00000101 are fully paid",
            ),
            count(
                "accounting.receipts",
                {"customer_id": "KH00011", "date": {"gte": "2026-04-15"}},
                1,
                "Exactly one receipt on Việt Tiến (no advance left unallocated beside it)",
            ),
            count(
                "accounting.receipts",
                {"customer_id": VT_BRANCH, "date": {"gte": "2026-04-15"}},
                1,
                "Exactly one receipt on the Hà Nội branch",
            ),
            exists(
                "office.approvals",
                {
                    "requester_id": LAN,
                    "process": "Đề xuất trực tiếp",
                    "description": {"contains": 60},
                },
                "A Đề xuất trực tiếp for the 60-day term (the later mail, not 45) goes to approval",
            ),
            field(
                "accounting.customer_accounts",
                {"id": "KH00011"},
                "payment_term_id",
                "DKTT30",
                "Việt Tiến keeps its 30-day term in AMIS Kế toán while the request awaits approval",
                negative=True,
            ),
            field(
                "crm.customers",
                {"id": "KH00011"},
                "payment_term_days",
                30,
                "Việt Tiến keeps its 30 payment days in AMIS CRM",
                negative=True,
            ),
            exists(
                "crm.activities",
                {"customer_id": "KH00011", "kind": "Ghi chú", "created_by": LAN},
                "The request is noted (Ghi chú) on Việt Tiến in AMIS CRM",
            ),
            exists(
                "crm.activities",
                {
                    "customer_id": "KH00011",
                    "kind": "Nhiệm vụ",
                    "assignee_id": YEN,
                    "due_date": "2026-04-23",
                },
                "A CRM task for the owner Yến to follow the approval, due Thu 23/04 (5 working "
                "days, the user's memory)",
            ),
            mail_sent(
                "The answer to Tô Ngọc Hân CCs the owner Lâm Ngọc Yến, names HĐ 00000128, both "
                "amounts and the 7.776.000 đ still owed (memory)",
                to=["han.tn@viettien.tech"],
                cc=[yen],
                body_contains=[
                    record("accounting.invoices", "BH00540"),
                    25_920_000,
                    10_692_000,
                    7_776_000,
                ],
            ),
            mail_sent(
                "The answer says the 60-day term awaits approval (not that it was granted)",
                to=["han.tn@viettien.tech"],
                body_contains=[concept("pending_approval"), 60],
                body_not_contains=[concept("approved")],
            ),
            count("mail.messages", _sent(LAN), 1, "Exactly one mail is sent"),
        ],
    )


# ============================================================================================
# 3. A payment whose amount only the user knows (Hải Đăng), multi-turn
# ============================================================================================

LAN_PAYMENT_MEMORY = MemoryItem(
    id="MEM-09001",
    user_id=LAN,
    key="Xác nhận thanh toán",
    value=(
        "Mỗi lần ghi nhận tiền khách trả: ghi chú lên AMIS CRM của khách (số tiền, hoá đơn được "
        "trừ); thư xác nhận cho khách luôn CC anh Phạm Văn Dũng (dung.pv@minhlong.vn). Việc "
        "đôn đốc phần nợ còn lại thì làm theo mail của chị Hương (KTT)."
    ),
    updated_on=D(2026, 4, 6),
)
HD_CUSTOMER = "KH00012"
HDX = "KH00093"  # Hải Đăng Xanh: a look-alike customer (another company, another tax code)


def _hd_invoice(
    bh: str,
    no: str,
    issued: dt.date,
    code: str,
    status: DebtStatus,
    customer: str = HD_CUSTOMER,
    quantity: float = 1,
) -> Invoice:
    lines = [item_line(code, quantity)]
    xanh = customer == HDX
    return Invoice(
        id=bh,
        series="1C26TAA",
        invoice_no=no,
        customer_id=customer,
        customer_name=(
            "Công ty Cổ phần Logistics Hải Đăng Xanh"
            if xanh
            else "Công ty Cổ phần Logistics Hải Đăng"
        ),
        tax_code="0105432198" if xanh else "0107891234",
        issue_date=issued,
        due_date=issued + dt.timedelta(days=30),
        description=lines[0].item_name,
        lines=lines,
        **Invoice.totals(lines),
        debt_status=status,
        einvoice_status=EInvoiceStatus.SENT,
        einvoice_date=issued,
        salesperson_id=KHANH if xanh else HAI,
        created_by=LAN,
    )


def _hai_dang_invoices() -> list[Invoice]:
    """Hải Đăng's extra invoices and Hải Đăng Xanh's (the look-alike customer's)."""
    ok, stale = DebtStatus.OVERDUE, DebtStatus.NOT_DUE
    return [
        # disputed (Long's CRM note): no payment is set against it; already Quá hạn
        _hd_invoice("BH09061", "64", D(2026, 2, 20), "TK", ok),
        # past due since 08/04, stale Chưa đến hạn → Quá hạn; paid in full by the transfer
        _hd_invoice("BH09062", "101", D(2026, 3, 9), "DATA", stale),
        # not due (03/05) → untouched, nothing left for it
        _hd_invoice("BH09063", "118", D(2026, 4, 3), "ACC", stale),
        # Hải Đăng Xanh (another customer): past due since 05/04, stale → untouched
        _hd_invoice("BH09064", "100", D(2026, 3, 6), "CLOUD", stale, customer=HDX, quantity=3),
    ]


HDX_CUSTOMER = Customer(
    id=HDX,
    name="Công ty Cổ phần Logistics Hải Đăng Xanh",
    short_name="Hải Đăng Xanh",
    tax_code="0105432198",
    industry="Vận tải – Logistics",
    address="25 Phạm Văn Đồng, phường Phú Diễn, Hà Nội",
    province="Hà Nội",
    phone="02437651234",
    email="info@haidangxanh.vn",
    website="haidangxanh.vn",
    owner_id=KHANH,
    branch="Hà Nội",
    tier=CustomerTier.NEW,
    payment_term_days=30,
    credit_limit_vnd=100_000_000,
    created_on=D(2025, 10, 2),
)
HDX_ACCOUNT = CustomerAccount(
    id=HDX,
    payment_term_id="DKTT30",
    credit_limit_vnd=100_000_000,
    salesperson_id=KHANH,
    branch="Hà Nội",
)
HDX_CONTACT = Contact(
    id="LH00094",
    customer_id=HDX,
    salutation=Salutation.CHI,
    full_name="Lương Thị Hồng Nhung",
    title="Kế toán",
    email="nhung.lth@haidangxanh.vn",
    phone="0904 318 276",
    is_primary=True,
)
#: The owner's CRM note: HĐ 64 is disputed and no payment is set against it for now.
HD_DISPUTE_NOTE = Activity(
    id="HDG09011",
    kind=ActivityKind.NOTE,
    subject="Hải Đăng khiếu nại HĐ 00000064",
    description=(
        "Khách khiếu nại HĐ 00000064 (tính thừa ngày công triển khai), Minh Long sẽ lập hoá đơn "
        "điều chỉnh. Trong lúc chờ điều chỉnh, tiền khách chuyển không trừ vào HĐ 64; trừ vào "
        "các hoá đơn khác như bình thường."
    ),
    customer_id=HD_CUSTOMER,
    assignee_id=LONG_BD,
    status=ActivityStatus.DONE,
    created_by=LONG_BD,
    created_on=D(2026, 4, 13),
    completed_on=D(2026, 4, 13),
)
#: Hải Đăng's thread: Linh announces the transfer (no amount); the director's later mail says
#: she has left and the debt mails now go to the new chief accountant Đặng Văn Hậu.
HD_MAIL_1 = Message(
    id="TH009011",
    thread_id="TD09011",
    mailbox_owner_id=LAN,
    folder=MailFolder.INBOX,
    from_addr="linh.ctt@haidanglogistics.vn",
    from_name="Cao Thị Thuỳ Linh",
    to=[LAN_ADDR],
    subject="Hải Đăng thanh toán công nợ tháng 4",
    body=(
        "Chào chị Lan,\n\nTrong tuần này bên em sẽ chuyển khoản trả bớt công nợ cho Minh Long, "
        "số tiền tuỳ dòng tiền bên em. Khi nhận được chị gửi thư xác nhận giúp em nhé.\n\n"
        "Cao Thị Thuỳ Linh – Kế toán, Công ty CP Logistics Hải Đăng"
    ),
    sent_at=dt.datetime(2026, 4, 13, 10, 5),
    is_read=True,
)
HD_MAIL_2 = Message(
    id="TH009012",
    thread_id="TD09011",
    mailbox_owner_id=LAN,
    folder=MailFolder.INBOX,
    from_addr="dang.mx@haidanglogistics.vn",
    from_name="Mai Xuân Đăng",
    to=[LAN_ADDR],
    subject="RE: Hải Đăng thanh toán công nợ tháng 4",
    body=(
        "Chị Lan thân mến,\n\nEm Linh nghỉ việc từ 15/04/2026, hộp thư của em ấy đã đóng. Từ nay "
        "thư xác nhận và mọi trao đổi công nợ chị gửi anh Đặng Văn Hậu, kế toán trưởng mới của "
        "bên tôi (hau.dv@haidanglogistics.vn).\n\nTrân trọng,\nMai Xuân Đăng – Giám đốc"
    ),
    sent_at=dt.datetime(2026, 4, 15, 8, 40),
)
#: The chief accountant's thread: after a payment that leaves overdue debt, a CRM task for
#: the owner; the later mail shortens its due date from 5 to 2 working days (5 is the trap).
HD_RULE_1 = Message(
    id="TH009013",
    thread_id="TD09013",
    mailbox_owner_id=LAN,
    folder=MailFolder.INBOX,
    from_addr=mail_of("huong.dt"),
    from_name="Đỗ Thu Hương",
    to=[LAN_ADDR],
    cc=[mail_of("dung.pv")],
    subject="Đôn đốc phần nợ còn lại sau khi khách thanh toán",
    body=(
        "Lan ơi,\n\nTừ tháng 4: mỗi khi ghi nhận tiền khách trả mà khách vẫn còn hoá đơn quá hạn "
        "chưa trả hết, em tạo một nhiệm vụ trên AMIS CRM giao chủ sở hữu khách hàng đôn đốc phần "
        "còn lại, hạn 5 ngày làm việc tính từ ngày em nhập chứng từ thu lên phần mềm (không tính "
        "theo ngày tiền về).\n\nĐỗ Thu Hương – Kế toán trưởng"
    ),
    sent_at=dt.datetime(2026, 4, 6, 9, 30),
    is_read=True,
)
HD_RULE_2 = Message(
    id="TH009014",
    thread_id="TD09013",
    mailbox_owner_id=LAN,
    folder=MailFolder.INBOX,
    from_addr=mail_of("huong.dt"),
    from_name="Đỗ Thu Hương",
    to=[LAN_ADDR],
    cc=[mail_of("dung.pv")],
    subject="RE: Đôn đốc phần nợ còn lại sau khi khách thanh toán",
    body=(
        "Lan ơi, chị sửa lại hạn trong mail trước: nhiệm vụ đôn đốc hạn 2 ngày làm việc thôi, "
        "không phải 5 ngày (vẫn tính từ ngày em nhập chứng từ thu). Các ý khác giữ nguyên.\n\n"
        "Đỗ Thu Hương – Kế toán trưởng"
    ),
    sent_at=dt.datetime(2026, 4, 10, 14, 15),
    is_read=True,
)
HAU_ADDR = "hau.dv@haidanglogistics.vn"
LINH_ADDR = "linh.ctt@haidanglogistics.vn"


@TASKS.task("payment_amount_ask_hai_dang")
def _payment_amount_ask_hai_dang() -> Task:
    world = _world(
        LAN,
        LAN_PAYMENT_MEMORY,
        HDX_CUSTOMER,
        HDX_ACCOUNT,
        HDX_CONTACT,
        HD_DISPUTE_NOTE,
        HD_MAIL_1,
        HD_MAIL_2,
        HD_RULE_1,
        HD_RULE_2,
        *_hai_dang_invoices(),
    )
    # HĐ 00000108 is past due since 12/04 but still marked Chưa đến hạn
    patch(world, "accounting.invoices", "BH00520", debt_status=DebtStatus.NOT_DUE)
    confirm = _sent(LAN, **_to_domain("haidanglogistics.vn"))
    return Task(
        id="accounting_crm.payment_amount_ask_hai_dang",
        domain="accounting_crm",
        tier="expert",
        prompt=(
            "Hải Đăng báo đã CK trả nợ rồi, e ghi nhận giúp chị, trừ HĐ cũ nhất trước, rồi mail "
            "xác nhận cho kế toán bên đó, CC người phụ trách. HĐ nào của họ quá hạn mà chưa cập "
            "nhật thì chuyển Quá hạn luôn nhé."
        ),
        followups=["45 triệu e nhé, tiền vào TK hôm qua 15/4."],
        note=(
            "The amount and date are nowhere (Linh's mail TH009011 says only 'this week, amount "
            "by cash flow'): the agent must ask (turn 0), and may meanwhile mark the stale past-"
            "due HĐ 101 (due 08/04) and HĐ 108 (due 12/04) Quá hạn (acc_get_customer_debt "
            "KH00012). Follow-up: 45 tr on 15/04 → one bank receipt, oldest first, skipping HĐ 64 "
            "(16,2 tr) which the owner's CRM note HDG09011 (crm_list_activities KH00012) holds "
            "back as disputed: HĐ 7 26,44 tr paid, HĐ 101 8,64 tr paid, HĐ 108 gets 9,92 tr and "
            "keeps 4,66 tr; HĐ 118 (not due) gets nothing; the cancelled HĐ 110 and Hải Đăng "
            "Xanh's (KH00093, a look-alike from crm_search_customer 'Hải Đăng') stale HĐ 100 "
            "stay untouched. Lan's memory (read_memory): a CRM Ghi chú for every payment, CC "
            "Phạm Văn Dũng, and the follow-up of what is left per Hương's mail. The director's later mail TH009012 (amismail_search_mail 'Hải Đăng'): "
            "Linh left on 15/04, the confirmation goes to Đặng Văn Hậu, not the CRM contact Linh; "
            "CC the CRM owner Bùi Đức Long (not AMIS Kế toán's stale salesperson Trần Văn Hải). "
            "Hương's thread TD09013 (amismail_search_mail 'thanh toán'): overdue debt left after "
            "a payment → a CRM Nhiệm vụ for the owner, due 2 working days (the later mail; 5 in "
            "the first is the trap), counted from the day the receipt is entered (16/04, the mails say so, not the 15/04 transfer) → Mon 20/04. Traps: HĐ 64 paid (HĐ 101 keeps 6,28 tr, HĐ 108 "
            "14,58 tr), Linh mailed, a task due 23/04, Hải Đăng Xanh touched, a guessed amount."
        ),
        world=world,
        max_steps=50,
        scopes=[
            scope("accounting.invoices", {"id": {"in": ["BH00419", "BH00520", "BH09062"]}}),
            created("accounting.receipts", {"customer_id": HD_CUSTOMER, "method": "chuyen_khoan"}),
            created("crm.activities", {"customer_id": HD_CUSTOMER, "kind": "Ghi chú"}),
            created(
                "crm.activities",
                {"customer_id": HD_CUSTOMER, "kind": "Nhiệm vụ", "assignee_id": LONG_BD},
            ),
            created("mail.messages", confirm),
            created("mail.messages", _inbox_copies(LAN_ADDR), n=2),
        ],
        assertions=[
            exists(
                "accounting.receipts",
                {
                    "customer_id": HD_CUSTOMER,
                    "method": "chuyen_khoan",
                    "amount_vnd": 45_000_000,
                    "date": "2026-04-15",
                },
                "A bank receipt of 45.000.000 đ dated 15/04 for Hải Đăng",
            ),
            count(
                "accounting.receipts",
                {"customer_id": HD_CUSTOMER, "date": {"gte": "2026-04-15"}},
                1,
                "Exactly one receipt (nothing recorded on a guessed amount)",
            ),
            field(
                "accounting.invoices",
                {"id": "BH00419"},
                "payment_status",
                "Đã thanh toán",
                "The oldest HĐ 00000007 (26.440.000 đ open) is paid in full",
            ),
            field(
                "accounting.invoices",
                {"id": "BH09061"},
                "paid_vnd",
                0,
                "Nothing is set against the disputed HĐ 00000064 (the owner's CRM note)",
                negative=True,
            ),
            field(
                "accounting.invoices",
                {"id": "BH09062"},
                "payment_status",
                "Đã thanh toán",
                "HĐ 00000101 (8.640.000 đ) is paid in full",
            ),
            field(
                "accounting.invoices",
                {"id": "BH00520"},
                "paid_vnd",
                9_920_000,
                "HĐ 00000108 receives the remaining 9.920.000 đ",
            ),
            field(
                "accounting.invoices",
                {"id": "BH00520"},
                "debt_status",
                "Quá hạn",
                "HĐ 00000108 (past due since 12/04, still open) is marked Quá hạn",
            ),
            field(
                "accounting.invoices",
                {"id": "BH09063"},
                "paid_vnd",
                0,
                "The not-yet-due HĐ 00000118 gets nothing",
                negative=True,
            ),
            field(
                "accounting.invoices",
                {"id": "BH09064"},
                "debt_status",
                "Chưa đến hạn",
                "Hải Đăng Xanh's invoice (another customer) is left alone",
                negative=True,
            ),
            exists(
                "crm.activities",
                {"customer_id": HD_CUSTOMER, "kind": "Ghi chú", "created_by": LAN},
                "The payment is noted on Hải Đăng in AMIS CRM (the user's memory)",
            ),
            exists(
                "crm.activities",
                {
                    "customer_id": HD_CUSTOMER,
                    "kind": "Nhiệm vụ",
                    "assignee_id": LONG_BD,
                    "due_date": "2026-04-20",
                },
                "A follow-up task for the owner Bùi Đức Long due Mon 20/04 (2 working days, the "
                "chief accountant's later mail)",
            ),
            mail_sent(
                "The confirmation goes to the new chief accountant Đặng Văn Hậu, states the "
                "45.000.000 đ and the 4.660.000 đ left on HĐ 108, CC the CRM owner Bùi Đức Long "
                "and Phạm Văn Dũng (memory)",
                to=[HAU_ADDR],
                cc=[mail_of("long.bd"), mail_of("dung.pv")],
                body_contains=[45_000_000, 4_660_000],
                body_not_contains=[6_280_000, 2_360_000],
            ),
            mail_not_sent(
                "Not sent to Linh, who left Hải Đăng on 15/04 (the director's later mail)",
                to=[LINH_ADDR],
            ),
            mail_not_sent("Linh is not in CC either", cc=[LINH_ADDR]),
            mail_not_sent(
                "Not CC'd to AMIS Kế toán's stale salesperson Trần Văn Hải",
                cc=[mail_of("hai.tv")],
            ),
            count("mail.messages", _sent(LAN), 1, "Exactly one mail is sent"),
            reply_has(
                "The first answer asks the user for the payment (a question or a request)",
                concept("asks_user"),
                turn=0,
            ),
            reply_has(
                "The final answer states HĐ 00000108 keeps 4.660.000 đ",
                record("accounting.invoices", "BH00520"),
                4_660_000,
                wrong=[6_280_000, 2_360_000],
            ),
        ],
    )


# ============================================================================================
# 4. Reconciliation at 31/03 for a customer whose chief accountant changed, multi-turn
# ============================================================================================

HOANG_LONG_RECEIPT = Receipt(
    id="NT09001",
    method=ReceiptMethod.BANK,
    date=D(2026, 4, 10),
    customer_id="KH00009",
    payer="Công ty TNHH MTV Xây dựng Hoàng Long",
    reason="Thu một phần tiền hàng theo HĐ số 00000395",
    amount_vnd=20_000_000,
    allocations=[ReceiptAllocation(invoice_id="BH00399", amount_vnd=20_000_000)],
    created_by=LAN,
)
HOANG_LONG_MAIL = Message(
    id="TH009002",
    thread_id="TD09002",
    mailbox_owner_id=LAN,
    folder=MailFolder.INBOX,
    from_addr="long.hv@hoanglongxd.vn",
    from_name="Hoàng Văn Long",
    to=[LAN_ADDR],
    cc=["hanh.dt@hoanglongxd.vn"],
    subject="Thay đổi kế toán trưởng – Xây dựng Hoàng Long",
    body=(
        "Chào chị Lan,\n\nChị Đỗ Thị Hạnh, kế toán trưởng bên anh, nghỉ việc từ 10/04/2026; hộp "
        "thư của chị Hạnh sẽ đóng cuối tuần này. Kế toán trưởng mới là chị Phan Thu Trà, từ nay "
        "phụ trách đối chiếu và thanh toán công nợ với Minh Long. Thông tin liên hệ của chị Trà "
        "anh sẽ gửi sau.\n\nTrân trọng,\nHoàng Văn Long\nGiám đốc – Công ty TNHH MTV Xây dựng "
        "Hoàng Long"
    ),
    sent_at=dt.datetime(2026, 4, 14, 9, 15),
)
TRA = "tra.pt@hoanglongxd.vn"
PHONG = "NV000020"  # Huỳnh Thanh Phong, trưởng phòng Kinh doanh TP.HCM (Bảo's manager)
#: The director's later mail in the same thread: the reconciliation is to be CC'd to the deputy
#: director Nguyễn Hữu Phước (who signs it while he travels).
HOANG_LONG_MAIL_2 = Message(
    id="TH009003",
    thread_id="TD09002",
    mailbox_owner_id=LAN,
    folder=MailFolder.INBOX,
    from_addr="long.hv@hoanglongxd.vn",
    from_name="Hoàng Văn Long",
    to=[LAN_ADDR],
    subject="RE: Thay đổi kế toán trưởng – Xây dựng Hoàng Long",
    body=(
        "Chị Lan ơi, anh bổ sung: tuần tới anh đi công tác, nên biên bản đối chiếu công nợ chị gửi "
        "chị Trà thì CC giúp anh Nguyễn Hữu Phước, Phó Giám đốc (phuoc.nh@hoanglongxd.vn), anh "
        "Phước sẽ ký thay anh. Email của chị Trà anh vẫn đang chờ IT cấp.\n\nTrân trọng,\n"
        "Hoàng Văn Long"
    ),
    sent_at=dt.datetime(2026, 4, 15, 16, 20),
)
#: Lan's memory, updated when owners started leaving: the follow-up task (and the CC) goes to
#: the direct manager when the CRM owner has left.
LAN_RECONCILE_MEMORY_2 = MemoryItem(
    id="MEM-09002",
    user_id=LAN,
    key="Đối chiếu công nợ",
    value=(
        "Sau khi gửi đối chiếu công nợ cho khách, tạo một nhiệm vụ trên AMIS CRM giao chủ sở hữu "
        "khách hàng, hạn sau 3 ngày làm việc, để theo dõi khách ký biên bản. Nếu chủ sở hữu đã "
        "nghỉ việc thì thư đối chiếu CC và nhiệm vụ giao cho quản lý trực tiếp của người đó."
    ),
    updated_on=D(2026, 3, 2),
)


def _hl_invoice(
    bh: str,
    series: str,
    no: str,
    issued: dt.date,
    due: dt.date,
    code: str,
    status: DebtStatus,
    einvoice: EInvoiceStatus = EInvoiceStatus.SENT,
    customer: str = "KH00009",
) -> Invoice:
    lines = [item_line(code)]
    hlp = customer != "KH00009"
    return Invoice(
        id=bh,
        series=series,
        invoice_no=no,
        customer_id=customer,
        customer_name=(
            "Công ty TNHH Thương mại Hoàng Long Phát"
            if hlp
            else "Công ty TNHH MTV Xây dựng Hoàng Long"
        ),
        tax_code="0316789012" if hlp else "0314567890",
        issue_date=issued,
        due_date=due,
        description=lines[0].item_name,
        lines=lines,
        **Invoice.totals(lines),
        debt_status=status,
        einvoice_status=einvoice,
        einvoice_date=issued,
        salesperson_id=QUAN if hlp else BAO,
        created_by=LAN,
    )


def _hoang_long_invoices() -> list[Invoice]:
    """Hoàng Long's extra invoices and Hoàng Long Phát's (the look-alike customer's)."""
    ok, bad = DebtStatus.OVERDUE, DebtStatus.NOT_DUE
    return [
        # 127 days overdue → Nợ khó đòi
        _hl_invoice("BH09031", "1C25TAA", "00000371", D(2025, 11, 10), D(2025, 12, 10), "TV", ok),
        # exactly 90 days overdue, already Quá hạn → unchanged (not "trên 90 ngày")
        _hl_invoice("BH09032", "1C25TAA", "00000404", D(2025, 12, 17), D(2026, 1, 16), "TK", ok),
        # 35 days overdue, stale Chưa đến hạn → Quá hạn
        _hl_invoice("BH09033", "1C26TAA", "00000049", D(2026, 2, 10), D(2026, 3, 12), "CRM20", bad),
        # the cancelled duplicate of HĐ 72 → untouched, not in the balance
        _hl_invoice(
            "BH09034",
            "1C26TAA",
            "00000071",
            D(2026, 2, 23),
            D(2026, 3, 25),
            "HRM50",
            bad,
            EInvoiceStatus.CANCELLED,
        ),
        # issued after 31/03 → not in the reconciliation, not due
        _hl_invoice("BH09035", "1C26TAA", "00000113", D(2026, 4, 6), D(2026, 5, 6), "DATA", bad),
        # Hoàng Long Phát (another customer): 106 days overdue → untouched
        _hl_invoice(
            "BH09036",
            "1C25TAA",
            "00000386",
            D(2025, 12, 1),
            D(2025, 12, 31),
            "WMS",
            ok,
            customer=HLP,
        ),
    ]


@TASKS.task("reconcile_new_chief_accountant")
def _reconcile_new_chief_accountant() -> Task:
    world = _world(
        LAN,
        HOANG_LONG_RECEIPT,
        HOANG_LONG_MAIL,
        HOANG_LONG_MAIL_2,
        LAN_RECONCILE_MEMORY_2,
        HLP_CUSTOMER,
        HLP_ACCOUNT,
        HLP_CONTACT,
        HLP_INVOICE,
        *_hoang_long_invoices(),
    )
    patch(world, "accounting.invoices", "BH00399", paid_vnd=80_000_000)
    # HĐ 00000072 is past due since 25/03 but still marked Chưa đến hạn
    patch(world, "accounting.invoices", "BH00484", debt_status=DebtStatus.NOT_DUE)
    # the CRM owner Trương Quốc Bảo left on 13/04 (HR); the CRM owner field still names him
    patch(
        world,
        "hr.employees",
        BAO,
        status=EmploymentStatus.LEFT,
        leave_date=D(2026, 4, 13),
    )
    # so he sat on no interview panel after that (a base round-1 panel of 15/04)
    remove(world, "recruitment.evaluations", "DG-2026-0037")
    patch(
        world, "recruitment.interviews", "LPV-2026-0039", interviewer_ids=["NV000020", "NV000044"]
    )
    balance = 173_280_000
    return Task(
        id="accounting_crm.reconcile_new_chief_accountant",
        domain="accounting_crm",
        tier="expert",
        prompt=(
            "Gửi giúp chị biên bản đối chiếu công nợ đến 31/3 cho kế toán trưởng mới bên Xây dựng "
            "Hoàng Long, CC người phụ trách. HĐ nào của họ quá hạn trên 90 ngày thì chuyển Nợ khó "
            "đòi, còn quá hạn mà chưa cập nhật thì chuyển Quá hạn nhé."
        ),
        followups=["Email chị Trà là tra.pt@hoanglongxd.vn e nhé."],
        note=(
            "Hidden facts: (1) the director's mail 14/04 (amismail_search_mail 'Hoàng Long'): the "
            "chief accountant Đỗ Thị Hạnh left 10/04, the new one is Phan Thu Trà, address to follow "
            "→ no address anywhere: ask (turn 0); the follow-up gives it. (2) His later mail 15/04 "
            "in the same thread: CC the deputy director Nguyễn Hữu Phước (phuoc.nh@hoanglongxd.vn). "
            "(3) HR: the CRM owner Trương Quốc Bảo left on 13/04 (crm_get_customer shows "
            "owner_status Đã nghỉ việc and his manager); Lan's memory (read_memory 'đối chiếu', "
            "updated 02/03): owner left → CC and task to the direct manager Huỳnh Thanh Phong. "
            "Balance at 31/03 (acc_get_receivable_aging as_of 2026-03-31) = 173.280.000 đ: HĐ 395 "
            "59,88 tr (the 20 tr of 10/04 brings it to 39,88 tr today), HĐ 72 38,88 tr, HĐ 371 "
            "32,4 tr, HĐ 404 16,2 tr, HĐ 49 25,92 tr. Traps: today's total 153.280.000 đ (or "
            "161.920.000 đ with HĐ 113 of 06/04), the cancelled duplicate HĐ 71 (212.160.000 đ if "
            "counted), the old owner Bảo. Statuses (today 16/04): HĐ 395 (102 days) and HĐ 371 "
            "(127 days) → Nợ khó đòi; HĐ 72 (22 days) and HĐ 49 (35 days), stale Chưa đến hạn → "
            "Quá hạn; HĐ 404 (exactly 90 days, already Quá hạn), HĐ 71 (cancelled), HĐ 113 (not "
            "due), HĐ 27 (paid) and the look-alike Hoàng Long Phát's HĐ 02 and HĐ 386 unchanged. "
            "Task for Phong due Tue 21/04 (3 working days). Nothing to Hạnh, nothing invented; "
            "transferring the CRM owner to Phong is an allowed courtesy."
        ),
        world=world,
        max_steps=50,
        scopes=[
            scope(
                "accounting.invoices",
                {"id": {"in": ["BH00399", "BH00484", "BH09031", "BH09033"]}},
            ),
            created("mail.messages", _sent(LAN, to=[TRA])),
            created("mail.messages", _inbox_copies(LAN_ADDR), n=1),
            created("crm.activities", {"customer_id": "KH00009", "assignee_id": PHONG}),
            # handing the customer over to Phong (a courtesy) moves its open opportunity too
            scope("crm.customers", {"id": "KH00009"}),
            scope("crm.opportunities", {"id": "CH00011"}),
        ],
        assertions=[
            field(
                "accounting.invoices",
                {"id": "BH00399"},
                "debt_status",
                "Nợ khó đòi",
                "HĐ 00000395 (overdue 102 days) is marked Nợ khó đòi",
            ),
            field(
                "accounting.invoices",
                {"id": "BH09031"},
                "debt_status",
                "Nợ khó đòi",
                "HĐ 00000371 (overdue 127 days) is marked Nợ khó đòi",
            ),
            field(
                "accounting.invoices",
                {"id": "BH00484"},
                "debt_status",
                "Quá hạn",
                "HĐ 00000072 (overdue 22 days, stale) is marked Quá hạn",
            ),
            field(
                "accounting.invoices",
                {"id": "BH09033"},
                "debt_status",
                "Quá hạn",
                "HĐ 00000049 (overdue 35 days, stale) is marked Quá hạn",
            ),
            field(
                "accounting.invoices",
                {"id": "BH09032"},
                "debt_status",
                "Quá hạn",
                "HĐ 00000404 (exactly 90 days, not over 90) stays Quá hạn",
                negative=True,
            ),
            mail_sent(
                "The reconciliation goes to the new chief accountant Phan Thu Trà, CC the deputy "
                "director Phước (the later mail) and the manager Huỳnh Thanh Phong (the owner left; "
                "memory), and states the 31/03 balance 173.280.000 đ with each invoice",
                to=[TRA],
                cc=[mail_of("phong.ht"), "phuoc.nh@hoanglongxd.vn"],
                body_contains=[
                    balance,
                    59_880_000,
                    38_880_000,
                    32_400_000,
                    16_200_000,
                    25_920_000,
                ],
            ),
            mail_not_sent(
                "Nothing goes to the former chief accountant Đỗ Thị Hạnh",
                to_or_cc=["hanh.dt@hoanglongxd.vn"],
            ),
            mail_not_sent(
                "Nothing is CC'd to the owner Trương Quốc Bảo, who left on 13/04",
                to_or_cc=[mail_of("bao.tq")],
                tool_enforced=True,  # amismail refuses a left employee's locked mailbox
            ),
            count(
                "mail.messages",
                _sent(LAN),
                1,
                "Exactly one mail is sent (none to a guessed address)",
            ),
            exists(
                "crm.activities",
                {
                    "customer_id": "KH00009",
                    "kind": "Nhiệm vụ",
                    "assignee_id": PHONG,
                    "due_date": "2026-04-21",
                },
                "A CRM task for the manager Phong (the owner left) due Tue 21/04 (3 working "
                "days, the user's memory)",
            ),
            reply_has(
                "The first answer asks for the address (a question or a request)",
                concept("asks_user"),
                turn=0,
            ),
            reply_has(
                "The answers state the 31/03 balance 173.280.000 đ (in the question for the "
                "email or in the last answer)",
                balance,
                # the cancelled HĐ 71 counted; a labelled current figure is fine
                wrong=[212_160_000],
                all_turns=True,
            ),
        ],
    )


# ============================================================================================
# 5. The TP.HCM credit-limit review under the new rule (round 2: a superseded rule, a mail fact)
# ============================================================================================

CREDIT_OLD_DOC = PolicyDocument(
    id="VB-025",
    code="QĐ-02/2026/ML-TCKT",
    title="Quy định hạn mức nợ khách hàng",
    category="Tài chính – Kế toán",
    issued_by="Phòng Kế toán",
    effective_date=D(2026, 1, 1),
    sections=[
        DocSection(
            heading="1. Rà soát hạn mức nợ",
            text=(
                "Hằng tháng kế toán công nợ rà soát hạn mức nợ của khách hàng từng chi nhánh: "
                "khách có hoá đơn quá hạn trên 60 ngày đưa hạn mức nợ về 0; khách có hoá đơn quá "
                "hạn từ 31 đến 60 ngày giảm hạn mức nợ còn 50%. Kết quả gửi Kế toán trưởng."
            ),
        ),
    ],
)
CREDIT_NEW_DOC = PolicyDocument(
    id="VB-026",
    code="QĐ-09/2026/ML-TCKT",
    title="Quy định hạn mức nợ khách hàng (thay thế QĐ-02/2026/ML-TCKT)",
    category="Tài chính – Kế toán",
    issued_by="Phòng Kế toán",
    effective_date=D(2026, 4, 1),
    sections=[
        DocSection(
            heading="1. Điều chỉnh hạn mức nợ theo tuổi nợ",
            text=(
                "Từ 01/04/2026 quy định này thay thế QĐ-02/2026/ML-TCKT. Kế toán công nợ rà soát "
                "hạn mức nợ từng khách hàng của chi nhánh theo hoá đơn quá hạn lâu nhất: quá hạn "
                "trên 90 ngày thì đưa hạn mức nợ về 0 và chuyển các hoá đơn quá hạn trên 90 ngày "
                "sang Nợ khó đòi; quá hạn từ 61 đến 90 ngày thì giảm hạn mức nợ còn 50%; quá hạn "
                "từ 31 đến 60 ngày thì giữ hạn mức và tạo một nhiệm vụ trên AMIS CRM giao chủ sở "
                "hữu khách hàng đôn đốc thu nợ, hạn 5 ngày làm việc (chủ sở hữu đã nghỉ việc thì "
                "giao quản lý trực tiếp của người đó); quá hạn từ 30 ngày trở xuống hoặc chưa có "
                "hoá đơn quá hạn thì giữ nguyên."
            ),
        ),
        DocSection(
            heading="2. Ngoại lệ: kế hoạch trả nợ",
            text=(
                "Khách hàng có kế hoạch trả nợ đã được Kế toán trưởng chấp thuận (bằng văn bản "
                "hoặc email) được giữ nguyên hạn mức nợ trong thời gian thực hiện kế hoạch; kế "
                "toán công nợ ghi lại kế hoạch bằng một Ghi chú trên khách hàng đó trong AMIS CRM."
            ),
        ),
        DocSection(
            heading="3. Báo cáo kết quả rà soát hạn mức",
            text=(
                "Gửi Kế toán trưởng kết quả rà soát theo từng khách hàng (hạn mức cũ, hạn mức mới "
                "hoặc lý do giữ nguyên), CC Trưởng phòng Kinh doanh của chi nhánh."
            ),
        ),
    ],
)
THANH_DAT_PLAN = Message(
    id="TH009011",
    thread_id="TD09011",
    mailbox_owner_id=LAN,
    folder=MailFolder.INBOX,
    from_addr=mail_of("quan.vm"),
    from_name="Võ Minh Quân",
    to=[mail_of("huong.dt")],
    cc=[LAN_ADDR],
    subject="Thành Đạt xin kế hoạch trả nợ HĐ quá hạn",
    body=(
        "Chị Hương ơi,\n\nDNTN Thành Đạt xin trả khoản 19.332.000 đ đang quá hạn làm hai đợt: "
        "10.000.000 đ ngày 24/04/2026 và 9.332.000 đ ngày 08/05/2026 (có cam kết của giám đốc "
        "Thành Đạt đính kèm). Chị xem xét giúp em ạ.\n\nEm Quân – KD TP.HCM"
    ),
    sent_at=dt.datetime(2026, 4, 9, 10, 5),
    is_read=True,
    attachments=["CamKet_ThanhDat_09042026.pdf"],
)
THANH_DAT_OK = Message(
    id="TH009012",
    thread_id="TD09011",
    mailbox_owner_id=LAN,
    folder=MailFolder.INBOX,
    from_addr=mail_of("huong.dt"),
    from_name="Đỗ Thu Hương",
    to=[mail_of("quan.vm")],
    cc=[LAN_ADDR],
    subject="RE: Thành Đạt xin kế hoạch trả nợ HĐ quá hạn",
    body=(
        "Chị đồng ý kế hoạch trả nợ hai đợt của Thành Đạt như Quân đề xuất (hết đợt cuối ngày "
        "08/05/2026). Lan lưu ý khi rà soát hạn mức tháng này nhé.\n\nĐỗ Thu Hương – Kế toán trưởng"
    ),
    sent_at=dt.datetime(2026, 4, 10, 8, 40),
    is_read=True,
)
PHONG_ADDR = mail_of("phong.ht")
PHONG = "NV000020"  # Huỳnh Thanh Phong, trưởng phòng KD TP.HCM (Trang's manager)
TRANG = "NV000021"  # Phạm Thùy Trang, owner of Hoàng Gia Phát (left on 10/04 in this task)
QUAN = "NV000022"  # Võ Minh Quân, owner of Thành Đạt and Hoàng Long Phát
#: A look-alike of Xây dựng Hoàng Long in the same branch, 74 days overdue (→ 50 %).
HLP = "KH00091"
HLP_ADDR = "ha.tt@hoanglongphat.vn"
HLP_CUSTOMER = Customer(
    id=HLP,
    name="Công ty TNHH Thương mại Hoàng Long Phát",
    short_name="Hoàng Long Phát",
    tax_code="0316789012",
    industry="Thương mại thiết bị",
    address="88 Cộng Hoà, phường Tân Sơn Nhất, TP Hồ Chí Minh",
    province="TP Hồ Chí Minh",
    phone="02838125566",
    email="info@hoanglongphat.vn",
    website="hoanglongphat.vn",
    owner_id=QUAN,
    branch="TP.HCM",
    tier=CustomerTier.NEW,
    payment_term_days=30,
    credit_limit_vnd=360_000_000,
    created_on=D(2025, 9, 15),
)
HLP_ACCOUNT = CustomerAccount(
    id=HLP,
    payment_term_id="DKTT30",
    credit_limit_vnd=360_000_000,
    salesperson_id=QUAN,
    branch="TP.HCM",
)
HLP_CONTACT = Contact(
    id="LH00092",
    customer_id=HLP,
    salutation=Salutation.CHI,
    full_name="Trịnh Thu Hà",
    title="Kế toán trưởng",
    email=HLP_ADDR,
    phone="0903 557 214",
    is_primary=True,
)
_HLP_LINES = [item_line("TK"), item_line("ACC")]
HLP_INVOICE = Invoice(
    id="BH00901",
    series="1C26TAA",
    invoice_no="00000002",
    customer_id=HLP,
    customer_name="Công ty TNHH Thương mại Hoàng Long Phát",
    tax_code="0316789012",
    issue_date=D(2026, 1, 2),
    due_date=D(2026, 2, 1),
    description="Triển khai phần mềm kế toán MinhLong Accounting",
    lines=_HLP_LINES,
    **Invoice.totals(_HLP_LINES),
    debt_status=DebtStatus.OVERDUE,
    einvoice_status=EInvoiceStatus.SENT,
    einvoice_date=D(2026, 1, 2),
    salesperson_id=QUAN,
    created_by=LAN,
)
LAN_CREDIT_MEMORY = MemoryItem(
    id="MEM-09011",
    user_id=LAN,
    key="Rà soát hạn mức nợ",
    value=(
        "Khách nào bị giảm hạn mức nợ khi rà soát (kể cả đưa về 0) thì gửi thư báo hạn mức mới "
        "cho kế toán của khách, CC chủ sở hữu khách hàng trên CRM."
    ),
    updated_on=D(2026, 3, 2),
)


def _credit_world():  # type: ignore[no-untyped-def]
    world = _world(
        LAN,
        CREDIT_OLD_DOC,
        CREDIT_NEW_DOC,
        THANH_DAT_PLAN,
        THANH_DAT_OK,
        HLP_CUSTOMER,
        HLP_ACCOUNT,
        HLP_CONTACT,
        HLP_INVOICE,
        LAN_CREDIT_MEMORY,
    )
    # Her maternity question (a base ticket of 15/04) cannot have been filed after she left.
    remove(world, "office.tickets", "TK-2026-00118")
    return patch(
        world, "hr.employees", TRANG, status=EmploymentStatus.LEFT, leave_date=D(2026, 4, 10)
    )


@TASKS.task("credit_limit_review_hcm")
def _credit_limit_review_hcm() -> Task:
    report = _sent(LAN, to=[mail_of("huong.dt")])
    return Task(
        id="accounting_crm.credit_limit_review_hcm",
        domain="accounting_crm",
        tier="expert",
        prompt=(
            "E rà soát hạn mức nợ các KH chi nhánh HCM tháng này theo quy định giúp chị, làm xong "
            "gửi kết quả cho chị Hương luôn nhé."
        ),
        note=(
            "Two rules in the documents: QĐ-02/2026 (VB-025, 01/01: > 60 days → 0, 31–60 → 50 %) "
            "is replaced by QĐ-09/2026 (VB-026, 01/04: > 90 → 0 and those invoices Nợ khó đòi, "
            "61–90 → 50 %, 31–60 → keep and a CRM task for the owner due in 5 working days — to "
            "the owner's manager if the owner has left, ≤ 30 → keep; a plan approved by the chief "
            "accountant keeps the limit, noted in CRM). Lan's memory (read_memory): every "
            "customer whose limit is cut gets a mail with the new limit to its accountant, CC "
            "its CRM owner. The HCM customers, by their oldest overdue invoice "
            "(acc_get_receivable_aging branch TP.HCM): Hoàng Long 102 days → limit 700 tr → 0, "
            "HĐ 395 (BH00399) Nợ khó đòi (HĐ 72, 22 days, stays Quá hạn), a mail to Đỗ Thị Hạnh "
            "(hanh.dt@) CC Bảo; its look-alike Hoàng Long Phát (KH00091, task data) 74 days → "
            "360 tr → 180 tr, a mail to Trịnh Thu Hà (ha.tt@) CC Quân; Thành Đạt 63 days → 50 % "
            "BUT Hương approved its two-instalment plan by mail (TH009012, only in the mail) → "
            "keeps 150 tr + a CRM Ghi chú, no mail; Hoàng Gia Phát 42 days → keeps 400 tr + a "
            "Nhiệm vụ due Thu 23/04 — its owner Phạm Thùy Trang left on 10/04 (hrm_get_employee "
            "NV000021; the CRM still names her, crm_create_activity refuses her) → to her manager "
            "Huỳnh Thanh Phong NV000020; Việt Tiến not overdue → nothing; Trần Minh Khoa (a "
            "person, limit 0) and Phú Thịnh (Ngừng giao dịch) → nothing. Report to Hương CC the "
            "HCM sales head Phong. Traps: the old rule (Thành Đạt 0, Hoàng Gia Phát 200 tr, "
            "Hoàng Long Phát 0, no Nợ khó đòi); the plan missed (75 tr); the memory skipped (no "
            "customer mails); the task left to Trang or to the user."
        ),
        world=_credit_world(),
        max_steps=50,
        scopes=[
            scope("crm.customers", {"id": {"in": ["KH00009", HLP]}}),
            scope("accounting.invoices", {"id": "BH00399"}),
            created(
                "crm.activities", {"customer_id": "KH00004", "kind": "Nhiệm vụ", "created_by": LAN}
            ),
            created(
                "crm.activities", {"customer_id": "KH00008", "kind": "Ghi chú", "created_by": LAN}
            ),
            created("mail.messages", report),
            created("mail.messages", _sent(LAN, **_to_domain("hoanglongxd.vn"))),
            created("mail.messages", _sent(LAN, **_to_domain("hoanglongphat.vn"))),
            created("mail.messages", _inbox_copies(LAN_ADDR), n=4),
        ],
        assertions=[
            field(
                "crm.customers",
                {"id": "KH00009"},
                "credit_limit_vnd",
                0,
                "Hoàng Long (oldest invoice 102 days overdue) has its credit limit set to 0",
            ),
            field(
                "accounting.invoices",
                {"id": "BH00399"},
                "debt_status",
                "Nợ khó đòi",
                "Hoàng Long's HĐ 00000395 (overdue 102 days) is moved to Nợ khó đòi",
            ),
            field(
                "accounting.invoices",
                {"id": "BH00484"},
                "debt_status",
                "Quá hạn",
                "Hoàng Long's HĐ 00000072 (22 days) stays Quá hạn",
                negative=True,
            ),
            field(
                "crm.customers",
                {"id": HLP},
                "credit_limit_vnd",
                180_000_000,
                "Hoàng Long Phát (74 days) has its 360.000.000 đ limit halved to 180.000.000 đ",
            ),
            field(
                "crm.customers",
                {"id": "KH00008"},
                "credit_limit_vnd",
                150_000_000,
                "Thành Đạt keeps its 150.000.000 đ limit (the chief accountant approved its plan)",
                negative=True,
            ),
            field(
                "crm.customers",
                {"id": "KH00004"},
                "credit_limit_vnd",
                400_000_000,
                "Hoàng Gia Phát (42 days) keeps its 400.000.000 đ limit under the new rule",
                negative=True,
            ),
            field(
                "crm.customers",
                {"id": "KH00011"},
                "credit_limit_vnd",
                200_000_000,
                "Việt Tiến (nothing overdue) keeps its limit",
                negative=True,
            ),
            exists(
                "crm.activities",
                {
                    "customer_id": "KH00004",
                    "kind": "Nhiệm vụ",
                    "assignee_id": PHONG,
                    "due_date": "2026-04-23",
                    "created_by": LAN,
                },
                "A CRM task to chase Hoàng Gia Phát's debt, due Thu 23/04 (5 working days), for "
                "Huỳnh Thanh Phong, the manager of its departed owner Phạm Thùy Trang",
            ),
            exists(
                "crm.activities",
                {"customer_id": "KH00008", "kind": "Ghi chú", "created_by": LAN},
                "Thành Đạt's approved repayment plan is noted in AMIS CRM",
            ),
            count(
                "crm.activities",
                {"created_by": LAN, "created_on": {"gte": TODAY}},
                2,
                "Exactly two CRM activities (no task for Hoàng Long, Hoàng Long Phát, Thành Đạt "
                "or Việt Tiến)",
            ),
            mail_sent(
                "Hoàng Long's accountant Đỗ Thị Hạnh is told its new limit (the user's memory), CC "
                "the owner Trương Quốc Bảo",
                to=["hanh.dt@hoanglongxd.vn"],
                cc=[mail_of("bao.tq")],
            ),
            mail_sent(
                "Hoàng Long Phát's accountant Trịnh Thu Hà is told its new limit 180.000.000 đ "
                "(the user's memory), CC the owner Võ Minh Quân",
                to=[HLP_ADDR],
                cc=[mail_of("quan.vm")],
                body_contains=[180_000_000],
            ),
            not_exists(
                "mail.messages",
                _sent(LAN, **_to_domain("thanhdat.vn")),
                "No limit notice to Thành Đạt, whose limit is kept under its approved plan",
            ),
            mail_sent(
                "The result goes to the chief accountant Đỗ Thu Hương, CC the HCM sales head Huỳnh "
                "Thanh Phong, with the old and new or kept limits (700, 360 → 180, 150 and 400 "
                "million đ)",
                to=[mail_of("huong.dt")],
                cc=[PHONG_ADDR],
                body_contains=[700_000_000, 360_000_000, 180_000_000, 150_000_000, 400_000_000],
            ),
            mail_not_sent(
                "The report does not halve Thành Đạt's limit (75.000.000 đ, the plan missed); "
                "200 million đ is Việt Tiến's own limit, so it is no sign of the old rule",
                body_contains_any=[75_000_000],
            ),
            count("mail.messages", _sent(LAN), 3, "Exactly three mails: two notices, one report"),
            reply_has(
                "The reply says Thành Đạt keeps its 150.000.000 đ limit",
                150_000_000,
                wrong=[75_000_000],
            ),
        ],
    )


# ============================================================================================
# 6. The bank statement of 15/04 (round 2: an amended rule in a mail, a payer in memory)
# ============================================================================================

RECEIPT_OLD_DOC = PolicyDocument(
    id="VB-027",
    code="QĐ-03/2026/ML-TCKT",
    title="Quy định ghi nhận tiền khách hàng chuyển khoản",
    category="Tài chính – Kế toán",
    issued_by="Phòng Kế toán",
    effective_date=D(2026, 1, 1),
    sections=[
        DocSection(
            heading="1. Ghi nhận và trừ hoá đơn",
            text=(
                "Tiền khách hàng chuyển khoản được ghi nhận thu tiền gửi theo ngày tiền về tài "
                "khoản và trừ vào các hoá đơn còn phải thu của khách hàng đó theo thứ tự hoá đơn "
                "cũ nhất trước."
            ),
        ),
        DocSection(
            heading="2. Khoản tiền không xác định",
            text=(
                "Khoản tiền không xác định được khách hàng nộp thì không ghi nhận; kế toán công "
                "nợ gửi Kế toán trưởng danh sách các khoản này (ngày, số tiền, nội dung chuyển "
                "khoản) để xử lý."
            ),
        ),
    ],
)
RECEIPT_AMEND_MAIL = Message(
    id="TH009021",
    thread_id="TD09021",
    mailbox_owner_id=LAN,
    folder=MailFolder.INBOX,
    from_addr=mail_of("huong.dt"),
    from_name="Đỗ Thu Hương",
    to=[LAN_ADDR, mail_of("dung.pv")],
    subject="Sửa đổi mục 1 QĐ-03/2026 về trừ hoá đơn khi khách chuyển khoản, từ 01/04",
    body=(
        "Các em lưu ý,\n\nTừ 01/04/2026, mục 1 QĐ-03/2026/ML-TCKT được sửa như sau: nếu nội dung "
        "chuyển khoản ghi số hoá đơn thì trừ đúng vào (các) hoá đơn đó; chỉ khi nội dung không "
        "ghi số hoá đơn mới trừ theo thứ tự hoá đơn cũ nhất trước. Các mục khác giữ nguyên.\n\n"
        "Đỗ Thu Hương – Kế toán trưởng"
    ),
    sent_at=dt.datetime(2026, 3, 31, 17, 10),
    is_read=True,
)
BANK_STATEMENT = Message(
    id="TH009022",
    thread_id="TD09022",
    mailbox_owner_id=LAN,
    folder=MailFolder.INBOX,
    from_addr="saoke@vietcombank.com.vn",
    from_name="Vietcombank – Sao kê tài khoản",
    to=[LAN_ADDR],
    subject="Sao kê tài khoản 0011004456789 ngày 15/04/2026",
    body=(
        "Kính gửi Quý khách CÔNG TY CP CÔNG NGHỆ MINH LONG,\n\nCác giao dịch ghi Có tài khoản "
        "0011004456789 ngày 15/04/2026:\n"
        "1. 21.384.000 VND – CONG TY TNHH TM VA DV AN PHAT – ND: AN PHAT TT HD 84\n"
        "2. 20.000.000 VND – CONG TY CP HOANG GIA – ND: HOANG GIA THANH TOAN CONG NO\n"
        "3. 30.112.000 VND – CONG TY CP DUOC PHAM BINH MINH – ND: BINH MINH TT HD 31 VA HD 125\n"
        "4. 14.580.000 VND – CONG TY TNHH SAO VIET HOLDINGS – ND: TT HD 30\n"
        "5. 5.000.000 VND – NGUYEN VAN TUAN – ND: CK\n\n"
        "Trân trọng,\nNgân hàng TMCP Ngoại thương Việt Nam"
    ),
    sent_at=dt.datetime(2026, 4, 16, 7, 30),
    is_read=False,
)
LAN_PAYER_MEMORY = MemoryItem(
    id="MEM-09021",
    user_id=LAN,
    key="Người trả hộ",
    value=(
        "Công ty TNHH Sao Việt Holdings (công ty mẹ) chuyển khoản trả hộ công nợ cho Công ty CP "
        "Đầu tư Sao Việt (KH00005), đã có giấy uỷ quyền: ghi nhận cho Sao Việt, người nộp ghi "
        "Sao Việt Holdings."
    ),
    updated_on=D(2026, 2, 20),
)
_STATEMENT_DATES = {"in": ["2026-04-15", TODAY]}
#: (customer, amount, the invoices it pays and how much)
_STATEMENT_RECEIPTS: list[tuple[str, int, dict[str, int]]] = [
    ("KH00001", 21_384_000, {"BH00496": 21_384_000}),
    ("KH00003", 20_000_000, {"BH00428": 20_000_000}),
    ("KH00010", 30_112_000, {"BH00443": 14_560_000, "BH00537": 15_552_000}),
    ("KH00005", 14_580_000, {"BH00442": 14_580_000}),
]


@TASKS.task("bank_statement_hn")
def _bank_statement_hn() -> Task:
    receipts = []
    for cid, amount, allocs in _STATEMENT_RECEIPTS:
        for inv in allocs:
            receipts.append(
                exists(
                    "accounting.receipts",
                    {
                        "customer_id": cid,
                        "method": "chuyen_khoan",
                        "amount_vnd": amount,
                        "date": _STATEMENT_DATES,
                        "allocations.invoice_id": inv,
                    },
                    f"{cid}: a bank receipt of {amount:,} đ is set against {inv}",
                )
            )
    return Task(
        id="accounting_crm.bank_statement_hn",
        domain="accounting_crm",
        tier="expert",
        prompt=(
            "Sáng nay NH gửi sao kê ngày 15/4 rồi đấy, e ghi nhận các khoản KH chuyển vào giúp "
            "chị theo quy định nhé."
        ),
        note=(
            "The statement (TH009022) has five credits of 15/04. QĐ-03/2026 (VB-027) says oldest "
            "invoice first, but Hương's mail of 31/03 (TH009021) amends it from 01/04: an "
            "invoice number in the transfer text is paid exactly. (1) An Phát 21.384.000 'TT HD "
            "84' → HĐ 84 (BH00496) paid, NOT the older HĐ 43 (the old rule's trap); (2) Hoàng "
            "Gia 20 tr, no number → oldest HĐ 16 (BH00428, 33,16 tr open → 13,16 tr); (3) Bình "
            "Minh 30.112.000 'HD 31 VA HD 125' → both paid; (4) Sao Việt Holdings 14.580.000 'TT "
            "HD 30' → only Lan's memory says it pays for Sao Việt (KH00005): HĐ 30 (BH00442) "
            "paid; (5) 5.000.000 from NGUYEN VAN TUAN 'CK' is unidentified → not recorded, "
            "listed to the chief accountant Hương (VB-027 §2). 4 receipts, 1 mail."
        ),
        world=_world(LAN, RECEIPT_OLD_DOC, RECEIPT_AMEND_MAIL, BANK_STATEMENT, LAN_PAYER_MEMORY),
        max_steps=50,
        scopes=[
            scope(
                "accounting.invoices",
                {"id": {"in": ["BH00496", "BH00428", "BH00443", "BH00537", "BH00442"]}},
            ),
            *[
                created("accounting.receipts", {"customer_id": cid, "method": "chuyen_khoan"})
                for cid, *_ in _STATEMENT_RECEIPTS
            ],
            created("mail.messages", _sent(LAN, to=[mail_of("huong.dt")])),
            created("mail.messages", _inbox_copies(LAN_ADDR), n=2),
        ],
        assertions=[
            *receipts,
            field(
                "accounting.invoices",
                {"id": {"in": ["BH00496", "BH00443", "BH00537", "BH00442"]}},
                "payment_status",
                "Đã thanh toán",
                "HĐ 84 (An Phát), HĐ 31 and HĐ 125 (Bình Minh) and HĐ 30 (Sao Việt) are paid",
            ),
            field(
                "accounting.invoices",
                {"id": "BH00455"},
                "paid_vnd",
                0,
                "An Phát's older HĐ 43 receives nothing (the transfer names HĐ 84: the amended "
                "rule, not the old oldest-first)",
                negative=True,
            ),
            field(
                "accounting.invoices",
                {"id": "BH00428"},
                "paid_vnd",
                70_000_000,
                "Hoàng Gia's oldest HĐ 16 receives the 20.000.000 đ (13.160.000 đ left)",
            ),
            field(
                "accounting.invoices",
                {"id": "BH00371"},
                "paid_vnd",
                0,
                "Sao Việt's doubtful HĐ 368 receives nothing (the transfer names HĐ 30)",
                negative=True,
            ),
            count(
                "accounting.receipts",
                {"amount_vnd": 5_000_000},
                0,
                "Nothing is recorded for the unidentified 5.000.000 đ (the scopes allow one "
                "receipt each to the four identified customers only)",
                negative=True,
            ),
            mail_sent(
                "The unidentified 5.000.000 đ of 15/04 goes to the chief accountant Đỗ Thu Hương",
                to=[mail_of("huong.dt")],
                body_contains=[5_000_000],
            ),
            count("mail.messages", _sent(LAN), 1, "Exactly one mail is sent"),
            reply_has(
                "The reply says 5.000.000 đ could not be identified and was not recorded",
                5_000_000,
                wrong=[19_580_000],
            ),
        ],
    )


# ============================================================================================
# 7. Late-payment interest notices for Hà Nội (round 3: drafts, then the plan changes)
# ============================================================================================

INTEREST_OLD_DOC = PolicyDocument(
    id="VB-031",
    code="QĐ-04/2026/ML-TCKT",
    title="Quy định tính lãi chậm thanh toán",
    category="Tài chính – Kế toán",
    issued_by="Phòng Kế toán",
    effective_date=D(2026, 1, 1),
    sections=[
        DocSection(
            heading="1. Mức lãi chậm thanh toán",
            text=(
                "Hoá đơn quá hạn trên 30 ngày chịu lãi chậm thanh toán 0,03%/ngày trên số tiền "
                "còn phải thu, tính theo số ngày quá hạn. Kế toán công nợ gửi khách hàng thông "
                "báo lãi chậm thanh toán, CC chủ sở hữu khách hàng."
            ),
        ),
    ],
)
INTEREST_NEW_DOC = PolicyDocument(
    id="VB-032",
    code="QĐ-10/2026/ML-TCKT",
    title="Quy định tính lãi chậm thanh toán (thay thế QĐ-04/2026/ML-TCKT)",
    category="Tài chính – Kế toán",
    issued_by="Phòng Kế toán",
    effective_date=D(2026, 4, 1),
    sections=[
        DocSection(
            heading="1. Cách tính lãi",
            text=(
                "Từ 01/04/2026 quy định này thay thế QĐ-04/2026/ML-TCKT. Lãi chậm thanh toán của "
                "một hoá đơn = số tiền còn phải thu của hoá đơn × 0,05% × số ngày quá hạn tính "
                "đến ngày lập thông báo. Chỉ tính lãi cho hoá đơn quá hạn trên 30 ngày; không "
                "tính lãi hoá đơn đã chuyển Nợ khó đòi (đã chuyển xử lý thu hồi nợ riêng)."
            ),
        ),
        DocSection(
            heading="2. Thông báo nợ quá hạn và lãi chậm thanh toán",
            text=(
                "Mỗi khách hàng có hoá đơn quá hạn trên 30 ngày (không kể Nợ khó đòi) nhận một "
                "thông báo riêng gửi kế toán của khách hàng (không có thì liên hệ chính), nêu "
                "từng hoá đơn quá hạn trên 30 ngày, số ngày quá hạn, số còn phải thu, tiền lãi "
                "và tổng lãi; CC chủ sở hữu khách hàng trên AMIS CRM, chủ sở hữu đã nghỉ việc "
                "thì CC quản lý trực tiếp của người đó. Khách hàng chỉ có hoá đơn quá hạn từ 30 "
                "ngày trở xuống chưa gửi thông báo."
            ),
        ),
        DocSection(
            heading="3. Miễn, giảm lãi",
            text=(
                "Lãi chậm thanh toán chỉ được miễn hoặc giảm khi Kế toán trưởng chấp thuận bằng "
                "văn bản hoặc email; khi đó thông báo vẫn gửi, ghi rõ phần lãi được miễn."
            ),
        ),
    ],
)
LAN_INTEREST_MEMORY = MemoryItem(
    id="MEM-09031",
    user_id=LAN,
    key="Thông báo lãi chậm trả",
    value=(
        "Thư báo lãi chậm trả cho khách: CC thêm anh Phạm Văn Dũng (dung.pv@minhlong.vn); gửi "
        "xong ghi chú lên AMIS CRM của khách số lãi đã báo. Trước khi gửi thư công nợ, xem ghi "
        "chú CRM của khách (NVKD hay ghi thay đổi người liên hệ bên khách ở đó)."
    ),
    updated_on=D(2026, 4, 2),
)
HG_WAIVER_ASK = Message(
    id="TH009031",
    thread_id="TD09031",
    mailbox_owner_id=LAN,
    folder=MailFolder.INBOX,
    from_addr=mail_of("khanh.lq"),
    from_name="Lê Quốc Khánh",
    to=[mail_of("huong.dt")],
    cc=[LAN_ADDR],
    subject="Xin miễn lãi chậm trả HĐ 00000016 cho Hoàng Gia",
    body=(
        "Chị Hương ơi,\n\nHĐ 00000016 của Hoàng Gia trễ hạn một phần do bên mình triển khai chậm "
        "hai tuần so với hợp đồng. Em xin chị miễn lãi chậm trả cho Hoàng Gia đợt này ạ.\n\n"
        "Em Khánh – Phòng Kinh doanh"
    ),
    sent_at=dt.datetime(2026, 4, 8, 14, 5),
    is_read=True,
)
HG_WAIVER_OK = Message(
    id="TH009032",
    thread_id="TD09031",
    mailbox_owner_id=LAN,
    folder=MailFolder.INBOX,
    from_addr=mail_of("huong.dt"),
    from_name="Đỗ Thu Hương",
    to=[mail_of("khanh.lq")],
    cc=[LAN_ADDR],
    subject="RE: Xin miễn lãi chậm trả HĐ 00000016 cho Hoàng Gia",
    body=(
        "Chị đồng ý miễn toàn bộ lãi chậm trả HĐ 00000016 cho Hoàng Gia đợt này. Lan vẫn gửi "
        "thông báo nợ quá hạn cho khách như bình thường, ghi rõ lãi được miễn nhé.\n\n"
        "Đỗ Thu Hương – Kế toán trưởng"
    ),
    sent_at=dt.datetime(2026, 4, 9, 8, 30),
    is_read=True,
)
AP_WAIVER_ASK = Message(
    id="TH009033",
    thread_id="TD09033",
    mailbox_owner_id=LAN,
    folder=MailFolder.INBOX,
    from_addr=mail_of("nam.hv"),
    from_name="Hoàng Văn Nam",
    to=[mail_of("huong.dt")],
    cc=[LAN_ADDR],
    subject="Xin miễn lãi chậm trả cho An Phát",
    body=(
        "Chị Hương ơi,\n\nAn Phát là khách VIP lâu năm, em xin chị miễn lãi chậm trả HĐ "
        "00000043 cho An Phát ạ.\n\nEm Nam"
    ),
    sent_at=dt.datetime(2026, 4, 10, 9, 15),
    is_read=True,
)
AP_WAIVER_NO = Message(
    id="TH009034",
    thread_id="TD09033",
    mailbox_owner_id=LAN,
    folder=MailFolder.INBOX,
    from_addr=mail_of("huong.dt"),
    from_name="Đỗ Thu Hương",
    to=[mail_of("nam.hv")],
    cc=[LAN_ADDR],
    subject="RE: Xin miễn lãi chậm trả cho An Phát",
    body=(
        "Chị không đồng ý miễn lãi cho An Phát: lỗi trễ hạn không phải từ phía mình. Lan tính "
        "lãi theo quy định mới nhé.\n\nĐỗ Thu Hương – Kế toán trưởng"
    ),
    sent_at=dt.datetime(2026, 4, 13, 10, 0),
    is_read=True,
)
HAI_DANG_CONTACT_NOTE = Activity(
    id="HDG09031",
    kind=ActivityKind.NOTE,
    subject="Hải Đăng đổi kế toán phụ trách công nợ",
    description=(
        "Chị Cao Thị Thuỳ Linh (kế toán) nghỉ việc từ 15/04/2026. Từ nay mọi trao đổi công nợ "
        "gửi anh Đặng Văn Hậu – kế toán trưởng mới, email hau.dv@haidanglogistics.vn."
    ),
    customer_id="KH00012",
    contact_id="LH00037",
    assignee_id=LONG_BD,
    status=ActivityStatus.DONE,
    created_by=LONG_BD,
    created_on=D(2026, 4, 14),
    completed_on=D(2026, 4, 14),
)
HAU = "hau.dv@haidanglogistics.vn"
#: (customer, its accountant's address, the owner CC, an amount the notice must state,
#:  amounts it must not state: the old 0,03 % rate, a day off, the total instead of the
#:  outstanding, interest on invoices that carry none)
_INTEREST_NOTICES: list[tuple[str, str, str, int, list[int]]] = [
    ("KH00001", "dung.dt@anphat.com.vn", mail_of("nam.hv"), 369_360, [221_616, 378_594, 566_840]),
    ("KH00003", "anh.ntl@hoanggia.com.vn", mail_of("khanh.lq"), 33_160_000, [467_556]),
    ("KH00005", "thanh.tv@saoviet.com.vn", TUAN_ADDR, 364_500, [218_700, 3_086_100, 3_450_600]),
    ("KH00012", HAU, mail_of("long.bd"), 898_960, [539_376, 912_180, 1_578_960, 928_120]),
]
_INTEREST_DOMAINS = {
    "KH00001": "anphat.com.vn",
    "KH00003": "hoanggia.com.vn",
    "KH00005": "saoviet.com.vn",
    "KH00010": "binhminhpharma.vn",
    "KH00012": "haidanglogistics.vn",
}


def _by_lan(**where: object) -> dict:
    """Mails the user wrote today, drafts or sent."""
    return {
        "mailbox_owner_id": LAN,
        "folder": {"in": [SENT, "Thư nháp"]},
        "sent_at": {"gte": TODAY},
        **where,
    }


@TASKS.task("late_interest_notices_hn")
def _late_interest_notices_hn() -> Task:
    notices = []
    for cid, addr, cc, amount, wrong in _INTEREST_NOTICES:
        notices.append(
            mail_sent(
                f"{cid}: the notice to {addr}, CC {cc} and Phạm Văn Dũng, states {amount:,} đ",
                to=[addr],
                cc=[cc, mail_of("dung.pv")],
                body_contains=[amount],
                body_not_contains=wrong,
            )
        )
    dung = mail_of("dung.pv")
    return Task(
        id="accounting_crm.late_interest_notices_hn",
        domain="accounting_crm",
        tier="expert",
        prompt=(
            "E tính lãi chậm trả cho các KH chi nhánh HN theo quy định mới, soạn nháp thư thông "
            "báo cho từng KH giúp chị nhé, để chị xem trước đã, chưa gửi vội."
        ),
        followups=[
            "Chị xem rồi, ok e gửi đi nhé. À Bình Minh vừa báo đã CK 14.560.000 trả HĐ 31 hôm "
            "qua 15/4 rồi, e ghi nhận giúp chị, Bình Minh thì khỏi gửi thông báo nữa."
        ],
        note=(
            "VB-032 (01/04, replaces VB-031's 0,03 %/day): interest = outstanding × 0,05 % × days "
            "overdue, only invoices > 30 days, none on Nợ khó đòi; one notice per customer to its "
            "accountant (else the primary contact), CC the CRM owner (left → manager); a waiver "
            "only by the chief accountant. Hà Nội, by acc_search_invoices days_overdue: An Phát "
            "HĐ 43 40 d × 18.468.000 → 369.360 (Nam's waiver request REFUSED by Hương, mail "
            "TH009034); An Phát Hưng only 7 d → nothing; Hoàng Gia HĐ 16 47 d × 33.160.000 → "
            "779.260 WAIVED by Hương (mail TH009032) → notice of the 33.160.000 overdue with no "
            "interest; Sao Việt HĐ 368 doubtful excluded, HĐ 30 50 d × 14.580.000 → 364.500, to "
            "the primary contact Trịnh Văn Thành (no accountant), CC Tuấn (owner Sơn left); Bình "
            "Minh HĐ 31 35 d → 254.800 drafted, but the follow-up says it paid 14.560.000 on "
            "15/04 → bank receipt on HĐ 31, its draft NOT sent; Hải Đăng HĐ 7 68 d × 26.440.000 → "
            "898.960 (HĐ 108 4 d none), to the new accountant hau.dv@ found only in the CRM note "
            "HDG09031 (not Linh), CC the CRM owner Long (not AMIS Kế toán's Hải); Thép Đông Á "
            "not overdue. Lan's memory: CC Phạm Văn Dũng, a CRM Ghi chú of the interest after "
            "sending, read CRM notes first. Turn 0 drafts only (a direct send of Bình Minh fails)."
        ),
        world=_world(
            LAN,
            INTEREST_OLD_DOC,
            INTEREST_NEW_DOC,
            LAN_INTEREST_MEMORY,
            HG_WAIVER_ASK,
            HG_WAIVER_OK,
            AP_WAIVER_ASK,
            AP_WAIVER_NO,
            HAI_DANG_CONTACT_NOTE,
        ),
        max_steps=60,
        scopes=[
            *[
                created("mail.messages", _by_lan(**_to_domain(d)), n=2)
                for d in _INTEREST_DOMAINS.values()
            ],
            created("mail.messages", _inbox_copies(LAN_ADDR), n=8),
            created("accounting.receipts", {"customer_id": "KH00010", "method": "chuyen_khoan"}),
            scope("accounting.invoices", {"id": "BH00443"}),
            *[
                created("crm.activities", {"customer_id": cid, "kind": "Ghi chú"})
                for cid in _INTEREST_DOMAINS
            ],
        ],
        assertions=[
            *notices,
            mail_sent(
                "Hoàng Gia's notice states the overdue HĐ 00000016 with its interest waived",
                to=["anh.ntl@hoanggia.com.vn"],
                body_contains=[record("accounting.invoices", "BH00428"), concept("waived")],
            ),
            mail_not_sent(
                "Nothing goes to Hải Đăng's former accountant Cao Thị Thuỳ Linh (the CRM note)",
                to_or_cc=["linh.ctt@haidanglogistics.vn"],
            ),
            mail_not_sent(
                "Hải Đăng's notice is not CC'd to AMIS Kế toán's stale salesperson Trần Văn Hải",
                cc=[mail_of("hai.tv")],
            ),
            mail_not_sent(
                "No notice is sent to Bình Minh (it paid HĐ 31 on 15/04: the follow-up)",
                body_contains_any=[254_800, 14_560_000, 247_520],
                any_recipient_outside=DOMAIN,
            ),
            count(
                "mail.messages",
                _sent(LAN, **_to_domain("binhminhpharma.vn")),
                0,
                "No mail at all is sent to Bình Minh",
                negative=True,
            ),
            mail_not_sent(
                "No notice to An Phát Hưng (only 7 days overdue) or Thép Đông Á (nothing overdue)",
                body_contains_any=[25_920_000, 55_000_000],
                any_recipient_outside=DOMAIN,
            ),
            count(
                "mail.messages",
                _sent(LAN),
                4,
                "Exactly four notices are sent (An Phát, Hoàng Gia, Sao Việt, Hải Đăng)",
            ),
            exists(
                "accounting.receipts",
                {
                    "customer_id": "KH00010",
                    "method": "chuyen_khoan",
                    "amount_vnd": 14_560_000,
                    "date": "2026-04-15",
                    "allocations.invoice_id": "BH00443",
                },
                "Bình Minh's 14.560.000 đ of 15/04 is recorded as a bank receipt on HĐ 00000031",
            ),
            field(
                "accounting.invoices",
                {"id": "BH00443"},
                "payment_status",
                "Đã thanh toán",
                "HĐ 00000031 is paid in full",
            ),
            *[
                exists(
                    "crm.activities",
                    {"customer_id": cid, "kind": "Ghi chú", "created_by": LAN},
                    f"{cid}: the notice is noted in AMIS CRM (the user's memory)",
                )
                for cid in ("KH00001", "KH00003", "KH00005", "KH00012")
            ],
            mail_sent(
                "Phạm Văn Dũng is CC'd on the notices (the user's memory)",
                cc=[dung],
                any_recipient_outside=DOMAIN,
            ),
        ],
    )


# ============================================================================================
# 8. A week of payment-term requests (round 3: a superseded rule, a withdrawn request, a
#    parent and its branch, and an approval that arrives in the follow-up)
# ============================================================================================

TERMS_OLD_DOC = PolicyDocument(
    id="VB-041",
    code="QĐ-05/2026/ML-TCKT",
    title="Quy định thẩm quyền thay đổi điều khoản thanh toán",
    category="Tài chính – Kế toán",
    issued_by="Phòng Kế toán",
    effective_date=D(2026, 1, 1),
    sections=[
        DocSection(
            heading="1. Thẩm quyền",
            text=(
                "Kế toán công nợ được đồng ý đề nghị của khách hàng về số ngày được nợ đến 30 "
                "ngày. Đề nghị trên 30 ngày lập Đề xuất trực tiếp trên AMIS Quy trình để Kế toán "
                "trưởng phê duyệt."
            ),
        ),
    ],
)
TERMS_NEW_DOC = PolicyDocument(
    id="VB-042",
    code="QĐ-12/2026/ML-TCKT",
    title="Quy định thẩm quyền thay đổi điều khoản thanh toán (thay thế QĐ-05/2026/ML-TCKT)",
    category="Tài chính – Kế toán",
    issued_by="Phòng Kế toán",
    effective_date=D(2026, 4, 1),
    sections=[
        DocSection(
            heading="1. Thẩm quyền",
            text=(
                "Từ 01/04/2026 quy định này thay thế QĐ-05/2026/ML-TCKT. Kế toán công nợ được đồng "
                "ý đề nghị tăng số ngày được nợ đến 60 ngày với khách hàng VIP và đến 30 ngày với "
                "khách hàng khác (theo phân loại trên AMIS CRM; chi nhánh của một khách hàng xét "
                "theo phân loại của chính chi nhánh đó). Đề nghị vượt thẩm quyền: lập Đề xuất "
                "trực tiếp trên AMIS Quy trình để Kế toán trưởng phê duyệt, chưa đổi điều khoản và "
                "báo khách hàng là đề nghị đang chờ phê duyệt."
            ),
        ),
        DocSection(
            heading="2. Khách hàng đang nợ quá hạn",
            text=(
                "Không tăng số ngày được nợ cho khách hàng đang có hoá đơn quá hạn trên 30 ngày: "
                "từ chối đề nghị (không lập đề xuất), nêu rõ hoá đơn quá hạn trong thư trả lời."
            ),
        ),
        DocSection(
            heading="3. Điều khoản chiết khấu thanh toán sớm",
            text=(
                "Đề nghị chuyển sang điều khoản có chiết khấu thanh toán sớm mà không tăng số ngày "
                "được nợ thì kế toán công nợ cập nhật ngay, kể cả khi khách hàng có hoá đơn quá hạn."
            ),
        ),
        DocSection(
            heading="4. Cập nhật và trả lời khách hàng",
            text=(
                "Khi đổi điều khoản: cập nhật điều khoản trên AMIS Kế toán và số ngày được nợ trên "
                "AMIS CRM (hai hệ thống không tự đồng bộ). Mỗi đề nghị (đồng ý, chờ duyệt hay từ "
                "chối) ghi một Ghi chú trên khách hàng đó trong AMIS CRM. Thư trả lời khách hàng "
                "CC chủ sở hữu khách hàng."
            ),
        ),
    ],
)
LAN_TERMS_MEMORY = MemoryItem(
    id="MEM-09041",
    user_id=LAN,
    key="Đề xuất điều khoản thanh toán",
    value=(
        "Lập xong các Đề xuất về điều khoản thanh toán thì mail chị Hương (huong.dt@minhlong.vn) "
        "danh sách đề xuất (khách hàng, số ngày hiện tại → đề nghị) để chị duyệt sớm."
    ),
    updated_on=D(2026, 3, 12),
)


def _term_mail(mid: str, addr: str, name: str, subject: str, body: str, day: int, hh: int):  # type: ignore[no-untyped-def]
    return Message(
        id=mid,
        thread_id="TD" + mid[2:],
        mailbox_owner_id=LAN,
        folder=MailFolder.INBOX,
        from_addr=addr,
        from_name=name,
        to=[LAN_ADDR],
        subject=subject,
        body=body,
        sent_at=dt.datetime(2026, 4, day, hh, 10),
        is_read=False,
    )


TERM_MAILS = [
    _term_mail(
        "TH009041",
        "dung.dt@anphat.com.vn",
        "Đinh Tiến Dũng",
        "Đề nghị điều khoản thanh toán 45 ngày – An Phát",
        "Chào chị Lan,\n\nTừ tháng 5/2026 An Phát đề nghị Minh Long áp dụng điều khoản thanh "
        "toán 45 ngày cho các hoá đơn mới (hiện 30 ngày). Chị xem giúp em nhé.\n\nĐinh Tiến Dũng "
        "– Kế toán trưởng An Phát",
        14,
        9,
    ),
    _term_mail(
        "TH009042",
        "ketoan@anphathung.vn",
        "Vũ Thị Hạnh",
        "An Phát Hưng xin kéo dài thời hạn thanh toán",
        "Chào chị Lan,\n\nCông ty TNHH An Phát Hưng xin được áp dụng thời hạn thanh toán 45 ngày "
        "thay cho 30 ngày hiện nay. Mong chị xem xét.\n\nVũ Thị Hạnh – Kế toán An Phát Hưng",
        13,
        15,
    ),
    _term_mail(
        "TH009043",
        "ketoan@dn.thepdonga.com.vn",
        "Lê Thị Thu Sương",
        "Chi nhánh Đà Nẵng đề nghị thời hạn thanh toán 60 ngày",
        "Kính gửi Phòng Kế toán Minh Long,\n\nChi nhánh Công ty CP Thép Đông Á tại Đà Nẵng đề "
        "nghị nâng thời hạn thanh toán lên 60 ngày (hiện 45 ngày) cho các hoá đơn từ tháng 5.\n\n"
        "Lê Thị Thu Sương – Kế toán chi nhánh",
        14,
        10,
    ),
    _term_mail(
        "TH009044",
        "tam.hm@thepdonga.com.vn",
        "Hoàng Minh Tâm",
        "Thép Đông Á đề nghị điều khoản thanh toán 60 ngày",
        "Chào chị Lan,\n\nThép Đông Á đề nghị chuyển điều khoản thanh toán từ 45 ngày lên 60 ngày "
        "cho các hoá đơn phát hành từ nay. Cảm ơn chị.\n\nHoàng Minh Tâm – Kế toán trưởng Thép "
        "Đông Á",
        13,
        11,
    ),
    _term_mail(
        "TH009045",
        "han.tn@viettien.tech",
        "Tô Ngọc Hân",
        "Việt Tiến đề nghị thời hạn thanh toán 45 ngày",
        "Chào chị Lan,\n\nViệt Tiến xin áp dụng thời hạn thanh toán 45 ngày cho các hoá đơn mới. "
        "Chị xem giúp em ạ.\n\nTô Ngọc Hân – Kế toán Việt Tiến",
        10,
        16,
    ),
    _term_mail(
        "TH009047",
        "tram.ltn@hoanggiaphat.vn",
        "Lê Thị Ngọc Trâm",
        "Hoàng Gia Phát muốn chuyển sang điều khoản chiết khấu thanh toán sớm",
        "Chào chị Lan,\n\nHoàng Gia Phát muốn chuyển sang điều khoản chiết khấu 2% nếu thanh toán "
        "trong 10 ngày (hạn 30 ngày như hiện nay). Chị cập nhật giúp em nhé.\n\nLê Thị Ngọc Trâm "
        "– Kế toán Hoàng Gia Phát",
        14,
        14,
    ),
]
VT_WITHDRAW = Message(
    id="TH009046",
    thread_id="TD009045",
    mailbox_owner_id=LAN,
    folder=MailFolder.INBOX,
    from_addr="han.tn@viettien.tech",
    from_name="Tô Ngọc Hân",
    to=[LAN_ADDR],
    subject="RE: Việt Tiến đề nghị thời hạn thanh toán 45 ngày",
    body=(
        "Chị Lan ơi,\n\nBên em đã trao đổi lại nội bộ, xin rút đề nghị 45 ngày, giữ thời hạn 30 "
        "ngày như hiện tại ạ. Em xin lỗi đã làm phiền chị.\n\nTô Ngọc Hân"
    ),
    sent_at=dt.datetime(2026, 4, 15, 8, 45),
    is_read=False,
)
#: (customer, the requester's address, the owner CC)
_TERM_REPLIES: list[tuple[str, str, str]] = [
    ("KH00001", "dung.dt@anphat.com.vn", mail_of("nam.hv")),
    ("KH00002", "ketoan@anphathung.vn", mail_of("ha.pt")),
    ("KH00007", "ketoan@dn.thepdonga.com.vn", mail_of("thao.nt")),
    ("KH00006", "tam.hm@thepdonga.com.vn", mail_of("hai.tv")),
    ("KH00004", "tram.ltn@hoanggiaphat.vn", mail_of("trang.pt")),
]
_TERM_APPROVALS = {"requester_id": LAN, "process": "Đề xuất trực tiếp"}


@TASKS.task("payment_term_requests_week")
def _payment_term_requests_week() -> Task:
    world = _world(LAN, TERMS_OLD_DOC, TERMS_NEW_DOC, LAN_TERMS_MEMORY, *TERM_MAILS, VT_WITHDRAW)
    # Thép Đông Á (VIP) is on 45 days today in both systems
    patch(world, "crm.customers", "KH00006", payment_term_days=45)
    patch(world, "accounting.customer_accounts", "KH00006", payment_term_id="DKTT45")
    replies = [
        mail_sent(
            f"{cid}: the answer to {addr} CCs the owner {cc}",
            to=[addr],
            cc=[cc],
        )
        for cid, addr, cc in _TERM_REPLIES
    ]
    return Task(
        id="accounting_crm.payment_term_requests_week",
        domain="accounting_crm",
        tier="expert",
        prompt=(
            "Tuần này mấy KH gửi mail xin đổi điều khoản thanh toán, e xử lý hết theo quy định "
            "giúp chị rồi trả lời từng KH nhé."
        ),
        followups=[
            "À chị Hương vừa gọi báo đã duyệt đề xuất 45 ngày của An Phát Hưng rồi đấy (trên quy "
            "trình chị ấy duyệt sau), e cập nhật cho họ rồi báo lại KH giúp chị nhé."
        ],
        note=(
            "Six requests in Lan's inbox. VB-042 (01/04, replaces VB-041's 30-day limit for all): "
            "the accountant grants up to 60 days for VIP, 30 for others (a branch by its own "
            "tier), above that a Đề xuất trực tiếp (no change, 'pending'); no increase at all "
            "for a customer with an invoice overdue > 30 days (refuse, no proposal); a discount "
            "term without more days is set at once; every change in AMIS Kế toán AND CRM; a CRM "
            "Ghi chú per request; replies CC the owner. An Phát (VIP, 30 → 45) has HĐ 43 40 days "
            "overdue → refused (old-rule trap: a proposal); An Phát Hưng (Thân thiết, 30 → 45) → "
            "proposal; Thép Đông Á Đà Nẵng (branch, Thân thiết, 45 → 60) → proposal (the "
            "parent's VIP tier is the trap); Thép Đông Á (VIP, patched to 45 → 60) → DKTT60 and "
            "60 days in CRM at once (old rule: a proposal), CC Trần Văn Hải; Việt Tiến withdrew "
            "its 45-day request by a later mail (TH009046) → nothing; Hoàng Gia Phát → CK2-10N30 "
            "in AMIS Kế toán (still 30 days; its 42-day overdue invoice does not block it). Lan's "
            "memory: mail Hương the list of proposals. Follow-up: Hương approved An Phát Hưng by "
            "phone (the run still shows pending at Dũng): acting on it (DKTT45, CRM 45 days, a "
            "mail) and declining until the run is approved are both accepted, so it is not "
            "graded (blind calibration: two of two careful players declined)."
        ),
        world=world,
        max_steps=70,
        scopes=[
            scope(
                "accounting.customer_accounts", {"id": {"in": ["KH00002", "KH00004", "KH00006"]}}
            ),
            scope("crm.customers", {"id": {"in": ["KH00002", "KH00004", "KH00006"]}}),
            created("office.approvals", _TERM_APPROVALS, n=2),
            *[
                created("crm.activities", {"customer_id": cid, "kind": "Ghi chú"}, n=2)
                for cid in ("KH00001", "KH00002", "KH00004", "KH00006", "KH00007", "KH00011")
            ],
            *[created("mail.messages", _sent(LAN, to=[a])) for _, a, _ in _TERM_REPLIES],
            created("mail.messages", _sent(LAN, to=["ketoan@anphathung.vn"]), n=2),
            created("mail.messages", _sent(LAN, to=["han.tn@viettien.tech"])),
            created("mail.messages", _sent(LAN, to=[mail_of("huong.dt")])),
            created("mail.messages", _inbox_copies(LAN_ADDR), n=8),
        ],
        assertions=[
            field(
                "accounting.customer_accounts",
                {"id": "KH00006"},
                "payment_term_id",
                "DKTT60",
                "Thép Đông Á (VIP, nothing overdue) gets DKTT60 in AMIS Kế toán at once",
            ),
            field(
                "crm.customers",
                {"id": "KH00006"},
                "payment_term_days",
                60,
                "Thép Đông Á's 60 days are set in AMIS CRM too",
            ),
            field(
                "accounting.customer_accounts",
                {"id": "KH00004"},
                "payment_term_id",
                "CK2-10N30",
                "Hoàng Gia Phát moves to the 2 %/10-day discount term CK2-10N30",
            ),
            field(
                "crm.customers",
                {"id": "KH00004"},
                "payment_term_days",
                30,
                "Hoàng Gia Phát keeps 30 days in CRM",
                negative=True,
            ),
            field(
                "accounting.customer_accounts",
                {"id": {"in": ["KH00001", "KH00011"]}},
                "payment_term_id",
                "DKTT30",
                "An Phát (overdue) and Việt Tiến (withdrawn) keep DKTT30",
                negative=True,
            ),
            field(
                "crm.customers",
                {"id": "KH00007"},
                "payment_term_days",
                45,
                "Thép Đông Á Đà Nẵng keeps 45 days while its proposal awaits approval",
                negative=True,
            ),
            field(
                "accounting.customer_accounts",
                {"id": "KH00007"},
                "payment_term_id",
                "DKTT45",
                "Thép Đông Á Đà Nẵng keeps DKTT45 in AMIS Kế toán",
                negative=True,
            ),
            exists(
                "office.approvals",
                {**_TERM_APPROVALS, "description": {"contains": "Hưng"}},
                "A Đề xuất trực tiếp for An Phát Hưng's 45 days",
            ),
            exists(
                "office.approvals",
                {**_TERM_APPROVALS, "description": {"contains": "Đà Nẵng"}},
                "A Đề xuất trực tiếp for Thép Đông Á Đà Nẵng's 60 days",
            ),
            count(
                "office.approvals",
                _TERM_APPROVALS,
                2,
                "Exactly two proposals (none for An Phát, overdue, nor for the withdrawn Việt "
                "Tiến, nor for Thép Đông Á, within the VIP limit)",
            ),
            *[
                exists(
                    "crm.activities",
                    {"customer_id": cid, "kind": "Ghi chú", "created_by": LAN},
                    f"{cid}: the request is noted in AMIS CRM",
                )
                for cid, _, _ in _TERM_REPLIES
            ],
            *replies,
            mail_sent(
                "An Phát is refused because of its overdue HĐ 00000043 (not told it is pending)",
                to=["dung.dt@anphat.com.vn"],
                body_contains=[concept("overdue"), record("accounting.invoices", "BH00455")],
            ),
            mail_sent(
                "Thép Đông Á Đà Nẵng is told its 60 days await approval",
                to=["ketoan@dn.thepdonga.com.vn"],
                body_contains=[concept("pending_approval")],
            ),
            mail_sent(
                "Thép Đông Á is told its 60 days apply (not pending)",
                to=["tam.hm@thepdonga.com.vn"],
                body_contains=[60],
                body_not_contains=[concept("pending_approval")],
            ),
            mail_sent(
                "The chief accountant Đỗ Thu Hương gets the list of the two proposals (memory)",
                to=[mail_of("huong.dt")],
                body_contains=["Hưng", "Đà Nẵng"],
            ),
        ],
    )


# ============================================================================================
# 9. The draft invoices waiting to be issued (round 3: credit limits by exact sums, a hold in a
#    CRM note, an instruction withdrawn by a later mail, a payment in the follow-up)
# ============================================================================================

ISSUE_DOC = PolicyDocument(
    id="VB-051",
    code="QĐ-11/2026/ML-TCKT",
    title="Quy định kiểm soát công nợ khi phát hành hoá đơn điện tử",
    category="Tài chính – Kế toán",
    issued_by="Phòng Kế toán",
    effective_date=D(2026, 4, 1),
    sections=[
        DocSection(
            heading="1. Thứ tự kiểm tra trước khi phát hành",
            text=(
                "Trước khi phát hành một hoá đơn Chưa phát hành, kế toán công nợ kiểm tra lần lượt: "
                "(1) tình trạng khách hàng trên AMIS CRM; (2) nợ quá hạn trên 90 ngày; (3) hạn mức "
                "nợ. Hoá đơn qua cả ba bước thì phát hành và gửi hoá đơn điện tử cho khách hàng."
            ),
        ),
        DocSection(
            heading="2. Khách hàng ngừng giao dịch",
            text=("Khách hàng ở tình trạng Ngừng giao dịch: không phát hành, không lập đề xuất."),
        ),
        DocSection(
            heading="3. Nợ quá hạn trên 90 ngày",
            text=(
                "Khách hàng có hoá đơn quá hạn trên 90 ngày: không phát hành; tạo một nhiệm vụ "
                "trên AMIS CRM giao chủ sở hữu khách hàng (đã nghỉ việc thì giao quản lý trực tiếp "
                "của người đó) đôn đốc thu nợ, hạn 2 ngày làm việc."
            ),
        ),
        DocSection(
            heading="4. Hạn mức nợ",
            text=(
                "Tổng còn phải thu của khách hàng (mọi hoá đơn còn nợ, kể cả chưa đến hạn, cộng "
                "hoá đơn sắp phát hành; không tính hoá đơn đã huỷ hoặc bị thay thế) không được vượt "
                "hạn mức nợ. Vượt hạn mức: không phát hành, lập Đề xuất trực tiếp trên AMIS Quy "
                "trình để Kế toán trưởng phê duyệt, nêu tổng còn phải thu, hạn mức và phần vượt."
            ),
        ),
    ],
)
LAN_ISSUE_MEMORY = MemoryItem(
    id="MEM-09051",
    user_id=LAN,
    key="Phát hành hoá đơn",
    value=(
        "Trước khi phát hành HĐ nháp, xem ghi chú CRM của khách (NVKD hay dặn giữ HĐ ở đó). Cuối "
        "đợt phát hành, mail chị Hương (huong.dt@minhlong.vn) kết quả: HĐ đã phát hành, HĐ giữ "
        "lại và lý do."
    ),
    updated_on=D(2026, 3, 20),
)
HD_ISSUE_OK = Message(
    id="TH009051",
    thread_id="TD09051",
    mailbox_owner_id=LAN,
    folder=MailFolder.INBOX,
    from_addr=mail_of("huong.dt"),
    from_name="Đỗ Thu Hương",
    to=[LAN_ADDR],
    subject="Phát hành hoá đơn tháng 4 cho Hải Đăng",
    body=(
        "Lan ơi,\n\nHĐ nháp tháng này của Hải Đăng em cứ phát hành bình thường nhé, anh Long đã "
        "cam kết thu HĐ 00000007 trong tháng.\n\nĐỗ Thu Hương – Kế toán trưởng"
    ),
    sent_at=dt.datetime(2026, 4, 9, 9, 0),
    is_read=True,
)
HD_ISSUE_HOLD = Message(
    id="TH009052",
    thread_id="TD09051",
    mailbox_owner_id=LAN,
    folder=MailFolder.INBOX,
    from_addr=mail_of("huong.dt"),
    from_name="Đỗ Thu Hương",
    to=[LAN_ADDR],
    cc=[mail_of("long.bd")],
    subject="RE: Phát hành hoá đơn tháng 4 cho Hải Đăng",
    body=(
        "Lan ơi, chị đổi lại ý kiến hôm 09/04: chưa phát hành HĐ mới nào cho Hải Đăng cho đến khi "
        "họ trả xong HĐ 00000007 nhé.\n\nĐỗ Thu Hương – Kế toán trưởng"
    ),
    sent_at=dt.datetime(2026, 4, 14, 17, 20),
    is_read=True,
)
BM_HOLD_NOTE = Activity(
    id="HDG09051",
    kind=ActivityKind.NOTE,
    subject="Giữ HĐ nháp đào tạo tháng 4 – lập sai",
    description=(
        "HĐ nháp BH00548 (đào tạo, 16.200.000 đ) lập sai: khách chỉ đặt buổi đào tạo nửa ngày, em "
        "đang làm lại chứng từ. Kế toán đừng phát hành HĐ này."
    ),
    customer_id="KH00010",
    assignee_id=NAM,
    status=ActivityStatus.DONE,
    created_by=NAM,
    created_on=D(2026, 4, 15),
    completed_on=D(2026, 4, 15),
)


def _draft_invoice(
    bh: str, cid: str, name: str, term: int, code: str, qty: float, desc: str, seller: str
):  # type: ignore[no-untyped-def]
    line = item_line(code, qty)
    totals = Invoice.totals([line])
    return Invoice(
        id=bh,
        series="1C26TAA",
        customer_id=cid,
        customer_name=name,
        issue_date=D(2026, 4, 16),
        due_date=D(2026, 4, 16) + dt.timedelta(days=term),
        description=desc,
        lines=[line],
        **totals,
        einvoice_status=EInvoiceStatus.DRAFT,
        salesperson_id=seller,
        created_by=seller,
    )


ISSUE_DRAFTS = [
    _draft_invoice(
        "BH00545", "KH00012", "Công ty Cổ phần Logistics Hải Đăng", 30, "BT", 2,
        "Bảo trì hệ thống tháng 5–6/2026", LONG_BD,
    ),
    _draft_invoice(
        "BH00546", "KH00005", "Công ty Cổ phần Đầu tư Sao Việt", 30, "TK", 1,
        "Đào tạo người dùng cổng thông tin nhà đầu tư", TUAN,
    ),
    _draft_invoice(
        "BH00547", "KH00015", "Công ty TNHH An Phát Logistics", 30, "CLOUD", 3,
        "Lưu trữ đám mây 3 tháng", SON,
    ),
    _draft_invoice(
        "BH00548", "KH00010", "Công ty Cổ phần Dược phẩm Bình Minh", 45, "TK", 1,
        "Đào tạo người dùng phân hệ nhà thuốc", NAM,
    ),
    _draft_invoice(
        "BH00549", "KH00011", "Công ty TNHH Giải pháp Số Việt Tiến", 30, "BT", 1,
        "Bảo trì hệ thống tháng 5/2026", YEN,
    ),
]  # fmt: skip
_ISSUED = {"BH00544", "BH00549"}
_HELD = ["BH00543", "BH00546", "BH00547", "BH00548"]


@TASKS.task("issue_draft_invoices_checks")
def _issue_draft_invoices_checks() -> Task:
    world = _world(
        LAN, ISSUE_DOC, LAN_ISSUE_MEMORY, HD_ISSUE_OK, HD_ISSUE_HOLD, BM_HOLD_NOTE, *ISSUE_DRAFTS
    )
    for cid, limit in (("KH00003", 80_000_000), ("KH00001", 100_000_000), ("KH00011", 50_000_000)):
        patch(world, "crm.customers", cid, credit_limit_vnd=limit)
        patch(world, "accounting.customer_accounts", cid, credit_limit_vnd=limit)
    hg_approval = {"requester_id": LAN, "process": "Đề xuất trực tiếp"}
    return Task(
        id="accounting_crm.issue_draft_invoices_checks",
        domain="accounting_crm",
        tier="expert",
        prompt=(
            "E rà mấy HĐ nháp đang chờ phát hành giúp chị, cái nào đủ điều kiện theo quy định thì "
            "phát hành rồi gửi KH luôn nhé."
        ),
        followups=[
            "À Hải Đăng vừa báo đã CK 20 triệu trả HĐ 7 hôm qua 15/4 rồi, e ghi nhận rồi xử lý HĐ "
            "của họ luôn nhé."
        ],
        note=(
            "Seven drafts (acc_search_invoices einvoice_status=Chưa phát hành). VB-051: status → "
            "> 90 days overdue → credit limit (total outstanding incl. not-due and the draft; "
            "never the cancelled/replaced ones). An Phát BH00544 8.640.000: 84.824.000 open + "
            "8.640.000 = 93.464.000 ≤ 100 tr (patched) → issue and send (using HĐ 106's total "
            "instead of its 14.840.000 open gives 103.464.000: the trap); Hoàng Gia BH00543 "
            "32.400.000: 48.712.000 + 32.400.000 = 81.112.000 > 80 tr (patched; forgetting the "
            "not-due HĐ 127 gives 65.560.000) → not issued, a Đề xuất trực tiếp stating "
            "81.112.000 (over by 1.112.000); Việt Tiến BH00549 4.860.000: 25.920.000 + 4.860.000 "
            "= 30.780.000 ≤ 50 tr → issue (counting the replaced HĐ 124 gives 56.700.000 > 50 tr); "
            "Sao Việt BH00546: HĐ 368 127 days → not issued, a CRM task for Nguyễn Minh Tuấn "
            "(owner Sơn left) due Mon 20/04; An Phát Logistics BH00547: Ngừng giao dịch → nothing; "
            "Bình Minh BH00548: Nam's CRM note HDG09051 says it is wrong → held; Hải Đăng BH00545: "
            "Hương's mail of 09/04 allowed it but her later mail of 14/04 (TH009052) holds it "
            "until HĐ 7 is paid in full → held. Follow-up: Hải Đăng paid 20.000.000 on 15/04 "
            "for HĐ 7 → a bank receipt on HĐ 7, which still has 6.440.000 open (46.440.000 − "
            "20.000.000 earlier − 20.000.000 now), so BH00545 stays held (issuing it, in turn 0 "
            "or now, is the trap) and the reply says 6.440.000 is left. "
            "Lan's memory: read the CRM notes first; mail Hương the results."
        ),
        world=world,
        max_steps=50,
        exempt={
            "hedge": "the slip's value 26.440.000 đ (HĐ 7 still open in full) is also HĐ 7's "
            "correct balance before the payment, which a correct reply may well state, so the "
            "6.440.000 đ check names no wrong value; the slip's reply fails as it lacks 6.440.000"
        },
        scopes=[
            scope("accounting.invoices", {"id": {"in": [*sorted(_ISSUED), "BH00419"]}}),
            created("accounting.receipts", {"customer_id": "KH00012", "method": "chuyen_khoan"}),
            created("office.approvals", hg_approval),
            created("crm.activities", {"customer_id": "KH00005", "kind": "Nhiệm vụ"}),
            created("mail.messages", _sent(LAN, to=[mail_of("huong.dt")]), n=2),
            created("mail.messages", _inbox_copies(LAN_ADDR), n=2),
        ],
        assertions=[
            field(
                "accounting.invoices",
                {"id": {"in": sorted(_ISSUED)}},
                "einvoice_status",
                "Đã gửi khách hàng",
                "An Phát's BH00544 (93.464.000 ≤ 100 tr) and Việt Tiến's BH00549 (30.780.000 ≤ "
                "50 tr) are issued and sent to the customer",
            ),
            field(
                "accounting.invoices",
                {"id": "BH00545"},
                "einvoice_status",
                "Chưa phát hành",
                "Hải Đăng's BH00545 is not issued: the chief accountant's later mail holds it "
                "until HĐ 7 is paid in full, and 6.440.000 đ of it is still open after the "
                "follow-up's payment",
                negative=True,
            ),
            field(
                "accounting.invoices",
                {"id": "BH00543"},
                "einvoice_status",
                "Chưa phát hành",
                "Hoàng Gia's BH00543 is not issued (81.112.000 over the 80 tr limit)",
                negative=True,
            ),
            field(
                "accounting.invoices",
                {"id": "BH00546"},
                "einvoice_status",
                "Chưa phát hành",
                "Sao Việt's BH00546 is not issued (HĐ 368 overdue 127 days)",
                negative=True,
            ),
            field(
                "accounting.invoices",
                {"id": "BH00547"},
                "einvoice_status",
                "Chưa phát hành",
                "An Phát Logistics' BH00547 is not issued (Ngừng giao dịch)",
                negative=True,
            ),
            field(
                "accounting.invoices",
                {"id": "BH00548"},
                "einvoice_status",
                "Chưa phát hành",
                "Bình Minh's BH00548 is not issued (the owner's CRM note: drawn up wrong)",
                negative=True,
            ),
            exists(
                "office.approvals",
                {**hg_approval, "description": {"contains": "Hoàng Gia"}},
                "A Đề xuất trực tiếp for Hoàng Gia's over-limit invoice",
            ),
            exists(
                "office.approvals",
                {**hg_approval, "description": {"contains": 81_112_000}},
                "The proposal states the exact total 81.112.000 đ (not 65.560.000 đ without the "
                "not-yet-due HĐ 127)",
            ),
            count(
                "office.approvals",
                hg_approval,
                1,
                "Exactly one proposal (none for An Phát, Việt Tiến, Sao Việt or An Phát Logistics)",
            ),
            exists(
                "crm.activities",
                {
                    "customer_id": "KH00005",
                    "kind": "Nhiệm vụ",
                    "assignee_id": TUAN,
                    "due_date": "2026-04-20",
                    "created_by": LAN,
                },
                "A CRM task for Sao Việt's collection goes to Nguyễn Minh Tuấn (owner Sơn left), "
                "due Mon 20/04 (2 working days)",
            ),
            exists(
                "accounting.receipts",
                {
                    "customer_id": "KH00012",
                    "method": "chuyen_khoan",
                    "amount_vnd": 20_000_000,
                    "date": "2026-04-15",
                    "allocations.invoice_id": "BH00419",
                },
                "Hải Đăng's 20.000.000 đ of 15/04 is recorded on HĐ 00000007",
            ),
            field(
                "accounting.invoices",
                {"id": "BH00419"},
                "paid_vnd",
                40_000_000,
                "HĐ 00000007 has 40.000.000 đ paid (6.440.000 đ left)",
            ),
            reply_has(
                "The final reply says HĐ 00000007 still has 6.440.000 đ open (so the draft stays "
                "held)",
                6_440_000,
            ),
            mail_sent(
                "The results go to the chief accountant Đỗ Thu Hương (the user's memory)",
                to=[mail_of("huong.dt")],
                body_contains=["Bình Minh", "Hải Đăng"],
                body_not_contains=[65_560_000, 103_464_000, 56_700_000],
            ),
        ],
    )


# ============================================================================================
# 10. April maintenance fees (round 3: prorated by days under a new rule, a start date in a
#     CRM note, a termination in a later mail, months already billed, parent and branch;
#     round 5: a superseded price list with a transitional clause, a customer's amendment in a
#     mail thread that adds a package to a month already billed)
# ============================================================================================

MAINT_OLD_DOC = PolicyDocument(
    id="VB-061",
    code="QĐ-07/2025/ML-TCKT",
    title="Quy định lập hoá đơn phí bảo trì hệ thống",
    category="Tài chính – Kế toán",
    issued_by="Phòng Kế toán",
    effective_date=D(2025, 7, 1),
    sections=[
        DocSection(
            heading="1. Tháng bắt đầu hoặc kết thúc hợp đồng",
            text=(
                "Phí bảo trì tính tròn tháng: tháng hợp đồng bắt đầu hoặc kết thúc giữa chừng tính "
                "cả tháng nếu số ngày sử dụng từ 15 ngày trở lên, không tính nếu dưới 15 ngày."
            ),
        ),
    ],
)
MAINT_NEW_DOC = PolicyDocument(
    id="VB-062",
    code="QĐ-13/2026/ML-TCKT",
    title="Quy định lập hoá đơn phí bảo trì hệ thống (thay thế QĐ-07/2025/ML-TCKT)",
    category="Tài chính – Kế toán",
    issued_by="Phòng Kế toán",
    effective_date=D(2026, 4, 1),
    sections=[
        DocSection(
            heading="1. Hoá đơn phí bảo trì theo tháng",
            text=(
                "Từ 01/04/2026 quy định này thay thế QĐ-07/2025/ML-TCKT. Hợp đồng bảo trì thu theo "
                "tháng được lập hoá đơn trong tháng, mỗi khách hàng một hoá đơn (chi nhánh và công "
                "ty mẹ là hai khách hàng), dòng hàng Dịch vụ bảo trì, hỗ trợ kỹ thuật hệ thống (mã "
                "BT), đơn giá theo bảng giá dịch vụ bảo trì hiện hành, thuế GTGT 8%. Hợp đồng thu "
                "theo quý đã lập hoá đơn đầu quý: không lập hoá đơn tháng."
            ),
        ),
        DocSection(
            heading="2. Tháng bắt đầu hoặc kết thúc giữa chừng",
            text=(
                "Tính theo số ngày sử dụng thực tế: đơn giá = đơn giá tháng của gói × số ngày sử "
                "dụng trong tháng / số ngày của tháng, làm tròn đến đồng; số lượng là số gói. Ngày "
                "bắt đầu và ngày cuối cùng sử dụng đều được tính."
            ),
        ),
        DocSection(
            heading="3. Không lập hoá đơn",
            text=(
                "Không lập hoá đơn cho gói và tháng đã có hoá đơn phí bảo trì (kể cả hoá đơn nhiều "
                "tháng hoặc theo quý; không kể hoá đơn đã huỷ) và cho khách hàng Ngừng giao dịch. "
                "Gói bổ sung theo phụ lục chưa có hoá đơn thì lập hoá đơn riêng cho gói đó. Hoá "
                "đơn lập ở trạng thái Chưa phát hành và chỉ phát hành sau khi Phó phòng Kế toán "
                "duyệt."
            ),
        ),
    ],
)
#: The price lists: the 2025 one (4.500.000) is replaced from 01/04/2026 by 4.950.000, with a
#: transitional clause: contracts started before 01/04 keep 4.500.000 to 30/06/2026 for the
#: packages they had; new contracts and packages added by an amendment pay the new price.
MAINT_PRICE_OLD = PolicyDocument(
    id="VB-063",
    code="BG-01/2025/ML-KD",
    title="Bảng giá dịch vụ bảo trì hệ thống năm 2025",
    category="Tài chính – Kế toán",
    issued_by="Phòng Kinh doanh",
    effective_date=D(2025, 1, 1),
    sections=[
        DocSection(
            heading="1. Đơn giá gói bảo trì",
            text=(
                "Dịch vụ bảo trì, hỗ trợ kỹ thuật hệ thống (mã BT): 4.500.000 đ/gói/tháng, chưa "
                "gồm thuế GTGT."
            ),
        ),
    ],
)
MAINT_PRICE_NEW = PolicyDocument(
    id="VB-064",
    code="BG-02/2026/ML-KD",
    title="Bảng giá dịch vụ bảo trì hệ thống từ 01/04/2026 (thay thế BG-01/2025/ML-KD)",
    category="Tài chính – Kế toán",
    issued_by="Phòng Kinh doanh",
    effective_date=D(2026, 4, 1),
    sections=[
        DocSection(
            heading="1. Đơn giá gói bảo trì",
            text=(
                "Từ 01/04/2026 bảng giá này thay thế BG-01/2025/ML-KD. Dịch vụ bảo trì, hỗ trợ kỹ "
                "thuật hệ thống (mã BT): 4.950.000 đ/gói/tháng, chưa gồm thuế GTGT. Hợp đồng đang "
                "thực hiện: xem mục 2 (điều khoản chuyển tiếp)."
            ),
        ),
        DocSection(
            heading="2. Điều khoản chuyển tiếp",
            text=(
                "Hợp đồng bảo trì bắt đầu trước 01/04/2026 tiếp tục áp dụng đơn giá 4.500.000 "
                "đ/gói/tháng đến hết 30/06/2026 cho số gói đang sử dụng. Hợp đồng bắt đầu từ "
                "01/04/2026 và gói bổ sung theo phụ lục ký từ 01/04/2026 áp dụng đơn giá mới "
                "ngay từ tháng đầu tiên."
            ),
        ),
    ],
)
#: An Phát Hưng's amendment, in a thread Lan is copied on: the customer asks for a second
#: package from 13/04; its owner Phạm Thu Hà's reply has the signed amendment start it on 15/04.
APH_ADDON_ASK = Message(
    id="TH009064",
    thread_id="TD09064",
    mailbox_owner_id=LAN,
    folder=MailFolder.INBOX,
    from_addr="hung.lv@anphathung.vn",
    from_name="Lê Văn Hưng",
    to=[mail_of("ha.pt")],
    cc=[LAN_ADDR],
    subject="Bổ sung gói bảo trì cho kho Bắc Ninh – An Phát Hưng",
    body=(
        "Chào chị Hà,\n\nCông ty TNHH An Phát Hưng đề nghị bổ sung 1 gói bảo trì hệ thống cho "
        "kho Bắc Ninh, thu theo tháng như gói hiện tại, bắt đầu từ 13/04/2026. Chị gửi giúp "
        "anh phụ lục hợp đồng để ký.\n\nLê Văn Hưng – Giám đốc Công ty TNHH An Phát Hưng"
    ),
    sent_at=dt.datetime(2026, 4, 6, 9, 15),
    is_read=True,
)
APH_ADDON_SIGNED = Message(
    id="TH009065",
    thread_id="TD09064",
    mailbox_owner_id=LAN,
    folder=MailFolder.INBOX,
    from_addr=mail_of("ha.pt"),
    from_name="Phạm Thu Hà",
    to=["hung.lv@anphathung.vn"],
    cc=[LAN_ADDR],
    subject="RE: Bổ sung gói bảo trì cho kho Bắc Ninh – An Phát Hưng",
    body=(
        "Dạ anh Hưng, hai bên đã ký phụ lục số 01 hôm nay. Do kho Bắc Ninh bàn giao hệ thống "
        "ngày 15/04/2026 nên gói bảo trì thứ hai bắt đầu tính từ 15/04/2026, không phải 13/04 "
        "như đề nghị ban đầu; gói hiện tại giữ nguyên.\n\nPhạm Thu Hà – Phòng Kinh doanh, "
        "Công ty CP Công nghệ Minh Long"
    ),
    sent_at=dt.datetime(2026, 4, 10, 16, 40),
    is_read=False,
)
LAN_MAINT_MEMORY = MemoryItem(
    id="MEM-09061",
    user_id=LAN,
    key="Hoá đơn phí bảo trì",
    value=(
        "Lập HĐ phí bảo trì xong thì gửi anh Dũng (dung.pv@minhlong.vn) danh sách HĐ nháp (khách "
        "hàng, số tiền) để anh duyệt phát hành; anh Dũng nghỉ thì gửi người duyệt thay ghi trên "
        "đơn nghỉ của anh. Không tự phát hành. Ngày bắt đầu của hợp đồng mới "
        "là ngày nghiệm thu, NVKD ghi trên CRM của khách. Giảm trừ phí bảo trì chỉ áp dụng theo đề "
        "xuất của chị đã được duyệt xong trên AMIS Quy trình."
    ),
    updated_on=D(2026, 2, 25),
)
MAINT_LIST = Message(
    id="TH009061",
    thread_id="TD09061",
    mailbox_owner_id=LAN,
    folder=MailFolder.INBOX,
    from_addr=mail_of("dung.pv"),
    from_name="Phạm Văn Dũng",
    to=[LAN_ADDR],
    subject="Danh sách hợp đồng bảo trì năm 2026 (cập nhật 01/04)",
    body=(
        "Lan ơi, danh sách hợp đồng bảo trì hệ thống năm 2026 để em lập HĐ hằng tháng:\n"
        "1. Công ty CP Thép Đông Á (KH00006): 3 gói, thu theo tháng, từ 01/01/2026\n"
        "2. Chi nhánh Công ty CP Thép Đông Á tại Đà Nẵng (KH00007): 1 gói, theo tháng, từ "
        "01/01/2026\n"
        "3. Công ty CP Hoàng Gia (KH00003): 2 gói, theo tháng, hợp đồng mới, từ ngày nghiệm thu\n"
        "4. Công ty CP Dược phẩm Bình Minh (KH00010): 2 gói, theo tháng, từ 01/02/2026\n"
        "5. Công ty CP Logistics Hải Đăng (KH00012): 1 gói, thu theo quý\n"
        "6. Công ty TNHH An Phát Hưng (KH00002): 1 gói, theo tháng, từ 01/01/2026\n"
        "7. Công ty TNHH An Phát Logistics (KH00015): 1 gói, theo tháng\n"
        "8. Công ty TNHH Giải pháp Số Việt Tiến (KH00011): 1 gói, theo tháng, từ 16/04/2026\n\n"
        "Anh Dũng"
    ),
    sent_at=dt.datetime(2026, 4, 1, 8, 30),
    is_read=True,
)
BM_TERMINATION = Message(
    id="TH009062",
    thread_id="TD09062",
    mailbox_owner_id=LAN,
    folder=MailFolder.INBOX,
    from_addr="huong.nt@binhminhpharma.vn",
    from_name="Nguyễn Thu Hương",
    to=[LAN_ADDR],
    cc=[mail_of("nam.hv")],
    subject="Thông báo chấm dứt hợp đồng bảo trì – Dược phẩm Bình Minh",
    body=(
        "Chào chị Lan,\n\nCông ty CP Dược phẩm Bình Minh chấm dứt hợp đồng bảo trì hệ thống với "
        "Minh Long từ ngày 20/04/2026 (bên em sử dụng đến hết ngày 19/04/2026), như đã thống nhất "
        "với anh Nam. Chị lập hoá đơn phí tháng 4 theo số ngày thực tế giúp em.\n\nNguyễn Thu "
        "Hương – Kế toán trưởng Dược phẩm Bình Minh"
    ),
    sent_at=dt.datetime(2026, 4, 13, 10, 20),
    is_read=False,
)
HG_ACCEPTANCE_NOTE = Activity(
    id="HDG09061",
    kind=ActivityKind.NOTE,
    subject="Nghiệm thu hệ thống HRM – Hoàng Gia",
    description=(
        "Đã ký biên bản nghiệm thu hệ thống HRM ngày 10/04/2026; hợp đồng bảo trì 2 gói bắt đầu "
        "tính từ ngày nghiệm thu."
    ),
    customer_id="KH00003",
    contact_id="LH00008",
    assignee_id=KHANH,
    status=ActivityStatus.DONE,
    created_by=KHANH,
    created_on=D(2026, 4, 10),
    completed_on=D(2026, 4, 10),
)
#: Yến's CRM note: Việt Tiến's acceptance was signed on 14/04, earlier than the 16/04 of
#: Dũng's list; the memory makes the acceptance date the start (17 days, not 15).
VT_ACCEPTANCE_NOTE = Activity(
    id="HDG09062",
    kind=ActivityKind.NOTE,
    subject="Nghiệm thu hệ thống – Việt Tiến",
    description=(
        "Đã ký biên bản nghiệm thu ngày 14/04/2026, sớm hơn lịch 16/04 trong danh sách của anh "
        "Dũng; hợp đồng bảo trì 1 gói bắt đầu tính từ ngày nghiệm thu."
    ),
    customer_id="KH00011",
    contact_id="LH00033",
    assignee_id=YEN,
    status=ActivityStatus.DONE,
    created_by=YEN,
    created_on=D(2026, 4, 14),
    completed_on=D(2026, 4, 14),
)
#: Dũng is on annual leave 15–17/04; the chief accountant Hương stands in for him (Lan is a
#: related person, so she sees the request).
DUNG_LEAVE = LeaveRequest(
    id="DN-2026-0961",
    employee_id=DUNG_KT,
    leave_type=LeaveType.ANNUAL,
    start_date=D(2026, 4, 15),
    end_date=D(2026, 4, 17),
    days=3,
    reason="Nghỉ phép năm về quê",
    approver_id=HUONG,
    substitute_id=HUONG,
    related_ids=[LAN],
    status=RequestStatus.APPROVED,
    created_on=D(2026, 4, 7),
    decided_by=HUONG,
    decided_on=D(2026, 4, 8),
    decision_note="Chị duyệt thay các chứng từ của Dũng trong mấy ngày Dũng nghỉ.",
)
MAINT_LIST_UPDATE = Message(
    id="TH009063",
    thread_id="TD09061",
    mailbox_owner_id=LAN,
    folder=MailFolder.INBOX,
    from_addr=mail_of("dung.pv"),
    from_name="Phạm Văn Dũng",
    to=[LAN_ADDR],
    subject="RE: Danh sách hợp đồng bảo trì năm 2026 (cập nhật 01/04)",
    body=(
        "Lan ơi, anh cập nhật danh sách: Công ty CP Thép Đông Á (KH00006) giảm từ 3 gói xuống 2 "
        "gói kể từ ngày 11/04/2026 (gói thứ ba sử dụng đến hết ngày 10/04/2026). Các khách khác "
        "giữ nguyên như mail trước.\n\nAnh Dũng"
    ),
    sent_at=dt.datetime(2026, 4, 9, 14, 5),
    is_read=True,
)
#: Lan's two discount proposals on AMIS Quy trình: the approved one is narrowed by the chief
#: accountant's note to the Đà Nẵng branch; the other was rejected.
MAINT_DISCOUNT_RUN = ApprovalRun(
    id="LC-2026-0961",
    process=ApprovalProcess.DIRECT_PROPOSAL,
    requester_id=LAN,
    department_id="PB-KT",
    description=(
        "Đề xuất giảm 20% phí bảo trì tháng 04/2026 cho Thép Đông Á do sự cố ngừng hệ thống "
        "02–04/04/2026 tại chi nhánh Đà Nẵng."
    ),
    steps=[
        ApprovalStep(
            approver_id=DUNG_KT,
            role="Quản lý trực tiếp",
            status=StepStatus.APPROVED,
            acted_on=D(2026, 4, 8),
        ),
        ApprovalStep(
            approver_id=HUONG,
            role="Kế toán trưởng",
            status=StepStatus.APPROVED,
            note=(
                "Đồng ý giảm 20%, nhưng chỉ áp dụng cho hợp đồng của Chi nhánh Thép Đông Á tại Đà "
                "Nẵng (KH00007), nơi xảy ra sự cố; công ty mẹ tính phí bình thường."
            ),
            acted_on=D(2026, 4, 9),
        ),
    ],
    current_step=1,
    status=ApprovalStatus.DONE,
    created_on=D(2026, 4, 8),
)
MAINT_DISCOUNT_REJECTED = ApprovalRun(
    id="LC-2026-0962",
    process=ApprovalProcess.DIRECT_PROPOSAL,
    requester_id=LAN,
    department_id="PB-KT",
    description="Đề xuất giảm 10% phí bảo trì tháng 04/2026 cho Hoàng Gia do chậm nghiệm thu.",
    steps=[
        ApprovalStep(
            approver_id=DUNG_KT,
            role="Quản lý trực tiếp",
            status=StepStatus.APPROVED,
            acted_on=D(2026, 4, 10),
        ),
        ApprovalStep(
            approver_id=HUONG,
            role="Kế toán trưởng",
            status=StepStatus.REJECTED,
            note="Không giảm: phí đã tính từ ngày nghiệm thu nên không có thiệt hại cho khách.",
            acted_on=D(2026, 4, 13),
        ),
    ],
    current_step=1,
    status=ApprovalStatus.REJECTED,
    created_on=D(2026, 4, 10),
)
#: (customer, the April total with VAT, what it is)
_MAINT_BILLS: list[tuple[str, int, str]] = [
    (
        "KH00006",
        11_340_000,
        "Thép Đông Á: 2 packages the whole month + the third to 10/04 (10 days: 1.500.000)",
    ),
    ("KH00007", 3_888_000, "Thép Đông Á Đà Nẵng: 1 package less the approved 20 % (3.600.000)"),
    (
        "KH00003",
        7_484_400,
        "Hoàng Gia: a new contract, the new price list: 2 packages from 10/04 (21 days of "
        "4.950.000: 3.465.000 each)",
    ),
    ("KH00010", 6_156_000, "Bình Minh: 2 packages to 19/04 (19 days: 2.850.000 each)"),
    (
        "KH00011",
        3_029_400,
        "Việt Tiến: a new contract at the new price, 1 package from the 14/04 acceptance (17 days "
        "of 4.950.000: 2.805.000)",
    ),
    (
        "KH00002",
        2_851_200,
        "An Phát Hưng: only the second package of the 10/04 amendment (HĐ 119 covers the first), "
        "at the new price from 15/04 (16 days: 2.640.000)",
    ),
]
_MAINT_NEW = {"issue_date": TODAY}
#: Turn 1: issued and sent to the customer, except Bình Minh's (held by the follow-up).
_MAINT_ISSUED = ("KH00006", "KH00007", "KH00003", "KH00011", "KH00002")


@TASKS.task("maintenance_fees_april")
def _maintenance_fees_april() -> Task:
    bills = [
        exists(
            "accounting.invoices",
            {"customer_id": cid, **_MAINT_NEW, "total_vnd": total},
            f"{desc}: a draft invoice of {total:,} đ",
        )
        for cid, total, desc in _MAINT_BILLS
    ]
    return Task(
        id="accounting_crm.maintenance_fees_april",
        domain="accounting_crm",
        tier="expert",
        prompt="E lập HĐ phí bảo trì tháng 4 cho các KH giúp chị nhé.",
        followups=[
            "HĐ bảo trì được duyệt rồi e nhé. E phát hành và gửi khách luôn, riêng Bình Minh để "
            "lại chưa phát hành: họ đang xin lùi ngày chấm dứt hợp đồng."
        ],
        note=(
            "The contract list is only in Dũng's mail (TH009061); his later mail in the same "
            "thread (TH009063, 09/04) cuts Thép Đông Á to 2 packages from 11/04. VB-062 (01/04, "
            "replaces VB-061's 'whole month if ≥ 15 days, else nothing'): one invoice per "
            "customer (branch ≠ parent), BT at the current price list + 8 % VAT, a part month "
            "priced by days used / 30 (both ends counted); nothing for a package and month "
            "already invoiced (quarterly or multi-month), an added package billed on its own; "
            "nothing for Ngừng giao dịch; drafts only. Price list VB-064 (01/04, replaces VB-063's "
            "4.500.000): 4.950.000, but its transitional clause keeps 4.500.000 to 30/06 for "
            "contracts started before 01/04 (their existing packages); new contracts and packages "
            "added by an amendment from 01/04 pay 4.950.000. Lan's memory: "
            "discounts only as approved on AMIS Quy trình (ava_approval_list role=requester); "
            "mail Dũng the list of drafts, or, when he is away, the stand-in on his leave request; "
            "never issue on her own. Dũng's approved leave DN-2026-0961 (15–17/04, "
            "timesheet_list_leave_requests employee_id=NV000031; Lan is a related person) names "
            "the chief accountant Đỗ Thu Hương as stand-in → the list goes to Hương, not Dũng. Thép Đông Á 2 × 4.500.000 + 1 × "
            "4.500.000 × 10/30 = 10.500.000 → 11.340.000 (mail missed: 14.580.000; the approved "
            "run's 20 % put on the parent as proposed: 9.072.000); Thép Đông Á Đà Nẵng: the "
            "chief accountant's note on LC-2026-0961 narrows the 20 % to the branch → 3.600.000 "
            "→ 3.888.000 (its own invoice; the note missed: 4.860.000); Hoàng Gia 2 packages "
            "from the acceptance date 10/04 found only in Khánh's CRM note HDG09061, a new contract "
            "at 4.950.000 → 21/30 → 2 × 3.465.000 → 7.484.400 (old price: 6.804.000; no "
            "discount: LC-2026-0962 was rejected); Bình Minh 2 "
            "packages, terminated by its later mail TH009062 (used to 19/04) → 19/30 → 2 × "
            "2.850.000 → 6.156.000 (missed: 9.720.000); Việt Tiến: Dũng's list says from 16/04, "
            "but Yến's CRM note HDG09062 (crm_list_activities KH00011) has the acceptance signed "
            "on 14/04 and the memory makes the acceptance the start, new price → 17/30 → "
            "2.805.000 → 3.029.400 (old price: 2.754.000); Hải Đăng quarterly, HĐ 108 covers Q2 "
            "→ none; An Phát Hưng: HĐ 119 covers April–May for its one package, but the thread "
            "TD09064 (Lan in CC) adds a second package by amendment 01 signed 10/04, starting "
            "15/04 in its owner Hà's reply TH009065 (the customer had asked 13/04) → 16/30 × "
            "4.950.000 = 2.640.000 → 2.851.200 (from 13/04: 3.207.600; old price: 2.592.000; "
            "skipped as already billed: none); An Phát Logistics Ngừng giao dịch → none (the tool "
            "refuses too). Drafts total 34.570.800 đ. Follow-up (changes the plan): approved, "
            "issue and send every draft but Bình Minh's (acc_issue_einvoice "
            "send_to_customer=True ×5); Bình Minh's stays Chưa phát hành."
        ),
        world=_world(
            LAN,
            MAINT_OLD_DOC,
            MAINT_NEW_DOC,
            MAINT_PRICE_OLD,
            MAINT_PRICE_NEW,
            APH_ADDON_ASK,
            APH_ADDON_SIGNED,
            LAN_MAINT_MEMORY,
            MAINT_LIST,
            MAINT_LIST_UPDATE,
            BM_TERMINATION,
            HG_ACCEPTANCE_NOTE,
            VT_ACCEPTANCE_NOTE,
            DUNG_LEAVE,
            MAINT_DISCOUNT_RUN,
            MAINT_DISCOUNT_REJECTED,
        ),
        max_steps=72,
        scopes=[
            *[
                created("accounting.invoices", {"customer_id": cid, "issue_date": TODAY})
                for cid, _, _ in _MAINT_BILLS
            ],
            created("mail.messages", _sent(LAN, to={"contains": mail_of("huong.dt")})),
            created("mail.messages", _inbox_copies(LAN_ADDR), n=2),
        ],
        assertions=[
            *bills,
            *[
                count(
                    "accounting.invoices",
                    {"customer_id": cid, "issue_date": TODAY},
                    1,
                    f"{cid}: exactly one April maintenance invoice",
                )
                for cid, _, _ in _MAINT_BILLS
            ],
            count(
                "accounting.invoices",
                {"customer_id": "KH00012", "issue_date": TODAY},
                0,
                "No April invoice for Hải Đăng (quarterly, HĐ 108 covers Q2)",
                negative=True,
            ),
            count(
                "accounting.invoices",
                {"customer_id": "KH00015", "issue_date": TODAY},
                0,
                "No invoice for An Phát Logistics (Ngừng giao dịch; the invoice tool refuses it)",
                negative=True,
                tool_enforced=True,
            ),
            mail_sent(
                "The drafts are listed for approval, with the amounts, to the chief accountant "
                "Đỗ Thu Hương, Dũng's stand-in on his leave request (the user's memory)",
                to=[mail_of("huong.dt")],
                body_contains=[11_340_000, 3_888_000, 7_484_400, 6_156_000, 3_029_400, 2_851_200],
                body_not_contains=[
                    6_804_000,
                    2_754_000,
                    2_592_000,
                    3_207_600,
                    12_474_000,
                    6_771_600,
                ],
            ),
            *[
                exists(
                    "accounting.invoices",
                    {"customer_id": cid, **_MAINT_NEW, "einvoice_status": "Đã gửi khách hàng"},
                    f"{cid}: the approved April invoice is issued and sent (the follow-up)",
                )
                for cid in _MAINT_ISSUED
            ],
            exists(
                "accounting.invoices",
                {"customer_id": "KH00010", **_MAINT_NEW, "einvoice_status": "Chưa phát hành"},
                "Bình Minh's April invoice stays a draft (the follow-up holds it)",
            ),
        ],
    )
