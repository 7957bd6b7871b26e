"""Payment terms: list the terms and change a customer's term."""

from __future__ import annotations

from avabench.errors import NotFound, Refused
from avabench.tools.accounting._helpers import (
    _account,
    _crm_customer,
    _customer_name,
    _customer_ref,
    _term,
    _term_dump,
)
from avabench.tools.registry import tool
from avabench.world import WorldState, put, replace
from avabench.world.accounting import CustomerAccount


@tool(writes=False)
def acc_list_payment_terms(world: WorldState, include_inactive: bool = False) -> dict:
    """Liệt kê các điều khoản thanh toán: số ngày được nợ, chiết khấu thanh toán, trạng thái sử dụng.

    Args:
        include_inactive: True để gồm cả điều khoản đã ngừng sử dụng.
    """
    terms = [t for t in world.accounting.payment_terms if include_inactive or t.active]
    usage = {}
    for a in world.accounting.customer_accounts:
        usage[a.payment_term_id] = usage.get(a.payment_term_id, 0) + 1
    return {
        "payment_terms": [
            {
                **_term_dump(t),
                "status": "Đang sử dụng" if t.active else "Ngừng sử dụng",
                "customers_using": usage.get(t.id, 0),
            }
            for t in terms
        ],
        "total": len(terms),
    }


@tool(writes=True)
def acc_update_payment_term(world: WorldState, customer_id: str, payment_term_id: str) -> dict:
    """Đổi điều khoản thanh toán của khách hàng trong AMIS Kế toán (áp dụng cho các hoá đơn lập sau).

    Hạn thanh toán của các hoá đơn đã lập không thay đổi.

    Args:
        customer_id: Mã khách hàng, ví dụ "KH00001".
        payment_term_id: Mã điều khoản thanh toán (ví dụ "DKTT45"); xem acc_list_payment_terms.
    """
    cid = _customer_ref(world, customer_id)
    term = _term(world, payment_term_id.strip().upper())
    if term is None:
        raise NotFound(
            f"Không có điều khoản thanh toán '{payment_term_id}'. Dùng acc_list_payment_terms để "
            "xem mã (ví dụ DKTT30)."
        )
    if not term.active:
        raise Refused(f"Điều khoản {term.id} ({term.name}) đã ngừng sử dụng; chọn điều khoản khác.")
    acc = _account(world, cid)
    before = acc.payment_term_id if acc else None
    if acc is None:
        c = _crm_customer(world, cid)
        branch = getattr(c, "branch", None) if c is not None else None
        credit = getattr(c, "credit_limit_vnd", None) if c is not None else None
        acc = CustomerAccount(
            id=cid,
            payment_term_id=term.id,
            credit_limit_vnd=credit if isinstance(credit, int) and credit > 0 else None,
            salesperson_id=getattr(c, "owner_id", None) if c is not None else None,
            branch=branch if isinstance(branch, str) else "Hà Nội",
        )
    else:
        acc = replace(acc, payment_term_id=term.id)
    put(world.accounting.customer_accounts, acc)
    old = _term(world, before) if before else None
    return {
        "customer_id": cid,
        "customer_name": _customer_name(world, cid),
        "previous_payment_term": {"id": old.id, "name": old.name, "days": old.days}
        if old
        else None,
        "payment_term": {"id": term.id, "name": term.name, "days": term.days},
        "changed": before != term.id,
        "note": "Điều khoản mới áp dụng cho hoá đơn lập từ nay; hoá đơn cũ giữ hạn thanh toán.",
    }
