"""Rescoring stored runs with edited assertions, without calling a model."""

from __future__ import annotations

import dataclasses

import pytest
from typer.testing import CliRunner

from avabench import asyncrun, rescore
from avabench.history import count_rows
from avabench.launch import scripted_factory
from avabench.loader import load_suite
from avabench.results import load_run, save_run
from avabench.runner import default_settings, run_benchmark
from avabench.task import reply_has

PACK = "fixtures.pack_good"
SUITE = load_suite(PACK, include_builtin=False)
EDITED = "fixture.balance_question"


def _edited_suite():
    """The fixture pack with one assertion of one task changed (3 days → 4 days)."""
    original = SUITE.builders[EDITED]

    def build():
        task = original()
        return task.model_copy(update={"assertions": [reply_has("Reply states 4 days", 4)]})

    return dataclasses.replace(SUITE, builders={**SUITE.builders, EDITED: build})


@pytest.fixture
def oracle_run(tmp_path):
    settings = default_settings(agent="oracle", alias="oracle", task_pack=PACK, noise=3, trials=2)
    outcome = asyncrun.run(
        run_benchmark(SUITE, settings, scripted_factory(SUITE, "oracle"), out_dir=tmp_path)
    )
    assert outcome.run.summary.total.pass_rate == 1.0
    return outcome.path


def test_editing_one_assertion_changes_exactly_that_task(oracle_run, capsys):
    before = load_run(oracle_run)
    res = rescore.rescore_file(oracle_run, _edited_suite())
    assert res.warnings == []
    assert res.mismatches == []  # an edited check is re-graded, not taken for tampering
    assert [(c.task_id, c.trial) for c in res.changes] == [(EDITED, 0), (EDITED, 1)]
    assert all((c.old_passed, c.new_passed, c.new_partial) == (1, 0, 0.0) for c in res.changes)
    after = load_run(oracle_run)  # written back
    for old, new in zip(before.tasks, after.tasks, strict=True):
        if old.task_id == EDITED:
            assert new.task_completed_correctly == 0
            assert new.assertions[0].description == "Reply states 4 days"
        else:
            assert new == old  # untouched, assertion by assertion
    assert after.summary.total.pass_rate == 0.5
    assert after.rescored_at and after.settings.grader_version == before.settings.grader_version
    out = capsys.readouterr().out
    assert f"{EDITED}#0: partial 1.00 → 0.00, PASS → FAIL" in out
    assert "pass 100.0% → 50.0%" in out
    db = oracle_run.parent / "history.sqlite"
    assert count_rows(db, "run") == 4 and count_rows(db, "rescore") == 4


def test_unchanged_assertions_change_nothing(oracle_run):
    before = load_run(oracle_run)
    res = rescore.rescore_file(oracle_run, SUITE, write=False)
    assert res.changes == [] and res.warnings == []
    assert res.run.tasks == before.tasks
    assert load_run(oracle_run) == before  # --dry-run writes nothing


def test_invalid_stays_invalid_and_hash_mismatch_warns(oracle_run):
    run = load_run(oracle_run)
    tasks = list(run.tasks)
    tasks[0] = tasks[0].model_copy(update={"status": "invalid", "invalid_reason": "x"})
    tasks[1] = tasks[1].model_copy(update={"initial_world_hash": "0000000000000000"})
    res = rescore.rescore_run(run.model_copy(update={"tasks": tasks}), _edited_suite())
    assert res.run.tasks[0] == tasks[0]
    assert len(res.warnings) == 1 and "initial world hash" in res.warnings[0]
    assert res.run.summary.total.n_invalid == 1


def test_missing_task_keeps_its_grade(oracle_run):
    run = load_run(oracle_run)
    suite = dataclasses.replace(SUITE, builders={EDITED: _edited_suite().builders[EDITED]})
    res = rescore.rescore_run(run, suite)
    assert sum("not in the suite" in w for w in res.warnings) == 2
    kept = [r for r in res.run.tasks if r.task_id != EDITED]
    assert kept == [r for r in run.tasks if r.task_id != EDITED]


def test_cli_dry_run(oracle_run):
    save_run(oracle_run, load_run(oracle_run))
    out = CliRunner().invoke(rescore.app, [str(oracle_run), "--dry-run", "--task-pack", PACK])
    assert out.exit_code == 0, out.output
    assert "0 task-trial(s) changed" in out.output
    assert count_rows(oracle_run.parent / "history.sqlite", "rescore") == 0


# -- result files are data, not code or truth ------------------------------------------------


@pytest.fixture
def anti_run(tmp_path):
    settings = default_settings(agent="anti-oracle", alias="anti", task_pack=PACK)
    outcome = asyncrun.run(
        run_benchmark(SUITE, settings, scripted_factory(SUITE, "anti-oracle"), out_dir=tmp_path)
    )
    assert outcome.run.summary.total.pass_rate == 0.0
    return outcome.path


def _forge(path, oracle_path=None):
    """Paste the reference run's diffs and a perfect score into a failing run.

    (The final reply has no second copy to check it against: a pasted reply is graded as is.)
    """
    run = load_run(path)
    ref = {r.task_id: r for r in load_run(oracle_path).tasks} if oracle_path else {}
    tasks = []
    for r in run.tasks:
        update = {"task_completed_correctly": 1, "partial_credit": 1.0, "passed": r.graded}
        if r.task_id in ref:
            update["final_world_diff"] = ref[r.task_id].final_world_diff
        tasks.append(r.model_copy(update=update))
    save_run(path, run.model_copy(update={"tasks": tasks}))


def test_rescore_replays_the_trace_and_flags_a_pasted_diff(anti_run, oracle_run, capsys):
    _forge(anti_run, oracle_run)
    out = CliRunner().invoke(rescore.app, [str(anti_run), "--task-pack", PACK])
    assert out.exit_code == 1  # mismatches found
    res = load_run(anti_run)
    assert res.summary.total.pass_rate == 0.0  # the replay's grade, not the pasted one
    assert "stored final-world diff differs from the replay" in out.output
    assert "MISMATCH fixture.annual_leave#0" in out.output


def test_report_marks_forged_scores(anti_run, oracle_run):
    from avabench import report

    _forge(anti_run)  # the score alone is forged
    out = CliRunner().invoke(
        report.app, [str(anti_run), str(oracle_run), "--task-pack", PACK, "--plain"]
    )
    assert out.exit_code == 0, out.output
    row = next(line for line in out.output.splitlines() if " anti " in line)
    assert "MISMATCH 2" in row
    oracle_row = next(line for line in out.output.splitlines() if " oracle " in line)
    assert oracle_row.rstrip().endswith("ok")
    assert "stored score" in out.output


def test_a_task_pack_named_in_a_file_is_never_imported(anti_run, tmp_path, monkeypatch):
    from avabench import report

    marker = tmp_path / "imported"
    (tmp_path / "planted_pack.py").write_text(f"open({str(marker)!r}, 'w').write('ran')\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.chdir(tmp_path)
    run = load_run(anti_run)
    save_run(
        anti_run,
        run.model_copy(
            update={"settings": run.settings.model_copy(update={"task_pack": "planted_pack"})}
        ),
    )
    rep = CliRunner().invoke(report.app, [str(anti_run), "--plain"])
    res = CliRunner().invoke(rescore.app, [str(anti_run), "--dry-run"])
    assert rep.exit_code == 0 and res.exit_code == 0, rep.output + res.output
    assert not marker.exists()
    assert "unverified 2" in rep.output  # the fixture tasks were not loaded: nothing replayed
