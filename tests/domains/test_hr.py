"""The hr domain: counts, lint-clean tasks, a clean selftest, and other correct answers pass."""

from __future__ import annotations

import fnmatch

import pytest

from avabench.env import Episode
from avabench.loader import Suite, load_suite
from avabench.selftest import run_selftest
from avabench.task import Script, call, script
from avabench.validate import validate

#: The pinned counts (see DESIGN §4).
PINNED = "hr: 20 tasks (8 hard + 12 basic, DESIGN §4); when you add a task, update these counts and DESIGN §4 (the public split never changes)"

PATTERNS = ["hr.*"]


def _core_ids(suite) -> list[str]:
    """The domain's hard and basic tasks (tests/domains/test_hr_expert.py has the expert tier)."""
    return [t.id for t in suite.tasks if t.domain == "hr" and t.tier != "expert"]


@pytest.fixture(scope="module")
def suite():
    return load_suite()


def _hr_tasks(suite):
    return [t for t in suite.tasks if any(fnmatch.fnmatch(t.id, p) for p in PATTERNS)]


def test_counts(suite) -> None:
    tasks = [t for t in _hr_tasks(suite) if t.tier != "expert"]
    assert len(tasks) == 20, PINNED
    assert sum(t.tier == "hard" for t in tasks) == 8, PINNED
    assert sum(t.tier == "basic" for t in tasks) == 12, PINNED
    assert sum(len(t.assertions) for t in tasks) >= 100
    assert all(t.domain == "hr" for t in tasks)


def test_every_task_has_scripts(suite) -> None:
    for t in _hr_tasks(suite):
        assert t.id in suite.oracles, t.id
        if t.tier == "hard":
            assert suite.anti_oracles.get(t.id), t.id
            assert any(a.negative for a in t.assertions), t.id
            assert len(suite.oracles[t.id].calls) >= 3, t.id
        for anti in suite.anti_oracles.get(t.id, []):
            assert anti.label, t.id


def test_validate_reports_nothing(suite) -> None:
    assert not [p for p in suite.problems if p.where.startswith("avabench.domains.hr")]
    tasks = _hr_tasks(suite)
    ids = {t.id for t in tasks}
    only_hr = Suite(
        tasks=tasks,
        oracles={k: v for k, v in suite.oracles.items() if k in ids},
        anti_oracles={k: v for k, v in suite.anti_oracles.items() if k in ids},
        alternates={k: v for k, v in suite.alternates.items() if k in ids},
    )
    problems = validate(only_hr)
    assert problems == [], "\n".join(str(p) for p in problems)


@pytest.mark.parametrize("noise", [0, 3, 8, 20])
def test_selftest_clean(suite, noise: int) -> None:
    report = run_selftest(suite, noise, _core_ids(suite))
    assert report.tasks == 20, PINNED
    assert report.violations == [], "\n".join(
        f"{v.task_id} noise={v.noise} {v.agent}: {v.message}" for v in report.violations
    )


def _leave(leave_type: str, start: str, end: str, reason: str, **kw: object):
    return call(
        "timesheet_create_leave_request",
        leave_type=leave_type,
        start_date=start,
        end_date=end,
        reason=reason,
        **kw,
    )


def _ot(emp: str, date: str, start: str, end: str) -> object:
    return call(
        "timesheet_register_overtime",
        employee_id=emp,
        date=date,
        start_time=start,
        end_time=end,
        reason="Triển khai cho khách hàng",
    )


def _ticket(title: str) -> object:
    return call(
        "helpdesk_create_ticket",
        category="HCNS-Chế độ",
        title=title,
        description="Nhờ phòng HCNS xác nhận ảnh hưởng của ngày nghỉ không lương.",
    )


# Answers a careful employee could also give: each must score full marks.
ALTERNATIVES: list[tuple[str, Script]] = [
    (
        "hr.leave_split_unpaid",
        script(
            call("timesheet_get_leave_balance"),
            _leave("KL", "2026-04-20", "2026-04-21", "Về quê có việc nhà"),
            _leave("P", "2026-04-22", "2026-04-24", "Về quê có việc nhà"),
            _ticket("Xác nhận nghỉ không lương 20–21/4"),
            reply="Em còn 3 ngày phép: không lương 2 ngày 20–21/4, phép năm 3 ngày 22–24/4.",
        ),
    ),
    (
        "hr.reschedule_leave_split",
        script(
            call("timesheet_cancel_leave_request", request_id="DN-2026-0058"),
            _leave("KL", "2026-04-23", "2026-04-23", "Về quê"),
            _leave("P", "2026-04-24", "2026-04-29", "Về quê"),
            _ticket("Xác nhận nghỉ không lương 23/4"),
            reply="Đã đổi: không lương 1 ngày 23/4, phép năm 3 ngày 24, 28, 29/4.",
        ),
    ),
    (
        "hr.overtime_team_tonight_cap",
        script(
            _ot("NV000053", "2026-04-16", "18:00", "22:00"),
            _ot("NV000085", "2026-04-16", "18:00", "22:00"),
            _ot("NV000059", "2026-04-16", "18:00", "22:00"),
            _ot("NV000052", "2026-04-16", "18:00", "20:00"),
            reply="Đã đăng ký Vinh, Giang, Long 18h–22h; Hùng đã có 38 giờ nên chỉ đăng ký 18h–20h.",
        ),
    ),
    (
        "hr.overtime_holiday_migration",
        script(
            _ot("NV000085", "2026-04-27", "08:00", "14:00"),
            _ot("NV000059", "2026-04-27", "08:00", "14:00"),
            _ot("NV000053", "2026-04-27", "08:00", "12:00"),
            reply=(
                "27/4 là ngày nghỉ bù có hưởng lương, OT tính ít nhất 300%. Giang, Long 8h–14h; "
                "Vinh đã có 36 giờ nên em chỉ đăng ký 8h–12h."
            ),
        ),
    ),
    (
        "hr.approve_expired_carryover",
        script(
            call("timesheet_approve_leave_request", request_id="DN-2026-0056"),
            reply=(
                "Đã duyệt đơn cưới của Phương. Đơn 4 ngày của Lan em để chờ: Lan chỉ còn 2,5 "
                "ngày phép nên không đủ, anh trao đổi với Lan nhé."
            ),
        ),
    ),
    (
        "hr.wedding_leave_over_holiday",
        script(
            _leave("VR-C", "2026-04-23", "2026-04-28", "Nghỉ cưới"),
            reply="Đã tạo đơn nghỉ cưới 23–28/4; 27/4 là ngày nghỉ bù nên không tính.",
        ),
    ),
    (
        "hr.bereavement_leave_working_days",
        script(
            _leave("VR-T", "2026-04-16", "2026-04-20", "Bố mất"),
            reply="Em xin chia buồn. Đơn nghỉ tang từ hôm nay đến hết thứ Hai 20/4 đã được tạo.",
        ),
    ),
]


