"""Every validator check rejects a task broken in exactly that way (and accepts the good pack)."""

from __future__ import annotations

import datetime as dt
import sys
import types

import pytest

from avabench.domains.base import base_company, merge
from avabench.loader import Suite, load_module, load_suite
from avabench.task import Task, TaskSet, call, exists, mail_sent, not_exists, reply_has, script
from avabench.validate import validate, world_round_trip_error
from avabench.world import WorldState
from avabench.world.hr import LeaveRequest, LeaveType
from avabench.world.state import SUBSYSTEMS


def _task(**over) -> Task:
    base = dict(
        id="fixture.t",
        domain="hr",
        tier="basic",
        prompt="Em còn bao nhiêu ngày phép?",
        note="test task",
        world=base_company(),
        assertions=[reply_has("states 3", 3)],
    )
    base.update(over)
    return Task(**base)


def _suite(task: Task, oracle=None, anti=None) -> Suite:
    return Suite(
        tasks=[task],
        oracles={task.id: oracle or script(call("timesheet_get_leave_balance"), reply="3 ngày")},
        anti_oracles={task.id: anti} if anti else {},
    )


def _messages(suite: Suite) -> list[str]:
    return [str(p) for p in validate(suite)]


def test_good_pack_is_clean():
    suite = load_suite("fixtures.pack_good", include_builtin=False)
    assert validate(suite) == []


def test_unregistered_tool_in_oracle():
    msgs = _messages(_suite(_task(), oracle=script(call("timesheet_get_balance"), reply="3")))
    assert any("unregistered tool 'timesheet_get_balance'" in m for m in msgs)


def test_unregistered_tool_in_anti_oracle():
    msgs = _messages(_suite(_task(), anti=[script(call("no_such_tool"))]))
    assert any("anti-oracle 0 calls unregistered tool 'no_such_tool'" in m for m in msgs)


def test_table_that_does_not_exist():
    t = _task(assertions=[exists("hr.leave_request", {"status": "Chờ duyệt"}, "pending leave")])
    msgs = _messages(_suite(t))
    assert any(
        "fixture.t [assertion #0 'pending leave']" in m and "does not exist" in m for m in msgs
    )


def test_initial_world_of_the_wrong_type():
    world = base_company()
    bad = LeaveRequest.model_construct(
        id="DN-2026-9999",
        employee_id="NV000012",
        leave_type=LeaveType.ANNUAL,
        start_date="20/04/2026",
        end_date=dt.date(2026, 4, 20),
        days="một",
        approver_id="NV000010",
        created_on=dt.date(2026, 4, 16),
    )
    world.hr.leave_requests.append(bad)
    msgs = _messages(_suite(_task(world=world)))
    assert any("initial world is not a valid WorldState" in m for m in msgs)


def test_wrong_type_at_merge_fails_loudly():
    with pytest.raises(ValueError):
        merge(
            base_company(),
            LeaveRequest(
                id="DN-2026-9999",
                employee_id="NV000012",
                leave_type="P",
                start_date="2026-04-20",
                end_date=dt.date(2026, 4, 20),
                days=1.0,
                approver_id="NV000010",
                created_on=dt.date(2026, 4, 16),
            ),
        )


def test_task_already_solved_initially():
    t = _task(assertions=[exists("hr.employees", {"full_name": "Lê Anh Tuấn"}, "Tuấn exists")])
    msgs = _messages(_suite(t))
    assert any("already holds on the initial world" in m for m in msgs)
    assert any("already solved on the initial world" in m for m in msgs)


def test_misspelled_assertion_key_names_task_and_assertion():
    mod = types.ModuleType("fixture_misspelled")
    ts = TaskSet("fixture")

    @ts.task("typo")
    def _typo() -> Task:
        return _task(
            id="fixture.typo",
            assertions=[mail_sent("reminder mailed", to=["a@b.vn"], body_contain=["60 triệu"])],
        )

    mod.TASKS = ts
    mod.ORACLES = {}
    sys.modules["fixture_misspelled"] = mod
    suite = Suite()
    load_module("fixture_misspelled", suite)
    msgs = _messages(suite)
    assert any(
        m.startswith("fixture.typo") and "body_contain" in m and "reminder mailed" in m
        for m in msgs
    )


def test_where_field_not_in_schema():
    t = _task(
        assertions=[
            exists("hr.leave_requests", {"employee": "NV000012"}, "leave of Nam"),
        ]
    )
    msgs = _messages(_suite(t))
    assert any("where-field 'employee' is not a field of hr.leave_requests" in m for m in msgs)


