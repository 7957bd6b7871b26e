"""The accounting_crm domain: counts, lint-clean tasks, narrow scopes, alternates, and a clean
selftest (oracle, anti-oracles, alternates, generic adversaries) at noise 0 and 8."""

from __future__ import annotations

import fnmatch

import pytest

from avabench.env import Episode, initial_world
from avabench.loader import Suite, load_suite
from avabench.scoring.concepts import states_concept
from avabench.selftest import run_selftest
from avabench.task import call
from avabench.validate import validate

#: The pinned counts (see DESIGN §4).
PINNED = "accounting_crm: 20 tasks (8 hard + 12 basic, DESIGN §4); when you add a task, update these counts and DESIGN §4 (the public split never changes)"

PATTERNS = ["accounting_crm.*"]


def _core_ids(suite) -> list[str]:
    """The domain's hard and basic tasks (tests/domains/test_accounting_crm_expert.py has the expert tier)."""
    return [t.id for t in suite.tasks if t.domain == "accounting_crm" and t.tier != "expert"]


DOMAIN = "accounting_crm"
DOMAIN_MAIL = "minhlong.vn"


@pytest.fixture(scope="module")
def suite() -> Suite:
    return load_suite()


def _tasks(suite: Suite) -> list:
    return [t for t in suite.tasks if any(fnmatch.fnmatch(t.id, p) for p in PATTERNS)]


def test_counts(suite: Suite) -> None:
    tasks = [t for t in _tasks(suite) if t.tier != "expert"]
    assert len(tasks) == 20, PINNED
    assert sum(t.tier == "hard" for t in tasks) == 8, PINNED
    assert sum(t.tier == "basic" for t in tasks) == 12, PINNED
    assert sum(len(t.assertions) for t in tasks) >= 100
    assert all(t.domain == DOMAIN for t in tasks)


def test_every_task_has_scripts(suite: Suite) -> None:
    for t in _tasks(suite):
        assert t.id in suite.oracles, t.id
        if t.tier == "hard":
            assert suite.anti_oracles.get(t.id), t.id
            assert any(a.negative for a in t.assertions), t.id
            assert len(suite.oracles[t.id].calls) >= 3, t.id
        for anti in suite.anti_oracles.get(t.id, []):
            assert anti.label, t.id


def test_validate_reports_nothing(suite: Suite) -> None:
    assert not [p for p in suite.problems if p.where.startswith(f"avabench.domains.{DOMAIN}")]
    tasks = _tasks(suite)
    ids = {t.id for t in tasks}
    mine = Suite(
        tasks=tasks,
        oracles={k: v for k, v in suite.oracles.items() if k in ids},
        anti_oracles={k: v for k, v in suite.anti_oracles.items() if k in ids},
        alternates={k: v for k, v in suite.alternates.items() if k in ids},
    )
    problems = validate(mine)
    assert problems == [], "\n".join(str(p) for p in problems)


@pytest.mark.parametrize("noise", [0, 8])
def test_selftest_clean(suite: Suite, noise: int) -> None:
    report = run_selftest(suite, noise, _core_ids(suite))
    assert report.tasks == 20, PINNED
    assert report.violations == [], "\n".join(
        f"{v.task_id} noise={v.noise} {v.agent}: {v.message}" for v in report.violations
    )


def test_anti_oracles_keep_some_credit(suite: Suite) -> None:
    """A wrong solution of a hard task fails it but still earns partial credit."""
    for t in _tasks(suite):
        if t.tier != "hard":
            continue
        for anti in suite.anti_oracles[t.id]:
            s = Episode(t, 0, 0).run_script(anti)
            assert s.task_completed_correctly == 0, (t.id, anti.label)
            assert s.partial_credit > 0, (t.id, anti.label)


@pytest.mark.parametrize(
    "task_id", ["accounting_crm.branch_debt_question", "accounting_crm.reconcile_an_phat_q1"]
)
def test_debt_totals_do_not_move_with_noise(suite: Suite, task_id: str) -> None:
    """Reply/mail-graded debt totals: noise must not add open (not yet due) invoices."""
    task = next(t for t in suite.tasks if t.id == task_id)
    base = {i.id for i in initial_world(task, 0, 0).accounting.invoices}
    for noise in (3, 8, 20):
        for seed in range(3):
            ids = {i.id for i in initial_world(task, seed, noise).accounting.invoices}
            assert ids == base, (task_id, noise, seed)


def test_scopes_declared_and_alternates(suite: Suite) -> None:
    """Every task declares its scopes; hard tasks have two alternates, basic tasks one."""
    for t in _tasks(suite):
        assert t.scopes is not None, t.id
        assert all(not s.reason or s.where for s in t.scopes), t.id  # no whole-table scope
        need = 2 if t.tier == "hard" else 1
        assert len(suite.alternates.get(t.id, [])) >= need, t.id


