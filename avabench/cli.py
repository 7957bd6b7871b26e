"""The command line: ``python -m avabench.cli``.

::

    python -m avabench.cli --validate-only        # lint every task; exit 1 on any problem
    python -m avabench.cli --list-tasks [--json]  # id, domain, tier, assertions, split, note
    python -m avabench.cli --list-tools [--json]  # every tool, subsystem and writes flag
    python -m avabench.cli --agent oracle         # run the reference agents, no model
    python -m avabench.cli --model M --base-url URL --api-key KEY [...]   # run a model

The command is thin: every action is a library function (validate, loader, runner).
"""

from __future__ import annotations

import json
from pathlib import Path

import typer

from avabench.loader import load_suite, sample_tasks
from avabench.tools.registry import registry
from avabench.validate import summary_line, validate

PUBLIC_SAMPLE = (27, 0)

app = typer.Typer(add_completion=False, help="AVABench: an agentic benchmark for MISA AMIS's AVA.")


def list_tools(as_json: bool) -> None:
    """Print every tool with its subsystem and writes flag."""
    specs = sorted(registry().values(), key=lambda s: (s.subsystem, s.name))
    if as_json:
        rows = [
            {"name": s.name, "subsystem": s.subsystem, "writes": s.writes, "schema": s.schema}
            for s in specs
        ]
        typer.echo(json.dumps(rows, ensure_ascii=False, indent=2))
        return
    for s in specs:
        typer.echo(f"{s.subsystem:<12} {'write' if s.writes else 'read ':<5}  {s.name}")
    subsystems = {s.subsystem for s in specs}
    writes = sum(s.writes for s in specs)
    typer.echo(f"{len(specs)} tools ({writes} write) in {len(subsystems)} subsystems")


def list_tasks(task_pack: str | None, as_json: bool) -> None:
    """Print every task with its split under the public sample."""
    suite = load_suite(task_pack)
    public = {t.id for t in sample_tasks(suite.tasks, *PUBLIC_SAMPLE)}
    rows = [
        {
            "id": t.id,
            "domain": t.domain,
            "tier": t.tier,
            "n_assertions": len(t.assertions),
            "n_checks": sum(not a.tool_enforced for a in t.assertions),
            "n_tool_enforced": sum(a.tool_enforced for a in t.assertions),
            "n_scopes": None if t.scopes is None else len(t.scopes),
            "n_anti_oracles": len(suite.anti_oracles.get(t.id, [])),
            "n_alternates": len(suite.alternates.get(t.id, [])),
            "split": "public" if t.id in public else "heldout",
            "note": t.note,
        }
        for t in sorted(suite.tasks, key=lambda t: t.id)
    ]
    if as_json:
        typer.echo(json.dumps(rows, ensure_ascii=False, indent=2))
        return
    for r in rows:
        typer.echo(
            f"{r['id']:<44} {r['domain']:<15} {r['tier']:<5} {r['n_checks']:>3}  "
            f"{r['split']:<7}  {r['note']}"
        )
    typer.echo(
        f"{len(rows)} tasks, {sum(r['n_checks'] for r in rows)} graded checks "
        f"(+{sum(r['n_tool_enforced'] for r in rows)} tool-enforced guards kept as documentation), "
        f"{sum(r['n_anti_oracles'] for r in rows)} anti-oracles, "
        f"{sum(r['n_alternates'] for r in rows)} alternates"
    )


def validate_only(task_pack: str | None, only_pack: bool) -> int:
    """Lint every task; print the problems and a count line; return the exit code."""
    suite = load_suite(task_pack, include_builtin=not only_pack)
    problems = validate(suite)
    for p in problems:
        typer.echo(f"PROBLEM {p}")
    typer.echo(summary_line(suite, problems))
    return 1 if problems else 0


AGENTS = ("oracle", "null", "anti-oracle")


