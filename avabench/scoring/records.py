"""Named records stated through the world's own names and codes (docs/facts.md, rules RC1-RC5).

``states_record(text, world, table, record_id)`` is true when the text names that record in any
form its own fields give, never through per-task phrase lists:

* RC1 the record id, whole (``PH-301``, ``NV000012``, ``BH00529``, ``DH260414-0052``): not inside
  a longer code (``PH-3010``, ``XPH-301``).
* RC2 the naming fields of its table (:data:`NAME_FIELDS`), whole words after folding
  (``Nguyễn Minh Tuấn``, ``Hoàng Gia Phát``). A company's legal form may be written in its usual
  abbreviation (``Công ty CP`` / ``CTCP`` / ``Cty CP`` for ``Công ty Cổ phần``, ``Cty TNHH``,
  ``TM&DV`` for ``Thương mại và Dịch vụ``). A given name alone (``Khánh``, capitalised, a word
  of its own, not inside a longer proper name) names a person only when no other person of the
  world — employee, CRM contact, candidate or shopper; one full name is one person — has that
  given name; otherwise it is a namesake's too and names nobody. RC2b: a given name the user's
  request uses (:func:`request_context`, set while the scorer grades) also names the only
  person of the record's own table who has it.
* RC3 rooms (``office.rooms``, name ``"P.301 Sen"`` = code + label): ``P.301``, ``P301``,
  ``P 301``, ``P-301``, ``phòng 301``, ``phòng số 301``, ``phòng họp 301``, ``phòng P.301``,
  ``phòng Sen``, ``phòng họp Sen``, ``301 (Sen)``, ``301 - Sen``, ``301 Sen``, ``Sen (301)``.
  A bare ``301`` or a bare ``Sen`` (also a word) is not the room.
* RC4 invoices (``accounting.invoices``): the id; the full padded number ``00000117``; and the
  number with or without its leading zeros after ``HĐ``/``hoá đơn``/``invoice`` (optionally
  ``số``, ``#``, ``no.``): ``HĐ 00000117``, ``hoá đơn 117``, ``HĐ số 117``.  A bare ``117`` is not
  the invoice (an amount, a count).
* RC5 a ``where`` form: ``states_any_record(text, world, table, where)`` is true when the text
  names *any* record that matches (the contradiction of "nothing is overdue").
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any

from avabench.scoring.vitext import fold, normalize
from avabench.world import Record, WorldState
from avabench.world.derived import per_table

__all__ = ["NAME_FIELDS", "record_names", "states_any_record", "states_record"]

#: The fields that name a record of each table (besides its id).  Tables not listed are named by
#: their id only.
NAME_FIELDS: dict[str, tuple[str, ...]] = {
    "hr.employees": ("full_name",),
    "hr.departments": ("name",),
    "crm.customers": ("name", "short_name"),
    "crm.contacts": ("full_name",),
    "crm.opportunities": ("name",),
    "recruitment.candidates": ("full_name",),
    "recruitment.job_postings": ("title",),
    "sales.products": ("name",),
    "sales.shoppers": ("full_name",),
    "mail.contacts": ("name",),
    "office.policy_documents": ("code", "title"),
}
_L = r"[^\W\d_]"
_ROOM_NAME_RE = re.compile(r"^\s*p\.?\s*(?P<num>\d+)\s*(?P<label>.*)$")
_INVOICE_WORD = r"(?:hđ|hoá\s+đơn|invoice|inv)"


def _phrase_re(phrase: str) -> str:
    words = fold(phrase).split()
    return r"(?<![^\W_])" + r"\s+".join(map(re.escape, words)) + r"(?![^\W_])"


def _id_re(record_id: str) -> str:
    return rf"(?<![\w\-.]){re.escape(fold(record_id))}(?![\w]|-\w)"


def _room_patterns(rec: Record) -> list[str]:
    name = fold(getattr(rec, "name", ""))
    m = _ROOM_NAME_RE.match(name)
    if not m:
        return [_phrase_re(name)] if name else []
    num, label = m.group("num"), m.group("label").strip()
    n = rf"(?<![\w.,/-]){num}(?![\w]|[.,/]\d)"
    pats = [
        rf"(?<![\w.-])p\s?[.\-]?\s?{num}(?![\w]|[.,/]\d)",  # P.301 P301 P 301 P-301
        rf"(?<!{_L})phòng\s+(?:họp\s+)?(?:số\s+)?(?:p\.?\s?)?{num}(?![\w]|[.,/]\d)",
    ]
    if label:
        lab = r"\s+".join(map(re.escape, label.split()))
        pats += [
            rf"(?<!{_L})phòng\s+(?:họp\s+)?{lab}(?!{_L})",
            rf"{n}\s*(?:\(\s*{lab}\s*\)|[-–:]\s*{lab}(?!{_L})|\s{lab}(?!{_L}))",
            rf"(?<!{_L}){lab}\s*\(\s*(?:p\.?\s?)?{num}\s*\)",
        ]
    return pats


def _invoice_patterns(rec: Record) -> list[str]:
    no = getattr(rec, "invoice_no", None)
    if not no:
        return []
    short = no.lstrip("0") or "0"
    numbers = "|".join(sorted({re.escape(no), re.escape(short)}, key=len, reverse=True))
    return [
        rf"(?<![\w.,/-]){re.escape(no)}(?![\w]|[.,/]\d)",
        rf"(?<!{_L}){_INVOICE_WORD}\s*(?:số\s*)?(?:#|no\.?)?\s*(?:{numbers})(?![\w]|[.,/]\d)",
    ]


#: Legal forms of a company name (folded) and the abbreviations that write them (RC2).
_LEGAL_FORMS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("công ty cổ phần", ("công ty cp", "cty cp", "ctcp", "cty cổ phần", "c.ty cp")),
    ("công ty tnhh", ("cty tnhh", "c.ty tnhh", "công ty trách nhiệm hữu hạn")),
    ("thương mại và dịch vụ", ("tm&dv", "tm & dv", "tm và dv", "tmdv")),
    ("công ty", ("cty",)),
)

#: The tables of people, whose given names are compared for namesakes (RC2).
PERSON_TABLES: tuple[str, ...] = (
    "hr.employees",
    "crm.contacts",
    "recruitment.candidates",
    "sales.shoppers",
)


def _company_variants(name: str) -> list[str]:
    """``name`` (folded) with each legal form written in each of its abbreviations."""
    folded = fold(name)
    out: list[str] = []
    for form, abbreviations in _LEGAL_FORMS:
        pattern = _phrase_re(form)
        if re.search(pattern, folded):
            out += [re.sub(pattern, a, folded, count=1) for a in abbreviations]
    return out


def _given(full_name: Any) -> str | None:
    if not isinstance(full_name, str) or not full_name.split():
        return None
    return unicodedata.normalize("NFC", full_name.split()[-1])


def _count_given_names(*tables: list[Record]) -> dict[str, int]:
    """How many distinct full names of the people in ``tables`` end in each given name.

    One full name is one person, in however many tables (a hired candidate is also an
    employee).
    """
    names = {
        unicodedata.normalize("NFC", n)
        for rows in tables
        for n in (getattr(r, "full_name", None) for r in rows)
        if isinstance(n, str)
    }
    counts: dict[str, int] = {}
    for name in names:
        given = _given(name)
        if given:
            counts[given] = counts.get(given, 0) + 1
    return counts


def _given_name_counts(world: WorldState) -> dict[str, int]:
    """:func:`_count_given_names` of the world's person tables, once per their content."""
    tables = [world.table(t) for t in PERSON_TABLES]
    return per_table(("scoring", "given_names"), *tables, build=_count_given_names)


