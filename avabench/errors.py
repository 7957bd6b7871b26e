"""The error families of AVABench.

There are exactly two kinds of failure while a model works through a task:

* :class:`ToolError` and its subclasses: the *model* did something wrong (unknown tool, bad or
  missing argument, wrong type, unknown id, a business rule refused the action). The message is
  returned to the model as the tool result, written so that it tells the model what to do next.
  A tool that raises a ``ToolError`` leaves the world exactly as it was.
* Every other exception is a bug in the harness or a task. It is never shown to the model as
  if it were the model's fault.

Tree::

    ToolError
    ├── UnknownTool      the tool name is not registered
    ├── InvalidArguments arguments are not JSON, not an object, missing, unknown or mistyped
    ├── NotFound         an id or a name that names nothing in the world
    └── Refused          a business rule forbids the action (e.g. cancelling a paid order)
"""

from __future__ import annotations


class ToolError(Exception):
    """A mistake of the model; its message is shown to the model as the tool result."""

    kind = "tool_error"

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class UnknownTool(ToolError):
    """The model called a tool name that does not exist."""

    kind = "unknown_tool"


class InvalidArguments(ToolError):
    """The arguments were not valid JSON or did not fit the tool's schema."""

    kind = "invalid_arguments"


class NotFound(ToolError):
    """An id or name given by the model matches nothing."""

    kind = "not_found"


class Refused(ToolError):
    """A business rule forbids the requested action."""

    kind = "refused"
