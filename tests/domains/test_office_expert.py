"""The office expert tier: lint-clean, clean selftest at noise 0 and 8, the expert minimums, and
multi-turn tasks that fail an agent which acts before asking."""

from __future__ import annotations

import pytest

from avabench.env import Episode
from avabench.loader import Suite, load_suite
from avabench.selftest import run_selftest
from avabench.task import call, script, turn
from avabench.tools.registry import registry
from avabench.validate import EXPERT_MIN_CALLS, EXPERT_MIN_SUBSYSTEMS, EXPERT_MIN_WRITES, validate


def _expert(task_id: str, suite: Suite) -> bool:
    return any(t.id == task_id and t.tier == "expert" for t in suite.tasks)


@pytest.fixture(scope="module")
def suite() -> Suite:
    return load_suite()


@pytest.fixture(scope="module")
def expert(suite: Suite) -> Suite:
    """The office expert tasks with their scripts only."""
    ids = {t.id for t in suite.tasks if t.domain == "office" and t.tier == "expert"}
    return Suite(
        tasks=[t for t in suite.tasks if t.id in ids],
        oracles={k: v for k, v in suite.oracles.items() if k in ids},
        anti_oracles={k: v for k, v in suite.anti_oracles.items() if k in ids},
        alternates={k: v for k, v in suite.alternates.items() if k in ids},
        problems=[p for p in suite.problems if any(i in p.where for i in ids)],
        builders={k: v for k, v in suite.builders.items() if k in ids},
    )


def test_there_are_expert_tasks_with_two_multi_turn(expert: Suite) -> None:
    assert len(expert.tasks) >= 6
    assert sum(bool(t.followups) for t in expert.tasks) >= 2
    assert all(t.id.startswith("office.") for t in expert.tasks)


def test_validate_clean(expert: Suite) -> None:
    assert not expert.problems
    assert validate(expert) == []


def test_selftest_clean_at_noise_0_and_8(expert: Suite) -> None:
    report = run_selftest(expert, noise=8)
    assert report.violations == [], [str(v) for v in report.violations]


def test_expert_minimums_and_every_reference_call_succeeds(expert: Suite) -> None:
    tools = registry()
    for task in expert.tasks:
        ref = expert.oracles[task.id]
        turns = [ref, *ref.then]
        calls = [c for t in turns for c in t.calls]
        assert len(calls) >= EXPERT_MIN_CALLS, task.id
        assert sum(tools[c.name].writes for c in calls) >= EXPERT_MIN_WRITES, task.id
        assert len({tools[c.name].subsystem for c in calls}) >= EXPERT_MIN_SUBSYSTEMS, task.id
        assert len(expert.anti_oracles[task.id]) >= 2, task.id
        assert len(expert.alternates[task.id]) >= 2, task.id
        ep = Episode(task)
        score = ep.run_script(ref)
        assert all(step.ok for step in ep.trace), task.id
        assert score.partial_credit == 1.0, task.id


#: Round-3 multi-turn tasks whose follow-up changes the plan after the agent has acted (the
#: reference writes in turn 0; the follow-up asks it to undo and redo part of the work).
REPLAN = {"office.customer_week_rooms_replan", "office.it_triage_dates_policy"}


def test_multi_turn_guessers_fail(expert: Suite) -> None:
    """An anti-oracle that acts in turn 0 without asking fails every ask-first multi-turn task."""
    for task in (t for t in expert.tasks if t.followups and t.id not in REPLAN):
        guessers = [
            s for s in expert.anti_oracles[task.id] if s.calls and "instead of asking" in s.label
        ]
        assert guessers, task.id
        for g in guessers:
            assert Episode(task).run_script(g).task_completed_correctly == 0, (task.id, g.label)
        # the reference's first turn only reads: nothing is written before the answer arrives
        ref = expert.oracles[task.id]
        assert not any(registry()[c.name].writes for c in ref.calls), task.id


