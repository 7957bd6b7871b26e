"""Recruitment (AMIS Tuyển dụng): seed integrity, noise, and every tool's rules."""

from __future__ import annotations

import datetime as dt
import json
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from avabench.domains.base import base_company, merge
from avabench.domains.base import recruitment as seed_mod
from avabench.tools import call_tool, registry
from avabench.world import WorldState
from avabench.world.hr import LeaveRequest, LeaveType, RequestStatus
from avabench.world.recruitment import (
    EVALUATED_ROUNDS,
    STAGE_ORDER,
    CandidateStatus,
    Degree,
    InterviewStatus,
    PostingStatus,
    Stage,
    probation_cap_days,
)

TODAY = dt.date(2026, 4, 16)
BACKEND_KHOA = "UV-2026-0412"
TESTER_KHOA = "UV-2026-0420"
TRANG = "UV-2026-0403"
TOOLS = {
    "recruitment_search_job_postings": False,
    "recruitment_search_candidates": False,
    "recruitment_get_candidate": False,
    "recruitment_skill_sumarize_cv": False,
    "recruitment_list_evaluations": False,
    "recruitment_list_interviews": False,
    "recruitment_move_candidate_stage": True,
    "recruitment_reject_candidate": True,
    "recruitment_schedule_interview": True,
    "recruitment_add_evaluation": True,
    "recruitment_create_offer": True,
    "recruitment_update_job_posting": True,
}


@pytest.fixture
def world() -> WorldState:
    return base_company()


def ok(world: WorldState, name: str, args: dict[str, Any]) -> Any:
    res = call_tool(world, name, args)
    assert res.ok, res.error
    return res.output


def refused(world: WorldState, name: str, args: dict[str, Any], kind: str = "refused") -> str:
    """Call must fail with ``kind`` and leave the recruitment data untouched."""
    before = world.recruitment.model_dump()
    res = call_tool(world, name, args)
    assert not res.ok, res.output
    assert res.error_kind == kind, (res.error_kind, res.error)
    assert world.recruitment.model_dump() == before
    return res.error or ""


def cand(world: WorldState, cid: str):
    return next(c for c in world.recruitment.candidates if c.id == cid)


def as_user(world: WorldState, user_id: str) -> WorldState:
    return merge(world, context={"current_user_id": user_id})


# -- registry -------------------------------------------------------------------------------


def test_inventory_and_write_flags():
    reg = {n: s for n, s in registry().items() if s.subsystem == "recruitment"}
    assert {n: s.writes for n, s in reg.items()} == TOOLS


# -- seed integrity -------------------------------------------------------------------------


def test_seed_ids_unique_and_references_resolve(world):
    r = world.recruitment
    for table in (r.job_postings, r.candidates, r.evaluations, r.interviews, r.offers):
        ids = [x.id for x in table]
        assert len(ids) == len(set(ids))
    emps = {e.id: e for e in world.hr.employees}
    depts = {d.id for d in world.hr.departments}
    postings = {p.id: p for p in r.job_postings}
    cands = {c.id: c for c in r.candidates}
    holidays = {h.date for h in world.hr.holidays}
    for p in r.job_postings:
        assert p.department_id in depts and p.recruiter_id in emps
        assert p.hiring_panel and all(
            e in emps and emps[e].status != "Đã nghỉ việc" for e in p.hiring_panel
        )
        assert p.stages[0] is Stage.APPLIED and p.stages == sorted(p.stages, key=STAGE_ORDER.index)
        assert p.salary_min_vnd <= p.salary_max_vnd and p.opened_on <= p.deadline
    for c in r.candidates:
        p = postings[c.posting_id]
        assert c.stage in p.stages
        assert c.applied_on >= p.opened_on - dt.timedelta(days=1) and c.applied_on < TODAY
        assert c.referrer_id is None or c.referrer_id in emps
        assert len(c.national_id) == 12 and c.national_id.isdigit()
        dates = [ev.on for ev in c.history]
        assert dates == sorted(dates) and dates[-1] <= TODAY and dates[0] == c.applied_on
        assert c.history[-1].status is c.status
        assert (c.status is CandidateStatus.REJECTED) == bool(c.reject_reason)
    for e in r.evaluations:
        c = cands[e.candidate_id]
        assert e.evaluator_id in postings[c.posting_id].hiring_panel
        assert e.round in EVALUATED_ROUNDS and e.round in postings[c.posting_id].stages
        assert STAGE_ORDER.index(e.round) <= STAGE_ORDER.index(c.stage)
        assert all(1 <= v <= 5 for v in e.scores.values())
    pairs = [(e.candidate_id, e.round, e.evaluator_id) for e in r.evaluations]
    assert len(pairs) == len(set(pairs))
    for iv in r.interviews:
        c = cands[iv.candidate_id]
        assert all(i in emps for i in iv.interviewer_ids)
        assert iv.date.weekday() < 5 and iv.date not in holidays
        assert iv.room_id is None or iv.room_id.startswith("PH-")
        assert STAGE_ORDER.index(iv.round) <= STAGE_ORDER.index(c.stage)
        if iv.status is InterviewStatus.SCHEDULED:
            assert iv.date > TODAY and c.status is CandidateStatus.ACTIVE
        if iv.status is InterviewStatus.DONE:
            assert iv.date <= TODAY
    for o in r.offers:
        c = cands[o.candidate_id]
        p = postings[c.posting_id]
        assert c.stage in (Stage.OFFER, Stage.HIRED)
        assert o.manager_id in emps and o.department_id == p.department_id
        assert o.probation_days <= probation_cap_days(p.required_degree, p.is_manager)


