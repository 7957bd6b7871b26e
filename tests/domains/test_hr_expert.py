"""The hr expert tier: lint-clean, a clean selftest, the expert minimums, and multi-turn tasks
that fail an agent who invents the missing fact instead of asking."""

from __future__ import annotations

import pytest

from avabench.env import Episode
from avabench.loader import Suite, load_suite
from avabench.selftest import run_selftest
from avabench.task import Script, call, script, turn
from avabench.tools.registry import registry
from avabench.validate import expert_checks, validate

MODULE = "avabench.domains.hr.expert"


@pytest.fixture(scope="module")
def suite() -> Suite:
    return load_suite()


def _expert(suite: Suite) -> list:
    return [t for t in suite.tasks if t.domain == "hr" and t.tier == "expert"]


def _ids(suite: Suite) -> list[str]:
    return [t.id for t in _expert(suite)]


def test_expert_tasks_load(suite) -> None:
    assert not [p for p in suite.problems if p.where.startswith(MODULE)]
    tasks = _expert(suite)
    assert len(tasks) >= 4
    assert sum(bool(t.followups) for t in tasks) >= 2, "at least two multi-turn tasks"
    for t in tasks:
        assert t.id.startswith("hr.")
        assert t.scopes, t.id
        assert len(suite.anti_oracles.get(t.id, [])) >= 2, t.id
        assert len(suite.alternates.get(t.id, [])) >= 2, t.id
        assert all(a.label for a in suite.anti_oracles[t.id] + suite.alternates[t.id]), t.id


def test_validate_reports_nothing(suite) -> None:
    tasks = _expert(suite)
    ids = {t.id for t in tasks}
    only = Suite(
        tasks=tasks,
        oracles={k: v for k, v in suite.oracles.items() if k in ids},
        anti_oracles={k: v for k, v in suite.anti_oracles.items() if k in ids},
        alternates={k: v for k, v in suite.alternates.items() if k in ids},
    )
    problems = validate(only)
    assert problems == [], "\n".join(str(p) for p in problems)


def test_expert_minimums(suite) -> None:
    """>= 8 successful calls, >= 4 writes, >= 2 subsystems, every call of the reference succeeds."""
    tools = registry()
    for t in _expert(suite):
        oracle = suite.oracles[t.id]
        assert expert_checks(oracle) == [], t.id
        ep = Episode(t)
        assert ep.run_script(oracle).task_completed_correctly == 1, t.id
        ok = [s for s in ep.trace if s.ok]
        assert len(ok) == len(ep.trace), (t.id, [s.error for s in ep.trace if not s.ok])
        assert len(ok) >= 8, t.id
        assert sum(s.writes for s in ok) >= 4, t.id
        assert len({tools[s.name].subsystem for s in ok}) >= 2, t.id


@pytest.mark.parametrize("noise", [0, 8])
def test_selftest_clean(suite, noise: int) -> None:
    report = run_selftest(suite, noise, _ids(suite))
    assert report.tasks == len(_expert(suite))
    assert report.violations == [], "\n".join(
        f"{v.task_id} noise={v.noise} {v.agent}: {v.message}" for v in report.violations
    )


def test_multi_turn_anti_oracles_act_before_asking(suite) -> None:
    """Every multi-turn task has an anti-oracle that writes in turn 0 (it guessed instead of
    asking), follows the follow-up correctly afterwards, and still fails."""
    tools = registry()
    for t in _expert(suite):
        if not t.followups:
            continue
        guessers = [
            a
            for a in suite.anti_oracles[t.id]
            if a.then and any(tools[c.name].writes for c in a.calls)
        ]
        assert guessers, t.id
        for g in guessers:
            assert Episode(t).run_script(g).task_completed_correctly == 0, (t.id, g.label)


def _run(task_id: str, sc: Script, suite: Suite, noise: int = 0) -> int:
    task = next(t for t in suite.tasks if t.id == task_id)
    return Episode(task, noise=noise).run_script(sc).task_completed_correctly


def _with_extra(task_id: str, suite: Suite, *extra) -> int:
    """Run ``task_id``'s reference with ``extra`` calls appended (same reply)."""
    base = suite.oracles[task_id]
    return _run(task_id, script(*base.calls, *extra, reply=base.reply), suite)


