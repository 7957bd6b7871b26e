"""Typed assertions over the final world and the final reply.

Every assertion is a pydantic model (``extra="forbid"``, so a misspelled key such as
``body_contain`` is rejected when the task is built) in a discriminated union on ``kind``:

==================  =====================================================================
kind                holds when
==================  =====================================================================
record_exists       some record of ``table`` matches ``where``
record_not_exists   no record of ``table`` matches ``where``
record_count        the number of records matching ``where`` satisfies ``op`` ``value``
field_equals        at least one record matches ``where`` and *every* such record's
                    ``field`` satisfies ``op`` ``value``
mail_sent           a sent mail matches the filters (to, cc, subject/body contains …)
mail_not_sent       no sent mail matches the filters
reply_contains      the final answer states every item of ``all_of`` and one of ``any_of``
                    and none of ``wrong`` (claims by their rules, numbers by value, text
                    case-insensitively; see :mod:`avabench.scoring.claims`)
reply_not_contains  the final answer states none of ``items``
==================  =====================================================================

``where`` maps a field path of the record (``status``, ``lines.sku``; a path through a list
matches when any element matches) to either a literal (equality) or a one-key mapping
``{op: value}`` with ``op`` from the closed set :data:`OPS`. Values are compared in their JSON
form, so ``RequestStatus.APPROVED`` and ``"Đã duyệt"`` are the same and dates may be written as
``datetime.date`` or ISO text. With ``contains`` / ``not_contains`` the value may be a claim that
needs no world (a concept, date, time, duration, ordinal): free text in a record — a ticket
comment, an approval note — is then read for the fact, not for one phrase
(``{"comments": {"contains": concept("borrow_spare_device")}}``).

How an assertion is *scored* (graded, preserved, broken) is the scorer's business
(:mod:`avabench.scoring.scorer`); ``negative: true`` marks a "must not happen" rule, which the
validator requires to hold on the initial world.
"""

from __future__ import annotations

import copy
import datetime as dt
import operator
import re
import unicodedata
from collections.abc import Callable, Iterable
from decimal import Decimal
from enum import Enum
from functools import lru_cache
from typing import Annotated, Any, Literal, Self

from pydantic import BaseModel, ConfigDict, Field, model_validator
from pydantic_core import to_jsonable_python

from avabench.scoring.claims import TextItem, _Claim
from avabench.scoring.numbers import (
    Found,
    _expected_decimal,
    extract_numbers,
    extract_values,
)
from avabench.scoring.vitext import fold, normalize
from avabench.world import Record, Table, WorldState
from avabench.world.derived import per_table

#: The closed set of comparison operators.
OPS: frozenset[str] = frozenset(
    {
        "eq",
        "ne",
        "gt",
        "gte",
        "lt",
        "lte",
        "in",
        "not_in",
        "contains",
        "not_contains",
        "num_eq",
        "is_null",
        "not_null",
    }
)

MAIL_TABLE = "mail.messages"
SENT_FOLDER = "Đã gửi"


def _nfc_lower(text: str) -> str:
    return unicodedata.normalize("NFC", text).casefold()


def _as_number(value: Any) -> float | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int | float):
        return float(value)
    if isinstance(value, str):
        nums = extract_numbers(value)
        return nums[0] if len(nums) == 1 else None
    return None


def compare(actual: Any, op: str, expected: Any) -> bool:
    """Apply one operator to JSON-form values."""
    if op == "is_null":
        return (actual is None) == bool(expected)
    if op == "not_null":
        return (actual is not None) == bool(expected)
    if op == "eq":
        return actual == expected
    if op == "ne":
        return actual != expected
    if op in ("gt", "gte", "lt", "lte"):
        if actual is None or isinstance(actual, bool | list | dict):
            return False
        try:
            if op == "gt":
                return actual > expected
            if op == "gte":
                return actual >= expected
            if op == "lt":
                return actual < expected
            return actual <= expected
        except TypeError:
            return False
    if op == "in":
        return actual in expected
    if op == "not_in":
        return actual not in expected
    if op in ("contains", "not_contains"):
        found = _contains(actual, expected)
        return found if op == "contains" else not found
    if op == "num_eq":
        num = _as_number(actual)
        return num is not None and abs(num - float(expected)) <= 1e-9 * max(1.0, abs(expected))
    raise ValueError(f"unknown operator {op!r}")


