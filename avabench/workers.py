"""Episodes spread over worker processes, their results streamed to the one checkpoint writer.

One event loop runs on one core: past one core's worth of client work (many episodes in
flight against a fast endpoint) the runner forks ``workers`` processes, each with its own
event loop, its own policies (the factory is called in the worker) and therefore its own HTTP
connections. The parent keeps everything that must stay single: the run lock, the checkpoint
(the only writer, appending each result as it arrives), the progress callback and the final
file.

Scheduling is the in-process one, split over processes: ``max_concurrent`` slots in all,
divided between the workers, and the next episode in order goes to the first slot that frees
(the parent hands out indices into the task-trial list one at a time). A worker runs an
episode exactly as :func:`avabench.runner.run_episode` does in-process and sends the result
back as its JSON; secrets are redacted in the worker before anything leaves it.

A :class:`~avabench.agents.base.FatalEndpointError` in any worker stops the dispatch and every
worker (what finished is already checkpointed). A worker that dies takes its running episodes
with it: the run ends with :class:`WorkerDied` and a re-run resumes them. Workers are forked
(they share the loaded tasks); where ``fork`` is not available the run stays in-process.
"""

from __future__ import annotations

import asyncio
import multiprocessing
import os
import signal
import traceback
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from multiprocessing.connection import Connection
from typing import Any

from avabench.agents.base import FatalEndpointError
from avabench.results import TaskResult
from avabench.task import Task

#: Episodes in flight per worker process at which ``--workers auto`` adds a process.
SLOTS_PER_WORKER = 16

#: Runs one task-trial in a worker: ``(task, trial) -> result``.
EpisodeRunner = Callable[[Task, int], Awaitable[TaskResult]]


class WorkerDied(RuntimeError):
    """A worker process ended with episodes still running (re-run the command to resume)."""


def can_fork() -> bool:
    """Whether worker processes can be forked here (POSIX)."""
    return "fork" in multiprocessing.get_all_start_methods()


