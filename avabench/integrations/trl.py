"""TRL integration: ``GRPOTrainer`` / ``AsyncGRPOTrainer`` environments and rewards (docs/rl.md).

TRL is not imported here: what TRL calls is plain Python.

* **Environments.** TRL builds one object per rollout from ``environment_factory``, calls
  ``reset(**row)`` and exposes every public method except ``reset`` as a tool, its schema rebuilt
  by transformers' ``get_json_schema`` from the type hints and the Google docstring. The classes
  here are module-level (so ``AsyncGRPOTrainer`` can pickle them into its rollout process): one per
  toolset, :class:`AvabenchTRLEnv` (the 83 tools), :class:`AvabenchTRLDiscoverEnv`
  (``search_tools`` / ``call_tool``), :class:`AvabenchTRLEmployeeEnv` and
  :class:`AvabenchTRLShopperEnv` (one role's tools). :func:`trl_environment` picks one, wrapped in
  a ``functools.partial`` naming the task modules when the suite is not the built-in one.
* **Schemas.** A signature cannot say everything a JSON schema says. :func:`trl_schema` is the
  documented flattening: what transformers derives from these methods, exactly (a test compares
  the two for every tool). ``default``, ``format`` and the fields of objects inside arrays move
  into the parameter's description as ``(default: …)``, ``(format: …)``, ``(items: …)``; the
  top-level ``additionalProperties: false`` is dropped (the episode still refuses unknown
  arguments); optional parameters are plain types, not ``Optional``, so no ``nullable`` appears.
* **Rewards.** :func:`reward_partial_credit` and :func:`reward_task_completed` score each rollout:
  from its live environment when TRL passes ``environments`` (``GRPOTrainer``), else by replaying
  the completion on a fresh world from the row's ``task_id`` / ``seed`` / ``noise``
  (``AsyncGRPOTrainer``, whose reward calls get the completions and the row's columns only).
  :func:`replay_reward` always replays.
"""

from __future__ import annotations

import functools
import inspect
import json
from functools import cache
from typing import Any, Literal

from avabench import toolsets
from avabench.env import Episode, replay
from avabench.integrations.completions import final_reply, without_think
from avabench.integrations.suites import suite_from_ref, suite_ref
from avabench.loader import Suite
from avabench.scoring.scorer import TaskScore
from avabench.tools.registry import registry
from avabench.toolsets import check_toolset, definitions
from avabench.world import UserKind

_JSON_TYPES: dict[str, Any] = {
    "string": str,
    "integer": int,
    "number": float,
    "boolean": bool,
    "object": dict,
}
#: The property keywords a type hint carries through transformers' ``get_json_schema``.
_KEPT = ("type", "enum", "items", "description")
_RETURNS = 'JSON text: the tool\'s result, or {"error": ..., "error_type": ...}.'


# -- schemas ---------------------------------------------------------------------------------


def _note(key: str, value: Any) -> str:
    return f"({key}: {json.dumps(value, ensure_ascii=False)})"


def _flat_items(items: dict[str, Any]) -> tuple[dict[str, Any], dict[str, Any] | None]:
    """The ``items`` a type hint can say, and the item schema when it says less than that."""
    kept = {k: items[k] for k in ("type", "enum") if k in items}
    if set(items) <= set(kept) and items.get("type") != "array":
        return kept, None
    return {"type": items["type"]} if "type" in items else {}, items


def _flat_property(prop: dict[str, Any]) -> dict[str, Any]:
    out = {k: prop[k] for k in ("type", "enum") if k in prop}
    notes = []
    if "items" in prop:
        out["items"], lost = _flat_items(prop["items"])
        if lost is not None:
            notes.append(_note("items", lost))
    notes += [_note(k, v) for k, v in prop.items() if k not in _KEPT]
    text = " ".join(str(prop.get("description", "")).split())
    out["description"] = " ".join([text, *notes]).strip()
    return out


def trl_schema(schema: dict[str, Any]) -> dict[str, Any]:
    """The tool schema TRL shows the model for ``schema`` (an ``Episode.tools`` entry).

    Args:
        schema: An OpenAI tool definition, ``{"type": "function", "function": {...}}``.

    Returns:
        The same definition as transformers' ``get_json_schema`` derives it from the method of
        :func:`trl_environment` (its ``return`` entry left out): the flattening described in
        this module's docstring.
    """
    fn = schema["function"]
    params = fn.get("parameters") or {}
    props = {n: _flat_property(p) for n, p in (params.get("properties") or {}).items()}
    flat: dict[str, Any] = {"type": "object", "properties": props}
    required = [n for n in props if n in set(params.get("required") or [])]
    if required:
        flat["required"] = required
    return {
        "type": "function",
        "function": {"name": fn["name"], "description": fn["description"], "parameters": flat},
    }


def _py_type(prop: dict[str, Any]) -> Any:
    """The annotation whose ``get_json_schema`` rendering is ``prop`` (a flattened property)."""
    if prop.get("enum"):
        return Literal[tuple(prop["enum"])]  # type: ignore[misc]
    if prop.get("type") == "array":
        items = prop.get("items")
        return list[_py_type(items)] if items else list  # type: ignore[misc]
    return _JSON_TYPES.get(prop.get("type", ""), Any)


