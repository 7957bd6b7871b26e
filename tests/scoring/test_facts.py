"""Tests for ``avabench.scoring.facts``: the case table, the API contract and properties."""

from __future__ import annotations

import datetime as dt
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from avabench.scoring.facts import (
    extract_dates,
    extract_durations,
    extract_ordinals,
    extract_times,
    states_date,
    states_duration,
    states_ordinal,
    states_time,
)

try:  # tests/scoring may or may not become a package
    from .fact_cases import CASES, TODAY
except ImportError:
    from fact_cases import CASES, TODAY

RULES = {
    "DT1", "DT2", "DT3", "DT4", "DT5", "DT6", "DT7",
    "TM1", "TM2", "TM3", "TM4", "TM5",
    "DU1", "DU2", "DU3", "DU4",
    "OR1", "OR2", "OR3", "OR4", "OR5",
}  # fmt: skip


def _run(kind: str, text: str, expected: object) -> bool:
    if kind == "date":
        return states_date(text, expected, today=TODAY)  # type: ignore[arg-type]
    if kind == "date0":
        return states_date(text, expected)  # type: ignore[arg-type]
    if kind == "time":
        return states_time(text, expected)  # type: ignore[arg-type]
    if kind == "duration":
        return states_duration(text, expected)  # type: ignore[arg-type]
    n, noun = expected  # type: ignore[misc]
    return states_ordinal(text, n, noun)


def _found(kind: str, text: str, expected: object) -> object:
    if kind.startswith("date"):
        return extract_dates(text, today=TODAY if kind == "date" else None)
    if kind == "time":
        return extract_times(text)
    if kind == "duration":
        return extract_durations(text)
    return extract_ordinals(text, expected[1])  # type: ignore[index]


def _case_id(case: tuple) -> str:
    kind, text, expected, should, rule, _ = case
    return f"{rule}:{kind}:{text!r}{'==' if should else '!='}{expected!r}"


@pytest.mark.parametrize("case", CASES, ids=[_case_id(c) for c in CASES])
def test_case_table(case: tuple) -> None:
    kind, text, expected, should, rule, reason = case
    got = _run(kind, text, expected)
    assert got is should, f"[{rule}] {reason}: {text!r} vs {expected!r}; read {_found(*case[:3])}"


def test_table_covers_every_rule_both_ways() -> None:
    assert len(CASES) >= 300
    assert {c[4] for c in CASES} == RULES
    positives = {c[4] for c in CASES if c[3]}
    negatives = {c[4] for c in CASES if not c[3]}
    assert positives >= RULES - {"DT7", "OR5"}
    assert negatives >= RULES
    counts = Counter(c[4] for c in CASES)
    assert min(counts.values()) >= 5, counts


# ---- the API contract ------------------------------------------------------------------------


def test_rejects_wrong_expected_types() -> None:
    with pytest.raises(TypeError):
        states_date("20/4", "2026-04-20")  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        states_date("20/4", dt.datetime(2026, 4, 20))
    with pytest.raises(TypeError):
        states_time("11h", 11)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        states_duration("1 tiếng", True)
    with pytest.raises(TypeError):
        states_ordinal("vòng 2", 2.0, "vòng")  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        states_ordinal("vòng 2", 2, " ")


def test_facts_carry_their_rule_and_span() -> None:
    (fact,) = extract_dates("Hẹn thứ Hai 20/4 nhé")
    assert (fact.surface, fact.rule, fact.value) == ("20/4", "DT1", (4, 20))
    times = extract_times("từ 10 đến 11 giờ")
    assert [(f.value, f.rule) for f in times] == [(dt.time(10), "TM4"), (dt.time(11), "TM2")]
    (dur,) = extract_durations("mất 1 tiếng 30 phút")
    assert (dur.value, dur.rule, dur.surface) == (90, "DU2", "1 tiếng 30 phút")


# ---- properties ------------------------------------------------------------------------------

dates = st.dates(min_value=dt.date(2000, 1, 1), max_value=dt.date(2099, 12, 31))


@settings(max_examples=200, deadline=None)
@given(dates, st.sampled_from(["{d}/{m}/{y}", "{d:02}/{m:02}/{y}", "ngày {d} tháng {m} năm {y}",
                               "{y}-{m:02}-{d:02}", "{d}-{m}-{y}", "{d}.{m}.{y}"]))  # fmt: skip
def test_every_written_date_states_itself_and_not_its_neighbours(date: dt.date, form: str) -> None:
    text = "Hạn là " + form.format(d=date.day, m=date.month, y=date.year) + "."
    assert states_date(text, date)
    assert not states_date(text, date + dt.timedelta(days=1))
    assert not states_date(text, date - dt.timedelta(days=1))
    if date.day < 29:
        assert not states_date(text, date.replace(year=date.year + 1))


@settings(max_examples=200, deadline=None)
@given(dates)
def test_the_right_weekday_keeps_a_date_and_a_wrong_one_drops_it(date: dt.date) -> None:
    names = ["thứ Hai", "thứ Ba", "thứ Tư", "thứ Năm", "thứ Sáu", "thứ Bảy", "Chủ nhật"]
    right, wrong = names[date.weekday()], names[(date.weekday() + 1) % 7]
    tail = f"{date.day}/{date.month}/{date.year}"
    assert states_date(f"{right} {tail}", date)
    assert not states_date(f"{wrong} {tail}", date)


@settings(max_examples=200, deadline=None)
@given(st.integers(0, 23), st.integers(0, 59))
def test_every_written_time_states_itself_only(h: int, m: int) -> None:
    for text in (f"{h:02}:{m:02}", f"{h}h{m:02}", f"lúc {h} giờ {m} phút"):
        assert states_time(text, dt.time(h, m)), text
        assert not states_time(text, dt.time((h + 1) % 24, m)), text
        assert not states_time(text, dt.time(h, (m + 1) % 60)), text


@settings(max_examples=200, deadline=None)
@given(st.integers(1, 11), st.sampled_from(["chiều", "tối", "pm"]))
def test_afternoon_hours_are_twelve_later(h: int, pod: str) -> None:
    text = f"{h}{'' if pod == 'pm' else ' giờ '}{pod}"
    assert states_time(text, dt.time(h + 12))
    assert not states_time(text, dt.time(h))


@settings(max_examples=200, deadline=None)
@given(st.integers(1, 600))
def test_every_duration_in_minutes_or_hours_states_itself(minutes: int) -> None:
    assert states_duration(f"mất {minutes} phút", minutes)
    assert not states_duration(f"mất {minutes} phút", minutes + 1)
    assert states_duration(f"mất {minutes} tiếng", minutes * 60)
    assert not states_duration(f"mất {minutes} tiếng", minutes)


@settings(max_examples=200, deadline=None)
@given(st.integers(1, 99), st.sampled_from(["vòng", "lần", "đợt"]))
def test_ordinals_in_digits_and_with_thu(n: int, noun: str) -> None:
    for text in (f"{noun} {n}", f"{noun} thứ {n}"):
        assert states_ordinal(text, n, noun)
        assert not states_ordinal(text, n + 1, noun)
        assert not states_ordinal(text + "0", n, noun)
    assert not states_ordinal(f"{n} {noun}", n, noun)


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet="0123456789/.:-hg thứngàyvòng", max_size=30))
def test_readers_never_crash(text: str) -> None:
    states_date(text, TODAY, today=TODAY)
    states_time(text, dt.time(11))
    states_duration(text, 60)
    states_ordinal(text, 2, "vòng")
