"""Shared helpers of the sales tools: text and phone helpers, catalogue and order lookups, the
order view and the recipient/phone rules (2, 3, 5) used by several tool modules."""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache
from typing import Any

from avabench.errors import InvalidArguments, NotFound, Refused
from avabench.tools._common import cached_dump, dump, fold, per_table, phone_digits
from avabench.world import WorldState, put, replace
from avabench.world.sales import (
    Combo,
    Order,
    OrderStatus,
    Product,
    QrStatus,
    SalesState,
    Variant,
)
from avabench.world.state import UserKind

DRAFT_PREFIX = "DRAFT-"

#: Statuses in which an order may still be edited or cancelled by the agent.
_OPEN = (OrderStatus.DRAFT, OrderStatus.PENDING, OrderStatus.CONFIRMED)


# -- small helpers ---------------------------------------------------------------------------------


def _nfc(text: str) -> str:
    return unicodedata.normalize("NFC", text or "").strip()


@lru_cache(maxsize=1 << 14)
def _digits(phone: str) -> str:
    """:func:`phone_digits`, memoised (a pure function of the text)."""
    return phone_digits(phone)


def _valid_phone(phone: str) -> bool:
    d = _digits(phone)
    mobile = len(d) == 10 and d[0] == "0" and d[1] in "35789"
    landline = len(d) == 11 and d.startswith("02")
    return mobile or landline


def mask_phone(phone: str) -> str:
    """``0987654321`` → ``0987***321`` (shown for orders of other shoppers)."""
    d = _digits(phone)
    return f"{d[:4]}***{d[-3:]}" if len(d) >= 8 else "***"


def _current_shopper(world: WorldState) -> str | None:
    """The shopper chatting (``None`` when an employee uses the tools)."""
    if world.context.user_kind == UserKind.SHOPPER:
        return world.context.current_user_id
    return None


def _code(text: str) -> str:
    return _nfc(text).upper()


class _Catalogue:
    """Lookups over one (immutable) catalogue: the products and combos of a sales state.

    Records are frozen and shared between forks of a world, so the index is built once per set
    of product/combo records and reused. Every lookup keeps the first match in table order, as a
    linear scan would.
    """

    __slots__ = ("by_sku", "combo_by_id", "combos", "extra", "product_by_id", "products")

    def __init__(self, products: tuple[Product, ...], combos: tuple[Combo, ...]) -> None:
        self.products = products  # strong refs: the ids in the cache key stay valid
        self.combos = combos
        self.by_sku: dict[str, tuple[Product, Variant]] = {}
        self.product_by_id: dict[str, Product] = {}
        self.combo_by_id: dict[str, Combo] = {}
        self.extra: dict[Any, Any] = {}  # per-catalogue caches of the tool modules
        for p in products:
            self.product_by_id.setdefault(p.id, p)
            for v in p.variants:
                self.by_sku.setdefault(v.sku, (p, v))
        for c in combos:
            self.combo_by_id.setdefault(c.id, c)


def _catalogue(sales: SalesState) -> _Catalogue:
    """The lookup index of ``sales``' products and combos (built once per set of records)."""
    return per_table(
        "catalogue",
        sales.products,
        sales.combos,
        build=lambda products, combos: _Catalogue(tuple(products), tuple(combos)),
    )


def _find_variant(sales: SalesState, sku: str) -> tuple[Product, Variant] | None:
    return _catalogue(sales).by_sku.get(sku)


def _variant_label(v: Variant) -> str:
    return " / ".join(v.attributes.values())


# -- recipient rules (2, 3) and the phone check (5) ------------------------------------------------

