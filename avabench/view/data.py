"""The data behind the viewer page: runs, tasks and every task-trial, as plain JSON-able dicts.

Everything is computed from the results model and the report's statistics
(:func:`avabench.reporting.stats.all_stats`: bootstrap intervals, per-domain and per-tier
buckets, trajectory metrics); this module only reshapes it for the page's script.
"""

from __future__ import annotations

import dataclasses
import math
from collections import defaultdict
from typing import Any

from avabench.reporting.stats import Estimate, RunStats, Suites
from avabench.results import TaskResult, TraceCall
from avabench.scoring import trajectory as traj
from avabench.task import Task
from avabench.view.worlddiff import InitialWorlds, view_diff


def est(e: Estimate) -> list[float | None]:
    """``[value, lo, hi]`` with nan as None."""
    return [None if math.isnan(x) else x for x in (e.value, e.lo, e.hi)]


def grade(r: TaskResult | None) -> str:
    """``pass``, ``fail``, ``invalid`` or ``absent``."""
    if r is None:
        return "absent"
    if r.status == "invalid":
        return "invalid"
    return "pass" if r.task_completed_correctly else "fail"


def key(r: TaskResult) -> str:
    """``task_id#trial``: one row of the task table."""
    return f"{r.task_id}#{r.trial}"


def turn_texts(r: TaskResult) -> dict[int, str]:
    """Step → the text of an assistant turn that also made tool calls (from the conversation:
    every model call adds one assistant message, so the k-th one is step k)."""
    out: dict[int, str] = {}
    step = 0
    for m in r.messages:
        if m.role == "assistant":
            step += 1
            if m.tool_calls and m.content:
                out[step] = m.content
    return out


def turns(r: TaskResult) -> list[dict[str, Any]]:
    """The conversation, one entry per assistant turn that made tool calls."""
    by_step: dict[int, list[TraceCall]] = defaultdict(list)
    for c in r.trace:
        by_step[c.step].append(c)
    text = turn_texts(r)
    steps = sorted(set(by_step) | set(text))
    return [
        {
            "step": s,
            "text": text.get(s),
            "calls": [
                {
                    "name": c.name,
                    "arguments": c.arguments if c.arguments is not None else c.raw_arguments,
                    "parsed": c.arguments is not None,
                    "ok": c.ok,
                    "output": c.output,
                    "error": c.error,
                    "error_kind": c.error_kind,
                    "writes": c.writes,
                }
                for c in by_step.get(s, [])
            ],
        }
        for s in steps
    ]


def trajectory(
    r: TaskResult, m: traj.TrajectoryMetrics | None, include_failed: bool
) -> dict[str, Any]:
    """The tool-name strip: actual vs golden, the LCS pairs and the metrics (None without gold)."""
    if m is None:
        return {"actual": traj.actual_tools(r.trace, include_failed), "golden": None}
    d = m.as_dict()
    d["golden"] = d.pop("expected")
    d["pairs"] = traj.lcs_pairs(m.expected, m.actual)
    return d


def assertion(a: Any) -> dict[str, Any]:
    """One assertion result; ``detail`` is kept when the result carries one."""
    return {
        "index": a.index,
        "kind": a.kind,
        "description": a.description,
        "negative": a.negative,
        "outcome": a.outcome,
        "graded": a.graded,
        "detail": getattr(a, "detail", None),
    }


def task_result(
    r: TaskResult, s: RunStats, worlds: InitialWorlds, include_failed: bool
) -> dict[str, Any]:
    """Everything the page shows about one task-trial."""
    return {
        "key": key(r),
        "task_id": r.task_id,
        "trial": r.trial,
        "grade": grade(r),
        "invalid_reason": r.invalid_reason,
        "partial": r.partial_credit,
        "graded": r.graded,
        "passed": r.passed,
        "assertions": [assertion(a) for a in r.assertions],
        "turns": turns(r),
        "reply": r.reply,
        "steps": r.steps,
        "stopped_by": r.stopped_by,
        "finish_reason": r.finish_reason,
        "usage": r.usage.model_dump(),
        "duration_s": r.duration_s,
        "trajectory": trajectory(r, s.trajectories.get((r.task_id, r.trial)), include_failed),
        "diff": view_diff(r, worlds),
    }


def _groups(groups: dict[str, tuple[Any, Estimate, Estimate]]) -> dict[str, Any]:
    return {
        g: {"n_valid": b.n_valid, "n_invalid": b.n_invalid, "pass": est(pr), "partial": est(pc)}
        for g, (b, pr, pc) in groups.items()
    }


def run_info(s: RunStats) -> dict[str, Any]:
    """One run's totals, groups, usage and settings."""
    run = s.run
    return {
        "label": s.label,
        "who": s.who,
        "settings": run.settings.model_dump(mode="json"),
        "started_at": run.started_at,
        "finished_at": run.finished_at,
        "rescored_at": run.rescored_at,
        "n_valid": s.total.n_valid,
        "n_invalid": s.total.n_invalid,
        "pass": est(s.pass_rate),
        "partial": est(s.partial),
        "by_domain": _groups(s.by_domain),
        "by_tier": _groups(s.by_tier),
        "usage": run.summary.usage.model_dump(),
        "cost": run.summary.cost,
        "trajectory": dataclasses.asdict(s.trajectory),
    }


def task_info(t: Task, golden: list[str] | None) -> dict[str, Any]:
    """What the page shows of a task itself."""
    return {
        "domain": t.domain,
        "tier": t.tier,
        "prompt": t.prompt,
        "note": t.note,
        "golden": golden,
    }


def changed_keys(stats: list[RunStats]) -> list[str]:
    """Task-trials whose grade or partial credit differs between the runs (2+ runs)."""
    if len(stats) < 2:
        return []
    by_run = [{key(r): r for r in s.run.tasks} for s in stats]
    out = []
    for k in sorted(set().union(*by_run)):
        rs = [m.get(k) for m in by_run]
        partials = {round(r.partial_credit, 9) for r in rs if r is not None and r.status == "ok"}
        if len({grade(r) for r in rs}) > 1 or len(partials) > 1:
            out.append(k)
    return out


def payload(stats: list[RunStats], suites: Suites, include_failed: bool = False) -> dict[str, Any]:
    """The page's data: ``runs``, ``tasks`` (by id), ``results`` (per run) and ``changed``."""
    tasks: dict[str, dict[str, Any]] = {}
    results = []
    worlds_of: dict[int, InitialWorlds] = {}  # one cache per suite, shared by its runs
    for s in stats:
        suite = suites.get(s.run)
        by_id = suite.by_id() if suite else {}
        worlds = worlds_of.setdefault(id(suite), InitialWorlds(by_id))
        for r in s.run.tasks:
            t = by_id.get(r.task_id)
            if r.task_id not in tasks and t is not None:
                oracle = suite.oracles.get(r.task_id) if suite else None
                tasks[r.task_id] = task_info(t, traj.golden_tools(t, oracle))
            elif r.task_id not in tasks:
                tasks[r.task_id] = {"domain": r.domain, "tier": r.tier, "prompt": None}
        results.append([task_result(r, s, worlds, include_failed) for r in s.run.tasks])
    return {
        "runs": [run_info(s) for s in stats],
        "tasks": tasks,
        "results": results,
        "changed": changed_keys(stats),
    }
