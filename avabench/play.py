"""Play a task as the model: ``avabench play TASK`` (= ``python -m avabench.play TASK``).

The player, a person at a terminal or another program on a pipe, gets exactly what a model
gets (the system prompt, the tool list, the user's request) and answers one command per line::

    tools                         the tool list again (name and first line of the description)
    schema NAME                   one tool's full definition, as the model is given it
    NAME {json}  |  call NAME {json}
                                  one tool call; prints the tool result exactly as the model sees
                                  it (``ToolResult.content()``); a mistake is the tool's own error
    reply TEXT                    the final answer of this turn
    reply <<END                   … a multi-line answer, up to a line that is exactly ``END``
    help  |  quit

A line ending in a backslash goes on on the next line (for any command); blank lines and
lines starting with ``#`` are skipped; input is read as UTF-8 and normalised to NFC. A line
that is no command (unknown word, arguments that are not JSON) gets a message starting with
``!`` and the session goes on: it is not a tool call and costs no step. When the session waits
for a command it prints ``>`` (on a line of its own when the input is not a terminal, so a
driving program can read up to it).

The episode is the benchmark's own: the player is a :class:`~avabench.agents.base.Policy`
run by :func:`avabench.runner.run_episode`, so every call passes the same caps and argument
checks, the conversation is stored the same way, follow-up user messages arrive after a reply,
and the step limit is the task's. One call or one reply is one assistant turn. ``quit`` (or the
end of the input) ends the session: the turn being played and any later one are answered with
an empty reply. The results file (one :class:`~avabench.results.TaskResult` in a
:class:`~avabench.results.RunResult`) is written when the session ends; ``rescore`` replays it
and ``score_transcript`` of its messages gives the same score.

Nothing of the grading is ever printed: no assertion, no task note, no reference solution;
the score only with ``--show-score``, after the session.

**Sessions in steps** (``--session FILE``), for a program that cannot keep a process open
between its commands: every input line is appended to FILE, and the end of the input *pauses*
the session instead of ending it. The next ``avabench play TASK --session FILE`` replays the
stored lines silently (tools are deterministic, so the world is the same), prints nothing it
printed before, and goes on with the new input. The results file is written when the last turn
is answered (or at ``quit``).
"""

from __future__ import annotations

import datetime as dt
import difflib
import json
import os
import sys
import unicodedata
from collections.abc import Callable, Collection
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

import typer

from avabench import asyncrun
from avabench.agents.base import AssistantTurn, ToolCallRequest
from avabench.loader import Suite, load_suite
from avabench.replay import limits_of
from avabench.results import RunResult, RunSettings, TaskResult, save_run, summarize
from avabench.runner import default_settings, file_safe, run_episode
from avabench.safety import escape_surrogates
from avabench.task import Task
from avabench.toolsets import TOOLSETS

#: A person may think for a long time: the wall budget of a played episode (seconds).
PLAY_TIMEOUT = 7 * 24 * 3600.0

#: The commands of a session (besides a bare tool name).
COMMANDS = ("tools", "schema", "call", "reply", "help", "quit")

HELP = """\
commands (one per line):
  tools                      list the tools (name and first line of the description)
  schema NAME                one tool's full definition (JSON), as the model is given it
  NAME {json}                call a tool; also: call NAME {json}; no arguments means {}
  reply TEXT                 your final answer for this turn
  reply <<END                a multi-line answer: the lines up to one that is exactly END
  help                       this text
  quit                       end the session (this turn and later ones get an empty reply)
a line ending in \\ goes on on the next line; lines starting with # are skipped"""

Kind = Literal["empty", "tools", "schema", "call", "reply", "help", "quit", "error"]


@dataclass(frozen=True)
class Command:
    """One parsed input line.

    Attributes:
        kind: what the line asks for (``error``: it asks for nothing valid).
        name: the tool (``schema``, ``call``).
        text: ``call``: the raw JSON arguments; ``reply``: the answer; ``error``: the message.
        until: ``reply <<WORD``: the line that ends the answer (read by the session).
    """

    kind: Kind
    name: str = ""
    text: str = ""
    until: str | None = None


