"""The checkpoint and the out dir: append-only, locked, corrupt lines skipped, re-grading."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from avabench import asyncrun
from avabench.launch import scripted_factory
from avabench.loader import load_suite
from avabench.results import Checkpoint, CheckpointError, OutLocked, RunLock, load_run
from avabench.runner import default_settings, run_benchmark
from avabench.scoring.scorer import GRADER_VERSION

PACK = "fixtures.pack_good"
SUITE = load_suite(PACK, include_builtin=False)


def run(tmp_path, *, fresh=False, agent="oracle", trials=2):
    settings = default_settings(agent=agent, alias="ck", trials=trials)
    return asyncrun.run(
        run_benchmark(
            SUITE, settings, scripted_factory(SUITE, agent), out_dir=tmp_path, fresh=fresh
        )
    )


def ckpt_path(tmp_path: Path) -> Path:
    return tmp_path / "ck.checkpoint.jsonl"


def test_resume_only_appends(tmp_path):
    run(tmp_path, trials=1)
    before = ckpt_path(tmp_path).read_bytes()
    second = run(tmp_path, trials=1)
    assert second.executed == 0 and ckpt_path(tmp_path).read_bytes() == before
    lines = before.splitlines()
    ckpt_path(tmp_path).write_bytes(b"\n".join(lines[:2]) + b"\n")  # one task lost
    third = run(tmp_path, trials=1)
    assert third.executed == 1 and third.reused == 1
    assert ckpt_path(tmp_path).read_bytes().startswith(b"\n".join(lines[:2]) + b"\n")


def test_corrupt_lines_are_reported_by_number_and_skipped(tmp_path):
    run(tmp_path)
    with ckpt_path(tmp_path).open("ab") as fh:
        fh.write(b'{"not": "a result"}\n\xff\xfe not utf-8\n{"task_id": "cut by a cr')
    out = run(tmp_path)
    assert out.executed == 0 and out.reused == 4
    notes = "\n".join(out.warnings)
    assert "line 6: not a task result" in notes
    assert "line 7: not valid UTF-8 (byte 0)" in notes
    assert "line 8: not a task result" in notes and "(cut by a crash)" in notes
    # a torn last line never swallows the next append
    good = b"".join(ckpt_path(tmp_path).read_bytes().splitlines(keepends=True)[:5])
    ckpt_path(tmp_path).write_bytes(good[:-30])  # the last result torn by a crash
    again = run(tmp_path)
    assert again.executed == 1 and len(Checkpoint(ckpt_path(tmp_path)).read().results) == 4


@pytest.mark.parametrize("header", [b"garbage\n", b"\xff\xff\n", b'{"alias": 3}\n'])
def test_an_unreadable_first_line_refuses_and_fresh_sets_it_aside(tmp_path, header):
    run(tmp_path)
    body = ckpt_path(tmp_path).read_bytes().split(b"\n", 1)[1]
    ckpt_path(tmp_path).write_bytes(header + body)
    with pytest.raises(CheckpointError, match="line 1"):
        run(tmp_path)
    out = run(tmp_path, fresh=True)
    assert out.executed == 4 and out.run.summary.total.pass_rate == 1.0
    aside = list(tmp_path.glob("ck.checkpoint.jsonl.*.old"))
    assert len(aside) == 1 and aside[0].read_bytes() == header + body
    assert any("moved to" in w for w in out.warnings)


def test_stale_temp_files_are_removed_at_start(tmp_path):
    run(tmp_path)
    stale = [tmp_path / ".ck.json.tmp-abc123", tmp_path / ".ck.checkpoint.jsonl.tmp-x"]
    for p in stale:
        p.write_text("half a file")
    out = run(tmp_path)
    assert not any(p.exists() for p in stale)
    assert sum("left by a killed write" in w for w in out.warnings) == 2


def test_results_of_another_grader_version_are_regraded_from_their_trace(tmp_path):
    first = run(tmp_path)
    path = ckpt_path(tmp_path)
    lines = path.read_text(encoding="utf-8").splitlines()
    ck = Checkpoint(path)
    old = ck.read().results
    forged = [  # an "older grader" that scored everything 0
        r.model_copy(update={"grader_version": "0", "task_completed_correctly": 0, "passed": 0})
        for r in old[:3]
    ]
    path.write_text("\n".join([lines[0], *(r.model_dump_json() for r in forged), lines[4]]) + "\n")
    out = run(tmp_path)
    assert out.executed == 0 and out.regraded == 3
    assert {r.grader_version for r in out.run.tasks} == {GRADER_VERSION}
    assert [r.task_completed_correctly for r in out.run.tasks] == [1, 1, 1, 1]
    assert [r.assertions for r in out.run.tasks] == [r.assertions for r in first.run.tasks]
    assert len(path.read_text(encoding="utf-8").splitlines()) == 5 + 3  # appended, not rewritten


def test_a_second_process_on_the_same_out_is_refused(tmp_path):
    holder = subprocess.Popen(
        [
            sys.executable,
            "-c",
            textwrap.dedent(
                f"""
                import sys
                from avabench.results import RunLock
                with RunLock({str(tmp_path)!r}, "ck"):
                    print("held", flush=True)
                    sys.stdin.read()
                """
            ),
        ],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout.readline().strip() == "held"
        with pytest.raises(OutLocked, match=f"pid {holder.pid}"):
            run(tmp_path)
        assert not ckpt_path(tmp_path).exists()
    finally:
        holder.communicate("")
    assert run(tmp_path).executed == 4  # released when the holder ended


def test_lock_is_released_when_the_holder_is_killed(tmp_path):
    code = f"from avabench.results import RunLock; l = RunLock({str(tmp_path)!r}, 'ck').__enter__(); import time; print('held', flush=True); time.sleep(60)"
    holder = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, text=True)
    assert holder.stdout.readline().strip() == "held"
    holder.kill()
    holder.wait()
    holder.stdout.close()
    with RunLock(tmp_path, "ck"):
        assert (tmp_path / "ck.lock").read_text().strip() == str(os.getpid())


def test_final_file_loads_after_every_run(tmp_path):
    out = run(tmp_path, agent="anti-oracle")
    assert load_run(out.path) == out.run
