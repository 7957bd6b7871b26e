"""The base company's online shop "Mộc Nhiên Store": catalogue, fee table, shoppers, orders.

The shop ships from two warehouses (Kho Hà Nội for the North and Centre, Kho TP.HCM for the
South) with a GHTK-style fee table keyed by the 34 post-2025 provinces/cities (misa_domain.md
§7). Deliberate traps for tasks: namesake shoppers ("Minh Anh" ×2, "Thu Hà" ×2) with
near-identical phones (0987 654 321 vs 0987 654 312), sold-out variants (AT001-BE-XL,
KD-KHONGMUI-50ML, TAT-DEN has only 4 pairs), a paid order (DH260412-0007), an order whose
address still uses an old province name (no fee), drafts that cannot be paid.
"""

from __future__ import annotations

import datetime as dt
import random
from collections.abc import Callable

from avabench.world import Record, WorldState
from avabench.world.sales import (
    Channel,
    Combo,
    ComboComponent,
    Handoff,
    HandoffStatus,
    Order,
    OrderStatus,
    PaymentQr,
    PaymentStatus,
    Product,
    QrStatus,
    Region,
    Route,
    SalesState,
    ShippingFee,
    Shopper,
    Variant,
)

D = dt.date

# -- catalogue -----------------------------------------------------------------------------------

_COLOURS = {
    "Đen": "DEN", "Trắng": "TRANG", "Be": "BE", "Xám": "XAM", "Xanh nhạt": "XANHNHAT",
    "Xanh đậm": "XANHDAM", "Xanh rêu": "XANHREU", "Hồng": "HONG",
}  # fmt: skip


def _grid(
    prefix: str,
    colours: list[str],
    sizes: list[str],
    price: int,
    weights: dict[str, int],
    stock: dict[str, int],
    default_stock: int,
) -> list[Variant]:
    out = []
    for colour in colours:
        for size in sizes:
            sku = f"{prefix}-{_COLOURS[colour]}-{size}"
            out.append(
                Variant(
                    sku=sku,
                    attributes={"Màu": colour, "Size": size},
                    price_vnd=price,
                    stock=stock.get(sku, default_stock),
                    weight_g=weights[size],
                )
            )
    return out


def _v(sku: str, attrs: dict[str, str], price: int, stock: int, weight: int) -> Variant:
    return Variant(sku=sku, attributes=attrs, price_vnd=price, stock=stock, weight_g=weight)


