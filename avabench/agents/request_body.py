"""Chat-completions request bodies assembled from pre-encoded JSON bytes.

A request carries the whole conversation and the tool definitions (~93 kB for the full
toolset, 95 % of the bytes). Encoding both on every call costs more CPU than the rest of the
client's work, and both barely change: the definitions of a toolset are the same objects in
every request of a process, and a conversation only grows at its end. :class:`BodyEncoder`
therefore keeps

* the JSON of each exact tool list (the same definition objects in the same order), encoded
  once per process; discover and role toolsets are other lists, so other entries;
* per conversation (the ``messages`` list object a caller keeps appending to), the JSON of the
  messages already sent, so a new request encodes only the messages added since.

The result is byte-for-byte what the ``openai`` SDK would send for the same body dict
(``openai._utils._json.openapi_dumps``: compact separators, UTF-8 without ASCII escapes,
no NaN), key order included, so endpoints and their prompt caches see no difference.

Callers must not change a message dict after it was sent (the runner only appends); a
conversation whose messages were replaced (not the same objects) is re-encoded from the first
message that differs.
"""

from __future__ import annotations

import json
from collections import OrderedDict
from typing import Any

_encoder = json.JSONEncoder(ensure_ascii=False, separators=(",", ":"), allow_nan=False)


def dumps(value: Any) -> bytes:
    """Compact UTF-8 JSON, as the SDK encodes a request body."""
    return _encoder.encode(value).encode()


class _Conversation:
    """The encoded messages of one conversation so far."""

    __slots__ = ("chunks", "lane", "messages", "sent")

    def __init__(self, messages: list[dict[str, Any]], lane: int) -> None:
        self.messages = messages  # held, so its id stays this conversation's while cached
        self.lane = lane  # the conversation's number in order of first sight
        self.sent: list[dict[str, Any]] = []  # the message objects encoded, in order
        self.chunks: list[bytes] = []

    def encode(self) -> bytes:
        msgs, sent = self.messages, self.sent
        same = 0
        for a, b in zip(msgs, sent, strict=False):
            if a is not b:
                break
            same += 1
        if same < len(sent):  # an earlier message was replaced: re-encode from there
            del sent[same:], self.chunks[same:]
        for m in msgs[same:]:
            sent.append(m)
            self.chunks.append(dumps(m))
        return b"[" + b",".join(self.chunks) + b"]"


class BodyEncoder:
    """Builds request bodies from cached JSON (see the module docstring).

    Args:
        max_conversations: conversations kept encoded (least recently used beyond are
            dropped; a dropped one is simply encoded again in full).
    """

    def __init__(self, max_conversations: int = 512) -> None:
        self.max_conversations = max_conversations
        self._tools: dict[tuple[int, ...], tuple[list[dict[str, Any]], bytes]] = {}
        self._conversations: OrderedDict[int, _Conversation] = OrderedDict()
        #: How many times a tool list was encoded (tests and the loadtest read it).
        self.tool_encodings = 0
        self._seen = 0

    def tools_json(self, tools: list[dict[str, Any]]) -> bytes:
        """The JSON of an exact list of definition objects, encoded once."""
        key = tuple(map(id, tools))
        hit = self._tools.get(key)
        if hit is None:
            # the definitions are held, so their ids cannot be reused while the entry lives
            hit = (list(tools), dumps(tools))
            self._tools[key] = hit
            self.tool_encodings += 1
        return hit[1]

    def _conversation(self, messages: list[dict[str, Any]]) -> _Conversation:
        key = id(messages)
        conv = self._conversations.get(key)
        if conv is None or conv.messages is not messages:
            conv = _Conversation(messages, self._seen)
            self._seen += 1
            self._conversations[key] = conv
            while len(self._conversations) > self.max_conversations:
                self._conversations.popitem(last=False)
        else:
            self._conversations.move_to_end(key)
        return conv

    def messages_json(self, messages: list[dict[str, Any]]) -> bytes:
        """The JSON array of a conversation, encoding only messages not seen before."""
        return self._conversation(messages).encode()

    def lane(self, messages: list[dict[str, Any]]) -> int:
        """The conversation's number in order of first sight (spreads them over clients)."""
        return self._conversation(messages).lane

    def body(
        self,
        model: str,
        messages: list[dict[str, Any]],
        params: dict[str, Any],
        tools: list[dict[str, Any]] | None,
    ) -> bytes:
        """The body of ``{"model", "messages", **params, "tools", "tool_choice": "auto"}``.

        ``tools`` and ``tool_choice`` are sent only with tools present.

        Raises:
            ValueError: ``params`` sets a key the body owns (``model``, ``messages``,
                ``tools``, ``tool_choice``).
        """
        owned = set(params) & {"model", "messages", "tools", "tool_choice"}
        if owned:
            raise ValueError(f"params may not set {', '.join(sorted(owned))}")
        parts = [b'{"model":', dumps(model), b',"messages":', self.messages_json(messages)]
        for key, value in params.items():
            parts += [b",", dumps(key), b":", dumps(value)]
        if tools:
            parts += [b',"tools":', self.tools_json(tools), b',"tool_choice":"auto"}']
        else:
            parts.append(b"}")
        return b"".join(parts)
