"""verl tool class backed by the episode API (needs ``pip install avabench[verl]``).

verl's ``tool_agent`` loop keeps one :class:`AvabenchTool` per tool (built from the YAML of
:func:`avabench.integrations.verl.verl_tool_config`) and, in verl 0.9, calls
``create`` / ``execute`` / ``release`` around *every* call. The episode therefore lives on the
trajectory (verl's ``agent_data``, which it passes to ``execute``) and is shared by all the tools
of that trajectory; each executed call is appended to ``agent_data.extra_fields[EXECUTED_KEY]``,
which verl hands to the reward as ``extra_info`` (:func:`~avabench.integrations.verl.compute_score`).
Called without ``agent_data`` (another loop), the episode lives on the instance from ``create``
to ``release``.

verl's schema model (``OpenAIFunctionToolSchema``) keeps only ``type``, ``description`` and
``enum`` of a parameter; the tool shows the model the full AVABench definition instead
(``items``, ``format``, ``default``, nested objects), rebuilt from the registry by name.
"""

from __future__ import annotations

import copy
import json
from typing import Any
from uuid import uuid4

from pydantic import PrivateAttr
from verl.tools.base_tool import BaseTool
from verl.tools.schemas import OpenAIFunctionToolSchema, ToolResponse

from avabench.env import Episode
from avabench.integrations.suites import suite_from_ref
from avabench.integrations.verl import EXECUTED_KEY
from avabench.toolsets import check_toolset, definitions
from avabench.world import UserKind

_EPISODE_ATTR = "_avabench_episode"


class FullToolSchema(OpenAIFunctionToolSchema):
    """verl's tool schema model whose dump is the full AVABench definition."""

    _full: dict[str, Any] = PrivateAttr(default_factory=dict)

    @classmethod
    def of(cls, definition: dict[str, Any]) -> FullToolSchema:
        """The model of ``definition`` (an OpenAI tool definition), keeping all of it."""
        out = cls.model_validate(definition)
        out._full = copy.deepcopy(definition)
        return out

    def model_dump(self, *args: Any, **kwargs: Any) -> dict[str, Any]:
        """The full definition (verl dumps schemas to render the prompt)."""
        return copy.deepcopy(self._full)


class AvabenchTool(BaseTool):
    """One AVABench tool for verl's tool agent loop.

    Args:
        config: The YAML entry's ``config``: ``type: native`` and optional ``toolset``
            (default ``full``) and ``session`` (for ``role``).
        tool_schema: verl's parse of the YAML schema; only its name is read.
    """

    def __init__(self, config: dict[str, Any], tool_schema: OpenAIFunctionToolSchema | None):
        # BaseTool.__init__ only stores these and prints the schema; set them without printing.
        self.config = dict(config or {})
        self.toolset = check_toolset(str(self.config.get("toolset") or "full"))
        session = self.config.get("session")
        kind = UserKind(session) if session else UserKind.EMPLOYEE
        name = tool_schema.function.name if tool_schema is not None else self.config.get("name")
        found = [d for d in definitions(self.toolset, kind) if d["function"]["name"] == name]
        if not found:
            raise ValueError(f"{name!r} is not an AVABench tool of the {self.toolset} toolset")
        self.tool_schema = FullToolSchema.of(found[0])
        self.name = str(name)
        self._instances: dict[str, dict[str, Any]] = {}

    def get_openai_tool_schema(self) -> OpenAIFunctionToolSchema:
        """The full AVABench definition of this tool."""
        return self.tool_schema

    async def create(
        self, instance_id: str | None = None, **kwargs: Any
    ) -> tuple[str, ToolResponse]:
        """Remember the trajectory's ``create_kwargs`` (``task_id``, ``seed``, ``noise``, …)."""
        instance_id = instance_id or uuid4().hex
        self._instances[instance_id] = {
            "create_kwargs": dict(kwargs.get("create_kwargs") or {}),
            "episode": None,
            "executed": [],
        }
        return instance_id, ToolResponse()

    def _state(self, instance_id: str) -> dict[str, Any]:
        if instance_id not in self._instances:
            raise RuntimeError(f"tool instance {instance_id!r} was not created")
        return self._instances[instance_id]

    def _new_episode(self, create: dict[str, Any]) -> Episode:
        task_id = create.get("task_id")
        if not task_id:
            raise ValueError("create_kwargs must name the task_id (see verl_rows)")
        if str(create.get("toolset") or "full") != self.toolset:
            raise ValueError(
                f"the row is for toolset {create.get('toolset')!r}, the tool config for {self.toolset!r}"
            )
        return Episode.reset(
            str(task_id),
            int(create.get("seed") or 0),
            int(create.get("noise") or 0),
            suite_from_ref(create.get("task_modules")),
            self.toolset,
        )

    def episode(self, instance_id: str, agent_data: Any = None) -> Episode:
        """The trajectory's episode (started on its first call)."""
        state = self._state(instance_id)
        holder_ep = (
            getattr(agent_data, _EPISODE_ATTR, None) if agent_data is not None else state["episode"]
        )
        if holder_ep is None:
            holder_ep = self._new_episode(state["create_kwargs"])
            if agent_data is not None:
                setattr(agent_data, _EPISODE_ATTR, holder_ep)
            else:
                state["episode"] = holder_ep
        return holder_ep

    async def execute(
        self, instance_id: str, parameters: dict[str, Any], **kwargs: Any
    ) -> tuple[ToolResponse, float, dict]:
        """Run the call on the episode and record it as executed.

        Returns:
            The tool message text, step reward 0.0, and ``{"ok": ...}``.
        """
        agent_data = kwargs.get("agent_data")
        ep = self.episode(instance_id, agent_data)
        arguments = json.loads(json.dumps(parameters, ensure_ascii=False))
        result = ep.step(self.name, arguments)
        record = {"name": self.name, "arguments": arguments}
        if agent_data is not None:
            agent_data.extra_fields.setdefault(EXECUTED_KEY, []).append(record)
        else:
            self._state(instance_id)["executed"].append(record)
        return ToolResponse(text=result.content()), 0.0, {"ok": result.ok}

    async def calc_reward(self, instance_id: str, **kwargs: Any) -> float:
        """Partial credit of the episode so far, with an empty reply."""
        return self.episode(instance_id, kwargs.get("agent_data")).score("").partial_credit

    async def release(self, instance_id: str, **kwargs: Any) -> None:
        """Forget the instance (a trajectory's episode goes with its ``agent_data``)."""
        self._instances.pop(instance_id, None)


__all__ = ["AvabenchTool", "FullToolSchema"]
