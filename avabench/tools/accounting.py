"""Accounting tools (AMIS Kế toán + MISA meInvoice): 11 tools, 5 of them write.

Customers live in ``crm.customers``; the accounting side of a customer (payment term, credit
limit, salesperson, branch) in ``accounting.customer_accounts``. Money is whole VND.
"""

from __future__ import annotations

import datetime as dt
import math
import re

from pydantic import BaseModel, ConfigDict, Field

from avabench.errors import InvalidArguments, NotFound, Refused
from avabench.tools._common import fold, paginate, text_match
from avabench.tools.registry import tool
from avabench.world import WorldState, next_id, put, replace
from avabench.world.accounting import (
    RECEIPT_VOUCHER,
    VAT_RATES,
    VOID_STATUSES,
    CustomerAccount,
    DebtStatus,
    EInvoiceStatus,
    Invoice,
    InvoiceLine,
    PaymentStatus,
    PaymentTerm,
    Receipt,
    ReceiptAllocation,
    ReceiptMethod,
    payment_status_for,
    tax_authority_code,
)

MAX_VND = 1_000_000_000_000  # 1.000 tỷ: no single document is larger
MAX_QUANTITY = 1_000_000
MAX_LINES = 50
DEFAULT_TERM_DAYS = 30

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


def _customer_name(world: WorldState, customer_id: str) -> str:
    c = _crm_customer(world, customer_id)
    if c is not None:
        return str(getattr(c, "name", customer_id))
    for inv in reversed(world.accounting.invoices):
        if inv.customer_id == customer_id:
            return inv.customer_name
    return customer_id


def _employee_name(world: WorldState, employee_id: str | None) -> str | None:
    if not employee_id:
        return None
    return next((e.full_name for e in world.hr.employees if e.id == employee_id), employee_id)


def _term(world: WorldState, term_id: str) -> PaymentTerm | None:
    return next((t for t in world.accounting.payment_terms if t.id == term_id), None)


def _term_days(world: WorldState, customer_id: str) -> tuple[int, str]:
    """Days of credit for a new invoice and where they come from."""
    acc = _account(world, customer_id)
    if acc is not None:
        term = _term(world, acc.payment_term_id)
        if term is not None:
            return term.days, f"{term.id} – {term.name}"
    c = _crm_customer(world, customer_id)
    days = getattr(c, "payment_term_days", None) if c is not None else None
    if isinstance(days, int) and days >= 0:
        return days, f"{days} ngày (theo hồ sơ khách hàng CRM)"
    return DEFAULT_TERM_DAYS, f"{DEFAULT_TERM_DAYS} ngày (mặc định)"


_INVOICE_NO = re.compile(r"^(?:HĐ|HD|số|so)?\s*[:#]?\s*0*(\d{1,8})$", re.IGNORECASE)


def _invoice(world: WorldState, ref: str) -> Invoice:
    """An invoice by số chứng từ (BH00514) or, when unambiguous, by số hoá đơn (00000102)."""
    key = ref.strip()
    for inv in world.accounting.invoices:
        if inv.id.upper() == key.upper():
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


def _invoice_row(world: WorldState, inv: Invoice) -> dict:
    """An invoice as a list row (no lines) with the derived amounts a screen shows."""
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
        "days_overdue": _days_overdue(inv, _today(world)),
        "payment_status": inv.payment_status.value,
        "debt_status": inv.debt_status.value,
        "einvoice_status": inv.einvoice_status.value,
        "salesperson_id": inv.salesperson_id,
        "salesperson_name": _employee_name(world, inv.salesperson_id),
    }


def _invoice_full(world: WorldState, inv: Invoice) -> dict:
    out = inv.model_dump(mode="json")
    out.update(
        outstanding_vnd=inv.outstanding_vnd,
        days_overdue=_days_overdue(inv, _today(world)),
        salesperson_name=_employee_name(world, inv.salesperson_id),
    )
    return out


def _check_range(lo: dt.date | None, hi: dt.date | None, what: str) -> None:
    if lo is not None and hi is not None and lo > hi:
        raise InvalidArguments(f"{what}: ngày bắt đầu phải trước hoặc bằng ngày kết thúc.")


