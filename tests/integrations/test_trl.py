"""TRL integration: rewards equal Episode.score; factories pickle; schemas survive TRL's rebuild;
one real GRPOTrainer step with a tiny local model (the last tests need ``avabench[trl]``)."""

from __future__ import annotations

import inspect
import json
import keyword
import multiprocessing
import pickle
import re
from pathlib import Path

import pytest
from fixtures.extras import need
from fixtures.scripts import script_cases, script_of
from hypothesis import given, settings
from hypothesis import strategies as st

from avabench import adapters
from avabench.env import Episode, score_transcript
from avabench.integrations import trl as itrl
from avabench.integrations.completions import final_reply, parse_text_transcript
from avabench.integrations.trl import (
    replay_reward,
    reward_partial_credit,
    reward_task_completed,
    trl_environment,
    trl_rows,
    trl_schema,
)
from avabench.loader import default_suite, load_suite
from avabench.scoring.scorer import TaskScore
from avabench.task import Script, resolve_refs
from avabench.tools.registry import RESERVED_NAMES, registry
from avabench.toolsets import definitions
from avabench.world import UserKind

FULL = load_suite("fixtures.pack_good")
TASKS = {t.id: t for t in FULL.tasks}
Env = trl_environment(FULL)
ROOT = Path(__file__).parent.parent.parent
#: (toolset, session) of each module-level class
CLASSES = [("full", None), ("discover", None), ("role", "employee"), ("role", "shopper")]


def _cases() -> list[tuple[str, str, int]]:
    return script_cases(FULL, single_turn=True)  # trl_rows give no follow-up


def _script(tid: str, agent: str, i: int) -> Script:
    return script_of(FULL, tid, agent, i)


def _reference(tid: str, script: Script, noise: int = 0) -> tuple[TaskScore, Episode] | None:
    ep = Episode(TASKS[tid], 0, noise)
    try:
        return ep.run_script(script), ep
    except ValueError:  # a reference into a failed call: not playable by any harness
        return None


# -- environments ----------------------------------------------------------------------------


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
        for p in set(props) - required:  # the schema's default, else None
            assert params[p].default == props[p].get("default"), (name, p)
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


@pytest.mark.parametrize(("toolset", "session"), CLASSES)
def test_every_factory_pickles_by_reference(toolset: str, session: str | None) -> None:
    """AsyncGRPOTrainer pickles ``environment_factory`` into its rollout process."""
    for suite in (None, default_suite(), FULL):
        factory = trl_environment(suite, toolset=toolset, session=session)
        again = pickle.loads(pickle.dumps(factory))
        env = again()
        assert type(env) is itrl.env_class(toolset, session)
        assert type(env).__module__ == "avabench.integrations.trl"
        assert getattr(itrl, type(env).__name__) is type(env)
        assert type(pickle.loads(pickle.dumps(env))) is type(env)
    assert trl_environment(toolset=toolset, session=session) is itrl.env_class(toolset, session)
    assert trl_environment(FULL).keywords == {"task_modules": ",".join(FULL.modules)}


def test_factory_and_rewards_unpickle_in_a_spawned_process() -> None:
    """What AsyncRolloutWorker does: pickle the loop kwargs, start a *spawned* child."""
    payload = pickle.dumps(
        {
            "environment_factory": trl_environment(FULL),
            "reward_funcs": [reward_partial_credit, reward_task_completed, replay_reward],
        }
    )
    from fixtures.trl_child import spawned_child

    ctx = multiprocessing.get_context("spawn")
    queue = ctx.Queue()
    proc = ctx.Process(target=spawned_child, args=(payload, queue))
    proc.start()
    try:
        got = queue.get(timeout=120)
    finally:
        proc.join(timeout=60)
    rewards = ["reward_partial_credit", "reward_task_completed", "replay_reward"]
    assert got == ("AvabenchTRLEnv", True, rewards) and proc.exitcode == 0


# -- rewards ---------------------------------------------------------------------------------


def _completion(ep: Episode, think: bool = True) -> list[dict]:
    """The episode's completion as TRL gives it: the turns after the prompt (dict arguments)."""
    out = []
    for m in ep.transcript()[len(ep.messages) :]:
        m = dict(m)
        if m.get("tool_calls"):
            m["tool_calls"] = [
                {
                    **tc,
                    "function": {
                        **tc["function"],
                        "arguments": json.loads(tc["function"]["arguments"]),
                    },
                }
                for tc in m["tool_calls"]
            ]
        elif m["role"] == "assistant" and think:
            m["content"] = f"<think>\nxong\n</think>\n{m['content']}"
        out.append(m)
    return out


