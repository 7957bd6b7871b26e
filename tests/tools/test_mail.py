"""Mail subsystem: seed integrity, noise generators and the 10 amismail_* tools."""

from __future__ import annotations

import datetime as dt
import random

import pytest

from avabench.domains.base import base_company, merge
from avabench.domains.base.mail import MAILBOXES, NOISE
from avabench.tools import call_tool, registry
from avabench.world import UserKind, WorldState
from avabench.world.hr import EmploymentStatus
from avabench.world.mail import MailFolder, Message

SHARED_CUSTOMERS = {f"KH{n:05d}" for n in range(1, 13)}
NOW = dt.datetime(2026, 4, 16, 9, 0)


@pytest.fixture
def world() -> WorldState:
    return base_company()


def call(world: WorldState, name: str, **args):
    return call_tool(world, name, args)


def ok(world: WorldState, name: str, **args):
    res = call_tool(world, name, args)
    assert res.ok, res.error
    return res.output


def snapshot(world: WorldState) -> list:
    return [list(world.mail.messages), list(world.mail.contacts), list(world.mail.signatures)]


def box(world: WorldState, owner: str, folder: MailFolder | None = None) -> list[Message]:
    return [
        m
        for m in world.mail.messages
        if m.mailbox_owner_id == owner and (folder is None or m.folder is folder)
    ]


# -- inventory --------------------------------------------------------------------------------


def test_tool_inventory():
    mail = {n: s for n, s in registry().items() if s.subsystem == "mail"}
    assert sorted(mail) == sorted(
        [
            "amismail_search_mail",
            "amismail_read_mail",
            "amismail_search_address_book",
            "amismail_list_templates",
            "amismail_get_signature",
            "amismail_write_mail",
            "amismail_reply_mail",
            "amismail_forward_mail",
            "amismail_save_draft",
            "amismail_send_draft",
        ]
    )
    writes = {n for n, s in mail.items() if s.writes}
    assert writes == {
        "amismail_write_mail",
        "amismail_reply_mail",
        "amismail_forward_mail",
        "amismail_save_draft",
        "amismail_send_draft",
    }


# -- seed -------------------------------------------------------------------------------------


def test_seed_integrity(world: WorldState):
    emps = {e.id: e for e in world.hr.employees}
    msgs = {m.id: m for m in world.mail.messages}
    assert len(msgs) == len(world.mail.messages) >= 40
    for m in world.mail.messages:
        assert m.mailbox_owner_id in emps
        assert m.sent_at <= NOW
        assert m.to or m.folder is MailFolder.DRAFTS
        for ref in (m.in_reply_to, m.forwarded_from):
            if ref:
                assert msgs[ref].mailbox_owner_id == m.mailbox_owner_id
                assert msgs[ref].sent_at <= m.sent_at
        if m.in_reply_to:
            assert msgs[m.in_reply_to].thread_id == m.thread_id
        if m.folder is MailFolder.SENT:
            assert m.from_addr == emps[m.mailbox_owner_id].email
        if m.folder is MailFolder.INBOX:
            assert m.bcc == []
    owners = {m.mailbox_owner_id for m in world.mail.messages}
    assert {
        "NV000012",
        "NV000010",
        "NV000031",
        "NV000030",
        "NV000042",
        "NV000040",
        "NV000071",
    } <= owners
    assert set(MAILBOXES) == owners
    folders = {m.folder for m in world.mail.messages}
    assert folders == set(MailFolder)
    assert any(not m.is_read for m in world.mail.messages)

    contacts = world.mail.contacts
    assert len({c.id for c in contacts}) == len(contacts)
    assert len({c.email for c in contacts}) == len(contacts)
    for c in contacts:
        assert c.is_internal == c.email.endswith("@minhlong.vn")
        if c.customer_id:
            assert c.customer_id in SHARED_CUSTOMERS
        if c.employee_id:
            assert c.employee_id in emps and not c.is_internal
        for member in c.members:
            assert emps[member].status is not EmploymentStatus.LEFT
    assert {c.customer_id for c in contacts if c.customer_id} == SHARED_CUSTOMERS
    dung = next(c for c in contacts if c.email == "dung.dt@anphat.com.vn")
    assert (dung.name, dung.customer_id, dung.title) == (
        "Đinh Tiến Dũng",
        "KH00001",
        "Kế toán trưởng",
    )

    for s in world.mail.signatures:
        assert s.employee_id in emps
    defaults = [s.employee_id for s in world.mail.signatures if s.is_default]
    assert len(defaults) == len(set(defaults))
    for t in world.mail.templates:
        assert t.placeholders()
    assert {"ten_ung_vien", "ngay", "gio", "dia_diem", "nguoi_lien_he"} <= set(
        world.mail.templates[0].placeholders()
    )


