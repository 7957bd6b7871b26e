"""Company knowledge: ``document_qa`` over the policy handbook and AVA's per-user memory."""

from __future__ import annotations

import heapq
import itertools
import math
import re
import unicodedata
from functools import lru_cache
from typing import Literal

from avabench.errors import NotFound, Refused
from avabench.tools._common import dump, fold, per_record, per_table, text_match
from avabench.tools.office._helpers import _derived, _me, _text
from avabench.tools.registry import tool
from avabench.world import UserKind, WorldState, next_id, put, replace
from avabench.world.office import MemoryItem

# -- document_qa --------------------------------------------------------------------------------

_WORD = re.compile(r"\w+")

# Function words dropped from questions (accented form: dropped whatever the user typed).
_STOP_ACCENTED = frozenset(
    """được mấy bao nhiêu là của và có cho tôi em anh chị mình không gì nào thì một những các khi
    nếu để trong với về ở tại này đó sẽ đã đang cần hay hoặc ạ nhé ơi vậy sao thế bị như mà vì
    nên từ đến ra vào lại rồi còn cũng ai đâu bạn chúng ta họ nó vẫn rất quá hỏi muốn biết xin
    giúp theo trên sau bằng hơn thể ko k nhỉ hả à chứ""".split()
)
# Unaccented words dropped only when typed without accents (their accented twins matter:
# "toi da" = tối đa, "cho" = chỗ, "con" = con, "chi" = chi phí, "hon" = kết hôn…).
_STOP_FOLDED = frozenset(
    """duoc may bao nhieu la cua va khong gi nao thi mot nhung cac khi neu trong voi o nay se
    hay hoac a nhe oi vay sao the bi nhu ma vi nen tu den ra vao roi cung ai dau minh em anh
    muon biet giup theo tren bang ko k nhi ha chu""".split()
)
# Everyday words a question may use for the handbook's terms.
_SYNONYMS: dict[str, str] = {
    "ot": "làm thêm giờ",
    "overtime": "làm thêm giờ",
    "laptop": "laptop máy tính thiết bị",
    "wifi": "mạng wifi",
    "sla": "thời hạn xử lý",
    "offer": "offer mức lương thư mời nhận việc",
    "cv": "cv hồ sơ ứng viên",
    "lễ": "lễ nghỉ lễ",
    "tết": "tết nghỉ lễ",
    "họp": "họp phòng họp",
    "phép": "phép nghỉ phép",
    "duyệt": "duyệt phê duyệt",
    "cưới": "kết hôn",
    "bố": "cha",
    "mất": "chết tang",
    "tang ca": "làm thêm giờ",
    "vao lam": "giờ làm việc",
    "tan lam": "giờ làm việc",
    "tam ung": "tạm ứng phê duyệt",
}


def _tokens(text: str) -> list[str]:
    out = []
    for t in _WORD.findall(unicodedata.normalize("NFC", text).lower()):
        if t.isdigit():
            t = t.lstrip("0") or "0"  # "03 ngày" = "3 ngày"
        out.append(t)
    return out


def _query_terms(question: str) -> list[str]:
    words = _tokens(question)
    expanded: list[str] = []
    for i, w in enumerate(words):
        expanded.append(w)
        pair = f"{fold(w)} {fold(words[i + 1])}" if i + 1 < len(words) else ""
        for syn in (_SYNONYMS.get(w), _SYNONYMS.get(fold(w)), _SYNONYMS.get(pair)):
            if syn:
                expanded.extend(t for t in _tokens(syn) if t != w)
    out: list[str] = []
    for w in expanded:
        folded = fold(w)
        if w in _STOP_ACCENTED or (folded == w and w in _STOP_FOLDED):
            continue
        if w not in out:
            out.append(w)
    return out


