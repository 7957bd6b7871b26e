"""The accounting_crm expert tier: lint-clean tasks, the expert minimums, a clean selftest at
noise 0 and 8, and multi-turn tasks that fail an agent which acts before asking."""

from __future__ import annotations

import pytest

from avabench.env import Episode
from avabench.loader import Suite, load_suite
from avabench.selftest import run_selftest
from avabench.task import Script, call, script, turn
from avabench.tools.registry import registry
from avabench.validate import validate

PREFIX = "accounting_crm."
MULTI_TURN = {
    "accounting_crm.payment_amount_ask_hai_dang",
    "accounting_crm.reconcile_new_chief_accountant",
}


@pytest.fixture(scope="module")
def suite() -> Suite:
    return load_suite()


def _expert(suite: Suite) -> list:
    return [t for t in suite.tasks if t.id.startswith(PREFIX) and t.tier == "expert"]


def _mine(suite: Suite) -> Suite:
    tasks = _expert(suite)
    ids = {t.id for t in tasks}
    return Suite(
        tasks=tasks,
        oracles={k: v for k, v in suite.oracles.items() if k in ids},
        anti_oracles={k: v for k, v in suite.anti_oracles.items() if k in ids},
        alternates={k: v for k, v in suite.alternates.items() if k in ids},
    )


def test_expert_tasks_load(suite: Suite) -> None:
    tasks = _expert(suite)
    assert len(tasks) >= 4
    assert MULTI_TURN <= {t.id for t in tasks}
    assert not [p for p in suite.problems if "accounting_crm.expert" in p.where]


def test_validate_reports_nothing(suite: Suite) -> None:
    assert validate(_mine(suite)) == []


def _all_calls(s: Script) -> list:
    return [c for t in [s, *s.then] for c in t.calls]


@pytest.mark.parametrize("noise", [0, 8])
def test_expert_minimums_and_every_reference_call_succeeds(suite: Suite, noise: int) -> None:
    tools = registry()
    for t in _expert(suite):
        oracle = suite.oracles[t.id]
        calls = _all_calls(oracle)
        writes = [c for c in calls if tools[c.name].writes]
        assert len(calls) >= 8, t.id
        assert len(writes) >= 4, t.id
        assert len({tools[c.name].subsystem for c in calls}) >= 2, t.id
        assert len(suite.anti_oracles[t.id]) >= 2, t.id
        assert len(suite.alternates[t.id]) >= 2, t.id
        ep = Episode(t, 0, noise)
        result = ep.run_script(oracle)
        failed = [s.name for s in ep.trace if not s.ok]
        assert failed == [], (t.id, failed)
        assert result.partial_credit == 1.0, t.id


@pytest.mark.parametrize("noise", [0, 8])
def test_selftest_clean(suite: Suite, noise: int) -> None:
    report = run_selftest(_mine(suite), noise)
    assert report.violations == [], report.violations[:5]


def _acts_before_asking(suite: Suite, task_id: str) -> Script:
    """The reference's later-turn work done in turn 0 with a guessed value, then nothing."""
    if task_id.endswith("hai_dang"):
        guessed = call(
            "acc_create_receipt",
            customer_id="KH00012",
            amount_vnd=41_020_000,
            method="chuyen_khoan",
            allocations=[
                {"invoice_id": "BH00419", "amount_vnd": 26_440_000},
                {"invoice_id": "BH00520", "amount_vnd": 14_580_000},
            ],
        )
    else:
        guessed = call(
            "amismail_write_mail",
            to=["ketoantruong@hoanglongxd.vn"],
            cc=["phong.ht@minhlong.vn", "phuoc.nh@hoanglongxd.vn"],
            subject="Đối chiếu công nợ đến 31/03/2026",
            body="Tổng còn phải thu tại 31/03/2026: 173.280.000 đ.",
        )
    oracle = suite.oracles[task_id]
    later = [c for t in oracle.then for c in t.calls]
    return script(
        *oracle.calls,
        guessed,
        *[c for c in later if c.name != guessed.name],
        reply="Em đã xử lý xong.",
        then=[turn(reply="Dạ em làm xong rồi ạ.")],
    )


