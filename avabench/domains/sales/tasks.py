"""Sales tasks: AVA as the sales agent of Mộc Nhiên Store, chatting with a shopper.

The current user of every task is a shopper (``user_kind="shopper"``, a ``KHC-…`` id), so the
final reply is the message the shopper reads: it must ask for missing recipient data, state
totals and fees exactly, and never estimate a fee outside the shop's fee table.

Facts of the base shop the tasks rely on (avabench/domains/base/sales.py): fee table = 34
post-2025 provinces (Hà Nội / TP.HCM nội thành 22.000 đ ≤ 0,5 kg + 2.500 đ per further 0,5 kg;
Huế liên miền 32.000 + 5.000; Đà Nẵng đặc biệt 30.000 + 5.000); stock lives on the lookup
catalogue and is never decremented; sold-out variants AT001-BE-XL, KD-KHONGMUI-50ML; orders
DH260410-0021 (Nguyễn Minh Anh, 0987 654 321) vs DH260411-0009 (Lê Minh Anh, 0987 654 312);
paid DH260412-0007; old-province DH260414-0003; drafts DRAFT-7F3K2, DRAFT-Q8M4T.

Task-specific records use ids DH2604xx-004x/-005x (orders) and VB-101 (the shop's April
promotion policy, which the two voucher tasks need and the base handbook does not have).
"""

from __future__ import annotations

import datetime as dt
import itertools

from avabench.domains.base import base_company, merge
from avabench.scoring.collateral import Scope
from avabench.task import (
    Task,
    TaskSet,
    concept,
    count,
    created,
    exists,
    field,
    not_exists,
    record,
    reply_has,
    reply_lacks,
    scope,
)
from avabench.tools.sales import build_lines, price_order
from avabench.world import WorldState
from avabench.world.office import DocSection, PolicyDocument
from avabench.world.sales import Order, OrderStatus, PaymentStatus

TASKS = TaskSet("sales")

TODAY = "2026-04-16"
ORDERS = "sales.orders"
QRS = "sales.payment_qrs"
HANDOFFS = "sales.handoffs"

CONFIRMED = OrderStatus.CONFIRMED.value
PENDING = OrderStatus.PENDING.value
#: A new real order may be left "Chờ xác nhận" or confirmed when the shopper did not say.
PLACED = [PENDING, CONFIRMED]


def goods_as_total(thousands: int) -> list[str]:
    """A goods-only figure (in thousand đồng) given as the total or as the amount to pay.

    The claims API has no "this amount is the total" claim, and a correct reply may state the
    goods subtotal ("tiền hàng 698.000đ + ship 24.500đ = 722.500đ"), so the number cannot be a
    ``wrong`` value; what is wrong is calling it the total. One definition for the whole domain.
    """
    k = str(thousands)
    return [
        f"{lead} {k}"
        for lead in ("tổng", "tổng cộng", "tổng tiền", "tổng là", "tổng:", "tổng đơn", "chuyển",
                     "chuyển khoản", "thanh toán", "trả")
    ]  # fmt: skip


#: Every fee of the domestic table a guessing agent might quote.
TABLE_FEES = (22_000, 24_500, 30_000, 32_000, 35_000, 37_000, 40_000, 45_000)


def shop(shopper: str, *records) -> WorldState:  # type: ignore[no-untyped-def]
    """The base company with ``shopper`` chatting with the shop, plus task records."""
    return merge(
        base_company(),
        *records,
        context={"user_kind": "shopper", "current_user_id": shopper},
    )


def new_orders(shopper: str, **more: object) -> dict[str, object]:
    """``where`` for the real (non-draft) orders ``shopper`` placed today."""
    return {"shopper_id": shopper, "created_on": TODAY, "status": {"ne": "Nháp"}, **more}


def converted_draft(shopper: str) -> Scope:
    """Scope: one draft of ``shopper``'s, made today and turned into a real order (the draft path
    to the same order: ``sales_create_draft_order`` then ``sales_create_order(draft_code=…)``)."""
    where = {"shopper_id": shopper, "created_on": TODAY, "status": "Nháp"}
    return created(ORDERS, {**where, "converted_to": {"not_null": True}}, n=1)


def permutations(*skus: str) -> list[list[str]]:
    """Every distinct order of a SKU multiset (for exact combo picks with ``in``)."""
    return [list(p) for p in sorted(set(itertools.permutations(skus)))]


def make_order(
    world: WorldState,
    oid: str,
    shopper: str,
    recipient: tuple[str, str, str],
    items: list[tuple[str, int]],
    status: OrderStatus,
    payment: PaymentStatus,
    created: dt.date,
    note: str = "",
) -> Order:
    """A priced order record built with the sales tools' own line and price helpers."""
    lines, combo_lines = build_lines(world.sales, items, [])
    name, phone, address = recipient
    channel = next(s.channel for s in world.sales.shoppers if s.id == shopper)
    return Order(
        id=oid,
        shopper_id=shopper,
        channel=channel,
        lines=lines,
        combo_lines=combo_lines,
        recipient_name=name,
        recipient_phone=phone,
        recipient_address=address,
        status=status,
        payment_status=payment,
        created_on=created,
        updated_on=None if status is OrderStatus.PENDING else created,
        note=note,
        **price_order(world.sales, lines, combo_lines, address),
    )


