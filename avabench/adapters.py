"""The TRL and verl adapters' old import path; they live in :mod:`avabench.integrations`.

``from avabench.adapters import ...`` keeps working for everything that was here:
:mod:`avabench.integrations.trl` (environments, rewards, rows) and
:mod:`avabench.integrations.verl` (``compute_score``, rows).
"""

from __future__ import annotations

from typing import Any

from avabench.integrations import trl as _trl
from avabench.integrations.completions import final_reply, parse_text_transcript
from avabench.integrations.trl import (
    replay_reward,
    reward_partial_credit,
    reward_task_completed,
    trl_environment,
    trl_rows,
)
from avabench.integrations.verl import DATA_SOURCE, compute_score, verl_rows


def __getattr__(name: str) -> Any:  # ``from avabench.adapters import AvabenchTRLEnv``
    if name == "AvabenchTRLEnv":
        return _trl.AvabenchTRLEnv
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "DATA_SOURCE",
    "compute_score",
    "final_reply",
    "parse_text_transcript",
    "replay_reward",
    "reward_partial_credit",
    "reward_task_completed",
    "trl_environment",
    "trl_rows",
    "verl_rows",
]
