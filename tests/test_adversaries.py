"""The generic adversaries: each family is built from the reference run, fails a well-guarded
task, and the selftest reports it when a loose task lets it pass."""

from __future__ import annotations

from avabench.adversaries import (
    CATALOGUE,
    Reference,
    collateral_adversaries,
    dump_adversary,
    hedge_adversary,
    repeat_adversary,
    spray_adversary,
)
from avabench.domains.base import base_company, merge
from avabench.env import Episode
from avabench.loader import Suite
from avabench.selftest import check_task
from avabench.task import Task, call, created, field, reply_has, reply_lacks, scope, script
from avabench.world.state import SUBSYSTEMS

NAM = "NV000012"
SENT = {"folder": "Đã gửi", "mailbox_owner_id": NAM}


def _overdue_task(scopes) -> Task:
    return Task(
        id="fixture.mark_overdue",
        domain="accounting_crm",
        tier="basic",
        prompt="HĐ 00000084 của An Phát quá hạn rồi, chuyển sang Quá hạn giúp mình.",
        note="One invoice to mark overdue.",
        world=merge(base_company(), context={"current_user_id": NAM}),
        assertions=[
            field(
                "accounting.invoices",
                {"id": "BH00496"},
                "debt_status",
                "Quá hạn",
                "BH00496 overdue",
            )
        ],
        scopes=scopes,
    )


OVERDUE_ORACLE = script(
    call("acc_search_invoices", customer_id="KH00001"),
    call("acc_update_invoice_status", invoice_id="BH00496", debt_status="Quá hạn"),
    reply="Đã chuyển HĐ 00000084 sang Quá hạn.",
)


def _suite(task: Task, oracle, anti=()) -> Suite:
    return Suite(
        tasks=[task],
        oracles={task.id: oracle},
        anti_oracles={task.id: list(anti)},
    )


def _ref(task: Task, oracle) -> Reference:
    ep = Episode(task)
    ep.run_script(oracle)
    return Reference(task, 0, 0, ep, oracle.reply)


def _agents(violations) -> set[str]:
    return {v.agent.split(":")[0] for v in violations}


def test_the_catalogue_covers_every_subsystem():
    assert {sub for sub, _ in CATALOGUE} == set(SUBSYSTEMS)


def test_collateral_writes_fail_a_scoped_task():
    task = _overdue_task([scope("accounting.invoices", {"id": "BH00496"})])
    found = list(collateral_adversaries(_ref(task, OVERDUE_ORACLE)))
    assert len(found) >= 8  # most of the catalogue takes effect for an employee
    for adv, ep in found:
        s = ep.score()
        assert s.task_completed_correctly == 0, adv.name
        assert any(a.kind == "collateral" and a.outcome == "broken" for a in s.assertions)


def test_spray_over_look_alike_invoices_is_built_from_the_reads():
    task = _overdue_task([scope("accounting.invoices", {"id": "BH00496"})])
    adv, ep = spray_adversary(_ref(task, OVERDUE_ORACLE))
    sprayed = {c.arguments["invoice_id"] for c in adv.script.calls[2:]}
    assert "BH00496" not in sprayed and sprayed <= {
        "BH00406",
        "BH00421",
        "BH00455",
        "BH00518",
        "BH00535",
        "BH00544",
    }
    assert ep.score().task_completed_correctly == 0


def test_selftest_reports_a_spray_that_a_too_wide_scope_lets_through():
    wide = _overdue_task([scope("accounting.invoices", {"customer_id": "KH00001"})])
    violations, _ = check_task(wide, _suite(wide, OVERDUE_ORACLE), noise=0)
    assert "spray" in _agents(violations)
    narrow = _overdue_task([scope("accounting.invoices", {"id": "BH00496"})])
    violations, _ = check_task(narrow, _suite(narrow, OVERDUE_ORACLE), noise=0)
    assert violations == []


