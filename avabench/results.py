"""Result models (pydantic), atomic writing, checkpoints and loading (DESIGN.md §8).

A run writes ``<out>/<alias>.json`` (a :class:`RunResult`) atomically at the end, and appends
every finished task to ``<out>/<alias>.checkpoint.jsonl`` as it completes (first line: the
run's settings). Re-running the same command resumes from the checkpoint: finished valid tasks
are kept, invalid and missing ones run again; a checkpoint written with different settings is
refused unless a fresh run is asked for. The checkpoint is only ever appended to; a
:class:`RunLock` keeps a second process off the same results; damaged lines are reported by
number and skipped (:class:`Checkpoint`). Every task result carries its grader version.

The final world of each task is stored as a record-level diff against its initial world, plus
the initial world's hash: the initial world is rebuilt deterministically from the task and the
noise seed, so ``rescore`` can re-grade without calling the model. No API key is ever part of
these models.
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, ClassVar, Literal

from pydantic import BaseModel, ConfigDict, Field

from avabench.scoring.scorer import AssertionResult
from avabench.world.diff import WorldDiff

Status = Literal["ok", "invalid"]


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid")


class RunSettings(_Model):
    """Everything that defines a run (never the API key)."""

    model: str | None = None
    agent: str | None = None
    alias: str
    base_url: str | None = None
    noise: int = 0
    noise_seed: int = 0
    sample: int | None = None
    sample_seed: int = 0
    tasks: list[str] = Field(default_factory=list)
    task_pack: str | None = None
    trials: int = 1
    reasoning_effort: str | None = None
    temperature: float | None = None
    max_tokens: int | None = None
    seed: int | None = None
    max_steps: int | None = None
    #: Per-episode caps (:class:`avabench.limits.Limits`); part of what is measured.
    max_tool_calls: int = 200
    max_calls_per_turn: int = 32
    max_reply_chars: int = 20_000
    max_argument_chars: int = 65_536
    max_argument_depth: int = 32
    #: What the model is shown (:mod:`avabench.toolsets`): full | role | discover.
    toolset: str = "full"
    #: Send each assistant turn's reasoning back on later turns (``reasoning_content``).
    reasoning_echo: bool = False
    #: JSON object merged into every request body (provider switches such as
    #: ``{"chat_template_kwargs": {"enable_thinking": false}}``); stored, so never a secret.
    extra_body: dict[str, Any] | None = None
    #: ``"i/N"``: this run covers shard i of N of the selected task-trials (:mod:`avabench.shards`).
    shard: str | None = None
    git_commit: str = "unknown"
    package_version: str = ""
    grader_version: str = ""

    #: Fields that do not change what is measured (may differ when resuming).
    VOLATILE: ClassVar[frozenset[str]] = frozenset(
        {"git_commit", "package_version", "grader_version", "base_url"}
    )

    #: Fields added after the first release: left out of the fingerprint at their default, so
    #: checkpoints written before them still resume.
    LATER: ClassVar[tuple[str, ...]] = (
        "max_tool_calls",
        "max_calls_per_turn",
        "max_reply_chars",
        "max_argument_chars",
        "max_argument_depth",
        "toolset",
        "reasoning_echo",
        "extra_body",
        "shard",
    )

    def fingerprint(self) -> str:
        """Hash of the settings that define the measurement."""
        data = self.model_dump(exclude=set(self.VOLATILE))
        for name in self.LATER:
            if data[name] == type(self).model_fields[name].default:
                del data[name]
        return hashlib.sha256(json.dumps(data, sort_keys=True).encode()).hexdigest()[:16]


class Usage(_Model):
    """Token usage as reported by the endpoint."""

    requests: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    reasoning_tokens: int = 0
    cached_tokens: int = 0

    def add(self, other: Usage) -> Usage:
        """The sum of two usages."""
        return Usage(**{k: getattr(self, k) + getattr(other, k) for k in type(self).model_fields})

    def cost(self, input_per_m: float | None, output_per_m: float | None) -> float | None:
        """Cost in the user's currency per 1M tokens, when prices were given."""
        if input_per_m is None and output_per_m is None:
            return None
        return (
            self.prompt_tokens * (input_per_m or 0) + self.completion_tokens * (output_per_m or 0)
        ) / 1e6


