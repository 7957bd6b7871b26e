"""Office tools (AMIS Phòng họp, helpdesk, AMIS Quy trình, tài liệu quy định, bộ nhớ AVA).

13 tools, 7 of them write. Public helpers other subsystems may reuse: :func:`room_conflicts`
(which bookings hold a room in a time range) and :func:`approval_steps` (the spending-approval
chain of the policy QT-02/2025/ML-TCKT).
"""

from __future__ import annotations

import datetime as dt
import itertools
import math
import re
import unicodedata
from typing import Literal

from avabench.errors import InvalidArguments, NotFound, Refused
from avabench.tools._common import (
    current_employee,
    dump,
    employee,
    fold,
    paginate,
    text_match,
)
from avabench.tools.registry import tool
from avabench.world import WorldState, get, next_id, put, replace
from avabench.world.hr import Employee, EmploymentStatus
from avabench.world.office import (
    CATEGORY_QUEUE,
    MONEY_PROCESSES,
    OCCUPYING_BOOKING_STATUSES,
    OPEN_TICKET_STATUSES,
    QUEUE_DEPARTMENT,
    TICKET_TRANSITIONS,
    ApprovalProcess,
    ApprovalRun,
    ApprovalStatus,
    ApprovalStep,
    Booking,
    BookingStatus,
    MemoryItem,
    Room,
    StepStatus,
    Ticket,
    TicketCategory,
    TicketPriority,
    TicketStatus,
)

CHIEF_ACCOUNTANT_ID = "NV000030"
CEO_ID = "NV000001"
MANAGER_LIMIT_VND = 10_000_000  # ≤ 10 triệu: quản lý trực tiếp
CHIEF_ACCOUNTANT_LIMIT_VND = 50_000_000  # ≤ 50 triệu: + Kế toán trưởng; above: + Tổng Giám đốc
MAX_AMOUNT_VND = 100_000_000_000
BOOKING_OPEN = dt.time(7, 30)
BOOKING_CLOSE = dt.time(19, 0)
BOOKING_HORIZON_DAYS = 60
APPROVAL_SLA_WORKDAYS = 3
TICKET_SLA_WORKDAYS: dict[TicketPriority, int] = {
    TicketPriority.URGENT: 0,
    TicketPriority.HIGH: 0,
    TicketPriority.MEDIUM: 2,
    TicketPriority.LOW: 5,
}
MAX_TEXT = 4000


# -- small helpers ------------------------------------------------------------------------------


def _name(world: WorldState, employee_id: str | None) -> str | None:
    if not employee_id:
        return None
    return next((e.full_name for e in world.hr.employees if e.id == employee_id), employee_id)


def _clock(t: dt.time) -> dt.time:
    """Naive wall-clock time to the minute (a model may send seconds or a UTC offset)."""
    return t.replace(second=0, microsecond=0, tzinfo=None)


def _text(value: str, what: str, *, required: bool = True, limit: int = MAX_TEXT) -> str:
    value = unicodedata.normalize("NFC", value or "").strip()
    if required and not value:
        raise InvalidArguments(f"Thiếu {what}.")
    if len(value) > limit:
        raise InvalidArguments(f"{what} quá dài (tối đa {limit} ký tự).")
    return value


def _holiday(world: WorldState, day: dt.date) -> str | None:
    return next((h.name for h in world.hr.holidays if h.date == day), None)


def _is_workday(world: WorldState, day: dt.date) -> bool:
    return day.weekday() < 5 and _holiday(world, day) is None


def _add_workdays(world: WorldState, start: dt.date, n: int) -> dt.date:
    """The n-th working day after ``start`` (``start`` itself when n = 0)."""
    day = start
    try:
        while n > 0:
            day += dt.timedelta(days=1)
            if _is_workday(world, day):
                n -= 1
    except OverflowError:
        return dt.date.max
    return day


def _active(emp: Employee) -> bool:
    return emp.status is not EmploymentStatus.LEFT


_WEEKDAYS = ["thứ Hai", "thứ Ba", "thứ Tư", "thứ Năm", "thứ Sáu", "thứ Bảy", "Chủ nhật"]


def _vn_date(day: dt.date) -> str:
    return f"{_WEEKDAYS[day.weekday()]} {day:%d/%m/%Y}"


def _hm(t: dt.time) -> str:
    return f"{t:%H:%M}"


# -- AMIS Phòng họp -----------------------------------------------------------------------------


def _room(world: WorldState, room_id: str) -> Room:
    key = (room_id or "").strip()
    for r in world.office.rooms:
        if r.id == key or fold(r.name) == fold(key):
            return r
    raise NotFound(
        f"Không có phòng họp '{room_id}'. Dùng office_list_meeting_rooms để xem mã phòng (PH-xxx)."
    )


def room_conflicts(
    world: WorldState,
    room_id: str,
    day: dt.date,
    start: dt.time,
    end: dt.time,
    ignore_id: str | None = None,
) -> list[Booking]:
    """Bookings that hold ``room_id`` on ``day`` and overlap [start, end) (pending ones too)."""
    start, end = _clock(start), _clock(end)
    return sorted(
        (
            b
            for b in world.office.bookings
            if b.room_id == room_id
            and b.date == day
            and b.status in OCCUPYING_BOOKING_STATUSES
            and b.id != ignore_id
            and b.start_time < end
            and start < b.end_time
        ),
        key=lambda b: b.start_time,
    )


def _room_row(world: WorldState, room: Room, user: Employee | None) -> dict:
    row = dump(room, service_owner_name=_name(world, room.service_owner_id))
    if room.restricted_to_department_id:
        dept = next(
            (d.name for d in world.hr.departments if d.id == room.restricted_to_department_id),
            room.restricted_to_department_id,
        )
        row["restriction"] = f"Chỉ {dept} được đặt"
    if user is not None:
        row["bookable_by_current_user"] = (
            not room.restricted_to_department_id
            or room.restricted_to_department_id == user.department_id
        )
    return row


def _current_or_none(world: WorldState) -> Employee | None:
    return next((e for e in world.hr.employees if e.id == world.context.current_user_id), None)


