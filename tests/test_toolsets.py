"""Toolsets full|role|discover (issue 19): the Episode API, the CLI, the mock server, the
validator, the selftest, the bench measure and the adapters."""

from __future__ import annotations

import dataclasses
import functools
import hashlib
import json
import subprocess
import sys
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from avabench import asyncrun, tool_search
from avabench.adapters import compute_score, trl_environment
from avabench.agents.openai_client import ModelPolicy
from avabench.bench import toolset_measures
from avabench.env import Episode, score_transcript
from avabench.launch import RunOptions, run_from_cli
from avabench.loader import default_suite
from avabench.mockserver import MockConfig, MockServer
from avabench.replay import limits_of, verify
from avabench.reporting.tables import prompt_per_call
from avabench.results import RunSettings, load_run
from avabench.runner import default_settings, run_benchmark
from avabench.task import call, script
from avabench.tool_search import FINDABLE_TOP, catalogue_index, task_query
from avabench.tools._common import fold
from avabench.tools.registry import registry
from avabench.toolsets import (
    definition_bytes,
    definitions,
    definitions_json,
    discover_script,
    in_role,
    role_tools,
)
from avabench.validate import toolset_checks
from avabench.world import UserKind

SUITE = default_suite()
TASKS = SUITE.by_id()
EMPLOYEE_TASK = "hr.leave_split_unpaid"
SHOPPER_TASK = "sales.qr_confirmed_order"


def _underlying(ep: Episode) -> list[tuple[str, dict]]:
    return [(t.name, t.arguments or {}) for t in ep.trace if not t.meta]


# -- what the model is shown -----------------------------------------------------------------


def test_full_shows_every_tool_sorted() -> None:
    tools = Episode.reset(EMPLOYEE_TASK).tools
    names = [t["function"]["name"] for t in tools]
    assert names == sorted(registry()) and len(names) == 83


def test_role_tools_per_session_kind() -> None:
    reg = registry()
    shopper = set(role_tools(UserKind.SHOPPER))
    assert shopper == {n for n, s in reg.items() if s.shopper}
    assert "document_qa" in shopper and "hrm_search_employee" not in shopper
    employee = set(role_tools(UserKind.EMPLOYEE))
    sales_reads = {n for n, s in reg.items() if s.subsystem == "sales" and not s.writes}
    sales_writes = {n for n, s in reg.items() if s.subsystem == "sales" and s.writes}
    assert sales_reads == {
        "search_product",
        "sales_get_product",
        "sales_get_order",
        "sales_search_orders",
        "sales_estimate_shipping_fee",
    }
    assert sales_reads <= employee and not (sales_writes & employee)
    assert employee | sales_writes == set(reg)
    ep = Episode.reset(SHOPPER_TASK, toolset="role")
    assert [t["function"]["name"] for t in ep.tools] == sorted(shopper)


def test_discover_shows_two_meta_tools_generated_from_docstrings() -> None:
    tools = Episode.reset(EMPLOYEE_TASK, toolset="discover").tools
    assert [t["function"]["name"] for t in tools] == ["search_tools", "call_tool"]
    search = tools[0]["function"]["parameters"]
    assert search["required"] == ["query"] and search["properties"]["limit"]["default"] == 5
    assert tools[1]["function"]["parameters"]["required"] == ["name"]
    assert all(
        p.get("description")
        for t in tools
        for p in t["function"]["parameters"]["properties"].values()
    )


def test_definitions_are_built_once_and_byte_identical_across_processes() -> None:
    a = Episode.reset(EMPLOYEE_TASK, toolset="role")
    b = Episode.reset("office.book_small_room", 3, 8, toolset="role")
    assert a.tools == b.tools and a.tools is not b.tools
    assert definitions("full") is definitions("full")  # one object per toolset: no rebuild
    here = {
        ts: hashlib.sha256(definitions_json(ts).encode()).hexdigest() for ts in ("full", "discover")
    }
    code = (
        "import hashlib, json; from avabench.toolsets import definitions_json as d; "
        "print(json.dumps({t: hashlib.sha256(d(t).encode()).hexdigest() for t in ('full', 'discover')}))"
    )
    other = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        check=True,
        env={"PYTHONHASHSEED": "12345", "PATH": ""},
    )
    assert json.loads(other.stdout) == here


