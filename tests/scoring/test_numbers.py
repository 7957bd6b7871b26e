"""Tests for ``avabench.scoring.numbers``: the case table, the API contract and properties."""

from __future__ import annotations

import math
from decimal import Decimal

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from avabench.scoring.numbers import (
    Found,
    contains_number,
    extract_numbers,
    extract_values,
    matches,
)

try:  # tests/scoring may or may not become a package
    from .number_cases import CASES
except ImportError:
    from number_cases import CASES

REQUIRED_RULES = {
    "N1", "T1", "T2", "T3", "T4", "D1", "S1", "S2", "S3", "S4", "S5",
    "M1", "M2", "M3", "M4", "M5", "M6", "M7", "C1", "P1", "G1", "R1",
    "W1", "W2", "W3", "E1",
}  # fmt: skip


def _case_id(case: tuple) -> str:
    text, expected, should, rule, _ = case
    return f"{rule}:{text!r}{'==' if should else '!='}{expected!r}"


# ---- the case table ------------------------------------------------------------------------


@pytest.mark.parametrize("case", CASES, ids=[_case_id(c) for c in CASES])
def test_case_table(case: tuple) -> None:
    text, expected, should_match, rule, reason = case
    got = contains_number(text, expected)
    assert got is should_match, (
        f"[{rule}] {reason}: {text!r} vs {expected!r}; candidates={extract_values(text)}"
    )


def test_table_covers_every_rule_both_ways() -> None:
    assert len(CASES) >= 150
    rules = {c[3] for c in CASES}
    assert rules >= REQUIRED_RULES
    assert {c[3] for c in CASES if c[2]} >= REQUIRED_RULES - {"T3"}
    assert {c[3] for c in CASES if not c[2]} >= REQUIRED_RULES - {"C1"}


# ---- exact candidate sets for the ambiguity decisions (§10) --------------------------------


@pytest.mark.parametrize(
    ("text", "values"),
    [
        ("1.500", [1500, 1.5]),
        ("1.500đ", [1500]),
        ("1 500", [1500, 1, 500]),
        ("10%", [10, 0.1]),
        ("10–20%", [10, 0.1, 20, 0.2]),
        ("2-3 triệu", [2000000, 3000000]),
        ("2 triệu 500 đồng", [2500000, 2000500]),
        ("2 triệu 5 ngày", [2000000, 5]),
        ("1.500 tỷ", [1.5e12, 1.5e9]),
        ("-500.000đ", [-500000]),
        ("0912 345 678", []),
        ("HD-2026-0060", []),
        ("15/12/2026", []),
        ("thứ hai", []),
        ("năm 2026", []),
        ("Mã HD-2026-0060, thời hạn 60 ngày", [60]),
        ("Sáu mươi triệu đồng chẵn", [60000000]),
    ],
)
def test_exact_candidates(text: str, values: list[float]) -> None:
    assert sorted(extract_numbers(text)) == sorted(float(v) for v in values)


# ---- API contract --------------------------------------------------------------------------


@pytest.mark.parametrize("bad", [True, False])
def test_bool_expected_is_rejected(bad: bool) -> None:
    with pytest.raises(TypeError):
        contains_number("1", bad)


@pytest.mark.parametrize(
    "bad", [math.nan, math.inf, -math.inf, Decimal("NaN"), Decimal("-Infinity")]
)
def test_non_finite_expected_is_rejected(bad: object) -> None:
    with pytest.raises(ValueError):
        contains_number("1", bad)  # type: ignore[arg-type]


@pytest.mark.parametrize("bad", ["1,5", "60 triệu", "1.500.000", "nan", "inf", "", "١"])
def test_string_expected_must_be_plain_ascii_decimal(bad: str) -> None:
    with pytest.raises(ValueError):
        contains_number("1,5", bad)


@pytest.mark.parametrize("bad", [None, [1], object()])
def test_other_expected_types_are_rejected(bad: object) -> None:
    with pytest.raises(TypeError):
        contains_number("1", bad)  # type: ignore[arg-type]


def test_matches_is_an_alias_with_spec_argument_order() -> None:
    assert matches(60000000, "60 triệu")
    assert not matches(60, "160.000.000")


