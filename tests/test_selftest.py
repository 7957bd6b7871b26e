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
