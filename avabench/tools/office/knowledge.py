"""Company knowledge: ``document_qa`` over the policy handbook and AVA's per-user memory."""

from __future__ import annotations

import itertools
import math
import re
import unicodedata
from typing import Literal

from avabench.errors import NotFound, Refused
from avabench.tools._common import current_employee, dump, fold, text_match
from avabench.tools.office._helpers import _text
from avabench.tools.registry import tool
from avabench.world import WorldState, next_id, put, replace
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


_INDEX_CACHE: dict[int, tuple[object, list[_Indexed]]] = {}


def _doc_index(doc) -> list[_Indexed]:  # type: ignore[no-untyped-def]
    """The sections of one (immutable) document, indexed once and reused across episodes."""
    hit = _INDEX_CACHE.get(id(doc))
    if hit is not None and hit[0] is doc:
        return hit[1]
    if len(_INDEX_CACHE) > 512:
        _INDEX_CACHE.clear()
    built = [_Indexed(doc, s) for s in doc.sections]
    _INDEX_CACHE[id(doc)] = (doc, built)  # the strong ref keeps id(doc) from being reused
    return built


@tool(writes=False)
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
    terms = _query_terms(question)
    index = [sec for d in world.office.documents for sec in _doc_index(d)]
    if not terms or not index:
        return {"question": question, "results": [], "message": "Không tìm thấy nội dung phù hợp."}
    n = len(index)

    spaces = {t: "fold" if fold(t) == t else "acc" for t in terms}

    def space(term: str) -> str:
        return spaces[term]

    def idf(term: str) -> float:
        sp = space(term)
        df = sum(
            1
            for s in index
            if term in (s.fold if sp == "fold" else s.acc)
            or term in (s.title_fold if sp == "fold" else s.title_acc)
        )
        return math.log((n + 1) / (df + 0.5))

    weights = {t: idf(t) for t in terms}
    pairs = list(itertools.pairwise(terms))
    scored = []
    for pos, sec in enumerate(index):
        score = 0.0
        for t in terms:
            folded = space(t) == "fold"
            tf = (sec.tf_fold if folded else sec.tf_acc).get(t, 0)
            if tf:
                score += weights[t] * (1 + 0.2 * math.log(tf))
            if t in (sec.head_fold if folded else sec.head_acc):
                score += 0.6 * weights[t]
            if t in (sec.title_fold if folded else sec.title_acc):
                score += 0.4 * weights[t]
        for a, b in pairs:
            if space(a) == "acc" and space(b) == "acc":
                hit = (a, b) in sec.acc_bi
            else:
                hit = (fold(a), fold(b)) in sec.fold_bi
            if hit:
                score += 0.5 * (weights[a] + weights[b])
        if score > 0:
            scored.append((-round(score, 6), pos, sec))
    scored.sort(key=lambda x: (x[0], x[1]))
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
        for neg, _, sec in scored[:3]
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
    user = current_employee(world)
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
    user = current_employee(world)
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
