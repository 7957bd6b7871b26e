"""The inspect_ai integration, run with the real library: inspect's scores are AVABench's."""

from __future__ import annotations

import gc
import subprocess
import sys

import pytest

pytest.importorskip("inspect_ai")

from inspect_ai import eval as inspect_eval
from inspect_ai.log import read_eval_log
from inspect_ai.model import get_model
from inspect_ai.tool import ToolParams

from avabench.env import Episode, replay
from avabench.integrations.inspect import (
    OUTCOME_MARK,
    avabench,
    openai_messages,
    scripted_model_outputs,
)
from avabench.integrations.scripted import ScriptedPolicy
from avabench.integrations.selection import split_of
from avabench.loader import default_suite
from avabench.task import Script
from avabench.toolsets import TOOLSETS
from avabench.world.state import UserKind

# inspect leaves anyio memory streams to the garbage collector and calls tenacity with a
# deprecated argument (its own warnings, not ours)
pytestmark = [
    pytest.mark.filterwarnings("ignore::ResourceWarning"),
    pytest.mark.filterwarnings("ignore::DeprecationWarning"),
    pytest.mark.filterwarnings("ignore::pytest.PytestUnraisableExceptionWarning"),
]


@pytest.fixture(scope="module", autouse=True)
def _collect_inspects_garbage():
    """Collect what inspect left to the collector while this module's filters still apply
    (young collections are rare in the tests: its streams would be finalized in a later
    module's test, whose warnings are errors)."""
    yield
    gc.collect()


NOISE = 8
# single-turn hard and basic tasks, two multi-turn expert tasks, a shopper session; public and
# held-out ids
IDS = [
    "hr.leave_split_unpaid",
    "accounting_crm.payment_term_an_phat_hung",
    "sales.gift_orders_ask_sister",
    "office.weekly_meeting_bigger_room",
    "sales.sold_out_scent",
]


def expected(task_id: str, policy: str):
    """AVABench's own score of the policy's script (the benchmark's episode loop)."""
    suite = default_suite()
    if policy == "oracle":
        script = suite.oracles[task_id]
    else:
        script = (suite.anti_oracles.get(task_id) or [Script()])[0]
    return Episode.reset(task_id, 0, NOISE).run_script(script)


def run(policy: str, log_dir, ids=IDS, **task_args):
    model = get_model(
        "mockllm/model",
        custom_outputs=scripted_model_outputs(
            ScriptedPolicy(policy=policy, noise=NOISE, task_ids=ids)
        ),
    )
    [log] = inspect_eval(
        avabench(tasks=ids, noise=NOISE, **task_args),
        model=model,
        log_dir=str(log_dir),
        display="none",
    )
    assert log.status == "success", log.error
    return read_eval_log(log.location)  # as written to disk (what inspect view opens)


@pytest.fixture(scope="module")
def logs(tmp_path_factory):
    d = tmp_path_factory.mktemp("inspect_logs")
    return {p: run(p, d / p) for p in ("oracle", "anti-oracle")}


def scores(log):
    return {s.id: s.scores["avabench_scorer"] for s in log.samples}


def test_the_multi_turn_tasks_are_multi_turn():
    by_id = default_suite().by_id()
    assert by_id["sales.gift_orders_ask_sister"].followups
    assert by_id["office.weekly_meeting_bigger_room"].followups
    assert not by_id["hr.leave_split_unpaid"].followups


@pytest.mark.parametrize("policy", ["oracle", "anti-oracle"])
def test_inspect_scores_are_avabench_scores(logs, policy):
    got = scores(logs[policy])
    assert sorted(got) == sorted(IDS)
    for task_id, score in got.items():
        want = expected(task_id, policy)
        assert score.value == {
            "partial_credit": want.partial_credit,
            "pass": float(want.task_completed_correctly),
        }, task_id
        assert score.metadata["assertions"] == [a.model_dump() for a in want.assertions]
        if policy == "oracle":
            assert score.value["pass"] == 1.0 and score.value["partial_credit"] == 1.0
        else:
            assert score.value["pass"] == 0.0 and score.value["partial_credit"] < 1.0


def test_the_run_metrics_are_the_means(logs):
    for policy, log in logs.items():
        by_name = {s.name: s.metrics["mean"].value for s in log.results.scores}
        want = [expected(t, policy) for t in IDS]
        assert by_name["partial_credit"] == pytest.approx(
            sum(w.partial_credit for w in want) / len(want)
        )
        assert by_name["pass"] == pytest.approx(
            sum(w.task_completed_correctly for w in want) / len(want)
        )


