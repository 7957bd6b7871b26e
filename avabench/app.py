"""The ``avabench`` console script: every entry point as one typer app with subcommands.

::

    avabench run --agent oracle --plain          # python -m avabench.cli --agent oracle --plain
    avabench validate                            # python -m avabench.cli --validate-only
    avabench list-tasks --split public           # python -m avabench.cli --list-tasks
    avabench selftest 8                          # python -m avabench.selftest 8
    avabench report | rescore | bench | loadtest | mockserver
    avabench schema                              # the results JSON Schema
    avabench merge A.json B.json -o run.json     # python -m avabench.merge (shards → one run)
    avabench export-otel RUN.json -o spans.json  # python -m avabench.otel (OpenTelemetry)
    avabench view RUNS -o report.html            # python -m avabench.view
    avabench scopes 'hr.*'                       # python -m avabench.scopes

Each subcommand is the same function as its ``python -m avabench.<name>`` form, so both take
the same options and behave the same; this module only groups them.
"""

from __future__ import annotations

import json

import typer

from avabench import (
    __version__,
    bench,
    cli,
    gctune,
    loadtest,
    merge,
    mockserver,
    otel,
    play,
    report,
    rescore,
    scopes,
    selftest,
)
from avabench.view import __main__ as view

_BENCH = "Benchmark"
_TASKS = "Tasks and tools"
_RESULTS = "Results"
_INFRA = "Infrastructure"

app = typer.Typer(
    name="avabench",
    add_completion=False,
    no_args_is_help=True,
    rich_markup_mode="rich",
    help="AVABench: an agentic benchmark for MISA AMIS's AVA (state-graded, 83 tools).",
    pretty_exceptions_show_locals=False,  # a traceback must never print the API key
)


def _version(value: bool) -> None:
    if value:
        typer.echo(f"avabench {__version__}")
        raise typer.Exit()


@app.callback()
def _root(
    version: bool = typer.Option(
        False, "--version", callback=_version, is_eager=True, help="Print the version and exit."
    ),
) -> None:
    """AVABench: an agentic benchmark for MISA AMIS's AVA (state-graded, 83 tools)."""
    gctune.tune()


def schema(
    indent: int = typer.Option(1, min=0, help="JSON indentation (0: one line)."),
) -> None:
    """Print the JSON Schema of a results file (results/<alias>.json); see docs/results.md."""
    from avabench.results import RunResult

    doc = RunResult.model_json_schema()
    typer.echo(json.dumps(doc, ensure_ascii=False, indent=indent or None, sort_keys=True))


app.command("run", rich_help_panel=_BENCH)(cli.run)
app.command("selftest", rich_help_panel=_BENCH)(selftest.main)
app.command("play", rich_help_panel=_BENCH)(play.main)
app.command("validate", rich_help_panel=_TASKS)(cli.validate_command)
app.command("list-tasks", rich_help_panel=_TASKS)(cli.list_tasks)
app.command("list-tools", rich_help_panel=_TASKS)(cli.list_tools)
app.command("report", rich_help_panel=_RESULTS)(report.main)
app.command("rescore", rich_help_panel=_RESULTS)(rescore.main)
app.command("schema", rich_help_panel=_RESULTS)(schema)
app.command("merge", rich_help_panel=_RESULTS)(merge.main)
app.command("export-otel", rich_help_panel=_RESULTS)(otel.main)
app.command("view", rich_help_panel=_RESULTS)(view.main)
app.command("scopes", rich_help_panel=_TASKS)(scopes.main)
app.command("bench", rich_help_panel=_INFRA)(bench.main)
app.command("loadtest", rich_help_panel=_INFRA)(loadtest.main)
app.command("mockserver", rich_help_panel=_INFRA)(mockserver.main)


def main() -> None:
    """The console script's entry point."""
    app()


if __name__ == "__main__":
    main()