def test_seed_holds_the_task_mails(world: WorldState):
    inbox = box(world, "NV000012", MailFolder.INBOX)
    subjects = " | ".join(m.subject for m in inbox)
    assert "gói 50 user" in subjects and "DH260401-0033" in subjects
    assert any(m.from_addr.endswith("@anphat.com.vn") and "báo giá" in m.subject for m in inbox)
    hoang_gia = [m for m in inbox if "hoanggia" in m.from_addr]
    assert {m.from_addr.split("@")[1] for m in hoang_gia} == {"hoanggia.com.vn", "hoanggiaphat.vn"}
    # the most recent "Dũng" in the chief accountant's mailbox is the external one
    huong = sorted(box(world, "NV000030", MailFolder.INBOX), key=lambda m: m.sent_at)
    dungs = [m for m in huong if "Dũng" in m.from_name]
    assert dungs[-1].from_addr == "dung.dt@anphat.com.vn"
    assert any(m.from_addr == "dung.pv@minhlong.vn" for m in dungs)


# -- noise ------------------------------------------------------------------------------------


@pytest.mark.parametrize("table", sorted(NOISE))
def test_noise_generators(world: WorldState, table: str):
    before = {r.id for r in world.table(table)}
    recs = NOISE[table](world, random.Random(7), 25)
    assert len(recs) == 25
    ids = [r.id for r in recs]
    assert len(set(ids)) == 25 and not set(ids) & before
    again = NOISE[table](world, random.Random(7), 25)
    assert again == recs
    merge(world, *recs)
    more = NOISE[table](world, random.Random(8), 10)
    assert not {r.id for r in more} & {r.id for r in world.table(table)}
    emps = {e.id for e in world.hr.employees}
    for r in recs:
        if isinstance(r, Message):
            assert r.mailbox_owner_id in emps and r.sent_at.date() < world.context.today
        if hasattr(r, "employee_id") and r.employee_id:
            assert r.employee_id in emps
    assert NOISE[table](world, random.Random(1), 0) == []


def test_noise_messages_do_not_break_tools(world: WorldState):
    merge(world, *NOISE["mail.messages"](world, random.Random(3), 30))
    out = ok(
        world, "amismail_write_mail", to=["tuan.nm@minhlong.vn"], subject="Test", body="Nội dung"
    )
    assert out["id"].startswith("TH") and len(out["id"]) == 8


# -- search / read ----------------------------------------------------------------------------


def test_search_mail_scopes_to_current_user(world: WorldState):
    out = ok(world, "amismail_search_mail", page_size=50)
    ids = [m["id"] for m in out["messages"]]
    mine = {m.id for m in world.mail.messages if m.mailbox_owner_id == "NV000012"}
    assert set(ids) <= mine
    assert "body" not in out["messages"][0] and "snippet" in out["messages"][0]
    # newest first; spam and trash excluded by default
    times = [m["sent_at"] for m in out["messages"]]
    assert times == sorted(times, reverse=True)
    assert not {m["folder"] for m in out["messages"]} & {"Thư rác", "Thùng rác"}
    spam = ok(world, "amismail_search_mail", folder="Thư rác")
    assert spam["total"] == 2


def test_search_mail_filters(world: WorldState):
    unread = ok(world, "amismail_search_mail", unread_only=True)
    assert unread["total"] > 0 and all(not m["is_read"] for m in unread["messages"])
    by_sender = ok(world, "amismail_search_mail", from_addr="saoviet.com.vn")
    assert by_sender["total"] == 1 and "DH260401-0033" in by_sender["messages"][0]["subject"]
    q = ok(world, "amismail_search_mail", query="khieu nai")  # accent-insensitive
    assert q["total"] == 1
    dated = ok(world, "amismail_search_mail", date_from="2026-04-15", date_to="2026-04-15")
    assert dated["total"] > 0 and all(
        m["sent_at"].startswith("2026-04-15") for m in dated["messages"]
    )
    assert ok(world, "amismail_search_mail", page=999)["messages"] == []
    bad = call(world, "amismail_search_mail", date_from="2026-04-16", date_to="2026-04-01")
    assert not bad.ok and bad.error_kind == "invalid_arguments"
    assert not call(world, "amismail_search_mail", page=0).ok
    assert not call(world, "amismail_search_mail", page_size=51).ok
    assert not call(world, "amismail_search_mail", folder="Inbox").ok


