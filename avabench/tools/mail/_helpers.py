"""Private helpers shared by the mail tools: the current mailbox, address and attachment
validation, templates and signatures, delivery to internal inboxes and message summaries."""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Callable
from functools import lru_cache
from itertools import compress, repeat
from operator import attrgetter, eq
from typing import Any, NamedTuple, TypeVar

from avabench.errors import InvalidArguments, NotFound, Refused
from avabench.tools._common import current_employee, dump, per_record, per_table
from avabench.world import UserKind, WorldState, evolve, highest_number, next_id, positions
from avabench.world.hr import Employee, EmploymentStatus
from avabench.world.mail import (
    PLACEHOLDER,
    Contact,
    MailFolder,
    MailTemplate,
    Message,
    Signature,
)

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

V = TypeVar("V")
_THREAD = attrgetter("thread_id")

# Filled templates, keyed by the (immutable) template's id and verified by the template object
# held with the result (which also keeps that id from being reused by another object).
_CACHE_LIMIT = 1024
_FILLED: dict[tuple[int, tuple[str, ...]], tuple[MailTemplate, tuple[str, str]]] = {}


def _next_message_id(world: WorldState) -> str:
    """``next_id(world.mail.messages, "TH", 6)``."""
    return next_id(world.mail.messages, "TH", 6)


def _derived(kind: str, table: list[Any], build: Callable[[list[Any]], V]) -> V:
    """``build(table)``, cached while ``table`` holds the very same records (do not mutate it)."""
    return per_table(("mail", kind), table, build=build)


def _me(world: WorldState) -> Employee:
    """The employee whose mailbox the tools work in."""
    if world.context.user_kind is not UserKind.EMPLOYEE:
        raise Refused("Hộp thư AMIS Mail chỉ dành cho nhân viên công ty.")
    found = _staff(world).first_by_id.get(world.context.current_user_id)
    return found if found is not None else current_employee(world)


def _now(world: WorldState) -> dt.datetime:
    return dt.datetime.combine(world.context.today, world.context.now)


def _fmt(when: dt.datetime) -> str:
    return when.strftime("%H:%M %d/%m/%Y")


@lru_cache(maxsize=1 << 12)
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


class _Staff(NamedTuple):
    """Lookups over ``hr.employees`` (cached per list of records; never mutate them)."""

    first_by_id: dict[str, Employee]  # the first employee of an id (as current_employee scans)
    by_id: dict[str, Employee]  # the last one of an id
    by_email: dict[str, Employee]  # lower-case email → the last employee with it
    active: set[str]  # ids of employees who have not left


def _build_staff(employees: list[Employee]) -> _Staff:
    first_by_id: dict[str, Employee] = {}
    for e in employees:
        first_by_id.setdefault(e.id, e)
    return _Staff(
        first_by_id,
        {e.id: e for e in employees},
        {e.email.lower(): e for e in employees},
        {e.id for e in employees if e.status is not EmploymentStatus.LEFT},
    )


def _staff(world: WorldState) -> _Staff:
    return _derived("staff", world.hr.employees, _build_staff)


def _groups(contacts: list[Contact]) -> dict[str, Contact]:
    return {c.email.lower(): c for c in contacts if c.is_internal}


def _internal_owners(world: WorldState, addresses: list[str]) -> list[str]:
    """Employees whose inbox receives a copy; refuses unknown or closed internal mailboxes."""
    by_email: dict[str, Employee] | None = None
    active: set[str] | None = None
    groups: dict[str, Contact] | None = None
    owners: list[str] = []
    for addr in addresses:
        if not _is_internal(world, addr):
            continue
        if by_email is None:
            by_email = _staff(world).by_email
        emp = by_email.get(addr)
        if emp is not None:
            if emp.status is EmploymentStatus.LEFT:
                raise Refused(
                    f"Hộp thư {addr} đã bị khoá vì {emp.full_name} đã nghỉ việc; thư sẽ bị trả về. "
                    "Bỏ địa chỉ này và gửi cho người đang phụ trách."
                )
            ids = [emp.id]
        else:
            if groups is None:
                groups = _derived("groups", world.mail.contacts, _groups)
            if addr in groups:
                if active is None:
                    active = _staff(world).active
                ids = [m for m in groups[addr].members if m in active]
            else:
                raise NotFound(
                    f"Không có hộp thư nội bộ '{addr}'. Dùng amismail_search_address_book để tìm "
                    "đúng địa chỉ."
                )
        owners += [i for i in ids if i not in owners]
    return owners


def _build_mailboxes(messages: list[Message]) -> dict[str, list[Message]]:
    boxes: dict[str, list[Message]] = {}
    for m in messages:
        box = boxes.get(m.mailbox_owner_id)
        if box is None:
            boxes[m.mailbox_owner_id] = [m]
        else:
            box.append(m)
    return boxes


def _mailboxes(world: WorldState) -> dict[str, list[Message]]:
    """Owner id → the messages of their mailbox, in table order (shared: do not change)."""
    return _derived("mailboxes", world.mail.messages, _build_mailboxes)


