"""Sending mail: write a new message, reply to one and forward one."""

from __future__ import annotations

from avabench.errors import InvalidArguments, Refused
from avabench.tools.mail._helpers import (
    _FWD,
    _RE,
    _addresses,
    _attachments,
    _check_text,
    _compose,
    _fmt,
    _me,
    _next_message_id,
    _next_thread,
    _now,
    _own_message,
    _quote_header,
    _require_ready,
    _send,
    _sign,
)
from avabench.tools.registry import tool
from avabench.world import WorldState
from avabench.world.mail import MailFolder, Message


@tool(writes=True)
def amismail_write_mail(
    world: WorldState,
    to: list[str],
    subject: str = "",
    body: str = "",
    cc: list[str] | None = None,
    bcc: list[str] | None = None,
    attachments: list[str] | None = None,
    template_id: str = "",
    template_values: list[str] | None = None,
    include_signature: bool = False,
) -> dict:
    """Soạn và gửi ngay một thư mới từ hộp thư của người dùng hiện tại.

    Bản gửi được lưu trong Đã gửi; người nhận nội bộ (@tên miền công ty, kể cả nhóm thư) nhận
    bản sao trong Hộp thư đến. Có thể dùng mẫu thư: mọi biến của mẫu phải có giá trị.

    Args:
        to: Danh sách địa chỉ người nhận, ví dụ ["khanh.lq@minhlong.vn"]; tra địa chỉ bằng amismail_search_address_book.
        subject: Tiêu đề thư; để trống khi dùng mẫu thư để lấy tiêu đề của mẫu.
        body: Nội dung thư; khi dùng mẫu thư, nội dung này (nếu có) được đặt trước nội dung mẫu.
        cc: Danh sách địa chỉ CC.
        bcc: Danh sách địa chỉ BCC (người nhận khác không thấy).
        attachments: Tên các tệp đính kèm, ví dụ ["Bao_gia_ML_ERP.pdf"].
        template_id: Mã mẫu thư (xem amismail_list_templates), ví dụ "MAU-PV-01".
        template_values: Giá trị các biến của mẫu, mỗi phần tử dạng "ten_bien=giá trị", ví dụ ["ten_ung_vien=Trần Minh Khoa", "ngay=23/04/2026"].
        include_signature: True để chèn chữ ký mặc định của bạn vào cuối thư.
    """
    me = _me(world)
    to_, cc_, bcc_ = _addresses(to, cc, bcc)
    subject_, body_ = _compose(world, subject, body, template_id, template_values)
    _require_ready(to_, subject_, body_)
    body_ = _sign(world, me, body_, include_signature)
    _check_text(subject_, body_)
    msg = Message(
        id=_next_message_id(world),
        thread_id=_next_thread(world),
        mailbox_owner_id=me.id,
        folder=MailFolder.SENT,
        from_addr=me.email,
        from_name=me.full_name,
        to=to_,
        cc=cc_,
        bcc=bcc_,
        subject=subject_,
        body=body_,
        sent_at=_now(world),
        is_read=True,
        attachments=_attachments(attachments),
    )
    return _send(world, msg)