#: The user's own words in the task being graded (its request and follow-ups), set by
#: :func:`request_context` while :func:`avabench.scoring.scorer.score` grades (RC2b).
_REQUEST: ContextVar[str] = ContextVar("request_text", default="")


@contextmanager
def request_context(text: str) -> Iterator[None]:
    """Grade with ``text`` as the user's request: the given names it uses name people (RC2b)."""
    token = _REQUEST.set(text)
    try:
        yield
    finally:
        _REQUEST.reset(token)


def _person_given(table: str, rec: Record | None) -> str | None:
    """The capitalised given name of ``rec`` when ``table`` is a table of people."""
    if rec is None or table not in PERSON_TABLES:
        return None
    given = _given(getattr(rec, "full_name", None))
    return given if given and given[0].isupper() else None


def _named_by_request(world: WorldState, table: str, given: str, request: str) -> bool:
    """RC2b: ``request`` uses ``given`` and nobody else of ``table`` has it."""
    if not request or not _given_at(request, given):
        return False
    own = per_table(("scoring", "given_names"), world.table(table), build=_count_given_names)
    return own.get(given, 0) == 1


def _unique_given_name(world: WorldState | None, table: str, rec: Record) -> str | None:
    """The person's given name when it names them (RC2: no other person of the world has it;
    RC2b: the request calls someone by it and nobody else of the record's table has it)."""
    given = _person_given(table, rec) if world is not None else None
    if given is None:
        return None
    if _given_name_counts(world).get(given, 0) == 1:
        return given
    return given if _named_by_request(world, table, given, _REQUEST.get()) else None


