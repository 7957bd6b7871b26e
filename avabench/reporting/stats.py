"""Statistics over stored runs: bootstrap intervals, pass^k / pass@k, trajectories, the gate."""

from __future__ import annotations

import math
import sys
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

import numpy as np

from avabench.loader import Suite, load_suite
from avabench.replay import limits_of, verify
from avabench.results import Bucket, RunResult, TaskResult
from avabench.results import bucket as make_bucket
from avabench.scoring import trajectory as traj

PUBLIC_SAMPLE = (27, 0)


N_BOOT = 2000


BOOT_SEED = 0


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
    #: Valid task-trials whose stored diff, trace and score match a replay of their trace.
    n_verified: int = 0
    #: Valid task-trials that could not be replayed (task not loaded, task world changed).
    n_unverified: int = 0
    #: "task#trial: why" for every stored claim that disagrees with its replay (tampering).
    mismatches: list[str] = field(default_factory=list)

    @property
    def check(self) -> str:
        """What the replay says of the stored scores: ``ok``, ``MISMATCH n``, ``unverified n``."""
        if self.mismatches:
            return f"MISMATCH {len(self.mismatches)}"
        if self.n_unverified:
            return f"unverified {self.n_unverified}"
        return "ok"

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


def check_run(run: RunResult, suite: Suite | None) -> tuple[int, int, list[str]]:
    """(verified, unverified, mismatches) of a run's valid task-trials, by replaying each."""
    tasks = suite.by_id() if suite is not None else {}
    limits = limits_of(run.settings)
    verified, unverified, mismatches = 0, 0, []
    for r in run.tasks:
        if r.status != "ok":
            continue
        c = verify(tasks.get(r.task_id), r, limits)
        verified += c.verdict == "verified"
        unverified += c.verdict == "unverified"
        mismatches += [
            f"{r.task_id}#{r.trial}: {why}" for why in c.reasons if c.verdict == "mismatch"
        ]
    return verified, unverified, mismatches


def run_stats(
    run: RunResult,
    suite: Suite | None = None,
    label: str | None = None,
    include_failed: bool = False,
) -> RunStats:
    """Compute every statistic of one run (``suite`` gives the golden trajectories)."""
    tm = trajectories(run, suite, include_failed)
    verified, unverified, mismatches = check_run(run, suite)
    return RunStats(
        n_verified=verified,
        n_unverified=unverified,
        mismatches=mismatches,
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
    """Suites loaded once per task pack (``override``: the ``--task-pack`` the user passed).

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
        """The suite a run's tasks come from (None when it has no tasks).

        Only the pack the user named is imported; a run's own ``settings.task_pack`` is data
        and is never imported.
        """
        if self.fixed is not None:
            return self.fixed
        pack = self.override
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
    fell = [f"{len(current.mismatches)} stored score(s) disagree with their replay"]
    fell = fell if current.mismatches else []
    cur, base = gate_metrics(current), gate_metrics(baseline)
    for name, b in base.items():
        c = cur[name]
        if b is None:
            continue
        if c is None and name == "pass_rate":  # nothing valid: worse than any baseline
            fell.append(f"{name}: no valid episode (baseline {b:.4f})")
            continue
        if c is None:
            continue
        if c < b - tolerance - 1e-12:
            fell.append(f"{name} {c:.4f} < baseline {b:.4f} - tolerance {tolerance:g}")
    return fell


def _nz(x: float) -> float:
    return -1.0 if math.isnan(x) else x
