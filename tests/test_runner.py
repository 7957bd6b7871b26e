"""The runner through the real openai client over loopback HTTP against the mock server."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import openai._base_client
import pytest

from avabench import asyncrun
from avabench.agents.openai_client import ModelPolicy
from avabench.launch import scripted_factory
from avabench.loader import Suite, load_suite
from avabench.mockserver import MockConfig, MockServer
from avabench.results import Checkpoint, RunResult, load_run
from avabench.runner import ConfigMismatch, default_settings, run_benchmark

SUITE = load_suite("fixtures.pack_good", include_builtin=False)
KEY = "sk-test-SECRET-4f9a2b"
TESTS_DIR = Path(__file__).parent
#: The mock's Retry-After on 429 and the SDK's first backoff here: retries that sleep no seconds.
RETRY_AFTER = 0.05


@pytest.fixture(autouse=True)
def fast_backoff(monkeypatch):
    """The SDK's backoff without a Retry-After starts at 0.5 s; here at 10 ms."""
    monkeypatch.setattr(openai._base_client, "INITIAL_RETRY_DELAY", 0.01)


def _run(
    tmp_path,
    fault=None,
    *,
    retries=2,
    timeout=10.0,
    latency=0.0,
    alias="mock",
    trials=1,
    concurrency=2,
    fresh=True,
):
    cfg = MockConfig(
        "oracle",
        latency,
        slow_seconds=0.8,
        faults={"*": fault} if fault else {},
        retry_after=RETRY_AFTER,
    )
    with MockServer(SUITE, cfg) as server:
        settings = default_settings(
            model="mock", alias=alias, base_url=server.base_url, trials=trials
        )

        def factory(task, trial):
            return ModelPolicy(
                "mock", server.base_url, KEY, max_retries=retries, request_timeout=timeout
            )

        outcome = asyncrun.run(
            run_benchmark(
                SUITE,
                settings,
                factory,
                out_dir=tmp_path,
                max_concurrent=concurrency,
                fresh=fresh,
                secret=KEY,
            )
        )
        return outcome, server.state


def _statuses(outcome):
    return [(r.task_id, r.status, r.task_completed_correctly) for r in outcome.run.tasks]


def test_clean_run_passes_and_round_trips(tmp_path):
    outcome, state = _run(tmp_path)
    assert all(r.status == "ok" and r.task_completed_correctly for r in outcome.run.tasks)
    assert outcome.run.summary.total.pass_rate == 1.0
    assert outcome.run.summary.usage.requests + 1 == state.requests  # + the preflight
    again = load_run(outcome.path)
    assert again == outcome.run
    assert RunResult.model_validate_json(again.model_dump_json()) == again


@pytest.mark.parametrize("fault", ["rate_limit_once", "server_error_once", "drop_once"])
def test_transient_faults_are_retried_and_scored(tmp_path, fault):
    outcome, state = _run(tmp_path, fault)
    assert all(r.status == "ok" and r.task_completed_correctly for r in outcome.run.tasks), fault
    turns = sum(r.usage.requests for r in outcome.run.tasks)
    assert state.requests == 2 * turns + 1  # every turn failed once, then succeeded; preflight


def test_timeout_is_retried(tmp_path):
    outcome, state = _run(tmp_path, "slow_once", timeout=0.3)
    assert all(r.status == "ok" and r.task_completed_correctly for r in outcome.run.tasks)
    assert state.requests == 2 * sum(r.usage.requests for r in outcome.run.tasks) + 1


def test_retry_after_is_honoured():
    """A 429's Retry-After sets the wait (the SDK's own backoff is 10 ms here)."""
    task = SUITE.by_id()["fixture.balance_question"]
    cfg = MockConfig("oracle", faults={"*": "rate_limit_once"}, retry_after=0.4)
    with MockServer(SUITE, cfg) as server:

        async def go():
            policy = ModelPolicy("mock", server.base_url, KEY, max_retries=1)
            try:
                start = time.perf_counter()
                await policy.next_turn([{"role": "user", "content": task.prompt}], [])
                return time.perf_counter() - start
            finally:
                await policy.aclose()

        elapsed = asyncrun.run(go())
        assert server.state.requests == 2
    assert 0.4 <= elapsed < 3