def request_name(world: WorldState, table: str, record_id: str, request: str) -> str | None:
    """The given name by which ``request`` names person ``record_id`` through RC2b only (it
    has namesakes in the world, none in its table, and the request uses it), else ``None``."""
    given = _person_given(table, next((r for r in world.table(table) if r.id == record_id), None))
    if given is None or _given_name_counts(world).get(given, 0) == 1:
        return None  # not a person's given name, or RC2 names them anyway
    return given if _named_by_request(world, table, given, request) else None


def _given_at(text: str, given: str) -> bool:
    """Does ``text`` use ``given`` as a given name on its own (capitalised, a word of its own,
    not inside a longer proper name: ``Khánh``, not ``khánh thành`` or ``Khánh Linh``)?"""
    written = normalize(text)
    for m in re.finditer(rf"(?<![^\W_]){re.escape(given)}(?![^\W_])", written):
        before = re.search(r"([^\W\d_]+)[^\S\n]+$", written[: m.start()])
        after = re.match(r"[^\S\n]+([^\W\d_]+)", written[m.end() :])
        if (before and before.group(1)[0].isupper()) or (after and after.group(1)[0].isupper()):
            continue
        return True
    return False


def record_names(table: str, rec: Record) -> list[str]:
    """The regular expressions (over folded text) that name ``rec`` of ``table``."""
    pats = [_id_re(rec.id)]
    for field in NAME_FIELDS.get(table, ()):
        value = getattr(rec, field, None)
        if isinstance(value, str) and value.strip():
            pats.append(_phrase_re(value))
            if table == "crm.customers":
                pats += [_phrase_re(v) for v in _company_variants(value)]
    if table == "office.rooms":
        pats += _room_patterns(rec)
    elif table == "accounting.invoices":
        pats += _invoice_patterns(rec)
    return pats


def _states(text: str, table: str, rec: Record, world: WorldState | None = None) -> bool:
    folded = fold(text)
    if any(re.search(p, folded) for p in record_names(table, rec)):
        return True
    given = _unique_given_name(world, table, rec)
    # case-sensitive on the text as written ("Khánh" the person, not "khánh thành"), and on its
    # own: not inside a longer proper name ("Bùi Quang Huy" does not name a Quang)
    return given is not None and _given_at(text, given)


def states_record(text: str, world: WorldState, table: str, record_id: str) -> bool:
    """True iff ``text`` names the record ``record_id`` of ``table`` (False if there is none)."""
    rec = next((r for r in world.table(table) if r.id == record_id), None)
    return rec is not None and _states(text, table, rec, world)


def states_any_record(text: str, world: WorldState, table: str, where: dict[str, Any]) -> bool:
    """True iff ``text`` names some record of ``table`` matching ``where``."""
    from avabench.scoring.assertions import matching_records

    return any(
        _states(text, table, rec, world) for rec in matching_records(world.table(table), where)
    )
