"""``avabench play``: a person or a program plays a task as the model, blind to the grading."""

from __future__ import annotations

import asyncio
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from typer.testing import CliRunner

from avabench import rescore
from avabench.app import app
from avabench.env import Episode, score_transcript
from avabench.loader import default_suite, load_suite
from avabench.play import COMMANDS, Command, Player, default_out, find_task, parse_command
from avabench.rescore import rescore_run
from avabench.results import load_run
from avabench.task import DOMAINS, Script
from avabench.tools.registry import registry

SUITE = default_suite()
NAMES = sorted(registry())


def _plain(script: Script) -> bool:
    """A script whose arguments use no ``$i`` reference to an earlier output."""
    turns = [script, *script.then]
    return "$" not in json.dumps([[c.arguments for c in t.calls] for t in turns])


def _one_per_domain() -> list[str]:
    """The first task of each domain whose reference solution can be typed in advance."""
    out = []
    for domain in DOMAINS:
        ids = sorted(t.id for t in SUITE.tasks if t.domain == domain and not t.followups)
        out += [i for i in ids if i in SUITE.oracles and _plain(SUITE.oracles[i])][:1]
    return out


PLAYED = _one_per_domain()


def lines_of(script: Script) -> list[str]:
    """A script as play commands: every call as ``NAME {json}``, every reply as a heredoc."""
    out = []
    for turn in [script, *script.then]:
        out += [f"{c.name} {json.dumps(c.arguments, ensure_ascii=False)}" for c in turn.calls]
        out += ["reply <<END", *turn.reply.split("\n"), "END"]
    return out


def play(args: list[str], lines: list[str]):
    result = CliRunner().invoke(app, ["play", *args], input="\n".join(lines) + "\n")
    assert result.exit_code == 0, result.output + repr(result.exception)
    return result.stdout


def test_every_domain_has_a_task_to_play():
    assert len(PLAYED) == len(DOMAINS), PLAYED


@pytest.mark.parametrize("task_id", PLAYED)
def test_the_reference_played_line_by_line_rescores_to_one(task_id, tmp_path):
    out = tmp_path / "play.json"
    shown = play([task_id, "--out", str(out)], lines_of(SUITE.oracles[task_id]))
    assert "session over: the last turn is answered" in shown
    run = load_run(out)
    (r,) = run.tasks
    assert (r.partial_credit, r.task_completed_correctly) == (1.0, 1), r.assertions
    assert run.settings.agent == "human" and run.settings.alias == "human"
    assert (r.noise, run.settings.noise) == (8, 8)  # the published setting by default
    assert run.summary.total.pass_rate == 1.0
    assert len(r.trace) == len(SUITE.oracles[task_id].calls)
    task = SUITE.rebuild(task_id)
    again = rescore_run(run, SUITE)
    assert again.mismatches == [] and again.run.tasks[0].partial_credit == 1.0
    transcript = [m.openai() for m in r.messages]
    s = score_transcript(task, transcript, seed=0, noise=8)
    assert (s.partial_credit, s.passed, s.graded) == (1.0, r.passed, r.graded)
    cli = CliRunner().invoke(app, ["rescore", str(out)])
    assert cli.exit_code == 0 and "MISMATCH" not in cli.output, cli.output


@pytest.mark.parametrize("task_id", PLAYED)
def test_the_player_sees_what_a_model_gets_and_nothing_of_the_grading(task_id, tmp_path):
    out = tmp_path / "play.json"
    shown = play([task_id, "--out", str(out), "--show-score"], lines_of(SUITE.oracles[task_id]))
    ep = Episode.reset(task_id, seed=0, noise=8)
    system, user = ep.messages
    assert system["content"] in shown and user["content"] in shown
    for tool in ep.tools:
        assert f"\n{tool['function']['name']} " in shown
    task = find_task(SUITE, task_id)
    stored = load_run(out).tasks[0]
    secrets = [task.note, *(a.description for a in task.assertions)]
    secrets += [a.description for a in stored.assertions]  # the collateral guard too
    for text in secrets:
        assert text and text not in shown, text
    assert "score: partial 1.00" in shown  # the opt-in score, totals only
    for result in stored.messages:
        if result.role == "tool":
            assert result.content in shown  # exactly the text the model gets