PRODUCTS: list[Product] = [
    Product(
        id="AT001",
        name="Áo thun oversize unisex",
        category="Thời trang",
        description="Áo thun tay lỡ form oversize, cotton 100% 250gsm, không xù lông. Form rộng, "
        "nên chọn đúng size thường mặc.",
        base_price_vnd=250_000,
        sale_price_vnd=199_000,
        attributes=["Màu", "Size"],
        variants=_grid(
            "AT001",
            ["Đen", "Trắng", "Be"],
            ["S", "M", "L", "XL"],
            199_000,
            {"S": 230, "M": 250, "L": 270, "XL": 290},
            {"AT001-BE-XL": 0, "AT001-DEN-S": 0, "AT001-TRANG-XL": 3, "AT001-DEN-L": 42},
            25,
        ),
        tags=["áo phông", "tay lỡ", "unisex", "cotton"],
    ),
    Product(
        id="AT002",
        name="Áo thun basic cổ tròn",
        category="Thời trang",
        description="Áo thun cổ tròn form regular, cotton co giãn 4 chiều.",
        base_price_vnd=159_000,
        attributes=["Màu", "Size"],
        variants=_grid(
            "AT002",
            ["Trắng", "Đen", "Xám"],
            ["S", "M", "L", "XL"],
            159_000,
            {"S": 190, "M": 200, "L": 220, "XL": 240},
            {"AT002-XAM-S": 0},
            30,
        ),
        tags=["áo phông", "cổ tròn", "basic"],
    ),
    Product(
        id="SM001",
        name="Áo sơ mi linen tay dài",
        category="Thời trang",
        description="Sơ mi vải linen pha, thoáng mát, phù hợp đi làm và đi biển.",
        base_price_vnd=359_000,
        attributes=["Màu", "Size"],
        variants=_grid(
            "SM001",
            ["Trắng", "Xanh nhạt"],
            ["S", "M", "L", "XL"],
            359_000,
            {"S": 260, "M": 280, "L": 300, "XL": 320},
            {"SM001-XANHNHAT-XL": 0},
            12,
        ),
        tags=["sơ mi", "linen", "công sở"],
    ),
    Product(
        id="QJ001",
        name="Quần jean ống suông",
        category="Thời trang",
        description="Quần jean nữ ống suông lưng cao, denim 12 oz, không giãn.",
        base_price_vnd=420_000,
        attributes=["Màu", "Size"],
        variants=_grid(
            "QJ001",
            ["Xanh nhạt", "Xanh đậm"],
            ["26", "27", "28", "29", "30", "31", "32"],
            420_000,
            {"26": 550, "27": 560, "28": 580, "29": 600, "30": 620, "31": 640, "32": 650},
            {"QJ001-XANHDAM-32": 0, "QJ001-XANHNHAT-26": 0, "QJ001-XANHNHAT-31": 2},
            10,
        ),
        tags=["quần bò", "jeans", "denim", "ống rộng"],
    ),
    Product(
        id="SRM001",
        name="Sữa rửa mặt trà xanh 100 ml",
        category="Mỹ phẩm",
        description="Sữa rửa mặt chiết xuất trà xanh, làm sạch dịu nhẹ, dùng cho da dầu và da hỗn hợp.",
        base_price_vnd=145_000,
        attributes=["Dung tích"],
        variants=[_v("SRM-TRAXANH-100ML", {"Dung tích": "100 ml"}, 145_000, 60, 150)],
        tags=["skincare", "làm sạch", "trà xanh"],
    ),
    Product(
        id="KD001",
        name="Kem dưỡng ẩm 50 ml",
        category="Mỹ phẩm",
        description="Kem dưỡng ẩm dạng gel nhẹ, cấp ẩm 24 giờ; ba lựa chọn mùi.",
        base_price_vnd=235_000,
        attributes=["Mùi"],
        variants=[
            _v("KD-TRAXANH-50ML", {"Mùi": "Trà xanh"}, 235_000, 35, 110),
            _v("KD-DAO-50ML", {"Mùi": "Đào"}, 235_000, 18, 110),
            _v("KD-KHONGMUI-50ML", {"Mùi": "Không mùi"}, 235_000, 0, 110),
        ],
        tags=["skincare", "dưỡng ẩm", "kem dưỡng"],
    ),
    Product(
        id="KDT001",
        name="Kem dưỡng da tay hương đào 30 ml",
        category="Mỹ phẩm",
        description="Kem dưỡng da tay mềm mịn, thấm nhanh, hương đào nhẹ.",
        base_price_vnd=89_000,
        attributes=["Mùi"],
        variants=[_v("KDT-DAO-30ML", {"Mùi": "Đào"}, 89_000, 50, 50)],
        tags=["dưỡng tay", "kem tay"],
    ),
    Product(
        id="KCN001",
        name="Kem chống nắng SPF50+ PA++++ 50 ml",
        category="Mỹ phẩm",
        description="Kem chống nắng phổ rộng, kết cấu sữa, không để lại vệt trắng.",
        base_price_vnd=285_000,
        sale_price_vnd=249_000,
        attributes=["Dung tích"],
        variants=[_v("KCN-SPF50-50ML", {"Dung tích": "50 ml"}, 249_000, 40, 90)],
        tags=["chống nắng", "skincare"],
    ),
    Product(
        id="DG001",
        name="Dầu gội bưởi",
        category="Mỹ phẩm",
        description="Dầu gội tinh dầu vỏ bưởi, giảm gãy rụng.",
        base_price_vnd=165_000,
        attributes=["Dung tích"],
        variants=[
            _v("DG-BUOI-300ML", {"Dung tích": "300 ml"}, 165_000, 25, 380),
            _v("DG-BUOI-500ML", {"Dung tích": "500 ml"}, 235_000, 14, 600),
        ],
        tags=["tóc", "bưởi", "thiên nhiên"],
    ),
    Product(
        id="TAT001",
        name="Tất cổ cao",
        category="Phụ kiện",
        description="Tất cổ cao cotton, bán theo đôi.",
        base_price_vnd=25_000,
        attributes=["Màu"],
        variants=[
            _v("TAT-TRANG", {"Màu": "Trắng"}, 25_000, 200, 40),
            _v("TAT-DEN", {"Màu": "Đen"}, 25_000, 4, 40),
        ],
        tags=["vớ", "tất", "đôi"],
    ),
    Product(
        id="TUI001",
        name="Túi tote canvas Mộc Nhiên",
        category="Phụ kiện",
        description="Túi tote vải canvas dày, có ngăn trong và khoá kéo, in logo Mộc Nhiên.",
        base_price_vnd=159_000,
        attributes=["Màu"],
        variants=[
            _v("TUI-BE", {"Màu": "Be"}, 159_000, 22, 180),
            _v("TUI-DEN", {"Màu": "Đen"}, 159_000, 15, 180),
            _v("TUI-XANHREU", {"Màu": "Xanh rêu"}, 159_000, 0, 180),
        ],
        tags=["túi vải", "tote", "canvas"],
    ),
    Product(
        id="NEN001",
        name="Nến thơm sáp đậu nành 180 g",
        category="Nhà cửa",
        description="Nến thơm sáp đậu nành, bấc cotton, cháy khoảng 40 giờ.",
        base_price_vnd=189_000,
        attributes=["Mùi"],
        variants=[
            _v("NEN-OAIHUONG-180G", {"Mùi": "Oải hương"}, 189_000, 20, 320),
            _v("NEN-VOCAM-180G", {"Mùi": "Vỏ cam"}, 189_000, 16, 320),
            _v("NEN-DANHUONG-180G", {"Mùi": "Gỗ đàn hương"}, 189_000, 9, 320),
        ],
        tags=["nến", "quà tặng", "thư giãn"],
    ),
    Product(
        id="BGN001",
        name="Bình giữ nhiệt inox 500 ml",
        category="Nhà cửa",
        description="Bình giữ nhiệt inox 304, giữ nóng 12 giờ, giữ lạnh 24 giờ.",
        base_price_vnd=259_000,
        attributes=["Màu"],
        variants=[
            _v("BGN-TRANG-500ML", {"Màu": "Trắng"}, 259_000, 18, 350),
            _v("BGN-DEN-500ML", {"Màu": "Đen"}, 259_000, 11, 350),
            _v("BGN-HONG-500ML", {"Màu": "Hồng"}, 259_000, 0, 350),
        ],
        tags=["bình nước", "giữ nhiệt", "quà tặng"],
    ),
    Product(
        id="MU001",
        name="Mũ bucket vải kaki",
        category="Phụ kiện",
        description="Mũ bucket vải kaki mềm, vành 6 cm.",
        base_price_vnd=129_000,
        attributes=["Màu"],
        variants=[
            _v("MU-BE", {"Màu": "Be"}, 129_000, 30, 120),
            _v("MU-DEN", {"Màu": "Đen"}, 129_000, 24, 120),
        ],
        tags=["nón", "mũ", "bucket"],
    ),
]