def test_which_nam_guessing_the_right_one_still_needs_the_question(suite) -> None:
    """Guessing Đặng Hoàng Nam (the right one, by luck) without asking fails the turn-0 check."""
    base = suite.oracles["hr.sick_leave_which_nam"]
    lucky = script(
        *base.then[0].calls,
        reply="Em đã làm đơn nghỉ ốm 7 ngày cho Đặng Hoàng Nam và báo những người liên quan.",
        then=[turn(reply="Dạ em đã làm xong cho Đặng Hoàng Nam rồi ạ, 7 ngày làm việc.")],
    )
    assert _run("hr.sick_leave_which_nam", lucky, suite) == 0


def _which_nam_turn1(suite: Suite, drop: str = "", extra: list | None = None) -> Script:
    """The reference with turn 1's mails to ``drop`` removed and ``extra`` calls added."""
    base = suite.oracles["hr.sick_leave_which_nam"]
    calls = [c for c in base.then[0].calls if not (drop and drop in c.arguments.get("to", []))]
    return script(
        *base.calls,
        reply=base.reply,
        then=[turn(*calls, *(extra or []), reply=base.then[0].reply)],
    )


@pytest.mark.parametrize(
    "drop",
    ["trang.pt@minhlong.vn", "yen.ln@minhlong.vn", "quan.vm@minhlong.vn", "dung.pv@minhlong.vn"],
)
def test_which_nam_each_person_to_tell_is_graded(suite, drop: str) -> None:
    """Trang (cancelled request, later mail), Yến (approved request), Quân (pending request) and
    payroll (the memory, for a probationer) must each get a mail."""
    assert _run("hr.sick_leave_which_nam", _which_nam_turn1(suite, drop), suite) == 0


def test_which_nam_old_three_day_deadline_fails(suite) -> None:
    """QĐ-04/2026 replaces the 3-working-day rule: a reminder with 04/05 fails."""
    old = call(
        "amismail_write_mail",
        to=["nam.dh@minhlong.vn"],
        subject="Giấy ra viện",
        body="Nam nộp giấy ra viện trong 3 ngày làm việc kể từ 28/4, chậm nhất 04/05 nhé.",
    )
    sc = _which_nam_turn1(suite, "nam.dh@minhlong.vn", [old])
    assert _run("hr.sick_leave_which_nam", sc, suite) == 0


@pytest.mark.parametrize(
    "total",
    [
        "7 ngày (đơn 16–24/4)",  # the ticket's superseded description: that request only
        "9,5 ngày",  # the cancelled 15/4 request counted
        "10,5 ngày",  # the namesake Hoàng Văn Nam's 10/4 day counted too
    ],
)
def test_which_nam_payroll_needs_the_month_total(suite, total: str) -> None:
    """Ticket TK-2026-00708's 01/04 comment: payroll gets April's total, 8.5 days, only."""
    wrong = call(
        "amismail_write_mail",
        to=["dung.pv@minhlong.vn"],
        cc=["lan.tt@minhlong.vn"],
        subject="Nghỉ ốm tháng 4 – Đặng Hoàng Nam",
        body=f"Anh Dũng ơi, Đặng Hoàng Nam (thử việc) nghỉ ốm tháng 4 tổng {total}.",
    )
    sc = _which_nam_turn1(suite, "dung.pv@minhlong.vn", [wrong])
    assert _run("hr.sick_leave_which_nam", sc, suite) == 0


def test_which_nam_month_total_is_eight_and_a_half() -> None:
    """Nam's approved April sick days (0.5 + 1) plus the new 7; the cancelled one and the
    namesake's day are not his total."""
    from avabench.domains.hr.expert import _sick_leave_which_nam

    world = _sick_leave_which_nam().world
    april = [
        r
        for r in world.hr.leave_requests
        if r.employee_id == "NV000087" and r.leave_type == "Ô" and r.start_date.month == 4
    ]
    approved = sum(r.days for r in april if r.status == "Đã duyệt")
    assert approved + 7 == 8.5
    assert sum(r.days for r in april) + 7 == 9.5


