"""A local OpenAI-compatible chat-completions server that plays scripted policies over HTTP.

Used by the tests (through the real ``openai`` client over loopback) and by users to smoke-test
a setup without a model::

    python -m avabench.mockserver --port 8765 --policy oracle --latency 0.1 \\
        --fault 'hr.*=rate_limit_once'
    python -m avabench.cli --model mock --base-url http://127.0.0.1:8765/v1 --api-key x

The server recognises the task from the user's request and replays that task's oracle,
anti-oracle or null script, one tool call per turn. Faults (per task-id glob):

===================  =====================================================================
rate_limit_once      429 with ``Retry-After: 1`` on the first attempt of every turn
server_error_once    500 on the first attempt of every turn
unavailable_always   503 on every request (outlives any retry budget)
slow_once            the first attempt of every turn sleeps ``slow_seconds`` (past a timeout)
drop_once            the first attempt of every turn closes the connection without an answer
bad_json_args        the first turn calls a tool with arguments that are not JSON
unknown_tool         the first turn calls a tool that does not exist
multi_call           all of the script's calls come in one turn (scripts without $refs)
length               ``finish_reason="length"`` with no tool call
empty_choices        a 200 answer whose ``choices`` is empty
===================  =====================================================================
"""

from __future__ import annotations

import fnmatch
import hashlib
import json
import socket
import threading
import time
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import typer

from avabench.loader import Suite, load_suite
from avabench.task import Script, resolve_refs

FAULTS = (
    "rate_limit_once",
    "server_error_once",
    "unavailable_always",
    "slow_once",
    "drop_once",
    "bad_json_args",
    "unknown_tool",
    "multi_call",
    "length",
    "empty_choices",
)


@dataclass
class MockConfig:
    """What the server plays."""

    policy: str = "oracle"  # oracle | null | anti-oracle
    latency: float = 0.0
    slow_seconds: float = 3.0
    faults: dict[str, str] = field(default_factory=dict)  # task-id glob -> fault


class MockState:
    """Scripts by prompt, attempt counters and request statistics (thread-safe)."""

    def __init__(self, suite: Suite, config: MockConfig) -> None:
        self.config = config
        self.by_prompt: dict[str, tuple[str, Script]] = {}
        for t in suite.tasks:
            if config.policy == "oracle":
                s = suite.oracles.get(t.id, Script())
            elif config.policy == "anti-oracle":
                s = (suite.anti_oracles.get(t.id) or [Script()])[0]
            else:
                s = Script()
            self.by_prompt.setdefault(t.prompt, (t.id, s))
        self.attempts: dict[str, int] = {}
        self.requests = 0
        self.last_body_keys: set[str] = set()
        self.lock = threading.Lock()

    def fault_for(self, task_id: str) -> str | None:
        for pattern, fault in self.config.faults.items():
            if fnmatch.fnmatch(task_id, pattern):
                return fault
        return None

    def attempt(self, messages: list[dict[str, Any]]) -> int:
        key = hashlib.sha256(json.dumps(messages, sort_keys=True).encode()).hexdigest()
        with self.lock:
            self.requests += 1
            self.attempts[key] = self.attempts.get(key, 0) + 1
            return self.attempts[key]


def _completion(message: dict[str, Any], finish: str, n_prompt: int) -> dict[str, Any]:
    return {
        "id": f"chatcmpl-mock-{time.time_ns()}",
        "object": "chat.completion",
        "created": int(time.time()),
        "model": "mock",
        "choices": [{"index": 0, "message": message, "finish_reason": finish}],
        "usage": {
            "prompt_tokens": n_prompt,
            "completion_tokens": 12,
            "total_tokens": n_prompt + 12,
            "completion_tokens_details": {"reasoning_tokens": 3},
            "prompt_tokens_details": {"cached_tokens": 0},
        },
    }


def _tool_call(call_id: str, name: str, arguments: str) -> dict[str, Any]:
    return {"id": call_id, "type": "function", "function": {"name": name, "arguments": arguments}}


def plan_turn(state: MockState, messages: list[dict[str, Any]]) -> tuple[dict[str, Any], str]:
    """The next assistant message and finish reason for this conversation."""
    prompt = next((m.get("content") for m in messages if m.get("role") == "user"), "")
    task_id, script = state.by_prompt.get(prompt, ("?", Script(reply="Tôi không rõ yêu cầu.")))
    fault = state.fault_for(task_id)
    tool_msgs = [m for m in messages if m.get("role") == "tool"]
    first_turn = not any(m.get("role") == "assistant" for m in messages)
    if fault == "length":
        return {"role": "assistant", "content": "…"}, "length"
    if first_turn and fault == "bad_json_args" and script.calls:
        c = script.calls[0]
        return {
            "role": "assistant",
            "content": None,
            "tool_calls": [_tool_call("f0", c.name, '{"oops": ')],
        }, "tool_calls"
    if first_turn and fault == "unknown_tool":
        return {
            "role": "assistant",
            "content": None,
            "tool_calls": [_tool_call("f0", "no_such_tool", "{}")],
        }, "tool_calls"
    outputs = []
    for m in tool_msgs:
        if str(m.get("tool_call_id", "")).startswith("s"):
            try:
                outputs.append(json.loads(m.get("content") or "null"))
            except json.JSONDecodeError:
                outputs.append(m.get("content"))
    pos = len(outputs)
    if fault == "multi_call" and pos == 0 and script.calls:
        calls = [
            _tool_call(f"s{i}", c.name, json.dumps(c.arguments, ensure_ascii=False))
            for i, c in enumerate(script.calls)
        ]
        return {"role": "assistant", "content": None, "tool_calls": calls}, "tool_calls"
    if pos < len(script.calls):
        c = script.calls[pos]
        args = resolve_refs(c.arguments, outputs)
        return {
            "role": "assistant",
            "content": None,
            "tool_calls": [_tool_call(f"s{pos}", c.name, json.dumps(args, ensure_ascii=False))],
        }, "tool_calls"
    return {"role": "assistant", "content": script.reply}, "stop"


