"""Building blocks shared by the seven subsystems of the world.

* :class:`Record` — one row of a table. Records are **frozen**: a tool never mutates a record in
  place, it replaces it with :func:`replace` (which re-validates). Because records are
  immutable, a world can be forked by copying its table *lists* only, which makes an episode's
  copy of the world cheap (see :meth:`avabench.world.WorldState.fork`).
* :class:`Subsystem` — a container whose fields are tables (``list[SomeRecord]``).
* :class:`Table` — the list a forked world holds for each table. It knows whether it changed
  since the fork (its ``origin`` token, shared with the forks of the same content, is dropped
  on the first change), so a diff looks only at the tables an episode wrote; and while a write
  tool runs, it saves its rows before their first change (the rollback :class:`Journal`), so a
  checkpoint copies nothing up front.
* Strict typing everywhere: dates are ``datetime.date``, money is ``int`` VND, statuses are
  enums. A wrong type fails when the record is built, never silently later.
"""

from __future__ import annotations

import operator
import typing
import weakref
from collections.abc import Iterable
from typing import Any, ClassVar, Self, SupportsIndex, TypeVar

from pydantic import BaseModel, ConfigDict

from avabench.errors import NotFound

R = TypeVar("R", bound="Record")
M = TypeVar("M", bound=BaseModel)
_record_id = operator.attrgetter("id")
_object_setattr = object.__setattr__


class Token:
    """A table content's identity (:meth:`Table.version`): compared by identity only.

    Weakly referable, so a value cached for a content (:mod:`avabench.world.derived`, the id
    look-ups below) lives exactly as long as some table still has that content: the values an
    episode's changed tables made go with the episode instead of pushing out the long-lived
    ones of the cached initial worlds.
    """

    __slots__ = ("__weakref__",)


def cache_for_token(cache: dict[Any, Any], key: Any, tokens: tuple[Token, ...], value: Any) -> None:
    """``cache[key] = value`` until one of ``tokens`` is gone (``key`` holds their ids, which
    stay theirs while they live: the entry is removed before an id can be reused)."""

    def drop(_ref: weakref.ref[Token], key: Any = key) -> None:
        cache.pop(key, None)

    cache[key] = ([weakref.ref(t, drop) for t in tokens], value)


def shallow_copy(model: M) -> M:
    """``copy.copy(model)`` for a model without extra or private attributes, without the three
    generic ``copy.copy`` calls of pydantic's ``__copy__`` (a reset copies eight models)."""
    if model.__pydantic_extra__ is not None or model.__pydantic_private__ is not None:
        return model.__copy__()
    cls = type(model)
    new = cls.__new__(cls)
    _object_setattr(new, "__dict__", dict(model.__dict__))
    _object_setattr(new, "__pydantic_extra__", None)
    _object_setattr(new, "__pydantic_fields_set__", set(model.__pydantic_fields_set__))
    _object_setattr(new, "__pydantic_private__", None)
    return new


class Record(BaseModel):
    """One row of a table, addressed by a stable string id."""

    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)

    id: str


class Subsystem(BaseModel):
    """A group of tables. Every field must be a ``list`` of one :class:`Record` type."""

    model_config = ConfigDict(extra="forbid", strict=True)

    #: Human label (Vietnamese product name) used in docs and listings.
    label: ClassVar[str] = ""

    @classmethod
    def tables(cls) -> dict[str, type[Record]]:
        """Map each table field name to its record type."""
        out: dict[str, type[Record]] = {}
        for name, field in cls.model_fields.items():
            ann = field.annotation
            if typing.get_origin(ann) is not list:
                raise TypeError(f"{cls.__name__}.{name}: subsystem fields must be list[Record]")
            (rec,) = typing.get_args(ann)
            if not (isinstance(rec, type) and issubclass(rec, Record)):
                raise TypeError(f"{cls.__name__}.{name}: {rec!r} is not a Record type")
            out[name] = rec
        return out

    def __setattr__(self, name: str, value: Any) -> None:
        LAYOUT[0] += 1  # a table object is replaced: checkpoints look at every table again
        old = self.__dict__.get(name)
        if type(old) is Table:
            journal = old._journal
            if journal is not None and journal.mark is not None:  # during a journaled write
                journal.assigned.append((self, name, old))
        super().__setattr__(name, value)

    def fork(self) -> Self:
        """A copy with new table lists that share the (immutable) records."""
        return self._fork(Journal())

    def _fork(self, journal: Journal) -> Self:
        new = shallow_copy(self)  # a new __dict__, same values
        tables = new.__dict__
        for name, rows in tables.items():  # Table.fork_of, inlined: a reset forks ~80 tables
            table = _new_list(Table)
            _extend(table, rows)
            if type(rows) is Table:
                origin = rows.origin
                if origin is None:
                    origin = rows.origin = Token()
                table.origin = origin
            else:
                table.origin = Token()
            table._journal = journal
            table._mark = None
            table._pos = table._hi = None
            tables[name] = table
        journal.verified = -1
        return new


