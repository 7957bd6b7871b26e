"""The in-process episode API: one task, no network, no model (DESIGN.md §9).

::

    ep = Episode.reset("hr.leave_split_unpaid", seed=0, noise=8)
    ep.messages, ep.tools               # what a model gets
    ep.step("timesheet_get_leave_balance", {})   # → ToolResult; errors are results
    Episode.reset(task, toolset="discover")      # the model sees search_tools + call_tool
    ep.finish("Em đã tạo 2 đơn ...")
    ep.score()                          # TaskScore, identical to a benchmark run

Episodes share nothing mutable (the world is a cheap fork; the task is read-only) and pickle.
``toolset`` (:mod:`avabench.toolsets`) chooses what the model is shown: ``full`` (default),
``role`` or ``discover``; :meth:`Episode.step` takes the calls a model of that toolset makes
(``search_tools`` / ``call_tool`` under ``discover``) and traces the underlying tool calls.
:func:`score_transcript` replays an OpenAI-format transcript on a fresh world and scores it.
"""

from __future__ import annotations

import json
import threading
import weakref
from collections import OrderedDict
from dataclasses import InitVar, dataclass, field
from typing import Any

from pydantic import ValidationError

from avabench.errors import InvalidArguments, ToolError
from avabench.identity import initial_identity
from avabench.loader import Suite, default_suite
from avabench.noise import inject
from avabench.prompts import system_prompt
from avabench.scoring.records import request_context
from avabench.scoring.scorer import TaskScore, score
from avabench.task import Script, Task, resolve_refs
from avabench.tools.output import CopiedOnRead, output_of
from avabench.tools.registry import (
    ToolResult,
    _validation_message,
    call_tool,
    parse_arguments,
    registry,
)
from avabench.toolsets import (
    CALL,
    META_TOOLS,
    SEARCH,
    check_toolset,
    definitions,
    discover_script,
    meta_spec,
)
from avabench.toolsets import search_tools as _search_tools
from avabench.toolsets import shown as _shown
from avabench.world import WorldState


@dataclass
class TraceStep:
    """One tool call as it happened."""

    name: str
    raw_arguments: str | dict[str, Any] | None
    arguments: dict[str, Any] | None
    ok: bool
    output: Any
    error: str | None
    error_kind: str | None
    writes: bool
    turn: int = 0  # the user turn it was made in (0: the request, k: after follow-up k)
    via: str | None = None  # "call_tool": reached through that meta-tool (discover)
    meta: bool = False  # a meta-tool call that reached no catalogue tool (search_tools …)


# read as a private plain-JSON copy made on the first read (avabench.tools.output); a step made
# from a result shares that result's output, so the two copy once and read the same object
TraceStep.output = CopiedOnRead()  # type: ignore[assignment,misc]  # after @dataclass saw it


def _step_of(result: ToolResult, arguments: str | dict[str, Any] | None, turn: int) -> TraceStep:
    """``TraceStep(...)`` of a call's result, its fields set at once (this runs every step)."""
    step = object.__new__(TraceStep)
    r = result.__dict__
    step.__dict__ = {
        "name": r["name"],
        "raw_arguments": r["inner_raw"] if r["via"] else arguments,
        "arguments": r["arguments"],
        "ok": r["ok"],
        "_output": r["_output"],  # shared: the step reads the result's own copy
        "error": r["error"],
        "error_kind": r["error_kind"],
        "writes": r["writes"],
        "turn": turn,
        "via": r["via"],
        "meta": r["meta"],
    }
    return step


def _calls_meta(script: Script) -> bool:
    """Does the script (any of its turns) call a meta-tool?"""
    return any(c.name in META_TOOLS for t in [script, *script.then] for c in t.calls)


