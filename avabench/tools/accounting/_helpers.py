"""Shared private helpers of the accounting tools: limits, look-ups, row builders, checks."""

from __future__ import annotations

import datetime as dt
import re
from typing import Any

from avabench.errors import InvalidArguments, NotFound
from avabench.tools._common import json_form, per_record
from avabench.world import WorldState, next_id
from avabench.world.accounting import (
    RECEIPT_VOUCHER,
    CustomerAccount,
    Invoice,
    PaymentTerm,
    Receipt,
)

MAX_VND = 1_000_000_000_000  # 1.000 tỷ: no single document is larger
MAX_QUANTITY = 1_000_000
MAX_LINES = 50
DEFAULT_TERM_DAYS = 30


# -- lookups --------------------------------------------------------------------------------


def _crm_customer(world: WorldState, customer_id: str) -> object | None:
    for c in getattr(world.crm, "customers", []):
        if c.id == customer_id:
            return c
    return None


def _account(world: WorldState, customer_id: str) -> CustomerAccount | None:
    for a in world.accounting.customer_accounts:
        if a.id == customer_id:
            return a
    return None


def _wrong_kind_hint(ref: str) -> str:
    head = ref.strip().upper()[:2]
    kinds = {
        "NV": "mã nhân viên",
        "BH": "số chứng từ hoá đơn",
        "PT": "số phiếu thu",
        "NT": "số chứng từ thu tiền gửi",
        "LH": "mã liên hệ",
        "CH": "mã cơ hội",
    }
    return f" '{ref}' là {kinds[head]}, không phải mã khách hàng." if head in kinds else ""


def _customer_ref(world: WorldState, customer_id: str) -> str:
    """Check that the customer exists (CRM, else the accounting records) and return its id."""
    cid = customer_id.strip()
    if cid and (
        _crm_customer(world, cid) is not None
        or _account(world, cid) is not None
        or any(i.customer_id == cid for i in world.accounting.invoices)
    ):
        return cid
    raise NotFound(
        f"Không tìm thấy khách hàng mã '{customer_id}'.{_wrong_kind_hint(customer_id)} "
        "Mã khách hàng có dạng KH00001; dùng crm_search_customer để tìm theo tên hoặc MST."
    )


#: Marks an optional look-up result that the caller did not pass (None is a valid result).
_MISSING: Any = object()


def _customer_name(world: WorldState, customer_id: str, c: object = _MISSING) -> str:
    """``c`` is ``_crm_customer(world, customer_id)`` when the caller already has it."""
    if c is _MISSING:
        c = _crm_customer(world, customer_id)
    if c is not None:
        return str(getattr(c, "name", customer_id))
    for inv in reversed(world.accounting.invoices):
        if inv.customer_id == customer_id:
            return inv.customer_name
    return customer_id


def _employee_name(
    world: WorldState, employee_id: str | None, memo: dict[str, str] | None = None
) -> str | None:
    """The employee's full name (the id itself when unknown); ``memo`` caches within one call."""
    if not employee_id:
        return None
    if memo is not None:
        hit = memo.get(employee_id)
        if hit is not None:
            return hit
    name = employee_id
    for e in world.hr.employees:
        if e.id == employee_id:
            name = e.full_name
            break
    if memo is not None:
        memo[employee_id] = name
    return name


def _term(world: WorldState, term_id: str) -> PaymentTerm | None:
    return next((t for t in world.accounting.payment_terms if t.id == term_id), None)


def _term_days(
    world: WorldState, customer_id: str, acc: Any = _MISSING, c: object = _MISSING
) -> tuple[int, str]:
    """Days of credit for a new invoice and where they come from.

    ``acc`` / ``c`` are ``_account`` / ``_crm_customer`` of the customer when the caller has them.
    """
    if acc is _MISSING:
        acc = _account(world, customer_id)
    if acc is not None:
        term = _term(world, acc.payment_term_id)
        if term is not None:
            return term.days, f"{term.id} – {term.name}"
    if c is _MISSING:
        c = _crm_customer(world, customer_id)
    days = getattr(c, "payment_term_days", None) if c is not None else None
    if isinstance(days, int) and days >= 0:
        return days, f"{days} ngày (theo hồ sơ khách hàng CRM)"
    return DEFAULT_TERM_DAYS, f"{DEFAULT_TERM_DAYS} ngày (mặc định)"


_INVOICE_NO = re.compile(r"^(?:HĐ|HD|số|so)?\s*[:#]?\s*0*(\d{1,8})$", re.IGNORECASE)


