"""Reference scripts (``ORACLES``), other correct ones (``ALTERNATES``) and deliberately wrong
ones (``ANTI_ORACLES``) for the sales expert tasks (avabench/domains/sales/expert.py).

Every oracle reads the shop's policy and the shopper's orders before it writes, works every
record of the request, and ends with the message the shopper (or the staff member) reads.
Multi-turn scripts carry their later turns in ``then``.
"""

from __future__ import annotations

from avabench.task import Script, ToolCall, call, script, turn

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

# -- sales.gift_orders_ask_sister -------------------------------------------------------------

_MUM = {
    "recipient_name": "Trần Thị Lan",
    "recipient_phone": "0913 444 555",
    "recipient_address": "12 Lê Lợi, phường Thuận Hoá, Huế",
}
_SIS_ADDRESS = "48 Bạch Đằng, phường Hải Châu, Đà Nẵng"
_SIS = {
    "recipient_name": "Phạm Thu Trang",
    "recipient_phone": "0978 221 904",
    "recipient_address": _SIS_ADDRESS,
}
_HA_HOME = {
    "recipient_name": "Phạm Thu Hà",
    "recipient_phone": "0912 345 678",
    "recipient_address": "18 Hàng Bài, phường Cửa Nam, TP Hà Nội",
}
_TUIBINH = ["CB-TUIBINH x1: TUI-BE, BGN-TRANG-500ML"]
_SELF_ITEMS = ["KDT-DAO-30ML x2", "SM001-TRANG-M"]
_GIFT_READS = [
    call("document_qa", question="đơn quà tặng gửi người thân ghi chú thanh toán"),
    call("document_qa", question="dịch vụ quà tặng cập nhật 14/04 thiệp"),
    call("document_qa", question="mã giảm giá MOCNHIEN50 điều kiện"),
    call("sales_search_orders"),
    call("search_product", query="nến thơm oải hương"),
    call("search_product", query="combo túi tote bình giữ nhiệt"),
    call("search_product", query="kem dưỡng da tay đào"),
    call("search_product", query="sơ mi linen trắng"),
    call("sales_get_product", product_id="KDT001"),
]
_MUM_ORDER = call("sales_create_order", items=["NEN-OAIHUONG-180G"], note="GÓI QUÀ", **_MUM)
_SELF_ORDER = call("sales_create_order", items=_SELF_ITEMS, **_HA_HOME)
_SIS_ORDER = call("sales_create_order", combos=_TUIBINH, note="GÓI QUÀ, THIỆP", **_SIS)
_ASK_SIS = (
    "Shop đã lên 2 đơn: đơn quà gửi mẹ bạn (nến oải hương, GÓI QUÀ) 221.000đ gồm ship Huế "
    "32.000đ; đơn của bạn (2 kem dưỡng tay đào + sơ mi linen trắng M) giao về nhà 18 Hàng Bài "
    "559.000đ. Mã MOCNHIEN50 chưa áp dụng được: kem dưỡng tay đang giá khuyến mãi nên không "
    "tính, phần còn lại (sơ mi 359.000đ) chưa đủ 400.000đ; hai đơn quà cũng không đủ điều kiện "
    "(nến 189.000đ, combo không tính). Còn đơn quà gửi em gái ở 48 Bạch Đằng (có kèm thiệp vì "
    "trên 300.000đ), bạn cho shop xin họ tên và số điện thoại của em để lên đơn nhé."
)
_FINAL_GIFT = (
    "Shop đã lên đơn quà cho Phạm Thu Trang (combo túi be + bình trắng, GÓI QUÀ kèm thiệp) và "
    "xác nhận 2 đơn quà. Bạn chuyển khoản theo QR: đơn gửi mẹ 221.000đ, đơn gửi em 414.000đ "
    "(gồm 35.000đ ship Đà Nẵng). Đơn của bạn thêm sơ mi linen xanh nhạt M: 896.000đ tiền hàng "
    "(718.000đ hàng không sale, đủ 400.000đ) + 24.500đ ship = 920.500đ, nay áp được mã "
    "MOCNHIEN50: shop đã ghi mã vào đơn, nhân viên sẽ trừ 50.000đ, xác nhận và gửi QR 870.500đ "
    "cho bạn."
)
_HA_READS = [
    call("sales_get_order", order_code=oid)
    for oid in ("DH260415-0019", "DH260409-0011", "DH260406-0601")
]
_SELF_ALL = [*_SELF_ITEMS, "SM001-XANHNHAT-M"]


def _add_shirt(k: int, note: str = "MOCNHIEN50") -> ToolCall:
    """Turn 1: her own order (call ``k``) gets the light-blue shirt (and the code's note)."""
    return call(
        "sales_update_order",
        order_code=f"${k}.id",
        phone="0912 345 678",
        items=_SELF_ALL,
        **({"note": note} if note else {}),
    )


ORACLES["sales.gift_orders_ask_sister"] = script(
    *_GIFT_READS,
    *_HA_READS,
    _MUM_ORDER,
    _SELF_ORDER,
    reply=_ASK_SIS,
    then=[
        turn(
            _SIS_ORDER,
            _add_shirt(13),
            *(call("sales_confirm_order", order_code=f"${k}.id") for k in (12, 14)),
            *(call("sales_create_payment_qr", order_code=f"${k}.id") for k in (12, 14)),
            reply=_FINAL_GIFT,
        )
    ],
)
ALTERNATES["sales.gift_orders_ask_sister"] = [
    script(
        # the catalogue first; confirms and pays mum's gift at once (the gift policy), asks,
        # then the sister's order and her own; names instead of codes, word numerals
        call("sales_get_product", product_id="KDT001"),
        call("search_product", query="kem dưỡng tay"),
        call("search_product", query="nến oải hương"),
        call("search_product", query="túi tote"),
        call("search_product", query="áo sơ mi linen"),
        call("sales_search_orders"),
        call("sales_get_order", order_code="DH260415-0019"),
        call("sales_get_order", order_code="DH260406-0601"),
        call("document_qa", question="MOCNHIEN50 sản phẩm đang sale combo"),
        call("document_qa", question="gói quà tặng thiệp"),
        call("sales_create_order", items=["NEN-OAIHUONG-180G"], note="Gói quà tặng mẹ", **_MUM),
        call("sales_confirm_order", order_code="$10.id"),
        call("sales_create_payment_qr", order_code="$10.id"),
        call("sales_create_order", items=_SELF_ITEMS, note="Giao giờ hành chính", **_HA_HOME),
        reply=(
            "Đơn quà cho mẹ đã xác nhận, bạn quét QR hai trăm hai mươi mốt nghìn đồng nhé. Đơn "
            "của bạn giao về Hàng Bài chưa đủ điều kiện mã vì kem tay đang sale, còn năm trăm "
            "năm mươi chín nghìn. Bạn cho shop xin họ tên đầy đủ và SĐT của em gái để lên đơn "
            "quà thứ ba nha."
        ),
        then=[
            turn(
                call(
                    "sales_create_order",
                    combos=_TUIBINH,
                    note="GÓI QUÀ + thiệp viết tay",
                    **_SIS,
                ),
                call("sales_confirm_order", order_code="$14.id"),
                call("sales_create_payment_qr", order_code="$14.id"),
                _add_shirt(13, note="Giao giờ hành chính. Mã MOCNHIEN50"),
                reply=(
                    "Xong rồi nha: đơn gửi mẹ hai trăm hai mươi mốt nghìn (QR đã gửi ở trên), đơn "
                    "gửi em Thu Trang bốn trăm mười bốn nghìn (có thiệp). Đơn của bạn thêm áo "
                    "thành chín trăm hai mươi nghìn năm trăm đồng, giờ đủ điều kiện mã: nhân "
                    "viên trừ năm mươi nghìn rồi gửi QR, bạn chuyển 870.500đ."
                ),
            )
        ],
    ),
    script(
        # asks first and places all three orders in the second turn
        *_GIFT_READS,
        reply=(
            "Để lên đơn quà gửi em gái, bạn cho shop xin họ tên và số điện thoại của em nhé. Mã "
            "MOCNHIEN50 không áp dụng được cho đơn nào: đơn của bạn có kem tay đang sale, phần "
            "còn lại chưa đủ 400.000đ."
        ),
        then=[
            turn(
                call("sales_create_order", items=_SELF_ALL, note="MOCNHIEN50", **_HA_HOME),
                _MUM_ORDER,
                _SIS_ORDER,
                *(call("sales_confirm_order", order_code=f"${k}.id") for k in (10, 11)),
                *(call("sales_create_payment_qr", order_code=f"${k}.id") for k in (10, 11)),
                call(
                    "sales_handoff_to_human",
                    order_code="$9.id",
                    reason="Đơn đủ điều kiện mã MOCNHIEN50 (718.000đ hàng không sale): nhờ nhân "
                    "viên trừ 50.000đ, xác nhận đơn và gửi QR 870.500đ cho khách.",
                ),
                reply=_FINAL_GIFT,
            )
        ],
    ),
]


def _gift_turn1(
    sis: object,
    reply: str = _FINAL_GIFT,
    shirt: ToolCall | None = None,
    confirm: tuple[int, ...] = (9, 11),
):
    """The second turn: the sister's order ``sis``, the shirt added to her own order (call 10)
    with the code, then confirm and QR the orders ``confirm``."""
    return turn(
        sis,
        shirt or _add_shirt(10),
        *(call("sales_confirm_order", order_code=f"${k}.id") for k in confirm),
        *(call("sales_create_payment_qr", order_code=f"${k}.id") for k in confirm),
        reply=reply,
    )


ANTI_ORACLES["sales.gift_orders_ask_sister"] = [
    script(
        *_GIFT_READS,
        _MUM_ORDER,
        _SELF_ORDER,
        call(
            "sales_create_order",
            combos=_TUIBINH,
            note="GÓI QUÀ, THIỆP",
            recipient_name="Phạm Thu Hà",
            recipient_phone="0912 345 678",
            recipient_address=_SIS_ADDRESS,
        ),
        reply="Shop đã lên cả 3 đơn: 221.000đ, 414.000đ và đơn của bạn 559.000đ.",
        label="invents the sister's name and phone (the shopper's own) instead of asking",
        then=[_gift_turn1(call("sales_get_order", order_code="$11.id"))],
    ),
    script(
        # (the same number of reads, so the $n references stay: the product page left unread)
        *(c if c.name != "sales_get_product" else call("sales_search_orders") for c in _GIFT_READS),
        _MUM_ORDER,
        call("sales_create_order", items=_SELF_ITEMS, note="MOCNHIEN50", **_HA_HOME),
        reply=(
            "Shop đã lên đơn quà gửi mẹ 221.000đ. Đơn của bạn áp được mã MOCNHIEN50: nhân viên "
            "trừ 50.000đ rồi gửi QR 509.000đ. Bạn cho shop xin họ tên và SĐT của em gái nhé."
        ),
        label="misses the hand cream's sale price in the catalogue: puts the code on her own "
        "order in turn 0 (509.000 đ)",
        then=[_gift_turn1(_SIS_ORDER)],
    ),
    script(
        *(
            c if "14/04" not in c.arguments.get("question", "") else _GIFT_READS[0]
            for c in _GIFT_READS
        ),
        _MUM_ORDER,
        _SELF_ORDER,
        reply=_ASK_SIS,
        label="applies the superseded 01/03 gift rule: the sister's gift has no card (THIỆP)",
        then=[_gift_turn1(call("sales_create_order", combos=_TUIBINH, note="GÓI QUÀ", **_SIS))],
    ),
    script(
        *_GIFT_READS,
        call("sales_create_order", items=["NEN-OAIHUONG-180G"], note="GÓI QUÀ, THIỆP", **_MUM),
        _SELF_ORDER,
        reply=_ASK_SIS,
        label="puts the card on every gift: mum's 189.000 đ candle is under the 300.000 đ",
        then=[_gift_turn1(_SIS_ORDER)],
    ),
    script(
        *_GIFT_READS,
        call("sales_create_order", items=["NEN-OAIHUONG-180G"], **_MUM),
        _SELF_ORDER,
        reply=_ASK_SIS,
        label="gift orders without the GÓI QUÀ note",
        then=[_gift_turn1(call("sales_create_order", combos=_TUIBINH, note="THIỆP", **_SIS))],
    ),
    script(
        *_GIFT_READS,
        _MUM_ORDER,
        _SELF_ORDER,
        reply=_ASK_SIS,
        label="superseded 01/04 rule: the combo gift order also gets the code and no QR",
        then=[
            turn(
                call(
                    "sales_create_order", combos=_TUIBINH, note="GÓI QUÀ, THIỆP, MOCNHIEN50", **_SIS
                ),
                _add_shirt(10),
                call("sales_confirm_order", order_code="$9.id"),
                call("sales_create_payment_qr", order_code="$9.id"),
                reply="Đơn gửi mẹ 221.000đ bạn quét QR nhé. Đơn gửi em và đơn của bạn áp mã "
                "MOCNHIEN50: nhân viên sẽ gửi QR 364.000đ và 870.500đ.",
            )
        ],
    ),
    script(
        *_GIFT_READS,
        _MUM_ORDER,
        call("sales_create_order", items=_SELF_ITEMS, note="GÓI QUÀ", **_HA_HOME),
        reply=_ASK_SIS,
        label="marks her own order as a gift too",
        then=[_gift_turn1(_SIS_ORDER, shirt=_add_shirt(10, note="GÓI QUÀ, MOCNHIEN50"))],
    ),
    script(
        *_GIFT_READS,
        _MUM_ORDER,
        call(
            "sales_create_order",
            items=_SELF_ITEMS,
            recipient_name="Phạm Thu Hà",
            recipient_phone="0912 345 678",
            recipient_address="Tầng 12, 29 Liễu Giai, phường Ngọc Hà, TP Hà Nội",
        ),
        reply=_ASK_SIS.replace("về nhà 18 Hàng Bài", "về 29 Liễu Giai như đơn gần nhất"),
        label="skips the order note: her own order goes to the office of her newest order",
        then=[_gift_turn1(_SIS_ORDER)],
    ),
    script(
        *_GIFT_READS,
        _MUM_ORDER,
        _SELF_ORDER,
        reply=_ASK_SIS,
        label="takes 'chốt hết' over the promo rule: confirms her coded order and sends a QR "
        "of 920.500 đ",
        then=[_gift_turn1(_SIS_ORDER, confirm=(9, 10, 11))],
    ),
    script(
        *_GIFT_READS,
        _MUM_ORDER,
        _SELF_ORDER,
        reply=_ASK_SIS,
        label="does not re-check the code after the change: her order confirmed with a QR, no code",
        then=[
            _gift_turn1(
                _SIS_ORDER,
                shirt=_add_shirt(10, note=""),
                confirm=(9, 10, 11),
                reply=_FINAL_GIFT.replace("870.500đ", "920.500đ"),
            )
        ],
    ),
    script(
        *_GIFT_READS,
        _MUM_ORDER,
        _SELF_ORDER,
        reply=_ASK_SIS,
        label="follow-up: the shirt placed as a fourth order",
        then=[
            _gift_turn1(
                _SIS_ORDER,
                shirt=call("sales_create_order", items=["SM001-XANHNHAT-M"], **_HA_HOME),
                confirm=(9, 10, 11, 12),
            )
        ],
    ),
    script(
        *_GIFT_READS,
        _MUM_ORDER,
        _SELF_ORDER,
        reply=_ASK_SIS,
        label="follow-up: the shirt not added (her own order left as in turn 0)",
        then=[
            _gift_turn1(
                _SIS_ORDER,
                shirt=call("sales_get_order", order_code="$10.id"),
                confirm=(9, 10, 11),
            )
        ],
    ),
]

# -- sales.prepay_every_open_order ------------------------------------------------------------