def _mailbox(world: WorldState, me: Employee) -> list[Message]:
    return list(_mailboxes(world).get(me.id, ()))


def _own_message(world: WorldState, me: Employee, message_id: str) -> Message:
    for m in _mailboxes(world).get(me.id, ()):  # the first copy with this id in my mailbox
        if m.id == message_id:
            return m
    raise NotFound(
        f"Không tìm thấy thư '{message_id}' trong hộp thư của bạn. Dùng amismail_search_mail để "
        "lấy đúng mã thư."
    )


def _next_thread(world: WorldState) -> str:
    return f"TD{highest_number(world.mail.messages, 'TD', 'thread_id') + 1:05d}"


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
    key = (id(tpl), tuple(values))
    hit = _FILLED.get(key)
    if hit is not None and hit[0] is tpl:  # a pure function of the (immutable) template
        return hit[1]
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

    filled = sub(tpl.subject), sub(tpl.body)
    if len(_FILLED) > _CACHE_LIMIT:
        _FILLED.clear()
    _FILLED[key] = (tpl, filled)  # the strong ref keeps id(tpl) from being reused
    return filled


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


def _first_with_id(messages: list[Message], message_id: str) -> Message | None:
    at = positions(messages).get(message_id)
    return None if at is None else messages[at]


def _reply_target(messages: list[Message], owner: str, original: Message) -> str | None:
    """The copy of ``original`` in ``owner``'s mailbox (the one a delivered reply answers)."""
    return next(
        (
            m.id
            for m in messages
            if m.mailbox_owner_id == owner
            and m.thread_id == original.thread_id
            and m.sent_at == original.sent_at
            and m.subject == original.subject
        ),
        None,
    )


def _deliver(
    world: WorldState, sent: Message, owners: list[str], highest: int | None = None
) -> list[dict]:
    """Put a copy of ``sent`` in the inbox of each internal recipient.

    ``highest``: the highest message number when already known.
    """
    delivered = []
    names = _staff(world).by_id
    messages = world.mail.messages
    original: Message | None = None
    targets: dict[str, str] = {}
    if sent.in_reply_to and owners:
        original = _first_with_id(messages, sent.in_reply_to)
        if original is not None:
            # one pass for every owner; the copies appended below live in other mailboxes
            wanted = set(owners)
            same_thread = map(eq, map(_THREAD, messages), repeat(original.thread_id))
            for m in compress(messages, same_thread):
                if (
                    m.mailbox_owner_id in wanted
                    and m.sent_at == original.sent_at
                    and m.subject == original.subject
                ):
                    targets.setdefault(m.mailbox_owner_id, m.id)
    number = 0
    for owner in owners:
        # next_id(messages, "TH", 6): after the first, each copy takes the next number
        if not number:
            number = (highest_number(messages, "TH") if highest is None else highest) + 1
        else:
            number += 1
        reply_to = None
        if sent.in_reply_to:
            if original is not None:
                reply_to = targets.get(owner)
            else:  # only a copy appended here could carry that id
                late = _first_with_id(messages, sent.in_reply_to)
                if late is not None:
                    reply_to = _reply_target(messages, owner, late)
        # replace(sent, ...) without a second validation: ``sent`` is a validated, frozen
        # record and every replaced field is given a value of its declared type
        copy = evolve(
            sent,
            {
                "id": f"TH{number:06d}",
                "mailbox_owner_id": owner,
                "folder": MailFolder.INBOX,
                "bcc": [],
                "is_read": False,
                "is_starred": False,
                "in_reply_to": reply_to,
                "forwarded_from": None,
            },
        )
        messages.append(copy)
        e = names[owner]
        delivered.append({"employee_id": owner, "name": e.full_name, "email": e.email})
    return delivered


def _send(world: WorldState, msg: Message) -> dict:
    """Store ``msg`` (already in Đã gửi) and deliver it; the tool's result."""
    owners = _internal_owners(world, msg.to + msg.cc + msg.bcc)
    messages = world.mail.messages
    at = positions(messages).get(msg.id)
    highest: int | None = None
    if at is not None:  # put(): replace the first record with this id, else append
        if owners:  # the ids stay the same: count them on the list as it is now
            highest = highest_number(messages, "TH")
        messages[at] = msg
    else:
        messages.append(msg)
    delivered = _deliver(world, msg, owners, highest)
    external = [a for a in msg.to + msg.cc + msg.bcc if not _is_internal(world, a)]
    return dump(
        msg,
        status="Đã gửi",
        delivered_internal=delivered,
        external_recipients=external,
    )


def _quote_header(m: Message) -> str:
    return f"{m.from_name} <{m.from_addr}>" if m.from_name else m.from_addr


@lru_cache(maxsize=1 << 12)
def _snippet(body: str) -> str:
    text = " ".join(body.split())
    return text if len(text) <= SNIPPET else text[: SNIPPET - 1].rstrip() + "…"


def _summary(m: Message) -> dict:
    """A message as a search lists it, made once per (frozen) message (shared: never change it;
    a tool's result is copied whole on its way out)."""
    return per_record(("mail", "summary"), m, _build_summary)


def _build_summary(m: Message) -> dict:
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
