"""The base company's CRM: 18 customers, their contacts, leads, opportunities and activities.

Built on purpose for realistic traps: near-duplicate names (An Phát / An Phát Hưng / An Phát
Logistics, Hoàng Gia / Hoàng Gia Phát, Thép Đông Á and its Đà Nẵng branch sharing the parent's
tax code as ``-001``), customers, leads and a stale opportunity owned by Đỗ Thanh Sơn
(NV000017, who has left), contacts who share names with employees (Trần Thị Phương, Trần Minh
Khoa, Nguyễn Thị Hương) and an external Dũng at An Phát (Đinh Tiến Dũng) besides the two
internal ones. Dates sit around "today" (Thu 16/04/2026): tasks due yesterday, today, tomorrow
and next week, opportunities expected to close from April to June 2026.
"""

from __future__ import annotations

import datetime as dt
import random
import unicodedata
from collections.abc import Callable

from avabench.world import Record, WorldState
from avabench.world.crm import (
    STAGE_PROBABILITY,
    Activity,
    ActivityKind,
    ActivityStatus,
    Contact,
    CrmState,
    Customer,
    CustomerKind,
    CustomerStatus,
    CustomerTier,
    Lead,
    LeadSource,
    LeadStatus,
    LostReason,
    Opportunity,
    OpportunityStage,
    Salutation,
)
from avabench.world.hr import EmploymentStatus

D = dt.date
VIP, LOYAL, NEW = CustomerTier.VIP, CustomerTier.LOYAL, CustomerTier.NEW
ORG, PERSON = CustomerKind.ORGANIZATION, CustomerKind.PERSON
ANH, CHI, ONG, BA = Salutation.ANH, Salutation.CHI, Salutation.ONG, Salutation.BA

HN, HCM, DN = "Hà Nội", "TP Hồ Chí Minh", "Đà Nẵng"
_BRANCH = {HN: "Hà Nội", HCM: "TP.HCM", DN: "Đà Nẵng", "Hải Phòng": "Hà Nội"}


def _cust(
    cid: str,
    name: str,
    short: str,
    tax: str | None,
    industry: str,
    address: str,
    province: str,
    phone: str,
    email: str,
    website: str | None,
    owner: str,
    tier: CustomerTier,
    term: int,
    credit: int,
    created: dt.date,
    *,
    kind: CustomerKind = ORG,
    parent: str | None = None,
    status: CustomerStatus = CustomerStatus.ACTIVE,
) -> Customer:
    return Customer(
        id=cid,
        name=name,
        short_name=short,
        kind=kind,
        tax_code=tax,
        industry=industry,
        address=address,
        province=province,
        phone=phone.replace(" ", ""),
        email=email,
        website=website,
        owner_id=owner,
        branch=_BRANCH[province],
        parent_id=parent,
        tier=tier,
        payment_term_days=term,
        credit_limit_vnd=credit,
        status=status,
        created_on=created,
    )


