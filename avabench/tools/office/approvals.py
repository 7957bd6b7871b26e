"""AMIS Quy trình: the spending-approval chain (QT-02/2025/ML-TCKT); list, submit, act on runs."""

from __future__ import annotations

from typing import Literal

from avabench.errors import InvalidArguments, Refused
from avabench.tools._common import dump, fold, paginate, text_match
from avabench.tools.office._helpers import (
    _active,
    _add_workdays,
    _dump,
    _first_by,
    _me,
    _name,
    _names,
    _text,
)
from avabench.tools.registry import tool
from avabench.world import WorldState, get, next_id, put, replace
from avabench.world.hr import Employee
from avabench.world.office import (
    MONEY_PROCESSES,
    ApprovalProcess,
    ApprovalRun,
    ApprovalStatus,
    ApprovalStep,
    StepStatus,
)

CHIEF_ACCOUNTANT_ID = "NV000030"
CEO_ID = "NV000001"
MANAGER_LIMIT_VND = 10_000_000  # ≤ 10 triệu: quản lý trực tiếp
CHIEF_ACCOUNTANT_LIMIT_VND = 50_000_000  # ≤ 50 triệu: + Kế toán trưởng; above: + Tổng Giám đốc
MAX_AMOUNT_VND = 100_000_000_000
APPROVAL_SLA_WORKDAYS = 3


def _approver_of(world: WorldState, emp: Employee) -> Employee | None:
    """The employee's direct manager, skipping managers who have left."""
    seen: set[str] = set()
    by_id = _first_by(world.hr.employees, "id")
    manager_id = emp.manager_id
    while manager_id and manager_id not in seen:
        seen.add(manager_id)
        manager = by_id.get(manager_id)
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


def _run_row(world: WorldState, run: ApprovalRun, names: dict[str, str] | None = None) -> dict:
    """``names`` given: a row of a listing (stored runs, dumps cached); else a just-written run."""
    dumper = _dump
    if names is None:
        names, dumper = _names(world), dump
    steps = []
    for i, s in enumerate(run.steps):
        steps.append(
            {
                "step": i + 1,
                **dumper(s),
                "approver_name": names.get(s.approver_id, s.approver_id) if s.approver_id else None,
            }
        )
    current = (
        run.steps[run.current_step]
        if run.status is ApprovalStatus.RUNNING and 0 <= run.current_step < len(run.steps)
        else None
    )
    requester = run.requester_id
    row = dumper(run, requester_name=names.get(requester, requester) if requester else None)
    row["steps"] = steps
    row["current_approver_id"] = current.approver_id if current else None
    approver = current.approver_id if current else None
    row["current_approver_name"] = (
        (names.get(approver, approver) if approver else None) if current else None
    )
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
    user = _me(world)
    names = _names(world)
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
        requester = run.requester_id
        if not text_match(
            query,
            run.id,
            run.process.value,
            run.description,
            names.get(requester, requester) if requester else None,
        ):
            continue
        found.append(run)
    found.sort(key=lambda r: (r.created_on, r.id), reverse=True)
    chunk, meta = paginate(found, page, page_size)
    return {"approvals": [_run_row(world, r, names) for r in chunk], **meta}


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
    user = _me(world)
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
    user = _me(world)
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
