"""Numbers by value, Vietnamese-aware (DESIGN.md §5.1; the binding rules are numbers_spec.md).

``contains_number(text, expected)`` is true when *some value the text states* equals ``expected``
within ``1e-9 * max(1, |expected|)`` (E1).  The text is first read into candidates
(``extract_values``); digits are never matched as substrings.  Values are ``Decimal`` throughout.

Pipeline: N1 normalise (NFC, exotic spaces -> " ", zero-width deleted, U+2212/U+2010/U+2011 -> "-",
en/em dash -> range dash "–"; no accent folding, ASCII digits only) -> tokenise into num / word /
space / sym tokens -> reject code chunks -> read digit tokens and space clusters -> build amounts
(multipliers, compounds, shorthand, halves, currency, percent, sign) -> ranges -> number words.

Ambiguity rules (accept-either where the text itself is ambiguous, reject where it is clearly not
an amount; never document-level heuristics):

* S1/S2 ``1.234.567,89`` = ``1,234,567.89``; a repeated separator must be a valid grouping
  (first group 1-3 digits without leading 0, then groups of 3), else the token yields nothing
  (``1.5.2026``, ``0912.345.678``).
* S3 one separator followed by 1-2 or 4+ digits, or with integer part ``0`` or 4+ digits, is a
  decimal (``1,5`` = ``1.5`` = 1.5).
* S4 ``1.500`` / ``1,500`` is ambiguous -> both 1500 and 1.5 are candidates, except ``X.000``
  (grouping only) and a VND marker (``đ đồng dong VND VNĐ ₫``) right after or just before
  (grouping only: VND has no minor unit).  A multiplier keeps both (``1.500 tỷ``).
* S5 single-space clusters: valid grouping with 3+ groups, a last group ``000``, a decimal tail
  or a following currency/multiplier -> one number; valid with 2 groups -> the merged value *or*
  either group (``1 500`` -> 1500, 1, 500); invalid with 3+ groups or 8+ digits -> phone/account,
  rejected whole; otherwise separate numbers.
* Percent (P1): ``10%`` / ``10 phần trăm`` gives both 10 and 0.1.  Never x100.
* Sign (G1, strict): ``-`` glued to the digits after start/space/``([{:=*|"'<>~``, or ``âm ``,
  makes the value negative; -500000 never matches 500000.  ``- 500`` (bullet), ``trừ``,
  parentheses and the range dash never negate.
* Ranges (R1): both endpoints are candidates; a bare left endpoint takes the right one's
  multiplier and percent (``2-3 triệu`` -> 2e6, 3e6; 2 itself is not a candidate).  An unspaced
  hyphen with a third part, a zero-padded side or a descending pair without multipliers is a
  code/date and the chunk yields nothing.
* Labels (D1/W3): ``ngày 15`` (1-31), ``tháng 12`` (1-12), ``quý 3`` (1-4), ``năm 2026``,
  ``thứ 2`` are not values unless a multiplier/currency/percent follows (``tháng 15 triệu``);
  word numerals after ``thứ tháng ngày năm quý lần`` are labels.  ``phòng 60`` is *not* filtered.
  The rule is applied literally, whatever comes before the label word: in ``3 năm 2 tháng``
  the 2 follows ``năm`` and is dropped (3 is still a value).
* Codes (T2-T4): letters glued before digits (except VND/VNĐ/USD/US/EUR), ``-`` to letters,
  unknown glued suffixes (``4G``, ``15Pro``, ``5B`` without currency), ``#60``, ``.5``,
  ``x/60`` paths, dates and times (``15/12/2026``, ``8:30``, ``8h30``), zero-padded identifiers
  with 3+ digits (``0060``) reject the whole alphanumeric chunk.  A hyphen next to a currency,
  unit or multiplier glued to digits is a range, not a code (``60.000đ-70.000đ``, ``2tr-3tr``).
* Multipliers (M1-M7): k/nghìn/ngàn, tr/triệu, tỷ/tỉ, trăm, chục (+ unaccented forms), chains
  (``trăm nghìn``), compounds (``2 triệu 500 nghìn``), tenths shorthand (``2tr5``, ``1 tỷ 2``;
  ``2 triệu 500 đồng`` -> 2500000 or 2000500), halves (``rưỡi``, ``nửa``), ``M``/``B``/``mn``/``bn``
  only with currency, lowercase ``m`` is metres, homographs (``3 triệu chứng`` = 3).  No slang.
* Number words (W1-W2): full numerals must contain a structure/scale word and start with a digit
  word or ``mười`` (``Sáu mươi triệu``); a lone digit word counts only before a counting unit
  (``hai ngày``).  A trailing ``năm`` after a scale word or ``trăm`` means years; after
  ``mười``/``mươi`` it is read either way (``mười năm`` -> 15 or 10), and after a numeral that
  cannot take it it means years (``hai mươi hai năm`` -> 22).
"""

from __future__ import annotations

import itertools
import math
import numbers
import re
import unicodedata
from dataclasses import dataclass
from decimal import Decimal
from functools import lru_cache

__all__ = ["Found", "contains_number", "extract_numbers", "extract_values", "matches"]

# --------------------------------------------------------------------------------------------
# Vocabulary: the one table.  All words are lower case (matching is case-insensitive), except the
# case-sensitive letter multipliers M and B.
# --------------------------------------------------------------------------------------------

