"""``python -m avabench.view RESULTS.json [MORE.json …] -o report.html``."""

from __future__ import annotations

from pathlib import Path

import typer

from avabench.reporting.stats import Suites

app = typer.Typer(
    add_completion=False,
    help="Write a self-contained HTML viewer of stored runs.",
    pretty_exceptions_show_locals=False,
)


@app.command()
def main(
    files: list[Path] = typer.Argument(None, help="Result files (default: results/*.json)."),
    out: Path = typer.Option(Path("report.html"), "-o", "--out", help="The HTML file to write."),
    task_pack: str | None = typer.Option(None, help="Task pack (default: each run's own)."),
    include_failed: bool = typer.Option(False, help="Count failed tool calls in trajectories."),
) -> None:
    """Write one HTML page (no network needed to open it) for the given runs."""
    from avabench.report import load_runs
    from avabench.view import write_page

    runs = load_runs(list(files or sorted(Path("results").glob("*.json"))))
    if not runs:
        typer.echo("no result files (results/*.json)", err=True)
        raise typer.Exit(2)
    path = write_page(runs, out, Suites(task_pack), include_failed)
    typer.echo(f"wrote {path} ({path.stat().st_size / 1e6:.2f} MB, {len(runs)} run(s))")


if __name__ == "__main__":
    app()
