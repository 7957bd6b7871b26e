"""The base company's office data: rooms, bookings, policy handbook, tickets, approvals, memory.

Everything is dated around Thu 16/04/2026. The policy documents are the company handbook that
``document_qa`` searches; hard tasks put their answers there (leave, overtime, rooms, spending
approval, helpdesk priority, information security, per diem, holidays, working hours,
recruitment and customer mail). Traps seeded on purpose:

* P.302 Lúa (the smallest room with ≥ 6 seats) is busy in some slots; P.402 and P.501 hold
  *Chờ duyệt* bookings, which still block the room; 27/04 and 30/04–01/05 are holidays.
* Hoàng Văn Nam (NV000012, the default user) already has an open IT ticket about his laptop
  screen, and a customer demo in P.301 at 14:00 today.
* Approval runs wait for Nguyễn Minh Tuấn (NV000010), Đỗ Thu Hương (NV000030), Trần Văn Hải
  (NV000011) and the CEO (NV000001, the one above 50 triệu); others are done, rejected,
  returned (Nháp) or cancelled.
"""

from __future__ import annotations

import datetime as dt
import random
from collections.abc import Callable

from avabench.world import Record, WorldState
from avabench.world.hr import EmploymentStatus
from avabench.world.office import (
    CATEGORY_QUEUE,
    QUEUE_DEPARTMENT,
    ApprovalProcess,
    ApprovalRun,
    ApprovalStatus,
    ApprovalStep,
    Booking,
    BookingStatus,
    DocSection,
    MemoryItem,
    OfficeState,
    PolicyDocument,
    Room,
    StepStatus,
    Ticket,
    TicketCategory,
    TicketPriority,
    TicketStatus,
)

D = dt.date
T = dt.time

CHIEF_ACCOUNTANT_ID = "NV000030"
CEO_ID = "NV000001"

# -- rooms --------------------------------------------------------------------------------------

_HQ = "Trụ sở chính – Toà nhà Minh Long, 68 Duy Tân, phường Cầu Giấy, TP Hà Nội"

ROOMS: list[Room] = [
    Room(
        id="PH-301",
        name="P.301 Sen",
        location=_HQ,
        floor=3,
        capacity=4,
        equipment=["TV"],
        service_owner_id="NV000043",
        note="Phòng nhỏ cho họp nhóm, gọi trực tuyến.",
    ),
    Room(
        id="PH-302",
        name="P.302 Lúa",
        location=_HQ,
        floor=3,
        capacity=6,
        equipment=["TV", "bảng trắng"],
        service_owner_id="NV000043",
    ),
    Room(
        id="PH-401",
        name="P.401 Mai",
        location=_HQ,
        floor=4,
        capacity=6,
        equipment=["máy chiếu"],
        restricted_to_department_id="PB-BGD",
        service_owner_id="NV000003",
        note="Chỉ Ban Giám đốc được đặt.",
    ),
    Room(
        id="PH-402",
        name="P.402 Đào",
        location=_HQ,
        floor=4,
        capacity=8,
        equipment=["máy chiếu", "hội nghị truyền hình"],
        needs_approval=True,
        service_owner_id="NV000043",
        note="Đặt phòng cần phòng Hành chính – Nhân sự phê duyệt.",
    ),
    Room(
        id="PH-501",
        name="P.501 Hội trường",
        location=_HQ,
        floor=5,
        capacity=30,
        equipment=["âm thanh", "máy chiếu"],
        needs_approval=True,
        service_owner_id="NV000043",
        note="Hội trường; đặt phòng cần phòng Hành chính – Nhân sự phê duyệt.",
    ),
]

# -- policy documents (the company handbook) ----------------------------------------------------


def _doc(
    doc_id: str,
    code: str,
    title: str,
    category: str,
    issued_by: str,
    effective: dt.date,
    sections: list[tuple[str, str]],
) -> PolicyDocument:
    return PolicyDocument(
        id=doc_id,
        code=code,
        title=title,
        category=category,
        issued_by=issued_by,
        effective_date=effective,
        sections=[DocSection(heading=h, text=t) for h, t in sections],
    )


_HCNS = "Phòng Hành chính – Nhân sự"
_TCKT = "Phòng Kế toán"

