"""The base company's receivables: payment terms, 40 sales invoices and their receipts.

Minh Long sells software subscriptions, implementation and IT services (VAT 8% under
NĐ 174/2025, connectivity lines at 10%). Invoices run from 11/2025 to 16/04/2026 on ký hiệu
``1C25TAA`` / ``1C26TAA``; the seed holds the invoices of the twelve main customers, so the
invoice numbers have gaps (other customers' invoices are not in the base company).

Built for tasks and traps:

* An Phát (KH00001): a February invoice already Quá hạn, two March invoices past due but still
  marked "Chưa đến hạn" (one partly paid), one March invoice due 30/04 (not yet due), a draft.
  An Phát Hưng (KH00002) has look-alike March invoices, also stale.
* Thép Đông Á Đà Nẵng (KH00007, the branch): HĐ 00000102 (40.000.000 đ, 10/03) and
  HĐ 00000117 (28.000.000 đ, 24/03) open; the parent KH00006 has an open invoice of exactly
  55.000.000 đ.
* Overdue buckets: 1–30 (Hoàng Long, Sao Việt…), 31–60 (An Phát, Hoàng Gia partly paid, Bình
  Minh partly paid, Hoàng Gia Phát in TP.HCM), 61–90 (Hải Đăng partly paid, Thành Đạt), > 90
  (Sao Việt — owner has left — marked Nợ khó đòi; Hoàng Long partly paid).
* A cancelled duplicate (Hải Đăng), a replaced invoice (Việt Tiến, wrong MST), an advance
  payment not yet allocated (Hoàng Gia Phát), cash and bank receipts.
* ``customer_accounts`` mirror CRM, except Hải Đăng whose nhân viên bán hàng in AMIS Kế toán is
  still the previous owner (NV000011) — CRM and accounting are not synced after the first time.
"""

from __future__ import annotations

import datetime as dt
import random
from collections.abc import Callable

from avabench.world import Record, WorldState
from avabench.world.accounting import (
    AccountingState,
    CustomerAccount,
    DebtStatus,
    EInvoiceStatus,
    Invoice,
    InvoiceLine,
    PaymentTerm,
    Receipt,
    ReceiptAllocation,
    ReceiptMethod,
    payment_status_for,
    tax_authority_code,
)

from . import crm as _crm_base

D = dt.date
NOT_DUE, OVERDUE, DOUBTFUL = DebtStatus.NOT_DUE, DebtStatus.OVERDUE, DebtStatus.DOUBTFUL
DRAFT, ISSUED, SENT = EInvoiceStatus.DRAFT, EInvoiceStatus.ISSUED, EInvoiceStatus.SENT
REPLACED, CANCELLED = EInvoiceStatus.REPLACED, EInvoiceStatus.CANCELLED
CASH, BANK = ReceiptMethod.CASH, ReceiptMethod.BANK

PAYMENT_TERMS: list[PaymentTerm] = [
    PaymentTerm(id="DKTT00", name="Thanh toán ngay khi nhận hoá đơn", days=0),
    PaymentTerm(id="DKTT15", name="Thanh toán trong 15 ngày", days=15),
    PaymentTerm(id="DKTT30", name="Thanh toán trong 30 ngày", days=30),
    PaymentTerm(id="DKTT45", name="Thanh toán trong 45 ngày", days=45),
    PaymentTerm(id="DKTT60", name="Thanh toán trong 60 ngày", days=60),
    PaymentTerm(
        id="CK2-10N30",
        name="Chiết khấu 2% nếu thanh toán trong 10 ngày, hạn 30 ngày",
        days=30,
        discount_days=10,
        discount_rate=2.0,
    ),
    PaymentTerm(id="DKTT90", name="Thanh toán trong 90 ngày", days=90, active=False),
]

_TERM_BY_DAYS = {0: "DKTT00", 15: "DKTT15", 30: "DKTT30", 45: "DKTT45", 60: "DKTT60"}

