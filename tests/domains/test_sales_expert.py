"""The sales expert tier: validation, selftest at noise 0 and 8, the expert minimums, and
multi-turn tasks that fail an agent which invents (or guesses) instead of asking."""

from __future__ import annotations

import pytest

from avabench.domains.sales import expert, expert_oracle
from avabench.env import Episode
from avabench.loader import default_suite
from avabench.selftest import check_task
from avabench.tools.registry import registry
from avabench.validate import check_task as validate_task

EXPERT_IDS = sorted(expert.TASKS.builders)


@pytest.fixture(scope="module")
def suite():
    return default_suite()


def _task(suite, tid):
    return next(t for t in suite.tasks if t.id == tid)


def test_the_expert_module_has_tasks_with_scripts():
    assert len(EXPERT_IDS) >= 5
    for tid in EXPERT_IDS:
        assert tid.startswith("sales.")
        assert tid in expert_oracle.ORACLES
        assert len(expert_oracle.ALTERNATES[tid]) >= 2
        assert len(expert_oracle.ANTI_ORACLES[tid]) >= 2


@pytest.mark.parametrize("tid", EXPERT_IDS)
def test_validates_clean(suite, tid):
    task = _task(suite, tid)
    assert task.tier == "expert"
    assert validate_task(task, suite) == []


@pytest.mark.parametrize("tid", EXPERT_IDS)
@pytest.mark.parametrize("noise", [0, 8])
def test_selftest_clean(suite, tid, noise):
    violations, runs = check_task(_task(suite, tid), suite, noise=noise)
    assert violations == [], violations
    assert runs > 10


@pytest.mark.parametrize("tid", EXPERT_IDS)
def test_expert_minimums_and_every_reference_call_succeeds(suite, tid):
    task = _task(suite, tid)
    oracle = suite.oracles[tid]
    tools = registry()
    calls = [c for t in [oracle, *oracle.then] for c in t.calls]
    assert len(calls) >= 8
    assert sum(tools[c.name].writes for c in calls) >= 4
    assert len({tools[c.name].subsystem for c in calls}) >= 2
    ep = Episode(task)
    score = ep.run_script(oracle)
    assert all(step.ok for step in ep.trace), [s.error for s in ep.trace if not s.ok]
    assert score.partial_credit == 1.0


@pytest.mark.parametrize("tid", EXPERT_IDS)
def test_the_shopper_session_refuses_company_tools(suite, tid):
    task = _task(suite, tid)
    if task.world.context.user_kind.value != "shopper":
        pytest.skip("not a shopper session")
    ep = Episode(task)
    assert not ep.step("crm_search_customer", {"query": "Minh"}).ok


MULTI_TURN = [tid for tid in EXPERT_IDS if expert.TASKS.builders[tid]().followups]


def test_at_least_two_tasks_are_multi_turn():
    assert len(MULTI_TURN) >= 2


@pytest.mark.parametrize("tid", MULTI_TURN)
def test_an_agent_that_guesses_instead_of_asking_fails(suite, tid):
    """A follow-up that supplies data fails a guesser; one that changes the plan fails an agent
    that ignores it (round 3's plan-changing tasks)."""
    task = _task(suite, tid)
    words = ("invent", "guess", "without asking", "ignores the follow-up")
    guessers = [s for s in suite.anti_oracles[tid] if any(w in s.label for w in words)]
    assert guessers, "every multi-turn task has an anti-oracle that guesses or ignores the turn"
    for guesser in guessers:
        score = Episode(task).run_script(guesser)
        assert score.task_completed_correctly == 0, guesser.label


def test_the_sister_order_invented_before_asking_is_caught(suite):
    task = _task(suite, "sales.gift_orders_ask_sister")
    guesser = next(s for s in suite.anti_oracles[task.id] if "invents" in s.label)
    score = Episode(task).run_script(guesser)
    failed = {a.description for a in score.assertions if a.graded and not a.passed}
    assert any("invented name" in d for d in failed)
    assert any("asks for the sister" in d for d in failed)


