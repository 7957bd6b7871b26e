"""HR expert tasks (AMIS Nhân sự / Chấm công): long chains across apps, scattered facts.

Every task starts from ``base_company()`` (Thu 16/04/2026, Minh Long) and merges what its story
needs. Each reference solution makes at least 8 successful tool calls, 4 of them writes, over at
least two subsystems, and each task combines at least two of: two policies applied together,
branching per record, facts found in mail / CRM / memory, a fact that changed over time, a step
that must be refused. Multi-turn tasks carry ``followups``: a careful agent asks first, and an
agent that invents the missing fact has already written the wrong thing in turn 0.

Task-specific records use ids in the 07xx/08xx range (below the noise range 0900+).
"""

from __future__ import annotations

import datetime as dt

from avabench.domains.base import base_company, merge
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
    scope,
)
from avabench.world.crm import Activity, ActivityKind, ActivityStatus

D = dt.date
TODAY = "2026-04-16"
LR = "hr.leave_requests"
OT = "hr.overtime_requests"
BAL = "hr.leave_balances"
EMP = "hr.employees"
TK = "office.tickets"
MEM = "office.memory"
MAIL = "mail.messages"
SENT = "Đã gửi"
INBOX = "Hộp thư đến"
PENDING = "Chờ duyệt"
APPROVED = "Đã duyệt"
REJECTED = "Từ chối"

TASKS = TaskSet("hr")


def _user(user_id: str):
    return merge(base_company(), context={"current_user_id": user_id})


def _mail_scopes(
    sender_id: str, sender_addr: str, to_addr: str, owners: list[str], n: int = 1
) -> list:
    """A sent mail of ``sender_id`` to ``to_addr`` and its copies in the internal inboxes."""
    out = [
        created(
            MAIL,
            {"folder": SENT, "mailbox_owner_id": sender_id, "to": {"contains": to_addr}},
            n=n,
        )
    ]
    if owners:
        out.append(
            created(
                MAIL,
                {
                    "folder": INBOX,
                    "mailbox_owner_id": {"in": owners},
                    "from_addr": sender_addr,
                    "to": {"contains": to_addr},
                },
                n=n * len(owners),
            )
        )
    return out


# ============================================================================================
# 1. Approvals with the manager's own standing rule (memory) and the team's CRM calendar
# ============================================================================================


@TASKS.task("approve_leave_client_meetings")
def _approve_leave_client_meetings() -> Task:
    world = _user("NV000010")
    merge(
        world,
        Activity(
            id="HDG00701",
            kind=ActivityKind.MEETING,
            subject="Thuyết trình giải pháp kế toán cho Ban Giám đốc An Phát Hưng",
            description="Khách chốt lịch thứ Sáu 24/4, 9h00 tại văn phòng khách.",
            customer_id="KH00002",
            assignee_id="NV000013",
            due_date=D(2026, 4, 24),
            status=ActivityStatus.NOT_STARTED,
            created_by="NV000013",
            created_on=D(2026, 4, 13),
        ),
        Activity(
            id="HDG00702",
            kind=ActivityKind.MEETING,
            subject="Khảo sát hiện trạng kho tại An Phát Hưng",
            customer_id="KH00002",
            assignee_id="NV000013",
            due_date=D(2026, 4, 9),
            status=ActivityStatus.DONE,
            created_by="NV000013",
            created_on=D(2026, 4, 2),
            completed_on=D(2026, 4, 9),
        ),
    )
    return Task(
        id="hr.approve_leave_client_meetings",
        domain="hr",
        tier="expert",
        prompt=(
            "Em duyệt giúp anh mấy đơn nghỉ đang chờ anh nhé, nhớ kiểm tra như anh vẫn dặn. Đơn "
            "nào vướng thì từ chối, ghi rõ lý do rồi mail cho bạn đó sắp xếp lại giúp anh."
        ),
        note=(
            "Tuấn's memory MEM-00005: before approving leave, check the requester's customer "
            "meetings (CRM). Pending for him: Hải 24/4 (his only meeting HDG00009 is 28/4, "
            "outside: approve), Hà 24–28/4 (meeting HDG00701 with An Phát Hưng on 24/4: reject "
            "with the reason + mail Hà), Phong chiều 21/4 (no meeting: approve). Traps: approving "
            "all (memory ignored), rejecting Hải for the 28/4 meeting, Hà's done meeting 9/4, "
            "touching 0059/0060/0061/0062, no mail to Hà."
        ),
        world=world,
        noise_exclude=["crm.activities"],
        exempt={
            "hedge": (
                "Which request was approved and which rejected is a per-person status; the "
                "claims cannot bind 'approved' / 'rejected' to one name, so a reply listing both "
                "outcomes for everyone cannot be told apart by text. Every anti-oracle that errs "
                "in its reply also errs in the world (a wrong decision or no mail), which the "
                "state checks catch."
            )
        },
        scopes=[
            scope(LR, {"id": {"in": ["DN-2026-0057", "DN-2026-0058", "DN-2026-0063"]}}),
            scope(
                BAL, {"id": {"in": ["QP-2026-NV000011", "QP-2026-NV000013", "QP-2026-NV000020"]}}
            ),
            *_mail_scopes("NV000010", "tuan.nm@minhlong.vn", "ha.pt@minhlong.vn", ["NV000013"]),
        ],
        assertions=[
            field(LR, {"id": "DN-2026-0057"}, "status", APPROVED, "Hải's 24/4 request approved"),
            field(LR, {"id": "DN-2026-0063"}, "status", APPROVED, "Phong's half day 21/4 approved"),
            field(
                LR,
                {"id": "DN-2026-0058"},
                "status",
                REJECTED,
                "Hà's 24–28/4 request is rejected: she meets An Phát Hưng on 24/4",
            ),
            field(
                LR,
                {"id": "DN-2026-0058"},
                "decision_note",
                "",
                "The rejection carries a reason",
                op="ne",
            ),
            field(
                LR,
                {"id": "DN-2026-0061"},
                "status",
                PENDING,
                "His own request DN-2026-0061 is not touched",
                negative=True,
            ),
            mail_sent(
                "A mail asks Hà to rearrange, naming the 24/4 meeting or the customer",
                to=["ha.pt@minhlong.vn"],
                body_contains_any=[on_date("2026-04-24"), record("crm.customers", "KH00002")],
            ),
            mail_not_sent(
                "No rearrangement mail goes to Hải (his meeting is outside his leave)",
                to_or_cc=["hai.tv@minhlong.vn"],
            ),
            reply_has(
                "The reply says Hà's request was rejected",
                record(EMP, "NV000013"),
                concept("rejected"),
            ),
            reply_has(
                "The reply names the two approved requests",
                record(EMP, "NV000011"),
                record(EMP, "NV000020"),
                concept("approved"),
            ),
        ],
    )
