"""The base company's crm data (placeholder until its seed lands)."""

from __future__ import annotations

import datetime as dt

from avabench.world.crm import CrmState


def seed(today: dt.date) -> CrmState:
    """The base company's crm subsystem as of ``today``."""
    return CrmState()
