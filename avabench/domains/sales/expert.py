"""Sales expert tasks: long chains of shop work over many similar orders, with the shop's
policies (some superseded), refusals and hand-offs, and follow-up turns where a careful agent
must ask before it acts.

Most tasks are shopper sessions (``user_kind="shopper"``): only the sales tools and
``document_qa`` over the shop's documents work, so the second subsystem of every reference is
the policy look-up. Task-specific records use ids ``DH2604xx-06xx`` … ``-09xx`` (orders) and
``VB-21x`` (the shop's documents, category "Bán hàng online").
"""

from __future__ import annotations

import datetime as dt

from avabench.domains.base import base_company, merge, patch
from avabench.domains.sales.tasks import (
    CONFIRMED,
    HANDOFFS,
    ORDERS,
    PENDING,
    QRS,
    TODAY,
    make_order,
    shop,
)
from avabench.task import (
    Task,
    TaskSet,
    concept,
    count,
    created,
    exists,
    field,
    mail_not_sent,
    mail_sent,
    not_exists,
    record,
    reply_has,
    reply_lacks,
    scope,
)
from avabench.tools.sales import build_lines, price_order
from avabench.world import WorldState
from avabench.world.accounting import Receipt, ReceiptMethod
from avabench.world.hr import ContractType, Employee, EmploymentStatus, Gender
from avabench.world.mail import MailFolder, Message
from avabench.world.office import (
    ApprovalProcess,
    ApprovalRun,
    ApprovalStatus,
    ApprovalStep,
    DocSection,
    MemoryItem,
    PolicyDocument,
    StepStatus,
    Ticket,
    TicketCategory,
    TicketPriority,
    TicketQueue,
    TicketStatus,
)
from avabench.world.sales import Channel, OrderStatus, PaymentStatus

TASKS = TaskSet("sales")

D = dt.date
SHOP_DOCS = "Bán hàng online"
SHOP = "Cửa hàng online Mộc Nhiên Store"

# -- the shop's documents ---------------------------------------------------------------------

#: The April promotion as first issued (superseded on 15/04 by PROMO_0415).
PROMO_0401 = PolicyDocument(
    id="VB-211",
    code="CS-04/2026/MN-BH",
    title="Chương trình khuyến mãi tháng 4/2026 – Mộc Nhiên Store (bản ngày 01/04/2026)",
    category=SHOP_DOCS,
    issued_by=SHOP,
    effective_date=D(2026, 4, 1),
    sections=[
        DocSection(
            heading="1. Mã giảm giá MOCNHIEN50 (bản ngày 01/04/2026)",
            text="Mã MOCNHIEN50 giảm 50.000 đồng cho đơn có tiền hàng từ 300.000 đồng trở lên "
            "(tính cả combo). Đơn đủ điều kiện: ghi mã MOCNHIEN50 vào ghi chú đơn và để đơn Chờ "
            "xác nhận cho nhân viên trừ tiền.",
        ),
    ],
)

#: The April promotion as amended on 15/04 (in force today, 16/04).
PROMO_0415 = PolicyDocument(
    id="VB-212",
    code="CS-04b/2026/MN-BH",
    title="Chương trình khuyến mãi tháng 4/2026 – Mộc Nhiên Store (cập nhật ngày 15/04/2026)",
    category=SHOP_DOCS,
    issued_by=SHOP,
    effective_date=D(2026, 4, 15),
    sections=[
        DocSection(
            heading="1. Hiệu lực",
            text="Bản cập nhật này áp dụng từ ngày 15/04/2026 đến hết 30/04/2026 và thay thế "
            "toàn bộ bản ngày 01/04/2026 (CS-04/2026/MN-BH).",
        ),
        DocSection(
            heading="2. Mã giảm giá MOCNHIEN50 (cập nhật 15/04/2026): điều kiện và cách áp dụng",
            text="Mã MOCNHIEN50 giảm 50.000 đồng cho một đơn có tiền hàng từ 400.000 đồng trở "
            "lên. Tiền hàng để xét điều kiện KHÔNG tính sản phẩm đang có giá khuyến mãi (sale) "
            "và KHÔNG tính combo. Không trừ vào phí vận chuyển. Đơn đủ điều kiện: ghi mã "
            "MOCNHIEN50 vào ghi chú đơn (note) và để đơn ở trạng thái Chờ xác nhận (không tự "
            "xác nhận, không tạo QR); nhân viên trừ tiền, xác nhận đơn và gửi QR. Đơn không đủ "
            "điều kiện: không ghi mã vào đơn, giải thích cho khách và báo tổng tiền không giảm; "
            "đơn vẫn xử lý bình thường theo yêu cầu của khách.",
        ),
    ],
)


# ============================================================================================
# expert tasks
# ============================================================================================

THU_HA = ("Nguyễn Thu Hà", "0388 123 456", "Số 3 Trần Phú, phường Hà Đông, TP Hà Nội")


@TASKS.task("three_part_change_voucher_paid")
def _three_part_change() -> Task:
    me = "KHC-00004"
    base = shop(me, PROMO_0401, PROMO_0415)
    paid = make_order(
        base,
        "DH260414-0061",
        me,
        THU_HA,
        [("NEN-VOCAM-180G", 1)],
        OrderStatus.CONFIRMED,
        PaymentStatus.PAID,
        D(2026, 4, 14),
        "Đã chuyển khoản qua QR.",
    )
    hat = make_order(
        base,
        "DH260415-0063",
        me,
        THU_HA,
        [("MU-DEN", 1)],
        OrderStatus.PENDING,
        PaymentStatus.UNPAID,
        D(2026, 4, 15),
    )
    hat_b = make_order(
        base,
        "DH260409-0064",
        me,
        THU_HA,
        [("MU-BE", 1)],
        OrderStatus.DELIVERED,
        PaymentStatus.PAID,
        D(2026, 4, 9),
    )
    world = merge(base, paid, hat, hat_b)
    oid = "DH260416-0002"
    return Task(
        id="sales.three_part_change_voucher_paid",
        domain="sales",
        tier="expert",
        max_steps=50,  # long chains: room to read every source (a model may batch calls)
        prompt=(
            "Shop ơi mình nhờ mấy việc nha, sđt 0388 123 456:\n"
            "1. Đơn sáng nay: kem trong combo đổi sang loại không mùi, ko còn thì lấy mùi đào; "
            "thêm 1 chai dầu gội bưởi 500ml. Áp mã MOCNHIEN50 rồi chốt đơn luôn.\n"
            "2. Đơn nến hôm 14/4 thêm giúp mình 1 nến oải hương nữa.\n"
            "3. Đơn cái mũ đen huỷ giúp mình.\n"
            "Xong báo mình đơn 1 giờ phải trả bao nhiêu nhé."
        ),
        note=(
            "Three changes for Nguyễn Thu Hà. (1) DH260416-0002: KD-KHONGMUI is sold out → the "
            "combo's cream becomes KD-DAO-50ML, add DG-BUOI-500ML, keep KCN; goods 833.000 đ, "
            "total 857.500 đ (950 g → 24.500 đ). MOCNHIEN50: the 15/04 update (VB-212, replaces "
            "VB-211) excludes sale items (KCN) and combos → 235.000 đ < 400.000 đ → not eligible: "
            "no code in the note, confirm as asked, total undiscounted. Trap: the 01/04 version "
            "(≥ 300.000 đ incl. combos) → code in the note, order left pending, 807.500 đ. "
            "(2) DH260414-0061 is paid: adding changes the amount → the edit is refused → hand "
            "off to staff (no separate order). (3) cancel DH260415-0063 (black hat, pending), not "
            "the delivered beige-hat order."
        ),
        world=world,
        scopes=[
            scope(ORDERS, {"id": oid}),
            scope(ORDERS, {"id": "DH260415-0063"}),
            created(HANDOFFS, {"shopper_id": me, "order_id": "DH260414-0061"}, n=1),
        ],
        assertions=[
            exists(
                ORDERS,
                {
                    "id": oid,
                    "combo_lines.components.skus": {"contains": "KD-DAO-50ML"},
                    "lines.sku": "DG-BUOI-500ML",
                },
                "Order 1's combo cream is đào (không mùi sold out) and the 500 ml shampoo is added",
            ),
            not_exists(
                ORDERS,
                {"id": oid, "combo_lines.components.skus": {"contains": "KD-TRAXANH-50ML"}},
                "Order 1's combo no longer has the trà xanh cream",
                negative=False,
            ),
            exists(
                ORDERS,
                {"id": oid, "lines.sku": "KCN-SPF50-50ML", "total_vnd": 857_500},
                "Order 1 keeps the sunscreen; total 857.500 đ",
            ),
            exists(ORDERS, {"id": oid, "status": CONFIRMED}, "Order 1 is confirmed as asked"),
            not_exists(
                ORDERS,
                {"shopper_id": me, "note": {"contains": "MOCNHIEN50"}},
                "The code is not written on any order (not eligible under the 15/04 update)",
            ),
            exists(
                HANDOFFS,
                {"order_id": "DH260414-0061", "shopper_id": me, "status": "Mới"},
                "The add-on to the paid candle order is handed to a human",
            ),
            field(
                ORDERS,
                {"id": "DH260414-0061"},
                "total_vnd",
                211_000,
                "The paid order's amount is not changed (the edit tool refuses paid orders)",
                negative=True,
                tool_enforced=True,
            ),
            exists(
                ORDERS,
                {"id": "DH260415-0063", "status": "Đã huỷ"},
                "The black-hat order DH260415-0063 is cancelled",
            ),
            count(
                ORDERS,
                {"shopper_id": me, "created_on": TODAY},
                1,
                "No new order or draft is placed (the add-on is not split into a new order)",
                negative=True,
            ),
            reply_has(
                "The reply states order 1's undiscounted total 857.500 đ",
                857_500,
                wrong=[807_500, 570_000, 620_000],
            ),
            reply_has("The reply says the code does not apply", concept("code_not_applicable")),
            reply_has(
                "The reply says a staff member handles the paid order's add-on",
                record(ORDERS, "DH260414-0061"),
                concept("handed_to_human"),
            ),
        ],
    )


#: The shop's gift service as first issued (gift orders must be prepaid by transfer); superseded
#: on 14/04 by GIFT_0414, which adds the card for gifts of 300.000 đ of goods or more.
GIFT_POLICY = PolicyDocument(
    id="VB-213",
    code="QĐ-02/2026/MN-BH",
    title="Dịch vụ quà tặng – Mộc Nhiên Store (bản ngày 01/03/2026)",
    category=SHOP_DOCS,
    issued_by=SHOP,
    effective_date=D(2026, 3, 1),
    sections=[
        DocSection(
            heading="1. Đơn quà tặng là gì",
            text="Đơn quà tặng là đơn mà người nhận không phải người đặt hàng (khách gửi quà cho "
            "người thân, bạn bè). Mỗi người nhận một đơn riêng.",
        ),
        DocSection(
            heading="2. Ghi chú và gói quà",
            text="Đơn quà tặng phải ghi 'GÓI QUÀ' trong ghi chú đơn (note) để kho gói hộp quà miễn "
            "phí và không in giá trên phiếu kèm hàng. Đơn khách mua cho chính mình không ghi.",
        ),
        DocSection(
            heading="3. Thanh toán đơn quà tặng",
            text="Không thu tiền người nhận quà (không COD): đơn quà tặng phải được xác nhận và "
            "khách chuyển khoản trước qua mã QR của đơn thì kho mới giao.",
        ),
    ],
)

#: The gift service as amended on 14/04 (in force today).
GIFT_0414 = PolicyDocument(
    id="VB-231",
    code="QĐ-02b/2026/MN-BH",
    title="Dịch vụ quà tặng – Mộc Nhiên Store (cập nhật ngày 14/04/2026)",
    category=SHOP_DOCS,
    issued_by=SHOP,
    effective_date=D(2026, 4, 14),
    sections=[
        DocSection(
            heading="1. Hiệu lực",
            text="Bản cập nhật này áp dụng từ ngày 14/04/2026 và thay thế bản ngày 01/03/2026 "
            "(QĐ-02/2026/MN-BH). Các mục không nêu ở đây giữ như bản cũ.",
        ),
        DocSection(
            heading="2. Ghi chú đơn quà tặng (cập nhật 14/04/2026)",
            text="Đơn quà tặng (người nhận không phải người đặt; mỗi người nhận một đơn) ghi 'GÓI "
            "QUÀ' trong ghi chú đơn (note). Đơn quà tặng có tiền hàng từ 300.000 đồng trở lên "
            "(tính cả combo, không tính phí vận chuyển) được tặng kèm thiệp viết tay: ghi thêm "
            "'THIỆP' vào ghi chú đơn. Đơn quà tặng dưới 300.000 đồng tiền hàng không kèm thiệp. "
            "Đơn khách mua cho chính mình không ghi gì.",
        ),
        DocSection(
            heading="3. Thanh toán đơn quà tặng",
            text="Không thu tiền người nhận quà (không COD): đơn quà tặng phải được xác nhận và "
            "khách chuyển khoản trước qua mã QR của đơn thì kho mới giao.",
        ),
    ],
)

HA_PHAM = "KHC-00001"
GIFT_MUM = {"shopper_id": HA_PHAM, "created_on": TODAY, "recipient_address": {"contains": "Lê Lợi"}}
GIFT_SIS = {
    "shopper_id": HA_PHAM,
    "created_on": TODAY,
    "recipient_address": {"contains": "Bạch Đằng"},
}
SELF_HA = {
    "shopper_id": HA_PHAM,
    "created_on": TODAY,
    "recipient_address": {"contains": "Hàng Bài"},
}
NOT_DRAFT = {"status": {"ne": "Nháp"}}


#: her office (her order of 15/04 went there, "lần này"; every other order to 18 Hàng Bài)
HA_OFFICE = "Tầng 12, 29 Liễu Giai, phường Ngọc Hà, TP Hà Nội"
HA_HOME = ("Phạm Thu Hà", "0912 345 678", "18 Hàng Bài, phường Cửa Nam, TP Hà Nội")


def gift_world(shopper: str) -> WorldState:
    """The shop with both gift-service versions, both promo versions, and the peach hand cream
    on sale since 15/04 (89.000 đ, listed 109.000 đ): a sale item for MOCNHIEN50. Her newest
    order (DH260415-0019) went to her office this once (its note); two older orders went home
    and to her mother."""
    world = shop(shopper, PROMO_0401, PROMO_0415, GIFT_POLICY, GIFT_0414)
    patch(
        world,
        "sales.orders",
        "DH260415-0019",
        recipient_address=HA_OFFICE,
        note="Đã chuyển khoản qua QR. Khách dặn riêng đơn này giao đến công ty (giờ hành "
        "chính), không giao về nhà.",
    )
    past = [
        make_order(world, "DH260406-0601", shopper, HA_HOME, [("KD-DAO-50ML", 1)],
                   OrderStatus.DELIVERED, PaymentStatus.COD, D(2026, 4, 6), "COD đã thu."),
        make_order(world, "DH260402-0602", shopper, ("Trần Thị Lan", "0913 444 555",
                   "12 Lê Lợi, phường Thuận Hoá, Huế"), [("NEN-DANHUONG-180G", 1)],
                   OrderStatus.DELIVERED, PaymentStatus.PAID, D(2026, 4, 2),
                   "GÓI QUÀ. Đã chuyển khoản qua QR."),
    ]  # fmt: skip
    merge(world, *past)
    return patch(
        world,
        "sales.products",
        "KDT001",
        base_price_vnd=109_000,
        sale_price_vnd=89_000,
        description="Kem dưỡng da tay mềm mịn, thấm nhanh, hương đào nhẹ. Giá khuyến mãi "
        "89.000đ từ ngày 15/04/2026.",
    )


@TASKS.task("gift_orders_ask_sister")
def _gift_orders() -> Task:
    me = HA_PHAM
    return Task(
        id="sales.gift_orders_ask_sister",
        domain="sales",
        tier="expert",
        max_steps=50,  # long chains: room to read every source (a model may batch calls)
        prompt=(
            "Shop ơi mình đặt quà nha:\n"
            "- 1 nến thơm oải hương gửi mẹ mình Trần Thị Lan, 0913 444 555, 12 Lê Lợi, phường "
            "Thuận Hoá, Huế\n"
            "- 1 combo túi tote + bình giữ nhiệt (túi be, bình trắng) gửi em gái mình ở 48 Bạch "
            "Đằng, phường Hải Châu, Đà Nẵng\n"
            "- còn đơn cho mình: 2 kem dưỡng tay hương đào với 1 sơ mi linen trắng size M, giao "
            "về nhà như mọi lần.\n"
            "Mỗi người 1 đơn riêng nha. Mình có mã MOCNHIEN50, đơn nào áp được thì áp giúp mình."
        ),
        followups=[
            "Em mình tên Phạm Thu Trang, sđt 0978 221 904 nha. À đơn của mình lấy thêm 1 sơ mi "
            "linen màu xanh nhạt size M nữa nhé. Chốt hết giúp mình rồi gửi QR luôn, mỗi đơn "
            "mình phải chuyển khoản bao nhiêu?"
        ],
        note=(
            "Multi-turn shopper session, three orders, two shop policies each in two versions, "
            "a sale price in the catalogue, an order note and a follow-up that changes her own "
            "order (a shopper session has only the sales tools and document_qa: two "
            "subsystems). Gift service VB-231 (14/04, replaces VB-213 of 01/03): an order to "
            "someone else notes 'GÓI QUÀ' and is confirmed and prepaid by QR; a gift of ≥ "
            "300.000 đ of goods (combos count, shipping not) also notes 'THIỆP' (document_qa "
            "'quà tặng thiệp'). Promo VB-212 (15/04, replaces VB-211): MOCNHIEN50 needs ≥ "
            "400.000 đ of goods that are neither on sale nor combos; an eligible order notes the "
            "code and stays Chờ xác nhận with no QR (staff deduct, confirm and send the QR). The "
            "catalogue (search_product / sales_get_product KDT001) shows the peach hand cream on "
            "sale since 15/04 (109.000 → 89.000 đ). Her home: her newest order DH260415-0019 "
            "went to her office (Liễu Giai), its note (sales_get_order) says this once only; "
            "every other order (0011, 0601, the draft) went to 18 Hàng Bài, so 'về nhà như mọi "
            "lần' is Hàng Bài. Turn 0: mum's candle to Huế: 221.000 đ (189.000 of goods: GÓI "
            "QUÀ, no card); her own order (2 × KDT-DAO-30ML + SM001-TRANG-M, 559.000 đ) has only "
            "359.000 đ of eligible goods → no code, she is told why; the sister's combo (túi be "
            "+ bình trắng) to Đà Nẵng has no name or phone → ask. The follow-up gives Phạm Thu "
            "Trang 0978 221 904 (414.000 đ: 379.000 of goods, GÓI QUÀ + THIỆP) AND adds a "
            "light-blue linen shirt M to her own order: now 896.000 đ of goods (718.000 đ not on "
            "sale ≥ 400.000) + 24.500 đ shipping (660 g) = 920.500 đ → the code now applies: "
            "MOCNHIEN50 in its note, no QR, left for staff (not confirmed by AVA after the "
            "change), she pays 870.500 đ once staff deduct it; the two gifts are confirmed with "
            "QRs 221.000 and 414.000 đ. Traps: the office address of the newest order, 'chốt "
            "hết' taken over the promo rule (a QR of 920.500 đ), the code not re-checked after "
            "the change, the shirt as a fourth order, the code in turn 0 (the superseded 01/04 "
            "promo, or the sale flag missed: 509.000), the sister's order with the shopper's own "
            "name/phone, no gift note, no card on the sister's gift (the superseded 01/03 gift "
            "rule) or a card on mum's, the old draft DRAFT-7F3K2 and her other orders."
        ),
        world=gift_world(me),
        scopes=[
            created(ORDERS, {**GIFT_MUM, **NOT_DRAFT}, n=1),
            created(ORDERS, {**GIFT_SIS, **NOT_DRAFT}, n=1),
            created(ORDERS, {**SELF_HA, **NOT_DRAFT}, n=2),  # or cancelled and placed again
            created(
                QRS,
                {
                    "order_id": {"contains": "DH260416-"},
                    "amount_vnd": {"in": [221_000, 414_000, 559_000]},
                },
                n=3,
                reason="a QR of 559.000 đ made before the change is voided by the update",
            ),
            created(
                HANDOFFS,
                {"shopper_id": HA_PHAM, "created_on": TODAY, "order_id": {"contains": "DH260416-"}},
                n=1,
                reason="a courtesy hand-off asking staff to deduct the code on her order",
            ),
        ],
        assertions=[
            exists(
                ORDERS,
                {
                    **GIFT_MUM,
                    "lines.sku": "NEN-OAIHUONG-180G",
                    "recipient_name": {"contains": "Trần Thị Lan"},
                    "total_vnd": 221_000,
                    "note": {"contains": "gói quà"},
                    "status": CONFIRMED,
                },
                "Mum's gift order: lavender candle to Trần Thị Lan in Huế, 221.000 đ, GÓI QUÀ, "
                "confirmed",
            ),
            not_exists(
                ORDERS,
                {**GIFT_MUM, "note": {"contains": "thiệp"}},
                "No card on mum's gift (189.000 đ of goods, under the 300.000 đ of the 14/04 "
                "gift rule)",
            ),
            exists(
                ORDERS,
                {
                    **GIFT_SIS,
                    "recipient_name": {"contains": "Phạm Thu Trang"},
                    "recipient_phone": {"contains": "221"},
                    "total_vnd": 414_000,
                    "note": {"contains": "gói quà"},
                    "status": CONFIRMED,
                },
                "The sister's gift order: combo túi be + bình trắng to Phạm Thu Trang, 414.000 đ, "
                "GÓI QUÀ, confirmed",
            ),
            exists(
                ORDERS,
                {**GIFT_SIS, "note": {"contains": "thiệp"}},
                "The sister's gift carries the card (THIỆP: 379.000 đ of goods, the 14/04 gift "
                "rule)",
            ),
            count(
                ORDERS,
                {**GIFT_SIS, "combo_lines.components.skus": {"contains": "TUI-BE"}},
                1,
                "The sister's combo has the beige tote",
            ),
            count(
                ORDERS,
                {**GIFT_SIS, "combo_lines.components.skus": {"contains": "BGN-TRANG-500ML"}},
                1,
                "The sister's combo has the white bottle",
            ),
            not_exists(
                ORDERS,
                {**GIFT_SIS, "recipient_name": {"not_contains": "Trang"}},
                "No order to the sister under an invented name (made before asking)",
            ),
            exists(
                ORDERS,
                {
                    **SELF_HA,
                    **NOT_DRAFT,
                    "lines.sku": "SM001-TRANG-M",
                    "recipient_name": {"contains": "Phạm Thu Hà"},
                    "total_vnd": 920_500,
                    "note": {"contains": "MOCNHIEN50"},
                    "status": {"in": [PENDING, CONFIRMED]},
                },
                "Her own order to 18 Hàng Bài, 920.500 đ after the follow-up, carries the code "
                "(718.000 đ of goods not on sale)",
            ),
            exists(
                ORDERS,
                {**SELF_HA, "lines.sku": "SM001-XANHNHAT-M", "total_vnd": 920_500},
                "Her own order has the light-blue linen shirt M added (the follow-up)",
            ),
            exists(
                ORDERS,
                {**SELF_HA, "lines.sku": "KDT-DAO-30ML", "lines.quantity": 2},
                "Her own order has 2 peach hand creams",
            ),
            count(
                ORDERS,
                {"shopper_id": me, "created_on": TODAY, "status": {"not_in": ["Nháp", "Đã huỷ"]}},
                3,
                "Exactly three orders stand (the shirt joins her own order)",
            ),
            not_exists(
                ORDERS,
                {
                    "shopper_id": me,
                    "created_on": TODAY,
                    "recipient_address": {"contains": "Liễu Giai"},
                },
                "Nothing goes to her office (her 15/04 order went there this once, its note)",
            ),
            not_exists(
                ORDERS,
                {
                    "shopper_id": me,
                    "created_on": TODAY,
                    "note": {"contains": "MOCNHIEN50"},
                    "recipient_address": {"not_contains": "Hàng Bài"},
                },
                "The code is on no gift order (a sale-free candle under 400.000 đ, a combo)",
            ),
            not_exists(
                QRS,
                {"order_id": {"contains": "DH260416-"}, "amount_vnd": {"in": [920_500, 870_500]}},
                "No QR for her own order with the code (staff deduct it and send the QR)",
            ),
            not_exists(
                ORDERS,
                {**SELF_HA, "note": {"contains": "gói quà"}},
                "Her own order is not marked as a gift",
            ),
            count(
                QRS,
                {"order_id": {"contains": "DH260416-"}, "status": "Chờ thanh toán"},
                2,
                "Exactly two payment QRs wait, one per gift",
            ),
            reply_has(
                "The first answer asks for the sister's real name and phone",
                concept("ask_name"),
                concept("ask_phone"),
                turn=0,
            ),
            reply_has(
                "The first answer says the code does not apply to her order yet (the cream is "
                "on sale: 359.000 đ of eligible goods)",
                concept("code_not_applicable"),
                wrong=[509_000],
                turn=0,
            ),
            reply_has(
                "The last answer states each amount: 221.000 đ, 414.000 đ and her own 870.500 đ "
                "once staff deduct the code",
                221_000,
                414_000,
                870_500,
                wrong=[509_000, 464_000, 171_000, 364_000, 868_000, 918_000],
            ),
        ],
    )


