"""CRM customer tools: search, details, contacts, updating a customer and handing it over."""

from __future__ import annotations

from typing import Any

from avabench.errors import InvalidArguments, Refused
from avabench.tools._common import employee, paginate, text_match
from avabench.tools.crm._helpers import (
    _DONE,
    _EMP_STATUS_VALUE,
    _active_employee,
    _activity_row,
    _check_address,
    _check_money,
    _contacts_of,
    _customer,
    _customer_names_of,
    _customer_text_matches,
    _dump,
    _employees_of,
    _find_employee,
    _is_open,
    _jsonable,
    _opp_row,
    _person,
    _person_of,
    _phone_query,
    _user_id,
    normalize_email,
    normalize_phone,
    resolve_province,
)
from avabench.tools.registry import tool
from avabench.world import WorldState, put, replace
from avabench.world.crm import CustomerStatus, CustomerTier


@tool(writes=False)
def crm_search_customer(
    world: WorldState,
    query: str = "",
    owner_id: str = "",
    province: str = "",
    tier: CustomerTier | None = None,
    status: CustomerStatus | None = None,
    page: int = 1,
    page_size: int = 20,
) -> dict:
    """Tìm khách hàng theo tên, tên viết tắt, mã số thuế, tên miền email hoặc số điện thoại.

    Kết quả gồm chủ sở hữu (người phụ trách) của từng khách hàng. Lưu ý các tên gần giống nhau
    (ví dụ "An Phát" và "An Phát Hưng") và chi nhánh dùng MST của công ty mẹ thêm đuôi -001.

    Args:
        query: Từ khoá: tên/tên viết tắt (có hoặc không dấu), mã KH, MST, email hoặc tên miền (ví dụ "anphat.com.vn"), số điện thoại. Để trống để liệt kê.
        owner_id: Lọc theo mã nhân viên chủ sở hữu, ví dụ "NV000012".
        province: Lọc theo tỉnh/thành phố, ví dụ "Hà Nội", "TP Hồ Chí Minh", "Đà Nẵng" (tên tỉnh cũ trước 1/7/2025 được quy đổi).
        tier: Lọc theo phân loại: VIP, Thân thiết, Mới.
        status: Lọc theo tình trạng: Đang giao dịch, Ngừng giao dịch. Để trống để lấy tất cả.
        page: Trang kết quả, bắt đầu từ 1.
        page_size: Số kết quả mỗi trang (tối đa 50).
    """
    if owner_id:
        employee(world, owner_id)
    want_province = None
    note = None
    if province.strip():
        want_province, old = resolve_province(province)
        if want_province is None:
            raise InvalidArguments(
                f"Không nhận ra tỉnh/thành '{province}'. Dùng tên tỉnh/thành hiện hành, ví dụ "
                "'Hà Nội', 'TP Hồ Chí Minh', 'Đà Nẵng'."
            )
        if old:
            note = f"'{old}' đã sáp nhập vào {want_province} từ 1/7/2025; lọc theo {want_province}."
    phone = _phone_query(query)
    # text_match() is True for an empty query whatever the fields, so skip building them then.
    by_text = not phone and bool(query) and bool(query.strip())
    matches = _customer_text_matches(world, query) if by_text else None
    phones: dict[str, list[str]] | None = None
    if phone:
        phones = {}
        for ct in world.crm.contacts:
            if ct.phone:
                phones.setdefault(ct.customer_id, []).append(ct.phone)
    found = []
    for i, c in enumerate(world.crm.customers):
        if owner_id and c.owner_id != owner_id:
            continue
        if want_province and c.province != want_province:
            continue
        if tier is not None and c.tier is not tier:
            continue
        if status is not None and c.status is not status:
            continue
        if phones is not None:
            if (
                phone not in c.phone
                and not any(phone in p for p in phones.get(c.id, ()))
                and not text_match(query, c.tax_code)
            ):
                continue
        elif matches is not None and not matches[i]:
            continue
        found.append(c)
    chunk, meta = paginate(found, page, page_size)
    employees = _employees_of(world, [c.owner_id for c in chunk])
    rows = []
    for c in chunk:
        owner = employees[c.owner_id]
        rows.append(
            _dump(
                c,
                owner_name=owner.full_name if owner else c.owner_id,
                owner_status=_EMP_STATUS_VALUE[owner.status] if owner else None,
            )
        )
    out: dict[str, Any] = {"customers": rows, **meta}
    if note:
        out["note"] = note
    return out


