"""Building and pricing an order: parsing items and combos, priced lines (rules 1 and 6, stock),
weight, shipping fee and total; validating a new order."""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

from avabench.errors import InvalidArguments, NotFound, Refused
from avabench.tools.sales._helpers import (
    _combo,
    _current_shopper,
    _find_variant,
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
    Product,
    SalesState,
    Variant,
)

MAX_LINE_QTY = 99

# -- order building --------------------------------------------------------------------------------

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


def _product_name(sales: SalesState, product_id: str) -> str:
    return next((p.name for p in sales.products if p.id == product_id), product_id)


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
