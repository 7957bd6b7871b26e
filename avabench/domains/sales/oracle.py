"""Reference scripts (``ORACLES``), other correct ones (``ALTERNATES``) and deliberately wrong
ones (``ANTI_ORACLES``) for the sales tasks.

Every oracle does what a careful sales agent would: search the catalogue before ordering (rule 1),
read the order or the policy before writing, and end with the message the shopper reads. Every
alternate is another good agent's run (other call order, another tool path such as a draft turned
into an order, a mistake it corrected itself, other natural wording) and must score 1.0. Every
anti-oracle is a realistic mistake, labelled with what is wrong; each must fail its task.
"""

from __future__ import annotations

from avabench.task import Script, call, script

HA = {
    "recipient_name": "Phạm Thu Hà",
    "recipient_phone": "0912 345 678",
    "recipient_address": "18 Hàng Bài, phường Cửa Nam, Hà Nội",
}
LAN_ANH = {
    "recipient_name": "Đỗ Lan Anh",
    "recipient_phone": "0868 315 920",
    "recipient_address": "Số 7 ngõ 120 Hoàng Quốc Việt, phường Nghĩa Đô, TP Hà Nội",
}
TUAN = {
    "recipient_name": "Hoàng Minh Tuấn",
    "recipient_phone": "0936 555 214",
    "recipient_address": "27 Nguyễn Trãi, phường Thanh Xuân, Hà Nội",
}
NEW_ADDRESS_KIET = "22 Đại lộ Bình Dương, phường Thủ Dầu Một, TP Hồ Chí Minh"

ORACLES: dict[str, Script] = {}
ANTI_ORACLES: dict[str, list[Script]] = {}
ALTERNATES: dict[str, list[Script]] = {}

# -- hard ------------------------------------------------------------------------------------------

_DUONGAM_OK = "CB-DUONGAM x2: KD-TRAXANH-50ML, KD-DAO-50ML"
ORACLES["sales.combo_two_scents_qr"] = script(
    call("search_product", query="combo dưỡng ẩm"),
    call("sales_create_order", combos=[_DUONGAM_OK], **HA),
    call("sales_confirm_order", order_code="$1.id"),
    call("sales_create_payment_qr", order_code="$1.id"),
    reply=(
        "Shop đã lên và xác nhận đơn 2 Combo dưỡng ẩm (1 kem trà xanh, 1 kem đào) giao chị Phạm Thu "
        "Hà, 18 Hàng Bài, phường Cửa Nam, Hà Nội. Tiền hàng 698.000đ + phí ship 24.500đ = tổng "
        "722.500đ. Bạn quét mã QR chuyển khoản đúng 722.500đ giúp shop nhé."
    ),
)
ANTI_ORACLES["sales.combo_two_scents_qr"] = [
    script(
        call("search_product", query="combo dưỡng ẩm"),
        call(
            "sales_create_order", combos=["CB-DUONGAM x2: KD-TRAXANH-50ML, KD-TRAXANH-50ML"], **HA
        ),
        call("sales_confirm_order", order_code="$1.id"),
        call("sales_create_payment_qr", order_code="$1.id"),
        reply="Đã lên đơn 2 combo dưỡng ẩm, tổng 722.500đ, bạn quét QR nhé.",
        label="both combos get the trà xanh cream (one SKU repeated instead of 1 trà xanh + 1 đào)",
    ),
    script(
        call("search_product", query="combo dưỡng ẩm"),
        call("sales_create_draft_order", combos=[_DUONGAM_OK], **HA),
        reply="Đơn nháp đã tạo, tổng 722.500đ. Bạn chuyển khoản theo mã đơn nháp giúp shop nhé.",
        label="stops at a DRAFT: no real order, no confirmation, no QR",
    ),
    script(
        call("search_product", query="combo dưỡng ẩm"),
        call("sales_create_order", combos=[_DUONGAM_OK], **HA),
        call("sales_confirm_order", order_code="$1.id"),
        call("sales_create_payment_qr", order_code="$1.id"),
        reply="Đã xác nhận đơn 2 combo dưỡng ẩm, tổng 698.000đ. Bạn quét QR giúp shop nhé.",
        label="quotes the goods total (698.000 đ) without the shipping fee",
    ),
]

_HANDOFF_VIET = (
    "Khách Trần Quốc Việt muốn huỷ đơn DH260412-0007 (đã chuyển khoản 643.500đ), cần nhân viên "
    "huỷ và hoàn tiền. Khách cũng hỏi phí ship ra đặc khu Côn Đảo (ngoài bảng phí) nếu đặt lại."
)
ORACLES["sales.paid_cancel_handoff_island_fee"] = script(
    call("sales_search_orders"),
    call("sales_get_order", order_code="DH260412-0007"),
    call("sales_handoff_to_human", reason=_HANDOFF_VIET, order_code="DH260412-0007"),
    reply=(
        "Đơn DH260412-0007 đã được thanh toán nên AVA không tự huỷ được; mình đã chuyển nhân viên "
        "chăm sóc khách hàng xử lý huỷ đơn và hoàn tiền cho bạn. Còn địa chỉ ở đặc khu Côn Đảo "
        "không có trong bảng phí của shop nên mình chưa báo được phí ship, nhân viên sẽ báo phí "
        "riêng cho bạn nhé."
    ),
)
ANTI_ORACLES["sales.paid_cancel_handoff_island_fee"] = [
    script(
        call("sales_get_order", order_code="DH260412-0007"),
        call("sales_handoff_to_human", reason=_HANDOFF_VIET, order_code="DH260412-0007"),
        reply=(
            "Đơn đã thanh toán nên mình chuyển nhân viên xử lý huỷ và hoàn tiền. Ship ra Côn Đảo "
            "tính như TP.HCM khoảng 32.000đ bạn nhé."
        ),
        label="guesses a fee for Côn Đảo (outside the fee table)",
    ),
    script(
        call("sales_get_order", order_code="DH260412-0007"),
        reply=(
            "Đơn đã thanh toán nên không huỷ được bạn nhé. Côn Đảo không có trong bảng phí nên "
            "nhân viên sẽ báo phí sau."
        ),
        label="refuses the cancel but never hands the paid order to a human",
    ),
    script(
        call("sales_get_order", order_code="DH260412-0007"),
        call("sales_handoff_to_human", reason=_HANDOFF_VIET, order_code="DH260412-0007"),
        reply=(
            "Shop đã huỷ đơn DH260412-0007, nhân viên sẽ hoàn tiền cho bạn. Côn Đảo không có "
            "trong bảng phí nên nhân viên sẽ báo phí riêng nhé."
        ),
        label="hands off but tells the shopper the order is already cancelled",
    ),
]