MULTIPLIERS: dict[str, int] = {  # M1: word -> power of ten
    "k": 3, "nghìn": 3, "ngàn": 3, "nghin": 3, "ngan": 3, "thousand": 3,
    "triệu": 6, "trieu": 6, "tr": 6, "million": 6, "millions": 6,
    "tỷ": 9, "tỉ": 9, "ty": 9, "billion": 9, "billions": 9,
    "trăm": 2, "chục": 1,
}  # fmt: skip
LETTER_MULTIPLIERS: dict[str, int] = {"M": 6, "B": 9, "mn": 6, "bn": 9}  # M6: currency only
_TY_PARTNERS = frozenset("lệ giá số trọng phú suất".split())
_TRIEU_PARTNERS = frozenset("chứng tập phú hồi".split())
COMPOUND_PARTNERS: dict[str, frozenset[str]] = {  # M7: "<multiplier> <partner>" is another word
    "triệu": _TRIEU_PARTNERS, "trieu": _TRIEU_PARTNERS,
    "tỷ": _TY_PARTNERS, "tỉ": _TY_PARTNERS, "ty": _TY_PARTNERS,
}  # fmt: skip
VND_WORDS = frozenset({"đ", "đồng", "dong", "vnd", "vnđ"})
CURRENCY_WORDS = VND_WORDS | {"usd", "eur", "đô"}  # C1
CURRENCY_SYMBOLS = frozenset("₫$€£¥")
PREFIX_CURRENCY_WORDS = frozenset({"vnd", "vnđ", "usd", "us", "eur"})  # may be glued before digits
NOT_CURRENCY = {  # "đồng nghiệp", "đô thị": not money
    "đồng": frozenset(
        "nghiệp ý hồ thời bộ bằng đều nhất chí dạng loạt hành phục minh cảm lòng hương ruộng cỏ "
        "tính ca thanh âm đội môn nai bào quê hóa hoá".split()
    ),
    "đô": frozenset("thị đốc vật hộ thành".split()),
}
GLUED_UNITS = frozenset(  # T2: letters that may be glued after digits and keep the value
    "ngày tuần tháng năm giờ tiếng phút giây người lần bản buổi đêm đợt kỳ khách chiếc cái đơn "
    "suất tuổi lít mét kg km m cm mm dm g mg l ml gb mb tb kw kwh w v ha h p s x m² m³ km²".split()
)
# Single-letter units are lower case (4G is a code), except the SI symbols V, W and L.
UPPER_UNIT_LETTERS = frozenset("VWL")
COUNTING_UNITS = frozenset(  # M4 (detach), M5 and W2
    "ngày tuần tháng năm giờ tiếng phút giây người lần bản buổi đêm đợt kỳ khách chiếc cái đơn "
    "suất tuổi lít mét kg km m cm mm g gb mb tb sản sp học nhân".split()
)
UNIT_WORDS = GLUED_UNITS | COUNTING_UNITS
EXPONENT_UNITS = frozenset({"m", "km", "cm", "mm", "dm"})  # 60m2, 60m3
HALF_WORDS = frozenset({"rưỡi", "rưởi"})
NUA_UNITS = frozenset("ngày tháng năm tuần giờ tiếng buổi phút".split())
DATE_LABELS: dict[str, tuple[int, int] | None] = {  # D1: label -> accepted range (None = any)
    "ngày": (1, 31), "tháng": (1, 12), "quý": (1, 4), "năm": None, "thứ": None,
}  # fmt: skip
WORD_LABELS = frozenset({"thứ", "tháng", "ngày", "năm", "quý", "lần"})  # W3
DIGIT_WORDS: dict[str, int] = {
    "không": 0, "một": 1, "hai": 2, "ba": 3, "bốn": 4, "năm": 5,
    "sáu": 6, "bảy": 7, "bẩy": 7, "tám": 8, "chín": 9,
}  # fmt: skip
POSITIONAL_WORDS: dict[str, int] = {"mốt": 1, "tư": 4, "lăm": 5, "nhăm": 5}
STRUCTURE_WORDS = frozenset({"mười", "mươi", "trăm", "linh", "lẻ", "chục"})
SCALE_WORDS: dict[str, int] = {"nghìn": 3, "ngàn": 3, "triệu": 6, "tỷ": 9, "tỉ": 9}
NUMBER_WORDS = (
    set(DIGIT_WORDS) | set(POSITIONAL_WORDS) | STRUCTURE_WORDS | set(SCALE_WORDS) | HALF_WORDS
)
SIGN_OPENERS = frozenset("([{:=*|\"'<>~")  # G1: a glued "-" after these (or space/start) is a sign
#: T2: symbols that glue a chunk together.  The unspaced range dash joins too, so T4 reaches
#: through it: ``09–10/04`` and ``28–29/4`` are date ranges (no value), as ``09-10/04`` is.
CONNECTORS = frozenset("-–_/.:#@+&")

_TEN = Decimal(10)
_HALF = Decimal("0.5")
_NUM, _WORD, _SPACE, _SYM = "num", "word", "space", "sym"
_INLINE = ("", " ", "s")  # gaps: glued, single space, other inline whitespace ("nl" = line break)

# --------------------------------------------------------------------------------------------
# N1 normalisation and the tokenizer
# --------------------------------------------------------------------------------------------

_SPACES = dict.fromkeys([0x00A0, 0x202F, 0x205F, 0x3000, *range(0x2000, 0x200B)], " ")
_DELETE = dict.fromkeys([0x200B, 0x200C, 0x200D, 0x2060, 0xFEFF, 0x00AD])
_DASHES = {0x2212: "-", 0x2010: "-", 0x2011: "-", 0x2013: "–", 0x2014: "–"}
_N1_TABLE = {**_SPACES, **_DELETE, **_DASHES}
_TOKEN_RE = re.compile(
    r"(?P<num>[0-9]+(?:[.,][0-9]+)*)|(?P<word>[^\W\d_]+)|(?P<space>\s+)|(?P<sym>.)", re.S
)
_BREAK_RE = re.compile(r"[\n\r\v\f\x1c-\x1e\x85\u2028\u2029]")
_PLAIN_DECIMAL_RE = re.compile(r"[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?")
_TAIL_RE = re.compile(r"[0-9]{3}[.,][0-9]{1,2}")


