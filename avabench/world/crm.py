"""CRM subsystem (AMIS CRM / AMIS Bán hàng): customers, contacts, leads, opportunities, activities.

The ownership field of every CRM record is "Chủ sở hữu" (an ``hr.employees`` id); moving
records to another employee is "Bàn giao". An opportunity's success rate follows its stage
(:data:`STAGE_PROBABILITY`) and its forecast type (Mở / Thắng / Thua) is derived from the stage
(:func:`forecast_type`).
"""

from __future__ import annotations

import datetime as dt
from enum import StrEnum
from typing import Self

from pydantic import Field, model_validator

from avabench.world._base import Record, Subsystem


class CustomerKind(StrEnum):
    """Loại hình khách hàng."""

    ORGANIZATION = "Tổ chức"
    PERSON = "Cá nhân"


class CustomerTier(StrEnum):
    """Phân loại khách hàng."""

    VIP = "VIP"
    LOYAL = "Thân thiết"
    NEW = "Mới"


class CustomerStatus(StrEnum):
    """Tình trạng theo dõi khách hàng."""

    ACTIVE = "Đang giao dịch"
    INACTIVE = "Ngừng giao dịch"


class Salutation(StrEnum):
    """Xưng hô."""

    ANH = "Anh"
    CHI = "Chị"
    ONG = "Ông"
    BA = "Bà"


class LeadSource(StrEnum):
    """Nguồn gốc (tiềm năng, cơ hội)."""

    WEBSITE = "Website"
    FACEBOOK = "Facebook"
    ZALO = "Zalo OA"
    EVENT = "Hội thảo"
    REFERRAL = "Giới thiệu"
    TELESALE = "Telesale"
    LANDING_PAGE = "Landing page"


class LeadStatus(StrEnum):
    """Trạng thái tiềm năng."""

    NEW = "Chưa liên hệ"
    NURTURING = "Đang chăm sóc"
    CONVERTED = "Đã chuyển đổi"
    DISQUALIFIED = "Không tiềm năng"


class OpportunityStage(StrEnum):
    """Giai đoạn cơ hội (tỷ lệ thành công mặc định trong :data:`STAGE_PROBABILITY`)."""

    PROSPECTING = "Tiếp cận"
    NEEDS_ANALYSIS = "Xác định nhu cầu"
    PROPOSAL = "Demo/Đề xuất"
    QUOTATION = "Báo giá"
    NEGOTIATION = "Đàm phán"
    WON = "Kết thúc thắng"
    LOST = "Kết thúc thua"


#: Tỷ lệ thành công (%) of each stage.
STAGE_PROBABILITY: dict[OpportunityStage, float] = {
    OpportunityStage.PROSPECTING: 10.0,
    OpportunityStage.NEEDS_ANALYSIS: 30.0,
    OpportunityStage.PROPOSAL: 50.0,
    OpportunityStage.QUOTATION: 70.0,
    OpportunityStage.NEGOTIATION: 90.0,
    OpportunityStage.WON: 100.0,
    OpportunityStage.LOST: 0.0,
}


class ForecastType(StrEnum):
    """Loại dự báo of a stage."""

    OPEN = "Mở"
    WON = "Thắng"
    LOST = "Thua"


def forecast_type(stage: OpportunityStage) -> ForecastType:
    """The forecast type of a stage: Thắng / Thua for the two closing stages, Mở otherwise."""
    if stage is OpportunityStage.WON:
        return ForecastType.WON
    if stage is OpportunityStage.LOST:
        return ForecastType.LOST
    return ForecastType.OPEN


class LostReason(StrEnum):
    """Lý do thua."""

    HIGH_PRICE = "Giá cao"
    COMPETITOR = "Chọn đối thủ"
    NO_BUDGET = "Chưa có ngân sách"
    UNREACHABLE = "Không liên lạc được"


class ActivityKind(StrEnum):
    """Loại hoạt động."""

    TASK = "Nhiệm vụ"
    CALL = "Cuộc gọi"
    NOTE = "Ghi chú"
    MEETING = "Gặp mặt"


class ActivityStatus(StrEnum):
    """Tình trạng hoạt động."""

    NOT_STARTED = "Chưa bắt đầu"
    IN_PROGRESS = "Đang thực hiện"
    DONE = "Hoàn thành"


