"""Building and pricing an order: parsing items and combos, priced lines (rules 1 and 6, stock),
weight, shipping fee and total; validating a new order."""

from __future__ import annotations

import re
from collections import Counter
from functools import cache
from typing import Any

from avabench.errors import InvalidArguments, NotFound, Refused
from avabench.tools.sales._helpers import (
    _Catalogue,
    _catalogue,
    _combo,
    _current_shopper,
    _nfc,
    _variant_label,
    check_recipient,
)
from avabench.tools.sales.shipping import _is_rural, locate, shipping_fee
from avabench.world import WorldState
from avabench.world.sales import (
    Channel,
    ComboLine,
    ComboPick,
    Order,
    OrderLine,
    OrderStatus,
    Product,
    SalesState,
    Variant,
)

MAX_LINE_QTY = 99

# -- order building --------------------------------------------------------------------------------

_ITEM = re.compile(r"^(?P<sku>\S+?)(?:(?:\s+[xX×]|\s*[*×:])\s*(?P<qty>\d{1,9}))?$")
_ITEM_QTY_FIRST = re.compile(r"^(?P<qty>\d{1,9})\s*[xX×*]\s*(?P<sku>\S+)$")
_PIECE_SPLIT = re.compile(r"[,;|]+")
#: A bare SKU: no whitespace and none of the separators ``*×:``, so _ITEM can only match it as
#: a whole, without a quantity (checked in linear time instead of _ITEM's backtracking).
_BARE = re.compile(r"[^\s*×:]+")


def _match_item(text: str) -> tuple[str, str | None] | None:
    """(sku, qty or None) as ``_ITEM_QTY_FIRST.match(text) or _ITEM.match(text)`` gives them."""
    m = _ITEM_QTY_FIRST.match(text)
    if m is None:
        if _BARE.fullmatch(text):
            return text, None
        m = _ITEM.match(text)
        if m is None:
            return None
    return m.group("sku"), m.group("qty")


def _parse_entry(entry: str, what: str) -> tuple[str, int]:
    text = _nfc(entry)
    if not text:
        raise InvalidArguments(f'Có một {what} rỗng. Mỗi phần tử dạng "SKU" hoặc "SKU x2".')
    m = _match_item(text)
    if not m:
        raise InvalidArguments(f'Không hiểu {what} \'{entry}\'. Dùng dạng "SKU" hoặc "SKU x2".')
    qty = int(m[1]) if m[1] else 1
    if not 1 <= qty <= MAX_LINE_QTY:
        raise InvalidArguments(f"Số lượng trong '{entry}' phải từ 1 đến {MAX_LINE_QTY}.")
    return m[0].upper(), qty


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
        for piece in _PIECE_SPLIT.split(tail):
            piece = piece.strip()
            if not piece:
                continue
            m = _match_item(piece)
            if m:
                n = int(m[1]) if m[1] else 1
                if not 1 <= n <= MAX_LINE_QTY:
                    raise InvalidArguments(
                        f"Số lượng trong '{piece}' phải từ 1 đến {MAX_LINE_QTY}."
                    )
                skus.extend([m[0].upper()] * n)
            else:
                skus.extend(w.upper() for w in piece.split())
        out.append((combo_id, qty, skus))
    return out


def _catalogue_variant(
    sales: SalesState, sku: str, cat: _Catalogue | None = None
) -> tuple[Product, Variant]:
    found = (cat or _catalogue(sales)).by_sku.get(sku)
    if found is None:
        raise NotFound(
            f"SKU '{sku}' không có trong danh mục của shop. Không tự đặt SKU: dùng search_product "
            "để tìm sản phẩm và lấy đúng SKU của biến thể khách chọn."
        )
    return found


