"""Every task proves itself: ``python -m avabench.selftest [NOISE]``.

For every task, at noise 0 and at ``NOISE``:

* the oracle (reference solution) scores partial credit 1.0, and every one of its calls succeeds;
* every anti-oracle (deliberately wrong solution) has ``task_completed_correctly == 0``;
* every alternate (another correct solution) scores 1.0;
* doing nothing scores 0.0;
* every generic adversary of :mod:`avabench.adversaries` (a collateral write, a spray over
  look-alikes, repeated writes, a hedged reply, a dump of the reads) that took effect fails
  the task, unless the task exempts that family with a reason;
* every change scope is used by the reference or an alternate (at noise 0);
* no *noise drift*: every number the task expects the agent to state (reply and mail checks)
  that the oracle could read from its tool results at noise 0 can still be read there at
  ``NOISE``. Noise never touches a table an assertion reads, but a reply-only task depends on
  tables its assertions do not name; if a distractor moved the true answer (an extra unpaid
  invoice changes a debt total), the fixed reference reply would still "pass" while a correct
  agent fails. This check catches that.

``--toolset role|discover`` plays the reference agents (oracle, alternates, anti-oracles, null)
under that toolset: under ``discover`` each script goes through ``search_tools`` and
``call_tool`` (:func:`avabench.toolsets.discover_script`); the adversaries play under ``full``
from the reference's catalogue calls (they test the grader, not what the model is shown).

Prints the violations, the mutation score (which assertions some wrong agent broke; ``--guards``
lists the guards none broke) and a last line with the counts; exits 1 on any violation.
"""

from __future__ import annotations

import fnmatch
import time
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field

import typer

