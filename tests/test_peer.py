"""The peer comparison: skipped with a reason unless τ²-bench and its data are here."""

from __future__ import annotations

import importlib.util
import sys
import types

import pytest
from fixtures.fake_peer import FakePeer
from typer.testing import CliRunner

from avabench import peer
from avabench.bench import app, oracle_pairs
from avabench.loader import load_suite
from avabench.peer_tau2 import serve

SUITE = load_suite("fixtures.pack_good", include_builtin=False)


def test_without_tau2_the_comparison_says_it_is_skipped(monkeypatch) -> None:
    monkeypatch.setattr(importlib.util, "find_spec", lambda name: None)
    r = peer.compare_tau2(oracle_pairs(SUITE))
    assert r == {"skipped": r["skipped"]} and "not installed" in r["skipped"]
    assert peer.peer_lines(r) == [f"peer tau2: skipped ({r['skipped']})"]


def test_the_unrelated_pypi_tau2_is_not_taken_for_tau2_bench(monkeypatch) -> None:
    fake = types.ModuleType("tau2")
    fake.__path__ = []  # a package without domains/
    monkeypatch.setitem(sys.modules, "tau2", fake)
    for name in [m for m in sys.modules if m.startswith("tau2.")]:
        monkeypatch.delitem(sys.modules, name)
    monkeypatch.setattr(importlib.util, "find_spec", lambda name: object())
    ok, why = peer.tau2_status()
    assert not ok and "not τ²-bench" in why


def test_ratios_and_lines_from_timings() -> None:
    r = {
        "peer": "tau2-bench retail",
        "data": "/data",
        "rounds": 1,
        "avabench": {
            op: {"n": 1, "p50": 1.0, "mean": 2.0}
            for op in ("reset", "reset_cold", "read", "write", "score", "episode")
        },
        "tau2": {
            op: {"n": 1, "p50": 3.0, "mean": 4.0}
            for op in ("reset", "read", "write", "score", "episode")
        },
        "ratios": {
            op: {"p50": 3.0, "mean": 2.0}
            for op in ("reset", "reset_cold", "read", "write", "score", "episode")
        },
    }
    lines = peer.peer_lines(r)
    assert "ratio = τ² time / AVABench time" in lines[0]
    assert any(
        line.startswith("write step") and line.split()[-2:] == ["3.0", "2.0"] for line in lines
    )
    assert len(lines) == 8


def test_bench_cli_refuses_an_unknown_peer() -> None:
    res = CliRunner().invoke(app, ["--peer", "nope", "--episodes", "0"])
    assert res.exit_code == 2 and "unknown --peer" in res.output


@pytest.mark.skipif(not peer.tau2_status()[0], reason="τ²-bench with its retail data not here")
@pytest.mark.parametrize("process", peer.PROCESSES)
def test_with_tau2_every_operation_has_a_ratio(process: str) -> None:
    r = peer.compare_tau2(oracle_pairs(SUITE), rounds=1, peer_tasks=2, process=process)
    assert set(r["ratios"]) == {"reset", "reset_cold", "read", "write", "score", "episode"}
    assert r["process"] == process and r["tau2"]["episode"]["n"] == 2


def _serve_in_thread(make):
    import multiprocessing
    import threading

    conn, child = multiprocessing.Pipe()
    thread = threading.Thread(target=serve, args=(child, 3, make), daemon=True)
    thread.start()
    return conn, thread


def test_the_peer_process_answers_rounds_until_stopped() -> None:
    conn, thread = _serve_in_thread(FakePeer)
    assert conn.recv() == ("ready", 3)
    for _ in range(2):
        conn.send("round")
        kind, got = conn.recv()
        assert (
            kind == "round" and got.step_read == [0.0, 1.0, 2.0] and got.episode == [0.0, 1.0, 2.0]
        )
    conn.send("stop")
    thread.join(5)
    assert not thread.is_alive()


def test_a_peer_that_fails_sends_its_error_back() -> None:
    def broken(peer_tasks: int):
        raise RuntimeError("no retail data")

    conn, thread = _serve_in_thread(broken)
    kind, text = conn.recv()
    assert kind == "error" and "RuntimeError: no retail data" in text
    thread.join(5)
    assert not thread.is_alive()


@pytest.mark.skipif(peer.tau2_status()[0], reason="τ²-bench is importable: its process would start")
def test_a_peer_process_that_cannot_start_is_reported_not_raised() -> None:
    # a real spawned process: without τ²-bench importable in it, it reports why and ends
    with peer._peer("own", 1) as got:
        if not isinstance(got, str):  # a fresh interpreter imports it (no warnings as errors)
            pytest.skip("τ²-bench starts in a process of its own here")
        assert got.startswith("τ²-bench failed in its process")


def test_an_unknown_peer_process_is_refused() -> None:
    with pytest.raises(ValueError, match="process must be one of"):
        peer.compare_tau2(oracle_pairs(SUITE), process="elsewhere")
    res = CliRunner().invoke(app, ["--peer", "tau2", "--peer-process", "nope", "--episodes", "0"])
    assert res.exit_code == 2 and "unknown --peer-process" in res.output


def test_a_peer_process_that_dies_between_rounds_is_reported_not_raised(monkeypatch) -> None:
    import functools
    import multiprocessing
    import os
    import signal

    from avabench.peer_tau2 import Timings

    monkeypatch.setattr(peer, "serve", functools.partial(serve, make=FakePeer))
    before = set(multiprocessing.active_children())
    with peer._peer("own", 2) as one_round:
        assert callable(one_round)
        got = one_round()
        assert isinstance(got, Timings) and got.episode == [0.0, 1.0]
        (child,) = set(multiprocessing.active_children()) - before
        os.kill(child.pid, signal.SIGKILL)
        child.join(5)
        lost = one_round()
        assert isinstance(lost, str) and "process ended" in lost, lost
    assert set(multiprocessing.active_children()) <= before  # nothing left running
