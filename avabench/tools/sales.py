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
"""

from __future__ import annotations

import math
import re
import unicodedata
from collections import Counter
from functools import lru_cache
from typing import Any
from urllib.parse import quote

from avabench.errors import InvalidArguments, NotFound, Refused
from avabench.tools._common import dump, fold, paginate, phone_digits, text_match
from avabench.tools.registry import tool
from avabench.world import WorldState, next_id, put, replace
from avabench.world.sales import (
    Channel,
    Combo,
    ComboLine,
    ComboPick,
    Handoff,
    HandoffStatus,
    Order,
    OrderLine,
    OrderStatus,
    PaymentQr,
    PaymentStatus,
    Product,
    QrStatus,
    SalesState,
    SearchLogEntry,
    ShippingFee,
    Variant,
)
from avabench.world.state import UserKind

# -- the shop's bank account (VietQR) -------------------------------------------------------------

SHOP_BANK_BIN = "970415"  # VietinBank
SHOP_ACCOUNT_NO = "113000268899"
SHOP_ACCOUNT_NAME = "CONG TY CP CONG NGHE MINH LONG"

MAX_LINE_QTY = 99
MAX_WEIGHT_G = 30_000
DRAFT_PREFIX = "DRAFT-"
_DRAFT_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"

#: Statuses in which an order may still be edited or cancelled by the agent.
_OPEN = (OrderStatus.DRAFT, OrderStatus.PENDING, OrderStatus.CONFIRMED)


# -- small helpers -------------------------------------------------------------------------------


def _nfc(text: str) -> str:
    return unicodedata.normalize("NFC", text or "").strip()


def _valid_phone(phone: str) -> bool:
    d = phone_digits(phone)
    mobile = len(d) == 10 and d[0] == "0" and d[1] in "35789"
    landline = len(d) == 11 and d.startswith("02")
    return mobile or landline


def mask_phone(phone: str) -> str:
    """``0987654321`` → ``0987***321`` (shown for orders of other shoppers)."""
    d = phone_digits(phone)
    return f"{d[:4]}***{d[-3:]}" if len(d) >= 8 else "***"


def _current_shopper(world: WorldState) -> str | None:
    """The shopper chatting (``None`` when an employee uses the tools)."""
    if world.context.user_kind == UserKind.SHOPPER:
        return world.context.current_user_id
    return None


def _code(text: str) -> str:
    return _nfc(text).upper()


def _find_variant(sales: SalesState, sku: str) -> tuple[Product, Variant] | None:
    for p in sales.products:
        for v in p.variants:
            if v.sku == sku:
                return p, v
    return None


def _variant_label(v: Variant) -> str:
    return " / ".join(v.attributes.values())


def _variant_row(v: Variant) -> dict[str, Any]:
    return {
        "sku": v.sku,
        "attributes": dict(v.attributes),
        "variant": _variant_label(v),
        "price_vnd": v.price_vnd,
        "stock": v.stock,
        "in_stock": v.stock > 0,
        "weight_g": v.weight_g,
    }


# -- locating an address in the fee table ----------------------------------------------------------

_OLD_PROVINCES = [
    "Bình Dương", "Bà Rịa - Vũng Tàu", "Bà Rịa Vũng Tàu", "Vũng Tàu", "BR-VT", "Quảng Nam",
    "Hải Dương", "Hà Nam", "Nam Định", "Bắc Giang", "Thái Bình", "Vĩnh Phúc", "Hoà Bình",
    "Long An", "Bình Phước", "Kiên Giang", "Bạc Liêu", "Tiền Giang", "Bến Tre", "Trà Vinh",
    "Sóc Trăng", "Hậu Giang", "Hà Giang", "Yên Bái", "Bắc Kạn", "Bắc Cạn", "Quảng Bình",
    "Kon Tum", "Bình Định", "Phú Yên", "Ninh Thuận", "Đắk Nông", "Đăk Nông", "Bình Thuận",
]  # fmt: skip
_SPECIAL_ZONES = [
    "Côn Đảo", "Phú Quốc", "Lý Sơn", "Bạch Long Vĩ", "Cô Tô", "Vân Đồn", "Cát Hải", "Cồn Cỏ",
    "Hoàng Sa", "Trường Sa", "Phú Quý", "Kiên Hải", "Thổ Chu", "Thổ Châu",
]  # fmt: skip
_FOREIGN = [
    "Singapore", "Malaysia", "Thái Lan", "Thailand", "Lào", "Laos", "Campuchia", "Cambodia",
    "Trung Quốc", "China", "Nhật Bản", "Nhật", "Japan", "Hàn Quốc", "Korea", "South Korea",
    "Đài Loan", "Taiwan", "Hong Kong", "Hồng Kông", "Mỹ", "Hoa Kỳ", "USA", "US",
    "United States", "Úc", "Australia", "Pháp", "France", "Đức", "Germany", "Anh Quốc", "UK",
    "United Kingdom", "England", "Canada", "Nga", "Russia", "Philippines", "Indonesia", "Séc",
    "Czech", "Ba Lan", "Poland",
]  # fmt: skip
_COUNTRY_VN = {"viet nam", "vietnam", "vn"}
_PROVINCE_PREFIXES = ("thanh pho ", "tp ", "tinh ", "t p ")
_NOT_BEFORE_PROVINCE = {"phuong", "xa", "duong", "pho", "p", "ngo", "hem", "kiet", "dai", "lo"}


@lru_cache(maxsize=1 << 14)
def _key(text: str) -> str:
    """Comparable form of a place name: folded, punctuation-free, no "TP"/"tỉnh" prefix."""
    k = fold(re.sub(r"[.,;:()\-–—_/\\]+", " ", text or ""))
    k = " ".join(w for w in k.split() if not w.isdigit())
    for prefix in _PROVINCE_PREFIXES:
        if k.startswith(prefix):
            k = k[len(prefix) :]
    return k.strip()


def _zone_key(segment: str) -> str:
    k = _key(segment)
    for prefix in ("dac khu ", "huyen dao ", "huyen ", "dao "):
        if k.startswith(prefix):
            k = k[len(prefix) :]
    return k


def _province_keys(sales: SalesState) -> dict[str, ShippingFee]:
    out: dict[str, ShippingFee] = {}
    for row in sales.shipping_fees:
        for name in (row.province, *row.aliases):
            out[_key(name)] = row
    return out


class _Outside(Exception):
    """The address is outside the fee table (rule 8)."""

    def __init__(self, why: str) -> None:
        super().__init__(why)
        self.why = why


def _classify(k: str, provinces: dict[str, ShippingFee]) -> ShippingFee | None:
    """Fee row for a place key; raises _Outside for old names / đặc khu / abroad; None if unknown."""
    if k in provinces:
        return provinces[k]
    if k in {_key(n) for n in _OLD_PROVINCES}:
        raise _Outside(f"'{k}' là tên tỉnh cũ (trước sáp nhập 1/7/2025), không có trong bảng phí")
    if k in {_key(n) for n in _SPECIAL_ZONES}:
        raise _Outside(f"đặc khu/huyện đảo '{k}' không có trong bảng phí")
    if k in {_key(n) for n in _FOREIGN}:
        raise _Outside(f"địa chỉ nước ngoài ('{k}'), shop không có bảng phí")
    return None


def _detect(sales: SalesState, address: str) -> ShippingFee | None:
    """The fee row of an address; _Outside when outside the table; None when undetermined."""
    provinces = _province_keys(sales)
    segments = [s for s in re.split(r"[,;\n]+", _nfc(address)) if s.strip()]
    zones = {_key(n) for n in _SPECIAL_ZONES}
    folded = _key(address)
    for seg in segments:
        if _zone_key(seg) in zones:
            raise _Outside(f"'{seg.strip()}' là đặc khu/huyện đảo, không có trong bảng phí")
    m = re.search(r"dac khu (\w+(?: \w+)?(?: \w+)?)", folded)
    if m:
        raise _Outside(f"địa chỉ thuộc đặc khu ({m.group(0)}), không có trong bảng phí")
    for seg in reversed(segments):
        k = _key(seg)
        if not k or k in _COUNTRY_VN or seg.strip()[:1].isdigit():
            continue
        row = _classify(k, provinces)
        if row is not None:
            return row
    # no comma-separated province: try the end of the address ("... phường Cửa Nam Hà Nội")
    words = folded.split()
    if words[-2:] == ["viet", "nam"]:
        words = words[:-2]
    elif words and words[-1] in _COUNTRY_VN:
        words = words[:-1]
    for size in (4, 3, 2, 1):
        if len(words) <= size:
            continue
        if words[-size - 1] in _NOT_BEFORE_PROVINCE:
            continue
        row = _classify(" ".join(words[-size:]), provinces)
        if row is not None:
            return row
    return None


def _is_rural(address: str) -> bool:
    for seg in re.split(r"[,;\n]+", _nfc(address).lower()):
        seg = seg.strip()
        if seg.startswith("xã ") or (seg.startswith("xa ") and not seg.startswith("xa lo")):
            return True
    return False


def locate(sales: SalesState, address: str, province: str = "") -> ShippingFee | str:
    """The fee-table row for an address, or a string saying why it is outside the table.

    Raises InvalidArguments when the province cannot be told from the address.
    """
    row_p: ShippingFee | None = None
    try:
        if _nfc(province):
            row_p = _classify(_key(province), _province_keys(sales))
            if row_p is None:
                raise InvalidArguments(
                    f"Không nhận ra tỉnh/thành '{province}'. Dùng tên một trong 34 tỉnh/thành sau "
                    "sáp nhập (ví dụ 'Hà Nội', 'TP Hồ Chí Minh', 'Đà Nẵng') hoặc để trống."
                )
        row_a = _detect(sales, address)
    except _Outside as out:
        return out.why
    if row_p and row_a and row_p.id != row_a.id:
        raise InvalidArguments(
            f"Địa chỉ ghi {row_a.province} nhưng province là {row_p.province}. Hỏi lại khách "
            "tỉnh/thành đúng."
        )
    row = row_p or row_a
    if row is None:
        raise InvalidArguments(
            "Không xác định được tỉnh/thành phố từ địa chỉ. Hãy hỏi khách địa chỉ đầy đủ (số nhà, "
            "đường, phường/xã, tỉnh/thành) rồi truyền tỉnh/thành vào province; không tự đoán."
        )
    return row


def shipping_fee(row: ShippingFee, weight_g: int, rural: bool) -> int:
    """Fee of the row for a parcel: base ≤ 0,5 kg + each further 0,5 kg (or part)."""
    base = row.rural_base_fee_vnd if rural else row.base_fee_vnd
    extra = math.ceil(max(0, weight_g - 500) / 500)
    return base + extra * row.extra_per_half_kg_vnd


# -- order building ------------------------------------------------------------------------------

_ITEM = re.compile(r"^(?P<sku>\S+?)(?:(?:\s+[xX×]|\s*[*×:])\s*(?P<qty>\d{1,9}))?$")
_ITEM_QTY_FIRST = re.compile(r"^(?P<qty>\d{1,9})\s*[xX×*]\s*(?P<sku>\S+)$")


def _parse_entry(entry: str, what: str) -> tuple[str, int]:
    text = _nfc(entry)
    if not text:
        raise InvalidArguments(f'Có một {what} rỗng. Mỗi phần tử dạng "SKU" hoặc "SKU x2".')
    m = _ITEM_QTY_FIRST.match(text) or _ITEM.match(text)
    if not m:
        raise InvalidArguments(f'Không hiểu {what} \'{entry}\'. Dùng dạng "SKU" hoặc "SKU x2".')
    qty = int(m.group("qty")) if m.group("qty") else 1
    if not 1 <= qty <= MAX_LINE_QTY:
        raise InvalidArguments(f"Số lượng trong '{entry}' phải từ 1 đến {MAX_LINE_QTY}.")
    return m.group("sku").upper(), qty


def parse_items(items: list[str] | None) -> list[tuple[str, int]]:
    """``["AT001-DEN-L x2", "TAT-TRANG"]`` → ``[("AT001-DEN-L", 2), ("TAT-TRANG", 1)]``."""
    totals: Counter[str] = Counter()
    for entry in items or []:
        sku, qty = _parse_entry(entry, "dòng sản phẩm")
        totals[sku] += qty
    for sku, qty in totals.items():
        if qty > MAX_LINE_QTY:
            raise InvalidArguments(f"Tổng số lượng SKU {sku} vượt {MAX_LINE_QTY}.")
    return list(totals.items())


def parse_combos(combos: list[str] | None) -> list[tuple[str, int, list[str]]]:
    """``["CB-DUONGAM x2: SKU1, SKU2, ..."]`` → ``[("CB-DUONGAM", 2, ["SKU1", "SKU2", ...])]``."""
    out = []
    for entry in combos or []:
        text = _nfc(entry)
        head, sep, tail = text.partition(":")
        if not sep:
            head, sep, tail = text.partition("=")
        combo_id, qty = _parse_entry(head, "combo")
        skus: list[str] = []
        for piece in re.split(r"[,;|]+", tail):
            piece = piece.strip()
            if not piece:
                continue
            m = _ITEM_QTY_FIRST.match(piece) or _ITEM.match(piece)
            if m:
                n = int(m.group("qty")) if m.group("qty") else 1
                if not 1 <= n <= MAX_LINE_QTY:
                    raise InvalidArguments(
                        f"Số lượng trong '{piece}' phải từ 1 đến {MAX_LINE_QTY}."
                    )
                skus.extend([m.group("sku").upper()] * n)
            else:
                skus.extend(w.upper() for w in piece.split())
        out.append((combo_id, qty, skus))
    return out


def _catalogue_variant(sales: SalesState, sku: str) -> tuple[Product, Variant]:
    found = _find_variant(sales, sku)
    if found is None:
        raise NotFound(
            f"SKU '{sku}' không có trong danh mục của shop. Không tự đặt SKU: dùng search_product "
            "để tìm sản phẩm và lấy đúng SKU của biến thể khách chọn."
        )
    return found


def check_searched(world: WorldState, skus: list[str]) -> None:
    """Rule 1: every SKU exists and was returned by search_product in this episode."""
    logged = {e.id for e in world.sales.search_log}
    for sku in skus:
        _catalogue_variant(world.sales, sku)
        if sku not in logged:
            raise Refused(
                f"SKU '{sku}' chưa xuất hiện trong kết quả search_product của cuộc hội thoại này. "
                "Gọi search_product để tìm sản phẩm và chỉ dùng SKU lấy từ kết quả đó."
            )


def build_lines(
    sales: SalesState,
    items: list[tuple[str, int]],
    combos: list[tuple[str, int, list[str]]],
) -> tuple[list[OrderLine], list[ComboLine]]:
    """Priced order lines; enforces rule 6 and stock (ToolError otherwise)."""
    lines: list[OrderLine] = []
    for sku, qty in items:
        product, variant = _catalogue_variant(sales, sku)
        lines.append(
            OrderLine(
                sku=sku,
                product_id=product.id,
                product_name=product.name,
                variant=_variant_label(variant),
                quantity=qty,
                unit_price_vnd=variant.price_vnd,
                line_total_vnd=variant.price_vnd * qty,
            )
        )
    combo_lines: list[ComboLine] = []
    for combo_id, qty, skus in combos:
        combo = _combo(sales, combo_id)
        picks: dict[str, list[str]] = {c.product_id: [] for c in combo.components}
        for sku in skus:
            product, _ = _catalogue_variant(sales, sku)
            if product.id not in picks:
                names = ", ".join(_product_name(sales, c.product_id) for c in combo.components)
                raise Refused(
                    f"SKU '{sku}' ({product.name}) không thuộc {combo.name} (thành phần: {names})."
                )
            picks[product.id].append(sku)
        comps = []
        for c in combo.components:
            need = qty * c.quantity
            got = picks[c.product_id]
            pname = _product_name(sales, c.product_id)
            if not got and not c.needs_variant:
                only = next(p for p in sales.products if p.id == c.product_id).variants[0].sku
                got = [only] * need
            if len(got) != need:
                raise Refused(
                    f"{combo.name} × {qty}: thành phần '{pname}' cần đúng {need} SKU "
                    f"(số combo {qty} × {c.quantity} mỗi combo), nhưng nhận {len(got)}. "
                    "Hỏi khách chọn biến thể cho từng đơn vị (SKU được lặp lại) rồi gửi đủ."
                )
            comps.append(ComboPick(product_id=c.product_id, skus=got))
        combo_lines.append(
            ComboLine(
                combo_id=combo.id,
                combo_name=combo.name,
                quantity=qty,
                unit_price_vnd=combo.price_vnd,
                line_total_vnd=combo.price_vnd * qty,
                components=comps,
            )
        )
    if not lines and not combo_lines:
        raise InvalidArguments("Đơn hàng phải có ít nhất một sản phẩm (items) hoặc combo (combos).")
    _check_stock(sales, lines, combo_lines)
    return lines, combo_lines


def _units(lines: list[OrderLine], combo_lines: list[ComboLine]) -> Counter[str]:
    units: Counter[str] = Counter()
    for line in lines:
        units[line.sku] += line.quantity
    for cl in combo_lines:
        for pick in cl.components:
            units.update(pick.skus)
    return units


def _check_stock(sales: SalesState, lines: list[OrderLine], combo_lines: list[ComboLine]) -> None:
    for sku, n in _units(lines, combo_lines).items():
        product, variant = _catalogue_variant(sales, sku)
        label = (
            f"{product.name} ({_variant_label(variant)})" if variant.attributes else product.name
        )
        if variant.stock <= 0:
            raise Refused(
                f"{label} – SKU {sku} đã hết hàng. Báo khách và gợi ý biến thể khác còn hàng."
            )
        if n > variant.stock:
            raise Refused(
                f"{label} – SKU {sku} chỉ còn {variant.stock}, không đủ {n}. Báo khách số lượng còn."
            )


def order_weight(sales: SalesState, lines: list[OrderLine], combo_lines: list[ComboLine]) -> int:
    """Total weight (g) of the goods."""
    total = 0
    for sku, n in _units(lines, combo_lines).items():
        total += _catalogue_variant(sales, sku)[1].weight_g * n
    return total


def price_order(
    sales: SalesState,
    lines: list[OrderLine],
    combo_lines: list[ComboLine],
    address: str,
    province: str = "",
) -> dict[str, Any]:
    """Weight, goods total, shipping fee (None outside the table) and total of an order."""
    where = locate(sales, address, province)
    weight = order_weight(sales, lines, combo_lines)
    goods = sum(x.line_total_vnd for x in lines) + sum(x.line_total_vnd for x in combo_lines)
    if isinstance(where, str):
        fee, prov = None, None
    else:
        fee, prov = shipping_fee(where, weight, _is_rural(address)), where.province
    return {
        "weight_g": weight,
        "goods_total_vnd": goods,
        "shipping_fee_vnd": fee,
        "recipient_province": prov,
        "total_vnd": goods + (fee or 0),
    }


# -- recipient rules (2, 3) ------------------------------------------------------------------------

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


def _generic_name(name: str) -> bool:
    """True when ``name`` is only forms of address ("bạn mình", "chị ấy", "Shop", "ad")."""
    tokens = [t for t in re.split(r"[\s.,;:!?()\"'/\\\-]+", _nfc(name)) if t]
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
    missing = [
        label
        for label, value in (
            ("họ tên người nhận", name),
            ("số điện thoại", phone),
            ("địa chỉ", address),
        )
        if not _nfc(value)
    ]
    if missing:
        also = ""
        if _nfc(name) and _generic_name(name):
            also = f" '{_nfc(name)}' là cách xưng hô, cũng cần hỏi họ tên thật của người nhận."
        raise InvalidArguments(
            f"Thiếu {', '.join(missing)} của người nhận. Hãy hỏi khách cung cấp; không tự điền "
            f"(kể cả bằng tên/SĐT của người đang chat).{also}"
        )
    if _generic_name(name):
        raise Refused(
            f"'{_nfc(name)}' là cách xưng hô, không phải họ tên người nhận. Hãy hỏi khách họ tên "
            "thật của người nhận (ví dụ 'Phạm Thu Hà' hoặc 'chị Hà')."
        )
    if any(c.isdigit() for c in name):
        raise InvalidArguments("Họ tên người nhận không được chứa chữ số. Hỏi lại khách họ tên.")
    if len(_nfc(name)) > 100:
        raise InvalidArguments("Họ tên người nhận quá dài (tối đa 100 ký tự).")
    if not _valid_phone(phone):
        raise InvalidArguments(
            f"Số điện thoại '{phone}' không hợp lệ (cần 10 số di động, ví dụ 0912 345 678). "
            "Hỏi lại khách số điện thoại người nhận."
        )
    if len(_nfc(address)) > 300:
        raise InvalidArguments("Địa chỉ quá dài (tối đa 300 ký tự).")


# -- lookups ---------------------------------------------------------------------------------------


def _product_name(sales: SalesState, product_id: str) -> str:
    return next((p.name for p in sales.products if p.id == product_id), product_id)


def _combo(sales: SalesState, combo_id: str) -> Combo:
    cid = _code(combo_id)
    for c in sales.combos:
        if c.id == cid:
            return c
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


def _show_order(world: WorldState, order: Order) -> dict[str, Any]:
    shopper = _current_shopper(world)
    out = dump(
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
        out["payment_qrs"] = [dump(q) for q in qrs]
    return out


def _product_row(p: Product, in_stock_only: bool = False) -> dict[str, Any]:
    variants = [v for v in p.variants if v.stock > 0 or not in_stock_only]
    return {
        "type": "product",
        "id": p.id,
        "name": p.name,
        "category": p.category,
        "description": p.description,
        "base_price_vnd": p.base_price_vnd,
        "sale_price_vnd": p.sale_price_vnd,
        "attributes": list(p.attributes),
        "variants": [_variant_row(v) for v in variants],
    }


def _combo_row(sales: SalesState, c: Combo, in_stock_only: bool = False) -> dict[str, Any]:
    comps = []
    for comp in c.components:
        product = next((p for p in sales.products if p.id == comp.product_id), None)
        variants = [
            v for v in (product.variants if product else []) if v.stock > 0 or not in_stock_only
        ]
        comps.append(
            {
                "product_id": comp.product_id,
                "product_name": product.name if product else comp.product_id,
                "quantity_per_combo": comp.quantity,
                "needs_variant": comp.needs_variant,
                "options": [_variant_row(v) for v in variants],
            }
        )
    return {
        "type": "combo",
        "id": c.id,
        "name": c.name,
        "description": c.description,
        "price_vnd": c.price_vnd,
        "components": comps,
        "how_to_order": (
            f'combos=["{c.id} x<số combo>: <SKU>, <SKU>, ..."] — mỗi thành phần có biến thể cần '
            "đúng (số combo × số lượng mỗi combo) SKU, được lặp lại."
        ),
    }


# -- tools: catalogue ------------------------------------------------------------------------------

_STOPWORDS = {
    "cho", "mình", "shop", "mua", "cần", "muốn", "muon", "loại", "loai", "cái", "cai", "chiếc",
    "sản", "phẩm", "giá", "bao", "nhiêu", "nhieu", "có", "không", "khong", "ạ", "nhé", "nhe",
    "ơi", "oi", "với", "voi", "và", "của", "cua", "em", "anh", "chị", "bạn", "ban", "hàng",
    "hang", "xem", "tìm", "tim", "còn", "con", "nào", "nao", "ko", "k", "a", "e", "c", "ad",
}  # fmt: skip


def _product_hay(p: Product) -> list[str]:
    hay = [p.id, p.name, p.category, p.description, *p.tags, *p.attributes]
    for v in p.variants:
        hay.append(v.sku)
        hay.extend(v.attributes.values())
    return hay


def _combo_hay(sales: SalesState, c: Combo) -> list[str]:
    hay = [c.id, c.name, c.description, "combo"]
    for comp in c.components:
        product = next((p for p in sales.products if p.id == comp.product_id), None)
        if product:
            hay.extend([product.name, product.category])
            for v in product.variants:
                hay.extend(v.attributes.values())
    return hay


@tool(writes=False)
def search_product(
    world: WorldState,
    query: str = "",
    category: str = "",
    in_stock_only: bool = False,
    page: int = 1,
    page_size: int = 10,
) -> dict:
    """Tìm sản phẩm và combo của shop theo tên, danh mục, màu, size, mùi; trả về các biến thể (SKU, giá, tồn kho, khối lượng).

    Chỉ SKU có trong kết quả của công cụ này mới được dùng để tạo đơn (SKU tự đặt sẽ bị từ chối).
    Combo trả về kèm các thành phần và lựa chọn biến thể (SKU) của từng thành phần.

    Args:
        query: Từ khoá, có hoặc không dấu, ví dụ "áo thun oversize đen", "kem dưỡng đào", "combo tất". Để trống để xem tất cả.
        category: Lọc theo danh mục, ví dụ "Thời trang", "Mỹ phẩm", "Phụ kiện", "Nhà cửa".
        in_stock_only: True để chỉ hiện biến thể còn hàng.
        page: Trang kết quả, bắt đầu từ 1.
        page_size: Số kết quả mỗi trang (tối đa 50).
    """
    sales = world.sales
    words = [w for w in _nfc(query).split() if w.lower() not in _STOPWORDS]
    q = " ".join(words)
    candidates: list[tuple[str, Product | Combo, list[str]]] = [
        ("product", p, _product_hay(p)) for p in sales.products
    ] + [("combo", c, _combo_hay(sales, c)) for c in sales.combos]
    if category:
        candidates = [
            x
            for x in candidates
            if (isinstance(x[1], Product) and text_match(category, x[1].category))
            or (isinstance(x[1], Combo) and text_match(category, *x[2]))
        ]
    found = [x for x in candidates if text_match(q, *x[2])]
    if not found and len(words) > 1:
        # no item matches every word: rank by the number of words matched
        scored = []
        for i, x in enumerate(candidates):
            score = sum(1 for w in words if len(w) > 1 and text_match(w, *x[2]))
            if score:
                scored.append((-score, i, x))
        found = [x for _, _, x in sorted(scored, key=lambda s: (s[0], s[1]))]
    if in_stock_only:
        found = [
            x
            for x in found
            if not isinstance(x[1], Product) or any(v.stock > 0 for v in x[1].variants)
        ]
    chunk, meta = paginate(found, page, page_size)
    results = []
    logged = {e.id for e in sales.search_log}
    for _, item, _ in chunk:
        if isinstance(item, Product):
            row = _product_row(item, in_stock_only)
            skus = [(v["sku"], item.id) for v in row["variants"]]
        else:
            row = _combo_row(sales, item, in_stock_only)
            skus = [
                (o["sku"], comp["product_id"])
                for comp in row["components"]
                for o in comp["options"]
            ]
        results.append(row)
        for sku, pid in skus:
            if sku not in logged:
                logged.add(sku)
                sales.search_log.append(
                    SearchLogEntry(id=sku, product_id=pid, query=_nfc(query)[:200])
                )
    return {"results": results, **meta}


@tool(writes=False)
def sales_get_product(world: WorldState, product_id: str) -> dict:
    """Xem chi tiết một sản phẩm hoặc combo theo mã (kèm mọi biến thể, giá, tồn kho).

    Để đặt hàng, SKU vẫn phải lấy từ kết quả search_product.

    Args:
        product_id: Mã sản phẩm (ví dụ "AT001"), mã combo (ví dụ "CB-DUONGAM") hoặc một SKU.
    """
    pid = _code(product_id)
    if not pid:
        raise InvalidArguments("Thiếu mã sản phẩm. Dùng search_product để tìm mã.")
    for p in world.sales.products:
        if p.id == pid:
            return _product_row(p)
    for c in world.sales.combos:
        if c.id == pid:
            return _combo_row(world.sales, c)
    found = _find_variant(world.sales, pid)
    if found:
        return _product_row(found[0])
    raise NotFound(f"Không có sản phẩm/combo mã '{product_id}'. Dùng search_product để tìm.")


@tool(writes=False)
def sales_estimate_shipping_fee(
    world: WorldState, address: str, weight_g: int, province: str = ""
) -> dict:
    """Ước tính phí vận chuyển theo bảng phí của shop (34 tỉnh/thành sau sáp nhập) và khối lượng.

    Địa chỉ ở đặc khu/đảo (Côn Đảo, Phú Quốc, Lý Sơn…), ghi tên tỉnh cũ (Bình Dương, Quảng
    Nam, Hà Giang…) hoặc ở nước ngoài không có trong bảng: không có phí ước tính — không tự
    đoán, hãy báo khách nhân viên sẽ báo phí hoặc chuyển nhân viên (sales_handoff_to_human).

    Args:
        address: Địa chỉ giao hàng đầy đủ: số nhà, đường, phường/xã, tỉnh/thành.
        weight_g: Tổng khối lượng hàng (gram), lấy từ weight_g của các SKU.
        province: Tỉnh/thành phố nếu địa chỉ không ghi rõ, ví dụ "Hà Nội", "TP Hồ Chí Minh".
    """
    if not _nfc(address):
        raise InvalidArguments("Thiếu địa chỉ giao hàng. Hỏi khách địa chỉ đầy đủ.")
    if weight_g <= 0:
        raise InvalidArguments("weight_g phải là số gram dương (ví dụ 500).")
    if weight_g > MAX_WEIGHT_G:
        raise Refused(
            f"Kiện trên {MAX_WEIGHT_G // 1000} kg không áp dụng bảng phí; chuyển nhân viên "
            "(sales_handoff_to_human) để báo phí."
        )
    where = locate(world.sales, address, province)
    if isinstance(where, str):
        raise Refused(
            f"Không có phí vận chuyển ước tính cho địa chỉ này: {where}. Bảng phí của shop chỉ gồm "
            "34 tỉnh/thành mới (không gồm đặc khu/đảo, tên tỉnh cũ, nước ngoài). Không tự đoán phí: "
            "báo khách nhân viên sẽ báo phí sau hoặc chuyển nhân viên bằng sales_handoff_to_human."
        )
    rural = _is_rural(address)
    return {
        "province": where.province,
        "region": where.region.value,
        "route": where.route.value,
        "warehouse": where.warehouse,
        "area": "xã (ngoại thành)" if rural else "phường (nội thành)",
        "weight_g": weight_g,
        "base_fee_vnd": where.rural_base_fee_vnd if rural else where.base_fee_vnd,
        "extra_per_half_kg_vnd": where.extra_per_half_kg_vnd,
        "shipping_fee_vnd": shipping_fee(where, weight_g, rural),
        "delivery_time": where.delivery_time,
    }


# -- tools: orders (read) --------------------------------------------------------------------------


@tool(writes=False)
def sales_get_order(world: WorldState, order_code: str) -> dict:
    """Xem một đơn hàng theo mã (DH… hoặc DRAFT…): các dòng hàng, combo, phí ship, tổng tiền, trạng thái, thanh toán.

    Args:
        order_code: Mã đơn, ví dụ "DH260410-0021" (đơn thật) hoặc "DRAFT-7F3K2" (đơn nháp).
    """
    return _show_order(world, _order(world, order_code))


@tool(writes=False)
def sales_search_orders(
    world: WorldState,
    phone: str = "",
    shopper_id: str = "",
    status: OrderStatus | None = None,
    page: int = 1,
    page_size: int = 20,
) -> dict:
    """Tìm đơn hàng theo số điện thoại người nhận hoặc theo khách chat, lọc theo trạng thái.

    Để trống phone và shopper_id để xem các đơn của khách đang chat. Mới nhất trước.

    Args:
        phone: SĐT người nhận trên đơn (so theo chữ số, "0912 345 678" = "+84912345678").
        shopper_id: Mã khách chat, ví dụ "KHC-00002"; để trống là khách đang chat.
        status: Lọc theo trạng thái đơn (Nháp, Chờ xác nhận, Đã xác nhận, Đang đóng gói, Đang giao, Đã giao, Giao thất bại, Hoàn hàng, Đã huỷ).
        page: Trang kết quả, bắt đầu từ 1.
        page_size: Số kết quả mỗi trang (tối đa 50).
    """
    me = _current_shopper(world)
    sid = _code(shopper_id)
    digits = phone_digits(phone) if _nfc(phone) else ""
    if _nfc(phone) and len(digits) < 9:
        raise InvalidArguments(f"Số điện thoại '{phone}' không hợp lệ. Hỏi lại khách.")
    if sid and me and sid != me:
        raise Refused("Chỉ xem được đơn của khách đang chat; đơn của người khác hãy tìm theo SĐT.")
    if sid and not any(s.id == sid for s in world.sales.shoppers):
        raise NotFound(f"Không có khách chat mã '{shopper_id}'.")
    if not digits and not sid:
        if not me:
            raise InvalidArguments("Cần phone hoặc shopper_id để tìm đơn.")
        sid = me
    found = []
    for o in world.sales.orders:
        if o.status is OrderStatus.DRAFT and me and o.shopper_id != me:
            continue
        if digits and phone_digits(o.recipient_phone) != digits:
            continue
        if sid and o.shopper_id != sid:
            continue
        if status is not None and o.status != status:
            continue
        found.append(o)
    found.sort(key=lambda o: (o.created_on, o.id), reverse=True)
    chunk, meta = paginate(found, page, page_size)
    rows = []
    for o in chunk:
        rows.append(
            {
                "id": o.id,
                "created_on": o.created_on.isoformat(),
                "status": o.status.value,
                "payment_status": o.payment_status.value,
                "recipient_name": o.recipient_name,
                "recipient_phone": o.recipient_phone
                if not me or o.shopper_id == me
                else mask_phone(o.recipient_phone),
                "recipient_province": o.recipient_province,
                "total_vnd": o.total_vnd,
                "items": [f"{x.product_name} ({x.variant}) × {x.quantity}" for x in o.lines]
                + [f"{x.combo_name} × {x.quantity}" for x in o.combo_lines],
            }
        )
    return {"orders": rows, **meta}


# -- tools: orders (write) -------------------------------------------------------------------------


def _draft_code(world: WorldState) -> str:
    used = {o.id for o in world.sales.orders}
    n = sum(1 for o in world.sales.orders if o.id.startswith(DRAFT_PREFIX)) + 1
    base = len(_DRAFT_ALPHABET)
    while True:
        x = (n * 2654435761 + 0x5F3759DF) % base**5
        chars = []
        for _ in range(5):
            x, r = divmod(x, base)
            chars.append(_DRAFT_ALPHABET[r])
        code = DRAFT_PREFIX + "".join(chars)
        if code not in used:
            return code
        n += 1


def _channel(world: WorldState) -> Channel:
    me = _current_shopper(world)
    shopper = next((s for s in world.sales.shoppers if s.id == me), None)
    return shopper.channel if shopper else Channel.HOTLINE


def _new_order(
    world: WorldState,
    items: list[str] | None,
    combos: list[str] | None,
    recipient_name: str,
    recipient_phone: str,
    recipient_address: str,
    recipient_province: str,
    note: str,
) -> Order:
    """Validate (rules 1, 2, 3, 6, stock) and price a new order (id and status set by caller)."""
    check_recipient(recipient_name, recipient_phone, recipient_address)
    parsed_items = parse_items(items)
    parsed_combos = parse_combos(combos)
    for combo_id, _, _ in parsed_combos:
        _combo(world.sales, combo_id)
    check_searched(world, [s for s, _ in parsed_items] + [s for c in parsed_combos for s in c[2]])
    lines, combo_lines = build_lines(world.sales, parsed_items, parsed_combos)
    priced = price_order(world.sales, lines, combo_lines, recipient_address, recipient_province)
    return Order(
        id="PENDING",
        shopper_id=_current_shopper(world),
        channel=_channel(world),
        lines=lines,
        combo_lines=combo_lines,
        recipient_name=_nfc(recipient_name),
        recipient_phone=_nfc(recipient_phone),
        recipient_address=_nfc(recipient_address),
        created_on=world.context.today,
        note=_nfc(note),
        **priced,
    )


_ORDER_ARGS_DOC = """
        items: Sản phẩm lẻ, mỗi phần tử "SKU" hoặc "SKU x<số lượng>", ví dụ ["AT001-DEN-L x2", "TAT-TRANG"]. SKU phải lấy từ kết quả search_product.
        combos: Combo, mỗi phần tử "<mã combo> x<số combo>: <SKU>, <SKU>, ..." liệt kê SKU cho từng đơn vị của mọi thành phần có biến thể, ví dụ ["CB-DUONGAM x2: KD-TRAXANH-50ML, KD-DAO-50ML"].
        recipient_name: Họ tên thật của người nhận (không phải "bạn", "mình", "anh", "chị"…); hỏi khách nếu chưa có.
        recipient_phone: SĐT người nhận (10 số); hỏi khách nếu chưa có, không tự điền.
        recipient_address: Địa chỉ nhận: số nhà, đường, phường/xã, tỉnh/thành; hỏi khách nếu chưa có.
        recipient_province: Tỉnh/thành phố của địa chỉ nếu địa chỉ chưa ghi rõ, ví dụ "Hà Nội".
        note: Ghi chú cho đơn (giờ giao, lời nhắn…)."""


def _with_doc(doc: str):  # type: ignore[no-untyped-def]
    def deco(fn):  # type: ignore[no-untyped-def]
        fn.__doc__ = doc.replace("{ORDER_ARGS}", _ORDER_ARGS_DOC.strip("\n"))
        return fn

    return deco


@tool(writes=True)
@_with_doc(
    """Tạo đơn nháp (mã DRAFT-xxxxx, trạng thái Nháp) từ sản phẩm lẻ và/hoặc combo, tính phí ship và tổng tiền.

    Đơn nháp chưa phải đơn thật: không xác nhận, không tạo QR thanh toán được; dùng
    sales_create_order(draft_code=...) để chuyển thành đơn thật. Địa chỉ ngoài bảng phí thì phí
    ship để trống (null).

    Args:
{ORDER_ARGS}
    """
)
def sales_create_draft_order(
    world: WorldState,
    items: list[str] | None = None,
    combos: list[str] | None = None,
    recipient_name: str = "",
    recipient_phone: str = "",
    recipient_address: str = "",
    recipient_province: str = "",
    note: str = "",
) -> dict:
    order = _new_order(
        world,
        items,
        combos,
        recipient_name,
        recipient_phone,
        recipient_address,
        recipient_province,
        note,
    )
    order = replace(order, id=_draft_code(world), status=OrderStatus.DRAFT)
    world.sales.orders.append(order)
    out = _show_order(world, order)
    out["next_step"] = (
        f'Đây là đơn NHÁP. Khi khách chốt, gọi sales_create_order(draft_code="{order.id}") để '
        "tạo đơn thật trước khi xác nhận/thanh toán."
    )
    return out


@tool(writes=True)
@_with_doc(
    """Tạo đơn hàng thật (mã DH<yymmdd>-<số>, trạng thái Chờ xác nhận) từ một đơn nháp hoặc trực tiếp từ sản phẩm/combo.

    Với draft_code: dùng lại hàng của đơn nháp (không truyền items/combos); có thể truyền
    recipient_* để sửa người nhận. Không có draft_code: áp dụng các quy tắc như đơn nháp.

    Args:
        draft_code: Mã đơn nháp cần chuyển thành đơn thật, ví dụ "DRAFT-7F3K2"; để trống nếu tạo trực tiếp.
{ORDER_ARGS}
    """
)
def sales_create_order(
    world: WorldState,
    draft_code: str = "",
    items: list[str] | None = None,
    combos: list[str] | None = None,
    recipient_name: str = "",
    recipient_phone: str = "",
    recipient_address: str = "",
    recipient_province: str = "",
    note: str = "",
) -> dict:
    today = world.context.today
    new_id = next_id(world.sales.orders, f"DH{today:%y%m%d}-", 4)
    if not _nfc(draft_code):
        order = _new_order(
            world,
            items,
            combos,
            recipient_name,
            recipient_phone,
            recipient_address,
            recipient_province,
            note,
        )
        order = replace(order, id=new_id, status=OrderStatus.PENDING)
        world.sales.orders.append(order)
        return _show_order(world, order)
    draft = _order(world, draft_code)
    if not draft.id.startswith(DRAFT_PREFIX):
        raise InvalidArguments(
            f"'{draft.id}' đã là đơn thật, không phải đơn nháp. Dùng sales_get_order để xem đơn."
        )
    if draft.converted_to:
        raise Refused(f"Đơn nháp {draft.id} đã được chuyển thành đơn {draft.converted_to}.")
    if draft.status is not OrderStatus.DRAFT:
        raise Refused(
            f"Đơn nháp {draft.id} đang ở trạng thái {draft.status.value}, không tạo đơn được."
        )
    if items or combos:
        raise InvalidArguments(
            "Khi tạo từ đơn nháp thì không truyền items/combos. Muốn đổi hàng, dùng "
            "sales_update_order với đơn nháp trước, hoặc tạo đơn trực tiếp không kèm draft_code."
        )
    name = _nfc(recipient_name) or draft.recipient_name
    phone = _nfc(recipient_phone) or draft.recipient_phone
    address = _nfc(recipient_address) or draft.recipient_address
    check_recipient(name, phone, address)
    _check_stock(world.sales, draft.lines, draft.combo_lines)
    province = (
        recipient_province
        if _nfc(recipient_address)
        else (recipient_province or draft.recipient_province or "")
    )
    priced = price_order(world.sales, draft.lines, draft.combo_lines, address, province)
    order = Order(
        id=new_id,
        shopper_id=draft.shopper_id,
        channel=draft.channel,
        lines=draft.lines,
        combo_lines=draft.combo_lines,
        recipient_name=name,
        recipient_phone=phone,
        recipient_address=address,
        status=OrderStatus.PENDING,
        created_on=today,
        from_draft=draft.id,
        note=_nfc(note) or draft.note,
        **priced,
    )
    world.sales.orders.append(order)
    put(world.sales.orders, replace(draft, converted_to=new_id, updated_on=today))
    return _show_order(world, order)


@tool(writes=True)
def sales_confirm_order(world: WorldState, order_code: str) -> dict:
    """Xác nhận một đơn hàng thật đang Chờ xác nhận (chuyển sang Đã xác nhận) khi khách đã chốt đơn.

    Đơn nháp (DRAFT-…) không xác nhận được: tạo đơn thật bằng sales_create_order trước.

    Args:
        order_code: Mã đơn thật, ví dụ "DH260410-0021".
    """
    order = _order(world, order_code)
    if order.id.startswith(DRAFT_PREFIX):
        raise Refused(
            f"{order.id} là đơn nháp, không xác nhận được. Gọi sales_create_order(draft_code="
            f'"{order.id}") để tạo đơn thật rồi xác nhận mã DH… mới.'
        )
    me = _current_shopper(world)
    if me and order.shopper_id != me:
        raise Refused(
            f"Đơn {order.id} không phải của khách đang chat, không xác nhận hộ được. Nếu khách là "
            "người đặt đơn, chuyển nhân viên (sales_handoff_to_human) để kiểm tra."
        )
    if order.status is not OrderStatus.PENDING:
        raise Refused(
            f"Đơn {order.id} đang ở trạng thái '{order.status.value}'; chỉ đơn 'Chờ xác nhận' mới "
            "xác nhận được."
        )
    new = replace(order, status=OrderStatus.CONFIRMED, updated_on=world.context.today)
    put(world.sales.orders, new)
    return _show_order(world, new)


def _check_phone(order: Order, phone: str) -> None:
    """Rule 5: the phone given must be the order's phone (digits compared)."""
    if not _nfc(phone):
        raise InvalidArguments(
            f"Cần số điện thoại đã dùng khi đặt đơn {order.id} để xác minh. Hãy hỏi khách."
        )
    if phone_digits(phone) != phone_digits(order.recipient_phone):
        raise Refused(
            f"Số điện thoại không khớp với đơn {order.id}. Không sửa/huỷ đơn; hỏi khách SĐT đã "
            "dùng khi đặt đơn (không tiết lộ SĐT trên đơn) hoặc chuyển nhân viên."
        )