#: Bumped whenever a table or a subsystem object is assigned anywhere in the process: a
#: journal that checked its world's tables at this count needs not check them again.
LAYOUT = [0]


class Journal:
    """The rollback journal of one forked world's tables.

    Between :meth:`begin` and :meth:`end` every :class:`Table` of the world saves its rows and
    origin the first time it changes; :meth:`undo` puts them back.
    """

    __slots__ = ("assigned", "mark", "saved", "verified")

    def __init__(self) -> None:
        self.mark: object | None = None  # a new object per write: "already saved in this one"
        # per changed table: its rows before the write, or their count while it was only
        # appended to (the rows are then its first ``count``; the copy is made on another change)
        self.saved: list[tuple[Table[Any], list[Any] | int, object | None]] = []
        # per table object replaced in a subsystem during the write: (subsystem, name, table)
        self.assigned: list[tuple[Subsystem, str, Table[Any]]] = []
        # (LAYOUT count, id of the world) at which covers() last held for that world: another
        # world holding some of these tables (a model_copy, say) is checked on its own. The
        # journal holds no table (a table holds its journal), so a finished episode's world is
        # freed by reference counting rather than waiting for the cycle collector.
        self.verified: tuple[int, int] | int = -1

    def __reduce__(self) -> tuple[Any, ...]:
        return Journal, ()  # its tables join it again as they are unpickled

    def add(self, table: Table[Any]) -> None:
        """Journal ``table`` (called by the fork that made it)."""
        table._journal = self
        self.verified = -1

    def covers(self, tables: Iterable[Any]) -> bool:
        """Is every one of ``tables`` a :class:`Table` journaled here (it saves its own rows)?"""
        for table in tables:
            if type(table) is not Table or table._journal is not self:
                return False
        return True

    @property
    def active(self) -> bool:
        """Is a write being journaled?"""
        return self.mark is not None

    def begin(self) -> None:
        """Start journaling (forgets an earlier journal that was never ended)."""
        self.mark = object()
        self.saved = []
        if self.assigned:
            self.assigned = []

    def end(self) -> None:
        """Stop journaling and keep every change."""
        self.mark = None
        self.saved = []
        if self.assigned:
            self.assigned = []

    def undo(self) -> None:
        """Put every table changed or replaced since :meth:`begin` back, then stop journaling."""
        saved, self.saved, self.mark = self.saved, [], None
        for table, rows, origin in reversed(saved):
            if type(rows) is int:  # only appended to: drop what was appended
                list.__delitem__(table, slice(rows, None))
            else:
                list.__setitem__(table, slice(None), rows)
            table.origin = origin
            table._pos = table._hi = None
        assigned, self.assigned = self.assigned, []
        for sub, name, table in reversed(assigned):  # the table objects the write replaced
            sub.__dict__[name] = table


def _table(rows: list[Any], origin: object | None, journal: Journal | None) -> Table[Any]:
    """A table from its pickled parts."""
    new = Table(rows)
    new.origin = origin
    if journal is not None:
        journal.add(new)
    return new


_new_list = list.__new__
_extend = list.extend


