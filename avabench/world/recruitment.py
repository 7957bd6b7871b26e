"""Recruitment subsystem (AMIS Tuyển dụng): job postings, candidates, evaluations, interviews, offers.

A candidate applies to one posting and moves forward through the posting's stages
(:class:`Stage`); beside the stage it has a processing status (:class:`CandidateStatus`). The
posting's *hội đồng tuyển dụng* (``hiring_panel``) evaluates each round; a round is passed
only when a strict majority of the panel concluded *Đạt*. The legal probation cap of an offer
depends on the posting's required degree (BLLĐ 2019 Đ25), see :func:`probation_cap_days`.

Sensitive personal data (``national_id`` = CCCD, ``home_address``) is stored on the candidate
but never returned by a tool.
"""

from __future__ import annotations

import datetime as dt
from enum import StrEnum

from pydantic import BaseModel, ConfigDict, Field

from avabench.world._base import Record, Subsystem
from avabench.world.hr import Gender


class PostingStatus(StrEnum):
    DRAFT = "Nháp"
    OPEN = "Đang tuyển"
    PAUSED = "Tạm dừng"
    CLOSED = "Đã đóng"


class EmploymentType(StrEnum):
    FULL_TIME = "Toàn thời gian"
    PART_TIME = "Bán thời gian"
    INTERN = "Thực tập"


class Degree(StrEnum):
    """Trình độ học vấn (of a candidate, or required by a posting)."""

    HIGH_SCHOOL = "THPT"
    VOCATIONAL = "Trung cấp"
    COLLEGE = "Cao đẳng"
    BACHELOR = "Đại học"
    MASTER = "Thạc sĩ"


class Source(StrEnum):
    """Nguồn ứng viên."""

    TOPCV = "TopCV"
    VIETNAMWORKS = "VietnamWorks"
    ITVIEC = "ITviec"
    CAREERVIET = "CareerViet"
    LINKEDIN = "LinkedIn"
    FACEBOOK = "Facebook"
    WEBSITE = "Website công ty"
    REFERRAL = "Giới thiệu nội bộ"


class Stage(StrEnum):
    """Vòng tuyển dụng, in process order."""

    APPLIED = "Ứng tuyển"
    SCREENING = "Sơ loại"
    TEST = "Thi tuyển"
    INTERVIEW_1 = "Phỏng vấn vòng 1"
    INTERVIEW_2 = "Phỏng vấn vòng 2"
    OFFER = "Offer"
    HIRED = "Nhận việc"


STAGE_ORDER: tuple[Stage, ...] = tuple(Stage)
#: Rounds that the hiring panel evaluates (and that can be scheduled).
EVALUATED_ROUNDS: tuple[Stage, ...] = (Stage.TEST, Stage.INTERVIEW_1, Stage.INTERVIEW_2)
#: Rounds that need a panel verdict "Đạt" before a candidate may move past them.
INTERVIEW_ROUNDS: tuple[Stage, ...] = (Stage.INTERVIEW_1, Stage.INTERVIEW_2)


class CandidateStatus(StrEnum):
    ACTIVE = "Đang xử lý"
    REJECTED = "Loại"
    DECLINED = "Ứng viên từ chối"
    POOL = "Lưu kho"


class Conclusion(StrEnum):
    PASS = "Đạt"
    FAIL = "Không đạt"
    CONSIDER = "Cân nhắc"


class InterviewMode(StrEnum):
    ONSITE = "Trực tiếp"
    ONLINE = "Online"


class InterviewStatus(StrEnum):
    SCHEDULED = "Đã lên lịch"
    CANCELLED = "Đã huỷ"
    DONE = "Hoàn thành"


class OfferStatus(StrEnum):
    DRAFT = "Nháp"
    SENT = "Đã gửi"
    ACCEPTED = "Đồng ý"
    DECLINED = "Từ chối"


def probation_cap_days(required_degree: Degree | None, is_manager: bool) -> int:
    """Longest legal probation for a job (BLLĐ 2019 Đ25).

    180 days for enterprise managers; 60 days for jobs needing cao đẳng or higher; 30 days for
    trung cấp; otherwise 6 working days.
    """
    if is_manager:
        return 180
    if required_degree in (Degree.COLLEGE, Degree.BACHELOR, Degree.MASTER):
        return 60
    if required_degree is Degree.VOCATIONAL:
        return 30
    return 6