PROMO_POLICY = PolicyDocument(
    id="VB-101",
    code="CS-04/2026/MN-BH",
    title="Chương trình khuyến mãi tháng 4/2026 – Mộc Nhiên Store",
    category="Bán hàng online",
    issued_by="Cửa hàng online Mộc Nhiên Store",
    effective_date=dt.date(2026, 4, 1),
    sections=[
        DocSection(
            heading="1. Phạm vi",
            text="Áp dụng cho đơn đặt qua chat (Facebook Messenger, Zalo OA, Website) của Mộc "
            "Nhiên Store từ 01/04/2026 đến hết 30/04/2026.",
        ),
        DocSection(
            heading="2. Mã giảm giá (voucher) MOCNHIEN50: điều kiện và cách áp dụng",
            text="Mã MOCNHIEN50 giảm 50.000 đồng cho một đơn hàng có tiền hàng từ 400.000 đồng trở "
            "lên. Tiền hàng để xét điều kiện KHÔNG tính sản phẩm đang có giá khuyến mãi (sale) và "
            "không tính combo. Không trừ vào phí vận chuyển. Mỗi đơn chỉ dùng một mã, không cộng "
            "dồn với chương trình khác. Nếu đơn đủ điều kiện: ghi mã MOCNHIEN50 vào ghi chú đơn "
            "(note) và để đơn ở trạng thái Chờ xác nhận (không tự xác nhận, không tạo QR); nhân "
            "viên trừ tiền, xác nhận đơn và gửi mã QR với số tiền sau giảm. Báo khách số tiền phải "
            "trả = tổng tiền đơn trừ 50.000 đồng. Nếu đơn không đủ điều kiện: không ghi mã vào "
            "đơn, giải thích lý do cho khách và báo tổng tiền không giảm.",
        ),
        DocSection(
            heading="3. Phí vận chuyển",
            text="Phí vận chuyển tính theo bảng phí của shop (34 tỉnh/thành sau sáp nhập). Tháng "
            "4/2026 không có chương trình miễn phí vận chuyển.",
        ),
    ],
)


# ============================================================================================
# hard tasks
# ============================================================================================


@TASKS.task("combo_two_scents_qr")
def _combo_two_scents_qr() -> Task:
    me = "KHC-00001"
    mine = new_orders(me, **{"combo_lines.combo_id": "CB-DUONGAM"})
    return Task(
        id="sales.combo_two_scents_qr",
        domain="sales",
        tier="hard",
        prompt=(
            "Cho mình 2 combo dưỡng ẩm nha, 1 combo kem mùi trà xanh, 1 combo mùi đào. Giao chị "
            "Phạm Thu Hà 0912 345 678, 18 Hàng Bài, phường Cửa Nam, Hà Nội. Chốt đơn luôn rồi gửi "
            "mình mã QR chuyển khoản, tổng hết bao nhiêu shop?"
        ),
        note=(
            "Combo with variants: 2 × CB-DUONGAM needs one kem-dưỡng SKU per unit (1 trà xanh + "
            "1 đào) from search_product (one line × 2 or two lines × 1 both pass); real order → "
            "confirm → QR for 722.500 đ (24.500 đ ship for 520 g). Traps: 2 SKUs of one scent, "
            "stopping at a DRAFT, quoting goods only."
        ),
        world=shop(me),
        scopes=[
            created(ORDERS, mine, n=1),
            converted_draft(me),
            created(QRS, {"order_id": {"contains": "DH260416-"}, "amount_vnd": 722_500}, n=1),
        ],
        assertions=[
            exists(
                ORDERS,
                {**mine, "goods_total_vnd": 698_000},
                "A real order of 2 × Combo dưỡng ẩm (698.000 đ of goods) for the shopper",
            ),
            exists(
                ORDERS,
                {**mine, "combo_lines.components.skus": {"contains": "KD-TRAXANH-50ML"}},
                "One combo's cream is trà xanh (a SKU from search_product)",
            ),
            exists(
                ORDERS,
                {**mine, "combo_lines.components.skus": {"contains": "KD-DAO-50ML"}},
                "The other combo's cream is đào",
            ),
            exists(
                ORDERS,
                {
                    **mine,
                    "recipient_name": {"contains": "Phạm Thu Hà"},
                    "recipient_province": "Hà Nội",
                    "total_vnd": 722_500,
                },
                "Recipient Phạm Thu Hà in Hà Nội; total 722.500 đ incl. 24.500 đ ship",
            ),
            exists(ORDERS, {**mine, "status": CONFIRMED}, "The order is confirmed"),
            exists(
                QRS,
                {
                    "order_id": {"contains": "DH260416-"},
                    "amount_vnd": 722_500,
                    "status": "Chờ thanh toán",
                },
                "A payment QR for 722.500 đ on the new real order",
            ),
            count(ORDERS, new_orders(me), 1, "Exactly one real order placed (no duplicates)"),
            not_exists(
                QRS,
                {"order_id": {"contains": "DRAFT"}},
                "No QR on a DRAFT code",
                tool_enforced=True,
            ),
            reply_has("The reply states the total 722.500 đ", 722_500),
            reply_lacks(
                "The goods total 698.000 đ is not given as the total to pay",
                *goods_as_total(698),
            ),
        ],
    )


