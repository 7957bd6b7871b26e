"""Sales tools (online shop "Mộc Nhiên Store", AVA as the shop's sales agent): 12 tools, 7 write.

The tools enforce the eight rules of AVA's real sales tools (DESIGN.md §3):

1. an order's SKU must exist in the catalogue AND have been returned by ``search_product``
   earlier in the episode. ``search_product`` records the SKUs it returns in the internal
   table ``sales.search_log`` — it is still ``writes=False``: it changes nothing a grader
   looks at (the table is harness bookkeeping, never asserted on, never noised);
2. missing recipient name, phone or address must be asked for, never filled in;
3. the recipient name may not be a bare form of address (bạn, mình, anh, chị, shop, em, ad…);
   an honorific followed by a real name ("anh Nam", "chị Phạm Thu Hà") is accepted;
4. a ``DRAFT-...`` code cannot be confirmed or paid (no payment QR);
5. editing or cancelling an order needs the phone number on the order (digits compared:
   ``0912 345 678`` == ``0912345678`` == ``+84912345678``);
6. a combo component with variants needs exactly (combo qty × component qty) SKUs;
7. a paid order is never cancelled by the agent: it is handed to a human;
8. an address outside the shop's fee table (đặc khu, old province names, abroad) gets no
   estimated fee.

Stock lives on the variants of the lookup catalogue: ordering checks it but never decrements it.

Modules: :mod:`.catalog` (search and view products/combos), :mod:`.shipping` (the fee table
and the fee estimate), :mod:`.pricing` (building and pricing an order), :mod:`.orders` (view,
search, draft, create, edit orders), :mod:`.payment` (confirm, cancel, VietQR payment, handoff
to a human); private helpers shared by them live in :mod:`._helpers`.
"""

from avabench.tools._common import phone_digits
from avabench.tools.sales import catalog, orders, payment, pricing, shipping
from avabench.tools.sales._helpers import DRAFT_PREFIX, check_recipient, mask_phone
from avabench.tools.sales.catalog import sales_get_product, search_product
from avabench.tools.sales.orders import (
    sales_create_draft_order,
    sales_create_order,
    sales_get_order,
    sales_search_orders,
    sales_update_order,
)
from avabench.tools.sales.payment import (
    SHOP_ACCOUNT_NAME,
    SHOP_ACCOUNT_NO,
    SHOP_BANK_BIN,
    sales_cancel_order,
    sales_confirm_order,
    sales_create_payment_qr,
    sales_handoff_to_human,
    vietqr_url,
)
from avabench.tools.sales.pricing import (
    MAX_LINE_QTY,
    build_lines,
    check_searched,
    order_weight,
    parse_combos,
    parse_items,
    price_order,
)
from avabench.tools.sales.shipping import (
    MAX_WEIGHT_G,
    locate,
    sales_estimate_shipping_fee,
    shipping_fee,
)

__all__ = [
    "DRAFT_PREFIX",
    "MAX_LINE_QTY",
    "MAX_WEIGHT_G",
    "SHOP_ACCOUNT_NAME",
    "SHOP_ACCOUNT_NO",
    "SHOP_BANK_BIN",
    "build_lines",
    "catalog",
    "check_recipient",
    "check_searched",
    "locate",
    "mask_phone",
    "order_weight",
    "orders",
    "parse_combos",
    "parse_items",
    "payment",
    "phone_digits",
    "price_order",
    "pricing",
    "sales_cancel_order",
    "sales_confirm_order",
    "sales_create_draft_order",
    "sales_create_order",
    "sales_create_payment_qr",
    "sales_estimate_shipping_fee",
    "sales_get_order",
    "sales_get_product",
    "sales_handoff_to_human",
    "sales_search_orders",
    "sales_update_order",
    "search_product",
    "shipping",
    "shipping_fee",
    "vietqr_url",
]