def _mail_task(n) -> Task:
    return Task(
        id="fixture.mail_boss",
        domain="office",
        tier="basic",
        prompt="Gửi mail cho anh Tuấn báo là mai em đi gặp khách An Phát nhé.",
        note="One mail.",
        world=merge(base_company(), context={"current_user_id": NAM}),
        assertions=[
            reply_has("Reply says it was sent", "đã gửi"),
        ],
        scopes=[
            created(
                "mail.messages",
                {**SENT, "to": {"contains": "tuan.nm@minhlong.vn"}},
                n=n,
                reason="test",
            ),
            created(
                "mail.messages",
                {"folder": "Hộp thư đến", "mailbox_owner_id": "NV000010"},
                n=None,
                reason="inbox copy",
            ),
        ],
    )


MAIL_ORACLE = script(
    call("amismail_search_address_book", query="Tuấn"),
    call(
        "amismail_write_mail",
        to=["tuan.nm@minhlong.vn"],
        subject="Lịch gặp khách An Phát",
        body="Anh Tuấn ơi, mai em đi gặp khách An Phát ạ.",
    ),
    reply="Em đã gửi rồi ạ, anh ấy sẽ nhận được ngay.",
)


def test_repeat_is_caught_by_a_capped_scope_and_reported_when_uncapped():
    capped = _mail_task(1)
    adv, ep = repeat_adversary(_ref(capped, MAIL_ORACLE))
    assert [c.name for c in adv.script.calls].count("amismail_write_mail") == 2
    assert ep.score().task_completed_correctly == 0
    loose = _mail_task(None)
    violations, _ = check_task(loose, _suite(loose, MAIL_ORACLE), noise=0)
    assert "repeat" in _agents(violations)


def _balance_task(guarded: bool) -> Task:
    checks = [reply_has("Reply states the remaining days (2)", 2)]
    if guarded:
        checks.append(reply_lacks("Reply states no other figure of the balance", 13, 5, 3))
    return Task(
        id="fixture.balance",
        domain="hr",
        tier="basic",
        prompt="Em còn bao nhiêu ngày phép?",
        note="Read the balance.",
        world=merge(base_company(), context={"current_user_id": "NV000052"}),
        assertions=checks,
        scopes=[],
    )


BALANCE_ORACLE = script(call("timesheet_get_leave_balance"), reply="Bạn còn 2 ngày phép năm.")
BALANCE_ANTI = script(reply="Bạn còn 13 ngày phép.", label="entitlement, not balance")


def test_hedge_appends_the_wrong_replies_and_fails_a_guarded_reply_check():
    task = _balance_task(guarded=True)
    adv, ep = hedge_adversary(_ref(task, BALANCE_ORACLE), [BALANCE_ANTI.reply])
    assert "2 ngày" in adv.script.reply and "13 ngày" in adv.script.reply
    assert ep.score().task_completed_correctly == 0
    assert hedge_adversary(_ref(task, BALANCE_ORACLE), []) is None


def test_selftest_reports_hedge_and_dump_on_an_unguarded_reply_check():
    loose = _balance_task(guarded=False)
    violations, _ = check_task(loose, _suite(loose, BALANCE_ORACLE, [BALANCE_ANTI]), noise=0)
    assert {"hedge", "dump"} <= _agents(violations)
    tight = _balance_task(guarded=True)
    violations, _ = check_task(tight, _suite(tight, BALANCE_ORACLE, [BALANCE_ANTI]), noise=0)
    assert violations == []


def test_dump_replays_only_the_reads():
    task = _overdue_task([scope("accounting.invoices", {"id": "BH00496"})])
    adv, ep = dump_adversary(_ref(task, OVERDUE_ORACLE))
    assert [c.name for c in adv.script.calls] == ["acc_search_invoices"]
    assert "BH00496" in adv.script.reply
    assert ep.score().task_completed_correctly == 0


def test_an_exemption_skips_its_family():
    loose = _balance_task(guarded=False).model_copy(update={"exempt": {"hedge": "x", "dump": "y"}})
    violations, _ = check_task(loose, _suite(loose, BALANCE_ORACLE, [BALANCE_ANTI]), noise=0)
    assert not {"hedge", "dump"} & _agents(violations)


def test_an_unused_scope_is_reported():
    task = _overdue_task(
        [scope("accounting.invoices", {"id": "BH00496"}), scope("crm.customers", {"id": "KH00001"})]
    )
    violations, _ = check_task(task, _suite(task, OVERDUE_ORACLE), noise=0)
    assert [v.agent for v in violations] == ["scopes"]
