"""Helpdesk: search, create and update internal support tickets (IT, HCNS, Kế toán)."""

from __future__ import annotations

import datetime as dt

from avabench.errors import InvalidArguments, Refused
from avabench.tools._common import (
    dump,
    paginate,
    record_haystacks,
    search_words,
    words_in,
)
from avabench.tools.office._helpers import (
    _active,
    _add_workdays,
    _clock,
    _dump,
    _employee,
    _me,
    _names,
    _text,
)
from avabench.tools.registry import tool
from avabench.world import WorldState, get, next_id, put, replace
from avabench.world.hr import Employee
from avabench.world.office import (
    CATEGORY_QUEUE,
    OPEN_TICKET_STATUSES,
    QUEUE_DEPARTMENT,
    TICKET_TRANSITIONS,
    Ticket,
    TicketCategory,
    TicketPriority,
    TicketStatus,
)

TICKET_SLA_WORKDAYS: dict[TicketPriority, int] = {
    TicketPriority.URGENT: 0,
    TicketPriority.HIGH: 0,
    TicketPriority.MEDIUM: 2,
    TicketPriority.LOW: 5,
}


def _ticket_row(world: WorldState, t: Ticket, names: dict[str, str] | None = None) -> dict:
    """``names`` given: a row of a listing (stored tickets, dumps cached); else a new ticket."""
    dumper = _dump
    if names is None:
        names, dumper = _names(world), dump
    return dumper(
        t,
        requester_name=names.get(t.requester_id, t.requester_id) if t.requester_id else None,
        assignee_name=names.get(t.assignee_id, t.assignee_id) if t.assignee_id else None,
        is_open=t.status in OPEN_TICKET_STATUSES,
    )


def _ticket_fields(t: Ticket) -> tuple[str | None, ...]:
    return (t.id, t.title, t.description, *t.comments)


@tool(writes=False)
def helpdesk_search_tickets(
    world: WorldState,
    query: str = "",
    requester_id: str = "",
    status: TicketStatus | None = None,
    category: TicketCategory | None = None,
    open_only: bool = False,
    page: int = 1,
    page_size: int = 20,
) -> dict:
    """Tìm ticket hỗ trợ nội bộ theo người yêu cầu, trạng thái, loại yêu cầu hoặc từ khoá.

    Kết quả mới nhất trước.

    Args:
        query: Từ khoá trong mã, tiêu đề, mô tả hoặc bình luận (có hoặc không dấu).
        requester_id: Mã nhân viên người yêu cầu; "me" cho chính người dùng hiện tại.
        status: Lọc theo trạng thái: Mới, Đang xử lý, Chờ phản hồi, Đã giải quyết, Đã đóng, Huỷ.
        category: Lọc theo loại yêu cầu, ví dụ "IT-Thiết bị".
        open_only: True để chỉ lấy ticket đang mở (Mới, Đang xử lý, Chờ phản hồi).
        page: Trang kết quả, bắt đầu từ 1.
        page_size: Số kết quả mỗi trang (tối đa 50).
    """
    requester = requester_id.strip()
    if requester.lower() == "me":
        requester = _me(world).id
    elif requester:
        _employee(world, requester)
    words = search_words(query)  # text_match(query, id, title, description, comments)
    found = [
        t
        for t in world.office.tickets
        if (not requester or t.requester_id == requester)
        and (status is None or t.status == status)
        and (category is None or t.category == category)
        and (not open_only or t.status in OPEN_TICKET_STATUSES)
        and (words is None or words_in(words, record_haystacks("ticket", t, _ticket_fields)))
    ]
    found.sort(key=lambda t: (t.created_on, t.id), reverse=True)
    chunk, meta = paginate(found, page, page_size)
    names = _names(world)
    return {"tickets": [_ticket_row(world, t, names) for t in chunk], **meta}


@tool(writes=True)
def helpdesk_create_ticket(
    world: WorldState,
    category: TicketCategory,
    title: str,
    description: str,
    priority: TicketPriority = TicketPriority.MEDIUM,
    due_date: dt.date | None = None,
    due_time: dt.time | None = None,
) -> dict:
    """Tạo ticket yêu cầu hỗ trợ nội bộ; người yêu cầu là người dùng hiện tại.

    Bộ phận xử lý suy ra từ loại yêu cầu (IT-* → IT, HCNS-* → HCNS, Kế toán-* → Kế toán).
    Không truyền due_date thì hạn xử lý tính theo SLA của mức ưu tiên (Khẩn cấp, Cao: trong
    ngày; Trung bình: 2 ngày làm việc; Thấp: 5 ngày làm việc).

    Args:
        category: Loại yêu cầu: IT-Tài khoản, IT-Thiết bị, IT-Mạng, IT-Phần mềm, HCNS-Văn phòng phẩm, HCNS-Thẻ nhân viên, HCNS-Chế độ, Kế toán-Tạm ứng.
        title: Tiêu đề ngắn của yêu cầu.
        description: Mô tả chi tiết sự cố hoặc yêu cầu.
        priority: Mức ưu tiên: Thấp, Trung bình, Cao, Khẩn cấp (xem quy định helpdesk).
        due_date: Hạn cần xử lý xong (YYYY-MM-DD), không trước hôm nay; để trống để tính theo SLA.
        due_time: Giờ cần xử lý xong trong ngày hạn (HH:MM), nếu có.
    """
    user = _me(world)
    title = _text(title, "tiêu đề (title)", limit=300)
    description = _text(description, "mô tả (description)")
    today = world.context.today
    if due_date is None:
        due_date = _add_workdays(world, today, TICKET_SLA_WORKDAYS[priority])
    elif due_date < today:
        raise InvalidArguments("due_date không được trước hôm nay.")
    if due_time is not None:
        due_time = _clock(due_time)
        if due_date == today and due_time <= _clock(world.context.now):
            raise InvalidArguments("due_time đã qua; hãy chọn giờ muộn hơn hoặc ngày khác.")
    ticket = Ticket(
        id=next_id(world.office.tickets, f"TK-{today.year}-", 5),
        title=title,
        description=description,
        category=category,
        priority=priority,
        requester_id=user.id,
        queue=CATEGORY_QUEUE[category],
        status=TicketStatus.NEW,
        created_on=today,
        due_date=due_date,
        due_time=due_time,
    )
    world.office.tickets.append(ticket)
    return _ticket_row(world, ticket)