def test_read_mail(world: WorldState):
    complaint = next(m for m in box(world, "NV000012") if "DH260401-0033" in m.subject)
    before = snapshot(world)
    out = ok(world, "amismail_read_mail", message_id=complaint.id)
    assert out["body"] == complaint.body and out["attachments"] == complaint.attachments
    assert out["from_is_internal"] is False and out["is_read"] is False
    assert snapshot(world) == before  # a pure read marks nothing
    other = next(m for m in world.mail.messages if m.mailbox_owner_id != "NV000012")
    res = call(world, "amismail_read_mail", message_id=other.id)
    assert not res.ok and res.error_kind == "not_found"
    # a reply lists its thread
    reply = next(m for m in box(world, "NV000012", MailFolder.SENT) if m.in_reply_to)
    thread = ok(world, "amismail_read_mail", message_id=reply.id)["thread_messages"]
    assert reply.in_reply_to in [t["id"] for t in thread]


def test_address_book(world: WorldState):
    out = ok(world, "amismail_search_address_book", query="Dũng", page_size=50)
    by_email = {e["email"]: e for e in out["entries"]}
    assert by_email["dung.pv@minhlong.vn"]["is_internal"] is True
    assert by_email["dung.nv@minhlong.vn"]["employee_id"] == "NV000080"
    assert by_email["dung.dt@anphat.com.vn"]["is_internal"] is False
    assert by_email["dung.dt@anphat.com.vn"]["customer_id"] == "KH00001"
    assert by_email["dungpv.1988@gmail.com"]["is_internal"] is False
    internal = ok(world, "amismail_search_address_book", query="Dũng", scope="internal")
    assert all(e["is_internal"] for e in internal["entries"])
    external = ok(world, "amismail_search_address_book", query="huong", scope="external")
    assert {
        "huong.nguyen.kt@gmail.com",
        "dothuhuong84@gmail.com",
        "huong.nt@binhminhpharma.vn",
    } <= {e["email"] for e in external["entries"]}
    # a former employee is not offered as a recipient
    son = ok(world, "amismail_search_address_book", query="son.dt@minhlong.vn")
    assert son["total"] == 0
    group = ok(world, "amismail_search_address_book", query="kinhdoanh@minhlong.vn")
    assert group["entries"][0]["kind"] == "Nhóm thư nội bộ"
    assert not call(world, "amismail_search_address_book", scope="everyone").ok


def test_templates_and_signature(world: WorldState):
    out = ok(world, "amismail_list_templates")
    assert out["total"] == len(world.mail.templates)
    rec = ok(world, "amismail_list_templates", category="Tuyển dụng")
    assert rec["total"] >= 3 and all(t["category"] == "Tuyển dụng" for t in rec["templates"])
    sig = ok(world, "amismail_get_signature")
    assert "Hoàng Văn Nam" in sig["signature"] and sig["other_signatures"]
    merge(world, context={"current_user_id": "NV000075"})
    none = ok(world, "amismail_get_signature")
    assert none["signature"] is None


# -- write_mail -------------------------------------------------------------------------------


def test_write_mail_delivers_internal_copies(world: WorldState):
    n = len(world.mail.messages)
    out = ok(
        world,
        "amismail_write_mail",
        to=["Lê Quốc Khánh <KHANH.LQ@minhlong.vn>", "linh.ttm@hoanggia.com.vn"],
        cc=["tuan.nm@minhlong.vn", "khanh.lq@minhlong.vn"],
        bcc=["hai.tv@minhlong.vn"],
        subject="Báo giá gói 50 user cho Hoàng Gia",
        body="Khánh xử lý giúp anh nhé.",
        attachments=["Bao_gia_ML_ERP_50user.pdf"],
    )
    assert out["to"] == ["khanh.lq@minhlong.vn", "linh.ttm@hoanggia.com.vn"]
    assert out["cc"] == ["tuan.nm@minhlong.vn"]  # duplicate of a To address dropped
    assert out["external_recipients"] == ["linh.ttm@hoanggia.com.vn"]
    assert {d["employee_id"] for d in out["delivered_internal"]} == {
        "NV000014",
        "NV000010",
        "NV000011",
    }
    assert len(world.mail.messages) == n + 4
    sent = next(m for m in world.mail.messages if m.id == out["id"])
    assert (sent.folder, sent.mailbox_owner_id, sent.from_addr) == (
        MailFolder.SENT,
        "NV000012",
        "nam.hv@minhlong.vn",
    )
    assert sent.bcc == ["hai.tv@minhlong.vn"] and sent.sent_at == NOW
    copies = [m for m in world.mail.messages[n:] if m.folder is MailFolder.INBOX]
    assert all(c.bcc == [] and not c.is_read and c.thread_id == sent.thread_id for c in copies)
    assert all(c.attachments == ["Bao_gia_ML_ERP_50user.pdf"] for c in copies)