_OID_MA = "DH260410-0021"
ORACLES["sales.edit_size_fallback_confirm"] = script(
    call("sales_get_order", order_code=_OID_MA),
    call("search_product", query="áo thun oversize"),
    call(
        "sales_update_order",
        order_code=_OID_MA,
        phone="0987 654 321",
        items=["AT001-TRANG-XL", "TAT-TRANG x2"],
    ),
    call("sales_confirm_order", order_code=_OID_MA),
    reply=(
        "Áo oversize màu be size XL đang hết hàng nên shop đổi sang trắng size XL như bạn dặn, giữ "
        "2 đôi tất trắng. Đơn DH260410-0021 đã xác nhận, tổng 271.000đ (gồm 22.000đ phí ship)."
    ),
)
ANTI_ORACLES["sales.edit_size_fallback_confirm"] = [
    script(
        call("search_product", query="áo thun oversize"),
        call(
            "sales_update_order",
            order_code=_OID_MA,
            phone="0987 654 321",
            items=["AT001-DEN-XL", "TAT-TRANG x2"],
        ),
        call("sales_confirm_order", order_code=_OID_MA),
        reply="Be XL hết hàng nên shop đổi sang đen XL, đơn đã xác nhận, tổng 271.000đ.",
        label="falls back to black XL instead of the white XL the shopper asked for",
    ),
    script(
        call("search_product", query="áo thun oversize"),
        call(
            "sales_update_order", order_code=_OID_MA, phone="0987 654 321", items=["AT001-TRANG-XL"]
        ),
        call("sales_confirm_order", order_code=_OID_MA),
        reply="Be XL hết hàng, đã đổi sang trắng XL và xác nhận đơn, tổng 221.000đ.",
        label="drops the socks when replacing the tee (items is the full new list)",
    ),
    script(
        call("search_product", query="áo thun oversize"),
        call(
            "sales_update_order",
            order_code=_OID_MA,
            phone="0987 654 321",
            items=["AT001-TRANG-XL", "TAT-TRANG x2"],
        ),
        reply="Be XL hết hàng nên đã đổi sang trắng XL, tổng 271.000đ.",
        label="edits the order but does not confirm it as asked",
    ),
]

ORACLES["sales.self_and_friend_order"] = script(
    call("sales_search_orders"),
    call("sales_get_order", order_code="DH260408-0033"),
    call("search_product", query="áo thun oversize đen"),
    call("sales_create_order", items=["AT001-DEN-L"], **LAN_ANH),
    reply=(
        "Shop đã lên đơn 1 áo oversize đen size L giao Đỗ Lan Anh, Số 7 ngõ 120 Hoàng Quốc Việt, "
        "phường Nghĩa Đô, Hà Nội như đơn trước: tiền hàng 199.000đ, phí ship 22.000đ, tổng "
        "221.000đ. Còn áo gửi bạn ở 25 Nguyễn Huệ, bạn cho shop xin họ tên và số điện thoại của "
        "người nhận để lên đơn nhé."
    ),
)
ANTI_ORACLES["sales.self_and_friend_order"] = [
    script(
        call("sales_search_orders"),
        call("search_product", query="áo thun oversize đen"),
        call("sales_create_order", items=["AT001-DEN-L"], **LAN_ANH),
        call(
            "sales_create_order",
            items=["AT001-DEN-L"],
            recipient_name="Bạn Lan Anh",
            recipient_phone="0868 315 920",
            recipient_address="25 Nguyễn Huệ, phường Sài Gòn, TP Hồ Chí Minh",
        ),
        reply="Đã lên 2 đơn: đơn của bạn tổng 221.000đ (ship 22.000đ), đơn gửi bạn tổng 221.000đ. "
        "Cho shop xin họ tên và số điện thoại người nhận nếu cần đổi nhé.",
        label="orders the friend's tee with a made-up name and the shopper's own phone",
    ),
    script(
        call("sales_search_orders"),
        call("search_product", query="áo thun oversize đen"),
        call("sales_create_order", items=["AT001-DEN-L x2"], **LAN_ANH),
        reply="Đã lên đơn 2 áo giao về địa chỉ cũ, tổng 420.500đ, ship 22.000đ. Bạn cho shop xin "
        "họ tên, số điện thoại của bạn kia nhé.",
        label="puts both tees on the shopper's own order",
    ),
]

_OID_KIET = "DH260414-0003"
ORACLES["sales.old_province_fix_qr"] = script(
    call("sales_get_order", order_code=_OID_KIET),
    call(
        "sales_update_order",
        order_code=_OID_KIET,
        phone="0779 456 123",
        recipient_address=NEW_ADDRESS_KIET,
    ),
    call("sales_confirm_order", order_code=_OID_KIET),
    call("sales_create_payment_qr", order_code=_OID_KIET),
    reply=(
        "Đã sửa địa chỉ đơn DH260414-0003 sang 22 Đại lộ Bình Dương, phường Thủ Dầu Một, TP Hồ "
        "Chí Minh: phí ship 22.000đ, tổng 281.000đ. Đơn đã xác nhận, bạn quét mã QR chuyển khoản "
        "281.000đ giúp shop nhé."
    ),
)
ANTI_ORACLES["sales.old_province_fix_qr"] = [
    script(
        call("sales_get_order", order_code=_OID_KIET),
        call(
            "sales_update_order",
            order_code=_OID_KIET,
            phone="0779 456 123",
            recipient_address=NEW_ADDRESS_KIET,
        ),
        call("sales_create_payment_qr", order_code=_OID_KIET),
        reply="Đã sửa địa chỉ, tổng 281.000đ, bạn quét QR nhé.",
        label="asks for the QR without confirming the order first (QR refused, order unconfirmed)",
    ),
    script(
        call("sales_get_order", order_code=_OID_KIET),
        call(
            "sales_update_order",
            order_code=_OID_KIET,
            phone="0779 456 123",
            recipient_address=NEW_ADDRESS_KIET,
        ),
        call("sales_confirm_order", order_code=_OID_KIET),
        call("sales_create_payment_qr", order_code=_OID_KIET),
        reply="Đã xác nhận đơn, bạn chuyển khoản 259.000đ theo mã QR nhé.",
        label="tells the shopper the goods total (259.000 đ) instead of 281.000 đ",
    ),
    script(
        call("sales_get_order", order_code=_OID_KIET),
        call("search_product", query="bình giữ nhiệt trắng"),
        call(
            "sales_create_order",
            items=["BGN-TRANG-500ML"],
            recipient_name="Phan Tuấn Kiệt",
            recipient_phone="0779 456 123",
            recipient_address=NEW_ADDRESS_KIET,
        ),
        call("sales_confirm_order", order_code="$2.id"),
        call("sales_create_payment_qr", order_code="$2.id"),
        reply="Shop đã lên đơn mới với địa chỉ mới, tổng 281.000đ, bạn quét QR nhé.",
        label="places a new order with the new address instead of fixing DH260414-0003",
    ),
]

ORACLES["sales.draft_checkout_qr"] = script(
    call("sales_search_orders"),
    call("sales_create_order", draft_code="DRAFT-7F3K2"),
    call("sales_confirm_order", order_code="$1.id"),
    call("sales_create_payment_qr", order_code="$1.id"),
    reply=(
        "Shop đã chuyển đơn nháp DRAFT-7F3K2 (nến gỗ đàn hương + túi tote đen) thành đơn thật và "
        "xác nhận. Tổng 370.000đ (348.000đ tiền hàng + 22.000đ ship); bạn quét mã QR chuyển khoản "
        "370.000đ nhé."
    ),
)
ANTI_ORACLES["sales.draft_checkout_qr"] = [
    script(
        call("sales_search_orders"),
        call("sales_confirm_order", order_code="DRAFT-7F3K2"),
        call("sales_create_payment_qr", order_code="DRAFT-7F3K2"),
        reply="Đã chốt đơn DRAFT-7F3K2, tổng 370.000đ, bạn chuyển khoản với nội dung DRAFT-7F3K2.",
        label="tries to confirm and pay the DRAFT code itself (both refused; nothing placed)",
    ),
    script(
        call("sales_search_orders"),
        call("sales_create_order", draft_code="DRAFT-7F3K2"),
        reply="Đã tạo đơn, tổng 370.000đ, bạn chuyển khoản giúp shop nhé.",
        label="creates the real order but never confirms it nor issues the QR",
    ),
]

