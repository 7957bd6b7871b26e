"""The sales domain's tasks: counts, a clean validator, and a clean selftest at noise 0, 3, 8 and 20."""

from __future__ import annotations

import fnmatch
import functools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from avabench.env import Episode
from avabench.loader import Suite, load_suite
from avabench.scoring.collateral import changes
from avabench.scoring.concepts import states_concept
from avabench.selftest import run_selftest
from avabench.validate import validate

#: The pinned counts (see DESIGN §4).
PINNED = "sales: 20 tasks (8 hard + 12 basic, DESIGN §4); when you add a task, update these counts and DESIGN §4 (the public split never changes)"

PATTERNS = ["sales.*"]


def _core_ids(suite) -> list[str]:
    """The domain's hard and basic tasks (tests/domains/test_sales_expert.py has the expert tier)."""
    return [t.id for t in suite.tasks if t.domain == "sales" and t.tier != "expert"]


def _mine(task_id: str) -> bool:
    return any(fnmatch.fnmatch(task_id, p) for p in PATTERNS)


@functools.cache
def _sales_suite() -> Suite:
    full = load_suite()
    return Suite(
        tasks=[t for t in full.tasks if _mine(t.id)],
        oracles={k: v for k, v in full.oracles.items() if _mine(k)},
        anti_oracles={k: v for k, v in full.anti_oracles.items() if _mine(k)},
        alternates={k: v for k, v in full.alternates.items() if _mine(k)},
        problems=[p for p in full.problems if _mine(p.where) or "sales" in p.where],
        builders={k: v for k, v in full.builders.items() if _mine(k)},
    )


@pytest.fixture(scope="module")
def suite() -> Suite:
    return _sales_suite()


def test_counts(suite: Suite) -> None:
    tasks = [t for t in suite.tasks if t.tier != "expert"]
    assert len(tasks) == 20, PINNED
    assert all(t.domain == "sales" for t in tasks)
    assert sum(t.tier == "hard" for t in tasks) == 8, PINNED
    assert sum(t.tier == "basic" for t in tasks) == 12, PINNED
    assert sum(len(t.assertions) for t in tasks) >= 100


def test_every_task_has_scripts(suite: Suite) -> None:
    for t in suite.tasks:
        assert t.id in suite.oracles, t.id
        if t.tier == "hard":
            assert suite.anti_oracles.get(t.id), t.id
        for anti in suite.anti_oracles.get(t.id, []):
            assert anti.label, f"{t.id}: anti-oracle without a label"


def test_validator_is_clean(suite: Suite) -> None:
    assert not suite.problems, suite.problems
    problems = [p for p in validate(suite) if _mine(p.task_id)]
    assert not problems, "\n".join(map(str, problems))


@pytest.mark.parametrize("noise", [0, 3, 8, 20])
def test_selftest_is_clean(suite: Suite, noise: int) -> None:
    report = run_selftest(suite, noise, _core_ids(suite))
    assert report.tasks == 20, PINNED
    assert not report.violations, "\n".join(
        f"{v.task_id} noise={v.noise} {v.agent}: {v.message}" for v in report.violations
    )


def _task(suite: Suite, task_id: str):  # type: ignore[no-untyped-def]
    return next(t for t in suite.tasks if t.id == task_id)


def test_scopes_and_alternates(suite: Suite) -> None:
    for t in suite.tasks:
        assert t.scopes is not None, t.id
        alternates = suite.alternates.get(t.id, [])
        assert len(alternates) >= (2 if t.tier == "hard" else 1), t.id
        for family, reason in t.exempt.items():
            assert len(reason) > 40, f"{t.id}: exemption from {family} needs a real reason"


def test_reply_only_tasks_change_nothing(suite: Suite) -> None:
    for tid in (
        "sales.sold_out_scent",
        "sales.generic_recipient_ask",
        "sales.phone_mismatch_namesake",
        "sales.fee_quote_hue",
        "sales.cod_order_status",
    ):
        assert _task(suite, tid).scopes == [], tid


#: For every guard marked tool_enforced: the task, and a call a wrong agent would make to break
#: it, which the sales tools must refuse.
ENFORCED = [
    ("sales.combo_two_scents_qr", "sales_create_payment_qr", {"order_code": "DRAFT-7F3K2"}),
    ("sales.draft_checkout_qr", "sales_create_payment_qr", {"order_code": "DRAFT-7F3K2"}),
    (
        "sales.paid_cancel_handoff_island_fee",
        "sales_cancel_order",
        {"order_code": "DH260412-0007", "phone": "0903 456 789"},
    ),
    (
        "sales.cancel_open_orders_mixed",
        "sales_cancel_order",
        {"order_code": "DH260413-0041", "phone": "0388 123 456"},
    ),
    (
        "sales.cancel_open_orders_mixed",
        "sales_cancel_order",
        {"order_code": "DH260403-0047", "phone": "0388 123 456"},
    ),
    (
        "sales.cancel_open_orders_mixed",
        "sales_update_order",
        {"order_code": "DH260403-0047", "phone": "0388 123 456", "note": "Giao lại"},
    ),
    (
        "sales.draft_checkout_qr",
        "sales_cancel_order",
        {"order_code": "DH260415-0019", "phone": "0912 345 678"},
    ),
    (
        "sales.phone_mismatch_namesake",
        "sales_update_order",
        {"order_code": "DH260410-0021", "phone": "0987 654 321", "items": ["TAT-TRANG"]},
    ),
    (
        "sales.phone_mismatch_namesake",
        "sales_cancel_order",
        {"order_code": "DH260410-0021", "phone": "0987 654 321"},
    ),
]


