"""The multi-step episode loop and the concurrent benchmark run.

Episode loop (one task-trial): system prompt + user request, then assistant turns until a turn
without tool calls (the final reply) or the step limit. Several tool calls in one turn run in
order. Arguments that are not valid JSON, unknown tools and schema violations come back to the
model as tool errors. Every call is traced. An :class:`~avabench.agents.base.InfraError`, or a
turn cut off by ``max_tokens`` (``finish_reason == "length"``) before any tool call, makes the
episode *invalid*: excluded from every mean and counted apart, never scored 0.

Model output is data (:mod:`avabench.limits`, :mod:`avabench.safety`): every call passes
:func:`~avabench.limits.vet_call` and the per-turn and per-episode caps, and every stored string
is escaped and redacted. A :class:`~avabench.agents.base.ContextOverflow` after the model's own
calls ends the episode as scored (``stopped_by="context_overflow"``). Any other exception inside
an episode makes it invalid with the reason; the episode's wall budget cancels it.

The run: a one-request :func:`preflight`, then tasks × trials under an asyncio semaphore
(``max_concurrent``), each finished result appended to a checkpoint at once; the final file is
written atomically. A :class:`FatalEndpointError` stops the whole run. Re-running resumes;
finished results of another grader version are re-graded from their trace. What every fault
ends as: docs/robustness.md.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import fnmatch
import re
import sqlite3
import subprocess
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from avabench import __version__
from avabench.agents.base import ContextOverflow, FatalEndpointError, InfraError, Policy
from avabench.env import Episode
from avabench.history import record_run
from avabench.limits import STORED_RAW_CHARS, Limits
from avabench.loader import Suite, sample_tasks
from avabench.replay import limits_of, regrade, run_call
from avabench.results import (
    Checkpoint,
    CheckpointData,
    CheckpointError,
    Message,
    OutLocked,
    RunLock,
    RunResult,
    RunSettings,
    StoppedBy,
    TaskResult,
    ToolCallMessage,
    TraceCall,
    Usage,
    clean_temp,
    percent,
    save_run,
    summarize,
)
from avabench.safety import Redactor, clean, clean_json, safe_url
from avabench.scoring.scorer import GRADER_VERSION
from avabench.shards import parse_shard, select_shard
from avabench.task import Task
from avabench.toolsets import definition_bytes
from avabench.workers import auto_workers, can_fork, run_in_workers
from avabench.world.diff import WorldDiff, diff_worlds

__all__ = [
    "CheckpointError",
    "ConfigMismatch",
    "FatalEndpointError",
    "OutLocked",
    "RunOutcome",
    "preflight",
    "run_benchmark",
    "run_episode",
]

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


@dataclass
class _Loop:
    """What one episode's loop has gathered so far."""

    usage: Usage = field(default_factory=Usage)
    trace: list[TraceCall] = field(default_factory=list)
    reply: str = ""
    stopped_by: StoppedBy = "step_limit"
    finish_reason: str | None = None
    invalid: str | None = None
    steps: int = 0
    limits_hit: list[str] = field(default_factory=list)
    #: The whole conversation as stored in the results (redacted, model output escaped).
    transcript: list[Message] = field(default_factory=list)
    #: ``time.perf_counter()`` at the episode's start (message and call offsets count from it).
    start: float = field(default_factory=time.perf_counter)

    def since(self, t: float) -> float:
        """Seconds from the episode's start to ``t``, rounded for storage."""
        return round(t - self.start, 6)

    def hit(self, cap: str) -> None:
        if cap not in self.limits_hit:
            self.limits_hit.append(cap)