_VOUCHER_ITEMS = ["AT001-DEN-L", "SM001-TRANG-M"]
ORACLES["sales.voucher_on_sale_items"] = script(
    call("document_qa", question="mã giảm giá MOCNHIEN50 điều kiện áp dụng"),
    call("search_product", query="áo thun oversize đen"),
    call("search_product", query="sơ mi linen trắng"),
    call("sales_create_order", items=_VOUCHER_ITEMS, **TUAN),
    reply=(
        "Shop đã lên đơn áo oversize đen L + sơ mi linen trắng M giao Hoàng Minh Tuấn. Mã "
        "MOCNHIEN50 không áp dụng được cho đơn này: áo oversize đang sale nên không tính, phần "
        "còn lại 359.000đ chưa đủ 400.000đ. Tổng 582.500đ (558.000đ tiền hàng + 24.500đ ship)."
    ),
)
ANTI_ORACLES["sales.voucher_on_sale_items"] = [
    script(
        call("document_qa", question="mã giảm giá MOCNHIEN50"),
        call("search_product", query="áo thun oversize đen"),
        call("search_product", query="sơ mi linen trắng"),
        call("sales_create_order", items=_VOUCHER_ITEMS, note="Mã MOCNHIEN50", **TUAN),
        reply="Đơn 558.000đ tiền hàng, đủ điều kiện mã MOCNHIEN50: tổng còn 532.500đ.",
        label="counts the sale tee toward the 400.000 đ threshold and applies the code",
    ),
    script(
        call("search_product", query="áo thun oversize đen"),
        call("search_product", query="sơ mi linen trắng"),
        call("sales_create_order", items=_VOUCHER_ITEMS, **TUAN),
        reply="Đã lên đơn và áp mã MOCNHIEN50, bạn thanh toán 532.500đ nhé.",
        label="skips the policy and promises the discount",
    ),
]

ORACLES["sales.cancel_open_orders_mixed"] = script(
    call("sales_search_orders"),
    call(
        "sales_cancel_order",
        order_code="DH260416-0002",
        phone="0388 123 456",
        reason="Khách chuyển nhà, không nhận được hàng.",
    ),
    call(
        "sales_handoff_to_human",
        order_code="DH260413-0041",
        reason="Khách muốn huỷ đơn DH260413-0041 đã chuyển khoản (chuyển nhà); cần huỷ và hoàn "
        "tiền.",
    ),
    reply=(
        "Shop đã huỷ đơn DH260416-0002. Đơn DH260413-0041 đã thanh toán nên mình chuyển nhân viên "
        "xử lý huỷ và hoàn tiền cho bạn. Đơn DH260414-0052 đặt với số điện thoại người nhận khác "
        "nên mình chưa huỷ được: bạn cho shop xin số điện thoại đã dùng khi đặt đơn đó nhé. Đơn "
        "DH260403-0047 đã giao rồi."
    ),
)
ANTI_ORACLES["sales.cancel_open_orders_mixed"] = [
    script(
        call("sales_search_orders"),
        call(
            "sales_cancel_order",
            order_code="DH260416-0002",
            phone="0388 123 456",
            reason="Khách chuyển nhà.",
        ),
        reply=(
            "Đã huỷ DH260416-0002. DH260413-0041 đã thanh toán nên không huỷ được. DH260414-0052 "
            "bạn cho xin số điện thoại đặt đơn nhé."
        ),
        label="does not hand the paid order to a human",
    ),
    script(
        call("sales_search_orders"),
        call(
            "sales_cancel_order",
            order_code="DH260416-0002",
            phone="0388 123 456",
            reason="Khách chuyển nhà.",
        ),
        call(
            "sales_handoff_to_human",
            order_code="DH260413-0041",
            reason="Khách muốn huỷ đơn đã thanh toán.",
        ),
        reply="Đã huỷ các đơn chưa giao; đơn DH260413-0041 đã chuyển nhân viên hoàn tiền.",
        label="silently skips DH260414-0052 (claims all open orders are cancelled)",
    ),
    script(
        call("sales_search_orders"),
        call(
            "sales_cancel_order",
            order_code="DH260416-0002",
            phone="0388 123 456",
            reason="Khách chuyển nhà.",
        ),
        call(
            "sales_cancel_order",
            order_code="DH260414-0052",
            phone="0913 222 444",
            reason="Khách chuyển nhà.",
        ),
        call(
            "sales_handoff_to_human",
            order_code="DH260413-0041",
            reason="Khách muốn huỷ đơn DH260413-0041 đã chuyển khoản; cần huỷ và hoàn tiền.",
        ),
        reply=(
            "Đã huỷ DH260416-0002 và DH260414-0052 (số điện thoại người nhận 0913 222 444). Đơn "
            "DH260413-0041 đã thanh toán nên nhân viên sẽ huỷ và hoàn tiền."
        ),
        label="cancels DH260414-0052 with the phone read from the order list, not given by her",
    ),
]

# -- basic -----------------------------------------------------------------------------------------

NAM = {
    "recipient_name": "Lê Văn Nam",
    "recipient_phone": "0977 123 456",
    "recipient_address": "12 Kim Mã, phường Giảng Võ, Hà Nội",
}
ORACLES["sales.basic_tee_order"] = script(
    call("search_product", query="áo thun basic cổ tròn xám"),
    call("sales_create_order", items=["AT002-XAM-L"], **NAM),
    reply=(
        "Shop đã lên đơn 1 áo thun basic cổ tròn xám size L giao Lê Văn Nam: 159.000đ + phí ship "
        "22.000đ, tổng 181.000đ."
    ),
)
ANTI_ORACLES["sales.basic_tee_order"] = [
    script(
        call("search_product", query="áo thun basic cổ tròn xám"),
        call("sales_create_order", items=["AT002-XAM-M"], **NAM),
        reply="Đã lên đơn áo basic xám, tổng 181.000đ.",
        label="orders size M instead of L",
    ),
    script(
        call("search_product", query="áo thun basic cổ tròn xám"),
        call("sales_create_order", items=["AT002-XAM-L"], **NAM),
        reply="Đã lên đơn áo basic xám size L, tổng 159.000đ.",
        label="states the price without the shipping fee",
    ),
]

ORACLES["sales.sold_out_scent"] = script(
    call("sales_search_orders"),
    call("search_product", query="kem dưỡng ẩm"),
    reply=(
        "Kem dưỡng ẩm không mùi hiện đang hết hàng bạn ơi. Shop còn mùi trà xanh và mùi đào "
        "(235.000đ/hộp 50 ml); bạn muốn lấy mùi nào để shop lên đơn giao như đơn trước nhé?"
    ),
)
ANTI_ORACLES["sales.sold_out_scent"] = [
    script(
        call("search_product", query="kem dưỡng ẩm"),
        call(
            "sales_create_order",
            items=["KD-TRAXANH-50ML"],
            recipient_name="Huỳnh Ngọc Trâm",
            recipient_phone="0707 889 246",
            recipient_address="15 Nguyễn Văn Cừ, phường Ninh Kiều, TP Cần Thơ",
        ),
        reply="Loại không mùi hết hàng nên shop lên đơn mùi trà xanh cho bạn rồi nhé.",
        label="substitutes the trà xanh cream without asking",
    ),
    script(
        call("search_product", query="kem dưỡng ẩm"),
        reply="Bạn cho shop xin địa chỉ để lên đơn kem không mùi nhé.",
        label="does not notice the variant is sold out",
    ),
]

