"""AVABench as a verifiers (v1) environment: ``vf-eval avabench-verifiers --model ...``.

verifiers 0.4 loads a *taskset package* by id: the id ``avabench-verifiers`` imports the
top-level package ``avabench_verifiers``, which re-exports the classes here through
``__all__`` (verifiers' loader cannot import a dotted id such as this module's name).

* :class:`AvabenchTaskset` — one :class:`AvabenchTask` per AVABench task, chosen by id globs,
  split, tier and domain (``--env.taskset.tasks 'hr.*'`` …); the data carries the request,
  the system prompt, the task id, domain, tier, split, seed, noise, toolset and follow-ups.
* :class:`AvabenchToolset` — the task's tools, one MCP server per rollout (verifiers'
  task-scoped toolset) holding that rollout's :class:`~avabench.env.Episode`: every tool
  the toolset shows, with AVABench's own name, description and JSON schema, each call an
  :meth:`Episode.step` whose result is the tool message text AVABench's runner sends.
* :class:`AvabenchEnv` — multi-turn: after the agent's reply, each scripted follow-up of the
  task is the user's next turn of the same rollout (same tool server, same world).
* :class:`AvabenchHarness` — the default harness: verifiers' tool-calling chat loop
  (``null``: no bash, no file tools), so the model sees exactly AVABench's tools.
* Reward ``partial_credit`` (weight 1) and metrics ``task_completed_correctly``, ``graded``,
  ``passed``: AVABench's grade of the rollout. The grade replays the trace's tool calls on a
  fresh world (:func:`avabench.env.replay`): tools are deterministic, so this is the world the
  tool server ended with; ``tool_calls_replayed`` counts the calls replayed.

:func:`load_environment` builds the environment in Python the way verifiers does
(``verifiers.v1.load_environment``). Run as ``python -m avabench.integrations.verifiers``,
this module is the tool server (verifiers launches it so).
"""

from __future__ import annotations

from typing import Any

import verifiers.v1 as vf
from mcp.server.mcpserver.tools.base import Tool as MCPTool
from pydantic import Field
from verifiers.v1.harnesses.null import NullHarness

from avabench.env import Episode, replay
from avabench.integrations.selection import metadata, select
from avabench.loader import Suite, default_suite, load_suite
from avabench.scoring.scorer import TaskScore

#: The taskset id verifiers loads (``avabench_verifiers`` re-exports this module's classes).
TASKSET_ID = "avabench-verifiers"


def _suite(task_pack: str | None) -> Suite:
    return load_suite(task_pack) if task_pack else default_suite()


class AvabenchData(vf.TaskData):
    """One AVABench task as a verifiers row (the prompt is the user's request)."""

    task_id: str
    domain: str
    tier: str
    split: str
    seed: int = 0
    noise: int = 8
    toolset: str = "full"
    followups: list[str] = Field(default_factory=list)
    task_pack: str | None = None


class _RawTool(MCPTool):
    """An MCP tool that hands its raw arguments to AVABench (AVABench validates them)."""

    async def run(self, arguments: dict[str, Any], context: Any, convert_result: bool = False):
        text = self.fn(arguments)
        return self.fn_metadata.convert_result(text) if convert_result else text


def _text():  # the shape of an AVABench tool for MCP: plain text out (no output schema)
    return ""


def mcp_tool(ep: Episode, definition: dict[str, Any]) -> MCPTool:
    """One of the episode's tools as an MCP tool with AVABench's own schema."""
    fn = definition["function"]
    name = fn["name"]
    base = MCPTool.from_function(_text, name=name, description=fn.get("description", ""))
    fields = {k: getattr(base, k) for k in MCPTool.model_fields}
    fields.update(fn=lambda args: ep.step(name, args).content(), parameters=fn["parameters"])
    return _RawTool(**fields)


class AvabenchToolset(vf.Toolset[vf.ToolsetConfig]):
    """The rollout's AVABench tools over its own episode (one server per rollout)."""

    TOOL_PREFIX = None  # the tools keep AVABench's names, unprefixed

    def __init__(self, config: vf.ToolsetConfig) -> None:
        super().__init__(config)
        self.episode: Episode | None = None

    async def setup_task(self, task: Any) -> None:
        """Start the rollout's episode on the task's world."""
        data = getattr(task, "data", task)  # the row (run as __main__, classes differ)
        self.episode = Episode.reset(
            data.task_id, data.seed, data.noise, _suite(data.task_pack), data.toolset
        )

    def register(self, mcp: Any) -> None:
        """Register every tool the episode's toolset shows, schemas unchanged."""
        if self.episode is None:
            raise RuntimeError("the AVABench tool server got no task")
        tools = mcp._tool_manager._tools  # the mcp server derives schemas from signatures
        for d in self.episode.tools:
            tools[d["function"]["name"]] = mcp_tool(self.episode, d)


class AvabenchTaskConfig(vf.TaskConfig):
    """Settings of every task: the tool server's placement (verifiers' own)."""

    tools: vf.ToolsetConfig = vf.ToolsetConfig()


def openai_messages(trace: vf.Trace) -> list[dict[str, Any]]:
    """A verifiers trace's final branch as the OpenAI-format transcript AVABench replays."""
    out: list[dict[str, Any]] = []
    for m in trace.messages:
        content = m.content if isinstance(m.content, str | None) else _text_of(m.content)
        msg: dict[str, Any] = {"role": m.role, "content": content}
        calls = getattr(m, "tool_calls", None)
        if calls:
            msg["tool_calls"] = [
                {"id": c.id, "function": {"name": c.name, "arguments": c.arguments}} for c in calls
            ]
        out.append(msg)
    return out


