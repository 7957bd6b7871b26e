"""Mail tools (AMIS Mail, AVA skill family ``amismail_*``): 10 tools, 5 of them write.

Every tool works in the mailbox of the current user (``world.context.current_user_id``). A sent
mail is stored as the sender's copy in *Đã gửi* plus one copy in the *Hộp thư đến* of every
internal recipient (group addresses expand to their members); external recipients only appear
in the address fields.
"""

from __future__ import annotations

import datetime as dt
import re
from typing import Literal

from avabench.errors import InvalidArguments, NotFound, Refused
from avabench.tools._common import current_employee, dump, paginate, text_match
from avabench.tools.registry import tool
from avabench.world import UserKind, WorldState, next_id, put, replace
from avabench.world.hr import Employee, EmploymentStatus
from avabench.world.mail import PLACEHOLDER, MailFolder, MailTemplate, Message, Signature

MAX_RECIPIENTS = 100
MAX_SUBJECT = 500
MAX_BODY = 100_000
SNIPPET = 160

_ADDRESS = re.compile(
    r"[a-z0-9_](?:[a-z0-9._%+-]{0,62}[a-z0-9_])?@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,24}"
)
_NAMED = re.compile(r"[^<>]*<([^<>]*)>")
_FILE = re.compile(r"[^/\\\x00-\x1f]{1,200}\.[A-Za-z0-9]{1,6}")
_RE = re.compile(r"^\s*(re|trả lời|tl)\s*:", re.IGNORECASE)
_FWD = re.compile(r"^\s*(fwd?|chuyển tiếp)\s*:", re.IGNORECASE)


# -- helpers ----------------------------------------------------------------------------------


def _me(world: WorldState) -> Employee:
    """The employee whose mailbox the tools work in."""
    if world.context.user_kind is not UserKind.EMPLOYEE:
        raise Refused("Hộp thư AMIS Mail chỉ dành cho nhân viên công ty.")
    return current_employee(world)


def _now(world: WorldState) -> dt.datetime:
    return dt.datetime.combine(world.context.today, world.context.now)


def _fmt(when: dt.datetime) -> str:
    return when.strftime("%H:%M %d/%m/%Y")


def _address(raw: str) -> str:
    """A normalised address (lower case); accepts ``Tên <dia.chi@mien>``."""
    text = raw.strip()
    named = _NAMED.fullmatch(text)
    if named:
        text = named.group(1).strip()
    addr = text.lower()
    if not _ADDRESS.fullmatch(addr) or ".." in addr:
        raise InvalidArguments(
            f"Địa chỉ email '{raw}' không hợp lệ. Dùng dạng ten@mien.vn; tìm địa chỉ đúng bằng "
            "amismail_search_address_book."
        )
    return addr


def _addresses(
    to: list[str] | None, cc: list[str] | None, bcc: list[str] | None
) -> tuple[list[str], list[str], list[str]]:
    """Validated, de-duplicated To / Cc / Bcc (an address keeps its first position)."""
    seen: set[str] = set()
    out: list[list[str]] = []
    for group in (to, cc, bcc):
        clean: list[str] = []
        for raw in group or []:
            addr = _address(raw)
            if addr not in seen:
                seen.add(addr)
                clean.append(addr)
        out.append(clean)
    if len(seen) > MAX_RECIPIENTS:
        raise InvalidArguments(f"Một thư có tối đa {MAX_RECIPIENTS} người nhận.")
    return out[0], out[1], out[2]


def _attachments(names: list[str] | None) -> list[str]:
    out: list[str] = []
    for raw in names or []:
        name = raw.strip()
        if not _FILE.fullmatch(name):
            raise InvalidArguments(
                f"Tên tệp đính kèm '{raw}' không hợp lệ: cần tên tệp có phần mở rộng, ví dụ "
                '"Bao_gia.pdf" (không chứa đường dẫn).'
            )
        if name not in out:
            out.append(name)
    return out


def _check_text(subject: str, body: str) -> None:
    if len(subject) > MAX_SUBJECT:
        raise InvalidArguments(f"Tiêu đề dài quá {MAX_SUBJECT} ký tự.")
    if len(body) > MAX_BODY:
        raise InvalidArguments(f"Nội dung thư dài quá {MAX_BODY} ký tự.")


def _is_internal(world: WorldState, addr: str) -> bool:
    return addr.rsplit("@", 1)[-1] == world.context.company_domain.lower()