class _Indexed:
    """One section with its token sets in the accented and the folded space."""

    __slots__ = (
        "acc",
        "acc_bi",
        "doc",
        "fold",
        "fold_bi",
        "head_acc",
        "head_fold",
        "section",
        "tf_acc",
        "tf_fold",
        "title_acc",
        "title_fold",
    )

    def __init__(self, doc, section) -> None:
        self.doc, self.section = doc, section
        body = _tokens(f"{section.heading} {section.text}")
        head = _tokens(section.heading)
        title = _tokens(doc.title)
        body_f = [fold(t) for t in body]
        self.acc, self.fold = set(body), set(body_f)
        self.tf_acc: dict[str, int] = {}
        self.tf_fold: dict[str, int] = {}
        for a, f in zip(body, body_f, strict=True):
            self.tf_acc[a] = self.tf_acc.get(a, 0) + 1
            self.tf_fold[f] = self.tf_fold.get(f, 0) + 1
        self.head_acc, self.head_fold = set(head), {fold(t) for t in head}
        self.title_acc, self.title_fold = set(title), {fold(t) for t in title}
        full = [*title, *body]
        full_f = [fold(t) for t in full]
        self.acc_bi = set(itertools.pairwise(full))
        self.fold_bi = set(itertools.pairwise(full_f))


def _doc_index(doc) -> list[_Indexed]:  # type: ignore[no-untyped-def]
    """The sections of one (immutable) document, indexed once and reused across episodes."""
    return per_record("document_index", doc, lambda d: [_Indexed(d, s) for s in d.sections])


_TermHits = tuple[float, list[tuple[int, float]], list[tuple[int, tuple[float, ...]]]]


class _Corpus:
    """All sections of a set of documents, with document frequencies and posting lists.

    ``df(t)``: how many sections hold ``t`` in their text or title (the idf count);
    ``posting(t)`` / ``bigram(pair)``: the positions, in order, of the sections a term or a
    bigram can score in (any section outside them scores exactly 0). Each is computed the
    first time a question asks for it and then kept (a question holds a few terms; indexing
    every term of every section up front cost ~50 ms per set of documents); ``hits``: memo of
    :meth:`term_hits`.
    """

    __slots__ = ("_bigrams", "_df", "_postings", "hits", "index")

    def __init__(self, docs: tuple) -> None:  # type: ignore[type-arg]
        self.index = [sec for d in docs for sec in _doc_index(d)]
        self._df: dict[tuple[str, bool], int] = {}
        self._postings: dict[tuple[str, bool], list[int]] = {}
        self._bigrams: dict[tuple[str, str, bool], list[int]] = {}
        self.hits: dict[tuple[str, bool], _TermHits] = {}

    def df(self, term: str, folded: bool) -> int:
        """How many sections hold ``term`` in their text (heading included) or title."""
        key = (term, folded)
        n = self._df.get(key)
        if n is None:
            if folded:
                n = sum(1 for s in self.index if term in s.fold or term in s.title_fold)
            else:
                n = sum(1 for s in self.index if term in s.acc or term in s.title_acc)
            self._df[key] = n
        return n

    def posting(self, term: str, folded: bool) -> list[int]:
        """The positions of the sections with ``term`` in their text, heading or title."""
        key = (term, folded)
        found = self._postings.get(key)
        if found is None:
            if folded:
                found = [
                    pos
                    for pos, s in enumerate(self.index)
                    if term in s.fold or term in s.head_fold or term in s.title_fold
                ]
            else:
                found = [
                    pos
                    for pos, s in enumerate(self.index)
                    if term in s.acc or term in s.head_acc or term in s.title_acc
                ]
            self._postings[key] = found
        return found

    def bigram(self, a: str, b: str, folded: bool) -> list[int]:
        """The positions of the sections where ``a b`` occur next to each other (title first)."""
        key = (a, b, folded)
        found = self._bigrams.get(key)
        if found is None:
            pair = (a, b)
            if folded:
                found = [pos for pos, s in enumerate(self.index) if pair in s.fold_bi]
            else:
                found = [pos for pos, s in enumerate(self.index) if pair in s.acc_bi]
            self._bigrams[key] = found
        return found

    def term_hits(self, term: str, folded: bool) -> _TermHits:
        """The term's idf weight and, per section it scores in, the amounts it adds, in order.

        The amounts are added one by one (body, heading, title), as separate float additions:
        ``singles`` lists (position, amount) for sections given one amount, ``multis``
        (position, amounts) for the others.
        """
        key = (term, folded)
        hit = self.hits.get(key)
        if hit is not None:
            return hit
        n = len(self.index)
        df = self.df(term, folded)
        weight = math.log((n + 1) / (df + 0.5))
        singles: list[tuple[int, float]] = []
        multis: list[tuple[int, tuple[float, ...]]] = []
        for pos in self.posting(term, folded):
            sec = self.index[pos]
            adds = []
            tf = (sec.tf_fold if folded else sec.tf_acc).get(term, 0)
            if tf:
                adds.append(weight * (1 + 0.2 * math.log(tf)))
            if term in (sec.head_fold if folded else sec.head_acc):
                adds.append(0.6 * weight)
            if term in (sec.title_fold if folded else sec.title_acc):
                adds.append(0.4 * weight)
            if len(adds) == 1:
                singles.append((pos, adds[0]))
            elif adds:
                multis.append((pos, tuple(adds)))
        if len(self.hits) > 20000:
            self.hits.clear()
        hit = self.hits[key] = (weight, singles, multis)
        return hit


