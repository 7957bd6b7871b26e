"""Shared fixtures: the tests directory is importable (``fixtures.*`` task packs)."""

from __future__ import annotations

import gc
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))


@pytest.fixture
def world():
    """A fresh copy of the base company."""
    from avabench.domains.base import base_company

    return base_company()


def pytest_collection_finish(session: pytest.Session) -> None:
    """Keep the cyclic garbage collector off the suites, worlds and schemas built while collecting.

    They live for the whole session: frozen, a full collection scans only what the tests make.
    A young collection every 20,000 allocations instead of 700 lets the many short-lived objects
    of an episode die by reference counting before they are scanned. Measured on test_env.py:
    the time spent collecting fell from 2.3–2.6 s to 1.2–1.3 s of ~14 s.
    """
    gc.collect()
    gc.freeze()
    gc.set_threshold(20_000, 10, 10)
