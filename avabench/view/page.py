"""Assemble the viewer page: one self-contained HTML file (inline CSS and script, no network).

The overview (leaderboard, plots, per-domain and per-tier tables, run settings) is rendered
here with :func:`html.escape`; the task table and the task pages are drawn by the page's
script from the data embedded as JSON in ``<script type="application/json">``, and that script
only ever inserts text (``textContent``), never markup. The JSON has ``<``, ``>`` and ``&``
written as ``\\u003c`` and so on, so no string in it can close the script element.
"""

from __future__ import annotations

import base64
import datetime as dt
import hashlib
import json
from collections.abc import Sequence
from html import escape
from importlib import resources
from typing import Any

from avabench.reporting.stats import RunStats, Suites
from avabench.reporting.tables import Table, provenance
from avabench.view import svg
from avabench.view.data import payload


def embed_json(data: Any) -> str:
    """JSON that is safe inside a ``<script>`` element (no ``<``, ``>`` or ``&`` left)."""
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"), allow_nan=False)
    return text.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")


def html_table(t: Table, cls: str = "grid") -> str:
    """A report :class:`~avabench.reporting.tables.Table` as an HTML table."""

    def cell(tag: str, i: int, text: str) -> str:
        return f'<{tag} class="{"l" if t._al(i) == "l" else "r"}">{escape(text)}</{tag}>'

    head = "".join(cell("th", i, h) for i, h in enumerate(t.headers))
    body = "".join(
        "<tr>" + "".join(cell("td", i, c) for i, c in enumerate(r)) + "</tr>" for r in t.rows
    )
    return (
        f'<div class="tablewrap"><table class="{cls}"><caption>{escape(t.title)}</caption>'
        f"<thead><tr>{head}</tr></thead><tbody>{body}</tbody></table></div>"
    )


def _ci_bar(e: Any, text: str) -> str:
    if e.value != e.value:  # nan: nothing valid
        return '<td class="r muted">—</td>'
    lo, hi, v = (100 * max(0.0, min(1.0, x)) for x in (e.lo, e.hi, e.value))
    return (
        f'<td class="r"><span class="cival">{escape(text)}</span>'
        f'<span class="cibar" title="95% CI {lo:.1f}–{hi:.1f}">'
        f'<span class="ciband" style="left:{lo:.1f}%;width:{hi - lo:.1f}%"></span>'
        f'<span class="cimark" style="left:{v:.1f}%"></span></span></td>'
    )


def leaderboard_html(stats: Sequence[RunStats]) -> str:
    """The leaderboard with interval bars (same numbers as the report's leaderboard)."""
    rows = []
    for i, s in enumerate(stats):
        u, cost = s.run.summary.usage, s.run.summary.cost
        p, c = s.pass_rate, s.partial
        rows.append(
            f'<tr data-run="{i}"><td class="r">{i + 1}</td>'
            f'<td class="l"><span class="swatch" style="background:{svg.colour(i)}"></span>'
            f"<b>{escape(s.label)}</b></td>"
            f'<td class="l muted">{escape(s.who)}</td><td class="r">{s.total.n_valid}</td>'
            + _ci_bar(p, "—" if p.value != p.value else f"{100 * p.value:.1f}%")
            + f'<td class="r muted small">{escape(p.pct().partition(" ")[2])}</td>'
            + _ci_bar(c, "—" if c.value != c.value else f"{c.value:.3f}")
            + f'<td class="r muted small">{escape(c.frac().partition(" ")[2])}</td>'
            f'<td class="r{" warn" if s.total.n_invalid else ""}">{s.total.n_invalid}</td>'
            f'<td class="r">{u.prompt_tokens:,} / {u.completion_tokens:,}</td>'
            f'<td class="r">{"—" if cost is None else f"{cost:.2f}"}</td></tr>'
        )
    head = (
        '<tr><th class="r">#</th><th class="l">run</th><th class="l">model / agent</th>'
        '<th class="r">valid</th><th class="r">pass rate</th><th class="r">95% CI</th>'
        '<th class="r">partial credit</th><th class="r">95% CI</th>'
        '<th class="r" title="invalid episodes, excluded from every mean">Bỏ</th>'
        '<th class="r">tokens in / out</th><th class="r">cost</th></tr>'
    )
    return (
        '<div class="tablewrap"><table class="grid" id="leaderboard"><thead>'
        f"{head}</thead><tbody>{''.join(rows)}</tbody></table></div>"
    )