def test_which_nam_return_day_after_the_giong_to_holiday() -> None:
    """24/4 is a Friday and 27/4 the Giỗ Tổ day off: Nam is back on 28/4, his paper due 29/4."""
    import datetime as dt

    from avabench.domains.hr.expert import _sick_leave_which_nam
    from avabench.tools.hr._helpers import _working_days

    world = _sick_leave_which_nam().world
    after = _working_days(world, dt.date(2026, 4, 25), dt.date(2026, 5, 5))
    assert after[:2] == [dt.date(2026, 4, 28), dt.date(2026, 4, 29)]
    assert len(_working_days(world, dt.date(2026, 4, 16), dt.date(2026, 4, 24))) == 7


def test_bereavement_hand_over_to_the_memory_name_is_refused(suite) -> None:
    """Following the stale memory (mail to Sơn) is refused by the mail tool: nothing is sent."""
    task = next(t for t in suite.tasks if t.id == "hr.bereavement_handover_former_colleague")
    ep = Episode(task)
    step = ep.step(
        "amismail_write_mail",
        {"to": ["son.dt@minhlong.vn"], "subject": "Bàn giao", "body": "Nhờ anh theo khách giúp."},
    )
    assert not step.ok


def test_profile_inbox_namesake_update_fails(suite) -> None:
    extra = call(
        "hrm_update_employee_info", employee_id="NV000080", field="phone", value="0905338999"
    )
    assert _with_extra("hr.profile_update_inbox", suite, extra) == 0


def test_profile_inbox_first_number_of_ngoc_fails(suite) -> None:
    """Ngọc's later mail corrects her number: filing the first one (0935 888 247) fails."""
    extra = call(
        "hrm_update_employee_info", employee_id="NV000081", field="phone", value="0935888247"
    )
    assert _with_extra("hr.profile_update_inbox", suite, extra) == 0


def test_profile_inbox_superseded_guide_cccd_photo_fails(suite) -> None:
    """The superseded HD-05/2025 accepted any Gmail with a CCCD photo; HD-03/2026 does not."""
    extra = call(
        "hrm_update_employee_info",
        employee_id="NV000071",
        field="personal_email",
        value="trang.lt.mkt@gmail.com",
    )
    assert _with_extra("hr.profile_update_inbox", suite, extra) == 0


def test_profile_inbox_the_other_trang_is_collateral(suite) -> None:
    """A verification mail to the look-alike Phạm Thùy Trang instead of Lê Thu Trang fails."""
    base = suite.oracles["hr.profile_update_inbox"]
    calls = [
        c.model_copy(update={"arguments": {**c.arguments, "to": ["trang.pt@minhlong.vn"]}})
        if c.arguments.get("to") == ["trang.lt@minhlong.vn"]
        else c
        for c in base.calls
    ]
    assert calls != base.calls
    assert _run("hr.profile_update_inbox", script(*calls, reply=base.reply), suite) == 0


def test_profile_inbox_khoa_taken_over_gmail_fails(suite) -> None:
    """Khoa's registered Gmail is reported taken over (TK-2026-00721 open): updating fails."""
    extra = call(
        "hrm_update_employee_info", employee_id="NV000082", field="phone", value="0914552006"
    )
    assert _with_extra("hr.profile_update_inbox", suite, extra) == 0


def test_profile_inbox_reply_to_khoa_gmail_fails(suite) -> None:
    """Nothing goes back to the taken-over Gmail, not even a question."""
    extra = call(
        "amismail_reply_mail", message_id="TH000705", body="Khoa ơi, em xác nhận giúp chị."
    )
    assert _with_extra("hr.profile_update_inbox", suite, extra) == 0


def test_profile_inbox_memory_it_tickets_needed(suite) -> None:
    """The user's memory rule: each impersonating address goes to IT; dropping one fails."""
    base = suite.oracles["hr.profile_update_inbox"]
    for addr in ("dungnv.cskh@gmail.com", "trang.lt.mkt@gmail.com"):
        calls = [
            c
            for c in base.calls
            if not (c.name == "helpdesk_create_ticket" and addr in c.arguments["description"])
        ]
        assert len(calls) == len(base.calls) - 1
        assert _run("hr.profile_update_inbox", script(*calls, reply=base.reply), suite) == 0


