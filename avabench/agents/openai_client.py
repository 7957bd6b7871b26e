"""The model client: any OpenAI-compatible chat-completions endpoint with tool calling.

Built on the official ``openai`` SDK (2.x) with an ``httpx`` client. Retries of 429, 5xx,
timeouts and dropped connections are the SDK's own (exponential backoff that honours
``Retry-After``), tuned with ``max_retries``; there is no second retry layer here. Only
parameters the user set are sent. TLS verification is off only when ``AVABENCH_SSL_VERIFY=0``.
"""

from __future__ import annotations

import os
from typing import Any

import httpx
import openai
from openai.types.chat import ChatCompletion

from avabench.agents.base import AssistantTurn, InfraError, ToolCallRequest
from avabench.results import Usage


def ssl_verify() -> bool:
    """False only when ``AVABENCH_SSL_VERIFY=0`` (self-signed internal gateways)."""
    return os.environ.get("AVABENCH_SSL_VERIFY", "1").strip().lower() not in ("0", "false", "no")


def resolve_api_key(explicit: str | None) -> str:
    """The key from ``--api-key``, ``AVABENCH_API_KEY`` or ``OPENAI_API_KEY``."""
    return (
        explicit or os.environ.get("AVABENCH_API_KEY") or os.environ.get("OPENAI_API_KEY") or "none"
    )


def redact(text: str, secret: str | None) -> str:
    """Remove a secret from any text that may be stored or shown."""
    if secret and len(secret) >= 4 and secret != "none":
        text = text.replace(secret, "***")
    return text


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
    ) -> None:
        self.name = model
        self.model = model
        self._key = resolve_api_key(api_key)
        self._http = httpx.AsyncClient(verify=ssl_verify(), timeout=request_timeout)
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

    async def next_turn(
        self, messages: list[dict[str, Any]], tools: list[dict[str, Any]]
    ) -> AssistantTurn:
        body: dict[str, Any] = {"model": self.model, "messages": messages, **self.params}
        if tools:
            body["tools"] = tools
            body["tool_choice"] = "auto"
        try:
            # The SDK's own client (auth, retries with Retry-After, timeouts, typed parsing);
            # posting the body as-is skips its per-call typed-dict transform of the messages
            # and 83 tool schemas, which cost ~8 ms of CPU per request.
            resp = await self.client.post("/chat/completions", cast_to=ChatCompletion, body=body)
        except openai.APIError as exc:
            raise InfraError(redact(f"{type(exc).__name__}: {exc}", self._key)) from None
        if not getattr(resp, "choices", None):
            raise InfraError("the endpoint returned no choices")
        choice = resp.choices[0]
        msg = choice.message
        calls = [
            ToolCallRequest(
                id=tc.id or f"call_{i}",
                name=getattr(tc.function, "name", "") or "",
                arguments=getattr(tc.function, "arguments", "") or "",
            )
            for i, tc in enumerate(msg.tool_calls or [])
            if getattr(tc, "function", None) is not None
        ]
        return AssistantTurn(
            content=msg.content,
            tool_calls=calls,
            finish_reason=choice.finish_reason,
            usage=usage_of(resp),
            reasoning=reasoning_of(msg),
        )

    async def aclose(self) -> None:
        await self.client.close()
        await self._http.aclose()


def reasoning_of(msg: Any) -> str | None:
    """Reasoning text of a message (``reasoning_content`` or ``reasoning``), if returned."""
    extra = getattr(msg, "model_extra", None) or {}
    for key in ("reasoning_content", "reasoning"):
        value = getattr(msg, key, None) or extra.get(key)
        if isinstance(value, str) and value:
            return value
    return None


def usage_of(resp: Any) -> Usage:
    """Token usage from a response (fields missing on some endpoints count as 0)."""
    u = getattr(resp, "usage", None)
    if u is None:
        return Usage(requests=1)
    cdet = getattr(u, "completion_tokens_details", None)
    pdet = getattr(u, "prompt_tokens_details", None)
    return Usage(
        requests=1,
        prompt_tokens=u.prompt_tokens or 0,
        completion_tokens=u.completion_tokens or 0,
        reasoning_tokens=(getattr(cdet, "reasoning_tokens", 0) or 0) if cdet else 0,
        cached_tokens=(getattr(pdet, "cached_tokens", 0) or 0) if pdet else 0,
    )