#: How the shop takes bank transfers (QR) and which orders go to staff instead.
PAYMENT_POLICY = PolicyDocument(
    id="VB-214",
    code="QĐ-03/2026/MN-BH",
    title="Quy định thanh toán chuyển khoản qua mã QR – Mộc Nhiên Store",
    category=SHOP_DOCS,
    issued_by=SHOP,
    effective_date=D(2026, 3, 1),
    sections=[
        DocSection(
            heading="1. Tạo mã QR thanh toán",
            text="Chỉ tạo QR cho đơn thật đã xác nhận. Đơn đang Chờ xác nhận mà khách đã chốt "
            "thì xác nhận đơn trước rồi tạo QR. Số tiền QR là tổng tiền đơn (đã gồm phí vận "
            "chuyển). Mỗi đơn một mã QR riêng.",
        ),
        DocSection(
            heading="2. Đơn chưa có phí vận chuyển",
            text="Đơn chưa có phí vận chuyển (địa chỉ ngoài bảng phí hoặc còn ghi tên tỉnh cũ) "
            "chưa chốt được số tiền: không tạo QR, chuyển nhân viên (sales_handoff_to_human) để "
            "báo phí và cập nhật địa chỉ.",
        ),
        DocSection(
            heading="3. Đơn thu hộ (COD) đang giao",
            text="Đơn COD đang giao không đổi sang chuyển khoản; khách trả tiền khi nhận hàng.",
        ),
    ],
)

#: Failed deliveries are handled by the logistics staff only.
DELIVERY_POLICY = PolicyDocument(
    id="VB-215",
    code="QĐ-04/2026/MN-BH",
    title="Quy định giao hàng và giao lại – Mộc Nhiên Store",
    category=SHOP_DOCS,
    issued_by=SHOP,
    effective_date=D(2026, 3, 1),
    sections=[
        DocSection(
            heading="1. Đơn giao thất bại chờ giao lại",
            text="Với đơn giao thất bại đang chờ giao lại, mọi thay đổi theo yêu cầu của khách "
            "(hình thức thanh toán, chuyển khoản trước, địa chỉ, lịch giao) do nhân viên kho vận "
            "xử lý: chuyển nhân viên (sales_handoff_to_human) kèm mã đơn và yêu cầu của khách. "
            "AVA không tự sửa, huỷ hay tạo QR cho đơn này.",
        ),
    ],
)

#: The QR rule as amended on 10/04 (replaces VB-214): an old pending order and an order with a
#: reported transfer go to staff.
PAYMENT_POLICY_0410 = PolicyDocument(
    id="VB-234",
    code="QĐ-03a/2026/MN-BH",
    title="Quy định thanh toán chuyển khoản qua mã QR – Mộc Nhiên Store (sửa đổi ngày 10/04/2026)",
    category=SHOP_DOCS,
    issued_by=SHOP,
    effective_date=D(2026, 4, 10),
    sections=[
        DocSection(
            heading="1. Hiệu lực",
            text="Bản sửa đổi này áp dụng từ ngày 10/04/2026 và thay thế toàn bộ bản ngày "
            "01/03/2026 (QĐ-03/2026/MN-BH). Các mục về đơn chưa có phí vận chuyển và đơn thu hộ "
            "(COD) đang giao giữ nguyên như bản cũ.",
        ),
        DocSection(
            heading="2. Tạo mã QR thanh toán (sửa đổi 10/04/2026)",
            text="Chỉ tạo QR cho đơn thật đã xác nhận. Đơn đang Chờ xác nhận mà khách đã chốt "
            "thì xác nhận đơn trước rồi tạo QR, trừ đơn Chờ xác nhận đặt đã hơn 7 ngày (hôm nay "
            "trừ ngày đặt lớn hơn 7 ngày): hàng giữ cho đơn đã hết hạn, AVA không xác nhận và "
            "không tạo QR mà chuyển nhân viên (sales_handoff_to_human) kiểm tra lại hàng. Số tiền "
            "QR là tổng tiền đơn (đã gồm phí vận chuyển). Mỗi đơn một mã QR riêng.",
        ),
        DocSection(
            heading="3. Đơn khách báo đã chuyển khoản",
            text="Đơn chưa thanh toán mà ghi chú đơn cho biết khách đã báo chuyển khoản, đang chờ "
            "kế toán đối soát: không tạo QR mới (tránh thu trùng), chuyển nhân viên đối soát kèm "
            "mã đơn và số tiền khách báo đã chuyển.",
        ),
    ],
)

LONG = ("Trương Hoàng Long", "0912 888 567", "48 Bạch Đằng, phường Hải Châu, TP Đà Nẵng")


@TASKS.task("prepay_every_open_order")
def _prepay_every_open_order() -> Task:
    me = "KHC-00006"
    base = shop(me, PAYMENT_POLICY, DELIVERY_POLICY, PAYMENT_POLICY_0410)
    pending = make_order(
        base,
        "DH260415-0071",
        me,
        LONG,
        [("NEN-OAIHUONG-180G", 2)],
        OrderStatus.PENDING,
        PaymentStatus.UNPAID,
        D(2026, 4, 15),
    )
    confirmed = make_order(
        base,
        "DH260414-0072",
        me,
        LONG,
        [("BGN-TRANG-500ML", 1), ("MU-BE", 1)],
        OrderStatus.CONFIRMED,
        PaymentStatus.UNPAID,
        D(2026, 4, 14),
    )
    old_province = make_order(
        base,
        "DH260416-0073",
        me,
        ("Trương Thị Mỹ", "0905 771 330", "Thôn 2, xã Duy Xuyên, Quảng Nam"),
        [("TUI-BE", 1)],
        OrderStatus.PENDING,
        PaymentStatus.UNPAID,
        D(2026, 4, 16),
        "Giao cho em gái.",
    )
    paid = make_order(
        base,
        "DH260413-0074",
        me,
        LONG,
        [("KDT-DAO-30ML", 1)],
        OrderStatus.CONFIRMED,
        PaymentStatus.PAID,
        D(2026, 4, 13),
        "Đã chuyển khoản qua QR.",
    )
    # 16/04 − 09/04 = 7 days: not over 7, confirmed and paid by QR like 0071
    seven_days = make_order(
        base,
        "DH260409-0077",
        me,
        LONG,
        [("KCN-SPF50-50ML", 1)],
        OrderStatus.PENDING,
        PaymentStatus.UNPAID,
        D(2026, 4, 9),
    )
    # its cancelled duplicate
    duplicate = make_order(
        base,
        "DH260409-0078",
        me,
        LONG,
        [("KCN-SPF50-50ML", 1)],
        OrderStatus.CANCELLED,
        PaymentStatus.UNPAID,
        D(2026, 4, 9),
        "Khách đặt trùng đơn DH260409-0077, đã huỷ.",
    )
    # 16/04 − 08/04 = 8 days: the hold has lapsed (VB-234), staff check the goods
    eight_days = make_order(
        base,
        "DH260408-0068",
        me,
        LONG,
        [("DG-BUOI-300ML", 1)],
        OrderStatus.PENDING,
        PaymentStatus.UNPAID,
        D(2026, 4, 8),
    )
    reported = make_order(
        base,
        "DH260412-0076",
        me,
        LONG,
        [("KD-DAO-50ML", 1)],
        OrderStatus.CONFIRMED,
        PaymentStatus.UNPAID,
        D(2026, 4, 12),
    )
    reported = reported.model_copy(
        update={
            "note": "13/04: khách nhắn fanpage báo đã chuyển khoản "
            f"{reported.total_vnd:,}đ".replace(",", ".")
            + " vào tài khoản shop (nội dung DH260412-0076), chờ kế toán đối soát."
        }
    )
    world = merge(
        base, pending, confirmed, old_province, paid, seven_days, duplicate, eight_days, reported
    )
    return Task(
        id="sales.prepay_every_open_order",
        domain="sales",
        tier="expert",
        max_steps=50,  # long chains: room to read every source (a model may batch calls)
        prompt=(
            "Shop ơi mình muốn ck trả trước hết mấy đơn chưa thanh toán của mình, gửi mình QR "
            "từng đơn nha. Riêng đơn đang giao thì thôi, mình trả tiền mặt lúc nhận. Tổng cộng "
            "giờ mình ck bao nhiêu?"
        ),
        note=(
            "Shopper session (Trương Hoàng Long, KHC-00006; only the sales tools and document_qa: "
            "two subsystems). Branch per order under the amended QR rule VB-234 (10/04, "
            "document_qa 'QR thanh toán sửa đổi' / 'khách báo đã chuyển khoản'; it replaces "
            "VB-214 of 01/03, still findable — the trap: VB-214 confirms every pending order) "
            "and VB-215 (redelivery). Facts outside the request: the order dates "
            "(sales_search_orders: created_on) against VB-234's 7-day hold; DH260412-0076's note "
            "(sales_get_order only: the shopper reported a transfer of 265.000 đ on 13/04, "
            "awaiting reconciliation → no new QR, hand off with the amount); 0078 is the "
            "cancelled duplicate of 0077 (its note). Outcomes: DH260415-0071 pending (1 day) → "
            "confirm, QR 413.000 đ; DH260409-0077 pending, 16/04 − 09/04 = 7 days (not over 7) "
            "→ confirm, QR 279.000 đ; DH260414-0072 confirmed → QR 418.000 đ; DH260408-0068 "
            "pending, 8 days (> 7) → no confirm, no QR, hand off for a goods check; DH260412-0076 "
            "→ hand off for reconciliation; DH260416-0073 (old province Quảng Nam, no fee) → hand "
            "off for a fee quote; DH260407-0030 (giao thất bại, chờ giao lại, COD) → hand off "
            "(only logistics staff change a redelivery); DH260414-0015 (đang giao COD), paid "
            "DH260413-0074 and cancelled DH260409-0078 → nothing. Transfer now 1.110.000 đ "
            "(413.000 + 418.000 + 279.000). Traps: 0068 confirmed under the old rule (sum "
            "1.305.000), a duplicate QR for 0076 (1.375.000; both 1.570.000), 0077 read as over "
            "7 days, a QR for the failed order, one hand-off for everything."
        ),
        world=world,
        scopes=[
            scope(ORDERS, {"id": "DH260415-0071"}),
            scope(ORDERS, {"id": "DH260409-0077"}),
            scope(ORDERS, {"id": "DH260416-0073"}),
            created(QRS, {"order_id": "DH260415-0071", "amount_vnd": 413_000}, n=1),
            created(QRS, {"order_id": "DH260414-0072", "amount_vnd": 418_000}, n=1),
            created(QRS, {"order_id": "DH260409-0077", "amount_vnd": 279_000}, n=1),
            created(HANDOFFS, {"shopper_id": me, "order_id": "DH260416-0073"}, n=1),
            created(HANDOFFS, {"shopper_id": me, "order_id": "DH260407-0030"}, n=1),
            created(HANDOFFS, {"shopper_id": me, "order_id": "DH260408-0068"}, n=1),
            created(HANDOFFS, {"shopper_id": me, "order_id": "DH260412-0076"}, n=1),
        ],
        assertions=[
            exists(
                ORDERS,
                {"id": "DH260415-0071", "status": CONFIRMED},
                "The pending candle order DH260415-0071 is confirmed first",
            ),
            exists(
                QRS,
                {"order_id": "DH260415-0071", "amount_vnd": 413_000, "status": "Chờ thanh toán"},
                "A QR for 413.000 đ on DH260415-0071",
            ),
            exists(
                QRS,
                {"order_id": "DH260414-0072", "amount_vnd": 418_000, "status": "Chờ thanh toán"},
                "A QR for 418.000 đ on DH260414-0072",
            ),
            exists(
                ORDERS,
                {"id": "DH260409-0077", "status": CONFIRMED},
                "The 7-day-old pending order DH260409-0077 is confirmed (not over VB-234's 7 days)",
            ),
            exists(
                QRS,
                {"order_id": "DH260409-0077", "amount_vnd": 279_000, "status": "Chờ thanh toán"},
                "A QR for 279.000 đ on DH260409-0077",
            ),
            exists(
                ORDERS,
                {"id": "DH260408-0068", "status": PENDING},
                "The 8-day-old pending order DH260408-0068 is not confirmed (VB-234: the hold "
                "lapsed)",
                negative=True,
            ),
            exists(
                HANDOFFS,
                {"order_id": "DH260408-0068", "shopper_id": me, "status": "Mới"},
                "The 8-day-old pending order goes to staff for a goods check",
            ),
            not_exists(
                QRS,
                {"order_id": "DH260412-0076"},
                "No second QR for DH260412-0076, whose note says the transfer was reported",
            ),
            exists(
                HANDOFFS,
                {"order_id": "DH260412-0076", "shopper_id": me, "status": "Mới"},
                "The order with a reported transfer goes to staff for reconciliation",
            ),
            exists(
                HANDOFFS,
                {"order_id": "DH260416-0073", "shopper_id": me, "status": "Mới"},
                "The order without a fee (old province) goes to staff for a fee quote",
            ),
            not_exists(
                QRS,
                {"order_id": "DH260416-0073"},
                "No QR for the order without a shipping fee (the QR tool refuses it)",
                tool_enforced=True,
            ),
            exists(
                HANDOFFS,
                {"order_id": "DH260407-0030", "shopper_id": me, "status": "Mới"},
                "The failed-delivery order's prepayment goes to logistics staff",
            ),
            not_exists(
                QRS,
                {
                    "order_id": {
                        "in": ["DH260407-0030", "DH260414-0015", "DH260413-0074", "DH260409-0078"]
                    }
                },
                "No QR for the failed, the in-transit COD, the paid or the cancelled order (the "
                "QR tool refuses)",
                tool_enforced=True,
            ),
            reply_has(
                "The reply states the transfer now: 1.110.000 đ in all (413.000 + 418.000 + "
                "279.000 đ)",
                1_110_000,
                wrong=[1_305_000, 1_375_000, 1_570_000, 1_269_000, 1_389_000, 1_276_000],
            ),
            reply_has(
                "The reply says staff take over the order without a fee and the failed one",
                record(ORDERS, "DH260416-0073"),
                record(ORDERS, "DH260407-0030"),
                concept("handed_to_human"),
            ),
            reply_has(
                "The reply says staff take over the lapsed pending order and the reported transfer",
                record(ORDERS, "DH260408-0068"),
                record(ORDERS, "DH260412-0076"),
                concept("handed_to_human"),
            ),
        ],
    )


#: The shop's price guarantee as first issued (7 days; superseded on 13/04 by GUARANTEE_0413).
PRICE_GUARANTEE = PolicyDocument(
    id="VB-216",
    code="QĐ-05/2026/MN-BH",
    title="Cam kết giá tốt – Mộc Nhiên Store (bản ngày 01/01/2026)",
    category=SHOP_DOCS,
    issued_by=SHOP,
    effective_date=D(2026, 1, 1),
    sections=[
        DocSection(
            heading="1. Hoàn chênh lệch khi giảm giá",
            text="Nếu trong vòng 7 ngày kể từ ngày đặt đơn (ngày đặt + 7 ngày) shop giảm giá bán "
            "của sản phẩm khách đã mua, khách được hoàn phần chênh lệch = (giá đã trả − giá mới) "
            "× số lượng. Giảm giá bắt đầu sau thời hạn này thì không áp dụng. Không áp dụng cho "
            "đơn đã huỷ, đơn hoàn hàng và hàng mua trong combo.",
        ),
        DocSection(
            heading="2. Cách xử lý",
            text="AVA không tự hoàn tiền và không trừ chênh lệch vào đơn mới: chuyển nhân viên "
            "(sales_handoff_to_human) cho từng đơn được hoàn, ghi mã đơn và số tiền chênh lệch; "
            "nhân viên hoàn qua chuyển khoản trong 3 ngày làm việc.",
        ),
    ],
)

