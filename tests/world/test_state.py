"""The typed world: round trips, cheap independent forks, strict types, dotted tables."""

from __future__ import annotations

import datetime as dt

import pytest
from pydantic import ValidationError

from avabench.domains.base import base_company, merge, patch
from avabench.world import LOOKUP_TABLES, SUBSYSTEMS, WorldState, table_names
from avabench.world.hr import Employee, Gender


def test_seven_subsystems_and_dotted_tables(world):
    assert SUBSYSTEMS == ("hr", "crm", "accounting", "recruitment", "mail", "office", "sales")
    for name in table_names():
        assert isinstance(world.table(name), list)
    with pytest.raises(KeyError, match="unknown table"):
        world.table("hr.leave_request")
    assert LOOKUP_TABLES <= set(table_names())


def test_json_round_trip_is_exact(world):
    text = world.model_dump_json()
    again = WorldState.model_validate_json(text)
    assert again == world
    assert again.model_dump_json() == text


def test_fork_is_independent(world):
    fork = world.fork()
    patch(fork, "hr.employees", "NV000012", phone="0900000000")
    fork.hr.leave_requests.clear()
    assert next(e for e in world.hr.employees if e.id == "NV000012").phone != "0900000000"
    assert world != fork


def test_records_are_immutable(world):
    with pytest.raises(ValidationError):
        world.hr.employees[0].phone = "0900000000"


def test_wrong_types_fail_at_validation():
    with pytest.raises(ValidationError):
        Employee(
            id="NV000900",
            full_name="Nguyễn Văn A",
            gender=Gender.MALE,
            birth_date="1990-01-01",
            email="a.nv@minhlong.vn",
            phone="0900000000",
            department_id="PB-KD",
            title="NV",
            hire_date=dt.date(2020, 1, 1),
        )
    with pytest.raises(ValidationError):
        Employee(
            id="NV000900",
            full_name="Nguyễn Văn A",
            gender=Gender.MALE,
            birth_date=dt.date(1990, 1, 1),
            email="a.nv@minhlong.vn",
            phone="0900000000",
            department_id="PB-KD",
            title="NV",
            hire_date=dt.date(2020, 1, 1),
            salary=10,
        )


def test_merge_rejects_duplicate_ids(world):
    emp = world.hr.employees[0]
    with pytest.raises(ValueError, match="use patch"):
        merge(world, emp)


def test_base_company_is_realistic(world):
    assert len(world.hr.employees) >= 50
    assert world.context.today == dt.date(2026, 4, 16)
    assert any(e.id == world.context.current_user_id for e in world.hr.employees)
    assert base_company() == base_company()


def test_checkpoint_and_rollback_undo_every_kind_of_change(world):
    from avabench.world.hr import HrState

    before = world.fork()
    point = world.checkpoint()
    patch(world, "hr.employees", "NV000012", phone="0900000000")
    world.hr.leave_requests.clear()
    world.crm = type(world.crm)()
    world.hr.departments.append(world.hr.departments[0].model_copy(update={"id": "PB-X"}))
    assert world != before
    world.rollback(point)
    assert world == before
    assert isinstance(world.hr, HrState)


def test_evolve_is_replace_without_the_second_validation(world):
    from avabench.world import evolve, replace

    rec = world.hr.employees[0]
    changed = evolve(rec, {"phone": "0900000000", "id": "NV-X"})
    assert changed == replace(rec, phone="0900000000", id="NV-X")
    assert changed.model_fields_set == set(type(rec).model_fields)  # as model_construct sets
    assert rec.phone != "0900000000" and changed.model_dump()["phone"] == "0900000000"
    with pytest.raises(AttributeError):
        evolve(rec, {"no_such_field": 1})


def test_shallow_copy_is_pydantics_copy(world):
    import copy

    from avabench.world._base import shallow_copy

    for sub in (world, world.hr, world.crm):
        new, theirs = shallow_copy(sub), copy.copy(sub)
        assert new == theirs and new.__dict__ == theirs.__dict__ and new is not sub
        assert new.model_fields_set == theirs.model_fields_set
        assert new.__dict__ is not sub.__dict__
