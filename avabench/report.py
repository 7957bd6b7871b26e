"""Compare stored runs: ``python -m avabench.report [RESULT FILES]`` (default ``results/*.json``).

::

    python -m avabench.report                          # leaderboard of results/*.json
    python -m avabench.report --per-task               # + trajectory metrics of every task
    python -m avabench.report --diff A.json B.json     # which tasks and assertions flipped
    python -m avabench.report --write RESULTS.md       # regenerate the leaderboard file
    python -m avabench.report --export                 # results/public27/ and results/full100/
    python -m avabench.report --gate BASELINE.json B.json [--tolerance 0.02]   # CI gate
    python -m avabench.report --history                # pass-rate trend per model and commit
    python -m avabench.report A.json B.json --html report.html   # the viewer page (avabench.view)

Statistics: every mean excludes invalid task-trials (counted under "Bỏ"). 95% confidence
intervals are percentile bootstraps over **tasks** (a task's trials stay together), 2000
resamples with a fixed seed, so the same input always prints the same numbers. With several
trials per task, pass^k (all k trials pass) and pass@k (at least one of k passes) use the
unbiased estimators of tau-bench and Chen et al. (2021): for a task with n valid trials of
which c passed, pass^k = C(c,k)/C(n,k) and pass@k = 1 − C(n−c,k)/C(n,k), averaged over the
tasks with n ≥ k. Trajectory metrics: :mod:`avabench.scoring.trajectory`.

The command is thin: every action is a library function below. Tables use rich on a terminal
and plain text otherwise (CI logs); ``--write`` renders Markdown.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path

import typer

from avabench.reporting.export import diff_runs, export, public_ids, public_run
from avabench.reporting.files import read_files, report_failures
from avabench.reporting.stats import (
    Estimate,
    RunStats,
    Suites,
    all_stats,
    bootstrap,
    estimate,
    flaky_tasks,
    gate,
    gate_metrics,
    pass_at_k,
    pass_hat_k,
    pass_k,
    run_stats,
)
from avabench.reporting.tables import (
    Table,
    history_table,
    print_tables,
    report_tables,
    results_markdown,
)
from avabench.reporting.totals import totals_table
from avabench.results import RunResult, load_run, write_atomic


def load_runs(paths: Sequence[Path]) -> list[RunResult]:
    """Load every file; unreadable ones are reported and skipped."""
    runs = []
    for p in paths:
        try:
            runs.append(load_run(p))
        except (OSError, ValueError) as exc:
            print(f"SKIP {p}: {str(exc).splitlines()[0]}", file=sys.stderr)
    return runs


app = typer.Typer(
    add_completion=False, pretty_exceptions_show_locals=False, help="Compare AVABench runs."
)


__all__ = [
    "Estimate",
    "RunStats",
    "Suites",
    "Table",
    "all_stats",
    "app",
    "bootstrap",
    "diff_runs",
    "estimate",
    "export",
    "flaky_tasks",
    "gate",
    "gate_metrics",
    "load_runs",
    "pass_at_k",
    "pass_hat_k",
    "pass_k",
    "public_ids",
    "public_run",
    "results_markdown",
    "run_stats",
]


@app.command()
def main(
    files: list[Path] = typer.Argument(None, help="Result files (default: results/*.json)."),
    diff: bool = typer.Option(False, "--diff", help="Per-task diff of exactly two runs A B."),
    write: Path | None = typer.Option(None, "--write", help="Regenerate this leaderboard file."),
    html: Path | None = typer.Option(None, "--html", help="Also write the HTML viewer page here."),
    export_: bool = typer.Option(False, "--export", help="Write public27/ and full100/."),
    export_dir: Path = typer.Option(Path("results"), help="Where --export writes."),
    gate_: Path | None = typer.Option(None, "--gate", help="Baseline run: exit 1 if worse."),
    tolerance: float = typer.Option(0.0, help="Allowed drop below the baseline (absolute)."),
    history: bool = typer.Option(False, "--history", help="Pass-rate trend per model and commit."),
    db: Path = typer.Option(Path("results/history.sqlite"), help="History database."),
    per_task: bool = typer.Option(False, "--per-task", help="Also list every task-trial."),
    include_failed: bool = typer.Option(False, help="Count failed tool calls in trajectories."),
    task_pack: str | None = typer.Option(
        None, help="Task pack to import for replays and trajectories (never taken from a file)."
    ),
    plain: bool = typer.Option(False, help="Plain text even on a terminal."),
) -> None:
    """Leaderboard, diff, RESULTS.md, export, gate and history."""
    out_plain = True if plain else None
    if history:
        print_tables([history_table(db)], out_plain)
        return
    paths = list(files or sorted(Path("results").glob("*.json")))
    if gate_ is not None:
        paths = [p for p in paths if p.resolve() != gate_.resolve()]
    loaded = read_files(paths)
    report_failures(loaded)
    runs = [r for _, r in loaded.runs]
    if diff:
        if len(runs) != 2:
            typer.echo("--diff needs exactly two result files: A B", err=True)
            raise typer.Exit(2)
        print("\n".join(diff_runs(*runs)))
        return
    if loaded.totals:
        print_tables([totals_table([(str(p), t) for p, t in loaded.totals])], out_plain)
    if not runs:
        if not loaded.totals:
            typer.echo("no readable result files (results/*.json)", err=True)
            raise typer.Exit(1 if loaded.failed else 2)
        raise typer.Exit(1 if loaded.failed else 0)
    suites = Suites(task_pack)
    stats = all_stats(runs, suites, include_failed)
    print_tables(report_tables(stats, per_task), out_plain)
    for s in stats:
        for m in s.mismatches:
            print(f"MISMATCH {s.label} {m}", file=sys.stderr)
        if s.n_unverified:
            print(
                f"UNVERIFIED {s.label}: {s.n_unverified} task-trial(s) could not be replayed "
                "(tasks not loaded: pass --task-pack; or their world changed)",
                file=sys.stderr,
            )
    if write is not None:
        write_atomic(write, results_markdown(stats))
        print(f"wrote {write}")
    if html is not None:
        from avabench.view import render

        write_atomic(html, render(stats, suites, include_failed))
        print(f"wrote {html}")
    if export_:
        for p in export(stats, suites, export_dir):
            print(f"wrote {p}")
    if gate_ is not None:
        baseline = load_run(gate_)
        base = run_stats(baseline, suites.get(baseline), include_failed=include_failed)
        failed = False
        for s in stats:
            fell = gate(s, base, tolerance)
            failed |= bool(fell)
            print(f"GATE {'FAIL' if fell else 'pass'} {s.label} vs {gate_}")
            for f in fell:
                print(f"  fell: {f}")
            skipped = [k for k, v in gate_metrics(s).items() if v is None]
            skipped += [k for k, v in gate_metrics(base).items() if v is None and k not in skipped]
            if skipped:
                print(f"  not compared (no golden trajectories): {', '.join(skipped)}")
        raise typer.Exit(1 if failed or loaded.failed else 0)
    if loaded.failed:
        raise typer.Exit(1)


if __name__ == "__main__":
    app()