def test_unknown_operator():
    with pytest.raises(ValueError, match=r"unknown operator 'equal'.*use one of"):
        exists("hr.leave_requests", {"status": {"equal": "Đã duyệt"}}, "approved")


def test_negative_that_does_not_hold_initially():
    t = _task(
        assertions=[
            reply_has("states 3", 3),
            not_exists("hr.employees", {"full_name": "Lê Anh Tuấn"}, "no Tuấn (wrong)"),
        ]
    )
    msgs = _messages(_suite(t))
    assert any("negative assertion does not hold" in m and "no Tuấn" in m for m in msgs)


def test_nothing_graded():
    t = _task(assertions=[not_exists("hr.leave_requests", {"leave_type": "KL"}, "no KL")])
    msgs = _messages(_suite(t))
    assert any("nothing graded" in m for m in msgs)


def test_duplicate_ids():
    t = _task()
    suite = Suite(tasks=[t, t], oracles={t.id: script(call("timesheet_get_leave_balance"))})
    assert any("duplicate task id" in m for m in _messages(suite))


def test_hard_task_needs_a_negative_an_anti_oracle_and_three_calls():
    t = _task(tier="hard")
    msgs = _messages(_suite(t))
    assert any("no negative assertion" in m for m in msgs)
    assert any("fewer than three tool calls" in m for m in msgs)
    assert any("no anti-oracle" in m for m in msgs)


def test_missing_oracle():
    t = _task()
    assert any("has no oracle" in m for m in _messages(Suite(tasks=[t])))


def test_builder_that_raises_is_reported_with_its_id():
    mod = types.ModuleType("fixture_raises")
    ts = TaskSet("fixture")

    @ts.task("boom")
    def _boom() -> Task:
        raise KeyError("NV999999")

    mod.TASKS = ts
    sys.modules["fixture_raises"] = mod
    suite = Suite()
    load_module("fixture_raises", suite)
    assert any(m.startswith("fixture.boom") and "could not be built" in m for m in _messages(suite))


def test_paths_through_optional_lists_and_nested_models():
    from avabench.validate import path_exists
    from avabench.world.hr import Employee, LeaveRequest

    assert path_exists(LeaveRequest, "substitute_id")
    assert path_exists(LeaveRequest, "related_ids")
    assert path_exists(Employee, "manager_id")
    assert not path_exists(LeaveRequest, "substitute_id.name")
    assert not path_exists(LeaveRequest, "approver")


# -- referential integrity -----------------------------------------------------------------


def test_approver_that_is_no_employee():
    world = base_company()
    req = world.hr.leave_requests[0]
    world.hr.leave_requests[0] = req.model_copy(update={"approver_id": "NV999999"})
    msgs = _messages(_suite(_task(world=world)))
    assert (
        f"fixture.t: broken reference: hr.leave_requests {req.id}: approver_id = 'NV999999' "
        "is not a record of hr.employees"
    ) in msgs


def test_nested_and_list_references_are_checked():
    world = base_company()
    rc = world.accounting.receipts[0]
    alloc = rc.allocations[0].model_copy(update={"invoice_id": "BH99999"})
    world.accounting.receipts[0] = rc.model_copy(update={"allocations": [alloc]})
    bk = world.office.bookings[0]
    world.office.bookings[0] = bk.model_copy(update={"attendee_ids": ["NV000010", "NV000998"]})
    inv = world.accounting.invoices[0]
    world.accounting.invoices[0] = inv.model_copy(update={"customer_id": "KH99999"})
    msgs = "\n".join(_messages(_suite(_task(world=world))))
    assert f"accounting.receipts {rc.id}: allocations.invoice_id = 'BH99999'" in msgs
    assert f"office.bookings {bk.id}: attendee_ids = 'NV000998'" in msgs
    assert "NV000010" not in msgs
    assert f"accounting.invoices {inv.id}: customer_id = 'KH99999' is not a record of crm" in msgs


def test_current_user_must_exist():
    world = merge(base_company(), context={"current_user_id": "NV000999"})
    msgs = _messages(_suite(_task(world=world)))
    assert any("context -: current_user_id = 'NV000999'" in m for m in msgs)


def test_base_company_and_every_task_world_are_consistent():
    from avabench.domains.base import base_company as fresh
    from avabench.loader import default_suite
    from avabench.references import broken_references

    assert broken_references(fresh()) == []
    bad = {t.id: broken_references(t.world) for t in default_suite().tasks}
    assert {k: v for k, v in bad.items() if v} == {}