def _receipt_row(world: WorldState, r: Receipt) -> dict:
    _prefix, label, debit = RECEIPT_VOUCHER[r.method]
    invoices = {i.id: i for i in world.accounting.invoices}
    return {
        **r.model_dump(mode="json"),
        "voucher_type": label,
        "debit_account": debit,
        "customer_name": _customer_name(world, r.customer_id) if r.customer_id else None,
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


# -- reads ----------------------------------------------------------------------------------


@tool(writes=False)
def acc_search_invoices(
    world: WorldState,
    customer_id: str = "",
    query: str = "",
    payment_status: PaymentStatus | None = None,
    debt_status: DebtStatus | None = None,
    einvoice_status: EInvoiceStatus | None = None,
    issue_date_from: dt.date | None = None,
    issue_date_to: dt.date | None = None,
    due_date_from: dt.date | None = None,
    due_date_to: dt.date | None = None,
    min_days_overdue: int = 0,
    open_only: bool = False,
    page: int = 1,
    page_size: int = 20,
) -> dict:
    """Tìm hoá đơn bán hàng theo khách hàng, trạng thái, ngày hoá đơn, hạn thanh toán, số ngày quá hạn.

    Mỗi dòng có số còn phải thu (outstanding_vnd = tổng tiền − đã thu) và số ngày quá hạn tính
    đến hôm nay. Hoá đơn đã huỷ hoặc bị thay thế không còn phải thu.

    Args:
        customer_id: Mã khách hàng (ví dụ "KH00001"); để trống để tìm mọi khách hàng.
        query: Từ khoá: số chứng từ (BH…), số hoá đơn, tên khách hàng, MST hoặc diễn giải.
        payment_status: Lọc theo trạng thái thanh toán: Chưa thanh toán, Thanh toán một phần, Đã thanh toán.
        debt_status: Lọc theo trạng thái công nợ đang ghi trên hoá đơn: Chưa đến hạn, Quá hạn, Nợ khó đòi.
        einvoice_status: Lọc theo trạng thái hoá đơn điện tử: Chưa phát hành, Đã phát hành, Đã gửi khách hàng, Bị thay thế, Bị điều chỉnh, Đã huỷ.
        issue_date_from: Ngày hoá đơn từ (YYYY-MM-DD).
        issue_date_to: Ngày hoá đơn đến (YYYY-MM-DD).
        due_date_from: Hạn thanh toán từ (YYYY-MM-DD).
        due_date_to: Hạn thanh toán đến (YYYY-MM-DD).
        min_days_overdue: Chỉ lấy hoá đơn còn nợ đã quá hạn ít nhất số ngày này tính đến hôm nay; 0 = không lọc.
        open_only: True để chỉ lấy hoá đơn còn phải thu (> 0).
        page: Trang kết quả, bắt đầu từ 1.
        page_size: Số kết quả mỗi trang (tối đa 50).
    """
    if customer_id:
        customer_id = _customer_ref(world, customer_id)
    if min_days_overdue < 0:
        raise InvalidArguments("min_days_overdue phải ≥ 0 (0 = không lọc).")
    _check_range(issue_date_from, issue_date_to, "issue_date_from/issue_date_to")
    _check_range(due_date_from, due_date_to, "due_date_from/due_date_to")
    today = _today(world)
    number_match = _INVOICE_NO.match(query.strip())
    digits = str(int(number_match.group(1))) if number_match else None
    found = []
    for inv in world.accounting.invoices:
        if customer_id and inv.customer_id != customer_id:
            continue
        if query.strip():
            by_number = (
                digits is not None
                and inv.invoice_no is not None
                and inv.invoice_no.isdigit()
                and str(int(inv.invoice_no)) == digits
            )
            if not by_number and not text_match(
                query, inv.id, inv.invoice_no, inv.customer_name, inv.tax_code, inv.description
            ):
                continue
        if payment_status is not None and inv.payment_status != payment_status:
            continue
        if debt_status is not None and inv.debt_status != debt_status:
            continue
        if einvoice_status is not None and inv.einvoice_status != einvoice_status:
            continue
        if issue_date_from is not None and inv.issue_date < issue_date_from:
            continue
        if issue_date_to is not None and inv.issue_date > issue_date_to:
            continue
        if due_date_from is not None and inv.due_date < due_date_from:
            continue
        if due_date_to is not None and inv.due_date > due_date_to:
            continue
        if open_only and inv.outstanding_vnd <= 0:
            continue
        if min_days_overdue and (
            inv.outstanding_vnd <= 0 or (today - inv.due_date).days < min_days_overdue
        ):
            continue
        found.append(inv)
    found.sort(key=lambda i: (i.issue_date, i.id))
    chunk, meta = paginate(found, page, page_size)
    return {
        "invoices": [_invoice_row(world, i) for i in chunk],
        **meta,
        "total_outstanding_vnd": sum(i.outstanding_vnd for i in found),
        "as_of": today.isoformat(),
    }


@tool(writes=False)
def acc_get_invoice(world: WorldState, invoice_id: str) -> dict:
    """Xem chi tiết một hoá đơn: dòng hàng, thuế GTGT, số đã thu, còn phải thu và các chứng từ thu đã trừ vào.

    Args:
        invoice_id: Số chứng từ (ví dụ "BH00514") hoặc số hoá đơn (ví dụ "00000102").
    """
    inv = _invoice(world, invoice_id)
    receipts = []
    for r in world.accounting.receipts:
        for a in r.allocations:
            if a.invoice_id == inv.id:
                receipts.append(
                    {
                        "receipt_id": r.id,
                        "voucher_type": RECEIPT_VOUCHER[r.method][1],
                        "date": r.date.isoformat(),
                        "amount_vnd": a.amount_vnd,
                    }
                )
    return {**_invoice_full(world, inv), "receipts": receipts}


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


def _outstanding_as_of(world: WorldState, inv: Invoice, as_of: dt.date) -> int:
    """Còn phải thu of ``inv`` on ``as_of``: undo the allocations of later receipts."""
    if inv.einvoice_status in VOID_STATUSES or inv.issue_date > as_of:
        return 0
    later = sum(
        a.amount_vnd
        for r in world.accounting.receipts
        if r.date > as_of
        for a in r.allocations
        if a.invoice_id == inv.id
    )
    return min(inv.total_vnd, inv.total_vnd - inv.paid_vnd + later)


def _branch(value: str) -> str:
    key = " ".join(fold(value).replace(".", " ").split())
    if key in _BRANCHES:
        return _BRANCHES[key]
    raise InvalidArguments(f"Không có chi nhánh '{value}'. Các đơn vị: Hà Nội, TP.HCM, Đà Nẵng.")


def _customer_branch(world: WorldState, customer_id: str) -> str | None:
    acc = _account(world, customer_id)
    if acc is not None:
        return acc.branch
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
    for inv in world.accounting.invoices:
        if customer_id and inv.customer_id != customer_id:
            continue
        amount = _outstanding_as_of(world, inv, on)
        if amount <= 0:
            continue
        cust_branch = _customer_branch(world, inv.customer_id)
        if branch_label and cust_branch != branch_label:
            continue
        row = rows.get(inv.customer_id)
        if row is None:
            row = rows[inv.customer_id] = {
                "customer_id": inv.customer_id,
                "customer_name": _customer_name(world, inv.customer_id),
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
    days, term_label = _term_days(world, cid)
    advance = sum(r.unallocated_vnd for r in world.accounting.receipts if r.customer_id == cid)
    overdue = [i for i in open_invoices if i.due_date < today]
    total = sum(i.outstanding_vnd for i in open_invoices)
    return {
        "customer_id": cid,
        "customer_name": _customer_name(world, cid),
        "tax_code": getattr(c, "tax_code", None) if c is not None else None,
        "branch": _customer_branch(world, cid),
        "payment_term": {"id": term.id, "name": term.name, "days": term.days}
        if term
        else {"id": None, "name": term_label, "days": days},
        "credit_limit_vnd": acc.credit_limit_vnd if acc else None,
        "salesperson_id": acc.salesperson_id if acc else None,
        "salesperson_name": _employee_name(world, acc.salesperson_id if acc else None),
        "as_of": today.isoformat(),
        "open_invoices": [_invoice_row(world, i) for i in open_invoices],
        "total_outstanding_vnd": total,
        "overdue_outstanding_vnd": sum(i.outstanding_vnd for i in overdue),
        "not_due_outstanding_vnd": total - sum(i.outstanding_vnd for i in overdue),
        "unallocated_advance_vnd": advance,
        "net_outstanding_vnd": total - advance,
    }


@tool(writes=False)
def acc_list_receipts(
    world: WorldState,
    customer_id: str = "",
    date_from: dt.date | None = None,
    date_to: dt.date | None = None,
    method: ReceiptMethod | None = None,
    invoice_id: str = "",
    page: int = 1,
    page_size: int = 20,
) -> dict:
    """Liệt kê chứng từ thu tiền (phiếu thu tiền mặt, thu tiền gửi/giấy báo Có) theo khách hàng, khoảng ngày, hình thức.

    Args:
        customer_id: Mã khách hàng (KH…); để trống để lấy mọi khoản thu.
        date_from: Từ ngày (YYYY-MM-DD).
        date_to: Đến ngày (YYYY-MM-DD).
        method: Hình thức: tien_mat (phiếu thu, TK 1111) hoặc chuyen_khoan (thu tiền gửi, TK 1121).
        invoice_id: Chỉ lấy các khoản thu đã trừ vào hoá đơn này (số chứng từ BH… hoặc số hoá đơn).
        page: Trang kết quả, bắt đầu từ 1.
        page_size: Số kết quả mỗi trang (tối đa 50).
    """
    if customer_id:
        customer_id = _customer_ref(world, customer_id)
    _check_range(date_from, date_to, "date_from/date_to")
    inv_id = _invoice(world, invoice_id).id if invoice_id.strip() else None
    found = []
    for r in world.accounting.receipts:
        if customer_id and r.customer_id != customer_id:
            continue
        if date_from is not None and r.date < date_from:
            continue
        if date_to is not None and r.date > date_to:
            continue
        if method is not None and r.method != method:
            continue
        if inv_id and all(a.invoice_id != inv_id for a in r.allocations):
            continue
        found.append(r)
    found.sort(key=lambda r: (r.date, r.id))
    chunk, meta = paginate(found, page, page_size)
    return {
        "receipts": [_receipt_row(world, r) for r in chunk],
        **meta,
        "total_amount_vnd": sum(r.amount_vnd for r in found),
    }


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
                **t.model_dump(mode="json"),
                "status": "Đang sử dụng" if t.active else "Ngừng sử dụng",
                "customers_using": usage.get(t.id, 0),
            }
            for t in terms
        ],
        "total": len(terms),
    }


