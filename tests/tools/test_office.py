"""Office subsystem: seed integrity, noise generators and the 13 office tools."""

from __future__ import annotations

import datetime as dt
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from avabench.domains.base import base_company, check_ids_unique, merge
from avabench.domains.base.office import NOISE
from avabench.tools import call_tool, registry
from avabench.tools.office import approval_steps
from avabench.world import LOOKUP_TABLES, UserKind, WorldState
from avabench.world.office import (
    CATEGORY_QUEUE,
    OCCUPYING_BOOKING_STATUSES,
    ApprovalStatus,
    BookingStatus,
    TicketStatus,
)

TODAY = dt.date(2026, 4, 16)
OFFICE_TOOLS = {
    "document_qa": False,
    "office_list_meeting_rooms": False,
    "office_search_room_bookings": False,
    "helpdesk_search_tickets": False,
    "ava_approval_list": False,
    "read_memory": False,
    "office_book_meeting_room": True,
    "office_cancel_room_booking": True,
    "helpdesk_create_ticket": True,
    "helpdesk_update_ticket": True,
    "ava_approval_submit": True,
    "ava_approval": True,
    "edit_memory": True,
}


@pytest.fixture
def world() -> WorldState:
    return base_company()


def as_user(world: WorldState, user_id: str) -> WorldState:
    return merge(world, context={"current_user_id": user_id})


def snapshot(world: WorldState) -> dict:
    return world.office.model_dump()


def call(world: WorldState, name: str, **args):
    return call_tool(world, name, args)


def refused(world: WorldState, name: str, kind: str = "refused", **args) -> str:
    before = snapshot(world)
    res = call_tool(world, name, args)
    assert not res.ok, res.output
    assert res.error_kind == kind, res.error
    assert snapshot(world) == before
    return res.error or ""


# -- registry -----------------------------------------------------------------------------------


def test_office_tools_registered_with_write_flags():
    reg = registry()
    office = {n: s.writes for n, s in reg.items() if s.subsystem == "office"}
    assert office == OFFICE_TOOLS


# -- seed integrity -----------------------------------------------------------------------------


def test_seed_ids_unique_and_lookups_declared(world):
    check_ids_unique(world)
    assert {"office.rooms", "office.documents"} <= LOOKUP_TABLES
    for table in ("bookings", "tickets", "approvals", "memory"):
        assert len(getattr(world.office, table)) > 0


def test_rooms_match_shared_ids(world):
    rooms = {r.id: r for r in world.office.rooms}
    assert {k: (r.name, r.floor, r.capacity) for k, r in rooms.items()} == {
        "PH-301": ("P.301 Sen", 3, 4),
        "PH-302": ("P.302 Lúa", 3, 6),
        "PH-401": ("P.401 Mai", 4, 6),
        "PH-402": ("P.402 Đào", 4, 8),
        "PH-501": ("P.501 Hội trường", 5, 30),
    }
    assert rooms["PH-401"].restricted_to_department_id == "PB-BGD"
    assert [r.id for r in rooms.values() if r.needs_approval] == ["PH-402", "PH-501"]


def test_seed_references_resolve(world):
    emp = {e.id: e for e in world.hr.employees}
    rooms = {r.id: r for r in world.office.rooms}
    for r in world.office.rooms:
        assert r.service_owner_id in emp
    for b in world.office.bookings:
        assert b.room_id in rooms
        assert b.organizer_id in emp and all(a in emp for a in b.attendee_ids)
        assert b.start_time < b.end_time
        assert b.date.weekday() < 5 and b.date not in {h.date for h in world.hr.holidays}
        room = rooms[b.room_id]
        assert len({b.organizer_id, *b.attendee_ids}) <= room.capacity, b.id
        if room.restricted_to_department_id:
            assert emp[b.organizer_id].department_id == room.restricted_to_department_id
        if b.status is BookingStatus.PENDING:
            assert room.needs_approval
    for t in world.office.tickets:
        assert t.requester_id in emp and (t.assignee_id is None or t.assignee_id in emp)
        assert t.queue == CATEGORY_QUEUE[t.category]
    for run in world.office.approvals:
        assert run.requester_id in emp
        assert run.department_id == emp[run.requester_id].department_id
        assert all(s.approver_id in emp for s in run.steps)
        assert 0 <= run.current_step < len(run.steps)
    for m in world.office.memory:
        assert m.user_id in emp