def _tool_method(schema: dict[str, Any]) -> Any:
    fn = trl_schema(schema)["function"]
    name, params = fn["name"], fn["parameters"]
    required = set(params.get("required", []))
    defaults = schema["function"]["parameters"].get("properties", {})

    def method(self: Any, **kwargs: Any) -> str:
        return self._call(name, kwargs)

    sig = [inspect.Parameter("self", inspect.Parameter.POSITIONAL_OR_KEYWORD)]
    annotations: dict[str, Any] = {}
    args_doc = []
    for pname, prop in params["properties"].items():
        annotations[pname] = ann = _py_type(prop)
        default = inspect.Parameter.empty if pname in required else defaults[pname].get("default")
        sig.append(
            inspect.Parameter(
                pname, inspect.Parameter.KEYWORD_ONLY, default=default, annotation=ann
            )
        )
        args_doc.append(f"    {pname}: {prop['description']}")
    annotations["return"] = str
    doc = fn["description"]
    if args_doc:
        doc += "\n\nArgs:\n" + "\n".join(args_doc)
    method.__name__ = method.__qualname__ = name
    method.__doc__ = doc + f"\n\nReturns:\n    {_RETURNS}"
    method.__signature__ = inspect.Signature(sig, return_annotation=str)  # type: ignore[attr-defined]
    method.__annotations__ = annotations
    return method


@cache
def _tool_methods(toolset: str, session: UserKind) -> dict[str, Any]:
    reg = registry()
    out = {}
    for schema in definitions(toolset, session):
        name = schema["function"]["name"]
        assert name in reg or hasattr(toolsets, name), name
        out[name] = _tool_method(schema)
    return out


# -- environments ----------------------------------------------------------------------------