COMBOS: list[Combo] = [
    Combo(
        id="CB-TAT5",
        name="Combo 5 đôi tất cổ cao",
        price_vnd=99_000,
        components=[ComboComponent(product_id="TAT001", quantity=5, needs_variant=True)],
        description="5 đôi tất cổ cao, chọn màu cho từng đôi (Trắng/Đen).",
    ),
    Combo(
        id="CB-DUONGAM",
        name="Combo dưỡng ẩm",
        price_vnd=349_000,
        components=[
            ComboComponent(product_id="SRM001", quantity=1, needs_variant=False),
            ComboComponent(product_id="KD001", quantity=1, needs_variant=True),
        ],
        description="1 sữa rửa mặt trà xanh 100 ml + 1 kem dưỡng ẩm 50 ml (chọn mùi).",
    ),
    Combo(
        id="CB-AT3",
        name="Combo 3 áo thun oversize",
        price_vnd=499_000,
        components=[ComboComponent(product_id="AT001", quantity=3, needs_variant=True)],
        description="3 áo thun oversize, chọn màu và size cho từng áo.",
    ),
    Combo(
        id="CB-TUIBINH",
        name="Combo túi tote + bình giữ nhiệt",
        price_vnd=379_000,
        components=[
            ComboComponent(product_id="TUI001", quantity=1, needs_variant=True),
            ComboComponent(product_id="BGN001", quantity=1, needs_variant=True),
        ],
        description="1 túi tote canvas + 1 bình giữ nhiệt 500 ml, chọn màu từng món.",
    ),
]

# -- shipping-fee table (34 provinces/cities after 1/7/2025) -----------------------------------

_NORTH = [
    "Hà Nội", "Hải Phòng", "Quảng Ninh", "Bắc Ninh", "Hưng Yên", "Ninh Bình", "Phú Thọ",
    "Thái Nguyên", "Tuyên Quang", "Lào Cai", "Lạng Sơn", "Cao Bằng", "Sơn La", "Điện Biên",
    "Lai Châu",
]  # fmt: skip
_CENTRAL = [
    "Thanh Hoá", "Nghệ An", "Hà Tĩnh", "Quảng Trị", "Huế", "Đà Nẵng", "Quảng Ngãi", "Gia Lai",
    "Khánh Hoà", "Đắk Lắk", "Lâm Đồng",
]  # fmt: skip
_SOUTH = [
    "TP Hồ Chí Minh", "Đồng Nai", "Tây Ninh", "Cần Thơ", "Vĩnh Long", "Đồng Tháp", "An Giang",
    "Cà Mau",
]  # fmt: skip
_ALIASES = {
    "Hà Nội": ["TP Hà Nội", "Thành phố Hà Nội", "HN", "Hanoi"],
    "TP Hồ Chí Minh": ["Hồ Chí Minh", "TP.HCM", "TPHCM", "HCM", "HCMC", "Sài Gòn", "Saigon"],
    "Huế": ["TP Huế", "Thừa Thiên Huế", "Thừa Thiên - Huế"],
    "Đà Nẵng": ["TP Đà Nẵng", "Da Nang"],
    "Hải Phòng": ["TP Hải Phòng"],
    "Cần Thơ": ["TP Cần Thơ"],
    "Đắk Lắk": ["Đăk Lăk", "Daklak"],
}
# route → (base phường, base xã, + per extra 0,5 kg, delivery time)
_TARIFF = {
    Route.LOCAL_CITY: (22_000, 30_000, 2_500, "Trong ngày (khoảng 6 giờ)"),
    Route.IN_REGION: (30_000, 35_000, 2_500, "1 ngày"),
    Route.SPECIAL: (30_000, 37_000, 5_000, "3–4 ngày"),
    Route.INTER_REGION: (32_000, 40_000, 5_000, "3–5 ngày"),
}