def normalize(text: str) -> str:
    """N1: NFC, exotic spaces to ASCII space, zero-width removed, minus/hyphens/dashes unified."""
    return unicodedata.normalize("NFC", text).translate(_N1_TABLE)


@dataclass(frozen=True, slots=True)
class _Tok:
    kind: str
    text: str
    start: int
    end: int
    low: str


def _tokenize(text: str) -> list[_Tok]:
    return [
        _Tok(m.lastgroup or _SYM, m.group(), m.start(), m.end(), m.group().lower())
        for m in _TOKEN_RE.finditer(text)
    ]


# --------------------------------------------------------------------------------------------
# S1-S4: reading one digit token
# --------------------------------------------------------------------------------------------


def _valid_grouping(groups: list[str]) -> bool:
    first = groups[0]
    return 1 <= len(first) <= 3 and first[0] != "0" and all(len(g) == 3 for g in groups[1:])


def _leading_zero(token: str) -> bool:
    integer = re.split(r"[.,]", token, maxsplit=1)[0]
    return len(integer) >= 2 and integer[0] == "0"


def read_token(token: str) -> tuple[list[tuple[Decimal, bool]], str]:
    """Readings of one num token as ``[(value, is_s4_decimal_reading)]`` plus the rule id.

    An empty list means the token states no value (T3 identifier or an invalid grouping).
    """
    if token.isdigit():
        if len(token) >= 3 and token[0] == "0":
            return [], "T3"  # 0060, 0912345678: identifiers
        return [(Decimal(token), False)], "T1"
    if "." in token and "," in token:  # S1: the right-most separator is the decimal point
        point = max(token.rfind("."), token.rfind(","))
        dec_char = token[point]
        group_char = "," if dec_char == "." else "."
        integer, fraction = token[:point], token[point + 1 :]
        if token.count(dec_char) != 1 or not _valid_grouping(integer.split(group_char)):
            return [], "S1"
        return [(Decimal(integer.replace(group_char, "") + "." + fraction), False)], "S1"
    parts = token.split("." if "." in token else ",")
    if len(parts) > 2:  # S2: repeated separator = grouping, valid or nothing
        if _valid_grouping(parts):
            return [(Decimal("".join(parts)), False)], "S2"
        return [], "S2"
    integer, fraction = parts
    if len(fraction) == 3 and 1 <= len(integer) <= 3 and integer[0] != "0":  # S4: ambiguous
        grouped = Decimal(integer + fraction)
        if fraction == "000":
            return [(grouped, False)], "S4"
        return [(grouped, False), (Decimal(integer + "." + fraction), True)], "S4"
    if len(integer) >= 2 and integer[0] == "0":
        return [], "S3"  # 05,5
    return [(Decimal(integer + "." + fraction), False)], "S3"


# --------------------------------------------------------------------------------------------
# W1: numerals in words
# --------------------------------------------------------------------------------------------

_UNITS_1_9 = {w: v for w, v in DIGIT_WORDS.items() if v}
_TENTHS = {**_UNITS_1_9, **POSITIONAL_WORDS}  # một tỷ hai, một triệu tư / mốt
_AFTER_LINH = {**_UNITS_1_9, "tư": 4}
_AFTER_MUOI = {**_UNITS_1_9, **POSITIONAL_WORDS}


def _tens(words: list[str]) -> int | None:
    """``mười [D|lăm]``, ``D mươi [D|mốt|tư|lăm]``, ``D chục``, or a lone digit."""
    if len(words) == 1:
        if words[0] == "mười":
            return 10
        return DIGIT_WORDS.get(words[0])
    if words[0] == "mười":
        unit = {**_UNITS_1_9, "lăm": 5, "nhăm": 5}.get(words[1])
        return 10 + unit if len(words) == 2 and unit is not None else None
    tens = _UNITS_1_9.get(words[0])
    if tens is None or tens == 1:
        return None
    if words[1] == "mươi":
        if len(words) == 2:
            return tens * 10
        unit = _AFTER_MUOI.get(words[2])
        return tens * 10 + unit if len(words) == 3 and unit is not None else None
    if words[1:] == ["chục"]:
        return tens * 10
    return None


def _below_1000(words: list[str]) -> int | None:
    if len(words) >= 2 and words[1] == "trăm":
        hundreds = DIGIT_WORDS.get(words[0])
        if hundreds is None:
            return None
        base, rest = hundreds * 100, words[2:]
        if not rest:
            return base
        if len(rest) == 1 and rest[0] in HALF_WORDS:
            return base + 50
        if len(rest) == 1 and rest[0] in _UNITS_1_9:  # một trăm hai = 120 (colloquial)
            return base + _UNITS_1_9[rest[0]] * 10
        if len(rest) == 2 and rest[0] in ("linh", "lẻ"):
            unit = _AFTER_LINH.get(rest[1])
            return base + unit if unit is not None else None
        tens = _tens(rest)
        return base + tens if tens is not None and tens >= 10 else None
    if len(words) == 1 and words[0] in DIGIT_WORDS:
        return DIGIT_WORDS[words[0]]
    return _tens(words)


