"""A local OpenAI-compatible chat-completions server that plays scripted policies over HTTP.

Used by the tests (through the real ``openai`` client over loopback) and by users to smoke-test
a setup without a model::

    python -m avabench.mockserver --port 8765 --policy oracle --latency 0.1 \\
        --fault 'hr.*=rate_limit_once'
    python -m avabench.cli --model mock --base-url http://127.0.0.1:8765/v1 --api-key x

The server recognises the task from the user's request and replays that task's oracle,
anti-oracle or null script, one tool call per turn; with ``--toolset discover`` (run the
client with the same ``--toolset``) it replays the script through ``search_tools`` and
``call_tool`` (:func:`avabench.toolsets.discover_script`). Faults (per task-id glob; the first four
hit every request, the one-request preflight included; the others only a task's requests):

===================  =====================================================================
unauthorized         401 on every request
forbidden            403 on every request
model_not_found      404 ``model_not_found`` on every request
rate_limit_once      429 with ``Retry-After: 1`` on the first attempt of every turn
server_error_once    500 on the first attempt of every turn
unavailable_always   503 on every request of the task (outlives any retry budget)
slow_once            the first attempt of every turn sleeps ``slow_seconds`` (past a timeout)
drop_once            the first attempt of every turn closes the connection without an answer
trickle              the body is sent one byte every ``trickle_seconds``
malformed_body       a 200 answer whose body is not JSON
empty_body           a 200 answer with an empty body
message_null         a 200 answer whose choice has ``message: null``
empty_choices        a 200 answer whose ``choices`` is empty
context_overflow     400 ``context_length_exceeded`` once the conversation holds a tool result
bad_json_args        the first turn calls a tool with arguments that are not JSON
unknown_tool         the first turn calls a tool that does not exist
surrogate_args       the first turn calls the script's first write tool with a lone surrogate
                     (U+D800) added to each string argument
deep_args            the first turn sends arguments nested 300 deep
huge_args            the first turn sends 1 MB of arguments
many_calls           the first turn holds 500 calls of a read tool
endless_calls        every turn calls a read tool; the model never replies
args_object          every tool call's ``arguments`` is a JSON object, not a string
content_parts        the reply's ``content`` is a list of text parts
odd_usage            ``usage`` fields are strings, floats, null, negative
surrogate_reply      the reply ends with a lone surrogate
huge_reply           the reply is followed by 10 MB of text
echo_key             the key (from ``Authorization``) and near-copies of it come back in a tool
                     name, tool arguments and the reply
multi_call           all of the script's calls come in one turn (scripts without $refs)
length               ``finish_reason="length"`` with no tool call
reasoning            a thinking model: every assistant message carries ``reasoning_content``
                     (and ``usage`` counts its words as reasoning tokens)
reasoning_required   as ``reasoning``, and a request whose earlier assistant messages lack
                     their ``reasoning_content`` is refused with HTTP 400 (providers that
                     require it back: run with ``--reasoning-echo``)
===================  =====================================================================

``MockState.last_body`` keeps the last request body (what ``--extra-body`` added is in it).
``--light`` (load tests) reads only each body's ``messages`` and keeps no body; ``--retry-after``
sets the seconds ``rate_limit_once`` asks for.
"""

from __future__ import annotations

import base64
import fnmatch
import hashlib
import json
import socket
import threading
import time
import urllib.parse
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import typer

from avabench.loader import Suite, load_suite
from avabench.task import Script, resolve_refs
from avabench.toolsets import TOOLSETS, for_toolset

#: Faults that hit every request (the preflight included), not only a task's.
ENDPOINT_FAULTS = ("unauthorized", "forbidden", "model_not_found")
FAULTS = (
    *ENDPOINT_FAULTS,
    "rate_limit_once",
    "server_error_once",
    "unavailable_always",
    "slow_once",
    "drop_once",
    "trickle",
    "malformed_body",
    "empty_body",
    "message_null",
    "empty_choices",
    "context_overflow",
    "bad_json_args",
    "unknown_tool",
    "surrogate_args",
    "deep_args",
    "huge_args",
    "many_calls",
    "endless_calls",
    "args_object",
    "content_parts",
    "odd_usage",
    "surrogate_reply",
    "huge_reply",
    "echo_key",
    "multi_call",
    "length",
    "reasoning",
    "reasoning_required",
)
#: Faults that play a thinking model.
REASONING_FAULTS = ("reasoning", "reasoning_required")
#: The read tool the call-flooding faults use when a script has no read call.
READ_TOOL = "timesheet_get_leave_balance"