# Catalogue of what Minh Long sells: code → (name, unit, unit price, VAT %).
ITEMS: dict[str, tuple[str, str, int, float]] = {
    "HRM50": (
        "Phần mềm MinhLong HRM – thuê bao 12 tháng, gói 50 người dùng",
        "Gói",
        36_000_000,
        8.0,
    ),
    "HRM100": (
        "Phần mềm MinhLong HRM – thuê bao 12 tháng, gói 100 người dùng",
        "Gói",
        62_000_000,
        8.0,
    ),
    "CRM20": (
        "Phần mềm MinhLong CRM – thuê bao 12 tháng, gói 20 người dùng",
        "Gói",
        24_000_000,
        8.0,
    ),
    "WMS": ("Phần mềm quản lý kho MinhLong WMS – bản quyền 1 năm", "Gói", 35_000_000, 8.0),
    "ACC": ("Phần mềm kế toán MinhLong Accounting – bản quyền 1 năm", "Gói", 9_900_000, 8.0),
    "TK": ("Dịch vụ triển khai và đào tạo sử dụng phần mềm", "Gói", 15_000_000, 8.0),
    "DATA": ("Dịch vụ chuyển đổi dữ liệu", "Gói", 8_000_000, 8.0),
    "BT": ("Dịch vụ bảo trì, hỗ trợ kỹ thuật hệ thống", "Tháng", 4_500_000, 8.0),
    "CLOUD": ("Dịch vụ lưu trữ đám mây MinhLong Cloud 500 GB", "Tháng", 1_200_000, 8.0),
    "TV": ("Dịch vụ tư vấn chuyển đổi số", "Gói", 30_000_000, 8.0),
    "LAP": ("Máy tính xách tay Dell Latitude 5450", "Chiếc", 23_500_000, 8.0),
    "SRV": ("Máy chủ Dell PowerEdge R550", "Chiếc", 96_000_000, 8.0),
    # Telecom services are outside the 2-point VAT cut: 10%.
    "VPN": ("Dịch vụ kênh truyền VPN doanh nghiệp", "Gói", 2_000_000, 10.0),
}


def item_line(code: str, quantity: float = 1, unit_price_vnd: int | None = None) -> InvoiceLine:
    """An invoice line for a catalogue item (optionally at another unit price)."""
    name, unit, price, vat = ITEMS[code]
    return InvoiceLine.build(
        name, quantity, price if unit_price_vnd is None else unit_price_vnd, vat,
        unit=unit, item_code=code,
    )  # fmt: skip


L = item_line

