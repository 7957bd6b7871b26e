"""AVABench next to a peer benchmark, in interleaved rounds: ``avabench bench --peer tau2``.

τ²-bench (sierra-research/tau2-bench, import name ``tau2``) is never a dependency and never
vendored: when it is importable *and* is τ²-bench (the PyPI project called ``tau2`` is an
unrelated physics package) *and* its retail data is where it looks (its wheel does not ship
``data/``; a source install or ``TAU2_DATA_DIR`` does), :func:`compare_tau2` times, in
interleaved rounds on this interpreter (τ² in a process of its own unless asked otherwise,
so that neither side's objects or garbage-collector work land in the other's timings):

* **reset** — τ²: ``get_environment()`` (loads the retail DB); AVABench: ``Episode.reset`` plus
  the opening messages and tools, warm (cached initial world) and cold;
* **read / write steps** — τ²: ``Environment.get_response(ToolCall)`` over every retail task's
  gold actions (``mutates_state`` splits reads from writes); AVABench: ``Episode.step`` over
  every oracle call (``writes`` splits them);
* **evaluator** — τ²: ``EnvironmentEvaluator.calculate_reward`` on the gold trajectory;
  AVABench: ``Episode.score``;
* **graded episode** — reset, every call, grading.

Ratios are τ²'s time over AVABench's (``> 1``: AVABench is faster), p50 and mean. τ²'s
``loguru`` output is switched off while it is timed (its debug line per tool response would
otherwise be printed), as a run of its CLI at its default log level does.
"""

from __future__ import annotations

import contextlib
import gc
import importlib
import importlib.util
import multiprocessing
import os
import statistics
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from avabench.bench import Samples, play_timed
from avabench.env import Episode, clear_cache
from avabench.peer_tau2 import FIELDS, PROCESSES, Tau2, Timings, serve
from avabench.task import Script, Task

_ms = 1e-6


#: AVABench's timing names (:class:`avabench.bench.Samples`) as the comparison reports them.
_OPS = {
    "reset": "reset",
    "reset_cold": "reset_cold",
    "step_read": "read",
    "step_write": "write",
    "score": "score",
    "episode": "episode",
}


def summary(samples: Samples) -> dict[str, dict[str, float | int]]:
    """``{op: {"n", "p50", "mean"}}`` for every measured operation."""
    out: dict[str, dict[str, float | int]] = {}
    for name, op in _OPS.items():
        v = getattr(samples, name)
        if v:
            out[op] = {"n": len(v), "p50": statistics.median(v), "mean": statistics.fmean(v)}
    return out


def tau2_status() -> tuple[bool, str]:
    """(usable, why not / where): is τ²-bench with its retail data importable here?"""
    # τ²-bench imports LiteLLM, which otherwise tries to download its model price list
    os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
    if importlib.util.find_spec("tau2") is None:
        return False, "tau2 is not installed (τ²-bench: pip install it from its source)"
    try:
        importlib.import_module("tau2.domains.retail.environment")
    except ModuleNotFoundError as exc:
        return False, f"the installed 'tau2' is not τ²-bench (no {exc.name})"
    except Exception as exc:  # its import reads its data and settings
        return False, f"τ²-bench does not import: {type(exc).__name__}: {exc}"
    utils = importlib.import_module("tau2.domains.retail.utils")
    db = Path(utils.RETAIL_DB_PATH)
    if not db.exists():
        return False, (
            f"τ²-bench is installed but its retail data is not ({db}); its wheel does not "
            "ship data/: set TAU2_DATA_DIR to a checkout's data directory"
        )
    return True, str(db.parent)