@pytest.mark.parametrize("task_id", sorted(MULTI_TURN))
def test_multi_turn_fails_when_the_agent_invents(suite: Suite, task_id: str) -> None:
    task = next(t for t in suite.tasks if t.id == task_id)
    assert task.followups
    result = Episode(task, 0, 0).run_script(_acts_before_asking(suite, task_id))
    assert not result.task_completed_correctly
    # the reference itself asks in turn 0 and passes
    assert Episode(task, 0, 0).run_script(suite.oracles[task_id]).task_completed_correctly


#: The round-2 tasks: longer chains, a set of >= 4 similar records, a superseded rule and a
#: decisive fact found only in a mail, memory or ticket.
ROUND2 = {"accounting_crm.credit_limit_review_hcm", "accounting_crm.bank_statement_hn"}


@pytest.mark.parametrize("task_id", sorted(ROUND2))
def test_round2_minimums(suite: Suite, task_id: str) -> None:
    tools = registry()
    calls = _all_calls(suite.oracles[task_id])
    writes = [c for c in calls if tools[c.name].writes]
    assert len(calls) >= 12
    assert len(writes) >= 5
    assert len({tools[c.name].subsystem for c in calls}) >= 3


@pytest.mark.parametrize("task_id", sorted(ROUND2))
def test_round2_each_anti_oracle_fails(suite: Suite, task_id: str) -> None:
    task = next(t for t in suite.tasks if t.id == task_id)
    for anti in suite.anti_oracles[task_id]:
        result = Episode(task, 0, 0).run_script(anti)
        assert not result.task_completed_correctly, anti.label


def test_credit_review_outcome_per_customer(suite: Suite) -> None:
    """The new rule per customer: Hoàng Long to 0, Hoàng Long Phát halved, the others keep their
    limits; the task for the departed owner goes to her manager."""
    task = next(t for t in suite.tasks if t.id == "accounting_crm.credit_limit_review_hcm")
    ep = Episode(task, 0, 0)
    assert ep.run_script(suite.oracles[task.id]).task_completed_correctly
    limits = {c.id: c.credit_limit_vnd for c in ep.world.crm.customers}
    assert limits["KH00009"] == 0
    assert limits["KH00008"] == 150_000_000
    assert limits["KH00004"] == 400_000_000
    assert limits["KH00011"] == 200_000_000
    assert limits["KH00091"] == 180_000_000  # the look-alike Hoàng Long Phát, 74 days: 50 %
    task_row = next(
        a
        for a in ep.world.crm.activities
        if a.customer_id == "KH00004" and a.created_by == "NV000032"
    )
    assert task_row.assignee_id == "NV000020"  # the departed owner's manager


def test_bank_statement_outcome_per_credit(suite: Suite) -> None:
    """Each credit of the statement: the named invoice, the oldest one, the payer in memory,
    and the unidentified one left unrecorded."""
    task = next(t for t in suite.tasks if t.id == "accounting_crm.bank_statement_hn")
    ep = Episode(task, 0, 0)
    assert ep.run_script(suite.oracles[task.id]).task_completed_correctly
    paid = {i.id: i.paid_vnd for i in ep.world.accounting.invoices}
    assert paid["BH00496"] == 21_384_000  # An Phát HĐ 84, named in the transfer
    assert paid["BH00455"] == 0  # the older HĐ 43 is not paid first
    assert paid["BH00428"] == 70_000_000  # Hoàng Gia's oldest HĐ 16
    assert paid["BH00442"] == 14_580_000  # Sao Việt HĐ 30, paid by its parent company
    assert paid["BH00371"] == 0
    assert not [r for r in ep.world.accounting.receipts if r.amount_vnd == 5_000_000]


#: The round-3 tasks: >= 15 calls and >= 6 writes over >= 3 subsystems, >= 6 similar records,
#: facts in memory, mail threads and CRM notes, and a follow-up that changes the plan.
ROUND3 = {
    "accounting_crm.late_interest_notices_hn",
    "accounting_crm.payment_term_requests_week",
    "accounting_crm.issue_draft_invoices_checks",
}


@pytest.mark.parametrize("task_id", sorted(ROUND3))
def test_round3_minimums(suite: Suite, task_id: str) -> None:
    tools = registry()
    task = next(t for t in suite.tasks if t.id == task_id)
    calls = _all_calls(suite.oracles[task_id])
    writes = [c for c in calls if tools[c.name].writes]
    assert 15 <= len(calls) <= 35
    assert len(writes) >= 6
    assert len({tools[c.name].subsystem for c in calls}) >= 3
    assert task.followups
    assert len(suite.anti_oracles[task_id]) >= 2
    assert len(suite.alternates[task_id]) >= 2


