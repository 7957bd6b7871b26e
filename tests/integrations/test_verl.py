"""verl integration: compute_score equals Episode.score and credits only executed calls; the tool
config loads in verl's own loader; real ToolAgentLoop round trips (those need ``avabench[verl]``)."""

from __future__ import annotations

import asyncio
import json
import re
import warnings
from pathlib import Path
from typing import Any

import pytest
from fixtures.extras import need
from fixtures.scripts import script_cases, script_of
from hypothesis import given, settings
from hypothesis import strategies as st

from avabench.env import Episode, score_transcript
from avabench.integrations.verl import (
    EXECUTED_KEY,
    TOOL_AGENT_KEY,
    TOOL_CLASS,
    VERL_SETTINGS,
    compute_score,
    tool_names,
    verl_rows,
    verl_tool_config,
    write_verl_tool_config,
)
from avabench.loader import default_suite, load_suite
from avabench.task import Script
from avabench.toolsets import definitions
from avabench.world import UserKind

FULL = load_suite("fixtures.pack_good")
TASKS = {t.id: t for t in FULL.tasks}
MULTI = "hr.approve_own_team_pending"  # a read, then three approvals
SINGLE = "hr.half_day_annual_leave"  # one write


def _cases() -> list[tuple[str, str, int]]:
    return script_cases(FULL, single_turn=True)


def _script(tid: str, agent: str, i: int) -> Script:
    return script_of(FULL, tid, agent, i)


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


def _oracle_calls(tid: str) -> tuple[list[dict[str, Any]], str]:
    """The oracle's calls with their references resolved (name, arguments), and its reply."""
    ep = Episode(default_suite().by_id()[tid])
    ep.run_script(default_suite().oracles[tid])
    calls = [
        {"name": tc["function"]["name"], "arguments": json.loads(tc["function"]["arguments"])}
        for m in ep.transcript()
        for tc in m.get("tool_calls") or []
    ]
    return calls, default_suite().oracles[tid].reply


def _call_block(call: dict[str, Any]) -> str:
    return "<tool_call>\n" + json.dumps(call, ensure_ascii=False) + "\n</tool_call>"


# -- compute_score ---------------------------------------------------------------------------


@pytest.mark.parametrize(("tid", "agent", "i"), _cases(), ids=lambda v: str(v))
def test_verl_compute_score_equals_episode_scores(tid: str, agent: str, i: int) -> None:
    script = _script(tid, agent, i)
    ep = Episode(TASKS[tid])
    try:
        ref = ep.run_script(script)
    except ValueError:
        pytest.skip("script refers to a failed call")
    want = {
        "score": ref.partial_credit,
        "task_completed_correctly": ref.task_completed_correctly,
        "graded": ref.graded,
        "passed": ref.passed,
        "executed_calls": len(ep.trace),
    }
    transcript = ep.transcript()
    by_messages = compute_score("avabench", "", tid, {"messages": transcript}, suite=FULL)
    by_json = compute_score("avabench", json.dumps(transcript), tid, None, suite=FULL)
    by_text = compute_score("avabench", _hermes(ep), tid, {}, suite=FULL)
    executed = [
        {"name": s.name, "arguments": json.loads(tc["function"]["arguments"])}
        for s, tc in zip(
            ep.trace,
            [tc for m in transcript for tc in m.get("tool_calls") or []],
            strict=True,
        )
    ]
    by_record = compute_score("avabench", _hermes(ep), tid, {EXECUTED_KEY: executed}, suite=FULL)
    assert by_messages == by_json == by_text == by_record == want


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
    info = {"task_id": tid, "seed": 2, "noise": 8, "task_modules": ",".join(FULL.modules)}
    assert compute_score("avabench", _hermes(ep), tid, info)["score"] == 1.0
    with pytest.raises(ValueError, match="task_id"):
        compute_score("avabench", "", "", {}, suite=FULL)


