"""The TRL and verl adapters give the rewards Episode.score gives, without either library."""

from __future__ import annotations

import inspect
import json
import pickle
import re

import pytest

from avabench import adapters
from avabench.adapters import (
    compute_score,
    final_reply,
    parse_text_transcript,
    reward_partial_credit,
    reward_task_completed,
    trl_environment,
    trl_rows,
    verl_rows,
)
from avabench.env import Episode
from avabench.loader import load_suite
from avabench.scoring.scorer import TaskScore
from avabench.task import Script, resolve_refs
from avabench.tools.registry import RESERVED_NAMES, registry

FULL = load_suite("fixtures.pack_good")
TASKS = {t.id: t for t in FULL.tasks}
Env = trl_environment(FULL)


def _cases() -> list[tuple[str, str, int]]:
    out = []
    for tid in sorted(TASKS):
        if TASKS[tid].followups:  # single-completion trainers get no follow-up (trl_rows)
            continue
        if tid in FULL.oracles:
            out.append((tid, "oracle", -1))
        out.append((tid, "null", -1))
        out += [(tid, "anti", i) for i in range(len(FULL.anti_oracles.get(tid, [])))]
    return out


def _script(tid: str, agent: str, i: int) -> Script:
    if agent == "oracle":
        return FULL.oracles[tid]
    return FULL.anti_oracles[tid][i] if agent == "anti" else Script()


def _reference(tid: str, script: Script, noise: int = 0) -> TaskScore | None:
    try:
        return Episode(TASKS[tid], 0, noise).run_script(script)
    except ValueError:  # a reference into a failed call: not playable by any harness
        return None


def _hermes(ep: Episode) -> str:
    """The episode as decoded Qwen/Hermes-style text (special tokens skipped)."""
    parts = []
    for m in ep.transcript()[2:]:
        if m["role"] == "assistant" and m.get("tool_calls"):
            fn = m["tool_calls"][0]["function"]
            call = {"name": fn["name"], "arguments": json.loads(fn["arguments"])}
            parts.append(
                f"assistant\n<tool_call>\n{json.dumps(call, ensure_ascii=False)}\n</tool_call>"
            )
        elif m["role"] == "tool":
            parts.append(f"user\n<tool_response>\n{m['content']}\n</tool_response>")
        else:
            parts.append(f"assistant\n<think>\nxong rồi\n</think>\n{m['content']}")
    return "\n".join(parts)


# -- TRL -------------------------------------------------------------------------------------


def test_trl_environment_exposes_exactly_the_tools() -> None:
    env = Env()
    public = {n for n, _ in inspect.getmembers(env, inspect.ismethod) if not n.startswith("_")}
    assert public == set(registry()) | {"reset"}
    assert not (set(registry()) & RESERVED_NAMES)
    for name, spec in registry().items():
        method = getattr(env, name)
        props = spec.schema["function"]["parameters"]["properties"]
        required = set(spec.schema["function"]["parameters"]["required"])
        params = inspect.signature(method).parameters
        assert list(params) == list(props), name
        assert {p for p, v in params.items() if v.default is inspect.Parameter.empty} == required
        assert "Args:" in method.__doc__ or not props, name
        assert set(method.__annotations__) == set(props) | {"return"}


def test_trl_tool_errors_come_back_as_text() -> None:
    env = Env()
    with pytest.raises(RuntimeError):
        env.timesheet_get_leave_balance()
    assert env.reset(task_id="fixture.annual_leave", seed=0, noise=0, prompt=[]) is None
    out = json.loads(env.timesheet_create_leave_request(leave_type="P"))
    assert out["error_type"] == "invalid_arguments"
    with pytest.raises(ValueError, match="task_id"):
        env.reset(prompt=[])


@pytest.mark.parametrize(("tid", "agent", "i"), _cases(), ids=lambda v: str(v))
def test_trl_rewards_equal_episode_scores(tid: str, agent: str, i: int) -> None:
    script = _script(tid, agent, i)
    ref = _reference(tid, script)
    if ref is None:
        pytest.skip("script refers to a failed call")
    env = Env()
    env.reset(task_id=tid, seed=0, noise=0, prompt=[])
    outputs = []
    for c in script.calls:
        text = getattr(env, c.name, None)
        result = text(**resolve_refs(c.arguments, outputs)) if text else None
        outputs.append(json.loads(result) if result is not None else None)
    completion = [
        {"role": "assistant", "content": None, "tool_calls": [{"id": "x", "type": "function"}]},
        {"role": "tool", "content": "{}"},
        {"role": "assistant", "content": script.reply},
    ]
    assert reward_partial_credit(completions=[completion], environments=[env]) == [
        ref.partial_credit
    ]
    assert reward_task_completed([completion], [env]) == [float(ref.task_completed_correctly)]
    assert env.task_score == ref and env.reward == ref.partial_credit