def _close(word: str, names: Collection[str]) -> str:
    near = difflib.get_close_matches(word, list(names), n=3, cutoff=0.6)
    return f" (did you mean {', '.join(near)}?)" if near else ""


def parse_command(line: str, tool_names: Collection[str]) -> Command:
    """Parse one command line (continuations already joined).

    Args:
        line: the line, without its newline.
        tool_names: the tools a bare ``NAME {json}`` may name.

    Returns:
        The command; bad input is a ``Command("error", text=message)``, never an exception.
    """
    stripped = line.strip()
    if not stripped or stripped.startswith("#"):
        return Command("empty")
    word, _, rest = stripped.partition(" ")
    rest = rest.strip()
    low = word.lower()
    if low in ("tools", "help", "quit", "exit"):
        if rest:
            return Command("error", text=f"{low} takes nothing after it")
        return Command("quit" if low == "exit" else low)  # type: ignore[arg-type]
    if low == "schema":
        if not rest or " " in rest:
            return Command("error", text="usage: schema NAME")
        if rest not in tool_names:
            return Command("error", text=f"no tool named {rest!r}{_close(rest, tool_names)}")
        return Command("schema", name=rest)
    if low == "reply":
        if rest.startswith("<<"):
            until = rest[2:].strip()
            if not until or " " in until:
                return Command("error", text="usage: reply <<WORD, then the lines, then WORD")
            return Command("reply", until=until)
        if not rest:
            return Command("error", text="reply needs the answer (reply <<END for several lines)")
        return Command("reply", text=rest)
    if low == "call":
        name, _, args = rest.partition(" ")
        if not name:
            return Command("error", text="usage: call NAME {json arguments}")
        return _call(name, args.strip())  # any name: an unknown tool is the tool's own error
    if word in tool_names:
        return _call(word, rest)
    return Command(
        "error",
        text=f"unknown command {word!r}{_close(word, [*COMMANDS, *tool_names])}; type help",
    )


def _call(name: str, args: str) -> Command:
    if not args:
        return Command("call", name=name, text="{}")
    try:
        json.loads(args)
    except ValueError as exc:
        return Command("error", text=f"the arguments of {name} are not JSON: {exc}")
    return Command("call", name=name, text=args)


def one_line(tool: dict[str, Any]) -> tuple[str, str]:
    """A tool definition's name and the first line of its description."""
    fn = tool.get("function", tool)
    desc = str(fn.get("description") or "").strip()
    return str(fn.get("name", "")), desc.splitlines()[0] if desc else ""


class Paused(BaseException):
    """The input of a ``--session`` ended: the session is stored, not ended.

    A ``BaseException`` so that the episode loop (which turns every ``Exception`` into an
    invalid episode) lets it through.
    """


