"""AMIS Phòng họp: list rooms, search bookings and free slots, book and cancel a room."""

from __future__ import annotations

import datetime as dt

from avabench.errors import InvalidArguments, NotFound, Refused
from avabench.tools._common import dump, fold, paginate
from avabench.tools.office._helpers import (
    _active,
    _clock,
    _dump,
    _employee,
    _first_by,
    _hm,
    _holiday,
    _me,
    _name,
    _names,
    _text,
    _vn_date,
)
from avabench.tools.registry import tool
from avabench.world import WorldState, get, next_id, put, replace
from avabench.world.hr import Employee
from avabench.world.office import OCCUPYING_BOOKING_STATUSES, Booking, BookingStatus, Room

BOOKING_OPEN = dt.time(7, 30)
BOOKING_CLOSE = dt.time(19, 0)
BOOKING_HORIZON_DAYS = 60


def _room(world: WorldState, room_id: str) -> Room:
    key = (room_id or "").strip()
    folded = fold(key)
    for r in world.office.rooms:
        if r.id == key or fold(r.name) == folded:
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


def _room_row(
    world: WorldState, room: Room, user: Employee | None, names: dict[str, str] | None = None
) -> dict:
    owner = room.service_owner_id
    if names is None:
        owner_name = _name(world, owner)
    else:
        owner_name = names.get(owner, owner) if owner else None
    row = _dump(room, service_owner_name=owner_name)
    if room.restricted_to_department_id:
        found = _first_by(world.hr.departments, "id").get(room.restricted_to_department_id)
        dept = found.name if found is not None else room.restricted_to_department_id
        row["restriction"] = f"Chỉ {dept} được đặt"
    if user is not None:
        row["bookable_by_current_user"] = (
            not room.restricted_to_department_id
            or room.restricted_to_department_id == user.department_id
        )
    return row


def _current_or_none(world: WorldState) -> Employee | None:
    return _first_by(world.hr.employees, "id").get(world.context.current_user_id)  # type: ignore[no-any-return]


def _booking_row(
    world: WorldState,
    b: Booking,
    rooms: dict[str, Room] | None = None,
    names: dict[str, str] | None = None,
) -> dict:
    """``names`` given: a row of a listing (stored bookings, dumps cached); else a new booking."""
    room = (rooms if rooms is not None else _first_by(world.office.rooms, "id")).get(b.room_id)
    dumper = _dump
    if names is None:
        names, dumper = _names(world), dump
    return dumper(
        b,
        room_name=room.name if room else b.room_id,
        organizer_name=names.get(b.organizer_id, b.organizer_id) if b.organizer_id else None,
        attendee_names=[names.get(a, a) if a else None for a in b.attendee_ids],
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
    names = _names(world)
    out: dict = {"rooms": [_room_row(world, r, user, names) for r in rooms], "total": len(rooms)}
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
        _employee(world, organizer_id.strip())
    if (start_time is None) != (end_time is None):
        raise InvalidArguments("Cần truyền cả start_time và end_time để kiểm tra phòng trống.")
    if start_time is not None and date is None:
        raise InvalidArguments("Cần truyền date khi kiểm tra phòng trống theo khung giờ.")
    today = world.context.today
    organizer = organizer_id.strip()
    room_key = room.id if room is not None else None
    found = [
        b
        for b in world.office.bookings
        if (room_key is None or b.room_id == room_key)
        and (not organizer or b.organizer_id == organizer)
        and (b.date == date if date is not None else b.date >= today)
        and (include_cancelled or b.status in OCCUPYING_BOOKING_STATUSES)
    ]
    found.sort(key=lambda b: (b.date, b.start_time, b.room_id))
    chunk, meta = paginate(found, page, page_size)
    names = _names(world)
    by_id = _first_by(world.office.rooms, "id")
    out: dict = {"bookings": [_booking_row(world, b, by_id, names) for b in chunk], **meta}
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
        # room_conflicts(world, r.id, date, start, end), the day's bookings filtered once
        held = [
            b
            for b in world.office.bookings
            if b.date == date and b.status in OCCUPYING_BOOKING_STATUSES
        ]
        availability = []
        for r in rooms:
            conflicts = sorted(
                (
                    b
                    for b in held
                    if b.room_id == r.id and b.start_time < end and start < b.end_time
                ),
                key=lambda b: b.start_time,
            )
            row = _room_row(world, r, user, names)
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
        note: Ghi chú hiển thị trên lịch họp; không gửi thông báo cho ai. Muốn nhờ chuẩn bị
            nước uống, tài liệu thì gửi thư cho người phụ trách dịch vụ của phòng (xem
            office_list_meeting_rooms).
    """
    user = _me(world)
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
        emp = _employee(world, (raw or "").strip())
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
    user = _me(world)
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