def _internal_owners(world: WorldState, addresses: list[str]) -> list[str]:
    """Employees whose inbox receives a copy; refuses unknown or closed internal mailboxes."""
    by_email = {e.email.lower(): e for e in world.hr.employees}
    active = {e.id for e in world.hr.employees if e.status is not EmploymentStatus.LEFT}
    groups = {c.email.lower(): c for c in world.mail.contacts if c.is_internal}
    owners: list[str] = []
    for addr in addresses:
        if not _is_internal(world, addr):
            continue
        emp = by_email.get(addr)
        if emp is not None:
            if emp.status is EmploymentStatus.LEFT:
                raise Refused(
                    f"Hộp thư {addr} đã bị khoá vì {emp.full_name} đã nghỉ việc; thư sẽ bị trả về. "
                    "Bỏ địa chỉ này và gửi cho người đang phụ trách."
                )
            ids = [emp.id]
        elif addr in groups:
            ids = [m for m in groups[addr].members if m in active]
        else:
            raise NotFound(
                f"Không có hộp thư nội bộ '{addr}'. Dùng amismail_search_address_book để tìm đúng "
                "địa chỉ."
            )
        owners += [i for i in ids if i not in owners]
    return owners


def _mailbox(world: WorldState, me: Employee) -> list[Message]:
    return [m for m in world.mail.messages if m.mailbox_owner_id == me.id]


def _own_message(world: WorldState, me: Employee, message_id: str) -> Message:
    for m in world.mail.messages:
        if m.id == message_id and m.mailbox_owner_id == me.id:
            return m
    raise NotFound(
        f"Không tìm thấy thư '{message_id}' trong hộp thư của bạn. Dùng amismail_search_mail để "
        "lấy đúng mã thư."
    )


def _next_thread(world: WorldState) -> str:
    highest = 0
    for m in world.mail.messages:
        tail = m.thread_id[2:]
        if m.thread_id.startswith("TD") and tail.isdigit():
            highest = max(highest, int(tail))
    return f"TD{highest + 1:05d}"


def _template(world: WorldState, template_id: str) -> MailTemplate:
    for t in world.mail.templates:
        if t.id == template_id:
            return t
    raise NotFound(
        f"Không có mẫu thư '{template_id}'. Dùng amismail_list_templates để xem mã mẫu thư."
    )


def _fill(world: WorldState, template_id: str, values: list[str]) -> tuple[str, str]:
    """Subject and body of a template with every placeholder filled."""
    tpl = _template(world, template_id)
    wanted = tpl.placeholders()
    given: dict[str, str] = {}
    for item in values:
        key, sep, value = item.partition("=")
        key = key.strip()
        if not sep or not key:
            raise InvalidArguments(
                f"template_values: '{item}' phải có dạng ten_bien=giá trị, ví dụ \"ngay=23/04/2026\"."
            )
        if key not in wanted:
            raise InvalidArguments(
                f"Mẫu {tpl.id} không có biến '{key}'. Các biến của mẫu: {', '.join(wanted)}."
            )
        if key in given:
            raise InvalidArguments(f"template_values: biến '{key}' được truyền hai lần.")
        given[key] = value.strip()
    missing = [k for k in wanted if not given.get(k)]
    if missing:
        raise InvalidArguments(
            f"Mẫu {tpl.id} ({tpl.name}) còn thiếu giá trị cho: {', '.join(missing)}. "
            "Hỏi người dùng hoặc tra cứu các thông tin này rồi gọi lại."
        )

    def sub(text: str) -> str:
        return PLACEHOLDER.sub(lambda m: given[m.group(1)], text)

    return sub(tpl.subject), sub(tpl.body)


def _compose(
    world: WorldState, subject: str, body: str, template_id: str, template_values: list[str] | None
) -> tuple[str, str]:
    subject, body = subject.strip(), body.strip()
    if template_id.strip():
        t_subject, t_body = _fill(world, template_id.strip(), template_values or [])
        subject = subject or t_subject
        body = f"{body}\n\n{t_body}" if body else t_body
    elif template_values:
        raise InvalidArguments("template_values chỉ dùng cùng template_id.")
    return subject, body


def _default_signature(world: WorldState, me: Employee) -> Signature | None:
    mine = [s for s in world.mail.signatures if s.employee_id == me.id]
    return next((s for s in mine if s.is_default), None)


