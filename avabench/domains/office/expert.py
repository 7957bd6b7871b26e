"""Office expert tasks (Mail and others): long chains across AMIS Quy trình, meeting rooms,
helpdesk, mail, CRM and HR, with facts scattered over mail threads, tickets and memory.

Every task needs, in its reference solution, at least 8 successful tool calls with at least 4
writes over at least 2 subsystems, and combines at least two of: two policy documents applied
together, a branch per record over a set, facts found in mail / tickets / memory, a fact that
changed over time, a step that must be refused or handed over. Two or more are multi-turn: the
agent must ask before acting and the follow-up supplies the answer.

The world is the base company on Thu 16/04/2026 09:00; every task sets its current user.
Task-specific records use ids in the 07xx range (LC-2026-07xx, LH-2026-07xx, TK-2026-007xx,
TH0007xx / TD007xx, DN-2026-07xx) so they never collide with the seed, tasks.py (09xx) or noise.
"""

from __future__ import annotations

import datetime as dt

from avabench.domains.base import base_company, merge, patch
from avabench.task import (
    Task,
    TaskSet,
    at_time,
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
    status,
)
from avabench.world import Record, WorldState
from avabench.world.mail import MailFolder, Message
from avabench.world.office import (
    ApprovalProcess,
    ApprovalRun,
    ApprovalStatus,
    ApprovalStep,
)

TASKS = TaskSet("office")

D = dt.date
T = dt.time
DT = dt.datetime
TODAY = "2026-04-16"
INTERNAL = "minhlong.vn"


def _world(user: str, *records: Record) -> WorldState:
    """The base company with ``user`` talking to AVA, plus task records."""
    return merge(base_company(), *records, context={"current_user_id": user})


def _inbox(
    mid: str,
    thread: str,
    owner: str,
    from_addr: str,
    from_name: str,
    to: list[str],
    subject: str,
    body: str,
    sent_at: dt.datetime,
    cc: list[str] | None = None,
    is_read: bool = False,
    folder: MailFolder = MailFolder.INBOX,
) -> Message:
    return Message(
        id=mid,
        thread_id=thread,
        mailbox_owner_id=owner,
        folder=folder,
        from_addr=from_addr,
        from_name=from_name,
        to=to,
        cc=cc or [],
        subject=subject,
        body=body,
        sent_at=sent_at,
        is_read=is_read,
    )


def _run(
    rid: str,
    process: ApprovalProcess,
    requester: str,
    department: str,
    amount: int,
    description: str,
    approver: str,
    created: dt.date,
) -> ApprovalRun:
    return ApprovalRun(
        id=rid,
        process=process,
        requester_id=requester,
        department_id=department,
        amount_vnd=amount,
        description=description,
        steps=[ApprovalStep(approver_id=approver, role="Quản lý trực tiếp")],
        current_step=0,
        status=ApprovalStatus.RUNNING,
        created_on=created,
        due_date=created + dt.timedelta(days=5),
    )


def _sent_by(user: str, n: int = 1):  # type: ignore[no-untyped-def]
    """The user's own sent copies (``n`` new mails)."""
    return created("mail.messages", {"mailbox_owner_id": user, "folder": "Đã gửi"}, n=n)


def _delivered(owners: list[str], n: int | None = None):  # type: ignore[no-untyped-def]
    """Inbox copies delivered to these colleagues (one each unless ``n``)."""
    return created(
        "mail.messages",
        {"mailbox_owner_id": {"in": owners}, "folder": "Hộp thư đến"},
        n=len(owners) if n is None else n,
    )


# ============================================================================================
# 1. The deputy head's approval queue: two policies, a fact from the cashier's mail
# ============================================================================================

HAI = "NV000011"
LINH_MAIL = (
    "Anh Hải ơi,\n\nTheo sổ quỹ, bạn Bùi Đức Long còn khoản tạm ứng LC-2026-0785 (5.000.000 đ, "
    "in tài liệu chào hàng) chưa quyết toán dù đã quá hạn hoàn ứng. Theo quy trình mỗi người chỉ "
    "có một khoản tạm ứng chưa quyết toán, nên em chưa chi khoản tạm ứng mới nào cho bạn ấy đến "
    "khi quyết toán xong.\n\nCác đề nghị tạm ứng khác của phòng anh duyệt xong thì anh báo em "
    "(mã lượt chạy) để em chuẩn bị tiền nhé.\n\nLinh – Thủ quỹ"
)


