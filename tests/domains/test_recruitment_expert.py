"""The recruitment expert tier: a clean validation and selftest (noise 0 and 8), the expert
minimums (>= 8 calls, >= 4 writes, >= 2 subsystems, every reference call succeeds), alternates
and anti-oracles, and the multi-turn tasks: an agent that invents the missing data in the first
turn instead of asking fails, even when the follow-up then arrives."""

from __future__ import annotations

import datetime as dt

import pytest

from avabench.env import Episode
from avabench.loader import Suite, load_suite
from avabench.selftest import run_selftest
from avabench.task import call, script
from avabench.tools.registry import registry
from avabench.validate import check_task

#: The expert tasks of the domain (ids pinned: renaming one is a visible change).
EXPERT_IDS = [
    "recruitment.maianh_round2_ktt_mail",
    "recruitment.khoa_round2_ask_time",
    "recruitment.thanhhang_offer_ask_salary",
    "recruitment.inbox_withdrawal_headhunter",
    "recruitment.kd_round1_results",
    "recruitment.onboarding_0405_tickets",
    "recruitment.referral_bonus_april",
    "recruitment.kd_offers_round2_ask",
    "recruitment.posting_review_mid_april",
    "recruitment.kt_exam_results",
]
#: The multi-turn ones, each with the first-turn script of an agent that invents the missing
#: data (built in the test from the oracle) instead of asking.
MULTI_TURN = [
    "recruitment.khoa_round2_ask_time",
    "recruitment.thanhhang_offer_ask_salary",
    "recruitment.kd_offers_round2_ask",
    "recruitment.posting_review_mid_april",
    "recruitment.onboarding_0405_tickets",
    "recruitment.kd_round1_results",
]


@pytest.fixture(scope="module")
def suite() -> Suite:
    return load_suite()


def _task(suite: Suite, task_id: str):
    return next(t for t in suite.tasks if t.id == task_id)


def test_the_expert_tasks_exist(suite: Suite) -> None:
    experts = sorted(t.id for t in suite.tasks if t.domain == "recruitment" and t.tier == "expert")
    assert experts == sorted(EXPERT_IDS)
    multi = sorted(t.id for t in suite.tasks if t.id in EXPERT_IDS and t.followups)
    assert multi == sorted(MULTI_TURN)


def test_validate_reports_nothing(suite: Suite) -> None:
    assert not [p for p in suite.problems if p.where.startswith("avabench.domains.recruitment")]
    problems = [str(p) for tid in EXPERT_IDS for p in check_task(_task(suite, tid), suite)]
    assert problems == []


@pytest.mark.parametrize("task_id", EXPERT_IDS)
def test_expert_minimums(suite: Suite, task_id: str) -> None:
    oracle = suite.oracles[task_id]
    tools = registry()
    calls = [c for t in [oracle, *oracle.then] for c in t.calls]
    assert len(calls) >= 8
    assert sum(tools[c.name].writes for c in calls) >= 4
    assert len({tools[c.name].subsystem for c in calls}) >= 2
    ep = Episode(_task(suite, task_id), 0, 0)
    score = ep.run_script(oracle)
    assert score.task_completed_correctly == 1
    assert all(step.ok for step in ep.trace), [s.name for s in ep.trace if not s.ok]
    assert len(suite.anti_oracles.get(task_id, [])) >= 2
    assert len(suite.alternates.get(task_id, [])) >= 2
    assert all(s.label for s in suite.anti_oracles[task_id] + suite.alternates[task_id])


@pytest.mark.parametrize("noise", [0, 8])
def test_selftest_clean(suite: Suite, noise: int) -> None:
    report = run_selftest(suite, noise, EXPERT_IDS)
    assert report.tasks == len(EXPERT_IDS)
    assert [f"{v.task_id} noise={v.noise} {v.agent}: {v.message}" for v in report.violations] == []


#: The multi-turn tasks whose follow-up supplies data the agent had to ask for.
ASKING = [
    t
    for t in MULTI_TURN
    if t
    not in (
        "recruitment.posting_review_mid_april",
        "recruitment.onboarding_0405_tickets",
        "recruitment.kd_round1_results",
    )
]
#: The multi-turn tasks whose follow-up changes the plan after the agent acted.
PLAN_CHANGE = [
    "recruitment.kd_offers_round2_ask",
    "recruitment.posting_review_mid_april",
    "recruitment.onboarding_0405_tickets",
    "recruitment.kd_round1_results",
]


