"""The sales domain's tasks: counts, a clean validator, and a clean selftest at noise 0, 3, 8 and 20."""

from __future__ import annotations

import fnmatch

import pytest

from avabench.loader import Suite, load_suite
from avabench.selftest import run_selftest
from avabench.validate import validate

#: The pinned counts (see DESIGN §4).
PINNED = "sales: 20 tasks (8 hard + 12 basic, DESIGN §4); when you add a task, update these counts and DESIGN §4 (the public split never changes)"

PATTERNS = ["sales.*"]


def _mine(task_id: str) -> bool:
    return any(fnmatch.fnmatch(task_id, p) for p in PATTERNS)


@pytest.fixture(scope="module")
def suite() -> Suite:
    full = load_suite()
    return Suite(
        tasks=[t for t in full.tasks if _mine(t.id)],
        oracles={k: v for k, v in full.oracles.items() if _mine(k)},
        anti_oracles={k: v for k, v in full.anti_oracles.items() if _mine(k)},
        problems=[p for p in full.problems if _mine(p.where) or "sales" in p.where],
        builders={k: v for k, v in full.builders.items() if _mine(k)},
    )


def test_counts(suite: Suite) -> None:
    tasks = suite.tasks
    assert len(tasks) == 20, PINNED
    assert all(t.domain == "sales" for t in tasks)
    assert sum(t.tier == "hard" for t in tasks) == 8, PINNED
    assert sum(t.tier == "basic" for t in tasks) == 12, PINNED
    assert sum(len(t.assertions) for t in tasks) >= 100


def test_every_task_has_scripts(suite: Suite) -> None:
    for t in suite.tasks:
        assert t.id in suite.oracles, t.id
        if t.tier == "hard":
            assert suite.anti_oracles.get(t.id), t.id
        for anti in suite.anti_oracles.get(t.id, []):
            assert anti.label, f"{t.id}: anti-oracle without a label"


def test_validator_is_clean(suite: Suite) -> None:
    assert not suite.problems, suite.problems
    problems = [p for p in validate(suite) if _mine(p.task_id)]
    assert not problems, "\n".join(map(str, problems))


@pytest.mark.parametrize("noise", [0, 3, 8, 20])
def test_selftest_is_clean(suite: Suite, noise: int) -> None:
    report = run_selftest(suite, noise, PATTERNS)
    assert report.tasks == 20, PINNED
    assert not report.violations, "\n".join(
        f"{v.task_id} noise={v.noise} {v.agent}: {v.message}" for v in report.violations
    )