_HO_FEE = call(
    "sales_handoff_to_human",
    order_code="DH260416-0073",
    reason="Đơn DH260416-0073 ghi địa chỉ Quảng Nam (tên tỉnh cũ), chưa có phí ship nên chưa tạo "
    "QR được. Khách muốn chuyển khoản trước: nhờ nhân viên báo phí, cập nhật địa chỉ và gửi QR.",
)
_HO_FAILED = call(
    "sales_handoff_to_human",
    order_code="DH260407-0030",
    reason="Đơn DH260407-0030 giao thất bại, đang chờ giao lại (COD 166.000đ). Khách muốn chuyển "
    "khoản trước thay vì COD: nhờ nhân viên kho vận xử lý.",
)
_HO_LAPSED = call(
    "sales_handoff_to_human",
    order_code="DH260408-0068",
    reason="Đơn DH260408-0068 Chờ xác nhận đặt ngày 08/04, đã hơn 7 ngày (VB-234): nhờ nhân viên "
    "kiểm tra lại hàng, xác nhận và gửi QR. Khách muốn chuyển khoản trước.",
)
_HO_REPORTED = call(
    "sales_handoff_to_human",
    order_code="DH260412-0076",
    reason="Đơn DH260412-0076: ghi chú 13/04 khách báo đã chuyển khoản 265.000đ, chờ kế toán đối "
    "soát. Nhờ nhân viên đối soát, không tạo QR mới.",
)
_PREPAY_READS = (
    call("document_qa", question="tạo mã QR thanh toán chuyển khoản"),
    call("document_qa", question="đơn giao thất bại chờ giao lại"),
    call("document_qa", question="khách báo đã chuyển khoản chờ đối soát"),
    call("sales_search_orders"),
    call("sales_get_order", order_code="DH260415-0071"),
    call("sales_get_order", order_code="DH260409-0077"),
    call("sales_get_order", order_code="DH260409-0078"),
    call("sales_get_order", order_code="DH260408-0068"),
    call("sales_get_order", order_code="DH260412-0076"),
    call("sales_get_order", order_code="DH260416-0073"),
    call("sales_get_order", order_code="DH260407-0030"),
)
_PREPAY_REPLY = (
    "Shop gửi bạn QR từng đơn nha: đơn DH260415-0071 (2 nến oải hương) shop đã xác nhận, QR "
    "413.000đ; đơn DH260409-0077 (kem chống nắng) shop đã xác nhận, QR 279.000đ; đơn "
    "DH260414-0072 (bình giữ nhiệt + mũ) QR 418.000đ. Tổng giờ bạn chuyển khoản 1.110.000đ. "
    "Đơn DH260408-0068 đặt từ 08/04, quá 7 ngày giữ hàng nên shop đã chuyển nhân viên kiểm tra "
    "lại hàng rồi gửi QR sau. Đơn DH260412-0076 bạn đã báo chuyển khoản 265.000đ hôm 13/04, "
    "shop đã chuyển nhân viên đối soát nên không gửi QR mới. Đơn DH260416-0073 gửi Quảng Nam còn "
    "ghi tên tỉnh cũ nên chưa có phí ship, shop đã chuyển nhân viên báo phí rồi gửi QR sau. Đơn "
    "DH260407-0030 giao thất bại đang chờ giao lại, việc đổi sang chuyển khoản do nhân viên kho "
    "vận xử lý, shop đã chuyển nhân viên. Đơn đang giao DH260414-0015 bạn trả khi nhận, đơn "
    "DH260413-0074 bạn đã thanh toán rồi, đơn DH260409-0078 là đơn trùng đã huỷ."
)
_PREPAY_WRITES = (
    call("sales_confirm_order", order_code="DH260415-0071"),
    call("sales_create_payment_qr", order_code="DH260415-0071"),
    call("sales_confirm_order", order_code="DH260409-0077"),
    call("sales_create_payment_qr", order_code="DH260409-0077"),
    call("sales_create_payment_qr", order_code="DH260414-0072"),
)
ORACLES["sales.prepay_every_open_order"] = script(
    *_PREPAY_READS,
    *_PREPAY_WRITES,
    _HO_LAPSED,
    _HO_REPORTED,
    _HO_FEE,
    _HO_FAILED,
    reply=_PREPAY_REPLY,
)
ALTERNATES["sales.prepay_every_open_order"] = [
    script(
        # tries the QR on the unpaid orders, reads the refusals, then the policies and hands off
        call("sales_search_orders"),
        call("sales_create_payment_qr", order_code="DH260414-0072"),
        call("sales_create_payment_qr", order_code="DH260415-0071"),
        call("document_qa", question="QR thanh toán sửa đổi đơn chờ xác nhận"),
        call("sales_confirm_order", order_code="DH260415-0071"),
        call("sales_create_payment_qr", order_code="DH260415-0071"),
        call("sales_confirm_order", order_code="DH260416-0073"),
        call("sales_create_payment_qr", order_code="DH260416-0073"),
        call("sales_create_payment_qr", order_code="DH260407-0030"),
        call("document_qa", question="giao thất bại chuyển khoản trước"),
        call("sales_get_order", order_code="DH260412-0076"),
        call("document_qa", question="khách đã báo chuyển khoản"),
        call("sales_confirm_order", order_code="DH260409-0077"),
        call("sales_create_payment_qr", order_code="DH260409-0077"),
        _HO_FAILED,
        _HO_FEE,
        _HO_REPORTED,
        _HO_LAPSED,
        reply=(
            "Bạn quét 3 mã QR: 418k cho đơn DH260414-0072, 413k cho đơn DH260415-0071 và 279k "
            "cho đơn DH260409-0077 (hai đơn này shop đã xác nhận), tổng cộng một triệu một trăm "
            "mười nghìn đồng. Đơn DH260416-0073 chưa có phí ship (địa chỉ Quảng Nam cũ), đơn "
            "DH260407-0030 đang chờ giao lại, đơn DH260408-0068 đã quá hạn giữ hàng 7 ngày và "
            "đơn DH260412-0076 bạn đã báo chuyển khoản chờ đối soát: shop đã chuyển nhân viên "
            "xử lý bốn đơn này."
        ),
    ),
    script(
        call("document_qa", question="QR thanh toán đơn chưa có phí vận chuyển COD"),
        call("document_qa", question="đơn chờ xác nhận quá 7 ngày"),
        call("document_qa", question="giao lại đơn giao thất bại"),
        call("sales_search_orders", status="Chờ xác nhận"),
        call("sales_search_orders", status="Đã xác nhận"),
        call("sales_search_orders", status="Giao thất bại"),
        call("sales_get_order", order_code="DH260414-0072"),
        call("sales_get_order", order_code="DH260412-0076"),
        call("document_qa", question="đối soát chuyển khoản"),
        _HO_FAILED,
        _HO_FEE,
        _HO_REPORTED,
        _HO_LAPSED,
        *_PREPAY_WRITES,
        reply=(
            "Mình gửi bạn QR: DH260415-0071 413.000 đồng, DH260409-0077 279.000 đồng, "
            "DH260414-0072 418.000 đồng — tổng 1,11 triệu đồng. Các đơn DH260408-0068 (đặt "
            "8/4, quá 7 ngày), DH260412-0076 (bạn đã báo chuyển 265.000 đồng ngày 13/4), "
            "DH260416-0073 (chưa có phí ship) và DH260407-0030 (chờ giao lại) shop đã chuyển "
            "nhân viên xử lý."
        ),
    ),
]
ANTI_ORACLES["sales.prepay_every_open_order"] = [
    script(
        *_PREPAY_READS,
        *_PREPAY_WRITES,
        _HO_LAPSED,
        _HO_REPORTED,
        _HO_FEE,
        reply=_PREPAY_REPLY.replace(
            "việc đổi sang chuyển khoản do nhân viên kho vận xử lý, shop đã chuyển nhân viên",
            "là đơn COD, bạn trả khi nhận",
        ),
        label="leaves the failed-delivery order as COD (no hand-off as the redelivery policy "
        "requires)",
    ),
    script(
        call("document_qa", question="tạo mã QR thanh toán"),
        call("sales_search_orders"),
        *_PREPAY_WRITES,
        call("sales_confirm_order", order_code="DH260408-0068"),
        call("sales_create_payment_qr", order_code="DH260408-0068"),
        _HO_REPORTED,
        _HO_FEE,
        _HO_FAILED,
        reply=(
            "Shop đã gửi QR 4 đơn: 413.000đ, 279.000đ, 418.000đ và 195.000đ (DH260408-0068), "
            "tổng 1.305.000đ. Đơn DH260412-0076, DH260416-0073 và DH260407-0030 shop đã chuyển "
            "nhân viên."
        ),
        label="applies the superseded VB-214: confirms and bills the 8-day-old pending order",
    ),
    script(
        call("document_qa", question="tạo mã QR thanh toán chuyển khoản"),
        call("document_qa", question="đơn giao thất bại chờ giao lại"),
        call("sales_search_orders"),
        *_PREPAY_WRITES,
        call("sales_create_payment_qr", order_code="DH260412-0076"),
        _HO_LAPSED,
        _HO_FEE,
        _HO_FAILED,
        reply=(
            "Bạn quét QR từng đơn: 413.000đ, 279.000đ, 418.000đ và 265.000đ (DH260412-0076), "
            "tổng 1.375.000đ. Đơn DH260408-0068, DH260416-0073 và DH260407-0030 shop đã chuyển "
            "nhân viên."
        ),
        label="skips the order's note: a duplicate QR for the transfer already reported",
    ),
    script(
        *_PREPAY_READS,
        call("sales_confirm_order", order_code="DH260415-0071"),
        call("sales_create_payment_qr", order_code="DH260415-0071"),
        call("sales_create_payment_qr", order_code="DH260414-0072"),
        call(
            "sales_handoff_to_human",
            order_code="DH260409-0077",
            reason="Đơn DH260409-0077 Chờ xác nhận đã quá 7 ngày, nhờ nhân viên kiểm tra hàng.",
        ),
        _HO_LAPSED,
        _HO_REPORTED,
        _HO_FEE,
        _HO_FAILED,
        reply=(
            "Bạn quét QR 413.000đ (DH260415-0071) và 418.000đ (DH260414-0072), tổng 831.000đ. "
            "Đơn DH260409-0077 và DH260408-0068 đã quá 7 ngày, DH260412-0076 chờ đối soát, "
            "DH260416-0073 chưa có phí ship, DH260407-0030 chờ giao lại: shop đã chuyển nhân viên."
        ),
        label="reads the 7-day-old order (16/04 − 09/04 = 7) as over the hold",
    ),
    script(
        *_PREPAY_READS,
        call("sales_create_payment_qr", order_code="DH260414-0072"),
        _HO_LAPSED,
        _HO_REPORTED,
        _HO_FEE,
        _HO_FAILED,
        reply=(
            "Bạn quét QR 418.000đ cho đơn DH260414-0072. Đơn DH260415-0071 và DH260409-0077 "
            "chưa xác nhận nên chưa có QR. Đơn DH260408-0068, DH260412-0076, DH260416-0073 và "
            "DH260407-0030 shop đã chuyển nhân viên."
        ),
        label="skips the pending orders instead of confirming them and issuing their QRs",
    ),
]

# -- sales.price_drop_refund_reorder ----------------------------------------------------------

_LAN_ANH = {
    "recipient_name": "Đỗ Lan Anh",
    "recipient_phone": "0868 315 920",
    "recipient_address": "Số 7 ngõ 120 Hoàng Quốc Việt, phường Nghĩa Đô, TP Hà Nội",
}


def _ho_drop(oid: str, what: str, amount: str, price: str = "199.000đ từ 12/04") -> ToolCall:
    """The price-guarantee hand-off of one of Lan Anh's orders."""
    return call(
        "sales_handoff_to_human",
        order_code=oid,
        reason=f"Cam kết giá (bản sửa đổi 13/04): đơn {oid} {what}, áo oversize mua 250.000đ, "
        f"giá thấp nhất trong 10 ngày kể từ ngày đặt là {price}. Nhờ nhân viên hoàn chênh lệch "
        f"{amount} cho khách.",
    )


_BE = "179.000đ (màu be từ 15/04)"
_HO_REFUND = _ho_drop("DH260409-0081", "đặt 09/04 có 2 áo be S", "142.000đ", _BE)
_HO_0082 = _ho_drop("DH260403-0082", "đặt 03/04 có 1 áo đen M", "51.000đ")
_HO_0089 = _ho_drop("DH260411-0089", "đặt 11/04 (đang giao) có 1 áo be M", "71.000đ", _BE)
_HO_0080 = _ho_drop("DH260404-0080", "đặt 04/04 có 1 áo be L (hạn đến 14/04)", "51.000đ")
#: the website order (found by her phone): bought at 199.000 on 12/04, the beige cut of 15/04
_HO_WEB = call(
    "sales_handoff_to_human",
    order_code="DH260412-0095",
    reason="Cam kết giá (bản sửa đổi 13/04): đơn website DH260412-0095 đặt 12/04 có 1 áo be S "
    "+ 1 áo be L mua giá 199.000đ; màu be giảm còn 179.000đ từ 15/04, trong 10 ngày kể từ ngày "
    "đặt. Nhờ nhân viên hoàn chênh lệch 40.000đ (2 × 20.000đ) cho khách.",
)
#: the top-up the transitional clause (VB-232 §5) gives the order refunded under the old version
_HO_TOPUP = call(
    "sales_handoff_to_human",
    order_code="DH260410-0094",
    reason="Cam kết giá, điều khoản chuyển tiếp (mục 5 bản sửa đổi 13/04): đơn DH260410-0094 "
    "đặt 10/04 có 1 áo be M mua 250.000đ, nhân viên Ngọc đã hoàn 51.000đ ngày 12/04 theo bản "
    "cũ. Theo bản sửa đổi giá thấp nhất trong 10 ngày là 179.000đ (chênh lệch 71.000đ), nhờ "
    "nhân viên hoàn bổ sung 20.000đ cho khách.",
)
_DROP_READS = [
    call("sales_get_order", order_code=oid)
    for oid in (
        "DH260409-0081",
        "DH260403-0082",
        "DH260401-0084",
        "DH260409-0085",
        "DH260411-0086",
        "DH260413-0087",
        "DH260410-0088",
        "DH260411-0089",
        "DH260410-0083",
        "DH260404-0080",
        "DH260408-0090",
        "DH260410-0094",
    )
]
#: the website order: only a search by her phone lists it (0087's note tells of it)
_WEB_READS = [
    call("sales_search_orders", phone="0868 315 920"),
    call("sales_get_order", order_code="DH260412-0095"),
]
_Q_GUARANTEE = call("document_qa", question="cam kết giá tốt sửa đổi ngày 13/04/2026")
_Q_TRANSITION = call("document_qa", question="đơn đã hoàn chênh lệch theo bản cũ hoàn bổ sung")
_REFUND_REPLY = (
    "Áo oversize giảm còn 199.000đ từ 12/04, riêng màu be giảm tiếp còn 179.000đ từ 15/04. Theo "
    "cam kết giá (bản sửa đổi 13/04: tính giá thấp nhất trong 10 ngày kể từ ngày đặt), shop đã "
    "chuyển nhân viên hoàn chênh lệch qua chuyển khoản trong 3 ngày làm việc cho 6 đơn: "
    "DH260409-0081 (2 áo be S) 142.000đ, DH260411-0089 (1 áo be M, đang giao) 71.000đ, "
    "DH260404-0080 (1 áo be L, hạn đến 14/04 nên tính giá 199k) 51.000đ, DH260403-0082 (1 áo "
    "đen M) 51.000đ, đơn website DH260412-0095 (2 áo be mua giá 199k) 40.000đ và DH260410-0094 "
    "hoàn bổ sung 20.000đ (hôm 12/04 đã hoàn 51.000đ theo bản cũ, bản mới được 71.000đ); tổng "
    "375.000đ. Đơn DH260411-0086 nhân viên đã hoàn 51.000đ hôm 14/04 rồi. Không được hoàn: "
    "DH260401-0084 (đặt 01/04, quá 10 ngày trước đợt giảm giá), DH260409-0085 (đơn trùng đã "
    "huỷ), DH260408-0090 (đơn hoàn hàng), DH260413-0087 (áo trắng mua giá 199k), DH260410-0088 "
    "(áo trong combo), DH260410-0083 (quần jean không giảm giá). Đơn mới 2 áo oversize trắng M "
    "giao về ngõ 120 Hoàng Quốc Việt đã xác nhận: 398.000đ + 22.000đ ship = 420.000đ, bạn quét "
    "QR 420.000đ nhé."
)
_SWAP_REPLY = (
    "Shop đã đổi đơn mới thành 1 áo trắng M (199.000đ) + 1 áo be M (179.000đ) + 22.000đ ship = "
    "400.000đ, vẫn giao về ngõ 120 Hoàng Quốc Việt. QR cũ đã hết hiệu lực, bạn quét QR mới "
    "400.000đ nhé."
)


def _swap(k: int, reply: str = _SWAP_REPLY) -> object:
    """Turn 1: the new order (call ``k``) becomes 1 white M + 1 beige M, with a new QR."""
    return turn(
        call(
            "sales_update_order",
            order_code=f"${k}.id",
            phone="0868 315 920",
            items=["AT001-TRANG-M", "AT001-BE-M"],
        ),
        call("sales_create_payment_qr", order_code=f"${k}.id"),
        reply=reply,
    )


def _drop_script(*calls: ToolCall, reply: str, label: str = "", swap: bool = True) -> Script:
    """``calls``, then the new order of 2 white M tees confirmed with its QR, and turn 1."""
    k = len(calls)
    return script(
        *calls,
        call("sales_create_order", items=["AT001-TRANG-M x2"], **_LAN_ANH),
        call("sales_confirm_order", order_code=f"${k}.id"),
        call("sales_create_payment_qr", order_code=f"${k}.id"),
        reply=reply,
        then=[_swap(k)] if swap else [],
        label=label,
    )


