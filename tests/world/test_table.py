"""Tables that know what changed: the origin token, the rollback journal, changed_tables."""

from __future__ import annotations

import pickle

from hypothesis import given, settings
from hypothesis import strategies as st

from avabench.domains.base import base_company
from avabench.world import Table, WorldState, table_names
from avabench.world.diff import diff_worlds

BASE = base_company()
HR = BASE.hr.employees

# (method, argument maker) for every mutating list method
OPS = [
    "append",
    "extend",
    "insert",
    "pop",
    "remove",
    "clear",
    "sort",
    "reverse",
    "setitem",
    "delitem",
    "setslice",
    "iadd",
    "imul",
]


def _apply(table: list, op: str, k: int, pool: list = HR) -> None:
    rec = pool[k % len(pool)]
    n = len(table)
    if op == "append":
        table.append(rec)
    elif op == "extend":
        table.extend([rec, rec])
    elif op == "insert":
        table.insert(k, rec)
    elif op == "pop" and n:
        table.pop(k % n)
    elif op == "remove" and n:
        table.remove(table[k % n])
    elif op == "clear":
        table.clear()
    elif op == "sort":
        table.sort(key=lambda r: r.id, reverse=True)
    elif op == "reverse":
        table.reverse()
    elif op == "setitem" and n:
        table[k % n] = rec
    elif op == "delitem" and n:
        del table[k % n]
    elif op == "setslice":
        table[:] = [rec]
    elif op == "iadd":
        table += [rec]
    elif op == "imul":
        table *= 1 + k % 2


ops = st.lists(st.tuples(st.sampled_from(OPS), st.integers(0, 50)), max_size=6)


@settings(max_examples=200, deadline=None)
@given(ops=ops, fail=st.booleans())
def test_a_journaled_write_is_undone_or_kept_exactly(ops, fail) -> None:
    world = BASE.fork()
    before = world.fork()
    plain = list(world.hr.employees)
    point = world.checkpoint()
    for op, k in ops:
        _apply(world.hr.employees, op, k)
        _apply(plain, op, k)
    assert list(world.hr.employees) == plain
    if fail:
        world.rollback(point)
        assert world == before and world.changed_tables(before) == []
        assert world.hr.employees.same_as(before.hr.employees)  # the origin is back too
    else:
        world.release(point)
        assert (world.changed_tables(before) == ["hr.employees"]) == (plain != list(HR))


@settings(max_examples=100, deadline=None)
@given(ops=ops)
def test_changed_tables_misses_no_change(ops) -> None:
    a, b = BASE.fork(), BASE.fork()
    for op, k in ops:
        _apply(b.hr.employees, op, k)
        _apply(b.crm.customers, op, k, BASE.crm.customers)
    expected = [n for n in table_names() if a.table(n) != b.table(n)]
    assert a.changed_tables(b) == expected == b.changed_tables(a)
    # the record diff goes by id (a repeated record is not an addition), within those tables
    assert set(diff_worlds(a, b).tables) <= set(expected)


def test_only_a_mutation_drops_the_origin() -> None:
    a, b = BASE.fork(), BASE.fork()
    assert all(type(a.table(n)) is Table for n in table_names())
    assert a.hr.employees.same_as(b.hr.employees)
    sorted(a.hr.employees, key=lambda r: r.id)  # reads leave it alone
    _ = a.hr.employees[0], len(a.hr.employees), a.hr.employees[1:3]
    assert a.hr.employees.same_as(b.hr.employees)
    a.hr.employees.append(HR[0])
    assert not a.hr.employees.same_as(b.hr.employees)
    c = a.fork()  # a fork of a changed table starts a new origin, shared with its parent
    assert c.hr.employees.same_as(a.hr.employees) and a.changed_tables(c) == []


def test_a_plain_list_table_is_copied_by_the_checkpoint() -> None:
    world = BASE.fork()
    world.hr.employees = list(world.hr.employees)  # not a Table: no journal for it
    before = list(world.hr.employees)
    point = world.checkpoint()
    world.hr.employees.clear()
    world.crm.customers.clear()
    world.rollback(point)
    assert world.hr.employees == before and world.crm.customers == BASE.crm.customers


def test_tables_pickle_with_their_origin_and_validate_as_lists() -> None:
    a, b = BASE.fork(), BASE.fork()
    a2, b2 = pickle.loads(pickle.dumps((a, b)))
    assert a2 == a and a2.changed_tables(b2) == [] and type(a2.hr.employees) is Table
    again = WorldState.model_validate(a.model_dump())
    assert again == a


def test_a_table_assigned_after_a_checked_checkpoint_is_copied_too() -> None:
    world = BASE.fork()
    world.release(world.checkpoint())  # the journal has checked this world's tables
    world.release(world.checkpoint())
    world.crm.customers = list(world.crm.customers)  # a plain list now
    world.crm = world.crm.fork()  # and a new subsystem object whose tables no journal keeps
    before = world.crm.customers[:], world.crm.contacts[:]
    point = world.checkpoint()
    world.crm.customers.clear()
    world.crm.contacts.clear()
    world.rollback(point)
    assert (world.crm.customers, world.crm.contacts) == before


# during a write whose checkpoint saved nothing up front: tables replaced by plain lists, by
# other tables or by themselves, whole subsystems replaced, rows changed before and after
ASSIGN_OPS = ["plain", "other", "self", "subsystem", "change"]


