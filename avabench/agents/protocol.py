"""Reading a chat-completions answer as data: every body ends as a turn or an InfraError.

An endpoint's answer is parsed from raw JSON, never trusted to a schema. What a real model
server may legitimately send is accepted (the model's format quirks are not its failure):

* tool-call ``arguments`` as a JSON object instead of a string (re-encoded as JSON text);
* ``content`` as a list of content parts (their text is joined), or a number (as text);
* ``usage`` fields that are floats, numeric strings, null, negative or missing (→ integers ≥ 0);
* the legacy ``function_call`` instead of ``tool_calls``.

What no turn can be read from is a protocol error (:class:`InfraError`, the episode is
invalid): a body that is not JSON or not an object, ``choices`` missing or empty, a choice or
``message`` that is null or not an object.
"""

from __future__ import annotations

import json
import math
import re
from typing import Any

from avabench.agents.base import AssistantTurn, InfraError, ToolCallRequest
from avabench.env import message_text
from avabench.results import Usage

#: Words of a 400 answer that mean "the conversation is longer than the model's context".
CONTEXT_OVERFLOW = re.compile(
    r"context[ _-]?length|context[ _-]?window|maximum context|too many tokens|prompt is too long"
    r"|reduce the length|input is too long|exceeds? the model",
    re.IGNORECASE,
)


def _preview(body: bytes) -> str:
    text = body[:120].decode("utf-8", "replace")
    return repr(text) + ("…" if len(body) > 120 else "")


def parse_body(body: bytes) -> AssistantTurn:
    """The assistant turn in a 200 answer's body, or :class:`InfraError` saying what is wrong."""
    try:
        data = json.loads(body)
    except (ValueError, RecursionError):
        raise InfraError(
            f"protocol error: the response body is not JSON ({len(body)} bytes: {_preview(body)})"
        ) from None
    return parse_completion(data)


def parse_completion(data: Any) -> AssistantTurn:
    """The assistant turn of a decoded chat-completion object."""
    if not isinstance(data, dict):
        raise InfraError(f"protocol error: the response is a JSON {type(data).__name__}")
    choices = data.get("choices")
    if not choices:
        err = data.get("error")
        if isinstance(err, dict | str):
            msg = err.get("message", err) if isinstance(err, dict) else err
            raise InfraError(f"the endpoint answered with an error: {str(msg)[:300]}")
        raise InfraError("the endpoint returned no choices")
    if not isinstance(choices, list) or not isinstance(choices[0], dict):
        raise InfraError("protocol error: choices is not a list of objects")
    choice = choices[0]
    msg = choice.get("message")
    if msg is None:
        raise InfraError("protocol error: the choice's message is null")
    if not isinstance(msg, dict):
        raise InfraError(f"protocol error: the choice's message is a {type(msg).__name__}")
    content = msg.get("content")
    text = None if content is None else message_text(content)
    finish = choice.get("finish_reason")
    return AssistantTurn(
        content=text,
        tool_calls=_tool_calls(msg),
        finish_reason=finish if isinstance(finish, str) else None,
        usage=usage_of(data.get("usage")),
        reasoning=reasoning_of(msg),
    )


def reasoning_of(msg: dict[str, Any]) -> str | None:
    """Reasoning text of a message (``reasoning_content`` or ``reasoning``), if returned."""
    for key in ("reasoning_content", "reasoning"):
        value = msg.get(key)
        if isinstance(value, str) and value:
            return value
    return None


def _tool_calls(msg: dict[str, Any]) -> list[ToolCallRequest]:
    raw = msg.get("tool_calls")
    if not raw and isinstance(msg.get("function_call"), dict):
        raw = [{"function": msg["function_call"]}]
    if isinstance(raw, dict):
        raw = [raw]
    if not isinstance(raw, list):
        return []
    calls = []
    for i, tc in enumerate(raw):
        if not isinstance(tc, dict):
            continue
        fn = tc.get("function")
        fn = fn if isinstance(fn, dict) else {}
        name = fn.get("name")
        call_id = tc.get("id")
        calls.append(
            ToolCallRequest(
                id=call_id if isinstance(call_id, str) and call_id else f"call_{i}",
                name=name if isinstance(name, str) else ("" if name is None else json.dumps(name)),
                arguments=_arguments(fn.get("arguments")),
            )
        )
    return calls


def _arguments(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, str):
        return value
    try:
        return json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError, RecursionError):
        return str(value)


def _count(value: Any) -> int:
    """A token count from whatever the endpoint sent (never negative, never an error)."""
    if isinstance(value, bool) or value is None:
        return 0
    if isinstance(value, int):
        return max(0, value)
    if isinstance(value, float):
        return max(0, int(value)) if math.isfinite(value) else 0
    if isinstance(value, str):
        try:
            number = float(value.strip())
        except ValueError:
            return 0
        return max(0, int(number)) if math.isfinite(number) else 0
    return 0


def usage_of(u: Any) -> Usage:
    """Token usage of one response (missing or odd fields count as 0)."""
    if not isinstance(u, dict):
        return Usage(requests=1)
    cdet = u.get("completion_tokens_details")
    pdet = u.get("prompt_tokens_details")
    return Usage(
        requests=1,
        prompt_tokens=_count(u.get("prompt_tokens")),
        completion_tokens=_count(u.get("completion_tokens")),
        reasoning_tokens=_count(cdet.get("reasoning_tokens")) if isinstance(cdet, dict) else 0,
        cached_tokens=_count(pdet.get("cached_tokens")) if isinstance(pdet, dict) else 0,
    )


def is_context_overflow(status: int, body: Any, message: str) -> bool:
    """Whether an error answer says the conversation exceeds the model's context."""
    if status not in (400, 413, 422):
        return False
    err = body.get("error", body) if isinstance(body, dict) else None
    code = str(err.get("code") or "") if isinstance(err, dict) else ""
    return code == "context_length_exceeded" or bool(CONTEXT_OVERFLOW.search(message))