def _is_handler(user: Employee, ticket: Ticket) -> bool:
    return ticket.assignee_id == user.id or user.department_id == QUEUE_DEPARTMENT[ticket.queue]


@tool(writes=True)
def helpdesk_update_ticket(
    world: WorldState,
    ticket_id: str,
    status: TicketStatus | None = None,
    priority: TicketPriority | None = None,
    assignee_id: str = "",
    comment: str = "",
) -> dict:
    """Cập nhật ticket: đổi trạng thái, mức ưu tiên, người xử lý hoặc thêm bình luận.

    Chỉ chuyển trạng thái hợp lệ: chỉ đóng ticket Đã giải quyết; ticket Đã đóng hoặc Huỷ không
    thay đổi được nữa (tạo ticket mới). Chỉ người yêu cầu được huỷ ticket. Người yêu cầu được
    thêm bình luận, đổi mức ưu tiên, đóng hoặc mở lại ticket đã giải quyết; nhân viên bộ phận
    xử lý được chuyển các trạng thái xử lý và phân công người xử lý trong bộ phận.

    Args:
        ticket_id: Mã ticket, ví dụ "TK-2026-00116".
        status: Trạng thái mới: Mới, Đang xử lý, Chờ phản hồi, Đã giải quyết, Đã đóng, Huỷ.
        priority: Mức ưu tiên mới: Thấp, Trung bình, Cao, Khẩn cấp.
        assignee_id: Mã nhân viên xử lý mới (thuộc bộ phận xử lý của ticket).
        comment: Bình luận thêm vào ticket.
    """
    user = _me(world)
    ticket = get(world.office.tickets, ticket_id.strip(), "ticket")
    comment = _text(comment, "bình luận", required=False)
    assignee = assignee_id.strip()
    if status is None and priority is None and not assignee and not comment:
        raise InvalidArguments(
            "Cần ít nhất một thay đổi: status, priority, assignee_id hoặc comment."
        )
    if ticket.status in (TicketStatus.CLOSED, TicketStatus.CANCELLED):
        raise Refused(
            f"Ticket {ticket.id} đã ở trạng thái {ticket.status.value}, không thể thay đổi. "
            "Nếu sự cố tái diễn, tạo ticket mới và ghi mã ticket cũ."
        )
    is_requester = ticket.requester_id == user.id
    handler = _is_handler(user, ticket)
    if not is_requester and not handler:
        raise Refused(
            f"{user.full_name} không phải người yêu cầu hay bộ phận xử lý ({ticket.queue.value}) "
            f"của ticket {ticket.id}."
        )
    changes: dict = {}
    if status is not None and status == ticket.status:
        status = None  # unchanged
    if status is not None:
        if status not in TICKET_TRANSITIONS[ticket.status]:
            allowed = (
                ", ".join(sorted(s.value for s in TICKET_TRANSITIONS[ticket.status])) or "không có"
            )
            raise Refused(
                f"Không thể chuyển ticket từ {ticket.status.value} sang {status.value}. "
                f"Trạng thái hợp lệ tiếp theo: {allowed}."
            )
        if status is TicketStatus.CANCELLED and not is_requester:
            raise Refused("Chỉ người yêu cầu được huỷ ticket.")
        requester_may = {TicketStatus.CANCELLED, TicketStatus.CLOSED}
        if ticket.status is TicketStatus.RESOLVED:
            requester_may.add(TicketStatus.IN_PROGRESS)  # mở lại khi chưa giải quyết xong
        if not handler and status not in requester_may:
            raise Refused(
                f"Chỉ bộ phận xử lý ({ticket.queue.value}) được chuyển ticket sang {status.value}."
            )
        changes["status"] = status
    if priority is not None and priority != ticket.priority:
        changes["priority"] = priority
    if assignee:
        if not handler:
            raise Refused("Chỉ bộ phận xử lý được phân công người xử lý ticket.")
        emp = _employee(world, assignee)
        if emp.department_id != QUEUE_DEPARTMENT[ticket.queue] or not _active(emp):
            raise Refused(
                f"{emp.full_name} không thuộc bộ phận xử lý {ticket.queue.value}; chọn nhân viên "
                f"phòng {QUEUE_DEPARTMENT[ticket.queue]}."
            )
        changes["assignee_id"] = emp.id
        if ticket.status is TicketStatus.NEW and "status" not in changes:
            changes["status"] = TicketStatus.IN_PROGRESS
    if comment:
        stamp = f"{world.context.today:%d/%m/%Y} {user.full_name}: {comment}"
        if not ticket.comments or ticket.comments[-1] != stamp:  # a double submit is one comment
            changes["comments"] = [*ticket.comments, stamp]
    if not changes:
        raise InvalidArguments(
            "Không có gì thay đổi: các giá trị truyền vào trùng với ticket hiện tại."
        )
    new = replace(ticket, **changes)
    put(world.office.tickets, new)
    return _ticket_row(world, new)