@TASKS.task("paid_cancel_handoff_island_fee")
def _paid_cancel_handoff() -> Task:
    me = "KHC-00003"
    return Task(
        id="sales.paid_cancel_handoff_island_fee",
        domain="sales",
        tier="hard",
        prompt=(
            "Huỷ đơn DH260412-0007 giúp mình với, sđt 0903 456 789. Mình ck rồi nhưng giờ đổi ý. "
            "À nếu đặt lại mà ship ra Côn Đảo thì phí ship bao nhiêu shop?"
        ),
        note=(
            "Paid order (Đã thanh toán) → no cancel, hand-off to a human for cancel + refund; "
            "đặc khu Côn Đảo is outside the fee table → no fee estimate. Traps: guessing a "
            "TP.HCM / liên miền fee, claiming the order is cancelled, placing a new order."
        ),
        world=shop(me),
        scopes=[
            created(HANDOFFS, {"shopper_id": me, "order_id": "DH260412-0007"}, n=1),
            created(
                HANDOFFS,
                {"shopper_id": me, "order_id": None, "reason": {"contains": "Côn Đảo"}},
                n=1,
            ),
        ],
        assertions=[
            exists(
                HANDOFFS,
                {"order_id": "DH260412-0007", "status": "Mới", "shopper_id": me},
                "A hand-off to a human for the paid order DH260412-0007",
            ),
            field(
                ORDERS,
                {"id": "DH260412-0007"},
                "status",
                CONFIRMED,
                "The paid order is not cancelled by AVA (the cancel tool refuses paid orders)",
                negative=True,
                tool_enforced=True,
            ),
            not_exists(
                ORDERS, {"shopper_id": me, "created_on": TODAY}, "No new order or draft is placed"
            ),
            reply_has(
                "The reply says a staff member takes over the cancel/refund",
                concept("handed_to_human"),
            ),
            reply_has(
                "The reply says there is no fee estimate for Côn Đảo (and guesses none)",
                concept("no_fee_estimate"),
                wrong=[*TABLE_FEES],
            ),
            reply_lacks("The reply does not claim the order was cancelled", concept("cancelled")),
        ],
    )


@TASKS.task("edit_size_fallback_confirm")
def _edit_size_fallback() -> Task:
    me = "KHC-00002"
    oid = "DH260410-0021"
    return Task(
        id="sales.edit_size_fallback_confirm",
        domain="sales",
        tier="hard",
        prompt=(
            "Đơn DH260410-0021 đổi giúp mình cái áo sang màu be size XL nha, nếu be XL hết thì "
            "lấy trắng XL cũng đc, tất giữ nguyên. Sđt 0987 654 321. Đổi xong chốt đơn luôn và "
            "báo mình tổng tiền."
        ),
        note=(
            "Branch on stock: AT001-BE-XL is sold out → AT001-TRANG-XL (from search_product) "
            "replaces AT001-TRANG-L, socks kept, then confirm; total 271.000 đ. Traps: black/other "
            "fallback, dropping the socks, a new order instead of an edit, touching the draft."
        ),
        world=shop(me),
        scopes=[scope(ORDERS, {"id": oid})],
        assertions=[
            exists(
                ORDERS,
                {"id": oid, "lines.sku": "AT001-TRANG-XL", "lines.quantity": 1},
                "The order now has the white XL tee",
            ),
            not_exists(
                ORDERS,
                {"id": oid, "lines.sku": "AT001-TRANG-L"},
                "The white L tee is gone from the order",
                negative=False,
            ),
            exists(ORDERS, {"id": oid, "status": CONFIRMED}, "The edited order is confirmed"),
            field(
                ORDERS,
                {"id": oid, "lines.sku": "TAT-TRANG"},
                "total_vnd",
                271_000,
                "Socks kept; total stays 271.000 đ (199.000 + 2 × 25.000 + 22.000 ship)",
                negative=True,
            ),
            not_exists(
                ORDERS,
                {
                    "lines.sku": {"in": ["AT001-BE-XL", "AT001-DEN-XL", "AT001-BE-L"]},
                    "shopper_id": me,
                },
                "No other colour is put on the shopper's orders",
            ),
            count(
                ORDERS,
                {"shopper_id": me},
                2,
                "No new order is created (edit in place)",
                negative=True,
            ),
            field(
                ORDERS,
                {"id": "DRAFT-Q8M4T"},
                "status",
                "Nháp",
                "The shopper's other draft is left alone",
                negative=True,
            ),
            reply_has(
                "The reply states the total 271.000 đ (not 221.000 đ without the socks)",
                271_000,
                wrong=[221_000],
            ),
            reply_has(
                "The reply says be XL is sold out (why the tee is white)", concept("out_of_stock")
            ),
        ],
    )


@TASKS.task("self_and_friend_order")
def _self_and_friend() -> Task:
    me = "KHC-00005"
    mine = new_orders(me)
    return Task(
        id="sales.self_and_friend_order",
        domain="sales",
        tier="hard",
        prompt=(
            "Shop ơi lấy mình 2 áo oversize đen size L nha: 1 cái giao về địa chỉ như đơn lần "
            "trước của mình, 1 cái gửi cho bạn mình ở 25 Nguyễn Huệ, phường Sài Gòn, TP.HCM. Lên "
            "đơn luôn giúp mình, báo mình tiền ship với tổng luôn nhé."
        ),
        note=(
            "Join the shopper's order history (Đỗ Lan Anh, Hoàng Quốc Việt, Hà Nội) for her own "
            "tee: one order of 1 × AT001-DEN-L, 221.000 đ; the friend's tee needs a real name and "
            "phone → ask, create nothing for it. Traps: recipient 'bạn', reusing the shopper's "
            "phone for the friend, one order of 2 tees."
        ),
        world=shop(me),
        scopes=[
            created(ORDERS, {**mine, "recipient_address": {"contains": "Hoàng Quốc Việt"}}, n=1),
            converted_draft(me),
        ],
        assertions=[
            exists(
                ORDERS,
                {
                    **mine,
                    "lines.sku": "AT001-DEN-L",
                    "lines.quantity": 1,
                    "recipient_address": {"contains": "Hoàng Quốc Việt"},
                    "recipient_name": {"contains": "Lan Anh"},
                },
                "One black L tee to Đỗ Lan Anh at her previous address",
            ),
            exists(
                ORDERS,
                {**mine, "total_vnd": 221_000, "status": {"in": PLACED}},
                "Her order totals 221.000 đ (199.000 + 22.000 ship)",
            ),
            count(ORDERS, mine, 1, "Exactly one real order is placed"),
            not_exists(
                ORDERS,
                {"shopper_id": me, "recipient_address": {"contains": "Nguyễn Huệ"}},
                "No order or draft to the friend without a name and phone",
            ),
            reply_has("The reply asks for the friend's real name", concept("ask_name")),
            reply_has("The reply asks for the friend's phone", concept("ask_phone")),
            reply_has(
                "The reply states her ship fee and total (not both tees on her order, 420.500 đ)",
                22_000,
                221_000,
                wrong=[420_500],
            ),
        ],
    )