# -- writes ---------------------------------------------------------------------------------


class AllocationInput(BaseModel):
    """Số tiền trừ vào một hoá đơn."""

    model_config = ConfigDict(extra="forbid")

    invoice_id: str = Field(description="Số chứng từ hoá đơn (BH…) hoặc số hoá đơn.")
    amount_vnd: int = Field(description="Số tiền trừ vào hoá đơn này (VND, > 0).")


class InvoiceLineInput(BaseModel):
    """Một dòng hàng của hoá đơn mới."""

    model_config = ConfigDict(extra="forbid")

    item_name: str = Field(description="Tên hàng hoá, dịch vụ.")
    quantity: float = Field(description="Số lượng (> 0).")
    unit_price_vnd: int = Field(description="Đơn giá chưa thuế (VND, ≥ 0).")
    vat_rate: float = Field(description="Thuế suất GTGT %: 0, 5, 8 hoặc 10.")
    unit: str = Field(default="Gói", description="Đơn vị tính, ví dụ Gói, Tháng, Chiếc.")
    item_code: str = Field(default="", description="Mã hàng (nếu có).")


def _check_money(value: int, what: str, *, allow_zero: bool = False) -> None:
    low = 0 if allow_zero else 1
    if not low <= value <= MAX_VND:
        cond = "≥ 0" if allow_zero else "> 0"
        raise InvalidArguments(
            f"{what} phải {cond} và không quá {MAX_VND:,} đồng.".replace(",", ".")
        )