@pytest.mark.parametrize("task_id", PLAN_CHANGE)
def test_ignoring_the_follow_up_fails(suite: Suite, task_id: str) -> None:
    """An agent that does the first turn right but ignores the changed plan fails."""
    ignorers = [a for a in suite.anti_oracles[task_id] if "ignores the follow-up" in a.label]
    assert ignorers, f"{task_id}: no anti-oracle that ignores the follow-up"
    for anti in ignorers:
        score = Episode(_task(suite, task_id), 0, 0).run_script(anti)
        assert score.task_completed_correctly == 0, anti.label


@pytest.mark.parametrize("task_id", ASKING)
def test_inventing_instead_of_asking_fails(suite: Suite, task_id: str) -> None:
    """An agent that invents the missing value in turn 0 and acts on it fails after the
    follow-up arrives; the oracle itself does the dependent writes only after the follow-up."""
    inventors = [a for a in suite.anti_oracles[task_id] if "invent" in a.label]
    assert inventors, f"{task_id}: no anti-oracle that invents the missing data"
    for anti in inventors:
        score = Episode(_task(suite, task_id), 0, 0).run_script(anti)
        assert score.task_completed_correctly == 0, anti.label
    oracle = suite.oracles[task_id]
    assert oracle.then, f"{task_id}: the oracle must act in a later turn"
    first_turn = {c.name for c in oracle.calls}
    tools = registry()
    later_writes = [c for t in oracle.then for c in t.calls if tools[c.name].writes]
    assert later_writes, f"{task_id}: the oracle writes nothing after the follow-up"
    assert any(c.name not in first_turn for c in later_writes)


#: The round-2 (harder) expert tasks: long chains, per-record branching over >= 4 similar
#: records, a decisive fact only in a mail or memory, and a superseded policy.
HARDER = ["recruitment.kd_round1_results"]


@pytest.mark.parametrize("task_id", HARDER)
def test_harder_minimums(suite: Suite, task_id: str) -> None:
    oracle = suite.oracles[task_id]
    tools = registry()
    calls = [c for t in [oracle, *oracle.then] for c in t.calls]
    assert len(calls) >= 12
    assert sum(tools[c.name].writes for c in calls) >= 5
    assert len({tools[c.name].subsystem for c in calls}) >= 3
    assert len(suite.anti_oracles[task_id]) >= 2
    assert len(suite.alternates[task_id]) >= 2


def test_kd_round1_each_record_its_own_outcome(suite: Suite) -> None:
    """The round-1 candidates end in their own ways: Bảo Ngọc and Thảo (who took her withdrawal
    back) in round 2, Mạnh and Hoàng (Phong's corrected verdict) rejected, Việt pending, Phúc
    untouched; and each realistic miss fails on its own."""
    task_id = "recruitment.kd_round1_results"
    task = _task(suite, task_id)
    ep = Episode(task, 0, 0)
    assert ep.run_script(suite.oracles[task_id]).task_completed_correctly == 1
    cands = {c.id: c for c in ep.world.recruitment.candidates}
    ids = ["UV-2026-0432", "UV-2026-0447", "UV-2026-0491", "UV-2026-0492", "UV-2026-0493"]
    outcome = {cid: (cands[cid].stage.value, cands[cid].status.value) for cid in ids}
    assert outcome == {
        "UV-2026-0432": ("Phỏng vấn vòng 2", "Đang xử lý"),
        "UV-2026-0447": ("Phỏng vấn vòng 1", "Loại"),
        "UV-2026-0491": ("Phỏng vấn vòng 1", "Đang xử lý"),
        "UV-2026-0492": ("Phỏng vấn vòng 2", "Đang xử lý"),
        "UV-2026-0493": ("Phỏng vấn vòng 1", "Loại"),
    }
    assert (cands["UV-2026-0425"].stage.value, cands["UV-2026-0425"].status.value) == (
        "Phỏng vấn vòng 1",
        "Đang xử lý",
    )
    labels = " | ".join(a.label for a in suite.anti_oracles[task_id])
    for miss in ["later one in the thread", "correcting mail", "MAU-UV-03", "pending", "memory"]:
        assert miss in labels


def _kd_failed(suite: Suite, label_part: str) -> set[str]:
    task_id = "recruitment.kd_round1_results"
    anti = next(a for a in suite.anti_oracles[task_id] if label_part in a.label)
    score = Episode(_task(suite, task_id), 0, 0).run_script(anti)
    assert score.task_completed_correctly == 0
    return {r.description for r in score.assertions if r.graded and not r.passed}