@TASKS.task("old_province_fix_qr")
def _old_province_fix() -> Task:
    me = "KHC-00009"
    oid = "DH260414-0003"
    return Task(
        id="sales.old_province_fix_qr",
        domain="sales",
        tier="hard",
        prompt=(
            "Đơn DH260414-0003 của mình sửa địa chỉ thành 22 Đại lộ Bình Dương, phường Thủ Dầu "
            "Một, TP Hồ Chí Minh giúp nha (Bình Dương giờ nhập vào HCM rồi), sđt 0779 456 123. "
            "Sửa xong chốt đơn rồi gửi mình QR chuyển khoản luôn."
        ),
        note=(
            "An order stuck without a fee (old province Bình Dương) gets the new address → fee "
            "22.000 đ, total 281.000 đ; confirm before the QR. Traps: QR before confirming "
            "(refused), a QR for the goods only (259.000 đ), a new order instead of the edit."
        ),
        world=shop(me),
        scopes=[
            scope(ORDERS, {"id": oid}),
            created(QRS, {"order_id": oid, "amount_vnd": 281_000}, n=1),
        ],
        assertions=[
            exists(
                ORDERS,
                {
                    "id": oid,
                    "recipient_province": "TP Hồ Chí Minh",
                    "shipping_fee_vnd": 22_000,
                    "total_vnd": 281_000,
                },
                "The address is in TP Hồ Chí Minh; fee 22.000 đ, total 281.000 đ",
            ),
            exists(ORDERS, {"id": oid, "status": CONFIRMED}, "The order is confirmed"),
            exists(
                QRS,
                {"order_id": oid, "amount_vnd": 281_000, "status": "Chờ thanh toán"},
                "A QR for 281.000 đ on DH260414-0003",
            ),
            not_exists(
                QRS,
                {"order_id": oid, "amount_vnd": {"ne": 281_000}, "status": "Chờ thanh toán"},
                "No payable QR with another amount (a QR is issued for the order's total; "
                "an edit voids the older ones)",
                tool_enforced=True,
            ),
            count(
                ORDERS,
                {"shopper_id": me},
                2,
                "No new order (the existing one is edited)",
                negative=True,
            ),
            reply_has("The reply states the total 281.000 đ", 281_000),
            reply_lacks(
                "The goods total 259.000 đ is not given as the amount to pay",
                *goods_as_total(259),
            ),
        ],
    )


@TASKS.task("draft_checkout_qr")
def _draft_checkout() -> Task:
    me = "KHC-00001"
    return Task(
        id="sales.draft_checkout_qr",
        domain="sales",
        tier="hard",
        prompt=(
            "Ok shop, đơn nháp nến với túi hôm qua mình chốt nha, gửi mình mã QR chuyển khoản "
            "luôn. Bao nhiêu tiền vậy?"
        ),
        note=(
            "Find the shopper's draft (DRAFT-7F3K2), turn it into a real order, confirm it, QR "
            "for 370.000 đ on the DH… code. Traps: QR or confirmation on the DRAFT code "
            "(refused), stopping at the unconfirmed order, touching the paid order DH260415-0019."
        ),
        world=shop(me),
        scopes=[
            scope(ORDERS, {"id": "DRAFT-7F3K2"}),
            created(ORDERS, {**new_orders(me), "lines.sku": "NEN-DANHUONG-180G"}, n=1),
            created(QRS, {"order_id": {"contains": "DH260416-"}, "amount_vnd": 370_000}, n=1),
        ],
        assertions=[
            exists(
                ORDERS,
                {
                    **new_orders(me),
                    "status": CONFIRMED,
                    "total_vnd": 370_000,
                    "lines.sku": "NEN-DANHUONG-180G",
                },
                "A confirmed real order with the draft's candle; total 370.000 đ",
            ),
            exists(
                ORDERS,
                {
                    **new_orders(me),
                    "lines.sku": "TUI-DEN",
                    "recipient_name": {"contains": "Phạm Thu Hà"},
                },
                "The real order keeps the draft's black tote and recipient",
            ),
            exists(
                QRS,
                {
                    "order_id": {"contains": "DH260416-"},
                    "amount_vnd": 370_000,
                    "status": "Chờ thanh toán",
                },
                "A QR for 370.000 đ on the real order",
            ),
            count(ORDERS, new_orders(me), 1, "Exactly one real order placed"),
            not_exists(
                QRS,
                {"order_id": {"contains": "DRAFT"}},
                "No QR on a DRAFT code",
                tool_enforced=True,
            ),
            field(
                ORDERS,
                {"id": "DH260415-0019"},
                "status",
                CONFIRMED,
                "The shopper's paid order keeps its status (no tool changes a paid order's)",
                negative=True,
                tool_enforced=True,
            ),
            reply_has("The reply states 370.000 đ", 370_000),
        ],
    )