def test_no_score_without_show_score(tmp_path):
    task_id = PLAYED[0]
    shown = play([task_id, "--out", str(tmp_path / "p.json")], lines_of(SUITE.oracles[task_id]))
    tail = shown.split("--- session over")[1]
    assert "score:" not in tail and "partial" not in tail and "PASS" not in tail


def test_bad_lines_keep_the_session_alive(tmp_path):
    out = tmp_path / "p.json"
    lines = [
        "bogus",
        "search_prodct {}",
        'search_product {"query": ',
        "schema",
        "schema nope",
        "reply",
        "tools now",
        "",
        "# a comment",
        "call nonexistent_tool {}",
        'search_product ["not", "an", "object"]',
        'search_product {"query": "áo thun"}',
        "reply Dạ shop đã tìm.",
    ]
    shown = play(["sales.basic_tee_order", "--out", str(out)], lines)
    assert "! unknown command 'bogus'" in shown
    assert "(did you mean search_product," in shown
    assert "! the arguments of search_product are not JSON" in shown
    assert "! usage: schema NAME" in shown and "! no tool named 'nope'" in shown
    assert "! reply needs the answer" in shown and "! tools takes nothing" in shown
    assert '"error_type": "unknown_tool"' in shown  # a tool mistake: the tool's own error
    assert "session over: the last turn is answered" in shown
    r = load_run(out).tasks[0]
    assert [(c.name, c.ok) for c in r.trace] == [
        ("nonexistent_tool", False),
        ("search_product", False),
        ("search_product", True),
    ]
    assert r.reply == "Dạ shop đã tìm."
    assert rescore_run(load_run(out), SUITE).mismatches == []


def test_schema_prints_the_tools_definition(tmp_path):
    shown = play(
        ["sales.basic_tee_order", "--out", str(tmp_path / "p.json")],
        ["schema amismail_write_mail", "quit"],
    )
    block = shown.split("--- schema of amismail_write_mail ---\n")[1].split("\n>\n")[0]
    assert json.loads(block) == registry()["amismail_write_mail"].schema


def test_a_multi_line_reply_by_heredoc_or_backslash(tmp_path):
    out = tmp_path / "p.json"
    play(["sales.basic_tee_order", "--out", str(out)], ["reply dòng một\\", "dòng hai"])
    assert load_run(out).tasks[0].reply == "dòng một\ndòng hai"
    play(
        ["sales.basic_tee_order", "--out", str(out), "--force"],
        ["reply <<OK", "dòng một", "", "END", "OK"],
    )
    assert load_run(out).tasks[0].reply == "dòng một\n\nEND"


def test_input_is_normalised_to_nfc(tmp_path):
    out = tmp_path / "p.json"
    nfd = "Da\u0323 shop đa\u0303 nhận"  # decomposed marks, as some keyboards send
    play(["sales.basic_tee_order", "--out", str(out)], [f"reply {nfd}"])
    assert load_run(out).tasks[0].reply == "Dạ shop đã nhận"


@pytest.fixture
def multi_turn_pack(tmp_path, monkeypatch):
    """A task pack holding the multi-turn fixture of tests/test_followups.py."""
    name = "play_multi_turn_pack"
    (tmp_path / f"{name}.py").write_text(
        "from test_followups import ORACLE, _task\n"
        "TASKS = [_task()]\n"
        "ORACLES = {'fixture.ask_which_ha': ORACLE}\n",
        encoding="utf-8",
    )
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.chdir(tmp_path)
    return name