def _sign(world: WorldState, me: Employee, body: str, include_signature: bool) -> str:
    if not include_signature:
        return body
    sig = _default_signature(world, me)
    if sig is None:
        raise Refused(
            "Bạn chưa thiết lập chữ ký mặc định. Gọi lại với include_signature=false hoặc tự viết "
            "lời chào cuối thư."
        )
    if sig.text in body:
        return body
    return f"{body}\n\n{sig.text}" if body else sig.text


def _require_ready(to: list[str], subject: str, body: str) -> None:
    if not to:
        raise InvalidArguments("Thư cần ít nhất một người nhận (to).")
    if not subject:
        raise InvalidArguments("Thư cần có tiêu đề (subject).")
    if not body:
        raise InvalidArguments("Thư cần có nội dung (body).")


def _deliver(world: WorldState, sent: Message, owners: list[str]) -> list[dict]:
    """Put a copy of ``sent`` in the inbox of each internal recipient."""
    delivered = []
    names = {e.id: e for e in world.hr.employees}
    for owner in owners:
        reply_to = None
        if sent.in_reply_to:
            original = next((m for m in world.mail.messages if m.id == sent.in_reply_to), None)
            if original is not None:
                reply_to = next(
                    (
                        m.id
                        for m in world.mail.messages
                        if m.mailbox_owner_id == owner
                        and m.thread_id == original.thread_id
                        and m.sent_at == original.sent_at
                        and m.subject == original.subject
                    ),
                    None,
                )
        copy = replace(
            sent,
            id=next_id(world.mail.messages, "TH", 6),
            mailbox_owner_id=owner,
            folder=MailFolder.INBOX,
            bcc=[],
            is_read=False,
            is_starred=False,
            in_reply_to=reply_to,
            forwarded_from=None,
        )
        world.mail.messages.append(copy)
        e = names[owner]
        delivered.append({"employee_id": owner, "name": e.full_name, "email": e.email})
    return delivered


def _send(world: WorldState, msg: Message) -> dict:
    """Store ``msg`` (already in Đã gửi) and deliver it; the tool's result."""
    owners = _internal_owners(world, msg.to + msg.cc + msg.bcc)
    put(world.mail.messages, msg)
    delivered = _deliver(world, msg, owners)
    external = [a for a in msg.to + msg.cc + msg.bcc if not _is_internal(world, a)]
    return dump(
        msg,
        status="Đã gửi",
        delivered_internal=delivered,
        external_recipients=external,
    )


def _quote_header(m: Message) -> str:
    return f"{m.from_name} <{m.from_addr}>" if m.from_name else m.from_addr


def _snippet(body: str) -> str:
    text = " ".join(body.split())
    return text if len(text) <= SNIPPET else text[: SNIPPET - 1].rstrip() + "…"


def _summary(m: Message) -> dict:
    return {
        "id": m.id,
        "thread_id": m.thread_id,
        "folder": m.folder.value,
        "from_name": m.from_name,
        "from_addr": m.from_addr,
        "to": m.to,
        "cc": m.cc,
        "subject": m.subject,
        "snippet": _snippet(m.body),
        "sent_at": m.sent_at.isoformat(),
        "is_read": m.is_read,
        "is_starred": m.is_starred,
        "attachments": m.attachments,
    }


def _newest_first(items: list[Message]) -> list[Message]:
    return sorted(items, key=lambda m: (m.sent_at, m.id), reverse=True)


