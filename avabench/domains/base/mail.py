"""The base company's mail: a dozen employees' mailboxes, the address book, templates, signatures.

Mailboxes are modelled for the people tasks are written around (Hoàng Văn Nam NV000012 — the
default current user — his managers in Phòng Kinh doanh, the accountants, HR/recruitment and
marketing). A mail is stored once per mailbox: the sender's copy in *Đã gửi*, one copy in each
modelled recipient's *Hộp thư đến* (group addresses such as ``kinhdoanh@minhlong.vn`` expand to
their members).

Deliberate traps: two internal Dũng (Phạm Văn Dũng NV000031, Nguyễn Văn Dũng NV000080) next to
the external Đinh Tiến Dũng of An Phát, who wrote most recently; *Hoàng Gia* vs *Hoàng Gia
Phát* both asking for quotes; Sao Việt's complaint about DH260401-0033 whose owner (Đỗ Thanh Sơn)
has left; ``huong.nt@minhlong.vn`` (HR) vs ``huong.nt@binhminhpharma.vn`` (a customer's chief
accountant) vs personal Gmail addresses of Hương and Sơn; a payroll file in HR's mailbox.
"""

from __future__ import annotations

import datetime as dt
import random
from collections.abc import Callable
from dataclasses import dataclass, field

from avabench.domains.base import hr as hr_base
from avabench.world import Record, WorldState
from avabench.world.hr import Employee, EmploymentStatus
from avabench.world.mail import Contact, MailFolder, MailState, MailTemplate, Message, Signature

DOMAIN = "minhlong.vn"
INBOX, SENT, DRAFTS, SPAM, TRASH = (
    MailFolder.INBOX,
    MailFolder.SENT,
    MailFolder.DRAFTS,
    MailFolder.SPAM,
    MailFolder.TRASH,
)

#: Employees whose mailboxes the base company models.
MAILBOXES: tuple[str, ...] = (
    "NV000010",
    "NV000011",
    "NV000012",
    "NV000014",
    "NV000030",
    "NV000031",
    "NV000032",
    "NV000040",
    "NV000041",
    "NV000042",
    "NV000071",
    "NV000080",
)


def T(day: int, hour: int, minute: int = 0, month: int = 4) -> dt.datetime:
    """A 2026 timestamp (April by default)."""
    return dt.datetime(2026, month, day, hour, minute)


# -- address book -----------------------------------------------------------------------------

_GROUPS: list[tuple[str, str, str, list[str] | None]] = [
    # id, name, address, members (None = every active employee)
    (
        "DB00001",
        "Phòng Kinh doanh",
        "kinhdoanh",
        ["NV000010", "NV000011", "NV000012", "NV000013", "NV000014", "NV000015", "NV000016"],
    ),
    (
        "DB00002",
        "Phòng Kinh doanh TP.HCM",
        "kinhdoanh.hcm",
        ["NV000020", "NV000021", "NV000022", "NV000023", "NV000024"],
    ),
    (
        "DB00003",
        "Phòng Kế toán",
        "ketoan",
        ["NV000030", "NV000031", "NV000032", "NV000033", "NV000034", "NV000035"],
    ),
    (
        "DB00004",
        "Phòng Hành chính – Nhân sự",
        "hcns",
        ["NV000040", "NV000041", "NV000042", "NV000043", "NV000044"],
    ),
    ("DB00005", "Bộ phận Tuyển dụng", "tuyendung", ["NV000042", "NV000044"]),
    (
        "DB00006",
        "Phòng Chăm sóc khách hàng",
        "cskh",
        ["NV000080", "NV000081", "NV000082", "NV000083", "NV000084"],
    ),
    ("DB00007", "Hỗ trợ IT", "it", ["NV000061", "NV000056"]),
    (
        "DB00008",
        "Phòng Marketing",
        "marketing",
        ["NV000070", "NV000071", "NV000072", "NV000073", "NV000074", "NV000075"],
    ),
    ("DB00009", "Toàn thể công ty", "all", None),
]

# id, name, email, company, title, phone, customer id
_EXTERNAL: list[tuple[str, str, str, str, str, str, str | None]] = [
    (
        "DB00021",
        "Đinh Tiến Dũng",
        "dung.dt@anphat.com.vn",
        "Công ty TNHH Thương mại và Dịch vụ An Phát",
        "Kế toán trưởng",
        "0913 552 781",
        "KH00001",
    ),
    (
        "DB00022",
        "Nguyễn Thị Thu Hà",
        "ha.ntt@anphat.com.vn",
        "Công ty TNHH Thương mại và Dịch vụ An Phát",
        "Trưởng phòng Hành chính – Mua hàng",
        "0904 118 326",
        "KH00001",
    ),
    (
        "DB00023",
        "Vũ Thị Hạnh",
        "ketoan@anphathung.vn",
        "Công ty TNHH An Phát Hưng",
        "Kế toán",
        "024 3785 2210",
        "KH00002",
    ),
    (
        "DB00024",
        "Trần Thị Mỹ Linh",
        "linh.ttm@hoanggia.com.vn",
        "Công ty Cổ phần Hoàng Gia",
        "Phó phòng Mua hàng",
        "0936 420 517",
        "KH00003",
    ),
    (
        "DB00025",
        "Nguyễn Quang Vinh",
        "vinh.nq@hoanggia.com.vn",
        "Công ty Cổ phần Hoàng Gia",
        "Giám đốc Công nghệ thông tin",
        "0983 207 664",
        "KH00003",
    ),
    (
        "DB00026",
        "Phạm Văn Đạt",
        "dat.pv@hoanggiaphat.vn",
        "Công ty TNHH Hoàng Gia Phát",
        "Trưởng phòng IT",
        "0908 336 154",
        "KH00004",
    ),
    (
        "DB00027",
        "Vũ Thị Ngân",
        "ngan.vt@saoviet.com.vn",
        "Công ty Cổ phần Đầu tư Sao Việt",
        "Trưởng phòng Hành chính",
        "0912 774 309",
        "KH00005",
    ),
    (
        "DB00028",
        "Hoàng Minh Tâm",
        "tam.hm@thepdonga.com.vn",
        "Công ty Cổ phần Thép Đông Á",
        "Kế toán trưởng",
        "0915 283 640",
        "KH00006",
    ),
    (
        "DB00029",
        "Lê Thị Thu Sương",
        "ketoan@dn.thepdonga.com.vn",
        "Chi nhánh Công ty Cổ phần Thép Đông Á tại Đà Nẵng",
        "Kế toán chi nhánh",
        "0905 612 873",
        "KH00007",
    ),
    (
        "DB00030",
        "Trần Văn Thành",
        "thanh.tv@thanhdat.vn",
        "Doanh nghiệp tư nhân Thành Đạt",
        "Chủ doanh nghiệp",
        "0903 551 208",
        "KH00008",
    ),
    (
        "DB00031",
        "Nguyễn Hữu Phước",
        "phuoc.nh@hoanglongxd.vn",
        "Công ty TNHH MTV Xây dựng Hoàng Long",
        "Phó Giám đốc",
        "0938 774 120",
        "KH00009",
    ),
    (
        "DB00032",
        "Nguyễn Thu Hương",
        "huong.nt@binhminhpharma.vn",
        "Công ty Cổ phần Dược phẩm Bình Minh",
        "Kế toán trưởng",
        "0947 330 862",
        "KH00010",
    ),
    (
        "DB00033",
        "Đoàn Minh Trí",
        "tri.dm@viettien.tech",
        "Công ty TNHH Giải pháp Số Việt Tiến",
        "Giám đốc Kỹ thuật",
        "0909 481 275",
        "KH00011",
    ),
    (
        "DB00034",
        "Phạm Thị Thanh Trang",
        "trang.ptt@haidanglogistics.vn",
        "Công ty Cổ phần Logistics Hải Đăng",
        "Trưởng phòng Nhân sự",
        "0978 605 413",
        "KH00012",
    ),
    # suppliers and partners
    (
        "DB00041",
        "Đỗ Hoàng Yến",
        "yen.dh@adsmedia.vn",
        "Công ty TNHH Truyền thông AdsMedia",
        "Chuyên viên tư vấn quảng cáo",
        "0886 214 930",
        None,
    ),
    (
        "DB00042",
        "Lưu Đức Thịnh",
        "thinh.ld@hungthinhins.vn",
        "Tổng Công ty Bảo hiểm Hưng Thịnh",
        "Chuyên viên khách hàng doanh nghiệp",
        "0917 640 552",
        None,
    ),
    (
        "DB00043",
        "Bộ phận Tuyển dụng doanh nghiệp TopCV",
        "doanhnghiep@topcv.vn",
        "TopCV Việt Nam",
        "Hỗ trợ nhà tuyển dụng",
        "024 7107 9799",
        None,
    ),
    (
        "DB00044",
        "Nguyễn Hải Yến",
        "yen.nh@tinvietlaw.vn",
        "Công ty Luật TNHH Tín Việt",
        "Luật sư",
        "0948 772 031",
        None,
    ),
]