@dataclass
class MockConfig:
    """What the server plays."""

    policy: str = "oracle"  # oracle | null | anti-oracle
    latency: float = 0.0
    slow_seconds: float = 3.0
    trickle_seconds: float = 1.0
    faults: dict[str, str] = field(default_factory=dict)  # task-id glob -> fault
    toolset: str = "full"  # full | role | discover: how the scripts are played
    #: Seconds of the ``Retry-After`` header that ``rate_limit_once`` sends.
    retry_after: float = 1.0
    #: Light mode: read only the ``messages`` of a body (:func:`read_messages`), keep no body.
    light: bool = False


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
            self.by_prompt.setdefault(t.prompt, (t.id, for_toolset(s, t, config.toolset)))
        self.attempts: dict[str, int] = {}
        self.requests = 0
        self.last_body_keys: set[str] = set()
        #: Every distinct ``tools`` array received, as raw JSON text → how many requests sent it.
        self.tool_payloads: dict[str, int] = {}
        self.last_body: dict[str, Any] = {}
        #: Requests refused because an earlier assistant message lacked its reasoning.
        self.refused_reasoning = 0
        self.lock = threading.Lock()

    def fault_for(self, task_id: str) -> str | None:
        """The fault for a task's request (endpoint faults hit unknown prompts too)."""
        for pattern, fault in self.config.faults.items():
            if fault in ENDPOINT_FAULTS or (task_id != "?" and fnmatch.fnmatch(task_id, pattern)):
                return fault
        return None

    def attempt(self, messages: list[dict[str, Any]], raw: bytes | None = None) -> int:
        """The attempt number of this conversation's request (1 for the first).

        ``raw``: the messages' JSON as received (light mode), hashed instead of re-encoding.
        """
        if raw is not None:
            key = hashlib.sha256(raw).hexdigest()
        else:
            key = hashlib.sha256(json.dumps(messages, sort_keys=True).encode()).hexdigest()
        with self.lock:
            self.requests += 1
            self.attempts[key] = self.attempts.get(key, 0) + 1
            return self.attempts[key]


def reasoning_text(message: dict[str, Any], pos: int) -> str:
    """The reasoning the mock's thinking model gives for the message it is about to send."""
    calls = message.get("tool_calls") or []
    if calls:
        names = ", ".join(c["function"]["name"] for c in calls)
        return f"Bước {pos + 1}: cần gọi {names} trước khi trả lời."
    return f"Bước {pos + 1}: đã đủ dữ liệu, trả lời người dùng."


def missing_reasoning(messages: list[dict[str, Any]]) -> int | None:
    """The index of the first assistant message sent back without ``reasoning_content``."""
    for i, m in enumerate(messages):
        if m.get("role") == "assistant" and not m.get("reasoning_content"):
            return i
    return None


def _completion(
    message: dict[str, Any] | None, finish: str, n_prompt: int, fault: str | None = None
) -> dict[str, Any]:
    thought = (message or {}).get("reasoning_content")
    usage: dict[str, Any] = {
        "prompt_tokens": n_prompt,
        "completion_tokens": 12,
        "total_tokens": n_prompt + 12,
        "completion_tokens_details": {
            "reasoning_tokens": len(thought.split()) if isinstance(thought, str) else 3
        },
        "prompt_tokens_details": {"cached_tokens": 0},
    }
    if fault == "odd_usage":
        usage = {
            "prompt_tokens": str(n_prompt),
            "completion_tokens": 12.7,
            "total_tokens": None,
            "completion_tokens_details": {"reasoning_tokens": -3},
            "prompt_tokens_details": "n/a",
        }
    return {
        "id": f"chatcmpl-mock-{time.time_ns()}",
        "object": "chat.completion",
        "created": int(time.time()),
        "model": "mock",
        "choices": [{"index": 0, "message": message, "finish_reason": finish}],
        "usage": usage,
    }


def _tool_call(call_id: str, name: str, arguments: Any) -> dict[str, Any]:
    return {"id": call_id, "type": "function", "function": {"name": name, "arguments": arguments}}


def _calls(*calls: dict[str, Any]) -> tuple[dict[str, Any], str]:
    return {"role": "assistant", "content": None, "tool_calls": list(calls)}, "tool_calls"


def _read_call(script: Script) -> tuple[str, dict[str, Any]]:
    from avabench.tools.registry import registry

    reg = registry()
    for c in script.calls:
        spec = reg.get(c.name)
        if spec is not None and not spec.writes and "$" not in json.dumps(c.arguments):
            return c.name, c.arguments
    return READ_TOOL, {}