@TASKS.task("advance_queue_two_policies")
def _advance_queue_two_policies() -> Task:
    world = _world(
        HAI,
        _run(
            "LC-2026-0701",
            ApprovalProcess.ADVANCE,
            "NV000016",
            "PB-KD",
            6_000_000,
            "Tạm ứng chi phí in tài liệu và quà tặng cho hội thảo khách hàng ngày 08/5, dự toán "
            "7.500.000 đ",
            HAI,
            D(2026, 4, 15),
        ),
        _run(
            "LC-2026-0702",
            ApprovalProcess.PURCHASE,
            "NV000014",
            "PB-KD",
            4_500_000,
            "Mua 2 tai nghe hội nghị Jabra cho nhóm kinh doanh gọi khách hàng trực tuyến",
            HAI,
            D(2026, 4, 14),
        ),
        _run(
            "LC-2026-0703",
            ApprovalProcess.INVOICE_PAYMENT,
            "NV000014",
            "PB-KD",
            7_200_000,
            "Thanh toán hoá đơn tiếp khách Công ty CP Hoàng Gia tại nhà hàng Sen Vàng ngày 10/4; "
            "đề nghị chi tiền mặt trực tiếp cho nhà hàng",
            HAI,
            D(2026, 4, 14),
        ),
        _run(
            "LC-2026-0704",
            ApprovalProcess.ADVANCE,
            "NV000014",
            "PB-KD",
            9_000_000,
            "Tạm ứng công tác phí TP.HCM 06–08/5 làm việc với Công ty TNHH Hoàng Gia Phát, dự "
            "toán chuyến đi 10.000.000 đ (vé máy bay, khách sạn 2 đêm, lưu trú 3 ngày)",
            HAI,
            D(2026, 4, 15),
        ),
        _inbox(
            "TH000701",
            "TD00701",
            HAI,
            "linh.ht@minhlong.vn",
            "Hà Thị Linh",
            ["hai.tv@minhlong.vn"],
            "Tạm ứng chưa quyết toán – phòng Kinh doanh",
            LINH_MAIL,
            DT(2026, 4, 15, 15, 20),
        ),
        _inbox(
            "TH000702",
            "TD00701",
            "NV000035",
            "linh.ht@minhlong.vn",
            "Hà Thị Linh",
            ["hai.tv@minhlong.vn"],
            "Tạm ứng chưa quyết toán – phòng Kinh doanh",
            LINH_MAIL,
            DT(2026, 4, 15, 15, 20),
            is_read=True,
            folder=MailFolder.SENT,
        ),
    )
    world = patch(
        world,
        "office.approvals",
        "LC-2026-0784",
        description=(
            "Tạm ứng công tác phí Đà Nẵng 21–23/4 gặp Chi nhánh Thép Đông Á, dự toán chuyến đi "
            "15.000.000 đ (vé máy bay, khách sạn 2 đêm, lưu trú 3 ngày)"
        ),
    )
    mine = ["LC-2026-0701", "LC-2026-0702", "LC-2026-0703", "LC-2026-0704", "LC-2026-0784"]
    return Task(
        id="office.advance_queue_two_policies",
        domain="office",
        tier="expert",
        prompt=(
            "E xử lý giúp a các đề nghị đang chờ a duyệt trên Quy trình nhé: đúng quy định thì "
            "đồng ý, sai thì trả về ghi rõ lý do. Chị Linh thủ quỹ có mail về tạm ứng của phòng, "
            "e xem rồi rep chị ấy các khoản tạm ứng a đã duyệt luôn."
        ),
        note=(
            "Trần Văn Hải's queue of five runs, two policies and the cashier's mail: approve "
            "LC-0784 (12 of a 15-triệu estimate = 80 %, moves on to the chief accountant) and "
            "LC-0702 (4,5 triệu purchase, done); return LC-0701 (Bùi Đức Long still has the "
            "unsettled advance LC-0785 — only in Linh's mail; VB-004 §5 one open advance), LC-0703 "
            "(7,2 triệu in cash, VB-004 §6 needs a bank transfer) and LC-0704 (9 of 10 triệu = 90 "
            "% > the 80 % cap of VB-007 §5); then reply to Linh naming LC-0784. Traps: approving "
            "all, one policy without the other, rejecting instead of returning, no reply to Linh."
        ),
        world=world,
        assertions=[
            field(
                "office.approvals",
                {"id": "LC-2026-0784"},
                "current_step",
                1,
                "LC-2026-0784 (80 % of its estimate) is approved by Hải and moves to the chief "
                "accountant's step",
            ),
            field(
                "office.approvals",
                {"id": "LC-2026-0784"},
                "status",
                "Đang thực hiện",
                "LC-2026-0784 is still running (the chief accountant's step follows)",
                negative=True,
            ),
            field(
                "office.approvals",
                {"id": "LC-2026-0702"},
                "status",
                "Hoàn thành",
                "LC-2026-0702 (4,5 triệu headsets) is approved",
            ),
            field(
                "office.approvals",
                {"id": "LC-2026-0701"},
                "status",
                "Nháp",
                "LC-2026-0701 is returned: Long still has an unsettled advance (LC-0785)",
            ),
            field(
                "office.approvals",
                {"id": "LC-2026-0703"},
                "status",
                "Nháp",
                "LC-2026-0703 (7,2 triệu in cash) is returned",
            ),
            field(
                "office.approvals",
                {"id": "LC-2026-0703"},
                "steps.note",
                concept("bank_transfer"),
                "The LC-2026-0703 return note asks for a bank transfer",
                op="contains",
            ),
            field(
                "office.approvals",
                {"id": "LC-2026-0704"},
                "status",
                "Nháp",
                "LC-2026-0704 (90 % of its estimate) is returned",
            ),
            mail_sent(
                "Hải replies to Linh naming the approved advance LC-2026-0784",
                to=["linh.ht@minhlong.vn"],
                body_contains=["LC-2026-0784"],
            ),
            reply_has(
                "The reply names the three returned runs",
                record("office.approvals", "LC-2026-0701"),
                record("office.approvals", "LC-2026-0703"),
                record("office.approvals", "LC-2026-0704"),
            ),
            reply_has(
                "The reply gives the 80 % cap (or the 8-triệu ceiling) for LC-2026-0704",
                any_of=[80, 8_000_000],
            ),
            reply_has(
                "The reply gives the cash rule for LC-2026-0703",
                concept("bank_transfer"),
            ),
        ],
        exempt={
            "hedge": (
                "The reply is a per-run summary: every run id and both policies' reasons appear "
                "in a correct reply too, so no wrong value exists for a hedge to add; each run's "
                "outcome is graded on its state, which a hedge cannot change."
            )
        },
        scopes=[
            *(scope("office.approvals", {"id": rid}) for rid in mine),
            _sent_by(HAI),
            _delivered(["NV000035"]),
        ],
    )
