"""Run history in SQLite (standard library): one row per task-trial of every run and rescore.

``results/history.sqlite`` holds a single table, ``task_trials``; each :func:`record_run` call
appends one *event* (a run or a rescore) and all its task-trials in one transaction. The run
id is stable for a run (alias, start time and settings fingerprint), so a rescore of a run
shares its run id and the latest event of each run id is its current grade.

``python -m avabench.report --history`` prints :func:`trend`: the pass rate per model and
commit, oldest first.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import sqlite3
from contextlib import closing
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from avabench.results import RunResult, TaskResult

Kind = Literal["run", "rescore"]

SCHEMA = """
CREATE TABLE IF NOT EXISTS task_trials (
    row_id         INTEGER PRIMARY KEY AUTOINCREMENT,
    event          INTEGER NOT NULL,
    kind           TEXT NOT NULL,
    recorded_at    TEXT NOT NULL,
    run_id         TEXT NOT NULL,
    run_started_at TEXT NOT NULL,
    git_commit     TEXT NOT NULL,
    model          TEXT,
    alias          TEXT NOT NULL,
    task_id        TEXT NOT NULL,
    trial          INTEGER NOT NULL,
    status         TEXT NOT NULL,
    partial_credit REAL NOT NULL,
    passed         INTEGER NOT NULL,
    grader_version TEXT NOT NULL,
    reason         TEXT
);
CREATE INDEX IF NOT EXISTS task_trials_run ON task_trials (run_id, event);
"""


def run_id(run: RunResult) -> str:
    """A stable id for a run (the same for its rescores)."""
    s = run.settings
    key = f"{s.alias}|{run.started_at}|{s.fingerprint()}"
    return hashlib.sha256(key.encode()).hexdigest()[:12]


def _reason(r: TaskResult) -> str | None:
    if r.status == "invalid":
        return r.invalid_reason
    first = next((a for a in r.assertions if a.graded and not a.passed), None)
    return f"#{first.index} {first.description}" if first else None


def _connect(db_path: Path) -> sqlite3.Connection:
    Path(db_path).parent.mkdir(parents=True, exist_ok=True)
    conn = sqlite3.connect(db_path, timeout=30, isolation_level=None)
    conn.executescript(SCHEMA)
    return conn


def record_run(run: RunResult, db_path: Path, kind: Kind = "run", now: str | None = None) -> int:
    """Append one row per task-trial of ``run``; returns the number of rows written."""
    now = now or dt.datetime.now(dt.UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
    s, rid = run.settings, run_id(run)
    with closing(_connect(Path(db_path))) as conn:
        conn.execute("BEGIN IMMEDIATE")
        try:
            (event,) = conn.execute(
                "SELECT COALESCE(MAX(event), 0) + 1 FROM task_trials"
            ).fetchone()
            rows = [
                (
                    event,
                    kind,
                    now,
                    rid,
                    run.started_at,
                    s.git_commit,
                    s.model or s.agent,
                    s.alias,
                    r.task_id,
                    r.trial,
                    r.status,
                    r.partial_credit,
                    r.task_completed_correctly,
                    s.grader_version,
                    _reason(r),
                )
                for r in run.tasks
            ]
            conn.executemany(
                "INSERT INTO task_trials (event, kind, recorded_at, run_id, run_started_at, "
                "git_commit, model, alias, task_id, trial, status, partial_credit, passed, "
                "grader_version, reason) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                rows,
            )
            conn.execute("COMMIT")
        except BaseException:
            conn.execute("ROLLBACK")
            raise
    return len(rows)


@dataclass(frozen=True)
class TrendRow:
    """Pass rate of one model at one commit (latest grade of each of its runs)."""

    model: str
    alias: str
    git_commit: str
    first_seen: str
    runs: int
    n_valid: int
    n_invalid: int
    pass_rate: float
    partial_credit: float
    grader_version: str


TREND_SQL = """
WITH latest AS (SELECT run_id, MAX(event) AS event FROM task_trials GROUP BY run_id)
SELECT COALESCE(t.model, ''), t.alias, t.git_commit, MIN(t.run_started_at),
       COUNT(DISTINCT t.run_id),
       SUM(t.status = 'ok'), SUM(t.status != 'ok'),
       AVG(CASE WHEN t.status = 'ok' THEN t.passed END),
       AVG(CASE WHEN t.status = 'ok' THEN t.partial_credit END),
       GROUP_CONCAT(DISTINCT t.grader_version)
FROM task_trials t JOIN latest USING (run_id, event)
GROUP BY COALESCE(t.model, ''), t.alias, t.git_commit
ORDER BY MIN(t.run_started_at), t.alias, t.git_commit
"""


def trend(db_path: Path) -> list[TrendRow]:
    """Pass rate per model and commit, oldest first (invalid task-trials excluded)."""
    if not Path(db_path).exists():
        return []
    with closing(_connect(Path(db_path))) as conn:
        rows = conn.execute(TREND_SQL).fetchall()
    return [
        TrendRow(m, a, c, first, runs, nv or 0, ni or 0, pr or 0.0, pc or 0.0, gv or "")
        for m, a, c, first, runs, nv, ni, pr, pc, gv in rows
    ]


def count_rows(db_path: Path, kind: Kind | None = None) -> int:
    """How many task-trial rows the history holds (of one kind, or all)."""
    if not Path(db_path).exists():
        return 0
    with closing(_connect(Path(db_path))) as conn:
        sql, args = "SELECT COUNT(*) FROM task_trials", ()
        if kind is not None:
            sql, args = sql + " WHERE kind = ?", (kind,)
        (n,) = conn.execute(sql, args).fetchone()
    return n