def _fee_table() -> list[ShippingFee]:
    rows = []
    for region, names in (
        (Region.NORTH, _NORTH),
        (Region.CENTRAL, _CENTRAL),
        (Region.SOUTH, _SOUTH),
    ):
        for name in names:
            south = region is Region.SOUTH
            if name in ("Hà Nội", "TP Hồ Chí Minh"):
                route = Route.LOCAL_CITY
            elif name == "Đà Nẵng":
                route = Route.SPECIAL
            elif region is Region.CENTRAL:
                route = Route.INTER_REGION
            else:
                route = Route.IN_REGION
            base, rural, extra, eta = _TARIFF[route]
            rows.append(
                ShippingFee(
                    id=f"PVC-{len(rows) + 1:02d}",
                    province=name,
                    aliases=_ALIASES.get(name, []),
                    region=region,
                    route=route,
                    warehouse="Kho TP.HCM" if south else "Kho Hà Nội",
                    base_fee_vnd=base,
                    rural_base_fee_vnd=rural,
                    extra_per_half_kg_vnd=extra,
                    delivery_time=eta,
                )
            )
    return rows


# -- shoppers ------------------------------------------------------------------------------------

SHOPPERS: list[Shopper] = [
    Shopper(id="KHC-00001", display_name="Hà Phạm", channel=Channel.FACEBOOK, phone="0912 345 678",
            full_name="Phạm Thu Hà", first_contact_on=D(2025, 11, 20), note="Khách quen, hay mua mỹ phẩm."),
    Shopper(id="KHC-00002", display_name="Minh Anh", channel=Channel.ZALO, phone="0987 654 321",
            full_name="Nguyễn Minh Anh", first_contact_on=D(2026, 3, 28)),
    Shopper(id="KHC-00003", display_name="Việt Trần", channel=Channel.FACEBOOK, phone="0903 456 789",
            full_name="Trần Quốc Việt", first_contact_on=D(2026, 4, 12)),
    Shopper(id="KHC-00004", display_name="Thu Hà", channel=Channel.ZALO, phone="0388 123 456",
            full_name="Nguyễn Thu Hà", first_contact_on=D(2026, 1, 9)),
    Shopper(id="KHC-00005", display_name="Lan Anh Đỗ", channel=Channel.FACEBOOK, phone="0868 315 920",
            full_name="Đỗ Lan Anh", first_contact_on=D(2025, 12, 2)),
    Shopper(id="KHC-00006", display_name="Hoàng Long", channel=Channel.ZALO, phone="0912 888 567",
            full_name="Trương Hoàng Long", first_contact_on=D(2026, 2, 17)),
    Shopper(id="KHC-00007", display_name="Mai Phương", channel=Channel.WEBSITE, phone="0935 222 618",
            full_name="Vũ Mai Phương", first_contact_on=D(2026, 4, 15)),
    Shopper(id="KHC-00008", display_name="Minh Anh Lê", channel=Channel.FACEBOOK, phone="0987 654 312",
            full_name="Lê Minh Anh", first_contact_on=D(2026, 4, 11)),
    Shopper(id="KHC-00009", display_name="Tuấn Kiệt", channel=Channel.FACEBOOK, phone="0779 456 123",
            full_name="Phan Tuấn Kiệt", first_contact_on=D(2026, 3, 30)),
    Shopper(id="KHC-00010", display_name="Ngọc Trâm 🌸", channel=Channel.ZALO, phone="0707 889 246",
            full_name="Huỳnh Ngọc Trâm", first_contact_on=D(2026, 4, 10)),
    Shopper(id="KHC-00011", display_name="Khách Zalo 0916", channel=Channel.ZALO,
            first_contact_on=D(2026, 4, 16), note="Mới nhắn tin, chưa để lại thông tin."),
]  # fmt: skip

# -- orders --------------------------------------------------------------------------------------

