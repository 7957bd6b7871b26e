"""Reference agents that need no model: oracle, null and anti-oracle scripts.

They go through the same episode loop as a model: each script call is one assistant turn, the
final reply is the last turn. ``"$i.path"`` references are resolved from the tool results the
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

    async def next_turn(
        self, messages: list[dict[str, Any]], tools: list[dict[str, Any]]
    ) -> AssistantTurn:
        outputs = [_parse(m.get("content")) for m in messages if m.get("role") == "tool"]
        step = len(outputs)
        if step < len(self.script.calls):
            c = self.script.calls[step]
            args = resolve_refs(c.arguments, outputs)
            return AssistantTurn(
                tool_calls=[
                    ToolCallRequest(f"call_{step}", c.name, json.dumps(args, ensure_ascii=False))
                ],
                finish_reason="tool_calls",
            )
        return AssistantTurn(content=self.script.reply, finish_reason="stop")

    async def aclose(self) -> None:
        return None


def _parse(content: Any) -> Any:
    try:
        return json.loads(content) if isinstance(content, str) else content
    except json.JSONDecodeError:
        return content