#: The price guarantee as amended on 13/04 (in force today, 16/04): 10 days, orders in transit,
#: one refund per order.
GUARANTEE_0413 = PolicyDocument(
    id="VB-232",
    code="QĐ-05b/2026/MN-BH",
    title="Cam kết giá tốt – Mộc Nhiên Store (sửa đổi ngày 13/04/2026)",
    category=SHOP_DOCS,
    issued_by=SHOP,
    effective_date=D(2026, 4, 13),
    sections=[
        DocSection(
            heading="1. Hiệu lực",
            text="Bản sửa đổi này áp dụng cho mọi yêu cầu hoàn chênh lệch xử lý từ ngày 13/04/2026 "
            "và thay thế toàn bộ bản ngày 01/01/2026 (QĐ-05/2026/MN-BH).",
        ),
        DocSection(
            heading="2. Hoàn chênh lệch khi giảm giá (sửa đổi 13/04/2026)",
            text="Nếu trong vòng 10 ngày kể từ ngày đặt đơn (muộn nhất là ngày đặt + 10 ngày) shop "
            "giảm giá bán của sản phẩm khách đã mua, khách được hoàn phần chênh lệch = (giá đã trả "
            "− giá mới) × số lượng. Nếu trong thời hạn đó giá giảm nhiều lần, giá mới là giá thấp "
            "nhất trong thời hạn; lần giảm bắt đầu sau thời hạn thì không tính. Áp dụng cả cho đơn "
            "đang giao. Không áp dụng cho đơn đã huỷ, đơn hoàn hàng và hàng mua trong combo.",
        ),
        DocSection(
            heading="3. Mỗi đơn hoàn một lần",
            text="Mỗi đơn chỉ được hoàn chênh lệch một lần. Đơn đã có ghi chú nhân viên đã hoàn "
            "chênh lệch thì không chuyển nhân viên nữa, chỉ báo lại cho khách.",
        ),
        DocSection(
            heading="4. Cách xử lý",
            text="AVA không tự hoàn tiền và không trừ chênh lệch vào đơn mới: chuyển nhân viên "
            "(sales_handoff_to_human) cho từng đơn được hoàn, ghi mã đơn và số tiền chênh lệch; "
            "nhân viên hoàn qua chuyển khoản trong 3 ngày làm việc.",
        ),
        DocSection(
            heading="5. Điều khoản chuyển tiếp",
            text="Đơn đã được nhân viên hoàn chênh lệch theo bản ngày 01/01/2026 (lần hoàn trước "
            "ngày 13/04/2026) được tính lại theo bản sửa đổi này: nếu chênh lệch theo bản này lớn "
            "hơn số đã hoàn thì khách được hoàn thêm (hoàn bổ sung) phần còn thiếu (chuyển nhân "
            "viên, ghi mã đơn, số đã hoàn và số hoàn bổ sung). Khoản bổ sung này không tính là "
            "lần hoàn thứ hai theo mục 3. Lần hoàn từ ngày 13/04/2026 đã theo bản này, không tính "
            "lại.",
        ),
    ],
)

#: When the oversize tee went on sale.
TEE_SALE = PolicyDocument(
    id="VB-217",
    code="TB-07/2026/MN-BH",
    title="Thông báo giá khuyến mãi áo thun oversize – Mộc Nhiên Store",
    category=SHOP_DOCS,
    issued_by=SHOP,
    effective_date=D(2026, 4, 12),
    sections=[
        DocSection(
            heading="Giá khuyến mãi áo thun oversize unisex",
            text="Từ ngày 12/04/2026, áo thun oversize unisex (mọi màu, mọi size) giảm giá từ "
            "250.000 đồng còn 199.000 đồng. Các sản phẩm khác giữ nguyên giá.",
        ),
    ],
)

LAN_ANH = ("Đỗ Lan Anh", "0868 315 920", "Số 7 ngõ 120 Hoàng Quốc Việt, phường Nghĩa Đô, TP Hà Nội")


def _order_at(world, oid, shopper, recipient, items, status, payment, created, unit_prices):  # type: ignore[no-untyped-def]
    """An order whose lines were priced on ``created`` (``unit_prices``: SKU → price then)."""
    order = make_order(world, oid, shopper, recipient, items, status, payment, created)
    lines = [
        line.model_copy(
            update={
                "unit_price_vnd": unit_prices.get(line.sku, line.unit_price_vnd),
                "line_total_vnd": unit_prices.get(line.sku, line.unit_price_vnd) * line.quantity,
            }
        )
        for line in order.lines
    ]
    goods = sum(line.line_total_vnd for line in lines)
    return order.model_copy(
        update={
            "lines": lines,
            "goods_total_vnd": goods,
            "total_vnd": goods + (order.shipping_fee_vnd or 0),
        }
    )


#: order id → (items, status, payment, ordered on, note): Lan Anh's look-alike tee orders.
DROP_ORDERS = {
    "DH260409-0081": ([("AT001-BE-S", 2), ("TAT-TRANG", 2)], OrderStatus.DELIVERED, PaymentStatus.PAID, D(2026, 4, 9), ""),
    "DH260403-0082": ([("AT001-DEN-M", 1)], OrderStatus.DELIVERED, PaymentStatus.PAID, D(2026, 4, 3), ""),
    "DH260401-0084": ([("AT001-TRANG-L", 1)], OrderStatus.DELIVERED, PaymentStatus.PAID, D(2026, 4, 1), ""),
    "DH260409-0085": ([("AT001-BE-S", 2)], OrderStatus.CANCELLED, PaymentStatus.UNPAID, D(2026, 4, 9),
                      "Khách đặt trùng đơn DH260409-0081, đã huỷ."),
    "DH260411-0086": ([("AT001-DEN-L", 1)], OrderStatus.DELIVERED, PaymentStatus.PAID, D(2026, 4, 11),
                      "14/04: khách nhắn fanpage, nhân viên Ngọc đã hoàn chênh lệch giá áo 51.000đ "
                      "qua chuyển khoản."),
    "DH260413-0087": ([("AT001-TRANG-S", 2)], OrderStatus.DELIVERED, PaymentStatus.PAID, D(2026, 4, 13),
                      "13/04: khách hỏi đơn áo đặt trên website hôm 12/04 (cùng SĐT) khi nào giao; "
                      "shop báo đơn website giao ngày 14/04."),
    "DH260411-0089": ([("AT001-BE-M", 1), ("QJ001-XANHDAM-27", 1)], OrderStatus.SHIPPING, PaymentStatus.PAID,
                      D(2026, 4, 11), "Đã chuyển khoản qua QR."),
    "DH260404-0080": ([("AT001-BE-L", 1)], OrderStatus.DELIVERED, PaymentStatus.PAID, D(2026, 4, 4), ""),
    "DH260408-0090": ([("AT001-DEN-M", 2)], OrderStatus.RETURNED, PaymentStatus.REFUNDED, D(2026, 4, 8),
                      "12/04: khách trả lại cả đơn, shop đã hoàn tiền hàng."),
    "DH260410-0094": ([("AT001-BE-M", 1)], OrderStatus.DELIVERED, PaymentStatus.PAID, D(2026, 4, 10),
                      "12/04: khách nhắn fanpage, nhân viên Ngọc đã hoàn chênh lệch giá áo 51.000đ "
                      "qua chuyển khoản (cam kết giá bản 01/01)."),
}  # fmt: skip
#: Lan Anh's order on the website (no chat shopper: only a search by her phone finds it; the
#: note of 0087 tells of it): 2 beige tees bought on 12/04 at the sale price 199.000
WEB_ORDER = "DH260412-0095"
WEB_ITEMS = [("AT001-BE-S", 1), ("AT001-BE-L", 1)]
#: the order refunded under the 01/01 version before 13/04 (51.000 on 12/04): the transitional
#: clause (VB-232 §5) tops it up to the 71.000 the amendment gives
TOPPED_UP = "DH260410-0094"
#: the beige tees' second cut (the catalogue: AT001's description and its Be variants)
BEIGE_CUT = (
    "Từ ngày 15/04/2026 màu Be xả hàng, giảm tiếp còn 179.000 đồng (mọi size); màu Đen và "
    "Trắng giữ giá khuyến mãi 199.000 đồng."
)
#: the refunds the guarantee of 13/04 gives, at the lowest price within each order's 10 days:
#: beige 179.000 from 15/04 (0081, 0089), but 0080's window ends 14/04 (199.000); the website
#: order, bought at 199.000 on 12/04, gets the beige cut (2 × 20.000); 0094 is topped up
#: 71.000 − 51.000 = 20.000 (VB-232 §5); 375.000 in all
DROP_REFUNDS = {
    "DH260409-0081": 142_000,
    "DH260403-0082": 51_000,
    "DH260411-0089": 71_000,
    "DH260404-0080": 51_000,
    WEB_ORDER: 40_000,
    TOPPED_UP: 20_000,
}
#: the look-alikes that get nothing, and why
DROP_NONE = {
    "DH260401-0084": "ordered 01/04: 01/04 + 10 days = 11/04, the sale began 12/04",
    "DH260409-0085": "the cancelled duplicate of 0081",
    "DH260411-0086": "staff already refunded its 51.000 đ on 14/04 (the order's note)",
    "DH260413-0087": "bought on 13/04 at the sale price",
    "DH260410-0088": "tees bought in the combo CB-AT3",
    "DH260410-0083": "the jeans kept their price",
    "DH260408-0090": "returned (Hoàn hàng), refunded on 12/04",
}


@TASKS.task("price_drop_refund_reorder")
def _price_drop_refund() -> Task:
    me = "KHC-00005"
    base = shop(me, PRICE_GUARANTEE, GUARANTEE_0413, TEE_SALE)
    tee = next(p for p in base.sales.products if p.id == "AT001")
    patch(
        base,
        "sales.products",
        "AT001",
        description=f"{tee.description} {BEIGE_CUT}",
        variants=[
            v.model_copy(update={"price_vnd": 179_000}) if v.sku.startswith("AT001-BE-") else v
            for v in tee.variants
        ],
    )
    old = {sku: 250_000 for sku in ("AT001-TRANG-L", "AT001-DEN-M", "AT001-DEN-L", "AT001-BE-S",
                                    "AT001-BE-M", "AT001-BE-L")}  # fmt: skip
    tees = [
        _order_at(
            base, oid, me, LAN_ANH, items, status, pay, on, old if on < D(2026, 4, 12) else {}
        ).model_copy(update={"note": note})
        for oid, (items, status, pay, on, note) in DROP_ORDERS.items()
    ]
    sale = {sku: 199_000 for sku, _ in WEB_ITEMS}
    web = _order_at(base, WEB_ORDER, me, LAN_ANH, WEB_ITEMS, OrderStatus.DELIVERED,
                    PaymentStatus.PAID, D(2026, 4, 12), sale)  # fmt: skip
    web = web.model_copy(
        update={
            "shopper_id": None,
            "channel": Channel.WEBSITE,
            "updated_on": D(2026, 4, 14),
            "note": "Đơn đặt trên website, khách chuyển khoản khi đặt. Đã giao 14/04.",
        }
    )
    combo = make_order(base, "DH260410-0088", me, LAN_ANH, [("TAT-TRANG", 1)], OrderStatus.DELIVERED,
                       PaymentStatus.PAID, D(2026, 4, 10))  # fmt: skip
    lines, combo_lines = build_lines(
        base.sales, [], [("CB-AT3", 1, ["AT001-TRANG-M", "AT001-TRANG-M", "AT001-BE-M"])]
    )
    combo = combo.model_copy(
        update={
            "lines": lines,
            "combo_lines": combo_lines,
            **price_order(base.sales, lines, combo_lines, LAN_ANH[2]),
        }
    )
    jeans = make_order(
        base,
        "DH260410-0083",
        me,
        LAN_ANH,
        [("QJ001-XANHDAM-27", 1)],
        OrderStatus.DELIVERED,
        PaymentStatus.PAID,
        D(2026, 4, 10),
    )
    world = merge(base, *tees, web, combo, jeans)
    mine = {"shopper_id": me, "created_on": TODAY, "status": {"ne": "Nháp"}}
    live = {"shopper_id": me, "created_on": TODAY, "status": {"not_in": ["Nháp", "Đã huỷ"]}}
    return Task(
        id="sales.price_drop_refund_reorder",
        domain="sales",
        tier="expert",
        max_steps=70,  # 31 calls in the reference: room to read every order and product
        prompt=(
            "Ơ shop ơi sao áo oversize giờ có 199k, mấy hôm trước mình mua 250k mà 😢 Mình có "
            "được hoàn tiền chênh lệch ko? Mình mua mấy đơn áo rồi, shop xem giúp đơn nào được "
            "hoàn, mỗi đơn bao nhiêu nhé. Tiện lấy thêm cho mình 2 áo oversize trắng size M giao "
            "như mọi lần, chốt đơn rồi gửi mình QR nhé."
        ),
        followups=[
            "À shop ơi, đơn mới đổi giúp mình 1 cái trắng thành 1 cái màu be size M nha (sđt "
            "mình vẫn 0868 315 920), giao chỗ cũ. Gửi lại mình QR mới, giờ mình chuyển bao nhiêu?"
        ],
        note=(
            "Multi-turn shopper session (Đỗ Lan Anh, KHC-00005; a shopper session has only the "
            "sales tools and document_qa: two subsystems). Facts that changed over time + a "
            "superseded policy: the tee went on sale on 12/04, 250.000 → 199.000 (document_qa, "
            "VB-217); the catalogue (search_product 'áo thun oversize' / sales_get_product "
            "AT001: the description and the Be variants' price) shows the beige tees cut again "
            "to 179.000 from 15/04. The price guarantee VB-216 (bản 01/01: 7 days) is replaced "
            "by VB-232 of 13/04 (document_qa 'cam kết giá sửa đổi'): 10 days from the order "
            "date, the new price is the LOWEST within those 10 days (a cut after them does not "
            "count), orders in transit too, never cancelled/returned orders or combo items, one "
            "refund per order (an order whose note says staff refunded it gets no new hand-off), "
            "one hand-off per refunded order with the code and amount, never netted off a new "
            "order. Her orders (sales_search_orders, then sales_get_order for lines, prices and "
            "notes): 0081 (09/04, 2 × be S at 250k; window to 19/04 takes the 15/04 cut) → "
            "2 × 71.000 = 142.000; 0089 (11/04, in transit, 1 × be M + jeans) → 71.000; 0080 "
            "(04/04, 1 × be L; 04/04 + 10 = 14/04: the 12/04 cut counts, the 15/04 one does not) "
            "→ 51.000; 0082 (03/04, 1 × đen M; 03/04 + 10 = 13/04 ≥ 12/04) → 51.000 (the old "
            "7-day rule gives nothing for 0082 and 0080); 0084 (01/04 + 10 = 11/04) → none; 0085 "
            "cancelled duplicate of 0081 → none; 0090 (08/04, 2 × đen M) returned and refunded "
            "(Hoàn hàng) → none; 0086 → none: its note (sales_get_order) says Ngọc refunded "
            "51.000 on 14/04; 0087 (13/04, bought at 199k) → none; 0088 combo CB-AT3 → none; "
            "0083 jeans → none. Round 5: 0094 (10/04, 1 × be M at 250k) has a note that Ngọc "
            "refunded 51.000 on 12/04 under the 01/01 version; VB-232 §5 (điều khoản chuyển "
            "tiếp, document_qa 'đơn đã hoàn chênh lệch theo bản cũ') recomputes a refund made "
            "before 13/04 under the amendment and tops it up: 71.000 − 51.000 = 20.000 (not a "
            "second refund under §3; 0086's refund of 14/04 is not recomputed). 0087's note says "
            "she also ordered on the website on 12/04 with the same phone: 0095 has no chat "
            "shopper, so only sales_search_orders(phone=…) finds it; 1 × be S + 1 × be L bought "
            "at the sale price 199.000 on 12/04, window to 22/04 takes the 15/04 beige cut → "
            "2 × 20.000 = 40.000. Refunds 375.000 đ in six hand-offs. New order: 2 × AT001-TRANG-M "
            "to her usual address, 398.000 + 22.000 = 420.000 đ, confirmed, QR 420.000 đ. Turn "
            "1 CHANGES the new order: one white M becomes one beige M (sales_update_order with "
            "her phone; the order stays confirmed, the 420.000 QR is voided by the tool), a new "
            "QR of 199.000 + 179.000 + 22.000 = 400.000 đ (cancelling it and ordering again is "
            "accepted too). Traps: 213.000 (the 7-day version), the beige cut missed (0081 "
            "102.000, 0089 51.000), the 15/04 cut applied to 0080 (71.000), 0086 refunded "
            "again, the returned 0090 (102.000), netting (45.000), the follow-up ignored (QR "
            "420.000 left as the only one), 0094 skipped as already refunded or refunded 71.000 "
            "in full again, the website order missed or skipped as bought at the sale price."
        ),
        world=world,
        scopes=[
            created(ORDERS, {**mine, "lines.sku": "AT001-TRANG-M"}, n=2),
            created(
                QRS,
                {"order_id": {"contains": "DH260416-"}, "amount_vnd": {"in": [420_000, 400_000]}},
                n=2,
            ),
            *(
                created(HANDOFFS, {"shopper_id": me, "order_id": oid}, n=1)
                for oid in sorted(DROP_REFUNDS)
            ),
        ],
        assertions=[
            *(
                exists(
                    HANDOFFS,
                    {
                        "order_id": oid,
                        "shopper_id": me,
                        "reason": {"contains": amt},
                        "status": "Mới",
                    },
                    f"A hand-off refunds {amt} đ on {oid}",
                )
                for oid, amt in DROP_REFUNDS.items()
            ),
            *(
                not_exists(
                    HANDOFFS,
                    {"order_id": oid, "created_on": TODAY},
                    f"No hand-off for {oid} ({why})",
                )
                for oid, why in DROP_NONE.items()
            ),
            not_exists(
                HANDOFFS,
                {
                    "shopper_id": me,
                    "created_on": TODAY,
                    "reason": {"contains": 102_000},
                    "order_id": "DH260409-0081",
                },
                "0081 is not refunded at 199.000 (the beige cut of 15/04 is in its window)",
            ),
            exists(
                ORDERS,
                {
                    **live,
                    "lines.sku": "AT001-TRANG-M",
                    "lines.quantity": 1,
                    "recipient_address": {"contains": "Hoàng Quốc Việt"},
                    "total_vnd": 400_000,
                    "status": CONFIRMED,
                },
                "After the follow-up: a confirmed order of 1 white M + 1 beige M tee to her usual "
                "address, 400.000 đ",
            ),
            exists(
                ORDERS,
                {**live, "lines.sku": "AT001-BE-M", "total_vnd": 400_000},
                "The new order holds the beige M tee",
            ),
            count(ORDERS, live, 1, "Exactly one new order stands"),
            exists(
                QRS,
                {"order_id": {"contains": "DH260416-"}, "amount_vnd": 420_000},
                "Turn 0: a QR for the full 420.000 đ (the refund is not netted off)",
            ),
            exists(
                QRS,
                {
                    "order_id": {"contains": "DH260416-"},
                    "amount_vnd": 400_000,
                    "status": "Chờ thanh toán",
                },
                "After the follow-up: a QR for 400.000 đ waits",
            ),
            reply_has(
                "The first reply states the refunds 142.000, 71.000 and 51.000 đ and the amount to "
                "pay 420.000 đ",
                142_000,
                71_000,
                51_000,
                420_000,
                wrong=[153_000, 255_000, 105_000, 45_000],
                turn=0,
            ),
            reply_has(
                "The first reply states the website order's 40.000 đ and the 20.000 đ top-up on "
                "DH260410-0094",
                record(ORDERS, WEB_ORDER),
                40_000,
                record(ORDERS, TOPPED_UP),
                20_000,
                turn=0,
            ),
            reply_has(
                "The first reply says staff refund the 03/04 and the 04/04 orders too",
                record(ORDERS, "DH260403-0082"),
                record(ORDERS, "DH260404-0080"),
                concept("handed_to_human"),
                turn=0,
            ),
            reply_has(
                "The last reply states the new amount 400.000 đ",
                400_000,
                wrong=[380_000, 105_000],
            ),
        ],
    )


#: Cancelling and changing orders as first issued: ask when several orders fit; packing orders go
#: to staff (superseded on 14/04 by ORDER_CHANGE_0414).
ORDER_CHANGE_POLICY = PolicyDocument(
    id="VB-218",
    code="QĐ-06/2026/MN-BH",
    title="Quy định huỷ và thay đổi đơn hàng – Mộc Nhiên Store (bản ngày 01/03/2026)",
    category=SHOP_DOCS,
    issued_by=SHOP,
    effective_date=D(2026, 3, 1),
    sections=[
        DocSection(
            heading="1. Xác định đúng đơn trước khi huỷ",
            text="Huỷ đơn (kể cả đơn nháp) không khôi phục được. Nếu khách có từ hai đơn trở lên "
            "khớp với mô tả của khách, phải liệt kê các đơn đó (mã đơn, sản phẩm, địa chỉ) và hỏi "
            "khách đúng đơn nào; chưa chắc thì không huỷ, không tạo đơn thay thế.",
        ),
        DocSection(
            heading="2. Đơn đang đóng gói",
            text="Đơn đang đóng gói không sửa, không huỷ được trên hệ thống: chuyển nhân viên kho "
            "(sales_handoff_to_human) kèm mã đơn và thay đổi khách muốn (địa chỉ mới…).",
        ),
    ],
)


