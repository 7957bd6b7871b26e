"""Print a task's reference change set as a starting point for its scopes.

::

    python -m avabench.scopes 'hr.*'          # every hr task
    python -m avabench.scopes accounting_crm.receipt_fifo_branch --noise 8

For each task it plays the oracle (and the alternates) and prints every record they added,
changed or removed, then suggested ``scopes=[...]`` in Python: changed records by id, added
records as ``created(table, {}, n=…)`` to be narrowed by hand (the user's records, the customer…).
"""

from __future__ import annotations

import fnmatch

import typer

from avabench.env import Episode
from avabench.loader import load_suite
from avabench.scoring.collateral import changes, graded_view, suggest_scopes

app = typer.Typer(add_completion=False, help=__doc__, pretty_exceptions_show_locals=False)


@app.command()
def main(
    patterns: list[str] = typer.Argument(..., help="Task ids or glob patterns."),
    noise: int = typer.Option(0, help="Distractor records per safe table."),
    task_pack: str | None = typer.Option(None, help="Importable module path of a task pack."),
) -> None:
    """Print the reference change set and suggested scopes of every matching task."""
    suite = load_suite(task_pack)
    tasks = [t for t in suite.tasks if any(fnmatch.fnmatch(t.id, p) for p in patterns)]
    if not tasks:
        typer.echo(f"no task matches {' '.join(patterns)}", err=True)
        raise typer.Exit(1)
    for task in tasks:
        scripts = [("oracle", suite.oracles.get(task.id))] + [
            (f"alternate {k}", s) for k, s in enumerate(suite.alternates.get(task.id, []))
        ]
        typer.echo(f"# {task.id}  (declared scopes: {task.scopes!r})")
        for label, sc in scripts:
            if sc is None:
                continue
            ep = Episode(task, 0, noise)
            ep.run_script(sc)
            view = graded_view(ep.initial, ep.world)
            typer.echo(
                f"#   {label}: "
                + (", ".join(c.label() for c in changes(ep.initial, view)) or "no change")
            )
            if label == "oracle":
                typer.echo("scopes=[")
                for s in suggest_scopes(ep.initial, ep.world):
                    if s.new_only:
                        typer.echo(f"    created({s.table!r}, {s.where!r}, n={s.max_added}),")
                    else:
                        typer.echo(f"    scope({s.table!r}, {s.where!r}),")
                typer.echo("],")


if __name__ == "__main__":
    app()
