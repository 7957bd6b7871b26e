"""The tool registry: declare a tool once, get its OpenAI schema and a safe dispatcher.

A tool is a plain function whose first parameter is the :class:`~avabench.world.WorldState`::

    @tool(writes=True)
    def timesheet_cancel_leave_request(world: WorldState, request_id: str, reason: str) -> dict:
        \"\"\"Huỷ một đơn xin nghỉ đang chờ duyệt.

        Args:
            request_id: Mã đơn nghỉ, ví dụ "DN-2026-0012".
            reason: Lý do huỷ.
        \"\"\"

* The subsystem is the module (or package) that declares the tool (``avabench.tools.hr`` →
  ``hr``, ``avabench.tools.sales.orders`` → ``sales``); ``writes`` must be given explicitly.
* Session permissions: a tool knows which kind of user it serves. In a shopper session (the
  shop's sales bot talking to a customer) only the shop's tools work — the sales tools and those
  declared ``@tool(..., shopper=True)`` (the shop's policy look-up); every company-side tool
  refuses with a clear :class:`~avabench.errors.Refused`. In an employee session every tool
  works, under its own role rules (approver, owner, requester).
* The OpenAI function schema is generated from the signature and the Google-style docstring;
  registration fails when a parameter has no description, so no schema is ever hand-written.
* :func:`call_tool` validates the arguments (JSON text or a dict), runs the tool and turns every
  model mistake into a :class:`~avabench.errors.ToolError` result. A write tool that fails is
  rolled back, so a failed call changes nothing. Any other exception is a harness bug and
  propagates.
"""

from __future__ import annotations

import inspect
import json
import re
import typing
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError, create_model

from avabench.errors import InvalidArguments, Refused, ToolError, UnknownTool
from avabench.tools.output import CopiedOnRead, as_output, output_of
from avabench.world.state import SUBSYSTEMS, UserKind, WorldState

_object_setattr = object.__setattr__

#: Names that RL trainers reserve for environment methods; no tool may use them.
RESERVED_NAMES = frozenset({"reset", "step", "state", "close", "verify", "score", "finish"})


@dataclass(frozen=True)
class ToolSpec:
    """Everything known about one tool."""

    name: str
    subsystem: str
    writes: bool
    fn: Callable[..., Any]
    description: str
    args_model: type[BaseModel]
    schema: dict[str, Any]  # the OpenAI tool definition {"type": "function", "function": {...}}
    shopper: bool = False  # serves a shopper session too (the shop's tools)


@dataclass(frozen=True, init=False)
class ToolResult:
    """The outcome of one call: a JSON-able ``output`` or an ``error`` message.

    ``output`` is copied to plain JSON types on its first read (:mod:`avabench.tools.output`);
    :meth:`content` writes the text without the copy.
    """

    name: str
    ok: bool
    output: Any = None
    error: str | None = None
    error_kind: str | None = None
    writes: bool = False
    arguments: dict[str, Any] | None = None
    #: ``"call_tool"`` when the model reached the tool through that meta-tool (``discover``).
    via: str | None = None
    #: A meta-tool call that reached no catalogue tool (``search_tools``, a malformed call_tool).
    meta: bool = False
    #: Through ``call_tool``: the tool's own arguments as the model sent them (JSON text).
    inner_raw: str | None = None

    def __init__(  # the dataclass's own, less its ten frozen-instance setattr calls per step
        self,
        name: str,
        ok: bool,
        output: Any = None,
        error: str | None = None,
        error_kind: str | None = None,
        writes: bool = False,
        arguments: dict[str, Any] | None = None,
        via: str | None = None,
        meta: bool = False,
        inner_raw: str | None = None,
    ) -> None:
        _object_setattr(
            self,
            "__dict__",
            {
                "name": name,
                "ok": ok,
                "_output": as_output(output),
                "error": error,
                "error_kind": error_kind,
                "writes": writes,
                "arguments": arguments,
                "via": via,
                "meta": meta,
                "inner_raw": inner_raw,
            },
        )

    def content(self) -> str:
        """The text the model sees as the tool message."""
        if self.ok:
            return output_of(self).text()
        return json.dumps({"error": self.error, "error_type": self.error_kind}, ensure_ascii=False)

    def replaced(self, **changes: Any) -> ToolResult:
        """``dataclasses.replace(self, **changes)`` sharing this result's (uncopied) output."""
        new = object.__new__(ToolResult)
        _object_setattr(new, "__dict__", {**self.__dict__, **changes})
        return new


ToolResult.output = CopiedOnRead()  # type: ignore[assignment,misc]  # after @dataclass saw it


_REGISTRY: dict[str, ToolSpec] = {}