_PLAN = [
    call("document_qa", question="hoàn tiền chênh lệch khi giảm giá"),
    _Q_GUARANTEE,
    _Q_TRANSITION,
    call("document_qa", question="giá khuyến mãi áo thun oversize từ ngày"),
    call("sales_search_orders"),
    *_DROP_READS,
    *_WEB_READS,
    call("search_product", query="áo thun oversize"),
]
ORACLES["sales.price_drop_refund_reorder"] = _drop_script(
    *_PLAN,
    _HO_REFUND,
    _HO_0082,
    _HO_0089,
    _HO_0080,
    _HO_WEB,
    _HO_TOPUP,
    reply=_REFUND_REPLY,
)
ALTERNATES["sales.price_drop_refund_reorder"] = [
    script(
        # the new order first, then the policies and the refunds; word numerals and day forms
        call("sales_search_orders"),
        call("search_product", query="áo oversize"),
        call("sales_create_order", items=["AT001-TRANG-M", "AT001-TRANG-M"], **_LAN_ANH),
        call("sales_confirm_order", order_code="$2.id"),
        call("sales_create_payment_qr", order_code="$2.id"),
        call("document_qa", question="cam kết giá giảm giá trong bao nhiêu ngày"),
        call("document_qa", question="cam kết giá bản sửa đổi thay thế"),
        call("document_qa", question="điều khoản chuyển tiếp cam kết giá"),
        call("document_qa", question="áo thun oversize giảm giá 199.000"),
        call("sales_get_product", product_id="AT001"),
        *reversed(_DROP_READS),
        call("sales_search_orders", phone="0868315920"),
        call("sales_get_order", order_code="DH260412-0095"),
        _HO_0080,
        _HO_TOPUP,
        _HO_0089,
        call(
            "sales_handoff_to_human",
            order_code="DH260412-0095",
            reason="Đơn đặt qua website DH260412-0095 (12/04): áo be S và áo be L, mỗi áo trả "
            "199.000đ, nay áo be còn 179.000đ (từ 15/04, trong hạn 10 ngày). Chênh lệch cần hoàn "
            "40.000đ.",
        ),
        _HO_0082,
        _HO_REFUND,
        reply=(
            "Đơn mới 2 áo trắng size M đã chốt, tổng bốn trăm hai mươi nghìn đồng (gồm 22k "
            "ship), bạn quét QR giúp shop. Về chênh lệch (cam kết giá sửa đổi ngày 13/4, giá "
            "thấp nhất trong 10 ngày từ ngày đặt; áo be xuống 179k từ 15/4): đơn DH260409-0081 "
            "được hoàn một trăm bốn mươi hai nghìn đồng (2 áo × 71k), đơn đang giao "
            "DH260411-0089 bảy mươi mốt nghìn đồng, đơn ngày 3/4 DH260403-0082 và đơn ngày 4/4 "
            "DH260404-0080 mỗi đơn năm mươi mốt nghìn đồng, đơn bạn đặt trên web DH260412-0095 "
            "bốn mươi nghìn đồng, còn DH260410-0094 trước đã được hoàn 51k theo bản cũ nay được "
            "trả thêm hai mươi nghìn đồng; shop đã chuyển nhân viên hoàn cho bạn. Đơn "
            "DH260411-0086 đã được hoàn hôm 14/4; đơn ngày 1/4 quá hạn, đơn trùng đã huỷ, đơn đã "
            "trả hàng, áo trắng mua giá sale ngày 13/4, áo trong combo và quần jean thì không áp "
            "dụng."
        ),
        then=[
            _swap(
                2,
                reply="Xong rồi bạn ơi: 1 áo trắng M + 1 áo be M, tổng bốn trăm nghìn đồng "
                "(400k) gồm ship, bạn quét QR mới nhé.",
            )
        ],
    ),
    script(
        # search by status and by phone; in turn 1 the order is cancelled and placed again
        call("document_qa", question="cam kết giá hoàn chênh lệch"),
        call("document_qa", question="cam kết giá sửa đổi đơn đang giao combo giảm nhiều lần"),
        call("document_qa", question="đơn đã được hoàn chênh lệch trước ngày 13/04"),
        call("document_qa", question="áo oversize giảm giá"),
        call("sales_search_orders", status="Đã giao"),
        call("sales_search_orders", status="Đang giao"),
        call("sales_search_orders", status="Đã huỷ"),
        call("sales_search_orders", status="Hoàn hàng"),
        *_DROP_READS,
        *_WEB_READS,
        call("search_product", query="áo thun oversize unisex be trắng"),
        _HO_REFUND,
        _HO_0082,
        call(
            "sales_handoff_to_human",
            order_code="DH260411-0089",
            reason="Đơn DH260411-0089 đang giao: 1 áo oversize be M mua 250.000đ, màu be nay "
            "179.000đ (từ 15/04). Hoàn chênh lệch 71.000đ theo cam kết giá.",
        ),
        _HO_0080,
        _HO_WEB,
        call(
            "sales_handoff_to_human",
            order_code="DH260410-0094",
            reason="Hoàn bổ sung 20.000đ cho đơn DH260410-0094 (áo be M): bản cũ đã hoàn 51.000đ "
            "hôm 12/04, theo bản 13/04 chênh lệch là 250.000 − 179.000.",
        ),
        call("sales_create_order", items=["AT001-TRANG-M x2"], note="Khách quen", **_LAN_ANH),
        call("sales_confirm_order", order_code="$29.id"),
        call("sales_create_payment_qr", order_code="$29.id"),
        reply=_REFUND_REPLY,
        then=[
            turn(
                call(
                    "sales_cancel_order",
                    order_code="$29.id",
                    phone="0868 315 920",
                    reason="Khách đổi sản phẩm",
                ),
                call("sales_create_order", items=["AT001-TRANG-M", "AT001-BE-M"], **_LAN_ANH),
                call("sales_confirm_order", order_code="$33.id"),
                call("sales_create_payment_qr", order_code="$33.id"),
                reply="Shop đã huỷ đơn cũ và tạo đơn mới 1 áo trắng M + 1 áo be M: 400.000đ, "
                "bạn quét QR mới nhé.",
            )
        ],
    ),
]
_NEW_ORDER = [
    call("search_product", query="áo thun oversize trắng"),
    call("sales_create_order", items=["AT001-TRANG-M x2"], **_LAN_ANH),
]
#: the two round-5 facts done right, for the anti-oracles that go wrong elsewhere
_R5 = [_Q_TRANSITION, *_WEB_READS, _HO_WEB, _HO_TOPUP]
_R5_REPLY = "Đơn website DH260412-0095 hoàn 40.000đ, DH260410-0094 hoàn bổ sung 20.000đ."
_WRONG_REPLY = "Shop chuyển nhân viên hoàn chênh lệch cho bạn. Đơn mới 420.000đ, bạn quét QR nhé."
ANTI_ORACLES["sales.price_drop_refund_reorder"] = [
    _drop_script(
        call("document_qa", question="hoàn tiền chênh lệch khi giảm giá"),
        call("document_qa", question="giá khuyến mãi áo thun oversize từ ngày"),
        call("sales_search_orders"),
        *_DROP_READS,
        *_R5,
        _HO_REFUND,
        _HO_0089,
        call("search_product", query="áo thun oversize trắng"),
        reply="Theo cam kết giá 7 ngày: đơn DH260409-0081 hoàn 142.000đ, DH260411-0089 hoàn "
        "71.000đ, đơn DH260403-0082 và DH260404-0080 quá 7 ngày nên không được hoàn. "
        f"{_R5_REPLY} Đơn mới 420.000đ, bạn quét QR nhé.",
        label="applies the superseded 7-day guarantee (0082 and 0080 left out)",
    ),
    _drop_script(
        _Q_GUARANTEE,
        call("document_qa", question="giá khuyến mãi áo thun oversize từ ngày"),
        call("sales_search_orders"),
        *_DROP_READS,
        *_R5,
        _ho_drop("DH260409-0081", "đặt 09/04 có 2 áo be S", "102.000đ"),
        _HO_0082,
        _ho_drop("DH260411-0089", "đặt 11/04 (đang giao) có 1 áo be M", "51.000đ"),
        _HO_0080,
        call("search_product", query="áo thun oversize trắng"),
        reply="Shop chuyển nhân viên hoàn 102.000đ (DH260409-0081), 51.000đ (DH260403-0082), "
        f"51.000đ (DH260411-0089) và 51.000đ (DH260404-0080). {_R5_REPLY} Đơn mới 420.000đ, "
        "bạn quét QR nhé.",
        label="skips the catalogue: the beige cut to 179.000 on 15/04 not applied",
    ),
    _drop_script(
        _Q_GUARANTEE,
        call("sales_search_orders"),
        *_DROP_READS,
        *_R5,
        call("search_product", query="áo thun oversize"),
        _HO_REFUND,
        _HO_0082,
        _HO_0089,
        _ho_drop("DH260404-0080", "đặt 04/04 có 1 áo be L", "71.000đ", _BE),
        reply="Shop chuyển nhân viên hoàn 142.000đ, 51.000đ, 71.000đ và 71.000đ. "
        f"{_R5_REPLY} Đơn mới 420.000đ, bạn quét QR nhé.",
        label="applies the 15/04 beige cut to 0080, whose 10 days ended on 14/04",
    ),
    _drop_script(
        _Q_GUARANTEE,
        call("document_qa", question="giá khuyến mãi áo thun oversize từ ngày"),
        call("sales_search_orders"),
        *_R5,
        call("search_product", query="áo thun oversize"),
        _HO_REFUND,
        _HO_0082,
        _HO_0089,
        _HO_0080,
        _ho_drop("DH260411-0086", "đặt 11/04 có 1 áo đen L", "51.000đ"),
        reply=_REFUND_REPLY,
        label="skips the order notes: refunds 0086 again (staff refunded it on 14/04)",
    ),
    _drop_script(
        _Q_GUARANTEE,
        call("sales_search_orders"),
        *_R5,
        call("search_product", query="áo thun oversize"),
        _HO_REFUND,
        _HO_0082,
        _HO_0089,
        _HO_0080,
        _ho_drop("DH260408-0090", "đặt 08/04 có 2 áo đen M", "102.000đ"),
        _ho_drop("DH260401-0084", "đặt 01/04 có 1 áo trắng L", "51.000đ"),
        _ho_drop("DH260410-0088", "đặt 10/04 combo 3 áo", "153.000đ"),
        _ho_drop("DH260409-0085", "đặt 09/04 có 2 áo be S", "142.000đ", _BE),
        reply=_WRONG_REPLY,
        label="touches the look-alikes: the returned, the 01/04, the combo and the cancelled "
        "duplicate",
    ),
    script(
        _Q_GUARANTEE,
        call("sales_search_orders"),
        *_DROP_READS,
        *_NEW_ORDER,
        call(
            "sales_update_order",
            order_code="$15.id",
            phone="0868 315 920",
            note="Trừ chênh lệch 375.000đ các đơn 0081, 0082, 0089, 0080, 0095, 0094",
        ),
        call("sales_confirm_order", order_code="$15.id"),
        call("sales_create_payment_qr", order_code="$15.id"),
        reply="Shop trừ 375.000đ chênh lệch vào đơn mới, bạn chỉ cần chuyển 45.000đ.",
        then=[_swap(15, reply="Đơn mới 400.000đ trừ chênh lệch, bạn chuyển 25.000đ nhé.")],
        label="nets the refunds off the new order instead of handing them to staff",
    ),
    _drop_script(
        call("document_qa", question="hoàn tiền chênh lệch khi giảm giá"),
        call("sales_search_orders"),
        call("search_product", query="áo thun oversize trắng"),
        reply="Đơn mới 420.000đ, bạn quét QR nhé. Giá áo đã thay đổi sau khi bạn mua nên shop "
        "không hoàn chênh lệch được.",
        label="denies the refund the price guarantee gives (no hand-off)",
    ),
    script(
        *ORACLES["sales.price_drop_refund_reorder"].calls,
        reply=_REFUND_REPLY,
        then=[turn(reply="Dạ đơn mới của bạn vẫn là 420.000đ, bạn quét QR đã gửi nhé.")],
        label="ignores the follow-up: the order stays 2 white tees, QR 420.000 đ",
    ),
    script(
        *ORACLES["sales.price_drop_refund_reorder"].calls,
        reply=_REFUND_REPLY,
        then=[
            turn(
                call("sales_create_order", items=["AT001-TRANG-M", "AT001-BE-M"], **_LAN_ANH),
                call("sales_confirm_order", order_code="$29.id"),
                call("sales_create_payment_qr", order_code="$29.id"),
                reply="Shop tạo đơn mới 400.000đ, bạn quét QR mới nhé.",
            )
        ],
        label="follow-up: a second order placed while the first still stands",
    ),
    _drop_script(
        *[c for c in _PLAN if c not in _WEB_READS],
        _HO_REFUND,
        _HO_0082,
        _HO_0089,
        _HO_0080,
        _HO_TOPUP,
        reply=_REFUND_REPLY.replace(
            ", đơn website DH260412-0095 (2 áo be mua giá 199k) 40.000đ", ""
        ).replace("tổng 375.000đ", "tổng 335.000đ"),
        label="lists only the chat orders: the website order under her phone missed",
    ),
    _drop_script(
        *[c for c in _PLAN if c != _Q_TRANSITION],
        _HO_REFUND,
        _HO_0082,
        _HO_0089,
        _HO_0080,
        _HO_WEB,
        reply=_REFUND_REPLY.replace(
            " và DH260410-0094 hoàn bổ sung 20.000đ (hôm 12/04 đã hoàn 51.000đ theo bản cũ, bản "
            "mới được 71.000đ)",
            "",
        ).replace("Đơn DH260411-0086", "Đơn DH260410-0094 và DH260411-0086"),
        label="skips the transitional clause: 0094, refunded under the old version, not topped up",
    ),
    _drop_script(
        *_PLAN,
        _HO_REFUND,
        _HO_0082,
        _HO_0089,
        _HO_0080,
        _HO_WEB,
        _ho_drop("DH260410-0094", "đặt 10/04 có 1 áo be M", "71.000đ", _BE),
        reply=_REFUND_REPLY.replace(
            "hoàn bổ sung 20.000đ (hôm 12/04 đã hoàn 51.000đ theo bản cũ, bản mới được 71.000đ)",
            "71.000đ",
        ),
        label="refunds 0094 in full again (71.000) instead of the 20.000 top-up",
    ),
]

# -- sales.ambiguous_jean_cancel_ask ----------------------------------------------------------

_MA_VVT = {
    "recipient_name": "Nguyễn Minh Anh",
    "recipient_phone": "0987 654 321",
    "recipient_address": "120 Võ Văn Tần, phường Xuân Hoà, TP Hồ Chí Minh",
}
_JEAN_READS = [
    call("document_qa", question="huỷ đơn nhiều đơn khớp mô tả"),
    call("sales_search_orders"),
    call("sales_get_order", order_code="DH260415-0091"),
    call("sales_get_order", order_code="DRAFT-Q8M4T"),
]
_JEAN_ASK = (
    "Bạn đang có 2 đơn quần jean size 28: đơn DH260415-0091 (xanh đậm, giao 56 Láng Hạ, đã "
    "chuyển khoản, đang đóng gói) và đơn nháp DRAFT-Q8M4T (xanh nhạt, giao 120 Võ Văn Tần, TP "
    "Hồ Chí Minh). Bạn muốn huỷ đơn nào để shop lên lại size 29?"
)
_TT = "12 Tràng Tiền, phường Hoàn Kiếm, Hà Nội"


def _ho_move(oid: str, what: str) -> ToolCall:
    """The address-change hand-off of one of Minh Anh's orders to Láng Hạ."""
    return call(
        "sales_handoff_to_human",
        order_code=oid,
        reason=f"Khách muốn đổi địa chỉ đơn {oid} ({what}) từ 56 Láng Hạ sang {_TT}. Theo quy "
        "định sửa đổi AVA không tự sửa, nhờ nhân viên cập nhật.",
    )


_HO_ADDRESS = _ho_move("DH260415-0091", "đang đóng gói, đã chuyển khoản")
_HO_0092 = _ho_move("DH260413-0092", "đã xác nhận, QR đã thanh toán 15/04, chờ đối soát")
_HO_0093 = _ho_move("DH260412-0093", "đang giao, COD")
_HO_0095 = _ho_move("DH260414-0095", "giao thất bại, chờ giao lại")
_HO_0096 = _ho_move("DH260414-0096", "đã xác nhận, đã chuyển khoản")


def _move(oid: str) -> ToolCall:
    return call("sales_update_order", order_code=oid, phone="0987 654 321", recipient_address=_TT)


_MOVE_READS = [
    call("sales_get_order", order_code=oid)
    for oid in (
        "DH260410-0021",
        "DH260413-0092",
        "DH260412-0093",
        "DH260408-0094",
        "DH260414-0095",
        "DH260414-0096",
        "DH260409-0097",
        "DH260414-0098",
    )
]
_MOVES = [_move("DH260410-0021"), _HO_ADDRESS, _HO_0092, _HO_0093, _HO_0095, _HO_0096]
_JEAN_DONE = (
    "Shop đã huỷ đơn nháp DRAFT-Q8M4T và lên đơn mới quần jean xanh nhạt size 29 giao 120 Võ "
    "Văn Tần, đã xác nhận: 420.000đ + 24.500đ ship = 444.500đ, bạn quét QR giúp shop. Đổi địa "
    "chỉ sang 12 Tràng Tiền: shop đã sửa trực tiếp đơn DH260410-0021 (chưa thanh toán). Đơn "
    "DH260413-0092 (áo sơ mi) QR đã nhận tiền hôm 15/04 nên tính là đơn đã thanh toán; đơn này "
    "cùng các đơn DH260415-0091 (đang đóng gói), DH260412-0093 (đang giao), DH260414-0095 (chờ "
    "giao lại lần 2) và DH260414-0096 (đã chuyển khoản) shop đã chuyển nhân viên đổi giúp bạn. "
    "Đơn DH260414-0098 nhân viên kho đã đổi sang Tràng Tiền hôm 15/04 rồi. Hai đơn "
    "DH260408-0094 và DH260409-0097 đã giao nên không cần đổi."
)


