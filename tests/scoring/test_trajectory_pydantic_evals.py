"""Our trajectory metrics against pydantic-evals' own evaluators (skipped when not installed).

The evaluators read tool calls from a span tree; each test builds one from a tool-name
sequence (pydantic-ai's ``running tool`` spans with ``gen_ai.tool.name``), so what is
compared is pydantic-evals' real ``TrajectoryMatch`` and ``ToolCorrectness``.
"""

from __future__ import annotations

import datetime as dt

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

pytest.importorskip("pydantic_evals")

from pydantic_evals.evaluators import EvaluatorContext
from pydantic_evals.evaluators.agentic import ToolCorrectness, TrajectoryMatch
from pydantic_evals.otel.span_tree import SpanNode, SpanTree

from avabench.scoring.trajectory import compare

T0 = dt.datetime(2026, 4, 16, tzinfo=dt.UTC)


def context(actual: list[str], failed: frozenset[int] = frozenset()) -> EvaluatorContext:
    """An evaluator context whose span tree holds these tool calls, in order."""
    spans = [
        SpanNode(
            name="running tool",
            trace_id=1,
            span_id=i + 1,
            parent_span_id=None,
            start_timestamp=T0 + dt.timedelta(seconds=i),
            end_timestamp=T0 + dt.timedelta(seconds=i, milliseconds=500),
            attributes={"gen_ai.tool.name": name},
            status="error" if i in failed else "unset",
        )
        for i, name in enumerate(actual)
    ]
    tree = SpanTree()
    tree.add_spans(spans)
    return EvaluatorContext(
        name="case",
        inputs=None,
        metadata=None,
        expected_output=None,
        output=None,
        duration=0.0,
        _span_tree=tree,
        attributes={},
        metrics={},
    )


def theirs(expected: list[str], actual: list[str]) -> dict[str, float | bool]:
    ctx = context(actual)
    return {
        "exact": TrajectoryMatch(expected, order="exact").evaluate(ctx).value,
        "f1_in_order": TrajectoryMatch(expected, order="in_order").evaluate(ctx).value,
        "f1_any_order": TrajectoryMatch(expected, order="any_order").evaluate(ctx).value,
        "covers_any_order": ToolCorrectness(expected, allow_extra=True).evaluate(ctx).value,
    }


def ours(expected: list[str], actual: list[str]) -> dict[str, float | bool]:
    m = compare(expected, actual)
    return {
        "exact": float(m.exact),
        "f1_in_order": m.f1_in_order,
        "f1_any_order": m.f1_any_order,
        "covers_any_order": m.covers_any_order,
    }


NAMES = st.lists(st.sampled_from(["a", "b", "c", "d"]), max_size=8)


@settings(max_examples=300, deadline=None)
@given(NAMES, NAMES)
def test_same_values_as_pydantic_evals(expected, actual):
    want, got = theirs(expected, actual), ours(expected, actual)
    assert got["exact"] == want["exact"]
    assert got["covers_any_order"] == want["covers_any_order"]
    assert got["f1_in_order"] == pytest.approx(want["f1_in_order"], abs=1e-12)
    assert got["f1_any_order"] == pytest.approx(want["f1_any_order"], abs=1e-12)


@pytest.mark.parametrize(
    ("expected", "actual", "f1"),
    [([], [], 1.0), ([], ["a"], 0.0), (["a"], [], 0.0)],
)
def test_the_one_side_empty_convention_is_pydantic_evals(expected, actual, f1):
    want, got = theirs(expected, actual), ours(expected, actual)
    assert got["f1_in_order"] == want["f1_in_order"] == f1
    assert got["f1_any_order"] == want["f1_any_order"] == f1
    m = compare(expected, actual)  # our ratios stay vacuous on an empty side
    assert (m.precision, m.recall) == (0.0 if actual else 1.0, 0.0 if expected else 1.0)


def test_failed_calls_are_left_out_on_both_sides():
    from types import SimpleNamespace

    from avabench.scoring.trajectory import actual_tools

    names, failed = ["a", "a", "b"], frozenset({0})
    trace = [SimpleNamespace(name=n, ok=i not in failed) for i, n in enumerate(names)]
    value = TrajectoryMatch(["a", "b"], order="exact").evaluate(context(names, failed)).value
    assert value == 1.0 and compare(["a", "b"], actual_tools(trace)).exact