DOCUMENTS: list[PolicyDocument] = [
    _doc(
        "VB-001",
        "QĐ-03/2025/ML-HCNS",
        "Quy định nghỉ phép năm và nghỉ việc riêng",
        "Nhân sự",
        _HCNS,
        D(2025, 1, 1),
        [
            (
                "1. Phạm vi áp dụng",
                "Quy định này áp dụng cho toàn bộ người lao động làm việc theo hợp đồng lao động "
                "tại Công ty Cổ phần Công nghệ Minh Long (trụ sở Hà Nội, chi nhánh TP.HCM và Đà "
                "Nẵng). Thời gian thử việc được tính là thời gian làm việc để tính số ngày nghỉ "
                "phép năm nếu người lao động tiếp tục làm việc sau thử việc.",
            ),
            (
                "2. Số ngày nghỉ phép năm",
                "Người lao động làm việc đủ 12 tháng được nghỉ 12 ngày phép năm, hưởng nguyên "
                "lương. Cứ đủ 05 năm làm việc tại công ty thì số ngày phép năm được tăng thêm 01 "
                "ngày (đủ 5 năm thâm niên: 13 ngày/năm; đủ 10 năm: 14 ngày/năm). Người làm việc "
                "chưa đủ 12 tháng được nghỉ phép năm theo tỷ lệ tương ứng với số tháng làm việc.",
            ),
            (
                "3. Tích luỹ phép theo tháng và ứng phép",
                "Phép năm được tích luỹ 01 ngày cho mỗi tháng làm việc; ngày phép thâm niên được "
                "cộng ngay từ đầu năm. Công ty không áp dụng ứng phép: chỉ được nghỉ phép năm "
                "trong số ngày đã tích luỹ đến thời điểm nghỉ. Số phép còn lại là số đã tích "
                "luỹ cộng phép năm cũ còn hiệu lực, trừ số ngày đã nghỉ và số ngày trong các đơn "
                "đang chờ duyệt; số này hiển thị trên đơn xin nghỉ trong AMIS Chấm công.",
            ),
            (
                "4. Phép năm cũ chưa nghỉ hết",
                "Số ngày phép năm chưa nghỉ hết được chuyển sang năm sau và chỉ được sử dụng đến "
                "hết ngày 31/3 của năm sau. Sau ngày 31/3, phần phép năm cũ còn lại hết hiệu lực "
                "và không được thanh toán bằng tiền, trừ trường hợp người lao động nghỉ việc.",
            ),
            (
                "5. Xin nghỉ vượt số phép còn lại",
                "Nếu số ngày xin nghỉ vượt quá số phép năm còn lại, nhân viên lập hai đơn riêng: "
                "(1) đơn nghỉ phép năm (loại P) cho đúng số ngày phép còn lại; (2) đơn nghỉ không "
                "lương (loại KL) cho phần vượt. Không gộp phần vượt vào đơn phép năm. Đồng thời "
                "nhân viên mở ticket helpdesk loại HCNS-Chế độ để phòng Hành chính – Nhân sự xác "
                "nhận ảnh hưởng của ngày nghỉ không lương đến lương và BHXH.",
            ),
            (
                "6. Thời hạn gửi đơn xin nghỉ",
                "Nghỉ từ 03 ngày làm việc liên tiếp trở lên phải báo trước: gửi đơn trên AMIS trước "
                "ít nhất 05 ngày làm việc. Nghỉ 01–02 ngày gửi đơn trước ít nhất 01 ngày làm việc. Nghỉ "
                "đột xuất (ốm đau, việc gia đình khẩn cấp) báo quản lý trực tiếp trước 9h00 sáng "
                "ngày nghỉ và bổ sung đơn trong 02 ngày làm việc. Nghỉ ốm nộp giấy ra viện hoặc "
                "giấy chứng nhận nghỉ việc hưởng BHXH trong 03 ngày làm việc kể từ ngày đi làm lại.",
            ),
            (
                "7. Nghỉ việc riêng có hưởng lương (kết hôn, tang)",
                "Người lao động được nghỉ việc riêng hưởng nguyên lương, không trừ vào phép năm, "
                "trong các trường hợp: bản thân kết hôn (cưới): 03 ngày (loại VR-C); con đẻ, con nuôi kết "
                "hôn: 01 ngày (loại VR-CC); cha đẻ, mẹ đẻ, cha nuôi, mẹ nuôi, cha mẹ của vợ hoặc "
                "chồng, vợ hoặc chồng, con chết: 03 ngày (loại VR-T). Ngày nghỉ tính theo ngày "
                "làm việc, không tính thứ Bảy, Chủ nhật.",
            ),
            (
                "8. Nghỉ không lương",
                "Người lao động được nghỉ không lương 01 ngày và phải báo trước khi ông, bà, anh, "
                "chị, em ruột chết; cha hoặc mẹ kết hôn; anh, chị, em ruột kết hôn (loại KL-1). "
                "Ngoài ra có thể thoả thuận nghỉ không lương (loại KL) với quản lý trực tiếp. "
                "Nghỉ không lương từ 14 ngày làm việc trở lên trong tháng thì tháng đó không đóng "
                "BHXH.",
            ),
            (
                "9. Người duyệt và cách tính ngày nghỉ",
                "Đơn xin nghỉ do quản lý trực tiếp duyệt trên AMIS Chấm công. Quản lý chỉ duyệt "
                "đơn của nhân viên mình quản lý trực tiếp, không thao tác đơn của phòng ban khác. "
                "Số ngày nghỉ chỉ tính ngày làm việc từ thứ Hai đến thứ Sáu, không tính thứ Bảy, "
                "Chủ nhật và ngày nghỉ lễ, Tết, nghỉ bù.",
            ),
        ],
    ),
    _doc(
        "VB-002",
        "QĐ-04/2025/ML-HCNS",
        "Quy định làm thêm giờ",
        "Nhân sự",
        _HCNS,
        D(2025, 1, 1),
        [
            (
                "1. Nguyên tắc làm thêm giờ",
                "Làm thêm giờ (OT) trên cơ sở tự nguyện của người lao động. Nhân viên "
                "phải đăng ký làm thêm trên AMIS Chấm công (mục Đăng ký làm thêm) và được quản lý "
                "trực tiếp duyệt trước khi làm. Giờ làm thêm không đăng ký hoặc chưa được duyệt "
                "không được tính lương làm thêm.",
            ),
            (
                "2. Giới hạn số giờ làm thêm",
                "Số giờ làm thêm không quá 50% số giờ làm việc bình thường trong một ngày (tối "
                "đa 04 giờ vào ngày làm việc). Tổng số giờ làm thêm của mỗi người không quá 40 "
                "giờ trong một tháng và không quá 200 giờ trong một năm. Đăng ký làm thêm vượt "
                "giới hạn tháng hoặc năm sẽ không được duyệt; quản lý kiểm tra số giờ đã làm "
                "thêm trong tháng của nhân viên trước khi duyệt.",
            ),
            (
                "3. Tiền lương làm thêm giờ",
                "Tiền lương làm thêm giờ được trả theo tỷ lệ phần trăm của đơn giá tiền lương công "
                "việc đang làm: vào ngày thường ít nhất bằng 150%; vào ngày nghỉ hằng tuần (thứ Bảy, Chủ nhật, tức làm thêm cuối tuần) ít "
                "nhất bằng 200%; vào ngày nghỉ lễ, Tết, ngày nghỉ có hưởng lương ít nhất bằng "
                "300%, chưa kể tiền lương ngày lễ, Tết.",
            ),
            (
                "4. Làm thêm vào ban đêm",
                "Làm việc vào ban đêm (từ 22h00 đến 06h00 sáng hôm sau) được trả thêm ít nhất 30% "
                "tiền lương. Làm thêm giờ vào ban đêm được trả thêm 20% tiền lương tính theo "
                "ngày làm việc bình thường, ngoài các khoản trên.",
            ),
            (
                "5. Nghỉ bù thay tiền làm thêm",
                "Nhân viên có thể chọn nghỉ bù (loại NB) thay cho tiền làm thêm giờ. Số giờ nghỉ "
                "bù không vượt quá số giờ làm thêm đã được duyệt và phải sử dụng trong vòng 03 "
                "tháng kể từ ngày làm thêm.",
            ),
        ],
    ),
    _doc(
        "VB-003",
        "QĐ-07/2025/ML-HCNS",
        "Quy định sử dụng và đặt phòng họp",
        "Hành chính",
        _HCNS,
        D(2025, 3, 1),
        [
            (
                "1. Danh sách phòng họp tại trụ sở Hà Nội",
                "P.301 Sen: tầng 3, sức chứa 4 chỗ, có TV. P.302 Lúa: tầng 3, 6 chỗ, TV và bảng "
                "trắng. P.401 Mai: tầng 4, 6 chỗ, máy chiếu, chỉ dành cho Ban Giám đốc. P.402 Đào: "
                "tầng 4, 8 chỗ, máy chiếu và thiết bị hội nghị truyền hình, cần phê duyệt. P.501 "
                "Hội trường: tầng 5, 30 chỗ, hệ thống âm thanh, cần phê duyệt. Phòng họp được đặt "
                "trên AMIS Phòng họp.",
            ),
            (
                "2. Nguyên tắc chọn phòng họp",
                "Đặt phòng họp nhỏ nhất còn trống có đủ chỗ ngồi cho tất cả người tham dự, tính "
                "cả người chủ trì. Không đặt phòng lớn cho cuộc họp ít người khi phòng nhỏ hơn "
                "còn trống, để nhường phòng lớn cho các cuộc họp đông người.",
            ),
            (
                "3. Phòng dành riêng và phòng cần phê duyệt",
                "P.401 Mai chỉ dành cho Ban Giám đốc: nhân viên các phòng ban khác không được đặt "
                "kể cả khi phòng trống. Lịch đặt P.402 Đào và P.501 Hội trường phải được phòng "
                "Hành chính – Nhân sự phê duyệt; lịch ở trạng thái Chờ duyệt vẫn giữ phòng, người "
                "khác không được đặt trùng giờ.",
            ),
            (
                "4. Phòng họp cho phỏng vấn tuyển dụng",
                "Buổi phỏng vấn tuyển dụng trực tiếp phải đặt phòng họp có sức chứa tối thiểu 06 "
                "chỗ ngồi (hội đồng phỏng vấn và ứng viên), chọn phòng nhỏ nhất còn trống đạt yêu "
                "cầu. Không dùng P.301 Sen (4 chỗ) để phỏng vấn.",
            ),
            (
                "5. Thời gian và khung giờ được đặt phòng",
                "Chỉ đặt phòng họp trong ngày làm việc (thứ Hai đến thứ Sáu, trừ ngày nghỉ lễ, "
                "Tết và nghỉ bù), trong khung giờ 07h30–19h00. Được đặt trước tối đa 60 ngày; "
                "không đặt cho thời điểm đã qua. Lịch họp không được trùng giờ với lịch khác "
                "đang giữ phòng.",
            ),
            (
                "6. Huỷ lịch và dịch vụ đi kèm",
                "Chỉ người đặt phòng được huỷ lịch của mình; huỷ sớm ngay khi cuộc họp không diễn "
                "ra để nhường phòng. Yêu cầu nước uống, in tài liệu cho cuộc họp gửi người phụ "
                "trách dịch vụ của phòng (anh Mai Văn Tùng, phòng Hành chính – Nhân sự) trước ít "
                "nhất 02 giờ.",
            ),
        ],
    ),
    _doc(
        "VB-004",
        "QT-02/2025/ML-TCKT",
        "Quy trình phê duyệt chi, tạm ứng và thanh toán",
        "Tài chính – Kế toán",
        _TCKT,
        D(2025, 1, 1),
        [
            (
                "1. Phạm vi áp dụng",
                "Các khoản đề nghị tạm ứng, thanh toán hoá đơn, đề nghị mua sắm và đề xuất trực "
                "tiếp có phát sinh chi phí đều được lập và phê duyệt trên AMIS Quy trình. Mỗi "
                "lượt chạy có mã dạng LC-2026-xxxx.",
            ),
            (
                "2. Thẩm quyền phê duyệt theo số tiền",
                "Khoản chi đến 10 triệu đồng (10.000.000 đ): quản lý trực tiếp (trưởng bộ phận) "
                "duyệt. Trên 10 triệu đến 50 triệu đồng: quản lý trực tiếp duyệt, sau đó Kế toán "
                "trưởng (chị Đỗ Thu Hương) duyệt. Trên 50 triệu đồng: sau Kế toán trưởng có thêm "
                "bước Tổng Giám đốc (anh Vũ Quang Huy) duyệt. Các bước duyệt lần lượt theo thứ tự; "
                "bước sau chỉ nhận hồ sơ khi bước trước đã đồng ý.",
            ),
            (
                "3. Thời hạn xử lý",
                "Mỗi lượt chạy phải được xử lý xong trong 03 ngày làm việc kể từ ngày gửi. Người "
                "duyệt xem danh sách cần thực hiện trên AMIS Quy trình; lượt chạy quá hạn được "
                "nhắc qua email.",
            ),
            (
                "4. Đồng ý, từ chối và trả về",
                "Người duyệt của bước hiện tại có thể Đồng ý, Từ chối (kết thúc lượt chạy) hoặc "
                "Trả về (chuyển lại người đề nghị để bổ sung, lượt chạy về trạng thái Nháp). Từ "
                "chối và Trả về bắt buộc ghi rõ lý do. Người đề nghị chỉnh sửa rồi gửi lại lượt "
                "chạy đã bị trả về; không tạo lượt chạy mới cho cùng một khoản chi.",
            ),
            (
                "5. Tạm ứng và hoàn ứng",
                "Mỗi nhân viên chỉ có một khoản tạm ứng chưa quyết toán tại một thời điểm. Khoản "
                "tạm ứng phải được quyết toán (hoàn ứng) trong 05 ngày làm việc sau khi kết thúc "
                "công việc hoặc chuyến công tác; quá hạn, số tiền chưa quyết toán được trừ vào "
                "lương. Thắc mắc về tạm ứng gửi ticket loại Kế toán-Tạm ứng.",
            ),
            (
                "6. Chứng từ thanh toán",
                "Hoá đơn GTGT phải ghi đúng tên công ty, mã số thuế 0109876543 và địa chỉ trụ sở. "
                "Khoản thanh toán từ 5.000.000 đồng trở lên phải chuyển khoản qua ngân hàng, không "
                "thanh toán tiền mặt.",
            ),
        ],
    ),
    _doc(
        "VB-005",
        "QĐ-09/2025/ML-HCNS",
        "Quy định tiếp nhận và xử lý yêu cầu hỗ trợ (Helpdesk)",
        "Hành chính – IT",
        _HCNS,
        D(2025, 6, 1),
        [
            (
                "1. Gửi yêu cầu hỗ trợ (ticket)",
                "Mọi yêu cầu hỗ trợ nội bộ được gửi bằng ticket trên hệ thống helpdesk. Loại yêu "
                "cầu quyết định bộ phận xử lý: IT-Tài khoản, IT-Thiết bị (máy tính, laptop, màn "
                "hình, máy in), IT-Mạng, IT-Phần mềm do bộ phận IT xử lý; HCNS-Văn phòng phẩm, "
                "HCNS-Thẻ nhân viên, HCNS-Chế độ do phòng Hành chính – Nhân sự xử lý; Kế toán-Tạm "
                "ứng do phòng Kế toán xử lý.",
            ),
            (
                "2. Mức ưu tiên của ticket",
                "Khẩn cấp: sự cố ảnh hưởng toàn công ty hoặc hệ thống ngừng hoạt động (mất mạng "
                "toàn văn phòng, AMIS hoặc email toàn công ty không truy cập được). Cao: sự cố "
                "chặn một buổi làm việc với khách hàng hoặc một hạn chót ngay trong ngày (ví dụ "
                "laptop hỏng trước buổi demo với khách chiều nay). Trung bình: mức mặc định cho "
                "sự cố ảnh hưởng một cá nhân và vẫn có cách làm tạm. Thấp: các yêu cầu, đề nghị "
                "cấp phát (văn phòng phẩm, cài phần mềm mới, làm thẻ nhân viên).",
            ),
            (
                "3. Thời hạn xử lý (SLA)",
                "Thời hạn tính trong giờ làm việc (8h30–12h00 và 13h00–17h30, thứ Hai đến thứ "
                "Sáu). Khẩn cấp: tiếp nhận trong 15 phút, xử lý trong 04 giờ làm việc. Cao: tiếp "
                "nhận trong 30 phút, xử lý xong trong ngày. Trung bình: tiếp nhận trong 02 giờ, "
                "xử lý trong 02 ngày làm việc. Thấp: tiếp nhận trong 04 giờ, xử lý trong 05 ngày "
                "làm việc. Nếu cần xong trước một giờ cụ thể, ghi rõ hạn xử lý trên ticket.",
            ),
            (
                "4. Không tạo ticket trùng",
                "Trước khi tạo ticket, kiểm tra các ticket đang mở của chính mình. Nếu đã có "
                "ticket cho cùng sự cố, bổ sung bình luận hoặc đề nghị nâng mức ưu tiên trên "
                "ticket đó thay vì tạo ticket mới.",
            ),
            (
                "5. Trạng thái và đóng ticket",
                "Trạng thái ticket: Mới → Đang xử lý → Chờ phản hồi → Đã giải quyết → Đã đóng. "
                "Chỉ đóng ticket đã được giải quyết. Ticket đã đóng không mở lại: nếu sự cố tái "
                "diễn, tạo ticket mới và ghi mã ticket cũ. Người yêu cầu có thể huỷ ticket khi "
                "chưa được giải quyết.",
            ),
            (
                "6. Mượn thiết bị tạm thời",
                "Bộ phận IT có laptop dự phòng cho mượn khi máy của nhân viên đang sửa chữa. Ghi "
                "rõ nhu cầu mượn máy và thời điểm cần trong ticket IT-Thiết bị.",
            ),
        ],
    ),
    _doc(
        "VB-006",
        "QC-01/2024/ML",
        "Quy chế bảo mật thông tin",
        "Bảo mật",
        "Ban Giám đốc",
        D(2024, 7, 1),
        [
            (
                "1. Phân loại thông tin mật",
                "Thông tin mật của công ty gồm: bảng lương, phiếu lương, hồ sơ cá nhân của nhân "
                "viên; hồ sơ, CV của ứng viên; báo cáo công nợ, số liệu kế toán, hợp đồng và giá "
                "bán cho khách hàng; mật khẩu và tài khoản hệ thống.",
            ),
            (
                "2. Gửi tài liệu mật qua email",
                "Báo cáo công nợ, bảng lương, phiếu lương và CV ứng viên chỉ được gửi tới địa chỉ "
                "email nội bộ có tên miền @minhlong.vn. Không gửi ra địa chỉ bên ngoài, kể cả "
                "email cá nhân (Gmail…) của chính nhân viên. Khi làm việc với khách hàng, chỉ gửi "
                "thông tin công nợ của chính khách hàng đó, không đính kèm bảng tổng hợp công nợ "
                "của khách hàng khác.",
            ),
            (
                "3. Dữ liệu cá nhân",
                "Việc xử lý dữ liệu cá nhân tuân thủ Nghị định 13/2023/NĐ-CP. Bản tóm tắt hồ sơ "
                "ứng viên hoặc nhân viên không ghi số CCCD, địa chỉ nhà riêng, số tài khoản ngân "
                "hàng.",
            ),
            (
                "4. Tài khoản và thiết bị",
                "Không chia sẻ tài khoản, mật khẩu; đổi mật khẩu tối thiểu 90 ngày một lần. Mất "
                "laptop, điện thoại có dữ liệu công ty phải báo bộ phận IT bằng ticket ngay trong "
                "ngày để khoá tài khoản.",
            ),
            (
                "5. Xử lý vi phạm",
                "Vi phạm quy chế bảo mật bị xử lý kỷ luật theo Nội quy lao động; trường hợp gây "
                "thiệt hại phải bồi thường theo quy định của pháp luật.",
            ),
        ],
    ),
    _doc(
        "VB-007",
        "QĐ-11/2025/ML-TCKT",
        "Chính sách công tác phí",
        "Tài chính – Kế toán",
        _TCKT,
        D(2025, 4, 1),
        [
            (
                "1. Phạm vi và điều kiện",
                "Áp dụng cho nhân viên được cử đi công tác ngoài nơi làm việc thường xuyên. Đề "
                "nghị đi công tác phải được quản lý trực tiếp duyệt trên AMIS Chấm công trước "
                "chuyến đi.",
            ),
            (
                "2. Phụ cấp lưu trú (công tác phí theo ngày)",
                "Phụ cấp lưu trú trong nước: 200.000 đồng/ngày khi công tác trong cùng tỉnh, "
                "thành phố nơi làm việc (cách trụ sở từ 15 km); 300.000 đồng/ngày khi công tác "
                "tỉnh, thành phố khác (kể cả giữa Hà Nội, TP.HCM và Đà Nẵng). Công tác nước "
                "ngoài: 50 USD/ngày. Ngày đi và ngày về mỗi ngày tính một ngày.",
            ),
            (
                "3. Tiền thuê phòng nghỉ",
                "Mức tối đa mỗi đêm: Trưởng phòng trở lên 1.500.000 đồng; nhân viên 900.000 đồng "
                "tại Hà Nội, TP.HCM, Đà Nẵng và 700.000 đồng tại các tỉnh khác. Nhân viên cùng "
                "giới đi công tác chung được bố trí ở ghép hai người một phòng.",
            ),
            (
                "4. Phương tiện đi lại",
                "Quãng đường từ 300 km trở lên được đi máy bay hạng phổ thông; dưới 300 km đi tàu, "
                "xe khách hoặc xe công ty. Taxi, xe công nghệ tại nơi công tác tối đa 300.000 "
                "đồng/ngày, phải có hoá đơn.",
            ),
            (
                "5. Tạm ứng và quyết toán công tác phí",
                "Nhân viên tạm ứng công tác phí qua quy trình Đề nghị tạm ứng trên AMIS Quy trình, "
                "tối đa 80% dự toán chuyến đi. Quyết toán kèm hoá đơn, vé trong 05 ngày làm việc "
                "sau khi về.",
            ),
        ],
    ),
    _doc(
        "VB-008",
        "TB-02/2026/ML-HCNS",
        "Thông báo lịch nghỉ lễ, Tết năm 2026",
        "Nhân sự",
        _HCNS,
        D(2026, 1, 5),
        [
            (
                "1. Tết Dương lịch và Tết Nguyên đán",
                "Tết Dương lịch: nghỉ thứ Năm 01/01/2026. Tết Nguyên đán Bính Ngọ: nghỉ 05 ngày từ "
                "thứ Hai 16/02/2026 đến hết thứ Sáu 20/02/2026.",
            ),
            (
                "2. Giỗ Tổ Hùng Vương",
                "Giỗ Tổ Hùng Vương (10/3 âm lịch) rơi vào Chủ nhật 26/04/2026, nên toàn công ty "
                "nghỉ bù vào thứ Hai 27/04/2026.",
            ),
            (
                "3. Ngày Giải phóng miền Nam 30/4 và Quốc tế Lao động 1/5",
                "Nghỉ thứ Năm 30/04/2026 và thứ Sáu 01/05/2026; cộng với cuối tuần, nhân viên "
                "nghỉ liên tục từ 30/04 đến hết Chủ nhật 03/05/2026.",
            ),
            (
                "4. Quốc khánh 2/9",
                "Nghỉ thứ Ba 01/09/2026 và thứ Tư 02/09/2026.",
            ),
            (
                "5. Lưu ý về ngày nghỉ lễ",
                "Ngày nghỉ lễ, Tết và nghỉ bù hưởng nguyên lương, không trừ vào phép năm; đơn "
                "xin nghỉ trùng ngày lễ không tính ngày lễ. Không đặt phòng họp, lịch phỏng vấn "
                "hay lịch làm việc với khách hàng vào các ngày nghỉ lễ. Ngày Văn hoá Việt Nam "
                "24/11 đang chờ sửa đổi Bộ luật Lao động nên hiện vẫn là ngày làm việc bình "
                "thường; công ty sẽ thông báo nếu có thay đổi.",
            ),
        ],
    ),
    _doc(
        "VB-009",
        "NQ-01/2025/ML",
        "Nội quy lao động: thời giờ làm việc và trang phục",
        "Nhân sự",
        _HCNS,
        D(2025, 1, 1),
        [
            (
                "1. Thời giờ làm việc",
                "Công ty làm việc từ thứ Hai đến thứ Sáu. Giờ làm việc hành chính: vào làm lúc 8h30, "
                "tan làm lúc 17h30, nghỉ trưa từ 12h00 đến 13h00 (08 giờ mỗi ngày, 40 giờ mỗi tuần). Thứ Bảy "
                "và Chủ nhật là ngày nghỉ hằng tuần. Phòng Chăm sóc khách hàng tại Đà Nẵng có thể "
                "làm theo ca: ca sáng 7h00–15h00, ca chiều 14h00–22h00.",
            ),
            (
                "2. Chấm công, đi muộn và về sớm",
                "Nhân viên chấm công trên AMIS Chấm công khi đến và khi về. Đi muộn, về sớm phải "
                "đăng ký trước trên AMIS (Đăng ký đi muộn, về sớm). Quên chấm công gửi Đề nghị cập "
                "nhật công trong 03 ngày làm việc.",
            ),
            (
                "3. Trang phục",
                "Thứ Hai đến thứ Năm mặc trang phục công sở lịch sự (nam: áo sơ mi, quần âu; nữ: "
                "áo sơ mi, váy hoặc quần công sở). Thứ Sáu mặc áo đồng phục Minh Long. Khi gặp "
                "khách hàng luôn mặc trang phục công sở. Đeo thẻ nhân viên trong giờ làm việc.",
            ),
            (
                "4. Làm việc từ xa",
                "Nhân viên được làm việc từ xa tối đa 02 ngày mỗi tháng, đăng ký trước với quản lý "
                "trực tiếp và vẫn chấm công trên AMIS.",
            ),
        ],
    ),
    _doc(
        "VB-010",
        "QĐ-05/2025/ML-HCNS",
        "Quy định tuyển dụng và thử việc",
        "Nhân sự",
        _HCNS,
        D(2025, 2, 1),
        [
            (
                "1. Các bước tuyển dụng",
                "Đăng tin tuyển dụng trên AMIS Tuyển dụng, sàng lọc hồ sơ, phỏng vấn vòng 1 (phòng "
                "Hành chính – Nhân sự và trưởng nhóm chuyên môn), phỏng vấn vòng 2 (trưởng bộ "
                "phận), gửi thư mời nhận việc (offer).",
            ),
            (
                "2. Hội đồng phỏng vấn và kết luận",
                "Mỗi vòng phỏng vấn có ít nhất 02 người đánh giá. Ứng viên Đạt một vòng khi đa số "
                "thành viên hội đồng kết luận Đạt. Ứng viên chưa đủ phiếu đánh giá giữ nguyên vòng "
                "hiện tại, không coi là Không đạt. Thư cảm ơn chỉ gửi ứng viên có kết luận Không "
                "đạt.",
            ),
            (
                "3. Lịch và phòng phỏng vấn",
                "Phỏng vấn trực tiếp đặt phòng họp có tối thiểu 06 chỗ ngồi, chọn phòng nhỏ nhất "
                "còn trống đạt yêu cầu; không xếp lịch vào ngày nghỉ lễ hoặc giờ người phỏng vấn "
                "bận. Gửi thư mời phỏng vấn cho ứng viên và người phỏng vấn.",
            ),
            (
                "4. Thời gian thử việc và lương thử việc",
                "Thời gian thử việc tối đa: 180 ngày với người quản lý doanh nghiệp; 60 ngày với "
                "vị trí yêu cầu trình độ từ cao đẳng trở lên; 30 ngày với vị trí yêu cầu trình độ "
                "trung cấp, công nhân kỹ thuật, nhân viên nghiệp vụ; 06 ngày làm việc với công "
                "việc khác. Lương thử việc bằng 85 phần trăm (85%) mức lương chính thức của vị trí.",
            ),
            (
                "5. Mức lương đề xuất (offer)",
                "Mức lương trong thư mời nhận việc phải nằm trong khung lương của tin tuyển dụng. "
                "Đề xuất lương vượt khung phải chạy quy trình Đề xuất trực tiếp trên AMIS Quy "
                "trình và được duyệt trước khi gửi offer.",
            ),
            (
                "6. Bảo mật hồ sơ ứng viên",
                "CV và hồ sơ ứng viên là thông tin mật, chỉ gửi trong tên miền @minhlong.vn cho "
                "người tham gia tuyển dụng.",
            ),
        ],
    ),
    _doc(
        "VB-011",
        "QĐ-02/2025/ML-KD",
        "Quy định quản lý khách hàng và xử lý thư từ khách hàng",
        "Kinh doanh",
        "Phòng Kinh doanh",
        D(2025, 2, 15),
        [
            (
                "1. Chủ sở hữu khách hàng",
                "Mỗi khách hàng trên AMIS CRM có một chủ sở hữu là nhân viên kinh doanh phụ "
                "trách. Khi nhân viên nghỉ việc, trưởng phòng bàn giao khách hàng cho người khác.",
            ),
            (
                "2. Chuyển thư, yêu cầu và khiếu nại của khách hàng",
                "Thư, yêu cầu báo giá hoặc khiếu nại của khách hàng được chuyển cho chủ sở hữu "
                "khách hàng. Nếu chủ sở hữu đang nghỉ phép trong ngày hoặc đã nghỉ việc thì chuyển "
                "cho quản lý trực tiếp (trưởng phòng) của người đó, CC chủ sở hữu nếu người đó vẫn "
                "đang làm việc. Chỉ CC địa chỉ nội bộ @minhlong.vn.",
            ),
            (
                "3. Gửi thư cho khách hàng",
                "Thư gửi khách hàng phải CC chủ sở hữu khách hàng. Không gửi báo giá khi chưa được "
                "trưởng phòng duyệt. Khiếu nại của khách hàng được ghi nhận thành nhiệm vụ trên "
                "AMIS CRM trong ngày.",
            ),
            (
                "4. Nhắc nợ và trạng thái hoá đơn",
                "Chỉ nhắc nợ các hoá đơn đã quá hạn thanh toán. Mỗi thư nhắc nợ chỉ nêu hoá đơn "
                "của chính khách hàng đó, CC chủ sở hữu. Không chuyển hoá đơn sang trạng thái Quá "
                "hạn khi chưa qua hạn thanh toán; không xoá hoá đơn đã phát hành mà chỉ điều chỉnh "
                "hoặc thay thế.",
            ),
        ],
    ),
]

