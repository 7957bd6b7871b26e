"""Thin adapters from the episode API (:mod:`avabench.env`) to RL trainers; see docs/rl.md.

Neither TRL nor verl is imported: both adapters are duck-typed to what those libraries call.

* **TRL** (``GRPOTrainer(environment_factory=...)``): :func:`trl_environment` returns a class whose
  instances take no constructor argument, whose ``reset(**row)`` starts an episode from a dataset
  row's ``task_id`` / ``seed`` / ``noise``, and whose *public methods are the 83 tools* (typed
  signature and a Google docstring each, which TRL turns into tool schemas; with
  ``toolset="role"`` those of one session kind, with ``toolset="discover"`` the two meta-tools
  ``search_tools`` and ``call_tool``). Tool errors come
  back as the tool's text, never raised, exactly as in a benchmark run. :func:`reward_partial_credit`
  and :func:`reward_task_completed` are ``reward_funcs``: they finish each environment's episode
  with the completion's final reply and score it. :func:`trl_rows` builds the dataset rows.
* **verl** (``custom_reward_function``): :func:`compute_score` scores a finished rollout from
  ``extra_info["messages"]`` (an OpenAI-format transcript) or from the decoded ``solution_str``
  (``<tool_call>{...}</tool_call>`` blocks, Hermes/Qwen style), replayed on a fresh world.
  :func:`verl_rows` builds the parquet rows.
"""

from __future__ import annotations

import inspect
import json
import re
from functools import cache
from typing import Any, Literal, Optional

from avabench import toolsets
from avabench.env import Episode, message_text, replay
from avabench.loader import Suite, default_suite
from avabench.scoring.scorer import TaskScore
from avabench.tools.registry import registry
from avabench.toolsets import check_toolset, definitions
from avabench.world import UserKind

DATA_SOURCE = "avabench"

# -- TRL -------------------------------------------------------------------------------------

_JSON_TYPES: dict[str, Any] = {
    "string": str,
    "integer": int,
    "number": float,
    "boolean": bool,
    "object": dict,
}


def _py_type(prop: dict[str, Any]) -> Any:
    """A plain Python annotation for one JSON-schema property (what TRL/transformers read)."""
    if prop.get("enum") and all(isinstance(v, str) for v in prop["enum"]):
        return Literal[tuple(prop["enum"])]  # type: ignore[misc]
    if prop.get("type") == "array":
        return list[_py_type(prop.get("items") or {})]  # type: ignore[misc]
    return _JSON_TYPES.get(prop.get("type", ""), Any)


def _tool_method(name: str, schema: dict[str, Any], doc: str) -> Any:
    params = schema["function"]["parameters"]
    required = set(params.get("required", []))

    def method(self: Any, **kwargs: Any) -> str:
        return self._call(name, kwargs)

    sig = [inspect.Parameter("self", inspect.Parameter.POSITIONAL_OR_KEYWORD)]
    annotations: dict[str, Any] = {}
    for pname, prop in params.get("properties", {}).items():
        ann = _py_type(prop)
        if pname in required:
            default: Any = inspect.Parameter.empty
        else:
            ann, default = Optional[ann], prop.get("default")  # noqa: UP045 - typing.Optional for older schema readers
        annotations[pname] = ann
        sig.append(
            inspect.Parameter(
                pname, inspect.Parameter.KEYWORD_ONLY, default=default, annotation=ann
            )
        )
    annotations["return"] = str
    method.__name__ = method.__qualname__ = name
    method.__doc__ = doc + (
        '\n\nReturns:\n    JSON text: the tool\'s result, or {"error": ..., "error_type": ...}.'
    )
    method.__signature__ = inspect.Signature(sig, return_annotation=str)  # type: ignore[attr-defined]
    method.__annotations__ = annotations
    return method