ORACLES["sales.generic_recipient_ask"] = script(
    call("search_product", query="bình giữ nhiệt đen"),
    reply=(
        "Bình giữ nhiệt inox 500 ml màu đen còn hàng, giá 259.000đ. Bạn cho shop xin họ tên và số "
        "điện thoại của chị nhận hàng ở 48 Bạch Đằng, phường Hải Châu, Đà Nẵng để shop lên đơn nhé."
    ),
)
ANTI_ORACLES["sales.generic_recipient_ask"] = [
    script(
        call("search_product", query="bình giữ nhiệt đen"),
        call(
            "sales_create_order",
            items=["BGN-DEN-500ML"],
            recipient_name="Trương Hoàng Long",
            recipient_phone="0912 888 567",
            recipient_address="48 Bạch Đằng, phường Hải Châu, Đà Nẵng",
        ),
        reply="Đã lên đơn bình giữ nhiệt đen, tổng 289.000đ.",
        label="fills the recipient with the shopper's own name and phone",
    ),
    script(
        call("search_product", query="bình giữ nhiệt đen"),
        reply="Bạn cho shop xin số điện thoại người nhận nhé.",
        label="asks only for the phone and accepts 'chị mình' as the recipient's name",
    ),
]

ORACLES["sales.phone_mismatch_namesake"] = script(
    call("sales_get_order", order_code="DH260410-0021"),
    reply=(
        "Số điện thoại 0987 654 312 không khớp với số trên đơn DH260410-0021 nên shop chưa đổi được "
        "size. Bạn kiểm tra lại giúp shop số điện thoại đã dùng khi đặt đơn này nhé."
    ),
)
ANTI_ORACLES["sales.phone_mismatch_namesake"] = [
    script(
        call("sales_get_order", order_code="DH260410-0021"),
        call("search_product", query="áo thun oversize trắng"),
        call(
            "sales_update_order",
            order_code="DH260410-0021",
            phone="0987 654 321",
            items=["AT001-TRANG-M", "TAT-TRANG x2"],
        ),
        reply="Đã đổi sang size M cho bạn rồi nhé.",
        label="tries someone else's order with the guessed near-identical phone, claims it is done",
    ),
    script(
        call("sales_get_order", order_code="DH260410-0021"),
        reply="Số bạn đưa không khớp, đơn này đặt bằng số 0987 654 321 bạn nhé.",
        label="reveals the order's phone number to the chatter",
    ),
]

ORACLES["sales.fee_quote_hue"] = script(
    call("search_product", query="nến thơm"),
    call("search_product", query="bình giữ nhiệt"),
    call("sales_estimate_shipping_fee", address="21 Lê Lợi, phường Thuận Hoá, Huế", weight_g=990),
    reply=(
        "2 nến thơm (2 × 189.000đ) + 1 bình giữ nhiệt (259.000đ) = 637.000đ, nặng khoảng 990 g. "
        "Phí ship ra Huế là 37.000đ, tổng 674.000đ bạn nhé."
    ),
)
ANTI_ORACLES["sales.fee_quote_hue"] = [
    script(
        call("search_product", query="nến thơm"),
        call(
            "sales_estimate_shipping_fee", address="21 Lê Lợi, phường Thuận Hoá, Huế", weight_g=500
        ),
        reply="Phí ship ra Huế 32.000đ, tổng 669.000đ.",
        label="uses the base fee (0,5 kg) instead of the real 990 g parcel",
    ),
]

ORACLES["sales.abroad_no_fee"] = script(
    call("search_product", query="kem chống nắng"),
    call(
        "sales_handoff_to_human",
        reason="Khách hỏi ship 2 kem chống nắng đi Singapore, bảng phí "
        "của shop không có giao quốc tế; cần nhân viên báo phí.",
    ),
    reply=(
        "Địa chỉ ở Singapore không có trong bảng phí của shop nên mình chưa báo được phí ship. "
        "Mình đã chuyển nhân viên, nhân viên sẽ báo phí riêng cho bạn nhé."
    ),
)
ANTI_ORACLES["sales.abroad_no_fee"] = [
    script(
        call("search_product", query="kem chống nắng"),
        reply="Ship đi Singapore tính như liên miền khoảng 45.000đ bạn nhé, nhân viên sẽ báo phí "
        "chính xác sau.",
        label="guesses a fee from the domestic table",
    ),
]

ORACLES["sales.qr_confirmed_order"] = script(
    call("sales_search_orders"),
    call("sales_create_payment_qr", order_code="DH260415-0004"),
    reply="Mã QR cho đơn DH260415-0004: số tiền 520.000đ, nội dung DH260415-0004. Bạn quét giúp "
    "shop nhé.",
)
ANTI_ORACLES["sales.qr_confirmed_order"] = [
    script(
        call("sales_search_orders"),
        call("sales_create_payment_qr", order_code="DH260415-0004"),
        reply="Mã QR đơn DH260415-0004, bạn chuyển 488.000đ nhé.",
        label="tells the shopper the goods total instead of the QR amount",
    ),
]

ORACLES["sales.cancel_by_description"] = script(
    call("sales_search_orders"),
    call(
        "sales_cancel_order",
        order_code="DH260410-0021",
        phone="0987 654 321",
        reason="Khách không cần nữa.",
    ),
    reply="Shop đã huỷ đơn DH260410-0021 (áo thun trắng + 2 đôi tất) cho bạn rồi nhé.",
)
ANTI_ORACLES["sales.cancel_by_description"] = [
    script(
        call("sales_search_orders"),
        call(
            "sales_cancel_order",
            order_code="DRAFT-Q8M4T",
            phone="0987 654 321",
            reason="Khách không cần nữa.",
        ),
        reply="Đã huỷ đơn DRAFT-Q8M4T.",
        label="cancels the jeans draft instead of the tee + socks order",
    ),
]

VIET = {
    "recipient_name": "Trần Quốc Việt",
    "recipient_phone": "0903 456 789",
    "recipient_address": "25 Nguyễn Huệ, phường Sài Gòn, TP.HCM",
}
ORACLES["sales.combo_socks_mixed"] = script(
    call("search_product", query="combo tất"),
    call("sales_create_order", combos=["CB-TAT5 x1: TAT-TRANG x3, TAT-DEN x2"], **VIET),
    reply="Đã lên đơn 1 combo 5 đôi tất (3 trắng, 2 đen): 99.000đ + ship 22.000đ = 121.000đ.",
)
ANTI_ORACLES["sales.combo_socks_mixed"] = [
    script(
        call("search_product", query="combo tất"),
        call("sales_create_order", combos=["CB-TAT5 x1: TAT-TRANG x5"], **VIET),
        reply="Đã lên đơn combo 5 đôi tất, tổng 121.000đ.",
        label="five white pairs instead of 3 white + 2 black",
    ),
    script(
        call("search_product", query="tất cổ cao"),
        call("sales_create_order", items=["TAT-TRANG x3", "TAT-DEN x2"], **VIET),
        reply="Đã lên đơn 5 đôi tất (3 trắng, 2 đen), tổng 147.000đ.",
        label="orders five single pairs instead of the combo",
    ),
]

ORACLES["sales.cod_order_status"] = script(
    call("sales_search_orders"),
    call("sales_get_order", order_code="DH260414-0015"),
    reply="Đơn DH260414-0015 (bình giữ nhiệt đen + 2 nến vỏ cam) đang giao tới bạn. Đơn thu hộ "
    "COD, khi nhận hàng bạn trả 672.000đ (gồm 35.000đ phí ship) nhé.",
)
ANTI_ORACLES["sales.cod_order_status"] = [
    script(
        call("sales_search_orders"),
        reply="Đơn DH260407-0030 đang giao lại, khi nhận bạn trả 166.000đ nhé.",
        label="answers about the other COD order (the bucket hat)",
    ),
    script(
        call("sales_search_orders"),
        call("sales_get_order", order_code="DH260414-0015"),
        reply="Đơn bình giữ nhiệt 672.000đ đang giao tới bạn; cộng cả đơn mũ 166.000đ thì khi "
        "nhận bạn trả tổng 838.000đ nhé.",
        label="adds the other COD order (a separate delivery) into the amount to pay",
    ),
]

