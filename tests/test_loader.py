"""Loading task packs and the deterministic, stratified public sample."""

from __future__ import annotations

from collections import Counter

from avabench.domains.base import base_company
from avabench.loader import load_suite, sample_tasks
from avabench.task import Task, reply_has


def _fake_tasks() -> list[Task]:
    w = base_company()
    out = []
    for d in ("sales", "accounting_crm", "hr", "recruitment", "office"):
        for i in range(20):
            out.append(
                Task(
                    id=f"{d}.t{i:02d}",
                    domain=d,
                    tier="hard" if i < 8 else "basic",
                    prompt="x",
                    note="x",
                    world=w,
                    assertions=[reply_has("x", "x")],
                )
            )
    return out


def test_public_sample_is_stratified_and_deterministic():
    tasks = _fake_tasks()
    a = sample_tasks(tasks, 27, 0)
    b = sample_tasks(list(reversed(tasks)), 27, 0)
    assert [t.id for t in a] == [t.id for t in b]
    assert len(a) == 27
    per = Counter(t.domain for t in a)
    assert sorted(per.values()) == [5, 5, 5, 6, 6]
    assert sample_tasks(tasks, 27, 1) != a


def test_sample_larger_than_suite_is_everything():
    tasks = _fake_tasks()
    assert len(sample_tasks(tasks, 500, 0)) == 100


def test_external_pack_loads_with_oracles():
    suite = load_suite("fixtures.pack_good", include_builtin=False)
    assert {t.id for t in suite.tasks} == {"fixture.annual_leave", "fixture.balance_question"}
    assert set(suite.oracles) == {t.id for t in suite.tasks}
    assert len(suite.anti_oracles["fixture.annual_leave"]) == 2
    rebuilt = suite.rebuild("fixture.annual_leave")
    assert rebuilt.world == suite.by_id()["fixture.annual_leave"].world
    assert rebuilt.world is not suite.by_id()["fixture.annual_leave"].world


def test_missing_pack_is_a_problem_not_a_crash():
    suite = load_suite("fixtures.does_not_exist", include_builtin=False)
    assert suite.problems and "not found" in suite.problems[0].message