def test_definition_sizes() -> None:
    full, disc = definition_bytes("full"), definition_bytes("discover")
    role_e = definition_bytes("role", UserKind.EMPLOYEE)
    role_s = definition_bytes("role", UserKind.SHOPPER)
    assert disc < 2_000 < role_s < role_e < full
    assert full == len(
        json.dumps(definitions("full"), ensure_ascii=False, separators=(",", ":")).encode()
    )


# -- acting ------------------------------------------------------------------------------------


def test_role_refuses_a_tool_outside_the_role_and_changes_nothing() -> None:
    ep = Episode.reset(EMPLOYEE_TASK, toolset="role")
    before = ep.world.model_dump()
    r = ep.step("sales_handoff_to_human", {"reason": "x", "summary": "y"})
    assert not r.ok and r.error_kind == "unknown_tool" and "phiên này" in r.error
    assert ep.world.model_dump() == before and ep.trace[-1].name == "sales_handoff_to_human"
    assert ep.step("sales_get_order", {"order_code": "DH000"}).error_kind != "unknown_tool"
    shop = Episode.reset(SHOPPER_TASK, toolset="role")
    assert shop.step("hrm_search_employee", {"query": "a"}).error_kind == "unknown_tool"
    full_shop = Episode.reset(SHOPPER_TASK)  # under full the session itself refuses
    assert full_shop.step("hrm_search_employee", {"query": "a"}).error_kind == "refused"


def test_discover_call_tool_traces_the_underlying_call() -> None:
    ep = Episode.reset(EMPLOYEE_TASK, toolset="discover")
    found = ep.step("search_tools", {"query": "xem quỹ phép năm", "limit": 3})
    assert found.ok and found.meta and len(found.output["tools"]) == 3
    first = found.output["tools"][0]
    assert first["name"] == "timesheet_get_leave_balance"
    assert first["definition"] == registry()[first["name"]].schema["function"]
    r = ep.step("call_tool", {"name": "timesheet_get_leave_balance", "arguments": {}})
    direct = Episode.reset(EMPLOYEE_TASK).step("timesheet_get_leave_balance", {})
    assert r.ok and r.name == "timesheet_get_leave_balance" and r.content() == direct.content()
    t = ep.trace[-1]
    assert (t.name, t.via, t.meta, t.raw_arguments) == (
        "timesheet_get_leave_balance",
        "call_tool",
        False,
        "{}",
    )
    # arguments as JSON text are accepted; the model's own mistakes come back as results
    assert ep.step("call_tool", '{"name": "timesheet_get_leave_balance", "arguments": "{}"}').ok
    refused = ep.step("timesheet_get_leave_balance", {})
    assert refused.error_kind == "unknown_tool" and "call_tool" in refused.error
    assert ep.step("call_tool", {"arguments": {}}).error_kind == "invalid_arguments"
    assert ep.step("call_tool", {"name": "search_tools", "arguments": {"query": "x"}}).meta
    assert ep.step("call_tool", {"name": "nope"}).error_kind == "unknown_tool"
    assert ep.step("search_tools", {"query": "  "}).error_kind == "invalid_arguments"
    assert ep.step("search_tools", {"query": "mail", "limit": 11}).error_kind == "invalid_arguments"
    assert [t.meta for t in ep.trace] == [True, False, False, False, True, True, False, True, True]


@functools.cache
def _played_in_full(task_id: str, k: int) -> tuple[Episode, Any]:
    """Reference ``k`` of a task (0: the oracle, then the alternates) played under ``full``."""
    task = TASKS[task_id]
    full = Episode.reset(task)
    return full, full.run_script([SUITE.oracles[task.id], *SUITE.alternates.get(task.id, [])][k])


@pytest.mark.parametrize("toolset", ["role", "discover"])
def test_every_reference_scores_the_same_under_every_toolset(toolset: str) -> None:
    for task in SUITE.tasks:
        for k, sc in enumerate([SUITE.oracles[task.id], *SUITE.alternates.get(task.id, [])]):
            full, s_full = _played_in_full(task.id, k)
            ep = Episode.reset(task, toolset=toolset)
            s = ep.run_script(sc)
            assert (s.partial_credit, s.passed, s.graded) == (
                s_full.partial_credit,
                s_full.passed,
                s_full.graded,
            ), task.id
            assert _underlying(ep) == _underlying(full), task.id
            # the same final world: every table equal (unchanged forks by their shared origin)
            assert ep.world.changed_tables(full.world) == [], task.id
            assert ep.world.context == full.world.context, task.id