def test_trl_rows_and_default_class() -> None:
    rows = trl_rows(FULL, seed=3, noise=8, task_ids=["fixture.annual_leave"])
    assert len(rows) == 1 and rows[0]["task_id"] == "fixture.annual_leave"
    assert rows[0]["prompt"] == Episode(TASKS["fixture.annual_leave"], 3, 8).messages
    assert (rows[0]["seed"], rows[0]["noise"]) == (3, 8)
    cls = adapters.AvabenchTRLEnv
    assert cls is adapters.AvabenchTRLEnv and cls.__name__ == "AvabenchTRLEnv"
    assert type(pickle.loads(pickle.dumps(cls()))) is cls


def test_trl_schemas_read_by_transformers_match_ours() -> None:
    chat_utils = pytest.importorskip("transformers.utils")
    env = Env()
    for name, spec in registry().items():
        got = chat_utils.get_json_schema(getattr(env, name))["function"]["parameters"]
        ours = spec.schema["function"]["parameters"]
        assert set(got["properties"]) == set(ours["properties"]), name
        assert set(got.get("required", [])) == set(ours["required"]), name


# -- verl ------------------------------------------------------------------------------------


@pytest.mark.parametrize(("tid", "agent", "i"), _cases(), ids=lambda v: str(v))
def test_verl_compute_score_equals_episode_scores(tid: str, agent: str, i: int) -> None:
    script = _script(tid, agent, i)
    ref = _reference(tid, script)
    if ref is None:
        pytest.skip("script refers to a failed call")
    ep = Episode(TASKS[tid])
    ep.run_script(script)
    want = {
        "score": ref.partial_credit,
        "task_completed_correctly": ref.task_completed_correctly,
        "graded": ref.graded,
        "passed": ref.passed,
    }
    transcript = ep.transcript()
    by_messages = compute_score("avabench", "", tid, {"messages": transcript}, suite=FULL)
    by_json = compute_score("avabench", json.dumps(transcript), tid, None, suite=FULL)
    by_text = compute_score("avabench", _hermes(ep), tid, {}, suite=FULL)
    assert by_messages == by_json == by_text == want


def test_verl_ground_truth_carries_seed_and_noise() -> None:
    tid = "fixture.annual_leave"
    ep = Episode(TASKS[tid], 2, 8)
    ref = ep.run_script(FULL.oracles[tid])
    gt = json.dumps({"task_id": tid, "seed": 2, "noise": 8})
    assert (
        compute_score("avabench", _hermes(ep), gt, None, suite=FULL)["score"]
        == ref.partial_credit
        == 1.0
    )
    info = {"task_id": tid, "seed": 2, "noise": 8}
    assert compute_score("avabench", _hermes(ep), tid, info, suite=FULL)["score"] == 1.0
    with pytest.raises(ValueError, match="task_id"):
        compute_score("avabench", "", "", {}, suite=FULL)


def test_verl_rows() -> None:
    rows = verl_rows(FULL, task_ids=["fixture.balance_question"])
    assert rows == [
        {
            "data_source": "avabench",
            "prompt": Episode(TASKS["fixture.balance_question"]).messages,
            "ability": "agent",
            "reward_model": {"style": "rule", "ground_truth": "fixture.balance_question"},
            "extra_info": {"task_id": "fixture.balance_question", "seed": 0, "noise": 0},
        }
    ]


def test_final_reply_and_text_parsing() -> None:
    assert final_reply("assistant\n<think>\nhmm\n</think>\nBạn còn 3 ngày.") == "Bạn còn 3 ngày."
    assert (
        final_reply([{"role": "assistant", "content": [{"type": "text", "text": "Xong"}]}])
        == "Xong"
    )
    assert final_reply([{"role": "assistant", "content": "a", "tool_calls": [{}]}]) == ""
    assert final_reply(None) == "" and final_reply([]) == ""
    msgs = parse_text_transcript(
        '<tool_call>{"name": "x", "arguments": {"a": 1}}</tool_call>'
        "<tool_call>not json</tool_call>\nXong."
    )
    calls = msgs[0]["tool_calls"]
    assert [c["function"]["name"] for c in calls] == ["x", ""]
    assert json.loads(calls[0]["function"]["arguments"]) == {"a": 1}
    assert msgs[-1] == {"role": "assistant", "content": "Xong."}


def test_docs_examples_run(capsys: pytest.CaptureFixture[str]) -> None:
    """Every python example in docs/rl.md that needs no trainer library runs as written."""
    from pathlib import Path

    text = (Path(__file__).parent.parent / "docs" / "rl.md").read_text(encoding="utf-8")
    blocks = re.findall(r"```python\n(.*?)```", text, re.S)
    runnable = [
        b for b in blocks if not re.search(r"^(from|import) (trl|datasets|pandas)", b, re.M)
    ]
    assert len(runnable) >= 2
    for block in runnable:
        exec(compile(block, "docs/rl.md", "exec"), {})
    assert "→" in capsys.readouterr().out
