"""Running tool calls under the episode caps, and replaying a stored trace to check a result.

Tools are deterministic, so a stored task result can be checked without a model: rebuild the
task's initial world (task + noise seed), run the stored tool calls again through
:func:`run_call` (the very function the runner used), and compare what comes out with what the
file claims. :func:`verify` is the check behind ``rescore`` and ``report``; :func:`regrade`
re-grades a finished episode with the current grader (the runner does it on resume when a
result's grader version differs).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from avabench import identity
from avabench.env import Episode
from avabench.errors import InvalidArguments, ToolError
from avabench.limits import Limits, cap_message, vet_call
from avabench.limits import call_cap as _call_cap
from avabench.results import RunSettings, TaskResult
from avabench.safety import clean
from avabench.scoring.scorer import GRADER_VERSION, TaskScore
from avabench.task import Task
from avabench.tools.registry import ToolResult, registry
from avabench.toolsets import CALL, META_TOOLS
from avabench.world.diff import WorldDiff, diff_worlds

Verdict = Literal["verified", "mismatch", "unverified"]


def limits_of(settings: RunSettings, episode_timeout: float | None = None) -> Limits:
    """The caps a run was measured under."""
    base = Limits()
    return Limits(
        max_tool_calls=settings.max_tool_calls,
        max_calls_per_turn=settings.max_calls_per_turn,
        max_reply_chars=settings.max_reply_chars,
        max_argument_chars=settings.max_argument_chars,
        max_argument_depth=settings.max_argument_depth,
        episode_timeout=episode_timeout or base.episode_timeout,
    )


def run_call(
    ep: Episode,
    name: str,
    raw: str | dict | None,
    *,
    in_turn: int,
    in_episode: int,
    limits: Limits,
    raw_truncated: bool = False,
) -> tuple[ToolResult, str | None]:
    """One tool call under the caps: the result, and the cap that refused it (if one did)."""
    spec = registry().get(name)
    writes = spec.writes if spec is not None else False
    meta = ep.toolset == "discover" and name in META_TOOLS  # refused before it named a tool
    cap = _call_cap(in_turn, in_episode, limits)
    if cap is not None:
        message = cap_message(cap, limits)
        return ToolResult(name, False, error=message, error_kind="limit", meta=meta), cap
    try:
        if raw_truncated:
            raise InvalidArguments(
                f"Tham số quá dài (tối đa {limits.max_argument_chars} ký tự). Hãy gửi ngắn hơn."
            )
        args = vet_call(name, raw, limits)
    except ToolError as exc:
        result = ToolResult(
            name, False, error=exc.message, error_kind=exc.kind, writes=writes, meta=meta
        )
        return result, None
    return ep.step(name, args), None


@dataclass
class Check:
    """How a stored task result compares with its replay."""

    verdict: Verdict
    reasons: list[str] = field(default_factory=list)
    score: TaskScore | None = None
    diff: WorldDiff | None = None
    episode: Episode | None = None
    #: The task's checks were edited since the run: the stored score is not compared.
    edited: bool = False


def replay_result(task: Task, r: TaskResult, limits: Limits) -> tuple[Episode, list[ToolResult]]:
    """The stored trace of ``r`` played again on a fresh initial world."""
    ep = Episode(task, r.noise_seed, r.noise, r.toolset)
    results, turn_of, in_turn = [], None, 0
    answers = list(r.replies[:-1]) if r.replies else []  # earlier turns of a multi-turn task
    for i, c in enumerate(r.trace):
        while ep.turn < c.turn and answers and not ep.done:  # the user turn this call is in
            ep.finish(answers.pop(0))
        in_turn = in_turn + 1 if c.step == turn_of else 0
        turn_of = c.step
        name, raw = c.name, c.raw_arguments if c.raw_arguments is not None else c.arguments
        if c.via == CALL:  # the model's call_tool call, rebuilt around the tool's own arguments
            name, raw = CALL, {"name": c.name, "arguments": raw if raw is not None else {}}
        res, _ = run_call(
            ep,
            name,
            raw,
            in_turn=in_turn,
            in_episode=i,
            limits=limits,
            raw_truncated=c.raw_truncated,
        )
        results.append(res)
    for answer in answers:  # answered turns with no call after them
        if not ep.done:
            ep.finish(answer)
    if not ep.done:
        ep.finish(r.reply)
    return ep, results


def verify(task: Task | None, r: TaskResult, limits: Limits) -> Check:
    """Replay ``r`` and list every way its stored diff, trace, reply or score disagrees."""
    if r.status != "ok":
        return Check("unverified", ["invalid episode: not scored"])
    if task is None:
        return Check("unverified", [f"{r.task_id} is not in the loaded tasks (pass --task-pack)"])
    ep, results = replay_result(task, r, limits)
    reasons = []
    changed_world = not identity.matches(
        r.initial_world_hash, task, r.noise_seed, r.noise, r.grader_version, lambda: ep.initial
    )
    for i, (stored, res) in enumerate(zip(r.trace, results, strict=True)):
        if (stored.ok, stored.error_kind) != (res.ok, res.error_kind):
            reasons.append(f"call {i} ({stored.name}): stored ok={stored.ok}, replay ok={res.ok}")
        elif res.ok and stored.output != clean(res.output):
            reasons.append(f"call {i} ({stored.name}): stored output differs from the replay")
    diff = _replayed_diff(ep)
    if (r.final_world_diff or WorldDiff()) != diff:
        reasons.append("stored final-world diff differs from the replay")
    if len(r.reply) > limits.max_reply_chars:
        reasons.append(f"stored reply is longer than the cap ({limits.max_reply_chars})")
    s = ep.score()
    # the task's checks were edited since the run (rescore's very purpose): the stored score is
    # the old checks', not a claim about these ones, so it is re-graded, not flagged
    edited = [a.description for a in r.assertions] != [a.description for a in s.assertions]
    if r.grader_version in ("", GRADER_VERSION) and not edited:
        stored = (r.partial_credit, r.task_completed_correctly, r.graded, r.passed)
        if stored != (s.partial_credit, s.task_completed_correctly, s.graded, s.passed):
            reasons.append(
                f"stored score {r.passed}/{r.graded} (partial {r.partial_credit:.2f}) differs "
                f"from the replay {s.passed}/{s.graded} (partial {s.partial_credit:.2f})"
            )
        elif [a.finally_ for a in r.assertions] != [a.finally_ for a in s.assertions]:
            reasons.append("stored assertion outcomes differ from the replay")
    if changed_world:
        return Check("unverified", ["the task's initial world changed since the run"], s, diff, ep)
    if edited and not reasons:
        return Check(
            "unverified", ["the task's checks changed since the run"], s, diff, ep, edited=True
        )
    return Check("mismatch" if reasons else "verified", reasons, s, diff, ep)


def with_grade(
    r: TaskResult, s: TaskScore, diff: WorldDiff | None, task: Task | None = None
) -> TaskResult:
    """``r`` carrying the score ``s`` of the current grader and the replayed world ``diff``.

    With ``task``, an input identity (``initial_world_hash``) that still matches is restated
    for the current grader version, so the re-graded result verifies; one that no longer
    matches is kept, and still says the world changed since the run.
    """
    update = dict(
        partial_credit=s.partial_credit,
        task_completed_correctly=s.task_completed_correctly,
        graded=s.graded,
        passed=s.passed,
        assertions=s.assertions,
        final_world_diff=diff,
        grader_version=GRADER_VERSION,
    )
    stored = r.initial_world_hash
    if task is not None and identity.is_identity(stored):
        old = identity.initial_identity(
            task, r.noise_seed, r.noise, r.grader_version or GRADER_VERSION
        )
        if old == stored:
            update["initial_world_hash"] = identity.initial_identity(task, r.noise_seed, r.noise)
    return r.model_copy(update=update)


def _replayed_diff(ep: Episode) -> WorldDiff:
    return WorldDiff.model_validate(clean(diff_worlds(ep.initial, ep.world).model_dump()))


def regrade(task: Task, r: TaskResult, limits: Limits) -> TaskResult:
    """``r`` graded by the current grader on the world its stored trace leads to."""
    ep, _ = replay_result(task, r, limits)
    return with_grade(r, ep.score(), _replayed_diff(ep), task)
