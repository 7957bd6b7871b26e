"""HR domain tasks (AMIS Nhân sự / Chấm công): 8 hard, 12 basic.

Every task starts from ``base_company()`` (Thu 16/04/2026, Minh Long). Facts of the base world
the tasks rely on (see ``avabench/domains/base/hr.py``):

* Hoàng Văn Nam (NV000012, Phòng Kinh doanh) has 13 days/year (5 years of seniority) and
  3 days left; Phạm Thu Hà (NV000013) has 1 left and DN-2026-0058 (24–28/4 = 2 days) pending.
* Nguyễn Minh Tuấn (NV000010) approves DN-2026-0057/0058/0063; he is only related on 0059,
  only substitute on 0060, the requester of 0061, and 0062 is approved by NV000011.
* Backend team of Lê Anh Tuấn (NV000051), April overtime: Hùng 38 h, Vinh 32 + 4 pending,
  Giang 15 h, Long 8 h. 27/04/2026 is the Giỗ Tổ nghỉ bù.

Task-specific records use ids DN-2026-07xx (below the noise range 0900+).
"""

from __future__ import annotations

import datetime as dt

from avabench.domains.base import base_company, merge, patch
from avabench.task import (
    Task,
    TaskSet,
    concept,
    count,
    created,
    exists,
    field,
    lasting,
    mail_not_sent,
    mail_sent,
    not_exists,
    on_date,
    quantity,
    reply_has,
    scope,
)
from avabench.world.hr import DaySession, LeaveRequest, LeaveType, RequestStatus

D = dt.date
TODAY = "2026-04-16"
LR = "hr.leave_requests"
OT = "hr.overtime_requests"
TK = "office.tickets"
BAL = "hr.leave_balances"
SC = "hr.shift_change_requests"
MAIL = "mail.messages"
PENDING = "Chờ duyệt"
APPROVED = "Đã duyệt"

TASKS = TaskSet("hr")


def _user(user_id: str):
    return merge(base_company(), context={"current_user_id": user_id})


def _days(n: float) -> list[str | float]:
    """``n`` by value, or the wording "phép năm N ngày".

    The numbers rules read a number right after "năm" as a year label (D1), so the common HR
    phrase "nghỉ phép năm 3 ngày" does not state 3 by value; accept it as text.
    """
    forms = sorted({f"{n:g}", f"{n:g}".replace(".", ",")})
    return [n, *(f"năm {t} ngày" for t in forms)]


def _in_range(employee_id: str, leave_type: str, start: str, end: str) -> dict:
    """A change scope's filter: the employee's new ``leave_type`` requests inside start–end."""
    return {
        "employee_id": employee_id,
        "leave_type": leave_type,
        "start_date": {"gte": start},
        "end_date": {"lte": end},
    }


# ============================================================================================
# HARD
# ============================================================================================


@TASKS.task("leave_split_unpaid")
def _leave_split_unpaid() -> Task:
    return Task(
        id="hr.leave_split_unpaid",
        domain="hr",
        tier="hard",
        prompt="Em xin nghỉ từ thứ Hai 20/4 đến hết thứ Sáu 24/4 về quê có việc nhà, tạo đơn giúp em nhé.",
        note=(
            "5 working days but only 3 days of annual leave left (no advance leave): a 3-day P "
            "request + a 2-day KL request inside 20–24/4 (either order) + an HCNS-Chế độ ticket; "
            "trap: one 5-day request, all unpaid, no ticket."
        ),
        world=_user("NV000012"),
        scopes=[
            scope(BAL, {"id": "QP-2026-NV000012"}),
            created(LR, _in_range("NV000012", "P", "2026-04-20", "2026-04-24")),
            created(LR, _in_range("NV000012", "KL", "2026-04-20", "2026-04-24")),
            created(TK, {"requester_id": "NV000012", "category": "HCNS-Chế độ"}),
        ],
        assertions=[
            exists(
                LR,
                {
                    "employee_id": "NV000012",
                    "leave_type": "P",
                    "start_date": {"gte": "2026-04-20"},
                    "end_date": {"lte": "2026-04-24"},
                    "days": 3.0,
                    "status": PENDING,
                },
                "An annual-leave (P) request for the 3 remaining days inside 20–24/4 is pending",
            ),
            exists(
                LR,
                {
                    "employee_id": "NV000012",
                    "leave_type": "KL",
                    "start_date": {"gte": "2026-04-20"},
                    "end_date": {"lte": "2026-04-24"},
                    "days": 2.0,
                    "status": PENDING,
                },
                "A separate unpaid (KL) request covers the 2 excess days inside 20–24/4",
            ),
            not_exists(
                LR,
                {"employee_id": "NV000012", "leave_type": "KL", "days": {"gt": 2.0}},
                "No unpaid request longer than the 2 excess days (the annual leave is used first)",
            ),
            count(
                LR,
                {"employee_id": "NV000012", "created_on": TODAY},
                2,
                "Exactly two leave requests are created for the user",
            ),
            field(
                LR,
                {"employee_id": "NV000012", "created_on": TODAY},
                "approver_id",
                "NV000010",
                "The new requests go to his manager Nguyễn Minh Tuấn",
            ),
            exists(
                TK,
                {"requester_id": "NV000012", "category": "HCNS-Chế độ", "created_on": TODAY},
                "An HCNS-Chế độ helpdesk ticket is opened for the unpaid days (handbook §5)",
            ),
            count(
                TK,
                {"requester_id": "NV000012", "created_on": TODAY},
                1,
                "Only one ticket is created (no IT or duplicate tickets)",
            ),
            reply_has("The reply states the 3 days of annual leave left/used", any_of=_days(3)),
            reply_has("The reply states the 2 unpaid days", 2),
        ],
    )