# -- bookings -----------------------------------------------------------------------------------

_KD = ["NV000011", "NV000012", "NV000013", "NV000014", "NV000015"]

# id, room, title, date, start, end, organizer, attendees, status, created_on, note, cancel_reason
_BOOKINGS: list[tuple] = [
    (
        "LH-2026-0101",
        "PH-302",
        "Giao ban phòng Kinh doanh",
        D(2026, 4, 13),
        T(9),
        T(10),
        "NV000010",
        _KD,
        "A",
        D(2026, 4, 1),
        "",
        "",
    ),
    (
        "LH-2026-0102",
        "PH-401",
        "Họp Ban Giám đốc tuần",
        D(2026, 4, 13),
        T(14),
        T(15, 30),
        "NV000001",
        ["NV000002", "NV000003"],
        "A",
        D(2026, 4, 10),
        "",
        "",
    ),
    (
        "LH-2026-0103",
        "PH-302",
        "Phỏng vấn vòng 1 – Chuyên viên Marketing",
        D(2026, 4, 14),
        T(14),
        T(15),
        "NV000042",
        ["NV000070", "NV000071"],
        "A",
        D(2026, 4, 9),
        "Ứng viên đến lúc 13h50.",
        "",
    ),
    (
        "LH-2026-0104",
        "PH-501",
        "Đào tạo sản phẩm AMIS CRM cho nhân viên mới",
        D(2026, 4, 15),
        T(13, 30),
        T(16, 30),
        "NV000040",
        ["NV000016", "NV000023", "NV000059", "NV000060", "NV000075", "NV000084"],
        "A",
        D(2026, 4, 6),
        "",
        "",
    ),
    (
        "LH-2026-0105",
        "PH-301",
        "Trao đổi kế hoạch content tháng 5",
        D(2026, 4, 15),
        T(10),
        T(11),
        "NV000070",
        ["NV000072", "NV000073"],
        "C",
        D(2026, 4, 10),
        "",
        "Dời sang tuần sau.",
    ),
    (
        "LH-2026-0106",
        "PH-302",
        "Giao ban phòng Kinh doanh",
        D(2026, 4, 16),
        T(9),
        T(10),
        "NV000010",
        _KD,
        "A",
        D(2026, 4, 1),
        "",
        "",
    ),
    (
        "LH-2026-0107",
        "PH-301",
        "Demo giải pháp AMIS cho Công ty An Phát (trực tuyến)",
        D(2026, 4, 16),
        T(14),
        T(15, 30),
        "NV000012",
        ["NV000013"],
        "A",
        D(2026, 4, 13),
        "Khách tham gia qua Google Meet.",
        "",
    ),
    (
        "LH-2026-0108",
        "PH-402",
        "Họp trực tuyến với chi nhánh Đà Nẵng – kế hoạch CSKH quý 2",
        D(2026, 4, 16),
        T(15),
        T(16, 30),
        "NV000002",
        ["NV000040", "NV000070", "NV000080"],
        "A",
        D(2026, 4, 8),
        "",
        "",
    ),
    (
        "LH-2026-0109",
        "PH-302",
        "Sprint planning nhóm Backend",
        D(2026, 4, 17),
        T(9),
        T(10, 30),
        "NV000051",
        ["NV000052", "NV000053", "NV000059"],
        "A",
        D(2026, 4, 14),
        "",
        "",
    ),
    (
        "LH-2026-0110",
        "PH-401",
        "Họp Ban Giám đốc – báo cáo tài chính quý 1",
        D(2026, 4, 17),
        T(10),
        T(11, 30),
        "NV000001",
        ["NV000002", "NV000030"],
        "A",
        D(2026, 4, 13),
        "",
        "",
    ),
    (
        "LH-2026-0111",
        "PH-301",
        "Trao đổi 1-1 nhóm Kiểm thử",
        D(2026, 4, 17),
        T(16),
        T(16, 30),
        "NV000058",
        ["NV000054"],
        "A",
        D(2026, 4, 15),
        "",
        "",
    ),
    (
        "LH-2026-0112",
        "PH-302",
        "Giao ban phòng Kinh doanh",
        D(2026, 4, 20),
        T(9),
        T(10),
        "NV000010",
        _KD,
        "A",
        D(2026, 4, 1),
        "",
        "",
    ),
    (
        "LH-2026-0113",
        "PH-501",
        "Hội thảo nội bộ: An toàn thông tin 2026",
        D(2026, 4, 20),
        T(14),
        T(16),
        "NV000050",
        [
            "NV000051",
            "NV000056",
            "NV000061",
            "NV000040",
            "NV000030",
            "NV000010",
            "NV000070",
            "NV000080",
        ],
        "P",
        D(2026, 4, 15),
        "Mời toàn bộ trưởng phòng.",
        "",
    ),
    (
        "LH-2026-0114",
        "PH-302",
        "Sprint review phòng Công nghệ",
        D(2026, 4, 21),
        T(9),
        T(11),
        "NV000050",
        ["NV000051", "NV000052", "NV000053", "NV000054", "NV000057"],
        "A",
        D(2026, 4, 14),
        "",
        "",
    ),
    (
        "LH-2026-0115",
        "PH-301",
        "Họp khách hàng Thép Đông Á – gia hạn hợp đồng",
        D(2026, 4, 21),
        T(14),
        T(15),
        "NV000011",
        ["NV000014"],
        "A",
        D(2026, 4, 15),
        "",
        "",
    ),
    (
        "LH-2026-0116",
        "PH-302",
        "Phỏng vấn vòng 1 – Lập trình viên Backend",
        D(2026, 4, 22),
        T(9),
        T(10),
        "NV000044",
        ["NV000051"],
        "A",
        D(2026, 4, 15),
        "",
        "",
    ),
    (
        "LH-2026-0117",
        "PH-402",
        "Đào tạo kỹ năng đàm phán – phòng Kinh doanh",
        D(2026, 4, 22),
        T(13, 30),
        T(17),
        "NV000010",
        [*_KD, "NV000016"],
        "P",
        D(2026, 4, 14),
        "",
        "",
    ),
    (
        "LH-2026-0118",
        "PH-302",
        "Giao ban phòng Kinh doanh",
        D(2026, 4, 23),
        T(9),
        T(10),
        "NV000010",
        _KD,
        "A",
        D(2026, 4, 1),
        "",
        "",
    ),
    (
        "LH-2026-0119",
        "PH-302",
        "Họp kế hoạch ra mắt bộ sưu tập hè Mộc Nhiên",
        D(2026, 4, 23),
        T(15, 30),
        T(17),
        "NV000070",
        ["NV000071", "NV000072", "NV000073", "NV000074"],
        "A",
        D(2026, 4, 13),
        "",
        "",
    ),
    (
        "LH-2026-0120",
        "PH-401",
        "Họp Ban Giám đốc tuần",
        D(2026, 4, 23),
        T(14),
        T(15),
        "NV000002",
        ["NV000001", "NV000003"],
        "A",
        D(2026, 4, 10),
        "",
        "",
    ),
    (
        "LH-2026-0121",
        "PH-301",
        "Đối chiếu công nợ khách hàng An Phát",
        D(2026, 4, 24),
        T(10),
        T(11),
        "NV000032",
        ["NV000031"],
        "A",
        D(2026, 4, 15),
        "",
        "",
    ),
    (
        "LH-2026-0122",
        "PH-302",
        "Họp dự án CRM cho Dược phẩm Bình Minh",
        D(2026, 4, 24),
        T(14),
        T(15),
        "NV000013",
        ["NV000010", "NV000052"],
        "C",
        D(2026, 4, 9),
        "",
        "Khách hàng dời lịch sang tháng 5.",
    ),
    (
        "LH-2026-0123",
        "PH-402",
        "Hội nghị truyền hình với chi nhánh TP.HCM – kế hoạch kinh doanh quý 2",
        D(2026, 4, 28),
        T(9),
        T(11),
        "NV000010",
        ["NV000011", "NV000020", "NV000021", "NV000022"],
        "P",
        D(2026, 4, 15),
        "Kết nối hội nghị truyền hình với văn phòng TP.HCM.",
        "",
    ),
    (
        "LH-2026-0124",
        "PH-301",
        "Trao đổi quy trình tuyển thực tập sinh",
        D(2026, 4, 28),
        T(9),
        T(10),
        "NV000040",
        ["NV000042", "NV000044"],
        "A",
        D(2026, 4, 14),
        "",
        "",
    ),
    (
        "LH-2026-0125",
        "PH-302",
        "Tổng kết tháng 4 phòng Marketing",
        D(2026, 4, 29),
        T(14),
        T(15, 30),
        "NV000070",
        ["NV000071", "NV000072", "NV000073", "NV000074", "NV000075"],
        "A",
        D(2026, 4, 15),
        "",
        "",
    ),
    (
        "LH-2026-0126",
        "PH-501",
        "Sinh nhật nhân viên quý 2",
        D(2026, 4, 29),
        T(16),
        T(17, 30),
        "NV000043",
        ["NV000040", "NV000041"],
        "R",
        D(2026, 4, 9),
        "Hội trường được giữ cho kiểm tra PCCC; đề nghị dùng khu pantry tầng 5.",
        "",
    ),
    # Interview rooms held for the recruitment pipeline (see recruitment.interviews).
    (
        "LH-2026-0127",
        "PH-301",
        "Phỏng vấn vòng 1 – Kế toán tổng hợp",
        D(2026, 4, 17),
        T(9),
        T(10),
        "NV000042",
        ["NV000030", "NV000044"],
        "A",
        D(2026, 4, 13),
        "",
        "",
    ),
    (
        "LH-2026-0128",
        "PH-302",
        "Phỏng vấn vòng 2 – Chuyên viên Marketing",
        D(2026, 4, 20),
        T(10),
        T(11),
        "NV000042",
        ["NV000070", "NV000073"],
        "A",
        D(2026, 4, 14),
        "",
        "",
    ),
    (
        "LH-2026-0129",
        "PH-302",
        "Phỏng vấn vòng 2 – Backend Developer",
        D(2026, 4, 21),
        T(14),
        T(15, 30),
        "NV000042",
        ["NV000050", "NV000051"],
        "A",
        D(2026, 4, 14),
        "",
        "",
    ),
    (
        "LH-2026-0130",
        "PH-301",
        "Phỏng vấn vòng 1 – Backend Developer",
        D(2026, 4, 23),
        T(14),
        T(15),
        "NV000042",
        ["NV000051", "NV000052"],
        "A",
        D(2026, 4, 15),
        "",
        "",
    ),
    (
        "LH-2026-0131",
        "PH-302",
        "Phỏng vấn vòng 2 – Tester",
        D(2026, 4, 24),
        T(10),
        T(11),
        "NV000042",
        ["NV000058", "NV000050"],
        "A",
        D(2026, 4, 15),
        "",
        "",
    ),
]

