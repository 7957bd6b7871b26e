"""Accounting subsystem (AMIS Kế toán + MISA meInvoice): sales invoices, receipts, receivables.

* A sales invoice (chứng từ bán hàng, id ``BH00514``) carries its e-invoice part: ký hiệu
  ``1C26TAA`` (mẫu số 1 + C/có mã + năm 26 + T + AA), số hoá đơn ``00000102`` (8 digits,
  sequential per ký hiệu, assigned when the invoice is phát hành) and the tax-authority code.
* Money is ``int`` VND; each line's VAT is rounded half-up per line. Amounts are checked when a
  record is built, so a seed or task record with wrong totals fails at once.
* ``paid_vnd`` is what receipts have allocated to the invoice; ``payment_status`` follows it.
  ``debt_status`` (Chưa đến hạn / Quá hạn / Nợ khó đòi) is set by the accountant and may be
  stale (an invoice past its due date still marked Chưa đến hạn).
* A receipt is a phiếu thu (cash, ``PT00001``, Nợ TK 1111) or a thu tiền gửi / giấy báo Có
  (bank transfer, ``NT00001``, Nợ TK 1121), Có TK 131 for customer money.
* ``customer_accounts`` holds the accounting side of a customer (id = mã khách hàng): its
  điều khoản thanh toán, hạn mức nợ, nhân viên bán hàng and đơn vị (branch). AMIS Kế toán does
  not keep these in sync with CRM after the first sync, so they may differ from ``crm.customers``.
"""

from __future__ import annotations

import datetime as dt
import hashlib
from decimal import ROUND_HALF_UP, Decimal
from enum import StrEnum
from typing import Self

from pydantic import BaseModel, ConfigDict, Field, model_validator

from avabench.world._base import Record, Subsystem


class PaymentStatus(StrEnum):
    """Trạng thái thanh toán của hoá đơn."""

    UNPAID = "Chưa thanh toán"
    PARTIAL = "Thanh toán một phần"
    PAID = "Đã thanh toán"


class DebtStatus(StrEnum):
    """Trạng thái công nợ (phân tích công nợ)."""

    NOT_DUE = "Chưa đến hạn"
    OVERDUE = "Quá hạn"
    DOUBTFUL = "Nợ khó đòi"


class EInvoiceStatus(StrEnum):
    """Trạng thái hoá đơn điện tử (meInvoice)."""

    DRAFT = "Chưa phát hành"
    ISSUED = "Đã phát hành"
    SENT = "Đã gửi khách hàng"
    REPLACED = "Bị thay thế"
    ADJUSTED = "Bị điều chỉnh"
    CANCELLED = "Đã huỷ"


#: E-invoice states in which an invoice no longer carries a debt.
VOID_STATUSES: frozenset[EInvoiceStatus] = frozenset(
    {EInvoiceStatus.REPLACED, EInvoiceStatus.CANCELLED}
)


class ReceiptMethod(StrEnum):
    """Hình thức thu tiền (the code is what tools accept)."""

    CASH = "tien_mat"  # Phiếu thu, Nợ TK 1111
    BANK = "chuyen_khoan"  # Thu tiền gửi (giấy báo Có), Nợ TK 1121


RECEIPT_VOUCHER: dict[ReceiptMethod, tuple[str, str, str]] = {
    # method: (id prefix, voucher label, debit account)
    ReceiptMethod.CASH: ("PT", "Phiếu thu", "1111"),
    ReceiptMethod.BANK: ("NT", "Thu tiền gửi (giấy báo Có)", "1121"),
}

#: VAT rates (%) that an invoice line may carry in 2026.
VAT_RATES: tuple[float, ...] = (0.0, 5.0, 8.0, 10.0)


def round_vnd(value: Decimal) -> int:
    """Round a VND amount half-up to a whole đồng."""
    return int(value.quantize(Decimal(1), rounding=ROUND_HALF_UP))


def line_amount(quantity: float, unit_price_vnd: int) -> int:
    """Thành tiền of a line: quantity × unit price, rounded half-up."""
    return round_vnd(Decimal(str(quantity)) * unit_price_vnd)


def vat_amount(amount_vnd: int, vat_rate: float) -> int:
    """Tiền thuế GTGT of a line: amount × rate %, rounded half-up."""
    return round_vnd(Decimal(amount_vnd) * Decimal(str(vat_rate)) / 100)