class Table(list[R]):
    """A table's rows: a ``list`` that knows whether it changed since it was forked.

    ``origin`` is a token shared by every table forked from the same content and dropped
    (``None``) on the first change, so two tables with the same non-None origin are equal without
    looking at a row. Every mutating method goes through :meth:`_touch`, which also saves the
    rows to the world's :class:`Journal` while a write is journaled. Reads are plain list reads.

    It also keeps its id look-ups (:func:`positions`, the highest number per :func:`next_id`
    prefix) up to date through the two changes a tool makes most — appending a record and
    replacing a record by one with the same id — so a write does not rescan the table; every
    other change drops them.
    """

    __slots__ = ("_entry", "_hi", "_journal", "_mark", "_pos", "_pos_owned", "origin")

    def __init__(self, rows: Iterable[R] = ()) -> None:
        """An untracked table (no origin, no journal); forks make theirs with :meth:`fork_of`."""
        _extend(self, rows)
        self.origin = None
        self._journal = None
        self._mark = None
        self._pos = self._hi = None

    @staticmethod
    def fork_of(rows: list[R], journal: Journal | None) -> Table[R]:
        """A new table with the rows of ``rows``, sharing its origin (giving it one if need be)."""
        new = _new_list(Table)  # no __init__: the slots are all set below
        _extend(new, rows)
        if type(rows) is Table:
            origin = rows.origin
            if origin is None:
                origin = rows.origin = Token()  # its content now: what its forks start from
            new.origin = origin
        else:
            new.origin = Token()
        new._journal = journal
        new._mark = None
        new._pos = new._hi = None
        if journal is not None:
            journal.verified = -1
        return new

    def version(self) -> object:
        """A token of the rows as they are now: the same object until the rows change.

        Values derived from a table's rows alone (its id positions, the highest id number of a
        prefix …) are cached by this token, so every fork of the same content shares them.
        """
        token = self.origin
        if token is None:
            token = self.origin = Token()
        return token

    def same_as(self, other: object) -> bool:
        """Known equal without comparing rows: both unchanged forks of the same content."""
        return type(other) is Table and self.origin is not None and self.origin is other.origin

    def __reduce__(self) -> tuple[Any, ...]:
        return _table, (list(self), self.origin, self._journal)

    def __copy__(self) -> Table[R]:
        return _table(list(self), self.origin, None)

    def __deepcopy__(self, memo: dict[int, Any]) -> Table[R]:
        import copy

        return _table(copy.deepcopy(list(self), memo), self.origin, None)

    def _touch(self, appending: bool = False) -> None:
        journal = self._journal
        if journal is not None and journal.mark is not None:
            if self._mark is not journal.mark:  # the first change in this write
                self._mark = journal.mark
                self._entry = len(journal.saved)
                journal.saved.append((self, len(self) if appending else list(self), self.origin))
            elif not appending:
                table, rows, origin = journal.saved[self._entry]
                if type(rows) is int:  # appended to so far: its rows before are the first ones
                    journal.saved[self._entry] = (
                        table,
                        list.__getitem__(self, slice(rows)),
                        origin,
                    )
        self.origin = None
        self._pos = self._hi = None

    def _appended(self, item: Any, pos: dict[str, int] | None, hi: dict[str, int] | None) -> None:
        """Bring the id look-ups held before ``item`` was appended up to date."""
        rid = getattr(item, "id", None)
        if type(rid) is not str:
            return
        if pos is not None:
            if not self._pos_owned:
                pos = dict(pos)  # the shared map of the content before: this table's own now
            pos.setdefault(rid, len(self) - 1)  # the first position of an id wins
            self._pos, self._pos_owned = pos, True
        if hi is not None:
            for key, highest in hi.items():
                if type(key) is str:  # an id prefix
                    value, prefix = rid, key
                else:  # (field, prefix)
                    value, prefix = getattr(item, key[0], None), key[1]
                    if type(value) is not str:
                        continue
                if value.startswith(prefix):
                    tail = value[len(prefix) :]
                    if tail.isdigit():
                        hi[key] = max(highest, int(tail))
            self._hi = hi

    # every mutating method of list, each marking the table changed first
    def append(self, item: R) -> None:
        pos, hi = self._pos, self._hi
        self._touch(appending=True)
        list.append(self, item)
        if pos is not None or hi is not None:
            self._appended(item, pos, hi)

    def extend(self, items: Iterable[R]) -> None:
        self._touch(appending=True)
        list.extend(self, items)

    def insert(self, index: SupportsIndex, item: R) -> None:
        self._touch()
        list.insert(self, index, item)

    def pop(self, index: SupportsIndex = -1) -> R:
        self._touch()
        return list.pop(self, index)

    def remove(self, item: R) -> None:
        self._touch()
        list.remove(self, item)

    def clear(self) -> None:
        self._touch()
        list.clear(self)

    def sort(self, *args: Any, **kwargs: Any) -> None:
        self._touch()
        list.sort(self, *args, **kwargs)

    def reverse(self) -> None:
        self._touch()
        list.reverse(self)

    def __setitem__(self, index: Any, value: Any) -> None:
        pos, hi = self._pos, self._hi
        same = (
            (pos is not None or hi is not None)
            and type(index) is int
            and -len(self) <= index < len(self)
            and type(getattr(value, "id", None)) is str
            and getattr(list.__getitem__(self, index), "id", None) == value.id
        )
        self._touch()
        list.__setitem__(self, index, value)
        if same:  # a record replaced by one with its id: the id look-ups still hold
            if hi is not None and any(type(key) is not str for key in hi):
                hi = {key: v for key, v in hi.items() if type(key) is str}  # not other fields'
            self._pos, self._hi = pos, hi

    def __delitem__(self, index: Any) -> None:
        self._touch()
        list.__delitem__(self, index)

    def __iadd__(self, items: Iterable[R]) -> Self:  # type: ignore[override,misc]
        self._touch()
        return list.__iadd__(self, items)  # type: ignore[return-value]

    def __imul__(self, n: SupportsIndex) -> Self:
        self._touch()
        return list.__imul__(self, n)  # type: ignore[return-value]