def test_kd_hoang_recorded_pass_is_overridden_by_phongs_mail(suite: Suite) -> None:
    """The panel record says 2/3 Đạt for Lý Minh Hoàng (the move tool allows it), but Phong's
    mail TH008923 corrects his own Đạt to Không đạt: 1/3 → reject + thank-you."""
    ep = Episode(_task(suite, "recruitment.kd_round1_results"), 0, 0)
    verdict = ep.world.recruitment.evaluations
    hoang = [e.conclusion.value for e in verdict if e.candidate_id == "UV-2026-0493"]
    assert sorted(hoang) == ["Không đạt", "Đạt", "Đạt"]
    mail = next(m for m in ep.world.mail.messages if m.id == "TH008923")
    assert mail.from_addr == "phong.ht@minhlong.vn" and "Không đạt" in mail.body
    failed = _kd_failed(suite, "correcting mail")
    assert any("Lý Minh Hoàng is rejected" in d for d in failed)
    assert any("not moved to round 2 on the recorded 2/3" in d for d in failed)


def test_kd_thao_withdrawal_taken_back_in_the_thread(suite: Suite) -> None:
    """Thảo's later mail in the same thread (TH008924, 16/04 07:52, before 'now') takes her
    withdrawal back: rejecting her on the first mail fails on her stage, not elsewhere."""
    task = _task(suite, "recruitment.kd_round1_results")
    msgs = {m.id: m for m in task.world.mail.messages}
    first, later = msgs["TH008922"], msgs["TH008924"]
    assert first.thread_id == later.thread_id and first.sent_at < later.sent_at
    now = dt.datetime.combine(task.world.context.today, task.world.context.now)
    assert later.sent_at < now
    failed = _kd_failed(suite, "later one in the thread")
    assert any("Thảo" in d and "round 2" in d for d in failed)
    assert not any("Hoàng" in d or "Mạnh" in d for d in failed)


def test_onboarding_two_tickets_per_hire_and_only_the_04_05_hires(suite: Suite) -> None:
    """The reference opens one IT-Thiết bị and one IT-Tài khoản ticket per 04/05 hire (IT's
    ticket comment, not the older memory's one batch ticket), except Gia Bảo's laptop, which
    Phong's own TK-2026-00101 already covers; Liên, who declined by mail, is taken out; Linh,
    whose start moved to 18/05 in a mail thread, and Gia Huy (18/05) and Phát (offer not
    accepted) are untouched; Gia Bảo (offer 11/05, early start 04/05 approved) is in the batch;
    Việt, a former employee, gets his own old code and mail (NV000088, not the namesake
    NV000066) on the account ticket; every ticket is due 24/04 (3 working days before 04/05
    over the holidays) except Tâm's, whose start moved to 11/05 in the follow-up: his first two
    are cancelled and the new ones are due Wed 06/05."""
    task_id = "recruitment.onboarding_0405_tickets"
    ep = Episode(_task(suite, task_id), 0, 0)
    assert ep.run_script(suite.oracles[task_id]).task_completed_correctly == 1
    new = [t for t in ep.world.office.tickets if t.created_on == ep.world.context.today]
    live = [t for t in new if t.status.value != "Huỷ"]
    pairs = sorted((t.category.value, t.description.split(" (")[0]) for t in live)
    assert pairs == sorted(
        [
            *[
                (cat, f"Nhân viên mới {who}")
                for cat in ["IT-Thiết bị", "IT-Tài khoản"]
                for who in ["Phan Minh Tâm", "Trương Quốc Việt"]
            ],
            ("IT-Tài khoản", "Nhân viên mới Ngô Gia Bảo"),
        ]
    )
    laptop = next(t for t in ep.world.office.tickets if t.id == "TK-2026-00101")
    assert laptop.requester_id == "NV000020" and "Ngô Gia Bảo" in laptop.description
    due = {(t.description.split(" (")[0], t.due_date) for t in live}
    assert ("Nhân viên mới Phan Minh Tâm", dt.date(2026, 5, 6)) in due
    assert {d for who, d in due if "Tâm" not in who} == {dt.date(2026, 4, 24)}
    cancelled = [t for t in new if t.status.value == "Huỷ"]
    assert sorted(t.id for t in cancelled) == ["TK-2026-00120", "TK-2026-00121"]
    assert all("Phan Minh Tâm" in t.description for t in cancelled)
    account = next(
        t for t in live if "Quốc Việt" in t.description and t.category.value == "IT-Tài khoản"
    )
    assert "NV000088" in account.description and "viet.tq@minhlong.vn" in account.description
    assert "NV000066" not in account.description
    cands = {c.id: c for c in ep.world.recruitment.candidates}
    assert cands["UV-2026-0445"].status.value == "Loại"
    assert cands["UV-2026-0495"].stage.value == cands["UV-2026-0497"].stage.value == "Nhận việc"
    for cid in ["UV-2026-0404", "UV-2026-0494", "UV-2026-0496"]:
        assert cands[cid].stage.value == "Offer" and cands[cid].status.value == "Đang xử lý"
    labels = " | ".join(a.label for a in suite.anti_oracles[task_id])
    for miss in [
        "superseded memory",
        "decline mail",
        "Linh's mail thread",
        "11/05",
        "TK-2026-00101",
        "not accepted",
        "holidays",
        "18/05",
        "rehire",
        "namesake",
        "ignores the follow-up",
        "left open",
        "calendar days",
    ]:
        assert miss in labels