@pytest.mark.parametrize(("tid", "agent", "i"), _cases(), ids=lambda v: str(v))
def test_trl_rewards_equal_episode_scores(tid: str, agent: str, i: int) -> None:
    script = _script(tid, agent, i)
    found = _reference(tid, script)
    if found is None:
        pytest.skip("script refers to a failed call")
    ref, played = found
    env = Env()
    env.reset(task_id=tid, seed=0, noise=0, prompt=[])
    outputs = []
    for c in script.calls:
        text = getattr(env, c.name, None)
        result = text(**resolve_refs(c.arguments, outputs)) if text else None
        outputs.append(json.loads(result) if result is not None else None)
    completion = _completion(played)
    assert reward_partial_credit(completions=[completion], environments=[env]) == [
        ref.partial_credit
    ]
    assert reward_task_completed([completion], [env]) == [float(ref.task_completed_correctly)]
    assert env.task_score == ref and env.reward == ref.partial_credit
    # AsyncGRPOTrainer: no environments; the row's columns, one value per completion
    row = {"task_id": [tid, tid], "seed": [0, 0], "noise": [0, 0]}
    row["task_modules"] = [",".join(FULL.modules)] * 2
    kwargs = {"prompts": [[], []], "completion_ids": [[1], [2]], **row}
    assert reward_partial_credit([completion, completion], **kwargs) == [ref.partial_credit] * 2
    assert reward_task_completed([completion, []], **kwargs)[0] == float(
        ref.task_completed_correctly
    )
    assert replay_reward(
        [completion], environments=[env], **{k: v[:1] for k, v in row.items()}
    ) == [ref.partial_credit]


def test_replay_credits_only_what_the_completion_called() -> None:
    tid = "fixture.annual_leave"
    ref, _ = _reference(tid, FULL.oracles[tid])
    assert ref.partial_credit == 1.0
    reply_only = [{"role": "assistant", "content": FULL.oracles[tid].reply}]
    row = {"task_id": [tid], "task_modules": [",".join(FULL.modules)]}
    want = score_transcript(tid, reply_only, suite=FULL).partial_credit
    assert want < 1.0
    assert replay_reward([reply_only], **row) == [want]
    with pytest.raises(ValueError, match="task_id"):
        replay_reward([reply_only])
    with pytest.raises(ValueError, match="2 values for 1"):
        replay_reward([reply_only], task_id=[tid, tid])


def test_trl_rows_and_default_class() -> None:
    rows = trl_rows(FULL, seed=3, noise=8, task_ids=["fixture.annual_leave"])
    assert len(rows) == 1 and rows[0]["task_id"] == "fixture.annual_leave"
    assert rows[0]["prompt"] == Episode(TASKS["fixture.annual_leave"], 3, 8).messages
    assert (rows[0]["seed"], rows[0]["noise"]) == (3, 8)
    assert rows[0]["task_modules"] == ",".join(FULL.modules)
    assert "task_modules" not in trl_rows(seed=0, task_ids=["hr.balance_with_seniority"])[0]
    cls = adapters.AvabenchTRLEnv
    assert cls is itrl.AvabenchTRLEnv and cls.__name__ == "AvabenchTRLEnv"
    assert type(pickle.loads(pickle.dumps(cls()))) is cls


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


# -- schemas ---------------------------------------------------------------------------------


def _walk(schema: dict, key: str) -> int:
    n = int(key in schema)
    for p in (schema.get("properties") or {}).values():
        n += _walk(p, key)
    if isinstance(schema.get("items"), dict):
        n += _walk(schema["items"], key)
    return n


def test_flattening_keeps_every_lost_keyword_in_the_description() -> None:
    counts = {"default": 0, "format": 0, "nested": 0}
    for d in definitions("full"):
        params = d["function"]["parameters"]
        flat = trl_schema(d)["function"]["parameters"]
        assert set(flat["properties"]) == set(params["properties"])
        assert set(flat.get("required", [])) == set(params["required"])
        for name, prop in params["properties"].items():
            desc = flat["properties"][name]["description"]
            assert "nullable" not in flat["properties"][name]
            for key in ("default", "format"):
                if key in prop:
                    counts[key] += 1
                    assert f"({key}: {json.dumps(prop[key], ensure_ascii=False)})" in desc
            items = prop.get("items") or {}
            if "properties" in items:
                counts["nested"] += 1
                assert f"(items: {json.dumps(items, ensure_ascii=False)})" in desc
                assert flat["properties"][name]["items"] == {"type": "object"}
    # what the schemas hold today (DESIGN: 83 tools); a new kind of keyword needs a decision here
    assert counts == {"default": 187, "format": 40, "nested": 2}
    kinds = {
        k
        for d in definitions("full")
        for p in d["function"]["parameters"]["properties"].values()
        for k in p
    }
    assert kinds <= {"type", "description", "enum", "items", "default", "format"}


