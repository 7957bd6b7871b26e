"""Employee tools (AMIS Thông tin nhân sự): search, profile, departments, contact details."""

from __future__ import annotations

import re

from avabench.errors import InvalidArguments, Refused
from avabench.tools._common import (
    fold,
    paginate,
    per_table,
    search_words,
    text_match,
    words_in,
)
from avabench.tools.hr._helpers import (
    HR_DEPARTMENT,
    _current,
    _department_names,
    _dump,
    _employee,
    _employee_haystacks,
    _first_by_id,
    _staff,
)
from avabench.tools.registry import tool
from avabench.world import WorldState, put, replace
from avabench.world.hr import Employee, EmploymentStatus


def _search_rows(employees: list[Employee]) -> list[tuple[Employee, bool, tuple[str, str]]]:
    """(employee, has left, search text) per row of the table, built once per its content."""
    return per_table(("hr", "search_rows"), employees, build=_build_search_rows)


def _build_search_rows(rows: list[Employee]) -> list[tuple[Employee, bool, tuple[str, str]]]:
    return [(e, e.status == EmploymentStatus.LEFT, _employee_haystacks(e)) for e in rows]


@tool(writes=False)
def hrm_search_employee(
    world: WorldState,
    query: str = "",
    department: str = "",
    include_former: bool = False,
    page: int = 1,
    page_size: int = 20,
) -> dict:
    """Tìm nhân viên theo tên, mã, email, số điện thoại hoặc chức danh.

    Args:
        query: Từ khoá: họ tên (có hoặc không dấu), mã NV, email, SĐT hoặc chức danh. Để trống để liệt kê.
        department: Lọc theo tên hoặc mã phòng ban, ví dụ "Kế toán" hoặc "PB-KT".
        include_former: True để gồm cả nhân viên đã nghỉ việc.
        page: Trang kết quả, bắt đầu từ 1.
        page_size: Số kết quả mỗi trang (tối đa 50).
    """
    dept_names = _department_names(world)
    # text_match(query, e.id, e.full_name, e.email, e.phone, e.title), query words split once
    words = search_words(query)
    found = []
    for e, left, hay in _search_rows(world.hr.employees):
        if left and not include_former:
            continue
        if words is not None and not words_in(words, hay):
            continue
        if department and not text_match(
            department, e.department_id, dept_names.get(e.department_id, e.department_id)
        ):
            continue
        found.append(e)
    chunk, meta = paginate(found, page, page_size)
    names = _staff(world).first
    rows = []
    for e in chunk:
        row = _dump(e)
        row["department_name"] = dept_names.get(e.department_id, e.department_id)
        manager_id = e.manager_id
        if manager_id:
            manager = names.get(manager_id)
            row["manager_name"] = manager.full_name if manager is not None else manager_id
        else:
            row["manager_name"] = None
        rows.append(row)
    return {"employees": rows, **meta}


@tool(writes=False)
def hrm_get_employee(world: WorldState, employee_id: str) -> dict:
    """Xem hồ sơ đầy đủ của một nhân viên: phòng ban, quản lý trực tiếp, hợp đồng, ca làm, trạng thái.

    Args:
        employee_id: Mã nhân viên, ví dụ "NV000012" (tìm bằng hrm_search_employee nếu chỉ biết tên).
    """
    emp = _employee(world, employee_id.strip())
    dept = _first_by_id(world.hr.departments).get(emp.department_id)
    manager = next((e for e in world.hr.employees if e.id == emp.manager_id), None)
    today = world.context.today
    years = (
        today.year
        - emp.hire_date.year
        - ((today.month, today.day) < (emp.hire_date.month, emp.hire_date.day))
    )
    reports = [
        {"id": e.id, "full_name": e.full_name, "title": e.title}
        for e in world.hr.employees
        if e.manager_id == emp.id and e.status != EmploymentStatus.LEFT
    ]
    shift = _first_by_id(world.hr.shifts).get(emp.shift_id)
    return _dump(
        emp,
        department_name=dept.name if dept else emp.department_id,
        branch=dept.branch if dept else None,
        manager_name=manager.full_name if manager else None,
        manager_title=manager.title if manager else None,
        seniority_years=max(0, years),
        contract={
            "type": str(emp.contract_type),
            "number": emp.contract_no,
            "start": emp.contract_start.isoformat() if emp.contract_start else None,
            "end": emp.contract_end.isoformat() if emp.contract_end else None,
            "days_to_end": (emp.contract_end - today).days if emp.contract_end else None,
        },
        shift_name=shift.name if shift else None,
        direct_reports=reports,
    )


