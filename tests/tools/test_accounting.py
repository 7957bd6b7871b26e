"""Accounting tools (AMIS Kế toán / meInvoice): behaviour, business rules, seed and noise."""

from __future__ import annotations

import datetime as dt
import random

import pytest

from avabench.domains.base import base_company
from avabench.domains.base.accounting import NOISE, noise_customer_accounts
from avabench.tools import call_tool, registry
from avabench.world import LOOKUP_TABLES, WorldState
from avabench.world.accounting import (
    VOID_STATUSES,
    DebtStatus,
    EInvoiceStatus,
    Invoice,
    InvoiceLine,
    PaymentStatus,
    payment_status_for,
)

ACC_TOOLS = {
    "acc_search_invoices": False,
    "acc_get_invoice": False,
    "acc_get_receivable_aging": False,
    "acc_get_customer_debt": False,
    "acc_list_receipts": False,
    "acc_list_payment_terms": False,
    "acc_create_receipt": True,
    "acc_update_invoice_status": True,
    "acc_create_sales_invoice": True,
    "acc_issue_einvoice": True,
    "acc_update_payment_term": True,
}
TODAY = dt.date(2026, 4, 16)


@pytest.fixture
def world() -> WorldState:
    return base_company()


def ok(world: WorldState, name: str, args: dict) -> dict:
    res = call_tool(world, name, args)
    assert res.ok, res.error
    return res.output


def refused(world: WorldState, name: str, args: dict, kind: str | None = None) -> str:
    """Assert the call fails with a ToolError and leaves accounting unchanged."""
    before = world.accounting.model_dump()
    res = call_tool(world, name, args)
    assert not res.ok, res.output
    assert res.error
    if kind:
        assert res.error_kind == kind, res.error
    assert world.accounting.model_dump() == before
    return res.error


def inv(world: WorldState, invoice_id: str) -> Invoice:
    return next(i for i in world.accounting.invoices if i.id == invoice_id)


# -- registry -------------------------------------------------------------------------------


def test_inventory_and_write_flags():
    acc = {n: s.writes for n, s in registry().items() if s.subsystem == "accounting"}
    assert acc == ACC_TOOLS


# -- seed -----------------------------------------------------------------------------------


def test_seed_ids_unique_and_references_resolve(world):
    a = world.accounting
    for table in (a.payment_terms, a.customer_accounts, a.invoices, a.receipts):
        ids = [r.id for r in table]
        assert len(ids) == len(set(ids))
    customers = {c.id for c in world.crm.customers}
    employees = {e.id for e in world.hr.employees}
    terms = {t.id for t in a.payment_terms}
    invoices = {i.id: i for i in a.invoices}
    assert len(a.invoices) >= 40 and len(a.receipts) >= 10
    for acc in a.customer_accounts:
        assert acc.id in customers and acc.payment_term_id in terms
        assert acc.salesperson_id in employees and acc.branch in {"Hà Nội", "TP.HCM", "Đà Nẵng"}
    paid: dict[str, int] = {}
    for r in a.receipts:
        assert r.customer_id in customers and r.created_by in employees
        for al in r.allocations:
            target = invoices[al.invoice_id]
            assert target.customer_id == r.customer_id and r.date >= target.issue_date
            paid[al.invoice_id] = paid.get(al.invoice_id, 0) + al.amount_vnd
    for i in a.invoices:
        assert i.customer_id in customers and i.salesperson_id in employees
        assert i.paid_vnd == paid.get(i.id, 0)
        crm = next(c for c in world.crm.customers if c.id == i.customer_id)
        assert i.customer_name == crm.name
        if i.related_invoice_id:
            assert i.related_invoice_id in invoices
    numbers = [(i.series, i.invoice_no) for i in a.invoices if i.invoice_no]
    assert len(numbers) == len(set(numbers))


