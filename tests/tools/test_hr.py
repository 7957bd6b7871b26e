"""HR tools: each tool's behaviour and each business rule (a refused call changes nothing)."""

from __future__ import annotations

import datetime as dt
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from avabench.domains.base import base_company, merge
from avabench.tools import call_tool, registry
from avabench.world import WorldState
from avabench.world.hr import LeaveRequest, LeaveType, RequestStatus

HR_TOOLS = {
    "hrm_search_employee": False,
    "hrm_get_employee": False,
    "hrm_list_departments": False,
    "hrm_update_employee_info": True,
    "timesheet_get_leave_balance": False,
    "timesheet_list_leave_requests": False,
    "timesheet_create_leave_request": True,
    "timesheet_approve_leave_request": True,
    "timesheet_reject_leave_request": True,
    "timesheet_cancel_leave_request": True,
    "timesheet_list_overtime": False,
    "timesheet_register_overtime": True,
    "timesheet_list_shifts": False,
    "timesheet_request_shift_change": True,
}


def world_as(user: str = "NV000012") -> WorldState:
    w = base_company()
    w.context = w.context.model_copy(update={"current_user_id": user})
    return w


def call(w: WorldState, name: str, **args: Any) -> Any:
    res = call_tool(w, name, args)
    assert res.ok, res.error
    return res.output


def refused(w: WorldState, name: str, kind: str = "refused", **args: Any) -> str:
    """Call a tool that must fail with ``kind`` and leave the world unchanged."""
    before = w.model_dump()
    res = call_tool(w, name, args)
    assert not res.ok and res.error_kind == kind, (res.error_kind, res.error, res.output)
    assert w.model_dump() == before
    return res.error or ""


def request(w: WorldState, rid: str) -> LeaveRequest:
    return next(r for r in w.hr.leave_requests if r.id == rid)


def pending_of(w: WorldState, employee_id: str) -> LeaveRequest:
    return next(
        r
        for r in w.hr.leave_requests
        if r.employee_id == employee_id and r.status is RequestStatus.PENDING
    )


def balance(w: WorldState, employee_id: str) -> tuple[float, float]:
    b = next(b for b in w.hr.leave_balances if b.employee_id == employee_id)
    return b.used_days, b.pending_days


def test_inventory() -> None:
    reg = registry()
    mine = {n: s.writes for n, s in reg.items() if s.subsystem == "hr"}
    assert mine == HR_TOOLS


# -- employees ---------------------------------------------------------------------------


def test_search_employee_namesakes_and_former() -> None:
    w = world_as()
    out = call(w, "hrm_search_employee", query="tuan")
    assert {e["id"] for e in out["employees"]} == {"NV000010", "NV000051"}
    assert call(w, "hrm_search_employee", query="Tuấn", department="Công nghệ")["total"] == 1
    assert call(w, "hrm_search_employee", query="Sơn")["total"] == 0
    out = call(w, "hrm_search_employee", query="Sơn", include_former=True)
    assert out["employees"][0]["status"] == "Đã nghỉ việc"
    refused(w, "hrm_search_employee", "invalid_arguments", page_size=500)


def test_get_employee_profile() -> None:
    w = world_as()
    out = call(w, "hrm_get_employee", employee_id="NV000052")
    assert out["department_name"] == "Phòng Công nghệ"
    assert out["manager_name"] == "Lê Anh Tuấn"
    assert out["contract"]["type"] == "HĐLĐ không xác định thời hạn"
    boss = call(w, "hrm_get_employee", employee_id="NV000051")
    assert {r["id"] for r in boss["direct_reports"]} == {
        "NV000052",
        "NV000053",
        "NV000059",
        "NV000085",
    }
    assert call(w, "hrm_get_employee", employee_id="NV000044")["contract"]["days_to_end"] == 49
    refused(w, "hrm_get_employee", "not_found", employee_id="KH00001")
    refused(w, "hrm_get_employee", "not_found", employee_id="")


def test_list_departments() -> None:
    w = world_as()
    out = call(w, "hrm_list_departments")
    kd = next(d for d in out["departments"] if d["id"] == "PB-KD")
    assert kd["manager_name"] == "Nguyễn Minh Tuấn"
    assert kd["headcount"] == 7  # Đỗ Thanh Sơn has left
    assert call(w, "hrm_list_departments", branch="Đà Nẵng")["total"] == 1
    assert call(w, "hrm_list_departments", query="ke toan")["departments"][0]["id"] == "PB-KT"


