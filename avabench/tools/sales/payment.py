"""Checkout and after: confirming an order, cancelling it (never once paid, rule 7), its VietQR
payment and handing the shopper to a human."""

from __future__ import annotations

from urllib.parse import quote

from avabench.errors import InvalidArguments, Refused
from avabench.tools._common import dump
from avabench.tools.registry import tool
from avabench.tools.sales._helpers import (
    _OPEN,
    DRAFT_PREFIX,
    _check_owner,
    _check_phone,
    _current_shopper,
    _nfc,
    _order,
    _show_order,
    _void_qrs,
)
from avabench.world import WorldState, next_id, put, replace
from avabench.world.sales import (
    Handoff,
    HandoffStatus,
    OrderStatus,
    PaymentQr,
    PaymentStatus,
    QrStatus,
)

# -- the shop's bank account (VietQR) --------------------------------------------------------------

SHOP_BANK_BIN = "970415"  # VietinBank
SHOP_ACCOUNT_NO = "113000268899"
SHOP_ACCOUNT_NAME = "CONG TY CP CONG NGHE MINH LONG"


# -- tools: confirming and cancelling --------------------------------------------------------------


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
    _check_owner(world, order, "huỷ")
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


# -- tools: payment and handoff --------------------------------------------------------------------


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
    _check_owner(world, order, "tạo QR thanh toán", strict=True)
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
    order_id = None
    if _nfc(order_code):
        order = _order(world, order_code)
        _check_owner(world, order, "chuyển nhân viên xử lý")
        order_id = order.id
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