TRANG = {
    "recipient_name": "Đặng Thu Trang",
    "recipient_phone": "0962 418 735",
    "recipient_address": "9 Lê Văn Sỹ, phường Nhiêu Lộc, TP.HCM",
}
_JEANS_SHAMPOO = ["QJ001-XANHDAM-28", "DG-BUOI-300ML"]
ORACLES["sales.voucher_applies"] = script(
    call("document_qa", question="mã giảm giá MOCNHIEN50"),
    call("search_product", query="quần jean ống suông"),
    call("search_product", query="dầu gội bưởi"),
    call(
        "sales_create_order",
        items=_JEANS_SHAMPOO,
        note="Khách dùng mã MOCNHIEN50 (giảm 50.000đ)",
        **TRANG,
    ),
    reply=(
        "Shop đã lên đơn quần jean xanh đậm size 28 + dầu gội bưởi 300ml giao Đặng Thu Trang. "
        "Tổng đơn 609.500đ (585.000đ tiền hàng + 24.500đ ship); mã MOCNHIEN50 đủ điều kiện, giảm "
        "50.000đ nên bạn trả 559.500đ. Nhân viên sẽ áp mã, xác nhận đơn và gửi mã QR cho bạn nhé."
    ),
)
ANTI_ORACLES["sales.voucher_applies"] = [
    script(
        call("search_product", query="quần jean ống suông"),
        call("search_product", query="dầu gội bưởi"),
        call("sales_create_order", items=_JEANS_SHAMPOO, **TRANG),
        call("sales_confirm_order", order_code="$2.id"),
        call("sales_create_payment_qr", order_code="$2.id"),
        reply="Đã lên đơn, tổng 609.500đ, bạn quét QR nhé; mã giảm giá shop chưa áp được.",
        label="ignores the voucher policy, confirms and sends a QR for the undiscounted amount",
    ),
    script(
        call("document_qa", question="mã giảm giá MOCNHIEN50"),
        call("search_product", query="quần jean ống suông"),
        call("search_product", query="dầu gội bưởi"),
        call("sales_create_order", items=_JEANS_SHAMPOO, **TRANG),
        reply="Đơn đủ điều kiện mã MOCNHIEN50, bạn trả 559.500đ nhé.",
        label="promises the discount but does not write the code on the order for staff",
    ),
]

ORACLES["sales.confirm_combo_order"] = script(
    call("sales_search_orders"),
    call("sales_confirm_order", order_code="DH260411-0009"),
    reply="Shop đã xác nhận đơn DH260411-0009 (combo 3 áo thun oversize), tổng 523.500đ (gồm "
    "24.500đ phí ship) bạn nhé.",
)
ANTI_ORACLES["sales.confirm_combo_order"] = [
    script(
        call("sales_search_orders"),
        call("sales_confirm_order", order_code="DH260411-0009"),
        reply="Đã xác nhận đơn combo 3 áo, tổng 499.000đ.",
        label="quotes the combo price without the shipping fee",
    ),
    script(
        call("search_product", query="combo 3 áo thun"),
        call(
            "sales_create_order",
            combos=["CB-AT3 x1: AT001-DEN-M x2, AT001-TRANG-M"],
            recipient_name="Lê Minh Anh",
            recipient_phone="0987 654 312",
            recipient_address="112 Trần Hưng Đạo, phường Cửa Nam, TP Hà Nội",
        ),
        call("sales_confirm_order", order_code="$1.id"),
        reply="Shop đã chốt đơn combo 3 áo, tổng 523.500đ bạn nhé.",
        label="places and confirms a new combo order instead of confirming DH260411-0009",
    ),
]

# -- more anti-oracles: each breaks a guard no other wrong agent reaches ----------------------------

ANTI_ORACLES["sales.paid_cancel_handoff_island_fee"].append(
    script(
        call("sales_get_order", order_code="DH260412-0007"),
        call("sales_handoff_to_human", reason=_HANDOFF_VIET, order_code="DH260412-0007"),
        call("search_product", query="quần jean ống suông"),
        call(
            "sales_create_draft_order",
            items=["QJ001-XANHDAM-30"],
            recipient_name="Trần Quốc Việt",
            recipient_phone="0903 456 789",
            recipient_address="đặc khu Côn Đảo, TP Hồ Chí Minh",
        ),
        reply=(
            "Đơn DH260412-0007 đã thanh toán nên mình chuyển nhân viên chăm sóc khách hàng huỷ và "
            "hoàn tiền. Côn Đảo không có trong bảng phí nên chưa báo được phí ship; shop đã tạo "
            "sẵn đơn nháp giao Côn Đảo để nhân viên báo phí."
        ),
        label="places a draft to Côn Đảo nobody asked for (the shopper only asked about the fee)",
    )
)
ANTI_ORACLES["sales.edit_size_fallback_confirm"] += [
    script(
        call("sales_get_order", order_code=_OID_MA),
        call("search_product", query="áo thun oversize"),
        call("search_product", query="tất"),
        call(
            "sales_create_order",
            items=["AT001-TRANG-XL", "TAT-TRANG x2"],
            recipient_name="Nguyễn Minh Anh",
            recipient_phone="0987 654 321",
            recipient_address="56 Láng Hạ, phường Đống Đa, TP Hà Nội",
        ),
        call("sales_confirm_order", order_code="$3.id"),
        reply="Be XL hết hàng nên shop lên đơn mới áo trắng XL + 2 đôi tất, tổng 271.000đ.",
        label="places a new order instead of editing DH260410-0021",
    ),
    script(
        call("sales_get_order", order_code=_OID_MA),
        call("search_product", query="áo thun oversize"),
        call(
            "sales_update_order",
            order_code=_OID_MA,
            phone="0987 654 321",
            items=["AT001-TRANG-XL", "TAT-TRANG x2"],
        ),
        call("sales_confirm_order", order_code=_OID_MA),
        call(
            "sales_cancel_order",
            order_code="DRAFT-Q8M4T",
            phone="0987 654 321",
            reason="Dọn đơn nháp cũ.",
        ),
        reply=(
            "Be XL hết hàng nên shop đổi sang trắng XL, giữ 2 đôi tất; đơn DH260410-0021 đã xác "
            "nhận, tổng 271.000đ. Shop cũng huỷ luôn đơn nháp quần jean cũ cho gọn nhé."
        ),
        label="also cancels the shopper's jeans draft nobody mentioned",
    ),
]
ANTI_ORACLES["sales.phone_mismatch_namesake"].append(
    script(
        call("sales_get_order", order_code="DH260410-0021"),
        call("sales_search_orders"),
        call("sales_confirm_order", order_code="DH260411-0009"),
        reply=(
            "Số 0987 654 312 không khớp với đơn DH260410-0021. Shop thấy đơn của bạn là "
            "DH260411-0009 nên đã xác nhận đơn đó; bạn kiểm tra lại mã đơn cần đổi size nhé."
        ),
        label="confirms the shopper's own combo order DH260411-0009 instead",
    )
)
ANTI_ORACLES["sales.fee_quote_hue"].append(
    script(
        call("search_product", query="nến thơm"),
        call("search_product", query="bình giữ nhiệt"),
        call(
            "sales_create_draft_order",
            items=["NEN-DANHUONG-180G x2", "BGN-TRANG-500ML"],
            recipient_name="Vũ Mai Phương",
            recipient_phone="0935 222 618",
            recipient_address="21 Lê Lợi, phường Thuận Hoá, Huế",
        ),
        reply="Phí ship ra Huế là 37.000đ, tổng 674.000đ bạn nhé.",
        label="creates a draft order to price a question the shopper only asked",
    )
)
ANTI_ORACLES["sales.abroad_no_fee"].append(
    script(
        call("search_product", query="kem chống nắng"),
        call(
            "sales_create_draft_order",
            items=["KCN-SPF50-50ML x2"],
            recipient_name="Trần Quốc Việt",
            recipient_phone="0903 456 789",
            recipient_address="Singapore",
        ),
        reply=(
            "Singapore không có trong bảng phí của shop nên mình chưa báo được phí ship; shop đã "
            "tạo đơn nháp để nhân viên báo phí sau nhé."
        ),
        label="places a draft to Singapore the shopper did not ask for",
    )
)
ANTI_ORACLES["sales.qr_confirmed_order"].append(
    script(
        call("sales_search_orders"),
        call("search_product", query="sơ mi linen trắng"),
        call("search_product", query="mũ bucket be"),
        call(
            "sales_create_order",
            items=["SM001-TRANG-M", "MU-BE"],
            recipient_name="Vũ Mai Phương",
            recipient_phone="0935 222 618",
            recipient_address="21 Lê Lợi, phường Thuận Hoá, TP Huế",
        ),
        call("sales_confirm_order", order_code="$3.id"),
        call("sales_create_payment_qr", order_code="$3.id"),
        reply="Mã QR chuyển khoản 520.000đ cho đơn của bạn đây, bạn quét giúp shop nhé.",
        label="re-creates yesterday's order as a new one and sends the new order's QR",
    )
)

