"""``asyncio.run`` without formatting the result: :func:`run`.

On the main thread ``asyncio.run`` installs its own SIGINT handler, a ``functools.partial`` that
holds the main task. Installing and restoring it goes through ``signal._int_to_enum``, which
tries ``Handlers(handler)`` and so formats ``"%r is not a valid Handlers"`` — the repr of the
partial, of the task and, once the task is done, of its whole result. For a benchmark run that
result holds every trace: its repr cost seconds, and an episode's about 2 ms (more than
playing it). :func:`run` keeps the result out of the main task.
"""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine
from typing import Any, TypeVar

T = TypeVar("T")


def run(coro: Coroutine[Any, Any, T]) -> T:
    """``asyncio.run(coro)``: its value, or the exception it raised."""
    box: list[T] = []

    async def main() -> None:
        box.append(await coro)

    asyncio.run(main())
    return box[0]