def test_a_multi_turn_task_delivers_its_follow_up_and_ends_after_the_last_turn(
    multi_turn_pack, tmp_path
):
    suite = load_suite(multi_turn_pack)
    task = suite.by_id()["fixture.ask_which_ha"]
    oracle = suite.oracles[task.id]
    lines = [*lines_of(oracle), "tools"]  # the extra line comes after the session is over
    shown = play([task.id, "--task-pack", multi_turn_pack, "--noise", "0"], lines)
    follow_up = task.followups[0]
    assert f"--- user (turn 2) ---\n{follow_up}\n" in shown
    first_result = shown.index("--- result of amismail_search_address_book ---")
    assert shown.index(follow_up) > first_result  # only after the first reply
    assert shown.count("--- tools (") == 1 and shown.count("--- user") == 2
    assert "session over: the last turn is answered" in shown
    out = tmp_path / default_out("human", task.id)
    run = load_run(out)
    (r,) = run.tasks
    assert r.replies == [oracle.reply, oracle.then[0].reply] and r.reply == r.replies[-1]
    assert [c.turn for c in r.trace] == [0, 1]
    assert r.partial_credit == 1.0, r.assertions
    again = rescore_run(run, suite)
    assert again.mismatches == [] and again.run.tasks[0].partial_credit == 1.0
    s = score_transcript(task, [m.openai() for m in r.messages], suite=suite)
    assert s.partial_credit == 1.0
    cli = CliRunner().invoke(rescore.app, [str(out), "--task-pack", multi_turn_pack])
    assert cli.exit_code == 0 and "MISMATCH" not in cli.output, cli.output


def test_quit_answers_the_open_turn_and_later_ones_with_nothing(multi_turn_pack, tmp_path):
    out = tmp_path / "q.json"
    shown = play(
        ["fixture.ask_which_ha", "--task-pack", multi_turn_pack, "--out", str(out)],
        ["read_memory {}", "quit", "reply never read"],
    )
    assert "you quit" in shown and "--- user (turn 2)" not in shown
    r = load_run(out).tasks[0]
    assert r.replies == ["", ""] and r.status == "ok" and r.task_completed_correctly == 0


def test_end_of_input_ends_the_session(tmp_path):
    out = tmp_path / "eof.json"
    shown = play(["sales.basic_tee_order", "--out", str(out)], ['search_product {"query": "áo"}'])
    assert "! end of input" in shown and "you quit" in shown
    r = load_run(out).tasks[0]
    assert len(r.trace) == 1 and r.reply == "" and r.partial_credit == 0.0


def test_the_step_limit_ends_the_session_after_showing_the_last_result(tmp_path):
    out = tmp_path / "steps.json"
    calls = [f'search_product {{"query": "áo {i}"}}' for i in range(3)]
    shown = play(["sales.basic_tee_order", "--out", str(out), "--max-steps", "2"], calls)
    assert shown.count("--- result of search_product ---") == 2
    assert "the step limit (2 assistant turns) is reached" in shown
    r = load_run(out).tasks[0]
    assert r.stopped_by == "step_limit" and len(r.trace) == 2
    assert load_run(out).settings.max_steps == 2
    assert rescore_run(load_run(out), SUITE).mismatches == []


def test_an_unknown_task_lists_close_matches(tmp_path):
    result = CliRunner().invoke(app, ["play", "sales.basic_tee_ordr"], input="")
    assert result.exit_code == 2
    assert "no task 'sales.basic_tee_ordr'" in result.output
    assert "sales.basic_tee_order" in result.output


def test_an_earlier_attempt_is_not_overwritten_without_force(tmp_path):
    out = tmp_path / "p.json"
    play(["sales.basic_tee_order", "--out", str(out)], ["reply một"])
    again = CliRunner().invoke(app, ["play", "sales.basic_tee_order", "--out", str(out)])
    assert again.exit_code == 2 and "--force" in again.output
    assert load_run(out).tasks[0].reply == "một"


def test_alias_and_seed_go_into_the_settings(tmp_path):
    out = tmp_path / "p.json"
    args = ["sales.basic_tee_order", "--out", str(out), "--alias", "an", "--seed", "3"]
    play([*args, "--noise", "2"], ["reply một"])
    run = load_run(out)
    assert (run.settings.alias, run.settings.agent, run.settings.noise_seed) == ("an", "an", 3)
    assert (run.tasks[0].noise, run.tasks[0].noise_seed) == (2, 3)
    assert run.settings.tasks == ["sales.basic_tee_order"]


