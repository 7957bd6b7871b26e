"""A deterministic, accent-insensitive search index over the tool catalogue (``discover`` mode).

The index is built from the same docstrings as the tool schemas: for every tool, its name (split
at ``_``), its description and its parameters (names and descriptions). Text is folded with
:func:`avabench.tools._common.fold` (lower case, no accents, ``đ`` → ``d``; its all-words
``text_match`` is too strict for ranking, so only ``fold`` is reused) and cut into words of
letters and digits; the words and the pairs of adjacent words (Vietnamese compounds are two
syllables: ``nghi phep``, ``phong hop``) are the terms. ``email`` and ``mail`` are one term
(:data:`SYNONYMS`).

A term weighs 3 in the tool's name, 2 in the first line of its description, 1 elsewhere (the
rest of the description, the parameters): its weight in a tool is the highest of the fields it
is in, so a word repeated in many parameter descriptions does not outweigh the tool's purpose.
A tool's score is the sum, over the query's distinct terms, of weight × idf, with
``idf = ln(1 + (N - df + 0.5) / (df + 0.5))`` over the N tools (rare terms count more); ties
go to the tool name in alphabetical order, so the same query always gives the same list. A
query that is exactly a tool's name puts that tool first. Tools that share no term with the
query are never returned.

The *task query* of a (task, tool) pair (:func:`task_query`) is what the validator and the
oracle under ``discover`` search with: what the agent wants to do, in the catalogue's words,
followed by what the task says about it, in the task's words. Anyone can recompute it:

1. the *purpose* (:func:`purpose_words`): the first line of the tool's description, cut at its
   first ``:`` ``,`` ``(`` ``.`` or ``;``, and its first :data:`PURPOSE_WORDS` words
   (``Tìm nhân viên theo tên``, ``Tạo mã QR chuyển``);
2. the *task words* (:func:`task_words`): the task's text (its request, then its scripted
   follow-ups) read word by word in order (NFC, lower case, punctuation dropped), keeping a word
   when its folded form is at least two characters long, is not only digits, is one of the
   tool's own terms (name, description or parameters), is in at most :data:`COMMON_SHARE` of
   the catalogue's tools (words that common say nothing about which tool is meant) and is not
   already kept or in the purpose (compared folded); the first :data:`TASK_WORDS` kept, with
   the user's accents;
3. the query is the purpose, a space, and the task words (``Tìm nhân viên theo tên marketing``).

The validator requires every tool that a task's reference (oracle or alternate) calls to be in
the top :data:`FINDABLE_TOP` results of its task query. The task words alone are the stricter
measure (no help from the catalogue's wording); ``python -m avabench.bench --json`` reports how
many reference tools they find (``discover_task_words_findable``).
"""

from __future__ import annotations

import itertools
import math
import re
import unicodedata
from collections import Counter
from dataclasses import dataclass
from functools import cache

from avabench.tools._common import fold
from avabench.tools.registry import ToolSpec, registry

#: Weights of a term in the name, the description's first line, and elsewhere.
NAME_WEIGHT, PURPOSE_WEIGHT, OTHER_WEIGHT = 3.0, 2.0, 1.0
#: Folded words indexed as another word too (document side).
SYNONYMS: dict[str, str] = {"email": "mail", "mail": "email"}
#: Words of the purpose and of the task in a task query.
PURPOSE_WORDS, TASK_WORDS = 4, 4
#: A word in more than this share of the tools is too common to go in a task query.
COMMON_SHARE = 0.25
#: The validator's bar: a reference tool must rank this high for its task query.
FINDABLE_TOP = 5

_WORD = re.compile(r"[a-z0-9]+")
_RAW_WORD = re.compile(r"[^\W_]+")


def words(text: str) -> list[str]:
    """The folded words of ``text`` (``Nghỉ phép 20/4`` → ``nghi``, ``phep``, ``20``, ``4``)."""
    return _WORD.findall(fold(text))


def terms(tokens: list[str]) -> list[str]:
    """The words and the pairs of adjacent words of a token list."""
    return [*tokens, *(f"{a} {b}" for a, b in itertools.pairwise(tokens))]


