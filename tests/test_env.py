"""The in-process episode API gives the same scores as a benchmark run, cheaply and independently."""

from __future__ import annotations

import json
import pickle

import pytest
from fixtures.scripts import script_cases, script_of

from avabench import asyncrun
from avabench import env as env_mod
from avabench.agents.scripted import ScriptedPolicy
from avabench.domains.base import base_company
from avabench.env import Episode, initial_world, replay, score_transcript
from avabench.loader import load_suite
from avabench.results import TaskResult
from avabench.runner import run_episode
from avabench.scoring.assertions import (
    any_matching,
    compile_where,
    matching,
    matching_records,
    states_number,
)
from avabench.scoring.scorer import TaskScore
from avabench.task import Script, Task, resolve_refs
from avabench.tools.registry import registry
from avabench.world import Table, table_names

SUITE = load_suite("fixtures.pack_good", include_builtin=False)


def test_reset_gives_messages_and_tools():
    ep = Episode.reset("fixture.annual_leave", suite=SUITE)
    assert ep.messages[0]["role"] == "system" and "16/04/2026" in ep.messages[0]["content"]
    assert ep.messages[1] == {
        "role": "user",
        "content": SUITE.by_id()["fixture.annual_leave"].prompt,
    }
    assert all(t["type"] == "function" for t in ep.tools)


def test_errors_are_results_and_change_nothing():
    ep = Episode.reset("fixture.annual_leave", suite=SUITE)
    before = ep.world.fork()
    r = ep.step("timesheet_create_leave_request", '{"leave_type": "P"')
    assert not r.ok and r.error_kind == "invalid_arguments"
    r = ep.step("no_such_tool", {})
    assert not r.ok and r.error_kind == "unknown_tool"
    assert ep.world == before
    assert len(ep.trace) == 2


def test_oracle_scores_one_and_transcript_replay_agrees():
    task = SUITE.by_id()["fixture.annual_leave"]
    oracle = SUITE.oracles[task.id]
    ep = Episode(task)
    s = ep.run_script(oracle)
    assert s.partial_credit == 1.0 and s.task_completed_correctly == 1
    messages = [*ep.messages]
    for i, c in enumerate(oracle.calls):
        messages.append(
            {
                "role": "assistant",
                "content": None,
                "tool_calls": [
                    {
                        "id": f"c{i}",
                        "type": "function",
                        "function": {
                            "name": c.name,
                            "arguments": __import__("json").dumps(c.arguments),
                        },
                    }
                ],
            }
        )
        messages.append({"role": "tool", "tool_call_id": f"c{i}", "content": "..."})
    messages.append({"role": "assistant", "content": oracle.reply})
    assert score_transcript(task, messages) == s


def test_episodes_are_independent_and_pickle():
    task = SUITE.by_id()["fixture.annual_leave"]
    a, b = Episode(task), Episode(task)
    oracle = SUITE.oracles[task.id]
    for c in oracle.calls:
        a.step(c.name, c.arguments)
    assert len(b.world.hr.leave_requests) == len(task.world.hr.leave_requests)
    a.finish(oracle.reply)
    b.finish("")
    assert a.score().task_completed_correctly == 1
    assert b.score().partial_credit == 0.0
    clone = pickle.loads(pickle.dumps(a))
    assert clone.score() == a.score()


# -- the episode API against a benchmark run, on every task of the loaded suite --------------

#: Built-in domains (whatever has landed) plus the fixture pack.
FULL = load_suite("fixtures.pack_good")
TASKS = {t.id: t for t in FULL.tasks}


def _agents() -> list[tuple[str, str, int]]:
    """(task id, agent label, anti-oracle index) for every script of every task."""
    return script_cases(FULL)


def _script(tid: str, agent: str, i: int) -> Script:
    return script_of(FULL, tid, agent, i)