def test_seed_invoice_numbers_follow_dates(world):
    issued = sorted(
        (int(i.invoice_no), i.issue_date)
        for i in world.accounting.invoices
        if i.series == "1C26TAA" and i.invoice_no
    )
    dates = [d for _, d in issued]
    assert dates == sorted(dates)
    assert all(d.weekday() < 5 for d in dates)


def test_seed_task_facts(world):
    branch = {i.invoice_no: i for i in world.accounting.invoices if i.customer_id == "KH00007"}
    assert branch["00000102"].total_vnd == 40_000_000 and branch["00000102"].paid_vnd == 0
    assert branch["00000117"].total_vnd == 28_000_000 and branch["00000117"].paid_vnd == 0
    assert branch["00000102"].issue_date < branch["00000117"].issue_date
    parent = [i for i in world.accounting.invoices if i.customer_id == "KH00006"]
    assert any(i.total_vnd == 55_000_000 and i.outstanding_vnd == 55_000_000 for i in parent)
    an_phat = [i for i in world.accounting.invoices if i.customer_id == "KH00001"]
    assert any(i.due_date == dt.date(2026, 4, 30) and i.outstanding_vnd for i in an_phat)
    march_stale = [
        i
        for i in an_phat
        if i.issue_date.month == 3 and i.due_date < TODAY and i.debt_status is DebtStatus.NOT_DUE
    ]
    assert len(march_stale) == 2
    # VAT 8% on most lines, 10% on telecom lines
    rates = [line.vat_rate for i in world.accounting.invoices for line in i.lines]
    assert rates.count(8.0) > 0.8 * len(rates) and 10.0 in rates


def test_invoice_model_checks_totals():
    line = InvoiceLine.build("Dịch vụ A", 2, 1_250_000, 8.0)
    assert (line.amount_vnd, line.vat_vnd) == (2_500_000, 200_000)
    assert InvoiceLine.build("B", 1, 1_234_567, 8.0).vat_vnd == 98_765  # 98.765,36 → half-up
    base = {
        "id": "BH09999",
        "series": "1C26TAA",
        "customer_id": "KH00001",
        "customer_name": "X",
        "issue_date": TODAY,
        "due_date": TODAY,
        "lines": [line],
        **Invoice.totals([line]),
    }
    Invoice(**base)
    with pytest.raises(ValueError):
        Invoice(**{**base, "total_vnd": 1})
    with pytest.raises(ValueError):
        Invoice(**{**base, "paid_vnd": 5, "payment_status": PaymentStatus.UNPAID})
    assert payment_status_for(100, 100) is PaymentStatus.PAID


# -- reads ----------------------------------------------------------------------------------


def test_search_filters_and_derived_fields(world):
    out = ok(world, "acc_search_invoices", {"customer_id": "KH00001", "open_only": True})
    assert {r["customer_id"] for r in out["invoices"]} == {"KH00001"}
    assert all(r["outstanding_vnd"] > 0 for r in out["invoices"])
    partly = next(r for r in out["invoices"] if r["invoice_no"] == "00000106")
    assert partly["outstanding_vnd"] == 24_840_000 - 10_000_000 and partly["days_overdue"] == 5
    over30 = ok(world, "acc_search_invoices", {"min_days_overdue": 31, "page_size": 50})
    assert over30["invoices"] and all(r["days_overdue"] >= 31 for r in over30["invoices"])
    assert "KH00007" not in {r["customer_id"] for r in over30["invoices"]}
    by_no = ok(world, "acc_search_invoices", {"query": "0000102"})
    assert [r["id"] for r in by_no["invoices"]] == ["BH00514"]
    assert [r["id"] for r in ok(world, "acc_search_invoices", {"query": "HĐ 117"})["invoices"]] == [
        "BH00529"
    ]
    by_name = ok(world, "acc_search_invoices", {"query": "an phat hung"})
    assert {r["customer_id"] for r in by_name["invoices"]} == {"KH00002"}
    march = ok(
        world,
        "acc_search_invoices",
        {"customer_id": "KH00001", "issue_date_from": "2026-03-01", "issue_date_to": "2026-03-31"},
    )
    assert len(march["invoices"]) == 3
    cancelled = ok(world, "acc_search_invoices", {"einvoice_status": "Đã huỷ"})
    assert [r["outstanding_vnd"] for r in cancelled["invoices"]] == [0]
    assert ok(world, "acc_search_invoices", {"page": 999})["invoices"] == []