def _customers() -> list[Customer]:
    return [
        _cust("KH00001", "Công ty TNHH Thương mại và Dịch vụ An Phát", "An Phát", "0105678123",
              "Thương mại – Dịch vụ", "Tầng 5, số 27 Láng Hạ, phường Giảng Võ, TP Hà Nội", HN,
              "024 3776 1234", "info@anphat.com.vn", "anphat.com.vn", "NV000012", VIP, 30,
              1_500_000_000, D(2021, 3, 15)),
        _cust("KH00002", "Công ty TNHH An Phát Hưng", "An Phát Hưng", "0108123456",
              "Phân phối thiết bị văn phòng", "112 Nguyễn Trãi, phường Thanh Xuân, TP Hà Nội", HN,
              "024 3558 6677", "lienhe@anphathung.vn", "anphathung.vn", "NV000013", LOYAL, 30,
              500_000_000, D(2022, 6, 2)),
        _cust("KH00003", "Công ty Cổ phần Hoàng Gia", "Hoàng Gia", "0102345678",
              "Bán lẻ hàng tiêu dùng", "45 Trần Duy Hưng, phường Yên Hoà, TP Hà Nội", HN,
              "024 6281 1999", "info@hoanggia.com.vn", "hoanggia.com.vn", "NV000014", VIP, 45,
              1_000_000_000, D(2020, 9, 10)),
        _cust("KH00004", "Công ty TNHH Hoàng Gia Phát", "Hoàng Gia Phát", "0312345678",
              "Vật liệu xây dựng", "218 Điện Biên Phủ, phường Xuân Hoà, TP Hồ Chí Minh", HCM,
              "028 3822 5566", "contact@hoanggiaphat.vn", "hoanggiaphat.vn", "NV000021", LOYAL, 30,
              400_000_000, D(2022, 2, 14)),
        _cust("KH00005", "Công ty Cổ phần Đầu tư Sao Việt", "Sao Việt", "0106789012",
              "Đầu tư – Tài chính", "Tầng 12 toà Lotte Center, 54 Liễu Giai, phường Ngọc Hà, TP Hà Nội",
              HN, "024 3212 5678", "info@saoviet.com.vn", "saoviet.com.vn", "NV000017", LOYAL, 30,
              800_000_000, D(2020, 1, 20)),
        _cust("KH00006", "Công ty Cổ phần Thép Đông Á", "Thép Đông Á", "0101234567",
              "Sản xuất thép", "Km 9 Quốc lộ 5, phường Long Biên, TP Hà Nội", HN,
              "024 3827 1122", "info@thepdonga.com.vn", "thepdonga.com.vn", "NV000011", VIP, 60,
              3_000_000_000, D(2019, 5, 6)),
        _cust("KH00007", "Chi nhánh Công ty Cổ phần Thép Đông Á tại Đà Nẵng", "Thép Đông Á Đà Nẵng",
              "0101234567-001", "Sản xuất thép", "Lô 15 KCN Hoà Khánh, phường Hoà Khánh, TP Đà Nẵng",
              DN, "0236 373 3456", "info@dn.thepdonga.com.vn", "dn.thepdonga.com.vn", "NV000015",
              LOYAL, 45, 1_000_000_000, D(2021, 7, 1), parent="KH00006"),
        _cust("KH00008", "Doanh nghiệp tư nhân Thành Đạt", "Thành Đạt", "0313456789",
              "Thương mại", "56 Lê Văn Sỹ, phường Nhiêu Lộc, TP Hồ Chí Minh", HCM,
              "028 3930 5566", "lienhe@thanhdat.vn", "thanhdat.vn", "NV000022", NEW, 15,
              150_000_000, D(2025, 10, 20)),
        _cust("KH00009", "Công ty TNHH MTV Xây dựng Hoàng Long", "Xây dựng Hoàng Long", "0314567890",
              "Xây dựng", "102 Mai Chí Thọ, phường Bình Trưng, TP Hồ Chí Minh", HCM,
              "028 3740 1234", "info@hoanglongxd.vn", "hoanglongxd.vn", "NV000024", LOYAL, 30,
              700_000_000, D(2021, 11, 11)),
        _cust("KH00010", "Công ty Cổ phần Dược phẩm Bình Minh", "Dược Bình Minh", "0104567891",
              "Dược phẩm", "17 Phạm Ngọc Thạch, phường Kim Liên, TP Hà Nội", HN,
              "024 3574 2288", "info@binhminhpharma.vn", "binhminhpharma.vn", "NV000012", VIP, 45,
              2_000_000_000, D(2019, 12, 2)),
        _cust("KH00011", "Công ty TNHH Giải pháp Số Việt Tiến", "Việt Tiến Tech", "0315678901",
              "Công nghệ thông tin", "35 Nguyễn Huệ, phường Sài Gòn, TP Hồ Chí Minh", HCM,
              "028 3622 1133", "hello@viettien.tech", "viettien.tech", "NV000023", NEW, 30,
              200_000_000, D(2026, 2, 9)),
        _cust("KH00012", "Công ty Cổ phần Logistics Hải Đăng", "Hải Đăng Logistics", "0107891234",
              "Vận tải – Logistics", "Số 2 Phạm Hùng, phường Từ Liêm, TP Hà Nội", HN,
              "024 3795 5678", "info@haidanglogistics.vn", "haidanglogistics.vn", "NV000016", NEW,
              30, 300_000_000, D(2025, 12, 15)),
        _cust("KH00013", "Trần Minh Khoa", "Trần Minh Khoa", "079098004512", "Bán lẻ",
              "27 Võ Văn Tần, phường Xuân Hoà, TP Hồ Chí Minh", HCM, "0908 123 457",
              "khoa.tranminh98@gmail.com", None, "NV000022", NEW, 0, 0, D(2026, 3, 18),
              kind=PERSON),
        _cust("KH00014", "Nguyễn Thị Hương", "Nguyễn Thị Hương", "001190023871", "Thiết kế nội thất",
              "19 Ngõ Huế, phường Hai Bà Trưng, TP Hà Nội", HN, "0916 228 337",
              "huongnt.design@gmail.com", None, "NV000013", NEW, 0, 0, D(2025, 8, 5), kind=PERSON),
        _cust("KH00015", "Công ty TNHH An Phát Logistics", "An Phát Logistics", "0201567890",
              "Vận tải – Logistics", "12 Lê Hồng Phong, phường Ngô Quyền, TP Hải Phòng", "Hải Phòng",
              "0225 383 1234", "info@anphatlogistics.vn", "anphatlogistics.vn", "NV000017", NEW, 30,
              0, D(2020, 4, 8), status=CustomerStatus.INACTIVE),
        _cust("KH00016", "Công ty Cổ phần Nội thất Mộc Việt", "Mộc Việt", "0401987654",
              "Nội thất", "120 Nguyễn Văn Linh, phường Hải Châu, TP Đà Nẵng", DN,
              "0236 356 7788", "info@mocviet.vn", "mocviet.vn", "NV000015", LOYAL, 30,
              250_000_000, D(2023, 4, 17)),
        _cust("KH00017", "Bệnh viện Đa khoa Tâm An", "BVĐK Tâm An", "0109234567", "Y tế",
              "108 Hoàng Như Tiếp, phường Bồ Đề, TP Hà Nội", HN, "024 3872 6868",
              "hanhchinh@benhvientaman.vn", "benhvientaman.vn", "NV000014", NEW, 30,
              500_000_000, D(2026, 1, 12)),
        _cust("KH00018", "Công ty TNHH Thương mại Phú Thịnh", "Phú Thịnh", "0316789012",
              "Thương mại", "Lô C2 KCN Sóng Thần, phường Dĩ An, TP Hồ Chí Minh", HCM,
              "0274 373 9988", "info@phuthinh.com.vn", "phuthinh.com.vn", "NV000024", NEW, 15,
              0, D(2019, 8, 26), status=CustomerStatus.INACTIVE),
    ]  # fmt: skip