def _episode_score(task: Task, script: Script, noise: int = 0) -> TaskScore | str:
    try:
        return Episode(task, 0, noise).run_script(script)
    except ValueError as exc:  # a reference into a failed call: the runner fails the same way
        return f"script error: {exc}"


def _runner_score(task: Task, script: Script, noise: int = 0) -> TaskResult | str:
    try:
        r = asyncrun.run(run_episode(task, ScriptedPolicy(script), noise=noise, noise_seed=0))
    except (KeyError, IndexError, TypeError, ValueError) as exc:
        return f"script error: {exc}"
    assert r.status == "ok", r.invalid_reason
    return r


@pytest.mark.parametrize(("tid", "agent", "i"), _agents(), ids=lambda v: str(v))
def test_episode_api_matches_a_benchmark_run(tid: str, agent: str, i: int) -> None:
    task, script = TASKS[tid], _script(tid, agent, i)
    mine, theirs = _episode_score(task, script), _runner_score(task, script)
    if isinstance(mine, str) or isinstance(theirs, str):
        assert isinstance(mine, str) and isinstance(theirs, str), (mine, theirs)
        return
    assert mine.partial_credit == theirs.partial_credit
    assert mine.task_completed_correctly == theirs.task_completed_correctly
    assert (mine.graded, mine.passed) == (theirs.graded, theirs.passed)
    assert mine.assertions == theirs.assertions
    if agent == "null":
        assert mine.partial_credit == 0.0


@pytest.mark.parametrize("tid", sorted(t for t in TASKS if t in FULL.oracles))
def test_transcript_of_the_oracle_scores_one(tid: str) -> None:
    task = TASKS[tid]
    for noise in (0, 8):
        ep = Episode(task, 0, noise)
        s = ep.run_script(FULL.oracles[tid])
        assert s.partial_credit == 1.0, (noise, s.first_failure())
        transcript = ep.transcript()
        last = [FULL.oracles[tid], *FULL.oracles[tid].then][-1].reply
        assert transcript[:2] == ep.messages and transcript[-1]["content"] == last
        assert score_transcript(task, transcript, 0, noise) == s
        # arguments sent as dicts and content as OpenAI text parts replay the same
        for m in transcript:
            for tc in m.get("tool_calls") or []:
                tc["function"]["arguments"] = json.loads(tc["function"]["arguments"])
        transcript[-1]["content"] = [{"type": "text", "text": last}]
        assert score_transcript(task, transcript, 0, noise) == s


@pytest.mark.parametrize("tid", sorted(t for t in TASKS if t in FULL.oracles))
def test_interleaved_episodes_do_not_leak(tid: str) -> None:
    task = TASKS[tid]
    if task.followups:
        pytest.skip("steps one turn's calls by hand; multi-turn episodes: tests/test_followups.py")
    oracle = FULL.oracles[tid]
    other = (FULL.anti_oracles.get(tid) or [Script()])[0]
    solo_a, solo_b = _episode_score(task, oracle), _episode_score(task, other)
    a, b = Episode(task), Episode(task)
    c = Episode(task)  # never touched: must stay equal to a freshly built initial world
    out_a: list = []
    out_b: list = []
    for k in range(max(len(oracle.calls), len(other.calls))):
        for ep, sc, outs in ((a, oracle, out_a), (b, other, out_b)):
            if k < len(sc.calls):
                try:
                    args = resolve_refs(sc.calls[k].arguments, outs)
                except (KeyError, IndexError, TypeError, ValueError):
                    args = {"__unresolved__": True}
                r = ep.step(sc.calls[k].name, args)
                outs.append(r.output if r.ok else {"error": r.error})
    a.finish(oracle.reply)
    b.finish(other.reply)
    assert a.score() == solo_a
    if not isinstance(solo_b, str):
        assert b.score() == solo_b
    fresh = initial_world(task)
    assert c.world == fresh and c.initial == fresh
    assert Episode(task).world == fresh  # the reset cache was not written through
    assert task.world == Episode(task).task.world