@pytest.mark.parametrize(("toolset", "session"), CLASSES)
def test_trl_derived_schemas_equal_the_flattened_episode_tools(
    toolset: str, session: str | None
) -> None:
    """TRL renders each environment method with transformers' ``get_json_schema``."""
    chat_utils = need("transformers.utils.chat_template_utils", "trl")
    env = trl_environment(toolset=toolset, session=session)()
    kind = UserKind(session) if session else UserKind.EMPLOYEE
    tools = Episode.reset(_task_for(kind), toolset=toolset).tools
    assert [t["function"]["name"] for t in tools] == [
        t["function"]["name"] for t in definitions(toolset, kind)
    ]
    for tool in tools:
        got = chat_utils.get_json_schema(getattr(env, tool["function"]["name"]))
        assert got["function"].pop("return") == {"type": "string", "description": itrl._RETURNS}
        assert got == trl_schema(tool), tool["function"]["name"]


def _task_for(kind: UserKind) -> str:
    suite = default_suite()
    return next(
        t.id
        for t in sorted(suite.tasks, key=lambda t: t.id)
        if Episode(t).initial.context.user_kind == kind
    )


# -- the real trainers ------------------------------------------------------------------------

TASK = "hr.half_day_annual_leave"  # one write, then a reply


def _scripted_generation(tokenizer_words: list[str]) -> tuple[object, list]:
    """The tiny tokenizer and a ``sequence_bias`` that makes any model say: call, then reply."""
    from fixtures.tiny_hf import tiny_tokenizer
    from trl.chat_template_utils import qwen3_chat_template

    call_text, reply = tokenizer_words
    tok = tiny_tokenizer(qwen3_chat_template, words=[call_text, reply])
    call_id, reply_id = tok.convert_tokens_to_ids([call_text, reply])
    eos, start = tok.eos_token_id, tok.convert_tokens_to_ids("<|im_start|>")
    enc = lambda s: tok.encode(s, add_special_tokens=False)  # noqa: E731
    after_tool = [*enc(">"), eos, *enc("\n"), start, *enc("assistant\n")]
    bias = [
        [[call_id], 50.0],  # the first turn: the call …
        [[call_id, eos], 100.0],  # … then end the turn
        [[*after_tool, reply_id], 100.0],  # after the tool response: the reply …
        [[reply_id, eos], 200.0],  # … then stop
    ]
    return tok, bias


#: what transformers and TRL warn about on every run (deprecations, experimental features)
LIBRARY_WARNINGS = pytest.mark.filterwarnings(
    "ignore::FutureWarning:transformers", "ignore::DeprecationWarning"
)