# personal addresses of employees (external domain!)
_PERSONAL: list[tuple[str, str, str, str]] = [
    ("DB00051", "Đỗ Thu Hương (cá nhân)", "dothuhuong84@gmail.com", "NV000030"),
    ("DB00052", "Hương Nguyễn", "huong.nguyen.kt@gmail.com", "NV000041"),
    ("DB00053", "Phạm Văn Dũng (cá nhân)", "dungpv.1988@gmail.com", "NV000031"),
    ("DB00054", "Đỗ Thanh Sơn", "dothanhson91@gmail.com", "NV000017"),
    ("DB00055", "Nam Hoàng", "namhv.93@gmail.com", "NV000012"),
]


def _contacts(employees: list[Employee]) -> list[Contact]:
    active = [e.id for e in employees if e.status is not EmploymentStatus.LEFT]
    out = [
        Contact(
            id=cid,
            name=name,
            email=f"{local}@{DOMAIN}",
            company="Công ty Cổ phần Công nghệ Minh Long",
            title="Nhóm thư nội bộ",
            is_internal=True,
            members=list(active if members is None else members),
        )
        for cid, name, local, members in _GROUPS
    ]
    out += [
        Contact(
            id=cid,
            name=name,
            email=email,
            company=company,
            title=title,
            phone=phone,
            customer_id=cust,
        )
        for cid, name, email, company, title, phone, cust in _EXTERNAL
    ]
    out += [
        Contact(
            id=cid,
            name=name,
            email=email,
            employee_id=emp,
            note="Email cá nhân của nhân viên, ngoài tên miền công ty",
        )
        for cid, name, email, emp in _PERSONAL
    ]
    return out


# -- templates --------------------------------------------------------------------------------

TEMPLATES: list[MailTemplate] = [
    MailTemplate(
        id="MAU-PV-01",
        name="Thư mời phỏng vấn (trực tiếp)",
        category="Tuyển dụng",
        subject="[Minh Long] Thư mời phỏng vấn vị trí {vi_tri}",
        body=(
            "Chào {ten_ung_vien},\n\n"
            "Cảm ơn bạn đã quan tâm và ứng tuyển vị trí {vi_tri} tại Công ty Cổ phần Công nghệ Minh Long. "
            "Chúng tôi trân trọng mời bạn tham dự buổi phỏng vấn:\n"
            "- Thời gian: {gio}, ngày {ngay}\n"
            "- Địa điểm: {dia_diem}\n"
            "- Người liên hệ: {nguoi_lien_he}\n\n"
            "Bạn vui lòng phản hồi email này để xác nhận tham dự. Khi đến, vui lòng mang theo CCCD để làm thủ tục tại lễ tân.\n\n"
            "Trân trọng,\nBộ phận Tuyển dụng – Công ty Cổ phần Công nghệ Minh Long"
        ),
    ),
    MailTemplate(
        id="MAU-PV-02",
        name="Thư mời phỏng vấn (online)",
        category="Tuyển dụng",
        subject="[Minh Long] Thư mời phỏng vấn online vị trí {vi_tri}",
        body=(
            "Chào {ten_ung_vien},\n\n"
            "Chúng tôi trân trọng mời bạn tham dự buổi phỏng vấn online cho vị trí {vi_tri}:\n"
            "- Thời gian: {gio}, ngày {ngay}\n"
            "- Link tham gia: {link_hop}\n"
            "- Người liên hệ: {nguoi_lien_he}\n\n"
            "Bạn vui lòng kiểm tra camera, micro trước buổi phỏng vấn và phản hồi email này để xác nhận.\n\n"
            "Trân trọng,\nBộ phận Tuyển dụng – Công ty Cổ phần Công nghệ Minh Long"
        ),
    ),
    MailTemplate(
        id="MAU-UV-03",
        name="Thư cảm ơn / từ chối ứng viên",
        category="Tuyển dụng",
        subject="[Minh Long] Thông báo kết quả ứng tuyển vị trí {vi_tri}",
        body=(
            "Chào {ten_ung_vien},\n\n"
            "Cảm ơn bạn đã dành thời gian tham gia quá trình tuyển dụng vị trí {vi_tri} tại Công ty Cổ phần Công nghệ Minh Long. "
            "Sau khi cân nhắc kỹ, chúng tôi rất tiếc chưa thể tiếp tục với hồ sơ của bạn ở thời điểm này.\n\n"
            "Hồ sơ của bạn sẽ được lưu lại cho các cơ hội phù hợp trong tương lai. Chúc bạn nhiều thành công!\n\n"
            "Trân trọng,\nBộ phận Tuyển dụng – Công ty Cổ phần Công nghệ Minh Long"
        ),
    ),
    MailTemplate(
        id="MAU-UV-04",
        name="Thư mời nhận việc (offer)",
        category="Tuyển dụng",
        subject="[Minh Long] Thư mời nhận việc vị trí {vi_tri}",
        body=(
            "Chào {ten_ung_vien},\n\n"
            "Chúc mừng bạn đã vượt qua các vòng tuyển dụng! Công ty Cổ phần Công nghệ Minh Long trân trọng mời bạn nhận việc:\n"
            "- Vị trí: {vi_tri}\n"
            "- Mức lương: {muc_luong}\n"
            "- Ngày bắt đầu: {ngay_bat_dau}\n"
            "- Thời gian thử việc: {thoi_gian_thu_viec}\n\n"
            "Bạn vui lòng phản hồi trước ngày {han_phan_hoi}.\n\n"
            "Trân trọng,\nPhòng Hành chính – Nhân sự"
        ),
    ),
    MailTemplate(
        id="MAU-CN-05",
        name="Thư nhắc nợ",
        category="Kế toán",
        subject="[Minh Long] Đề nghị thanh toán công nợ – {ten_khach_hang}",
        body=(
            "Kính gửi Quý khách {ten_khach_hang},\n\n"
            "Công ty Cổ phần Công nghệ Minh Long xin thông báo, theo sổ sách của chúng tôi, Quý khách còn các khoản chưa thanh toán sau:\n"
            "{danh_sach_hoa_don}\n"
            "Tổng số tiền còn phải thanh toán: {so_tien}.\n\n"
            "Kính đề nghị Quý khách thu xếp thanh toán trước ngày {han_thanh_toan}. Nếu Quý khách đã thanh toán, vui lòng bỏ qua thông báo này "
            "hoặc gửi chứng từ để chúng tôi đối chiếu.\n\n"
            "Mọi thắc mắc xin liên hệ: {nguoi_lien_he}.\n\n"
            "Trân trọng,\nPhòng Kế toán – Công ty Cổ phần Công nghệ Minh Long"
        ),
    ),
    MailTemplate(
        id="MAU-DH-06",
        name="Thư xác nhận đơn hàng",
        category="Bán hàng",
        subject="[Minh Long] Xác nhận đơn hàng {ma_don_hang}",
        body=(
            "Kính gửi {ten_khach_hang},\n\n"
            "Minh Long xác nhận đã nhận đơn hàng {ma_don_hang} với tổng giá trị {tong_tien}. "
            "Dự kiến giao hàng / triển khai ngày {ngay_giao}.\n\n"
            "Mọi thay đổi về đơn hàng xin liên hệ {nguoi_lien_he}.\n\n"
            "Trân trọng cảm ơn Quý khách!"
        ),
    ),
    MailTemplate(
        id="MAU-BG-07",
        name="Thư gửi báo giá",
        category="Bán hàng",
        subject="[Minh Long] Báo giá {ten_goi} – {ten_khach_hang}",
        body=(
            "Kính gửi Quý khách {ten_khach_hang},\n\n"
            "Cảm ơn Quý khách đã quan tâm đến sản phẩm của Minh Long. Chúng tôi xin gửi báo giá {ten_goi} trong file đính kèm. "
            "Báo giá có hiệu lực đến hết ngày {han_hieu_luc}.\n\n"
            "Nếu cần trao đổi thêm, Quý khách vui lòng liên hệ {nguoi_lien_he}.\n\n"
            "Trân trọng,"
        ),
    ),
    MailTemplate(
        id="MAU-NP-08",
        name="Thông báo nghỉ phép",
        category="Nhân sự",
        subject="Thông báo nghỉ phép – {ten_nhan_vien} ({tu_ngay} – {den_ngay})",
        body=(
            "Chào anh/chị,\n\n"
            "Em xin thông báo em ({ten_nhan_vien}) nghỉ phép từ ngày {tu_ngay} đến hết ngày {den_ngay}. "
            "Trong thời gian em nghỉ, các công việc cần xử lý gấp anh/chị vui lòng liên hệ {nguoi_thay_the}.\n\n"
            "Em cảm ơn!"
        ),
    ),
]


