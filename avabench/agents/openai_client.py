"""The model client: any OpenAI-compatible chat-completions endpoint with tool calling.

Built on the official ``openai`` SDK (2.x) with an ``httpx`` client. Retries of 429, 5xx,
timeouts and dropped connections are the SDK's own (exponential backoff that honours
``Retry-After``), tuned with ``max_retries``; there is no second retry layer here. Only
parameters the user set are sent. TLS verification is off only when ``AVABENCH_SSL_VERIFY=0``.
``extra_body`` (``--extra-body JSON``) is merged into every request body, its keys last, for
provider switches the SDK does not know::

    {"chat_template_kwargs": {"enable_thinking": false}}  # vLLM / SGLang, Qwen3-style templates
    {"chat_template_kwargs": {"thinking": true}}          # vLLM / SGLang, DeepSeek-V3.1-style
    {"thinking": {"type": "disabled"}}                     # gateways with a top-level switch

The keys the harness owns (:data:`RESERVED_BODY_KEYS`) cannot be set that way.

Bodies are assembled from pre-encoded JSON (:mod:`avabench.agents.request_body`: the tool list
once per process and toolset, each conversation's messages once) and posted as bytes through
the SDK's client, so its retries, timeouts and error classes apply unchanged. Connections are
kept alive in pools sized to ``max_connections`` (the run's concurrency), split over one SDK
client per :data:`CONNECTIONS_PER_CLIENT` connections: a conversation keeps its client, and no
request scans a pool that grows with the concurrency.

``request_timeout`` is a *total* deadline per HTTP attempt (connect to last body byte, see
:mod:`avabench.agents.transport`). The body is parsed as data (:mod:`avabench.agents.protocol`).
Errors are sorted: 401/403/404 are :class:`FatalEndpointError` (the run stops), a 400 about the
context length is :class:`ContextOverflow`, anything else after the retries is an
:class:`InfraError` (the episode is invalid). :meth:`ModelPolicy.preflight` sends one request
before a run so that a wrong key, model or URL stops it at once.
"""

from __future__ import annotations

import functools
import inspect
import json
import math
import os
import ssl
from typing import Any

import httpx
import openai

from avabench.agents.base import AssistantTurn, ContextOverflow, FatalEndpointError, InfraError
from avabench.agents.protocol import is_context_overflow, parse_body
from avabench.agents.protocol import usage_of as usage_of
from avabench.agents.request_body import BodyEncoder
from avabench.agents.transport import DeadlineTransport
from avabench.safety import Redactor, safe_url

#: Request keys ``extra_body`` may not override: the conversation and the tools are the task's.
RESERVED_BODY_KEYS = ("model", "messages", "tools", "tool_choice", "stream")

#: Keep-alive connections per SDK client (several clients past that; module docstring).
CONNECTIONS_PER_CLIENT = 8

#: The SDK's ``post`` takes raw bytes as ``content=`` (older 2.x releases took them as ``body=``).
_POST_CONTENT = "content" in inspect.signature(openai.AsyncOpenAI.post).parameters


def parse_extra_body(text: str) -> dict[str, Any]:
    """The ``--extra-body`` JSON text as a dict.

    Raises:
        ValueError: not JSON, not an object, or it sets a key the harness owns.
    """
    try:
        value = json.loads(text)
    except ValueError as exc:
        raise ValueError(f"--extra-body is not JSON ({exc})") from None
    if not isinstance(value, dict):
        raise ValueError(f"--extra-body must be a JSON object, not a {type(value).__name__}")
    owned = sorted(set(value) & set(RESERVED_BODY_KEYS))
    if owned:
        raise ValueError(
            f"--extra-body may not set {', '.join(owned)} (the harness sends the conversation, "
            "tools and model)"
        )
    return value


def ssl_verify() -> bool:
    """False only when ``AVABENCH_SSL_VERIFY=0`` (self-signed internal gateways)."""
    return os.environ.get("AVABENCH_SSL_VERIFY", "1").strip().lower() not in ("0", "false", "no")


@functools.cache
def _ssl_context(verify: bool) -> ssl.SSLContext:
    """One TLS context per process and setting (loading the CA store takes ~70 ms)."""
    return httpx.create_ssl_context(verify=verify)


def resolve_api_key(explicit: str | None) -> str:
    """The key from ``--api-key``, ``AVABENCH_API_KEY`` or ``OPENAI_API_KEY``."""
    return (
        explicit or os.environ.get("AVABENCH_API_KEY") or os.environ.get("OPENAI_API_KEY") or "none"
    )


def redact(text: str, secret: str | None) -> str:
    """Remove a secret and its near-copies from any text that may be stored or shown."""
    return Redactor(secret)(text)


class EndpointUnreachable(InfraError):
    """No answer at all after the retries (connection refused, dropped or timed out)."""


def _status_message(exc: openai.APIStatusError) -> str:
    body = exc.body
    err = body.get("error", body) if isinstance(body, dict) else body
    msg = err.get("message") if isinstance(err, dict) else err
    return str(msg or exc.message)[:500]