@LIBRARY_WARNINGS
def test_one_real_grpo_step_with_a_tiny_local_model(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    need("trl", "trl")
    monkeypatch.setenv("TRL_EXPERIMENTAL_SILENCE", "1")  # environment_factory is "experimental"
    from datasets import Dataset
    from fixtures.tiny_hf import tiny_causal_lm
    from trl import GRPOConfig, GRPOTrainer

    oracle = default_suite().oracles[TASK]
    (call,) = oracle.calls
    call_text = (
        "<tool_call>\n"
        + json.dumps(
            {"name": "call_tool", "arguments": {"name": call.name, "arguments": call.arguments}},
            ensure_ascii=False,
        )
        + "\n</tool_call>"
    )
    tok, bias = _scripted_generation([call_text, oracle.reply])
    args = GRPOConfig(
        output_dir=str(tmp_path),
        per_device_train_batch_size=2,
        num_generations=2,
        max_completion_length=64,
        max_steps=1,
        report_to=[],
        use_cpu=True,
        logging_steps=1,
        save_strategy="no",
        generation_kwargs={"sequence_bias": bias},
        chat_template_kwargs={"enable_thinking": False},
    )
    trainer = GRPOTrainer(
        model=tiny_causal_lm(tok),
        processing_class=tok,
        train_dataset=Dataset.from_list(trl_rows(task_ids=[TASK], toolset="discover") * 2),
        reward_funcs=[reward_partial_credit, replay_reward],
        environment_factory=trl_environment(toolset="discover"),
        args=args,
    )
    trainer.train()
    (log, _) = trainer.state.log_history
    assert log["tools/call_frequency"] == 1.0 and log["tools/failure_frequency"] == 0.0
    assert log["rewards/reward_partial_credit/mean"] == 1.0
    assert log["rewards/replay_reward/mean"] == 1.0
    envs = trainer._environment_pool[None]
    assert len(envs) == 2
    for env in envs:  # TRL ran the call on each rollout's own episode
        assert [(s.name, s.via) for s in env._episode.trace] == [(call.name, "call_tool")]
        assert env.task_score.task_completed_correctly == 1


def test_async_grpo_scoring_path_needs_no_environments() -> None:
    """AsyncGRPOTrainer's worker scores a group with the completions and the row columns only."""
    need("trl", "trl")
    import asyncio

    from trl.experimental.async_grpo import async_rollout_worker as worker_mod

    tid = "fixture.annual_leave"
    _, played = _reference(tid, FULL.oracles[tid])
    good, bad = _completion(played), [{"role": "assistant", "content": "Không biết."}]
    loop = object.__new__(worker_mod._AsyncRolloutLoop)
    loop.reward_funcs = [reward_partial_credit, reward_task_completed]
    loop.reward_func_names = ["reward_partial_credit", "reward_task_completed"]
    loop._env_reward_types, loop._provides_rollout_reward = [], False
    row = trl_rows(FULL, task_ids=[tid])[0]
    seq = worker_mod.TrainingSequence([1, 2], [0, 1], [0.0, 0.0], None)
    group = worker_mod.RolloutGroup(
        prompts=[row["prompt"]] * 2,
        reward_kwargs={k: [v] * 2 for k, v in row.items() if k != "prompt"},
        completions=[good, bad],
        completions_ids=[[1], [2]],
        completions_sequences=[[seq], [seq]],
        tool_call_counts=[1, 0],
        tool_failure_counts=[0, 0],
        model_version=0,
        group_id=0,
        env_rewards=[],
        rollout_rewards=[None, None],
    )
    samples = asyncio.run(loop._score_group(group))
    got = [
        (s.metrics["rewards/reward_partial_credit"], s.metrics["rewards/reward_task_completed"])
        for s in samples
    ]
    assert got[0] == (1.0, 1.0) and got[1][1] == 0.0 and got[1][0] < 1.0


def test_docs_examples_run(capsys: pytest.CaptureFixture[str]) -> None:
    """Every python example in docs/rl.md that needs no trainer library runs as written."""
    text = (ROOT / "docs" / "rl.md").read_text(encoding="utf-8")
    blocks = re.findall(r"```python\n(.*?)```", text, re.S)
    runnable = [
        b for b in blocks if not re.search(r"^(from|import) (trl|datasets|pandas|verl)", b, re.M)
    ]
    assert len(runnable) >= 2
    for block in runnable:
        exec(compile(block, "docs/rl.md", "exec"), {})
    assert "→" in capsys.readouterr().out


def _blocks(lang: str) -> list[str]:
    text = (ROOT / "docs" / "rl.md").read_text(encoding="utf-8")
    return re.findall(rf"```{lang}\n(.*?)```", text, re.S)


@LIBRARY_WARNINGS
def test_docs_trainer_example_builds_verbatim(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """docs/rl.md's GRPOTrainer example, run as written up to ``trainer.train()`` (which
    ``test_one_real_grpo_step_with_a_tiny_local_model`` runs); its model id names a tiny model
    saved locally, which is where transformers looks first."""
    need("trl", "trl")
    from fixtures.tiny_hf import tiny_causal_lm, tiny_tokenizer
    from trl.chat_template_utils import qwen3_chat_template

    (block,) = [b for b in _blocks("python") if "GRPOTrainer(" in b]
    model_id = re.search(r'model="([^"]+)"', block).group(1)
    assert block.rstrip().endswith("trainer.train()")
    tok = tiny_tokenizer(qwen3_chat_template)
    tiny_causal_lm(tok).save_pretrained(tmp_path / model_id)
    tok.save_pretrained(tmp_path / model_id)
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    monkeypatch.setenv("TRL_EXPERIMENTAL_SILENCE", "1")
    scope: dict = {}
    exec(compile(block.rstrip().removesuffix("trainer.train()"), "docs/rl.md", "exec"), scope)
    trainer = scope["trainer"]
    assert len(scope["dataset"]) == len(trl_rows(toolset="discover"))
    assert [t.__name__ for t in trainer.tools] == ["call_tool", "search_tools"]
    assert trainer.reward_funcs == [reward_partial_credit]


def _section_blocks(heading: str) -> list[str]:
    text = (ROOT / "docs" / "integrations.md").read_text(encoding="utf-8")
    section = text.split(f"\n## {heading}\n", 1)[1].split("\n## ", 1)[0]
    return re.findall(r"```python\n(.*?)```", section, re.S)


def test_integrations_doc_trl_example_runs(capsys: pytest.CaptureFixture[str]) -> None:
    (block,) = _section_blocks("TRL")
    exec(compile(block, "docs/integrations.md", "exec"), {})
    out = capsys.readouterr().out.splitlines()
    assert out[-1] == "[1.0]" and out[0].startswith("{")


# -- the flattening, for any schema of the kinds AVABench writes (hypothesis) ----------------

_WORDS = st.text(alphabet="abcdeghiklmnopqrstuvxyàáạảãăâđêôơưếệởữ0123456789 .,-/", max_size=40)
_DESCRIBED = _WORDS.filter(lambda t: t.strip() != "")
_SCALARS = {
    "string": st.text(alphabet="abcxyzđê -", max_size=8),
    "integer": st.integers(-(10**9), 10**9),
    "number": st.floats(allow_nan=False, allow_infinity=False, width=32),
    "boolean": st.booleans(),
}


@st.composite
def _property(draw: st.DrawFn, depth: int = 0) -> dict:
    kind = draw(st.sampled_from([*_SCALARS, "array", "object"] if depth == 0 else [*_SCALARS]))
    prop: dict = {"type": kind, "description": draw(_DESCRIBED)}  # the registry requires one
    if kind == "string" and draw(st.booleans()):
        prop["enum"] = draw(st.lists(_SCALARS["string"], min_size=1, max_size=4, unique=True))
    if kind == "string" and draw(st.booleans()):
        prop["format"] = draw(st.sampled_from(["date", "time", "email"]))
    if kind == "array":
        if draw(st.booleans()):
            names = draw(st.lists(_NAMES, min_size=1, max_size=3, unique=True))
            inner = {n: draw(_property(depth + 1)) for n in names}
            prop["items"] = {
                "type": "object",
                "properties": inner,
                "required": names[:1],
                "additionalProperties": False,
            }
        else:
            prop["items"] = {"type": draw(st.sampled_from(list(_SCALARS)))}
    if kind in _SCALARS and draw(st.booleans()):
        prop["default"] = (
            draw(st.sampled_from(prop["enum"])) if "enum" in prop else draw(_SCALARS[kind])
        )
    return prop


_NAMES = st.from_regex(r"[a-z][a-z_]{0,8}", fullmatch=True).filter(
    lambda n: not keyword.iskeyword(n)
)


@st.composite
def _definition(draw: st.DrawFn) -> dict:
    names = draw(st.lists(_NAMES, max_size=5, unique=True))
    props = {n: draw(_property()) for n in names}
    required = [n for n in names if "default" not in props[n] and draw(st.booleans())]
    summary = draw(_WORDS.map(str.strip).filter(bool))
    return {
        "type": "function",
        "function": {
            "name": "tool_" + draw(_NAMES),
            "description": summary
            + draw(st.sampled_from(["", "\n\nChi tiết thêm.", "\nDòng hai."])),
            "parameters": {
                "type": "object",
                "properties": props,
                "required": required,
                "additionalProperties": False,
            },
        },
    }


@settings(max_examples=100, deadline=None)
@given(_definition())
def test_trl_rebuild_equals_the_flattening_for_any_schema(definition: dict) -> None:
    """Whatever the parameters (scalars, enums, formats, defaults, arrays of scalars or of
    objects), transformers' rebuild of the generated method is exactly ``trl_schema``."""
    chat_utils = need("transformers.utils.chat_template_utils", "trl")
    got = chat_utils.get_json_schema(itrl._tool_method(definition))
    got["function"].pop("return")
    assert got == trl_schema(definition)
