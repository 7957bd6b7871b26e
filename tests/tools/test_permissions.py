"""Session permissions: a shopper session gets the shop's tools only, and only its own orders."""

from __future__ import annotations

from typing import Any

import pytest

from avabench.domains.base import base_company, merge
from avabench.tools import call_tool, registry
from avabench.world.state import UserKind

ME = "KHC-00001"  # Phạm Thu Hà, 0912 345 678
OTHER_CONFIRMED = "DH260415-0004"  # KHC-00007, confirmed, unpaid
OTHER_PENDING = "DH260410-0021"  # KHC-00002, 0987 654 321


def shop(shopper: str = ME):
    return merge(
        base_company(), context={"user_kind": UserKind.SHOPPER, "current_user_id": shopper}
    )


def refused(w, name: str, **args: Any) -> str:
    before = w.fork()
    r = call_tool(w, name, args)
    assert not r.ok and r.error_kind == "refused", (r.error_kind, r.error)
    assert w == before  # a refused call changes nothing
    return r.error or ""


COMPANY_SIDE = sorted(
    n for n, s in registry().items() if s.subsystem != "sales" and n != "document_qa"
)


@pytest.mark.parametrize("name", COMPANY_SIDE)
def test_company_tools_refuse_in_a_shopper_session(name):
    w = shop()
    r = call_tool(w, name, {})
    assert not r.ok and r.error_kind == "refused" and "nội bộ" in (r.error or "")


def test_company_tools_still_work_for_employees():
    w = base_company()
    assert call_tool(w, "crm_search_customer", {"query": "An Phát"}).ok


def test_document_qa_shows_a_shopper_only_the_shops_policies():
    w = shop()
    r = call_tool(w, "document_qa", {"question": "phép năm được mấy ngày"})
    assert r.ok
    assert r.output["results"] == []  # the HR handbook is not the shop's
    emp = call_tool(base_company(), "document_qa", {"question": "phép năm được mấy ngày"})
    assert emp.ok and emp.output["results"]


def test_qr_handoff_edit_cancel_refuse_another_shoppers_order():
    w = shop()
    assert "không phải đơn của khách đang chat" in refused(
        w, "sales_create_payment_qr", order_code=OTHER_CONFIRMED
    )
    refused(w, "sales_handoff_to_human", reason="Khách muốn huỷ", order_code=OTHER_CONFIRMED)
    refused(w, "sales_cancel_order", order_code=OTHER_PENDING, phone="0987 654 321")
    refused(w, "sales_update_order", order_code=OTHER_PENDING, phone="0987 654 321", note="x")


def test_the_shoppers_own_order_still_works():
    w = shop("KHC-00007")
    r = call_tool(w, "sales_create_payment_qr", {"order_code": OTHER_CONFIRMED})
    assert r.ok, r.error
    r = call_tool(
        w, "sales_handoff_to_human", {"reason": "Hỏi hoá đơn VAT", "order_code": OTHER_CONFIRMED}
    )
    assert r.ok, r.error
