"""Every documented ``python -m avabench.<name>`` entry point starts and shows its help."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from avabench import __version__
from avabench.app import app
from avabench.cli import legacy_argv
from avabench.launch import Progress, verdict
from avabench.results import RunResult, RunSettings, TaskResult, load_run, summarize

ENTRY_POINTS = ["cli", "selftest", "report", "rescore", "bench", "loadtest", "mockserver"]


@pytest.mark.parametrize("name", ENTRY_POINTS)
def test_entry_point_runs(name):
    out = subprocess.run(
        [sys.executable, "-m", f"avabench.{name}", "--help"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert out.returncode == 0, out.stderr
    assert "Usage" in out.stdout


def test_list_tools_last_line():
    out = subprocess.run(
        [sys.executable, "-m", "avabench.cli", "--list-tools"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip().splitlines()[-1] == "83 tools (42 write) in 7 subsystems", (
        "83 tools, 42 of them writes (DESIGN §3): update this line when a tool is added"
    )


# -- the installed console script ------------------------------------------------------------

SUBCOMMANDS = [
    "run",
    "validate",
    "list-tasks",
    "list-tools",
    "selftest",
    "report",
    "rescore",
    "schema",
    "merge",
    "export-otel",
    "view",
    "scopes",
    "play",
    "bench",
    "loadtest",
    "mockserver",
]


def _console_script() -> str:
    found = shutil.which("avabench") or str(Path(sys.executable).parent / "avabench")
    assert Path(found).exists(), "the avabench console script is not installed (pip install -e .)"
    return found


def _script(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([_console_script(), *args], capture_output=True, text=True, timeout=120)


def test_installed_console_script_is_the_typer_app():
    out = _script("--help")
    assert out.returncode == 0, out.stderr
    for name in SUBCOMMANDS:
        assert re.search(rf"│ {re.escape(name)}\s", out.stdout), name
    for panel in ("Benchmark", "Tasks and tools", "Results", "Infrastructure"):
        assert panel in out.stdout
    assert len(out.stdout) < 10_000  # not the tool JSON
    version = _script("--version")
    assert version.returncode == 0 and version.stdout.strip() == f"avabench {__version__}"


def test_the_cli_imports_the_openai_sdk_only_to_call_a_model():
    # every command starts in about half a second; the SDK alone takes longer to import
    code = (
        "import sys; from avabench.app import app; from avabench import launch, loadtest; "
        "print(sorted(m for m in ('openai', 'httpx') if m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert out.returncode == 0 and out.stdout.strip() == "[]", out.stdout + out.stderr


def test_installed_console_script_runs_subcommands():
    tools = _script("list-tools")
    assert tools.stdout.strip().splitlines()[-1] == "83 tools (42 write) in 7 subsystems"
    tasks = _script("list-tasks", "--split", "public", "--json")
    assert len(json.loads(tasks.stdout)) == 37  # the public 27 + the expert 10
    bad = _script("run", "--agent", "oracle", "--noise", "-1")
    assert bad.returncode == 2 and "--noise" in bad.stderr


@pytest.mark.parametrize("name", SUBCOMMANDS)
def test_every_subcommand_has_help(name):
    out = CliRunner().invoke(app, [name, "--help"])
    assert out.exit_code == 0, out.output
    assert "Usage" in out.output


# -- python -m avabench.cli keeps its flag form -----------------------------------------------


@pytest.mark.parametrize(
    ("argv", "expected"),
    [
        (["--validate-only"], ["validate"]),
        (["--list-tasks", "--json"], ["list-tasks", "--json"]),
        (["--task-pack", "p.tasks", "--list-tools"], ["list-tools", "--task-pack", "p.tasks"]),
        (["--agent", "oracle", "--plain"], ["run", "--agent", "oracle", "--plain"]),
        (["validate", "--only-pack"], ["validate", "--only-pack"]),
        ([], ["run"]),
    ],
)
def test_legacy_flags_map_to_commands(argv, expected):
    assert legacy_argv(argv) == expected


def test_legacy_list_tasks_json():
    out = subprocess.run(
        [sys.executable, "-m", "avabench.cli", "--list-tasks", "--json"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert out.returncode == 0, out.stderr
    rows = json.loads(out.stdout)
    assert len(rows) == 150, "150 built-in tasks (100 + 50 expert): update when a task is added"
    assert sum(r["split"] == "public" for r in rows) == 37  # the public 27 + the expert 10


def test_list_tasks_filters():
    r = CliRunner().invoke(
        app, ["list-tasks", "--domain", "hr", "--tier", "hard", "--split", "heldout", "--json"]
    )
    rows = json.loads(r.output)
    assert rows and all(
        (x["domain"], x["tier"], x["split"]) == ("hr", "hard", "heldout") for x in rows
    )
    r = CliRunner().invoke(app, ["list-tasks", "--tasks", "sales.voucher*", "--limit", "1"])
    lines = r.output.strip().splitlines()
    assert len(lines) == 2 and lines[0].startswith("sales.voucher_")
    assert lines[-1].startswith("1 of 2 tasks")
    r = CliRunner().invoke(app, ["list-tasks", "--tier", "easy"])
    assert r.exit_code == 2 and "hard, basic" in r.output


# -- run: options checked before anything runs, exit codes a CI can trust ----------------------


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--agent", "oracle", "--noise", "-1"], "--noise"),
        (["--agent", "oracle", "--sample", "0"], "--sample"),
        (["--agent", "oracle", "--sample", "-5"], "--sample"),
        (["--agent", "oracle", "--sample", "1000"], "--sample 1000 is more than the 150 tasks"),
        (["--agent", "oracle", "--trials", "0"], "--trials"),
        (["--agent", "oracle", "--max-concurrent", "0"], "--max-concurrent"),
        (["--agent", "oracle", "--max-invalid", "1.5"], "--max-invalid"),
        (["--agent", "oracle", "--tasks", "nope.*"], "--tasks 'nope.*' matches no task id"),
        (["--agent", "wizard"], "--agent must be one of oracle, null, anti-oracle"),
        (["--model", "m"], "--model needs --base-url"),
        (["--model", "m", "--base-url", "gw.example/v1"], "has no scheme: write http://gw"),
        ([], "nothing to run"),
    ],
)
def test_bad_run_options_exit_2_and_write_nothing(tmp_path, monkeypatch, args, message):
    monkeypatch.delenv("OPENAI_BASE_URL", raising=False)
    r = CliRunner().invoke(app, ["run", *args, "--out", str(tmp_path)])
    assert r.exit_code == 2, r.output
    assert message in r.output
    assert list(tmp_path.iterdir()) == []


def _run(tmp_path, *args):
    return CliRunner().invoke(app, ["run", *args, "--plain", "--out", str(tmp_path)])


def test_oracle_run_exits_0_with_domain_and_tier_rows(tmp_path):
    r = _run(tmp_path, "--agent", "oracle", "--tasks", "hr.refuse*", "--tasks", "office.cancel*")
    assert r.exit_code == 0, r.output
    assert "2/2 pass (100.0%)" in r.output
    for row, n in (("domain hr", 1), ("domain office", 1), ("tier basic", 2)):
        assert re.search(rf"  {row}\s+{n}/{n}\s+pass \(100\.0%\)", r.output), row
    run = load_run(tmp_path / "oracle.json")
    assert run.settings.noise == 8  # the published setting is the default


def _result(status: str) -> TaskResult:
    return TaskResult(task_id="x.y", domain="hr", tier="basic", status=status)


def _runresult(results: list[TaskResult]) -> RunResult:
    return RunResult(
        settings=RunSettings(alias="a"), started_at="t", summary=summarize(results), tasks=results
    )


def test_verdict_rules():
    ok, bad = _result("ok"), _result("invalid")
    assert verdict(_runresult([ok] * 9 + [bad]), 0.1) == (0, None)  # 10% is not above 10%
    code, why = verdict(_runresult([ok] * 8 + [bad] * 2), 0.1)
    assert code == 1 and "2 of 10 episodes invalid (20% > --max-invalid 10%)" in why
    assert verdict(_runresult([ok] * 8 + [bad] * 2), 0.25) == (0, None)
    code, why = verdict(_runresult([bad] * 3), 1.0)
    assert code == 1 and "no valid episode" in why
    assert verdict(_runresult([]), 0.1)[0] == 1


def test_resumed_tasks_count_as_done_and_progress_ends_at_n(tmp_path):
    args = ("--agent", "oracle", "--tasks", "hr.refuse*", "--tasks", "office.cancel*")
    assert _run(tmp_path, *args).exit_code == 0
    ckpt = tmp_path / "oracle.checkpoint.jsonl"
    lines = ckpt.read_text(encoding="utf-8").splitlines()
    ckpt.write_text("\n".join(lines[:2]) + "\n", encoding="utf-8")  # settings + one task
    r = _run(tmp_path, *args)
    assert r.exit_code == 0, r.output
    assert "resuming: 1 of 2 task-trials already done" in r.output
    assert re.search(r"^\[2/2\] PASS .* eta 0s$", r.output, re.M), r.output


def test_progress_eta():
    p = Progress(10, plain=True, resumed=4)
    assert p.done == 4 and p.eta() is None
    p._start -= 6.0  # two task-trials took 6 s
    p.update(_result("ok"))
    p.update(_result("ok"))
    assert p.done == 6
    assert p.eta() == pytest.approx(12.0, abs=0.5)  # 3 s each, 4 left


def test_schema_is_the_results_model():
    r = CliRunner().invoke(app, ["schema"])
    assert r.exit_code == 0
    doc = json.loads(r.output)
    assert doc == json.loads(json.dumps(RunResult.model_json_schema()))
    assert doc["title"] == "RunResult" and "settings" in doc["properties"]


def test_selftest_validates_first_and_reports_broken_tasks_without_traceback():
    from avabench.selftest import app as selftest_app

    r = CliRunner().invoke(selftest_app, ["--task-pack", "fixtures.pack_broken", "--only-pack"])
    assert r.exit_code == 1
    assert r.exception is None or isinstance(r.exception, SystemExit)
    assert "Traceback" not in r.output
    assert (
        "PROBLEM fixture.broken_table [assertion #0 'pending leave']: "
        "table 'hr.leave_request' does not exist"
    ) in r.output
    assert "1 task(s) that cannot run are skipped" in r.output
    assert "selftest: 1 tasks" in r.output  # the good task still ran