def _jsonable(value: Any) -> Any:
    """A condition's expected value in JSON form; a claim stays a claim (read by its rules)."""
    return value if isinstance(value, _Claim) else to_jsonable_python(value)


def _contains(actual: Any, expected: Any) -> bool:
    if isinstance(expected, _Claim):  # free text stating a fact (world-free claims only)
        if isinstance(actual, list):
            return any(isinstance(a, str) and expected.stated_in(a, None) for a in actual)
        return isinstance(actual, str) and expected.stated_in(actual, None)
    if isinstance(actual, list):
        return any(_contains(a, expected) if isinstance(a, str) else a == expected for a in actual)
    if isinstance(actual, str):
        if isinstance(expected, int | float) and not isinstance(expected, bool):
            return states_number(actual, expected)
        return _nfc_lower(str(expected)) in _nfc_lower(actual)
    return False


def _resolve(value: Any, path: list[str]) -> list[Any]:
    """All values at ``path`` inside a JSON-form record (lists fan out)."""
    if not path:
        return [value]
    if isinstance(value, list):
        return [v for item in value for v in _resolve(item, path)]
    if isinstance(value, dict) and path[0] in value:
        return _resolve(value[path[0]], path[1:])
    return []


def split_condition(cond: Any) -> tuple[str, Any]:
    """``{op: value}`` → (op, value); a literal → ("eq", literal)."""
    if isinstance(cond, dict) and len(cond) == 1:
        ((op, value),) = cond.items()
        if op in OPS:
            return op, value
    return "eq", cond


def field_holds(row: dict[str, Any], field: str, cond: Any) -> bool:
    """Does the JSON-form record satisfy ``field`` ``cond``?"""
    op, expected = split_condition(cond)
    expected = _jsonable(expected)
    values = _resolve(row, field.split("."))
    if not values:
        return op in ("is_null",) and bool(expected)
    if op in ("ne", "not_in", "not_contains"):
        return all(compare(v, op, expected) for v in values)
    return any(compare(v, op, expected) for v in values)


def matching(rows: Iterable[Record], where: dict[str, Any]) -> list[dict[str, Any]]:
    """JSON-form records that satisfy every condition of ``where``."""
    return [rec.model_dump(mode="json") for rec in matching_records(rows, where)]


# -- the fast path: conditions evaluated on the records' attributes ----------------------------
# Scoring runs on every RL episode, so it must not dump every record to JSON. The functions below
# walk a record's attributes instead and convert only the values they reach to JSON form, which
# gives exactly what ``field_holds(rec.model_dump(mode="json"), ...)`` gives (records have no
# custom serializers; enums become their values, dates ISO text, tuples and sets lists).

_PLAIN = frozenset({str, int, float, bool, type(None)})
_MISSING = object()


def _json_leaf(value: Any) -> Any:
    """``value`` in JSON form (what ``model_dump(mode="json")`` would hold there)."""
    t = type(value)
    if t in _PLAIN:
        return value
    if isinstance(value, Enum) and type(value.value) in _PLAIN:
        return value.value
    if t is dt.date:
        return value.isoformat()
    if t is list and all(type(v) in _PLAIN for v in value):
        return value  # read only: never mutated by the comparisons
    return to_jsonable_python(value)


_FIELD_NAMES: dict[type, frozenset[str]] = {}


def _field_names(cls: type[BaseModel]) -> frozenset[str]:
    """A record class's field and computed-field names, read once per class."""
    names = _FIELD_NAMES.get(cls)
    if names is None:
        names = _FIELD_NAMES[cls] = frozenset(cls.model_fields) | frozenset(
            cls.model_computed_fields
        )
    return names