# (BH id, series, invoice no | None, customer, issue date, term days, lines, debt status,
#  e-invoice status, description, extra fields)
_INVOICES: list[tuple[str, str, str | None, str, dt.date, int, list[InvoiceLine], DebtStatus, EInvoiceStatus, str, dict]] = [
    # -- 2025 (ký hiệu 1C25TAA) --------------------------------------------------------------
    ("BH00371", "1C25TAA", "368", "KH00005", D(2025, 11, 10), 30, [L("TV"), L("TK")], DOUBTFUL, SENT,
     "Tư vấn chuyển đổi số và triển khai giai đoạn 1", {}),
    ("BH00399", "1C25TAA", "395", "KH00009", D(2025, 12, 5), 30, [L("SRV"), L("TK")], OVERDUE, SENT,
     "Cung cấp máy chủ và triển khai hệ thống", {}),
    ("BH00406", "1C25TAA", "401", "KH00001", D(2025, 12, 15), 30, [L("HRM50")], NOT_DUE, SENT,
     "Thuê bao MinhLong HRM năm 2026", {}),
    # -- 2026 (ký hiệu 1C26TAA) --------------------------------------------------------------
    ("BH00415", "1C26TAA", "3", "KH00010", D(2026, 1, 5), 45, [L("HRM100")], NOT_DUE, SENT,
     "Thuê bao MinhLong HRM năm 2026", {}),
    ("BH00419", "1C26TAA", "7", "KH00012", D(2026, 1, 8), 30, [L("WMS"), L("DATA")], OVERDUE, SENT,
     "Triển khai phần mềm quản lý kho", {}),
    ("BH00421", "1C26TAA", "9", "KH00001", D(2026, 1, 9), 30, [L("CRM20"), L("TK")], NOT_DUE, SENT,
     "Thuê bao MinhLong CRM và triển khai", {}),
    ("BH00424", "1C26TAA", "12", "KH00007", D(2026, 1, 12), 45, [L("BT", 3)], NOT_DUE, SENT,
     "Bảo trì hệ thống quý I/2026", {}),
    ("BH00426", "1C26TAA", "14", "KH00006", D(2026, 1, 13), 60, [L("SRV"), L("BT", 3)], NOT_DUE, SENT,
     "Cung cấp máy chủ và bảo trì quý I/2026", {}),
    ("BH00428", "1C26TAA", "16", "KH00003", D(2026, 1, 14), 45, [L("HRM100"), L("TK")], OVERDUE, SENT,
     "Thuê bao MinhLong HRM và triển khai", {}),
    ("BH00431", "1C26TAA", "19", "KH00004", D(2026, 1, 16), 30, [L("LAP", 4)], NOT_DUE, SENT,
     "Cung cấp máy tính xách tay", {}),
    ("BH00435", "1C26TAA", "23", "KH00002", D(2026, 1, 20), 30, [L("ACC"), L("TK")], NOT_DUE, SENT,
     "Bản quyền phần mềm kế toán và triển khai", {}),
    ("BH00437", "1C26TAA", "25", "KH00011", D(2026, 1, 21), 30, [L("CLOUD", 12)], NOT_DUE, SENT,
     "Lưu trữ đám mây 12 tháng", {}),
    ("BH00439", "1C26TAA", "27", "KH00009", D(2026, 1, 22), 30, [L("ACC")], NOT_DUE, SENT,
     "Bản quyền phần mềm kế toán năm 2026", {}),
    ("BH00442", "1C26TAA", "30", "KH00005", D(2026, 1, 26), 30, [L("BT", 3)], OVERDUE, SENT,
     "Bảo trì hệ thống quý I/2026", {}),
    ("BH00443", "1C26TAA", "31", "KH00010", D(2026, 1, 26), 45, [L("TK"), L("DATA"), L("BT", 2)], OVERDUE, SENT,
     "Triển khai mở rộng phân hệ và bảo trì", {}),
    ("BH00446", "1C26TAA", "34", "KH00008", D(2026, 1, 28), 15, [L("ACC"), L("DATA")], OVERDUE, SENT,
     "Bản quyền phần mềm kế toán và chuyển đổi dữ liệu", {}),
    ("BH00452", "1C26TAA", "40", "KH00004", D(2026, 2, 3), 30, [L("TV")], OVERDUE, SENT,
     "Tư vấn chuyển đổi số", {}),
    ("BH00455", "1C26TAA", "43", "KH00001", D(2026, 2, 5), 30, [L("BT", 3), L("CLOUD", 3)], OVERDUE, SENT,
     "Bảo trì và lưu trữ đám mây quý I/2026", {}),
    ("BH00462", "1C26TAA", "50", "KH00003", D(2026, 2, 11), 45, [L("TK")], NOT_DUE, SENT,
     "Đào tạo người dùng mới", {}),
    ("BH00465", "1C26TAA", "53", "KH00002", D(2026, 2, 13), 30, [L("CLOUD", 6)], NOT_DUE, SENT,
     "Lưu trữ đám mây 6 tháng", {}),
    ("BH00484", "1C26TAA", "72", "KH00009", D(2026, 2, 23), 30, [L("HRM50")], OVERDUE, SENT,
     "Thuê bao MinhLong HRM năm 2026", {}),
    ("BH00491", "1C26TAA", "79", "KH00006", D(2026, 2, 27), 60,
     [L("TV"), L("TK"), L("BT"), L("VPN", 1, 1_400_000)], NOT_DUE, SENT,
     "Tư vấn, triển khai và kênh truyền cho nhà máy", {}),
    ("BH00496", "1C26TAA", "84", "KH00001", D(2026, 3, 2), 30, [L("ACC", 2)], NOT_DUE, SENT,
     "Bản quyền phần mềm kế toán cho 2 đơn vị thành viên", {}),
    ("BH00511", "1C26TAA", "99", "KH00002", D(2026, 3, 10), 30, [L("CRM20")], NOT_DUE, SENT,
     "Thuê bao MinhLong CRM năm 2026", {}),
    ("BH00514", "1C26TAA", "102", "KH00007", D(2026, 3, 10), 45, [L("WMS"), L("VPN")], NOT_DUE, SENT,
     "Phần mềm quản lý kho và kênh truyền VPN cho chi nhánh", {}),
    ("BH00518", "1C26TAA", "106", "KH00001", D(2026, 3, 12), 30, [L("TK"), L("DATA")], NOT_DUE, SENT,
     "Triển khai và chuyển đổi dữ liệu", {}),
    ("BH00520", "1C26TAA", "108", "KH00012", D(2026, 3, 13), 30, [L("BT", 3)], OVERDUE, SENT,
     "Bảo trì hệ thống quý II/2026", {}),
    ("BH00522", "1C26TAA", "110", "KH00012", D(2026, 3, 17), 30, [L("BT", 3)], NOT_DUE, CANCELLED,
     "Bảo trì hệ thống quý II/2026 (lập trùng, đã huỷ)", {}),
    ("BH00524", "1C26TAA", "112", "KH00004", D(2026, 3, 18), 30, [L("LAP", 2), L("BT")], NOT_DUE, ISSUED,
     "Cung cấp máy tính xách tay và bảo trì", {}),
    ("BH00527", "1C26TAA", "115", "KH00008", D(2026, 3, 20), 15, [L("CLOUD", 3)], NOT_DUE, SENT,
     "Lưu trữ đám mây 3 tháng", {}),
    ("BH00529", "1C26TAA", "117", "KH00007", D(2026, 3, 24), 45,
     [L("TK"), L("DATA", 1, 4_000_000), L("VPN", 1, 6_800_000)], NOT_DUE, SENT,
     "Triển khai, chuyển đổi dữ liệu và kênh truyền 12 tháng", {}),
    ("BH00531", "1C26TAA", "119", "KH00002", D(2026, 3, 25), 30, [L("BT", 2)], NOT_DUE, SENT,
     "Bảo trì hệ thống tháng 4–5/2026", {}),
    ("BH00535", "1C26TAA", "123", "KH00001", D(2026, 3, 31), 30, [L("CLOUD", 12), L("BT", 3)], NOT_DUE, SENT,
     "Lưu trữ đám mây 12 tháng và bảo trì quý II/2026", {}),
    ("BH00536", "1C26TAA", "124", "KH00011", D(2026, 4, 1), 30, [L("CRM20")], NOT_DUE, REPLACED,
     "Thuê bao MinhLong CRM năm 2026 (sai MST người mua, đã lập hoá đơn thay thế)",
     {"related_invoice_id": "BH00540", "tax_code": "0315678910"}),
    ("BH00537", "1C26TAA", "125", "KH00010", D(2026, 4, 2), 45, [L("CLOUD", 12)], NOT_DUE, SENT,
     "Lưu trữ đám mây 12 tháng", {}),
    ("BH00539", "1C26TAA", "127", "KH00003", D(2026, 4, 6), 45, [L("CLOUD", 12)], NOT_DUE, SENT,
     "Lưu trữ đám mây 12 tháng", {}),
    ("BH00540", "1C26TAA", "128", "KH00011", D(2026, 4, 7), 30, [L("CRM20")], NOT_DUE, SENT,
     "Thuê bao MinhLong CRM năm 2026 (thay thế HĐ 00000124)", {"related_invoice_id": "BH00536"}),
    ("BH00542", "1C26TAA", "130", "KH00006", D(2026, 4, 8), 60, [L("CLOUD", 6)], NOT_DUE, SENT,
     "Lưu trữ đám mây 6 tháng", {}),
    # -- drafts (not yet phát hành) ---------------------------------------------------------
    ("BH00543", "1C26TAA", None, "KH00003", D(2026, 4, 15), 45, [L("TV")], NOT_DUE, DRAFT,
     "Tư vấn chuyển đổi số giai đoạn 2", {}),
    ("BH00544", "1C26TAA", None, "KH00001", D(2026, 4, 16), 30, [L("DATA")], NOT_DUE, DRAFT,
     "Chuyển đổi dữ liệu cho đơn vị thành viên", {}),
]  # fmt: skip

