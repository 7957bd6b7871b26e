"""AVABench as an inspect_ai task: ``inspect eval avabench/avabench --model <any model>``.

* :func:`avabench` — the ``@task``: one :class:`~inspect_ai.dataset.Sample` per AVABench task
  (input: the system prompt and the request; metadata: task id, domain, tier, split, turns,
  seed, noise, toolset), filtered by id globs, split, tier and domain; ``trials`` are inspect
  epochs (every epoch of a sample is a fresh episode on the same seed, as ``--trials``).
* :func:`avabench_agent` — the solver: one :class:`~avabench.env.Episode` per sample, whose
  tools (the toolset's definitions, schemas as AVABench writes them) are inspect tools over
  that episode's world; inspect's own tool loop runs the model, and each scripted follow-up of
  a multi-turn task arrives as a new user message after the model's reply.
* :func:`avabench_scorer` — the scorer: AVABench's grade of the episode as an inspect
  :class:`~inspect_ai.scorer.Score` with ``partial_credit`` and ``pass`` (the task completed
  correctly, 0/1) and one explanation line per assertion. A log scored again later
  (``inspect score``) is graded by replaying its messages on a fresh world
  (:func:`avabench.env.replay`): the same grade, since tools are deterministic.

The package's entry point (``[project.entry-points.inspect_ai]`` in pyproject) makes the task
``avabench/avabench`` for the inspect CLI. This module is ``avabench.integrations.inspect``;
it uses absolute imports only, so the standard library's ``inspect`` is never shadowed.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Sequence
from typing import Any

from inspect_ai import Epochs, Task, task
from inspect_ai.dataset import MemoryDataset, Sample
from inspect_ai.model import (
    ChatMessage,
    ChatMessageAssistant,
    ChatMessageSystem,
    ChatMessageUser,
    GenerateConfig,
    ModelAPI,
    ModelOutput,
    ModelUsage,
    modelapi,
)
from inspect_ai.scorer import Score, Target, mean, scorer, stderr
from inspect_ai.solver import Generate, Solver, TaskState, solver
from inspect_ai.tool import ToolChoice, ToolDef, ToolInfo, ToolParams

from avabench.env import Episode, replay
from avabench.integrations.scripted import ScriptedCall, ScriptedPolicy
from avabench.integrations.selection import metadata, select
from avabench.loader import Suite, default_suite, load_suite
from avabench.scoring.scorer import AssertionResult, TaskScore

#: The explanation line's mark for each assertion outcome.
OUTCOME_MARK = {"passed": "✓", "failed": "✗", "preserved": "=", "broken": "!"}

# The episode of every sample being solved, by the sample's uuid, until its scorer takes it.
_LIVE: dict[str, Episode] = {}
_LIVE_LOCK = threading.Lock()


def _suite(task_pack: str | None) -> Suite:
    return load_suite(task_pack) if task_pack else default_suite()


@task
def avabench(
    tasks: str | list[str] | None = None,
    split: str | None = None,
    tier: str | list[str] | None = None,
    domain: str | list[str] | None = None,
    seed: int = 0,
    noise: int = 8,
    toolset: str = "full",
    trials: int = 1,
    task_pack: str | None = None,
) -> Task:
    """AVABench: one sample per task, graded on the final state of the simulated company.

    Args:
        tasks: Task-id globs (a list, or comma-separated), e.g. ``"hr.*,sales.*"``.
        split: ``public`` (the published 27 + 10 ids) or ``held_out``; default all.
        tier: ``hard``, ``basic`` and/or ``expert``.
        domain: ``sales``, ``accounting_crm``, ``hr``, ``recruitment`` and/or ``office``.
        seed: The distractor seed (as ``--noise-seed``).
        noise: Distractors per safe table (the published setting is 8).
        toolset: ``full``, ``role`` or ``discover`` (README: *Toolsets*).
        trials: Episodes per task: inspect epochs, scores reduced by their mean.
        task_pack: A task-pack module loaded beside the built-in tasks.

    Returns:
        The inspect task.
    """
    suite = _suite(task_pack)
    chosen = select(suite, tasks, split, tier, domain)
    samples = []
    for t in chosen:
        opening = Episode.reset(t, seed, noise, toolset=toolset).messages
        samples.append(
            Sample(
                id=t.id,
                input=[
                    ChatMessageSystem(content=opening[0]["content"]),
                    ChatMessageUser(content=opening[1]["content"]),
                ],
                metadata=metadata(t, seed, noise, toolset),
            )
        )
    return Task(
        dataset=MemoryDataset(samples, name="avabench"),
        solver=avabench_agent(task_pack=task_pack),
        scorer=avabench_scorer(task_pack=task_pack),
        epochs=Epochs(trials, "mean"),
        name="avabench",
        metadata={"seed": seed, "noise": noise, "toolset": toolset, "tasks": len(samples)},
    )


def episode_tools(ep: Episode) -> list[ToolDef]:
    """The episode's tools as inspect tool definitions; each call is :meth:`Episode.step`.

    Names, descriptions and parameter schemas are the toolset's own (``Episode.tools``); the
    result is the tool message text AVABench's runner sends (errors included, never raised),
    never truncated (``max_output=0``), and calls in one message run one after another.
    """
    return [_tool_def(ep, d["function"]) for d in ep.tools]


def _tool_def(ep: Episode, fn: dict[str, Any]) -> ToolDef:
    name = fn["name"]

    async def execute(**arguments: Any) -> str:
        return ep.step(name, arguments).content()

    return ToolDef(
        execute,
        name=name,
        description=fn.get("description", ""),
        parameters=ToolParams.model_validate(fn["parameters"]),
        parallel=False,
        max_output=0,
    )


@solver
def avabench_agent(task_pack: str | None = None) -> Solver:
    """Run the model on the sample's task: inspect's tool loop, then each follow-up turn.

    Args:
        task_pack: The task pack the task was loaded from (as given to :func:`avabench`).

    Returns:
        The solver.
    """

    async def solve(state: TaskState, generate: Generate) -> TaskState:
        md = state.metadata
        suite = _suite(task_pack)
        ep = Episode.reset(md["task_id"], md["seed"], md["noise"], suite, md["toolset"])
        with _LIVE_LOCK:
            _LIVE[state.uuid] = ep
        state.tools = episode_tools(ep)  # type: ignore[assignment]
        while True:
            state = await generate(state, tool_calls="loop")
            if state.completed:  # a limit ended the sample
                break
            follow_up = ep.finish(state.output.completion)
            if follow_up is None:
                break
            state.messages.append(ChatMessageUser(content=follow_up))
        return state

    return solve


def openai_messages(messages: Sequence[ChatMessage]) -> list[dict[str, Any]]:
    """Inspect chat messages as the OpenAI-format transcript :func:`avabench.env.replay` reads.

    A tool call inspect could not parse is left out: inspect never ran it either.
    """
    out: list[dict[str, Any]] = []
    for m in messages:
        msg: dict[str, Any] = {"role": m.role, "content": m.text}
        if isinstance(m, ChatMessageAssistant) and m.tool_calls:
            msg["tool_calls"] = [
                {"function": {"name": tc.function, "arguments": tc.arguments}}
                for tc in m.tool_calls
                if not tc.parse_error
            ]
        out.append(msg)
    return out


def explanation(s: TaskScore) -> str:
    """One line per assertion: mark, outcome, graded or not, description, detail."""
    head = (
        f"partial credit {s.partial_credit:.3f} ({s.passed}/{s.graded} graded assertions hold)"
        f"; task completed correctly: {'yes' if s.task_completed_correctly else 'no'}"
    )
    return "\n".join([head, *(_line(a) for a in s.assertions)])


def _line(a: AssertionResult) -> str:
    graded = "" if a.graded else " (not graded)"
    detail = f" — {a.detail}" if a.detail else ""
    return f"{OUTCOME_MARK[a.outcome]} [{a.outcome}{graded}] {a.description}{detail}"


def to_score(s: TaskScore) -> Score:
    """An AVABench grade as an inspect score (``value``: partial_credit and pass)."""
    return Score(
        value={"partial_credit": s.partial_credit, "pass": float(s.task_completed_correctly)},
        answer=None,
        explanation=explanation(s),
        metadata={
            "graded": s.graded,
            "passed": s.passed,
            "assertions": [a.model_dump() for a in s.assertions],
        },
    )


@scorer(metrics={"partial_credit": [mean(), stderr()], "pass": [mean(), stderr()]})
def avabench_scorer(task_pack: str | None = None) -> Any:
    """AVABench's grade of the sample's episode (or of its messages replayed on a fresh world).

    Args:
        task_pack: The task pack the task was loaded from (as given to :func:`avabench`).

    Returns:
        The scorer.
    """

    async def score(state: TaskState, target: Target) -> Score:
        with _LIVE_LOCK:
            ep = _LIVE.pop(state.uuid, None)
        if ep is None:  # a log scored again: replay its messages
            md = state.metadata
            fresh = Episode.reset(
                md["task_id"], md["seed"], md["noise"], _suite(task_pack), md["toolset"]
            )
            ep = replay(fresh, openai_messages(state.messages))
        truncated = not ep.done  # a limit ended the sample before its last reply
        if truncated:
            ep.finish(state.output.completion if state.output else "")
            while not ep.done:
                ep.finish("")
        result = to_score(ep.score())
        if truncated:
            assert result.metadata is not None
            result.metadata["truncated"] = True
        return result

    return score


def scripted_model_outputs(policy: ScriptedPolicy) -> Any:
    """A ``custom_outputs`` callable for inspect's ``mockllm`` model that plays ``policy``.

    ``get_model("mockllm/model", custom_outputs=scripted_model_outputs(ScriptedPolicy()))``
    is a model that replays the reference scripts through inspect's own loop.
    """

    def outputs(input: list[ChatMessage], tools: Any, tool_choice: Any, config: Any) -> Any:
        return scripted_output(policy, input)

    return outputs


def scripted_output(policy: ScriptedPolicy, messages: Sequence[ChatMessage]) -> ModelOutput:
    """The scripted policy's next message for an inspect conversation, as a model output."""
    roles = [m.role for m in messages]
    request = next((m.text for m in messages if m.role == "user"), "")
    action = policy.next_action(roles, request)
    if isinstance(action, ScriptedCall):
        out = ModelOutput.for_tool_call(
            "scripted",
            action.name,
            json.loads(action.arguments),
            tool_call_id=f"call_{len(messages)}",
        )
    else:
        out = ModelOutput.from_content("scripted", action)
    # usage given, so mockllm does not count tokens (its tokenizer downloads its tables)
    out.usage = ModelUsage(input_tokens=0, output_tokens=0, total_tokens=0)
    return out


