"""Office subsystem: AMIS Phòng họp, helpdesk tickets, AMIS Quy trình, policy documents, memory.

* ``rooms`` and ``documents`` are lookup tables (fixed reference data).
* A booking that is *Chờ duyệt* still holds its room: only *Từ chối* and *Đã huỷ* free it
  (:data:`OCCUPYING_BOOKING_STATUSES`).
* A ticket's queue follows its category (:data:`CATEGORY_QUEUE`); its allowed status changes are
  :data:`TICKET_TRANSITIONS`.
* An approval run (lượt chạy) is a sequence of steps approved in order; ``current_step`` is the
  index of the step that has to act while the run is *Đang thực hiện*.
"""

from __future__ import annotations

import datetime as dt
from enum import StrEnum

from pydantic import BaseModel, ConfigDict, Field

from avabench.world._base import Record, Subsystem

# -- AMIS Phòng họp -----------------------------------------------------------------------------


class Room(Record):
    """Phòng họp (lookup), id e.g. PH-302."""

    name: str
    location: str
    floor: int
    capacity: int
    equipment: list[str] = Field(default_factory=list)
    restricted_to_department_id: str | None = None  # "Giới hạn người đặt phòng"
    needs_approval: bool = False  # "Yêu cầu phê duyệt"
    service_owner_id: str | None = None  # người phụ trách dịch vụ (nước, tài liệu)
    note: str = ""


class BookingStatus(StrEnum):
    PENDING = "Chờ duyệt"
    APPROVED = "Đã duyệt"
    REJECTED = "Từ chối"
    CANCELLED = "Đã huỷ"


#: Statuses in which a booking holds its room (a pending booking blocks it too).
OCCUPYING_BOOKING_STATUSES: frozenset[BookingStatus] = frozenset(
    {BookingStatus.PENDING, BookingStatus.APPROVED}
)


class Booking(Record):
    """Lịch đặt phòng họp (id e.g. LH-2026-0105)."""

    room_id: str
    title: str
    date: dt.date
    start_time: dt.time
    end_time: dt.time
    organizer_id: str
    attendee_ids: list[str] = Field(default_factory=list)
    status: BookingStatus = BookingStatus.APPROVED
    created_on: dt.date
    note: str = ""
    cancel_reason: str = ""

    @property
    def occupies(self) -> bool:
        return self.status in OCCUPYING_BOOKING_STATUSES


# -- Policy documents (document_qa) -----------------------------------------------------------


class DocSection(BaseModel):
    """Một mục của văn bản quy định."""

    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)

    heading: str
    text: str


class PolicyDocument(Record):
    """Văn bản quy định / quy trình nội bộ (lookup), id e.g. VB-001."""

    code: str  # số hiệu văn bản, e.g. "QĐ-03/2025/ML-HCNS"
    title: str
    category: str
    issued_by: str
    effective_date: dt.date
    sections: list[DocSection] = Field(default_factory=list)


# -- Helpdesk ---------------------------------------------------------------------------------


class TicketCategory(StrEnum):
    IT_ACCOUNT = "IT-Tài khoản"
    IT_DEVICE = "IT-Thiết bị"
    IT_NETWORK = "IT-Mạng"
    IT_SOFTWARE = "IT-Phần mềm"
    HR_STATIONERY = "HCNS-Văn phòng phẩm"
    HR_BADGE = "HCNS-Thẻ nhân viên"
    HR_BENEFITS = "HCNS-Chế độ"
    ACC_ADVANCE = "Kế toán-Tạm ứng"


class TicketQueue(StrEnum):
    IT = "IT"
    HR = "HCNS"
    ACCOUNTING = "Kế toán"


#: The queue (bộ phận xử lý) of each category.
CATEGORY_QUEUE: dict[TicketCategory, TicketQueue] = {
    TicketCategory.IT_ACCOUNT: TicketQueue.IT,
    TicketCategory.IT_DEVICE: TicketQueue.IT,
    TicketCategory.IT_NETWORK: TicketQueue.IT,
    TicketCategory.IT_SOFTWARE: TicketQueue.IT,
    TicketCategory.HR_STATIONERY: TicketQueue.HR,
    TicketCategory.HR_BADGE: TicketQueue.HR,
    TicketCategory.HR_BENEFITS: TicketQueue.HR,
    TicketCategory.ACC_ADVANCE: TicketQueue.ACCOUNTING,
}

#: The department whose staff handle each queue.
QUEUE_DEPARTMENT: dict[TicketQueue, str] = {
    TicketQueue.IT: "PB-CN",
    TicketQueue.HR: "PB-HCNS",
    TicketQueue.ACCOUNTING: "PB-KT",
}


class TicketPriority(StrEnum):
    LOW = "Thấp"
    MEDIUM = "Trung bình"
    HIGH = "Cao"
    URGENT = "Khẩn cấp"


