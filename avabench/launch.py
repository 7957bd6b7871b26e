"""Turn command-line options into a run: checks, policies, progress, summary and exit code.

Exit codes (:func:`run_from_cli`): 0 the run is usable; 1 no episode was valid, or the share
of invalid episodes is above ``max_invalid``, or the tasks do not load; 2 a bad option or a
run refused before it started (``--model`` without a base URL, a URL without ``http(s)://``, a
``--tasks`` glob that matches nothing, a sample larger than the task set, changed settings, an
unreadable checkpoint, another process on the same ``--out``); 3 the endpoint stopped the run
(a wrong key, model or URL; nothing answers the preflight).
"""

from __future__ import annotations

import fnmatch
import os
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from avabench import asyncrun
from avabench.agents.base import FatalEndpointError, Policy
from avabench.agents.scripted import ScriptedPolicy
from avabench.loader import Suite, load_suite
from avabench.results import Bucket, Checkpoint, RunResult, RunSettings, TaskResult
from avabench.runner import (
    CheckpointError,
    ConfigMismatch,
    OutLocked,
    default_settings,
    file_safe,
    run_benchmark,
    run_stem,
    select_tasks,
    select_trials,
    summary_lines,
)
from avabench.safety import Redactor, safe_url
from avabench.shards import parse_shard, shard_label
from avabench.task import Script, Task
from avabench.toolsets import TOOLSETS, for_toolset

#: Exit code of a run stopped by the endpoint (wrong key, model or URL; nothing answers).
EXIT_FATAL = 3
#: Exit code of a run refused before it started (settings differ, checkpoint unreadable, locked).
EXIT_REFUSED = 2


def scripted_factory(suite: Suite, agent: str, toolset: str = "full"):  # type: ignore[no-untyped-def]
    """Policies for the built-in reference agents (under ``discover``: through the meta-tools)."""

    def make(task: Task, trial: int) -> Policy:
        if agent == "oracle":
            script = suite.oracles.get(task.id, Script())
        elif agent == "anti-oracle":
            antis = suite.anti_oracles.get(task.id) or [Script()]
            script = antis[trial % len(antis)]
        else:
            return ScriptedPolicy(Script(), "null")
        return ScriptedPolicy(for_toolset(script, task, toolset), agent)

    return make


class Progress:
    """A rich progress bar (with ETA) or plain lines for CI; resumed task-trials count as done.

    ``done`` starts at ``resumed`` and every finished task-trial adds one, so a complete run
    ends at ``total``. The ETA is the mean time of the task-trials run so far in this process
    times the number still to do.
    """

    def __init__(self, total: int, plain: bool, resumed: int = 0) -> None:
        self.total, self.resumed = total, resumed
        self.done, self.passed, self.valid, self.invalid = resumed, 0, 0, 0
        self.plain = plain or not sys.stderr.isatty()
        self._start = time.monotonic()
        self._bar: Any = None
        if not self.plain:
            from rich.progress import (
                BarColumn,
                MofNCompleteColumn,
                TextColumn,
                TimeElapsedColumn,
                TimeRemainingColumn,
            )
            from rich.progress import Progress as RichProgress

            self._bar = RichProgress(
                TextColumn("[bold]AVABench"),
                BarColumn(),
                MofNCompleteColumn(),
                TextColumn("{task.fields[stats]}"),
                TimeElapsedColumn(),
                TextColumn("eta"),
                TimeRemainingColumn(),
            )
            self._id = self._bar.add_task("run", total=total, completed=resumed, stats="")
            self._bar.start()
        elif resumed:
            print(
                f"resuming: {resumed} of {total} task-trials already done (checkpoint)",
                file=sys.stderr,
                flush=True,
            )

    def eta(self) -> float | None:
        """Seconds left, estimated from this process's task-trials (None before the first)."""
        ran = self.done - self.resumed
        if ran <= 0:
            return None
        return (time.monotonic() - self._start) / ran * (self.total - self.done)

    def update(self, r: TaskResult) -> None:
        """Count one finished task-trial and show it."""
        self.done += 1
        if r.status == "invalid":
            self.invalid += 1
        else:
            self.valid += 1
            self.passed += r.task_completed_correctly
        rate = f"{100 * self.passed / self.valid:.0f}%" if self.valid else "—"
        stats = f"pass {self.passed}/{self.valid} ({rate})  Bỏ {self.invalid}"
        if self._bar is not None:
            self._bar.update(self._id, advance=1, stats=stats)
            return
        mark = (
            "INVALID"
            if r.status == "invalid"
            else ("PASS" if r.task_completed_correctly else "FAIL")
        )
        print(
            f"[{self.done}/{self.total}] {mark:<7} {r.task_id}#{r.trial} "
            f"partial {r.partial_credit:.2f}  {stats}  eta {_duration(self.eta())}",
            file=sys.stderr,
            flush=True,
        )

    def close(self) -> None:
        """Stop the bar (it stays on screen at its last state)."""
        if self._bar is not None:
            self._bar.stop()
            self._bar = None


