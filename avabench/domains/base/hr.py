"""The base company's people: departments, ~56 employees, leave ledger, shifts and holidays.

Công ty Cổ phần Công nghệ Minh Long (minhlong.vn), head office in Hà Nội, branches in
TP.HCM and Đà Nẵng. Namesakes are deliberate (two Tuấn, two Trang, two Hương, two Dũng,
two Trần Minh Khoa across the company and the candidate pool) because real AMIS users address
colleagues by given name.
"""

from __future__ import annotations

import datetime as dt
import unicodedata

from avabench.world.hr import (
    ContractType,
    Department,
    Employee,
    EmploymentStatus,
    Gender,
    Holiday,
    HrState,
    LeaveBalance,
    Shift,
)

D = dt.date

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
    ("NV000059", "Nguyễn Hoàng Long", "M", "PB-CN", "Lập trình viên Backend", "NV000051", D(2025, 9, 8), D(2001, 7, 19), "0326 118 904"),
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
]

# A former employee (owner of old CRM records) and a probationer.
_SPECIAL = {
    "NV000017": {"status": EmploymentStatus.LEFT},
    "NV000059": {"status": EmploymentStatus.PROBATION, "contract_type": ContractType.PROBATION},
    "NV000075": {"status": EmploymentStatus.PROBATION, "contract_type": ContractType.PROBATION},
    "NV000016": {"contract_type": ContractType.FIXED_TERM},
    "NV000084": {"contract_type": ContractType.FIXED_TERM},
}


def _ascii(text: str) -> str:
    text = text.replace("Đ", "D").replace("đ", "d")
    return "".join(c for c in unicodedata.normalize("NFD", text) if not unicodedata.combining(c))


def email_for(full_name: str, domain: str = "minhlong.vn") -> str:
    """AMIS-style address: given name + initials of the other names (``ha.ntt@...``)."""
    parts = _ascii(full_name).lower().split()
    return f"{parts[-1]}.{''.join(p[0] for p in parts[:-1])}@{domain}"


def _employees() -> list[Employee]:
    out = []
    for pid, name, g, dept, title, mgr, hired, born, phone in _PEOPLE:
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
                **_SPECIAL.get(pid, {}),
            )
        )
    return out


def seniority_days(hire_date: dt.date, on: dt.date) -> int:
    """+1 day of annual leave per full 5 years with the company (BLLĐ 2019 Đ114)."""
    years = on.year - hire_date.year - ((on.month, on.day) < (hire_date.month, hire_date.day))
    return max(0, years) // 5


def _balances(employees: list[Employee], today: dt.date) -> list[LeaveBalance]:
    out = []
    for i, e in enumerate(employees):
        if e.status is EmploymentStatus.LEFT:
            continue
        extra = seniority_days(e.hire_date, today)
        months = today.month if e.hire_date.year < today.year else today.month - e.hire_date.month + 1
        used = float((i * 7) % 4)  # 0–3 days already taken this year, deterministic
        out.append(
            LeaveBalance(
                id=f"QP-{today.year}-{e.id}",
                employee_id=e.id,
                year=today.year,
                entitled_days=float(12 + extra),
                accrued_days=float(min(12, months) + extra),
                carried_over_days=0.0,
                used_days=used,
            )
        )
    return out


SHIFTS = [
    Shift(id="CA-HC", name="Ca hành chính", start_time=dt.time(8, 30), end_time=dt.time(17, 30), break_minutes=60),
    Shift(id="CA-S", name="Ca sáng", start_time=dt.time(7, 0), end_time=dt.time(15, 0), break_minutes=30),
    Shift(id="CA-C", name="Ca chiều", start_time=dt.time(14, 0), end_time=dt.time(22, 0), break_minutes=30),
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


def seed(today: dt.date) -> HrState:
    """The base company's HR subsystem as of ``today``."""
    employees = _employees()
    return HrState(
        departments=list(DEPARTMENTS),
        employees=employees,
        leave_balances=_balances(employees, today),
        leave_requests=[],
        overtime_requests=[],
        shifts=list(SHIFTS),
        shift_change_requests=[],
        holidays=list(HOLIDAYS),
    )