@app.command()
def main(
    validate_only_: bool = typer.Option(False, "--validate-only", help="Lint every task and exit."),
    list_tasks_: bool = typer.Option(False, "--list-tasks", help="List tasks and exit."),
    list_tools_: bool = typer.Option(False, "--list-tools", help="List tools and exit."),
    as_json: bool = typer.Option(False, "--json", help="JSON output for the listings."),
    task_pack: str | None = typer.Option(None, help="Importable module path of a task pack."),
    only_pack: bool = typer.Option(False, help="Use the task pack only, not the built-in tasks."),
    model: str | None = typer.Option(None, help="Model name at the endpoint."),
    base_url: str | None = typer.Option(None, help="OpenAI-compatible base URL (…/v1)."),
    api_key: str | None = typer.Option(
        None, help="API key (else AVABENCH_API_KEY or OPENAI_API_KEY); never stored."
    ),
    agent: str | None = typer.Option(
        None, help="Built-in agent instead of a model: " + "|".join(AGENTS)
    ),
    reasoning_effort: str | None = typer.Option(None, help="Sent as reasoning_effort if set."),
    temperature: float | None = typer.Option(None, help="Sampling temperature, if set."),
    max_tokens: int | None = typer.Option(None, help="max_tokens per request, if set."),
    seed: int | None = typer.Option(None, help="Sampling seed sent to the endpoint, if set."),
    noise: int = typer.Option(0, help="Distractor records per safe table."),
    noise_seed: int = typer.Option(0, help="Seed of the distractors."),
    max_concurrent: int = typer.Option(4, help="Episodes in flight at once."),
    sample: int | None = typer.Option(None, help="Run a stratified sample of N tasks."),
    sample_seed: int = typer.Option(0, help="Seed of the sample (27/0 is the public split)."),
    tasks: list[str] = typer.Option([], "--tasks", help="Glob patterns of task ids (repeatable)."),
    trials: int = typer.Option(1, help="Runs per task (pass^k / pass@k)."),
    alias: str | None = typer.Option(None, help="Results name (default: model or agent name)."),
    max_steps: int | None = typer.Option(None, help="Override every task's step limit."),
    out: Path = typer.Option(Path("results"), help="Directory for <alias>.json and checkpoint."),
    max_retries: int = typer.Option(4, help="Retries of 429/5xx/timeouts (SDK backoff)."),
    request_timeout: float = typer.Option(120.0, help="Seconds per request."),
    input_cost: float | None = typer.Option(None, help="Price per 1M prompt tokens."),
    output_cost: float | None = typer.Option(None, help="Price per 1M completion tokens."),
    fresh: bool = typer.Option(False, help="Ignore an existing checkpoint and start over."),
    plain: bool = typer.Option(False, help="Plain progress lines instead of a progress bar."),
) -> None:
    """Validate, list, or run the benchmark."""
    if list_tools_:
        list_tools(as_json)
        return
    if list_tasks_:
        list_tasks(task_pack, as_json)
        return
    if validate_only_:
        raise typer.Exit(validate_only(task_pack, only_pack))
    if not model and not agent:
        typer.echo(
            "Nothing to do: pass --validate-only, --list-tasks, --list-tools, --agent or --model."
        )
        raise typer.Exit(2)
    if agent and agent not in AGENTS:
        raise typer.BadParameter(f"--agent must be one of {', '.join(AGENTS)}")
    from avabench.launch import run_from_cli

    code = run_from_cli(
        task_pack=task_pack,
        only_pack=only_pack,
        model=model,
        base_url=base_url,
        api_key=api_key,
        agent=agent,
        reasoning_effort=reasoning_effort,
        temperature=temperature,
        max_tokens=max_tokens,
        seed=seed,
        noise=noise,
        noise_seed=noise_seed,
        max_concurrent=max_concurrent,
        sample=sample,
        sample_seed=sample_seed,
        tasks=tasks,
        trials=trials,
        alias=alias,
        max_steps=max_steps,
        out=out,
        max_retries=max_retries,
        request_timeout=request_timeout,
        input_cost=input_cost,
        output_cost=output_cost,
        fresh=fresh,
        plain=plain,
    )
    raise typer.Exit(code)


if __name__ == "__main__":
    app()