def payment_status_for(total_vnd: int, paid_vnd: int) -> PaymentStatus:
    """The payment status that ``paid_vnd`` of ``total_vnd`` implies."""
    if paid_vnd <= 0:
        return PaymentStatus.UNPAID
    return PaymentStatus.PAID if paid_vnd >= total_vnd else PaymentStatus.PARTIAL


def tax_authority_code(series: str, invoice_no: str) -> str:
    """The deterministic 34-character mã của cơ quan thuế of an issued invoice."""
    digest = hashlib.sha1(f"{series}-{invoice_no}".encode()).hexdigest().upper()
    return "00" + digest[:32]


class InvoiceLine(BaseModel):
    """Một dòng hàng trên hoá đơn (not a table: part of an :class:`Invoice`)."""

    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)

    item_code: str = ""
    item_name: str
    unit: str
    quantity: float
    unit_price_vnd: int
    amount_vnd: int  # thành tiền chưa thuế
    vat_rate: float  # % thuế GTGT, e.g. 8.0
    vat_vnd: int  # tiền thuế GTGT

    @classmethod
    def build(
        cls,
        item_name: str,
        quantity: float,
        unit_price_vnd: int,
        vat_rate: float,
        *,
        unit: str = "Gói",
        item_code: str = "",
    ) -> InvoiceLine:
        """A line with its amount and VAT computed."""
        amount = line_amount(quantity, unit_price_vnd)
        return cls(
            item_code=item_code,
            item_name=item_name,
            unit=unit,
            quantity=float(quantity),
            unit_price_vnd=unit_price_vnd,
            amount_vnd=amount,
            vat_rate=float(vat_rate),
            vat_vnd=vat_amount(amount, vat_rate),
        )

    @model_validator(mode="after")
    def _check(self) -> Self:
        if self.quantity <= 0 or self.unit_price_vnd < 0:
            raise ValueError("quantity must be > 0 and unit_price_vnd ≥ 0")
        if self.vat_rate not in VAT_RATES:
            raise ValueError(f"vat_rate must be one of {VAT_RATES}")
        if self.amount_vnd != line_amount(self.quantity, self.unit_price_vnd):
            raise ValueError(f"{self.item_name}: amount_vnd ≠ quantity × unit_price_vnd")
        if self.vat_vnd != vat_amount(self.amount_vnd, self.vat_rate):
            raise ValueError(f"{self.item_name}: vat_vnd ≠ amount_vnd × vat_rate")
        return self


class Invoice(Record):
    """Hoá đơn bán hàng / chứng từ bán hàng (id = số chứng từ, e.g. BH00514)."""

    series: str  # mẫu số + ký hiệu, e.g. "1C26TAA"
    invoice_no: str | None = None  # số hoá đơn "00000102"; None until phát hành
    customer_id: str  # crm.customers
    customer_name: str  # tên người mua as printed on the invoice
    tax_code: str | None = None  # MST người mua
    issue_date: dt.date  # ngày chứng từ / ngày hoá đơn
    due_date: dt.date  # hạn thanh toán
    description: str = ""  # diễn giải
    lines: list[InvoiceLine] = Field(default_factory=list)
    subtotal_vnd: int  # tiền hàng chưa thuế
    vat_vnd: int  # tiền thuế GTGT
    total_vnd: int  # tổng tiền thanh toán
    paid_vnd: int = 0  # đã thu
    payment_status: PaymentStatus = PaymentStatus.UNPAID
    debt_status: DebtStatus = DebtStatus.NOT_DUE
    debt_status_note: str = ""
    einvoice_status: EInvoiceStatus = EInvoiceStatus.DRAFT
    einvoice_date: dt.date | None = None  # ngày phát hành
    tax_authority_code: str | None = None  # mã của cơ quan thuế
    related_invoice_id: str | None = None  # hoá đơn thay thế / bị thay thế
    salesperson_id: str | None = None  # nhân viên bán hàng (hr.employees)
    created_by: str | None = None

    @model_validator(mode="after")
    def _check(self) -> Self:
        if not self.lines:
            raise ValueError(f"{self.id}: an invoice needs at least one line")
        if self.subtotal_vnd != sum(line.amount_vnd for line in self.lines):
            raise ValueError(f"{self.id}: subtotal_vnd ≠ sum of line amounts")
        if self.vat_vnd != sum(line.vat_vnd for line in self.lines):
            raise ValueError(f"{self.id}: vat_vnd ≠ sum of line VAT")
        if self.total_vnd != self.subtotal_vnd + self.vat_vnd:
            raise ValueError(f"{self.id}: total_vnd ≠ subtotal_vnd + vat_vnd")
        if not 0 <= self.paid_vnd <= self.total_vnd:
            raise ValueError(f"{self.id}: paid_vnd must be within 0..total_vnd")
        if self.payment_status != payment_status_for(self.total_vnd, self.paid_vnd):
            raise ValueError(f"{self.id}: payment_status does not match paid_vnd")
        if self.due_date < self.issue_date:
            raise ValueError(f"{self.id}: due_date before issue_date")
        if (self.invoice_no is None) != (self.einvoice_status is EInvoiceStatus.DRAFT):
            raise ValueError(f"{self.id}: only an unissued invoice has no invoice_no")
        return self

    @classmethod
    def totals(cls, lines: list[InvoiceLine]) -> dict[str, int]:
        """``subtotal_vnd``, ``vat_vnd`` and ``total_vnd`` of ``lines``."""
        subtotal = sum(line.amount_vnd for line in lines)
        vat = sum(line.vat_vnd for line in lines)
        return {"subtotal_vnd": subtotal, "vat_vnd": vat, "total_vnd": subtotal + vat}

    @property
    def outstanding_vnd(self) -> int:
        """Còn phải thu (0 for a cancelled or replaced invoice)."""
        if self.einvoice_status in VOID_STATUSES:
            return 0
        return self.total_vnd - self.paid_vnd