def test_onboarding_rehire_namesake_listed_first(suite: Suite) -> None:
    """HRM lists the namesake former Trương Quốc Việt (NV000066, KD Hà Nội) before the rehire's
    own record NV000088: only the birth date and department tell them apart."""
    task_id = "recruitment.onboarding_0405_tickets"
    ep = Episode(_task(suite, task_id), 0, 0)
    out = ep.step("hrm_search_employee", {"query": "Trương Quốc Việt", "include_former": True})
    rows = [(e["id"], e["birth_date"]) for e in out.output["employees"]]
    assert rows == [("NV000066", "1990-08-17"), ("NV000088", "1993-03-12")]


#: The round-3 (hardest) expert tasks: >= 15 calls and >= 6 writes over >= 3 subsystems,
#: branching over >= 6 look-alike records with >= 3 outcomes, facts in several places.
HARDEST = [
    "recruitment.referral_bonus_april",
    "recruitment.kd_offers_round2_ask",
    "recruitment.posting_review_mid_april",
    "recruitment.kt_exam_results",
    "recruitment.thanhhang_offer_ask_salary",  # hardened to this tier (issue 18)
    "recruitment.maianh_round2_ktt_mail",  # hardened to this tier (issue 18, round 2)
    "recruitment.onboarding_0405_tickets",  # hardened to this tier (issue 18, round 2)
    "recruitment.khoa_round2_ask_time",  # hardened to this tier (issue 18, round 4)
]


@pytest.mark.parametrize("task_id", HARDEST)
def test_hardest_minimums(suite: Suite, task_id: str) -> None:
    oracle = suite.oracles[task_id]
    tools = registry()
    calls = [c for t in [oracle, *oracle.then] for c in t.calls]
    assert 15 <= len(calls) <= 35
    assert sum(tools[c.name].writes for c in calls) >= 6
    assert len({tools[c.name].subsystem for c in calls}) >= 3
    assert len(suite.anti_oracles[task_id]) >= 2
    assert len(suite.alternates[task_id]) >= 2


def test_referral_bonus_per_referrer_by_the_newest_rule(suite: Suite) -> None:
    """Three runs, one per eligible referrer, at the corrected rates (Công nghệ 4 triệu, others
    3 triệu) for 14 triệu in all; the hire on probation, the hire who left, the referrer who
    left and the hire paid in March get nothing; each realistic miss fails on its own."""
    task_id = "recruitment.referral_bonus_april"
    ep = Episode(_task(suite, task_id), 0, 0)
    assert ep.run_script(suite.oracles[task_id]).task_completed_correctly == 1
    today = ep.world.context.today
    runs = [a for a in ep.world.office.approvals if a.created_on == today]
    assert sorted(a.amount_vnd for a in runs) == [3_000_000, 3_000_000, 8_000_000]
    assert sum(a.amount_vnd for a in runs) == 14_000_000
    text = " ".join(a.description for a in runs)
    for cid in ["UV-2026-0464", "UV-2026-0465", "UV-2026-0466", "UV-2026-0467"]:
        assert cid not in text
    # Đạt's March run was rejected, so he is paid now; Quang's bonus goes to Bảo (the ticket)
    assert any("UV-2026-0461" in a.description and a.amount_vnd == 8_000_000 for a in runs)
    quang = [a for a in runs if "UV-2026-0463" in a.description]
    assert len(quang) == 1 and "Trương Quốc Bảo" in quang[0].description
    ticket = next(t for t in ep.world.office.tickets if t.id == "TK-2026-00095")
    assert ticket.status.value == "Đã giải quyết"
    labels = " | ".join(a.label for a in suite.anti_oracles[task_id])
    for miss in [
        "superseded",
        "correction",
        "left the company",
        "second time",
        "memory",
        "HR",
        "ticket",
        "rejected",
    ]:
        assert miss in labels


