"""The multi-step episode loop and the concurrent benchmark run.

Episode loop (one task-trial): system prompt + user request, then assistant turns until a turn
without tool calls (the final reply) or the step limit. Several tool calls in one turn run in
order. Arguments that are not valid JSON, unknown tools and schema violations come back to the
model as tool errors. Every call is traced. An :class:`~avabench.agents.base.InfraError`, or a
turn cut off by ``max_tokens`` (``finish_reason == "length"``) before any tool call, makes the
episode *invalid*: excluded from every mean and counted apart, never scored 0.

The run: tasks × trials under an asyncio semaphore (``max_concurrent``), each finished result
appended to a checkpoint at once; the final file is written atomically. Re-running resumes.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import fnmatch
import re
import subprocess
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from avabench import __version__
from avabench.agents.base import InfraError, Policy
from avabench.env import Episode
from avabench.history import record_run
from avabench.loader import Suite, sample_tasks
from avabench.results import (
    Checkpoint,
    Message,
    RunResult,
    RunSettings,
    TaskResult,
    ToolCallMessage,
    TraceCall,
    Usage,
    percent,
    save_run,
    summarize,
)
from avabench.scoring.scorer import GRADER_VERSION
from avabench.task import Task
from avabench.world.diff import diff_worlds, world_hash

PolicyFactory = Callable[[Task, int], Policy]


class ConfigMismatch(Exception):
    """The checkpoint on disk was written with different settings."""


def git_commit() -> str:
    """The short commit of the working tree, or "unknown"."""
    try:
        out = subprocess.run(
            ["git", "rev-parse", "--short", "HEAD"],
            capture_output=True,
            text=True,
            timeout=5,
            cwd=Path(__file__).resolve().parent,
        )
        return out.stdout.strip() or "unknown"
    except (OSError, subprocess.SubprocessError):
        return "unknown"


def file_safe(name: str) -> str:
    """A model name made safe for a file name."""
    return re.sub(r"[^A-Za-z0-9._-]+", "_", name).strip("._") or "run"


async def run_episode(
    task: Task,
    policy: Policy,
    *,
    trial: int = 0,
    noise: int = 0,
    noise_seed: int = 0,
    max_steps: int | None = None,
    secret: str | None = None,
) -> TaskResult:
    """Run one task-trial with ``policy`` and score it."""
    start = time.perf_counter()
    ep = Episode(task, noise_seed, noise)
    messages: list[dict[str, Any]] = ep.messages
    tools = ep.tools
    limit = max_steps or task.max_steps
    usage = Usage()
    trace: list[TraceCall] = []
    turn_text: dict[int, str] = {}
    reply, stopped_by, finish_reason = "", "step_limit", None
    invalid: str | None = None
    steps = 0
    transcript = [Message(role=m["role"], content=m.get("content")) for m in messages]
    for steps in range(1, limit + 1):
        try:
            turn = await policy.next_turn(messages, tools)
        except InfraError as exc:
            invalid, stopped_by = _redact(f"infrastructure error: {exc}", secret), "error"
            break
        usage = usage.add(turn.usage)
        finish_reason = turn.finish_reason
        transcript.append(
            Message(
                role="assistant",
                content=turn.content,
                tool_calls=[
                    ToolCallMessage(id=c.id, name=c.name, arguments=c.arguments)
                    for c in turn.tool_calls
                ],
                reasoning=turn.reasoning,
            )
        )
        if not turn.tool_calls:
            if turn.finish_reason == "length" and not trace:
                invalid = "cut off by max_tokens (finish_reason=length) before any tool call"
                stopped_by = "error"
                break
            reply, stopped_by = turn.content or "", "reply"
            break
        if turn.content:
            turn_text[steps] = turn.content
        messages.append(
            {
                "role": "assistant",
                "content": turn.content,
                "tool_calls": [
                    {
                        "id": c.id,
                        "type": "function",
                        "function": {"name": c.name, "arguments": c.arguments},
                    }
                    for c in turn.tool_calls
                ],
            }
        )
        for c in turn.tool_calls:
            result = ep.step(c.name, c.arguments)
            trace.append(
                TraceCall(
                    step=steps,
                    call_id=c.id,
                    name=c.name,
                    raw_arguments=c.arguments,
                    arguments=result.arguments,
                    ok=result.ok,
                    output=result.output,
                    error=result.error,
                    error_kind=result.error_kind,
                    writes=result.writes,
                )
            )
            messages.append({"role": "tool", "tool_call_id": c.id, "content": result.content()})
            transcript.append(Message(role="tool", tool_call_id=c.id, content=result.content()))
    ep.finish(reply)
    base = dict(
        task_id=task.id,
        domain=task.domain,
        tier=task.tier,
        trial=trial,
        trace=trace,
        messages=[_redacted(m, secret) for m in transcript],
        reply=reply,
        turn_text=turn_text,
        steps=steps,
        stopped_by=stopped_by,
        finish_reason=finish_reason,
        usage=usage,
        duration_s=round(time.perf_counter() - start, 4),
        noise=noise,
        noise_seed=noise_seed,
        initial_world_hash=world_hash(ep.initial),
        final_world_diff=diff_worlds(ep.initial, ep.world),
    )
    if invalid is not None:
        return TaskResult(status="invalid", invalid_reason=invalid, **base)
    s = ep.score()
    return TaskResult(
        status="ok",
        partial_credit=s.partial_credit,
        task_completed_correctly=s.task_completed_correctly,
        graded=s.graded,
        passed=s.passed,
        assertions=s.assertions,
        **base,
    )


def _redacted(m: Message, secret: str | None) -> Message:
    """A message with the API key removed from its text (it never belongs in results)."""
    if not secret or len(secret) < 4:
        return m
    return m.model_copy(
        update={
            "content": _redact(m.content, secret) if m.content else m.content,
            "reasoning": _redact(m.reasoning, secret) if m.reasoning else m.reasoning,
        }
    )


def _redact(text: str, secret: str | None) -> str:
    return text.replace(secret, "***") if secret and len(secret) >= 4 else text


def select_tasks(suite: Suite, settings: RunSettings) -> list[Task]:
    """The tasks a run covers: optional sample, then optional id patterns."""
    tasks = sorted(suite.tasks, key=lambda t: t.id)
    if settings.sample:
        tasks = sample_tasks(tasks, settings.sample, settings.sample_seed)
    if settings.tasks:
        tasks = [t for t in tasks if any(fnmatch.fnmatch(t.id, p) for p in settings.tasks)]
    return tasks


@dataclass
class RunOutcome:
    """What a run produced, for the caller's summary."""

    run: RunResult
    path: Path
    reused: int = 0
    executed: int = 0
    failures: list[tuple[str, str]] = field(default_factory=list)