def test_discover_script_searches_each_new_tool_once_and_renumbers_references() -> None:
    task = TASKS[EMPLOYEE_TASK]
    sc = script(
        call("timesheet_get_leave_balance"),
        call("timesheet_get_leave_balance"),
        call("hrm_get_employee", employee_id="$0.employee_id"),
        reply="x",
    )
    d = discover_script(sc, task)
    names = [c.name for c in d.calls]
    assert names.count("call_tool") == 3 and names[0] == "search_tools"
    assert d.calls[-1].arguments["arguments"] == {
        "employee_id": f"${names.index('call_tool')}.employee_id"
    }
    ep = Episode.reset(task, toolset="discover")
    ep.run_script(sc)
    assert ep.trace[-1].ok and ep.trace[-1].arguments == {
        "employee_id": ep.initial.context.current_user_id
    }


def test_discover_transcript_scores_through_score_transcript_and_verl() -> None:
    task = TASKS["office.book_small_room"]
    ep = Episode.reset(task, toolset="discover")
    want = ep.run_script(SUITE.oracles[task.id])
    messages = ep.transcript()
    assert {c["function"]["name"] for m in messages for c in m.get("tool_calls", [])} == {
        "search_tools",
        "call_tool",
    }
    assert (
        score_transcript(task, messages, toolset="discover").partial_credit
        == want.partial_credit
        == 1.0
    )
    assert not score_transcript(task, messages).task_completed_correctly  # full: no meta-tools
    got = compute_score("avabench", "", task.id, {"messages": messages, "toolset": "discover"})
    assert got["score"] == 1.0


def test_reset_refuses_an_unknown_toolset() -> None:
    with pytest.raises(ValueError, match="toolset"):
        Episode.reset(EMPLOYEE_TASK, toolset="some")


# -- the search index ------------------------------------------------------------------------

_VOCAB = sorted({w for s in registry().values() for w in s.description.split()[:8]})


@settings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from(_VOCAB), min_size=1, max_size=5), st.integers(1, 10))
def test_search_is_deterministic_accent_insensitive_and_ranked(
    query_words: list[str], limit: int
) -> None:
    index = catalogue_index()
    query = " ".join(query_words)
    hits = index.search(query, limit)
    assert hits == index.search(fold(query), limit) == index.search(query.upper(), limit)
    assert len(hits) <= limit and all(h.score > 0 for h in hits)
    assert [(-h.score, h.name) for h in hits] == sorted((-h.score, h.name) for h in hits)


@pytest.mark.parametrize(
    ("query", "tool"),
    [
        ("gửi email", "amismail_write_mail"),
        ("tao don nghi phep", "timesheet_create_leave_request"),
        ("đặt phòng họp", "office_book_meeting_room"),
        ("tìm nhân viên", "hrm_search_employee"),
        ("tạo mã QR thanh toán", "sales_create_payment_qr"),
        ("công nợ khách hàng", "acc_get_customer_debt"),
        ("sales_get_order", "sales_get_order"),
    ],
)
def test_natural_queries_find_their_tool_first(query: str, tool: str) -> None:
    assert catalogue_index().search(query, 1)[0].name == tool


def test_task_query_is_purpose_then_task_words() -> None:
    task = TASKS["office.book_small_room"]
    q = task_query(task.prompt, "office_book_meeting_room")
    assert q.startswith("Đặt phòng họp cho") and len(q.split()) <= 8
    assert q == task_query(task.prompt, "office_book_meeting_room")  # deterministic
    text, tool = "Xin nghỉ phép 20/4 nhé", "timesheet_create_leave_request"
    assert tool_search.task_words(text, tool) == "xin nghỉ phép"  # no digits, no common words
    assert task_query(text, tool) == "Tạo đơn xin nghỉ phép"  # the purpose's words are not repeated


# -- the validator ---------------------------------------------------------------------------


