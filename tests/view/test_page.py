"""The viewer page without a browser: self-contained, escaped, and built from the results model."""

from __future__ import annotations

import json
import re
from html.parser import HTMLParser
from importlib import resources
from types import SimpleNamespace

from hypothesis import given
from hypothesis import strategies as st
from typer.testing import CliRunner

from avabench import report
from avabench.reporting.stats import Suites, all_stats
from avabench.view import render_runs
from avabench.view.__main__ import app as view_app
from avabench.view.data import assertion, changed_keys, payload
from avabench.view.page import embed_json
from avabench.view.worlddiff import InitialWorlds, field_changes, view_diff

RUNNER = CliRunner()


class _Scan(HTMLParser):
    """Tags, attributes and the text of the embedded JSON."""

    def __init__(self) -> None:
        super().__init__()
        self.tags: list[tuple[str, dict[str, str | None]]] = []
        self.data_json: str | None = None
        self._in_data = False

    def handle_starttag(self, tag, attrs):
        d = dict(attrs)
        self.tags.append((tag, d))
        self._in_data = tag == "script" and d.get("type") == "application/json"

    def handle_endtag(self, tag):
        self._in_data = False

    def handle_data(self, data):
        if self._in_data:
            self.data_json = (self.data_json or "") + data


def _scan(html: str) -> _Scan:
    s = _Scan()
    s.feed(html)
    return s


def _strip_time(html: str) -> str:
    return re.sub(r"generated \d{4}-\d\d-\d\d \d\d:\d\d UTC", "", html)


def test_page_is_self_contained_utf8_and_locked_down(page_file):
    html = page_file.read_text(encoding="utf-8")
    scan = _scan(html)
    tags = [t for t, _ in scan.tags]
    assert ("meta", {"charset": "utf-8"}) in scan.tags
    assert "link" not in tags and "iframe" not in tags and "img" not in tags
    for _, attrs in scan.tags:
        for name in ("src", "href", "action"):
            assert attrs.get(name) is None or attrs[name].startswith("#"), attrs
    assert "@import" not in html and "url(" not in html
    scripts = [a for t, a in scan.tags if t == "script"]
    assert scripts == [{"type": "application/json", "id": "avabench-data"}, {}]
    csp = next(
        a["content"] for t, a in scan.tags if a.get("http-equiv") == "Content-Security-Policy"
    )
    assert "default-src 'none'" in csp and "script-src 'sha256-" in csp and "unsafe-inline'" in csp
    assert "script-src 'unsafe-inline'" not in csp  # only the page's own script may run


def test_embedded_data_is_the_payload_and_holds_the_hostile_strings(
    page_file, runs, suite, hostile
):
    html = page_file.read_text(encoding="utf-8")
    raw = _scan(html).data_json
    assert raw is not None and "<" not in raw and ">" not in raw and "&" not in raw
    data = json.loads(raw)
    suites = Suites(fixed=suite)
    want = payload(all_stats(list(runs.values()), suites), suites)
    assert data == json.loads(json.dumps(want))
    (result,) = data["results"][[r["label"] for r in data["runs"]].index("hostile")]
    assert result["reply"] == hostile.reply
    assert result["turns"][0]["text"] == hostile.text
    assert result["turns"][1]["calls"][0]["arguments"] == hostile.raw  # raw: not valid JSON
    assert result["turns"][1]["calls"][0]["parsed"] is False
    added = result["diff"]["tables"][0]["added"]
    assert any(r.get("title") == hostile.title for r in added)


def test_no_hostile_markup_reaches_the_html(page_file, hostile):
    html = page_file.read_text(encoding="utf-8")
    assert "window.__pwned" in html  # it is there, as data and escaped text ...
    for s in (hostile.reply, hostile.text, hostile.title, hostile.raw, hostile.model):
        assert s not in html  # ... but never as written
    assert "<img" not in html.lower()
    outside_data = html.replace(_scan(html).data_json or "", "")
    assert "onerror" not in outside_data
    assert html.count("<script") == 2
    assert "&lt;script&gt;window.__pwned=7&lt;/script&gt;model" in html  # the model name


@given(st.text())
def test_embed_json_round_trips_and_never_closes_a_script(text):
    out = embed_json({"s": text, "k": [text]})
    assert json.loads(out) == {"s": text, "k": [text]}
    assert not set("<>&") & set(out)


def test_field_changes():
    assert field_changes({"a": 1, "b": "x", "c": None}, {"a": 1, "b": "y", "d": 2}) == [
        ("b", "x", "y"),
        ("d", None, 2),
        ("c", None, None),
    ]
    assert field_changes({"a": [1, 2]}, {"a": [1, 2]}) == []