class ModelPolicy:
    """Asks the model for each assistant turn."""

    def __init__(
        self,
        model: str,
        base_url: str | None,
        api_key: str | None,
        *,
        reasoning_effort: str | None = None,
        temperature: float | None = None,
        max_tokens: int | None = None,
        seed: int | None = None,
        max_retries: int = 4,
        request_timeout: float = 120.0,
        extra_body: dict[str, Any] | None = None,
        max_connections: int = CONNECTIONS_PER_CLIENT,
    ) -> None:
        self.name = model
        self.model = model
        self._key = resolve_api_key(api_key)
        self.base_url, url_secrets = safe_url(base_url)
        self.redact = Redactor(self._key, *url_secrets)
        self._https: list[httpx.AsyncClient] = []
        self.clients: list[openai.AsyncOpenAI] = []
        n_clients = max(1, math.ceil(max_connections / CONNECTIONS_PER_CLIENT))
        per_client = math.ceil(max(1, max_connections) / n_clients)
        for _ in range(n_clients):
            transport = DeadlineTransport(
                httpx.AsyncHTTPTransport(
                    verify=_ssl_context(ssl_verify()),
                    limits=httpx.Limits(
                        max_connections=None,  # more than expected waits on no pool
                        max_keepalive_connections=per_client,
                        keepalive_expiry=30.0,
                    ),
                ),
                request_timeout,
            )
            http = httpx.AsyncClient(transport=transport, timeout=request_timeout)
            self._https.append(http)
            self.clients.append(
                openai.AsyncOpenAI(
                    base_url=base_url,
                    api_key=self._key,
                    max_retries=max_retries,
                    timeout=request_timeout,
                    http_client=http,
                )
            )
        #: The first SDK client (the preflight's; kept for callers that used one client).
        self.client = self.clients[0]
        self.encoder = BodyEncoder(max_conversations=max(512, 4 * max_connections))
        #: Set by :meth:`aclose` (a :class:`PolicyPerProcess` then builds a new one).
        self.closed = False
        self.params: dict[str, Any] = {}
        if reasoning_effort is not None:
            self.params["reasoning_effort"] = reasoning_effort
        if temperature is not None:
            self.params["temperature"] = temperature
        if max_tokens is not None:
            self.params["max_tokens"] = max_tokens
        if seed is not None:
            self.params["seed"] = seed
        #: Merged into every request body after the parameters above (module docstring).
        self.extra_body: dict[str, Any] = dict(extra_body or {})

    def body(self, messages: list[dict[str, Any]], tools: list[dict[str, Any]]) -> bytes:
        """The request body for this conversation, byte-identical to the SDK's encoding of
        ``{"model", "messages", **params, **extra_body, "tools", "tool_choice": "auto"}``."""
        return self.encoder.body(self.model, messages, {**self.params, **self.extra_body}, tools)

    async def _post(self, content: bytes, lane: int = 0) -> httpx.Response:
        client = self.clients[lane % len(self.clients)]
        try:
            # The SDK's own client (auth, retries with Retry-After, timeouts); the raw response
            # is parsed here as data. The body is posted as pre-encoded bytes: no per-call
            # typed-dict transform or JSON encoding of the messages and tool schemas.
            if _POST_CONTENT:
                return await client.post(
                    "/chat/completions", cast_to=httpx.Response, content=content
                )
            return await client.post(  # pragma: no cover - openai releases before content=
                "/chat/completions", cast_to=httpx.Response, body=content
            )
        except openai.APIStatusError as exc:
            status, message = exc.status_code, _status_message(exc)
            what = f"HTTP {status}: {message}"
            if status in (401, 403):
                raise FatalEndpointError(
                    self.redact(f"the endpoint refused the key ({what})")
                ) from None
            if status == 404:
                raise FatalEndpointError(
                    self.redact(f"model {self.model!r} or URL {self.base_url} not found ({what})")
                ) from None
            if is_context_overflow(status, exc.body, message):
                raise ContextOverflow(self.redact(f"context length exceeded ({what})")) from None
            raise InfraError(self.redact(f"{type(exc).__name__}: {what}")) from None
        except openai.APIConnectionError as exc:
            cause = f" ({exc.__cause__})" if exc.__cause__ is not None else ""
            raise EndpointUnreachable(self.redact(f"{type(exc).__name__}: {exc}{cause}")) from None
        except openai.APIError as exc:
            cause = f" ({exc.__cause__})" if exc.__cause__ is not None else ""
            raise InfraError(self.redact(f"{type(exc).__name__}: {exc}{cause}")) from None

    async def next_turn(
        self, messages: list[dict[str, Any]], tools: list[dict[str, Any]]
    ) -> AssistantTurn:
        resp = await self._post(self.body(messages, tools), self.encoder.lane(messages))
        return parse_body(resp.content)

    async def preflight(self) -> None:
        """One small request: a wrong key, model or URL, or no endpoint, stops the run here.

        Raises:
            FatalEndpointError: 401, 403, 404, or the endpoint unreachable after the retries.
            InfraError: any other failure (the run goes on; its episodes may turn invalid).
        """
        try:
            await self._post(self.body([{"role": "user", "content": "ping"}], []))
        except EndpointUnreachable as exc:
            raise FatalEndpointError(f"endpoint {self.base_url} unreachable: {exc}") from None

    async def aclose(self) -> None:
        self.closed = True
        for client in self.clients:
            await client.close()
        for http in self._https:
            await http.aclose()


class PolicyPerProcess:
    """A policy factory that builds one :class:`ModelPolicy` per process, shared by its episodes.

    One client (and connection pool) serves every episode of the process; a forked worker
    process (:mod:`avabench.workers`) builds its own instead of using its parent's, whose
    connections and event loop belong to the parent, and a closed policy (a run ended) is
    replaced by a new one.

    Args:
        **kwargs: the :class:`ModelPolicy` arguments (``model``, ``base_url``, ``api_key`` …).
    """

    def __init__(self, **kwargs: Any) -> None:
        self.kwargs = kwargs
        self._pid: int | None = None
        self._policy: ModelPolicy | None = None

    def __call__(self, task: Any = None, trial: int = 0) -> ModelPolicy:
        if self._policy is None or self._policy.closed or self._pid != os.getpid():
            self._policy, self._pid = ModelPolicy(**self.kwargs), os.getpid()
        return self._policy
