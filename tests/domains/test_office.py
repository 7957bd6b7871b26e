"""The office domain: counts, lint-clean tasks, and a clean selftest at noise 0, 3, 8 and 20."""

from __future__ import annotations

import fnmatch

import pytest

from avabench.loader import Suite, load_suite
from avabench.selftest import run_selftest
from avabench.validate import validate

#: The pinned counts (see DESIGN §4).
PINNED = "office: 20 tasks (8 hard + 12 basic, DESIGN §4); when you add a task, update these counts and DESIGN §4 (the public split never changes)"

PATTERNS = ["office.*"]


def _core_ids(suite) -> list[str]:
    """The domain's hard and basic tasks (tests/domains/test_office_expert.py has the expert tier)."""
    return [t.id for t in suite.tasks if t.domain == "office" and t.tier != "expert"]


def _mine(task_id: str) -> bool:
    return any(fnmatch.fnmatch(task_id, p) for p in PATTERNS)


@pytest.fixture(scope="module")
def suite() -> Suite:
    return load_suite()


@pytest.fixture(scope="module")
def office(suite: Suite) -> Suite:
    """The office tasks with their scripts only (other domains' problems are not ours)."""
    return Suite(
        tasks=[t for t in suite.tasks if _mine(t.id)],
        oracles={k: v for k, v in suite.oracles.items() if _mine(k)},
        anti_oracles={k: v for k, v in suite.anti_oracles.items() if _mine(k)},
        alternates={k: v for k, v in suite.alternates.items() if _mine(k)},
        problems=[p for p in suite.problems if "office" in p.where],
        builders={k: v for k, v in suite.builders.items() if _mine(k)},
    )


def test_counts(office: Suite) -> None:
    tasks = [t for t in office.tasks if t.tier != "expert"]
    assert len(tasks) == 20, PINNED
    assert sum(t.tier == "hard" for t in tasks) == 8, PINNED
    assert sum(t.tier == "basic" for t in tasks) == 12, PINNED
    assert sum(len(t.assertions) for t in tasks) >= 100
    assert all(t.domain == "office" for t in tasks)


def test_every_task_has_scripts(office: Suite) -> None:
    for t in office.tasks:
        assert t.id in office.oracles, t.id
        assert t.note and t.prompt, t.id
        if t.tier == "hard":
            assert office.anti_oracles.get(t.id), t.id
            assert any(a.negative for a in t.assertions), t.id
            assert len(office.oracles[t.id].calls) >= 3, t.id
        for anti in office.anti_oracles.get(t.id, []):
            assert anti.label, t.id


def test_validate_reports_nothing(office: Suite) -> None:
    problems = validate(office)
    assert problems == [], "\n".join(str(p) for p in problems)


@pytest.mark.parametrize("noise", [0, 3, 8, 20])
def test_selftest_clean(office: Suite, noise: int) -> None:
    report = run_selftest(office, noise, _core_ids(office))
    assert report.tasks == 20, PINNED
    assert report.violations == [], "\n".join(
        f"{v.task_id} noise={v.noise} {v.agent}: {v.message}" for v in report.violations
    )