def test_only_executed_calls_are_credited() -> None:
    """A turn that writes 4 calls of which verl ran 1 scores as the 1 (not as the text's 4)."""
    calls, reply = _oracle_calls(MULTI)
    assert len(calls) == 4
    text = "".join(_call_block(c) for c in calls) + "\nuser\n<tool_response>\n[]\n</tool_response>"
    text += f"\nassistant\n{reply}"
    only_first = [
        {"role": "assistant", "content": None, "tool_calls": [_openai(calls[0])]},
        {"role": "assistant", "content": reply},
    ]
    want = score_transcript(MULTI, only_first).partial_credit
    assert want < 1.0
    assert compute_score("avabench", text, MULTI, {})["score"] == 1.0  # what the text claims
    for info in ({EXECUTED_KEY: calls[:1]}, {EXECUTED_KEY: calls[:1], TOOL_AGENT_KEY: True}):
        got = compute_score("avabench", text, MULTI, info)
        assert (got["score"], got["executed_calls"]) == (want, 1)
    # a tool-agent row whose rollout ran nothing: nothing is credited, whatever the text says
    nothing = compute_score("avabench", text, MULTI, {TOOL_AGENT_KEY: True})
    assert nothing["executed_calls"] == 0
    assert nothing["score"] == score_transcript(MULTI, only_first[1:]).partial_credit < 1.0


def _openai(call: dict[str, Any]) -> dict[str, Any]:
    args = json.dumps(call["arguments"], ensure_ascii=False)
    return {"id": "c", "type": "function", "function": {"name": call["name"], "arguments": args}}


# -- rows and tool config --------------------------------------------------------------------


def test_verl_rows() -> None:
    tid = "fixture.balance_question"
    single = verl_rows(FULL, task_ids=[tid], agent_name=None)
    base = {"task_id": tid, "seed": 0, "noise": 0, "task_modules": ",".join(FULL.modules)}
    assert single == [
        {
            "data_source": "avabench",
            "prompt": Episode(TASKS[tid]).messages,
            "ability": "agent",
            "reward_model": {"style": "rule", "ground_truth": tid},
            "extra_info": base,
        }
    ]
    (row,) = verl_rows(FULL, seed=1, noise=8, task_ids=[tid])
    assert row["agent_name"] == "tool_agent"
    extra = row["extra_info"]
    assert extra[TOOL_AGENT_KEY] is True
    assert set(extra["tools_kwargs"]) == set(tool_names()) and len(tool_names()) == 83
    create = {**base, "seed": 1, "noise": 8}
    assert all(v == {"create_kwargs": create} for v in extra["tools_kwargs"].values())
    (disc,) = verl_rows(task_ids=[SINGLE], toolset="discover")
    assert set(disc["extra_info"]["tools_kwargs"]) == {"search_tools", "call_tool"}
    (shop,) = verl_rows(task_ids=["sales.generic_recipient_ask"], toolset="role")
    assert set(shop["extra_info"]["tools_kwargs"]) == set(tool_names("role", "shopper"))
    assert len(verl_rows()) == len([t for t in default_suite().tasks if not t.followups])


def test_tool_config_document() -> None:
    doc = verl_tool_config()
    assert [t["tool_schema"] for t in doc["tools"]] == definitions("full")
    assert {t["class_name"] for t in doc["tools"]} == {TOOL_CLASS}
    assert doc["tools"][0]["config"] == {"type": "native", "toolset": "full", "session": None}
    shop = verl_tool_config("role", "shopper")
    assert [t["tool_schema"] for t in shop["tools"]] == definitions("role", UserKind.SHOPPER)
    with pytest.raises(ValueError, match="session"):
        verl_tool_config("role")
    assert VERL_SETTINGS["actor_rollout_ref.rollout.multi_turn.max_parallel_calls"] > 1


# -- the real library ------------------------------------------------------------------------


@pytest.fixture(scope="module")
def verl_loop() -> Any:
    with warnings.catch_warnings():  # ray[default] warns about its own state API on import
        warnings.simplefilter("ignore", DeprecationWarning)
        return need("verl.experimental.agent_loop.tool_agent_loop", "verl")


