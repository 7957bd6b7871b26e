"""The ``results/full100/<alias>.json`` totals export: its model, reader and table.

The full-set export keeps no task names, prompts or traces (the held-out tasks stay private):
only the run's settings, the totals and the per-domain scores with their 95% bootstrap
intervals. It is a different format from a run (``results/<alias>.json``, a
:class:`~avabench.results.RunResult`); ``report`` recognises it and shows it in its own table.
See docs/results.md.
"""

from __future__ import annotations

import json

from pydantic import BaseModel, ConfigDict, Field

from avabench.reporting.tables import Table


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid")


class Scores(_Model):
    """A total or one domain's scores (None: nothing valid)."""

    n_valid: int
    n_invalid: int
    pass_rate: float | None
    pass_rate_ci95: list[float | None]
    partial_credit: float | None
    partial_credit_ci95: list[float | None]


class TotalsUsage(_Model):
    """Token usage of the whole run."""

    prompt_tokens: int = 0
    completion_tokens: int = 0


class Totals(_Model):
    """One ``full100/<alias>.json`` file."""

    format: str = "avabench-totals/1"
    alias: str
    model: str | None = None
    agent: str | None = None
    noise: int
    noise_seed: int = 0
    sample: int | None = None
    sample_seed: int = 0
    tasks: list[str] = Field(default_factory=list)
    n_tasks: int | None = None
    toolset: str | None = None
    trials: int = 1
    reasoning_effort: str | None = None
    git_commit: str = "unknown"
    package_version: str = ""
    grader_version: str = ""
    started_at: str | None = None
    total: Scores
    by_domain: dict[str, Scores] = Field(default_factory=dict)
    usage: TotalsUsage = Field(default_factory=TotalsUsage)
    cost: float | None = None


def is_totals(text: str) -> bool:
    """Is this JSON text a totals export (it has ``total`` and no ``tasks`` list of results)?"""
    try:
        data = json.loads(text)
    except ValueError:
        return False
    return isinstance(data, dict) and "total" in data and "summary" not in data


def load_totals(text: str) -> Totals:
    """Parse and validate a totals export."""
    return Totals.model_validate_json(text)


def _pct(x: float | None, ci: list[float | None]) -> str:
    if x is None:
        return "—"
    lo, hi = [*ci, None, None][:2]
    band = f" [{100 * lo:.1f}–{100 * hi:.1f}]" if lo is not None and hi is not None else ""
    return f"{100 * x:.1f}{band}"


def totals_table(items: list[tuple[str, Totals]]) -> Table:
    """One row per totals export (they carry no tasks: not ranked with full runs)."""
    rows = []
    for label, t in items:
        who = t.model or f"agent:{t.agent}"
        rows.append(
            [
                label,
                who,
                str(t.n_tasks if t.n_tasks is not None else "?"),
                str(t.noise),
                t.toolset or "full",
                t.grader_version or "?",
                str(t.total.n_valid),
                _pct(t.total.pass_rate, t.total.pass_rate_ci95),
                "—" if t.total.partial_credit is None else f"{t.total.partial_credit:.3f}",
                str(t.total.n_invalid),
            ]
        )
    headers = ["file", "model", "tasks", "noise", "toolset", "grader", "valid", "pass %"]
    return Table(
        "Totals exports (results/full100: no per-task data)",
        [*headers, "partial", "Bỏ"],
        rows,
        "ll",
    )
