"""The public split is a frozen list of 27 ids: the sample the published results were run on."""

from __future__ import annotations

from collections import Counter

from avabench.domains.base import base_company
from avabench.domains.public_split import PUBLIC_TASK_IDS
from avabench.loader import default_suite, public_split, sample_tasks, stratified_sample
from avabench.task import Task, reply_has
from avabench.validate import validate_public_split

#: What ``--sample 27 --sample-seed 0`` selected before the list was frozen (100 tasks).
PINNED = [
    "accounting_crm.branch_debt_question",
    "accounting_crm.call_task_right_long",
    "accounting_crm.mark_overdue_an_phat",
    "accounting_crm.opportunity_quote_stage_forecast",
    "accounting_crm.route_quote_owner_on_leave",
    "accounting_crm.vat_invoice_mixed_rates",
    "hr.leave_balance_mail_namesake",
    "hr.leave_split_unpaid",
    "hr.refuse_not_enough_leave",
    "hr.shift_change_afternoon",
    "hr.update_phone_namesake",
    "office.book_small_room",
    "office.cancel_booking",
    "office.requester_close_ticket",
    "office.room_holiday_smallest",
    "office.submit_purchase",
    "recruitment.haidang_next_interview",
    "recruitment.invite_online_myduyen",
    "recruitment.offer_marketing_over_band",
    "recruitment.open_devops_draft",
    "recruitment.remind_panel_tester_khoa",
    "recruitment.schedule_online_cskh_dung",
    "sales.edit_size_fallback_confirm",
    "sales.old_province_fix_qr",
    "sales.qr_confirmed_order",
    "sales.sold_out_scent",
    "sales.voucher_on_sale_items",
]


def test_the_list_is_the_pinned_27():
    assert list(PUBLIC_TASK_IDS) == PINNED
    assert Counter(t.split(".")[0] for t in PINNED) == {
        "accounting_crm": 6,
        "hr": 5,
        "office": 5,
        "recruitment": 6,
        "sales": 5,
    }


def test_sample_27_seed_0_resolves_to_the_list():
    suite = default_suite()
    assert [t.id for t in sample_tasks(suite.tasks, 27, 0)] == PINNED


def test_adding_tasks_never_changes_it():
    suite = default_suite()
    extra = [
        Task(
            id=f"{d}.zz_new_{i}",
            domain=d,
            tier="basic",
            prompt="x",
            note="x",
            world=base_company(),
            assertions=[reply_has("x", "x")],
        )
        for d in ("sales", "hr", "office")
        for i in range(3)
    ]
    grown = suite.tasks + extra
    assert [t.id for t in sample_tasks(grown, 27, 0)] == PINNED
    # ... whereas the stratified sampler would have moved (which is why the list is frozen)
    assert [t.id for t in stratified_sample(grown, 27, 0)] != PINNED


def test_other_samples_and_foreign_sets_use_the_sampler():
    suite = default_suite()
    assert [t.id for t in sample_tasks(suite.tasks, 27, 1)] != PINNED
    assert public_split(suite.tasks[:10]) is None


def test_validator_checks_every_id_exists():
    suite = default_suite()
    assert validate_public_split(suite) == []
    fewer = type(suite)(tasks=[t for t in suite.tasks if t.id != PINNED[3]], modules=suite.modules)
    problems = validate_public_split(fewer)
    assert [str(p) for p in problems] == [
        f"{PINNED[3]}: the public split (avabench/domains/public_split.py) names a task that "
        "does not exist"
    ]


def test_the_expert_public_split_is_ten_expert_tasks_two_per_domain():
    from collections import Counter

    from avabench.domains.public_split import EXPERT_PUBLIC_SAMPLE, EXPERT_PUBLIC_TASK_IDS
    from avabench.loader import default_suite, sample_tasks

    suite = default_suite()
    picked = sample_tasks(suite.tasks, *EXPERT_PUBLIC_SAMPLE)
    assert [t.id for t in picked] == sorted(EXPERT_PUBLIC_TASK_IDS)
    assert {t.tier for t in picked} == {"expert"}
    assert set(Counter(t.domain for t in picked).values()) == {2}
    assert sum(bool(t.followups) for t in picked) >= 3  # multi-turn ones are in it too