def test_search_rejects_bad_arguments(world):
    refused(world, "acc_search_invoices", {"min_days_overdue": -1}, "invalid_arguments")
    refused(
        world, "acc_search_invoices", {"due_date_from": "2026-05-01", "due_date_to": "2026-04-01"}
    )
    refused(world, "acc_search_invoices", {"customer_id": "NV000012"}, "not_found")
    refused(world, "acc_search_invoices", {"page_size": 500}, "invalid_arguments")


def test_get_invoice_with_receipts(world):
    out = ok(world, "acc_get_invoice", {"invoice_id": "BH00428"})
    assert out["lines"] and out["outstanding_vnd"] == 33_160_000
    assert [r["receipt_id"] for r in out["receipts"]] == ["NT00011"]
    assert ok(world, "acc_get_invoice", {"invoice_id": "HĐ 0000117"})["id"] == "BH00529"
    refused(world, "acc_get_invoice", {"invoice_id": "BH99999"}, "not_found")


def test_receivable_aging(world):
    out = ok(world, "acc_get_receivable_aging", {"page_size": 50})
    rows = {r["customer_id"]: r for r in out["customers"]}
    assert rows["KH00005"]["overdue_over_90_vnd"] == 48_600_000
    assert rows["KH00012"]["overdue_61_90_vnd"] == 26_440_000
    assert (
        rows["KH00007"]["not_due_vnd"] == 68_000_000 and rows["KH00007"]["overdue_total_vnd"] == 0
    )
    for r in out["customers"]:
        buckets = sum(
            v
            for k, v in r.items()
            if k.endswith("_vnd") and k not in ("total_vnd", "overdue_total_vnd")
        )
        assert buckets == r["total_vnd"]
    hcm = ok(world, "acc_get_receivable_aging", {"branch": "tp hcm"})
    assert {r["branch"] for r in hcm["customers"]} == {"TP.HCM"}
    assert "KH00004" in {r["customer_id"] for r in hcm["customers"]}
    # Before An Phát's partial payment of 14/04 the invoice was still fully open.
    past = ok(world, "acc_get_receivable_aging", {"as_of": "2026-04-13", "customer_id": "KH00001"})
    now = ok(world, "acc_get_receivable_aging", {"customer_id": "KH00001"})
    assert past["totals"]["total_vnd"] - now["totals"]["total_vnd"] == 10_000_000 - 8_640_000
    refused(world, "acc_get_receivable_aging", {"branch": "Cần Thơ"}, "invalid_arguments")


def test_customer_debt_statement(world):
    out = ok(world, "acc_get_customer_debt", {"customer_id": "KH00007"})
    assert [i["invoice_no"] for i in out["open_invoices"]] == ["00000102", "00000117"]
    assert out["total_outstanding_vnd"] == 68_000_000 and out["overdue_outstanding_vnd"] == 0
    assert out["tax_code"] == "0101234567-001"
    hgp = ok(world, "acc_get_customer_debt", {"customer_id": "KH00004"})
    assert hgp["unallocated_advance_vnd"] == 20_000_000
    assert hgp["overdue_outstanding_vnd"] == 32_400_000
    sao = ok(world, "acc_get_customer_debt", {"customer_id": "KH00005"})
    assert sao["salesperson_id"] == "NV000017"  # left the company: a trap for tasks
    refused(world, "acc_get_customer_debt", {"customer_id": "KH99999"}, "not_found")