def test_seed_has_the_task_traps(world):
    r = world.recruitment
    khoas = [c for c in r.candidates if c.full_name == "Trần Minh Khoa"]
    assert {c.posting_id for c in khoas} == {"TTD-2026-008", "TTD-2026-009"}
    assert any(
        c.full_name == "Lê Thu Trang" and c.posting_id == "TTD-2026-012" for c in r.candidates
    )
    assert any(e.full_name == "Lê Thu Trang" for e in world.hr.employees)
    assert "NV000051" in next(p for p in r.job_postings if p.id == "TTD-2026-008").hiring_panel
    statuses = {p.status for p in r.job_postings}
    assert statuses == set(PostingStatus)
    ktth = sorted(
        (c.applied_on for c in r.candidates if c.posting_id == "TTD-2026-010"), reverse=True
    )
    assert len(ktth) >= 8 and len(set(ktth)) == len(ktth)
    # the hire of the closed 2025 posting is employee NV000084
    loi = cand(world, "UV-2025-0318")
    emp = next(e for e in world.hr.employees if e.id == "NV000084")
    assert loi.full_name == emp.full_name and loi.birth_date == emp.birth_date
    assert loi.stage is Stage.HIRED


def test_probation_cap_by_degree():
    assert probation_cap_days(Degree.BACHELOR, False) == 60
    assert probation_cap_days(Degree.COLLEGE, False) == 60
    assert probation_cap_days(Degree.VOCATIONAL, False) == 30
    assert probation_cap_days(None, False) == 6
    assert probation_cap_days(Degree.HIGH_SCHOOL, False) == 6
    assert probation_cap_days(None, True) == 180


# -- noise ----------------------------------------------------------------------------------


@pytest.mark.parametrize("table", sorted(seed_mod.NOISE))
def test_noise_generators(world, table):
    gen = seed_mod.NOISE[table]
    recs = gen(world, random.Random(7), 12)
    assert len(recs) == 12
    existing = {r.id for r in world.table(table)}
    ids = [r.id for r in recs]
    assert len(set(ids)) == 12 and not existing & set(ids)
    again = gen(base_company(), random.Random(7), 12)
    assert [r.model_dump() for r in again] == [r.model_dump() for r in recs]
    world.table(table).extend(recs)
    postings = {p.id for p in world.recruitment.job_postings}
    cands = {c.id for c in world.recruitment.candidates}
    emps = {e.id for e in world.hr.employees}
    for rec in recs:
        if table == "recruitment.candidates":
            assert rec.posting_id in postings
        if table == "recruitment.interviews":
            assert rec.candidate_id in cands and set(rec.interviewer_ids) <= emps
            assert rec.date < TODAY and rec.status is InterviewStatus.CANCELLED
        if table == "recruitment.job_postings":
            assert rec.status is PostingStatus.CLOSED and set(rec.hiring_panel) <= emps


def test_noise_candidates_keep_answers(world):
    names = {c.full_name for c in world.recruitment.candidates} | {
        e.full_name for e in world.hr.employees
    }
    newest_before = ok(
        world, "recruitment_search_candidates", {"posting_id": "TTD-2026-010", "page_size": 5}
    )
    recs = seed_mod.NOISE["recruitment.candidates"](world, random.Random(1), 40)
    assert not {r.full_name for r in recs} & names
    world.recruitment.candidates.extend(recs)
    newest_after = ok(
        world, "recruitment_search_candidates", {"posting_id": "TTD-2026-010", "page_size": 5}
    )
    assert [c["id"] for c in newest_after["candidates"]] == [
        c["id"] for c in newest_before["candidates"]
    ]


# -- read tools -----------------------------------------------------------------------------


