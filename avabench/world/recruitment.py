"""Placeholder for the recruitment subsystem (filled in by its own module)."""

from __future__ import annotations

from avabench.world._base import Subsystem


class RecruitmentState(Subsystem):
    """The recruitment subsystem."""
