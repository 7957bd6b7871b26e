"""Shipping fees: locating an address in the shop's fee table (rule 8) and the fee estimate tool."""

from __future__ import annotations

import math
import re
from functools import lru_cache

from avabench.errors import InvalidArguments, Refused
from avabench.tools._common import fold, per_table
from avabench.tools.registry import tool
from avabench.tools.sales._helpers import _nfc
from avabench.world import WorldState
from avabench.world.sales import SalesState, ShippingFee

MAX_WEIGHT_G = 30_000

# -- locating an address in the fee table ----------------------------------------------------------

_OLD_PROVINCES = [
    "Bình Dương", "Bà Rịa - Vũng Tàu", "Bà Rịa Vũng Tàu", "Vũng Tàu", "BR-VT", "Quảng Nam",
    "Hải Dương", "Hà Nam", "Nam Định", "Bắc Giang", "Thái Bình", "Vĩnh Phúc", "Hoà Bình",
    "Long An", "Bình Phước", "Kiên Giang", "Bạc Liêu", "Tiền Giang", "Bến Tre", "Trà Vinh",
    "Sóc Trăng", "Hậu Giang", "Hà Giang", "Yên Bái", "Bắc Kạn", "Bắc Cạn", "Quảng Bình",
    "Kon Tum", "Bình Định", "Phú Yên", "Ninh Thuận", "Đắk Nông", "Đăk Nông", "Bình Thuận",
]  # fmt: skip
_SPECIAL_ZONES = [
    "Côn Đảo", "Phú Quốc", "Lý Sơn", "Bạch Long Vĩ", "Cô Tô", "Vân Đồn", "Cát Hải", "Cồn Cỏ",
    "Hoàng Sa", "Trường Sa", "Phú Quý", "Kiên Hải", "Thổ Chu", "Thổ Châu",
]  # fmt: skip
_FOREIGN = [
    "Singapore", "Malaysia", "Thái Lan", "Thailand", "Lào", "Laos", "Campuchia", "Cambodia",
    "Trung Quốc", "China", "Nhật Bản", "Nhật", "Japan", "Hàn Quốc", "Korea", "South Korea",
    "Đài Loan", "Taiwan", "Hong Kong", "Hồng Kông", "Mỹ", "Hoa Kỳ", "USA", "US",
    "United States", "Úc", "Australia", "Pháp", "France", "Đức", "Germany", "Anh Quốc", "UK",
    "United Kingdom", "England", "Canada", "Nga", "Russia", "Philippines", "Indonesia", "Séc",
    "Czech", "Ba Lan", "Poland",
]  # fmt: skip
_COUNTRY_VN = {"viet nam", "vietnam", "vn"}
_PROVINCE_PREFIXES = ("thanh pho ", "tp ", "tinh ", "t p ")
_NOT_BEFORE_PROVINCE = {"phuong", "xa", "duong", "pho", "p", "ngo", "hem", "kiet", "dai", "lo"}


@lru_cache(maxsize=1 << 14)
def _key(text: str) -> str:
    """Comparable form of a place name: folded, punctuation-free, no "TP"/"tỉnh" prefix."""
    k = fold(re.sub(r"[.,;:()\-–—_/\\]+", " ", text or ""))
    k = " ".join(w for w in k.split() if not w.isdigit())
    for prefix in _PROVINCE_PREFIXES:
        if k.startswith(prefix):
            k = k[len(prefix) :]
    return k.strip()


#: The place keys of the old provinces, special zones and foreign places (pure constants).
_OLD_KEYS = frozenset(_key(n) for n in _OLD_PROVINCES)
_ZONE_KEYS = frozenset(_key(n) for n in _SPECIAL_ZONES)
_FOREIGN_KEYS = frozenset(_key(n) for n in _FOREIGN)
_SEGMENT_SPLIT = re.compile(r"[,;\n]+")
_DAC_KHU = re.compile(r"dac khu (\w+(?: \w+)?(?: \w+)?)")


def _zone_key(segment: str) -> str:
    k = _key(segment)
    for prefix in ("dac khu ", "huyen dao ", "huyen ", "dao "):
        if k.startswith(prefix):
            k = k[len(prefix) :]
    return k


