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

``request_timeout`` is a *total* deadline per HTTP attempt (connect to last body byte, see
:mod:`avabench.agents.transport`). The body is parsed as data (:mod:`avabench.agents.protocol`).
Errors are sorted: 401/403/404 are :class:`FatalEndpointError` (the run stops), a 400 about the
context length is :class:`ContextOverflow`, anything else after the retries is an
:class:`InfraError` (the episode is invalid). :meth:`ModelPolicy.preflight` sends one request
before a run so that a wrong key, model or URL stops it at once.
"""

from __future__ import annotations

import json
import os
from typing import Any

import httpx
import openai

from avabench.agents.base import AssistantTurn, ContextOverflow, FatalEndpointError, InfraError
from avabench.agents.protocol import is_context_overflow, parse_body
from avabench.agents.protocol import usage_of as usage_of
from avabench.agents.transport import DeadlineTransport
from avabench.safety import Redactor, safe_url

#: Request keys ``extra_body`` may not override: the conversation and the tools are the task's.
RESERVED_BODY_KEYS = ("model", "messages", "tools", "tool_choice", "stream")


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
    ) -> None:
        self.name = model
        self.model = model
        self._key = resolve_api_key(api_key)
        self.base_url, url_secrets = safe_url(base_url)
        self.redact = Redactor(self._key, *url_secrets)
        transport = DeadlineTransport(
            httpx.AsyncHTTPTransport(verify=ssl_verify()), request_timeout
        )
        self._http = httpx.AsyncClient(transport=transport, timeout=request_timeout)
        self.client = openai.AsyncOpenAI(
            base_url=base_url,
            api_key=self._key,
            max_retries=max_retries,
            timeout=request_timeout,
            http_client=self._http,
        )
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

    async def _post(self, body: dict[str, Any]) -> httpx.Response:
        try:
            # The SDK's own client (auth, retries with Retry-After, timeouts); the raw response
            # is parsed here as data. Posting the body as-is skips the SDK's per-call typed-dict
            # transform of the messages and 83 tool schemas (~8 ms of CPU per request).
            return await self.client.post("/chat/completions", cast_to=httpx.Response, body=body)
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
        body: dict[str, Any] = {
            "model": self.model,
            "messages": messages,
            **self.params,
            **self.extra_body,
        }
        if tools:
            body["tools"] = tools
            body["tool_choice"] = "auto"
        resp = await self._post(body)
        return parse_body(resp.content)

    async def preflight(self) -> None:
        """One small request: a wrong key, model or URL, or no endpoint, stops the run here.

        Raises:
            FatalEndpointError: 401, 403, 404, or the endpoint unreachable after the retries.
            InfraError: any other failure (the run goes on; its episodes may turn invalid).
        """
        body = {"model": self.model, "messages": [{"role": "user", "content": "ping"}]}
        try:
            await self._post({**body, **self.params, **self.extra_body})
        except EndpointUnreachable as exc:
            raise FatalEndpointError(f"endpoint {self.base_url} unreachable: {exc}") from None

    async def aclose(self) -> None:
        await self.client.close()
        await self._http.aclose()