def _shared_corpus(docs: list) -> _Corpus:  # type: ignore[type-arg]
    """The corpus of these very documents: one for every world holding them (most tasks'
    worlds hold the same handbook records), so its postings found for one task serve all."""
    return per_table(("office", "document_qa", "records"), docs, build=_Corpus)


@lru_cache(maxsize=4096)
def _terms(question: str) -> tuple[str, ...]:
    return tuple(_query_terms(question))


#: Document categories a shopper session may read (the shop's own policies).
SHOP_CATEGORIES = frozenset({"Bán hàng online"})


@tool(writes=False, shopper=True)
def document_qa(world: WorldState, question: str) -> dict:
    """Tra cứu quy định, quy trình nội bộ của công ty và trả về các đoạn văn bản liên quan nhất.

    Tìm theo từ khoá (có hoặc không dấu) trong sổ tay quy định: nghỉ phép, làm thêm giờ, đặt
    phòng họp, phê duyệt chi, helpdesk, bảo mật thông tin, công tác phí, lịch nghỉ lễ, giờ làm
    việc, tuyển dụng – thử việc, xử lý thư khách hàng. Trả về tối đa 3 mục kèm tên văn bản,
    tiêu đề mục và toàn văn mục; hãy trả lời người dùng dựa trên nội dung này.

    Args:
        question: Câu hỏi hoặc từ khoá bằng tiếng Việt, ví dụ "phép năm được mấy ngày".
    """
    question = _text(question, "câu hỏi (question)", limit=2000)
    terms = _terms(question)
    docs = world.office.documents
    if world.context.user_kind == UserKind.SHOPPER:  # a shopper sees the shop's policies only
        docs = [d for d in docs if d.category in SHOP_CATEGORIES]
    corpus: _Corpus = _derived(docs, "document_qa", _shared_corpus)
    index = corpus.index
    if not terms or not index:
        return {"question": question, "results": [], "message": "Không tìm thấy nội dung phù hợp."}

    # Scores are summed per section in the original order: each term (body, heading, title
    # amounts), then each adjacent pair of terms; sections no term or pair reaches score 0.
    folded = {t: fold(t) == t for t in terms}
    weights: dict[str, float] = {}
    scores = [0.0] * len(index)
    for t in terms:
        weight, singles, multis = corpus.term_hits(t, folded[t])
        weights[t] = weight
        for pos, amount in singles:
            scores[pos] += amount
        for pos, adds in multis:
            score = scores[pos]
            for amount in adds:
                score += amount
            scores[pos] = score
    for a, b in itertools.pairwise(terms):
        if not folded[a] and not folded[b]:
            posting = corpus.bigram(a, b, False)
        else:
            posting = corpus.bigram(fold(a), fold(b), True)
        if posting:
            bonus = 0.5 * (weights[a] + weights[b])
            for pos in posting:
                scores[pos] += bonus
    # Rank by (-round(score, 6), position). round() is monotonic, so the third best rounded
    # score is round(third best score) and no section scoring below it minus 1e-6 can place.
    top = heapq.nlargest(3, scores)
    floor = round(top[-1], 6) - 1e-6 if len(top) == 3 else -math.inf
    ranked = sorted(
        (-round(score, 6), pos) for pos, score in enumerate(scores) if score > 0 and score >= floor
    )
    scored = [(neg, pos, index[pos]) for neg, pos in ranked[:3]]
    results = [
        {
            "document_id": sec.doc.id,
            "document_code": sec.doc.code,
            "document_title": sec.doc.title,
            "effective_date": sec.doc.effective_date.isoformat(),
            "heading": sec.section.heading,
            "text": sec.section.text,
            "score": round(-neg, 2),
        }
        for neg, _, sec in scored
    ]
    out: dict = {"question": question, "results": results}
    if not results:
        out["message"] = "Không tìm thấy nội dung phù hợp trong quy định của công ty."
    return out