class TraceCall(_Model):
    """One tool call as it happened."""

    step: int
    call_id: str | None = None
    name: str
    raw_arguments: str | None = None
    arguments: dict[str, Any] | None = None
    ok: bool
    output: Any = None
    error: str | None = None
    error_kind: str | None = None
    writes: bool = False
    #: The raw arguments were over the size cap and are stored cut (the call was refused).
    raw_truncated: bool = False
    #: The user turn it was made in (0: the request; k: after the k-th scripted follow-up).
    turn: int = 0
    #: ``"call_tool"``: the model reached this tool through that meta-tool (``discover``);
    #: ``name`` and the arguments are the tool's own.
    via: str | None = None
    #: A meta-tool call that reached no catalogue tool (``search_tools``, a malformed
    #: ``call_tool``): kept for replay, left out of every trajectory metric.
    meta: bool = False
    #: Seconds from the episode's start to the call, and how long it ran (None: not measured).
    offset_s: float | None = None
    duration_s: float | None = None


StoppedBy = Literal["reply", "step_limit", "tool_limit", "context_overflow", "error"]


class ToolCallMessage(_Model):
    """A tool call inside an assistant message, as the model sent it."""

    id: str | None = None
    name: str
    arguments: str


class Message(_Model):
    """One message of the conversation, as sent to (or received from) the model."""

    role: Literal["system", "user", "assistant", "tool"]
    content: str | None = None
    #: Assistant messages: the tool calls the model made in this turn.
    tool_calls: list[ToolCallMessage] = Field(default_factory=list)
    #: Tool messages: the call this is the result of.
    tool_call_id: str | None = None
    #: Assistant messages: reasoning text, when the endpoint returns it.
    reasoning: str | None = None
    #: Assistant messages: the model call that produced it — its usage, finish reason, the
    #: seconds from the episode's start to the request, and how long the call took.
    usage: Usage | None = None
    finish_reason: str | None = None
    offset_s: float | None = None
    duration_s: float | None = None

    def openai(self, reasoning: bool = False) -> dict[str, Any]:
        """The message in OpenAI chat format.

        Args:
            reasoning: include the reasoning as ``reasoning_content`` (what ``--reasoning-echo``
                sends back); left out by default.
        """
        out: dict[str, Any] = {"role": self.role, "content": self.content}
        if reasoning and self.reasoning:
            out["reasoning_content"] = self.reasoning
        if self.tool_calls:
            out["tool_calls"] = [
                {
                    "id": c.id,
                    "type": "function",
                    "function": {"name": c.name, "arguments": c.arguments},
                }
                for c in self.tool_calls
            ]
        if self.tool_call_id is not None:
            out["tool_call_id"] = self.tool_call_id
        return out


class TaskResult(_Model):
    """One task-trial of a run."""

    task_id: str
    domain: str
    tier: str
    trial: int = 0
    status: Status = "ok"
    invalid_reason: str | None = None
    partial_credit: float = 0.0
    task_completed_correctly: int = 0
    graded: int = 0
    passed: int = 0
    assertions: list[AssertionResult] = Field(default_factory=list)
    trace: list[TraceCall] = Field(default_factory=list)
    #: The whole conversation: system prompt, user request, every assistant turn (text, tool
    #: calls, reasoning) and tool result, in order; enough to rebuild the transcript.
    messages: list[Message] = Field(default_factory=list)
    reply: str = ""
    #: Multi-turn tasks: every turn's final answer, in order (``reply`` is the last one).
    replies: list[str] = Field(default_factory=list)
    steps: int = 0
    #: ``context_overflow``: the endpoint refused a turn as longer than the model's context
    #: after the model's own tool calls; the model's failure, scored on the world it left.
    stopped_by: StoppedBy = "reply"
    finish_reason: str | None = None
    usage: Usage = Field(default_factory=Usage)
    duration_s: float = 0.0
    noise: int = 0
    noise_seed: int = 0
    initial_world_hash: str = ""
    final_world_diff: WorldDiff | None = None
    #: The grader (:data:`avabench.scoring.scorer.GRADER_VERSION`) that produced the score.
    grader_version: str = ""
    #: Caps of :mod:`avabench.limits` this episode hit (``reply_chars``, ``tool_calls_total``…).
    limits_hit: list[str] = Field(default_factory=list)
    #: The toolset the model was shown, and the bytes of its tool definitions in every request
    #: (compact UTF-8 JSON; :func:`avabench.toolsets.definition_bytes`).
    toolset: str = "full"
    tool_definition_bytes: int = 0
    #: When the episode started (UTC, ISO 8601 with microseconds); None in older files.
    started_at: str | None = None