def test_update_own_contact_fields() -> None:
    w = world_as("NV000012")
    out = call(w, "hrm_update_employee_info", field="phone", value="+84 912.345.678")
    assert out["new_value"] == "0912345678"
    out = call(w, "hrm_update_employee_info", field="email cá nhân", value="Nam.HV@Gmail.com")
    emp = next(e for e in w.hr.employees if e.id == "NV000012")
    assert emp.phone == "0912345678" and emp.personal_email == "nam.hv@gmail.com"


def test_update_employee_info_rules() -> None:
    w = world_as("NV000012")
    refused(w, "hrm_update_employee_info", field="title", value="Trưởng phòng")
    refused(w, "hrm_update_employee_info", field="department_id", value="PB-KT")
    refused(
        w, "hrm_update_employee_info", field="phone", value="0988000111", employee_id="NV000013"
    )
    refused(w, "hrm_update_employee_info", "invalid_arguments", field="phone", value="12345")
    refused(
        w,
        "hrm_update_employee_info",
        "invalid_arguments",
        field="personal_email",
        value="nam@minhlong.vn",
    )
    refused(
        w,
        "hrm_update_employee_info",
        "invalid_arguments",
        field="personal_email",
        value="không-phải-email",
    )
    refused(w, "hrm_update_employee_info", "invalid_arguments", field="", value="x")
    # Số của đồng nghiệp khác
    refused(w, "hrm_update_employee_info", field="phone", value="0912 456 789")
    # HR may update anyone's contact fields, but still only those.
    hr = world_as("NV000041")
    call(
        hr, "hrm_update_employee_info", field="phone", value="0988 000 111", employee_id="NV000013"
    )
    assert next(e for e in hr.hr.employees if e.id == "NV000013").phone == "0988000111"
    refused(
        hr, "hrm_update_employee_info", field="title", value="Trưởng nhóm", employee_id="NV000013"
    )


# -- leave -------------------------------------------------------------------------------


def test_leave_balance() -> None:
    w = world_as("NV000012")
    out = call(w, "timesheet_get_leave_balance")
    assert out["remaining_days"] == 3 and out["entitled_days"] == 13
    refused(w, "timesheet_get_leave_balance", "invalid_arguments", year=2031)


def test_list_leave_requests_to_approve_and_roles() -> None:
    w = world_as("NV000010")
    out = call(w, "timesheet_list_leave_requests", approver_id="NV000010", status="Chờ duyệt")
    assert {r["employee_id"] for r in out["requests"]} == {"NV000011", "NV000013", "NV000020"}
    assert all(r["my_roles"] == ["người duyệt"] for r in out["requests"])
    pending = call(w, "timesheet_list_leave_requests", status="Chờ duyệt", page_size=50)
    roles = {r["employee_id"]: r["my_roles"] for r in pending["requests"]}
    assert roles["NV000072"] == ["người liên quan"]
    assert roles["NV000002"] == ["người thay thế"]
    assert roles["NV000010"] == ["người lập"]
    assert roles["NV000014"] == []  # his department, approved by NV000011
    assert "NV000052" not in roles  # other department, no role: not visible
    assert pending["total"] == 7


def test_list_leave_requests_filters() -> None:
    w = world_as("NV000040")  # HR sees everyone
    out = call(
        w,
        "timesheet_list_leave_requests",
        from_date="2026-04-27",
        to_date="2026-04-27",
        page_size=50,
    )
    assert [r["employee_id"] for r in out["requests"]] == ["NV000013", "NV000086"]  # + thai sản
    out = call(w, "timesheet_list_leave_requests", leave_type="TS")
    assert out["requests"][0]["employee_name"] == "Đoàn Thị Ngọc Anh"
    page2 = call(w, "timesheet_list_leave_requests", page=2, page_size=5)
    assert len(page2["requests"]) == 5 and page2["total"] == len(w.hr.leave_requests)
    assert call(w, "timesheet_list_leave_requests", page=10**6)["requests"] == []
    refused(
        w,
        "timesheet_list_leave_requests",
        "invalid_arguments",
        from_date="2026-05-01",
        to_date="2026-04-01",
    )
    refused(w, "timesheet_list_leave_requests", "invalid_arguments", status="pending")
    refused(w, "timesheet_list_leave_requests", "not_found", employee_id="NV999999")
    mine = call(world_as("NV000012"), "timesheet_list_leave_requests", employee_id="NV000052")
    assert mine["requests"] == [] and "note" in mine