def test_reset_cache_is_keyed_by_task_object_seed_and_noise() -> None:
    task = SUITE.by_id()["fixture.annual_leave"]
    env_mod.clear_cache()
    a = Episode(task, 0, 8)
    assert Episode(task, 0, 8).world == a.world
    assert Episode(task, 1, 8).world != a.world  # another seed, other distractors
    assert Episode(task, 0, 8).world == initial_world(task, 0, 8)
    rebuilt = SUITE.rebuild(task.id)  # a new object with the same id: its own entry
    assert Episode(rebuilt, 0, 8).initial == initial_world(rebuilt, 0, 8)
    assert a.initial is not Episode(task, 0, 8).initial  # each episode has its own fork
    env_mod.clear_cache()


def test_the_initial_world_is_the_episodes_own_copy_and_a_start_world_is_continued() -> None:
    task = SUITE.by_id()["fixture.annual_leave"]
    oracle = SUITE.oracles[task.id]
    a = Episode(task, 0, 8)
    assert a.initial is a.initial and a.initial == initial_world(task, 0, 8)
    assert a.initial.hr.leave_requests
    a.initial.hr.leave_requests.clear()  # the copy is its own: nothing else sees the change
    b = Episode(task, 0, 8)
    assert b.initial == initial_world(task, 0, 8) and b.world == b.initial
    for c in oracle.calls:
        b.step(c.name, c.arguments)
    b.finish(oracle.reply)
    assert b.score().task_completed_correctly == 1  # graded against the unchanged initial world
    # a continued episode starts from a copy of the given world, graded against the initial one
    c = Episode(task, 0, 8, start=b.world)
    assert c.world == b.world and c.world is not b.world and c.initial == b.initial
    c.world.hr.leave_requests.clear()
    assert b.world.hr.leave_requests and b.score().task_completed_correctly == 1
    c.finish(oracle.reply)
    assert c.score().task_completed_correctly == 0


def test_pickled_episode_continues_independently() -> None:
    task = SUITE.by_id()["fixture.annual_leave"]
    oracle = SUITE.oracles[task.id]
    ep = Episode(task)
    ep.step(oracle.calls[0].name, oracle.calls[0].arguments)
    clone = pickle.loads(pickle.dumps(ep))
    for c in oracle.calls[1:]:
        clone.step(c.name, c.arguments)
    clone.finish(oracle.reply)
    assert clone.score().task_completed_correctly == 1
    assert len(ep.trace) == 1 and ep.reply is None
    ep.finish(oracle.reply)
    assert ep.score().task_completed_correctly == 0


def test_step_after_finish_raises_and_score_can_override_the_reply() -> None:
    ep = Episode.reset("fixture.balance_question", suite=SUITE)
    ep.step("timesheet_get_leave_balance", {})
    ep.finish("Bạn còn 3 ngày phép.")
    assert ep.score().partial_credit == 1.0
    assert ep.score("Bạn còn 12 ngày phép.").partial_credit == 0.0
    assert ep.reply == "Bạn còn 3 ngày phép."
    with pytest.raises(RuntimeError):
        ep.step("timesheet_get_leave_balance", {})


def test_tools_are_a_fresh_list_of_every_schema() -> None:
    ep = Episode.reset("fixture.balance_question", suite=SUITE)
    tools = ep.tools
    assert [t["function"]["name"] for t in tools] == sorted(registry())
    tools.clear()
    assert len(ep.tools) == len(registry())


def test_replay_ignores_other_roles_and_takes_the_last_plain_reply() -> None:
    ep = Episode.reset("fixture.balance_question", suite=SUITE)
    replay(
        ep,
        [
            {"role": "user", "content": "Em còn bao nhiêu ngày phép?"},
            {
                "role": "assistant",
                "content": "Để em xem",
                "tool_calls": [
                    {
                        "id": "a",
                        "type": "function",
                        "function": {"name": "timesheet_get_leave_balance", "arguments": "{}"},
                    }
                ],
            },
            {"role": "tool", "tool_call_id": "a", "content": '{"fake": 99}'},
            {"role": "assistant", "content": "Bạn còn 3 ngày phép."},
        ],
    )
    assert [t.name for t in ep.trace] == ["timesheet_get_leave_balance"]
    assert ep.reply == "Bạn còn 3 ngày phép." and ep.score().partial_credit == 1.0