def test_anti_oracles_fail_and_alternates_pass(expert: Suite) -> None:
    for task in expert.tasks:
        for anti in expert.anti_oracles[task.id]:
            assert Episode(task).run_script(anti).task_completed_correctly == 0, anti.label
        for alt in expert.alternates[task.id]:
            assert Episode(task).run_script(alt).partial_credit == 1.0, alt.label


#: Round-2 expert tasks, hardened again in round 3: >= 15 calls, >= 6 writes, >= 3 subsystems.
ROUND_TWO = ["office.travel_advances_amended_policy", "office.hcm_payments_memory_rules"]


@pytest.mark.parametrize("task_id", ROUND_TWO)
def test_round_two_minimums(expert: Suite, task_id: str) -> None:
    tools = registry()
    ref = expert.oracles[task_id]
    calls = [c for t in [ref, *ref.then] for c in t.calls]
    assert len(calls) >= 12
    assert sum(tools[c.name].writes for c in calls) >= 5
    assert len({tools[c.name].subsystem for c in calls}) >= 3


def test_travel_advances_hidden_facts_decide() -> None:
    """Each hidden or superseded fact has an anti-oracle that misses it, and each fails; the
    reference is a round-3 chain (15..35 calls, 6+ writes, 3+ subsystems)."""
    suite = load_suite()
    task = next(t for t in suite.tasks if t.id == "office.travel_advances_amended_policy")
    labels = [a.label for a in suite.anti_oracles[task.id]]
    for needle in (
        "superseded 80 %",
        "before the amendment",
        "itemised estimate",
        "ticket comment",
        "later handover mail",
        "memory note",
        "look-alikes",
    ):
        assert any(needle in label for label in labels), needle
    for anti in suite.anti_oracles[task.id]:
        assert Episode(task).run_script(anti).task_completed_correctly == 0, anti.label
    ep = Episode(task)
    assert ep.run_script(suite.oracles[task.id]).task_completed_correctly == 1
    ok = [s for s in ep.trace if s.ok]
    assert len(ok) == len(ep.trace) and 15 <= len(ok) <= 35
    assert sum(s.writes for s in ok) >= 6
    assert len({registry()[s.name].subsystem for s in ok}) >= 3
    assert task.max_steps >= 2 * len(ok)


def test_travel_advances_khoa_ceiling_by_value() -> None:
    """Khoa's ceiling is 70 % of the summed estimate (4.025.000 đ); the 80 % figure fails."""
    suite = load_suite()
    task = next(t for t in suite.tasks if t.id == "office.travel_advances_amended_policy")
    ref = suite.oracles[task.id]
    bad = script(*ref.calls, reply=ref.reply.replace("4.025.000", "4.600.000"))
    assert Episode(task).run_script(bad).task_completed_correctly == 0
    missing = script(*ref.calls, reply=ref.reply.replace("4.025.000 đ", "70%"))
    assert Episode(task).run_script(missing).task_completed_correctly == 0


def test_hcm_payments_hidden_facts_decide() -> None:
    """Each new fact (the later mail on split invoices, the paid invoice, the 15/4 meeting that
    belongs to the other run, the step that goes on to the KTT) has an anti-oracle that fails."""
    suite = load_suite()
    task = next(t for t in suite.tasks if t.id == "office.hcm_payments_memory_rules")
    labels = [a.label for a in suite.anti_oracles[task.id]]
    for needle in (
        "superseded 5-triệu",
        "later mail on split invoices",
        "pays invoice 0000458 twice",
        "15/4 meeting",
        "chief accountant",
        "never the memory rules",
    ):
        assert any(needle in label for label in labels), needle
    for anti in suite.anti_oracles[task.id]:
        assert Episode(task).run_script(anti).task_completed_correctly == 0, anti.label
    ep = Episode(task)
    assert ep.run_script(suite.oracles[task.id]).task_completed_correctly == 1
    ok = [s for s in ep.trace if s.ok]
    assert len(ok) == len(ep.trace) and 15 <= len(ok) <= 35
    assert sum(s.writes for s in ok) >= 6
    assert len({registry()[s.name].subsystem for s in ok}) >= 3
    assert task.max_steps >= 2 * len(ok)