def test_approve_moves_pending_to_used() -> None:
    w = world_as("NV000010")
    r = pending_of(w, "NV000011")
    used, pend = balance(w, "NV000011")
    out = call(w, "timesheet_approve_leave_request", request_id=r.id, note="Ok em")
    assert out["status"] == "Đã duyệt" and out["decided_by"] == "NV000010"
    assert balance(w, "NV000011") == (used + 1, pend - 1)
    after = request(w, r.id)
    assert after.status is RequestStatus.APPROVED and after.decided_on == w.context.today
    refused(w, "timesheet_approve_leave_request", request_id=r.id)  # no longer pending


def test_approve_only_by_approver() -> None:
    w = world_as("NV000010")
    for emp in (
        "NV000072",
        "NV000002",
        "NV000010",
        "NV000014",
    ):  # related, substitute, own, not his
        err = refused(w, "timesheet_approve_leave_request", request_id=pending_of(w, emp).id)
        assert "người duyệt" in err
    refused(w, "timesheet_approve_leave_request", "not_found", request_id="DN-2026-9999")
    refused(w, "timesheet_approve_leave_request", "not_found", request_id="")
    decided = next(r for r in w.hr.leave_requests if r.status is RequestStatus.REJECTED)
    refused(world_as(decided.approver_id), "timesheet_approve_leave_request", request_id=decided.id)


def test_approve_refuses_more_than_the_balance() -> None:
    w = world_as("NV000010")
    big = pending_of(w, "NV000011").model_copy(
        update={
            "id": "DN-2026-0800",
            "start_date": dt.date(2026, 5, 11),
            "end_date": dt.date(2026, 5, 15),
            "days": 5.0,
        }
    )
    merge(w, big)  # a task-made request the ledger does not know yet: 4 days left, 5 asked
    err = refused(w, "timesheet_approve_leave_request", request_id="DN-2026-0800")
    assert "còn 4 ngày" in err
    call(w, "timesheet_reject_leave_request", request_id="DN-2026-0800", reason="Không đủ phép")
    assert balance(w, "NV000011") == (0, 1)


def test_reject_needs_reason_and_releases_pending() -> None:
    w = world_as("NV000010")
    r = pending_of(w, "NV000013")
    refused(w, "timesheet_reject_leave_request", "invalid_arguments", request_id=r.id, reason="  ")
    used, pend = balance(w, "NV000013")
    out = call(w, "timesheet_reject_leave_request", request_id=r.id, reason="Trùng lịch hội thảo")
    assert out["status"] == "Từ chối" and out["decision_note"] == "Trùng lịch hội thảo"
    assert balance(w, "NV000013") == (used, pend - 2)
    refused(
        world_as("NV000011"),
        "timesheet_reject_leave_request",
        request_id=pending_of(w, "NV000020").id,
        reason="x",
    )


def test_cancel_own_pending_only() -> None:
    w = world_as("NV000010")
    own = pending_of(w, "NV000010")
    refused(w, "timesheet_cancel_leave_request", request_id=pending_of(w, "NV000011").id)
    used, pend = balance(w, "NV000010")
    out = call(w, "timesheet_cancel_leave_request", request_id=own.id, reason="Đổi lịch")
    assert out["status"] == "Đã huỷ" and balance(w, "NV000010") == (used, pend - 2)
    refused(w, "timesheet_cancel_leave_request", request_id=own.id)
    approved = next(
        r
        for r in w.hr.leave_requests
        if r.status is RequestStatus.APPROVED and r.start_date > w.context.today
    )
    err = refused(
        world_as(approved.employee_id), "timesheet_cancel_leave_request", request_id=approved.id
    )
    assert "đã được duyệt" in err


def test_create_leave_split_annual_and_unpaid() -> None:
    """Domain brief task 9: 3 days of phép năm left → 3 P + 2 KL."""
    w = world_as("NV000012")
    args = {"reason": "Về quê", "start_date": "2026-04-20"}
    err = refused(
        w, "timesheet_create_leave_request", leave_type="P", end_date="2026-04-24", **args
    )
    assert "3 ngày" in err
    p = call(w, "timesheet_create_leave_request", leave_type="P", end_date="2026-04-22", **args)
    kl = call(
        w,
        "timesheet_create_leave_request",
        leave_type="KL",
        start_date="2026-04-23",
        end_date="2026-04-24",
        reason="Về quê",
    )
    assert (p["days"], kl["days"]) == (3, 2)
    assert p["approver_id"] == kl["approver_id"] == "NV000010" and p["status"] == "Chờ duyệt"
    assert balance(w, "NV000012") == (2, 3)
    # overlaps the new request
    refused(
        w,
        "timesheet_create_leave_request",
        leave_type="KL",
        start_date="2026-04-22",
        end_date="2026-04-22",
        reason="x",
    )


