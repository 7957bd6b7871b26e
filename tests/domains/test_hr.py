"""The hr domain: counts, lint-clean tasks, and a clean selftest at noise 0 and 8."""

from __future__ import annotations

import fnmatch

import pytest

from avabench.loader import Suite, load_suite
from avabench.selftest import run_selftest
from avabench.validate import validate

PATTERNS = ["hr.*"]


@pytest.fixture(scope="module")
def suite():
    return load_suite()


def _hr_tasks(suite):
    return [t for t in suite.tasks if any(fnmatch.fnmatch(t.id, p) for p in PATTERNS)]


def test_counts(suite) -> None:
    tasks = _hr_tasks(suite)
    assert len(tasks) == 20
    assert sum(t.tier == "hard" for t in tasks) == 8
    assert sum(t.tier == "basic" for t in tasks) == 12
    assert sum(len(t.assertions) for t in tasks) >= 100
    assert all(t.domain == "hr" for t in tasks)


def test_every_task_has_scripts(suite) -> None:
    for t in _hr_tasks(suite):
        assert t.id in suite.oracles, t.id
        if t.tier == "hard":
            assert suite.anti_oracles.get(t.id), t.id
            assert any(a.negative for a in t.assertions), t.id
            assert len(suite.oracles[t.id].calls) >= 3, t.id
        for anti in suite.anti_oracles.get(t.id, []):
            assert anti.label, t.id


def test_validate_reports_nothing(suite) -> None:
    assert not [p for p in suite.problems if p.where.startswith("avabench.domains.hr")]
    tasks = _hr_tasks(suite)
    ids = {t.id for t in tasks}
    only_hr = Suite(
        tasks=tasks,
        oracles={k: v for k, v in suite.oracles.items() if k in ids},
        anti_oracles={k: v for k, v in suite.anti_oracles.items() if k in ids},
    )
    problems = validate(only_hr)
    assert problems == [], "\n".join(str(p) for p in problems)


@pytest.mark.parametrize("noise", [0, 8])
def test_selftest_clean(suite, noise: int) -> None:
    report = run_selftest(suite, noise, PATTERNS)
    assert report.tasks == 20
    assert report.violations == [], "\n".join(
        f"{v.task_id} noise={v.noise} {v.agent}: {v.message}" for v in report.violations
    )