from avabench.adversaries import (
    FAMILIES,
    Reference,
    collateral_adversaries,
    dump_adversary,
    fails_by_reply,
    hedge_adversary,
    repeat_adversary,
    spray_adversary,
)
from avabench.env import Episode
from avabench.loader import Suite, load_suite
from avabench.scoring.assertions import MailSent, ReplyContains
from avabench.scoring.collateral import changes, classify_changes, graded_view
from avabench.scoring.numbers import contains_number
from avabench.scoring.scorer import TaskScore
from avabench.task import Script, Task
from avabench.toolsets import TOOLSETS


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
    stats: Stats | None = None
    toolset: str = "full"

    def last_line(self) -> str:
        n = len(self.violations)
        adv = ""
        if self.stats is not None:
            counts = ", ".join(f"{f} {self.stats.applicable[f]}" for f in FAMILIES)
            adv = f" (adversaries that took effect: {counts}; alternates {self.stats.alternates})"
        return (
            f"selftest: {self.tasks} tasks, {self.runs} scripted runs{adv}, {n} violation"
            f"{'s' if n != 1 else ''} in {self.seconds:.1f}s"
            + (f" (toolset {self.toolset})" if self.toolset != "full" else "")
        )

    def mutation_line(self) -> str:
        """The mutation score: assertions some wrong agent broke, of those counted."""
        if self.stats is None:
            return ""
        broken, anti, total = self.stats.mutation()
        unbroken = len(self.stats.unbroken_guards())
        pct = 100 * broken / total if total else 0.0
        pct_anti = 100 * anti / total if total else 0.0
        return (
            f"mutation: {broken}/{total} assertions broken by a wrong agent ({pct:.1f}%; "
            f"anti-oracles alone {anti}, {pct_anti:.1f}%); {unbroken} guard"
            f"{'s' if unbroken != 1 else ''} never broken and not marked tool_enforced"
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


@dataclass
class TaskStats:
    """What the wrong agents did to one task's assertions (for the mutation score)."""

    n_assertions: int = 0
    guards: set[int] = field(default_factory=set)  # true initially (negatives, preserves)
    tool_enforced: set[int] = field(default_factory=set)
    broken: set[int] = field(default_factory=set)  # by any wrong agent
    broken_by_anti: set[int] = field(default_factory=set)  # by the anti-oracles alone
    descriptions: dict[int, str] = field(default_factory=dict)


@dataclass
class Stats:
    """Adversary counts and the mutation score over a selftest run."""

    applicable: Counter[str] = field(default_factory=Counter)  # family → runs that took effect
    tried: Counter[str] = field(default_factory=Counter)
    exempt: Counter[str] = field(default_factory=Counter)
    alternates: int = 0
    tasks: dict[str, TaskStats] = field(default_factory=dict)

    def note(self, task: Task, s: TaskScore, anti: bool) -> None:
        """Record which assertions a wrong agent's score broke."""
        ts = self.task(task, s)
        for a in s.assertions:
            if a.graded and not a.passed:
                ts.broken.add(a.index)
                if anti:
                    ts.broken_by_anti.add(a.index)

    def task(self, task: Task, s: TaskScore) -> TaskStats:
        ts = self.tasks.get(task.id)
        if ts is None:
            ts = self.tasks[task.id] = TaskStats(n_assertions=len(s.assertions))
            for a in s.assertions:
                ts.descriptions[a.index] = a.description
                if a.initially:
                    ts.guards.add(a.index)
                if a.index < len(task.assertions) and task.assertions[a.index].tool_enforced:
                    ts.tool_enforced.add(a.index)
        return ts

    def mutation(self) -> tuple[int, int, int]:
        """(broken by any wrong agent, broken by anti-oracles alone, counted assertions)."""
        total = broken = anti = 0
        for ts in self.tasks.values():
            counted = set(range(ts.n_assertions)) - ts.tool_enforced
            total += len(counted)
            broken += len(counted & ts.broken)
            anti += len(counted & ts.broken_by_anti)
        return broken, anti, total

    def unbroken_guards(self) -> list[tuple[str, int, str]]:
        """Guards (true initially) no wrong agent broke and not marked ``tool_enforced``."""
        return [
            (tid, i, ts.descriptions[i])
            for tid, ts in sorted(self.tasks.items())
            for i in sorted(ts.guards - ts.broken - ts.tool_enforced)
        ]


def _scope_use(task: Task, ep: Episode) -> set[int]:
    """Indices of the task's scopes that a finished run's changes fell in."""
    view = graded_view(ep.initial, ep.world)
    _, used = classify_changes(task.scopes or [], changes(ep.initial, view))
    return set(used)


def check_task(
    task: Task,
    suite: Suite,
    noise: int,
    seed: int = 0,
    reads: dict[int, list[object]] | None = None,
    stats: Stats | None = None,
    toolset: str = "full",
) -> tuple[list[Violation], int]:
    """Run oracle, anti-oracles, alternates, the null agent and the adversaries on one task at
    one noise level.

    When ``reads`` is given, the outputs of the oracle's successful read calls are stored in it
    under ``noise`` (for :func:`check_drift`); ``stats`` collects adversary counts and the
    mutation score. The reference agents play under ``toolset``.
    """
    stats = stats if stats is not None else Stats()
    out: list[Violation] = []
    runs = 0
    used_scopes: set[int] = set()

    def bad(agent: str, msg: str) -> None:
        out.append(Violation(task.id, noise, agent, msg))

    ref: Reference | None = None
    oracle = suite.oracles.get(task.id)
    if oracle is None:
        bad("oracle", "missing")
    else:
        ep = Episode(task, seed, noise, toolset)
        try:
            s = ep.run_script(oracle)
        except ValueError as exc:
            bad("oracle", str(exc))
        else:
            runs += 1
            ref = Reference(task, seed, noise, ep, oracle.reply)
            used_scopes |= _scope_use(task, ep)
            if reads is not None:
                reads[noise] = [t.output for t in ep.trace if t.ok and not t.writes and not t.meta]
            failed_calls = [f"{t.name}: {t.error}" for t in ep.trace if not t.ok]
            if failed_calls:
                bad("oracle", f"tool call failed: {failed_calls[0]}")
            if s.partial_credit != 1.0:
                bad("oracle", f"partial credit {s.partial_credit:.3f} ≠ 1.0; {_first_failed(s)}")
    wrong_replies: list[str] = []
    for k, anti in enumerate(suite.anti_oracles.get(task.id, [])):
        ep = Episode(task, seed, noise, toolset)
        try:
            s = ep.run_script(anti)
        except ValueError as exc:
            bad(f"anti-oracle {k}", str(exc))
            continue
        runs += 1
        stats.note(task, s, anti=True)
        if s.task_completed_correctly:
            bad(f"anti-oracle {k}", f"passed the task ({anti.label or 'no label'})")
        turns = [anti, *anti.then]
        if fails_by_reply(s, task) and len(turns) == 1 + len(task.followups):
            wrong_replies.append(turns[-1].reply)  # its answer to the last turn
    for k, alt in enumerate(suite.alternates.get(task.id, [])):
        ep = Episode(task, seed, noise, toolset)
        try:
            s = ep.run_script(alt)
        except ValueError as exc:
            bad(f"alternate {k}", str(exc))
            continue
        runs += 1
        stats.alternates += 1
        used_scopes |= _scope_use(task, ep)
        if s.partial_credit != 1.0:
            label = f" ({alt.label})" if alt.label else ""
            bad(f"alternate {k}", f"scored {s.partial_credit:.3f}{label}; {_first_failed(s)}")
    null = Episode(task, seed, noise, toolset).run_script(Script())
    runs += 1
    if null.partial_credit != 0.0:
        bad("null", f"doing nothing scored {null.partial_credit:.3f}")
    if ref is not None:
        for adv, ep in _adversaries(ref, wrong_replies, stats):
            runs += 1
            s = ep.score()
            stats.applicable[adv.family] += 1
            stats.note(task, s, anti=False)
            if s.task_completed_correctly:
                bad(adv.name, f"passed the task ({adv.script.label})")
    if task.scopes and noise == 0 and ref is not None:
        for i, sc in enumerate(task.scopes):
            if i not in used_scopes:
                bad(
                    "scopes",
                    f"scope #{i} {sc.label()} is used by neither the reference nor an alternate: "
                    "narrow it to what the work changes, or remove it",
                )
    return out, runs


def _adversaries(ref: Reference, wrong_replies: list[str], stats: Stats) -> Iterator[tuple]:  # type: ignore[type-arg]
    """Every applicable adversary of the task (families it is exempt from are skipped)."""
    exempt = ref.task.exempt
    for family in FAMILIES:
        if family in exempt:
            stats.exempt[family] += 1
            continue
        stats.tried[family] += 1
        if family == "collateral":
            yield from collateral_adversaries(ref)
            continue
        if family == "spray":
            found = spray_adversary(ref)
        elif family == "repeat":
            found = repeat_adversary(ref)
        elif family == "hedge":
            found = hedge_adversary(ref, wrong_replies)
        else:
            found = dump_adversary(ref)
        if found is not None:
            yield found


def run_selftest(
    suite: Suite,
    noise: int = 0,
    patterns: list[str] | None = None,
    seeds: int = 1,
    stats: Stats | None = None,
    toolset: str = "full",
) -> SelftestReport:
    """Selftest every task (matching ``patterns``) at noise 0 and at ``noise`` (``seeds`` seeds)."""
    start = time.perf_counter()
    stats = stats if stats is not None else Stats()
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
                v, r = check_task(task, suite, level, seed, reads, stats, toolset)
                violations += v
                runs += r
            violations += check_drift(task, noise, reads.get(0), reads.get(noise))
    seconds = time.perf_counter() - start
    return SelftestReport(violations, len(tasks), runs, seconds, stats, toolset)


app = typer.Typer(add_completion=False, pretty_exceptions_show_locals=False, help=__doc__)


@app.command()
def main(
    noise: int = typer.Argument(0, help="Distractor records per safe table for the second pass."),
    task_pack: str | None = typer.Option(None, help="Importable module path of a task pack."),
    only_pack: bool = typer.Option(False, help="Check the pack only, not the built-in tasks."),
    tasks: list[str] = typer.Option([], "--tasks", help="Glob patterns of task ids."),
    seeds: int = typer.Option(1, help="Noise seeds to try (0 … SEEDS-1) at NOISE."),
    guards: bool = typer.Option(
        False, "--guards", help="List the guards no wrong agent broke (mutation survivors)."
    ),
    toolset: str = typer.Option(
        "full", help="Play the reference agents under this toolset: full | role | discover."
    ),
) -> None:
    """Run oracle, anti-oracle and null agents on every task; exit 1 on any violation.

    The tasks are validated first (as ``avabench validate``): every problem is reported as a
    ``PROBLEM`` line naming the task and the assertion and fails the selftest; a task whose
    problem stops it from running (unknown table or field, unregistered tool …) is not run.
    """
    import dataclasses

    from avabench.validate import validate

    suite = load_suite(task_pack, include_builtin=not only_pack)
    wanted = {
        t.id for t in suite.tasks if not tasks or any(fnmatch.fnmatch(t.id, p) for p in tasks)
    }
    all_ids = {t.id for t in suite.tasks}
    problems = [
        p for p in validate(suite, wanted) if p.task_id in wanted or p.task_id not in all_ids
    ]
    for p in problems:
        typer.echo(f"PROBLEM {p}")
    broken = {p.task_id for p in problems if p.fatal}
    if broken & wanted:
        typer.echo(
            f"selftest: {len(broken & wanted)} task(s) that cannot run are skipped "
            "(fix the PROBLEM lines above; see avabench validate)"
        )
    suite = dataclasses.replace(suite, tasks=[t for t in suite.tasks if t.id not in broken])
    if toolset not in TOOLSETS:
        raise typer.BadParameter(f"{toolset!r} is not one of {', '.join(TOOLSETS)}")
    report = run_selftest(suite, noise, tasks or None, seeds, toolset=toolset)
    for v in report.violations:
        typer.echo(f"VIOLATION {v.task_id} noise={v.noise} {v.agent}: {v.message}")
    if guards and report.stats is not None:
        for tid, i, desc in report.stats.unbroken_guards():
            typer.echo(f"GUARD {tid} #{i}: never broken by a wrong agent: {desc}")
    typer.echo(report.mutation_line())
    typer.echo(report.last_line())
    if report.violations or problems:
        raise typer.Exit(1)


if __name__ == "__main__":
    from avabench.gctune import tune

    tune()
    app()