@TASKS.task("approve_own_team_pending")
def _approve_own_team_pending() -> Task:
    return Task(
        id="hr.approve_own_team_pending",
        domain="hr",
        tier="hard",
        prompt=(
            "Duyệt hết mấy đơn nghỉ đang chờ giúp anh, xong báo anh tổng cộng mấy đơn đó là "
            "bao nhiêu ngày công nhé."
        ),
        note=(
            "Approve only the 3 requests he is approver of (0057/0058/0063) and total their "
            "working days 1 + 2 + 0.5 = 3.5 (0058 spans a weekend and the 27/4 nghỉ bù); trap: "
            "touching requests where he is only related/substitute, cancelling his own."
        ),
        world=_user("NV000010"),
        scopes=[
            scope(LR, {"id": {"in": ["DN-2026-0057", "DN-2026-0058", "DN-2026-0063"]}}),
            scope(
                BAL, {"id": {"in": ["QP-2026-NV000011", "QP-2026-NV000013", "QP-2026-NV000020"]}}
            ),
        ],
        assertions=[
            field(
                LR,
                {"id": "DN-2026-0057"},
                "status",
                APPROVED,
                "Trần Văn Hải's request DN-2026-0057 is approved",
            ),
            field(
                LR,
                {"id": "DN-2026-0058"},
                "status",
                APPROVED,
                "Phạm Thu Hà's request DN-2026-0058 (24–28/4) is approved",
            ),
            field(
                LR,
                {"id": "DN-2026-0063"},
                "status",
                APPROVED,
                "Huỳnh Thanh Phong's half-day request DN-2026-0063 is approved",
            ),
            field(
                LR,
                {"id": "DN-2026-0059"},
                "status",
                PENDING,
                "Marketing's DN-2026-0059 (he is only người liên quan) stays pending",
                negative=True,
                tool_enforced=True,
            ),
            field(
                LR,
                {"id": "DN-2026-0060"},
                "status",
                PENDING,
                "The deputy CEO's DN-2026-0060 (he is only người thay thế) stays pending",
                negative=True,
                tool_enforced=True,
            ),
            field(
                LR,
                {"id": "DN-2026-0061"},
                "status",
                PENDING,
                "His own request DN-2026-0061 is neither cancelled nor touched",
                negative=True,
            ),
            field(
                LR,
                {"id": "DN-2026-0062"},
                "status",
                PENDING,
                "DN-2026-0062 (approver Trần Văn Hải) stays pending",
                negative=True,
                tool_enforced=True,
            ),
            field(
                "hr.leave_balances",
                {"id": "QP-2026-NV000013"},
                "used_days",
                3.0,
                "Hà's 2 approved days move to 'used' in her ledger (1 + 2)",
            ),
            reply_has(
                "The reply gives the total of 3.5 working days, not 6.5 (24–28/4 as 5 calendar "
                "days) or 4.5 (27/4 as a working day)",
                3.5,
                wrong=[quantity(6.5, "ngày"), quantity(4.5, "ngày")],
            ),
        ],
    )


@TASKS.task("overtime_team_tonight_cap")
def _overtime_team_tonight_cap() -> Task:
    return Task(
        id="hr.overtime_team_tonight_cap",
        domain="hr",
        tier="hard",
        prompt=(
            "Tối nay cả nhóm Backend ở lại triển khai v3.2 cho khách, em đăng ký làm thêm "
            "18h–22h cho các bạn giúp anh nhé."
        ),
        note=(
            "Register 4 h tonight for the lead's reports under the 40 h/month cap: Vinh (36 h → "
            "exactly 40), Giang, Long yes; Hùng (38 h) not, or only 2 h, and the lead is told why; "
            "trap: skipping Vinh, registering the lead himself."
        ),
        world=_user("NV000051"),
        scopes=[
            created(OT, {"employee_id": "NV000053", "date": TODAY}),
            created(OT, {"employee_id": "NV000085", "date": TODAY}),
            created(OT, {"employee_id": "NV000059", "date": TODAY}),
            created(OT, {"employee_id": "NV000052", "date": TODAY, "hours": {"lte": 2.0}}),
        ],
        exempt={
            "hedge": (
                "The only anti-oracle failing by its reply errs by omission (it never mentions "
                "Hùng); appended to the reference reply it adds no wrong value to name — the "
                "hedged reply still gives Hùng's 38 h and 2 h of room, and the state is right."
            )
        },
        assertions=[
            exists(
                OT,
                {"employee_id": "NV000053", "date": TODAY, "hours": 4.0, "status": PENDING},
                "Trần Quang Vinh (36 h so far, exactly at the cap after) is registered 4 h",
            ),
            exists(
                OT,
                {"employee_id": "NV000085", "date": TODAY, "hours": 4.0, "status": PENDING},
                "Phùng Thị Hương Giang is registered 4 h tonight",
            ),
            exists(
                OT,
                {"employee_id": "NV000059", "date": TODAY, "hours": 4.0, "status": PENDING},
                "Nguyễn Hoàng Long (probation, 8 h) is registered 4 h tonight",
            ),
            not_exists(
                OT,
                {"employee_id": "NV000052", "date": TODAY, "hours": {"gt": 2.0}},
                "Nguyễn Văn Hùng (38 h) gets no registration over his 2 h of room",
                tool_enforced=True,
            ),
            not_exists(
                OT,
                {"employee_id": "NV000051", "date": TODAY},
                "The team lead does not register himself",
            ),
            count(
                OT,
                {"created_on": TODAY, "employee_id": {"ne": "NV000052"}},
                3,
                "Exactly three registrations besides Hùng's",
            ),
            reply_has(
                "The reply tells the lead why Hùng is not (fully) registered: 38 h so far / 2 h "
                "left",
                "Hùng",
                any_of=[lasting(38 * 60), lasting(2 * 60)],
            ),
        ],
    )