def _hidden_message(toolset: str, name: str) -> str:
    """What a model is told when it calls a catalogue tool its toolset does not show."""
    if toolset == "discover":
        return (
            f"Phiên này chỉ có hai công cụ: {SEARCH} và {CALL}. Gọi '{name}' qua {CALL} với "
            f'{{"name": "{name}", "arguments": {{...}}}}.'
        )
    return (
        f"Công cụ '{name}' không có trong các công cụ của phiên này. "
        "Chỉ dùng các công cụ được cung cấp."
    )


def initial_world(task: Task, seed: int = 0, noise: int = 0) -> WorldState:
    """The task's initial world with noise applied (deterministic for task, seed, noise).

    Always built afresh; :class:`Episode` goes through a cache of these (see :func:`_prepared`).
    """
    world = task.world.fork()
    inject(world, task.id, noise, seed, task.tables_read(), set(task.noise_exclude))
    return world


# -- the reset cache ---------------------------------------------------------------------------
# Noise injection costs milliseconds and the initial truth of the assertions needs a pass over
# the initial world; both depend only on (task, seed, noise). Records are frozen, so the cached
# world is shared by every episode through a fork (new table lists, the same records) and is
# never handed out itself. Entries hold the task weakly and check that it is the same object
# with the same world, so a rebuilt or garbage-collected task never reuses a stale entry.

#: How many (task, seed, noise) initial worlds to keep (least recently used are dropped).
CACHE_SIZE = 512


@dataclass(frozen=True)
class _Prepared:
    task_ref: weakref.ref[Task]
    world_id: int
    initial: WorldState  # never mutated, never handed out: callers fork it
    truth: tuple[bool, ...]  # every assertion's value on the initial world (empty reply)
    hash_cell: list[str] = field(default_factory=list)  # the initial identity, once computed


_CACHE: OrderedDict[tuple[int, int, int], _Prepared] = OrderedDict()
_CACHE_LOCK = threading.Lock()


def clear_cache() -> None:
    """Forget every cached initial world (the benchmark uses this to time cold resets)."""
    with _CACHE_LOCK:
        _CACHE.clear()


def _prepared(task: Task, seed: int, noise: int) -> _Prepared:
    key = (id(task), seed, noise)
    with _CACHE_LOCK:
        hit = _CACHE.get(key)
        if hit is not None and hit.task_ref() is task and hit.world_id == id(task.world):
            _CACHE.move_to_end(key)
            return hit
    # a fork of the noised world: every table of it has an origin, which the episodes' forks
    # share, so their diffs skip the tables an episode did not write
    world = initial_world(task, seed, noise).fork()
    with request_context(task.user_text()):  # as score() reads them (RC2b)
        truth = tuple(a.holds(world, "") for a in task.assertions)
    prep = _Prepared(weakref.ref(task), id(task.world), world, truth)
    with _CACHE_LOCK:
        _CACHE[key] = prep
        while len(_CACHE) > max(0, CACHE_SIZE):
            _CACHE.popitem(last=False)
    return prep


