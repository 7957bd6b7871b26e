"""Real runs for the viewer tests: the reference agents on a few tasks, and a hostile agent.

The hostile agent puts markup and script into everything a model controls: the text of a
tool-calling turn, tool arguments (which land in the world diff), raw arguments that are not
JSON, and the final reply. The page must show all of it as text.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from avabench import asyncrun
from avabench.agents.base import AssistantTurn, ToolCallRequest
from avabench.launch import scripted_factory
from avabench.loader import load_suite
from avabench.reporting.stats import Suites
from avabench.results import RunResult
from avabench.runner import default_settings, run_benchmark

TASKS = [
    "accounting_crm.doubtful_debt_hoang_long",
    "hr.leave_split_unpaid",
    "office.complaint_owner_left",
    "sales.basic_tee_order",
]
HOSTILE_TASK = "hr.leave_split_unpaid"
HOSTILE_REPLY = (
    "Xong rồi ạ </script><script>window.__pwned=1</script>"
    '<img src=x onerror="window.__pwned=2"> <!--<script>window.__pwned=3</script>'
)
HOSTILE_TEXT = '<img src=x onerror="window.__pwned=4">Để em kiểm tra'
HOSTILE_TITLE = "<script>window.__pwned=5</script>Nghỉ không lương"
HOSTILE_RAW = '{"x": "</script><script>window.__pwned=6</script>"'
HOSTILE_MODEL = "<script>window.__pwned=7</script>model"


class HostilePolicy:
    """Two tool-calling turns full of markup, then a reply full of markup."""

    name = "hostile"

    def __init__(self) -> None:
        self.turn = 0

    async def next_turn(self, messages, tools) -> AssistantTurn:
        self.turn += 1
        if self.turn == 1:
            args = {"category": "HCNS-Chế độ", "title": HOSTILE_TITLE, "description": "<b>x</b>"}
            return AssistantTurn(
                content=HOSTILE_TEXT,
                tool_calls=[
                    ToolCallRequest(
                        "c1", "helpdesk_create_ticket", json.dumps(args, ensure_ascii=False)
                    )
                ],
                finish_reason="tool_calls",
            )
        if self.turn == 2:
            return AssistantTurn(
                tool_calls=[ToolCallRequest("c2", "timesheet_get_leave_balance", HOSTILE_RAW)],
                finish_reason="tool_calls",
            )
        return AssistantTurn(content=HOSTILE_REPLY, finish_reason="stop")

    async def aclose(self) -> None:
        return None


@pytest.fixture(scope="session")
def suite():
    return load_suite()


@pytest.fixture(scope="session")
def run_files(tmp_path_factory, suite) -> dict[str, Path]:
    """oracle and anti-oracle over :data:`TASKS` at noise 2, and the hostile run on one task."""
    out = tmp_path_factory.mktemp("view-results")
    paths = {}
    for agent in ("oracle", "anti-oracle"):
        settings = default_settings(agent=agent, alias=agent, tasks=TASKS, noise=2)
        outcome = asyncrun.run(
            run_benchmark(suite, settings, scripted_factory(suite, agent), out_dir=out)
        )
        paths[agent] = outcome.path
    settings = default_settings(model=HOSTILE_MODEL, alias="hostile", tasks=[HOSTILE_TASK], noise=2)
    outcome = asyncrun.run(
        run_benchmark(suite, settings, lambda task, trial: HostilePolicy(), out_dir=out)
    )
    paths["hostile"] = outcome.path
    return paths


@pytest.fixture(scope="session")
def runs(run_files) -> dict[str, RunResult]:
    from avabench.results import load_run

    return {k: load_run(p) for k, p in run_files.items()}


@pytest.fixture(scope="session")
def page_file(tmp_path_factory, runs, suite) -> Path:
    """The page over the three runs."""
    from avabench.view import write_page

    out = tmp_path_factory.mktemp("view-page") / "report.html"
    return write_page(list(runs.values()), out, Suites(fixed=suite))


@pytest.fixture(scope="session")
def hostile():
    """The hostile strings and task, for assertions."""
    from types import SimpleNamespace

    return SimpleNamespace(
        task=HOSTILE_TASK,
        reply=HOSTILE_REPLY,
        text=HOSTILE_TEXT,
        title=HOSTILE_TITLE,
        raw=HOSTILE_RAW,
        model=HOSTILE_MODEL,
        tasks=TASKS,
    )
