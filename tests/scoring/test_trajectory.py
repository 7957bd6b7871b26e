"""Trajectory metrics against hand-computed cases."""

from __future__ import annotations

import itertools
from types import SimpleNamespace

import pytest
from hypothesis import given
from hypothesis import strategies as st

from avabench.scoring.trajectory import (
    actual_tools,
    compare,
    golden_tools,
    lcs_length,
    lcs_pairs,
    summarize,
)
from avabench.task import call, script

# expected, actual → exact, covers_in_order, covers_any_order, lcs, precision, recall
CASES = [
    # the empty-trajectory table
    ("", "", (True, True, True, 0, 1.0, 1.0)),
    ("", "a", (False, True, True, 0, 0.0, 1.0)),
    ("a", "", (False, False, False, 0, 1.0, 0.0)),
    # ordinary cases
    ("abc", "abc", (True, True, True, 3, 1.0, 1.0)),
    ("abc", "cba", (False, False, True, 1, 1 / 3, 1 / 3)),
    ("ab", "axb", (False, True, True, 2, 2 / 3, 1.0)),
    ("abcd", "bd", (False, False, False, 2, 1.0, 0.5)),
    ("ab", "xy", (False, False, False, 0, 0.0, 0.0)),
    # repeated calls are counted, not collapsed
    ("aab", "ab", (False, False, False, 2, 1.0, 2 / 3)),
    ("ab", "aab", (False, True, True, 2, 2 / 3, 1.0)),
    ("aba", "baa", (False, False, True, 2, 2 / 3, 2 / 3)),
    ("aa", "a", (False, False, False, 1, 1.0, 0.5)),
]


@pytest.mark.parametrize(("expected", "actual", "want"), CASES)
def test_metrics_table(expected, actual, want):
    m = compare(list(expected), list(actual))
    exact, in_order, any_order, lcs, precision, recall = want
    assert (m.exact, m.covers_in_order, m.covers_any_order, m.lcs) == (
        exact,
        in_order,
        any_order,
        lcs,
    )
    assert m.precision == pytest.approx(precision)
    assert m.recall == pytest.approx(recall)
    # the hierarchy the docstring promises
    assert not m.exact or m.covers_in_order
    assert not m.covers_in_order or m.covers_any_order


# the one-side-empty convention: ratios vacuous (1.0), F1 scores 0.0 (pydantic-evals')
@pytest.mark.parametrize(
    ("expected", "actual", "precision", "recall", "f1"),
    [("", "", 1.0, 1.0, 1.0), ("", "a", 0.0, 1.0, 0.0), ("a", "", 1.0, 0.0, 0.0)],
)
def test_empty_sides(expected, actual, precision, recall, f1):
    m = compare(list(expected), list(actual))
    assert (m.precision, m.recall) == (precision, recall)
    assert m.f1_in_order == m.f1_any_order == f1


@pytest.mark.parametrize(
    ("expected", "actual", "f1_in_order", "f1_any_order"),
    [
        ("abc", "abc", 1.0, 1.0),
        ("abc", "cba", 1 / 3, 1.0),  # LCS 1 of 3 each way; the multisets are equal
        ("ab", "axb", 0.8, 0.8),  # precision 2/3, recall 1
        ("aab", "ab", 0.8, 0.8),  # precision 1, recall 2/3
        ("ab", "xy", 0.0, 0.0),
    ],
)
def test_f1_scores(expected, actual, f1_in_order, f1_any_order):
    m = compare(list(expected), list(actual))
    assert m.f1_in_order == pytest.approx(f1_in_order)
    assert m.f1_any_order == pytest.approx(f1_any_order)


@given(st.lists(st.sampled_from("abc"), max_size=7), st.lists(st.sampled_from("abc"), max_size=7))
def test_f1_in_order_is_the_f1_of_precision_and_recall_when_both_sides_have_calls(a, b):
    m = compare(a, b)
    if a and b:
        p, r = m.precision, m.recall
        assert m.f1_in_order == pytest.approx(2 * p * r / (p + r) if p + r else 0.0)
    assert 0.0 <= m.f1_in_order <= m.f1_any_order <= 1.0  # an LCS is part of the overlap
    assert m.f1_any_order == 1.0 or not m.exact


@pytest.mark.parametrize(
    ("a", "b", "n"),
    [("", "abc", 0), ("abcbdab", "bdcaba", 4), ("aaaa", "aa", 2), ("abc", "abc", 3)],
)
def test_lcs_length(a, b, n):
    assert lcs_length(a, b) == lcs_length(b, a) == n


def test_flags():
    wasteful = compare(["a", "b"], ["x", "a", "y", "z", "b"])  # precision 0.4, recall 1
    assert wasteful.wasteful and not wasteful.gave_up_early
    gave_up = compare(["a", "b", "c"], ["a"])  # precision 1, recall 1/3
    assert gave_up.gave_up_early and not gave_up.wasteful
    assert compare(["a"], []).gave_up_early  # doing nothing is giving up
    assert compare([], ["x"]).wasteful  # every call was extra
    ok = compare(["a", "b"], ["a", "b"])
    assert not ok.wasteful and not ok.gave_up_early
    assert ok.as_dict()["expected"] == ["a", "b"]


def _call(name, ok=True):
    return SimpleNamespace(name=name, ok=ok)


def test_failed_calls_excluded_by_default():
    trace = [_call("a", ok=False), _call("a"), _call("b"), _call("zzz", ok=False)]
    assert actual_tools(trace) == ["a", "b"]
    assert actual_tools(trace, include_failed=True) == ["a", "a", "b", "zzz"]
    assert compare(["a", "b"], actual_tools(trace)).exact
    assert compare(["a", "b"], actual_tools(trace, include_failed=True)).precision == 0.5


def test_golden_from_oracle_or_task_override():
    oracle = script(call("a"), call("b"), call("a"))
    assert golden_tools(SimpleNamespace(golden_tools=None), oracle) == ["a", "b", "a"]
    assert golden_tools(SimpleNamespace(golden_tools=["c"]), oracle) == ["c"]
    assert golden_tools(SimpleNamespace(golden_tools=[]), oracle) == []
    assert golden_tools(SimpleNamespace(golden_tools=None), None) is None


def test_summary_means_and_counts():
    ms = [compare("ab", "ab"), compare("abc", "a"), compare("ab", "xaxxb")]
    s = summarize(ms)
    assert s.n == 3
    assert s.exact == pytest.approx(1 / 3)
    assert s.covers_in_order == pytest.approx(2 / 3)
    assert s.f1_in_order == pytest.approx((1 + 0.5 + 4 / 7) / 3)
    assert s.precision == pytest.approx((1 + 1 + 0.4) / 3)
    assert s.recall == pytest.approx((1 + 1 / 3 + 1) / 3)
    assert (s.wasteful, s.gave_up_early) == (1, 1)
    assert summarize([]).n == 0


@given(st.lists(st.sampled_from("abcd"), max_size=9), st.lists(st.sampled_from("abcd"), max_size=9))
def test_lcs_pairs_is_a_longest_common_subsequence(a, b):
    pairs = lcs_pairs(a, b)
    assert len(pairs) == lcs_length(a, b)
    assert all(a[i] == b[j] for i, j in pairs)
    assert all(i1 < i2 and j1 < j2 for (i1, j1), (i2, j2) in itertools.pairwise(pairs))


def test_lcs_pairs_marks_the_walked_calls():
    assert lcs_pairs(list("abcd"), list("xbyd")) == [(1, 1), (3, 3)]
    assert lcs_pairs([], list("ab")) == []