def _ho_cancel(oid: str, reason: str) -> ToolCall:
    return call("sales_handoff_to_human", order_code=oid, reason=reason)


_CANCEL_0091 = _ho_cancel(
    "DH260415-0091",
    "Khách huỷ đơn DH260415-0091 (quần jean xanh đậm 28, đặt 15/04, đang đóng gói, đã chuyển "
    "khoản). Theo QĐ-11 bản 15/04: hoàn tiền hàng, không hoàn phí ship 24.500đ. Nhờ nhân viên "
    "huỷ đơn và hoàn cho khách 420.000đ.",
)
_CANCEL_0092 = _ho_cancel(
    "DH260413-0092",
    "Khách huỷ đơn DH260413-0092 (áo sơ mi linen trắng M). QR của đơn đã thanh toán 15/04, đơn "
    "chờ kế toán đối soát. Đơn đặt 13/04, trước 15/04, nên hoàn đủ theo điều khoản chuyển "
    "tiếp. Nhờ nhân viên huỷ đơn và hoàn cho khách 381.000đ.",
)
_REFUND_READ = call("document_qa", question="hoàn tiền khi huỷ đơn đã thanh toán")
_REFUND_DONE = (
    "Hai đơn này bạn đã chuyển khoản nên shop không tự huỷ được, shop đã chuyển nhân viên huỷ "
    "và hoàn tiền cho bạn: đơn quần DH260415-0091 (đặt 15/04, đang đóng gói) hoàn 420.000đ "
    "tiền hàng, phí ship 24.500đ không được hoàn theo quy định mới từ 15/04; đơn áo sơ mi "
    "DH260413-0092 đặt 13/04 (trước 15/04) nên hoàn đủ 381.000đ. Tổng bạn được hoàn 801.000đ."
)
_CANCEL_TURN = turn(_REFUND_READ, _CANCEL_0091, _CANCEL_0092, reply=_REFUND_DONE)
ORACLES["sales.ambiguous_jean_cancel_ask"] = script(
    *_JEAN_READS,
    reply=_JEAN_ASK,
    then=[
        turn(
            call("document_qa", question="đổi địa chỉ giao hàng đơn đã thanh toán"),
            call(
                "sales_cancel_order",
                order_code="DRAFT-Q8M4T",
                phone="0987 654 321",
                reason="Đặt nhầm size",
            ),
            call("search_product", query="quần jean ống suông xanh nhạt"),
            call("sales_create_order", items=["QJ001-XANHNHAT-29"], **_MA_VVT),
            call("sales_confirm_order", order_code="$7.id"),
            call("sales_create_payment_qr", order_code="$7.id"),
            *_MOVE_READS,
            *_MOVES,
            reply=_JEAN_DONE,
        ),
        _CANCEL_TURN,
    ],
)
ALTERNATES["sales.ambiguous_jean_cancel_ask"] = [
    script(
        # resizes the draft and turns it into the real order; tries the tools' edits first (both
        # refused: a failing call changes nothing)
        *_JEAN_READS,
        reply=(
            "Shop thấy 2 đơn jean: DH260415-0091 xanh đậm (Láng Hạ) và DRAFT-Q8M4T xanh nhạt "
            "(Võ Văn Tần). Bạn cần huỷ đơn nào ạ?"
        ),
        then=[
            turn(
                call("document_qa", question="thay đổi địa chỉ đơn đã thanh toán"),
                call("document_qa", question="đơn đã chuyển khoản QR chưa cập nhật"),
                call("search_product", query="quần jean xanh nhạt 29"),
                call(
                    "sales_update_order",
                    order_code="DRAFT-Q8M4T",
                    phone="0987 654 321",
                    items=["QJ001-XANHNHAT-29"],
                ),
                call("sales_create_order", draft_code="DRAFT-Q8M4T"),
                call("sales_confirm_order", order_code="$8.id"),
                call("sales_create_payment_qr", order_code="$8.id"),
                call(
                    "sales_update_order",
                    order_code="DH260415-0091",
                    phone="0987 654 321",
                    recipient_address=_TT,
                ),
                *reversed(_MOVE_READS),
                *reversed(_MOVES),
                reply=(
                    "Đơn quần xanh nhạt size hai mươi chín giao Võ Văn Tần đã chốt, tổng "
                    "444,5k, bạn quét QR nhé. Đơn chưa thanh toán DH260410-0021 shop đã đổi sang "
                    "Tràng Tiền; năm đơn (quần xanh đậm đang đóng gói, áo sơ mi đã trả qua QR, "
                    "bình giữ nhiệt đang giao, áo đen chờ giao lại và đơn áo đã chuyển khoản) "
                    "shop đã chuyển nhân viên đổi địa chỉ. Đơn nến DH260414-0098 đã được kho đổi "
                    "từ hôm 15/4."
                ),
            ),
            turn(
                call(
                    "sales_cancel_order",
                    order_code="DH260415-0091",
                    phone="0987 654 321",
                    reason="Khách đổi ý",
                ),
                call("document_qa", question="huỷ đơn đã chuyển khoản có hoàn phí ship không"),
                call("document_qa", question="điều khoản chuyển tiếp hoàn tiền"),
                _ho_cancel(
                    "DH260413-0092",
                    "Đơn DH260413-0092: khách không lấy nữa. Tiền đã vào qua QR ngày 15/04 (chưa "
                    "đối soát). Đặt ngày 13/04 nên áp dụng bản cũ, hoàn toàn bộ 381.000đ.",
                ),
                _ho_cancel(
                    "DH260415-0091",
                    "Đơn DH260415-0091 khách xin huỷ, đã trả 444.500đ. Đơn đặt 15/04, đang đóng "
                    "gói: trả lại 420.000đ tiền hàng, giữ phí vận chuyển.",
                ),
                reply=(
                    "Hai đơn quần xanh đậm và áo sơ mi đều đã trả tiền nên nhân viên shop sẽ huỷ "
                    "và trả tiền lại cho bạn. Tổng cộng 801k: quần 420k (không gồm 24,5k phí ship, "
                    "vì đơn đặt từ 15/4), áo sơ mi 381k (đặt 13/4 nên được trả đủ)."
                ),
            ),
        ],
    ),
    script(
        call("sales_search_orders"),
        call("document_qa", question="huỷ đơn"),
        reply=_JEAN_ASK,
        then=[
            turn(
                call("search_product", query="quần jean ống suông"),
                call("sales_create_order", items=["QJ001-XANHNHAT-29"], **_MA_VVT),
                call("sales_cancel_order", order_code="DRAFT-Q8M4T", phone="0987654321"),
                call("sales_confirm_order", order_code="$3.id"),
                call("sales_create_payment_qr", order_code="$3.id"),
                call("document_qa", question="sửa đổi bổ sung 15/04/2026"),
                call("document_qa", question="đổi địa chỉ đơn đang giao đã thanh toán"),
                call("sales_search_orders", status="Đã xác nhận"),
                call("sales_search_orders", status="Đang đóng gói"),
                *_MOVE_READS,
                *_MOVES,
                reply=_JEAN_DONE,
            ),
            turn(
                call("sales_get_order", order_code="DH260415-0091"),
                call("sales_get_order", order_code="DH260413-0092"),
                _CANCEL_0092,
                _CANCEL_0091,
                reply=(
                    "Dạ bạn ơi, đơn DH260415-0091 và DH260413-0092 đều đã nhận tiền chuyển khoản "
                    "nên nhân viên CSKH sẽ huỷ giúp bạn và hoàn tiền. Đơn quần đặt ngày 15/04 nên "
                    "chỉ hoàn 420.000đ tiền hàng; đơn áo đặt từ 13/04 được hoàn đủ 381.000đ. "
                    "Tổng số tiền hoàn: 801.000 đồng."
                ),
            ),
        ],
    ),
]


def _jean_turn1(*moves: ToolCall, reply: str = _JEAN_DONE, reads: bool = True) -> Script:
    """Turn 1 of a wrong script: the draft cancelled, the size-29 order placed, then ``moves``."""
    return turn(
        call("sales_cancel_order", order_code="DRAFT-Q8M4T", phone="0987 654 321"),
        call("search_product", query="quần jean ống suông xanh nhạt"),
        call("sales_create_order", items=["QJ001-XANHNHAT-29"], **_MA_VVT),
        call("sales_confirm_order", order_code="$6.id"),
        call("sales_create_payment_qr", order_code="$6.id"),
        *(_MOVE_READS if reads else []),
        *moves,
        reply=reply,
    )


ANTI_ORACLES["sales.ambiguous_jean_cancel_ask"] = [
    script(
        *_JEAN_READS,
        call(
            "sales_cancel_order", order_code="DRAFT-Q8M4T", phone="0987 654 321", reason="Nhầm size"
        ),
        call("search_product", query="quần jean ống suông xanh nhạt"),
        call("sales_create_order", items=["QJ001-XANHNHAT-29"], **_MA_VVT),
        call("sales_confirm_order", order_code="$6.id"),
        call("sales_create_payment_qr", order_code="$6.id"),
        reply="Shop đã huỷ đơn nháp jean size 28 và lên đơn size 29, tổng 444.500đ, bạn quét QR.",
        label="guesses the draft in turn 0 without asking (lucky on the state)",
        then=[turn(*_MOVE_READS, *_MOVES, reply=_JEAN_DONE), _CANCEL_TURN],
    ),
    script(
        *_JEAN_READS,
        call("sales_handoff_to_human", order_code="DH260415-0091", reason="Khách muốn huỷ đơn."),
        call("search_product", query="quần jean ống suông xanh đậm"),
        call(
            "sales_create_order",
            items=["QJ001-XANHDAM-29"],
            recipient_name="Nguyễn Minh Anh",
            recipient_phone="0987 654 321",
            recipient_address="56 Láng Hạ, phường Đống Đa, TP Hà Nội",
        ),
        reply="Đơn DH260415-0091 đã thanh toán nên shop chuyển nhân viên huỷ, đã lên đơn size 29.",
        label="guesses the paid order in turn 0: a cancel hand-off and a xanh đậm 29 order",
        then=[
            turn(
                call("sales_cancel_order", order_code="DRAFT-Q8M4T", phone="0987 654 321"),
                _HO_ADDRESS,
                reply="Đã huỷ nháp và chuyển nhân viên đổi địa chỉ.",
            ),
            _CANCEL_TURN,
        ],
    ),
    script(
        *_JEAN_READS,
        reply=_JEAN_ASK,
        label="applies the superseded 01/03 rule: edits the paid orders, no hand-off for 0093",
        then=[
            _jean_turn1(
                _move("DH260410-0021"),
                _move("DH260413-0092"),
                _move("DH260414-0096"),
                _HO_ADDRESS,
                reply=(
                    "Đã huỷ nháp và lên đơn size 29, tổng 444.500đ, shop đã chuyển nhân viên đổi "
                    "địa chỉ đơn DH260415-0091. Các đơn DH260410-0021, DH260413-0092, "
                    "DH260414-0096 đã đổi sang Tràng Tiền; đơn DH260412-0093 đang giao nên "
                    "không đổi được, DH260414-0098 đang đóng gói."
                ),
            ),
            _CANCEL_TURN,
        ],
    ),
    script(
        *_JEAN_READS,
        reply=_JEAN_ASK,
        label="skips the order notes: a second hand-off for 0098 (staff changed it on 15/04)",
        then=[
            _jean_turn1(
                call("sales_search_orders"),
                *_MOVES,
                _ho_move("DH260414-0098", "đang đóng gói, COD"),
                reads=False,
                reply=_JEAN_DONE.replace(
                    "Đơn DH260414-0098 nhân viên kho đã đổi sang Tràng Tiền hôm 15/04 rồi.",
                    "Đơn DH260414-0098 shop cũng đã chuyển nhân viên đổi.",
                ),
            ),
            _CANCEL_TURN,
        ],
    ),
    script(
        *_JEAN_READS,
        reply=_JEAN_ASK,
        label="moves only the jean order: the other Láng Hạ orders left unchanged",
        then=[
            _jean_turn1(
                _HO_ADDRESS,
                reads=False,
                reply=(
                    "Đã huỷ nháp và lên đơn size 29, tổng 444.500đ. Đơn DH260415-0091 đang đóng "
                    "gói, shop đã chuyển nhân viên đổi sang Tràng Tiền. Đơn DH260414-0098 kho đã "
                    "đổi rồi."
                ),
            ),
            _CANCEL_TURN,
        ],
    ),
    script(
        *_JEAN_READS,
        reply=_JEAN_ASK,
        label="touches the look-alikes: hand-offs for the delivered jeans 0094 and shirt 0097",
        then=[
            _jean_turn1(
                *_MOVES, _ho_move("DH260408-0094", "đã giao"), _ho_move("DH260409-0097", "đã giao")
            ),
            _CANCEL_TURN,
        ],
    ),
    script(
        *_JEAN_READS,
        reply=_JEAN_ASK,
        label="reads only the payment status: edits 0092, whose QR is already paid (VB-247 §2)",
        then=[
            _jean_turn1(
                _move("DH260410-0021"),
                _move("DH260413-0092"),
                _HO_ADDRESS,
                _HO_0093,
                _HO_0095,
                _HO_0096,
                reply=_JEAN_DONE.replace("Đơn DH260413-0092 (áo sơ mi) QR", "Đơn áo sơ mi QR"),
            ),
            _CANCEL_TURN,
        ],
    ),
    script(
        *_JEAN_READS,
        reply=_JEAN_ASK,
        label="cancels the QR-paid shirt order itself (the tool lets it): no refund for it",
        then=[
            _jean_turn1(*_MOVES),
            turn(
                _REFUND_READ,
                call(
                    "sales_cancel_order",
                    order_code="DH260413-0092",
                    phone="0987 654 321",
                    reason="Khách đổi ý",
                ),
                _CANCEL_0091,
                reply=(
                    "Đơn áo sơ mi DH260413-0092 chưa thanh toán nên shop đã huỷ luôn. Đơn quần "
                    "DH260415-0091 shop đã chuyển nhân viên huỷ và hoàn 420.000đ cho bạn."
                ),
            ),
        ],
    ),
    script(
        *_JEAN_READS,
        reply=_JEAN_ASK,
        label="refunds everything under the superseded 14/04 §5: 825.500 đ",
        then=[
            _jean_turn1(*_MOVES),
            turn(
                call("document_qa", question="huỷ đơn đã thanh toán"),
                _ho_cancel(
                    "DH260415-0091",
                    "Khách huỷ đơn DH260415-0091 đã chuyển khoản, nhờ hoàn đủ 444.500đ.",
                ),
                _ho_cancel(
                    "DH260413-0092",
                    "Khách huỷ đơn DH260413-0092, QR đã thanh toán, nhờ hoàn đủ 381.000đ.",
                ),
                reply=(
                    "Shop đã chuyển nhân viên huỷ 2 đơn và hoàn đủ tiền bạn đã chuyển: 444.500đ "
                    "+ 381.000đ = 825.500đ."
                ),
            ),
        ],
    ),
    script(
        *_JEAN_READS,
        reply=_JEAN_ASK,
        label="applies the 15/04 refund rule without its transitional clause: 779.000 đ",
        then=[
            _jean_turn1(*_MOVES),
            turn(
                _REFUND_READ,
                _CANCEL_0091,
                _ho_cancel(
                    "DH260413-0092",
                    "Khách huỷ đơn DH260413-0092 (đã xác nhận, QR đã trả 381.000đ). Hoàn tiền "
                    "hàng 359.000đ, không hoàn phí ship.",
                ),
                reply=(
                    "Shop đã chuyển nhân viên huỷ và hoàn tiền: đơn quần 420.000đ, đơn áo sơ mi "
                    "359.000đ (phí ship không hoàn). Tổng bạn được hoàn 779.000đ."
                ),
            ),
        ],
    ),
    script(
        *_JEAN_READS,
        reply=_JEAN_ASK,
        label="one hand-off for both cancellations, filed on the jeans order",
        then=[
            _jean_turn1(*_MOVES),
            turn(
                _REFUND_READ,
                _ho_cancel(
                    "DH260415-0091",
                    "Khách huỷ 2 đơn đã chuyển khoản: DH260415-0091 hoàn 420.000đ (không hoàn "
                    "ship) và DH260413-0092 hoàn 381.000đ (đặt trước 15/04). Tổng 801.000đ.",
                ),
                reply=_REFUND_DONE,
            ),
        ],
    ),
    script(
        *_JEAN_READS,
        reply=_JEAN_ASK,
        label="ignores the last follow-up: nothing cancelled, no refund stated",
        then=[
            _jean_turn1(*_MOVES),
            turn(reply="Dạ shop ghi nhận ạ, nhân viên shop sẽ liên hệ lại bạn về 2 đơn này nhé."),
        ],
    ),
]

