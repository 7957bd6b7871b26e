"""CRM tools (AMIS CRM / AMIS Bán hàng): 11 tools, 5 of them write.

Customers, contacts, leads, opportunities and activities. The owner of a record is its
"Chủ sở hữu" (an employee); "Bàn giao" moves a customer and its open work to another active
employee. Opportunity stages carry a fixed success rate and a derived forecast type.
"""

from __future__ import annotations

import datetime as dt
import re
import unicodedata
from typing import Any

from avabench.errors import InvalidArguments, NotFound, Refused
from avabench.tools._common import (
    current_employee,
    dump,
    employee,
    fold,
    paginate,
    phone_digits,
    text_match,
)
from avabench.tools.registry import tool
from avabench.world import WorldState, next_id, put, replace
from avabench.world.crm import (
    STAGE_PROBABILITY,
    Activity,
    ActivityKind,
    ActivityStatus,
    Contact,
    Customer,
    CustomerStatus,
    CustomerTier,
    ForecastType,
    Lead,
    LeadSource,
    LeadStatus,
    LostReason,
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


def normalize_phone(text: str) -> str:
    """A valid Vietnamese phone number as digits, or InvalidArguments.

    Mobile numbers have 10 digits (03x, 05x, 07x, 08x, 09x); landlines 11 digits (02x).
    """
    if re.search(r"[^\d\s.\-+()]", text):
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
    return next((e for e in world.hr.employees if e.id == employee_id), None)


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


def _person(world: WorldState, employee_id: str | None) -> dict[str, Any] | None:
    if not employee_id:
        return None
    emp = _find_employee(world, employee_id)
    if emp is None:
        return {"id": employee_id, "full_name": employee_id}
    return {
        "id": emp.id,
        "full_name": emp.full_name,
        "email": emp.email,
        "status": emp.status.value,
    }


def _customer_name(world: WorldState, customer_id: str) -> str:
    return next((c.name for c in world.crm.customers if c.id == customer_id), customer_id)


def _user_id(world: WorldState) -> str:
    return world.context.current_user_id


def _opp_row(world: WorldState, o: Opportunity) -> dict[str, Any]:
    owner = _find_employee(world, o.owner_id)
    return dump(
        o,
        forecast_type=forecast_type(o.stage).value,
        customer_name=_customer_name(world, o.customer_id),
        owner_name=owner.full_name if owner else o.owner_id,
        owner_status=owner.status.value if owner else None,
        is_overdue=o.is_open and o.expected_close_date < world.context.today,
    )


def _activity_row(world: WorldState, a: Activity) -> dict[str, Any]:
    return dump(
        a,
        customer_name=_customer_name(world, a.customer_id),
        assignee_name=_name(world, a.assignee_id),
        is_overdue=(
            a.status is not ActivityStatus.DONE
            and a.due_date is not None
            and a.due_date < world.context.today
        ),
    )


def _customer_domains(world: WorldState, c: Customer) -> list[str]:
    domains = [c.website or ""]
    domains += [x.rsplit("@", 1)[-1] for x in [c.email] if "@" in x]
    domains += [
        ct.email.rsplit("@", 1)[-1]
        for ct in world.crm.contacts
        if ct.customer_id == c.id and ct.email and "@" in ct.email
    ]
    return [d for d in domains if d and d not in ("gmail.com", "yahoo.com", "outlook.com")]


def _phone_query(query: str) -> str | None:
    """The digits of ``query`` when it looks like a phone number (≥ 6 digits, nothing else)."""
    if not query or re.search(r"[^\d\s.\-+()]", query):
        return None
    digits = phone_digits(query)
    return digits if len(digits) >= 6 else None


# -- read tools -------------------------------------------------------------------------------


@tool(writes=False)
def crm_search_customer(
    world: WorldState,
    query: str = "",
    owner_id: str = "",
    province: str = "",
    tier: CustomerTier | None = None,
    status: CustomerStatus | None = None,
    page: int = 1,
    page_size: int = 20,
) -> dict:
    """Tìm khách hàng theo tên, tên viết tắt, mã số thuế, tên miền email hoặc số điện thoại.

    Kết quả gồm chủ sở hữu (người phụ trách) của từng khách hàng. Lưu ý các tên gần giống nhau
    (ví dụ "An Phát" và "An Phát Hưng") và chi nhánh dùng MST của công ty mẹ thêm đuôi -001.

    Args:
        query: Từ khoá: tên/tên viết tắt (có hoặc không dấu), mã KH, MST, email hoặc tên miền (ví dụ "anphat.com.vn"), số điện thoại. Để trống để liệt kê.
        owner_id: Lọc theo mã nhân viên chủ sở hữu, ví dụ "NV000012".
        province: Lọc theo tỉnh/thành phố, ví dụ "Hà Nội", "TP Hồ Chí Minh", "Đà Nẵng" (tên tỉnh cũ trước 1/7/2025 được quy đổi).
        tier: Lọc theo phân loại: VIP, Thân thiết, Mới.
        status: Lọc theo tình trạng: Đang giao dịch, Ngừng giao dịch. Để trống để lấy tất cả.
        page: Trang kết quả, bắt đầu từ 1.
        page_size: Số kết quả mỗi trang (tối đa 50).
    """
    if owner_id:
        employee(world, owner_id)
    want_province = None
    note = None
    if province.strip():
        want_province, old = resolve_province(province)
        if want_province is None:
            raise InvalidArguments(
                f"Không nhận ra tỉnh/thành '{province}'. Dùng tên tỉnh/thành hiện hành, ví dụ "
                "'Hà Nội', 'TP Hồ Chí Minh', 'Đà Nẵng'."
            )
        if old:
            note = f"'{old}' đã sáp nhập vào {want_province} từ 1/7/2025; lọc theo {want_province}."
    phone = _phone_query(query)
    found = []
    for c in world.crm.customers:
        if owner_id and c.owner_id != owner_id:
            continue
        if want_province and c.province != want_province:
            continue
        if tier is not None and c.tier is not tier:
            continue
        if status is not None and c.status is not status:
            continue
        if phone:
            phones = [c.phone] + [
                ct.phone for ct in world.crm.contacts if ct.customer_id == c.id and ct.phone
            ]
            if not any(phone in p for p in phones) and not text_match(query, c.tax_code):
                continue
        elif not text_match(
            query, c.id, c.name, c.short_name, c.tax_code, c.email, *_customer_domains(world, c)
        ):
            continue
        found.append(c)
    chunk, meta = paginate(found, page, page_size)
    rows = []
    for c in chunk:
        owner = _find_employee(world, c.owner_id)
        rows.append(
            dump(
                c,
                owner_name=owner.full_name if owner else c.owner_id,
                owner_status=owner.status.value if owner else None,
            )
        )
    out: dict[str, Any] = {"customers": rows, **meta}
    if note:
        out["note"] = note
    return out


@tool(writes=False)
def crm_get_customer(world: WorldState, customer_id: str) -> dict:
    """Xem chi tiết một khách hàng: thông tin, các liên hệ, chủ sở hữu (kèm quản lý) và cơ hội đang mở.

    Args:
        customer_id: Mã khách hàng, ví dụ "KH00006" (lấy từ crm_search_customer).
    """
    c = _customer(world, customer_id)
    owner_info: dict[str, Any] | None = _person(world, c.owner_id)
    owner = _find_employee(world, c.owner_id)
    if owner is not None and owner_info is not None:
        dept = next((d for d in world.hr.departments if d.id == owner.department_id), None)
        owner_info.update(
            phone=owner.phone,
            title=owner.title,
            department=dept.name if dept else owner.department_id,
            manager=_person(world, owner.manager_id),
        )
    contacts = sorted(
        (ct for ct in world.crm.contacts if ct.customer_id == c.id),
        key=lambda ct: (not ct.is_primary, ct.id),
    )
    opps = [o for o in world.crm.opportunities if o.customer_id == c.id and o.is_open]
    acts = [
        a
        for a in world.crm.activities
        if a.customer_id == c.id and a.status is not ActivityStatus.DONE
    ]
    parent = next((p for p in world.crm.customers if p.id == c.parent_id), None)
    branches = [b for b in world.crm.customers if b.parent_id == c.id]
    return dump(
        c,
        owner=owner_info,
        parent=({"id": parent.id, "name": parent.name} if parent else None),
        branches=[{"id": b.id, "name": b.name, "tax_code": b.tax_code} for b in branches],
        contacts=[dump(ct) for ct in contacts],
        open_opportunities=[_opp_row(world, o) for o in opps],
        open_activities=[_activity_row(world, a) for a in acts],
    )


@tool(writes=False)
def crm_list_contacts(
    world: WorldState,
    customer_id: str = "",
    query: str = "",
    page: int = 1,
    page_size: int = 20,
) -> dict:
    """Liệt kê liên hệ của một khách hàng, hoặc tìm liên hệ theo tên/email/SĐT trên mọi khách hàng.

    Args:
        customer_id: Mã khách hàng để liệt kê liên hệ của khách đó (liên hệ chính đứng đầu).
        query: Từ khoá: họ tên (có hoặc không dấu), chức danh, email hoặc số điện thoại của liên hệ.
        page: Trang kết quả, bắt đầu từ 1.
        page_size: Số kết quả mỗi trang (tối đa 50).
    """
    if not customer_id and not query.strip():
        raise InvalidArguments(
            "Cần customer_id hoặc query. Dùng crm_search_customer để lấy mã khách hàng."
        )
    if customer_id:
        _customer(world, customer_id)
    phone = _phone_query(query)
    found = []
    for ct in world.crm.contacts:
        if customer_id and ct.customer_id != customer_id:
            continue
        if phone:
            if not (ct.phone and phone in ct.phone):
                continue
        elif not text_match(query, ct.id, ct.full_name, ct.title, ct.email):
            continue
        found.append(ct)
    found.sort(key=lambda ct: (ct.customer_id, not ct.is_primary, ct.id))
    chunk, meta = paginate(found, page, page_size)
    rows = [dump(ct, customer_name=_customer_name(world, ct.customer_id)) for ct in chunk]
    return {"contacts": rows, **meta}


@tool(writes=False)
def crm_search_opportunities(
    world: WorldState,
    customer_id: str = "",
    stage: OpportunityStage | None = None,
    owner_id: str = "",
    forecast: ForecastType | None = None,
    close_from: dt.date | None = None,
    close_to: dt.date | None = None,
    query: str = "",
    page: int = 1,
    page_size: int = 20,
) -> dict:
    """Tìm cơ hội bán hàng theo khách hàng, giai đoạn, chủ sở hữu, loại dự báo, ngày kỳ vọng kết thúc.

    Mỗi cơ hội có giai đoạn, tỷ lệ thành công (%), loại dự báo (Mở/Thắng/Thua), số tiền (VND) và
    ngày kỳ vọng kết thúc; kết quả kèm tổng số tiền và doanh số dự kiến (số tiền × tỷ lệ) của mọi
    cơ hội khớp điều kiện.

    Args:
        customer_id: Lọc theo mã khách hàng, ví dụ "KH00001".
        stage: Lọc theo giai đoạn: Tiếp cận, Xác định nhu cầu, Demo/Đề xuất, Báo giá, Đàm phán, Kết thúc thắng, Kết thúc thua.
        owner_id: Lọc theo mã nhân viên chủ sở hữu.
        forecast: Lọc theo loại dự báo: Mở (đang theo đuổi), Thắng, Thua.
        close_from: Ngày kỳ vọng kết thúc từ ngày (YYYY-MM-DD).
        close_to: Ngày kỳ vọng kết thúc đến ngày (YYYY-MM-DD).
        query: Từ khoá trong tên cơ hội hoặc mã cơ hội.
        page: Trang kết quả, bắt đầu từ 1.
        page_size: Số kết quả mỗi trang (tối đa 50).
    """
    if customer_id:
        _customer(world, customer_id)
    if owner_id:
        employee(world, owner_id)
    if close_from and close_to and close_from > close_to:
        raise InvalidArguments("close_from phải trước hoặc bằng close_to.")
    found = []
    for o in world.crm.opportunities:
        if customer_id and o.customer_id != customer_id:
            continue
        if stage is not None and o.stage is not stage:
            continue
        if owner_id and o.owner_id != owner_id:
            continue
        if forecast is not None and forecast_type(o.stage) is not forecast:
            continue
        if close_from and o.expected_close_date < close_from:
            continue
        if close_to and o.expected_close_date > close_to:
            continue
        if not text_match(query, o.id, o.name):
            continue
        found.append(o)
    found.sort(key=lambda o: (o.expected_close_date, o.id))
    chunk, meta = paginate(found, page, page_size)
    return {
        "opportunities": [_opp_row(world, o) for o in chunk],
        **meta,
        "total_amount_vnd": sum(o.amount_vnd for o in found),
        "weighted_amount_vnd": round(sum(o.amount_vnd * o.probability / 100 for o in found)),
    }


@tool(writes=False)
def crm_list_activities(
    world: WorldState,
    customer_id: str = "",
    opportunity_id: str = "",
    assignee_id: str = "",
    status: ActivityStatus | None = None,
    kind: ActivityKind | None = None,
    overdue_only: bool = False,
    page: int = 1,
    page_size: int = 20,
) -> dict:
    """Liệt kê hoạt động (nhiệm vụ, cuộc gọi, ghi chú, gặp mặt) theo khách hàng, cơ hội, người thực hiện, tình trạng.

    Không truyền customer_id, opportunity_id và assignee_id thì liệt kê hoạt động của chính người
    dùng hiện tại. Hoạt động quá hạn (chưa hoàn thành, hạn trước hôm nay) có is_overdue = true.

    Args:
        customer_id: Lọc theo mã khách hàng.
        opportunity_id: Lọc theo mã cơ hội.
        assignee_id: Lọc theo mã nhân viên thực hiện.
        status: Lọc theo tình trạng: Chưa bắt đầu, Đang thực hiện, Hoàn thành.
        kind: Lọc theo loại: Nhiệm vụ, Cuộc gọi, Ghi chú, Gặp mặt.
        overdue_only: True để chỉ lấy hoạt động quá hạn.
        page: Trang kết quả, bắt đầu từ 1.
        page_size: Số kết quả mỗi trang (tối đa 50).
    """
    if customer_id:
        _customer(world, customer_id)
    if opportunity_id:
        _opportunity(world, opportunity_id)
    if assignee_id:
        employee(world, assignee_id)
    if not (customer_id or opportunity_id or assignee_id):
        assignee_id = current_employee(world).id
    today = world.context.today
    found = []
    for a in world.crm.activities:
        if customer_id and a.customer_id != customer_id:
            continue
        if opportunity_id and a.opportunity_id != opportunity_id:
            continue
        if assignee_id and a.assignee_id != assignee_id:
            continue
        if status is not None and a.status is not status:
            continue
        if kind is not None and a.kind is not kind:
            continue
        if overdue_only and not (
            a.status is not ActivityStatus.DONE and a.due_date is not None and a.due_date < today
        ):
            continue
        found.append(a)
    found.sort(key=lambda a: (a.due_date is None, a.due_date or today, a.id))
    chunk, meta = paginate(found, page, page_size)
    return {"activities": [_activity_row(world, a) for a in chunk], **meta}


@tool(writes=False)
def crm_search_leads(
    world: WorldState,
    query: str = "",
    source: LeadSource | None = None,
    status: LeadStatus | None = None,
    owner_id: str = "",
    page: int = 1,
    page_size: int = 20,
) -> dict:
    """Tìm tiềm năng (lead) theo tên, công ty, email, SĐT, nguồn gốc, trạng thái hoặc chủ sở hữu.

    Args:
        query: Từ khoá: họ tên, tên công ty, chức danh, email hoặc số điện thoại. Để trống để liệt kê.
        source: Lọc theo nguồn gốc: Website, Facebook, Zalo OA, Hội thảo, Giới thiệu, Telesale, Landing page.
        status: Lọc theo trạng thái: Chưa liên hệ, Đang chăm sóc, Đã chuyển đổi, Không tiềm năng.
        owner_id: Lọc theo mã nhân viên chủ sở hữu.
        page: Trang kết quả, bắt đầu từ 1.
        page_size: Số kết quả mỗi trang (tối đa 50).
    """
    if owner_id:
        employee(world, owner_id)
    phone = _phone_query(query)
    found: list[Lead] = []
    for ld in world.crm.leads:
        if source is not None and ld.source is not source:
            continue
        if status is not None and ld.status is not status:
            continue
        if owner_id and ld.owner_id != owner_id:
            continue
        if phone:
            if not (ld.phone and phone in ld.phone):
                continue
        elif not text_match(query, ld.id, ld.full_name, ld.company, ld.title, ld.email):
            continue
        found.append(ld)
    chunk, meta = paginate(found, page, page_size)
    rows = []
    for ld in chunk:
        owner = _find_employee(world, ld.owner_id)
        rows.append(
            dump(
                ld,
                owner_name=owner.full_name if owner else ld.owner_id,
                owner_status=owner.status.value if owner else None,
            )
        )
    return {"leads": rows, **meta}


# -- write tools ------------------------------------------------------------------------------


@tool(writes=True)
def crm_create_activity(
    world: WorldState,
    kind: ActivityKind,
    subject: str,
    customer_id: str,
    due_date: dt.date | None = None,
    assignee_id: str = "",
    opportunity_id: str = "",
    contact_id: str = "",
    description: str = "",
) -> dict:
    """Tạo hoạt động trên một khách hàng: nhiệm vụ, cuộc gọi, gặp mặt (có hạn) hoặc ghi chú.

    Nhiệm vụ, cuộc gọi và gặp mặt cần hạn (due_date) từ hôm nay trở đi và được giao cho một nhân
    viên đang làm việc; ghi chú không có hạn và được lưu ở trạng thái Hoàn thành.

    Args:
        kind: Loại hoạt động: Nhiệm vụ, Cuộc gọi, Ghi chú, Gặp mặt.
        subject: Tiêu đề ngắn gọn của hoạt động.
        customer_id: Mã khách hàng, ví dụ "KH00003" (lấy từ crm_search_customer).
        due_date: Hạn hoàn thành / ngày hẹn (YYYY-MM-DD), bắt buộc trừ khi là Ghi chú.
        assignee_id: Mã nhân viên thực hiện; để trống để giao cho chính người dùng hiện tại.
        opportunity_id: Mã cơ hội liên quan (phải thuộc khách hàng này), nếu có.
        contact_id: Mã liên hệ của khách hàng liên quan, nếu có.
        description: Nội dung chi tiết.
    """
    subject = _required_text(subject, "Tiêu đề (subject)")
    description = _optional_text(description, "Nội dung (description)")
    customer = _customer(world, customer_id)
    opp = None
    if opportunity_id:
        opp = _opportunity(world, opportunity_id)
        if opp.customer_id != customer.id:
            raise InvalidArguments(
                f"Cơ hội {opp.id} thuộc khách hàng {_customer_name(world, opp.customer_id)}, không "
                f"phải {customer.name}. Dùng crm_search_opportunities với customer_id='{customer.id}'."
            )
    contact = _contact_of(world, contact_id, customer) if contact_id else None
    if assignee_id:
        assignee = _active_employee(world, assignee_id, "người thực hiện")
    else:
        assignee = current_employee(world)
        if assignee.status is EmploymentStatus.LEFT:
            raise Refused("Người dùng hiện tại đã nghỉ việc; hãy chỉ định assignee_id.")
    if kind is ActivityKind.NOTE:
        if due_date is not None:
            raise InvalidArguments("Ghi chú không có hạn; bỏ due_date hoặc tạo Nhiệm vụ.")
        status, completed = ActivityStatus.DONE, world.context.today
    else:
        if due_date is None:
            raise InvalidArguments(f"{kind.value} cần hạn (due_date, YYYY-MM-DD).")
        _check_future(world, due_date, "Hạn (due_date)")
        status, completed = ActivityStatus.NOT_STARTED, None
    act = Activity(
        id=next_id(world.crm.activities, "HDG", 5),
        kind=kind,
        subject=subject,
        description=description,
        customer_id=customer.id,
        contact_id=contact.id if contact else None,
        opportunity_id=opp.id if opp else None,
        assignee_id=assignee.id,
        due_date=due_date,
        status=status,
        created_by=_user_id(world),
        created_on=world.context.today,
        completed_on=completed,
    )
    world.crm.activities.append(act)
    return _activity_row(world, act)


@tool(writes=True)
def crm_create_opportunity(
    world: WorldState,
    customer_id: str,
    name: str,
    amount_vnd: int,
    expected_close_date: dt.date,
    stage: OpportunityStage = OpportunityStage.PROSPECTING,
    contact_id: str = "",
    owner_id: str = "",
    source: LeadSource | None = None,
    description: str = "",
) -> dict:
    """Tạo cơ hội bán hàng mới cho một khách hàng đang giao dịch (mặc định giai đoạn Tiếp cận).

    Tỷ lệ thành công lấy theo giai đoạn. Không tạo được cơ hội đã kết thúc, và không tạo trùng
    tên với một cơ hội đang mở của cùng khách hàng.

    Args:
        customer_id: Mã khách hàng, ví dụ "KH00001" (lấy từ crm_search_customer).
        name: Tên cơ hội, ví dụ "An Phát – Gói HRM 50 user".
        amount_vnd: Số tiền kỳ vọng (đồng), lớn hơn 0, ví dụ 150000000 cho 150 triệu.
        expected_close_date: Ngày kỳ vọng kết thúc (YYYY-MM-DD), từ hôm nay trở đi.
        stage: Giai đoạn ban đầu: Tiếp cận, Xác định nhu cầu, Demo/Đề xuất, Báo giá hoặc Đàm phán.
        contact_id: Mã liên hệ của khách hàng (crm_list_contacts), nếu có.
        owner_id: Mã nhân viên chủ sở hữu; để trống là người dùng hiện tại.
        source: Nguồn gốc: Website, Facebook, Zalo OA, Hội thảo, Giới thiệu, Telesale, Landing page.
        description: Mô tả, ghi chú.
    """
    name = _required_text(name, "Tên cơ hội (name)")
    description = _optional_text(description, "Mô tả (description)")
    customer = _customer(world, customer_id)
    if customer.status is CustomerStatus.INACTIVE:
        raise Refused(
            f"Khách hàng {customer.name} đang ở trạng thái '{customer.status.value}', không tạo cơ hội mới."
        )
    _check_money(amount_vnd, "Số tiền (amount_vnd)", positive=True)
    if forecast_type(stage) is not ForecastType.OPEN:
        raise InvalidArguments(
            "Cơ hội mới không thể ở giai đoạn kết thúc; tạo ở giai đoạn đang mở rồi dùng "
            "crm_update_opportunity."
        )
    _check_future(world, expected_close_date, "Ngày kỳ vọng kết thúc")
    contact = _contact_of(world, contact_id, customer) if contact_id else None
    if owner_id:
        owner = _active_employee(world, owner_id, "chủ sở hữu")
    else:
        owner = current_employee(world)
        if owner.status is EmploymentStatus.LEFT:
            raise Refused("Người dùng hiện tại đã nghỉ việc; hãy chỉ định owner_id.")
    for o in world.crm.opportunities:
        if o.customer_id == customer.id and o.is_open and fold(o.name) == fold(name):
            raise Refused(
                f"Khách hàng đã có cơ hội đang mở cùng tên: {o.id} '{o.name}'. Cập nhật cơ hội đó "
                "bằng crm_update_opportunity thay vì tạo trùng."
            )
    opp = Opportunity(
        id=next_id(world.crm.opportunities, "CH", 5),
        name=name,
        customer_id=customer.id,
        contact_id=contact.id if contact else None,
        stage=stage,
        probability=STAGE_PROBABILITY[stage],
        amount_vnd=amount_vnd,
        expected_close_date=expected_close_date,
        source=source,
        owner_id=owner.id,
        created_on=world.context.today,
        description=description,
    )
    world.crm.opportunities.append(opp)
    return _opp_row(world, opp)


@tool(writes=True)
def crm_update_opportunity(
    world: WorldState,
    opportunity_id: str,
    stage: OpportunityStage | None = None,
    amount_vnd: int | None = None,
    expected_close_date: dt.date | None = None,
    lost_reason: LostReason | None = None,
) -> dict:
    """Cập nhật cơ hội đang mở: giai đoạn (tỷ lệ thành công tự cập nhật), số tiền, ngày kỳ vọng kết thúc.

    Chuyển sang "Kết thúc thua" bắt buộc có lý do thua. Cơ hội đã kết thúc (thắng/thua) không
    sửa được nữa.

    Args:
        opportunity_id: Mã cơ hội, ví dụ "CH00001" (lấy từ crm_search_opportunities).
        stage: Giai đoạn mới: Tiếp cận, Xác định nhu cầu, Demo/Đề xuất, Báo giá, Đàm phán, Kết thúc thắng, Kết thúc thua.
        amount_vnd: Số tiền kỳ vọng mới (đồng), lớn hơn 0.
        expected_close_date: Ngày kỳ vọng kết thúc mới (YYYY-MM-DD), từ hôm nay trở đi.
        lost_reason: Lý do thua (chỉ khi stage là Kết thúc thua): Giá cao, Chọn đối thủ, Chưa có ngân sách, Không liên lạc được.
    """
    opp = _opportunity(world, opportunity_id)
    if stage is None and amount_vnd is None and expected_close_date is None and lost_reason is None:
        raise InvalidArguments(
            "Không có gì để cập nhật: truyền stage, amount_vnd và/hoặc expected_close_date."
        )
    if not opp.is_open:
        raise Refused(
            f"Cơ hội {opp.id} đã {opp.stage.value} ngày "
            f"{opp.closed_on:%d/%m/%Y}, không sửa được nữa."
            if opp.closed_on
            else f"Cơ hội {opp.id} đã {opp.stage.value}, không sửa được nữa."
        )
    if lost_reason is not None and stage is not OpportunityStage.LOST:
        raise InvalidArguments("lost_reason chỉ dùng khi chuyển stage sang 'Kết thúc thua'.")
    if stage is OpportunityStage.LOST and lost_reason is None:
        raise InvalidArguments(
            "Chuyển sang 'Kết thúc thua' cần lost_reason: Giá cao, Chọn đối thủ, Chưa có ngân "
            "sách hoặc Không liên lạc được."
        )
    changes: dict[str, Any] = {}
    if amount_vnd is not None:
        changes["amount_vnd"] = _check_money(amount_vnd, "Số tiền (amount_vnd)", positive=True)
    if expected_close_date is not None:
        changes["expected_close_date"] = _check_future(
            world, expected_close_date, "Ngày kỳ vọng kết thúc"
        )
    if stage is not None:
        changes["stage"] = stage
        changes["probability"] = STAGE_PROBABILITY[stage]
        if forecast_type(stage) is not ForecastType.OPEN:
            changes["closed_on"] = world.context.today
            changes["lost_reason"] = lost_reason
    changes["modified_by"] = _user_id(world)
    changes["modified_on"] = world.context.today
    before = _opp_row(world, opp)
    new = put(world.crm.opportunities, replace(opp, **changes))
    after = _opp_row(world, new)
    changed = {
        k: {"before": before[k], "after": after[k]}
        for k in ("stage", "probability", "forecast_type", "amount_vnd", "expected_close_date")
        if before[k] != after[k]
    }
    return {**after, "changed": changed}


@tool(writes=True)
def crm_transfer_owner(
    world: WorldState,
    customer_id: str,
    new_owner_id: str,
    include_open_opportunities: bool = True,
    include_open_activities: bool = True,
) -> dict:
    """Bàn giao khách hàng cho nhân viên khác (đổi chủ sở hữu), kèm cơ hội và hoạt động đang mở.

    Chỉ bàn giao cho nhân viên đang làm việc. Cơ hội đang mở và hoạt động chưa hoàn thành của
    khách hàng do chủ sở hữu cũ phụ trách được chuyển theo (có thể tắt).

    Args:
        customer_id: Mã khách hàng, ví dụ "KH00005".
        new_owner_id: Mã nhân viên nhận bàn giao (hrm_search_employee).
        include_open_opportunities: True để chuyển luôn các cơ hội đang mở của khách hàng do chủ sở hữu cũ phụ trách.
        include_open_activities: True để chuyển luôn các hoạt động chưa hoàn thành của khách hàng giao cho chủ sở hữu cũ.
    """
    customer = _customer(world, customer_id)
    new_owner = _active_employee(world, new_owner_id, "chủ sở hữu mới")
    old_owner_id = customer.owner_id
    if old_owner_id == new_owner.id:
        raise Refused(f"{new_owner.full_name} đã là chủ sở hữu của {customer.name}.")
    today, user = world.context.today, _user_id(world)
    put(
        world.crm.customers,
        replace(customer, owner_id=new_owner.id, modified_by=user, modified_on=today),
    )
    moved_opps: list[str] = []
    if include_open_opportunities:
        for o in list(world.crm.opportunities):
            if o.customer_id == customer.id and o.is_open and o.owner_id == old_owner_id:
                put(
                    world.crm.opportunities,
                    replace(o, owner_id=new_owner.id, modified_by=user, modified_on=today),
                )
                moved_opps.append(o.id)
    moved_acts: list[str] = []
    if include_open_activities:
        for a in list(world.crm.activities):
            if (
                a.customer_id == customer.id
                and a.status is not ActivityStatus.DONE
                and a.assignee_id == old_owner_id
            ):
                put(world.crm.activities, replace(a, assignee_id=new_owner.id))
                moved_acts.append(a.id)
    return {
        "customer_id": customer.id,
        "customer_name": customer.name,
        "old_owner": _person(world, old_owner_id),
        "new_owner": _person(world, new_owner.id),
        "transferred_opportunity_ids": moved_opps,
        "transferred_activity_ids": moved_acts,
    }


@tool(writes=True)
def crm_update_customer(
    world: WorldState,
    customer_id: str,
    phone: str | None = None,
    email: str | None = None,
    address: str | None = None,
    province: str | None = None,
    tier: CustomerTier | None = None,
    payment_term_days: int | None = None,
    credit_limit_vnd: int | None = None,
) -> dict:
    """Cập nhật thông tin liên lạc và điều khoản của khách hàng: SĐT, email, địa chỉ, phân loại, hạn thanh toán, hạn mức nợ.

    Chỉ truyền các trường cần đổi. SĐT phải là số Việt Nam hợp lệ; địa chỉ theo đơn vị hành chính
    mới (không còn quận/huyện).

    Args:
        customer_id: Mã khách hàng, ví dụ "KH00001".
        phone: Số điện thoại mới (di động 10 chữ số, ví dụ "0912 345 678"; hoặc số cố định 02x).
        email: Email mới của khách hàng.
        address: Địa chỉ mới dạng "số nhà đường, xã/phường, tỉnh/thành phố".
        province: Tỉnh/thành phố mới (một trong 34 đơn vị hiện hành); nếu bỏ trống sẽ lấy theo cuối địa chỉ.
        tier: Phân loại mới: VIP, Thân thiết, Mới.
        payment_term_days: Số ngày được nợ (điều khoản thanh toán), từ 0 đến 365.
        credit_limit_vnd: Hạn mức nợ (đồng), không âm.
    """
    customer = _customer(world, customer_id)
    changes: dict[str, Any] = {}
    if phone is not None:
        changes["phone"] = normalize_phone(phone)
    if email is not None:
        changes["email"] = normalize_email(email)
    inferred = None
    if address is not None:
        changes["address"], inferred = _check_address(address)
    if province is not None:
        current, old = resolve_province(province)
        if current is None:
            raise InvalidArguments(
                f"Không nhận ra tỉnh/thành '{province}'. Dùng một trong 34 tỉnh/thành hiện hành."
            )
        if old:
            raise InvalidArguments(
                f"'{old}' đã sáp nhập vào {current} từ 1/7/2025; dùng province='{current}'."
            )
        if inferred and inferred != current:
            raise InvalidArguments(
                f"Địa chỉ kết thúc bằng {inferred} nhưng province là {current}; hãy thống nhất."
            )
        changes["province"] = current
    elif inferred:
        changes["province"] = inferred
    if tier is not None:
        changes["tier"] = tier
    if payment_term_days is not None:
        if not 0 <= payment_term_days <= 365:
            raise InvalidArguments("payment_term_days phải trong khoảng 0–365 ngày.")
        changes["payment_term_days"] = payment_term_days
    if credit_limit_vnd is not None:
        changes["credit_limit_vnd"] = _check_money(
            credit_limit_vnd, "Hạn mức nợ (credit_limit_vnd)", positive=False
        )
    if not changes:
        raise InvalidArguments(
            "Không có gì để cập nhật: truyền phone, email, address, province, tier, "
            "payment_term_days và/hoặc credit_limit_vnd."
        )
    changed = {
        k: {"before": _jsonable(getattr(customer, k)), "after": _jsonable(v)}
        for k, v in changes.items()
        if getattr(customer, k) != v
    }
    new = put(
        world.crm.customers,
        replace(customer, **changes, modified_by=_user_id(world), modified_on=world.context.today),
    )
    return dump(new, changed=changed)


def _jsonable(value: Any) -> Any:
    return value.value if hasattr(value, "value") else value
