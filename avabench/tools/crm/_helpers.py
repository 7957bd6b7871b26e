"""Shared helpers of the CRM tools: provinces, input validation, lookups and result rows."""

from __future__ import annotations

import datetime as dt
import re
import unicodedata
from collections.abc import Iterable
from typing import Any

from avabench.errors import InvalidArguments, NotFound, Refused
from avabench.tools._common import (
    cached_dump,
    employee,
    fold,
    per_table,
    phone_digits,
    text_match,
)
from avabench.world import WorldState, next_id
from avabench.world.crm import (
    Activity,
    ActivityStatus,
    Contact,
    Customer,
    Opportunity,
    OpportunityStage,
    forecast_type,
)
from avabench.world.hr import Employee, EmploymentStatus

#: Upper bound of any money amount a tool accepts (100 nghìn tỷ đồng).
MAX_MONEY_VND = 100_000_000_000_000
#: How far ahead a date may be planned.
MAX_YEARS_AHEAD = 5
MAX_TEXT = 2000

# -- provinces (34 units after 1/7/2025) ------------------------------------------------------

PROVINCES: tuple[str, ...] = (
    "Hà Nội", "Hải Phòng", "Huế", "Đà Nẵng", "Cần Thơ", "TP Hồ Chí Minh",
    "Lai Châu", "Điện Biên", "Sơn La", "Lạng Sơn", "Cao Bằng", "Tuyên Quang", "Lào Cai",
    "Thái Nguyên", "Phú Thọ", "Bắc Ninh", "Hưng Yên", "Ninh Bình", "Quảng Ninh", "Thanh Hoá",
    "Nghệ An", "Hà Tĩnh", "Quảng Trị", "Quảng Ngãi", "Gia Lai", "Khánh Hoà", "Lâm Đồng",
    "Đắk Lắk", "Đồng Nai", "Tây Ninh", "Vĩnh Long", "Đồng Tháp", "Cà Mau", "An Giang",
)  # fmt: skip

#: Provinces merged on 1/7/2025 → the unit they belong to now.
MERGED_PROVINCES: dict[str, str] = {
    "Bình Dương": "TP Hồ Chí Minh", "Bà Rịa – Vũng Tàu": "TP Hồ Chí Minh",
    "Bà Rịa Vũng Tàu": "TP Hồ Chí Minh", "Vũng Tàu": "TP Hồ Chí Minh",
    "Quảng Nam": "Đà Nẵng", "Hải Dương": "Hải Phòng", "Hà Nam": "Ninh Bình",
    "Nam Định": "Ninh Bình", "Bắc Giang": "Bắc Ninh", "Thái Bình": "Hưng Yên",
    "Vĩnh Phúc": "Phú Thọ", "Hoà Bình": "Phú Thọ", "Long An": "Tây Ninh", "Bình Phước": "Đồng Nai",
    "Kiên Giang": "An Giang", "Bạc Liêu": "Cà Mau", "Tiền Giang": "Đồng Tháp", "Bến Tre": "Vĩnh Long",
    "Trà Vinh": "Vĩnh Long", "Sóc Trăng": "Cần Thơ", "Hậu Giang": "Cần Thơ", "Hà Giang": "Tuyên Quang",
    "Yên Bái": "Lào Cai", "Bắc Kạn": "Thái Nguyên", "Quảng Bình": "Quảng Trị", "Kon Tum": "Quảng Ngãi",
    "Bình Định": "Gia Lai", "Phú Yên": "Đắk Lắk", "Ninh Thuận": "Khánh Hoà", "Đắk Nông": "Lâm Đồng",
    "Bình Thuận": "Lâm Đồng", "Thừa Thiên Huế": "Huế",
}  # fmt: skip