def test_seed_occupying_bookings_do_not_overlap(world):
    busy = [b for b in world.office.bookings if b.status in OCCUPYING_BOOKING_STATUSES]
    for i, a in enumerate(busy):
        for b in busy[i + 1 :]:
            if a.room_id == b.room_id and a.date == b.date:
                assert a.end_time <= b.start_time or b.end_time <= a.start_time, (a.id, b.id)


def test_seed_running_runs_follow_spending_policy(world):
    emp = {e.id: e for e in world.hr.employees}
    for run in world.office.approvals:
        if run.status is ApprovalStatus.RUNNING:
            planned = approval_steps(world, emp[run.requester_id], run.amount_vnd)
            assert [s.approver_id for s in run.steps] == [s.approver_id for s in planned], run.id


def test_seed_has_the_traps_tasks_need(world):
    open_laptop = [
        t
        for t in world.office.tickets
        if t.requester_id == "NV000012" and t.status in (TicketStatus.IN_PROGRESS, TicketStatus.NEW)
    ]
    assert open_laptop and "Laptop" in open_laptop[0].title
    waiting = {
        r.steps[r.current_step].approver_id
        for r in world.office.approvals
        if r.status is ApprovalStatus.RUNNING
    }
    assert {"NV000010", "NV000030", "NV000001"} <= waiting
    assert any(r.amount_vnd > 50_000_000 for r in world.office.approvals)
    assert any(b.status is BookingStatus.PENDING for b in world.office.bookings)
    titles = " | ".join(d.title for d in world.office.documents)
    for word in ("nghỉ phép", "làm thêm", "phòng họp", "phê duyệt chi", "Helpdesk", "bảo mật"):
        assert word in titles


# -- noise --------------------------------------------------------------------------------------


@pytest.mark.parametrize("table", sorted(NOISE))
def test_noise_generators(world, table):
    assert table not in LOOKUP_TABLES
    existing = {r.id for r in world.table(table)}
    records = NOISE[table](world, random.Random(7), 25)
    assert len(records) == 25
    ids = [r.id for r in records]
    assert len(set(ids)) == 25 and not set(ids) & existing
    assert NOISE[table](world, random.Random(7), 25) == records  # deterministic
    merge(world, *records)
    check_ids_unique(world)
    emp = {e.id for e in world.hr.employees}
    for r in records:
        if table == "office.bookings":
            assert r.date < TODAY and r.organizer_id in emp
        elif table == "office.tickets":
            assert r.status is TicketStatus.CLOSED and r.requester_id in emp
        elif table == "office.approvals":
            assert r.status in (ApprovalStatus.DONE, ApprovalStatus.REJECTED)
            assert all(s.approver_id in emp for s in r.steps)
        elif table == "office.memory":
            assert r.user_id != world.context.current_user_id and r.user_id in emp


def test_noise_bookings_block_no_future_slot(world):
    merge(world, *NOISE["office.bookings"](world, random.Random(1), 40))
    res = call(
        world,
        "office_book_meeting_room",
        room_id="PH-302",
        date="2026-04-28",
        start_time="09:00",
        end_time="10:30",
        title="Họp",
    )
    assert res.ok, res.error


# -- rooms and bookings -------------------------------------------------------------------------


def test_list_rooms(world):
    out = call(world, "office_list_meeting_rooms").output
    assert [r["id"] for r in out["rooms"]] == ["PH-301", "PH-302", "PH-401", "PH-402", "PH-501"]
    by_id = {r["id"]: r for r in out["rooms"]}
    assert by_id["PH-401"]["bookable_by_current_user"] is False
    assert by_id["PH-302"]["bookable_by_current_user"] is True
    six = call(world, "office_list_meeting_rooms", min_capacity=6).output
    assert [r["id"] for r in six["rooms"]] == ["PH-302", "PH-401", "PH-402", "PH-501"]
    assert call(world, "office_list_meeting_rooms", min_capacity=100).output["rooms"] == []
    refused(world, "office_list_meeting_rooms", "invalid_arguments", min_capacity=-1)


