"""CRM tools, business rules, seed integrity and noise generators."""

from __future__ import annotations

import random

import pytest

from avabench.domains.base import base_company
from avabench.domains.base.crm import NOISE
from avabench.tools import call_tool, registry
from avabench.world import WorldState
from avabench.world.crm import STAGE_PROBABILITY, OpportunityStage, forecast_type
from avabench.world.hr import EmploymentStatus

CRM_TOOLS = {
    "crm_search_customer": False,
    "crm_get_customer": False,
    "crm_list_contacts": False,
    "crm_search_opportunities": False,
    "crm_list_activities": False,
    "crm_search_leads": False,
    "crm_create_activity": True,
    "crm_create_opportunity": True,
    "crm_update_opportunity": True,
    "crm_transfer_owner": True,
    "crm_update_customer": True,
}


@pytest.fixture
def world() -> WorldState:
    return base_company()


def ok(world: WorldState, name: str, args: dict) -> dict:
    res = call_tool(world, name, args)
    assert res.ok, res.error
    return res.output


def refused(world: WorldState, name: str, args: dict, kind: str | None = None) -> str:
    """Assert the call fails with a ToolError and leaves the CRM unchanged."""
    before = world.crm.model_dump()
    res = call_tool(world, name, args)
    assert not res.ok, res.output
    assert res.error
    if kind:
        assert res.error_kind == kind, res.error
    assert world.crm.model_dump() == before
    return res.error


# -- registry -------------------------------------------------------------------------------


def test_inventory_and_write_flags():
    reg = registry()
    crm = {n: s.writes for n, s in reg.items() if s.subsystem == "crm"}
    assert crm == CRM_TOOLS


# -- seed -----------------------------------------------------------------------------------


def test_seed_shared_ids(world):
    names = {c.id: c for c in world.crm.customers}
    assert names["KH00001"].name == "Công ty TNHH Thương mại và Dịch vụ An Phát"
    assert names["KH00001"].owner_id == "NV000012"
    assert names["KH00005"].owner_id == "NV000017"
    assert names["KH00006"].tax_code == "0101234567"
    assert names["KH00007"].tax_code == "0101234567-001"
    assert names["KH00007"].parent_id == "KH00006"
    assert names["KH00012"].website == "haidanglogistics.vn"
    dung = [c for c in world.crm.contacts if c.full_name == "Đinh Tiến Dũng"]
    assert len(dung) == 1 and dung[0].customer_id == "KH00001"
    assert dung[0].email == "dung.dt@anphat.com.vn" and dung[0].title == "Kế toán trưởng"
    sson = next(e for e in world.hr.employees if e.id == "NV000017")
    assert sson.status is EmploymentStatus.LEFT


def test_seed_integrity(world):
    crm = world.crm
    employees = {e.id for e in world.hr.employees}
    customers = {c.id for c in crm.customers}
    contacts = {c.id: c for c in crm.contacts}
    opps = {o.id: o for o in crm.opportunities}
    for table in ("customers", "contacts", "leads", "opportunities", "activities"):
        ids = [r.id for r in getattr(crm, table)]
        assert len(ids) == len(set(ids)), table
    assert len(crm.customers) >= 18 and len(crm.opportunities) >= 15
    assert len(crm.activities) >= 15 and len(crm.leads) >= 8 and len(crm.contacts) >= 30
    for c in crm.customers:
        assert c.owner_id in employees
        assert c.parent_id is None or c.parent_id in customers
        assert c.phone.isdigit()
    for ct in crm.contacts:
        assert ct.customer_id in customers
    for cid in customers:
        assert sum(ct.is_primary for ct in crm.contacts if ct.customer_id == cid) == 1
    for ld in crm.leads:
        assert ld.owner_id in employees
        assert ld.converted_customer_id is None or ld.converted_customer_id in customers
    for o in crm.opportunities:
        assert o.customer_id in customers and o.owner_id in employees
        assert o.probability == STAGE_PROBABILITY[o.stage]
        assert o.contact_id is None or contacts[o.contact_id].customer_id == o.customer_id
        assert (o.closed_on is None) == o.is_open
    for a in crm.activities:
        assert a.customer_id in customers
        assert a.assignee_id in employees and a.created_by in employees
        assert a.opportunity_id is None or opps[a.opportunity_id].customer_id == a.customer_id
        assert a.contact_id is None or contacts[a.contact_id].customer_id == a.customer_id
    stages = {o.stage for o in crm.opportunities}
    assert stages == set(OpportunityStage)


