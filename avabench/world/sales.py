"""Placeholder for the sales subsystem (filled in by its own module)."""

from __future__ import annotations

from avabench.world._base import Subsystem


class SalesState(Subsystem):
    """The sales subsystem."""