async def _turns(
    ep: Episode,
    policy: Policy,
    loop: _Loop,
    limit: int,
    limits: Limits,
    redact: Redactor,
    echo: bool = False,
) -> None:
    """The assistant turns of one episode (tool calls run in order; see the module docstring).

    A final answer ends the episode, unless the task has a scripted follow-up for that turn:
    then the user's next message is appended and the loop goes on, on the same world. With
    ``echo``, every assistant message sent back carries the turn's reasoning as
    ``reasoning_content`` (providers that require it on later turns).
    """
    messages, tools = ep.messages, ep.tools
    loop.transcript = [Message(role=m["role"], content=m["content"]) for m in messages]
    for loop.steps in range(1, limit + 1):
        sent = time.perf_counter()
        try:
            turn = await policy.next_turn(messages, tools)
        except ContextOverflow as exc:
            if loop.trace:  # the model's own calls filled its context: its failure, scored
                loop.stopped_by = "context_overflow"
                loop.finish_reason = redact(str(exc))[:300]
            else:
                loop.invalid, loop.stopped_by = f"infrastructure error: {exc}", "error"
            return
        except InfraError as exc:
            loop.invalid, loop.stopped_by = f"infrastructure error: {exc}", "error"
            return
        loop.usage = loop.usage.add(turn.usage)
        loop.finish_reason = turn.finish_reason
        content = clean(turn.content, redact) if turn.content is not None else None
        if content is not None and len(content) > limits.max_reply_chars:
            content = content[: limits.max_reply_chars]
            loop.hit("reply_chars")
        reasoning = clean(turn.reasoning, redact) if turn.reasoning else None
        call = dict(
            reasoning=reasoning,
            usage=turn.usage,
            finish_reason=clean(turn.finish_reason, redact),
            offset_s=loop.since(sent),
            duration_s=round(time.perf_counter() - sent, 6),
        )
        echoed = {"reasoning_content": turn.reasoning} if echo and turn.reasoning else {}
        if not turn.tool_calls:
            loop.transcript.append(Message(role="assistant", content=content, **call))
            if turn.finish_reason == "length" and not loop.trace:
                loop.invalid = "cut off by max_tokens (finish_reason=length) before any tool call"
                loop.stopped_by = "error"
                return
            loop.reply, loop.stopped_by = content or "", "reply"
            follow_up = ep.finish(loop.reply)
            if follow_up is None:
                return
            messages.append({"role": "assistant", "content": loop.reply, **echoed})
            messages.append({"role": "user", "content": follow_up})
            loop.transcript.append(Message(role="user", content=follow_up))
            loop.reply, loop.stopped_by = "", "step_limit"  # the next turn has no answer yet
            continue
        calls = []
        for c in turn.tool_calls:
            raw = clean(c.arguments, redact)
            cut = len(raw) > limits.max_argument_chars
            calls.append((clean(c.id, redact), clean(c.name, redact), raw, cut))
        loop.transcript.append(
            Message(
                role="assistant",
                content=content,
                tool_calls=[
                    ToolCallMessage(
                        id=call_id,
                        name=name,
                        arguments=raw[:STORED_RAW_CHARS] if cut else raw,
                    )
                    for call_id, name, raw, cut in calls
                ],
                **call,
            )
        )
        messages.append(
            {
                "role": "assistant",
                "content": content,
                "tool_calls": [
                    {
                        "id": call_id,
                        "type": "function",
                        "function": {
                            "name": name,
                            "arguments": raw[:STORED_RAW_CHARS] if cut else raw,
                        },
                    }
                    for call_id, name, raw, cut in calls
                ],
                **echoed,
            }
        )
        for in_turn, (call_id, name, raw, cut) in enumerate(calls):
            began = time.perf_counter()
            result, cap = run_call(
                ep,
                name,
                raw,
                in_turn=in_turn,
                in_episode=len(loop.trace),
                limits=limits,
                raw_truncated=cut,
            )
            if cap is not None:
                loop.hit(cap)
            if cut:
                loop.hit("argument_chars")
            stored_raw = raw[:STORED_RAW_CHARS] if cut else raw
            if result.via is not None:  # through call_tool: the tool's own name and arguments
                name, stored_raw = result.name, clean(result.inner_raw, redact)
            content = result.content()  # the tool message: the output's JSON text
            loop.trace.append(
                TraceCall(
                    step=loop.steps,
                    call_id=call_id,
                    name=name,
                    raw_arguments=stored_raw,
                    raw_truncated=cut,
                    arguments=clean(result.arguments, redact),
                    ok=result.ok,
                    output=clean_json(result.output, content, redact) if result.ok else None,
                    error=clean(result.error, redact),
                    error_kind=result.error_kind,
                    writes=result.writes,
                    turn=ep.turn,
                    via=result.via,
                    meta=result.meta,
                    offset_s=loop.since(began),
                    duration_s=round(time.perf_counter() - began, 6),
                )
            )
            content_out = clean(content, redact)
            messages.append({"role": "tool", "tool_call_id": call_id, "content": content})
            loop.transcript.append(Message(role="tool", tool_call_id=call_id, content=content_out))
        if len(loop.trace) >= limits.max_tool_calls:
            loop.stopped_by = "tool_limit"
            loop.hit("tool_calls_total")
            return


