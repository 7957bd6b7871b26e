"""docs/integrations.md works verbatim: every bash and python block of each section runs.

A section's blocks run in order in one fresh directory, with the venv's scripts on ``PATH``
(``inspect``, ``vf-eval``, ``uv``); a section whose framework is not installed is skipped.
Also: ``inspect view`` serves the log the inspect example wrote.
"""

from __future__ import annotations

import importlib.util
import json
import os
import re
import shutil
import socket
import subprocess
import sys
import time
import urllib.parse
import urllib.request
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
DOC = REPO / "docs" / "integrations.md"
BIN = str(Path(sys.executable).parent)
ENV = {**os.environ, "PATH": BIN + os.pathsep + os.environ["PATH"]}

# section heading → what it needs installed
SECTIONS = {
    "inspect_ai": ["inspect_ai"],
    "verifiers": ["verifiers"],
    "Trajectory metrics and pydantic-evals": [],
}


def sections() -> dict[str, str]:
    text = DOC.read_text(encoding="utf-8")
    parts = re.split(r"^## (.+)$", text, flags=re.M)
    return {parts[i].strip(): parts[i + 1] for i in range(1, len(parts), 2)}


def blocks(section: str) -> list[tuple[str, str]]:
    return re.findall(r"```(bash|python)\n(.*?)```", sections()[section], re.S)


#: Sections whose examples another test runs verbatim.
TESTED_ELSEWHERE = {
    "TRL": "tests/integrations/test_trl.py",
    "verl": "tests/integrations/test_verl.py",
}


def test_every_runnable_block_is_in_a_tested_section():
    found = {name for name in sections() if blocks(name)}
    assert found == set(SECTIONS) | set(TESTED_ELSEWHERE)
    assert all(blocks(name) for name in SECTIONS)


def _missing(modules: list[str]) -> list[str]:
    return [m for m in modules if importlib.util.find_spec(m) is None]


def run_section(name: str, cwd: Path) -> None:
    missing = _missing(SECTIONS[name])
    if missing:
        pytest.skip(f"not installed: {', '.join(missing)}")
    if name == "verifiers" and shutil.which("uv", path=ENV["PATH"]) is None:
        pytest.skip("verifiers' chat harness needs uv (pip install uv)")
    for kind, code in blocks(name):
        cmd = ["bash", "-euo", "pipefail", "-c", code] if kind == "bash" else [sys.executable]
        done = subprocess.run(
            cmd,
            input=code if kind == "python" else None,
            cwd=cwd,
            env=ENV,
            capture_output=True,
            text=True,
            timeout=570,
        )
        assert done.returncode == 0, f"{kind} block failed:\n{code}\n{done.stdout}\n{done.stderr}"


@pytest.mark.parametrize("name", list(SECTIONS))
def test_the_section_runs_verbatim(name, tmp_path):
    run_section(name, tmp_path)
    if name == "inspect_ai":
        view_serves_the_log(tmp_path / "logs" / "inspect")


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _get(url: str) -> bytes:
    with urllib.request.urlopen(url, timeout=10) as r:
        return r.read()


def view_serves_the_log(log_dir: Path) -> None:
    """``inspect view`` lists the log and serves it with the AVABench scores in it."""
    [log] = log_dir.glob("*.eval")
    port = _free_port()
    base = f"http://127.0.0.1:{port}"
    proc = subprocess.Popen(
        [
            f"{BIN}/inspect",
            "view",
            "start",
            "--log-dir",
            str(log_dir),
            "--host",
            "127.0.0.1",
            "--port",
            str(port),
        ],
        env=ENV,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                files = json.loads(_get(f"{base}/api/log-files"))
                break
            except OSError:
                if time.monotonic() > deadline or proc.poll() is not None:
                    raise
                time.sleep(0.5)
        assert [Path(f["name"]).name for f in files["files"]] == [log.name]
        body = json.loads(_get(f"{base}/api/logs/{urllib.parse.quote(str(log), safe='')}"))
        assert body["status"] == "success"
        values = [s["scores"]["avabench_scorer"]["value"] for s in body["samples"]]
        assert values == [{"partial_credit": 1.0, "pass": 1.0}] * 2
    finally:
        proc.terminate()
        proc.wait(timeout=10)
