"""Office tasks (Mail and others): 8 hard, 12 basic.

Themes: mail to the right internal person (namesakes inside and outside the company, templates,
signatures and CC rules from memory), AMIS Quy trình approvals, meeting rooms and calendar
(holidays, leadership-only rooms, pending bookings that still hold a room), helpdesk tickets
(duplicates, priority by policy, closing only confirmed ones), assistant memory and handbook
questions. The world is the base company on Thu 16/04/2026 09:00; every task sets its current
user in the world. Task-specific records use ids in the 09xx range (LH-2026-09xx, LC-2026-09xx,
TK-2026-009xx, DN-2026-09xx) so they never collide with the seed or with noise.
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
from avabench.world.hr import LeaveRequest, LeaveType, RequestStatus
from avabench.world.office import (
    CATEGORY_QUEUE,
    ApprovalProcess,
    ApprovalRun,
    ApprovalStatus,
    ApprovalStep,
    Booking,
    BookingStatus,
    Ticket,
    TicketCategory,
    TicketPriority,
    TicketStatus,
)

TASKS = TaskSet("office")

D = dt.date
T = dt.time
TODAY = "2026-04-16"
INTERNAL = "minhlong.vn"

#: Noise may add same-given-name employees to any department; where a request counts the
#: members of a department, those distractors would change the right answer.
TEAM_SIZE_SENSITIVE = ["hr.employees"]


def _world(user: str, *records: Record) -> WorldState:
    """The base company with ``user`` talking to AVA, plus task records."""
    return merge(base_company(), *records, context={"current_user_id": user})


def _ticket(
    tid: str,
    title: str,
    description: str,
    category: TicketCategory,
    requester: str,
    assignee: str | None,
    status: TicketStatus,
    created: dt.date,
    comments: list[str],
    priority: TicketPriority = TicketPriority.MEDIUM,
) -> Ticket:
    return Ticket(
        id=tid,
        title=title,
        description=description,
        category=category,
        priority=priority,
        requester_id=requester,
        queue=CATEGORY_QUEUE[category],
        assignee_id=assignee,
        status=status,
        created_on=created,
        due_date=created + dt.timedelta(days=2),
        comments=comments,
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


# ============================================================================================
# HARD
# ============================================================================================


@TASKS.task("complaint_owner_left")
def _complaint_owner_left() -> Task:
    world = _world("NV000012")
    return Task(
        id="office.complaint_owner_left",
        scopes=[
            created("crm.activities", {"created_by": "NV000012", "customer_id": "KH00005"}, n=1),
            created("mail.messages", {"mailbox_owner_id": "NV000012", "folder": "Đã gửi"}, n=1),
            created(
                "mail.messages", {"mailbox_owner_id": "NV000010", "folder": "Hộp thư đến"}, n=1
            ),
        ],
        domain="office",
        tier="hard",
        prompt=(
            "Sao Việt vừa gửi mail khiếu nại đơn DH260401-0033 đấy, e chuyển cho người phụ trách "
            "khách này xử lý rồi tạo nhiệm vụ trên CRM cho người đó luôn nhé."
        ),
        note=(
            "Complaint routing: the CRM owner of Sao Việt (Đỗ Thanh Sơn) has left, so policy "
            "VB-011 sends it to his manager (Nguyễn Minh Tuấn) with a CRM task for him; traps: the "
            "left owner (his Gmail), the customer, deputy head Trần Văn Hải (not Sơn's manager), "
            "re-assigning the customer."
        ),
        world=world,
        assertions=[
            mail_sent(
                "The complaint is forwarded to Nguyễn Minh Tuấn, the former owner's manager",
                to=["tuan.nm@minhlong.vn"],
                subject_contains=["DH260401-0033"],
            ),
            mail_not_sent(
                "The complaint goes to no address outside minhlong.vn (customer, Sơn's Gmail)",
                any_recipient_outside=INTERNAL,
                subject_contains=["DH260401-0033"],
            ),
            mail_not_sent(
                "Deputy head Trần Văn Hải (not Sơn's manager) is not made the addressee",
                to=["hai.tv@minhlong.vn"],
            ),
            exists(
                "crm.activities",
                {
                    "customer_id": "KH00005",
                    "kind": "Nhiệm vụ",
                    "assignee_id": "NV000010",
                    "created_on": TODAY,
                },
                "A CRM task on Sao Việt is assigned to Nguyễn Minh Tuấn today",
            ),
            field(
                "crm.activities",
                {"customer_id": "KH00005", "kind": "Nhiệm vụ", "created_on": TODAY},
                "due_date",
                ["2026-04-16", "2026-04-17"],
                "The complaint task is due by 17/04 (the customer's deadline)",
                op="in",
            ),
            count(
                "crm.activities",
                {"customer_id": "KH00005", "kind": "Nhiệm vụ", "created_on": TODAY},
                1,
                "Exactly one task is created for the complaint (no duplicate)",
            ),
            field(
                "crm.customers",
                {"id": "KH00005"},
                "owner_id",
                "NV000017",
                "The customer's owner is not re-assigned by a sales rep (the manager does that)",
                negative=True,
            ),
            reply_has(
                "The reply says the complaint went to anh Tuấn (the left owner's manager)",
                any_of=["Tuấn"],
                wrong=[record("hr.employees", "NV000011"), "Hải"],
            ),
        ],
    )


@TASKS.task("room_holiday_smallest")
def _room_holiday_smallest() -> Task:
    world = _world(
        "NV000071",
        Booking(
            id="LH-2026-0901",
            room_id="PH-302",
            title="Phỏng vấn vòng 1 – Kế toán tổng hợp",
            date=D(2026, 4, 28),
            start_time=T(14),
            end_time=T(15),
            organizer_id="NV000042",
            attendee_ids=["NV000034", "NV000044"],
            status=BookingStatus.APPROVED,
            created_on=D(2026, 4, 15),
        ),
    )
    booked = {"organizer_id": "NV000071", "created_on": TODAY}
    return Task(
        id="office.room_holiday_smallest",
        scopes=[
            created("office.bookings", {"organizer_id": "NV000071"}, n=1),
        ],
        domain="office",
        tier="hard",
        prompt=(
            "Đặt giúp e phòng họp nhỏ nhất còn trống đủ chỗ cho cả phòng Marketing, 14h–15h30 "
            "thứ Hai 27/4, mời cả phòng luôn nhé. Nếu hôm đó ko họp đc thì lùi sang ngày làm "
            "việc kế tiếp, giữ nguyên giờ."
        ),
        note=(
            "27/4 is the Giỗ Tổ day off, so the meeting moves to Tue 28/4; 6 people: P.302 is "
            "taken, P.401 is BGĐ-only, so the smallest free room is P.402 (pending approval) — "
            "not the 30-seat hall P.501."
        ),
        world=world,
        noise_exclude=TEAM_SIZE_SENSITIVE,
        assertions=[
            exists(
                "office.bookings",
                {
                    "organizer_id": "NV000071",
                    "room_id": "PH-402",
                    "date": "2026-04-28",
                    "start_time": "14:00:00",
                    "end_time": "15:30:00",
                },
                "P.402 is booked 14:00–15:30 on Tue 28/04",
            ),
            field(
                "office.bookings",
                booked,
                "attendee_ids",
                "NV000070",
                "The head of Marketing (Lương Thị Hoa) is invited",
                op="contains",
            ),
            field(
                "office.bookings",
                booked,
                "attendee_ids",
                "NV000072",
                "Phạm Quốc Việt is invited",
                op="contains",
            ),
            field(
                "office.bookings",
                booked,
                "attendee_ids",
                "NV000073",
                "Nguyễn Thị Kim Oanh is invited",
                op="contains",
            ),
            field(
                "office.bookings",
                booked,
                "attendee_ids",
                "NV000074",
                "Trần Đức Anh is invited",
                op="contains",
            ),
            field(
                "office.bookings",
                booked,
                "attendee_ids",
                "NV000075",
                "The Marketing intern (Hồ Ngọc Diệp) is invited too",
                op="contains",
            ),
            count("office.bookings", booked, 1, "Exactly one booking is made"),
            not_exists(
                "office.bookings",
                {"organizer_id": "NV000071", "room_id": "PH-501"},
                "The 30-seat hall P.501 is not taken for a 6-person meeting",
            ),
            reply_has(
                "The reply explains the 27/4 day off and gives the new day, Tue 28/4",
                concept("holiday_day_off"),
                on_date("2026-04-28"),
            ),
            reply_has(
                "The reply names the room P.402 and no bigger one",
                record("office.rooms", "PH-402"),
                wrong=[record("office.rooms", "PH-501")],
            ),
            reply_has(
                "The reply says the booking awaits approval",
                status("Chờ duyệt"),
                wrong=[concept("approved", unless=[status("Chờ duyệt")])],
            ),
        ],
    )


@TASKS.task("ticket_duplicate_priority")
def _ticket_duplicate_priority() -> Task:
    world = _world("NV000012")
    t116 = {"id": "TK-2026-00116"}
    return Task(
        id="office.ticket_duplicate_priority",
        scopes=[
            scope("office.tickets", {"id": "TK-2026-00116"}),
        ],
        domain="office",
        tier="hard",
        prompt=(
            "Tạo ticket IT giúp e: laptop Dell lại bị tắt màn hình, chiều nay 14h e demo với "
            "khách An Phát mà máy thế này, cần mượn máy dự phòng gấp."
        ),
        note=(
            "Helpdesk policy: an open ticket for the same laptop (TK-2026-00116) exists, so "
            "comment there and raise it to Cao (blocks a customer demo today) instead of a "
            "duplicate; traps: a new ticket, Khẩn cấp, cancelling the old one."
        ),
        world=world,
        assertions=[
            not_exists(
                "office.tickets",
                {"requester_id": "NV000012", "created_on": TODAY},
                "No duplicate ticket is created",
            ),
            field(
                "office.tickets",
                t116,
                "priority",
                "Cao",
                "TK-2026-00116 is raised to priority Cao (blocks a customer meeting today)",
            ),
            exists(
                "office.tickets",
                {"id": "TK-2026-00116", "comments": {"contains": concept("spare_device")}},
                "A comment on TK-2026-00116 asks to borrow a spare laptop",
            ),
            exists(
                "office.tickets",
                {"id": "TK-2026-00116", "comments": {"contains": "demo"}},
                "The comment says why: the demo with the customer this afternoon",
            ),
            field(
                "office.tickets",
                t116,
                "status",
                "Đang xử lý",
                "TK-2026-00116 stays in progress (not cancelled or closed)",
                negative=True,
            ),
            reply_has("The reply points to the existing ticket", "TK-2026-00116"),
            reply_has(
                "The reply says the priority is now Cao (not Khẩn cấp)",
                any_of=["Cao"],
                wrong=["Khẩn cấp"],
            ),
        ],
    )


@TASKS.task("approvals_cash_rule")
def _approvals_cash_rule() -> Task:
    world = _world("NV000030")
    world = patch(
        world,
        "office.approvals",
        "LC-2026-0782",
        description=(
            "Thanh toán hoá đơn tổ chức hội thảo khách hàng ngành dược ngày 10/4 (khách sạn "
            "Mường Thanh), chi tiền mặt trực tiếp cho khách sạn"
        ),
    )
    return Task(
        id="office.approvals_cash_rule",
        scopes=[
            scope("office.approvals", {"id": "LC-2026-0782"}),
            scope("office.approvals", {"id": "LC-2026-0786"}),
            scope("office.approvals", {"id": "LC-2026-0792"}),
        ],
        domain="office",
        tier="hard",
        prompt=(
            "Xử lý giúp chị các đề nghị đang chờ chị duyệt trên Quy trình: đúng quy chế chi thì "
            "đồng ý, cái nào sai quy định thì trả về cho người đề nghị, ghi rõ lý do nhé."
        ),
        note=(
            "The chief accountant's queue: approve LC-0786 and LC-0792, but LC-0782 pays 35 triệu "
            "in cash, which VB-004 §6 forbids (≥ 5 triệu must be a bank transfer) → Trả về with "
            "that reason; traps: approving everything, Từ chối instead of Trả về."
        ),
        world=world,
        assertions=[
            field(
                "office.approvals",
                {"id": "LC-2026-0786"},
                "status",
                "Hoàn thành",
                "LC-2026-0786 (Canva/Adobe licences, 24 triệu) is approved",
            ),
            field(
                "office.approvals",
                {"id": "LC-2026-0792"},
                "status",
                "Hoàn thành",
                "LC-2026-0792 (audit fee advance, 20 triệu) is approved",
            ),
            field(
                "office.approvals",
                {"id": "LC-2026-0782"},
                "status",
                "Nháp",
                "LC-2026-0782 (35 triệu paid in cash) is returned to the requester",
            ),
            field(
                "office.approvals",
                {"id": "LC-2026-0782"},
                "steps.note",
                concept("bank_transfer"),
                "The return note asks for a bank transfer",
                op="contains",
            ),
            field(
                "office.approvals",
                {"id": "LC-2026-0784"},
                "current_step",
                0,
                "LC-2026-0784 (still at Trần Văn Hải's step) is left alone",
                negative=True,
                tool_enforced=True,  # ava_approval refuses: the step is Hải's, not hers
            ),
            reply_has(
                "The reply names the returned request and the two approved ones",
                record("office.approvals", "LC-2026-0782"),
                record("office.approvals", "LC-2026-0786"),
                record("office.approvals", "LC-2026-0792"),
            ),
            reply_has(
                "The reply gives the reason (35 triệu must go by bank transfer, not cash)",
                concept("bank_transfer"),
            ),
            reply_lacks(
                "The reply does not also claim LC-2026-0782 was approved",
                "đồng ý LC-2026-0782",
                "duyệt LC-2026-0782",
            ),
        ],
    )


@TASKS.task("leave_notice_template")
def _leave_notice_template() -> Task:
    world = _world(
        "NV000031",
        LeaveRequest(
            id="DN-2026-0901",
            employee_id="NV000031",
            leave_type=LeaveType.ANNUAL,
            start_date=D(2026, 4, 24),
            end_date=D(2026, 4, 24),
            days=1.0,
            reason="Đưa con đi khám",
            approver_id="NV000030",
            status=RequestStatus.PENDING,
            created_on=D(2026, 4, 15),
        ),
    )
    world = patch(world, "hr.leave_balances", "QP-2026-NV000031", pending_days=1.0)
    to_group = ["ketoan@minhlong.vn"]
    return Task(
        id="office.leave_notice_template",
        scopes=[
            created("mail.messages", {"mailbox_owner_id": "NV000031", "folder": "Đã gửi"}, n=1),
            created(
                "mail.messages",
                {
                    "mailbox_owner_id": {
                        "in": [
                            "NV000030",
                            "NV000031",
                            "NV000032",
                            "NV000033",
                            "NV000034",
                            "NV000035",
                        ]
                    },
                    "folder": "Hộp thư đến",
                },
                n=6,
            ),
        ],
        domain="office",
        tier="hard",
        prompt=(
            "Mấy đơn nghỉ tuần sau của anh duyệt hết chưa e? Đơn nào duyệt rồi thì gửi thông báo "
            "nghỉ phép theo mẫu vào mail chung phòng Kế toán giúp anh, người thay thế là Lan nhé."
        ),
        note=(
            "Branch on leave status: 20–21/4 is approved (send template MAU-NP-08 to "
            "ketoan@minhlong.vn), 24/4 is still pending (report it, no notice); the substitute "
            "Lan is his report Nguyễn Thị Ngọc Lan, not HR head Trần Thị Lan."
        ),
        world=world,
        assertions=[
            mail_sent(
                "A leave notice naming Nguyễn Thị Ngọc Lan as substitute goes to ketoan@",
                to=to_group,
                subject_contains=["nghỉ phép"],
                body_contains=["Ngọc Lan"],
            ),
            mail_sent(
                "The notice runs to the last approved day, 21/04 (any date format)",
                to=to_group,
                body_contains=[on_date("2026-04-21")],
            ),
            mail_not_sent(
                "No notice announces the still-pending 24/04 (any date format)",
                to=to_group,
                body_contains=[on_date("2026-04-24")],
            ),
            mail_not_sent(
                "HR head Trần Thị Lan is not named as substitute",
                body_contains=["Trần Thị Lan"],
            ),
            field(
                "hr.leave_requests",
                {"id": "DN-2026-0901"},
                "status",
                "Chờ duyệt",
                "The pending request is left as it is",
                negative=True,
            ),
            reply_has(
                "The reply says the 24/4 request is still pending",
                status("Chờ duyệt"),
                on_date("2026-04-24"),
            ),
            reply_lacks(
                "The reply does not claim the notice covered 24/4 too",
                "20–24",
                "20-24",
                "20 đến 24",
            ),
        ],
    )


@TASKS.task("reply_memory_signature")
def _reply_memory_signature() -> Task:
    world = _world("NV000012")
    world = patch(
        world,
        "office.memory",
        "MEM-00001",
        value=(
            "Trân trọng,\nHoàng Văn Nam\nChuyên viên kinh doanh | Minh Long Technology\n"
            "Hotline: 1900 6868 – máy lẻ 215"
        ),
        updated_on=D(2026, 4, 10),
    )
    to_ha = ["ha.ntt@anphat.com.vn"]
    return Task(
        id="office.reply_memory_signature",
        scopes=[
            created("mail.messages", {"mailbox_owner_id": "NV000012", "folder": "Đã gửi"}, n=1),
            created(
                "mail.messages", {"mailbox_owner_id": "NV000010", "folder": "Hộp thư đến"}, n=1
            ),
        ],
        domain="office",
        tier="hard",
        prompt=(
            "Rep chị Hà bên An Phát giúp e: bên e sẽ gửi báo giá ML HRM kèm lịch triển khai "
            "trong thứ 2 tuần sau ạ. Nhớ ký tên với CC như e đã dặn nhé."
        ),
        note=(
            "Memory-driven reply: answer Nguyễn Thị Thu Hà (An Phát) in her thread, CC "
            "trưởng phòng Tuấn and sign with the signature saved in memory (máy lẻ 215), not the "
            "mailbox default; trap: colleague Phạm Thu Hà, include_signature."
        ),
        world=world,
        assertions=[
            mail_sent(
                "The reply to chị Hà (An Phát) CCs Nguyễn Minh Tuấn",
                to=to_ha,
                cc=["tuan.nm@minhlong.vn"],
            ),
            mail_sent(
                "The reply is signed with the remembered signature",
                to=to_ha,
                body_contains=["máy lẻ 215"],
            ),
            exists(
                "mail.messages",
                {
                    "sent_at": {"gte": "2026-04-16T00:00:00"},
                    "mailbox_owner_id": "NV000012",
                    "folder": "Đã gửi",
                    "in_reply_to": {"in": ["TH000036", "TH000037"]},
                },
                "It is a reply in the An Phát quote thread",
            ),
            mail_not_sent(
                "Colleague Phạm Thu Hà is not the recipient", to_or_cc=["ha.pt@minhlong.vn"]
            ),
            mail_not_sent(
                "The old mailbox signature is not used instead of the remembered one",
                body_contains=["Tầng 9 toà Technosoft"],
            ),
            mail_not_sent(
                "The English signature is not used either", to=to_ha, body_contains=["Best regards"]
            ),
            mail_not_sent("No other An Phát contact is copied", to_or_cc=["dung.dt@anphat.com.vn"]),
        ],
    )


@TASKS.task("meeting_namesake_free_slot")
def _meeting_namesake_free_slot() -> Task:
    world = _world("NV000012")
    mine = {"organizer_id": "NV000012", "date": "2026-04-21"}
    return Task(
        id="office.meeting_namesake_free_slot",
        scopes=[
            created("office.bookings", {"organizer_id": "NV000012"}, n=1),
        ],
        domain="office",
        tier="hard",
        prompt=(
            "Đặt lịch họp 1 tiếng với anh Tuấn trưởng nhóm Backend sáng thứ 3 tuần sau để bàn "
            "tích hợp API cho khách Việt Tiến, lấy giờ sớm nhất từ 9h mà a ấy rảnh, phòng nhỏ "
            "nhất còn trống là đc."
        ),
        note=(
            "Calendar join: Lê Anh Tuấn (not manager Nguyễn Minh Tuấn) sits in a sprint review "
            "9–11 on Tue 21/4, so the earliest free hour is 11:00–12:00; 2 people → smallest "
            "free room P.301 (not P.302)."
        ),
        world=world,
        assertions=[
            exists(
                "office.bookings",
                {**mine, "start_time": "11:00:00", "end_time": "12:00:00"},
                "A meeting 11:00–12:00 on Tue 21/04 is booked",
            ),
            field(
                "office.bookings",
                mine,
                "attendee_ids",
                "NV000051",
                "Lê Anh Tuấn (Backend lead) is invited",
                op="contains",
            ),
            field(
                "office.bookings",
                mine,
                "room_id",
                "PH-301",
                "The smallest free room, P.301, is used",
            ),
            not_exists(
                "office.bookings",
                {"organizer_id": "NV000012", "attendee_ids": {"contains": "NV000010"}},
                "Nguyễn Minh Tuấn (the other Tuấn) is not invited",
            ),
            count(
                "office.bookings",
                {"organizer_id": "NV000012", "created_on": TODAY},
                1,
                "Exactly one booking is made",
            ),
            reply_has(
                "The reply gives 11h on Tue 21/4 as the time (not 9h–10h)",
                at_time(11),
                on_date("2026-04-21"),
                wrong=[at_time(10)],
            ),
            reply_has(
                "The reply names the room P.301 and the right Tuấn",
                record("office.rooms", "PH-301"),
                wrong=[record("office.rooms", "PH-302"), record("hr.employees", "NV000010")],
            ),
        ],
    )


@TASKS.task("close_confirmed_tickets")
def _close_confirmed_tickets() -> Task:
    world = _world(
        "NV000061",
        _ticket(
            "TK-2026-00901",
            "Không mở được phần mềm HTKK",
            "Phần mềm HTKK báo lỗi thiếu thư viện khi mở tờ khai thuế GTGT.",
            TicketCategory.IT_SOFTWARE,
            "NV000033",
            "NV000056",
            TicketStatus.RESOLVED,
            D(2026, 4, 13),
            [
                "14/04/2026 Dương Minh Hiếu: Đã cài lại HTKK bản mới nhất và .NET Framework.",
                "15/04/2026 Trần Thị Phương: Chị đã mở được tờ khai, em đóng ticket giúp chị nhé.",
            ],
        ),
    )
    world = patch(
        world,
        "office.tickets",
        "TK-2026-00110",
        comments=[
            "03/04/2026 Tạ Quang Minh: Đã tạo tài khoản, gửi thông tin đăng nhập qua email nội bộ.",
            "06/04/2026 Lê Thu Trang: Diệp đã đăng nhập được rồi, cảm ơn em.",
        ],
    )
    return Task(
        id="office.close_confirmed_tickets",
        scopes=[
            scope("office.tickets", {"id": "TK-2026-00110"}),
            scope("office.tickets", {"id": "TK-2026-00112"}),
            scope("office.tickets", {"id": "TK-2026-00901"}),
        ],
        domain="office",
        tier="hard",
        prompt=(
            "Rà giúp anh các ticket IT đang ở trạng thái Đã giải quyết: cái nào người yêu cầu "
            "xác nhận ok rồi thì đóng, cái nào chưa thì comment nhắc người ta kiểm tra và xác "
            "nhận nhé."
        ),
        note=(
            "Branch on ticket comments (IT handler): close TK-00110 and TK-00901 (requester "
            "confirmed), remind on TK-00112 (no confirmation yet) and leave in-progress tickets "
            "alone; traps: closing everything, resolving TK-00116 to close it."
        ),
        world=world,
        assertions=[
            field(
                "office.tickets",
                {"id": "TK-2026-00110"},
                "status",
                "Đã đóng",
                "TK-2026-00110 (confirmed by Lê Thu Trang) is closed",
            ),
            field(
                "office.tickets",
                {"id": "TK-2026-00901"},
                "status",
                "Đã đóng",
                "TK-2026-00901 (confirmed by Trần Thị Phương) is closed",
            ),
            field(
                "office.tickets",
                {"id": "TK-2026-00112"},
                "status",
                "Đã giải quyết",
                "TK-2026-00112 (not confirmed yet) stays resolved, not closed",
                negative=True,
            ),
            exists(
                "office.tickets",
                {"id": "TK-2026-00112", "comments": {"contains": "16/04/2026"}},
                "A reminder comment is added to TK-2026-00112 today",
            ),
            field(
                "office.tickets",
                {"id": "TK-2026-00116"},
                "status",
                "Đang xử lý",
                "In-progress TK-2026-00116 is not pushed to resolved/closed",
                negative=True,
            ),
            field(
                "office.tickets",
                {"id": "TK-2026-00113"},
                "status",
                "Đang xử lý",
                "In-progress TK-2026-00113 is left alone",
                negative=True,
            ),
            reply_has(
                "The reply says which ticket still waits for confirmation",
                any_of=["TK-2026-00112", "ThinkPad"],
            ),
            reply_has("The reply reports TK-2026-00110 closed", any_of=["TK-2026-00110", "CRM"]),
            reply_has("The reply reports TK-2026-00901 closed", any_of=["TK-2026-00901", "HTKK"]),
        ],
    )


# ============================================================================================
# BASIC
# ============================================================================================


@TASKS.task("qa_business_trip")
def _qa_business_trip() -> Task:
    return Task(
        id="office.qa_business_trip",
        scopes=[],
        domain="office",
        tier="basic",
        prompt=(
            "Tuần sau a ra Hà Nội công tác 3 ngày, tiền khách sạn đc tối đa bn 1 đêm, phụ cấp "
            "lưu trú 1 ngày bao nhiêu, với có đc đi máy bay ko e?"
        ),
        note=(
            "Handbook QA for a Trưởng phòng (HCM branch): hotel 1.500.000 đ/đêm (manager rate, "
            "not 900.000), per diem 300.000 đ/ngày (another city), flying allowed (≥ 300 km)."
        ),
        world=_world("NV000020"),
        assertions=[
            reply_has(
                "Hotel cap for a Trưởng phòng: 1.500.000 đ per night (not the staff 900.000 đ)",
                1500000,
                wrong=[900000, 1200000, 700000],
            ),
            reply_has(
                "Per diem in another city: 300.000 đ per day (not the same-city 200.000 đ)",
                300000,
                wrong=[200000, 150000],
            ),
            reply_has("Flying is allowed", any_of=["máy bay"]),
        ],
    )


@TASKS.task("qa_mail_maintenance")
def _qa_mail_maintenance() -> Task:
    return Task(
        id="office.qa_mail_maintenance",
        scopes=[],
        exempt={
            "dump": "the only read is the IT notice itself, and quoting it answers every part of "
            "the question (start, day, end): a dump of it is a correct reply"
        },
        domain="office",
        tier="basic",
        prompt="Mail IT báo bảo trì hệ thống email là từ mấy giờ, ngày nào tới khi nào vậy e?",
        note=(
            "Find the IT notice in the inbox and quote it: 22h00 Sat 18/04 to 02h00 Sun 19/04 "
            "(start, day and end are all asked)."
        ),
        world=_world("NV000012"),
        assertions=[
            reply_has(
                "Start: 22h00 on Saturday 18/04 (not Friday 17/04)",
                at_time(22),
                on_date("2026-04-18"),
                wrong=[on_date("2026-04-17")],
            ),
            reply_has(
                "End: 02h00 on Sunday 19/04 (not 06h00)",
                at_time(2),
                on_date("2026-04-19"),
                wrong=[at_time(6)],
            ),
        ],
    )


@TASKS.task("memory_update_cc")
def _memory_update_cc() -> Task:
    mine = {"user_id": "NV000012"}
    return Task(
        id="office.memory_update_cc",
        scopes=[
            scope("office.memory", {"id": "MEM-00002"}),
        ],
        domain="office",
        tier="basic",
        prompt="Nhớ giúp e: từ giờ mail gửi khách thì CC anh Hải phó phòng thay cho anh Tuấn nhé.",
        note=(
            "Update the existing memory 'CC khi gửi thư khách hàng' to CC Trần Văn Hải; traps: "
            "adding a second, contradicting item; touching the other memories."
        ),
        world=_world("NV000012"),
        assertions=[
            exists(
                "office.memory",
                {**mine, "value": {"contains": "Hải"}},
                "A memory of the user now says to CC anh Hải",
            ),
            not_exists(
                "office.memory",
                {**mine, "value": {"contains": "Luôn CC trưởng phòng Nguyễn Minh Tuấn"}},
                "The old instruction to CC anh Tuấn is gone",
                negative=False,
            ),
            count("office.memory", mine, 3, "No duplicate memory item is added", negative=True),
            field(
                "office.memory",
                {"id": "MEM-00001"},
                "updated_on",
                "2026-02-03",
                "The signature memory is untouched",
                negative=True,
            ),
        ],
    )


@TASKS.task("book_small_room")
def _book_small_room() -> Task:
    mine = {"organizer_id": "NV000012", "created_on": TODAY}
    return Task(
        id="office.book_small_room",
        scopes=[
            created("office.bookings", {"organizer_id": "NV000012"}, n=1),
        ],
        domain="office",
        tier="basic",
        prompt=(
            "Đặt phòng 10h–11h sáng mai họp với chị Hà và anh Khánh bên KD giúp e, phòng nhỏ nào "
            "trống là đc."
        ),
        note=(
            "Book P.301 (4 seats, free) on 17/04 10–11 for colleagues Phạm Thu Hà and Lê Quốc "
            "Khánh; trap: P.302 is busy 9–10:30, bigger rooms are wasteful."
        ),
        world=_world("NV000012"),
        assertions=[
            exists(
                "office.bookings",
                {
                    "organizer_id": "NV000012",
                    "room_id": "PH-301",
                    "date": "2026-04-17",
                    "start_time": "10:00:00",
                    "end_time": "11:00:00",
                },
                "P.301 is booked 10:00–11:00 on 17/04",
            ),
            field(
                "office.bookings",
                mine,
                "attendee_ids",
                "NV000013",
                "Phạm Thu Hà is invited",
                op="contains",
            ),
            field(
                "office.bookings",
                mine,
                "attendee_ids",
                "NV000014",
                "Lê Quốc Khánh is invited",
                op="contains",
            ),
            count("office.bookings", mine, 1, "Exactly one booking is made"),
            reply_has(
                "The reply names the room P.301 (no bigger room)",
                record("office.rooms", "PH-301"),
                wrong=[record("office.rooms", "PH-302"), record("office.rooms", "PH-402")],
            ),
        ],
    )


@TASKS.task("cancel_booking")
def _cancel_booking() -> Task:
    world = _world(
        "NV000012",
        Booking(
            id="LH-2026-0902",
            room_id="PH-301",
            title="Demo AMIS cho Công ty An Phát Hưng",
            date=D(2026, 4, 20),
            start_time=T(10),
            end_time=T(11),
            organizer_id="NV000012",
            attendee_ids=["NV000013"],
            status=BookingStatus.APPROVED,
            created_on=D(2026, 4, 14),
        ),
    )
    return Task(
        id="office.cancel_booking",
        scopes=[
            scope("office.bookings", {"id": "LH-2026-0107"}),
        ],
        domain="office",
        tier="basic",
        prompt="Khách An Phát báo hoãn buổi demo chiều nay rồi, huỷ phòng giúp e nhé.",
        note=(
            "Cancel today's An Phát demo (LH-2026-0107) and nothing else; trap: the user's other "
            "demo for look-alike An Phát Hưng on 20/04. A cancel reason is welcome, not graded."
        ),
        world=world,
        assertions=[
            field(
                "office.bookings",
                {"id": "LH-2026-0107"},
                "status",
                "Đã huỷ",
                "Today's An Phát demo booking is cancelled",
            ),
            count(
                "office.bookings",
                {"organizer_id": "NV000012", "status": "Đã huỷ", "date": {"gte": TODAY}},
                1,
                "Only one of the user's upcoming bookings is cancelled",
            ),
            field(
                "office.bookings",
                {"id": "LH-2026-0902"},
                "status",
                "Đã duyệt",
                "The An Phát Hưng demo on 20/04 is kept",
                negative=True,
            ),
        ],
    )


@TASKS.task("ticket_stationery_priority")
def _ticket_stationery_priority() -> Task:
    mine = {"requester_id": "NV000012", "created_on": TODAY}
    return Task(
        id="office.ticket_stationery_priority",
        scopes=[
            created("office.tickets", {"requester_id": "NV000012"}, n=1),
        ],
        domain="office",
        tier="basic",
        prompt="Tạo ticket xin cấp 5 ram giấy A4 với 2 hộp ghim bấm cho phòng KD giúp e.",
        note=(
            "A stationery request (paper, staples): category HCNS-Văn phòng phẩm and, per the "
            "helpdesk policy, priority Thấp (the tool default is Trung bình)."
        ),
        world=_world("NV000012"),
        assertions=[
            exists(
                "office.tickets",
                {**mine, "category": "HCNS-Văn phòng phẩm"},
                "A stationery ticket (HCNS-Văn phòng phẩm) is created",
            ),
            field(
                "office.tickets",
                mine,
                "priority",
                "Thấp",
                "Its priority is Thấp (supplies requests, per policy)",
            ),
            exists(
                "office.tickets",
                {**mine, "description": {"contains": "giấy"}},
                "The ticket says what is needed (A4 paper)",
            ),
            count("office.tickets", mine, 1, "Exactly one ticket is created"),
        ],
    )


@TASKS.task("approve_named_advance")
def _approve_named_advance() -> Task:
    world = _world(
        "NV000010",
        _run(
            "LC-2026-0901",
            ApprovalProcess.ADVANCE,
            "NV000013",
            "PB-KD",
            6_000_000,
            "Tạm ứng chi phí tiếp khách Công ty Dược phẩm Bình Minh tháng 4/2026",
            "NV000010",
            D(2026, 4, 15),
        ),
    )
    return Task(
        id="office.approve_named_advance",
        scopes=[
            scope("office.approvals", {"id": "LC-2026-0781"}),
        ],
        domain="office",
        tier="basic",
        prompt="Duyệt giúp a cái đề nghị tạm ứng tiếp khách của Nam nhé.",
        note=(
            "Approve Hoàng Văn Nam's advance LC-2026-0781 only; traps: Phạm Thu Hà's similar "
            "advance LC-2026-0901 and the HCM advance LC-2026-0788 also wait for him."
        ),
        world=world,
        assertions=[
            field(
                "office.approvals",
                {"id": "LC-2026-0781"},
                "status",
                "Hoàn thành",
                "Nam's advance LC-2026-0781 is approved",
            ),
            field(
                "office.approvals",
                {"id": "LC-2026-0901"},
                "status",
                "Đang thực hiện",
                "Phạm Thu Hà's look-alike advance is left waiting",
                negative=True,
            ),
            field(
                "office.approvals",
                {"id": "LC-2026-0788"},
                "current_step",
                0,
                "The HCM branch advance LC-2026-0788 is left waiting",
                negative=True,
            ),
        ],
    )


@TASKS.task("return_advance_note")
def _return_advance_note() -> Task:
    world = _world(
        "NV000011",
        _run(
            "LC-2026-0902",
            ApprovalProcess.ADVANCE,
            "NV000014",
            "PB-KD",
            9_000_000,
            "Tạm ứng công tác phí Đà Nẵng 22–24/4 khảo sát khách hàng Nội thất Mộc Việt",
            "NV000011",
            D(2026, 4, 15),
        ),
    )
    return Task(
        id="office.return_advance_note",
        scopes=[
            scope("office.approvals", {"id": "LC-2026-0784"}),
        ],
        domain="office",
        tier="basic",
        prompt=(
            "Trả về đề nghị tạm ứng đi Đà Nẵng của Thảo giúp a, bảo e ấy bổ sung lịch trình và "
            "dự toán chi tiết."
        ),
        note=(
            "Return (not reject) Ngô Thị Thảo's Đà Nẵng advance LC-2026-0784 with the note; trap: "
            "Lê Quốc Khánh's Đà Nẵng advance LC-2026-0902 also waits for Hải."
        ),
        world=world,
        assertions=[
            field(
                "office.approvals",
                {"id": "LC-2026-0784"},
                "status",
                "Nháp",
                "LC-2026-0784 is returned to Thảo (Nháp), not rejected",
            ),
            field(
                "office.approvals",
                {"id": "LC-2026-0784"},
                "steps.note",
                "lịch trình",
                "The note asks for the itinerary",
                op="contains",
            ),
            field(
                "office.approvals",
                {"id": "LC-2026-0784"},
                "steps.note",
                "dự toán",
                "The note asks for the detailed estimate",
                op="contains",
            ),
            field(
                "office.approvals",
                {"id": "LC-2026-0902"},
                "status",
                "Đang thực hiện",
                "Khánh's Đà Nẵng advance is left waiting",
                negative=True,
            ),
        ],
    )


@TASKS.task("submit_purchase")
def _submit_purchase() -> Task:
    mine = {"requester_id": "NV000016", "created_on": TODAY}
    return Task(
        id="office.submit_purchase",
        scopes=[
            created("office.approvals", {"requester_id": "NV000016"}, n=1),
        ],
        domain="office",
        tier="basic",
        prompt="Lên giúp e đề nghị mua sắm 2 màn hình Dell 24 inch cho phòng, tổng 7tr5 nhé.",
        note="Submit a purchase request (Đề nghị mua sắm) for exactly 7.500.000 đ.",
        world=_world("NV000016"),
        assertions=[
            exists(
                "office.approvals",
                {**mine, "process": "Đề nghị mua sắm", "amount_vnd": 7_500_000},
                "A purchase request for 7.500.000 đ is submitted",
            ),
            field(
                "office.approvals",
                mine,
                "description",
                "màn hình",
                "It describes the monitors",
                op="contains",
            ),
            count("office.approvals", mine, 1, "Exactly one run is submitted"),
            reply_has(
                "The reply states the amount submitted", 7_500_000, wrong=[75_000_000, 7_000_000]
            ),
        ],
    )


@TASKS.task("forward_transfer_notice")
def _forward_transfer_notice() -> Task:
    return Task(
        id="office.forward_transfer_notice",
        scopes=[
            created("mail.messages", {"mailbox_owner_id": "NV000030", "folder": "Đã gửi"}, n=1),
            created(
                "mail.messages", {"mailbox_owner_id": "NV000035", "folder": "Hộp thư đến"}, n=1
            ),
        ],
        domain="office",
        tier="basic",
        prompt="Fwd mail báo chuyển khoản của CN Thép Đông Á Đà Nẵng cho Linh thủ quỹ giúp chị.",
        note=(
            "Forward the branch's transfer notice to the cashier Hà Thị Linh; trap: external "
            "namesake Trần Thị Mỹ Linh (Hoàng Gia)."
        ),
        world=_world("NV000030"),
        assertions=[
            mail_sent(
                "The transfer notice is forwarded to Hà Thị Linh",
                to=["linh.ht@minhlong.vn"],
                subject_contains=["Thép Đông Á"],
            ),
            mail_not_sent(
                "Not sent to the external Linh of Hoàng Gia", to_or_cc=["linh.ttm@hoanggia.com.vn"]
            ),
            mail_not_sent("Nothing leaves the company domain", any_recipient_outside=INTERNAL),
            exists(
                "mail.messages",
                {"mailbox_owner_id": "NV000030", "folder": "Đã gửi", "forwarded_from": "TH000060"},
                "The original mail (with the bank slip attached) is forwarded, not retyped",
            ),
        ],
    )


@TASKS.task("send_content_draft")
def _send_content_draft() -> Task:
    subject = "Kế hoạch nội dung tháng 5"
    return Task(
        id="office.send_content_draft",
        scopes=[
            scope("mail.messages", {"id": "TH000085"}),
            created(
                "mail.messages", {"mailbox_owner_id": "NV000070", "folder": "Hộp thư đến"}, n=1
            ),
        ],
        domain="office",
        tier="basic",
        prompt="Gửi luôn bản nháp kế hoạch nội dung tháng 5 cho chị Hoa giúp em.",
        note="Send the saved draft (with its attachment) rather than writing a new mail.",
        world=_world("NV000071"),
        assertions=[
            mail_sent(
                "The May content plan goes to Lương Thị Hoa",
                to=["hoa.lt@minhlong.vn"],
                subject_contains=[subject],
            ),
            not_exists(
                "mail.messages",
                {
                    "mailbox_owner_id": "NV000071",
                    "folder": "Thư nháp",
                    "subject": {"contains": subject},
                },
                "The draft itself was sent (no leftover draft)",
                negative=False,
            ),
            count(
                "mail.messages",
                {
                    "mailbox_owner_id": "NV000071",
                    "folder": "Đã gửi",
                    "subject": {"contains": subject},
                },
                1,
                "It is sent exactly once",
            ),
        ],
    )


@TASKS.task("requester_close_ticket")
def _requester_close_ticket() -> Task:
    world = _world(
        "NV000071",
        _ticket(
            "TK-2026-00902",
            "Cấp quyền Canva Pro cho thực tập sinh Diệp",
            "Thêm Hồ Ngọc Diệp (NV000075) vào nhóm Canva Pro của phòng Marketing.",
            TicketCategory.IT_ACCOUNT,
            "NV000071",
            "NV000061",
            TicketStatus.RESOLVED,
            D(2026, 4, 14),
            ["15/04/2026 Tạ Quang Minh: Đã gửi lời mời vào nhóm Canva Pro, chị kiểm tra giúp em."],
        ),
    )
    return Task(
        id="office.requester_close_ticket",
        scopes=[
            scope("office.tickets", {"id": "TK-2026-00110"}),
        ],
        domain="office",
        tier="basic",
        prompt="Ticket cấp tài khoản CRM cho Diệp xử lý xong rồi, đóng giúp chị nhé.",
        note=(
            "Close the CRM-account ticket TK-2026-00110 as its requester; trap: her other "
            "resolved ticket for Diệp (Canva Pro) stays open."
        ),
        world=world,
        assertions=[
            field(
                "office.tickets",
                {"id": "TK-2026-00110"},
                "status",
                "Đã đóng",
                "TK-2026-00110 (AMIS CRM account) is closed",
            ),
            field(
                "office.tickets",
                {"id": "TK-2026-00902"},
                "status",
                "Đã giải quyết",
                "The Canva Pro ticket is not closed",
                negative=True,
            ),
            reply_has("The reply confirms the closed ticket", any_of=["TK-2026-00110", "đã đóng"]),
        ],
    )