# id, customer, salutation, full name, title, email, phone, primary
_CONTACTS: list[tuple[str, str, Salutation, str, str, str | None, str | None, bool]] = [
    # An Phát: the external Dũng (namesake of two internal Dũng)
    ("LH00001", "KH00001", CHI, "Nguyễn Thị Thu Hà", "Trưởng phòng Hành chính – Mua hàng", "ha.ntt@anphat.com.vn", "0904 118 326", True),
    ("LH00002", "KH00001", ANH, "Đinh Tiến Dũng", "Kế toán trưởng", "dung.dt@anphat.com.vn", "0913 552 781", False),
    ("LH00003", "KH00001", ONG, "Trần Quốc Toản", "Giám đốc", "toan.tq@anphat.com.vn", "0983 220 417", False),
    # An Phát Hưng: a Dung (no accent on the u) next to An Phát's Dũng
    ("LH00004", "KH00002", ONG, "Lê Văn Hưng", "Giám đốc", "hung.lv@anphathung.vn", "0913 557 880", True),
    ("LH00005", "KH00002", CHI, "Phạm Thị Dung", "Nhân viên Mua hàng", "dung.pt@anphathung.vn", "0936 114 752", False),
    ("LH00006", "KH00002", CHI, "Vũ Thị Hạnh", "Kế toán", "ketoan@anphathung.vn", "024 3785 2210", False),
    # Hoàng Gia
    ("LH00007", "KH00003", CHI, "Vũ Thị Hồng Nhung", "Phó Giám đốc", "nhung.vth@hoanggia.com.vn", "0903 448 126", True),
    ("LH00008", "KH00003", ANH, "Nguyễn Quang Vinh", "Giám đốc Công nghệ thông tin", "vinh.nq@hoanggia.com.vn", "0983 207 664", False),
    ("LH00009", "KH00003", CHI, "Trần Thị Mỹ Linh", "Phó phòng Mua hàng", "linh.ttm@hoanggia.com.vn", "0936 420 517", False),
    ("LH00010", "KH00003", CHI, "Ngô Thị Lan Anh", "Kế toán trưởng", "anh.ntl@hoanggia.com.vn", "0948 772 093", False),
    # Hoàng Gia Phát
    ("LH00011", "KH00004", ONG, "Huỳnh Văn Phát", "Giám đốc", "phat.hv@hoanggiaphat.vn", "0908 661 245", True),
    ("LH00012", "KH00004", ANH, "Phạm Văn Đạt", "Trưởng phòng IT", "dat.pv@hoanggiaphat.vn", "0908 336 154", False),
    ("LH00013", "KH00004", CHI, "Lê Thị Ngọc Trâm", "Kế toán", "tram.ltn@hoanggiaphat.vn", "0773 219 846", False),
    # Sao Việt (owner has left)
    ("LH00014", "KH00005", ONG, "Trịnh Văn Thành", "Tổng Giám đốc", "thanh.tv@saoviet.com.vn", "0912 009 886", True),
    ("LH00015", "KH00005", CHI, "Vũ Thị Ngân", "Trưởng phòng Hành chính", "ngan.vt@saoviet.com.vn", "0912 774 309", False),
    ("LH00016", "KH00005", CHI, "Hoàng Thu Trang", "Trợ lý Tổng Giám đốc", "trang.ht@saoviet.com.vn", "0986 430 271", False),
    # Thép Đông Á (head office) and its Đà Nẵng branch
    ("LH00017", "KH00006", ONG, "Nguyễn Văn Cường", "Giám đốc Tài chính", "cuong.nv@thepdonga.com.vn", "0913 225 667", True),
    ("LH00018", "KH00006", ANH, "Hoàng Minh Tâm", "Kế toán trưởng", "tam.hm@thepdonga.com.vn", "0915 283 640", False),
    ("LH00019", "KH00006", ANH, "Bùi Quang Huy", "Trưởng phòng Mua hàng", "huy.bq@thepdonga.com.vn", "0389 516 207", False),
    ("LH00020", "KH00007", ANH, "Trần Văn Tâm", "Giám đốc chi nhánh", "tam.tv@dn.thepdonga.com.vn", "0905 772 318", True),
    ("LH00021", "KH00007", CHI, "Lê Thị Thu Sương", "Kế toán chi nhánh", "ketoan@dn.thepdonga.com.vn", "0905 612 873", False),
    # Thành Đạt
    ("LH00022", "KH00008", ONG, "Trần Văn Thành", "Chủ doanh nghiệp", "thanh.tv@thanhdat.vn", "0903 551 208", True),
    ("LH00023", "KH00008", CHI, "Nguyễn Thị Mỹ Linh", "Kế toán", "linh.ntm@thanhdat.vn", "0767 448 213", False),
    # Xây dựng Hoàng Long
    ("LH00024", "KH00009", ONG, "Hoàng Văn Long", "Giám đốc", "long.hv@hoanglongxd.vn", "0918 227 364", True),
    ("LH00025", "KH00009", ANH, "Nguyễn Hữu Phước", "Phó Giám đốc", "phuoc.nh@hoanglongxd.vn", "0938 774 120", False),
    ("LH00026", "KH00009", ANH, "Phạm Minh Tuấn", "Chỉ huy trưởng công trình", "tuan.pm@hoanglongxd.vn", "0937 882 105", False),
    ("LH00027", "KH00009", CHI, "Đỗ Thị Hạnh", "Kế toán trưởng", "hanh.dt@hoanglongxd.vn", "0906 553 790", False),
    # Dược Bình Minh: namesakes of Nguyễn Thị Hương (NV000041) and Trần Thị Phương (NV000033)
    ("LH00028", "KH00010", BA, "Lý Thị Minh Châu", "Tổng Giám đốc", "chau.ltm@binhminhpharma.vn", "0912 880 143", True),
    ("LH00029", "KH00010", ANH, "Nguyễn Đức Thịnh", "Trưởng phòng CNTT", "thinh.nd@binhminhpharma.vn", "0968 317 542", False),
    ("LH00030", "KH00010", CHI, "Nguyễn Thu Hương", "Kế toán trưởng", "huong.nt@binhminhpharma.vn", "0947 330 862", False),
    ("LH00031", "KH00010", CHI, "Trần Thị Phương", "Kế toán thuế", "phuong.tt@binhminhpharma.vn", "0944 216 380", False),
    # Việt Tiến
    ("LH00032", "KH00011", ANH, "Lâm Quốc Việt", "Giám đốc điều hành", "viet.lq@viettien.tech", "0909 446 251", True),
    ("LH00033", "KH00011", ANH, "Đoàn Minh Trí", "Giám đốc Kỹ thuật", "tri.dm@viettien.tech", "0909 481 275", False),
    ("LH00034", "KH00011", CHI, "Tô Ngọc Hân", "Kế toán", "han.tn@viettien.tech", "0785 330 916", False),
    # Hải Đăng Logistics
    ("LH00035", "KH00012", ONG, "Mai Xuân Đăng", "Giám đốc", "dang.mx@haidanglogistics.vn", "0912 774 035", True),
    ("LH00036", "KH00012", CHI, "Phạm Thị Thanh Trang", "Trưởng phòng Nhân sự", "trang.ptt@haidanglogistics.vn", "0978 605 413", False),
    ("LH00037", "KH00012", CHI, "Cao Thị Thuỳ Linh", "Kế toán", "linh.ctt@haidanglogistics.vn", "0358 902 117", False),
    # individuals, an inactive look-alike, Mộc Việt, Tâm An, Phú Thịnh
    ("LH00038", "KH00013", ANH, "Trần Minh Khoa", "", "khoa.tranminh98@gmail.com", "0908 123 457", True),
    ("LH00039", "KH00014", CHI, "Nguyễn Thị Hương", "", "huongnt.design@gmail.com", "0916 228 337", True),
    ("LH00040", "KH00015", ONG, "Nguyễn Văn An", "Giám đốc", "an.nv@anphatlogistics.vn", "0904 336 712", True),
    ("LH00041", "KH00016", ANH, "Phan Văn Hoà", "Giám đốc", "hoa.pv@mocviet.vn", "0905 118 642", True),
    ("LH00042", "KH00016", CHI, "Trương Thị Thu Hà", "Kế toán", "ha.ttt@mocviet.vn", "0932 570 884", False),
    ("LH00043", "KH00017", ONG, "Đoàn Minh Tâm", "Giám đốc bệnh viện", "tam.dm@benhvientaman.vn", "0913 661 020", True),
    ("LH00044", "KH00017", CHI, "Hà Thị Mai", "Trưởng phòng Hành chính quản trị", "mai.ht@benhvientaman.vn", "0987 225 413", False),
    ("LH00045", "KH00018", ONG, "Dương Văn Thịnh", "Giám đốc", "thinh.dv@phuthinh.com.vn", "0918 440 675", True),
]  # fmt: skip