def _write_call(script: Script) -> tuple[str, dict[str, Any]]:
    from avabench.tools.registry import registry

    reg = registry()
    for c in script.calls:
        spec = reg.get(c.name)
        if spec is not None and spec.writes:
            return c.name, c.arguments
    return (script.calls[0].name, script.calls[0].arguments) if script.calls else (READ_TOOL, {})


def _first_turn_fault(fault: str, script: Script, key: str) -> tuple[dict[str, Any], str] | None:
    """The first assistant turn of the faults that play one (their ids start with ``f``)."""
    if fault == "bad_json_args" and script.calls:
        return _calls(_tool_call("f0", script.calls[0].name, '{"oops": '))
    if fault == "unknown_tool":
        return _calls(_tool_call("f0", "no_such_tool", "{}"))
    if fault == "surrogate_args":
        name, args = _write_call(script)
        bad = {k: v + "\ud800" if isinstance(v, str) else v for k, v in args.items()}
        if bad == args:
            bad = {**args, "note": "\ud800"}
        return _calls(_tool_call("f0", name, json.dumps(bad, ensure_ascii=False)))
    if fault == "deep_args":
        name, _ = _read_call(script)
        return _calls(_tool_call("f0", name, '{"a": ' + "[" * 300 + "]" * 300 + "}"))
    if fault == "huge_args":
        name, _ = _read_call(script)
        return _calls(_tool_call("f0", name, json.dumps({"q": "x" * 1_000_000})))
    if fault == "many_calls":
        name, args = _read_call(script)
        text = json.dumps(args, ensure_ascii=False)
        return _calls(*(_tool_call(f"f{i}", name, text) for i in range(500)))
    if fault == "echo_key" and key:
        name, args = _write_call(script)
        leaked = {k: f"{v} {key}" if isinstance(v, str) else v for k, v in args.items()}
        return _calls(
            _tool_call("f0", key, json.dumps({"q": key})),
            _tool_call("f1", name, json.dumps(leaked, ensure_ascii=False)),
        )
    return None


def _final_reply(fault: str | None, reply: str, key: str) -> Any:
    if fault == "content_parts":
        half = len(reply) // 2
        return [{"type": "text", "text": reply[:half]}, {"type": "text", "text": reply[half:]}]
    if fault == "surrogate_reply":
        return reply + " \ud800"
    if fault == "huge_reply":
        return reply + " " + "x" * 10_000_000
    if fault == "echo_key" and key:
        raw = key.encode()
        forms = [
            key,
            key[2:-1],
            urllib.parse.quote(key, safe=""),
            base64.b64encode(raw).decode(),
        ]
        return reply + " " + " | ".join(forms)
    return reply


def plan_turn(
    state: MockState, messages: list[dict[str, Any]], key: str = ""
) -> tuple[dict[str, Any], str]:
    """The next assistant message and finish reason for this conversation."""
    prompt = next((m.get("content") for m in messages if m.get("role") == "user"), "")
    task_id, script = state.by_prompt.get(prompt, ("?", Script(reply="Tôi không rõ yêu cầu.")))
    fault = state.fault_for(task_id)
    tool_msgs = [m for m in messages if m.get("role") == "tool"]
    first_turn = not any(m.get("role") == "assistant" for m in messages)
    if fault == "length":
        return {"role": "assistant", "content": "…"}, "length"
    if first_turn and fault:
        planned = _first_turn_fault(fault, script, key)
        if planned is not None:
            return planned
    if fault == "endless_calls":
        name, args = _read_call(script)
        return _calls(_tool_call(f"f{len(tool_msgs)}", name, json.dumps(args)))
    outputs = []
    for m in tool_msgs:
        if str(m.get("tool_call_id", "")).startswith("s"):
            try:
                outputs.append(json.loads(m.get("content") or "null"))
            except json.JSONDecodeError:
                outputs.append(m.get("content"))
    pos = len(outputs)
    # a follow-up is a later user message: the script's turn for it (``then``) is played next
    turn = sum(m.get("role") == "user" for m in messages) - 1
    if fault in REASONING_FAULTS:
        message, finish = _plain_turn(None, script, outputs, key, turn)
        message["reasoning_content"] = reasoning_text(message, pos)
        return message, finish
    return _plain_turn(fault, script, outputs, key, turn)