def test_search_candidates_by_name_phone_and_newest_first(world):
    out = ok(world, "recruitment_search_candidates", {"query": "tran minh khoa"})
    assert {c["id"] for c in out["candidates"]} == {BACKEND_KHOA, TESTER_KHOA}
    out = ok(world, "recruitment_search_candidates", {"query": "0987 112 334"})
    assert [c["id"] for c in out["candidates"]] == [BACKEND_KHOA]
    out = ok(world, "recruitment_search_candidates", {"query": "+84 987 112 334"})
    assert [c["id"] for c in out["candidates"]] == [BACKEND_KHOA]
    out = ok(world, "recruitment_search_candidates", {"posting_id": "TTD-2026-010", "page_size": 5})
    assert [c["id"] for c in out["candidates"]] == [
        "UV-2026-0440",
        "UV-2026-0436",
        "UV-2026-0431",
        "UV-2026-0427",
        "UV-2026-0422",
    ]
    assert out["total"] == 10
    # "Kế toán" also matches the Kế toán thuế posting
    out = ok(world, "recruitment_search_candidates", {"position": "Kế toán", "page_size": 50})
    assert {c["posting_id"] for c in out["candidates"]} == {"TTD-2026-010", "TTD-2026-011"}
    out = ok(
        world,
        "recruitment_search_candidates",
        {"applied_from": "2026-04-14", "applied_to": "2026-04-14"},
    )
    assert {c["applied_on"] for c in out["candidates"]} == {"2026-04-14"}
    out = ok(world, "recruitment_search_candidates", {"status": "Loại", "stage": "Thi tuyển"})
    assert all(c["status"] == "Loại" and c["stage"] == "Thi tuyển" for c in out["candidates"])
    refused(world, "recruitment_search_candidates", {"posting_id": "TTD-9999-001"}, "not_found")
    refused(
        world,
        "recruitment_search_candidates",
        {"applied_from": "2026-04-10", "applied_to": "2026-04-01"},
        "invalid_arguments",
    )
    refused(world, "recruitment_search_candidates", {"page_size": 500}, "invalid_arguments")


def test_no_read_tool_leaks_sensitive_data(world):
    secrets = {c.national_id for c in world.recruitment.candidates} | {
        c.home_address for c in world.recruitment.candidates
    }
    outputs = [
        ok(world, "recruitment_search_candidates", {"page_size": 50}),
        ok(world, "recruitment_list_interviews", {"page_size": 50}),
    ]
    for c in world.recruitment.candidates:
        outputs.append(ok(world, "recruitment_get_candidate", {"candidate_id": c.id}))
        outputs.append(ok(world, "recruitment_skill_sumarize_cv", {"candidate_id": c.id}))
    text = json.dumps(outputs, ensure_ascii=False)
    assert "national_id" not in text and "home_address" not in text
    assert not any(s in text for s in secrets)


def test_get_candidate_and_cv(world):
    out = ok(world, "recruitment_get_candidate", {"candidate_id": TRANG})
    assert out["posting_title"] == "Chuyên viên Marketing" and out["stage"] == "Offer"
    assert out["evaluation_count"] == 5
    assert [h["stage"] for h in out["stage_history"]][-1] == "Offer"
    cv = ok(world, "recruitment_skill_sumarize_cv", {"candidate_id": "UV-2026-0440"})
    assert cv["position"] == "Kế toán tổng hợp" and cv["education"] == "Đại học"
    assert cv["years_experience"] == 3.0 and cv["skills"]
    assert "email" not in cv and "phone" not in cv
    refused(world, "recruitment_get_candidate", {"candidate_id": "NV000051"}, "not_found")


def test_search_job_postings(world):
    out = ok(world, "recruitment_search_job_postings", {"query": "backend"})
    assert [p["id"] for p in out["job_postings"]] == ["TTD-2026-008"]
    assert "Lê Anh Tuấn" in out["job_postings"][0]["hiring_panel_names"]
    out = ok(world, "recruitment_search_job_postings", {"status": "Đã đóng"})
    assert [p["id"] for p in out["job_postings"]] == ["TTD-2025-041"]
    out = ok(
        world, "recruitment_search_job_postings", {"location": "Đà Nẵng", "status": "Đang tuyển"}
    )
    assert [p["probation_cap_days"] for p in out["job_postings"]] == [30]
    out = ok(world, "recruitment_search_job_postings", {"department": "PB-KT"})
    assert {p["id"] for p in out["job_postings"]} == {"TTD-2026-010", "TTD-2026-011"}