def test_thanhhang_offer_new_address_new_cc_and_the_round_2_set(suite: Suite) -> None:
    """Thanh Hằng's offer goes to the address of her own later mail, CC Nguyễn Thị Hương (Lan's
    mail supersedes the memory's CC Lan); the two Không đạt Tester candidates are rejected and
    thanked, Lê Thanh Hà (a vote missing) is kept; each realistic miss fails on its own."""
    task_id = "recruitment.thanhhang_offer_ask_salary"
    ep = Episode(_task(suite, task_id), 0, 0)
    assert ep.run_script(suite.oracles[task_id]).task_completed_correctly == 1
    status = {c.id: (c.stage.value, c.status.value) for c in ep.world.recruitment.candidates}
    assert status["UV-2026-0411"] == ("Offer", "Đang xử lý")
    assert status["UV-2026-0491"][1] == status["UV-2026-0493"][1] == "Loại"
    assert status["UV-2026-0492"] == ("Phỏng vấn vòng 2", "Đang xử lý")
    today = ep.world.context.today
    sent = [
        m
        for m in ep.world.mail.messages
        if m.folder.value == "Đã gửi" and m.sent_at.date() == today
    ]
    offer = [m for m in sent if "hang.nguyenthanh.qa@gmail.com" in m.to]
    assert len(offer) == 1 and offer[0].cc == ["huong.nt@minhlong.vn"]
    assert not any("thanhhang.qa@gmail.com" in m.to for m in sent)
    labels = " | ".join(a.label for a in suite.anti_oracles[task_id])
    for miss in ["invent", "superseded memory", "old address", "look-alike", "Lê Thanh Hà"]:
        assert miss in labels
    for anti in suite.anti_oracles[task_id]:
        score = Episode(_task(suite, task_id), 0, 0).run_script(anti)
        assert score.task_completed_correctly == 0, anti.label


def test_kd_offers_drafts_ask_and_the_changed_start_date(suite: Suite) -> None:
    """Three drafts at Phong's (amended) salaries, Tùng's only after the follow-up gives it,
    Thu Hà's draft updated in place to 11/05; Khang above the band gets a Đề xuất trực tiếp and
    no sent offer; the two without a Đạt verdict get nothing."""
    task_id = "recruitment.kd_offers_round2_ask"
    ep = Episode(_task(suite, task_id), 0, 0)
    assert ep.run_script(suite.oracles[task_id]).task_completed_correctly == 1
    offers = {o.candidate_id: o for o in ep.world.recruitment.offers}
    got = {
        cid: (offers[cid].salary_vnd, offers[cid].start_date.isoformat(), offers[cid].status.value)
        for cid in ["UV-2026-0471", "UV-2026-0472", "UV-2026-0476"]
    }
    assert got == {
        "UV-2026-0471": (13_000_000, "2026-05-04", "Nháp"),
        "UV-2026-0472": (12_500_000, "2026-05-11", "Nháp"),
        "UV-2026-0476": (14_000_000, "2026-05-04", "Nháp"),
    }
    assert len([o for o in ep.world.recruitment.offers if o.candidate_id == "UV-2026-0472"]) == 1
    for cid in ["UV-2026-0473", "UV-2026-0474", "UV-2026-0475"]:
        assert cid not in offers
    labels = " | ".join(a.label for a in suite.anti_oracles[task_id])
    for miss in ["invents", "follow-up", "85%", "amendment", "above the band", "memory"]:
        assert miss in labels