#: The order-change rule as amended on 14/04 (in force today, 16/04): who may change an address.
ORDER_CHANGE_0414 = PolicyDocument(
    id="VB-233",
    code="QĐ-09/2026/MN-BH",
    title="Quy định huỷ và thay đổi đơn hàng – Mộc Nhiên Store (sửa đổi ngày 14/04/2026)",
    category=SHOP_DOCS,
    issued_by=SHOP,
    effective_date=D(2026, 4, 14),
    sections=[
        DocSection(
            heading="1. Hiệu lực",
            text="Bản sửa đổi này áp dụng từ ngày 14/04/2026 và thay thế toàn bộ bản ngày "
            "01/03/2026 (QĐ-06/2026/MN-BH).",
        ),
        DocSection(
            heading="2. Xác định đúng đơn trước khi huỷ",
            text="Huỷ đơn (kể cả đơn nháp) không khôi phục được. Nếu khách có từ hai đơn trở lên "
            "khớp với mô tả của khách, phải liệt kê các đơn đó (mã đơn, sản phẩm, địa chỉ) và hỏi "
            "khách đúng đơn nào; chưa chắc thì không huỷ, không tạo đơn thay thế.",
        ),
        DocSection(
            heading="3. Đổi địa chỉ giao hàng (sửa đổi 14/04/2026)",
            text="Đơn CHƯA thanh toán đang Chờ xác nhận hoặc Đã xác nhận: AVA sửa trực tiếp "
            "(sales_update_order). Đơn ĐÃ thanh toán (kể cả đơn Đã xác nhận), đơn đang đóng gói, "
            "đang giao hoặc giao thất bại: AVA không tự sửa, chuyển nhân viên "
            "(sales_handoff_to_human) cho từng đơn, ghi mã đơn và địa chỉ mới. Đơn đã giao hoặc "
            "đã huỷ: không đổi.",
        ),
        DocSection(
            heading="4. Đơn đã được cập nhật",
            text="Đơn đã có ghi chú nhân viên đã đổi địa chỉ theo yêu cầu của khách thì không "
            "chuyển nhân viên lại, chỉ báo khách.",
        ),
        DocSection(
            heading="5. Huỷ đơn đã thanh toán và hoàn tiền",
            text="Đơn đã thanh toán (chuyển khoản) AVA không tự huỷ: chuyển nhân viên "
            "(sales_handoff_to_human) cho từng đơn, ghi mã đơn và số tiền cần hoàn cho khách. "
            "Shop hoàn toàn bộ số tiền khách đã chuyển, gồm cả phí vận chuyển.",
        ),
    ],
)

#: The 15/04 amendment of ORDER_CHANGE_0414 (in force today, 16/04): a QR already paid makes an
#: order paid before accounting updates it; a paid order placed from 15/04 on and cancelled once
#: confirmed keeps its shipping fee (a transitional clause keeps the full refund before 15/04).
ORDER_CHANGE_0415 = PolicyDocument(
    id="VB-247",
    code="QĐ-11/2026/MN-BH",
    title="Quy định huỷ và thay đổi đơn hàng – Mộc Nhiên Store (sửa đổi, bổ sung ngày 15/04/2026)",
    category=SHOP_DOCS,
    issued_by=SHOP,
    effective_date=D(2026, 4, 15),
    sections=[
        DocSection(
            heading="1. Hiệu lực và phạm vi",
            text="Bản này áp dụng từ ngày 15/04/2026: bổ sung §3 và thay thế §5 của bản sửa đổi "
            "ngày 14/04/2026 (QĐ-09/2026/MN-BH). Các mục khác của bản 14/04 giữ nguyên.",
        ),
        DocSection(
            heading="2. Đơn đã nhận tiền qua QR nhưng chưa cập nhật trạng thái thanh toán",
            text="Trạng thái thanh toán của đơn chỉ được cập nhật sau khi kế toán đối soát sao "
            "kê, có thể chậm 1–2 ngày làm việc. Đơn có mã QR thanh toán ở trạng thái Đã thanh "
            "toán được coi là đơn ĐÃ thanh toán, dù trạng thái thanh toán của đơn còn ghi Chưa "
            "thanh toán: khi khách đổi địa chỉ (§3) hoặc huỷ đơn (§5), AVA không tự sửa, không "
            "tự huỷ mà chuyển nhân viên như đơn đã thanh toán.",
        ),
        DocSection(
            heading="3. Huỷ đơn đã thanh toán và số tiền hoàn (thay §5 bản 14/04)",
            text="AVA không tự huỷ đơn đã thanh toán: chuyển nhân viên (sales_handoff_to_human) "
            "cho từng đơn, ghi mã đơn và số tiền cần hoàn cho khách. Từ 15/04/2026 shop đặt "
            "đơn vị vận chuyển ngay khi xác nhận đơn, nên đơn Đã xác nhận hoặc Đang đóng gói mà "
            "khách huỷ được hoàn tiền hàng, KHÔNG hoàn phí vận chuyển đã thu; đơn còn Chờ xác "
            "nhận được hoàn toàn bộ số tiền khách đã chuyển.",
        ),
        DocSection(
            heading="4. Điều khoản chuyển tiếp",
            text="Đơn đặt trước ngày 15/04/2026 khi huỷ vẫn được hoàn toàn bộ số tiền khách đã "
            "chuyển (gồm cả phí vận chuyển) như §5 bản ngày 14/04/2026.",
        ),
    ],
)

LANG_HA = ("Nguyễn Minh Anh", "0987 654 321", "56 Láng Hạ, phường Đống Đa, TP Hà Nội")
TRANG_TIEN = "12 Tràng Tiền, phường Hoàn Kiếm, Hà Nội"
#: order id → (items, status, payment, ordered on, note): Minh Anh's other orders to Láng Hạ.
LANG_HA_ORDERS = {
    "DH260415-0091": ([("QJ001-XANHDAM-28", 1)], OrderStatus.PACKING, PaymentStatus.PAID, D(2026, 4, 15),
                      "Đã chuyển khoản qua QR."),
    "DH260413-0092": ([("SM001-TRANG-M", 1)], OrderStatus.CONFIRMED, PaymentStatus.UNPAID, D(2026, 4, 13),
                      "Khách chọn chuyển khoản."),
    "DH260412-0093": ([("BGN-DEN-500ML", 1)], OrderStatus.SHIPPING, PaymentStatus.COD, D(2026, 4, 12), ""),
    "DH260408-0094": ([("QJ001-XANHDAM-29", 1)], OrderStatus.DELIVERED, PaymentStatus.PAID, D(2026, 4, 8),
                      "Đã chuyển khoản qua QR."),
    "DH260414-0095": ([("AT001-DEN-M", 1)], OrderStatus.FAILED, PaymentStatus.COD, D(2026, 4, 14),
                      "Shipper báo không liên lạc được khách, chờ giao lại lần 2."),
    "DH260414-0096": ([("AT002-TRANG-S", 1), ("TAT-TRANG", 2)], OrderStatus.CONFIRMED, PaymentStatus.PAID,
                      D(2026, 4, 14), "Đã chuyển khoản qua QR."),
    "DH260414-0098": ([("NEN-VOCAM-180G", 1)], OrderStatus.PACKING, PaymentStatus.COD, D(2026, 4, 14),
                      "15/04: khách nhắn fanpage đổi địa chỉ nhận sang 12 Tràng Tiền, phường Hoàn "
                      "Kiếm, Hà Nội; nhân viên kho Lợi đã đổi trên phiếu giao."),
    "DH260409-0097": ([("SM001-XANHNHAT-M", 1)], OrderStatus.DELIVERED, PaymentStatus.PAID, D(2026, 4, 9),
                      "Đã chuyển khoản qua QR."),
}  # fmt: skip


def paid_qr(order_id: str, amount: int, on: dt.date):  # type: ignore[no-untyped-def]
    """A VietQR of the shop's account for ``order_id``, already paid (``on``: issued)."""
    from avabench.tools.sales.payment import (
        SHOP_ACCOUNT_NAME,
        SHOP_ACCOUNT_NO,
        SHOP_BANK_BIN,
        vietqr_url,
    )
    from avabench.world.sales import PaymentQr, QrStatus

    return PaymentQr(
        id=f"QR-0{order_id[-4:]}",
        order_id=order_id,
        amount_vnd=amount,
        bank_bin=SHOP_BANK_BIN,
        account_no=SHOP_ACCOUNT_NO,
        account_name=SHOP_ACCOUNT_NAME,
        url=vietqr_url(order_id, amount),
        status=QrStatus.PAID,
        created_on=on,
    )


#: the address change per order: edited by AVA, handed to staff, or left alone
MOVE_EDIT = ["DH260410-0021"]
MOVE_HANDOFF = ["DH260415-0091", "DH260413-0092", "DH260412-0093", "DH260414-0095", "DH260414-0096"]
MOVE_NONE = {
    "DH260414-0098": "staff already changed it on 15/04 (the order's note)",
    "DH260408-0094": "delivered",
    "DH260409-0097": "delivered",
}
#: turn 2 cancels the packing jeans and the linen shirt: staff refund them (VB-247 §2–4). 0091
#: (ordered 15/04, packing) gets its goods back, not the 24.500 đ shipping; 0092 (ordered 13/04,
#: its QR paid) falls under the transitional clause: everything she paid
CANCEL_REFUNDS = {"DH260415-0091": 420_000, "DH260413-0092": 381_000}


@TASKS.task("ambiguous_jean_cancel_ask")
def _ambiguous_jean_cancel() -> Task:
    me = "KHC-00002"
    base = shop(me, ORDER_CHANGE_POLICY, ORDER_CHANGE_0414, ORDER_CHANGE_0415, PAYMENT_POLICY)
    others = [
        make_order(base, oid, me, LANG_HA, items, status, pay, on, note)
        for oid, (items, status, pay, on, note) in LANG_HA_ORDERS.items()
    ]
    world = merge(base, *others, paid_qr("DH260413-0092", 381_000, D(2026, 4, 15)))
    new = {"shopper_id": me, "created_on": TODAY, "status": {"ne": "Nháp"}}
    today = {"shopper_id": me, "created_on": TODAY}
    return Task(
        id="sales.ambiguous_jean_cancel_ask",
        domain="sales",
        tier="expert",
        max_steps=70,  # 27 calls in the reference: room to read every order and policy
        prompt=(
            "Shop ơi huỷ giúp mình đơn quần jean nha, mình đặt nhầm size. Lên lại giúp mình "
            "quần y vậy mà size 29, giao như cũ, chốt rồi gửi QR luôn. Sđt 0987 654 321."
        ),
        followups=[
            "À đơn nháp quần xanh nhạt gửi Võ Văn Tần ấy shop. Còn đơn xanh đậm thì mình vẫn "
            "lấy. À mình mới chuyển nhà: các đơn đang gửi về 56 Láng Hạ mà chưa giao thì đổi "
            "hết sang 12 Tràng Tiền, phường Hoàn Kiếm, Hà Nội giúp mình nha.",
            "Thôi shop ơi, mình quyết rồi: huỷ luôn giúp mình đơn quần xanh đậm đang đóng gói "
            "với đơn áo sơ mi trắng nha, mình mua được ở tiệm gần nhà mới rồi. Shop hoàn tiền "
            "lại cho mình nhé, tổng mình được hoàn bao nhiêu?",
        ],
        note=(
            "Multi-turn shopper session (Nguyễn Minh Anh, KHC-00002; sales tools + document_qa: "
            "two subsystems). Turn 0: two size-28 jean orders fit 'đơn quần jean': "
            "DH260415-0091 (xanh đậm, paid, Đang đóng gói, Láng Hạ) and DRAFT-Q8M4T (xanh nhạt, "
            "Võ Văn Tần, TP.HCM); the change rule (VB-218 of 01/03, VB-233 of 14/04) requires "
            "listing both and asking; do nothing yet. Turn 1 picks the draft: cancel it (or turn "
            "it into the size-29 order), place QJ001-XANHNHAT-29 to 120 Võ Văn Tần, confirm, QR "
            "444.500 đ (VB-214). Then every undelivered order to 56 Láng Hạ moves to 12 Tràng "
            "Tiền (sales_search_orders, sales_get_order for status, payment, QRs and note) under "
            "VB-233 §3–4 as amended on 15/04 by VB-247 (document_qa): unpaid pending "
            "DH260410-0021 → sales_update_order; 0092 (Đã xác nhận, 'Chưa thanh toán') shows a "
            "QR of 381.000 đ already PAID in sales_get_order, and VB-247 §2 counts such an order "
            "as paid → hand-off, not an edit (the tool would accept it); packing 0091, shipping "
            "COD 0093, failed-delivery COD 0095 and paid confirmed 0096 → one hand-off each with "
            "the new address; packing 0098 → nothing (its note: staff changed it on 15/04); "
            "delivered 0094 (xanh đậm 29 jeans) and 0097 (linen shirt) → nothing. Turn 2 cancels "
            "the packing jeans 0091 and the white linen shirt 0092, both paid: AVA cancels "
            "neither (the tool refuses 0091 but would cancel 0092) and hands each off with its "
            "refund under VB-247 §3–4, which replaces VB-233 §5 (everything paid back): an order "
            "confirmed or packing is refunded its goods, not the shipping, but orders placed "
            "before 15/04 keep the old full refund. 0091 (ordered 15/04) → 420.000 đ; 0092 "
            "(ordered 13/04) → 381.000 đ; 801.000 đ in all. Traps: guessing in turn 0, editing "
            "0096 or the QR-paid 0092, no hand-off for the shipping or the failed order, a second "
            "hand-off for 0098, a delivered look-alike touched, cancelling 0092 directly, "
            "825.500 (the superseded full refund), 779.000 (the 15/04 rule without the "
            "transitional clause), 803.500 (the clause read backwards)."
        ),
        world=world,
        scopes=[
            scope(ORDERS, {"id": "DRAFT-Q8M4T"}),
            scope(
                ORDERS,
                {"id": {"in": MOVE_EDIT}},
                reason="the unpaid open order to Láng Hạ gets the new address",
            ),
            created(ORDERS, {**new, "lines.sku": "QJ001-XANHNHAT-29"}, n=1),
            created(QRS, {"order_id": {"contains": "DH260416-"}, "amount_vnd": 444_500}, n=1),
            *(
                created(
                    HANDOFFS,
                    {"shopper_id": me, "order_id": oid},
                    n=2 if oid in CANCEL_REFUNDS else 1,
                )
                for oid in MOVE_HANDOFF
            ),
        ],
        assertions=[
            reply_has(
                "The first answer names both jean orders and asks which one",
                record(ORDERS, "DH260415-0091"),
                record(ORDERS, "DRAFT-Q8M4T"),
                concept("asks_user"),
                turn=0,
            ),
            reply_lacks(
                "The first answer does not report a cancellation (nothing is cancelled yet)",
                concept("cancelled"),
                turn=0,
            ),
            not_exists(
                ORDERS,
                {"id": "DRAFT-Q8M4T", "status": "Nháp", "converted_to": None},
                "The size-28 draft is withdrawn (cancelled, or turned into the new order)",
                negative=False,
            ),
            exists(
                ORDERS,
                {
                    **new,
                    "lines.sku": "QJ001-XANHNHAT-29",
                    "recipient_address": {"contains": "Võ Văn Tần"},
                    "total_vnd": 444_500,
                    "status": CONFIRMED,
                },
                "A confirmed size-29 xanh nhạt jean order to 120 Võ Văn Tần, 444.500 đ",
            ),
            count(ORDERS, new, 1, "Exactly one new real order"),
            exists(
                QRS,
                {"order_id": {"contains": "DH260416-"}, "amount_vnd": 444_500},
                "A QR for 444.500 đ on the new order",
            ),
            *(
                exists(
                    ORDERS,
                    {"id": oid, "recipient_address": {"contains": "Tràng Tiền"}},
                    f"The unpaid open order {oid} now goes to 12 Tràng Tiền (edited by AVA)",
                )
                for oid in MOVE_EDIT
            ),
            *(
                exists(
                    HANDOFFS,
                    {**today, "order_id": oid, "reason": {"contains": "Tràng Tiền"}},
                    f"The new address of {oid} goes to staff",
                )
                for oid in MOVE_HANDOFF
            ),
            *(
                not_exists(HANDOFFS, {**today, "order_id": oid}, f"No hand-off for {oid} ({why})")
                for oid, why in MOVE_NONE.items()
            ),
            field(
                ORDERS,
                {"id": "DH260414-0096"},
                "recipient_address",
                LANG_HA[2],
                "The paid confirmed order is not edited by AVA (staff change it, VB-233 §3)",
                negative=True,
            ),
            field(
                ORDERS,
                {"id": "DH260413-0092"},
                "recipient_address",
                LANG_HA[2],
                "The order whose QR is paid is not edited by AVA (paid under VB-247 §2)",
                negative=True,
            ),
            field(
                ORDERS,
                {"id": "DH260413-0092"},
                "status",
                OrderStatus.CONFIRMED.value,
                "AVA does not cancel the QR-paid shirt order itself (staff cancel and refund it)",
                negative=True,
            ),
            field(
                ORDERS,
                {"id": "DH260415-0091"},
                "status",
                OrderStatus.PACKING.value,
                "The paid packing order is kept (the tools refuse to cancel or edit it)",
                negative=True,
                tool_enforced=True,
            ),
            *(
                exists(
                    HANDOFFS,
                    {**today, "order_id": oid, "reason": {"contains": amount}},
                    f"The cancellation of {oid} goes to staff with its refund {amount:,} đ".replace(
                        ",", "."
                    ),
                )
                for oid, amount in CANCEL_REFUNDS.items()
            ),
            count(
                HANDOFFS,
                today,
                7,
                "Seven hand-offs: five address changes, two cancellations with their refunds",
            ),
            reply_has(
                "The second answer states the new order's amount 444.500 đ and the hand-off",
                444_500,
                concept("handed_to_human"),
                turn=1,
            ),
            reply_has(
                "The second answer says the 0098 order was already changed",
                record(ORDERS, "DH260414-0098"),
                turn=1,
            ),
            reply_has(
                "The last answer states the total refund 801.000 đ, done by staff",
                801_000,
                concept("handed_to_human"),
                wrong=[825_500, 779_000, 803_500],
            ),
        ],
    )


# ============================================================================================
# round 2: staff sessions (a CSKH employee works the shop's orders with mail and memory)
# ============================================================================================

NGOC = "NV000081"  # Lê Thị Bích Ngọc, Chuyên viên CSKH (she runs the shop's hotline orders)
DUNG_CSKH = "dung.nv@minhlong.vn"  # Nguyễn Văn Dũng, Trưởng phòng CSKH
KIEU = "kieu.pt@minhlong.vn"  # Phan Thị Kiều, Chuyên viên CSKH (takes the hotline calls)
LOI = "loi.vv@minhlong.vn"  # Võ Văn Lợi, Nhân viên CSKH (the shop's stock room)
MAILS = "mail.messages"
SENT = MailFolder.SENT.value
INBOX = MailFolder.INBOX.value


def staff(user: str, *records) -> WorldState:  # type: ignore[no-untyped-def]
    """The base company with the employee ``user`` talking to AVA, plus task records."""
    return merge(base_company(), *records, context={"current_user_id": user})


def inbox(
    mid: str,
    thread: str,
    owner: str,
    sender: tuple[str, str],
    to: list[str],
    subject: str,
    body: str,
    sent_at: dt.datetime,
    cc: list[str] | None = None,
) -> Message:
    """A mail delivered to ``owner``'s inbox (unread)."""
    return Message(
        id=mid,
        thread_id=thread,
        mailbox_owner_id=owner,
        folder=MailFolder.INBOX,
        from_addr=sender[1],
        from_name=sender[0],
        to=to,
        cc=cc or [],
        subject=subject,
        body=body,
        sent_at=sent_at,
        is_read=False,
    )


#: The shop's hotline rule as first issued (superseded on 15/04 by CONFIRM_0415).
CONFIRM_0301 = PolicyDocument(
    id="VB-221",
    code="QĐ-06/2026/MN-BH",
    title="Quy định chốt đơn hotline và thu tiền – Mộc Nhiên Store (bản ngày 01/03/2026)",
    category=SHOP_DOCS,
    issued_by=SHOP,
    effective_date=D(2026, 3, 1),
    sections=[
        DocSection(
            heading="1. Đơn hotline: chuyển khoản trước hay COD (bản ngày 01/03/2026)",
            text="Đơn khách đặt qua hotline có tổng tiền (gồm phí vận chuyển) từ 1.000.000 đồng "
            "trở lên không nhận COD: khách chuyển khoản trước qua mã QR của đơn. Đơn dưới "
            "1.000.000 đồng: thu tiền khi giao (COD).",
        ),
    ],
)