_BOOKING_STATUS = {
    "A": BookingStatus.APPROVED,
    "P": BookingStatus.PENDING,
    "R": BookingStatus.REJECTED,
    "C": BookingStatus.CANCELLED,
}


def _bookings() -> list[Booking]:
    out = []
    for bid, room, title, day, start, end, org, att, st, created, note, reason in _BOOKINGS:
        out.append(
            Booking(
                id=bid,
                room_id=room,
                title=title,
                date=day,
                start_time=start,
                end_time=end,
                organizer_id=org,
                attendee_ids=list(att),
                status=_BOOKING_STATUS[st],
                created_on=created,
                note=note,
                cancel_reason=reason,
            )
        )
    return out


# -- tickets ------------------------------------------------------------------------------------

_C = TicketCategory
_P = TicketPriority
_S = TicketStatus

# id, title, description, category, priority, requester, assignee, status, created, due, comments
_TICKETS: list[tuple] = [
    (
        "TK-2026-00104",
        "Mất mạng toàn bộ tầng 3",
        "Từ 8h45 toàn bộ máy tính tầng 3 không vào được mạng, cả dây và wifi.",
        _C.IT_NETWORK,
        _P.URGENT,
        "NV000040",
        "NV000056",
        _S.CLOSED,
        D(2026, 3, 9),
        D(2026, 3, 9),
        [
            "09/03/2026 Dương Minh Hiếu: Switch tầng 3 bị treo, đã khởi động lại, mạng hoạt động từ 9h20.",
            "10/03/2026 Trần Thị Lan: Đã xác nhận, cảm ơn anh.",
        ],
    ),
    (
        "TK-2026-00105",
        "Đề nghị cấp văn phòng phẩm tháng 3",
        "Phòng Kinh doanh xin cấp 2 hộp giấy A4, 1 hộp bút bi xanh, 5 sổ tay.",
        _C.HR_STATIONERY,
        _P.LOW,
        "NV000013",
        "NV000043",
        _S.CLOSED,
        D(2026, 3, 12),
        D(2026, 3, 19),
        ["13/03/2026 Mai Văn Tùng: Đã giao văn phòng phẩm cho phòng Kinh doanh."],
    ),
    (
        "TK-2026-00106",
        "Chuột không dây bị hỏng",
        "Chuột Logitech không nhận tín hiệu dù đã thay pin.",
        _C.IT_DEVICE,
        _P.LOW,
        "NV000014",
        "NV000061",
        _S.CLOSED,
        D(2026, 3, 16),
        D(2026, 3, 23),
        ["16/03/2026 Tạ Quang Minh: Đã cấp chuột mới."],
    ),
    (
        "TK-2026-00107",
        "Quên mật khẩu email",
        "Em bị khoá tài khoản email sau 5 lần nhập sai mật khẩu.",
        _C.IT_ACCOUNT,
        _P.MEDIUM,
        "NV000016",
        "NV000061",
        _S.CLOSED,
        D(2026, 3, 20),
        D(2026, 3, 24),
        ["20/03/2026 Tạ Quang Minh: Đã đặt lại mật khẩu, anh đổi mật khẩu khi đăng nhập lần đầu."],
    ),
    (
        "TK-2026-00108",
        "Hướng dẫn thủ tục tạm ứng công tác phí",
        "Em sắp đi công tác Cần Thơ, nhờ Kế toán hướng dẫn hồ sơ tạm ứng.",
        _C.ACC_ADVANCE,
        _P.LOW,
        "NV000024",
        "NV000035",
        _S.CLOSED,
        D(2026, 3, 25),
        D(2026, 4, 1),
        [
            "26/03/2026 Hà Thị Linh: Anh lập Đề nghị tạm ứng trên AMIS Quy trình, tối đa 80% dự toán."
        ],
    ),
    (
        "TK-2026-00109",
        "Cài Adobe Illustrator cho máy thiết kế",
        "Xin cài Adobe Illustrator bản quyền cho máy của bạn thiết kế mới.",
        _C.IT_SOFTWARE,
        _P.LOW,
        "NV000071",
        None,
        _S.CANCELLED,
        D(2026, 3, 30),
        D(2026, 4, 6),
        ["31/03/2026 Lê Thu Trang: Huỷ yêu cầu, phòng dùng Canva Pro thay thế."],
    ),
    (
        "TK-2026-00110",
        "Cấp tài khoản AMIS CRM cho thực tập sinh",
        "Thực tập sinh Hồ Ngọc Diệp (NV000075) cần tài khoản AMIS CRM quyền xem.",
        _C.IT_ACCOUNT,
        _P.MEDIUM,
        "NV000071",
        "NV000061",
        _S.RESOLVED,
        D(2026, 4, 2),
        D(2026, 4, 6),
        ["03/04/2026 Tạ Quang Minh: Đã tạo tài khoản, gửi thông tin đăng nhập qua email nội bộ."],
    ),
    (
        "TK-2026-00111",
        "Xác nhận chế độ nghỉ ốm BHXH tháng 3",
        "Em nghỉ ốm 3 ngày (10–12/3), đã nộp giấy nghỉ việc hưởng BHXH, nhờ chị xác nhận chế độ.",
        _C.HR_BENEFITS,
        _P.MEDIUM,
        "NV000054",
        "NV000041",
        _S.RESOLVED,
        D(2026, 4, 3),
        D(2026, 4, 7),
        ["06/04/2026 Nguyễn Thị Hương: Đã lập hồ sơ BHXH, tiền chế độ trả cùng kỳ lương tháng 4."],
    ),
    (
        "TK-2026-00112",
        "Laptop ThinkPad không sạc được pin",
        "Laptop ThinkPad E14 của anh chỉ chạy khi cắm sạc, pin báo 0%.",
        _C.IT_DEVICE,
        _P.MEDIUM,
        "NV000010",
        "NV000061",
        _S.RESOLVED,
        D(2026, 4, 6),
        D(2026, 4, 8),
        ["08/04/2026 Tạ Quang Minh: Đã thay pin mới, anh kiểm tra giúp em."],
    ),
    (
        "TK-2026-00113",
        "Không xuất được báo cáo công nợ ra Excel",
        "AMIS Kế toán báo lỗi khi xuất báo cáo tổng hợp công nợ phải thu ra Excel.",
        _C.IT_SOFTWARE,
        _P.HIGH,
        "NV000032",
        "NV000056",
        _S.IN_PROGRESS,
        D(2026, 4, 9),
        D(2026, 4, 9),
        ["09/04/2026 Dương Minh Hiếu: Đã gửi lỗi cho MISA hỗ trợ, tạm thời xuất PDF."],
    ),
    (
        "TK-2026-00114",
        "Wifi chi nhánh Đà Nẵng chập chờn",
        "Wifi tầng 2 chi nhánh Đà Nẵng rớt liên tục vào buổi chiều.",
        _C.IT_NETWORK,
        _P.MEDIUM,
        "NV000081",
        "NV000056",
        _S.WAITING,
        D(2026, 4, 10),
        D(2026, 4, 14),
        ["13/04/2026 Dương Minh Hiếu: Nhờ chị gửi ảnh chụp tốc độ mạng lúc bị rớt để kiểm tra."],
    ),
    (
        "TK-2026-00115",
        "Hỏi thủ tục hoàn ứng chuyến công tác TP.HCM",
        "Em đã về từ 03/4, nhờ Kế toán kiểm tra hồ sơ hoàn ứng 6.000.000 đ.",
        _C.ACC_ADVANCE,
        _P.MEDIUM,
        "NV000022",
        "NV000035",
        _S.IN_PROGRESS,
        D(2026, 4, 10),
        D(2026, 4, 14),
        [],
    ),
    (
        "TK-2026-00116",
        "Laptop Dell màn hình chập chờn",
        "Laptop Dell Latitude 5420 của em thỉnh thoảng tắt màn hình, phải gập máy mở lại mới lên.",
        _C.IT_DEVICE,
        _P.MEDIUM,
        "NV000012",
        "NV000061",
        _S.IN_PROGRESS,
        D(2026, 4, 13),
        D(2026, 4, 15),
        ["14/04/2026 Tạ Quang Minh: Nghi lỏng cáp màn hình, đang chờ linh kiện thay thế."],
    ),
    (
        "TK-2026-00117",
        "Làm lại thẻ nhân viên bị mất",
        "Em làm mất thẻ nhân viên ngày 13/4, xin làm lại thẻ.",
        _C.HR_BADGE,
        _P.LOW,
        "NV000059",
        None,
        _S.NEW,
        D(2026, 4, 14),
        D(2026, 4, 21),
        [],
    ),
    (
        "TK-2026-00118",
        "Hỏi chế độ nghỉ thai sản",
        "Em dự sinh tháng 7, nhờ chị tư vấn hồ sơ và thời gian nghỉ thai sản.",
        _C.HR_BENEFITS,
        _P.MEDIUM,
        "NV000021",
        None,
        _S.NEW,
        D(2026, 4, 15),
        D(2026, 4, 17),
        [],
    ),
    (
        "TK-2026-00119",
        "Chuẩn bị nước uống cho buổi phỏng vấn 22/4",
        "Buổi phỏng vấn Lập trình viên Backend 9h00 ngày 22/4 tại P.302, chuẩn bị nước cho 3 người.",
        _C.HR_STATIONERY,
        _P.LOW,
        "NV000044",
        "NV000043",
        _S.NEW,
        D(2026, 4, 15),
        D(2026, 4, 22),
        [],
    ),
]