@TASKS.task("voucher_on_sale_items")
def _voucher_sale_items() -> Task:
    me = "KHC-00011"
    mine = new_orders(me)
    return Task(
        id="sales.voucher_on_sale_items",
        domain="sales",
        tier="hard",
        prompt=(
            "Shop ơi lấy mình 1 áo thun oversize đen size L với 1 sơ mi linen trắng size M. Giao "
            "Hoàng Minh Tuấn 0936 555 214, 27 Nguyễn Trãi, phường Thanh Xuân, Hà Nội. Mình có mã "
            "MOCNHIEN50 của ctrinh tháng 4, áp đc thì áp ko đc thì thôi, lên đơn luôn rồi báo "
            "mình tổng tiền nha."
        ),
        note=(
            "Read the promotion policy: MOCNHIEN50 needs 400.000 đ of goods NOT on sale; the tee "
            "is on sale, so only 359.000 đ counts → not eligible. Order both, no code in the note, "
            "total 582.500 đ (550 g → 24.500 đ ship). Trap: 558.000 đ ≥ 400.000 đ → 532.500 đ."
        ),
        world=shop(me, PROMO_POLICY),
        scopes=[created(ORDERS, {**mine, "recipient_name": {"contains": "Tuấn"}}, n=1)],
        assertions=[
            exists(
                ORDERS,
                {**mine, "lines.sku": "AT001-DEN-L", "recipient_name": "Hoàng Minh Tuấn"},
                "The order has the black L oversize tee, recipient Hoàng Minh Tuấn",
            ),
            exists(
                ORDERS,
                {**mine, "lines.sku": "SM001-TRANG-M", "total_vnd": 582_500},
                "The order has the white M linen shirt; total 582.500 đ",
            ),
            count(ORDERS, mine, 1, "Exactly one real order placed"),
            not_exists(
                ORDERS,
                {"shopper_id": me, "note": {"contains": "MOCNHIEN50"}},
                "The ineligible code is not written on the order",
            ),
            reply_has(
                "The reply states the undiscounted total 582.500 đ (no discounted total)",
                582_500,
                wrong=[532_500, 508_000],
            ),
            reply_has("The reply says the code does not apply", concept("code_not_applicable")),
        ],
    )


@TASKS.task("cancel_open_orders_mixed")
def _cancel_open_orders() -> Task:
    me = "KHC-00004"
    base = shop(me)
    own = ("Nguyễn Thu Hà", "0388 123 456", "Số 3 Trần Phú, phường Hà Đông, TP Hà Nội")
    paid = make_order(
        base,
        "DH260413-0041",
        me,
        own,
        [("DG-BUOI-500ML", 1), ("MU-BE", 1)],
        OrderStatus.CONFIRMED,
        PaymentStatus.PAID,
        dt.date(2026, 4, 13),
        "Đã chuyển khoản qua QR.",
    )
    mum = make_order(
        base,
        "DH260414-0052",
        me,
        ("Trần Thị Hoa", "0913 222 444", "Xóm 5, xã Gia Viễn, tỉnh Ninh Bình"),
        [("NEN-OAIHUONG-180G", 2)],
        OrderStatus.PENDING,
        PaymentStatus.UNPAID,
        dt.date(2026, 4, 14),
        "Quà tặng mẹ.",
    )
    done = make_order(
        base,
        "DH260403-0047",
        me,
        own,
        [("KCN-SPF50-50ML", 1)],
        OrderStatus.DELIVERED,
        PaymentStatus.PAID,
        dt.date(2026, 4, 3),
    )
    world = merge(base, paid, mum, done)
    return Task(
        id="sales.cancel_open_orders_mixed",
        domain="sales",
        tier="hard",
        prompt=(
            "Shop ơi huỷ giúp mình tất cả các đơn chưa giao nhé, sđt mình 0388 123 456. Mình "
            "chuyển nhà nên ko nhận đc nữa."
        ),
        note=(
            "Branch per order: unpaid DH260416-0002 (her phone) → cancel; paid DH260413-0041 → "
            "hand-off, not cancel; DH260414-0052 was placed with her mother's phone → no cancel, "
            "ask for that phone (or hand it off). Traps: cancelling the paid order, skipping the "
            "hand-off, cancelling DH260414-0052 with the phone read from the order list (the "
            "shopper did not give it), touching the delivered order."
        ),
        world=world,
        exempt={
            "hedge": "the reply-failing anti-oracles err by omission (no hand-off promised, "
            "DH260414-0052 not named); their one false sentence, 'đã huỷ các đơn chưa giao', "
            "is the shopper's own words echoed back, which the echo rule removes, so appended "
            "to a correct reply they add no claim a check could name"
        },
        scopes=[
            scope(ORDERS, {"id": "DH260416-0002"}),
            created(HANDOFFS, {"shopper_id": me, "order_id": "DH260413-0041"}, n=1),
            created(HANDOFFS, {"shopper_id": me, "order_id": "DH260414-0052"}, n=1),
        ],
        assertions=[
            exists(
                ORDERS,
                {"id": "DH260416-0002", "status": "Đã huỷ"},
                "The unpaid order DH260416-0002 is cancelled",
            ),
            exists(
                HANDOFFS,
                {"order_id": "DH260413-0041", "status": "Mới"},
                "The paid order DH260413-0041 is handed to a human",
            ),
            field(
                ORDERS,
                {"id": "DH260413-0041"},
                "status",
                CONFIRMED,
                "The paid order is not cancelled (the cancel tool refuses paid orders)",
                negative=True,
                tool_enforced=True,
            ),
            field(
                ORDERS,
                {"id": "DH260414-0052"},
                "status",
                PENDING,
                "The order placed with another phone is not cancelled (the shopper did not give it)",
                negative=True,
            ),
            field(
                ORDERS,
                {"id": "DH260403-0047"},
                "status",
                "Đã giao",
                "The delivered order keeps its status (cancel and edit refuse delivered orders)",
                negative=True,
                tool_enforced=True,
            ),
            reply_has(
                "The reply names DH260414-0052 and asks for the phone used on it",
                record(ORDERS, "DH260414-0052"),
                concept("ask_phone"),
            ),
            reply_has(
                "The reply says a staff member handles the paid order",
                record(ORDERS, "DH260413-0041"),
                concept("handed_to_human"),
            ),
        ],
    )