def test_the_module_entry_point():
    out = subprocess.run(
        [sys.executable, "-m", "avabench.play", "--help"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert out.returncode == 0 and "Usage" in out.stdout, out.stderr
    listed = CliRunner().invoke(app, ["--help"])
    assert "play" in listed.output


# -- parsing -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("tools", Command("tools")),
        ("  HELP ", Command("help")),
        ("exit", Command("quit")),
        ("schema read_memory", Command("schema", name="read_memory")),
        ("read_memory", Command("call", name="read_memory", text="{}")),
        ('call read_memory {"a": 1}', Command("call", name="read_memory", text='{"a": 1}')),
        ("call made_up {}", Command("call", name="made_up", text="{}")),
        ("reply Dạ vâng", Command("reply", text="Dạ vâng")),
        ("reply <<EOF", Command("reply", until="EOF")),
        ("# note", Command("empty")),
        ("   ", Command("empty")),
    ],
)
def test_parse_command(line, expected):
    assert parse_command(line, NAMES) == expected


@pytest.mark.parametrize(
    "line",
    ["made_up {}", "read_memory {", "schema", "schema made_up", "reply", "reply <<", "call"],
)
def test_parse_command_errors(line):
    assert parse_command(line, NAMES).kind == "error"


_json = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner),
    max_leaves=8,
)


@given(st.sampled_from(NAMES), st.dictionaries(st.text(max_size=6), _json, max_size=4))
def test_any_json_object_reaches_the_tool_as_typed(name, arguments):
    typed = json.dumps(arguments, ensure_ascii=False)
    for line in (f"{name} {typed}", f"call {name} {typed}"):
        cmd = parse_command(line, NAMES)
        assert cmd.kind == "call" and cmd.name == name
        assert json.loads(cmd.text) == arguments


@given(st.text(min_size=1).filter(lambda s: "\n" not in s and s.strip() == s and "\r" not in s))
def test_a_one_line_reply_is_kept_as_typed(text):
    assert parse_command(f"reply {text}", NAMES) == Command("reply", text=text)


def test_the_player_prompts_on_its_own_line_for_a_pipe():
    written: list[str] = []
    lines = iter(["tools\n", "reply xong\n"])
    player = Player(lambda _prompt: next(lines, ""), written.append)
    ep = Episode.reset("sales.basic_tee_order")
    turn = asyncio.run(player.next_turn(ep.messages, ep.tools))
    assert turn.content == "xong" and not turn.tool_calls
    assert written.count(">") == 2


# -- docs/play.md --------------------------------------------------------------------------------

DOC = Path(__file__).resolve().parent.parent / "docs" / "play.md"


def test_the_doc_lists_every_command():
    text = DOC.read_text(encoding="utf-8")
    for word in COMMANDS:
        assert f"`{word}" in text, word