class _FeeTable:
    """Derived lookups of one set of (immutable) fee rows, built once and reused."""

    __slots__ = ("detected", "provinces", "rows")

    def __init__(self, rows: tuple[ShippingFee, ...]) -> None:
        self.rows = rows  # strong refs: the ids in the cache key stay valid
        self.provinces: dict[str, ShippingFee] = {}  # place key → fee row
        for row in rows:
            for name in (row.province, *row.aliases):
                self.provinces[_key(name)] = row
        #: address → _detect's outcome on these rows: a row, None or (why,) for _Outside(why)
        self.detected: dict[str, ShippingFee | tuple[str] | None] = {}


def _fee_table(sales: SalesState) -> _FeeTable:
    return per_table("fee_table", sales.shipping_fees, build=lambda rows: _FeeTable(tuple(rows)))


def _province_keys(sales: SalesState) -> dict[str, ShippingFee]:
    """Place key → fee row (read-only: shared by every call on the same fee rows)."""
    return _fee_table(sales).provinces


class _Outside(Exception):
    """The address is outside the fee table (rule 8)."""

    def __init__(self, why: str) -> None:
        super().__init__(why)
        self.why = why


def _classify(k: str, provinces: dict[str, ShippingFee]) -> ShippingFee | None:
    """Fee row for a place key; raises _Outside for old names / đặc khu / abroad; None if unknown."""
    if k in provinces:
        return provinces[k]
    if k in _OLD_KEYS:
        raise _Outside(f"'{k}' là tên tỉnh cũ (trước sáp nhập 1/7/2025), không có trong bảng phí")
    if k in _ZONE_KEYS:
        raise _Outside(f"đặc khu/huyện đảo '{k}' không có trong bảng phí")
    if k in _FOREIGN_KEYS:
        raise _Outside(f"địa chỉ nước ngoài ('{k}'), shop không có bảng phí")
    return None


_MISS = object()


def _detect(sales: SalesState, address: str) -> ShippingFee | None:
    """The fee row of an address; _Outside when outside the table; None when undetermined.

    A pure function of the fee rows and the address: memoised per fee table.
    """
    table = _fee_table(sales)
    hit = table.detected.get(address, _MISS)
    if hit is _MISS:
        try:
            hit = _detect_in(table.provinces, address)
        except _Outside as out:
            hit = (out.why,)  # the reason only: no traceback (and its frames) kept alive
        if len(table.detected) > 4096:
            table.detected.clear()
        table.detected[address] = hit
    if isinstance(hit, tuple):
        raise _Outside(hit[0])
    return hit


def _detect_in(provinces: dict[str, ShippingFee], address: str) -> ShippingFee | None:
    segments = [s for s in _SEGMENT_SPLIT.split(_nfc(address)) if s.strip()]
    zones = _ZONE_KEYS
    folded = _key(address)
    for seg in segments:
        if _zone_key(seg) in zones:
            raise _Outside(f"'{seg.strip()}' là đặc khu/huyện đảo, không có trong bảng phí")
    m = _DAC_KHU.search(folded)
    if m:
        raise _Outside(f"địa chỉ thuộc đặc khu ({m.group(0)}), không có trong bảng phí")
    for seg in reversed(segments):
        k = _key(seg)
        if not k or k in _COUNTRY_VN or seg.strip()[:1].isdigit():
            continue
        row = _classify(k, provinces)
        if row is not None:
            return row
    # no comma-separated province: try the end of the address ("... phường Cửa Nam Hà Nội")
    words = folded.split()
    if words[-2:] == ["viet", "nam"]:
        words = words[:-2]
    elif words and words[-1] in _COUNTRY_VN:
        words = words[:-1]
    for size in (4, 3, 2, 1):
        if len(words) <= size:
            continue
        if words[-size - 1] in _NOT_BEFORE_PROVINCE:
            continue
        row = _classify(" ".join(words[-size:]), provinces)
        if row is not None:
            return row
    return None


@lru_cache(maxsize=1 << 12)
def _is_rural(address: str) -> bool:
    for seg in _SEGMENT_SPLIT.split(_nfc(address).lower()):
        seg = seg.strip()
        if seg.startswith("xã ") or (seg.startswith("xa ") and not seg.startswith("xa lo")):
            return True
    return False