class Player:
    """A policy whose turns are typed, one command per line (see the module docstring).

    Args:
        readline: given a prompt (``""`` when the input is not a terminal), returns the next
            input line with its newline, ``""`` at the end of input.
        write: prints one line of output.
        interactive: the input is a terminal: ``readline`` shows the prompt (``> ``, and
            ``… `` on a continued line); otherwise the player prints a line ``>`` before
            reading a command.
        replay: input lines of earlier steps of the session, read first and silently.
        record: called with every line read from ``readline`` (a session keeps them).
        pause_at_end: the end of the input pauses the session (:class:`Paused`).
    """

    name = "human"

    def __init__(
        self,
        readline: Callable[[str], str],
        write: Callable[[str], None],
        *,
        interactive: bool = False,
        replay: list[str] | None = None,
        record: Callable[[str], None] | None = None,
        pause_at_end: bool = False,
    ) -> None:
        self._readline = readline
        self._write = write
        self.interactive = interactive
        self._replay = list(replay or [])
        self._silent = bool(self._replay)  # nothing printed again while earlier steps replay
        self._record = record
        self._pause_at_end = pause_at_end
        self.quit = False
        self._shown = 0
        self._messages: list[dict[str, Any]] = []
        self._tools: list[dict[str, Any]] = []
        self._call_names: dict[str, str] = {}
        self._user_turns = 0
        self._calls = 0

    def say(self, text: str) -> None:
        """Print ``text`` (lone surrogates escaped, so any text prints)."""
        if self._silent:
            return
        for line in escape_surrogates(text).split("\n"):
            self._write(line)

    def _line(self, prompt: str) -> str:
        """The next raw input line: a replayed one, else one read (and recorded)."""
        if self._replay:
            return self._replay.pop(0)
        self._silent = False
        raw = self._readline(prompt)
        if raw and self._record is not None:
            self._record(raw if raw.endswith("\n") else raw + "\n")
        if raw == "" and self._pause_at_end:
            raise Paused
        return raw

    def _read(self) -> str | None:
        """The next command line (continuations joined, NFC), or None at the end of input."""
        parts: list[str] = []
        while True:
            if not self.interactive and not parts and not self._replay:
                self._silent = False
                self._write(">")
            raw = self._line(("… " if parts else "> ") if self.interactive else "")
            if raw == "":
                return "\n".join(parts) if parts else None
            line = unicodedata.normalize("NFC", raw.rstrip("\r\n").rstrip("\r"))
            if line.endswith("\\"):
                parts.append(line[:-1])
                continue
            parts.append(line)
            return "\n".join(parts)

    def _heredoc(self, until: str) -> str | None:
        lines: list[str] = []
        while True:
            raw = self._line("")
            if raw == "":
                return None
            line = unicodedata.normalize("NFC", raw.rstrip("\r\n").rstrip("\r"))
            if line == until:
                return "\n".join(lines)
            lines.append(line)

    # -- what the model gets ----------------------------------------------------------------
    def show_tools(self) -> None:
        """The tool list: one line per tool."""
        self.say(f"--- tools ({len(self._tools)}) ---")
        rows = [one_line(t) for t in self._tools]
        width = max((len(n) for n, _ in rows), default=0)
        for name, desc in rows:
            self.say(f"{name.ljust(width)}  {desc}".rstrip())

    def show_schema(self, name: str) -> None:
        """One tool's full definition."""
        tool = next(t for t in self._tools if one_line(t)[0] == name)
        self.say(f"--- schema of {name} ---")
        self.say(json.dumps(tool, ensure_ascii=False, indent=2))

    def flush(self) -> None:
        """Print the messages not shown yet: the system prompt, the request, tool results,
        follow-up user messages (the player's own turns are not repeated; nothing after
        ``quit``)."""
        if self.quit:
            self._shown = len(self._messages)
            return
        for msg in self._messages[self._shown :]:
            role = msg.get("role")
            if role == "system":
                self.say("--- system ---")
                self.say(str(msg.get("content") or ""))
                self.show_tools()
            elif role == "user":
                self._user_turns += 1
                turn = f" (turn {self._user_turns})" if self._user_turns > 1 else ""
                self.say(f"--- user{turn} ---")
                self.say(str(msg.get("content") or ""))
            elif role == "tool":
                name = self._call_names.get(str(msg.get("tool_call_id")), "?")
                self.say(f"--- result of {name} ---")
                self.say(str(msg.get("content") or ""))
        self._shown = len(self._messages)

    # -- the policy -------------------------------------------------------------------------
    async def next_turn(
        self, messages: list[dict[str, Any]], tools: list[dict[str, Any]]
    ) -> AssistantTurn:
        """Show what is new, then read commands until a tool call or a reply."""
        if self.quit:
            return AssistantTurn(content="", finish_reason="stop")
        self._messages, self._tools = messages, tools
        self.flush()
        names = [one_line(t)[0] for t in tools]
        while True:
            line = self._read()
            if line is None:
                self.say("! end of input")
                self.quit = True
                return AssistantTurn(content="", finish_reason="stop")
            cmd = parse_command(line, names)
            if cmd.kind == "error":
                self.say(f"! {cmd.text}")
            elif cmd.kind == "help":
                self.say(HELP)
            elif cmd.kind == "tools":
                self.show_tools()
            elif cmd.kind == "schema":
                self.show_schema(cmd.name)
            elif cmd.kind == "quit":
                self.quit = True
                return AssistantTurn(content="", finish_reason="stop")
            elif cmd.kind == "call":
                call_id = f"call_{self._calls}"
                self._calls += 1
                self._call_names[call_id] = cmd.name
                return AssistantTurn(
                    tool_calls=[ToolCallRequest(call_id, cmd.name, cmd.text)],
                    finish_reason="tool_calls",
                )
            elif cmd.kind == "reply":
                text = cmd.text if cmd.until is None else self._heredoc(cmd.until)
                if text is None:
                    self.say(f"! end of input before {cmd.until}: the session ends")
                    self.quit = True
                    return AssistantTurn(content="", finish_reason="stop")
                return AssistantTurn(content=text, finish_reason="stop")

    async def aclose(self) -> None:
        """Nothing to release."""