def test_the_gift_orders_turn_on_the_sale_price_and_the_card_rule(suite):
    """The catalogue's sale price voids the code on her order; the 14/04 gift rule adds the
    card to the sister's gift only (379.000 đ of goods; mum's candle is 189.000 đ)."""
    tid = "sales.gift_orders_ask_sister"
    task = _task(suite, tid)
    sale = Episode(task).run_script(next(s for s in suite.anti_oracles[tid] if "sale" in s.label))
    failed = {a.description for a in sale.assertions if a.graded and not a.passed}
    assert sale.task_completed_correctly == 0
    assert any("code does not apply to her order yet" in d for d in failed)
    for label, what in (("01/03 gift rule", "carries the card"), ("every gift", "No card")):
        wrong = next(s for s in suite.anti_oracles[tid] if label in s.label)
        score = Episode(task).run_script(wrong)
        assert score.task_completed_correctly == 0, label
        assert any(what in a.description for a in score.assertions if a.graded and not a.passed)
    creams = next(p for p in task.world.sales.products if p.id == "KDT001")
    assert creams.sale_price_vnd == 89_000 and 359_000 < 400_000 <= 359_000 + 2 * 89_000


def test_the_gift_task_meets_the_hardened_bar_within_a_shopper_session(suite):
    """Hardened twice after blind play: >= 15 calls, >= 6 writes, a follow-up that changes her
    own order; a shopper session reaches only the sales tools and the shop's documents."""
    tid = "sales.gift_orders_ask_sister"
    task = _task(suite, tid)
    oracle = suite.oracles[tid]
    tools = registry()
    calls = [c for t in [oracle, *oracle.then] for c in t.calls]
    assert 15 <= len(calls) <= 33 and task.max_steps >= 2 * len(calls)
    assert 6 <= sum(tools[c.name].writes for c in calls) <= 13
    assert {tools[c.name].subsystem for c in calls} == {"sales", "office"}
    assert len(suite.anti_oracles[tid]) >= 3 and len(suite.alternates[tid]) >= 2
    mine = [o for o in task.world.sales.orders if o.shopper_id == expert.HA_PHAM]
    assert len(mine) >= 5  # look-alikes: her past orders and the draft


def test_the_gift_follow_up_makes_the_code_apply_to_her_own_order(suite):
    """The shirt the follow-up adds lifts her non-sale goods to 718.000 đ: the code now applies,
    so her order keeps the code and waits for staff (no QR), whatever 'chốt hết' says."""
    tid = "sales.gift_orders_ask_sister"
    task = _task(suite, tid)
    for label, what in (
        ("chốt hết", "No QR for her own order with the code"),
        ("re-check the code", "carries the code"),
        ("fourth order", "Exactly three orders stand"),
        ("shirt not added", "light-blue linen shirt"),
    ):
        failed = _failed(suite, tid, label)
        assert any(what in d for d in failed), (label, failed)
    creams = next(p for p in task.world.sales.products if p.id == "KDT001")
    shirt = 359_000
    goods = 2 * creams.sale_price_vnd + 2 * shirt
    assert (goods, 2 * shirt) == (896_000, 718_000) and 2 * shirt >= 400_000 > shirt
    assert goods + 24_500 - 50_000 == 870_500  # 660 g to Hà Nội: 22.000 + 2.500 đ


def test_the_gift_home_address_turns_on_the_newest_orders_note(suite):
    tid = "sales.gift_orders_ask_sister"
    task = _task(suite, tid)
    newest = next(o for o in task.world.sales.orders if o.id == "DH260415-0019")
    assert newest.recipient_address == expert.HA_OFFICE and "không giao về nhà" in newest.note
    failed = _failed(suite, tid, "office")
    assert any("Nothing goes to her office" in d for d in failed)


#: Round 2 (harder): staff sessions with mail and memory, long chains over many records.
ROUND_2 = ["sales.hotline_batch_mail_rules"]


@pytest.mark.parametrize("tid", ROUND_2)
def test_round_two_minimums(suite, tid):
    task = _task(suite, tid)
    oracle = suite.oracles[tid]
    tools = registry()
    calls = [c for t in [oracle, *oracle.then] for c in t.calls]
    assert len(calls) >= 12
    assert sum(tools[c.name].writes for c in calls) >= 5
    assert len({tools[c.name].subsystem for c in calls}) >= 3
    assert task.world.context.user_kind.value == "employee"