def locate(sales: SalesState, address: str, province: str = "") -> ShippingFee | str:
    """The fee-table row for an address, or a string saying why it is outside the table.

    Raises InvalidArguments when the province cannot be told from the address.
    """
    row_p: ShippingFee | None = None
    try:
        if _nfc(province):
            row_p = _classify(_key(province), _province_keys(sales))
            if row_p is None:
                raise InvalidArguments(
                    f"Không nhận ra tỉnh/thành '{province}'. Dùng tên một trong 34 tỉnh/thành sau "
                    "sáp nhập (ví dụ 'Hà Nội', 'TP Hồ Chí Minh', 'Đà Nẵng') hoặc để trống."
                )
        row_a = _detect(sales, address)
    except _Outside as out:
        return out.why
    if row_p and row_a and row_p.id != row_a.id:
        raise InvalidArguments(
            f"Địa chỉ ghi {row_a.province} nhưng province là {row_p.province}. Hỏi lại khách "
            "tỉnh/thành đúng."
        )
    row = row_p or row_a
    if row is None:
        raise InvalidArguments(
            "Không xác định được tỉnh/thành phố từ địa chỉ. Hãy hỏi khách địa chỉ đầy đủ (số nhà, "
            "đường, phường/xã, tỉnh/thành) rồi truyền tỉnh/thành vào province; không tự đoán."
        )
    return row


def shipping_fee(row: ShippingFee, weight_g: int, rural: bool) -> int:
    """Fee of the row for a parcel: base ≤ 0,5 kg + each further 0,5 kg (or part)."""
    base = row.rural_base_fee_vnd if rural else row.base_fee_vnd
    extra = math.ceil(max(0, weight_g - 500) / 500)
    return base + extra * row.extra_per_half_kg_vnd


# -- tools: shipping -------------------------------------------------------------------------------


@tool(writes=False)
def sales_estimate_shipping_fee(
    world: WorldState, address: str, weight_g: int, province: str = ""
) -> dict:
    """Ước tính phí vận chuyển theo bảng phí của shop (34 tỉnh/thành sau sáp nhập) và khối lượng.

    Địa chỉ ở đặc khu/đảo (Côn Đảo, Phú Quốc, Lý Sơn…), ghi tên tỉnh cũ (Bình Dương, Quảng
    Nam, Hà Giang…) hoặc ở nước ngoài không có trong bảng: không có phí ước tính — không tự
    đoán, hãy báo khách nhân viên sẽ báo phí hoặc chuyển nhân viên (sales_handoff_to_human).

    Args:
        address: Địa chỉ giao hàng đầy đủ: số nhà, đường, phường/xã, tỉnh/thành.
        weight_g: Tổng khối lượng hàng (gram), lấy từ weight_g của các SKU.
        province: Tỉnh/thành phố nếu địa chỉ không ghi rõ, ví dụ "Hà Nội", "TP Hồ Chí Minh".
    """
    if not _nfc(address):
        raise InvalidArguments("Thiếu địa chỉ giao hàng. Hỏi khách địa chỉ đầy đủ.")
    if weight_g <= 0:
        raise InvalidArguments("weight_g phải là số gram dương (ví dụ 500).")
    if weight_g > MAX_WEIGHT_G:
        raise Refused(
            f"Kiện trên {MAX_WEIGHT_G // 1000} kg không áp dụng bảng phí; chuyển nhân viên "
            "(sales_handoff_to_human) để báo phí."
        )
    where = locate(world.sales, address, province)
    if isinstance(where, str):
        raise Refused(
            f"Không có phí vận chuyển ước tính cho địa chỉ này: {where}. Bảng phí của shop chỉ gồm "
            "34 tỉnh/thành mới (không gồm đặc khu/đảo, tên tỉnh cũ, nước ngoài). Không tự đoán phí: "
            "báo khách nhân viên sẽ báo phí sau hoặc chuyển nhân viên bằng sales_handoff_to_human."
        )
    rural = _is_rural(address)
    return {
        "province": where.province,
        "region": where.region.value,
        "route": where.route.value,
        "warehouse": where.warehouse,
        "area": "xã (ngoại thành)" if rural else "phường (nội thành)",
        "weight_g": weight_g,
        "base_fee_vnd": where.rural_base_fee_vnd if rural else where.base_fee_vnd,
        "extra_per_half_kg_vnd": where.extra_per_half_kg_vnd,
        "shipping_fee_vnd": shipping_fee(where, weight_g, rural),
        "delivery_time": where.delivery_time,
    }