@pytest.mark.parametrize("task_id", sorted(ROUND3))
def test_round3_each_anti_oracle_fails(suite: Suite, task_id: str) -> None:
    task = next(t for t in suite.tasks if t.id == task_id)
    for anti in suite.anti_oracles[task_id]:
        result = Episode(task, 0, 0).run_script(anti)
        assert not result.task_completed_correctly, anti.label


#: The payment-term task's follow-up (a verbal approval while the run still shows pending) is
#: not graded: blind players who declined to act on it were as right as those who acted.
FOLLOW_UP_GRADED = ROUND3 - {"accounting_crm.payment_term_requests_week"}


@pytest.mark.parametrize("task_id", sorted(FOLLOW_UP_GRADED))
def test_round3_ignoring_the_follow_up_fails(suite: Suite, task_id: str) -> None:
    """The reference's first turn alone, with a polite non-answer to the follow-up, fails."""
    task = next(t for t in suite.tasks if t.id == task_id)
    oracle = suite.oracles[task_id]
    lazy = script(*oracle.calls, reply=oracle.reply, then=[turn(reply="Dạ vâng ạ.")])
    assert not Episode(task, 0, 0).run_script(lazy).task_completed_correctly


def test_interest_notices_amounts_and_bình_minh_held(suite: Suite) -> None:
    """0,05 %/day on the outstanding, Hoàng Gia waived, Bình Minh's draft never sent."""
    task = next(t for t in suite.tasks if t.id == "accounting_crm.late_interest_notices_hn")
    ep = Episode(task, 0, 0)
    assert ep.run_script(suite.oracles[task.id]).task_completed_correctly
    sent = [
        m
        for m in ep.world.mail.messages
        if m.folder == "Đã gửi" and m.mailbox_owner_id == "NV000032"
    ]
    bodies = {m.to[0]: m.body for m in sent}
    assert set(bodies) == {
        "dung.dt@anphat.com.vn",
        "anh.ntl@hoanggia.com.vn",
        "thanh.tv@saoviet.com.vn",
        "hau.dv@haidanglogistics.vn",
    }
    assert "369.360" in bodies["dung.dt@anphat.com.vn"]  # 18.468.000 × 0,05 % × 40
    assert "898.960" in bodies["hau.dv@haidanglogistics.vn"]  # 26.440.000 × 0,05 % × 68
    assert "779.260" not in bodies["anh.ntl@hoanggia.com.vn"]  # waived by the chief accountant
    drafts = [
        m
        for m in ep.world.mail.messages
        if m.folder == "Thư nháp" and m.to == ["huong.nt@binhminhpharma.vn"]
    ]
    assert len(drafts) == 1


def test_payment_terms_outcome_per_customer(suite: Suite) -> None:
    """VIP parent at once, branch and non-VIP to approval, overdue refused, withdrawn kept."""
    task = next(t for t in suite.tasks if t.id == "accounting_crm.payment_term_requests_week")
    ep = Episode(task, 0, 0)
    assert ep.run_script(suite.oracles[task.id]).task_completed_correctly
    terms = {a.id: a.payment_term_id for a in ep.world.accounting.customer_accounts}
    days = {c.id: c.payment_term_days for c in ep.world.crm.customers}
    assert (terms["KH00006"], days["KH00006"]) == ("DKTT60", 60)
    assert (terms["KH00007"], days["KH00007"]) == ("DKTT45", 45)
    assert (terms["KH00002"], days["KH00002"]) == ("DKTT45", 45)
    assert (terms["KH00001"], terms["KH00011"]) == ("DKTT30", "DKTT30")
    assert (terms["KH00004"], days["KH00004"]) == ("CK2-10N30", 30)
    assert len([r for r in ep.world.office.approvals if r.requester_id == "NV000032"]) == 2


def test_draft_invoices_outcome_per_draft(suite: Suite) -> None:
    """Issued within the limit; held over the limit, over 90 days, inactive, by a note, by mail."""
    task = next(t for t in suite.tasks if t.id == "accounting_crm.issue_draft_invoices_checks")
    ep = Episode(task, 0, 0)
    assert ep.run_script(suite.oracles[task.id]).task_completed_correctly
    status = {i.id: i.einvoice_status.value for i in ep.world.accounting.invoices}
    assert status["BH00544"] == status["BH00549"] == "Đã gửi khách hàng"
    for held in ("BH00543", "BH00545", "BH00546", "BH00547", "BH00548"):
        assert status[held] == "Chưa phát hành", held
    hd7 = next(i for i in ep.world.accounting.invoices if i.id == "BH00419")
    assert hd7.total_vnd - hd7.paid_vnd == 6_440_000