def _contacts() -> list[Contact]:
    return [
        Contact(
            id=cid,
            customer_id=cust,
            salutation=sal,
            full_name=name,
            title=title,
            email=email,
            phone=phone.replace(" ", "") if phone else None,
            is_primary=primary,
        )
        for cid, cust, sal, name, title, email, phone, primary in _CONTACTS
    ]


S = LeadSource
LS = LeadStatus


def _leads() -> list[Lead]:
    rows = [
        ("TN00001", ANH, "Nguyễn Văn Hùng", "Công ty TNHH Cơ khí Hùng Cường", "Giám đốc",
         "0912 345 111", "hung@cokhihungcuong.vn", HN, S.WEBSITE, LS.NEW, "NV000016",
         D(2026, 4, 14), "Điền form dùng thử phần mềm kế toán trên website."),
        ("TN00002", CHI, "Phạm Thị Lan", "Công ty Cổ phần Thực phẩm Sạch Xanh",
         "Trưởng phòng Nhân sự", "0976 224 518", "lan.pt@sachxanh.vn", HN, S.FACEBOOK,
         LS.NURTURING, "NV000013", D(2026, 3, 28), "Quan tâm phần mềm chấm công cho 120 nhân sự."),
        ("TN00003", ANH, "Lê Minh Tuấn", "Công ty TNHH Điện máy Minh Phát", "Phó Giám đốc",
         "0938 115 264", "tuan.lm@dienmayminhphat.vn", HCM, S.ZALO, LS.NURTURING, "NV000022",
         D(2026, 4, 2), "Hỏi giá phần mềm bán hàng đa chi nhánh."),
        ("TN00004", CHI, "Đặng Thu Trang", "Trường Mầm non Hoa Sen", "Hiệu trưởng",
         "0988 516 702", "hoasen.mamnon@gmail.com", HN, S.EVENT, LS.NEW, "NV000014",
         D(2026, 4, 10), "Gặp tại hội thảo chuyển đổi số giáo dục 09/4."),
        ("TN00005", ANH, "Võ Quốc Huy", "Công ty TNHH Xuất nhập khẩu Huy Hoàng", "Giám đốc",
         "0909 332 418", "huy.vq@huyhoangxnk.vn", HCM, S.TELESALE, LS.DISQUALIFIED, "NV000024",
         D(2026, 2, 20), "Đã dùng hệ thống khác, không có nhu cầu."),
        ("TN00006", ANH, "Lâm Quốc Việt", "Công ty TNHH Giải pháp Số Việt Tiến",
         "Giám đốc điều hành", "0909 446 251", "viet.lq@viettien.tech", HCM, S.LANDING_PAGE,
         LS.CONVERTED, "NV000023", D(2026, 1, 15), "Đã chuyển đổi thành khách hàng KH00011."),
        ("TN00007", ANH, "Hoàng Văn Nam", "Công ty TNHH Vận tải Nam Hải", "Giám đốc",
         "0904 778 312", "nam.hv@vantainamhai.vn", "Hải Phòng", S.REFERRAL, LS.NEW, "NV000012",
         D(2026, 4, 15), "Anh Mai Xuân Đăng (Hải Đăng Logistics) giới thiệu."),
        ("TN00008", CHI, "Ngô Thị Hải Yến", "Khách sạn Biển Xanh Đà Nẵng", "Quản lý",
         "0905 663 917", "yen.nth@bienxanhhotel.vn", DN, S.WEBSITE, LS.NURTURING, "NV000015",
         D(2026, 3, 5), "Cần phần mềm quản lý khách sạn 60 phòng."),
        ("TN00009", ANH, "Bùi Thanh Tùng", "Công ty Cổ phần Sao Việt Xanh", "Trưởng phòng Kế toán",
         "0913 882 406", "tung.bt@saovietxanh.vn", HN, S.EVENT, LS.NURTURING, "NV000017",
         D(2025, 11, 20), "Hẹn liên hệ lại sau Tết."),
    ]  # fmt: skip
    out = []
    for (
        lid,
        sal,
        name,
        company,
        title,
        phone,
        email,
        prov,
        src,
        status,
        owner,
        created,
        note,
    ) in rows:
        out.append(
            Lead(
                id=lid,
                salutation=sal,
                full_name=name,
                company=company,
                title=title,
                phone=phone.replace(" ", ""),
                email=email,
                province=prov,
                source=src,
                status=status,
                owner_id=owner,
                created_on=created,
                note=note,
                converted_customer_id="KH00011" if status is LS.CONVERTED else None,
            )
        )
    return out


ST = OpportunityStage


def _opp(
    oid: str,
    name: str,
    customer: str,
    contact: str | None,
    stage: OpportunityStage,
    amount: int,
    close: dt.date,
    owner: str,
    created: dt.date,
    *,
    source: LeadSource | None = None,
    lost: LostReason | None = None,
    closed_on: dt.date | None = None,
    description: str = "",
) -> Opportunity:
    return Opportunity(
        id=oid,
        name=name,
        customer_id=customer,
        contact_id=contact,
        stage=stage,
        probability=STAGE_PROBABILITY[stage],
        amount_vnd=amount,
        expected_close_date=close,
        source=source,
        lost_reason=lost,
        owner_id=owner,
        created_on=created,
        closed_on=closed_on,
        description=description,
    )