def _cell(entry: Any, cls: str = "") -> str:
    if entry is None:
        return f'<td class="r muted {cls}">—</td>'
    b, pr, pc = entry
    if pr.value != pr.value:
        return f'<td class="r muted {cls}" title="no valid task">— <small>Bỏ {b.n_invalid}</small></td>'
    tint = f"hsla({round(120 * pr.value)}, 60%, 45%, {0.10 + 0.18 * abs(pr.value - 0.5) * 2:.2f})"
    return (
        f'<td class="r heat {cls}" style="background:{tint}" title="n={b.n_valid}, Bỏ {b.n_invalid}">'
        f"<b>{100 * pr.value:.1f}%</b> <small>[{100 * pr.lo:.0f}–{100 * pr.hi:.0f}]</small><br>"
        f'<small class="muted">partial {pc.value:.3f} [{pc.lo:.2f}–{pc.hi:.2f}]</small></td>'
    )


def breakdown_html(stats: Sequence[RunStats]) -> str:
    """Pass rate (and partial credit) by domain and by tier, with 95% CIs, one row per run."""
    domains = sorted({d for s in stats for d in s.by_domain})
    tiers = sorted({t for s in stats for t in s.by_tier})
    head = "".join(f'<th class="r">{escape(g)}</th>' for g in domains)
    head += "".join(
        f'<th class="r{" tiercol" if j == 0 else ""}">{escape(g)}</th>' for j, g in enumerate(tiers)
    )
    rows = "".join(
        f'<tr><td class="l"><span class="swatch" style="background:{svg.colour(i)}"></span>'
        f"{escape(s.label)}</td>"
        + "".join(_cell(s.by_domain.get(d)) for d in domains)
        + "".join(_cell(s.by_tier.get(t), "tiercol" * (j == 0)) for j, t in enumerate(tiers))
        + "</tr>"
        for i, s in enumerate(stats)
    )
    return (
        '<div class="tablewrap"><table class="grid breakdown" id="breakdown"><thead><tr>'
        f'<th class="l">run</th>{head}</tr></thead><tbody>{rows}</tbody></table></div>'
    )


def plots_html(stats: Sequence[RunStats]) -> str:
    """Pass rate by domain and by tier, and the partial-credit distribution."""

    def series(attr: str, groups: list[str]) -> list[tuple[str, list[Any]]]:
        out = []
        for s in stats:
            g = getattr(s, attr)
            out.append(
                (
                    s.label,
                    [[g[x][1].value, g[x][1].lo, g[x][1].hi] if x in g else None for x in groups],
                )
            )
        return out

    domains = sorted({d for s in stats for d in s.by_domain})
    tiers = sorted({t for s in stats for t in s.by_tier})
    partials = [
        (s.label, [r.partial_credit for r in s.run.tasks if r.status == "ok"]) for s in stats
    ]
    legend = "".join(
        f'<span class="legend"><span class="swatch" style="background:{svg.colour(i)}"></span>'
        f"{escape(s.label)}</span>"
        for i, s in enumerate(stats)
    )
    cards = [
        (
            "Pass rate by domain",
            svg.bars("Pass rate by domain", domains, series("by_domain", domains), width=620),
            "wide",
        ),
        (
            "Pass rate by tier",
            svg.bars("Pass rate by tier", tiers, series("by_tier", tiers), width=320),
            "",
        ),
        (
            "Partial-credit distribution",
            svg.histogram(partials, "Partial-credit distribution", width=420),
            "",
        ),
    ]
    body = "".join(
        f'<figure class="card plotcard {cls}"><figcaption>{escape(t)}</figcaption>{s}</figure>'
        for t, s, cls in cards
    )
    return f'<div class="legendrow">{legend}<span class="muted small">bars: 95% bootstrap CI over tasks</span></div><div class="plots">{body}</div>'


def _asset(name: str) -> str:
    return resources.files("avabench.view").joinpath("assets", name).read_text(encoding="utf-8")


def render(stats: Sequence[RunStats], suites: Suites, include_failed: bool = False) -> str:
    """The whole page for ``stats`` (best first, as :func:`all_stats` returns them)."""
    stats = list(stats)
    data = payload(stats, suites, include_failed)
    now = dt.datetime.now(dt.UTC).strftime("%Y-%m-%d %H:%M UTC")
    n_tasks = len(data["tasks"])
    title = "AVABench · " + ", ".join(s.label for s in stats)
    js = _asset("view.js")
    digest = base64.b64encode(hashlib.sha256(js.encode()).digest()).decode()
    return _asset("page.html").format_map(
        {
            "title": escape(title),
            "script_hash": f"sha256-{digest}",
            "css": _asset("view.css"),
            "js": js,
            "subtitle": escape(f"{len(stats)} run(s) · {n_tasks} task(s) · generated {now}"),
            "leaderboard": leaderboard_html(stats),
            "plots": plots_html(stats),
            "breakdown": breakdown_html(stats),
            "settings": html_table(provenance(stats)),
            "data": embed_json(data),
        }
    )