def test_write_mail_group_address_expands(world: WorldState):
    out = ok(
        world,
        "amismail_write_mail",
        to=["ketoan@minhlong.vn"],
        subject="Hỏi",
        body="Chào phòng Kế toán",
    )
    assert {d["employee_id"] for d in out["delivered_internal"]} == {
        "NV000030",
        "NV000031",
        "NV000032",
        "NV000033",
        "NV000034",
        "NV000035",
    }


@pytest.mark.parametrize(
    ("args", "kind"),
    [
        ({"to": [], "subject": "A", "body": "B"}, "invalid_arguments"),
        ({"to": ["khanh.lq@minhlong.vn"], "subject": "", "body": "B"}, "invalid_arguments"),
        ({"to": ["khanh.lq@minhlong.vn"], "subject": "A", "body": "   "}, "invalid_arguments"),
        ({"to": ["khanh.lq"], "subject": "A", "body": "B"}, "invalid_arguments"),
        ({"to": ["anh Khánh"], "subject": "A", "body": "B"}, "invalid_arguments"),
        ({"to": ["a..b@minhlong.vn"], "subject": "A", "body": "B"}, "invalid_arguments"),
        (
            {"to": ["khanh.lq@minhlong.vn"], "cc": ["x@"], "subject": "A", "body": "B"},
            "invalid_arguments",
        ),
        ({"to": ["son.dt@minhlong.vn"], "subject": "A", "body": "B"}, "refused"),
        ({"to": ["khong.co@minhlong.vn"], "subject": "A", "body": "B"}, "not_found"),
        (
            {"to": ["khanh.lq@minhlong.vn"], "subject": "A", "body": "B", "attachments": ["../x"]},
            "invalid_arguments",
        ),
        (
            {
                "to": ["khanh.lq@minhlong.vn"],
                "subject": "A",
                "body": "B",
                "template_values": ["a=b"],
            },
            "invalid_arguments",
        ),
        ({"to": ["khanh.lq@minhlong.vn"], "template_id": "MAU-XX"}, "not_found"),
        (
            {"to": ["khanh.lq@minhlong.vn"], "subject": "A", "body": "B", "extra": 1},
            "invalid_arguments",
        ),
    ],
)
def test_write_mail_refusals_change_nothing(world: WorldState, args: dict, kind: str):
    before = snapshot(world)
    res = call_tool(world, "amismail_write_mail", args)
    assert not res.ok and res.error_kind == kind, res
    assert snapshot(world) == before


def test_write_mail_with_template(world: WorldState):
    values = [
        "ten_ung_vien=Trần Minh Khoa",
        "vi_tri=Lập trình viên Backend",
        "ngay=23/04/2026",
        "gio=14h00",
        "dia_diem=P.302 Lúa, tầng 3",
    ]
    missing = call(
        world,
        "amismail_write_mail",
        to=["khoa.tm.dev@gmail.com"],
        template_id="MAU-PV-01",
        template_values=values,
    )
    assert not missing.ok and "nguoi_lien_he" in missing.error
    unknown = call(
        world,
        "amismail_write_mail",
        to=["khoa.tm.dev@gmail.com"],
        template_id="MAU-PV-01",
        template_values=[*values, "nguoi_lien_he=Nhung", "luong=1"],
    )
    assert not unknown.ok and "luong" in unknown.error
    out = ok(
        world,
        "amismail_write_mail",
        to=["khoa.tm.dev@gmail.com"],
        cc=["tuan.la@minhlong.vn"],
        template_id="MAU-PV-01",
        template_values=[*values, "nguoi_lien_he=Lê Thị Hồng Nhung – 0971 337 245"],
        body="Chào Khoa, Minh Long gửi bạn thư mời phỏng vấn vòng 2.",
        include_signature=True,
    )
    assert out["subject"] == "[Minh Long] Thư mời phỏng vấn vị trí Lập trình viên Backend"
    assert out["body"].startswith("Chào Khoa")
    assert "23/04/2026" in out["body"] and "{" not in out["body"]
    assert out["body"].rstrip().endswith("Cầu Giấy, TP Hà Nội")  # the signature closes the mail


