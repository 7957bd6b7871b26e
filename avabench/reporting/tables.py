"""Report tables: plain text, rich and Markdown renderings of run statistics."""

from __future__ import annotations

import sys
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from avabench.history import trend
from avabench.reporting.stats import BOOT_SEED, N_BOOT, RunStats, flaky_tasks, pass_k
from avabench.results import RunResult

#: How many flagged task names a leaderboard row shows before "… (+N more)".
FLAGGED_SHOWN = 8


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


def prompt_per_call(run: RunResult) -> str:
    """Mean prompt tokens per model request, from the endpoint's usage ("—" without usage)."""
    u = run.summary.usage
    return f"{u.prompt_tokens / u.requests:,.0f}" if u.requests and u.prompt_tokens else "—"


def tool_json(run: RunResult) -> str:
    """The toolset and its tool-definition bytes per request (mean over the run's tasks)."""
    toolset = getattr(run.settings, "toolset", None) or "full"
    sizes = [r.tool_definition_bytes for r in run.tasks if r.tool_definition_bytes]
    return f"{toolset} ({sum(sizes) / len(sizes) / 1000:.1f} kB)" if sizes else toolset


def _cost(run: RunResult) -> str:
    return "—" if run.summary.cost is None else f"{run.summary.cost:.2f}"


def leaderboard(stats: Sequence[RunStats], title: str = "Leaderboard") -> Table:
    """One row per run: pass rate and partial credit with CIs, Bỏ, context overflows, tokens,
    cost, and whether the stored scores match a replay of the stored traces ("checked")."""
    rows = []
    for i, s in enumerate(stats, 1):
        t = s.total
        rows.append([str(i), s.label, s.who, str(t.n_valid), s.pass_rate.pct(), s.partial.frac()])
        rows[-1] += [str(t.n_invalid), str(t.n_context_overflow), _tokens(s.run)]
        rows[-1] += [prompt_per_call(s.run), _cost(s.run), s.check]
    headers = ["#", "alias", "model", "valid", "pass % [95% CI]", "partial [95% CI]", "Bỏ"]
    headers += ["ctx overflow", "tokens in/out", "prompt tok/call", "cost", "checked"]
    return Table(title, headers, rows, "rllr")


def provenance(stats: Sequence[RunStats]) -> Table:
    """How each run was made."""
    rows = []
    for s in stats:
        st = s.run.settings
        scope = f"sample {st.sample}/{st.sample_seed}" if st.sample else "all"
        scope += " + " + ",".join(st.tasks) if st.tasks else ""
        rows.append([s.label, scope, str(st.trials), str(st.noise), str(st.noise_seed)])
        rows[-1] += [tool_json(s.run), st.reasoning_effort or "—", st.git_commit]
        rows[-1].append(st.grader_version or "?")
    headers = ["alias", "tasks", "trials", "noise", "noise seed", "toolset (tool JSON)"]
    headers += ["reasoning", "commit", "grader"]
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
                    ["—"] * 9
                    if not t.n
                    else [
                        f"{t.exact:.3f}",
                        f"{t.covers_in_order:.3f}",
                        f"{t.covers_any_order:.3f}",
                        f"{t.precision:.3f}",
                        f"{t.recall:.3f}",
                        f"{t.f1_in_order:.3f}",
                        f"{t.f1_any_order:.3f}",
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
        "covers in order",
        "covers any order",
        "precision",
        "recall",
        "F1 in-order",
        "F1 any-order",
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
                "y" if m.covers_in_order else "n",
                "y" if m.covers_any_order else "n",
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
        "covers in order",
        "covers any order",
        "precision",
        "recall",
        "flag",
    ]
    return Table(f"Tasks of {s.label}", headers, rows, "ll")


def report_tables(stats: Sequence[RunStats], per_task: bool = False) -> list[Table]:
    """Every table of the console report."""
    from avabench.reporting.compare import comparable_groups, leaderboard_titles

    groups = comparable_groups(stats)
    tables = [
        *(leaderboard(g, t) for (_, g), t in zip(groups, leaderboard_titles(groups), strict=True)),
        provenance(stats),
        *group_tables(stats, "by_domain", "domain"),
        *group_tables(stats, "by_tier", "tier"),
        trajectory_table(stats),
    ]
    tables += [t for t in (flagged_table(stats), reliability_table(stats)) if t]
    return tables + ([per_task_table(s) for s in stats] if per_task else [])


HEADER = """# AVABench results

<!-- Generated by `python -m avabench.report --write RESULTS.md`; do not edit by hand. -->

Pass rate = share of valid task-trials with every graded assertion holding; partial credit =
mean share of graded assertions holding. Invalid episodes (infrastructure errors, cut off by
`max_tokens` before any tool call) are excluded from every mean and counted under **Bỏ**.
Brackets: 95% percentile-bootstrap intervals over tasks ({n} resamples, seed {seed}).
Trajectory: LCS precision/recall of the tool-name sequence against the oracle's; "covers":
every oracle call was made (in order, or as a multiset); F1 in-order / any-order are
pydantic-evals' `TrajectoryMatch` scores (`avabench/scoring/trajectory.py`).
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