_GENERIC_WORDS = {
    "bạn", "mình", "anh", "chị", "em", "shop", "ad", "admin", "add", "a", "c", "e", "b", "m",
    "t", "tôi", "tui", "tớ", "cô", "chú", "bác", "ông", "bà", "cháu", "cậu", "dì", "mợ",
    "thím", "ấy", "ý", "nhé", "nha", "ạ", "người", "nhận", "khách", "hàng", "chồng", "vợ",
    "mẹ", "bố", "ba", "má", "sếp", "gái", "trai", "yêu", "ny", "bồ", "ck", "vk", "nhà", "của",
    "hộ", "giúp", "cho", "nó", "họ", "đó", "kia", "này", "mh", "mk", "bn", "ng", "kh", "đứa",
    "con", "út", "cả", "thằng", "bé", "ơi", "oi", "ah", "ku",
}  # fmt: skip
#: Unaccented spellings that can only be a form of address.
_ASCII_GENERIC = {
    "ban", "anh", "chi", "em", "shop", "ad", "admin", "add", "a", "c", "e", "b", "m", "t",
    "toi", "tui", "ay", "nhe", "khach", "nguoi", "ck", "vk", "ny", "bn", "mk", "mh", "ng",
    "kh", "oi", "ah", "ku", "sep", "me", "bo", "vo", "chong", "co", "chu", "bac", "ong",
}  # fmt: skip
#: Unaccented words that are pronouns in lower case but given names when capitalised
#: ("ban minh" = "bạn mình", "anh Minh" is a person).
_AMBIGUOUS_LOWER = {"minh", "hang", "nha", "di", "cau", "con", "ba", "ma", "be", "ut"}
#: Forms of address that are also given names when capitalised after another word ("chị Anh").
_NAME_WHEN_CAPITALISED = {"anh", "ba"}


_NAME_SPLIT = re.compile(r"[\s.,;:!?()\"'/\\\-]+")


def _generic_name(name: str) -> bool:
    """True when ``name`` is only forms of address ("bạn mình", "chị ấy", "Shop", "ad")."""
    return _generic_text(_nfc(name))


@lru_cache(maxsize=1 << 12)
def _generic_text(text: str) -> bool:
    """:func:`_generic_name` of an NFC-normalised, stripped name (a pure function: cached)."""
    tokens = [t for t in _NAME_SPLIT.split(text) if t]
    if not tokens:
        return True
    for i, raw in enumerate(tokens):
        t = raw.lower()
        capital = raw[:1].isupper()
        if i > 0 and capital and t in _NAME_WHEN_CAPITALISED:
            return False
        if t in _GENERIC_WORDS or (fold(t) == t and t in _ASCII_GENERIC):
            continue
        if fold(t) == t and t in _AMBIGUOUS_LOWER and not capital:
            continue
        return False
    return True


def check_recipient(name: str, phone: str, address: str) -> None:
    """Rules 2 and 3: every recipient field present, a real name, a valid phone."""
    nfc_name = _nfc(name)
    nfc_address = _nfc(address)
    missing = [
        label
        for label, value in (
            ("họ tên người nhận", nfc_name),
            ("số điện thoại", _nfc(phone)),
            ("địa chỉ", nfc_address),
        )
        if not value
    ]
    if missing:
        also = ""
        if nfc_name and _generic_text(nfc_name):
            also = f" '{nfc_name}' là cách xưng hô, cũng cần hỏi họ tên thật của người nhận."
        raise InvalidArguments(
            f"Thiếu {', '.join(missing)} của người nhận. Hãy hỏi khách cung cấp; không tự điền "
            f"(kể cả bằng tên/SĐT của người đang chat).{also}"
        )
    if _generic_text(nfc_name):
        raise Refused(
            f"'{nfc_name}' là cách xưng hô, không phải họ tên người nhận. Hãy hỏi khách họ tên "
            "thật của người nhận (ví dụ 'Phạm Thu Hà' hoặc 'chị Hà')."
        )
    if any(map(str.isdigit, name)):
        raise InvalidArguments("Họ tên người nhận không được chứa chữ số. Hỏi lại khách họ tên.")
    if len(nfc_name) > 100:
        raise InvalidArguments("Họ tên người nhận quá dài (tối đa 100 ký tự).")
    if not _valid_phone(phone):
        raise InvalidArguments(
            f"Số điện thoại '{phone}' không hợp lệ (cần 10 số di động, ví dụ 0912 345 678). "
            "Hỏi lại khách số điện thoại người nhận."
        )
    if len(nfc_address) > 300:
        raise InvalidArguments("Địa chỉ quá dài (tối đa 300 ký tự).")