def test_signature_required_when_asked(world: WorldState):
    merge(world, context={"current_user_id": "NV000075"})
    res = call(
        world,
        "amismail_write_mail",
        to=["trang.lt@minhlong.vn"],
        subject="A",
        body="B",
        include_signature=True,
    )
    assert not res.ok and res.error_kind == "refused"


def test_shopper_has_no_mailbox(world: WorldState):
    merge(world, context={"user_kind": UserKind.SHOPPER, "current_user_id": "KH-SHOP-1"})
    for name, args in [
        ("amismail_search_mail", {}),
        ("amismail_get_signature", {}),
        ("amismail_write_mail", {"to": ["a@b.vn"], "subject": "A", "body": "B"}),
    ]:
        res = call_tool(world, name, args)
        assert not res.ok and res.error_kind == "refused"


# -- reply / forward --------------------------------------------------------------------------


def test_reply_mail(world: WorldState):
    original = next(m for m in box(world, "NV000012") if "gói 50 user" in m.subject)
    out = ok(
        world,
        "amismail_reply_mail",
        message_id=original.id,
        body="Em đã nhận, sẽ gửi báo giá trong tuần.",
    )
    assert out["to"] == ["linh.ttm@hoanggia.com.vn"] and out["cc"] == []
    assert out["subject"] == "Re: " + original.subject
    assert out["thread_id"] == original.thread_id and out["in_reply_to"] == original.id
    assert "> Chào Minh Long," in out["body"]
    # reply all: the original To (a group holding me) and Cc, plus an extra Cc
    out2 = ok(
        world,
        "amismail_reply_mail",
        message_id=original.id,
        body="Bổ sung",
        reply_all=True,
        cc=["khanh.lq@minhlong.vn"],
    )
    assert out2["to"] == ["linh.ttm@hoanggia.com.vn", "kinhdoanh@minhlong.vn"]
    assert out2["cc"] == ["vinh.nq@hoanggia.com.vn", "khanh.lq@minhlong.vn"]
    assert out2["subject"] == "Re: " + original.subject  # not "Re: Re:"


def test_reply_threads_into_recipient_mailbox(world: WorldState):
    # Nam replies to Tuấn's Q2 plan: Tuấn's copy of the reply points at his own copy of the plan
    plan = next(m for m in box(world, "NV000012") if "quý 2/2026" in m.subject)
    out = ok(world, "amismail_reply_mail", message_id=plan.id, body="Em đã nhận kế hoạch.")
    assert out["to"] == ["tuan.nm@minhlong.vn"]
    copy = next(m for m in box(world, "NV000010", MailFolder.INBOX) if m.subject == out["subject"])
    tuan_plan = next(
        m for m in box(world, "NV000010", MailFolder.SENT) if m.subject == plan.subject
    )
    assert copy.in_reply_to == tuan_plan.id and copy.thread_id == plan.thread_id
    # replying to one's own sent mail goes to its recipients
    mine = next(m for m in box(world, "NV000012", MailFolder.SENT))
    again = ok(world, "amismail_reply_mail", message_id=mine.id, body="Nhắc lại")
    assert again["to"] == mine.to


def test_reply_refusals(world: WorldState):
    draft = box(world, "NV000012", MailFolder.DRAFTS)[0]
    before = snapshot(world)
    assert call(world, "amismail_reply_mail", message_id=draft.id, body="x").error_kind == "refused"
    msg = box(world, "NV000012", MailFolder.INBOX)[0]
    assert (
        call(world, "amismail_reply_mail", message_id=msg.id, body=" ").error_kind
        == "invalid_arguments"
    )
    assert (
        call(world, "amismail_reply_mail", message_id="TH999999", body="x").error_kind
        == "not_found"
    )
    # the Sao Việt complaint's reply-all would reach nobody closed; but a thread with Sơn would
    son = next(m for m in box(world, "NV000010") if m.from_addr == "son.dt@minhlong.vn")
    merge(world, context={"current_user_id": "NV000010"})
    assert call(world, "amismail_reply_mail", message_id=son.id, body="x").error_kind == "refused"
    assert snapshot(world) == before