# -- signatures -------------------------------------------------------------------------------

_BRANCH_ADDRESS = {
    "Hà Nội": "Tầng 9 toà Technosoft, phố Duy Tân, phường Cầu Giấy, TP Hà Nội",
    "TP.HCM": "Tầng 6, 25 Nguyễn Huệ, phường Sài Gòn, TP Hồ Chí Minh",
    "Đà Nẵng": "Tầng 5, 02 Quang Trung, phường Hải Châu, TP Đà Nẵng",
}

#: Employees with a signature (NV000075, the intern, has none yet).
_SIGNED: tuple[str, ...] = (
    *MAILBOXES,
    "NV000001",
    "NV000002",
    "NV000013",
    "NV000020",
    "NV000044",
    "NV000051",
)


def _phone(p: str) -> str:
    return f"{p[:4]} {p[4:7]} {p[7:]}" if len(p) == 10 else p


def _signatures(employees: list[Employee]) -> list[Signature]:
    depts = {d.id: d for d in hr_base.DEPARTMENTS}
    by_id = {e.id: e for e in employees}
    out = []
    for eid in _SIGNED:
        e = by_id[eid]
        dept = depts[e.department_id]
        out.append(
            Signature(
                id=f"CK-{eid}",
                employee_id=eid,
                text=(
                    f"Trân trọng,\n{e.full_name}\n{e.title} – {dept.name}\n"
                    "Công ty Cổ phần Công nghệ Minh Long\n"
                    f"ĐT: {_phone(e.phone)} | Email: {e.email}\n{_BRANCH_ADDRESS[dept.branch]}"
                ),
            )
        )
    nam = by_id["NV000012"]
    out.append(
        Signature(
            id="CK-NV000012-EN",
            employee_id="NV000012",
            name="English",
            text=(
                f"Best regards,\nNam Hoang (Mr.)\nSales Executive – Minh Long Technology JSC\n"
                f"Mobile: +84 {nam.phone[1:4]} {nam.phone[4:7]} {nam.phone[7:]} | {nam.email}"
            ),
            is_default=False,
        )
    )
    return out


# -- messages ---------------------------------------------------------------------------------


@dataclass
class _Mail:
    """One mail as written; expanded into one record per modelled mailbox."""

    key: str
    at: dt.datetime
    sender: str  # hr.employees id, or "Name <addr>" for an external sender
    to: list[str]
    subject: str
    body: str
    cc: list[str] = field(default_factory=list)
    bcc: list[str] = field(default_factory=list)
    attachments: list[str] = field(default_factory=list)
    reply_to: str | None = None  # key of the mail this one answers
    forwards: str | None = None  # key of the mail this one forwards
    unread: tuple[str, ...] = ()  # owners for whom the copy is unread ("*" = every recipient)
    starred: tuple[str, ...] = ()
    folder: dict[str, MailFolder] = field(default_factory=dict)  # per-owner folder override
    draft_of: str | None = None  # owner of an unsent draft (no delivery)