@tool(writes=False)
def crm_get_customer(world: WorldState, customer_id: str) -> dict:
    """Xem chi tiết một khách hàng: thông tin, các liên hệ, chủ sở hữu (kèm quản lý) và cơ hội đang mở.

    Args:
        customer_id: Mã khách hàng, ví dụ "KH00006" (lấy từ crm_search_customer).
    """
    c = _customer(world, customer_id)
    owner = _find_employee(world, c.owner_id)
    owner_info: dict[str, Any] | None = _person_of(c.owner_id, owner)
    if owner is not None and owner_info is not None:
        dept = next((d for d in world.hr.departments if d.id == owner.department_id), None)
        owner_info.update(
            phone=owner.phone,
            title=owner.title,
            department=dept.name if dept else owner.department_id,
            manager=_person(world, owner.manager_id),
        )
    cid = c.id
    contacts = _contacts_of(world, cid)
    opps = [o for o in world.crm.opportunities if o.customer_id == cid and _is_open(o)]
    acts = [a for a in world.crm.activities if a.customer_id == cid and a.status is not _DONE]
    parent = None
    branches = []
    parent_id = c.parent_id
    for p in world.crm.customers:
        if parent is None and p.id == parent_id:
            parent = p
        if p.parent_id == cid:
            branches.append(p)
    # Every row is of this customer: its name is c.name (c is the first customer with this id)
    # and its owner is often c's owner, already looked up.
    employees = _employees_of(
        world,
        [o.owner_id for o in opps] + [a.assignee_id for a in acts],
        {c.owner_id: owner},
    )
    names = {cid: c.name}
    return _dump(
        c,
        owner=owner_info,
        parent=({"id": parent.id, "name": parent.name} if parent else None),
        branches=[{"id": b.id, "name": b.name, "tax_code": b.tax_code} for b in branches],
        contacts=[_dump(ct) for ct in contacts],
        open_opportunities=[_opp_row(world, o, employees, names) for o in opps],
        open_activities=[_activity_row(world, a, employees, names) for a in acts],
    )


@tool(writes=False)
def crm_list_contacts(
    world: WorldState,
    customer_id: str = "",
    query: str = "",
    page: int = 1,
    page_size: int = 20,
) -> dict:
    """Liệt kê liên hệ của một khách hàng, hoặc tìm liên hệ theo tên/email/SĐT trên mọi khách hàng.

    Args:
        customer_id: Mã khách hàng để liệt kê liên hệ của khách đó (liên hệ chính đứng đầu).
        query: Từ khoá: họ tên (có hoặc không dấu), chức danh, email hoặc số điện thoại của liên hệ.
        page: Trang kết quả, bắt đầu từ 1.
        page_size: Số kết quả mỗi trang (tối đa 50).
    """
    if not customer_id and not query.strip():
        raise InvalidArguments(
            "Cần customer_id hoặc query. Dùng crm_search_customer để lấy mã khách hàng."
        )
    if customer_id:
        _customer(world, customer_id)
    phone = _phone_query(query)
    found = []
    for ct in world.crm.contacts:
        if customer_id and ct.customer_id != customer_id:
            continue
        if phone:
            if not (ct.phone and phone in ct.phone):
                continue
        elif not text_match(query, ct.id, ct.full_name, ct.title, ct.email):
            continue
        found.append(ct)
    found.sort(key=lambda ct: (ct.customer_id, not ct.is_primary, ct.id))
    chunk, meta = paginate(found, page, page_size)
    names = _customer_names_of(world, [ct.customer_id for ct in chunk])
    rows = [_dump(ct, customer_name=names[ct.customer_id]) for ct in chunk]
    return {"contacts": rows, **meta}