def tool(
    *, writes: bool, shopper: bool | None = None
) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Register a tool; ``writes`` says whether it can change the world.

    ``shopper`` says whether it serves a shopper session (default: only the sales tools do).
    """
    if not isinstance(writes, bool):
        raise TypeError("tool(writes=...) must be True or False")

    def decorate(fn: Callable[..., Any]) -> Callable[..., Any]:
        spec = build_spec(fn, writes=writes, shopper=shopper)
        if spec.name in _REGISTRY:
            raise ValueError(f"tool {spec.name!r} is registered twice")
        _REGISTRY[spec.name] = spec
        return fn

    return decorate


def build_spec(
    fn: Callable[..., Any],
    *,
    writes: bool,
    subsystem: str | None = None,
    shopper: bool | None = None,
) -> ToolSpec:
    """Build a :class:`ToolSpec` from a function's signature and Google docstring."""
    name = fn.__name__
    if name in RESERVED_NAMES:
        raise ValueError(f"tool name {name!r} is reserved by RL trainers")
    subsystem = subsystem or subsystem_of(fn.__module__)
    if subsystem not in SUBSYSTEMS:
        raise ValueError(f"tool {name!r} is declared in {fn.__module__}, not a subsystem module")
    summary, args_model, schema = describe(fn)
    if shopper is None:
        shopper = subsystem == "sales"
    return ToolSpec(name, subsystem, writes, fn, summary, args_model, schema, shopper)


def describe(fn: Callable[..., Any]) -> tuple[str, type[BaseModel], dict[str, Any]]:
    """(description, arguments model, OpenAI tool definition) of a ``fn(world, ...)``.

    Raises:
        ValueError: no docstring summary, an undocumented or unannotated parameter, ``*args``.
    """
    name = fn.__name__
    summary, arg_docs = parse_docstring(inspect.getdoc(fn) or "")
    if not summary:
        raise ValueError(f"tool {name!r} has no docstring summary")
    hints = typing.get_type_hints(fn)
    params = list(inspect.signature(fn).parameters.values())
    if not params or params[0].name != "world":
        raise ValueError(f"tool {name!r}: the first parameter must be `world`")
    fields: dict[str, Any] = {}
    for p in params[1:]:
        if p.kind not in (p.POSITIONAL_OR_KEYWORD, p.KEYWORD_ONLY):
            raise ValueError(f"tool {name!r}: *args/**kwargs are not allowed")
        if p.name not in arg_docs:
            raise ValueError(f"tool {name!r}: parameter {p.name!r} has no description in Args:")
        if p.name not in hints:
            raise ValueError(f"tool {name!r}: parameter {p.name!r} has no type annotation")
        default = ... if p.default is p.empty else p.default
        fields[p.name] = (hints[p.name], Field(default, description=arg_docs[p.name]))
    extra = set(arg_docs) - {p.name for p in params}
    if extra:
        raise ValueError(f"tool {name!r}: Args: documents unknown parameters {sorted(extra)}")
    args_model = create_model(  # type: ignore[call-overload]
        f"{name}_args", __config__=ConfigDict(extra="forbid"), **fields
    )
    parameters = _clean_schema(args_model.model_json_schema())
    parameters.setdefault("properties", {})
    parameters["required"] = [p.name for p in params[1:] if p.default is p.empty]
    parameters["additionalProperties"] = False
    schema = {
        "type": "function",
        "function": {"name": name, "description": summary, "parameters": parameters},
    }
    return summary, args_model, schema


def subsystem_of(module: str) -> str:
    """``avabench.tools.hr`` and ``avabench.tools.sales.orders`` → ``hr`` / ``sales``."""
    parts = module.split(".")
    if "tools" in parts[:-1]:
        return parts[parts.index("tools") + 1]
    return parts[-1]


_ARG_LINE = re.compile(r"^(\w+)\s*(?:\([^)]*\))?\s*:\s*(.*)$")
_SECTION = re.compile(r"(Args|Arguments|Parameters|Returns|Raises|Yields|Examples?|Notes?):")


def parse_docstring(doc: str) -> tuple[str, dict[str, str]]:
    """Split a Google-style docstring into (description, {arg: description})."""
    desc: list[str] = []
    args: dict[str, str] = {}
    section = "desc"
    current: str | None = None
    arg_indent = 0
    for raw in doc.splitlines():
        line = raw.strip()
        head = _SECTION.fullmatch(line)
        if head:
            section = "args" if head.group(1) in ("Args", "Arguments", "Parameters") else "other"
            current = None
            continue
        if section == "desc":
            desc.append(line)
            continue
        if section != "args" or not line:
            continue
        indent = len(raw) - len(raw.lstrip())
        m = _ARG_LINE.match(line)
        if m and (current is None or indent <= arg_indent):
            current, arg_indent = m.group(1), indent
            args[current] = m.group(2).strip()
        elif current is not None:
            args[current] = f"{args[current]} {line}".strip()
    text = re.sub(r"\n{3,}", "\n\n", "\n".join(desc).strip())
    return text, args