@pytest.mark.parametrize("tid", ROUND_2)
def test_round_two_selftest_clean_at_noise_16(suite, tid):
    violations, _ = check_task(_task(suite, tid), suite, noise=16)
    assert violations == [], violations


def test_the_hotline_staff_session_cannot_close_orders_in_the_role_toolset(suite):
    from avabench.toolsets import in_role
    from avabench.world import UserKind

    for name in ("sales_confirm_order", "sales_create_payment_qr", "sales_cancel_order"):
        assert not in_role(name, UserKind.EMPLOYEE)
    assert in_role("sales_get_order", UserKind.EMPLOYEE)


def test_the_hotline_old_rule_misses_the_accounting_mail(suite):
    tid = "sales.hotline_batch_mail_rules"
    task = _task(suite, tid)
    old = next(s for s in suite.anti_oracles[tid] if "superseded" in s.label)
    score = Episode(task).run_script(old)
    failed = {a.description for a in score.assertions if a.graded and not a.passed}
    assert any("DH260415-0812" in d for d in failed)
    assert any("500.000" in d for d in failed)
    assert score.task_completed_correctly == 0


def test_the_price_guarantee_mail_change_beats_the_document(suite):
    """Dũng's mail of 14/04 replaces the document's 7 days and its accounting mail."""
    tid = "sales.price_guarantee_batch_new_rule"
    task = _task(suite, tid)
    for label in ("superseded", "7-day window"):
        wrong = next(s for s in suite.anti_oracles[tid] if label in s.label)
        score = Episode(task).run_script(wrong)
        assert score.task_completed_correctly == 0, wrong.label
        failed = {a.description for a in score.assertions if a.graded and not a.passed}
        assert any("297.000" in d for d in failed)


#: Round 3 (hardest): long staff sessions, facts in several places, later turns.
#: price_guarantee_batch_new_rule was hardened to this bar after blind players passed it.
ROUND_3 = ["sales.return_refunds_stock_fix_ask", "sales.price_guarantee_batch_new_rule"]


@pytest.mark.parametrize("tid", ROUND_3)
def test_round_three_minimums(suite, tid):
    task = _task(suite, tid)
    oracle = suite.oracles[tid]
    tools = registry()
    calls = [c for t in [oracle, *oracle.then] for c in t.calls]
    assert 15 <= len(calls) <= 35
    assert sum(tools[c.name].writes for c in calls) >= 6
    assert len({tools[c.name].subsystem for c in calls}) >= 3
    assert task.world.context.user_kind.value == "employee"
    assert len(suite.anti_oracles[tid]) >= 3 and len(suite.alternates[tid]) >= 2


@pytest.mark.parametrize("tid", ROUND_3)
def test_round_three_selftest_clean_at_noise_16(suite, tid):
    violations, _ = check_task(_task(suite, tid), suite, noise=16)
    assert violations == [], violations


def _failed(suite, tid, label):
    task = _task(suite, tid)
    wrong = next(s for s in suite.anti_oracles[tid] if label in s.label)
    score = Episode(task).run_script(wrong)
    assert score.task_completed_correctly == 0, wrong.label
    return {a.description for a in score.assertions if a.graded and not a.passed}


def test_the_returns_amendment_and_the_correction_decide_the_candles(suite):
    """The 10/04 policy beats the 01/01 one; the stock room's second mail beats its first."""
    tid = "sales.return_refunds_stock_fix_ask"
    old = _failed(suite, tid, "superseded")
    assert any("DH260407-0942" in d for d in old)
    assert any("DH260412-0945" in d for d in old)
    fix = _failed(suite, tid, "correction")
    assert any("DH260410-0947" in d for d in fix)
    assert any("DH260410-0946" in d for d in fix)


def test_the_returns_refund_is_the_price_paid_not_todays(suite):
    failed = _failed(suite, "sales.return_refunds_stock_fix_ask", "today's sale price")
    assert any("220000" in d for d in failed)
    assert any("857.000" in d for d in failed)


def test_the_returns_follow_up_must_be_acted_on(suite):
    failed = _failed(suite, "sales.return_refunds_stock_fix_ask", "ignores the follow-up")
    assert any("1.247.000" in d for d in failed)
    assert any("390000" in d for d in failed)


