"""Naming a record (RC2): legal-form abbreviations and a given name without a namesake."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from avabench.domains.base import base_company, merge
from avabench.scoring.records import request_context, states_record

WORLD = base_company()


@pytest.mark.parametrize(
    ("text", "named"),
    [
        ("Công ty Cổ phần Dược phẩm Bình Minh", True),
        ("Thảo – Công ty CP Dược phẩm Bình Minh:", True),
        ("gửi CTCP Dược phẩm Bình Minh", True),
        ("Cty CP Dược phẩm Bình Minh", True),
        ("Bình Minh", False),  # not the name, not its short name
        ("Công ty CP Dược phẩm Bình Minh Xanh", True),  # whole words: as the full name does
        ("Công ty TNHH Dược phẩm Bình Minh", False),  # another legal form: another company
    ],
)
def test_a_company_named_with_its_legal_form_abbreviated(text: str, named: bool) -> None:
    assert states_record(text, WORLD, "crm.customers", "KH00010") is named


def test_the_long_legal_forms_abbreviate_too() -> None:
    for text in ["Cty TNHH TM&DV An Phát", "Công ty TNHH TM và DV An Phát"]:
        assert states_record(text, WORLD, "crm.customers", "KH00001"), text


@pytest.mark.parametrize(
    ("text", "named"),
    [
        ("Em đã giao Khánh (An Phát) hai việc.", True),
        ("Khánh sẽ gọi khách.", True),
        ("anh Lê Quốc Khánh", True),
        ("lễ khánh thành nhà máy", False),  # lower case: a word, not the name
        ("anh Khánh Linh", False),  # inside a longer proper name
        ("chị Đỗ Khánh", False),
    ],
)
def test_a_given_name_without_a_namesake_names_the_person(text: str, named: bool) -> None:
    assert states_record(text, WORLD, "hr.employees", "NV000014") is named


def test_a_given_name_shared_in_the_table_names_nobody() -> None:
    assert not states_record("đã báo Tuấn", WORLD, "hr.employees", "NV000010")  # namesakes
    # another employee with the same given name makes it ambiguous
    other = WORLD.hr.employees[0].model_copy(
        update={"id": "NV099999", "full_name": "Trần Khánh", "email": "khanh.t@minhlong.vn"}
    )
    world = merge(base_company(), other)
    assert not states_record("giao Khánh", world, "hr.employees", "NV000014")
    assert states_record("giao Lê Quốc Khánh", world, "hr.employees", "NV000014")
    # a CRM contact of that given name is a namesake too (the sender's "Nhung" is not a
    # candidate Nhung)
    contact = WORLD.crm.contacts[0].model_copy(update={"id": "LH09999", "full_name": "Trần Khánh"})
    assert not states_record(
        "giao Khánh", merge(base_company(), contact), "hr.employees", "NV000014"
    )
    # the same person listed twice (one full name) is no namesake
    twin = other.model_copy(update={"id": "NV099998", "full_name": "Lê Quốc Khánh"})
    assert states_record("giao Khánh", merge(base_company(), twin), "hr.employees", "NV000014")


def test_a_given_name_the_request_uses_names_the_only_one_of_the_table() -> None:
    """RC2b: "Khánh" in the user's request and the reply names the one employee Khánh, even
    when a CRM contact is also a Khánh; without the request, or with two employees Khánh, not."""
    contact = WORLD.crm.contacts[0].model_copy(update={"id": "LH09999", "full_name": "Trần Khánh"})
    world = merge(base_company(), contact)
    assert not states_record("giao Khánh", world, "hr.employees", "NV000014")
    with request_context("Em giao việc này cho Khánh nhé."):
        assert states_record("giao Khánh", world, "hr.employees", "NV000014")
        # the request does not say which table: the only contact Khánh is named as well
        assert states_record("giao Khánh", world, "crm.contacts", "LH09999")
        assert not states_record("lễ khánh thành", world, "hr.employees", "NV000014")
    with request_context("lễ khánh thành nhà máy"):  # the request uses no given name
        assert not states_record("giao Khánh", world, "hr.employees", "NV000014")
    other = WORLD.hr.employees[0].model_copy(
        update={"id": "NV099999", "full_name": "Trần Khánh", "email": "khanh.t@minhlong.vn"}
    )
    with request_context("Em giao việc này cho Khánh nhé."):
        assert not states_record(
            "giao Khánh", merge(base_company(), other), "hr.employees", "NV000014"
        )
    assert not states_record("giao Khánh", world, "hr.employees", "NV000014")  # context reset


@settings(max_examples=100, deadline=None)
@given(st.sampled_from([e.id for e in WORLD.hr.employees]), st.text(max_size=40))
def test_any_text_holding_the_full_name_names_the_employee(emp_id: str, noise: str) -> None:
    emp = next(e for e in WORLD.hr.employees if e.id == emp_id)
    assert states_record(f"{noise} {emp.full_name}.", WORLD, "hr.employees", emp_id)