@settings(max_examples=200, deadline=None)
@given(
    steps=st.lists(st.tuples(st.sampled_from(ASSIGN_OPS), st.integers(0, 50)), max_size=6),
    fail=st.booleans(),
)
def test_a_table_replaced_during_a_write_is_put_back(steps, fail) -> None:
    world = BASE.fork()
    world.release(world.checkpoint())  # the journal has checked this world's tables
    before = world.fork()
    objects = {n: world.table(n) for n in table_names()}
    point = world.checkpoint()
    assert point.tables is None  # nothing copied: the journal saves what the write replaces
    for op, k in steps:
        if op == "plain":
            world.hr.employees = list(world.hr.employees)
        elif op == "other":
            world.hr.employees = Table(HR[: k % 4])
        elif op == "self":
            world.hr.employees = world.hr.employees
        elif op == "subsystem":
            world.crm = world.crm.fork()
        else:
            _apply(world.hr.employees, OPS[k % len(OPS)], k)
            _apply(world.crm.customers, OPS[k % len(OPS)], k, BASE.crm.customers)
    if fail:
        world.rollback(point)
        assert world == before and world.changed_tables(before) == []
        assert all(world.table(n) is objects[n] for n in table_names())
        again = world.checkpoint()  # and the next write is journaled as before
        world.hr.employees.clear()
        world.rollback(again)
        assert world == before
    else:
        kept = world.fork()
        world.release(point)
        assert world == kept


def _scan_positions(rows: list) -> dict[str, int]:
    out: dict[str, int] = {}
    for i, r in enumerate(rows):
        out.setdefault(r.id, i)
    return out


def _scan_highest(rows: list, prefix: str, field: str = "id") -> int:
    values = [getattr(r, field) for r in rows]
    tails = [v[len(prefix) :] for v in values if isinstance(v, str) and v.startswith(prefix)]
    return max((int(t) for t in tails if t.isdigit()), default=0)


# appends of new and repeated ids, same-id replaces and every other change, with look-ups in
# between, journaled writes that fail: the kept look-ups always equal a scan of the rows
LOOKUP_OPS = [*OPS, "append_new", "replace_same", "lookup", "fail_write"]


@settings(max_examples=300, deadline=None)
@given(ops=st.lists(st.tuples(st.sampled_from(LOOKUP_OPS), st.integers(0, 50)), max_size=12))
def test_kept_id_look_ups_equal_a_scan_after_any_changes(ops) -> None:
    from avabench.world import highest_number, positions

    world = BASE.fork()
    table = world.hr.employees
    fresh = 0
    for op, k in ops:
        n = len(table)
        if op == "append_new":
            fresh += 1
            new = {"id": f"NV{900000 + fresh}", "contract_no": f"HD{k}" if k % 3 else None}
            table.append(HR[k % len(HR)].model_copy(update=new))
        elif op == "replace_same" and n:
            rec = table[k % n]  # a same-id record: other fields' highest numbers may change
            new = {"full_name": rec.full_name + ".", "contract_no": f"HD{k}" if k % 2 else None}
            table[k % n] = rec.model_copy(update=new)
        elif op == "lookup":
            positions(table)
            highest_number(table, "NV")
            highest_number(table, "NV0000")
            highest_number(table, "HD", "contract_no")
        elif op == "fail_write":
            point = world.checkpoint()
            positions(table)
            table.append(HR[k % len(HR)].model_copy(update={"id": f"NV{990000 + k}"}))
            highest_number(table, "NV")
            world.rollback(point)
        elif op in OPS:
            _apply(table, op, k)
        assert positions(table) == _scan_positions(table)
        for prefix in ("NV", "NV0000", "NV9"):
            assert highest_number(table, prefix) == _scan_highest(table, prefix)
        # another field's values (some None), kept up to date the same way
        assert highest_number(table, "HD", "contract_no") == _scan_highest(
            table, "HD", "contract_no"
        )
    # the shared look-up of the base content was never changed through a fork's table
    assert positions(BASE.fork().hr.employees) == _scan_positions(HR)


def test_a_world_sharing_another_worlds_tables_is_checked_on_its_own() -> None:
    from avabench.world import SUBSYSTEMS
    from avabench.world.crm import CrmState

    # a copy whose crm holds plain lists (made without assigning a table: no layout change)
    world = BASE.fork()
    copy = world.model_copy(update={"crm": CrmState(**{k: list(v) for k, v in world.crm})})
    leads = list(copy.crm.leads)
    point = copy.checkpoint()
    copy.crm.leads.append(copy.crm.leads[0])
    copy.rollback(point)
    assert copy.crm.leads == leads
    # two worlds holding the same journaled tables; one of them then holds a plain list
    a = BASE.fork()
    b = a.model_copy()
    for s in SUBSYSTEMS:
        setattr(b, s, getattr(a, s).model_copy())  # the same tables, other subsystem objects
    a.crm.leads = list(a.crm.leads)
    b.release(b.checkpoint())  # b's tables are all the journal's
    leads = list(a.crm.leads)
    point = a.checkpoint()  # a's are not: what b's check found says nothing about a
    a.crm.leads.append(a.crm.leads[0])
    a.rollback(point)
    assert a.crm.leads == leads
