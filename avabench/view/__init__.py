"""The trace viewer: one self-contained HTML page over stored runs.

::

    python -m avabench.view results/gpt.json [MORE.json …] -o report.html
    python -m avabench.report results/*.json --html report.html     # the same page

The page holds the leaderboard (pass rate and partial credit with 95% bootstrap intervals,
Bỏ, tokens, cost), plots by domain and tier, the run settings, and a filterable task table;
each task opens on its request, its assertions and their outcomes, the trajectory against the
reference, the conversation call by call and the world diff field by field. It needs no
network: CSS, script and data are inline, and a Content-Security-Policy allows only the page's
own script. Modules: :mod:`.data` (the page's data), :mod:`.worlddiff` (field-by-field
changes), :mod:`.svg` (plots), :mod:`.page` (assembly).
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from avabench.reporting.stats import Suites, all_stats
from avabench.results import RunResult, write_atomic
from avabench.view.page import render


def render_runs(
    runs: Sequence[RunResult], suites: Suites | None = None, include_failed: bool = False
) -> str:
    """The page for ``runs`` (ranked as the report ranks them)."""
    suites = suites or Suites()
    return render(all_stats(runs, suites, include_failed), suites, include_failed)


def write_page(
    runs: Sequence[RunResult],
    out: Path,
    suites: Suites | None = None,
    include_failed: bool = False,
) -> Path:
    """Write the page for ``runs`` to ``out`` atomically and return its path."""
    write_atomic(Path(out), render_runs(runs, suites, include_failed))
    return Path(out)


__all__ = ["render", "render_runs", "write_page"]