def test_list_receipts_and_terms(world):
    cash = ok(world, "acc_list_receipts", {"method": "tien_mat"})
    assert cash["receipts"] and all(r["id"].startswith("PT") for r in cash["receipts"])
    assert all(r["debit_account"] == "1111" for r in cash["receipts"])
    april = ok(world, "acc_list_receipts", {"date_from": "2026-04-01", "date_to": "2026-04-16"})
    assert {r["id"] for r in april["receipts"]} == {"NT00014", "NT00015"}
    for_invoice = ok(world, "acc_list_receipts", {"invoice_id": "BH00428"})
    assert [r["id"] for r in for_invoice["receipts"]] == ["NT00011"]
    refused(world, "acc_list_receipts", {"date_from": "2026-04-16", "date_to": "2026-04-01"})
    terms = ok(world, "acc_list_payment_terms", {})
    assert "DKTT90" not in {t["id"] for t in terms["payment_terms"]}
    every = ok(world, "acc_list_payment_terms", {"include_inactive": True})
    assert {"DKTT90": "Ngừng sử dụng"}.items() <= {
        t["id"]: t["status"] for t in every["payment_terms"]
    }.items()


# -- acc_create_receipt -----------------------------------------------------------------------


def test_receipt_fifo_bank_transfer_for_branch(world):
    out = ok(
        world,
        "acc_create_receipt",
        {
            "customer_id": "KH00007",
            "amount_vnd": 55_000_000,
            "method": "chuyen_khoan",
            "allocations": [
                {"invoice_id": "BH00514", "amount_vnd": 40_000_000},
                {"invoice_id": "00000117", "amount_vnd": 15_000_000},
            ],
        },
    )
    assert out["id"] == "NT00016" and out["debit_account"] == "1121"
    assert out["date"] == "2026-04-16" and out["unallocated_vnd"] == 0
    assert "00000102" in out["reason"]
    first, second = inv(world, "BH00514"), inv(world, "BH00529")
    assert first.paid_vnd == 40_000_000 and first.payment_status is PaymentStatus.PAID
    assert second.paid_vnd == 15_000_000 and second.payment_status is PaymentStatus.PARTIAL
    assert world.accounting.receipts[-1].customer_id == "KH00007"


def test_cash_receipt_and_advance(world):
    out = ok(
        world,
        "acc_create_receipt",
        {
            "customer_id": "KH00008",
            "amount_vnd": 5_000_000,
            "method": "tien_mat",
            "payer": "Võ Thành Đạt",
        },
    )
    assert out["id"] == "PT00003" and out["voucher_type"] == "Phiếu thu"
    assert out["unallocated_vnd"] == 5_000_000 and out["payer"] == "Võ Thành Đạt"


@pytest.mark.parametrize(
    ("args", "kind"),
    [
        # the parent company's invoice for a payment by the branch
        ({"allocations": [{"invoice_id": "BH00491", "amount_vnd": 40_000_000}]}, "refused"),
        # over-allocation beyond the invoice's outstanding
        ({"allocations": [{"invoice_id": "BH00529", "amount_vnd": 30_000_000}]}, "refused"),
        # allocations summing to more than the amount
        (
            {
                "amount_vnd": 50_000_000,
                "allocations": [
                    {"invoice_id": "BH00514", "amount_vnd": 40_000_000},
                    {"invoice_id": "BH00529", "amount_vnd": 15_000_000},
                ],
            },
            "refused",
        ),
        ({"amount_vnd": 0}, "invalid_arguments"),
        ({"amount_vnd": -5}, "invalid_arguments"),
        ({"allocations": [{"invoice_id": "BH00514", "amount_vnd": 0}]}, "invalid_arguments"),
        (
            {
                "allocations": [
                    {"invoice_id": "BH00514", "amount_vnd": 1_000},
                    {"invoice_id": "00000102", "amount_vnd": 1_000},
                ]
            },
            "invalid_arguments",
        ),
        ({"receipt_date": "2026-04-20"}, "invalid_arguments"),
        ({"receipt_date": "2025-12-30"}, "refused"),  # closed period
        ({"allocations": [{"invoice_id": "BH00424", "amount_vnd": 1_000}]}, "refused"),  # paid
        (
            {
                "allocations": [{"invoice_id": "BH00514", "amount_vnd": 1_000}],
                "receipt_date": "2026-03-01",
            },
            "refused",
        ),
        ({"customer_id": "KH00006-001"}, "not_found"),
        ({"allocations": [{"invoice_id": "BH77777", "amount_vnd": 1_000}]}, "not_found"),
        ({"method": "tien_gui"}, "invalid_arguments"),
    ],
)
def test_receipt_refusals_change_nothing(world, args, kind):
    base = {"customer_id": "KH00007", "amount_vnd": 55_000_000, "method": "chuyen_khoan"}
    refused(world, "acc_create_receipt", {**base, **args}, kind)