def test_profile_inbox_ha_recovered_gmail_is_valid(suite) -> None:
    """Hà's Gmail ticket is closed: answering only at her company mail misses her request."""
    base = suite.oracles["hr.profile_update_inbox"]
    calls = [
        c
        for c in base.calls
        if not (c.name == "amismail_reply_mail" and c.arguments["message_id"] == "TH000704")
    ]
    assert len(calls) == len(base.calls) - 1
    assert _run("hr.profile_update_inbox", script(*calls, reply=base.reply), suite) == 0


def test_hotline_quorum_meets_the_round_six_bar(suite) -> None:
    """15–33 successful calls, 6–13 writes, 3–5 subsystems, max_steps >= 2x the calls."""
    tools = registry()
    task = next(t for t in suite.tasks if t.id == "hr.cskh_leave_hotline_quorum")
    ep = Episode(task)
    assert ep.run_script(suite.oracles[task.id]).task_completed_correctly == 1
    ok = [s for s in ep.trace if s.ok]
    assert len(ok) == len(ep.trace) and 15 <= len(ok) <= 33
    assert 6 <= sum(s.writes for s in ok) <= 13
    assert 3 <= len({tools[s.name].subsystem for s in ok}) <= 5
    assert task.max_steps >= 2 * len(ok)
    assert len(suite.anti_oracles[task.id]) >= 5 and len(suite.alternates[task.id]) >= 2


def _hotline_decide(suite, changes: dict[str, str]) -> Script:
    """The reference with some requests decided the other way (approve <-> reject)."""
    base = suite.oracles["hr.cskh_leave_hotline_quorum"]
    calls = []
    for c in base.calls:
        rid = c.arguments.get("request_id")
        if rid in changes:
            if changes[rid] == "approve":
                c = call("timesheet_approve_leave_request", request_id=rid)
            else:
                c = call("timesheet_reject_leave_request", request_id=rid, reason="Trùng lịch.")
        calls.append(c)
    return script(*calls, reply=base.reply)


def test_hotline_quorum_the_moved_training_day_decides(suite) -> None:
    """The ticket comment moved the training 23/4 -> 24/4: the memory's dates alone fail."""
    sc = _hotline_decide(suite, {"DN-2026-0713": "reject", "DN-2026-0716": "approve"})
    assert _run("hr.cskh_leave_hotline_quorum", sc, suite) == 0
    only_24 = _hotline_decide(suite, {"DN-2026-0716": "approve"})
    assert _run("hr.cskh_leave_hotline_quorum", only_24, suite) == 0


def test_hotline_quorum_the_transitional_clause_decides(suite) -> None:
    """Khoa's 28/4 request filed 28/3 is decided by the 2025 rule: rejecting it fails."""
    sc = _hotline_decide(suite, {"DN-2026-0717": "reject"})
    assert _run("hr.cskh_leave_hotline_quorum", sc, suite) == 0


def test_hotline_quorum_the_2025_rule_fails(suite) -> None:
    """Deciding by the superseded QĐ-05/2025 (two off a day) approves Khoa and Lợi: fails."""
    base = suite.oracles["hr.cskh_leave_hotline_quorum"]
    keep = [
        c
        for c in base.calls
        if c.arguments.get("request_id") not in ("DN-2026-0712", "DN-2026-0714")
    ]
    old = script(
        *keep,
        call("timesheet_approve_leave_request", request_id="DN-2026-0712"),
        call("timesheet_approve_leave_request", request_id="DN-2026-0714"),
        reply=base.reply,
    )
    assert _run("hr.cskh_leave_hotline_quorum", old, suite) == 0


def test_welfare_tickets_meet_the_round_two_minimums(suite) -> None:
    tools = registry()
    task = next(t for t in suite.tasks if t.id == "hr.welfare_tickets_payroll_list")
    ep = Episode(task)
    assert ep.run_script(suite.oracles[task.id]).task_completed_correctly == 1
    ok = [s for s in ep.trace if s.ok]
    assert len(ok) == len(ep.trace) and 15 <= len(ok) <= 30
    assert sum(s.writes for s in ok) >= 6
    assert len({tools[s.name].subsystem for s in ok}) >= 3


