"""The base company's sales data (placeholder until its seed lands)."""

from __future__ import annotations

import datetime as dt

from avabench.world.sales import SalesState


def seed(today: dt.date) -> SalesState:
    """The base company's sales subsystem as of ``today``."""
    return SalesState()
