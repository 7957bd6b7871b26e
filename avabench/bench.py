"""How cheap is an episode? ``python -m avabench.bench [--json]``.

Measures the in-process episode API (:mod:`avabench.env`) on every task of the loaded suite, at
noise 0 and 8, by playing each task's oracle script:

* ``reset`` — :meth:`Episode.reset` plus the opening messages and tool schemas a model gets.
  Measured warm (the noised initial world of a (task, seed, noise) is cached, as it is for a
  trainer that replays its tasks) and cold (the first reset of a (task, seed, noise));
* ``step`` — one tool call, read (``writes=False``) and write (``writes=True``) apart;
* ``score`` — :meth:`Episode.score` after the oracle's final reply;
* episodes per second — whole oracle episodes (reset, every call, finish, score) in a loop;
* memory — tracemalloc peak while 1,000 episodes (oracle played, noise 8) are alive at once;
* tool definitions — the bytes (and approximate tokens) of the tool JSON every request carries,
  per toolset (``tool_definitions``; :func:`avabench.toolsets.definition_costs`), the oracle's
  calls under each toolset (``oracle_calls``) and how many reference tools the task's words
  alone find in the top 5 under ``discover`` (``discover_task_words_findable``).

Targets on the 2-core reference machine: step p50 ≤ 0.1 ms, reset p50 ≤ 5 ms, score p50 ≤ 2 ms,
1,000 live episodes under 1 GiB. ``--json`` prints one object with ``reset_ms_p50``,
``step_ms_p50``, ``score_ms_p50``, ``episodes_per_s``, ``mem_mb_1000`` and more.
"""

from __future__ import annotations

import fnmatch
import gc
import json
import math
import sys
import time
import tracemalloc
from dataclasses import dataclass, field
from typing import Any

import typer

from avabench import env as env_mod
from avabench.env import Episode
from avabench.loader import Suite, load_suite
from avabench.peer_tau2 import PROCESSES, Timings
from avabench.task import Script, Task, resolve_refs
from avabench.tool_search import FINDABLE_TOP, catalogue_index, task_words
from avabench.tools.registry import registry
from avabench.toolsets import TOOLSETS, definition_costs, task_text

TARGETS = {"step_ms_p50": 0.1, "reset_ms_p50": 5.0, "score_ms_p50": 2.0, "mem_mb_1000": 1024.0}

_ms = 1e-6  # perf_counter_ns → ms


def pct(values: list[float], q: float) -> float:
    """The ``q``-th percentile (nearest rank) of ``values``; NaN when empty."""
    if not values:
        return math.nan
    s = sorted(values)
    k = max(0, min(len(s) - 1, math.ceil(q / 100 * len(s)) - 1))
    return s[k]


@dataclass
class Samples(Timings):
    """Timings in milliseconds, by operation: a peer's (:class:`Timings`), cold resets, and
    each tool's steps."""

    reset_cold: list[float] = field(default_factory=list)
    by_tool: dict[str, list[float]] = field(default_factory=dict)

    def extend(self, other: Samples) -> None:
        for name in self.__dataclass_fields__:
            if name != "by_tool":
                getattr(self, name).extend(getattr(other, name))
        for tool, values in other.by_tool.items():
            self.by_tool.setdefault(tool, []).extend(values)


def play_timed(task: Task, script: Script, seed: int, noise: int, out: Samples) -> None:
    """One timed oracle episode (first turn's calls), its timings appended to ``out``."""
    start = time.perf_counter_ns()
    ep = Episode.reset(task, seed, noise)
    ep.messages  # noqa: B018 - part of what a model gets
    ep.tools  # noqa: B018
    t1 = time.perf_counter_ns()
    out.reset.append((t1 - start) * _ms)
    reg = registry()
    outputs: list[Any] = []
    for c in script.calls:
        args = resolve_refs(c.arguments, outputs)
        a = time.perf_counter_ns()
        result = ep.step(c.name, args)
        b = time.perf_counter_ns()
        spec = reg.get(c.name)
        (out.step_write if spec is not None and spec.writes else out.step_read).append(
            (b - a) * _ms
        )
        out.by_tool.setdefault(c.name, []).append((b - a) * _ms)
        outputs.append(result.output if result.ok else {"error": result.error})
    ep.finish(script.reply)
    a = time.perf_counter_ns()
    ep.score()
    b = time.perf_counter_ns()
    out.score.append((b - a) * _ms)
    out.episode.append((b - start) * _ms)