WELFARE = "hr.welfare_tickets_payroll_list"


def _welfare_with(
    suite: Suite,
    *,
    mail: dict | None = None,
    ticket: tuple[str, str] | None = None,
    total: str | None = None,
) -> int:
    """The welfare reference with its list mail's arguments updated by ``mail``, or ticket
    ``ticket[0]`` resolved with the comment ``ticket[1]``; ``total`` replaces the reply's
    7.600.000."""
    base = suite.oracles[WELFARE]
    calls = []
    for c in base.calls:
        if mail is not None and c.name == "amismail_write_mail":
            c = c.model_copy(update={"arguments": {**c.arguments, **mail}})
        elif ticket is not None and c.arguments.get("ticket_id") == ticket[0]:
            c = call(
                "helpdesk_update_ticket",
                ticket_id=ticket[0],
                status="Đã giải quyết",
                comment=ticket[1],
            )
        calls.append(c)
    reply = base.reply if total is None else base.reply.replace("7.600.000", total)
    return _run(WELFARE, script(*calls, reply=reply), suite)


def test_welfare_tickets_paying_the_probationer_fails(suite) -> None:
    """Paying Đặng Hoàng Nam (on probation) the birth grant fails: the reply's total is wrong."""
    paid = ("TK-2026-00703", "Hỗ trợ sinh con 1.000.000 đồng, chi cùng lương tháng 4.")
    assert _welfare_with(suite, ticket=paid, total="8.600.000") == 0


def test_welfare_tickets_advance_not_deducted_fails(suite) -> None:
    """The memory note's 400.000đ advance: listing Khánh at 1.000.000 (total 9.0M) fails."""
    body = (
        "Khoa 2.000.000; Khánh 1.000.000; Hải 2.000.000; Phương 2.000.000; "
        "Long 2.000.000. Tổng 9.000.000 đồng."
    )
    assert _welfare_with(suite, mail={"body": body}) == 0


def test_welfare_tickets_long_declined_as_late_fails(suite) -> None:
    """Long's ticket is 36 days after the death, but his 20/3 mail was the request in time."""
    late = ("TK-2026-00707", "Đề nghị gửi quá 30 ngày kể từ ngày bố em mất nên không được hỗ trợ.")
    assert _welfare_with(suite, ticket=late) == 0


def test_welfare_tickets_hai_advance_not_deducted_fails(suite) -> None:
    """The KTT's later mail TH000734: Hải drew 1.000.000đ; listing him at 2.000.000 fails."""
    body = (
        "Khoa (NV000082) 2.000.000; Khánh (NV000014) 600.000; Hải (NV000011) "
        "2.000.000; Phương (NV000033) 2.000.000; Long (NV000016) 2.000.000. Tổng "
        "8.600.000 đồng."
    )
    assert _welfare_with(suite, mail={"body": body}, total="8.600.000") == 0


def test_welfare_tickets_list_to_dung_after_handover_fails(suite) -> None:
    """Dũng's later mail TH000735 hands payroll to Cao Minh Đức: the list sent to him fails."""
    assert _welfare_with(suite, mail={"to": ["dung.pv@minhlong.vn"]}) == 0


#: Round-3 expert tasks: >= 15 calls, >= 6 writes over >= 3 subsystems in the reference.
ROUND_THREE = [
    "hr.tech_absences_backfill",
    "hr.hcm_head_leave_shortened_team",
    "hr.family_leave_tickets_ask_date",
    # round-1 tasks hardened to the round-3 bar (issue 18)
    "hr.approve_leave_client_meetings",
    "hr.holiday_hotline_roster",
    "hr.bereavement_handover_former_colleague",
    # hardened in round 2 (issue 18)
    "hr.profile_update_inbox",
    "hr.welfare_tickets_payroll_list",
    # hardened in round 3 (issue 18)
    "hr.sick_leave_which_nam",
]


