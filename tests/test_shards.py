"""``--shard i/N`` and ``avabench merge``: a run split across machines is the unsharded run."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections import Counter
from pathlib import Path
from types import SimpleNamespace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from avabench.app import app
from avabench.results import load_run
from avabench.shards import assignment, order_key, parse_shard, select_shard

SELECTION = ["--agent", "oracle", "--sample", "10", "--trials", "2", "--plain"]
#: What a result's score is made of (compared byte for byte between merged and unsharded).
SCORE_FIELDS = (
    "task_id",
    "domain",
    "tier",
    "trial",
    "status",
    "invalid_reason",
    "partial_credit",
    "task_completed_correctly",
    "graded",
    "passed",
    "assertions",
    "final_world_diff",
    "initial_world_hash",
    "reply",
)


def cli(*args: str):
    return CliRunner().invoke(app, list(args))


def score_bytes(path: Path) -> tuple[str, list[str], list[str]]:
    """The summary's buckets, every task's score fields and its tool calls, as stored JSON."""
    run = load_run(path)
    summary = run.summary.model_dump_json(include={"total", "by_domain", "by_tier"})
    tasks = [r.model_dump_json(include=set(SCORE_FIELDS)) for r in run.tasks]
    calls = [  # the tool trace, without the timing (which no two runs share)
        c.model_dump_json(exclude={"offset_s", "duration_s"}) for r in run.tasks for c in r.trace
    ]
    return summary, tasks, calls


@pytest.fixture(scope="module")
def runs(tmp_path_factory) -> Path:
    """Three shards and the unsharded run of the same selection, with the oracle agent."""
    root = tmp_path_factory.mktemp("shards")
    for i in (1, 2, 3):
        out = cli("run", *SELECTION, "--out", str(root / f"machine{i}"), "--shard", f"{i}/3")
        assert out.exit_code == 0, out.output
    out = cli("run", *SELECTION, "--out", str(root / "whole"))
    assert out.exit_code == 0, out.output
    return root


def shard_files(root: Path) -> list[str]:
    return [str(root / f"machine{i}" / f"oracle.shard{i}of3.json") for i in (1, 2, 3)]


def test_three_merged_shards_equal_the_unsharded_run_byte_for_byte(runs, tmp_path):
    merged = tmp_path / "merged.json"
    out = cli("merge", *shard_files(runs), "-o", str(merged))
    assert out.exit_code == 0, out.output
    assert "merged 3 shards: 20 task-trials" in out.output
    whole = runs / "whole" / "oracle.json"
    assert score_bytes(merged) == score_bytes(whole)
    m, w = load_run(merged), load_run(whole)
    assert m.settings == w.settings  # the same commit here: nothing differs, not even provenance
    assert m.settings.shard is None and m.settings.fingerprint() == w.settings.fingerprint()
    assert [(r.task_id, r.trial) for r in m.tasks] == [(r.task_id, r.trial) for r in w.tasks]
    sizes = sorted(len(load_run(Path(f)).tasks) for f in shard_files(runs))
    assert sizes == [6, 7, 7]


def test_report_and_rescore_take_the_merged_file_as_a_run(runs, tmp_path):
    merged = tmp_path / "merged.json"
    assert cli("merge", *shard_files(runs), "-o", str(merged)).exit_code == 0
    rescored = cli("rescore", str(merged), "--dry-run")
    assert rescored.exit_code == 0, rescored.output
    assert "0 task-trial(s) changed" in rescored.output
    report = cli("report", str(merged), str(runs / "whole" / "oracle.json"))
    assert report.exit_code == 0, report.output
    first = report.output.splitlines()[0]
    assert first.startswith("Leaderboard: 10 tasks"), first  # one table: the two are comparable
    assert "MISMATCH" not in report.output and "unverified" not in report.output


def test_shard_files_are_named_and_stamped_and_resume(runs):
    one = load_run(Path(shard_files(runs)[0]))
    assert one.settings.shard == "1/3" and one.settings.alias == "oracle"
    whole = load_run(runs / "whole" / "oracle.json")
    assert one.settings.fingerprint() != whole.settings.fingerprint()
    again = cli("run", *SELECTION, "--out", str(runs / "machine1"), "--shard", "1/3")
    assert again.exit_code == 0 and "(resumed 7)" in again.output, again.output


def _merge_refused(tmp_path: Path, *files: str) -> str:
    out = cli("merge", *files, "-o", str(tmp_path / "m.json"))
    assert out.exit_code == 1, out.output
    assert not (tmp_path / "m.json").exists()
    return out.output


def _edited(tmp_path: Path, src: str, name: str, edit) -> str:
    data = json.loads(Path(src).read_text(encoding="utf-8"))
    edit(data)
    dest = tmp_path / name
    dest.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return str(dest)


def test_merge_refuses_gaps_and_overlaps(runs, tmp_path):
    a, b, c = shard_files(runs)
    assert "gap: shard 3/3 missing" in _merge_refused(tmp_path, a, b)
    assert "overlap: shard 2/3 is given twice" in _merge_refused(tmp_path, a, b, b, c)
    first = load_run(Path(b)).tasks[0]
    lost = _edited(tmp_path, b, "lost.json", lambda d: d["tasks"].pop(0))
    msg = _merge_refused(tmp_path, a, lost, c)
    assert f"gap: 1 task-trial(s) of the selection in no file: {first.task_id}#{first.trial}" in msg
    stolen = load_run(Path(c)).tasks[0].model_dump(mode="json", by_alias=True)
    extra = _edited(tmp_path, a, "extra.json", lambda d: d["tasks"].append(stolen))
    msg = _merge_refused(tmp_path, extra, b, c)
    key = f"{stolen['task_id']}#{stolen['trial']}"
    assert f"overlap: {key} is in {extra} and {c}" in msg
    assert f"(shard 1/3) holds {key}, which belongs to shard 3/3" in msg


def test_merge_refuses_other_settings_grader_versions_and_whole_runs(runs, tmp_path):
    a, b, c = shard_files(runs)
    noisy = _edited(tmp_path, b, "noisy.json", lambda d: d["settings"].update(noise=0))
    assert "was run with other settings than" in (msg := _merge_refused(tmp_path, a, noisy, c))
    assert "noise: 8 vs 0" in msg

    def old_grader(d):
        d["settings"]["grader_version"] = "1"
        for t in d["tasks"]:
            t["grader_version"] = "1"

    old = _edited(tmp_path, c, "old.json", old_grader)
    msg = _merge_refused(tmp_path, a, b, old)
    assert "grader versions differ (1, " in msg and "avabench rescore first" in msg
    whole = str(runs / "whole" / "oracle.json")
    assert "is not a shard (it was run without --shard)" in _merge_refused(tmp_path, a, whole)
    thirds_and_halves = _edited(
        tmp_path, c, "half.json", lambda d: d["settings"].update(shard="2/2")
    )
    assert "split the run differently" in _merge_refused(tmp_path, a, b, thirds_and_halves)


def test_merge_refuses_an_unreadable_file(tmp_path):
    bad = tmp_path / "x.json"
    bad.write_text("{}", encoding="utf-8")
    out = cli("merge", str(bad), "-o", str(tmp_path / "m.json"))
    assert out.exit_code == 1 and "cannot read it as a results file" in out.output


@pytest.mark.parametrize("bad", ["0/3", "4/3", "1/0", "a/b", "3", "1/3/5"])
def test_a_bad_shard_is_refused_before_the_run(tmp_path, bad):
    out = cli("run", "--agent", "oracle", "--out", str(tmp_path), "--shard", bad)
    assert out.exit_code == 2 and "--shard" in out.output
    assert not list(tmp_path.iterdir())


@pytest.mark.parametrize(("text", "pair"), [("1/3", (1, 3)), (" 3 / 3 ", (3, 3)), ("1/1", (1, 1))])
def test_parse_shard(text, pair):
    assert parse_shard(text) == pair


# -- the assignment rule holds for every selection -------------------------------------------

DOMAINS = ["sales", "hr", "office", "recruitment", "accounting_crm"]


@st.composite
def selections(draw):
    n_tasks = draw(st.integers(0, 40))
    tasks = [
        SimpleNamespace(
            id=f"{d}.t{i:02d}",
            domain=d,
            tier=draw(st.sampled_from(["hard", "basic", "expert"])),
        )
        for i in range(n_tasks)
        for d in [draw(st.sampled_from(DOMAINS))]
    ]
    trials = draw(st.integers(1, 3))
    items = [(t, k) for t in {t.id: t for t in tasks}.values() for k in range(trials)]
    return draw(st.permutations(items)), draw(st.integers(1, 7))


def _spread(counts: Counter, n: int) -> int:
    values = [counts.get(i, 0) for i in range(1, n + 1)]
    return max(values) - min(values)


@settings(max_examples=200, deadline=None)
@given(selections())
def test_shards_partition_the_selection_evenly_within_every_stratum(case):
    items, n = case
    parts = [select_shard(items, f"{i}/{n}") for i in range(1, n + 1)]
    keys = [[(t.id, k) for t, k in p] for p in parts]
    flat = [x for p in keys for x in p]
    assert sorted(flat) == sorted((t.id, k) for t, k in items)  # disjoint and complete
    for p in parts:  # each shard keeps the given order
        pos = {id(x): i for i, x in enumerate(items)}
        assert [pos[id(x)] for x in p] == sorted(pos[id(x)] for x in p)
    owner = assignment(items, n)
    assert _spread(Counter(owner.values()), n) <= 1
    for group in {(t.domain,) for t, _ in items} | {(t.domain, t.tier) for t, _ in items}:
        inside = Counter(
            owner[(t.id, k)] for t, k in items if (t.domain, t.tier)[: len(group)] == group
        )
        assert _spread(inside, n) <= 1, group
    # the rule sees only ids, domains, tiers and trials: the input order does not matter
    assert assignment(sorted(items, key=order_key, reverse=True), n) == owner


def test_the_split_is_the_same_in_every_process():
    code = (
        "from avabench.loader import load_suite; from avabench.runner import select_trials;"
        "from avabench.results import RunSettings;"
        "s = RunSettings(alias='x', sample=27, trials=2, shard='2/4');"
        "print([(t.id, k) for t, k in select_trials(load_suite(None), s)])"
    )
    outs = set()
    for seed in ("0", "12345"):
        env = {**os.environ, "PYTHONHASHSEED": seed}
        res = subprocess.run(
            [sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=120
        )
        assert res.returncode == 0, res.stderr
        outs.add(res.stdout)
    (only,) = outs
    assert len(eval(only)) == 14  # 54 task-trials dealt to 4 shards: 14, 14, 13, 13