# -- reads ----------------------------------------------------------------------------------


def test_search_customer_near_duplicates(world):
    out = ok(world, "crm_search_customer", {"query": "An Phát"})
    ids = [c["id"] for c in out["customers"]]
    assert {"KH00001", "KH00002", "KH00015"} <= set(ids)
    assert out["customers"][0]["owner_name"] == "Hoàng Văn Nam"
    out = ok(world, "crm_search_customer", {"query": "hoang gia phat"})
    assert [c["id"] for c in out["customers"]] == ["KH00004"]


def test_search_customer_by_tax_domain_phone(world):
    out = ok(world, "crm_search_customer", {"query": "0101234567"})
    assert {c["id"] for c in out["customers"]} == {"KH00006", "KH00007"}
    out = ok(world, "crm_search_customer", {"query": "0101234567-001"})
    assert [c["id"] for c in out["customers"]] == ["KH00007"]
    out = ok(world, "crm_search_customer", {"query": "anphat.com.vn"})
    assert [c["id"] for c in out["customers"]] == ["KH00001"]
    out = ok(world, "crm_search_customer", {"query": "0913 552 781"})  # Đinh Tiến Dũng's phone
    assert [c["id"] for c in out["customers"]] == ["KH00001"]
    out = ok(world, "crm_search_customer", {"query": "+84 24 3776 1234"})
    assert [c["id"] for c in out["customers"]] == ["KH00001"]


def test_search_customer_filters(world):
    out = ok(world, "crm_search_customer", {"owner_id": "NV000017"})
    assert {c["id"] for c in out["customers"]} == {"KH00005", "KH00015"}
    assert all(c["owner_status"] == "Đã nghỉ việc" for c in out["customers"])
    out = ok(world, "crm_search_customer", {"province": "TP.HCM", "tier": "Mới"})
    assert {c["id"] for c in out["customers"]} == {"KH00008", "KH00011", "KH00013", "KH00018"}
    out = ok(world, "crm_search_customer", {"province": "Bình Dương"})
    assert "TP Hồ Chí Minh" in out["note"] and out["total"] >= 5
    out = ok(world, "crm_search_customer", {"status": "Ngừng giao dịch"})
    assert {c["id"] for c in out["customers"]} == {"KH00015", "KH00018"}
    refused(world, "crm_search_customer", {"province": "Atlantis"}, "invalid_arguments")
    refused(world, "crm_search_customer", {"owner_id": "KH00001"}, "not_found")
    refused(world, "crm_search_customer", {"page_size": 500}, "invalid_arguments")
    out = ok(world, "crm_search_customer", {"page": 99})
    assert out["customers"] == [] and out["total"] >= 18


def test_get_customer(world):
    out = ok(world, "crm_get_customer", {"customer_id": "KH00005"})
    assert out["owner"]["status"] == "Đã nghỉ việc"
    assert out["owner"]["manager"]["id"] == "NV000010"
    assert [o["id"] for o in out["open_opportunities"]] == ["CH00006"]
    assert out["open_opportunities"][0]["is_overdue"] is True
    assert out["contacts"][0]["is_primary"] is True
    out = ok(world, "crm_get_customer", {"customer_id": "KH00006"})
    assert [b["id"] for b in out["branches"]] == ["KH00007"]
    out = ok(world, "crm_get_customer", {"customer_id": "KH00007"})
    assert out["parent"]["id"] == "KH00006"
    refused(world, "crm_get_customer", {"customer_id": "NV000012"}, "not_found")
    refused(world, "crm_get_customer", {}, "invalid_arguments")