def _booking_row(world: WorldState, b: Booking) -> dict:
    room = next((r for r in world.office.rooms if r.id == b.room_id), None)
    return dump(
        b,
        room_name=room.name if room else b.room_id,
        organizer_name=_name(world, b.organizer_id),
        attendee_names=[_name(world, a) for a in b.attendee_ids],
        participants=len({b.organizer_id, *b.attendee_ids}),
        holds_room=b.status in OCCUPYING_BOOKING_STATUSES,
    )


@tool(writes=False)
def office_list_meeting_rooms(world: WorldState, min_capacity: int = 0) -> dict:
    """Xem danh sách phòng họp: sức chứa, thiết bị, giới hạn người đặt, yêu cầu phê duyệt.

    Kết quả xếp theo sức chứa tăng dần (phòng nhỏ nhất trước).

    Args:
        min_capacity: Chỉ lấy phòng có sức chứa từ số chỗ này trở lên; 0 để xem tất cả.
    """
    if min_capacity < 0:
        raise InvalidArguments("min_capacity phải ≥ 0.")
    user = _current_or_none(world)
    rooms = sorted(
        (r for r in world.office.rooms if r.capacity >= min_capacity),
        key=lambda r: (r.capacity, r.floor, r.id),
    )
    out: dict = {"rooms": [_room_row(world, r, user) for r in rooms], "total": len(rooms)}
    if not rooms:
        out["message"] = f"Không có phòng họp nào đủ {min_capacity} chỗ."
    return out


@tool(writes=False)
def office_search_room_bookings(
    world: WorldState,
    date: dt.date | None = None,
    room_id: str = "",
    organizer_id: str = "",
    start_time: dt.time | None = None,
    end_time: dt.time | None = None,
    include_cancelled: bool = False,
    page: int = 1,
    page_size: int = 20,
) -> dict:
    """Tra cứu lịch đặt phòng họp theo ngày, phòng, người đặt; kiểm tra phòng trống trong một khung giờ.

    Khi truyền date cùng start_time và end_time, kết quả có thêm "availability": từng phòng
    (hoặc phòng đã chọn) còn trống hay đang bị giữ trong khung giờ đó. Lịch "Chờ duyệt" vẫn
    giữ phòng. Không truyền date thì liệt kê lịch từ hôm nay trở đi.

    Args:
        date: Ngày họp (YYYY-MM-DD); để trống để xem các lịch từ hôm nay trở đi.
        room_id: Mã phòng (ví dụ "PH-302") hoặc tên phòng; để trống cho mọi phòng.
        organizer_id: Mã nhân viên người đặt phòng; để trống cho mọi người.
        start_time: Giờ bắt đầu khung cần kiểm tra (HH:MM), dùng cùng date và end_time.
        end_time: Giờ kết thúc khung cần kiểm tra (HH:MM).
        include_cancelled: True để gồm cả lịch đã huỷ hoặc bị từ chối.
        page: Trang kết quả, bắt đầu từ 1.
        page_size: Số kết quả mỗi trang (tối đa 50).
    """
    room = _room(world, room_id) if room_id.strip() else None
    if organizer_id.strip():
        employee(world, organizer_id.strip())
    if (start_time is None) != (end_time is None):
        raise InvalidArguments("Cần truyền cả start_time và end_time để kiểm tra phòng trống.")
    if start_time is not None and date is None:
        raise InvalidArguments("Cần truyền date khi kiểm tra phòng trống theo khung giờ.")
    today = world.context.today
    found = [
        b
        for b in world.office.bookings
        if (room is None or b.room_id == room.id)
        and (not organizer_id.strip() or b.organizer_id == organizer_id.strip())
        and (b.date == date if date is not None else b.date >= today)
        and (include_cancelled or b.status in OCCUPYING_BOOKING_STATUSES)
    ]
    found.sort(key=lambda b: (b.date, b.start_time, b.room_id))
    chunk, meta = paginate(found, page, page_size)
    out: dict = {"bookings": [_booking_row(world, b) for b in chunk], **meta}
    if date is not None:
        out["date_label"] = _vn_date(date)
        holiday = _holiday(world, date)
        if holiday:
            out["day_note"] = f"Ngày nghỉ lễ: {holiday}. Không đặt phòng họp vào ngày này."
        elif date.weekday() >= 5:
            out["day_note"] = "Ngày nghỉ cuối tuần. Không đặt phòng họp vào ngày này."
    if date is not None and start_time is not None and end_time is not None:
        start, end = _clock(start_time), _clock(end_time)
        if end <= start:
            raise InvalidArguments("end_time phải sau start_time.")
        user = _current_or_none(world)
        rooms = [room] if room else sorted(world.office.rooms, key=lambda r: (r.capacity, r.id))
        availability = []
        for r in rooms:
            conflicts = room_conflicts(world, r.id, date, start, end)
            row = _room_row(world, r, user)
            row.update(
                free=not conflicts,
                conflicts=[
                    {
                        "id": b.id,
                        "title": b.title,
                        "start_time": _hm(b.start_time),
                        "end_time": _hm(b.end_time),
                        "status": b.status.value,
                    }
                    for b in conflicts
                ],
            )
            availability.append(row)
        out["availability"] = availability
        out["checked_range"] = f"{_hm(start)}–{_hm(end)} {_vn_date(date)}"
    return out