def play_task(
    task: Task,
    player: Player,
    settings: RunSettings,
) -> RunResult:
    """Play ``task`` with ``player`` under ``settings``; the run with its one task result."""
    started = dt.datetime.now(dt.UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
    result: TaskResult = asyncrun.run(
        run_episode(
            task,
            player,
            noise=settings.noise,
            noise_seed=settings.noise_seed,
            max_steps=settings.max_steps,
            limits=limits_of(settings, PLAY_TIMEOUT),
            toolset=settings.toolset,
        )
    )
    player.flush()  # the results of the last calls, when a cap ended the episode
    return RunResult(
        settings=settings,
        started_at=started,
        finished_at=dt.datetime.now(dt.UTC).strftime("%Y-%m-%dT%H:%M:%SZ"),
        summary=summarize([result]),
        tasks=[result],
    )


def ending(result: TaskResult, player: Player, max_steps: int) -> str:
    """Why the session ended, in words that say nothing of the grading."""
    if result.status == "invalid":
        return f"the episode is invalid ({result.invalid_reason})"
    if player.quit:
        return "you quit; the open turn and any later one are answered with an empty reply"
    if result.stopped_by == "step_limit":
        return f"the step limit ({max_steps} assistant turns) is reached"
    if result.stopped_by == "tool_limit":
        return "the tool-call limit is reached"
    return "the last turn is answered"


def find_task(suite: Suite, task_id: str) -> Task:
    """The task with this id.

    Raises:
        KeyError: no such task; the message lists the closest ids.
    """
    by_id = suite.by_id()
    if task_id in by_id:
        return by_id[task_id]
    ids = sorted(by_id)
    near = difflib.get_close_matches(task_id, ids, n=5, cutoff=0.5)
    near += [i for i in ids if task_id.lower() in i.lower() and i not in near][: 8 - len(near)]
    hint = f"; close matches: {', '.join(near)}" if near else ""
    raise KeyError(f"no task {task_id!r}{hint} (avabench list-tasks lists them)")


def default_out(alias: str, task_id: str) -> Path:
    """``results/play/<alias>-<task>.json`` (outside ``results/*.json``: not a leaderboard run)."""
    return Path("results") / "play" / f"{file_safe(alias)}-{file_safe(task_id)}.json"


def _say(line: str) -> None:
    """Print one line; a reader that stopped reading (``| head``) costs only the output.

    The rest of the output goes to the null device, so the session still reads all its input,
    records it and pauses or ends as usual.
    """
    try:
        print(line, flush=True)
    except BrokenPipeError:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())


def _terminal_line(prompt: str) -> str:
    try:
        return input(prompt) + "\n"
    except EOFError:
        return ""


app = typer.Typer(add_completion=False, pretty_exceptions_show_locals=False)