def _void_qrs(world: WorldState, order_id: str, keep_amount: int | None = None) -> None:
    for q in list(world.sales.payment_qrs):
        if q.order_id == order_id and q.status is QrStatus.WAITING and q.amount_vnd != keep_amount:
            put(world.sales.payment_qrs, replace(q, status=QrStatus.VOID))


@tool(writes=True)
@_with_doc(
    """Sửa đơn chưa giao (Nháp, Chờ xác nhận, Đã xác nhận): đổi sản phẩm, số lượng, biến thể (SKU), người nhận hoặc địa chỉ; tính lại tiền.

    Cần SĐT khớp với SĐT trên đơn. items/combos khi truyền là danh sách MỚI đầy đủ, thay cho
    danh sách cũ (truyền [] để bỏ hết); để trống (null) để giữ nguyên. Đơn đã thanh toán không
    đổi được số tiền: chuyển nhân viên.

    Args:
        order_code: Mã đơn cần sửa (DH… hoặc DRAFT…).
        phone: SĐT khách cung cấp để xác minh, phải trùng SĐT người nhận trên đơn.
{ORDER_ARGS}
    """
)
def sales_update_order(
    world: WorldState,
    order_code: str,
    phone: str = "",
    items: list[str] | None = None,
    combos: list[str] | None = None,
    recipient_name: str = "",
    recipient_phone: str = "",
    recipient_address: str = "",
    recipient_province: str = "",
    note: str = "",
) -> dict:
    order = _order(world, order_code)
    _check_phone(order, phone)
    if order.converted_to:
        raise Refused(f"Đơn nháp {order.id} đã chuyển thành đơn {order.converted_to}; sửa đơn đó.")
    if order.status not in _OPEN:
        raise Refused(
            f"Đơn {order.id} đang '{order.status.value}', không sửa được nữa. Báo khách hoặc chuyển "
            "nhân viên (sales_handoff_to_human)."
        )
    changes_goods = items is not None or combos is not None
    changes_address = bool(_nfc(recipient_address) or _nfc(recipient_province))
    if not (
        changes_goods
        or changes_address
        or _nfc(recipient_name)
        or _nfc(recipient_phone)
        or _nfc(note)
    ):
        raise InvalidArguments("Không có gì để sửa: truyền items, combos, recipient_* hoặc note.")
    name = _nfc(recipient_name) or order.recipient_name
    new_phone = _nfc(recipient_phone) or order.recipient_phone
    address = _nfc(recipient_address) or order.recipient_address
    check_recipient(name, new_phone, address)
    lines, combo_lines = order.lines, order.combo_lines
    if changes_goods:
        parsed_items = parse_items(items) if items is not None else None
        parsed_combos = parse_combos(combos) if combos is not None else None
        for combo_id, _, _ in parsed_combos or []:
            _combo(world.sales, combo_id)
        already = set(_units(order.lines, order.combo_lines))
        fresh = [s for s, _ in parsed_items or []] + [s for c in parsed_combos or [] for s in c[2]]
        check_searched(world, [s for s in fresh if s not in already])
        if parsed_items is None:
            parsed_items = [(x.sku, x.quantity) for x in order.lines]
        if parsed_combos is None:
            parsed_combos = [
                (c.combo_id, c.quantity, [s for p in c.components for s in p.skus])
                for c in order.combo_lines
            ]
        lines, combo_lines = build_lines(world.sales, parsed_items, parsed_combos)
    if _nfc(recipient_address) or _nfc(recipient_province):
        province = recipient_province
    else:
        province = order.recipient_province or ""
    priced = price_order(world.sales, lines, combo_lines, address, province)
    if order.payment_status is PaymentStatus.PAID and priced["total_vnd"] != order.total_vnd:
        raise Refused(
            f"Đơn {order.id} đã thanh toán {order.total_vnd:,} đ; thay đổi này làm đổi số tiền "
            "nên không tự sửa được. Chuyển nhân viên bằng sales_handoff_to_human."
        )
    new = replace(
        order,
        lines=lines,
        combo_lines=combo_lines,
        recipient_name=name,
        recipient_phone=new_phone,
        recipient_address=address,
        note=_nfc(note) or order.note,
        updated_on=world.context.today,
        **priced,
    )
    put(world.sales.orders, new)
    _void_qrs(world, order.id, keep_amount=new.total_vnd)
    return _show_order(world, new)