@tool(writes=True)
def office_book_meeting_room(
    world: WorldState,
    room_id: str,
    date: dt.date,
    start_time: dt.time,
    end_time: dt.time,
    title: str,
    attendee_ids: list[str] | None = None,
    note: str = "",
) -> dict:
    """Đặt phòng họp cho người dùng hiện tại (người chủ trì).

    Phòng cần phê duyệt (P.402, P.501) được tạo ở trạng thái Chờ duyệt, các phòng khác Đã
    duyệt. Bị từ chối khi: trùng giờ với lịch đang giữ phòng (kể cả Chờ duyệt), không đủ chỗ
    cho người tham dự cộng người chủ trì, phòng dành riêng cho phòng ban khác, ngày nghỉ cuối
    tuần hoặc ngày lễ, thời điểm đã qua, ngoài khung 07:30–19:00 hoặc quá 60 ngày tới.

    Args:
        room_id: Mã phòng, ví dụ "PH-302" (xem office_list_meeting_rooms).
        date: Ngày họp (YYYY-MM-DD).
        start_time: Giờ bắt đầu (HH:MM).
        end_time: Giờ kết thúc (HH:MM), sau giờ bắt đầu.
        title: Tiêu đề cuộc họp.
        attendee_ids: Mã nhân viên những người được mời (không cần gồm người chủ trì).
        note: Ghi chú hoặc yêu cầu dịch vụ (nước uống, tài liệu).
    """
    user = current_employee(world)
    room = _room(world, room_id)
    title = _text(title, "tiêu đề cuộc họp (title)", limit=300)
    note = _text(note, "ghi chú", required=False)
    start, end = _clock(start_time), _clock(end_time)
    if end <= start:
        raise InvalidArguments("end_time phải sau start_time.")
    today, now = world.context.today, _clock(world.context.now)
    if date < today or (date == today and start < now):
        raise Refused(
            f"Không thể đặt phòng cho thời điểm đã qua (bây giờ là {_hm(now)} {_vn_date(today)})."
        )
    if (date - today).days > BOOKING_HORIZON_DAYS:
        raise Refused(f"Chỉ được đặt phòng trước tối đa {BOOKING_HORIZON_DAYS} ngày.")
    holiday = _holiday(world, date)
    if holiday:
        raise Refused(f"{_vn_date(date)} là ngày nghỉ lễ ({holiday}); hãy chọn ngày làm việc khác.")
    if date.weekday() >= 5:
        raise Refused(f"{_vn_date(date)} là ngày nghỉ cuối tuần; chỉ đặt phòng vào ngày làm việc.")
    if start < BOOKING_OPEN or end > BOOKING_CLOSE:
        raise Refused(
            f"Phòng họp chỉ đặt trong khung {_hm(BOOKING_OPEN)}–{_hm(BOOKING_CLOSE)} ngày làm việc."
        )
    attendees: list[str] = []
    for raw in attendee_ids or []:
        emp = employee(world, (raw or "").strip())
        if not _active(emp):
            raise Refused(f"{emp.full_name} ({emp.id}) đã nghỉ việc, không thể mời họp.")
        if emp.id != user.id and emp.id not in attendees:
            attendees.append(emp.id)
    if room.restricted_to_department_id and room.restricted_to_department_id != user.department_id:
        raise Refused(
            f"{room.name} chỉ dành cho phòng ban {room.restricted_to_department_id}; "
            f"{user.full_name} không được đặt phòng này. Hãy chọn phòng khác."
        )
    participants = len(attendees) + 1
    if participants > room.capacity:
        raise Refused(
            f"{room.name} chỉ có {room.capacity} chỗ, không đủ cho {participants} người "
            "(gồm cả người chủ trì). Dùng office_list_meeting_rooms với min_capacity để chọn phòng lớn hơn."
        )
    conflicts = room_conflicts(world, room.id, date, start, end)
    if conflicts:
        busy = "; ".join(
            f"{b.id} {_hm(b.start_time)}–{_hm(b.end_time)} ({b.status.value})" for b in conflicts
        )
        raise Refused(
            f"{room.name} đã được giữ trong khung giờ này: {busy}. Hãy chọn giờ hoặc phòng khác "
            "(dùng office_search_room_bookings để kiểm tra phòng trống)."
        )
    booking = Booking(
        id=next_id(world.office.bookings, f"LH-{date.year}-", 4),
        room_id=room.id,
        title=title,
        date=date,
        start_time=start,
        end_time=end,
        organizer_id=user.id,
        attendee_ids=attendees,
        status=BookingStatus.PENDING if room.needs_approval else BookingStatus.APPROVED,
        created_on=today,
        note=note,
    )
    world.office.bookings.append(booking)
    row = _booking_row(world, booking)
    if booking.status is BookingStatus.PENDING:
        row["message"] = f"{room.name} cần phê duyệt: lịch đang Chờ duyệt (vẫn giữ phòng)."
    return row


@tool(writes=True)
def office_cancel_room_booking(world: WorldState, booking_id: str, reason: str = "") -> dict:
    """Huỷ một lịch đặt phòng họp của chính người dùng hiện tại.

    Chỉ người đặt phòng được huỷ; chỉ huỷ lịch Chờ duyệt hoặc Đã duyệt chưa diễn ra.

    Args:
        booking_id: Mã lịch đặt phòng, ví dụ "LH-2026-0112".
        reason: Lý do huỷ.
    """
    user = current_employee(world)
    booking = get(world.office.bookings, booking_id.strip(), "lịch đặt phòng")
    reason = _text(reason, "lý do", required=False, limit=500)
    if booking.organizer_id != user.id:
        raise Refused(
            f"Lịch {booking.id} do {_name(world, booking.organizer_id)} đặt; chỉ người đặt phòng "
            "được huỷ lịch này."
        )
    if booking.status not in OCCUPYING_BOOKING_STATUSES:
        raise Refused(f"Lịch {booking.id} đang ở trạng thái {booking.status.value}, không thể huỷ.")
    today, now = world.context.today, _clock(world.context.now)
    if booking.date < today or (booking.date == today and booking.end_time <= now):
        raise Refused(f"Cuộc họp {booking.id} đã diễn ra, không thể huỷ.")
    new = replace(booking, status=BookingStatus.CANCELLED, cancel_reason=reason)
    put(world.office.bookings, new)
    return _booking_row(world, new)


# -- document_qa --------------------------------------------------------------------------------

_WORD = re.compile(r"\w+")

