"""The in-process episode API gives the same scores as the selftest's scripted runs."""

from __future__ import annotations

import pickle

from avabench.env import Episode, score_transcript
from avabench.loader import load_suite

SUITE = load_suite("fixtures.pack_good", include_builtin=False)


def test_reset_gives_messages_and_tools():
    ep = Episode.reset("fixture.annual_leave", suite=SUITE)
    assert ep.messages[0]["role"] == "system" and "16/04/2026" in ep.messages[0]["content"]
    assert ep.messages[1] == {"role": "user", "content": SUITE.by_id()["fixture.annual_leave"].prompt}
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
        messages.append({"role": "assistant", "content": None, "tool_calls": [
            {"id": f"c{i}", "type": "function",
             "function": {"name": c.name, "arguments": __import__("json").dumps(c.arguments)}}
        ]})
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