def test_panel_verdicts(world):
    def verdict(cid: str, rnd: str = "Phỏng vấn vòng 1") -> str:
        out = ok(world, "recruitment_list_evaluations", {"candidate_id": cid, "round": rnd})
        return out["round_verdicts"][0]["verdict"]

    assert verdict(BACKEND_KHOA) == "Đạt"  # 2 of 3
    assert verdict("UV-2026-0415") == "Không đạt"  # 1 Đạt / 2 Không đạt
    assert verdict(TESTER_KHOA) == "Chưa đủ đánh giá"  # 1 of 3
    assert verdict("UV-2026-0418") == "Chưa đủ đánh giá"  # none
    assert verdict("UV-2026-0432") == "Đạt"  # 2 Đạt, 1 Không đạt
    assert verdict("UV-2026-0402") == "Đạt"  # 2 Đạt, 1 Cân nhắc
    out = ok(world, "recruitment_list_evaluations", {"candidate_id": TESTER_KHOA})
    assert [v["round"] for v in out["round_verdicts"]] == ["Thi tuyển", "Phỏng vấn vòng 1"]
    missing = out["round_verdicts"][1]["not_yet_evaluated"]
    assert {m["employee_id"] for m in missing} == {"NV000054", "NV000042"}
    refused(
        world,
        "recruitment_list_evaluations",
        {"candidate_id": TRANG, "round": "Offer"},
        "invalid_arguments",
    )
    refused(
        world,
        "recruitment_list_evaluations",
        {"candidate_id": TRANG, "round": "Thi tuyển"},  # Marketing has no test round
        "invalid_arguments",
    )


def test_list_interviews(world):
    out = ok(
        world,
        "recruitment_list_interviews",
        {"interviewer_id": "NV000051", "date_from": "2026-04-16"},
    )
    assert [(i["date"], i["candidate_name"]) for i in out["interviews"]] == [
        ("2026-04-21", "Nguyễn Đức Anh"),
        ("2026-04-22", "Vũ Thị Hồng Nhung"),
        ("2026-04-23", "Phạm Hoàng Nam"),
    ]
    assert (
        out["interviews"][2]["end_time"] == "15:00"
        and out["interviews"][2]["room_name"] == "P.301 Sen"
    )
    out = ok(world, "recruitment_list_interviews", {"candidate_id": BACKEND_KHOA})
    assert [i["status"] for i in out["interviews"]] == ["Hoàn thành"]
    refused(world, "recruitment_list_interviews", {"interviewer_id": "NV999999"}, "not_found")


# -- move / reject --------------------------------------------------------------------------


def test_move_requires_majority_pass_for_interview_rounds(world):
    out = ok(world, "recruitment_move_candidate_stage", {"candidate_id": BACKEND_KHOA})
    assert out["stage"] == "Phỏng vấn vòng 2"
    assert cand(world, BACKEND_KHOA).history[-1].stage is Stage.INTERVIEW_2
    assert cand(world, BACKEND_KHOA).history[-1].on == TODAY
    msg = refused(world, "recruitment_move_candidate_stage", {"candidate_id": "UV-2026-0415"})
    assert "Không đạt" in msg
    refused(world, "recruitment_move_candidate_stage", {"candidate_id": TESTER_KHOA})
    # skipping past an unevaluated interview round is refused too
    refused(
        world,
        "recruitment_move_candidate_stage",
        {"candidate_id": "UV-2026-0421", "to_stage": "Offer"},
    )


def test_move_forward_only_and_within_posting_stages(world):
    refused(
        world,
        "recruitment_move_candidate_stage",
        {"candidate_id": BACKEND_KHOA, "to_stage": "Sơ loại"},
    )
    refused(
        world,
        "recruitment_move_candidate_stage",
        {"candidate_id": TRANG, "to_stage": "Thi tuyển"},
        "invalid_arguments",
    )
    out = ok(world, "recruitment_move_candidate_stage", {"candidate_id": "UV-2026-0423"})
    assert out["stage"] == "Phỏng vấn vòng 1"  # Thi tuyển needs no verdict
    out = ok(
        world,
        "recruitment_move_candidate_stage",
        {"candidate_id": "UV-2026-0427", "to_stage": "Phỏng vấn vòng 1"},
    )
    assert out["skipped_stages"] == ["Sơ loại", "Thi tuyển"]
    # only while Đang xử lý
    refused(world, "recruitment_move_candidate_stage", {"candidate_id": "UV-2026-0409"})
    refused(world, "recruitment_move_candidate_stage", {"candidate_id": "UV-2026-0438"})


def test_move_to_hired_needs_accepted_offer(world):
    refused(
        world, "recruitment_move_candidate_stage", {"candidate_id": "UV-2026-0404"}
    )  # offer only sent
    out = ok(world, "recruitment_move_candidate_stage", {"candidate_id": "UV-2026-0401"})
    assert out["stage"] == "Nhận việc"
    refused(
        world, "recruitment_move_candidate_stage", {"candidate_id": "UV-2026-0401"}
    )  # last stage


