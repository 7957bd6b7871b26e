"""Results keep the whole conversation; the results format has a JSON Schema."""

from __future__ import annotations

from avabench import asyncrun
from avabench.agents.base import AssistantTurn, ToolCallRequest
from avabench.agents.protocol import reasoning_of
from avabench.agents.scripted import ScriptedPolicy
from avabench.loader import load_suite
from avabench.results import RunResult, TaskResult
from avabench.runner import run_episode

SUITE = load_suite("fixtures.pack_good", include_builtin=False)
TASK = SUITE.by_id()["fixture.annual_leave"]


def test_the_whole_conversation_is_stored():
    r = asyncrun.run(run_episode(TASK, ScriptedPolicy(SUITE.oracles[TASK.id], "oracle")))
    roles = [m.role for m in r.messages]
    assert roles[:2] == ["system", "user"]
    assert r.messages[1].content == TASK.prompt
    assert "Minh Long" in (r.messages[0].content or "")
    assistant_calls = [c for m in r.messages if m.role == "assistant" for c in m.tool_calls]
    assert [c.name for c in assistant_calls] == [t.name for t in r.trace]
    tool_msgs = [m for m in r.messages if m.role == "tool"]
    assert [m.tool_call_id for m in tool_msgs] == [c.id for c in assistant_calls]
    assert r.messages[-1].role == "assistant" and r.messages[-1].content == r.reply
    back = TaskResult.model_validate_json(r.model_dump_json())
    assert back.messages == r.messages


class _Thinker:
    name = "thinker"

    def __init__(self) -> None:
        self.n = 0

    async def next_turn(self, messages, tools):
        self.n += 1
        if self.n == 1:
            return AssistantTurn(
                content="Để em xem số ngày phép.",
                tool_calls=[ToolCallRequest("c1", "timesheet_get_leave_balance", "{}")],
                reasoning="check the balance first (key sk-secret-123)",
            )
        return AssistantTurn(content="Bạn còn 3 ngày phép.", reasoning="answer")

    async def aclose(self):
        return None


def test_text_between_tool_calls_and_reasoning_are_kept_and_the_key_is_not():
    r = asyncrun.run(run_episode(TASK, _Thinker(), secret="sk-secret-123"))
    first = r.messages[2]
    assert first.content == "Để em xem số ngày phép."
    assert first.reasoning == "check the balance first (key ***)"
    assert "sk-secret-123" not in r.model_dump_json()
    assert r.messages[-1].reasoning == "answer"


def test_reasoning_of_reads_the_usual_fields():
    assert reasoning_of({"role": "assistant", "content": "x", "reasoning_content": "t"}) == "t"
    assert reasoning_of({"role": "assistant", "content": "x", "reasoning": "r"}) == "r"
    assert reasoning_of({"role": "assistant", "content": "x"}) is None
    assert reasoning_of({"role": "assistant", "reasoning": ["not", "text"]}) is None


def test_json_schema_covers_messages():
    doc = RunResult.model_json_schema()
    assert "Message" in doc["$defs"] and "messages" in doc["$defs"]["TaskResult"]["properties"]
    assert doc["$defs"]["Message"]["properties"]["role"]["enum"] == [
        "system",
        "user",
        "assistant",
        "tool",
    ]


def test_stored_conversation_rescores_as_a_transcript():
    from avabench.env import score_transcript

    r = asyncrun.run(run_episode(TASK, ScriptedPolicy(SUITE.oracles[TASK.id], "oracle")))
    s = score_transcript(TASK, [m.openai() for m in r.messages], suite=SUITE)
    assert (s.partial_credit, s.task_completed_correctly) == (r.partial_credit, 1)


def test_docs_name_every_field_of_the_results_models():
    from pathlib import Path

    from avabench.results import Bucket, Message, RunSettings, Summary

    doc = (Path(__file__).resolve().parents[1] / "docs" / "results.md").read_text("utf-8")
    for model in (RunResult, RunSettings, Summary, Bucket, TaskResult, Message):
        for name in model.model_fields:
            assert f"`{name}`" in doc, f"docs/results.md does not describe {model.__name__}.{name}"