class Bucket(_Model):
    """Aggregate over a group of task results."""

    n_valid: int = 0
    n_invalid: int = 0
    #: Valid (scored) episodes that ended by overflowing the model's context.
    n_context_overflow: int = 0
    partial_credit: float = 0.0
    #: None when nothing is valid (a rate of nothing is not 0).
    pass_rate: float | None = None


class Summary(_Model):
    """Run totals; invalid tasks are excluded from every mean and counted apart."""

    total: Bucket
    by_domain: dict[str, Bucket] = Field(default_factory=dict)
    by_tier: dict[str, Bucket] = Field(default_factory=dict)
    usage: Usage = Field(default_factory=Usage)
    cost: float | None = None


def percent(rate: float | None) -> str:
    """``"87.5%"``, or ``"—"`` when there is no rate (nothing valid)."""
    return "—" if rate is None else f"{100 * rate:.1f}%"


class RunResult(_Model):
    """A whole run, as stored in ``results/<alias>.json``."""

    settings: RunSettings
    started_at: str
    finished_at: str | None = None
    #: Set by ``python -m avabench.rescore``: when the stored run was last re-graded.
    rescored_at: str | None = None
    summary: Summary
    tasks: list[TaskResult] = Field(default_factory=list)


def bucket(results: list[TaskResult]) -> Bucket:
    """Means over the valid results; invalid ones are counted only."""
    valid = [r for r in results if r.status == "ok"]
    n = len(valid)
    return Bucket(
        n_valid=n,
        n_invalid=len(results) - n,
        n_context_overflow=sum(r.stopped_by == "context_overflow" for r in valid),
        partial_credit=sum(r.partial_credit for r in valid) / n if n else 0.0,
        pass_rate=sum(r.task_completed_correctly for r in valid) / n if n else None,
    )


def summarize(
    results: list[TaskResult], input_cost: float | None = None, output_cost: float | None = None
) -> Summary:
    """Totals, per domain and per tier."""
    by_domain: dict[str, list[TaskResult]] = defaultdict(list)
    by_tier: dict[str, list[TaskResult]] = defaultdict(list)
    usage = Usage()
    for r in results:
        by_domain[r.domain].append(r)
        by_tier[r.tier].append(r)
        usage = usage.add(r.usage)
    return Summary(
        total=bucket(results),
        by_domain={d: bucket(rs) for d, rs in sorted(by_domain.items())},
        by_tier={t: bucket(rs) for t, rs in sorted(by_tier.items())},
        usage=usage,
        cost=usage.cost(input_cost, output_cost),
    )


# -- files -------------------------------------------------------------------------------------

#: Temporary files of :func:`write_atomic` are named ``.<name>.tmp-<random>`` beside the target.
TMP_INFIX = ".tmp-"