# Function words dropped from questions (accented form: dropped whatever the user typed).
_STOP_ACCENTED = frozenset(
    """được mấy bao nhiêu là của và có cho tôi em anh chị mình không gì nào thì một những các khi
    nếu để trong với về ở tại này đó sẽ đã đang cần hay hoặc ạ nhé ơi vậy sao thế bị như mà vì
    nên từ đến ra vào lại rồi còn cũng ai đâu bạn chúng ta họ nó vẫn rất quá hỏi muốn biết xin
    giúp theo trên sau bằng hơn thể ko k nhỉ hả à chứ""".split()
)
# Unaccented words dropped only when typed without accents (their accented twins matter:
# "toi da" = tối đa, "cho" = chỗ, "con" = con, "chi" = chi phí, "hon" = kết hôn…).
_STOP_FOLDED = frozenset(
    """duoc may bao nhieu la cua va khong gi nao thi mot nhung cac khi neu trong voi o nay se
    hay hoac a nhe oi vay sao the bi nhu ma vi nen tu den ra vao roi cung ai dau minh em anh
    muon biet giup theo tren bang ko k nhi ha chu""".split()
)
# Everyday words a question may use for the handbook's terms.
_SYNONYMS: dict[str, str] = {
    "ot": "làm thêm giờ",
    "overtime": "làm thêm giờ",
    "laptop": "laptop máy tính thiết bị",
    "wifi": "mạng wifi",
    "sla": "thời hạn xử lý",
    "offer": "offer mức lương thư mời nhận việc",
    "cv": "cv hồ sơ ứng viên",
    "lễ": "lễ nghỉ lễ",
    "tết": "tết nghỉ lễ",
    "họp": "họp phòng họp",
    "phép": "phép nghỉ phép",
    "duyệt": "duyệt phê duyệt",
    "cưới": "kết hôn",
    "bố": "cha",
    "mất": "chết tang",
    "tang ca": "làm thêm giờ",
    "vao lam": "giờ làm việc",
    "tan lam": "giờ làm việc",
    "tam ung": "tạm ứng phê duyệt",
}


def _tokens(text: str) -> list[str]:
    out = []
    for t in _WORD.findall(unicodedata.normalize("NFC", text).lower()):
        if t.isdigit():
            t = t.lstrip("0") or "0"  # "03 ngày" = "3 ngày"
        out.append(t)
    return out


def _query_terms(question: str) -> list[str]:
    words = _tokens(question)
    expanded: list[str] = []
    for i, w in enumerate(words):
        expanded.append(w)
        pair = f"{fold(w)} {fold(words[i + 1])}" if i + 1 < len(words) else ""
        for syn in (_SYNONYMS.get(w), _SYNONYMS.get(fold(w)), _SYNONYMS.get(pair)):
            if syn:
                expanded.extend(t for t in _tokens(syn) if t != w)
    out: list[str] = []
    for w in expanded:
        folded = fold(w)
        if w in _STOP_ACCENTED or (folded == w and w in _STOP_FOLDED):
            continue
        if w not in out:
            out.append(w)
    return out


class _Indexed:
    """One section with its token sets in the accented and the folded space."""

    __slots__ = (
        "acc",
        "acc_bi",
        "doc",
        "fold",
        "fold_bi",
        "head_acc",
        "head_fold",
        "section",
        "tf_acc",
        "tf_fold",
        "title_acc",
        "title_fold",
    )

    def __init__(self, doc, section) -> None:
        self.doc, self.section = doc, section
        body = _tokens(f"{section.heading} {section.text}")
        head = _tokens(section.heading)
        title = _tokens(doc.title)
        body_f = [fold(t) for t in body]
        self.acc, self.fold = set(body), set(body_f)
        self.tf_acc: dict[str, int] = {}
        self.tf_fold: dict[str, int] = {}
        for a, f in zip(body, body_f, strict=True):
            self.tf_acc[a] = self.tf_acc.get(a, 0) + 1
            self.tf_fold[f] = self.tf_fold.get(f, 0) + 1
        self.head_acc, self.head_fold = set(head), {fold(t) for t in head}
        self.title_acc, self.title_fold = set(title), {fold(t) for t in title}
        full = [*title, *body]
        full_f = [fold(t) for t in full]
        self.acc_bi = set(itertools.pairwise(full))
        self.fold_bi = set(itertools.pairwise(full_f))


_INDEX_CACHE: dict[int, tuple[object, list[_Indexed]]] = {}


def _doc_index(doc) -> list[_Indexed]:  # type: ignore[no-untyped-def]
    """The sections of one (immutable) document, indexed once and reused across episodes."""
    hit = _INDEX_CACHE.get(id(doc))
    if hit is not None and hit[0] is doc:
        return hit[1]
    if len(_INDEX_CACHE) > 512:
        _INDEX_CACHE.clear()
    built = [_Indexed(doc, s) for s in doc.sections]
    _INDEX_CACHE[id(doc)] = (doc, built)  # the strong ref keeps id(doc) from being reused
    return built


@tool(writes=False)
def document_qa(world: WorldState, question: str) -> dict:
    """Tra cứu quy định, quy trình nội bộ của công ty và trả về các đoạn văn bản liên quan nhất.

    Tìm theo từ khoá (có hoặc không dấu) trong sổ tay quy định: nghỉ phép, làm thêm giờ, đặt
    phòng họp, phê duyệt chi, helpdesk, bảo mật thông tin, công tác phí, lịch nghỉ lễ, giờ làm
    việc, tuyển dụng – thử việc, xử lý thư khách hàng. Trả về tối đa 3 mục kèm tên văn bản,
    tiêu đề mục và toàn văn mục; hãy trả lời người dùng dựa trên nội dung này.

    Args:
        question: Câu hỏi hoặc từ khoá bằng tiếng Việt, ví dụ "phép năm được mấy ngày".
    """
    question = _text(question, "câu hỏi (question)", limit=2000)
    terms = _query_terms(question)
    index = [sec for d in world.office.documents for sec in _doc_index(d)]
    if not terms or not index:
        return {"question": question, "results": [], "message": "Không tìm thấy nội dung phù hợp."}
    n = len(index)

    def space(term: str) -> str:
        return "fold" if fold(term) == term else "acc"

    def idf(term: str) -> float:
        sp = space(term)
        df = sum(
            1
            for s in index
            if term in (s.fold if sp == "fold" else s.acc)
            or term in (s.title_fold if sp == "fold" else s.title_acc)
        )
        return math.log((n + 1) / (df + 0.5))

    weights = {t: idf(t) for t in terms}
    pairs = list(itertools.pairwise(terms))
    scored = []
    for pos, sec in enumerate(index):
        score = 0.0
        for t in terms:
            folded = space(t) == "fold"
            tf = (sec.tf_fold if folded else sec.tf_acc).get(t, 0)
            if tf:
                score += weights[t] * (1 + 0.2 * math.log(tf))
            if t in (sec.head_fold if folded else sec.head_acc):
                score += 0.6 * weights[t]
            if t in (sec.title_fold if folded else sec.title_acc):
                score += 0.4 * weights[t]
        for a, b in pairs:
            if space(a) == "acc" and space(b) == "acc":
                hit = (a, b) in sec.acc_bi
            else:
                hit = (fold(a), fold(b)) in sec.fold_bi
            if hit:
                score += 0.5 * (weights[a] + weights[b])
        if score > 0:
            scored.append((-round(score, 6), pos, sec))
    scored.sort(key=lambda x: (x[0], x[1]))
    results = [
        {
            "document_id": sec.doc.id,
            "document_code": sec.doc.code,
            "document_title": sec.doc.title,
            "effective_date": sec.doc.effective_date.isoformat(),
            "heading": sec.section.heading,
            "text": sec.section.text,
            "score": round(-neg, 2),
        }
        for neg, _, sec in scored[:3]
    ]
    out: dict = {"question": question, "results": results}
    if not results:
        out["message"] = "Không tìm thấy nội dung phù hợp trong quy định của công ty."
    return out


