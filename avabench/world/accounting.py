"""Placeholder for the accounting subsystem (filled in by its own module)."""

from __future__ import annotations

from avabench.world._base import Subsystem


class AccountingState(Subsystem):
    """The accounting subsystem."""
