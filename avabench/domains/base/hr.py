"""The base company's people: departments, ~53 employees, leave/overtime ledger, shifts, holidays.

Công ty Cổ phần Công nghệ Minh Long (minhlong.vn), head office in Hà Nội, branches in
TP.HCM and Đà Nẵng. Namesakes are deliberate (two Tuấn, two Trang, two Hương, two Dũng, two
Nam, two Trần Minh Khoa across the company and the candidate pool) because real AMIS users
address colleagues by given name.

Leave ledger (``leave_balances``, one row per active employee for the current year)::

    entitled   = 12 (pro rata for a hire this year) + 1 per full 5 years of service (Đ113, Đ114)
    accrued    = 1 per month worked this year, up to today's month, + the seniority days
    carried    = 0: last year's leave could be used until 31/3, so none is left on 16/4
    used       = Σ days of the employee's *Đã duyệt* annual-leave (P) requests this year
    pending    = Σ days of the employee's *Chờ duyệt* P requests
    remaining  = accrued + carried − used − pending

so the ledger always agrees with ``leave_requests``. Hoàng Văn Nam (NV000012, the default
current user, hired 03/06/2020) has 5 accrued − 2 used = **3 days** left.

Requests around "today" (Thu 16/04/2026) that tasks build on:

* Chờ duyệt with approver Nguyễn Minh Tuấn (NV000010, Trưởng phòng Kinh doanh), all from his
  direct reports: Trần Văn Hải 24/4, Phạm Thu Hà 24–28/4 (spans the 27/4 Giỗ Tổ nghỉ bù:
  2 working days), Huỳnh Thanh Phong afternoon of 21/4.
* Chờ duyệt where NV000010 is only *người liên quan* (Phạm Quốc Việt, Marketing) or only
  *người thay thế* (Đặng Thị Mai, approver NV000001), plus his own request (approver NV000002)
  and one in his department that NV000011 approves (Lê Quốc Khánh).
* Overtime in April 2026 for the Backend team of Lê Anh Tuấn (NV000051): Nguyễn Văn Hùng 38 h
  approved, Trần Quang Vinh 32 h approved + 4 h pending, Phùng Thị Hương Giang 15 h, Nguyễn
  Hoàng Long 8 h (the 40 h/month cap of BLLĐ Đ107 decides who can still do 4 h tonight).
"""

from __future__ import annotations

import datetime as dt
import random
import unicodedata
from collections.abc import Callable

from avabench.world import Record, WorldState
from avabench.world.hr import (
    ContractType,
    DaySession,
    Department,
    Employee,
    EmploymentStatus,
    Gender,
    Holiday,
    HrState,
    LeaveBalance,
    LeaveRequest,
    LeaveType,
    OvertimeRequest,
    RequestStatus,
    Shift,
    ShiftChangeRequest,
)

D = dt.date
T = dt.time

# fmt: off
DEPARTMENTS: list[Department] = [
    Department(id="PB-BGD", name="Ban Giám đốc", branch="Hà Nội", manager_id="NV000001"),
    Department(id="PB-KD", name="Phòng Kinh doanh", branch="Hà Nội", manager_id="NV000010", parent_id="PB-BGD"),
    Department(id="PB-KDHCM", name="Phòng Kinh doanh TP.HCM", branch="TP.HCM", manager_id="NV000020", parent_id="PB-KD"),
    Department(id="PB-KT", name="Phòng Kế toán", branch="Hà Nội", manager_id="NV000030", parent_id="PB-BGD"),
    Department(id="PB-HCNS", name="Phòng Hành chính – Nhân sự", branch="Hà Nội", manager_id="NV000040", parent_id="PB-BGD"),
    Department(id="PB-CN", name="Phòng Công nghệ", branch="Hà Nội", manager_id="NV000050", parent_id="PB-BGD"),
    Department(id="PB-MKT", name="Phòng Marketing", branch="Hà Nội", manager_id="NV000070", parent_id="PB-BGD"),
    Department(id="PB-CSKH", name="Phòng Chăm sóc khách hàng", branch="Đà Nẵng", manager_id="NV000080", parent_id="PB-BGD"),
]