def test_create_leave_rules() -> None:
    w = world_as("NV000012")
    base = {"reason": "Việc riêng"}
    # weekend + holiday only
    refused(
        w,
        "timesheet_create_leave_request",
        leave_type="KL",
        start_date="2026-04-25",
        end_date="2026-04-27",
        **base,
    )
    # counts working days only: Fri 24/4 .. Tue 28/4 = 2 days (27/4 is a holiday)
    out = call(
        w,
        "timesheet_create_leave_request",
        leave_type="P",
        start_date="2026-04-24",
        end_date="2026-04-28",
        **base,
    )
    assert out["days"] == 2
    # marriage: paid 3 days max (Đ115); Thu 7/5 .. Tue 12/5 = 4 working days
    refused(
        w,
        "timesheet_create_leave_request",
        leave_type="VR-C",
        start_date="2026-05-07",
        end_date="2026-05-12",
        **base,
    )
    call(
        w,
        "timesheet_create_leave_request",
        leave_type="VR-C",
        start_date="2026-05-07",
        end_date="2026-05-08",
        **base,
    )
    # compensatory leave needs approved overtime hours
    refused(
        w,
        "timesheet_create_leave_request",
        leave_type="NB",
        start_date="2026-05-13",
        end_date="2026-05-13",
        **base,
    )
    # half day only for one-day requests
    refused(
        w,
        "timesheet_create_leave_request",
        "invalid_arguments",
        leave_type="KL",
        start_date="2026-05-13",
        end_date="2026-05-14",
        session="Buổi sáng",
        **base,
    )
    refused(
        w,
        "timesheet_create_leave_request",
        "invalid_arguments",
        leave_type="KL",
        start_date="2026-05-14",
        end_date="2026-05-13",
        **base,
    )
    refused(
        w,
        "timesheet_create_leave_request",
        "invalid_arguments",
        leave_type="KL",
        start_date="2025-01-06",
        end_date="2025-01-06",
        **base,
    )
    refused(
        w,
        "timesheet_create_leave_request",
        "invalid_arguments",
        leave_type="KL",
        start_date="9999-12-31",
        end_date="9999-12-31",
        **base,
    )
    refused(
        w,
        "timesheet_create_leave_request",
        "invalid_arguments",
        leave_type="KL",
        start_date="2026-05-13",
        end_date="2026-05-13",
        reason=" ",
    )
    refused(
        w,
        "timesheet_create_leave_request",
        "not_found",
        leave_type="KL",
        start_date="2026-05-13",
        end_date="2026-05-13",
        substitute_id="NV000999",
        **base,
    )
    refused(
        w,
        "timesheet_create_leave_request",
        "invalid_arguments",
        leave_type="KL",
        start_date="2026-05-13",
        end_date="2026-05-13",
        substitute_id="NV000012",
        **base,
    )
    # not for a colleague who does not report to you
    refused(
        w,
        "timesheet_create_leave_request",
        leave_type="KL",
        start_date="2026-05-13",
        end_date="2026-05-13",
        employee_id="NV000013",
        **base,
    )


def test_create_leave_half_days_and_compensatory() -> None:
    w = world_as("NV000052")
    # afternoon of 17/4 already requested as nghỉ bù: the morning is free
    out = call(
        w,
        "timesheet_create_leave_request",
        leave_type="P",
        start_date="2026-04-17",
        end_date="2026-04-17",
        session="Buổi sáng",
        reason="Việc riêng",
    )
    assert out["days"] == 0.5
    out = call(
        w,
        "timesheet_create_leave_request",
        leave_type="NB",
        start_date="2026-04-20",
        end_date="2026-04-21",
        reason="Nghỉ bù",
    )
    assert out["leave_type"] == "NB" and out["days"] == 2


# -- overtime ----------------------------------------------------------------------------