# -- Helpdesk -----------------------------------------------------------------------------------


def _ticket_row(world: WorldState, t: Ticket) -> dict:
    return dump(
        t,
        requester_name=_name(world, t.requester_id),
        assignee_name=_name(world, t.assignee_id),
        is_open=t.status in OPEN_TICKET_STATUSES,
    )


@tool(writes=False)
def helpdesk_search_tickets(
    world: WorldState,
    query: str = "",
    requester_id: str = "",
    status: TicketStatus | None = None,
    category: TicketCategory | None = None,
    open_only: bool = False,
    page: int = 1,
    page_size: int = 20,
) -> dict:
    """Tìm ticket hỗ trợ nội bộ theo người yêu cầu, trạng thái, loại yêu cầu hoặc từ khoá.

    Kết quả mới nhất trước.

    Args:
        query: Từ khoá trong mã, tiêu đề, mô tả hoặc bình luận (có hoặc không dấu).
        requester_id: Mã nhân viên người yêu cầu; "me" cho chính người dùng hiện tại.
        status: Lọc theo trạng thái: Mới, Đang xử lý, Chờ phản hồi, Đã giải quyết, Đã đóng, Huỷ.
        category: Lọc theo loại yêu cầu, ví dụ "IT-Thiết bị".
        open_only: True để chỉ lấy ticket đang mở (Mới, Đang xử lý, Chờ phản hồi).
        page: Trang kết quả, bắt đầu từ 1.
        page_size: Số kết quả mỗi trang (tối đa 50).
    """
    requester = requester_id.strip()
    if requester.lower() == "me":
        requester = current_employee(world).id
    elif requester:
        employee(world, requester)
    found = [
        t
        for t in world.office.tickets
        if (not requester or t.requester_id == requester)
        and (status is None or t.status == status)
        and (category is None or t.category == category)
        and (not open_only or t.status in OPEN_TICKET_STATUSES)
        and text_match(query, t.id, t.title, t.description, *t.comments)
    ]
    found.sort(key=lambda t: (t.created_on, t.id), reverse=True)
    chunk, meta = paginate(found, page, page_size)
    return {"tickets": [_ticket_row(world, t) for t in chunk], **meta}


@tool(writes=True)
def helpdesk_create_ticket(
    world: WorldState,
    category: TicketCategory,
    title: str,
    description: str,
    priority: TicketPriority = TicketPriority.MEDIUM,
    due_date: dt.date | None = None,
    due_time: dt.time | None = None,
) -> dict:
    """Tạo ticket yêu cầu hỗ trợ nội bộ; người yêu cầu là người dùng hiện tại.

    Bộ phận xử lý suy ra từ loại yêu cầu (IT-* → IT, HCNS-* → HCNS, Kế toán-* → Kế toán).
    Không truyền due_date thì hạn xử lý tính theo SLA của mức ưu tiên (Khẩn cấp, Cao: trong
    ngày; Trung bình: 2 ngày làm việc; Thấp: 5 ngày làm việc).

    Args:
        category: Loại yêu cầu: IT-Tài khoản, IT-Thiết bị, IT-Mạng, IT-Phần mềm, HCNS-Văn phòng phẩm, HCNS-Thẻ nhân viên, HCNS-Chế độ, Kế toán-Tạm ứng.
        title: Tiêu đề ngắn của yêu cầu.
        description: Mô tả chi tiết sự cố hoặc yêu cầu.
        priority: Mức ưu tiên: Thấp, Trung bình, Cao, Khẩn cấp (xem quy định helpdesk).
        due_date: Hạn cần xử lý xong (YYYY-MM-DD), không trước hôm nay; để trống để tính theo SLA.
        due_time: Giờ cần xử lý xong trong ngày hạn (HH:MM), nếu có.
    """
    user = current_employee(world)
    title = _text(title, "tiêu đề (title)", limit=300)
    description = _text(description, "mô tả (description)")
    today = world.context.today
    if due_date is None:
        due_date = _add_workdays(world, today, TICKET_SLA_WORKDAYS[priority])
    elif due_date < today:
        raise InvalidArguments("due_date không được trước hôm nay.")
    if due_time is not None:
        due_time = _clock(due_time)
        if due_date == today and due_time <= _clock(world.context.now):
            raise InvalidArguments("due_time đã qua; hãy chọn giờ muộn hơn hoặc ngày khác.")
    ticket = Ticket(
        id=next_id(world.office.tickets, f"TK-{today.year}-", 5),
        title=title,
        description=description,
        category=category,
        priority=priority,
        requester_id=user.id,
        queue=CATEGORY_QUEUE[category],
        status=TicketStatus.NEW,
        created_on=today,
        due_date=due_date,
        due_time=due_time,
    )
    world.office.tickets.append(ticket)
    return _ticket_row(world, ticket)