def make_handler(state: MockState) -> type[BaseHTTPRequestHandler]:
    """The request handler bound to ``state``."""

    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, *args: Any) -> None:  # quiet
            return None

        def setup(self) -> None:
            super().setup()
            # headers and body go out in two writes: without this, Nagle + delayed ACK add ~40 ms
            self.connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)

        def _send(
            self, code: int, body: dict[str, Any], headers: dict[str, str] | None = None
        ) -> None:
            data = json.dumps(body, ensure_ascii=False).encode()
            self.send_response(code)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            for k, v in (headers or {}).items():
                self.send_header(k, v)
            self.end_headers()
            self.wfile.write(data)

        def do_POST(self) -> None:
            if not self.path.rstrip("/").endswith("/chat/completions"):
                self._send(404, {"error": {"message": "not found"}})
                return
            length = int(self.headers.get("Content-Length") or 0)
            body = json.loads(self.rfile.read(length) or b"{}")
            state.last_body_keys = set(body)
            messages = body.get("messages", [])
            attempt = state.attempt(messages)
            prompt = next((m.get("content") for m in messages if m.get("role") == "user"), "")
            task_id = state.by_prompt.get(prompt, ("?", None))[0]
            fault = state.fault_for(task_id)
            if state.config.latency:
                time.sleep(state.config.latency)
            if fault == "unavailable_always":
                self._send(503, {"error": {"message": "service unavailable"}})
                return
            if attempt == 1 and fault == "rate_limit_once":
                self._send(429, {"error": {"message": "rate limited"}}, {"Retry-After": "1"})
                return
            if attempt == 1 and fault == "server_error_once":
                self._send(500, {"error": {"message": "internal error"}})
                return
            if attempt == 1 and fault == "slow_once":
                time.sleep(state.config.slow_seconds)
            if attempt == 1 and fault == "drop_once":
                self.close_connection = True
                self.connection.close()
                return
            if fault == "empty_choices":
                self._send(
                    200,
                    {
                        "id": "x",
                        "object": "chat.completion",
                        "created": 0,
                        "model": "mock",
                        "choices": [],
                    },
                )
                return
            message, finish = plan_turn(state, messages)
            n_prompt = sum(len(str(m.get("content") or "")) for m in messages) // 4
            self._send(200, _completion(message, finish, n_prompt))

    return Handler


class MockServer:
    """A running mock server (context manager); ``base_url`` ends with ``/v1``."""

    def __init__(self, suite: Suite, config: MockConfig | None = None, port: int = 0) -> None:
        self.state = MockState(suite, config or MockConfig())
        ThreadingHTTPServer.request_queue_size = 256  # many clients connect at once
        self.httpd = ThreadingHTTPServer(("127.0.0.1", port), make_handler(self.state))
        self.httpd.daemon_threads = True
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)

    @property
    def base_url(self) -> str:
        host, port = self.httpd.server_address[:2]
        return f"http://{host}:{port}/v1"

    def __enter__(self) -> MockServer:
        self.thread.start()
        return self

    def __exit__(self, *exc: Any) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


app = typer.Typer(add_completion=False, help=__doc__)


@app.command()
def main(
    port: int = typer.Option(8765, help="Port on 127.0.0.1."),
    policy: str = typer.Option("oracle", help="oracle | null | anti-oracle"),
    latency: float = typer.Option(0.0, help="Seconds added to every response."),
    fault: list[str] = typer.Option([], help="GLOB=FAULT, e.g. 'hr.*=rate_limit_once'."),
    task_pack: str | None = typer.Option(None, help="Importable module path of a task pack."),
) -> None:
    """Serve the mock endpoint until interrupted."""
    faults = {}
    for f in fault:
        glob, _, name = f.partition("=")
        if name not in FAULTS:
            raise typer.BadParameter(f"unknown fault {name!r}; one of {', '.join(FAULTS)}")
        faults[glob] = name
    server = MockServer(load_suite(task_pack), MockConfig(policy, latency, faults=faults), port)
    typer.echo(f"mock OpenAI endpoint at {server.base_url} (policy {policy})")
    with server:
        try:
            server.thread.join()
        except KeyboardInterrupt:
            pass


if __name__ == "__main__":
    app()