@pytest.mark.parametrize(("task_id", "tool", "args"), ENFORCED)
def test_tool_enforced_guards_are_refused(
    suite: Suite, task_id: str, tool: str, args: dict
) -> None:
    task = _task(suite, task_id)
    assert any(a.tool_enforced for a in task.assertions), task_id
    ep = Episode(task, 0, 0)
    before = ep.world.fork()
    result = ep.step(tool, args)
    assert not result.ok, f"{tool} {args} was not refused"
    assert not changes(before, ep.world)


def test_tool_enforced_guards_hold_after_the_oracle_and_alternates(suite: Suite) -> None:
    for t in suite.tasks:
        enforced = [i for i, a in enumerate(t.assertions) if a.tool_enforced]
        for s in [suite.oracles[t.id], *suite.alternates.get(t.id, [])]:
            score = Episode(t, 0, 0).run_script(s)
            for i in enforced:
                assert score.assertions[i].finally_, (t.id, t.assertions[i].description)


ADDRESSES = [
    "22 Đại lộ Bình Dương, phường Thủ Dầu Một, TP Hồ Chí Minh",
    "18 Hàng Bài, phường Cửa Nam, Hà Nội",
    "21 Lê Lợi, phường Thuận Hoá, Huế",
    "48 Bạch Đằng, phường Hải Châu, Đà Nẵng",
    "Xóm 5, xã Gia Viễn, tỉnh Ninh Bình",
]
STEPS = st.lists(
    st.one_of(
        st.tuples(st.just("address"), st.sampled_from(ADDRESSES)),
        st.tuples(st.just("confirm"), st.none()),
        st.tuples(st.just("qr"), st.none()),
    ),
    max_size=8,
)


@settings(max_examples=60, deadline=None)
@given(steps=STEPS)
def test_no_payable_qr_with_a_stale_amount(steps: list) -> None:
    """old_province_fix_qr's tool_enforced guard: whatever an agent does to DH260414-0003, every
    payable QR of the order is for the order's current total."""
    task = _task(_sales_suite(), "sales.old_province_fix_qr")
    ep = Episode(task, 0, 0)
    for kind, value in steps:
        if kind == "address":
            args = {"order_code": "DH260414-0003", "phone": "0779 456 123"}
            ep.step("sales_update_order", {**args, "recipient_address": value})
        elif kind == "confirm":
            ep.step("sales_confirm_order", {"order_code": "DH260414-0003"})
        else:
            ep.step("sales_create_payment_qr", {"order_code": "DH260414-0003"})
    order = next(o for o in ep.world.sales.orders if o.id == "DH260414-0003")
    for q in ep.world.sales.payment_qrs:
        if q.order_id == order.id and q.status.value == "Chờ thanh toán":
            assert q.amount_vnd == order.total_vnd


@pytest.mark.parametrize(
    ("text", "name", "stated"),
    [
        ("Bạn cho shop xin địa chỉ nhận hàng nhé.", "ask_address", True),
        ("Địa chỉ giao hàng là gì ạ?", "ask_address", True),
        ("Shop giao như đơn trước, không cần xin địa chỉ nữa.", "ask_address", False),
        ("Giao tới địa chỉ cũ của bạn.", "ask_address", False),
        ("Bạn kiểm tra lại mã đơn giúp shop nhé.", "ask_recheck", True),
        ("Bạn không cần kiểm tra lại.", "ask_recheck", False),
        ("Shop đã kiểm tra đơn.", "ask_recheck", False),
        ("Đơn đang được vận chuyển tới bạn.", "being_delivered", True),
        ("Đơn chưa được vận chuyển.", "being_delivered", False),
        ("Đơn đã được hủy.", "cancelled", True),
        ("Đơn sẽ được huỷ sau khi nhân viên kiểm tra.", "cancelled", False),
        ("Đơn chưa được huỷ.", "cancelled", False),
        ("Mã MOCNHIEN50 không áp dụng được cho đơn này.", "code_not_applicable", True),
        ("Hệ thống chưa áp dụng mã, nhân viên sẽ trừ 50.000đ.", "code_not_applicable", False),
        ("Kem dưỡng ẩm không mùi hiện đang hết hàng.", "out_of_stock", True),
    ],
)
def test_the_concepts_sales_replies_rely_on(text: str, name: str, stated: bool) -> None:
    assert states_concept(text, name) is stated
