"""Mail subsystem (AMIS Mail, a generic corporate mailbox): messages, address book, templates,
signatures.

One ``messages`` table holds every copy of every mail: a mail sent by an employee to two
colleagues is three records (the sender's copy in *Đã gửi* and one copy in each recipient's
*Hộp thư đến*), sharing a ``thread_id``. ``mailbox_owner_id`` says whose mailbox holds a copy.
Internal addresses end with the company domain (``@minhlong.vn``); everything else is external.
"""

from __future__ import annotations

import datetime as dt
import re
from enum import StrEnum

from pydantic import Field

from avabench.world._base import Record, Subsystem

#: Placeholders in a template: ``{ten_ung_vien}``, ``{ngay}``…
PLACEHOLDER = re.compile(r"\{([a-z_][a-z0-9_]*)\}")


class MailFolder(StrEnum):
    """Thư mục của hộp thư."""

    INBOX = "Hộp thư đến"
    SENT = "Đã gửi"
    DRAFTS = "Thư nháp"
    SPAM = "Thư rác"
    TRASH = "Thùng rác"


class Message(Record):
    """Một bản thư trong hộp thư của một nhân viên (id e.g. TH000123)."""

    thread_id: str  # chuỗi thư (e.g. TD00045), shared by every copy and every reply
    mailbox_owner_id: str  # hr.employees id of the mailbox holding this copy
    folder: MailFolder
    from_addr: str
    from_name: str = ""
    to: list[str] = Field(default_factory=list)
    cc: list[str] = Field(default_factory=list)
    bcc: list[str] = Field(default_factory=list)
    subject: str = ""
    body: str = ""
    sent_at: dt.datetime  # thời gian gửi / nhận; thư nháp: lần lưu gần nhất
    is_read: bool = True
    is_starred: bool = False
    in_reply_to: str | None = None  # id of the message this one answers (same mailbox)
    forwarded_from: str | None = None  # id of the message this one forwards (same mailbox)
    attachments: list[str] = Field(default_factory=list)  # file names


class Contact(Record):
    """Một mục trong sổ địa chỉ dùng chung (id e.g. DB00012).

    Employees themselves are listed from ``hr.employees``; this table holds external contacts
    (customers, suppliers, partners), employees' personal addresses and internal group
    mailboxes (``ketoan@minhlong.vn`` → ``members``).
    """

    name: str
    email: str
    company: str = ""
    title: str = ""
    phone: str = ""
    is_internal: bool = False
    customer_id: str | None = None  # crm.customers id for a customer's contact
    employee_id: str | None = None  # the employee a personal address belongs to
    members: list[str] = Field(default_factory=list)  # group mailbox: hr.employees ids
    note: str = ""


class MailTemplate(Record):
    """Mẫu thư (lookup; id e.g. MAU-PV-01); placeholders are ``{ten_bien}``."""

    name: str
    category: str
    subject: str
    body: str

    def placeholders(self) -> list[str]:
        """The placeholder names of subject and body, in order of first appearance."""
        seen: list[str] = []
        for name in PLACEHOLDER.findall(self.subject + "\n" + self.body):
            if name not in seen:
                seen.append(name)
        return seen


class Signature(Record):
    """Chữ ký thư của một nhân viên (id e.g. CK-NV000012)."""

    employee_id: str
    name: str = "Mặc định"
    text: str
    is_default: bool = True


class MailState(Subsystem):
    """AMIS Mail: hộp thư, sổ địa chỉ, mẫu thư, chữ ký."""

    label = "AMIS Mail"

    messages: list[Message] = Field(default_factory=list)
    contacts: list[Contact] = Field(default_factory=list)
    templates: list[MailTemplate] = Field(default_factory=list)
    signatures: list[Signature] = Field(default_factory=list)