def test_list_overtime_team_totals() -> None:
    w = world_as("NV000051")
    out = call(w, "timesheet_list_overtime", manager_id="NV000051", page_size=50)
    totals = {t["employee_id"]: t for t in out["monthly_totals"]}
    assert set(totals) == {"NV000052", "NV000053", "NV000059", "NV000085"}
    assert totals["NV000052"]["approved_hours"] == 38
    assert totals["NV000053"]["total_hours"] == 36 and totals["NV000053"]["pending_hours"] == 4
    assert totals["NV000052"]["remaining_hours_this_month"] == 2
    assert out["total"] == len(out["requests"]) == 25
    march = call(w, "timesheet_list_overtime", employee_id="NV000052", month=3, status="Đã duyệt")
    assert march["monthly_totals"][0]["approved_hours"] == 32
    refused(w, "timesheet_list_overtime", "invalid_arguments", month=13)
    refused(w, "timesheet_list_overtime", "invalid_arguments", year=-5)
    # a regular employee does not see colleagues' overtime
    other = call(world_as("NV000012"), "timesheet_list_overtime", employee_id="NV000052")
    assert other["requests"] == [] and other["monthly_totals"] == []


def test_register_overtime_for_team_respects_monthly_cap() -> None:
    """Domain brief task 12: 4 h tonight for the team; Hùng (38 h) would exceed 40 h."""
    w = world_as("NV000051")
    args = {
        "date": "2026-04-16",
        "start_time": "18:00",
        "end_time": "22:00",
        "reason": "Triển khai",
    }
    err = refused(w, "timesheet_register_overtime", employee_id="NV000052", **args)
    assert "38" in err and "40" in err
    for e in ("NV000053", "NV000059", "NV000085"):
        out = call(w, "timesheet_register_overtime", employee_id=e, **args)
        assert (
            out["status"] == "Chờ duyệt" and out["approver_id"] == "NV000051" and out["hours"] == 4
        )
    totals = call(w, "timesheet_list_overtime", manager_id="NV000051")["monthly_totals"]
    assert next(t for t in totals if t["employee_id"] == "NV000053")["total_hours"] == 40
    # the same slot twice overlaps
    refused(w, "timesheet_register_overtime", employee_id="NV000059", **args)


def test_register_overtime_rules() -> None:
    w = world_as("NV000012")
    ok = {"reason": "Chuẩn bị hồ sơ thầu"}
    refused(
        w,
        "timesheet_register_overtime",
        "invalid_arguments",
        date="2026-04-20",
        start_time="21:00",
        end_time="18:00",
        **ok,
    )
    refused(
        w,
        "timesheet_register_overtime",
        "invalid_arguments",
        date="2026-04-15",
        start_time="18:00",
        end_time="20:00",
        **ok,
    )
    refused(
        w,
        "timesheet_register_overtime",
        "invalid_arguments",
        date="2026-04-16",
        start_time="06:00",
        end_time="08:00",
        **ok,
    )
    refused(
        w,
        "timesheet_register_overtime",
        "invalid_arguments",
        date="2026-04-20",
        start_time="18:00",
        end_time="18:10",
        **ok,
    )
    refused(
        w,
        "timesheet_register_overtime",
        "invalid_arguments",
        date="2026-04-20",
        start_time="18:00",
        end_time="20:00",
        reason="",
    )
    refused(
        w,
        "timesheet_register_overtime",
        date="2026-04-20",
        start_time="16:00",
        end_time="19:00",
        **ok,
    )  # in shift
    refused(
        w,
        "timesheet_register_overtime",
        date="2026-04-20",
        start_time="17:30",
        end_time="22:30",
        **ok,
    )  # > 4 h/day
    refused(
        w,
        "timesheet_register_overtime",
        date="2026-04-20",
        start_time="18:00",
        end_time="20:00",
        employee_id="NV000013",
        **ok,
    )
    refused(
        w,
        "timesheet_register_overtime",
        "not_found",
        date="2026-04-20",
        start_time="18:00",
        end_time="20:00",
        employee_id="NV000999",
        **ok,
    )
    # a Saturday may take up to 12 h and is not bound by the shift
    out = call(
        w,
        "timesheet_register_overtime",
        date="2026-04-18",
        start_time="08:00",
        end_time="17:00",
        **ok,
    )
    assert out["hours"] == 9 and out["approver_id"] == "NV000010"


