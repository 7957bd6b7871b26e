"""Inline SVG plots for the viewer: grouped bars with 95% intervals, and histograms.

Every label passes through :func:`html.escape`; numbers are formatted here. The plots scale
with their container (``viewBox`` and ``width: 100%``).
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

#: One colour per run, in leaderboard order (repeats after the last).
PALETTE = ("#4263eb", "#f08c00", "#2f9e44", "#ae3ec9", "#1098ad", "#e03131", "#5c7cfa")

#: Partial-credit histogram bins: (label, low exclusive, high inclusive); 0 and 1 stand alone.
BINS: tuple[tuple[str, float, float], ...] = (
    ("0", -1.0, 0.0),
    ("0–.2", 0.0, 0.2),
    (".2–.4", 0.2, 0.4),
    (".4–.6", 0.4, 0.6),
    (".6–.8", 0.6, 0.8),
    (".8–1", 0.8, 1.0 - 1e-9),
    ("1", 1.0 - 1e-9, 1.0),
)

H, TOP, BOTTOM, LEFT = 200, 14, 34, 40


def colour(i: int) -> str:
    """The colour of run ``i``."""
    return PALETTE[i % len(PALETTE)]


def _frame(width: float, title: str, ylabel: str) -> list[str]:
    inner = H - TOP - BOTTOM
    out = [
        f'<svg class="plot" viewBox="0 0 {width:.0f} {H}" role="img" '
        f'aria-label="{escape(title)}" xmlns="http://www.w3.org/2000/svg">',
        f"<title>{escape(title)}</title>",
    ]
    for k in range(5):
        y = TOP + inner * (1 - k / 4)
        out.append(
            f'<line class="grid" x1="{LEFT}" x2="{width - 6:.0f}" y1="{y:.1f}" y2="{y:.1f}"/>'
        )
        out.append(
            f'<text class="tick" x="{LEFT - 6}" y="{y + 4:.1f}" text-anchor="end">{25 * k}</text>'
        )
    out.append(
        f'<text class="tick" x="10" y="{TOP + inner / 2:.0f}" text-anchor="middle" '
        f'transform="rotate(-90 10 {TOP + inner / 2:.0f})">{escape(ylabel)}</text>'
    )
    return out


def _y(v: float) -> float:
    return TOP + (H - TOP - BOTTOM) * (1 - max(0.0, min(1.0, v)))


def bars(
    title: str,
    groups: Sequence[str],
    series: Sequence[tuple[str, Sequence[Sequence[float | None] | None]]],
    ylabel: str = "pass %",
    width: float = 480.0,
) -> str:
    """Grouped bars: one group per label, one bar per series, whiskers for ``[v, lo, hi]``.

    ``series`` is ``[(run label, [value per group: [v, lo, hi] or None])]``; values are 0–1.
    Bars narrow so the plot keeps ``width`` (text stays the same size in every plot); a value
    of 0 is drawn as a thin line, so it does not look missing.
    """
    n = max(1, len(series))
    room = (width - LEFT - 16) / max(1, len(groups))
    bw = max(4.0, min(24.0, (room - 14) / n))
    gw = max(room, n * bw + 14)
    width = max(width, LEFT + 16 + gw * len(groups))
    out = _frame(width, title, ylabel)
    for g, name in enumerate(groups):
        x0 = LEFT + 10 + g * gw + (gw - n * bw) / 2
        for i, (label, values) in enumerate(series):
            v = values[g] if g < len(values) else None
            if not v or v[0] is None:
                continue
            x = x0 + i * bw
            y = _y(v[0])
            tip = f"{label} · {name}: {100 * v[0]:.1f}%"
            if v[1] is not None and v[2] is not None:
                tip += f" [{100 * v[1]:.1f}–{100 * v[2]:.1f}]"
            out.append(
                f'<rect x="{x:.1f}" y="{min(y, H - BOTTOM - 1.5):.1f}" width="{bw - 2:.1f}" '
                f'height="{max(1.5, H - BOTTOM - y):.1f}" rx="2" fill="{colour(i)}">'
                f"<title>{escape(tip)}</title></rect>"
            )
            if v[1] is not None and v[2] is not None and v[2] > v[1]:
                cx = x + (bw - 2) / 2
                out.append(
                    f'<path class="ci" d="M{cx:.1f} {_y(v[1]):.1f}V{_y(v[2]):.1f}'
                    f'M{cx - 3:.1f} {_y(v[1]):.1f}h6M{cx - 3:.1f} {_y(v[2]):.1f}h6"/>'
                )
        out.append(
            f'<text class="lab" x="{x0 + n * bw / 2:.1f}" y="{H - BOTTOM + 16}" '
            f'text-anchor="middle">{escape(name)}</text>'
        )
    out.append("</svg>")
    return "".join(out)


def histogram(
    series: Sequence[tuple[str, Sequence[float]]], title: str, width: float = 480.0
) -> str:
    """Share of valid task-trials per partial-credit bin (:data:`BINS`), one bar per run."""
    shares = []
    for label, values in series:
        counts = [sum(lo < v <= hi for v in values) for _, lo, hi in BINS]
        total = max(1, len(values))
        shares.append((label, [[c / total, None, None] for c in counts]))
    return bars(title, [b[0] for b in BINS], shares, ylabel="% of tasks", width=width)
