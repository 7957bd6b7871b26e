"""What the model is shown: ``--toolset full|role|discover`` (issue 19).

* ``full`` (the default): all 83 tools, sorted by name, as every published run so far.
* ``role``: the tools of the session's role. A **shopper** session (the shop's sales bot chatting
  with a customer) gets the shop's tools: the sales tools and the shop's policy look-up
  (``ToolSpec.shopper``; every other tool refuses in that session anyway, so ``role`` shows
  exactly the tools that can work). An **employee** session gets every company-side tool plus
  the sales tools that only read (catalogue search and product details, order search and
  details, the shipping-fee estimate): staff may look up the shop's catalogue or an order, but
  the checkout actions (draft, create, confirm, edit or cancel an order, payment QR, hand-off to
  a human) are the shop bot's work with a customer, never an office assistant's. A tool outside
  the role is refused as unknown (``unknown_tool``) and changes nothing.
* ``discover``: two meta-tools, ``search_tools(query, limit)`` over the index of
  :mod:`avabench.tool_search` (names, one-line descriptions and the full definitions of the best
  matches) and ``call_tool(name, arguments)``, which runs a catalogue tool (any of the 83; the
  session's permissions still apply). A catalogue tool called directly by name is refused with
  a hint to use ``call_tool``. The trace records the **underlying** call (the real tool name and
  its own arguments, marked ``via="call_tool"``), so the grader, the trajectory metrics and
  ``rescore`` see the same calls as in ``full``; searches are in the trace as ``meta`` entries
  that every metric leaves out.

The tool definitions of a toolset (and session kind) are built once per process, in a fixed
order, so every request of every run sends byte-identical JSON and endpoint prompt caches hit
(:func:`definitions`, :func:`definition_bytes`).
"""

from __future__ import annotations

import json
from functools import cache
from typing import Any, Literal

from avabench import tokens as _tokens
from avabench.errors import InvalidArguments
from avabench.task import Script, Task, ToolCall
from avabench.tool_search import FINDABLE_TOP, catalogue_index, task_query
from avabench.tools.registry import describe, registry
from avabench.world import UserKind, WorldState

Toolset = Literal["full", "role", "discover"]
TOOLSETS: tuple[str, ...] = ("full", "role", "discover")
SEARCH, CALL = "search_tools", "call_tool"
META_TOOLS: tuple[str, ...] = (SEARCH, CALL)
#: ``search_tools`` returns at most this many tools.
MAX_LIMIT = 10


def check_toolset(toolset: str) -> str:
    """``toolset`` if it is one of :data:`TOOLSETS`; ValueError otherwise."""
    if toolset not in TOOLSETS:
        raise ValueError(f"toolset must be one of {', '.join(TOOLSETS)}, not {toolset!r}")
    return toolset


# -- the meta-tools (their definitions come from these signatures and docstrings) ------------


def search_tools(world: WorldState, query: str, limit: int = 5) -> dict[str, Any]:
    """Tìm công cụ trong danh mục công cụ của AVA theo việc cần làm; trả về tên, mô tả một dòng và định nghĩa đầy đủ (tham số) của các công cụ khớp nhất, khớp nhất trước.

    Tìm không phân biệt dấu. Sau đó gọi công cụ đã chọn bằng call_tool.

    Args:
        query: Việc cần làm bằng lời tự nhiên, có dấu hoặc không dấu, ví dụ "tạo đơn xin nghỉ phép", "gửi email cho khách hàng" hoặc tên công cụ.
        limit: Số công cụ tối đa trả về (1–10).
    """
    if not query.strip():
        raise InvalidArguments("query không được để trống: mô tả việc cần làm.")
    if not 1 <= limit <= MAX_LIMIT:
        raise InvalidArguments(f"limit phải trong khoảng 1–{MAX_LIMIT}.")
    reg = registry()
    hits = catalogue_index().search(query, limit)
    out: dict[str, Any] = {
        "tools": [
            {
                "name": h.name,
                "description": reg[h.name].description.splitlines()[0],
                "definition": reg[h.name].schema["function"],
            }
            for h in hits
        ]
    }
    if not hits:
        out["hint"] = "Không có công cụ nào khớp; thử từ khoá khác (ví dụ động từ + đối tượng)."
    return out