def test_search_bookings_and_availability(world):
    out = call(
        world,
        "office_search_room_bookings",
        date="2026-04-28",
        start_time="09:00",
        end_time="10:30",
    ).output
    free = {a["id"]: a["free"] for a in out["availability"]}
    assert free == {
        "PH-301": False,
        "PH-302": True,
        "PH-401": True,
        "PH-402": False,
        "PH-501": True,
    }
    pending = next(a for a in out["availability"] if a["id"] == "PH-402")
    assert pending["conflicts"][0]["status"] == "Chờ duyệt"
    holiday = call(world, "office_search_room_bookings", date="2026-04-27").output
    assert "Giỗ Tổ" in holiday["day_note"]
    mine = call(world, "office_search_room_bookings", organizer_id="NV000012").output
    assert [b["id"] for b in mine["bookings"]] == ["LH-2026-0107"]
    upcoming = call(world, "office_search_room_bookings", room_id="P.302 Lúa", page_size=50).output
    assert all(b["date"] >= "2026-04-16" and b["room_id"] == "PH-302" for b in upcoming["bookings"])
    refused(
        world,
        "office_search_room_bookings",
        "invalid_arguments",
        start_time="09:00",
        end_time="10:00",
    )
    refused(
        world,
        "office_search_room_bookings",
        "invalid_arguments",
        date="2026-04-28",
        start_time="10:00",
        end_time="09:00",
    )
    refused(world, "office_search_room_bookings", "not_found", room_id="PH-999")


MARKETING = ["NV000071", "NV000072", "NV000073", "NV000074", "NV000075"]


def test_book_room_success_then_overlap_refused(world):
    res = call(
        world,
        "office_book_meeting_room",
        room_id="PH-302",
        date="2026-04-28",
        start_time="09:00",
        end_time="10:30",
        title="Họp Marketing",
        attendee_ids=MARKETING,
    )
    assert res.ok, res.error
    b = res.output
    assert b["status"] == "Đã duyệt" and b["organizer_id"] == "NV000012"
    assert b["participants"] == 6 and b["id"] == "LH-2026-0132"
    err = refused(
        world,
        "office_book_meeting_room",
        room_id="PH-302",
        date="2026-04-28",
        start_time="10:00",
        end_time="11:00",
        title="Trùng",
    )
    assert b["id"] in err
    # back-to-back is fine
    assert call(
        world,
        "office_book_meeting_room",
        room_id="PH-302",
        date="2026-04-28",
        start_time="10:30",
        end_time="11:00",
        title="Nối tiếp",
    ).ok


def test_book_room_needing_approval_is_pending_and_blocks(world):
    res = call(
        world,
        "office_book_meeting_room",
        room_id="PH-501",
        date="2026-04-21",
        start_time="14:00",
        end_time="16:00",
        title="Đào tạo",
    )
    assert res.ok and res.output["status"] == "Chờ duyệt"
    refused(
        world,
        "office_book_meeting_room",
        room_id="PH-501",
        date="2026-04-21",
        start_time="15:00",
        end_time="15:30",
        title="Trùng",
    )
    # the seeded pending booking on P.402 blocks it too
    refused(
        world,
        "office_book_meeting_room",
        room_id="PH-402",
        date="2026-04-28",
        start_time="10:00",
        end_time="10:30",
        title="Trùng",
    )


@pytest.mark.parametrize(
    ("args", "kind", "fragment"),
    [
        ({"date": "2026-04-27"}, "refused", "Giỗ Tổ"),
        ({"date": "2026-04-30"}, "refused", "lễ"),
        ({"date": "2026-04-18"}, "refused", "cuối tuần"),
        ({"date": "2026-04-15"}, "refused", "đã qua"),
        ({"date": "2026-04-16", "start_time": "08:00", "end_time": "08:45"}, "refused", "đã qua"),
        ({"start_time": "10:00", "end_time": "10:00"}, "invalid_arguments", "end_time"),
        ({"start_time": "18:30", "end_time": "19:30"}, "refused", "19:00"),
        ({"date": "2026-07-01"}, "refused", "60 ngày"),
        ({"room_id": "PH-301", "attendee_ids": MARKETING[:4]}, "refused", "4 chỗ"),
        ({"room_id": "PH-401"}, "refused", "PB-BGD"),
        ({"attendee_ids": ["NV000017"]}, "refused", "nghỉ việc"),
        ({"attendee_ids": ["NV999999"]}, "not_found", "NV999999"),
        ({"room_id": "P.999"}, "not_found", "office_list_meeting_rooms"),
        ({"title": "  "}, "invalid_arguments", "tiêu đề"),
    ],
)
def test_book_room_refusals(world, args, kind, fragment):
    base = {
        "room_id": "PH-302",
        "date": "2026-04-28",
        "start_time": "13:00",
        "end_time": "14:00",
        "title": "Họp",
    }
    err = refused(world, "office_book_meeting_room", kind, **{**base, **args})
    assert fragment in err