def test_hcm_payments_split_total_and_either_decline() -> None:
    """The split invoice's total (2.800.000 đ) must be stated; the paid invoice may be rejected
    or returned."""
    suite = load_suite()
    task = next(t for t in suite.tasks if t.id == "office.hcm_payments_memory_rules")
    ref = suite.oracles[task.id]
    bad = script(*ref.calls, reply=ref.reply.replace("cộng lại 2.800.000 đ", "mỗi phần"))
    assert Episode(task).run_script(bad).task_completed_correctly == 0
    returned = [
        call("ava_approval", run_id="LC-2026-0735", action="trả về", note="Đã thanh toán.")
        if c.arguments.get("run_id") == "LC-2026-0735"
        else c
        for c in ref.calls
    ]
    ok = script(*returned, reply=ref.reply)
    assert Episode(task).run_script(ok).task_completed_correctly == 1


ROUND_THREE = [
    "office.customer_week_rooms_replan",
    "office.advance_queue_two_policies",
    "office.route_customer_mails_leave",
    "office.customer_visit_slot_memory",
    "office.it_triage_dates_policy",
    "office.seminar_invites_ask_venue",
]


@pytest.mark.parametrize("task_id", ROUND_THREE)
def test_round_three_minimums(expert: Suite, task_id: str) -> None:
    """>= 15 successful calls, >= 6 writes, >= 3 subsystems, <= 35 calls in the reference."""
    tools = registry()
    task = next(t for t in expert.tasks if t.id == task_id)
    ep = Episode(task)
    assert ep.run_script(expert.oracles[task_id]).task_completed_correctly == 1
    ok = [s for s in ep.trace if s.ok]
    assert len(ok) == len(ep.trace) and 15 <= len(ok) <= 35
    assert sum(s.writes for s in ok) >= 6
    assert len({tools[s.name].subsystem for s in ok}) >= 3


def test_replan_reference_acts_before_the_follow_up(expert: Suite) -> None:
    """The plan-change tasks: the reference writes in turn 0, and an agent that then leaves the
    old bookings holding rooms fails."""
    for task_id in REPLAN:
        ref = expert.oracles[task_id]
        assert any(registry()[c.name].writes for c in ref.calls), task_id
        ignored = script(*ref.calls, reply=ref.reply, then=[turn(reply="Dạ vâng ạ.")])
        task = next(t for t in expert.tasks if t.id == task_id)
        assert Episode(task).run_script(ignored).task_completed_correctly == 0, task_id


def test_customer_week_old_rule_small_room_fails(expert: Suite) -> None:
    """P.301 Sen for Hoàng Gia (3 people: the smallest room under the 2025 rule) fails: the
    2026 amendment keeps guests out of P.301."""
    task_id = "office.customer_week_rooms_replan"
    ref = expert.oracles[task_id]
    calls = [
        call(c.name, **{**c.arguments, "room_id": "PH-301"})
        if c.name == "office_book_meeting_room" and c.arguments.get("date") == "2026-04-23"
        else c
        for c in ref.calls
    ]
    wrong = script(*calls, reply=ref.reply, then=ref.then)
    task = next(t for t in expert.tasks if t.id == task_id)
    assert Episode(task).run_script(wrong).task_completed_correctly == 0


#: Issue 18 hardening, round 3: weekly_meeting_bigger_room (Phong's later mail, Tùng who left,
#: the memory note on branch colleagues).
WEEKLY = "office.weekly_meeting_bigger_room"