def evolve(record: R, changes: dict[str, Any]) -> R:
    """A copy of ``record`` with ``changes`` applied, **not** validated again.

    For a caller that gives every changed field a value of its declared type (as
    ``model_construct`` would take them: every field set); anything else goes through
    :func:`replace`.
    """
    data = {**record.__dict__, **changes}
    if len(data) != len(record.__dict__) or record.__pydantic_private__ is not None:
        raise AttributeError(f"{type(record).__name__}: evolve() changes only its own fields")
    cls = type(record)
    new = cls.__new__(cls)
    _object_setattr(new, "__dict__", data)
    _object_setattr(new, "__pydantic_extra__", None)
    _object_setattr(new, "__pydantic_fields_set__", set(data))
    _object_setattr(new, "__pydantic_private__", None)
    return new


def replace(record: R, **changes: Any) -> R:
    """Return a validated copy of ``record`` with ``changes`` applied."""
    data = dict(record.__dict__)  # a frozen record's fields, in order
    unknown = changes.keys() - data.keys()
    if unknown:
        raise AttributeError(f"{type(record).__name__} has no field(s) {sorted(unknown)}")
    data.update(changes)
    return type(record).__pydantic_validator__.validate_python(data)  # model_validate(data)


# -- id look-ups, cached per table content (Table.version) -----------------------------------
_CACHE_LIMIT = 1 << 14  # next-id entries (an int each)
_POSITIONS_LIMIT = 1 << 11  # id-position maps (one entry per row: bounded memory)
_POSITIONS: dict[int, tuple[list[weakref.ref[Token]], dict[str, int]]] = {}
_HIGHEST: dict[tuple[Any, ...], tuple[list[weakref.ref[Token]], int]] = {}


def _positions_of(rows: list[Record]) -> dict[str, int]:
    ids = list(map(_record_id, rows))
    # the first position of each id wins, as a scan from the start finds it
    return dict(zip(reversed(ids), range(len(ids) - 1, -1, -1), strict=True))


def positions(table: list[R]) -> dict[str, int]:
    """``{id: position of its first record}``; for a :class:`Table`, once per content.

    Shared: callers must not change it.
    """
    if type(table) is not Table:
        return _positions_of(table)
    pos = table._pos
    if pos is not None:
        return pos
    token = table.version()
    hit = _POSITIONS.get(id(token))
    if hit is not None:  # an entry lives while its token does: the id is the token's
        pos = hit[1]
    else:
        pos = _positions_of(table)
        if len(_POSITIONS) >= _POSITIONS_LIMIT:
            _POSITIONS.clear()
        cache_for_token(_POSITIONS, id(token), (token,), pos)
    table._pos, table._pos_owned = pos, False  # shared with the cache: copied before a change
    return pos


def get(table: Iterable[R], record_id: str, what: str = "bản ghi") -> R:
    """Find a record by id or raise :class:`NotFound` (a message the model can act on)."""
    if isinstance(table, list):
        i = positions(table).get(record_id)
        if i is not None:
            return table[i]
    else:
        for rec in table:
            if rec.id == record_id:
                return rec
    raise NotFound(f"Không tìm thấy {what} có mã '{record_id}'. Hãy tìm kiếm để lấy đúng mã.")


def put(table: list[R], record: R) -> R:
    """Replace the record with the same id in ``table`` (in place), or append it."""
    i = positions(table).get(record.id)
    if i is not None:
        table[i] = record
    else:
        table.append(record)
    return record


def _highest(table: Iterable[Record], prefix: str, field: str = "id") -> int:
    n = len(prefix)
    values = map(_record_id if field == "id" else operator.attrgetter(field), table)
    tails = [v[n:] for v in values if type(v) is str and v.startswith(prefix)]
    return max(map(int, filter(str.isdigit, tails)), default=0)


def highest_number(table: Iterable[Record], prefix: str, field: str = "id") -> int:
    """The highest number of the ``<prefix><digits>`` values of ``field`` (the ids by default)
    in ``table`` (0 when there is none)."""
    if type(table) is not Table:
        return _highest(table, prefix, field)
    key: str | tuple[str, str] = prefix if field == "id" else (field, prefix)
    hi = table._hi
    known = None if hi is None else hi.get(key)
    if known is not None:
        return known
    token = table.version()
    cache_key = (id(token), key)
    hit = _HIGHEST.get(cache_key)
    if hit is not None:
        highest = hit[1]
    else:
        highest = _highest(table, prefix, field)
        if len(_HIGHEST) >= _CACHE_LIMIT:
            _HIGHEST.clear()
        cache_for_token(_HIGHEST, cache_key, (token,), highest)
    if table._hi is None:
        table._hi = {}
    table._hi[key] = highest  # kept up to date as records are appended
    return highest


def next_id(table: Iterable[Record], prefix: str, width: int = 5) -> str:
    """The next sequential id ``<prefix><number>`` not used in ``table``."""
    return f"{prefix}{highest_number(table, prefix) + 1:0{width}d}"