class _TRLEnvBase:
    """Per-rollout state; every public method of a subclass is a tool (see :func:`trl_environment`).

    Args:
        task_modules: The suite's task modules (:func:`avabench.integrations.suites.suite_ref`);
            ``None`` is the built-in suite. A row's ``task_modules`` column wins over it.
        suite: A suite object to use as is (not picklable in general; prefer ``task_modules``).
    """

    _toolset: str = "full"
    _session: UserKind | None = None

    def __init__(self, task_modules: str | None = None, suite: Suite | None = None) -> None:
        self._task_modules = task_modules
        self._suite = suite
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
                "the dataset row needs a 'task_id' column (see avabench.integrations.trl.trl_rows)"
            )
        cls = type(self)
        if kwargs.get("toolset", cls._toolset) != cls._toolset:
            raise ValueError(
                f"the row asks for toolset {kwargs['toolset']!r}; this environment class shows "
                f"{cls._toolset!r} (build one with trl_environment(toolset=...))"
            )
        suite = self._suite or suite_from_ref(kwargs.get("task_modules") or self._task_modules)
        self._episode = Episode.reset(
            str(task_id),
            int(kwargs.get("seed") or 0),
            int(kwargs.get("noise") or 0),
            suite=suite,
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


#: (class name, toolset, session) of the module-level environment classes.
_CLASSES: dict[str, tuple[str, UserKind | None]] = {
    "AvabenchTRLEnv": ("full", None),
    "AvabenchTRLDiscoverEnv": ("discover", None),
    "AvabenchTRLEmployeeEnv": ("role", UserKind.EMPLOYEE),
    "AvabenchTRLShopperEnv": ("role", UserKind.SHOPPER),
}


def _make_class(name: str) -> type:
    toolset, kind = _CLASSES[name]
    body = {
        "_toolset": toolset,
        "_session": kind,
        **_tool_methods(toolset, kind or UserKind.EMPLOYEE),
        "__module__": __name__,
        "__qualname__": name,
        "__doc__": f"AVABench episode for TRL ({toolset} toolset"
        + (f", {kind.value} role" if kind else "")
        + "): reset(task_id, seed, noise); public methods = tools.",
    }
    return type(name, (_TRLEnvBase,), body)


def __getattr__(name: str) -> Any:  # the classes are built on first use (the registry is large)
    if name in _CLASSES:
        cls = globals()[name] = _make_class(name)
        return cls
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def env_class(toolset: str = "full", session: str | None = None) -> type:
    """The module-level environment class of ``toolset`` (``role`` needs ``session``)."""
    check_toolset(toolset)
    if toolset == "role" and session is None:
        raise ValueError('toolset "role" needs session="employee" or session="shopper"')
    kind = UserKind(session) if toolset == "role" and session is not None else None
    name = next(n for n, spec in _CLASSES.items() if spec == (toolset, kind))
    return globals()[name] if name in globals() else __getattr__(name)


def trl_environment(
    suite: Suite | None = None, toolset: str = "full", session: str | None = None
) -> Any:
    """The ``environment_factory`` for ``GRPOTrainer`` / ``AsyncGRPOTrainer``.

    Args:
        suite: The tasks (default: built-in).
        toolset: ``full``, ``role`` or ``discover`` (:mod:`avabench.toolsets`).
        session: For ``role``: ``employee`` or ``shopper``; instances refuse a task of the
            other kind.

    Returns:
        The module-level class for the built-in suite, else ``functools.partial(cls,
        task_modules=...)``. Both pickle.
    """
    cls = env_class(toolset, session)
    ref = suite_ref(suite)
    return cls if ref is None else functools.partial(cls, task_modules=ref)


# -- rewards ---------------------------------------------------------------------------------


def _column(kwargs: dict[str, Any], key: str, n: int) -> list[Any]:
    value = kwargs.get(key)
    if isinstance(value, list | tuple):
        if len(value) != n:
            raise ValueError(f"column {key!r} has {len(value)} values for {n} completions")
        return list(value)
    return [value] * n


def replay_scores(completions: list[Any], **row: Any) -> list[TaskScore]:
    """Score each completion by replaying it on a fresh world of its row's task.

    Args:
        completions: Lists of OpenAI-format messages (the assistant's tool calls and reply).
        **row: The dataset columns as TRL passes them, one value per completion: ``task_id``
            and optionally ``seed``, ``noise``, ``toolset``, ``task_modules``.

    Returns:
        One :class:`TaskScore` per completion, as a benchmark run would grade it.
    """
    n = len(completions)
    if row.get("task_id") is None:
        raise ValueError("replaying a completion needs the row's 'task_id' column")
    cols = {k: _column(row, k, n) for k in ("task_id", "seed", "noise", "toolset", "task_modules")}
    out = []
    for i, completion in enumerate(completions):
        messages = (
            without_think(completion)
            if isinstance(completion, list)
            else [{"role": "assistant", "content": final_reply(completion)}]
        )
        ep = Episode.reset(
            str(cols["task_id"][i]),
            int(cols["seed"][i] or 0),
            int(cols["noise"][i] or 0),
            suite_from_ref(cols["task_modules"][i]),
            check_toolset(str(cols["toolset"][i] or "full")),
        )
        out.append(replay(ep, messages).score())
    return out


def _scores(
    completions: list[Any] | None, environments: list[Any] | None, row: dict[str, Any]
) -> list[TaskScore]:
    if environments:
        comps = completions if completions is not None else [None] * len(environments)
        return [env._finish(final_reply(c)) for c, env in zip(comps, environments, strict=True)]
    return replay_scores(list(completions or []), **row)


def reward_partial_credit(
    completions: list[Any] | None = None, environments: list[Any] | None = None, **kwargs: Any
) -> list[float]:
    """TRL reward function: each rollout's partial credit (passed / graded assertions).

    With ``environments`` (``GRPOTrainer``) each live episode is finished with its completion's
    reply; without (``AsyncGRPOTrainer``) the completion is replayed from the row's columns.
    """
    return [s.partial_credit for s in _scores(completions, environments, kwargs)]


def reward_task_completed(
    completions: list[Any] | None = None, environments: list[Any] | None = None, **kwargs: Any
) -> list[float]:
    """TRL reward function: 1.0 when every graded assertion passed, else 0.0 (see above)."""
    return [float(s.task_completed_correctly) for s in _scores(completions, environments, kwargs)]


def replay_reward(completions: list[Any], **kwargs: Any) -> list[float]:
    """TRL reward function that always replays the completion (ignores ``environments``)."""
    kwargs.pop("environments", None)
    return [s.partial_credit for s in replay_scores(completions, **kwargs)]


# -- rows ------------------------------------------------------------------------------------


def trl_rows(
    suite: Suite | None = None,
    seed: int = 0,
    noise: int = 0,
    task_ids: list[str] | None = None,
    toolset: str = "full",
) -> list[dict[str, Any]]:
    """Dataset rows for TRL.

    Args:
        suite: The tasks (default: built-in).
        seed: The distractor seed of every row.
        noise: Distractors per safe table.
        task_ids: Only these tasks (default: all).
        toolset: The toolset the rows are for.

    Returns:
        Rows with ``prompt`` (system + user messages), ``task_id``, ``seed``, ``noise``, and
        ``toolset`` / ``task_modules`` when not the default. Multi-turn tasks (scripted
        follow-ups) are left out: a single-completion trainer cannot deliver the user's next
        message; play them through :class:`avabench.env.Episode`.
    """
    ref = suite_ref(suite)
    tasks = [
        t
        for t in sorted((suite or suite_from_ref(None)).tasks, key=lambda t: t.id)
        if (not task_ids or t.id in task_ids) and not t.followups
    ]
    extra: dict[str, Any] = {"toolset": check_toolset(toolset)} if toolset != "full" else {}
    if ref is not None:
        extra["task_modules"] = ref
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


__all__ = [
    "env_class",
    "replay_reward",
    "replay_scores",
    "reward_partial_credit",
    "reward_task_completed",
    "trl_environment",
    "trl_rows",
    "trl_schema",
]