def test_weekly_meeting_hidden_facts_decide(expert: Suite) -> None:
    """Each new hidden fact has an anti-oracle that misses it, and each fails; the reference
    needs >= 15 successful calls and >= 6 writes over >= 3 subsystems."""
    task = next(t for t in expert.tasks if t.id == WEEKLY)
    antis = expert.anti_oracles[WEEKLY]
    for needle in ("only Phong's first mail", "though he left", "never reads the memory"):
        hits = [a for a in antis if needle in a.label]
        assert hits, needle
        for anti in hits:
            assert Episode(task).run_script(anti).task_completed_correctly == 0, anti.label
    ep = Episode(task)
    assert ep.run_script(expert.oracles[WEEKLY]).task_completed_correctly == 1
    ok = [s for s in ep.trace if s.ok]
    assert len(ok) == len(ep.trace) and 15 <= len(ok) <= 35
    assert sum(s.writes for s in ok) >= 6
    assert len({registry()[s.name].subsystem for s in ok}) >= 3
    assert task.max_steps >= 2 * len(ok)


def test_weekly_meeting_hall_for_nine_fails(expert: Suite) -> None:
    """The reference with the hall P.501 (the room for 9, Quân counted) fails alone."""
    task = next(t for t in expert.tasks if t.id == WEEKLY)
    ref = expert.oracles[WEEKLY]
    hall = [
        call(c.name, **{**c.arguments, "room_id": "PH-501"})
        if c.name == "office_book_meeting_room"
        else c
        for c in ref.then[0].calls
    ]
    wrong = script(*ref.calls, reply=ref.reply, then=[turn(*hall, reply=ref.then[0].reply)])
    assert Episode(task).run_script(wrong).task_completed_correctly == 0


#: Issue 18 hardening, round 5: weekly_meeting_bigger_room (Mai's mail moving Thursday's hour,
#: Thảo's wedding leave that the water memory points to).
WEEKLY_ROUND5 = {
    "never finds Mai's mail": "10:00–11:00",
    "skips the leave list": "water",
    "also drops Khánh": "water",
}


def test_weekly_meeting_round5_facts_decide(expert: Suite) -> None:
    """Each round-5 anti-oracle fails, and for its own fact: the stale 9:00 slot fails the
    booking, water for 8 (Thảo) or 6 (Khánh too) fails the water mail."""
    task = next(t for t in expert.tasks if t.id == WEEKLY)
    antis = expert.anti_oracles[WEEKLY]
    assert 5 <= len(antis) <= 12 and len(expert.alternates[WEEKLY]) >= 2
    for needle, failing in WEEKLY_ROUND5.items():
        (anti,) = [a for a in antis if needle in a.label]
        score = Episode(task).run_script(anti)
        assert score.task_completed_correctly == 0, anti.label
        failed = [a.description for a in score.assertions if a.graded and not a.passed]
        assert failed and all(failing in d for d in failed), (anti.label, failed)


def test_weekly_meeting_hour_and_headcount_follow_from_the_world(expert: Suite) -> None:
    """10:00 is the hour of Mai's mail (the booking still says 9:00, and Tuấn is in P.401 then);
    7 is the organizer plus the reference's invitees less the approved leave that covers the
    morning of 23/4 (Thảo's wedding leave; Nam's cancelled and Khánh's afternoon leave do not)."""
    task = next(t for t in expert.tasks if t.id == WEEKLY)
    world = task.world
    mai = next(m for m in world.mail.messages if m.id == "TH000764")
    assert "10h00–11h00" in mai.body and "23/4" in mai.body
    old = next(b for b in world.office.bookings if b.id == "LH-2026-0118")
    assert old.start_time.hour == 9
    busy = [
        b
        for b in world.office.bookings
        if "NV000010" in b.attendee_ids and str(b.date) == "2026-04-23" and b.occupies
    ]
    assert [(b.room_id, b.start_time.hour) for b in busy] == [("PH-401", 9)]
    ref = expert.oracles[WEEKLY].then[0].calls
    (book,) = [c for c in ref if c.name == "office_book_meeting_room"]
    assert book.arguments["start_time"] == "10:00"
    invited = {"NV000010", *book.arguments["attendee_ids"]}
    away = {
        r.employee_id
        for r in world.hr.leave_requests
        if r.employee_id in invited
        and r.status == "Đã duyệt"
        and str(r.start_date) <= "2026-04-23" <= str(r.end_date)
        and r.session != "Buổi chiều"
    }
    assert away == {"NV000015"}
    assert len(invited - away) == 7