def _member(value: Any, name: str) -> Any:
    """The field ``name`` of a record or mapping (``_MISSING`` when it has none)."""
    if isinstance(value, BaseModel):
        if name in _field_names(type(value)):
            return getattr(value, name)
        return _MISSING
    if isinstance(value, dict):
        if name in value:
            return value[name]
        for k, v in value.items():  # JSON form turns every key into text
            if not isinstance(k, str) and str(_json_leaf(k)) == name:
                return v
    return _MISSING


def _resolve_obj(value: Any, path: tuple[str, ...], i: int = 0) -> list[Any]:
    """All JSON-form values at ``path`` inside a record (lists fan out), like :func:`_resolve`."""
    if i == len(path):
        return [_json_leaf(value)]
    if isinstance(value, list | tuple | set | frozenset):
        return [v for item in value for v in _resolve_obj(item, path, i)]
    child = _member(value, path[i])
    if child is _MISSING:
        return []
    return _resolve_obj(child, path, i + 1)


class Condition:
    """One compiled ``field: cond`` entry of a ``where`` mapping."""

    __slots__ = ("expected", "op", "path")

    def __init__(self, field: str, cond: Any) -> None:
        op, expected = split_condition(cond)
        self.op = op
        self.expected = _jsonable(expected)
        self.path = tuple(field.split("."))

    def holds(self, rec: Any) -> bool:
        """Same answer as ``field_holds(rec.model_dump(mode="json"), field, cond)``."""
        op, expected = self.op, self.expected
        path = self.path
        if len(path) == 1 and isinstance(rec, BaseModel):  # the common case: a plain field
            if path[0] not in _field_names(type(rec)):
                return op == "is_null" and bool(expected)
            value = _json_leaf(getattr(rec, path[0]))  # one value
            return value == expected if op == "eq" else compare(value, op, expected)
        values = _resolve_obj(rec, path)
        if not values:
            return op in ("is_null",) and bool(expected)
        if op in ("ne", "not_in", "not_contains"):
            return all(compare(v, op, expected) for v in values)
        return any(compare(v, op, expected) for v in values)


#: id(where) → (where, a deep copy of it as compiled, its conditions): the mappings of tasks
#: and scopes are compiled once, not at every check (a changed mapping is compiled again).
_COMPILED: dict[int, tuple[dict[str, Any], dict[str, Any], list[Condition]]] = {}
_COMPILED_LIMIT = 1 << 14


def compile_where(where: dict[str, Any]) -> list[Condition]:
    """``where`` as a list of compiled conditions (a new list: the caller may change it)."""
    hit = _COMPILED.get(id(where))
    if hit is not None and hit[0] is where and hit[1] == where:
        return list(hit[2])
    conds = [Condition(f, c) for f, c in where.items()]
    if len(_COMPILED) >= _COMPILED_LIMIT:
        _COMPILED.clear()
    _COMPILED[id(where)] = (where, copy.deepcopy(where), conds)  # the ref keeps the id its own
    return list(conds)


def matching_records(rows: Iterable[Record], where: dict[str, Any]) -> list[Record]:
    """The records (not their JSON form) that satisfy every condition of ``where``."""
    conds = compile_where(where)
    if not conds:
        return list(rows)
    rows, conds = _narrowed(rows, conds)
    if len(conds) == 1:
        holds = conds[0].holds
        return [rec for rec in rows if holds(rec)]
    return [rec for rec in rows if all(c.holds(rec) for c in conds)]


def any_matching(rows: Iterable[Record], where: dict[str, Any]) -> bool:
    """Does any record satisfy every condition of ``where`` (stops at the first)?"""
    rows, conds = _narrowed(rows, compile_where(where))
    return any(all(c.holds(rec) for c in conds) for rec in rows)


def _narrowed(
    rows: Iterable[Record], conds: list[Condition]
) -> tuple[Iterable[Record], list[Condition]]:
    """(candidate rows, conditions left): a world table narrowed by its first plain ``eq``.

    The records of a :class:`~avabench.world.Table` whose top-level field equals the value are
    looked up in an index built once per table content (:func:`avabench.world.derived.per_table`),
    in row order, so the answer is the one the full scan gives.
    """
    if type(rows) is not Table:
        return rows, conds
    for k, c in enumerate(conds):
        if c.op == "eq" and len(c.path) == 1 and _indexable(c.expected):
            name = c.path[0]
            index = per_table(("where-eq", name), rows, build=_eq_index(name), store=_EQ_INDEXES)
            if index is None:
                continue
            return index.get(c.expected, ()), conds[:k] + conds[k + 1 :]
    return rows, conds


