"""Drafts: save or update a draft without sending it, and send a saved draft."""

from __future__ import annotations

from avabench.errors import InvalidArguments, NotFound, Refused
from avabench.tools._common import dump
from avabench.tools.mail._helpers import (
    _addresses,
    _attachments,
    _check_text,
    _compose,
    _me,
    _next_message_id,
    _next_thread,
    _now,
    _own_message,
    _require_ready,
    _send,
    _sign,
)
from avabench.tools.registry import tool
from avabench.world import WorldState, put, replace
from avabench.world.mail import MailFolder, Message


@tool(writes=True)
def amismail_save_draft(
    world: WorldState,
    to: list[str] | None = None,
    subject: str = "",
    body: str = "",
    cc: list[str] | None = None,
    bcc: list[str] | None = None,
    attachments: list[str] | None = None,
    template_id: str = "",
    template_values: list[str] | None = None,
    include_signature: bool = False,
    draft_id: str = "",
) -> dict:
    """Lưu thư nháp (Thư nháp) mà không gửi; có thể cập nhật một thư nháp đã có.

    Khi cập nhật (draft_id), các trường để trống giữ nguyên giá trị cũ.

    Args:
        to: Danh sách địa chỉ người nhận.
        subject: Tiêu đề thư.
        body: Nội dung thư; khi dùng mẫu thư, nội dung này (nếu có) được đặt trước nội dung mẫu.
        cc: Danh sách địa chỉ CC.
        bcc: Danh sách địa chỉ BCC.
        attachments: Tên các tệp đính kèm.
        template_id: Mã mẫu thư (xem amismail_list_templates).
        template_values: Giá trị các biến của mẫu, mỗi phần tử dạng "ten_bien=giá trị".
        include_signature: True để chèn chữ ký mặc định của bạn vào cuối thư.
        draft_id: Mã thư nháp cần cập nhật; để trống để tạo thư nháp mới.
    """
    me = _me(world)
    old: Message | None = None
    if draft_id.strip():
        old = _own_message(world, me, draft_id.strip())
        if old.folder is not MailFolder.DRAFTS:
            raise Refused(f"Thư {old.id} không phải thư nháp (đang ở thư mục {old.folder.value}).")
    to_, cc_, bcc_ = _addresses(to, cc, bcc)
    subject_, body_ = _compose(world, subject, body, template_id, template_values)
    files = _attachments(attachments)
    if old is not None:
        to_ = to_ if to is not None else list(old.to)
        cc_ = cc_ if cc is not None else list(old.cc)
        bcc_ = bcc_ if bcc is not None else list(old.bcc)
        subject_ = subject_ or old.subject
        body_ = body_ or old.body
        files = files if attachments is not None else list(old.attachments)
    body_ = _sign(world, me, body_, include_signature)
    if not (to_ or cc_ or bcc_ or subject_ or body_):
        raise InvalidArguments("Thư nháp trống: cần ít nhất người nhận, tiêu đề hoặc nội dung.")
    _check_text(subject_, body_)
    draft = Message(
        id=old.id if old else _next_message_id(world),
        thread_id=old.thread_id if old else _next_thread(world),
        mailbox_owner_id=me.id,
        folder=MailFolder.DRAFTS,
        from_addr=me.email,
        from_name=me.full_name,
        to=to_,
        cc=cc_,
        bcc=bcc_,
        subject=subject_,
        body=body_,
        sent_at=_now(world),
        is_read=True,
        in_reply_to=old.in_reply_to if old else None,
        forwarded_from=old.forwarded_from if old else None,
        attachments=files,
    )
    put(world.mail.messages, draft)
    return dump(draft, status="Đã lưu nháp")


@tool(writes=True)
def amismail_send_draft(world: WorldState, draft_id: str) -> dict:
    """Gửi một thư nháp của người dùng hiện tại (chuyển sang Đã gửi và giao cho người nhận nội bộ).

    Args:
        draft_id: Mã thư nháp, ví dụ "TH000040" (tìm bằng amismail_search_mail với folder "Thư nháp").
    """
    me = _me(world)
    draft = next((m for m in world.mail.messages if m.id == draft_id), None)
    if draft is None:
        raise NotFound(
            f"Không tìm thấy thư nháp '{draft_id}'. Dùng amismail_search_mail với folder \"Thư nháp\"."
        )
    if draft.mailbox_owner_id != me.id:
        raise Refused("Thư nháp này thuộc hộp thư của người khác; bạn không thể gửi thay.")
    if draft.folder is not MailFolder.DRAFTS:
        raise Refused(f"Thư {draft.id} không phải thư nháp (đang ở thư mục {draft.folder.value}).")
    to_, cc_, bcc_ = _addresses(draft.to, draft.cc, draft.bcc)
    _require_ready(to_, draft.subject.strip(), draft.body.strip())
    sent = replace(
        draft,
        folder=MailFolder.SENT,
        to=to_,
        cc=cc_,
        bcc=bcc_,
        from_addr=me.email,
        from_name=me.full_name,
        sent_at=_now(world),
        is_read=True,
    )
    return _send(world, sent)