def test_restricted_room_for_its_department_and_capacity_counts_organizer(world):
    as_user(world, "NV000003")
    res = call(
        world,
        "office_book_meeting_room",
        room_id="PH-401",
        date="2026-04-22",
        start_time="09:00",
        end_time="10:00",
        title="Họp BGĐ",
        attendee_ids=["NV000001", "NV000002", "NV000003"],
    )
    assert res.ok and res.output["attendee_ids"] == ["NV000001", "NV000002"]
    # 3 attendees + organizer = 4 fits P.301; 4 attendees + organizer does not
    assert call(
        world,
        "office_book_meeting_room",
        room_id="PH-301",
        date="2026-04-22",
        start_time="09:00",
        end_time="10:00",
        title="Nhóm",
        attendee_ids=["NV000001", "NV000002", "NV000010"],
    ).ok


def test_cancel_booking(world):
    refused(world, "office_cancel_room_booking", booking_id="LH-2026-0112")  # Tuấn's
    refused(world, "office_cancel_room_booking", "not_found", booking_id="LH-2026-9999")
    as_user(world, "NV000010")
    res = call(world, "office_cancel_room_booking", booking_id="LH-2026-0112", reason="Nghỉ")
    assert res.ok and res.output["status"] == "Đã huỷ" and res.output["holds_room"] is False
    refused(world, "office_cancel_room_booking", booking_id="LH-2026-0112")  # already cancelled
    refused(world, "office_cancel_room_booking", booking_id="LH-2026-0101")  # in the past
    # the freed slot can be booked again
    assert call(
        world,
        "office_book_meeting_room",
        room_id="PH-302",
        date="2026-04-20",
        start_time="09:00",
        end_time="10:00",
        title="Giao ban mới",
    ).ok


# -- document_qa --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("question", "doc", "heading"),
    [
        ("phép năm được mấy ngày", "VB-001", "2."),
        ("phep nam duoc may ngay", "VB-001", "2."),
        ("làm thêm tối đa bao nhiêu giờ một tháng", "VB-002", "2."),
        ("phòng họp phỏng vấn cần bao nhiêu chỗ", "VB-003", "4."),
        ("nghỉ quá số phép còn lại thì sao", "VB-001", "5."),
        ("phép năm cũ dùng đến khi nào", "VB-001", "4."),
        ("nghỉ 3 ngày phải báo trước bao lâu", "VB-001", "6."),
        ("OT được trả bao nhiêu phần trăm", "VB-002", "3."),
        ("laptop hỏng trước buổi demo thì ưu tiên gì", "VB-005", "2."),
        ("tạm ứng 30 triệu ai duyệt", "VB-004", "2."),
        ("gửi báo cáo công nợ cho email ngoài được không", "VB-006", "2."),
        ("công tác phí mỗi ngày bao nhiêu", "VB-007", "2."),
        ("giỗ tổ nghỉ ngày nào", "VB-008", "2."),
        ("mấy giờ vào làm", "VB-009", "1."),
        ("thử việc tối đa bao lâu", "VB-010", "4."),
        ("chủ sở hữu khách hàng nghỉ phép thì chuyển thư cho ai", "VB-011", "2."),
        ("cưới được nghỉ mấy ngày", "VB-001", "7."),
        ("ticket đã đóng mở lại được không", "VB-005", "5."),
    ],
)
def test_document_qa_finds_the_section(world, question, doc, heading):
    res = call(world, "document_qa", question=question)
    assert res.ok
    top = res.output["results"][0]
    assert (top["document_id"], top["heading"][:2]) == (doc, heading), res.output["results"]
    assert len(res.output["results"]) <= 3 and top["text"] and top["document_title"]


def test_document_qa_edge_cases(world):
    assert call(world, "document_qa", question="xyzzy qwerty").output["results"] == []
    assert call(world, "document_qa", question="có không là gì").output["results"] == []
    refused(world, "document_qa", "invalid_arguments", question="   ")