def test_maintenance_fees_minimums_and_amounts(suite: Suite) -> None:
    """The minimums, the prorated April totals per customer and the follow-up: every invoice
    issued and sent but Bình Minh's; the list went to Dũng's stand-in Hương."""
    tools = registry()
    task_id = "accounting_crm.maintenance_fees_april"
    calls = _all_calls(suite.oracles[task_id])
    assert 15 <= len(calls) <= 35
    assert len([c for c in calls if tools[c.name].writes]) >= 6
    assert len({tools[c.name].subsystem for c in calls}) >= 3
    task = next(t for t in suite.tasks if t.id == task_id)
    for anti in suite.anti_oracles[task_id]:
        assert not Episode(task, 0, 0).run_script(anti).task_completed_correctly, anti.label
    ep = Episode(task, 0, 0)
    assert ep.run_script(suite.oracles[task_id]).task_completed_correctly
    new = {
        i.customer_id: i.total_vnd
        for i in ep.world.accounting.invoices
        if i.issue_date.isoformat() == "2026-04-16" and i.customer_id != "KH00001"
    }
    assert new == {
        "KH00006": 11_340_000,  # (2 × 4.500.000 + 4.500.000 × 10/30) + 8 % (old price kept)
        "KH00007": 3_888_000,  # 4.500.000 less the approved 20 % + 8 % (old price kept)
        "KH00003": 7_484_400,  # 2 × 4.950.000 × 21/30 + 8 % (a new contract: new price)
        "KH00010": 6_156_000,  # 2 × 4.500.000 × 19/30 + 8 % (old price kept)
        "KH00011": 3_029_400,  # 4.950.000 × 17/30 + 8 % (from the 14/04 acceptance, new price)
        "KH00002": 2_851_200,  # the added package only: 4.950.000 × 16/30 + 8 % (from 15/04)
    }
    status = {
        i.customer_id: i.einvoice_status.value
        for i in ep.world.accounting.invoices
        if i.issue_date.isoformat() == "2026-04-16" and i.customer_id in new
    }
    assert status.pop("KH00010") == "Chưa phát hành"  # held by the follow-up
    assert set(status.values()) == {"Đã gửi khách hàng"}
    sent = [
        m
        for m in ep.world.mail.messages
        if m.folder == "Đã gửi"
        and m.mailbox_owner_id == "NV000032"
        and m.id.startswith("TH")
        and m.sent_at.date().isoformat() == "2026-04-16"
    ]
    assert [m.to for m in sent] == [["huong.dt@minhlong.vn"]]  # Dũng is on leave


def _mf_failed(suite: Suite, label_start: str) -> set[str]:
    """The graded assertions the maintenance_fees_april anti-oracle ``label_start`` fails."""
    task_id = "accounting_crm.maintenance_fees_april"
    task = next(t for t in suite.tasks if t.id == task_id)
    anti = next(a for a in suite.anti_oracles[task_id] if a.label.startswith(label_start))
    score = Episode(task, 0, 0).run_script(anti)
    assert not score.task_completed_correctly
    return {a.description.split(":")[0] for a in score.assertions if a.graded and not a.passed}


def test_maintenance_fees_price_list_transition(suite: Suite) -> None:
    """Round 5: the new price list (4.950.000) applies to new contracts and added packages only;
    its transitional clause keeps 4.500.000 for contracts started before 01/04. Reading only
    the old price, or only the new price, each fails exactly the invoices of the other side."""
    assert _mf_failed(suite, "the price list not read") == {
        "Hoàng Gia",
        "Việt Tiến",
        "An Phát Hưng",
    }
    assert _mf_failed(suite, "the transitional clause missed") == {
        "Thép Đông Á",
        "Thép Đông Á Đà Nẵng",
        "Bình Minh",
    }


