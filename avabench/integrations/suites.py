"""Name a suite by its task modules, so a dataset row or a pickled factory can carry it."""

from __future__ import annotations

from functools import cache

from avabench.loader import Suite, builtin_modules, default_suite, load_module


def suite_ref(suite: Suite | None) -> str | None:
    """The task modules of ``suite`` as one comma-separated string; ``None`` for the built-in suite.

    Args:
        suite: A loaded suite, or ``None`` (the built-in one).

    Raises:
        ValueError: The suite records no modules (it was assembled by hand), so no other
            process could load it again.
    """
    if suite is None or suite is default_suite() or suite.modules == builtin_modules():
        return None
    if not suite.modules:
        raise ValueError("this suite lists no task modules, so it cannot be named in a row")
    return ",".join(suite.modules)


@cache
def suite_from_ref(ref: str | None) -> Suite:
    """The suite :func:`suite_ref` named (loaded once per process)."""
    if not ref:
        return default_suite()
    suite = Suite()
    for name in ref.split(","):
        load_module(name, suite)
        suite.modules.append(name)
    return suite
