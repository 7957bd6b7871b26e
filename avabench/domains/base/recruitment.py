"""The base company's recruitment (AMIS Tuyển dụng) as of Thu 16/04/2026.

Nine postings (seven open or paused for 2026, a draft, one closed 2025 posting whose hire is
employee NV000084 Võ Văn Lợi), ~50 candidates across all stages and statuses, panel
evaluations with mixed verdicts, past and upcoming interviews and three offers.

Deliberate traps for tasks:

* two candidates called **Trần Minh Khoa** (Backend UV-2026-0412, Tester UV-2026-0420), and an
  employee of the same name (NV000082, CSKH Đà Nẵng);
* candidate **Lê Thu Trang** (Marketing, at Offer) is a namesake of employee NV000071;
  candidate **Nguyễn Văn Dũng** (CSKH) of employee NV000080; **Vũ Thị Hương** (Kế toán tổng hợp)
  of the two Hương employees;
* Kế toán tổng hợp has ten candidates with distinct applied dates (the five newest are all
  being processed), and the paused Kế toán thuế posting has a newer candidate than some of them;
* verdicts: majority Đạt (UV-2026-0412, 0402, 0432), 1 Đạt / 2 Không đạt (UV-2026-0415),
  one evaluation out of three (UV-2026-0420), none yet (UV-2026-0418, 0410, 0425);
* Lê Anh Tuấn (NV000051) already interviews on Thu 23/04 at 14:00–15:00.
"""

from __future__ import annotations

import datetime as dt
import random
import unicodedata
from typing import Any

from avabench.world import WorldState
from avabench.world.hr import Gender
from avabench.world.recruitment import (
    Candidate,
    CandidateStatus,
    Conclusion,
    Degree,
    Evaluation,
    Interview,
    InterviewMode,
    InterviewStatus,
    JobPosting,
    Offer,
    OfferStatus,
    PostingStatus,
    RecruitmentState,
    Source,
    Stage,
    StageEvent,
)

D = dt.date
T = dt.time
S = Stage

FULL = [S.APPLIED, S.SCREENING, S.TEST, S.INTERVIEW_1, S.INTERVIEW_2, S.OFFER, S.HIRED]
NO_TEST = [S.APPLIED, S.SCREENING, S.INTERVIEW_1, S.INTERVIEW_2, S.OFFER, S.HIRED]
ONE_ROUND = [S.APPLIED, S.SCREENING, S.INTERVIEW_1, S.OFFER, S.HIRED]

PANEL_BACKEND = ["NV000050", "NV000051", "NV000052"]
PANEL_TESTER = ["NV000058", "NV000054", "NV000042"]
PANEL_KTTH = ["NV000030", "NV000031", "NV000044"]
PANEL_KTT = ["NV000030", "NV000033", "NV000044"]
PANEL_MKT = ["NV000070", "NV000073", "NV000042"]
PANEL_KD = ["NV000020", "NV000024", "NV000044"]
PANEL_CSKH = ["NV000080", "NV000081", "NV000044"]

POSTINGS: list[JobPosting] = [
    JobPosting(
        id="TTD-2026-008",
        title="Lập trình viên Backend (Java/Spring Boot)",
        department_id="PB-CN",
        headcount=2,
        opened_on=D(2026, 3, 2),
        deadline=D(2026, 5, 15),
        location="Hà Nội",
        salary_min_vnd=20_000_000,
        salary_max_vnd=35_000_000,
        required_degree=Degree.BACHELOR,
        min_experience_years=2,
        recruiter_id="NV000042",
        hiring_panel=PANEL_BACKEND,
        stages=FULL,
        description="Phát triển các dịch vụ backend cho nền tảng quản trị doanh nghiệp; Java 17, Spring Boot, PostgreSQL, Kafka.",
    ),
    JobPosting(
        id="TTD-2026-009",
        title="Kiểm thử viên (Tester)",
        department_id="PB-CN",
        headcount=1,
        opened_on=D(2026, 3, 9),
        deadline=D(2026, 5, 10),
        location="Hà Nội",
        salary_min_vnd=12_000_000,
        salary_max_vnd=20_000_000,
        required_degree=Degree.COLLEGE,
        min_experience_years=1,
        recruiter_id="NV000042",
        hiring_panel=PANEL_TESTER,
        stages=FULL,
        description="Kiểm thử chức năng và tự động hoá (Selenium/Playwright) cho các sản phẩm web.",
    ),
    JobPosting(
        id="TTD-2026-010",
        title="Kế toán tổng hợp",
        department_id="PB-KT",
        headcount=1,
        opened_on=D(2026, 3, 16),
        deadline=D(2026, 4, 30),
        location="Hà Nội",
        salary_min_vnd=15_000_000,
        salary_max_vnd=22_000_000,
        required_degree=Degree.BACHELOR,
        min_experience_years=3,
        recruiter_id="NV000044",
        hiring_panel=PANEL_KTTH,
        stages=FULL,
        description="Hạch toán, lập báo cáo tài chính theo TT 200, quyết toán thuế TNDN, làm việc với kiểm toán.",
    ),
    JobPosting(
        id="TTD-2026-011",
        title="Kế toán thuế",
        department_id="PB-KT",
        headcount=1,
        opened_on=D(2026, 3, 23),
        deadline=D(2026, 5, 8),
        location="Hà Nội",
        salary_min_vnd=13_000_000,
        salary_max_vnd=18_000_000,
        required_degree=Degree.BACHELOR,
        min_experience_years=2,
        recruiter_id="NV000044",
        hiring_panel=PANEL_KTT,
        stages=NO_TEST,
        status=PostingStatus.PAUSED,
        description="Kê khai thuế GTGT, TNCN, TNDN; quản lý hoá đơn điện tử. Tạm dừng từ 14/04 chờ Kế toán trưởng rà soát định biên.",
    ),
    JobPosting(
        id="TTD-2026-012",
        title="Chuyên viên Marketing",
        department_id="PB-MKT",
        headcount=1,
        opened_on=D(2026, 3, 5),
        deadline=D(2026, 4, 25),
        location="Hà Nội",
        salary_min_vnd=14_000_000,
        salary_max_vnd=17_000_000,
        required_degree=Degree.BACHELOR,
        min_experience_years=2,
        recruiter_id="NV000042",
        hiring_panel=PANEL_MKT,
        stages=NO_TEST,
        description="Lập kế hoạch và triển khai chiến dịch marketing B2B, quản lý ngân sách quảng cáo, sự kiện.",
    ),
    JobPosting(
        id="TTD-2026-013",
        title="Nhân viên kinh doanh",
        department_id="PB-KDHCM",
        headcount=3,
        opened_on=D(2026, 3, 12),
        deadline=D(2026, 5, 31),
        location="TP.HCM",
        salary_min_vnd=10_000_000,
        salary_max_vnd=15_000_000,
        required_degree=Degree.COLLEGE,
        min_experience_years=1,
        recruiter_id="NV000044",
        hiring_panel=PANEL_KD,
        stages=NO_TEST,
        description="Tìm kiếm và chăm sóc khách hàng doanh nghiệp khu vực phía Nam; lương cứng + hoa hồng.",
    ),
    JobPosting(
        id="TTD-2026-014",
        title="Chuyên viên Chăm sóc khách hàng (Đà Nẵng)",
        department_id="PB-CSKH",
        headcount=2,
        opened_on=D(2026, 3, 20),
        deadline=D(2026, 5, 20),
        location="Đà Nẵng",
        salary_min_vnd=9_000_000,
        salary_max_vnd=12_000_000,
        required_degree=Degree.VOCATIONAL,
        recruiter_id="NV000044",
        hiring_panel=PANEL_CSKH,
        stages=ONE_ROUND,
        description="Tiếp nhận và xử lý yêu cầu của khách hàng qua tổng đài, email, chat.",
    ),
    JobPosting(
        id="TTD-2026-015",
        title="Kỹ sư DevOps",
        department_id="PB-CN",
        headcount=1,
        opened_on=D(2026, 4, 14),
        deadline=D(2026, 6, 15),
        location="Hà Nội",
        salary_min_vnd=25_000_000,
        salary_max_vnd=40_000_000,
        required_degree=Degree.BACHELOR,
        min_experience_years=3,
        recruiter_id="NV000042",
        hiring_panel=["NV000050", "NV000056"],
        stages=FULL,
        status=PostingStatus.DRAFT,
        description="Vận hành hạ tầng Kubernetes, CI/CD, giám sát hệ thống. (Bản nháp, chưa đăng.)",
    ),
    JobPosting(
        id="TTD-2025-041",
        title="Nhân viên Chăm sóc khách hàng (Đà Nẵng)",
        department_id="PB-CSKH",
        headcount=1,
        opened_on=D(2025, 10, 6),
        deadline=D(2025, 11, 15),
        location="Đà Nẵng",
        salary_min_vnd=8_000_000,
        salary_max_vnd=10_000_000,
        required_degree=Degree.VOCATIONAL,
        recruiter_id="NV000044",
        hiring_panel=PANEL_CSKH,
        stages=ONE_ROUND,
        status=PostingStatus.CLOSED,
        description="Đã tuyển đủ: Võ Văn Lợi nhận việc 01/12/2025.",
    ),
]

_POSTING_BY_ID = {p.id: p for p in POSTINGS}

# Province codes of the CCCD (first three digits) and a home address in that province.
_PROVINCES = {
    "HN": ("001", "TP Hà Nội"),
    "HCM": ("079", "TP Hồ Chí Minh"),
    "DN": ("048", "TP Đà Nẵng"),
    "TH": ("038", "tỉnh Thanh Hoá"),
    "NA": ("040", "tỉnh Nghệ An"),
    "NB": ("037", "tỉnh Ninh Bình"),
    "HP": ("031", "TP Hải Phòng"),
    "BN": ("027", "tỉnh Bắc Ninh"),
    "HY": ("033", "tỉnh Hưng Yên"),
    "PT": ("025", "tỉnh Phú Thọ"),
    "HUE": ("046", "TP Huế"),
    "QT": ("044", "tỉnh Quảng Trị"),
    "DNAI": ("075", "tỉnh Đồng Nai"),
    "CT": ("092", "TP Cần Thơ"),
    "GL": ("052", "tỉnh Gia Lai"),
    "QN": ("022", "tỉnh Quảng Ninh"),
}