_PROVINCE_ALIASES: dict[str, str] = {
    "ho chi minh": "TP Hồ Chí Minh", "hcm": "TP Hồ Chí Minh", "tphcm": "TP Hồ Chí Minh",
    "sai gon": "TP Hồ Chí Minh", "hn": "Hà Nội", "ha noi": "Hà Nội", "da nang": "Đà Nẵng",
    "thanh hoa": "Thanh Hoá", "khanh hoa": "Khánh Hoà", "dak lak": "Đắk Lắk",
}  # fmt: skip


def _province_key(text: str) -> str:
    key = fold(text).replace(".", " ").replace("–", " ").replace("-", " ")
    key = " ".join(key.split())
    for prefix in ("thanh pho ", "tp ", "tinh "):
        if key.startswith(prefix):
            key = key[len(prefix) :]
    return key.strip()


_CURRENT_BY_KEY = {_province_key(p): p for p in PROVINCES} | _PROVINCE_ALIASES
_MERGED_BY_KEY = {_province_key(k): (k, v) for k, v in MERGED_PROVINCES.items()}


def resolve_province(text: str) -> tuple[str | None, str | None]:
    """(current province, old province name) for a user's wording; (None, None) if unknown."""
    key = _province_key(text)
    if key in _CURRENT_BY_KEY:
        return _CURRENT_BY_KEY[key], None
    if key in _MERGED_BY_KEY:
        old, new = _MERGED_BY_KEY[key]
        return new, old
    return None, None


# -- validation helpers -----------------------------------------------------------------------

_EMAIL = re.compile(r"^[A-Za-z0-9._%+\-]+@[A-Za-z0-9\-]+(\.[A-Za-z0-9\-]+)*\.[A-Za-z]{2,}$")
_MOBILE_PREFIXES = ("03", "05", "07", "08", "09")
_NOT_PHONE_CHAR = re.compile(r"[^\d\s.\-+()]")


def normalize_phone(text: str) -> str:
    """A valid Vietnamese phone number as digits, or InvalidArguments.

    Mobile numbers have 10 digits (03x, 05x, 07x, 08x, 09x); landlines 11 digits (02x).
    """
    if _NOT_PHONE_CHAR.search(text):
        raise InvalidArguments(
            f"Số điện thoại '{text}' chứa ký tự không hợp lệ. Ví dụ hợp lệ: 0912 345 678."
        )
    digits = phone_digits(text)
    if len(digits) == 10 and digits.startswith(_MOBILE_PREFIXES):
        return digits
    if len(digits) == 11 and digits.startswith("02"):
        return digits
    raise InvalidArguments(
        f"Số điện thoại '{text}' không hợp lệ: số di động Việt Nam gồm 10 chữ số bắt đầu bằng "
        "03, 05, 07, 08 hoặc 09 (số cố định 11 chữ số bắt đầu bằng 02). Hãy hỏi lại khách."
    )


def normalize_email(text: str) -> str:
    """A syntactically valid e-mail address (lower-cased), or InvalidArguments."""
    email = text.strip().lower()
    if len(email) > 254 or not _EMAIL.match(email) or ".." in email:
        raise InvalidArguments(f"Email '{text}' không đúng định dạng (ví dụ: ten@congty.vn).")
    return email


def _required_text(value: str, what: str, limit: int = 255) -> str:
    text = unicodedata.normalize("NFC", value).strip()
    if not text:
        raise InvalidArguments(f"{what} không được để trống.")
    if len(text) > limit:
        raise InvalidArguments(f"{what} dài quá {limit} ký tự.")
    return text


def _optional_text(value: str, what: str, limit: int = MAX_TEXT) -> str:
    text = unicodedata.normalize("NFC", value).strip()
    if len(text) > limit:
        raise InvalidArguments(f"{what} dài quá {limit} ký tự.")
    return text


