"""Every fault of a hostile endpoint ends as documented (docs/robustness.md), through the CLI.

Each test runs ``python -m avabench.cli`` in-process (typer's runner) with the real ``openai``
client over loopback against :mod:`avabench.mockserver` with one ``--fault``.
"""

from __future__ import annotations

import json
import socket
import time
from pathlib import Path

import pytest
from typer.testing import CliRunner

from avabench.app import app
from avabench.history import count_rows
from avabench.loader import load_suite
from avabench.mockserver import MockConfig, MockServer
from avabench.results import load_run

PACK = "fixtures.pack_good"
SUITE = load_suite(PACK, include_builtin=False)
KEY = "sk-test-SECRET-4f9a2b77c1d0e9"
LEAVE, BALANCE = "fixture.annual_leave", "fixture.balance_question"


def cli_run(tmp_path: Path, fault: str | None, *extra: str, base_url=None, **cfg):
    """Run the CLI against the mock with ``fault`` on every task; (result, run or None, state).

    ``base_url``: a URL, or a function of the mock's URL.
    """
    config = MockConfig("oracle", faults={"*": fault} if fault else {}, **cfg)
    with MockServer(SUITE, config) as server:
        url = base_url(server.base_url) if callable(base_url) else base_url or server.base_url
        args = ["--model", "mock", "--base-url", url, "--api-key", KEY]
        args += ["--task-pack", PACK, "--only-pack", "--out", str(tmp_path), "--plain"]
        # a generous deadline: on a loaded 2-core machine the in-process mock can take seconds
        # to answer; the tests of deadlines pass their own (a later option wins)
        args += ["--max-retries", "0", "--request-timeout", "30", *extra]
        started = time.perf_counter()
        result = CliRunner().invoke(app, ["run", *args])
        result.elapsed = time.perf_counter() - started
        state = server.state
    path = tmp_path / "mock.json"
    return result, (load_run(path) if path.exists() else None), state


TURN_TAIL = "; lệnh này không được thực hiện. Hãy gửi ít lệnh hơn mỗi lượt."
TOTAL_TAIL = "; lệnh này không được thực hiện."


def by_id(run):
    return {r.task_id: r for r in run.tasks}


# -- 1. protocol errors: invalid with a reason; quirks: accepted and scored -------------------


@pytest.mark.parametrize(
    ("fault", "reason"),
    [
        ("malformed_body", "response body is not JSON (25 bytes"),
        ("empty_body", "response body is not JSON (0 bytes"),
        ("message_null", "message is null"),
        ("empty_choices", "no choices"),
    ],
)
def test_protocol_errors_make_the_episode_invalid_and_the_run_goes_on(tmp_path, fault, reason):
    result, run, _ = cli_run(tmp_path, fault)
    # the run goes on and writes its results; with no valid episode it exits 1 (issue 17)
    assert result.exit_code == 1, result.output
    assert "FAILED: no valid episode (2 of 2 invalid)" in result.output
    assert [r.status for r in run.tasks] == ["invalid", "invalid"]
    assert all(reason in r.invalid_reason for r in run.tasks)
    assert run.summary.total.n_invalid == 2


@pytest.mark.parametrize("fault", ["args_object", "content_parts", "odd_usage"])
def test_format_quirks_are_accepted_and_scored(tmp_path, fault):
    result, run, _ = cli_run(tmp_path, fault)
    assert result.exit_code == 0, result.output
    assert all(r.status == "ok" and r.task_completed_correctly for r in run.tasks)
    if fault == "odd_usage":  # "123" → 123, 12.7 → 12, null/negative/"n/a" → 0
        u = by_id(run)[BALANCE].usage
        assert u.prompt_tokens > 0 and u.completion_tokens == 2 * 12
        assert u.reasoning_tokens == 0 and u.cached_tokens == 0


# -- 2. model output is data ------------------------------------------------------------------