def test_ignore_sign_is_opt_in() -> None:
    assert not contains_number("-500.000đ", 500000)
    assert contains_number("-500.000đ", 500000, ignore_sign=True)


def test_extract_numbers_returns_floats() -> None:
    values = extract_numbers("Giá 60.000.000đ, giảm 10%")
    assert values == [60000000.0, 10.0, 0.1]
    assert all(type(v) is float for v in values)


def test_extract_values_reports_decimal_positions_and_rules() -> None:
    text = "Tổng: 2tr5 và 1.500đ"
    found = extract_values(text)
    assert all(isinstance(f, Found) and isinstance(f.value, Decimal) for f in found)
    assert [(f.value, f.surface, f.rule) for f in found] == [
        (Decimal("2500000"), "2tr5", "M4"),
        (Decimal("1500"), "1.500đ", "S4"),
    ]
    assert text[found[0].start : found[0].end] == "2tr5"


# ---- properties ----------------------------------------------------------------------------

amounts = st.integers(min_value=1, max_value=10**12)


def _grouped(n: int, sep: str) -> str:
    return f"{n:,}".replace(",", sep)


def _renderings(n: int) -> list[str]:
    out = [
        _grouped(n, ".") + "đ",
        _grouped(n, ".") + " đồng",
        _grouped(n, ",") + " VND",
        "VND " + _grouped(n, ","),
        _grouped(n, " "),
        _grouped(n, " ") + " ₫",
    ]
    if n % 1000 == 0:
        out.append(f"{n // 1000}k")
    if n % 10**6 == 0:
        out += [f"{n // 10**6} triệu", f"{n // 10**6} triệu đồng", f"{n // 10**6}tr"]
    if n % 10**9 == 0:
        out.append(f"{n // 10**9} tỷ")
    return out


@settings(max_examples=200, deadline=None)
@given(amounts)
def test_rendered_amount_is_found(n: int) -> None:
    for text in _renderings(n):
        assert contains_number(f"Tổng tiền: {text}.", n), text


@settings(max_examples=200, deadline=None)
@given(amounts)
def test_different_amount_is_not_found(n: int) -> None:
    for text in _renderings(n):
        # E1 is relative (1e-9 * |expected|), so the neighbour must differ by more than that.
        step = 1 + n // 10**8
        for other in (n + step, n * 10, n - step):
            if other > 0:
                assert not contains_number(f"Tổng tiền: {text}.", other), (text, other)


@settings(max_examples=200, deadline=None)
@given(st.integers(min_value=1, max_value=10**6), st.sampled_from(["triệu", "tr", "k", "tỷ"]))
def test_multiplier_never_matches_bare_digits(n: int, word: str) -> None:
    assert not contains_number(f"{n} {word}", n)


@settings(max_examples=200, deadline=None)
@given(st.integers(min_value=1, max_value=99_999_999))
def test_digits_inside_phone_numbers_are_not_amounts(n: int) -> None:
    digits = f"{n:08d}"
    for phone in (
        f"09{digits}",
        f"09{digits[:2]} {digits[2:5]} {digits[5:]}",
        f"09{digits[:2]}.{digits[2:5]}.{digits[5:]}",
        f"09{digits[:2]}-{digits[2:5]}-{digits[5:]}",
    ):
        assert not contains_number(f"Liên hệ {phone} để được hỗ trợ", n), phone
        assert extract_numbers(phone) == [], phone


@settings(max_examples=200, deadline=None)
@given(st.integers(min_value=1, max_value=9999), st.integers(1, 28), st.integers(1, 12))
def test_digits_inside_dates_are_not_amounts(n: int, day: int, month: int) -> None:
    for date in (f"{day:02d}/{month:02d}/{n}", f"{n % 28 + 1:02d}/{month:02d}/2026"):
        assert extract_numbers(f"Hạn chót {date}") == [], date
    assert not contains_number(f"ngày {day:02d}/{month:02d}/{n}", n)


@settings(max_examples=200, deadline=None)
@given(st.integers(min_value=0, max_value=10**8))
def test_digits_inside_codes_are_not_amounts(n: int) -> None:
    for code in (f"HD-2026-{n}", f"HD-2026-{n:04d}", f"DH{n:05d}", f"SP-{n}-XL", f"#{n}"):
        assert extract_numbers(f"Mã {code} đã tạo") == [], code