@tool(writes=True)
def crm_transfer_owner(
    world: WorldState,
    customer_id: str,
    new_owner_id: str,
    include_open_opportunities: bool = True,
    include_open_activities: bool = True,
) -> dict:
    """Bàn giao khách hàng cho nhân viên khác (đổi chủ sở hữu), kèm cơ hội và hoạt động đang mở.

    Chỉ bàn giao cho nhân viên đang làm việc. Cơ hội đang mở và hoạt động chưa hoàn thành của
    khách hàng do chủ sở hữu cũ phụ trách được chuyển theo (có thể tắt).

    Args:
        customer_id: Mã khách hàng, ví dụ "KH00005".
        new_owner_id: Mã nhân viên nhận bàn giao (hrm_search_employee).
        include_open_opportunities: True để chuyển luôn các cơ hội đang mở của khách hàng do chủ sở hữu cũ phụ trách.
        include_open_activities: True để chuyển luôn các hoạt động chưa hoàn thành của khách hàng giao cho chủ sở hữu cũ.
    """
    customer = _customer(world, customer_id)
    new_owner = _active_employee(world, new_owner_id, "chủ sở hữu mới")
    old_owner_id = customer.owner_id
    if old_owner_id == new_owner.id:
        raise Refused(f"{new_owner.full_name} đã là chủ sở hữu của {customer.name}.")
    today, user = world.context.today, _user_id(world)
    put(
        world.crm.customers,
        replace(customer, owner_id=new_owner.id, modified_by=user, modified_on=today),
    )
    moved_opps: list[str] = []
    if include_open_opportunities:
        for o in list(world.crm.opportunities):
            if o.customer_id == customer.id and _is_open(o) and o.owner_id == old_owner_id:
                put(
                    world.crm.opportunities,
                    replace(o, owner_id=new_owner.id, modified_by=user, modified_on=today),
                )
                moved_opps.append(o.id)
    moved_acts: list[str] = []
    if include_open_activities:
        for a in list(world.crm.activities):
            if (
                a.customer_id == customer.id
                and a.status is not _DONE
                and a.assignee_id == old_owner_id
            ):
                put(world.crm.activities, replace(a, assignee_id=new_owner.id))
                moved_acts.append(a.id)
    return {
        "customer_id": customer.id,
        "customer_name": customer.name,
        "old_owner": _person(world, old_owner_id),
        "new_owner": _person_of(new_owner.id, new_owner),
        "transferred_opportunity_ids": moved_opps,
        "transferred_activity_ids": moved_acts,
    }


@tool(writes=True)
def crm_update_customer(
    world: WorldState,
    customer_id: str,
    phone: str | None = None,
    email: str | None = None,
    address: str | None = None,
    province: str | None = None,
    tier: CustomerTier | None = None,
    payment_term_days: int | None = None,
    credit_limit_vnd: int | None = None,
) -> dict:
    """Cập nhật thông tin liên lạc và điều khoản của khách hàng: SĐT, email, địa chỉ, phân loại, hạn thanh toán, hạn mức nợ.

    Chỉ truyền các trường cần đổi. SĐT phải là số Việt Nam hợp lệ; địa chỉ theo đơn vị hành chính
    mới (không còn quận/huyện).

    Args:
        customer_id: Mã khách hàng, ví dụ "KH00001".
        phone: Số điện thoại mới (di động 10 chữ số, ví dụ "0912 345 678"; hoặc số cố định 02x).
        email: Email mới của khách hàng.
        address: Địa chỉ mới dạng "số nhà đường, xã/phường, tỉnh/thành phố".
        province: Tỉnh/thành phố mới (một trong 34 đơn vị hiện hành); nếu bỏ trống sẽ lấy theo cuối địa chỉ.
        tier: Phân loại mới: VIP, Thân thiết, Mới.
        payment_term_days: Số ngày được nợ (điều khoản thanh toán), từ 0 đến 365.
        credit_limit_vnd: Hạn mức nợ (đồng), không âm.
    """
    customer = _customer(world, customer_id)
    changes: dict[str, Any] = {}
    if phone is not None:
        changes["phone"] = normalize_phone(phone)
    if email is not None:
        changes["email"] = normalize_email(email)
    inferred = None
    if address is not None:
        changes["address"], inferred = _check_address(address)
    if province is not None:
        current, old = resolve_province(province)
        if current is None:
            raise InvalidArguments(
                f"Không nhận ra tỉnh/thành '{province}'. Dùng một trong 34 tỉnh/thành hiện hành."
            )
        if old:
            raise InvalidArguments(
                f"'{old}' đã sáp nhập vào {current} từ 1/7/2025; dùng province='{current}'."
            )
        if inferred and inferred != current:
            raise InvalidArguments(
                f"Địa chỉ kết thúc bằng {inferred} nhưng province là {current}; hãy thống nhất."
            )
        changes["province"] = current
    elif inferred:
        changes["province"] = inferred
    if tier is not None:
        changes["tier"] = tier
    if payment_term_days is not None:
        if not 0 <= payment_term_days <= 365:
            raise InvalidArguments("payment_term_days phải trong khoảng 0–365 ngày.")
        changes["payment_term_days"] = payment_term_days
    if credit_limit_vnd is not None:
        changes["credit_limit_vnd"] = _check_money(
            credit_limit_vnd, "Hạn mức nợ (credit_limit_vnd)", positive=False
        )
    if not changes:
        raise InvalidArguments(
            "Không có gì để cập nhật: truyền phone, email, address, province, tier, "
            "payment_term_days và/hoặc credit_limit_vnd."
        )
    changed = {
        k: {"before": _jsonable(getattr(customer, k)), "after": _jsonable(v)}
        for k, v in changes.items()
        if getattr(customer, k) != v
    }
    new = put(
        world.crm.customers,
        replace(customer, **changes, modified_by=_user_id(world), modified_on=world.context.today),
    )
    return _dump(new, changed=changed)
