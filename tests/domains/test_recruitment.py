"""The recruitment domain: counts, a clean validation and a clean selftest (noise 0, 3, 8, 20),
alternates and scopes, and the reply checks read by claims: other correct wordings pass, hedged
and wrong replies fail (on the reference's final world). The cases of the concepts this domain
added (passed_round, no_response) live with the others in tests/scoring/test_concepts.py."""

from __future__ import annotations

import fnmatch

import pytest

from avabench.env import Episode
from avabench.loader import Suite, load_suite
from avabench.selftest import run_selftest
from avabench.task import Script
from avabench.validate import check_task

#: The pinned counts (see DESIGN §4).
PINNED = "recruitment: 20 tasks (8 hard + 12 basic, DESIGN §4); when you add a task, update these counts and DESIGN §4 (the public split never changes)"

PATTERNS = ["recruitment.*"]


def _core_ids(suite) -> list[str]:
    """The domain's hard and basic tasks (tests/domains/test_recruitment_expert.py has the expert tier)."""
    return [t.id for t in suite.tasks if t.domain == "recruitment" and t.tier != "expert"]


@pytest.fixture(scope="module")
def suite() -> Suite:
    return load_suite()


def _tasks(suite: Suite):
    return [t for t in suite.tasks if any(fnmatch.fnmatch(t.id, p) for p in PATTERNS)]


def test_counts(suite: Suite) -> None:
    tasks = [t for t in _tasks(suite) if t.tier != "expert"]
    assert len(tasks) == 20, PINNED
    assert sum(t.tier == "hard" for t in tasks) == 8, PINNED
    assert sum(t.tier == "basic" for t in tasks) == 12, PINNED
    assert sum(len(t.assertions) for t in tasks) >= 100
    assert all(t.domain == "recruitment" for t in tasks)


def test_every_task_has_an_oracle_and_hard_ones_anti_oracles(suite: Suite) -> None:
    for t in _tasks(suite):
        assert t.id in suite.oracles, t.id
        if t.tier == "hard":
            assert suite.anti_oracles.get(t.id), t.id
        for anti in suite.anti_oracles.get(t.id, []):
            assert anti.label, f"{t.id}: anti-oracle without a label"


def test_alternates_and_scopes(suite: Suite) -> None:
    for t in _tasks(suite):
        alts = suite.alternates.get(t.id, [])
        assert len(alts) >= (2 if t.tier == "hard" else 1), t.id
        assert all(a.label for a in alts), t.id
        assert t.scopes is not None, t.id
        for family, reason in t.exempt.items():
            assert len(reason) > 40, f"{t.id}: exemption from {family} needs a real reason"


def test_validate_reports_nothing(suite: Suite) -> None:
    assert not [p for p in suite.problems if p.where.startswith("avabench.domains.recruitment")]
    problems = [str(p) for t in _tasks(suite) for p in check_task(t, suite)]
    assert problems == []


@pytest.mark.parametrize("noise", [0, 3, 8, 20])
def test_selftest_clean(suite: Suite, noise: int) -> None:
    report = run_selftest(suite, noise, _core_ids(suite))
    assert report.tasks == 20, PINNED
    assert [f"{v.task_id} noise={v.noise} {v.agent}: {v.message}" for v in report.violations] == []


# -- reply checks: correct wordings pass, hedges and wrong answers fail ------------------------

REPLIES = [
    # (task, reply, passes)
    (
        "haidang_next_interview",
        "Bạn ấy đang ở vòng thứ hai, pv tiếp lúc 10h sáng thứ Hai 20/4.",
        True,
    ),
    (
        "haidang_next_interview",
        "Vòng phỏng vấn thứ hai; lịch kế tiếp 10 giờ ngày 20 tháng 4.",
        True,
    ),
    ("haidang_next_interview", "Đang vòng 2, lịch tiếp theo 10:00 thứ Hai tuần sau.", True),
    ("haidang_next_interview", "Đang vòng 2, lịch 10:00 20/04 hoặc 14:00 21/04.", False),
    ("haidang_next_interview", "Đang vòng 1, lịch tiếp theo 10:00 20/04.", False),
    ("extend_marketing_deadline", "Đã gia hạn đến ngày 9 tháng 5.", True),
    ("extend_marketing_deadline", "Hạn mới: 09/05/2026 (trước là 25/4).", True),
    ("extend_marketing_deadline", "Hạn mới 9/5, à nhầm 30/4.", False),
    ("close_filled_postings", "Đóng tin CSKH; NVKD HCM còn thiếu hai người nữa.", True),
    ("close_filled_postings", "NVKD cần 3, mới 1 người nhận, cần tuyển thêm 2 người.", True),
    (
        "close_filled_postings",
        "NVKD HCM còn thiếu 2 người, hoặc thiếu 1 người nếu tính offer.",
        False,
    ),
    ("remind_panel_tester_khoa", "Chưa có kết luận: mới có một phiếu, em đã nhắc hai chị.", True),
    ("remind_panel_tester_khoa", "Hội đồng chưa đánh giá đủ (1/3), em nhắc rồi ạ.", True),
    ("remind_panel_tester_khoa", "Chưa đủ phiếu, nhưng bạn Khoa đã đạt vòng 1 rồi.", False),
    ("offer_marketing_over_band", "Thử việc tối đa 60 ngày; 18 triệu cao hơn khung.", True),
    ("offer_marketing_over_band", "Thử việc 60 ngày, lương vượt trần 17.000.000 đ.", True),
    ("offer_marketing_over_band", "Thử việc 3 tháng, lương vượt khung.", False),
    (
        "tuan_interviews_next_week",
        (
            "Anh có 3 buổi: 21/4 14h Nguyễn Đức Anh; 22/4 9 giờ Vũ Thị Hồng Nhung; "
            "23/4 2 giờ chiều Phạm Hoàng Nam."
        ),
        True,
    ),
    (
        "tuan_interviews_next_week",
        (
            "Anh có 3 buổi: 21/4 14h Nguyễn Đức Anh; 22/4 9 giờ Vũ Thị Hồng Nhung; "
            "23/4 2 giờ chiều Phạm Hoàng Nam; 24/4 Nguyễn Thị Thanh Hằng."
        ),
        False,
    ),
]


@pytest.mark.parametrize(("slug", "reply", "passes"), REPLIES)
def test_reply_wording(suite: Suite, slug: str, reply: str, passes: bool) -> None:
    task = next(t for t in suite.tasks if t.id == f"recruitment.{slug}")
    calls = suite.oracles[task.id].calls
    score = Episode(task, 0, 0).run_script(Script(calls=calls, reply=reply))
    assert bool(score.task_completed_correctly) is passes, [
        a.description for a in score.assertions if a.graded and not a.passed
    ]