def test_list_contacts(world):
    out = ok(world, "crm_list_contacts", {"customer_id": "KH00001"})
    assert out["contacts"][0]["full_name"] == "Nguyễn Thị Thu Hà"
    assert "Đinh Tiến Dũng" in [c["full_name"] for c in out["contacts"]]
    out = ok(world, "crm_list_contacts", {"query": "Dũng"})
    assert [c["id"] for c in out["contacts"]] == ["LH00002"]  # not "Phạm Thị Dung"
    out = ok(world, "crm_list_contacts", {"query": "dung"})
    assert {c["id"] for c in out["contacts"]} == {"LH00002", "LH00005"}
    out = ok(world, "crm_list_contacts", {"query": "Trần Thị Phương"})
    assert out["contacts"][0]["customer_name"] == "Công ty Cổ phần Dược phẩm Bình Minh"
    refused(world, "crm_list_contacts", {}, "invalid_arguments")
    refused(world, "crm_list_contacts", {"customer_id": "KH09999"}, "not_found")


def test_search_opportunities(world):
    out = ok(world, "crm_search_opportunities", {"forecast": "Mở", "owner_id": "NV000012"})
    assert {o["id"] for o in out["opportunities"]} == {"CH00001", "CH00012"}
    assert out["total_amount_vnd"] == 480_000_000 + 1_200_000_000
    assert out["weighted_amount_vnd"] == 480_000_000 * 0.7 + 1_200_000_000 * 0.5
    out = ok(
        world,
        "crm_search_opportunities",
        {"close_from": "2026-04-16", "close_to": "2026-04-30", "forecast": "Mở"},
    )
    assert [o["id"] for o in out["opportunities"]] == ["CH00016", "CH00005", "CH00001"]
    out = ok(world, "crm_search_opportunities", {"stage": "Kết thúc thua"})
    assert all(o["forecast_type"] == "Thua" and o["lost_reason"] for o in out["opportunities"])
    refused(
        world,
        "crm_search_opportunities",
        {"close_from": "2026-05-01", "close_to": "2026-04-01"},
        "invalid_arguments",
    )
    refused(world, "crm_search_opportunities", {"stage": "Thắng"}, "invalid_arguments")


def test_list_activities(world):
    mine = ok(world, "crm_list_activities", {})  # current user NV000012
    assert {a["assignee_id"] for a in mine["activities"]} == {"NV000012"}
    assert mine["total"] == 3
    overdue = ok(world, "crm_list_activities", {"customer_id": "KH00005", "overdue_only": True})
    assert {a["id"] for a in overdue["activities"]} == {"HDG00007", "HDG00008"}
    out = ok(world, "crm_list_activities", {"opportunity_id": "CH00004", "status": "Hoàn thành"})
    assert [a["id"] for a in out["activities"]] == ["HDG00005"]
    refused(world, "crm_list_activities", {"opportunity_id": "KH00001"}, "not_found")


def test_search_leads(world):
    out = ok(world, "crm_search_leads", {"query": "Hoàng Văn Nam"})
    assert [ld["id"] for ld in out["leads"]] == ["TN00007"]
    out = ok(world, "crm_search_leads", {"status": "Đang chăm sóc", "owner_id": "NV000017"})
    assert [ld["owner_status"] for ld in out["leads"]] == ["Đã nghỉ việc"]
    out = ok(world, "crm_search_leads", {"source": "Hội thảo"})
    assert {ld["id"] for ld in out["leads"]} == {"TN00004", "TN00009"}
    refused(world, "crm_search_leads", {"source": "TikTok"}, "invalid_arguments")


# -- crm_create_activity ----------------------------------------------------------------------


def test_create_activity_task(world):
    out = ok(
        world,
        "crm_create_activity",
        {
            "kind": "Nhiệm vụ",
            "subject": "Gửi báo giá gói 50 user cho Hoàng Gia",
            "customer_id": "KH00003",
            "opportunity_id": "CH00004",
            "contact_id": "LH00008",
            "assignee_id": "NV000014",
            "due_date": "2026-04-20",
        },
    )
    assert out["id"] == "HDG00018" and out["status"] == "Chưa bắt đầu"
    assert out["created_by"] == "NV000012" and out["assignee_name"] == "Lê Quốc Khánh"
    assert world.crm.activities[-1].id == "HDG00018"


def test_create_activity_note_and_default_assignee(world):
    out = ok(
        world,
        "crm_create_activity",
        {"kind": "Ghi chú", "subject": "Khách hẹn gọi lại tuần sau", "customer_id": "KH00001"},
    )
    assert out["status"] == "Hoàn thành" and out["assignee_id"] == "NV000012"
    assert out["due_date"] is None