# id, shopper, recipient (name, phone, address), items, combos, status, payment, created, note
_ORDERS: list[tuple] = [
    ("DH260402-0012", "KHC-00005", ("Đỗ Lan Anh", "0868 315 920", "Số 7 ngõ 120 Hoàng Quốc Việt, phường Nghĩa Đô, TP Hà Nội"),
     [("QJ001-XANHNHAT-27", 1)], [], OrderStatus.RETURNED, PaymentStatus.REFUNDED, D(2026, 4, 2),
     "Khách đổi ý sau khi nhận, đã hoàn tiền ngày 10/04."),
    ("DH260405-0018", "KHC-00009", ("Phan Tuấn Kiệt", "0779 456 123", "Thôn 4, xã Lạc Dương, tỉnh Lâm Đồng"),
     [("TUI-BE", 1), ("NEN-OAIHUONG-180G", 1)], [], OrderStatus.RETURNED, PaymentStatus.UNPAID, D(2026, 4, 5),
     "Giao thất bại 3 lần (không liên lạc được), hàng đã hoàn về kho."),
    ("DH260407-0030", "KHC-00006", ("Trương Hoàng Long", "0912 888 567", "Thôn Phú Sơn, xã Hoà Vang, TP Đà Nẵng"),
     [("MU-DEN", 1)], [], OrderStatus.FAILED, PaymentStatus.COD, D(2026, 4, 7),
     "Shipper báo khách hẹn lại, chờ giao lần 2."),
    ("DH260408-0033", "KHC-00005", ("Đỗ Lan Anh", "0868 315 920", "Số 7 ngõ 120 Hoàng Quốc Việt, phường Nghĩa Đô, TP Hà Nội"),
     [], [("CB-DUONGAM", 1, ["KD-DAO-50ML"])], OrderStatus.DELIVERED, PaymentStatus.PAID, D(2026, 4, 8),
     "COD đã thu."),
    ("DH260409-0011", "KHC-00001", ("Phạm Thu Hà", "0912 345 678", "18 Hàng Bài, phường Cửa Nam, TP Hà Nội"),
     [("KD-DAO-50ML", 1)], [], OrderStatus.CANCELLED, PaymentStatus.UNPAID, D(2026, 4, 9), ""),
    ("DH260410-0021", "KHC-00002", ("Nguyễn Minh Anh", "0987 654 321", "56 Láng Hạ, phường Đống Đa, TP Hà Nội"),
     [("AT001-TRANG-L", 1), ("TAT-TRANG", 2)], [], OrderStatus.PENDING, PaymentStatus.UNPAID, D(2026, 4, 10),
     "Giao giờ hành chính."),
    ("DH260411-0009", "KHC-00008", ("Lê Minh Anh", "0987 654 312", "112 Trần Hưng Đạo, phường Cửa Nam, TP Hà Nội"),
     [], [("CB-AT3", 1, ["AT001-DEN-M", "AT001-DEN-M", "AT001-TRANG-M"])], OrderStatus.PENDING,
     PaymentStatus.UNPAID, D(2026, 4, 11), ""),
    ("DH260412-0007", "KHC-00003", ("Trần Quốc Việt", "0903 456 789", "25 Nguyễn Huệ, phường Sài Gòn, TP Hồ Chí Minh"),
     [("QJ001-XANHDAM-30", 1), ("AT001-DEN-L", 1)], [], OrderStatus.CONFIRMED, PaymentStatus.PAID,
     D(2026, 4, 12), "Đã chuyển khoản qua QR."),
    ("DH260413-0026", "KHC-00010", ("Huỳnh Ngọc Trâm", "0707 889 246", "15 Nguyễn Văn Cừ, phường Ninh Kiều, TP Cần Thơ"),
     [("AT002-TRANG-S", 2), ("DG-BUOI-300ML", 1)], [], OrderStatus.PACKING, PaymentStatus.COD, D(2026, 4, 13), ""),
    ("DH260414-0003", "KHC-00009", ("Phan Tuấn Kiệt", "0779 456 123", "22 Đại lộ Bình Dương, phường Thủ Dầu Một, Bình Dương"),
     [("BGN-TRANG-500ML", 1)], [], OrderStatus.PENDING, PaymentStatus.UNPAID, D(2026, 4, 14),
     "Địa chỉ ghi tỉnh cũ, chưa có phí ship – chờ nhân viên báo phí."),
    ("DH260414-0015", "KHC-00006", ("Trương Hoàng Long", "0912 888 567", "48 Bạch Đằng, phường Hải Châu, TP Đà Nẵng"),
     [("NEN-VOCAM-180G", 2), ("BGN-DEN-500ML", 1)], [], OrderStatus.SHIPPING, PaymentStatus.COD, D(2026, 4, 14), ""),
    ("DH260415-0004", "KHC-00007", ("Vũ Mai Phương", "0935 222 618", "21 Lê Lợi, phường Thuận Hoá, TP Huế"),
     [("SM001-TRANG-M", 1), ("MU-BE", 1)], [], OrderStatus.CONFIRMED, PaymentStatus.UNPAID, D(2026, 4, 15),
     "Khách chọn chuyển khoản."),
    ("DH260415-0019", "KHC-00001", ("Phạm Thu Hà", "0912 345 678", "18 Hàng Bài, phường Cửa Nam, TP Hà Nội"),
     [("SRM-TRAXANH-100ML", 1)], [("CB-TAT5", 1, ["TAT-TRANG"] * 5)], OrderStatus.CONFIRMED,
     PaymentStatus.PAID, D(2026, 4, 15), ""),
    ("DH260416-0002", "KHC-00004", ("Nguyễn Thu Hà", "0388 123 456", "Số 3 Trần Phú, phường Hà Đông, TP Hà Nội"),
     [("KCN-SPF50-50ML", 1)], [("CB-DUONGAM", 1, ["KD-TRAXANH-50ML"])], OrderStatus.PENDING,
     PaymentStatus.UNPAID, D(2026, 4, 16), ""),
    ("DRAFT-7F3K2", "KHC-00001", ("Phạm Thu Hà", "0912 345 678", "18 Hàng Bài, phường Cửa Nam, TP Hà Nội"),
     [("NEN-DANHUONG-180G", 1), ("TUI-DEN", 1)], [], OrderStatus.DRAFT, PaymentStatus.UNPAID, D(2026, 4, 15),
     "Quà sinh nhật, khách đang cân nhắc."),
    ("DRAFT-Q8M4T", "KHC-00002", ("Nguyễn Minh Anh", "0987 654 321", "120 Võ Văn Tần, phường Xuân Hoà, TP Hồ Chí Minh"),
     [("QJ001-XANHNHAT-28", 1)], [], OrderStatus.DRAFT, PaymentStatus.UNPAID, D(2026, 4, 14), ""),
]  # fmt: skip


