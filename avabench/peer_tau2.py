"""τ²-bench's retail domain as :mod:`avabench.peer` times it, here or in a process of its own.

:class:`Tau2` is the timed part (reset, steps, evaluator over the retail tasks' gold actions).
:func:`serve` runs it in a separate process (``multiprocessing`` ``spawn``: a fresh interpreter
that never loads an AVABench suite, so neither benchmark's objects share the other's heap or
its garbage collector's work); the parent asks for one round at a time, so the two sides still
alternate and never run at once.
"""

from __future__ import annotations

import gc
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field, fields
from typing import Any

_ms = 1e-6

#: Where the peer runs: in a process of its own (the default) or in AVABench's.
PROCESSES = ("own", "same")


@dataclass
class Timings:
    """Milliseconds per operation, as a peer's round gives them (AVABench's own,
    :class:`avabench.bench.Samples`, add cold resets and each tool's steps)."""

    reset: list[float] = field(default_factory=list)
    step_read: list[float] = field(default_factory=list)
    step_write: list[float] = field(default_factory=list)
    score: list[float] = field(default_factory=list)
    episode: list[float] = field(default_factory=list)


#: the timings one round of τ² gives (names as in :class:`avabench.bench.Samples`)
FIELDS = tuple(f.name for f in fields(Timings))


class Tau2:
    """The pieces of τ²-bench's retail domain that are timed."""

    def __init__(self, peer_tasks: int = 0) -> None:
        from loguru import logger
        from tau2.data_model.message import AssistantMessage, ToolCall
        from tau2.domains.retail.environment import get_environment, get_tasks
        from tau2.evaluator.evaluator_env import EnvironmentEvaluator

        logger.remove()
        self.get_environment = get_environment
        self.tool_call = ToolCall
        self.assistant = AssistantMessage
        self.evaluator = EnvironmentEvaluator
        tasks = [
            t
            for t in get_tasks("base")
            if t.evaluation_criteria is not None and t.evaluation_criteria.actions
        ]
        self.tasks = tasks[:peer_tasks] if peer_tasks else tasks

    def episode(self, task: Any, out: Any) -> None:
        """One timed graded episode of a retail task's gold actions, appended to ``out``."""
        start = time.perf_counter_ns()
        env = self.get_environment()
        env.get_policy()
        env.get_tools()
        t1 = time.perf_counter_ns()
        out.reset.append((t1 - start) * _ms)
        trajectory: list[Any] = []
        for i, action in enumerate(task.evaluation_criteria.actions):
            call = self.tool_call(
                id=f"call_{i}", name=action.name, arguments=dict(action.arguments)
            )
            a = time.perf_counter_ns()
            msg = env.get_response(call)
            b = time.perf_counter_ns()
            step = out.step_write if env._is_mutating_tool(action.name) else out.step_read
            step.append((b - a) * _ms)
            trajectory += [self.assistant.text("", tool_calls=[call]), msg]
        a = time.perf_counter_ns()
        self.evaluator.calculate_reward(self.get_environment, task, trajectory)
        b = time.perf_counter_ns()
        out.score.append((b - a) * _ms)
        out.episode.append((b - start) * _ms)

    def round(self) -> Timings:
        """Every selected task once, after a full collection (as the AVABench side does)."""
        out = Timings()
        gc.collect()
        for task in self.tasks:
            self.episode(task, out)
        return out


def serve(conn: Any, peer_tasks: int, make: Callable[[int], Any] = Tau2) -> None:
    """The peer process: ``("ready", n tasks)``, then one ``("round", Timings)`` per "round"
    asked, until "stop"; any failure is sent back as ``("error", traceback)``.

    ``make(peer_tasks)``: the timed peer (:class:`Tau2`).
    """
    try:
        from avabench.gctune import tune

        tune()  # the collector settings of the AVABench process it is compared with
        peer = make(peer_tasks)
        peer.episode(peer.tasks[0], Timings())  # warm up outside the measurement
        conn.send(("ready", len(peer.tasks)))
        while conn.recv() == "round":
            conn.send(("round", peer.round()))
    except BaseException:
        conn.send(("error", traceback.format_exc(limit=4)))
    finally:
        conn.close()
