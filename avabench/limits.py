"""Per-episode caps on what a model may send, and the check every tool call passes first.

A model's output is data, whatever it holds. Before a tool call runs, :func:`vet_call` refuses
(as an ``invalid_arguments`` tool error the model sees, so it can resend) a tool name or
arguments that hold unencodable text (lone surrogates), arguments longer than
``max_argument_chars`` or nested deeper than ``max_argument_depth``. Nothing refused reaches a
tool, so world records never hold such text, and stored traces always load again.

The caps per episode (each recorded in the task result's ``limits_hit`` when hit):

======================  =======  ===============================================================
cap                     default  when hit
======================  =======  ===============================================================
max_tool_calls          200      calls past it are refused; the episode ends after that turn
                                 (``stopped_by="tool_limit"``) and is scored; every call the
                                 model sent counts, refused ones too (the trace stays bounded)
max_calls_per_turn      32       calls past it in one turn are refused with a tool error
max_reply_chars         20000    the final reply is cut to this length before scoring; longer
                                 assistant text sent with tool calls is cut when sent back
max_argument_chars      65536    the call is refused; the stored raw arguments are cut
max_argument_depth      32       the call is refused
episode_timeout         1800 s   the episode is cancelled and marked invalid (infrastructure)
======================  =======  ===============================================================

:func:`vet_call` and the per-turn/total rules are pure functions of the trace, so ``rescore``
replays them exactly.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from avabench.errors import InvalidArguments, ToolError
from avabench.safety import has_surrogates

#: The stored raw arguments of a refused over-long call keep this many characters.
STORED_RAW_CHARS = 2000


class LimitReached(ToolError):
    """A per-turn or per-episode cap refused the call (it did not run)."""

    kind = "limit"


@dataclass(frozen=True)
class Limits:
    """The per-episode caps (see the module docstring)."""

    max_tool_calls: int = 200
    max_calls_per_turn: int = 32
    max_reply_chars: int = 20_000
    max_argument_chars: int = 65_536
    max_argument_depth: int = 32
    episode_timeout: float = 1800.0


def json_depth(value: Any, limit: int) -> int:
    """Nesting depth of a JSON-like value (a scalar is 0); counting stops past ``limit``."""
    depth, level = 0, [value]
    while depth <= limit:
        containers = [v for v in level if isinstance(v, dict | list)]
        if not containers:
            break
        depth += 1
        level = [c for v in containers for c in (v.values() if isinstance(v, dict) else v)]
    return depth


def _strings(value: Any) -> Any:
    stack = [value]
    while stack:
        v = stack.pop()
        if isinstance(v, str):
            yield v
        elif isinstance(v, dict):
            stack.extend(v.keys())
            stack.extend(v.values())
        elif isinstance(v, list):
            stack.extend(v)


def vet_call(name: str, raw: str | dict[str, Any] | None, limits: Limits) -> dict[str, Any]:
    """The arguments of a tool call as a dict, or :class:`InvalidArguments` saying why not.

    Raises:
        InvalidArguments: unencodable text, too long, too deep, not JSON or not an object.
    """
    if has_surrogates(name):
        raise InvalidArguments("Tên công cụ chứa ký tự không hợp lệ (surrogate đơn lẻ).")
    if raw is None or raw == "":
        return {}
    text = raw if isinstance(raw, str) else None
    if text is None:
        if not isinstance(raw, dict):
            raise InvalidArguments("Tham số phải là một đối tượng JSON.")
        value: Any = raw
        size = len(json.dumps(raw, ensure_ascii=False, default=str))
    else:
        size = len(text)
    if size > limits.max_argument_chars:
        raise InvalidArguments(
            f"Tham số quá dài ({size} ký tự; tối đa {limits.max_argument_chars}). Hãy gửi ngắn hơn."
        )
    if text is not None:
        if has_surrogates(text):
            raise InvalidArguments("Tham số chứa ký tự không hợp lệ (surrogate đơn lẻ).")
        try:
            value = json.loads(text)
        except RecursionError:
            raise InvalidArguments(
                f"Tham số lồng nhau quá sâu (tối đa {limits.max_argument_depth} cấp)."
            ) from None
        except json.JSONDecodeError as exc:
            raise InvalidArguments(
                f"Tham số không phải JSON hợp lệ ({exc}). Hãy gửi lại."
            ) from None
    if not isinstance(value, dict):
        raise InvalidArguments('Tham số phải là một đối tượng JSON, ví dụ {"ten": "giá trị"}.')
    if json_depth(value, limits.max_argument_depth) > limits.max_argument_depth:
        raise InvalidArguments(
            f"Tham số lồng nhau quá sâu (tối đa {limits.max_argument_depth} cấp)."
        )
    if any(has_surrogates(s) for s in _strings(value)):
        raise InvalidArguments("Tham số chứa ký tự không hợp lệ (surrogate đơn lẻ).")
    return value


def call_cap(position_in_turn: int, position_in_episode: int, limits: Limits) -> str | None:
    """Which cap refuses a call at these 0-based positions (``None``: it may run)."""
    if position_in_episode >= limits.max_tool_calls:
        return "tool_calls_total"
    if position_in_turn >= limits.max_calls_per_turn:
        return "tool_calls_per_turn"
    return None


def cap_message(cap: str, limits: Limits) -> str:
    """The tool error the model sees for a refused call."""
    if cap == "tool_calls_total":
        return (
            f"Đã đạt giới hạn {limits.max_tool_calls} lần gọi công cụ trong một phiên; "
            "lệnh này không được thực hiện."
        )
    return (
        f"Quá nhiều lệnh gọi công cụ trong một lượt (tối đa {limits.max_calls_per_turn}); "
        "lệnh này không được thực hiện. Hãy gửi ít lệnh hơn mỗi lượt."
    )
