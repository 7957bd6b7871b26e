"""HR subsystem (AMIS Thông tin nhân sự, AMIS Chấm công): people, leave, overtime, shifts.

Tables: ``departments``, ``employees``, ``leave_balances`` (one row per employee and year),
``leave_requests`` (Đơn xin nghỉ), ``overtime_requests`` (Đăng ký làm thêm), ``shifts``
(lookup), ``shift_change_requests`` (Đề nghị đổi ca) and ``holidays`` (lookup).

Leave ledger invariant (checked by the seed tests)::

    remaining = accrued_days + carried_over_days - used_days - pending_days

where ``used_days`` is the sum of ``days`` of the employee's *Đã duyệt* annual-leave (``P``)
requests of that year and ``pending_days`` the sum over its *Chờ duyệt* ``P`` requests.
"""

from __future__ import annotations

import datetime as dt
from enum import StrEnum

from pydantic import Field

from avabench.world._base import Record, Subsystem


class Gender(StrEnum):
    MALE = "Nam"
    FEMALE = "Nữ"


class EmploymentStatus(StrEnum):
    ACTIVE = "Đang làm việc"
    PROBATION = "Thử việc"
    MATERNITY = "Nghỉ thai sản"
    SUSPENDED = "Tạm hoãn HĐ"
    LEFT = "Đã nghỉ việc"


class ContractType(StrEnum):
    PROBATION = "Hợp đồng thử việc"
    FIXED_TERM = "HĐLĐ xác định thời hạn"
    INDEFINITE = "HĐLĐ không xác định thời hạn"


class LeaveType(StrEnum):
    """Loại nghỉ (code → label); the code is what tools accept."""

    ANNUAL = "P"  # Nghỉ phép năm, 100% lương
    UNPAID = "KL"  # Nghỉ không lương
    MARRIAGE = "VR-C"  # Bản thân kết hôn: 3 ngày, hưởng lương
    CHILD_MARRIAGE = "VR-CC"  # Con kết hôn: 1 ngày, hưởng lương
    BEREAVEMENT = "VR-T"  # Tang cha/mẹ, vợ/chồng, con: 3 ngày, hưởng lương
    FAMILY_UNPAID = "KL-1"  # Ông bà/anh chị em mất, cha mẹ/anh chị em kết hôn: 1 ngày, không lương
    SICK = "Ô"  # Nghỉ ốm (BHXH)
    MATERNITY = "TS"  # Thai sản (BHXH)
    COMPENSATORY = "NB"  # Nghỉ bù sau làm thêm


LEAVE_TYPE_LABELS: dict[LeaveType, str] = {
    LeaveType.ANNUAL: "Nghỉ phép năm",
    LeaveType.UNPAID: "Nghỉ không lương",
    LeaveType.MARRIAGE: "Nghỉ việc riêng – bản thân kết hôn",
    LeaveType.CHILD_MARRIAGE: "Nghỉ việc riêng – con kết hôn",
    LeaveType.BEREAVEMENT: "Nghỉ việc riêng – tang (cha/mẹ, vợ/chồng, con)",
    LeaveType.FAMILY_UNPAID: "Nghỉ việc riêng không lương (ông bà, anh chị em)",
    LeaveType.SICK: "Nghỉ ốm",
    LeaveType.MATERNITY: "Nghỉ thai sản",
    LeaveType.COMPENSATORY: "Nghỉ bù",
}


class DaySession(StrEnum):
    FULL = "Cả ngày"
    MORNING = "Buổi sáng"
    AFTERNOON = "Buổi chiều"


class RequestStatus(StrEnum):
    """Trạng thái đơn từ (AMIS Chấm công)."""

    PENDING = "Chờ duyệt"
    APPROVED = "Đã duyệt"
    REJECTED = "Từ chối"
    CANCELLED = "Đã huỷ"


class Department(Record):
    """Một đơn vị trong cơ cấu tổ chức."""

    name: str
    branch: str  # Hà Nội / TP.HCM / Đà Nẵng
    manager_id: str | None = None
    parent_id: str | None = None