# id, full name, gender, department, title, manager, hire date, birth date, phone
_PEOPLE: list[tuple[str, str, str, str, str, str | None, dt.date, dt.date, str]] = [
    ("NV000001", "Vũ Quang Huy", "M", "PB-BGD", "Tổng Giám đốc", None, D(2015, 3, 2), D(1978, 5, 14), "0903 112 233"),
    ("NV000002", "Đặng Thị Mai", "F", "PB-BGD", "Phó Tổng Giám đốc", "NV000001", D(2016, 7, 1), D(1982, 9, 3), "0913 224 466"),
    ("NV000003", "Trịnh Ngọc Ánh", "F", "PB-BGD", "Trợ lý Giám đốc", "NV000001", D(2021, 2, 22), D(1995, 1, 19), "0988 301 402"),
    # Kinh doanh Hà Nội
    ("NV000010", "Nguyễn Minh Tuấn", "M", "PB-KD", "Trưởng phòng Kinh doanh", "NV000002", D(2017, 4, 10), D(1986, 11, 2), "0912 456 789"),
    ("NV000011", "Trần Văn Hải", "M", "PB-KD", "Phó phòng Kinh doanh", "NV000010", D(2018, 9, 3), D(1989, 6, 21), "0934 567 120"),
    ("NV000012", "Hoàng Văn Nam", "M", "PB-KD", "Chuyên viên kinh doanh", "NV000010", D(2020, 6, 3), D(1993, 3, 8), "0977 210 345"),
    ("NV000013", "Phạm Thu Hà", "F", "PB-KD", "Chuyên viên kinh doanh", "NV000010", D(2021, 8, 16), D(1996, 12, 5), "0904 332 118"),
    ("NV000014", "Lê Quốc Khánh", "M", "PB-KD", "Chuyên viên kinh doanh", "NV000011", D(2022, 1, 10), D(1997, 9, 2), "0866 778 990"),
    ("NV000015", "Ngô Thị Thảo", "F", "PB-KD", "Chuyên viên kinh doanh", "NV000011", D(2023, 5, 8), D(1998, 4, 27), "0356 441 227"),
    ("NV000016", "Bùi Đức Long", "M", "PB-KD", "Nhân viên kinh doanh", "NV000011", D(2025, 11, 3), D(2000, 8, 30), "0325 908 771"),
    ("NV000017", "Đỗ Thanh Sơn", "M", "PB-KD", "Chuyên viên kinh doanh", "NV000010", D(2019, 10, 1), D(1991, 2, 11), "0983 665 102"),
    # Kinh doanh TP.HCM
    ("NV000020", "Huỳnh Thanh Phong", "M", "PB-KDHCM", "Trưởng phòng Kinh doanh TP.HCM", "NV000010", D(2018, 3, 5), D(1987, 7, 7), "0908 773 412"),
    ("NV000021", "Phạm Thùy Trang", "F", "PB-KDHCM", "Chuyên viên kinh doanh", "NV000020", D(2021, 4, 12), D(1995, 10, 10), "0937 224 806"),
    ("NV000022", "Võ Minh Quân", "M", "PB-KDHCM", "Chuyên viên kinh doanh", "NV000020", D(2022, 7, 18), D(1996, 1, 25), "0765 332 901"),
    ("NV000023", "Lâm Ngọc Yến", "F", "PB-KDHCM", "Nhân viên kinh doanh", "NV000020", D(2024, 2, 26), D(1999, 5, 16), "0789 120 456"),
    ("NV000024", "Trương Quốc Bảo", "M", "PB-KDHCM", "Chuyên viên kinh doanh", "NV000020", D(2020, 11, 9), D(1992, 12, 29), "0903 887 645"),
    # Kế toán
    ("NV000030", "Đỗ Thu Hương", "F", "PB-KT", "Kế toán trưởng", "NV000002", D(2016, 9, 12), D(1984, 4, 4), "0915 602 118"),
    ("NV000031", "Phạm Văn Dũng", "M", "PB-KT", "Phó phòng Kế toán", "NV000030", D(2018, 2, 26), D(1988, 8, 18), "0916 778 234"),
    ("NV000032", "Nguyễn Thị Ngọc Lan", "F", "PB-KT", "Kế toán công nợ", "NV000031", D(2020, 3, 16), D(1994, 2, 14), "0948 125 903"),
    ("NV000033", "Trần Thị Phương", "F", "PB-KT", "Kế toán thuế", "NV000031", D(2021, 10, 4), D(1995, 7, 22), "0944 310 287"),
    ("NV000034", "Cao Minh Đức", "M", "PB-KT", "Kế toán tổng hợp", "NV000030", D(2019, 6, 17), D(1990, 11, 11), "0962 450 613"),
    ("NV000035", "Hà Thị Linh", "F", "PB-KT", "Thủ quỹ", "NV000030", D(2022, 12, 5), D(1997, 3, 30), "0352 776 014"),
    # Hành chính – Nhân sự
    ("NV000040", "Trần Thị Lan", "F", "PB-HCNS", "Trưởng phòng Hành chính – Nhân sự", "NV000002", D(2017, 1, 9), D(1985, 6, 6), "0912 883 007"),
    ("NV000041", "Nguyễn Thị Hương", "F", "PB-HCNS", "Chuyên viên C&B", "NV000040", D(2019, 4, 1), D(1992, 10, 20), "0983 441 556"),
    ("NV000042", "Lê Thị Hồng Nhung", "F", "PB-HCNS", "Chuyên viên tuyển dụng", "NV000040", D(2021, 3, 8), D(1996, 8, 8), "0971 337 245"),
    ("NV000043", "Mai Văn Tùng", "M", "PB-HCNS", "Nhân viên hành chính", "NV000040", D(2023, 8, 21), D(1998, 12, 1), "0397 552 610"),
    ("NV000044", "Đinh Thị Thu", "F", "PB-HCNS", "Chuyên viên tuyển dụng", "NV000040", D(2024, 6, 3), D(1999, 9, 9), "0833 915 274"),
    # Công nghệ
    ("NV000050", "Phan Đức Thắng", "M", "PB-CN", "Trưởng phòng Công nghệ", "NV000001", D(2016, 5, 16), D(1985, 3, 17), "0904 667 881"),
    ("NV000051", "Lê Anh Tuấn", "M", "PB-CN", "Trưởng nhóm Backend", "NV000050", D(2018, 8, 6), D(1990, 9, 12), "0986 231 470"),
    ("NV000052", "Nguyễn Văn Hùng", "M", "PB-CN", "Lập trình viên Backend", "NV000051", D(2020, 9, 14), D(1994, 5, 5), "0972 118 339"),
    ("NV000053", "Trần Quang Vinh", "M", "PB-CN", "Lập trình viên Backend", "NV000051", D(2022, 4, 4), D(1997, 4, 13), "0338 604 227"),
    ("NV000054", "Hoàng Thị Yến", "F", "PB-CN", "Kiểm thử viên", "NV000058", D(2021, 11, 22), D(1996, 6, 28), "0917 552 406"),
    ("NV000055", "Vũ Đình Khoa", "M", "PB-CN", "Lập trình viên Frontend", "NV000057", D(2023, 2, 13), D(1998, 10, 3), "0865 441 903"),
    ("NV000056", "Dương Minh Hiếu", "M", "PB-CN", "Kỹ sư DevOps", "NV000050", D(2019, 12, 2), D(1993, 1, 1), "0949 880 115"),
    ("NV000057", "Bùi Thị Thanh Tâm", "F", "PB-CN", "Trưởng nhóm Frontend", "NV000050", D(2019, 7, 8), D(1991, 8, 24), "0985 770 223"),
    ("NV000058", "Lý Văn Toàn", "M", "PB-CN", "Trưởng nhóm Kiểm thử", "NV000050", D(2020, 1, 6), D(1992, 2, 2), "0939 662 017"),
    ("NV000059", "Nguyễn Hoàng Long", "M", "PB-CN", "Lập trình viên Backend", "NV000051", D(2026, 3, 16), D(2001, 7, 19), "0326 118 904"),
    ("NV000060", "Đào Thị Minh Thư", "F", "PB-CN", "Kiểm thử viên", "NV000058", D(2024, 10, 14), D(2000, 11, 30), "0707 443 218"),
    ("NV000061", "Tạ Quang Minh", "M", "PB-CN", "Hỗ trợ kỹ thuật IT", "NV000050", D(2022, 5, 23), D(1997, 6, 15), "0945 209 661"),
    # Marketing
    ("NV000070", "Lương Thị Hoa", "F", "PB-MKT", "Trưởng phòng Marketing", "NV000002", D(2018, 6, 18), D(1988, 1, 21), "0913 447 580"),
    ("NV000071", "Lê Thu Trang", "F", "PB-MKT", "Chuyên viên Marketing", "NV000070", D(2022, 3, 14), D(1997, 2, 17), "0976 502 384"),
    ("NV000072", "Phạm Quốc Việt", "M", "PB-MKT", "Chuyên viên Content", "NV000070", D(2023, 9, 11), D(1998, 7, 4), "0338 220 519"),
    ("NV000073", "Nguyễn Thị Kim Oanh", "F", "PB-MKT", "Chuyên viên Digital", "NV000070", D(2021, 6, 7), D(1995, 11, 23), "0901 664 273"),
    ("NV000074", "Trần Đức Anh", "M", "PB-MKT", "Thiết kế đồ hoạ", "NV000070", D(2024, 4, 1), D(1999, 3, 12), "0798 113 560"),
    ("NV000075", "Hồ Ngọc Diệp", "F", "PB-MKT", "Thực tập sinh Marketing", "NV000071", D(2026, 3, 2), D(2004, 10, 8), "0382 907 154"),
    # CSKH Đà Nẵng
    ("NV000080", "Nguyễn Văn Dũng", "M", "PB-CSKH", "Trưởng phòng Chăm sóc khách hàng", "NV000002", D(2019, 2, 18), D(1989, 5, 30), "0905 338 127"),
    ("NV000081", "Lê Thị Bích Ngọc", "F", "PB-CSKH", "Chuyên viên CSKH", "NV000080", D(2021, 9, 6), D(1996, 4, 18), "0935 116 847"),
    ("NV000082", "Trần Minh Khoa", "M", "PB-CSKH", "Chuyên viên CSKH", "NV000080", D(2023, 1, 30), D(1998, 8, 14), "0914 552 390"),
    ("NV000083", "Phan Thị Kiều", "F", "PB-CSKH", "Chuyên viên CSKH", "NV000080", D(2024, 8, 19), D(2000, 1, 6), "0779 345 612"),
    ("NV000084", "Võ Văn Lợi", "M", "PB-CSKH", "Nhân viên CSKH", "NV000080", D(2025, 12, 1), D(2002, 12, 12), "0768 229 045"),
    # Added with the leave/overtime ledger: a fourth Backend developer, an accountant on
    # maternity leave and a sales probationer who shares the given name of NV000012.
    ("NV000085", "Phùng Thị Hương Giang", "F", "PB-CN", "Lập trình viên Backend", "NV000051", D(2023, 7, 3), D(1997, 8, 21), "0961 284 537"),
    ("NV000086", "Đoàn Thị Ngọc Anh", "F", "PB-KT", "Kế toán thanh toán", "NV000031", D(2022, 3, 7), D(1994, 12, 9), "0387 615 204"),
    ("NV000087", "Đặng Hoàng Nam", "M", "PB-KDHCM", "Nhân viên kinh doanh", "NV000020", D(2026, 4, 1), D(2002, 2, 18), "0797 438 126"),
]
# fmt: on

