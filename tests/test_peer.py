"""The peer comparison: skipped with a reason unless τ²-bench and its data are here."""

from __future__ import annotations

import importlib.util
import sys
import types

import pytest
from typer.testing import CliRunner

from avabench import peer
from avabench.bench import app, oracle_pairs
from avabench.loader import load_suite

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
def test_with_tau2_every_operation_has_a_ratio() -> None:
    r = peer.compare_tau2(oracle_pairs(SUITE), rounds=1, peer_tasks=2)
    assert set(r["ratios"]) == {"reset", "reset_cold", "read", "write", "score", "episode"}