def parse_words(words: list[str]) -> Decimal | None:
    """W1: split on the last occurrence of the largest scale: ``left x scale + right``."""
    if not words:
        return None
    scales = [SCALE_WORDS[w] for w in words if w in SCALE_WORDS]
    if not scales:
        value = _below_1000(words)
        return None if value is None else Decimal(value)
    top = max(scales)
    at = max(i for i, w in enumerate(words) if SCALE_WORDS.get(w) == top)
    left, right = parse_words(words[:at]), words[at + 1 :]
    if not left:
        return None
    unit = _TEN**top
    if not right:
        extra = Decimal(0)
    elif len(right) == 1 and right[0] in HALF_WORDS:
        extra = unit / 2
    elif len(right) == 1 and right[0] in _TENTHS:
        extra = _TENTHS[right[0]] * unit / 10
    elif len(right) == 2 and right[0] in ("linh", "lẻ") and right[1] in _AFTER_LINH:
        extra = Decimal(_AFTER_LINH[right[1]])
    else:
        parsed = parse_words(right)
        if parsed is None or parsed >= unit:
            return None
        extra = parsed
    return left * unit + extra


# --------------------------------------------------------------------------------------------
# The scanner
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Found:
    """One candidate value, with where it was read and the main rule that produced it."""

    value: Decimal
    start: int
    end: int
    surface: str
    rule: str


@dataclass(slots=True)
class _Amount:
    first: int  # first token of the number core
    core_last: int  # last token of the number core (a cluster may span several)
    end: int  # last token consumed (multipliers, compounds, units with rưỡi, percent)
    values: list[Decimal]
    scale: int | None  # power of ten of the first multiplier chain (for R1)
    percent: bool
    rule: str
    negative: bool = False