# Status and contract exceptions (everyone else: Đang làm việc, HĐLĐ không xác định thời hạn).
_SPECIAL: dict[str, dict] = {
    "NV000017": {"status": EmploymentStatus.LEFT, "leave_date": D(2026, 1, 30)},
    "NV000059": {"status": EmploymentStatus.PROBATION, "contract_type": ContractType.PROBATION},
    "NV000075": {"status": EmploymentStatus.PROBATION, "contract_type": ContractType.PROBATION},
    "NV000087": {"status": EmploymentStatus.PROBATION, "contract_type": ContractType.PROBATION},
    "NV000086": {"status": EmploymentStatus.MATERNITY},
    "NV000016": {
        "contract_type": ContractType.FIXED_TERM,
        "contract_start": D(2026, 1, 5),
        "contract_end": D(2027, 1, 4),
    },
    "NV000084": {
        "contract_type": ContractType.FIXED_TERM,
        "contract_start": D(2026, 2, 2),
        "contract_end": D(2027, 2, 1),
    },
    # A two-year contract that ends soon (renewal / second contract tasks).
    "NV000044": {
        "contract_type": ContractType.FIXED_TERM,
        "contract_start": D(2024, 8, 5),
        "contract_end": D(2026, 6, 4),
    },
}

# Customer-care staff in Đà Nẵng work in shifts; everyone else works office hours.
_SHIFT_OF = {"NV000081": "CA-S", "NV000082": "CA-C", "NV000083": "CA-S", "NV000084": "CA-C"}

_PERSONAL_EMAIL = {
    "NV000010": "tuannm.86@gmail.com",
    "NV000012": "hoangnam.0803@gmail.com",
    "NV000013": "phamthuha96@gmail.com",
    "NV000021": "thuytrang.pham1010@gmail.com",
    "NV000031": "dungpv88@yahoo.com",
    "NV000041": "huongnt.hr@gmail.com",
    "NV000052": "hungnv.dev@gmail.com",
    "NV000071": "lethutrang97@gmail.com",
    "NV000082": "minhkhoa.tran98@gmail.com",
}


def _ascii(text: str) -> str:
    text = text.replace("Đ", "D").replace("đ", "d")
    return "".join(c for c in unicodedata.normalize("NFD", text) if not unicodedata.combining(c))


def email_for(full_name: str, domain: str = "minhlong.vn") -> str:
    """AMIS-style address: given name + initials of the other names (``ha.ntt@...``)."""
    parts = _ascii(full_name).lower().split()
    return f"{parts[-1]}.{''.join(p[0] for p in parts[:-1])}@{domain}"


def _add_months(day: dt.date, months: int) -> dt.date:
    month0 = day.month - 1 + months
    year, month = day.year + month0 // 12, month0 % 12 + 1
    for d in (day.day, 30, 29, 28):
        try:
            return dt.date(year, month, d)
        except ValueError:
            continue
    raise ValueError(day)  # pragma: no cover


def _employees() -> list[Employee]:
    out = []
    ordered = sorted(_PEOPLE, key=lambda p: (p[6], p[0]))
    contract_seq = {p[0]: i + 1 for i, p in enumerate(ordered)}
    for pid, name, g, dept, title, mgr, hired, born, phone in _PEOPLE:
        special = dict(_SPECIAL.get(pid, {}))
        kind = special.get("contract_type", ContractType.INDEFINITE)
        if kind is ContractType.PROBATION:  # ≤ 60 days for jobs needing a degree (Đ25)
            start, end, suffix = hired, hired + dt.timedelta(days=59), "HĐTV-ML"
        else:  # two months of probation, then the labour contract
            start, end, suffix = _add_months(hired, 2), None, "HĐLĐ-ML"
        start = special.pop("contract_start", start)
        end = special.pop("contract_end", end)
        out.append(
            Employee(
                id=pid,
                full_name=name,
                gender=Gender.MALE if g == "M" else Gender.FEMALE,
                birth_date=born,
                email=email_for(name),
                phone=phone.replace(" ", ""),
                department_id=dept,
                title=title,
                manager_id=mgr,
                hire_date=hired,
                personal_email=_PERSONAL_EMAIL.get(pid),
                contract_no=f"{contract_seq[pid]:03d}/{start.year}/{suffix}",
                contract_start=start,
                contract_end=end,
                shift_id=_SHIFT_OF.get(pid, "CA-HC"),
                **special,
            )
        )
    return out