def tool_fields(spec: ToolSpec) -> tuple[str, str, str]:
    """The (name, description's first line, rest of the description and parameters) text of a
    tool, as the index reads it."""
    props = spec.schema["function"]["parameters"].get("properties", {})
    params = " . ".join(
        f"{n.replace('_', ' ')} {p.get('description', '')}" for n, p in props.items()
    )
    first, _, rest = spec.description.partition("\n")
    return spec.name.replace("_", " "), first, f"{rest} . {params}"


def _with_synonyms(tokens: list[str]) -> list[str]:
    return tokens + [SYNONYMS[t] for t in tokens if t in SYNONYMS]


@dataclass(frozen=True)
class Hit:
    """One search result: the tool and its score."""

    name: str
    score: float


class ToolIndex:
    """Weighted term presence × idf over the catalogue's tool texts (module docstring)."""

    def __init__(self, specs: list[ToolSpec]) -> None:
        self.names = sorted(s.name for s in specs)
        by_name = {s.name: s for s in specs}
        self.weights: dict[str, dict[str, float]] = {}
        self.own: dict[str, frozenset[str]] = {}
        for name in self.names:
            w: dict[str, float] = {}
            fields = zip(
                tool_fields(by_name[name]),
                (NAME_WEIGHT, PURPOSE_WEIGHT, OTHER_WEIGHT),
                strict=True,
            )
            for text, weight in fields:
                for term in terms(_with_synonyms(words(text))):
                    w[term] = max(w.get(term, 0.0), weight)
            self.weights[name] = w
            self.own[name] = frozenset(t for t in w if " " not in t)
        df: Counter[str] = Counter()
        for w in self.weights.values():
            df.update(w.keys())
        n = len(self.names)
        self.df = df
        self.idf = {t: math.log(1 + (n - d + 0.5) / (d + 0.5)) for t, d in df.items()}

    def score(self, name: str, query_terms: list[str]) -> float:
        """The tool's score for the query's (distinct) terms."""
        w = self.weights[name]
        return sum(w[t] * self.idf[t] for t in query_terms if t in w)

    def search(self, query: str, limit: int = 5) -> list[Hit]:
        """The best ``limit`` tools for ``query``, best first (ties: by name)."""
        query_terms = list(dict.fromkeys(terms(words(query))))
        exact = query.strip()
        hits = []
        for name in self.names:
            s = self.score(name, query_terms)
            if name == exact:
                s += 1e6
            if s > 0:
                hits.append(Hit(name, round(s, 6)))
        hits.sort(key=lambda h: (-h.score, h.name))
        return hits[: max(0, limit)]

    def common(self, word: str) -> bool:
        """Is this folded word in more than :data:`COMMON_SHARE` of the tools?"""
        return self.df.get(word, 0) > COMMON_SHARE * len(self.names)


@cache
def _index(names: tuple[str, ...]) -> ToolIndex:
    reg = registry()
    return ToolIndex([reg[n] for n in names])


def catalogue_index() -> ToolIndex:
    """The index over every registered tool (built once per catalogue)."""
    return _index(tuple(sorted(registry())))


def purpose_words(tool: str) -> str:
    """The first words of a tool's description (step 1 of the task query)."""
    first = re.split(r"[:,(.;]", registry()[tool].description.splitlines()[0])[0]
    return " ".join(first.split()[:PURPOSE_WORDS])


def task_words(text: str, tool: str, index: ToolIndex | None = None, skip: str = "") -> str:
    """The task's words about ``tool`` (step 2 of the task query); words of ``skip`` left out."""
    index = index or catalogue_index()
    own = index.own[tool]
    kept: list[str] = []
    seen: set[str] = set(words(skip))
    for raw in _RAW_WORD.findall(unicodedata.normalize("NFC", text).lower()):
        for folded in words(raw):  # a word with an inner mark may fold to several
            if len(folded) < 2 or folded.isdigit() or folded in seen:
                continue
            if folded in own and not index.common(folded):
                seen.add(folded)
                kept.append(raw if words(raw) == [folded] else folded)
        if len(kept) >= TASK_WORDS:
            break
    return " ".join(kept[:TASK_WORDS])


def task_query(text: str, tool: str, index: ToolIndex | None = None) -> str:
    """The task query of ``tool`` for a task whose text is ``text`` (module docstring)."""
    purpose = purpose_words(tool)
    return f"{purpose} {task_words(text, tool, index, skip=purpose)}".strip()
