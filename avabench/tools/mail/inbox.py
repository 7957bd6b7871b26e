"""Reading the mailbox: search the current user's mail and read one message with its thread."""

from __future__ import annotations

import datetime as dt

from avabench.errors import InvalidArguments
from avabench.tools._common import (
    cached_dump,
    paginate,
    record_haystacks,
    search_words,
    text_match,
    words_in,
)
from avabench.tools.mail._helpers import (
    _is_internal,
    _mailbox,
    _me,
    _newest_first,
    _own_message,
    _summary,
)
from avabench.tools.registry import tool
from avabench.world import WorldState
from avabench.world.mail import MailFolder, Message


def _message_fields(m: Message) -> tuple[str | None, ...]:
    return (m.subject, m.body, m.from_name, m.from_addr, *m.to, *m.cc, *m.attachments)


@tool(writes=False)
def amismail_search_mail(
    world: WorldState,
    query: str = "",
    folder: MailFolder | None = None,
    from_addr: str = "",
    unread_only: bool = False,
    date_from: dt.date | None = None,
    date_to: dt.date | None = None,
    page: int = 1,
    page_size: int = 20,
) -> dict:
    """Tìm thư trong hộp thư của người dùng hiện tại (mới nhất trước), trả về đoạn trích thay vì toàn bộ nội dung.

    Không chọn thư mục thì tìm trong mọi thư mục trừ Thư rác và Thùng rác. Dùng
    amismail_read_mail để đọc đầy đủ một thư.

    Args:
        query: Từ khoá tìm trong tiêu đề, nội dung, người gửi, người nhận và tên tệp đính kèm (có hoặc không dấu).
        folder: Thư mục: Hộp thư đến, Đã gửi, Thư nháp, Thư rác hoặc Thùng rác.
        from_addr: Lọc theo địa chỉ hoặc tên người gửi, ví dụ "anphat.com.vn" hoặc "Dũng".
        unread_only: True để chỉ lấy thư chưa đọc.
        date_from: Chỉ lấy thư từ ngày này (YYYY-MM-DD).
        date_to: Chỉ lấy thư đến hết ngày này (YYYY-MM-DD).
        page: Trang kết quả, bắt đầu từ 1.
        page_size: Số thư mỗi trang (tối đa 50).
    """
    me = _me(world)
    if date_from and date_to and date_from > date_to:
        raise InvalidArguments("date_from phải trước hoặc bằng date_to.")
    # text_match(query, subject, body, sender, recipients, attachments), words split once
    words = search_words(query)
    found = []
    for m in _mailbox(world, me):
        if folder is None:
            if m.folder in (MailFolder.SPAM, MailFolder.TRASH):
                continue
        elif m.folder is not folder:
            continue
        if unread_only and m.is_read:
            continue
        if date_from or date_to:
            day = m.sent_at.date()
            if (date_from and day < date_from) or (date_to and day > date_to):
                continue
        if from_addr and not text_match(from_addr, m.from_name, m.from_addr):
            continue
        if words is not None and not words_in(
            words, record_haystacks("message", m, _message_fields)
        ):
            continue
        found.append(m)
    chunk, meta = paginate(_newest_first(found), page, page_size)
    unread = sum(1 for m in found if not m.is_read)
    return {"messages": [_summary(m) for m in chunk], **meta, "unread_in_results": unread}


@tool(writes=False)
def amismail_read_mail(world: WorldState, message_id: str) -> dict:
    """Đọc đầy đủ một thư trong hộp thư của người dùng hiện tại (nội dung, người nhận, tệp đính kèm, chuỗi thư).

    Args:
        message_id: Mã thư, ví dụ "TH000123", lấy từ amismail_search_mail.
    """
    me = _me(world)
    msg = _own_message(world, me, message_id)
    thread_id, own_id = msg.thread_id, msg.id
    others = [m for m in _mailbox(world, me) if m.thread_id == thread_id and m.id != own_id]
    thread = [
        {
            "id": m.id,
            "folder": m.folder.value,
            "from_name": m.from_name,
            "from_addr": m.from_addr,
            "subject": m.subject,
            "sent_at": m.sent_at.isoformat(),
        }
        for m in sorted(others, key=lambda m: (m.sent_at, m.id))  # stable: as sorting first
    ]
    return cached_dump(
        msg,
        from_is_internal=_is_internal(world, msg.from_addr.lower()),
        thread_messages=thread,
    )
