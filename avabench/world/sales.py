"""Sales subsystem: the online shop "Mộc Nhiên Store" where AVA chats with shoppers as a sales agent.

Tables:

* ``products``, ``combos``, ``shipping_fees`` — lookup (catalogue with variants, combos, the
  shop's fee table keyed by the 34 post-2025 provinces/cities). Stock lives on the variants of
  the lookup catalogue, so ordering checks stock but never decrements it.
* ``shoppers`` — people chatting with the shop (Facebook/Zalo/website display names).
* ``orders`` — real orders (``DH260318-0042``) and drafts (``DRAFT-7F3K2``, status Nháp).
* ``payment_qrs`` — VietQR payment links issued for confirmed real orders.
* ``handoffs`` — escalations to a human staff member.
* ``search_log`` — internal bookkeeping: the SKUs ``search_product`` returned in this episode
  (rule 1: an order's SKU must come from search results). Never asserted on, never noised.
"""

from __future__ import annotations

import datetime as dt
from enum import StrEnum

from pydantic import BaseModel, ConfigDict, Field

from avabench.world._base import Record, Subsystem


class _Part(BaseModel):
    """A nested value inside a record (frozen and strict like a record, but without an id)."""

    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)


class OrderStatus(StrEnum):
    DRAFT = "Nháp"
    PENDING = "Chờ xác nhận"
    CONFIRMED = "Đã xác nhận"
    PACKING = "Đang đóng gói"
    SHIPPING = "Đang giao"
    DELIVERED = "Đã giao"
    FAILED = "Giao thất bại"
    RETURNED = "Hoàn hàng"
    CANCELLED = "Đã huỷ"


class PaymentStatus(StrEnum):
    UNPAID = "Chưa thanh toán"
    PAID = "Đã thanh toán"  # chuyển khoản (bank transfer) received
    COD = "COD"  # thu hộ khi giao hàng
    REFUNDED = "Đã hoàn tiền"


class Channel(StrEnum):
    FACEBOOK = "Facebook Messenger"
    ZALO = "Zalo OA"
    WEBSITE = "Website"
    HOTLINE = "Hotline"


class Region(StrEnum):
    NORTH = "Miền Bắc"
    CENTRAL = "Miền Trung"
    SOUTH = "Miền Nam"


class Route(StrEnum):
    """Tuyến giao hàng (GHTK-style tariff of the shop)."""

    LOCAL_CITY = "Nội thành"  # HN from kho Hà Nội, TP.HCM from kho TP.HCM
    IN_REGION = "Nội miền"
    SPECIAL = "Đặc biệt"  # Hà Nội/TP.HCM ↔ Đà Nẵng
    INTER_REGION = "Liên miền"


class QrStatus(StrEnum):
    WAITING = "Chờ thanh toán"
    PAID = "Đã thanh toán"
    VOID = "Hết hiệu lực"


class HandoffStatus(StrEnum):
    NEW = "Mới"
    IN_PROGRESS = "Đang xử lý"
    DONE = "Đã xử lý"


# -- catalogue (lookup) -------------------------------------------------------------------------


class Variant(_Part):
    """One purchasable variant (SKU) of a product."""

    sku: str
    attributes: dict[str, str] = Field(default_factory=dict)  # {"Màu": "Đen", "Size": "L"}
    price_vnd: int  # the selling price now (sale price if the product is on sale)
    stock: int
    weight_g: int


class Product(Record):
    """Sản phẩm (id e.g. AT001) with its variants."""

    name: str
    category: str
    description: str = ""
    base_price_vnd: int  # giá niêm yết
    sale_price_vnd: int | None = None  # giá khuyến mãi (None = no promotion)
    attributes: list[str] = Field(default_factory=list)  # attribute names, e.g. ["Màu", "Size"]
    variants: list[Variant] = Field(default_factory=list)
    tags: list[str] = Field(default_factory=list)


class ComboComponent(_Part):
    """A component of a combo: ``quantity`` units of a product per combo."""

    product_id: str
    quantity: int
    needs_variant: bool  # True: the shopper picks a variant (SKU) for every unit


class Combo(Record):
    """Combo (id e.g. CB-DUONGAM) sold at a fixed price."""

    name: str
    price_vnd: int
    components: list[ComboComponent] = Field(default_factory=list)
    description: str = ""