@pytest.mark.parametrize(
    ("fault", "reason"),
    [
        ("unavailable_always", "infrastructure error"),
        ("length", "finish_reason=length"),
        ("empty_choices", "no choices"),
    ],
)
def test_fatal_faults_make_the_episode_invalid(tmp_path, fault, reason):
    outcome, _ = _run(tmp_path, fault, retries=1)
    for r in outcome.run.tasks:
        assert r.status == "invalid" and reason in r.invalid_reason
    total = outcome.run.summary.total
    assert (total.n_valid, total.n_invalid, total.pass_rate) == (
        0,
        2,
        None,
    )  # a rate of nothing is null, not 0


@pytest.mark.parametrize("fault", ["bad_json_args", "unknown_tool"])
def test_model_mistakes_are_tool_errors_the_model_sees(tmp_path, fault):
    outcome, _ = _run(tmp_path, fault)
    for r in outcome.run.tasks:
        assert r.status == "ok" and r.task_completed_correctly
        assert not r.trace[0].ok
        assert r.trace[0].error_kind == (
            "invalid_arguments" if fault == "bad_json_args" else "unknown_tool"
        )


def test_several_tool_calls_in_one_turn_run_in_order(tmp_path):
    outcome, _ = _run(tmp_path, "multi_call")
    r = next(r for r in outcome.run.tasks if r.task_id == "fixture.annual_leave")
    assert r.task_completed_correctly
    assert [c.step for c in r.trace] == [1, 1, 1]
    assert [c.name for c in r.trace] == [c.name for c in SUITE.oracles[r.task_id].calls]


def test_api_key_never_written(tmp_path):
    _run(tmp_path, "unavailable_always", retries=0)
    _run(tmp_path, alias="ok")
    for path in tmp_path.rglob("*"):
        if path.is_file():
            assert KEY.encode() not in path.read_bytes(), path


def test_resume_keeps_finished_and_reruns_invalid(tmp_path):
    first, _ = _run(tmp_path, "unavailable_always", retries=0, alias="r")
    assert first.run.summary.total.n_invalid == 2
    second, _ = _run(tmp_path, alias="r", fresh=False)
    assert second.executed == 2 and second.reused == 0
    third, state3 = _run(tmp_path, alias="r", fresh=False)
    assert third.executed == 0 and third.reused == 2 and state3.requests == 0
    assert _statuses(third) == _statuses(second)


def test_changed_configuration_is_refused(tmp_path):
    _run(tmp_path, alias="c")
    settings = default_settings(model="mock", alias="c", noise=3)
    with pytest.raises(ConfigMismatch):
        asyncrun.run(
            run_benchmark(SUITE, settings, scripted_factory(SUITE, "null"), out_dir=tmp_path)
        )


def test_reference_agents_oracle_and_null(tmp_path):
    for agent, rate in (("oracle", 1.0), ("null", 0.0)):
        settings = default_settings(agent=agent, alias=agent, noise=4)
        out = asyncrun.run(
            run_benchmark(SUITE, settings, scripted_factory(SUITE, agent), out_dir=tmp_path)
        )
        assert out.run.summary.total.pass_rate == rate
        if agent == "null":
            assert out.run.summary.total.partial_credit == 0.0


def test_killed_run_resumes_without_losing_or_repeating(tmp_path):
    env = {**os.environ, "PYTHONPATH": str(TESTS_DIR)}
    with MockServer(SUITE, MockConfig("oracle", latency=0.06)) as server:
        cmd = [
            sys.executable,
            "-m",
            "avabench.cli",
            "--model",
            "mock",
            "--base-url",
            server.base_url,
            "--api-key",
            KEY,
            "--task-pack",
            "fixtures.pack_good",
            "--only-pack",
            "--trials",
            "3",
            "--max-concurrent",
            "1",
            "--out",
            str(tmp_path),
            "--alias",
            "kill",
            "--plain",
        ]
        proc = subprocess.Popen(cmd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        ckpt = Checkpoint(tmp_path / "kill.checkpoint.jsonl")
        deadline = time.time() + 60
        while time.time() < deadline and len(ckpt.read().results) < 2:
            time.sleep(0.05)
        proc.kill()
        proc.wait()
        done_before = {(r.task_id, r.trial) for r in ckpt.read().results}
        assert 2 <= len(done_before) < 6
        requests_before = server.state.requests
        out = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=120)
        assert out.returncode == 0, out.stderr
        assert f"(resumed {len(done_before)})" in out.stdout
        run = load_run(tmp_path / "kill.json")
        keys = [(r.task_id, r.trial) for r in run.tasks]
        assert len(keys) == len(set(keys)) == 6
        assert all(r.task_completed_correctly for r in run.tasks)
        # the second process only asked for the unfinished episodes
        per_episode = {"fixture.annual_leave": 4, "fixture.balance_question": 2}
        remaining = sum(per_episode[t] for t, k in set(keys) - done_before)
        assert server.state.requests - requests_before <= remaining + 4  # + a killed in-flight turn


