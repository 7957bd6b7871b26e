"""Claims in the assertion API: constructors, round trips, ``wrong``, negative claims, echo."""

from __future__ import annotations

import datetime as dt

import pytest
from hypothesis import given
from hypothesis import strategies as st
from pydantic import TypeAdapter, ValidationError

from avabench.domains.base import base_company
from avabench.scoring.assertions import MailSent, ReplyContains, ReplyNotContains
from avabench.scoring.claims import TextItem
from avabench.scoring.concepts import states_concept
from avabench.scoring.scorer import score
from avabench.task import (
    at_time,
    concept,
    lasting,
    on_date,
    ordinal,
    quantity,
    record,
    reply_has,
    reply_lacks,
    status,
)
from avabench.world.hr import RequestStatus

WORLD = base_company()


def test_reply_check_with_claims_accepts_other_wordings() -> None:
    check = reply_has(
        "room, round, date and time",
        record("office.rooms", "PH-301"),
        ordinal(2, "vòng"),
        on_date(dt.date(2026, 4, 20)),
        at_time(11),
    )
    for reply in [
        "Đã đặt P.301, vòng 2, 20/04 lúc 11h.",
        "Đã đặt phòng 301 (Sen) cho vòng phỏng vấn thứ hai, thứ Hai 20/4, 11 giờ trưa.",
        "Phòng Sen, vòng hai, ngày 20 tháng 4, 11:00.",
        "Phòng Sen, vòng hai, thứ Hai tuần sau, từ 11 đến 12 giờ.",
    ]:
        assert check.holds(WORLD, reply), reply
    assert not check.holds(WORLD, "Phòng Sen, vòng 3, 20/4 lúc 11h.")
    assert not check.holds(WORLD, "")


def test_wrong_values_fail_a_hedge() -> None:
    check = reply_has("12 days", 12, wrong=[13])
    assert check.holds(WORLD, "Chị còn 12 ngày phép.")
    assert not check.holds(WORLD, "Chị còn 12 hoặc 13 ngày phép.")
    timed = reply_has("ends 02:00", at_time(2), wrong=[at_time(22)])
    assert timed.holds(WORLD, "Kết thúc lúc 2h ngày 19/4.")
    assert not timed.holds(WORLD, "Từ 22h đến 2h sáng.")


def test_negative_claim_with_its_contradiction() -> None:
    overdue = record("accounting.invoices", where={"debt_status": "Quá hạn"})
    check = reply_has("nothing overdue", concept("none_overdue", unless=[overdue]))
    assert check.holds(WORLD, "Chưa có hoá đơn nào quá hạn.")
    assert not check.holds(WORLD, "Có hoá đơn quá hạn.")
    names = [
        r.invoice_no
        for r in WORLD.accounting.invoices
        if r.debt_status == "Quá hạn" and r.invoice_no
    ]
    if names:
        assert not check.holds(WORLD, f"Không có hoá đơn quá hạn (trừ HĐ {names[0]}).")


def test_concepts_negation_and_status() -> None:
    pay = reply_has("bank transfer", concept("bank_transfer"))
    assert pay.holds(WORLD, "Phải thanh toán qua ngân hàng, không chi tiền mặt.")
    assert not pay.holds(WORLD, "Không chuyển khoản được, chị dùng tiền mặt nhé.")
    pending = reply_has("pending", status(RequestStatus.PENDING))
    assert pending.holds(WORLD, "Đơn đang chờ HCNS duyệt.")
    assert not pending.holds(WORLD, "Đơn đã được duyệt.")
    with pytest.raises(ValidationError, match="unknown concept"):
        concept("no_such_concept")
    with pytest.raises(ValueError, match="has no concept"):
        status("Nháp")


@pytest.mark.parametrize(
    ("text", "name", "stated"),
    [
        ("Kem dưỡng ẩm không mùi hiện đang hết hàng.", "out_of_stock", True),
        ("Loại không mùi shop tạm hết rồi ạ.", "out_of_stock", True),
        ("Phòng không gian mở đã huỷ.", "cancelled", True),
        ("Kem không mùi không còn hàng.", "out_of_stock", True),  # the pattern is negative itself
        ("Kem trà xanh không hết hàng đâu.", "out_of_stock", False),  # a real negation
        ("Kem không mùi vẫn chưa hết hàng.", "out_of_stock", False),  # negated after the compound
    ],
)
def test_a_negator_inside_a_compound_word_does_not_negate(
    text: str, name: str, stated: bool
) -> None:
    assert states_concept(text, name) is stated


def test_reply_lacks_and_mail_filters_take_claims() -> None:
    lacks = reply_lacks("no 22:00", at_time(22))
    assert lacks.holds(WORLD, "Bắt đầu 21h.")
    assert not lacks.holds(WORLD, "Bắt đầu 22:00.")
    mail = MailSent(description="d", body_contains=[lasting(90)], body_not_contains=[at_time(9)])
    assert mail.body_contains[0].kind == "duration"