def seniority_days(hire_date: dt.date, on: dt.date) -> int:
    """+1 day of annual leave per full 5 years with the company (BLLĐ 2019 Đ114)."""
    years = on.year - hire_date.year - ((on.month, on.day) < (hire_date.month, hire_date.day))
    return max(0, years) // 5


# fmt: off
SHIFTS = [
    Shift(id="CA-HC", name="Ca hành chính", start_time=T(8, 30), end_time=T(17, 30), break_minutes=60),
    Shift(id="CA-S", name="Ca sáng", start_time=T(7, 0), end_time=T(15, 0), break_minutes=30),
    Shift(id="CA-C", name="Ca chiều", start_time=T(14, 0), end_time=T(22, 0), break_minutes=30),
]

HOLIDAYS = [
    Holiday(id="NL-2026-01", date=D(2026, 1, 1), name="Tết Dương lịch"),
    *[Holiday(id=f"NL-2026-T{d:02d}", date=D(2026, 2, d), name="Tết Nguyên đán Bính Ngọ") for d in range(16, 21)],
    Holiday(id="NL-2026-GT", date=D(2026, 4, 27), name="Nghỉ bù Giỗ Tổ Hùng Vương (10/3 ÂL rơi vào Chủ nhật 26/4)"),
    Holiday(id="NL-2026-3004", date=D(2026, 4, 30), name="Ngày Giải phóng miền Nam 30/4"),
    Holiday(id="NL-2026-0105", date=D(2026, 5, 1), name="Quốc tế Lao động 1/5"),
    Holiday(id="NL-2026-0109", date=D(2026, 9, 1), name="Quốc khánh (ngày liền kề)"),
    Holiday(id="NL-2026-0209", date=D(2026, 9, 2), name="Quốc khánh 2/9"),
]
_HOLIDAY_DATES = frozenset(h.date for h in HOLIDAYS)
# fmt: on


def is_working_day(day: dt.date, holidays: frozenset[dt.date] = _HOLIDAY_DATES) -> bool:
    """Mon–Fri and not a public holiday."""
    return day.weekday() < 5 and day not in holidays


def working_days(start: dt.date, end: dt.date) -> list[dt.date]:
    """The working days from ``start`` to ``end`` inclusive."""
    out, d = [], start
    while d <= end:
        if is_working_day(d):
            out.append(d)
        d += dt.timedelta(days=1)
    return out


# -- leave requests ------------------------------------------------------------------------
P, KL, VRC, VRT, SICK, TS, NB = (
    LeaveType.ANNUAL,
    LeaveType.UNPAID,
    LeaveType.MARRIAGE,
    LeaveType.BEREAVEMENT,
    LeaveType.SICK,
    LeaveType.MATERNITY,
    LeaveType.COMPENSATORY,
)
PENDING, APPROVED, REJECTED, CANCELLED = (
    RequestStatus.PENDING,
    RequestStatus.APPROVED,
    RequestStatus.REJECTED,
    RequestStatus.CANCELLED,
)
AM, PM = DaySession.MORNING, DaySession.AFTERNOON

# fmt: off
# (employee, type, start, end, session, reason, status, created, extra fields)
_LEAVE: list[tuple[str, LeaveType, dt.date, dt.date, DaySession | None, str, RequestStatus, dt.date, dict]] = [
    # Waiting for Nguyễn Minh Tuấn (NV000010): his direct reports.
    ("NV000011", P, D(2026, 4, 24), D(2026, 4, 24), None, "Giải quyết việc gia đình", PENDING, D(2026, 4, 13),
     {"substitute_id": "NV000014"}),
    ("NV000013", P, D(2026, 4, 24), D(2026, 4, 28), None, "Về quê Nam Định dịp nghỉ lễ", PENDING, D(2026, 4, 14),
     {"substitute_id": "NV000012", "related_ids": ["NV000011"]}),
    ("NV000020", P, D(2026, 4, 21), D(2026, 4, 21), PM, "Đưa con đi khám bệnh", PENDING, D(2026, 4, 15),
     {"substitute_id": "NV000024"}),
    # NV000010 is only a related person (Marketing asks its own head) …
    ("NV000072", P, D(2026, 4, 22), D(2026, 4, 23), None,
     "Nghỉ phép cá nhân; đã bàn giao nội dung hội thảo khách hàng cho Phòng Kinh doanh", PENDING,
     D(2026, 4, 14), {"substitute_id": "NV000071", "related_ids": ["NV000010"]}),
    # … or only the substitute (the deputy CEO's request goes to the CEO).
    ("NV000002", P, D(2026, 4, 20), D(2026, 4, 21), None, "Nghỉ phép cá nhân", PENDING, D(2026, 4, 15),
     {"substitute_id": "NV000010", "related_ids": ["NV000003"]}),
    # His own request, waiting for his manager.
    ("NV000010", P, D(2026, 5, 4), D(2026, 5, 5), None, "Nghỉ nối dịp lễ 30/4 – 1/5 cùng gia đình", PENDING,
     D(2026, 4, 15), {"substitute_id": "NV000011"}),
    # Same department, but Trần Văn Hải approves it.
    ("NV000014", P, D(2026, 4, 29), D(2026, 4, 29), None, "Nghỉ nối lễ về quê", PENDING, D(2026, 4, 15), {}),
    # Other departments, other approvers.
    ("NV000053", P, D(2026, 5, 4), D(2026, 5, 4), None, "Việc cá nhân", PENDING, D(2026, 4, 16), {}),
    ("NV000081", SICK, D(2026, 4, 15), D(2026, 4, 15), None, "Sốt cao, có giấy khám của bệnh viện", PENDING,
     D(2026, 4, 16), {"substitute_id": "NV000083"}),
    ("NV000033", VRC, D(2026, 5, 7), D(2026, 5, 11), None, "Nghỉ cưới (đám cưới ngày 9/5)", PENDING,
     D(2026, 4, 10), {"substitute_id": "NV000032"}),
    ("NV000055", KL, D(2026, 5, 4), D(2026, 5, 5), None, "Thi chứng chỉ AWS tại TP.HCM", PENDING,
     D(2026, 4, 15), {}),
    ("NV000052", NB, D(2026, 4, 17), D(2026, 4, 17), PM, "Nghỉ bù sau đợt làm thêm triển khai v3.2", PENDING,
     D(2026, 4, 16), {}),
    # Decided requests.
    ("NV000031", P, D(2026, 4, 20), D(2026, 4, 21), None, "Đưa bố mẹ đi khám sức khoẻ", APPROVED, D(2026, 4, 6),
     {"substitute_id": "NV000034"}),
    ("NV000021", P, D(2026, 4, 6), D(2026, 4, 7), None, "Việc gia đình", REJECTED, D(2026, 3, 31),
     {"decision_note": "Tuần chốt doanh số quý I, em sắp xếp nghỉ sang tuần sau giúp anh."}),
    ("NV000015", P, D(2026, 4, 10), D(2026, 4, 10), None, "Việc cá nhân", CANCELLED, D(2026, 4, 3),
     {"decided_by": "NV000015", "decision_note": "Đổi kế hoạch, không nghỉ nữa."}),
    ("NV000041", SICK, D(2026, 3, 23), D(2026, 3, 24), None, "Viêm họng, sốt", APPROVED, D(2026, 3, 23), {}),
    ("NV000032", VRT, D(2026, 3, 9), D(2026, 3, 11), None, "Gia đình có tang (bố mất)", APPROVED, D(2026, 3, 9), {}),
    ("NV000086", TS, D(2026, 2, 9), D(2026, 8, 8), None, "Nghỉ sinh con", APPROVED, D(2026, 1, 26),
     {"substitute_id": "NV000035"}),
    ("NV000083", KL, D(2026, 3, 26), D(2026, 3, 27), None, "Về quê có việc gia đình", APPROVED, D(2026, 3, 20), {}),
    ("NV000071", VRC, D(2026, 1, 14), D(2026, 1, 16), None, "Nghỉ cưới", APPROVED, D(2026, 1, 5), {}),
    ("NV000057", P, D(2026, 4, 13), D(2026, 4, 14), None, "Nghỉ phép", REJECTED, D(2026, 4, 8),
     {"decision_note": "Trùng lịch release, em dời sang tuần sau nhé."}),
]
# fmt: on


