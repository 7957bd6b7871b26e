"""Request bodies from pre-encoded JSON: byte-identical to the SDK's, and really cached."""

from __future__ import annotations

import asyncio
import json

import httpx
import openai
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from openai._utils._json import openapi_dumps

from avabench.agents.openai_client import CONNECTIONS_PER_CLIENT, ModelPolicy
from avabench.agents.request_body import BodyEncoder
from avabench.env import Episode
from avabench.loader import load_suite

SUITE = load_suite("fixtures.pack_good", include_builtin=False)

text = st.text(
    alphabet=st.characters(blacklist_categories=("Cs",)), max_size=40
)  # no lone surrogates: the SDK cannot encode those either
scalar = (
    st.none()
    | st.booleans()
    | st.integers()
    | text
    | st.floats(allow_nan=False, allow_infinity=False)
)
value = st.recursive(
    scalar,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(text, inner, max_size=3),
    max_leaves=8,
)
message = st.fixed_dictionaries(
    {"role": st.sampled_from(["user", "assistant", "tool", "system"]), "content": text | st.none()},
    optional={"tool_call_id": text, "reasoning_content": text, "extra": value},
)
params = st.dictionaries(
    st.sampled_from(
        ["temperature", "seed", "max_tokens", "reasoning_effort", "chat_template_kwargs"]
    ),
    value,
    max_size=4,
)


def sdk_body(model, messages, params, tools):
    """What the runner used to post: the dict literal, encoded by the SDK."""
    body = {"model": model, "messages": messages, **params}
    if tools:
        body["tools"] = tools
        body["tool_choice"] = "auto"
    return openapi_dumps(body)


@settings(max_examples=150, deadline=None)
@given(
    turns=st.lists(st.lists(message, min_size=1, max_size=3), min_size=1, max_size=4),
    params=params,
    with_tools=st.booleans(),
)
def test_bodies_are_the_sdk_bytes_at_every_turn(turns, params, with_tools):
    """However a conversation grows, every body equals the SDK's encoding byte for byte."""
    tools = Episode(SUITE.tasks[0], 0, 0, "full").tools if with_tools else []
    enc = BodyEncoder()
    messages = []
    for added in turns:
        messages.extend(added)
        got = enc.body("mock-é", messages, params, tools)
        assert got == sdk_body("mock-é", messages, params, tools)
        assert json.loads(got)["messages"] == messages


def test_a_replaced_message_is_encoded_again():
    enc = BodyEncoder()
    messages = [{"role": "user", "content": "a"}, {"role": "assistant", "content": "b"}]
    enc.body("m", messages, {}, [])
    messages[1] = {"role": "assistant", "content": "khác"}  # another object: noticed
    assert enc.body("m", messages, {}, []) == sdk_body("m", messages, {}, [])
    del messages[1]
    assert enc.body("m", messages, {}, []) == sdk_body("m", messages, {}, [])


def test_the_tool_list_is_encoded_once_per_toolset():
    enc = BodyEncoder()
    task = SUITE.tasks[0]
    for seed in range(5):  # every episode hands out a new list of the same definitions
        for toolset in ("full", "discover", "role"):
            ep = Episode(task, seed, 0, toolset)
            body = enc.body("m", ep.messages, {}, ep.tools)
            assert body == sdk_body("m", ep.messages, {}, ep.tools)
    # full and role hold different definitions for an employee only if the role hides some
    full, role = Episode(task, 0, 0, "full").tools, Episode(task, 0, 0, "role").tools
    assert enc.tool_encodings == (2 if [id(t) for t in full] == [id(t) for t in role] else 3)


def test_params_may_not_set_the_keys_the_body_owns():
    with pytest.raises(ValueError, match="tools"):
        BodyEncoder().body("m", [], {"tools": []}, [{"type": "function"}])


def test_old_conversations_are_dropped_beyond_the_cap():
    enc = BodyEncoder(max_conversations=3)
    kept = [[{"role": "user", "content": str(i)}] for i in range(10)]
    for m in kept:
        enc.body("m", m, {}, [])
    assert len(enc._conversations) == 3
    assert enc.body("m", kept[0], {}, []) == sdk_body("m", kept[0], {}, [])


def test_the_policy_posts_what_the_sdk_would_send():
    """Through the real SDK: the bytes on the wire parse to the typed call's body."""
    seen: list[bytes] = []

    def handler(request: httpx.Request) -> httpx.Response:
        seen.append(request.content)
        assert request.headers["content-type"] == "application/json"
        assert request.headers["authorization"] == "Bearer sk-x"
        reply = {"choices": [{"message": {"role": "assistant", "content": "xong"}}]}
        return httpx.Response(200, json=reply)

    ep = Episode(SUITE.tasks[0], 0, 0, "full")
    params = dict(temperature=0.0, seed=3)
    extra = {"chat_template_kwargs": {"enable_thinking": False}}

    async def go():
        policy = ModelPolicy("mock", "http://127.0.0.1:9/v1", "sk-x", extra_body=extra, **params)
        transport = httpx.MockTransport(handler)
        policy.clients = [
            openai.AsyncOpenAI(
                base_url="http://127.0.0.1:9/v1",
                api_key="sk-x",
                http_client=httpx.AsyncClient(transport=transport),
            )
        ]
        turn = await policy.next_turn(ep.messages, ep.tools)
        sdk = policy.clients[0]
        await sdk.chat.completions.create(
            model="mock",
            messages=ep.messages,
            tools=ep.tools,
            tool_choice="auto",
            extra_body=extra,
            **params,
        )
        await policy.aclose()
        return turn

    assert asyncio.run(go()).content == "xong"
    ours, typed = seen
    assert json.loads(ours) == json.loads(typed)
    assert ours == sdk_body("mock", ep.messages, {**params, **extra}, ep.tools)


@pytest.mark.parametrize(("connections", "clients"), [(1, 1), (8, 1), (9, 2), (32, 4)])
def test_pools_are_split_over_clients_of_a_few_connections(connections, clients):
    policy = ModelPolicy("m", "http://127.0.0.1:9/v1", "k", max_connections=connections)
    assert len(policy.clients) == clients
    assert CONNECTIONS_PER_CLIENT == 8
    asyncio.run(policy.aclose())


def test_a_conversation_keeps_its_client():
    policy = ModelPolicy("m", "http://127.0.0.1:9/v1", "k", max_connections=32)
    convs = [[{"role": "user", "content": str(i)}] for i in range(8)]
    lanes = [policy.encoder.lane(c) % 4 for c in convs]
    assert lanes == [0, 1, 2, 3, 0, 1, 2, 3]
    convs[0].append({"role": "assistant", "content": "x"})
    assert policy.encoder.lane(convs[0]) % 4 == 0
    asyncio.run(policy.aclose())