def _national_id(province: str, gender: Gender, birth: dt.date, serial: int) -> str:
    """A 12-digit CCCD: province code, gender/century digit, birth year, 6-digit serial."""
    code = _PROVINCES[province][0]
    century = 0 if birth.year < 2000 else 2
    g = century + (1 if gender is Gender.FEMALE else 0)
    return f"{code}{g}{birth.year % 100:02d}{(serial * 7919 + 104729) % 1_000_000:06d}"


def _history(
    posting: JobPosting,
    applied_on: dt.date,
    stage: Stage,
    since: dt.date,
    status: CandidateStatus,
    closed_on: dt.date | None,
    reason: str,
) -> list[StageEvent]:
    """Stage events from Ứng tuyển to ``stage`` (reached on ``since``), then a status change."""
    path = posting.stages[: posting.stages.index(stage) + 1]
    events = [StageEvent(on=applied_on, stage=S.APPLIED, note="Nộp hồ sơ")]
    steps = len(path) - 1
    span = (since - applied_on).days
    recruiter = posting.recruiter_id
    for i, st in enumerate(path[1:], start=1):
        on = applied_on + dt.timedelta(days=round(span * i / steps))
        events.append(StageEvent(on=on, stage=st, by_id=recruiter))
    if status is not CandidateStatus.ACTIVE:
        events.append(
            StageEvent(
                on=closed_on or since, stage=stage, status=status, by_id=recruiter, note=reason
            )
        )
    return events


def _cand(
    id: str,
    name: str,
    gender: str,
    birth: dt.date,
    email: str,
    phone: str,
    source: Source,
    posting_id: str,
    applied: dt.date,
    stage: Stage,
    since: dt.date,
    education: Degree,
    school: str,
    major: str,
    years: float,
    last_company: str | None,
    skills: list[str],
    expected: int | None,
    summary: str,
    province: str,
    address: str,
    status: CandidateStatus = CandidateStatus.ACTIVE,
    reason: str = "",
    closed_on: dt.date | None = None,
    referrer_id: str | None = None,
) -> Candidate:
    g = Gender.MALE if gender == "M" else Gender.FEMALE
    posting = _POSTING_BY_ID[posting_id]
    return Candidate(
        id=id,
        full_name=name,
        gender=g,
        birth_date=birth,
        email=email,
        phone=phone.replace(" ", ""),
        source=source,
        referrer_id=referrer_id,
        posting_id=posting_id,
        applied_on=applied,
        stage=stage,
        status=status,
        reject_reason=reason if status is CandidateStatus.REJECTED else "",
        history=_history(posting, applied, stage, since, status, closed_on, reason),
        education=education,
        school=school,
        major=major,
        years_experience=float(years),
        last_company=last_company,
        skills=skills,
        expected_salary_vnd=expected,
        cv_summary=summary,
        national_id=_national_id(province, g, birth, int(id[-4:]) + 13 * birth.day),
        home_address=f"{address}, {_PROVINCES[province][1]}",
    )


A = CandidateStatus
DH, CD, TC = Degree.BACHELOR, Degree.COLLEGE, Degree.VOCATIONAL