def _orders(sales: SalesState) -> list[Order]:
    from avabench.tools.sales import build_lines, price_order

    channels = {s.id: s.channel for s in sales.shoppers}
    out = []
    for oid, shopper, (name, phone, address), items, combos, status, pay, created, note in _ORDERS:
        lines, combo_lines = build_lines(sales, items, combos)
        priced = price_order(sales, lines, combo_lines, address)
        out.append(
            Order(
                id=oid,
                shopper_id=shopper,
                channel=channels[shopper],
                lines=lines,
                combo_lines=combo_lines,
                recipient_name=name,
                recipient_phone=phone,
                recipient_address=address,
                status=status,
                payment_status=pay,
                created_on=created,
                updated_on=None if status in (OrderStatus.DRAFT, OrderStatus.PENDING) else created,
                note=note,
                cancel_reason="Khách đặt nhầm mùi kem dưỡng."
                if status is OrderStatus.CANCELLED
                else "",
                **priced,
            )
        )
    return out


def _qrs(orders: list[Order]) -> list[PaymentQr]:
    from avabench.tools.sales import SHOP_ACCOUNT_NAME, SHOP_ACCOUNT_NO, SHOP_BANK_BIN, vietqr_url

    by_id = {o.id: o for o in orders}
    out = []
    for i, oid in enumerate(("DH260412-0007", "DH260415-0019"), start=1):
        o = by_id[oid]
        out.append(
            PaymentQr(
                id=f"QR-{i:05d}",
                order_id=oid,
                amount_vnd=o.total_vnd,
                bank_bin=SHOP_BANK_BIN,
                account_no=SHOP_ACCOUNT_NO,
                account_name=SHOP_ACCOUNT_NAME,
                url=vietqr_url(oid, o.total_vnd),
                status=QrStatus.PAID,
                created_on=o.created_on,
            )
        )
    return out


HANDOFFS: list[Handoff] = [
    Handoff(id="CSKH-00001", shopper_id="KHC-00005", order_id="DH260402-0012",
            reason="Khách đổi ý sau khi nhận quần jean, yêu cầu hoàn tiền.", status=HandoffStatus.DONE,
            created_on=D(2026, 4, 6), created_at=dt.time(20, 15), handled_by="NV000081",
            resolution="Đã nhận hàng hoàn, hoàn tiền 10/04."),
    Handoff(id="CSKH-00002", shopper_id="KHC-00009", order_id="DH260405-0018",
            reason="Khách phàn nàn shipper không gọi trước khi giao.", status=HandoffStatus.DONE,
            created_on=D(2026, 4, 9), created_at=dt.time(10, 40), handled_by="NV000083",
            resolution="Đã xin lỗi khách, báo bên vận chuyển."),
    Handoff(id="CSKH-00003", shopper_id="KHC-00009", order_id="DH260414-0003",
            reason="Địa chỉ ghi Bình Dương (tên tỉnh cũ), không có trong bảng phí; cần nhân viên báo phí ship.",
            status=HandoffStatus.IN_PROGRESS, created_on=D(2026, 4, 14), created_at=dt.time(15, 5),
            handled_by="NV000082"),
]  # fmt: skip