def _is_handler(user: Employee, ticket: Ticket) -> bool:
    return ticket.assignee_id == user.id or user.department_id == QUEUE_DEPARTMENT[ticket.queue]


@tool(writes=True)
def helpdesk_update_ticket(
    world: WorldState,
    ticket_id: str,
    status: TicketStatus | None = None,
    priority: TicketPriority | None = None,
    assignee_id: str = "",
    comment: str = "",
) -> dict:
    """Cập nhật ticket: đổi trạng thái, mức ưu tiên, người xử lý hoặc thêm bình luận.

    Chỉ chuyển trạng thái hợp lệ: chỉ đóng ticket Đã giải quyết; ticket Đã đóng hoặc Huỷ không
    thay đổi được nữa (tạo ticket mới). Chỉ người yêu cầu được huỷ ticket. Người yêu cầu được
    thêm bình luận, đổi mức ưu tiên, đóng hoặc mở lại ticket đã giải quyết; nhân viên bộ phận
    xử lý được chuyển các trạng thái xử lý và phân công người xử lý trong bộ phận.

    Args:
        ticket_id: Mã ticket, ví dụ "TK-2026-00116".
        status: Trạng thái mới: Mới, Đang xử lý, Chờ phản hồi, Đã giải quyết, Đã đóng, Huỷ.
        priority: Mức ưu tiên mới: Thấp, Trung bình, Cao, Khẩn cấp.
        assignee_id: Mã nhân viên xử lý mới (thuộc bộ phận xử lý của ticket).
        comment: Bình luận thêm vào ticket.
    """
    user = current_employee(world)
    ticket = get(world.office.tickets, ticket_id.strip(), "ticket")
    comment = _text(comment, "bình luận", required=False)
    assignee = assignee_id.strip()
    if status is None and priority is None and not assignee and not comment:
        raise InvalidArguments(
            "Cần ít nhất một thay đổi: status, priority, assignee_id hoặc comment."
        )
    if ticket.status in (TicketStatus.CLOSED, TicketStatus.CANCELLED):
        raise Refused(
            f"Ticket {ticket.id} đã ở trạng thái {ticket.status.value}, không thể thay đổi. "
            "Nếu sự cố tái diễn, tạo ticket mới và ghi mã ticket cũ."
        )
    is_requester = ticket.requester_id == user.id
    handler = _is_handler(user, ticket)
    if not is_requester and not handler:
        raise Refused(
            f"{user.full_name} không phải người yêu cầu hay bộ phận xử lý ({ticket.queue.value}) "
            f"của ticket {ticket.id}."
        )
    changes: dict = {}
    if status is not None and status == ticket.status:
        status = None  # unchanged
    if status is not None:
        if status not in TICKET_TRANSITIONS[ticket.status]:
            allowed = (
                ", ".join(sorted(s.value for s in TICKET_TRANSITIONS[ticket.status])) or "không có"
            )
            raise Refused(
                f"Không thể chuyển ticket từ {ticket.status.value} sang {status.value}. "
                f"Trạng thái hợp lệ tiếp theo: {allowed}."
            )
        if status is TicketStatus.CANCELLED and not is_requester:
            raise Refused("Chỉ người yêu cầu được huỷ ticket.")
        requester_may = {TicketStatus.CANCELLED, TicketStatus.CLOSED}
        if ticket.status is TicketStatus.RESOLVED:
            requester_may.add(TicketStatus.IN_PROGRESS)  # mở lại khi chưa giải quyết xong
        if not handler and status not in requester_may:
            raise Refused(
                f"Chỉ bộ phận xử lý ({ticket.queue.value}) được chuyển ticket sang {status.value}."
            )
        changes["status"] = status
    if priority is not None and priority != ticket.priority:
        changes["priority"] = priority
    if assignee:
        if not handler:
            raise Refused("Chỉ bộ phận xử lý được phân công người xử lý ticket.")
        emp = employee(world, assignee)
        if emp.department_id != QUEUE_DEPARTMENT[ticket.queue] or not _active(emp):
            raise Refused(
                f"{emp.full_name} không thuộc bộ phận xử lý {ticket.queue.value}; chọn nhân viên "
                f"phòng {QUEUE_DEPARTMENT[ticket.queue]}."
            )
        changes["assignee_id"] = emp.id
        if ticket.status is TicketStatus.NEW and "status" not in changes:
            changes["status"] = TicketStatus.IN_PROGRESS
    if comment:
        stamp = f"{world.context.today:%d/%m/%Y} {user.full_name}: {comment}"
        changes["comments"] = [*ticket.comments, stamp]
    if not changes:
        raise InvalidArguments(
            "Không có gì thay đổi: các giá trị truyền vào trùng với ticket hiện tại."
        )
    new = replace(ticket, **changes)
    put(world.office.tickets, new)
    return _ticket_row(world, new)


# -- AMIS Quy trình -----------------------------------------------------------------------------


def _approver_of(world: WorldState, emp: Employee) -> Employee | None:
    """The employee's direct manager, skipping managers who have left."""
    seen: set[str] = set()
    manager_id = emp.manager_id
    while manager_id and manager_id not in seen:
        seen.add(manager_id)
        manager = next((e for e in world.hr.employees if e.id == manager_id), None)
        if manager is None:
            return None
        if _active(manager):
            return manager
        manager_id = manager.manager_id
    return None


def approval_steps(world: WorldState, requester: Employee, amount_vnd: int) -> list[ApprovalStep]:
    """The approval chain of the spending policy (QT-02/2025/ML-TCKT) for ``requester``.

    Direct manager; + Kế toán trưởng above 10 triệu; + Tổng Giám đốc above 50 triệu. A person
    appears once (roles merged) and never approves their own request.
    """
    chain: list[tuple[str, str]] = []
    manager = _approver_of(world, requester)
    if manager is not None:
        chain.append((manager.id, "Quản lý trực tiếp"))
    if amount_vnd > MANAGER_LIMIT_VND or manager is None:
        chain.append((CHIEF_ACCOUNTANT_ID, "Kế toán trưởng"))
    if amount_vnd > CHIEF_ACCOUNTANT_LIMIT_VND:
        chain.append((CEO_ID, "Tổng Giám đốc"))
    merged: dict[str, list[str]] = {}
    for approver, role in chain:
        if approver == requester.id:
            continue
        merged.setdefault(approver, []).append(role)
    return [ApprovalStep(approver_id=a, role=" / ".join(r)) for a, r in merged.items()]


