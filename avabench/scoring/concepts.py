"""Concepts: synonym sets defined once for the whole benchmark (docs/facts.md, rules CO1-CO4).

A concept is a named meaning ("the payment goes by bank transfer") with the ways Vietnamese
replies say it.  Tasks ask for a concept by name (``concept("bank_transfer")`` in
:mod:`avabench.task`), never with their own phrase lists, so every task accepts every wording.

Pattern syntax (CO1), matched on the folded text (:func:`avabench.scoring.vitext.fold`: NFC,
casefold, tone placement ``hoá`` = ``hóa``; patterns are folded the same way):

* words separated by spaces must appear in that order, whole words (``đủ`` is not in ``đủng``),
  separated by white space only (a punctuation mark between them breaks the phrase);
* ``…`` between two words allows up to three other words (white space only) in between (``chờ … duyệt`` matches
  ``chờ duyệt``, ``đang chờ HCNS duyệt``, ``chờ trưởng phòng phê duyệt``);
* ``a|b`` in one word slot is a choice (``hết hàng|size``);
* a pattern starting with ``re:`` is a regular expression over the folded text (for
  punctuation-bound forms such as ``tên,``).

Negation (CO2): a match does not count when one of :data:`NEGATORS` stands in the five words
before it in the same clause (no ``, . ; : ! ? ( )`` or line break in between): ``không chuyển
khoản`` does not state bank_transfer, ``chưa được duyệt`` does not state approved.  A pattern
that itself starts with a negator (``không có … quá hạn``) is a negative statement and is not
negated again.

Concept names are checked when a task is built (CO3: an unknown name is an error that lists the
known ones).  Contradictions that depend on the world (CO4: "nothing is overdue" while naming an
overdue invoice) are given per claim with ``unless=[...]`` (see :mod:`avabench.scoring.claims`).

Add a concept: one :class:`Concept` entry below (a docstring line, its patterns) and its cases in
tests/scoring/test_concepts.py (a positive, a negated and a look-alike at least).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from avabench.scoring.vitext import fold

__all__ = ["CONCEPTS", "NEGATORS", "STATUS_CONCEPTS", "Concept", "concept_spans", "states_concept"]

#: Words that negate a following concept match (CO2).
NEGATORS = frozenset(
    {"không", "chưa", "chẳng", "chả", "ko", "k", "hông", "đừng", "chớ", "not", "no"}
)
GAP_WORDS = 3
NEGATION_WINDOW = 5
_L = r"[^\W\d_]"
_W = r"[^\W_]+"  # a word (letters or digits)
#: Between two words of a pattern: spaces, or a colon or list bullet with any spaces, so a
#: phrase broken into a list still reads ("huỷ:\n- lịch phỏng vấn" states "huỷ lịch").
_SEP = r"(?:(?:\s*[:•*–-]\s*)+|\s+)"


@dataclass(frozen=True, slots=True)
class Concept:
    """A named meaning and the patterns that state it."""

    name: str
    doc: str
    patterns: tuple[str, ...]


def _c(name: str, doc: str, *patterns: str) -> Concept:
    return Concept(name, doc, patterns)


_CONCEPT_LIST = [
    # ---- payment -------------------------------------------------------------------------
    _c(
        "bank_transfer",
        "The payment goes (or must go) by bank transfer, not cash.",
        "chuyển khoản", "qua ngân hàng", "qua tài khoản", "vào tài khoản", "ủy nhiệm chi",
        "unc", "internet banking", "bank transfer", "không dùng tiền mặt", "không chi tiền mặt",
        "không thanh toán … tiền mặt", "không nhận tiền mặt", "không được … tiền mặt",
    ),
    _c("cash", "The payment is (or was) made in cash.", "tiền mặt", "cash"),
    # ---- approvals -----------------------------------------------------------------------
    _c(
        "pending_approval",
        "A request is waiting for approval (not approved, not rejected yet).",
        "chờ … duyệt", "đợi … duyệt", "chưa … duyệt", "chờ xét duyệt", "chờ phê duyệt",
        "đang chờ xử lý", "chờ xác nhận", "trình … duyệt", "trình … phê duyệt", "pending",
    ),
    _c(
        "approved",
        "A request has been approved.",
        "đã duyệt", "được duyệt", "đã … phê duyệt", "được … phê duyệt", "đã chấp thuận",
        "được chấp thuận", "đã đồng ý", "approved",
    ),
    _c(
        "rejected",
        "A request has been rejected.",
        "từ chối", "không duyệt", "không được duyệt", "không phê duyệt", "không được chấp thuận",
        "rejected",
    ),
    _c(
        "cancelled",
        "An order, booking or request has been cancelled.",
        "đã huỷ", "huỷ lịch", "huỷ buổi", "huỷ cuộc", "huỷ thành công", "huỷ xong", "đã huỷ bỏ", "cancelled",
        # passive "được/bị huỷ", but not a promise ("sẽ được huỷ", "cần được huỷ" …)
        r"re:(?<![^\W_])(?<!sẽ )(?<!sắp )(?<!cần )(?<!phải )(?<!muốn )(?<!để )(?:được|bị) huỷ(?![^\W_])",
    ),
    _c("closed", "A ticket has been closed.", "đã đóng", "được đóng", "đóng ticket", "closed"),
    _c(
        "resolved",
        "A ticket or problem has been resolved.",
        "đã giải quyết", "được giải quyết", "đã xử lý xong", "đã khắc phục", "resolved",
    ),
    # ---- stock and orders ----------------------------------------------------------------
    _c(
        "out_of_stock",
        "A product or variant is sold out.",
        "hết hàng", "tạm hết", "đã hết", "hết rồi", "hết mất", "hết sạch", "không còn hàng",
        "không còn", "không có hàng", "không đủ hàng", "cháy hàng", "hết size|màu|mẫu|cỡ",
        "sold out", "out of stock",
    ),
    _c("in_stock", "A product or variant is available.", "còn hàng", "có sẵn", "còn sẵn", "in stock"),
    _c(
        "being_delivered",
        "An order is on its way to the shopper.",
        "đang giao", "đang được giao", "đang trên đường", "đang vận chuyển", "đang ship",
        "đang được vận chuyển", "đang được ship", "đã giao cho … vận chuyển",
    ),
    _c(
        "handed_to_human",
        "A staff member takes the request over (the agent does not do it itself).",
        "nhân viên", "cskh", "chăm sóc khách hàng", "bộ phận", "người phụ trách", "admin",
        "chuyển … cho … người", "nhân sự hỗ trợ",
    ),
    _c(
        "asks_user",
        "Asks the user for something missing (a question, or a request such as 'cho em xin').",
        r"re:\?", "cho em|mình|shop|tôi xin", "xin … thông tin", "vui lòng cho", "vui lòng cung cấp",
        "cung cấp giúp", "cho em|mình|shop|tôi biết", "báo giúp em|mình|shop|tôi", "báo lại giúp",
        "xác nhận giúp em|mình|shop|tôi", "anh|chị|bạn xác nhận giúp",
        "anh|chị|bạn cho em", "anh|chị|bạn muốn",
    ),
    _c(
        "info_missing",
        "A needed fact is missing, so the step waits for it (asked of someone, or to be given).",
        "chưa ghi", "không ghi", "chưa có … ngày", "chưa có … thông tin", "không có … ngày",
        "thiếu … thông tin", "thiếu ngày", "chưa rõ … ngày", "chưa cung cấp", "chờ … phản hồi",
        "chờ … bổ sung", "xin … ngày", "hỏi … ngày",
    ),
    _c(
        "not_authorized",
        "Says the user (or AVA) may not do it: another person's step, no permission.",
        "không có quyền", "không đủ quyền", "không thể thay", "không duyệt thay",
        "không … thay được", "không được phép", "chỉ người duyệt", "không phải người duyệt",
    ),
    _c(
        "ask_slot",
        "Asks when something should happen (a date, a time, a slot).",
        "mấy giờ", "khung giờ", "thời gian", "lúc nào", "khi nào", "hôm nào", "ngày nào",
        "giờ nào", "xin … ngày", "xin … giờ", "xin … lịch", "ngày và giờ", "ngày giờ",
    ),
    _c(
        "ask_phone",
        "Asks for (or mentions) a phone number.",
        "số điện thoại", "điện thoại", "sđt", "số đt", "sdt", "số liên lạc", "số liên hệ",
    ),
    _c(
        "ask_name",
        "Asks for the recipient's real (full) name.",
        "họ tên", "họ và tên", "tên người", "tên thật", "tên đầy đủ", "tên của", "xin tên",
        "cho tên", "tên chị|anh|bạn|em", "tên và", "tên gì", "tên là", "tên cụ thể",
        r"re:(?<![^\W\d_])tên\s*[,+/&]",
    ),
    _c(
        "no_fee_estimate",
        "There is no shipping-fee estimate for the address (outside the fee table).",
        "không có trong bảng", "không nằm trong bảng", "ngoài bảng", "nằm ngoài", "chưa có phí",
        "không có phí", "không … báo … phí", "chưa … báo … phí", "không báo được",
        "chưa báo được", "không … ước tính", "chưa … ước tính", "không tính được",
        "chưa tính được", "không hỗ trợ", "chưa hỗ trợ", "không giao", "chưa giao được",
        "không ship", "chưa ship", "chỉ giao", "chỉ ship",
    ),
    _c(
        "code_not_applicable",
        "A discount code does not apply to the order.",
        "không … áp dụng", "chưa áp dụng được", "không … áp được", "chưa áp được",
        "chưa … áp dụng được", "chưa … áp được",
        "không đủ điều kiện", "chưa đủ điều kiện", "không dùng được", "không được giảm",
        "không … đáp ứng", "chưa đáp ứng",
    ),
    _c(
        "phone_mismatch",
        "The phone number given does not match the order.",
        "không khớp", "chưa khớp", "không trùng", "chưa trùng", "không đúng", "không phải số",
        "sai số", "khác với", "không phải của bạn|chị|anh|em", "không phải đơn của",
        "không thuộc", "người khác", "không xác minh được", "chưa xác minh được",
    ),
    # ---- money and debts -----------------------------------------------------------------
    _c("overdue", "An invoice or debt is overdue.", "quá hạn", "trễ hạn", "overdue"),
    _c(
        "waived",
        "A charge (interest, fee, penalty) is waived.",
        "miễn", "được miễn", "xoá lãi", "xóa lãi", "không tính lãi", "không thu lãi",
        "không phải trả … lãi", "không phải thanh toán … lãi", "waive",
    ),
    _c(
        "none_overdue",
        "Nothing is overdue.",
        "không có … quá hạn", "chưa có … quá hạn", "không … nợ quá hạn", "chưa … quá hạn",
        "không còn … quá hạn", "chưa đến hạn", "chưa tới hạn",
        "không phát sinh … quá hạn", "nothing … overdue", "no overdue",
    ),
    # ---- leave, hours, headcount -----------------------------------------------------------
    _c(
        "not_enough_balance",
        "The balance (leave days, hours, stock) is not enough for the request.",
        "không đủ", "ko đủ", "chưa đủ", "không còn đủ", "thiếu", "vượt quá", "vượt … số",
        "hết phép", "hết ngày phép", "not enough",
    ),
    _c("on_leave", "A person is on leave or away.", "nghỉ phép", "đang nghỉ", "vắng", "nghỉ"),
    _c(
        "holiday_day_off",
        "A public-holiday day off (Giỗ Tổ, the compensatory day off).",
        "giỗ tổ", "nghỉ bù", "nghỉ lễ", "ngày nghỉ", "ngày lễ",
    ),
    _c(
        "still_short",
        "A team or posting still needs more people.",
        "thiếu", "chưa đủ", "cần thêm", "tuyển thêm", "còn trống",
    ),
    _c(
        "above_band",
        "A salary is above the approved band.",
        "vượt khung", "ngoài khung", "vượt … khung", "cao hơn khung", "vượt trần",
    ),
    _c(
        "verdict_pending",
        "An interview panel has not concluded yet.",
        "chưa đủ", "chưa có kết luận", "chưa có kết quả", "chưa kết luận", "chưa … đánh giá",
        "mới có 1|một",
    ),
    _c("thanks", "Thanks the reader.", "cảm ơn", "cám ơn", "thank"),
    # ---- helpdesk ------------------------------------------------------------------------
    _c(
        "spare_device",
        "Asks for a spare or loan device (borrow a laptop, get a backup machine).",
        "mượn … máy|laptop", "mượn … thiết bị", "cho mượn", "máy dự phòng", "laptop dự phòng",
        "thiết bị dự phòng", "cấp … dự phòng", "máy thay thế", "laptop thay thế",
        "máy tạm", "đổi … máy khác",
    ),
    _c(
        "interview_invitation",
        "Invites a candidate to an interview.",
        "mời … phỏng vấn", "lịch phỏng vấn", "thư mời", "interview",
    ),
    # ---- recruitment (added by the recruitment domain) -----------------------------------
    _c(
        "passed_round",
        "A candidate has passed an interview round (the panel concluded Đạt).",
        "đã đạt vòng", "đạt vòng … rồi", "đã qua vòng", "qua vòng … rồi", "đã vượt qua vòng",
        "đã pass", "pass vòng",
    ),
    _c(
        "no_response",
        "Someone did not respond (to an interview schedule, a call, a mail).",
        "không phản hồi", "chưa phản hồi", "không trả lời", "chưa trả lời", "không hồi âm",
        "chưa hồi âm", "không xác nhận", "chưa xác nhận", "không liên lạc được",
        "không liên hệ được", "không nghe máy", "bặt vô âm tín", "no response", "no reply",
    ),
    # ---- end of the recruitment block ------------------------------------------------------
]  # fmt: skip

# ---- begin accounting_crm additions ------------------------------------------------------------
_CONCEPT_LIST += [
    _c(
        "within_term",
        "An invoice or debt is still within its payment term (not yet due).",
        r"re:(?<![^\W_])(?:còn\s+)?trong\s+hạn(?!\s+mức)(?![^\W_])",
        r"re:(?<![^\W_])còn\s+hạn(?!\s+mức)(?![^\W_])",
        "chưa hết hạn", "chưa đến hạn", "chưa tới hạn", "not yet due", "within term",
    ),
]  # fmt: skip
# ---- end accounting_crm additions --------------------------------------------------------------
# ---- sales (dom-sales): asking the shopper for details ----------------------------------------
_CONCEPT_LIST += [
    _c(
        "ask_address",
        "Asks for a delivery address.",
        "xin địa chỉ", "cho … địa chỉ", "gửi … địa chỉ", "địa chỉ … ở đâu", "địa chỉ … nào",
        "địa chỉ giao hàng là gì",
    ),
    _c(
        "ask_recheck",
        "Asks the user to check a detail again (a phone number, an order code).",
        "kiểm tra lại", "xem lại", "xác nhận lại", "check lại", "kiểm tra giúp",
    ),
]  # fmt: skip
# ---- end sales ---------------------------------------------------------------------------------

#: Every concept, by name.
CONCEPTS: dict[str, Concept] = {c.name: c for c in _CONCEPT_LIST}

#: Status labels of the world's enums → the concept that states them (used by ``status()``).
STATUS_CONCEPTS: dict[str, str] = {
    "Chờ duyệt": "pending_approval",
    "Chờ": "pending_approval",
    "Chờ xác nhận": "pending_approval",
    "Đã duyệt": "approved",
    "Đồng ý": "approved",
    "Hoàn thành": "approved",
    "Từ chối": "rejected",
    "Đã huỷ": "cancelled",
    "Huỷ": "cancelled",
    "Đã đóng": "closed",
    "Đã giải quyết": "resolved",
    "Đang giao": "being_delivered",
    "Quá hạn": "overdue",
    "Chưa đến hạn": "none_overdue",
}


def _word_slot(word: str) -> str:
    alts = [re.escape(w) for w in word.split("|")]
    return rf"(?<![^\W_])(?:{'|'.join(alts)})(?![^\W_])"


@lru_cache(maxsize=1024)
def compile_pattern(pattern: str) -> re.Pattern[str]:
    """One concept pattern as a regular expression over folded text."""
    if pattern.startswith("re:"):
        return re.compile(pattern[3:])
    parts: list[str] = []
    gap = False
    for word in fold(pattern).split():
        if word == "…":
            gap = True
            continue
        if parts:
            parts.append(rf"{_SEP}(?:{_W}{_SEP}){{0,{GAP_WORDS}}}?" if gap else _SEP)
        parts.append(_word_slot(word))
        gap = False
    return re.compile("".join(parts))


#: Compound words that start with a negator but do not negate (``kem không mùi`` = unscented
#: cream, ``không gian`` = space, ``không khí`` = air): the negator belongs to the word (CO2).
NON_NEGATING_COMPOUNDS = frozenset(
    {"không mùi", "không gian", "không khí", "không dây", "không đường", "không cồn", "không màu"}
)


def _negated(folded: str, start: int) -> bool:
    head = re.split(r"[,.;:!?()\[\]\n]", folded[:start])[-1]
    words = re.findall(r"[^\W_]+", head)
    first = max(0, len(words) - NEGATION_WINDOW)
    return any(
        words[i] in NEGATORS and " ".join(words[i : i + 2]) not in NON_NEGATING_COMPOUNDS
        for i in range(first, len(words))
    )


def concept_spans(text: str, name: str) -> list[tuple[int, int]]:
    """Where ``text`` states concept ``name`` (un-negated matches, in the folded text)."""
    concept = get(name)
    folded = fold(text)
    spans = []
    for pattern in concept.patterns:
        first = fold(pattern).split()[0] if not pattern.startswith("re:") else ""
        self_negative = first in NEGATORS
        for m in compile_pattern(pattern).finditer(folded):
            # a mark with no word ("?") is never negated: "... được không ạ?" asks
            if (
                self_negative
                or not re.search(r"[^\W_]", m.group(0))
                or not _negated(folded, m.start())
            ):
                spans.append(m.span())
    return sorted(set(spans))


def states_concept(text: str, name: str) -> bool:
    """True iff ``text`` states concept ``name`` (some pattern matches, not negated)."""
    return bool(concept_spans(text, name))


def get(name: str) -> Concept:
    """The concept called ``name``; an unknown name is a ``ValueError`` listing the known ones."""
    try:
        return CONCEPTS[name]
    except KeyError:
        raise ValueError(
            f"unknown concept {name!r}; known: {', '.join(sorted(CONCEPTS))}"
        ) from None