def _opportunities() -> list[Opportunity]:
    return [
        _opp("CH00001", "An Phát – Phần mềm quản trị bán hàng 50 user", "KH00001", "LH00001",
             ST.QUOTATION, 480_000_000, D(2026, 4, 30), "NV000012", D(2026, 2, 10),
             source=S.REFERRAL, description="Đã gửi báo giá BG-2026-0031 ngày 09/4."),
        _opp("CH00002", "An Phát – Gia hạn bản quyền năm 2026", "KH00001", "LH00002", ST.WON,
             96_000_000, D(2026, 1, 20), "NV000012", D(2025, 12, 1), closed_on=D(2026, 1, 19)),
        _opp("CH00003", "An Phát Hưng – Triển khai phần mềm kế toán", "KH00002", "LH00004",
             ST.NEEDS_ANALYSIS, 150_000_000, D(2026, 6, 15), "NV000013", D(2026, 3, 20),
             source=S.WEBSITE),
        _opp("CH00004", "Hoàng Gia – Hệ thống HRM và chấm công 200 nhân sự", "KH00003", "LH00008",
             ST.PROPOSAL, 620_000_000, D(2026, 5, 29), "NV000014", D(2026, 3, 2)),
        _opp("CH00005", "Hoàng Gia Phát – Phần mềm quản lý kho", "KH00004", "LH00011",
             ST.NEGOTIATION, 350_000_000, D(2026, 4, 24), "NV000021", D(2026, 1, 26)),
        _opp("CH00006", "Sao Việt – Cổng thông tin nhà đầu tư", "KH00005", "LH00014", ST.QUOTATION,
             850_000_000, D(2026, 4, 10), "NV000017", D(2025, 12, 8),
             description="Khách chờ báo giá cập nhật; chủ sở hữu đã nghỉ việc."),
        _opp("CH00007", "Sao Việt – Bảo trì hệ thống 2025", "KH00005", "LH00014", ST.WON,
             120_000_000, D(2025, 3, 31), "NV000017", D(2025, 2, 10), closed_on=D(2025, 3, 28)),
        _opp("CH00008", "Thép Đông Á – ERP sản xuất giai đoạn 2", "KH00006", "LH00017",
             ST.NEGOTIATION, 1_850_000_000, D(2026, 5, 15), "NV000011", D(2025, 11, 3)),
        _opp("CH00009", "Thép Đông Á Đà Nẵng – Phần mềm quản lý kho chi nhánh", "KH00007", "LH00020",
             ST.PROSPECTING, 210_000_000, D(2026, 6, 30), "NV000015", D(2026, 4, 6)),
        _opp("CH00010", "Thành Đạt – Phần mềm bán hàng", "KH00008", "LH00022", ST.LOST,
             85_000_000, D(2026, 3, 31), "NV000022", D(2026, 1, 5), lost=LostReason.HIGH_PRICE,
             closed_on=D(2026, 3, 25)),
        _opp("CH00011", "Hoàng Long – Quản lý dự án xây dựng", "KH00009", "LH00024", ST.QUOTATION,
             540_000_000, D(2026, 5, 20), "NV000024", D(2026, 2, 23)),
        _opp("CH00012", "Bình Minh – Hệ thống quản lý nhà thuốc 30 chi nhánh", "KH00010", "LH00029",
             ST.PROPOSAL, 1_200_000_000, D(2026, 6, 5), "NV000012", D(2026, 3, 9)),
        _opp("CH00013", "Bình Minh – Tích hợp hoá đơn điện tử", "KH00010", "LH00030", ST.LOST,
             180_000_000, D(2026, 2, 28), "NV000012", D(2025, 12, 15),
             lost=LostReason.COMPETITOR, closed_on=D(2026, 2, 26)),
        _opp("CH00014", "Việt Tiến – Gói CRM 20 user", "KH00011", "LH00032", ST.NEEDS_ANALYSIS,
             160_000_000, D(2026, 5, 8), "NV000023", D(2026, 2, 9), source=S.LANDING_PAGE),
        _opp("CH00015", "Hải Đăng – Phần mềm quản lý vận tải", "KH00012", "LH00035",
             ST.PROSPECTING, 300_000_000, D(2026, 6, 26), "NV000016", D(2026, 4, 1)),
        _opp("CH00016", "Mộc Việt – Website bán hàng và kết nối sàn", "KH00016", "LH00041",
             ST.QUOTATION, 95_000_000, D(2026, 4, 17), "NV000015", D(2026, 3, 12)),
        _opp("CH00017", "Hoàng Gia – Gia hạn gói 30 user", "KH00003", "LH00007", ST.WON,
             72_000_000, D(2026, 3, 15), "NV000014", D(2026, 2, 2), closed_on=D(2026, 3, 13)),
        _opp("CH00018", "Hoàng Gia Phát – Gói HRM 50 user", "KH00004", "LH00011", ST.PROSPECTING,
             150_000_000, D(2026, 6, 12), "NV000021", D(2026, 4, 9)),
    ]  # fmt: skip


AK = ActivityKind
AS = ActivityStatus