def _duration(seconds: float | None) -> str:
    if seconds is None:
        return "—"
    m, s = divmod(round(seconds), 60)
    return f"{m}m{s:02d}s" if m else f"{s}s"


@dataclass
class RunOptions:
    """What the ``run`` command was asked (see ``avabench run --help``)."""

    model: str | None = None
    base_url: str | None = None
    api_key: str | None = None
    agent: str | None = None
    reasoning_effort: str | None = None
    temperature: float | None = None
    max_tokens: int | None = None
    seed: int | None = None
    max_retries: int = 4
    request_timeout: float = 120.0
    max_tool_calls: int | None = None
    episode_timeout: float | None = None
    task_pack: str | None = None
    only_pack: bool = False
    sample: int | None = None
    sample_seed: int = 0
    tasks: list[str] = field(default_factory=list)
    noise: int = 8
    noise_seed: int = 0
    trials: int = 1
    max_steps: int | None = None
    max_concurrent: int = 4
    #: Worker processes (``None``: auto, see :func:`avabench.workers.auto_workers`).
    workers: int | None = None
    max_invalid: float = 0.1
    fresh: bool = False
    alias: str | None = None
    out: Path = Path("results")
    input_cost: float | None = None
    output_cost: float | None = None
    plain: bool = False
    toolset: str = "full"
    reasoning_echo: bool = False
    #: ``--extra-body`` as given (JSON text).
    extra_body: str | None = None
    shard: str | None = None
    #: ``--otel FILE|URL``: export the run's spans there when it ends.
    otel: str | None = None


AGENTS = ("oracle", "null", "anti-oracle")


def setup_errors(o: RunOptions) -> list[str]:
    """What is wrong with the options before any task is loaded (empty: nothing)."""
    errors = []
    if not o.model and not o.agent:
        errors.append(
            "nothing to run: pass --model M --base-url URL, or --agent oracle|null|anti-oracle"
        )
    if o.model and o.agent:
        errors.append("pass either --model or --agent, not both")
    if o.agent and o.agent not in AGENTS:
        errors.append(f"--agent must be one of {', '.join(AGENTS)}, not {o.agent!r}")
    if o.model and not o.base_url:
        errors.append(
            "--model needs --base-url (the endpoint's OpenAI-compatible URL, e.g. "
            "https://gateway.example/v1) or OPENAI_BASE_URL; refusing to guess a host"
        )
    if o.base_url and not o.base_url.startswith(("http://", "https://")):
        errors.append(
            f"--base-url {o.base_url!r} has no scheme: write http://{o.base_url} or "
            f"https://{o.base_url}"
        )
    if o.model is None and o.base_url:
        errors.append("--base-url is for --model; the built-in agents need no endpoint")
    for name, value, low in [
        ("--noise", o.noise, 0),
        ("--trials", o.trials, 1),
        ("--max-concurrent", o.max_concurrent, 1),
        ("--workers", o.workers, 1),
        ("--sample", o.sample, 1),
    ]:
        if value is not None and value < low:
            errors.append(f"{name} must be at least {low}, not {value}")
    if o.toolset not in TOOLSETS:
        errors.append(f"--toolset must be one of {', '.join(TOOLSETS)}, not {o.toolset!r}")
    if not 0.0 <= o.max_invalid <= 1.0:
        errors.append(f"--max-invalid is a share between 0 and 1, not {o.max_invalid}")
    if o.agent and (o.reasoning_echo or o.extra_body is not None):
        errors.append(
            "--reasoning-echo and --extra-body are for --model (a built-in agent has none)"
        )
    if o.extra_body is not None:
        from avabench.agents.openai_client import parse_extra_body  # imports openai

        try:
            parse_extra_body(o.extra_body)
        except ValueError as exc:
            errors.append(str(exc))
    if o.shard is not None:
        try:
            parse_shard(o.shard)
        except ValueError as exc:
            errors.append(str(exc))
    if o.otel is not None:
        from avabench import otel

        if not otel.available():
            errors.append(f"--otel: {otel.INSTALL_HINT}")
    return errors