def _check_money(value: int, what: str, *, positive: bool) -> int:
    if positive and value <= 0:
        raise InvalidArguments(f"{what} phải lớn hơn 0 (đơn vị: đồng).")
    if value < 0:
        raise InvalidArguments(f"{what} không được âm.")
    if value > MAX_MONEY_VND:
        raise InvalidArguments(f"{what} quá lớn ({value} đồng); hãy kiểm tra lại đơn vị (đồng).")
    return value


def _check_future(world: WorldState, day: dt.date, what: str) -> dt.date:
    today = world.context.today
    if day < today:
        raise InvalidArguments(
            f"{what} ({day:%d/%m/%Y}) đã qua; hôm nay là {today:%d/%m/%Y}. Chọn ngày từ hôm nay trở đi."
        )
    if day.year > today.year + MAX_YEARS_AHEAD:
        raise InvalidArguments(f"{what} ({day:%d/%m/%Y}) quá xa; hãy kiểm tra lại năm.")
    return day


_OLD_DISTRICT = re.compile(r"(^|[\s,])(quận|huyện)\s", re.IGNORECASE)
_OLD_DISTRICT_ASCII = re.compile(r"(^|[\s,])(q\.?\s?\d{1,2}|quan \d{1,2})(\s|,|$)")


def _check_address(value: str) -> tuple[str, str | None]:
    """A post-1/7/2025 address and the province it ends with (if recognisable)."""
    address = _required_text(value, "Địa chỉ", 300)
    if _OLD_DISTRICT.search(address.lower()) or _OLD_DISTRICT_ASCII.search(fold(address)):
        raise InvalidArguments(
            "Địa chỉ còn cấp quận/huyện. Từ 1/7/2025 địa chỉ chỉ gồm: số nhà/đường, xã/phường, "
            "tỉnh/thành phố (ví dụ: '25 Nguyễn Huệ, phường Sài Gòn, TP Hồ Chí Minh')."
        )
    last = address.rsplit(",", 1)[-1] if "," in address else ""
    if not last.strip():
        return address, None
    current, old = resolve_province(last)
    if old:
        raise InvalidArguments(
            f"Địa chỉ dùng tên tỉnh cũ '{old}': từ 1/7/2025 thuộc {current}. Hãy ghi địa chỉ theo "
            "đơn vị hành chính mới."
        )
    return address, current


# -- lookups ----------------------------------------------------------------------------------


def _customer(world: WorldState, customer_id: str) -> Customer:
    for c in world.crm.customers:
        if c.id == customer_id:
            return c
    raise NotFound(
        f"Không có khách hàng mã '{customer_id}'. Dùng crm_search_customer để tìm mã khách hàng (KHxxxxx)."
    )


def _opportunity(world: WorldState, opportunity_id: str) -> Opportunity:
    for o in world.crm.opportunities:
        if o.id == opportunity_id:
            return o
    raise NotFound(
        f"Không có cơ hội mã '{opportunity_id}'. Dùng crm_search_opportunities để tìm mã cơ hội (CHxxxxx)."
    )


def _contact(world: WorldState, contact_id: str) -> Contact:
    for c in world.crm.contacts:
        if c.id == contact_id:
            return c
    raise NotFound(
        f"Không có liên hệ mã '{contact_id}'. Dùng crm_list_contacts để tìm mã liên hệ (LHxxxxx)."
    )


def _contact_of(world: WorldState, contact_id: str, customer: Customer) -> Contact:
    contact = _contact(world, contact_id)
    if contact.customer_id != customer.id:
        raise InvalidArguments(
            f"Liên hệ {contact.full_name} ({contact.id}) không thuộc khách hàng {customer.name}. "
            f"Dùng crm_list_contacts với customer_id='{customer.id}'."
        )
    return contact


def _find_employee(world: WorldState, employee_id: str) -> Employee | None:
    for e in world.hr.employees:
        if e.id == employee_id:
            return e
    return None


_next_id = next_id  # the shared implementation, under the name this package uses