# (id, date, customer, method, amount, payer, [(invoice, amount)], reason)
_RECEIPTS: list[tuple[str, dt.date, str, ReceiptMethod, int, str, list[tuple[str, int]], str]] = [
    ("NT00001", D(2026, 1, 12), "KH00001", BANK, 38_880_000, "Công ty TNHH Thương mại và Dịch vụ An Phát",
     [("BH00406", 38_880_000)], ""),
    ("NT00002", D(2026, 1, 20), "KH00009", BANK, 60_000_000, "Công ty TNHH MTV Xây dựng Hoàng Long",
     [("BH00399", 60_000_000)], "Thu một phần tiền hàng theo HĐ số 00000395"),
    ("NT00003", D(2026, 2, 5), "KH00001", BANK, 42_120_000, "Công ty TNHH Thương mại và Dịch vụ An Phát",
     [("BH00421", 42_120_000)], ""),
    ("NT00004", D(2026, 2, 10), "KH00007", BANK, 14_580_000,
     "Chi nhánh Công ty Cổ phần Thép Đông Á tại Đà Nẵng", [("BH00424", 14_580_000)], ""),
    ("NT00005", D(2026, 2, 11), "KH00010", BANK, 66_960_000, "Công ty Cổ phần Dược phẩm Bình Minh",
     [("BH00415", 66_960_000)], ""),
    ("NT00006", D(2026, 2, 12), "KH00004", BANK, 101_520_000, "Công ty TNHH Hoàng Gia Phát",
     [("BH00431", 101_520_000)], ""),
    ("PT00001", D(2026, 2, 13), "KH00011", CASH, 15_552_000, "Lâm Quốc Việt",
     [("BH00437", 15_552_000)], ""),
    ("NT00007", D(2026, 2, 20), "KH00012", BANK, 20_000_000, "Công ty Cổ phần Logistics Hải Đăng",
     [("BH00419", 20_000_000)], "Thu một phần tiền hàng theo HĐ số 00000007"),
    ("NT00008", D(2026, 2, 24), "KH00002", BANK, 26_892_000, "Công ty TNHH An Phát Hưng",
     [("BH00435", 26_892_000)], ""),
    ("NT00009", D(2026, 3, 2), "KH00009", BANK, 10_692_000, "Công ty TNHH MTV Xây dựng Hoàng Long",
     [("BH00439", 10_692_000)], ""),
    ("NT00010", D(2026, 3, 6), "KH00002", BANK, 7_776_000, "Công ty TNHH An Phát Hưng",
     [("BH00465", 7_776_000)], ""),
    ("NT00011", D(2026, 3, 10), "KH00003", BANK, 66_200_000, "Công ty Cổ phần Hoàng Gia",
     [("BH00428", 50_000_000), ("BH00462", 16_200_000)],
     "Thu tiền hàng theo HĐ số 00000050 và một phần HĐ số 00000016"),
    ("NT00012", D(2026, 3, 13), "KH00006", BANK, 118_260_000, "Công ty Cổ phần Thép Đông Á",
     [("BH00426", 118_260_000)], ""),
    ("NT00013", D(2026, 3, 25), "KH00010", BANK, 20_000_000, "Công ty Cổ phần Dược phẩm Bình Minh",
     [("BH00443", 20_000_000)], "Thu một phần tiền hàng theo HĐ số 00000031"),
    ("PT00002", D(2026, 3, 27), "KH00008", CASH, 3_888_000, "Nguyễn Thị Mỹ Linh",
     [("BH00527", 3_888_000)], ""),
    ("NT00014", D(2026, 4, 14), "KH00001", BANK, 10_000_000, "Công ty TNHH Thương mại và Dịch vụ An Phát",
     [("BH00518", 10_000_000)], "Thu một phần tiền hàng theo HĐ số 00000106"),
    ("NT00015", D(2026, 4, 15), "KH00004", BANK, 20_000_000, "Công ty TNHH Hoàng Gia Phát",
     [], "Hoàng Gia Phát chuyển khoản trả trước đơn hàng máy tính tháng 4"),
]  # fmt: skip

