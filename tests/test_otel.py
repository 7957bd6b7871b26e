"""OpenTelemetry export: GenAI-convention spans checked in the SDK, a file and a local collector."""

from __future__ import annotations

import base64
import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest
from typer.testing import CliRunner

pytest.importorskip("opentelemetry.sdk", reason="the [otel] extra is not installed")
pytest.importorskip(
    "opentelemetry.exporter.otlp.proto.http", reason="the [otel] extra is not installed"
)

from google.protobuf.json_format import ParseDict
from opentelemetry.proto.collector.trace.v1.trace_service_pb2 import (
    ExportTraceServiceRequest,
)
from opentelemetry.sdk.trace.export.in_memory_span_exporter import (
    InMemorySpanExporter,
)
from opentelemetry.trace import SpanKind, StatusCode

from avabench import otel
from avabench.app import app
from avabench.loader import load_suite
from avabench.mockserver import MockConfig, MockServer
from avabench.results import load_run

PACK = "fixtures.pack_good"
SUITE = load_suite(PACK, include_builtin=False)
LEAVE, BALANCE = "fixture.annual_leave", "fixture.balance_question"


@pytest.fixture(scope="module")
def model_run(tmp_path_factory):
    """A mock thinking-model run: LEAVE with reasoning, BALANCE first calls an unknown tool."""
    out = tmp_path_factory.mktemp("otel")
    config = MockConfig("oracle", faults={LEAVE: "reasoning", BALANCE: "unknown_tool"})
    with MockServer(SUITE, config) as server:
        args = ["run", "--model", "mock", "--base-url", server.base_url, "--api-key", "k"]
        args += ["--task-pack", PACK, "--only-pack", "--out", str(out), "--plain"]
        args += ["--temperature", "0", "--otel", str(out / "spans.json")]
        result = CliRunner().invoke(app, args)
    assert result.exit_code == 0, result.output
    assert "otel: " in result.output and " spans of 2 episodes → " in result.output
    return out


def by_trace(spans):
    traces: dict[int, list] = {}
    for s in spans:
        traces.setdefault(s.context.trace_id, []).append(s)
    return traces


def test_semconv_names_are_the_installed_conventions():
    from opentelemetry.semconv._incubating.attributes import gen_ai_attributes as g

    for const, name in otel.SEMCONV.items():
        assert getattr(g, const) == name


def test_one_trace_per_episode_with_a_span_per_model_and_tool_call(model_run):
    run = load_run(model_run / "mock.json")
    exporter = InMemorySpanExporter()
    n = otel.emit(run, exporter, batch=3)  # several batches
    spans = exporter.get_finished_spans()
    assert n == len(spans)
    traces = by_trace(spans)
    assert len(traces) == len(run.tasks) == 2
    for r in run.tasks:
        (mine,) = [
            t
            for t in traces.values()
            if any(s.attributes.get("avabench.task.id") == r.task_id for s in t)
        ]
        (root,) = [s for s in mine if s.parent is None]
        assert root.name == "invoke_agent mock" and root.kind is SpanKind.INTERNAL
        chats = [s for s in mine if s.attributes["gen_ai.operation.name"] == "chat"]
        tools = [s for s in mine if s.attributes["gen_ai.operation.name"] == "execute_tool"]
        assert len(mine) == 1 + len(chats) + len(tools)
        assert all(s.parent.span_id == root.context.span_id for s in chats + tools)
        assistant = [m for m in r.messages if m.role == "assistant"]
        assert len(chats) == len(assistant) == r.steps
        assert all(s.name == "chat mock" and s.kind is SpanKind.CLIENT for s in chats)
        assert [s.attributes["gen_ai.tool.name"] for s in tools] == [c.name for c in r.trace]
        for s, c in zip(tools, r.trace, strict=True):
            assert s.attributes["gen_ai.tool.call.arguments"] == c.raw_arguments
            assert s.attributes["gen_ai.tool.call.id"] == c.call_id
            assert s.attributes["avabench.tool.writes"] == c.writes
            if c.ok:
                assert json.loads(s.attributes["gen_ai.tool.call.result"]) == c.output
                assert s.status.status_code is StatusCode.UNSET
            else:
                assert s.status.status_code is StatusCode.ERROR
                assert s.status.description == c.error
                assert s.attributes["error.type"] == c.error_kind
        for s, m in zip(chats, assistant, strict=True):
            a = s.attributes
            assert a["gen_ai.request.model"] == "mock" and a["gen_ai.provider.name"] == "openai"
            assert a["gen_ai.request.temperature"] == 0.0
            assert a["gen_ai.usage.input_tokens"] == m.usage.prompt_tokens
            assert a["gen_ai.usage.output_tokens"] == m.usage.completion_tokens
            assert a["gen_ai.usage.reasoning.output_tokens"] == m.usage.reasoning_tokens
            assert tuple(a["gen_ai.response.finish_reasons"]) == (m.finish_reason,)
            (out,) = json.loads(a["gen_ai.output.messages"])
            assert out["role"] == "assistant" and out["finish_reason"] == m.finish_reason
            calls = [p for p in out["parts"] if p["type"] == "tool_call"]
            assert [p["name"] for p in calls] == [c.name for c in m.tool_calls]
        # time: every call inside the episode, model calls in order
        assert all(root.start_time <= s.start_time <= s.end_time <= root.end_time for s in mine)
        starts = [s.start_time for s in chats]
        assert starts == sorted(starts)
        # usage and the score on the root
        a = root.attributes
        assert a["gen_ai.usage.input_tokens"] == r.usage.prompt_tokens
        assert a["gen_ai.conversation.id"] == f"mock/{r.task_id}#0"
        assert a["session.id"] == "mock"
        assert a["avabench.partial_credit"] == r.partial_credit
        assert a["avabench.task_completed_correctly"] == r.task_completed_correctly
        assert (a["avabench.graded"], a["avabench.passed"]) == (r.graded, r.passed)
        assert a["avabench.assertion.count"] == len(r.assertions) > 0
        for x in r.assertions:
            p = f"avabench.assertion.{x.index}"
            assert a[f"{p}.description"] == x.description
            assert (a[f"{p}.graded"], a[f"{p}.passed"], a[f"{p}.outcome"]) == (
                x.graded,
                x.passed,
                x.outcome,
            )
        events = [e for e in root.events if e.name == "gen_ai.evaluation.result"]
        assert len(events) == 1 + sum(x.graded for x in r.assertions)
        assert events[0].attributes["gen_ai.evaluation.score.value"] == r.partial_credit