def test_reject_candidate(world):
    refused(
        world,
        "recruitment_reject_candidate",
        {"candidate_id": "UV-2026-0418", "reason": "  "},
        "invalid_arguments",
    )
    out = ok(
        world,
        "recruitment_reject_candidate",
        {"candidate_id": "UV-2026-0418", "reason": "Không phù hợp"},
    )
    assert out["status"] == "Loại" and out["reject_reason"] == "Không phù hợp"
    assert out["cancelled_interview_ids"] == ["LPV-2026-0045"]
    iv = next(i for i in world.recruitment.interviews if i.id == "LPV-2026-0045")
    assert iv.status is InterviewStatus.CANCELLED
    refused(
        world, "recruitment_reject_candidate", {"candidate_id": "UV-2026-0418", "reason": "lần 2"}
    )
    refused(world, "recruitment_reject_candidate", {"candidate_id": "UV-2025-0318", "reason": "x"})
    refused(
        world,
        "recruitment_reject_candidate",
        {"candidate_id": "UV-0000", "reason": "x"},
        "not_found",
    )


# -- schedule interview ---------------------------------------------------------------------

PV2 = "Phỏng vấn vòng 2"


def sched(**kw: Any) -> dict[str, Any]:
    args = {
        "candidate_id": BACKEND_KHOA,
        "round": PV2,
        "date": "2026-04-23",
        "start_time": "15:00",
        "interviewer_ids": ["NV000051"],
        "room_id": "PH-302",
    }
    args.update(kw)
    return args


def test_schedule_interview_ok(world):
    out = ok(world, "recruitment_schedule_interview", sched())
    assert out["id"] == "LPV-2026-0049" and out["end_time"] == "16:00"
    assert out["room_name"] == "P.302 Lúa" and out["interviewer_names"] == ["Lê Anh Tuấn"]
    assert out["interviewers_not_in_panel"] == []
    assert (
        cand(world, BACKEND_KHOA).stage is Stage.INTERVIEW_1
    )  # scheduling does not move the stage
    online = ok(
        world,
        "recruitment_schedule_interview",
        sched(
            candidate_id=TESTER_KHOA,
            interviewer_ids=["NV000058"],
            mode="Online",
            room_id="",
            start_time="09:00",
        ),
    )
    assert online["link"].startswith("https://")


def test_schedule_interview_conflicts(world):
    msg = refused(world, "recruitment_schedule_interview", sched(start_time="14:30"))
    assert "Lê Anh Tuấn" in msg  # busy 14:00–15:00 with another candidate
    ok(world, "recruitment_schedule_interview", sched())
    refused(world, "recruitment_schedule_interview", sched(date="2026-04-24"))  # same round twice
    # candidate double-booked (another round, overlapping)
    msg = refused(
        world,
        "recruitment_schedule_interview",
        sched(
            candidate_id="UV-2026-0421",
            interviewer_ids=["NV000056"],
            date="2026-04-22",
            start_time="09:30",
        ),
    )
    assert "Vũ Thị Hồng Nhung đã có lịch phỏng vấn khác" in msg


@pytest.mark.parametrize(
    ("changes", "kind"),
    [
        ({"date": "2026-04-15"}, "refused"),  # past
        ({"date": "2026-04-16", "start_time": "08:30"}, "refused"),  # today, already past 09:00
        ({"date": "2026-04-25"}, "refused"),  # Saturday
        ({"date": "2026-04-27"}, "refused"),  # nghỉ bù Giỗ Tổ
        ({"date": "2026-04-30"}, "refused"),  # 30/4
        ({"start_time": "17:30"}, "refused"),  # ends after 18:00
        ({"start_time": "07:00"}, "refused"),
        ({"duration_minutes": 0}, "invalid_arguments"),
        ({"duration_minutes": 10_000}, "invalid_arguments"),
        ({"date": "2031-01-01"}, "invalid_arguments"),
        ({"interviewer_ids": []}, "invalid_arguments"),
        ({"interviewer_ids": [""]}, "invalid_arguments"),
        ({"interviewer_ids": ["NV000017"]}, "refused"),  # left the company
        ({"interviewer_ids": ["NV999999"]}, "not_found"),
        ({"room_id": "PH-999"}, "not_found"),
        (
            {
                "room_id": "PH-301",
                "interviewer_ids": ["NV000051", "NV000050", "NV000052", "NV000056"],
            },
            "refused",
        ),
        ({"round": "Offer"}, "invalid_arguments"),
        ({"link": "meet.google.com/abc"}, "invalid_arguments"),
        # a candidate already past the round cannot be scheduled for it
        (
            {
                "candidate_id": "UV-2026-0405",
                "round": "Phỏng vấn vòng 1",
                "interviewer_ids": ["NV000056"],
            },
            "refused",
        ),
    ],
)
def test_schedule_interview_refusals(world, changes, kind):
    refused(world, "recruitment_schedule_interview", sched(**changes), kind)