def test_posting_review_each_posting_its_own_outcome(suite: Suite) -> None:
    """Thu's postings end their own ways: headcount 4 (a corrected mail), headcount 2 (a ticket
    corrected in its comment), paused, closed on the follow-up, raised to 2 by the level approved
    in a Quy trình step's note and so extended to 28/04 instead of closed, extended over the 01/05
    holiday and weekend to 04/05, extended past the 27/04 nghỉ bù to 28/04 (the new Marketing head
    told, not the one who left), and one untouched; Nhung's expired posting of the same title is
    Thu's as the substitute on Nhung's maternity leave: 12/04 + 21 = 03/05, a Sunday, so 04/05."""
    task_id = "recruitment.posting_review_mid_april"
    ep = Episode(_task(suite, task_id), 0, 0)
    assert ep.run_script(suite.oracles[task_id]).task_completed_correctly == 1
    got = {
        p.id: (p.status.value, p.headcount, p.deadline.isoformat())
        for p in ep.world.recruitment.job_postings
        if p.id.startswith("TTD-2026-01")
    }
    assert got == {
        "TTD-2026-010": ("Đang tuyển", 2, "2026-04-30"),
        "TTD-2026-011": ("Tạm dừng", 1, "2026-05-08"),
        "TTD-2026-012": ("Đang tuyển", 1, "2026-05-04"),
        "TTD-2026-013": ("Đang tuyển", 4, "2026-05-31"),
        "TTD-2026-014": ("Tạm dừng", 2, "2026-05-20"),
        "TTD-2026-015": ("Nháp", 1, "2026-06-15"),
        "TTD-2026-016": ("Đã đóng", 2, "2026-04-24"),
        "TTD-2026-017": ("Đang tuyển", 2, "2026-04-28"),
        "TTD-2026-018": ("Đang tuyển", 1, "2026-05-04"),
        "TTD-2026-019": ("Đang tuyển", 1, "2026-04-28"),
    }
    today = ep.world.context.today
    sent = [
        m
        for m in ep.world.mail.messages
        if m.folder.value == "Đã gửi" and m.sent_at.date() == today
    ]
    assert any("trang.lt@minhlong.vn" in m.to for m in sent)
    assert not any("hoa.lt@minhlong.vn" in m.to + m.cc for m in sent)
    labels = " | ".join(a.label for a in suite.anti_oracles[task_id])
    for miss in [
        "14-day",
        "declined",
        "first mail",
        "follow-up",
        "Nhung",
        "memory",
        "ticket",
        "comment",
        "nghỉ bù",
        "left",
        "Quy trình",
        "step's note",
        "Nhung's leave",
        "Sunday",
        "sprays",
    ]:
        assert miss in labels


def _pr_failed(suite: Suite, label_part: str) -> set[str]:
    task_id = "recruitment.posting_review_mid_april"
    (anti,) = [a for a in suite.anti_oracles[task_id] if label_part in a.label]
    score = Episode(_task(suite, task_id), 0, 0).run_script(anti)
    assert score.task_completed_correctly == 0
    return {a.description for a in score.assertions if a.graded and not a.passed}


def test_posting_review_the_approval_step_note_decides(suite: Suite) -> None:
    """Hương's proposal asks 1 → 3 for Kế toán công nợ; the deputy director's step note
    approves 2. Missing the proposal closes the posting as full (1/1); following its request
    sets 3. Each fails on the Kế toán công nợ checks only."""
    missed = _pr_failed(suite, "misses Hương's Quy trình proposal")
    assert missed and all("Kế toán công nợ" in d for d in missed)
    assert any("headcount 2" in d for d in missed)
    assert any("28/04" in d for d in missed)
    greedy = _pr_failed(suite, "follows the proposal's request (3)")
    assert len(greedy) == 1 and "headcount 2" in next(iter(greedy))


def test_posting_review_the_substitute_reviews_nhungs_posting(suite: Suite) -> None:
    """Lan's amendment: a recruiter on long leave has her postings reviewed by the substitute
    on her leave request. Nhung's maternity leave names Thu; her posting 012 expired 12/04:
    + 21 days = 03/05, a Sunday, so 04/05, and Lê Thu Trang is told."""
    task_id = "recruitment.posting_review_mid_april"
    task = _task(suite, task_id)
    (leave,) = [
        r
        for r in task.world.hr.leave_requests
        if r.employee_id == "NV000042" and r.start_date <= task.world.context.today <= r.end_date
    ]
    assert leave.substitute_id == "NV000044" and leave.status.value == "Đã duyệt"
    new = dt.date(2026, 4, 12) + dt.timedelta(days=21)
    assert new == dt.date(2026, 5, 3) and new.weekday() == 6
    skipped = _pr_failed(suite, "never checks Nhung's leave")
    assert skipped == {
        "Nhung's Chuyên viên Marketing (Thu is her substitute) extended to 04/05 (12/04 + 21 = "
        "03/05, a Sunday)",
        "Lê Thu Trang is told the new deadline of Nhung's Marketing posting: 04/05",
    }
    spray = _pr_failed(suite, "substitute sprays")
    assert spray == {
        "Nhung's Chuyên viên Marketing (Thu is her substitute) extended to 04/05 (12/04 + 21 = "
        "03/05, a Sunday)",
        "TTD-2026-008 keeps its deadline",
        "TTD-2026-009 keeps its deadline",
        "Nothing outside the task's change scopes was added, changed or removed",
    }


