"""Shared fixtures: the tests directory is importable (``fixtures.*`` task packs)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))


@pytest.fixture
def world():
    """A fresh copy of the base company."""
    from avabench.domains.base import base_company

    return base_company()