@tool(writes=True)
def sales_cancel_order(
    world: WorldState, order_code: str, phone: str = "", reason: str = ""
) -> dict:
    """Huỷ một đơn chưa giao và chưa thanh toán; cần SĐT khớp với SĐT trên đơn.

    Đơn đã thanh toán (chuyển khoản) không được tự huỷ: chuyển nhân viên bằng
    sales_handoff_to_human. Đơn đang đóng gói/đang giao/đã giao không huỷ được.

    Args:
        order_code: Mã đơn cần huỷ (DH… hoặc DRAFT…).
        phone: SĐT khách cung cấp để xác minh, phải trùng SĐT người nhận trên đơn.
        reason: Lý do huỷ theo lời khách.
    """
    order = _order(world, order_code)
    _check_phone(order, phone)
    if order.status is OrderStatus.CANCELLED:
        raise Refused(f"Đơn {order.id} đã huỷ trước đó.")
    if order.payment_status in (PaymentStatus.PAID, PaymentStatus.REFUNDED):
        raise Refused(
            f"Đơn {order.id} đã thanh toán nên AVA không được tự huỷ. Chuyển nhân viên xử lý huỷ và "
            "hoàn tiền bằng sales_handoff_to_human, rồi báo khách."
        )
    if order.converted_to:
        raise Refused(f"Đơn nháp {order.id} đã chuyển thành đơn {order.converted_to}; huỷ đơn đó.")
    if order.status not in _OPEN:
        raise Refused(
            f"Đơn {order.id} đang '{order.status.value}', không huỷ được. Chuyển nhân viên "
            "(sales_handoff_to_human) nếu khách muốn từ chối nhận/hoàn hàng."
        )
    new = replace(
        order,
        status=OrderStatus.CANCELLED,
        cancel_reason=_nfc(reason) or "Khách yêu cầu huỷ",
        updated_on=world.context.today,
    )
    put(world.sales.orders, new)
    _void_qrs(world, order.id)
    return _show_order(world, new)


