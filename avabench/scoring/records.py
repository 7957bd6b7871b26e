"""Named records stated through the world's own names and codes (docs/facts.md, rules RC1-RC5).

``states_record(text, world, table, record_id)`` is true when the text names that record in any
form its own fields give, never through per-task phrase lists:

* RC1 the record id, whole (``PH-301``, ``NV000012``, ``BH00529``, ``DH260414-0052``): not inside
  a longer code (``PH-3010``, ``XPH-301``).
* RC2 the naming fields of its table (:data:`NAME_FIELDS`), whole words after folding
  (``Nguyễn Minh Tuấn``, ``Hoàng Gia Phát``; a given name alone is *not* a full name: namesakes).
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
from typing import Any

from avabench.scoring.vitext import fold
from avabench.world import Record, WorldState

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


def record_names(table: str, rec: Record) -> list[str]:
    """The regular expressions (over folded text) that name ``rec`` of ``table``."""
    pats = [_id_re(rec.id)]
    for field in NAME_FIELDS.get(table, ()):
        value = getattr(rec, field, None)
        if isinstance(value, str) and value.strip():
            pats.append(_phrase_re(value))
    if table == "office.rooms":
        pats += _room_patterns(rec)
    elif table == "accounting.invoices":
        pats += _invoice_patterns(rec)
    return pats


def _states(text: str, table: str, rec: Record) -> bool:
    folded = fold(text)
    return any(re.search(p, folded) for p in record_names(table, rec))


def states_record(text: str, world: WorldState, table: str, record_id: str) -> bool:
    """True iff ``text`` names the record ``record_id`` of ``table`` (False if there is none)."""
    rec = next((r for r in world.table(table) if r.id == record_id), None)
    return rec is not None and _states(text, table, rec)


def states_any_record(text: str, world: WorldState, table: str, where: dict[str, Any]) -> bool:
    """True iff ``text`` names some record of ``table`` matching ``where``."""
    from avabench.scoring.assertions import matching_records

    return any(_states(text, table, rec) for rec in matching_records(world.table(table), where))