@pytest.mark.parametrize(
    ("args", "kind"),
    [
        ({"assignee_id": "NV000017"}, "refused"),  # former employee
        ({"assignee_id": "NV000999"}, "not_found"),
        ({"due_date": "2026-04-15"}, "invalid_arguments"),  # in the past
        ({"due_date": None}, "invalid_arguments"),  # a task needs a due date
        ({"due_date": "2099-01-01"}, "invalid_arguments"),
        ({"opportunity_id": "CH00005"}, "invalid_arguments"),  # Hoàng Gia Phát's opportunity
        ({"contact_id": "LH00011"}, "invalid_arguments"),  # Hoàng Gia Phát's contact
        ({"customer_id": "KH99999"}, "not_found"),
        ({"customer_id": ""}, "not_found"),
        ({"subject": "   "}, "invalid_arguments"),
        ({"kind": "Email"}, "invalid_arguments"),
    ],
)
def test_create_activity_refusals(world, args, kind):
    base = {
        "kind": "Nhiệm vụ",
        "subject": "Chuẩn bị hợp đồng",
        "customer_id": "KH00003",
        "due_date": "2026-04-20",
    }
    refused(world, "crm_create_activity", {**base, **args}, kind)


def test_create_note_with_due_date_refused(world):
    args = {"kind": "Ghi chú", "subject": "x", "customer_id": "KH00001", "due_date": "2026-04-20"}
    refused(world, "crm_create_activity", args, "invalid_arguments")


# -- crm_create_opportunity ---------------------------------------------------------------------


def test_create_opportunity(world):
    out = ok(
        world,
        "crm_create_opportunity",
        {
            "customer_id": "KH00003",
            "name": "Hoàng Gia – Gói HRM 50 user",
            "amount_vnd": 150_000_000,
            "expected_close_date": "2026-05-31",
            "contact_id": "LH00008",
            "owner_id": "NV000014",
        },
    )
    assert out["id"] == "CH00019" and out["stage"] == "Tiếp cận"
    assert out["probability"] == 10.0 and out["forecast_type"] == "Mở"
    assert out["owner_name"] == "Lê Quốc Khánh"
    # same name again → refused (no duplicates of an open opportunity)
    refused(
        world,
        "crm_create_opportunity",
        {
            "customer_id": "KH00003",
            "name": "hoàng gia – gói hrm 50 user",
            "amount_vnd": 1,
            "expected_close_date": "2026-05-31",
        },
        "refused",
    )


def test_create_opportunity_stage_sets_probability(world):
    out = ok(
        world,
        "crm_create_opportunity",
        {
            "customer_id": "KH00012",
            "name": "Hải Đăng – Phần mềm kế toán",
            "amount_vnd": 90_000_000,
            "expected_close_date": "2026-04-16",
            "stage": "Báo giá",
        },
    )
    assert out["probability"] == 70.0 and out["owner_id"] == "NV000012"


@pytest.mark.parametrize(
    ("args", "kind"),
    [
        ({"amount_vnd": 0}, "invalid_arguments"),
        ({"amount_vnd": -5}, "invalid_arguments"),
        ({"amount_vnd": 10**20}, "invalid_arguments"),
        ({"expected_close_date": "2026-04-01"}, "invalid_arguments"),
        ({"stage": "Kết thúc thắng"}, "invalid_arguments"),
        ({"customer_id": "KH00015"}, "refused"),  # Ngừng giao dịch
        ({"customer_id": "LH00001"}, "not_found"),
        ({"owner_id": "NV000017"}, "refused"),
        ({"contact_id": "LH00001"}, "invalid_arguments"),  # An Phát's contact, not Hải Đăng's
        ({"name": ""}, "invalid_arguments"),
        ({"amount_vnd": "nhiều"}, "invalid_arguments"),
    ],
)
def test_create_opportunity_refusals(world, args, kind):
    base = {
        "customer_id": "KH00012",
        "name": "Hải Đăng – Gói CRM",
        "amount_vnd": 100_000_000,
        "expected_close_date": "2026-06-30",
    }
    refused(world, "crm_create_opportunity", {**base, **args}, kind)


# -- crm_update_opportunity ---------------------------------------------------------------------


