"""Run diffs and the public27 / full100 exports."""

from __future__ import annotations

import json
import math
from collections.abc import Sequence
from pathlib import Path

from avabench.loader import Suite, sample_tasks
from avabench.reporting.stats import PUBLIC_SAMPLE, Estimate, RunStats, Suites
from avabench.reporting.tables import _tt
from avabench.results import Bucket, RunResult, TaskResult, percent, save_run, write_atomic
from avabench.results import summarize as summarize_results


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
        f"pass {percent(ta.pass_rate)} → {percent(tb.pass_rate)}   partial "
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


def public_ids(suite: Suite) -> set[str]:
    """The public split (``--sample 27 --sample-seed 0``)."""
    return {t.id for t in sample_tasks(suite.tasks, *PUBLIC_SAMPLE)}


def public_run(run: RunResult, ids: set[str]) -> RunResult | None:
    """The run restricted to the public tasks, full traces kept (None if it has none)."""
    tasks = [r for r in run.tasks if r.task_id in ids]
    if not tasks:
        return None
    # The export is the public split of the run: its settings say so (what a run with
    # ``--sample 27 --sample-seed 0`` would have stored), so rescore and report read it right.
    settings = run.settings.model_copy(
        update={"sample": PUBLIC_SAMPLE[0], "sample_seed": PUBLIC_SAMPLE[1], "tasks": []}
    )
    return run.model_copy(
        update={"settings": settings, "tasks": tasks, "summary": summarize_results(tasks)}
    )


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
        "format": "avabench-totals/1",
        "alias": st.alias,
        "model": st.model,
        "agent": st.agent,
        "noise": st.noise,
        "noise_seed": st.noise_seed,
        "sample": st.sample,
        "sample_seed": st.sample_seed,
        "tasks": list(st.tasks),
        "n_tasks": len({r.task_id for r in s.run.tasks}),
        "toolset": getattr(st, "toolset", None) or "full",
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
