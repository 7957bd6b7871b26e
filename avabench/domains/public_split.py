"""The public split: the 27 task ids whose full traces are published (``results/public27/``).

``--sample 27 --sample-seed 0`` resolves to exactly this list, so published public results stay
comparable when tasks are added: the list is frozen, not recomputed from the task set. It is
the set that the stratified sampler (:func:`avabench.loader.stratified_sample`) picked from the
first 100 tasks (6 accounting_crm, 6 recruitment, 5 of each other domain). The other built-in tasks are the
held-out set. The validator checks that every id here names a task.
"""

from __future__ import annotations

#: ``(n, seed)`` of the sample that means "the public split".
PUBLIC_SAMPLE = (27, 0)

PUBLIC_TASK_IDS: tuple[str, ...] = (
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
)

#: ``(n, seed)`` of the sample that means "the expert tier's public split".
EXPERT_PUBLIC_SAMPLE = (10, 0)

#: The expert tier's public split: 10 ids, 2 per domain (one multi-turn where the domain has
#: one), fixed by id like the public 27; the other expert tasks are held out.
EXPERT_PUBLIC_TASK_IDS: tuple[str, ...] = (
    "accounting_crm.month_end_close_hn",
    "accounting_crm.payment_amount_ask_hai_dang",
    "hr.holiday_hotline_roster",
    "hr.sick_leave_which_nam",
    "office.advance_queue_two_policies",
    "office.weekly_meeting_bigger_room",
    "recruitment.maianh_round2_ktt_mail",
    "recruitment.thanhhang_offer_ask_salary",
    "sales.gift_orders_ask_sister",
    "sales.three_part_change_voucher_paid",
)