def _invoice(world: WorldState, ref: str) -> Invoice:
    """An invoice by số chứng từ (BH00514) or, when unambiguous, by số hoá đơn (00000102)."""
    key = ref.strip()
    upper = key.upper()
    for inv in world.accounting.invoices:
        if inv.id.upper() == upper:
            return inv
    m = _INVOICE_NO.match(key)
    if m:
        number = int(m.group(1))
        hits = [
            i
            for i in world.accounting.invoices
            if i.invoice_no is not None and int(i.invoice_no) == number
        ]
        if len(hits) == 1:
            return hits[0]
        if len(hits) > 1:
            listed = ", ".join(f"{i.id} ({i.series}, {i.customer_name})" for i in hits)
            raise InvalidArguments(
                f"Số hoá đơn '{ref}' trùng ở nhiều ký hiệu: {listed}. Hãy dùng số chứng từ (BH…)."
            )
    raise NotFound(
        f"Không tìm thấy hoá đơn '{ref}'. Dùng acc_search_invoices để lấy số chứng từ (dạng "
        "BH00514) hoặc số hoá đơn."
    )


def _today(world: WorldState) -> dt.date:
    return world.context.today


def _days_overdue(inv: Invoice, on: dt.date) -> int:
    if inv.outstanding_vnd <= 0:
        return 0
    return max(0, (on - inv.due_date).days)


# -- per-record views (computed once per frozen record; see _common.per_record) ------------


def _row_template(inv: Invoice) -> dict:
    """The part of an invoice row that depends on the invoice alone (placeholders for the rest)."""
    return {
        "id": inv.id,
        "series": inv.series,
        "invoice_no": inv.invoice_no,
        "customer_id": inv.customer_id,
        "customer_name": inv.customer_name,
        "tax_code": inv.tax_code,
        "issue_date": inv.issue_date.isoformat(),
        "due_date": inv.due_date.isoformat(),
        "description": inv.description,
        "total_vnd": inv.total_vnd,
        "paid_vnd": inv.paid_vnd,
        "outstanding_vnd": inv.outstanding_vnd,
        "days_overdue": 0,
        "payment_status": inv.payment_status.value,
        "debt_status": inv.debt_status.value,
        "einvoice_status": inv.einvoice_status.value,
        "salesperson_id": inv.salesperson_id,
        "salesperson_name": None,
    }


def _invoice_row(world: WorldState, inv: Invoice, names: dict[str, str] | None = None) -> dict:
    """An invoice as a list row (no lines) with the derived amounts a screen shows."""
    row = per_record("invoice_row", inv, _row_template).copy()
    if row["outstanding_vnd"] > 0:
        row["days_overdue"] = max(0, (world.context.today - inv.due_date).days)
    row["salesperson_name"] = _employee_name(world, inv.salesperson_id, names)
    return row


def _term_dump(term: PaymentTerm) -> dict:
    """``term.model_dump(mode="json")``, computed once per term (the caller must not mutate it:
    its values are all scalars, so ``{**dump, ...}`` is a safe copy)."""
    return json_form(term)


def _invoice_full(world: WorldState, inv: Invoice, names: dict[str, str] | None = None) -> dict:
    cached = json_form(inv)
    out = cached.copy()
    out["lines"] = [line.copy() for line in cached["lines"]]
    out.update(
        outstanding_vnd=inv.outstanding_vnd,
        days_overdue=_days_overdue(inv, _today(world)),
        salesperson_name=_employee_name(world, inv.salesperson_id, names),
    )
    return out


def _check_range(lo: dt.date | None, hi: dt.date | None, what: str) -> None:
    if lo is not None and hi is not None and lo > hi:
        raise InvalidArguments(f"{what}: ngày bắt đầu phải trước hoặc bằng ngày kết thúc.")


def _receipt_row(
    world: WorldState,
    r: Receipt,
    invoices: dict[str, Invoice] | None = None,
    customers: dict[str, str] | None = None,
) -> dict:
    """A receipt with its voucher type and allocations; ``invoices`` (id → invoice of the world)
    and ``customers`` (id → name memo) may be shared by the rows of one call."""
    _prefix, label, debit = RECEIPT_VOUCHER[r.method]
    if invoices is None and r.allocations:
        invoices = {i.id: i for i in world.accounting.invoices}
    customer_name = None
    if r.customer_id:
        if customers is None:
            customer_name = _customer_name(world, r.customer_id)
        else:
            customer_name = customers.get(r.customer_id)
            if customer_name is None:
                customer_name = customers[r.customer_id] = _customer_name(world, r.customer_id)
    return {
        **json_form(r),
        "voucher_type": label,
        "debit_account": debit,
        "customer_name": customer_name,
        "allocations": [
            {
                "invoice_id": a.invoice_id,
                "invoice_no": invoices[a.invoice_id].invoice_no
                if a.invoice_id in invoices
                else None,
                "amount_vnd": a.amount_vnd,
            }
            for a in r.allocations
        ],
        "unallocated_vnd": r.unallocated_vnd,
    }


# -- checks and formatting ------------------------------------------------------------------


def _check_money(value: int, what: str, *, allow_zero: bool = False) -> None:
    low = 0 if allow_zero else 1
    if not low <= value <= MAX_VND:
        cond = "≥ 0" if allow_zero else "> 0"
        raise InvalidArguments(
            f"{what} phải {cond} và không quá {MAX_VND:,} đồng.".replace(",", ".")
        )


def _fmt(vnd: int) -> str:
    return f"{vnd:,}".replace(",", ".") + " đ"


_next_id = next_id  # the shared implementation, under the name this package uses