class _TRLEnvBase:
    """Per-rollout state; every public method of a subclass is a tool (see :func:`trl_environment`)."""

    _suite: Suite | None = None
    _toolset: str = "full"
    _session: UserKind | None = None

    def __init__(self) -> None:
        self._episode: Episode | None = None
        self.reward: float = 0.0
        self.task_score: TaskScore | None = None

    def reset(self, **kwargs: Any) -> str | None:
        """Start an episode from a dataset row (``task_id``, optional ``seed`` and ``noise``).

        Returns ``None``: the row's ``prompt`` already holds the system prompt and the request.
        """
        task_id = kwargs.get("task_id") or kwargs.get("task")
        if not task_id:
            raise ValueError(
                "the dataset row needs a 'task_id' column (see avabench.adapters.trl_rows)"
            )
        cls = type(self)
        if kwargs.get("toolset", cls._toolset) != cls._toolset:
            raise ValueError(
                f"the row asks for toolset {kwargs['toolset']!r}; this environment class shows "
                f"{cls._toolset!r} (build one with trl_environment(toolset=...))"
            )
        self._episode = Episode.reset(
            str(task_id),
            int(kwargs.get("seed") or 0),
            int(kwargs.get("noise") or 0),
            suite=cls._suite or default_suite(),
            toolset=cls._toolset,
        )
        kind = self._episode.initial.context.user_kind
        if cls._session is not None and kind != cls._session:
            raise ValueError(
                f"task {task_id} is a {kind.value} session; this environment class shows the "
                f"{cls._session.value} role's tools"
            )
        self.reward, self.task_score = 0.0, None
        return None

    def _call(self, name: str, arguments: dict[str, Any]) -> str:
        if self._episode is None:
            raise RuntimeError("reset() must be called before any tool")
        return self._episode.step(name, arguments).content()

    def _finish(self, reply: str) -> TaskScore:
        """Finish the episode with ``reply`` and score it (idempotent for the same reply)."""
        if self._episode is None:
            raise RuntimeError("reset() must be called before scoring")
        self._episode.finish(reply)
        self.task_score = self._episode.score()
        self.reward = self.task_score.partial_credit
        return self.task_score


@cache
def _tool_methods(toolset: str = "full", session: UserKind = UserKind.EMPLOYEE) -> dict[str, Any]:
    reg, out = registry(), {}
    for schema in definitions(toolset, session):
        name = schema["function"]["name"]
        fn = reg[name].fn if name in reg else getattr(toolsets, name)
        out[name] = _tool_method(name, schema, inspect.getdoc(fn) or "")
    return out


def trl_environment(
    suite: Suite | None = None,
    name: str = "AvabenchTRLEnv",
    toolset: str = "full",
    session: str | None = None,
) -> type:
    """A class for ``GRPOTrainer(environment_factory=...)`` over ``suite`` (default: built-in).

    ``toolset`` chooses the methods (:mod:`avabench.toolsets`); ``role`` needs ``session``
    (``employee`` or ``shopper``), and its instances refuse a task of the other kind.
    """
    check_toolset(toolset)
    if toolset == "role" and session is None:
        raise ValueError('toolset "role" needs session="employee" or session="shopper"')
    kind = UserKind(session) if session is not None else None
    body = {
        "_suite": suite,
        "_toolset": toolset,
        "_session": kind,
        **_tool_methods(toolset, kind or UserKind.EMPLOYEE),
        "__module__": __name__,
    }
    cls = type(name, (_TRLEnvBase,), body)
    cls.__doc__ = "AVABench episode for TRL: reset(task_id, seed, noise); public methods = tools."
    return cls


@cache
def _default_trl_class() -> type:
    return trl_environment(None, "AvabenchTRLEnv")


def __getattr__(name: str) -> Any:  # ``from avabench.adapters import AvabenchTRLEnv``
    if name == "AvabenchTRLEnv":
        return _default_trl_class()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


_TOOL_CALL = re.compile(r"<tool_call>\s*(.*?)\s*</tool_call>", re.S)
_THINK = re.compile(r"<think>.*?</think>", re.S)
_BLOCK_END = re.compile(r"</tool_call>|</tool_response>")


def final_reply(completion: Any) -> str:
    """The final answer in a completion: a list of messages or decoded text."""
    if isinstance(completion, list):
        for msg in reversed(completion):
            if isinstance(msg, dict) and msg.get("role") == "assistant":
                if msg.get("tool_calls"):
                    return ""
                return _THINK.sub("", message_text(msg.get("content"))).strip()
        return ""
    text = completion if isinstance(completion, str) else ""
    ends = list(_BLOCK_END.finditer(text))
    tail = text[ends[-1].end() :] if ends else text
    tail = _THINK.sub("", tail).strip()
    return re.sub(r"^(assistant|model)\s*\n", "", tail).strip()


def _scores(completions: list[Any] | None, environments: list[Any]) -> list[TaskScore]:
    comps = completions if completions is not None else [None] * len(environments)
    return [env._finish(final_reply(c)) for c, env in zip(comps, environments, strict=True)]


def reward_partial_credit(
    completions: list[Any] | None = None, environments: list[Any] | None = None, **kwargs: Any
) -> list[float]:
    """TRL reward function: each episode's partial credit (passed / graded assertions)."""
    return [s.partial_credit for s in _scores(completions, environments or [])]


def reward_task_completed(
    completions: list[Any] | None = None, environments: list[Any] | None = None, **kwargs: Any
) -> list[float]:
    """TRL reward function: 1.0 when every graded assertion passed, else 0.0."""
    return [float(s.task_completed_correctly) for s in _scores(completions, environments or [])]