# Accounting-side differences from CRM (AMIS Kế toán keeps its first-synced value).
_SALESPERSON_OVERRIDE = {"KH00012": "NV000011"}
_ACCOUNT_CUSTOMERS = [f"KH{i:05d}" for i in range(1, 13)]
_CREATED_BY = "NV000032"  # Nguyễn Thị Ngọc Lan, kế toán công nợ


def _invoice_no(series: str, number: str | None) -> str | None:
    return None if number is None else f"{int(number):08d}"


def _receipt_reason(invoice_nos: list[str]) -> str:
    return "Thu tiền hàng theo HĐ số " + ", ".join(invoice_nos)


def seed(today: dt.date) -> AccountingState:
    """The base company's accounting subsystem as of ``today``."""
    customers = {c.id: c for c in _crm_base.seed(today).customers}
    paid: dict[str, int] = {}
    for _rid, _d, _c, _m, _a, _p, allocs, _r in _RECEIPTS:
        for inv_id, amount in allocs:
            paid[inv_id] = paid.get(inv_id, 0) + amount

    invoices: list[Invoice] = []
    for bh, series, number, cid, issued, term, lines, debt, einv, desc, extra in _INVOICES:
        cust = customers[cid]
        totals = Invoice.totals(lines)
        no = _invoice_no(series, number)
        fields = {
            "tax_code": cust.tax_code,
            "salesperson_id": _SALESPERSON_OVERRIDE.get(cid, cust.owner_id),
            **extra,
        }
        invoices.append(
            Invoice(
                id=bh,
                series=series,
                invoice_no=no,
                customer_id=cid,
                customer_name=cust.name,
                issue_date=issued,
                due_date=issued + dt.timedelta(days=term),
                description=desc,
                lines=lines,
                **totals,
                paid_vnd=paid.get(bh, 0),
                payment_status=payment_status_for(totals["total_vnd"], paid.get(bh, 0)),
                debt_status=debt,
                einvoice_status=einv,
                einvoice_date=None if no is None else issued,
                tax_authority_code=None if no is None else tax_authority_code(series, no),
                created_by=_CREATED_BY,
                **fields,
            )
        )
    by_id = {i.id: i for i in invoices}

    receipts: list[Receipt] = []
    for rid, date, cid, method, amount, payer, allocs, reason in _RECEIPTS:
        nos = [by_id[i].invoice_no or i for i, _ in allocs]
        receipts.append(
            Receipt(
                id=rid,
                method=method,
                date=date,
                customer_id=cid,
                payer=payer,
                reason=reason or _receipt_reason(nos),
                amount_vnd=amount,
                allocations=[ReceiptAllocation(invoice_id=i, amount_vnd=a) for i, a in allocs],
                created_by="NV000035" if method is CASH else _CREATED_BY,
            )
        )

    accounts = []
    for cid in _ACCOUNT_CUSTOMERS:
        cust = customers[cid]
        accounts.append(
            CustomerAccount(
                id=cid,
                payment_term_id=_TERM_BY_DAYS.get(cust.payment_term_days, "DKTT30"),
                credit_limit_vnd=cust.credit_limit_vnd or None,
                salesperson_id=_SALESPERSON_OVERRIDE.get(cid, cust.owner_id),
                branch=cust.branch,
            )
        )
    return AccountingState(
        payment_terms=list(PAYMENT_TERMS),
        customer_accounts=accounts,
        invoices=invoices,
        receipts=receipts,
    )