@tool(writes=True)
def amismail_reply_mail(
    world: WorldState,
    message_id: str,
    body: str,
    reply_all: bool = False,
    cc: list[str] | None = None,
    attachments: list[str] | None = None,
    include_signature: bool = False,
) -> dict:
    """Trả lời một thư trong hộp thư (tiêu đề "Re: …", cùng chuỗi thư, trích dẫn thư gốc).

    Mặc định chỉ trả lời người gửi; reply_all=true gửi cả những người nhận và CC của thư gốc
    (trừ bạn). Trả lời thư do chính bạn gửi thì gửi lại cho người nhận của thư đó.

    Args:
        message_id: Mã thư cần trả lời, ví dụ "TH000123".
        body: Nội dung trả lời.
        reply_all: True để trả lời tất cả người nhận của thư gốc.
        cc: Thêm địa chỉ CC ngoài những người của thư gốc.
        attachments: Tên các tệp đính kèm thêm.
        include_signature: True để chèn chữ ký mặc định của bạn.
    """
    me = _me(world)
    original = _own_message(world, me, message_id)
    if original.folder is MailFolder.DRAFTS:
        raise Refused("Không thể trả lời một thư nháp; dùng amismail_send_draft để gửi thư nháp.")
    if not body.strip():
        raise InvalidArguments("Thư trả lời cần có nội dung (body).")
    mine = me.email.lower()
    sender = original.from_addr.lower()
    if sender == mine:
        to_raw = list(original.to)
        cc_raw = list(original.cc) if reply_all else []
    else:
        to_raw = [original.from_addr] + (list(original.to) if reply_all else [])
        cc_raw = list(original.cc) if reply_all else []
    to_raw = [a for a in to_raw if a.strip().lower() != mine]
    cc_raw = [a for a in cc_raw if a.strip().lower() != mine] + list(cc or [])
    to_, cc_, _ = _addresses(to_raw, cc_raw, None)
    if not to_:
        raise Refused("Thư gốc không có người nhận nào khác ngoài bạn để trả lời.")
    subject = original.subject if _RE.match(original.subject) else f"Re: {original.subject}"
    quoted = "\n".join(f"> {line}" if line else ">" for line in original.body.splitlines())
    text = _sign(world, me, body.strip(), include_signature)
    text = f"{text}\n\nVào {_fmt(original.sent_at)}, {_quote_header(original)} đã viết:\n{quoted}"
    _check_text(subject, text)
    msg = Message(
        id=_next_message_id(world),
        thread_id=original.thread_id,
        mailbox_owner_id=me.id,
        folder=MailFolder.SENT,
        from_addr=me.email,
        from_name=me.full_name,
        to=to_,
        cc=cc_,
        subject=subject,
        body=text,
        sent_at=_now(world),
        is_read=True,
        in_reply_to=original.id,
        attachments=_attachments(attachments),
    )
    return _send(world, msg)


@tool(writes=True)
def amismail_forward_mail(
    world: WorldState,
    message_id: str,
    to: list[str],
    note: str = "",
    cc: list[str] | None = None,
    bcc: list[str] | None = None,
    include_signature: bool = False,
) -> dict:
    """Chuyển tiếp một thư trong hộp thư tới người khác kèm lời nhắn (tiêu đề "Fwd: …", giữ nguyên tệp đính kèm).

    Args:
        message_id: Mã thư cần chuyển tiếp, ví dụ "TH000123".
        to: Danh sách địa chỉ người nhận.
        note: Lời nhắn đặt trước nội dung thư gốc.
        cc: Danh sách địa chỉ CC.
        bcc: Danh sách địa chỉ BCC.
        include_signature: True để chèn chữ ký mặc định của bạn sau lời nhắn.
    """
    me = _me(world)
    original = _own_message(world, me, message_id)
    if original.folder is MailFolder.DRAFTS:
        raise Refused(
            "Không thể chuyển tiếp một thư nháp; dùng amismail_send_draft để gửi thư nháp."
        )
    to_, cc_, bcc_ = _addresses(to, cc, bcc)
    if not to_:
        raise InvalidArguments("Cần ít nhất một người nhận (to) để chuyển tiếp.")
    subject = original.subject if _FWD.match(original.subject) else f"Fwd: {original.subject}"
    header = [
        "---------- Thư chuyển tiếp ----------",
        f"Từ: {_quote_header(original)}",
        f"Ngày: {_fmt(original.sent_at)}",
        f"Tiêu đề: {original.subject}",
        f"Đến: {', '.join(original.to)}",
    ]
    if original.cc:
        header.append(f"Cc: {', '.join(original.cc)}")
    intro = _sign(world, me, note.strip(), include_signature)
    text = "\n".join(header) + f"\n\n{original.body}"
    text = f"{intro}\n\n{text}" if intro else text
    _check_text(subject, text)
    msg = Message(
        id=_next_message_id(world),
        thread_id=_next_thread(world),
        mailbox_owner_id=me.id,
        folder=MailFolder.SENT,
        from_addr=me.email,
        from_name=me.full_name,
        to=to_,
        cc=cc_,
        bcc=bcc_,
        subject=subject,
        body=text,
        sent_at=_now(world),
        is_read=True,
        forwarded_from=original.id,
        attachments=list(original.attachments),
    )
    return _send(world, msg)
