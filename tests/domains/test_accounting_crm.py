"""The accounting_crm domain: counts, lint-clean tasks, and a clean selftest at noise 0 and 8."""

from __future__ import annotations

import fnmatch

import pytest

from avabench.env import Episode, initial_world
from avabench.loader import Suite, load_suite
from avabench.selftest import run_selftest
from avabench.validate import validate

#: The pinned counts (see DESIGN §4).
PINNED = "accounting_crm: 20 tasks (8 hard + 12 basic, DESIGN §4); when you add a task, update these counts and DESIGN §4 (the public split never changes)"

PATTERNS = ["accounting_crm.*"]
DOMAIN = "accounting_crm"


@pytest.fixture(scope="module")
def suite() -> Suite:
    return load_suite()


def _tasks(suite: Suite) -> list:
    return [t for t in suite.tasks if any(fnmatch.fnmatch(t.id, p) for p in PATTERNS)]


def test_counts(suite: Suite) -> None:
    tasks = _tasks(suite)
    assert len(tasks) == 20, PINNED
    assert sum(t.tier == "hard" for t in tasks) == 8, PINNED
    assert sum(t.tier == "basic" for t in tasks) == 12, PINNED
    assert sum(len(t.assertions) for t in tasks) >= 100
    assert all(t.domain == DOMAIN for t in tasks)


def test_every_task_has_scripts(suite: Suite) -> None:
    for t in _tasks(suite):
        assert t.id in suite.oracles, t.id
        if t.tier == "hard":
            assert suite.anti_oracles.get(t.id), t.id
            assert any(a.negative for a in t.assertions), t.id
            assert len(suite.oracles[t.id].calls) >= 3, t.id
        for anti in suite.anti_oracles.get(t.id, []):
            assert anti.label, t.id


def test_validate_reports_nothing(suite: Suite) -> None:
    assert not [p for p in suite.problems if p.where.startswith(f"avabench.domains.{DOMAIN}")]
    tasks = _tasks(suite)
    ids = {t.id for t in tasks}
    mine = Suite(
        tasks=tasks,
        oracles={k: v for k, v in suite.oracles.items() if k in ids},
        anti_oracles={k: v for k, v in suite.anti_oracles.items() if k in ids},
    )
    problems = validate(mine)
    assert problems == [], "\n".join(str(p) for p in problems)


@pytest.mark.parametrize("noise", [0, 8])
def test_selftest_clean(suite: Suite, noise: int) -> None:
    report = run_selftest(suite, noise, PATTERNS)
    assert report.tasks == 20, PINNED
    assert report.violations == [], "\n".join(
        f"{v.task_id} noise={v.noise} {v.agent}: {v.message}" for v in report.violations
    )


def test_anti_oracles_keep_some_credit(suite: Suite) -> None:
    """A wrong solution of a hard task fails it but still earns partial credit."""
    for t in _tasks(suite):
        if t.tier != "hard":
            continue
        for anti in suite.anti_oracles[t.id]:
            s = Episode(t, 0, 0).run_script(anti)
            assert s.task_completed_correctly == 0, (t.id, anti.label)
            assert s.partial_credit > 0, (t.id, anti.label)


@pytest.mark.parametrize(
    "task_id", ["accounting_crm.branch_debt_question", "accounting_crm.reconcile_an_phat_q1"]
)
def test_debt_totals_do_not_move_with_noise(suite: Suite, task_id: str) -> None:
    """Reply/mail-graded debt totals: noise must not add open (not yet due) invoices."""
    task = next(t for t in suite.tasks if t.id == task_id)
    base = {i.id for i in initial_world(task, 0, 0).accounting.invoices}
    for noise in (3, 8, 20):
        for seed in range(3):
            ids = {i.id for i in initial_world(task, seed, noise).accounting.invoices}
            assert ids == base, (task_id, noise, seed)
