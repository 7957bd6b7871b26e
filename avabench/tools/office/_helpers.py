"""Private helpers shared by the office tool modules: names, clock, text, working days, dates."""

from __future__ import annotations

import datetime as dt
import unicodedata

from avabench.errors import InvalidArguments
from avabench.world import WorldState
from avabench.world.hr import Employee, EmploymentStatus

MAX_TEXT = 4000


def _name(world: WorldState, employee_id: str | None) -> str | None:
    if not employee_id:
        return None
    return next((e.full_name for e in world.hr.employees if e.id == employee_id), employee_id)


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
    return next((h.name for h in world.hr.holidays if h.date == day), None)


def _is_workday(world: WorldState, day: dt.date) -> bool:
    return day.weekday() < 5 and _holiday(world, day) is None


def _add_workdays(world: WorldState, start: dt.date, n: int) -> dt.date:
    """The n-th working day after ``start`` (``start`` itself when n = 0)."""
    day = start
    try:
        while n > 0:
            day += dt.timedelta(days=1)
            if _is_workday(world, day):
                n -= 1
    except OverflowError:
        return dt.date.max
    return day


def _active(emp: Employee) -> bool:
    return emp.status is not EmploymentStatus.LEFT


_WEEKDAYS = ["thứ Hai", "thứ Ba", "thứ Tư", "thứ Năm", "thứ Sáu", "thứ Bảy", "Chủ nhật"]


def _vn_date(day: dt.date) -> str:
    return f"{_WEEKDAYS[day.weekday()]} {day:%d/%m/%Y}"


def _hm(t: dt.time) -> str:
    return f"{t:%H:%M}"