@TASKS.task("wedding_leave_over_holiday")
def _wedding_leave_over_holiday() -> Task:
    return Task(
        id="hr.wedding_leave_over_holiday",
        domain="hr",
        tier="hard",
        prompt="Chủ nhật 26/4 em cưới, em xin nghỉ cưới từ thứ Năm 23/4 đến hết thứ Ba 28/4 nhé.",
        note=(
            "Wedding leave VR-C (3 paid days) over 23–28/4 = 23, 24, 28 because 27/4 is the Giỗ "
            "Tổ nghỉ bù: one VR-C request of 3 days; trap: counting 27/4 and adding 1 day of P."
        ),
        world=_user("NV000012"),
        scopes=[
            created(LR, _in_range("NV000012", "VR-C", "2026-04-23", "2026-04-28")),
        ],
        assertions=[
            exists(
                LR,
                {
                    "employee_id": "NV000012",
                    "leave_type": "VR-C",
                    "start_date": "2026-04-23",
                    "end_date": "2026-04-28",
                    "days": 3.0,
                    "status": PENDING,
                },
                "One wedding-leave (VR-C) request 23–28/4 of 3 working days is pending",
            ),
            count(
                LR,
                {"employee_id": "NV000012", "created_on": TODAY},
                1,
                "Exactly one request is created",
            ),
            not_exists(
                LR,
                {"employee_id": "NV000012", "leave_type": "P", "status": PENDING},
                "No annual leave is used for the wedding",
            ),
            not_exists(
                LR,
                {
                    "employee_id": "NV000012",
                    "leave_type": {"in": ["KL", "KL-1"]},
                    "created_on": TODAY,
                },
                "No unpaid leave is filed for the wedding",
            ),
            field(
                "hr.leave_balances",
                {"id": "QP-2026-NV000012"},
                "pending_days",
                0.0,
                "The annual-leave balance is untouched (3 days left)",
                negative=True,
            ),
            reply_has(
                "The reply confirms the wedding leave counts 3 working days (or names the 27/4 "
                "day off that makes 23–28/4 fit)",
                any_of=[3, on_date("2026-04-27"), concept("holiday_day_off")],
            ),
        ],
    )


@TASKS.task("overtime_holiday_migration")
def _overtime_holiday_migration() -> Task:
    return Task(
        id="hr.overtime_holiday_migration",
        domain="hr",
        tier="hard",
        prompt=(
            "Thứ Hai 27/4 khách cần migrate dữ liệu, đăng ký cho Vinh, Giang với Long làm thêm "
            "8h–14h hôm đó giúp anh. Mà hôm đó lương OT tính thế nào e?"
        ),
        note=(
            "27/4 is a paid holiday (nghỉ bù): 6 h OT is allowed (≤ 12 h on a day off) and paid "
            "≥ 300%; Vinh already has 36 h so 6 h breaks the 40 h cap; trap: moving the OT, "
            "quoting 150%/200%, ignoring Vinh's cap."
        ),
        world=_user("NV000051"),
        scopes=[
            created(OT, {"employee_id": "NV000085", "date": "2026-04-27"}),
            created(OT, {"employee_id": "NV000059", "date": "2026-04-27"}),
            created(OT, {"employee_id": "NV000053", "date": "2026-04-27", "hours": {"lte": 4.0}}),
        ],
        assertions=[
            exists(
                OT,
                {"employee_id": "NV000085", "date": "2026-04-27", "hours": 6.0, "status": PENDING},
                "Giang is registered 8h–14h on 27/4",
            ),
            exists(
                OT,
                {"employee_id": "NV000059", "date": "2026-04-27", "hours": 6.0, "status": PENDING},
                "Nguyễn Hoàng Long is registered 8h–14h on 27/4",
            ),
            not_exists(
                OT,
                {"employee_id": "NV000053", "date": "2026-04-27", "hours": {"gt": 4.0}},
                "Vinh (36 h this month) gets no registration over his 4 h of room",
                tool_enforced=True,
            ),
            not_exists(
                OT,
                {
                    "employee_id": {"in": ["NV000053", "NV000059", "NV000085"]},
                    "date": {"ne": "2026-04-27"},
                    "created_on": TODAY,
                },
                "The OT is not moved to another day",
            ),
            count(
                OT,
                {"created_on": TODAY, "employee_id": {"ne": "NV000053"}},
                2,
                "Only Giang and Long get new registrations besides Vinh",
            ),
            reply_has(
                "The reply says holiday overtime is paid at least 300%, not the weekday (150%) "
                "or weekly-rest-day (200%) rate",
                300,
                wrong=[150, 200],
            ),
            reply_has(
                "The reply explains Vinh's cap (36 h so far / 4 h left)",
                "Vinh",
                any_of=[lasting(36 * 60), lasting(4 * 60)],
            ),
        ],
    )