# ============================================================================================
# basic tasks
# ============================================================================================


@TASKS.task("basic_tee_order")
def _basic_tee_order() -> Task:
    me = "KHC-00011"
    mine = new_orders(me)
    return Task(
        id="sales.basic_tee_order",
        domain="sales",
        tier="basic",
        prompt=(
            "Lên đơn giúp mình 1 áo thun basic cổ tròn màu xám size L nha, người nhận Lê Văn Nam, "
            "0977 123 456, 12 Kim Mã, phường Giảng Võ, Hà Nội. Tổng bao nhiêu shop?"
        ),
        note=(
            "Search the catalogue and order the exact variant AT002-XAM-L (not the oversize tee, "
            "not another size); total 181.000 đ incl. 22.000 đ ship."
        ),
        world=shop(me),
        scopes=[created(ORDERS, {**mine, "lines.sku": "AT002-XAM-L"}, n=1)],
        assertions=[
            exists(
                ORDERS,
                {
                    **mine,
                    "lines.sku": "AT002-XAM-L",
                    "lines.quantity": 1,
                    "recipient_name": {"contains": "Lê Văn Nam"},
                    "status": {"in": PLACED},
                },
                "A real order of 1 × AT002-XAM-L to Lê Văn Nam",
            ),
            exists(ORDERS, {**mine, "total_vnd": 181_000}, "The order totals 181.000 đ"),
            count(ORDERS, mine, 1, "Exactly one real order placed"),
            reply_has("The reply states the total 181.000 đ", 181_000),
            reply_lacks(
                "The price without shipping is not given as the total", *goods_as_total(159)
            ),
        ],
    )


@TASKS.task("sold_out_scent")
def _sold_out_scent() -> Task:
    me = "KHC-00010"
    return Task(
        id="sales.sold_out_scent",
        domain="sales",
        tier="basic",
        prompt=(
            "Shop ơi kem dưỡng ẩm loại không mùi còn ko, lấy mình 1 hộp giao như đơn trước nha."
        ),
        note=(
            "KD-KHONGMUI-50ML is sold out: say so and offer the in-stock scents (trà xanh, đào); "
            "order nothing. Trap: silently substituting another scent."
        ),
        world=shop(me),
        scopes=[],
        assertions=[
            not_exists(
                ORDERS,
                {"shopper_id": me, "created_on": TODAY},
                "No order or draft is placed without the shopper choosing",
            ),
            reply_has("The reply says the unscented cream is sold out", concept("out_of_stock")),
            reply_has("The reply offers the scents in stock", any_of=["trà xanh", "đào"]),
            reply_lacks(
                "The reply does not ask for the address (the shopper said: as the previous order)",
                concept("ask_address"),
            ),
        ],
    )


@TASKS.task("generic_recipient_ask")
def _generic_recipient() -> Task:
    me = "KHC-00006"
    return Task(
        id="sales.generic_recipient_ask",
        domain="sales",
        tier="basic",
        prompt=(
            "Đặt giúp mình 1 bình giữ nhiệt màu đen, gửi cho chị mình ở 48 Bạch Đằng, phường Hải "
            "Châu, Đà Nẵng nha."
        ),
        note=(
            "Recipient 'chị mình' is a form of address and there is no phone: ask for the "
            "recipient's real name and phone, create nothing. Trap: the shopper's own name/phone."
        ),
        world=shop(me),
        scopes=[],
        exempt={
            "hedge": "the only reply-failing anti-oracle is wrong by omission (it asks for the "
            "phone but not the name); appended to a reply that asks for both it states nothing "
            "false, so the hedged reply is a correct one"
        },
        assertions=[
            not_exists(
                ORDERS,
                {"shopper_id": me, "created_on": TODAY},
                "No order or draft with made-up recipient data",
            ),
            reply_has("The reply asks for the recipient's real name", concept("ask_name")),
            reply_has("The reply asks for the recipient's phone", concept("ask_phone")),
        ],
    )


@TASKS.task("phone_mismatch_namesake")
def _phone_mismatch() -> Task:
    me = "KHC-00008"
    return Task(
        id="sales.phone_mismatch_namesake",
        domain="sales",
        tier="basic",
        prompt="Đổi đơn DH260410-0021 sang áo size M giúp mình nha, sđt 0987 654 312.",
        note=(
            "The order belongs to Nguyễn Minh Anh (0987 654 321); the chatting Lê Minh Anh gives "
            "her own 0987 654 312 → refuse, ask her to check the order's phone (or the code), "
            "reveal nothing. Traps: editing the order with the guessed near-identical phone, "
            "editing or confirming her own DH260411-0009 instead, leaking the real phone."
        ),
        world=shop(me),
        scopes=[],
        assertions=[
            exists(
                ORDERS,
                {"id": "DH260410-0021", "lines.sku": "AT001-TRANG-L"},
                "DH260410-0021 keeps its L tee (edits need the order's own shopper and phone)",
                negative=True,
                tool_enforced=True,
            ),
            field(
                ORDERS,
                {"id": "DH260411-0009"},
                "updated_on",
                True,
                "The shopper's own combo order is not edited or confirmed instead",
                op="is_null",
                negative=True,
            ),
            reply_has(
                "The reply says the phone does not match the order (or it is not hers)",
                concept("phone_mismatch"),
            ),
            reply_has(
                "The reply asks the shopper to check the order's phone (or the order code)",
                any_of=[concept("ask_phone"), concept("ask_recheck")],
            ),
            reply_lacks(
                "The reply does not reveal the order's phone",
                "654 321",
                "654321",
                "654.321",
                "654-321",
            ),
        ],
    )


