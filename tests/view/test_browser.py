"""The viewer page in a real headless Chromium (Debian's ``chromium``, driven by playwright).

Skipped, with the reason, only when no Chromium binary or no playwright is installed
(``.ci/run`` installs both).
"""

from __future__ import annotations

import shutil
import tempfile
import unicodedata
from pathlib import Path

import pytest

from avabench.reporting.stats import Suites
from avabench.scoring.scorer import AssertionResult
from avabench.view import write_page

playwright = pytest.importorskip("playwright.sync_api", reason="playwright is not installed")

CHROMIUM = next(
    (p for p in map(shutil.which, ("chromium", "chromium-browser", "google-chrome")) if p), None
)
pytestmark = pytest.mark.skipif(
    CHROMIUM is None, reason="no Chromium binary (apt-get install chromium); browser tests skipped"
)


@pytest.fixture(scope="module")
def browser():
    with playwright.sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        yield b
        b.close()


@pytest.fixture
def page(browser, page_file):
    """The page loaded from disk; fails the test on any script error or console error."""
    pg = browser.new_page(viewport={"width": 1400, "height": 900})
    errors: list[str] = []
    pg.on("pageerror", lambda e: errors.append(str(e)))
    pg.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    pg.goto(Path(page_file).as_uri())
    pg.wait_for_function("window.__avabenchReady !== undefined", timeout=10_000)
    yield pg
    pg.close()
    assert errors == []


def _visible_keys(pg) -> set[str]:
    return set(
        pg.eval_on_selector_all(
            "#tasktable tbody tr", "rs => rs.filter(r => !r.hidden).map(r => r.dataset.key)"
        )
    )


def _open(pg, key: str, run_label: str | None = None) -> None:
    pg.click(f'#tasktable tr[data-key="{key}"]')
    pg.wait_for_selector("#detail .taskid")
    if run_label:
        pg.click(f'#detail .tabs button:has-text("{run_label}")')
    assert pg.inner_text("#detail .taskid") == key


def test_leaderboard_is_visible_with_every_run(page, runs):
    board = page.locator("#leaderboard")
    assert board.is_visible()
    rows = page.locator("#leaderboard tbody tr")
    assert rows.count() == 3
    assert rows.nth(0).inner_text().split("\t")[1].strip() == "oracle"  # ranked first
    text = board.inner_text()
    assert "100.0%" in text and "Bỏ" in board.text_content()  # (shown upper-case)
    assert page.locator("svg.plot").count() == 3 and page.locator("svg.plot rect").count() > 0
    assert page.evaluate("document.characterSet") == "UTF-8"


def test_a_tasks_assertions_trace_and_diff_are_visible(page, runs):
    r = next(t for t in runs["oracle"].tasks if t.task_id == "hr.leave_split_unpaid")
    _open(page, "hr.leave_split_unpaid#0", "oracle")
    detail = page.locator("#detail")
    text = detail.inner_text()
    for a in r.assertions:
        assert unicodedata.normalize("NFC", a.description) in text
    assert page.locator("#detail ul.asserts li").count() == len(r.assertions)
    assert page.locator("#detail .badge.b-passed").count() == r.passed
    assert page.locator("#detail .badge.b-preserved").count() == sum(
        a.outcome == "preserved" for a in r.assertions
    )
    calls = page.locator("#detail details.call")
    assert calls.count() == len(r.trace)
    assert [c.inner_text().split("(")[0].lstrip("✓ ") for c in calls.all()] == [
        c.name for c in r.trace
    ]
    calls.nth(2).locator("summary").click()  # expand: arguments and result
    calls.nth(2).locator(".body pre").nth(1).wait_for()  # filled on the (async) toggle event
    body = calls.nth(2).locator(".body").inner_text()
    assert '"leave_type": "P"' in body and r.trace[2].output["id"] in body
    assert "Em xin nghỉ" in page.locator("#detail .prompt").inner_text()  # Vietnamese, intact
    assert page.locator("#detail .reply").inner_text() == r.reply
    assert "hr.leave_requests" in text and "office.tickets" in text  # the world diff
    assert page.locator("#detail .strip .tool.hit").count() == 2 * len(r.trace)