def call_tool(world: WorldState, name: str, arguments: dict[str, Any] | None = None) -> Any:
    """Gọi một công cụ trong danh mục theo tên (tìm bằng search_tools trước) và trả về đúng kết quả của công cụ đó.

    Args:
        name: Tên công cụ, đúng như search_tools trả về, ví dụ "timesheet_create_leave_request".
        arguments: Tham số của công cụ đó, một đối tượng JSON theo định nghĩa của nó, ví dụ {"request_id": "DN-2026-0012"}; {} nếu công cụ không có tham số.
    """
    raise NotImplementedError("call_tool is run by the episode (avabench.env.Episode.step)")


@cache
def meta_spec(name: str) -> tuple[Any, dict[str, Any]]:
    """(arguments model, OpenAI definition) of a meta-tool."""
    fn = {SEARCH: search_tools, CALL: call_tool}[name]
    _, model, schema = describe(fn)
    return model, schema


# -- roles ---------------------------------------------------------------------------------


def in_role(name: str, kind: UserKind) -> bool:
    """Is tool ``name`` one of the tools of a ``kind`` session (``role`` toolset)?"""
    spec = registry().get(name)
    if spec is None:
        return False
    if kind == UserKind.SHOPPER:
        return spec.shopper
    return spec.subsystem != "sales" or not spec.writes


def role_tools(kind: UserKind) -> list[str]:
    """The tool names of a ``kind`` session, sorted."""
    return [n for n in sorted(registry()) if in_role(n, kind)]


def shown(toolset: str, kind: UserKind, name: str) -> bool:
    """May a model in this toolset and session call ``name`` directly?"""
    if toolset == "discover":
        return name in META_TOOLS
    if toolset == "role":
        return in_role(name, kind)
    return True


# -- the request's tool JSON -----------------------------------------------------------------

_DEFINITIONS: dict[tuple[str, UserKind, int], list[dict[str, Any]]] = {}


def definitions(toolset: str, kind: UserKind = UserKind.EMPLOYEE) -> list[dict[str, Any]]:
    """The tool definitions of a request, built once per (toolset, session kind); read-only.

    ``full`` and ``discover`` do not depend on the session kind.
    """
    check_toolset(toolset)
    if toolset != "role":
        kind = UserKind.EMPLOYEE
    reg = registry()
    key = (toolset, kind, len(reg))  # rebuilt if a tool was registered since
    hit = _DEFINITIONS.get(key)
    if hit is None:
        if toolset == "discover":
            hit = [meta_spec(n)[1] for n in META_TOOLS]
        else:
            names = sorted(reg) if toolset == "full" else role_tools(kind)
            hit = [reg[n].schema for n in names]
        _DEFINITIONS[key] = hit
    return hit


def definitions_json(toolset: str, kind: UserKind = UserKind.EMPLOYEE) -> str:
    """The definitions as compact JSON text (UTF-8, no ASCII escapes), as they are measured."""
    return json.dumps(definitions(toolset, kind), ensure_ascii=False, separators=(",", ":"))


_BYTES: dict[int, tuple[list[dict[str, Any]], int]] = {}


def definition_bytes(toolset: str, kind: UserKind = UserKind.EMPLOYEE) -> int:
    """Bytes of the tool definitions one request carries (compact UTF-8 JSON).

    Counted once per definitions list (every episode stores it; encoding 93 kB costs ~1 ms).
    """
    defs = definitions(toolset, kind)
    hit = _BYTES.get(id(defs))
    if hit is None or hit[0] is not defs:
        hit = (defs, len(definitions_json(toolset, kind).encode("utf-8")))
        _BYTES[id(defs)] = hit
    return hit[1]


# -- reference scripts under discover ----------------------------------------------------------


def task_text(task: Task) -> str:
    """The text a task's queries are built from: the request, then the scripted follow-ups."""
    return " ".join([task.prompt, *task.followups])