# -- noise ---------------------------------------------------------------------------------

_NOISE_ITEMS = ["CLOUD", "BT", "ACC", "DATA", "TK", "CRM20", "HRM50", "LAP"]


def _seq(world_ids: list[str], prefix: str, start: int) -> int:
    """The first sequence number ≥ ``start`` above every ``<prefix>NNNNN`` id in the table."""
    highest = start - 1
    for rid in world_ids:
        tail = rid[len(prefix) :]
        if rid.startswith(prefix) and tail.isdigit():
            highest = max(highest, int(tail))
    return highest + 1


def _noise_customers(world: WorldState) -> list[str]:
    crm_ids = {c.id for c in getattr(world.crm, "customers", [])}
    ids = [a.id for a in world.accounting.customer_accounts if not crm_ids or a.id in crm_ids]
    return ids or sorted(crm_ids)


def noise_invoices(world: WorldState, rng: random.Random, n: int) -> list[Invoice]:
    """Invoices that look like the real ones but need no action and change no balance.

    They go to the look-alike customers added by CRM noise when there are any (their debts
    are nobody's question); otherwise to real customers but **paid in full**, so no debt,
    aging bucket or statement balance that a task asks about moves. Each takes a free invoice
    number of ký hiệu 1C26TAA, dated between the invoices numbered around it, so the numbering
    stays in date order.
    """
    today = world.context.today
    series = f"1C{today.year % 100:02d}TAA"
    lookalikes = [c.id for c in getattr(world.crm, "customers", []) if c.id >= "KH00900"]
    customers = lookalikes or _noise_customers(world)
    if not customers:
        raise ValueError("noise_invoices needs customers in the world")
    numbered = sorted(
        (int(i.invoice_no), i.einvoice_date or i.issue_date)
        for i in world.accounting.invoices
        if i.series == series and i.invoice_no is not None
    )
    used = {no for no, _ in numbered}
    top = max(used, default=0)
    free = [no for no in range(1, top) if no not in used]
    rng.shuffle(free)
    start = _seq([i.id for i in world.accounting.invoices], "BH", 901)
    first_day = dt.date(today.year, 1, 2)
    out: list[Invoice] = []
    for k in range(n):
        if free:
            no = free.pop()
            before = max((d for x, d in numbered if x < no), default=first_day)
            after = min((d for x, d in numbered if x > no), default=today)
            span = max(0, (after - before).days)
            issued = before + dt.timedelta(days=rng.randint(0, span))
        else:  # numbers above the highest, dated today
            top += 1
            no, issued = top, today
        issued = min(issued, today)
        numbered.append((no, issued))
        codes = rng.sample(_NOISE_ITEMS, rng.randint(1, 2))
        lines = [
            item_line(c, rng.choice([1, 2, 3]) if c in ("BT", "CLOUD", "LAP") else 1) for c in codes
        ]
        totals = Invoice.totals(lines)
        cid = rng.choice(customers)
        account = next((a for a in world.accounting.customer_accounts if a.id == cid), None)
        crm_cust = next((c for c in getattr(world.crm, "customers", []) if c.id == cid), None)
        term = rng.choice([30, 45, 60])
        due = issued + dt.timedelta(days=term)
        not_due = due > today
        paid = 0 if (not_due and lookalikes) else totals["total_vnd"]
        invoice_no = f"{no:08d}"
        out.append(
            Invoice(
                id=f"BH{start + k:05d}",
                series=series,
                invoice_no=invoice_no,
                customer_id=cid,
                customer_name=getattr(crm_cust, "name", cid),
                tax_code=getattr(crm_cust, "tax_code", None),
                issue_date=issued,
                due_date=due,
                description=ITEMS[codes[0]][0],
                lines=lines,
                **totals,
                paid_vnd=paid,
                payment_status=payment_status_for(totals["total_vnd"], paid),
                debt_status=DebtStatus.NOT_DUE,
                einvoice_status=rng.choice([ISSUED, SENT, SENT]),
                einvoice_date=issued,
                tax_authority_code=tax_authority_code(series, invoice_no),
                salesperson_id=account.salesperson_id
                if account
                else getattr(crm_cust, "owner_id", None),
                created_by=_CREATED_BY,
            )
        )
    return out