def test_the_outcome_filter_hides_failed_tasks(page, runs):
    all_keys = _visible_keys(page)
    assert len(all_keys) == len(runs["oracle"].tasks)
    page.select_option("select[name=run]", label="anti-oracle")
    page.select_option("select[name=status]", "pass")
    passing = {f"{t.task_id}#0" for t in runs["anti-oracle"].tasks if t.task_completed_correctly}
    assert _visible_keys(page) == passing  # every failed task is hidden
    page.select_option("select[name=status]", "fail")
    assert _visible_keys(page) == all_keys - passing
    page.select_option("select[name=run]", label="oracle")
    assert _visible_keys(page) == set()  # the oracle fails nothing
    page.select_option("select[name=status]", "")
    page.fill("input[name=q]", "hoàng long")
    assert _visible_keys(page) == {"accounting_crm.doubtful_debt_hoang_long#0"}
    page.fill("input[name=q]", "")
    page.select_option("select[name=domain]", "sales")
    assert _visible_keys(page) == {"sales.basic_tee_order#0"}
    assert page.inner_text("#count") == f"1 of {len(all_keys)} shown"


def test_changed_between_runs(page, runs):
    page.check("input[name=changed]")
    assert _visible_keys(page) == {f"{t.task_id}#0" for t in runs["oracle"].tasks}
    assert page.locator("#tasktable td.delta", has_text="Δ").count() == len(runs["oracle"].tasks)


def test_a_hostile_reply_does_not_execute_and_shows_as_text(page, hostile):
    _open(page, f"{hostile.task}#0", "hostile")
    assert page.evaluate("typeof window.__pwned") == "undefined"
    assert page.locator("#detail .reply").inner_text() == hostile.reply
    assert hostile.text in page.locator("#detail .msg.assistant").first.inner_text()
    for c in page.locator("#detail details.call").all():
        c.locator("summary").click()
        c.locator(".body pre").nth(1).wait_for()
    body = page.locator("#detail").inner_text()
    assert hostile.raw in body and hostile.title in body
    assert page.locator("#detail img, #detail script, #detail b:text('x')").count() == 0
    assert page.locator("script").count() == 2
    assert hostile.model in page.locator("#leaderboard").inner_text()
    assert page.evaluate("typeof window.__pwned") == "undefined"


def test_screenshot(page):
    _open(page, "hr.leave_split_unpaid#0", "anti-oracle")
    path = Path(tempfile.gettempdir()) / "avabench-view.png"
    page.screenshot(path=str(path), full_page=True)
    assert path.stat().st_size > 20_000
    assert path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_collateral_guard_is_shown_with_its_detail(browser, runs, suite, tmp_path):
    run = runs["anti-oracle"]
    r = run.tasks[0]
    detail = "hr.employees ~NV000001: phone <b>changed</b>"
    first = r.assertions[0].model_dump()
    broken = AssertionResult(
        **{**first, "kind": "collateral", "outcome": "broken", "detail": detail}
    )
    held = AssertionResult(**{**first, "kind": "collateral", "index": 99, "detail": ""})
    others = [a for a in r.assertions[1:] if a.kind != "collateral"]  # the run's own guard
    task = r.model_copy(update={"assertions": [broken, *others, held]})
    path = write_page(
        [run.model_copy(update={"tasks": [task]})], tmp_path / "c.html", Suites(fixed=suite)
    )
    pg = browser.new_page()
    pg.goto(path.as_uri())
    _open(pg, f"{r.task_id}#0")
    items = pg.locator("#detail ul.asserts li.collateral")
    assert items.count() == 2
    assert "collateral guard" in items.nth(0).inner_text()
    assert "preserve broken" in items.nth(0).inner_text()
    assert (
        items.nth(0).locator("pre").inner_text() == "hr.employees ~NV000001: phone <b>changed</b>"
    )
    assert items.nth(1).locator("pre").count() == 0  # no detail, nothing shown
    pg.close()