async def run_episode(
    task: Task,
    policy: Policy,
    *,
    trial: int = 0,
    noise: int = 0,
    noise_seed: int = 0,
    max_steps: int | None = None,
    secret: str | None = None,
    limits: Limits | None = None,
    redactor: Redactor | None = None,
    toolset: str = "full",
    reasoning_echo: bool = False,
) -> TaskResult:
    """Run one task-trial with ``policy`` and score it.

    Every failure inside the episode ends as a result: invalid with a reason (infrastructure,
    protocol, wall budget, a harness bug) or scored. Only :class:`FatalEndpointError`, which
    no other episode could escape either, propagates. ``reasoning_echo``: send each turn's
    reasoning back on later turns (see :func:`_turns`).
    """
    limits = limits or Limits()
    redact = redactor if redactor is not None else Redactor(secret)
    started_at = dt.datetime.now(dt.UTC).isoformat(timespec="microseconds").replace("+00:00", "Z")
    start = time.perf_counter()
    ep = Episode(task, noise_seed, noise, toolset)
    loop = _Loop(start=start)
    try:
        async with asyncio.timeout(limits.episode_timeout):
            await _turns(
                ep, policy, loop, max_steps or task.max_steps, limits, redact, reasoning_echo
            )
    except TimeoutError:
        loop.invalid = (
            f"infrastructure error: the episode exceeded its wall budget of "
            f"{limits.episode_timeout:g} s"
        )
        loop.stopped_by = "error"
    except FatalEndpointError:
        raise
    except Exception as exc:  # a harness bug: visible as the reason, never ends the run
        loop.invalid, loop.stopped_by = f"harness error: {type(exc).__name__}: {exc}", "error"
    if not ep.done:
        ep.finish(loop.reply)
    changes = diff_worlds(ep.initial, ep.world)
    try:  # its JSON text tells whether anything in it needs cleaning (a walk costs ~15×)
        text: str | None = changes.model_dump_json()
    except ValueError:  # pydantic cannot write a lone surrogate: clean it all
        text = None
    raw = changes.model_dump()
    diff = clean(raw, redact) if text is None else clean_json(raw, text, redact)
    base = dict(
        task_id=task.id,
        domain=task.domain,
        tier=task.tier,
        trial=trial,
        trace=loop.trace,
        messages=loop.transcript,
        reply=loop.reply,
        replies=list(ep.replies) if ep.task.followups else [],
        steps=loop.steps,
        stopped_by=loop.stopped_by,
        finish_reason=clean(loop.finish_reason, redact),
        usage=loop.usage,
        duration_s=round(time.perf_counter() - start, 4),
        noise=noise,
        noise_seed=noise_seed,
        initial_world_hash=ep.initial_hash,
        final_world_diff=WorldDiff.model_validate(diff),
        grader_version=GRADER_VERSION,
        limits_hit=loop.limits_hit,
        toolset=toolset,
        tool_definition_bytes=definition_bytes(toolset, ep.initial.context.user_kind),
        started_at=started_at,
    )
    if loop.invalid is not None:
        return TaskResult(status="invalid", invalid_reason=redact(loop.invalid)[:2000], **base)
    s = await asyncio.to_thread(ep.score)  # the loop keeps serving other episodes meanwhile
    return TaskResult(
        status="ok",
        partial_credit=s.partial_credit,
        task_completed_correctly=s.task_completed_correctly,
        graded=s.graded,
        passed=s.passed,
        assertions=s.assertions,
        **base,
    )


