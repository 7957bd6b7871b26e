"""Thinking models through the real openai client over loopback: reasoning kept, echoed, switched.

The mock plays a thinking model (``reasoning``) and one that refuses a turn whose earlier
assistant messages lack their ``reasoning_content`` (``reasoning_required``).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from avabench.agents.openai_client import parse_extra_body
from avabench.app import app
from avabench.loader import load_suite
from avabench.mockserver import MockConfig, MockServer, missing_reasoning, reasoning_text
from avabench.results import Message, RunSettings, load_run

PACK = "fixtures.pack_good"
SUITE = load_suite(PACK, include_builtin=False)
LEAVE = "fixture.annual_leave"


def cli_run(tmp_path: Path, fault: str | None, *extra: str):
    """The CLI against the mock; (result, run or None, mock state)."""
    config = MockConfig("oracle", faults={"*": fault} if fault else {})
    with MockServer(SUITE, config) as server:
        args = ["run", "--model", "mock", "--base-url", server.base_url, "--api-key", "k"]
        args += ["--task-pack", PACK, "--only-pack", "--out", str(tmp_path), "--plain"]
        args += ["--max-retries", "0", "--request-timeout", "5", *extra]
        result = CliRunner().invoke(app, args)
        state = server.state
    path = tmp_path / "mock.json"
    return result, (load_run(path) if path.exists() else None), state


def assistant_turns(r) -> list[Message]:
    return [m for m in r.messages if m.role == "assistant"]


def test_reasoning_is_kept_per_turn_and_counted(tmp_path):
    result, run, _ = cli_run(tmp_path, "reasoning")
    assert result.exit_code == 0, result.output
    for r in run.tasks:
        turns = assistant_turns(r)
        assert turns and all(m.reasoning for m in turns), r.task_id
        assert turns[0].reasoning.startswith("Bước 1: cần gọi ")
        assert turns[-1].reasoning.endswith("đã đủ dữ liệu, trả lời người dùng.")
        # every turn keeps its own usage; the episode's reasoning tokens are their sum
        words = sum(len(m.reasoning.split()) for m in turns)
        assert [m.usage.reasoning_tokens for m in turns] == [
            len(m.reasoning.split()) for m in turns
        ]
        assert r.usage.reasoning_tokens == words
        assert all(m.finish_reason in ("tool_calls", "stop") for m in turns)
        assert all(m.duration_s is not None and m.offset_s is not None for m in turns)


def test_a_provider_that_requires_reasoning_back_fails_without_echo(tmp_path):
    result, run, state = cli_run(tmp_path, "reasoning_required")
    assert result.exit_code == 1, result.output
    assert run.summary.total.n_valid == 0
    for r in run.tasks:
        assert r.status == "invalid"
        assert "400" in r.invalid_reason and "reasoning_content" in r.invalid_reason
    assert state.refused_reasoning == len(run.tasks)
    assert run.settings.reasoning_echo is False


def test_reasoning_echo_round_trips_a_thinking_conversation(tmp_path):
    result, run, state = cli_run(
        tmp_path, "reasoning_required", "--reasoning-echo", "--tasks", LEAVE
    )
    assert result.exit_code == 0, result.output
    assert state.refused_reasoning == 0
    assert run.settings.reasoning_echo is True
    assert run.summary.total.pass_rate == 1.0
    (leave,) = run.tasks
    turns = assistant_turns(leave)
    assert len(turns) >= 3
    # the last request carried every earlier turn's reasoning back, verbatim and in order
    sent = [m for m in state.last_body["messages"] if m["role"] == "assistant"]
    assert missing_reasoning(state.last_body["messages"]) is None
    assert len(sent) == len(turns) - 1
    assert [m["reasoning_content"] for m in sent] == [m.reasoning for m in turns[:-1]]
    # the stored conversation rebuilds the echoed request
    rebuilt = [m.openai(reasoning=True) for m in leave.messages]
    assert all("reasoning_content" in m for m in rebuilt if m["role"] == "assistant")
    assert all("reasoning_content" not in m.openai() for m in leave.messages)


def test_echo_changes_the_settings_fingerprint_only_when_set():
    base = RunSettings(alias="m")
    assert RunSettings(alias="m", reasoning_echo=False).fingerprint() == base.fingerprint()
    assert RunSettings(alias="m", reasoning_echo=True).fingerprint() != base.fingerprint()
    assert RunSettings(alias="m", extra_body=None).fingerprint() == base.fingerprint()
    thinking_off = {"chat_template_kwargs": {"enable_thinking": False}}
    fp = RunSettings(alias="m", extra_body=thinking_off).fingerprint()
    assert fp != base.fingerprint()
    assert fp == RunSettings(alias="m", extra_body=dict(thinking_off)).fingerprint()


def test_extra_body_reaches_every_request_and_is_stored(tmp_path):
    body = '{"chat_template_kwargs": {"enable_thinking": false}, "thinking": {"type": "disabled"}}'
    result, run, state = cli_run(tmp_path, None, "--extra-body", body)
    assert result.exit_code == 0, result.output
    assert state.last_body["chat_template_kwargs"] == {"enable_thinking": False}
    assert state.last_body["thinking"] == {"type": "disabled"}
    assert state.last_body["model"] == "mock" and state.last_body["messages"]
    assert run.settings.extra_body == json.loads(body)


@pytest.mark.parametrize(
    ("body", "message"),
    [
        ("{not json", "is not JSON"),
        ("[1, 2]", "must be a JSON object, not a list"),
        ('{"messages": []}', "may not set messages"),
        ('{"model": "x", "tools": []}', "may not set model, tools"),
    ],
)
def test_bad_extra_body_is_refused_before_the_run(tmp_path, body, message):
    result, run, state = cli_run(tmp_path, None, "--extra-body", body)
    assert result.exit_code == 2
    assert message in result.output
    assert run is None and state.requests == 0


def test_reasoning_options_are_for_models_only(tmp_path):
    out = CliRunner().invoke(
        app, ["run", "--agent", "oracle", "--reasoning-echo", "--out", str(tmp_path)]
    )
    assert out.exit_code == 2 and "are for --model" in out.output


def test_parse_extra_body_keeps_nested_values():
    assert parse_extra_body('{"a": {"b": [1, null, true]}}') == {"a": {"b": [1, None, True]}}


def test_mock_reasoning_names_the_calls_it_is_about_to_make():
    msg = {"tool_calls": [{"function": {"name": "timesheet_get_leave_balance"}}]}
    assert (
        reasoning_text(msg, 0) == "Bước 1: cần gọi timesheet_get_leave_balance trước khi trả lời."
    )
    assert missing_reasoning([{"role": "user"}, {"role": "assistant", "content": "x"}]) == 1
    assert missing_reasoning([{"role": "assistant", "reasoning_content": "t"}]) is None


def test_an_extra_body_holding_the_key_is_refused(tmp_path):
    body = '{"metadata": {"token": "sk-live-0123456789abcdef"}}'
    result, run, state = cli_run(
        tmp_path, None, "--extra-body", body, "--api-key", "sk-live-0123456789abcdef"
    )
    assert result.exit_code == 2 and "holds the API key" in result.output
    assert "0123456789abcdef" not in result.output
    assert run is None and state.requests == 0