def test_forward_mail(world: WorldState):
    complaint = next(m for m in box(world, "NV000012") if "DH260401-0033" in m.subject)
    out = ok(
        world,
        "amismail_forward_mail",
        message_id=complaint.id,
        to=["tuan.nm@minhlong.vn"],
        cc=["hai.tv@minhlong.vn"],
        note="Anh Tuấn, khách Sao Việt khiếu nại, anh Sơn đã nghỉ nên em chuyển anh xử lý.",
    )
    assert out["subject"] == "Fwd: " + complaint.subject
    assert out["attachments"] == complaint.attachments
    assert out["forwarded_from"] == complaint.id and out["thread_id"] != complaint.thread_id
    assert out["body"].startswith("Anh Tuấn") and complaint.body in out["body"]
    assert "Từ: Vũ Thị Ngân <ngan.vt@saoviet.com.vn>" in out["body"]
    sent = box(world, "NV000012", MailFolder.SENT)[-1]
    assert sent.id == out["id"] and sent.cc == ["hai.tv@minhlong.vn"]
    assert {d["employee_id"] for d in out["delivered_internal"]} == {"NV000010", "NV000011"}
    # forwarding to the former owner bounces; nothing changes
    before = snapshot(world)
    res = call(world, "amismail_forward_mail", message_id=complaint.id, to=["son.dt@minhlong.vn"])
    assert res.error_kind == "refused" and snapshot(world) == before
    assert (
        call(world, "amismail_forward_mail", message_id=complaint.id, to=[]).error_kind
        == "invalid_arguments"
    )


# -- drafts -----------------------------------------------------------------------------------


def test_save_and_send_draft(world: WorldState):
    n = len(world.mail.messages)
    draft = ok(world, "amismail_save_draft", to=["khanh.lq@minhlong.vn"], subject="Nháp")
    assert draft["folder"] == "Thư nháp" and len(world.mail.messages) == n + 1
    # not ready: no body
    res = call(world, "amismail_send_draft", draft_id=draft["id"])
    assert res.error_kind == "invalid_arguments"
    upd = ok(world, "amismail_save_draft", draft_id=draft["id"], body="Nội dung đầy đủ")
    assert (
        upd["id"] == draft["id"]
        and upd["subject"] == "Nháp"
        and upd["to"] == ["khanh.lq@minhlong.vn"]
    )
    assert len(world.mail.messages) == n + 1
    out = ok(world, "amismail_send_draft", draft_id=draft["id"])
    assert out["folder"] == "Đã gửi" and out["id"] == draft["id"]
    assert [d["employee_id"] for d in out["delivered_internal"]] == ["NV000014"]
    assert not box(world, "NV000012", MailFolder.DRAFTS) or all(
        m.id != draft["id"] for m in box(world, "NV000012", MailFolder.DRAFTS)
    )
    assert call(world, "amismail_send_draft", draft_id=draft["id"]).error_kind == "refused"


def test_send_seeded_draft(world: WorldState):
    draft = box(world, "NV000012", MailFolder.DRAFTS)[0]
    out = ok(world, "amismail_send_draft", draft_id=draft.id)
    assert out["to"] == ["ha.ntt@anphat.com.vn"] and out["delivered_internal"] == []
    assert out["attachments"] == draft.attachments


def test_draft_refusals(world: WorldState):
    before = snapshot(world)
    assert call(world, "amismail_save_draft").error_kind == "invalid_arguments"
    assert (
        call(world, "amismail_save_draft", to=["not an address"]).error_kind == "invalid_arguments"
    )
    inbox = box(world, "NV000012", MailFolder.INBOX)[0]
    assert call(world, "amismail_save_draft", draft_id=inbox.id, body="x").error_kind == "refused"
    assert call(world, "amismail_send_draft", draft_id=inbox.id).error_kind == "refused"
    other = box(world, "NV000071", MailFolder.DRAFTS)[0]
    assert call(world, "amismail_send_draft", draft_id=other.id).error_kind == "refused"
    assert call(world, "amismail_save_draft", draft_id=other.id, body="x").error_kind == "not_found"
    assert call(world, "amismail_send_draft", draft_id="TH999999").error_kind == "not_found"
    assert snapshot(world) == before


def test_tools_are_deterministic():
    a, b = base_company(), base_company()
    for w in (a, b):
        ok(w, "amismail_write_mail", to=["tuan.nm@minhlong.vn"], subject="S", body="B")
        ok(w, "amismail_save_draft", subject="Nháp")
    assert a.mail.messages == b.mail.messages