def discover_script(script: Script, task: Task) -> Script:
    """The same solution played through the meta-tools, as a careful agent would.

    Before the first call of a tool that no earlier search of this episode returned, the agent
    searches with the tool's task query (:func:`avabench.tool_search.task_query`, limit
    :data:`~avabench.tool_search.FINDABLE_TOP`); then every call goes through ``call_tool``.
    ``"$i.path"`` references are renumbered to the new positions of the calls they name (a
    ``call_tool`` result is the tool's own result, so the paths stay).
    """
    index = catalogue_index()
    text = task_text(task)
    found: set[str] = set()
    new_index: dict[int, int] = {}
    position = old = 0

    def convert(turn: Script) -> Script:
        nonlocal position, old
        calls: list[ToolCall] = []
        for c in turn.calls:
            if c.name not in found and c.name in registry():
                query = task_query(text, c.name, index)
                found.update(h.name for h in index.search(query, FINDABLE_TOP))
                calls.append(
                    ToolCall(name=SEARCH, arguments={"query": query, "limit": FINDABLE_TOP})
                )
                position += 1
            args = _renumber(c.arguments, new_index)
            calls.append(ToolCall(name=CALL, arguments={"name": c.name, "arguments": args}))
            new_index[old] = position
            position += 1
            old += 1
        return turn.model_copy(update={"calls": calls, "then": []})

    first = convert(script)
    later = [convert(t) for t in script.then]
    return first.model_copy(update={"then": later})


def _renumber(value: Any, new_index: dict[int, int]) -> Any:
    """``"$i.path"`` → ``"$j.path"`` with ``j = new_index[i]``, inside any JSON value."""
    from avabench.task import _REF

    if isinstance(value, str):
        m = _REF.match(value)
        if m and int(m.group(1)) in new_index:
            return f"${new_index[int(m.group(1))]}{m.group(2)}"
        return value
    if isinstance(value, list):
        return [_renumber(v, new_index) for v in value]
    if isinstance(value, dict):
        return {k: _renumber(v, new_index) for k, v in value.items()}
    return value


def for_toolset(script: Script, task: Task, toolset: str) -> Script:
    """A reference script as it is played under ``toolset`` (only ``discover`` changes it)."""
    return discover_script(script, task) if toolset == "discover" else script


# -- the token bill ----------------------------------------------------------------------------

#: Bytes per token of the estimate when no tokenizer is installed (Vietnamese JSON text).
BYTES_PER_TOKEN = _tokens.BYTES_PER_TOKEN


def count_tokens(text: str) -> tuple[int, str]:
    """(tokens, method): a shipped tokenizer's count, else bytes/3.5 (:mod:`avabench.tokens`)."""
    return _tokens.count_tokens(text)


def definition_tokens(toolset: str, kind: UserKind = UserKind.EMPLOYEE) -> tuple[int, str]:
    """(tokens, method) of the tool definitions one request carries."""
    return _tokens.count_tokens(definitions_json(toolset, kind))


def definition_cost(toolset: str, kind: UserKind = UserKind.EMPLOYEE) -> dict[str, Any]:
    """What one request's tool definitions cost: tools, bytes (UTF-8 and ASCII-escaped), tokens."""
    text = definitions_json(toolset, kind)
    tokens, method = count_tokens(text)
    ascii_text = json.dumps(definitions(toolset, kind), separators=(",", ":"))
    return {
        "tools": len(definitions(toolset, kind)),
        "bytes": len(text.encode("utf-8")),
        "ascii_escaped_bytes": len(ascii_text),
        "tokens_approx": tokens,
        "token_method": method,
        "tokens_exact": not _tokens.is_estimate(method),
    }


def definition_costs(tasks: list[Task]) -> dict[str, Any]:
    """:func:`definition_cost` of every toolset (``role`` per session kind), and the mean bytes
    per request over ``tasks`` (a ``role`` request carries its task's session kind)."""
    out: dict[str, Any] = {"full": definition_cost("full"), "discover": definition_cost("discover")}
    out["role"] = {k.value: definition_cost("role", k) for k in UserKind}
    for name in TOOLSETS:
        sizes = [definition_bytes(name, t.world.context.user_kind) for t in tasks]
        mean = sum(sizes) / len(sizes) if sizes else 0.0
        out[name]["mean_bytes_per_task"] = round(mean)
    return out
