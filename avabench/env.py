"""The in-process episode API: one task, no network, no model (DESIGN.md §9).

::

    ep = Episode.reset("hr.leave_split_unpaid", seed=0, noise=8)
    ep.messages, ep.tools               # what a model gets
    ep.step("timesheet_get_leave_balance", {})   # → ToolResult; errors are results
    ep.finish("Em đã tạo 2 đơn ...")
    ep.score()                          # TaskScore, identical to a benchmark run

Episodes share nothing mutable (the world is a cheap fork; the task is read-only) and pickle.
:func:`score_transcript` replays an OpenAI-format transcript on a fresh world and scores it.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from avabench.loader import Suite, default_suite
from avabench.noise import inject
from avabench.prompts import system_prompt
from avabench.scoring.scorer import TaskScore, score
from avabench.task import Script, Task, resolve_refs
from avabench.tools.registry import ToolResult, call_tool, tool_schemas
from avabench.world import WorldState


@dataclass
class TraceStep:
    """One tool call as it happened."""

    name: str
    raw_arguments: str | dict[str, Any] | None
    arguments: dict[str, Any] | None
    ok: bool
    output: Any
    error: str | None
    error_kind: str | None
    writes: bool


def initial_world(task: Task, seed: int = 0, noise: int = 0) -> WorldState:
    """The task's initial world with noise applied (deterministic for task, seed, noise)."""
    world = task.world.fork()
    inject(world, task.id, noise, seed, task.tables_read(), set(task.noise_exclude))
    return world


@dataclass
class Episode:
    """One run of one task."""

    task: Task
    seed: int = 0
    noise: int = 0
    initial: WorldState = field(init=False)
    world: WorldState = field(init=False)
    trace: list[TraceStep] = field(default_factory=list, init=False)
    reply: str | None = field(default=None, init=False)

    def __post_init__(self) -> None:
        self.initial = initial_world(self.task, self.seed, self.noise)
        self.world = self.initial.fork()

    @classmethod
    def reset(
        cls, task: str | Task, seed: int = 0, noise: int = 0, suite: Suite | None = None
    ) -> Episode:
        """A fresh episode of ``task`` (an id or a Task)."""
        if isinstance(task, str):
            task = (suite or default_suite()).by_id()[task]
        return cls(task, seed, noise)

    # -- what the model sees ----------------------------------------------------------------
    @property
    def messages(self) -> list[dict[str, Any]]:
        """The opening messages: system prompt and the user's request."""
        return [
            {"role": "system", "content": system_prompt(self.initial)},
            {"role": "user", "content": self.task.prompt},
        ]

    @property
    def tools(self) -> list[dict[str, Any]]:
        """OpenAI tool definitions for every tool."""
        return tool_schemas()

    # -- acting -----------------------------------------------------------------------------
    def step(self, name: str, arguments: str | dict[str, Any] | None = None) -> ToolResult:
        """Run one tool call; a model mistake comes back as a failed result, never raised."""
        if self.reply is not None:
            raise RuntimeError("episode already finished")
        result = call_tool(self.world, name, arguments)
        self.trace.append(
            TraceStep(
                name=name,
                raw_arguments=arguments,
                arguments=result.arguments,
                ok=result.ok,
                output=result.output,
                error=result.error,
                error_kind=result.error_kind,
                writes=result.writes,
            )
        )
        return result

    def finish(self, reply: str) -> None:
        """Record the final answer to the user."""
        self.reply = reply or ""

    def score(self) -> TaskScore:
        """Grade the current world and reply against the initial world."""
        return score(self.task.assertions, self.initial, self.world, self.reply or "")

    def run_script(self, script: Script) -> TaskScore:
        """Play a scripted agent (``$i.path`` references resolved) and score it."""
        outputs: list[Any] = []
        for c in script.calls:
            try:
                args = resolve_refs(c.arguments, outputs)
            except (KeyError, IndexError, TypeError, ValueError) as exc:
                raise ValueError(f"script reference failed in call {c.name}: {exc}") from exc
            result = self.step(c.name, args)
            outputs.append(result.output if result.ok else {"error": result.error})
        self.finish(script.reply)
        return self.score()


def score_transcript(
    task: str | Task, messages: list[dict[str, Any]], seed: int = 0, noise: int = 0
) -> TaskScore:
    """Replay an OpenAI-format transcript's tool calls on a fresh world and score it.

    The final reply is the content of the last assistant message without tool calls.
    """
    ep = Episode.reset(task, seed, noise)
    reply = ""
    for msg in messages:
        if msg.get("role") != "assistant":
            continue
        calls = msg.get("tool_calls") or []
        for tc in calls:
            fn = tc.get("function", tc)
            ep.step(fn.get("name", ""), fn.get("arguments"))
        if not calls and msg.get("content"):
            reply = msg["content"] if isinstance(msg["content"], str) else json.dumps(msg["content"])
    ep.finish(reply)
    return ep.score()