def test_maintenance_fees_amendment_thread(suite: Suite) -> None:
    """Round 5: An Phát Hưng's HĐ 119 covers April for its first package, but the amendment in a
    mail thread (owner Hà's reply, Lan in CC) adds a second package from 15/04, not the 13/04
    the customer asked for; skipping the thread or taking the ask fails An Phát Hưng."""
    assert "An Phát Hưng" in _mf_failed(suite, "the amendment thread missed")
    assert _mf_failed(suite, "the customer's ask taken") == {"An Phát Hưng"}
    assert 4_950_000 * 16 // 30 == 2_640_000 and round(2_640_000 * 1.08) == 2_851_200


#: The tasks hardened after the held-out blind checks (every blind player passed them):
#: the round-3 minimums, >= 3 anti-oracles, each failing.
HARDENED = {
    "accounting_crm.month_end_close_hn",
    "accounting_crm.credit_limit_review_hcm",
    "accounting_crm.maintenance_fees_april",
    "accounting_crm.reconcile_new_chief_accountant",
    "accounting_crm.replaced_invoice_payment_terms",
    "accounting_crm.payment_amount_ask_hai_dang",
}


@pytest.mark.parametrize("task_id", sorted(HARDENED))
def test_hardened_minimums_and_each_anti_oracle_fails(suite: Suite, task_id: str) -> None:
    tools = registry()
    task = next(t for t in suite.tasks if t.id == task_id)
    calls = _all_calls(suite.oracles[task_id])
    assert 15 <= len(calls) <= 35
    assert len([c for c in calls if tools[c.name].writes]) >= 6
    assert len({tools[c.name].subsystem for c in calls}) >= 3
    assert len(suite.anti_oracles[task_id]) >= 3
    assert len(suite.alternates[task_id]) >= 2
    for anti in suite.anti_oracles[task_id]:
        assert not Episode(task, 0, 0).run_script(anti).task_completed_correctly, anti.label


def test_month_end_close_outcome_per_customer(suite: Suite) -> None:
    """The amended close: reminders over 45 days (Hoàng Gia's to its stand-in), call tasks for
    31–45 days, nothing for An Phát Hưng."""
    task = next(t for t in suite.tasks if t.id == "accounting_crm.month_end_close_hn")
    ep = Episode(task, 0, 0)
    assert ep.run_script(suite.oracles[task.id]).task_completed_correctly
    sent = [
        m
        for m in ep.world.mail.messages
        if m.folder == "Đã gửi" and m.mailbox_owner_id == "NV000032"
    ]
    assert sorted(m.to[0] for m in sent) == [
        "duc.dm@hoanggia.com.vn",
        "huong.dt@minhlong.vn",
        "linh.ctt@haidanglogistics.vn",
        "thanh.tv@saoviet.com.vn",
    ]
    tasks = [a for a in ep.world.crm.activities if a.created_by == "NV000032"]
    assert sorted((a.customer_id, a.assignee_id, a.due_date.isoformat()) for a in tasks) == [
        ("KH00001", "NV000012", "2026-04-21"),
        ("KH00010", "NV000012", "2026-04-21"),
    ]


def test_reconcile_outcome_per_invoice(suite: Suite) -> None:
    """Over 90 days → Nợ khó đòi, stale past-due → Quá hạn, the 90-day one, the cancelled
    duplicate, the post-31/03 one and the look-alike customer's untouched; the mail and the task
    go the way the later mail and the memory say (the owner left)."""
    task = next(t for t in suite.tasks if t.id == "accounting_crm.reconcile_new_chief_accountant")
    before = {i.id: i.debt_status.value for i in task.world.accounting.invoices}
    old = {m.id for m in task.world.mail.messages}
    ep = Episode(task, 0, 0)
    assert ep.run_script(suite.oracles[task.id]).task_completed_correctly
    after = {i.id: i.debt_status.value for i in ep.world.accounting.invoices}
    changed = {k: v for k, v in after.items() if before[k] != v}
    assert changed == {
        "BH00399": "Nợ khó đòi",  # HĐ 395, 102 days
        "BH09031": "Nợ khó đòi",  # HĐ 371, 127 days
        "BH00484": "Quá hạn",  # HĐ 72, 22 days, stale
        "BH09033": "Quá hạn",  # HĐ 49, 35 days, stale
    }
    assert after["BH09032"] == "Quá hạn"  # HĐ 404, exactly 90 days
    sent = [m for m in ep.world.mail.messages if m.folder == "Đã gửi" and m.id not in old]
    assert [(m.to, sorted(m.cc)) for m in sent] == [
        (["tra.pt@hoanglongxd.vn"], ["phong.ht@minhlong.vn", "phuoc.nh@hoanglongxd.vn"])
    ]
    assert "173.280.000" in sent[0].body
    task_row = next(a for a in ep.world.crm.activities if a.created_by == "NV000032")
    assert (task_row.assignee_id, task_row.due_date.isoformat()) == ("NV000020", "2026-04-21")