def auto_workers(max_concurrent: int, cpus: int | None = None) -> int:
    """Processes for ``--workers auto``: one per :data:`SLOTS_PER_WORKER` slots, at most one
    per core, at least one (in-process)."""
    cpus = cpus if cpus is not None else (os.cpu_count() or 1)
    return max(1, min(cpus, max_concurrent // SLOTS_PER_WORKER))


def split_slots(max_concurrent: int, workers: int) -> list[int]:
    """``max_concurrent`` slots over ``workers`` processes, as evenly as can be (none empty)."""
    workers = max(1, min(workers, max_concurrent))
    return [max_concurrent // workers + (i < max_concurrent % workers) for i in range(workers)]


def _worker_main(
    conn: Connection,
    todo: Sequence[tuple[Task, int]],
    run_one: EpisodeRunner,
    close: Callable[[], Awaitable[None]],
    inherited: list[Connection],
) -> None:
    """A worker: run the indices the parent sends, send back each result, until told to stop."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the parent decides when workers stop
    for other in inherited:  # the parent's ends: held here, no pipe would see the parent go
        other.close()
    asyncio.run(_serve(conn, todo, run_one, close))
    conn.close()


async def _serve(
    conn: Connection,
    todo: Sequence[tuple[Task, int]],
    run_one: EpisodeRunner,
    close: Callable[[], Awaitable[None]],
) -> None:
    loop = asyncio.get_running_loop()
    inbox: asyncio.Queue[Any] = asyncio.Queue()

    def readable() -> None:
        try:
            inbox.put_nowait(conn.recv())
        except (EOFError, OSError):  # the parent is gone
            loop.remove_reader(conn.fileno())
            inbox.put_nowait(("stop",))

    async def episode(index: int) -> None:
        task, trial = todo[index]
        try:
            result = await run_one(task, trial)
        except FatalEndpointError as exc:
            conn.send(("fatal", index, str(exc)))
            return
        except Exception:  # never expected: run_episode turns failures into results
            conn.send(("error", index, traceback.format_exc(limit=8)))
            return
        conn.send(("done", index, result.model_dump_json()))

    loop.add_reader(conn.fileno(), readable)
    running: set[asyncio.Task[None]] = set()
    try:
        while True:
            message = await inbox.get()
            if message[0] != "run":
                break
            t = asyncio.create_task(episode(message[1]))
            running.add(t)
            t.add_done_callback(running.discard)
    finally:
        loop.remove_reader(conn.fileno())
        for t in running:
            t.cancel()
        await asyncio.gather(*running, return_exceptions=True)
        await close()


@dataclass
class _Worker:
    process: Any
    conn: Connection
    slots: int
    running: set[int] = field(default_factory=set)
    alive: bool = True
    stopped: bool = False


async def run_in_workers(
    todo: Sequence[tuple[Task, int]],
    *,
    workers: int,
    max_concurrent: int,
    run_one: EpisodeRunner,
    close: Callable[[], Awaitable[None]],
    on_result: Callable[[TaskResult, str], Awaitable[None]],
) -> None:
    """Run ``todo`` over forked workers; ``on_result`` gets each result in the parent.

    ``run_one`` and ``close`` (closing the worker's policies) run in the workers; ``on_result``
    (the checkpoint append; it gets the result and the JSON it came as) only in the parent,
    one result at a time, in the order they arrive.

    Raises:
        FatalEndpointError: a worker hit one; the others were stopped.
        WorkerDied: a worker ended without finishing its episodes (or raised unexpectedly).
    """
    ctx = multiprocessing.get_context("fork")
    loop = asyncio.get_running_loop()
    inbox: asyncio.Queue[tuple[_Worker, Any]] = asyncio.Queue()
    pool: list[_Worker] = []
    for slots in split_slots(max_concurrent, workers):
        parent, child = ctx.Pipe()
        inherited = [w.conn for w in pool] + [parent]
        proc = ctx.Process(
            target=_worker_main, args=(child, todo, run_one, close, inherited), daemon=True
        )
        proc.start()
        child.close()
        pool.append(_Worker(proc, parent, slots))

    def reader(w: _Worker) -> Callable[[], None]:
        def readable() -> None:
            try:
                inbox.put_nowait((w, w.conn.recv()))
            except (EOFError, OSError):
                loop.remove_reader(w.conn.fileno())
                w.alive = False
                inbox.put_nowait((w, ("exit",)))

        return readable

    for w in pool:
        loop.add_reader(w.conn.fileno(), reader(w))
    next_index = 0
    fatal: str | None = None
    died: str | None = None
    lost: tuple[_Worker, int] | None = None  # a worker that ended with episodes running

    def dispatch(w: _Worker) -> None:
        nonlocal next_index
        while w.alive and len(w.running) < w.slots and next_index < len(todo):
            w.conn.send(("run", next_index))
            w.running.add(next_index)
            next_index += 1

    try:
        for w in pool:  # in order: the first slots of every worker, then the next free one
            dispatch(w)
        while any(w.running for w in pool):
            w, message = await inbox.get()
            kind = message[0]
            if kind == "done":
                w.running.discard(message[1])
                dispatch(w)  # the freed slot works while this process checkpoints
                await on_result(TaskResult.model_validate_json(message[2]), message[2])
            elif kind == "fatal":
                w.running.discard(message[1])
                fatal = fatal or message[2]
            elif kind == "error":
                w.running.discard(message[1])
                died = died or f"a worker raised:\n{message[2]}"
            elif kind == "exit" and w.running and not w.stopped:
                lost = lost or (w, len(w.running))
            if kind == "exit":
                w.running.clear()
            if fatal is not None or died is not None or lost is not None:
                next_index = len(todo)  # nothing more is handed out
                for other in pool:
                    _stop(other)
            else:
                dispatch(w)
        if next_index < len(todo):  # every worker ended while episodes were still to hand out
            died = died or f"the worker processes ended with {len(todo) - next_index} to run"
    finally:
        for w in pool:
            _stop(w)
            loop.remove_reader(w.conn.fileno())
        end = loop.time() + 10
        while any(w.process.is_alive() for w in pool) and loop.time() < end:
            await asyncio.sleep(0.01)  # no thread: later forks of this process stay clean
        for w in pool:
            if w.process.is_alive():
                w.process.kill()
            w.process.join(5)
            w.conn.close()
    if fatal is not None:
        raise FatalEndpointError(fatal)
    if lost is not None and died is None:
        died = (
            f"worker process {lost[0].process.pid} ended (exit code "
            f"{lost[0].process.exitcode}) with {lost[1]} episode(s) running"
        )
    if died is not None:
        raise WorkerDied(died + "; re-run the same command to resume")


def _stop(w: _Worker) -> None:
    if not w.alive or w.stopped:
        return
    w.stopped = True
    try:
        w.conn.send(("stop",))
    except OSError:  # already gone
        pass