def seed(today: dt.date) -> SalesState:
    """The base company's sales subsystem as of ``today``."""
    sales = SalesState(
        products=list(PRODUCTS),
        combos=list(COMBOS),
        shipping_fees=_fee_table(),
        shoppers=list(SHOPPERS),
    )
    sales.orders = _orders(sales)
    sales.payment_qrs = _qrs(sales.orders)
    sales.handoffs = list(HANDOFFS)
    return sales


# -- noise ---------------------------------------------------------------------------------------

_SURNAMES = ["Nguyễn", "Trần", "Lê", "Phạm", "Hoàng", "Vũ", "Đặng", "Bùi", "Đỗ", "Ngô", "Phan"]
_MIDDLE = ["Thu", "Minh", "Ngọc", "Thanh", "Thị", "Văn", "Đức", "Quang", "Kim", "Mai"]
_GIVEN = [
    "Hà",
    "Anh",
    "Minh Anh",
    "Trang",
    "Linh",
    "Long",
    "Nam",
    "Phương",
    "Hương",
    "Tuấn",
    "Việt",
]
_PREFIXES = [
    "086",
    "096",
    "097",
    "098",
    "032",
    "035",
    "088",
    "091",
    "094",
    "083",
    "090",
    "093",
    "070",
    "077",
]
_ADDRESSES = [
    "{n} Kim Mã, phường Giảng Võ, TP Hà Nội",
    "{n} Nguyễn Trãi, phường Thanh Xuân, TP Hà Nội",
    "{n} Lê Văn Sỹ, phường Nhiêu Lộc, TP Hồ Chí Minh",
    "{n} Điện Biên Phủ, phường Bàn Cờ, TP Hồ Chí Minh",
    "{n} Lạch Tray, phường Gia Viên, TP Hải Phòng",
    "{n} Hùng Vương, phường Hải Châu, TP Đà Nẵng",
    "{n} Trần Hưng Đạo, phường Ninh Kiều, TP Cần Thơ",
    "Thôn {n}, xã Tiên Du, tỉnh Bắc Ninh",
]


def _taken_phones(world: WorldState) -> set[str]:
    from avabench.tools.sales import phone_digits

    phones = {phone_digits(o.recipient_phone) for o in world.sales.orders}
    phones |= {phone_digits(s.phone) for s in world.sales.shoppers if s.phone}
    phones |= {phone_digits(e.phone) for e in world.hr.employees}
    return phones


def _phone(rng: random.Random, taken: set[str]) -> str:
    while True:
        digits = rng.choice(_PREFIXES) + f"{rng.randrange(10**7):07d}"
        if digits not in taken:
            taken.add(digits)
            return f"{digits[:4]} {digits[4:7]} {digits[7:]}"


def _name(rng: random.Random) -> str:
    return f"{rng.choice(_SURNAMES)} {rng.choice(_MIDDLE)} {rng.choice(_GIVEN)}"


def _noise_orders(world: WorldState, rng: random.Random, n: int) -> list[Order]:
    """Other people's delivered or cancelled website/hotline orders, with distinct phones."""
    from avabench.tools.sales import build_lines, price_order

    sales = world.sales
    taken = _taken_phones(world)
    used = {o.id for o in sales.orders}
    skus = [v.sku for p in sales.products for v in p.variants if v.stock > 0]
    out: list[Order] = []
    seq = 900
    while len(out) < n:
        created = world.context.today - dt.timedelta(days=rng.randint(3, 40))
        oid = f"DH{created:%y%m%d}-{seq:04d}"
        seq += 1
        if oid in used:
            continue
        used.add(oid)
        items = [
            (sku, rng.randint(1, 2)) for sku in sorted(set(rng.sample(skus, rng.randint(1, 3))))
        ]
        lines, combo_lines = build_lines(sales, items, [])
        address = rng.choice(_ADDRESSES).format(n=rng.randint(2, 220))
        priced = price_order(sales, lines, combo_lines, address)
        delivered = rng.random() < 0.7
        out.append(
            Order(
                id=oid,
                shopper_id=None,
                channel=rng.choice([Channel.WEBSITE, Channel.HOTLINE]),
                lines=lines,
                combo_lines=combo_lines,
                recipient_name=_name(rng),
                recipient_phone=_phone(rng, taken),
                recipient_address=address,
                status=OrderStatus.DELIVERED if delivered else OrderStatus.CANCELLED,
                payment_status=PaymentStatus.PAID if delivered else PaymentStatus.UNPAID,
                created_on=created,
                updated_on=created + dt.timedelta(days=2),
                cancel_reason="" if delivered else "Khách không nghe máy xác nhận.",
                **priced,
            )
        )
    return out