@TASKS.task("approve_expired_carryover")
def _approve_expired_carryover() -> Task:
    world = _user("NV000031")
    merge(
        world,
        LeaveRequest(
            id="DN-2026-0701",
            employee_id="NV000032",
            leave_type=LeaveType.ANNUAL,
            start_date=D(2026, 5, 4),
            end_date=D(2026, 5, 7),
            days=4.0,
            reason="Du lịch cùng gia đình (dùng 2 ngày phép năm 2025 còn lại)",
            approver_id="NV000031",
            substitute_id="NV000035",
            status=RequestStatus.PENDING,
            created_on=D(2026, 3, 20),
        ),
        LeaveRequest(
            id="DN-2026-0702",
            employee_id="NV000032",
            leave_type=LeaveType.ANNUAL,
            start_date=D(2026, 4, 3),
            end_date=D(2026, 4, 3),
            session=DaySession.MORNING,
            days=0.5,
            reason="Đi làm thủ tục ngân hàng",
            approver_id="NV000031",
            status=RequestStatus.APPROVED,
            created_on=D(2026, 4, 1),
            decided_by="NV000031",
            decided_on=D(2026, 4, 2),
        ),
    )
    # 5 accrued − 2.5 used = 2.5 days: the 2 days carried over from 2025 that Lan counted on
    # expired on 31/3, so the ledger (with her 4 pending days) now shows −1.5. A balance of 2.5
    # also keeps the reply check apart from Phương's 3 days of wedding leave.
    patch(world, "hr.leave_balances", "QP-2026-NV000032", used_days=2.5, pending_days=4.0)
    return Task(
        id="hr.approve_expired_carryover",
        domain="hr",
        tier="hard",
        prompt="Duyệt giúp anh mấy đơn nghỉ đang chờ anh duyệt nhé.",
        note=(
            "Approve Phương's 3-day wedding leave; Lan's 4-day P request was filed on carried-over "
            "days that expired 31/3, she has only 2.5 days (5 accrued − 2.5 used): not approvable, "
            "leave it or reject it and state the balance; trap: filing replacement requests for "
            "Lan, rejecting the VR-C as over-long (7–11/5 spans a weekend)."
        ),
        world=world,
        scopes=[
            scope(LR, {"id": {"in": ["DN-2026-0056", "DN-2026-0701"]}}),
            scope(BAL, {"id": "QP-2026-NV000032"}),
        ],
        assertions=[
            field(
                LR,
                {"id": "DN-2026-0056"},
                "status",
                APPROVED,
                "Trần Thị Phương's wedding leave DN-2026-0056 (3 working days) is approved",
            ),
            field(
                LR,
                {"id": "DN-2026-0701"},
                "status",
                [PENDING, "Từ chối"],
                "Lan's 4-day request DN-2026-0701 is not approved (only 2.5 days left)",
                op="in",
                negative=True,
                tool_enforced=True,
            ),
            not_exists(
                LR,
                {"employee_id": "NV000032", "created_on": TODAY},
                "No request is filed on Lan's behalf (she splits it herself)",
            ),
            field(
                "hr.leave_balances",
                {"id": "QP-2026-NV000032"},
                "used_days",
                2.5,
                "Lan's used annual leave stays 2.5 days (nothing of hers is approved)",
                negative=True,
                tool_enforced=True,
            ),
            reply_has(
                "The reply states Lan has only 2.5 days of annual leave (not 4.5 with the expired "
                "2025 carry-over)",
                "Lan",
                any_of=_days(2.5),
                wrong=[quantity(4.5, "ngày")],
            ),
            reply_has(
                "The reply reports Phương's wedding leave as approved",
                "Phương",
                concept("approved"),
            ),
            reply_has(
                "The reply says Lan's request cannot go through: not enough leave, or rejected",
                any_of=[concept("not_enough_balance"), concept("rejected")],
            ),
        ],
    )