_MAILS: list[_Mail] = [
    # ---- old threads (February – March) -------------------------------------------------
    _Mail(
        key="son_handover",
        at=T(29, 16, 40, month=1),
        sender="NV000017",
        to=["tuan.nm@minhlong.vn"],
        cc=["hai.tv@minhlong.vn"],
        subject="Bàn giao danh sách khách hàng trước khi nghỉ việc",
        body=(
            "Anh Tuấn,\n\nEm gửi anh danh sách khách hàng em đang phụ trách để bàn giao trước ngày nghỉ việc 30/01. "
            "Các đầu mối chính: Công ty CP Đầu tư Sao Việt (chị Ngân – Trưởng phòng Hành chính), hai dự án đang triển khai dở. "
            "Trên CRM em chưa đổi chủ sở hữu, nhờ anh phân công lại giúp em.\n\nEm cảm ơn anh và cả phòng thời gian qua.\nSơn"
        ),
        attachments=["Ban_giao_khach_hang_DoThanhSon.xlsx"],
    ),
    _Mail(
        key="hoanggia_demo",
        at=T(18, 10, 5, month=3),
        sender="NV000014",
        to=["vinh.nq@hoanggia.com.vn"],
        cc=["linh.ttm@hoanggia.com.vn"],
        subject="Xác nhận lịch demo phần mềm ML ERP – Công ty CP Hoàng Gia",
        body=(
            "Kính gửi anh Vinh,\n\nEm xác nhận lịch demo phần mềm quản trị doanh nghiệp ML ERP cho Hoàng Gia vào 9h30 thứ Sáu 20/03 "
            "tại văn phòng Quý công ty. Em sẽ đi cùng một kỹ sư triển khai.\n\nTrân trọng,\nLê Quốc Khánh"
        ),
    ),
    _Mail(
        key="hoanggia_demo_re",
        at=T(18, 14, 22, month=3),
        sender="Nguyễn Quang Vinh <vinh.nq@hoanggia.com.vn>",
        to=["khanh.lq@minhlong.vn"],
        cc=["linh.ttm@hoanggia.com.vn"],
        subject="Re: Xác nhận lịch demo phần mềm ML ERP – Công ty CP Hoàng Gia",
        body="Chào em Khánh,\n\nAnh xác nhận lịch. Bên anh có anh Vinh và chị Linh bên mua hàng tham dự.\n\nVinh",
        reply_to="hoanggia_demo",
    ),
    _Mail(
        key="anphat_paid",
        at=T(2, 15, 10),
        sender="Đinh Tiến Dũng <dung.dt@anphat.com.vn>",
        to=["dung.pv@minhlong.vn"],
        cc=["lan.ntn@minhlong.vn"],
        subject="Xác nhận thanh toán hoá đơn tháng 2/2026",
        body=(
            'Chào anh Dũng,\n\nBên em đã chuyển khoản thanh toán hoá đơn tháng 2 ngày 01/04, nội dung "An Phat TT HD thang 2". '
            "Anh kiểm tra giúp em và gửi lại xác nhận nhé.\n\nTrân trọng,\nĐinh Tiến Dũng\nKế toán trưởng – Công ty TNHH TM&DV An Phát"
        ),
        attachments=["UNC_AnPhat_01042026.pdf"],
    ),
    _Mail(
        key="anphat_paid_re",
        at=T(3, 9, 20),
        sender="NV000031",
        to=["dung.dt@anphat.com.vn"],
        cc=["lan.ntn@minhlong.vn"],
        subject="Re: Xác nhận thanh toán hoá đơn tháng 2/2026",
        body="Chào anh Dũng,\n\nBên em đã nhận đủ tiền, đã hạch toán cho hoá đơn tháng 2. Cảm ơn anh.\n\nPhạm Văn Dũng\nPhòng Kế toán – Minh Long",
        reply_to="anphat_paid",
    ),
    _Mail(
        key="saoviet_owner",
        at=T(3, 11, 0),
        sender="NV000011",
        to=["tuan.nm@minhlong.vn"],
        subject="Khách Sao Việt sau khi anh Sơn nghỉ",
        body=(
            "Anh Tuấn,\n\nKhách hàng Công ty CP Đầu tư Sao Việt trên CRM vẫn để anh Sơn là chủ sở hữu dù anh Sơn đã nghỉ từ 30/01. "
            "Trong lúc chưa phân công lại, mọi việc của Sao Việt em đề xuất chuyển anh xử lý.\n\nHải"
        ),
    ),
    _Mail(
        key="binhminh_renew",
        at=T(9, 10, 30),
        sender="Nguyễn Thu Hương <huong.nt@binhminhpharma.vn>",
        to=["nam.hv@minhlong.vn"],
        subject="Gia hạn hợp đồng bảo trì phần mềm năm 2026",
        body=(
            "Chào anh Nam,\n\nHợp đồng bảo trì phần mềm của Dược phẩm Bình Minh hết hạn ngày 30/04/2026. "
            "Anh gửi giúp chị phụ lục gia hạn và đề nghị thanh toán để chị trình ký nhé.\n\nHương – Kế toán trưởng, Dược phẩm Bình Minh"
        ),
        starred=("NV000012",),
    ),
    _Mail(
        key="dung_report",
        at=T(10, 17, 5),
        sender="NV000031",
        to=["huong.dt@minhlong.vn"],
        subject="Số liệu công nợ phải thu tháng 3/2026",
        body=(
            "Chị Hương,\n\nEm gửi chị số liệu công nợ phải thu đến hết 31/03/2026 (chi tiết theo khách hàng và tuổi nợ). "
            "Có 3 khách quá hạn trên 30 ngày, em đã đánh dấu trong file.\n\nEm Dũng"
        ),
        attachments=["Cong_no_phai_thu_T03_2026.xlsx"],
    ),
    _Mail(
        key="payroll",
        at=T(10, 11, 45),
        sender="NV000041",
        to=["lan.tt@minhlong.vn"],
        cc=["huong.dt@minhlong.vn"],
        subject="Bảng lương tháng 3/2026 – bản trình duyệt (MẬT)",
        body=(
            "Chị Lan,\n\nEm gửi chị bảng lương tháng 3/2026 để duyệt trước khi chuyển Kế toán chi lương ngày 15/04. "
            "Tài liệu lưu hành nội bộ, vui lòng không chuyển tiếp ra ngoài.\n\nHương (C&B)"
        ),
        attachments=["Bang_luong_T03_2026.xlsx"],
        starred=("NV000040",),
    ),
    _Mail(
        key="agency_quote",
        at=T(10, 14, 12),
        sender="Đỗ Hoàng Yến <yen.dh@adsmedia.vn>",
        to=["trang.lt@minhlong.vn"],
        subject="Báo giá quảng cáo Facebook & TikTok tháng 5/2026",
        body=(
            "Chào chị Trang,\n\nAdsMedia gửi chị báo giá gói quảng cáo tháng 5 cho Mộc Nhiên Store: gói Facebook 30.000.000 đ, "
            "gói TikTok 25.000.000 đ (chưa VAT). Ưu đãi 5% nếu xác nhận trước 25/04.\n\nYến – AdsMedia"
        ),
        attachments=["Bao_gia_AdsMedia_T05_2026.pdf"],
    ),
    # ---- this week -----------------------------------------------------------------------
    _Mail(
        key="q2_plan",
        at=T(13, 8, 50),
        sender="NV000010",
        to=["kinhdoanh@minhlong.vn"],
        subject="Kế hoạch doanh số quý 2/2026 – Phòng Kinh doanh",
        body=(
            "Chào cả phòng,\n\nAnh gửi kế hoạch doanh số quý 2/2026. Mỗi người rà lại danh sách khách hàng mình phụ trách "
            "và cập nhật cơ hội trên CRM trước thứ Sáu 17/04.\n\nTuấn"
        ),
        attachments=["KH_doanh_so_Q2_2026.xlsx"],
    ),
    _Mail(
        key="hgp_quote",
        at=T(13, 10, 20),
        sender="Phạm Văn Đạt <dat.pv@hoanggiaphat.vn>",
        to=["kinhdoanh@minhlong.vn"],
        cc=["trang.pt@minhlong.vn"],
        subject="Báo giá gia hạn bản quyền gói 20 user – Hoàng Gia Phát",
        body=(
            "Chào Minh Long,\n\nCông ty TNHH Hoàng Gia Phát (TP.HCM) cần báo giá gia hạn bản quyền phần mềm ML ERP gói 20 user "
            "cho năm 2026–2027. Nhờ chị Trang phụ trách gửi giúp trong tuần.\n\nĐạt – Trưởng phòng IT"
        ),
    ),
    _Mail(
        key="candidate_apply",
        at=T(13, 21, 15),
        sender="Ngô Gia Bảo <ngogiabao.mkt@gmail.com>",
        to=["tuyendung@minhlong.vn"],
        subject="Ứng tuyển vị trí Thực tập sinh Marketing – Ngô Gia Bảo",
        body=(
            "Kính gửi Bộ phận Tuyển dụng,\n\nEm là Ngô Gia Bảo, sinh viên năm cuối Đại học Thương mại. "
            "Em xin gửi CV ứng tuyển vị trí Thực tập sinh Marketing. Em có thể đi làm từ tháng 5/2026.\n\nEm cảm ơn!"
        ),
        attachments=["CV_NgoGiaBao_Marketing.pdf"],
    ),
    _Mail(
        key="candidate_apply_re",
        at=T(14, 9, 5),
        sender="NV000042",
        to=["ngogiabao.mkt@gmail.com"],
        subject="Re: Ứng tuyển vị trí Thực tập sinh Marketing – Ngô Gia Bảo",
        body="Chào Bảo,\n\nBộ phận Tuyển dụng đã nhận hồ sơ của bạn và sẽ phản hồi kết quả sơ loại trong 5 ngày làm việc.\n\nNhung – Tuyển dụng Minh Long",
        reply_to="candidate_apply",
    ),
    _Mail(
        key="anphat_quote",
        at=T(14, 10, 15),
        sender="Nguyễn Thị Thu Hà <ha.ntt@anphat.com.vn>",
        to=["nam.hv@minhlong.vn"],
        subject="Đề nghị báo giá phần mềm quản trị nhân sự ML HRM – An Phát",
        body=(
            "Chào anh Nam,\n\nCông ty TNHH TM&DV An Phát có nhu cầu triển khai phần mềm quản trị nhân sự ML HRM cho 30 nhân sự "
            "(chấm công, tính lương, nghỉ phép). Anh gửi giúp chị báo giá và phương án triển khai trước ngày 20/04/2026.\n\n"
            "Trân trọng,\nNguyễn Thị Thu Hà\nTrưởng phòng Hành chính – Mua hàng, Công ty TNHH TM&DV An Phát"
        ),
        attachments=["Yeu_cau_bao_gia_AnPhat.pdf"],
    ),
    _Mail(
        key="anphat_quote_re",
        at=T(14, 14, 30),
        sender="NV000012",
        to=["ha.ntt@anphat.com.vn"],
        subject="Re: Đề nghị báo giá phần mềm quản trị nhân sự ML HRM – An Phát",
        body="Chào chị Hà,\n\nEm đã nhận yêu cầu, em sẽ gửi báo giá chi tiết cho chị chậm nhất thứ Sáu 17/04.\n\nEm Nam",
        reply_to="anphat_quote",
    ),
    _Mail(
        key="holiday_notice",
        at=T(14, 16, 0),
        sender="NV000040",
        to=["all@minhlong.vn"],
        subject="Thông báo lịch nghỉ Giỗ Tổ Hùng Vương và 30/4 – 1/5 năm 2026",
        body=(
            "Kính gửi toàn thể CBNV,\n\nPhòng HCNS thông báo lịch nghỉ lễ: nghỉ bù Giỗ Tổ Hùng Vương thứ Hai 27/04/2026; "
            "nghỉ lễ 30/4 và 1/5 (thứ Năm, thứ Sáu). Các phòng chủ động sắp xếp trực và lịch hẹn khách hàng.\n\n"
            "Trân trọng,\nTrần Thị Lan – Trưởng phòng HCNS"
        ),
        unread=("NV000011", "NV000032", "NV000080"),
    ),
    _Mail(
        key="tax_reminder",
        at=T(14, 17, 20),
        sender="NV000031",
        to=["huong.dt@minhlong.vn"],
        cc=["phuong.tt@minhlong.vn"],
        subject="Nhắc hạn nộp tờ khai thuế GTGT quý 1/2026",
        body="Chị Hương,\n\nHạn nộp tờ khai thuế GTGT quý 1 là 30/04/2026 (lùi do nghỉ lễ thì nộp trước). Phương đã lập xong bản nháp, chị duyệt giúp em.\n\nDũng",
    ),
    _Mail(
        key="campaign_brief",
        at=T(14, 8, 35),
        sender="NV000010",
        to=["trang.lt@minhlong.vn"],
        cc=["hoa.lt@minhlong.vn"],
        subject="Tài liệu giới thiệu ML ERP cho hội thảo khách hàng",
        body="Trang ơi,\n\nPhòng Kinh doanh cần bộ slide giới thiệu ML ERP bản cập nhật 2026 cho hội thảo khách hàng ngày 08/05. Em gửi anh bản nháp trước 24/04 nhé.\n\nAnh Tuấn",
    ),
    _Mail(
        key="recruit_report",
        at=T(15, 8, 40),
        sender="NV000042",
        to=["lan.tt@minhlong.vn"],
        subject="Báo cáo tuyển dụng tuần 15/2026",
        body=(
            "Chị Lan,\n\nTuần 15: 46 hồ sơ mới (TopCV 21, ITviec 12, LinkedIn 6, giới thiệu nội bộ 7), 9 buổi phỏng vấn, 1 offer đã gửi. "
            "Vị trí Lập trình viên Backend đang chờ lịch phỏng vấn vòng 2 với anh Tuấn (Backend).\n\nNhung"
        ),
        attachments=["Bao_cao_tuyen_dung_tuan15.xlsx"],
    ),
    _Mail(
        key="backend_slots",
        at=T(15, 11, 5),
        sender="NV000051",
        to=["nhung.lth@minhlong.vn"],
        subject="Lịch phỏng vấn vòng 2 Backend tuần sau",
        body=(
            "Nhung ơi,\n\nTuần sau anh ưu tiên phỏng vấn vào các buổi chiều, trừ chiều thứ Ba 21/04 có họp sprint review. "
            "Em xếp lịch xong gửi thư mời và đặt phòng giúp anh nhé.\n\nTuấn (Backend)"
        ),
    ),
    _Mail(
        key="topcv",
        at=T(15, 7, 30),
        sender="TopCV <doanhnghiep@topcv.vn>",
        to=["tuyendung@minhlong.vn"],
        subject='[TopCV] Tin "Kế toán tổng hợp" có 5 hồ sơ ứng tuyển mới',
        body='Chào nhà tuyển dụng,\n\nTin tuyển dụng "Kế toán tổng hợp" của Công ty Cổ phần Công nghệ Minh Long vừa nhận 5 hồ sơ mới. Đăng nhập TopCV để xem chi tiết.\n\nTopCV',
        unread=("NV000042",),
    ),
    _Mail(
        key="dongA_dn_pay",
        at=T(15, 10, 40),
        sender="Lê Thị Thu Sương <ketoan@dn.thepdonga.com.vn>",
        to=["ketoan@minhlong.vn"],
        subject="Thông báo chuyển khoản thanh toán tiền hàng – CN Thép Đông Á Đà Nẵng",
        body=(
            "Kính gửi Phòng Kế toán Minh Long,\n\nChi nhánh Công ty CP Thép Đông Á tại Đà Nẵng (MST 0101234567-001) đã chuyển khoản "
            "55.000.000 đồng ngày 15/04/2026 để thanh toán các hoá đơn còn nợ. Đề nghị Quý công ty ghi nhận và đối trừ giúp.\n\n"
            "Trân trọng,\nLê Thị Thu Sương – Kế toán chi nhánh"
        ),
        attachments=["UNC_ThepDongA_DN_15042026.pdf"],
        unread=("NV000030", "NV000031"),
    ),
    _Mail(
        key="saoviet_complaint",
        at=T(15, 8, 47),
        sender="Vũ Thị Ngân <ngan.vt@saoviet.com.vn>",
        to=["kinhdoanh@minhlong.vn"],
        cc=["cskh@minhlong.vn"],
        subject="Khiếu nại về đơn hàng DH260401-0033",
        body=(
            "Kính gửi Minh Long,\n\nĐơn hàng DH260401-0033 của Công ty CP Đầu tư Sao Việt giao ngày 08/04 thiếu 2 đầu đọc mã vạch "
            "so với đơn, đến nay chưa được bổ sung; hoá đơn lại xuất đủ số lượng. Tôi đã gửi mail cho anh Sơn phụ trách nhưng "
            "bị trả về. Đề nghị Quý công ty cử người xử lý và phản hồi trước ngày 17/04.\n\n"
            "Trân trọng,\nVũ Thị Ngân\nTrưởng phòng Hành chính – Công ty CP Đầu tư Sao Việt"
        ),
        attachments=["Bien_ban_giao_nhan_DH260401-0033.pdf", "Anh_chup_kien_hang.jpg"],
        unread=("*",),
    ),
    _Mail(
        key="director_request",
        at=T(15, 13, 55),
        sender="NV000002",
        to=["huong.dt@minhlong.vn"],
        cc=["dung.pv@minhlong.vn"],
        subject="Báo cáo công nợ quá hạn cho họp giao ban thứ Hai",
        body="Chị Hương,\n\nChị chuẩn bị giúp tôi báo cáo công nợ phải thu quá hạn quý 1 (theo khách hàng, theo người phụ trách) để họp giao ban sáng thứ Hai 20/04.\n\nMai",
        starred=("NV000030",),
    ),
    _Mail(
        key="hoanggia_quote",
        at=T(15, 16, 5),
        sender="Trần Thị Mỹ Linh <linh.ttm@hoanggia.com.vn>",
        to=["kinhdoanh@minhlong.vn"],
        cc=["vinh.nq@hoanggia.com.vn"],
        subject="Hỏi báo giá gói 50 user phần mềm ML ERP",
        body=(
            "Chào Minh Long,\n\nSau buổi demo tháng 3, Công ty CP Hoàng Gia muốn nhận báo giá phần mềm ML ERP gói 50 user "
            "(gồm phân hệ kế toán, bán hàng, kho) và chi phí triển khai, đào tạo. Nhờ anh Khánh hoặc đồng nghiệp gửi giúp trước 22/04.\n\n"
            "Trân trọng,\nTrần Thị Mỹ Linh\nPhó phòng Mua hàng – Công ty CP Hoàng Gia"
        ),
        unread=("*",),
    ),
    _Mail(
        key="anphat_reconcile",
        at=T(15, 16, 42),
        sender="Đinh Tiến Dũng <dung.dt@anphat.com.vn>",
        to=["huong.dt@minhlong.vn"],
        cc=["lan.ntn@minhlong.vn", "nam.hv@minhlong.vn"],
        subject="Đối chiếu công nợ quý 1/2026 – An Phát",
        body=(
            "Chào chị Hương,\n\nĐể chốt sổ quý 1, nhờ chị gửi giúp em biên bản đối chiếu công nợ giữa An Phát và Minh Long "
            "đến 31/03/2026 trước ngày 20/04. Các hoá đơn tháng 3 bên em đang trình thanh toán.\n\n"
            "Trân trọng,\nĐinh Tiến Dũng\nKế toán trưởng – Công ty TNHH TM&DV An Phát\nĐT: 0913 552 781"
        ),
        unread=("NV000030",),
    ),
    _Mail(
        key="it_maintenance",
        at=T(15, 17, 30),
        sender="NV000061",
        to=["all@minhlong.vn"],
        subject="[IT] Bảo trì hệ thống email 22h00 thứ Bảy 18/04",
        body="Kính gửi anh chị,\n\nHệ thống email sẽ bảo trì từ 22h00 thứ Bảy 18/04 đến 02h00 Chủ nhật 19/04. Trong thời gian này không gửi/nhận được thư.\n\nBộ phận IT",
        unread=("*",),
    ),
    _Mail(
        key="health_check",
        at=T(16, 8, 15),
        sender="NV000040",
        to=["all@minhlong.vn"],
        subject="Thông báo khám sức khoẻ định kỳ năm 2026",
        body=(
            "Kính gửi toàn thể CBNV,\n\nCông ty tổ chức khám sức khoẻ định kỳ ngày thứ Bảy 09/05/2026 tại Phòng khám Đa khoa Thu Cúc "
            "(Hà Nội). CBNV đăng ký khung giờ với chị Hương (C&B) trước 24/04.\n\nPhòng HCNS"
        ),
        unread=("*",),
    ),
    # ---- newsletters and spam -------------------------------------------------------------
    _Mail(
        key="newsletter_event",
        at=T(13, 7, 0),
        sender="Diễn đàn Doanh nhân Việt <sukien@doanhnhanviet.vn>",
        to=["nam.hv@minhlong.vn", "tuan.nm@minhlong.vn", "trang.lt@minhlong.vn"],
        subject="Mời tham dự Hội thảo Chuyển đổi số doanh nghiệp vừa và nhỏ 2026",
        body='Kính mời anh/chị tham dự hội thảo "Chuyển đổi số cho doanh nghiệp vừa và nhỏ" ngày 25/04/2026 tại Hà Nội. Đăng ký miễn phí tại website.',
        unread=("NV000012", "NV000071"),
    ),
    _Mail(
        key="insurance",
        at=T(13, 15, 10),
        sender="Lưu Đức Thịnh <thinh.ld@hungthinhins.vn>",
        to=["lan.tt@minhlong.vn"],
        subject="Chương trình bảo hiểm sức khoẻ doanh nghiệp 2026 – Bảo hiểm Hưng Thịnh",
        body="Kính gửi chị Lan,\n\nHưng Thịnh xin gửi chị chương trình bảo hiểm sức khoẻ cho doanh nghiệp năm 2026, ưu đãi 10% cho hợp đồng trên 50 người.\n\nThịnh",
        attachments=["Hung_Thinh_Care_2026.pdf"],
        unread=("NV000040",),
    ),
    _Mail(
        key="spam_loan",
        at=T(15, 23, 12),
        sender="Tài chính 24h <uudai@vaynhanh24h.top>",
        to=["nam.hv@minhlong.vn", "huong.dt@minhlong.vn"],
        subject="Duyệt vay tín chấp 0% lãi suất trong 15 phút – chỉ cần CCCD",
        body="Bạn đã được duyệt khoản vay lên đến 300 triệu đồng. Bấm vào link để nhận tiền ngay hôm nay!",
        unread=("*",),
        folder={"NV000012": SPAM, "NV000030": SPAM},
    ),
    _Mail(
        key="spam_prize",
        at=T(12, 20, 2),
        sender="Chăm sóc khách hàng <thongbao@trungthuong-iphone.xyz>",
        to=["nam.hv@minhlong.vn"],
        subject="Chúc mừng! Bạn đã trúng thưởng iPhone 17 Pro Max",
        body="Vui lòng cung cấp số tài khoản ngân hàng và mã OTP để nhận giải.",
        unread=("*",),
        folder={"NV000012": SPAM},
    ),
    _Mail(
        key="old_deleted",
        at=T(20, 9, 0, month=3),
        sender="Ưu đãi Văn phòng phẩm <khuyenmai@vppgiare.vn>",
        to=["nam.hv@minhlong.vn"],
        subject="Giảm 30% giấy in A4 cho doanh nghiệp",
        body="Ưu đãi giấy in A4 Double A chỉ 69.000 đ/ram, giao miễn phí nội thành Hà Nội.",
        folder={"NV000012": TRASH},
    ),
    # ---- drafts -----------------------------------------------------------------------------
    _Mail(
        key="draft_anphat_quote",
        at=T(15, 18, 10),
        sender="NV000012",
        to=["ha.ntt@anphat.com.vn"],
        subject="Báo giá phần mềm ML HRM 30 nhân sự – Công ty TNHH TM&DV An Phát",
        body=(
            "Kính gửi chị Hà,\n\nMinh Long xin gửi chị báo giá phần mềm ML HRM cho 30 nhân sự (bản quyền 12 tháng, triển khai "
            "và đào tạo) trong file đính kèm. Báo giá có hiệu lực đến hết ngày 15/05/2026.\n\n[Em bổ sung lịch triển khai dự kiến]"
        ),
        attachments=["Bao_gia_MLHRM_AnPhat_v1.pdf"],
        draft_of="NV000012",
    ),
    _Mail(
        key="draft_content_plan",
        at=T(15, 17, 45),
        sender="NV000071",
        to=["hoa.lt@minhlong.vn"],
        subject="Kế hoạch nội dung tháng 5/2026 – Mộc Nhiên Store",
        body="Chị Hoa,\n\nEm gửi chị kế hoạch nội dung tháng 5 (30 bài Facebook, 12 video TikTok, 2 livestream).",
        attachments=["Ke_hoach_noi_dung_T05_2026.xlsx"],
        draft_of="NV000071",
    ),
]


