"""Echo: text the reply copies from the user's request does not count as the agent stating it.

``strip_echo(reply, prompt)`` removes from the reply every run of four or more consecutive words
that also appears, word for word, in the prompt (EC1).  A word is a whitespace-separated chunk
with its leading and trailing punctuation stripped (so a code such as ``DH260412-0007`` or a date
``20/4`` is one word), compared folded (NFC, casefold, tone placement:
:func:`avabench.scoring.vitext.fold`); punctuation between words is ignored, so ``"2 ngày, chưa
đủ"`` echoes ``2 ngày chưa đủ``.  The numbers inside such a run go with it.  Each removed run is replaced by a line break,
which separates what was before and after it (no number or phrase is glued across the gap).

Decisions:

* EC2 runs shorter than four words stay: a bare answer that repeats a figure or a name from the
  question (``"2"``, ``"Nguyễn Văn An"``, ``"20/4 đã duyệt"``) is the agent's own statement.
* EC3 the match is on words only: a reply that restates the request in other words or another
  order is not an echo.
* EC4 an empty prompt changes nothing.
* EC5 an answer that negates the question's words is the agent's statement: a copied run right
  after a negator the prompt does not have there (``Chưa`` + ``có hoá đơn nào quá hạn`` for
  "có hoá đơn nào quá hạn ko?") is kept.
"""

from __future__ import annotations

import re
from functools import lru_cache

from avabench.scoring.concepts import NEGATORS
from avabench.scoring.vitext import fold, normalize

__all__ = ["MIN_RUN", "strip_echo"]

MIN_RUN = 4
_CHUNK_RE = re.compile(r"[^\W_](?:\S*[^\W_])?")


def words(text: str) -> list[tuple[str, int, int]]:
    """``(folded word, start, end)``: whitespace chunks without edge punctuation."""
    return [(m.group(), m.start(), m.end()) for m in _CHUNK_RE.finditer(fold(text))]


@lru_cache(maxsize=4096)
def strip_echo(reply: str, prompt: str) -> str:
    """``reply`` without the runs of ≥ :data:`MIN_RUN` words copied from ``prompt``.

    A pure function of its two texts, read once per pair (every episode that ends with the
    same reply to the same request asks again)."""
    if not prompt or not reply:
        return reply
    prompt_words = [w for w, _, _ in words(prompt)]
    grams = {tuple(prompt_words[i : i + MIN_RUN]) for i in range(len(prompt_words) - MIN_RUN + 1)}
    if not grams:
        return reply
    reply_n = normalize(reply)
    found = words(reply)
    keys = [w for w, _, _ in found]
    drop = [False] * len(found)
    for i in range(len(found) - MIN_RUN + 1):
        if tuple(keys[i : i + MIN_RUN]) in grams:
            for j in range(i, i + MIN_RUN):
                drop[j] = True
    for i in range(1, len(found)):  # EC5: a negated restatement is kept
        if drop[i] and not drop[i - 1] and keys[i - 1] in NEGATORS:
            j = i
            while j < len(found) and drop[j]:
                drop[j] = False
                j += 1
    if not any(drop):
        return reply
    out: list[str] = []
    pos = 0
    i = 0
    while i < len(found):
        if not drop[i]:
            i += 1
            continue
        j = i
        while j + 1 < len(found) and drop[j + 1]:
            j += 1
        out.append(reply_n[pos : found[i][1]])
        out.append("\n")
        pos = found[j][2]
        i = j + 1
    out.append(reply_n[pos:])
    return "".join(out)
