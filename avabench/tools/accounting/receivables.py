"""Receivables: aging report by customer and one customer's debt."""

from __future__ import annotations

import datetime as dt
from typing import Any

from avabench.errors import InvalidArguments
from avabench.tools._common import fold, paginate
from avabench.tools.accounting._helpers import (
    _MISSING,
    _account,
    _crm_customer,
    _customer_name,
    _customer_ref,
    _employee_name,
    _invoice_row,
    _term,
    _term_days,
    _today,
)
from avabench.tools.registry import tool
from avabench.world import WorldState
from avabench.world.accounting import VOID_STATUSES, Invoice

#: The accepted spellings (accent-free, "." as space) of the three đơn vị for filters.
_BRANCHES = {
    "ha noi": "Hà Nội",
    "tp ha noi": "Hà Nội",
    "hn": "Hà Nội",
    "tp hcm": "TP.HCM",
    "hcm": "TP.HCM",
    "tphcm": "TP.HCM",
    "ho chi minh": "TP.HCM",
    "tp ho chi minh": "TP.HCM",
    "sai gon": "TP.HCM",
    "da nang": "Đà Nẵng",
    "tp da nang": "Đà Nẵng",
    "dn": "Đà Nẵng",
}


_BUCKETS = (
    ("not_due_vnd", "Chưa đến hạn"),
    ("overdue_1_30_vnd", "Quá hạn 1–30 ngày"),
    ("overdue_31_60_vnd", "Quá hạn 31–60 ngày"),
    ("overdue_61_90_vnd", "Quá hạn 61–90 ngày"),
    ("overdue_over_90_vnd", "Quá hạn trên 90 ngày"),
)


def _bucket(days_overdue: int) -> str:
    if days_overdue <= 0:
        return "not_due_vnd"
    if days_overdue <= 30:
        return "overdue_1_30_vnd"
    if days_overdue <= 60:
        return "overdue_31_60_vnd"
    if days_overdue <= 90:
        return "overdue_61_90_vnd"
    return "overdue_over_90_vnd"


def _later_allocations(world: WorldState, as_of: dt.date) -> dict[str, int]:
    """Invoice id → amount allocated to it by receipts dated after ``as_of``."""
    later: dict[str, int] = {}
    for r in world.accounting.receipts:
        if r.date > as_of:
            for a in r.allocations:
                later[a.invoice_id] = later.get(a.invoice_id, 0) + a.amount_vnd
    return later


def _outstanding_as_of(inv: Invoice, as_of: dt.date, later: dict[str, int]) -> int:
    """Còn phải thu of ``inv`` on ``as_of``: undo the allocations of later receipts."""
    if inv.issue_date > as_of or inv.einvoice_status in VOID_STATUSES:
        return 0
    total = inv.total_vnd
    amount = total - inv.paid_vnd
    if later:
        amount += later.get(inv.id, 0)
    return total if amount >= total else amount


def _branch(value: str) -> str:
    key = " ".join(fold(value).replace(".", " ").split())
    if key in _BRANCHES:
        return _BRANCHES[key]
    raise InvalidArguments(f"Không có chi nhánh '{value}'. Các đơn vị: Hà Nội, TP.HCM, Đà Nẵng.")


def _customer_branch(
    world: WorldState, customer_id: str, acc: Any = _MISSING, c: object = _MISSING
) -> str | None:
    if acc is _MISSING:
        acc = _account(world, customer_id)
    if acc is not None:
        return acc.branch
    if c is _MISSING:
        c = _crm_customer(world, customer_id)
    branch = getattr(c, "branch", None) if c is not None else None
    return branch if isinstance(branch, str) else None


