"""Turn command-line options into a run: policies, progress display, summary and exit code."""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path
from typing import Any

from avabench.agents.base import FatalEndpointError, Policy
from avabench.agents.openai_client import ModelPolicy, resolve_api_key
from avabench.agents.scripted import ScriptedPolicy
from avabench.loader import Suite, load_suite
from avabench.results import TaskResult
from avabench.runner import (
    CheckpointError,
    ConfigMismatch,
    OutLocked,
    default_settings,
    file_safe,
    run_benchmark,
    select_tasks,
    summary_lines,
)
from avabench.safety import Redactor, safe_url
from avabench.task import Script, Task

#: Exit code of a run stopped by the endpoint (wrong key, model or URL; nothing answers).
EXIT_FATAL = 3
#: Exit code of a run refused before it started (settings differ, checkpoint unreadable, locked).
EXIT_REFUSED = 2


def scripted_factory(suite: Suite, agent: str):  # type: ignore[no-untyped-def]
    """Policies for the built-in reference agents."""

    def make(task: Task, trial: int) -> Policy:
        if agent == "oracle":
            return ScriptedPolicy(suite.oracles.get(task.id, Script()), "oracle")
        if agent == "anti-oracle":
            antis = suite.anti_oracles.get(task.id) or [Script()]
            return ScriptedPolicy(antis[trial % len(antis)], "anti-oracle")
        return ScriptedPolicy(Script(), "null")

    return make


class Progress:
    """A rich progress bar with running pass rate and invalid count, or plain lines for CI."""

    def __init__(self, total: int, plain: bool) -> None:
        self.total, self.done, self.passed, self.valid, self.invalid = total, 0, 0, 0, 0
        self.plain = plain or not sys.stderr.isatty()
        self._bar: Any = None
        if not self.plain:
            from rich.progress import BarColumn, MofNCompleteColumn, TextColumn, TimeElapsedColumn
            from rich.progress import Progress as RichProgress

            self._bar = RichProgress(
                TextColumn("[bold]AVABench"),
                BarColumn(),
                MofNCompleteColumn(),
                TextColumn("{task.fields[stats]}"),
                TimeElapsedColumn(),
                transient=True,
            )
            self._id = self._bar.add_task("run", total=total, stats="")
            self._bar.start()

    def update(self, r: TaskResult) -> None:
        self.done += 1
        if r.status == "invalid":
            self.invalid += 1
        else:
            self.valid += 1
            self.passed += r.task_completed_correctly
        rate = 100 * self.passed / self.valid if self.valid else 0.0
        stats = f"pass {self.passed}/{self.valid} ({rate:.0f}%)  Bỏ {self.invalid}"
        if self._bar is not None:
            self._bar.update(self._id, advance=1, stats=stats)
        else:
            mark = (
                "INVALID"
                if r.status == "invalid"
                else ("PASS" if r.task_completed_correctly else "FAIL")
            )
            print(
                f"[{self.done}/{self.total}] {mark:<7} {r.task_id}#{r.trial} "
                f"partial {r.partial_credit:.2f}  {stats}",
                file=sys.stderr,
                flush=True,
            )

    def close(self) -> None:
        if self._bar is not None:
            self._bar.stop()


def run_from_cli(**o: Any) -> int:
    """Run the benchmark as the CLI asked; returns the process exit code."""
    suite = load_suite(o["task_pack"], include_builtin=not o["only_pack"])
    if suite.problems:
        for p in suite.problems:
            print(f"LOAD {p.where}: {p.message}", file=sys.stderr)
        print("fix the task problems above (see --validate-only)", file=sys.stderr)
        return 1
    agent, model = o["agent"], o["model"]
    secret = resolve_api_key(o["api_key"]) if model else None
    redact = Redactor(secret, *safe_url(o["base_url"])[1])
    settings = default_settings(
        model=model,
        agent=agent if not model else None,
        alias=o["alias"] or file_safe(model or agent),
        base_url=o["base_url"],
        noise=o["noise"],
        noise_seed=o["noise_seed"],
        sample=o["sample"],
        sample_seed=o["sample_seed"],
        tasks=list(o["tasks"]),
        task_pack=o["task_pack"],
        trials=o["trials"],
        reasoning_effort=o["reasoning_effort"],
        temperature=o["temperature"],
        max_tokens=o["max_tokens"],
        seed=o["seed"],
        max_steps=o["max_steps"],
        **({"max_tool_calls": o["max_tool_calls"]} if o.get("max_tool_calls") else {}),
    )
    if model:
        shared: list[ModelPolicy] = []

        def factory(task: Task, trial: int) -> Policy:
            if not shared:  # one client (and connection pool) for the whole run
                shared.append(
                    ModelPolicy(
                        model,
                        o["base_url"],
                        o["api_key"],
                        reasoning_effort=o["reasoning_effort"],
                        temperature=o["temperature"],
                        max_tokens=o["max_tokens"],
                        seed=o["seed"],
                        max_retries=o["max_retries"],
                        request_timeout=o["request_timeout"],
                    )
                )
            return shared[0]
    else:
        factory = scripted_factory(suite, agent)
    total = len(select_tasks(suite, settings)) * settings.trials
    progress = Progress(total, o["plain"])
    try:
        outcome = asyncio.run(
            run_benchmark(
                suite,
                settings,
                factory,
                out_dir=Path(o["out"]),
                max_concurrent=o["max_concurrent"],
                fresh=o["fresh"],
                on_result=progress.update,
                input_cost=o["input_cost"],
                output_cost=o["output_cost"],
                episode_timeout=o.get("episode_timeout"),
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
    for line in summary_lines(outcome):
        print(redact(line))
    return 0