def test_register_overtime_year_cap() -> None:
    w = world_as("NV000012")
    history = [
        w.hr.overtime_requests[0].model_copy(
            update={
                "id": f"LT-2026-{800 + m}",
                "employee_id": "NV000012",
                "date": dt.date(2026, m, 2),
                "hours": 40.0,
                "approver_id": "NV000010",
                "status": RequestStatus.APPROVED,
            }
        )
        for m in (1, 2, 3, 4)
    ] + [
        w.hr.overtime_requests[0].model_copy(
            update={
                "id": "LT-2026-0805",
                "employee_id": "NV000012",
                "date": dt.date(2026, 5, 4),
                "hours": 38.0,
                "approver_id": "NV000010",
                "status": RequestStatus.APPROVED,
            }
        )
    ]
    merge(w, *history)
    err = refused(
        w,
        "timesheet_register_overtime",
        date="2026-06-01",
        start_time="18:00",
        end_time="21:00",
        reason="x",
    )
    assert "200" in err
    call(
        w,
        "timesheet_register_overtime",
        date="2026-06-01",
        start_time="18:00",
        end_time="20:00",
        reason="x",
    )


# -- shifts ------------------------------------------------------------------------------


def test_list_shifts() -> None:
    out = call(world_as(), "timesheet_list_shifts")
    assert {s["id"] for s in out["shifts"]} == {"CA-HC", "CA-S", "CA-C"}
    assert call(world_as(), "timesheet_list_shifts", query="chieu")["shifts"][0]["id"] == "CA-C"


def test_request_shift_change() -> None:
    w = world_as("NV000083")  # CSKH, ca sáng
    out = call(
        w,
        "timesheet_request_shift_change",
        date="2026-04-21",
        to_shift_id="CA-C",
        reason="Đi khám bệnh",
    )
    assert out["from_shift_id"] == "CA-S" and out["approver_id"] == "NV000080"
    assert out["status"] == "Chờ duyệt"
    refused(
        w, "timesheet_request_shift_change", date="2026-04-21", to_shift_id="CA-HC", reason="x"
    )  # pending
    refused(
        w, "timesheet_request_shift_change", date="2026-04-23", to_shift_id="CA-S", reason="x"
    )  # same
    refused(
        w, "timesheet_request_shift_change", date="2026-04-25", to_shift_id="CA-C", reason="x"
    )  # Saturday
    refused(
        w,
        "timesheet_request_shift_change",
        "not_found",
        date="2026-04-23",
        to_shift_id="CA-X",
        reason="x",
    )
    refused(
        w,
        "timesheet_request_shift_change",
        "invalid_arguments",
        date="2026-04-10",
        to_shift_id="CA-C",
        reason="x",
    )
    refused(
        w,
        "timesheet_request_shift_change",
        date="2026-04-23",
        to_shift_id="CA-C",
        reason="x",
        employee_id="NV000082",
    )
    # the manager may request it for a direct report
    mgr = world_as("NV000080")
    call(
        mgr,
        "timesheet_request_shift_change",
        date="2026-04-23",
        to_shift_id="CA-S",
        reason="Điều phối",
        employee_id="NV000084",
    )


# -- robustness --------------------------------------------------------------------------

_TEXT = st.one_of(
    st.sampled_from(
        ["", " ", "NV000010", "NV000052", "KH00001", "DN-2026-0057", "CA-S", "phone", "P"]
    ),
    st.text(max_size=12),
)
_VALUE = st.one_of(
    _TEXT,
    st.integers(min_value=-(10**12), max_value=10**12),
    st.booleans(),
    st.none(),
    st.dates().map(dt.date.isoformat),
    st.times().map(dt.time.isoformat),
    st.lists(_TEXT, max_size=3),
)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    name=st.sampled_from(sorted(HR_TOOLS)),
    user=st.sampled_from(["NV000010", "NV000012", "NV000041", "NV000051", "NV000017", "XX"]),
    data=st.data(),
)
def test_fuzz_only_tool_errors(name: str, user: str, data: st.DataObject) -> None:
    spec = registry()[name]
    fields = list(spec.args_model.model_fields)
    args = data.draw(st.dictionaries(st.sampled_from(fields), _VALUE, max_size=len(fields)))
    w = world_as(user)
    before = w.hr.model_dump()
    res = call_tool(w, name, args)  # any non-ToolError exception fails the test
    if not res.ok:
        assert w.hr.model_dump() == before


def test_all_leave_types_labelled() -> None:
    w = world_as("NV000040")
    out = call(w, "timesheet_list_leave_requests", page_size=50)
    assert all(r["leave_type_label"] for r in out["requests"])
    assert {t.value for t in LeaveType} >= {r["leave_type"] for r in out["requests"]}