def selection_errors(suite: Suite, settings: RunSettings) -> list[str]:
    """A sample larger than the task set, or a ``--tasks`` glob that matches nothing."""
    errors = []
    n = len(suite.tasks)
    if settings.sample is not None and settings.sample > n:
        errors.append(f"--sample {settings.sample} is more than the {n} tasks loaded (1–{n})")
    pool = select_tasks(suite, settings.model_copy(update={"tasks": []}))
    for p in settings.tasks:
        if not any(fnmatch.fnmatch(t.id, p) for t in pool):
            where = f" of the --sample {settings.sample}" if settings.sample else ""
            errors.append(
                f"--tasks {p!r} matches no task id{where} (see: avabench list-tasks --tasks {p!r})"
            )
    return errors


def resumed_count(
    out_dir: Path, settings: RunSettings, trials: list[tuple[Task, int]], fresh: bool
) -> int:
    """How many task-trials the checkpoint already holds (what the run will not redo)."""
    if fresh:
        return 0
    data = Checkpoint(Path(out_dir) / f"{run_stem(settings)}.checkpoint.jsonl").read()
    if data.settings is None or data.settings.fingerprint() != settings.fingerprint():
        return 0
    wanted = {(t.id, k) for t, k in trials}
    return len({(r.task_id, r.trial) for r in data.results if r.status == "ok"} & wanted)


def _row(label: str, b: Bucket) -> str:
    n = b.n_valid
    if not n:
        return f"  {label:<28} no valid episode  Bỏ {b.n_invalid}"
    rate = b.pass_rate or 0.0
    return (
        f"  {label:<28} {round(rate * n):>3}/{n:<3} pass ({100 * rate:5.1f}%)  "
        f"partial {b.partial_credit or 0.0:.2f}  Bỏ {b.n_invalid}"
    )


def breakdown_lines(run: RunResult) -> list[str]:
    """One row per domain and per tier of the run's summary."""
    s = run.summary
    return [
        *(_row(f"domain {d}", b) for d, b in s.by_domain.items()),
        *(_row(f"tier {t}", b) for t, b in s.by_tier.items()),
    ]


def verdict(run: RunResult, max_invalid: float) -> tuple[int, str | None]:
    """The exit code of a finished run and, when it is not 0, why."""
    t = run.summary.total
    total = t.n_valid + t.n_invalid
    if total == 0:
        return 1, "FAILED: the run selected no task"
    if t.n_valid == 0:
        reasons = [r.invalid_reason for r in run.tasks if r.invalid_reason]
        first = f"; first reason: {reasons[0]}" if reasons else ""
        return 1, f"FAILED: no valid episode ({t.n_invalid} of {total} invalid){first}"
    share = t.n_invalid / total
    if share > max_invalid:
        return 1, (
            f"FAILED: {t.n_invalid} of {total} episodes invalid ({100 * share:.0f}% > "
            f"--max-invalid {100 * max_invalid:.0f}%); the scores cover only the valid ones"
        )
    return 0, None