class _Scanner:
    def __init__(self, text: str) -> None:
        self.text = normalize(text)
        self.toks = _tokenize(self.text)
        self.n = len(self.toks)
        self.rejected: set[int] = set()
        self.consumed: set[int] = set()
        self.amounts: list[_Amount] = []
        self.found: list[Found] = []

    # ---- navigation -----------------------------------------------------------------------

    def tok(self, i: int) -> _Tok | None:
        return self.toks[i] if 0 <= i < self.n else None

    def _gap(self, space: _Tok) -> str:
        if space.text == " ":
            return " "
        return "nl" if _BREAK_RE.search(space.text) else "s"

    def next(self, i: int) -> tuple[int, str]:
        """Index of the token after ``i`` (skipping one space token) and the gap kind."""
        t = self.tok(i + 1)
        if t is not None and t.kind == _SPACE:
            return i + 2, self._gap(t)
        return i + 1, ""

    def prev(self, i: int) -> tuple[int, str]:
        t = self.tok(i - 1)
        if t is not None and t.kind == _SPACE:
            return i - 2, self._gap(t)
        return i - 1, ""

    def word_at(self, i: int, *words: str) -> bool:
        t = self.tok(i)
        return t is not None and t.kind == _WORD and t.low in words

    # ---- vocabulary lookups in context -------------------------------------------------------

    def currency_at(self, j: int) -> str | None:
        """``"vnd"`` / ``"other"`` when token ``j`` is a currency marker (C1), else None."""
        t = self.tok(j)
        if t is None:
            return None
        if t.kind == _SYM:
            if t.text in CURRENCY_SYMBOLS:
                return "vnd" if t.text == "₫" else "other"
            return None
        if t.kind != _WORD:
            return None
        if t.low == "us" and (nxt := self.tok(j + 1)) is not None and nxt.text == "$":
            return "other"
        if t.low not in CURRENCY_WORDS:
            return None
        k, gap = self.next(j)
        if gap in _INLINE and self.word_at(k, *NOT_CURRENCY.get(t.low, ())):
            return None
        return "vnd" if t.low in VND_WORDS else "other"

    def currency_before(self, first: int) -> str | None:
        """A currency prefix of the number starting at token ``first`` (VND60, $60, VND 1,500)."""
        t = self.tok(first - 1)
        if t is not None and t.kind == _WORD and t.low in PREFIX_CURRENCY_WORDS:
            return "vnd" if t.low in VND_WORDS else "other"
        j, gap = self.prev(first)
        if gap not in _INLINE or self.currency_at(j) is None:
            return None
        if self.tok(j - 1) is not None and self.toks[j - 1].text == "$":
            j -= 1  # US$
        before, gap2 = self.prev(j)
        if gap2 in _INLINE and (b := self.tok(before)) is not None and b.kind == _NUM:
            return None  # "500đ 1.500": the marker belongs to the previous number
        return self.currency_at(j)

    def currency_after_word(self, j: int) -> bool:
        k, gap = self.next(j)
        return gap in _INLINE and self.currency_at(k) is not None

    def mult_at(self, j: int, prefix: str | None, letters: bool = True) -> int | None:
        """Power of ten if token ``j`` is a multiplier word here (M1, M6, M7), else None."""
        t = self.tok(j)
        if t is None or t.kind != _WORD:
            return None
        letter = t.text if t.text in ("M", "B") else t.low if t.low in ("mn", "bn") else None
        if letter is not None:
            if letters and (prefix is not None or self.currency_after_word(j)):
                return LETTER_MULTIPLIERS[letter]
            return None
        exp = MULTIPLIERS.get(t.low)
        if exp is None:
            return None
        k, gap = self.next(j)
        if gap in _INLINE and self.word_at(k, *COMPOUND_PARTNERS.get(t.low, ())):
            return None  # 3 triệu chứng, 2 tỷ phú
        return exp

    def chain(self, j: int, prefix: str | None) -> tuple[int, int] | None:
        """M2: ascending multiplier words from ``j`` -> (total power of ten, last token)."""
        exp = self.mult_at(j, prefix)
        if exp is None:
            return None
        total, last, prev = exp, j, exp
        if self.toks[j].low not in MULTIPLIERS:
            return total, last  # letter multipliers do not chain
        while True:
            k, gap = self.next(last)
            nxt = self.mult_at(k, prefix, letters=False) if gap in (" ", "s") else None
            if nxt is None or nxt <= prev:
                return total, last
            total, last, prev = total + nxt, k, nxt

    def suffix_ok(self, j: int, num: int) -> bool:
        """T2: may word ``j`` be glued after the digits of token ``num``?"""
        w = self.toks[j]
        if w.text in ("M", "B") or w.low in ("mn", "bn"):
            return self.currency_before(num) is not None or self.currency_after_word(j)
        if len(w.text) == 1 and w.text.isupper() and w.text not in UPPER_UNIT_LETTERS:
            return w.low in MULTIPLIERS  # 200K
        return w.low in MULTIPLIERS or w.low in CURRENCY_WORDS or w.low in GLUED_UNITS

    def is_suffix(self, j: int) -> bool:
        t, before = self.tok(j), self.tok(j - 1)
        return (
            t is not None
            and t.kind == _WORD
            and before is not None
            and before.kind == _NUM
            and self.suffix_ok(j, j - 1)
        )

    def glued_tail_ok(self, k: int) -> bool:
        """Digits glued after letters that are fine: 2tr5, 1tỷ2, 2k5 (M4) and 60m2 (exponent)."""
        num, word, digits = self.tok(k - 2), self.toks[k - 1], self.toks[k].text
        if num is None or num.kind != _NUM:
            return False
        nxt = self.tok(k + 1)
        free = nxt is None or nxt.kind in (_SPACE, _SYM)
        if digits in ("2", "3") and word.low in EXPONENT_UNITS:
            return free
        if not digits.isdigit() or MULTIPLIERS.get(word.low, 0) < 3:
            return False
        glued_mult_or_money = nxt is not None and (
            nxt.low in MULTIPLIERS or nxt.low in CURRENCY_WORDS
        )
        return (len(digits) <= 3 and free) or bool(glued_mult_or_money)

    # ---- T2-T4 / R1: code chunks -------------------------------------------------------------

    def chunks(self) -> list[tuple[int, int]]:
        out, i, toks = [], 0, self.toks
        while i < self.n:
            if toks[i].kind not in (_NUM, _WORD):
                i += 1
                continue
            j = i
            while True:
                if j + 1 < self.n and toks[j + 1].kind in (_NUM, _WORD):
                    j += 1
                elif (
                    j + 2 < self.n
                    and toks[j + 1].kind == _SYM
                    and toks[j + 1].text in CONNECTORS
                    and toks[j + 2].kind in (_NUM, _WORD)
                ):
                    j += 2
                else:
                    break
            out.append((i, j))
            i = j + 1
        return out

    def is_code(self, lo: int, hi: int) -> bool:
        toks, text = self.toks, self.text
        nums = [k for k in range(lo, hi + 1) if toks[k].kind == _NUM]
        for k in nums:
            t = toks[k]
            before = text[t.start - 1] if t.start else ""
            if before and before in "#_@\\.,":
                return True
            if before == "/" and t.start >= 2 and text[t.start - 2].isalnum():
                return True
            after = text[t.end : t.end + 2]
            if len(after) == 2 and after[0] in "/:" and after[1] in "0123456789":
                return True  # T4: 15/12, 8:30, 1/2
            if len(after) == 2 and after[0] in "@_#" and after[1].isalnum():
                return True
            prv = toks[k - 1] if k > lo else None
            nxt = toks[k + 1] if k < hi else None
            if (
                prv is not None
                and prv.kind == _WORD
                and prv.low not in PREFIX_CURRENCY_WORDS
                and not self.glued_tail_ok(k)
            ):
                return True  # DH00160, A60B, v2.1, 8h30
            if prv is not None and prv.text == "-" and not self.is_suffix(k - 2):
                if toks[k - 2].kind == _WORD:
                    return True  # HD-2026, COVID-19
            if nxt is not None and nxt.text == "-" and k + 2 <= hi and toks[k + 2].kind == _WORD:
                return True  # 60-XL
            if nxt is not None and nxt.kind == _WORD and not self.suffix_ok(k + 1, k):
                return True  # 4G, 15Pro, 5B
        return self._hyphen_code(nums, hi)

    def _hyphen_code(self, nums: list[int], hi: int) -> bool:
        """R1: unspaced ``A-B`` is a code with a third part, a zero-padded side or 5-3."""
        toks, seen = self.toks, set()
        for k in nums:
            if k in seen:
                continue
            parts, cur = [k], k
            while True:
                end = cur + 1 if cur + 1 <= hi and toks[cur + 1].kind == _WORD else cur
                if end + 2 <= hi and toks[end + 1].text == "-" and toks[end + 2].kind == _NUM:
                    cur = end + 2
                    parts.append(cur)
                    seen.add(cur)
                else:
                    break
            if len(parts) >= 3:
                return True
            if len(parts) == 2:
                a, b = parts
                if _leading_zero(toks[a].text) or _leading_zero(toks[b].text):
                    return True
                if not self._mult_follows(a) and not self._mult_follows(b):
                    ra, rb = read_token(toks[a].text)[0], read_token(toks[b].text)[0]
                    if ra and rb and ra[0][0] > rb[0][0]:
                        return True
        return False

    def _mult_follows(self, k: int) -> bool:
        j, gap = self.next(k)
        return gap in _INLINE and self.chain(j, self.currency_before(k)) is not None

    # ---- S5: space clusters --------------------------------------------------------------

    def clusters(self) -> dict[int, list[int]]:
        out: dict[int, list[int]] = {}
        toks, i = self.toks, 0
        while i < self.n:
            t = toks[i]
            if t.kind != _NUM or i in self.rejected or not t.text.isdigit():
                i += 1
                continue
            members, j = [i], i
            while (
                toks[j].text.isdigit()
                and j + 2 < self.n
                and toks[j + 1].text == " "
                and toks[j + 2].kind == _NUM
                and j + 2 not in self.rejected
                and (toks[j + 2].text.isdigit() or _TAIL_RE.fullmatch(toks[j + 2].text))
            ):
                j += 2
                members.append(j)
            if len(members) >= 2:
                out[i] = members
            i = j + 1
        return out

    def do_cluster(self, members: list[int]) -> None:
        texts = [self.toks[m].text for m in members]
        tail = None
        if not texts[-1].isdigit():
            texts[-1], tail = texts[-1][:3], texts[-1][4:]
        first, last = members[0], members[-1]
        valid = _valid_grouping(texts)
        j, gap = self.next(last)
        prefix = self.currency_before(first)
        hint = (
            len(texts) >= 3
            or texts[-1] == "000"
            or tail is not None
            or (gap in _INLINE and (self.currency_at(j) or self.chain(j, prefix)))
        )
        if not valid:
            if len(texts) >= 3 or sum(map(len, texts)) >= 8:
                self.rejected.update(range(first, last + 1))  # phone / account number
            else:
                for m in members:  # separate numbers, each read on its own
                    self.do_single(m)
            return
        merged = Decimal("".join(texts) + ("." + tail if tail else ""))
        amount = self.build(first, last, [(merged, False)], "S5", single=False)
        if not hint:  # accept either: 1 500 -> {1500, 1, 500}
            lone = Decimal(texts[0])
            amount.values.append(-lone if amount.negative else lone)
            readings, _ = read_token(texts[1])
            if readings:
                amount.values.extend(self.build(last, last, readings, "S5", single=False).values)
        self.register(amount)

    # ---- amounts -----------------------------------------------------------------------------

    def negative(self, first: int) -> bool:
        """G1: glued ``-`` after start/space/opener (also ``-$5``), or ``âm `` before."""
        j = first - 1
        t = self.tok(j)
        if t is not None and t.text == " " and self.word_at(j - 1, "âm"):
            return True
        if t is not None and t.text in CURRENCY_SYMBOLS:
            j -= 1
            t = self.tok(j)
        if t is None or t.text != "-":
            return False
        before = self.text[t.start - 1] if t.start else ""
        return before == "" or before.isspace() or before in SIGN_OPENERS

    def is_label(self, first: int, prefix: str | None, j: int, gap: str) -> bool:
        """D1: ``ngày 15``, ``tháng 12``, ``năm 2026``, ``thứ 2``, ``quý 3``."""
        token = self.toks[first].text
        if not token.isdigit() or prefix is not None:
            return False
        if gap in _INLINE and self.currency_at(j) is not None:
            return False
        space, label = self.tok(first - 1), self.tok(first - 2)
        if space is None or space.text != " " or label is None or label.kind != _WORD:
            return False
        if label.low not in DATE_LABELS:
            return False
        bounds = DATE_LABELS[label.low]
        return bounds is None or bounds[0] <= int(token) <= bounds[1]

    def blocks_tenths(self, k: int) -> bool:
        """M4: the digits are not tenths when a unit, %, or a date/range separator follows."""
        j, gap = self.next(k)
        t = self.tok(j)
        if t is None or gap not in _INLINE:
            return False
        if t.kind == _WORD:
            return t.low in UNIT_WORDS or (
                t.low == "phần" and self.word_at(self.next(j)[0], "trăm")
            )
        if t.text == "%":
            return True
        if t.text in ("-", "–", "~"):  # a range, unless its right side is a full amount:
            k, gap2 = self.next(j)  # "1 tỷ 2 - 1 tỷ 5" keeps the shorthand
            right = self.tok(k)
            return (
                gap2 not in _INLINE
                or right is None
                or right.kind != _NUM
                or (not self._mult_follows(k))
            )
        return t.text in ("/", ":") and self.text[t.end : t.end + 1].isdigit()

    def compound(self, vals: list[Decimal], exp: int, end: int, rule: str, prefix: str | None):
        """M3 additive compounds, M4 tenths shorthand and M5 ``rưỡi`` after a chain."""
        while True:
            j, gap = self.next(end)
            t = self.tok(j)
            if t is None or gap not in _INLINE:
                break
            if t.kind == _WORD and t.low in HALF_WORDS and gap:
                return [v + _TEN**exp / 2 for v in vals], j, "M5"
            if t.kind != _NUM or not t.text.isdigit() or j in self.rejected:
                break
            k, gap2 = self.next(j)
            sub = self.chain(k, prefix) if gap2 in _INLINE else None
            if sub is not None:
                if sub[0] >= exp:
                    break  # "2 triệu 5 triệu": a new amount
                digits = Decimal(t.text)
                vals = [v + digits * _TEN ** sub[0] for v in vals]
                exp, end, rule = sub[0], sub[1], "M3"
                continue
            if exp >= 3 and len(t.text) <= 3 and gap in ("", " ") and not self.blocks_tenths(j):
                digits = Decimal(t.text)
                short = digits * _TEN**exp / _TEN ** len(t.text)
                new = [v + short for v in vals]
                if gap == " " and self.currency_after_word(j):
                    new += [v + digits for v in vals]  # 2 triệu 500 đồng: either reading
                return new, j, "M4"
            break
        return vals, end, rule

    def build(
        self, first: int, last: int, readings: list[tuple[Decimal, bool]], rule: str, single: bool
    ) -> _Amount:
        prefix = self.currency_before(first)
        neg = self.negative(first)
        j, gap = self.next(last)
        inline = gap in _INLINE
        chain = self.chain(j, prefix) if inline else None
        vals = [v for v, _ in readings]
        if any(dec for _, dec in readings):  # S4 VND rule: grouping only
            if prefix == "vnd" or (chain is None and inline and self.currency_at(j) == "vnd"):
                vals = [v for v, dec in readings if not dec]
        end, scale, percent = last, None, False
        if chain is not None:
            scale, end = chain
            vals = [v * _TEN**scale for v in vals]
            vals, end, rule = self.compound(vals, scale, end, "M1", prefix)
        else:
            t = self.tok(j)
            if inline and t is not None and t.kind == _WORD and t.low in COUNTING_UNITS:
                k, gap2 = self.next(j)
                if gap2 in (" ", "s") and self.word_at(k, *HALF_WORDS):
                    vals, end, rule = [v + _HALF for v in vals], k, "M5"  # 1 ngày rưỡi
            if end == last and inline and t is not None:
                if t.text == "%":
                    percent, end = True, j
                elif t.low == "phần" and self.word_at(self.next(j)[0], "trăm"):
                    percent, end = True, self.next(j)[0]
            if single and not percent and self.is_label(first, prefix, j, gap):
                return _Amount(first, last, last, [], None, False, "D1")
        k, gap = self.next(end)
        if gap in _INLINE and not percent and self.currency_at(k) is not None:
            end = k + 1 if self.toks[k].low == "us" else k  # the currency joins the surface
        if neg:
            vals = [-v for v in vals]
        return _Amount(first, last, end, vals, scale, percent, rule, neg)

    def do_single(self, i: int) -> None:
        word, num = self.tok(i - 1), self.tok(i - 2)
        if word is not None and word.low in EXPONENT_UNITS and num is not None:
            if num.kind == _NUM and self.toks[i].text in ("2", "3"):
                return  # the exponent of 60m2
        readings, rule = read_token(self.toks[i].text)
        if readings:
            self.register(self.build(i, i, readings, rule, single=True))

    def register(self, amount: _Amount) -> None:
        self.amounts.append(amount)
        self.consumed.update(range(amount.first, amount.end + 1))

    # ---- R1: ranges --------------------------------------------------------------------------

    def is_range_marker(self, lo: int, hi: int) -> bool:
        seq = []
        for t in self.toks[lo:hi]:
            if t.kind == _SPACE:
                if self._gap(t) == "nl":
                    return False
                seq.append(" ")
            else:
                seq.append(t.low)
        core = [s for s in seq if s != " "]
        if core == ["-"]:
            return seq in (["-"], [" ", "-", " "])
        if core in (["–"], ["~"]):
            return True
        return core in (["đến"], ["tới"]) and seq == [" ", core[0], " "]

    def apply_ranges(self) -> None:
        amounts = sorted(self.amounts, key=lambda a: a.first)
        for a, b in itertools.pairwise(amounts):
            bare = a.end == a.core_last and a.scale is None and not a.percent
            if not (a.values and b.values and bare and self.is_range_marker(a.end + 1, b.first)):
                continue
            if b.scale is not None:
                a.values = [v * _TEN**b.scale for v in a.values]
                a.scale, a.rule = b.scale, "R1"
            a.percent = a.percent or b.percent

    # ---- W1-W3: number words -------------------------------------------------------------

    def is_number_word(self, i: int) -> bool:
        t = self.toks[i]
        if t.kind != _WORD or t.low not in NUMBER_WORDS:
            return False
        k, gap = self.next(i)
        return not (gap in _INLINE and self.word_at(k, *COMPOUND_PARTNERS.get(t.low, ())))

    def percent_after(self, i: int) -> int | None:
        j, gap = self.next(i)
        if gap in _INLINE and self.word_at(j, "phần"):
            k, gap2 = self.next(j)
            if gap2 in _INLINE and self.word_at(k, "trăm"):
                return k
        return None

    def emit_word(self, value: Decimal, first: int, last: int, rule: str, neg: bool) -> None:
        pct = self.percent_after(last)
        end = self.toks[pct if pct is not None else last].end
        start = self.toks[first].start
        surface = self.text[start:end]
        value = -value if neg else value
        self.found.append(Found(value, start, end, surface, rule))
        if pct is not None:
            self.found.append(Found(value / 100, start, end, surface, "P1"))

    def words(self) -> None:
        i = 0
        while i < self.n:
            if not self.is_number_word(i):
                i += 1
                continue
            run = [i]
            while (
                run[-1] + 2 < self.n
                and self.toks[run[-1] + 1].text == " "
                and self.is_number_word(run[-1] + 2)
            ):
                run.append(run[-1] + 2)
            self.word_run(run)
            i = run[-1] + 1
        for i, t in enumerate(self.toks):  # M5: nửa ngày, nửa triệu (not nửa đêm)
            if t.kind == _WORD and t.low == "nửa":
                k, gap = self.next(i)
                u = self.tok(k)
                if gap not in (" ", "s") or u is None or u.kind != _WORD:
                    continue
                if u.low in NUA_UNITS:
                    self.emit_word(_HALF, i, k, "M5", False)
                elif u.low in SCALE_WORDS or u.low in ("trăm", "chục"):
                    exp = SCALE_WORDS.get(u.low) or MULTIPLIERS[u.low]
                    self.emit_word(_TEN**exp / 2, i, k, "M5", False)

    def word_run(self, run: list[int]) -> None:
        words = [self.toks[k].low for k in run]
        p, gap = self.prev(run[0])
        before = self.toks[p].low if gap == " " and self.word_at(p, *WORD_LABELS, "âm") else ""
        if before in WORD_LABELS:
            return  # W3: thứ hai, tháng hai, ngày mười lăm
        if words[0] == "năm" and len(words) > 1 and words[1] in DIGIT_WORDS:
            return  # W3: năm hai nghìn ... is a year
        neg = before == "âm"
        if any(w in STRUCTURE_WORDS or w in SCALE_WORDS for w in words):
            if words[0] not in DIGIT_WORDS and words[0] != "mười":
                return  # hàng trăm, vài triệu, chục
            if len(words) >= 2 and words[-1] == "năm" and words[-2] in {*SCALE_WORDS, "trăm"}:
                words, run = words[:-1], run[:-1]  # hai triệu năm: "năm" = years
            value = parse_words(words)
            if value is not None:
                self.emit_word(value, run[0], run[-1], "W1", neg)
            if len(words) > 1 and words[-1] == "năm":
                # "hai mươi hai năm" fails as a numeral: 22 years.  After mười/mươi "năm" is
                # nonstandard for 5 (lăm), so "mười năm" is read either way: {15, 10 (years)}.
                if value is None or words[-2] in ("mười", "mươi"):
                    years = parse_words(words[:-1])
                    if years is not None:
                        self.emit_word(years, run[0], run[-2], "W1", neg)
            return
        for idx, k in enumerate(run):  # W2: a lone digit word before a counting unit
            word = words[idx]
            if word not in _UNITS_1_9:
                continue
            unit, gap = (run[idx + 1], " ") if idx + 1 < len(run) else self.next(k)
            value = Decimal(_UNITS_1_9[word])
            sign = neg and idx == 0
            if gap in _INLINE and self.word_at(unit, *COUNTING_UNITS):
                half, gap2 = self.next(unit)
                if gap2 in (" ", "s") and self.word_at(half, *HALF_WORDS):
                    self.emit_word(value + _HALF, k, half, "M5", sign)
                else:
                    self.emit_word(value, k, k, "W2", sign)
            elif self.percent_after(k) is not None:
                self.emit_word(value, k, k, "W2", sign)  # năm phần trăm

    # ---- driver ------------------------------------------------------------------------------

    def run(self) -> list[Found]:
        for lo, hi in self.chunks():
            if any(self.toks[k].kind == _NUM for k in range(lo, hi + 1)) and self.is_code(lo, hi):
                self.rejected.update(range(lo, hi + 1))
        clusters = self.clusters()
        for i, t in enumerate(self.toks):
            if t.kind != _NUM or i in self.rejected or i in self.consumed:
                continue
            if i in clusters:
                self.do_cluster(clusters[i])
            else:
                self.do_single(i)
        self.apply_ranges()
        for a in self.amounts:
            start = self.toks[a.first].start
            if a.negative and self.text[start - 1 : start] == "-":
                start -= 1
            end = self.toks[a.end].end
            surface = self.text[start:end]
            for v in a.values:
                self.found.append(Found(v, start, end, surface, a.rule))
                if a.percent:
                    self.found.append(Found(v / 100, start, end, surface, "P1"))
        self.words()
        self.found.sort(key=lambda f: (f.start, f.end))
        return self.found


