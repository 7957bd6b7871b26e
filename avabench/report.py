"""Compare stored runs: ``python -m avabench.report [RESULT FILES]`` (default ``results/*.json``).

::

    python -m avabench.report                          # leaderboard of results/*.json
    python -m avabench.report --per-task               # + trajectory metrics of every task
    python -m avabench.report --diff A.json B.json     # which tasks and assertions flipped
    python -m avabench.report --write RESULTS.md       # regenerate the leaderboard file
    python -m avabench.report --export                 # results/public27/ and results/full100/
    python -m avabench.report --gate BASELINE.json B.json [--tolerance 0.02]   # CI gate
    python -m avabench.report --history                # pass-rate trend per model and commit

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

import json
import math
import sys
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
import typer

from avabench.history import trend
from avabench.loader import Suite, load_suite, sample_tasks
from avabench.results import Bucket, RunResult, TaskResult, load_run, save_run, write_atomic
from avabench.results import bucket as make_bucket
from avabench.results import summarize as summarize_results
from avabench.scoring import trajectory as traj

PUBLIC_SAMPLE = (27, 0)
N_BOOT = 2000
BOOT_SEED = 0

# -- statistics --------------------------------------------------------------------------------

#: How many flagged task names a leaderboard row shows before "… (+N more)".
FLAGGED_SHOWN = 8


@dataclass(frozen=True)
class Estimate:
    """A mean with its 95% bootstrap interval (``nan`` when there is nothing to average)."""

    value: float
    lo: float
    hi: float

    def pct(self) -> str:
        return (
            "—"
            if math.isnan(self.value)
            else (f"{100 * self.value:.1f} [{100 * self.lo:.1f}–{100 * self.hi:.1f}]")
        )

    def frac(self) -> str:
        return (
            "—" if math.isnan(self.value) else (f"{self.value:.3f} [{self.lo:.3f}–{self.hi:.3f}]")
        )


def bootstrap(
    sums: Sequence[float], counts: Sequence[int], n_boot: int = N_BOOT, seed: int = BOOT_SEED
) -> Estimate:
    """Pooled mean ``Σsums / Σcounts`` with a percentile bootstrap over the units (tasks)."""
    s, c = np.asarray(sums, dtype=float), np.asarray(counts, dtype=float)
    if not len(c) or c.sum() == 0:
        return Estimate(math.nan, math.nan, math.nan)
    value = float(s.sum() / c.sum())
    idx = np.random.default_rng(seed).integers(0, len(c), size=(n_boot, len(c)))
    num, den = s[idx].sum(axis=1), c[idx].sum(axis=1)
    ratios = num[den > 0] / den[den > 0]
    lo, hi = np.percentile(ratios, [2.5, 97.5])
    return Estimate(value, float(lo), float(hi))


def per_task(results: Iterable[TaskResult], attr: str) -> tuple[list[float], list[int]]:
    """Per task (sorted by id): the sum of ``attr`` over its valid trials, and their count."""
    sums: dict[str, float] = defaultdict(float)
    counts: dict[str, int] = defaultdict(int)
    for r in results:
        counts[r.task_id] += r.status == "ok"
        if r.status == "ok":
            sums[r.task_id] += float(getattr(r, attr))
    ids = sorted(counts)
    return [sums[i] for i in ids], [counts[i] for i in ids]


def estimate(results: Sequence[TaskResult], attr: str) -> Estimate:
    """Mean of ``attr`` over valid task-trials, with a bootstrap CI over tasks."""
    return bootstrap(*per_task(results, attr))


def pass_hat_k(n: int, c: int, k: int) -> float:
    """P(all of k trials drawn without replacement from n pass), c of n passed (tau-bench)."""
    return math.comb(c, k) / math.comb(n, k)


def pass_at_k(n: int, c: int, k: int) -> float:
    """P(at least one of k trials passes), c of n passed (Chen et al., 2021)."""
    return 1.0 - math.comb(n - c, k) / math.comb(n, k)


def trial_counts(results: Iterable[TaskResult]) -> dict[str, tuple[int, int]]:
    """Task id → (valid trials, passed trials)."""
    out: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    for r in results:
        if r.status == "ok":
            out[r.task_id][0] += 1
            out[r.task_id][1] += r.task_completed_correctly
    return {t: (n, c) for t, (n, c) in sorted(out.items())}


def pass_k(results: Iterable[TaskResult], k: int) -> tuple[float, float, int]:
    """(pass^k, pass@k, tasks counted): means over the tasks with at least k valid trials."""
    nc = [v for v in trial_counts(results).values() if v[0] >= k]
    if not nc:
        return math.nan, math.nan, 0
    return (
        sum(pass_hat_k(n, c, k) for n, c in nc) / len(nc),
        sum(pass_at_k(n, c, k) for n, c in nc) / len(nc),
        len(nc),
    )


def flaky_tasks(results: Iterable[TaskResult]) -> list[str]:
    """Tasks that passed in some valid trials but not all."""
    return [t for t, (n, c) in trial_counts(results).items() if 0 < c < n]


# -- per-run statistics ------------------------------------------------------------------------


@dataclass
class RunStats:
    """Everything the report shows about one run."""

    label: str
    run: RunResult
    pass_rate: Estimate
    partial: Estimate
    total: Bucket
    by_domain: dict[str, tuple[Bucket, Estimate, Estimate]]
    by_tier: dict[str, tuple[Bucket, Estimate, Estimate]]
    trajectories: dict[tuple[str, int], traj.TrajectoryMetrics] = field(default_factory=dict)
    trajectory: traj.TrajectorySummary = field(default_factory=traj.TrajectorySummary)

    @property
    def full_set(self) -> bool:
        """A run over every task (no sample, no id filter)."""
        return not self.run.settings.sample and not self.run.settings.tasks

    @property
    def who(self) -> str:
        s = self.run.settings
        return s.model or f"agent:{s.agent}"


def _grouped(results: list[TaskResult], key: str) -> dict[str, tuple[Bucket, Estimate, Estimate]]:
    groups: dict[str, list[TaskResult]] = defaultdict(list)
    for r in results:
        groups[getattr(r, key)].append(r)
    return {
        g: (
            make_bucket(rs),
            estimate(rs, "task_completed_correctly"),
            estimate(rs, "partial_credit"),
        )
        for g, rs in sorted(groups.items())
    }


def trajectories(
    run: RunResult, suite: Suite | None, include_failed: bool = False
) -> dict[tuple[str, int], traj.TrajectoryMetrics]:
    """Trajectory metrics of every valid task-trial that has a golden trajectory."""
    if suite is None:
        return {}
    tasks = suite.by_id()
    out = {}
    for r in run.tasks:
        golden = traj.golden_tools(tasks.get(r.task_id), suite.oracles.get(r.task_id))
        if r.status == "ok" and golden is not None and r.task_id in tasks:
            out[(r.task_id, r.trial)] = traj.compare(
                golden, traj.actual_tools(r.trace, include_failed)
            )
    return out


def run_stats(
    run: RunResult,
    suite: Suite | None = None,
    label: str | None = None,
    include_failed: bool = False,
) -> RunStats:
    """Compute every statistic of one run (``suite`` gives the golden trajectories)."""
    tm = trajectories(run, suite, include_failed)
    return RunStats(
        label=label or run.settings.alias,
        run=run,
        pass_rate=estimate(run.tasks, "task_completed_correctly"),
        partial=estimate(run.tasks, "partial_credit"),
        total=make_bucket(run.tasks),
        by_domain=_grouped(run.tasks, "domain"),
        by_tier=_grouped(run.tasks, "tier"),
        trajectories=tm,
        trajectory=traj.summarize(tm.values()),
    )


class Suites:
    """Suites loaded once per task pack (``override`` replaces every run's own pack).

    A run with a task pack is looked up in the pack alone when the pack holds all its tasks
    (an ``--only-pack`` run), else in the built-in tasks plus the pack.
    """

    def __init__(self, override: str | None = None, fixed: Suite | None = None) -> None:
        self.override, self.fixed = override, fixed
        self.cache: dict[tuple[str | None, bool], Suite] = {}

    def _load(self, pack: str | None, builtin: bool) -> Suite:
        if (pack, builtin) not in self.cache:
            suite = load_suite(pack, include_builtin=builtin)
            for p in suite.problems:
                print(f"LOAD {p.where}: {p.message}", file=sys.stderr)
            self.cache[(pack, builtin)] = suite
        return self.cache[(pack, builtin)]

    def get(self, run: RunResult) -> Suite | None:
        """The suite a run's tasks come from (None when it has no tasks)."""
        if self.fixed is not None:
            return self.fixed
        pack = self.override or run.settings.task_pack
        suite = self._load(pack, builtin=False) if pack else None
        if suite is None or not {r.task_id for r in run.tasks} <= set(suite.builders):
            suite = self._load(pack, builtin=True)
        return suite if suite.tasks else None


def all_stats(
    runs: Sequence[RunResult], suites: Suites, include_failed: bool = False
) -> list[RunStats]:
    """Stats of every run, best first (pass rate, then partial credit, then label)."""
    seen: dict[str, int] = defaultdict(int)
    out = []
    for run in sorted(runs, key=lambda r: (r.settings.alias, r.started_at, r.settings.git_commit)):
        seen[run.settings.alias] += 1
        n = seen[run.settings.alias]
        label = run.settings.alias + (f" ({n})" if n > 1 else "")
        out.append(run_stats(run, suites.get(run), label, include_failed))
    return sorted(out, key=lambda s: (-_nz(s.pass_rate.value), -_nz(s.partial.value), s.label))


def _nz(x: float) -> float:
    return -1.0 if math.isnan(x) else x


# -- tables ------------------------------------------------------------------------------------


@dataclass
class Table:
    """A titled table of strings; ``align`` has one letter per column (l or r)."""

    title: str
    headers: list[str]
    rows: list[list[str]]
    align: str = ""

    def _al(self, i: int) -> str:
        return self.align[i] if i < len(self.align) else "r"


def render_plain(t: Table) -> str:
    widths = [max([len(h)] + [len(r[i]) for r in t.rows]) for i, h in enumerate(t.headers)]

    def line(cells: list[str]) -> str:
        return "  ".join(
            c.ljust(w) if t._al(i) == "l" else c.rjust(w)
            for i, (c, w) in enumerate(zip(cells, widths, strict=True))
        ).rstrip()

    out = [t.title, line(t.headers), line(["-" * w for w in widths])]
    return "\n".join(out + [line(r) for r in t.rows])


def render_markdown(t: Table) -> str:
    def cells(row: list[str]) -> str:
        return "| " + " | ".join(c.replace("|", "\\|") for c in row) + " |"

    rule = (
        "|" + "|".join(":---" if t._al(i) == "l" else "---:" for i in range(len(t.headers))) + "|"
    )
    return "\n".join([f"### {t.title}", "", cells(t.headers), rule, *(cells(r) for r in t.rows)])


def print_tables(tables: Iterable[Table], plain: bool | None = None) -> None:
    """Rich tables on a terminal, plain text otherwise."""
    plain = (not sys.stdout.isatty()) if plain is None else plain
    if plain:
        for t in tables:
            print(render_plain(t) + "\n")
        return
    from rich.console import Console
    from rich.table import Table as RichTable
    from rich.text import Text

    console = Console()
    for t in tables:
        rt = RichTable(title=Text(t.title, style="bold"), title_justify="left")
        for i, h in enumerate(t.headers):
            rt.add_column(Text(h), justify="left" if t._al(i) == "l" else "right")
        for r in t.rows:
            rt.add_row(*(Text(c) for c in r))
        console.print(rt)


def _tokens(run: RunResult) -> str:
    u = run.summary.usage
    return f"{u.prompt_tokens:,}/{u.completion_tokens:,}"


def _cost(run: RunResult) -> str:
    return "—" if run.summary.cost is None else f"{run.summary.cost:.2f}"


def leaderboard(stats: Sequence[RunStats], title: str = "Leaderboard") -> Table:
    """One row per run: pass rate and partial credit with CIs, Bỏ, tokens, cost."""
    rows = []
    for i, s in enumerate(stats, 1):
        t = s.total
        rows.append([str(i), s.label, s.who, str(t.n_valid), s.pass_rate.pct(), s.partial.frac()])
        rows[-1] += [str(t.n_invalid), _tokens(s.run), _cost(s.run)]
    headers = ["#", "alias", "model", "valid", "pass % [95% CI]", "partial [95% CI]", "Bỏ"]
    return Table(title, [*headers, "tokens in/out", "cost"], rows, "rllr")


def provenance(stats: Sequence[RunStats]) -> Table:
    """How each run was made."""
    rows = []
    for s in stats:
        st = s.run.settings
        scope = f"sample {st.sample}/{st.sample_seed}" if st.sample else "all"
        scope += " + " + ",".join(st.tasks) if st.tasks else ""
        rows.append([s.label, scope, str(st.trials), str(st.noise), str(st.noise_seed)])
        rows[-1] += [st.reasoning_effort or "—", st.git_commit, st.grader_version or "?"]
    headers = ["alias", "tasks", "trials", "noise", "noise seed", "reasoning", "commit", "grader"]
    return Table("Runs", headers, rows, "ll")


def group_tables(stats: Sequence[RunStats], attr: str, name: str) -> list[Table]:
    """Pass rate and partial credit per domain (or tier), one column per group."""
    groups = sorted({g for s in stats for g in getattr(s, attr)})
    pr, pc = [], []
    for s in stats:
        cells = [getattr(s, attr).get(g) for g in groups]
        pr.append([s.label, *(c[1].pct() if c else "—" for c in cells)])
        pc.append([s.label, *(c[2].frac() if c else "—" for c in cells)])
    return [
        Table(f"Pass rate % by {name} [95% CI]", ["alias", *groups], pr, "l"),
        Table(f"Partial credit by {name} [95% CI]", ["alias", *groups], pc, "l"),
    ]


def reliability_table(stats: Sequence[RunStats]) -> Table | None:
    """pass^k and pass@k for runs with several trials, and their flaky tasks."""
    rows = []
    for s in stats:
        for k in range(1, s.run.settings.trials + 1):
            hat, at, n = pass_k(s.run.tasks, k)
            if n and s.run.settings.trials > 1:
                rows.append(
                    [
                        s.label,
                        str(k),
                        f"{hat:.3f}",
                        f"{at:.3f}",
                        str(n),
                        ", ".join(flaky_tasks(s.run.tasks)) if k == 1 else "",
                    ]
                )
    headers = ["alias", "k", "pass^k", "pass@k", "tasks", "flaky tasks"]
    return Table("Reliability over trials", headers, rows, "lrrrrl") if rows else None


def trajectory_table(stats: Sequence[RunStats]) -> Table:
    """Aggregated trajectory metrics (means over valid task-trials with a golden path)."""
    rows = []
    for s in stats:
        t = s.trajectory
        rows.append(
            [
                s.label,
                str(t.n),
                *(
                    ["—"] * 7
                    if not t.n
                    else [
                        f"{t.exact:.3f}",
                        f"{t.in_order:.3f}",
                        f"{t.any_order:.3f}",
                        f"{t.precision:.3f}",
                        f"{t.recall:.3f}",
                        str(t.wasteful),
                        str(t.gave_up_early),
                    ]
                ),
            ]
        )
    headers = [
        "alias",
        "n",
        "exact",
        "in-order",
        "any-order",
        "precision",
        "recall",
        "wasteful",
        "gave up early",
    ]
    return Table("Trajectory (tool-name sequence vs the oracle's)", headers, rows, "l")


def flagged_table(stats: Sequence[RunStats]) -> Table | None:
    """The wasteful and gave-up-early tasks by name (×n: flagged in n trials)."""
    rows = []
    for s in stats:
        for flag in ("wasteful", "gave_up_early"):
            hits: dict[str, int] = defaultdict(int)
            for (tid, _), m in s.trajectories.items():
                hits[tid] += getattr(m, flag)
            names = [t + (f" ×{n}" if n > 1 else "") for t, n in sorted(hits.items()) if n]
            if names:
                shown = ", ".join(names[:FLAGGED_SHOWN])
                if len(names) > FLAGGED_SHOWN:
                    shown += f", … (+{len(names) - FLAGGED_SHOWN} more; see --per-task)"
                rows.append([s.label, f"{flag.replace('_', ' ')} ({len(names)})", shown])
    return Table("Flagged trajectories", ["alias", "flag", "tasks"], rows, "lll") if rows else None


def _tt(key: tuple[str, int]) -> str:
    return f"{key[0]}#{key[1]}"


def per_task_table(s: RunStats) -> Table:
    """Every task-trial of one run with its grade and trajectory metrics."""
    rows = []
    for r in s.run.tasks:
        m = s.trajectories.get((r.task_id, r.trial))
        grade = (
            "INVALID"
            if r.status == "invalid"
            else ("PASS" if r.task_completed_correctly else "FAIL")
        )
        tcells = (
            ["—"] * 6
            if m is None
            else [
                "y" if m.exact else "n",
                "y" if m.in_order else "n",
                "y" if m.any_order else "n",
                f"{m.precision:.2f}",
                f"{m.recall:.2f}",
                "wasteful" if m.wasteful else ("gave up early" if m.gave_up_early else ""),
            ]
        )
        rows.append([_tt((r.task_id, r.trial)), grade, f"{r.partial_credit:.2f}", *tcells])
    headers = [
        "task",
        "grade",
        "partial",
        "exact",
        "in-order",
        "any-order",
        "precision",
        "recall",
        "flag",
    ]
    return Table(f"Tasks of {s.label}", headers, rows, "ll")


def report_tables(stats: Sequence[RunStats], per_task: bool = False) -> list[Table]:
    """Every table of the console report."""
    tables = [
        leaderboard(stats),
        provenance(stats),
        *group_tables(stats, "by_domain", "domain"),
        *group_tables(stats, "by_tier", "tier"),
        trajectory_table(stats),
    ]
    tables += [t for t in (flagged_table(stats), reliability_table(stats)) if t]
    return tables + ([per_task_table(s) for s in stats] if per_task else [])


# -- RESULTS.md --------------------------------------------------------------------------------

HEADER = """# AVABench results

<!-- Generated by `python -m avabench.report --write RESULTS.md`; do not edit by hand. -->

Pass rate = share of valid task-trials with every graded assertion holding; partial credit =
mean share of graded assertions holding. Invalid episodes (infrastructure errors, cut off by
`max_tokens` before any tool call) are excluded from every mean and counted under **Bỏ**.
Brackets: 95% percentile-bootstrap intervals over tasks ({n} resamples, seed {seed}).
Trajectory: LCS precision/recall of the tool-name sequence against the oracle's
(`avabench/scoring/trajectory.py`).
"""


def _section(title: str, stats: Sequence[RunStats], note: str = "") -> list[str]:
    out = [f"## {title}", ""] + ([note, ""] if note else [])
    if not stats:
        return [*out, "_No runs yet._", ""]
    tables = report_tables(stats)
    return out + [x for t in tables for x in (render_markdown(t), "")]


def results_markdown(stats: Sequence[RunStats]) -> str:
    """The leaderboard file: deterministic for the same runs (order of input is irrelevant)."""
    full = [s for s in stats if s.full_set]
    part = [s for s in stats if not s.full_set]
    lines = [HEADER.format(n=N_BOOT, seed=BOOT_SEED)]
    lines += _section("Full set", full)
    if part:
        lines += _section(
            "Samples and subsets",
            part,
            "Runs over a sample (`--sample`) or a subset (`--tasks`) of the tasks. The public 27 "
            "have more basic tasks and score higher: never compare them with the full set.",
        )
    return "\n".join(lines).rstrip() + "\n"


# -- diff --------------------------------------------------------------------------------------


def _grade(r: TaskResult | None) -> str:
    if r is None:
        return "absent"
    return (
        "INVALID" if r.status == "invalid" else ("PASS" if r.task_completed_correctly else "FAIL")
    )


def diff_runs(a: RunResult, b: RunResult) -> list[str]:
    """Per task-trial: grades that flipped, partial credit that moved, assertions that changed."""
    ka = {(r.task_id, r.trial): r for r in a.tasks}
    kb = {(r.task_id, r.trial): r for r in b.tasks}
    ta, tb = a.summary.total, b.summary.total
    lines = [
        f"A: {a.settings.alias} ({a.settings.git_commit})   B: {b.settings.alias} ({b.settings.git_commit})",
        f"pass {100 * ta.pass_rate:.1f}% → {100 * tb.pass_rate:.1f}%   partial "
        f"{ta.partial_credit:.3f} → {tb.partial_credit:.3f}   Bỏ {ta.n_invalid} → {tb.n_invalid}",
    ]
    flips = changes = 0
    for key in sorted(ka.keys() | kb.keys()):
        ra, rb = ka.get(key), kb.get(key)
        ga, gb = _grade(ra), _grade(rb)
        moved = ra and rb and abs(ra.partial_credit - rb.partial_credit) > 1e-12
        if ga == gb and not moved:
            continue
        flips += ga != gb and ra is not None and rb is not None
        changes += 1
        pa = f"{ra.partial_credit:.2f}" if ra else "—"
        pb = f"{rb.partial_credit:.2f}" if rb else "—"
        lines.append(f"  {_tt(key)}: {ga} → {gb}  (partial {pa} → {pb})")
        if ra and rb:
            old = {x.index: x for x in ra.assertions}
            for x in rb.assertions:
                y = old.get(x.index)
                if y is None or y.outcome != x.outcome:
                    lines.append(
                        f"      #{x.index} {x.description}: "
                        f"{y.outcome if y else 'absent'} → {x.outcome}"
                    )
    lines.append(f"{changes} task-trial(s) differ, {flips} flipped between grades")
    return lines


# -- export ------------------------------------------------------------------------------------


def public_ids(suite: Suite) -> set[str]:
    """The public split (``--sample 27 --sample-seed 0``)."""
    return {t.id for t in sample_tasks(suite.tasks, *PUBLIC_SAMPLE)}


def public_run(run: RunResult, ids: set[str]) -> RunResult | None:
    """The run restricted to the public tasks, full traces kept (None if it has none)."""
    tasks = [r for r in run.tasks if r.task_id in ids]
    if not tasks:
        return None
    return run.model_copy(update={"tasks": tasks, "summary": summarize_results(tasks)})


def full_totals(s: RunStats) -> dict:
    """Totals and per-domain scores only: no task names, prompts or traces."""
    st, u = s.run.settings, s.run.summary.usage

    def b(bk: Bucket, pr: Estimate, pc: Estimate) -> dict:
        return {
            "n_valid": bk.n_valid,
            "n_invalid": bk.n_invalid,
            "pass_rate": bk.pass_rate,
            "pass_rate_ci95": _finite(pr.lo, pr.hi),
            "partial_credit": bk.partial_credit,
            "partial_credit_ci95": _finite(pc.lo, pc.hi),
        }

    return {
        "alias": st.alias,
        "model": st.model,
        "agent": st.agent,
        "noise": st.noise,
        "noise_seed": st.noise_seed,
        "trials": st.trials,
        "reasoning_effort": st.reasoning_effort,
        "git_commit": st.git_commit,
        "package_version": st.package_version,
        "grader_version": st.grader_version,
        "started_at": s.run.started_at,
        "total": b(s.total, s.pass_rate, s.partial),
        "by_domain": {d: b(*v) for d, v in s.by_domain.items()},
        "usage": {"prompt_tokens": u.prompt_tokens, "completion_tokens": u.completion_tokens},
        "cost": s.run.summary.cost,
    }


def _finite(*xs: float) -> list[float | None]:
    return [None if math.isnan(x) else x for x in xs]


def export(stats: Sequence[RunStats], suites: Suites, out_dir: Path) -> list[Path]:
    """Write ``public27/<alias>.json`` (full traces) and ``full100/<alias>.json`` (totals)."""
    written = []
    for s in stats:
        alias = s.run.settings.alias
        suite = suites.get(s.run)
        pub = public_run(s.run, public_ids(suite)) if suite else None
        if pub is not None:
            path = out_dir / "public27" / f"{alias}.json"
            save_run(path, pub)
            written.append(path)
        if s.full_set:
            path = out_dir / "full100" / f"{alias}.json"
            write_atomic(
                path,
                json.dumps(full_totals(s), ensure_ascii=False, indent=1, sort_keys=True) + "\n",
            )
            written.append(path)
    return written


# -- gate --------------------------------------------------------------------------------------


def gate_metrics(s: RunStats) -> dict[str, float | None]:
    """The numbers the gate compares (None: not available)."""
    t = s.trajectory
    return {
        "pass_rate": s.total.pass_rate,
        "partial_credit": s.total.partial_credit,
        "trajectory_recall": t.recall if t.n else None,
        "trajectory_precision": t.precision if t.n else None,
    }


def gate(current: RunStats, baseline: RunStats, tolerance: float = 0.0) -> list[str]:
    """What fell below the baseline by more than ``tolerance`` (empty: the gate passes)."""
    fell = []
    cur, base = gate_metrics(current), gate_metrics(baseline)
    for name, b in base.items():
        c = cur[name]
        if b is None or c is None:
            continue
        if c < b - tolerance - 1e-12:
            fell.append(f"{name} {c:.4f} < baseline {b:.4f} - tolerance {tolerance:g}")
    return fell


# -- history -----------------------------------------------------------------------------------


def history_table(db: Path) -> Table:
    """Pass-rate trend per model and commit."""
    rows = [
        [
            r.first_seen,
            r.model,
            r.alias,
            r.git_commit,
            str(r.runs),
            str(r.n_valid),
            str(r.n_invalid),
            f"{100 * r.pass_rate:.1f}",
            f"{r.partial_credit:.3f}",
            r.grader_version,
        ]
        for r in trend(db)
    ]
    headers = [
        "first run",
        "model",
        "alias",
        "commit",
        "runs",
        "valid",
        "Bỏ",
        "pass %",
        "partial",
        "grader",
    ]
    return Table(f"History ({db})", headers, rows, "llll")


# -- command line ------------------------------------------------------------------------------


def load_runs(paths: Sequence[Path]) -> list[RunResult]:
    """Load every file; unreadable ones are reported and skipped."""
    runs = []
    for p in paths:
        try:
            runs.append(load_run(p))
        except (OSError, ValueError) as exc:
            print(f"SKIP {p}: {str(exc).splitlines()[0]}", file=sys.stderr)
    return runs


app = typer.Typer(add_completion=False, help="Compare AVABench runs.")


@app.command()
def main(
    files: list[Path] = typer.Argument(None, help="Result files (default: results/*.json)."),
    diff: bool = typer.Option(False, "--diff", help="Per-task diff of exactly two runs A B."),
    write: Path | None = typer.Option(None, "--write", help="Regenerate this leaderboard file."),
    export_: bool = typer.Option(False, "--export", help="Write public27/ and full100/."),
    export_dir: Path = typer.Option(Path("results"), help="Where --export writes."),
    gate_: Path | None = typer.Option(None, "--gate", help="Baseline run: exit 1 if worse."),
    tolerance: float = typer.Option(0.0, help="Allowed drop below the baseline (absolute)."),
    history: bool = typer.Option(False, "--history", help="Pass-rate trend per model and commit."),
    db: Path = typer.Option(Path("results/history.sqlite"), help="History database."),
    per_task: bool = typer.Option(False, "--per-task", help="Also list every task-trial."),
    include_failed: bool = typer.Option(False, help="Count failed tool calls in trajectories."),
    task_pack: str | None = typer.Option(None, help="Task pack for golden trajectories."),
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
    runs = load_runs(paths)
    if diff:
        if len(runs) != 2:
            typer.echo("--diff needs exactly two result files: A B", err=True)
            raise typer.Exit(2)
        print("\n".join(diff_runs(*runs)))
        return
    if not runs:
        typer.echo("no result files (results/*.json)", err=True)
        raise typer.Exit(2)
    suites = Suites(task_pack)
    stats = all_stats(runs, suites, include_failed)
    print_tables(report_tables(stats, per_task), out_plain)
    if write is not None:
        write_atomic(write, results_markdown(stats))
        print(f"wrote {write}")
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
        raise typer.Exit(1 if failed else 0)


if __name__ == "__main__":
    app()