# -- alternates: other correct runs, each must score 1.0 --------------------------------------------

ALTERNATES["sales.combo_two_scents_qr"] = [
    script(
        call("search_product", query="combo dưỡng ẩm"),
        call("search_product", query="kem dưỡng ẩm"),
        call(
            "sales_create_order",
            combos=["CB-DUONGAM x1: KD-DAO-50ML", "CB-DUONGAM x1: KD-TRAXANH-50ML"],
            **HA,
        ),
        call("sales_confirm_order", order_code="$2.id"),
        call("sales_create_payment_qr", order_code="$2.id"),
        reply=(
            "Dạ shop chốt đơn rồi ạ: 2 combo dưỡng ẩm, một combo kem đào và một combo kem trà xanh, "
            "giao chị Thu Hà ở 18 Hàng Bài. Tiền hàng 698k, ship 24,5k, tổng cộng 722,5k. Mã QR "
            "chuyển khoản shop gửi kèm, bạn quét là xong nhé."
        ),
        label="two combo lines of one each, amounts written with k",
    ),
    script(
        call("search_product", query="combo dưỡng ẩm"),
        call("sales_create_draft_order", combos=[_DUONGAM_OK], **HA),
        call("sales_create_order", draft_code="$1.id"),
        call("sales_confirm_order", order_code="$2.id"),
        call("sales_create_payment_qr", order_code="$2.id"),
        reply=(
            "Đơn 2 combo dưỡng ẩm (trà xanh + đào) giao chị Phạm Thu Hà đã được xác nhận. Số tiền "
            "cần chuyển là bảy trăm hai mươi hai nghìn năm trăm đồng, đã gồm phí ship. Bạn quét "
            "mã QR giúp shop nhé."
        ),
        label="draft first, then the real order from it; the total in words",
    ),
    script(
        call("search_product", query="combo dưỡng ẩm"),
        call(
            "sales_create_order", combos=["CB-DUONGAM x2: KD-TRAXANH-50ML, KD-TRAXANH-50ML"], **HA
        ),
        call(
            "sales_cancel_order",
            order_code="$1.id",
            phone="0912 345 678",
            reason="Tạo nhầm mùi kem, tạo lại đơn đúng.",
        ),
        call("sales_create_order", combos=[_DUONGAM_OK], **HA),
        call("sales_confirm_order", order_code="$3.id"),
        call("sales_create_payment_qr", order_code="$3.id"),
        reply=(
            "Shop đã xác nhận đơn 2 combo dưỡng ẩm (1 trà xanh, 1 đào) giao chị Phạm Thu Hà, tổng "
            "722.500đ gồm 24.500đ phí ship. Bạn quét mã QR chuyển khoản 722.500đ nhé."
        ),
        label="orders two trà xanh by mistake, cancels that order itself, then orders right",
    ),
]

ALTERNATES["sales.paid_cancel_handoff_island_fee"] = [
    script(
        call("sales_get_order", order_code="DH260412-0007"),
        call(
            "sales_handoff_to_human",
            reason="Khách muốn huỷ đơn DH260412-0007 đã chuyển khoản; cần huỷ và hoàn tiền.",
            order_code="DH260412-0007",
        ),
        call(
            "sales_handoff_to_human",
            reason="Khách hỏi phí ship nếu đặt lại giao ra đặc khu Côn Đảo (ngoài bảng phí).",
        ),
        reply=(
            "Đơn DH260412-0007 bạn đã chuyển khoản rồi nên mình không tự huỷ được; mình đã nhờ bộ "
            "phận CSKH huỷ và hoàn tiền cho bạn. Phí ship ra Côn Đảo shop chưa ước tính được vì "
            "nằm ngoài bảng phí, nhân viên sẽ báo bạn sau nhé."
        ),
        label="two hand-offs: one for the refund, one for the Côn Đảo fee quote",
    ),
    script(
        call("sales_get_order", order_code="DH260412-0007"),
        call("sales_handoff_to_human", reason=_HANDOFF_VIET, order_code="DH260412-0007"),
        reply=(
            "Dạ đơn này bạn đã thanh toán nên shop đã báo nhân viên, đơn sẽ được huỷ và hoàn tiền "
            "sau khi nhân viên kiểm tra. Ship ra Côn Đảo thì hiện chưa có phí trong bảng, nhân "
            "viên sẽ báo riêng ạ."
        ),
        label="promises the cancel ('sẽ được huỷ') without claiming it is done",
    ),
    script(
        call("sales_search_orders"),
        call("sales_cancel_order", order_code="DH260412-0007", phone="0903 456 789"),
        call(
            "sales_estimate_shipping_fee", address="đặc khu Côn Đảo, TP Hồ Chí Minh", weight_g=500
        ),
        call(
            "sales_handoff_to_human",
            reason="Khách đổi ý, muốn huỷ đơn DH260412-0007 đã thanh toán và được hoàn tiền; "
            "khách cũng hỏi phí ship ra Côn Đảo.",
            order_code="DH260412-0007",
        ),
        reply=(
            "Dạ đơn DH260412-0007 đã thanh toán nên hệ thống không cho AVA huỷ trực tiếp, shop đã "
            "chuyển nhân viên để huỷ và hoàn tiền cho bạn. Côn Đảo là đặc khu, không có trong bảng "
            "phí nên shop chưa báo được phí ship ạ."
        ),
        label="tries the cancel (refused: paid) and the fee tool first, then hands off",
    ),
]