def test_schedule_interview_refuses_interviewer_on_leave(world):
    merge(
        world,
        LeaveRequest(
            id="DN-2026-0999",
            employee_id="NV000051",
            leave_type=LeaveType.ANNUAL,
            start_date=dt.date(2026, 4, 23),
            end_date=dt.date(2026, 4, 23),
            days=1.0,
            approver_id="NV000050",
            status=RequestStatus.APPROVED,
            created_on=dt.date(2026, 4, 10),
        ),
    )
    refused(world, "recruitment_schedule_interview", sched())


def test_schedule_interview_refuses_inactive_candidate(world):
    refused(
        world,
        "recruitment_schedule_interview",
        sched(candidate_id="UV-2026-0409", round="Phỏng vấn vòng 1"),
    )


# -- evaluations ----------------------------------------------------------------------------


def evaluation(**kw: Any) -> dict[str, Any]:
    args = {
        "candidate_id": TESTER_KHOA,
        "round": "Phỏng vấn vòng 1",
        "conclusion": "Đạt",
        "professional_score": 4,
        "communication_score": 4,
        "attitude_score": 5,
    }
    args.update(kw)
    return args


def test_add_evaluation_panel_member_once_per_round(world):
    refused(world, "recruitment_add_evaluation", evaluation())  # NV000012 is not on the panel
    as_user(world, "NV000054")
    out = ok(world, "recruitment_add_evaluation", evaluation(comment="Tốt"))
    assert out["evaluator_id"] == "NV000054" and out["round_verdict"]["verdict"] == "Đạt"
    assert out["scores"] == {"Chuyên môn": 4, "Giao tiếp": 4, "Thái độ": 5}
    refused(world, "recruitment_add_evaluation", evaluation(conclusion="Không đạt"))  # second time
    # now the move is allowed
    assert (
        ok(world, "recruitment_move_candidate_stage", {"candidate_id": TESTER_KHOA})["stage"] == PV2
    )


def test_add_evaluation_rules(world):
    as_user(world, "NV000058")
    refused(world, "recruitment_add_evaluation", evaluation(round=PV2))  # not yet at that round
    refused(world, "recruitment_add_evaluation", evaluation(round="Sơ loại"), "invalid_arguments")
    refused(
        world, "recruitment_add_evaluation", evaluation(professional_score=6), "invalid_arguments"
    )
    refused(world, "recruitment_add_evaluation", evaluation(attitude_score=0), "invalid_arguments")
    refused(
        world, "recruitment_add_evaluation", evaluation(candidate_id="UV-2026-0407")
    )  # rejected
    as_user(world, "NV000051")  # Backend panel, not Tester
    refused(world, "recruitment_add_evaluation", evaluation())


def test_one_fail_vote_of_three_keeps_round_open(world):
    as_user(world, "NV000052")
    out = ok(
        world,
        "recruitment_add_evaluation",
        evaluation(candidate_id="UV-2026-0418", conclusion="Không đạt"),
    )
    assert out["round_verdict"]["verdict"] == "Chưa đủ đánh giá"
    as_user(world, "NV000051")
    out = ok(
        world,
        "recruitment_add_evaluation",
        evaluation(candidate_id="UV-2026-0418", conclusion="Cân nhắc"),
    )
    assert out["round_verdict"]["verdict"] == "Không đạt"  # no majority reachable any more


# -- offers ---------------------------------------------------------------------------------


def offer(**kw: Any) -> dict[str, Any]:
    args = {
        "candidate_id": TRANG,
        "salary_vnd": 16_000_000,
        "start_date": "2026-05-04",
        "probation_days": 60,
    }
    args.update(kw)
    return args


def test_create_offer_probation_cap_and_band_warning(world):
    msg = refused(world, "recruitment_create_offer", offer(probation_days=90))
    assert "60" in msg
    out = ok(world, "recruitment_create_offer", offer())
    assert out["status"] == "Nháp" and out["warning"] is None and out["manager_id"] == "NV000070"
    assert out["response_deadline"] == "2026-04-23"
    # a second call updates the draft; 18 triệu is above the 17 triệu band: flagged, not refused
    out2 = ok(world, "recruitment_create_offer", offer(salary_vnd=18_000_000, status="Đã gửi"))
    assert out2["id"] == out["id"] and out2["updated_draft"] is True
    assert out2["salary_above_band"] is True and "17.000.000" in out2["warning"]
    assert len([o for o in world.recruitment.offers if o.candidate_id == TRANG]) == 1
    refused(world, "recruitment_create_offer", offer())  # already sent