def write_atomic(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` so that readers see the old or the new file, never half.

    A kill between the temporary write and the rename can leave ``.<name>.tmp-*`` behind;
    :func:`clean_temp` removes those (the runner calls it under its lock at every start).
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}{TMP_INFIX}", dir=path.parent)
    umask = os.umask(0)
    os.umask(umask)
    os.chmod(tmp, 0o666 & ~umask)  # mkstemp makes 0600; results are ordinary files
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def clean_temp(*paths: Path) -> list[Path]:
    """Remove temporary files that a killed :func:`write_atomic` left for ``paths``."""
    removed = []
    for path in paths:
        path = Path(path)
        if not path.parent.is_dir():
            continue
        for tmp in path.parent.glob(f".{path.name}{TMP_INFIX}*"):
            tmp.unlink(missing_ok=True)
            removed.append(tmp)
    return removed


def save_run(path: Path, run: RunResult) -> None:
    """Write a run result atomically."""
    write_atomic(path, run.model_dump_json(indent=1))


def load_run(path: Path) -> RunResult:
    """Load and validate a stored run."""
    return RunResult.model_validate_json(Path(path).read_bytes())


class OutLocked(Exception):
    """Another process is running with the same ``--out`` and alias."""


class RunLock:
    """An exclusive ``fcntl.flock`` on ``<out>/<alias>.lock`` for the life of a run.

    The lock is released by the kernel when the process ends, however it ends, so a killed
    run never blocks the next one. The file holds the owner's pid (for the refusal message).
    """

    def __init__(self, out_dir: Path, alias: str) -> None:
        self.path = Path(out_dir) / f"{alias}.lock"
        self._fd: int | None = None

    def __enter__(self) -> RunLock:
        import fcntl

        self.path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            owner = os.pread(fd, 32, 0).decode("ascii", "replace").strip() or "?"
            os.close(fd)
            raise OutLocked(
                f"another run (pid {owner}) is writing {self.path.parent} with this alias; "
                f"wait for it to finish or use another --out/--alias"
            ) from None
        os.ftruncate(fd, 0)
        os.pwrite(fd, f"{os.getpid()}\n".encode(), 0)
        self._fd = fd
        return self

    def __exit__(self, *exc: object) -> None:
        if self._fd is not None:
            os.close(self._fd)  # closing the descriptor releases the flock
            self._fd = None


class CheckpointError(Exception):
    """The checkpoint cannot be resumed (its first line, the settings, is unreadable)."""


@dataclass
class CheckpointData:
    """What a checkpoint holds: its settings, readable results, and the lines it skipped."""

    settings: RunSettings | None = None
    results: list[TaskResult] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    header_problem: str | None = None


class Checkpoint:
    """Append-only JSONL of finished task results, headed by the run's settings.

    Resuming never rewrites the file: new and re-graded results are appended, and the last
    valid result of a task-trial wins. A line that is not valid UTF-8 or not a task result is
    reported by its number and skipped; an unreadable first line refuses the resume (the
    settings cannot be checked) until ``--fresh``, which sets the old file aside.
    """

    def __init__(self, path: Path) -> None:
        self.path = Path(path)

    def read(self) -> CheckpointData:
        """The stored settings, the readable results and a note for every skipped line."""
        out = CheckpointData()
        if not self.path.exists():
            return out
        data = self.path.read_bytes()
        lines = data.split(b"\n")
        for number, raw in enumerate(lines, start=1):
            if not raw.strip():
                continue
            torn = number == len(lines) and not data.endswith(b"\n")
            try:
                text = raw.decode("utf-8")
            except UnicodeDecodeError as exc:
                note = f"line {number}: not valid UTF-8 (byte {exc.start})"
            else:
                try:
                    if number == 1:
                        out.settings = RunSettings.model_validate_json(text)
                    else:
                        out.results.append(TaskResult.model_validate_json(text))
                    continue
                except ValueError as exc:
                    first = str(exc).splitlines()
                    note = f"line {number}: not a {'settings' if number == 1 else 'task result'}"
                    note += f" ({first[1].strip() if len(first) > 1 else first[0]})"
            if torn:
                note += " (cut by a crash)"
            if number == 1:
                out.header_problem = note
            out.problems.append(f"{self.path}: {note}; skipped")
        return out

    def start(self, settings: RunSettings) -> None:
        """Begin a new checkpoint (the file must not exist: see :meth:`set_aside`)."""
        write_atomic(self.path, settings.model_dump_json() + "\n")

    def set_aside(self, stamp: str) -> Path | None:
        """Move an existing checkpoint to ``<name>.<stamp>.old`` (``--fresh``); its new path."""
        if not self.path.exists():
            return None
        dest = self.path.with_name(f"{self.path.name}.{stamp}.old")
        os.replace(self.path, dest)
        return dest

    def append(self, result: TaskResult, json_text: str | None = None) -> None:
        """Add one finished task, durably (after a torn last line, on a line of its own).

        ``json_text``: the result's ``model_dump_json()`` when the caller already has it (a
        worker process sent it), so it is not encoded twice.
        """
        line = (json_text if json_text is not None else result.model_dump_json()) + "\n"
        with self.path.open("ab") as fh:
            if fh.tell() > 0:
                with self.path.open("rb") as rd:
                    rd.seek(-1, os.SEEK_END)
                    if rd.read(1) != b"\n":
                        line = "\n" + line
            fh.write(line.encode("utf-8"))
            fh.flush()
            os.fsync(fh.fileno())