def test_world_diff_field_by_field_against_the_rebuilt_initial_world(runs, suite):
    r = next(t for t in runs["oracle"].tasks if t.task_id.startswith("accounting_crm.doubtful"))
    d = view_diff(r, InitialWorlds(suite.by_id()))
    assert d["note"] is None
    (table,) = d["tables"]
    assert table["table"] == "accounting.invoices" and not table["added"] and not table["removed"]
    (changed,) = table["changed"]
    assert ("debt_status", "Quá hạn", "Nợ khó đòi") in changed["fields"]
    assert all(old != new for _, old, new in changed["fields"])


def test_world_diff_shows_whole_records_when_the_initial_world_cannot_be_rebuilt(runs, suite):
    r = next(t for t in runs["oracle"].tasks if t.task_id.startswith("accounting_crm.doubtful"))
    stale = r.model_copy(update={"initial_world_hash": "0000000000000000"})
    d = view_diff(stale, InitialWorlds(suite.by_id()))
    assert "differs from the run's (0000000000000000)" in d["note"]
    assert d["tables"][0]["changed"][0]["record"]["debt_status"] == "Nợ khó đòi"
    unknown = view_diff(r, InitialWorlds({}))
    assert unknown["note"] == "the task is not in the loaded suite"
    assert "record" in unknown["tables"][0]["changed"][0]


def test_a_null_agent_has_no_diff(runs, suite):
    r = runs["oracle"].tasks[0].model_copy(update={"final_world_diff": None})
    assert view_diff(r, InitialWorlds(suite.by_id())) is None


def test_changed_keys_between_runs(runs, suite):
    stats = all_stats([runs["oracle"], runs["anti-oracle"]], Suites(fixed=suite))
    assert set(changed_keys(stats)) == {f"{t}#0" for t in runs["oracle"].settings.tasks}
    assert changed_keys(stats[:1]) == []
    assert changed_keys(all_stats([runs["oracle"], runs["oracle"]], Suites(fixed=suite))) == []


def test_collateral_detail_is_kept_when_present_and_tolerated_when_absent(runs):
    a = runs["oracle"].tasks[0].assertions[0]
    older = SimpleNamespace(**a.model_dump(exclude={"detail"}))  # results from before `detail`
    assert assertion(older)["detail"] is None
    broken = a.model_copy(update={"kind": "collateral", "detail": "hr.employees ~NV000001"})
    assert assertion(broken)["detail"] == "hr.employees ~NV000001"
    assert assertion(broken)["kind"] == "collateral"
    assert assertion(a.model_copy(update={"detail": ""}))["detail"] == ""  # held: nothing to say


def test_trajectory_strip_data(page_file):
    data = json.loads(_scan(page_file.read_text(encoding="utf-8")).data_json)
    oracle = data["results"][[r["label"] for r in data["runs"]].index("oracle")]
    for r in oracle:
        tj = r["trajectory"]
        assert tj["golden"] == tj["actual"] and tj["exact"] and tj["recall"] == 1.0
        assert tj["pairs"] == [[i, i] for i in range(len(tj["golden"]))]


def test_a_task_missing_from_the_suite_still_renders(runs, suite):
    run = runs["oracle"]
    gone = run.model_copy(
        update={"tasks": [t.model_copy(update={"task_id": "hr.gone"}) for t in run.tasks[:1]]}
    )
    html = render_runs([gone], Suites(fixed=suite))
    data = json.loads(_scan(html).data_json)
    assert data["tasks"]["hr.gone"]["prompt"] is None
    assert data["results"][0][0]["diff"]["note"] == "the task is not in the loaded suite"


def test_view_cli_and_report_html_write_the_same_page(tmp_path, run_files):
    files = [str(p) for p in run_files.values()]
    a, b = tmp_path / "a.html", tmp_path / "b.html"
    res = RUNNER.invoke(view_app, [*files, "-o", str(a)])
    assert res.exit_code == 0, res.output
    assert f"wrote {a}" in res.output
    res = RUNNER.invoke(report.app, [*files, "--html", str(b), "--plain"])
    assert res.exit_code == 0, res.output
    assert _strip_time(a.read_text(encoding="utf-8")) == _strip_time(b.read_text(encoding="utf-8"))
    assert RUNNER.invoke(view_app, [str(tmp_path / "none.json"), "-o", str(a)]).exit_code == 2


def test_assets_ship_with_the_package():
    names = {p.name for p in resources.files("avabench.view").joinpath("assets").iterdir()}
    assert {"page.html", "view.css", "view.js"} <= names
    js = resources.files("avabench.view").joinpath("assets", "view.js").read_text("utf-8")
    assert "innerHTML" not in js and "insertAdjacentHTML" not in js and "eval(" not in js