def test_lone_surrogates_in_arguments_never_reach_the_world(tmp_path):
    result, run, _ = cli_run(tmp_path, "surrogate_args")
    assert result.exit_code == 0, result.output
    leave = by_id(run)[LEAVE]
    first = leave.trace[0]
    assert first.name == "timesheet_create_leave_request" and not first.ok
    assert first.error_kind == "invalid_arguments" and "surrogate" in first.error
    assert "\\ud800" in first.raw_arguments  # stored as a visible escape
    assert leave.task_completed_correctly  # the model went on and did the task
    text = (tmp_path / "mock.json").read_text(encoding="utf-8")  # strict UTF-8
    assert "\ud800" not in text
    diff = json.dumps(leave.final_world_diff.model_dump(), ensure_ascii=False)
    assert "ud800" not in diff


def test_lone_surrogate_in_the_reply_is_stored_escaped(tmp_path):
    result, run, _ = cli_run(tmp_path, "surrogate_reply")
    assert result.exit_code == 0, result.output
    assert all(r.reply.endswith(" \\ud800") and r.task_completed_correctly for r in run.tasks)
    (tmp_path / "mock.json").read_bytes().decode("utf-8")


@pytest.mark.parametrize(
    ("fault", "error", "cap"),
    [("deep_args", "lồng nhau quá sâu", None), ("huge_args", "quá dài", "argument_chars")],
)
def test_deep_or_huge_arguments_are_a_tool_error(tmp_path, fault, error, cap):
    result, run, _ = cli_run(tmp_path, fault)
    assert result.exit_code == 0, result.output
    for r in run.tasks:
        assert r.task_completed_correctly
        assert r.trace[0].error_kind == "invalid_arguments" and error in r.trace[0].error
        assert len(r.trace[0].raw_arguments) <= 2000
        assert (cap in r.limits_hit) if cap else not r.limits_hit
    assert r.trace[0].raw_truncated is (fault == "huge_args")


def test_tool_calls_per_turn_are_capped(tmp_path):
    result, run, _ = cli_run(tmp_path, "many_calls")
    assert result.exit_code == 0, result.output
    for r in run.tasks:
        first_turn = [c for c in r.trace if c.step == 1]
        assert len(first_turn) == 500
        assert all(c.ok for c in first_turn[:32])
        assert all(c.error_kind == "limit" for c in first_turn[32:])
        assert r.limits_hit == ["tool_calls_per_turn", "tool_calls_total"]
        assert r.stopped_by == "tool_limit" and r.status == "ok"  # scored: the model's doing
        assert [c.error for c in first_turn[198:202]] == [
            *["Quá nhiều lệnh gọi công cụ trong một lượt (tối đa 32)" + TURN_TAIL] * 2,
            *["Đã đạt giới hạn 200 lần gọi công cụ trong một phiên" + TOTAL_TAIL] * 2,
        ]


def test_max_tool_calls_ends_the_episode_and_it_is_scored(tmp_path):
    result, run, _ = cli_run(tmp_path, "endless_calls", "--max-tool-calls", "5")
    assert result.exit_code == 0, result.output
    for r in run.tasks:
        assert r.status == "ok" and r.stopped_by == "tool_limit" and len(r.trace) == 5
        assert r.limits_hit == ["tool_calls_total"] and not r.task_completed_correctly
    assert run.settings.max_tool_calls == 5


def test_a_10_mb_reply_is_cut_before_scoring(tmp_path):
    result, run, _ = cli_run(tmp_path, "huge_reply")
    assert result.exit_code == 0, result.output
    for r in run.tasks:
        assert len(r.reply) == 20_000 and r.limits_hit == ["reply_chars"]
        assert r.task_completed_correctly and r.duration_s < 5
    assert (tmp_path / "mock.json").stat().st_size < 200_000


# -- 3. deadlines -----------------------------------------------------------------------------


def test_a_trickling_server_is_cut_at_the_request_deadline(tmp_path):
    # ~600 bytes at 0.2 s a byte would take two minutes; the deadline is 1 s per attempt
    result, run, _ = cli_run(tmp_path, "trickle", "--request-timeout", "1", trickle_seconds=0.2)
    assert result.exit_code == 1, result.output  # every episode invalid
    assert all("1 s request deadline" in r.invalid_reason for r in run.tasks)
    assert result.elapsed < 6