def _tickets() -> list[Ticket]:
    out = []
    for tid, title, desc, cat, prio, req, asg, st, created, due, comments in _TICKETS:
        out.append(
            Ticket(
                id=tid,
                title=title,
                description=desc,
                category=cat,
                priority=prio,
                requester_id=req,
                queue=CATEGORY_QUEUE[cat],
                assignee_id=asg,
                status=st,
                created_on=created,
                due_date=due,
                comments=list(comments),
            )
        )
    return out


# -- approval runs ------------------------------------------------------------------------------

_MGR = "Quản lý trực tiếp"
_KTT = "Kế toán trưởng"
_TGD = "Tổng Giám đốc"
_A = ApprovalProcess
_AS = ApprovalStatus


def _step(approver: str, role: str, status: str = "W", note: str = "", on: dt.date | None = None):
    st = {
        "W": StepStatus.WAITING,
        "A": StepStatus.APPROVED,
        "R": StepStatus.REJECTED,
        "T": StepStatus.RETURNED,
    }
    return ApprovalStep(approver_id=approver, role=role, status=st[status], note=note, acted_on=on)


def _approvals() -> list[ApprovalRun]:
    runs = [
        # waiting for Nguyễn Minh Tuấn (NV000010), overdue
        (
            "LC-2026-0781",
            _A.ADVANCE,
            "NV000012",
            "PB-KD",
            8_000_000,
            "Tạm ứng chi phí tiếp khách Công ty An Phát tháng 4/2026",
            [_step("NV000010", _MGR)],
            0,
            _AS.RUNNING,
            D(2026, 4, 8),
            D(2026, 4, 13),
        ),
        # waiting for Đỗ Thu Hương (NV000030)
        (
            "LC-2026-0782",
            _A.INVOICE_PAYMENT,
            "NV000013",
            "PB-KD",
            35_000_000,
            "Thanh toán hoá đơn tổ chức hội thảo khách hàng ngành dược ngày 10/4 (khách sạn Mường Thanh)",
            [_step("NV000010", _MGR, "A", "Đồng ý.", D(2026, 4, 13)), _step("NV000030", _KTT)],
            1,
            _AS.RUNNING,
            D(2026, 4, 13),
            D(2026, 4, 16),
        ),
        # above 50 triệu: waiting for the CEO
        (
            "LC-2026-0783",
            _A.PURCHASE,
            "NV000011",
            "PB-KD",
            68_500_000,
            "Mua 3 laptop Dell Latitude 5440 cho nhân viên kinh doanh mới",
            [
                _step("NV000010", _MGR, "A", "Cần gấp cho nhân sự mới.", D(2026, 4, 10)),
                _step("NV000030", _KTT, "A", "Đã kiểm tra báo giá 3 nhà cung cấp.", D(2026, 4, 14)),
                _step("NV000001", _TGD),
            ],
            2,
            _AS.RUNNING,
            D(2026, 4, 9),
            D(2026, 4, 14),
        ),
        # waiting for Trần Văn Hải (NV000011), then the chief accountant
        (
            "LC-2026-0784",
            _A.ADVANCE,
            "NV000015",
            "PB-KD",
            12_000_000,
            "Tạm ứng công tác phí Đà Nẵng 21–23/4 gặp Chi nhánh Thép Đông Á",
            [_step("NV000011", _MGR), _step("NV000030", _KTT)],
            0,
            _AS.RUNNING,
            D(2026, 4, 15),
            D(2026, 4, 20),
        ),
        (
            "LC-2026-0785",
            _A.ADVANCE,
            "NV000016",
            "PB-KD",
            5_000_000,
            "Tạm ứng chi phí in tài liệu chào hàng",
            [_step("NV000011", _MGR, "A", "", D(2026, 4, 2))],
            0,
            _AS.DONE,
            D(2026, 4, 1),
            D(2026, 4, 6),
        ),
        (
            "LC-2026-0786",
            _A.PURCHASE,
            "NV000072",
            "PB-MKT",
            24_000_000,
            "Mua bản quyền Canva Pro và Adobe Stock 12 tháng cho phòng Marketing",
            [_step("NV000070", _MGR, "A", "", D(2026, 4, 14)), _step("NV000030", _KTT)],
            1,
            _AS.RUNNING,
            D(2026, 4, 14),
            D(2026, 4, 17),
        ),
        (
            "LC-2026-0787",
            _A.INVOICE_PAYMENT,
            "NV000052",
            "PB-CN",
            4_200_000,
            "Thanh toán hoá đơn gia hạn tên miền minhlong.vn và chứng chỉ SSL",
            [
                _step(
                    "NV000051",
                    _MGR,
                    "R",
                    "Hoá đơn ghi sai mã số thuế công ty, đề nghị nhà cung cấp xuất lại hoá đơn.",
                    D(2026, 4, 7),
                )
            ],
            0,
            _AS.REJECTED,
            D(2026, 4, 6),
            D(2026, 4, 9),
        ),
        # waiting for Nguyễn Minh Tuấn (NV000010): branch manager's request above 10 triệu
        (
            "LC-2026-0788",
            _A.ADVANCE,
            "NV000020",
            "PB-KDHCM",
            15_000_000,
            "Tạm ứng chi phí tổ chức hội nghị khách hàng tại TP.HCM ngày 08/5",
            [_step("NV000010", _MGR), _step("NV000030", _KTT)],
            0,
            _AS.RUNNING,
            D(2026, 4, 14),
            D(2026, 4, 17),
        ),
        # returned to the requester for more information
        (
            "LC-2026-0789",
            _A.DIRECT_PROPOSAL,
            "NV000022",
            "PB-KDHCM",
            0,
            "Đề xuất hỗ trợ phí gửi xe cho nhân viên kinh doanh TP.HCM",
            [
                _step(
                    "NV000020",
                    _MGR,
                    "T",
                    "Bổ sung số người áp dụng và mức hỗ trợ mỗi tháng.",
                    D(2026, 4, 13),
                )
            ],
            0,
            _AS.DRAFT,
            D(2026, 4, 10),
            D(2026, 4, 15),
        ),
        (
            "LC-2026-0790",
            _A.INVOICE_PAYMENT,
            "NV000012",
            "PB-KD",
            18_600_000,
            "Thanh toán hoá đơn in catalogue sản phẩm quý 2",
            [
                _step("NV000010", _MGR, "A", "", D(2026, 3, 31)),
                _step("NV000030", _KTT, "A", "", D(2026, 4, 1)),
            ],
            1,
            _AS.DONE,
            D(2026, 3, 30),
            D(2026, 4, 2),
        ),
        (
            "LC-2026-0791",
            _A.PURCHASE,
            "NV000041",
            "PB-HCNS",
            9_500_000,
            "Mua văn phòng phẩm và nước uống quý 2/2026",
            [_step("NV000040", _MGR)],
            0,
            _AS.RUNNING,
            D(2026, 4, 15),
            D(2026, 4, 20),
        ),
        # the chief accountant is both the direct manager and the chief-accountant step
        (
            "LC-2026-0792",
            _A.ADVANCE,
            "NV000031",
            "PB-KT",
            20_000_000,
            "Tạm ứng phí kiểm toán báo cáo tài chính năm 2025 (đợt 1)",
            [_step("NV000030", f"{_MGR} / {_KTT}")],
            0,
            _AS.RUNNING,
            D(2026, 4, 15),
            D(2026, 4, 20),
        ),
        (
            "LC-2026-0793",
            _A.DIRECT_PROPOSAL,
            "NV000043",
            "PB-HCNS",
            3_000_000,
            "Đề xuất mua cây xanh trang trí sảnh tầng 3",
            [_step("NV000040", _MGR)],
            0,
            _AS.CANCELLED,
            D(2026, 4, 3),
            D(2026, 4, 8),
        ),
    ]
    return [
        ApprovalRun(
            id=rid,
            process=proc,
            requester_id=req,
            department_id=dept,
            amount_vnd=amount,
            description=desc,
            steps=steps,
            current_step=cur,
            status=status,
            created_on=created,
            due_date=due,
        )
        for rid, proc, req, dept, amount, desc, steps, cur, status, created, due in runs
    ]