def _run_row(world: WorldState, run: ApprovalRun) -> dict:
    steps = []
    for i, s in enumerate(run.steps):
        steps.append(
            {
                "step": i + 1,
                **s.model_dump(mode="json"),
                "approver_name": _name(world, s.approver_id),
            }
        )
    current = (
        run.steps[run.current_step]
        if run.status is ApprovalStatus.RUNNING and 0 <= run.current_step < len(run.steps)
        else None
    )
    row = dump(run, requester_name=_name(world, run.requester_id))
    row["steps"] = steps
    row["current_approver_id"] = current.approver_id if current else None
    row["current_approver_name"] = _name(world, current.approver_id) if current else None
    row["overdue"] = bool(
        run.status is ApprovalStatus.RUNNING and run.due_date and run.due_date < world.context.today
    )
    return row


def _waiting_on(run: ApprovalRun, user_id: str) -> bool:
    return (
        run.status is ApprovalStatus.RUNNING
        and 0 <= run.current_step < len(run.steps)
        and run.steps[run.current_step].approver_id == user_id
    )


@tool(writes=False)
def ava_approval_list(
    world: WorldState,
    role: Literal["approver", "requester"] = "approver",
    status: ApprovalStatus | None = None,
    query: str = "",
    page: int = 1,
    page_size: int = 20,
) -> dict:
    """Xem các lượt chạy quy trình phê duyệt (AMIS Quy trình) của người dùng hiện tại.

    role="approver" (mặc định) và không truyền status: các lượt chạy đang chờ chính người dùng
    duyệt ở bước hiện tại (tab Cần thực hiện). role="approver" kèm status: các lượt chạy có
    người dùng là một người duyệt, ở trạng thái đó. role="requester": các lượt chạy do người
    dùng đề nghị.

    Args:
        role: "approver" (tôi là người duyệt) hoặc "requester" (tôi là người đề nghị).
        status: Lọc theo trạng thái: Nháp, Đang thực hiện, Hoàn thành, Từ chối, Đã huỷ.
        query: Từ khoá trong mã lượt chạy, quy trình, nội dung hoặc tên người đề nghị.
        page: Trang kết quả, bắt đầu từ 1.
        page_size: Số kết quả mỗi trang (tối đa 50).
    """
    user = current_employee(world)
    found = []
    for run in world.office.approvals:
        if role == "requester":
            if run.requester_id != user.id or (status is not None and run.status != status):
                continue
        elif status is None or status is ApprovalStatus.RUNNING:
            if not _waiting_on(run, user.id):
                continue
        elif run.status != status or all(s.approver_id != user.id for s in run.steps):
            continue
        if not text_match(
            query, run.id, run.process.value, run.description, _name(world, run.requester_id)
        ):
            continue
        found.append(run)
    found.sort(key=lambda r: (r.created_on, r.id), reverse=True)
    chunk, meta = paginate(found, page, page_size)
    return {"approvals": [_run_row(world, r) for r in chunk], **meta}


@tool(writes=True)
def ava_approval_submit(
    world: WorldState,
    process: ApprovalProcess,
    description: str,
    amount_vnd: int = 0,
    run_id: str = "",
) -> dict:
    """Chạy quy trình phê duyệt trên AMIS Quy trình (người đề nghị là người dùng hiện tại).

    Các bước duyệt được lập theo quy trình phê duyệt chi: quản lý trực tiếp; thêm Kế toán
    trưởng khi số tiền trên 10 triệu; thêm Tổng Giám đốc khi trên 50 triệu. Truyền run_id để
    gửi lại một lượt chạy Nháp (bị trả về) của chính mình sau khi bổ sung.

    Args:
        process: Quy trình: Đề nghị tạm ứng, Thanh toán hoá đơn, Đề xuất trực tiếp, Đề nghị mua sắm.
        description: Nội dung đề nghị (mục đích, chi tiết khoản chi).
        amount_vnd: Số tiền (VND, số nguyên); bắt buộc > 0 với tạm ứng, thanh toán, mua sắm.
        run_id: Mã lượt chạy Nháp cần gửi lại (ví dụ "LC-2026-0789"); để trống để tạo mới.
    """
    user = current_employee(world)
    description = _text(description, "nội dung đề nghị (description)")
    if amount_vnd < 0:
        raise InvalidArguments("amount_vnd không được âm.")
    if amount_vnd > MAX_AMOUNT_VND:
        raise InvalidArguments("amount_vnd quá lớn; kiểm tra lại số tiền (đơn vị VND).")
    if process in MONEY_PROCESSES and amount_vnd == 0:
        raise InvalidArguments(f"Quy trình {process.value} cần số tiền amount_vnd > 0.")
    steps = approval_steps(world, user, amount_vnd)
    if not steps:
        raise Refused(f"Không xác định được người duyệt cho {user.full_name}.")
    today = world.context.today
    due = _add_workdays(world, today, APPROVAL_SLA_WORKDAYS)
    if run_id.strip():
        old = get(world.office.approvals, run_id.strip(), "lượt chạy")
        if old.requester_id != user.id:
            raise Refused(f"Lượt chạy {old.id} không phải của {user.full_name}.")
        if old.status is not ApprovalStatus.DRAFT:
            raise Refused(
                f"Lượt chạy {old.id} đang ở trạng thái {old.status.value}; chỉ gửi lại lượt chạy Nháp."
            )
        run = replace(
            old,
            process=process,
            description=description,
            amount_vnd=amount_vnd,
            department_id=user.department_id,
            steps=steps,
            current_step=0,
            status=ApprovalStatus.RUNNING,
            due_date=due,
        )
        put(world.office.approvals, run)
    else:
        run = ApprovalRun(
            id=next_id(world.office.approvals, f"LC-{today.year}-", 4),
            process=process,
            requester_id=user.id,
            department_id=user.department_id,
            amount_vnd=amount_vnd,
            description=description,
            steps=steps,
            current_step=0,
            status=ApprovalStatus.RUNNING,
            created_on=today,
            due_date=due,
        )
        world.office.approvals.append(run)
    return _run_row(world, run)


