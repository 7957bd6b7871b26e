"""Office tools (AMIS Phòng họp, helpdesk, AMIS Quy trình, tài liệu quy định, bộ nhớ AVA).

13 tools, 7 of them write. Public helpers other subsystems may reuse: :func:`room_conflicts`
(which bookings hold a room in a time range) and :func:`approval_steps` (the spending-approval
chain of the policy QT-02/2025/ML-TCKT).

Modules: :mod:`.rooms` (phòng họp), :mod:`.knowledge` (document_qa, bộ nhớ AVA),
:mod:`.helpdesk` (ticket hỗ trợ), :mod:`.approvals` (quy trình phê duyệt); private helpers
shared by them live in :mod:`._helpers`.
"""

from __future__ import annotations

from avabench.tools.office import approvals, helpdesk, knowledge, rooms
from avabench.tools.office._helpers import MAX_TEXT
from avabench.tools.office.approvals import (
    APPROVAL_SLA_WORKDAYS,
    CEO_ID,
    CHIEF_ACCOUNTANT_ID,
    CHIEF_ACCOUNTANT_LIMIT_VND,
    MANAGER_LIMIT_VND,
    MAX_AMOUNT_VND,
    approval_steps,
    ava_approval,
    ava_approval_list,
    ava_approval_submit,
)
from avabench.tools.office.helpdesk import (
    TICKET_SLA_WORKDAYS,
    helpdesk_create_ticket,
    helpdesk_search_tickets,
    helpdesk_update_ticket,
)
from avabench.tools.office.knowledge import document_qa, edit_memory, read_memory
from avabench.tools.office.rooms import (
    BOOKING_CLOSE,
    BOOKING_HORIZON_DAYS,
    BOOKING_OPEN,
    office_book_meeting_room,
    office_cancel_room_booking,
    office_list_meeting_rooms,
    office_search_room_bookings,
    room_conflicts,
)

__all__ = [
    "APPROVAL_SLA_WORKDAYS",
    "BOOKING_CLOSE",
    "BOOKING_HORIZON_DAYS",
    "BOOKING_OPEN",
    "CEO_ID",
    "CHIEF_ACCOUNTANT_ID",
    "CHIEF_ACCOUNTANT_LIMIT_VND",
    "MANAGER_LIMIT_VND",
    "MAX_AMOUNT_VND",
    "MAX_TEXT",
    "TICKET_SLA_WORKDAYS",
    "approval_steps",
    "approvals",
    "ava_approval",
    "ava_approval_list",
    "ava_approval_submit",
    "document_qa",
    "edit_memory",
    "helpdesk",
    "helpdesk_create_ticket",
    "helpdesk_search_tickets",
    "helpdesk_update_ticket",
    "knowledge",
    "office_book_meeting_room",
    "office_cancel_room_booking",
    "office_list_meeting_rooms",
    "office_search_room_bookings",
    "read_memory",
    "room_conflicts",
    "rooms",
]