#: The ``eq`` indexes: a changed table gets new ones every episode, kept apart from the tools'.
_EQ_INDEXES: dict[Any, Any] = {}


def _indexable(value: Any) -> bool:
    """A scalar found by hash exactly when ``==`` finds it (NaN equals nothing)."""
    return type(value) in _PLAIN and value == value


def _eq_index(name: str) -> Callable[[list[Any]], dict[Any, list[Any]] | None]:
    """Build ``{JSON value of field name: [records, in row order]}`` (None: not indexable)."""

    def build(table: list[Any]) -> dict[Any, list[Any]] | None:
        fast = _eq_index_of_one_class(name, table)
        return fast if fast is not None else _eq_index_by_value(name, table)

    return build


def _eq_index_by_value(name: str, table: list[Any]) -> dict[Any, list[Any]] | None:
    """The ``eq`` index built record by record (None: a row is not a record)."""
    out: dict[Any, list[Any]] = {}
    for rec in table:
        if not isinstance(rec, BaseModel):
            return None
        if name not in _field_names(type(rec)):
            continue  # no such field: an ``eq`` never holds
        value = _json_leaf(getattr(rec, name))
        if type(value) in _PLAIN:  # a list or a mapping never equals a scalar
            out.setdefault(value, []).append(rec)
    return out


def _eq_index_of_one_class(name: str, table: list[Any]) -> dict[Any, list[Any]] | None:
    """The ``eq`` index of a table of one record class whose ``name`` values are all scalars or
    all enums of scalars (the usual table), read in one pass of C loops; None otherwise (the
    general build decides, value by value)."""
    classes = set(map(type, table))
    if len(classes) != 1:
        return None
    (cls,) = classes
    if not issubclass(cls, BaseModel) or name not in _field_names(cls):
        return None
    keys = list(map(operator.attrgetter(name), table))
    kinds = set(map(type, keys))
    if not kinds <= _PLAIN:
        if not all(issubclass(k, Enum) for k in kinds):
            return None
        keys = [k.value for k in keys]
        if not set(map(type, keys)) <= _PLAIN:
            return None
    out: dict[Any, list[Any]] = {}
    for key, rec in zip(keys, table, strict=True):
        bucket = out.get(key)
        if bucket is None:
            out[key] = [rec]
        else:
            bucket.append(rec)
    return out


def where_problems(where: Any) -> list[str]:
    """Operator problems in a ``where`` mapping (an op-like key that is not in :data:`OPS`)."""
    if not isinstance(where, dict):
        return ["`where` must be a mapping of field → value or {op: value}"]
    out = []
    for name, cond in where.items():
        if isinstance(cond, dict) and len(cond) == 1:
            (op,) = cond
            if op not in OPS:
                out.append(f"unknown operator {op!r} on {name!r}; use one of {sorted(OPS)}")
    return out