_ACTIONS = {
    "dong y": StepStatus.APPROVED,
    "duyet": StepStatus.APPROVED,
    "phe duyet": StepStatus.APPROVED,
    "approve": StepStatus.APPROVED,
    "tu choi": StepStatus.REJECTED,
    "reject": StepStatus.REJECTED,
    "tra ve": StepStatus.RETURNED,
    "return": StepStatus.RETURNED,
}


@tool(writes=True)
def ava_approval(world: WorldState, run_id: str, action: str, note: str = "") -> dict:
    """Người duyệt của bước hiện tại xử lý một lượt chạy: đồng ý, từ chối hoặc trả về.

    Đồng ý ở bước cuối thì lượt chạy Hoàn thành, các bước trước chuyển sang bước kế tiếp. Từ
    chối kết thúc lượt chạy. Trả về chuyển lượt chạy về Nháp cho người đề nghị bổ sung. Từ
    chối và trả về bắt buộc có ghi chú lý do.

    Args:
        run_id: Mã lượt chạy, ví dụ "LC-2026-0781" (xem ava_approval_list).
        action: "đồng ý", "từ chối" hoặc "trả về".
        note: Ý kiến hoặc lý do (bắt buộc khi từ chối hoặc trả về).
    """
    user = current_employee(world)
    decision = _ACTIONS.get(fold(action))
    if decision is None:
        raise InvalidArguments('action phải là "đồng ý", "từ chối" hoặc "trả về".')
    note = _text(note, "ghi chú", required=False, limit=1000)
    if decision is not StepStatus.APPROVED and not note:
        raise InvalidArguments(f"Cần ghi lý do (note) khi {decision.value.lower()}.")
    run = get(world.office.approvals, run_id.strip(), "lượt chạy")
    if run.status is not ApprovalStatus.RUNNING:
        raise Refused(f"Lượt chạy {run.id} đang ở trạng thái {run.status.value}, không thể xử lý.")
    if not 0 <= run.current_step < len(run.steps):
        raise Refused(f"Lượt chạy {run.id} không có bước duyệt nào đang chờ.")
    step = run.steps[run.current_step]
    if step.approver_id != user.id:
        raise Refused(
            f"Bước hiện tại của {run.id} do {_name(world, step.approver_id)} ({step.approver_id}) "
            f"duyệt; {user.full_name} không có quyền xử lý."
        )
    steps = list(run.steps)
    steps[run.current_step] = replace(
        step, status=decision, note=note, acted_on=world.context.today
    )
    changes: dict = {"steps": steps}
    if decision is StepStatus.APPROVED:
        if run.current_step + 1 >= len(steps):
            changes["status"] = ApprovalStatus.DONE
        else:
            changes["current_step"] = run.current_step + 1
    elif decision is StepStatus.REJECTED:
        changes["status"] = ApprovalStatus.REJECTED
    else:
        changes["status"] = ApprovalStatus.DRAFT
    new = replace(run, **changes)
    put(world.office.approvals, new)
    return _run_row(world, new)


# -- assistant memory ---------------------------------------------------------------------------


def _my_items(world: WorldState, user_id: str) -> list[MemoryItem]:
    return [m for m in world.office.memory if m.user_id == user_id]


@tool(writes=False)
def read_memory(world: WorldState, key: str = "") -> dict:
    """Đọc các ghi nhớ AVA đã lưu về người dùng hiện tại (sở thích, chữ ký, thói quen làm việc).

    Args:
        key: Tên (khoá) ghi nhớ cần đọc, hoặc từ khoá trong tên; để trống để xem tất cả.
    """
    user = current_employee(world)
    items = sorted(_my_items(world, user.id), key=lambda m: m.id)
    if key.strip():
        exact = [m for m in items if fold(m.key) == fold(key)]
        items = exact or [m for m in items if text_match(key, m.key)]
    return {"user_id": user.id, "items": [dump(m) for m in items], "total": len(items)}


@tool(writes=True)
def edit_memory(
    world: WorldState,
    action: Literal["add", "update", "delete"],
    key: str,
    value: str = "",
) -> dict:
    """Thêm, sửa hoặc xoá một ghi nhớ của AVA về người dùng hiện tại.

    Args:
        action: "add" (thêm khoá mới), "update" (sửa giá trị khoá đã có) hoặc "delete" (xoá khoá).
        key: Tên ghi nhớ, ví dụ "Chữ ký email" (xem read_memory).
        value: Nội dung ghi nhớ (bắt buộc với add và update).
    """
    user = current_employee(world)
    key = _text(key, "tên ghi nhớ (key)", limit=100)
    existing = next((m for m in _my_items(world, user.id) if fold(m.key) == fold(key)), None)
    today = world.context.today
    if action == "delete":
        if existing is None:
            raise NotFound(f"Không có ghi nhớ '{key}'. Dùng read_memory để xem các ghi nhớ.")
        world.office.memory[:] = [m for m in world.office.memory if m.id != existing.id]
        return {"deleted": dump(existing)}
    value = _text(value, "nội dung ghi nhớ (value)", limit=2000)
    if action == "add":
        if existing is not None:
            raise Refused(f"Đã có ghi nhớ '{existing.key}'; dùng action=\"update\" để sửa.")
        item = MemoryItem(
            id=next_id(world.office.memory, "MEM-", 5),
            user_id=user.id,
            key=key,
            value=value,
            updated_on=today,
        )
        world.office.memory.append(item)
        return {"added": dump(item)}
    if existing is None:
        raise NotFound(f"Không có ghi nhớ '{key}' để sửa; dùng action=\"add\" để thêm mới.")
    item = replace(existing, value=value, updated_on=today)
    put(world.office.memory, item)
    return {"updated": dump(item)}