# -- assistant memory ---------------------------------------------------------------------------


def _my_items(world: WorldState, user_id: str) -> list[MemoryItem]:
    return [m for m in world.office.memory if m.user_id == user_id]


@tool(writes=False)
def read_memory(world: WorldState, key: str = "") -> dict:
    """Đọc các ghi nhớ AVA đã lưu về người dùng hiện tại (sở thích, chữ ký, thói quen làm việc).

    Args:
        key: Tên (khoá) ghi nhớ cần đọc, hoặc từ khoá trong tên; để trống để xem tất cả.
    """
    user = _me(world)
    items = sorted(_my_items(world, user.id), key=lambda m: m.id)
    if key.strip():
        exact = [m for m in items if fold(m.key) == fold(key)]
        items = exact or [m for m in items if text_match(key, m.key)]
    return {"user_id": user.id, "items": [dump(m) for m in items], "total": len(items)}


@tool(writes=True)
def edit_memory(
    world: WorldState,
    action: Literal["add", "update", "delete"],
    key: str,
    value: str = "",
) -> dict:
    """Thêm, sửa hoặc xoá một ghi nhớ của AVA về người dùng hiện tại.

    Args:
        action: "add" (thêm khoá mới), "update" (sửa giá trị khoá đã có) hoặc "delete" (xoá khoá).
        key: Tên ghi nhớ, ví dụ "Chữ ký email" (xem read_memory).
        value: Nội dung ghi nhớ (bắt buộc với add và update).
    """
    user = _me(world)
    key = _text(key, "tên ghi nhớ (key)", limit=100)
    existing = next((m for m in _my_items(world, user.id) if fold(m.key) == fold(key)), None)
    today = world.context.today
    if action == "delete":
        if existing is None:
            raise NotFound(f"Không có ghi nhớ '{key}'. Dùng read_memory để xem các ghi nhớ.")
        world.office.memory[:] = [m for m in world.office.memory if m.id != existing.id]
        return {"deleted": dump(existing)}
    value = _text(value, "nội dung ghi nhớ (value)", limit=2000)
    if action == "add":
        if existing is not None:
            raise Refused(f"Đã có ghi nhớ '{existing.key}'; dùng action=\"update\" để sửa.")
        item = MemoryItem(
            id=next_id(world.office.memory, "MEM-", 5),
            user_id=user.id,
            key=key,
            value=value,
            updated_on=today,
        )
        world.office.memory.append(item)
        return {"added": dump(item)}
    if existing is None:
        raise NotFound(f"Không có ghi nhớ '{key}' để sửa; dùng action=\"add\" để thêm mới.")
    item = replace(existing, value=value, updated_on=today)
    put(world.office.memory, item)
    return {"updated": dump(item)}