def _clear() -> None:
    clear = getattr(env_mod, "clear_cache", None)
    if clear is not None:
        clear()


def bench_task(task: Task, script: Script, noise: int, repeat: int, seed: int = 0) -> Samples:
    """Cold reset once, then ``repeat`` warm oracle episodes of one task at one noise level."""
    s = Samples()
    _clear()
    a = time.perf_counter_ns()
    Episode.reset(task, seed, noise)
    s.reset_cold.append((time.perf_counter_ns() - a) * _ms)
    for _ in range(repeat):
        play_timed(task, script, seed, noise, s)
    return s


def memory_1000(pairs: list[tuple[Task, Script]], n: int = 1000, noise: int = 8) -> float:
    """Tracemalloc peak (MiB) while ``n`` oracle-played episodes are alive at once."""
    gc.collect()
    _clear()
    tracemalloc.start()
    try:
        base, _ = tracemalloc.get_traced_memory()
        tracemalloc.reset_peak()
        live = []
        for i in range(n):
            task, script = pairs[i % len(pairs)]
            ep = Episode.reset(task, 0, noise)
            ep.run_script(script)
            live.append(ep)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    del live
    return (peak - base) / 2**20


def oracle_pairs(suite: Suite, patterns: list[str] | None = None) -> list[tuple[Task, Script]]:
    """Every task (matching ``patterns``) that has an oracle, with it, sorted by id."""
    tasks = sorted(suite.tasks, key=lambda t: t.id)
    if patterns:
        tasks = [t for t in tasks if any(fnmatch.fnmatch(t.id, p) for p in patterns)]
    return [(t, suite.oracles[t.id]) for t in tasks if t.id in suite.oracles]


def run(
    suite: Suite,
    noises: tuple[int, ...] = (0, 8),
    repeat: int = 20,
    episodes: int = 1000,
    patterns: list[str] | None = None,
) -> dict[str, Any]:
    """Benchmark every task that has an oracle; the summary as a JSON-able dict."""
    pairs = oracle_pairs(suite, patterns)
    if not pairs:
        raise ValueError("no task with an oracle to benchmark")
    # Warm up the process (tool modules, schemas, number tables) outside every measurement.
    registry()
    play_timed(pairs[0][0], pairs[0][1], 0, 0, Samples())
    total = Samples()
    per_task: list[dict[str, Any]] = []
    by_noise: dict[int, Samples] = {n: Samples() for n in noises}
    for task, script in pairs:
        for noise in noises:
            s = bench_task(task, script, noise, repeat)
            total.extend(s)
            by_noise[noise].extend(s)
            per_task.append(
                {
                    "task_id": task.id,
                    "noise": noise,
                    "reset_ms_p50": pct(s.reset, 50),
                    "reset_cold_ms": s.reset_cold[0],
                    "step_read_ms_p50": pct(s.step_read, 50),
                    "step_write_ms_p50": pct(s.step_write, 50),
                    "score_ms_p50": pct(s.score, 50),
                    "episode_ms_p50": pct(s.episode, 50),
                }
            )
    # Episodes per second: whole oracle episodes back to back (warm caches).
    n_eps, t0 = 0, time.perf_counter()
    while n_eps < max(len(pairs) * len(noises) * 5, 200) or time.perf_counter() - t0 < 1.0:
        task, script = pairs[n_eps % len(pairs)]
        ep = Episode.reset(task, 0, noises[n_eps % len(noises)])
        ep.run_script(script)
        n_eps += 1
    eps = n_eps / (time.perf_counter() - t0)
    steps = total.step_read + total.step_write
    out: dict[str, Any] = {
        "tasks": len(pairs),
        "noise_levels": list(noises),
        "repeat": repeat,
        "reset_ms_p50": pct(total.reset, 50),
        "reset_ms_p99": pct(total.reset, 99),
        "reset_cold_ms_p50": pct(total.reset_cold, 50),
        "reset_cold_ms_p99": pct(total.reset_cold, 99),
        "step_ms_p50": pct(steps, 50),
        "step_ms_p99": pct(steps, 99),
        "step_read_ms_p50": pct(total.step_read, 50),
        "step_read_ms_p99": pct(total.step_read, 99),
        "step_write_ms_p50": pct(total.step_write, 50),
        "step_write_ms_p99": pct(total.step_write, 99),
        "score_ms_p50": pct(total.score, 50),
        "score_ms_p99": pct(total.score, 99),
        "episode_ms_p50": pct(total.episode, 50),
        "episodes_per_s": eps,
        "by_noise": {
            str(n): {
                "reset_ms_p50": pct(s.reset, 50),
                "reset_cold_ms_p50": pct(s.reset_cold, 50),
                "step_ms_p50": pct(s.step_read + s.step_write, 50),
                "score_ms_p50": pct(s.score, 50),
                "episode_ms_p50": pct(s.episode, 50),
            }
            for n, s in by_noise.items()
        },
        "slowest_tools": [
            {"tool": name, "calls": len(v), "ms_p50": pct(v, 50), "ms_p99": pct(v, 99)}
            for name, v in sorted(total.by_tool.items(), key=lambda kv: -pct(kv[1], 50))[:10]
        ],
        "per_task": per_task,
    }
    out.update(toolset_measures(suite, [t for t, _ in pairs]))
    out["mem_mb_1000"] = memory_1000(pairs, episodes) if episodes else math.nan
    out["mem_episodes"] = episodes
    out["targets"] = TARGETS
    out["targets_met"] = all(not (out[k] > v) for k, v in TARGETS.items() if not math.isnan(out[k]))
    return out