def vietqr_url(order_id: str, amount: int) -> str:
    """The VietQR image link of the shop's account for an order."""
    return (
        f"https://img.vietqr.io/image/{SHOP_BANK_BIN}-{SHOP_ACCOUNT_NO}-compact2.png"
        f"?amount={amount}&addInfo={quote(order_id)}&accountName={quote(SHOP_ACCOUNT_NAME)}"
    )


@tool(writes=True)
def sales_create_payment_qr(world: WorldState, order_code: str) -> dict:
    """Tạo mã QR chuyển khoản (VietQR) cho một đơn thật đã xác nhận và chưa thanh toán; số tiền = tổng tiền đơn.

    Đơn nháp (DRAFT-…) hoặc đơn chưa xác nhận không tạo QR được.

    Args:
        order_code: Mã đơn thật đã xác nhận, ví dụ "DH260415-0004".
    """
    order = _order(world, order_code)
    if order.id.startswith(DRAFT_PREFIX):
        raise Refused(
            f"{order.id} là đơn nháp, không tạo QR thanh toán được. Tạo đơn thật bằng "
            "sales_create_order(draft_code=...) và xác nhận đơn trước."
        )
    if order.payment_status is PaymentStatus.PAID:
        raise Refused(f"Đơn {order.id} đã thanh toán rồi, không cần QR.")
    if order.payment_status is PaymentStatus.REFUNDED:
        raise Refused(f"Đơn {order.id} đã hoàn tiền; không tạo QR.")
    if order.status is OrderStatus.PENDING:
        raise Refused(
            f"Đơn {order.id} chưa được xác nhận. Xác nhận với khách rồi gọi sales_confirm_order trước."
        )
    if order.status is not OrderStatus.CONFIRMED:
        raise Refused(
            f"Đơn {order.id} đang '{order.status.value}'; chỉ tạo QR cho đơn 'Đã xác nhận'."
        )
    if order.shipping_fee_vnd is None:
        raise Refused(
            f"Đơn {order.id} chưa có phí vận chuyển (địa chỉ ngoài bảng phí) nên chưa chốt được số "
            "tiền. Chuyển nhân viên (sales_handoff_to_human) để báo phí."
        )
    for q in world.sales.payment_qrs:
        if (
            q.order_id == order.id
            and q.status is QrStatus.WAITING
            and q.amount_vnd == order.total_vnd
        ):
            return dump(q, order_total_vnd=order.total_vnd, already_existed=True)
    qr = PaymentQr(
        id=next_id(world.sales.payment_qrs, "QR-", 5),
        order_id=order.id,
        amount_vnd=order.total_vnd,
        bank_bin=SHOP_BANK_BIN,
        account_no=SHOP_ACCOUNT_NO,
        account_name=SHOP_ACCOUNT_NAME,
        url=vietqr_url(order.id, order.total_vnd),
        status=QrStatus.WAITING,
        created_on=world.context.today,
    )
    _void_qrs(world, order.id, keep_amount=order.total_vnd)
    world.sales.payment_qrs.append(qr)
    return dump(qr, order_total_vnd=order.total_vnd, already_existed=False)