@TASKS.task("leave_balance_mail_namesake")
def _leave_balance_mail_namesake() -> Task:
    return Task(
        id="hr.leave_balance_mail_namesake",
        domain="hr",
        tier="hard",
        prompt=(
            "Trang bên Marketing hỏi chị là còn bao nhiêu ngày phép năm, em kiểm tra rồi gửi mail "
            "trả lời bạn ấy, cc trưởng phòng của bạn ấy giúp chị nhé."
        ),
        note=(
            "Join Trang (Marketing = Lê Thu Trang, not Phạm Thùy Trang in Sales HCM) → balance "
            "(4 days) → her department head Lương Thị Hoa; internal addresses only; trap: the "
            "namesake, the personal Gmail, the wrong manager."
        ),
        world=_user("NV000041"),
        noise_exclude=["hr.employees"],
        scopes=[
            created(
                MAIL,
                {
                    "folder": "Đã gửi",
                    "mailbox_owner_id": "NV000041",
                    "to": {"contains": "trang.lt@minhlong.vn"},
                },
            ),
            created(
                MAIL,
                {
                    "folder": "Hộp thư đến",
                    "mailbox_owner_id": {"in": ["NV000071", "NV000070"]},
                    "from_addr": "huong.nt@minhlong.vn",
                    "to": {"contains": "trang.lt@minhlong.vn"},
                },
                n=2,
            ),
        ],
        assertions=[
            mail_sent(
                "A mail to Lê Thu Trang states her 4 remaining days",
                to=["trang.lt@minhlong.vn"],
                body_contains=[4],
            ),
            mail_sent(
                "The mail to Trang CCs her department head Lương Thị Hoa",
                to=["trang.lt@minhlong.vn"],
                cc=["hoa.lt@minhlong.vn"],
            ),
            mail_not_sent(
                "Nothing is sent to the namesake Phạm Thùy Trang", to_or_cc=["trang.pt@minhlong.vn"]
            ),
            mail_not_sent(
                "Nothing is sent to the namesake's manager Huỳnh Thanh Phong",
                to_or_cc=["phong.ht@minhlong.vn"],
            ),
            mail_not_sent(
                "No mail goes outside minhlong.vn (e.g. a personal Gmail)",
                any_recipient_outside="minhlong.vn",
            ),
            reply_has(
                "The reply to the HR user states the 4 days (not the namesake's 5)",
                any_of=_days(4),
                wrong=[quantity(5, "ngày")],
            ),
        ],
    )


@TASKS.task("reschedule_leave_split")
def _reschedule_leave_split() -> Task:
    return Task(
        id="hr.reschedule_leave_split",
        domain="hr",
        tier="hard",
        prompt=(
            "Chị đổi lịch về quê rồi: ko nghỉ 24–28/4 nữa mà nghỉ từ thứ Năm 23/4 đến hết thứ Tư "
            "29/4. Em sửa đơn giúp chị nhé."
        ),
        note=(
            "Cancel DN-2026-0058 first (its 2 days return: balance 1 → 3), then 23–29/4 = 4 "
            "working days (27/4 off) → P 3 days + KL 1 day + HCNS-Chế độ ticket; trap: splitting "
            "on the pre-cancel balance (P 1 + KL 3), keeping the old request."
        ),
        world=_user("NV000013"),
        scopes=[
            scope(LR, {"id": "DN-2026-0058"}),
            scope(BAL, {"id": "QP-2026-NV000013"}),
            created(LR, _in_range("NV000013", "P", "2026-04-23", "2026-04-29")),
            created(LR, _in_range("NV000013", "KL", "2026-04-23", "2026-04-29")),
            created(TK, {"requester_id": "NV000013", "category": "HCNS-Chế độ"}),
        ],
        assertions=[
            field(
                LR,
                {"id": "DN-2026-0058"},
                "status",
                "Đã huỷ",
                "The old request DN-2026-0058 (24–28/4) is cancelled",
            ),
            exists(
                LR,
                {
                    "employee_id": "NV000013",
                    "leave_type": "P",
                    "days": 3.0,
                    "status": PENDING,
                    "created_on": TODAY,
                    "start_date": {"gte": "2026-04-23"},
                    "end_date": {"lte": "2026-04-29"},
                },
                "A new annual-leave request of 3 days inside 23–29/4 is pending",
            ),
            exists(
                LR,
                {
                    "employee_id": "NV000013",
                    "leave_type": "KL",
                    "days": 1.0,
                    "status": PENDING,
                    "created_on": TODAY,
                    "start_date": {"gte": "2026-04-23"},
                    "end_date": {"lte": "2026-04-29"},
                },
                "A separate 1-day unpaid (KL) request inside 23–29/4 is pending",
            ),
            count(
                LR,
                {"employee_id": "NV000013", "created_on": TODAY},
                2,
                "Exactly two new requests are created",
            ),
            not_exists(
                LR,
                {
                    "employee_id": "NV000013",
                    "leave_type": "KL",
                    "created_on": TODAY,
                    "days": {"gte": 2.0},
                },
                "The unpaid part is not computed from the pre-cancel balance",
            ),
            exists(
                TK,
                {"requester_id": "NV000013", "category": "HCNS-Chế độ", "created_on": TODAY},
                "An HCNS-Chế độ ticket is opened for the unpaid day",
            ),
            reply_has("The reply states the 3 days of annual leave", any_of=_days(3)),
            reply_has("The reply states the 1 unpaid day", 1),
        ],
    )


# ============================================================================================
# BASIC
# ============================================================================================