def test_claims_round_trip_through_json() -> None:
    check = reply_has("x", on_date("2026-04-20"), 5, "chờ", wrong=[concept("approved"), 1.5])
    again = ReplyContains.model_validate_json(check.model_dump_json())
    assert again == check
    items = TypeAdapter(list[TextItem]).validate_python(
        [{"kind": "time", "time": "11:00"}, "11h", 11, 1.5]
    )
    assert [type(i).__name__ for i in items] == ["TimeClaim", "str", "int", "float"]
    assert ReplyNotContains(description="d", items=[ordinal(2, "vòng")]).items[0].n == 2


def test_score_strips_the_echo_of_the_prompt() -> None:
    checks = [reply_has("states 2", 2), reply_has("not enough", concept("not_enough_balance"))]
    prompt = "Em còn 2 ngày phép mà xin nghỉ 3 ngày, vậy là chưa đủ đúng không?"
    echo = "Em còn 2 ngày phép mà xin nghỉ 3 ngày, vậy là chưa đủ."
    assert score(checks, WORLD, WORLD, echo).passed == 2
    assert score(checks, WORLD, WORLD, echo, prompt=prompt).passed == 0
    own = "Số dư của bạn là 2 ngày, không đủ cho 3 ngày."
    assert score(checks, WORLD, WORLD, own, prompt=prompt).passed == 2


def test_record_text_conditions_read_claims():
    """A ticket comment or approval note is read for the fact, in any wording."""
    from avabench.domains.base import base_company
    from avabench.task import concept, exists, field
    from avabench.world import put, replace

    w = base_company()
    ticket = w.office.tickets[0]
    put(
        w.office.tickets,
        replace(ticket, comments=[*ticket.comments, "Nhờ IT cấp gấp một laptop dự phòng."]),
    )
    asks = exists(
        "office.tickets",
        {"id": ticket.id, "comments": {"contains": concept("spare_device")}},
        "A comment asks for a spare laptop",
    )
    assert asks.holds(w, "")
    assert not asks.holds(base_company(), "")
    note = field(
        "office.tickets",
        {"id": ticket.id},
        "comments",
        concept("bank_transfer"),
        "No comment asks for a bank transfer",
        op="not_contains",
    )
    assert note.holds(w, "")


QUANTITY_CASES = [
    # (text, n, stated?) — QT1: the value with its unit next; QT2: "phép năm N ngày"
    ("Chị còn 3 ngày phép.", 3, True),
    ("còn ba ngày", 3, True),
    ("3,5 ngày", 3.5, True),
    ("1.5 ngày", 1.5, True),
    ("ba ngày rưỡi", 3.5, True),
    ("Còn 3 Ngày", 3, True),
    ("3ngày", 3, True),
    ("phép năm 3 ngày", 3, True),
    ("hai ngày làm việc", 2, True),
    ("thâm niên 3 năm", 3, False),
    ("3 người nghỉ", 3, False),
    ("13 ngày", 3, False),
    ("ngày 3/4", 3, False),
    ("3 hoặc 4 ngày", 3, False),  # H1: an alternative states neither
    ("nghỉ 3 buổi", 3, False),
    ("3 ngàyy", 3, False),
]


@pytest.mark.parametrize(("text", "n", "stated"), QUANTITY_CASES)
def test_quantity_is_the_number_with_its_unit(text: str, n: float, stated: bool) -> None:
    assert quantity(n, "ngày").stated_in(text, None) is stated


@given(
    n=st.integers(min_value=0, max_value=60),
    other=st.sampled_from(["năm", "người", "buổi", "lần", "ca"]),
    before=st.sampled_from(["", "Chị còn ", "Tổng: ", "- "]),
)
def test_quantity_reads_the_unit_not_the_bare_number(n: int, other: str, before: str) -> None:
    claim = quantity(n, "ngày")
    assert claim.stated_in(f"{before}{n} ngày.", None)
    assert not claim.stated_in(f"{before}{n} {other}.", None)
    assert not claim.stated_in(f"{before}{n + 1} ngày.", None)


def test_quantity_as_a_wrong_value_spares_another_count() -> None:
    check = reply_has("4 days left", 4, wrong=[quantity(3, "ngày")])
    assert check.holds(WORLD, "Anh còn 4 ngày phép (thâm niên 3 năm được cộng 1 ngày).")
    assert not check.holds(WORLD, "Anh còn 4 ngày, hay là 3 ngày nếu không tính thâm niên.")
    again = ReplyContains.model_validate_json(check.model_dump_json())
    assert again == check and again.wrong[0].kind == "count"