_OTHER_RECEIPTS: list[tuple[ReceiptMethod, str, str, str, tuple[int, int]]] = [
    # method, credit account, reason, payer, amount range (thousand VND)
    (CASH, "141", "Thu hoàn tạm ứng công tác phí", "employee", (500, 5_000)),
    (CASH, "1388", "Thu tiền gửi xe tháng của nhân viên", "employee", (100, 300)),
    (CASH, "711", "Thu tiền thanh lý máy tính cũ", "employee", (2_000, 8_000)),
    (BANK, "515", "Lãi tiền gửi không kỳ hạn", "Ngân hàng TMCP Ngoại thương Việt Nam – CN Thành Công", (200, 2_500)),
    (BANK, "1388", "Thu hồi tiền ký quỹ dự thầu", "Bệnh viện Đa khoa Tâm An", (5_000, 30_000)),
    (BANK, "711", "Nhận tiền bồi thường bảo hiểm thiết bị", "Tổng Công ty Bảo hiểm PVI", (3_000, 20_000)),
]  # fmt: skip


def noise_receipts(world: WorldState, rng: random.Random, n: int) -> list[Receipt]:
    """Receipts that are not customer payments (hoàn ứng, lãi tiền gửi, thu khác) in Mar–Apr."""
    today = world.context.today
    ids = [r.id for r in world.accounting.receipts]
    next_no = {CASH: _seq(ids, "PT", 901), BANK: _seq(ids, "NT", 901)}
    staff = [e.full_name for e in world.hr.employees if str(e.status) != "Đã nghỉ việc"] or [
        "Hà Thị Linh"
    ]
    out: list[Receipt] = []
    for _ in range(n):
        method, account, reason, payer, (lo, hi) = rng.choice(_OTHER_RECEIPTS)
        prefix = "PT" if method is CASH else "NT"
        rid = f"{prefix}{next_no[method]:05d}"
        next_no[method] += 1
        month = rng.choice([today.month - 1, today.month]) if today.month > 1 else today.month
        day_max = today.day if month == today.month else 28
        out.append(
            Receipt(
                id=rid,
                method=method,
                date=dt.date(today.year, month, rng.randint(1, day_max)),
                customer_id=None,
                payer=rng.choice(staff) if payer == "employee" else payer,
                reason=reason,
                amount_vnd=rng.randint(lo, hi) * 1_000,
                credit_account=account,
                created_by="NV000035" if method is CASH else _CREATED_BY,
            )
        )
    return out


