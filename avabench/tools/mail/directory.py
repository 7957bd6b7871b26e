"""Mail resources: the address book (colleagues, mail groups, outside contacts), the mail
templates and the current user's signatures."""

from __future__ import annotations

from typing import Literal

from avabench.tools._common import dump, haystacks, paginate, per_table, query_words, text_match
from avabench.tools.mail._helpers import _default_signature, _is_internal, _me
from avabench.tools.registry import tool
from avabench.world import WorldState
from avabench.world.hr import EmploymentStatus

_Entry = tuple[bool, tuple[str, str], dict]


def _book(world: WorldState) -> list[_Entry]:
    """Every address book entry as (is internal, text_match haystacks, result row), in order.

    Built once per set of (immutable) records and company facts; the rows must not be mutated.
    """
    ctx = world.context
    return per_table(
        ("address_book", ctx.company_name, ctx.company_domain),
        world.hr.employees,
        world.hr.departments,
        world.mail.contacts,
        build=lambda *_: _build_book(world),
    )


def _build_book(world: WorldState) -> list[_Entry]:
    depts = {d.id: d.name for d in world.hr.departments}
    entries: list[_Entry] = []
    for e in world.hr.employees:
        if e.status is EmploymentStatus.LEFT:
            continue
        dept = depts.get(e.department_id, e.department_id)
        row = {
            "kind": "Nhân viên",
            "name": e.full_name,
            "email": e.email,
            "is_internal": True,
            "company": world.context.company_name,
            "department": dept,
            "title": e.title,
            "phone": e.phone,
            "employee_id": e.id,
        }
        entries.append((True, haystacks((e.full_name, e.email, e.title, dept, e.phone, e.id)), row))
    for c in world.mail.contacts:
        internal = c.is_internal and _is_internal(world, c.email.lower())
        if internal:
            kind = "Nhóm thư nội bộ"
        elif c.employee_id:
            kind = "Email cá nhân (ngoài công ty)"
        else:
            kind = "Liên hệ bên ngoài"
        row = {
            "kind": kind,
            "name": c.name,
            "email": c.email,
            "is_internal": internal,
            "company": c.company,
            "title": c.title,
            "phone": c.phone,
            "contact_id": c.id,
        }
        if c.customer_id:
            row["customer_id"] = c.customer_id
        if c.employee_id:
            row["employee_id"] = c.employee_id
        if c.members:
            row["member_count"] = len(c.members)
        if c.note:
            row["note"] = c.note
        hay = haystacks((c.name, c.email, c.company, c.title, c.phone, c.note))
        entries.append((internal, hay, row))
    return entries


def _matches(words: tuple[tuple[str, bool], ...], exact: str, folded: str) -> bool:
    """``text_match`` over a record's precomputed haystacks."""
    for word, unaccented in words:
        if word not in (folded if unaccented else exact):
            return False
    return True


@tool(writes=False)
def amismail_search_address_book(
    world: WorldState,
    query: str = "",
    scope: Literal["all", "internal", "external"] = "all",
    page: int = 1,
    page_size: int = 20,
) -> dict:
    """Tìm trong sổ địa chỉ: nhân viên công ty, nhóm thư nội bộ, liên hệ bên ngoài (khách hàng, đối tác) và email cá nhân.

    Mỗi kết quả cho biết địa chỉ là nội bộ (tên miền công ty) hay bên ngoài.

    Args:
        query: Tên (có hoặc không dấu), email, công ty, chức danh, phòng ban hoặc số điện thoại.
        scope: all (tất cả), internal (chỉ địa chỉ nội bộ) hoặc external (chỉ địa chỉ bên ngoài).
        page: Trang kết quả, bắt đầu từ 1.
        page_size: Số kết quả mỗi trang (tối đa 50).
    """
    _me(world)
    words = query_words(query) if query and query.strip() else ()  # as text_match does
    rows: list[dict] = [
        row
        for internal, (exact, folded), row in _book(world)
        if not ((scope == "internal" and not internal) or (scope == "external" and internal))
        and _matches(words, exact, folded)
    ]
    # entries whose name matches come first (a colleague before a title or company match)
    rows.sort(key=lambda r: not text_match(query, r["name"]))
    chunk, meta = paginate(rows, page, page_size)
    return {"entries": [dict(row) for row in chunk], **meta}


@tool(writes=False)
def amismail_list_templates(world: WorldState, category: str = "") -> dict:
    """Liệt kê các mẫu thư (thư mời phỏng vấn, từ chối ứng viên, nhắc nợ, xác nhận đơn hàng, báo giá, nghỉ phép…) và các biến cần điền.

    Args:
        category: Lọc theo nhóm mẫu, ví dụ "Tuyển dụng", "Kế toán", "Bán hàng", "Nhân sự"; để trống để xem tất cả.
    """
    _me(world)
    items = [
        dump(t, placeholders=t.placeholders())
        for t in world.mail.templates
        if text_match(category, t.category, t.name)
    ]
    return {"templates": items, "total": len(items)}


@tool(writes=False)
def amismail_get_signature(world: WorldState) -> dict:
    """Xem chữ ký thư của người dùng hiện tại (chữ ký mặc định và các chữ ký khác)."""
    me = _me(world)
    default = _default_signature(world, me)
    others = [
        {"id": s.id, "name": s.name, "text": s.text}
        for s in world.mail.signatures
        if s.employee_id == me.id and s is not default
    ]
    return {
        "employee_id": me.id,
        "employee_name": me.full_name,
        "signature_id": default.id if default else None,
        "signature": default.text if default else None,
        "other_signatures": others,
        "note": "" if default else "Bạn chưa thiết lập chữ ký mặc định.",
    }