def test_update_opportunity_stage_and_amount(world):
    out = ok(
        world,
        "crm_update_opportunity",
        {"opportunity_id": "CH00001", "stage": "Đàm phán", "amount_vnd": 450_000_000},
    )
    assert out["probability"] == 90.0 and out["amount_vnd"] == 450_000_000
    assert out["changed"]["stage"] == {"before": "Báo giá", "after": "Đàm phán"}
    opp = next(o for o in world.crm.opportunities if o.id == "CH00001")
    assert opp.stage is OpportunityStage.NEGOTIATION and opp.modified_by == "NV000012"


def test_update_opportunity_win_and_lose(world):
    out = ok(
        world, "crm_update_opportunity", {"opportunity_id": "CH00005", "stage": "Kết thúc thắng"}
    )
    assert out["forecast_type"] == "Thắng" and out["closed_on"] == "2026-04-16"
    assert out["probability"] == 100.0
    out = ok(
        world,
        "crm_update_opportunity",
        {"opportunity_id": "CH00016", "stage": "Kết thúc thua", "lost_reason": "Chưa có ngân sách"},
    )
    assert out["forecast_type"] == "Thua" and out["probability"] == 0.0
    assert forecast_type(OpportunityStage.LOST).value == "Thua"
    # closed opportunities are frozen
    refused(
        world, "crm_update_opportunity", {"opportunity_id": "CH00005", "amount_vnd": 1}, "refused"
    )


@pytest.mark.parametrize(
    ("args", "kind"),
    [
        ({"opportunity_id": "CH00002", "stage": "Đàm phán"}, "refused"),  # already won
        ({"opportunity_id": "CH00010", "expected_close_date": "2026-05-01"}, "refused"),  # lost
        ({"opportunity_id": "CH00001", "stage": "Kết thúc thua"}, "invalid_arguments"),
        ({"opportunity_id": "CH00001", "lost_reason": "Giá cao"}, "invalid_arguments"),
        (
            {"opportunity_id": "CH00001", "stage": "Đàm phán", "lost_reason": "Giá cao"},
            "invalid_arguments",
        ),
        ({"opportunity_id": "CH00001", "amount_vnd": 0}, "invalid_arguments"),
        ({"opportunity_id": "CH00001", "expected_close_date": "2026-04-15"}, "invalid_arguments"),
        ({"opportunity_id": "CH00001"}, "invalid_arguments"),
        ({"opportunity_id": "KH00001", "stage": "Đàm phán"}, "not_found"),
    ],
)
def test_update_opportunity_refusals(world, args, kind):
    refused(world, "crm_update_opportunity", args, kind)


# -- crm_transfer_owner -------------------------------------------------------------------------


def test_transfer_owner_of_former_employee(world):
    out = ok(world, "crm_transfer_owner", {"customer_id": "KH00005", "new_owner_id": "NV000014"})
    assert out["old_owner"]["id"] == "NV000017" and out["new_owner"]["id"] == "NV000014"
    assert out["transferred_opportunity_ids"] == ["CH00006"]  # the won CH00007 stays
    assert out["transferred_activity_ids"] == ["HDG00007", "HDG00008"]
    crm = world.crm
    assert next(c for c in crm.customers if c.id == "KH00005").owner_id == "NV000014"
    owners = {o.id: o.owner_id for o in crm.opportunities}
    assert owners["CH00006"] == "NV000014" and owners["CH00007"] == "NV000017"
    assert {a.assignee_id for a in crm.activities if a.id in ("HDG00007", "HDG00008")} == {
        "NV000014"
    }


def test_transfer_owner_customer_only(world):
    out = ok(
        world,
        "crm_transfer_owner",
        {
            "customer_id": "KH00001",
            "new_owner_id": "NV000013",
            "include_open_opportunities": False,
            "include_open_activities": False,
        },
    )
    assert out["transferred_opportunity_ids"] == [] and out["transferred_activity_ids"] == []
    assert next(o for o in world.crm.opportunities if o.id == "CH00001").owner_id == "NV000012"


@pytest.mark.parametrize(
    ("args", "kind"),
    [
        ({"customer_id": "KH00001", "new_owner_id": "NV000017"}, "refused"),  # left
        ({"customer_id": "KH00001", "new_owner_id": "NV000012"}, "refused"),  # already owner
        ({"customer_id": "KH00001", "new_owner_id": "KH00002"}, "not_found"),
        ({"customer_id": "KH00099", "new_owner_id": "NV000013"}, "not_found"),
        ({"customer_id": "KH00001"}, "invalid_arguments"),
    ],
)
def test_transfer_owner_refusals(world, args, kind):
    refused(world, "crm_transfer_owner", args, kind)