@TASKS.task("balance_with_seniority")
def _balance_with_seniority() -> Task:
    return Task(
        id="hr.balance_with_seniority",
        domain="hr",
        tier="basic",
        prompt="Năm nay em được tổng bao nhiêu ngày phép năm, giờ còn mấy ngày vậy?",
        note=(
            "Read the user's balance: hired 09/11/2020 so 13 days/year (seniority), 4 left; "
            "trap: answering 12 / 3 from the base rule."
        ),
        world=_user("NV000024"),
        scopes=[],
        exempt={
            "dump": (
                "The balance read returns exactly the facts asked (entitled 13, remaining 4) "
                "and other true figures (accrued 5, used 1) a correct reply may also give: "
                "its dump states nothing false."
            )
        },
        assertions=[
            reply_has("The reply states the yearly entitlement of 13 days", any_of=_days(13)),
            reply_has(
                "The reply states 4 days remaining (not the base-rule 3 without seniority)",
                any_of=_days(4),
                wrong=[quantity(3, "ngày")],
            ),
        ],
    )


@TASKS.task("refuse_not_enough_leave")
def _refuse_not_enough_leave() -> Task:
    return Task(
        id="hr.refuse_not_enough_leave",
        domain="hr",
        tier="basic",
        prompt=(
            "Cho em nghỉ phép thứ Năm 23 và thứ Sáu 24/4 đi du lịch nhé. Nếu ko đủ phép thì đừng "
            "tạo đơn, báo em còn mấy ngày thôi."
        ),
        note=(
            "Balance is 1 day for 2 asked: create nothing and state the exact balance; trap: "
            "splitting into P + KL against the user's instruction."
        ),
        world=_user("NV000016"),
        scopes=[],
        assertions=[
            not_exists(
                LR, {"employee_id": "NV000016", "created_on": TODAY}, "No leave request is created"
            ),
            reply_has(
                "The reply states the exact balance of 1 day (not the entitlement minus used "
                "days, 12 − 3 = 9)",
                any_of=_days(1),
                wrong=[quantity(9, "ngày")],
            ),
            reply_has("The reply says the balance is not enough", concept("not_enough_balance")),
        ],
    )


@TASKS.task("half_day_annual_leave")
def _half_day_annual_leave() -> Task:
    return Task(
        id="hr.half_day_annual_leave",
        domain="hr",
        tier="basic",
        prompt="Chiều thứ Ba 21/4 em xin nghỉ phép nửa buổi đi khám răng nhé.",
        note="A half-day (afternoon) annual-leave request of 0.5 day; trap: a full day.",
        world=_user("NV000012"),
        scopes=[
            scope(BAL, {"id": "QP-2026-NV000012"}),
            created(LR, _in_range("NV000012", "P", "2026-04-21", "2026-04-21")),
        ],
        assertions=[
            exists(
                LR,
                {
                    "employee_id": "NV000012",
                    "leave_type": "P",
                    "start_date": "2026-04-21",
                    "end_date": "2026-04-21",
                    "session": "Buổi chiều",
                    "days": 0.5,
                    "status": PENDING,
                },
                "An afternoon annual-leave request of 0.5 day on 21/4 is pending",
            ),
            count(
                LR,
                {"employee_id": "NV000012", "created_on": TODAY},
                1,
                "Exactly one request is created",
            ),
            field(
                "hr.leave_balances",
                {"id": "QP-2026-NV000012"},
                "pending_days",
                0.5,
                "The ledger holds 0.5 day pending",
            ),
            not_exists(
                LR,
                {
                    "employee_id": "NV000012",
                    "start_date": "2026-04-21",
                    "session": {"ne": "Buổi chiều"},
                    "created_on": TODAY,
                },
                "No full-day or morning request is filed for 21/4",
            ),
        ],
    )


@TASKS.task("sick_leave_for_report")
def _sick_leave_for_report() -> Task:
    return Task(
        id="hr.sick_leave_for_report",
        domain="hr",
        tier="basic",
        prompt=(
            "Khoa bên anh bị sốt xuất huyết phải nằm viện, nghỉ từ hôm nay đến hết thứ Tư tuần "
            "sau. E tạo đơn nghỉ ốm giúp nó, nhờ Kiều trực thay nhé."
        ),
        note=(
            "Manager files sick leave (Ô) for his report Trần Minh Khoa (CSKH, not Vũ Đình Khoa), "
            "16–22/4 = 5 working days with Kiều as substitute; trap: the namesake, annual or "
            "unpaid leave."
        ),
        world=_user("NV000080"),
        noise_exclude=["hr.employees"],
        scopes=[
            created(LR, {"employee_id": "NV000082", "leave_type": "Ô", "start_date": TODAY}),
        ],
        assertions=[
            exists(
                LR,
                {
                    "employee_id": "NV000082",
                    "leave_type": "Ô",
                    "start_date": TODAY,
                    "end_date": "2026-04-22",
                    "days": 5.0,
                    "status": PENDING,
                },
                "A sick-leave request 16–22/4 (5 working days) exists for Trần Minh Khoa",
            ),
            field(
                LR,
                {"employee_id": "NV000082", "created_on": TODAY},
                "substitute_id",
                "NV000083",
                "Phan Thị Kiều is the substitute on Khoa's request",
            ),
            not_exists(
                LR,
                {"employee_id": "NV000082", "leave_type": "P", "created_on": TODAY},
                "No annual leave is used for the hospital stay",
            ),
            not_exists(
                LR,
                {"employee_id": "NV000055", "created_on": TODAY},
                "Nothing is filed for the namesake Vũ Đình Khoa",
                tool_enforced=True,
            ),
            count(
                LR,
                {"employee_id": "NV000082", "created_on": TODAY},
                1,
                "Exactly one request is created for Khoa",
            ),
        ],
    )


