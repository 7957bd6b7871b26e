"""What a trainer's completion says: its final reply and its tool calls, in OpenAI form.

Shared by the TRL and verl integrations. A completion is either a list of chat messages (TRL)
or the decoded text of a rollout with Hermes/Qwen ``<tool_call>{...}</tool_call>`` blocks
(verl's ``solution_str``).
"""

from __future__ import annotations

import json
import re
from typing import Any

from avabench.env import message_text

_TOOL_CALL = re.compile(r"<tool_call>\s*(.*?)\s*</tool_call>", re.S)
_THINK = re.compile(r"<think>.*?</think>", re.S)
_BLOCK_END = re.compile(r"</tool_call>|</tool_response>")


def drop_think(text: str) -> str:
    """``text`` without its ``<think>…</think>`` blocks, stripped."""
    return _THINK.sub("", text).strip()


def final_reply(completion: Any) -> str:
    """The final answer in a completion: a list of messages or decoded text.

    Args:
        completion: A list of OpenAI-format messages, or the decoded text of a rollout.

    Returns:
        The last assistant message's text when it makes no tool call (else ``""``); for text,
        what follows the last ``</tool_call>`` or ``</tool_response>``. ``<think>`` blocks and a
        leading ``assistant``/``model`` role line are dropped.
    """
    if isinstance(completion, list):
        for msg in reversed(completion):
            if isinstance(msg, dict) and msg.get("role") == "assistant":
                if msg.get("tool_calls"):
                    return ""
                return drop_think(message_text(msg.get("content")))
        return ""
    text = completion if isinstance(completion, str) else ""
    ends = list(_BLOCK_END.finditer(text))
    tail = drop_think(text[ends[-1].end() :] if ends else text)
    return re.sub(r"^(assistant|model)\s*\n", "", tail).strip()


def without_think(messages: list[Any]) -> list[Any]:
    """A copy of ``messages`` whose assistant texts have their ``<think>`` blocks dropped."""
    out = []
    for msg in messages:
        if isinstance(msg, dict) and msg.get("role") == "assistant" and msg.get("content"):
            msg = {**msg, "content": drop_think(message_text(msg["content"]))}
        out.append(msg)
    return out


def openai_call(index: int, name: str, arguments: Any) -> dict[str, Any]:
    """One OpenAI ``tool_calls`` entry (arguments as JSON text)."""
    return {
        "id": f"call_{index}",
        "type": "function",
        "function": {
            "name": name,
            "arguments": arguments
            if isinstance(arguments, str)
            else json.dumps(arguments, ensure_ascii=False),
        },
    }


def parse_text_transcript(text: str) -> list[dict[str, Any]]:
    """OpenAI-format assistant messages from decoded text with ``<tool_call>`` JSON blocks.

    Args:
        text: Decoded rollout text.

    Returns:
        One assistant message with every call found (when there is one), then the final reply.
        A block that is not a JSON object becomes a call with no name, replayed as invalid.
    """
    calls = []
    for i, m in enumerate(_TOOL_CALL.finditer(text)):
        try:
            obj = json.loads(m.group(1))
        except json.JSONDecodeError:
            obj = None
        if not isinstance(obj, dict):
            obj = {"name": "", "arguments": m.group(1)}
        calls.append(
            openai_call(
                i, str(obj.get("name", "")), obj.get("arguments", obj.get("parameters", {}))
            )
        )
    out: list[dict[str, Any]] = (
        [{"role": "assistant", "content": None, "tool_calls": calls}] if calls else []
    )
    out.append({"role": "assistant", "content": final_reply(text)})
    return out
