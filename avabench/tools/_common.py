"""Helpers shared by the tool modules: accent-insensitive search, paging, the current user."""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import Any, TypeVar

from pydantic import BaseModel

from avabench.errors import InvalidArguments, NotFound
from avabench.world import WorldState
from avabench.world.derived import per_record, per_table
from avabench.world.hr import Employee

T = TypeVar("T")

MAX_PAGE_SIZE = 50


@lru_cache(maxsize=1 << 16)
def fold(text: str) -> str:
    """Lower-case, accent-free form used for searching (``Đỗ Thu Hương`` → ``do thu huong``)."""
    text = unicodedata.normalize("NFC", text).replace("Đ", "D").replace("đ", "d")
    stripped = "".join(
        c for c in unicodedata.normalize("NFD", text) if not unicodedata.combining(c)
    )
    return " ".join(stripped.lower().split())


def phone_digits(text: str) -> str:
    """A phone number as national digits: ``+84 912 345 678`` / ``0084…`` / ``84…`` → ``0912345678``."""
    raw = unicodedata.normalize("NFKC", text or "").strip()
    digits = "".join(c for c in raw if c.isascii() and c.isdigit())
    if digits.startswith("0084"):
        return "0" + digits[4:]
    if raw.startswith("+84") or (digits.startswith("84") and len(digits) in (11, 12)):
        return "0" + digits[2:]
    return digits


@lru_cache(maxsize=1 << 16)
def haystacks(fields: tuple[str | None, ...]) -> tuple[str, str]:
    """(accented, folded) search text of a record's fields; records are immutable, so cached."""
    present = [f for f in fields if f]
    return (
        " ".join(unicodedata.normalize("NFC", f).lower() for f in present),
        fold(" ".join(present)),
    )


@lru_cache(maxsize=1 << 12)
def query_words(query: str) -> tuple[tuple[str, bool], ...]:
    """Each query word and whether it is unaccented (then it matches either way)."""
    return tuple((w, fold(w) == w) for w in unicodedata.normalize("NFC", query).lower().split())


def text_match(query: str | None, *fields: str | None) -> bool:
    """True when every word of ``query`` occurs in one of ``fields`` (accent-insensitive).

    Accented query words must match with their accents (``Tuấn`` does not match ``Tuân``);
    unaccented words match either way (``tuan`` matches ``Tuấn``).
    """
    if not query or not query.strip():
        return True
    return words_in(query_words(query), haystacks(fields))


def record_haystacks(
    what: str, record: T, fields: Callable[[T], tuple[str | None, ...]]
) -> tuple[str, str]:
    """:func:`haystacks` of ``fields(record)``, made once per (frozen) record; ``what`` names
    the search (one per choice of fields)."""
    return per_record(("haystacks", what), record, lambda r: haystacks(fields(r)))


def search_words(query: str | None) -> tuple[tuple[str, bool], ...] | None:
    """:func:`query_words` of a query, or None for a blank one (it matches everything)."""
    return query_words(query) if query and query.strip() else None


def words_in(words: tuple[tuple[str, bool], ...], hay: tuple[str, str]) -> bool:
    """Every query word (from :func:`query_words`) is in the (accented, folded) haystack."""
    exact_hay, folded_hay = hay
    for word, unaccented in words:
        if word not in (folded_hay if unaccented else exact_hay):
            return False
    return True


def dump(record: BaseModel, **extra: Any) -> dict[str, Any]:
    """A record as a JSON-able dict (``model_dump(mode="json")``), plus derived fields."""
    out: dict[str, Any] = record.__pydantic_serializer__.to_python(record, mode="json")
    out.update(extra)
    return out


def first_by(rows: Sequence[Any], attr: str = "id") -> dict[Any, Any]:
    """``{record.<attr>: record}``, the first record winning (what a linear scan finds)."""

    def build(table: list[Any]) -> dict[Any, Any]:
        out: dict[Any, Any] = {}
        for r in table:
            out.setdefault(getattr(r, attr), r)
        return out

    return per_table(("first_by", attr), rows, build=build)


def json_form(record: BaseModel) -> dict[str, Any]:
    """A frozen record's ``model_dump(mode="json")``, computed once (shared: never mutate it)."""
    return per_record("dump", record, _json_form)


def cached_dump(record: BaseModel, **extra: Any) -> dict[str, Any]:
    """:func:`dump` of a frozen record with its JSON form computed once.

    The caller owns the top-level dict (it may set keys); the values inside are shared with the
    cache and must not be changed. A tool's result is copied whole on its way out
    (:func:`~avabench.tools.registry.call_tool`), so no caller outside the tools sees them.
    """
    return {**json_form(record), **extra}


def _json_form(record: BaseModel) -> dict[str, Any]:
    return record.__pydantic_serializer__.to_python(record, mode="json")  # type: ignore[no-any-return]


def paginate(items: Sequence[T], page: int, page_size: int) -> tuple[list[T], dict[str, int]]:
    """One page of ``items`` and the paging facts to return to the model."""
    if page < 1:
        raise InvalidArguments("page phải ≥ 1.")
    if not 1 <= page_size <= MAX_PAGE_SIZE:
        raise InvalidArguments(f"page_size phải trong khoảng 1–{MAX_PAGE_SIZE}.")
    start = (page - 1) * page_size
    return list(items[start : start + page_size]), {
        "page": page,
        "page_size": page_size,
        "total": len(items),
    }


def page_result(items: Sequence[BaseModel], page: int, page_size: int, key: str = "items") -> dict:
    """A paged search result ``{key: [...], "page", "page_size", "total"}``."""
    chunk, meta = paginate(items, page, page_size)
    return {key: [dump(r) for r in chunk], **meta}


def employee(world: WorldState, employee_id: str) -> Employee:
    """The employee with this id, or NotFound."""
    for e in world.hr.employees:
        if e.id == employee_id:
            return e
    raise NotFound(
        f"Không có nhân viên mã '{employee_id}'. Dùng hrm_search_employee để tìm mã nhân viên."
    )


def current_employee(world: WorldState) -> Employee:
    """The employee talking to AVA (the world's current user)."""
    return employee(world, world.context.current_user_id)