def test_only_parameters_the_user_set_are_sent(tmp_path):
    task = SUITE.by_id()["fixture.balance_question"]
    with MockServer(SUITE, MockConfig("oracle")) as server:

        async def go(**params):
            policy = ModelPolicy("mock", server.base_url, KEY, **params)
            try:
                await policy.next_turn([{"role": "user", "content": task.prompt}], [])
                no_tools = set(server.state.last_body_keys)
                await policy.next_turn(
                    [{"role": "user", "content": task.prompt}],
                    [{"type": "function", "function": {"name": "x", "parameters": {}}}],
                )
                return no_tools, set(server.state.last_body_keys)
            finally:
                await policy.aclose()

        bare, with_tools = asyncrun.run(go())
        assert bare == {"model", "messages"}
        assert with_tools == {"model", "messages", "tools", "tool_choice"}
        _, full = asyncrun.run(go(reasoning_effort="none", temperature=0.0, max_tokens=512, seed=7))
        assert full == {
            "model",
            "messages",
            "tools",
            "tool_choice",
            "reasoning_effort",
            "temperature",
            "max_tokens",
            "seed",
        }


@pytest.mark.parametrize(
    ("value", "verify"), [(None, True), ("1", True), ("0", False), ("false", False), ("no", False)]
)
def test_ssl_verification_switch(monkeypatch, value, verify):
    from avabench.agents.openai_client import ssl_verify

    if value is None:
        monkeypatch.delenv("AVABENCH_SSL_VERIFY", raising=False)
    else:
        monkeypatch.setenv("AVABENCH_SSL_VERIFY", value)
    assert ssl_verify() is verify


def test_api_key_from_environment(monkeypatch):
    from avabench.agents.openai_client import resolve_api_key

    monkeypatch.setenv("OPENAI_API_KEY", "from-openai")
    monkeypatch.delenv("AVABENCH_API_KEY", raising=False)
    assert resolve_api_key(None) == "from-openai"
    monkeypatch.setenv("AVABENCH_API_KEY", "from-avabench")
    assert resolve_api_key(None) == "from-avabench"
    assert resolve_api_key("explicit") == "explicit"


def test_the_mock_oracle_plays_every_turn_of_a_multi_turn_task(tmp_path):
    """The mock answers each follow-up with the script's turn for it, so the oracle passes."""
    full = load_suite()
    multi = [t for t in full.tasks if t.followups][:2]
    assert multi, "the built-in suite has multi-turn tasks"
    ids = {t.id for t in multi}
    suite = Suite(
        tasks=multi,
        oracles={i: s for i, s in full.oracles.items() if i in ids},
        modules=full.modules,
    )
    with MockServer(suite, MockConfig("oracle", 0.0)) as server:
        settings = default_settings(model="mock", alias="mock", base_url=server.base_url)
        outcome = asyncrun.run(
            run_benchmark(
                suite,
                settings,
                lambda task, trial: ModelPolicy("mock", server.base_url, KEY),
                out_dir=tmp_path,
                max_concurrent=2,
                fresh=True,
                secret=KEY,
            )
        )
    followups = {t.id: len(t.followups) for t in multi}
    assert {r.task_id: (r.task_completed_correctly, len(r.replies)) for r in outcome.run.tasks} == {
        i: (True, 1 + n) for i, n in followups.items()
    }
