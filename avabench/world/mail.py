"""Placeholder for the mail subsystem (filled in by its own module)."""

from __future__ import annotations

from avabench.world._base import Subsystem


class MailState(Subsystem):
    """The mail subsystem."""