class JobPosting(Record):
    """Tin tuyển dụng (id e.g. TTD-2026-012)."""

    title: str
    department_id: str
    headcount: int
    opened_on: dt.date
    deadline: dt.date
    location: str  # Hà Nội / TP.HCM / Đà Nẵng
    salary_min_vnd: int | None = None  # None = thoả thuận
    salary_max_vnd: int | None = None
    employment_type: EmploymentType = EmploymentType.FULL_TIME
    required_degree: Degree | None = None  # None = không yêu cầu bằng cấp
    min_experience_years: int = 0
    is_manager: bool = False  # vị trí quản lý doanh nghiệp (thử việc tối đa 180 ngày)
    recruiter_id: str  # người phụ trách (hr.employees)
    hiring_panel: list[str] = Field(default_factory=list)  # hội đồng tuyển dụng (hr.employees)
    stages: list[Stage] = Field(default_factory=list)
    status: PostingStatus = PostingStatus.OPEN
    description: str = ""


class StageEvent(BaseModel):
    """One line of a candidate's history: a stage reached or a status change."""

    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)

    on: dt.date
    stage: Stage
    status: CandidateStatus = CandidateStatus.ACTIVE
    by_id: str | None = None  # employee who made the change
    note: str = ""


class Candidate(Record):
    """Ứng viên (id e.g. UV-2026-0456): profile, structured CV facts and pipeline position."""

    full_name: str
    gender: Gender
    birth_date: dt.date
    email: str  # personal email
    phone: str
    source: Source
    referrer_id: str | None = None  # employee who referred (source Giới thiệu nội bộ)
    posting_id: str
    applied_on: dt.date
    stage: Stage = Stage.APPLIED
    status: CandidateStatus = CandidateStatus.ACTIVE
    reject_reason: str = ""
    history: list[StageEvent] = Field(default_factory=list)
    # structured CV facts
    education: Degree
    school: str
    major: str
    years_experience: float = 0.0
    last_company: str | None = None
    skills: list[str] = Field(default_factory=list)
    expected_salary_vnd: int | None = None
    cv_summary: str = ""
    # sensitive personal data: never returned by a tool
    national_id: str  # CCCD, 12 digits
    home_address: str


class Evaluation(Record):
    """Phiếu đánh giá của một thành viên hội đồng cho một vòng (id e.g. DG-2026-0031)."""

    candidate_id: str
    round: Stage
    evaluator_id: str
    scores: dict[str, int] = Field(default_factory=dict)  # tiêu chí → điểm 1–5
    conclusion: Conclusion
    comment: str = ""
    created_on: dt.date


class Interview(Record):
    """Lịch phỏng vấn / thi tuyển (id e.g. LPV-2026-0042)."""

    candidate_id: str
    round: Stage
    date: dt.date
    start_time: dt.time
    duration_minutes: int
    mode: InterviewMode
    room_id: str | None = None  # office.rooms id, e.g. PH-302
    link: str | None = None
    interviewer_ids: list[str] = Field(default_factory=list)
    status: InterviewStatus = InterviewStatus.SCHEDULED
    note: str = ""
    created_by: str | None = None


class Offer(Record):
    """Thư mời nhận việc (id e.g. OF-2026-0007)."""

    candidate_id: str
    position: str
    department_id: str
    manager_id: str
    salary_vnd: int
    allowance_vnd: int = 0
    start_date: dt.date
    probation_days: int
    response_deadline: dt.date
    status: OfferStatus = OfferStatus.DRAFT
    created_by: str | None = None
    created_on: dt.date
    note: str = ""


class RecruitmentState(Subsystem):
    """AMIS Tuyển dụng."""

    label = "AMIS Tuyển dụng"

    job_postings: list[JobPosting] = Field(default_factory=list)
    candidates: list[Candidate] = Field(default_factory=list)
    evaluations: list[Evaluation] = Field(default_factory=list)
    interviews: list[Interview] = Field(default_factory=list)
    offers: list[Offer] = Field(default_factory=list)
