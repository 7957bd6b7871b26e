"""The SQLite run history: rows appended per task-trial, trend per model and commit."""

from __future__ import annotations

import sqlite3
from contextlib import closing

from avabench import asyncrun
from avabench.history import count_rows, record_run, run_id, trend
from avabench.launch import scripted_factory
from avabench.loader import load_suite
from avabench.results import RunResult, TaskResult, summarize
from avabench.runner import default_settings, run_benchmark


def _run(alias="m", commit="abc1234", passed=(1, 0, 1), started="2026-01-01T00:00:00Z"):
    common = {"domain": "hr", "tier": "basic"}
    tasks = [
        TaskResult(task_id=f"hr.t{i}", partial_credit=p, task_completed_correctly=p, **common)
        for i, p in enumerate(passed)
    ]
    tasks.append(
        TaskResult(task_id="hr.bad", domain="hr", tier="hard", status="invalid", invalid_reason="x")
    )
    settings = default_settings(model=alias, alias=alias).model_copy(
        update={"git_commit": commit, "grader_version": "1"}
    )
    return RunResult(settings=settings, started_at=started, summary=summarize(tasks), tasks=tasks)


def test_rows_are_appended_per_task_trial(tmp_path):
    db = tmp_path / "h.sqlite"
    run = _run()
    assert record_run(run, db) == 4
    assert record_run(run, db, kind="rescore") == 4
    assert (count_rows(db), count_rows(db, "run"), count_rows(db, "rescore")) == (8, 4, 4)
    with closing(sqlite3.connect(db)) as conn:
        rows = conn.execute(
            "SELECT event, kind, run_id, git_commit, model, alias, task_id, trial, status, "
            "partial_credit, passed, grader_version, reason FROM task_trials ORDER BY row_id"
        ).fetchall()
    assert rows[0] == (1, "run", run_id(run), "abc1234", "m", "m", "hr.t0", 0, "ok", 1.0, 1, "1",
                       None)  # fmt: skip
    assert rows[3][8:] == ("invalid", 0.0, 0, "1", "x")
    assert {r[0] for r in rows[4:]} == {2}


def test_trend_uses_the_latest_grade_of_each_run(tmp_path):
    db = tmp_path / "h.sqlite"
    record_run(_run(passed=(1, 0, 0)), db)
    record_run(_run(passed=(1, 1, 0)), db, kind="rescore")  # same run id, re-graded
    record_run(_run(commit="def5678", passed=(1, 1, 1), started="2026-01-02T00:00:00Z"), db)
    record_run(_run(alias="other", passed=(0, 0, 0)), db)
    rows = trend(db)
    assert [(r.alias, r.git_commit) for r in rows] == [
        ("m", "abc1234"),
        ("other", "abc1234"),
        ("m", "def5678"),
    ]
    first = rows[0]
    assert (first.runs, first.n_valid, first.n_invalid) == (1, 3, 1)
    assert first.pass_rate == 2 / 3
    assert rows[2].pass_rate == 1.0 and rows[1].pass_rate == 0.0
    assert trend(tmp_path / "missing.sqlite") == []


def test_the_runner_records_every_run(tmp_path):
    suite = load_suite("fixtures.pack_good", include_builtin=False)
    settings = default_settings(agent="null", alias="null", trials=2)
    asyncrun.run(run_benchmark(suite, settings, scripted_factory(suite, "null"), out_dir=tmp_path))
    assert count_rows(tmp_path / "history.sqlite", "run") == 4