def test_validator_reports_tools_outside_the_role_and_tools_not_found(monkeypatch) -> None:
    task = TASKS[EMPLOYEE_TASK]
    suite = dataclasses.replace(
        SUITE,
        oracles={**SUITE.oracles, task.id: script(call("sales_create_order"), reply="x")},
        alternates={**SUITE.alternates, task.id: []},
    )
    out = toolset_checks(task, suite)
    assert any("outside the employee role" in m for m in out)
    assert toolset_checks(task, SUITE) == []
    monkeypatch.setattr(tool_search, "FINDABLE_TOP", 0)
    out = toolset_checks(task, SUITE)
    assert out and all("not in the top 0" in m for m in out)
    assert FINDABLE_TOP == 5


# -- the runner, the CLI, the mock server ------------------------------------------------------


@pytest.mark.parametrize("toolset", ["full", "role", "discover"])
def test_cli_run_records_the_toolset_and_rescore_verifies(tmp_path, toolset: str) -> None:
    opts = RunOptions(
        agent="oracle", tasks=["hr.*", "sales.*"], toolset=toolset, out=tmp_path, plain=True
    )
    assert run_from_cli(opts) == 0
    run = load_run(tmp_path / "oracle.json")
    assert run.settings.toolset == toolset and run.summary.total.pass_rate == 1.0
    for r in run.tasks:
        kind = TASKS[r.task_id].world.context.user_kind
        assert r.toolset == toolset and r.tool_definition_bytes == definition_bytes(toolset, kind)
        assert verify(TASKS[r.task_id], r, limits_of(run.settings)).verdict == "verified"
        metas = [c for c in r.trace if c.meta]
        assert bool(metas) == (toolset == "discover")
        assert all(c.via == "call_tool" for c in r.trace if not c.meta) == (toolset == "discover")
    # another toolset is another measurement: resuming with it is refused
    other = "full" if toolset != "full" else "discover"
    assert run_from_cli(dataclasses.replace(opts, toolset=other)) == 2
    assert run_from_cli(dataclasses.replace(opts, toolset="every")) == 2


def test_fingerprint_leaves_out_the_default_toolset() -> None:
    s = RunSettings(alias="a", noise=8)
    data = s.model_dump(exclude=set(RunSettings.VOLATILE) | {"toolset"})
    for k in RunSettings.LATER:  # what a checkpoint written before the field hashed
        if k in data and data[k] == RunSettings.model_fields[k].default:
            del data[k]
    digest = hashlib.sha256(json.dumps(data, sort_keys=True).encode()).hexdigest()[:16]
    assert s.fingerprint() == digest
    assert s.model_copy(update={"toolset": "role"}).fingerprint() != digest


@pytest.mark.parametrize("toolset", ["full", "discover"])
def test_mock_server_replays_through_the_toolset_with_one_tool_payload(
    tmp_path, toolset: str
) -> None:
    suite = dataclasses.replace(
        SUITE, tasks=[TASKS[EMPLOYEE_TASK], TASKS["office.book_small_room"]]
    )
    with MockServer(suite, MockConfig("oracle", toolset=toolset)) as server:
        settings_ = default_settings(
            model="mock", alias="m", base_url=server.base_url, toolset=toolset
        )

        def factory(task, trial):
            return ModelPolicy("mock", server.base_url, "k", max_retries=0)

        outcome = asyncrun.run(
            run_benchmark(suite, settings_, factory, out_dir=tmp_path, fresh=True)
        )
        payloads = dict(server.state.tool_payloads)
    assert outcome.run.summary.total.pass_rate == 1.0
    assert len(payloads) == 1  # byte-identical tool JSON in every request
    ((text, n),) = payloads.items()
    assert (
        len(text.encode()) == definition_bytes(toolset) and n >= outcome.run.summary.usage.requests
    )
    metas = [c for r in outcome.run.tasks for c in r.trace if c.meta]
    assert bool(metas) == (toolset == "discover")