def test_reasoning_and_tool_errors_are_in_the_spans(model_run):
    run = load_run(model_run / "mock.json")
    exporter = InMemorySpanExporter()
    otel.emit(run, exporter)
    spans = exporter.get_finished_spans()
    leave = [s for s in spans if s.attributes.get("gen_ai.conversation.id") == f"mock/{LEAVE}#0"]
    reasoning = [
        p["content"]
        for s in leave
        if s.attributes["gen_ai.operation.name"] == "chat"
        for p in json.loads(s.attributes["gen_ai.output.messages"])[0]["parts"]
        if p["type"] == "reasoning"
    ]
    stored = [
        m.reasoning for r in run.tasks if r.task_id == LEAVE for m in r.messages if m.reasoning
    ]
    assert reasoning == stored and len(stored) >= 3
    failed = [
        s
        for s in spans
        if s.attributes.get("gen_ai.tool.name") == "no_such_tool"
        and s.status.status_code is StatusCode.ERROR
    ]
    assert len(failed) == 1 and failed[0].attributes["error.type"]


def test_chat_inputs_are_the_new_messages_or_the_whole_conversation(model_run):
    run = load_run(model_run / "mock.json")
    r = next(r for r in run.tasks if r.task_id == LEAVE)

    def chat_inputs(full: bool):
        ex = InMemorySpanExporter()
        otel.emit(run, ex, full_input=full)
        return [
            json.loads(s.attributes["gen_ai.input.messages"])
            for s in ex.get_finished_spans()
            if s.attributes.get("gen_ai.conversation.id") == f"mock/{LEAVE}#0"
            and s.attributes["gen_ai.operation.name"] == "chat"
        ]

    new, full = chat_inputs(False), chat_inputs(True)
    assert [m["role"] for m in new[0]] == ["system", "user"]
    assert all([m["role"] for m in step] == ["tool"] for step in new[1:])
    assert sum(len(step) for step in new) + r.steps == len(r.messages)
    assert [len(step) for step in full] == [
        i for i, m in enumerate(r.messages) if m.role == "assistant"
    ]


def test_ids_are_the_same_on_every_export_and_invalid_episodes_are_errors(model_run):
    run = load_run(model_run / "mock.json")
    first = [(s.context.trace_id, s.context.span_id) for s in otel.spans(run)]
    assert first == [(s.context.trace_id, s.context.span_id) for s in otel.spans(run)]
    assert len(set(first)) == len(first)
    bad = run.model_copy(
        update={
            "tasks": [
                run.tasks[0].model_copy(
                    update={"status": "invalid", "invalid_reason": "infrastructure error: x"}
                )
            ]
        }
    )
    (root,) = [s for s in otel.spans(bad) if s.parent is None]
    assert root.status.status_code is StatusCode.ERROR
    assert root.status.description == "infrastructure error: x"
    assert not [e for e in root.events if e.name == "gen_ai.evaluation.result"]


def _to_proto(doc: dict) -> ExportTraceServiceRequest:
    """OTLP/JSON (hex ids) parsed by the protobuf of opentelemetry-proto."""

    def b64(node):
        if isinstance(node, dict):
            return {
                k: base64.b64encode(bytes.fromhex(v)).decode()
                if k in ("traceId", "spanId", "parentSpanId")
                else b64(v)
                for k, v in node.items()
            }
        return [b64(v) for v in node] if isinstance(node, list) else node

    return ParseDict(b64(doc), ExportTraceServiceRequest())