# -- the fast assertion path gives what the JSON path gives -----------------------------------

_WHERES = [
    {},
    {"id": {"ne": ""}},
    {"status": {"in": ["Chờ duyệt", "Đã duyệt"]}},
    {"id": {"contains": "0"}},
    {"missing_field": {"is_null": True}},
    {"missing_field": {"is_null": False}},
    {"created_on": {"gte": "2026-01-01"}},
]


@pytest.mark.parametrize("table", table_names())
def test_fast_matching_equals_json_matching(table: str) -> None:
    world = base_company()
    rows = world.table(table)
    wheres = list(_WHERES)
    if rows:  # conditions built from a real record: every field, as eq / ne / contains
        sample = rows[len(rows) // 2].model_dump(mode="json")
        for name, value in sample.items():
            wheres += [{name: value}, {name: {"ne": value}}]
            if isinstance(value, list) and value:
                first = value[0]
                if isinstance(first, dict):
                    wheres += [{f"{name}.{k}": v} for k, v in first.items()]
                else:
                    wheres.append({name: {"contains": first}})
    world = world.fork()  # its tables are Tables: a plain eq is looked up in an index
    table_rows = world.table(table)
    assert type(table_rows) is Table
    for where in wheres:
        fast = [r.id for r in matching_records(rows, where)]
        indexed = [r.id for r in matching_records(table_rows, where)]
        slow = [r["id"] for r in matching(list(rows), where)]
        assert fast == indexed == slow, (table, where)
        assert any_matching(table_rows, where) == bool(slow), (table, where)
        assert len(compile_where(where)) == len(where)


@pytest.mark.parametrize("noise", [0, 8])
def test_the_one_pass_eq_index_equals_the_index_built_value_by_value(noise: int) -> None:
    from avabench.scoring.assertions import _eq_index_by_value, _eq_index_of_one_class

    world = initial_world(SUITE.by_id()["fixture.annual_leave"], 0, noise)
    built = 0
    for name in table_names():
        rows = list(world.table(name))
        for field_name in {f for r in rows[:1] for f in type(r).model_fields} | {"nope"}:
            fast = _eq_index_of_one_class(field_name, rows)
            if fast is not None:
                built += 1
                slow = _eq_index_by_value(field_name, rows)
                assert fast == slow and list(fast) == list(slow), (name, field_name)
                assert all(a is b for k in fast for a, b in zip(fast[k], slow[k], strict=True))
    assert built > 100


def test_a_where_mapping_changed_in_place_is_compiled_again() -> None:
    rows = base_company().fork().hr.employees
    where = {"department_id": rows[0].department_id}
    first = [r.id for r in matching_records(rows, where)]
    where["department_id"] = {"ne": rows[0].department_id}  # the same dict, another condition
    assert [r.id for r in matching_records(rows, where)] == [
        r.id for r in rows if r.department_id != rows[0].department_id
    ]
    where["department_id"] = rows[0].department_id
    assert [r.id for r in matching_records(rows, where)] == first and first


def test_cached_number_check_equals_contains_number() -> None:
    from scoring.number_cases import CASES

    from avabench.scoring.numbers import contains_number

    checked = 0
    for text, expected, _, _, _ in CASES:
        if isinstance(expected, int | float) and not isinstance(expected, bool):
            assert states_number(text, expected) == contains_number(text, expected), (
                text,
                expected,
            )
            assert states_number(text, expected) == contains_number(text, expected)  # cached
            checked += 1
    assert checked > 200


def test_the_initial_identity_hashes_no_world_and_is_shared_by_episodes(monkeypatch) -> None:
    import avabench.identity as identity
    import avabench.world.diff as diff

    task = SUITE.by_id()["fixture.annual_leave"]
    monkeypatch.setattr(diff, "world_hash", lambda w: pytest.fail("world hashed on reset"))
    monkeypatch.setattr(identity, "world_hash", lambda w: pytest.fail("world hashed on reset"))
    first, second = Episode(task, 0, 3), Episode(task, 0, 3)
    assert first.initial_hash == second.initial_hash == identity.initial_identity(task, 0, 3)
    assert first.initial_hash.startswith("i1-") and len(first.initial_hash) == 19
    assert Episode(task, 1, 3).initial_hash != first.initial_hash
    assert Episode(task, 0, 4).initial_hash != first.initial_hash


def _cyclic_garbage(play) -> list[str]:
    """The type names of the objects ``play()`` leaves for the cycle collector to free."""
    import gc

    gc.collect()
    enabled, flags = gc.isenabled(), gc.get_debug()
    gc.disable()
    try:
        play()
        gc.set_debug(gc.DEBUG_SAVEALL)
        gc.collect()
        return sorted({type(o).__name__ for o in gc.garbage})
    finally:
        gc.set_debug(flags)
        gc.garbage.clear()
        if enabled:
            gc.enable()


def test_a_finished_episode_is_freed_without_the_cycle_collector():
    task = SUITE.by_id()["fixture.annual_leave"]
    oracle = SUITE.oracles[task.id]

    def play() -> None:
        ep = Episode(task)
        ep.step(oracle.calls[-1].name, {"no_such_argument": 1})  # a failed call
        for c in oracle.calls:
            ep.step(c.name, c.arguments)
        ep.world.release(ep.world.checkpoint())
        point = ep.world.checkpoint()  # a write that is undone
        ep.world.hr.leave_requests.clear()
        ep.world.rollback(point)
        ep.finish(oracle.reply)
        assert ep.score().task_completed_correctly == 1
        clone = pickle.loads(pickle.dumps(ep))  # its tables join a journal as they unpickle
        clone.world.release(clone.world.checkpoint())

    # the tables hold their journal, the journal none of them: no cycle keeps a world alive
    leaked = _cyclic_garbage(play)
    assert not {"Table", "Journal", "WorldState", "Episode"} & set(leaked), leaked


def test_a_step_is_recorded_as_the_dataclass_would_record_it():
    import dataclasses

    from avabench.env import TraceStep, _step_of
    from avabench.tools.output import output_of

    task = SUITE.by_id()["fixture.annual_leave"]
    ep = Episode(task)
    call = SUITE.oracles[task.id].calls[0]
    results = [
        (ep.step(call.name, call.arguments), call.arguments),  # ok
        (ep.step(call.name, '{"no_such_argument": 1'), '{"no_such_argument": 1'),  # not JSON
        (ep.step("no_such_tool", {}), {}),
    ]
    discover = Episode(task, toolset="discover")
    inner = json.dumps(call.arguments)
    through = {"name": call.name, "arguments": inner}
    results.append((discover.step("call_tool", through), through))
    assert results[-1][0].via == "call_tool"
    for result, raw in results:
        expected = TraceStep(
            name=result.name,
            raw_arguments=result.inner_raw if result.via else raw,
            arguments=result.arguments,
            ok=result.ok,
            output=output_of(result),
            error=result.error,
            error_kind=result.error_kind,
            writes=result.writes,
            turn=3,
            via=result.via,
            meta=result.meta,
        )
        made = _step_of(result, raw, 3)
        assert made == expected and made.__dict__.keys() == expected.__dict__.keys()
        assert made.output == result.output
    assert [f.name for f in dataclasses.fields(TraceStep)] == [
        "name",
        "raw_arguments",
        "arguments",
        "ok",
        "output",
        "error",
        "error_kind",
        "writes",
        "turn",
        "via",
        "meta",
    ]  # a new field must be set in _step_of too
