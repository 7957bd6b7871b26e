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
            cc=["bao.tq@minhlong.vn"],
            subject="Đối chiếu công nợ đến 31/03/2026",
            body="Tổng còn phải thu tại 31/03/2026: 98.760.000 đ.",
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
    """The new rule per customer: Hoàng Long to 0, the others keep their limits."""
    task = next(t for t in suite.tasks if t.id == "accounting_crm.credit_limit_review_hcm")
    ep = Episode(task, 0, 0)
    assert ep.run_script(suite.oracles[task.id]).task_completed_correctly
    limits = {c.id: c.credit_limit_vnd for c in ep.world.crm.customers}
    assert limits["KH00009"] == 0
    assert limits["KH00008"] == 150_000_000
    assert limits["KH00004"] == 400_000_000
    assert limits["KH00011"] == 200_000_000


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
