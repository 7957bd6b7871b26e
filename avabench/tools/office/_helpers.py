"""Private helpers shared by the office tool modules: names, clock, text, working days, dates."""

from __future__ import annotations

import datetime as dt
import unicodedata
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

from avabench.errors import InvalidArguments
from avabench.tools._common import cached_dump, employee, first_by, per_table
from avabench.world import WorldState
from avabench.world.hr import Employee, EmploymentStatus

MAX_TEXT = 4000

V = TypeVar("V")

_dump = cached_dump  # the JSON form of each (frozen) record is built once


def _derived(rows: Sequence[Any], what: str, build: Callable[[list[Any]], V]) -> V:
    """``build(records)`` for the table's current records, cached while they stay the same."""
    return per_table(("office", what), rows, build=build)


def _first_by(rows: Sequence[Any], attr: str) -> dict[Any, Any]:
    """``{record.<attr>: record}``, the first record winning (as a linear scan would find)."""
    return first_by(rows, attr)


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