def test_document_qa_shares_a_corpus_between_worlds_holding_the_same_documents(monkeypatch):
    """One corpus per set of document records, whatever world holds them; new records, new one."""
    from avabench.tools.office import knowledge

    built: list[int] = []

    class Counted(knowledge._Corpus):
        __slots__ = ()

        def __init__(self, docs) -> None:
            built.append(len(docs))
            super().__init__(docs)

    monkeypatch.setattr(knowledge, "_Corpus", Counted)
    question = "phép năm được mấy ngày"
    a = base_company().fork()
    a.office.documents[:] = [d.model_copy() for d in a.office.documents]  # records never seen
    first = call(a, "document_qa", question=question).output
    b = a.fork()
    b.office.documents.append(b.office.documents.pop())  # the same records, another content
    assert call(b, "document_qa", question=question).output == first
    assert built == [len(a.office.documents)]  # b used a's corpus
    # a world whose leave policy no longer speaks of annual leave gets its own answer
    c = a.fork()
    at = next(i for i, d in enumerate(c.office.documents) if d.id == "VB-001")
    doc = c.office.documents[at]
    c.office.documents[at] = doc.model_copy(
        update={
            "sections": [s.model_copy(update={"text": "Xem quy định mới."}) for s in doc.sections]
        }
    )
    other = call(c, "document_qa", question=question).output
    assert len(built) == 2
    assert first["results"][0]["document_id"] == "VB-001"
    assert all(r["text"] != first["results"][0]["text"] for r in other["results"])


# -- helpdesk -----------------------------------------------------------------------------------


def test_search_tickets(world):
    mine = call(world, "helpdesk_search_tickets", requester_id="me", open_only=True).output
    assert [t["id"] for t in mine["tickets"]] == ["TK-2026-00116"]
    laptop = call(world, "helpdesk_search_tickets", query="laptop").output
    assert {t["id"] for t in laptop["tickets"]} == {"TK-2026-00112", "TK-2026-00116"}
    closed = call(world, "helpdesk_search_tickets", status="Đã đóng", category="IT-Thiết bị").output
    assert [t["id"] for t in closed["tickets"]] == ["TK-2026-00106"]
    assert call(world, "helpdesk_search_tickets", page=1000).output["tickets"] == []
    refused(world, "helpdesk_search_tickets", "invalid_arguments", page=0)
    refused(world, "helpdesk_search_tickets", "invalid_arguments", page_size=51)
    refused(world, "helpdesk_search_tickets", "not_found", requester_id="KH00001")


def test_create_ticket_derives_queue_and_sla(world):
    res = call(
        world,
        "helpdesk_create_ticket",
        category="IT-Thiết bị",
        title="Laptop hỏng màn hình",
        description="Chiều nay 14h có demo",
        priority="Cao",
        due_time="13:30",
    )
    assert res.ok, res.error
    t = res.output
    assert (t["id"], t["queue"], t["status"], t["requester_id"]) == (
        "TK-2026-00120",
        "IT",
        "Mới",
        "NV000012",
    )
    assert (t["due_date"], t["due_time"]) == ("2026-04-16", "13:30:00")
    medium = call(
        world,
        "helpdesk_create_ticket",
        category="Kế toán-Tạm ứng",
        title="Hỏi tạm ứng",
        description="...",
    ).output
    assert medium["queue"] == "Kế toán" and medium["due_date"] == "2026-04-20"
    low = call(
        world,
        "helpdesk_create_ticket",
        category="HCNS-Văn phòng phẩm",
        title="Giấy A4",
        description="2 hộp",
        priority="Thấp",
    ).output
    assert low["queue"] == "HCNS" and low["due_date"] == "2026-04-23"
    refused(
        world,
        "helpdesk_create_ticket",
        "invalid_arguments",
        category="IT-Mạng",
        title="x",
        description="y",
        due_date="2026-04-01",
    )
    refused(
        world,
        "helpdesk_create_ticket",
        "invalid_arguments",
        category="IT-Máy in",
        title="x",
        description="y",
    )
    refused(
        world,
        "helpdesk_create_ticket",
        "invalid_arguments",
        category="IT-Mạng",
        title="",
        description="y",
    )


def test_update_ticket_requester_comment_and_priority(world):
    res = call(
        world,
        "helpdesk_update_ticket",
        ticket_id="TK-2026-00116",
        priority="Cao",
        comment="Chiều nay 14h em có demo, cần mượn máy.",
    )
    assert res.ok, res.error
    assert res.output["priority"] == "Cao" and res.output["status"] == "Đang xử lý"
    assert res.output["comments"][-1].startswith("16/04/2026 Hoàng Văn Nam: Chiều nay")
    # the requester may not move it through the handling states
    refused(world, "helpdesk_update_ticket", ticket_id="TK-2026-00116", status="Đã giải quyết")
    refused(world, "helpdesk_update_ticket", "invalid_arguments", ticket_id="TK-2026-00116")
    refused(
        world,
        "helpdesk_update_ticket",
        "invalid_arguments",
        ticket_id="TK-2026-00116",
        priority="Cao",
    )  # nothing changes


