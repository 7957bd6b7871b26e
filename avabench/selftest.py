"""Every task proves itself: ``python -m avabench.selftest [NOISE]``.

For every task, at noise 0 and at ``NOISE``:

* the oracle (reference solution) scores partial credit 1.0, and every one of its calls succeeds;
* every anti-oracle (deliberately wrong solution) has ``task_completed_correctly == 0``;
* doing nothing scores 0.0.

Prints the violations and a last line with the counts; exits 1 on any violation.
"""

from __future__ import annotations

import fnmatch
import time
from dataclasses import dataclass

import typer

from avabench.env import Episode
from avabench.loader import Suite, load_suite
from avabench.task import Script, Task


@dataclass(frozen=True)
class Violation:
    """One broken promise of a task."""

    task_id: str
    noise: int
    agent: str
    message: str


@dataclass
class SelftestReport:
    """What the selftest found."""

    violations: list[Violation]
    tasks: int
    runs: int
    seconds: float

    def last_line(self) -> str:
        n = len(self.violations)
        return (
            f"selftest: {self.tasks} tasks, {self.runs} scripted runs, {n} violation"
            f"{'s' if n != 1 else ''} in {self.seconds:.1f}s"
        )


def _first_failed(score) -> str:  # type: ignore[no-untyped-def]
    a = score.first_failure()
    return f"first failed assertion #{a.index} {a.description!r}" if a else "no graded failure"


def check_task(task: Task, suite: Suite, noise: int, seed: int = 0) -> tuple[list[Violation], int]:
    """Run oracle, anti-oracles and the null agent on one task at one noise level."""
    out: list[Violation] = []
    runs = 0

    def bad(agent: str, msg: str) -> None:
        out.append(Violation(task.id, noise, agent, msg))

    oracle = suite.oracles.get(task.id)
    if oracle is None:
        bad("oracle", "missing")
    else:
        ep = Episode(task, seed, noise)
        try:
            s = ep.run_script(oracle)
        except ValueError as exc:
            bad("oracle", str(exc))
        else:
            runs += 1
            failed_calls = [f"{t.name}: {t.error}" for t in ep.trace if not t.ok]
            if failed_calls:
                bad("oracle", f"tool call failed: {failed_calls[0]}")
            if s.partial_credit != 1.0:
                bad("oracle", f"partial credit {s.partial_credit:.3f} ≠ 1.0; {_first_failed(s)}")
    for k, anti in enumerate(suite.anti_oracles.get(task.id, [])):
        ep = Episode(task, seed, noise)
        try:
            s = ep.run_script(anti)
        except ValueError as exc:
            bad(f"anti-oracle {k}", str(exc))
            continue
        runs += 1
        if s.task_completed_correctly:
            bad(f"anti-oracle {k}", f"passed the task ({anti.label or 'no label'})")
    null = Episode(task, seed, noise).run_script(Script())
    runs += 1
    if null.partial_credit != 0.0:
        bad("null", f"doing nothing scored {null.partial_credit:.3f}")
    return out, runs


def run_selftest(suite: Suite, noise: int = 0, patterns: list[str] | None = None) -> SelftestReport:
    """Selftest every task (matching ``patterns``) at noise 0 and at ``noise``."""
    start = time.perf_counter()
    tasks = [
        t for t in suite.tasks if not patterns or any(fnmatch.fnmatch(t.id, p) for p in patterns)
    ]
    levels = sorted({0, noise})
    violations: list[Violation] = []
    runs = 0
    for task in tasks:
        for level in levels:
            v, r = check_task(task, suite, level)
            violations += v
            runs += r
    return SelftestReport(violations, len(tasks), runs, time.perf_counter() - start)


app = typer.Typer(add_completion=False, help=__doc__)


@app.command()
def main(
    noise: int = typer.Argument(0, help="Distractor records per safe table for the second pass."),
    task_pack: str | None = typer.Option(None, help="Importable module path of a task pack."),
    only_pack: bool = typer.Option(False, help="Check the pack only, not the built-in tasks."),
    tasks: list[str] = typer.Option([], "--tasks", help="Glob patterns of task ids."),
) -> None:
    """Run oracle, anti-oracle and null agents on every task; exit 1 on any violation."""
    suite = load_suite(task_pack, include_builtin=not only_pack)
    for p in suite.problems:
        typer.echo(f"LOAD {p.where}: {p.message}")
    report = run_selftest(suite, noise, tasks or None)
    for v in report.violations:
        typer.echo(f"VIOLATION {v.task_id} noise={v.noise} {v.agent}: {v.message}")
    typer.echo(report.last_line())
    if report.violations or suite.problems:
        raise typer.Exit(1)


if __name__ == "__main__":
    app()
