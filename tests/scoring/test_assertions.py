"""Assertion kinds, operators and paths on a real world."""

from __future__ import annotations

import datetime as dt

import pytest
from pydantic import ValidationError

from avabench.domains.base import base_company, merge
from avabench.scoring.assertions import OPS, compare
from avabench.task import count, exists, field, not_exists, reply_has, reply_lacks
from avabench.world.hr import LeaveRequest, LeaveType, RequestStatus


@pytest.fixture
def w():
    return merge(
        base_company(),
        LeaveRequest(
            id="DN-2026-0900",
            employee_id="NV000012",
            leave_type=LeaveType.ANNUAL,
            start_date=dt.date(2026, 4, 20),
            end_date=dt.date(2026, 4, 22),
            days=3.0,
            approver_id="NV000010",
            related_ids=["NV000013"],
            created_on=dt.date(2026, 4, 16),
        ),
    )


def test_record_exists_with_enum_and_date_forms(w):
    mine = {"id": "DN-2026-0900"}
    assert exists(
        "hr.leave_requests",
        {**mine, "status": RequestStatus.PENDING, "start_date": dt.date(2026, 4, 20)},
        "d",
    ).holds(w, "")
    assert exists(
        "hr.leave_requests", {**mine, "status": "Chờ duyệt", "start_date": "2026-04-20"}, "d"
    ).holds(w, "")
    assert not exists("hr.leave_requests", {**mine, "status": "Đã duyệt"}, "d").holds(w, "")


def test_not_exists_and_count(w):
    assert not_exists("hr.leave_requests", {"id": "DN-2026-0900", "leave_type": "KL"}, "d").holds(
        w, ""
    )
    assert count("hr.leave_requests", {"id": {"in": ["DN-2026-0900", "nope"]}}, 1, "d").holds(w, "")
    n_kt = sum(e.department_id == "PB-KT" for e in w.hr.employees)
    assert count("hr.employees", {"department_id": "PB-KT"}, n_kt, "d").holds(w, "")
    assert count("hr.employees", {"department_id": "PB-KT"}, n_kt - 1, "d", op="gt").holds(w, "")
    assert not count("hr.employees", {"department_id": "PB-KT"}, n_kt, "d", op="gt").holds(w, "")


def test_field_equals_needs_a_match_and_all_matches(w):
    assert field("hr.leave_requests", {"id": "DN-2026-0900"}, "days", 3.0, "d").holds(w, "")
    assert not field("hr.leave_requests", {"employee_id": "NV999"}, "days", 3.0, "d").holds(w, "")
    assert not field("hr.employees", {"department_id": "PB-KT"}, "gender", "Nữ", "d").holds(w, "")


def test_operators(w):
    f, m = "hr.leave_requests", {"id": "DN-2026-0900"}
    assert exists(f, {**m, "days": {"gte": 3}}, "d").holds(w, "")
    assert not exists(f, {**m, "days": {"gt": 3}}, "d").holds(w, "")
    assert exists(f, {**m, "related_ids": {"contains": "NV000013"}}, "d").holds(w, "")
    assert exists(f, {**m, "leave_type": {"in": ["P", "KL"]}}, "d").holds(w, "")
    assert exists(f, {**m, "substitute_id": {"is_null": True}}, "d").holds(w, "")
    assert exists(f, {**m, "reason": {"ne": "x"}}, "d").holds(w, "")


def test_compare_covers_every_operator():
    samples = {
        "eq": (1, 1),
        "ne": (1, 2),
        "gt": (2, 1),
        "gte": (1, 1),
        "lt": (1, 2),
        "lte": (1, 1),
        "in": ("a", ["a"]),
        "not_in": ("b", ["a"]),
        "contains": ("Hà Nội", "hà nội"),
        "not_contains": ("Hà Nội", "Huế"),
        "num_eq": ("60 triệu", 60_000_000),
        "is_null": (None, True),
        "not_null": ("x", True),
    }
    assert set(samples) == OPS
    for op, (actual, expected) in samples.items():
        assert compare(actual, op, expected), op


