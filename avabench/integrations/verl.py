"""verl integration: reward, dataset rows and tool config (docs/rl.md, docs/integrations.md).

verl is not imported here (its tool class is :mod:`avabench.integrations.verl_tool`).

* :func:`verl_rows` builds parquet rows for verl's ``tool_agent`` loop: ``agent_name:
  tool_agent`` and ``extra_info.tools_kwargs`` (each tool's ``create_kwargs`` name the task,
  seed and noise), so verl runs the model's calls on an AVABench episode.
* :func:`verl_tool_config` / :func:`write_verl_tool_config` write the YAML that verl's
  ``multi_turn.tool_config_path`` loads: one :class:`~avabench.integrations.verl_tool.AvabenchTool`
  per AVABench tool.
* :func:`compute_score` is the ``custom_reward_function``. For a ``tool_agent`` rollout it
  replays only the calls verl **executed** (the tool class records them in the trajectory's
  ``extra_fields``, which verl merges into ``extra_info``), never the calls a turn merely wrote:
  verl runs at most ``max_parallel_calls`` per turn and none after the last turn. Without the
  tool agent it replays ``extra_info["messages"]`` or the ``<tool_call>`` blocks of
  ``solution_str``.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from avabench.env import Episode, replay
from avabench.integrations.completions import final_reply, openai_call, parse_text_transcript
from avabench.integrations.suites import suite_from_ref, suite_ref
from avabench.loader import Suite
from avabench.toolsets import check_toolset, definitions
from avabench.world import UserKind

DATA_SOURCE = "avabench"
#: The ``extra_fields`` / ``extra_info`` key holding the calls verl executed, in order.
EXECUTED_KEY = "avabench_executed_calls"
#: The ``extra_info`` flag of a ``tool_agent`` row: its reward counts executed calls only.
TOOL_AGENT_KEY = "avabench_tool_agent"
TOOL_CLASS = "avabench.integrations.verl_tool.AvabenchTool"

#: verl settings that break AVABench at their defaults, with values that work (docs/rl.md).
VERL_SETTINGS: dict[str, Any] = {
    # the default 1 runs only the first call of a turn; AVABench tasks often need several
    "actor_rollout_ref.rollout.multi_turn.max_parallel_calls": 8,
    # the default 256 characters truncates nearly every tool result (a record list is kBs)
    "actor_rollout_ref.rollout.multi_turn.max_tool_response_length": 16384,
    # the 83 tool schemas alone are about 25k tokens; the default 512 cannot hold the prompt
    "data.max_prompt_length": 32768,
    "data.max_response_length": 8192,
    "actor_rollout_ref.rollout.multi_turn.enable": True,
    "actor_rollout_ref.rollout.multi_turn.format": "hermes",
}


def _task_ref(ground_truth: Any, extra_info: dict[str, Any]) -> tuple[str, int, int]:
    ref: Any = ground_truth
    if isinstance(ref, str) and ref.lstrip().startswith("{"):
        ref = json.loads(ref)
    if isinstance(ref, dict):
        info = {**extra_info, **ref}
        ref = info.get("task_id")
    else:
        info = extra_info
    task_id = ref or info.get("task_id")
    if not task_id:
        raise ValueError("ground_truth (or extra_info) must name the AVABench task_id")
    return str(task_id), int(info.get("seed") or 0), int(info.get("noise") or 0)


def executed_messages(calls: list[dict[str, Any]], solution_str: str) -> list[dict[str, Any]]:
    """The transcript of what verl ran: the recorded calls, then the rollout's final reply.

    Args:
        calls: ``{"name": ..., "arguments": {...}}`` in the order verl executed them.
        solution_str: The decoded rollout; its reply is the text after the last tool block.
    """
    tool_calls = [
        openai_call(i, str(c.get("name", "")), c.get("arguments", {})) for i, c in enumerate(calls)
    ]
    out: list[dict[str, Any]] = (
        [{"role": "assistant", "content": None, "tool_calls": tool_calls}] if tool_calls else []
    )
    out.append({"role": "assistant", "content": final_reply(solution_str or "")})
    return out


def compute_score(
    data_source: str | None,
    solution_str: str,
    ground_truth: Any,
    extra_info: dict[str, Any] | None = None,
    suite: Suite | None = None,
    **kwargs: Any,
) -> dict[str, Any]:
    """verl reward function: replay the rollout on a fresh world and score it.

    Args:
        data_source: verl's data source column (unused; rows say ``avabench``).
        solution_str: The decoded rollout.
        ground_truth: The task id, or a JSON object with ``task_id``, ``seed``, ``noise``.
        extra_info: The row's ``extra_info`` as verl passes it (with the trajectory's
            ``extra_fields`` merged in). With :data:`EXECUTED_KEY` or :data:`TOOL_AGENT_KEY`
            only the executed calls count; else ``messages`` (OpenAI format) when given, else
            ``solution_str`` (a JSON list of messages, or text with ``<tool_call>`` blocks).
            ``toolset`` names the toolset of the rollout, ``task_modules`` its suite.
        suite: The suite to use (default: named by ``extra_info["task_modules"]``, else built-in).
        **kwargs: Whatever else verl passes.

    Returns:
        verl's dict form: ``score`` (partial credit) plus ``task_completed_correctly``,
        ``graded``, ``passed`` and ``executed_calls``.
    """
    info = dict(extra_info or {})
    task_id, seed, noise = _task_ref(ground_truth, info)
    if EXECUTED_KEY in info or info.get(TOOL_AGENT_KEY):
        messages = executed_messages(list(info.get(EXECUTED_KEY) or []), solution_str)
    elif info.get("messages") is not None:
        messages = info["messages"]
    else:
        try:
            parsed = json.loads(solution_str)
        except (json.JSONDecodeError, TypeError):
            parsed = None
        is_transcript = isinstance(parsed, list) and all(isinstance(m, dict) for m in parsed)
        messages = parsed if is_transcript else parse_text_transcript(solution_str or "")
    toolset = check_toolset(str(info.get("toolset") or "full"))
    suite = suite or suite_from_ref(info.get("task_modules"))
    ep = replay(Episode.reset(task_id, seed, noise, suite, toolset), messages)
    s = ep.score()
    return {
        "score": s.partial_credit,
        "task_completed_correctly": s.task_completed_correctly,
        "graded": s.graded,
        "passed": s.passed,
        "executed_calls": len(ep.trace),
    }


def tool_names(toolset: str = "full", session: str | None = None) -> list[str]:
    """The tool names a model sees under ``toolset`` (``role`` needs ``session``)."""
    check_toolset(toolset)
    if toolset == "role" and session is None:
        raise ValueError('toolset "role" needs session="employee" or session="shopper"')
    kind = UserKind(session) if session else UserKind.EMPLOYEE
    return [d["function"]["name"] for d in definitions(toolset, kind)]


def verl_rows(
    suite: Suite | None = None,
    seed: int = 0,
    noise: int = 0,
    task_ids: list[str] | None = None,
    toolset: str = "full",
    agent_name: str | None = "tool_agent",
) -> list[dict[str, Any]]:
    """Rows for a verl parquet file.

    Args:
        suite: The tasks (default: built-in).
        seed: The distractor seed of every row.
        noise: Distractors per safe table.
        task_ids: Only these tasks (default: all single-turn tasks).
        toolset: The toolset of the rollouts (``role`` rows carry each task's own session).
        agent_name: ``tool_agent`` (verl runs the calls on an episode, the reward counts the
            executed ones); ``None`` for a single-turn rollout scored from its text.

    Returns:
        Rows with ``data_source``, ``prompt``, ``ability``, ``reward_model`` and ``extra_info``
        (``task_id``, ``seed``, ``noise``); for the tool agent also ``agent_name`` and
        ``extra_info.tools_kwargs`` with every tool's ``create_kwargs``.
    """
    from avabench.integrations.trl import trl_rows  # the same task selection and prompts

    ref = suite_ref(suite)
    tasks = (suite or suite_from_ref(None)).by_id()
    rows = []
    for row in trl_rows(suite, seed, noise, task_ids, toolset):
        extra: dict[str, Any] = {"task_id": row["task_id"], "seed": seed, "noise": noise}
        if toolset != "full":
            extra["toolset"] = toolset
        if ref is not None:
            extra["task_modules"] = ref
        out: dict[str, Any] = {
            "data_source": DATA_SOURCE,
            "prompt": row["prompt"],
            "ability": "agent",
            "reward_model": {"style": "rule", "ground_truth": row["task_id"]},
            "extra_info": extra,
        }
        if agent_name is not None:
            kind = (
                Episode(tasks[row["task_id"]]).initial.context.user_kind.value
                if toolset == "role"
                else None
            )
            create = dict(extra)
            out["agent_name"] = agent_name
            extra[TOOL_AGENT_KEY] = True
            extra["tools_kwargs"] = {
                name: {"create_kwargs": create} for name in tool_names(toolset, kind)
            }
        rows.append(out)
    return rows


def verl_tool_config(toolset: str = "full", session: str | None = None) -> dict[str, Any]:
    """The ``multi_turn.tool_config_path`` document: one AVABench tool class per tool.

    Args:
        toolset: ``full``, ``role`` or ``discover``.
        session: For ``role``: ``employee`` or ``shopper``.

    Returns:
        ``{"tools": [{"class_name", "config": {"type": "native", "toolset", "session"},
        "tool_schema"}, ...]}``; ``tool_schema`` is the full AVABench definition (verl's loader
        keeps the part its schema model knows; the tool class shows the model the full one).
    """
    check_toolset(toolset)
    kind = UserKind(session) if session else UserKind.EMPLOYEE
    if toolset == "role" and session is None:
        raise ValueError('toolset "role" needs session="employee" or session="shopper"')
    config = {"type": "native", "toolset": toolset, "session": session}
    return {
        "tools": [
            {"class_name": TOOL_CLASS, "config": dict(config), "tool_schema": d}
            for d in definitions(toolset, kind)
        ]
    }


def write_verl_tool_config(
    path: str | Path, toolset: str = "full", session: str | None = None
) -> Path:
    """Write :func:`verl_tool_config` to ``path`` (JSON, which is YAML) and return the path."""
    path = Path(path)
    path.write_text(
        json.dumps(verl_tool_config(toolset, session), ensure_ascii=False, indent=1) + "\n",
        encoding="utf-8",
    )
    return path


__all__ = [
    "DATA_SOURCE",
    "EXECUTED_KEY",
    "TOOL_AGENT_KEY",
    "VERL_SETTINGS",
    "compute_score",
    "executed_messages",
    "tool_names",
    "verl_rows",
    "verl_tool_config",
    "write_verl_tool_config",
]