def _fmt(vnd: int) -> str:
    return f"{vnd:,}".replace(",", ".") + " đ"


@tool(writes=True)
def acc_create_receipt(
    world: WorldState,
    customer_id: str,
    amount_vnd: int,
    method: ReceiptMethod,
    allocations: list[AllocationInput] | None = None,
    receipt_date: dt.date | None = None,
    payer: str = "",
    reason: str = "",
) -> dict:
    """Ghi nhận tiền khách hàng trả: phiếu thu tiền mặt (TK 1111) hoặc thu tiền gửi/giấy báo Có khi chuyển khoản (TK 1121), trừ vào các hoá đơn.

    Mỗi dòng phân bổ trừ một số tiền vào một hoá đơn của chính khách hàng này, không vượt số còn
    phải thu của hoá đơn; tổng phân bổ không vượt số tiền thu. Phần chưa phân bổ được ghi là
    khách trả trước. Trạng thái thanh toán của hoá đơn được cập nhật theo số đã thu.

    Args:
        customer_id: Mã khách hàng nộp tiền, ví dụ "KH00007" (chi nhánh và công ty mẹ là hai khách hàng khác nhau).
        amount_vnd: Tổng số tiền thu (VND, > 0).
        method: tien_mat (phiếu thu tiền mặt) hoặc chuyen_khoan (thu tiền gửi ngân hàng, giấy báo Có).
        allocations: Danh sách hoá đơn được trừ tiền, mỗi phần tử {"invoice_id": "BH00514", "amount_vnd": 40000000}.
        receipt_date: Ngày thu (YYYY-MM-DD); để trống là hôm nay. Không được ở tương lai hoặc trong kỳ đã khoá sổ.
        payer: Người nộp tiền / đơn vị chuyển; để trống là tên khách hàng.
        reason: Lý do thu; để trống để ghi tự động "Thu tiền hàng theo HĐ số …".
    """
    cid = _customer_ref(world, customer_id)
    _check_money(amount_vnd, "amount_vnd")
    today = _today(world)
    date = receipt_date or today
    if date > today:
        raise InvalidArguments(
            f"Ngày thu {date:%d/%m/%Y} ở tương lai; chỉ ghi nhận khoản tiền đã nhận (đến hôm nay "
            f"{today:%d/%m/%Y})."
        )
    locked_until = dt.date(today.year - 1, 12, 31)
    if date <= locked_until:
        raise Refused(
            f"Kỳ kế toán đến {locked_until:%d/%m/%Y} đã khoá sổ; không ghi chứng từ thu ngày "
            f"{date:%d/%m/%Y}."
        )
    allocations = allocations or []
    if len(allocations) > MAX_LINES:
        raise InvalidArguments(f"Tối đa {MAX_LINES} hoá đơn trong một chứng từ thu.")
    seen: set[str] = set()
    resolved: list[tuple[Invoice, int]] = []
    for alloc in allocations:
        inv = _invoice(world, alloc.invoice_id)
        if inv.id in seen:
            raise InvalidArguments(
                f"Hoá đơn {inv.id} xuất hiện hai lần trong allocations; gộp lại."
            )
        seen.add(inv.id)
        _check_money(alloc.amount_vnd, f"Số tiền trừ vào hoá đơn {inv.id}")
        if inv.customer_id != cid:
            raise Refused(
                f"Hoá đơn {inv.id} (số {inv.invoice_no}) là của {inv.customer_name} "
                f"({inv.customer_id}), không phải của khách hàng {_customer_name(world, cid)} "
                f"({cid}). Chỉ trừ tiền vào hoá đơn của chính khách hàng nộp tiền."
            )
        if inv.einvoice_status in VOID_STATUSES:
            raise Refused(
                f"Hoá đơn {inv.id} ở trạng thái {inv.einvoice_status.value}; không thu tiền."
            )
        if inv.outstanding_vnd <= 0:
            raise Refused(f"Hoá đơn {inv.id} (số {inv.invoice_no}) đã thanh toán đủ.")
        if alloc.amount_vnd > inv.outstanding_vnd:
            raise Refused(
                f"Hoá đơn {inv.id} (số {inv.invoice_no}) chỉ còn phải thu "
                f"{_fmt(inv.outstanding_vnd)}; không trừ {_fmt(alloc.amount_vnd)}. Phần thừa "
                "để chưa phân bổ (trả trước) hoặc trừ vào hoá đơn khác."
            )
        if date < inv.issue_date:
            raise Refused(
                f"Ngày thu {date:%d/%m/%Y} trước ngày hoá đơn {inv.id} ({inv.issue_date:%d/%m/%Y})."
            )
        resolved.append((inv, alloc.amount_vnd))
    allocated = sum(a for _, a in resolved)
    if allocated > amount_vnd:
        raise Refused(f"Tổng phân bổ {_fmt(allocated)} lớn hơn số tiền thu {_fmt(amount_vnd)}.")
    prefix = RECEIPT_VOUCHER[method][0]
    nos = [inv.invoice_no or inv.id for inv, _ in resolved]
    receipt = Receipt(
        id=next_id(world.accounting.receipts, prefix, 5),
        method=method,
        date=date,
        customer_id=cid,
        payer=payer.strip() or _customer_name(world, cid),
        reason=reason.strip()
        or (
            "Thu tiền hàng theo HĐ số " + ", ".join(nos)
            if nos
            else f"Thu tiền khách hàng trả trước – {_customer_name(world, cid)}"
        ),
        amount_vnd=amount_vnd,
        allocations=[ReceiptAllocation(invoice_id=inv.id, amount_vnd=a) for inv, a in resolved],
        created_by=world.context.current_user_id,
    )
    world.accounting.receipts.append(receipt)
    updated = []
    for inv, amount in resolved:
        paid = inv.paid_vnd + amount
        new = put(
            world.accounting.invoices,
            replace(inv, paid_vnd=paid, payment_status=payment_status_for(inv.total_vnd, paid)),
        )
        updated.append(_invoice_row(world, new))
    return {**_receipt_row(world, receipt), "updated_invoices": updated}