def test_kt_exam_each_candidate_its_own_outcome(suite: Suite) -> None:
    """Mean of theory and practice against the lowered 6,5 mark (approved on condition that the
    practice part is at least 6), the re-marked paper, the make-up for the candidate who wrote
    in advance (in person in P.402: the IT ticket; proctored by Ngọc Lan: Hương's leave on
    23/04), the reject for the one who did not, and the passer who withdrew by phone (her
    history) rejected without a pass mail."""
    task_id = "recruitment.kt_exam_results"
    ep = Episode(_task(suite, task_id), 0, 0)
    assert ep.run_script(suite.oracles[task_id]).task_completed_correctly == 1
    cands = {c.id: c for c in ep.world.recruitment.candidates}
    outcome = {
        cid: (cands[cid].stage.value, cands[cid].status.value)
        for cid in [f"UV-2026-04{n}" for n in (17, 85, 86, 87, 88, 89, "06", 23)]
    }
    assert outcome == {
        "UV-2026-0417": ("Thi tuyển", "Loại"),
        "UV-2026-0485": ("Phỏng vấn vòng 1", "Đang xử lý"),
        "UV-2026-0486": ("Thi tuyển", "Loại"),
        "UV-2026-0487": ("Phỏng vấn vòng 1", "Đang xử lý"),
        "UV-2026-0488": ("Thi tuyển", "Đang xử lý"),
        "UV-2026-0489": ("Thi tuyển", "Loại"),
        "UV-2026-0406": ("Thi tuyển", "Loại"),
        "UV-2026-0423": ("Thi tuyển", "Đang xử lý"),
    }
    makeup = [i for i in ep.world.recruitment.interviews if i.candidate_id == "UV-2026-0488"]
    assert [
        (
            i.round.value,
            i.date.isoformat(),
            i.start_time.isoformat(),
            i.mode.value,
            i.room_id,
            i.interviewer_ids,
        )
        for i in makeup
    ] == [("Thi tuyển", "2026-04-23", "09:00:00", "Trực tiếp", "PH-402", ["NV000032"])]
    sent = [m for m in ep.world.mail.messages if m.folder.value == "Đã gửi"]
    assert not any("ngocanh.hoang@gmail.com" in m.to for m in sent)
    labels = " | ".join(a.label for a in suite.anti_oracles[task_id])
    for miss in [
        "pass mark 7",
        "re-mark",
        "Mai's mail",
        "memory",
        "look-alike",
        "Ánh's history",
        "Dũng proctors",
        "24/04 with Hương",
        "approval",
        "ticket",
        "90 minutes",
    ]:
        assert miss in labels


def test_kt_exam_the_ceo_s_floor_fails_tuan(suite: Suite) -> None:
    """Tuấn's 8,0 / 5,0 averages exactly the lowered 6,5, so only the CEO's note on the
    approval (practice at least 6) fails him; an agent that never opens the approval passes him
    and fails on his outcome and his letters."""
    task = _task(suite, "recruitment.kt_exam_results")
    run = next(r for r in task.world.office.approvals if r.id == "LC-2026-0912")
    assert run.status.value == "Hoàn thành" and "dưới 6" in run.steps[-1].note
    assert [
        r.status.value for r in task.world.office.approvals if "TTD-2026-010" in r.description
    ] == [
        "Đã huỷ",
        "Hoàn thành",
    ]
    theory, practice = 8.0, 5.0
    assert (theory + practice) / 2 == 6.5 and practice < 6
    anti = next(
        a for a in suite.anti_oracles[task.id] if a.label.startswith("never opens the approval")
    )
    score = Episode(task, 0, 0).run_script(anti)
    failed = {a.description for a in score.assertions if a.graded and not a.passed}
    assert score.task_completed_correctly == 0
    assert any(d.startswith("Đặng Minh Tuấn is rejected") for d in failed)
    assert any(d.startswith("Đặng Minh Tuấn gets the MAU-UV-03") for d in failed)


def test_kt_exam_in_person_make_up_takes_p402(suite: Suite) -> None:
    """The ticket's later comment moves the 90-minute make-up to the office at 09:00: P.301 Sen
    is free for an hour only (booked from 10:00), P.302 Lúa is held until 10:00, P.401 Mai is
    refused to HCNS, so P.402 Đào (pending approval) is the smallest free room; an online
    make-up or a one-hour Sen booking fails."""
    task = _task(suite, "recruitment.kt_exam_results")
    ticket = next(t for t in task.world.office.tickets if t.id == "TK-2026-00911")
    assert "trực tiếp" in ticket.comments[1] and "90 phút" in ticket.description
    ep = Episode(task, 0, 0)
    ep.run_script(
        script(
            *[
                call(
                    "office_book_meeting_room",
                    room_id=room,
                    date="2026-04-23",
                    start_time="09:00",
                    end_time="10:30",
                    title="Thi bù",
                    attendee_ids=["NV000032"],
                )
                for room in ("PH-301", "PH-302", "PH-401", "PH-402")
            ],
            reply="",
        )
    )
    assert [s.ok for s in ep.trace] == [False, False, False, True]
    assert ep.world.office.bookings[-1].status.value == "Chờ duyệt"
    for label in ("misses the IT ticket", "takes the exam for an hour"):
        anti = next(a for a in suite.anti_oracles[task.id] if a.label.startswith(label))
        score = Episode(task, 0, 0).run_script(anti)
        failed = {a.description for a in score.assertions if a.graded and not a.passed}
        assert score.task_completed_correctly == 0, label
        assert any(d.startswith("P.402 is held") for d in failed), label


