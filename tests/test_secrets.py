"""Secrets never reach output; model text is always storable (safety and limits as rules)."""

from __future__ import annotations

import base64
import importlib
import json
import os
import pkgutil
import subprocess
import sys
import urllib.parse

import pytest
import typer
from hypothesis import given
from hypothesis import strategies as st

import avabench
from avabench.errors import InvalidArguments
from avabench.limits import Limits, json_depth, vet_call
from avabench.safety import MASK, Redactor, clean, clean_json, escape_surrogates, safe_url

KEY = "sk-live-7fQ2mZ9xLpR4tW8vN1bC6dK3"

CRASH = """
import os, sys
import avabench.launch as launch
import avabench.cli as cli

def boom(*args, **kwargs):
    raise RuntimeError("deliberate crash inside the run")

launch.run_benchmark = boom
sys.argv = ["avabench", "--model", "m", "--base-url", "http://127.0.0.1:9/v1",
            "--api-key", sys.argv[1], "--only-pack", "--task-pack", "fixtures.pack_good"]
cli.main()
"""


CONTROL = """
import sys, typer
app = typer.Typer(pretty_exceptions_show_locals=True)

@app.command()
def main(api_key: str) -> None:
    raise RuntimeError("deliberate crash inside the run")

app()
"""


@pytest.mark.parametrize(("script", "shows_key"), [(CRASH, False), (CONTROL, True)])
def test_a_crash_of_the_cli_prints_no_key(tmp_path, script, shows_key):
    """The CLI crashed on purpose prints no key; the control shows what typer's locals do."""
    env = {**os.environ, "PYTHONPATH": os.path.dirname(__file__), "COLUMNS": "200"}
    env.pop("_TYPER_STANDARD_TRACEBACK", None)
    out = subprocess.run(
        [sys.executable, "-c", script, KEY], env=env, capture_output=True, text=True, timeout=60,
        cwd=tmp_path,
    )  # fmt: skip
    assert out.returncode == 1 and "deliberate crash inside the run" in out.stderr
    assert (KEY in out.stdout + out.stderr) is shows_key


def test_every_typer_app_hides_locals():
    apps = []
    for mod in pkgutil.walk_packages(avabench.__path__, "avabench."):
        try:
            module = importlib.import_module(mod.name)
        except ModuleNotFoundError as exc:  # an integration whose optional framework is absent
            if not mod.name.startswith("avabench.integrations.") or (exc.name or "").startswith(
                "avabench"
            ):
                raise
            continue
        apps += [(mod.name, v) for v in vars(module).values() if isinstance(v, typer.Typer)]
    assert len(apps) >= 7
    assert [name for name, app in apps if app.pretty_exceptions_show_locals is not False] == []


def test_installed_typer_is_at_least_the_pinned_minimum():
    from importlib.metadata import requires, version

    pin = next(r for r in requires("avabench") if r.startswith("typer"))
    minimum = tuple(int(x) for x in pin.split(">=")[1].split(",")[0].split("."))
    assert tuple(int(x) for x in version("typer").split(".")[:3]) >= minimum


def test_redactor_masks_the_key_its_near_copies_and_encodings():
    r = Redactor(KEY)
    forms = [
        KEY,
        KEY[3:],
        KEY[:-5],
        KEY[2:-2],
        urllib.parse.quote(KEY, safe=""),
        base64.b64encode(KEY.encode()).decode(),
        base64.urlsafe_b64encode(KEY.encode()).decode().rstrip("="),
        KEY.encode().hex(),
    ]
    for form in forms:
        masked = r(f"before {form} after")
        assert masked.startswith("before ***") and form not in masked, form
    assert r("sk-live is a prefix, 7fQ2 too") == "sk-live is a prefix, 7fQ2 too"
    assert Redactor("abc")("abc") == "abc"  # too short to redact safely
    assert not Redactor(None, "none")


@given(st.text(), st.text(min_size=0, max_size=20))
def test_redacted_text_never_holds_the_key(prefix, suffix):
    out = Redactor(KEY)(prefix + KEY + suffix)
    assert KEY not in out and MASK in out


@given(st.text())
def test_escaped_text_always_encodes_as_utf8(text):
    escape_surrogates(text).encode("utf-8")
    assert escape_surrogates(escape_surrogates(text)) == escape_surrogates(text)


@given(
    st.recursive(st.text() | st.integers(), lambda c: st.lists(c) | st.dictionaries(st.text(), c))
)
def test_cleaned_values_always_dump_as_json(value):
    json.dumps(clean(value, Redactor(KEY)), ensure_ascii=False).encode("utf-8")


_JSON_VALUES = st.recursive(
    st.text() | st.integers() | st.booleans() | st.none(),
    lambda c: st.lists(c, max_size=4) | st.dictionaries(st.text(), c, max_size=4),
    max_leaves=25,
)


@given(
    _JSON_VALUES,
    st.sampled_from([KEY, 'sk-"quoted\\key-12345', "key\nwith-newline-99"]),
    st.booleans(),
)
def test_cleaning_by_the_json_text_equals_cleaning_every_string(value, secret, planted):
    # the runner cleans a tool output through its JSON text: the same answer as the walk
    if planted:  # a secret (or a near copy) inside one of the strings
        value = [value, {"k": f"x{secret}y", secret[:-2]: 1}]
    for redact in (Redactor(secret), None):
        text = json.dumps(value, ensure_ascii=False)
        assert clean_json(value, text, redact) == clean(value, redact)


def test_safe_url_strips_userinfo_and_secret_query():
    url, secrets = safe_url(
        "https://bob:hunter22@gw.example:8443/v1?api-key=abc123456&x=1&token=zz9999"
    )
    assert url == "https://gw.example:8443/v1?x=1"
    assert {"hunter22", "bob:hunter22", "abc123456", "zz9999"} <= set(secrets)
    assert safe_url("http://127.0.0.1:8765/v1") == ("http://127.0.0.1:8765/v1", [])
    assert safe_url(None) == (None, [])


LIMITS = Limits()


@pytest.mark.parametrize(
    ("raw", "message"),
    [
        ('{"a": "\\ud800"}', "surrogate"),
        ('{"a": "x\ud800"}', "surrogate"),
        ({"k\udc00": 1}, "surrogate"),
        ('{"a": ' + "[" * 40 + "]" * 40 + "}", "quá sâu"),
        ('{"a": ' + "[" * 5000 + "]" * 5000 + "}", "quá"),
        ('{"a": "' + "x" * 70_000 + '"}', "quá dài"),
        ("[1, 2]", "đối tượng JSON"),
        ("{oops", "không phải JSON"),
    ],
)
def test_vet_call_refuses_what_cannot_be_stored_or_loaded(raw, message):
    with pytest.raises(InvalidArguments, match=message):
        vet_call("timesheet_get_leave_balance", raw, LIMITS)


def test_vet_call_passes_ordinary_arguments():
    args = {"a": [{"b": [1, 2]}], "c": "Về quê có việc"}
    assert vet_call("t", json.dumps(args, ensure_ascii=False), LIMITS) == args
    assert vet_call("t", args, LIMITS) == args and vet_call("t", "", LIMITS) == {}
    assert json_depth({"a": [{"b": [1]}]}, 10) == 4 and json_depth(3, 10) == 0


@given(st.recursive(st.integers() | st.text(), lambda c: st.lists(c, max_size=3), max_leaves=20))
def test_json_depth_matches_the_recursive_definition(value):
    def depth(v):
        if isinstance(v, list):
            return 1 + max((depth(x) for x in v), default=0)
        return 0

    assert json_depth(value, 100) == depth(value)