@tool(writes=True)
def acc_update_invoice_status(
    world: WorldState, invoice_id: str, debt_status: DebtStatus, note: str = ""
) -> dict:
    """Cập nhật trạng thái công nợ của một hoá đơn: Chưa đến hạn, Quá hạn hoặc Nợ khó đòi.

    Chỉ hoá đơn đã qua hạn thanh toán (hạn trước hôm nay) mới được chuyển Quá hạn hay Nợ khó đòi;
    hoá đơn chưa đến hạn giữ Chưa đến hạn. Không đổi hoá đơn đã huỷ, bị thay thế hoặc đã thanh
    toán đủ.

    Args:
        invoice_id: Số chứng từ (BH…) hoặc số hoá đơn.
        debt_status: Trạng thái mới: Chưa đến hạn, Quá hạn hoặc Nợ khó đòi.
        note: Ghi chú lý do (không bắt buộc).
    """
    inv = _invoice(world, invoice_id)
    today = _today(world)
    if inv.einvoice_status in VOID_STATUSES:
        raise Refused(
            f"Hoá đơn {inv.id} đã ở trạng thái {inv.einvoice_status.value}; không cập nhật công nợ."
        )
    if inv.outstanding_vnd <= 0:
        raise Refused(
            f"Hoá đơn {inv.id} (số {inv.invoice_no}) đã thanh toán đủ, không còn công nợ."
        )
    due = inv.due_date
    if debt_status is not DebtStatus.NOT_DUE and due >= today:
        raise Refused(
            f"Hoá đơn {inv.id} (số {inv.invoice_no}) có hạn thanh toán {due:%d/%m/%Y}, chưa quá "
            f"hạn tính đến hôm nay {today:%d/%m/%Y}; không chuyển sang {debt_status.value}."
        )
    if debt_status is DebtStatus.NOT_DUE and due < today:
        raise Refused(
            f"Hoá đơn {inv.id} (số {inv.invoice_no}) đã quá hạn từ {due:%d/%m/%Y} "
            f"({(today - due).days} ngày); không thể ghi Chưa đến hạn."
        )
    before = inv.debt_status
    new = put(
        world.accounting.invoices,
        replace(
            inv, debt_status=debt_status, debt_status_note=note.strip() or inv.debt_status_note
        ),
    )
    return {
        **_invoice_row(world, new),
        "previous_debt_status": before.value,
        "changed": before != debt_status,
    }