def _activities() -> list[Activity]:
    # id, kind, subject, customer, contact, opportunity, assignee, due, status, created_by, created_on
    rows = [
        ("HDG00001", AK.CALL, "Gọi lại chị Hà xác nhận báo giá 50 user", "KH00001", "LH00001",
         "CH00001", "NV000012", D(2026, 4, 17), AS.NOT_STARTED, "NV000012", D(2026, 4, 14)),
        ("HDG00002", AK.MEETING, "Họp với anh Dũng (Kế toán trưởng) về điều khoản thanh toán",
         "KH00001", "LH00002", "CH00001", "NV000012", D(2026, 4, 21), AS.NOT_STARTED, "NV000012",
         D(2026, 4, 13)),
        ("HDG00003", AK.TASK, "Gửi hồ sơ năng lực và báo giá triển khai kế toán", "KH00002",
         "LH00004", "CH00003", "NV000013", D(2026, 4, 20), AS.IN_PROGRESS, "NV000013",
         D(2026, 4, 7)),
        ("HDG00004", AK.TASK, "Chuẩn bị demo HRM cho Hoàng Gia", "KH00003", "LH00008", "CH00004",
         "NV000014", D(2026, 4, 22), AS.NOT_STARTED, "NV000011", D(2026, 4, 9)),
        ("HDG00005", AK.NOTE, "Hoàng Gia quan tâm thêm phân hệ tính lương", "KH00003", "LH00007",
         "CH00004", "NV000014", None, AS.DONE, "NV000014", D(2026, 4, 8)),
        ("HDG00006", AK.TASK, "Chốt điều khoản hợp đồng phần mềm kho", "KH00004", "LH00011",
         "CH00005", "NV000021", D(2026, 4, 23), AS.IN_PROGRESS, "NV000021", D(2026, 4, 1)),
        ("HDG00007", AK.TASK, "Gửi báo giá cập nhật cổng thông tin nhà đầu tư", "KH00005",
         "LH00014", "CH00006", "NV000017", D(2026, 4, 3), AS.NOT_STARTED, "NV000017",
         D(2026, 1, 20)),
        ("HDG00008", AK.CALL, "Gọi anh Thành cập nhật tiến độ dự án", "KH00005", "LH00014", None,
         "NV000017", D(2026, 3, 27), AS.NOT_STARTED, "NV000017", D(2026, 1, 20)),
        ("HDG00009", AK.MEETING, "Đàm phán giá ERP giai đoạn 2 tại nhà máy", "KH00006", "LH00017",
         "CH00008", "NV000011", D(2026, 4, 28), AS.NOT_STARTED, "NV000011", D(2026, 4, 10)),
        ("HDG00010", AK.TASK, "Đối chiếu công nợ quý I với chi nhánh Đà Nẵng", "KH00007",
         "LH00021", None, "NV000015", D(2026, 4, 16), AS.NOT_STARTED, "NV000015",
         D(2026, 4, 6)),
        ("HDG00011", AK.NOTE, "Khách chê giá cao, chọn gói của đối thủ rẻ hơn 20%", "KH00008",
         "LH00022", "CH00010", "NV000022", None, AS.DONE, "NV000022", D(2026, 3, 25)),
        ("HDG00012", AK.CALL, "Khảo sát nhu cầu quản lý dự án", "KH00009", "LH00026", "CH00011",
         "NV000024", D(2026, 4, 6), AS.DONE, "NV000024", D(2026, 4, 2)),
        ("HDG00013", AK.TASK, "Demo hệ thống nhà thuốc cho phòng CNTT Bình Minh", "KH00010",
         "LH00029", "CH00012", "NV000012", D(2026, 4, 24), AS.NOT_STARTED, "NV000012",
         D(2026, 4, 10)),
        ("HDG00014", AK.TASK, "Gửi tài liệu API tích hợp CRM", "KH00011", "LH00032", "CH00014",
         "NV000023", D(2026, 4, 15), AS.IN_PROGRESS, "NV000023", D(2026, 4, 8)),
        ("HDG00015", AK.CALL, "Gọi giới thiệu phần mềm quản lý vận tải", "KH00012", "LH00035",
         "CH00015", "NV000016", D(2026, 4, 17), AS.NOT_STARTED, "NV000016", D(2026, 4, 13)),
        ("HDG00016", AK.MEETING, "Gặp anh Hoà chốt báo giá website", "KH00016", "LH00041",
         "CH00016", "NV000015", D(2026, 4, 17), AS.NOT_STARTED, "NV000015", D(2026, 4, 10)),
        ("HDG00017", AK.TASK, "Chăm sóc sau bán: khảo sát mức độ hài lòng", "KH00013", "LH00038",
         None, "NV000082", D(2026, 4, 29), AS.NOT_STARTED, "NV000080", D(2026, 4, 15)),
    ]  # fmt: skip
    out = []
    for aid, kind, subject, cust, contact, opp, assignee, due, status, by, created in rows:
        out.append(
            Activity(
                id=aid,
                kind=kind,
                subject=subject,
                customer_id=cust,
                contact_id=contact,
                opportunity_id=opp,
                assignee_id=assignee,
                due_date=due,
                status=status,
                created_by=by,
                created_on=created,
                completed_on=(due or created) if status is AS.DONE else None,
            )
        )
    return out


def seed(today: dt.date) -> CrmState:
    """The base company's CRM subsystem as of ``today`` (dates are fixed around 16/04/2026)."""
    return CrmState(
        customers=_customers(),
        contacts=_contacts(),
        leads=_leads(),
        opportunities=_opportunities(),
        activities=_activities(),
    )


# -- noise ----------------------------------------------------------------------------------


def _ascii(text: str) -> str:
    text = text.replace("Đ", "D").replace("đ", "d")
    return "".join(c for c in unicodedata.normalize("NFD", text) if not unicodedata.combining(c))


def _slug(text: str) -> str:
    return "".join(c for c in _ascii(text).lower() if c.isalnum())


def _ids(table: list[Record], prefix: str, width: int, start: int, n: int) -> list[str]:
    """``n`` fresh ids ``<prefix><number>`` from ``start`` up, above any id already used."""
    highest = start - 1
    for rec in table:
        tail = rec.id[len(prefix) :] if rec.id.startswith(prefix) else ""
        if tail.isdigit():
            highest = max(highest, int(tail))
    return [f"{prefix}{highest + 1 + i:0{width}d}" for i in range(n)]


def _sales_people(world: WorldState) -> list[str]:
    active = [e for e in world.hr.employees if e.status is not EmploymentStatus.LEFT]
    sales = [e.id for e in active if e.department_id in ("PB-KD", "PB-KDHCM")]
    return sales or [e.id for e in active] or [e.id for e in world.hr.employees]


def _customer_ids(world: WorldState) -> list[str]:
    return [c.id for c in world.crm.customers]


#: Brand stems of the seed's customers and the industry a look-alike of each would be in.
_STEMS: dict[str, str] = {
    "An Phát": "Thương mại – Dịch vụ", "Hoàng Gia": "Bất động sản", "Thép Đông Á": "Sản xuất thép",
    "Sao Việt": "Đầu tư – Tài chính", "Thành Đạt": "Thương mại", "Hoàng Long": "Xây dựng",
    "Bình Minh": "Dược phẩm", "Việt Tiến": "Công nghệ thông tin", "Hải Đăng": "Vận tải – Logistics",
    "Mộc Việt": "Nội thất", "Phú Thịnh": "Thương mại", "Minh Phát": "Điện máy",
}  # fmt: skip
_SUFFIXES = ["Hưng Thịnh", "Land", "Group", "Plus", "Thịnh Vượng", "Xanh", "Miền Trung", "Sài Gòn",
             "Hà Nội", "Toàn Cầu", "Việt Nam", "Phát Đạt"]  # fmt: skip
_FORMS = ["Công ty TNHH", "Công ty Cổ phần", "Công ty TNHH MTV", "Công ty TNHH Thương mại",
          "Công ty Cổ phần Đầu tư"]  # fmt: skip
