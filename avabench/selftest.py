"""Every task proves itself: ``python -m avabench.selftest [NOISE]``.

For every task, at noise 0 and at ``NOISE``:

* the oracle (reference solution) scores partial credit 1.0, and every one of its calls succeeds;
* every anti-oracle (deliberately wrong solution) has ``task_completed_correctly == 0``;
* doing nothing scores 0.0;
* no *noise drift*: every number the task expects the agent to state (reply and mail checks)
  that the oracle could read from its tool results at noise 0 can still be read there at
  ``NOISE``. Noise never touches a table an assertion reads, but a reply-only task depends on
  tables its assertions do not name; if a distractor moved the true answer (an extra unpaid
  invoice changes a debt total), the fixed reference reply would still "pass" while a correct
  agent fails. This check catches that.

Prints the violations and a last line with the counts; exits 1 on any violation.
"""

from __future__ import annotations

import fnmatch
import time
from dataclasses import dataclass

import typer

from avabench.env import Episode
from avabench.loader import Suite, load_suite
from avabench.scoring.assertions import MailSent, ReplyContains
from avabench.scoring.numbers import contains_number
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


def expected_numbers(task: Task) -> list[float]:
    """Numbers the task expects in the reply or in a sent mail."""
    items: list[object] = []
    for a in task.assertions:
        if isinstance(a, ReplyContains):
            items += [*a.all_of, *a.any_of]
        elif isinstance(a, MailSent):
            items += [*a.subject_contains, *a.body_contains, *a.body_contains_any]
    return sorted(
        {float(x) for x in items if isinstance(x, int | float) and not isinstance(x, bool)}
    )


def _read_states(outputs: list[object], value: float) -> bool:
    """Does any read output state ``value`` (a numeric leaf, or inside a text leaf)?"""
    stack = list(outputs)
    while stack:
        node = stack.pop()
        if isinstance(node, dict):
            stack.extend(node.values())
        elif isinstance(node, list):
            stack.extend(node)
        elif isinstance(node, bool) or node is None:
            continue
        elif isinstance(node, int | float):
            if abs(float(node) - value) <= 1e-9 * max(1.0, abs(value)):
                return True
        elif isinstance(node, str) and contains_number(node, value):
            return True
    return False


def check_drift(
    task: Task, noise: int, clean: list[object] | None, noisy: list[object] | None
) -> list[Violation]:
    """Expected numbers readable in the oracle's reads at noise 0 must stay readable at ``noise``.

    ``clean`` and ``noisy`` are the outputs of the oracle's successful read calls (as recorded
    by :func:`check_task`) at noise 0 and at ``noise``.
    """
    numbers = expected_numbers(task)
    if noise <= 0 or not numbers or clean is None or noisy is None:
        return []
    return [
        Violation(
            task.id,
            noise,
            "noise drift",
            f"expected value {value:g} is in the oracle's tool results at noise 0 but not at "
            f"noise {noise}: distractors changed the answer (exclude that table via "
            "noise_exclude or make its noise neutral)",
        )
        for value in numbers
        if _read_states(clean, value) and not _read_states(noisy, value)
    ]


def check_task(
    task: Task,
    suite: Suite,
    noise: int,
    seed: int = 0,
    reads: dict[int, list[object]] | None = None,
) -> tuple[list[Violation], int]:
    """Run oracle, anti-oracles and the null agent on one task at one noise level.

    When ``reads`` is given, the outputs of the oracle's successful read calls are stored in it
    under ``noise`` (for :func:`check_drift`).
    """
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
            if reads is not None:
                reads[noise] = [t.output for t in ep.trace if t.ok and not t.writes]
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


def run_selftest(
    suite: Suite, noise: int = 0, patterns: list[str] | None = None, seeds: int = 1
) -> SelftestReport:
    """Selftest every task (matching ``patterns``) at noise 0 and at ``noise`` (``seeds`` seeds)."""
    start = time.perf_counter()
    tasks = [
        t for t in suite.tasks if not patterns or any(fnmatch.fnmatch(t.id, p) for p in patterns)
    ]
    levels = sorted({0, noise})
    violations: list[Violation] = []
    runs = 0
    for task in tasks:
        reads: dict[int, list[object]] = {}
        for seed in range(max(1, seeds)):
            if noise:
                reads.pop(noise, None)  # compare this seed's noisy reads only
            for level in levels if seed == 0 else [lv for lv in levels if lv > 0]:
                v, r = check_task(task, suite, level, seed, reads)
                violations += v
                runs += r
            violations += check_drift(task, noise, reads.get(0), reads.get(noise))
    return SelftestReport(violations, len(tasks), runs, time.perf_counter() - start)


app = typer.Typer(add_completion=False, pretty_exceptions_show_locals=False, help=__doc__)


@app.command()
def main(
    noise: int = typer.Argument(0, help="Distractor records per safe table for the second pass."),
    task_pack: str | None = typer.Option(None, help="Importable module path of a task pack."),
    only_pack: bool = typer.Option(False, help="Check the pack only, not the built-in tasks."),
    tasks: list[str] = typer.Option([], "--tasks", help="Glob patterns of task ids."),
    seeds: int = typer.Option(1, help="Noise seeds to try (0 … SEEDS-1) at NOISE."),
) -> None:
    """Run oracle, anti-oracle and null agents on every task; exit 1 on any violation."""
    suite = load_suite(task_pack, include_builtin=not only_pack)
    for p in suite.problems:
        typer.echo(f"LOAD {p.where}: {p.message}")
    report = run_selftest(suite, noise, tasks or None, seeds)
    for v in report.violations:
        typer.echo(f"VIOLATION {v.task_id} noise={v.noise} {v.agent}: {v.message}")
    typer.echo(report.last_line())
    if report.violations or suite.problems:
        raise typer.Exit(1)


if __name__ == "__main__":
    app()