_HISTORY_REASONS = [
    "Giải quyết việc gia đình",
    "Nghỉ phép về quê",
    "Đi khám sức khoẻ",
    "Việc cá nhân",
    "Đưa con đi tiêm chủng",
    "Nghỉ phép đi du lịch cùng gia đình",
    "Làm thủ tục giấy tờ cá nhân",
]


# Annual leave already used this year where the default pattern would not fit the story.
_USED_DAYS = {"NV000012": 2, "NV000013": 1, "NV000002": 1, "NV000072": 1}


def _accrued(e: Employee, today: dt.date) -> float:
    """Leave accrued this year: 1 day per month worked (partial hire month counts) + seniority."""
    months = today.month if e.hire_date.year < today.year else today.month - e.hire_date.month + 1
    return float(min(12, months) + seniority_days(e.hire_date, today))


def _overlaps(a: LeaveRequest, start: dt.date, end: dt.date) -> bool:
    return a.start_date <= end and start <= a.end_date


def _leave_requests(employees: list[Employee], today: dt.date) -> list[LeaveRequest]:
    by_id = {e.id: e for e in employees}
    reqs: list[LeaveRequest] = []
    for emp_id, kind, start, end, session, reason, status, created, extra in _LEAVE:
        emp = by_id[emp_id]
        days = 0.5 if session else float(len(working_days(start, end)))
        decided = status is not PENDING
        fields = {
            "decided_by": emp.manager_id if decided else None,
            "decided_on": created + dt.timedelta(days=1) if decided else None,
            **extra,
        }
        if status is CANCELLED:
            fields["decided_on"] = created + dt.timedelta(days=2)
        reqs.append(
            LeaveRequest(
                id="",
                employee_id=emp_id,
                leave_type=kind,
                start_date=start,
                end_date=end,
                session=session or DaySession.FULL,
                days=days,
                reason=reason,
                approver_id=emp.manager_id or "",
                status=status,
                created_on=created,
                **fields,
            )
        )
    # Approved annual-leave history (Jan – early Apr) so that 'used' has real requests behind it:
    # employee #i has used (3·i mod 4) days, minus what the explicit requests above already used.
    window = working_days(
        D(today.year, 1, 5), min(today - dt.timedelta(days=6), D(today.year, 4, 10))
    )
    pairs = [d for d in window if d + dt.timedelta(days=1) in window]
    for i, emp in enumerate(employees):
        if (
            emp.manager_id is None
            or emp.status in (EmploymentStatus.LEFT, EmploymentStatus.MATERNITY)
            or emp.hire_date.year >= today.year
        ):
            continue
        mine = [r for r in reqs if r.employee_id == emp.id and r.leave_type is P]
        already = sum(r.days for r in mine if r.status is APPROVED)
        pending = sum(r.days for r in mine if r.status is PENDING)
        target = min(_USED_DAYS.get(emp.id, (i * 7) % 4), _accrued(emp, today) - pending)
        todo = max(0, int(target - already))
        spans: list[int] = [2] * (todo // 2) + [1] * (todo % 2)
        for j, length in enumerate(spans):
            pool = pairs if length == 2 else window
            k = (i * 7 + j * 23) % len(pool)
            for _ in range(len(pool)):
                start = pool[k % len(pool)]
                end = start + dt.timedelta(days=length - 1)
                if not any(r.employee_id == emp.id and _overlaps(r, start, end) for r in reqs):
                    break
                k += 3
            created = max(D(today.year, 1, 2), start - dt.timedelta(days=4 + i % 5))
            reqs.append(
                LeaveRequest(
                    id="",
                    employee_id=emp.id,
                    leave_type=P,
                    start_date=start,
                    end_date=end,
                    days=float(length),
                    reason=_HISTORY_REASONS[(i + j) % len(_HISTORY_REASONS)],
                    approver_id=emp.manager_id,
                    status=APPROVED,
                    created_on=created,
                    decided_by=emp.manager_id,
                    decided_on=created + dt.timedelta(days=1),
                )
            )
    reqs.sort(key=lambda r: (r.created_on, r.employee_id, r.start_date))
    return [
        r.model_copy(update={"id": f"DN-{r.start_date.year}-{n:04d}"})
        for n, r in enumerate(reqs, 1)
    ]


def _balances(
    employees: list[Employee], requests: list[LeaveRequest], today: dt.date
) -> list[LeaveBalance]:
    out = []
    for e in employees:
        if e.status is EmploymentStatus.LEFT:
            continue
        extra = seniority_days(e.hire_date, today)
        # pro rata for a hire this year (NĐ 145/2020 Đ66)
        entitled = 12 if e.hire_date.year < today.year else 13 - e.hire_date.month
        mine = [
            r
            for r in requests
            if r.employee_id == e.id and r.leave_type is P and r.start_date.year == today.year
        ]
        out.append(
            LeaveBalance(
                id=f"QP-{today.year}-{e.id}",
                employee_id=e.id,
                year=today.year,
                entitled_days=float(entitled + extra),
                accrued_days=_accrued(e, today),
                carried_over_days=0.0,
                used_days=sum(r.days for r in mine if r.status is APPROVED),
                pending_days=sum(r.days for r in mine if r.status is PENDING),
            )
        )
    return out


# -- overtime ------------------------------------------------------------------------------
_EVENING = (T(18, 0), T(22, 0))
_EVENING3 = (T(18, 0), T(21, 0))
_V32 = "Triển khai phiên bản AMIS connector v3.2 cho khách hàng"

# fmt: off
# (employee, date, (start, end), status, reason)
_OT: list[tuple[str, dt.date, tuple[dt.time, dt.time], RequestStatus, str]] = [
    # Backend team, April 2026: Hùng 38 h approved (8 × 4 h + 2 × 3 h).
    *[("NV000052", D(2026, 4, d), _EVENING, APPROVED, _V32) for d in (1, 2, 3, 6, 7, 8, 9, 10)],
    *[("NV000052", D(2026, 4, d), _EVENING3, APPROVED, _V32) for d in (13, 14)],
    # Vinh: 32 h approved + 4 h pending (36 h: exactly 4 h of room left).
    *[("NV000053", D(2026, 4, d), _EVENING, APPROVED, _V32) for d in (1, 2, 3, 6, 7, 8, 9, 13)],
    ("NV000053", D(2026, 4, 15), _EVENING, PENDING, _V32),
    # Giang: 15 h approved; Long (probation): 8 h approved.
    *[("NV000085", D(2026, 4, d), _EVENING, APPROVED, _V32) for d in (6, 7, 8)],
    ("NV000085", D(2026, 4, 10), _EVENING3, APPROVED, _V32),
    *[("NV000059", D(2026, 4, d), _EVENING, APPROVED, _V32) for d in (9, 10)],
    # Backend, March 2026.
    *[("NV000052", D(2026, 3, d), _EVENING, APPROVED, "Sửa lỗi và tối ưu API đồng bộ đơn hàng") for d in (16, 17, 18, 19, 23, 24, 25, 26)],
    *[("NV000053", D(2026, 3, d), _EVENING, APPROVED, "Sửa lỗi và tối ưu API đồng bộ đơn hàng") for d in (17, 19, 24, 26, 30, 31)],
    ("NV000051", D(2026, 3, 28), (T(8, 0), T(12, 0)), APPROVED, "Giám sát nâng cấp cơ sở dữ liệu"),
    # DevOps / IT support: weekend maintenance.
    ("NV000056", D(2026, 3, 28), (T(8, 0), T(16, 0)), APPROVED, "Nâng cấp cơ sở dữ liệu production"),
    ("NV000056", D(2026, 4, 11), (T(8, 0), T(12, 0)), REJECTED, "Chuyển máy chủ sang trung tâm dữ liệu mới"),
    ("NV000061", D(2026, 4, 18), (T(8, 0), T(12, 0)), PENDING, "Bảo trì hệ thống mạng văn phòng tầng 4"),
    # Accounting: month-end and quarter-end closing.
    ("NV000034", D(2026, 3, 31), _EVENING3, APPROVED, "Khoá sổ quý I/2026"),
    ("NV000032", D(2026, 3, 31), _EVENING3, APPROVED, "Đối chiếu công nợ cuối quý"),
    ("NV000033", D(2026, 4, 14), (T(18, 0), T(20, 0)), CANCELLED, "Hoàn thiện tờ khai thuế GTGT quý I"),
    # Sales HCM: event weekend.
    ("NV000022", D(2026, 3, 21), (T(8, 0), T(17, 0)), APPROVED, "Hội thảo giới thiệu giải pháp tại TP.HCM"),
    ("NV000024", D(2026, 3, 21), (T(8, 0), T(17, 0)), APPROVED, "Hội thảo giới thiệu giải pháp tại TP.HCM"),
    # Marketing: campaign launch tomorrow evening, still waiting.
    ("NV000074", D(2026, 4, 17), _EVENING3, PENDING, "Hoàn thiện ấn phẩm ra mắt chiến dịch 30/4"),
]
# fmt: on


def _minutes(t: dt.time) -> int:
    return t.hour * 60 + t.minute


def _overtime(employees: list[Employee], today: dt.date) -> list[OvertimeRequest]:
    by_id = {e.id: e for e in employees}
    rows = []
    for emp_id, day, (start, end), status, reason in _OT:
        mgr = by_id[emp_id].manager_id or ""
        decided = status is not PENDING
        rows.append(
            OvertimeRequest(
                id="",
                employee_id=emp_id,
                date=day,
                start_time=start,
                end_time=end,
                hours=(_minutes(end) - _minutes(start)) / 60,
                reason=reason,
                approver_id=mgr,
                status=status,
                # made on the day (a weekend one the day before); one still to come, yesterday
                created_on=min(
                    day - dt.timedelta(days=1) if day.weekday() >= 5 else day,
                    today - dt.timedelta(days=1),
                ),
                decided_by=(emp_id if status is CANCELLED else mgr) if decided else None,
                decided_on=day if decided else None,
                decision_note="Tạm hoãn, chưa cần làm thêm cuối tuần này."
                if status is REJECTED
                else "",
            )
        )
    rows.sort(key=lambda r: (r.date, r.employee_id))
    return [r.model_copy(update={"id": f"LT-{r.date.year}-{n:04d}"}) for n, r in enumerate(rows, 1)]


# -- shift changes -------------------------------------------------------------------------
# fmt: off
# (employee, date, to shift, status, reason, created, note)
_SHIFT_CHANGES = [
    ("NV000081", D(2026, 4, 8), "CA-C", APPROVED, "Buổi sáng đi làm thủ tục ngân hàng", D(2026, 4, 6), ""),
    ("NV000084", D(2026, 4, 13), "CA-S", REJECTED, "Có việc gia đình buổi tối", D(2026, 4, 10),
     "Ca sáng ngày 13/4 đã đủ người trực, em giữ ca chiều nhé."),
    ("NV000061", D(2026, 4, 17), "CA-S", PENDING, "Hỗ trợ triển khai hệ thống cho khách hàng từ sáng sớm",
     D(2026, 4, 15), ""),
    ("NV000082", D(2026, 4, 20), "CA-S", PENDING, "Có lịch khám sức khoẻ buổi chiều", D(2026, 4, 16), ""),
    ("NV000083", D(2026, 4, 22), "CA-C", CANCELLED, "Đổi ca với bạn cùng nhóm", D(2026, 4, 14),
     "Không cần đổi ca nữa."),
]
# fmt: on


def _shift_changes(employees: list[Employee]) -> list[ShiftChangeRequest]:
    by_id = {e.id: e for e in employees}
    out = []
    for n, (emp_id, day, to, status, reason, created, note) in enumerate(_SHIFT_CHANGES, 1):
        emp = by_id[emp_id]
        decided = status is not PENDING
        out.append(
            ShiftChangeRequest(
                id=f"DC-{day.year}-{n:04d}",
                employee_id=emp_id,
                date=day,
                from_shift_id=emp.shift_id,
                to_shift_id=to,
                reason=reason,
                approver_id=emp.manager_id or "",
                status=status,
                created_on=created,
                decided_by=(emp_id if status is CANCELLED else emp.manager_id) if decided else None,
                decided_on=created + dt.timedelta(days=1) if decided else None,
                decision_note=note,
            )
        )
    return out


def seed(today: dt.date) -> HrState:
    """The base company's HR subsystem as of ``today``."""
    employees = _employees()
    requests = _leave_requests(employees, today)
    return HrState(
        departments=list(DEPARTMENTS),
        employees=employees,
        leave_balances=_balances(employees, requests, today),
        leave_requests=requests,
        overtime_requests=_overtime(employees, today),
        shifts=list(SHIFTS),
        shift_change_requests=_shift_changes(employees),
        holidays=list(HOLIDAYS),
    )


# -- noise ---------------------------------------------------------------------------------
# Distractors that never change a correct answer about the base company: look-alike staff in
# other departments, and requests that are already decided (rejected or cancelled when they
# belong to real staff, so no leave ledger or overtime total moves). Noise requests of noise
# staff may be approved (non-annual leave types, overtime within the monthly cap).

_NOISE_START = 900
_SURNAMES = [
    "Nguyễn",
    "Trần",
    "Lê",
    "Phạm",
    "Hoàng",
    "Phan",
    "Vũ",
    "Đặng",
    "Bùi",
    "Đỗ",
    "Ngô",
    "Dương",
]
_MIDDLE = {
    Gender.MALE: ["Văn", "Đức", "Minh", "Quang", "Hữu", "Xuân", "Công", "Thanh"],
    Gender.FEMALE: ["Thị", "Thu", "Ngọc", "Thanh", "Kim", "Thuỳ", "Mai"],
}
_GIVEN = {
    Gender.MALE: ["Hùng", "Tuấn", "Dũng", "Minh", "Nam", "Long", "Khoa", "Quân", "Hải", "Sơn"],
    Gender.FEMALE: ["Hà", "Lan", "Linh", "Trang", "Hương", "Ngọc", "Thảo", "Phương", "Yến", "Anh"],
}
_NOISE_TITLE = {
    "PB-BGD": "Thư ký Ban Giám đốc",
    "PB-KD": "Nhân viên kinh doanh",
    "PB-KDHCM": "Nhân viên kinh doanh",
    "PB-KT": "Kế toán viên",
    "PB-HCNS": "Nhân viên hành chính",
    "PB-CN": "Lập trình viên",
    "PB-MKT": "Chuyên viên Marketing",
    "PB-CSKH": "Nhân viên CSKH",
}
_PHONE_PREFIXES = [
    "086",
    "096",
    "097",
    "098",
    "032",
    "035",
    "088",
    "091",
    "094",
    "083",
    "090",
    "093",
    "070",
    "077",
]


def _next_number(ids: list[str], prefix: str) -> int:
    """The first sequence number ≥ the noise range that no id with ``prefix`` uses."""
    highest = _NOISE_START
    for rid in ids:
        tail = rid[len(prefix) :] if rid.startswith(prefix) else ""
        if tail.isdigit():
            highest = max(highest, int(tail) + 1)
    return highest


def _is_noise_employee(emp_id: str) -> bool:
    return emp_id.startswith("NV") and emp_id[2:].isdigit() and int(emp_id[2:]) >= _NOISE_START


def _noise_employees(world: WorldState, rng: random.Random, n: int) -> list[Employee]:
    staff = [e for e in world.hr.employees if not _is_noise_employee(e.id)] or list(_employees())
    departments = world.hr.departments or DEPARTMENTS
    existing = {e.id for e in world.hr.employees}
    emails = {e.email for e in world.hr.employees}
    phones = {e.phone for e in world.hr.employees}
    number = _next_number([e.id for e in world.hr.employees], "NV")
    out: list[Employee] = []
    for _ in range(n):
        src = rng.choice(staff)
        parts = src.full_name.split()
        gender = src.gender
        if rng.random() < 0.6:  # same given name, different surname and middle name
            surname = rng.choice([s for s in _SURNAMES if s != parts[0]])
            name = f"{surname} {rng.choice(_MIDDLE[gender])} {parts[-1]}"
        else:  # same surname
            given = rng.choice([g for g in _GIVEN[gender] if g != parts[-1]])
            name = f"{parts[0]} {rng.choice(_MIDDLE[gender])} {given}"
        dept = rng.choice(
            [d for d in departments if d.id != src.department_id] or list(departments)
        )
        manager = dept.manager_id if dept.manager_id in existing else None
        while f"NV{number:06d}" in existing:
            number += 1
        emp_id = f"NV{number:06d}"
        number += 1
        local, domain = email_for(name).split("@")
        email, k = f"{local}@{domain}", 2
        while email in emails:
            email, k = f"{local}{k}@{domain}", k + 1
        phone = ""
        while not phone or phone in phones:
            phone = rng.choice(_PHONE_PREFIXES) + f"{rng.randrange(10**7):07d}"
        hired = D(2019, 1, 1) + dt.timedelta(days=rng.randrange(7 * 365))
        born = D(1985, 1, 1) + dt.timedelta(days=rng.randrange(17 * 365))
        start = _add_months(hired, 2)
        emp = Employee(
            id=emp_id,
            full_name=name,
            gender=gender,
            birth_date=born,
            email=email,
            phone=phone,
            department_id=dept.id,
            title=_NOISE_TITLE.get(dept.id, "Chuyên viên"),
            manager_id=manager,
            hire_date=hired,
            contract_no=f"{number:03d}/{start.year}/HĐLĐ-ML",
            contract_start=start,
            shift_id=rng.choice(["CA-S", "CA-C"]) if dept.id == "PB-CSKH" else "CA-HC",
        )
        existing.add(emp_id)
        emails.add(email)
        phones.add(phone)
        out.append(emp)
    return out


def _noise_pool(world: WorldState) -> list[Employee]:
    """Employees who can own a noise request: active, with a manager who exists."""
    ids = {e.id for e in world.hr.employees}
    pool = [
        e
        for e in world.hr.employees
        if e.manager_id in ids and e.status is not EmploymentStatus.LEFT
    ]
    if not pool:
        raise ValueError("hr noise needs employees with a manager in the world")
    noise = [e for e in pool if _is_noise_employee(e.id)]
    # Prefer look-alike staff when they are there, but keep some real staff too.
    return noise * 3 + pool if noise else pool


def _past_working_day(world: WorldState, rng: random.Random) -> dt.date:
    """A working day of this year before today (last year's when today is early January)."""
    today = world.context.today
    holidays = frozenset(h.date for h in world.hr.holidays)
    first = D(today.year, 1, 5) if today > D(today.year, 1, 20) else D(today.year - 1, 1, 5)
    span = max(1, (today - first).days - 1)
    for _ in range(60):
        day = first + dt.timedelta(days=rng.randrange(span))
        if is_working_day(day, holidays):
            return day
    return first


_NOISE_LEAVE_REASONS = [
    "Việc gia đình",
    "Đi khám bệnh",
    "Về quê",
    "Làm thủ tục hành chính",
    "Con ốm",
    "Nghỉ phép cá nhân",
]


def _noise_leave_requests(world: WorldState, rng: random.Random, n: int) -> list[LeaveRequest]:
    pool = _noise_pool(world)
    holidays = frozenset(h.date for h in world.hr.holidays)
    taken = [r.id for r in world.hr.leave_requests]
    out: list[LeaveRequest] = []
    for _ in range(n):
        emp = rng.choice(pool)
        start = _past_working_day(world, rng)
        end = start + dt.timedelta(days=rng.choice([0, 0, 1]))
        days = float(
            sum(
                1
                for k in range((end - start).days + 1)
                if is_working_day(start + dt.timedelta(days=k), holidays)
            )
        )
        created = start - dt.timedelta(days=rng.randrange(1, 6))
        busy = any(
            r.employee_id == emp.id and r.status in (APPROVED, PENDING) and _overlaps(r, start, end)
            for r in [*world.hr.leave_requests, *out]
        )
        if _is_noise_employee(emp.id) and not busy and rng.random() < 0.5:
            status, kind = APPROVED, rng.choice([KL, SICK, LeaveType.FAMILY_UNPAID])
            if kind is LeaveType.FAMILY_UNPAID:
                end, days = start, 1.0
        else:
            status, kind = rng.choice([REJECTED, CANCELLED]), rng.choice([P, P, KL, SICK])
        prefix = f"DN-{start.year}-"
        number = _next_number(taken, prefix)
        rid = f"{prefix}{number:04d}"
        taken.append(rid)
        out.append(
            LeaveRequest(
                id=rid,
                employee_id=emp.id,
                leave_type=kind,
                start_date=start,
                end_date=end,
                days=max(days, 1.0),
                reason=rng.choice(_NOISE_LEAVE_REASONS),
                approver_id=emp.manager_id or "",
                status=status,
                created_on=created,
                decided_by=emp.id if status is CANCELLED else emp.manager_id,
                decided_on=created + dt.timedelta(days=1),
                decision_note={
                    REJECTED: "Phòng đang thiếu người, hẹn dịp khác.",
                    CANCELLED: "Không nghỉ nữa.",
                }.get(status, ""),
            )
        )
    return out


def _noise_overtime(world: WorldState, rng: random.Random, n: int) -> list[OvertimeRequest]:
    pool = _noise_pool(world)
    taken = [r.id for r in world.hr.overtime_requests]
    out: list[OvertimeRequest] = []
    for _ in range(n):
        emp = rng.choice(pool)
        day = _past_working_day(world, rng)
        end = rng.choice([T(20, 0), T(21, 0), T(22, 0)])
        hours = float(end.hour - 18)
        month_total = sum(
            r.hours
            for r in [*world.hr.overtime_requests, *out]
            if r.employee_id == emp.id
            and (r.date.year, r.date.month) == (day.year, day.month)
            and r.status in (APPROVED, PENDING)
        )
        same_day = any(
            r.employee_id == emp.id and r.date == day and r.status in (APPROVED, PENDING)
            for r in [*world.hr.overtime_requests, *out]
        )
        if (
            _is_noise_employee(emp.id)
            and not same_day
            and month_total + hours <= 40
            and rng.random() < 0.5
        ):
            status = APPROVED
        else:
            status = rng.choice([REJECTED, CANCELLED])
        prefix = f"LT-{day.year}-"
        rid = f"{prefix}{_next_number(taken, prefix):04d}"
        taken.append(rid)
        out.append(
            OvertimeRequest(
                id=rid,
                employee_id=emp.id,
                date=day,
                start_time=T(18, 0),
                end_time=end,
                hours=hours,
                reason=rng.choice(
                    [
                        "Hoàn thành báo cáo cuối tháng",
                        "Hỗ trợ khách hàng",
                        "Xử lý sự cố",
                        "Chuẩn bị hội thảo",
                    ]
                ),
                approver_id=emp.manager_id or "",
                status=status,
                created_on=day,
                decided_by=emp.id if status is CANCELLED else emp.manager_id,
                decided_on=day,
                decision_note="Không cần làm thêm." if status is REJECTED else "",
            )
        )
    return out


def _noise_shift_changes(world: WorldState, rng: random.Random, n: int) -> list[ShiftChangeRequest]:
    pool = _noise_pool(world)
    shifts = [s.id for s in world.hr.shifts] or [s.id for s in SHIFTS]
    taken = [r.id for r in world.hr.shift_change_requests]
    out: list[ShiftChangeRequest] = []
    for _ in range(n):
        emp = rng.choice(pool)
        day = _past_working_day(world, rng)
        to = rng.choice([s for s in shifts if s != emp.shift_id] or shifts)
        status = (
            rng.choice([APPROVED, REJECTED, CANCELLED])
            if _is_noise_employee(emp.id)
            else rng.choice([REJECTED, CANCELLED])
        )
        prefix = f"DC-{day.year}-"
        rid = f"{prefix}{_next_number(taken, prefix):04d}"
        taken.append(rid)
        created = day - dt.timedelta(days=rng.randrange(1, 5))
        out.append(
            ShiftChangeRequest(
                id=rid,
                employee_id=emp.id,
                date=day,
                from_shift_id=emp.shift_id,
                to_shift_id=to,
                reason=rng.choice(["Việc gia đình", "Đổi ca với đồng nghiệp", "Đi khám bệnh"]),
                approver_id=emp.manager_id or "",
                status=status,
                created_on=created,
                decided_by=emp.id if status is CANCELLED else emp.manager_id,
                decided_on=created + dt.timedelta(days=1),
            )
        )
    return out


NOISE: dict[str, Callable[[WorldState, random.Random, int], list[Record]]] = {
    "hr.employees": _noise_employees,
    "hr.leave_requests": _noise_leave_requests,
    "hr.overtime_requests": _noise_overtime,
    "hr.shift_change_requests": _noise_shift_changes,
}