@tool(writes=False)
def acc_get_receivable_aging(
    world: WorldState,
    as_of: dt.date | None = None,
    customer_id: str = "",
    branch: str = "",
    page: int = 1,
    page_size: int = 20,
) -> dict:
    """Báo cáo phân tích tuổi nợ phải thu theo khách hàng tại một ngày: chưa đến hạn, quá hạn 1–30, 31–60, 61–90, trên 90 ngày.

    Args:
        as_of: Ngày lập báo cáo (YYYY-MM-DD); để trống là hôm nay.
        customer_id: Chỉ lấy một khách hàng (mã KH…); để trống để lấy tất cả.
        branch: Lọc theo đơn vị theo dõi công nợ của khách hàng: Hà Nội, TP.HCM hoặc Đà Nẵng.
        page: Trang kết quả, bắt đầu từ 1.
        page_size: Số khách hàng mỗi trang (tối đa 50).
    """
    on = as_of or _today(world)
    if customer_id:
        customer_id = _customer_ref(world, customer_id)
    branch_label = _branch(branch) if branch.strip() else None
    rows: dict[str, dict] = {}
    later = _later_allocations(world, on)
    # First record per id, as the linear look-ups _account / _crm_customer return.
    accounts = {a.id: a for a in reversed(world.accounting.customer_accounts)}
    crm = {c.id: c for c in reversed(getattr(world.crm, "customers", []))}
    branches: dict[str, str | None] = {}
    for inv in world.accounting.invoices:
        cust = inv.customer_id
        if customer_id and cust != customer_id:
            continue
        amount = _outstanding_as_of(inv, on, later)
        if amount <= 0:
            continue
        if cust in branches:
            cust_branch = branches[cust]
        else:
            cust_branch = branches[cust] = _customer_branch(
                world, cust, accounts.get(cust), crm.get(cust)
            )
        if branch_label and cust_branch != branch_label:
            continue
        row = rows.get(cust)
        if row is None:
            row = rows[cust] = {
                "customer_id": cust,
                "customer_name": _customer_name(world, cust, crm.get(cust)),
                "branch": cust_branch,
                **{key: 0 for key, _ in _BUCKETS},
                "overdue_total_vnd": 0,
                "total_vnd": 0,
                "open_invoices": 0,
            }
        days = (on - inv.due_date).days
        row[_bucket(days)] += amount
        if days > 0:
            row["overdue_total_vnd"] += amount
        row["total_vnd"] += amount
        row["open_invoices"] += 1
    ordered = sorted(rows.values(), key=lambda r: r["customer_id"])
    chunk, meta = paginate(ordered, page, page_size)
    totals = {key: sum(r[key] for r in ordered) for key, _ in _BUCKETS}
    totals["overdue_total_vnd"] = sum(r["overdue_total_vnd"] for r in ordered)
    totals["total_vnd"] = sum(r["total_vnd"] for r in ordered)
    return {
        "as_of": on.isoformat(),
        "branch": branch_label,
        "buckets": {key: label for key, label in _BUCKETS},
        "customers": chunk,
        **meta,
        "totals": totals,
    }


@tool(writes=False)
def acc_get_customer_debt(world: WorldState, customer_id: str) -> dict:
    """Xem công nợ của một khách hàng: các hoá đơn còn phải thu (cũ nhất trước), tổng còn nợ, số quá hạn, tiền trả trước chưa trừ.

    Args:
        customer_id: Mã khách hàng, ví dụ "KH00007".
    """
    cid = _customer_ref(world, customer_id)
    today = _today(world)
    open_invoices = sorted(
        (i for i in world.accounting.invoices if i.customer_id == cid and i.outstanding_vnd > 0),
        key=lambda i: (i.issue_date, i.due_date, i.id),
    )
    c = _crm_customer(world, cid)
    acc = _account(world, cid)
    term = _term(world, acc.payment_term_id) if acc else None
    days, term_label = _term_days(world, cid, acc, c)
    advance = sum(r.unallocated_vnd for r in world.accounting.receipts if r.customer_id == cid)
    names: dict[str, str] = {}
    overdue = [i for i in open_invoices if i.due_date < today]
    total = sum(i.outstanding_vnd for i in open_invoices)
    return {
        "customer_id": cid,
        "customer_name": _customer_name(world, cid, c),
        "tax_code": getattr(c, "tax_code", None) if c is not None else None,
        "branch": _customer_branch(world, cid, acc, c),
        "payment_term": {"id": term.id, "name": term.name, "days": term.days}
        if term
        else {"id": None, "name": term_label, "days": days},
        "credit_limit_vnd": acc.credit_limit_vnd if acc else None,
        "salesperson_id": acc.salesperson_id if acc else None,
        "salesperson_name": _employee_name(world, acc.salesperson_id if acc else None, names),
        "as_of": today.isoformat(),
        "open_invoices": [_invoice_row(world, i, names) for i in open_invoices],
        "total_outstanding_vnd": total,
        "overdue_outstanding_vnd": sum(i.outstanding_vnd for i in overdue),
        "not_due_outstanding_vnd": total - sum(i.outstanding_vnd for i in overdue),
        "unallocated_advance_vnd": advance,
        "net_outstanding_vnd": total - advance,
    }