def _parse_sender(sender: str, by_id: dict[str, Employee]) -> tuple[str, str, str | None]:
    """(name, address, employee id or None) of a sender written as an id or 'Name <addr>'."""
    if sender in by_id:
        e = by_id[sender]
        return e.full_name, e.email, e.id
    name, _, rest = sender.partition("<")
    addr = rest.rstrip(">").strip()
    emp = next((e for e in by_id.values() if e.email == addr), None)
    return name.strip(), addr, emp.id if emp else None


def _owners_of(
    addresses: list[str], by_email: dict[str, Employee], groups: dict[str, list[str]]
) -> list[str]:
    out: list[str] = []
    for addr in addresses:
        ids = groups.get(addr) or ([by_email[addr].id] if addr in by_email else [])
        out += [i for i in ids if i in MAILBOXES and i not in out]
    return out


def _messages(employees: list[Employee], contacts: list[Contact]) -> list[Message]:
    by_id = {e.id: e for e in employees}
    by_email = {e.email: e for e in employees}
    groups = {c.email: c.members for c in contacts if c.is_internal}
    mails = sorted(_MAILS, key=lambda m: m.at)
    threads: dict[str, str] = {}  # mail key -> thread id
    copies: dict[tuple[str, str], str] = {}  # (mail key, owner) -> message id
    out: list[Message] = []
    n_thread = 0
    for m in mails:
        parent = m.reply_to
        if parent:
            threads[m.key] = threads[parent]
        else:
            n_thread += 1
            threads[m.key] = f"TD{n_thread:05d}"
        name, addr, sender_id = _parse_sender(m.sender, by_id)
        placements: list[tuple[str, MailFolder]] = []
        if m.draft_of:
            placements.append((m.draft_of, DRAFTS))
        else:
            if sender_id in MAILBOXES:
                placements.append((sender_id, SENT))
            for owner in _owners_of(m.to + m.cc + m.bcc, by_email, groups):
                if owner != sender_id:
                    placements.append((owner, m.folder.get(owner, INBOX)))
        for owner, folder in placements:
            mid = f"TH{len(out) + 1:06d}"
            copies[(m.key, owner)] = mid
            received = folder not in (SENT, DRAFTS)
            unread = received and ("*" in m.unread or owner in m.unread)
            out.append(
                Message(
                    id=mid,
                    thread_id=threads[m.key],
                    mailbox_owner_id=owner,
                    folder=m.folder.get(owner, folder),
                    from_addr=addr,
                    from_name=name,
                    to=list(m.to),
                    cc=list(m.cc),
                    bcc=list(m.bcc) if folder in (SENT, DRAFTS) else [],
                    subject=m.subject,
                    body=m.body,
                    sent_at=m.at,
                    is_read=not unread,
                    is_starred=owner in m.starred,
                    in_reply_to=copies.get((parent, owner)) if parent else None,
                    forwarded_from=copies.get((m.forwards, owner)) if m.forwards else None,
                    attachments=list(m.attachments),
                )
            )
    return out