def test_selftest_cli_under_discover() -> None:
    # the command's plumbing; every task under discover: the test above and CI's selftest run
    out = subprocess.run(
        [
            sys.executable,
            "-m",
            "avabench.selftest",
            "0",
            "--toolset",
            "discover",
            "--tasks",
            "office.book_small_room",
            "--tasks",
            "office.qa_business_trip",
        ],
        capture_output=True,
        text=True,
    )
    assert out.returncode == 0, out.stdout[-2000:]
    assert out.stdout.strip().splitlines()[-1].endswith("(toolset discover)")
    bad = subprocess.run(
        [sys.executable, "-m", "avabench.selftest", "--toolset", "x"],
        capture_output=True,
        text=True,
    )
    assert bad.returncode == 2


# -- measures, report, adapters --------------------------------------------------------------


def test_bench_measures_tool_definitions_and_oracle_calls() -> None:
    tasks = [TASKS[EMPLOYEE_TASK], TASKS[SHOPPER_TASK]]
    m = toolset_measures(SUITE, tasks)
    td = m["tool_definitions"]
    assert td["full"]["bytes"] == definition_bytes("full") and td["full"]["tools"] == 83
    assert td["discover"]["tools"] == 2 and td["full"]["ascii_escaped_bytes"] > td["full"]["bytes"]
    assert td["role"]["shopper"]["bytes"] == definition_bytes("role", UserKind.SHOPPER)
    assert td["role"]["mean_bytes_per_task"] == round(
        (definition_bytes("role", UserKind.EMPLOYEE) + definition_bytes("role", UserKind.SHOPPER))
        / 2
    )
    assert m["oracle_calls"]["full"] == m["oracle_calls"]["role"] < m["oracle_calls"]["discover"]
    found, total = map(int, m["discover_task_words_findable"].split("/"))
    assert 0 < found <= total


def test_prompt_tokens_per_call() -> None:
    from avabench.results import RunResult, Summary, Usage, bucket

    run = RunResult(
        settings=RunSettings(alias="a"),
        started_at="x",
        summary=Summary(total=bucket([]), usage=Usage(requests=4, prompt_tokens=10_000)),
    )
    assert prompt_per_call(run) == "2,500"
    assert prompt_per_call(run.model_copy(update={"summary": Summary(total=bucket([]))})) == "—"


def test_trl_environment_per_toolset() -> None:
    env_cls = trl_environment(toolset="discover")
    env = env_cls()
    env.reset(task_id=EMPLOYEE_TASK)
    assert json.loads(env.search_tools(query="quỹ phép", limit=2))["tools"]
    assert "entitled_days" in env.call_tool(name="timesheet_get_leave_balance", arguments={})
    assert not hasattr(env_cls, "timesheet_get_leave_balance")
    with pytest.raises(ValueError, match="session"):
        trl_environment(toolset="role")
    shop_cls = trl_environment(toolset="role", session="shopper")
    assert hasattr(shop_cls, "search_product") and not hasattr(shop_cls, "hrm_search_employee")
    with pytest.raises(ValueError, match="employee session"):
        shop_cls().reset(task_id=EMPLOYEE_TASK)
    with pytest.raises(ValueError, match="toolset"):
        env_cls().reset(task_id=EMPLOYEE_TASK, toolset="full")
    assert in_role("search_product", UserKind.EMPLOYEE)


def test_play_under_discover_records_the_underlying_calls(tmp_path) -> None:
    from typer.testing import CliRunner

    from avabench.app import app

    task_id = "office.book_small_room"
    played = discover_script(SUITE.oracles[task_id], TASKS[task_id])
    lines = [f"{c.name} {json.dumps(c.arguments, ensure_ascii=False)}" for c in played.calls]
    lines += ["reply <<END", *played.reply.split("\n"), "END"]
    out = tmp_path / "play.json"
    args = ["play", task_id, "--out", str(out), "--toolset", "discover"]
    result = CliRunner().invoke(app, args, input="\n".join(lines) + "\n")
    assert result.exit_code == 0, result.output
    assert "search_tools" in result.stdout and "hrm_search_employee " not in result.stdout
    run = load_run(out)
    (r,) = run.tasks
    assert run.settings.toolset == "discover" and r.task_completed_correctly == 1
    assert [c.name for c in r.trace if not c.meta] == [c.name for c in SUITE.oracles[task_id].calls]
    bad = CliRunner().invoke(app, ["play", task_id, "--toolset", "x", "--out", str(out)])
    assert bad.exit_code == 2