@pytest.mark.parametrize(
    ("toolset", "session"), [("full", None), ("discover", None), ("role", "shopper")]
)
def test_verl_loader_accepts_the_generated_config(
    verl_loop: Any, tmp_path: Path, toolset: str, session: str | None
) -> None:
    from verl.tools.tool_registry import initialize_tools_from_config

    from avabench.integrations.verl_tool import AvabenchTool

    path = write_verl_tool_config(tmp_path / "tools.yaml", toolset, session)
    tools = initialize_tools_from_config(str(path))
    kind = UserKind(session) if session else UserKind.EMPLOYEE
    want = definitions(toolset, kind)
    assert all(type(t) is AvabenchTool for t in tools)
    assert [t.name for t in tools] == [d["function"]["name"] for d in want]
    # what the agent loop renders into the prompt: the full definitions, items/format/default kept
    assert [t.tool_schema.model_dump(exclude_unset=True, exclude_none=True) for t in tools] == want


class _ScriptedServer:
    """verl's LLM server client, answering each turn with the next scripted text."""

    def __init__(self, tokenizer: Any, turns: list[str]) -> None:
        self.tokenizer, self.turns, self.prompt_lengths = tokenizer, list(turns), []

    async def generate(
        self, request_id: str, prompt_ids: list[int], sampling_params: Any, **kw: Any
    ) -> Any:
        from verl.workers.rollout.replica import TokenOutput

        self.prompt_lengths.append(len(prompt_ids))
        ids = self.tokenizer.encode(self.turns.pop(0), add_special_tokens=False)
        return TokenOutput(token_ids=[*ids, self.tokenizer.eos_token_id])


def _round_trip(
    loop_mod: Any,
    tmp_path: Path,
    task_id: str,
    turns: list[str],
    toolset: str = "full",
    **multi_turn: Any,
) -> tuple[Any, Any, dict[str, Any]]:
    """One rollout through verl's ToolAgentLoop; returns (output, tokenizer, row)."""
    from fixtures.tiny_hf import HERMES_TEMPLATE, tiny_tokenizer
    from omegaconf import OmegaConf
    from verl.experimental.agent_loop.agent_loop import DictConfigWrap, ToolListWrap
    from verl.tools.tool_registry import load_all_tools
    from verl.utils.dataset.rl_dataset import RLHFDataset

    tok = tiny_tokenizer(HERMES_TEMPLATE)
    tools = load_all_tools(str(write_verl_tool_config(tmp_path / "t.yaml", toolset)), None)
    settings = {
        "max_user_turns": None,
        "max_assistant_turns": 4,
        "max_parallel_calls": 1,
        "max_tool_response_length": 256,
        "tool_response_truncate_side": "middle",
        "format": "hermes",
        **multi_turn,
    }
    rollout = {"prompt_length": 10**6, "response_length": 10**5, "full_determinism": False}
    config = OmegaConf.create(
        {"actor_rollout_ref": {"rollout": {**rollout, "multi_turn": settings}}}
    )
    server = _ScriptedServer(tok, turns)
    (row,) = verl_rows(task_ids=[task_id], toolset=toolset)

    async def run() -> Any:
        agent = loop_mod.ToolAgentLoop(
            trainer_config=DictConfigWrap(config),
            server_manager=server,
            tokenizer=tok,
            processor=None,
            dataset_cls=RLHFDataset,
            data_config=DictConfigWrap(OmegaConf.create({})),
            tools=ToolListWrap(tools),
            hf_model_type="qwen2",
        )
        return await agent.run(
            sampling_params={},
            raw_prompt=row["prompt"],
            tools_kwargs=row["extra_info"]["tools_kwargs"],
            extra_info=row["extra_info"],
        )

    out = asyncio.run(run())
    assert not server.turns  # every scripted turn was asked for
    return out, tok, row


def _reward(out: Any, tok: Any, row: dict[str, Any]) -> dict[str, Any]:
    """What verl's naive reward manager passes compute_score."""
    extra_info = dict(row["extra_info"])
    extra_info.update(out.extra_fields.items())
    text = tok.decode(out.response_ids, skip_special_tokens=True)
    return compute_score(row["data_source"], text, row["reward_model"]["ground_truth"], extra_info)


