"""Result models (pydantic), atomic writing, checkpoints and loading (DESIGN.md §8).

A run writes ``<out>/<alias>.json`` (a :class:`RunResult`) atomically at the end, and appends
every finished task to ``<out>/<alias>.checkpoint.jsonl`` as it completes (first line: the
run's settings). Re-running the same command resumes from the checkpoint: finished valid tasks
are kept, invalid and missing ones run again; a checkpoint written with different settings is
refused unless a fresh run is asked for.

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
    git_commit: str = "unknown"
    package_version: str = ""
    grader_version: str = ""

    #: Fields that do not change what is measured (may differ when resuming).
    VOLATILE: ClassVar[frozenset[str]] = frozenset(
        {"git_commit", "package_version", "grader_version", "base_url"}
    )

    def fingerprint(self) -> str:
        """Hash of the settings that define the measurement."""
        data = self.model_dump(exclude=set(self.VOLATILE))
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

    def openai(self) -> dict[str, Any]:
        """The message in OpenAI chat format (reasoning left out: it is not sent back)."""
        out: dict[str, Any] = {"role": self.role, "content": self.content}
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
    #: Step → the text of an assistant turn that also made tool calls (the last turn is ``reply``).
    turn_text: dict[int, str] = Field(default_factory=dict)
    steps: int = 0
    stopped_by: Literal["reply", "step_limit", "error"] = "reply"
    finish_reason: str | None = None
    usage: Usage = Field(default_factory=Usage)
    duration_s: float = 0.0
    noise: int = 0
    noise_seed: int = 0
    initial_world_hash: str = ""
    final_world_diff: WorldDiff | None = None


class Bucket(_Model):
    """Aggregate over a group of task results."""

    n_valid: int = 0
    n_invalid: int = 0
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


def write_atomic(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` so that readers see the old or the new file, never half."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
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


def save_run(path: Path, run: RunResult) -> None:
    """Write a run result atomically."""
    write_atomic(path, run.model_dump_json(indent=1))


def load_run(path: Path) -> RunResult:
    """Load and validate a stored run."""
    return RunResult.model_validate_json(Path(path).read_text(encoding="utf-8"))


class Checkpoint:
    """Append-only JSONL of finished task results, headed by the run's settings."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)

    def read(self) -> tuple[RunSettings | None, list[TaskResult]]:
        """The stored settings and results (a torn last line is ignored)."""
        if not self.path.exists():
            return None, []
        settings, results = None, []
        with self.path.open(encoding="utf-8") as fh:
            for i, line in enumerate(fh):
                line = line.strip()
                if not line:
                    continue
                try:
                    if i == 0:
                        settings = RunSettings.model_validate_json(line)
                    else:
                        results.append(TaskResult.model_validate_json(line))
                except ValueError:
                    continue  # a line cut by a crash
        return settings, results

    def start(self, settings: RunSettings) -> None:
        """Begin a fresh checkpoint."""
        write_atomic(self.path, settings.model_dump_json() + "\n")

    def append(self, result: TaskResult) -> None:
        """Add one finished task, durably."""
        with self.path.open("a", encoding="utf-8") as fh:
            fh.write(result.model_dump_json() + "\n")
            fh.flush()
            os.fsync(fh.fileno())