@tool(writes=True)
def acc_create_sales_invoice(
    world: WorldState,
    customer_id: str,
    lines: list[InvoiceLineInput],
    description: str = "",
    salesperson_id: str = "",
) -> dict:
    """Lập chứng từ bán hàng / hoá đơn mới (trạng thái Chưa phát hành) cho khách hàng; tự tính thuế GTGT và hạn thanh toán.

    Hạn thanh toán = hôm nay + số ngày được nợ theo điều khoản thanh toán của khách hàng (30 ngày
    nếu chưa thiết lập). Bị từ chối nếu tổng nợ sau khi lập vượt hạn mức nợ của khách hàng. Sau
    khi lập, dùng acc_issue_einvoice để phát hành hoá đơn điện tử.

    Args:
        customer_id: Mã khách hàng, ví dụ "KH00003".
        lines: Các dòng hàng, mỗi dòng {"item_name", "quantity", "unit_price_vnd", "vat_rate", "unit", "item_code"}; thuế suất 2026 phổ biến là 8%.
        description: Diễn giải của chứng từ.
        salesperson_id: Mã nhân viên bán hàng; để trống để lấy nhân viên bán hàng của khách hàng.
    """
    cid = _customer_ref(world, customer_id)
    c = _crm_customer(world, cid)
    if c is not None and str(getattr(c, "status", "")) == "Ngừng giao dịch":
        raise Refused(f"Khách hàng {_customer_name(world, cid)} đang ở trạng thái Ngừng giao dịch.")
    if not lines:
        raise InvalidArguments("Hoá đơn cần ít nhất một dòng hàng.")
    if len(lines) > MAX_LINES:
        raise InvalidArguments(f"Tối đa {MAX_LINES} dòng hàng trên một hoá đơn.")
    built: list[InvoiceLine] = []
    for n, line in enumerate(lines, start=1):
        name = line.item_name.strip()
        if not name:
            raise InvalidArguments(f"Dòng {n}: thiếu tên hàng hoá, dịch vụ.")
        if not (math.isfinite(line.quantity) and 0 < line.quantity <= MAX_QUANTITY):
            raise InvalidArguments(f"Dòng {n}: số lượng phải > 0 và ≤ {MAX_QUANTITY:,}.")
        _check_money(line.unit_price_vnd, f"Dòng {n}: đơn giá", allow_zero=True)
        if line.vat_rate not in VAT_RATES:
            raise InvalidArguments(
                f"Dòng {n}: thuế suất {line.vat_rate:g}% không hợp lệ; chỉ dùng 0, 5, 8 hoặc 10."
            )
        built.append(
            InvoiceLine.build(
                name,
                line.quantity,
                line.unit_price_vnd,
                line.vat_rate,
                unit=line.unit.strip() or "Gói",
                item_code=line.item_code.strip(),
            )
        )
    totals = Invoice.totals(built)
    if totals["total_vnd"] > MAX_VND:
        raise InvalidArguments(f"Tổng tiền hoá đơn vượt {_fmt(MAX_VND)}; hãy kiểm tra số liệu.")
    acc = _account(world, cid)
    if salesperson_id.strip():
        emp = next((e for e in world.hr.employees if e.id == salesperson_id.strip()), None)
        if emp is None:
            raise NotFound(
                f"Không có nhân viên mã '{salesperson_id}'. Dùng hrm_search_employee để tìm mã."
            )
        if str(emp.status) == "Đã nghỉ việc":
            raise Refused(f"{emp.full_name} ({emp.id}) đã nghỉ việc; chọn nhân viên bán hàng khác.")
        seller: str | None = emp.id
    else:
        active = {e.id for e in world.hr.employees if str(e.status) != "Đã nghỉ việc"}
        candidates = [acc.salesperson_id if acc else None, getattr(c, "owner_id", None)]
        seller = next((s for s in candidates if s in active), world.context.current_user_id)
    if acc is not None and acc.credit_limit_vnd is not None:
        owed = sum(i.outstanding_vnd for i in world.accounting.invoices if i.customer_id == cid)
        if owed + totals["total_vnd"] > acc.credit_limit_vnd:
            raise Refused(
                f"Vượt hạn mức nợ của {_customer_name(world, cid)}: đang nợ {_fmt(owed)}, hoá đơn "
                f"mới {_fmt(totals['total_vnd'])}, hạn mức {_fmt(acc.credit_limit_vnd)}. Cần thu "
                "bớt công nợ hoặc Kế toán trưởng nâng hạn mức trước khi lập hoá đơn."
            )
    today = _today(world)
    days, term_label = _term_days(world, cid)
    inv = Invoice(
        id=next_id(world.accounting.invoices, "BH", 5),
        series=f"1C{today.year % 100:02d}TAA",
        invoice_no=None,
        customer_id=cid,
        customer_name=_customer_name(world, cid),
        tax_code=getattr(c, "tax_code", None) if c is not None else None,
        issue_date=today,
        due_date=today + dt.timedelta(days=days),
        description=description.strip(),
        lines=built,
        **totals,
        einvoice_status=EInvoiceStatus.DRAFT,
        salesperson_id=seller,
        created_by=world.context.current_user_id,
    )
    world.accounting.invoices.append(inv)
    return {**_invoice_full(world, inv), "payment_term": term_label}