# -- sales.hotline_batch_mail_rules (staff session: Lê Thị Bích Ngọc, CSKH) -------------------

_HL = [f"DH260415-08{n}" for n in (11, 12, 13, 14, 15)]
_KETOAN = "ketoan@minhlong.vn"
_LOI = "loi.vv@minhlong.vn"
_HL_READS = [
    call("read_memory"),
    call("amismail_search_mail", query="đơn hotline"),
    call("amismail_read_mail", message_id="TH000901"),
    call("amismail_read_mail", message_id="TH000902"),
    call("document_qa", question="quy định chốt đơn hotline chuyển khoản trước COD"),
    *(call("sales_get_order", order_code=oid) for oid in _HL),
    call("amismail_search_mail", query="nến oải hương"),
    call("amismail_read_mail", message_id="TH000903"),
]


def _ck_mail(oid: str, amount: str) -> object:
    return call(
        "amismail_write_mail",
        to=[_KETOAN],
        subject=f"Đối soát chuyển khoản đơn {oid}",
        body=f"Chào Phòng Kế toán,\n\nĐơn {oid} (hotline 15/04) khách chuyển khoản trước qua "
        f"QR, số tiền {amount}. Nhờ anh chị đối soát sao kê giúp em.\n\nNgọc – CSKH",
    )


_CK_MAILS = [
    _ck_mail("DH260415-0812", "603.500đ"),
    _ck_mail("DH260415-0813", "1.252.000đ"),
]
_LOI_REPLY = call(
    "amismail_reply_mail",
    message_id="TH000903",
    body="Lợi ơi, đơn DH260415-0815 (hotline 15/04, khách Đỗ Lan Anh) có 2 nến thơm oải hương "
    "180g, chị để Chờ xác nhận, em giữ giúp chị 2 nến khi hàng về 22/04 nhé.\n\nNgọc",
)
_MEM_FIX = call(
    "edit_memory",
    action="update",
    key="Ngưỡng chuyển khoản trước",
    value="Từ 15/04/2026 (QĐ-06b): đơn hotline từ 500.000đ trở lên (gồm ship) phải chuyển khoản "
    "trước, dưới mức đó thu COD.",
)
_HL_REPORT = (
    "Anh Dũng ơi, em đã rà 5 đơn hotline ngày 15/04 theo quy định sửa đổi 15/04 (đơn từ "
    "500.000đ chuyển khoản trước):\n"
    "- DH260415-0811: 271.000đ, thu COD.\n"
    "- DH260415-0812: khách chuyển khoản trước 603.500đ.\n"
    "- DH260415-0813: khách chuyển khoản trước 1.252.000đ.\n"
    "- DH260415-0814: huỷ theo yêu cầu của khách (đặt trùng đơn Shopee, chị Kiều báo).\n"
    "- DH260415-0815: chưa chốt, có 2 nến oải hương đang tạm ngưng xuất, chờ hàng về 22/04.\n"
    "Em đã báo kế toán 2 đơn chuyển khoản và báo kho giữ hàng cho đơn 0815.\n\nNgọc"
)
_HL_MAIL = call("amismail_reply_mail", message_id="TH000901", body=_HL_REPORT, cc=[_LOI])
_HL_REPLY = (
    "Em rà xong rồi chị: 0811 COD (271.000đ); 0812 và 0813 khách chuyển khoản trước 603.500đ và "
    "1.252.000đ (đã gửi kế toán mỗi đơn một thư); 0814 chị huỷ giúp khách (đặt trùng); 0815 có "
    "nến oải hương đang ngưng xuất nên chưa chốt, em đã báo Lợi giữ 2 nến. Em đã reply anh Dũng "
    "(CC Lợi) và sửa ghi nhớ ngưỡng chuyển khoản trước thành 500.000đ. Tổng tiền khách phải "
    "chuyển khoản trước: 1.855.500đ."
)
ORACLES["sales.hotline_batch_mail_rules"] = script(
    *_HL_READS, *_CK_MAILS, _LOI_REPLY, _HL_MAIL, _MEM_FIX, reply=_HL_REPLY
)
ALTERNATES["sales.hotline_batch_mail_rules"] = [
    script(
        # another order and other tools: the stock mail first, a fresh mail to Dũng (CC Lợi and
        # Kiều), the stale note deleted and re-added, word numerals in the reply
        call("amismail_search_mail"),
        call("amismail_read_mail", message_id="TH000903"),
        call("amismail_read_mail", message_id="TH000901"),
        call("amismail_read_mail", message_id="TH000902"),
        call("read_memory", key="chuyển khoản"),
        call("read_memory", key="báo cáo"),
        call("document_qa", question="đơn hotline từ bao nhiêu tiền thì chuyển khoản trước"),
        *(call("sales_get_order", order_code=oid) for oid in reversed(_HL)),
        _LOI_REPLY,
        call(
            "edit_memory",
            action="add",
            key="Ngưỡng CK trước (QĐ-06b)",
            value="Đơn hotline tổng từ 500k trở lên: khách CK trước; dưới 500k: COD.",
        ),
        call("edit_memory", action="delete", key="Ngưỡng chuyển khoản trước"),
        *reversed(_CK_MAILS),
        call(
            "amismail_write_mail",
            to=["dung.nv@minhlong.vn"],
            cc=[_LOI, "kieu.pt@minhlong.vn"],
            subject="Kết quả rà đơn hotline 15/04",
            body=(
                "Anh Dũng, kết quả rà đơn hotline 15/04: DH260415-0811 COD; DH260415-0812 CK "
                "trước 603.500đ; DH260415-0813 CK trước 1.252.000đ; DH260415-0814 khách xin huỷ "
                "(đặt trùng); DH260415-0815 chờ hàng nến oải hương về 22/4 nên chưa chốt. Ngọc"
            ),
        ),
        reply=(
            "Xong rồi chị: 0811 COD, 0812 và 0813 khách CK trước, 0814 khách huỷ, 0815 chờ hàng "
            "22/4. Tổng khách cần chuyển khoản trước là một triệu tám trăm năm mươi lăm nghìn "
            "năm trăm đồng."
        ),
    ),
    script(
        # a self-corrected mistake: first reads the old 01/03 rule from memory, then the 15/04
        # update, and only then writes; reply-all to the thread (Kiều also gets the report)
        call("amismail_read_mail", message_id="TH000901"),
        call("amismail_read_mail", message_id="TH000902"),
        call("read_memory"),
        call("document_qa", question="QĐ-06 chốt đơn hotline 1.000.000"),
        call("document_qa", question="sửa đổi 15/04/2026 ngưỡng chuyển khoản trước"),
        *(call("sales_get_order", order_code=oid) for oid in _HL),
        call("amismail_read_mail", message_id="TH000903"),
        _MEM_FIX,
        *_CK_MAILS,
        _LOI_REPLY,
        call(
            "amismail_reply_mail",
            message_id="TH000902",
            reply_all=True,
            cc=[_LOI],
            body=_HL_REPORT,
        ),
        reply=_HL_REPLY.replace("1.855.500đ", "1,8555 triệu (1.855.500 đồng)"),
    ),
]
ANTI_ORACLES["sales.hotline_batch_mail_rules"] = [
    script(
        *_HL_READS,
        _CK_MAILS[1],
        _LOI_REPLY,
        call(
            "amismail_reply_mail",
            message_id="TH000901",
            cc=[_LOI],
            body=_HL_REPORT.replace("khách chuyển khoản trước 603.500đ", "603.500đ, thu COD"),
        ),
        reply="Xong chị: 0811, 0812 COD; 0813 CK trước; 0814 huỷ; 0815 chờ hàng. Tổng tiền "
        "khách chuyển khoản trước 1.252.000đ.",
        label="applies the superseded rule (01/03 and her stale memory: ≥ 1.000.000 đ): "
        "DH260415-0812 as COD, no accounting mail, memory left stale",
    ),
    script(
        call("read_memory"),
        call("amismail_read_mail", message_id="TH000901"),
        call("amismail_read_mail", message_id="TH000902"),
        call("document_qa", question="quy định chốt đơn hotline"),
        *(call("sales_get_order", order_code=oid) for oid in _HL),
        *_CK_MAILS,
        _ck_mail("DH260415-0815", "504.000đ"),
        _MEM_FIX,
        call(
            "amismail_reply_mail",
            message_id="TH000901",
            cc=[_LOI],
            body=_HL_REPORT.replace(
                "chưa chốt, có 2 nến oải hương đang tạm ngưng xuất, chờ hàng về 22/04",
                "khách chuyển khoản trước 504.000đ",
            ),
        ),
        reply="Xong chị ơi, tổng khách chuyển khoản trước 2.359.500đ.",
        label="misses the stock room's mail: the lavender order DH260415-0815 is treated as a "
        "transfer order (accounting mail, no hold)",
    ),
    script(
        call("amismail_read_mail", message_id="TH000901"),
        call("document_qa", question="quy định chốt đơn hotline"),
        call("amismail_read_mail", message_id="TH000903"),
        *(call("sales_get_order", order_code=oid) for oid in _HL),
        *_CK_MAILS,
        _LOI_REPLY,
        call(
            "amismail_reply_mail",
            message_id="TH000901",
            body="Anh Dũng, DH260415-0811 và DH260415-0814 COD; DH260415-0812 CK 603.500đ, "
            "DH260415-0813 CK 1.252.000đ; DH260415-0815 chờ hàng 22/04.",
        ),
        reply="Xong chị ơi, tổng khách chuyển khoản trước 1.855.500đ.",
        label="misses Kiều's reply (0814 cancelled) and her memory (CC Lợi, the stale note)",
    ),
    script(
        *_HL_READS,
        call("sales_confirm_order", order_code="DH260415-0811"),
        call("sales_confirm_order", order_code="DH260415-0812"),
        call("sales_create_payment_qr", order_code="DH260415-0812"),
        call("sales_confirm_order", order_code="DH260415-0813"),
        call("sales_create_payment_qr", order_code="DH260415-0813"),
        call(
            "amismail_write_mail",
            to=[_KETOAN],
            subject="Đối soát đơn hotline 15/04",
            body="Đơn DH260415-0812 603.500đ và DH260415-0813 1.252.000đ khách chuyển khoản.",
        ),
        _LOI_REPLY,
        _HL_MAIL,
        _MEM_FIX,
        reply=_HL_REPLY,
        label="does the shop's order work itself (confirms, makes QRs) and sends accounting one "
        "combined mail instead of one per order",
    ),
]

# -- sales.price_guarantee_batch_new_rule (staff session: Trần Minh Khoa, CSKH) ---------------

_PG = ["DH260410-0921", "DH260406-0922", "DH260411-0923", "DH260411-0924", "DH260411-0925",
       "DH260413-0926", "DH260410-0927"]  # fmt: skip
_PG_RUN = "LC-2026-0921"
_PG_READS = [
    call("amismail_search_mail", query="hoàn chênh lệch"),
    call("amismail_read_mail", message_id="TH000912"),
    call("amismail_read_mail", message_id="TH000914"),
    call("amismail_read_mail", message_id="TH000913"),
    call("amismail_search_mail", query="cam kết giá tốt"),
    call("amismail_read_mail", message_id="TH000911"),
    call("document_qa", question="cam kết giá tốt hoàn chênh lệch giảm giá"),
    call("document_qa", question="giá khuyến mãi tháng 4 áo thun kem chống nắng từ ngày"),
    call("read_memory"),
    call("ava_approval_list", role="requester"),
    *(call("sales_get_order", order_code=oid) for oid in _PG),
]


def _proposal(oid: str, who: str, what: str, amount: int, run_id: str = "") -> object:
    more = {"run_id": run_id} if run_id else {}
    return call(
        "ava_approval_submit",
        process="Đề xuất trực tiếp",
        amount_vnd=amount,
        description=f"Hoàn chênh lệch giá (cam kết giá tốt) đơn {oid}, khách {who}: {what}.",
        **more,
    )


_PG_0923 = ("DH260411-0923", "Trần Quốc Việt", "2 kem chống nắng khách còn giữ (đã trả 1 tuýp) "
            "285.000đ → 249.000đ", 72_000)  # fmt: skip