#: The hotline rule as amended on 15/04 (in force today).
CONFIRM_0415 = PolicyDocument(
    id="VB-222",
    code="QĐ-06b/2026/MN-BH",
    title="Quy định chốt đơn hotline và thu tiền – Mộc Nhiên Store (sửa đổi ngày 15/04/2026)",
    category=SHOP_DOCS,
    issued_by=SHOP,
    effective_date=D(2026, 4, 15),
    sections=[
        DocSection(
            heading="1. Hiệu lực",
            text="Bản sửa đổi này áp dụng từ ngày 15/04/2026 và thay thế bản ngày 01/03/2026 "
            "(QĐ-06/2026/MN-BH).",
        ),
        DocSection(
            heading="2. Đơn hotline: chuyển khoản trước hay COD (sửa đổi 15/04/2026)",
            text="Đơn khách đặt qua hotline có tổng tiền (gồm phí vận chuyển) từ 500.000 đồng "
            "trở lên không nhận COD: khách chuyển khoản trước qua mã QR của đơn. Đơn dưới "
            "500.000 đồng: thu tiền khi giao (COD).",
        ),
        DocSection(
            heading="3. Báo kế toán đối soát",
            text="Mỗi đơn chuyển khoản trước, CSKH gửi Phòng Kế toán (ketoan@minhlong.vn) một "
            "thư riêng, tiêu đề ghi mã đơn, nội dung ghi số tiền khách sẽ chuyển (tổng tiền "
            "đơn), để kế toán đối soát sao kê. Đơn COD và đơn huỷ không gửi kế toán.",
        ),
    ],
)

HOTLINE = {
    "DH260415-0811": ("KHC-00007", ("Đinh Mai Phương", "0936 120 447", "25 Lý Thường Kiệt, phường Cửa Nam, TP Hà Nội"),
                      [("AT001-DEN-M", 1), ("TAT-TRANG", 2)]),
    "DH260415-0812": ("KHC-00010", ("Trần Ngọc Trâm", "0909 318 226", "120 Nguyễn Trãi, phường Bến Thành, TP Hồ Chí Minh"),
                      [("QJ001-XANHNHAT-27", 1), ("AT002-TRANG-M", 1)]),
    "DH260415-0813": ("KHC-00003", ("Trần Quốc Việt", "0905 602 318", "77 Nguyễn Văn Linh, phường Hải Châu, TP Đà Nẵng"),
                      [("SM001-TRANG-L", 2), ("KD-DAO-50ML", 1), ("BGN-DEN-500ML", 1)]),
    "DH260415-0814": ("KHC-00009", ("Lý Tuấn Kiệt", "0919 774 205", "9 Hàng Gai, phường Hoàn Kiếm, TP Hà Nội"),
                      [("MU-DEN", 1), ("DG-BUOI-500ML", 1)]),
    "DH260415-0815": ("KHC-00005", ("Đỗ Lan Anh", "0983 447 120", "5 Lê Lợi, phường Thuận Hoá, TP Huế"),
                      [("NEN-OAIHUONG-180G", 2), ("KDT-DAO-30ML", 1)]),
}  # fmt: skip
HOTLINE_LIST = list(HOTLINE)
KETOAN = "ketoan@minhlong.vn"
KETOAN_IDS = ["NV000030", "NV000031", "NV000032", "NV000033", "NV000034", "NV000035"]


def hotline_orders(world: WorldState) -> list:  # type: ignore[type-arg]
    """The pending, unpaid orders of 15/04 the hotline took (priced by the sales tools)."""
    return [
        make_order(world, oid, who, rcpt, items, OrderStatus.PENDING, PaymentStatus.UNPAID,
                   D(2026, 4, 15), "Đặt qua hotline.")
        for oid, (who, rcpt, items) in HOTLINE.items()
    ]  # fmt: skip


DUNG_MAIL = inbox(
    "TH000901",
    "TD00901",
    NGOC,
    ("Nguyễn Văn Dũng", DUNG_CSKH),
    ["ngoc.ltb@minhlong.vn"],
    "Rà các đơn hotline ngày 15/04",
    "Ngọc ơi,\n\nHôm qua hotline nhận 5 đơn: DH260415-0811, DH260415-0812, DH260415-0813, "
    "DH260415-0814, DH260415-0815. Em rà giúp anh theo quy định chốt đơn hotline của shop rồi "
    "chốt trên trang quản trị nhé. Xong em reply lại thư này cho anh: đơn nào COD, đơn nào "
    "khách chuyển khoản trước (ghi số tiền), đơn nào chưa chốt được và vì sao.\n\nAnh Dũng",
    dt.datetime(2026, 4, 16, 8, 5),
    cc=[KIEU],
)
KIEU_MAIL = inbox(
    "TH000902",
    "TD00901",
    NGOC,
    ("Phan Thị Kiều", KIEU),
    [DUNG_CSKH, "ngoc.ltb@minhlong.vn"],
    "RE: Rà các đơn hotline ngày 15/04",
    "Em bổ sung: tối qua khoảng 21h anh Lý Tuấn Kiệt (đơn DH260415-0814) gọi lại xin huỷ đơn vì "
    "đặt trùng với đơn bên Shopee. Chị Ngọc huỷ giúp em đơn này nhé, các đơn còn lại khách vẫn "
    "lấy.\n\nKiều",
    dt.datetime(2026, 4, 16, 8, 20),
)
LOI_MAIL = inbox(
    "TH000903",
    "TD00902",
    NGOC,
    ("Võ Văn Lợi", LOI),
    ["cskh@minhlong.vn"],
    "Tạm ngưng xuất nến thơm oải hương đến 22/04",
    "Chào cả nhà CSKH,\n\nLô nến thơm oải hương 180g (NEN-OAIHUONG-180G) mới về bị lỗi bấc, kho "
    "tạm ngưng xuất đến hết 22/04 (hàng đổi về ngày 22/04). Đơn nào có nến oải hương thì CHƯA "
    "chốt, chưa gửi QR, để Chờ xác nhận; mọi người reply thư này cho em mã đơn và số nến để kho "
    "giữ hàng khi về. Trên web vẫn hiện còn hàng vì là hàng đã nhập kho, mọi người lưu ý "
    "giúp.\n\nLợi – kho online",
    dt.datetime(2026, 4, 15, 17, 40),
)
NGOC_MEMORY = [
    MemoryItem(
        id="MEM-00901",
        user_id=NGOC,
        key="Báo cáo chốt đơn",
        value="Khi báo cáo chốt đơn hotline cho anh Dũng luôn CC Lợi kho (loi.vv@minhlong.vn) "
        "để kho chuẩn bị hàng.",
        updated_on=D(2026, 4, 2),
    ),
    MemoryItem(
        id="MEM-00902",
        user_id=NGOC,
        key="Ngưỡng chuyển khoản trước",
        value="Đơn hotline từ 1.000.000đ trở lên phải chuyển khoản trước, dưới mức đó thu COD.",
        updated_on=D(2026, 3, 2),
    ),
]

HOTLINE_CK = {"DH260415-0812": 603_500, "DH260415-0813": 1_252_000}


@TASKS.task("hotline_batch_mail_rules")
def _hotline_batch() -> Task:
    base = staff(NGOC, CONFIRM_0301, CONFIRM_0415, DUNG_MAIL, KIEU_MAIL, LOI_MAIL, *NGOC_MEMORY)
    world = merge(base, *hotline_orders(base))
    to_ketoan = {"to_or_cc": [KETOAN]}
    return Task(
        id="sales.hotline_batch_mail_rules",
        domain="sales",
        tier="expert",
        max_steps=50,  # long chains: room to read every source (a model may batch calls)
        prompt=(
            "AVA ơi rà giúp chị mấy đơn hotline anh Dũng gửi trong mail sáng nay theo quy định "
            "của shop nhé, chị tự chốt trên trang quản trị. Mail nào cần gửi theo quy định thì "
            "gửi luôn, xong reply anh Dũng. Ghi nhớ nào của chị cũ rồi thì sửa giúp. Cuối cùng "
            "báo chị tổng tiền khách phải ck trước."
        ),
        note=(
            "Staff session (Lê Thị Bích Ngọc, CSKH): the shop's order actions are not hers to "
            "call (role toolset), so AVA reads the orders and does the mail and memory work. The "
            "five orders are listed only in Dũng's mail TH000901. VB-222 (15/04, replaces VB-221 "
            "and her stale memory MEM-00902, both 1.000.000 đ): total ≥ 500.000 đ → transfer "
            "first, and one mail per such order to ketoan@ (subject = order code, body = total). "
            "0811 271.000 đ → COD; 0812 603.500 đ → transfer (the old rule says COD); 0813 "
            "1.252.000 đ → transfer; 0814 → cancel (only in Kiều's reply TH000902); 0815 "
            "(504.000 đ) has the lavender candle → Lợi's mail TH000903 (the catalogue shows it in "
            "stock): not closed, reply Lợi with the code and 2 candles. Reply to Dũng CCs Lợi "
            "(only in MEM-00901). MEM-00902 updated to 500.000 đ. Prepaid total 1.855.500 đ "
            "(traps: 2.359.500 with 0815; 1.252.000 under the old rule)."
        ),
        world=world,
        scopes=[
            scope("office.memory", {"id": "MEM-00902"}),
            created("office.memory", {"user_id": NGOC}, n=1),
            created(MAILS, {"mailbox_owner_id": NGOC, "folder": SENT}, n=4),
            created(
                MAILS,
                {
                    "mailbox_owner_id": {"in": ["NV000080", "NV000083", "NV000084", *KETOAN_IDS]},
                    "folder": INBOX,
                },
                n=None,
                reason="the mails reach Dũng, Lợi (CC and his thread), the accounting group and "
                "Kiều on a reply-all",
            ),
        ],
        assertions=[
            *(
                mail_sent(
                    f"Accounting gets its own mail for {oid}: code in the subject, {amt} đ",
                    **to_ketoan,
                    subject_contains=[oid],
                    body_contains=[amt],
                )
                for oid, amt in HOTLINE_CK.items()
            ),
            mail_not_sent(
                "Accounting gets no mail for the COD, the cancelled or the held order",
                **to_ketoan,
                body_contains_any=["DH260415-0811", "DH260415-0814", "DH260415-0815", 504_000],
            ),
            mail_not_sent(
                "The accounting mails are one per order (no mail naming both transfer orders)",
                **to_ketoan,
                body_contains=["DH260415-0812", "DH260415-0813"],
            ),
            mail_sent(
                "Lợi (stock room) is told the lavender order to hold: DH260415-0815, 2 candles",
                to=[LOI],
                body_contains=[record(ORDERS, "DH260415-0815"), 2],
            ),
            mail_sent(
                "Dũng gets the per-order report, Lợi in CC (her memory note)",
                to=[DUNG_CSKH],
                cc=[LOI],
                body_contains=[
                    record(ORDERS, "DH260415-0811"),
                    "COD",
                    record(ORDERS, "DH260415-0812"),
                    603_500,
                    record(ORDERS, "DH260415-0813"),
                    1_252_000,
                    record(ORDERS, "DH260415-0814"),
                    record(ORDERS, "DH260415-0815"),
                ],
            ),
            mail_sent(
                "The report says 0814 is cancelled at the shopper's request and 0815 waits for stock",
                to=[DUNG_CSKH],
                body_contains=["huỷ"],
                body_contains_any=["22/04", "22/4", "chờ hàng", "hết hàng", "ngưng xuất"],
            ),
            exists(
                "office.memory",
                {"user_id": NGOC, "value": {"contains": "500"}},
                "Her memory now holds the 500.000 đ threshold",
            ),
            not_exists(
                "office.memory",
                {"user_id": NGOC, "value": {"contains": "1.000.000"}},
                "The stale 1.000.000 đ note is gone (updated or replaced)",
                negative=False,
            ),
            not_exists(
                ORDERS,
                {"id": {"in": HOTLINE_LIST}, "status": {"ne": PENDING}},
                "No order is changed: she closes them herself in the shop's admin",
            ),
            not_exists(QRS, {"order_id": {"in": HOTLINE_LIST}}, "No QR is made by the assistant"),
            reply_has(
                "The reply tells Ngọc the prepaid total: 1.855.500 đ (603.500 + 1.252.000 đ)",
                1_855_500,
                wrong=[2_359_500, 2_630_500, 2_243_500, 3_019_000],
            ),
        ],
    )


KHOA = "NV000082"  # Trần Minh Khoa, Chuyên viên CSKH (the shop's price-guarantee requests)
NGOC_MAIL = "ngoc.ltb@minhlong.vn"
APPROVALS = "office.approvals"

#: The price guarantee as issued on 01/01 (its window and its procedure were changed on 15/04
#: by Dũng's mail, not by a new document).
GUARANTEE_0101 = PolicyDocument(
    id="VB-223",
    code="QĐ-05/2026/MN-BH",
    title="Cam kết giá tốt – Mộc Nhiên Store",
    category=SHOP_DOCS,
    issued_by=SHOP,
    effective_date=D(2026, 1, 1),
    sections=[
        DocSection(
            heading="1. Hoàn chênh lệch khi giảm giá",
            text="Nếu trong vòng 7 ngày kể từ ngày đặt đơn (ngày đặt + 7 ngày) shop giảm giá bán "
            "của sản phẩm khách đã mua, khách được hoàn phần chênh lệch = (giá đã trả − giá mới) "
            "× số lượng. Giảm giá bắt đầu sau thời hạn này thì không áp dụng. Không áp dụng cho "
            "đơn đã huỷ, đơn hoàn hàng và hàng mua trong combo.",
        ),
        DocSection(
            heading="2. Cách xử lý",
            text="CSKH gửi thư cho Phòng Kế toán (ketoan@minhlong.vn) ghi mã đơn và số tiền chênh "
            "lệch; kế toán hoàn qua chuyển khoản trong 3 ngày làm việc.",
        ),
    ],
)

#: When the two April sale prices started.
APRIL_SALES = PolicyDocument(
    id="VB-224",
    code="TB-08/2026/MN-BH",
    title="Thông báo giá khuyến mãi tháng 4/2026 – Mộc Nhiên Store",
    category=SHOP_DOCS,
    issued_by=SHOP,
    effective_date=D(2026, 4, 12),
    sections=[
        DocSection(
            heading="Giá khuyến mãi",
            text="Áo thun oversize unisex (mọi màu, mọi size): từ ngày 12/04/2026 giảm từ 250.000 "
            "đồng còn 199.000 đồng. Kem chống nắng SPF50+ PA++++ 50 ml: từ ngày 14/04/2026 giảm "
            "từ 285.000 đồng còn 249.000 đồng.",
        ),
    ],
)

CUSTOMERS = {
    "KHC-00007": ("Đinh Mai Phương", "0936 120 447", "25 Lý Thường Kiệt, phường Cửa Nam, TP Hà Nội"),
    "KHC-00010": ("Trần Ngọc Trâm", "0909 318 226", "120 Nguyễn Trãi, phường Bến Thành, TP Hồ Chí Minh"),
    "KHC-00003": ("Trần Quốc Việt", "0905 602 318", "77 Nguyễn Văn Linh, phường Hải Châu, TP Đà Nẵng"),
    "KHC-00009": ("Lý Tuấn Kiệt", "0919 774 205", "9 Hàng Gai, phường Hoàn Kiếm, TP Hà Nội"),
    "KHC-00002": ("Nguyễn Minh Anh", "0987 654 321", "Số 25 ngõ 68 Cầu Giấy, phường Cầu Giấy, TP Hà Nội"),
    "KHC-00011": ("Vũ Thị Hạnh", "0916 208 733", "14 Trần Hưng Đạo, phường Hoàn Kiếm, TP Hà Nội"),
    "KHC-00008": ("Lê Minh Anh", "0987 654 312", "Số 40 Nguyễn Chí Thanh, phường Láng, TP Hà Nội"),
}  # fmt: skip
_OLD = {"AT001-DEN-M": 250_000, "AT001-TRANG-L": 250_000, "AT001-BE-M": 250_000,
        "KCN-SPF50-50ML": 285_000}  # fmt: skip
#: order id → (shopper, items, status, payment, ordered on); every line priced before the sales
GUARANTEE_ORDERS = {
    "DH260410-0921": ("KHC-00007", [("AT001-DEN-M", 2)], OrderStatus.DELIVERED, PaymentStatus.COD, D(2026, 4, 10)),
    "DH260406-0922": ("KHC-00010", [("AT001-TRANG-L", 2)], OrderStatus.DELIVERED, PaymentStatus.PAID, D(2026, 4, 6)),
    "DH260411-0923": ("KHC-00003", [("KCN-SPF50-50ML", 3)], OrderStatus.DELIVERED, PaymentStatus.PAID, D(2026, 4, 11)),
    "DH260411-0924": ("KHC-00009", [("KCN-SPF50-50ML", 1)], OrderStatus.RETURNED, PaymentStatus.REFUNDED, D(2026, 4, 11)),
    "DH260411-0925": ("KHC-00002", [("AT001-BE-M", 1)], OrderStatus.DELIVERED, PaymentStatus.COD, D(2026, 4, 11)),
    "DH260413-0926": ("KHC-00011", [("KCN-SPF50-50ML", 1)], OrderStatus.SHIPPING, PaymentStatus.PAID, D(2026, 4, 13)),
    "DH260410-0927": ("KHC-00008", [("AT001-DEN-M", 1), ("KCN-SPF50-50ML", 1)], OrderStatus.DELIVERED, PaymentStatus.PAID, D(2026, 4, 10)),
    "DH260410-0928": ("KHC-00008", [("AT001-DEN-M", 1), ("KCN-SPF50-50ML", 1)], OrderStatus.CANCELLED, PaymentStatus.UNPAID, D(2026, 4, 10)),
}  # fmt: skip
#: the refunds due under the 15/04 rule (5 days, not already refunded, not returned); 0923
#: kept 2 of its 3 tubes (Dũng's note on the returned proposal), 0927 came by Dũng's addendum
REFUNDS = {
    "DH260410-0921": 102_000,
    "DH260411-0923": 72_000,
    "DH260413-0926": 36_000,
    "DH260410-0927": 87_000,
}
#: Khoa's proposal of 15/04 for 0923 on all three tubes, returned by Dũng (now a Nháp)
PG_RETURNED = "LC-2026-0921"


def guarantee_orders(world: WorldState) -> list:  # type: ignore[type-arg]
    """The orders of the price-guarantee requests (and a cancelled duplicate of 0927), priced
    at the list prices of their day; plus Khoa's returned proposal of 15/04 for 0923."""
    orders = [
        _order_at(world, oid, who, CUSTOMERS[who], items, st, pay, on, _OLD)
        for oid, (who, items, st, pay, on) in GUARANTEE_ORDERS.items()
    ]
    returned = ApprovalRun(
        id=PG_RETURNED,
        process=ApprovalProcess.DIRECT_PROPOSAL,
        requester_id=KHOA,
        department_id="PB-CSKH",
        amount_vnd=108_000,
        description="Hoàn chênh lệch giá (cam kết giá tốt) đơn DH260411-0923, khách Trần Quốc "
        "Việt: 3 kem chống nắng 285.000đ → 249.000đ.",
        steps=[
            ApprovalStep(
                approver_id="NV000080",
                role="Quản lý trực tiếp",
                status=StepStatus.RETURNED,
                note="Trả về: khách Việt đã gửi trả 1 tuýp, kho nhận chiều 15/04 và kế toán đã "
                "hoàn tiền tuýp đó. Đơn giờ khách chỉ còn giữ 2 tuýp, em lập lại theo số lượng "
                "khách còn giữ nhé.",
                acted_on=D(2026, 4, 15),
            )
        ],
        current_step=0,
        status=ApprovalStatus.DRAFT,
        created_on=D(2026, 4, 15),
        due_date=D(2026, 4, 20),
    )
    return [*orders, returned]