async def run_benchmark(
    suite: Suite,
    settings: RunSettings,
    policy_factory: PolicyFactory,
    *,
    out_dir: Path,
    max_concurrent: int = 4,
    fresh: bool = False,
    secret: str | None = None,
    on_result: Callable[[TaskResult], None] | None = None,
    input_cost: float | None = None,
    output_cost: float | None = None,
) -> RunOutcome:
    """Run (or resume) a benchmark and write ``<out_dir>/<alias>.json``."""
    out_dir = Path(out_dir)
    final_path = out_dir / f"{settings.alias}.json"
    ckpt = Checkpoint(out_dir / f"{settings.alias}.checkpoint.jsonl")
    old_settings, old_results = ckpt.read()
    kept: dict[tuple[str, int], TaskResult] = {}
    if old_settings is not None and not fresh:
        if old_settings.fingerprint() != settings.fingerprint():
            raise ConfigMismatch(
                f"{ckpt.path} was written with other settings; pass --fresh to start over"
            )
        for r in old_results:
            if r.status == "ok":
                kept[(r.task_id, r.trial)] = r
    out_dir.mkdir(parents=True, exist_ok=True)
    ckpt.start(settings)
    for r in kept.values():
        ckpt.append(r)
    tasks = select_tasks(suite, settings)
    todo = [(t, k) for t in tasks for k in range(settings.trials) if (t.id, k) not in kept]
    started = dt.datetime.now(dt.UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
    sem = asyncio.Semaphore(max(1, max_concurrent))
    new: list[TaskResult] = []

    policies: dict[int, Policy] = {}  # a factory may share one client between episodes

    async def one(task: Task, trial: int) -> None:
        async with sem:
            policy = policy_factory(task, trial)
            policies[id(policy)] = policy
            result = await run_episode(
                task,
                policy,
                trial=trial,
                noise=settings.noise,
                noise_seed=settings.noise_seed,
                max_steps=settings.max_steps,
                secret=secret,
            )
        ckpt.append(result)
        new.append(result)
        if on_result:
            on_result(result)

    try:
        await asyncio.gather(*(one(t, k) for t, k in todo))
    finally:
        for policy in policies.values():
            await policy.aclose()
    order = {t.id: i for i, t in enumerate(tasks)}
    wanted = {(t.id, k) for t in tasks for k in range(settings.trials)}
    results = sorted(
        [r for r in [*kept.values(), *new] if (r.task_id, r.trial) in wanted],
        key=lambda r: (order.get(r.task_id, 1 << 30), r.trial),
    )
    run = RunResult(
        settings=settings,
        started_at=started,
        finished_at=dt.datetime.now(dt.UTC).strftime("%Y-%m-%dT%H:%M:%SZ"),
        summary=summarize(results, input_cost, output_cost),
        tasks=results,
    )
    save_run(final_path, run)
    record_run(run, out_dir / "history.sqlite")
    failures = []
    for r in results:
        if r.status == "invalid":
            failures.append((r.task_id, f"invalid: {r.invalid_reason}"))
        elif not r.task_completed_correctly:
            first = next((a for a in r.assertions if a.graded and not a.passed), None)
            failures.append((r.task_id, f"#{first.index} {first.description}" if first else "?"))
    return RunOutcome(run, final_path, reused=len(kept), executed=len(new), failures=failures)


def summary_lines(outcome: RunOutcome) -> list[str]:
    """The end-of-run summary a person reads at a glance."""
    run = outcome.run
    s, t = run.settings, run.summary.total
    who = f"model {s.model}" if s.model else f"agent {s.agent}"
    n = t.n_valid
    passed = round((t.pass_rate or 0.0) * n)
    lines = [
        f"run {run.started_at}  sha {s.git_commit}  {who}  {passed}/{n} pass "
        f"({percent(t.pass_rate)})  partial {t.partial_credit:.2f}  Bỏ {t.n_invalid}"
        + (f"  (resumed {outcome.reused})" if outcome.reused else "")
    ]
    lines += [f"  FAIL {tid}: {why}" for tid, why in outcome.failures]
    lines.append(f"results: {outcome.path}")
    return lines


def default_settings(**kw: Any) -> RunSettings:
    """Settings with the provenance fields filled in."""
    return RunSettings(
        git_commit=git_commit(), package_version=__version__, grader_version=GRADER_VERSION, **kw
    )