def test_the_run_option_writes_otlp_json(model_run):
    run = load_run(model_run / "mock.json")
    doc = json.loads((model_run / "spans.json").read_text(encoding="utf-8"))
    (resource,) = doc["resourceSpans"]
    keys = {a["key"]: a["value"] for a in resource["resource"]["attributes"]}
    assert keys["service.name"] == {"stringValue": "avabench"}
    assert keys["avabench.run.alias"] == {"stringValue": "mock"}
    spans = resource["scopeSpans"][0]["spans"]
    assert all(len(s["traceId"]) == 32 and len(s["spanId"]) == 16 for s in spans)
    assert len({s["traceId"] for s in spans}) == len(run.tasks)
    req = _to_proto(doc)
    assert len(req.resource_spans[0].scope_spans[0].spans) == len(spans) == len(otel.spans(run))


def test_export_otel_command_writes_the_same_file(model_run, tmp_path):
    out = CliRunner().invoke(
        app, ["export-otel", str(model_run / "mock.json"), "-o", str(tmp_path / "s.json")]
    )
    assert out.exit_code == 0, out.output
    again = json.loads((tmp_path / "s.json").read_text(encoding="utf-8"))
    assert again == json.loads((model_run / "spans.json").read_text(encoding="utf-8"))


class Collector:
    """A local OTLP/HTTP receiver: records what it is sent, or answers ``status``."""

    def __init__(self, status: int = 200) -> None:
        self.requests: list[tuple[str, dict[str, str], ExportTraceServiceRequest]] = []
        collector = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args) -> None:
                return None

            def do_POST(self) -> None:
                body = self.rfile.read(int(self.headers["Content-Length"]))
                collector.requests.append(
                    (
                        self.path,
                        {k.lower(): v for k, v in self.headers.items()},
                        ExportTraceServiceRequest.FromString(body),
                    )
                )
                self.send_response(status)
                self.send_header("Content-Length", "0")
                self.end_headers()

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.thread = threading.Thread(
            target=self.httpd.serve_forever, kwargs={"poll_interval": 0.02}, daemon=True
        )

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.httpd.server_address[1]}/api/public/otel"

    def __enter__(self) -> Collector:
        self.thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


def test_export_to_a_local_collector_langfuse_style(model_run):
    run = load_run(model_run / "mock.json")
    auth = base64.b64encode(b"pk-lf-test:sk-lf-test").decode()
    with Collector() as c:
        out = CliRunner().invoke(
            app,
            [
                "export-otel",
                str(model_run / "mock.json"),
                "--endpoint",
                c.url,
                "--header",
                f"Authorization=Basic {auth}",
                "--header",
                "x-langfuse-ingestion-version=4",
            ],
        )
    assert out.exit_code == 0, out.output
    assert auth not in out.output
    (path, headers, _), *_ = c.requests
    assert path == "/api/public/otel/v1/traces"
    assert headers["authorization"] == f"Basic {auth}"
    assert headers["x-langfuse-ingestion-version"] == "4"
    assert headers["content-type"] == "application/x-protobuf"
    got = [
        s
        for _, _, r in c.requests
        for rs in r.resource_spans
        for ss in rs.scope_spans
        for s in ss.spans
    ]
    assert len(got) == len(otel.spans(run))
    assert {s.name for s in got} >= {"invoke_agent mock", "chat mock", "execute_tool no_such_tool"}


def test_a_refusing_endpoint_is_an_error_for_export_and_a_warning_for_run(model_run, tmp_path):
    with Collector(status=401) as c:
        out = CliRunner().invoke(
            app, ["export-otel", str(model_run / "mock.json"), "--endpoint", c.url]
        )
        assert out.exit_code == 1 and "the exporter refused spans" in out.output
        run = CliRunner().invoke(
            app,
            [
                "run",
                "--agent",
                "oracle",
                "--task-pack",
                PACK,
                "--only-pack",
                "--plain",
                "--out",
                str(tmp_path),
                "--otel",
                c.url,
            ],
        )
    assert run.exit_code == 0, run.output
    assert "WARNING --otel:" in run.output and "avabench export-otel" in run.output
    assert (tmp_path / "oracle.json").exists()


@pytest.mark.parametrize(
    ("args", "message"),
    [
        ([], "exactly one of -o FILE or --endpoint URL"),
        (["--endpoint", "collector:4318"], "needs http:// or https://"),
        (["--endpoint", "http://127.0.0.1:9", "--header", "novalue"], "is not KEY=VALUE"),
    ],
)
def test_export_otel_refuses_bad_options(model_run, args, message):
    out = CliRunner().invoke(app, ["export-otel", str(model_run / "mock.json"), *args])
    assert out.exit_code == 2 and message in out.output


def test_traces_url_adds_the_signal_path_once():
    assert (
        otel.traces_url("http://h:3000/api/public/otel")
        == "http://h:3000/api/public/otel/v1/traces"
    )
    assert otel.traces_url("http://h:4318/v1/traces/") == "http://h:4318/v1/traces"