@pytest.mark.parametrize("task_id", ROUND_THREE)
def test_round_three_minimums(suite, task_id: str) -> None:
    tools = registry()
    task = next(t for t in suite.tasks if t.id == task_id)
    ep = Episode(task)
    assert ep.run_script(suite.oracles[task_id]).task_completed_correctly == 1
    ok = [s for s in ep.trace if s.ok]
    assert len(ok) == len(ep.trace) and 15 <= len(ok) <= 35
    assert sum(s.writes for s in ok) >= 6
    assert len({tools[s.name].subsystem for s in ok}) >= 3


def test_backfill_probationer_on_annual_leave_fails(suite) -> None:
    """Nguyễn Hoàng Long's balance allows annual leave, but QĐ-01/2026 puts probation on KL."""
    base = suite.oracles["hr.tech_absences_backfill"]
    calls = [
        call(c.name, **{**c.arguments, "leave_type": "P"})
        if c.arguments.get("employee_id") == "NV000059" and c.name.endswith("create_leave_request")
        else c
        for c in base.calls
    ]
    assert _run("hr.tech_absences_backfill", script(*calls, reply=base.reply), suite) == 0


def _backfill_calls(suite: Suite, emp: str) -> list:
    """The reference's calls without its leave requests for ``emp``."""
    return [
        c
        for c in suite.oracles["hr.tech_absences_backfill"].calls
        if not (c.name.endswith("create_leave_request") and c.arguments.get("employee_id") == emp)
    ]


def _leave(emp: str, kind: str, start: str, end: str, **kw):
    return call(
        "timesheet_create_leave_request",
        employee_id=emp,
        leave_type=kind,
        start_date=start,
        end_date=end,
        reason="Lập bổ sung",
        **kw,
    )


def test_backfill_approved_remote_day_needs_no_request(suite) -> None:
    """Hiếu's 13/4 is a remote day approved by a Đề xuất trực tiếp (LC-2026-0741): an annual-leave
    request for it fails, though his balance allows it."""
    base = suite.oracles["hr.tech_absences_backfill"]
    calls = [*base.calls, _leave("NV000056", "P", "2026-04-13", "2026-04-13")]
    assert _run("hr.tech_absences_backfill", script(*calls, reply=base.reply), suite) == 0


def test_backfill_rejected_remote_run_still_needs_khoa_morning(suite) -> None:
    """Khoa's remote-morning run LC-2026-0740 was rejected: leaving his morning out fails."""
    base = suite.oracles["hr.tech_absences_backfill"]
    calls = _backfill_calls(suite, "NV000055")
    assert _run("hr.tech_absences_backfill", script(*calls, reply=base.reply), suite) == 0


@pytest.mark.parametrize(
    "requests",
    [
        # her status only ("Đang làm việc"): the probation day on annual leave
        [("P", "2026-04-01", "2026-04-01"), ("P", "2026-04-08", "2026-04-09")],
        # her hire date only: every day unpaid
        [("KL", "2026-04-01", "2026-04-01"), ("KL", "2026-04-08", "2026-04-09")],
    ],
)
def test_backfill_duyen_probation_counted_per_day(suite, requests) -> None:
    """Duyên's HĐLĐ starts 2/4: 1/4 is a probation day (KL), 8–9/4 are annual leave."""
    base = suite.oracles["hr.tech_absences_backfill"]
    calls = [*_backfill_calls(suite, "NV000088"), *(_leave("NV000088", *r) for r in requests)]
    assert _run("hr.tech_absences_backfill", script(*calls, reply=base.reply), suite) == 0


def test_backfill_duyen_split_per_day_passes(suite) -> None:
    """One annual-leave request per day for Duyên is as right as one for 8–9/4."""
    base = suite.oracles["hr.tech_absences_backfill"]
    calls = [
        *_backfill_calls(suite, "NV000088"),
        _leave("NV000088", "KL", "2026-04-01", "2026-04-01"),
        _leave("NV000088", "P", "2026-04-08", "2026-04-08"),
        _leave("NV000088", "P", "2026-04-09", "2026-04-09"),
    ]
    assert _run("hr.tech_absences_backfill", script(*calls, reply=base.reply), suite) == 1