def test_the_episode_budget_cancels_and_frees_the_slot(tmp_path):
    result, run, _ = cli_run(
        tmp_path,
        "slow_once",
        "--episode-timeout",
        "0.5",
        "--max-concurrent",
        "1",
        slow_seconds=3.0,
    )
    assert result.exit_code == 1, result.output  # every episode invalid
    assert all("wall budget of 0.5 s" in r.invalid_reason for r in run.tasks)
    assert result.elapsed < 2.5  # one slot, two episodes: each cancelled at 0.5 s


# -- 4. fatal errors and context overflow ----------------------------------------------------


@pytest.mark.parametrize(
    ("fault", "message"),
    [
        ("unauthorized", "refused the key (HTTP 401"),
        ("forbidden", "refused the key (HTTP 403"),
        ("model_not_found", "model 'mock' or URL"),
    ],
)
def test_fatal_endpoint_errors_stop_the_run(tmp_path, fault, message):
    result, run, state = cli_run(tmp_path, fault)
    assert result.exit_code == 3
    assert message in result.output
    assert run is None and state.requests == 1  # the preflight, nothing else
    assert count_rows(tmp_path / "history.sqlite") == 0


def test_an_unreachable_endpoint_stops_the_run(tmp_path):
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))  # bound, never listening: connections are refused
        url = f"http://127.0.0.1:{sock.getsockname()[1]}/v1"
        result, run, _ = cli_run(tmp_path, None, base_url=url)
    assert result.exit_code == 3 and "unreachable" in result.output and run is None


def test_context_overflow_is_the_models_failure_and_is_not_rerun(tmp_path):
    result, run, _ = cli_run(tmp_path, "context_overflow")
    assert result.exit_code == 0, result.output
    for r in run.tasks:
        assert r.status == "ok" and r.stopped_by == "context_overflow"
        assert not r.task_completed_correctly and len(r.trace) == 1
    assert run.summary.total.n_context_overflow == 2 and run.summary.total.n_valid == 2
    assert "context overflow 2" in result.output
    again, _, state = cli_run(tmp_path, "context_overflow")
    assert "(resumed 2)" in again.output and state.requests == 0  # no preflight: nothing to do


# -- 8. secrets ---------------------------------------------------------------------------------


def near_copies(key: str) -> list[str]:
    import base64
    import urllib.parse

    return [
        key,
        key[2:-1],
        key[:-4],
        urllib.parse.quote(key, safe=""),
        base64.b64encode(key.encode()).decode()[:-2],
    ]


def assert_no_secret(tmp_path, output, secrets):
    files = [p for p in tmp_path.rglob("*") if p.is_file()]
    assert {p.name for p in files} >= {"mock.json", "history.sqlite", "mock.checkpoint.jsonl"}
    for p in files:
        data = p.read_bytes()
        assert not [s for s in secrets if s.encode() in data], p
    assert not [s for s in secrets if s in output]


def test_an_echoed_key_never_reaches_disk_or_output(tmp_path):
    url_secret = "QSECRET-0a1b2c3d"
    urls = []

    def leaky(url):
        urls.append(url)
        return f"{url}?api-key={url_secret}&v=1"

    result, run, _ = cli_run(tmp_path, "echo_key", base_url=leaky)
    assert result.exit_code == 0, result.output
    leave = by_id(run)[LEAVE]
    assert leave.trace[0].name == "***" and "***" in leave.trace[1].raw_arguments
    assert leave.reply.count("***") == 4  # the key, cut, url-encoded, base64
    assert run.settings.base_url == urls[0] + "?v=1"
    assert_no_secret(tmp_path, result.output, [*near_copies(KEY), url_secret])


def test_url_userinfo_never_reaches_disk_or_output(tmp_path):
    import base64

    pw = "pw-SECRET-99x"
    result, run, _ = cli_run(
        tmp_path, "echo_key", base_url=lambda u: u.replace("http://", f"http://user:{pw}@")
    )
    assert result.exit_code == 0, result.output
    assert "@" not in run.settings.base_url
    assert by_id(run)[LEAVE].trace[0].name == "Basic ***"  # httpx sent the userinfo as Basic
    basic = base64.b64encode(f"user:{pw}".encode()).decode()
    assert_no_secret(tmp_path, result.output, [pw, basic, *near_copies(KEY)])