RULE_MAIL = inbox(
    "TH000911",
    "TD00911",
    KHOA,
    ("Nguyễn Văn Dũng", DUNG_CSKH),
    ["cskh@minhlong.vn"],
    "Thay đổi cam kết giá tốt từ 15/04",
    "Chào cả nhà,\n\nBan Giám đốc vừa chốt thay đổi cam kết giá tốt (QĐ-05), áp dụng cho mọi "
    "yêu cầu xử lý từ ngày 15/04/2026, văn bản sửa đổi sẽ đăng sau:\n"
    "1. Thời hạn rút còn 5 ngày kể từ ngày đặt đơn (ngày đặt + 5 ngày), thay cho 7 ngày.\n"
    "2. Không gửi thư cho kế toán nữa: mỗi đơn được hoàn lập một Đề xuất trực tiếp trên AMIS "
    "Quy trình, số tiền = tiền chênh lệch, nội dung ghi mã đơn và tên khách.\n"
    "Các điều kiện khác (đơn huỷ, hoàn hàng, hàng trong combo) giữ nguyên; đơn khách trả lại "
    "một phần thì chỉ tính số lượng khách còn giữ.\n\nAnh Dũng",
    dt.datetime(2026, 4, 14, 16, 30),
)
LIST_MAIL = inbox(
    "TH000912",
    "TD00912",
    KHOA,
    ("Nguyễn Văn Dũng", DUNG_CSKH),
    ["khoa.tm@minhlong.vn"],
    "Yêu cầu hoàn chênh lệch giá tuần này",
    "Khoa ơi,\n\nFanpage nhận 6 yêu cầu hoàn chênh lệch giá (cam kết giá tốt), em xử lý giúp "
    "anh trong hôm nay nhé:\n"
    "- DH260410-0921 (Đinh Mai Phương)\n- DH260406-0922 (Trần Ngọc Trâm)\n"
    "- DH260411-0923 (Trần Quốc Việt)\n- DH260411-0924 (Lý Tuấn Kiệt)\n"
    "- DH260411-0925 (Nguyễn Minh Anh)\n- DH260413-0926 (Vũ Thị Hạnh)\n"
    "Xong reply anh đơn nào hoàn bao nhiêu, đơn nào không hoàn và lý do.\n\nAnh Dũng",
    dt.datetime(2026, 4, 16, 8, 15),
)
ADD_MAIL = inbox(
    "TH000914",
    "TD00912",
    KHOA,
    ("Nguyễn Văn Dũng", DUNG_CSKH),
    ["khoa.tm@minhlong.vn"],
    "RE: Yêu cầu hoàn chênh lệch giá tuần này",
    "Khoa ơi, anh bổ sung:\n"
    "- Fanpage vừa nhận thêm 1 yêu cầu: DH260410-0927 (Lê Minh Anh), em xử lý chung luôn.\n"
    "- Đơn DH260411-0923 hôm qua em lập đề xuất rồi nhưng anh đã trả về, em xem ghi chú của "
    "anh trên đề xuất đó rồi làm lại nhé.\n\nAnh Dũng",
    dt.datetime(2026, 4, 16, 8, 50),
)
ACC_MAIL = inbox(
    "TH000913",
    "TD00913",
    KHOA,
    ("Nguyễn Thị Ngọc Lan", "lan.ntn@minhlong.vn"),
    ["khoa.tm@minhlong.vn"],
    "RE: Hoàn chênh lệch giá đơn DH260411-0925",
    "Chào Khoa,\n\nKế toán đã chuyển khoản hoàn 51.000 đồng chênh lệch giá áo thun cho khách "
    "Nguyễn Minh Anh (đơn DH260411-0925) chiều 14/04 theo thư của em. Khách có nhắn lại fanpage "
    "thì em báo khách là đã hoàn rồi nhé.\n\nNgọc Lan – Kế toán công nợ",
    dt.datetime(2026, 4, 15, 10, 5),
)
KHOA_MEMORY = MemoryItem(
    id="MEM-00911",
    user_id=KHOA,
    key="Hoàn chênh lệch giá",
    value="Lập xong đề xuất hoàn chênh lệch thì luôn gửi mail cho chị Ngọc (ngoc.ltb@minhlong.vn) "
    "danh sách đơn và số tiền hoàn để chị nhắn khách qua fanpage.",
    updated_on=D(2026, 3, 20),
)


@TASKS.task("price_guarantee_batch_new_rule")
def _price_guarantee_batch() -> Task:
    base = staff(KHOA, GUARANTEE_0101, APRIL_SALES, RULE_MAIL, LIST_MAIL, ADD_MAIL, ACC_MAIL,
                 KHOA_MEMORY)  # fmt: skip
    world = merge(base, *guarantee_orders(base))
    mine = {"requester_id": KHOA}
    running = {**mine, "status": "Đang thực hiện"}
    refunded = [record(ORDERS, oid) for oid in REFUNDS]
    amounts = list(REFUNDS.values())
    return Task(
        id="sales.price_guarantee_batch_new_rule",
        domain="sales",
        tier="expert",
        max_steps=50,  # long chains: room to read every source (a model may batch calls)
        prompt=(
            "AVA xử lý giúp anh mấy yêu cầu hoàn chênh lệch giá anh Dũng giao trong mail sáng nay "
            "nhé, làm đúng quy định hiện hành. Xong reply anh Dũng rồi cho anh biết tổng tiền hoàn."
        ),
        note=(
            "Staff session (Trần Minh Khoa, CSKH). Six orders listed in Dũng's mail TH000912; his "
            "later reply TH000914 in the same thread (amismail_search_mail / read_mail) adds a "
            "seventh, DH260410-0927 (Lê Minh Anh; DH260410-0928 is her cancelled duplicate), and "
            "says the 0923 proposal he returned must be redone from his note. The guarantee "
            "document VB-223 (7 days, mail accounting) is changed by Dũng's mail TH000911 of "
            "14/04 (for requests handled from 15/04: 5 days; one 'Đề xuất trực tiếp' per refunded "
            "order, amount = the difference, no mail to accounting; a partly returned order counts "
            "the units kept). Sale starts (VB-224): tee 12/04 250→199k, sunscreen 14/04 285→249k. "
            "0921 (10/04, 2 tees) → 102.000; 0922 (06/04, 2 tees: 06+5 = 11/04 < 12/04) → none "
            "(the 7-day rule would give 102.000); 0923 (11/04, 3 sunscreens on the order) → "
            f"72.000: Dũng's step note on Khoa's returned run {PG_RETURNED} (ava_approval_list "
            "role=requester; 108.000, now Nháp) says the shopper sent one tube back, 2 kept — "
            "resubmitting that run or a new proposal are both right; 0924 returned → none; 0925 "
            "(11/04, 1 tee, 51.000) → none: accounting already refunded it on 14/04 (only in Ngọc "
            "Lan's mail TH000913); 0926 (13/04, in transit, 1 sunscreen) → 36.000; 0927 (10/04, "
            "1 tee + 1 sunscreen) → 51.000 + 36.000 = 87.000. Memory MEM-00911: mail Ngọc "
            "(ngoc.ltb@) the list. Total 297.000 đ (traps: 333.000 with 0923 at 3 tubes, 210.000 "
            "without the addendum, 399.000 with 0922, 348.000 with 0925)."
        ),
        world=world,
        scopes=[
            *(created(APPROVALS, {**mine, "amount_vnd": amt}, n=1) for amt in sorted(amounts)),
            scope(
                APPROVALS,
                {"id": PG_RETURNED},
                max_added=0,
                reason="Khoa's returned 0923 proposal may be resubmitted with the kept quantity",
            ),
            created(MAILS, {"mailbox_owner_id": KHOA, "folder": SENT}, n=2),
            created(
                MAILS,
                {"mailbox_owner_id": {"in": ["NV000080", "NV000081"]}, "folder": INBOX},
                n=2,
                reason="the report reaches Dũng and the list reaches Ngọc",
            ),
        ],
        assertions=[
            *(
                exists(
                    APPROVALS,
                    {
                        **running,
                        "process": "Đề xuất trực tiếp",
                        "amount_vnd": amt,
                        "description": {"contains": oid},
                    },
                    f"A direct proposal for {oid} is running: {amt} đ",
                )
                for oid, amt in REFUNDS.items()
            ),
            count(
                APPROVALS,
                running,
                4,
                "Exactly four proposals running: one per refunded order (0923 once)",
            ),
            not_exists(
                APPROVALS,
                {**running, "amount_vnd": 108_000},
                "0923 is not proposed again on all three tubes (the shopper kept two)",
            ),
            *(
                not_exists(
                    APPROVALS,
                    {**mine, "description": {"contains": oid}},
                    f"No proposal for {oid} ({why})",
                )
                for oid, why in (
                    ("DH260406-0922", "outside the 5-day window of the 15/04 change"),
                    ("DH260411-0925", "accounting already refunded it on 14/04"),
                    ("DH260411-0924", "the order was returned"),
                    ("DH260410-0928", "the cancelled duplicate of 0927"),
                )
            ),
            mail_not_sent(
                "No mail to accounting (the 15/04 change replaced that step)",
                to_or_cc=[KETOAN],
            ),
            mail_sent(
                "Ngọc gets the refund list for the shoppers (his memory note)",
                to_or_cc=[NGOC_MAIL],
                body_contains=[*refunded, *amounts],
            ),
            mail_sent(
                "Dũng gets the per-order answer, with the refunds and the orders not refunded",
                to=[DUNG_CSKH],
                body_contains=[
                    *amounts,
                    record(ORDERS, "DH260406-0922"),
                    record(ORDERS, "DH260411-0924"),
                    record(ORDERS, "DH260411-0925"),
                    record(ORDERS, "DH260410-0927"),
                ],
                body_contains_any=["đã hoàn", "hoàn rồi", "đã được hoàn", "hoàn trước"],
            ),
            reply_has(
                "The reply states the total refund: 297.000 đ",
                297_000,
                wrong=[333_000, 210_000, 246_000, 312_000, 348_000, 399_000, 435_000],
            ),
        ],
    )


# ============================================================================================
# round 3: the hardest staff sessions (long chains, facts in several places, a later turn)
# ============================================================================================

LOI_NAME = ("Võ Văn Lợi", LOI)
NGOC_NAME = ("Lê Thị Bích Ngọc", NGOC_MAIL)

#: The return policy as first issued (superseded on 10/04 by RETURNS_0410).
RETURNS_0101 = PolicyDocument(
    id="VB-225",
    code="QĐ-07/2026/MN-BH",
    title="Chính sách đổi trả – Mộc Nhiên Store (bản ngày 01/01/2026)",
    category=SHOP_DOCS,
    issued_by=SHOP,
    effective_date=D(2026, 1, 1),
    sections=[
        DocSection(
            heading="1. Trả hàng và hoàn tiền (bản ngày 01/01/2026)",
            text="Khách được trả hàng trong vòng 7 ngày kể từ ngày nhận hàng, vì bất kỳ lý do "
            "gì (kể cả đổi ý), hàng còn nguyên tem, chưa qua sử dụng. Shop hoàn 100% tiền hàng "
            "của sản phẩm trả; hàng lỗi thì hoàn thêm phí vận chuyển của đơn.",
        ),
    ],
)

#: The return policy as amended on 10/04 (in force today, 16/04).
RETURNS_0410 = PolicyDocument(
    id="VB-226",
    code="QĐ-07b/2026/MN-BH",
    title="Chính sách đổi trả – Mộc Nhiên Store (sửa đổi ngày 10/04/2026)",
    category=SHOP_DOCS,
    issued_by=SHOP,
    effective_date=D(2026, 4, 10),
    sections=[
        DocSection(
            heading="1. Hiệu lực",
            text="Bản sửa đổi này áp dụng cho mọi yêu cầu trả hàng xử lý từ ngày 10/04/2026 và "
            "thay thế toàn bộ bản ngày 01/01/2026 (QĐ-07/2026/MN-BH).",
        ),
        DocSection(
            heading="2. Điều kiện trả hàng (sửa đổi 10/04/2026)",
            text="Khách gửi yêu cầu trả hàng trong vòng 5 ngày kể từ ngày nhận hàng (muộn nhất "
            "là ngày nhận + 5 ngày); quá hạn thì không nhận trả. Trả vì đổi ý: hàng phải còn "
            "nguyên tem, nguyên seal, chưa qua sử dụng (kho kiểm khi nhận); sản phẩm mua với giá "
            "khuyến mãi (sale) không nhận trả vì đổi ý. Hàng lỗi hoặc giao sai: luôn nhận trả "
            "trong thời hạn trên.",
        ),
        DocSection(
            heading="3. Số tiền hoàn (sửa đổi 10/04/2026)",
            text="Tiền hàng hoàn tính theo đơn giá khách đã trả trên đơn (không theo giá bán "
            "hiện tại). Trả vì đổi ý: hoàn tiền hàng của sản phẩm trả, trừ 30.000 đồng phí vận "
            "chuyển hoàn hàng cho mỗi đơn. Hàng lỗi hoặc giao sai: hoàn tiền hàng của sản phẩm "
            "trả, không trừ phí; trả lại cả đơn thì hoàn thêm phí vận chuyển của đơn.",
        ),
        DocSection(
            heading="4. Cách xử lý",
            text="Chỉ hoàn tiền khi kho online đã nhận hàng trả và xác nhận tình trạng hàng. Mỗi "
            "đơn được hoàn lập một Đề xuất trực tiếp trên AMIS Quy trình: số tiền = tiền hoàn, "
            "nội dung ghi mã đơn và tên khách. Đơn đã chuyển khoản: kế toán hoàn về tài khoản "
            "khách đã chuyển. Đơn COD: nội dung đề xuất phải ghi số tài khoản nhận hoàn của "
            "khách; chưa có số tài khoản thì chưa lập đề xuất. Hàng đã về kho nhưng không đủ "
            "điều kiện trả: báo kho online gửi trả lại hàng cho khách.",
        ),
    ],
)

#: order id → (shopper, returned items, status, payment, ordered on, delivered on)
RETURN_ORDERS = {
    "DH260408-0941": ("KHC-00007", [("AT001-DEN-M", 2)], PaymentStatus.COD, D(2026, 4, 8), D(2026, 4, 10)),
    "DH260407-0942": ("KHC-00010", [("SM001-TRANG-M", 1)], PaymentStatus.PAID, D(2026, 4, 7), D(2026, 4, 9)),
    "DH260411-0943": ("KHC-00003", [("BGN-DEN-500ML", 1)], PaymentStatus.PAID, D(2026, 4, 11), D(2026, 4, 13)),
    "DH260411-0944": ("KHC-00009", [("QJ001-XANHDAM-29", 1)], PaymentStatus.COD, D(2026, 4, 11), D(2026, 4, 13)),
    "DH260412-0945": ("KHC-00002", [("AT001-TRANG-L", 1)], PaymentStatus.PAID, D(2026, 4, 12), D(2026, 4, 14)),
    "DH260410-0946": ("KHC-00011", [("NEN-VOCAM-180G", 2)], PaymentStatus.COD, D(2026, 4, 10), D(2026, 4, 12)),
    "DH260410-0947": ("KHC-00008", [("NEN-OAIHUONG-180G", 1)], PaymentStatus.COD, D(2026, 4, 10), D(2026, 4, 12)),
}  # fmt: skip
RETURN_LIST = list(RETURN_ORDERS)
RETURN_CUSTOMERS = {
    **CUSTOMERS,
    "KHC-00008": ("Lê Minh Anh", "0987 654 312", "Số 40 Nguyễn Chí Thanh, phường Láng, TP Hà Nội"),
}
#: the shop's bank accounts of the COD shoppers, sent by Ngọc (0944's arrives in the follow-up)
STK_0941 = "0451000367218"
STK_0946 = "19033456781015"
STK_0947 = "2468013579"
STK_0944 = "107869245301"
#: turn 0: the refunds due (0944 waits for the stock room and the account number)
RETURN_REFUNDS = {"DH260408-0941": 220_000, "DH260411-0943": 289_000, "DH260410-0946": 348_000}
REFUND_0944 = 390_000


def return_orders(world: WorldState) -> list:  # type: ignore[type-arg]
    """The seven delivered orders of the return requests, priced on their order day."""
    out = []
    for oid, (who, items, pay, on, got) in RETURN_ORDERS.items():
        prices = _OLD if on < D(2026, 4, 12) else {}
        order = _order_at(world, oid, who, RETURN_CUSTOMERS[who], items, OrderStatus.DELIVERED,
                          pay, on, prices)  # fmt: skip
        note = f"GHN giao thành công ngày {got.strftime('%d/%m/%Y')}."
        out.append(order.model_copy(update={"updated_on": got, "note": note}))
    return out


RETURN_LIST_MAIL = inbox(
    "TH000941",
    "TD00941",
    KHOA,
    ("Nguyễn Văn Dũng", DUNG_CSKH),
    ["khoa.tm@minhlong.vn"],
    "Yêu cầu trả hàng tuần này",
    "Khoa ơi,\n\nFanpage nhận 7 yêu cầu trả hàng, em xử lý giúp anh theo chính sách đổi trả "
    "nhé:\n"
    "- DH260408-0941 (Đinh Mai Phương): đổi ý, trả 1 áo thun đen M (đơn 2 áo), gửi yêu cầu "
    "13/04\n"
    "- DH260407-0942 (Trần Ngọc Trâm): đổi ý, trả áo sơ mi linen, gửi yêu cầu 15/04\n"
    "- DH260411-0943 (Trần Quốc Việt): bình giữ nhiệt bị móp khi nhận, trả cả đơn, gửi yêu cầu "
    "13/04\n"
    "- DH260411-0944 (Lý Tuấn Kiệt): đổi ý, trả quần jean, gửi yêu cầu 14/04\n"
    "- DH260412-0945 (Nguyễn Minh Anh): đổi ý, trả áo thun trắng L, gửi yêu cầu 15/04\n"
    "- DH260410-0946 (Vũ Thị Hạnh): đổi ý, trả 2 nến vỏ cam, gửi yêu cầu 14/04\n"
    "- DH260410-0947 (Lê Minh Anh): đổi ý, trả nến oải hương, gửi yêu cầu 14/04\n"
    "Xong reply anh đơn nào hoàn bao nhiêu, đơn nào không hoàn hoặc chưa hoàn và lý do.\n\n"
    "Anh Dũng",
    dt.datetime(2026, 4, 16, 8, 0),
)
RETURN_STOCK_MAIL = inbox(
    "TH000942",
    "TD00942",
    KHOA,
    LOI_NAME,
    ["khoa.tm@minhlong.vn"],
    "Hàng trả về kho đến 15/04",
    "Khoa ơi, hàng khách trả về kho online đến chiều 15/04:\n"
    "- DH260408-0941: 1 áo thun đen M, còn nguyên tem.\n"
    "- DH260411-0943: 1 bình giữ nhiệt đen, móp thân đúng như khách báo, hàng lỗi.\n"
    "- DH260410-0946: 2 nến vỏ cam, đã đốt dở, không nhận lại được.\n"
    "- DH260410-0947: 1 nến oải hương, còn nguyên seal.\n"
    "Đơn DH260411-0944 (quần jean) chưa về kho. Các đơn khác khách chưa gửi hàng.\n\nLợi – kho "
    "online",
    dt.datetime(2026, 4, 15, 17, 30),
)
RETURN_STOCK_FIX = inbox(
    "TH000943",
    "TD00942",
    KHOA,
    LOI_NAME,
    ["khoa.tm@minhlong.vn"],
    "RE: Hàng trả về kho đến 15/04",
    "Khoa ơi em đính chính: hôm qua em ghi nhầm hai đơn nến. 2 nến vỏ cam của đơn "
    "DH260410-0946 còn nguyên seal; hũ nến oải hương của đơn DH260410-0947 mới là hũ đã đốt dở, "
    "không nhận lại được. Các dòng khác giữ nguyên.\n\nLợi",
    dt.datetime(2026, 4, 16, 8, 10),
)
RETURN_STK_MAIL = inbox(
    "TH000944",
    "TD00944",
    KHOA,
    NGOC_NAME,
    ["khoa.tm@minhlong.vn"],
    "STK khách trả hàng COD",
    "Khoa ơi, chị gửi số tài khoản các khách COD đã nhắn fanpage để nhận tiền hoàn:\n"
    f"- DH260408-0941 Đinh Mai Phương: Vietcombank {STK_0941}\n"
    f"- DH260410-0946 Vũ Thị Hạnh: MB Bank {STK_0946}\n"
    f"- DH260410-0947 Lê Minh Anh: ACB {STK_0947}\n"
    "Khách đơn DH260411-0944 chưa gửi số tài khoản, chị đang nhắn lại.\n\nNgọc",
    dt.datetime(2026, 4, 15, 16, 20),
)
RETURN_MEMORY = [
    MemoryItem(
        id="MEM-00941",
        user_id=KHOA,
        key="Báo cáo trả hàng",
        value="Khi báo kết quả xử lý trả hàng cho anh Dũng luôn CC chị Ngọc (ngoc.ltb@minhlong.vn) "
        "để chị nhắn khách qua fanpage.",
        updated_on=D(2026, 3, 12),
    ),
    MemoryItem(
        id="MEM-00942",
        user_id=KHOA,
        key="Chính sách đổi trả",
        value="Khách trả hàng trong 7 ngày kể từ khi nhận, đổi ý cũng hoàn 100% tiền hàng.",
        updated_on=D(2026, 1, 5),
    ),
]