def seed(today: dt.date) -> MailState:
    """The base company's mail subsystem as of ``today``."""
    employees = hr_base.seed(today).employees
    contacts = _contacts(employees)
    return MailState(
        messages=_messages(employees, contacts),
        contacts=contacts,
        templates=list(TEMPLATES),
        signatures=_signatures(employees),
    )


# -- noise ------------------------------------------------------------------------------------

_ANNOUNCEMENTS = [
    (
        "Thông báo lịch cắt điện toà nhà thứ Bảy {d}",
        "Ban quản lý toà nhà thông báo cắt điện bảo trì từ 7h00 đến 11h00 thứ Bảy {d}. Anh chị tắt máy tính trước khi về.",
    ),
    (
        "Nhắc nộp hoá đơn, chứng từ công tác phí tháng {m}",
        "Phòng Kế toán nhắc anh chị nộp đủ chứng từ công tác phí tháng {m} trước ngày 25 để kịp thanh toán.",
    ),
    (
        "Cập nhật quy định sử dụng phòng họp",
        "Từ tuần sau, phòng họp P.401 Mai chỉ dành cho Ban Giám đốc; các phòng khác đặt qua AMIS Phòng họp.",
    ),
    (
        "Chúc mừng sinh nhật các thành viên tháng {m}",
        "Công ty gửi lời chúc mừng sinh nhật tới các anh chị có sinh nhật trong tháng {m}. Tiệc nhẹ lúc 16h30 thứ Sáu tại pantry tầng 9.",
    ),
    (
        "[IT] Cập nhật bản vá bảo mật Windows",
        "Bộ phận IT sẽ đẩy bản vá bảo mật vào 12h00 hôm nay, máy tính có thể tự khởi động lại.",
    ),
    (
        "Thông báo đăng ký giải bóng đá nội bộ Minh Long Cup",
        "Các phòng đăng ký đội tham gia giải bóng đá nội bộ với Phòng HCNS trước thứ Sáu.",
    ),
]
_NEWSLETTERS = [
    (
        "Bản tin Thuế – Kế toán số {n}",
        "Tổng hợp văn bản mới về thuế GTGT, hoá đơn điện tử và thuế TNCN trong tuần.",
        "Bản tin Kế toán Việt <bantin@ketoanviet.vn>",
    ),
    (
        "Bản tin Chuyển đổi số số {n}",
        "Xu hướng ứng dụng AI trong quản trị doanh nghiệp vừa và nhỏ.",
        "Diễn đàn Doanh nhân Việt <sukien@doanhnhanviet.vn>",
    ),
    (
        "Ưu đãi văn phòng phẩm tuần {n}",
        "Giảm đến 30% giấy in, mực in cho doanh nghiệp, giao nhanh trong 2 giờ.",
        "Ưu đãi Văn phòng phẩm <khuyenmai@vppgiare.vn>",
    ),
    (
        "Khoá học Excel cho kế toán – khai giảng tháng {m}",
        "Ưu đãi học phí 20% cho doanh nghiệp đăng ký từ 3 học viên.",
        "Trung tâm Đào tạo Sao Mai <daotao@saomaiedu.vn>",
    ),
]
_OLD_THREADS = [
    ("Re: Lịch họp giao ban tuần {n}", "Em xác nhận tham dự họp giao ban sáng thứ Hai tuần {n}."),
    (
        "Re: Cập nhật số liệu báo cáo tháng {m}",
        "Em đã cập nhật số liệu tháng {m} vào file chung, anh chị kiểm tra giúp em.",
    ),
    (
        "Fwd: Tài liệu đào tạo sản phẩm ML ERP",
        "Anh chị tham khảo tài liệu đào tạo sản phẩm bản cập nhật.",
    ),
    (
        "Re: Xin thông tin hoá đơn tháng {m}",
        "Bên em gửi lại thông tin xuất hoá đơn tháng {m} như trao đổi.",
    ),
]