@app.command()
def main(
    task_id: str = typer.Argument(..., metavar="TASK", help="The task id (avabench list-tasks)."),
    noise: int = typer.Option(8, min=0, help="Distractor records per safe table (8: published)."),
    seed: int = typer.Option(0, help="Seed of the distractors (the run's --noise-seed)."),
    task_pack: str | None = typer.Option(None, help="Importable module path of a task pack."),
    out: Path | None = typer.Option(
        None, help="Results file to write (default: results/play/<alias>-<task>.json)."
    ),
    alias: str = typer.Option("human", help="Who plays: the run's alias and agent in the file."),
    max_steps: int | None = typer.Option(
        None, min=1, help="Assistant turns allowed (default: the task's own, as in a run)."
    ),
    show_score: bool = typer.Option(
        False, "--show-score", help="Print the score after the session (never the checks)."
    ),
    force: bool = typer.Option(False, "--force", help="Overwrite an existing results file."),
    toolset: str = typer.Option(
        "full", help="What the player is shown: full | role | discover (search_tools + call_tool)."
    ),
    session: Path | None = typer.Option(
        None,
        help="Play in steps: keep the input in this file; the end of the input pauses the "
        "session, and the next call with the same file goes on from there.",
    ),
) -> None:
    """Play a task as the model: what a model gets, one command per line (type help)."""
    if toolset not in TOOLSETS:
        typer.echo(f"--toolset must be one of {', '.join(TOOLSETS)}, not {toolset!r}", err=True)
        raise typer.Exit(2)
    suite = load_suite(task_pack)
    try:
        task = find_task(suite, task_id)
    except KeyError as exc:
        for p in suite.problems:
            typer.echo(f"{p.where}: {p.message}", err=True)
        typer.echo(str(exc.args[0]), err=True)
        raise typer.Exit(2) from None
    path = out or default_out(alias, task.id)
    earlier = (
        session.read_text("utf-8").splitlines(keepends=True) if session and session.exists() else []
    )
    # A session under way owns its results file (an earlier step may have left one behind);
    # only a new attempt must not overwrite an earlier one.
    if path.exists() and not force and not earlier:
        typer.echo(f"{path} exists (an earlier attempt); pass --force or another --out", err=True)
        raise typer.Exit(2)
    for target in (path, session):
        if target is not None:
            target.parent.mkdir(parents=True, exist_ok=True)
    for stream, errors in ((sys.stdin, "replace"), (sys.stdout, "strict")):
        try:  # the project's text is UTF-8 whatever the locale; a bad byte is U+FFFD
            stream.reconfigure(encoding="utf-8", errors=errors)  # type: ignore[union-attr]
        except (AttributeError, ValueError, OSError):
            pass
    interactive = sys.stdin.isatty()
    if interactive:
        import readline  # noqa: F401  (line editing and history for input())

    def record(line: str) -> None:
        assert session is not None
        with session.open("a", encoding="utf-8") as fh:
            fh.write(line)

    player = Player(
        _terminal_line if interactive else lambda _prompt: sys.stdin.readline(),
        _say,
        interactive=interactive,
        replay=earlier,
        record=record if session else None,
        pause_at_end=session is not None,
    )
    settings = default_settings(
        agent=alias,
        alias=alias,
        noise=noise,
        noise_seed=seed,
        tasks=[task.id],
        task_pack=task_pack,
        max_steps=max_steps,
        toolset=toolset,
    )
    try:
        run = play_task(task, player, settings)
    except KeyboardInterrupt:
        typer.echo("\ninterrupted: nothing written", err=True)
        raise typer.Exit(130) from None
    except Paused:
        typer.echo(
            f"--- session paused: go on with avabench play {task.id} --session {session} ---"
        )
        return
    result = run.tasks[0]
    save_run(path, run)
    player.say(f"--- session over: {ending(result, player, max_steps or task.max_steps)} ---")
    player.say(f"results: {path}")
    if show_score:
        player.say(
            f"score: partial {result.partial_credit:.2f}, {result.passed}/{result.graded} checks "
            f"passed, {'PASS' if result.task_completed_correctly else 'FAIL'}"
        )


if __name__ == "__main__":
    app()
