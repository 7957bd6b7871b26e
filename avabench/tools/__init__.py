"""The 83 tools AVA can call, one package per subsystem, declared in one registry."""

from avabench.tools.registry import (
    ToolResult,
    ToolSpec,
    call_tool,
    get_tool,
    registry,
    tool,
    tool_schemas,
)

__all__ = ["ToolResult", "ToolSpec", "call_tool", "get_tool", "registry", "tool", "tool_schemas"]
