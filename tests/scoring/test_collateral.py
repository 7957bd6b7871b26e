"""The collateral guard: change scopes, self-withdrawn records, authoring help."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from avabench.domains.base import base_company, merge
from avabench.scoring.collateral import (
    IGNORED_TABLES,
    Scope,
    changes,
    collateral,
    created,
    graded_view,
    scope,
    scope_problems,
    suggest_scopes,
)
from avabench.scoring.scorer import score
from avabench.task import count, exists
from avabench.tools import call_tool
from avabench.world import put, replace, table_names

USER = "NV000052"


def _world():
    return merge(base_company(), context={"current_user_id": USER})


def _leave(w, day="2026-05-20", leave_type="P"):
    r = call_tool(
        w,
        "timesheet_create_leave_request",
        {"leave_type": leave_type, "start_date": day, "end_date": day, "reason": "Việc riêng"},
    )
    assert r.ok, r.error
    return r.output


LEAVE_SCOPES = [
    created("hr.leave_requests", {"employee_id": USER}, n=1),
    scope("hr.leave_balances", {"employee_id": USER}),
]
ASSERTIONS = [
    exists(
        "hr.leave_requests",
        {"employee_id": USER, "leave_type": "P", "start_date": {"gte": "2026-05-01"}},
        "A P request in May exists",
    )
]


def _guard(s):
    (g,) = [a for a in s.assertions if a.kind == "collateral"]
    return g


def test_inside_the_scopes_the_guard_is_a_held_preserve_rule():
    w0 = _world()
    w = w0.fork()
    _leave(w)
    s = score(ASSERTIONS, w0, w, "", scopes=LEAVE_SCOPES)
    g = _guard(s)
    assert g.outcome == "preserved" and not g.graded and g.detail == ""
    assert s.partial_credit == 1.0 and s.task_completed_correctly == 1


def test_no_scopes_given_means_no_guard():
    w0 = _world()
    w = w0.fork()
    _leave(w)
    assert all(a.kind != "collateral" for a in score(ASSERTIONS, w0, w, "").assertions)


def test_an_unrelated_write_breaks_the_guard_and_fails_the_task():
    w0 = _world()
    w = w0.fork()
    _leave(w)
    r = call_tool(
        w, "amismail_write_mail", {"to": ["x@gmail.com"], "subject": "Số liệu", "body": "..."}
    )
    assert r.ok, r.error
    s = score(ASSERTIONS, w0, w, "", scopes=LEAVE_SCOPES)
    g = _guard(s)
    assert g.outcome == "broken" and g.graded and not g.passed
    assert f"added mail.messages {r.output['id']}" in g.detail
    assert s.task_completed_correctly == 0 and s.partial_credit == 0.5


def test_max_added_catches_a_repeated_create():
    w0 = _world()
    w = w0.fork()
    _leave(w, "2026-05-20")
    _leave(w, "2026-05-22")
    g = _guard(score(ASSERTIONS, w0, w, "", scopes=LEAVE_SCOPES))
    assert g.outcome == "broken" and "added hr.leave_requests" in g.detail


def test_new_only_scope_does_not_allow_changing_an_existing_record():
    w0 = _world()
    w = w0.fork()
    rec = (
        next(r for r in w.hr.leave_requests if r.employee_id == USER)
        if any(r.employee_id == USER for r in w.hr.leave_requests)
        else None
    )
    if rec is None:
        rec = w.hr.leave_requests[0]
        scopes = [created("hr.leave_requests", {"employee_id": rec.employee_id}, n=1)]
    else:
        scopes = [created("hr.leave_requests", {"employee_id": USER}, n=1)]
    put(w.hr.leave_requests, replace(rec, reason="đổi lý do"))
    assert collateral(scopes, w0, w)
    assert not collateral([scope("hr.leave_requests", {"id": rec.id})], w0, w)


def test_a_changed_record_is_matched_by_its_initial_version():
    w0 = _world()
    w = w0.fork()
    inv = next(i for i in w.accounting.invoices if i.customer_id != "KH00007")
    put(w.accounting.invoices, replace(inv, customer_id="KH00007"))
    # changing another customer's invoice INTO one of KH00007's is still collateral
    assert collateral([scope("accounting.invoices", {"customer_id": "KH00007"})], w0, w)


def test_withdrawn_records_are_neither_collateral_nor_counted():
    w0 = _world()
    w = w0.fork()
    wrong = _leave(w, "2026-05-20", leave_type="KL")
    r = call_tool(
        w, "timesheet_cancel_leave_request", {"request_id": wrong["id"], "reason": "Nhầm loại"}
    )
    assert r.ok, r.error
    _leave(w, "2026-05-21")
    view = graded_view(w0, w)
    assert wrong["id"] not in {x.id for x in view.hr.leave_requests}
    assertions = [
        *ASSERTIONS,
        count(
            "hr.leave_requests",
            {"employee_id": USER, "start_date": {"gte": "2026-05-01"}},
            1,
            "Exactly one request in May",
        ),
    ]
    s = score(assertions, w0, w, "", scopes=LEAVE_SCOPES)
    assert s.task_completed_correctly == 1, [
        (a.description, a.outcome, a.detail) for a in s.assertions
    ]


def test_cancelling_a_record_that_existed_is_a_change_like_any_other():
    w0 = _world()
    pending = next(r for r in w0.hr.leave_requests if r.status.value == "Chờ duyệt")
    w = merge(w0, context={"current_user_id": pending.employee_id})
    w0 = w.fork()
    r = call_tool(w, "timesheet_cancel_leave_request", {"request_id": pending.id, "reason": "x"})
    assert r.ok, r.error
    assert pending.id in {x.id for x in graded_view(w0, w).hr.leave_requests}  # not hidden
    assert [c.label() for c in collateral([], w0, w) if c.table == "hr.leave_requests"] == [
        f"changed hr.leave_requests {pending.id}"
    ]


def test_ignored_bookkeeping_table_is_not_collateral():
    w0 = merge(base_company(), context={"user_kind": "shopper", "current_user_id": "KHC-00001"})
    w = w0.fork()
    assert call_tool(w, "search_product", {"query": "áo thun"}).ok
    assert w.sales.search_log != w0.sales.search_log
    assert collateral([], w0, w) == []


def test_suggest_scopes_names_changed_records_and_counts_added_ones():
    w0 = _world()
    w = w0.fork()
    _leave(w)
    sugg = suggest_scopes(w0, w)
    (new,) = [s for s in sugg if s.table == "hr.leave_requests"]
    assert new.new_only and new.max_added == 1 and new.where["employee_id"] == USER
    assert any(s.table == "hr.leave_balances" and "id" in s.where for s in sugg)
    assert not collateral(sugg, w0, w)


def test_scope_problems():
    w = _world()
    assert scope_problems(scope("hr.leave_requests", {}), w)  # whole table, no reason
    assert not scope_problems(scope("hr.leave_requests", {}, reason="bulk clean-up"), w)
    assert scope_problems(scope("hr.leave_requests", {"nope": 1}), w)
    assert scope_problems(scope("hr.nope", {"id": 1}), w)
    assert not scope_problems(created("hr.leave_requests", {}, n=2), w)
    with pytest.raises(ValueError):
        Scope(table="hr.leave_requests", where={"status": {"equal": "x"}})


TABLES = [t for t in table_names() if t != "sales.search_log"]


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(TABLES), st.integers(0, 10_000), st.booleans())
def test_removing_any_record_is_collateral_iff_no_scope_names_it(table, pick, named):
    w0 = _world()
    rows = w0.table(table)
    if not rows:
        return
    rec = rows[pick % len(rows)]
    w = w0.fork()
    w.table(table)[:] = [r for r in w.table(table) if r.id != rec.id]
    scopes = [scope(table, {"id": rec.id})] if named else [scope(table, {"id": "__none__"})]
    outside = collateral(scopes, w0, w)
    assert bool(outside) == (not named)
    assert [c.label() for c in changes(w0, w)] == [f"removed {table} {rec.id}"]


def _changes_by_full_pass(initial, final):
    """The change set as the plain definition reads it: every row of every changed table."""
    out = []
    for name in table_names():
        old, new = initial.table(name), final.table(name)
        if name in IGNORED_TABLES or old == new:
            continue
        old_by = {r.id: r for r in old}
        new_ids = {r.id for r in new}
        for rec in new:
            prev = old_by.get(rec.id)
            if prev is None:
                out.append(("added", name, rec.id, rec))
            elif prev is not rec and prev != rec:
                out.append(("changed", name, rec.id, rec))
        out += [("removed", name, r.id, r) for r in old if r.id not in new_ids]
    return out


def _altered(rec):
    name = next(f for f, v in rec.__dict__.items() if f != "id" and type(v) is str)
    return rec.model_copy(update={name: rec.__dict__[name] + " (sửa)"})


EDITS = st.lists(
    st.tuples(
        st.sampled_from(
            ["append_new", "append_same_id", "append_altered", "replace", "remove", "swap", "dup"]
        ),
        st.integers(0, 1_000),
    ),
    max_size=6,
)


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(["crm.customers", "hr.leave_requests", "mail.messages"]), EDITS, EDITS)
def test_changes_equal_the_full_pass_for_any_edits(table, setup, edits):
    """Appended-only tables take the short path; every other mix of edits (and an initial
    table with a repeated id) gives the same change set as reading every row."""

    def apply(w, steps):
        rows = w.table(table)
        for op, k in steps:
            if not rows:
                return
            rec = rows[k % len(rows)]
            if op == "append_new":
                rows.append(replace(rec, id=f"{rec.id}-N{k}"))
            elif op == "append_same_id":
                rows.append(replace(rec))  # equal, not the same object
            elif op == "append_altered":  # the same id, other content
                rows.append(_altered(rec))
            elif op == "dup":
                rows.append(rec)
            elif op == "replace":  # an equal copy or one with a text field changed
                rows[k % len(rows)] = replace(rec) if k % 2 else _altered(rec)
            elif op == "remove":
                del rows[k % len(rows)]
            else:
                rows[0], rows[-1] = rows[-1], rows[0]

    w0 = _world().fork()
    apply(w0, setup)
    for _ in range(2):  # the second pass reads the cached look-ups of the same initial table
        w = w0.fork()
        apply(w, edits)
        got = [(c.op, c.table, c.record_id, c.after or c.before) for c in changes(w0, w)]
        assert got == _changes_by_full_pass(w0, w)
