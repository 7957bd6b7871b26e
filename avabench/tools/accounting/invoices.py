"""Sales invoices (AMIS Kế toán + MISA meInvoice): search, view, create, issue, debt status."""

from __future__ import annotations

import datetime as dt
import math

from pydantic import BaseModel, ConfigDict, Field

from avabench.errors import InvalidArguments, NotFound, Refused
from avabench.tools._common import paginate, query_words, record_haystacks, words_in
from avabench.tools.accounting._helpers import (
    _INVOICE_NO,
    MAX_LINES,
    MAX_QUANTITY,
    MAX_VND,
    _account,
    _check_money,
    _check_range,
    _crm_customer,
    _customer_name,
    _customer_ref,
    _fmt,
    _invoice,
    _invoice_full,
    _invoice_row,
    _next_id,
    _term_days,
    _today,
)
from avabench.tools.registry import tool
from avabench.world import WorldState, put, replace
from avabench.world.accounting import (
    RECEIPT_VOUCHER,
    VAT_RATES,
    VOID_STATUSES,
    DebtStatus,
    EInvoiceStatus,
    Invoice,
    InvoiceLine,
    PaymentStatus,
    tax_authority_code,
)

# -- reads ----------------------------------------------------------------------------------


def _invoice_fields(i: Invoice) -> tuple[str | None, ...]:
    return (i.id, i.invoice_no, i.customer_name, i.tax_code, i.description)


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
    stripped = query.strip()
    number_match = _INVOICE_NO.match(stripped)
    digits = str(int(number_match.group(1))) if number_match else None
    # One pass per active filter, in the order of the checks (only the query check can raise).
    found = world.accounting.invoices
    if customer_id:
        found = [i for i in found if i.customer_id == customer_id]
    if stripped:
        words = query_words(query)  # text_match(query, id, number, customer, tax code, text)
        found = [
            i
            for i in found
            if (
                digits is not None
                and i.invoice_no is not None
                and i.invoice_no.isdigit()
                and str(int(i.invoice_no)) == digits
            )
            or words_in(words, record_haystacks("invoice", i, _invoice_fields))
        ]
    if payment_status is not None:
        found = [i for i in found if i.payment_status == payment_status]
    if debt_status is not None:
        found = [i for i in found if i.debt_status == debt_status]
    if einvoice_status is not None:
        found = [i for i in found if i.einvoice_status == einvoice_status]
    if issue_date_from is not None:
        found = [i for i in found if not i.issue_date < issue_date_from]
    if issue_date_to is not None:
        found = [i for i in found if not i.issue_date > issue_date_to]
    if due_date_from is not None:
        found = [i for i in found if not i.due_date < due_date_from]
    if due_date_to is not None:
        found = [i for i in found if not i.due_date > due_date_to]
    if open_only:
        found = [i for i in found if i.outstanding_vnd > 0]
    if min_days_overdue:
        found = [
            i
            for i in found
            if not (i.outstanding_vnd <= 0 or (today - i.due_date).days < min_days_overdue)
        ]
    found = sorted(found, key=lambda i: (i.issue_date, i.id))
    chunk, meta = paginate(found, page, page_size)
    names: dict[str, str] = {}
    return {
        "invoices": [_invoice_row(world, i, names) for i in chunk],
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


# -- writes ---------------------------------------------------------------------------------


def _is_active_employee(world: WorldState, employee_id: object) -> bool:
    """``employee_id`` is the id of an employee who has not left (any record with that id)."""
    if employee_id is None:
        return False  # ids are str
    if not isinstance(employee_id, str):
        return employee_id in {e.id for e in world.hr.employees if str(e.status) != "Đã nghỉ việc"}
    return any(e.id == employee_id and str(e.status) != "Đã nghỉ việc" for e in world.hr.employees)


class InvoiceLineInput(BaseModel):
    """Một dòng hàng của hoá đơn mới."""

    model_config = ConfigDict(extra="forbid")

    item_name: str = Field(description="Tên hàng hoá, dịch vụ.")
    quantity: float = Field(description="Số lượng (> 0).")
    unit_price_vnd: int = Field(description="Đơn giá chưa thuế (VND, ≥ 0).")
    vat_rate: float = Field(description="Thuế suất GTGT %: 0, 5, 8 hoặc 10.")
    unit: str = Field(default="Gói", description="Đơn vị tính, ví dụ Gói, Tháng, Chiếc.")
    item_code: str = Field(default="", description="Mã hàng (nếu có).")


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
        candidates = [acc.salesperson_id if acc else None, getattr(c, "owner_id", None)]
        seller = next(
            (s for s in candidates if _is_active_employee(world, s)), world.context.current_user_id
        )
    if acc is not None and acc.credit_limit_vnd is not None:
        owed = sum(i.outstanding_vnd for i in world.accounting.invoices if i.customer_id == cid)
        if owed + totals["total_vnd"] > acc.credit_limit_vnd:
            raise Refused(
                f"Vượt hạn mức nợ của {_customer_name(world, cid)}: đang nợ {_fmt(owed)}, hoá đơn "
                f"mới {_fmt(totals['total_vnd'])}, hạn mức {_fmt(acc.credit_limit_vnd)}. Cần thu "
                "bớt công nợ hoặc Kế toán trưởng nâng hạn mức trước khi lập hoá đơn."
            )
    today = _today(world)
    days, term_label = _term_days(world, cid, acc, c)
    inv = Invoice(
        id=_next_id(world.accounting.invoices, "BH", 5),
        series=f"1C{today.year % 100:02d}TAA",
        invoice_no=None,
        customer_id=cid,
        customer_name=_customer_name(world, cid, c),
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
    highest = 0
    series = inv.series
    for i in world.accounting.invoices:
        no = i.invoice_no
        if i.series == series and no is not None and no.isdigit():
            value = int(no)
            if value > highest:
                highest = value
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
