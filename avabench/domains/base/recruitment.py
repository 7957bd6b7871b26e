"""The base company's recruitment data (placeholder until its seed lands)."""

from __future__ import annotations

import datetime as dt

from avabench.world.recruitment import RecruitmentState


def seed(today: dt.date) -> RecruitmentState:
    """The base company's recruitment subsystem as of ``today``."""
    return RecruitmentState()