def test_kt_exam_huong_is_refused_on_her_leave_day(suite: Suite) -> None:
    """The interview tool refuses Hương on 23/04 (her approved leave), so the leave record,
    whose reason names the substitute proctor, is where the player must look."""
    task = _task(suite, "recruitment.kt_exam_results")
    ep = Episode(task, 0, 0)
    ep.run_script(
        script(
            call(
                "recruitment_schedule_interview",
                candidate_id="UV-2026-0488",
                round="Thi tuyển",
                date="2026-04-23",
                start_time="09:00",
                interviewer_ids=["NV000030"],
                mode="Online",
            ),
            reply="",
        )
    )
    assert [s.ok for s in ep.trace] == [False]
    leave = next(r for r in ep.world.hr.leave_requests if r.id == "DN-2026-0068")
    assert leave.substitute_id == "NV000032" and "9h00" in leave.reason


def test_maianh_new_address_and_the_rooms_owner_now(suite: Suite) -> None:
    """The invitation goes to the candidate's new address (her later mail) and the drinks to
    the rooms' service owner now (Mai Văn Tùng, named by the memory, has left: the mail tool
    refuses his mailbox); the old address or dropping the drinks fails."""
    task_id = "recruitment.maianh_round2_ktt_mail"
    task = _task(suite, task_id)
    ep = Episode(task, 0, 0)
    assert ep.run_script(suite.oracles[task_id]).task_completed_correctly == 1
    sent = [
        m
        for m in ep.world.mail.messages
        if m.mailbox_owner_id == "NV000044" and m.folder.value == "Đã gửi"
    ]
    assert any("nguyenthimaianh.kt@gmail.com" in m.to for m in sent)
    assert not any("tung.mv@minhlong.vn" in m.to + m.cc for m in sent)
    assert any("hao.lv@minhlong.vn" in m.to for m in sent)
    refused = Episode(task, 0, 0)
    refused.run_script(next(a for a in suite.anti_oracles[task_id] if "departed" in a.label))
    assert any(not s.ok and s.name == "amismail_write_mail" for s in refused.trace)
    for key in ("locked old address", "departed Tùng"):
        anti = next(a for a in suite.anti_oracles[task_id] if key in a.label)
        assert Episode(task, 0, 0).run_script(anti).task_completed_correctly == 0, anti.label


def test_khoa_round2_thangs_later_format_and_the_rooms_owner_now(suite: Suite) -> None:
    """The length comes from Thắng's later mail (90 minutes, the candidate brings a laptop),
    not his first (60 minutes); the drinks go to the rooms' service owner now (Lục Văn Hào),
    the memory's Mai Văn Tùng having left. Each miss fails on its own."""
    task_id = "recruitment.khoa_round2_ask_time"
    task = _task(suite, task_id)
    ep = Episode(task, 0, 0)
    assert ep.run_script(suite.oracles[task_id]).task_completed_correctly == 1
    (iv,) = [
        i
        for i in ep.world.recruitment.interviews
        if i.candidate_id == "UV-2026-0412" and i.round.value == "Phỏng vấn vòng 2"
    ]
    assert iv.duration_minutes == 90 and iv.start_time == dt.time(14, 0)
    sent = [
        m
        for m in ep.world.mail.messages
        if m.mailbox_owner_id == "NV000042" and m.folder.value == "Đã gửi"
    ]
    invite = next(m for m in sent if "khoa.tranminh97@gmail.com" in m.to)
    assert "laptop" in invite.body
    assert any("hao.lv@minhlong.vn" in m.to for m in sent)
    assert not any("tung.mv@minhlong.vn" in m.to + m.cc for m in sent)
    for key in ("superseded first mail", "leaves the laptop out", "departed Tùng"):
        anti = next(a for a in suite.anti_oracles[task_id] if key in a.label)
        assert Episode(task, 0, 0).run_script(anti).task_completed_correctly == 0, anti.label