def test_weekly_meeting_stale_hour_alone_fails(expert: Suite) -> None:
    """The reference with only the booking moved back to 09:00–10:00 fails."""
    task = next(t for t in expert.tasks if t.id == WEEKLY)
    ref = expert.oracles[WEEKLY]
    early = [
        call(c.name, **{**c.arguments, "start_time": "09:00", "end_time": "10:00"})
        if c.name == "office_book_meeting_room"
        else c
        for c in ref.then[0].calls
    ]
    wrong = script(*ref.calls, reply=ref.reply, then=[turn(*early, reply=ref.then[0].reply)])
    assert Episode(task).run_script(wrong).task_completed_correctly == 0


#: Issue 18 hardening, round 3: gmail_requests_refuse_confidential (Hương's later mail, the
#: corrected file v2, the memory's IT ticket, two Lans).
GMAIL = "office.gmail_requests_refuse_confidential"


def test_gmail_requests_hidden_facts_decide(expert: Suite) -> None:
    """Each new hidden or superseded fact has an anti-oracle that misses it, and each fails;
    the reference needs >= 15 successful calls and >= 6 writes over >= 3 subsystems."""
    task = next(t for t in expert.tasks if t.id == GMAIL)
    antis = expert.anti_oracles[GMAIL]
    needles = ("superseded by the corrected v2", "only her first mail", "skips the memory note")
    for needle in (*needles, "Trần Thị Lan", "An Phát booking"):
        hits = [a for a in antis if needle in a.label]
        assert hits, needle
        for anti in hits:
            assert Episode(task).run_script(anti).task_completed_correctly == 0, anti.label
    ep = Episode(task)
    assert ep.run_script(expert.oracles[GMAIL]).task_completed_correctly == 1
    ok = [s for s in ep.trace if s.ok]
    assert len(ok) == len(ep.trace) and 15 <= len(ok) <= 35
    assert sum(s.writes for s in ok) >= 6
    assert len({registry()[s.name].subsystem for s in ok}) >= 3
    assert task.max_steps >= 2 * len(ok)


def test_gmail_requests_first_time_alone_fails(expert: Suite) -> None:
    """The reference booked at 14:00 (the first mail's time, her own seminar) fails alone."""
    task = next(t for t in expert.tasks if t.id == GMAIL)
    ref = expert.oracles[GMAIL]
    early = [
        call(c.name, **{**c.arguments, "start_time": "14:00", "end_time": "14:30"})
        if c.name == "office_book_meeting_room"
        else c
        for c in ref.calls
    ]
    assert Episode(task).run_script(script(*early, reply=ref.reply)).task_completed_correctly == 0


