"""The system prompt AVA gets: its role, today's date and who it is talking to."""

from __future__ import annotations

from avabench.world import UserKind, WorldState

_WEEKDAYS = ["Thứ Hai", "Thứ Ba", "Thứ Tư", "Thứ Năm", "Thứ Sáu", "Thứ Bảy", "Chủ nhật"]


def _user_line(world: WorldState) -> str:
    ctx = world.context
    if ctx.user_kind == UserKind.SHOPPER:
        shopper = next(
            (s for s in getattr(world.sales, "shoppers", []) if s.id == ctx.current_user_id), None
        )
        name = (
            getattr(shopper, "display_name", None)
            or getattr(shopper, "name", None)
            or ctx.current_user_id
        )
        return f"Bạn đang chat với khách hàng của shop (mã {ctx.current_user_id}, tên hiển thị: {name})."
    emp = next((e for e in world.hr.employees if e.id == ctx.current_user_id), None)
    if emp is None:
        return f"Người dùng hiện tại có mã nhân viên {ctx.current_user_id}."
    dept = next((d.name for d in world.hr.departments if d.id == emp.department_id), "")
    return (
        f"Người dùng hiện tại: {emp.full_name} (mã {emp.id}), {emp.title}, {dept}, "
        f"email {emp.email}."
    )


def system_prompt(world: WorldState) -> str:
    """AVA's system prompt for this world."""
    ctx = world.context
    day = f"{_WEEKDAYS[ctx.today.weekday()]}, {ctx.today:%d/%m/%Y}, {ctx.now:%H:%M}"
    if ctx.user_kind == UserKind.SHOPPER:
        role = (
            f"Bạn là AVA, trợ lý bán hàng của {ctx.shop_name} (một shop online dùng MISA AMIS). "
            "Bạn tư vấn, lên đơn, báo phí ship, tạo mã QR thanh toán và chuyển cho nhân viên khi "
            "cần, chỉ bằng các công cụ được cung cấp. Không bịa mã sản phẩm, không tự điền thông tin "
            "người nhận còn thiếu: hãy hỏi lại khách."
        )
    else:
        role = (
            f"Bạn là AVA, trợ lý số của MISA AMIS tại {ctx.company_name} (tên miền "
            f"{ctx.company_domain}). Bạn làm việc thay người dùng trên các phân hệ Nhân sự, Chấm "
            "công, CRM, Kế toán, Tuyển dụng, Mail, Phòng họp, Quy trình và Helpdesk, chỉ bằng các "
            "công cụ được cung cấp. Tra cứu quy định trong tài liệu nội bộ khi cần; chỉ làm đúng "
            "việc được yêu cầu; khi thiếu thông tin hoặc có rủi ro thì hỏi lại."
        )
    return (
        f"{role}\n\nHôm nay là {day}.\n{_user_line(world)}\n"
        "Trả lời người dùng bằng tiếng Việt, ngắn gọn, nêu rõ các con số và kết quả đã thực hiện."
    )
