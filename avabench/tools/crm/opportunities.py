"""CRM opportunity tools: searching, creating and updating sales opportunities."""

from __future__ import annotations

import datetime as dt
from typing import Any

from avabench.errors import InvalidArguments, Refused
from avabench.tools._common import current_employee, employee, fold, paginate
from avabench.tools.crm._helpers import (
    _active_employee,
    _check_future,
    _check_money,
    _contact_of,
    _customer,
    _customer_names_of,
    _employees_of,
    _is_open,
    _next_id,
    _opp_row,
    _opportunity,
    _opportunity_text_matches,
    _optional_text,
    _required_text,
    _user_id,
)
from avabench.tools.registry import tool
from avabench.world import WorldState, put, replace
from avabench.world.crm import (
    STAGE_PROBABILITY,
    CustomerStatus,
    ForecastType,
    LeadSource,
    LostReason,
    Opportunity,
    OpportunityStage,
    forecast_type,
)
from avabench.world.hr import EmploymentStatus


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
    # text_match() is True for an empty query whatever the fields.
    matches = _opportunity_text_matches(world, query) if query and query.strip() else None
    found = []
    for i, o in enumerate(world.crm.opportunities):
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
        if matches is not None and not matches[i]:
            continue
        found.append(o)
    found.sort(key=lambda o: (o.expected_close_date, o.id))
    chunk, meta = paginate(found, page, page_size)
    employees = _employees_of(world, [o.owner_id for o in chunk])
    names = _customer_names_of(world, [o.customer_id for o in chunk])
    return {
        "opportunities": [_opp_row(world, o, employees, names) for o in chunk],
        **meta,
        "total_amount_vnd": sum(o.amount_vnd for o in found),
        "weighted_amount_vnd": round(sum(o.amount_vnd * o.probability / 100 for o in found)),
    }


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
    folded = fold(name)
    for o in world.crm.opportunities:
        if o.customer_id == customer.id and _is_open(o) and fold(o.name) == folded:
            raise Refused(
                f"Khách hàng đã có cơ hội đang mở cùng tên: {o.id} '{o.name}'. Cập nhật cơ hội đó "
                "bằng crm_update_opportunity thay vì tạo trùng."
            )
    opp = Opportunity(
        id=_next_id(world.crm.opportunities, "CH", 5),
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
    # owner and customer are the first records with these ids: what the row would look up.
    return _opp_row(world, opp, {owner.id: owner}, {customer.id: customer.name})


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
    if not _is_open(opp):
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
    # The owner and the customer do not change: look them up once for both rows.
    employees = _employees_of(world, [opp.owner_id])
    names = _customer_names_of(world, [opp.customer_id])
    before = _opp_row(world, opp, employees, names)
    new = put(world.crm.opportunities, replace(opp, **changes))
    after = _opp_row(world, new, employees, names)
    changed = {
        k: {"before": before[k], "after": after[k]}
        for k in ("stage", "probability", "forecast_type", "amount_vnd", "expected_close_date")
        if before[k] != after[k]
    }
    return {**after, "changed": changed}
