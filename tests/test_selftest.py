"""The selftest catches a wrong oracle, a passing anti-oracle and a failing oracle call."""

from __future__ import annotations

from avabench.loader import load_suite
from avabench.selftest import run_selftest
from avabench.task import call, script


def test_good_pack_has_no_violations():
    suite = load_suite("fixtures.pack_good", include_builtin=False)
    report = run_selftest(suite, noise=3)
    assert report.violations == []
    assert report.tasks == 2 and report.runs > 0


def test_wrong_oracle_is_caught():
    suite = load_suite("fixtures.pack_good", include_builtin=False)
    suite.oracles["fixture.balance_question"] = script(reply="Bạn còn 4 ngày.")
    report = run_selftest(suite)
    assert any(v.agent == "oracle" and "partial credit" in v.message for v in report.violations)


def test_anti_oracle_that_passes_is_caught():
    suite = load_suite("fixtures.pack_good", include_builtin=False)
    suite.anti_oracles["fixture.balance_question"] = [script(reply="còn 3 ngày", label="oops")]
    report = run_selftest(suite)
    assert any(v.agent == "anti-oracle 0" and "oops" in v.message for v in report.violations)


def test_failing_oracle_call_is_caught():
    suite = load_suite("fixtures.pack_good", include_builtin=False)
    suite.oracles["fixture.balance_question"] = script(
        call("timesheet_get_leave_balance", employee_id="NV999999"), reply="Bạn còn 3 ngày."
    )
    report = run_selftest(suite)
    assert any("tool call failed" in v.message for v in report.violations)


def _pending_question_suite():
    """A reply-only task: 'how many requests wait for me?' (3 in the base company)."""
    from avabench.domains.base import base_company, merge
    from avabench.loader import Suite
    from avabench.task import Task, reply_has

    task = Task(
        id="fixture.pending_count",
        domain="hr",
        tier="basic",
        prompt="Anh đang có mấy đơn nghỉ chờ duyệt?",
        note="Count the requests waiting for the user.",
        world=merge(base_company(), context={"current_user_id": "NV000010"}),
        assertions=[reply_has("states 3 requests", 3)],
        scopes=[],
        exempt={"dump": "a fixture for the drift check, not a guarded reply"},
    )
    oracle = script(
        call("timesheet_list_leave_requests", approver_id="NV000010", status="Chờ duyệt"),
        reply="Anh có 3 đơn chờ duyệt.",
    )
    return Suite(tasks=[task], oracles={task.id: oracle})


def test_noise_drift_is_caught(monkeypatch):
    import datetime as dt

    from avabench import noise
    from avabench.world.hr import LeaveRequest, LeaveType

    suite = _pending_question_suite()
    assert run_selftest(suite, noise=5).violations == []

    def pending_for_tuan(world, rng, n):  # a distractor that changes the true answer
        return [
            LeaveRequest(
                id=f"DN-2026-{9500 + k}",
                employee_id="NV000011",
                leave_type=LeaveType.ANNUAL,
                start_date=dt.date(2026, 5, 4),
                end_date=dt.date(2026, 5, 4),
                days=1.0,
                approver_id="NV000010",
                created_on=dt.date(2026, 4, 15),
            )
            for k in range(n)
        ]

    monkeypatch.setattr(noise, "generators", lambda: {"hr.leave_requests": pending_for_tuan})
    from avabench import env

    env.clear_cache()
    report = run_selftest(suite, noise=5)
    env.clear_cache()
    assert [v.agent for v in report.violations] == ["noise drift"]
    assert "expected value 3" in report.violations[0].message