@pytest.mark.filterwarnings("ignore::DeprecationWarning")
def test_real_tool_agent_round_trip(verl_loop: Any, tmp_path: Path) -> None:
    calls, reply = _oracle_calls(SINGLE)
    out, tok, row = _round_trip(
        verl_loop, tmp_path, SINGLE, [_call_block(calls[0]), reply], max_tool_response_length=16384
    )
    assert out.extra_fields[EXECUTED_KEY] == calls
    assert out.num_turns == 4  # user, assistant (call), tool, assistant (reply)
    ref = Episode(default_suite().by_id()[SINGLE])
    want = ref.run_script(default_suite().oracles[SINGLE])
    assert want.partial_credit == 1.0
    assert _reward(out, tok, row) == {
        "score": 1.0,
        "task_completed_correctly": 1,
        "graded": want.graded,
        "passed": want.passed,
        "executed_calls": 1,
    }
    text = tok.decode(out.response_ids, skip_special_tokens=True)
    assert ref.transcript()[3]["content"] in text  # the whole tool result reached the model


@pytest.mark.filterwarnings("ignore::DeprecationWarning")
def test_real_four_call_turn_credits_only_what_verl_ran(verl_loop: Any, tmp_path: Path) -> None:
    calls, reply = _oracle_calls(MULTI)
    turn = "".join(_call_block(c) for c in calls)
    out, tok, row = _round_trip(verl_loop, tmp_path, MULTI, [turn, reply])  # verl's defaults
    assert out.extra_fields[EXECUTED_KEY] == calls[:1]
    only_first = [
        {"role": "assistant", "content": None, "tool_calls": [_openai(calls[0])]},
        {"role": "assistant", "content": reply},
    ]
    got = _reward(out, tok, row)
    assert (got["score"], got["executed_calls"]) == (
        score_transcript(MULTI, only_first).partial_credit,
        1,
    )
    assert got["score"] < 1.0
    assert "...(truncated)..." in tok.decode(out.response_ids)  # the default 256-character limit
    # with the documented settings verl runs all four, and the oracle earns full credit
    out, tok, row = _round_trip(
        verl_loop,
        tmp_path,
        MULTI,
        [turn, reply],
        max_parallel_calls=VERL_SETTINGS["actor_rollout_ref.rollout.multi_turn.max_parallel_calls"],
        max_tool_response_length=VERL_SETTINGS[
            "actor_rollout_ref.rollout.multi_turn.max_tool_response_length"
        ],
    )
    assert out.extra_fields[EXECUTED_KEY] == calls
    assert _reward(out, tok, row)["score"] == 1.0


@pytest.mark.filterwarnings("ignore::DeprecationWarning")
def test_real_round_trip_under_discover(verl_loop: Any, tmp_path: Path) -> None:
    calls, reply = _oracle_calls(SINGLE)
    via = {
        "name": "call_tool",
        "arguments": {"name": calls[0]["name"], "arguments": calls[0]["arguments"]},
    }
    out, tok, row = _round_trip(
        verl_loop,
        tmp_path,
        SINGLE,
        [_call_block(via), reply],
        toolset="discover",
        max_tool_response_length=16384,
    )
    assert out.extra_fields[EXECUTED_KEY] == [via]
    assert _reward(out, tok, row)["score"] == 1.0


def test_tool_without_agent_data_keeps_its_episode_per_instance(verl_loop: Any) -> None:
    """Another loop (no agent_data): create → execute… → calc_reward → release."""
    from verl.tools.schemas import OpenAIFunctionToolSchema

    from avabench.integrations.verl_tool import AvabenchTool

    calls, _ = _oracle_calls(SINGLE)
    by_name = {d["function"]["name"]: d for d in definitions("full")}
    parsed = OpenAIFunctionToolSchema.model_validate(by_name[calls[0]["name"]])
    tool = AvabenchTool({"type": "native"}, parsed)

    async def run() -> tuple[float, float, Any]:
        create = {"task_id": SINGLE, "seed": 0, "noise": 0}
        iid, _ = await tool.create(create_kwargs=create)
        before = await tool.calc_reward(iid)
        resp, step_reward, metrics = await tool.execute(iid, calls[0]["arguments"])
        after = await tool.calc_reward(iid)
        executed = tool._instances[iid]["executed"]
        await tool.release(iid)
        return before, after, (resp, step_reward, metrics, executed, iid)

    before, after, (resp, step_reward, metrics, executed, iid) = asyncio.run(run())
    assert json.loads(resp.text)["status"] == "Chờ duyệt" and metrics == {"ok": True}
    assert step_reward == 0.0 and executed == calls and iid not in tool._instances
    assert before < after
    with pytest.raises(ValueError, match="not an AVABench tool"):
        AvabenchTool({"type": "native", "toolset": "discover"}, tool.tool_schema)