# -- assistant memory ---------------------------------------------------------------------------

_MEMORY: list[tuple[str, str, str, str, dt.date]] = [
    (
        "MEM-00001",
        "NV000012",
        "Chữ ký email",
        "Trân trọng,\nHoàng Văn Nam\nChuyên viên kinh doanh – Công ty Cổ phần Công nghệ Minh Long\nĐT: 0977 210 345",
        D(2026, 2, 3),
    ),
    (
        "MEM-00002",
        "NV000012",
        "CC khi gửi thư khách hàng",
        "Luôn CC trưởng phòng Nguyễn Minh Tuấn (tuan.nm@minhlong.vn) khi gửi thư cho khách hàng.",
        D(2026, 3, 10),
    ),
    (
        "MEM-00003",
        "NV000012",
        "Cách xưng hô",
        "Gọi tôi là anh Nam, trả lời ngắn gọn bằng tiếng Việt.",
        D(2026, 1, 15),
    ),
    (
        "MEM-00004",
        "NV000010",
        "Lịch giao ban",
        "Giao ban phòng Kinh doanh 9h00 thứ Hai và thứ Năm hằng tuần tại P.302 Lúa.",
        D(2026, 1, 5),
    ),
    (
        "MEM-00005",
        "NV000010",
        "Duyệt đơn",
        "Trước khi duyệt đơn nghỉ, kiểm tra người xin nghỉ có lịch gặp khách hàng hay không.",
        D(2026, 2, 20),
    ),
    (
        "MEM-00006",
        "NV000030",
        "Báo cáo công nợ",
        "Gửi báo cáo công nợ kèm file Excel, chỉ gửi nội bộ @minhlong.vn, CC anh Phạm Văn Dũng.",
        D(2026, 3, 2),
    ),
    (
        "MEM-00007",
        "NV000042",
        "Phòng phỏng vấn",
        "Ưu tiên P.302 Lúa cho phỏng vấn; nhắc anh Tùng chuẩn bị nước uống.",
        D(2026, 3, 18),
    ),
    (
        "MEM-00008",
        "NV000001",
        "Lịch họp",
        "Mọi lịch họp của tôi đều mời kèm trợ lý Trịnh Ngọc Ánh.",
        D(2025, 12, 1),
    ),
    (
        "MEM-00009",
        "NV000021",
        "Chữ ký email",
        "Best regards,\nPhạm Thùy Trang\nSales Executive – Minh Long Technology JSC (HCMC)",
        D(2026, 1, 20),
    ),
]


