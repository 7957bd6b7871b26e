"""Dates, clock times, durations and ordinals by value, Vietnamese-aware (DESIGN.md §5.2).

``states_date``, ``states_time``, ``states_duration`` and ``states_ordinal`` are true when *some
fact the text states* equals the expected one.  Each first reads every fact of its kind out of the
text (``extract_*``: value, span, surface, rule id, for diagnostics), then compares.  The text is
read in its folded form (:func:`avabench.scoring.vitext.fold`: NFC, numbers' N1, casefold, tone
placement), which keeps offsets.  The same trap discipline as :mod:`avabench.scoring.numbers`:
digit runs are read whole or not at all; codes, phone numbers, amounts and other dates are never
the fact.  Rule ids (docs/facts.md has the full table):

Dates
* DT1 ``d/m`` and ``d/m/yyyy`` (``20/4``, ``20/04``, ``20/04/2026``, ``20/4/26``); with a year
  also ``d-m-yyyy`` and ``d.m.yyyy``.  A valid calendar date is required (``31/4`` is nothing).
* DT2 ISO ``yyyy-mm-dd``.
* DT3 words: ``ngày 20 tháng 4 [năm 2026]``, ``mùng 1 tháng 5``, ``20 tháng 4`` (not when a
  counting unit follows: ``3 tháng 2 ngày`` is a duration), day/month in words (``ngày hai mươi
  tháng tư``, ``tháng giêng``, ``tháng chạp``).
* DT4 weekday check: a weekday written right before the date (``thứ Hai 20/4``, ``thứ 2, ngày
  20/4``, ``T2 20/4``) or in brackets right after it (``20/4 (thứ Hai)``) must agree with it.
* DT5 day ranges: ``20–22/4``, ``20-22/4``, ``từ 20 đến 22/4`` state both ends (not the days
  between).  A full ``20/4–22/4`` is two DT1 dates.
* DT6 relative forms, read only when ``today`` is given: ``hôm nay``, ``ngày mai`` / ``sáng|trưa|
  chiều|tối mai``, ``ngày kia`` / ``ngày mốt``, ``hôm qua``, ``hôm kia``; ``thứ Hai tuần sau|tới``,
  ``thứ Hai tuần này`` / ``thứ Hai này``, ``thứ Hai tuần trước``; a bare weekday (``thứ Hai``,
  ``Chủ nhật``) is the next such day after today.
* DT7 traps (nothing): ``120/4``, ``20/4/202``, ``HD-20/4``, ``v20/4``, ``20/4abc``, ``20.4``
  (a decimal), ``20-4`` (a code or a score), ``0912/20/4``, ``03/2025/QĐ``, amounts
  (``20.000 đ``), times (``20:40``).

Times
* TM1 ``H:MM`` (24-hour; ``:SS`` allowed): ``11:00``, ``14:30``, ``02:00``.
* TM2 ``Hh``, ``HhMM``, ``Hg``, ``HgMM``, ``H giờ``, ``H giờ MM [phút]``, ``H giờ rưỡi`` (= :30),
  ``H giờ kém MM`` (= H-1 : 60-MM), hours in words (``hai giờ chiều``).
* TM3 part of day after the time or up to four words before it: ``sáng`` (as written), ``trưa``
  (1-4 → +12), ``chiều`` (1-11 → +12), ``tối`` (1-11 → +12; 12 → 0), ``đêm``/``khuya`` (6-11 →
  +12, 12 → 0, 0-5 as written); ``am``/``pm``.  ``2 rưỡi chiều`` = 14:30 (``rưỡi`` without
  ``giờ``/``h`` needs a part of day).
* TM4 ranges: ``từ 10 đến 11 giờ``, ``10-11h``, ``10–11h``, ``10h-11h``, ``10 tới 11 giờ`` state
  both ends; a bare left end takes the right end's part of day.
* TM5 duration, not time: ``H giờ`` / ``Hh`` right after ``còn thêm mất trong tổng cộng được đủ
  quá vượt tối đa tối thiểu ít nhất hơn gần làm`` or before ``làm công đồng hồ``; ``H tiếng`` is
  always a duration.  Hours above 24, minutes above 59 and one-digit minutes (``1:2``) are
  nothing.  ``11.00`` (a dot) is not a time.

Durations (in minutes)
* DU1 a number (read by numbers.py: digits, ``1,5``, words, ``nửa``) followed by ``tiếng``,
  ``giờ``, ``h``, ``g`` (×60), ``phút``/``ph``/``p`` (×1), ``giây`` (÷60); ``1 tiếng rưỡi`` = 90,
  ``nửa tiếng`` = 30, ``1,5 giờ`` = 90.
* DU2 compounds: ``1 tiếng 30 phút``, ``1 giờ 15``, ``1h30`` = 90.
* DU3 ranges: ``1-2 tiếng`` states 60 and 120.
* DU4 a clock time is not a duration: after ``lúc``/``vào``/``từ``/``hồi``, or with a part of
  day, ``kém``, ``đúng`` or a colon.  Days, weeks and months are out of scope (``2 ngày`` states
  no duration: calendar vs working days is the numbers' business, compared by value in days).

Ordinals (``states_ordinal(text, n, noun)``, Vietnamese noun-first order)
* OR1 ``vòng 2`` (the whole digit token; not ``vòng 20``, ``vòng 2.5``, ``vòng 2/3``).
* OR2 ``vòng hai`` (number words).
* OR3 ``vòng thứ hai``, ``vòng thứ 2``, ``lần thứ nhất``, ``đợt thứ tư``; up to three words may
  sit between the noun and ``thứ`` (``vòng phỏng vấn thứ hai``).
* OR4 ``vòng đầu``/``vòng đầu tiên`` = 1; Roman numerals ``vòng II``.
* OR5 traps: a count is not an ordinal (``3 lần``, ``trong vòng 2 ngày``: a counting unit after the
  number), another noun (``lần 2`` is not ``vòng 2``).

Ambiguity decisions (each pinned by cases in tests/scoring/fact_cases.py):
1. A date without a year states that day and month in the expected date's year (and any year):
   ``20/4`` states 2026-04-20.  A stated year must match.
2. ``d-m`` and ``d.m`` without a year are not dates (``20-4`` is a range, a score or a code;
   ``20.4`` is a decimal).  ``d/m`` is always a date (``1/2`` is 1 February, never a half).
3. A weekday that contradicts the date next to it (``thứ Ba 20/4`` when 20/4/2026 is a Monday)
   makes the date *not stated*: the reply is confused about the day.
4. A bare weekday is the next such day after today (1-7 days ahead), and is read only when it
   is capitalised (``thứ Hai``, ``Chủ nhật``) or follows a day word (``vào``, ``hôm``, ``sáng``,
   ``từ``, ``đến`` …), a punctuation mark or the start; never after an ordinal noun (``vòng thứ
   hai``).  Bare ``mai`` is not read (a given name and a room name); ``ngày mai``/``sáng mai`` are.
5. Times are 24-hour unless a part of day is written: ``2 giờ`` is 02:00, never 14:00 (a
   hedge-proof choice: accepting both would make a correct ``10 giờ`` state a wrong 22:00).
6. ``H giờ``/``Hh`` with no cue either way is read as both a time and a duration
   (``họp 2 giờ``).
7. A range states its two ends only (``từ 10 đến 12 giờ`` does not state 11:00).
8. Durations in days are out of scope (decision above, DU4).
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass
from decimal import Decimal
from functools import lru_cache

from avabench.scoring.numbers import COUNTING_UNITS, extract_values, parse_words
from avabench.scoring.vitext import fold, normalize

__all__ = [
    "Fact",
    "extract_dates",
    "extract_durations",
    "extract_ordinals",
    "extract_times",
    "states_date",
    "states_duration",
    "states_ordinal",
    "states_time",
]


@dataclass(frozen=True, slots=True)
class Fact:
    """One fact read from a text: its value, where, and the rule that produced it."""

    value: object
    start: int
    end: int
    surface: str
    rule: str


# ---- shared vocabulary -----------------------------------------------------------------------

_L = r"[^\W\d_]"  # a letter
WEEKDAYS: dict[str, int] = {
    "hai": 0, "2": 0, "ba": 1, "3": 1, "tư": 2, "bốn": 2, "4": 2, "năm": 3, "5": 3,
    "sáu": 4, "6": 4, "bảy": 5, "bẩy": 5, "7": 5,
}  # fmt: skip
_WD = r"(?:thứ\s+(?P<wd>hai|ba|tư|bốn|năm|sáu|bảy|bẩy|[2-7])|(?P<cn>chủ\s+nhật|cn)|t(?P<t>[2-7]))"
_WD_RE = re.compile(rf"(?<!{_L}){_WD}(?!{_L}|\d)")
MONTH_WORDS: dict[str, int] = {
    "giêng": 1, "một": 1, "hai": 2, "ba": 3, "tư": 4, "bốn": 4, "năm": 5, "sáu": 6,
    "bảy": 7, "bẩy": 7, "tám": 8, "chín": 9, "mười": 10, "mười một": 11, "mười hai": 12,
    "chạp": 12,
}  # fmt: skip
_NUM_WORD = r"(?:không|một|mốt|hai|ba|bốn|tư|năm|lăm|nhăm|sáu|bảy|bẩy|tám|chín|mười|mươi|linh|lẻ)"
_NUM_WORDS = rf"{_NUM_WORD}(?:\s+{_NUM_WORD}){{0,3}}"
#: Words that make a bare weekday a day (ambiguity decision 4).
DAY_CONTEXT = frozenset(
    "vào hôm ngày sáng trưa chiều tối đêm từ đến tới và hoặc hay là hết trước sau lúc cho đầu "
    "cuối kể tận nay".split()
)
#: Nouns after which ``thứ hai`` is an ordinal, never a weekday.
ORDINAL_NOUNS = frozenset(
    "vòng lần đợt người bước kỳ buổi hạng phần mục điều trang tầng cái con chiếc ca tuần "
    "tháng năm khóa khoá lớp đơn phiên ứng viên".split()
)
RANGE_WORDS = r"(?:[–\-~]|->|đến|tới)"


def _parse_number_words(span: str) -> int | None:
    value = parse_words(span.split())
    if value is None or value != int(value):
        return None
    return int(value)


def _small_int(token: str) -> int | None:
    """A digit token or a numeral in words, as an int (None when neither)."""
    if token.isdigit():
        return int(token)
    return _parse_number_words(token)


def _prev_words(f: str, pos: int, n: int) -> list[str]:
    """Up to ``n`` words before ``pos`` in the same clause (nearest last)."""
    head = re.split(r"[,.;:!?()\[\]\n]", f[:pos])[-1]
    return re.findall(rf"{_L}+|\d+", head)[-n:]


def _glued_before(f: str, s: int, allow_dash: bool = False) -> bool:
    """Is the token at ``s`` glued to what precedes it (a code, a path, a bigger number)?"""
    if s == 0:
        return False
    c = f[s - 1]
    if c.isalnum() or c in "/.,#@:_\\":
        return True
    if c == "-":
        if allow_dash:
            return s >= 2 and f[s - 2].isalpha() and f[s - 2] not in "hg"
        return True
    return False


def _glued_after(f: str, e: int) -> bool:
    """Is the token ending at ``e`` glued to what follows (letters, digits, a path, decimals)?"""
    if e >= len(f):
        return False
    c = f[e]
    if c.isalnum() or c in "/_@\\":
        return True
    return c in ".,:" and e + 1 < len(f) and f[e + 1].isdigit()


# ---- dates -------------------------------------------------------------------------------------

_DMY_RE = re.compile(r"(\d+)/(\d+)(?:/(\d+))?")
_DMY_SEP_RE = re.compile(r"(\d{1,2})([.\-])(\d{1,2})\2(\d{4})")
_ISO_RE = re.compile(r"(\d{4})-(\d{2})-(\d{2})")
_WORDS_DATE_RE = re.compile(
    rf"(?:(?P<lead>ngày|mùng|mồng)\s+)?(?P<d>\d{{1,2}}|{_NUM_WORDS})\s+tháng\s+"
    rf"(?P<m>\d{{1,2}}|mười\s+một|mười\s+hai|giêng|chạp|một|hai|ba|bốn|tư|năm|sáu|bảy|bẩy|tám|"
    rf"chín|mười)(?!{_L}|\d)(?:\s*(?:,\s*)?năm\s+(?P<y>\d{{4}}))?"
)
_RANGE_LEFT_RE = re.compile(rf"(?:từ\s+(?:ngày\s+)?)?(\d{{1,2}})\s*{RANGE_WORDS}\s*(?:ngày\s+)?$")
_WD_BEFORE_RE = re.compile(rf"{_WD}\s*[,(]?\s*(?:ngày\s+)?$")
_WD_AFTER_RE = re.compile(rf"\s*\(\s*{_WD}\s*\)")
_PARTS = r"sáng|trưa|chiều|tối|đêm"
_RELATIVE_RE = re.compile(
    rf"(?<!{_L})(?:(?P<today>hôm\s+nay)|(?P<tomorrow>(?:ngày|{_PARTS})\s+mai)"
    rf"|(?P<after>ngày\s+kia|(?:ngày|{_PARTS})\s+mốt)|(?P<yesterday>hôm\s+qua)"
    rf"|(?P<before>hôm\s+kia))(?!{_L})"
)
_WEEK_REL_RE = re.compile(
    r"\s+(?:tuần\s+(?P<rel>sau\s+nữa|sau|tới|này|trước)|(?P<this>này))(?![^\W\d_])"
)


def _weekday_of(m: re.Match[str]) -> int:
    if m.group("cn"):
        return 6
    return WEEKDAYS[m.group("wd") or m.group("t")]


def _valid(y: int, mo: int, d: int) -> dt.date | None:
    try:
        return dt.date(y, mo, d)
    except ValueError:
        return None


def _year(y: str | None) -> int | bool | None:
    """A written year (None when absent, False when malformed)."""
    if y is None:
        return None
    if len(y) == 4:
        return int(y)
    if len(y) == 2:
        return 2000 + int(y)
    return False


class _DateReader:
    def __init__(self, text: str, year: int, today: dt.date | None) -> None:
        self.raw = normalize(text)
        self.f = fold(text)
        self.year = year
        self.today = today
        self.out: list[Fact] = []

    def add(self, y: int | None, mo: int, d: int, s: int, e: int, rule: str) -> bool:
        date = _valid(y if y is not None else self.year, mo, d)
        if date is None:
            return False
        if not self.weekday_agrees(date, s, e):
            return False
        self.out.append(Fact(date if y is not None else (mo, d), s, e, self.f[s:e], rule))
        return True

    def weekday_agrees(self, date: dt.date, s: int, e: int) -> bool:
        before = _WD_BEFORE_RE.search(self.f[max(0, s - 24) : s])
        if before and not _glued_before(self.f, max(0, s - 24) + before.start()):
            if _weekday_of(before) != date.weekday():
                return False
        after = _WD_AFTER_RE.match(self.f, e)
        return not (after and _weekday_of(after) != date.weekday())

    def range_left(self, mo: int, y: int | None, d: int, s: int) -> None:
        m = _RANGE_LEFT_RE.search(self.f[max(0, s - 24) : s])
        if not m:
            return
        ls = max(0, s - 24) + m.start(1)
        d0 = int(m.group(1))
        if _glued_before(self.f, ls) or d0 >= d:
            return
        self.add(y, mo, d0, ls, ls + len(m.group(1)), "DT5")

    def numeric(self) -> None:
        f = self.f
        for m in _DMY_RE.finditer(f):
            s, e = m.span()
            if _glued_before(f, s, allow_dash=True) or _glued_after(f, e):
                continue
            if f[s - 1 : s] == "-" and not (s >= 2 and f[s - 2].isdigit()):
                continue
            if f[e : e + 1] == "-" and not re.match(r"-\s*\d{1,2}/\d", f[e:]):
                continue
            d, mo, y = m.group(1), m.group(2), m.group(3)
            year = _year(y)
            if len(d) > 2 or len(mo) > 2 or year is False:
                continue
            if self.add(year or None, int(mo), int(d), s, e, "DT1"):  # type: ignore[arg-type]
                self.range_left(int(mo), year or None, int(d), s)  # type: ignore[arg-type]
        for m in _DMY_SEP_RE.finditer(f):
            s, e = m.span()
            if not (_glued_before(f, s) or _glued_after(f, e)):
                self.add(int(m.group(4)), int(m.group(3)), int(m.group(1)), s, e, "DT1")
        for m in _ISO_RE.finditer(f):
            s, e = m.span()
            tail_ok = f[e : e + 1] == "t" and f[e + 1 : e + 2].isdigit()
            if not _glued_before(f, s) and (tail_ok or not _glued_after(f, e)):
                self.add(int(m.group(1)), int(m.group(2)), int(m.group(3)), s, e, "DT2")

    def words(self) -> None:
        f = self.f
        for m in _WORDS_DATE_RE.finditer(f):
            s, e = m.span()
            if _glued_before(f, s) or (s and f[s - 1].isalpha()) or _glued_after(f, e):
                continue
            d = _small_int(m.group("d").strip())
            mo_text = re.sub(r"\s+", " ", m.group("m"))
            mo = int(mo_text) if mo_text.isdigit() else MONTH_WORDS.get(mo_text)
            if d is None or mo is None:
                continue
            if not m.group("lead") and not m.group("y"):
                nxt = re.match(rf"\s+({_L}+)", f[e:])
                if nxt and nxt.group(1) in COUNTING_UNITS:
                    continue  # "3 tháng 2 ngày": a duration
                if not m.group("d").isdigit():
                    continue  # "hai tháng ba" without "ngày": too loose
            y = int(m.group("y")) if m.group("y") else None
            self.add(y, mo, d, s, e, "DT3")

    def relative(self) -> None:
        if self.today is None:
            return
        f, today = self.f, self.today
        for m in _RELATIVE_RE.finditer(f):
            shift = {"today": 0, "tomorrow": 1, "after": 2, "yesterday": -1, "before": -2}[
                m.lastgroup or "today"
            ]
            s, e = m.span()
            self.out.append(Fact(today + dt.timedelta(days=shift), s, e, f[s:e], "DT6"))
        monday = today - dt.timedelta(days=today.weekday())
        for m in _WD_RE.finditer(f):
            s, e = m.span()
            wd = _weekday_of(m)
            rel = _WEEK_REL_RE.match(f, e)
            if rel:
                weeks = {"sau nữa": 2, "sau": 1, "tới": 1, "này": 0, "trước": -1}[
                    rel.group("rel") or "này"
                ]
                date = monday + dt.timedelta(days=7 * weeks + wd)
                self.out.append(Fact(date, s, rel.end(), f[s : rel.end()], "DT6"))
                continue
            if not self.bare_weekday_ok(m, s, e):
                continue
            ahead = (wd - today.weekday()) % 7 or 7
            date = today + dt.timedelta(days=ahead)
            self.out.append(Fact(date, s, e, f[s:e], "DT6"))

    def bare_weekday_ok(self, m: re.Match[str], s: int, e: int) -> bool:
        f = self.f
        if m.group("t") or f[s:e] == "cn":
            return False  # T2 / CN only next to a date
        if re.match(r"\s*[,(]?\s*(?:ngày\s+)?\d{1,2}/\d", f[e:]) or re.match(
            r"\s*[,(]?\s*(?:ngày\s+)?\d{1,2}\s+tháng", f[e:]
        ):
            return False  # the date next to it is read instead (DT4)
        if re.search(r"\d\s*\(\s*$", f[:s]):
            return False  # "20/4 (thứ Hai)": the bracketed weekday only checks the date
        prev = _prev_words(f, s, 1)
        if prev and prev[0] in ORDINAL_NOUNS:
            return False
        head = re.split(r"[\n]", f[:s])[-1].rstrip()
        if not head or not head[-1].isalnum() or (prev and prev[0] in DAY_CONTEXT):
            return True
        return self.capitalised(m)

    def capitalised(self, m: re.Match[str]) -> bool:
        raw = self.raw[m.start() : m.end()]
        word = raw.split()[-1] if raw.split() else ""
        return bool(word) and (word[0].isupper() or word[0].isdigit())


def extract_dates(text: str, year: int = 2026, today: dt.date | None = None) -> list[Fact]:
    """Every date ``text`` states.

    Values are ``datetime.date`` when the year is known, ``(month, day)`` when the text gives no
    year (checked against ``year`` for validity and the weekday rule).  Relative forms are read
    only when ``today`` is given.
    """
    r = _DateReader(text, year, today)
    r.numeric()
    r.words()
    r.relative()
    return sorted(r.out, key=lambda x: (x.start, x.end))


def states_date(text: str, expected: dt.date, today: dt.date | None = None) -> bool:
    """True iff ``text`` states the date ``expected`` (relative forms need ``today``)."""
    if not isinstance(expected, dt.date) or isinstance(expected, dt.datetime):
        raise TypeError(f"expected must be a datetime.date, got {type(expected).__name__}")
    for fact in _dates(text, expected.year, today):
        v = fact.value
        if v == expected or v == (expected.month, expected.day):
            return True
    return False


# ---- clock times -------------------------------------------------------------------------------

_HOUR_WORDS = rf"{_NUM_WORDS}"
_TIME_RE = re.compile(
    rf"(?P<h>\d{{1,2}}|{_HOUR_WORDS})"
    r"(?:"
    r":(?P<cm>\d{2})(?::\d{2})?"  # 11:00, 11:00:00
    rf"|\s?(?P<hg>h|g)(?P<hm>\d{{2}})?(?!{_L})(?:\s+(?P<hhalf>rưỡi))?"  # 11h, 11h30, 11g
    r"|\s*giờ(?:\s+(?P<gm>\d{1,2})(?:\s*phút)?|\s+(?P<ghalf>rưỡi))?"  # 11 giờ [30 [phút]]
    r"|\s+(?P<bhalf>rưỡi)(?=\s+(?:sáng|trưa|chiều|tối|đêm|khuya))"  # 2 rưỡi chiều
    rf"|(?P<ampm>(?=\s*(?:am|pm|a\.m\.|p\.m\.)(?!{_L})))"  # 11pm
    r")"
    r"(?:\s+kém\s+(?P<kem>\d{1,2})(?:\s*phút)?)?"
    rf"(?P<pod>\s*(?:am|pm|a\.m\.|p\.m\.)(?!{_L})|\s+(?:sáng|trưa|chiều|tối|đêm|khuya)(?!{_L}))?"
)
_DURATION_BEFORE = frozenset(
    "còn thêm mất trong tổng cộng được đủ quá vượt đa thiểu nhất hơn gần làm chỉ".split()
)
_DURATION_AFTER_RE = re.compile(r"\s*(?:làm|công|đồng\s+hồ|/|mỗi|ot|tăng\s+ca|liên\s+tục)")
_POD_BEFORE_RE = re.compile(r"(sáng|trưa|chiều|tối|đêm|khuya)(?![^\W\d_])")


def _apply_pod(h: int, pod: str | None) -> int:
    if not pod or h > 12:
        return h
    pod = pod.strip().replace(".", "")
    if pod in ("am", "sáng"):
        return 0 if (pod == "am" and h == 12) else h
    if pod == "pm":
        return h if h == 12 else h + 12
    if pod == "trưa":
        return h + 12 if 1 <= h <= 4 else h
    if pod == "chiều":
        return h + 12 if 1 <= h <= 11 else h
    if pod == "tối":
        return 0 if h == 12 else (h + 12 if h >= 1 else h)
    if pod in ("đêm", "khuya"):
        return 0 if h == 12 else (h + 12 if h >= 6 else h)
    return h


@dataclass(slots=True)
class _TimeMatch:
    h: int
    m: int
    start: int
    end: int
    pod: str | None
    duration_like: bool
    rule: str


def _time_matches(f: str) -> list[_TimeMatch]:
    out: list[_TimeMatch] = []
    for mt in _TIME_RE.finditer(f):
        s, e = mt.span()
        htext = mt.group("h")
        if htext.isdigit():
            if _glued_before(f, s, allow_dash=True):
                continue
        elif s and (f[s - 1].isalpha() or f[s - 1].isdigit()):
            continue
        units = ("cm", "hg", "bhalf", "ampm")
        if not (any(mt.group(g) is not None for g in units) or "giờ" in f[s:e]):
            continue
        if _glued_after(f, e) or (mt.group("cm") and f[e : e + 1] == ":"):
            continue
        if not htext.isdigit() and mt.group("cm"):
            continue
        h = _small_int(re.sub(r"\s+", " ", htext))
        if h is None:
            continue
        minute = 0
        for g in ("cm", "hm", "gm"):
            if mt.group(g):
                minute = int(mt.group(g))
        if mt.group("hhalf") or mt.group("ghalf") or mt.group("bhalf"):
            minute = 30
        kem = mt.group("kem")
        if kem:
            k = int(kem)
            if not 0 < k < 60 or minute:
                continue
            h, minute = h - 1, 60 - k
        if not (0 <= h <= 24 and 0 <= minute <= 59) or (h == 24 and minute):
            continue
        pod = mt.group("pod")
        if not pod:
            before = [w for w in _prev_words(f, s, 4) if _POD_BEFORE_RE.fullmatch(w)]
            pod = before[-1] if before else None
        clock = bool(mt.group("cm") or kem or mt.group("pod") or mt.group("bhalf"))
        prev = _prev_words(f, s, 1)
        duration_like = not clock and (
            (bool(prev) and prev[0] in _DURATION_BEFORE) or bool(_DURATION_AFTER_RE.match(f, e))
        )
        rule = "TM3" if pod else ("TM1" if mt.group("cm") else "TM2")
        out.append(_TimeMatch(h, minute, s, e, pod, duration_like, rule))
    return out


_TIME_LEFT_RE = re.compile(
    rf"(?:từ\s+)?(\d{{1,2}})(?:[:h](\d{{2}}))?\s*{RANGE_WORDS}\s*(?:lúc\s+)?$"
)


def extract_times(text: str) -> list[Fact]:
    """Every clock time ``text`` states, as ``datetime.time``."""
    f = fold(text)
    out: list[Fact] = []
    for tm in _time_matches(f):
        if tm.duration_like:
            continue
        h = _apply_pod(tm.h, tm.pod) % 24
        out.append(Fact(dt.time(h, tm.m), tm.start, tm.end, f[tm.start : tm.end], tm.rule))
        left = _TIME_LEFT_RE.search(f[max(0, tm.start - 20) : tm.start])
        if left:
            ls = max(0, tm.start - 20) + left.start(1)
            if _glued_before(f, ls, allow_dash=True):
                continue
            lh, lm = int(left.group(1)), int(left.group(2) or 0)
            if lh > 24 or lm > 59:
                continue
            conv = _apply_pod(lh, tm.pod)
            if conv > h:
                conv = lh
            le = max(0, tm.start - 20) + left.end(1)
            out.append(Fact(dt.time(conv % 24, lm), ls, le, f[ls:le], "TM4"))
    return sorted(out, key=lambda x: (x.start, x.end))


def states_time(text: str, expected: dt.time) -> bool:
    """True iff ``text`` states the clock time ``expected`` (hours and minutes)."""
    if not isinstance(expected, dt.time):
        raise TypeError(f"expected must be a datetime.time, got {type(expected).__name__}")
    want = (expected.hour, expected.minute)
    return any((v.hour, v.minute) == want for v in (x.value for x in _times(text)))  # type: ignore[attr-defined]


# ---- durations ---------------------------------------------------------------------------------

_UNIT_MINUTES: dict[str, Decimal] = {
    "tiếng": Decimal(60), "giờ": Decimal(60), "h": Decimal(60), "g": Decimal(60),
    "phút": Decimal(1), "ph": Decimal(1), "p": Decimal(1), "giây": Decimal(1) / 60,
}  # fmt: skip
_UNIT_AFTER_RE = re.compile(r"\s?(tiếng|giờ|h|g|phút|ph|p|giây)(?![^\W\d_])")
_HALF_AFTER_RE = re.compile(r"\s+(?:rưỡi|rưởi)(?![^\W\d_])")
_MINUTES_AFTER_RE = re.compile(r"\s*(\d{1,2})(?:\s*(?:phút|ph|p)(?![^\W\d_]))?(?![\d:/.,])")
_HM_RE = re.compile(r"(\d{1,2})h(\d{2})")
_TIME_CUES = frozenset({"lúc", "vào", "từ", "hồi"})
_CLOCK_AFTER_RE = re.compile(r"\s*(?:kém|đúng|sáng|trưa|chiều|tối|đêm|khuya|am|pm)(?![^\W\d_])")


def _is_clock(f: str, s: int, e: int) -> bool:
    prev = _prev_words(f, s, 1)
    return (bool(prev) and prev[0] in _TIME_CUES) or bool(_CLOCK_AFTER_RE.match(f, e))


def extract_durations(text: str) -> list[Fact]:
    """Every duration ``text`` states, in minutes (``Decimal``)."""
    f = fold(text)
    found = [x for x in extract_values(text) if x.value >= 0]
    out: list[Fact] = []
    consumed_to = -1
    for i, x in enumerate(found):
        s, e = x.start, x.end
        if s < consumed_to:
            continue  # the minutes of a DU2 compound are not a duration of their own
        unit = None
        surface_words = re.findall(rf"{_L}+", f[s:e])
        for w in reversed(surface_words):
            if w in _UNIT_MINUTES:
                unit = w
                break
        value = x.value
        if unit is None:
            m = _UNIT_AFTER_RE.match(f, e)
            if m:
                unit, e = m.group(1), m.end()
                half = _HALF_AFTER_RE.match(f, e)
                if half:
                    value, e = value + Decimal("0.5"), half.end()
            else:  # DU3: a bare left end of a range takes the right end's unit
                nxt = found[i + 1] if i + 1 < len(found) else None
                gap = f[e : nxt.start] if nxt else ""
                if nxt and re.fullmatch(rf"\s*{RANGE_WORDS}\s*", gap):
                    m2 = _UNIT_AFTER_RE.match(f, nxt.end)
                    inner = re.findall(rf"{_L}+", f[nxt.start : nxt.end])
                    unit = (
                        m2.group(1) if m2 else next((w for w in inner if w in _UNIT_MINUTES), None)
                    )
                    if unit:
                        out.append(Fact(value * _UNIT_MINUTES[unit], s, e, f[s:e], "DU3"))
                continue
        if unit is None or _is_clock(f, x.start, e):
            continue
        minutes = value * _UNIT_MINUTES[unit]
        rule = "DU1"
        if unit in ("tiếng", "giờ", "h", "g") and value == int(value):
            extra = _MINUTES_AFTER_RE.match(f, e)
            if extra and not _glued_after(f, extra.end()) and int(extra.group(1)) < 60:
                if not _is_clock(f, x.start, extra.end()):
                    minutes += int(extra.group(1))
                    e, rule = extra.end(), "DU2"
        out.append(Fact(minutes, x.start, e, f[x.start : e], rule))
        consumed_to = e
    for m in _HM_RE.finditer(f):  # 1h30: numbers.py reads it as a code
        s, e = m.span()
        if _glued_before(f, s) or _glued_after(f, e) or _is_clock(f, s, e):
            continue
        if int(m.group(2)) < 60:
            value = Decimal(int(m.group(1)) * 60 + int(m.group(2)))
            out.append(Fact(value, s, e, f[s:e], "DU2"))
    return sorted(out, key=lambda x: (x.start, x.end))


def states_duration(text: str, minutes: float) -> bool:
    """True iff ``text`` states a duration of ``minutes`` (hours and minutes; days excluded)."""
    if isinstance(minutes, bool) or not isinstance(minutes, int | float | Decimal):
        raise TypeError(f"minutes must be a number, got {type(minutes).__name__}")
    target = Decimal(repr(minutes)) if isinstance(minutes, float) else Decimal(minutes)
    tolerance = Decimal("1e-9") * max(Decimal(1), abs(target))
    return any(abs(x.value - target) <= tolerance for x in _durations(text))  # type: ignore[operator]


# ---- ordinals ----------------------------------------------------------------------------------

ORDINAL_WORDS: dict[str, int] = {"nhất": 1, "tư": 4, "đầu": 1}
ROMAN: dict[str, int] = {
    "i": 1, "ii": 2, "iii": 3, "iv": 4, "v": 5, "vi": 6, "vii": 7, "viii": 8, "ix": 9, "x": 10,
}  # fmt: skip
_ORD_THU_RE = re.compile(
    rf"(?P<gap>(?:\s+{_L}+){{0,3}}?)\s+thứ\s+(?P<th>\d+|nhất|tư|{_NUM_WORDS})(?!{_L}|\d)"
)
_ORD_DIRECT_RE = re.compile(
    rf"\s+(?P<num>\d+)"
    rf"|\s+(?P<words>{_NUM_WORDS})(?!{_L})"
    rf"|\s+(?P<first>đầu(?:\s+tiên)?)(?!{_L})"
    rf"|\s+(?P<roman>[ivx]{{1,4}})(?!{_L}|\d)"
)


def _followed_by_unit(f: str, e: int) -> bool:
    """A counting unit follows (``2 ngày``), not a date label (``2 ngày 20/4``)."""
    m = re.match(rf"\s*({_L}+)(\s+\d)?", f[e:])
    if not m or m.group(1) not in COUNTING_UNITS:
        return False
    return not (m.group(1) in ("ngày", "tháng", "năm", "thứ") and m.group(2))


def _ordinal_thu(f: str, nm: re.Match[str]) -> Fact | None:
    """OR3: ``<noun> [≤ 3 words] thứ <n>``."""
    m = _ORD_THU_RE.match(f, nm.end())
    if not m or any(w in ("thứ", "và", "hoặc", "hay") for w in m.group("gap").split()):
        return None
    th, e = m.group("th"), m.end()
    if th.isdigit() and _glued_after(f, e):
        return None
    n = int(th) if th.isdigit() else ORDINAL_WORDS.get(th) or _parse_number_words(th)
    return None if n is None else Fact(n, nm.start(), e, f[nm.start() : e], "OR3")


def _ordinal_direct(f: str, nm: re.Match[str]) -> Fact | None:
    """OR1 digits, OR2 words, OR4 ``đầu`` and Roman numerals, right after the noun."""
    m = _ORD_DIRECT_RE.match(f, nm.end())
    if not m:
        return None
    e = m.end()
    n: int | None = None
    rule = "OR1"
    if m.group("num"):
        num = m.group("num")
        if _glued_after(f, e) or f[e : e + 1] in ("-", "–") or _followed_by_unit(f, e):
            return None
        if num.startswith("0") and len(num) >= 3:
            return None  # an identifier (numbers' T3)
        n = int(num)
    elif m.group("words"):
        if _followed_by_unit(f, e):
            return None
        n, rule = _parse_number_words(re.sub(r"\s+", " ", m.group("words"))), "OR2"
    elif m.group("first"):
        n, rule = 1, "OR4"
    elif m.group("roman"):
        n, rule = ROMAN.get(m.group("roman")), "OR4"
    return None if n is None else Fact(n, nm.start(), e, f[nm.start() : e], rule)


def extract_ordinals(text: str, noun: str) -> list[Fact]:
    """Every ordinal ``text`` attaches to ``noun`` (``vòng 2``, ``vòng thứ hai`` …)."""
    f = fold(text)
    noun_f = fold(noun).strip()
    if not noun_f:
        raise ValueError("noun must not be empty")
    noun_re = re.compile(rf"(?<!{_L})" + r"\s+".join(map(re.escape, noun_f.split())) + rf"(?!{_L})")
    out: list[Fact] = []
    for nm in noun_re.finditer(f):
        fact = _ordinal_thu(f, nm) or _ordinal_direct(f, nm)
        if fact is not None:
            out.append(fact)
    return out


def states_ordinal(text: str, n: int, noun: str) -> bool:
    """True iff ``text`` states the ``n``-th ``noun`` (``vòng 2`` = ``vòng thứ hai``)."""
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError(f"n must be an int, got {type(n).__name__}")
    return any(x.value == n for x in _ordinals(text, noun))


# ---- the reads the checks repeat ----------------------------------------------------------------
# A reply or a mail body is checked by several claims, and the same text is scored again in every
# episode that ends with it (selftest's adversaries, a trainer's repeated rollouts): each text is
# read once. The public ``extract_*`` functions keep returning a fresh list.


@lru_cache(maxsize=4096)
def _dates(text: str, year: int, today: dt.date | None) -> tuple[Fact, ...]:
    return tuple(extract_dates(text, year=year, today=today))


@lru_cache(maxsize=4096)
def _times(text: str) -> tuple[Fact, ...]:
    return tuple(extract_times(text))


@lru_cache(maxsize=4096)
def _durations(text: str) -> tuple[Fact, ...]:
    return tuple(extract_durations(text))


@lru_cache(maxsize=4096)
def _ordinals(text: str, noun: str) -> tuple[Fact, ...]:
    return tuple(extract_ordinals(text, noun))
