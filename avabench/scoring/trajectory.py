"""Trajectory metrics: how the tool calls an agent made compare with the golden trajectory.

The *golden* trajectory of a task is the sequence of tool names its oracle calls
(:attr:`Task.golden_tools` overrides it). The *actual* trajectory is the sequence of tool
names in a task result's trace. These metrics describe *how* an agent worked; they never
change a score (the score comes from the final world, DESIGN.md §5).

Conventions
-----------
* Only tool **names** are compared, never arguments.
* **Failed tool calls are excluded** from the actual trajectory by default (a call the model
  got wrong and retried is counted once, as its successful retry); pass
  ``include_failed=True`` to count every attempt.
* ``exact``: the actual sequence equals the golden one.
* ``covers_in_order``: every golden call appears in the actual sequence, in order (the golden
  trajectory is a subsequence of the actual one; extra calls are allowed). A yes/no.
* ``covers_any_order``: every golden call appears in the actual sequence, in any order,
  **counted as a multiset**: a tool the oracle calls twice must be called at least twice (a
  repeated call is not invisible, as it would be with sets). Extra calls are allowed. A yes/no.
  Hence ``exact ⇒ covers_in_order ⇒ covers_any_order``; extra calls show up in ``precision``.
* ``lcs``: length of the longest common subsequence of the two sequences (repeats count).
  ``precision = lcs / len(actual)`` (share of the calls made that were on the golden path)
  and ``recall = lcs / len(golden)`` (share of the golden path that was walked).
* ``f1_in_order`` and ``f1_any_order``: the F1 scores pydantic-evals' ``TrajectoryMatch``
  reports for ``order="in_order"`` (from the LCS) and ``order="any_order"`` (from the
  multiset overlap ``overlap = |golden ∩ actual|``), with its conventions, so the numbers
  are the same as a pydantic-evals run's (tested against it when it is installed).

* Empty trajectories. The ratios take an empty side as vacuous (1.0); the F1 scores follow
  pydantic-evals: 1.0 when both sides are empty, **0.0 when only one is**:

  ==========  ==========  =========  ======  =====  ======================================
  golden      actual      precision  recall  F1s    reading
  ==========  ==========  =========  ======  =====  ======================================
  empty       empty       1.0        1.0     1.0    nothing to do, nothing done
  empty       non-empty   0.0        1.0     0.0    every call was extra
  non-empty   empty       1.0        0.0     0.0    nothing wasted, nothing walked
  ==========  ==========  =========  ======  =====  ======================================

  (so with both sides non-empty ``f1_in_order`` is the F1 of ``precision`` and ``recall``).
* Flags: **wasteful** when ``precision < 0.5`` and ``recall >= 0.8`` (found the path among
  many extra calls); **gave up early** when ``precision >= 0.8`` and ``recall < 0.5`` (the
  calls made were right, but too few). An agent that did nothing on a task that needs calls
  gave up early.
* Aggregates are means over the valid task-trials that have a golden trajectory; invalid
  episodes are left out, as in every other mean.

Names beside pydantic-evals'
-----------------------------
pydantic-evals calls its two F1 *modes* ``in_order`` and
``any_order``; AVABench uses neither word bare, so no name means two things:

* ``exact`` — pydantic-evals ``TrajectoryMatch(order="exact")``: 1/0, the sequences are equal.
* ``f1_in_order`` — ``TrajectoryMatch(order="in_order")``: F1 of the LCS precision and recall.
* ``f1_any_order`` — ``TrajectoryMatch(order="any_order")``: F1 of the multiset-overlap
  precision and recall.
* ``covers_any_order`` — ``ToolCorrectness(allow_extra=True)``: yes/no, the golden multiset
  is contained in the actual one.
* ``covers_in_order`` — no pydantic-evals counterpart: yes/no, golden is a subsequence.
* ``precision`` / ``recall`` — the LCS ratios inside the in-order F1 (empty sides vacuous).
* Failed calls are left out by default on both sides (pydantic-evals' ``include_failed``).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import asdict, dataclass
from typing import Any

WASTEFUL_PRECISION = 0.5
WASTEFUL_RECALL = 0.8
GAVE_UP_PRECISION = 0.8
GAVE_UP_RECALL = 0.5


@dataclass(frozen=True)
class TrajectoryMetrics:
    """How one actual trajectory compares with the golden one."""

    expected: tuple[str, ...]
    actual: tuple[str, ...]
    exact: bool
    covers_in_order: bool
    covers_any_order: bool
    lcs: int
    precision: float
    recall: float
    overlap: int  # size of the multiset intersection of the two sequences
    f1_in_order: float  # pydantic-evals TrajectoryMatch(order="in_order")
    f1_any_order: float  # pydantic-evals TrajectoryMatch(order="any_order")

    @property
    def wasteful(self) -> bool:
        """Found the path, but among many extra calls."""
        return self.precision < WASTEFUL_PRECISION and self.recall >= WASTEFUL_RECALL

    @property
    def gave_up_early(self) -> bool:
        """The calls made were right, but too few."""
        return self.precision >= GAVE_UP_PRECISION and self.recall < GAVE_UP_RECALL

    def as_dict(self) -> dict[str, Any]:
        """Plain data (for JSON), flags included."""
        d = asdict(self)
        d.update(
            expected=list(self.expected),
            actual=list(self.actual),
            wasteful=self.wasteful,
            gave_up_early=self.gave_up_early,
        )
        return d


@dataclass(frozen=True)
class TrajectorySummary:
    """Means over several task-trials."""

    n: int = 0
    exact: float = 0.0
    covers_in_order: float = 0.0
    covers_any_order: float = 0.0
    precision: float = 0.0
    recall: float = 0.0
    f1_in_order: float = 0.0
    f1_any_order: float = 0.0
    wasteful: int = 0
    gave_up_early: int = 0


def lcs_length(a: Sequence[str], b: Sequence[str]) -> int:
    """Length of the longest common subsequence (dynamic programming, O(len a · len b))."""
    if not a or not b:
        return 0
    prev = [0] * (len(b) + 1)
    for x in a:
        cur = [0]
        for j, y in enumerate(b, 1):
            cur.append(prev[j - 1] + 1 if x == y else max(prev[j], cur[j - 1]))
        prev = cur
    return prev[-1]


def lcs_pairs(a: Sequence[str], b: Sequence[str]) -> list[tuple[int, int]]:
    """One longest common subsequence as index pairs ``(i in a, j in b)``, for display.

    Its length is :func:`lcs_length`; ties are broken towards the earliest calls of ``b``.
    """
    n, m = len(a), len(b)
    table = [[0] * (m + 1) for _ in range(n + 1)]
    for i in range(n - 1, -1, -1):
        for j in range(m - 1, -1, -1):
            table[i][j] = (
                table[i + 1][j + 1] + 1 if a[i] == b[j] else max(table[i + 1][j], table[i][j + 1])
            )
    pairs, i, j = [], 0, 0
    while i < n and j < m:
        if a[i] == b[j]:
            pairs.append((i, j))
            i, j = i + 1, j + 1
        elif table[i + 1][j] >= table[i][j + 1]:
            i += 1
        else:
            j += 1
    return pairs


def f1_score(matched: int, n_expected: int, n_actual: int) -> float:
    """pydantic-evals' F1 of ``matched`` calls: 1.0 if both sides are empty, 0.0 if one is."""
    if not n_expected and not n_actual:
        return 1.0
    precision = matched / n_actual if n_actual else 0.0
    recall = matched / n_expected if n_expected else 0.0
    if precision + recall == 0:
        return 0.0
    return 2 * precision * recall / (precision + recall)