def _plain_turn(
    fault: str | None, script: Script, outputs: list[Any], key: str, turn: int = 0
) -> tuple[dict[str, Any], str]:
    """The scripted turn after ``outputs`` (the results of the script's calls so far).

    ``turn`` is the user turn answered (0: the request, k: follow-up k); ``$i`` references
    count the outputs of every turn so far, as :meth:`Episode.play` resolves them.
    """
    turns = [script, *script.then]
    if turn >= len(turns):  # a follow-up the script has no turn for gets no answer
        return {"role": "assistant", "content": ""}, "stop"
    current = turns[turn]
    done_before = sum(len(t.calls) for t in turns[:turn])
    pos = len(outputs) - done_before

    def encode(args: dict[str, Any]) -> Any:
        return args if fault == "args_object" else json.dumps(args, ensure_ascii=False)

    if fault == "multi_call" and turn == 0 and pos == 0 and current.calls:
        calls = [
            _tool_call(f"s{i}", c.name, encode(c.arguments)) for i, c in enumerate(current.calls)
        ]
        return _calls(*calls)
    if 0 <= pos < len(current.calls):
        c = current.calls[pos]
        call_id = f"s{pos}" if turn == 0 else f"s{turn}-{pos}"
        return _calls(_tool_call(call_id, c.name, encode(resolve_refs(c.arguments, outputs))))
    return {"role": "assistant", "content": _final_reply(fault, current.reply, key)}, "stop"


_MESSAGES_KEY = b'"messages":'
_decoder = json.JSONDecoder()


def read_messages(raw: bytes) -> tuple[list[dict[str, Any]], bytes] | None:
    """The ``messages`` of a request body without decoding the rest (light mode).

    Finds the first ``"messages":`` key (inside JSON strings a quote is always escaped, so
    before the tools it can only be the top-level key, which avabench's client sends second)
    and decodes the array after it alone. Returns the messages and their raw JSON, or ``None``
    when the body is not laid out that way (the caller then decodes it whole).
    """
    at = raw.find(_MESSAGES_KEY, 0, 4096)
    if at < 0 or not raw.startswith(b"{"):
        return None
    start = at + len(_MESSAGES_KEY)
    try:
        text = raw.decode()
    except UnicodeDecodeError:
        return None
    # the offsets of ``text`` and ``raw`` differ after non-ASCII characters: decode by text
    tstart = len(raw[:start].decode())
    try:
        messages, tend = _decoder.raw_decode(text, tstart)
    except ValueError:
        return None
    if not isinstance(messages, list):
        return None
    return messages, text[tstart:tend].encode()


def _encode(body: dict[str, Any]) -> bytes:
    try:
        return json.dumps(body, ensure_ascii=False).encode()
    except UnicodeEncodeError:  # a lone surrogate: only the \\u escape can carry it
        return json.dumps(body).encode()


STATUS_FAULTS: dict[str, tuple[int, dict[str, Any]]] = {
    "unauthorized": (401, {"error": {"message": "Incorrect API key provided", "code": None}}),
    "forbidden": (403, {"error": {"message": "You do not have access to this model"}}),
    "model_not_found": (
        404,
        {"error": {"message": "The model does not exist", "code": "model_not_found"}},
    ),
    "unavailable_always": (503, {"error": {"message": "service unavailable"}}),
}

CONTEXT_ERROR = {
    "error": {
        "message": "This model's maximum context length is 8192 tokens. However, your "
        "messages resulted in 9001 tokens. Please reduce the length of the messages.",
        "type": "invalid_request_error",
        "code": "context_length_exceeded",
    }
}