class Customer(Record):
    """Khách hàng (id = mã KH, e.g. KH00006)."""

    name: str
    short_name: str
    kind: CustomerKind = CustomerKind.ORGANIZATION
    tax_code: str | None = None  # MST (10 digits, branch 10-3), or CCCD for a person
    industry: str = ""
    address: str  # post-1/7/2025 form: street, xã/phường, tỉnh/thành (no district)
    province: str  # one of the 34 provincial units, e.g. "Hà Nội", "TP Hồ Chí Minh"
    phone: str  # digits only
    email: str
    website: str | None = None
    owner_id: str  # chủ sở hữu (hr.employees)
    branch: str  # đơn vị: Hà Nội / TP.HCM / Đà Nẵng
    parent_id: str | None = None  # the head office of a branch customer
    tier: CustomerTier = CustomerTier.NEW
    payment_term_days: int = 30
    credit_limit_vnd: int = 0
    status: CustomerStatus = CustomerStatus.ACTIVE
    created_on: dt.date
    modified_by: str | None = None
    modified_on: dt.date | None = None

    @model_validator(mode="after")
    def _check(self) -> Self:
        if self.payment_term_days < 0 or self.credit_limit_vnd < 0:
            raise ValueError("payment_term_days and credit_limit_vnd must be non-negative")
        return self


class Contact(Record):
    """Liên hệ của một khách hàng (id e.g. LH00001)."""

    customer_id: str
    salutation: Salutation
    full_name: str
    title: str = ""
    email: str | None = None
    phone: str | None = None
    is_primary: bool = False


class Lead(Record):
    """Tiềm năng (id e.g. TN00001)."""

    salutation: Salutation
    full_name: str
    company: str = ""
    title: str = ""
    phone: str | None = None
    email: str | None = None
    province: str = ""
    source: LeadSource
    status: LeadStatus = LeadStatus.NEW
    owner_id: str
    created_on: dt.date
    note: str = ""
    converted_customer_id: str | None = None


class Opportunity(Record):
    """Cơ hội (id e.g. CH00001). ``probability`` is the success rate in % points."""

    name: str
    customer_id: str
    contact_id: str | None = None
    stage: OpportunityStage = OpportunityStage.PROSPECTING
    probability: float = 10.0
    amount_vnd: int
    expected_close_date: dt.date
    source: LeadSource | None = None
    lost_reason: LostReason | None = None
    owner_id: str
    created_on: dt.date
    closed_on: dt.date | None = None
    description: str = ""
    modified_by: str | None = None
    modified_on: dt.date | None = None

    @model_validator(mode="after")
    def _check(self) -> Self:
        if not 0.0 <= self.probability <= 100.0:
            raise ValueError("probability must be within 0–100")
        if self.amount_vnd <= 0:
            raise ValueError("amount_vnd must be positive")
        if (self.lost_reason is not None) != (self.stage is OpportunityStage.LOST):
            raise ValueError("lost_reason is set exactly when the stage is Kết thúc thua")
        return self

    @property
    def forecast(self) -> ForecastType:
        """Loại dự báo derived from the stage."""
        return forecast_type(self.stage)

    @property
    def is_open(self) -> bool:
        """True while the opportunity is not closed (won or lost)."""
        return self.forecast is ForecastType.OPEN


class Activity(Record):
    """Hoạt động: nhiệm vụ, cuộc gọi, ghi chú, gặp mặt (id e.g. HDG00001)."""

    kind: ActivityKind
    subject: str
    description: str = ""
    customer_id: str
    contact_id: str | None = None
    opportunity_id: str | None = None
    assignee_id: str  # người thực hiện (hr.employees)
    due_date: dt.date | None = None
    status: ActivityStatus = ActivityStatus.NOT_STARTED
    created_by: str
    created_on: dt.date
    completed_on: dt.date | None = None


class CrmState(Subsystem):
    """AMIS CRM / AMIS Bán hàng."""

    label = "AMIS CRM / Bán hàng"

    customers: list[Customer] = Field(default_factory=list)
    contacts: list[Contact] = Field(default_factory=list)
    leads: list[Lead] = Field(default_factory=list)
    opportunities: list[Opportunity] = Field(default_factory=list)
    activities: list[Activity] = Field(default_factory=list)