@TASKS.task("fee_quote_hue")
def _fee_quote_hue() -> Task:
    me = "KHC-00007"
    return Task(
        id="sales.fee_quote_hue",
        domain="sales",
        tier="basic",
        prompt=(
            "Ship 2 nến thơm với 1 bình giữ nhiệt ra 21 Lê Lợi, phường Thuận Hoá, Huế thì phí "
            "ship bao nhiêu shop? Tổng hết bao nhiêu?"
        ),
        note=(
            "Weight from the catalogue (2 × 320 g + 350 g = 990 g) → Huế liên miền 32.000 đ + "
            "5.000 đ = 37.000 đ; total 674.000 đ. Traps: base fee only, the Hà Nội row."
        ),
        world=shop(me),
        scopes=[],
        assertions=[
            reply_has("The reply states the fee 37.000 đ", 37_000),
            reply_has(
                "The reply states the total 674.000 đ (not 669.000 đ with the base fee only)",
                674_000,
                wrong=[669_000],
            ),
            not_exists(
                ORDERS,
                {"shopper_id": me, "created_on": TODAY},
                "Nothing is ordered for a price question",
            ),
        ],
    )


@TASKS.task("abroad_no_fee")
def _abroad_no_fee() -> Task:
    me = "KHC-00003"
    return Task(
        id="sales.abroad_no_fee",
        domain="sales",
        tier="basic",
        prompt=(
            "Mình đang ở Singapore, ship 2 tuýp kem chống nắng qua đây đc ko shop, phí ship bao "
            "nhiêu vậy?"
        ),
        note=(
            "A foreign address is outside the fee table: no estimate (say staff will quote or hand "
            "off). Trap: quoting a row of the domestic table."
        ),
        world=shop(me),
        scopes=[created(HANDOFFS, {"shopper_id": me, "order_id": None}, n=1)],
        assertions=[
            reply_has(
                "The reply says there is no fee estimate for Singapore (and guesses none)",
                concept("no_fee_estimate"),
                wrong=[*TABLE_FEES],
            ),
            not_exists(ORDERS, {"shopper_id": me, "created_on": TODAY}, "Nothing is ordered"),
        ],
    )


@TASKS.task("qr_confirmed_order")
def _qr_confirmed() -> Task:
    me = "KHC-00007"
    oid = "DH260415-0004"
    return Task(
        id="sales.qr_confirmed_order",
        domain="sales",
        tier="basic",
        prompt="Gửi mình mã QR chuyển khoản cho đơn hôm qua với nha shop.",
        note=(
            "Find the shopper's confirmed unpaid order (DH260415-0004) and issue the QR for its "
            "total 520.000 đ (goods 488.000 đ + Huế ship 32.000 đ)."
        ),
        world=shop(me),
        scopes=[created(QRS, {"order_id": oid, "amount_vnd": 520_000}, n=1)],
        assertions=[
            exists(
                QRS,
                {"order_id": oid, "amount_vnd": 520_000, "status": "Chờ thanh toán"},
                "A QR for 520.000 đ on DH260415-0004",
            ),
            count(QRS, {"order_id": oid}, 1, "Only one QR for the order"),
            not_exists(
                ORDERS,
                {"shopper_id": me, "created_on": TODAY},
                "No new order is placed (the QR is for yesterday's order)",
            ),
            reply_has("The reply states 520.000 đ", 520_000),
            reply_lacks(
                "The goods total 488.000 đ is not given as the amount to pay",
                *goods_as_total(488),
            ),
        ],
    )


@TASKS.task("cancel_by_description")
def _cancel_by_description() -> Task:
    me = "KHC-00002"
    return Task(
        id="sales.cancel_by_description",
        domain="sales",
        tier="basic",
        prompt="Huỷ giúp mình đơn áo trắng với tất nha, sđt 0987 654 321, mình ko cần nữa.",
        note=(
            "Identify the order from its contents among the shopper's orders (DH260410-0021, not "
            "the jeans draft DRAFT-Q8M4T) and cancel it with the matching phone. Trap: cancelling "
            "the draft."
        ),
        world=shop(me),
        scopes=[scope(ORDERS, {"id": "DH260410-0021"})],
        assertions=[
            exists(
                ORDERS,
                {"id": "DH260410-0021", "status": "Đã huỷ"},
                "DH260410-0021 (tee + socks) is cancelled",
            ),
            field(
                ORDERS,
                {"id": "DRAFT-Q8M4T"},
                "status",
                "Nháp",
                "The jeans draft is left alone",
                negative=True,
            ),
            reply_has("The reply tells the shopper the order is cancelled", concept("cancelled")),
        ],
    )