@TASKS.task("return_refunds_stock_fix_ask")
def _return_refunds() -> Task:
    base = staff(KHOA, RETURNS_0101, RETURNS_0410, APRIL_SALES, RETURN_LIST_MAIL,
                 RETURN_STOCK_MAIL, RETURN_STOCK_FIX, RETURN_STK_MAIL, *RETURN_MEMORY)  # fmt: skip
    world = merge(base, *return_orders(base))
    mine = {"requester_id": KHOA}
    all_refunds = {**RETURN_REFUNDS, "DH260411-0944": REFUND_0944}
    stk = {"DH260408-0941": STK_0941, "DH260410-0946": STK_0946, "DH260411-0944": STK_0944}
    return Task(
        id="sales.return_refunds_stock_fix_ask",
        domain="sales",
        tier="expert",
        max_steps=50,  # long chains: room to read every source (a model may batch calls)
        prompt=(
            "AVA xử lý giúp anh mấy yêu cầu trả hàng anh Dũng gửi sáng nay nhé, đúng chính sách "
            "hiện hành. Đơn nào hoàn được thì lập đề xuất luôn, việc gì cần báo kho thì báo. Xong "
            "reply anh Dũng rồi cho anh biết tổng tiền hoàn."
        ),
        followups=[
            "À Lợi vừa nhắn đơn 0944 về kho rồi, quần còn nguyên tem. Khách cũng gửi STK rồi: "
            f"Techcombank {STK_0944}, chủ TK Lý Tuấn Kiệt. Em làm nốt đơn này giúp anh, báo lại "
            "anh Dũng rồi cho anh tổng tiền hoàn mới nhé."
        ],
        note=(
            "Multi-turn staff session (Trần Minh Khoa, CSKH). The seven orders and each reason "
            "and request date are only in Dũng's mail TH000941; the delivery day is in each "
            "order's note (sales_get_order). VB-226 (10/04, replaces VB-225 and the stale memory "
            "MEM-00942: 7 days, changed mind refunded 100 %): request ≤ delivery + 5 days; "
            "changed mind needs intact goods and no sale price, refund = price paid on the order "
            "− 30.000 đ per order; defect: goods + the order's shipping when the whole order is "
            "returned; refund only once the stock room has the goods; one 'Đề xuất trực tiếp' "
            "per refund, COD ones carry the shopper's account (Ngọc's mail TH000944); goods at "
            "the stock room that are refused → tell the stock room to send them back. Stock "
            "room: TH000942, amended by TH000943 (the burnt candle is 0947's, 0946's are "
            "sealed). 0941: 1 tee paid 250.000 on 08/04 (now 199.000) → 220.000 (STK "
            f"{STK_0941}); 0942: delivered 09/04, asked 15/04 > 14/04 → refused (7-day rule "
            "would refund); 0943: defect, whole order 259.000 + 30.000 ship → 289.000; 0944: not "
            "back yet and no account → not yet; 0945: tee bought at the sale price 199.000 → "
            "refused; 0946: 2 candles 378.000 − 30.000 → 348.000 (STK "
            f"{STK_0946}); 0947: burnt → refused, Lợi sends it back. Memory MEM-00941: CC Ngọc on "
            "the report. Turn-0 total 857.000 đ (traps: 1.247.000 with 0944 early, 668.000 / "
            "1.016.000 without the amendment, 806.000 at today's tee price, 1.475.000 under the "
            "old policy). The follow-up brings 0944 back and its account: one more proposal "
            f"390.000 đ with STK {STK_0944}, Dũng told, new total 1.247.000 đ."
        ),
        world=world,
        scopes=[
            *(
                created(APPROVALS, {**mine, "amount_vnd": amt}, n=1)
                for amt in sorted(all_refunds.values())
            ),
            scope(
                "office.memory",
                {"id": "MEM-00942"},
                reason="fixing the stale policy note is not asked but is no harm",
            ),
            created(MAILS, {"mailbox_owner_id": KHOA, "folder": SENT}, n=5),
            created(
                MAILS,
                {
                    "mailbox_owner_id": {"in": ["NV000080", "NV000081", "NV000083", "NV000084"]},
                    "folder": INBOX,
                },
                n=None,
                reason="the reports reach Dũng and Ngọc (CC), the stock-room mail reaches Lợi",
            ),
        ],
        assertions=[
            *(
                exists(
                    APPROVALS,
                    {
                        **mine,
                        "process": "Đề xuất trực tiếp",
                        "amount_vnd": amt,
                        "description": {"contains": oid},
                    },
                    f"A direct proposal for {oid}: {amt} đ",
                )
                for oid, amt in all_refunds.items()
            ),
            *(
                exists(
                    APPROVALS,
                    {**mine, "amount_vnd": all_refunds[oid], "description": {"contains": acc}},
                    f"The COD refund of {oid} carries the shopper's account {acc}",
                )
                for oid, acc in stk.items()
            ),
            count(
                APPROVALS,
                {**mine, "created_on": TODAY},
                4,
                "Exactly four proposals: one per refund (0941, 0943, 0946, then 0944)",
            ),
            count(
                APPROVALS,
                {**mine, "description": {"contains": "DH260411-0944"}},
                1,
                "One proposal for DH260411-0944 (made once the goods and the account are in)",
            ),
            *(
                not_exists(
                    APPROVALS,
                    {**mine, "description": {"contains": oid}},
                    f"No refund for {oid} ({why})",
                )
                for oid, why in (
                    ("DH260407-0942", "asked after delivery + 5 days"),
                    ("DH260412-0945", "a sale-price item returned for a change of mind"),
                    ("DH260410-0947", "the burnt candle, per the stock room's correction"),
                )
            ),
            mail_sent(
                "The stock room is told to send 0947's candle back to the shopper",
                to=[LOI],
                body_contains=[record(ORDERS, "DH260410-0947")],
                body_contains_any=["gửi trả", "trả lại", "gửi lại", "hoàn lại", "gửi về"],
            ),
            mail_sent(
                "Dũng gets the per-order report, Ngọc in CC (his memory note)",
                to=[DUNG_CSKH],
                cc=[NGOC_MAIL],
                body_contains=[
                    220_000,
                    289_000,
                    348_000,
                    record(ORDERS, "DH260407-0942"),
                    record(ORDERS, "DH260411-0944"),
                    record(ORDERS, "DH260412-0945"),
                    record(ORDERS, "DH260410-0947"),
                ],
            ),
            mail_sent(
                "Dũng is told the 0944 refund once it is made",
                to=[DUNG_CSKH],
                body_contains=[record(ORDERS, "DH260411-0944"), REFUND_0944],
            ),
            reply_has(
                "The first answer states the refund total so far: 857.000 đ",
                857_000,
                wrong=[1_475_000, 668_000, 1_016_000, 806_000, 827_000, 917_000],
                turn=0,
            ),
            reply_has(
                "The last answer states the new refund total: 1.247.000 đ",
                1_247_000,
                wrong=[1_277_000, 1_406_000, 1_196_000, 1_637_000, 1_865_000],
            ),
        ],
    )


#: Failed deliveries as first ruled (superseded on 14/04 by FAILED_0414).
FAILED_0201 = PolicyDocument(
    id="VB-227",
    code="QĐ-08/2026/MN-BH",
    title="Quy định xử lý đơn giao thất bại – Mộc Nhiên Store (bản ngày 01/02/2026)",
    category=SHOP_DOCS,
    issued_by=SHOP,
    effective_date=D(2026, 2, 1),
    sections=[
        DocSection(
            heading="1. Giao lại hay hoàn về (bản ngày 01/02/2026)",
            text="Đơn giao thất bại 2 lần thì cho hoàn về kho, không giao lại nữa. Đơn đã chuyển "
            "khoản trước mà hoàn về: hoàn cho khách tổng tiền đơn trừ phí vận chuyển.",
        ),
    ],
)

#: Failed deliveries as amended on 14/04 (in force today).
FAILED_0414 = PolicyDocument(
    id="VB-228",
    code="QĐ-08b/2026/MN-BH",
    title="Quy định xử lý đơn giao thất bại – Mộc Nhiên Store (sửa đổi ngày 14/04/2026)",
    category=SHOP_DOCS,
    issued_by=SHOP,
    effective_date=D(2026, 4, 14),
    sections=[
        DocSection(
            heading="1. Hiệu lực",
            text="Bản sửa đổi này áp dụng từ ngày 14/04/2026 và thay thế bản ngày 01/02/2026 "
            "(QĐ-08/2026/MN-BH).",
        ),
        DocSection(
            heading="2. Giao lại hay hoàn về (sửa đổi 14/04/2026)",
            text="GHN giao tối đa 3 lần. Đơn đã giao thất bại đủ 3 lần: hoàn về kho. Đơn giao "
            "thất bại dưới 3 lần: CSKH gọi khách; khách hẹn nhận hoặc cho số điện thoại, địa chỉ "
            "mới thì yêu cầu GHN giao lại (ghi ngày hẹn, số điện thoại hoặc địa chỉ mới nếu có); "
            "khách từ chối nhận thì hoàn về ngay.",
        ),
        DocSection(
            heading="3. Việc cần làm với mỗi đơn",
            text="Gửi GHN yêu cầu giao lại hoặc chuyển hoàn cho từng đơn. Đơn hoàn về: báo kho "
            "online (Võ Văn Lợi) mã đơn để nhận hàng hoàn. Đơn đã chuyển khoản trước mà hoàn "
            "về: hoàn cho khách tổng tiền đơn trừ phí vận chuyển hai chiều (2 lần phí vận chuyển "
            "của đơn); mỗi đơn lập một Đề xuất trực tiếp trên AMIS Quy trình, số tiền = tiền "
            "hoàn, nội dung ghi mã đơn và tên khách. Đơn COD hoàn về không phải hoàn tiền.",
        ),
    ],
)

GHN_HN = "ghn.caugiay@ghn.vn"
GHN_HCM = "ghn.tanbinh@ghn.vn"
GHN_NOREPLY = "noreply.baocao@ghn.vn"
_HN_2 = "Số 25 ngõ 68 Cầu Giấy, phường Cầu Giấy, TP Hà Nội"
FAILED_RECIPIENTS = {
    "KHC-00002": ("Nguyễn Minh Anh", "0987 654 321", _HN_2),
    "KHC-00008": ("Lê Minh Anh", "0987 654 312", "Số 40 Nguyễn Chí Thanh, phường Láng, TP Hà Nội"),
    "KHC-00010": ("Trần Ngọc Trâm", "0909 318 226", "120 Nguyễn Trãi, phường Bến Thành, TP Hồ Chí Minh"),
    "KHC-00006": ("Trương Hoàng Long", "0908 417 326", "45 Cộng Hoà, phường Tân Bình, TP Hồ Chí Minh"),
    "KHC-00009": ("Lý Tuấn Kiệt", "0919 774 205", "9 Hàng Gai, phường Hoàn Kiếm, TP Hà Nội"),
    "KHC-00011": ("Vũ Thị Hạnh", "0916 208 733", "14 Trần Hưng Đạo, phường Hoàn Kiếm, TP Hà Nội"),
    "KHC-00001": ("Phạm Thu Hà", "0912 345 678", "88 Lê Văn Sỹ, phường Phú Nhuận, TP Hồ Chí Minh"),
}  # fmt: skip
#: order id → (shopper, items, payment, ordered on); every one "Giao thất bại" on 15/04
FAILED_ORDERS = {
    "DH260412-0951": ("KHC-00002", [("DG-BUOI-300ML", 1), ("SRM-TRAXANH-100ML", 1)], PaymentStatus.COD, D(2026, 4, 12)),
    "DH260412-0952": ("KHC-00008", [("SM001-XANHNHAT-M", 1), ("TUI-BE", 1)], PaymentStatus.PAID, D(2026, 4, 12)),
    "DH260411-0953": ("KHC-00010", [("QJ001-XANHNHAT-28", 1)], PaymentStatus.COD, D(2026, 4, 11)),
    "DH260413-0954": ("KHC-00006", [("BGN-TRANG-500ML", 2)], PaymentStatus.PAID, D(2026, 4, 13)),
    "DH260410-0955": ("KHC-00009", [("MU-BE", 1)], PaymentStatus.COD, D(2026, 4, 10)),
    "DH260411-0956": ("KHC-00011", [("KD-TRAXANH-50ML", 1), ("KDT-DAO-30ML", 2)], PaymentStatus.PAID, D(2026, 4, 11)),
    "DH260413-0957": ("KHC-00001", [("NEN-DANHUONG-180G", 2)], PaymentStatus.COD, D(2026, 4, 13)),
}  # fmt: skip
FAILED_LIST = list(FAILED_ORDERS)
FAILED_HN = ["DH260412-0951", "DH260412-0952", "DH260410-0955", "DH260411-0956"]
FAILED_HCM = ["DH260411-0953", "DH260413-0954", "DH260413-0957"]
PHONE_0954 = "0908 417 362"
REFUND_0952 = 496_000  # 540.000 − 2 × 22.000
REFUND_0954 = 493_500  # 542.500 − 2 × 24.500
REFUND_0955 = 107_000  # 151.000 − 2 × 22.000 (paid by transfer on 15/04 though the order says COD)
TOTAL_0 = REFUND_0952 + REFUND_0955  # 603.000
TOTAL_1 = TOTAL_0 + REFUND_0954  # 1.096.500
#: the online stock room's new keeper (Lợi left on 15/04; his HR record says so)
TAI = "tai.ht@minhlong.vn"
TAI_ID = "NV000088"


def failed_orders(world: WorldState) -> list:  # type: ignore[type-arg]
    """The seven orders of GHN's failed-delivery report (COD ones are unpaid until delivered)."""
    out = []
    for oid, (who, items, pay, on) in FAILED_ORDERS.items():
        note = "Khách chuyển khoản trước." if pay is PaymentStatus.PAID else "Thu COD."
        if oid == "DH260410-0955":
            note += " 14/04 khách nhắn fanpage đã chuyển khoản trước cho đơn, chờ kế toán xác nhận."
        order = make_order(world, oid, who, FAILED_RECIPIENTS[who], items, OrderStatus.FAILED,
                           pay, on, note)  # fmt: skip
        out.append(order.model_copy(update={"updated_on": D(2026, 4, 15)}))
    return out


def failed_staff_and_receipts(world: WorldState) -> WorldState:
    """Lợi (the stock room) left on 15/04 and Tài took the online stock room over; accounting
    booked 0955's transfer on 15/04 (and 0952's on 12/04)."""
    patch(
        world, "hr.employees", "NV000084", status=EmploymentStatus.LEFT, leave_date=D(2026, 4, 15)
    )
    tai = Employee(
        id=TAI_ID,
        full_name="Hồ Thanh Tài",
        gender=Gender.MALE,
        birth_date=D(1999, 8, 21),
        email=TAI,
        phone="0934 215 608",
        department_id="PB-CSKH",
        title="Nhân viên kho online",
        manager_id="NV000080",
        hire_date=D(2026, 4, 13),
        contract_type=ContractType.PROBATION,
    )
    paid = [
        Receipt(
            id="NT00016",
            method=ReceiptMethod.BANK,
            date=D(2026, 4, 12),
            payer="Lê Minh Anh",
            reason="Nhận chuyển khoản thanh toán đơn DH260412-0952 (Mộc Nhiên Store)",
            amount_vnd=540_000,
            credit_account="3388",
        ),
        Receipt(
            id="NT00017",
            method=ReceiptMethod.BANK,
            date=D(2026, 4, 15),
            payer="Lý Tuấn Kiệt",
            reason="Nhận chuyển khoản thanh toán trước đơn DH260410-0955 (Mộc Nhiên Store)",
            amount_vnd=151_000,
            credit_account="3388",
        ),
    ]
    return merge(world, tai, *paid)


GHN_REPORT = inbox(
    "TH000951",
    "TD00951",
    NGOC,
    ("GHN – Báo cáo vận hành", GHN_NOREPLY),
    ["ngoc.ltb@minhlong.vn"],
    "[GHN] Báo cáo đơn giao thất bại ngày 15/04/2026 – Mộc Nhiên Store",
    "Kính gửi Mộc Nhiên Store,\n\nCác đơn giao thất bại ngày 15/04/2026:\n"
    "1. DH260412-0951 – thất bại lần 1 – khách hẹn giao hôm khác\n"
    "2. DH260412-0952 – thất bại lần 1 – khách từ chối nhận\n"
    "3. DH260411-0953 – thất bại lần 2 – không liên lạc được người nhận\n"
    "4. DH260413-0954 – thất bại lần 1 – sai số điện thoại người nhận\n"
    "5. DH260410-0955 – thất bại lần 3 – không liên lạc được người nhận\n"
    "6. DH260411-0956 – thất bại lần 2 – khách hẹn giao hôm khác\n"
    "7. DH260413-0957 – thất bại lần 1 – không có người nhận tại địa chỉ\n"
    "Yêu cầu giao lại hoặc chuyển hoàn xin gửi bưu cục phụ trách.\n\n"
    "Đây là email tự động, vui lòng không trả lời thư này.",
    dt.datetime(2026, 4, 15, 21, 0),
)
KIEU_CALLS = inbox(
    "TH000952",
    "TD00952",
    NGOC,
    ("Phan Thị Kiều", KIEU),
    ["ngoc.ltb@minhlong.vn"],
    "Kết quả gọi khách các đơn giao thất bại 15/04",
    "Chị Ngọc ơi, em gọi khách các đơn GHN báo thất bại hôm nay rồi:\n"
    "- DH260412-0951: khách hẹn giao lại sáng 18/04.\n"
    "- DH260412-0952: khách từ chối nhận, bảo đặt nhầm.\n"
    "- DH260411-0953: khách đi công tác mới về, hẹn giao lại từ 17/04.\n"
    f"- DH260413-0954: số trên đơn sai một số, số đúng là {PHONE_0954}, khách vẫn lấy.\n"
    "- DH260410-0955: em gọi 3 lần không được.\n"
    "- DH260411-0956: khách từ chối nhận.\n"
    "- DH260413-0957: khách hẹn giao giờ hành chính thứ Sáu 17/04.\n\nKiều",
    dt.datetime(2026, 4, 15, 18, 10),
)
KIEU_FIX = inbox(
    "TH000953",
    "TD00952",
    NGOC,
    ("Phan Thị Kiều", KIEU),
    ["ngoc.ltb@minhlong.vn"],
    "RE: Kết quả gọi khách các đơn giao thất bại 15/04",
    "Chị Ngọc ơi, sáng nay chị Vũ Thị Hạnh (đơn DH260411-0956) gọi lại xin lỗi, chị ấy vẫn lấy "
    "hàng, hẹn giao lại chiều 18/04. Chị bỏ ý từ chối em báo hôm qua giúp em nhé.\n\nKiều",
    dt.datetime(2026, 4, 16, 8, 40),
)
FAILED_MEMORY = [
    MemoryItem(
        id="MEM-00951",
        user_id=NGOC,
        key="Bưu cục GHN",
        value=f"Yêu cầu giao lại / chuyển hoàn: đơn giao Hà Nội gửi bưu cục GHN Cầu Giấy "
        f"({GHN_HN}), đơn giao TP HCM gửi bưu cục GHN Tân Bình ({GHN_HCM}); mỗi bưu cục "
        "một thư gom các đơn của mình.",
        updated_on=D(2026, 3, 5),
    ),
    MemoryItem(
        id="MEM-00952",
        user_id=NGOC,
        key="Báo cáo giao thất bại",
        value="Báo anh Dũng kết quả xử lý đơn giao thất bại thì CC Kiều (kieu.pt@minhlong.vn) "
        "để Kiều nhắn khách.",
        updated_on=D(2026, 3, 18),
    ),
]