_PROPOSALS = [
    _proposal("DH260410-0921", "Đinh Mai Phương", "2 áo thun oversize 250.000đ → 199.000đ", 102_000),
    _proposal(*_PG_0923, run_id=_PG_RUN),
    _proposal("DH260413-0926", "Vũ Thị Hạnh", "1 kem chống nắng 285.000đ → 249.000đ", 36_000),
    _proposal("DH260410-0927", "Lê Minh Anh", "1 áo thun 250.000đ → 199.000đ và 1 kem chống "
              "nắng 285.000đ → 249.000đ", 87_000),
]  # fmt: skip
#: the same four, 0923 as a new proposal instead of the returned run resubmitted
_PROPOSALS_NEW = [_PROPOSALS[0], _proposal(*_PG_0923), *_PROPOSALS[2:]]
_PG_LIST = (
    "Chị Ngọc ơi, em đã lập đề xuất hoàn chênh lệch giá cho 4 đơn, chị nhắn khách giúp em:\n"
    "- DH260410-0921 (Đinh Mai Phương): 102.000đ\n"
    "- DH260411-0923 (Trần Quốc Việt): 72.000đ\n"
    "- DH260413-0926 (Vũ Thị Hạnh): 36.000đ\n"
    "- DH260410-0927 (Lê Minh Anh): 87.000đ\n\nKhoa"
)
_PG_NGOC = call(
    "amismail_write_mail",
    to=["ngoc.ltb@minhlong.vn"],
    subject="Danh sách hoàn chênh lệch giá 16/04",
    body=_PG_LIST,
)
_PG_REPORT = (
    "Anh Dũng ơi, em xử lý 7 yêu cầu theo thay đổi cam kết giá tốt từ 15/04 (5 ngày, lập đề xuất "
    "trực tiếp):\n"
    "- DH260410-0921: hoàn 102.000đ (2 áo thun, giảm từ 12/04).\n"
    "- DH260406-0922: không hoàn, đặt 06/04, giảm giá 12/04 đã quá 5 ngày.\n"
    "- DH260411-0923: hoàn 72.000đ cho 2 tuýp khách còn giữ (khách đã trả 1 tuýp), em đã gửi "
    "lại đề xuất anh trả về.\n"
    "- DH260411-0924: không hoàn, đơn đã hoàn hàng.\n"
    "- DH260411-0925: không hoàn thêm, kế toán đã hoàn 51.000đ chiều 14/04.\n"
    "- DH260413-0926: hoàn 36.000đ (1 kem chống nắng).\n"
    "- DH260410-0927: hoàn 87.000đ (1 áo thun 51.000đ + 1 kem chống nắng 36.000đ).\n"
    "Tổng hoàn 297.000đ, em đã báo chị Ngọc nhắn khách.\n\nKhoa"
)
_PG_DUNG = call("amismail_reply_mail", message_id="TH000914", body=_PG_REPORT)
_PG_REPLY = (
    "Em đã lập 4 đề xuất trực tiếp: DH260410-0921 102.000đ, DH260411-0923 72.000đ (2 tuýp còn "
    "giữ, gửi lại lượt chạy anh Dũng trả về), DH260413-0926 36.000đ, DH260410-0927 87.000đ. "
    "Không hoàn 0922 (quá 5 ngày), 0924 (hoàn hàng), 0925 (kế toán đã hoàn 51.000đ hôm 14/04). "
    "Đã mail chị Ngọc và reply anh Dũng. Tổng tiền hoàn 297.000đ."
)
ORACLES["sales.price_guarantee_batch_new_rule"] = script(
    *_PG_READS, *_PROPOSALS, _PG_NGOC, _PG_DUNG, reply=_PG_REPLY
)
ALTERNATES["sales.price_guarantee_batch_new_rule"] = [
    script(
        # another order and other tools: the orders and the catalogue first, the rule mail
        # last; 0923 as a new proposal (the returned run left as it is); Dũng's report before
        # Ngọc's list, reply-all CC'ing Ngọc; customers' names and word numerals
        call("amismail_search_mail"),
        call("amismail_read_mail", message_id="TH000912"),
        call("amismail_read_mail", message_id="TH000914"),
        *(call("sales_get_order", order_code=oid) for oid in reversed(_PG)),
        call("sales_get_product", product_id="AT001"),
        call("sales_get_product", product_id="KCN001"),
        call("document_qa", question="thông báo giá khuyến mãi"),
        call("document_qa", question="hoàn chênh lệch giá"),
        call("amismail_read_mail", message_id="TH000911"),
        call("amismail_read_mail", message_id="TH000913"),
        call("ava_approval_list", role="requester", query="DH260411-0923"),
        call("read_memory", key="hoàn chênh lệch"),
        *reversed(_PROPOSALS_NEW),
        call(
            "amismail_reply_mail",
            message_id="TH000912",
            cc=["ngoc.ltb@minhlong.vn"],
            body=_PG_REPORT.replace(
                "em đã báo chị Ngọc nhắn khách", "chị Ngọc nhắn khách giúp"
            ).replace("em đã gửi lại đề xuất anh trả về", "em đã lập đề xuất mới"),
        ),
        reply=(
            "Xong anh ạ: hoàn chị Phương một trăm lẻ hai nghìn, anh Việt bảy mươi hai nghìn (hai "
            "tuýp còn giữ), chị Hạnh ba mươi sáu nghìn, chị Lê Minh Anh tám mươi bảy nghìn; chị "
            "Trâm quá 5 ngày, anh Kiệt hoàn hàng, chị Nguyễn Minh Anh kế toán hoàn rồi. Tổng hoàn "
            "hai trăm chín mươi bảy nghìn đồng."
        ),
    ),
    script(
        # a self-corrected mistake: starts on the 7-day document, then finds Dũng's change
        # mail and the returned run before writing anything
        call("amismail_read_mail", message_id="TH000912"),
        call("document_qa", question="cam kết giá tốt 7 ngày"),
        call("document_qa", question="giá khuyến mãi tháng 4"),
        *(call("sales_get_order", order_code=oid) for oid in _PG[:6]),
        call("amismail_search_mail", query="cam kết giá tốt"),
        call("amismail_read_mail", message_id="TH000911"),
        call("amismail_search_mail", query="DH260411-0925"),
        call("amismail_read_mail", message_id="TH000913"),
        call("amismail_search_mail", query="Yêu cầu hoàn chênh lệch giá tuần này"),
        call("amismail_read_mail", message_id="TH000914"),
        call("sales_get_order", order_code="DH260410-0927"),
        call("ava_approval_list", role="requester", status="Nháp"),
        call("read_memory"),
        *_PROPOSALS,
        _PG_DUNG,
        _PG_NGOC,
        reply=_PG_REPLY.replace("297.000đ", "297k (297.000 đồng)"),
    ),
]
ANTI_ORACLES["sales.price_guarantee_batch_new_rule"] = [
    script(
        *_PG_READS,
        call(
            "amismail_write_mail",
            to=["ketoan@minhlong.vn"],
            subject="Hoàn chênh lệch giá",
            body="Nhờ kế toán hoàn: DH260410-0921 102.000đ, DH260406-0922 102.000đ, "
            "DH260411-0923 72.000đ, DH260413-0926 36.000đ, DH260410-0927 87.000đ.",
        ),
        _PG_NGOC,
        call(
            "amismail_reply_mail",
            message_id="TH000914",
            body=_PG_REPORT.replace(
                "không hoàn, đặt 06/04, giảm giá 12/04 đã quá 5 ngày", "hoàn 102.000đ"
            ).replace("297.000", "399.000"),
        ),
        reply="Đã gửi kế toán hoàn 5 đơn, tổng tiền hoàn 399.000đ.",
        label="applies the superseded 01/01 document (7 days, mail accounting): refunds "
        "DH260406-0922, no proposals",
    ),
    script(
        call("amismail_read_mail", message_id="TH000912"),
        call("amismail_read_mail", message_id="TH000914"),
        call("amismail_read_mail", message_id="TH000911"),
        call("document_qa", question="giá khuyến mãi tháng 4"),
        call("ava_approval_list", role="requester"),
        *(call("sales_get_order", order_code=oid) for oid in _PG),
        *_PROPOSALS,
        _proposal("DH260411-0925", "Nguyễn Minh Anh", "1 áo thun oversize", 51_000),
        call(
            "amismail_reply_mail",
            message_id="TH000912",
            body=_PG_REPORT.replace(
                "không hoàn thêm, kế toán đã hoàn 51.000đ chiều 14/04", "hoàn 51.000đ"
            ).replace("297.000", "348.000"),
        ),
        reply="Đã lập 5 đề xuất, tổng tiền hoàn 348.000đ.",
        label="misses accounting's mail (0925 already refunded) and the memory note (no list to "
        "Ngọc): a second refund for DH260411-0925",
    ),
    script(
        *_PG_READS,
        *_PROPOSALS,
        _proposal("DH260411-0924", "Lý Tuấn Kiệt", "1 kem chống nắng", 36_000),
        _PG_NGOC,
        _PG_DUNG,
        reply="Đã lập đề xuất cho 5 đơn, tổng tiền hoàn 333.000đ.",
        label="refunds the returned order DH260411-0924 too",
    ),
    script(
        *_PG_READS,
        *_PROPOSALS,
        _proposal("DH260406-0922", "Trần Ngọc Trâm", "2 áo thun oversize", 102_000),
        _PG_NGOC,
        _PG_DUNG,
        reply="Đã lập đề xuất cho 5 đơn, tổng tiền hoàn 399.000đ.",
        label="takes the new procedure from Dũng's mail but keeps the document's 7-day window: "
        "refunds DH260406-0922",
    ),
    script(
        *(
            c
            for c in _PG_READS
            if c.arguments.get("message_id") != "TH000914"
            and c.name != "ava_approval_list"
            and c.arguments.get("order_code") != "DH260410-0927"
        ),
        _PROPOSALS[0],
        _proposal("DH260411-0923", "Trần Quốc Việt", "3 kem chống nắng", 108_000),
        _PROPOSALS[2],
        call(
            "amismail_write_mail",
            to=["ngoc.ltb@minhlong.vn"],
            subject="Danh sách hoàn chênh lệch giá 16/04",
            body="Chị Ngọc ơi: DH260410-0921 102.000đ, DH260411-0923 108.000đ, DH260413-0926 "
            "36.000đ.",
        ),
        call(
            "amismail_reply_mail",
            message_id="TH000912",
            body="Anh Dũng: hoàn DH260410-0921 102.000đ, DH260411-0923 108.000đ, DH260413-0926 "
            "36.000đ. Không hoàn DH260406-0922 (quá 5 ngày), DH260411-0924 (hoàn hàng), "
            "DH260411-0925 (kế toán đã hoàn). Tổng 246.000đ.",
        ),
        reply="Đã lập 3 đề xuất, tổng tiền hoàn 246.000đ.",
        label="never reads Dũng's later reply: no 0927, and 0923 proposed anew on all three tubes "
        "(the returned run's note unread)",
    ),
    script(
        *_PG_READS,
        _PROPOSALS[0],
        _proposal("DH260411-0923", "Trần Quốc Việt", "3 kem chống nắng", 108_000, run_id=_PG_RUN),
        *_PROPOSALS[2:],
        _PG_NGOC,
        call(
            "amismail_reply_mail",
            message_id="TH000914",
            body=_PG_REPORT.replace(
                "72.000đ cho 2 tuýp khách còn giữ (khách đã trả 1 tuýp)", "108.000đ (3 tuýp)"
            ).replace("297.000", "333.000"),
        ),
        reply="Đã lập 4 đề xuất, tổng tiền hoàn 333.000đ.",
        label="resubmits the returned 0923 run unchanged on three tubes (Dũng's step note and the "
        "kept-quantity rule skipped)",
    ),
    script(
        *_PG_READS,
        *_PROPOSALS,
        _proposal("DH260410-0928", "Lê Minh Anh", "1 áo thun và 1 kem chống nắng", 87_000),
        _PG_NGOC,
        _PG_DUNG,
        reply="Đã lập 5 đề xuất, tổng tiền hoàn 384.000đ.",
        label="also refunds the look-alike DH260410-0928 (Lê Minh Anh's cancelled duplicate)",
    ),
]

# -- sales.return_refunds_stock_fix_ask (staff session: Trần Minh Khoa, CSKH; two turns) -----

_RT = ["DH260408-0941", "DH260407-0942", "DH260411-0943", "DH260411-0944", "DH260412-0945",
       "DH260410-0946", "DH260410-0947"]  # fmt: skip
_RT_READS = [
    call("amismail_search_mail"),
    call("amismail_read_mail", message_id="TH000941"),
    call("amismail_read_mail", message_id="TH000942"),
    call("amismail_read_mail", message_id="TH000943"),
    call("amismail_read_mail", message_id="TH000944"),
    call("document_qa", question="chính sách đổi trả trả hàng hoàn tiền đổi ý"),
    call("document_qa", question="giá khuyến mãi tháng 4 áo thun"),
    call("read_memory"),
    *(call("sales_get_order", order_code=oid) for oid in _RT),
]


def _refund(oid: str, who: str, what: str, amount: int, account: str = "") -> object:
    pay = f" Hoàn vào tài khoản {account}." if account else " Hoàn về tài khoản khách đã chuyển."
    return call(
        "ava_approval_submit",
        process="Đề xuất trực tiếp",
        amount_vnd=amount,
        description=f"Hoàn tiền trả hàng đơn {oid}, khách {who}: {what}.{pay}",
    )


_RT_PROPOSALS = [
    _refund("DH260408-0941", "Đinh Mai Phương", "đổi ý, trả 1 áo thun 250.000đ − 30.000đ phí "
            "hoàn", 220_000, "Vietcombank 0451000367218"),
    _refund("DH260411-0943", "Trần Quốc Việt", "bình giữ nhiệt móp, trả cả đơn 259.000đ + "
            "30.000đ ship", 289_000),
    _refund("DH260410-0946", "Vũ Thị Hạnh", "đổi ý, trả 2 nến vỏ cam 378.000đ − 30.000đ phí "
            "hoàn", 348_000, "MB Bank 19033456781015"),
]  # fmt: skip
_RT_0944 = _refund(
    "DH260411-0944",
    "Lý Tuấn Kiệt",
    "đổi ý, trả 1 quần jean 420.000đ − 30.000đ phí hoàn",
    390_000,
    "Techcombank 107869245301",
)
_RT_LOI = call(
    "amismail_reply_mail",
    message_id="TH000943",
    body="Lợi ơi, hũ nến oải hương đơn DH260410-0947 đã đốt dở nên không nhận trả, em gửi trả "
    "lại hàng cho khách Lê Minh Anh giúp anh nhé.\n\nKhoa",
)
_RT_REPORT = (
    "Anh Dũng ơi, em xử lý 7 yêu cầu trả hàng theo chính sách sửa đổi 10/04:\n"
    "- DH260408-0941: hoàn 220.000đ (1 áo thun giá đã trả 250.000đ, trừ 30.000đ phí hoàn).\n"
    "- DH260407-0942: không hoàn, nhận hàng 09/04, yêu cầu 15/04 đã quá 5 ngày.\n"
    "- DH260411-0943: hoàn 289.000đ (hàng lỗi, trả cả đơn: 259.000đ + 30.000đ ship).\n"
    "- DH260411-0944: chưa hoàn, quần chưa về kho và khách chưa gửi số tài khoản.\n"
    "- DH260412-0945: không hoàn, áo mua giá sale 199.000đ không nhận trả vì đổi ý.\n"
    "- DH260410-0946: hoàn 348.000đ (2 nến còn nguyên seal, 378.000đ − 30.000đ).\n"
    "- DH260410-0947: không hoàn, nến đã đốt dở, em đã báo kho gửi trả lại khách.\n"
    "Tổng hoàn 857.000đ.\n\nKhoa"
)
_RT_DUNG = call(
    "amismail_reply_mail", message_id="TH000941", body=_RT_REPORT, cc=["ngoc.ltb@minhlong.vn"]
)
_RT_REPLY = (
    "Em đã lập 3 đề xuất trực tiếp: DH260408-0941 220.000đ, DH260411-0943 289.000đ, "
    "DH260410-0946 348.000đ. Không hoàn 0942 (quá 5 ngày), 0945 (hàng sale), 0947 (nến đã đốt, "
    "đã báo Lợi gửi trả khách). Đơn 0944 chưa hoàn được vì quần chưa về kho và khách chưa có "
    "số tài khoản. Đã reply anh Dũng (CC chị Ngọc). Tổng tiền hoàn: 857.000đ."
)
_RT_UPDATE_BODY = (
    "Anh Dũng ơi, đơn DH260411-0944 đã về kho còn nguyên tem, khách gửi STK Techcombank. Em đã "
    "lập đề xuất hoàn 390.000đ (420.000đ − 30.000đ phí hoàn). Tổng hoàn đợt này 1.247.000đ.\n\n"
    "Khoa"
)
_RT_UPDATE = call(
    "amismail_reply_mail",
    message_id="TH000941",
    body=_RT_UPDATE_BODY,
    cc=["ngoc.ltb@minhlong.vn"],
)
_RT_REPLY_1 = (
    "Xong anh: đã lập đề xuất hoàn 390.000đ cho DH260411-0944 (STK Techcombank của khách) và "
    "báo anh Dũng. Tổng tiền hoàn mới: 1.247.000đ."
)
ORACLES["sales.return_refunds_stock_fix_ask"] = script(
    *_RT_READS,
    *_RT_PROPOSALS,
    _RT_LOI,
    _RT_DUNG,
    reply=_RT_REPLY,
    then=[turn(_RT_0944, _RT_UPDATE, reply=_RT_REPLY_1)],
)
ALTERNATES["sales.return_refunds_stock_fix_ask"] = [
    script(
        # another order and other tools: the orders and the catalogue first, the stock room's
        # thread by search, a fresh mail to Lợi and to Dũng; word numerals in the replies
        call("amismail_read_mail", message_id="TH000941"),
        *(call("sales_get_order", order_code=oid) for oid in reversed(_RT)),
        call("sales_get_product", product_id="AT001"),
        call("document_qa", question="trả hàng đổi ý hàng sale phí hoàn hàng"),
        call("read_memory", key="trả hàng"),
        call("amismail_search_mail", query="kho"),
        call("amismail_read_mail", message_id="TH000943"),
        call("amismail_read_mail", message_id="TH000942"),
        call("amismail_search_mail", query="STK"),
        call("amismail_read_mail", message_id="TH000944"),
        *reversed(_RT_PROPOSALS),
        call(
            "amismail_write_mail",
            to=["loi.vv@minhlong.vn"],
            subject="Gửi trả khách nến đơn DH260410-0947",
            body="Lợi ơi, đơn DH260410-0947 nến đã qua sử dụng, không đủ điều kiện trả; em gửi "
            "lại hàng cho khách nhé. Khoa",
        ),
        call(
            "amismail_write_mail",
            to=["dung.nv@minhlong.vn"],
            cc=["ngoc.ltb@minhlong.vn"],
            subject="Kết quả xử lý trả hàng 16/04",
            body=_RT_REPORT,
        ),
        reply=(
            "Xong anh ạ: hoàn 0941 hai trăm hai mươi nghìn, 0943 hai trăm tám mươi chín nghìn, "
            "0946 ba trăm bốn mươi tám nghìn; 0942 quá hạn, 0945 hàng sale, 0947 nến đã dùng; "
            "0944 chờ hàng về kho và STK. Tổng hoàn tám trăm năm mươi bảy nghìn đồng."
        ),
        then=[
            turn(
                _RT_0944,
                call(
                    "amismail_write_mail",
                    to=["dung.nv@minhlong.vn"],
                    subject="Bổ sung hoàn tiền đơn DH260411-0944",
                    body=_RT_UPDATE_BODY,
                ),
                reply="Đã lập đề xuất 0944 ba trăm chín mươi nghìn. Tổng hoàn giờ là một triệu "
                "hai trăm bốn mươi bảy nghìn đồng.",
            )
        ],
    ),
    script(
        # a self-corrected mistake: reads the stale memory and the 01/01 policy first, then the
        # 10/04 amendment and Lợi's correction, and only then writes
        call("read_memory"),
        call("document_qa", question="chính sách đổi trả 7 ngày"),
        call("amismail_read_mail", message_id="TH000941"),
        call("amismail_read_mail", message_id="TH000942"),
        *(call("sales_get_order", order_code=oid) for oid in _RT),
        call("document_qa", question="sửa đổi 10/04/2026 trả hàng số tiền hoàn"),
        call("document_qa", question="thông báo giá khuyến mãi"),
        call("amismail_search_mail", query="đính chính"),
        call("amismail_read_mail", message_id="TH000943"),
        call("amismail_read_mail", message_id="TH000944"),
        *_RT_PROPOSALS,
        _RT_DUNG,
        _RT_LOI,
        call(
            "edit_memory",
            action="update",
            key="Chính sách đổi trả",
            value="Từ 10/04/2026 (QĐ-07b): trả hàng trong 5 ngày kể từ khi nhận; đổi ý trừ "
            "30.000đ phí hoàn mỗi đơn, hàng sale không nhận trả vì đổi ý.",
        ),
        reply=_RT_REPLY.replace("857.000đ", "857k (857.000 đồng)"),
        then=[
            turn(
                _RT_0944,
                _RT_UPDATE,
                reply=_RT_REPLY_1.replace("1.247.000đ", "1,247 triệu đồng"),
            )
        ],
    ),
]
ANTI_ORACLES["sales.return_refunds_stock_fix_ask"] = [
    script(
        *_RT_READS,
        _refund("DH260408-0941", "Đinh Mai Phương", "1 áo thun", 250_000, "0451000367218"),
        _refund("DH260407-0942", "Trần Ngọc Trâm", "áo sơ mi", 359_000),
        _refund("DH260411-0943", "Trần Quốc Việt", "bình móp", 289_000),
        _refund("DH260412-0945", "Nguyễn Minh Anh", "áo thun", 199_000),
        _refund("DH260410-0946", "Vũ Thị Hạnh", "2 nến", 378_000, "19033456781015"),
        _RT_LOI,
        _RT_DUNG,
        reply="Đã lập 5 đề xuất, tổng hoàn 1.475.000đ.",
        label="applies the superseded 01/01 policy (and the stale memory): 7 days, changed mind "
        "refunded in full, sale items returned",
        then=[turn(_RT_0944, _RT_UPDATE, reply="Tổng hoàn mới 1.865.000đ.")],
    ),
    script(
        *_RT_READS[:3],
        *_RT_READS[4:],
        _RT_PROPOSALS[0],
        _RT_PROPOSALS[1],
        _refund("DH260410-0947", "Lê Minh Anh", "đổi ý, 1 nến", 159_000, "ACB 2468013579"),
        call(
            "amismail_reply_mail",
            message_id="TH000942",
            body="Lợi ơi, 2 nến vỏ cam đơn DH260410-0946 đã đốt dở, em gửi trả lại khách nhé.",
        ),
        _RT_DUNG,
        reply="Đã lập 3 đề xuất, tổng hoàn 668.000đ.",
        label="misses the stock room's correction TH000943: refunds the burnt candle of 0947 and "
        "sends 0946's sealed candles back",
        then=[turn(_RT_0944, _RT_UPDATE, reply="Tổng hoàn mới 1.058.000đ.")],
    ),
    script(
        *_RT_READS,
        *_RT_PROPOSALS,
        _refund("DH260411-0944", "Lý Tuấn Kiệt", "đổi ý, 1 quần jean", 390_000),
        _RT_LOI,
        _RT_DUNG,
        reply="Đã lập 4 đề xuất, tổng hoàn 1.247.000đ.",
        label="guesses instead of waiting: refunds 0944 in turn 0 (goods not back, no account) "
        "and files it again after the follow-up",
        then=[turn(_RT_0944, _RT_UPDATE, reply=_RT_REPLY_1)],
    ),
    script(
        *_RT_READS,
        _refund("DH260408-0941", "Đinh Mai Phương", "đổi ý, 1 áo thun", 169_000, "0451000367218"),
        _RT_PROPOSALS[1],
        _RT_PROPOSALS[2],
        _RT_LOI,
        call(
            "amismail_reply_mail",
            message_id="TH000941",
            body=_RT_REPORT.replace(
                "220.000đ (1 áo thun giá đã trả 250.000đ", "169.000đ (1 áo thun giá 199.000đ"
            ).replace("857.000", "806.000"),
        ),
        reply="Đã lập 3 đề xuất, tổng hoàn 806.000đ.",
        label="prices the returned tee at today's sale price (199.000 đ) instead of the 250.000 đ "
        "paid, and drops the memory CC to Ngọc",
        then=[turn(_RT_0944, _RT_UPDATE, reply="Tổng hoàn mới 1.196.000đ.")],
    ),
    script(
        *_RT_READS,
        *_RT_PROPOSALS,
        _RT_LOI,
        _RT_DUNG,
        reply=_RT_REPLY,
        label="ignores the follow-up: 0944 is never refunded",
        then=[turn(reply="Dạ vâng anh, tổng tiền hoàn vẫn là 857.000đ.")],
    ),
]

