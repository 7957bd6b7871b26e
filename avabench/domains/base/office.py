"""The base company's office data (placeholder until its seed lands)."""

from __future__ import annotations

import datetime as dt

from avabench.world.office import OfficeState


def seed(today: dt.date) -> OfficeState:
    """The base company's office subsystem as of ``today``."""
    return OfficeState()