def test_receipt_refuses_cancelled_invoice(world):
    refused(
        world,
        "acc_create_receipt",
        {
            "customer_id": "KH00012",
            "amount_vnd": 14_580_000,
            "method": "chuyen_khoan",
            "allocations": [{"invoice_id": "BH00522", "amount_vnd": 14_580_000}],
        },
        "refused",
    )


# -- acc_update_invoice_status -----------------------------------------------------------------


def test_mark_overdue_only_past_due_invoices(world):
    out = ok(
        world, "acc_update_invoice_status", {"invoice_id": "BH00496", "debt_status": "Quá hạn"}
    )
    assert out["previous_debt_status"] == "Chưa đến hạn" and out["changed"]
    assert inv(world, "BH00496").debt_status is DebtStatus.OVERDUE
    # An Phát's invoice due 30/04 is not overdue yet
    err = refused(
        world,
        "acc_update_invoice_status",
        {"invoice_id": "BH00535", "debt_status": "Quá hạn"},
        "refused",
    )
    assert "30/04/2026" in err
    # due today is not overdue either
    refused(
        world,
        "acc_update_invoice_status",
        {"invoice_id": "BH00524", "debt_status": "Nợ khó đòi"},
        "refused",
    )
    # an overdue invoice cannot be marked Chưa đến hạn
    refused(
        world,
        "acc_update_invoice_status",
        {"invoice_id": "BH00455", "debt_status": "Chưa đến hạn"},
        "refused",
    )
    # cancelled and replaced invoices, fully paid invoices
    for invoice_id in ("BH00522", "BH00536", "BH00426"):
        refused(
            world,
            "acc_update_invoice_status",
            {"invoice_id": invoice_id, "debt_status": "Quá hạn"},
            "refused",
        )
    refused(
        world,
        "acc_update_invoice_status",
        {"invoice_id": "BH00496", "debt_status": "Treo"},
        "invalid_arguments",
    )


def test_mark_doubtful_with_note(world):
    ok(
        world,
        "acc_update_invoice_status",
        {"invoice_id": "BH00399", "debt_status": "Nợ khó đòi", "note": "Quá hạn trên 90 ngày"},
    )
    new = inv(world, "BH00399")
    assert new.debt_status is DebtStatus.DOUBTFUL and new.debt_status_note == "Quá hạn trên 90 ngày"


# -- acc_create_sales_invoice / acc_issue_einvoice ----------------------------------------------