def test_the_price_guarantee_addendum_and_the_returned_run_decide_two_orders(suite):
    """Dũng's later reply adds 0927; his note on the returned run keeps 0923 to two tubes."""
    tid = "sales.price_guarantee_batch_new_rule"
    skipped = _failed(suite, tid, "never reads Dũng's later reply")
    assert any("DH260410-0927" in d for d in skipped)
    assert any("three tubes" in d for d in skipped)
    unchanged = _failed(suite, tid, "resubmits the returned 0923 run unchanged")
    assert any("three tubes" in d for d in unchanged)
    assert any("297.000" in d for d in unchanged)
    twin = _failed(suite, tid, "look-alike DH260410-0928")
    assert any("DH260410-0928" in d for d in twin)


def test_the_price_guarantee_run_may_be_resubmitted_or_proposed_anew(suite):
    """Resubmitting Khoa's returned run (the oracle) and a new proposal (an alternate) both pass."""
    tid = "sales.price_guarantee_batch_new_rule"
    task = _task(suite, tid)
    resubmits = [
        any(c.arguments.get("run_id") for c in s.calls)
        for s in (suite.oracles[tid], *suite.alternates[tid])
    ]
    assert True in resubmits and False in resubmits
    for s in (suite.oracles[tid], *suite.alternates[tid]):
        assert Episode(task).run_script(s).task_completed_correctly == 1


ROUND_3.append("sales.failed_delivery_hubs_turnback")


def test_the_failed_deliveries_new_rule_and_kieus_second_mail(suite):
    """Three attempts (14/04) beat two (01/02); Kiều's second mail keeps 0956 on the road."""
    tid = "sales.failed_delivery_hubs_turnback"
    for label in ("superseded", "second mail"):
        failed = _failed(suite, tid, label)
        assert any("0956" in d for d in failed), label
        assert any("603.000" in d for d in failed), label


def test_the_failed_deliveries_go_to_each_orders_hub(suite):
    tid = "sales.failed_delivery_hubs_turnback"
    assert any("no-reply" in d for d in _failed(suite, tid, "no-reply"))
    combined = _failed(suite, tid, "combined mail")
    assert any("no TP HCM order" in d for d in combined)
    assert any("no Hà Nội order" in d for d in combined)


def test_the_failed_deliveries_follow_up_turns_0954_back(suite):
    tid = "sales.failed_delivery_hubs_turnback"
    ignored = _failed(suite, tid, "ignores the follow-up")
    assert any("stop and return 0954" in d for d in ignored)
    assert any("1.096.500" in d for d in ignored)
    over = _failed(suite, tid, "over-corrects")
    assert any("493.500" in d for d in over)


def test_the_failed_deliveries_turn_on_the_receipt_and_the_new_stock_keeper(suite):
    """Accounting's receipt makes 0955 prepaid (a refund); HR says Tài now runs the stock room."""
    tid = "sales.failed_delivery_hubs_turnback"
    cod = _failed(suite, tid, "accounting's receipt")
    assert any("DH260410-0955" in d and "107.000" in d for d in cod)
    assert any("603.000" in d for d in cod)
    group = _failed(suite, tid, "CSKH group")
    assert any("Tài" in d for d in group)
    assert expert.REFUND_0955 == 151_000 - 2 * 22_000
    assert expert.TOTAL_1 == 496_000 + 107_000 + 493_500


ROUND_3.append("sales.late_delivery_workdays_ticket")


def test_the_late_deliveries_turn_on_the_ticket_the_cap_and_the_voucher(suite):
    """IT's ticket comment, the 50.000 đ cap and Ngọc's voucher mail each change the total."""
    tid = "sales.late_delivery_workdays_ticket"
    for label, what in (
        ("IT's ticket", "DH260409-0963"),
        ("cap", "DH260411-0964"),
        ("voucher", "DH260413-0965"),
        ("appointed day", "DH260407-0966"),
        ("superseded", "DH260410-0962"),
    ):
        failed = _failed(suite, tid, label)
        assert any(what in d for d in failed), label
        assert any("110.200" in d for d in failed), label


