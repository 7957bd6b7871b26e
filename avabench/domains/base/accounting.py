"""The base company's accounting data (placeholder until its seed lands)."""

from __future__ import annotations

import datetime as dt

from avabench.world.accounting import AccountingState


def seed(today: dt.date) -> AccountingState:
    """The base company's accounting subsystem as of ``today``."""
    return AccountingState()
