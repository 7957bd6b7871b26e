"""Order tools: viewing and searching orders, creating drafts and real orders, editing an order."""

from __future__ import annotations

import datetime as dt
from functools import lru_cache

from avabench.errors import InvalidArguments, NotFound, Refused
from avabench.tools._common import paginate
from avabench.tools.registry import tool
from avabench.tools.sales._helpers import (
    _OPEN,
    DRAFT_PREFIX,
    _check_owner,
    _check_phone,
    _code,
    _combo,
    _current_shopper,
    _digits,
    _nfc,
    _order,
    _show_order,
    _void_qrs,
    check_recipient,
    mask_phone,
)
from avabench.tools.sales.pricing import (
    _check_stock,
    _new_order,
    _units,
    build_lines,
    check_searched,
    parse_combos,
    parse_items,
    price_order,
)
from avabench.world import WorldState, next_id, put, replace
from avabench.world.sales import Order, OrderStatus, PaymentStatus

_DRAFT_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"


@lru_cache(maxsize=64)
def _order_prefix(today: dt.date) -> str:
    """``DH<yymmdd>-``: the prefix of the real orders created on ``today``."""
    return f"DH{today:%y%m%d}-"


# -- tools: orders (read) --------------------------------------------------------------------------


@tool(writes=False)
def sales_get_order(world: WorldState, order_code: str) -> dict:
    """Xem một đơn hàng theo mã (DH… hoặc DRAFT…): các dòng hàng, combo, phí ship, tổng tiền, trạng thái, thanh toán.

    Args:
        order_code: Mã đơn, ví dụ "DH260410-0021" (đơn thật) hoặc "DRAFT-7F3K2" (đơn nháp).
    """
    return _show_order(world, _order(world, order_code), stored=True)


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
    digits = _digits(phone) if _nfc(phone) else ""
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
        if digits and _digits(o.recipient_phone) != digits:
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
        order_id=_draft_code(world),
        status=OrderStatus.DRAFT,
    )
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
    new_id = next_id(world.sales.orders, _order_prefix(today), 4)
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
            order_id=new_id,
            status=OrderStatus.PENDING,
        )
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
    _check_owner(world, order, "sửa")
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