@dataclass
class Episode:
    """One run of one task."""

    task: Task
    seed: int = 0
    noise: int = 0
    toolset: str = "full"
    #: Start from a fork of this world instead of the task's initial world: a world of an
    #: episode of the same task, seed and noise, to continue it (the adversaries do).
    start: InitVar[WorldState | None] = None
    world: WorldState = field(init=False)
    trace: list[TraceStep] = field(default_factory=list, init=False)
    reply: str | None = field(default=None, init=False)  # the latest turn's final answer
    replies: list[str] = field(default_factory=list, init=False)  # every turn's final answer
    initial_truth: tuple[bool, ...] = field(init=False, repr=False)
    _hash_cell: list[str] = field(init=False, repr=False, compare=False)
    # the cached initial world every episode of (task, seed, noise) shares: read, never changed
    _base: WorldState = field(init=False, repr=False, compare=False)
    _initial: WorldState | None = field(init=False, repr=False, compare=False)

    def __post_init__(self, start: WorldState | None) -> None:
        check_toolset(self.toolset)
        prep = _prepared(self.task, self.seed, self.noise)
        self._base = prep.initial
        self._initial = None
        self.world = (start if start is not None else prep.initial).fork()
        self.initial_truth = prep.truth
        self._hash_cell = prep.hash_cell

    @property
    def initial(self) -> WorldState:
        """The world the episode started from: the episode's own copy, made on first use (the
        episode itself reads the shared cached one, which nothing changes)."""
        if self._initial is None:
            self._initial = self._base.fork()
        return self._initial

    @property
    def initial_hash(self) -> str:
        """The identity of the initial world (``i1-…``, :func:`avabench.identity.initial_identity`):
        a hash of the task, seed, noise, grader and data version, never of the world itself;
        computed once per (task, seed, noise) and shared by every episode of it."""
        if not self._hash_cell:
            self._hash_cell.append(initial_identity(self.task, self.seed, self.noise))
        return self._hash_cell[0]

    @classmethod
    def reset(
        cls,
        task: str | Task,
        seed: int = 0,
        noise: int = 0,
        suite: Suite | None = None,
        toolset: str = "full",
    ) -> Episode:
        """A fresh episode of ``task`` (an id or a Task) under ``toolset``."""
        if isinstance(task, str):
            task = (suite or default_suite()).by_id()[task]
        return cls(task, seed, noise, toolset)

    # -- what the model sees ----------------------------------------------------------------
    @property
    def messages(self) -> list[dict[str, Any]]:
        """The opening messages: system prompt and the user's request."""
        return [
            {"role": "system", "content": system_prompt(self._base)},
            {"role": "user", "content": self.task.prompt},
        ]

    @property
    def turn(self) -> int:
        """The index of the user turn the agent is answering (0: the request)."""
        return len(self.replies)

    @property
    def done(self) -> bool:
        """Has the agent answered the request and every scripted follow-up?"""
        return len(self.replies) > len(self.task.followups)

    @property
    def tools(self) -> list[dict[str, Any]]:
        """OpenAI tool definitions of the toolset (a new list; the definitions are read-only).

        The same definitions, in the same order, for every episode of a toolset and session
        kind (:func:`avabench.toolsets.definitions`).
        """
        return list(definitions(self.toolset, self._base.context.user_kind))

    def transcript(self) -> list[dict[str, Any]]:
        """The episode so far as an OpenAI-format transcript (one assistant turn per call).

        :func:`score_transcript` of it gives :meth:`score`; useful as SFT data too.
        """
        out = self.messages
        turn = 0
        for i, t in enumerate(self.trace):
            while t.turn > turn:  # the turns answered before this call
                out += self._turn_end(turn)
                turn += 1
            name, raw = t.name, t.raw_arguments
            if not isinstance(raw, str):
                raw = json.dumps(raw if raw is not None else {}, ensure_ascii=False)
            if t.via == CALL:  # as the model sent it: the tool's arguments inside call_tool
                inner = raw
                try:
                    inner = json.loads(raw)
                except json.JSONDecodeError:
                    pass
                name = CALL
                raw = json.dumps({"name": t.name, "arguments": inner}, ensure_ascii=False)
            call_id = f"call_{i}"
            out.append(
                {
                    "role": "assistant",
                    "content": None,
                    "tool_calls": [
                        {
                            "id": call_id,
                            "type": "function",
                            "function": {"name": name, "arguments": raw},
                        }
                    ],
                }
            )
            # the step's output, shared: the text needs no copy
            result = ToolResult(t.name, t.ok, output_of(t), t.error, t.error_kind, t.writes)
            out.append({"role": "tool", "tool_call_id": call_id, "content": result.content()})
        while turn < len(self.replies):
            out += self._turn_end(turn)
            turn += 1
        return out

    def _turn_end(self, turn: int) -> list[dict[str, Any]]:
        """A turn's final answer and the follow-up the user sent after it (if any)."""
        out = [{"role": "assistant", "content": self.replies[turn]}]
        if turn < len(self.task.followups):
            out.append({"role": "user", "content": self.task.followups[turn]})
        return out

    # -- acting -----------------------------------------------------------------------------
    def step(self, name: str, arguments: str | dict[str, Any] | None = None) -> ToolResult:
        """Run one tool call; a model mistake comes back as a failed result, never raised.

        Under ``discover`` the model's calls are ``search_tools`` and ``call_tool``; a
        ``call_tool`` result is the called tool's own, named after it (``via="call_tool"``).
        """
        if self.done:
            raise RuntimeError("episode already finished")
        kind = self._base.context.user_kind
        if self.toolset == "discover" and name in META_TOOLS:
            result = self._search(arguments) if name == SEARCH else self._call_through(arguments)
        elif not _shown(self.toolset, kind, name) and name in registry():
            result = ToolResult(
                name,
                False,
                error=_hidden_message(self.toolset, name),
                error_kind="unknown_tool",
                writes=registry()[name].writes,
            )
        else:
            result = call_tool(self.world, name, arguments)
        self.trace.append(_step_of(result, arguments, self.turn))
        return result

    def _search(self, arguments: str | dict[str, Any] | None) -> ToolResult:
        """``search_tools``: the index's best matches (no effect on the world)."""
        parsed: dict[str, Any] | None = None
        try:
            parsed = parse_arguments(arguments)
            model, _ = meta_spec(SEARCH)
            try:
                args = model.model_validate(parsed)
            except ValidationError as exc:
                raise InvalidArguments(_validation_message(SEARCH, exc)) from None
            output = _search_tools(self.world, args.query, args.limit)
        except ToolError as exc:
            return ToolResult(
                SEARCH, False, error=exc.message, error_kind=exc.kind, arguments=parsed, meta=True
            )
        return ToolResult(SEARCH, True, output, arguments=parsed, meta=True)

    def _call_through(self, arguments: str | dict[str, Any] | None) -> ToolResult:
        """``call_tool``: run the named catalogue tool; the result is that tool's own."""
        parsed: dict[str, Any] | None = None
        try:
            parsed = parse_arguments(arguments)
            wrapper = dict(parsed)
            inner = wrapper.get("arguments")
            if isinstance(inner, str):  # the tool's arguments sent as JSON text
                wrapper["arguments"] = parse_arguments(inner)
            model, _ = meta_spec(CALL)
            try:
                args = model.model_validate(wrapper)
            except ValidationError as exc:
                raise InvalidArguments(_validation_message(CALL, exc)) from None
            if args.name in META_TOOLS:
                raise InvalidArguments(
                    f"{CALL} chỉ gọi các công cụ của danh mục, không gọi '{args.name}'."
                )
        except ToolError as exc:
            return ToolResult(
                CALL, False, error=exc.message, error_kind=exc.kind, arguments=parsed, meta=True
            )
        inner_raw = inner if isinstance(inner, str) else json.dumps(inner or {}, ensure_ascii=False)
        result = call_tool(self.world, args.name, args.arguments or {})
        return result.replaced(via=CALL, inner_raw=inner_raw)

    def finish(self, reply: str) -> str | None:
        """Record this turn's final answer to the user.

        Returns the user's next message when the task has a scripted follow-up for this turn
        (the episode goes on, on the same world), else ``None``: the episode is done. Finishing
        a done episode again replaces its last answer.
        """
        self.reply = reply or ""
        if self.done:  # finishing again replaces the last answer
            self.replies[-1] = self.reply
            return None
        self.replies.append(self.reply)
        k = len(self.replies) - 1
        return self.task.followups[k] if k < len(self.task.followups) else None

    def score(self, reply: str | None = None) -> TaskScore:
        """Grade the current world and reply against the initial world.

        ``reply`` overrides the one given to :meth:`finish` (nothing is changed by scoring).
        """
        final_reply = reply if reply is not None else self.reply
        replies = list(self.replies)
        if reply is not None:
            replies[-1:] = [reply]
        return score(
            self.task.assertions,
            self._base,
            self.world,
            final_reply or "",
            initial_truth=self.initial_truth,
            scopes=self.task.scopes,
            prompt=self.task.user_text(),
            replies=replies,
            turn_prompts=[self.task.user_text(k) for k in range(len(replies))],
        )

    def run_script(self, script: Script) -> TaskScore:
        """Play a scripted agent (``$i.path`` references resolved over every turn) and score it.

        ``script`` answers the request; each of ``script.then`` answers the next follow-up;
        a follow-up the script has no turn for is answered with nothing, as the benchmark's
        scripted agents do. Under ``discover`` a script of catalogue calls is played through
        the meta-tools (:func:`avabench.toolsets.discover_script`); one that calls them already
        is played as is.
        """
        if self.toolset == "discover" and not _calls_meta(script):
            script = discover_script(script, self.task)
        outputs: list[Any] = []
        for k, turn in enumerate([script, *script.then]):
            if self.done:
                raise ValueError(
                    f"script has {1 + len(script.then)} turns but the task only "
                    f"{1 + len(self.task.followups)}"
                )
            for c in turn.calls:
                try:
                    args = resolve_refs(c.arguments, outputs)
                except (KeyError, IndexError, TypeError, ValueError) as exc:
                    raise ValueError(
                        f"script reference failed in call {c.name} (turn {k}): {exc}"
                    ) from exc
                result = self.step(c.name, args)
                outputs.append(result.output if result.ok else {"error": result.error})
            self.finish(turn.reply)
        while not self.done:  # follow-ups the script has no turn for get no answer (as in a run)
            self.finish("")
        return self.score()