# fmt: off
def _candidates() -> list[Candidate]:
    return [
        # --- TTD-2026-008 Lập trình viên Backend -------------------------------------------
        _cand("UV-2026-0405", "Nguyễn Đức Anh", "M", D(1995, 8, 2), "ducanh.nguyen95@gmail.com", "0983 220 417", Source.TOPCV, "TTD-2026-008", D(2026, 3, 4), S.INTERVIEW_2, D(2026, 4, 8), DH, "Đại học Bách khoa Hà Nội", "Khoa học máy tính", 5, "Công ty Cổ phần FPT Software", ["Java", "Spring Boot", "PostgreSQL", "Kafka", "Docker"], 32_000_000, "5 năm phát triển backend Java cho hệ thống ngân hàng; từng dẫn nhóm 4 người chuyển kiến trúc monolith sang microservices.", "HN", "Số 15 ngõ 102 Trường Chinh, phường Kim Liên"),
        _cand("UV-2026-0409", "Lê Văn Thành", "M", D(1998, 1, 17), "thanhle.dev@gmail.com", "0912 703 558", Source.VIETNAMWORKS, "TTD-2026-008", D(2026, 3, 6), S.TEST, D(2026, 3, 16), DH, "Đại học Công nghệ – ĐHQG Hà Nội", "Công nghệ thông tin", 2, "Công ty TNHH Phần mềm Nhật Minh", ["Java", "MySQL", "REST API"], 22_000_000, "2 năm lập trình Java web (Spring MVC), chủ yếu bảo trì hệ thống nội bộ.", "NB", "Thôn Đông, xã Nghĩa Hưng", status=A.REJECTED, reason="Bài thi tuyển đạt 4/10 điểm, chưa đạt yêu cầu", closed_on=D(2026, 3, 20)),
        _cand("UV-2026-0412", "Trần Minh Khoa", "M", D(1997, 3, 21), "khoa.tranminh97@gmail.com", "0987 112 334", Source.ITVIEC, "TTD-2026-008", D(2026, 3, 10), S.INTERVIEW_1, D(2026, 4, 2), DH, "Đại học Bách khoa Hà Nội", "Kỹ thuật phần mềm", 4, "Công ty Cổ phần Giao hàng Tiết kiệm", ["Java", "Spring Boot", "Redis", "PostgreSQL", "Microservices"], 30_000_000, "4 năm backend Java cho hệ thống logistics tải cao (5 triệu đơn/ngày); thành thạo Spring Boot, Redis, tối ưu truy vấn.", "HN", "Số 8 ngõ 35 Khương Hạ, phường Khương Đình"),
        _cand("UV-2026-0415", "Bùi Thanh Tùng", "M", D(1996, 10, 9), "tungbt.work@gmail.com", "0365 480 921", Source.REFERRAL, "TTD-2026-008", D(2026, 3, 12), S.INTERVIEW_1, D(2026, 4, 3), DH, "Học viện Công nghệ Bưu chính Viễn thông", "Công nghệ thông tin", 3, "Công ty TNHH Giải pháp Số Việt Tiến", ["Java", "Spring Boot", "MongoDB"], 28_000_000, "3 năm backend; mạnh về MongoDB, chưa có kinh nghiệm hệ thống phân tán.", "BN", "Số 21 đường Lý Thái Tổ, phường Kinh Bắc", referrer_id="NV000053"),
        _cand("UV-2026-0418", "Phạm Hoàng Nam", "M", D(1999, 5, 30), "namph.1999@gmail.com", "0398 661 245", Source.LINKEDIN, "TTD-2026-008", D(2026, 3, 17), S.INTERVIEW_1, D(2026, 4, 14), DH, "Đại học Công nghệ – ĐHQG Hà Nội", "Khoa học máy tính", 3, "Công ty Cổ phần VNPay", ["Java", "Go", "gRPC", "PostgreSQL"], 27_000_000, "3 năm backend thanh toán; Java và Go, quen gRPC, Kubernetes cơ bản.", "HN", "Số 4 ngõ 58 Nguyễn Khánh Toàn, phường Nghĩa Đô"),
        _cand("UV-2026-0421", "Vũ Thị Hồng Nhung", "F", D(1998, 12, 3), "hongnhung.vt@gmail.com", "0946 302 887", Source.ITVIEC, "TTD-2026-008", D(2026, 3, 24), S.INTERVIEW_1, D(2026, 4, 14), DH, "Đại học Kinh tế Quốc dân", "Hệ thống thông tin quản lý", 2, "Công ty Cổ phần Misoft", ["Java", "Spring Boot", "Oracle"], 23_000_000, "2 năm phát triển phần mềm ERP trên Java/Oracle.", "HY", "Số 12 phố Bạch Đằng, phường Phố Hiến"),
        _cand("UV-2026-0426", "Đặng Quốc Bảo", "M", D(2000, 7, 14), "quocbao.dang2000@gmail.com", "0862 514 703", Source.TOPCV, "TTD-2026-008", D(2026, 4, 2), S.SCREENING, D(2026, 4, 6), DH, "Đại học FPT", "Kỹ thuật phần mềm", 2, "Công ty TNHH Rikkeisoft", ["Java", "Kotlin", "MySQL"], 20_000_000, "2 năm outsource dự án Nhật, Java/Kotlin; tiếng Nhật N3.", "HP", "Số 45 Lạch Tray, phường Gia Viên"),
        _cand("UV-2026-0433", "Hoàng Minh Tuấn", "M", D(1994, 4, 25), "tuanhm.it@gmail.com", "0915 876 210", Source.WEBSITE, "TTD-2026-008", D(2026, 4, 11), S.APPLIED, D(2026, 4, 11), DH, "Đại học Bách khoa Hà Nội", "Kỹ thuật máy tính", 7, "Ngân hàng TMCP Kỹ thương Việt Nam", ["Java", "Spring Cloud", "Oracle", "Kafka", "AWS"], 38_000_000, "7 năm backend ngân hàng lõi; kiến trúc sư giải pháp 2 năm gần nhất.", "HN", "Số 9 ngõ 1 Trần Quý Kiên, phường Cầu Giấy"),
        _cand("UV-2026-0438", "Ngô Văn Khải", "M", D(2001, 2, 19), "khaingo.2001@gmail.com", "0337 905 164", Source.FACEBOOK, "TTD-2026-008", D(2026, 4, 13), S.SCREENING, D(2026, 4, 14), CD, "Cao đẳng FPT Polytechnic", "Lập trình máy tính", 1, "Công ty TNHH Công nghệ Lạc Việt", ["PHP", "Laravel", "MySQL"], 15_000_000, "1 năm lập trình PHP/Laravel; đang chuyển sang Java.", "PT", "Tổ 3, phường Việt Trì", status=A.POOL, reason="Chưa đủ kinh nghiệm Java, lưu kho cho vị trí Junior", closed_on=D(2026, 4, 15)),
        # --- TTD-2026-009 Kiểm thử viên --------------------------------------------------------
        _cand("UV-2026-0407", "Lê Hải Yến", "F", D(2002, 9, 8), "haiyen.le0908@gmail.com", "0382 447 196", Source.TOPCV, "TTD-2026-009", D(2026, 3, 10), S.SCREENING, D(2026, 3, 12), CD, "Cao đẳng Công nghệ Bách khoa Hà Nội", "Công nghệ thông tin", 0.5, None, ["Kiểm thử thủ công", "Excel"], 9_000_000, "Mới tốt nghiệp, 6 tháng thực tập kiểm thử.", "NA", "Xóm 5, xã Diễn Châu", status=A.REJECTED, reason="Chưa đủ 1 năm kinh nghiệm kiểm thử", closed_on=D(2026, 3, 13)),
        _cand("UV-2026-0411", "Nguyễn Thị Thanh Hằng", "F", D(1997, 6, 16), "thanhhang.qa@gmail.com", "0904 118 675", Source.ITVIEC, "TTD-2026-009", D(2026, 3, 11), S.INTERVIEW_2, D(2026, 4, 9), DH, "Đại học Thủy lợi", "Công nghệ thông tin", 4, "Công ty Cổ phần MISA", ["Selenium", "Playwright", "Postman", "ISTQB Foundation"], 19_000_000, "4 năm kiểm thử phần mềm doanh nghiệp; viết kịch bản tự động bằng Playwright, có chứng chỉ ISTQB.", "HN", "Số 27 ngõ 165 Chùa Bộc, phường Kim Liên"),
        _cand("UV-2026-0420", "Trần Minh Khoa", "M", D(2000, 11, 5), "tranminhkhoa.qa@gmail.com", "0356 908 112", Source.TOPCV, "TTD-2026-009", D(2026, 3, 19), S.INTERVIEW_1, D(2026, 4, 10), CD, "Cao đẳng Công nghệ Bách khoa Hà Nội", "Kiểm thử phần mềm", 2, "Công ty TNHH Công nghệ Sao Bắc Đẩu", ["Kiểm thử thủ công", "Postman", "SQL", "Jira"], 14_000_000, "2 năm kiểm thử thủ công ứng dụng di động, viết test case và báo cáo lỗi trên Jira.", "NB", "Số 6 đường Trần Hưng Đạo, phường Hoa Lư"),
        _cand("UV-2026-0423", "Đỗ Minh Châu", "F", D(1999, 3, 27), "minhchau.do@gmail.com", "0393 215 640", Source.CAREERVIET, "TTD-2026-009", D(2026, 3, 26), S.TEST, D(2026, 4, 13), DH, "Đại học Mở Hà Nội", "Công nghệ thông tin", 2, "Công ty Cổ phần Công nghệ Sapo", ["Kiểm thử API", "Postman", "JMeter"], 16_000_000, "2 năm kiểm thử API và hiệu năng cho nền tảng bán hàng.", "HN", "Số 3 ngõ 99 Định Công Hạ, phường Định Công"),
        _cand("UV-2026-0429", "Phan Văn Quyết", "M", D(1996, 12, 11), "quyetphan.test@gmail.com", "0978 330 264", Source.LINKEDIN, "TTD-2026-009", D(2026, 4, 6), S.SCREENING, D(2026, 4, 8), CD, "Cao đẳng Kỹ thuật Công nghệ Bách khoa", "Công nghệ thông tin", 3, "Công ty TNHH Phần mềm Hài Hòa", ["Kiểm thử thủ công", "Appium"], 15_000_000, "3 năm kiểm thử ứng dụng di động, bắt đầu tự động hoá với Appium.", "HP", "Số 88 Văn Cao, phường Gia Viên"),
        _cand("UV-2026-0435", "Trịnh Thu Trang", "F", D(2001, 8, 22), "thutrang.trinh01@gmail.com", "0869 772 045", Source.FACEBOOK, "TTD-2026-009", D(2026, 4, 12), S.APPLIED, D(2026, 4, 12), DH, "Học viện Kỹ thuật Mật mã", "An toàn thông tin", 1, "Công ty Cổ phần An ninh mạng Việt Nam", ["Kiểm thử bảo mật", "Burp Suite"], 13_000_000, "1 năm kiểm thử bảo mật ứng dụng web.", "TH", "Khu phố 2, phường Hạc Thành"),
        # --- TTD-2026-010 Kế toán tổng hợp ------------------------------------------------------
        _cand("UV-2026-0402", "Nguyễn Thị Mai Anh", "F", D(1992, 4, 13), "maianh.nguyen92@gmail.com", "0912 658 304", Source.VIETNAMWORKS, "TTD-2026-010", D(2026, 3, 18), S.INTERVIEW_1, D(2026, 4, 8), DH, "Học viện Tài chính", "Kế toán", 8, "Công ty TNHH Kiểm toán và Tư vấn A&C", ["Lập BCTC", "Quyết toán thuế TNDN", "MISA SME", "Excel nâng cao"], 21_000_000, "8 năm kế toán, 3 năm kế toán tổng hợp doanh nghiệp thương mại; có chứng chỉ kế toán trưởng.", "HN", "Số 17 ngõ 68 Cầu Giấy, phường Cầu Giấy"),
        _cand("UV-2026-0406", "Trần Văn Hưng", "M", D(1994, 7, 28), "hungtv.ketoan@gmail.com", "0977 405 119", Source.TOPCV, "TTD-2026-010", D(2026, 3, 20), S.TEST, D(2026, 3, 30), DH, "Đại học Thương mại", "Kế toán", 5, "Công ty Cổ phần Xây dựng Hòa Bình Xanh", ["Kế toán công nợ", "MISA SME"], 17_000_000, "5 năm kế toán công nợ và kho, chưa trực tiếp lập BCTC.", "HY", "Thôn Phú Mỹ, xã Văn Giang", status=A.REJECTED, reason="Bài thi nghiệp vụ 5/10 điểm, yếu phần lập BCTC", closed_on=D(2026, 4, 2)),
        _cand("UV-2026-0410", "Lê Thị Thu Hà", "F", D(1993, 11, 2), "thuha.le1193@gmail.com", "0904 227 863", Source.CAREERVIET, "TTD-2026-010", D(2026, 3, 24), S.INTERVIEW_1, D(2026, 4, 13), DH, "Đại học Kinh tế Quốc dân", "Kế toán – Kiểm toán", 7, "Công ty TNHH Thương mại và Dịch vụ An Phát", ["Lập BCTC", "Kê khai thuế", "Fast Accounting", "Excel"], 20_000_000, "7 năm kế toán, 4 năm kế toán tổng hợp tại công ty thương mại; thành thạo Fast, MISA.", "HN", "Số 40 ngõ 191 Lạc Long Quân, phường Nghĩa Đô"),
        _cand("UV-2026-0414", "Phạm Minh Đức", "M", D(1990, 1, 9), "ducpm.acc@gmail.com", "0936 401 728", Source.LINKEDIN, "TTD-2026-010", D(2026, 3, 27), S.SCREENING, D(2026, 3, 31), DH, "Học viện Tài chính", "Tài chính doanh nghiệp", 10, "Công ty Cổ phần Đầu tư Sao Việt", ["Lập BCTC", "Báo cáo quản trị", "SAP"], 30_000_000, "10 năm kế toán – tài chính, hiện là kế toán trưởng; mức lương mong muốn vượt khung.", "NB", "Số 5 đường Lê Hồng Phong, phường Nam Định", status=A.POOL, reason="Vượt khung lương, lưu kho cho vị trí Kế toán trưởng chi nhánh", closed_on=D(2026, 4, 1)),
        _cand("UV-2026-0417", "Hoàng Thị Ngọc Ánh", "F", D(1995, 5, 5), "ngocanh.hoang@gmail.com", "0985 344 902", Source.TOPCV, "TTD-2026-010", D(2026, 3, 31), S.TEST, D(2026, 4, 9), DH, "Đại học Thương mại", "Kế toán", 6, "Công ty Cổ phần Dược phẩm Bình Minh", ["Lập BCTC", "Kê khai thuế", "MISA SME"], 19_000_000, "6 năm kế toán doanh nghiệp sản xuất dược; kinh nghiệm tính giá thành.", "BN", "Số 11 đường Nguyễn Gia Thiều, phường Kinh Bắc"),
        _cand("UV-2026-0422", "Vũ Thị Hương", "F", D(1996, 9, 19), "huongvu.kt@gmail.com", "0388 905 231", Source.VIETNAMWORKS, "TTD-2026-010", D(2026, 4, 3), S.SCREENING, D(2026, 4, 7), DH, "Đại học Lao động – Xã hội", "Kế toán", 4, "Công ty TNHH MTV Xây dựng Hoàng Long", ["Kế toán công trình", "Kê khai thuế", "MISA SME"], 16_000_000, "4 năm kế toán công trình xây dựng, quen kê khai thuế GTGT.", "TH", "Số 22 phố Lê Lai, phường Hạc Thành"),
        _cand("UV-2026-0427", "Đặng Văn Toàn", "M", D(1991, 12, 24), "toandv.ketoan@gmail.com", "0917 562 048", Source.CAREERVIET, "TTD-2026-010", D(2026, 4, 7), S.APPLIED, D(2026, 4, 7), DH, "Đại học Kinh tế Quốc dân", "Kế toán", 9, "Công ty Cổ phần Logistics Hải Đăng", ["Lập BCTC", "Hợp nhất báo cáo", "Kiểm soát nội bộ"], 22_000_000, "9 năm kế toán, 5 năm kế toán tổng hợp tập đoàn logistics; làm việc với kiểm toán Big4.", "HN", "Số 31 ngõ 12 Đào Tấn, phường Ngọc Hà"),
        _cand("UV-2026-0431", "Ngô Thị Phương Thảo", "F", D(1997, 2, 3), "phuongthao.ngo97@gmail.com", "0979 820 516", Source.TOPCV, "TTD-2026-010", D(2026, 4, 10), S.APPLIED, D(2026, 4, 10), DH, "Học viện Ngân hàng", "Kế toán", 3, "Công ty TNHH Kiểm toán Deloitte Việt Nam", ["Kiểm toán BCTC", "IFRS", "Excel nâng cao"], 18_000_000, "3 năm trợ lý kiểm toán Big4, muốn chuyển sang kế toán doanh nghiệp.", "QN", "Tổ 5, phường Hạ Long"),
        _cand("UV-2026-0436", "Bùi Quang Huy", "M", D(1993, 6, 30), "quanghuy.bui93@gmail.com", "0943 117 659", Source.REFERRAL, "TTD-2026-010", D(2026, 4, 13), S.APPLIED, D(2026, 4, 13), DH, "Đại học Thương mại", "Kế toán doanh nghiệp", 6, "Công ty Cổ phần Thép Đông Á", ["Lập BCTC", "Tính giá thành", "SAP B1"], 20_000_000, "6 năm kế toán doanh nghiệp sản xuất thép, 2 năm kế toán tổng hợp.", "HP", "Số 9 Trần Nguyên Hãn, phường Lê Chân", referrer_id="NV000034"),
        _cand("UV-2026-0440", "Nguyễn Thu Hằng", "F", D(1998, 10, 15), "thuhang.nguyen98@gmail.com", "0335 684 920", Source.WEBSITE, "TTD-2026-010", D(2026, 4, 15), S.APPLIED, D(2026, 4, 15), DH, "Học viện Tài chính", "Kế toán", 3, "Công ty TNHH Hoàng Gia Phát", ["Kê khai thuế", "MISA SME", "Hoá đơn điện tử"], 16_000_000, "3 năm kế toán thuế và kế toán tổng hợp tại doanh nghiệp nhỏ.", "HN", "Số 6 ngõ 32 Đỗ Đức Dục, phường Từ Liêm"),
        # --- TTD-2026-011 Kế toán thuế (tạm dừng) ----------------------------------------------
        _cand("UV-2026-0413", "Cao Thị Thu Trang", "F", D(1997, 7, 7), "thutrang.cao@gmail.com", "0962 713 405", Source.TOPCV, "TTD-2026-011", D(2026, 3, 26), S.SCREENING, D(2026, 3, 30), CD, "Cao đẳng Tài chính – Hải quan", "Kế toán", 1, None, ["Kê khai thuế", "Excel"], 12_000_000, "1 năm kế toán viên, chưa làm quyết toán thuế.", "NA", "Số 14 đường Lê Lợi, phường Vinh Hưng", status=A.REJECTED, reason="Chưa đủ 2 năm kinh nghiệm thuế", closed_on=D(2026, 3, 31)),
        _cand("UV-2026-0419", "Lý Thị Kim Ngân", "F", D(1995, 1, 28), "kimngan.ly@gmail.com", "0907 226 381", Source.VIETNAMWORKS, "TTD-2026-011", D(2026, 4, 1), S.INTERVIEW_1, D(2026, 4, 9), DH, "Đại học Kinh tế Quốc dân", "Thuế", 5, "Công ty TNHH Tư vấn Thuế Việt Luật", ["Quyết toán thuế TNDN", "Thuế TNCN", "Hoá đơn điện tử"], 17_000_000, "5 năm tư vấn và kê khai thuế cho doanh nghiệp vừa và nhỏ.", "HN", "Số 18 ngõ 4 Phương Mai, phường Kim Liên"),
        _cand("UV-2026-0428", "Trần Thị Mỹ Linh", "F", D(1998, 4, 4), "mylinh.tran98@gmail.com", "0356 210 794", Source.CAREERVIET, "TTD-2026-011", D(2026, 4, 8), S.SCREENING, D(2026, 4, 10), DH, "Học viện Tài chính", "Thuế", 3, "Công ty Cổ phần Hoàng Gia", ["Kê khai thuế GTGT", "MISA SME"], 14_000_000, "3 năm kế toán thuế doanh nghiệp thương mại.", "HY", "Thôn Đào Xá, xã Ân Thi"),
        _cand("UV-2026-0434", "Nguyễn Văn Quang", "M", D(1994, 10, 21), "quangnv.tax@gmail.com", "0919 447 236", Source.TOPCV, "TTD-2026-011", D(2026, 4, 14), S.APPLIED, D(2026, 4, 14), DH, "Đại học Kinh tế Quốc dân", "Kế toán", 6, "Công ty Cổ phần Dịch vụ Kế toán Thuế Hà Thành", ["Kê khai thuế", "Quyết toán thuế TNCN", "Lập BCTC"], 18_000_000, "6 năm dịch vụ kế toán thuế trọn gói cho hơn 30 doanh nghiệp.", "HN", "Số 2 ngõ 75 Hồ Tùng Mậu, phường Phú Diễn"),
        # --- TTD-2026-012 Chuyên viên Marketing -------------------------------------------------
        _cand("UV-2026-0403", "Lê Thu Trang", "F", D(1998, 6, 12), "lethutrang.mkt@gmail.com", "0904 556 781", Source.VIETNAMWORKS, "TTD-2026-012", D(2026, 3, 9), S.OFFER, D(2026, 4, 10), DH, "Đại học Ngoại thương", "Marketing", 4, "Công ty Cổ phần Truyền thông Đất Việt", ["Digital marketing", "Google Ads", "Facebook Ads", "Tổ chức sự kiện", "B2B marketing"], 18_000_000, "4 năm marketing B2B: lập kế hoạch và chạy chiến dịch đa kênh, quản lý ngân sách quảng cáo 500 triệu/quý.", "HN", "Số 23 ngõ 80 Chùa Láng, phường Láng"),
        _cand("UV-2026-0408", "Nguyễn Hải Đăng", "M", D(1996, 2, 14), "haidang.mkt@gmail.com", "0973 802 615", Source.LINKEDIN, "TTD-2026-012", D(2026, 3, 11), S.INTERVIEW_2, D(2026, 4, 9), DH, "Đại học Kinh tế Quốc dân", "Quản trị marketing", 5, "Công ty TNHH Quảng cáo Sao Mai", ["Content marketing", "SEO", "Google Analytics"], 17_000_000, "5 năm content và SEO cho các thương hiệu công nghệ.", "HN", "Số 7 ngõ 29 Láng Hạ, phường Giảng Võ"),
        _cand("UV-2026-0416", "Mai Phương Linh", "F", D(1997, 9, 1), "phuonglinh.mai@gmail.com", "0388 115 902", Source.TOPCV, "TTD-2026-012", D(2026, 3, 13), S.INTERVIEW_1, D(2026, 3, 27), DH, "Học viện Báo chí và Tuyên truyền", "Quan hệ công chúng", 3, "Công ty Cổ phần Truyền thông Việt Nam Xanh", ["PR", "Tổ chức sự kiện", "Content"], 16_000_000, "3 năm PR và tổ chức sự kiện.", "PT", "Số 19 đường Hùng Vương, phường Việt Trì", status=A.DECLINED, reason="Ứng viên đã nhận việc ở công ty khác", closed_on=D(2026, 4, 3)),
        _cand("UV-2026-0424", "Trương Ngọc Hân", "F", D(1999, 12, 20), "ngochan.truong@gmail.com", "0327 640 583", Source.FACEBOOK, "TTD-2026-012", D(2026, 3, 30), S.INTERVIEW_1, D(2026, 4, 8), DH, "Đại học Thương mại", "Marketing", 2, "Công ty TNHH Mỹ phẩm Hương Sen", ["Facebook Ads", "TikTok", "Canva"], 14_000_000, "2 năm marketing mạng xã hội cho thương hiệu mỹ phẩm.", "HN", "Số 3 ngõ 56 Nguyễn Chí Thanh, phường Láng"),
        _cand("UV-2026-0430", "Phạm Thị Thanh Trúc", "F", D(2000, 5, 18), "thanhtruc.pham@gmail.com", "0961 337 480", Source.WEBSITE, "TTD-2026-012", D(2026, 4, 9), S.APPLIED, D(2026, 4, 9), DH, "Đại học Ngoại thương", "Kinh doanh quốc tế", 2, "Công ty Cổ phần Thương mại điện tử Tiki", ["Marketing thương mại điện tử", "Email marketing"], 15_000_000, "2 năm marketing trên sàn thương mại điện tử.", "HUE", "Số 41 đường Lê Lợi, phường Thuận Hoá"),
        _cand("UV-2026-0437", "Đỗ Hoàng Yến", "F", D(1998, 3, 9), "hoangyen.do98@gmail.com", "0395 208 764", Source.FACEBOOK, "TTD-2026-012", D(2026, 4, 14), S.APPLIED, D(2026, 4, 14), DH, "Học viện Báo chí và Tuyên truyền", "Quảng cáo", 3, "Công ty TNHH Truyền thông Ánh Dương", ["Brand marketing", "Tổ chức sự kiện"], 16_000_000, "3 năm brand marketing và sự kiện.", "HN", "Số 10 phố Thái Hà, phường Đống Đa"),
        # --- TTD-2026-013 Nhân viên kinh doanh (TP.HCM) -----------------------------------------
        _cand("UV-2026-0401", "Phan Minh Tâm", "M", D(1998, 8, 8), "minhtam.phan98@gmail.com", "0909 514 236", Source.TOPCV, "TTD-2026-013", D(2026, 3, 13), S.OFFER, D(2026, 4, 7), CD, "Cao đẳng Kinh tế Đối ngoại", "Quản trị kinh doanh", 3, "Công ty Cổ phần Viễn thông FPT", ["Bán hàng B2B", "CRM", "Đàm phán"], 12_000_000, "3 năm bán dịch vụ viễn thông cho doanh nghiệp, vượt chỉ tiêu 4 quý liên tiếp.", "HCM", "Số 120 Lê Văn Sỹ, phường Nhiêu Lộc"),
        _cand("UV-2026-0404", "Huỳnh Tấn Phát", "M", D(1997, 4, 1), "tanphat.huynh@gmail.com", "0938 612 405", Source.VIETNAMWORKS, "TTD-2026-013", D(2026, 3, 14), S.OFFER, D(2026, 4, 10), DH, "Đại học Kinh tế TP.HCM", "Marketing", 4, "Công ty TNHH Phần mềm Nhân Hoà", ["Bán phần mềm doanh nghiệp", "Đàm phán", "Thuyết trình"], 14_000_000, "4 năm bán phần mềm quản trị cho doanh nghiệp vừa và nhỏ khu vực phía Nam.", "HCM", "Số 56 Nguyễn Thị Minh Khai, phường Bàn Cờ"),
        _cand("UV-2026-0425", "Lê Hoàng Phúc", "M", D(1999, 10, 28), "hoangphuc.le99@gmail.com", "0786 903 115", Source.CAREERVIET, "TTD-2026-013", D(2026, 3, 31), S.INTERVIEW_1, D(2026, 4, 13), CD, "Cao đẳng Công Thương TP.HCM", "Quản trị kinh doanh", 2, "Công ty TNHH Thương mại Thành Đạt", ["Bán hàng", "Chăm sóc khách hàng"], 11_000_000, "2 năm bán hàng thiết bị văn phòng.", "DNAI", "Số 25 đường Phạm Văn Thuận, phường Tam Hiệp"),
        _cand("UV-2026-0432", "Nguyễn Thị Bảo Ngọc", "F", D(1998, 2, 25), "baongoc.nguyen@gmail.com", "0703 118 542", Source.TOPCV, "TTD-2026-013", D(2026, 4, 3), S.INTERVIEW_1, D(2026, 4, 10), DH, "Đại học Tôn Đức Thắng", "Quản trị kinh doanh", 3, "Công ty Cổ phần Giải pháp Số Việt Tiến", ["Bán hàng B2B", "Telesales", "CRM"], 13_000_000, "3 năm telesales và bán hàng B2B phần mềm.", "HCM", "Số 14 Trần Não, phường An Khánh"),
        _cand("UV-2026-0439", "Võ Thành Nhân", "M", D(2000, 6, 6), "thanhnhan.vo@gmail.com", "0767 240 389", Source.FACEBOOK, "TTD-2026-013", D(2026, 4, 14), S.SCREENING, D(2026, 4, 15), CD, "Cao đẳng Kinh tế TP.HCM", "Kinh doanh thương mại", 1, "Cửa hàng điện máy Nguyễn Kim", ["Bán lẻ", "Tư vấn khách hàng"], 10_000_000, "1 năm tư vấn bán lẻ điện máy.", "CT", "Số 8 đường 30/4, phường Ninh Kiều"),
        _cand("UV-2026-0441", "Trần Quốc Huy", "M", D(1996, 11, 30), "quochuy.tran96@gmail.com", "0908 775 132", Source.LINKEDIN, "TTD-2026-013", D(2026, 4, 15), S.APPLIED, D(2026, 4, 15), DH, "Đại học Ngân hàng TP.HCM", "Tài chính", 4, "Ngân hàng TMCP Á Châu", ["Bán hàng B2B", "Tư vấn tài chính"], 15_000_000, "4 năm chuyên viên khách hàng doanh nghiệp ngân hàng.", "HCM", "Số 201 Nguyễn Văn Trỗi, phường Phú Nhuận"),
        _cand("UV-2026-0447", "Đinh Công Mạnh", "M", D(1997, 7, 19), "congmanh.dinh@gmail.com", "0776 431 908", Source.TOPCV, "TTD-2026-013", D(2026, 3, 25), S.INTERVIEW_1, D(2026, 4, 6), CD, "Cao đẳng Kinh tế Đối ngoại", "Kinh doanh quốc tế", 2, "Công ty TNHH Thiết bị Y tế Phương Đông", ["Bán hàng", "Chăm sóc khách hàng"], 12_000_000, "2 năm bán thiết bị y tế cho phòng khám.", "HCM", "Số 77 Lũy Bán Bích, phường Tân Phú"),
        # --- TTD-2026-014 Chuyên viên CSKH (Đà Nẵng) --------------------------------------------
        _cand("UV-2026-0442", "Hồ Thị Mỹ Duyên", "F", D(2001, 4, 2), "myduyen.ho01@gmail.com", "0905 662 318", Source.TOPCV, "TTD-2026-014", D(2026, 3, 23), S.INTERVIEW_1, D(2026, 4, 13), CD, "Cao đẳng Kinh tế – Kế hoạch Đà Nẵng", "Quản trị văn phòng", 2, "Công ty Cổ phần Viễn thông FPT – Chi nhánh Đà Nẵng", ["Tổng đài", "Xử lý khiếu nại", "CRM"], 10_000_000, "2 năm tổng đài viên chăm sóc khách hàng.", "DN", "Số 12 Núi Thành, phường Hòa Cường"),
        _cand("UV-2026-0443", "Nguyễn Văn Dũng", "M", D(1999, 9, 15), "dungnv.dn99@gmail.com", "0935 407 216", Source.FACEBOOK, "TTD-2026-014", D(2026, 3, 27), S.SCREENING, D(2026, 4, 1), TC, "Trường Trung cấp Nghề Đà Nẵng", "Quản trị kinh doanh", 3, "Siêu thị Điện máy Xanh Đà Nẵng", ["Tư vấn khách hàng", "Xử lý khiếu nại"], 9_500_000, "3 năm tư vấn và bảo hành tại chuỗi bán lẻ điện máy.", "QT", "Số 6 đường Hùng Vương, phường Đông Hà"),
        _cand("UV-2026-0444", "Phạm Thị Ngọc Hà", "F", D(2002, 1, 21), "ngocha.pham02@gmail.com", "0796 550 147", Source.WEBSITE, "TTD-2026-014", D(2026, 4, 8), S.APPLIED, D(2026, 4, 8), TC, "Trường Trung cấp Việt – Úc Đà Nẵng", "Kế toán doanh nghiệp", 1, None, ["Giao tiếp", "Tin học văn phòng"], 9_000_000, "1 năm nhân viên lễ tân khách sạn.", "DN", "Số 30 Ông Ích Khiêm, phường Hải Châu"),
        _cand("UV-2026-0445", "Trần Thị Kim Liên", "F", D(1998, 12, 8), "kimlien.tran98@gmail.com", "0914 320 576", Source.REFERRAL, "TTD-2026-014", D(2026, 3, 24), S.OFFER, D(2026, 4, 14), TC, "Trường Trung cấp Kinh tế – Kỹ thuật Quảng Nam", "Quản trị kinh doanh", 4, "Công ty Cổ phần Du lịch Biển Xanh", ["Chăm sóc khách hàng", "Tiếng Anh giao tiếp", "Xử lý khiếu nại"], 11_000_000, "4 năm chăm sóc khách hàng ngành du lịch, tiếng Anh giao tiếp tốt.", "DN", "Số 15 Trần Cao Vân, phường Thanh Khê", referrer_id="NV000083"),
        _cand("UV-2026-0446", "Lê Văn Tài", "M", D(2000, 3, 3), "vantai.le2000@gmail.com", "0772 918 463", Source.TOPCV, "TTD-2026-014", D(2026, 3, 25), S.INTERVIEW_1, D(2026, 4, 6), TC, "Trường Trung cấp Nghề Đà Nẵng", "Công nghệ thông tin", 1, None, ["Tin học văn phòng"], 10_000_000, "1 năm nhân viên bán hàng.", "GL", "Số 3 đường Trần Hưng Đạo, phường Quy Nhơn", status=A.REJECTED, reason="Phỏng vấn vòng 1 không đạt: kỹ năng giao tiếp chưa phù hợp", closed_on=D(2026, 4, 9)),
        # --- TTD-2025-041 Nhân viên CSKH (Đà Nẵng), đã đóng -----------------------------------
        _cand("UV-2025-0309", "Đặng Minh Trí", "M", D(2001, 5, 27), "minhtri.dang@gmail.com", "0764 208 931", Source.TOPCV, "TTD-2025-041", D(2025, 10, 8), S.SCREENING, D(2025, 10, 10), TC, "Trường Trung cấp Nghề Đà Nẵng", "Điện tử", 0, None, ["Tin học văn phòng"], 8_000_000, "Chưa có kinh nghiệm chăm sóc khách hàng.", "DN", "Số 9 Lê Duẩn, phường Hải Châu", status=A.REJECTED, reason="Chưa có kinh nghiệm", closed_on=D(2025, 10, 13)),
        _cand("UV-2025-0318", "Võ Văn Lợi", "M", D(2002, 12, 12), "loivo.2002@gmail.com", "0768 229 045", Source.FACEBOOK, "TTD-2025-041", D(2025, 10, 14), S.HIRED, D(2025, 12, 1), TC, "Trường Trung cấp Nghề Đà Nẵng", "Quản trị kinh doanh", 1, "Công ty TNHH Viễn thông Miền Trung", ["Tổng đài", "Tư vấn khách hàng"], 8_500_000, "1 năm tổng đài viên.", "DN", "Số 44 Tôn Đức Thắng, phường Hòa Khánh"),
        _cand("UV-2025-0322", "Nguyễn Thị Hoài Thu", "F", D(2000, 8, 16), "hoaithu.nguyen@gmail.com", "0935 661 024", Source.WEBSITE, "TTD-2025-041", D(2025, 10, 20), S.INTERVIEW_1, D(2025, 10, 30), CD, "Cao đẳng Thương mại Đà Nẵng", "Marketing", 2, "Công ty Cổ phần Du lịch Sông Hàn", ["Chăm sóc khách hàng", "Tiếng Anh"], 9_500_000, "2 năm chăm sóc khách hàng du lịch.", "DN", "Số 18 Hoàng Diệu, phường Hải Châu", status=A.POOL, reason="Phù hợp, lưu kho cho đợt tuyển sau", closed_on=D(2025, 11, 20)),
    ]