def check_searched(world: WorldState, skus: list[str]) -> None:
    """Rule 1: every SKU exists and was returned by search_product in this episode."""
    logged = {e.id for e in world.sales.search_log}
    cat = _catalogue(world.sales)
    for sku in skus:
        _catalogue_variant(world.sales, sku, cat)
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
    cat = _catalogue(sales)
    lines: list[OrderLine] = []
    for sku, qty in items:
        product, variant = _catalogue_variant(sales, sku, cat)
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
        combo = _combo(sales, combo_id, cat)
        picks: dict[str, list[str]] = {c.product_id: [] for c in combo.components}
        for sku in skus:
            product, _ = _catalogue_variant(sales, sku, cat)
            if product.id not in picks:
                names = ", ".join(_product_name(sales, c.product_id, cat) for c in combo.components)
                raise Refused(
                    f"SKU '{sku}' ({product.name}) không thuộc {combo.name} (thành phần: {names})."
                )
            picks[product.id].append(sku)
        comps = []
        for c in combo.components:
            need = qty * c.quantity
            got = picks[c.product_id]
            pname = _product_name(sales, c.product_id, cat)
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
    _check_stock(sales, lines, combo_lines, cat)
    return lines, combo_lines


def _units(lines: list[OrderLine], combo_lines: list[ComboLine]) -> dict[str, int]:
    """Units per SKU, in first-seen order (as a Counter built the same way counts them)."""
    units: dict[str, int] = {}
    get = units.get
    for line in lines:
        units[line.sku] = get(line.sku, 0) + line.quantity
    for cl in combo_lines:
        for pick in cl.components:
            for sku in pick.skus:
                units[sku] = get(sku, 0) + 1
    return units


def _check_stock(
    sales: SalesState,
    lines: list[OrderLine],
    combo_lines: list[ComboLine],
    cat: _Catalogue | None = None,
) -> None:
    cat = cat or _catalogue(sales)
    for sku, n in _units(lines, combo_lines).items():
        product, variant = _catalogue_variant(sales, sku, cat)
        if 0 < variant.stock and n <= variant.stock:
            continue
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
    cat = _catalogue(sales)
    for sku, n in _units(lines, combo_lines).items():
        total += _catalogue_variant(sales, sku, cat)[1].weight_g * n
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


def _product_name(sales: SalesState, product_id: str, cat: _Catalogue | None = None) -> str:
    product = (cat or _catalogue(sales)).product_by_id.get(product_id)
    return product.name if product is not None else product_id


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
    *,
    order_id: str | None = None,
    status: OrderStatus | None = None,
) -> Order:
    """Validate (rules 1, 2, 3, 6, stock) and price a new order (id and status set by caller).

    With ``order_id`` and ``status`` the order is built with them at once: the same record as
    ``replace(_new_order(...), id=order_id, status=status)`` (every field set), validated once.
    """
    check_recipient(recipient_name, recipient_phone, recipient_address)
    parsed_items = parse_items(items)
    parsed_combos = parse_combos(combos)
    for combo_id, _, _ in parsed_combos:
        _combo(world.sales, combo_id)
    check_searched(world, [s for s, _ in parsed_items] + [s for c in parsed_combos for s in c[2]])
    lines, combo_lines = build_lines(world.sales, parsed_items, parsed_combos)
    priced = price_order(world.sales, lines, combo_lines, recipient_address, recipient_province)
    data: dict[str, Any] = dict(
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
    if order_id is None or status is None:
        return Order(**data)
    data["id"] = order_id
    data["status"] = status
    full = {**_order_defaults(), **data}
    if len(full) != len(Order.model_fields):  # a field with a default factory left out
        for name, field in Order.model_fields.items():
            if name not in full:
                full[name] = field.get_default(call_default_factory=True)
    return Order.model_validate(full)


@cache
def _order_defaults() -> dict[str, Any]:
    """The plain defaults of Order's fields (what ``get_default`` returns for them: immutable)."""
    out: dict[str, Any] = {}
    for name, field in Order.model_fields.items():
        if not field.is_required() and field.default_factory is None:
            out[name] = field.get_default(call_default_factory=True)
    return out
