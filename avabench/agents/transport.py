"""An httpx transport with a total deadline and a size cap per HTTP request.

httpx's timeouts are per operation: a server that sends one byte a second never trips a read
timeout. :class:`DeadlineTransport` bounds the *whole* exchange (connect, send, headers and the
entire body) by ``deadline`` seconds and the body by ``max_bytes``. Past the deadline it raises
``httpx.ReadTimeout``, which the SDK treats as any timeout (retried up to ``max_retries``, then
an error): each attempt takes at most ``deadline`` seconds.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator

import httpx

#: Bodies larger than this are refused (a protocol error, not a reply).
MAX_RESPONSE_BYTES = 32 * 1024 * 1024


class ResponseTooLarge(httpx.ReadError):
    """The body exceeded the cap."""


class _DeadlineStream(httpx.AsyncByteStream):
    def __init__(
        self, inner: httpx.AsyncByteStream, end: float, deadline: float, max_bytes: int, request
    ) -> None:
        self.inner, self.end, self.deadline, self.max_bytes = inner, end, deadline, max_bytes
        self.request = request

    async def __aiter__(self) -> AsyncIterator[bytes]:
        it = self.inner.__aiter__()
        total = 0
        while True:
            try:
                async with asyncio.timeout_at(self.end):
                    chunk = await it.__anext__()
            except StopAsyncIteration:
                return
            except TimeoutError:
                raise httpx.ReadTimeout(
                    f"no complete answer within the {self.deadline:g} s request deadline",
                    request=self.request,
                ) from None
            total += len(chunk)
            if total > self.max_bytes:
                raise ResponseTooLarge(
                    f"response body larger than {self.max_bytes} bytes", request=self.request
                )
            yield chunk

    async def aclose(self) -> None:
        await self.inner.aclose()


class DeadlineTransport(httpx.AsyncBaseTransport):
    """Wraps a transport so that every request ends within ``deadline`` seconds."""

    def __init__(
        self,
        inner: httpx.AsyncBaseTransport,
        deadline: float,
        max_bytes: int = MAX_RESPONSE_BYTES,
    ) -> None:
        self.inner, self.deadline, self.max_bytes = inner, deadline, max_bytes

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        end = asyncio.get_running_loop().time() + self.deadline
        try:
            async with asyncio.timeout_at(end):
                resp = await self.inner.handle_async_request(request)
        except TimeoutError:
            raise httpx.ReadTimeout(
                f"no answer within the {self.deadline:g} s request deadline", request=request
            ) from None
        stream = resp.stream
        assert isinstance(stream, httpx.AsyncByteStream)
        return httpx.Response(
            status_code=resp.status_code,
            headers=resp.headers,
            stream=_DeadlineStream(stream, end, self.deadline, self.max_bytes, request),
            extensions=resp.extensions,
        )

    async def aclose(self) -> None:
        await self.inner.aclose()
