"""Every documented ``python -m avabench.<name>`` entry point starts and shows its help."""

from __future__ import annotations

import subprocess
import sys

import pytest

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
    assert out.stdout.strip().splitlines()[-1] == "83 tools (42 write) in 7 subsystems"