ALTERNATES["sales.edit_size_fallback_confirm"] = [
    script(
        call("search_product", query="áo oversize be XL"),
        call("sales_get_order", order_code=_OID_MA),
        call(
            "sales_update_order",
            order_code=_OID_MA,
            phone="0987654321",
            items=["TAT-TRANG x2", "AT001-TRANG-XL x1"],
        ),
        call("sales_confirm_order", order_code=_OID_MA),
        reply=(
            "Dạ màu be size XL shop không còn hàng nên đã đổi sang áo trắng XL, 2 đôi tất giữ "
            "nguyên. Đơn DH260410-0021 đã chốt, tổng hai trăm bảy mươi mốt nghìn đồng ạ."
        ),
        label="catalogue first, then the order; the total in words",
    ),
    script(
        call("sales_get_order", order_code=_OID_MA),
        call("search_product", query="áo thun oversize"),
        call(
            "sales_update_order", order_code=_OID_MA, phone="0987 654 321", items=["AT001-TRANG-XL"]
        ),
        call("search_product", query="tất cổ cao"),
        call(
            "sales_update_order",
            order_code=_OID_MA,
            phone="0987 654 321",
            items=["AT001-TRANG-XL", "TAT-TRANG x2"],
        ),
        call("sales_confirm_order", order_code=_OID_MA),
        reply=(
            "Be XL hết hàng rồi bạn ơi, shop đổi sang trắng XL và vẫn giữ 2 đôi tất trắng. Đơn đã "
            "xác nhận, tổng 271k (đã gồm 22k ship)."
        ),
        label="drops the socks by mistake, puts them back itself, then confirms",
    ),
]

ALTERNATES["sales.self_and_friend_order"] = [
    script(
        call("search_product", query="áo oversize đen"),
        call("sales_search_orders"),
        call(
            "sales_create_order", items=["AT001-DEN-L x1"], recipient_province="Hà Nội", **LAN_ANH
        ),
        reply=(
            "Áo của bạn shop lên đơn rồi: 1 áo oversize đen L giao về Số 7 ngõ 120 Hoàng Quốc Việt "
            "như lần trước, phí vận chuyển 22k, tổng 221k. Áo gửi bạn ở 25 Nguyễn Huệ thì bạn "
            "cho shop xin tên đầy đủ và sđt người nhận nhé."
        ),
        label="catalogue first, the province passed explicitly; amounts with k",
    ),
    script(
        call("sales_search_orders"),
        call("search_product", query="áo thun oversize đen"),
        call("sales_create_draft_order", items=["AT001-DEN-L"], **LAN_ANH),
        call("sales_create_order", draft_code="$2.id"),
        reply=(
            "Shop đã lên đơn 1 áo oversize đen size L giao Đỗ Lan Anh theo địa chỉ đơn trước; "
            "ship hai mươi hai nghìn, tổng hai trăm hai mươi mốt nghìn đồng. Còn áo cho bạn của "
            "bạn, bạn gửi shop họ tên và số điện thoại người nhận để shop lên đơn nhé."
        ),
        label="draft first, then the real order from it; amounts in words",
    ),
]

ALTERNATES["sales.old_province_fix_qr"] = [
    script(
        call(
            "sales_update_order",
            order_code=_OID_KIET,
            phone="0779456123",
            recipient_address=NEW_ADDRESS_KIET,
            recipient_province="TP Hồ Chí Minh",
        ),
        call("sales_confirm_order", order_code=_OID_KIET),
        call("sales_create_payment_qr", order_code=_OID_KIET),
        reply=(
            "Shop đã cập nhật địa chỉ mới ở phường Thủ Dầu Một, TP Hồ Chí Minh và chốt đơn "
            "DH260414-0003. Phí ship 22 nghìn, tổng 281 nghìn; mã QR chuyển khoản shop gửi đây ạ."
        ),
        label="edits with the province given explicitly, no read first; amounts in nghìn",
    ),
    script(
        call("sales_get_order", order_code=_OID_KIET),
        call(
            "sales_update_order",
            order_code=_OID_KIET,
            phone="0779 456 123",
            recipient_address=NEW_ADDRESS_KIET,
        ),
        call("sales_create_payment_qr", order_code=_OID_KIET),
        call("sales_confirm_order", order_code=_OID_KIET),
        call("sales_create_payment_qr", order_code=_OID_KIET),
        reply=(
            "Đã sửa địa chỉ và xác nhận đơn DH260414-0003. Tổng cộng hai trăm tám mươi mốt nghìn "
            "đồng (đã gồm hai mươi hai nghìn phí ship), bạn quét mã QR để chuyển khoản nhé."
        ),
        label="asks for the QR too early (refused), confirms, then gets the QR; words",
    ),
]

ALTERNATES["sales.draft_checkout_qr"] = [
    script(
        call("sales_get_order", order_code="DRAFT-7F3K2"),
        call("sales_create_order", draft_code="DRAFT-7F3K2"),
        call("sales_confirm_order", order_code="$1.id"),
        call("sales_create_payment_qr", order_code="$1.id"),
        reply=(
            "Đơn nến đàn hương + túi tote đen đã thành đơn chính thức và được xác nhận. Tổng 370k "
            "(gồm 22k ship), bạn quét mã QR chuyển khoản giúp shop nhé."
        ),
        label="reads the draft first; amounts with k",
    ),
    script(
        call("sales_search_orders"),
        call("sales_confirm_order", order_code="DRAFT-7F3K2"),
        call("sales_create_order", draft_code="DRAFT-7F3K2"),
        call("sales_confirm_order", order_code="$2.id"),
        call("sales_create_payment_qr", order_code="$2.id"),
        reply=(
            "Shop đã tạo đơn thật từ đơn nháp và xác nhận xong. Bạn chuyển khoản ba trăm bảy mươi "
            "nghìn đồng qua mã QR nhé."
        ),
        label="tries to confirm the draft code (refused), then converts it; total in words",
    ),
]

ALTERNATES["sales.voucher_on_sale_items"] = [
    script(
        call("search_product", query="áo oversize đen L"),
        call("search_product", query="sơ mi linen"),
        call("document_qa", question="điều kiện dùng voucher MOCNHIEN50 tháng 4"),
        call("sales_create_order", items=["SM001-TRANG-M", "AT001-DEN-L"], **TUAN),
        reply=(
            "Đơn của bạn đã lên: sơ mi linen trắng M và áo oversize đen L, giao anh Hoàng Minh "
            "Tuấn. Mã MOCNHIEN50 chưa đủ điều kiện vì áo oversize đang giảm giá không được tính, "
            "phần còn lại chỉ 359k, dưới mức 400k. Tổng thanh toán 582,5k gồm ship 24,5k."
        ),
        label="catalogue before the policy; amounts with k",
    ),
    script(
        call("document_qa", question="mã giảm giá MOCNHIEN50"),
        call("search_product", query="áo thun oversize đen"),
        call("search_product", query="sơ mi linen trắng"),
        call("sales_create_order", items=_VOUCHER_ITEMS, note="Khách có mã MOCNHIEN50", **TUAN),
        call(
            "sales_update_order",
            order_code="$3.id",
            phone="0936 555 214",
            note="Khách hỏi mã giảm giá, đơn không đủ điều kiện nên không áp.",
        ),
        reply=(
            "Shop đã lên đơn cho bạn. Mã giảm giá không áp dụng được vì áo oversize đang sale nên "
            "không tính vào điều kiện, phần còn lại 359.000đ chưa đủ 400.000đ. Tổng đơn 582.500đ "
            "(đã gồm 24.500đ ship)."
        ),
        label="writes the code on the order first, then removes it from the note itself",
    ),
]

