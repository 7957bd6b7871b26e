"""The shared caches of values derived from immutable records."""

from __future__ import annotations

from avabench.domains.base import base_company, patch
from avabench.tools._common import cached_dump, first_by, json_form, per_record, per_table
from avabench.tools.registry import call_tool


def test_per_table_rebuilds_when_the_records_change():
    world = base_company()
    calls = []

    def count(rows):
        calls.append(1)
        return len(rows)

    assert per_table(("test", "count"), world.hr.employees, build=count) == len(world.hr.employees)
    assert per_table(("test", "count"), world.fork().hr.employees, build=count) == len(
        world.hr.employees
    )
    assert len(calls) == 1  # a fork holds the very same records: one build
    patch(world, "hr.employees", "NV000012", phone="0900000000")
    per_table(("test", "count"), world.hr.employees, build=count)
    assert len(calls) == 2  # one record replaced: rebuilt
    world.hr.employees.pop()
    assert per_table(("test", "count"), world.hr.employees, build=count) == len(world.hr.employees)


def test_first_by_keeps_the_first_record_of_an_id():
    world = base_company()
    emp = world.hr.employees[0]
    twin = emp.model_copy(update={"full_name": "Bản sao"})
    rows = [*world.hr.employees, twin]
    assert first_by(rows)[emp.id] is emp


def test_per_record_is_keyed_by_identity():
    world = base_company()
    a = world.hr.employees[0]
    b = a.model_copy()  # equal but another object
    assert per_record(("test", "name"), a, lambda r: [r.full_name]) is per_record(
        ("test", "name"), a, lambda r: ["other"]
    )
    assert per_record(("test", "name"), b, lambda r: ["other"]) == ["other"]


def test_cached_dump_hands_out_its_own_top_level_and_call_tool_copies_the_rest():
    world = base_company()
    req = world.hr.leave_requests[0]
    first = cached_dump(req, extra=1)
    first["status"] = "x"  # the caller's own dict
    again = cached_dump(req)
    assert again == req.model_dump(mode="json") == json_form(req)
    assert "extra" not in again
    # below the top level the values are the shared JSON form (read only) ...
    assert again["related_ids"] is json_form(req)["related_ids"]
    # ... and a tool's result leaves call_tool as a copy of its own
    mine = world.fork()
    mine.context = mine.context.model_copy(update={"current_user_id": req.employee_id})
    result = call_tool(mine, "timesheet_list_leave_requests", {"employee_id": req.employee_id})
    assert result.ok, result.error
    rows = [r for r in result.output["requests"] if r["id"] == req.id]
    assert rows and rows[0]["related_ids"] == json_form(req)["related_ids"]
    rows[0]["related_ids"].append("NV999999")
    assert json_form(req) == req.model_dump(mode="json")


def test_a_value_lives_as_long_as_a_table_holds_its_content():
    import gc

    from avabench.world import derived
    from avabench.world._base import _POSITIONS, positions

    base = base_company().fork()
    store: dict = {}
    calls = []

    def build(rows):
        calls.append(len(rows))
        return len(rows)

    first = per_table("count", base.hr.employees, build=build, store=store)
    episode = base.fork()  # shares the content: the value is found, not built again
    assert per_table("count", episode.hr.employees, build=build, store=store) == first
    assert calls == [first] and len(store) == 1
    episode.hr.employees.append(episode.hr.employees[0])  # a new content, a new value
    assert per_table("count", episode.hr.employees, build=build, store=store) == first + 1
    positions(episode.hr.employees)
    assert len(store) == 2 and calls == [first, first + 1]
    token = episode.hr.employees.version()
    token_id = id(token)
    assert token_id in _POSITIONS
    del episode, token
    gc.collect()
    assert len(store) == 1  # the episode's content is gone, and its value with it
    assert token_id not in _POSITIONS
    assert per_table("count", base.hr.employees, build=build, store=store) == first
    assert calls == [first, first + 1]  # the base content's value stayed
    assert len(derived._TABLE_VALUES) <= derived._TABLE_LIMIT


def test_a_record_search_text_is_made_once_and_matches_as_text_match_does():
    from avabench.tools._common import record_haystacks, search_words, text_match, words_in

    world = base_company()

    def fields(t):
        return (t.id, t.title, t.description, *t.comments)

    assert world.office.tickets
    for t in world.office.tickets:
        hay = record_haystacks("test-ticket", t, fields)
        assert record_haystacks("test-ticket", t, fields) is hay
        for query in ("", "  ", t.title.split()[0], "may in", "không có chữ này"):
            words = search_words(query)
            got = True if words is None else words_in(words, hay)
            assert got == text_match(query, *fields(t)), (t.id, query)