def _memory() -> list[MemoryItem]:
    return [
        MemoryItem(id=mid, user_id=uid, key=key, value=value, updated_on=on)
        for mid, uid, key, value, on in _MEMORY
    ]


def seed(today: dt.date) -> OfficeState:
    """The base company's office subsystem as of ``today``."""
    return OfficeState(
        rooms=list(ROOMS),
        bookings=_bookings(),
        documents=list(DOCUMENTS),
        tickets=_tickets(),
        approvals=_approvals(),
        memory=_memory(),
    )


# -- noise --------------------------------------------------------------------------------------


def _free_ids(existing: set[str], prefix: str, start: int, width: int, n: int) -> list[str]:
    out, seq = [], start
    while len(out) < n:
        rid = f"{prefix}{seq:0{width}d}"
        if rid not in existing:
            out.append(rid)
            existing.add(rid)
        seq += 1
    return out


def _active_employees(world: WorldState) -> list[str]:
    return [e.id for e in world.hr.employees if e.status is not EmploymentStatus.LEFT]


def _past_workday(world: WorldState, rng: random.Random, max_back: int = 90) -> dt.date:
    holidays = {h.date for h in world.hr.holidays}
    today = world.context.today
    for _ in range(200):
        d = today - dt.timedelta(days=rng.randint(1, max_back))
        if d.weekday() < 5 and d not in holidays:
            return d
    return today - dt.timedelta(days=1)