def _clean_schema(schema: dict[str, Any]) -> dict[str, Any]:
    """Inline ``$ref``s, drop titles and collapse ``X | None`` to ``X``."""
    defs = schema.pop("$defs", {})

    def walk(node: Any) -> Any:
        if isinstance(node, dict):
            if "$ref" in node:
                target = defs[node["$ref"].rsplit("/", 1)[-1]]
                merged = {**target, **{k: v for k, v in node.items() if k != "$ref"}}
                return walk(merged)
            any_of = node.get("anyOf")
            if any_of and any(s.get("type") == "null" for s in any_of):
                rest = [s for s in any_of if s.get("type") != "null"]
                if len(rest) == 1:
                    node = {**{k: v for k, v in node.items() if k != "anyOf"}, **rest[0]}
                    if node.get("default", 0) is None:
                        node.pop("default")
                    return walk(node)
            return {
                k: ({p: walk(s) for p, s in v.items()} if k == "properties" else walk(v))
                for k, v in node.items()
                if k != "title"
            }
        if isinstance(node, list):
            return [walk(v) for v in node]
        return node

    return walk(schema)


# -- registry access -----------------------------------------------------------------------


_loaded = False


def _load_all() -> None:
    """Import every subsystem's tool package once, so that the registry is complete."""
    global _loaded
    if _loaded:
        return
    import importlib

    for sub in SUBSYSTEMS:
        importlib.import_module(f"avabench.tools.{sub}")
    _loaded = True


def registry() -> dict[str, ToolSpec]:
    """Every registered tool by name (imports all tool modules on first use)."""
    _load_all()
    return _REGISTRY


def get_tool(name: str) -> ToolSpec:
    """The tool called ``name``; :class:`UnknownTool` otherwise."""
    reg = registry()
    try:
        return reg[name]
    except KeyError:
        raise UnknownTool(
            f"Không có công cụ '{name}'. Chỉ dùng các công cụ được cung cấp."
        ) from None


def tool_schemas(names: list[str] | None = None) -> list[dict[str, Any]]:
    """OpenAI tool definitions for ``names`` (default: every tool)."""
    reg = registry()
    return [reg[n].schema for n in (names if names is not None else sorted(reg))]


def parse_arguments(raw: str | dict[str, Any] | None) -> dict[str, Any]:
    """Model-sent arguments (JSON text, a dict or nothing) as a dict, or InvalidArguments."""
    if raw is None or raw == "":
        return {}
    if isinstance(raw, dict):
        return raw
    if not isinstance(raw, str):
        raise InvalidArguments("Tham số phải là một đối tượng JSON.")
    try:
        value = json.loads(raw)
    except (json.JSONDecodeError, RecursionError) as exc:
        raise InvalidArguments(f"Tham số không phải JSON hợp lệ ({exc}). Hãy gửi lại.") from None
    if not isinstance(value, dict):
        raise InvalidArguments('Tham số phải là một đối tượng JSON, ví dụ {"ten": "giá trị"}.')
    return value


def _validation_message(name: str, exc: ValidationError) -> str:
    parts = []
    for err in exc.errors(include_url=False):
        loc = ".".join(str(x) for x in err["loc"]) or "(tham số)"
        if err["type"] == "missing":
            parts.append(f"thiếu tham số bắt buộc '{loc}'")
        elif err["type"] == "extra_forbidden":
            parts.append(f"không có tham số '{loc}'")
        else:
            parts.append(f"'{loc}': {err['msg']}")
    return f"Tham số của {name} không hợp lệ: " + "; ".join(parts)


def call_tool(world: WorldState, name: str, arguments: str | dict[str, Any] | None) -> ToolResult:
    """Run one tool call on ``world``; model mistakes come back as a failed ``ToolResult``."""
    parsed: dict[str, Any] | None = None
    writes = False
    try:
        spec = get_tool(name)
        writes = spec.writes
        parsed = parse_arguments(arguments)
        if not spec.shopper and world.context.user_kind == UserKind.SHOPPER:
            raise Refused(
                f"'{name}' là công cụ nội bộ của công ty, không dùng được khi đang chat với khách "
                "của shop. Chỉ dùng các công cụ bán hàng của shop."
            )
        try:  # model_validate(parsed), less its Python wrapper
            args = spec.args_model.__pydantic_validator__.validate_python(parsed)
        except ValidationError as exc:
            raise InvalidArguments(_validation_message(name, exc)) from None
        kwargs = dict(args.__dict__)  # the validated arguments, every field set
        if not spec.writes:
            output = spec.fn(world, **kwargs)
        else:
            point = world.checkpoint()
            try:
                output = spec.fn(world, **kwargs)
            except BaseException:
                world.rollback(point)
                raise
            world.release(point)
        return ToolResult(name, True, output, writes=writes, arguments=parsed)
    except ToolError as exc:
        return ToolResult(
            name, False, error=exc.message, error_kind=exc.kind, writes=writes, arguments=parsed
        )