class TicketStatus(StrEnum):
    NEW = "Mới"
    IN_PROGRESS = "Đang xử lý"
    WAITING = "Chờ phản hồi"
    RESOLVED = "Đã giải quyết"
    CLOSED = "Đã đóng"
    CANCELLED = "Huỷ"


#: Allowed status changes; a closed or cancelled ticket never changes again.
TICKET_TRANSITIONS: dict[TicketStatus, frozenset[TicketStatus]] = {
    TicketStatus.NEW: frozenset(
        {
            TicketStatus.IN_PROGRESS,
            TicketStatus.WAITING,
            TicketStatus.RESOLVED,
            TicketStatus.CANCELLED,
        }
    ),
    TicketStatus.IN_PROGRESS: frozenset(
        {TicketStatus.WAITING, TicketStatus.RESOLVED, TicketStatus.CANCELLED}
    ),
    TicketStatus.WAITING: frozenset(
        {TicketStatus.IN_PROGRESS, TicketStatus.RESOLVED, TicketStatus.CANCELLED}
    ),
    TicketStatus.RESOLVED: frozenset({TicketStatus.CLOSED, TicketStatus.IN_PROGRESS}),
    TicketStatus.CLOSED: frozenset(),
    TicketStatus.CANCELLED: frozenset(),
}

OPEN_TICKET_STATUSES: frozenset[TicketStatus] = frozenset(
    {TicketStatus.NEW, TicketStatus.IN_PROGRESS, TicketStatus.WAITING}
)


class Ticket(Record):
    """Yêu cầu hỗ trợ nội bộ (id e.g. TK-2026-00123)."""

    title: str
    description: str
    category: TicketCategory
    priority: TicketPriority = TicketPriority.MEDIUM
    requester_id: str
    queue: TicketQueue
    assignee_id: str | None = None
    status: TicketStatus = TicketStatus.NEW
    created_on: dt.date
    due_date: dt.date | None = None
    due_time: dt.time | None = None
    comments: list[str] = Field(default_factory=list)


# -- AMIS Quy trình ---------------------------------------------------------------------------


class ApprovalProcess(StrEnum):
    ADVANCE = "Đề nghị tạm ứng"
    INVOICE_PAYMENT = "Thanh toán hoá đơn"
    DIRECT_PROPOSAL = "Đề xuất trực tiếp"
    PURCHASE = "Đề nghị mua sắm"


#: Processes that are about spending money (an amount is required).
MONEY_PROCESSES: frozenset[ApprovalProcess] = frozenset(
    {ApprovalProcess.ADVANCE, ApprovalProcess.INVOICE_PAYMENT, ApprovalProcess.PURCHASE}
)


class StepStatus(StrEnum):
    WAITING = "Chờ"
    APPROVED = "Đồng ý"
    REJECTED = "Từ chối"
    RETURNED = "Trả về"


class ApprovalStep(BaseModel):
    """Một bước phê duyệt của lượt chạy."""

    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)

    approver_id: str
    role: str  # "Quản lý trực tiếp", "Kế toán trưởng", "Tổng Giám đốc"
    status: StepStatus = StepStatus.WAITING
    note: str = ""
    acted_on: dt.date | None = None


class ApprovalStatus(StrEnum):
    DRAFT = "Nháp"
    RUNNING = "Đang thực hiện"
    DONE = "Hoàn thành"
    REJECTED = "Từ chối"
    CANCELLED = "Đã huỷ"


class ApprovalRun(Record):
    """Lượt chạy quy trình phê duyệt (id e.g. LC-2026-0789)."""

    process: ApprovalProcess
    requester_id: str
    department_id: str
    amount_vnd: int = 0
    description: str
    steps: list[ApprovalStep] = Field(default_factory=list)
    current_step: int = 0
    status: ApprovalStatus = ApprovalStatus.RUNNING
    created_on: dt.date
    due_date: dt.date | None = None


# -- Assistant memory -------------------------------------------------------------------------


class MemoryItem(Record):
    """Một ghi nhớ của AVA về người dùng (id e.g. MEM-00012)."""

    user_id: str
    key: str
    value: str
    updated_on: dt.date


class OfficeState(Subsystem):
    """AMIS Phòng họp, helpdesk, AMIS Quy trình, tài liệu quy định và bộ nhớ của AVA."""

    label = "AMIS Văn phòng (Phòng họp, Helpdesk, Quy trình, Tài liệu)"

    rooms: list[Room] = Field(default_factory=list)
    bookings: list[Booking] = Field(default_factory=list)
    documents: list[PolicyDocument] = Field(default_factory=list)
    tickets: list[Ticket] = Field(default_factory=list)
    approvals: list[ApprovalRun] = Field(default_factory=list)
    memory: list[MemoryItem] = Field(default_factory=list)
