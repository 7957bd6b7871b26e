"""Model output is data: make any text storable, and keep secrets out of everything stored.

Two rules apply to every string a run writes or prints (results, checkpoint, history, stdout):

* **Storable.** Python strings may hold lone surrogates (``"\\ud800"`` from a JSON escape in a
  model's reply or tool arguments); they cannot be encoded as UTF-8, so one of them would make
  a checkpoint line unwritable. :func:`escape_surrogates` turns each surrogate code point into
  the visible six characters ``\\ud800``.
* **No secrets.** A :class:`Redactor` replaces the API key, any run of at least
  :data:`NEAR_COPY_FRACTION` of it (a key with a few characters cut), and its URL-encoded,
  base64 and hex forms with ``***``. :func:`safe_url` strips userinfo and secret-looking query
  parameters from a base URL and hands their values to the redactor too.

:func:`clean` applies both to a nested JSON-like value (dict keys included).
"""

from __future__ import annotations

import base64
import math
import re
from typing import Any
from urllib.parse import parse_qsl, quote, quote_plus, urlencode, urlsplit, urlunsplit

_SURROGATE = re.compile("[\ud800-\udfff]")
_JSON_ESCAPED = re.compile(r"[\"\\\x00-\x1f\x7f]")  # what json.dumps may write otherwise

#: A run of this share of the key (and at least :data:`MIN_NEAR_COPY` characters) is redacted.
NEAR_COPY_FRACTION = 2 / 3
MIN_NEAR_COPY = 8
#: Secrets shorter than this are not redacted (they would match ordinary text).
MIN_SECRET = 6
MASK = "***"

#: Query parameters whose values are secrets (matched as substrings, case-insensitively).
SECRET_QUERY = re.compile(r"key|token|secret|sig|pass|auth|cred|session|code", re.IGNORECASE)


def escape_surrogates(text: str) -> str:
    """``text`` with every surrogate code point written as the visible escape ``\\udxxx``."""
    if not _SURROGATE.search(text):
        return text
    return _SURROGATE.sub(lambda m: f"\\u{ord(m.group()):04x}", text)


def has_surrogates(text: str) -> bool:
    """Whether ``text`` holds a surrogate code point (unencodable as UTF-8)."""
    return _SURROGATE.search(text) is not None


def _variants(secret: str) -> list[str]:
    raw = secret.encode("utf-8", "backslashreplace")
    forms = {
        quote(secret, safe=""),
        quote_plus(secret),
        base64.b64encode(raw).decode().rstrip("="),
        base64.urlsafe_b64encode(raw).decode().rstrip("="),
        raw.hex(),
    }
    forms.discard(secret)
    return sorted((f for f in forms if len(f) >= MIN_SECRET), key=len, reverse=True)


class Redactor:
    """Replaces secrets and their near-copies with ``***`` in any text."""

    def __init__(self, *secrets: str | None) -> None:
        keys = sorted(
            {s for s in secrets if s and len(s) >= MIN_SECRET and s != "none"},
            key=len,
            reverse=True,
        )
        self.windows: list[str] = []
        self.whole: list[str] = []
        for key in keys:
            n = min(len(key), max(MIN_NEAR_COPY, math.ceil(len(key) * NEAR_COPY_FRACTION)))
            self.windows += [key[i : i + n] for i in range(len(key) - n + 1)]
            self.whole += _variants(key)
        self.windows = list(dict.fromkeys(self.windows))

    def __bool__(self) -> bool:
        return bool(self.windows)

    def may_touch_json(self, text: str) -> bool:
        """Could masking change a string inside the value whose JSON text is ``text``?

        False only when no secret form occurs in ``text`` and none holds a character JSON
        escapes (then a form inside one of the value's strings would show in ``text``).
        """
        forms = (*self.whole, *self.windows)
        return any(f in text or _JSON_ESCAPED.search(f) for f in forms)

    def __call__(self, text: str) -> str:
        """``text`` with every secret, near-copy and encoded form masked."""
        if not self.windows or not text:
            return text
        for form in self.whole:
            if form in text:
                text = text.replace(form, MASK)
        spans: list[tuple[int, int]] = []
        for w in self.windows:
            start = text.find(w)
            while start != -1:
                spans.append((start, start + len(w)))
                start = text.find(w, start + 1)
        if not spans:
            return text
        spans.sort()
        merged = [spans[0]]
        for s, e in spans[1:]:
            if s <= merged[-1][1]:
                merged[-1] = (merged[-1][0], max(merged[-1][1], e))
            else:
                merged.append((s, e))
        out, pos = [], 0
        for s, e in merged:
            out += [text[pos:s], MASK]
            pos = e
        out.append(text[pos:])
        return "".join(out)


def clean_json(value: Any, text: str, redact: Redactor | None = None) -> Any:
    """:func:`clean` of a value whose JSON text (``ensure_ascii=False``) is ``text``.

    The value itself (not a copy) when nothing in it needs cleaning: no surrogate in ``text``
    and no secret form that could be in one of its strings.
    """
    if has_surrogates(text) or (redact and redact.may_touch_json(text)):
        return clean(value, redact)
    return value


def clean(value: Any, redact: Redactor | None = None) -> Any:
    """A copy of a JSON-like value whose strings (and keys) are storable and redacted."""
    if isinstance(value, str):
        value = escape_surrogates(value)
        return redact(value) if redact else value
    if isinstance(value, dict):
        return {clean(k, redact): clean(v, redact) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [clean(v, redact) for v in value]
    return value


def safe_url(url: str | None) -> tuple[str | None, list[str]]:
    """``url`` without userinfo or secret query values, and the secrets it held.

    >>> safe_url("https://u:pw123456@gw.example/v1?api-key=abcdef123&v=2")
    ('https://gw.example/v1?v=2', ['u', 'pw123456', 'u:pw123456', 'abcdef123'])
    """
    if not url:
        return url, []
    try:
        parts = urlsplit(url)
        secrets = [s for s in (parts.username, parts.password) if s]
        if parts.password:  # as sent in "Authorization: Basic base64(user:password)"
            secrets.append(f"{parts.username or ''}:{parts.password}")
        netloc = parts.hostname or ""
        if ":" in netloc:
            netloc = f"[{netloc}]"
        if parts.port is not None:
            netloc += f":{parts.port}"
    except ValueError:
        return "<unparseable url>", [url]
    kept = []
    for k, v in parse_qsl(parts.query, keep_blank_values=True):
        if SECRET_QUERY.search(k):
            secrets.append(v)
        else:
            kept.append((k, v))
    query = urlencode(kept)
    return urlunsplit((parts.scheme, netloc, parts.path, query, "")), secrets