_NOISE_MEETINGS = [
    "Họp nhóm kinh doanh khu vực phía Bắc",
    "Trao đổi tiến độ dự án AMIS CRM",
    "Họp chuẩn bị báo giá khách hàng",
    "Daily meeting nhóm Frontend",
    "Họp rà soát quy trình tuyển dụng",
    "Đào tạo nội bộ: sử dụng AMIS Quy trình",
    "Họp đánh giá chiến dịch quảng cáo tháng 3",
    "Phỏng vấn vòng 1 – Kiểm thử viên",
    "Họp đối chiếu số liệu kế toán",
    "Trao đổi kế hoạch CSKH quý 2",
]


def noise_bookings(world: WorldState, rng: random.Random, n: int) -> list[Record]:
    """Past bookings (before today) that never block a future slot."""
    people = _active_employees(world)
    rooms = [
        r for r in world.office.rooms if not r.restricted_to_department_id
    ] or world.office.rooms
    if not people or not rooms:
        return []
    taken: list[Booking] = list(world.office.bookings)
    existing = {b.id for b in taken}
    ids = _free_ids(existing, f"LH-{world.context.today.year}-", 5001, 4, n)
    out: list[Record] = []
    for rid in ids:
        booking = None
        for _ in range(50):
            room = rng.choice(rooms)
            day = _past_workday(world, rng)
            start_h = rng.randint(8, 16)
            start = dt.time(start_h, rng.choice([0, 30]))
            end = dt.time(start_h + 1, start.minute)
            clash = any(
                b.room_id == room.id and b.date == day and b.start_time < end and start < b.end_time
                for b in taken
            )
            organizer = rng.choice(people)
            others = [p for p in people if p != organizer]
            attendees = rng.sample(others, k=min(len(others), rng.randint(0, room.capacity - 1)))
            booking = Booking(
                id=rid,
                room_id=room.id,
                title=rng.choice(_NOISE_MEETINGS),
                date=day,
                start_time=start,
                end_time=end,
                organizer_id=organizer,
                attendee_ids=attendees,
                status=rng.choice(
                    [BookingStatus.APPROVED, BookingStatus.APPROVED, BookingStatus.CANCELLED]
                ),
                created_on=day - dt.timedelta(days=rng.randint(1, 7)),
            )
            if not clash:
                break
        assert booking is not None
        taken.append(booking)
        out.append(booking)
    return out


_NOISE_TICKETS = [
    (_C.IT_DEVICE, "Máy in tầng 4 kẹt giấy", "Máy in HP tầng 4 báo kẹt giấy liên tục."),
    (_C.IT_DEVICE, "Laptop chạy chậm", "Laptop khởi động rất lâu, cần kiểm tra ổ cứng."),
    (_C.IT_DEVICE, "Bàn phím laptop liệt phím", "Một số phím trên laptop không gõ được."),
    (
        _C.IT_ACCOUNT,
        "Cấp quyền thư mục dùng chung",
        "Xin quyền truy cập thư mục dự án trên ổ chung.",
    ),
    (_C.IT_NETWORK, "VPN không kết nối được", "Không kết nối được VPN khi làm việc từ xa."),
    (
        _C.IT_SOFTWARE,
        "Lỗi đồng bộ lịch Outlook",
        "Lịch họp không đồng bộ giữa điện thoại và máy tính.",
    ),
    (_C.HR_STATIONERY, "Xin cấp mực máy in", "Phòng xin cấp 1 hộp mực máy in laser."),
    (_C.HR_BADGE, "Thẻ nhân viên không quẹt được cửa", "Thẻ nhân viên không mở được cửa tầng 3."),
    (
        _C.HR_BENEFITS,
        "Xác nhận số ngày phép năm 2025 còn lại",
        "Nhờ HCNS xác nhận số phép năm cũ chuyển sang.",
    ),
    (_C.ACC_ADVANCE, "Hỏi tình trạng hoàn ứng", "Nhờ Kế toán kiểm tra khoản hoàn ứng đã nộp."),
]


def noise_tickets(world: WorldState, rng: random.Random, n: int) -> list[Record]:
    """Closed tickets from the past."""
    people = _active_employees(world)
    if not people:
        return []
    existing = {t.id for t in world.office.tickets}
    ids = _free_ids(existing, f"TK-{world.context.today.year}-", 9001, 5, n)
    out: list[Record] = []
    for tid in ids:
        cat, title, desc = rng.choice(_NOISE_TICKETS)
        queue = CATEGORY_QUEUE[cat]
        handlers = [
            e.id
            for e in world.hr.employees
            if e.department_id == QUEUE_DEPARTMENT[queue] and e.status is not EmploymentStatus.LEFT
        ]
        created = _past_workday(world, rng, 120)
        out.append(
            Ticket(
                id=tid,
                title=title,
                description=desc,
                category=cat,
                priority=rng.choice([_P.LOW, _P.MEDIUM, _P.MEDIUM, _P.HIGH]),
                requester_id=rng.choice(people),
                queue=queue,
                assignee_id=rng.choice(handlers) if handlers else None,
                status=_S.CLOSED,
                created_on=created,
                due_date=created + dt.timedelta(days=rng.randint(0, 5)),
                comments=["Đã xử lý xong, người yêu cầu đã xác nhận."],
            )
        )
    return out


_NOISE_RUNS = [
    (_A.ADVANCE, "Tạm ứng chi phí tiếp khách"),
    (_A.ADVANCE, "Tạm ứng công tác phí"),
    (_A.INVOICE_PAYMENT, "Thanh toán hoá đơn dịch vụ internet văn phòng"),
    (_A.INVOICE_PAYMENT, "Thanh toán hoá đơn in ấn tài liệu"),
    (_A.PURCHASE, "Mua màn hình phụ cho nhân viên"),
    (_A.PURCHASE, "Mua bàn ghế phòng họp"),
    (_A.DIRECT_PROPOSAL, "Đề xuất tổ chức team building"),
]


def noise_approvals(world: WorldState, rng: random.Random, n: int) -> list[Record]:
    """Completed or rejected approval runs from the past."""
    from avabench.tools.office import approval_steps  # the same thresholds as the tool

    requesters = [
        e for e in world.hr.employees if e.status is not EmploymentStatus.LEFT and e.manager_id
    ]
    if not requesters:
        return []
    existing = {a.id for a in world.office.approvals}
    ids = _free_ids(existing, f"LC-{world.context.today.year}-", 5001, 4, n)
    out: list[Record] = []
    for rid in ids:
        emp = rng.choice(requesters)
        proc, desc = rng.choice(_NOISE_RUNS)
        amount = rng.choice([2, 4, 6, 8, 12, 18, 25, 40, 60]) * 1_000_000 + rng.choice([0, 500_000])
        created = _past_workday(world, rng, 120)
        acted = created + dt.timedelta(days=1)
        planned = approval_steps(world, emp, amount)
        rejected = rng.random() < 0.3
        steps = []
        for i, s in enumerate(planned):
            if rejected and i == len(planned) - 1:
                steps.append(
                    ApprovalStep(
                        approver_id=s.approver_id,
                        role=s.role,
                        status=StepStatus.REJECTED,
                        note="Chưa đủ chứng từ, đề nghị bổ sung hoá đơn.",
                        acted_on=acted,
                    )
                )
            else:
                steps.append(
                    ApprovalStep(
                        approver_id=s.approver_id,
                        role=s.role,
                        status=StepStatus.APPROVED,
                        acted_on=acted,
                    )
                )
        out.append(
            ApprovalRun(
                id=rid,
                process=proc,
                requester_id=emp.id,
                department_id=emp.department_id,
                amount_vnd=amount,
                description=desc,
                steps=steps,
                current_step=max(0, len(steps) - 1),
                status=_AS.REJECTED if rejected else _AS.DONE,
                created_on=created,
                due_date=created + dt.timedelta(days=3),
            )
        )
    return out


_NOISE_MEMORY = [
    ("Cách xưng hô", "Gọi tôi là chị, trả lời ngắn gọn."),
    ("Ngôn ngữ", "Trả lời bằng tiếng Việt, thuật ngữ chuyên môn giữ tiếng Anh."),
    ("Giờ họp ưa thích", "Ưu tiên xếp lịch họp buổi sáng trước 11h."),
    ("Định dạng báo cáo", "Báo cáo tóm tắt dạng gạch đầu dòng, tối đa 5 ý."),
    ("Nhắc việc", "Nhắc tôi gửi báo cáo tuần vào chiều thứ Sáu."),
    ("Chữ ký email", "Trân trọng,\n{name}\nCông ty Cổ phần Công nghệ Minh Long"),
]


def noise_memory(world: WorldState, rng: random.Random, n: int) -> list[Record]:
    """Memory items of users other than the current one."""
    me = world.context.current_user_id
    people = [e for e in world.hr.employees if e.id != me and e.status is not EmploymentStatus.LEFT]
    if not people:
        return []
    existing = {m.id for m in world.office.memory}
    ids = _free_ids(existing, "MEM-", 90001, 5, n)
    out: list[Record] = []
    for mid in ids:
        emp = rng.choice(people)
        key, value = rng.choice(_NOISE_MEMORY)
        out.append(
            MemoryItem(
                id=mid,
                user_id=emp.id,
                key=key,
                value=value.replace("{name}", emp.full_name),
                updated_on=world.context.today - dt.timedelta(days=rng.randint(1, 200)),
            )
        )
    return out


NOISE: dict[str, Callable[[WorldState, random.Random, int], list[Record]]] = {
    "office.bookings": noise_bookings,
    "office.tickets": noise_tickets,
    "office.approvals": noise_approvals,
    "office.memory": noise_memory,
}