def select_tasks(suite: Suite, settings: RunSettings) -> list[Task]:
    """The tasks a run covers: optional sample, then optional id patterns."""
    tasks = sorted(suite.tasks, key=lambda t: t.id)
    if settings.sample:
        tasks = sample_tasks(tasks, settings.sample, settings.sample_seed)
    if settings.tasks:
        tasks = [t for t in tasks if any(fnmatch.fnmatch(t.id, p) for p in settings.tasks)]
    return tasks


def select_trials(suite: Suite, settings: RunSettings) -> list[tuple[Task, int]]:
    """The task-trials a run covers: :func:`select_tasks` × trials, then its shard if any."""
    pairs = [(t, k) for t in select_tasks(suite, settings) for k in range(settings.trials)]
    return select_shard(pairs, settings.shard)


def run_stem(settings: RunSettings) -> str:
    """The file stem of a run's results: the alias, plus ``.shard<i>of<N>`` for a shard.

    Shards of one run share the alias (part of the settings they are merged by) and keep
    apart on disk, in one ``--out`` or many.
    """
    if settings.shard is None:
        return settings.alias
    i, n = parse_shard(settings.shard)
    return f"{settings.alias}.shard{i}of{n}"


@dataclass
class RunOutcome:
    """What a run produced, for the caller's summary."""

    run: RunResult
    path: Path
    reused: int = 0
    executed: int = 0
    failures: list[tuple[str, str]] = field(default_factory=list)
    #: Finished episodes re-graded from their trace because their grader version differed.
    regraded: int = 0
    #: Checkpoint lines skipped, temporary files removed, history not written…
    warnings: list[str] = field(default_factory=list)

    def __repr__(self) -> str:
        # short: asyncio.run formats its main task's result when it restores the SIGINT
        # handler (Python 3.11), and the whole run's repr takes ~0.2 s
        return (
            f"RunOutcome(path={str(self.path)!r}, executed={self.executed}, "
            f"reused={self.reused}, tasks={len(self.run.tasks)})"
        )


async def preflight(policy: Policy) -> None:
    """One request through ``policy`` before a run (policies without one need none).

    Raises:
        FatalEndpointError: the key, model or URL is wrong, or nothing answers.
    """
    check = getattr(policy, "preflight", None)
    if check is None:
        return
    try:
        await check()
    except InfraError:
        return  # not fatal: the episodes will report it


def _resumable(ckpt: Checkpoint, settings: RunSettings, fresh: bool, warnings: list[str]):
    """The checkpoint's finished results to keep (the checkpoint is started if need be)."""
    data = ckpt.read()
    if fresh:
        stamp = dt.datetime.now(dt.UTC).strftime("%Y%m%dT%H%M%S%fZ")
        aside = ckpt.set_aside(stamp)
        if aside is not None:
            warnings.append(f"--fresh: the previous checkpoint was moved to {aside}")
        data = CheckpointData()
    warnings += data.problems
    if data.header_problem is not None:
        raise CheckpointError(
            f"{ckpt.path}: {data.header_problem}, so its settings cannot be checked; "
            "pass --fresh to start over (the old file is set aside, not deleted)"
        )
    if data.settings is None:
        ckpt.start(settings)
        return {}
    if data.settings.fingerprint() != settings.fingerprint():
        raise ConfigMismatch(
            f"{ckpt.path} was written with other settings; pass --fresh to start over"
        )
    kept: dict[tuple[str, int], TaskResult] = {}
    for r in data.results:  # the last valid result of a task-trial wins
        if r.status == "ok":
            kept[(r.task_id, r.trial)] = r
    return kept