@pytest.mark.parametrize(
    ("task_id", "extra"),
    [
        # a second receipt for the same transfer
        (
            "accounting_crm.receipt_fifo_branch",
            ("acc_create_receipt", {"customer_id": "KH00007", "amount_vnd": 5_000_000,
                                    "method": "chuyen_khoan"}),
        ),
        # the stale accounting salesperson gets a copy of a reminder
        (
            "accounting_crm.reminders_hn_over_60",
            ("amismail_write_mail", {"to": [f"hai.tv@{DOMAIN_MAIL}"], "subject": "FYI",
                                     "body": "Đã nhắc nợ Hải Đăng."}),
        ),
        # a stray change of the in-scope customer's neighbour
        (
            "accounting_crm.update_phone_an_phat",
            ("crm_update_customer", {"customer_id": "KH00002", "email": "a@anphathung.vn"}),
        ),
        # the transfer of Sơn's other customer
        (
            "accounting_crm.transfer_sao_viet",
            ("crm_transfer_owner", {"customer_id": "KH00015", "new_owner_id": "NV000011"}),
        ),
    ],
)  # fmt: skip
def test_collateral_after_the_oracle_fails(suite: Suite, task_id: str, extra: tuple) -> None:
    """The reference followed by one plausible out-of-scope write fails the task."""
    task = next(t for t in suite.tasks if t.id == task_id)
    oracle = suite.oracles[task_id]
    wrong = oracle.model_copy(update={"calls": [*oracle.calls, call(extra[0], **extra[1])]})
    ep = Episode(task, 0, 0)
    score = ep.run_script(wrong)
    assert ep.trace[-1].ok, ep.trace[-1].error
    assert score.task_completed_correctly == 0
    guard = next(a for a in score.assertions if a.kind == "collateral")
    assert guard.graded and not guard.passed


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Cả hai hoá đơn đều còn trong hạn.", True),
        ("HĐ 123 còn hạn đến 30/4.", True),
        ("Hoá đơn chưa đến hạn thanh toán.", True),
        ("Hoá đơn này không còn trong hạn nữa.", False),  # negated
        ("Khách còn trong hạn mức nợ 1 tỷ.", False),  # look-alike: credit limit
        ("Khách còn hạn mức 500 triệu.", False),  # look-alike: credit limit
    ],
)
def test_within_term_concept(text: str, expected: bool) -> None:
    """The accounting_crm concept ``within_term``: positive, negated, look-alike."""
    assert states_concept(text, "within_term") is expected


def _with_reply(suite: Suite, task_id: str, reply: str) -> float:
    task = next(t for t in suite.tasks if t.id == task_id)
    oracle = suite.oracles[task_id]
    return Episode(task, 0, 0).run_script(oracle.model_copy(update={"reply": reply})).partial_credit


@pytest.mark.parametrize(
    ("task_id", "reply", "passes"),
    [
        ("branch_debt_question", "Còn 68 triệu, hai hoá đơn hạn 24/4 và 8/5 nên chưa đến hạn.", True),
        ("branch_debt_question", "Còn 68 triệu; HĐ 102 đã quá hạn.", False),
        ("branch_debt_question", "Còn 68 triệu, chưa quá hạn (cả nhóm 130.776.000 đ).", False),
        ("receipt_fifo_branch", "Đã ghi nhận. Còn HĐ số 117 nợ 13tr (hạn 8/5).", True),
        ("receipt_fifo_branch", "HĐ 117 còn 13 triệu, hoặc HĐ 102 còn 27 triệu.", False),
        ("receipt_fifo_branch", "Còn 13 triệu ở HĐ 117 và HĐ 00000079.", False),
        ("mark_overdue_an_phat", "Xong. Hoá đơn số 123 hạn 30 tháng 4 nên chưa chuyển.", True),
        ("mark_overdue_an_phat", "Xong, đã chuyển sang Quá hạn.", False),
        ("vat_invoice_mixed_rates", "Tổng cộng năm mươi hai triệu ba trăm hai mươi nghìn.", True),
        ("vat_invoice_mixed_rates", "Tổng 52.320.000 đ (nếu cùng 10% thì 52.800.000 đ).", False),
        ("opportunity_quote_stage_forecast", "Doanh số dự kiến = 580tr x 70% = 406tr.", True),
        ("opportunity_quote_stage_forecast", "Khoảng 406 hoặc 434 triệu.", False),
        ("contact_email_an_phat_hung", "Kế toán: ketoan@anphathung.vn (chị Hạnh).", True),
        ("contact_email_an_phat_hung", "ketoan@anphathung.vn hoặc dung.pt@anphathung.vn", False),
    ],
)  # fmt: skip
def test_reply_claims(suite: Suite, task_id: str, reply: str, passes: bool) -> None:
    """Other correct wordings pass; a reply that also states a trap's wrong value fails."""
    credit = _with_reply(suite, f"{DOMAIN}.{task_id}", reply)
    assert (credit == 1.0) is passes, credit