# fmt: on


_CRITERIA = ("Chuyên môn", "Giao tiếp", "Thái độ")

# (candidate, round, evaluator, (chuyên môn, giao tiếp, thái độ), conclusion, comment, date)
# fmt: off
_EVALS: list[tuple[str, Stage, str, tuple[int, int, int], Conclusion, str, dt.date]] = [
    # Backend
    ("UV-2026-0405", S.INTERVIEW_1, "NV000050", (4, 4, 5), Conclusion.PASS, "Kiến trúc hệ thống tốt.", D(2026, 4, 1)),
    ("UV-2026-0405", S.INTERVIEW_1, "NV000051", (5, 4, 4), Conclusion.PASS, "Trả lời sâu về Kafka, microservices.", D(2026, 4, 1)),
    ("UV-2026-0405", S.INTERVIEW_1, "NV000052", (4, 3, 4), Conclusion.PASS, "Ổn.", D(2026, 4, 2)),
    ("UV-2026-0412", S.INTERVIEW_1, "NV000051", (4, 4, 5), Conclusion.PASS, "Nắm chắc Spring Boot, tối ưu truy vấn tốt; nên vào vòng 2.", D(2026, 4, 9)),
    ("UV-2026-0412", S.INTERVIEW_1, "NV000050", (4, 3, 4), Conclusion.PASS, "Đạt, cần kiểm tra thêm thiết kế hệ thống ở vòng 2.", D(2026, 4, 10)),
    ("UV-2026-0421", S.TEST, "NV000052", (4, 3, 4), Conclusion.PASS, "Bài test 8/10, code sạch.", D(2026, 4, 13)),
    ("UV-2026-0415", S.INTERVIEW_1, "NV000051", (3, 4, 4), Conclusion.PASS, "Có thể đào tạo thêm.", D(2026, 4, 10)),
    ("UV-2026-0415", S.INTERVIEW_1, "NV000050", (2, 3, 4), Conclusion.FAIL, "Thiếu kinh nghiệm hệ thống phân tán.", D(2026, 4, 10)),
    ("UV-2026-0415", S.INTERVIEW_1, "NV000052", (2, 3, 3), Conclusion.FAIL, "Chưa đạt phần thuật toán.", D(2026, 4, 13)),
    # Tester
    ("UV-2026-0411", S.INTERVIEW_1, "NV000058", (4, 4, 4), Conclusion.PASS, "Kinh nghiệm tự động hoá tốt.", D(2026, 4, 6)),
    ("UV-2026-0411", S.INTERVIEW_1, "NV000054", (4, 5, 4), Conclusion.PASS, "Giao tiếp tốt.", D(2026, 4, 6)),
    ("UV-2026-0411", S.INTERVIEW_1, "NV000042", (3, 4, 4), Conclusion.CONSIDER, "Mức lương mong muốn sát trần.", D(2026, 4, 7)),
    ("UV-2026-0420", S.INTERVIEW_1, "NV000058", (4, 3, 4), Conclusion.PASS, "Kiểm thử thủ công chắc, cần học thêm tự động hoá.", D(2026, 4, 14)),
    # Kế toán tổng hợp
    ("UV-2026-0402", S.TEST, "NV000031", (4, 4, 4), Conclusion.PASS, "Bài thi 8/10.", D(2026, 4, 1)),
    ("UV-2026-0402", S.INTERVIEW_1, "NV000030", (5, 4, 4), Conclusion.PASS, "Vững nghiệp vụ BCTC và quyết toán.", D(2026, 4, 13)),
    ("UV-2026-0402", S.INTERVIEW_1, "NV000031", (4, 4, 4), Conclusion.PASS, "Đạt.", D(2026, 4, 13)),
    ("UV-2026-0402", S.INTERVIEW_1, "NV000044", (4, 3, 4), Conclusion.CONSIDER, "Đang có 2 offer khác, cần chốt nhanh.", D(2026, 4, 14)),
    ("UV-2026-0417", S.TEST, "NV000031", (4, 4, 4), Conclusion.PASS, "Bài thi 7,5/10.", D(2026, 4, 14)),
    # Marketing
    ("UV-2026-0403", S.INTERVIEW_1, "NV000070", (4, 5, 5), Conclusion.PASS, "Kinh nghiệm B2B phù hợp.", D(2026, 3, 30)),
    ("UV-2026-0403", S.INTERVIEW_1, "NV000042", (4, 4, 5), Conclusion.PASS, "Thái độ tốt.", D(2026, 3, 30)),
    ("UV-2026-0403", S.INTERVIEW_2, "NV000070", (5, 5, 5), Conclusion.PASS, "Đề xuất tuyển.", D(2026, 4, 8)),
    ("UV-2026-0403", S.INTERVIEW_2, "NV000073", (4, 4, 5), Conclusion.PASS, "Đồng ý.", D(2026, 4, 8)),
    ("UV-2026-0403", S.INTERVIEW_2, "NV000042", (4, 5, 4), Conclusion.PASS, "Lương mong muốn 18 triệu, vượt khung 17 triệu.", D(2026, 4, 9)),
    ("UV-2026-0408", S.INTERVIEW_1, "NV000070", (4, 4, 4), Conclusion.PASS, "Viết content tốt.", D(2026, 4, 6)),
    ("UV-2026-0408", S.INTERVIEW_1, "NV000073", (3, 4, 4), Conclusion.CONSIDER, "Ít kinh nghiệm quảng cáo trả phí.", D(2026, 4, 6)),
    ("UV-2026-0408", S.INTERVIEW_1, "NV000042", (4, 4, 4), Conclusion.PASS, "Đạt.", D(2026, 4, 7)),
    ("UV-2026-0416", S.INTERVIEW_1, "NV000070", (4, 4, 4), Conclusion.PASS, "Phù hợp mảng sự kiện.", D(2026, 3, 25)),
    # Kinh doanh TP.HCM
    ("UV-2026-0401", S.INTERVIEW_1, "NV000020", (4, 4, 4), Conclusion.PASS, "Đạt.", D(2026, 3, 24)),
    ("UV-2026-0401", S.INTERVIEW_1, "NV000024", (4, 5, 4), Conclusion.PASS, "Giao tiếp tốt.", D(2026, 3, 24)),
    ("UV-2026-0401", S.INTERVIEW_2, "NV000020", (4, 4, 5), Conclusion.PASS, "Tuyển.", D(2026, 4, 2)),
    ("UV-2026-0401", S.INTERVIEW_2, "NV000024", (4, 4, 4), Conclusion.PASS, "Tuyển.", D(2026, 4, 2)),
    ("UV-2026-0404", S.INTERVIEW_1, "NV000020", (4, 4, 4), Conclusion.PASS, "Đạt.", D(2026, 3, 27)),
    ("UV-2026-0404", S.INTERVIEW_1, "NV000024", (4, 4, 4), Conclusion.PASS, "Đạt.", D(2026, 3, 27)),
    ("UV-2026-0404", S.INTERVIEW_2, "NV000020", (5, 4, 4), Conclusion.PASS, "Kinh nghiệm bán phần mềm rất phù hợp.", D(2026, 4, 7)),
    ("UV-2026-0404", S.INTERVIEW_2, "NV000044", (4, 4, 4), Conclusion.PASS, "Đồng ý mức 13 triệu.", D(2026, 4, 8)),
    ("UV-2026-0432", S.INTERVIEW_1, "NV000020", (4, 4, 4), Conclusion.PASS, "Đạt.", D(2026, 4, 15)),
    ("UV-2026-0432", S.INTERVIEW_1, "NV000024", (3, 3, 4), Conclusion.FAIL, "Chưa có khách hàng doanh nghiệp lớn.", D(2026, 4, 15)),
    ("UV-2026-0432", S.INTERVIEW_1, "NV000044", (4, 4, 5), Conclusion.PASS, "Thái độ cầu tiến.", D(2026, 4, 15)),
    ("UV-2026-0447", S.INTERVIEW_1, "NV000020", (2, 3, 3), Conclusion.FAIL, "Kỹ năng đàm phán yếu.", D(2026, 4, 8)),
    ("UV-2026-0447", S.INTERVIEW_1, "NV000024", (3, 3, 3), Conclusion.FAIL, "Chưa phù hợp.", D(2026, 4, 8)),
    # CSKH Đà Nẵng
    ("UV-2026-0445", S.INTERVIEW_1, "NV000080", (4, 5, 5), Conclusion.PASS, "Tiếng Anh tốt, xử lý tình huống khéo.", D(2026, 4, 10)),
    ("UV-2026-0445", S.INTERVIEW_1, "NV000081", (4, 4, 5), Conclusion.PASS, "Đạt.", D(2026, 4, 10)),
    ("UV-2026-0446", S.INTERVIEW_1, "NV000080", (2, 2, 3), Conclusion.FAIL, "Giao tiếp chưa tốt.", D(2026, 4, 8)),
    ("UV-2026-0446", S.INTERVIEW_1, "NV000081", (3, 2, 3), Conclusion.FAIL, "Không đạt.", D(2026, 4, 8)),
    # 2025
    ("UV-2025-0318", S.INTERVIEW_1, "NV000080", (4, 4, 5), Conclusion.PASS, "Nhiệt tình, giọng nói tốt.", D(2025, 11, 5)),
    ("UV-2025-0318", S.INTERVIEW_1, "NV000081", (4, 4, 4), Conclusion.PASS, "Đạt.", D(2025, 11, 5)),
    ("UV-2025-0322", S.INTERVIEW_1, "NV000080", (4, 4, 4), Conclusion.CONSIDER, "Tốt nhưng chỉ cần 1 người.", D(2025, 11, 5)),
    ("UV-2025-0322", S.INTERVIEW_1, "NV000081", (3, 4, 4), Conclusion.FAIL, "Kém hơn ứng viên Lợi.", D(2025, 11, 5)),
]
# fmt: on