def test_create_and_issue_invoice(world):
    out = ok(
        world,
        "acc_create_sales_invoice",
        {
            "customer_id": "KH00003",
            "lines": [
                {
                    "item_name": "Dịch vụ bảo trì hệ thống",
                    "quantity": 3,
                    "unit_price_vnd": 4_500_000,
                    "vat_rate": 8,
                    "unit": "Tháng",
                },
                {
                    "item_name": "Kênh truyền VPN",
                    "quantity": 1,
                    "unit_price_vnd": 2_000_000,
                    "vat_rate": 10,
                },
            ],
            "description": "Bảo trì quý II",
        },
    )
    assert out["id"] == "BH00545" and out["einvoice_status"] == "Chưa phát hành"
    assert out["invoice_no"] is None
    assert (out["subtotal_vnd"], out["vat_vnd"], out["total_vnd"]) == (
        15_500_000,
        1_280_000,
        16_780_000,
    )
    assert out["due_date"] == "2026-05-31"  # DKTT45
    assert out["salesperson_id"] == "NV000014" and out["tax_code"]
    issued = ok(world, "acc_issue_einvoice", {"invoice_id": "BH00545"})
    assert issued["invoice_no"] == "00000131" and issued["einvoice_status"] == "Đã phát hành"
    assert issued["einvoice_date"] == "2026-04-16" and len(issued["tax_authority_code"]) == 34
    again = ok(world, "acc_issue_einvoice", {"invoice_id": "BH00543", "send_to_customer": True})
    assert again["invoice_no"] == "00000132" and again["einvoice_status"] == "Đã gửi khách hàng"
    assert again["sent_to"]
    refused(world, "acc_issue_einvoice", {"invoice_id": "BH00545"}, "refused")
    refused(world, "acc_issue_einvoice", {"invoice_id": "BH00522"}, "refused")


def test_create_invoice_defaults_to_active_salesperson(world):
    line = {"item_name": "Tư vấn", "quantity": 1, "unit_price_vnd": 1_000_000, "vat_rate": 8}
    out = ok(world, "acc_create_sales_invoice", {"customer_id": "KH00012", "lines": [line]})
    assert out["salesperson_id"] == "NV000011"  # accounting's salesperson, not the CRM owner
    refused(
        world,
        "acc_create_sales_invoice",
        {"customer_id": "KH00005", "lines": [line], "salesperson_id": "NV000017"},
        "refused",
    )
    out = ok(world, "acc_create_sales_invoice", {"customer_id": "KH00005", "lines": [line]})
    assert out["salesperson_id"] == world.context.current_user_id  # owner has left


@pytest.mark.parametrize(
    ("lines", "customer"),
    [
        ([], "KH00001"),
        ([{"item_name": " ", "quantity": 1, "unit_price_vnd": 1, "vat_rate": 8}], "KH00001"),
        ([{"item_name": "A", "quantity": 0, "unit_price_vnd": 1, "vat_rate": 8}], "KH00001"),
        ([{"item_name": "A", "quantity": 1e300, "unit_price_vnd": 1, "vat_rate": 8}], "KH00001"),
        ([{"item_name": "A", "quantity": 1, "unit_price_vnd": -1, "vat_rate": 8}], "KH00001"),
        ([{"item_name": "A", "quantity": 1, "unit_price_vnd": 1, "vat_rate": 7}], "KH00001"),
        ([{"item_name": "A", "quantity": 1, "unit_price_vnd": 1, "vat_rate": 8}], "KH99999"),
    ],
)
def test_create_invoice_rejects_bad_input(world, lines, customer):
    refused(world, "acc_create_sales_invoice", {"customer_id": customer, "lines": lines})


def test_create_invoice_refusals(world):
    line = {"item_name": "Máy chủ", "quantity": 1, "unit_price_vnd": 200_000_000, "vat_rate": 8}
    # Thành Đạt: credit limit 150 tr, 19,3 tr owed
    err = refused(
        world, "acc_create_sales_invoice", {"customer_id": "KH00008", "lines": [line]}, "refused"
    )
    assert "hạn mức" in err
    # An Phát Logistics has stopped trading
    refused(
        world, "acc_create_sales_invoice", {"customer_id": "KH00015", "lines": [line]}, "refused"
    )


# -- acc_update_payment_term --------------------------------------------------------------------