def trl_rows(
    suite: Suite | None = None,
    seed: int = 0,
    noise: int = 0,
    task_ids: list[str] | None = None,
    toolset: str = "full",
) -> list[dict[str, Any]]:
    """Dataset rows for TRL: ``prompt`` (system + user messages), ``task_id``, ``seed``,
    ``noise`` (and ``toolset`` when it is not ``full``).

    Multi-turn tasks (scripted follow-ups) are left out: a single-completion trainer has no way
    to deliver the user's next message; play them through :class:`avabench.env.Episode`.
    """
    suite = suite or default_suite()
    tasks = [
        t
        for t in sorted(suite.tasks, key=lambda t: t.id)
        if (not task_ids or t.id in task_ids) and not t.followups
    ]
    extra = {"toolset": check_toolset(toolset)} if toolset != "full" else {}
    return [
        {
            "prompt": Episode(t, seed, noise).messages,
            "task_id": t.id,
            "seed": seed,
            "noise": noise,
            **extra,
        }
        for t in tasks
    ]


# -- verl ------------------------------------------------------------------------------------


def parse_text_transcript(text: str) -> list[dict[str, Any]]:
    """OpenAI-format assistant messages from decoded text with ``<tool_call>`` JSON blocks."""
    calls = []
    for i, m in enumerate(_TOOL_CALL.finditer(text)):
        try:
            obj = json.loads(m.group(1))
        except json.JSONDecodeError:
            obj = {"name": "", "arguments": m.group(1)}  # replayed as an invalid call
        if not isinstance(obj, dict):
            obj = {"name": "", "arguments": m.group(1)}
        args = obj.get("arguments", obj.get("parameters", {}))
        calls.append(
            {
                "id": f"call_{i}",
                "type": "function",
                "function": {
                    "name": str(obj.get("name", "")),
                    "arguments": args
                    if isinstance(args, str)
                    else json.dumps(args, ensure_ascii=False),
                },
            }
        )
    out: list[dict[str, Any]] = (
        [{"role": "assistant", "content": None, "tool_calls": calls}] if calls else []
    )
    out.append({"role": "assistant", "content": final_reply(text)})
    return out


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


def compute_score(
    data_source: str | None,
    solution_str: str,
    ground_truth: Any,
    extra_info: dict[str, Any] | None = None,
    suite: Suite | None = None,
    **kwargs: Any,
) -> dict[str, Any]:
    """verl reward function: replay the rollout on a fresh world and score it.

    ``ground_truth`` is the task id (or a JSON object with ``task_id``, ``seed``, ``noise``).
    The rollout is ``extra_info["messages"]`` when given (OpenAI format), else ``solution_str``
    (a JSON list of messages, or decoded text with ``<tool_call>`` blocks). Returns verl's dict
    form: ``score`` (partial credit) plus ``task_completed_correctly``, ``graded``, ``passed``.
    ``extra_info["toolset"]`` names the toolset the rollout was made under (default ``full``;
    under ``discover`` its calls are ``search_tools`` / ``call_tool``).
    """
    info = dict(extra_info or {})
    task_id, seed, noise = _task_ref(ground_truth, info)
    messages = info.get("messages")
    if messages is None:
        try:
            parsed = json.loads(solution_str)
        except (json.JSONDecodeError, TypeError):
            parsed = None
        is_transcript = isinstance(parsed, list) and all(isinstance(m, dict) for m in parsed)
        messages = parsed if is_transcript else parse_text_transcript(solution_str or "")
    toolset = check_toolset(str(info.get("toolset") or "full"))
    ep = replay(Episode.reset(task_id, seed, noise, suite or default_suite(), toolset), messages)
    s = ep.score()
    return {
        "score": s.partial_credit,
        "task_completed_correctly": s.task_completed_correctly,
        "graded": s.graded,
        "passed": s.passed,
    }


def verl_rows(
    suite: Suite | None = None,
    seed: int = 0,
    noise: int = 0,
    task_ids: list[str] | None = None,
    toolset: str = "full",
) -> list[dict[str, Any]]:
    """Rows for a verl parquet file (``data_source``, ``prompt``, ``reward_model``, ``extra_info``)."""
    return [
        {
            "data_source": DATA_SOURCE,
            "prompt": row["prompt"],
            "ability": "agent",
            "reward_model": {"style": "rule", "ground_truth": row["task_id"]},
            "extra_info": {
                "task_id": row["task_id"],
                "seed": seed,
                "noise": noise,
                **({"toolset": toolset} if toolset != "full" else {}),
            },
        }
        for row in trl_rows(suite, seed, noise, task_ids, toolset)
    ]


__all__ = [
    "compute_score",
    "final_reply",
    "parse_text_transcript",
    "reward_partial_credit",
    "reward_task_completed",
    "trl_environment",
    "trl_rows",
    "verl_rows",
]