def _evaluations() -> list[Evaluation]:
    out = []
    seq = {2025: 0, 2026: 0}
    for cand, rnd, who, (s1, s2, s3), concl, comment, on in _EVALS:
        seq[on.year] += 1
        out.append(
            Evaluation(
                id=f"DG-{on.year}-{seq[on.year]:04d}",
                candidate_id=cand,
                round=rnd,
                evaluator_id=who,
                scores=dict(zip(_CRITERIA, (s1, s2, s3), strict=True)),
                conclusion=concl,
                comment=comment,
                created_on=on,
            )
        )
    return out


_MEET = "https://meet.google.com/"
IS = InterviewStatus

# id, candidate, round, date, start, minutes, mode, room, link, interviewers, status, note
# fmt: off
_INTERVIEWS: list[tuple[Any, ...]] = [
    ("LPV-2025-0087", "UV-2025-0318", S.INTERVIEW_1, D(2025, 11, 5), T(9, 0), 45, InterviewMode.ONSITE, None, None, ["NV000080", "NV000081"], IS.DONE, "Văn phòng chi nhánh Đà Nẵng"),
    ("LPV-2025-0088", "UV-2025-0322", S.INTERVIEW_1, D(2025, 11, 5), T(10, 0), 45, InterviewMode.ONSITE, None, None, ["NV000080", "NV000081"], IS.DONE, "Văn phòng chi nhánh Đà Nẵng"),
    ("LPV-2026-0021", "UV-2026-0401", S.INTERVIEW_1, D(2026, 3, 24), T(9, 30), 60, InterviewMode.ONSITE, None, None, ["NV000020", "NV000024"], IS.DONE, "Văn phòng chi nhánh TP.HCM"),
    ("LPV-2026-0022", "UV-2026-0416", S.INTERVIEW_1, D(2026, 3, 25), T(14, 0), 60, InterviewMode.ONSITE, "PH-302", None, ["NV000070", "NV000042"], IS.DONE, ""),
    ("LPV-2026-0023", "UV-2026-0404", S.INTERVIEW_1, D(2026, 3, 27), T(10, 0), 60, InterviewMode.ONLINE, None, _MEET + "kdh-pvtp-027", ["NV000020", "NV000024"], IS.DONE, ""),
    ("LPV-2026-0024", "UV-2026-0403", S.INTERVIEW_1, D(2026, 3, 30), T(9, 0), 60, InterviewMode.ONSITE, "PH-302", None, ["NV000070", "NV000042"], IS.DONE, ""),
    ("LPV-2026-0025", "UV-2026-0405", S.INTERVIEW_1, D(2026, 4, 1), T(14, 0), 90, InterviewMode.ONSITE, "PH-302", None, ["NV000050", "NV000051", "NV000052"], IS.DONE, ""),
    ("LPV-2026-0026", "UV-2026-0401", S.INTERVIEW_2, D(2026, 4, 2), T(15, 0), 60, InterviewMode.ONSITE, None, None, ["NV000020", "NV000024"], IS.DONE, "Văn phòng chi nhánh TP.HCM"),
    ("LPV-2026-0027", "UV-2026-0411", S.INTERVIEW_1, D(2026, 4, 6), T(9, 0), 60, InterviewMode.ONSITE, "PH-301", None, ["NV000058", "NV000054", "NV000042"], IS.DONE, ""),
    ("LPV-2026-0028", "UV-2026-0408", S.INTERVIEW_1, D(2026, 4, 6), T(14, 0), 60, InterviewMode.ONSITE, "PH-302", None, ["NV000070", "NV000073", "NV000042"], IS.DONE, ""),
    ("LPV-2026-0029", "UV-2026-0404", S.INTERVIEW_2, D(2026, 4, 7), T(10, 0), 60, InterviewMode.ONSITE, None, None, ["NV000020", "NV000044"], IS.DONE, "Văn phòng chi nhánh TP.HCM"),
    ("LPV-2026-0030", "UV-2026-0403", S.INTERVIEW_2, D(2026, 4, 8), T(9, 30), 60, InterviewMode.ONSITE, "PH-402", None, ["NV000070", "NV000073", "NV000042"], IS.DONE, ""),
    ("LPV-2026-0031", "UV-2026-0447", S.INTERVIEW_1, D(2026, 4, 8), T(14, 0), 45, InterviewMode.ONLINE, None, _MEET + "kdh-mnhd-408", ["NV000020", "NV000024"], IS.DONE, ""),
    ("LPV-2026-0032", "UV-2026-0446", S.INTERVIEW_1, D(2026, 4, 8), T(9, 0), 45, InterviewMode.ONSITE, None, None, ["NV000080", "NV000081"], IS.DONE, "Văn phòng chi nhánh Đà Nẵng"),
    ("LPV-2026-0033", "UV-2026-0412", S.INTERVIEW_1, D(2026, 4, 9), T(9, 0), 60, InterviewMode.ONSITE, "PH-302", None, ["NV000051", "NV000050"], IS.DONE, ""),
    ("LPV-2026-0034", "UV-2026-0415", S.INTERVIEW_1, D(2026, 4, 10), T(14, 0), 60, InterviewMode.ONSITE, "PH-302", None, ["NV000051", "NV000050", "NV000052"], IS.DONE, ""),
    ("LPV-2026-0035", "UV-2026-0445", S.INTERVIEW_1, D(2026, 4, 10), T(9, 0), 45, InterviewMode.ONLINE, None, _MEET + "cskh-kln-410", ["NV000080", "NV000081"], IS.DONE, ""),
    ("LPV-2026-0036", "UV-2026-0402", S.INTERVIEW_1, D(2026, 4, 13), T(9, 0), 60, InterviewMode.ONSITE, "PH-301", None, ["NV000030", "NV000031", "NV000044"], IS.DONE, ""),
    ("LPV-2026-0037", "UV-2026-0420", S.INTERVIEW_1, D(2026, 4, 14), T(14, 0), 60, InterviewMode.ONLINE, None, _MEET + "qa-tmk-414", ["NV000058", "NV000054"], IS.DONE, ""),
    ("LPV-2026-0038", "UV-2026-0419", S.INTERVIEW_1, D(2026, 4, 15), T(9, 30), 60, InterviewMode.ONSITE, "PH-301", None, ["NV000030", "NV000033"], IS.CANCELLED, "Huỷ do tạm dừng tin tuyển dụng Kế toán thuế"),
    ("LPV-2026-0047", "UV-2026-0424", S.INTERVIEW_1, D(2026, 4, 14), T(14, 0), 60, InterviewMode.ONSITE, "PH-302", None, ["NV000070", "NV000073"], IS.DONE, ""),
    ("LPV-2026-0039", "UV-2026-0432", S.INTERVIEW_1, D(2026, 4, 15), T(14, 0), 60, InterviewMode.ONLINE, None, _MEET + "kdh-btn-415", ["NV000020", "NV000024", "NV000044"], IS.DONE, ""),
    # upcoming
    ("LPV-2026-0040", "UV-2026-0410", S.INTERVIEW_1, D(2026, 4, 17), T(9, 0), 60, InterviewMode.ONSITE, "PH-301", None, ["NV000030", "NV000044"], IS.SCHEDULED, ""),
    ("LPV-2026-0041", "UV-2026-0442", S.INTERVIEW_1, D(2026, 4, 17), T(15, 0), 45, InterviewMode.ONLINE, None, _MEET + "cskh-mdh-417", ["NV000080", "NV000081"], IS.SCHEDULED, ""),
    ("LPV-2026-0042", "UV-2026-0408", S.INTERVIEW_2, D(2026, 4, 20), T(10, 0), 60, InterviewMode.ONSITE, "PH-302", None, ["NV000070", "NV000073"], IS.SCHEDULED, ""),
    ("LPV-2026-0043", "UV-2026-0405", S.INTERVIEW_2, D(2026, 4, 21), T(14, 0), 90, InterviewMode.ONSITE, "PH-302", None, ["NV000050", "NV000051"], IS.SCHEDULED, "Vòng thiết kế hệ thống"),
    ("LPV-2026-0044", "UV-2026-0425", S.INTERVIEW_1, D(2026, 4, 22), T(14, 0), 60, InterviewMode.ONSITE, None, None, ["NV000020", "NV000024"], IS.SCHEDULED, "Văn phòng chi nhánh TP.HCM"),
    ("LPV-2026-0048", "UV-2026-0421", S.INTERVIEW_1, D(2026, 4, 22), T(9, 0), 60, InterviewMode.ONSITE, "PH-302", None, ["NV000051", "NV000052"], IS.SCHEDULED, ""),
    ("LPV-2026-0045", "UV-2026-0418", S.INTERVIEW_1, D(2026, 4, 23), T(14, 0), 60, InterviewMode.ONSITE, "PH-301", None, ["NV000051", "NV000052"], IS.SCHEDULED, ""),
    ("LPV-2026-0046", "UV-2026-0411", S.INTERVIEW_2, D(2026, 4, 24), T(10, 0), 60, InterviewMode.ONSITE, "PH-302", None, ["NV000058", "NV000050"], IS.SCHEDULED, ""),
]
# fmt: on


