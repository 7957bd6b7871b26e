"""Vietnamese text folding shared by the facts, concepts and echo readers.

``fold(text)`` is the one comparison form: numbers' N1 normalisation (NFC, exotic spaces to a
space, zero-width characters deleted, minus/hyphens/dashes unified), ``casefold`` and the
*tone-mark placement* of the open syllables ``oa oe uy`` moved onto the second vowel, so the
old and new orthographies compare equal: ``hoà`` = ``hòa``, ``hoá`` = ``hóa``, ``khoẻ`` =
``khỏe``, ``huỷ`` = ``hủy``, ``thuý`` = ``thúy``.  Only the placement is normalised: tone marks
themselves are never folded (``tí`` is not ``tỉ``, ``cảm`` is not ``cám``).  Folding keeps the
length of NFC Vietnamese text, so a span found in ``fold(normalize(text))`` is a span of
``normalize(text)``.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from avabench.scoring.numbers import normalize

__all__ = ["WORD_RE", "fold", "normalize", "words"]

_TONES = "\u0300\u0301\u0309\u0303\u0323"  # huyền, sắc, hỏi, ngã, nặng
_TONED = {
    unicodedata.normalize("NFC", base + tone): (base, tone) for base in "ou" for tone in _TONES
}
# An open syllable ending in oa / oe / uy with the tone on the first vowel (not "qu" + y, where
# the u is part of the consonant and the tone is already on the y).
_OLD_STYLE = re.compile(
    "(?<![q])([" + "".join(k for k, (b, _) in _TONED.items() if b == "o") + "])([ae])(?![^\\W\\d_])"
    "|(?<![q])([" + "".join(k for k, (b, _) in _TONED.items() if b == "u") + "])(y)(?![^\\W\\d_])"
)

#: A word for the echo and concept readers: a run of letters or of digits.
WORD_RE = re.compile(r"[^\W\d_]+|[0-9]+")


def _move_tone(m: re.Match[str]) -> str:
    first, second = (m.group(1), m.group(2)) if m.group(1) else (m.group(3), m.group(4))
    base, tone = _TONED[first]
    return base + unicodedata.normalize("NFC", second + tone)


@lru_cache(maxsize=8192)
def fold(text: str) -> str:
    """NFC + N1 + casefold + tone placement on the second vowel of ``oa oe uy``."""
    return _OLD_STYLE.sub(_move_tone, normalize(text).casefold())


def words(text: str) -> list[tuple[str, int, int]]:
    """``(folded word, start, end)`` for every word of ``normalize(text)``."""
    folded = fold(text)
    return [(m.group(), m.start(), m.end()) for m in WORD_RE.finditer(folded)]