# -- crm_update_customer ------------------------------------------------------------------------


def test_update_customer(world):
    out = ok(
        world,
        "crm_update_customer",
        {
            "customer_id": "KH00002",
            "phone": "+84 912.345.678",
            "email": "KeToan@AnPhatHung.vn",
            "address": "5 Tràng Tiền, phường Hoàn Kiếm, TP Hà Nội",
            "tier": "VIP",
            "payment_term_days": 45,
            "credit_limit_vnd": 0,
        },
    )
    assert out["phone"] == "0912345678" and out["email"] == "ketoan@anphathung.vn"
    assert out["province"] == "Hà Nội" and out["tier"] == "VIP"
    assert out["changed"]["payment_term_days"] == {"before": 30, "after": 45}
    assert "province" not in out["changed"]
    c = next(c for c in world.crm.customers if c.id == "KH00002")
    assert c.credit_limit_vnd == 0 and c.modified_on is not None


def test_update_customer_address_moves_province(world):
    out = ok(
        world,
        "crm_update_customer",
        {"customer_id": "KH00016", "address": "25 Nguyễn Huệ, phường Sài Gòn, TP Hồ Chí Minh"},
    )
    assert out["province"] == "TP Hồ Chí Minh"
    out = ok(world, "crm_update_customer", {"customer_id": "KH00016", "phone": "028 3822 1234"})
    assert out["phone"] == "02838221234"


@pytest.mark.parametrize(
    "args",
    [
        {"phone": "0912 345 67"},  # 9 digits
        {"phone": "0123456789"},  # not a mobile prefix
        {"phone": "09123456789"},  # 11 digits mobile
        {"phone": "gọi Zalo"},
        {"phone": ""},
        {"email": "ketoan@anphathung"},
        {"email": "ke toan@anphathung.vn"},
        {"address": "12 Lê Lợi, Quận 1, TP Hồ Chí Minh"},  # old district level
        {"address": "Số 5 Đại lộ Bình Dương, phường Thủ Dầu Một, Bình Dương"},  # old province
        {"address": "  "},
        {"province": "Bình Dương"},
        {"province": "Gotham"},
        {"address": "5 Tràng Tiền, phường Hoàn Kiếm, TP Hà Nội", "province": "Đà Nẵng"},
        {"payment_term_days": -1},
        {"payment_term_days": 400},
        {"credit_limit_vnd": -1_000_000},
        {"tier": "Bạch kim"},
        {},
    ],
)
def test_update_customer_refusals(world, args):
    refused(world, "crm_update_customer", {"customer_id": "KH00002", **args}, "invalid_arguments")


def test_update_customer_unknown(world):
    refused(world, "crm_update_customer", {"customer_id": "KH00000", "tier": "VIP"}, "not_found")


# -- noise ----------------------------------------------------------------------------------------


@pytest.mark.parametrize("table", sorted(NOISE))
def test_noise_generators(world, table):
    rng = random.Random(7)
    existing = {r.id for r in world.table(table)}
    recs = NOISE[table](world, rng, 25)
    assert len(recs) == 25
    ids = [r.id for r in recs]
    assert len(set(ids)) == 25 and not set(ids) & existing
    # a second batch added after the first does not collide either
    world.table(table).extend(recs)
    more = NOISE[table](world, random.Random(8), 5)
    assert len(more) == 5 and not {r.id for r in more} & {r.id for r in world.table(table)}
    employees = {e.id for e in world.hr.employees}
    customers = {c.id for c in world.crm.customers}
    for r in recs:
        for field in ("owner_id", "assignee_id"):
            if hasattr(r, field):
                assert getattr(r, field) in employees
        if hasattr(r, "customer_id"):
            assert r.customer_id in customers


def test_noise_is_deterministic(world):
    a = NOISE["crm.customers"](world, random.Random(3), 10)
    b = NOISE["crm.customers"](base_company(), random.Random(3), 10)
    assert a == b
    assert all(r.id.startswith("KH009") for r in a)
    names = {c.name for c in world.crm.customers}
    assert not {r.name for r in a} & names
