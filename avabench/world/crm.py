"""Placeholder for the crm subsystem (filled in by its own module)."""

from __future__ import annotations

from avabench.world._base import Subsystem


class CrmState(Subsystem):
    """The crm subsystem."""