def _text_of(content: Any) -> str:
    parts = getattr(content, "parts", content)
    return "".join(getattr(p, "text", "") for p in parts or [])


class AvabenchTask(vf.Task[AvabenchData, vf.State, AvabenchTaskConfig]):
    """One task: its tool server, and AVABench's grade as reward and metrics."""

    @property
    def key(self) -> str:
        """The task id with its seed and noise (stable across runs)."""
        return f"{self.data.task_id}@{self.data.seed}/{self.data.noise}"

    @classmethod
    def toolsets(cls, config: AvabenchTaskConfig) -> list[vf.Toolset]:
        """One AVABench tool server per rollout."""
        return [AvabenchToolset(config.tools)]

    def grade(self, trace: vf.Trace) -> TaskScore:
        """AVABench's grade: the trace's tool calls replayed on a fresh world, then scored."""
        d = self.data
        ep = Episode.reset(d.task_id, d.seed, d.noise, _suite(d.task_pack), d.toolset)
        return replay(ep, openai_messages(trace)).score()

    @vf.reward(weight=1.0)
    async def partial_credit(self, trace: vf.Trace) -> float:
        """Share of the graded assertions that hold (AVABench's dense reward)."""
        s = self.grade(trace)
        trace.info["avabench"] = {
            "task_completed_correctly": s.task_completed_correctly,
            "assertions": [
                {"description": a.description, "outcome": a.outcome, "graded": a.graded}
                for a in s.assertions
            ],
        }
        return s.partial_credit

    @vf.metric
    async def task_completed_correctly(self, trace: vf.Trace) -> float:
        """1.0 when every graded assertion holds (its mean is the pass rate)."""
        return float(self.grade(trace).task_completed_correctly)

    @vf.metric
    async def tool_calls_replayed(self, trace: vf.Trace) -> float:
        """How many tool calls the grade replayed."""
        return float(
            sum(
                len(m.get("tool_calls") or [])
                for m in openai_messages(trace)
                if m["role"] == "assistant"
            )
        )


class AvabenchConfig(vf.TasksetConfig):
    """Which tasks, on which seed, noise and toolset (``--env.taskset.*``)."""

    id: str = TASKSET_ID
    tasks: str | None = None
    """Task-id globs, comma-separated (``hr.*,sales.*``)."""
    split: str | None = None
    """``public`` (the published 27 + 10 ids) or ``held_out``; default all."""
    tier: str | None = None
    """``hard``, ``basic`` and/or ``expert`` (comma-separated)."""
    domain: str | None = None
    """One or more domains (comma-separated)."""
    seed: int = 0
    """The distractor seed."""
    noise: int = 8
    """Distractors per safe table (the published setting is 8)."""
    toolset: str = "full"
    """``full``, ``role`` or ``discover``."""
    task_pack: str | None = None
    """A task-pack module loaded beside the built-in tasks."""
    task: AvabenchTaskConfig = AvabenchTaskConfig()


class AvabenchTaskset(vf.Taskset[AvabenchTask, AvabenchConfig]):
    """AVABench's tasks as verifiers tasks."""

    def load(self) -> list[AvabenchTask]:
        """One task per selected AVABench task, sorted by id."""
        c = self.config
        out = []
        for i, t in enumerate(select(_suite(c.task_pack), c.tasks, c.split, c.tier, c.domain)):
            opening = Episode.reset(t, c.seed, c.noise, toolset=c.toolset).messages
            md = metadata(t, c.seed, c.noise, c.toolset)
            data = AvabenchData(
                idx=i,
                id=t.id,
                name=t.id,
                prompt=opening[1]["content"],
                system_prompt=opening[0]["content"],
                task_id=t.id,
                domain=md["domain"],
                tier=md["tier"],
                split=md["split"],
                seed=c.seed,
                noise=c.noise,
                toolset=c.toolset,
                followups=list(t.followups),
                task_pack=c.task_pack,
            )
            out.append(AvabenchTask(data, c.task))
        return out


class AvabenchEnv(vf.SingleAgentEnv):
    """The request, then each scripted follow-up as the user's next turn of the same rollout."""

    async def run(self, task: Any, agents: Any) -> None:
        """Play the conversation: the model answers the request, then every follow-up."""
        async with agents.agent.interaction(task) as interaction:
            segment = await interaction.turn()
            for follow_up in task.data.followups:
                if segment.terminated:
                    break
                segment = await interaction.turn(follow_up)


class AvabenchHarness(NullHarness):
    """The default harness of the taskset: the model gets AVABench's tools and nothing else."""


def load_environment(**taskset: Any) -> vf.Env:
    """The environment for ``taskset`` options (the fields of :class:`AvabenchConfig`).

    The same object ``vf-eval avabench-verifiers`` builds: ``verifiers.v1.load_environment``
    of a single-agent env config over this taskset.
    """
    config = vf.SingleAgentEnvConfig.model_validate(
        {"taskset": {"id": TASKSET_ID, **taskset}, "agent": {"harness": {"id": TASKSET_ID}}}
    )
    return vf.load_environment(config)


__all__ = ["AvabenchEnv", "AvabenchHarness", "AvabenchTaskset"]

if __name__ == "__main__":  # verifiers launches the tool server as `python -m <this module>`
    AvabenchToolset.run()