# -- read tools -------------------------------------------------------------------------------


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
    found = []
    for m in _mailbox(world, me):
        if folder is None:
            if m.folder in (MailFolder.SPAM, MailFolder.TRASH):
                continue
        elif m.folder is not folder:
            continue
        if unread_only and m.is_read:
            continue
        day = m.sent_at.date()
        if (date_from and day < date_from) or (date_to and day > date_to):
            continue
        if from_addr and not text_match(from_addr, m.from_name, m.from_addr):
            continue
        if not text_match(
            query, m.subject, m.body, m.from_name, m.from_addr, *m.to, *m.cc, *m.attachments
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
    thread = [
        {
            "id": m.id,
            "folder": m.folder.value,
            "from_name": m.from_name,
            "from_addr": m.from_addr,
            "subject": m.subject,
            "sent_at": m.sent_at.isoformat(),
        }
        for m in sorted(_mailbox(world, me), key=lambda m: (m.sent_at, m.id))
        if m.thread_id == msg.thread_id and m.id != msg.id
    ]
    return dump(
        msg,
        from_is_internal=_is_internal(world, msg.from_addr.lower()),
        thread_messages=thread,
    )


@tool(writes=False)
def amismail_search_address_book(
    world: WorldState,
    query: str = "",
    scope: Literal["all", "internal", "external"] = "all",
    page: int = 1,
    page_size: int = 20,
) -> dict:
    """Tìm trong sổ địa chỉ: nhân viên công ty, nhóm thư nội bộ, liên hệ bên ngoài (khách hàng, đối tác) và email cá nhân.

    Mỗi kết quả cho biết địa chỉ là nội bộ (tên miền công ty) hay bên ngoài.

    Args:
        query: Tên (có hoặc không dấu), email, công ty, chức danh, phòng ban hoặc số điện thoại.
        scope: all (tất cả), internal (chỉ địa chỉ nội bộ) hoặc external (chỉ địa chỉ bên ngoài).
        page: Trang kết quả, bắt đầu từ 1.
        page_size: Số kết quả mỗi trang (tối đa 50).
    """
    _me(world)
    depts = {d.id: d.name for d in world.hr.departments}
    rows: list[dict] = []
    if scope != "external":
        for e in world.hr.employees:
            if e.status is EmploymentStatus.LEFT:
                continue
            dept = depts.get(e.department_id, e.department_id)
            if not text_match(query, e.full_name, e.email, e.title, dept, e.phone, e.id):
                continue
            rows.append(
                {
                    "kind": "Nhân viên",
                    "name": e.full_name,
                    "email": e.email,
                    "is_internal": True,
                    "company": world.context.company_name,
                    "department": dept,
                    "title": e.title,
                    "phone": e.phone,
                    "employee_id": e.id,
                }
            )
    for c in world.mail.contacts:
        internal = c.is_internal and _is_internal(world, c.email.lower())
        if (scope == "internal" and not internal) or (scope == "external" and internal):
            continue
        if not text_match(query, c.name, c.email, c.company, c.title, c.phone, c.note):
            continue
        if internal:
            kind = "Nhóm thư nội bộ"
        elif c.employee_id:
            kind = "Email cá nhân (ngoài công ty)"
        else:
            kind = "Liên hệ bên ngoài"
        row = {
            "kind": kind,
            "name": c.name,
            "email": c.email,
            "is_internal": internal,
            "company": c.company,
            "title": c.title,
            "phone": c.phone,
            "contact_id": c.id,
        }
        if c.customer_id:
            row["customer_id"] = c.customer_id
        if c.employee_id:
            row["employee_id"] = c.employee_id
        if c.members:
            row["member_count"] = len(c.members)
        if c.note:
            row["note"] = c.note
        rows.append(row)
    # entries whose name matches come first (a colleague before a title or company match)
    rows.sort(key=lambda r: not text_match(query, r["name"]))
    chunk, meta = paginate(rows, page, page_size)
    return {"entries": chunk, **meta}


@tool(writes=False)
def amismail_list_templates(world: WorldState, category: str = "") -> dict:
    """Liệt kê các mẫu thư (thư mời phỏng vấn, từ chối ứng viên, nhắc nợ, xác nhận đơn hàng, báo giá, nghỉ phép…) và các biến cần điền.

    Args:
        category: Lọc theo nhóm mẫu, ví dụ "Tuyển dụng", "Kế toán", "Bán hàng", "Nhân sự"; để trống để xem tất cả.
    """
    _me(world)
    items = [
        dump(t, placeholders=t.placeholders())
        for t in world.mail.templates
        if text_match(category, t.category, t.name)
    ]
    return {"templates": items, "total": len(items)}


@tool(writes=False)
def amismail_get_signature(world: WorldState) -> dict:
    """Xem chữ ký thư của người dùng hiện tại (chữ ký mặc định và các chữ ký khác)."""
    me = _me(world)
    default = _default_signature(world, me)
    others = [
        {"id": s.id, "name": s.name, "text": s.text}
        for s in world.mail.signatures
        if s.employee_id == me.id and s is not default
    ]
    return {
        "employee_id": me.id,
        "employee_name": me.full_name,
        "signature_id": default.id if default else None,
        "signature": default.text if default else None,
        "other_signatures": others,
        "note": "" if default else "Bạn chưa thiết lập chữ ký mặc định.",
    }


# -- write tools ------------------------------------------------------------------------------


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
        id=next_id(world.mail.messages, "TH", 6),
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
        id=next_id(world.mail.messages, "TH", 6),
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
        id=next_id(world.mail.messages, "TH", 6),
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
        id=old.id if old else next_id(world.mail.messages, "TH", 6),
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