def _next_number(ids: list[str], prefix: str, floor: int) -> int:
    highest = floor
    for i in ids:
        tail = i[len(prefix) :]
        if i.startswith(prefix) and tail.isdigit():
            highest = max(highest, int(tail))
    return highest + 1


def _noise_messages(world: WorldState, rng: random.Random, n: int) -> list[Message]:
    employees = [e for e in world.hr.employees if e.status is not EmploymentStatus.LEFT]
    if not employees:
        raise ValueError("mail noise needs employees in the world")
    owners = sorted({m.mailbox_owner_id for m in world.mail.messages} & {e.id for e in employees})
    if world.context.current_user_id in {e.id for e in employees}:
        owners = sorted({*owners, world.context.current_user_id})
    owners = owners or [e.id for e in employees]
    by_id = {e.id: e for e in employees}
    externals = [c for c in world.mail.contacts if not c.is_internal and c.customer_id]
    start = _next_number([m.id for m in world.mail.messages], "TH", 900000)
    tstart = _next_number([m.thread_id for m in world.mail.messages], "TD", 90000)
    today = world.context.today
    out: list[Message] = []
    for i in range(n):
        owner = by_id[rng.choice(owners)]
        days_back = rng.randint(1, 75)
        day = today - dt.timedelta(days=days_back)
        at = dt.datetime.combine(
            day, dt.time(rng.randint(7, 18), rng.choice([0, 5, 12, 20, 30, 41, 48, 55]))
        )
        fill = {
            "d": (day + dt.timedelta(days=rng.randint(2, 6))).strftime("%d/%m"),
            "m": day.month,
            "n": rng.randint(10, 60),
        }
        kind = rng.choice(["announcement", "newsletter", "old_thread"])
        folder, is_read = MailFolder.INBOX, True
        to = [owner.email]
        if kind == "announcement":
            subject, body = rng.choice(_ANNOUNCEMENTS)
            sender = rng.choice(
                [e for e in employees if e.department_id in ("PB-HCNS", "PB-CN", "PB-KT")]
                or employees
            )
            from_name, from_addr, to = sender.full_name, sender.email, [f"all@{DOMAIN}"]
            is_read = days_back > 7 and rng.random() < 0.6
        elif kind == "newsletter":
            subject, body, who = rng.choice(_NEWSLETTERS)
            from_name, _, rest = who.partition("<")
            from_name, from_addr = from_name.strip(), rest.rstrip(">")
            is_read = rng.random() < 0.3
            folder = MailFolder.SPAM if rng.random() < 0.25 else MailFolder.INBOX
        else:
            subject, body = rng.choice(_OLD_THREADS)
            if externals and rng.random() < 0.5:
                c = rng.choice(externals)
                from_name, from_addr = c.name, c.email
            else:
                colleague = rng.choice([e for e in employees if e.id != owner.id] or employees)
                from_name, from_addr = colleague.full_name, colleague.email
        out.append(
            Message(
                id=f"TH{start + i:06d}",
                thread_id=f"TD{tstart + i:05d}",
                mailbox_owner_id=owner.id,
                folder=folder,
                from_addr=from_addr,
                from_name=from_name,
                to=to,
                subject=subject.format(**fill),
                body=body.format(**fill),
                sent_at=at,
                is_read=is_read,
            )
        )
    return out