@TASKS.task("failed_delivery_hubs_turnback")
def _failed_delivery() -> Task:
    base = staff(NGOC, FAILED_0201, FAILED_0414, GHN_REPORT, KIEU_CALLS, KIEU_FIX, *FAILED_MEMORY)
    world = failed_staff_and_receipts(merge(base, *failed_orders(base)))
    mine = {"requester_id": NGOC}
    back = ["gửi trả", "hoàn về", "chuyển hoàn", "hoàn hàng", "trả về", "hoàn lại", "hoàn đơn",
            "huỷ giao", "hủy giao", "dừng giao", "ngừng giao", "không giao lại"]  # fmt: skip
    refunds = {"DH260412-0952": REFUND_0952, "DH260410-0955": REFUND_0955}
    return Task(
        id="sales.failed_delivery_hubs_turnback",
        domain="sales",
        tier="expert",
        max_steps=60,  # long chains: room to read every source (a model may batch calls)
        prompt=(
            "AVA ơi xử lý giúp chị mấy đơn giao thất bại trong báo cáo GHN tối qua theo quy định "
            "của shop nhé: yêu cầu GHN giao lại hay chuyển hoàn, báo kho, đơn nào phải hoàn tiền "
            "thì lập đề xuất. Xong báo anh Dũng rồi cho chị biết tổng tiền phải hoàn cho khách."
        ),
        followups=[
            "À Kiều vừa báo khách đơn 0954 đổi ý không nhận nữa rồi em. Em huỷ giao lại đơn đó, "
            "cho hoàn về và xử lý lại giúp chị theo quy định nhé, các đơn khác giữ nguyên. Xong "
            "cho chị tổng tiền hoàn mới."
        ],
        note=(
            "Multi-turn staff session (Lê Thị Bích Ngọc, CSKH). The seven orders and their "
            "failed attempts are only in GHN's no-reply report TH000951 (do not reply to it); "
            "the shoppers' answers are in Kiều's mail TH000952, amended by TH000953 (0956 takes "
            "the parcel after all). VB-228 (14/04, replaces VB-227's 2 attempts and 'total − "
            "shipping'): 3 attempts → back to stock; under 3: redeliver on the shopper's date "
            "or new phone, refusal → back at once; back → tell the online stock room (the "
            "document names Võ Văn Lợi); prepaid and back → refund total − 2 × shipping, one "
            "'Đề xuất trực tiếp' each. Memory MEM-00951: Hà Nội orders to GHN Cầu Giấy, TP HCM "
            "orders to GHN Tân Bình, one mail per hub; MEM-00952: CC Kiều on the report to Dũng. "
            "Two facts outside mail and memory: (1) HR — Lợi left on 15/04 (hrm_search_employee "
            "include_former; the mail tool refuses his address) and Hồ Thanh Tài, 'Nhân viên kho "
            f"online' since 13/04 (hrm_search_employee 'kho'), is told instead ({TAI}); (2) "
            "accounting — 0955 says COD, but its note says the shopper reported a transfer "
            "awaiting accounting, and acc_list_receipts shows NT00017 of 15/04 (151.000 đ, Lý "
            "Tuấn Kiệt, DH260410-0955): it is prepaid, so back to stock means a refund of "
            "151.000 − 44.000 = 107.000 (NT00016 is 0952's own transfer). HN: 0951 redeliver "
            "18/04, 0952 back + refund 540.000 − 44.000 = 496.000, 0955 back (3 attempts) + "
            "refund 107.000, 0956 redeliver 18/04 (refund 391.000 if the amendment or the new "
            "3-attempt rule is missed). HCM: 0953 redeliver from 17/04 (2 attempts: the old rule "
            f"returns it), 0954 redeliver to {PHONE_0954}, 0957 redeliver 17/04. Turn-0 total "
            "603.000 đ (496.000 if the receipt is missed). The follow-up turns 0954 back: tell "
            "GHN Tân Bình to stop and return it, tell Tài, refund 542.500 − 49.000 = 493.500 "
            "with a proposal, tell Dũng; new total 1.096.500 đ."
        ),
        world=world,
        scopes=[
            *(
                created(APPROVALS, {**mine, "amount_vnd": amt}, n=1)
                for amt in (REFUND_0952, REFUND_0955, REFUND_0954)
            ),
            created(MAILS, {"mailbox_owner_id": NGOC, "folder": SENT}, n=9),
            created(
                MAILS,
                {
                    "mailbox_owner_id": {"in": ["NV000080", "NV000082", "NV000083", TAI_ID]},
                    "folder": INBOX,
                },
                n=None,
                reason="the reports reach Dũng and Kiều (CC), the stock-room mails reach Tài",
            ),
        ],
        assertions=[
            mail_sent(
                "GHN Cầu Giấy gets the Hà Nội orders (0951, 0952, 0955, 0956)",
                to=[GHN_HN],
                body_contains=[record(ORDERS, oid) for oid in FAILED_HN],
            ),
            mail_sent(
                "GHN Tân Bình gets the TP HCM orders, 0954 with the corrected phone",
                to=[GHN_HCM],
                body_contains=[record(ORDERS, oid) for oid in FAILED_HCM],
                body_contains_any=[PHONE_0954, PHONE_0954.replace(" ", ""), "0908.417.362"],
            ),
            mail_not_sent(
                "GHN Cầu Giấy is sent no TP HCM order",
                to_or_cc=[GHN_HN],
                body_contains_any=[record(ORDERS, oid) for oid in FAILED_HCM],
            ),
            mail_not_sent(
                "GHN Tân Bình is sent no Hà Nội order",
                to_or_cc=[GHN_HCM],
                body_contains_any=[record(ORDERS, oid) for oid in FAILED_HN],
            ),
            mail_not_sent("Nothing is sent to GHN's no-reply address", to_or_cc=[GHN_NOREPLY]),
            mail_sent(
                "GHN Tân Bình is told to stop and return 0954 (the follow-up)",
                to=[GHN_HCM],
                body_contains=[record(ORDERS, "DH260413-0954")],
                body_contains_any=back,
            ),
            mail_sent(
                "The online stock room's new keeper Tài (Lợi left) is told the parcels coming "
                "back: 0952 and 0955",
                to=[TAI],
                body_contains=[record(ORDERS, "DH260412-0952"), record(ORDERS, "DH260410-0955")],
            ),
            mail_sent(
                "Tài is told 0954 comes back too",
                to=[TAI],
                body_contains=[record(ORDERS, "DH260413-0954")],
            ),
            *(
                exists(
                    APPROVALS,
                    {
                        **mine,
                        "process": "Đề xuất trực tiếp",
                        "amount_vnd": amt,
                        "description": {"contains": oid},
                    },
                    f"A direct proposal refunds {oid}: {why}",
                )
                for oid, amt, why in (
                    ("DH260412-0952", REFUND_0952, "496.000 đ (540.000 − 2 × 22.000)"),
                    (
                        "DH260410-0955",
                        REFUND_0955,
                        "107.000 đ (151.000 − 2 × 22.000; paid by "
                        "transfer on 15/04, accounting's receipt)",
                    ),
                    ("DH260413-0954", REFUND_0954, "493.500 đ (542.500 − 2 × 24.500)"),
                )
            ),
            count(
                APPROVALS,
                {**mine, "created_on": TODAY},
                3,
                "Exactly three proposals: 0952 and 0955, then 0954",
            ),
            not_exists(
                APPROVALS,
                {**mine, "description": {"contains": "DH260411-0956"}},
                "No refund for 0956 (the shopper takes the parcel, per Kiều's second mail)",
            ),
            mail_sent(
                "Dũng gets the per-order report and Kiều is on it (her memory note)",
                to_or_cc=[DUNG_CSKH, KIEU],
                body_contains=[*(record(ORDERS, oid) for oid in FAILED_LIST), *refunds.values()],
            ),
            mail_sent(
                "Dũng is told the 0954 change and its refund",
                to_or_cc=[DUNG_CSKH],
                body_contains=[record(ORDERS, "DH260413-0954"), REFUND_0954],
            ),
            reply_has(
                "The first answer states the refund total: 603.000 đ (0952 and 0955)",
                TOTAL_0,
                wrong=[994_000, 1_060_000, 931_000],
                turn=0,
            ),
            reply_has(
                "The last answer states the new refund total: 1.096.500 đ",
                TOTAL_1,
                wrong=[989_500, 1_487_500, 1_121_000, 1_145_500],
            ),
        ],
    )


#: The delivery-time promise as first issued (superseded on 12/04 by ONTIME_0412).
ONTIME_0301 = PolicyDocument(
    id="VB-229",
    code="QĐ-09/2026/MN-BH",
    title="Cam kết thời gian giao hàng – Mộc Nhiên Store (bản ngày 01/03/2026)",
    category=SHOP_DOCS,
    issued_by=SHOP,
    effective_date=D(2026, 3, 1),
    sections=[
        DocSection(
            heading="1. Thời gian giao và bồi thường (bản ngày 01/03/2026)",
            text="Đơn giao Hà Nội, TP Hồ Chí Minh trong 2 ngày, tỉnh/thành khác trong 4 ngày kể "
            "từ ngày đặt (ngày lịch). Giao trễ: bồi thường 20.000 đồng mỗi đơn.",
        ),
    ],
)

#: The delivery-time promise as amended on 12/04 (in force today).
ONTIME_0412 = PolicyDocument(
    id="VB-230",
    code="QĐ-09b/2026/MN-BH",
    title="Cam kết thời gian giao hàng – Mộc Nhiên Store (sửa đổi ngày 12/04/2026)",
    category=SHOP_DOCS,
    issued_by=SHOP,
    effective_date=D(2026, 4, 12),
    sections=[
        DocSection(
            heading="1. Hiệu lực",
            text="Bản sửa đổi này áp dụng cho mọi khiếu nại giao trễ xử lý từ ngày 12/04/2026 và "
            "thay thế bản ngày 01/03/2026 (QĐ-09/2026/MN-BH).",
        ),
        DocSection(
            heading="2. Hạn giao (sửa đổi 12/04/2026)",
            text="Hạn giao tính theo ngày làm việc (không tính Chủ nhật và ngày lễ): là ngày làm "
            "việc thứ 2 sau ngày đặt đơn với đơn giao Hà Nội, TP Hồ Chí Minh; ngày làm việc thứ "
            "3 sau ngày đặt đơn với tỉnh/thành khác. Đơn khách hẹn ngày nhận: hạn giao là ngày "
            "hẹn. Ngày giao là ngày GHN giao thành công.",
        ),
        DocSection(
            heading="3. Bồi thường giao trễ (sửa đổi 12/04/2026)",
            text="Giao sau hạn: bồi thường 10% tiền hàng của đơn (không tính phí vận chuyển), "
            "tối đa 50.000 đồng mỗi đơn. Mỗi đơn chỉ được bồi thường một lần: khách đã nhận "
            "voucher hoặc bồi thường khác cho lần trễ đó thì không bồi thường thêm. Mỗi đơn được "
            "bồi thường lập một Đề xuất trực tiếp trên AMIS Quy trình, số tiền = tiền bồi thường, "
            "nội dung ghi mã đơn và tên khách.",
        ),
        DocSection(
            heading="4. Đối soát với GHN",
            text="Sau khi lập đề xuất, gửi GHN (doisoat@ghn.vn) một thư tổng hợp các đơn đã bồi "
            "thường và số tiền từng đơn để GHN khấu trừ vào cước tháng.",
        ),
    ],
)

GHN_DOISOAT = "doisoat@ghn.vn"
LAN_KT = "lan.ntn@minhlong.vn"
#: order id → (shopper, items, ordered on, delivered on as the admin page shows it, note extra)
LATE_ORDERS = {
    "DH260410-0961": ("KHC-00002", [("KD-TRAXANH-50ML", 1), ("KDT-DAO-30ML", 2)], D(2026, 4, 10), D(2026, 4, 14), ""),
    "DH260410-0962": ("KHC-00008", [("DG-BUOI-300ML", 1), ("SRM-TRAXANH-100ML", 1)], D(2026, 4, 10), D(2026, 4, 13), ""),
    "DH260409-0963": ("KHC-00003", [("NEN-DANHUONG-180G", 2)], D(2026, 4, 9), D(2026, 4, 14), ""),
    "DH260411-0964": ("KHC-00010", [("SM001-TRANG-M", 1), ("BGN-DEN-500ML", 1)], D(2026, 4, 11), D(2026, 4, 15), ""),
    "DH260413-0965": ("KHC-00006", [("QJ001-XANHDAM-29", 1)], D(2026, 4, 13), D(2026, 4, 16), ""),
    "DH260407-0966": ("KHC-00005", [("DG-BUOI-500ML", 1)], D(2026, 4, 7), D(2026, 4, 14), "Khách hẹn nhận hàng ngày 14/04 (đi vắng đến 13/04). "),
    "DH260408-0967": ("KHC-00009", [("NEN-VOCAM-180G", 1)], D(2026, 4, 8), D(2026, 4, 13), ""),
}  # fmt: skip
LATE_LIST = list(LATE_ORDERS)
LATE_RECIPIENTS = {
    **FAILED_RECIPIENTS,
    "KHC-00003": ("Trần Quốc Việt", "0905 602 318", "77 Nguyễn Văn Linh, phường Hải Châu, TP Đà Nẵng"),
    "KHC-00005": ("Đỗ Lan Anh", "0983 447 120", "5 Lê Lợi, phường Thuận Hoá, TP Huế"),
}  # fmt: skip
#: 10 % of the goods, capped at 50.000 đ; 0963 was on time (the ticket's real date), 0965 had a
#: voucher, 0966 was delivered on the shopper's own date, 0962 on time
COMPENSATION = {"DH260410-0961": 41_300, "DH260411-0964": 50_000, "DH260408-0967": 18_900}


def late_orders(world: WorldState) -> list:  # type: ignore[type-arg]
    """The seven delivered orders of the late-delivery complaints."""
    out = []
    for oid, (who, items, on, got, extra) in LATE_ORDERS.items():
        order = make_order(world, oid, who, LATE_RECIPIENTS[who], items, OrderStatus.DELIVERED,
                           PaymentStatus.PAID, on)  # fmt: skip
        note = f"{extra}GHN giao thành công ngày {got.strftime('%d/%m/%Y')}."
        out.append(order.model_copy(update={"updated_on": got, "note": note}))
    return out


LATE_MAIL = inbox(
    "TH000961",
    "TD00961",
    KHOA,
    ("Nguyễn Văn Dũng", DUNG_CSKH),
    ["khoa.tm@minhlong.vn"],
    "Khiếu nại giao trễ tuần này",
    "Khoa ơi,\n\nFanpage có 7 khách khiếu nại giao trễ: DH260410-0961, DH260410-0962, "
    "DH260409-0963, DH260411-0964, DH260413-0965, DH260407-0966, DH260408-0967. Em rà theo cam "
    "kết giao hàng hiện hành, đơn nào được bồi thường thì làm luôn nhé. Lưu ý tuần này trang "
    "quản trị bị lỗi đồng bộ ngày giao với GHN, em đã báo IT rồi đó, xem lại kết quả bên IT "
    "trước khi tính. Xong reply anh từng đơn: bồi thường bao nhiêu hoặc vì sao không.\n\n"
    "Anh Dũng",
    dt.datetime(2026, 4, 16, 8, 30),
)
VOUCHER_MAIL = inbox(
    "TH000962",
    "TD00962",
    KHOA,
    NGOC_NAME,
    ["khoa.tm@minhlong.vn"],
    "Khách đơn DH260413-0965 đã nhận voucher",
    "Khoa ơi, hôm qua anh Trương Hoàng Long (đơn DH260413-0965) nhắn hỏi sao đơn chưa tới, chị "
    "đã tặng anh ấy voucher 50.000đ trên fanpage để xin lỗi vì giao trễ rồi. Em đừng bồi thường "
    "thêm đơn này nhé.\n\nNgọc",
    dt.datetime(2026, 4, 15, 15, 45),
)
SYNC_TICKET = Ticket(
    id="TK-2026-00961",
    title="Trang quản trị shop đồng bộ sai ngày giao GHN",
    description="Một số đơn trên trang quản trị Mộc Nhiên Store hiện ngày giao thành công khác "
    "với tra cứu trên GHN. Nhờ IT kiểm tra.",
    category=TicketCategory.IT_SOFTWARE,
    priority=TicketPriority.MEDIUM,
    requester_id=KHOA,
    queue=TicketQueue.IT,
    assignee_id="NV000056",
    status=TicketStatus.RESOLVED,
    created_on=D(2026, 4, 14),
    due_date=D(2026, 4, 16),
    comments=[
        "15/04/2026 Dương Minh Hiếu: Đã sửa lỗi đồng bộ từ chiều 15/04. Trước khi sửa có 2 đơn "
        "bị ghi ngày giao muộn hơn thực tế 1 ngày và chưa cập nhật lại được trên trang quản trị: "
        "DH260409-0963 (GHN giao thành công ngày 13/04, trang ghi 14/04) và DH260405-0931 (GHN "
        "giao ngày 07/04, trang ghi 08/04). Các đơn khác đúng ngày.",
    ],
)
KHOA_LATE_MEMORY = MemoryItem(
    id="MEM-00961",
    user_id=KHOA,
    key="Bồi thường giao trễ",
    value=f"Lập đề xuất bồi thường giao trễ xong thì gửi chị Ngọc Lan kế toán ({LAN_KT}) danh "
    "sách mã đơn và số tiền từng đơn để chị chuẩn bị chi.",
    updated_on=D(2026, 3, 25),
)


@TASKS.task("late_delivery_workdays_ticket")
def _late_delivery() -> Task:
    base = staff(KHOA, ONTIME_0301, ONTIME_0412, LATE_MAIL, VOUCHER_MAIL, SYNC_TICKET,
                 KHOA_LATE_MEMORY)  # fmt: skip
    world = merge(base, *late_orders(base))
    mine = {"requester_id": KHOA}
    paid = [record(ORDERS, oid) for oid in COMPENSATION]
    amounts = list(COMPENSATION.values())
    return Task(
        id="sales.late_delivery_workdays_ticket",
        domain="sales",
        tier="expert",
        max_steps=50,  # long chains: room to read every source (a model may batch calls)
        prompt=(
            "AVA rà giúp anh mấy khiếu nại giao trễ anh Dũng gửi sáng nay nhé, đơn nào được bồi "
            "thường thì làm hết các bước theo quy định. Xong reply anh Dũng rồi cho anh biết tổng "
            "tiền bồi thường."
        ),
        note=(
            "Staff session (Trần Minh Khoa, CSKH). The seven orders only in Dũng's mail "
            "TH000961, which points to the IT ticket. VB-230 (12/04, replaces VB-229: 2/4 "
            "calendar days, 20.000 đ per late order): deadline = the 2nd (HN, HCM) or 3rd "
            "(other provinces) working day after the order day, Sundays excluded; an appointed "
            "day is the deadline; 10 % of the goods, at most 50.000 đ; once per order; one "
            "'Đề xuất trực tiếp' each, then one mail to GHN (doisoat@ghn.vn) listing them. "
            "Memory MEM-00961: mail Ngọc Lan (lan.ntn@) the list. 0961 (Fri 10/04 HN, due Mon "
            "13/04, delivered 14/04; 413.000) → 41.300; 0962 (Fri 10/04 HN, delivered 13/04) → "
            "on time (late under the old rule); 0963 (Thu 09/04 Đà Nẵng, due 13/04; the order "
            "says 14/04 but IT's ticket comment TK-2026-00961 says 13/04) → on time; 0964 (Sat "
            "11/04 HCM, due 14/04, delivered 15/04; 618.000) → 50.000 (cap; 61.800 uncapped); "
            "0965 late but Ngọc gave a 50.000 voucher (her mail TH000962) → none; 0966 "
            "delivered on the shopper's appointed 14/04 (order note) → none; 0967 (Wed 08/04 "
            "HN, due 10/04, delivered 13/04; 189.000) → 18.900. Total 110.200 đ (traps: "
            "148.000 without the ticket, 122.000 uncapped, 152.200 with 0965, 133.700 with "
            "0966, 141.200 on calendar days, 100.000–140.000 under the old flat rule)."
        ),
        world=world,
        scopes=[
            *(created(APPROVALS, {**mine, "amount_vnd": amt}, n=1) for amt in sorted(amounts)),
            created(MAILS, {"mailbox_owner_id": KHOA, "folder": SENT}, n=4),
            created(
                MAILS,
                {"mailbox_owner_id": {"in": ["NV000080", "NV000081", "NV000032"]}, "folder": INBOX},
                n=None,
                reason="the report reaches Dũng (and Ngọc if copied), the list reaches Ngọc Lan",
            ),
        ],
        assertions=[
            *(
                exists(
                    APPROVALS,
                    {
                        **mine,
                        "process": "Đề xuất trực tiếp",
                        "amount_vnd": amt,
                        "description": {"contains": oid},
                    },
                    f"A direct proposal compensates {oid}: {amt} đ",
                )
                for oid, amt in COMPENSATION.items()
            ),
            count(
                APPROVALS,
                {**mine, "created_on": TODAY},
                3,
                "Exactly three proposals: one per compensated order",
            ),
            *(
                not_exists(
                    APPROVALS,
                    {**mine, "description": {"contains": oid}},
                    f"No compensation for {oid} ({why})",
                )
                for oid, why in (
                    ("DH260410-0962", "delivered on the 2nd working day"),
                    ("DH260409-0963", "on time by IT's corrected date"),
                    ("DH260413-0965", "already given a voucher by Ngọc"),
                    ("DH260407-0966", "delivered on the shopper's appointed day"),
                )
            ),
            mail_sent(
                "GHN gets one reconciliation mail with the three orders and amounts",
                to=[GHN_DOISOAT],
                body_contains=[*paid, *amounts],
            ),
            mail_not_sent(
                "GHN is not billed for orders that were on time",
                to_or_cc=[GHN_DOISOAT],
                body_contains_any=[
                    record(ORDERS, oid)
                    for oid in ("DH260410-0962", "DH260409-0963", "DH260407-0966")
                ],
            ),
            mail_sent(
                "Ngọc Lan (accounting) gets the list (his memory note)",
                to_or_cc=[LAN_KT],
                body_contains=[*paid, *amounts],
            ),
            mail_sent(
                "Dũng gets the per-order answer",
                to=[DUNG_CSKH],
                body_contains=[*(record(ORDERS, oid) for oid in LATE_LIST), *amounts],
            ),
            reply_has(
                "The reply states the total compensation: 110.200 đ",
                110_200,
                wrong=[148_000, 122_000, 152_200, 133_700, 141_200, 100_000, 120_000, 140_000],
            ),
        ],
    )