def test_the_explanation_has_one_line_per_assertion(logs):
    for score in scores(logs["anti-oracle"]).values():
        head, *lines = score.explanation.splitlines()
        assertions = score.metadata["assertions"]
        assert head.startswith(f"partial credit {score.value['partial_credit']:.3f}")
        assert len(lines) == len(assertions)
        for line, a in zip(lines, assertions, strict=True):
            assert line.startswith(f"{OUTCOME_MARK[a['outcome']]} [{a['outcome']}")
            assert a["description"] in line
    # the anti-oracles fail something, and the explanation says which
    assert any(" [failed]" in s.explanation for s in scores(logs["anti-oracle"]).values())


def test_samples_carry_the_task_metadata(logs):
    by_id = default_suite().by_id()
    for s in logs["oracle"].samples:
        t = by_id[s.id]
        assert s.metadata == {
            "task_id": t.id,
            "domain": t.domain,
            "tier": t.tier,
            "split": split_of(t.id),
            "turns": 1 + len(t.followups),
            "seed": 0,
            "noise": NOISE,
            "toolset": "full",
        }
    splits = {s.id: s.metadata["split"] for s in logs["oracle"].samples}
    assert splits["sales.sold_out_scent"] == "public"
    assert splits["accounting_crm.payment_term_an_phat_hung"] == "held_out"


def test_follow_ups_arrive_as_user_messages(logs):
    by_id = default_suite().by_id()
    for s in logs["oracle"].samples:
        users = [m.text for m in s.messages if m.role == "user"]
        assert users == [by_id[s.id].prompt, *by_id[s.id].followups]


def test_a_stored_log_rescored_by_replay_gives_the_same_score(logs):
    for policy, log in logs.items():
        for s in log.samples:
            fresh = Episode.reset(s.id, 0, NOISE)
            again = replay(fresh, openai_messages(s.messages)).score()
            assert again.partial_credit == s.scores["avabench_scorer"].value["partial_credit"]
            assert [a.outcome for a in again.assertions] == [
                a["outcome"] for a in s.scores["avabench_scorer"].metadata["assertions"]
            ], (policy, s.id)


def test_epochs_are_trials(tmp_path):
    log = run("oracle", tmp_path, ids=["hr.leave_split_unpaid"], trials=2)
    assert log.eval.config.epochs == 2
    assert sorted(s.epoch for s in log.samples) == [1, 2]
    assert all(s.scores["avabench_scorer"].value["pass"] == 1.0 for s in log.samples)


def test_discover_toolset_runs_through_the_meta_tools(tmp_path):
    ids = ["hr.leave_split_unpaid"]
    model = get_model(
        "mockllm/model",
        custom_outputs=scripted_model_outputs(
            ScriptedPolicy(noise=NOISE, toolset="discover", task_ids=ids)
        ),
    )
    [log] = inspect_eval(
        avabench(tasks=ids, noise=NOISE, toolset="discover"),
        model=model,
        log_dir=str(tmp_path),
        display="none",
    )
    [s] = log.samples
    called = {tc.function for m in s.messages if m.role == "assistant" for tc in m.tool_calls or []}
    assert called <= {"search_tools", "call_tool"} and "call_tool" in called
    assert s.scores["avabench_scorer"].value == {"partial_credit": 1.0, "pass": 1.0}


@pytest.mark.parametrize("toolset", TOOLSETS)
@pytest.mark.parametrize("kind", list(UserKind))
def test_inspect_keeps_every_tool_schema_exactly(toolset, kind):
    """ToolParams (what inspect hands a provider) round-trips every schema we write."""
    from avabench.toolsets import definitions

    for d in definitions(toolset, kind):
        params = d["function"]["parameters"]
        assert ToolParams.model_validate(params).model_dump(exclude_none=True) == params


def test_the_filters_choose_the_samples():
    task = avabench(split="public", tier="expert")
    ids = [s.id for s in task.dataset]
    assert len(ids) == 10 and all(s.metadata["tier"] == "expert" for s in task.dataset)
    with pytest.raises(ValueError, match="unknown split"):
        avabench(split="train")


def test_the_module_does_not_shadow_the_standard_library_inspect():
    code = (
        "import avabench.integrations.inspect as m, inspect, sys;"
        "assert inspect.__name__ == 'inspect' and hasattr(inspect, 'signature');"
        "assert 'site-packages' not in inspect.__file__ and 'avabench' not in inspect.__file__;"
        "assert m.__name__ == 'avabench.integrations.inspect';"
        "print('ok')"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert out.returncode == 0 and out.stdout.strip() == "ok", out.stderr