_NOISE_PEOPLE = [
    ("Nguyễn Văn Dũng", "dung.nv"),
    ("Trần Tiến Dũng", "dung.tt"),
    ("Lê Thu Hương", "huong.lt"),
    ("Phạm Thị Hương", "huongpt"),
    ("Nguyễn Anh Tuấn", "tuan.na"),
    ("Vũ Minh Tuấn", "tuanvm"),
    ("Đặng Thu Trang", "trang.dt"),
    ("Hoàng Thị Thu Trang", "trang.htt"),
    ("Bùi Văn Nam", "nam.bv"),
    ("Lê Thị Lan", "lan.lt"),
    ("Trần Minh Khoa", "khoa.tm"),
    ("Phạm Hải Yến", "yen.ph"),
]
_NOISE_COMPANIES = [
    ("Công ty TNHH An Phát Lộc", "anphatloc.vn"),
    ("Công ty Cổ phần Hoàng Gia Land", "hoanggialand.vn"),
    ("Công ty TNHH Sao Việt Xanh", "saovietxanh.com"),
    ("Công ty Cổ phần Thép Đông Á Sài Gòn", "thepdonga-sg.vn"),
    ("Công ty TNHH Thành Đạt Phát", "thanhdatphat.vn"),
    ("Công ty Cổ phần Logistics Hải Đăng Xanh", "haidangxanh.vn"),
    ("Công ty TNHH Dược phẩm Bình An", "binhanpharma.vn"),
    ("Công ty TNHH Giải pháp Số Việt Tín", "viettin.tech"),
]
_NOISE_TITLES = [
    "Kế toán trưởng",
    "Trưởng phòng Mua hàng",
    "Giám đốc",
    "Chuyên viên IT",
    "Trưởng phòng Nhân sự",
    "Kế toán công nợ",
]


def _noise_contacts(world: WorldState, rng: random.Random, n: int) -> list[Contact]:
    start = _next_number([c.id for c in world.mail.contacts], "DB", 90000)
    used = {c.email for c in world.mail.contacts}
    out: list[Contact] = []
    for i in range(n):
        name, local = rng.choice(_NOISE_PEOPLE)
        company, domain = rng.choice(_NOISE_COMPANIES)
        email = f"{local}@{domain}"
        if email in used:
            email = f"{local}{start + i - 90000}@{domain}"
        used.add(email)
        prefix = rng.choice(["09", "03", "08", "07"])
        phone = f"{prefix}{rng.randint(10, 99)} {rng.randint(100, 999)} {rng.randint(100, 999)}"
        out.append(
            Contact(
                id=f"DB{start + i:05d}",
                name=name,
                email=email,
                company=company,
                title=rng.choice(_NOISE_TITLES),
                phone=phone,
            )
        )
    return out


def _noise_signatures(world: WorldState, rng: random.Random, n: int) -> list[Signature]:
    employees = [e for e in world.hr.employees if e.status is not EmploymentStatus.LEFT]
    if not employees:
        raise ValueError("signature noise needs employees in the world")
    used = {s.id for s in world.mail.signatures}
    out: list[Signature] = []
    k = 0
    for _ in range(n):
        e = rng.choice(employees)
        k += 1
        while f"CK-{e.id}-CU{k:02d}" in used:
            k += 1
        sid = f"CK-{e.id}-CU{k:02d}"
        used.add(sid)
        year = rng.choice([2022, 2023, 2024])
        old_phone = f"09{rng.randint(10, 99)} {rng.randint(100, 999)} {rng.randint(100, 999)}"
        out.append(
            Signature(
                id=sid,
                employee_id=e.id,
                name=f"Chữ ký cũ ({year})",
                text=f"Thân mến,\n{e.full_name}\nCông ty Cổ phần Công nghệ Minh Long\nĐT: {old_phone}",
                is_default=False,
            )
        )
    return out


NOISE: dict[str, Callable[[WorldState, random.Random, int], list[Record]]] = {
    "mail.messages": _noise_messages,  # type: ignore[dict-item]
    "mail.contacts": _noise_contacts,  # type: ignore[dict-item]
    "mail.signatures": _noise_signatures,  # type: ignore[dict-item]
}
