"""The recruitment domain: counts, a clean validation and a clean selftest (noise 0, 3, 8, 20)."""

from __future__ import annotations

import fnmatch

import pytest

from avabench.loader import Suite, load_suite
from avabench.selftest import run_selftest
from avabench.validate import check_task

#: The pinned counts (see DESIGN §4).
PINNED = "recruitment: 20 tasks (8 hard + 12 basic, DESIGN §4); when you add a task, update these counts and DESIGN §4 (the public split never changes)"

PATTERNS = ["recruitment.*"]


@pytest.fixture(scope="module")
def suite() -> Suite:
    return load_suite()


def _tasks(suite: Suite):
    return [t for t in suite.tasks if any(fnmatch.fnmatch(t.id, p) for p in PATTERNS)]


def test_counts(suite: Suite) -> None:
    tasks = _tasks(suite)
    assert len(tasks) == 20, PINNED
    assert sum(t.tier == "hard" for t in tasks) == 8, PINNED
    assert sum(t.tier == "basic" for t in tasks) == 12, PINNED
    assert sum(len(t.assertions) for t in tasks) >= 100
    assert all(t.domain == "recruitment" for t in tasks)


def test_every_task_has_an_oracle_and_hard_ones_anti_oracles(suite: Suite) -> None:
    for t in _tasks(suite):
        assert t.id in suite.oracles, t.id
        if t.tier == "hard":
            assert suite.anti_oracles.get(t.id), t.id
        for anti in suite.anti_oracles.get(t.id, []):
            assert anti.label, f"{t.id}: anti-oracle without a label"


def test_validate_reports_nothing(suite: Suite) -> None:
    assert not [p for p in suite.problems if p.where.startswith("avabench.domains.recruitment")]
    problems = [str(p) for t in _tasks(suite) for p in check_task(t, suite)]
    assert problems == []


@pytest.mark.parametrize("noise", [0, 3, 8, 20])
def test_selftest_clean(suite: Suite, noise: int) -> None:
    report = run_selftest(suite, noise, PATTERNS)
    assert report.tasks == 20, PINNED
    assert [f"{v.task_id} noise={v.noise} {v.agent}: {v.message}" for v in report.violations] == []