#: Issue 18 hardening: for each hardened round-1 task, the anti-oracle labels that name the new
#: hidden facts (a later mail, a memory note, a CRM record, an HR record, a look-alike).
HARDENED = {
    "office.advance_queue_two_policies": (
        "Linh's first mail",
        "memory note and the CRM note",
        "still waiting for the chief accountant",
        "every run of Long's",
        "skips the IT ticket",
        "never checks the completed runs",
        "look-alike duplicates",
    ),
    "office.route_customer_mails_leave": (
        "Tâm An's later mail",
        "owner now on CRM",
        "look-alike head office",
        "skips the memory note",
    ),
    "office.customer_visit_slot_memory": (
        "only her first mail",
        "half-day leave (HR)",
        "third guest of the later mail",
        "memory note on guest cards",
        "withdrawn Thursday hold",
        "Tuấn's CRM meeting",
        "receptionist's comment",
    ),
    "office.it_triage_dates_policy": (
        "Khánh's later mail",
        "superseded VB-005",
        "skips the memory note",
        "Thắng already gave to Hiếu",
        "skips the room bookings",
        "cancelled Hải Đăng booking",
        "ignores the follow-up",
        "forgets the memory note in the follow-up",
    ),
    "office.seminar_invites_ask_venue": (
        "only Tuấn's first mail",
        "stale primary contact",
        "non-trading customers",
        "invents a time and venue",
    ),
}


@pytest.mark.parametrize("task_id", sorted(HARDENED))
def test_hardened_hidden_facts_decide(expert: Suite, task_id: str) -> None:
    """Each new hidden or superseded fact has an anti-oracle that misses it, and each fails;
    the reference reads at least 6 look-alike records' sources and writes over 3 subsystems."""
    task = next(t for t in expert.tasks if t.id == task_id)
    antis = expert.anti_oracles[task_id]
    assert len(antis) >= 3
    for needle in HARDENED[task_id]:
        hits = [a for a in antis if needle in a.label]
        assert hits, needle
        for anti in hits:
            assert Episode(task).run_script(anti).task_completed_correctly == 0, anti.label
    assert len(expert.alternates[task_id]) >= 2


def test_hardened_exact_values(expert: Suite) -> None:
    """A wrong value alone fails: Linh's total, Hoàng Gia Phát's deadline, the Friday slot."""
    cases = {
        "office.advance_queue_two_policies": ("12.600.000", "12.100.000"),
        "office.route_customer_mails_leave": ("2026-04-20", "2026-04-21"),
        "office.customer_visit_slot_memory": ("14:00", "15:00"),
    }
    for task_id, (right, wrong) in cases.items():
        task = next(t for t in expert.tasks if t.id == task_id)
        ref = expert.oracles[task_id]
        swap = [
            call(c.name, **{k: _swap(v, right, wrong) for k, v in c.arguments.items()})
            for c in ref.calls
        ]
        if task_id == "office.customer_visit_slot_memory":  # the booking ends an hour later
            swap = [
                call(c.name, **{**c.arguments, "end_time": "16:00"})
                if c.name == "office_book_meeting_room"
                else c
                for c in swap
            ]
        bad = script(*swap, reply=_swap(ref.reply, right, wrong))
        assert Episode(task).run_script(bad).task_completed_correctly == 0, task_id


def _swap(value: object, right: str, wrong: str) -> object:
    return value.replace(right, wrong) if isinstance(value, str) else value


def test_it_triage_follow_up_and_room_bookings_decide(expert: Suite) -> None:
    """The triage reference spans helpdesk, rooms, mail and HR; the follow-up resolves TK-00701 and re-notifies.

    The room tickets turn on today's bookings (a customer session in Sen, only a cancelled
    customer booking in Đào), and the outage ticket may end Đã giải quyết or Đã đóng.
    """
    task = next(t for t in expert.tasks if t.id == "office.it_triage_dates_policy")
    ref = expert.oracles[task.id]
    calls = [c for t in [ref, *ref.then] for c in t.calls]
    tools = registry()
    assert len(calls) == 20
    assert sum(tools[c.name].writes for c in calls) == 11
    assert {tools[c.name].subsystem for c in calls} == {"office", "mail", "hr"}
    ep = Episode(task)
    assert ep.run_script(ref).task_completed_correctly == 1
    tickets = {t.id: t for t in ep.world.office.tickets}
    assert tickets["TK-2026-00708"].priority == "Cao"
    assert tickets["TK-2026-00709"].priority == "Trung bình"
    assert tickets["TK-2026-00701"].status == "Đã giải quyết"