def test_update_ticket_transitions(world):
    # cannot close a ticket that is not resolved
    as_user(world, "NV000061")
    err = refused(world, "helpdesk_update_ticket", ticket_id="TK-2026-00116", status="Đã đóng")
    assert "Đã giải quyết" in err
    assert call(
        world, "helpdesk_update_ticket", ticket_id="TK-2026-00116", status="Đã giải quyết"
    ).ok
    refused(
        world, "helpdesk_update_ticket", ticket_id="TK-2026-00116", status="Huỷ"
    )  # not requester
    as_user(world, "NV000012")
    assert call(world, "helpdesk_update_ticket", ticket_id="TK-2026-00116", status="Đã đóng").ok
    # a closed ticket is never reopened or changed
    refused(world, "helpdesk_update_ticket", ticket_id="TK-2026-00116", status="Đang xử lý")
    refused(world, "helpdesk_update_ticket", ticket_id="TK-2026-00116", comment="Lại hỏng")
    refused(world, "helpdesk_update_ticket", ticket_id="TK-2026-00109", priority="Cao")  # Huỷ


def test_update_ticket_permissions_and_assignment(world):
    refused(world, "helpdesk_update_ticket", ticket_id="TK-2026-00114", comment="?")  # not mine
    as_user(world, "NV000061")
    refused(world, "helpdesk_update_ticket", ticket_id="TK-2026-00114", assignee_id="NV000012")
    res = call(world, "helpdesk_update_ticket", ticket_id="TK-2026-00117", assignee_id="NV000043")
    assert not res.ok  # IT staff cannot handle an HCNS ticket
    as_user(world, "NV000040")
    res = call(world, "helpdesk_update_ticket", ticket_id="TK-2026-00117", assignee_id="NV000043")
    assert (
        res.ok and res.output["status"] == "Đang xử lý" and res.output["assignee_id"] == "NV000043"
    )
    as_user(world, "NV000059")
    assert call(world, "helpdesk_update_ticket", ticket_id="TK-2026-00117", status="Huỷ").ok


# -- approvals ----------------------------------------------------------------------------------


def _ids(res) -> list[str]:
    return [r["id"] for r in res.output["approvals"]]


def test_approval_list_views(world):
    assert _ids(call(world, "ava_approval_list")) == []
    assert _ids(call(world, "ava_approval_list", role="requester")) == [
        "LC-2026-0781",
        "LC-2026-0790",
    ]
    as_user(world, "NV000010")
    todo = call(world, "ava_approval_list")
    assert _ids(todo) == ["LC-2026-0788", "LC-2026-0781"]
    assert todo.output["approvals"][1]["overdue"] is True
    assert set(_ids(call(world, "ava_approval_list", status="Hoàn thành"))) == {"LC-2026-0790"}
    as_user(world, "NV000030")
    assert set(_ids(call(world, "ava_approval_list"))) == {
        "LC-2026-0782",
        "LC-2026-0786",
        "LC-2026-0792",
    }
    as_user(world, "NV000001")
    assert _ids(call(world, "ava_approval_list", query="laptop")) == ["LC-2026-0783"]


@pytest.mark.parametrize(
    ("amount", "approvers"),
    [
        (8_000_000, ["NV000010"]),
        (10_000_000, ["NV000010"]),
        (10_000_001, ["NV000010", "NV000030"]),
        (50_000_000, ["NV000010", "NV000030"]),
        (60_000_000, ["NV000010", "NV000030", "NV000001"]),
    ],
)
def test_submit_builds_steps_from_thresholds(world, amount, approvers):
    res = call(
        world,
        "ava_approval_submit",
        process="Đề nghị tạm ứng",
        amount_vnd=amount,
        description="Tạm ứng công tác phí",
    )
    assert res.ok, res.error
    run = res.output
    assert [s["approver_id"] for s in run["steps"]] == approvers
    assert (run["id"], run["status"], run["current_step"]) == ("LC-2026-0794", "Đang thực hiện", 0)
    assert run["due_date"] == "2026-04-21" and run["department_id"] == "PB-KD"