class ScriptedModelAPI(ModelAPI):
    """``--model avabench-scripted/oracle`` (or ``anti-oracle``, ``null``): the reference scripts.

    A model for smoke-testing a setup with no model: it plays the named policy of the task it
    recognises from the request. Model args (``-M``): ``seed``, ``noise``, ``toolset`` and
    ``task_pack``; they must match the task's (``-T``) for ``$ref`` arguments to resolve alike.
    """

    def __init__(
        self,
        model_name: str,
        base_url: str | None = None,
        api_key: str | None = None,
        config: GenerateConfig = GenerateConfig(),
        seed: int = 0,
        noise: int = 8,
        toolset: str = "full",
        task_pack: str | None = None,
        **model_args: Any,
    ) -> None:
        super().__init__(model_name, base_url, api_key, [], config)
        policy = model_name.rsplit("/", 1)[-1]
        self.policy = ScriptedPolicy(
            _suite(task_pack),
            policy,
            int(seed),
            int(noise),
            toolset,  # type: ignore[arg-type]
        )

    async def generate(
        self,
        input: list[ChatMessage],
        tools: list[ToolInfo],
        tool_choice: ToolChoice,
        config: GenerateConfig,
    ) -> ModelOutput:
        """The scripted next message."""
        return scripted_output(self.policy, input)


@modelapi(name="avabench-scripted")
def scripted_api() -> type[ModelAPI]:
    """Register :class:`ScriptedModelAPI` as inspect's ``avabench-scripted`` provider."""
    return ScriptedModelAPI