def _check_phone(order: Order, phone: str) -> None:
    """Rule 5: the phone given must be the order's phone (digits compared)."""
    if not _nfc(phone):
        raise InvalidArguments(
            f"Cần số điện thoại đã dùng khi đặt đơn {order.id} để xác minh. Hãy hỏi khách."
        )
    if _digits(phone) != _digits(order.recipient_phone):
        raise Refused(
            f"Số điện thoại không khớp với đơn {order.id}. Không sửa/huỷ đơn; hỏi khách SĐT đã "
            "dùng khi đặt đơn (không tiết lộ SĐT trên đơn) hoặc chuyển nhân viên."
        )


# -- lookups ---------------------------------------------------------------------------------------


def _combo(sales: SalesState, combo_id: str, cat: _Catalogue | None = None) -> Combo:
    cid = _code(combo_id)
    found = (cat or _catalogue(sales)).combo_by_id.get(cid)
    if found is not None:
        return found
    raise NotFound(f"Không có combo mã '{combo_id}'. Dùng search_product để tìm combo và mã combo.")


def _order(world: WorldState, order_code: str) -> Order:
    code = _code(order_code)
    if not code:
        raise InvalidArguments("Thiếu mã đơn hàng (ví dụ DH260410-0021 hoặc DRAFT-7F3K2).")
    shopper = _current_shopper(world)
    for o in world.sales.orders:
        if o.id == code:
            # drafts are private to the shopper who built them
            if o.status is OrderStatus.DRAFT and shopper and o.shopper_id != shopper:
                break
            return o
    raise NotFound(
        f"Không tìm thấy đơn '{order_code}'. Kiểm tra lại mã với khách hoặc tìm bằng "
        "sales_search_orders theo số điện thoại đặt hàng."
    )


def _check_owner(world: WorldState, order: Order, action: str, strict: bool = False) -> None:
    """In a shopper session, only the chatting shopper's orders may be acted on.

    An order placed outside the chat (no ``shopper_id``) is left to rule 5's phone check, unless
    ``strict`` (a payment QR goes only to the shopper's own chat orders).
    """
    me = _current_shopper(world)
    if me is None or order.shopper_id == me or (order.shopper_id is None and not strict):
        return
    raise Refused(
        f"Đơn {order.id} không phải đơn của khách đang chat, không {action} được. Nếu khách nói "
        "đây là đơn của mình, chuyển nhân viên (sales_handoff_to_human) để kiểm tra."
    )


def _show_order(world: WorldState, order: Order, stored: bool = False) -> dict[str, Any]:
    """The order as the tools show it; ``stored``: a look-up of a stored order (its JSON forms
    and its QRs' are made once), else one a write just made (dumped afresh)."""
    dumper = cached_dump if stored else dump
    shopper = _current_shopper(world)
    out = dumper(
        order,
        is_draft=order.id.startswith(DRAFT_PREFIX),
        items_count=sum(x.quantity for x in order.lines)
        + sum(x.quantity for x in order.combo_lines),
    )
    if shopper and order.shopper_id != shopper:
        out["recipient_phone"] = mask_phone(order.recipient_phone)
    if order.shipping_fee_vnd is None:
        out["shipping_note"] = (
            "Chưa có phí vận chuyển: địa chỉ ngoài bảng phí của shop; tổng tiền chưa gồm phí ship."
        )
    qrs = [q for q in world.sales.payment_qrs if q.order_id == order.id]
    if qrs:
        out["payment_qrs"] = [dumper(q) for q in qrs]
    return out


def _void_qrs(world: WorldState, order_id: str, keep_amount: int | None = None) -> None:
    for q in list(world.sales.payment_qrs):
        if q.order_id == order_id and q.status is QrStatus.WAITING and q.amount_vnd != keep_amount:
            put(world.sales.payment_qrs, replace(q, status=QrStatus.VOID))