def test_submit_merges_roles_and_skips_self(world):
    as_user(world, "NV000031")  # manager is the chief accountant
    steps = call(
        world,
        "ava_approval_submit",
        process="Đề nghị mua sắm",
        amount_vnd=60_000_000,
        description="Mua máy chủ",
    ).output["steps"]
    assert [(s["approver_id"], s["role"]) for s in steps] == [
        ("NV000030", "Quản lý trực tiếp / Kế toán trưởng"),
        ("NV000001", "Tổng Giám đốc"),
    ]
    as_user(world, "NV000001")  # the CEO has no manager
    steps = call(
        world,
        "ava_approval_submit",
        process="Đề nghị mua sắm",
        amount_vnd=80_000_000,
        description="Mua xe",
    ).output["steps"]
    assert [s["approver_id"] for s in steps] == ["NV000030"]


def test_submit_refusals(world):
    refused(
        world,
        "ava_approval_submit",
        "invalid_arguments",
        process="Đề nghị tạm ứng",
        description="x",
    )  # amount missing
    refused(
        world,
        "ava_approval_submit",
        "invalid_arguments",
        process="Đề xuất trực tiếp",
        description="x",
        amount_vnd=-5,
    )
    refused(
        world,
        "ava_approval_submit",
        "invalid_arguments",
        process="Đề xuất trực tiếp",
        description=" ",
    )
    refused(world, "ava_approval_submit", "invalid_arguments", process="Xin nghỉ", description="x")
    refused(
        world,
        "ava_approval_submit",
        process="Đề xuất trực tiếp",
        description="x",
        run_id="LC-2026-0789",
    )  # someone else's draft
    refused(
        world,
        "ava_approval_submit",
        process="Đề nghị tạm ứng",
        description="x",
        amount_vnd=1_000_000,
        run_id="LC-2026-0781",
    )  # not a draft
    assert call(
        world,
        "ava_approval_submit",
        process="Đề xuất trực tiếp",
        description="Đề xuất làm việc từ xa thứ Sáu",
    ).ok


def test_resubmit_returned_run(world):
    as_user(world, "NV000022")
    res = call(
        world,
        "ava_approval_submit",
        process="Đề xuất trực tiếp",
        run_id="LC-2026-0789",
        description="Hỗ trợ phí gửi xe 200.000 đ/tháng cho 5 nhân viên",
    )
    assert res.ok, res.error
    assert res.output["status"] == "Đang thực hiện" and res.output["id"] == "LC-2026-0789"
    assert res.output["steps"][0]["status"] == "Chờ"
    assert len(world.office.approvals) == 13


def test_approval_actions(world):
    err = refused(world, "ava_approval", run_id="LC-2026-0781", action="đồng ý")
    assert "Nguyễn Minh Tuấn" in err  # the current user is not the step's approver
    as_user(world, "NV000010")
    refused(world, "ava_approval", "invalid_arguments", run_id="LC-2026-0788", action="từ chối")
    refused(world, "ava_approval", "invalid_arguments", run_id="LC-2026-0788", action="maybe")
    refused(world, "ava_approval", run_id="LC-2026-0790", action="đồng ý")  # Hoàn thành
    refused(world, "ava_approval", run_id="LC-2026-0782", action="đồng ý")  # step 2 is Hương's
    done = call(world, "ava_approval", run_id="LC-2026-0781", action="Đồng ý", note="OK")
    assert done.ok and done.output["status"] == "Hoàn thành"
    nxt = call(world, "ava_approval", run_id="LC-2026-0788", action="dong y").output
    assert nxt["status"] == "Đang thực hiện" and nxt["current_step"] == 1
    assert nxt["current_approver_id"] == "NV000030"
    assert nxt["steps"][0]["status"] == "Đồng ý" and nxt["steps"][0]["acted_on"] == "2026-04-16"
    as_user(world, "NV000030")
    ret = call(
        world, "ava_approval", run_id="LC-2026-0788", action="trả về", note="Bổ sung dự toán"
    )
    assert ret.output["status"] == "Nháp" and ret.output["steps"][1]["status"] == "Trả về"
    rej = call(world, "ava_approval", run_id="LC-2026-0786", action="từ chối", note="Đã có Canva")
    assert rej.output["status"] == "Từ chối"
    refused(world, "ava_approval", run_id="LC-2026-0786", action="đồng ý")


def test_full_chain_above_50_million(world):
    as_user(world, "NV000001")
    res = call(world, "ava_approval", run_id="LC-2026-0783", action="đồng ý")
    assert res.output["status"] == "Hoàn thành"
    assert [s["status"] for s in res.output["steps"]] == ["Đồng ý"] * 3