def test_the_driver_example_in_the_doc_runs_as_written(tmp_path):
    (block,) = re.findall(r"```python\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S)
    (tmp_path / "drive.py").write_text(block, encoding="utf-8")
    env = {**os.environ, "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}"}
    out = subprocess.run(
        [sys.executable, "drive.py"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=120,
    )
    assert out.returncode == 0, out.stderr
    assert "--- result of search_product ---" in out.stdout
    assert "session over: the last turn is answered" in out.stdout
    r = load_run(tmp_path / "attempt.json").tasks[0]
    assert [c.name for c in r.trace] == ["search_product"] and r.reply.startswith("Dạ shop")


def test_at_a_terminal_the_prompt_is_given_to_readline():
    prompts: list[str] = []
    lines = iter(["reply một\\\n", "hai\n"])

    def readline(prompt: str) -> str:
        prompts.append(prompt)
        return next(lines, "")

    written: list[str] = []
    player = Player(readline, written.append, interactive=True)
    ep = Episode.reset("sales.basic_tee_order")
    turn = asyncio.run(player.next_turn(ep.messages, ep.tools))
    assert turn.content == "một\nhai" and prompts == ["> ", "… "] and ">" not in written


def test_a_session_played_in_steps_equals_one_played_at_once(tmp_path):
    """--session: each call adds lines; the end of input pauses; nothing is printed twice."""
    task_id = PLAYED[0]
    lines = lines_of(SUITE.oracles[task_id])
    once = tmp_path / "once.json"
    play([task_id, "--out", str(once)], lines)
    session, out = tmp_path / "s.txt", tmp_path / "steps.json"
    cut = [1, len(lines) // 2, len(lines)]
    shown = []
    for a, b in zip([0, *cut], cut, strict=False):
        shown.append(play([task_id, "--out", str(out), "--session", str(session)], lines[a:b]))
    assert all("session paused" in s for s in shown[:-1]) and "session over" in shown[-1]
    assert not out.exists() or load_run(out).tasks  # written only at the end
    assert shown[0].count("--- system ---") == 1
    assert all("--- system ---" not in s for s in shown[1:])  # never printed again
    a, b = load_run(once).tasks[0], load_run(out).tasks[0]
    assert (a.partial_credit, a.passed, a.graded) == (b.partial_credit, b.passed, b.graded)
    assert [c.output for c in a.trace] == [c.output for c in b.trace]
    assert session.read_text("utf-8").splitlines() == lines


def test_out_and_session_may_live_in_a_new_directory(tmp_path):
    """Blind players pass paths under a folder that does not exist yet: it is created."""
    task_id = PLAYED[0]
    lines = lines_of(SUITE.oracles[task_id])
    session, out = tmp_path / "new" / "s.txt", tmp_path / "other" / "r.json"
    shown = play([task_id, "--out", str(out), "--session", str(session)], lines)
    assert "session over" in shown and load_run(out).tasks[0].partial_credit == 1.0


def test_a_session_under_way_goes_on_over_a_left_over_results_file(tmp_path):
    """Continuing a --session never needs --force; a new attempt still does."""
    task_id = PLAYED[0]
    lines = lines_of(SUITE.oracles[task_id])
    session, out = tmp_path / "s.txt", tmp_path / "r.json"
    play([task_id, "--out", str(out), "--session", str(session)], lines[:1])
    out.write_text("{}", "utf-8")  # e.g. an aborted earlier step left a file behind
    shown = play([task_id, "--out", str(out), "--session", str(session)], lines[1:])
    assert "session over" in shown and load_run(out).tasks[0].partial_credit == 1.0
    fresh = CliRunner().invoke(
        app, ["play", task_id, "--out", str(out), "--session", str(tmp_path / "new.txt")]
    )
    assert fresh.exit_code == 2 and "--force" in fresh.output


def test_a_reader_that_stops_reading_costs_only_the_output(tmp_path):
    """``avabench play … | head -3``: the session still records its input and pauses."""
    task_id = PLAYED[0]
    lines = lines_of(SUITE.oracles[task_id])
    session, out = tmp_path / "s.txt", tmp_path / "r.json"
    cmd = [sys.executable, "-m", "avabench.play", task_id, "--out", str(out)]
    cmd += ["--session", str(session)]
    proc = subprocess.Popen(
        cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE
    )
    assert proc.stdout is not None and proc.stdin is not None
    proc.stdout.readline()
    proc.stdout.close()  # the reader stops here; what the commands print goes nowhere
    proc.stdin.write(("\n".join(["help", *lines[:2]]) + "\n").encode())
    proc.stdin.close()
    proc.wait(timeout=60)
    assert proc.stderr is not None
    err = proc.stderr.read().decode()
    proc.stderr.close()
    assert "Traceback" not in err, err
    assert session.read_text("utf-8").splitlines() == ["help", *lines[:2]]
    shown = play([task_id, "--out", str(out), "--session", str(session)], lines[2:])
    assert "session over" in shown and load_run(out).tasks[0].partial_credit == 1.0
