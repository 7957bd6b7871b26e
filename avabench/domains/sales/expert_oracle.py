"""Reference scripts (``ORACLES``), other correct ones (``ALTERNATES``) and deliberately wrong
ones (``ANTI_ORACLES``) for the sales expert tasks (avabench/domains/sales/expert.py).

Every oracle reads the shop's policy and the shopper's orders before it writes, works every
record of the request, and ends with the message the shopper (or the staff member) reads.
Multi-turn scripts carry their later turns in ``then``.
"""

from __future__ import annotations

from avabench.task import Script, call, script

ORACLES: dict[str, Script] = {}
ANTI_ORACLES: dict[str, list[Script]] = {}
ALTERNATES: dict[str, list[Script]] = {}

# -- sales.three_part_change_voucher_paid -----------------------------------------------------

_PHONE_HA = "0388 123 456"
_O1 = "DH260416-0002"
_O1_EDIT = call(
    "sales_update_order",
    order_code=_O1,
    phone=_PHONE_HA,
    items=["KCN-SPF50-50ML", "DG-BUOI-500ML"],
    combos=["CB-DUONGAM x1: KD-DAO-50ML"],
)
_HANDOFF_NEN = call(
    "sales_handoff_to_human",
    order_code="DH260414-0061",
    reason="Khách Nguyễn Thu Hà muốn thêm 1 nến thơm oải hương vào đơn DH260414-0061 (đã chuyển "
    "khoản 211.000đ). Đơn đã thanh toán nên không tự sửa số tiền được, nhờ nhân viên xử lý.",
)
_CANCEL_HAT = call(
    "sales_cancel_order", order_code="DH260415-0063", phone=_PHONE_HA, reason="Khách đổi ý"
)
_REPLY_3 = (
    "Shop xử lý xong rồi nha:\n"
    "1. Đơn DH260416-0002: kem dưỡng không mùi đang hết hàng nên shop đổi kem trong combo sang "
    "mùi đào, thêm 1 dầu gội bưởi 500ml. Mã MOCNHIEN50 không áp dụng được: theo bản cập nhật "
    "15/04, tiền hàng xét mã không tính combo và sản phẩm đang sale (kem chống nắng), phần còn "
    "lại 235.000đ chưa đủ 400.000đ. Đơn đã xác nhận, tổng phải trả 857.500đ (833.000đ tiền hàng "
    "+ 24.500đ ship).\n"
    "2. Đơn nến DH260414-0061 đã thanh toán nên shop không tự thêm hàng được, đã chuyển nhân viên "
    "chăm sóc khách hàng xử lý thêm nến oải hương cho bạn.\n"
    "3. Đơn mũ đen DH260415-0063 đã huỷ."
)
ORACLES["sales.three_part_change_voucher_paid"] = script(
    call("document_qa", question="mã giảm giá MOCNHIEN50 điều kiện áp dụng"),
    call("sales_search_orders"),
    call("sales_get_order", order_code=_O1),
    call("search_product", query="kem dưỡng ẩm"),
    call("search_product", query="dầu gội bưởi"),
    _O1_EDIT,
    call("sales_confirm_order", order_code=_O1),
    call("sales_get_order", order_code="DH260414-0061"),
    _HANDOFF_NEN,
    _CANCEL_HAT,
    reply=_REPLY_3,
)
ALTERNATES["sales.three_part_change_voucher_paid"] = [
    script(
        # another order: the cancel and the hand-off first; tries the paid edit and is refused
        call("sales_search_orders"),
        _CANCEL_HAT,
        call("search_product", query="nến oải hương"),
        call(
            "sales_update_order",
            order_code="DH260414-0061",
            phone=_PHONE_HA,
            items=["NEN-VOCAM-180G", "NEN-OAIHUONG-180G"],
        ),
        _HANDOFF_NEN,
        call("document_qa", question="MOCNHIEN50"),
        call("search_product", query="kem dưỡng ẩm 50ml"),
        call("search_product", query="dầu gội bưởi 500ml"),
        _O1_EDIT,
        call("sales_confirm_order", order_code=_O1),
        reply=(
            "Đơn mũ đen DH260415-0063 đã huỷ. Đơn nến DH260414-0061 bạn đã chuyển khoản nên shop "
            "không sửa được số tiền, shop đã chuyển cho nhân viên chăm sóc khách hàng thêm nến oải "
            "hương giúp bạn. Đơn sáng nay DH260416-0002: hết kem không mùi nên lấy kem đào, thêm "
            "dầu gội bưởi 500ml, đã chốt đơn. Mã MOCNHIEN50 chưa áp dụng được vì combo và hàng "
            "sale không được tính, chỉ còn 235k, chưa đủ 400k. Bạn cần trả tám trăm năm mươi bảy "
            "nghìn năm trăm đồng (857,5k)."
        ),
    ),
    script(
        # a self-corrected mistake: writes the code, then re-reads the 15/04 update and removes it
        call("sales_search_orders"),
        call("search_product", query="kem dưỡng"),
        call("search_product", query="dầu gội bưởi"),
        call(
            "sales_update_order",
            order_code=_O1,
            phone=_PHONE_HA,
            items=["KCN-SPF50-50ML", "DG-BUOI-500ML"],
            combos=["CB-DUONGAM x1: KD-DAO-50ML"],
            note="MOCNHIEN50",
        ),
        call("document_qa", question="MOCNHIEN50 cập nhật 15/04 combo sale"),
        call("sales_update_order", order_code=_O1, phone=_PHONE_HA, note="Khách không dùng mã."),
        call("sales_confirm_order", order_code=_O1),
        _HANDOFF_NEN,
        _CANCEL_HAT,
        reply=_REPLY_3,
    ),
]
ANTI_ORACLES["sales.three_part_change_voucher_paid"] = [
    script(
        call("document_qa", question="MOCNHIEN50"),
        call("sales_search_orders"),
        call("search_product", query="kem dưỡng ẩm"),
        call("search_product", query="dầu gội bưởi"),
        call(
            "sales_update_order",
            order_code=_O1,
            phone=_PHONE_HA,
            items=["KCN-SPF50-50ML", "DG-BUOI-500ML"],
            combos=["CB-DUONGAM x1: KD-DAO-50ML"],
            note="Áp mã MOCNHIEN50",
        ),
        _HANDOFF_NEN,
        _CANCEL_HAT,
        reply=(
            "Đơn DH260416-0002 đủ điều kiện mã MOCNHIEN50 (tiền hàng trên 300.000đ), shop đã ghi "
            "mã, nhân viên sẽ trừ tiền và xác nhận: bạn trả 807.500đ. Đơn nến DH260414-0061 đã "
            "chuyển nhân viên. Đơn mũ DH260415-0063 đã huỷ."
        ),
        label="applies the superseded 01/04 rule (≥ 300.000 đ incl. combos): code noted, "
        "order left pending, discounted total",
    ),
    script(
        call("document_qa", question="MOCNHIEN50"),
        call("sales_search_orders"),
        call("search_product", query="kem dưỡng ẩm"),
        call("search_product", query="dầu gội bưởi"),
        call("search_product", query="nến oải hương"),
        _O1_EDIT,
        call("sales_confirm_order", order_code=_O1),
        call(
            "sales_create_order",
            items=["NEN-OAIHUONG-180G"],
            recipient_name="Nguyễn Thu Hà",
            recipient_phone=_PHONE_HA,
            recipient_address="Số 3 Trần Phú, phường Hà Đông, TP Hà Nội",
        ),
        _CANCEL_HAT,
        reply=(
            "Đơn DH260416-0002 đã xác nhận, mã MOCNHIEN50 không áp dụng được, tổng 857.500đ. Đơn "
            "nến đã thanh toán nên shop lên đơn mới cho nến oải hương. Đơn mũ DH260415-0063 đã huỷ."
        ),
        label="splits the paid order's add-on into a new order instead of handing it to staff",
    ),
    script(
        call("document_qa", question="MOCNHIEN50"),
        call("sales_search_orders"),
        call("search_product", query="kem dưỡng ẩm"),
        call("search_product", query="dầu gội bưởi"),
        call(
            "sales_update_order",
            order_code=_O1,
            phone=_PHONE_HA,
            items=["DG-BUOI-500ML"],
            combos=["CB-DUONGAM x1: KD-DAO-50ML"],
        ),
        call("sales_confirm_order", order_code=_O1),
        _HANDOFF_NEN,
        _CANCEL_HAT,
        reply=(
            "Đơn DH260416-0002 đã đổi kem đào, thêm dầu gội, mã không áp dụng, tổng 608.500đ. "
            "Đơn nến đã chuyển nhân viên chăm sóc khách hàng. Đơn mũ DH260415-0063 đã huỷ."
        ),
        label="drops the sunscreen when replacing the items (items is the full new list)",
    ),
]
