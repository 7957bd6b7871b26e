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

from avabench.domains.base import merge
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
    not_exists,
    record,
    reply_has,
    reply_lacks,
    scope,
)
from avabench.world.office import DocSection, PolicyDocument
from avabench.world.sales import OrderStatus, PaymentStatus

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