REASONING_ERROR = {
    "error": {
        "message": "The reasoning_content of every earlier assistant message must be passed back "
        "in thinking mode.",
        "type": "invalid_request_error",
        "code": "missing_reasoning_content",
    }
}


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
            self,
            code: int,
            body: dict[str, Any] | bytes,
            headers: dict[str, str] | None = None,
            trickle: float = 0.0,
        ) -> None:
            data = body if isinstance(body, bytes) else _encode(body)
            self.send_response(code)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            for k, v in (headers or {}).items():
                self.send_header(k, v)
            self.end_headers()
            try:
                if not trickle:
                    self.wfile.write(data)
                    return
                for i in range(len(data)):
                    self.wfile.write(data[i : i + 1])
                    self.wfile.flush()
                    time.sleep(trickle)
            except (BrokenPipeError, ConnectionResetError):
                self.close_connection = True

        def do_POST(self) -> None:
            if not self.path.rstrip("/").endswith("/chat/completions"):
                self._send(404, {"error": {"message": "not found"}})
                return
            length = int(self.headers.get("Content-Length") or 0)
            raw = self.rfile.read(length) or b"{}"
            light = read_messages(raw) if state.config.light else None
            if light is not None:
                messages, raw_messages = light
                attempt = state.attempt(messages, raw_messages)
            else:
                body = json.loads(raw)
                state.last_body_keys = set(body)
                if "tools" in body:
                    tools = json.dumps(body["tools"], ensure_ascii=False, separators=(",", ":"))
                    with state.lock:
                        state.tool_payloads[tools] = state.tool_payloads.get(tools, 0) + 1
                state.last_body = body
                messages = body.get("messages", [])
                attempt = state.attempt(messages)
            key = (self.headers.get("Authorization") or "").removeprefix("Bearer ").strip()
            prompt = next((m.get("content") for m in messages if m.get("role") == "user"), "")
            task_id = state.by_prompt.get(prompt, ("?", None))[0]
            fault = state.fault_for(task_id)
            if state.config.latency:
                time.sleep(state.config.latency)
            if fault in STATUS_FAULTS:
                self._send(*STATUS_FAULTS[fault])
                return
            if attempt == 1 and fault == "rate_limit_once":
                wait = f"{state.config.retry_after:g}"
                self._send(429, {"error": {"message": "rate limited"}}, {"Retry-After": wait})
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
            if fault == "reasoning_required" and missing_reasoning(messages) is not None:
                with state.lock:
                    state.refused_reasoning += 1
                self._send(400, REASONING_ERROR)
                return
            if fault == "context_overflow" and any(m.get("role") == "tool" for m in messages):
                self._send(400, CONTEXT_ERROR)
                return
            if fault in ("malformed_body", "empty_body"):
                self._send(200, b'{"choices": [{"message": ' if fault == "malformed_body" else b"")
                return
            if fault in ("message_null", "empty_choices"):
                done = _completion(None, "stop", 0)
                if fault == "empty_choices":
                    done["choices"] = []
                self._send(200, done)
                return
            message, finish = plan_turn(state, messages, key)
            n_prompt = sum(len(str(m.get("content") or "")) for m in messages) // 4
            trickle = state.config.trickle_seconds if fault == "trickle" else 0.0
            self._send(200, _completion(message, finish, n_prompt, fault), trickle=trickle)

    return Handler


#: How often the server loop checks for shutdown (seconds); stopping waits for one check.
POLL_S = 0.02


class MockServer:
    """A running mock server (context manager); ``base_url`` ends with ``/v1``."""

    def __init__(self, suite: Suite, config: MockConfig | None = None, port: int = 0) -> None:
        self.state = MockState(suite, config or MockConfig())
        ThreadingHTTPServer.request_queue_size = 256  # many clients connect at once
        self.httpd = ThreadingHTTPServer(("127.0.0.1", port), make_handler(self.state))
        self.httpd.daemon_threads = True
        # a short poll: shutdown() waits for the loop's next poll (0.5 s by default)
        self.thread = threading.Thread(
            target=self.httpd.serve_forever, kwargs={"poll_interval": POLL_S}, daemon=True
        )

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


app = typer.Typer(add_completion=False, help=__doc__, pretty_exceptions_show_locals=False)


@app.command()
def main(
    port: int = typer.Option(8765, help="Port on 127.0.0.1."),
    policy: str = typer.Option("oracle", help="oracle | null | anti-oracle"),
    latency: float = typer.Option(0.0, help="Seconds added to every response."),
    slow_seconds: float = typer.Option(3.0, help="How long slow_once sleeps."),
    trickle_seconds: float = typer.Option(1.0, help="Seconds per byte of the trickle fault."),
    fault: list[str] = typer.Option([], help="GLOB=FAULT, e.g. 'hr.*=rate_limit_once'."),
    task_pack: str | None = typer.Option(None, help="Importable module path of a task pack."),
    toolset: str = typer.Option(
        "full", help="full | role | discover (discover: replay through search_tools/call_tool)."
    ),
    retry_after: float = typer.Option(1.0, help="Retry-After seconds of rate_limit_once."),
    light: bool = typer.Option(
        False, help="Read only the messages of each body (load tests; no last_body kept)."
    ),
) -> None:
    """Serve the mock endpoint until interrupted."""
    if toolset not in TOOLSETS:
        raise typer.BadParameter(f"{toolset!r} is not one of {', '.join(TOOLSETS)}")
    faults = {}
    for f in fault:
        glob, _, name = f.partition("=")
        if name not in FAULTS:
            raise typer.BadParameter(f"unknown fault {name!r}; one of {', '.join(FAULTS)}")
        faults[glob] = name
    server = MockServer(
        load_suite(task_pack),
        MockConfig(
            policy, latency, slow_seconds, trickle_seconds, faults, toolset, retry_after, light
        ),
        port,
    )
    typer.echo(f"mock OpenAI endpoint at {server.base_url} (policy {policy})")
    with server:
        try:
            server.thread.join()
        except KeyboardInterrupt:
            pass


if __name__ == "__main__":
    app()