class _Base(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    description: str = Field(min_length=1, description="What this checks, in plain words.")
    negative: bool = False
    tool_enforced: bool = Field(
        False,
        description=(
            "A guard no agent can break because a tool already refuses the action: kept as "
            "documentation of the rule (still scored), not counted as a graded check."
        ),
    )

    @model_validator(mode="before")
    @classmethod
    def _precheck(cls, data: Any) -> Any:
        """Reject misspelled keys and unknown operators with the assertion's description."""
        if not isinstance(data, dict):
            return data
        label = f"assertion {data.get('description', '?')!r} ({data.get('kind', cls.__name__)})"
        unknown = sorted(set(data) - set(cls.model_fields))
        if unknown:
            raise ValueError(
                f"{label}: unknown key(s) {unknown}; known: {sorted(cls.model_fields)}"
            )
        problems = where_problems(data["where"]) if "where" in data else []
        op = data.get("op")
        if op is not None and op not in OPS:
            problems.append(f"unknown operator {op!r}; use one of {sorted(OPS)}")
        if problems:
            raise ValueError(f"{label}: " + "; ".join(problems))
        return data

    def tables_read(self) -> set[str]:
        """Dotted names of the world tables this assertion reads."""
        return set()

    def holds(self, world: WorldState, reply: str) -> bool:  # pragma: no cover - abstract
        raise NotImplementedError


class _TableAssertion(_Base):
    table: str
    where: dict[str, Any] = Field(default_factory=dict)

    def tables_read(self) -> set[str]:
        return {self.table}

    def rows(self, world: WorldState) -> list[dict[str, Any]]:
        """The matching records in JSON form."""
        return matching(world.table(self.table), self.where)

    def records(self, world: WorldState) -> list[Record]:
        """The matching records themselves (what :meth:`holds` uses)."""
        return matching_records(world.table(self.table), self.where)

    def any_record(self, world: WorldState) -> bool:
        """Does any record match (stops at the first)?"""
        return any_matching(world.table(self.table), self.where)


class RecordExists(_TableAssertion):
    kind: Literal["record_exists"] = "record_exists"

    def holds(self, world: WorldState, reply: str) -> bool:
        return self.any_record(world)


class RecordNotExists(_TableAssertion):
    kind: Literal["record_not_exists"] = "record_not_exists"

    def holds(self, world: WorldState, reply: str) -> bool:
        return not self.any_record(world)


class RecordCount(_TableAssertion):
    kind: Literal["record_count"] = "record_count"
    op: Literal["eq", "ne", "gt", "gte", "lt", "lte"] = "eq"
    value: int

    def holds(self, world: WorldState, reply: str) -> bool:
        return compare(len(self.records(world)), self.op, self.value)


class FieldEquals(_TableAssertion):
    kind: Literal["field_equals"] = "field_equals"
    field: str
    op: str = "eq"
    value: Any = None

    def holds(self, world: WorldState, reply: str) -> bool:
        recs = self.records(world)
        if not recs:
            return False
        hit = _FIELD_CONDITIONS.get(id(self))
        if hit is None or hit[0] is not self:  # a frozen assertion: compiled once
            if len(_FIELD_CONDITIONS) >= _COMPILED_LIMIT:
                _FIELD_CONDITIONS.clear()
            hit = _FIELD_CONDITIONS[id(self)] = (self, Condition(self.field, {self.op: self.value}))
        cond = hit[1]
        return all(cond.holds(r) for r in recs)


_FIELD_CONDITIONS: dict[int, tuple[FieldEquals, Condition]] = {}


class _MailFilter(_Base):
    """Filters over sent mail (``mail.messages`` in folder "Đã gửi")."""

    sender_id: str | None = Field(
        None, description="Mailbox owner who sent it; default: the episode's current user."
    )
    to: list[str] = Field(default_factory=list, description="Each address must be in To.")
    cc: list[str] = Field(default_factory=list, description="Each address must be in Cc.")
    to_or_cc: list[str] = Field(default_factory=list, description="Each address in To or Cc.")
    any_recipient_outside: str | None = Field(
        None, description="Matches a mail with any recipient outside this domain."
    )
    subject_contains: list[TextItem] = Field(default_factory=list)
    body_contains: list[TextItem] = Field(default_factory=list)
    body_contains_any: list[TextItem] = Field(
        default_factory=list, description="At least one of these is in the body."
    )
    body_not_contains: list[TextItem] = Field(default_factory=list)

    def tables_read(self) -> set[str]:
        return {MAIL_TABLE}

    def sent(self, world: WorldState) -> list[dict[str, Any]]:
        """The sent mails that match, in JSON form."""
        return [rec.model_dump(mode="json") for rec in self._sent_records(world)]

    def _sent_records(self, world: WorldState) -> Iterable[Record]:
        sender = self.sender_id or world.context.current_user_id
        candidates = matching_records(
            world.table(MAIL_TABLE), {"folder": SENT_FOLDER, "mailbox_owner_id": sender}
        )
        return (rec for rec in candidates if self._matches(rec, world))

    def any_sent(self, world: WorldState) -> bool:
        """Was a matching mail sent (stops at the first)?"""
        return any(True for _ in self._sent_records(world))

    def _matches(self, row: dict[str, Any] | Record, world: WorldState | None = None) -> bool:
        if isinstance(row, dict):
            get = row.get
        else:

            def get(name: str, default: Any = None) -> Any:
                value = _member(row, name)
                return default if value is _MISSING else _json_leaf(value)

        to = [_nfc_lower(a) for a in get("to", [])]
        cc = [_nfc_lower(a) for a in get("cc", [])]
        bcc = [_nfc_lower(a) for a in get("bcc", [])]
        if any(_nfc_lower(a) not in to for a in self.to):
            return False
        if any(_nfc_lower(a) not in cc for a in self.cc):
            return False
        if any(_nfc_lower(a) not in to + cc for a in self.to_or_cc):
            return False
        if self.any_recipient_outside is not None:
            domain = "@" + _nfc_lower(self.any_recipient_outside)
            if all(a.endswith(domain) for a in to + cc + bcc):
                return False
        subject, raw = get("subject", ""), get("body", "")
        plain = without_signatures(raw, world)

        def says(item: TextItem) -> bool:  # literal text reads the whole mail, values not
            return text_states(raw if isinstance(item, str) else plain, item, world)

        if not all(text_states(subject, item, world) for item in self.subject_contains):
            return False
        if not all(says(item) for item in self.body_contains):
            return False
        if self.body_contains_any and not any(says(item) for item in self.body_contains_any):
            return False
        return not any(says(item) for item in self.body_not_contains)


def without_signatures(body: str, world: WorldState | None) -> str:
    """``body`` without any stored mail signature block the mail tools appended to it.

    A signature is the company's standing text (a floor number, a phone, an address): the
    values in it are not something the agent stated, so value and claim checks do not read it
    (a literal text check still does: "the old signature is not used" must see it).
    """
    if world is None or not body:
        return body
    for sig in world.mail.signatures:
        if sig.text and sig.text in body:
            body = body.replace(sig.text, "")
    return body


class MailSent(_MailFilter):
    kind: Literal["mail_sent"] = "mail_sent"

    def holds(self, world: WorldState, reply: str) -> bool:
        return self.any_sent(world)


class MailNotSent(_MailFilter):
    kind: Literal["mail_not_sent"] = "mail_not_sent"

    def holds(self, world: WorldState, reply: str) -> bool:
        return not self.any_sent(world)


#: H1 — two different values joined by "hoặc" / "hay" ("12 hoặc 13 ngày", "900.000 đ hay
#: 1.500.000 đ") are an alternative, not a statement of either: a hedge states no value.
_OR_GAP = re.compile(r"\s*(?:hoặc|hay)(?:\s+là)?\s*", re.IGNORECASE)
#: How far apart (characters) the two sides of such an alternative may start and end.
_OR_REACH = 16


@lru_cache(maxsize=4096)
def _stated(text: str) -> tuple[Found, ...]:
    """Every value ``text`` states, where (parsed once per text: several items check one mail
    body), less the values that stand only in an alternative of different values (rule H1)."""
    found = sorted(extract_values(text), key=lambda f: f.start)
    hedged: set[int] = set()
    for i, a in enumerate(found):
        for j in range(i + 1, len(found)):
            b = found[j]
            if b.start - a.end > _OR_REACH:
                break
            if b.value != a.value and _OR_GAP.fullmatch(text[a.end : b.start]):
                hedged.update((i, j))
    return tuple(f for k, f in enumerate(found) if k not in hedged)


@lru_cache(maxsize=4096)
def _stated_values(text: str) -> tuple[Decimal, ...]:
    return tuple(f.value for f in _stated(text))


def states_number(text: str, expected: int | float) -> bool:
    """``contains_number(text, expected)``, with the text's parse cached."""
    target = _expected_decimal(expected)
    tolerance = Decimal("1e-9") * max(Decimal(1), abs(target))
    return any(abs(v - target) <= tolerance for v in _stated_values(text))


#: QT2: "phép năm 3 ngày": a number right after "năm" is no value by itself (numbers' year
#: label), but before the count's unit it is the count.
_YEAR_THEN_COUNT = re.compile(r"(?<![^\W_])năm\s+([0-9]+(?:,[0-9]+)?)\s+")


def states_count(text: str, n: int | float, unit: str) -> bool:
    """True iff ``text`` states ``n`` ``unit`` (``3 ngày``, ``ba ngày``, ``3,5 ngày``).

    QT1: a value the numbers rules read (H1 applies: ``3 hoặc 4 ngày`` states neither), with the
    unit as the next word(s), or inside the value's own surface (``ba ngày rưỡi``). The same
    number before another word (``3 năm``, ``3 người``) does not state the count. QT2: see
    ``_YEAR_THEN_COUNT``.
    """
    unit_f = fold(unit).strip()
    if not unit_f:
        raise ValueError("unit must not be empty")
    unit_re = re.compile(r"\s*" + r"\s+".join(map(re.escape, unit_f.split())) + r"(?![^\W_])")
    target = _expected_decimal(n)
    tolerance = Decimal("1e-9") * max(Decimal(1), abs(target))
    norm = normalize(text)
    for f in _stated(norm):
        if abs(f.value - target) > tolerance:
            continue
        if unit_re.match(fold(norm[f.end : f.end + 40])) or unit_re.search(fold(f.surface)):
            return True
    folded = fold(norm)
    for m in _YEAR_THEN_COUNT.finditer(folded):
        if Decimal(m.group(1).replace(",", ".")) == target and unit_re.match(folded, m.end(1)):
            return True
    return False


def text_states(text: str, item: Any, world: WorldState | None = None) -> bool:
    """Claims by their rules; numbers by value (Vietnamese-aware); text case-insensitively."""
    if isinstance(item, _Claim):
        return item.stated_in(text, world)
    if isinstance(item, int | float) and not isinstance(item, bool):
        return states_number(text, item)
    return _nfc_lower(item) in _nfc_lower(text)


class _ReplyCheck(_Base):
    turn: int | None = Field(
        None,
        ge=0,
        description="Which turn's reply of a multi-turn task (0: the answer to the request); "
        "default: the last reply.",
    )
    all_turns: bool = Field(
        False,
        description="Read every turn's reply together (what the user was told over the whole "
        "conversation), for a fact an agent may rightly report before or after a follow-up; "
        "a hedge in any turn counts. Not with ``turn``.",
    )

    @model_validator(mode="after")
    def _one_reading(self) -> Self:
        if self.all_turns and self.turn is not None:
            raise ValueError("a reply check reads one turn or all turns, not both")
        return self


class ReplyContains(_ReplyCheck):
    kind: Literal["reply_contains"] = "reply_contains"
    all_of: list[TextItem] = Field(default_factory=list)
    any_of: list[TextItem] = Field(default_factory=list)
    wrong: list[TextItem] = Field(
        default_factory=list, description="Hedges: the check fails if any of these is stated too."
    )

    def holds(self, world: WorldState, reply: str) -> bool:
        if not reply:
            return False
        if not all(text_states(reply, item, world) for item in self.all_of):
            return False
        if self.any_of and not any(text_states(reply, item, world) for item in self.any_of):
            return False
        return not any(text_states(reply, item, world) for item in self.wrong)


class ReplyNotContains(_ReplyCheck):
    kind: Literal["reply_not_contains"] = "reply_not_contains"
    items: list[TextItem] = Field(min_length=1)

    def holds(self, world: WorldState, reply: str) -> bool:
        return not any(text_states(reply, item, world) for item in self.items)


Assertion = Annotated[
    RecordExists
    | RecordNotExists
    | RecordCount
    | FieldEquals
    | MailSent
    | MailNotSent
    | ReplyContains
    | ReplyNotContains,
    Field(discriminator="kind"),
]

ASSERTION_KINDS: tuple[type[_Base], ...] = (
    RecordExists,
    RecordNotExists,
    RecordCount,
    FieldEquals,
    MailSent,
    MailNotSent,
    ReplyContains,
    ReplyNotContains,
)
