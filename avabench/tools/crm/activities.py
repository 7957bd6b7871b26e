"""CRM activity tools: listing and creating tasks, calls, notes and meetings."""

from __future__ import annotations

import datetime as dt

from avabench.errors import InvalidArguments, Refused
from avabench.tools._common import current_employee, employee, paginate
from avabench.tools.crm._helpers import (
    _active_employee,
    _activity_row,
    _check_future,
    _contact_of,
    _customer,
    _customer_name,
    _customer_names_of,
    _employees_of,
    _next_id,
    _opportunity,
    _optional_text,
    _required_text,
    _user_id,
)
from avabench.tools.registry import tool
from avabench.world import WorldState
from avabench.world.crm import Activity, ActivityKind, ActivityStatus
from avabench.world.hr import EmploymentStatus


@tool(writes=False)
def crm_list_activities(
    world: WorldState,
    customer_id: str = "",
    opportunity_id: str = "",
    assignee_id: str = "",
    status: ActivityStatus | None = None,
    kind: ActivityKind | None = None,
    overdue_only: bool = False,
    page: int = 1,
    page_size: int = 20,
) -> dict:
    """Liệt kê hoạt động (nhiệm vụ, cuộc gọi, ghi chú, gặp mặt) theo khách hàng, cơ hội, người thực hiện, tình trạng.

    Không truyền customer_id, opportunity_id và assignee_id thì liệt kê hoạt động của chính người
    dùng hiện tại. Hoạt động quá hạn (chưa hoàn thành, hạn trước hôm nay) có is_overdue = true.

    Args:
        customer_id: Lọc theo mã khách hàng.
        opportunity_id: Lọc theo mã cơ hội.
        assignee_id: Lọc theo mã nhân viên thực hiện.
        status: Lọc theo tình trạng: Chưa bắt đầu, Đang thực hiện, Hoàn thành.
        kind: Lọc theo loại: Nhiệm vụ, Cuộc gọi, Ghi chú, Gặp mặt.
        overdue_only: True để chỉ lấy hoạt động quá hạn.
        page: Trang kết quả, bắt đầu từ 1.
        page_size: Số kết quả mỗi trang (tối đa 50).
    """
    if customer_id:
        _customer(world, customer_id)
    if opportunity_id:
        _opportunity(world, opportunity_id)
    if assignee_id:
        employee(world, assignee_id)
    if not (customer_id or opportunity_id or assignee_id):
        assignee_id = current_employee(world).id
    today = world.context.today
    found = []
    for a in world.crm.activities:
        if customer_id and a.customer_id != customer_id:
            continue
        if opportunity_id and a.opportunity_id != opportunity_id:
            continue
        if assignee_id and a.assignee_id != assignee_id:
            continue
        if status is not None and a.status is not status:
            continue
        if kind is not None and a.kind is not kind:
            continue
        if overdue_only and not (
            a.status is not ActivityStatus.DONE and a.due_date is not None and a.due_date < today
        ):
            continue
        found.append(a)
    found.sort(key=lambda a: (a.due_date is None, a.due_date or today, a.id))
    chunk, meta = paginate(found, page, page_size)
    employees = _employees_of(world, [a.assignee_id for a in chunk])
    names = _customer_names_of(world, [a.customer_id for a in chunk])
    return {"activities": [_activity_row(world, a, employees, names) for a in chunk], **meta}


@tool(writes=True)
def crm_create_activity(
    world: WorldState,
    kind: ActivityKind,
    subject: str,
    customer_id: str,
    due_date: dt.date | None = None,
    assignee_id: str = "",
    opportunity_id: str = "",
    contact_id: str = "",
    description: str = "",
) -> dict:
    """Tạo hoạt động trên một khách hàng: nhiệm vụ, cuộc gọi, gặp mặt (có hạn) hoặc ghi chú.

    Nhiệm vụ, cuộc gọi và gặp mặt cần hạn (due_date) từ hôm nay trở đi và được giao cho một nhân
    viên đang làm việc; ghi chú không có hạn và được lưu ở trạng thái Hoàn thành.

    Args:
        kind: Loại hoạt động: Nhiệm vụ, Cuộc gọi, Ghi chú, Gặp mặt.
        subject: Tiêu đề ngắn gọn của hoạt động.
        customer_id: Mã khách hàng, ví dụ "KH00003" (lấy từ crm_search_customer).
        due_date: Hạn hoàn thành / ngày hẹn (YYYY-MM-DD), bắt buộc trừ khi là Ghi chú.
        assignee_id: Mã nhân viên thực hiện; để trống để giao cho chính người dùng hiện tại.
        opportunity_id: Mã cơ hội liên quan (phải thuộc khách hàng này), nếu có.
        contact_id: Mã liên hệ của khách hàng liên quan, nếu có.
        description: Nội dung chi tiết.
    """
    subject = _required_text(subject, "Tiêu đề (subject)")
    description = _optional_text(description, "Nội dung (description)")
    customer = _customer(world, customer_id)
    opp = None
    if opportunity_id:
        opp = _opportunity(world, opportunity_id)
        if opp.customer_id != customer.id:
            raise InvalidArguments(
                f"Cơ hội {opp.id} thuộc khách hàng {_customer_name(world, opp.customer_id)}, không "
                f"phải {customer.name}. Dùng crm_search_opportunities với customer_id='{customer.id}'."
            )
    contact = _contact_of(world, contact_id, customer) if contact_id else None
    if assignee_id:
        assignee = _active_employee(world, assignee_id, "người thực hiện")
    else:
        assignee = current_employee(world)
        if assignee.status is EmploymentStatus.LEFT:
            raise Refused("Người dùng hiện tại đã nghỉ việc; hãy chỉ định assignee_id.")
    if kind is ActivityKind.NOTE:
        if due_date is not None:
            raise InvalidArguments("Ghi chú không có hạn; bỏ due_date hoặc tạo Nhiệm vụ.")
        status, completed = ActivityStatus.DONE, world.context.today
    else:
        if due_date is None:
            raise InvalidArguments(f"{kind.value} cần hạn (due_date, YYYY-MM-DD).")
        _check_future(world, due_date, "Hạn (due_date)")
        status, completed = ActivityStatus.NOT_STARTED, None
    act = Activity(
        id=_next_id(world.crm.activities, "HDG", 5),
        kind=kind,
        subject=subject,
        description=description,
        customer_id=customer.id,
        contact_id=contact.id if contact else None,
        opportunity_id=opp.id if opp else None,
        assignee_id=assignee.id,
        due_date=due_date,
        status=status,
        created_by=_user_id(world),
        created_on=world.context.today,
        completed_on=completed,
    )
    world.crm.activities.append(act)
    # assignee and customer are the first records with these ids: what the row would look up.
    return _activity_row(world, act, {assignee.id: assignee}, {customer.id: customer.name})