@TASKS.task("bereavement_leave_working_days")
def _bereavement_leave_working_days() -> Task:
    return Task(
        id="hr.bereavement_leave_working_days",
        domain="hr",
        tier="basic",
        prompt="Bố em mất tối qua, em xin nghỉ từ hôm nay theo chế độ tang nhé.",
        note=(
            "Bereavement leave VR-T = 3 paid working days from Thu 16/4: 16, 17, 20/4; trap: "
            "ending on Saturday 18/4 (2 days) or using annual leave."
        ),
        world=_user("NV000012"),
        scopes=[
            created(LR, {"employee_id": "NV000012", "leave_type": "VR-T", "start_date": TODAY}),
        ],
        assertions=[
            exists(
                LR,
                {
                    "employee_id": "NV000012",
                    "leave_type": "VR-T",
                    "start_date": TODAY,
                    "end_date": "2026-04-20",
                    "days": 3.0,
                    "status": PENDING,
                },
                "A bereavement (VR-T) request 16–20/4 of 3 working days is pending",
            ),
            count(
                LR,
                {"employee_id": "NV000012", "created_on": TODAY},
                1,
                "Exactly one request is created",
            ),
            not_exists(
                LR,
                {"employee_id": "NV000012", "leave_type": "P", "status": PENDING},
                "No annual leave is used",
            ),
            reply_has(
                "The reply tells the user how long the leave runs (3 working days / until 20/4)",
                any_of=[3, on_date("2026-04-20")],
            ),
        ],
    )


@TASKS.task("shift_change_afternoon")
def _shift_change_afternoon() -> Task:
    return Task(
        id="hr.shift_change_afternoon",
        domain="hr",
        tier="basic",
        prompt="Thứ Sáu 24/4 cho em đổi sang ca chiều nhé, sáng em phải đi làm giấy tờ.",
        note="A shift-change request CA-S → CA-C on 24/4 (look the shift code up).",
        world=_user("NV000081"),
        scopes=[
            created(SC, {"employee_id": "NV000081", "date": "2026-04-24"}),
        ],
        assertions=[
            exists(
                "hr.shift_change_requests",
                {
                    "employee_id": "NV000081",
                    "date": "2026-04-24",
                    "from_shift_id": "CA-S",
                    "to_shift_id": "CA-C",
                    "status": PENDING,
                },
                "A pending shift change to the afternoon shift CA-C on 24/4 exists",
            ),
            field(
                "hr.shift_change_requests",
                {"employee_id": "NV000081", "created_on": TODAY},
                "approver_id",
                "NV000080",
                "It goes to her manager Nguyễn Văn Dũng",
            ),
            count(
                "hr.shift_change_requests",
                {"employee_id": "NV000081", "created_on": TODAY},
                1,
                "Exactly one shift-change request is created",
            ),
        ],
    )


@TASKS.task("update_phone_namesake")
def _update_phone_namesake() -> Task:
    return Task(
        id="hr.update_phone_namesake",
        domain="hr",
        tier="basic",
        prompt="Cập nhật giúp chị số điện thoại mới của Yến bên Công nghệ: 0916 228 447.",
        note=(
            "HR updates the phone of Hoàng Thị Yến (Phòng Công nghệ), not Lâm Ngọc Yến (Sales "
            "HCM); stored as 10 digits."
        ),
        world=_user("NV000041"),
        scopes=[scope("hr.employees", {"id": "NV000054"})],
        assertions=[
            field(
                "hr.employees",
                {"id": "NV000054"},
                "phone",
                "0916228447",
                "Hoàng Thị Yến's phone is 0916228447",
            ),
            field(
                "hr.employees",
                {"id": "NV000023"},
                "phone",
                "0789120456",
                "Lâm Ngọc Yến's phone is unchanged",
                negative=True,
            ),
            not_exists(
                "hr.employees",
                {"phone": "0916228447", "id": {"ne": "NV000054"}},
                "Nobody else gets the new number",
            ),
        ],
    )


@TASKS.task("pending_for_me_question")
def _pending_for_me_question() -> Task:
    return Task(
        id="hr.pending_for_me_question",
        domain="hr",
        tier="basic",
        prompt="Có đơn nghỉ nào đang chờ anh duyệt ko e?",
        note=(
            "List the leave requests waiting for the Backend lead (Hùng's nghỉ bù 17/4, Vinh's P "
            "4/5) without deciding them; trap: approving them unasked."
        ),
        world=_user("NV000051"),
        scopes=[],
        exempt={
            "hedge": (
                "The only anti-oracle failing by its reply errs by omission (misses Hùng's "
                "request); its '1 đơn' is no value a correct reply avoids (Vinh's request is "
                "1 day; 'Hùng 1 đơn, Vinh 1 đơn'), so no wrong value can be named."
            ),
            "dump": (
                "The question asks for the pending list and the one read returns exactly that "
                "list: its dump names both requests and states nothing false."
            ),
        },
        assertions=[
            reply_has("The reply names Hùng's request", "Hùng"),
            reply_has("The reply names Vinh's request", "Vinh"),
            field(
                LR,
                {"id": "DN-2026-0065"},
                "status",
                PENDING,
                "Hùng's request is not decided unasked",
                negative=True,
            ),
            field(
                LR,
                {"id": "DN-2026-0066"},
                "status",
                PENDING,
                "Vinh's request is not decided unasked",
                negative=True,
            ),
        ],
    )


