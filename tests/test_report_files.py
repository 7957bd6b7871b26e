"""report and rescore on unreadable files, the totals exports, and comparable-runs grouping."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from avabench import asyncrun, report, rescore
from avabench.domains.public_split import PUBLIC_TASK_IDS
from avabench.launch import scripted_factory
from avabench.loader import load_suite
from avabench.reporting.compare import comparable_groups, leaderboard_titles, setup_of
from avabench.reporting.export import full_totals, public_run
from avabench.reporting.files import read_files
from avabench.reporting.stats import Suites, all_stats
from avabench.reporting.tables import report_tables
from avabench.reporting.totals import Totals
from avabench.results import load_run, save_run
from avabench.runner import default_settings, run_benchmark

PACK = "fixtures.pack_good"
SUITE = load_suite(PACK, include_builtin=False)
REPO = Path(__file__).resolve().parents[1]
RUNNER = CliRunner()


def _run(out: Path, agent: str, noise: int = 0, alias: str | None = None) -> Path:
    settings = default_settings(agent=agent, alias=alias or agent, task_pack=PACK, noise=noise)
    outcome = asyncrun.run(
        run_benchmark(SUITE, settings, scripted_factory(SUITE, agent), out_dir=out)
    )
    return outcome.path


@pytest.fixture(scope="module")
def out(tmp_path_factory) -> Path:
    d = tmp_path_factory.mktemp("results")
    _run(d, "oracle")
    _run(d, "null")
    _run(d, "oracle", noise=8, alias="oracle-n8")
    return d


def _corrupt(tmp_path: Path, good: Path) -> Path:
    data = json.loads(good.read_text(encoding="utf-8"))
    del data["settings"]["alias"]
    data["tasks"][0]["partial_credit"] = "lots"
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data), encoding="utf-8")
    return bad


def test_rescore_exits_1_on_missing_and_corrupt_files_and_shows_why(out, tmp_path):
    bad = _corrupt(tmp_path, out / "oracle.json")
    r = RUNNER.invoke(rescore.app, [str(tmp_path / "missing.json"), str(bad), "--dry-run"])
    assert r.exit_code == 1
    assert f"ERROR {tmp_path / 'missing.json'}: no such file" in r.output
    assert f"ERROR {bad}: not a results file: 2 field error(s)" in r.output
    assert "settings.alias: Field required" in r.output
    assert "tasks.0.partial_credit: Input should be a valid number" in r.output


def test_rescore_still_rescores_the_readable_ones(out, tmp_path):
    r = RUNNER.invoke(
        rescore.app, [str(out / "oracle.json"), str(tmp_path / "x.json"), "--dry-run"]
    )
    assert r.exit_code == 1
    assert "ERROR" in r.output and "oracle" in r.output


def test_report_exits_1_on_an_unreadable_file(out, tmp_path):
    bad = _corrupt(tmp_path, out / "oracle.json")
    r = RUNNER.invoke(report.app, [str(out / "oracle.json"), str(bad), "--plain"])
    assert r.exit_code == 1
    assert "settings.alias: Field required" in r.output
    assert "Leaderboard" in r.output  # the readable run is still reported


def test_report_reads_the_committed_totals_exports():
    paths = sorted((REPO / "results" / "full100").glob("*.json"))
    assert paths
    r = RUNNER.invoke(report.app, [*map(str, paths), "--plain"])
    assert r.exit_code == 0, r.output
    assert "Totals exports (results/full100: no per-task data)" in r.output
    loaded = read_files(paths)
    assert loaded.failed == [] and len(loaded.totals) == len(paths)
    for _, t in loaded.totals:
        assert t.n_tasks == 150 and t.sample is None and t.noise == 8  # the full set


def test_committed_public_exports_carry_their_true_settings():
    for p in sorted((REPO / "results" / "public27").glob("*.json")):
        run = load_run(p)
        assert (run.settings.sample, run.settings.sample_seed) == (27, 0), p
        assert sorted({r.task_id for r in run.tasks}) == sorted(PUBLIC_TASK_IDS), p


def test_public_export_says_it_is_the_public_split(out):
    run = load_run(out / "oracle.json")
    pub = public_run(run, {"fixture.balance_question"})
    assert (pub.settings.sample, pub.settings.sample_seed) == (27, 0)
    assert run.settings.sample is None  # the source run is untouched


def test_totals_export_round_trips_through_its_reader(out):
    stats = all_stats([load_run(out / "oracle.json")], Suites(PACK))
    doc = full_totals(stats[0])
    t = Totals.model_validate_json(json.dumps(doc))
    assert (t.n_tasks, t.sample, t.toolset, t.format) == (2, None, "full", "avabench-totals/1")


def test_leaderboard_ranks_only_comparable_runs(out):
    runs = [load_run(out / f"{a}.json") for a in ("oracle", "null", "oracle-n8")]
    stats = all_stats(runs, Suites(PACK))
    groups = comparable_groups(stats)
    assert sorted(len(g) for _, g in groups) == [1, 2]
    titles = [t.title for t in report_tables(stats) if t.title.startswith("Leaderboard")]
    assert len(titles) == 2
    assert all("runs differ in noise: ranked separately" in t for t in titles)
    assert any("noise 8" in t for t in titles) and any("noise 0" in t for t in titles)
    same = comparable_groups(all_stats(runs[:2], Suites(PACK)))
    assert len(same) == 1
    assert leaderboard_titles(same)[0].startswith("Leaderboard: 2 tasks [")


def test_setup_differs_by_task_set_and_grader(out):
    run = load_run(out / "oracle.json")
    fewer = run.model_copy(update={"tasks": run.tasks[:1]})
    regraded = run.model_copy(
        update={"settings": run.settings.model_copy(update={"grader_version": "0"})}
    )
    assert setup_of(fewer) != setup_of(run)
    assert setup_of(regraded) != setup_of(run)
    assert setup_of(run) == setup_of(load_run(out / "null.json"))


def test_save_then_read_files(out, tmp_path):
    run = load_run(out / "oracle.json")
    save_run(tmp_path / "a.json", run)
    loaded = read_files([tmp_path / "a.json"])
    assert [r for _, r in loaded.runs] == [run]


def test_pass_rate_is_null_when_nothing_is_valid_and_the_gate_fails(out):
    from avabench.reporting.stats import gate, run_stats
    from avabench.results import percent, summarize

    run = load_run(out / "oracle.json")
    dead = [r.model_copy(update={"status": "invalid", "invalid_reason": "x"}) for r in run.tasks]
    summary = summarize(dead)
    assert summary.total.pass_rate is None and summary.by_domain["hr"].pass_rate is None
    assert json.loads(summary.model_dump_json())["total"]["pass_rate"] is None
    assert percent(None) == "—" and percent(0.5) == "50.0%"
    suite = SUITE
    base = run_stats(run, suite)
    dead_run = run.model_copy(update={"tasks": dead, "summary": summary})
    fell = gate(run_stats(dead_run, suite), base)
    assert fell[0] == "pass_rate: no valid episode (baseline 1.0000)"