def score_transcript(
    task: str | Task,
    messages: list[dict[str, Any]],
    seed: int = 0,
    noise: int = 0,
    suite: Suite | None = None,
    toolset: str = "full",
) -> TaskScore:
    """Replay an OpenAI-format transcript's tool calls on a fresh world and score it.

    ``toolset`` is the one the transcript was made under (``discover``: its calls are
    ``search_tools`` / ``call_tool``).

    Every assistant message's ``tool_calls`` (or legacy ``function_call``) run in order; the
    final reply is the text of the last assistant message without tool calls. Other roles are
    ignored: tool results are recomputed, so a transcript cannot claim a result it did not get.
    """
    return replay(Episode.reset(task, seed, noise, suite, toolset), messages).score()


def replay(ep: Episode, messages: list[dict[str, Any]]) -> Episode:
    """Play a transcript's tool calls on ``ep`` and finish it with the transcript's reply.

    In a multi-turn task every user message after the first ends the turn before it (its text
    is the task's own scripted follow-up; what the transcript says there is not used).
    """
    reply = ""
    seen_user = 0
    for msg in messages:
        if isinstance(msg, dict) and msg.get("role") == "user":
            seen_user += 1
            if seen_user > 1 and not ep.done:  # a follow-up: the previous turn ended
                ep.finish(reply)
                reply = ""
            continue
        if not isinstance(msg, dict) or msg.get("role") != "assistant":
            continue
        calls = list(msg.get("tool_calls") or [])
        if not calls and isinstance(msg.get("function_call"), dict):
            calls = [msg["function_call"]]
        if ep.done:  # turns beyond the task's follow-ups are not played
            break
        for tc in calls:
            fn = tc.get("function", tc) if isinstance(tc, dict) else {}
            ep.step(str(fn.get("name", "")), fn.get("arguments"))
        if not calls:
            reply = message_text(msg.get("content"))
    if not ep.done:
        ep.finish(reply)
    return ep


def message_text(content: Any) -> str:
    """The text of a message ``content``: a string, or a list of OpenAI content parts."""
    if content is None:
        return ""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        parts = [
            p.get("text", "") if isinstance(p, dict) else str(p)
            for p in content
            if not isinstance(p, dict) or p.get("type", "text") == "text"
        ]
        return "".join(parts)
    return json.dumps(content, ensure_ascii=False)