def compare(expected: Sequence[str], actual: Sequence[str]) -> TrajectoryMetrics:
    """Every metric of ``actual`` against the golden ``expected`` (see the module docstring)."""
    exp, act = tuple(expected), tuple(actual)
    lcs = lcs_length(exp, act)
    overlap = sum((Counter(exp) & Counter(act)).values())
    return TrajectoryMetrics(
        expected=exp,
        actual=act,
        exact=exp == act,
        covers_in_order=lcs == len(exp),
        covers_any_order=not (Counter(exp) - Counter(act)),
        lcs=lcs,
        precision=lcs / len(act) if act else 1.0,
        recall=lcs / len(exp) if exp else 1.0,
        overlap=overlap,
        f1_in_order=f1_score(lcs, len(exp), len(act)),
        f1_any_order=f1_score(overlap, len(exp), len(act)),
    )


def actual_tools(trace: Iterable[Any], include_failed: bool = False) -> list[str]:
    """Tool names of a trace (objects with ``name`` and ``ok``); failed calls dropped by default.

    Meta-tool entries (``meta``: a ``search_tools`` call under ``discover``) are never counted:
    the trajectory is the catalogue tools called, however they were reached.
    """
    return [c.name for c in trace if (include_failed or c.ok) and not getattr(c, "meta", False)]


def golden_tools(task: Any, oracle: Any | None) -> list[str] | None:
    """The golden trajectory: ``task.golden_tools`` if set, else the oracle's calls (or None)."""
    if task is not None and getattr(task, "golden_tools", None) is not None:
        return list(task.golden_tools)
    if oracle is None:
        return None
    return [c.name for c in oracle.calls]


def summarize(metrics: Iterable[TrajectoryMetrics]) -> TrajectorySummary:
    """Means and flag counts."""
    ms = list(metrics)
    n = len(ms)
    if not n:
        return TrajectorySummary()
    return TrajectorySummary(
        n=n,
        exact=sum(m.exact for m in ms) / n,
        covers_in_order=sum(m.covers_in_order for m in ms) / n,
        covers_any_order=sum(m.covers_any_order for m in ms) / n,
        precision=sum(m.precision for m in ms) / n,
        recall=sum(m.recall for m in ms) / n,
        f1_in_order=sum(m.f1_in_order for m in ms) / n,
        f1_any_order=sum(m.f1_any_order for m in ms) / n,
        wasteful=sum(m.wasteful for m in ms),
        gave_up_early=sum(m.gave_up_early for m in ms),
    )