class ShippingFee(Record):
    """One row of the shop's shipping-fee table (a post-2025 province or city)."""

    province: str  # official new name, e.g. "TP Hồ Chí Minh"
    aliases: list[str] = Field(default_factory=list)  # accepted spellings ("TP.HCM", "Sài Gòn")
    region: Region
    route: Route
    warehouse: str  # "Kho Hà Nội" / "Kho TP.HCM"
    base_fee_vnd: int  # ≤ 0,5 kg, address in a phường
    rural_base_fee_vnd: int  # ≤ 0,5 kg, address in a xã
    extra_per_half_kg_vnd: int  # each further 0,5 kg (or part)
    delivery_time: str


# -- people and orders ----------------------------------------------------------------------------


class Shopper(Record):
    """A shopper chatting with the shop (id e.g. KHC-00012)."""

    display_name: str  # as shown by Facebook/Zalo
    channel: Channel
    phone: str | None = None
    full_name: str | None = None  # known only when the shopper gave it
    first_contact_on: dt.date
    note: str = ""


class OrderLine(_Part):
    """A single-product line of an order."""

    sku: str
    product_id: str
    product_name: str
    variant: str = ""  # "Đen / L"
    quantity: int
    unit_price_vnd: int
    line_total_vnd: int


class ComboPick(_Part):
    """The SKUs chosen for one component of a combo line (combo qty × component qty SKUs)."""

    product_id: str
    skus: list[str] = Field(default_factory=list)


class ComboLine(_Part):
    """A combo line of an order."""

    combo_id: str
    combo_name: str
    quantity: int
    unit_price_vnd: int
    line_total_vnd: int
    components: list[ComboPick] = Field(default_factory=list)


class Order(Record):
    """Đơn hàng: ``DH<yymmdd>-<seq>`` (real) or ``DRAFT-XXXXX`` (draft, status Nháp)."""

    shopper_id: str | None = None  # None: order placed outside the chat (website, hotline)
    channel: Channel = Channel.FACEBOOK
    lines: list[OrderLine] = Field(default_factory=list)
    combo_lines: list[ComboLine] = Field(default_factory=list)
    recipient_name: str
    recipient_phone: str  # as given, e.g. "0987 654 321"
    recipient_address: str
    recipient_province: str | None = None  # province of the fee table, None when outside it
    weight_g: int
    goods_total_vnd: int
    shipping_fee_vnd: int | None = None  # None: no estimate (address outside the fee table)
    total_vnd: int
    status: OrderStatus = OrderStatus.PENDING
    payment_status: PaymentStatus = PaymentStatus.UNPAID
    created_on: dt.date
    updated_on: dt.date | None = None
    from_draft: str | None = None  # the draft this order was created from
    converted_to: str | None = None  # on a draft: the real order created from it
    note: str = ""
    cancel_reason: str = ""


class PaymentQr(Record):
    """A VietQR payment request for an order (id e.g. QR-00007)."""

    order_id: str
    amount_vnd: int
    bank_bin: str
    account_no: str
    account_name: str
    url: str
    status: QrStatus = QrStatus.WAITING
    created_on: dt.date


class Handoff(Record):
    """A hand-off of the conversation to a human staff member (id e.g. CSKH-00012)."""

    shopper_id: str | None = None
    order_id: str | None = None
    reason: str
    status: HandoffStatus = HandoffStatus.NEW
    created_on: dt.date
    created_at: dt.time | None = None
    handled_by: str | None = None  # hr.employees id of the staff member, once picked up
    resolution: str = ""


class SearchLogEntry(Record):
    """Internal: a SKU returned by ``search_product`` in this episode (id = the SKU)."""

    product_id: str
    query: str = ""


class SalesState(Subsystem):
    """Mộc Nhiên Store: catalogue, shoppers, orders, payment QRs, hand-offs."""

    label = "Cửa hàng online Mộc Nhiên Store"

    products: list[Product] = Field(default_factory=list)
    combos: list[Combo] = Field(default_factory=list)
    shipping_fees: list[ShippingFee] = Field(default_factory=list)
    shoppers: list[Shopper] = Field(default_factory=list)
    orders: list[Order] = Field(default_factory=list)
    payment_qrs: list[PaymentQr] = Field(default_factory=list)
    handoffs: list[Handoff] = Field(default_factory=list)
    search_log: list[SearchLogEntry] = Field(default_factory=list)