def _doc_blocks(lang: str) -> list[str]:
    text = (Path(__file__).parent.parent.parent / "docs" / "rl.md").read_text(encoding="utf-8")
    return re.findall(rf"```{lang}\n(.*?)```", text, re.S)


def test_docs_verl_example_runs_and_verl_accepts_its_settings(
    verl_loop: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """docs/rl.md's verl example runs verbatim; verl's loader takes the YAML it writes, and
    verl's own config (hydra) accepts every override of its command line."""
    import pandas as pd
    import verl
    from hydra import compose, initialize_config_dir
    from verl.tools.tool_registry import initialize_tools_from_config

    (block,) = [b for b in _doc_blocks("python") if "write_verl_tool_config" in b]
    monkeypatch.chdir(tmp_path)
    exec(compile(block, "docs/rl.md", "exec"), {})
    frame = pd.read_parquet("avabench_train.parquet")
    assert list(frame["agent_name"].unique()) == ["tool_agent"]
    assert len(frame) == len([t for t in default_suite().tasks if not t.followups])
    assert len(initialize_tools_from_config("avabench_tools.yaml")) == 83

    (command,) = [b for b in _doc_blocks("bash") if "verl.trainer.main_ppo" in b]
    overrides = [
        re.sub(r'\$\(python -c "[^"]*"\)', "/reward.py", w)
        for w in re.findall(r"^\s*(\S+=.*?)\s*(?:\\|#.*)?$", command, re.M)
    ]
    assert len(overrides) == 10
    config_dir = str(Path(verl.__file__).parent / "trainer" / "config")
    with initialize_config_dir(config_dir=config_dir, version_base=None):
        cfg = compose(config_name="ppo_trainer", overrides=overrides)
    multi = cfg.actor_rollout_ref.rollout.multi_turn
    for key, value in VERL_SETTINGS.items():  # the documented values are the ones in force
        node = cfg
        for part in key.split("."):
            node = node[part]
        assert node == value, key
    assert multi.tool_config_path == "avabench_tools.yaml"
    assert cfg.actor_rollout_ref.rollout.prompt_length == 32768
    assert cfg.custom_reward_function.name == "compute_score"


def test_integrations_doc_verl_example_runs(
    verl_loop: Any,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    text = (Path(__file__).parent.parent.parent / "docs" / "integrations.md").read_text(
        encoding="utf-8"
    )
    section = text.split("\n## verl\n", 1)[1].split("\n## ", 1)[0]
    (block,) = re.findall(r"```python\n(.*?)```", section, re.S)
    monkeypatch.chdir(tmp_path)
    exec(compile(block, "docs/integrations.md", "exec"), {})
    first, last = capsys.readouterr().out.splitlines()[-2:]
    assert first.startswith('{"id": "QP-2026-')
    assert last.startswith("{'score': 1.0, 'task_completed_correctly': 1")
    assert last.endswith("'executed_calls': 1}")


@settings(max_examples=40, deadline=None)
@given(st.lists(st.booleans(), min_size=4, max_size=4), st.booleans())
def test_any_executed_subset_scores_as_exactly_those_calls(ran: list[bool], think: bool) -> None:
    """Whichever of a turn's 4 written calls verl ran, the reward is the replay of those alone."""
    calls, reply = _oracle_calls(MULTI)
    executed = [c for c, r in zip(calls, ran, strict=True) if r]
    text = "".join(_call_block(c) for c in calls) + "\nuser\n<tool_response>\n{}\n</tool_response>"
    text += "\nassistant\n" + ("<think>\nthế là xong\n</think>\n" if think else "") + reply
    messages = [
        {"role": "assistant", "content": None, "tool_calls": [_openai(c) for c in executed]}
    ]
    want = score_transcript(MULTI, [*messages, {"role": "assistant", "content": reply}])
    got = compute_score("avabench", text, MULTI, {EXECUTED_KEY: executed, TOOL_AGENT_KEY: True})
    assert (got["score"], got["passed"], got["executed_calls"]) == (
        want.partial_credit,
        want.passed,
        len(executed),
    )