# --------------------------------------------------------------------------------------------
# Public API
# --------------------------------------------------------------------------------------------


def extract_values(text: str) -> list[Found]:
    """Every candidate value the text states, with position, surface and rule (diagnostics)."""
    return _Scanner(text).run()


def extract_numbers(text: str) -> list[float]:
    """Every value the text can be read as stating, as floats, de-duplicated, in text order."""
    seen: set[Decimal] = set()
    out: list[float] = []
    for f in extract_values(text):
        if f.value not in seen:
            seen.add(f.value)
            out.append(float(f.value))
    return out


def _expected_decimal(expected: object) -> Decimal:
    if isinstance(expected, bool):
        raise TypeError("expected must be a real number, not bool")
    if isinstance(expected, Decimal):
        value = expected
    elif isinstance(expected, numbers.Integral):
        value = Decimal(int(expected))
    elif isinstance(expected, numbers.Real):
        f = float(expected)
        if not math.isfinite(f):
            raise ValueError(f"expected must be finite, got {expected!r}")
        value = Decimal(repr(f))
    elif isinstance(expected, str):
        if not _PLAIN_DECIMAL_RE.fullmatch(expected.strip()):
            raise ValueError(f"expected string is not a plain ASCII decimal: {expected!r}")
        value = Decimal(expected.strip())
    else:
        raise TypeError(f"expected must be a real number, got {type(expected).__name__}")
    if not value.is_finite():
        raise ValueError(f"expected must be finite, got {expected!r}")
    return value


