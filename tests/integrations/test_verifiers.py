"""The verifiers integration, run with the real library: ``vf-eval`` rollouts get AVABench's scores.

Each run is verifiers' own CLI (``vf-eval avabench-verifiers``) with its tool-calling chat
harness in a subprocess runtime, the AVABench tool server it launches per rollout, and a
scripted OpenAI-compatible endpoint on loopback that replays the reference scripts.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("verifiers.v1")
if (
    shutil.which("uv", path=str(Path(sys.executable).parent) + os.pathsep + os.environ["PATH"])
    is None
):
    pytest.skip("verifiers' chat harness needs uv (pip install uv)", allow_module_level=True)

from avabench.env import Episode, replay
from avabench.integrations.scripted import ScriptedPolicy, ScriptedServer
from avabench.integrations.verifiers import (
    AvabenchEnv,
    AvabenchTaskset,
    load_environment,
)
from avabench.loader import default_suite
from avabench.task import Script
from avabench.toolsets import definitions

NOISE = 8
# one run plays the oracle on some tasks and the anti-oracle on others: hard and basic
# single-turn tasks, multi-turn expert tasks (writes in later turns), a shopper session
POLICY = {
    "hr.leave_split_unpaid": "oracle",
    "sales.gift_orders_ask_sister": "oracle",
    "sales.sold_out_scent": "oracle",
    "office.weekly_meeting_bigger_room": "anti-oracle",
    "accounting_crm.payment_term_an_phat_hung": "anti-oracle",
}
IDS = sorted(POLICY)
VF_EVAL = str(Path(sys.executable).parent / "vf-eval")


def expected(task_id: str, policy: str):
    suite = default_suite()
    if policy == "oracle":
        script = suite.oracles[task_id]
    else:
        script = (suite.anti_oracles.get(task_id) or [Script()])[0]
    return Episode.reset(task_id, 0, NOISE).run_script(script)


def vf_eval(out: Path, ids=IDS) -> tuple[list[dict], ScriptedServer]:
    """One ``vf-eval`` run against the scripted endpoint; its traces, and the server."""
    server = ScriptedServer(ScriptedPolicy(noise=NOISE, task_ids=ids, per_task=POLICY))
    env = {
        **os.environ,
        "PATH": str(Path(sys.executable).parent) + os.pathsep + os.environ["PATH"],
        "SCRIPTED_KEY": "x",
    }
    with server:
        cmd = [
            VF_EVAL,
            "avabench-verifiers",
            "--env.taskset.tasks",
            ",".join(ids),
            "--env.taskset.noise",
            str(NOISE),
            "--env.agent.runtime.type",
            "subprocess",
            "--model",
            "scripted",
            "--client.base-url",
            server.base_url,
            "--client.api-key-var",
            "SCRIPTED_KEY",
            "--no-rich",
            "--no-push",
            "-o",
            str(out),
        ]
        done = subprocess.run(
            cmd, env=env, cwd=out.parent, capture_output=True, text=True, timeout=570
        )
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    [traces_file] = out.glob("*/traces.jsonl")
    episodes = [json.loads(line) for line in traces_file.read_text().splitlines()]
    traces = [t for e in episodes for t in e["traces"]]
    return traces, server


@pytest.fixture(scope="module")
def run(tmp_path_factory):
    return vf_eval(tmp_path_factory.mktemp("vf") / "outputs")


def task_id(trace: dict) -> str:
    return trace["task"]["data"]["task_id"]


def branch_messages(trace: dict) -> list[dict]:
    """The trace's messages as stored (its node list, in order)."""
    return [n["message"] for n in trace["nodes"]]


def test_the_reward_is_avabench_partial_credit(run):
    traces, _ = run
    assert sorted(task_id(t) for t in traces) == IDS
    for t in traces:
        assert t["ok"], t["errors"]
        policy = POLICY[task_id(t)]
        want = expected(task_id(t), policy)
        assert t["rewards"]["partial_credit"]["score"] == want.partial_credit
        assert t["metrics"]["task_completed_correctly"] == want.task_completed_correctly
        assert [a["outcome"] for a in t["info"]["avabench"]["assertions"]] == [
            a.outcome for a in want.assertions
        ]
        if policy == "oracle":
            assert want.partial_credit == 1.0
        else:
            assert want.partial_credit < 1.0 and want.task_completed_correctly == 0


def test_the_tool_server_gave_avabench_results(run):
    """The results the tool server returned are AVABench's own for the same calls."""
    traces, _ = run
    for t in traces:
        msgs = branch_messages(t)
        live = [m["content"] for m in msgs if m["role"] == "tool"]
        ep = replay(Episode.reset(task_id(t), 0, NOISE), msgs)
        again = [m["content"] for m in ep.transcript() if m["role"] == "tool"]
        assert live and live == again, task_id(t)
        assert t["metrics"]["tool_calls_replayed"] == len(again)


def test_follow_ups_are_the_users_next_turns(run):
    by_id = default_suite().by_id()
    traces, _ = run
    for t in traces:
        users = [m["content"] for m in branch_messages(t) if m["role"] == "user"]
        task = by_id[task_id(t)]
        assert users == [task.prompt, *task.followups]
    for tid in ("sales.gift_orders_ask_sister", "office.weekly_meeting_bigger_room"):
        assert by_id[tid].followups
        multi = next(t for t in traces if task_id(t) == tid)
        assert multi["stop_condition"] == "user_closed"


def test_the_model_is_shown_avabench_tools_unchanged(run):
    """MCP carries every tool with AVABench's name, description and schema (and only them)."""
    _, server = run
    by_id = default_suite().by_id()
    for tid in IDS:
        kind = Episode.reset(tid).initial.context.user_kind
        shown = server.tools[by_id[tid].prompt]
        want = {d["function"]["name"]: d["function"] for d in definitions("full", kind)}
        got = {d["function"]["name"]: d["function"] for d in shown}
        assert got == want, tid


def test_load_environment_builds_the_taskset_and_env():
    env = load_environment(tasks="hr.*", tier="expert", noise=0)
    assert isinstance(env, AvabenchEnv)
    taskset = env.taskset
    assert isinstance(taskset, AvabenchTaskset)
    tasks = list(taskset.load())
    want = sorted(t.id for t in default_suite().tasks if t.domain == "hr" and t.tier == "expert")
    assert [t.data.task_id for t in tasks] == want
    first = tasks[0].data
    assert first.noise == 0 and first.domain == "hr" and first.tier == "expert"
    assert first.prompt == default_suite().by_id()[first.task_id].prompt
    assert first.system_prompt == Episode.reset(first.task_id).messages[0]["content"]