@pytest.mark.parametrize(("task_id", "alt"), ALTERNATIVES, ids=[a[0] for a in ALTERNATIVES])
def test_other_correct_answers_pass(suite, task_id: str, alt: Script) -> None:
    task = next(t for t in suite.tasks if t.id == task_id)
    ep = Episode(task, 0, 0)
    score = ep.run_script(alt)
    assert [f"{t.name}: {t.error}" for t in ep.trace if not t.ok] == []
    assert score.partial_credit == 1.0, score.first_failure()


def _task(suite, task_id: str):
    return next(t for t in suite.tasks if t.id == task_id)


def test_every_task_declares_scopes_and_alternates(suite) -> None:
    for t in _hr_tasks(suite):
        assert t.scopes is not None, t.id
        assert len(suite.alternates.get(t.id, [])) >= (2 if t.tier == "hard" else 1), t.id
        for s in t.scopes:
            assert s.where, f"{t.id}: a whole-table scope {s.label()}"


# Writes a wrong agent could add to a correct run; each lands outside the task's scopes.
COLLATERAL: list[tuple[str, object]] = [
    # the user files a second, unasked request on top of the split
    ("hr.leave_split_unpaid", _leave("KL", "2026-05-20", "2026-05-20", "Việc riêng")),
    # a duplicate ticket
    ("hr.leave_split_unpaid", _ticket("Nghỉ không lương")),
    # the same mail sent twice
    (
        "hr.leave_balance_mail_namesake",
        call(
            "amismail_write_mail",
            to=["trang.lt@minhlong.vn"],
            subject="Số ngày phép",
            body="Em còn 4 ngày phép năm.",
        ),
    ),
    # a registration for the lead's other report on another day
    ("hr.overtime_team_tonight_cap", _ot("NV000085", "2026-04-17", "18:00", "20:00")),
    # a sick-leave request for the manager's other report
    (
        "hr.sick_leave_for_report",
        _leave("Ô", "2026-04-16", "2026-04-17", "Ốm", employee_id="NV000083"),
    ),
]


@pytest.mark.parametrize(("task_id", "extra"), COLLATERAL, ids=[c[0] for c in COLLATERAL])
def test_collateral_write_fails_the_task(suite, task_id: str, extra) -> None:
    ep = Episode(_task(suite, task_id), 0, 0)
    ref = suite.oracles[task_id]
    for c in ref.calls:
        ep.step(c.name, c.arguments)
    assert ep.step(extra.name, extra.arguments).ok
    ep.finish(ref.reply)
    score = ep.score()
    assert not score.task_completed_correctly
    assert any(a.kind == "collateral" and not a.passed for a in score.assertions)


# Each tool-enforced guard with the action a wrong agent would try: the tool must refuse it.
REFUSED: list[tuple[str, object]] = [
    (
        "hr.approve_own_team_pending",
        call("timesheet_approve_leave_request", request_id="DN-2026-0059"),
    ),
    (
        "hr.approve_own_team_pending",
        call("timesheet_reject_leave_request", request_id="DN-2026-0060", reason="x"),
    ),
    (
        "hr.approve_own_team_pending",
        call("timesheet_approve_leave_request", request_id="DN-2026-0062"),
    ),
    ("hr.overtime_team_tonight_cap", _ot("NV000052", "2026-04-16", "18:00", "22:00")),
    ("hr.overtime_holiday_migration", _ot("NV000053", "2026-04-27", "08:00", "14:00")),
    (
        "hr.approve_expired_carryover",
        call("timesheet_approve_leave_request", request_id="DN-2026-0701"),
    ),
    (
        "hr.sick_leave_for_report",
        _leave("Ô", "2026-04-16", "2026-04-22", "Sốt", employee_id="NV000055"),
    ),
]


@pytest.mark.parametrize(("task_id", "action"), REFUSED, ids=[r[0] for r in REFUSED])
def test_tool_enforced_guards_are_refused(suite, task_id: str, action) -> None:
    task = _task(suite, task_id)
    assert any(a.tool_enforced for a in task.assertions), task_id
    ep = Episode(task, 0, 0)
    assert not ep.step(action.name, action.arguments).ok