@tool(writes=True)
def sales_handoff_to_human(world: WorldState, reason: str, order_code: str = "") -> dict:
    """Chuyển cuộc hội thoại cho nhân viên của shop (tạo yêu cầu hỗ trợ), ví dụ khi khách muốn huỷ đơn đã thanh toán hoặc cần báo phí ship ngoài bảng.

    Args:
        reason: Lý do chuyển và tóm tắt yêu cầu của khách, để nhân viên xử lý tiếp.
        order_code: Mã đơn liên quan (nếu có), ví dụ "DH260412-0007".
    """
    text = _nfc(reason)
    if not text:
        raise InvalidArguments("Cần nêu lý do chuyển nhân viên (reason).")
    if len(text) > 2000:
        raise InvalidArguments("Lý do quá dài (tối đa 2000 ký tự); hãy tóm tắt.")
    order_id = _order(world, order_code).id if _nfc(order_code) else None
    ho = Handoff(
        id=next_id(world.sales.handoffs, "CSKH-", 5),
        shopper_id=_current_shopper(world),
        order_id=order_id,
        reason=text,
        status=HandoffStatus.NEW,
        created_on=world.context.today,
        created_at=world.context.now,
    )
    world.sales.handoffs.append(ho)
    return dump(ho, message="Đã chuyển cho nhân viên; nhân viên sẽ liên hệ khách sớm.")
