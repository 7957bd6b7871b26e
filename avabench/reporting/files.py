"""Reading result files for ``report`` and ``rescore``: every failure is shown, and counted.

A file that cannot be read (missing, not JSON, not a :class:`~avabench.results.RunResult`)
is reported with the underlying error — pydantic's list of wrong fields, not just its first
line — and makes the command exit 1. A ``results/full100/*.json`` totals export is a different
format (totals and per-domain scores, no tasks: :class:`~avabench.reporting.totals.Totals`);
it is recognised and read by its own reader instead of failing as a run.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from pydantic import ValidationError

from avabench.reporting.totals import Totals, is_totals, load_totals
from avabench.results import RunResult, load_run

#: Lines of a validation error shown before "… (+N more)".
SHOWN_ERRORS = 8


def describe(exc: Exception) -> str:
    """The underlying reason a file could not be read, on a few indented lines."""
    if isinstance(exc, ValidationError):
        errs = exc.errors()
        lines = [f"not a results file: {len(errs)} field error(s)"]
        for e in errs[:SHOWN_ERRORS]:
            where = ".".join(str(x) for x in e["loc"]) or "(top level)"
            lines.append(f"    {where}: {e['msg']}")
        if len(errs) > SHOWN_ERRORS:
            lines.append(f"    … (+{len(errs) - SHOWN_ERRORS} more)")
        return "\n".join(lines)
    if isinstance(exc, FileNotFoundError):
        return "no such file"
    if isinstance(exc, json.JSONDecodeError):
        return f"not valid JSON: {exc}"
    return f"{type(exc).__name__}: {exc}"


@dataclass
class Loaded:
    """What a list of paths held."""

    runs: list[tuple[Path, RunResult]] = field(default_factory=list)
    totals: list[tuple[Path, Totals]] = field(default_factory=list)
    failed: list[tuple[Path, str]] = field(default_factory=list)


def read_files(paths: Sequence[Path], *, totals: bool = True) -> Loaded:
    """Read every path as a run (or, if ``totals``, a totals export); failures are kept."""
    out = Loaded()
    for p in map(Path, paths):
        try:
            text = p.read_text(encoding="utf-8")
            json.loads(text)
            if totals and is_totals(text):
                out.totals.append((p, load_totals(text)))
            else:
                out.runs.append((p, RunResult.model_validate_json(text)))
        except (OSError, ValueError) as exc:
            out.failed.append((p, describe(exc)))
    return out


def report_failures(loaded: Loaded) -> None:
    """Print every unreadable file and its reason on stderr."""
    for p, why in loaded.failed:
        print(f"ERROR {p}: {why}", file=sys.stderr)


__all__ = ["Loaded", "describe", "load_run", "read_files", "report_failures"]