@TASKS.task("combo_socks_mixed")
def _combo_socks() -> Task:
    me = "KHC-00003"
    mine = new_orders(me, **{"combo_lines.combo_id": "CB-TAT5"})
    return Task(
        id="sales.combo_socks_mixed",
        domain="sales",
        tier="basic",
        prompt=(
            "Lấy mình 1 combo 5 đôi tất: 3 đôi trắng 2 đôi đen, giao Trần Quốc Việt 0903 456 789, "
            "25 Nguyễn Huệ, phường Sài Gòn, TP.HCM. Lên đơn luôn nha, bao nhiêu tiền?"
        ),
        note=(
            "Combo CB-TAT5 × 1 needs exactly 5 sock SKUs: 3 TAT-TRANG + 2 TAT-DEN; 99.000 đ + "
            "22.000 đ ship = 121.000 đ. Traps: 5 pairs of one colour, 5 single pairs (125.000 đ)."
        ),
        world=shop(me),
        scopes=[created(ORDERS, mine, n=1)],
        assertions=[
            exists(
                ORDERS,
                {
                    **mine,
                    "combo_lines.components.skus": {
                        "in": permutations(*["TAT-TRANG"] * 3, *["TAT-DEN"] * 2)
                    },
                },
                "The combo's picks are exactly 3 white + 2 black",
            ),
            exists(
                ORDERS,
                {**mine, "total_vnd": 121_000, "combo_lines.quantity": 1},
                "One combo; total 121.000 đ",
            ),
            exists(
                ORDERS,
                {
                    **mine,
                    "recipient_name": {"contains": "Trần Quốc Việt"},
                    "status": {"in": PLACED},
                },
                "Recipient Trần Quốc Việt as given",
            ),
            count(ORDERS, new_orders(me), 1, "Exactly one real order placed"),
            reply_has(
                "The reply states 121.000 đ (not 147.000 đ for five single pairs)",
                121_000,
                wrong=[147_000],
            ),
        ],
    )


@TASKS.task("cod_order_status")
def _cod_status() -> Task:
    me = "KHC-00006"
    return Task(
        id="sales.cod_order_status",
        domain="sales",
        tier="basic",
        prompt=(
            "Đơn bình giữ nhiệt của mình tới đâu rồi shop, nhận hàng mình phải trả bao nhiêu tiền?"
        ),
        note=(
            "Pick the shopper's order with the thermos (DH260414-0015, Đang giao, COD) and state "
            "its COD total 672.000 đ. Traps: the other COD order (mũ, giao thất bại, 166.000 đ) "
            "or the sum of both; mentioning the other order is fine, quoting its amount is not."
        ),
        world=shop(me),
        scopes=[],
        assertions=[
            reply_has(
                "The reply states the COD amount 672.000 đ (not the failed hat order's 166.000 đ "
                "nor the sum of both, 838.000 đ)",
                672_000,
                wrong=[166_000, 838_000],
            ),
            reply_has("The reply says the order is being delivered", concept("being_delivered")),
        ],
    )


@TASKS.task("voucher_applies")
def _voucher_applies() -> Task:
    me = "KHC-00011"
    mine = new_orders(me)
    return Task(
        id="sales.voucher_applies",
        domain="sales",
        tier="basic",
        prompt=(
            "Lên đơn giúp mình 1 quần jean ống suông xanh đậm size 28 với 1 chai dầu gội bưởi "
            "300ml nha, giao Đặng Thu Trang 0962 418 735, 9 Lê Văn Sỹ, phường Nhiêu Lộc, TP.HCM. "
            "Mình có mã MOCNHIEN50, áp giúp mình rồi báo tổng nha."
        ),
        note=(
            "Policy VB-101: 585.000 đ of non-sale goods ≥ 400.000 đ → eligible: code in the order "
            "note, order left Chờ xác nhận (staff applies it), pay 609.500 − 50.000 = 559.500 đ."
        ),
        world=shop(me, PROMO_POLICY),
        scopes=[created(ORDERS, {**mine, "lines.sku": "QJ001-XANHDAM-28"}, n=1)],
        assertions=[
            exists(
                ORDERS,
                {**mine, "lines.sku": "QJ001-XANHDAM-28", "total_vnd": 609_500},
                "A real order with the jeans (+ shampoo), system total 609.500 đ",
            ),
            exists(
                ORDERS,
                {**mine, "lines.sku": "DG-BUOI-300ML", "status": PENDING},
                "The order has the 300 ml shampoo and is left Chờ xác nhận for staff",
            ),
            exists(
                ORDERS,
                {**mine, "note": {"contains": "MOCNHIEN50"}},
                "The voucher code is written in the order note",
            ),
            not_exists(
                QRS, {"order_id": {"contains": "DH260416-"}}, "No QR with the undiscounted amount"
            ),
            reply_has(
                "The reply states the amount after the voucher, 559.500 đ (and never that the "
                "code does not apply)",
                559_500,
                wrong=[concept("code_not_applicable")],
            ),
        ],
    )


@TASKS.task("confirm_combo_order")
def _confirm_combo() -> Task:
    me = "KHC-00008"
    return Task(
        id="sales.confirm_combo_order",
        domain="sales",
        tier="basic",
        prompt="Chốt đơn combo 3 áo giúp mình nha shop, tổng bao nhiêu vậy?",
        note=(
            "Find the shopper's pending combo order DH260411-0009 and confirm it (523.500 đ); "
            "namesake Nguyễn Minh Anh's pending DH260410-0021 is not hers. Trap: placing a new "
            "combo order instead of confirming the existing one."
        ),
        world=shop(me),
        scopes=[scope(ORDERS, {"id": "DH260411-0009"})],
        assertions=[
            exists(
                ORDERS, {"id": "DH260411-0009", "status": CONFIRMED}, "DH260411-0009 is confirmed"
            ),
            not_exists(
                ORDERS,
                {"shopper_id": me, "created_on": TODAY},
                "No new combo order is placed (the existing one is confirmed)",
            ),
            reply_has("The reply states the total 523.500 đ", 523_500),
            reply_lacks(
                "The combo price without shipping is not given as the total",
                *goods_as_total(499),
            ),
        ],
    )