def _opportunity_text_matches(world: WorldState, query: str) -> tuple[bool, ...]:
    """``text_match(query, o.id, o.name)`` of each opportunity, in table order."""
    return per_table(
        "opportunity_match " + query,
        world.crm.opportunities,
        build=lambda table: tuple(text_match(query, o.id, o.name) for o in table),
    )


def _build_contacts_by_customer(contacts: list[Contact]) -> dict[str, tuple[Contact, ...]]:
    groups: dict[str, list[Contact]] = {}
    for ct in contacts:
        groups.setdefault(ct.customer_id, []).append(ct)
    return {
        cid: tuple(sorted(group, key=lambda ct: (not ct.is_primary, ct.id)))
        for cid, group in groups.items()
    }


def _contacts_of(world: WorldState, customer_id: str) -> list[Contact]:
    """The customer's contacts, primary first then by id (stable, like sorting the filtered table)."""
    index = per_table("contacts_by_customer", world.crm.contacts, build=_build_contacts_by_customer)
    return list(index.get(customer_id, ()))


def _employees_of(
    world: WorldState, ids: Iterable[str], known: dict[str, Employee | None] | None = None
) -> dict[str, Employee | None]:
    """id → :func:`_find_employee` of it, for each of ``ids`` (each distinct id looked up once)."""
    out: dict[str, Employee | None] = {} if known is None else known
    for employee_id in ids:
        if employee_id not in out:
            out[employee_id] = _find_employee(world, employee_id)
    return out


def _customer_names_of(
    world: WorldState, ids: Iterable[str], known: dict[str, str] | None = None
) -> dict[str, str]:
    """id → :func:`_customer_name` of it, for each of ``ids`` (each distinct id looked up once)."""
    out: dict[str, str] = {} if known is None else known
    for customer_id in ids:
        if customer_id not in out:
            out[customer_id] = _customer_name(world, customer_id)
    return out


def _active_employee(world: WorldState, employee_id: str, role: str) -> Employee:
    emp = employee(world, employee_id)
    if emp.status is EmploymentStatus.LEFT:
        raise Refused(
            f"{emp.full_name} ({emp.id}) đã nghỉ việc, không thể làm {role}. "
            "Chọn một nhân viên đang làm việc (hrm_search_employee)."
        )
    return emp


def _name(world: WorldState, employee_id: str) -> str:
    emp = _find_employee(world, employee_id)
    return emp.full_name if emp else employee_id


def _person_of(employee_id: str | None, emp: Employee | None) -> dict[str, Any] | None:
    """:func:`_person` given the employee already looked up (``emp`` is that id's employee)."""
    if not employee_id:
        return None
    if emp is None:
        return {"id": employee_id, "full_name": employee_id}
    return {
        "id": emp.id,
        "full_name": emp.full_name,
        "email": emp.email,
        "status": _EMP_STATUS_VALUE[emp.status],
    }


def _person(world: WorldState, employee_id: str | None) -> dict[str, Any] | None:
    if not employee_id:
        return None
    return _person_of(employee_id, _find_employee(world, employee_id))


def _customer_name(world: WorldState, customer_id: str) -> str:
    for c in world.crm.customers:
        if c.id == customer_id:
            return c.name
    return customer_id


def _user_id(world: WorldState) -> str:
    return world.context.current_user_id


_dump = cached_dump  # every CRM record is flat: the shared cached dump is exact


_WON = OpportunityStage.WON
_LOST = OpportunityStage.LOST
_DONE = ActivityStatus.DONE
#: forecast_type(stage).value of every stage (StrEnum members hash and compare as their value).
_FORECAST_VALUE: dict[str, str] = {s: forecast_type(s).value for s in OpportunityStage}
#: status.value of every employment status.
_EMP_STATUS_VALUE: dict[str, str] = {s: s.value for s in EmploymentStatus}


def _is_open(o: Opportunity) -> bool:
    """``o.is_open`` without the property/enum overhead."""
    stage = o.stage
    return stage is not _WON and stage is not _LOST


