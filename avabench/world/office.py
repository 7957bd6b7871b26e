"""Placeholder for the office subsystem (filled in by its own module)."""

from __future__ import annotations

from avabench.world._base import Subsystem


class OfficeState(Subsystem):
    """The office subsystem."""