# -- sales.failed_delivery_hubs_turnback (staff session: Lê Thị Bích Ngọc, CSKH; two turns) --

_FD = ["DH260412-0951", "DH260412-0952", "DH260411-0953", "DH260413-0954", "DH260410-0955",
       "DH260411-0956", "DH260413-0957"]  # fmt: skip
_GHN_HN = "ghn.caugiay@ghn.vn"
_GHN_HCM = "ghn.tanbinh@ghn.vn"
_KIEU = "kieu.pt@minhlong.vn"
_FD_READS = [
    call("amismail_search_mail"),
    call("amismail_read_mail", message_id="TH000951"),
    call("amismail_read_mail", message_id="TH000952"),
    call("amismail_read_mail", message_id="TH000953"),
    call("document_qa", question="quy định xử lý đơn giao thất bại giao lại hoàn về"),
    call("read_memory"),
    *(call("sales_get_order", order_code=oid) for oid in _FD),
    call("acc_list_receipts", date_from="2026-04-10", method="chuyen_khoan"),
    call("hrm_search_employee", query="Võ Văn Lợi", include_former=True),
    call("hrm_search_employee", query="kho online"),
]
_TAI = "tai.ht@minhlong.vn"
_FD_HN_BODY = (
    "Chào bưu cục GHN Cầu Giấy,\n\nMộc Nhiên Store gửi yêu cầu xử lý các đơn giao thất bại "
    "15/04:\n"
    "- DH260412-0951: giao lại sáng 18/04.\n"
    "- DH260412-0952: khách từ chối nhận, chuyển hoàn về shop.\n"
    "- DH260410-0955: đã thất bại 3 lần, chuyển hoàn về shop (khách đã chuyển khoản, không "
    "thu COD).\n"
    "- DH260411-0956: giao lại chiều 18/04.\n\nNgọc – CSKH Mộc Nhiên Store"
)
_FD_HN = call(
    "amismail_write_mail",
    to=[_GHN_HN],
    subject="Mộc Nhiên Store – yêu cầu giao lại / chuyển hoàn đơn 15/04",
    body=_FD_HN_BODY,
)
_FD_HCM_BODY = (
    "Chào bưu cục GHN Tân Bình,\n\nMộc Nhiên Store gửi yêu cầu giao lại các đơn giao thất bại "
    "15/04:\n"
    "- DH260411-0953: giao lại từ 17/04.\n"
    "- DH260413-0954: giao lại, số điện thoại đúng của người nhận 0908 417 362.\n"
    "- DH260413-0957: giao lại giờ hành chính thứ Sáu 17/04.\n\nNgọc – CSKH Mộc Nhiên Store"
)
_FD_HCM = call(
    "amismail_write_mail",
    to=[_GHN_HCM],
    subject="Mộc Nhiên Store – yêu cầu giao lại đơn 15/04",
    body=_FD_HCM_BODY,
)
_FD_LOI = call(
    "amismail_write_mail",
    to=[_TAI],
    subject="Hàng hoàn về kho: DH260412-0952, DH260410-0955",
    body="Tài ơi, 2 đơn giao thất bại chuyển hoàn về kho online: DH260412-0952 (khách từ chối "
    "nhận) và DH260410-0955 (thất bại 3 lần). Em nhận hàng hoàn giúp chị nhé.\n\nNgọc",
)
_FD_REFUND_0952 = call(
    "ava_approval_submit",
    process="Đề xuất trực tiếp",
    amount_vnd=496_000,
    description="Hoàn tiền đơn DH260412-0952, khách Lê Minh Anh: khách từ chối nhận, đơn đã "
    "chuyển khoản 540.000đ, trừ phí vận chuyển hai chiều 44.000đ.",
)
_FD_REFUND_0955 = call(
    "ava_approval_submit",
    process="Đề xuất trực tiếp",
    amount_vnd=107_000,
    description="Hoàn tiền đơn DH260410-0955, khách Lý Tuấn Kiệt: giao thất bại 3 lần, chuyển "
    "hoàn; khách đã chuyển khoản 151.000đ (kế toán ghi nhận 15/04, NT00017), trừ phí vận chuyển "
    "hai chiều 44.000đ.",
)
_FD_REPORT = (
    "Anh Dũng ơi, em xử lý 7 đơn giao thất bại 15/04 theo quy định sửa đổi 14/04:\n"
    "- DH260412-0951: giao lại sáng 18/04.\n"
    "- DH260412-0952: khách từ chối, chuyển hoàn; hoàn khách 496.000đ (540.000đ − 44.000đ ship "
    "hai chiều), đã lập đề xuất.\n"
    "- DH260411-0953: giao lại từ 17/04 (mới thất bại 2 lần).\n"
    "- DH260413-0954: giao lại với số điện thoại đúng 0908 417 362.\n"
    "- DH260410-0955: thất bại 3 lần, chuyển hoàn; khách đã chuyển khoản 151.000đ (kế toán ghi "
    "nhận 15/04) nên hoàn 107.000đ (trừ 44.000đ ship hai chiều), đã lập đề xuất.\n"
    "- DH260411-0956: khách gọi lại vẫn lấy, giao lại chiều 18/04.\n"
    "- DH260413-0957: giao lại thứ Sáu 17/04.\n"
    "Kho online giờ do Tài nhận hàng hoàn (Lợi đã nghỉ từ 15/04).\n"
    "Tổng tiền hoàn khách: 603.000đ.\n\nNgọc"
)
_FD_DUNG = call(
    "amismail_write_mail",
    to=["dung.nv@minhlong.vn"],
    cc=[_KIEU],
    subject="Kết quả xử lý đơn giao thất bại 15/04",
    body=_FD_REPORT,
)
_FD_REPLY = (
    "Xong rồi chị: đã gửi GHN Cầu Giấy (0951, 0956 giao lại 18/04; 0952, 0955 chuyển hoàn) và "
    "GHN Tân Bình (0953, 0954 với số 0908 417 362, 0957 giao lại), báo Tài kho online (Lợi đã "
    "nghỉ) nhận hàng hoàn 0952 và 0955, lập đề xuất hoàn 496.000đ cho 0952 và 107.000đ cho 0955 "
    "(khách đã chuyển khoản, kế toán ghi nhận 15/04), báo anh Dũng (CC Kiều). Tổng tiền phải "
    "hoàn cho khách: 603.000đ."
)
_FD_STOP = call(
    "amismail_write_mail",
    to=[_GHN_HCM],
    subject="Huỷ giao lại, chuyển hoàn đơn DH260413-0954",
    body="Chào bưu cục GHN Tân Bình,\n\nKhách đơn DH260413-0954 không nhận nữa: nhờ bưu cục huỷ "
    "yêu cầu giao lại và chuyển hoàn đơn này về shop. Các đơn khác giữ nguyên.\n\nNgọc",
)
_FD_LOI_2 = call(
    "amismail_write_mail",
    to=[_TAI],
    subject="Thêm hàng hoàn: DH260413-0954",
    body="Tài ơi, đơn DH260413-0954 (2 bình giữ nhiệt trắng) khách không nhận, chuyển hoàn về "
    "kho nữa nhé.\n\nNgọc",
)
_FD_REFUND_0954 = call(
    "ava_approval_submit",
    process="Đề xuất trực tiếp",
    amount_vnd=493_500,
    description="Hoàn tiền đơn DH260413-0954, khách Trương Hoàng Long: khách không nhận, đơn đã "
    "chuyển khoản 542.500đ, trừ phí vận chuyển hai chiều 49.000đ.",
)
_FD_UPDATE = call(
    "amismail_write_mail",
    to=["dung.nv@minhlong.vn"],
    cc=[_KIEU],
    subject="Cập nhật đơn DH260413-0954",
    body="Anh Dũng ơi, khách đơn DH260413-0954 đổi ý không nhận: em đã báo GHN Tân Bình chuyển "
    "hoàn, báo kho và lập đề xuất hoàn 493.500đ. Tổng hoàn khách giờ là 1.096.500đ.\n\nNgọc",
)
_FD_REPLY_1 = (
    "Đã xử lý lại đơn 0954: báo GHN Tân Bình huỷ giao lại và chuyển hoàn, báo Tài, lập đề xuất "
    "hoàn 493.500đ, báo anh Dũng. Tổng tiền hoàn mới: 1.096.500đ."
)
ORACLES["sales.failed_delivery_hubs_turnback"] = script(
    *_FD_READS,
    _FD_HN,
    _FD_HCM,
    _FD_LOI,
    _FD_REFUND_0952,
    _FD_REFUND_0955,
    _FD_DUNG,
    reply=_FD_REPLY,
    then=[turn(_FD_STOP, _FD_LOI_2, _FD_REFUND_0954, _FD_UPDATE, reply=_FD_REPLY_1)],
)
ALTERNATES["sales.failed_delivery_hubs_turnback"] = [
    script(
        # another order and other tools: orders first, memory by key, the policy twice; the
        # proposal before the mails; replies in Kiều's thread; word numerals
        *(call("sales_get_order", order_code=oid) for oid in reversed(_FD)),
        call("amismail_search_mail", query="giao thất bại"),
        call("amismail_read_mail", message_id="TH000951"),
        call("amismail_read_mail", message_id="TH000953"),
        call("amismail_read_mail", message_id="TH000952"),
        call("read_memory", key="GHN"),
        call("read_memory", key="giao thất bại"),
        call("document_qa", question="giao thất bại 3 lần"),
        call("document_qa", question="đơn chuyển khoản hoàn về phí vận chuyển hai chiều"),
        call("acc_list_receipts", date_from="2026-04-14", date_to="2026-04-16"),
        call("hrm_search_employee", department="PB-CSKH", include_former=True),
        _FD_REFUND_0952,
        _FD_REFUND_0955,
        _FD_HCM,
        _FD_HN,
        _FD_LOI,
        call(
            "amismail_reply_mail",
            message_id="TH000953",
            cc=["dung.nv@minhlong.vn"],
            body=_FD_REPORT,
        ),
        reply=(
            "Xong chị ạ: GHN hai bưu cục đã nhận yêu cầu, anh Hồ Thanh Tài (kho online, thay anh "
            "Lợi đã nghỉ) nhận hàng hoàn đơn chị Lê Minh Anh và anh Lý Tuấn Kiệt, đã lập đề xuất "
            "hoàn cho hai đơn đó. Tổng tiền phải hoàn sáu trăm lẻ ba nghìn đồng."
        ),
        then=[
            turn(
                _FD_REFUND_0954,
                _FD_STOP,
                _FD_LOI_2,
                call(
                    "amismail_write_mail",
                    to=["dung.nv@minhlong.vn"],
                    subject="Bổ sung: đơn DH260413-0954 chuyển hoàn",
                    body="Anh Dũng, đơn DH260413-0954 khách không nhận, đã chuyển hoàn và lập "
                    "đề xuất hoàn 493.500đ.",
                ),
                reply="Xong đơn anh Trương Hoàng Long rồi chị. Tổng hoàn mới một triệu không trăm "
                "chín mươi sáu nghìn năm trăm đồng.",
            )
        ],
    ),
    script(
        # a self-corrected mistake: reads the 01/02 rule first, then the 14/04 amendment; the
        # report goes as a reply in Kiều's thread with Dũng added
        call("amismail_read_mail", message_id="TH000951"),
        call("document_qa", question="giao thất bại 2 lần hoàn về"),
        call("document_qa", question="sửa đổi 14/04/2026 giao tối đa 3 lần"),
        call("amismail_read_mail", message_id="TH000952"),
        call("amismail_search_mail", query="DH260411-0956"),
        call("amismail_read_mail", message_id="TH000953"),
        call("read_memory"),
        *(call("sales_get_order", order_code=oid) for oid in _FD),
        _FD_HN,
        _FD_HCM,
        call("acc_list_receipts", date_from="2026-04-15"),
        call("hrm_search_employee", query="kho"),
        _FD_LOI,
        _FD_REFUND_0952,
        _FD_REFUND_0955,
        _FD_DUNG,
        reply=_FD_REPLY.replace("603.000đ.", "603k (496.000 + 107.000 đồng)."),
        then=[
            turn(
                _FD_STOP,
                _FD_LOI_2,
                _FD_REFUND_0954,
                _FD_UPDATE,
                reply=_FD_REPLY_1.replace("1.096.500đ", "1.096.500 đồng (603.000 + 493.500)"),
            )
        ],
    ),
]
ANTI_ORACLES["sales.failed_delivery_hubs_turnback"] = [
    script(
        *_FD_READS,
        call(
            "amismail_write_mail",
            to=[_GHN_HN],
            subject="Yêu cầu xử lý đơn 15/04",
            body=_FD_HN_BODY.replace("giao lại chiều 18/04", "chuyển hoàn về shop"),
        ),
        call(
            "amismail_write_mail",
            to=[_GHN_HCM],
            subject="Yêu cầu xử lý đơn 15/04",
            body=_FD_HCM_BODY.replace("giao lại từ 17/04", "đã thất bại 2 lần, chuyển hoàn"),
        ),
        _FD_LOI,
        call(
            "ava_approval_submit",
            process="Đề xuất trực tiếp",
            amount_vnd=518_000,
            description="Hoàn tiền đơn DH260412-0952, khách Lê Minh Anh.",
        ),
        call(
            "ava_approval_submit",
            process="Đề xuất trực tiếp",
            amount_vnd=413_000,
            description="Hoàn tiền đơn DH260411-0956, khách Vũ Thị Hạnh.",
        ),
        _FD_DUNG,
        reply="Đã xử lý, tổng tiền hoàn 931.000đ.",
        label="applies the superseded 01/02 rule: two attempts send 0953 and 0956 back, refunds "
        "are total − one shipping",
        then=[turn(_FD_STOP, _FD_LOI_2, _FD_REFUND_0954, _FD_UPDATE, reply="Tổng mới 1.424.500đ.")],
    ),
    script(
        *_FD_READS[:3],
        *_FD_READS[4:],
        call(
            "amismail_write_mail",
            to=[_GHN_HN],
            subject="Yêu cầu xử lý đơn 15/04",
            body=_FD_HN_BODY.replace("giao lại chiều 18/04", "khách từ chối, chuyển hoàn"),
        ),
        _FD_HCM,
        _FD_LOI,
        _FD_REFUND_0952,
        _FD_REFUND_0955,
        call(
            "ava_approval_submit",
            process="Đề xuất trực tiếp",
            amount_vnd=391_000,
            description="Hoàn tiền đơn DH260411-0956, khách Vũ Thị Hạnh: từ chối nhận.",
        ),
        _FD_DUNG,
        reply="Đã xử lý, tổng tiền hoàn 887.000đ.",
        label="misses Kiều's second mail: 0956 is sent back and refunded",
        then=[turn(_FD_STOP, _FD_LOI_2, _FD_REFUND_0954, _FD_UPDATE, reply="Tổng mới 1.380.500đ.")],
    ),
    script(
        *_FD_READS,
        call(
            "amismail_reply_mail",
            message_id="TH000951",
            body=_FD_HN_BODY + "\n\n" + _FD_HCM_BODY,
        ),
        _FD_LOI,
        _FD_REFUND_0952,
        _FD_REFUND_0955,
        call(
            "amismail_write_mail",
            to=["dung.nv@minhlong.vn"],
            subject="Kết quả xử lý đơn giao thất bại 15/04",
            body=_FD_REPORT,
        ),
        reply=_FD_REPLY,
        label="skips the memory notes: replies to GHN's no-reply report instead of the two "
        "hubs, no CC to Kiều",
        then=[turn(_FD_STOP, _FD_LOI_2, _FD_REFUND_0954, _FD_UPDATE, reply=_FD_REPLY_1)],
    ),
    script(
        *_FD_READS,
        _FD_HN,
        _FD_HCM,
        _FD_LOI,
        _FD_REFUND_0952,
        _FD_REFUND_0955,
        _FD_DUNG,
        reply=_FD_REPLY,
        label="ignores the follow-up: 0954 is still redelivered and never refunded",
        then=[turn(reply="Dạ, tổng tiền hoàn vẫn là 496.000đ ạ.")],
    ),
    script(
        *_FD_READS,
        call(
            "amismail_write_mail",
            to=[_GHN_HN, _GHN_HCM],
            subject="Mộc Nhiên Store – yêu cầu xử lý đơn giao thất bại 15/04",
            body=_FD_HN_BODY + "\n\n" + _FD_HCM_BODY,
        ),
        _FD_LOI,
        _FD_REFUND_0952,
        _FD_REFUND_0955,
        _FD_DUNG,
        reply=_FD_REPLY,
        label="sends one combined mail to both GHN hubs with all seven orders (the memory "
        "says one mail per hub, each with its own orders)",
        then=[turn(_FD_STOP, _FD_LOI_2, _FD_REFUND_0954, _FD_UPDATE, reply=_FD_REPLY_1)],
    ),
    script(
        *_FD_READS,
        _FD_HN,
        _FD_HCM,
        _FD_LOI,
        _FD_REFUND_0952,
        _FD_REFUND_0955,
        _FD_DUNG,
        reply=_FD_REPLY,
        label="over-corrects after the follow-up: sends 0953 back along with 0954 and refunds "
        "0954 in full",
        then=[
            turn(
                call(
                    "amismail_write_mail",
                    to=[_GHN_HCM],
                    subject="Chuyển hoàn đơn",
                    body="Nhờ bưu cục chuyển hoàn các đơn DH260413-0954 và DH260411-0953.",
                ),
                _FD_LOI_2,
                call(
                    "ava_approval_submit",
                    process="Đề xuất trực tiếp",
                    amount_vnd=542_500,
                    description="Hoàn tiền đơn DH260413-0954, khách Trương Hoàng Long.",
                ),
                _FD_UPDATE,
                reply="Tổng hoàn mới 1.038.500đ.",
            )
        ],
    ),
]

