"""A call's output is copied on its first read (avabench.tools.output): the copy equals the one
made in the call, the tool message text is the same without it, and no reader can change another
call's output."""

from __future__ import annotations

import enum
import json
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st
from pydantic_core import to_jsonable_python

from avabench.env import Episode
from avabench.loader import default_suite
from avabench.task import resolve_refs
from avabench.tools.output import Output, output_of


class Colour(enum.StrEnum):
    RED = "đỏ"


class Level(enum.IntEnum):
    HIGH = 3


def eager_text(value: Any) -> str:
    """The tool message text as it was made when the call copied its output at once."""
    return json.dumps(to_jsonable_python(value), ensure_ascii=False)


scalars = (
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats()  # NaN and infinities too
    | st.text()
    | st.sampled_from([Colour.RED, Level.HIGH])
    | st.dates()
    | st.datetimes()
)
# JSON objects: string keys (str enums too); with other keys json and the copy can differ (a
# None key, 1 and "1" in one dict), and no tool returns one (checked below)
keys = st.text() | st.just(Colour.RED)
values = st.recursive(
    scalars,
    lambda inner: (
        st.lists(inner, max_size=4)
        | st.tuples(inner, inner)
        | st.dictionaries(keys, inner, max_size=4)
    ),
    max_leaves=20,
)


@settings(max_examples=300, deadline=None)
@given(values)
def test_the_text_is_the_text_of_the_copy(value: Any) -> None:
    assert Output(value).text() == eager_text(value)
    out = Output(value)
    out.get()
    assert out.text() == eager_text(value)


def test_a_reader_cannot_change_another_calls_output() -> None:
    ep = Episode.reset("hr.leave_split_unpaid", 0, 8)
    employee = ep.world.hr.employees[0].id
    first = ep.step("hrm_get_employee", {"employee_id": employee})
    assert first.ok
    assert first.output is ep.trace[-1].output  # one copy for the result and its step
    want = json.loads(first.content())
    for key, value in first.output.items():  # change every part one could reach
        if isinstance(value, list):
            value.append("x")
        elif isinstance(value, dict):
            value["x"] = 1
        first.output[key] = "changed"
    again = ep.step("hrm_get_employee", {"employee_id": employee})
    assert again.output == want and json.loads(again.content()) == want


def _other_key(value: Any) -> bool:
    """Does a dict inside ``value`` have a key that is not a string?"""
    if isinstance(value, dict):
        return not all(isinstance(k, str) for k in value) or any(map(_other_key, value.values()))
    if isinstance(value, list | tuple):
        return any(map(_other_key, value))
    return False


def test_every_reference_output_read_late_is_the_one_copied_in_the_call() -> None:
    """The copy made at the end of an episode (after every later write) equals the copy made at
    once, and the text sent without a copy is that copy's, over every reference script."""
    suite = default_suite()
    calls = 0
    for task in suite.tasks:
        scripts = [
            suite.oracles.get(task.id),
            *suite.alternates.get(task.id, []),
            *suite.anti_oracles.get(task.id, []),
        ]
        for script in filter(None, scripts):
            ep = Episode.reset(task, 0, 8)
            made: list[tuple[Any, Any, str]] = []
            outputs: list[Any] = []  # what references read: the copies made in the calls
            try:
                for turn in [script, *script.then]:
                    for call in turn.calls:
                        result = ep.step(call.name, resolve_refs(call.arguments, outputs))
                        if not result.ok:
                            outputs.append({"error": result.error})
                            continue
                        raw = output_of(result).value
                        assert not _other_key(raw), (task.id, call.name)
                        copied = to_jsonable_python(raw)
                        assert result.content() == json.dumps(copied, ensure_ascii=False)
                        made.append((result, copied, call.name))
                        outputs.append(copied)
                    ep.finish(turn.reply)
            except (KeyError, IndexError, TypeError, ValueError):  # a reference into a failure
                pass
            for result, copied, name in made:  # read now, after every later call of the script
                calls += 1
                assert result.output == copied, (task.id, name)
    assert calls > 3000