_PLACES = [
    ("88 Nguyễn Chí Thanh, phường Láng, TP Hà Nội", HN, "024"),
    ("15 Tràng Thi, phường Hoàn Kiếm, TP Hà Nội", HN, "024"),
    ("230 Cầu Giấy, phường Cầu Giấy, TP Hà Nội", HN, "024"),
    ("72 Hai Bà Trưng, phường Bến Thành, TP Hồ Chí Minh", HCM, "028"),
    ("41 Nguyễn Thị Minh Khai, phường Bàn Cờ, TP Hồ Chí Minh", HCM, "028"),
    ("9 Lê Duẩn, phường Hải Châu, TP Đà Nẵng", DN, "0236"),
    ("26 Lạch Tray, phường Gia Viên, TP Hải Phòng", "Hải Phòng", "0225"),
]
#: A suffix that names a place puts the company there.
_SUFFIX_PROVINCE = {"Sài Gòn": HCM, "Hà Nội": HN, "Miền Trung": DN}
_SURNAMES = ["Nguyễn", "Trần", "Lê", "Phạm", "Hoàng", "Vũ", "Đinh", "Đỗ", "Bùi", "Ngô", "Phan"]
_MALE = [("Văn", "Dũng"), ("Tiến", "Dũng"), ("Minh", "Tuấn"), ("Quốc", "Khánh"), ("Đức", "Long"),
         ("Văn", "Nam"), ("Minh", "Khoa"), ("Thanh", "Sơn"), ("Văn", "Hải")]  # fmt: skip
_FEMALE = [("Thu", "Hà"), ("Thị", "Trang"), ("Thị", "Hương"), ("Thị", "Phương"), ("Ngọc", "Lan"),
           ("Thuỳ", "Linh"), ("Thị", "Thảo"), ("Hải", "Yến")]  # fmt: skip
#: Titles of distractor contacts.  No finance role: a "Kế toán trưởng" added to a customer that
#: has none would become the natural recipient of its debt notices and change the right answer.
_TITLES = ["Chuyên viên Kinh doanh", "Trưởng phòng Nhân sự", "Trưởng phòng Mua hàng",
           "Nhân viên Hành chính", "Phó Giám đốc", "Trưởng phòng CNTT"]  # fmt: skip
_MOBILE = ["090", "091", "093", "094", "096", "097", "098", "086", "088", "035", "077", "083"]


def _person(rng: random.Random) -> tuple[Salutation, str, str, str]:
    """(salutation, full name, work e-mail local part, personal e-mail local part)."""
    surname = rng.choice(_SURNAMES)
    if rng.random() < 0.5:
        middle, given = rng.choice(_MALE)
        sal = ANH
    else:
        middle, given = rng.choice(_FEMALE)
        sal = CHI
    name = f"{surname} {middle} {given}"
    work = f"{_slug(given)}.{_slug(surname)[0]}{_slug(middle)[0]}"
    personal = f"{_slug(surname)}{_slug(middle)}{_slug(given)}{rng.randint(80, 99)}"
    return sal, name, work, personal


def _unique_email(local: str, domain: str, taken: set[str]) -> str:
    email, k = f"{local}@{domain}", 1
    while email in taken:
        k += 1
        email = f"{local}{k}@{domain}"
    taken.add(email)
    return email


def _mobile(rng: random.Random) -> str:
    return rng.choice(_MOBILE) + "".join(str(rng.randrange(10)) for _ in range(7))


def _domain_of(customer: Customer) -> str:
    if customer.website:
        return customer.website
    return customer.email.rsplit("@", 1)[-1] if "@" in customer.email else "gmail.com"


def noise_customers(world: WorldState, rng: random.Random, n: int) -> list[Customer]:
    """Look-alike companies ("An Phát Hưng Thịnh", "Hoàng Gia Land"…) with ids KH009xx."""
    ids = _ids(world.crm.customers, "KH", 5, 900, n)
    taken_names = {c.name for c in world.crm.customers}
    taken_tax = {c.tax_code for c in world.crm.customers}
    taken_domains = {c.website for c in world.crm.customers}
    owners = _sales_people(world)
    stems = sorted(_STEMS)
    out: list[Customer] = []
    for cid in ids:
        for attempt in range(50):
            stem, suffix = rng.choice(stems), rng.choice(_SUFFIXES)
            short = f"{stem} {suffix}" if attempt < 40 else f"{stem} {suffix} {cid[-3:]}"
            name = f"{rng.choice(_FORMS)} {short}"
            if name not in taken_names:
                break
        taken_names.add(name)
        places = [p for p in _PLACES if p[1] == _SUFFIX_PROVINCE.get(suffix, p[1])]
        address, province, area = rng.choice(places)
        prefix = {HN: "01", HCM: "03", DN: "04"}.get(province, "02")
        tax = None
        while tax is None or tax in taken_tax:
            tax = prefix + "".join(str(rng.randrange(10)) for _ in range(8))
        taken_tax.add(tax)
        domain, k = f"{_slug(short)}.vn", 1
        while domain in taken_domains:
            k += 1
            domain = f"{_slug(short)}{k}.vn"
        taken_domains.add(domain)
        phone = area + "".join(str(rng.randrange(10)) for _ in range(11 - len(area)))
        out.append(
            Customer(
                id=cid,
                name=name,
                short_name=short,
                kind=ORG,
                tax_code=tax,
                industry=_STEMS[stem],
                address=address,
                province=province,
                phone=phone,
                email=f"info@{domain}",
                website=domain,
                owner_id=rng.choice(owners),
                branch=_BRANCH[province],
                tier=rng.choice([LOYAL, NEW, NEW]),
                payment_term_days=rng.choice([15, 30, 30, 45]),
                credit_limit_vnd=rng.choice([0, 100, 200, 300, 500]) * 1_000_000,
                status=rng.choice(
                    [CustomerStatus.ACTIVE, CustomerStatus.ACTIVE, CustomerStatus.INACTIVE]
                ),
                created_on=D(rng.randint(2019, 2025), rng.randint(1, 12), rng.randint(1, 28)),
            )
        )
    return out


def _all_emails(world: WorldState) -> set[str]:
    emails = {c.email for c in world.crm.contacts if c.email}
    emails |= {ld.email for ld in world.crm.leads if ld.email}
    emails |= {c.email for c in world.crm.customers}
    return emails


def noise_contacts(world: WorldState, rng: random.Random, n: int) -> list[Contact]:
    """Secondary (non-primary) contacts with common names (another Dũng, another Trang…).

    Never an exact namesake of a contact of the same customer, never a reused e-mail.
    """
    ids = _ids(world.crm.contacts, "LH", 5, 900, n)
    customers = [c for c in world.crm.customers if c.kind is ORG] or list(world.crm.customers)
    if not customers:
        return []
    names = {(c.customer_id, c.full_name) for c in world.crm.contacts}
    emails = _all_emails(world)
    out: list[Contact] = []
    for lid in ids:
        cust = rng.choice(customers)
        sal, name, work, _ = _person(rng)
        while (cust.id, name) in names:
            sal, name, work, _ = _person(rng)
        names.add((cust.id, name))
        out.append(
            Contact(
                id=lid,
                customer_id=cust.id,
                salutation=sal,
                full_name=name,
                title=rng.choice(_TITLES),
                email=_unique_email(work, _domain_of(cust), emails),
                phone=_mobile(rng),
                is_primary=False,
            )
        )
    return out