def contains_number(
    text: str, expected: float | int | Decimal | str, *, ignore_sign: bool = False
) -> bool:
    """True iff some value stated in ``text`` equals ``expected`` within E1 tolerance.

    ``expected`` is in base units (đồng, days, percent points or ratio).  ``bool``, NaN and ±inf
    are rejected; a string is parsed as a plain ASCII decimal (never with the Vietnamese rules).
    ``ignore_sign=True`` compares magnitudes (not the default: a wrong sign is a wrong answer).
    """
    target = _expected_decimal(expected)
    if ignore_sign:
        target = abs(target)
    tolerance = Decimal("1e-9") * max(Decimal(1), abs(target))
    for value in _values(text):
        if ignore_sign:
            value = abs(value)
        if abs(value - target) <= tolerance:
            return True
    return False


@lru_cache(maxsize=8192)
def _values(text: str) -> tuple[Decimal, ...]:
    """The values of :func:`extract_values`, read once per text (a text is asked for several
    numbers: selftest's drift check walks every read output once per expected value)."""
    return tuple(f.value for f in extract_values(text))


def matches(expected: float | int | Decimal | str, text: str, *, ignore_sign: bool = False) -> bool:
    """``contains_number`` with the spec's argument order."""
    return contains_number(text, expected, ignore_sign=ignore_sign)