def test_reply_contains_numbers_by_value(w):
    a = reply_has("balance", 1.5, "ngày")
    assert a.holds(w, "Bạn còn 1,5 ngày phép.")
    assert not a.holds(w, "Bạn còn 15 ngày phép.")
    assert not a.holds(w, "")


def test_reply_lacks(w):
    a = reply_lacks("no promise", "đã duyệt")
    assert a.holds(w, "")
    assert not a.holds(w, "Đơn ĐÃ DUYỆT rồi nhé")


def test_misspelled_key_is_rejected_with_description():
    from avabench.task import mail_sent

    with pytest.raises(ValidationError, match=r"reminder.*body_contain"):
        mail_sent("reminder", to=["a@b.vn"], body_contain=["x"])


def test_mail_body_contains_any():
    from avabench.tools.registry import call_tool

    w = merge(base_company(), context={"current_user_id": "NV000042"})
    a = mail_sent_assertion()
    assert not a.holds(w, "")
    r = call_tool(
        w,
        "amismail_write_mail",
        {"to": ["ung.vien@gmail.com"], "subject": "Kết quả", "body": "Cám ơn bạn đã ứng tuyển."},
    )
    assert r.ok, r.error
    assert a.holds(w, "")


def mail_sent_assertion():
    from avabench.task import mail_sent

    return mail_sent("thanks", to=["ung.vien@gmail.com"], body_contains_any=["cảm ơn", "cám ơn"])


# -- H1: an alternative of two different values is a hedge, not a statement -------------------


def test_an_alternative_of_two_values_states_neither():
    from avabench.scoring.assertions import states_number

    assert not states_number("Bạn còn 12 hoặc 13 ngày phép", 12)
    assert not states_number("Bạn còn 12 hoặc 13 ngày phép", 13)
    assert not states_number("khoảng 900.000 đ hay 1.500.000 đ", 1_500_000)
    assert not states_number("200% hoặc là 300%", 2)
    assert states_number("Bạn còn 12 ngày phép", 12)
    assert states_number("chuyển khoản hoặc tiền mặt 500.000đ", 500_000)
    assert states_number("nghỉ phép 2 ngày, hoặc nghỉ không lương 3 ngày", 2)
    assert states_number("12 hoặc 12 ngày", 12)  # the same value twice is no hedge


from hypothesis import given  # noqa: E402
from hypothesis import strategies as st  # noqa: E402


@given(st.integers(1, 10_000_000), st.integers(1, 10_000_000), st.sampled_from(["hoặc", "hay"]))
def test_h1_property(a, b, word):
    from avabench.scoring.assertions import states_number

    text = f"Kết quả là {a} {word} {b} nhé"
    if a != b:
        assert not states_number(text, a) and not states_number(text, b)
    assert states_number(f"Kết quả là {a} nhé", a)


def test_value_checks_do_not_read_the_signature_but_literal_text_does():
    """A signature's floor number is not a stated value; "the old signature" is still seen."""
    from avabench.task import mail_sent
    from avabench.tools.registry import call_tool

    w = merge(base_company(), context={"current_user_id": "NV000042"})
    sig = next(s for s in w.mail.signatures if s.employee_id == "NV000042" and s.is_default)
    assert "9" in sig.text  # the Hà Nội address: "Tầng 9 …"
    r = call_tool(
        w,
        "amismail_write_mail",
        {
            "to": ["a@b.vn"],
            "subject": "Danh sách",
            "body": "Tổng 3 ngày.",
            "include_signature": True,
        },
    )
    assert r.ok, r.error
    assert mail_sent("three", to=["a@b.vn"], body_contains=[3], body_not_contains=[9]).holds(w, "")
    assert not mail_sent("no nine in the text", to=["a@b.vn"], body_not_contains=[sig.text]).holds(
        w, ""
    )
