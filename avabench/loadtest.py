"""Runner throughput against the local mock endpoint: ``python -m avabench.loadtest``.

Runs the oracle policy over real HTTP (the ``openai`` client against :mod:`avabench.mockserver`,
started in its own process, with a fixed per-response latency) at several ``--max-concurrent``
levels and prints episodes per second against the physical limit, plus the harness overhead
per step measured with zero latency.

The physical limit is the run's schedule with zero CPU: the preflight's one round trip, then
the episodes it actually ran, in the runner's order, each taking its own number of requests ×
latency, each started in the first of ``concurrency`` slots to free (:func:`physical_limit_s`).
It counts the waves and the longest episode; the share printed is that limit's wall time over
the measured one. ``--mock light`` (the default) has the mock read only the messages of each
body (:func:`avabench.mockserver.read_messages`), so its own CPU takes less of the machine;
``--mock full`` decodes every body. Before the measured runs, four tasks after the measured
ones warm the process (imports, the tool registry and JSON); the measured tasks stay cold.
"""

from __future__ import annotations

import heapq
import json
import os
import resource
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path

import typer

from avabench import asyncrun
from avabench.loader import load_suite
from avabench.results import percent
from avabench.runner import default_settings, run_benchmark
from avabench.workers import auto_workers

app = typer.Typer(add_completion=False, pretty_exceptions_show_locals=False, help=__doc__)