class Employee(Record):
    """Hồ sơ nhân viên (id = mã nhân viên, e.g. NV000123)."""

    full_name: str
    gender: Gender
    birth_date: dt.date
    email: str
    phone: str
    department_id: str
    title: str
    manager_id: str | None = None
    hire_date: dt.date
    status: EmploymentStatus = EmploymentStatus.ACTIVE
    contract_type: ContractType = ContractType.INDEFINITE
    personal_email: str | None = None
    contract_no: str | None = None  # số hợp đồng, e.g. "045/2020/HĐLĐ-ML"
    contract_start: dt.date | None = None
    contract_end: dt.date | None = None  # None for an indefinite contract
    shift_id: str = "CA-HC"  # ca làm việc mặc định (hr.shifts)
    leave_date: dt.date | None = None  # ngày nghỉ việc (status Đã nghỉ việc)


class LeaveBalance(Record):
    """Quỹ phép năm của một nhân viên (đơn vị: ngày; id e.g. QP-2026-NV000012).

    ``remaining = accrued_days + carried_over_days - used_days - pending_days``.
    """

    employee_id: str
    year: int
    entitled_days: float  # phép năm theo chế độ (12 + thâm niên)
    accrued_days: float  # đã tích luỹ đến hôm nay (1 ngày/tháng + thâm niên)
    carried_over_days: float = 0.0  # phép năm cũ, dùng đến 31/3
    used_days: float = 0.0  # đã nghỉ (đơn đã duyệt)
    pending_days: float = 0.0  # trong các đơn đang chờ duyệt


class LeaveRequest(Record):
    """Đơn xin nghỉ (id e.g. DN-2026-0012)."""

    employee_id: str
    leave_type: LeaveType
    start_date: dt.date
    end_date: dt.date
    session: DaySession = DaySession.FULL
    days: float
    reason: str = ""
    approver_id: str
    substitute_id: str | None = None
    related_ids: list[str] = Field(default_factory=list)
    status: RequestStatus = RequestStatus.PENDING
    created_on: dt.date
    decided_by: str | None = None  # người duyệt/từ chối, or the requester who cancelled
    decided_on: dt.date | None = None
    decision_note: str = ""  # lý do từ chối / huỷ, ghi chú khi duyệt


class OvertimeRequest(Record):
    """Đăng ký làm thêm giờ (id e.g. LT-2026-0031)."""

    employee_id: str
    date: dt.date
    start_time: dt.time
    end_time: dt.time
    hours: float
    reason: str = ""
    approver_id: str
    status: RequestStatus = RequestStatus.PENDING
    created_on: dt.date
    decided_by: str | None = None
    decided_on: dt.date | None = None
    decision_note: str = ""


class Shift(Record):
    """Ca làm việc (lookup)."""

    name: str
    start_time: dt.time
    end_time: dt.time
    break_minutes: int = 0


class ShiftChangeRequest(Record):
    """Đề nghị đổi ca (id e.g. DC-2026-0004)."""

    employee_id: str
    date: dt.date
    from_shift_id: str
    to_shift_id: str
    reason: str = ""
    approver_id: str
    status: RequestStatus = RequestStatus.PENDING
    created_on: dt.date
    decided_by: str | None = None
    decided_on: dt.date | None = None
    decision_note: str = ""


class Holiday(Record):
    """Ngày nghỉ lễ, Tết và nghỉ bù của công ty (lookup)."""

    date: dt.date
    name: str


class HrState(Subsystem):
    """AMIS Thông tin nhân sự + AMIS Chấm công."""

    label = "AMIS Nhân sự / Chấm công"

    departments: list[Department] = Field(default_factory=list)
    employees: list[Employee] = Field(default_factory=list)
    leave_balances: list[LeaveBalance] = Field(default_factory=list)
    leave_requests: list[LeaveRequest] = Field(default_factory=list)
    overtime_requests: list[OvertimeRequest] = Field(default_factory=list)
    shifts: list[Shift] = Field(default_factory=list)
    shift_change_requests: list[ShiftChangeRequest] = Field(default_factory=list)
    holidays: list[Holiday] = Field(default_factory=list)