def toolset_measures(suite: Suite, tasks: list[Task]) -> dict[str, Any]:
    """Tool-definition cost per toolset, oracle calls per toolset, task-word findability."""
    calls = {}
    for toolset in TOOLSETS:
        n = 0
        for t in tasks:
            ep = Episode.reset(t, 0, 0, toolset=toolset)
            ep.run_script(suite.oracles[t.id])
            n += len(ep.trace)
        calls[toolset] = n
    index, found, total = catalogue_index(), 0, 0
    for t in tasks:
        scripts = [suite.oracles.get(t.id), *suite.alternates.get(t.id, [])]
        used = {c.name for s in scripts if s for turn in [s, *s.then] for c in turn.calls}
        for name in sorted(used & set(registry())):
            query = task_words(task_text(t), name, index)
            total += 1
            found += bool(query) and name in [h.name for h in index.search(query, FINDABLE_TOP)]
    return {
        "tool_definitions": definition_costs(tasks),
        "oracle_calls": calls,
        "discover_task_words_findable": f"{found}/{total}",
    }


def _jsonable(x: Any) -> Any:
    """NaN (nothing measured) becomes null, so the output is strict JSON."""
    if isinstance(x, float) and math.isnan(x):
        return None
    if isinstance(x, dict):
        return {k: _jsonable(v) for k, v in x.items()}
    if isinstance(x, list):
        return [_jsonable(v) for v in x]
    return x


def _fmt(x: float) -> str:
    return "n/a" if math.isnan(x) else f"{x:.3f}"


def report_lines(r: dict[str, Any], per_task: bool = False) -> list[str]:
    """The human-readable summary."""
    lines = [
        f"avabench.bench: {r['tasks']} tasks × noise {r['noise_levels']}, {r['repeat']} oracle "
        "episodes each (times in ms)",
        f"{'':16}{'p50':>10}{'p99':>10}   target p50",
    ]

    def row(label: str, key: str, target: str = "") -> None:
        lines.append(f"{label:16}{_fmt(r[key + '_p50']):>10}{_fmt(r[key + '_p99']):>10}   {target}")

    row("reset (warm)", "reset_ms", "≤ 5")
    row("reset (cold)", "reset_cold_ms")
    row("step", "step_ms", "≤ 0.1")
    row("  read step", "step_read_ms")
    row("  write step", "step_write_ms")
    row("score", "score_ms", "≤ 2")
    for n, s in r["by_noise"].items():
        lines.append(
            f"noise {n}: reset {_fmt(s['reset_ms_p50'])} (cold {_fmt(s['reset_cold_ms_p50'])}), "
            f"step {_fmt(s['step_ms_p50'])}, score {_fmt(s['score_ms_p50'])}, "
            f"episode {_fmt(s['episode_ms_p50'])}"
        )
    lines.append(f"episodes/s (oracle scripts, one process): {r['episodes_per_s']:.0f}")
    lines.append(
        f"memory, {r['mem_episodes']} live episodes (tracemalloc peak): "
        f"{_fmt(r['mem_mb_1000'])} MiB (target < 1024)"
    )
    lines.append(
        "slowest tools (p50 / p99 ms): "
        + ", ".join(
            f"{t['tool']} {_fmt(t['ms_p50'])}/{_fmt(t['ms_p99'])}" for t in r["slowest_tools"][:6]
        )
    )
    if per_task:
        lines.append(
            f"{'task':40}{'noise':>6}{'reset':>9}{'cold':>9}{'read':>9}{'write':>9}{'score':>9}"
        )
        for t in r["per_task"]:
            lines.append(
                f"{t['task_id']:40}{t['noise']:>6}{_fmt(t['reset_ms_p50']):>9}"
                f"{_fmt(t['reset_cold_ms']):>9}{_fmt(t['step_read_ms_p50']):>9}"
                f"{_fmt(t['step_write_ms_p50']):>9}{_fmt(t['score_ms_p50']):>9}"
            )
    td = r["tool_definitions"]
    for name, cost in [
        ("full", td["full"]),
        ("role employee", td["role"]["employee"]),
        ("role shopper", td["role"]["shopper"]),
        ("discover", td["discover"]),
    ]:
        approx = "" if cost.get("tokens_exact") else "~"
        lines.append(
            f"tool definitions per request, {name}: {cost['tools']} tools, {cost['bytes']:,} "
            f"bytes, {approx}{cost['tokens_approx']:,} tokens ({cost['token_method']})"
        )
    oc = r["oracle_calls"]
    lines.append(
        "oracle calls: "
        + ", ".join(f"{k} {v}" for k, v in oc.items())
        + f"; reference tools found by the task's words alone (discover, top 5): "
        f"{r['discover_task_words_findable']}"
    )
    lines.append("targets " + ("met" if r["targets_met"] else "MISSED"))
    return lines


