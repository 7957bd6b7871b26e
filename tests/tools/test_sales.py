"""Sales tools (Mộc Nhiên Store): each tool's behaviour, the eight rules of DESIGN.md §3 (a
refused call changes nothing, the right call works), seed integrity and the noise generators."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from avabench.domains.base import base_company, merge
from avabench.domains.base import sales as seed_sales
from avabench.tools import call_tool, registry
from avabench.tools.sales import build_lines, price_order
from avabench.world import LOOKUP_TABLES, WorldState
from avabench.world.sales import Order, OrderStatus, PaymentStatus, QrStatus
from avabench.world.state import UserKind

SALES_TOOLS = {
    "search_product": False,
    "sales_get_product": False,
    "sales_estimate_shipping_fee": False,
    "sales_get_order": False,
    "sales_search_orders": False,
    "sales_create_draft_order": True,
    "sales_create_order": True,
    "sales_confirm_order": True,
    "sales_update_order": True,
    "sales_cancel_order": True,
    "sales_create_payment_qr": True,
    "sales_handoff_to_human": True,
}

HA = {
    "recipient_name": "Phạm Thu Hà",
    "recipient_phone": "0912 345 678",
    "recipient_address": "18 Hàng Bài, phường Cửa Nam, TP Hà Nội",
}


def shop(shopper: str = "KHC-00001") -> WorldState:
    return merge(
        base_company(), context={"user_kind": UserKind.SHOPPER, "current_user_id": shopper}
    )


def call(w: WorldState, name: str, **args: Any) -> Any:
    res = call_tool(w, name, args)
    assert res.ok, res.error
    return res.output


def fails(w: WorldState, name: str, kind: str = "refused", **args: Any) -> str:
    """Call a tool that must fail with ``kind`` and leave the world unchanged."""
    before = w.fork()
    res = call_tool(w, name, args)
    assert not res.ok and res.error_kind == kind, (res.error_kind, res.error, res.output)
    assert w == before
    return res.error or ""


def order(w: WorldState, oid: str) -> Order:
    return next(o for o in w.sales.orders if o.id == oid)


def searched(w: WorldState, *queries: str) -> WorldState:
    for q in queries:
        call(w, "search_product", query=q, page_size=50)
    return w


# -- registry --------------------------------------------------------------------------------------


def test_tool_inventory():
    reg = registry()
    mine = {n: s.writes for n, s in reg.items() if s.subsystem == "sales"}
    assert mine == SALES_TOOLS


def test_lookup_tables_are_declared():
    assert {"sales.products", "sales.combos", "sales.shipping_fees"} <= LOOKUP_TABLES
    assert not set(seed_sales.NOISE) & LOOKUP_TABLES
    assert "sales.search_log" not in seed_sales.NOISE


# -- seed integrity --------------------------------------------------------------------------------


def test_seed_ids_unique_and_references_resolve():
    w = base_company()
    s = w.sales
    for table in (
        "products",
        "combos",
        "shipping_fees",
        "shoppers",
        "orders",
        "payment_qrs",
        "handoffs",
    ):
        ids = [r.id for r in getattr(s, table)]
        assert len(ids) == len(set(ids)), table
    skus = [v.sku for p in s.products for v in p.variants]
    assert len(skus) == len(set(skus))
    products = {p.id for p in s.products}
    for c in s.combos:
        comp_products = [x.product_id for x in c.components]
        assert set(comp_products) <= products and len(comp_products) == len(set(comp_products))
    shoppers = {x.id for x in s.shoppers}
    orders = {o.id for o in s.orders}
    for o in s.orders:
        assert o.shopper_id in shoppers
        assert o.id.startswith("DRAFT-") == (o.status is OrderStatus.DRAFT)
        for line in o.lines:
            assert line.sku in skus and line.product_id in products
        for cl in o.combo_lines:
            assert cl.combo_id in {c.id for c in s.combos}
    for q in s.payment_qrs:
        assert q.order_id in orders and q.url.startswith("https://img.vietqr.io/image/970415-")
    employees = {e.id for e in w.hr.employees}
    for h in s.handoffs:
        assert h.shopper_id in shoppers and (h.order_id is None or h.order_id in orders)
        assert h.handled_by is None or h.handled_by in employees


def test_seed_totals_are_consistent():
    s = base_company().sales
    for o in s.orders:
        priced = price_order(s, o.lines, o.combo_lines, o.recipient_address)
        assert priced["total_vnd"] == o.total_vnd == o.goods_total_vnd + (o.shipping_fee_vnd or 0)
        assert priced["shipping_fee_vnd"] == o.shipping_fee_vnd


def test_seed_has_the_fixed_records_tasks_rely_on():
    w = base_company()
    o = order(w, "DH260410-0021")
    assert (o.recipient_phone, o.status, o.payment_status) == (
        "0987 654 321",
        OrderStatus.PENDING,
        PaymentStatus.UNPAID,
    )
    assert order(w, "DH260412-0007").payment_status is PaymentStatus.PAID
    statuses = {o.status for o in w.sales.orders}
    assert {OrderStatus.SHIPPING, OrderStatus.DELIVERED, OrderStatus.DRAFT} <= statuses
    assert len(w.sales.shipping_fees) == 34
    assert len({r.province for r in w.sales.shipping_fees}) == 34
    assert any(v.stock == 0 for p in w.sales.products for v in p.variants)


# -- search_product / get_product -----------------------------------------------------------------


def test_search_product_returns_variants_and_logs_skus():
    w = shop()
    out = call(w, "search_product", query="áo thun oversize đen")
    ids = [r["id"] for r in out["results"]]
    assert "AT001" in ids and "CB-AT3" in ids
    at = next(r for r in out["results"] if r["id"] == "AT001")
    assert {"sku", "price_vnd", "stock", "weight_g"} <= set(at["variants"][0])
    logged = {e.id for e in w.sales.search_log}
    assert "AT001-DEN-L" in logged and "AT001-BE-XL" in logged


def test_search_product_unaccented_combos_and_filters():
    w = shop()
    out = call(w, "search_product", query="kem duong dao")
    assert out["results"][0]["id"] in {"KD001", "KDT001"}
    combo = call(w, "search_product", query="combo dưỡng ẩm")["results"][0]
    assert combo["type"] == "combo" and combo["id"] == "CB-DUONGAM"
    options = {o["sku"] for c in combo["components"] for o in c["options"]}
    assert {"SRM-TRAXANH-100ML", "KD-DAO-50ML"} <= options <= {e.id for e in w.sales.search_log}
    cosmetics = call(w, "search_product", category="Mỹ phẩm", page_size=50)["results"]
    assert cosmetics and all(r["type"] == "combo" or r["category"] == "Mỹ phẩm" for r in cosmetics)
    in_stock = call(w, "search_product", query="kem dưỡng ẩm", in_stock_only=True)["results"]
    kd = next(r for r in in_stock if r["id"] == "KD001")
    assert "KD-KHONGMUI-50ML" not in {v["sku"] for v in kd["variants"]}
    fails(w, "search_product", "invalid_arguments", query="áo", page_size=500)


def test_search_product_paging():
    w = shop()
    p1 = call(w, "search_product", page=1, page_size=5)
    p9 = call(w, "search_product", page=9999, page_size=5)
    assert len(p1["results"]) == 5 and p1["total"] == 18 and p9["results"] == []


def test_get_product_by_id_combo_or_sku():
    w = shop()
    assert call(w, "sales_get_product", product_id="QJ001")["name"] == "Quần jean ống suông"
    assert call(w, "sales_get_product", product_id="cb-tat5")["price_vnd"] == 99_000
    assert call(w, "sales_get_product", product_id="KD-DAO-50ML")["id"] == "KD001"
    fails(w, "sales_get_product", "not_found", product_id="XYZ")
    assert w.sales.search_log == []  # only search_product offers SKUs


# -- shipping fees (rule 8) ------------------------------------------------------------------------


def fee(w: WorldState, address: str, weight: int = 500, province: str = "") -> dict:
    return call(
        w, "sales_estimate_shipping_fee", address=address, weight_g=weight, province=province
    )


def test_fee_table_rows():
    w = shop()
    assert fee(w, "18 Hàng Bài, phường Cửa Nam, TP Hà Nội")["shipping_fee_vnd"] == 22_000
    assert fee(w, "18 Hàng Bài, phường Cửa Nam, Hà Nội", 1200)["shipping_fee_vnd"] == 27_000
    assert fee(w, "Thôn 2, xã Sóc Sơn, Hà Nội")["shipping_fee_vnd"] == 30_000
    dn = fee(w, "48 Bạch Đằng, phường Hải Châu, TP Đà Nẵng", 1000)
    assert (dn["route"], dn["shipping_fee_vnd"]) == ("Đặc biệt", 35_000)
    assert fee(w, "25 Nguyễn Huệ, phường Sài Gòn, TP.HCM")["route"] == "Nội thành"
    assert fee(w, "21 Lê Lợi, phường Thuận Hoá, Huế")["shipping_fee_vnd"] == 32_000
    assert (
        fee(w, "25 Nguyễn Huệ, phường Sài Gòn", province="TP Hồ Chí Minh")["shipping_fee_vnd"]
        == 22_000
    )
    assert fee(w, "12 Lạch Tray phường Gia Viên Hải Phòng")["route"] == "Nội miền"


@pytest.mark.parametrize(
    "address",
    [
        "Số 5 Nguyễn Huệ, đặc khu Côn Đảo, TP Hồ Chí Minh",
        "Côn Đảo",
        "12 Trần Hưng Đạo, Phú Quốc, Kiên Giang",
        "Thôn Đông, Lý Sơn, Quảng Ngãi",
        "22 Đại lộ Bình Dương, phường Thủ Dầu Một, Bình Dương",
        "15 Trần Phú, Hội An, Quảng Nam",
        "Tổ 3, phường Nguyễn Trãi, Hà Giang",
        "1 Orchard Road, Singapore",
        "2-1 Shibuya, Tokyo, Nhật Bản",
    ],
)
def test_rule8_no_fee_outside_the_table(address):
    w = shop()
    msg = fails(w, "sales_estimate_shipping_fee", address=address, weight_g=500)
    assert "Không có phí" in msg and "sales_handoff_to_human" in msg


def test_fee_needs_a_province_and_a_sane_weight():
    w = shop()
    fails(
        w,
        "sales_estimate_shipping_fee",
        "invalid_arguments",
        address="25 Nguyễn Huệ, phường Sài Gòn",
        weight_g=500,
    )
    fails(
        w,
        "sales_estimate_shipping_fee",
        "invalid_arguments",
        address="18 Hàng Bài, Hà Nội",
        weight_g=0,
    )
    fails(
        w,
        "sales_estimate_shipping_fee",
        "invalid_arguments",
        address="18 Hàng Bài, Hà Nội",
        weight_g=500,
        province="Đà Nẵng",
    )
    fails(
        w,
        "sales_estimate_shipping_fee",
        "refused",
        address="25 Nguyễn Huệ",
        weight_g=500,
        province="Bình Dương",
    )
    fails(
        w, "sales_estimate_shipping_fee", "refused", address="18 Hàng Bài, Hà Nội", weight_g=50_000
    )


# -- rule 1: SKUs from search_product --------------------------------------------------------------


def test_rule1_invented_or_unsearched_sku_is_refused():
    w = shop()
    msg = fails(w, "sales_create_draft_order", "not_found", items=["AT001-DEN-XXL"], **HA)
    assert "search_product" in msg
    msg = fails(w, "sales_create_draft_order", "refused", items=["AT001-DEN-L"], **HA)
    assert "search_product" in msg
    fails(w, "sales_create_order", "refused", combos=["CB-DUONGAM: KD-DAO-50ML"], **HA)
    searched(w, "áo thun oversize")
    out = call(w, "sales_create_draft_order", items=["AT001-DEN-L x2"], **HA)
    assert out["id"].startswith("DRAFT-") and out["status"] == "Nháp"
    assert out["goods_total_vnd"] == 398_000 and out["shipping_fee_vnd"] == 24_500  # 540 g


# -- rule 2 and 3: recipient -----------------------------------------------------------------------


@pytest.mark.parametrize("missing", ["recipient_name", "recipient_phone", "recipient_address"])
def test_rule2_missing_recipient_fields_must_be_asked(missing):
    w = searched(shop(), "tất")
    args = {**HA, missing: "  "}
    for tool in ("sales_create_draft_order", "sales_create_order"):
        msg = fails(w, tool, "invalid_arguments", items=["TAT-TRANG"], **args)
        assert "hỏi khách" in msg.lower()
    args.pop(missing)
    fails(w, "sales_create_order", "invalid_arguments", items=["TAT-TRANG"], **args)


@pytest.mark.parametrize(
    "name",
    ["bạn", "Mình", "anh", "CHỊ", "shop", "em", "ad", "Admin", "a", "c", "e", "bạn mình",
     "chị ấy", "ban minh", "chi ay", "anh chị", "người nhận", "mẹ mình", "vợ"],
)  # fmt: skip
def test_rule3_generic_recipient_name_is_refused(name):
    w = searched(shop(), "tất")
    msg = fails(
        w, "sales_create_draft_order", items=["TAT-TRANG"], **{**HA, "recipient_name": name}
    )
    assert "họ tên" in msg


@pytest.mark.parametrize("name", ["anh Nam", "chị Phạm Thu Hà", "Minh Anh", "chị Anh", "anh Minh"])
def test_rule3_honorific_with_a_real_name_is_accepted(name):
    w = searched(shop(), "tất")
    out = call(w, "sales_create_draft_order", items=["TAT-TRANG"], **{**HA, "recipient_name": name})
    assert out["recipient_name"] == name


def test_invalid_phone_is_refused():
    w = searched(shop(), "tất")
    fails(
        w,
        "sales_create_order",
        "invalid_arguments",
        items=["TAT-TRANG"],
        **{**HA, "recipient_phone": "0912 345"},
    )


# -- rule 4: drafts cannot be confirmed or paid ----------------------------------------------------


def test_rule4_draft_cannot_be_confirmed_or_paid_and_the_right_flow_works():
    w = searched(shop(), "combo dưỡng ẩm")
    draft = call(
        w, "sales_create_draft_order", combos=["CB-DUONGAM x2: KD-TRAXANH-50ML, KD-DAO-50ML"], **HA
    )
    code = draft["id"]
    assert "sales_create_order" in fails(w, "sales_confirm_order", order_code=code)
    fails(w, "sales_create_payment_qr", order_code=code)
    fails(w, "sales_confirm_order", order_code="DRAFT-7F3K2")
    fails(w, "sales_create_payment_qr", order_code="DRAFT-7F3K2")
    real = call(w, "sales_create_order", draft_code=code)
    assert real["id"] == "DH260416-0003" and real["status"] == "Chờ xác nhận"
    assert real["from_draft"] == code and order(w, code).converted_to == real["id"]
    assert real["goods_total_vnd"] == 698_000 and real["total_vnd"] == 698_000 + 24_500
    comps = {c["product_id"]: c["skus"] for c in real["combo_lines"][0]["components"]}
    assert comps == {
        "SRM001": ["SRM-TRAXANH-100ML"] * 2,
        "KD001": ["KD-TRAXANH-50ML", "KD-DAO-50ML"],
    }
    fails(w, "sales_create_order", draft_code=code)  # already converted
    fails(w, "sales_create_payment_qr", order_code=real["id"])  # not confirmed yet
    assert call(w, "sales_confirm_order", order_code=real["id"])["status"] == "Đã xác nhận"
    qr = call(w, "sales_create_payment_qr", order_code=real["id"])
    assert qr["amount_vnd"] == real["total_vnd"]
    assert qr["url"] == (
        "https://img.vietqr.io/image/970415-113000268899-compact2.png?amount=722500"
        "&addInfo=DH260416-0003&accountName=CONG%20TY%20CP%20CONG%20NGHE%20MINH%20LONG"
    )
    again = call(w, "sales_create_payment_qr", order_code=real["id"])
    assert again["id"] == qr["id"] and len(w.sales.payment_qrs) == 3


def test_confirm_only_pending_orders_of_the_shopper():
    w = shop("KHC-00002")
    fails(w, "sales_confirm_order", order_code="DH260411-0009")  # another shopper's order
    fails(w, "sales_confirm_order", "not_found", order_code="DH999999-0001")
    assert call(w, "sales_confirm_order", order_code="DH260410-0021")["status"] == "Đã xác nhận"
    fails(w, "sales_confirm_order", order_code="DH260410-0021")  # no longer pending


def test_payment_qr_for_confirmed_unpaid_order():
    w = shop("KHC-00007")
    out = call(w, "sales_create_payment_qr", order_code="DH260415-0004")
    assert out["amount_vnd"] == order(w, "DH260415-0004").total_vnd == 520_000
    assert "addInfo=DH260415-0004" in out["url"]
    fails(w, "sales_create_payment_qr", order_code="DH260412-0007")  # paid
    fails(w, "sales_create_payment_qr", order_code="DH260410-0021")  # not confirmed


# -- rule 5: phone must match ----------------------------------------------------------------------


def test_rule5_update_needs_the_order_phone():
    w = searched(shop("KHC-00002"), "áo thun oversize", "tất")
    new_items = ["AT001-TRANG-M", "TAT-TRANG x2"]
    msg = fails(
        w, "sales_update_order", order_code="DH260410-0021", phone="0987 654 312", items=new_items
    )
    assert "không khớp" in msg
    fails(w, "sales_update_order", "invalid_arguments", order_code="DH260410-0021", items=new_items)
    out = call(
        w,
        "sales_update_order",
        order_code="DH260410-0021",
        phone="+84 987 654 321",
        items=new_items,
    )
    assert [(x["sku"], x["quantity"]) for x in out["lines"]] == [
        ("AT001-TRANG-M", 1),
        ("TAT-TRANG", 2),
    ]
    assert out["total_vnd"] == 199_000 + 50_000 + 22_000


def test_rule5_cancel_needs_the_order_phone():
    w = shop("KHC-00002")
    fails(w, "sales_cancel_order", order_code="DH260410-0021", phone="0987654312")
    out = call(
        w, "sales_cancel_order", order_code="DH260410-0021", phone="0987.654.321", reason="Đổi ý"
    )
    assert out["status"] == "Đã huỷ" and out["cancel_reason"] == "Đổi ý"
    fails(w, "sales_cancel_order", order_code="DH260410-0021", phone="0987654321")  # already


def test_update_address_recomputes_fee_and_voids_stale_qr():
    w = shop("KHC-00007")
    qr = call(w, "sales_create_payment_qr", order_code="DH260415-0004")
    out = call(
        w,
        "sales_update_order",
        order_code="DH260415-0004",
        phone="0935222618",
        recipient_address="48 Bạch Đằng, phường Hải Châu, TP Đà Nẵng",
    )
    assert out["shipping_fee_vnd"] == 30_000 and out["total_vnd"] == 488_000 + 30_000
    assert next(q for q in w.sales.payment_qrs if q.id == qr["id"]).status is QrStatus.VOID
    fails(
        w, "sales_update_order", order_code="DH260414-0015", phone="0912 888 567", note="x"
    )  # shipping
    fails(
        w, "sales_update_order", "invalid_arguments", order_code="DH260415-0004", phone="0935222618"
    )


def test_paid_order_amount_cannot_change():
    w = searched(shop("KHC-00003"), "tất")
    fails(
        w,
        "sales_update_order",
        order_code="DH260412-0007",
        phone="0903 456 789",
        items=["TAT-TRANG"],
    )
    out = call(
        w,
        "sales_update_order",
        order_code="DH260412-0007",
        phone="0903456789",
        recipient_name="Trần Quốc Việt Anh",
    )
    assert out["recipient_name"] == "Trần Quốc Việt Anh"


# -- rule 6: combos --------------------------------------------------------------------------------


def test_rule6_combo_needs_one_sku_per_unit():
    w = searched(shop(), "combo tất", "combo áo thun", "combo dưỡng ẩm", "kem chống nắng")
    msg = fails(w, "sales_create_order", combos=["CB-AT3: AT001-DEN-L"], **HA)
    assert "đúng 3 SKU" in msg
    fails(w, "sales_create_order", combos=["CB-DUONGAM x2: KD-DAO-50ML"], **HA)
    fails(w, "sales_create_order", combos=["CB-TAT5: TAT-TRANG x6"], **HA)
    fails(
        w, "sales_create_order", combos=["CB-TAT5: TAT-TRANG x4, AT001-DEN-L"], **HA
    )  # not a component
    fails(w, "sales_create_order", "not_found", combos=["CB-XYZ: TAT-TRANG"], **HA)
    out = call(
        w,
        "sales_create_order",
        combos=[
            "CB-AT3: AT001-DEN-L, AT001-DEN-L, AT001-TRANG-M",
            "CB-TAT5 x2: TAT-TRANG x7, TAT-DEN x3",
        ],
        items=["KCN-SPF50-50ML"],
        **HA,
    )
    assert out["goods_total_vnd"] == 499_000 + 2 * 99_000 + 249_000
    assert out["combo_lines"][1]["components"][0]["skus"] == ["TAT-TRANG"] * 7 + ["TAT-DEN"] * 3


def test_stock_is_checked():
    w = searched(shop(), "áo thun oversize", "combo tất", "kem dưỡng ẩm")
    assert "hết hàng" in fails(w, "sales_create_order", items=["AT001-BE-XL"], **HA)
    assert "chỉ còn 4" in fails(w, "sales_create_order", combos=["CB-TAT5: TAT-DEN x5"], **HA)
    fails(w, "sales_create_order", "invalid_arguments", items=["AT001-DEN-L x0"], **HA)
    fails(w, "sales_create_order", "invalid_arguments", **HA)  # nothing ordered


# -- rule 7: paid orders are handed off ------------------------------------------------------------


def test_rule7_paid_order_is_not_cancelled_but_handed_off():
    w = shop("KHC-00003")
    msg = fails(w, "sales_cancel_order", order_code="DH260412-0007", phone="0903 456 789")
    assert "sales_handoff_to_human" in msg
    out = call(
        w,
        "sales_handoff_to_human",
        reason="Khách muốn huỷ đơn đã chuyển khoản.",
        order_code="dh260412-0007",
    )
    assert (
        out["order_id"] == "DH260412-0007"
        and out["status"] == "Mới"
        and out["shopper_id"] == "KHC-00003"
    )
    assert order(w, "DH260412-0007").status is OrderStatus.CONFIRMED
    fails(w, "sales_handoff_to_human", "invalid_arguments", reason=" ")
    fails(w, "sales_handoff_to_human", "not_found", reason="x", order_code="DH000000-0000")


def test_shipped_orders_cannot_be_cancelled():
    w = shop("KHC-00006")
    fails(w, "sales_cancel_order", order_code="DH260414-0015", phone="0912 888 567")
    fails(w, "sales_cancel_order", order_code="DH260407-0030", phone="0912 888 567")


# -- rule 8 in orders -----------------------------------------------------------------------------


def test_rule8_order_outside_the_table_has_no_fee_and_no_qr():
    w = searched(shop("KHC-00003"), "tất")
    out = call(
        w,
        "sales_create_order",
        items=["TAT-TRANG x2"],
        recipient_name="Trần Quốc Việt",
        recipient_phone="0903 456 789",
        recipient_address="Số 5 Nguyễn Huệ, đặc khu Côn Đảo, TP Hồ Chí Minh",
    )
    assert out["shipping_fee_vnd"] is None and out["total_vnd"] == 50_000 and "shipping_note" in out
    call(w, "sales_confirm_order", order_code=out["id"])
    assert "sales_handoff_to_human" in fails(w, "sales_create_payment_qr", order_code=out["id"])
    fails(
        w,
        "sales_create_order",
        "invalid_arguments",
        items=["TAT-TRANG"],
        recipient_name="Trần Quốc Việt",
        recipient_phone="0903 456 789",
        recipient_address="25 Nguyễn Huệ, phường Sài Gòn",
    )


# -- reading orders --------------------------------------------------------------------------------


def test_get_and_search_orders():
    w = shop("KHC-00002")
    mine = call(w, "sales_get_order", order_code="dh260410-0021")
    assert mine["recipient_phone"] == "0987 654 321" and mine["is_draft"] is False
    other = call(w, "sales_get_order", order_code="DH260411-0009")
    assert other["recipient_phone"] == "0987***312"
    fails(w, "sales_get_order", "not_found", order_code="DRAFT-7F3K2")  # someone else's draft
    assert call(w, "sales_get_order", order_code="DRAFT-Q8M4T")["is_draft"] is True
    own = call(w, "sales_search_orders")
    assert {o["id"] for o in own["orders"]} == {"DH260410-0021", "DRAFT-Q8M4T"}
    by_phone = call(w, "sales_search_orders", phone="+84 987 654 312")
    assert [o["id"] for o in by_phone["orders"]] == ["DH260411-0009"]
    assert by_phone["orders"][0]["recipient_phone"] == "0987***312"
    pending = call(w, "sales_search_orders", phone="0987654321", status="Chờ xác nhận")
    assert [o["id"] for o in pending["orders"]] == ["DH260410-0021"]
    fails(w, "sales_search_orders", shopper_id="KHC-00008")
    fails(w, "sales_search_orders", "invalid_arguments", phone="12")
    staff = base_company()
    fails(staff, "sales_search_orders", "invalid_arguments")
    assert call(staff, "sales_search_orders", shopper_id="KHC-00001")["total"] == 3


def test_draft_codes_are_unique_and_deterministic():
    codes = []
    for _ in range(2):
        w = searched(shop(), "tất")
        a = call(w, "sales_create_draft_order", items=["TAT-TRANG"], **HA)["id"]
        b = call(w, "sales_create_draft_order", items=["TAT-TRANG"], **HA)["id"]
        assert a != b and a not in {"DRAFT-7F3K2", "DRAFT-Q8M4T"}
        codes.append((a, b))
    assert codes[0] == codes[1]


# -- noise -----------------------------------------------------------------------------------------


@pytest.mark.parametrize("table", sorted(seed_sales.NOISE))
def test_noise_generators(table):
    w = base_company()
    gen = seed_sales.NOISE[table]
    rows = gen(w, random.Random(7), 12)
    assert len(rows) == 12
    existing = {r.id for r in w.table(table)}
    ids = [r.id for r in rows]
    assert len(set(ids)) == 12 and not set(ids) & existing
    assert [r.id for r in gen(w, random.Random(7), 12)] == ids  # deterministic
    orders = {o.id for o in w.sales.orders}
    shoppers = {s.id for s in w.sales.shoppers}
    for r in rows:
        if table == "sales.orders":
            assert r.status in (OrderStatus.DELIVERED, OrderStatus.CANCELLED)
            priced = price_order(
                w.sales,
                *build_lines(w.sales, [(x.sku, x.quantity) for x in r.lines], []),
                r.recipient_address,
            )
            assert priced["total_vnd"] == r.total_vnd
        if table == "sales.handoffs":
            assert r.status.value == "Đã xử lý" and (r.order_id is None or r.order_id in orders)
            assert r.shopper_id in shoppers
        if table == "sales.payment_qrs":
            assert r.order_id in orders
    w.table(table).extend(rows)  # a second batch must not collide with the first
    again = {r.id for r in gen(w, random.Random(8), 5)}
    assert len(again) == 5 and not again & set(ids) and not again & existing


# -- sales-focused fuzz ------------------------------------------------------------------------------

_SKUISH = st.sampled_from(
    ["AT001-DEN-L", "AT001-DEN-L x2", "TAT-TRANG x99", "TAT-DEN*3", "2 x KD-DAO-50ML", "", " x", "x2",
     "CB-DUONGAM x2: KD-DAO-50ML, KD-TRAXANH-50ML", "CB-TAT5: TAT-TRANG x5", "CB-AT3:", ": : :",
     "SRM-TRAXANH-100ML x0", "AT001-BE-XL", "KD-DAO-50ML x100000000000"]
) | st.text(max_size=15)  # fmt: skip
_TEXT = st.sampled_from(
    ["", "bạn", "Phạm Thu Hà", "0912 345 678", "+84912345678", "DH260410-0021", "DRAFT-7F3K2",
     "DRAFT-Q8M4T", "18 Hàng Bài, phường Cửa Nam, TP Hà Nội", "Côn Đảo", "Bình Dương", "Hà Nội",
     "dac khu", "xã", ",,,", "0987 654 321", "0903 456 789", "KHC-00002"]
) | st.text(max_size=20)  # fmt: skip


@st.composite
def sales_call(draw):
    name = draw(st.sampled_from(sorted(SALES_TOOLS)))
    props = registry()[name].schema["function"]["parameters"]["properties"]
    args: dict[str, Any] = {}
    for key, prop in props.items():
        if not draw(st.booleans()):
            continue
        kind = prop.get("type")
        if "enum" in prop:
            args[key] = draw(st.sampled_from(prop["enum"]))
        elif kind == "array":
            args[key] = draw(st.lists(_SKUISH, max_size=4))
        elif kind == "integer":
            args[key] = draw(st.integers(-10, 10**7))
        elif kind == "boolean":
            args[key] = draw(st.booleans())
        else:
            args[key] = draw(_TEXT)
    return name, args


_FUZZ_WORLD = searched(shop("KHC-00002"), "")


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(sales_call())
def test_sales_tools_never_crash(call_):
    name, args = call_
    w = _FUZZ_WORLD.fork()
    before = w.sales.fork()
    res = call_tool(w, name, args)
    json.dumps(res.output)
    if not res.ok:
        assert res.error and w.sales == before
