"""The base company's mail data (placeholder until its seed lands)."""

from __future__ import annotations

import datetime as dt

from avabench.world.mail import MailState


def seed(today: dt.date) -> MailState:
    """The base company's mail subsystem as of ``today``."""
    return MailState()