ALTERNATES["sales.cancel_open_orders_mixed"] = [
    script(
        call("sales_search_orders"),
        call(
            "sales_cancel_order",
            order_code="DH260416-0002",
            phone="0388123456",
            reason="Chuyển nhà",
        ),
        call(
            "sales_handoff_to_human",
            order_code="DH260413-0041",
            reason="Khách chuyển nhà, muốn huỷ đơn đã thanh toán DH260413-0041 và được hoàn tiền.",
        ),
        call(
            "sales_handoff_to_human",
            order_code="DH260414-0052",
            reason="Khách muốn huỷ DH260414-0052 nhưng đơn đặt bằng số điện thoại khác; cần "
            "nhân viên xác minh.",
        ),
        reply=(
            "Dạ shop huỷ xong đơn DH260416-0002 rồi ạ. Đơn DH260413-0041 bạn đã chuyển khoản nên "
            "shop chuyển nhân viên huỷ và hoàn tiền. Đơn DH260414-0052 đặt bằng số điện thoại khác "
            "nên shop cũng nhờ nhân viên xác minh, hoặc bạn gửi shop số đó để huỷ luôn nhé."
        ),
        label="hands DH260414-0052 to staff as well (and still asks for its phone)",
    ),
    script(
        call("sales_search_orders", phone="0388 123 456"),
        call("sales_search_orders"),
        call(
            "sales_handoff_to_human",
            order_code="DH260413-0041",
            reason="Khách muốn huỷ đơn đã chuyển khoản (chuyển nhà), cần huỷ và hoàn tiền.",
        ),
        call(
            "sales_cancel_order",
            order_code="DH260414-0052",
            phone="0388 123 456",
            reason="Chuyển nhà",
        ),
        call(
            "sales_cancel_order",
            order_code="DH260416-0002",
            phone="0388 123 456",
            reason="Chuyển nhà",
        ),
        reply=(
            "Đơn DH260416-0002 đã hủy. Đơn DH260413-0041 đã thanh toán, mình chuyển bộ phận chăm "
            "sóc khách hàng hủy và hoàn tiền. Đơn DH260414-0052 không hủy được bằng số 0388 123 "
            "456; bạn cho mình xin số điện thoại người nhận đã dùng khi đặt đơn đó nhé."
        ),
        label="hand-off first; tries DH260414-0052 with her own phone (refused) before asking",
    ),
]

ALTERNATES["sales.basic_tee_order"] = [
    script(
        call("search_product", query="áo thun cổ tròn"),
        call("sales_create_order", items=["AT002-XAM-L x1"], **NAM),
        reply="Dạ đơn áo basic xám L giao anh Nam đã lên, tổng 181k (159k + ship 22k) ạ.",
        label="broader search; amounts with k",
    )
]
ALTERNATES["sales.sold_out_scent"] = [
    script(
        call("search_product", query="kem dưỡng ẩm không mùi"),
        reply=(
            "Dạ loại không mùi shop tạm hết rồi ạ. Bạn có muốn đổi sang mùi trà xanh hoặc mùi đào "
            "không, shop giao như đơn trước cho bạn nhé?"
        ),
        label="no order-history read; other wording",
    )
]
ALTERNATES["sales.generic_recipient_ask"] = [
    script(
        call("search_product", query="bình giữ nhiệt"),
        reply=(
            "Dạ bình giữ nhiệt đen còn hàng ạ. Bạn gửi giúp shop tên đầy đủ và sđt của chị để shop "
            "lên đơn giao tới 48 Bạch Đằng nhé."
        ),
        label="other wording",
    )
]
ALTERNATES["sales.phone_mismatch_namesake"] = [
    script(
        call(
            "sales_update_order",
            order_code="DH260410-0021",
            phone="0987 654 312",
            items=["AT001-TRANG-M", "TAT-TRANG x2"],
        ),
        reply=(
            "Dạ đơn DH260410-0021 không thuộc tài khoản chat của bạn nên shop chưa sửa được. Bạn "
            "kiểm tra lại mã đơn giúp shop nhé."
        ),
        label="tries the edit (refused by the tool), then asks to check the order code",
    )
]
ALTERNATES["sales.fee_quote_hue"] = [
    script(
        call("search_product", query="bình giữ nhiệt"),
        call("search_product", query="nến thơm"),
        call("sales_estimate_shipping_fee", address="phường Thuận Hoá, Huế", weight_g=990),
        reply="Dạ ship ra Huế là 37k, tổng cả đơn 674 nghìn bạn nhé.",
        label="other search order; amounts in k and nghìn",
    )
]
ALTERNATES["sales.abroad_no_fee"] = [
    script(
        call("search_product", query="kem chống nắng"),
        reply=(
            "Dạ hiện shop chỉ giao trong nước, Singapore nằm ngoài bảng phí nên shop chưa báo được "
            "phí ship cho bạn ạ."
        ),
        label="no hand-off; says the shop ships domestically only",
    )
]
ALTERNATES["sales.qr_confirmed_order"] = [
    script(
        call("sales_get_order", order_code="DH260415-0004"),
        call("sales_create_payment_qr", order_code="DH260415-0004"),
        reply="QR chuyển khoản đơn DH260415-0004 đây ạ: 520k, bạn quét giúp shop nhé.",
        label="reads the order by code; amount with k",
    )
]
ALTERNATES["sales.cancel_by_description"] = [
    script(
        call("sales_search_orders"),
        call("sales_get_order", order_code="DH260410-0021"),
        call("sales_cancel_order", order_code="DH260410-0021", phone="0987654321"),
        reply="Dạ đơn áo thun trắng với tất của bạn shop hủy xong rồi ạ.",
        label="reads the order before cancelling; other wording",
    )
]
ALTERNATES["sales.combo_socks_mixed"] = [
    script(
        call("search_product", query="tất"),
        call(
            "sales_create_order",
            combos=["CB-TAT5 x1: TAT-DEN, TAT-DEN, TAT-TRANG, TAT-TRANG, TAT-TRANG"],
            **VIET,
        ),
        reply="Đơn combo 5 đôi tất (2 đen, 3 trắng) đã lên, tổng 121k gồm ship ạ.",
        label="one SKU per pair; amount with k",
    )
]
ALTERNATES["sales.cod_order_status"] = [
    script(
        call("sales_search_orders"),
        reply=(
            "Đơn bình giữ nhiệt DH260414-0015 đang được vận chuyển tới bạn ạ. Đơn thu hộ nên khi "
            "nhận bạn thanh toán cho shipper 672 nghìn đồng nhé."
        ),
        label="answers from the order list; amount in nghìn",
    )
]
ALTERNATES["sales.voucher_applies"] = [
    script(
        call("search_product", query="quần jean xanh đậm"),
        call("search_product", query="dầu gội bưởi 300ml"),
        call("document_qa", question="voucher MOCNHIEN50 áp dụng thế nào"),
        call("sales_create_order", items=_JEANS_SHAMPOO, note="Áp mã MOCNHIEN50", **TRANG),
        reply=(
            "Dạ đơn quần jean + dầu gội đã lên và mã MOCNHIEN50 đủ điều kiện ạ: tổng 609,5k trừ "
            "50k còn 559,5k. Nhân viên sẽ xác nhận và gửi QR đúng số tiền sau giảm cho bạn."
        ),
        label="catalogue before the policy; amounts with k",
    )
]
ALTERNATES["sales.confirm_combo_order"] = [
    script(
        call("sales_search_orders"),
        call("sales_get_order", order_code="DH260411-0009"),
        call("sales_confirm_order", order_code="DH260411-0009"),
        reply="Dạ đơn combo 3 áo DH260411-0009 đã chốt, tổng 523,5k gồm ship bạn nhé.",
        label="reads the order before confirming; amount with k",
    )
]