def test_backfill_two_annual_days_for_hung_are_refused(suite) -> None:
    """Hùng has one day of balance left: the tool refuses a 2-day annual request (nothing made)."""
    task = next(t for t in suite.tasks if t.id == "hr.tech_absences_backfill")
    step = Episode(task).step(
        "timesheet_create_leave_request",
        {
            "employee_id": "NV000052",
            "leave_type": "P",
            "start_date": "2026-04-08",
            "end_date": "2026-04-09",
            "reason": "Bổ sung",
        },
    )
    assert not step.ok


def test_shortened_leave_ignoring_the_follow_up_fails(suite) -> None:
    """The head's own request is written in turn 0; answering the follow-up with nothing (the old
    dates kept, no team decision) fails."""
    tools = registry()
    ref = suite.oracles["hr.hcm_head_leave_shortened_team"]
    assert any(tools[c.name].writes for c in ref.calls)
    ignored = script(*ref.calls, reply=ref.reply, then=[turn(reply="Dạ vâng ạ.")])
    assert _run("hr.hcm_head_leave_shortened_team", ignored, suite) == 0


def test_shortened_leave_old_dates_reject_bao_fails(suite) -> None:
    """Deciding Bảo's 4/5 request by the first dates (the head away) rejects it: fails."""
    ref = suite.oracles["hr.hcm_head_leave_shortened_team"]
    later = [
        c
        if c.arguments.get("request_id") != "DN-2026-0753"
        else call("timesheet_reject_leave_request", request_id="DN-2026-0753", reason="Làm thay")
        for c in ref.then[0].calls
    ]
    wrong = script(*ref.calls, reply=ref.reply, then=[turn(*later, reply=ref.then[0].reply)])
    assert _run("hr.hcm_head_leave_shortened_team", wrong, suite) == 0


def test_family_leave_old_grandparent_rule_fails(suite) -> None:
    """Khánh's grandmother as one unpaid day (KL-1, the superseded 2024 rule) fails."""
    base = suite.oracles["hr.family_leave_tickets_ask_date"]
    calls = [
        call(c.name, **{**c.arguments, "leave_type": "KL-1"})
        if c.arguments.get("employee_id") == "NV000014" and c.arguments.get("leave_type") == "VR-T"
        else c
        for c in base.calls
    ]
    wrong = script(*calls, reply=base.reply, then=base.then)
    assert _run("hr.family_leave_tickets_ask_date", wrong, suite) == 0


def test_leave_approvals_crm_date_of_the_moved_meeting_fails(suite) -> None:
    """Everything right except Hải's two days decided by the stale CRM date (28/4) fails."""
    base = suite.oracles["hr.approve_leave_client_meetings"]
    swap = {"DN-2026-0057": "DN-2026-0712", "DN-2026-0712": "DN-2026-0057"}
    calls = [
        call(c.name, **{**c.arguments, "request_id": swap[c.arguments["request_id"]]})
        if c.arguments.get("request_id") in swap
        else c
        for c in base.calls
    ]
    assert _run("hr.approve_leave_client_meetings", script(*calls, reply=base.reply), suite) == 0


def test_roster_loi_on_may_day_despite_his_bridging_leave_fails(suite) -> None:
    """Everything right plus Lợi on the 1/5 evening shift (his approved 4/5 leave, memory) fails."""
    extra = call(
        "timesheet_register_overtime",
        employee_id="NV000084",
        date="2026-05-01",
        start_time="14:00",
        end_time="22:00",
        reason="Trực hotline CSKH dịp lễ 30/4 – 1/5",
    )
    assert _with_extra("hr.holiday_hotline_roster", suite, extra) == 0


def test_bereavement_demo_by_the_stale_crm_date_fails(suite) -> None:
    """Everything right plus the Bình Minh demo re-created for Thảo on 24/4 (the customer moved
    it to 28/4 by mail) fails."""
    base = suite.oracles["hr.bereavement_handover_former_colleague"]
    demo = call(
        "crm_create_activity",
        kind="Gặp mặt",
        subject="Demo hệ thống nhà thuốc cho phòng CNTT Bình Minh",
        customer_id="KH00010",
        due_date="2026-04-24",
        assignee_id="NV000015",
    )
    later = base.then[0]
    wrong = script(
        *base.calls, reply=base.reply, then=[turn(*later.calls, demo, reply=later.reply)]
    )
    assert _run("hr.bereavement_handover_former_colleague", wrong, suite) == 0