@tool(writes=False)
def hrm_list_departments(world: WorldState, query: str = "", branch: str = "") -> dict:
    """Liệt kê cơ cấu tổ chức: các phòng ban, chi nhánh, trưởng phòng và số nhân sự.

    Args:
        query: Lọc theo tên hoặc mã phòng ban (có hoặc không dấu); để trống để xem tất cả.
        branch: Lọc theo chi nhánh: "Hà Nội", "TP.HCM" hoặc "Đà Nẵng"; để trống để xem tất cả.
    """
    rows = []
    dept_names = _department_names(world)
    names = _staff(world).first
    members: dict[str, list[Employee]] = {}
    for e in world.hr.employees:
        members.setdefault(e.department_id, []).append(e)
    for d in world.hr.departments:
        if not text_match(query, d.id, d.name) or not text_match(branch, d.branch):
            continue
        staff = members.get(d.id, [])
        by_status: dict[str, int] = {}
        for e in staff:
            by_status[str(e.status)] = by_status.get(str(e.status), 0) + 1
        manager = names.get(d.manager_id) if d.manager_id else None
        rows.append(
            _dump(
                d,
                manager_name=(
                    (manager.full_name if manager is not None else d.manager_id)
                    if d.manager_id
                    else None
                ),
                parent_name=dept_names.get(d.parent_id, d.parent_id) if d.parent_id else None,
                headcount=sum(1 for e in staff if e.status != EmploymentStatus.LEFT),
                headcount_by_status=by_status,
            )
        )
    return {"departments": rows, "total": len(rows)}


_CONTACT_FIELDS = {
    "phone": "phone",
    "so dien thoai": "phone",
    "sdt": "phone",
    "dien thoai": "phone",
    "so dt": "phone",
    "mobile": "phone",
    "personal_email": "personal_email",
    "personal email": "personal_email",
    "email ca nhan": "personal_email",
    "email rieng": "personal_email",
}
_PHONE = re.compile(r"0[35789]\d{8}")
_EMAIL = re.compile(r"[a-z0-9._%+-]+@[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}")


@tool(writes=True)
def hrm_update_employee_info(
    world: WorldState, field: str, value: str, employee_id: str = ""
) -> dict:
    """Cập nhật thông tin liên hệ trên hồ sơ nhân viên: số điện thoại hoặc email cá nhân.

    Nhân viên chỉ tự cập nhật được số điện thoại và email cá nhân của chính mình; nhân viên
    Phòng Hành chính – Nhân sự cập nhật được hai trường này cho mọi nhân viên. Các trường khác
    (họ tên, ngày sinh, phòng ban, chức danh, quản lý, email công ty, hợp đồng, lương…) không
    sửa được bằng công cụ này: phải gửi đề nghị cho Phòng HCNS.

    Args:
        field: Trường cần sửa: "phone" (số điện thoại) hoặc "personal_email" (email cá nhân).
        value: Giá trị mới, ví dụ "0912 345 678" hoặc "ten.ho@gmail.com".
        employee_id: Mã nhân viên cần sửa; để trống nếu là hồ sơ của chính người dùng hiện tại.
    """
    key = fold(field.replace("_", " ")) if field.strip() else ""
    if not key:
        raise InvalidArguments('Cần chọn trường cần sửa: "phone" hoặc "personal_email".')
    target_field = _CONTACT_FIELDS.get(key) or _CONTACT_FIELDS.get(fold(field))
    if target_field is None:
        raise Refused(
            f"Không được tự cập nhật trường '{field}'. Chỉ sửa được số điện thoại (phone) và "
            "email cá nhân (personal_email); các thông tin khác cần gửi đề nghị cho Phòng "
            "Hành chính – Nhân sự."
        )
    me = _current(world)
    emp = _employee(world, employee_id.strip()) if employee_id.strip() else me
    if emp.id != me.id and me.department_id != HR_DEPARTMENT:
        raise Refused(
            f"Bạn chỉ được cập nhật hồ sơ của chính mình; hồ sơ của {emp.full_name} do "
            "Phòng Hành chính – Nhân sự cập nhật."
        )
    raw = value.strip()
    if target_field == "phone":
        digits = re.sub(r"[\s.\-()]", "", raw)
        if digits.startswith("+84"):
            digits = "0" + digits[3:]
        elif digits.startswith("84") and len(digits) == 11:
            digits = "0" + digits[2:]
        if not _PHONE.fullmatch(digits):
            raise InvalidArguments(
                f"Số điện thoại '{value}' không hợp lệ: cần 10 chữ số, bắt đầu bằng 03, 05, 07, "
                "08 hoặc 09 (ví dụ 0912 345 678)."
            )
        other = next((e for e in world.hr.employees if e.phone == digits and e.id != emp.id), None)
        if other is not None:
            raise Refused(f"Số {digits} đang là số của {other.full_name} ({other.id}).")
        new = digits
    else:
        new = raw.lower()
        if not _EMAIL.fullmatch(new):
            raise InvalidArguments(f"Email '{value}' không hợp lệ, ví dụ đúng: ten.ho@gmail.com.")
        if new.endswith("@" + world.context.company_domain):
            raise InvalidArguments(
                "Email cá nhân không được là email công ty; email công ty do Phòng HCNS cấp."
            )
    old = getattr(emp, target_field)
    if old == new:
        raise InvalidArguments(f"Giá trị mới giống giá trị hiện tại ({old}); không cần cập nhật.")
    updated = put(world.hr.employees, replace(emp, **{target_field: new}))
    return {
        "employee_id": updated.id,
        "full_name": updated.full_name,
        "field": target_field,
        "old_value": old,
        "new_value": new,
        "updated_by": me.id,
    }
