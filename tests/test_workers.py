"""Episodes over worker processes: same results, one checkpoint writer, fatal stops, resumes."""

from __future__ import annotations

import asyncio
import multiprocessing
import os

import pytest
from hypothesis import given
from hypothesis import strategies as st

from avabench.agents.base import AssistantTurn, FatalEndpointError
from avabench.agents.openai_client import PolicyPerProcess
from avabench.launch import scripted_factory
from avabench.loader import load_suite
from avabench.mockserver import MockConfig, MockServer
from avabench.results import Checkpoint
from avabench.runner import default_settings, run_benchmark
from avabench.workers import WorkerDied, auto_workers, can_fork, split_slots

pytestmark = pytest.mark.skipif(not can_fork(), reason="worker processes are forked")

SUITE = load_suite("fixtures.pack_good", include_builtin=False)
KEY = "sk-test-SECRET-77aa01"


def _scores(run):
    return [
        (r.task_id, r.trial, r.status, r.partial_credit, r.task_completed_correctly, r.steps)
        for r in run.tasks
    ]


def _bench(tmp_path, factory, *, workers, alias, trials=3, concurrency=4, fresh=True, **kw):
    settings = default_settings(model="mock", alias=alias, trials=trials, noise=4, **kw)
    return asyncio.run(
        run_benchmark(
            SUITE,
            settings,
            factory,
            out_dir=tmp_path,
            max_concurrent=concurrency,
            workers=workers,
            fresh=fresh,
            secret=KEY,
        )
    )


def test_workers_give_the_in_process_results_over_real_http(tmp_path):
    with MockServer(SUITE, MockConfig("oracle")) as server:
        factory = PolicyPerProcess(
            model="mock", base_url=server.base_url, api_key=KEY, max_connections=4
        )
        one = _bench(tmp_path, factory, workers=1, alias="one", base_url=server.base_url)
        two = _bench(tmp_path, factory, workers=2, alias="two", base_url=server.base_url)
    assert _scores(two.run) == _scores(one.run)
    assert two.run.summary.total.pass_rate == 1.0 and two.executed == 6
    # asyncio.run formats its result (Python 3.11): the outcome's repr stays short
    assert len(repr(two)) < 200 and "executed=6" in repr(two)
    ckpt = Checkpoint(tmp_path / "two.checkpoint.jsonl").read()
    keys = [(r.task_id, r.trial) for r in ckpt.results]
    assert sorted(keys) == sorted(set(keys)) and len(keys) == 6  # each once, from one writer
    assert multiprocessing.active_children() == []
    for path in tmp_path.rglob("*"):
        if path.is_file():
            assert KEY.encode() not in path.read_bytes(), path


def test_a_rerun_with_workers_resumes_and_repeats_nothing(tmp_path):
    factory = scripted_factory(SUITE, "oracle")
    first = _bench(tmp_path, factory, workers=2, alias="r")
    again = _bench(tmp_path, factory, workers=2, alias="r", fresh=False)
    assert (first.executed, again.executed, again.reused) == (6, 0, 6)
    assert _scores(again.run) == _scores(first.run)


class _Failing:
    """A policy that answers at once, or fails as ``how`` says for one task."""

    name = "failing"

    def __init__(self, how: str | None) -> None:
        self.how = how

    async def next_turn(self, messages, tools):
        if self.how == "fatal":
            raise FatalEndpointError("HTTP 401: the key was revoked")
        if self.how == "die":
            os._exit(7)
        await asyncio.sleep(0.3 if self.how is None else 0)
        return AssistantTurn(content="xong")

    async def aclose(self):
        return None


def _failing_factory(bad_task: str, how: str):
    def make(task, trial):
        return _Failing(how if task.id == bad_task and trial == 1 else None)

    return make


def test_a_fatal_error_in_a_worker_stops_the_run_and_keeps_what_finished(tmp_path):
    factory = _failing_factory("fixture.annual_leave", "fatal")
    with pytest.raises(FatalEndpointError, match=r"key was revoked.*episode\(s\) finished"):
        _bench(tmp_path, factory, workers=2, alias="f", trials=4, concurrency=2)
    assert multiprocessing.active_children() == []
    done = Checkpoint(tmp_path / "f.checkpoint.jsonl").read().results
    assert len(done) < 8  # the run stopped before the end
    assert ("fixture.annual_leave", 1) not in {(r.task_id, r.trial) for r in done}


def test_a_worker_that_dies_ends_the_run_with_the_reason(tmp_path):
    factory = _failing_factory("fixture.annual_leave", "die")
    with pytest.raises(WorkerDied, match="exit code 7"):
        _bench(tmp_path, factory, workers=2, alias="d", trials=4, concurrency=2)
    assert multiprocessing.active_children() == []
    again = _bench(
        tmp_path, _failing_factory("none", "none"), workers=2, alias="d", trials=4, fresh=False
    )
    assert again.executed + again.reused == 8 and again.executed >= 1


@given(st.integers(1, 200), st.integers(1, 16))
def test_slots_are_split_evenly_and_none_is_lost(concurrency, workers):
    slots = split_slots(concurrency, workers)
    assert sum(slots) == concurrency
    assert len(slots) == min(workers, concurrency)
    assert max(slots) - min(slots) <= 1 and min(slots) >= 1


@pytest.mark.parametrize(
    ("concurrency", "cpus", "expected"),
    [(1, 2, 1), (8, 2, 1), (31, 2, 1), (32, 2, 2), (64, 2, 2), (64, 8, 4)],
)
def test_auto_workers(concurrency, cpus, expected):
    assert auto_workers(concurrency, cpus) == expected


def test_the_cli_runs_the_reference_agents_over_workers(tmp_path):
    from typer.testing import CliRunner

    from avabench.app import app
    from avabench.results import load_run

    args = ["run", "--agent", "oracle", "--task-pack", "fixtures.pack_good", "--only-pack"]
    args += ["--trials", "2", "--max-concurrent", "4", "--workers", "2", "--plain"]
    result = CliRunner().invoke(app, [*args, "--out", str(tmp_path)])
    assert result.exit_code == 0, result.output
    run = load_run(tmp_path / "oracle.json")
    assert len(run.tasks) == 4 and run.summary.total.pass_rate == 1.0
    refused = CliRunner().invoke(app, [*args, "--workers", "0", "--out", str(tmp_path / "x")])
    assert refused.exit_code == 2
