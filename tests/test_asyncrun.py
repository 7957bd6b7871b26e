from __future__ import annotations

import asyncio

import pytest

from avabench import asyncrun


class _Counted:
    formatted = 0

    def __repr__(self) -> str:
        type(self).formatted += 1
        return "counted"


async def _main() -> _Counted:
    await asyncio.sleep(0)
    return _Counted()


def test_the_value_comes_back_and_is_never_formatted() -> None:
    _Counted.formatted = 0
    assert isinstance(asyncrun.run(_main()), _Counted)
    assert _Counted.formatted == 0


def test_plain_asyncio_run_formats_the_result_on_this_python() -> None:
    # why asyncrun exists; when a Python stops doing it, asyncrun.run is merely asyncio.run
    _Counted.formatted = 0
    asyncio.run(_main())
    if not _Counted.formatted:
        pytest.skip("this Python's asyncio.run does not format the main task's result")


def test_an_exception_propagates() -> None:
    async def main() -> None:
        raise KeyError("x")

    with pytest.raises(KeyError):
        asyncrun.run(main())