@contextmanager
def mock_process(latency: float, task_pack: str | None, light: bool = True) -> Iterator[str]:
    """The mock endpoint in its own process (so its CPU is not charged to the harness)."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    cmd = [
        sys.executable,
        "-m",
        "avabench.mockserver",
        "--port",
        str(port),
        "--latency",
        str(latency),
    ]
    if task_pack:
        cmd += ["--task-pack", task_pack]
    if light:
        cmd.append("--light")
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.time() + 30
        while True:
            try:
                socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
                break
            except OSError:
                if time.time() > deadline or proc.poll() is not None:
                    raise RuntimeError("the mock server did not start") from None
                time.sleep(0.05)
        yield f"http://127.0.0.1:{port}/v1"
    finally:
        proc.terminate()
        proc.wait(10)


def physical_limit_s(requests: Sequence[int], concurrency: int, latency: float) -> float:
    """Wall seconds of a run with zero CPU: the preflight, then the in-order slot schedule.

    ``requests[i]`` is the number of model requests of the i-th episode in the order the
    runner starts them; episode i takes ``requests[i] × latency`` and starts in the first of
    ``concurrency`` slots to free.
    """
    slots = [0.0] * max(1, min(concurrency, len(requests)))
    for n in requests:
        heapq.heapreplace(slots, slots[0] + n * latency)
    return latency + max(slots, default=0.0)


def _cpu_s() -> float:
    """CPU seconds of this process and of its waited-for children (the run's workers; the
    mock process is waited for only after every run)."""
    own, kids = (
        resource.getrusage(resource.RUSAGE_SELF),
        resource.getrusage(resource.RUSAGE_CHILDREN),
    )
    return own.ru_utime + own.ru_stime + kids.ru_utime + kids.ru_stime


def measure(  # type: ignore[no-untyped-def]
    suite,
    base_url: str,
    latency: float,
    concurrency: int,
    limit: int,
    workers: int | None = None,
    skip: int = 0,
) -> dict:
    """One run; returns episodes/s, the physical limit and the share of it reached.

    The run covers the first ``limit`` tasks by id after the first ``skip``.
    """
    from avabench.agents.openai_client import PolicyPerProcess  # imports openai

    suite.tasks = sorted(suite.tasks, key=lambda t: t.id)[skip : skip + limit]
    with tempfile.TemporaryDirectory() as d:
        settings = default_settings(model="mock", alias=f"load{concurrency}")
        factory = PolicyPerProcess(
            model="mock",
            base_url=base_url,
            api_key="x",
            max_retries=0,
            request_timeout=60,
            max_connections=concurrency,
        )

        async def go():  # type: ignore[no-untyped-def]
            return await run_benchmark(
                suite,
                settings,
                factory,
                out_dir=Path(d),
                max_concurrent=concurrency,
                workers=workers,
                fresh=True,
            )

        load = os.getloadavg()[0]
        cpu0, start = _cpu_s(), time.perf_counter()
        out = asyncrun.run(go())
        wall, cpu = time.perf_counter() - start, _cpu_s() - cpu0
    n = len(out.run.tasks)
    if n == 0:
        raise typer.BadParameter("no tasks to run")
    requests = [r.usage.requests for r in out.run.tasks]  # in task order: the runner's order
    steps = sum(r.steps for r in out.run.tasks)
    limit_s = physical_limit_s(requests, concurrency, latency) if latency else float("nan")
    return {
        "concurrency": concurrency,
        "workers": workers if workers is not None else auto_workers(concurrency),
        "episodes": n,
        "wall_s": round(wall, 3),
        "episodes_per_s": round(n / wall, 2),
        "limit_s": round(limit_s, 3) if latency else None,
        "limit_episodes_per_s": round(n / limit_s, 2) if latency else None,
        "share_of_limit": round(limit_s / wall, 3) if latency else None,
        "turns_per_episode": round(sum(requests) / n, 2),
        "longest_episode_turns": max(requests),
        "ms_per_step": round(1000 * wall / max(1, steps), 3),
        "cpu_ms_per_request": round(1000 * cpu / max(1, sum(requests)), 3),
        "pass_rate": out.run.summary.total.pass_rate,
        "invalid": out.run.summary.total.n_invalid,
        "load_average": round(load, 2),  # the machine's 1-minute load when the run started
    }


@app.command()
def main(
    latency: float = typer.Option(0.1, help="Seconds the mock adds to every response."),
    concurrency: list[int] = typer.Option([1, 8, 32], help="--max-concurrent levels."),
    limit: int = typer.Option(64, help="At most this many tasks per run."),
    workers: int | None = typer.Option(
        None, min=1, help="Worker processes (default: the runner's auto choice)."
    ),
    mock: str = typer.Option("light", help="light (reads only the messages) | full."),
    repeat: int = typer.Option(
        1, min=1, help="Runs per level, interleaved (a shared machine: report every one)."
    ),
    task_pack: str | None = typer.Option(None, help="Importable module path of a task pack."),
    as_json: bool = typer.Option(False, "--json"),
) -> None:
    """Measure episodes per second against the mock endpoint."""
    if mock not in ("light", "full"):
        raise typer.BadParameter(f"--mock is light or full, not {mock!r}")
    light = mock == "light"
    with mock_process(latency, task_pack, light) as url:
        # warm the process (imports, the registry, the tool JSON) on tasks that are not
        # measured: every measured task stays as cold as in a real run
        if len(load_suite(task_pack).tasks) > limit:
            measure(load_suite(task_pack), url, 0.0, 4, 4, 1, skip=limit)
        rows = [
            measure(load_suite(task_pack), url, latency, c, limit, workers)
            for _ in range(repeat)
            for c in concurrency
        ]
    with mock_process(0.0, task_pack, light) as url:
        overhead = measure(load_suite(task_pack), url, 0.0, 1, limit, 1)
    if as_json:
        typer.echo(json.dumps({"mock": mock, "runs": rows, "zero_latency": overhead}, indent=1))
        return
    for r in rows:
        typer.echo(
            f"concurrency {r['concurrency']:>3} (workers {r['workers']}): "
            f"{r['episodes_per_s']:>7} ep/s  limit {r['limit_episodes_per_s']:>7}  "
            f"share {r['share_of_limit']:.0%}  ({r['episodes']} episodes, "
            f"{r['turns_per_episode']} turns each, longest {r['longest_episode_turns']}, "
            f"{r['wall_s']} s against {r['limit_s']} s, {r['cpu_ms_per_request']} ms CPU per "
            f"request, pass {percent(r['pass_rate'])}, invalid {r['invalid']}, load "
            f"{r['load_average']})"
        )
    typer.echo(
        f"harness overhead at zero latency (HTTP + tools + scoring, one process, mock {mock}): "
        f"{overhead['ms_per_step']} ms per step ({overhead['cpu_ms_per_request']} ms CPU per "
        f"request), {overhead['episodes_per_s']} ep/s"
    )


if __name__ == "__main__":
    app()