def _opp_row(
    world: WorldState,
    o: Opportunity,
    employees: dict[str, Employee | None] | None = None,
    customer_names: dict[str, str] | None = None,
) -> dict[str, Any]:
    owner = (
        employees.get(o.owner_id) if employees is not None else _find_employee(world, o.owner_id)
    )
    if customer_names is not None:
        customer_name = customer_names.get(o.customer_id, o.customer_id)
    else:
        customer_name = _customer_name(world, o.customer_id)
    return _dump(
        o,
        forecast_type=_FORECAST_VALUE[o.stage],
        customer_name=customer_name,
        owner_name=owner.full_name if owner else o.owner_id,
        owner_status=_EMP_STATUS_VALUE[owner.status] if owner else None,
        is_overdue=_is_open(o) and o.expected_close_date < world.context.today,
    )


def _activity_row(
    world: WorldState,
    a: Activity,
    employees: dict[str, Employee | None] | None = None,
    customer_names: dict[str, str] | None = None,
) -> dict[str, Any]:
    if employees is not None:
        assignee = employees.get(a.assignee_id)
        assignee_name = assignee.full_name if assignee else a.assignee_id
    else:
        assignee_name = _name(world, a.assignee_id)
    if customer_names is not None:
        customer_name = customer_names.get(a.customer_id, a.customer_id)
    else:
        customer_name = _customer_name(world, a.customer_id)
    return _dump(
        a,
        customer_name=customer_name,
        assignee_name=assignee_name,
        is_overdue=(
            a.status is not _DONE and a.due_date is not None and a.due_date < world.context.today
        ),
    )


_FREE_MAIL = ("gmail.com", "yahoo.com", "outlook.com")


def _contact_domains(contacts: list[Contact]) -> dict[str, list[str]]:
    """customer id → e-mail domains of its contacts, in table order."""
    out: dict[str, list[str]] = {}
    for ct in contacts:
        if ct.email and "@" in ct.email:
            out.setdefault(ct.customer_id, []).append(ct.email.rsplit("@", 1)[-1])
    return out


class _SearchEntry:
    """Search fields of each customer, and query → ``text_match`` result of each customer."""

    def __init__(self, customers: list[Customer], contacts: list[Contact]) -> None:
        domains = _contact_domains(contacts)
        self.fields = tuple(
            (c.id, c.name, c.short_name, c.tax_code, c.email, *_domains_of(c, domains))
            for c in customers
        )
        self.matches: dict[str, tuple[bool, ...]] = {}


def _domains_of(c: Customer, contact_domains: dict[str, list[str]]) -> list[str]:
    domains = [c.website or ""]
    if "@" in c.email:
        domains.append(c.email.rsplit("@", 1)[-1])
    domains += contact_domains.get(c.id, ())
    return [d for d in domains if d and d not in _FREE_MAIL]


def _search_entry(world: WorldState) -> _SearchEntry:
    return per_table("customer_search", world.crm.customers, world.crm.contacts, build=_SearchEntry)


def _customer_text_matches(world: WorldState, query: str) -> tuple[bool, ...]:
    """``text_match(query, <search fields>)`` of each customer, in table order."""
    entry = _search_entry(world)
    matches = entry.matches
    hit = matches.get(query)
    if hit is None:
        hit = tuple(text_match(query, *fields) for fields in entry.fields)
        if len(matches) >= 256:
            matches.clear()
        matches[query] = hit
    return hit


def _phone_query(query: str) -> str | None:
    """The digits of ``query`` when it looks like a phone number (≥ 6 digits, nothing else)."""
    if not query or _NOT_PHONE_CHAR.search(query):
        return None
    digits = phone_digits(query)
    return digits if len(digits) >= 6 else None


def _jsonable(value: Any) -> Any:
    return value.value if hasattr(value, "value") else value
