"""Reference agents that need no model: oracle, null and anti-oracle scripts.

They go through the same episode loop as a model: each script call is one assistant turn, the
final reply is the last turn; a multi-turn script answers each scripted follow-up with its next
turn (``Script.then``). ``"$i.path"`` references are resolved from the tool results the
loop fed back.
"""

from __future__ import annotations

import json
from typing import Any

from avabench.agents.base import AssistantTurn, ToolCallRequest
from avabench.task import Script, resolve_refs


class ScriptedPolicy:
    """Plays a :class:`~avabench.task.Script`."""

    def __init__(self, script: Script, name: str = "scripted") -> None:
        self.script = script
        self.name = name
        # each tool message's content parsed once: {id(text): (text, value)}
        self._parsed: dict[int, tuple[Any, Any]] = {}

    def _output(self, content: Any) -> Any:
        hit = self._parsed.get(id(content))
        if hit is not None and hit[0] is content:
            return hit[1]
        value = _parse(content)
        self._parsed[id(content)] = (content, value)  # the text is kept: its id stays its own
        return value

    async def next_turn(
        self, messages: list[dict[str, Any]], tools: list[dict[str, Any]]
    ) -> AssistantTurn:
        outputs = [self._output(m.get("content")) for m in messages if m.get("role") == "tool"]
        users = [i for i, m in enumerate(messages) if m.get("role") == "user"]
        turns = [self.script, *self.script.then]  # one per user message (request, follow-ups)
        k = max(0, len(users) - 1)
        if k >= len(turns):  # a follow-up the script has no answer for
            return AssistantTurn(content="", finish_reason="stop")
        turn = turns[k]
        since = messages[users[-1] + 1 :] if users else messages
        step = sum(1 for m in since if m.get("role") == "tool")
        if step < len(turn.calls):
            c = turn.calls[step]
            args = resolve_refs(c.arguments, outputs)
            call_id = f"call_{len(outputs)}"
            return AssistantTurn(
                tool_calls=[ToolCallRequest(call_id, c.name, json.dumps(args, ensure_ascii=False))],
                finish_reason="tool_calls",
            )
        return AssistantTurn(content=turn.reply, finish_reason="stop")

    async def aclose(self) -> None:
        return None


def _parse(content: Any) -> Any:
    try:
        return json.loads(content) if isinstance(content, str) else content
    except json.JSONDecodeError:
        return content
