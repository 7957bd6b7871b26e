"""OpenTelemetry spans of stored runs, following the GenAI semantic conventions.

::

    avabench export-otel results/m.json -o spans.json            # OTLP/JSON file
    avabench export-otel results/m.json --endpoint http://localhost:3000/api/public/otel \\
        --header "Authorization=Basic $AUTH" --header x-langfuse-ingestion-version=4
    avabench run ... --otel spans.json | --otel http://collector:4318   # after the run

Needs the optional extra ``pip install 'avabench[otel]'`` (``opentelemetry-sdk`` and
``opentelemetry-exporter-otlp-proto-http``). Spans are built from the results file alone (no
model, no world), so any stored run can be exported again; ids are derived from the run alias,
task, trial and episode start, so exporting the same file twice gives the same trace and span
ids (a backend that upserts by id keeps one copy), and a shard's episodes keep their ids in the
merged file.

One trace per episode (task-trial):

* root ``invoke_agent {agent}`` (INTERNAL): the episode, with the score, every assertion and
  the episode's usage; status ERROR when the episode is invalid;
* ``chat {model}`` (CLIENT) per model call, in order: the turn's usage, finish reason, output
  message (reasoning, text, tool calls) and the input messages new since the previous call
  (``full_input``: the whole conversation sent);
* ``execute_tool {tool}`` (INTERNAL) per tool call, a sibling after its chat span: arguments,
  result or error (status ERROR, ``error.type``).

Attribute names (GenAI semconv, see :data:`SEMCONV`): ``gen_ai.operation.name``,
``gen_ai.provider.name``, ``gen_ai.agent.name``, ``gen_ai.conversation.id``,
``gen_ai.request.model`` / ``.temperature`` / ``.max_tokens`` / ``.seed``,
``gen_ai.response.finish_reasons``, ``gen_ai.usage.input_tokens`` / ``.output_tokens`` /
``gen_ai.usage.reasoning.output_tokens`` / ``gen_ai.usage.cache_read.input_tokens``,
``gen_ai.system_instructions``, ``gen_ai.input.messages``, ``gen_ai.output.messages`` (JSON
text, parts of type ``text``, ``reasoning``, ``tool_call``, ``tool_call_response``),
``gen_ai.tool.name`` / ``.type`` / ``.call.id`` / ``.call.arguments`` / ``.call.result``,
``error.type``, ``session.id`` (the run alias: Langfuse groups a run's traces by it). The score
is on the root span as ``avabench.*`` attributes and as ``gen_ai.evaluation.result`` events
(``gen_ai.evaluation.name`` / ``.score.value`` / ``.score.label`` / ``.explanation``), one for
the task and one per graded assertion. Timing: the episode's start and duration, and each
call's offset and duration as the runner measured them; results written before the runner
measured calls get zero-length call spans at the episode's start.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

import typer

from avabench.results import Message, RunResult, TaskResult, TraceCall, Usage, load_run

if TYPE_CHECKING:
    from opentelemetry.sdk.trace import ReadableSpan
    from opentelemetry.sdk.trace.export import SpanExporter

#: The GenAI semantic-convention names used here (checked against the installed semconv).
SEMCONV = {
    "GEN_AI_OPERATION_NAME": "gen_ai.operation.name",
    "GEN_AI_PROVIDER_NAME": "gen_ai.provider.name",
    "GEN_AI_AGENT_NAME": "gen_ai.agent.name",
    "GEN_AI_CONVERSATION_ID": "gen_ai.conversation.id",
    "GEN_AI_REQUEST_MODEL": "gen_ai.request.model",
    "GEN_AI_REQUEST_TEMPERATURE": "gen_ai.request.temperature",
    "GEN_AI_REQUEST_MAX_TOKENS": "gen_ai.request.max_tokens",
    "GEN_AI_REQUEST_SEED": "gen_ai.request.seed",
    "GEN_AI_RESPONSE_FINISH_REASONS": "gen_ai.response.finish_reasons",
    "GEN_AI_USAGE_INPUT_TOKENS": "gen_ai.usage.input_tokens",
    "GEN_AI_USAGE_OUTPUT_TOKENS": "gen_ai.usage.output_tokens",
    "GEN_AI_USAGE_REASONING_OUTPUT_TOKENS": "gen_ai.usage.reasoning.output_tokens",
    "GEN_AI_USAGE_CACHE_READ_INPUT_TOKENS": "gen_ai.usage.cache_read.input_tokens",
    "GEN_AI_SYSTEM_INSTRUCTIONS": "gen_ai.system_instructions",
    "GEN_AI_INPUT_MESSAGES": "gen_ai.input.messages",
    "GEN_AI_OUTPUT_MESSAGES": "gen_ai.output.messages",
    "GEN_AI_TOOL_NAME": "gen_ai.tool.name",
    "GEN_AI_TOOL_TYPE": "gen_ai.tool.type",
    "GEN_AI_TOOL_CALL_ID": "gen_ai.tool.call.id",
    "GEN_AI_TOOL_CALL_ARGUMENTS": "gen_ai.tool.call.arguments",
    "GEN_AI_TOOL_CALL_RESULT": "gen_ai.tool.call.result",
    "GEN_AI_EVALUATION_NAME": "gen_ai.evaluation.name",
    "GEN_AI_EVALUATION_SCORE_VALUE": "gen_ai.evaluation.score.value",
    "GEN_AI_EVALUATION_SCORE_LABEL": "gen_ai.evaluation.score.label",
    "GEN_AI_EVALUATION_EXPLANATION": "gen_ai.evaluation.explanation",
}
OP, PROVIDER, AGENT, CONVERSATION = (
    "gen_ai.operation.name",
    "gen_ai.provider.name",
    "gen_ai.agent.name",
    "gen_ai.conversation.id",
)
EVALUATION_EVENT = "gen_ai.evaluation.result"
#: Spans sent per OTLP request.
BATCH = 512
INSTALL_HINT = "OpenTelemetry export needs the optional extra: pip install 'avabench[otel]'"


class ExportError(Exception):
    """The spans could not be written or sent (the message says why)."""


def available() -> bool:
    """Whether the optional OpenTelemetry packages are installed."""
    try:
        import opentelemetry.exporter.otlp.proto.http
        import opentelemetry.sdk.trace  # noqa: F401
    except ImportError:
        return False
    return True


def _ns(when: dt.datetime, offset_s: float = 0.0) -> int:
    return int(when.timestamp() * 1_000_000_000) + round(offset_s * 1_000_000_000)


def _parse_time(text: str | None) -> dt.datetime | None:
    if not text:
        return None
    try:
        when = dt.datetime.fromisoformat(text.replace("Z", "+00:00"))
    except ValueError:
        return None
    return when if when.tzinfo else when.replace(tzinfo=dt.UTC)


def _json(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, sort_keys=False, default=str)


def _arguments(text: str) -> Any:
    try:
        return json.loads(text)
    except (ValueError, RecursionError):
        return text


def message_parts(m: Message) -> dict[str, Any]:
    """A stored message as a GenAI-semconv message (``role`` and typed ``parts``)."""
    parts: list[dict[str, Any]] = []
    if m.role == "tool":
        parts.append({"type": "tool_call_response", "id": m.tool_call_id, "response": m.content})
        return {"role": "tool", "parts": parts}
    if m.reasoning:
        parts.append({"type": "reasoning", "content": m.reasoning})
    if m.content:
        parts.append({"type": "text", "content": m.content})
    for c in m.tool_calls:
        parts.append(
            {"type": "tool_call", "id": c.id, "name": c.name, "arguments": _arguments(c.arguments)}
        )
    out: dict[str, Any] = {"role": m.role, "parts": parts}
    if m.role == "assistant" and m.finish_reason:
        out["finish_reason"] = m.finish_reason
    return out


def _usage_attrs(u: Usage) -> dict[str, int]:
    return {
        "gen_ai.usage.input_tokens": u.prompt_tokens,
        "gen_ai.usage.output_tokens": u.completion_tokens,
        "gen_ai.usage.reasoning.output_tokens": u.reasoning_tokens,
        "gen_ai.usage.cache_read.input_tokens": u.cached_tokens,
    }


def _score_attrs(r: TaskResult) -> dict[str, Any]:
    attrs: dict[str, Any] = {
        "avabench.task.id": r.task_id,
        "avabench.task.domain": r.domain,
        "avabench.task.tier": r.tier,
        "avabench.trial": r.trial,
        "avabench.status": r.status,
        "avabench.partial_credit": r.partial_credit,
        "avabench.task_completed_correctly": r.task_completed_correctly,
        "avabench.graded": r.graded,
        "avabench.passed": r.passed,
        "avabench.steps": r.steps,
        "avabench.stopped_by": r.stopped_by,
        "avabench.grader_version": r.grader_version,
        "avabench.noise": r.noise,
        "avabench.noise_seed": r.noise_seed,
        "avabench.tool_calls": len(r.trace),
        "avabench.assertion.count": len(r.assertions),
    }
    if r.invalid_reason:
        attrs["avabench.invalid_reason"] = r.invalid_reason
    if r.limits_hit:
        attrs["avabench.limits_hit"] = list(r.limits_hit)
    for a in r.assertions:
        p = f"avabench.assertion.{a.index}"
        attrs |= {
            f"{p}.kind": a.kind,
            f"{p}.description": a.description,
            f"{p}.negative": a.negative,
            f"{p}.graded": a.graded,
            f"{p}.passed": a.passed,
            f"{p}.outcome": a.outcome,
        }
        if a.detail:
            attrs[f"{p}.detail"] = a.detail
    return attrs


def _evaluations(r: TaskResult) -> Iterator[dict[str, Any]]:
    """The ``gen_ai.evaluation.result`` events of a scored episode."""
    if r.status != "ok":
        return
    yield {
        "gen_ai.evaluation.name": "avabench.partial_credit",
        "gen_ai.evaluation.score.value": r.partial_credit,
        "gen_ai.evaluation.score.label": "pass" if r.task_completed_correctly else "fail",
        "gen_ai.evaluation.explanation": f"{r.passed}/{r.graded} graded assertions hold",
    }
    for a in r.assertions:
        if not a.graded:
            continue
        yield {
            "gen_ai.evaluation.name": f"avabench.assertion.{a.index}",
            "gen_ai.evaluation.score.value": 1.0 if a.passed else 0.0,
            "gen_ai.evaluation.score.label": a.outcome,
            "gen_ai.evaluation.explanation": a.description + (f" — {a.detail}" if a.detail else ""),
        }


class _Ids:
    """Trace and span ids derived from a key (see :func:`_id_generator`)."""

    def __init__(self) -> None:
        self.seed = b"\0" * 32
        self.n = 0

    def begin(self, key: str) -> None:
        self.seed, self.n = hashlib.sha256(key.encode()).digest(), 0

    def trace_id(self) -> int:
        return int.from_bytes(self.seed[:16], "big") or 1

    def span_id(self) -> int:
        self.n += 1
        h = hashlib.sha256(self.seed + self.n.to_bytes(8, "big")).digest()
        return int.from_bytes(h[:8], "big") or 1


def _id_generator(ids: _Ids):  # type: ignore[no-untyped-def]
    from opentelemetry.sdk.trace.id_generator import IdGenerator

    class Deterministic(IdGenerator):
        def generate_trace_id(self) -> int:
            return ids.trace_id()

        def generate_span_id(self) -> int:
            return ids.span_id()

    return Deterministic()


def _chat_inputs(r: TaskResult, full_input: bool) -> Iterator[tuple[Message, list[Message]]]:
    """Each assistant message with the input messages its span shows."""
    since = 0
    for i, m in enumerate(r.messages):
        if m.role != "assistant":
            continue
        yield m, r.messages[0 if full_input else since : i]
        since = i + 1


def _episode(tracer: Any, ids: _Ids, run: RunResult, r: TaskResult, full_input: bool) -> None:
    from opentelemetry.trace import SpanKind, Status, StatusCode, set_span_in_context

    s = run.settings
    who = s.model or f"agent:{s.agent}"
    start = _parse_time(r.started_at) or _parse_time(run.started_at) or dt.datetime.now(dt.UTC)
    ids.begin(f"{s.alias}|{r.task_id}|{r.trial}|{r.started_at or run.started_at}")
    conversation = f"{s.alias}/{r.task_id}#{r.trial}"
    common: dict[str, Any] = {CONVERSATION: conversation, AGENT: who}
    if s.model:
        common[PROVIDER] = "openai"  # the OpenAI-compatible chat-completions protocol
    root_attrs: dict[str, Any] = {
        OP: "invoke_agent",
        **common,
        "session.id": s.alias,
        **_usage_attrs(r.usage),
        **_score_attrs(r),
    }
    if s.model:
        root_attrs["gen_ai.request.model"] = s.model
    system = [m for m in r.messages if m.role == "system"]
    if system:
        root_attrs["gen_ai.system_instructions"] = _json(
            [{"type": "text", "content": m.content or ""} for m in system]
        )
    users = [message_parts(m) for m in r.messages if m.role == "user"]
    if users:
        root_attrs["gen_ai.input.messages"] = _json(users)
    root_attrs["gen_ai.output.messages"] = _json(
        [{"role": "assistant", "parts": [{"type": "text", "content": r.reply}]}]
    )
    root = tracer.start_span(
        f"invoke_agent {who}",
        context=None,
        kind=SpanKind.INTERNAL,
        attributes=root_attrs,
        start_time=_ns(start),
    )
    if r.status != "ok":
        root.set_status(Status(StatusCode.ERROR, r.invalid_reason or "invalid episode"))
    ctx = set_span_in_context(root)
    request: dict[str, Any] = {}
    if s.model:
        request["gen_ai.request.model"] = s.model
    for key, value in (
        ("gen_ai.request.temperature", s.temperature),
        ("gen_ai.request.max_tokens", s.max_tokens),
        ("gen_ai.request.seed", s.seed),
    ):
        if value is not None:
            request[key] = value
    calls_by_step: dict[int, list[TraceCall]] = {}
    for c in r.trace:
        calls_by_step.setdefault(c.step, []).append(c)
    for step, (m, inputs) in enumerate(_chat_inputs(r, full_input), start=1):
        at = m.offset_s or 0.0
        attrs: dict[str, Any] = {OP: "chat", **common, **request, "avabench.step": step}
        if m.finish_reason:
            attrs["gen_ai.response.finish_reasons"] = [m.finish_reason]
        if m.usage is not None:
            attrs |= _usage_attrs(m.usage)
        if inputs:
            attrs["gen_ai.input.messages"] = _json([message_parts(x) for x in inputs])
        attrs["gen_ai.output.messages"] = _json([message_parts(m)])
        span = tracer.start_span(
            f"chat {s.model or who}",
            context=ctx,
            kind=SpanKind.CLIENT,
            attributes=attrs,
            start_time=_ns(start, at),
        )
        span.end(end_time=_ns(start, at + (m.duration_s or 0.0)))
        for c in calls_by_step.get(step, []):
            _tool_span(tracer, ctx, common, c, start, at + (m.duration_s or 0.0))
    end = _ns(start, r.duration_s)
    for ev in _evaluations(r):
        root.add_event(EVALUATION_EVENT, ev, timestamp=end)
    root.end(end_time=end)


def _tool_span(
    tracer: Any, ctx: Any, common: dict[str, Any], c: TraceCall, start: dt.datetime, after: float
) -> None:
    from opentelemetry.trace import SpanKind, Status, StatusCode

    at = c.offset_s if c.offset_s is not None else after
    attrs: dict[str, Any] = {
        OP: "execute_tool",
        **common,
        "gen_ai.tool.name": c.name,
        "gen_ai.tool.type": "function",
        "gen_ai.tool.call.arguments": c.raw_arguments
        if c.raw_arguments is not None
        else _json(c.arguments),
        "avabench.step": c.step,
        "avabench.turn": c.turn,
        "avabench.tool.ok": c.ok,
        "avabench.tool.writes": c.writes,
    }
    if c.call_id:
        attrs["gen_ai.tool.call.id"] = c.call_id
    if c.raw_truncated:
        attrs["avabench.tool.raw_truncated"] = True
    if c.ok:
        attrs["gen_ai.tool.call.result"] = _json(c.output)
    else:
        attrs["gen_ai.tool.call.result"] = _json({"error": c.error})
        attrs["error.type"] = c.error_kind or "tool_error"
    span = tracer.start_span(
        f"execute_tool {c.name}",
        context=ctx,
        kind=SpanKind.INTERNAL,
        attributes=attrs,
        start_time=_ns(start, at),
    )
    if not c.ok:
        span.set_status(Status(StatusCode.ERROR, c.error or "tool error"))
    span.end(end_time=_ns(start, at + (c.duration_s or 0.0)))


def _resource(run: RunResult) -> Any:
    from opentelemetry.sdk.resources import Resource

    s = run.settings
    attrs: dict[str, Any] = {
        "service.name": "avabench",
        "service.version": s.package_version or "unknown",
        # the SDK would draw a random one: the same file exports to the same resource
        "service.instance.id": f"{s.alias}@{run.started_at}",
        "avabench.run.alias": s.alias,
        "avabench.run.fingerprint": s.fingerprint(),
        "avabench.run.started_at": run.started_at,
        "avabench.run.git_commit": s.git_commit,
        "avabench.run.grader_version": s.grader_version,
        "avabench.run.noise": s.noise,
        "avabench.run.noise_seed": s.noise_seed,
        "avabench.run.trials": s.trials,
    }
    for key, value in (
        ("avabench.run.model", s.model),
        ("avabench.run.agent", s.agent),
        ("avabench.run.sample", s.sample),
        ("avabench.run.reasoning_effort", s.reasoning_effort),
        ("avabench.run.shard", s.shard),
        ("avabench.run.task_pack", s.task_pack),
    ):
        if value is not None:
            attrs[key] = value
    return Resource.create(attrs)


def spans(run: RunResult, *, full_input: bool = False) -> list[ReadableSpan]:
    """Every span of ``run``: one trace per episode (module docstring).

    Raises:
        ExportError: the OpenTelemetry SDK is not installed.
    """
    if not available():
        raise ExportError(INSTALL_HINT)
    from opentelemetry.sdk.trace import SpanLimits, TracerProvider
    from opentelemetry.sdk.trace.export import SimpleSpanProcessor
    from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

    from avabench import __version__

    ids = _Ids()
    collected = InMemorySpanExporter()
    provider = TracerProvider(
        resource=_resource(run),
        id_generator=_id_generator(ids),
        # assertions are attributes: lift the SDK's default cap of 128 per span
        span_limits=SpanLimits(max_span_attributes=100_000, max_events=100_000),
    )
    provider.add_span_processor(SimpleSpanProcessor(collected))
    tracer = provider.get_tracer("avabench", __version__)
    for r in run.tasks:
        _episode(tracer, ids, run, r, full_input)
    provider.shutdown()
    return list(collected.get_finished_spans())


def emit(
    run: RunResult, exporter: SpanExporter, *, full_input: bool = False, batch: int = BATCH
) -> int:
    """Send every span of ``run`` to ``exporter`` in batches; the number of spans.

    Raises:
        ExportError: the SDK is missing, or the exporter refused a batch.
    """
    from opentelemetry.sdk.trace.export import SpanExportResult

    out = spans(run, full_input=full_input)
    for i in range(0, len(out), batch):
        if exporter.export(out[i : i + batch]) is not SpanExportResult.SUCCESS:
            raise ExportError(f"the exporter refused spans {i}–{min(len(out), i + batch) - 1}")
    return len(out)


def _hex_ids(node: Any) -> Any:
    """OTLP/JSON writes trace and span ids as hex (protobuf's JSON mapping uses base64)."""
    import base64

    if isinstance(node, dict):
        return {
            k: base64.b64decode(v).hex()
            if k in ("traceId", "spanId", "parentSpanId") and isinstance(v, str)
            else _hex_ids(v)
            for k, v in node.items()
        }
    if isinstance(node, list):
        return [_hex_ids(v) for v in node]
    return node


def otlp_json(items: Sequence[ReadableSpan]) -> dict[str, Any]:
    """Spans as an OTLP/JSON ``ExportTraceServiceRequest`` (what ``POST /v1/traces`` takes)."""
    from google.protobuf.json_format import MessageToDict
    from opentelemetry.exporter.otlp.proto.common.trace_encoder import encode_spans

    doc = MessageToDict(encode_spans(items), use_integers_for_enums=True)
    return _hex_ids(doc)


def export_file(run: RunResult, path: Path, *, full_input: bool = False) -> int:
    """Write the spans of ``run`` to ``path`` as OTLP/JSON; the number of spans."""
    from avabench.results import write_atomic

    out = spans(run, full_input=full_input)
    write_atomic(Path(path), json.dumps(otlp_json(out), ensure_ascii=False, indent=1) + "\n")
    return len(out)


def traces_url(url: str) -> str:
    """An OTLP/HTTP base URL (``.../api/public/otel``) with ``/v1/traces`` added if missing."""
    url = url.rstrip("/")
    return url if url.endswith("/v1/traces") else url + "/v1/traces"


def export_endpoint(
    run: RunResult,
    url: str,
    headers: dict[str, str] | None = None,
    *,
    timeout: float = 30.0,
    full_input: bool = False,
) -> int:
    """Send the spans of ``run`` to an OTLP/HTTP (protobuf) endpoint; the number of spans.

    ``headers`` add to ``OTEL_EXPORTER_OTLP_HEADERS`` (read by the SDK's exporter), e.g. the
    ``Authorization=Basic …`` of Langfuse. Headers are never written anywhere.

    Raises:
        ExportError: the endpoint refused or did not answer.
    """
    if not available():
        raise ExportError(INSTALL_HINT)
    import logging

    from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter

    exporter = OTLPSpanExporter(endpoint=traces_url(url), headers=headers or None, timeout=timeout)
    quiet = logging.getLogger("opentelemetry.exporter.otlp.proto.http")
    level = quiet.level
    quiet.setLevel(logging.CRITICAL)  # its log lines may echo headers; the error is raised here
    try:
        return emit(run, exporter, full_input=full_input)
    except ExportError as exc:
        raise ExportError(f"{traces_url(url)}: {exc}") from None
    finally:
        quiet.setLevel(level)
        exporter.shutdown()


def is_url(target: str) -> bool:
    """Whether a ``--otel`` target is an endpoint (else a file path)."""
    return target.startswith(("http://", "https://"))


def export(
    run: RunResult, target: str, headers: dict[str, str] | None = None, *, full_input: bool = False
) -> int:
    """``target`` an ``http(s)://`` OTLP endpoint, or a file path for OTLP/JSON."""
    if is_url(target):
        return export_endpoint(run, target, headers, full_input=full_input)
    return export_file(run, Path(target), full_input=full_input)


def parse_headers(items: Sequence[str]) -> dict[str, str]:
    """``KEY=VALUE`` items as a dict.

    Raises:
        ValueError: an item without ``=``.
    """
    out = {}
    for item in items:
        key, sep, value = item.partition("=")
        if not sep or not key.strip():
            raise ValueError(f"--header {item.split('=')[0]!r}… is not KEY=VALUE")
        out[key.strip()] = value.strip()
    return out


def main(
    results: Path = typer.Argument(..., help="A results file (results/<alias>.json)."),
    out: Path | None = typer.Option(None, "-o", "--out", help="Write OTLP/JSON spans here."),
    endpoint: str | None = typer.Option(
        None, help="Send to this OTLP/HTTP endpoint (…/v1/traces is added if missing)."
    ),
    header: list[str] = typer.Option(
        [], help="KEY=VALUE header for --endpoint (repeatable); never stored."
    ),
    full_input: bool = typer.Option(
        False, help="Every chat span carries the whole conversation sent, not only what is new."
    ),
) -> None:
    """Export a run's traces as OpenTelemetry spans (GenAI conventions); see docs/otel.md."""
    if (out is None) == (endpoint is None):
        typer.echo("error: pass exactly one of -o FILE or --endpoint URL", err=True)
        raise typer.Exit(2)
    if endpoint is not None and not is_url(endpoint):
        typer.echo(f"error: --endpoint {endpoint!r} needs http:// or https://", err=True)
        raise typer.Exit(2)
    try:
        headers = parse_headers(header)
    except ValueError as exc:
        typer.echo(f"error: {exc}", err=True)
        raise typer.Exit(2) from None
    if not available():
        typer.echo(f"error: {INSTALL_HINT}", err=True)
        raise typer.Exit(2)
    try:
        run = load_run(results)
    except (OSError, ValueError) as exc:
        typer.echo(f"error: {results}: cannot read it as a results file ({exc})", err=True)
        raise typer.Exit(1) from None
    target = endpoint if endpoint is not None else str(out)
    try:
        n = export(run, target, headers, full_input=full_input)
    except (ExportError, OSError) as exc:
        typer.echo(f"error: {exc}", err=True)
        raise typer.Exit(1) from None
    where = traces_url(target) if is_url(target) else target
    typer.echo(f"{n} spans of {len(run.tasks)} episodes → {where}")


if __name__ == "__main__":
    typer.run(main)