def test_update_payment_term_applies_to_new_invoices(world):
    before_due = inv(world, "BH00535").due_date
    out = ok(
        world, "acc_update_payment_term", {"customer_id": "KH00001", "payment_term_id": "DKTT60"}
    )
    assert out["previous_payment_term"]["id"] == "DKTT30" and out["changed"]
    assert (
        next(a for a in world.accounting.customer_accounts if a.id == "KH00001").payment_term_id
        == "DKTT60"
    )
    assert inv(world, "BH00535").due_date == before_due
    line = {"item_name": "Tư vấn", "quantity": 1, "unit_price_vnd": 1_000_000, "vat_rate": 8}
    new = ok(world, "acc_create_sales_invoice", {"customer_id": "KH00001", "lines": [line]})
    assert new["due_date"] == "2026-06-15"
    refused(
        world,
        "acc_update_payment_term",
        {"customer_id": "KH00001", "payment_term_id": "DKTT90"},
        "refused",
    )
    refused(
        world,
        "acc_update_payment_term",
        {"customer_id": "KH00001", "payment_term_id": "30"},
        "not_found",
    )
    refused(
        world,
        "acc_update_payment_term",
        {"customer_id": "NV000012", "payment_term_id": "DKTT30"},
        "not_found",
    )


def test_update_payment_term_creates_missing_account(world):
    ok(world, "acc_update_payment_term", {"customer_id": "KH00016", "payment_term_id": "DKTT15"})
    acc = next(a for a in world.accounting.customer_accounts if a.id == "KH00016")
    assert acc.payment_term_id == "DKTT15" and acc.branch == "Đà Nẵng"


# -- noise ----------------------------------------------------------------------------------


def test_noise_tables_are_not_lookups():
    assert not set(NOISE) & LOOKUP_TABLES
    assert set(NOISE) == {"accounting.invoices", "accounting.receipts"}
    assert "accounting.payment_terms" in LOOKUP_TABLES


@pytest.mark.parametrize("table", sorted(NOISE))
def test_noise_generators(world, table):
    made = NOISE[table](world, random.Random(7), 25)
    assert len(made) == 25
    assert made == NOISE[table](world, random.Random(7), 25)  # deterministic
    existing = {r.id for r in world.table(table)}
    ids = [r.id for r in made]
    assert len(set(ids)) == 25 and not existing & set(ids)
    assert NOISE[table](world, random.Random(1), 0) == []
    world.table(table).extend(made)
    more = NOISE[table](world, random.Random(8), 10)  # a second round does not collide
    assert not {r.id for r in more} & {r.id for r in world.table(table)}


def test_noise_invoices_need_no_action(world):
    customers = {c.id for c in world.crm.customers}
    made = NOISE["accounting.invoices"](world, random.Random(3), 120)
    numbers = [(i.series, i.invoice_no) for i in world.accounting.invoices + made if i.invoice_no]
    assert len(numbers) == len(set(numbers))
    for i in made:
        assert i.customer_id in customers and i.issue_date <= TODAY
        assert i.einvoice_status not in VOID_STATUSES
        assert i.due_date > TODAY or i.payment_status is PaymentStatus.PAID
    world.accounting.invoices.extend(made)
    line = {"item_name": "Tư vấn", "quantity": 1, "unit_price_vnd": 1_000_000, "vat_rate": 8}
    new = ok(world, "acc_create_sales_invoice", {"customer_id": "KH00010", "lines": [line]})
    issued = ok(world, "acc_issue_einvoice", {"invoice_id": new["id"]})
    assert (issued["series"], issued["invoice_no"]) not in numbers


def test_noise_receipts_are_not_customer_payments(world):
    for r in NOISE["accounting.receipts"](world, random.Random(5), 30):
        assert r.customer_id is None and not r.allocations and r.credit_account != "131"
        assert r.date <= TODAY


def test_noise_customer_accounts_only_for_customers_without_one(world):
    made = noise_customer_accounts(world, random.Random(2), 3)
    have = {a.id for a in world.accounting.customer_accounts}
    assert len(made) == 3 and not {a.id for a in made} & have
    with pytest.raises(ValueError):
        noise_customer_accounts(world, random.Random(2), 500)


def test_einvoice_status_enum_values():
    assert EInvoiceStatus.DRAFT.value == "Chưa phát hành"
    assert {s.value for s in VOID_STATUSES} == {"Bị thay thế", "Đã huỷ"}
