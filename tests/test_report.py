"""The report: statistics, leaderboard file, diff, export, gate and history (no model calls)."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest
from typer.testing import CliRunner

from avabench import asyncrun, report
from avabench.launch import scripted_factory
from avabench.loader import load_suite
from avabench.results import RunResult, TaskResult, load_run, summarize
from avabench.runner import default_settings, run_benchmark

PACK = "fixtures.pack_good"
SUITE = load_suite(PACK, include_builtin=False)
RUNNER = CliRunner()


@pytest.fixture(scope="module")
def runs(tmp_path_factory) -> dict[str, Path]:
    """Oracle, anti-oracle (2 trials) and null runs of the fixture pack."""
    out = tmp_path_factory.mktemp("results")
    paths = {}
    for agent, trials in (("oracle", 1), ("anti-oracle", 2), ("null", 1)):
        settings = default_settings(agent=agent, alias=agent, task_pack=PACK, trials=trials)
        outcome = asyncrun.run(
            run_benchmark(SUITE, settings, scripted_factory(SUITE, agent), out_dir=out)
        )
        paths[agent] = outcome.path
    return paths


def _tr(task_id: str, trial: int, passed: int, status: str = "ok", partial: float | None = None):
    return TaskResult(
        task_id=task_id, domain="hr", tier="basic", trial=trial, status=status,
        task_completed_correctly=passed if status == "ok" else 0,
        partial_credit=float(passed) if partial is None else partial,
    )  # fmt: skip


def _cli(*args: str):
    return RUNNER.invoke(report.app, [*(str(a) for a in args), "--task-pack", PACK])


# -- estimators --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("n", "c", "k", "hat", "at"),
    [
        (3, 2, 1, 2 / 3, 2 / 3),  # k = 1: both are the plain pass rate
        (3, 2, 2, 1 / 3, 1.0),  # C(2,2)/C(3,2); 1 - C(1,2)/C(3,2)
        (4, 1, 2, 0.0, 0.5),  # C(1,2)=0; 1 - C(3,2)/C(4,2) = 1 - 3/6
        (5, 3, 3, 0.1, 1.0),  # C(3,3)/C(5,3) = 1/10
        (4, 2, 2, 1 / 6, 5 / 6),  # 1/6; 1 - 1/6
        (4, 0, 2, 0.0, 0.0),
        (4, 4, 3, 1.0, 1.0),
    ],
)
def test_pass_hat_k_and_pass_at_k(n, c, k, hat, at):
    assert report.pass_hat_k(n, c, k) == pytest.approx(hat)
    assert report.pass_at_k(n, c, k) == pytest.approx(at)


def test_pass_k_over_tasks_and_flaky_tasks():
    results = [
        *(_tr("t.a", k, p) for k, p in enumerate([1, 1, 0])),  # flaky: 2 of 3
        *(_tr("t.b", k, 0) for k in range(3)),  # never
        *(_tr("t.c", k, 1) for k in range(2)),  # always, 2 valid trials
        _tr("t.c", 2, 0, status="invalid"),  # an invalid trial is not a failure
    ]
    hat, at, n = report.pass_k(results, 2)
    assert n == 3
    assert hat == pytest.approx((1 / 3 + 0 + 1) / 3)
    assert at == pytest.approx((1 + 0 + 1) / 3)
    assert report.pass_k(results, 3) == pytest.approx((0.0, 0.5, 2))  # t.c has 2 valid
    assert report.flaky_tasks(results) == ["t.a"]


def test_bootstrap_is_deterministic_and_brackets_the_mean():
    results = [_tr(f"t.x{i}", 0, i % 3 == 0) for i in range(30)]
    a = report.estimate(results, "task_completed_correctly")
    b = report.estimate(list(reversed(results)), "task_completed_correctly")
    assert a == b
    assert a.value == pytest.approx(10 / 30)
    assert 0.0 < a.lo < a.value < a.hi < 1.0
    assert report.estimate([_tr("t.a", 0, 1), _tr("t.b", 0, 1)], "partial_credit").lo == 1.0
    assert math.isnan(report.estimate([], "partial_credit").value)
    assert math.isnan(report.estimate([_tr("t.a", 0, 0, "invalid")], "partial_credit").value)


def test_trials_stay_together_in_the_bootstrap():
    # one task passed 3 of 3, one 0 of 3: resampling tasks gives 0, 0.5 or 1
    results = [_tr("t.a", k, 1) for k in range(3)] + [_tr("t.b", k, 0) for k in range(3)]
    e = report.estimate(results, "task_completed_correctly")
    assert (e.value, e.lo, e.hi) == (0.5, 0.0, 1.0)


# -- over stored runs --------------------------------------------------------------------------


def test_stats_of_stored_runs(runs):
    stats = report.all_stats([load_run(p) for p in runs.values()], report.Suites(PACK))
    assert [s.label for s in stats] == ["oracle", "anti-oracle", "null"]
    oracle, anti, null = stats
    assert oracle.trajectory.n == 2 and oracle.trajectory.exact == 1.0
    assert (oracle.trajectory.precision, oracle.trajectory.recall) == (1.0, 1.0)
    # the anti-oracle made 1 of the 3 golden calls on annual_leave and none on balance_question
    assert anti.trajectory.recall == pytest.approx((1 / 3 + 0) / 2)
    assert null.trajectory.gave_up_early == 2
    assert anti.by_domain["hr"][0].n_valid == 4
    assert set(oracle.by_tier) == {"hard", "basic"}


def test_cli_report_prints_plain_tables(runs):
    out = _cli(*runs.values(), "--per-task")
    assert out.exit_code == 0, out.output
    assert "Leaderboard" in out.output and "pass % [95% CI]" in out.output
    assert "Reliability over trials" in out.output  # the anti-oracle ran 2 trials
    assert "gave up early" in out.output and "fixture.balance_question" in out.output
    assert "┃" not in out.output  # not a terminal: no rich box drawing


def test_results_md_is_deterministic(runs, tmp_path):
    a, b = tmp_path / "a.md", tmp_path / "b.md"
    assert _cli(*runs.values(), "--write", a).exit_code == 0
    assert _cli(*reversed(list(runs.values())), "--write", b).exit_code == 0
    assert a.read_bytes() == b.read_bytes()
    text = a.read_text(encoding="utf-8")
    assert text.startswith("# AVABench results")
    assert "| 1 | oracle | agent:oracle | 2 | 100.0 [100.0–100.0] |" in text


def test_diff_lists_flips_and_assertions(runs):
    out = _cli("--diff", runs["oracle"], runs["anti-oracle"])
    assert out.exit_code == 0, out.output
    assert "fixture.balance_question#0: PASS → FAIL  (partial 1.00 → 0.00)" in out.output
    assert "#0 Reply states the remaining days (3): passed → failed" in out.output
    assert "#2 No unpaid-leave request for the user: preserved → broken" in out.output
    assert "fixture.annual_leave#1: absent → FAIL" in out.output
    assert _cli("--diff", runs["oracle"]).exit_code == 2


def test_export_public_traces_and_anonymous_totals(runs, tmp_path):
    out = _cli(runs["oracle"], "--export", "--export-dir", tmp_path)
    assert out.exit_code == 0, out.output
    public = load_run(tmp_path / "public27" / "oracle.json")
    assert {r.task_id for r in public.tasks} == {t.id for t in SUITE.tasks}  # < 27 tasks: all
    assert all(r.trace for r in public.tasks)
    text = (tmp_path / "full100" / "oracle.json").read_text(encoding="utf-8")
    assert "fixture." not in text and "trace" not in text and '"prompt"' not in text
    data = json.loads(text)
    assert data["total"]["pass_rate"] == 1.0 and set(data["by_domain"]) == {"hr"}


def test_export_keeps_only_the_public_split():
    tasks = [_tr(i, 0, 1) for i in ("fixture.annual_leave", "fixture.balance_question")]
    settings = default_settings(agent="oracle", alias="x")
    run = RunResult(settings=settings, started_at="t", summary=summarize(tasks), tasks=tasks)
    sub = report.public_run(run, {"fixture.balance_question"})
    assert [r.task_id for r in sub.tasks] == ["fixture.balance_question"]
    assert sub.summary.total.n_valid == 1
    assert report.public_run(run, set()) is None


def test_gate_fails_on_a_worse_run_and_passes_on_an_equal_one(runs, tmp_path):
    worse = _cli("--gate", runs["oracle"], runs["anti-oracle"])
    assert worse.exit_code == 1, worse.output
    assert "GATE FAIL anti-oracle" in worse.output
    for metric in ("pass_rate", "partial_credit", "trajectory_recall"):
        assert f"fell: {metric}" in worse.output
    assert "fell: trajectory_precision" not in worse.output  # 1.0 both: nothing wasted
    copy = tmp_path / "oracle-again.json"
    copy.write_bytes(runs["oracle"].read_bytes())
    equal = _cli("--gate", runs["oracle"], copy)
    assert equal.exit_code == 0, equal.output
    assert "GATE pass oracle" in equal.output
    better = _cli("--gate", runs["anti-oracle"], runs["oracle"])
    assert better.exit_code == 0, better.output
    alone = _cli("--gate", runs["oracle"], runs["oracle"])  # the baseline itself is skipped
    assert alone.exit_code == 2


def test_gate_tolerance(runs):
    base = report.run_stats(load_run(runs["oracle"]), SUITE)
    anti = report.run_stats(load_run(runs["anti-oracle"]), SUITE)
    assert report.gate(base, base) == []
    assert len(report.gate(anti, base)) == 3
    assert report.gate(anti, base, tolerance=1.0) == []


def test_history_trend(runs):
    db = runs["oracle"].parent / "history.sqlite"
    out = _cli("--history", "--db", db)
    assert out.exit_code == 0, out.output
    lines = [ln for ln in out.output.splitlines() if "oracle" in ln or "null" in ln]
    assert len(lines) == 3
    assert any("100.0" in ln for ln in lines if ln.split()[2] == "oracle")