def compare_tau2(
    pairs: list[tuple[Task, Script]],
    rounds: int = 3,
    peer_tasks: int = 0,
    process: str = "own",
) -> dict[str, Any]:
    """Time AVABench and τ²-bench retail in interleaved rounds; ratios τ²/AVABench.

    ``pairs`` are AVABench tasks with their oracle scripts; ``peer_tasks`` caps the τ² retail
    tasks per round (0: all of them). ``process``: ``"own"`` runs τ² in a process of its own
    (:func:`avabench.peer_tau2.serve`), one round at a time between AVABench's, so neither
    side's heap or collector work lands in the other's timings; ``"same"`` runs both here.
    Returns ``{"skipped": reason}`` when τ²-bench is not usable here.
    """
    if process not in PROCESSES:
        raise ValueError(f"process must be one of {PROCESSES}, not {process!r}")
    ok, where = tau2_status()
    if not ok:
        return {"skipped": where}
    with _peer(process, peer_tasks) as peer_round:
        if isinstance(peer_round, str):
            return {"skipped": peer_round}
        ours, theirs = Samples(), Samples()
        play_timed(*pairs[0], 0, 8, Samples())  # warm up outside the measurement
        for rnd in range(rounds):
            gc.collect()
            if rnd == 0:  # cold resets: the first of each (task, seed, noise)
                clear_cache()
                for task, _ in pairs:
                    a = time.perf_counter_ns()
                    Episode.reset(task, 0, 8)
                    ours.reset_cold.append((time.perf_counter_ns() - a) * _ms)
            for task, script in pairs:
                play_timed(task, script, 0, 8, ours)  # graded oracle episodes, noise 8
            got = peer_round()
            if isinstance(got, str):
                return {"skipped": got}
            for name in FIELDS:
                getattr(theirs, name).extend(getattr(got, name))
    a_sum, b_sum = summary(ours), summary(theirs)
    ratios: dict[str, dict[str, float]] = {}
    for op in ("reset", "read", "write", "score", "episode"):
        if op in a_sum and op in b_sum:
            ratios[op] = {stat: b_sum[op][stat] / a_sum[op][stat] for stat in ("p50", "mean")}
    if "reset_cold" in a_sum and "reset" in b_sum:  # τ² has no cache: every reset is a cold one
        ratios["reset_cold"] = {
            stat: b_sum["reset"][stat] / a_sum["reset_cold"][stat] for stat in ("p50", "mean")
        }
    return {
        "peer": "tau2-bench retail",
        "data": where,
        "rounds": rounds,
        "process": process,
        "avabench": a_sum,
        "tau2": b_sum,
        "ratios": ratios,
    }


@contextlib.contextmanager
def _peer(process: str, peer_tasks: int) -> Iterator[Callable[[], Timings | str] | str]:
    """A function that runs one τ² round and returns its timings (or why it failed)."""
    if process == "same":
        here = Tau2(peer_tasks)
        here.episode(here.tasks[0], Timings())  # warm up outside the measurement
        yield here.round
        return
    ctx = multiprocessing.get_context("spawn")  # a fresh interpreter: no AVABench suite in it
    conn, child = ctx.Pipe()
    proc = ctx.Process(target=serve, args=(child, peer_tasks), daemon=True)
    proc.start()
    child.close()

    def reply(what: str) -> Any:
        if not conn.poll(_PEER_TIMEOUT_S):
            return f"τ²-bench's process sent nothing for {_PEER_TIMEOUT_S:.0f} s ({what})"
        try:
            kind, value = conn.recv()
        except (EOFError, OSError):
            return ended(what)
        return value if kind != "error" else f"τ²-bench failed in its process: {value}"

    def ended(what: str) -> str:
        proc.join(1)
        return f"τ²-bench's process ended ({what}; exit code {proc.exitcode})"

    def one_round() -> Timings | str:
        try:
            conn.send("round")
        except OSError:  # it died while waiting for the request
            return ended("before a round")
        got = reply("a round")
        return got if isinstance(got, (Timings, str)) else f"unexpected reply {got!r}"

    try:
        ready = reply("start-up")
        yield ready if isinstance(ready, str) else one_round
    finally:
        with contextlib.suppress(OSError):
            conn.send("stop")
        proc.join(10)
        if proc.is_alive():
            proc.kill()
            proc.join()
        conn.close()


#: How long the parent waits for τ²'s process (start-up loads its retail DB; a round of all
#: 100+ tasks with the evaluator takes about a minute on the reference machine).
_PEER_TIMEOUT_S = 600.0


_WHERE = {"own": "τ² in a process of its own", "same": "same process"}


def peer_lines(r: dict[str, Any]) -> list[str]:
    """The human-readable comparison."""
    if "skipped" in r:
        return [f"peer tau2: skipped ({r['skipped']})"]
    a, b, q = r["avabench"], r["tau2"], r["ratios"]
    lines = [
        f"peer: {r['peer']} ({r['data']}), {r['rounds']} interleaved rounds, "
        f"{_WHERE[r.get('process', 'same')]} (ms; ratio = τ² time / AVABench time)",
        f"{'':14}{'AVABench p50':>14}{'τ² p50':>11}{'× p50':>9}{'× mean':>9}",
    ]
    names = {
        "reset": "reset (warm)",
        "reset_cold": "reset (cold)",
        "read": "read step",
        "write": "write step",
        "score": "evaluator",
        "episode": "graded episode",
    }
    for op, label in names.items():
        if op not in q:
            continue
        theirs = b["reset"] if op == "reset_cold" else b[op]
        lines.append(
            f"{label:14}{a[op]['p50']:>14.4f}{theirs['p50']:>11.4f}"
            f"{q[op]['p50']:>9.1f}{q[op]['mean']:>9.1f}"
        )
    return lines