def run_from_cli(o: RunOptions) -> int:
    """Run the benchmark as the CLI asked; returns the process exit code (module docstring)."""
    if o.model and not o.base_url and os.environ.get("OPENAI_BASE_URL"):
        o.base_url = os.environ["OPENAI_BASE_URL"]
    errors = setup_errors(o)
    if errors:
        for e in errors:
            print(f"error: {e}", file=sys.stderr)
        return 2
    suite = load_suite(o.task_pack, include_builtin=not o.only_pack)
    if suite.problems:
        for p in suite.problems:
            print(f"LOAD {p.where}: {p.message}", file=sys.stderr)
        print("fix the task problems above (see avabench validate)", file=sys.stderr)
        return 1
    agent, model = o.agent, o.model
    if model or o.extra_body is not None:  # the OpenAI SDK: only for a run against an endpoint
        from avabench.agents.openai_client import (
            PolicyPerProcess,
            parse_extra_body,
            resolve_api_key,
        )
    secret = resolve_api_key(o.api_key) if model else None
    redact = Redactor(secret, *safe_url(o.base_url)[1])
    if o.extra_body is not None and redact(o.extra_body) != o.extra_body:
        print(
            "error: --extra-body holds the API key (or a secret of the URL); it is stored in "
            "the results, so it may not",
            file=sys.stderr,
        )
        return 2
    settings = default_settings(
        model=model,
        agent=agent if not model else None,
        alias=o.alias or file_safe(model or agent or "run"),
        base_url=o.base_url,
        noise=o.noise,
        noise_seed=o.noise_seed,
        sample=o.sample,
        sample_seed=o.sample_seed,
        tasks=list(o.tasks),
        task_pack=o.task_pack,
        trials=o.trials,
        reasoning_effort=o.reasoning_effort,
        temperature=o.temperature,
        max_tokens=o.max_tokens,
        seed=o.seed,
        max_steps=o.max_steps,
        toolset=o.toolset,
        **({"max_tool_calls": o.max_tool_calls} if o.max_tool_calls else {}),
        reasoning_echo=o.reasoning_echo,
        extra_body=parse_extra_body(o.extra_body) if o.extra_body is not None else None,
        shard=shard_label(*parse_shard(o.shard)) if o.shard is not None else None,
    )
    errors = selection_errors(suite, settings)
    if errors:
        for e in errors:
            print(f"error: {e}", file=sys.stderr)
        return 2
    if model:
        # one client (and connection pool) per process for the whole run
        factory: Callable[[Task, int], Policy] = PolicyPerProcess(
            model=model,
            base_url=o.base_url,
            api_key=o.api_key,
            reasoning_effort=o.reasoning_effort,
            temperature=o.temperature,
            max_tokens=o.max_tokens,
            seed=o.seed,
            max_retries=o.max_retries,
            request_timeout=o.request_timeout,
            extra_body=settings.extra_body,
            max_connections=o.max_concurrent,
        )
    else:
        factory = scripted_factory(suite, agent or "null", o.toolset)
    selected = select_trials(suite, settings)
    total = len(selected)
    progress = Progress(total, o.plain, resumed_count(o.out, settings, selected, o.fresh))
    try:
        outcome = asyncrun.run(
            run_benchmark(
                suite,
                settings,
                factory,
                out_dir=Path(o.out),
                max_concurrent=o.max_concurrent,
                workers=o.workers,
                fresh=o.fresh,
                on_result=progress.update,
                input_cost=o.input_cost,
                output_cost=o.output_cost,
                episode_timeout=o.episode_timeout,
                redactor=redact,
            )
        )
    except (ConfigMismatch, CheckpointError, OutLocked) as exc:
        progress.close()
        print(redact(f"refused: {exc}"), file=sys.stderr)
        return EXIT_REFUSED
    except FatalEndpointError as exc:
        progress.close()
        print(redact(f"stopped: {exc}"), file=sys.stderr)
        return EXIT_FATAL
    finally:
        progress.close()
    for w in outcome.warnings:
        print(redact(f"WARNING {w}"), file=sys.stderr)
    lines = summary_lines(outcome)
    lines[1:1] = breakdown_lines(outcome.run)
    for line in lines:
        print(redact(line))
    if o.otel is not None:
        _export_otel(outcome.run, outcome.path, o.otel, redact)
    code, why = verdict(outcome.run, o.max_invalid)
    if why:
        print(redact(why), file=sys.stderr)
    return code


def _export_otel(run: RunResult, path: Path, target: str, redact: Redactor) -> None:
    """``--otel``: the run's spans to a file or an OTLP endpoint; a failure is only a warning."""
    from avabench import otel

    try:
        n = otel.export(run, target)
    except (otel.ExportError, OSError) as exc:
        print(
            redact(
                f"WARNING --otel: {exc}; the results are saved, export them again with "
                f"avabench export-otel {path}"
            ),
            file=sys.stderr,
        )
        return
    where = otel.traces_url(target) if otel.is_url(target) else target
    print(redact(f"otel: {n} spans of {len(run.tasks)} episodes → {where}"))