def test_replaced_invoice_outcome_per_invoice(suite: Suite) -> None:
    """The later mail's second transfer lands on the branch's HĐ 101 (not its cancelled
    duplicate nor the look-alike's HĐ 102), the first on the replacing HĐ 128; 60 days goes to
    approval; the memory's task is due Thu 23/04."""
    task = next(t for t in suite.tasks if t.id == "accounting_crm.replaced_invoice_payment_terms")
    ep = Episode(task, 0, 0)
    assert ep.run_script(suite.oracles[task.id]).task_completed_correctly
    paid = {i.id: i.paid_vnd for i in ep.world.accounting.invoices}
    assert paid["BH00540"] == 25_920_000  # HĐ 128, replacing HĐ 124
    assert paid["BH09042"] == 10_692_000  # the branch's HĐ 101
    assert paid["BH00536"] == paid["BH09041"] == paid["BH09043"] == paid["BH09044"] == 0
    runs = [r for r in ep.world.office.approvals if r.requester_id == "NV000032"]
    assert len(runs) == 1
    assert "60 ngày" in runs[0].description
    term = next(a for a in ep.world.accounting.customer_accounts if a.id == "KH00011")
    assert term.payment_term_id == "DKTT30"
    task_row = next(
        a
        for a in ep.world.crm.activities
        if a.created_by == "NV000032" and a.kind.value == "Nhiệm vụ"
    )
    assert (task_row.assignee_id, task_row.due_date.isoformat()) == ("NV000023", "2026-04-23")


def test_hai_dang_payment_outcome_per_invoice(suite: Suite) -> None:
    """45 tr oldest first past the disputed HĐ 64: HĐ 7 and 101 paid, HĐ 108 keeps 4,66 tr; the
    not-due HĐ 118, the cancelled HĐ 110 and the look-alike Hải Đăng Xanh untouched; the mail to
    the new chief accountant, the owner's task due two working days later."""
    task = next(t for t in suite.tasks if t.id == "accounting_crm.payment_amount_ask_hai_dang")
    before = {i.id: (i.paid_vnd, i.debt_status.value) for i in task.world.accounting.invoices}
    old = {m.id for m in task.world.mail.messages}
    ep = Episode(task, 0, 0)
    assert ep.run_script(suite.oracles[task.id]).task_completed_correctly
    after = {i.id: (i.paid_vnd, i.debt_status.value) for i in ep.world.accounting.invoices}
    changed = {k for k, v in after.items() if before[k] != v}
    assert changed == {"BH00419", "BH09062", "BH00520"}
    assert after["BH00419"][0] == 46_440_000  # HĐ 7 in full
    assert after["BH09062"][0] == 8_640_000  # HĐ 101 in full
    assert after["BH00520"] == (9_920_000, "Quá hạn")  # HĐ 108: 14.580.000 less 4.660.000
    sent = [m for m in ep.world.mail.messages if m.folder == "Đã gửi" and m.id not in old]
    assert [(m.to, sorted(m.cc)) for m in sent] == [
        (["hau.dv@haidanglogistics.vn"], ["dung.pv@minhlong.vn", "long.bd@minhlong.vn"])
    ]
    mine = [a for a in ep.world.crm.activities if a.created_by == "NV000032"]
    follow = [a for a in mine if a.kind.value == "Nhiệm vụ"]
    assert [(a.assignee_id, a.due_date.isoformat()) for a in follow] == [("NV000016", "2026-04-20")]


def test_hai_dang_ignoring_the_follow_up_fails(suite: Suite) -> None:
    task = next(t for t in suite.tasks if t.id == "accounting_crm.payment_amount_ask_hai_dang")
    oracle = suite.oracles[task.id]
    lazy = script(*oracle.calls, reply=oracle.reply, then=[turn(reply="Dạ vâng ạ.")])
    assert not Episode(task, 0, 0).run_script(lazy).task_completed_correctly