def test_reference_graph_is_derived_from_field_names():
    from avabench.references import reference_plan, target_of

    plan = {t: {".".join(r.path): r.target for r in refs} for t, refs in reference_plan().items()}
    assert plan["accounting.invoices"]["customer_id"] == "crm.customers"
    assert plan["accounting.invoices"]["related_invoice_id"] == "accounting.invoices"
    assert plan["crm.leads"]["converted_customer_id"] == "crm.customers"
    assert plan["recruitment.candidates"]["posting_id"] == "recruitment.job_postings"
    assert plan["hr.shift_change_requests"]["from_shift_id"] == "hr.shifts"
    assert plan["office.approvals"]["steps.approver_id"] == "hr.employees"
    assert plan["sales.orders"]["combo_lines.components.product_id"] == "sales.products"
    assert "thread_id" not in plan["mail.messages"]
    with pytest.raises(KeyError, match="cannot tell which table"):
        target_of("hr.employees", "spaceship_id")


def test_expert_checks_need_a_long_cross_subsystem_reference():
    from avabench.task import call, script
    from avabench.validate import expert_checks

    short = script(call("timesheet_get_leave_balance"), call("amismail_search_mail", query="x"))
    problems = expert_checks(short)
    assert any("2 tool calls" in p for p in problems)
    assert any("0 writes" in p for p in problems)
    long = script(
        *[call("timesheet_get_leave_balance")] * 4,
        *[call("amismail_write_mail", to=["a@b.vn"])] * 2,
        *[call("helpdesk_create_ticket", category="IT-Mạng", title="t", description="d")] * 2,
    )
    assert expert_checks(long) == []


def test_step_budget_needs_room_beyond_the_reference():
    from avabench.task import call, script
    from avabench.validate import STEP_BUDGET_FACTOR, step_budget_checks

    ref = script(
        call("timesheet_get_leave_balance"),
        then=[script(call("amismail_search_mail", query="x"), call("timesheet_get_leave_balance"))],
    )
    need = STEP_BUDGET_FACTOR * 3
    assert step_budget_checks(need, ref) == []
    problems = step_budget_checks(need - 1, ref)
    assert len(problems) == 1 and "3 tool calls" in problems[0]


def test_a_bare_small_wrong_number_is_a_problem():
    from avabench.task import quantity

    bare = _task(assertions=[reply_has("states 4, not 3", 4, wrong=[3])])
    msgs = _messages(_suite(bare))
    assert any("wrong=3 is a bare small number" in m and "quantity(3, 'ngày')" in m for m in msgs)
    for wrong in ([quantity(3, "ngày")], [1_500_000], ["ba ngày"]):
        ok = _task(assertions=[reply_has("states 4", 4, wrong=wrong)])
        assert not any("bare small number" in m for m in _messages(_suite(ok))), wrong


def test_a_forbidden_person_the_requests_own_word_names_is_a_problem():
    from avabench.task import record, reply_lacks

    contact = (
        base_company()
        .crm.contacts[0]
        .model_copy(update={"id": "LH09999", "full_name": "Trần Khánh"})
    )
    world = merge(base_company(), contact)  # an employee Khánh and a contact Khánh
    check = reply_lacks("not the contact", record("crm.contacts", "LH09999"))
    flagged = _task(
        prompt="Em giao việc này cho Khánh nhé.",
        world=world,
        assertions=[reply_has("states 3", 3), check],
    )
    msgs = _messages(_suite(flagged))
    assert any("LH09999" in m and "'Khánh'" in m and "RC2b" in m for m in msgs)
    quiet = _task(
        prompt="Em giao việc này cho anh ấy nhé.",
        world=world,
        assertions=[reply_has("states 3", 3), check],
    )
    assert not any("RC2b" in m for m in _messages(_suite(quiet)))


@pytest.mark.parametrize("name", SUBSYSTEMS)
def test_a_bad_record_in_any_subsystem_fails_the_round_trip(name):
    world = base_company().fork()
    assert world_round_trip_error(world) is None
    sub = getattr(world, name)
    table = next(getattr(sub, t) for t in type(sub).tables() if getattr(sub, t))
    first = table[0]
    table.append(type(first).model_construct(**{**first.__dict__, "id": 12345}))
    error = world_round_trip_error(world)
    assert error is not None and error.startswith(f"{name}: "), error
    whole = None
    try:
        WorldState.model_validate_json(world.model_dump_json())
    except Exception as exc:  # the whole-world check fails too
        whole = exc
    assert whole is not None
    assert world_round_trip_error(base_company().fork()) is None  # the base's answer is kept