def _noise_shoppers(world: WorldState, rng: random.Random, n: int) -> list[Shopper]:
    """Look-alike chat customers (same given names, other phones)."""
    taken = _taken_phones(world)
    used = {s.id for s in world.sales.shoppers}
    out: list[Shopper] = []
    seq = 900
    while len(out) < n:
        sid = f"KHC-{seq:05d}"
        seq += 1
        if sid in used:
            continue
        full = _name(rng)
        given = full.split(" ", 2)[-1] if rng.random() < 0.5 else full.split()[-1]
        out.append(
            Shopper(
                id=sid,
                display_name=given if rng.random() < 0.6 else f"{given} {full.split()[0]}",
                channel=rng.choice(list(Channel)),
                phone=_phone(rng, taken) if rng.random() < 0.7 else None,
                full_name=full if rng.random() < 0.5 else None,
                first_contact_on=world.context.today - dt.timedelta(days=rng.randint(5, 300)),
            )
        )
    return out


_CLOSED_REASONS = [
    ("Khách hỏi đổi size sau khi nhận hàng.", "Đã hướng dẫn gửi đổi size tại bưu cục."),
    ("Khách muốn xuất hoá đơn VAT cho đơn hàng.", "Đã gửi hoá đơn điện tử qua email."),
    ("Khách hỏi hàng sỉ số lượng lớn.", "Đã chuyển bộ phận bán sỉ báo giá."),
    ("Khách phản ánh giao thiếu một đôi tất.", "Đã gửi bù, xin lỗi khách."),
    ("Khách hỏi phí ship ra đảo.", "Đã báo phí riêng qua điện thoại."),
]


def _noise_handoffs(world: WorldState, rng: random.Random, n: int) -> list[Handoff]:
    """Closed hand-offs of earlier conversations."""
    used = {h.id for h in world.sales.handoffs}
    shoppers = [s.id for s in world.sales.shoppers if s.id != world.context.current_user_id]
    done_orders = [o.id for o in world.sales.orders if o.status is OrderStatus.DELIVERED]
    staff = [e.id for e in world.hr.employees if e.department_id == "PB-CSKH"] or [None]
    out: list[Handoff] = []
    seq = 900
    while len(out) < n:
        hid = f"CSKH-{seq:05d}"
        seq += 1
        if hid in used:
            continue
        reason, resolution = rng.choice(_CLOSED_REASONS)
        created = world.context.today - dt.timedelta(days=rng.randint(2, 60))
        out.append(
            Handoff(
                id=hid,
                shopper_id=rng.choice(shoppers) if shoppers else None,
                order_id=rng.choice(done_orders) if done_orders and rng.random() < 0.5 else None,
                reason=reason,
                status=HandoffStatus.DONE,
                created_on=created,
                created_at=dt.time(rng.randint(8, 21), rng.choice([0, 15, 30, 45])),
                handled_by=rng.choice(staff),
                resolution=resolution,
            )
        )
    return out


def _noise_qrs(world: WorldState, rng: random.Random, n: int) -> list[PaymentQr]:
    """Expired QR links of delivered or cancelled orders (never of an open order)."""
    from avabench.tools.sales import SHOP_ACCOUNT_NAME, SHOP_ACCOUNT_NO, SHOP_BANK_BIN, vietqr_url

    used = {q.id for q in world.sales.payment_qrs}
    closed = [
        o for o in world.sales.orders if o.status in (OrderStatus.DELIVERED, OrderStatus.CANCELLED)
    ]
    out: list[PaymentQr] = []
    seq = 900
    while len(out) < n and closed:
        qid = f"QR-{seq:05d}"
        seq += 1
        if qid in used:
            continue
        o = rng.choice(closed)
        out.append(
            PaymentQr(
                id=qid,
                order_id=o.id,
                amount_vnd=o.total_vnd,
                bank_bin=SHOP_BANK_BIN,
                account_no=SHOP_ACCOUNT_NO,
                account_name=SHOP_ACCOUNT_NAME,
                url=vietqr_url(o.id, o.total_vnd),
                status=QrStatus.PAID if o.status is OrderStatus.DELIVERED else QrStatus.VOID,
                created_on=o.created_on,
            )
        )
    return out


NOISE: dict[str, Callable[[WorldState, random.Random, int], list[Record]]] = {
    "sales.orders": _noise_orders,
    "sales.shoppers": _noise_shoppers,
    "sales.handoffs": _noise_handoffs,
    "sales.payment_qrs": _noise_qrs,
}
