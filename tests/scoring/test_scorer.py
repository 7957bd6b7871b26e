"""The scoring table of DESIGN.md §5, exactly."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from avabench.domains.base import base_company, patch
from avabench.scoring.scorer import classify, score
from avabench.task import exists, field, not_exists, reply_has
from avabench.world.hr import EmploymentStatus


@pytest.mark.parametrize(
    ("initially", "finally_", "outcome"),
    [
        (False, True, "passed"),
        (False, False, "failed"),
        (True, True, "preserved"),
        (True, False, "broken"),
    ],
)
def test_table(initially, finally_, outcome):
    assert classify(initially, finally_) == outcome


def _assertions():
    return [
        # initially false: the goal
        field("hr.employees", {"id": "NV000012"}, "phone", "0911000111", "phone updated"),
        # initially true: a preserve rule
        not_exists("hr.employees", {"status": "Thử việc", "id": "NV000012"}, "Nam not demoted"),
        reply_has("says done", "xong"),
    ]


def test_do_nothing_scores_zero():
    w = base_company()
    s = score(_assertions(), w, w.fork(), "")
    assert (s.partial_credit, s.task_completed_correctly, s.graded, s.passed) == (0.0, 0, 2, 0)
    assert [a.outcome for a in s.assertions] == ["failed", "preserved", "failed"]


def test_full_marks_and_preserve_not_counted():
    w = base_company()
    final = patch(w.fork(), "hr.employees", "NV000012", phone="0911000111")
    s = score(_assertions(), w, final, "Đã xong")
    assert (s.partial_credit, s.task_completed_correctly, s.graded, s.passed) == (1.0, 1, 2, 2)


def test_preserve_broken_is_a_graded_failure():
    w = base_company()
    final = patch(
        w.fork(), "hr.employees", "NV000012", phone="0911000111", status=EmploymentStatus.PROBATION
    )
    s = score(_assertions(), w, final, "Đã xong")
    assert s.graded == 3 and s.passed == 2
    assert s.partial_credit == pytest.approx(2 / 3)
    assert s.task_completed_correctly == 0
    assert s.first_failure().description == "Nam not demoted"


def test_partial_credit():
    w = base_company()
    final = patch(w.fork(), "hr.employees", "NV000012", phone="0911000111")
    s = score(_assertions(), w, final, "chưa làm")
    assert (s.partial_credit, s.task_completed_correctly) == (0.5, 0)


def test_nothing_graded_is_never_completed():
    w = base_company()
    s = score([exists("hr.employees", {"id": "NV000012"}, "Nam exists")], w, w.fork(), "")
    assert (s.graded, s.partial_credit, s.task_completed_correctly) == (0, 0.0, 0)


@settings(max_examples=200, deadline=None)
@given(st.lists(st.tuples(st.booleans(), st.booleans()), min_size=1, max_size=12))
def test_partial_credit_is_passed_over_graded(pairs):
    outcomes = [classify(a, b) for a, b in pairs]
    graded = sum(o != "preserved" for o in outcomes)
    passed = sum(o == "passed" for o in outcomes)
    # mirror of the scorer's arithmetic through the public function
    from avabench.scoring.assertions import ReplyContains

    assertions, finals = [], []
    w = base_company()
    for i, (a, b) in enumerate(pairs):
        token = f"tok{i}x"
        assertions.append(ReplyContains(description=token, all_of=[token]))
        finals.append((a, b, token))
    # initial truth is supplied (reply assertions are false on an empty reply)
    reply = " ".join(tok for _, b, tok in finals if b)
    s = score(assertions, w, w, reply, initial_truth=[a for a, _, _ in finals])
    assert s.graded == graded and s.passed == passed
    assert s.partial_credit == (passed / graded if graded else 0.0)
    assert s.task_completed_correctly == int(graded > 0 and passed == graded)
