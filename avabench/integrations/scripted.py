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
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
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
        per_task: A policy per task id that overrides ``policy`` (one run can then play
            the oracle on some tasks and the anti-oracle on others).
    """

    def __init__(
        self,
        suite: Suite | None = None,
        policy: Policy = "oracle",
        seed: int = 0,
        noise: int = 0,
        toolset: str = "full",
        task_ids: Sequence[str] | None = None,
        per_task: Mapping[str, Policy] | None = None,
    ) -> None:
        self.suite = suite or default_suite()
        self.per_task = dict(per_task or {})
        for p in {policy, *self.per_task.values()}:  # an unknown policy fails here
            _script(self.suite, self.suite.tasks[0], p)
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
            script = _script(self.suite, task, self.per_task.get(task.id, self.policy))
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


class ScriptedServer:
    """A loopback OpenAI-compatible chat-completions endpoint that answers with a policy.

    ``with ScriptedServer(ScriptedPolicy()) as server: ...`` serves ``server.base_url``
    (``http://127.0.0.1:<port>/v1``) until the block ends; ``server.requests`` counts the
    chat-completion requests answered and ``server.tools`` keeps each request's tool
    definitions by the request's first user message. Answers streamed (``"stream": true``)
    or not.
    """

    def __init__(self, policy: ScriptedPolicy, port: int = 0) -> None:
        self.policy = policy
        self.requests = 0
        self.tools: dict[str, list[dict[str, Any]]] = {}
        self._httpd = ThreadingHTTPServer(("127.0.0.1", port), _handler(self))
        self._thread = threading.Thread(
            target=self._httpd.serve_forever, kwargs={"poll_interval": 0.02}, daemon=True
        )  # shutdown() waits for the next poll (0.5 s by default)

    @property
    def base_url(self) -> str:
        """The endpoint's base URL (ends with ``/v1``)."""
        return f"http://127.0.0.1:{self._httpd.server_address[1]}/v1"

    def __enter__(self) -> ScriptedServer:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._httpd.shutdown()
        self._httpd.server_close()
        self._thread.join(timeout=5)


def completion(message: dict[str, Any], model: str) -> dict[str, Any]:
    """A chat-completion response body holding ``message``."""
    return {
        "id": f"chatcmpl-{time.time_ns()}",
        "object": "chat.completion",
        "created": int(time.time()),
        "model": model,
        "choices": [
            {
                "index": 0,
                "message": message,
                "finish_reason": "tool_calls" if message.get("tool_calls") else "stop",
            }
        ],
        "usage": {"prompt_tokens": 0, "completion_tokens": 0, "total_tokens": 0},
    }


def stream_chunks(done: dict[str, Any]) -> list[dict[str, Any]]:
    """A chat-completion response as ``chat.completion.chunk`` objects (streaming form)."""
    choice = done["choices"][0]
    message = choice["message"]
    delta: dict[str, Any] = {"role": "assistant", "content": message.get("content")}
    if message.get("tool_calls"):
        delta["tool_calls"] = [{"index": i, **c} for i, c in enumerate(message["tool_calls"])]
    head = {k: done[k] for k in ("id", "created", "model")} | {"object": "chat.completion.chunk"}
    return [
        head | {"choices": [{"index": 0, "delta": delta, "finish_reason": None}]},
        head | {"choices": [{"index": 0, "delta": {}, "finish_reason": choice["finish_reason"]}]},
        head | {"choices": [], "usage": done["usage"]},
    ]


def _handler(server: ScriptedServer) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        def log_message(self, *args: Any) -> None:  # quiet
            pass

        def _send(self, status: int, body: dict[str, Any]) -> None:
            data = json.dumps(body, ensure_ascii=False).encode()
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def do_GET(self) -> None:
            if self.path.rstrip("/").endswith("/models"):
                self._send(200, {"object": "list", "data": [{"id": "scripted", "object": "model"}]})
            else:
                self._send(404, {"error": {"message": "not found"}})

        def do_POST(self) -> None:
            if not self.path.rstrip("/").endswith("/chat/completions"):
                self._send(404, {"error": {"message": "not found"}})
                return
            length = int(self.headers.get("Content-Length") or 0)
            body = json.loads(self.rfile.read(length) or b"{}")
            messages = body.get("messages", [])
            message = server.policy.next_message(messages)
            request = next((m.get("content") for m in messages if m.get("role") == "user"), "")
            server.requests += 1
            server.tools[str(request)] = body.get("tools") or []
            done = completion(message, str(body.get("model", "scripted")))
            if body.get("stream"):
                self._stream(done)
            else:
                self._send(200, done)

        def _stream(self, done: dict[str, Any]) -> None:
            """The same answer as server-sent events: one delta, the finish, usage, [DONE]."""
            self.send_response(200)
            self.send_header("Content-Type", "text/event-stream")
            self.send_header("Connection", "close")
            self.end_headers()
            for chunk in stream_chunks(done):
                self.wfile.write(f"data: {json.dumps(chunk, ensure_ascii=False)}\n\n".encode())
            self.wfile.write(b"data: [DONE]\n\n")
            self.wfile.flush()
            self.close_connection = True

    return Handler
