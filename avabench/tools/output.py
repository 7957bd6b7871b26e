"""A tool call's ``output``: the tool's value as it returned it, copied on first read.

A tool's value may share parts with the per-record caches (:func:`~avabench.tools._common.
json_form`, the search summaries): those are made once per frozen record and reused by every
later call, in every episode. Whoever reads ``ToolResult.output`` or ``TraceStep.output`` gets
a private copy in plain JSON types (``to_jsonable_python``), made on the first read and kept, so
changing what one reads cannot change another call's result. The tool message text
(``ToolResult.content()``) does not need the copy: it is the JSON text of the value itself, and
a call whose output is only sent to the model (every framework integration, the play driver)
never copies it.

A result and the trace step made from it hold the same :class:`Output`, so they copy once and
read the same object, as when the copy was made in the call.
"""

from __future__ import annotations

import json
from typing import Any

from pydantic_core import to_jsonable_python


class Output:
    """A tool's value, and whether it is already the private plain-JSON copy."""

    __slots__ = ("plain", "value")

    def __init__(self, value: Any, plain: bool = False) -> None:
        self.value = value
        self.plain = plain

    def get(self) -> Any:
        """The private copy in plain JSON types (made on the first call)."""
        if not self.plain:
            self.value = to_jsonable_python(self.value)
            self.plain = True
        return self.value

    def text(self) -> str:
        """``json.dumps(self.get(), ensure_ascii=False)``, without a copy where it is the same.

        ``json.dumps`` of a value whose dict keys are strings writes the same text as of its
        copy whenever it succeeds with ``allow_nan=False`` (str, int and float subclasses such
        as enums are written as their values, tuples as lists); anything else in it (dates,
        models, NaN) fails that and goes through the copy. Tools return JSON objects: no dict
        key of theirs is anything but a string (a test checks every reference script's
        outputs; with other keys the two could differ: ``json`` writes a ``None`` key
        ``"null"``, the copy ``"None"``).
        """
        if not self.plain:
            try:
                return json.dumps(self.value, ensure_ascii=False, allow_nan=False)
            except (TypeError, ValueError):
                pass
        return json.dumps(self.get(), ensure_ascii=False)


class CopiedOnRead:
    """The ``output`` attribute of a dataclass: reads :meth:`Output.get`, stores an Output."""

    def __get__(self, obj: Any, owner: type | None = None) -> Any:
        if obj is None:
            return None
        return obj.__dict__["_output"].get()

    def __set__(self, obj: Any, value: Any) -> None:
        obj.__dict__["_output"] = as_output(value)


def as_output(value: Any) -> Output:
    """``value`` itself when it is an :class:`Output` (shared), else a new one holding it."""
    return value if type(value) is Output else Output(value)


def output_of(obj: Any) -> Output:
    """The :class:`Output` behind ``obj.output`` (shared, not copied)."""
    return obj.__dict__["_output"]
