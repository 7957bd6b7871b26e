"""The load test's physical limit and the light mock's body reading."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from openai._utils._json import openapi_dumps

from avabench.loader import load_suite
from avabench.loadtest import measure, mock_process, physical_limit_s
from avabench.mockserver import read_messages


def test_the_limit_counts_waves_the_longest_episode_and_the_preflight():
    # 4 episodes of 2 requests on 2 slots: two waves of 0.2 s, after the 0.1 s preflight
    assert physical_limit_s([2, 2, 2, 2], 2, 0.1) == pytest.approx(0.1 + 0.4)
    # one long episode bounds the run however many slots there are
    assert physical_limit_s([20, 1, 1, 1], 32, 0.1) == pytest.approx(0.1 + 2.0)
    # in order: the long one starts last, in the first slot to free
    assert physical_limit_s([1, 1, 5], 2, 1.0) == pytest.approx(1 + 1 + 5)
    assert physical_limit_s([], 4, 0.1) == pytest.approx(0.1)


@given(st.lists(st.integers(1, 30), min_size=1, max_size=80), st.integers(1, 64))
def test_the_limit_lies_between_the_two_simple_bounds(requests, concurrency):
    """Never faster than the longest episode or the total spread over every slot, never
    slower than running the episodes one by one."""
    limit = physical_limit_s(requests, concurrency, 1.0) - 1.0
    c = min(concurrency, len(requests))
    assert limit >= max(max(requests), sum(requests) / c) - 1e-9
    assert limit <= sum(requests) + 1e-9
    if concurrency == 1:
        assert limit == pytest.approx(sum(requests))


text = st.text(alphabet=st.characters(blacklist_categories=("Cs",)), max_size=30)
message = st.fixed_dictionaries({"role": st.sampled_from(["user", "tool"]), "content": text})


@given(st.lists(message, max_size=5), text, st.dictionaries(text, text, max_size=3))
def test_light_reading_gives_the_messages_of_any_body_the_client_sends(messages, model, rest):
    body = openapi_dumps(
        {"model": model, "messages": messages, **{"x" + k: v for k, v in rest.items()}}
    )
    got = read_messages(body)
    assert got is not None
    assert got[0] == messages
    assert json.loads(got[1]) == messages


@pytest.mark.parametrize("body", [b"", b"[]", b'{"model":"m"}', b'{"messages": 3}', b"{\xff"])
def test_light_reading_declines_other_bodies(body):
    assert read_messages(body) is None


def test_a_short_load_test_reaches_the_mock_in_its_process_and_scores(monkeypatch):
    monkeypatch.setenv("PYTHONPATH", str(Path(__file__).parent))  # the mock imports the pack
    suite = load_suite("fixtures.pack_good", include_builtin=False)
    with mock_process(0.02, "fixtures.pack_good") as url:
        row = measure(suite, url, 0.02, 2, 10, workers=1)
    assert row["episodes"] == 2 and row["invalid"] == 0 and row["pass_rate"] == 1.0
    assert 0 < row["share_of_limit"] <= 1.0
    assert row["limit_s"] == pytest.approx(0.02 * (1 + row["longest_episode_turns"]), abs=1e-3)