_LEAD_COMPANIES = ["Công ty TNHH Thương mại Hưng Thịnh", "Công ty Cổ phần Đầu tư Hoàng Gia Land",
                   "Công ty TNHH An Phát Hưng Thịnh", "Trường THCS Ngôi Sao", "Nhà hàng Sen Việt",
                   "Công ty TNHH Cơ điện Đông Á", "Phòng khám Đa khoa Bình An",
                   "Công ty Cổ phần Thương mại Sao Việt Xanh"]  # fmt: skip


def noise_leads(world: WorldState, rng: random.Random, n: int) -> list[Lead]:
    """Leads from look-alike companies (new, nurturing or disqualified), one to ten months old."""
    ids = _ids(world.crm.leads, "TN", 5, 900, n)
    owners = _sales_people(world)
    emails = _all_emails(world)
    today = world.context.today
    out: list[Lead] = []
    for lid in ids:
        sal, name, _, personal = _person(rng)
        company = rng.choice(_LEAD_COMPANIES)
        status = rng.choice([LS.NEW, LS.NURTURING, LS.DISQUALIFIED])
        out.append(
            Lead(
                id=lid,
                salutation=sal,
                full_name=name,
                company=company,
                title=rng.choice(_TITLES),
                phone=_mobile(rng),
                email=_unique_email(personal, "gmail.com", emails),
                province=rng.choice([HN, HCM, DN]),
                source=rng.choice(list(LeadSource)),
                status=status,
                owner_id=rng.choice(owners),
                created_on=today - dt.timedelta(days=rng.randint(30, 300)),
                note="",
            )
        )
    return out


_PRODUCTS = ["Phần mềm kế toán", "Gói HRM 30 user", "Phần mềm quản lý kho", "Gói CRM 10 user",
             "Gia hạn bản quyền", "Phần mềm bán hàng", "Tích hợp hoá đơn điện tử"]  # fmt: skip


def _owner_for(world: WorldState, customer: Customer, rng: random.Random) -> str:
    """The customer's owner when still employed, else a random salesperson."""
    owner = next((e for e in world.hr.employees if e.id == customer.owner_id), None)
    if owner is not None and owner.status is not EmploymentStatus.LEFT:
        return owner.id
    return rng.choice(_sales_people(world))


def noise_opportunities(world: WorldState, rng: random.Random, n: int) -> list[Opportunity]:
    """Opportunities closed (won or lost) last year on existing organisations.

    They are all closed before the current year, so open pipelines and this year's results
    that a task asks about do not change.
    """
    ids = _ids(world.crm.opportunities, "CH", 5, 900, n)
    customers = [c for c in world.crm.customers if c.kind is ORG] or list(world.crm.customers)
    if not customers:
        return []
    today = world.context.today
    year_start = D(today.year, 1, 1)
    out: list[Opportunity] = []
    for oid in ids:
        cust = rng.choice(customers)
        stage = rng.choice([ST.WON, ST.LOST, ST.LOST])
        close = year_start - dt.timedelta(days=rng.randint(10, 330))
        created = close - dt.timedelta(days=rng.randint(20, 90))
        contacts = [c.id for c in world.crm.contacts if c.customer_id == cust.id]
        out.append(
            Opportunity(
                id=oid,
                name=f"{cust.short_name} – {rng.choice(_PRODUCTS)}",
                customer_id=cust.id,
                contact_id=rng.choice(contacts) if contacts else None,
                stage=stage,
                probability=STAGE_PROBABILITY[stage],
                amount_vnd=rng.randint(3, 120) * 5_000_000,
                expected_close_date=close,
                source=rng.choice(list(LeadSource)),
                lost_reason=rng.choice(list(LostReason)) if stage is ST.LOST else None,
                owner_id=_owner_for(world, cust, rng),
                created_on=created,
                closed_on=close,
            )
        )
    return out


_DONE_SUBJECTS: dict[ActivityKind, list[str]] = {
    AK.CALL: ["Gọi chăm sóc định kỳ", "Gọi xác nhận thông tin xuất hoá đơn",
              "Gọi hỏi thăm sau triển khai"],
    AK.TASK: ["Gửi hướng dẫn sử dụng", "Gửi thư chúc mừng ngày thành lập công ty",
              "Cập nhật hồ sơ khách hàng"],
    AK.MEETING: ["Gặp trao đổi kế hoạch năm", "Gặp khảo sát nhu cầu mở rộng"],
    AK.NOTE: ["Khách phản hồi tốt về phần mềm", "Khách đổi người phụ trách kế toán"],
}  # fmt: skip


def noise_activities(world: WorldState, rng: random.Random, n: int) -> list[Activity]:
    """Activities completed weeks or months ago on existing customers."""
    ids = _ids(world.crm.activities, "HDG", 5, 900, n)
    customers = list(world.crm.customers)
    if not customers:
        return []
    today = world.context.today
    out: list[Activity] = []
    for aid in ids:
        cust = rng.choice(customers)
        kind = rng.choice([AK.CALL, AK.TASK, AK.MEETING, AK.NOTE])
        day = today - dt.timedelta(days=rng.randint(21, 300))
        who = _owner_for(world, cust, rng)
        out.append(
            Activity(
                id=aid,
                kind=kind,
                subject=rng.choice(_DONE_SUBJECTS[kind]),
                customer_id=cust.id,
                assignee_id=who,
                due_date=None if kind is AK.NOTE else day,
                status=AS.DONE,
                created_by=who,
                created_on=day if kind is AK.NOTE else day - dt.timedelta(days=rng.randint(0, 7)),
                completed_on=day,
            )
        )
    return out


NOISE: dict[str, Callable[[WorldState, random.Random, int], list[Record]]] = {
    "crm.customers": noise_customers,
    "crm.contacts": noise_contacts,
    "crm.leads": noise_leads,
    "crm.opportunities": noise_opportunities,
    "crm.activities": noise_activities,
}
