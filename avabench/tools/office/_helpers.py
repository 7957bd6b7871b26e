"""Private helpers shared by the office tool modules: names, clock, text, working days, dates."""

from __future__ import annotations

import datetime as dt
import unicodedata
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

from pydantic import BaseModel

from avabench.errors import InvalidArguments
from avabench.tools._common import employee
from avabench.world import WorldState
from avabench.world.hr import Employee, EmploymentStatus

MAX_TEXT = 4000

V = TypeVar("V")

# Values derived from a table's (frozen) records, shared across calls and episodes. An entry
# keeps a copy of the record list it was built from (strong references, so the ids in its key
# cannot be reused) and is used only while the table holds exactly those records, in order.
_DERIVED: dict[tuple[Any, ...], tuple[list[Any], Any]] = {}


def _lookup(key: tuple[Any, ...], rows: Sequence[Any]) -> Any:
    hit = _DERIVED.get(key)
    if hit is not None and hit[0] == rows:  # list == list: per record, identity first
        return hit[1]
    return None


def _store(key: tuple[Any, ...], rows: Sequence[Any], value: V) -> V:
    if len(_DERIVED) > 1024:
        _DERIVED.clear()
    _DERIVED[key] = (list(rows), value)
    return value


def _derived(rows: Sequence[Any], what: str, build: Callable[[list[Any]], V]) -> V:
    """``build(records)`` for the table's current records, cached while they stay the same."""
    key = ("=" + what, len(rows), id(rows[0]), id(rows[-1])) if rows else ("=" + what, 0)
    value = _lookup(key, rows)
    if value is None:
        value = _store(key, rows, build(list(rows)))
    return value  # type: ignore[no-any-return]


def _first_by(rows: Sequence[Any], attr: str) -> dict[Any, Any]:
    """``{record.<attr>: record}``, the first record winning (as a linear scan would find)."""
    key = (attr, len(rows), id(rows[0]), id(rows[-1])) if rows else (attr, 0)
    value = _lookup(key, rows)
    if value is None:
        value = {}
        for r in rows:
            value.setdefault(getattr(r, attr), r)
        _store(key, rows, value)
    return value  # type: ignore[no-any-return]


# record.model_dump(mode="json") of frozen records, by id(record); the entry keeps the record
# (so its id cannot be reused). Callers get a fresh copy: the cached dumps are never handed out.
_DUMPS: dict[int, tuple[BaseModel, dict[str, Any]]] = {}
_CONTAINERS = (dict, list)


def _copy_json(value: Any) -> Any:
    if type(value) is dict:
        return {k: _copy_json(v) if type(v) in _CONTAINERS else v for k, v in value.items()}
    if type(value) is list:
        return [_copy_json(v) if type(v) in _CONTAINERS else v for v in value]
    return value


def _dump(record: BaseModel, **extra: Any) -> dict[str, Any]:
    """:func:`avabench.tools._common.dump` of a frozen record, the JSON dump computed once."""
    hit = _DUMPS.get(id(record))
    if hit is None or hit[0] is not record:
        if len(_DUMPS) > 4096:
            _DUMPS.clear()
        hit = _DUMPS[id(record)] = (record, record.model_dump(mode="json"))
    out: dict[str, Any] = _copy_json(hit[1])
    out.update(extra)
    return out


def _build_names(rows: list[Employee]) -> dict[str, str]:
    out: dict[str, str] = {}
    for e in rows:
        out.setdefault(e.id, e.full_name)
    return out


def _names(world: WorldState) -> dict[str, str]:
    """Employee id → full name (the first employee with that id)."""
    return _derived(world.hr.employees, "names", _build_names)


def _employee(world: WorldState, employee_id: str) -> Employee:
    """:func:`avabench.tools._common.employee` through the id map (the same record or error)."""
    emp = _first_by(world.hr.employees, "id").get(employee_id)
    return emp if emp is not None else employee(world, employee_id)


def _me(world: WorldState) -> Employee:
    """:func:`avabench.tools._common.current_employee` through the id map."""
    return _employee(world, world.context.current_user_id)


def _name(world: WorldState, employee_id: str | None) -> str | None:
    if not employee_id:
        return None
    return _names(world).get(employee_id, employee_id)


def _clock(t: dt.time) -> dt.time:
    """Naive wall-clock time to the minute (a model may send seconds or a UTC offset)."""
    return t.replace(second=0, microsecond=0, tzinfo=None)


def _text(value: str, what: str, *, required: bool = True, limit: int = MAX_TEXT) -> str:
    value = unicodedata.normalize("NFC", value or "").strip()
    if required and not value:
        raise InvalidArguments(f"Thiếu {what}.")
    if len(value) > limit:
        raise InvalidArguments(f"{what} quá dài (tối đa {limit} ký tự).")
    return value


def _holiday(world: WorldState, day: dt.date) -> str | None:
    hit = _first_by(world.hr.holidays, "date").get(day)
    return None if hit is None else hit.name


def _is_workday(world: WorldState, day: dt.date) -> bool:
    return day.weekday() < 5 and _holiday(world, day) is None


def _add_workdays(world: WorldState, start: dt.date, n: int) -> dt.date:
    """The n-th working day after ``start`` (``start`` itself when n = 0)."""
    holidays = _first_by(world.hr.holidays, "date")
    one = dt.timedelta(days=1)
    day = start
    try:
        while n > 0:
            day += one
            if day.weekday() < 5 and day not in holidays:  # _is_workday
                n -= 1
    except OverflowError:
        return dt.date.max
    return day


def _active(emp: Employee) -> bool:
    return emp.status is not EmploymentStatus.LEFT


_WEEKDAYS = ["thứ Hai", "thứ Ba", "thứ Tư", "thứ Năm", "thứ Sáu", "thứ Bảy", "Chủ nhật"]


def _vn_date(day: dt.date) -> str:
    if day.year < 1000:  # strftime's %Y padding differs between platforms
        return f"{_WEEKDAYS[day.weekday()]} {day:%d/%m/%Y}"
    return f"{_WEEKDAYS[day.weekday()]} {day.day:02d}/{day.month:02d}/{day.year}"  # = %d/%m/%Y


def _hm(t: dt.time) -> str:
    return f"{t.hour:02d}:{t.minute:02d}"  # = f"{t:%H:%M}", without the slow strftime