@TASKS.task("overtime_register_self")
def _overtime_register_self() -> Task:
    return Task(
        id="hr.overtime_register_self",
        domain="hr",
        tier="basic",
        prompt="Tối mai em đăng ký làm thêm từ 18h đến 21h để fix bug release nhé.",
        note="Register 3 h of overtime on Fri 17/4 for the user; trap: wrong date or hours.",
        world=_user("NV000085"),
        scopes=[
            created(OT, {"employee_id": "NV000085", "date": "2026-04-17"}),
        ],
        assertions=[
            exists(
                OT,
                {
                    "employee_id": "NV000085",
                    "date": "2026-04-17",
                    "hours": 3.0,
                    "start_time": "18:00:00",
                    "status": PENDING,
                },
                "A 3-hour overtime 18h–21h on 17/4 is pending",
            ),
            field(
                OT,
                {"employee_id": "NV000085", "created_on": TODAY},
                "approver_id",
                "NV000051",
                "It goes to her team lead Lê Anh Tuấn",
            ),
            count(OT, {"created_on": TODAY}, 1, "Exactly one overtime request is created"),
        ],
    )


@TASKS.task("overtime_hours_question")
def _overtime_hours_question() -> Task:
    return Task(
        id="hr.overtime_hours_question",
        domain="hr",
        tier="basic",
        prompt="Tháng này e làm thêm bao nhiêu tiếng rồi, còn đăng ký đc thêm bao nhiêu tiếng nữa?",
        note=(
            "Vinh has 32 h approved + 4 h pending = 36 h, so 4 h left under the 40 h cap; trap: "
            "ignoring the pending hours (8 h left)."
        ),
        world=_user("NV000053"),
        scopes=[],
        assertions=[
            reply_has(
                "The reply states the hours so far (36, or 32 approved + 4 pending)",
                any_of=[lasting(36 * 60), lasting(32 * 60)],
            ),
            reply_has(
                "The reply states 4 hours left this month, not 8 (the pending 4 h ignored)",
                lasting(4 * 60),
                wrong=[lasting(8 * 60)],
            ),
            not_exists(OT, {"created_on": TODAY}, "No overtime is registered unasked"),
        ],
    )


@TASKS.task("reject_request_with_reason")
def _reject_request_with_reason() -> Task:
    return Task(
        id="hr.reject_request_with_reason",
        domain="hr",
        tier="basic",
        prompt=(
            "Từ chối giúp anh đơn nghỉ chiều 21/4 của Phong, tuần đó chốt doanh số quý, ko nghỉ "
            "được."
        ),
        note="Reject DN-2026-0063 (Huỳnh Thanh Phong) with the reason; others stay pending.",
        world=_user("NV000010"),
        scopes=[
            scope(LR, {"id": "DN-2026-0063"}),
            scope(BAL, {"id": "QP-2026-NV000020"}),
        ],
        assertions=[
            field(
                LR,
                {"id": "DN-2026-0063"},
                "status",
                "Từ chối",
                "Huỳnh Thanh Phong's DN-2026-0063 is rejected",
            ),
            field(
                LR,
                {"id": "DN-2026-0063"},
                "decision_note",
                "doanh số",
                "The rejection reason passes on the user's reason (the sales closing)",
                op="contains",
            ),
            field(
                LR,
                {"id": "DN-2026-0057"},
                "status",
                PENDING,
                "Trần Văn Hải's request stays pending",
                negative=True,
            ),
            field(
                LR,
                {"id": "DN-2026-0058"},
                "status",
                PENDING,
                "Phạm Thu Hà's request stays pending",
                negative=True,
            ),
        ],
    )


@TASKS.task("cancel_own_request")
def _cancel_own_request() -> Task:
    return Task(
        id="hr.cancel_own_request",
        domain="hr",
        tier="basic",
        prompt="Anh ko nghỉ 4–5/5 nữa, huỷ đơn đó giúp anh.",
        note="Cancel his own pending DN-2026-0061; the 2 days return to the ledger.",
        world=_user("NV000010"),
        scopes=[
            scope(LR, {"id": "DN-2026-0061"}),
            scope(BAL, {"id": "QP-2026-NV000010"}),
        ],
        assertions=[
            field(
                LR,
                {"id": "DN-2026-0061"},
                "status",
                "Đã huỷ",
                "His request DN-2026-0061 (4–5/5) is cancelled",
            ),
            field(
                "hr.leave_balances",
                {"id": "QP-2026-NV000010"},
                "pending_days",
                0.0,
                "The 2 pending days return to his balance",
            ),
            field(
                LR,
                {"id": "DN-2026-0057"},
                "status",
                PENDING,
                "Requests he approves stay pending",
                negative=True,
            ),
        ],
    )
