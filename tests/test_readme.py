"""README's "Add a task" works verbatim: pasted at the end of a domain's files, it adds one task."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
NEW_ID = "hr.annual_leave_two_days"


def add_a_task_blocks() -> list[str]:
    """The fenced python blocks of README's "Add a task" section, in order."""
    text = (REPO / "README.md").read_text(encoding="utf-8")
    section = text.split("## Add a task", 1)[1].split("\n## ", 1)[0]
    return re.findall(r"```python\n(.*?)```", section, re.S)


def test_the_section_has_a_tasks_block_and_an_oracle_block():
    tasks, oracle = add_a_task_blocks()
    assert "@TASKS.task(" in tasks and f'id="{NEW_ID}"' in tasks
    assert "scopes=[" in tasks
    for block in (tasks, oracle):
        assert "..." not in block  # a literal Ellipsis crashes the import
        assert not re.search(r"^(TASKS|ORACLES|ANTI_ORACLES|ALTERNATES)\s*[:=]", block, re.M), (
            "the snippet must add to the domain's dicts, never redefine them"
        )
    assert f'ORACLES["{NEW_ID}"]' in oracle and f'ANTI_ORACLES["{NEW_ID}"]' in oracle


@pytest.fixture(scope="module")
def pasted(tmp_path_factory) -> Path:
    """A copy of the package with the README blocks pasted at the end of hr's two files."""
    root = tmp_path_factory.mktemp("repo")
    shutil.copytree(
        REPO / "avabench", root / "avabench", ignore=shutil.ignore_patterns("__pycache__")
    )
    tasks, oracle = add_a_task_blocks()
    hr = root / "avabench" / "domains" / "hr"
    for name, block in (("tasks.py", tasks), ("oracle.py", oracle)):
        path = hr / name
        path.write_text(path.read_text(encoding="utf-8") + "\n\n" + block, encoding="utf-8")
    return root


def _run(root: Path, *args: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(root)}
    return subprocess.run(
        [sys.executable, *args], cwd=root, env=env, capture_output=True, text=True, timeout=300
    )


def test_the_copy_is_the_one_imported(pasted):
    out = _run(pasted, "-c", "import avabench; print(avabench.__file__)")
    assert out.stdout.strip().startswith(str(pasted)), out.stdout + out.stderr


def test_pasted_task_validates_and_the_domain_keeps_its_tasks(pasted):
    out = _run(pasted, "-m", "avabench.cli", "--validate-only")
    assert "Traceback" not in out.stderr, out.stderr
    mine = [ln for ln in out.stdout.splitlines() if ln.startswith("PROBLEM") and NEW_ID in ln]
    assert mine == []
    last = out.stdout.strip().splitlines()[-1]
    assert "hr 31 (8 hard/13 basic/10 expert)" in last, last  # the 27 built-in tasks + the new one
    listing = _run(pasted, "-m", "avabench.cli", "--list-tasks", "--json")
    assert NEW_ID in listing.stdout


def test_pasted_task_passes_selftest(pasted):
    out = _run(pasted, "-m", "avabench.selftest", "8", "--tasks", NEW_ID)
    assert out.returncode == 0, out.stdout + out.stderr
    assert "selftest: 1 tasks" in out.stdout and " 0 violations" in out.stdout


def test_pasted_files_lint_clean(pasted):
    ruff = shutil.which("ruff") or str(Path(sys.executable).parent / "ruff")
    hr = pasted / "avabench" / "domains" / "hr"
    out = subprocess.run(
        [
            ruff,
            "check",
            "--config",
            str(REPO / "pyproject.toml"),
            str(hr / "tasks.py"),
            str(hr / "oracle.py"),
        ],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert out.returncode == 0, out.stdout
