"""Catalogue tools: searching products and combos (recording the SKUs shown, rule 1) and viewing one."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from avabench.errors import InvalidArguments, NotFound
from avabench.tools._common import haystacks, paginate, per_record, query_words
from avabench.tools.registry import tool
from avabench.tools.sales._helpers import (
    _Catalogue,
    _catalogue,
    _code,
    _find_variant,
    _nfc,
    _variant_label,
)
from avabench.world import WorldState
from avabench.world.sales import Combo, Product, SalesState, SearchLogEntry, Variant

# -- result rows -----------------------------------------------------------------------------------


def _variant_row(v: Variant) -> dict[str, Any]:
    row = per_record("variant_row", v, _variant_base).copy()  # variants are frozen
    row["attributes"] = dict(v.attributes)  # a fresh copy per row
    return row


def _variant_base(v: Variant) -> dict[str, Any]:
    return {
        "sku": v.sku,
        "attributes": None,
        "variant": _variant_label(v),
        "price_vnd": v.price_vnd,
        "stock": v.stock,
        "in_stock": v.stock > 0,
        "weight_g": v.weight_g,
    }


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


def _combo_row(
    sales: SalesState, c: Combo, in_stock_only: bool = False, cat: _Catalogue | None = None
) -> dict[str, Any]:
    comps = []
    by_id = (cat or _catalogue(sales)).product_by_id
    for comp in c.components:
        product = by_id.get(comp.product_id)
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
    by_id = _catalogue(sales).product_by_id
    for comp in c.components:
        product = by_id.get(comp.product_id)
        if product:
            hay.extend([product.name, product.category])
            for v in product.variants:
                hay.extend(v.attributes.values())
    return hay


#: A search candidate: (kind, item, search fields, their haystacks, the haystacks the category
#: filter looks at — None: never kept by a category filter).
_Candidate = tuple[str, Product | Combo, tuple[str, ...], tuple[str, str], tuple[str, str] | None]


def _candidate(kind: str, item: Product | Combo, hay: list[str]) -> _Candidate:
    fields = tuple(hay)
    hays = haystacks(fields)
    if isinstance(item, Product):
        category = haystacks((item.category,))
    elif isinstance(item, Combo):
        category = hays
    else:
        category = None
    return (kind, item, fields, hays, category)


def _candidates(sales: SalesState, cat: _Catalogue) -> list[_Candidate]:
    """Every product then every combo with its search fields (built once per catalogue)."""
    hit = cat.extra.get("search_candidates")
    if hit is None:
        hit = cat.extra["search_candidates"] = [
            _candidate("product", p, _product_hay(p)) for p in cat.products
        ] + [_candidate("combo", c, _combo_hay(sales, c)) for c in cat.combos]
    return hit


def _match(query: str | None, hays: tuple[str, str]) -> bool:
    """``text_match(query, *fields)`` given the fields' (accented, folded) haystacks."""
    if not query or not query.strip():
        return True
    exact_hay, folded_hay = hays
    for word, unaccented in query_words(query):
        if word not in (folded_hay if unaccented else exact_hay):
            return False
    return True


def _select(
    sales: SalesState, cat: _Catalogue, query: str, category: str
) -> tuple[_Candidate, ...]:
    """The candidates matching ``query`` and ``category``, best first (before the stock filter).

    A pure function of the catalogue and the two texts: memoised per catalogue.
    """
    memo: dict[tuple[str, str], tuple[_Candidate, ...]] = cat.extra.setdefault("search_memo", {})
    key = (query, category)
    hit = memo.get(key)
    if hit is not None:
        return hit
    words = [w for w in _nfc(query).split() if w.lower() not in _STOPWORDS]
    q = " ".join(words)
    candidates = _candidates(sales, cat)
    if category:
        candidates = [x for x in candidates if x[4] is not None and _match(category, x[4])]
    found = [x for x in candidates if _match(q, x[3])]
    if not found and len(words) > 1:
        # no item matches every word: rank by the number of words matched
        scored = []
        for i, x in enumerate(candidates):
            score = sum(1 for w in words if len(w) > 1 and _match(w, x[3]))
            if score:
                scored.append((-score, i, x))
        found = [x for _, _, x in sorted(scored, key=lambda s: (s[0], s[1]))]
    if len(memo) > 1024:
        memo.clear()
    hit = memo[key] = tuple(found)
    return hit


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
    cat = _catalogue(sales)
    found: Sequence[_Candidate] = _select(sales, cat, query, category)
    if in_stock_only:
        found = [
            x
            for x in found
            if not isinstance(x[1], Product) or any(v.stock > 0 for v in x[1].variants)
        ]
    chunk, meta = paginate(found, page, page_size)
    results = []
    logged = {e.id for e in sales.search_log}
    logged_query = _nfc(query)[:200]
    for x in chunk:
        item = x[1]
        if isinstance(item, Product):
            row = _product_row(item, in_stock_only)
            skus = [(v["sku"], item.id) for v in row["variants"]]
        else:
            row = _combo_row(sales, item, in_stock_only, cat)
            skus = [
                (o["sku"], comp["product_id"])
                for comp in row["components"]
                for o in comp["options"]
            ]
        results.append(row)
        for sku, pid in skus:
            if sku not in logged:
                logged.add(sku)
                sales.search_log.append(SearchLogEntry(id=sku, product_id=pid, query=logged_query))
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