async def run_benchmark(
    suite: Suite,
    settings: RunSettings,
    policy_factory: PolicyFactory,
    *,
    out_dir: Path,
    max_concurrent: int = 4,
    workers: int | None = None,
    fresh: bool = False,
    secret: str | None = None,
    on_result: Callable[[TaskResult], None] | None = None,
    input_cost: float | None = None,
    output_cost: float | None = None,
    episode_timeout: float | None = None,
    redactor: Redactor | None = None,
) -> RunOutcome:
    """Run (or resume) a benchmark and write ``<out_dir>/<alias>.json``.

    ``workers`` processes run the episodes (``None``: :func:`avabench.workers.auto_workers`;
    1: in this process); the policy factory is then called in each worker, so it must build
    its policies there (:class:`~avabench.agents.openai_client.PolicyPerProcess`), and this
    process stays the checkpoint's only writer.

    Holds ``<out_dir>/<alias>.lock`` for the whole run (:class:`OutLocked` if another process
    does). The checkpoint is only ever appended to. Finished episodes graded by another grader
    version are re-graded from their stored trace (no model calls) and appended.

    Raises:
        OutLocked: another run writes the same results.
        ConfigMismatch: the checkpoint was written with other settings (and not ``fresh``).
        CheckpointError: the checkpoint's first line is unreadable (and not ``fresh``).
        FatalEndpointError: the endpoint refused the key, model or URL, or never answered;
            the run stopped early (finished episodes stay in the checkpoint).
    """
    out_dir = Path(out_dir)
    url, url_secrets = safe_url(settings.base_url)
    redact = redactor if redactor is not None else Redactor(secret, *url_secrets)
    settings = settings.model_copy(update={"base_url": url, "grader_version": GRADER_VERSION})
    limits = limits_of(settings, episode_timeout)
    stem = run_stem(settings)
    final_path = out_dir / f"{stem}.json"
    ckpt = Checkpoint(out_dir / f"{stem}.checkpoint.jsonl")
    warnings: list[str] = []
    with RunLock(out_dir, stem):
        for tmp in clean_temp(final_path, ckpt.path):
            warnings.append(f"removed {tmp}, left by a killed write")
        kept = _resumable(ckpt, settings, fresh, warnings)
        tasks = select_tasks(suite, settings)
        by_id = {t.id: t for t in tasks}
        regraded = 0
        for key, r in list(kept.items()):
            if r.grader_version != GRADER_VERSION and r.task_id in by_id:
                kept[key] = regrade(by_id[r.task_id], r, limits)
                ckpt.append(kept[key])
                regraded += 1
        pairs = select_trials(suite, settings)
        todo = [(t, k) for t, k in pairs if (t.id, k) not in kept]
        started = dt.datetime.now(dt.UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
        if workers is None:
            workers = auto_workers(max_concurrent)
        new = await _run_todo(
            todo, settings, policy_factory, ckpt, max_concurrent, limits, redact, on_result, workers
        )
        order = {t.id: i for i, t in enumerate(tasks)}
        wanted = {(t.id, k) for t, k in pairs}
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
    try:
        record_run(run, out_dir / "history.sqlite")
    except sqlite3.Error as exc:
        warnings.append(f"history not recorded ({out_dir / 'history.sqlite'}): {exc}")
    failures = []
    for r in results:
        if r.status == "invalid":
            failures.append((r.task_id, f"invalid: {r.invalid_reason}"))
        elif not r.task_completed_correctly:
            first = next((a for a in r.assertions if a.graded and not a.passed), None)
            why = f"#{first.index} {first.description}" if first else "?"
            if r.stopped_by != "reply":
                why += f" (stopped by {r.stopped_by})"
            failures.append((r.task_id, why))
    return RunOutcome(
        run,
        final_path,
        reused=len(kept),
        executed=len(new),
        failures=failures,
        regraded=regraded,
        warnings=[redact(w) for w in warnings],
    )


async def _run_todo(
    todo: list[tuple[Task, int]],
    settings: RunSettings,
    policy_factory: PolicyFactory,
    ckpt: Checkpoint,
    max_concurrent: int,
    limits: Limits,
    redact: Redactor,
    on_result: Callable[[TaskResult], None] | None,
    workers: int = 1,
) -> list[TaskResult]:
    """Run the missing episodes (after a preflight); stop them all on a fatal endpoint error.

    With ``workers`` > 1 (and more than one episode to run) the episodes run in forked worker
    processes (:mod:`avabench.workers`) and their results come back here to be checkpointed.
    """
    sem = asyncio.Semaphore(max(1, max_concurrent))
    new: list[TaskResult] = []
    fatal: list[FatalEndpointError] = []
    policies: dict[int, Policy] = {}  # a factory may share one client between episodes
    running: list[asyncio.Task[None]] = []

    async def episode(task: Task, trial: int) -> TaskResult:
        policy = policy_factory(task, trial)
        policies[id(policy)] = policy
        return await run_episode(
            task,
            policy,
            trial=trial,
            noise=settings.noise,
            noise_seed=settings.noise_seed,
            max_steps=settings.max_steps,
            limits=limits,
            redactor=redact,
            toolset=settings.toolset,
            reasoning_echo=settings.reasoning_echo,
        )

    async def close_policies() -> None:
        for policy in policies.values():
            await policy.aclose()
        policies.clear()

    appending = asyncio.Lock()  # one append at a time, in the order episodes finish

    async def finished(result: TaskResult, json_text: str | None = None) -> None:
        async with appending:  # the fsync waits in a thread, not on the event loop
            await asyncio.shield(asyncio.to_thread(ckpt.append, result, json_text))
        new.append(result)
        if on_result:
            on_result(result)

    if workers > 1 and len(todo) > 1 and max_concurrent > 1 and can_fork():
        try:
            first = policy_factory(*todo[0])
            policies[id(first)] = first
            await preflight(first)
        finally:
            await close_policies()  # nothing of this process's clients goes to the workers
        try:
            await run_in_workers(
                todo,
                workers=workers,
                max_concurrent=max_concurrent,
                run_one=episode,
                close=close_policies,
                on_result=finished,
            )
        except FatalEndpointError as exc:
            raise FatalEndpointError(
                redact(
                    f"{exc}; the run stopped ({len(new)} episode(s) finished before it are in "
                    f"{ckpt.path})"
                )
            ) from None
        return new

    async def one(task: Task, trial: int) -> None:
        async with sem:  # released on cancellation too: a cancelled episode frees its slot
            if fatal:
                return
            try:
                result = await episode(task, trial)
            except FatalEndpointError as exc:
                fatal.append(exc)
                for other in running:
                    if other is not asyncio.current_task():
                        other.cancel()
                return
        await finished(result)

    try:
        if todo:
            first = policy_factory(*todo[0])
            policies[id(first)] = first
            await preflight(first)
        running.extend(asyncio.create_task(one(t, k)) for t, k in todo)
        outcomes = await asyncio.gather(*running, return_exceptions=True)
    finally:
        for task in running:
            task.cancel()
        await close_policies()
    if fatal:
        raise FatalEndpointError(
            redact(
                f"{fatal[0]}; the run stopped ({len(new)} episode(s) finished before it are in "
                f"{ckpt.path})"
            )
        )
    errors = [o for o in outcomes if isinstance(o, BaseException)]
    if errors:
        raise errors[0]
    return new


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
        + (f"  context overflow {t.n_context_overflow}" if t.n_context_overflow else "")
        + (f"  (resumed {outcome.reused})" if outcome.reused else "")
        + (f"  (re-graded {outcome.regraded})" if outcome.regraded else "")
    ]
    lines += [f"  FAIL {tid}: {why}" for tid, why in outcome.failures]
    lines.append(f"results: {outcome.path}")
    return lines


def default_settings(**kw: Any) -> RunSettings:
    """Settings with the provenance fields filled in."""
    return RunSettings(
        git_commit=git_commit(), package_version=__version__, grader_version=GRADER_VERSION, **kw
    )