def _interviews(posting_of: dict[str, str]) -> list[Interview]:
    out = []
    for iid, cand, rnd, day, start, minutes, mode, room, link, who, status, note in _INTERVIEWS:
        out.append(
            Interview(
                id=iid,
                candidate_id=cand,
                round=rnd,
                date=day,
                start_time=start,
                duration_minutes=minutes,
                mode=mode,
                room_id=room,
                link=link,
                interviewer_ids=list(who),
                status=status,
                note=note,
                created_by=_POSTING_BY_ID[posting_of[cand]].recruiter_id,
            )
        )
    return out


OFFERS: list[Offer] = [
    Offer(
        id="OF-2025-0019",
        candidate_id="UV-2025-0318",
        position="Nhân viên Chăm sóc khách hàng",
        department_id="PB-CSKH",
        manager_id="NV000080",
        salary_vnd=8_500_000,
        allowance_vnd=500_000,
        start_date=D(2025, 12, 1),
        probation_days=30,
        response_deadline=D(2025, 11, 17),
        status=OfferStatus.ACCEPTED,
        created_by="NV000044",
        created_on=D(2025, 11, 10),
    ),
    Offer(
        id="OF-2026-0003",
        candidate_id="UV-2026-0401",
        position="Nhân viên kinh doanh",
        department_id="PB-KDHCM",
        manager_id="NV000020",
        salary_vnd=12_500_000,
        allowance_vnd=1_000_000,
        start_date=D(2026, 5, 4),
        probation_days=60,
        response_deadline=D(2026, 4, 15),
        status=OfferStatus.ACCEPTED,
        created_by="NV000044",
        created_on=D(2026, 4, 8),
        note="Ứng viên xác nhận qua email ngày 14/04.",
    ),
    Offer(
        id="OF-2026-0004",
        candidate_id="UV-2026-0404",
        position="Nhân viên kinh doanh",
        department_id="PB-KDHCM",
        manager_id="NV000020",
        salary_vnd=13_000_000,
        allowance_vnd=1_000_000,
        start_date=D(2026, 5, 4),
        probation_days=60,
        response_deadline=D(2026, 4, 20),
        status=OfferStatus.SENT,
        created_by="NV000044",
        created_on=D(2026, 4, 13),
    ),
]


