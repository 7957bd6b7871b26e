"""CRM lead tools: searching leads (tiềm năng)."""

from __future__ import annotations

from avabench.tools._common import employee, paginate, text_match
from avabench.tools.crm._helpers import (
    _EMP_STATUS_VALUE,
    _dump,
    _employees_of,
    _phone_query,
)
from avabench.tools.registry import tool
from avabench.world import WorldState
from avabench.world.crm import Lead, LeadSource, LeadStatus


@tool(writes=False)
def crm_search_leads(
    world: WorldState,
    query: str = "",
    source: LeadSource | None = None,
    status: LeadStatus | None = None,
    owner_id: str = "",
    page: int = 1,
    page_size: int = 20,
) -> dict:
    """Tìm tiềm năng (lead) theo tên, công ty, email, SĐT, nguồn gốc, trạng thái hoặc chủ sở hữu.

    Args:
        query: Từ khoá: họ tên, tên công ty, chức danh, email hoặc số điện thoại. Để trống để liệt kê.
        source: Lọc theo nguồn gốc: Website, Facebook, Zalo OA, Hội thảo, Giới thiệu, Telesale, Landing page.
        status: Lọc theo trạng thái: Chưa liên hệ, Đang chăm sóc, Đã chuyển đổi, Không tiềm năng.
        owner_id: Lọc theo mã nhân viên chủ sở hữu.
        page: Trang kết quả, bắt đầu từ 1.
        page_size: Số kết quả mỗi trang (tối đa 50).
    """
    if owner_id:
        employee(world, owner_id)
    phone = _phone_query(query)
    found: list[Lead] = []
    for ld in world.crm.leads:
        if source is not None and ld.source is not source:
            continue
        if status is not None and ld.status is not status:
            continue
        if owner_id and ld.owner_id != owner_id:
            continue
        if phone:
            if not (ld.phone and phone in ld.phone):
                continue
        elif not text_match(query, ld.id, ld.full_name, ld.company, ld.title, ld.email):
            continue
        found.append(ld)
    chunk, meta = paginate(found, page, page_size)
    employees = _employees_of(world, [ld.owner_id for ld in chunk])
    rows = []
    for ld in chunk:
        owner = employees[ld.owner_id]
        rows.append(
            _dump(
                ld,
                owner_name=owner.full_name if owner else ld.owner_id,
                owner_status=_EMP_STATUS_VALUE[owner.status] if owner else None,
            )
        )
    return {"leads": rows, **meta}