# -- memory -------------------------------------------------------------------------------------


def test_read_memory(world):
    out = call(world, "read_memory").output
    assert out["total"] == 3 and all(i["user_id"] == "NV000012" for i in out["items"])
    sig = call(world, "read_memory", key="chu ky email").output["items"]
    assert len(sig) == 1 and "Hoàng Văn Nam" in sig[0]["value"]
    assert call(world, "read_memory", key="Lịch giao ban").output["items"] == []  # Tuấn's


def test_edit_memory(world):
    refused(world, "edit_memory", action="add", key="Chữ ký email", value="x")
    refused(world, "edit_memory", "not_found", action="update", key="Không có", value="x")
    refused(world, "edit_memory", "not_found", action="delete", key="Lịch giao ban")  # Tuấn's
    refused(world, "edit_memory", "invalid_arguments", action="add", key="Mới", value="  ")
    refused(world, "edit_memory", "invalid_arguments", action="rename", key="Mới", value="x")
    added = call(world, "edit_memory", action="add", key="Phòng họp ưa thích", value="P.302").output
    assert added["added"]["id"] == "MEM-00010" and added["added"]["user_id"] == "NV000012"
    upd = call(world, "edit_memory", action="update", key="chu ky email", value="Thân mến, Nam")
    assert (
        upd.output["updated"]["id"] == "MEM-00001"
        and upd.output["updated"]["updated_on"] == "2026-04-16"
    )
    assert call(world, "edit_memory", action="delete", key="Cách xưng hô").ok
    keys = [i["key"] for i in call(world, "read_memory").output["items"]]
    assert keys == ["Chữ ký email", "CC khi gửi thư khách hàng", "Phòng họp ưa thích"]


def test_shopper_user_gets_a_tool_error(world):
    merge(world, context={"user_kind": UserKind.SHOPPER, "current_user_id": "KHL-0001"})
    assert call(world, "read_memory").error_kind == "refused"  # a company-side tool


# -- fuzz: any argument combination gives a result or a ToolError --------------------------------

_values = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(10**20), max_value=10**20),
    st.floats(allow_nan=True),
    st.text(max_size=30),
    st.sampled_from(
        [
            "",
            "me",
            "PH-302",
            "P.401 Mai",
            "LH-2026-0112",
            "TK-2026-00116",
            "LC-2026-0781",
            "LC-2026-0789",
            "NV000010",
            "NV000017",
            "KH00001",
            "Chữ ký email",
            "đồng ý",
            "trả về",
            "add",
            "delete",
            "update",
            "approver",
            "requester",
            "Cao",
            "Đã đóng",
            "IT-Thiết bị",
            "Đề nghị tạm ứng",
            "Huỷ",
            "2026-04-28",
            "2026-04-27",
            "0001-01-01",
            "9999-12-31",
            "09:00",
            "10:30",
            "23:59:59+07:00",
            "00:00",
            "24:00",
        ]
    ),
    st.dates().map(dt.date.isoformat),
    st.times().map(dt.time.isoformat),
    st.lists(st.sampled_from(["NV000071", "NV000017", "", "x", "NV000012"]), max_size=8),
)


@settings(
    max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(data=st.data())
def test_fuzz_office_tools(data):
    world = base_company()
    if data.draw(st.booleans()):
        as_user(world, data.draw(st.sampled_from(["NV000010", "NV000030", "NV000061", "NV000001"])))
    name = data.draw(st.sampled_from(sorted(OFFICE_TOOLS)))
    spec = registry()[name]
    params = list(spec.args_model.model_fields)
    args = {p: data.draw(_values) for p in params if data.draw(st.booleans())}
    res = call_tool(world, name, args)  # must not raise
    assert res.ok or res.error


def test_the_same_comment_twice_in_a_row_is_kept_once(world):
    ticket = next(t for t in world.office.tickets if t.status.value in ("Mới", "Đang xử lý"))
    merge(world, context={"current_user_id": ticket.requester_id})
    args = {"ticket_id": ticket.id, "comment": "Nhờ anh chị kiểm tra giúp em."}
    first = call(world, "helpdesk_update_ticket", **args)
    assert first.ok, first.error
    again = call(world, "helpdesk_update_ticket", **args)
    assert not again.ok and again.error_kind == "invalid_arguments"
    (now,) = [t for t in world.office.tickets if t.id == ticket.id]
    assert len(now.comments) == len(ticket.comments) + 1