def test_create_offer_degree_caps(world):
    # CSKH Đà Nẵng needs trung cấp: at most 30 days
    refused(
        world,
        "recruitment_create_offer",
        offer(candidate_id="UV-2026-0445", probation_days=60, salary_vnd=10_000_000),
    )
    out = ok(
        world,
        "recruitment_create_offer",
        offer(candidate_id="UV-2026-0445", probation_days=30, salary_vnd=10_000_000),
    )
    assert out["probation_cap_days"] == 30 and out["department_id"] == "PB-CSKH"


@pytest.mark.parametrize(
    ("changes", "kind"),
    [
        ({"salary_vnd": 0}, "invalid_arguments"),
        ({"salary_vnd": -5}, "invalid_arguments"),
        ({"salary_vnd": 18}, "refused"),  # "18" meant 18 triệu
        ({"salary_vnd": 10**15}, "invalid_arguments"),
        ({"allowance_vnd": -1}, "invalid_arguments"),
        ({"probation_days": -1}, "invalid_arguments"),
        ({"start_date": "2026-04-16"}, "refused"),
        ({"start_date": "2026-05-02"}, "refused"),  # Saturday
        ({"start_date": "2026-05-01"}, "refused"),  # 1/5
        ({"start_date": "2099-01-05"}, "invalid_arguments"),
        ({"response_deadline": "2026-04-01"}, "refused"),
        ({"response_deadline": "2026-05-20"}, "invalid_arguments"),
        ({"manager_id": "NV000017"}, "refused"),
        ({"manager_id": "KH00001"}, "not_found"),
        ({"candidate_id": "UV-2026-0405"}, "refused"),  # at PV2, not Offer
        ({"candidate_id": "UV-2026-0404"}, "refused"),  # already has a sent offer
        ({"status": "Đồng ý"}, "invalid_arguments"),
    ],
)
def test_create_offer_refusals(world, changes, kind):
    refused(world, "recruitment_create_offer", offer(**changes), kind)


# -- job postings ---------------------------------------------------------------------------


def test_update_job_posting(world):
    out = ok(
        world,
        "recruitment_update_job_posting",
        {"posting_id": "TTD-2026-011", "status": "Đang tuyển"},
    )
    assert out["status"] == "Đang tuyển" and out["changed_fields"] == ["status"]
    out = ok(
        world,
        "recruitment_update_job_posting",
        {"posting_id": "TTD-2026-012", "deadline": "2026-05-10", "headcount": 2},
    )
    assert out["deadline"] == "2026-05-10" and out["headcount"] == 2
    out = ok(
        world,
        "recruitment_update_job_posting",
        {"posting_id": "TTD-2026-015", "status": "Đang tuyển"},
    )
    assert out["status"] == "Đang tuyển"
    out = ok(
        world, "recruitment_update_job_posting", {"posting_id": "TTD-2026-008", "status": "Đã đóng"}
    )
    assert out["active_candidate_count"] > 0
    refused(
        world,
        "recruitment_update_job_posting",
        {"posting_id": "TTD-2026-008", "status": "Đang tuyển"},
    )


@pytest.mark.parametrize(
    ("args", "kind"),
    [
        ({"posting_id": "TTD-2026-010"}, "invalid_arguments"),
        (
            {"posting_id": "TTD-2025-041", "status": "Đang tuyển", "deadline": "2026-05-30"},
            "refused",
        ),
        ({"posting_id": "TTD-2026-010", "status": "Đang tuyển"}, "refused"),  # already
        ({"posting_id": "TTD-2026-015", "status": "Tạm dừng"}, "refused"),  # draft
        ({"posting_id": "TTD-2026-010", "deadline": "2026-04-01"}, "refused"),
        ({"posting_id": "TTD-2026-010", "deadline": "2030-01-01"}, "invalid_arguments"),
        ({"posting_id": "TTD-2026-010", "headcount": 0}, "invalid_arguments"),
        ({"posting_id": "TTD-2026-010", "headcount": 10**9}, "invalid_arguments"),
        ({"posting_id": "TTD-2026-010", "status": "Nháp"}, "invalid_arguments"),
        ({"posting_id": "UV-2026-0412", "headcount": 2}, "not_found"),
    ],
)
def test_update_job_posting_refusals(world, args, kind):
    refused(world, "recruitment_update_job_posting", args, kind)


