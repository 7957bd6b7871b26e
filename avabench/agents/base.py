"""The policy interface shared by model clients and scripted agents.

A policy is asked for one assistant turn at a time, given the conversation so far and the tool
schemas; the runner executes the turn's tool calls and loops. Any failure of the
infrastructure (after the client's own retries) is raised as :class:`InfraError`: the runner
marks the episode invalid with the reason and never scores it as the model's failure.

* :class:`ContextOverflow` (an :class:`InfraError`): the endpoint refused the conversation as
  longer than the model's context. After the model's own tool calls it is the model's failure
  (the runner scores the world it left); before any, the episode is invalid.
* :class:`FatalEndpointError`: no episode can succeed (authentication, permission, unknown
  model or URL, endpoint unreachable at the start); the runner stops the whole run.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol

from avabench.results import Usage


class InfraError(Exception):
    """The endpoint failed in a way that is not the model's doing (kept as the invalid reason)."""


class ContextOverflow(InfraError):
    """The endpoint refused the request as longer than the model's context window."""


class FatalEndpointError(Exception):
    """Every request would fail the same way (401, 403, 404, unreachable): stop the run."""


@dataclass
class ToolCallRequest:
    """One tool call as the model sent it (arguments are raw text)."""

    id: str
    name: str
    arguments: str


@dataclass
class AssistantTurn:
    """One assistant message."""

    content: str | None = None
    tool_calls: list[ToolCallRequest] = field(default_factory=list)
    finish_reason: str | None = None
    usage: Usage = field(default_factory=Usage)
    raw: dict[str, Any] | None = None
    #: Reasoning text, when the endpoint returns it (``reasoning_content`` / ``reasoning``).
    reasoning: str | None = None


class Policy(Protocol):
    """Produces assistant turns."""

    name: str

    async def next_turn(
        self, messages: list[dict[str, Any]], tools: list[dict[str, Any]]
    ) -> AssistantTurn: ...

    async def aclose(self) -> None: ...