def seed(today: dt.date) -> RecruitmentState:
    """The base company's recruitment subsystem as of ``today`` (dates are fixed for 2026)."""
    candidates = _candidates()
    return RecruitmentState(
        job_postings=list(POSTINGS),
        candidates=candidates,
        evaluations=_evaluations(),
        interviews=_interviews({c.id: c.posting_id for c in candidates}),
        offers=list(OFFERS),
    )


# --- noise ---------------------------------------------------------------------------------

_SURNAMES = [
    "Nguyễn",
    "Trần",
    "Lê",
    "Phạm",
    "Hoàng",
    "Vũ",
    "Đặng",
    "Bùi",
    "Đỗ",
    "Ngô",
    "Dương",
    "Lý",
    "Đinh",
    "Tạ",
]
_MIDDLE_M = ["Văn", "Đức", "Minh", "Quang", "Hữu", "Xuân", "Công", "Thanh"]
_MIDDLE_F = ["Thị", "Thu", "Ngọc", "Thanh", "Kim", "Thuỳ", "Mai", "Hồng"]
_GIVEN_M = ["Khoa", "Tuấn", "Dũng", "Nam", "Hùng", "Minh", "Long", "Quân", "Hải", "Sơn"]
_GIVEN_F = ["Trang", "Hương", "Hà", "Lan", "Linh", "Ngọc", "Thảo", "Phương", "Yến", "Anh"]
_SCHOOLS = [
    "Đại học Kinh tế Quốc dân",
    "Học viện Tài chính",
    "Đại học Bách khoa Hà Nội",
    "Đại học Thương mại",
    "Đại học Kinh tế TP.HCM",
    "Đại học Đà Nẵng",
    "Học viện Công nghệ Bưu chính Viễn thông",
]
_COMPANIES = [
    "Công ty TNHH Thương mại Hưng Thịnh",
    "Công ty Cổ phần Công nghệ Sao Bắc",
    "Công ty TNHH Dịch vụ Ánh Dương",
    "Công ty Cổ phần Đầu tư Phú Gia",
    "Công ty TNHH Giải pháp Phần mềm Tân Tiến",
]


