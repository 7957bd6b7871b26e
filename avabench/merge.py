"""Combine the results of a run's shards into one results file.

::

    avabench merge results/m.shard1of3.json results/m.shard2of3.json results/m.shard3of3.json \\
        -o results/m.json [--task-pack my.pack] [--only-pack]

The merged file is what the same run without ``--shard`` would have written: its settings are
the shards' settings without the shard, its task results are the shards' (unchanged) in the
unsharded order (task order of the selection, then trial), and its summary is recomputed from
them, so ``report`` and ``rescore`` treat it like any other run. Refused, with every reason:

* a file that is not a shard (no ``--shard``), shards of different N, a shard given twice;
* settings that differ in anything that defines the measurement (the fingerprint without
  the shard), or grader versions that differ (between the files or their task results: re-grade
  them first with ``avabench rescore``);
* overlap: a task-trial in two files, or one a shard should not hold (the selection changed);
* gaps: a missing shard, or a task-trial of the selection that no file holds.

The selection is rebuilt from the tasks loaded here (built-in tasks plus ``--task-pack``), so a
run made with a task pack needs the same ``--task-pack`` (and ``--only-pack``) to be merged.
Different git commits are allowed (a warning), as for resuming a run.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

import typer

from avabench.loader import Suite, load_suite
from avabench.results import RunResult, RunSettings, TaskResult, load_run, save_run, summarize
from avabench.shards import assignment, parse_shard


class MergeError(Exception):
    """The shards cannot be merged; ``problems`` lists every reason."""

    def __init__(self, problems: list[str]) -> None:
        super().__init__("; ".join(problems))
        self.problems = problems


@dataclass
class Merged:
    """A merged run and what the merge noticed without refusing."""

    run: RunResult
    warnings: list[str] = field(default_factory=list)


def _measured(s: RunSettings) -> dict:
    return s.model_dump(exclude={*s.VOLATILE, "shard"})


def _settings_problems(named: Sequence[tuple[str, RunResult]]) -> list[str]:
    first_name, first = named[0]
    base = first.settings.model_copy(update={"shard": None})
    problems = []
    for name, run in named[1:]:
        other = run.settings.model_copy(update={"shard": None})
        if other.fingerprint() != base.fingerprint():
            a, b = _measured(base), _measured(other)
            fields = sorted(k for k in a.keys() | b.keys() if a.get(k) != b.get(k))
            shown = ", ".join(f"{k}: {a.get(k)!r} vs {b.get(k)!r}" for k in fields)
            problems.append(f"{name} was run with other settings than {first_name} ({shown})")
    versions = {run.settings.grader_version for _, run in named}
    versions |= {r.grader_version for _, run in named for r in run.tasks}
    if len(versions) > 1:
        problems.append(
            f"grader versions differ ({', '.join(sorted(versions))}); re-grade the files with "
            "avabench rescore first"
        )
    return problems


def _shard_problems(named: Sequence[tuple[str, RunResult]]) -> tuple[list[str], int]:
    problems, counts, seen = [], set(), {}
    for name, run in named:
        if run.settings.shard is None:
            problems.append(f"{name} is not a shard (it was run without --shard)")
            continue
        i, n = parse_shard(run.settings.shard)
        counts.add(n)
        if i in seen:
            problems.append(f"overlap: shard {i}/{n} is given twice ({seen[i]}, {name})")
        seen.setdefault(i, name)
    if len(counts) > 1:
        problems.append(f"the files split the run differently (N = {sorted(counts)})")
        return problems, 0
    n = counts.pop() if counts else 0
    missing = [f"{i}/{n}" for i in range(1, n + 1) if i not in seen]
    if missing:
        problems.append(f"gap: shard {', '.join(missing)} missing")
    return problems, n


def merge_runs(named: Sequence[tuple[str, RunResult]], suite: Suite) -> Merged:
    """Merge the shards ``[(name, run), …]`` of one run (module docstring).

    Raises:
        MergeError: every reason the shards cannot be merged.
    """
    from avabench.runner import select_trials

    if not named:
        raise MergeError(["no file to merge"])
    problems, n = _shard_problems(named)
    problems += _settings_problems(named)
    if problems:
        raise MergeError(problems)
    base = named[0][1].settings.model_copy(update={"shard": None})
    selected = select_trials(suite, base)
    owners = assignment(selected, n)
    held: dict[tuple[str, int], tuple[str, TaskResult]] = {}
    for name, run in named:
        i, _ = parse_shard(run.settings.shard or "")
        for r in run.tasks:
            key = (r.task_id, r.trial)
            if key in held:
                problems.append(f"overlap: {r.task_id}#{r.trial} is in {held[key][0]} and {name}")
                continue
            held[key] = (name, r)
            if key not in owners:
                problems.append(
                    f"{name} holds {r.task_id}#{r.trial}, which the run's selection does not "
                    "have (other tasks loaded? pass the run's --task-pack / --only-pack)"
                )
            elif owners[key] != i:
                problems.append(
                    f"{name} (shard {i}/{n}) holds {r.task_id}#{r.trial}, which belongs to shard "
                    f"{owners[key]}/{n}"
                )
    gaps = [f"{t.id}#{k}" for t, k in selected if (t.id, k) not in held]
    if gaps:
        shown = ", ".join(gaps[:10]) + (f" and {len(gaps) - 10} more" if len(gaps) > 10 else "")
        problems.append(f"gap: {len(gaps)} task-trial(s) of the selection in no file: {shown}")
    if problems:
        raise MergeError(problems)
    results = [held[(t.id, k)][1] for t, k in selected]
    runs = [run for _, run in named]
    commits = sorted({r.settings.git_commit for r in runs})
    warnings = []
    if len(commits) > 1:
        warnings.append(f"the shards ran on different git commits ({', '.join(commits)})")
    summary = summarize(results)
    costs = [r.summary.cost for r in runs]
    if all(c is not None for c in costs):
        summary.cost = sum(c for c in costs if c is not None)
    finished = [r.finished_at for r in runs]
    rescored = [r.rescored_at for r in runs if r.rescored_at]
    merged = RunResult(
        settings=base.model_copy(update={"git_commit": "+".join(commits)}),
        started_at=min(r.started_at for r in runs),
        finished_at=max(f for f in finished if f) if all(finished) else None,
        rescored_at=max(rescored) if rescored else None,
        summary=summary,
        tasks=results,
    )
    return Merged(merged, warnings)


def main(
    files: list[Path] = typer.Argument(..., help="The shards' results files (one per shard)."),
    out: Path = typer.Option(..., "-o", "--out", help="Where to write the merged results."),
    task_pack: str | None = typer.Option(
        None, help="The task pack the run used (its selection is rebuilt from the tasks)."
    ),
    only_pack: bool = typer.Option(False, help="The run used the task pack only."),
) -> None:
    """Merge shard results (--shard i/N) into one file that report and rescore take as one run."""
    named = []
    for path in files:
        try:
            named.append((str(path), load_run(path)))
        except (OSError, ValueError) as exc:
            typer.echo(f"error: {path}: cannot read it as a results file ({exc})", err=True)
            raise typer.Exit(1) from None
    suite = load_suite(task_pack, include_builtin=not only_pack)
    if suite.problems:
        for p in suite.problems:
            typer.echo(f"LOAD {p.where}: {p.message}", err=True)
        raise typer.Exit(1)
    try:
        merged = merge_runs(named, suite)
    except MergeError as exc:
        for p in exc.problems:
            typer.echo(f"refused: {p}", err=True)
        raise typer.Exit(1) from None
    for w in merged.warnings:
        typer.echo(f"WARNING {w}", err=True)
    save_run(out, merged.run)
    t = merged.run.summary.total
    typer.echo(
        f"merged {len(files)} shards: {t.n_valid + t.n_invalid} task-trials "
        f"(pass {round((t.pass_rate or 0) * t.n_valid)}/{t.n_valid}, partial "
        f"{t.partial_credit:.2f}, Bỏ {t.n_invalid}) → {out}"
    )


if __name__ == "__main__":
    typer.run(main)
