"""HR tools (AMIS Thông tin nhân sự, AMIS Chấm công): 14 tools, 7 of them write.

Permission model (what the screens of AMIS show a user):

* an employee sees their own records and the records of everyone below them in the
  management chain; Phòng Hành chính – Nhân sự (PB-HCNS) and Ban Giám đốc (PB-BGD) see
  everyone;
* on a leave request the approver, the substitute (người thay thế) and the related people
  (người liên quan) see it too, but only the approver may approve or reject it, and only the
  requester may cancel it;
* overtime and shift changes are registered by the employee or by their direct manager.

Business rules enforced here come from BLLĐ 2019: Đ107 (overtime ≤ 40 h/month, ≤ 200 h/year,
≤ 50 % of the normal day), Đ113–Đ115 (annual leave, paid personal leave of 3/1/3 days, unpaid
family leave of 1 day).

The tools live in one module per screen: :mod:`.employees` (hồ sơ nhân viên, phòng ban),
:mod:`.leave` (quỹ phép, đơn xin nghỉ), :mod:`.overtime` (làm thêm giờ) and :mod:`.shifts`
(ca làm việc, đổi ca); :mod:`._helpers` holds the limits and the rules they share. Importing
this package imports every module, which registers all 14 tools.
"""

from __future__ import annotations

from avabench.tools.hr._helpers import (
    BACKDATE_DAYS,
    BOARD_DEPARTMENT,
    FIXED_LEAVE_DAYS,
    HR_DEPARTMENT,
    MAX_DAYS_AHEAD,
    MAX_LEAVE_SPAN_DAYS,
    OT_MONTH_CAP,
    OT_RESTDAY_CAP,
    OT_WORKDAY_CAP,
    OT_YEAR_CAP,
)
from avabench.tools.hr.employees import (
    hrm_get_employee,
    hrm_list_departments,
    hrm_search_employee,
    hrm_update_employee_info,
)
from avabench.tools.hr.leave import (
    timesheet_approve_leave_request,
    timesheet_cancel_leave_request,
    timesheet_create_leave_request,
    timesheet_get_leave_balance,
    timesheet_list_leave_requests,
    timesheet_reject_leave_request,
)
from avabench.tools.hr.overtime import timesheet_list_overtime, timesheet_register_overtime
from avabench.tools.hr.shifts import timesheet_list_shifts, timesheet_request_shift_change

__all__ = [
    "BACKDATE_DAYS",
    "BOARD_DEPARTMENT",
    "FIXED_LEAVE_DAYS",
    "HR_DEPARTMENT",
    "MAX_DAYS_AHEAD",
    "MAX_LEAVE_SPAN_DAYS",
    "OT_MONTH_CAP",
    "OT_RESTDAY_CAP",
    "OT_WORKDAY_CAP",
    "OT_YEAR_CAP",
    "hrm_get_employee",
    "hrm_list_departments",
    "hrm_search_employee",
    "hrm_update_employee_info",
    "timesheet_approve_leave_request",
    "timesheet_cancel_leave_request",
    "timesheet_create_leave_request",
    "timesheet_get_leave_balance",
    "timesheet_list_leave_requests",
    "timesheet_list_overtime",
    "timesheet_list_shifts",
    "timesheet_register_overtime",
    "timesheet_reject_leave_request",
    "timesheet_request_shift_change",
]
