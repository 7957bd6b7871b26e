"""A scripted chat model for the framework integrations: it replays reference scripts.

The integration tests (and anyone smoke-testing an inspect or verifiers setup without a model)
need a *model* that a framework drives through its own loop: it is sent the conversation and
answers with one tool call or a final reply. :class:`ScriptedPolicy` recognises the task from
the user's request and plays its oracle (or its first anti-oracle, or nothing) one call per
assistant message, every follow-up turn included.

A script's ``$i.path`` references name earlier results; they are resolved once, up front, by
playing the script on a private :class:`~avabench.env.Episode` with the same seed and noise
(tools are deterministic, so the framework's episode gets the same results). Which call comes
next is read from the conversation's shape alone: the user turn it is in (user messages so
far) and the assistant messages since that turn began.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Literal

from avabench.env import Episode
from avabench.loader import Suite, default_suite
from avabench.task import Script, Task, resolve_refs
from avabench.toolsets import for_toolset

Policy = Literal["oracle", "anti-oracle", "null"]


@dataclass(frozen=True)
class ScriptedCall:
    """One tool call with its arguments resolved (JSON text, as a model sends it)."""

    name: str
    arguments: str


@dataclass(frozen=True)
class ScriptedTurn:
    """What the policy does in one user turn: these calls, then this reply."""

    calls: tuple[ScriptedCall, ...]
    reply: str


def _script(suite: Suite, task: Task, policy: Policy) -> Script:
    if policy == "oracle":
        return suite.oracles.get(task.id, Script())
    if policy == "anti-oracle":
        return (suite.anti_oracles.get(task.id) or [Script()])[0]
    if policy == "null":
        return Script()
    raise ValueError(f"unknown policy {policy!r} (oracle, anti-oracle or null)")


def resolved_turns(
    task: Task, script: Script, seed: int = 0, noise: int = 0, toolset: str = "full"
) -> tuple[ScriptedTurn, ...]:
    """The script's turns with every ``$i.path`` resolved, one per user turn of the task.

    Follow-ups the script has no turn for are answered with an empty reply and no call (as the
    benchmark's scripted agents do).
    """
    ep = Episode.reset(task, seed, noise, toolset=toolset)
    script = for_toolset(script, task, toolset)
    outputs: list[Any] = []
    turns: list[ScriptedTurn] = []
    for turn in [script, *script.then][: 1 + len(task.followups)]:
        calls = []
        for c in turn.calls:
            args = resolve_refs(c.arguments, outputs)
            calls.append(ScriptedCall(c.name, json.dumps(args, ensure_ascii=False)))
            result = ep.step(c.name, args)
            outputs.append(result.output if result.ok else {"error": result.error})
        ep.finish(turn.reply)
        turns.append(ScriptedTurn(tuple(calls), turn.reply))
    while len(turns) < 1 + len(task.followups):
        turns.append(ScriptedTurn((), ""))
    return tuple(turns)


class ScriptedPolicy:
    """Plays a reference policy for every task of a suite, recognised by its request text.

    Args:
        suite: The tasks (default: the built-in suite).
        policy: ``oracle``, ``anti-oracle`` (the task's first anti-oracle) or ``null``.
        seed: The noise seed the episodes are reset with.
        noise: The noise level the episodes are reset with.
        toolset: The toolset the episodes show (``discover`` plays through the meta-tools).
        task_ids: Only these tasks (default: all; preparing a task plays its script once).
    """

    def __init__(
        self,
        suite: Suite | None = None,
        policy: Policy = "oracle",
        seed: int = 0,
        noise: int = 0,
        toolset: str = "full",
        task_ids: Sequence[str] | None = None,
    ) -> None:
        self.suite = suite or default_suite()
        _script(self.suite, self.suite.tasks[0], policy)  # an unknown policy fails here
        self.policy, self.seed, self.noise, self.toolset = policy, seed, noise, toolset
        wanted = set(task_ids) if task_ids is not None else None
        self.by_prompt: dict[str, Task] = {}
        for t in self.suite.tasks:
            if wanted is None or t.id in wanted:
                self.by_prompt.setdefault(t.prompt, t)
        self._turns: dict[str, tuple[ScriptedTurn, ...]] = {}
        self._lock = threading.Lock()

    def turns(self, task: Task) -> tuple[ScriptedTurn, ...]:
        """The task's resolved turns (computed on first use, then kept)."""
        with self._lock:
            hit = self._turns.get(task.id)
        if hit is None:
            script = _script(self.suite, task, self.policy)
            hit = resolved_turns(task, script, self.seed, self.noise, self.toolset)
            with self._lock:
                self._turns[task.id] = hit
        return hit

    def next_action(self, roles: Sequence[str], request: str) -> ScriptedCall | str:
        """The next tool call, or the final reply text, for a conversation.

        Args:
            roles: The roles of the conversation's messages so far, in order.
            request: The text of its first user message (the task's request).

        Returns:
            A :class:`ScriptedCall`, or the reply (``str``) when the turn's calls are done.
            A request the policy does not know gets a fixed reply that does nothing.
        """
        task = self.by_prompt.get(request)
        if task is None:
            return "Tôi không rõ yêu cầu."
        turns = self.turns(task)
        users = [i for i, r in enumerate(roles) if r == "user"]
        k = min(max(len(users) - 1, 0), len(turns) - 1)
        since = roles[users[-1] + 1 :] if users else roles
        made = sum(1 for r in since if r == "assistant")
        turn = turns[k]
        return turn.calls[made] if made < len(turn.calls) else turn.reply

    def next_message(self, messages: Sequence[dict[str, Any]]) -> dict[str, Any]:
        """The next assistant message (OpenAI chat format) for an OpenAI-format conversation."""
        roles = [str(m.get("role", "")) for m in messages]
        request = next((m.get("content") for m in messages if m.get("role") == "user"), "")
        if isinstance(request, list):  # content parts
            request = "".join(p.get("text", "") for p in request if isinstance(p, dict))
        action = self.next_action(roles, str(request or ""))
        if isinstance(action, str):
            return {"role": "assistant", "content": action}
        n = sum(1 for r in roles if r == "assistant")
        return {
            "role": "assistant",
            "content": None,
            "tool_calls": [
                {
                    "id": f"call_{n}",
                    "type": "function",
                    "function": {"name": action.name, "arguments": action.arguments},
                }
            ],
        }