def noise_payment_terms(world: WorldState, rng: random.Random, n: int) -> list[PaymentTerm]:
    """Old payment terms that are no longer used (Ngừng sử dụng)."""
    start = _seq([t.id for t in world.accounting.payment_terms], "DKTT", 901)
    out = []
    for k in range(n):
        days = rng.choice([7, 10, 20, 21, 25, 35, 40, 50, 75, 120])
        out.append(
            PaymentTerm(
                id=f"DKTT{start + k}",
                name=f"Thanh toán trong {days} ngày (điều khoản cũ)",
                days=days,
                active=False,
            )
        )
    return out


def noise_customer_accounts(world: WorldState, rng: random.Random, n: int) -> list[CustomerAccount]:
    """Accounting records of CRM customers that have none yet (one per customer).

    Raises ``ValueError`` when fewer than ``n`` CRM customers lack an account (add
    ``crm.customers`` noise first).
    """
    have = {a.id for a in world.accounting.customer_accounts}
    candidates = [c for c in getattr(world.crm, "customers", []) if c.id not in have]
    if len(candidates) < n:
        raise ValueError(
            f"only {len(candidates)} CRM customers have no accounting record; cannot add {n}"
        )
    active_terms = [t.id for t in world.accounting.payment_terms if t.active] or ["DKTT30"]
    out = []
    for cust in rng.sample(candidates, n):
        term = _TERM_BY_DAYS.get(getattr(cust, "payment_term_days", 30))
        out.append(
            CustomerAccount(
                id=cust.id,
                payment_term_id=term if term in active_terms else rng.choice(active_terms),
                credit_limit_vnd=getattr(cust, "credit_limit_vnd", 0) or None,
                salesperson_id=getattr(cust, "owner_id", None),
                branch=getattr(cust, "branch", "Hà Nội"),
            )
        )
    return out


#: ``accounting.customer_accounts`` has no entry: it holds one row per CRM customer, so its only
#: possible distractors are accounts of CRM customers that have none (see
#: :func:`noise_customer_accounts`, usable after ``crm.customers`` noise), and a generator that
#: cannot always return ``n`` records would break the NOISE contract.
NOISE: dict[str, Callable[[WorldState, random.Random, int], list[Record]]] = {
    "accounting.invoices": noise_invoices,
    "accounting.receipts": noise_receipts,
}
