"""Re-grade stored runs with the current assertions; no model calls.

::

    python -m avabench.rescore                      # every results/*.json, in place
    python -m avabench.rescore results/gpt.json --dry-run

For every valid task-trial: rebuild the task (``suite.rebuild``) and its initial world (task +
stored noise seed), **replay the stored tool trace** on it (tools are deterministic; the same
caps and argument checks as the run, :mod:`avabench.replay`), and grade the replayed world and
the stored reply with the task's *current* assertions. The stored final-world diff is never
trusted: every task whose stored diff, tool results, reply or score disagrees with the replay
is flagged (``MISMATCH``, exit status 1) and gets the replay's grade. A changed initial world
(hash) is warned about. Invalid task-trials stay invalid; tasks that no longer exist keep their
old grade (with a warning). The run file is rewritten atomically with the current grader
version and ``rescored_at``, and every rescore is appended to the history database.

Result files are data: the task pack is imported only when ``--task-pack`` names it, never
from a file's settings.
"""

from __future__ import annotations

import datetime as dt
import sys
from dataclasses import dataclass, field
from pathlib import Path

import typer

from avabench import identity
from avabench.env import Episode
from avabench.history import record_run
from avabench.limits import Limits
from avabench.loader import Suite, load_suite
from avabench.replay import limits_of, verify, with_grade
from avabench.results import RunResult, TaskResult, load_run, percent, save_run, summarize
from avabench.scoring.scorer import GRADER_VERSION
from avabench.task import Task


@dataclass
class Change:
    """A task-trial whose grade changed."""

    task_id: str
    trial: int
    old_partial: float
    new_partial: float
    old_passed: int
    new_passed: int


@dataclass
class Rescored:
    """The re-graded run, what changed, and what looked wrong."""

    run: RunResult
    changes: list[Change] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    #: Stored results that disagree with the replay of their own trace (tampered or corrupt).
    mismatches: list[str] = field(default_factory=list)


def rescore_task(
    r: TaskResult, suite: Suite, limits: Limits | None = None
) -> tuple[TaskResult, str | None, list[str]]:
    """One task-trial re-graded from its replayed trace: the result, a warning, mismatches."""
    if r.status == "invalid":
        return r, None, []
    if r.task_id not in suite.builders:
        return r, f"{r.task_id}#{r.trial}: task not in the suite; grade kept", []
    task = suite.rebuild(r.task_id)
    check = verify(task, r, limits or Limits())
    assert check.score is not None and check.episode is not None
    warning = None
    if check.verdict == "unverified" and not check.edited:  # an edited task is simply re-graded
        warning = (
            f"{r.task_id}#{r.trial}: initial world hash {_today(r, task, check.episode)} "
            f"differs from the stored {r.initial_world_hash} (task world or noise changed "
            "since the run)"
        )
    new = with_grade(r, check.score, check.diff, task)
    flags = (
        [f"{r.task_id}#{r.trial}: {why}" for why in check.reasons]
        if check.verdict == "mismatch"
        else []
    )
    return new, warning, flags


def _today(r: TaskResult, task: Task, ep: Episode) -> str:
    """What the result's ``initial_world_hash`` is for today's task (identity or content hash)."""
    return identity.current(
        r.initial_world_hash, task, r.noise_seed, r.noise, r.grader_version, lambda: ep.initial
    )


def rescore_run(run: RunResult, suite: Suite, now: str | None = None) -> Rescored:
    """Re-grade every task-trial of ``run`` against ``suite``'s current assertions."""
    out = Rescored(run)
    tasks = []
    limits = limits_of(run.settings)
    for r in run.tasks:
        new, warning, flags = rescore_task(r, suite, limits)
        if warning:
            out.warnings.append(warning)
        out.mismatches += flags
        if (new.partial_credit, new.task_completed_correctly) != (
            r.partial_credit,
            r.task_completed_correctly,
        ):
            out.changes.append(
                Change(
                    r.task_id,
                    r.trial,
                    r.partial_credit,
                    new.partial_credit,
                    r.task_completed_correctly,
                    new.task_completed_correctly,
                )
            )
        tasks.append(new)
    summary = summarize(tasks).model_copy(update={"cost": run.summary.cost})
    out.run = run.model_copy(
        update=dict(
            settings=run.settings.model_copy(update={"grader_version": GRADER_VERSION}),
            summary=summary,
            tasks=tasks,
            rescored_at=now or dt.datetime.now(dt.UTC).strftime("%Y-%m-%dT%H:%M:%SZ"),
        )
    )
    return out


def report_lines(path: Path, old: RunResult, res: Rescored) -> list[str]:
    """What a person reads: the changed tasks and the new totals."""
    lines = [f"{path}: {len(res.changes)} task-trial(s) changed"]
    if res.mismatches:
        lines[0] += f", {len(res.mismatches)} stored claim(s) disagree with the replay"
    for c in res.changes:
        lines.append(
            f"  {c.task_id}#{c.trial}: partial {c.old_partial:.2f} → {c.new_partial:.2f}, "
            f"{'PASS' if c.old_passed else 'FAIL'} → {'PASS' if c.new_passed else 'FAIL'}"
        )
    o, n = old.summary.total, res.run.summary.total
    lines.append(
        f"  totals: pass {percent(o.pass_rate)} → {percent(n.pass_rate)}  "
        f"partial {o.partial_credit:.3f} → {n.partial_credit:.3f}  Bỏ {n.n_invalid}  "
        f"(grader {old.settings.grader_version or '?'} → {res.run.settings.grader_version})"
    )
    return lines


def rescore_file(
    path: Path, suite: Suite | None = None, *, db_path: Path | None = None, write: bool = True
) -> Rescored:
    """Rescore one stored run file; rewrite it atomically and record it in the history."""
    old = load_run(path)
    suite = suite or load_suite()  # the built-in tasks: a file never names code to import
    res = rescore_run(old, suite)
    if write:
        save_run(path, res.run)
        record_run(res.run, db_path or Path(path).parent / "history.sqlite", kind="rescore")
    for w in res.warnings:
        print(f"WARNING {w}", file=sys.stderr)
    for m in res.mismatches:
        print(f"MISMATCH {m}")
    for line in report_lines(Path(path), old, res):
        print(line)
    return res


app = typer.Typer(
    add_completion=False,
    pretty_exceptions_show_locals=False,
    help="Re-grade stored runs with the current assertions.",
)


@app.command()
def main(
    files: list[Path] = typer.Argument(None, help="Result files (default: results/*.json)."),
    task_pack: str | None = typer.Option(
        None, help="Task pack to import (never taken from a file); default: built-in tasks."
    ),
    db: Path | None = typer.Option(None, help="History database (default: beside each file)."),
    dry_run: bool = typer.Option(False, "--dry-run", help="Print the changes; write nothing."),
) -> None:
    """Re-grade stored runs; no model calls."""
    paths = list(files or sorted(Path("results").glob("*.json")))
    if not paths:
        typer.echo("no result files (results/*.json)")
        raise typer.Exit(2)
    from avabench.reporting.stats import Suites

    suites = Suites(task_pack)
    from avabench.reporting.files import read_files, report_failures

    loaded = read_files(paths, totals=False)
    report_failures(loaded)
    mismatched = False
    for path, run in loaded.runs:
        suite = suites.get(run) or Suite()
        mismatched |= bool(rescore_file(path, suite, db_path=db, write=not dry_run).mismatches)
    raise typer.Exit(1 if mismatched or loaded.failed else 0)


if __name__ == "__main__":
    app()