def test_reopen_with_past_deadline_needs_new_deadline(world):
    from avabench.domains.base import patch

    patch(world, "recruitment.job_postings", "TTD-2026-011", deadline=dt.date(2026, 4, 10))
    refused(
        world,
        "recruitment_update_job_posting",
        {"posting_id": "TTD-2026-011", "status": "Đang tuyển"},
    )
    out = ok(
        world,
        "recruitment_update_job_posting",
        {"posting_id": "TTD-2026-011", "status": "Đang tuyển", "deadline": "2026-05-15"},
    )
    assert out["changed_fields"] == ["deadline", "status"]


def test_headcount_not_below_hired(world):
    from avabench.domains.base import patch

    patch(
        world,
        "recruitment.job_postings",
        "TTD-2025-041",
        status=PostingStatus.OPEN,
        deadline=dt.date(2026, 5, 1),
    )
    patch(world, "recruitment.candidates", "UV-2025-0322", stage=Stage.HIRED)
    refused(world, "recruitment_update_job_posting", {"posting_id": "TTD-2025-041", "headcount": 1})
    ok(world, "recruitment_update_job_posting", {"posting_id": "TTD-2025-041", "headcount": 2})


# -- fuzz -----------------------------------------------------------------------------------

_IDS = st.sampled_from(
    [
        "",
        " ",
        "UV-2026-0412",
        "UV-2026-0403",
        "UV-2026-0445",
        "UV-2026-0420",
        "TTD-2026-010",
        "TTD-2025-041",
        "NV000051",
        "NV000017",
        "PH-302",
        "PH-999",
        "x" * 300,
        "UV-2026-0401",
    ]
)
_VALUES = st.one_of(
    _IDS,
    st.integers(min_value=-(10**12), max_value=10**12),
    st.sampled_from(
        [
            "2026-04-23",
            "2026-04-16",
            "0001-01-01",
            "9999-12-31",
            "2026-02-30",
            "14:30",
            "23:59",
            "00:00",
        ]
    ),
    st.sampled_from(
        [s.value for s in Stage]
        + ["Đạt", "Không đạt", "Online", "Trực tiếp", "Nháp", "Đã gửi", "Đã đóng"]
    ),
    st.lists(_IDS, max_size=3),
    st.none(),
    st.booleans(),
    st.text(max_size=20),
)


def _typed(annotation: Any) -> st.SearchStrategy[Any]:
    """A well-typed value for a parameter (ids, dates and times around today)."""
    import typing
    from enum import Enum

    args = [a for a in typing.get_args(annotation) if a is not type(None)]
    if typing.get_origin(annotation) is typing.Literal:
        return st.sampled_from(typing.get_args(annotation))
    if args and typing.get_origin(annotation) is not list:
        return st.one_of(*(_typed(a) for a in args))
    if annotation is str:
        return st.one_of(_IDS, st.text(max_size=12))
    if annotation is int:
        return st.one_of(st.integers(-5, 200), st.integers(-(10**18), 10**18))
    if annotation is dt.date:
        return st.one_of(
            st.dates(dt.date(2026, 4, 1), dt.date(2026, 6, 30)),
            st.sampled_from([dt.date.min, dt.date.max]),
        ).map(dt.date.isoformat)
    if annotation is dt.time:
        return st.times().map(lambda t: t.isoformat())
    if isinstance(annotation, type) and issubclass(annotation, Enum):
        return st.sampled_from([m.value for m in annotation])
    if typing.get_origin(annotation) is list:
        return st.lists(_IDS, max_size=4)
    return _VALUES


@settings(max_examples=150, deadline=None)
@given(name=st.sampled_from(sorted(TOOLS)), typed=st.booleans(), data=st.data())
def test_fuzz_only_tool_errors(name, typed, data):
    world = base_company()
    if data.draw(st.booleans()):
        as_user(
            world,
            data.draw(
                st.sampled_from(["NV000051", "NV000058", "NV000042", "NV000070", "NV000017"])
            ),
        )
    spec = registry()[name]
    fields = spec.args_model.model_fields
    keys = data.draw(st.lists(st.sampled_from(list(fields)), unique=True)) if fields else []
    if typed:  # include every required parameter, well typed
        keys = list(dict.fromkeys([*(k for k, f in fields.items() if f.is_required()), *keys]))
    args = {k: data.draw(_typed(fields[k].annotation) if typed else _VALUES) for k in keys}
    before = world.recruitment.model_dump()
    res = call_tool(world, name, args)  # any non-ToolError exception propagates and fails
    if not res.ok:
        assert world.recruitment.model_dump() == before