def _ascii(text: str) -> str:
    text = text.replace("Đ", "D").replace("đ", "d")
    return "".join(c for c in unicodedata.normalize("NFD", text) if not unicodedata.combining(c))


def _seq_start(ids: list[str], prefix: str, floor: int) -> int:
    nums = [
        int(i[len(prefix) :]) for i in ids if i.startswith(prefix) and i[len(prefix) :].isdigit()
    ]
    return max([floor - 1, *nums]) + 1


def _taken_names(world: WorldState) -> set[str]:
    return {c.full_name for c in world.recruitment.candidates} | {
        e.full_name for e in world.hr.employees
    }


def _apply_window(world: WorldState, posting: JobPosting) -> tuple[dt.date, dt.date]:
    """Dates a look-alike may have applied on: before every real candidate of the posting."""
    today = world.context.today
    existing = [c.applied_on for c in world.recruitment.candidates if c.posting_id == posting.id]
    latest = (min(existing) if existing else min(posting.deadline, today)) - dt.timedelta(days=1)
    latest = min(latest, today - dt.timedelta(days=1))
    earliest = min(posting.opened_on, latest)
    return earliest, latest


def noise_candidates(world: WorldState, rng: random.Random, n: int) -> list[Candidate]:
    """Look-alike candidates (same given names, other surnames) that change no task's answer.

    They never reuse a full name already in the company or the candidate pool, and applied
    before every existing candidate of their posting (so "the newest candidates" stay the
    same); they sit at Ứng tuyển/Sơ loại or are closed (Loại, Lưu kho), with no evaluation.
    """
    postings = [p for p in world.recruitment.job_postings if p.status is not PostingStatus.DRAFT]
    if not postings:
        postings = list(world.recruitment.job_postings)
    if not postings:
        return []
    taken = _taken_names(world)
    start = _seq_start([c.id for c in world.recruitment.candidates], "UV-2026-", 900)
    out: list[Candidate] = []
    attempts = 0
    while len(out) < n:
        attempts += 1
        posting = rng.choice(postings)
        male = rng.random() < 0.5
        middles = _MIDDLE_M if male else _MIDDLE_F
        parts = [rng.choice(_SURNAMES), rng.choice(middles)]
        if attempts > 2000:  # the three-word names are used up: add a second middle name
            parts.append(rng.choice(middles))
        parts.append(rng.choice(_GIVEN_M if male else _GIVEN_F))
        name = " ".join(parts)
        if name in taken:
            continue
        taken.add(name)
        earliest, latest = _apply_window(world, posting)
        applied = earliest + dt.timedelta(days=rng.randint(0, max(0, (latest - earliest).days)))
        stage = S.APPLIED if rng.random() < 0.5 else S.SCREENING
        status = rng.choice([A.ACTIVE, A.REJECTED, A.POOL])
        reason = {
            A.REJECTED: "Hồ sơ chưa phù hợp yêu cầu",
            A.POOL: "Lưu kho cho đợt tuyển sau",
        }.get(status, "")
        birth = dt.date(rng.randint(1988, 2003), rng.randint(1, 12), rng.randint(1, 28))
        folded = _ascii(name).lower().split()
        g = Gender.MALE if male else Gender.FEMALE
        province = rng.choice(list(_PROVINCES))
        seq = start + len(out)
        history = [StageEvent(on=applied, stage=S.APPLIED, note="Nộp hồ sơ")]
        if stage is S.SCREENING:
            history.append(StageEvent(on=applied, stage=stage, by_id=posting.recruiter_id))
        if status is not A.ACTIVE:
            history.append(
                StageEvent(
                    on=applied, stage=stage, status=status, by_id=posting.recruiter_id, note=reason
                )
            )
        out.append(
            Candidate(
                id=f"UV-2026-{seq:04d}",
                full_name=name,
                gender=g,
                birth_date=birth,
                email=f"{folded[-1]}.{''.join(p[0] for p in folded[:-1])}{seq}@gmail.com",
                phone=f"09{rng.randint(10_000_000, 99_999_999)}",
                source=rng.choice(list(Source)),
                posting_id=posting.id,
                applied_on=applied,
                stage=stage,
                status=status,
                reject_reason=reason if status is A.REJECTED else "",
                history=history,
                education=rng.choice([Degree.COLLEGE, Degree.BACHELOR]),
                school=rng.choice(_SCHOOLS),
                major=rng.choice(
                    ["Kế toán", "Quản trị kinh doanh", "Công nghệ thông tin", "Marketing"]
                ),
                years_experience=float(rng.randint(0, 8)),
                last_company=rng.choice(_COMPANIES),
                skills=["Tin học văn phòng"],
                expected_salary_vnd=rng.randint(8, 30) * 1_000_000,
                cv_summary="Hồ sơ ứng tuyển qua kênh tuyển dụng.",
                national_id=_national_id(province, g, birth, seq),
                home_address=f"Số {rng.randint(1, 200)} đường Trần Phú, {_PROVINCES[province][1]}",
            )
        )
    return out


def noise_job_postings(world: WorldState, rng: random.Random, n: int) -> list[JobPosting]:
    """Old closed 2025 postings (TTD-2025-09x) with look-alike titles."""
    titles = [
        ("Kế toán tổng hợp", "PB-KT", Degree.BACHELOR),
        ("Kế toán công nợ", "PB-KT", Degree.COLLEGE),
        ("Lập trình viên Backend (.NET)", "PB-CN", Degree.BACHELOR),
        ("Kiểm thử viên tự động", "PB-CN", Degree.BACHELOR),
        ("Chuyên viên Content Marketing", "PB-MKT", Degree.BACHELOR),
        ("Nhân viên kinh doanh", "PB-KD", Degree.COLLEGE),
        ("Nhân viên Chăm sóc khách hàng", "PB-CSKH", Degree.VOCATIONAL),
        ("Nhân viên hành chính", "PB-HCNS", Degree.COLLEGE),
    ]
    depts = {d.id: d for d in world.hr.departments}
    panel_pool = [e.id for e in world.hr.employees if e.status != "Đã nghỉ việc"]
    start = _seq_start([p.id for p in world.recruitment.job_postings], "TTD-2025-", 90)
    out: list[JobPosting] = []
    for i in range(n):
        title, dept_id, degree = rng.choice(titles)
        dept = depts.get(dept_id)
        manager = dept.manager_id if dept and dept.manager_id else None
        opened = dt.date(2025, rng.randint(1, 9), rng.randint(1, 28))
        low = rng.randint(8, 20) * 1_000_000
        panel = [manager] if manager else []
        panel += [p for p in rng.sample(panel_pool, 2) if p not in panel]
        out.append(
            JobPosting(
                id=f"TTD-2025-{start + i:03d}",
                title=title,
                department_id=dept_id if dept else world.hr.departments[0].id,
                headcount=rng.randint(1, 3),
                opened_on=opened,
                deadline=opened + dt.timedelta(days=rng.randint(30, 60)),
                location=dept.branch if dept else "Hà Nội",
                salary_min_vnd=low,
                salary_max_vnd=low + rng.randint(3, 10) * 1_000_000,
                required_degree=degree,
                recruiter_id=rng.choice(["NV000042", "NV000044"]),
                hiring_panel=panel,
                stages=list(NO_TEST),
                status=PostingStatus.CLOSED,
                description="Tin tuyển dụng cũ, đã đóng.",
            )
        )
    return out


def noise_interviews(world: WorldState, rng: random.Random, n: int) -> list[Interview]:
    """Past cancelled interviews ("ứng viên xin dời lịch") of candidates already at a round.

    They lie before today and are cancelled, so they never block a new booking, never count
    as a done round and never change a verdict.
    """
    today = world.context.today
    postings = {p.id: p for p in world.recruitment.job_postings}
    days_of: dict[str, list[dt.date]] = {}
    for c in world.recruitment.candidates:
        if c.stage not in (S.INTERVIEW_1, S.INTERVIEW_2, S.OFFER, S.HIRED):
            continue
        span = (today - c.applied_on).days
        days = [c.applied_on + dt.timedelta(days=k) for k in range(1, min(span, 120))]
        days = [d for d in days if d.weekday() < 5]
        if days:
            days_of[c.id] = days
    if not days_of:
        return []
    pool = sorted(days_of)
    by_id = {c.id: c for c in world.recruitment.candidates}
    start = _seq_start([i.id for i in world.recruitment.interviews], "LPV-2026-", 900)
    out: list[Interview] = []
    for k in range(n):
        cand = by_id[rng.choice(pool)]
        posting = postings.get(cand.posting_id)
        panel = (posting.hiring_panel if posting else []) or ["NV000042"]
        out.append(
            Interview(
                id=f"LPV-2026-{start + k:04d}",
                candidate_id=cand.id,
                round=S.INTERVIEW_1,
                date=rng.choice(days_of[cand.id]),
                start_time=dt.time(rng.choice([8, 9, 10, 14, 15, 16]), rng.choice([0, 30])),
                duration_minutes=rng.choice([30, 45, 60]),
                mode=InterviewMode.ONLINE,
                link=f"https://meet.google.com/pv-{rng.randint(100, 999)}-{rng.randint(1000, 9999)}",
                interviewer_ids=rng.sample(panel, min(2, len(panel))),
                status=InterviewStatus.CANCELLED,
                note=rng.choice(
                    ["Ứng viên xin dời lịch", "Trùng lịch hội đồng, đã dời", "Huỷ, lên lịch lại"]
                ),
                created_by=posting.recruiter_id if posting else None,
            )
        )
    return out


NOISE = {
    "recruitment.job_postings": noise_job_postings,
    "recruitment.candidates": noise_candidates,
    "recruitment.interviews": noise_interviews,
}