class ReceiptAllocation(BaseModel):
    """Phần của một khoản thu trừ vào một hoá đơn (part of a :class:`Receipt`)."""

    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)

    invoice_id: str
    amount_vnd: int


class Receipt(Record):
    """Phiếu thu (PT00001, tiền mặt) hoặc thu tiền gửi (NT00001, chuyển khoản)."""

    method: ReceiptMethod
    date: dt.date
    customer_id: str | None = None  # None for receipts not from a customer (hoàn ứng, lãi…)
    payer: str  # người nộp / đơn vị chuyển
    reason: str  # lý do thu / diễn giải
    amount_vnd: int
    credit_account: str = "131"  # TK Có: 131 phải thu KH, 141 tạm ứng, 515 lãi, 711 thu khác
    allocations: list[ReceiptAllocation] = Field(default_factory=list)
    created_by: str | None = None

    @model_validator(mode="after")
    def _check(self) -> Self:
        prefix = RECEIPT_VOUCHER[self.method][0]
        if not self.id.startswith(prefix):
            raise ValueError(f"{self.id}: a {self.method.value} receipt id starts with {prefix}")
        if self.amount_vnd <= 0:
            raise ValueError(f"{self.id}: amount_vnd must be > 0")
        if any(a.amount_vnd <= 0 for a in self.allocations):
            raise ValueError(f"{self.id}: allocation amounts must be > 0")
        if sum(a.amount_vnd for a in self.allocations) > self.amount_vnd:
            raise ValueError(f"{self.id}: allocations exceed the receipt amount")
        if self.allocations and self.customer_id is None:
            raise ValueError(f"{self.id}: only a customer receipt can be allocated to invoices")
        return self

    @property
    def unallocated_vnd(self) -> int:
        """Phần chưa trừ vào hoá đơn nào (khách trả trước)."""
        return self.amount_vnd - sum(a.amount_vnd for a in self.allocations)


class PaymentTerm(Record):
    """Điều khoản thanh toán (id e.g. DKTT30)."""

    name: str
    days: int  # số ngày được nợ
    discount_days: int = 0  # thời hạn hưởng chiết khấu (ngày)
    discount_rate: float = 0.0  # tỷ lệ chiết khấu thanh toán (%)
    active: bool = True  # False = Ngừng sử dụng


class CustomerAccount(Record):
    """Thông tin công nợ của một khách hàng trong AMIS Kế toán (id = mã khách hàng)."""

    payment_term_id: str  # accounting.payment_terms
    credit_limit_vnd: int | None = None  # hạn mức nợ; None = không giới hạn
    salesperson_id: str | None = None  # nhân viên bán hàng (hr.employees)
    branch: str  # đơn vị theo dõi: Hà Nội / TP.HCM / Đà Nẵng


class AccountingState(Subsystem):
    """AMIS Kế toán + MISA meInvoice."""

    label = "AMIS Kế toán / meInvoice"

    payment_terms: list[PaymentTerm] = Field(default_factory=list)
    customer_accounts: list[CustomerAccount] = Field(default_factory=list)
    invoices: list[Invoice] = Field(default_factory=list)
    receipts: list[Receipt] = Field(default_factory=list)