@tool(writes=True)
def acc_issue_einvoice(world: WorldState, invoice_id: str, send_to_customer: bool = False) -> dict:
    """Phát hành hoá đơn điện tử (meInvoice) cho một hoá đơn Chưa phát hành: cấp số hoá đơn tiếp theo của ký hiệu và mã cơ quan thuế.

    Args:
        invoice_id: Số chứng từ của hoá đơn chưa phát hành, ví dụ "BH00543".
        send_to_customer: True để gửi hoá đơn cho khách hàng qua email ngay sau khi phát hành.
    """
    inv = _invoice(world, invoice_id)
    if inv.einvoice_status is not EInvoiceStatus.DRAFT:
        raise Refused(
            f"Hoá đơn {inv.id} đang ở trạng thái {inv.einvoice_status.value}"
            + (f" (số {inv.invoice_no}, ký hiệu {inv.series})" if inv.invoice_no else "")
            + "; chỉ phát hành hoá đơn Chưa phát hành."
        )
    email = None
    if send_to_customer:
        c = _crm_customer(world, inv.customer_id)
        email = getattr(c, "email", None) if c is not None else None
        if not email:
            raise Refused(
                f"Khách hàng {inv.customer_name} chưa có email nhận hoá đơn; phát hành không gửi."
            )
    highest = max(
        (
            int(i.invoice_no)
            for i in world.accounting.invoices
            if i.series == inv.series and i.invoice_no is not None and i.invoice_no.isdigit()
        ),
        default=0,
    )
    number = f"{highest + 1:08d}"
    today = _today(world)
    new = put(
        world.accounting.invoices,
        replace(
            inv,
            invoice_no=number,
            einvoice_status=EInvoiceStatus.SENT if send_to_customer else EInvoiceStatus.ISSUED,
            einvoice_date=today,
            tax_authority_code=tax_authority_code(inv.series, number),
        ),
    )
    out = _invoice_full(world, new)
    if email:
        out["sent_to"] = email
    return out


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