def test_the_late_delivery_deadlines_skip_sundays():
    """The 2nd / 3rd working day after the order day (Sundays off) decides every order."""
    import datetime as dt

    def due(day: dt.date, n: int) -> dt.date:
        while n:
            day += dt.timedelta(days=1)
            n -= day.weekday() != 6
        return day

    D = dt.date
    assert due(D(2026, 4, 10), 2) == D(2026, 4, 13)  # 0961 late (14/04), 0962 on time (13/04)
    assert due(D(2026, 4, 9), 3) == D(2026, 4, 13)  # 0963 on time by IT's 13/04
    assert due(D(2026, 4, 11), 2) == D(2026, 4, 14)  # 0964 late (15/04)
    assert due(D(2026, 4, 8), 2) == D(2026, 4, 10)  # 0967 late (13/04)
    goods = {"DH260410-0961": 413_000, "DH260411-0964": 618_000, "DH260408-0967": 189_000}
    assert {k: min(v // 10, 50_000) for k, v in goods.items()} == expert.COMPENSATION
    assert sum(expert.COMPENSATION.values()) == 110_200


def test_the_price_drop_task_meets_the_hardened_bar_within_a_shopper_session(suite):
    """Hardened (rounds 2, 3 and 5): thirteen look-alike orders with six outcomes, the 13/04
    amendment and its transitional clause, the orders' notes, an order on the website, the
    catalogue's second cut and a follow-up that changes the new order; a shopper session
    reaches only the sales tools and the shop's documents."""
    tid = "sales.price_drop_refund_reorder"
    task = _task(suite, tid)
    oracle = suite.oracles[tid]
    tools = registry()
    calls = [c for t in [oracle, *oracle.then] for c in t.calls]
    assert 15 <= len(calls) <= 33 and task.max_steps >= 2 * len(calls)
    assert 6 <= sum(tools[c.name].writes for c in calls) <= 13
    assert {tools[c.name].subsystem for c in calls} == {"sales", "office"}
    assert len(task.followups) == 1 and len(oracle.then) == 1
    assert 5 <= len(suite.anti_oracles[tid]) <= 12 and len(suite.alternates[tid]) >= 2
    assert len(expert.DROP_ORDERS) + 3 >= 6  # + the website order, the combo and the jeans
    # 142.000, 71.000, 51.000, 40.000, 20.000 (and none)
    assert len(set(expert.DROP_REFUNDS.values())) == 5
    assert sum(expert.DROP_REFUNDS.values()) == 375_000


def test_the_price_drop_turns_on_the_amendment_and_the_note(suite):
    tid = "sales.price_drop_refund_reorder"
    old_rule = _failed(suite, tid, "superseded 7-day")
    assert "A hand-off refunds 51000 đ on DH260403-0082" in old_rule
    assert "A hand-off refunds 51000 đ on DH260404-0080" in old_rule
    noted = _failed(suite, tid, "order notes")
    assert any("DH260411-0086" in d for d in noted)
    looks = _failed(suite, tid, "look-alikes")
    for oid in ("DH260401-0084", "DH260410-0088", "DH260408-0090"):
        assert any(oid in d for d in looks), oid


def test_the_price_drop_turns_on_the_catalogue_cut_and_its_date(suite):
    """The beige cut of 15/04 lives only in the catalogue; it counts for 0081 and 0089, not for
    0080, whose ten days ended on 14/04."""
    tid = "sales.price_drop_refund_reorder"
    missed = _failed(suite, tid, "skips the catalogue")
    assert "A hand-off refunds 142000 đ on DH260409-0081" in missed
    assert "A hand-off refunds 71000 đ on DH260411-0089" in missed
    late = _failed(suite, tid, "whose 10 days ended")
    assert late == {"A hand-off refunds 51000 đ on DH260404-0080"} | {
        d for d in late if d.startswith("The first reply")
    }
    tee = next(p for p in _task(suite, tid).world.sales.products if p.id == "AT001")
    prices = {v.sku: v.price_vnd for v in tee.variants}
    assert prices["AT001-BE-M"] == 179_000 and prices["AT001-TRANG-M"] == 199_000
    assert "15/04/2026" in tee.description and "179.000" in tee.description


def test_the_price_drop_website_order_is_found_only_by_her_phone(suite):
    """Round 5: the website order has no chat shopper, so the default order search misses it;
    0087's note tells of it, and a search by her phone lists it. Bought at 199.000 on 12/04, its
    ten days (to 22/04) take the beige cut of 15/04: 2 × 20.000."""
    tid = "sales.price_drop_refund_reorder"
    world = _task(suite, tid).world
    web = next(o for o in world.sales.orders if o.id == expert.WEB_ORDER)
    assert web.shopper_id is None and web.recipient_phone == "0868 315 920"
    assert {x.unit_price_vnd for x in web.lines} == {199_000}
    assert sum((x.unit_price_vnd - 179_000) * x.quantity for x in web.lines) == 40_000
    ep = Episode(_task(suite, tid))
    chat = ep.step("sales_search_orders", {})
    assert expert.WEB_ORDER not in str(chat)
    assert expert.WEB_ORDER in str(ep.step("sales_search_orders", {"phone": "0868315920"}))
    note = next(o.note for o in world.sales.orders if o.id == "DH260413-0087")
    assert "website" in note and "12/04" in note
    missed = _failed(suite, tid, "website order under her phone missed")
    assert "A hand-off refunds 40000 đ on DH260412-0095" in missed
    assert not any(d.startswith("A hand-off") and "DH260410-0094" in d for d in missed)


def test_the_price_drop_transitional_clause_tops_up_the_old_refund(suite):
    """Round 5: 0094 was refunded 51.000 on 12/04 under the 01/01 version; VB-232 §5 recomputes
    a refund made before 13/04 and tops it up to 71.000 (0086's refund of 14/04 is not
    recomputed). Skipping it as already refunded, or refunding 71.000 again, both fail."""
    tid = "sales.price_drop_refund_reorder"
    world = _task(suite, tid).world
    clause = next(d for d in world.office.documents if d.id == "VB-232").sections[-1].text
    assert "13/04/2026" in clause and "hoàn bổ sung" in clause
    topped = next(o for o in world.sales.orders if o.id == expert.TOPPED_UP)
    assert topped.lines[0].unit_price_vnd == 250_000 and "12/04" in topped.note
    assert (250_000 - 179_000) - 51_000 == expert.DROP_REFUNDS[expert.TOPPED_UP]
    for label in ("transitional clause", "in full again"):
        failed = _failed(suite, tid, label)
        assert "A hand-off refunds 20000 đ on DH260410-0094" in failed, label
        assert not any(d.startswith("A hand-off") and "DH260412-0095" in d for d in failed)


def test_the_price_drop_follow_up_must_change_the_order(suite):
    tid = "sales.price_drop_refund_reorder"
    ignored = _failed(suite, tid, "ignores the follow-up")
    assert any("400.000 đ" in d for d in ignored)
    second = _failed(suite, tid, "second order placed")
    assert "Exactly one new order stands" in second


def test_the_price_drop_refunds_follow_the_lowest_price_in_ten_days():
    """Every look-alike's refund is (the price paid − the lowest price within its ten days) per
    tee: 199.000 from 12/04 for every colour, 179.000 from 15/04 for beige (13/04 rule), less a
    refund made before 13/04 (§5, the 12/04 note of 0094); one refunded on 14/04 is final."""
    import datetime as dt

    cuts = [(dt.date(2026, 4, 12), "AT001-", 199_000), (dt.date(2026, 4, 15), "AT001-BE-", 179_000)]
    web = (expert.WEB_ITEMS, dt.date(2026, 4, 12), "")
    orders = {oid: (items, on, note) for oid, (items, st, _p, on, note) in expert.DROP_ORDERS.items()
              if st.value in ("Đã giao", "Đang giao")}  # fmt: skip
    for oid, (items, on, note) in {**orders, expert.WEB_ORDER: web}.items():
        refund = 0
        for sku, qty in items:
            paid = 250_000 if on < cuts[0][0] else 199_000
            prices = [
                price
                for day, prefix, price in cuts
                if sku.startswith(prefix) and on <= day <= on + dt.timedelta(days=10)
            ]
            refund += (paid - min(prices, default=paid)) * qty if sku.startswith("AT001-") else 0
        if "đã hoàn chênh lệch" in note:
            refund = refund - 51_000 if note.startswith("12/04") else 0
        assert expert.DROP_REFUNDS.get(oid, 0) == refund, oid
    assert sum(expert.DROP_REFUNDS.values()) == 375_000
    # the new order after the follow-up: one white M, one beige M, 22.000 đ shipping
    assert 199_000 + 179_000 + 22_000 == 400_000


def test_the_jean_task_meets_the_hardened_bar_within_a_shopper_session(suite):
    """Hardened (rounds 2 and 5): after the question, eight more orders to the old address, each
    moved by AVA, handed to staff or left alone under the 14/04 and 15/04 amendments, the
    orders' notes and QRs; a last turn cancels two paid orders with their refunds."""
    tid = "sales.ambiguous_jean_cancel_ask"
    task = _task(suite, tid)
    oracle = suite.oracles[tid]
    tools = registry()
    calls = [c for t in [oracle, *oracle.then] for c in t.calls]
    assert 15 <= len(calls) <= 33 and task.max_steps >= 2 * len(calls)
    assert 6 <= sum(tools[c.name].writes for c in calls) <= 13
    assert {tools[c.name].subsystem for c in calls} == {"sales", "office"}
    assert 5 <= len(suite.anti_oracles[tid]) <= 12 and len(suite.alternates[tid]) >= 2
    outcomes = set(expert.MOVE_EDIT) | set(expert.MOVE_HANDOFF) | set(expert.MOVE_NONE)
    assert len(outcomes) == 9 and "DH260410-0021" in outcomes
    assert set(expert.CANCEL_REFUNDS) <= set(expert.MOVE_HANDOFF)


def test_the_jean_address_moves_turn_on_the_amendment_and_the_note(suite):
    tid = "sales.ambiguous_jean_cancel_ask"
    old_rule = _failed(suite, tid, "superseded 01/03")
    assert any("paid confirmed order is not edited" in d for d in old_rule)
    assert "The new address of DH260412-0093 goes to staff" in old_rule
    noted = _failed(suite, tid, "order notes")
    assert any("DH260414-0098" in d for d in noted)
    looks = _failed(suite, tid, "look-alikes")
    assert any("DH260408-0094" in d for d in looks)
    assert any("DH260409-0097" in d for d in looks)


def test_the_jean_address_outcomes_follow_status_payment_qr_and_note():
    """VB-233 §3–4 with VB-247 §2 over every Láng Hạ order of the task (the base's 0021 is
    pending, unpaid): an order whose QR is paid counts as paid."""
    world = expert.TASKS.builders["sales.ambiguous_jean_cancel_ask"]().world
    qr_paid = {q.order_id for q in world.sales.payment_qrs if q.status.value == "Đã thanh toán"}
    edit, handoff, none = set(), set(), set()
    for oid, (_items, status, pay, _on, note) in expert.LANG_HA_ORDERS.items():
        paid = pay.value == "Đã thanh toán" or oid in qr_paid
        if status.value in ("Đã giao", "Đã huỷ") or "đã đổi" in note:
            none.add(oid)
        elif paid or status.value not in ("Chờ xác nhận", "Đã xác nhận"):
            handoff.add(oid)
        else:
            edit.add(oid)
    assert edit | {"DH260410-0021"} == set(expert.MOVE_EDIT)
    assert handoff == set(expert.MOVE_HANDOFF)
    assert none == set(expert.MOVE_NONE)
    assert "DH260413-0092" in qr_paid  # shows "Chưa thanh toán" on the order itself


def test_the_jean_refunds_follow_the_15_04_rule_and_its_transitional_clause():
    """VB-247 §3–4: an order placed from 15/04 on (confirmed or packing) gets its goods back,
    not the shipping; one placed before 15/04 gets everything back. 801.000 đ in all; the
    wrong totals the reply check names (full refund, no transition, the clause backwards)."""
    world = expert.TASKS.builders["sales.ambiguous_jean_cancel_ask"]().world
    orders = {o.id: o for o in world.sales.orders}
    cut = __import__("datetime").date(2026, 4, 15)

    def refund(o, transition=True):  # type: ignore[no-untyped-def]
        keep_fee = o.created_on >= cut if transition else True
        return o.goods_total_vnd if keep_fee else o.total_vnd

    got = {oid: refund(orders[oid]) for oid in expert.CANCEL_REFUNDS}
    assert got == expert.CANCEL_REFUNDS
    assert sum(got.values()) == 801_000
    jeans, shirt = orders["DH260415-0091"], orders["DH260413-0092"]
    assert jeans.total_vnd + shirt.total_vnd == 825_500  # the superseded 14/04 §5
    assert refund(jeans, False) + refund(shirt, False) == 779_000  # no transitional clause
    assert jeans.total_vnd + shirt.goods_total_vnd == 803_500  # the clause read backwards


def test_the_jean_qr_paid_order_and_the_refund_rule_decide_the_last_turns(suite):
    """0092 looks unpaid on its payment status; its paid QR (VB-247 §2) makes it a hand-off in
    turn 1 and a staff cancellation in turn 2; the refund amounts follow VB-247 §3–4."""
    tid = "sales.ambiguous_jean_cancel_ask"
    task = _task(suite, tid)
    ep = Episode(task)
    shown = ep.step("sales_get_order", {"order_code": "DH260413-0092"}).content()
    assert "Chưa thanh toán" in shown and "QR-00092" in shown and "Đã thanh toán" in shown
    rule = ep.step("document_qa", {"question": "đổi địa chỉ đơn đã thanh toán"}).content()
    assert "VB-247" in rule
    status_only = _failed(suite, tid, "reads only the payment status")
    assert "The order whose QR is paid is not edited by AVA (paid under VB-247 §2)" in status_only
    assert "The new address of DH260413-0092 goes to staff" in status_only
    cancels = _failed(suite, tid, "cancels the QR-paid shirt order itself")
    assert any("does not cancel the QR-paid shirt order" in d for d in cancels)
    full = _failed(suite, tid, "superseded 14/04")
    assert "The cancellation of DH260415-0091 goes to staff with its refund 420.000 đ" in full
    assert any("801.000" in d for d in full)
    no_clause = _failed(suite, tid, "without its transitional clause")
    assert any("801.000" in d for d in no_clause)


def test_the_prepay_task_meets_the_hardened_bar_within_a_shopper_session(suite):
    """Hardened (round 4): ten orders of Long's with five outcomes (confirm + QR, QR, hand-off,
    nothing, the cancelled duplicate), the 10/04 amendment of the QR rule and an order's note."""
    tid = "sales.prepay_every_open_order"
    task = _task(suite, tid)
    oracle = suite.oracles[tid]
    tools = registry()
    calls = list(oracle.calls)
    assert 15 <= len(calls) <= 33 and task.max_steps >= 2 * len(calls)
    assert 6 <= sum(tools[c.name].writes for c in calls) <= 13
    assert {tools[c.name].subsystem for c in calls} == {"sales", "office"}
    assert len(suite.anti_oracles[tid]) >= 3 and len(suite.alternates[tid]) >= 2
    mine = [o for o in task.world.sales.orders if o.shopper_id == "KHC-00006"]
    assert len(mine) >= 6


def test_the_prepay_total_is_the_three_billed_orders():
    """413.000 + 418.000 + 279.000: the 7-day order is billed, the 8-day one and the order with
    a reported transfer are not; the note states the order's own total."""
    task = expert.TASKS.builders["sales.prepay_every_open_order"]()
    orders = {o.id: o for o in task.world.sales.orders}
    billed = ("DH260415-0071", "DH260414-0072", "DH260409-0077")
    assert sum(orders[o].total_vnd for o in billed) == 1_110_000
    today = __import__("datetime").date(2026, 4, 16)
    assert (today - orders["DH260409-0077"].created_on).days == 7
    assert (today - orders["DH260408-0068"].created_on).days == 8
    assert orders["DH260412-0076"].total_vnd == 265_000
    assert "265.000đ" in orders["DH260412-0076"].note


def test_the_prepay_turns_on_the_amendment_the_note_and_the_day_count(suite):
    tid = "sales.prepay_every_open_order"
    old_rule = _failed(suite, tid, "superseded VB-214")
    assert any("DH260408-0068 is not confirmed" in d for d in old_rule)
    assert any("1.110.000" in d for d in old_rule)
    noted = _failed(suite, tid, "skips the order's note")
    assert "No second QR for DH260412-0076, whose note says the transfer was reported" in noted
    seven = _failed(suite, tid, "reads the 7-day-old order")
    assert any("DH260409-0077" in d for d in seven)
    failed = _failed(suite, tid, "leaves the failed-delivery order")
    assert "The failed-delivery order's prepayment goes to logistics staff" in failed
