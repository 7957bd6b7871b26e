"""Re-grade stored runs with the current assertions; no model calls.

::

    python -m avabench.rescore                      # every results/*.json, in place
    python -m avabench.rescore results/gpt.json --dry-run

For every valid task-trial: rebuild the task (``suite.rebuild``), apply the stored noise
(:func:`avabench.env.initial_world`), check the initial world's hash against the stored one
(a mismatch is warned about: the task's world or the noise changed since the run, so the
stored diff may no longer apply faithfully), apply the stored final-world diff, and score the
result with the task's *current* assertions and the stored reply. Invalid task-trials stay
invalid; tasks that no longer exist keep their old grade (with a warning). The run file is
rewritten atomically with the current grader version and ``rescored_at``, and every rescore
is appended to the history database.
"""

from __future__ import annotations

import datetime as dt
import sys
from dataclasses import dataclass, field
from pathlib import Path

import typer

from avabench.env import initial_world
from avabench.history import record_run
from avabench.loader import Suite, load_suite
from avabench.results import RunResult, TaskResult, load_run, percent, save_run, summarize
from avabench.scoring.scorer import GRADER_VERSION, score
from avabench.world.diff import WorldDiff, apply_diff, world_hash


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


def rescore_task(r: TaskResult, suite: Suite) -> tuple[TaskResult, str | None]:
    """One task-trial re-graded (or unchanged, with a warning)."""
    if r.status == "invalid":
        return r, None
    if r.task_id not in suite.builders:
        return r, f"{r.task_id}#{r.trial}: task not in the suite; grade kept"
    task = suite.rebuild(r.task_id)
    initial = initial_world(task, seed=r.noise_seed, noise=r.noise)
    warning = None
    if r.initial_world_hash and world_hash(initial) != r.initial_world_hash:
        warning = (
            f"{r.task_id}#{r.trial}: initial world hash {world_hash(initial)} differs from the "
            f"stored {r.initial_world_hash} (task world or noise changed since the run)"
        )
    final = apply_diff(initial, r.final_world_diff or WorldDiff())
    s = score(task.assertions, initial, final, r.reply, scopes=task.scopes, prompt=task.prompt)
    new = r.model_copy(
        update=dict(
            partial_credit=s.partial_credit,
            task_completed_correctly=s.task_completed_correctly,
            graded=s.graded,
            passed=s.passed,
            assertions=s.assertions,
        )
    )
    return new, warning


def rescore_run(run: RunResult, suite: Suite, now: str | None = None) -> Rescored:
    """Re-grade every task-trial of ``run`` against ``suite``'s current assertions."""
    out = Rescored(run)
    tasks = []
    for r in run.tasks:
        new, warning = rescore_task(r, suite)
        if warning:
            out.warnings.append(warning)
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
    suite = suite or load_suite(old.settings.task_pack)
    res = rescore_run(old, suite)
    if write:
        save_run(path, res.run)
        record_run(res.run, db_path or Path(path).parent / "history.sqlite", kind="rescore")
    for w in res.warnings:
        print(f"WARNING {w}", file=sys.stderr)
    for line in report_lines(Path(path), old, res):
        print(line)
    return res


app = typer.Typer(add_completion=False, help="Re-grade stored runs with the current assertions.")


@app.command()
def main(
    files: list[Path] = typer.Argument(None, help="Result files (default: results/*.json)."),
    task_pack: str | None = typer.Option(None, help="Task pack (default: the run's own)."),
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
    for path, run in loaded.runs:
        rescore_file(path, suites.get(run) or Suite(), db_path=db, write=not dry_run)
    if loaded.failed:
        raise typer.Exit(1)


if __name__ == "__main__":
    app()