app = typer.Typer(add_completion=False, pretty_exceptions_show_locals=False)


@app.command()
def main(
    as_json: bool = typer.Option(False, "--json", help="Print one JSON object."),
    task_pack: str | None = typer.Option(None, help="Also load this task pack (module path)."),
    no_builtin: bool = typer.Option(False, help="Skip the built-in domains."),
    tasks: list[str] = typer.Option(None, "--tasks", help="Task id patterns (fnmatch)."),
    repeat: int = typer.Option(20, min=1, help="Warm oracle episodes per task and noise level."),
    episodes: int = typer.Option(1000, min=0, help="Live episodes for the memory figure."),
    noise: list[int] = typer.Option([0, 8], "--noise", help="Noise levels."),
    per_task: bool = typer.Option(False, help="Print one line per task and noise level."),
    peer: str | None = typer.Option(
        None,
        "--peer",
        help="Also time a peer benchmark and print ratios: 'tau2' "
        "(τ²-bench retail, when installed; otherwise it says it is skipped).",
    ),
    peer_process: str = typer.Option(
        "own",
        "--peer-process",
        help="Where the peer runs: 'own' (a process of its own, its rounds between ours) or "
        "'same' (this process).",
    ),
    peer_rounds: int = typer.Option(3, min=1, help="Interleaved rounds of the peer comparison."),
    peer_tasks: int = typer.Option(
        0, min=0, help="At most this many peer tasks per round (0: all; its evaluator is slow)."
    ),
) -> None:
    """Benchmark the episode API on the loaded suite."""
    suite = load_suite(task_pack, include_builtin=not no_builtin)
    for p in suite.problems:
        print(f"load problem: {p.where}: {p.message}", file=sys.stderr)
    if peer not in (None, "tau2"):
        print(f"avabench.bench: unknown --peer {peer!r} (known: tau2)", file=sys.stderr)
        raise typer.Exit(2)
    if peer_process not in PROCESSES:
        print(
            f"avabench.bench: unknown --peer-process {peer_process!r} "
            f"(known: {', '.join(PROCESSES)})",
            file=sys.stderr,
        )
        raise typer.Exit(2)
    try:
        r = run(suite, tuple(noise), repeat, episodes, tasks or None)
    except ValueError as exc:
        print(f"avabench.bench: {exc} (try --task-pack)", file=sys.stderr)
        raise typer.Exit(2) from None
    if peer == "tau2":
        from avabench.peer import compare_tau2  # it times episodes with this module's helpers

        r["peer"] = compare_tau2(
            oracle_pairs(suite, tasks or None), peer_rounds, peer_tasks, peer_process
        )
    if as_json:
        print(json.dumps(_jsonable(r), ensure_ascii=False))
    else:
        print("\n".join(report_lines(r, per_task)))
        if peer:
            from avabench.peer import peer_lines

            print("\n".join(peer_lines(r["peer"])))


if __name__ == "__main__":
    from avabench.gctune import tune

    tune()
    app()
