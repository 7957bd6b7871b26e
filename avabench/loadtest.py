"""Runner throughput against the local mock endpoint: ``python -m avabench.loadtest``.

Runs the oracle policy over real HTTP (the ``openai`` client against :mod:`avabench.mockserver`,
started in its own process, with a fixed per-response latency) at several ``--max-concurrent`` levels and prints episodes
per second against the ideal (``concurrency / (turns per episode × latency)``, capped by the
number of episodes), plus the harness overhead per step measured with zero latency.
"""

from __future__ import annotations

import asyncio
import json
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import typer

from avabench.agents.openai_client import ModelPolicy
from avabench.loader import load_suite
from avabench.results import percent
from avabench.runner import default_settings, run_benchmark

app = typer.Typer(add_completion=False, pretty_exceptions_show_locals=False, help=__doc__)


@contextmanager
def mock_process(latency: float, task_pack: str | None) -> Iterator[str]:
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


def measure(suite, base_url: str, latency: float, concurrency: int, limit: int) -> dict:  # type: ignore[no-untyped-def]
    """One run; returns episodes/s, the ideal and the mean requests per episode."""
    suite.tasks = sorted(suite.tasks, key=lambda t: t.id)[:limit]
    with tempfile.TemporaryDirectory() as d:
        settings = default_settings(model="mock", alias=f"load{concurrency}")

        async def go():  # type: ignore[no-untyped-def]
            policy = ModelPolicy("mock", base_url, "x", max_retries=0, request_timeout=60)
            return await run_benchmark(
                suite,
                settings,
                lambda task, trial: policy,
                out_dir=Path(d),
                max_concurrent=concurrency,
                fresh=True,
            )

        start = time.perf_counter()
        out = asyncio.run(go())
        wall = time.perf_counter() - start
    n = len(out.run.tasks)
    if n == 0:
        raise typer.BadParameter("no tasks to run")
    turns = sum(r.usage.requests for r in out.run.tasks) / max(1, n)
    steps = sum(r.steps for r in out.run.tasks)
    ideal = min(concurrency, n) / (turns * latency) if latency else float("nan")
    return {
        "concurrency": concurrency,
        "episodes": n,
        "wall_s": round(wall, 3),
        "episodes_per_s": round(n / wall, 2),
        "ideal_episodes_per_s": round(ideal, 2),
        "efficiency": round((n / wall) / ideal, 3) if latency else None,
        "turns_per_episode": round(turns, 2),
        "ms_per_step": round(1000 * wall / max(1, steps), 3),
        "pass_rate": out.run.summary.total.pass_rate,
        "invalid": out.run.summary.total.n_invalid,
    }


@app.command()
def main(
    latency: float = typer.Option(0.1, help="Seconds the mock adds to every response."),
    concurrency: list[int] = typer.Option([1, 8, 32], help="--max-concurrent levels."),
    limit: int = typer.Option(64, help="At most this many tasks per run."),
    task_pack: str | None = typer.Option(None, help="Importable module path of a task pack."),
    as_json: bool = typer.Option(False, "--json"),
) -> None:
    """Measure episodes per second against the mock endpoint."""
    with mock_process(latency, task_pack) as url:
        rows = [measure(load_suite(task_pack), url, latency, c, limit) for c in concurrency]
    with mock_process(0.0, task_pack) as url:
        overhead = measure(load_suite(task_pack), url, 0.0, 1, limit)
    if as_json:
        typer.echo(json.dumps({"runs": rows, "zero_latency": overhead}, indent=1))
        return
    for r in rows:
        typer.echo(
            f"concurrency {r['concurrency']:>3}: {r['episodes_per_s']:>7} ep/s  ideal "
            f"{r['ideal_episodes_per_s']:>7}  efficiency {r['efficiency']:.0%}  "
            f"({r['episodes']} episodes, {r['turns_per_episode']} turns each, {r['wall_s']} s, "
            f"pass {percent(r['pass_rate'])}, invalid {r['invalid']})"
        )
    typer.echo(
        f"harness overhead at zero latency (HTTP + tools + scoring): {overhead['ms_per_step']} "
        f"ms per step, {overhead['episodes_per_s']} ep/s"
    )


if __name__ == "__main__":
    app()
