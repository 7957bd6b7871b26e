"""Receipts: list and record customer payments (phiếu thu, thu tiền gửi) against invoices."""

from __future__ import annotations

import datetime as dt

from pydantic import BaseModel, ConfigDict, Field

from avabench.errors import InvalidArguments, Refused
from avabench.tools._common import paginate
from avabench.tools.accounting._helpers import (
    MAX_LINES,
    _check_money,
    _check_range,
    _customer_name,
    _customer_ref,
    _fmt,
    _invoice,
    _invoice_row,
    _next_id,
    _receipt_row,
    _today,
)
from avabench.tools.registry import tool
from avabench.world import WorldState, put, replace
from avabench.world.accounting import (
    RECEIPT_VOUCHER,
    VOID_STATUSES,
    Invoice,
    Receipt,
    ReceiptAllocation,
    ReceiptMethod,
    payment_status_for,
)


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
    invoices = (
        {i.id: i for i in world.accounting.invoices} if any(r.allocations for r in chunk) else None
    )
    customers: dict[str, str] = {}
    return {
        "receipts": [_receipt_row(world, r, invoices, customers) for r in chunk],
        **meta,
        "total_amount_vnd": sum(r.amount_vnd for r in found),
    }


class AllocationInput(BaseModel):
    """Số tiền trừ vào một hoá đơn."""

    model_config = ConfigDict(extra="forbid")

    invoice_id: str = Field(description="Số chứng từ hoá đơn (BH…) hoặc số hoá đơn.")
    amount_vnd: int = Field(description="Số tiền trừ vào hoá đơn này (VND, > 0).")


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
        id=_next_id(world.accounting.receipts, prefix, 5),
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
    names: dict[str, str] = {}
    for inv, amount in resolved:
        paid = inv.paid_vnd + amount
        new = put(
            world.accounting.invoices,
            replace(inv, paid_vnd=paid, payment_status=payment_status_for(inv.total_vnd, paid)),
        )
        updated.append(_invoice_row(world, new, names))
    return {**_receipt_row(world, receipt), "updated_invoices": updated}