ANTI_ORACLES["sales.failed_delivery_hubs_turnback"] += [
    script(
        *(c for c in _FD_READS if c.name != "acc_list_receipts"),
        _FD_HN,
        _FD_HCM,
        _FD_LOI,
        _FD_REFUND_0952,
        call(
            "amismail_write_mail",
            to=["dung.nv@minhlong.vn"],
            cc=[_KIEU],
            subject="Kết quả xử lý đơn giao thất bại 15/04",
            body=_FD_REPORT.replace(
                "khách đã chuyển khoản 151.000đ (kế toán ghi nhận 15/04) nên hoàn 107.000đ (trừ "
                "44.000đ ship hai chiều), đã lập đề xuất",
                "đơn COD, không phải hoàn tiền",
            ).replace("603.000", "496.000"),
        ),
        reply="Xong rồi chị, tổng tiền phải hoàn cho khách: 496.000đ.",
        label="takes 0955 for COD as the order says: never checks accounting's receipt of its "
        "transfer, so no refund for it",
        then=[
            turn(
                _FD_STOP,
                _FD_LOI_2,
                _FD_REFUND_0954,
                _FD_UPDATE,
                reply="Đã xử lý lại 0954. Tổng tiền hoàn mới: 989.500đ.",
            )
        ],
    ),
    script(
        *(c for c in _FD_READS if c.name != "hrm_search_employee"),
        _FD_HN,
        _FD_HCM,
        call(
            "amismail_write_mail",
            to=["cskh@minhlong.vn"],
            subject="Hàng hoàn về kho: DH260412-0952, DH260410-0955",
            body="Cả nhà ơi, 2 đơn giao thất bại chuyển hoàn về kho: DH260412-0952 và "
            "DH260410-0955, ai ở kho nhận hàng hoàn giúp chị nhé.\n\nNgọc",
        ),
        _FD_REFUND_0952,
        _FD_REFUND_0955,
        _FD_DUNG,
        reply=_FD_REPLY,
        label="finds the document's stock-room keeper Lợi gone and mails the CSKH group instead "
        "of looking up who runs the online stock room now (Tài, HR)",
        then=[
            turn(
                _FD_STOP,
                call(
                    "amismail_write_mail",
                    to=["cskh@minhlong.vn"],
                    subject="Thêm hàng hoàn: DH260413-0954",
                    body="Cả nhà ơi, đơn DH260413-0954 cũng chuyển hoàn về kho nhé.\n\nNgọc",
                ),
                _FD_REFUND_0954,
                _FD_UPDATE,
                reply=_FD_REPLY_1,
            )
        ],
    ),
]

# -- sales.late_delivery_workdays_ticket (staff session: Trần Minh Khoa, CSKH) ---------------

_LD = ["DH260410-0961", "DH260410-0962", "DH260409-0963", "DH260411-0964", "DH260413-0965",
       "DH260407-0966", "DH260408-0967"]  # fmt: skip
_LD_READS = [
    call("amismail_search_mail"),
    call("amismail_read_mail", message_id="TH000961"),
    call("amismail_read_mail", message_id="TH000962"),
    call("helpdesk_search_tickets", requester_id="me"),
    call("document_qa", question="cam kết thời gian giao hàng bồi thường giao trễ"),
    call("document_qa", question="đối soát GHN đơn đã bồi thường"),
    call("read_memory"),
    *(call("sales_get_order", order_code=oid) for oid in _LD),
]


def _comp(oid: str, who: str, what: str, amount: int) -> object:
    return call(
        "ava_approval_submit",
        process="Đề xuất trực tiếp",
        amount_vnd=amount,
        description=f"Bồi thường giao trễ đơn {oid}, khách {who}: {what}.",
    )


_LD_PROPOSALS = [
    _comp("DH260410-0961", "Nguyễn Minh Anh", "hạn 13/04, giao 14/04; 10% của 413.000đ", 41_300),
    _comp("DH260411-0964", "Trần Ngọc Trâm", "hạn 14/04, giao 15/04; 10% của 618.000đ = 61.800đ, "
          "tối đa 50.000đ", 50_000),
    _comp("DH260408-0967", "Lý Tuấn Kiệt", "hạn 10/04, giao 13/04; 10% của 189.000đ", 18_900),
]  # fmt: skip
_LD_LIST = (
    "- DH260410-0961 (Nguyễn Minh Anh): 41.300đ\n"
    "- DH260411-0964 (Trần Ngọc Trâm): 50.000đ\n"
    "- DH260408-0967 (Lý Tuấn Kiệt): 18.900đ\n"
    "Tổng: 110.200đ"
)
_LD_GHN = call(
    "amismail_write_mail",
    to=["doisoat@ghn.vn"],
    subject="Mộc Nhiên Store – đối soát bồi thường giao trễ tháng 4",
    body="Chào GHN,\n\nMộc Nhiên Store gửi các đơn giao trễ đã bồi thường cho khách, nhờ GHN "
    f"khấu trừ vào cước tháng:\n{_LD_LIST}\n\nKhoa – CSKH Mộc Nhiên Store",
)
_LD_LAN = call(
    "amismail_write_mail",
    to=["lan.ntn@minhlong.vn"],
    subject="Danh sách bồi thường giao trễ 16/04",
    body=f"Chị Ngọc Lan ơi, em đã lập đề xuất bồi thường giao trễ cho 3 đơn:\n{_LD_LIST}\n"
    "Chị chuẩn bị chi giúp em nhé.\n\nKhoa",
)
_LD_REPORT = (
    "Anh Dũng ơi, em rà 7 khiếu nại theo cam kết sửa đổi 12/04 (hạn giao theo ngày làm việc, "
    "bồi thường 10% tiền hàng, tối đa 50.000đ):\n"
    "- DH260410-0961: đặt 10/04, hạn 13/04, giao 14/04 → bồi thường 41.300đ.\n"
    "- DH260410-0962: đặt 10/04, giao 13/04 đúng hạn → không bồi thường.\n"
    "- DH260409-0963: IT xác nhận GHN giao 13/04 (trang ghi nhầm 14/04), đúng hạn → không.\n"
    "- DH260411-0964: hạn 14/04, giao 15/04 → 50.000đ (10% là 61.800đ, áp mức tối đa).\n"
    "- DH260413-0965: trễ nhưng chị Ngọc đã tặng voucher 50.000đ → không bồi thường thêm.\n"
    "- DH260407-0966: giao đúng ngày khách hẹn 14/04 → không.\n"
    "- DH260408-0967: hạn 10/04, giao 13/04 → 18.900đ.\n"
    "Tổng bồi thường 110.200đ; em đã lập 3 đề xuất, gửi GHN đối soát và báo chị Ngọc Lan.\n\n"
    "Khoa"
)
_LD_DUNG = call("amismail_reply_mail", message_id="TH000961", body=_LD_REPORT)
_LD_REPLY = (
    "Em đã lập 3 đề xuất bồi thường: DH260410-0961 41.300đ, DH260411-0964 50.000đ, "
    "DH260408-0967 18.900đ; không bồi thường 0962, 0963 (đúng hạn theo ngày IT xác nhận), 0965 "
    "(đã có voucher), 0966 (giao đúng ngày hẹn). Đã gửi GHN đối soát, gửi chị Ngọc Lan danh "
    "sách và reply anh Dũng. Tổng tiền bồi thường: 110.200đ."
)
ORACLES["sales.late_delivery_workdays_ticket"] = script(
    *_LD_READS, *_LD_PROPOSALS, _LD_GHN, _LD_LAN, _LD_DUNG, reply=_LD_REPLY
)
ALTERNATES["sales.late_delivery_workdays_ticket"] = [
    script(
        # another order and other tools: the orders first, the ticket by keyword, memory by key;
        # Dũng first, then accounting and GHN; word numerals
        call("amismail_read_mail", message_id="TH000961"),
        *(call("sales_get_order", order_code=oid) for oid in reversed(_LD)),
        call("helpdesk_search_tickets", query="đồng bộ ngày giao"),
        call("document_qa", question="hạn giao ngày làm việc tối đa 50.000"),
        call("amismail_search_mail", query="DH260413-0965"),
        call("amismail_read_mail", message_id="TH000962"),
        call("read_memory", key="bồi thường"),
        *reversed(_LD_PROPOSALS),
        _LD_DUNG,
        call(
            "amismail_write_mail",
            to=["lan.ntn@minhlong.vn"],
            cc=["doisoat@ghn.vn"],
            subject="Bồi thường giao trễ – danh sách chi và đối soát GHN",
            body=f"Chị Ngọc Lan và GHN đối soát,\n\n{_LD_LIST}\n\nKhoa",
        ),
        call(
            "amismail_write_mail",
            to=["doisoat@ghn.vn"],
            subject="Đối soát bồi thường giao trễ",
            body=f"Nhờ GHN khấu trừ cước:\n{_LD_LIST}",
        ),
        reply="Xong anh ạ. Tổng bồi thường một trăm mười nghìn hai trăm đồng (0961 bốn mươi mốt "
        "nghìn ba trăm, 0964 năm mươi nghìn, 0967 mười tám nghìn chín trăm).",
    ),
    script(
        # a self-corrected mistake: starts on the 01/03 rule, then finds the 12/04 amendment and
        # the IT ticket before writing anything
        call("amismail_read_mail", message_id="TH000961"),
        call("document_qa", question="giao trễ bồi thường 20.000"),
        call("document_qa", question="sửa đổi 12/04/2026 hạn giao ngày làm việc"),
        call("read_memory"),
        *(call("sales_get_order", order_code=oid) for oid in _LD),
        call("helpdesk_search_tickets", query="GHN"),
        call("amismail_search_mail", query="voucher"),
        call("amismail_read_mail", message_id="TH000962"),
        call("document_qa", question="đối soát GHN"),
        *_LD_PROPOSALS,
        _LD_LAN,
        _LD_GHN,
        _LD_DUNG,
        reply=_LD_REPLY.replace("110.200đ", "110,2 nghìn (110.200 đồng)"),
    ),
]
ANTI_ORACLES["sales.late_delivery_workdays_ticket"] = [
    script(
        *_LD_READS,
        *(
            _comp(oid, "khách", "giao trễ", 20_000)
            for oid in (
                "DH260410-0961",
                "DH260410-0962",
                "DH260411-0964",
                "DH260413-0965",
                "DH260408-0967",
            )
        ),
        _LD_GHN,
        _LD_LAN,
        _LD_DUNG,
        reply="Đã lập 5 đề xuất 20.000đ, tổng bồi thường 100.000đ.",
        label="applies the superseded 01/03 rule: calendar days and 20.000 đ per late order",
    ),
    script(
        *_LD_READS[:3],
        *_LD_READS[4:],
        *_LD_PROPOSALS,
        _comp("DH260409-0963", "Trần Quốc Việt", "hạn 13/04, giao 14/04", 37_800),
        call(
            "amismail_write_mail",
            to=["doisoat@ghn.vn"],
            subject="Đối soát bồi thường giao trễ",
            body=_LD_LIST.replace("Tổng: 110.200đ", "- DH260409-0963: 37.800đ\nTổng: 148.000đ"),
        ),
        _LD_LAN,
        _LD_DUNG,
        reply="Đã lập 4 đề xuất, tổng bồi thường 148.000đ.",
        label="skips IT's ticket: trusts the admin page's date and compensates 0963",
    ),
    script(
        *_LD_READS,
        _LD_PROPOSALS[0],
        _comp("DH260411-0964", "Trần Ngọc Trâm", "10% của 618.000đ", 61_800),
        _LD_PROPOSALS[2],
        _LD_GHN,
        _LD_LAN,
        _LD_DUNG,
        reply="Đã lập 3 đề xuất, tổng bồi thường 122.000đ.",
        label="misses the 50.000 đ cap on 0964",
    ),
    script(
        call("amismail_read_mail", message_id="TH000961"),
        call("helpdesk_search_tickets", requester_id="me"),
        call("document_qa", question="cam kết thời gian giao hàng bồi thường giao trễ"),
        *(call("sales_get_order", order_code=oid) for oid in _LD),
        *_LD_PROPOSALS,
        _comp("DH260413-0965", "Trương Hoàng Long", "hạn 15/04, giao 16/04", 42_000),
        _LD_GHN,
        _LD_DUNG,
        reply="Đã lập 4 đề xuất, tổng bồi thường 152.200đ.",
        label="misses Ngọc's voucher mail (0965 compensated twice) and the memory note (no list "
        "to accounting)",
    ),
    script(
        *_LD_READS,
        *_LD_PROPOSALS,
        _comp("DH260407-0966", "Đỗ Lan Anh", "hạn 10/04, giao 14/04", 23_500),
        _LD_GHN,
        _LD_LAN,
        _LD_DUNG,
        reply="Đã lập 4 đề xuất, tổng bồi thường 133.700đ.",
        label="ignores the shopper's appointed day on 0966",
    ),
]
