"""The benchmark's own commands, and the flag form ``python -m avabench.cli``.

::

    avabench run --agent oracle                   # = python -m avabench.cli --agent oracle
    avabench validate                             # = python -m avabench.cli --validate-only
    avabench list-tasks [--domain D --tier T --split public|heldout --tasks GLOB --limit N]
    avabench list-tools [--json]                  # = python -m avabench.cli --list-tools

``python -m avabench.cli`` keeps the flag form of DESIGN §7: ``--validate-only``,
``--list-tasks`` and ``--list-tools`` select that command (the other arguments go with it), and
anything else is ``run``. The commands are thin: every action is a library function
(:mod:`avabench.validate`, :mod:`avabench.loader`, :mod:`avabench.launch`). The console script
``avabench`` (:mod:`avabench.app`) groups these with every other entry point.
"""

from __future__ import annotations

import fnmatch
import json
import sys
from pathlib import Path

import typer

from avabench.domains.public_split import EXPERT_PUBLIC_TASK_IDS
from avabench.loader import Suite, load_suite, public_split, sample_tasks
from avabench.task import DOMAINS
from avabench.tools.registry import registry
from avabench.validate import summary_line, validate

PUBLIC_SAMPLE = (27, 0)
AGENTS = ("oracle", "null", "anti-oracle")

_MODEL = "Model endpoint"
_TASKS = "Tasks"
_RUN = "Run"
_OUT = "Output"


def list_tools(as_json: bool = typer.Option(False, "--json", help="One JSON array.")) -> None:
    """Every tool with its subsystem and writes flag (--json: with its schema)."""
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


def task_rows(
    suite: Suite,
    *,
    domain: str | None = None,
    tier: str | None = None,
    split: str | None = None,
    patterns: list[str] | None = None,
) -> list[dict]:
    """The listing rows of the suite's tasks (sorted by id) that pass every filter given."""
    tasks = suite.tasks
    public_tasks = public_split(tasks) or sample_tasks(tasks, *PUBLIC_SAMPLE)
    public = {t.id for t in public_tasks} | set(EXPERT_PUBLIC_TASK_IDS)
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
        for t in sorted(tasks, key=lambda t: t.id)
    ]
    return [
        r
        for r in rows
        if (domain is None or r["domain"] == domain)
        and (tier is None or r["tier"] == tier)
        and (split is None or r["split"] == split)
        and (not patterns or any(fnmatch.fnmatch(r["id"], p) for p in patterns))
    ]


def _choice(value: str | None, allowed: tuple[str, ...], flag: str) -> None:
    if value is not None and value not in allowed:
        raise typer.BadParameter(f"{value!r} is not one of {', '.join(allowed)}", param_hint=flag)


def list_tasks(
    domain: str | None = typer.Option(None, help="Only this domain: " + "|".join(DOMAINS)),
    tier: str | None = typer.Option(None, help="Only this tier: hard|basic"),
    split: str | None = typer.Option(None, help="Only this split: public|heldout"),
    tasks: list[str] = typer.Option([], "--tasks", help="Glob patterns of task ids (repeatable)."),
    limit: int | None = typer.Option(None, min=1, help="Show at most N tasks."),
    as_json: bool = typer.Option(False, "--json", help="One JSON array."),
    task_pack: str | None = typer.Option(None, help="Importable module path of a task pack."),
    only_pack: bool = typer.Option(False, help="Use the task pack only, not the built-in tasks."),
) -> None:
    """Id, domain, tier, assertion count, split and what each task tests."""
    _choice(domain, DOMAINS, "--domain")
    _choice(tier, ("hard", "basic", "expert"), "--tier")
    _choice(split, ("public", "heldout"), "--split")
    suite = load_suite(task_pack, include_builtin=not only_pack)
    rows = task_rows(suite, domain=domain, tier=tier, split=split, patterns=tasks)
    matched = len(rows)
    rows = rows[:limit] if limit else rows
    if as_json:
        typer.echo(json.dumps(rows, ensure_ascii=False, indent=2))
        return
    for r in rows:
        typer.echo(
            f"{r['id']:<44} {r['domain']:<15} {r['tier']:<5} {r['n_checks']:>3}  "
            f"{r['split']:<7}  {r['note']}"
        )
    shown = f"{len(rows)} of {matched}" if len(rows) < matched else f"{matched}"
    typer.echo(
        f"{shown} tasks, {sum(r['n_checks'] for r in rows)} graded checks "
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


def validate_command(
    task_pack: str | None = typer.Option(None, help="Importable module path of a task pack."),
    only_pack: bool = typer.Option(False, help="Check the task pack only, not the built-in tasks."),
) -> None:
    """Lint every task (no model calls); exit 1 on any problem."""
    raise typer.Exit(validate_only(task_pack, only_pack))


def run(
    model: str | None = typer.Option(
        None, help="Model name at the endpoint.", rich_help_panel=_MODEL
    ),
    base_url: str | None = typer.Option(
        None,
        help="OpenAI-compatible base URL with its scheme (https://host/v1); else OPENAI_BASE_URL.",
        rich_help_panel=_MODEL,
    ),
    api_key: str | None = typer.Option(
        None,
        help="API key (else AVABENCH_API_KEY or OPENAI_API_KEY); never stored.",
        rich_help_panel=_MODEL,
    ),
    agent: str | None = typer.Option(
        None,
        help="Built-in agent instead of a model: " + "|".join(AGENTS),
        rich_help_panel=_MODEL,
    ),
    reasoning_effort: str | None = typer.Option(
        None, help="Sent as reasoning_effort if set.", rich_help_panel=_MODEL
    ),
    temperature: float | None = typer.Option(
        None, help="Sampling temperature, if set.", rich_help_panel=_MODEL
    ),
    max_tokens: int | None = typer.Option(
        None, min=1, help="max_tokens per request, if set.", rich_help_panel=_MODEL
    ),
    seed: int | None = typer.Option(
        None, help="Sampling seed sent to the endpoint, if set.", rich_help_panel=_MODEL
    ),
    max_retries: int = typer.Option(
        4, min=0, help="Retries of 429/5xx/timeouts (SDK backoff).", rich_help_panel=_MODEL
    ),
    request_timeout: float = typer.Option(
        120.0,
        min=0.001,
        help="Total seconds per HTTP attempt (connect to last byte).",
        rich_help_panel=_MODEL,
    ),
    reasoning_echo: bool = typer.Option(
        False,
        help="Send each assistant turn's reasoning back on later turns as reasoning_content "
        "(providers that require it in thinking mode).",
        rich_help_panel=_MODEL,
    ),
    extra_body: str | None = typer.Option(
        None,
        metavar="JSON",
        help="JSON object merged into every request, e.g. "
        '\'{"chat_template_kwargs": {"enable_thinking": false}}\' (vLLM/SGLang thinking off) '
        'or \'{"thinking": {"type": "disabled"}}\'. Stored in the results: no secrets.',
        rich_help_panel=_MODEL,
    ),
    task_pack: str | None = typer.Option(
        None, help="Importable module path of a task pack.", rich_help_panel=_TASKS
    ),
    only_pack: bool = typer.Option(
        False, help="Use the task pack only, not the built-in tasks.", rich_help_panel=_TASKS
    ),
    sample: int | None = typer.Option(
        None,
        min=1,
        help="Run a stratified sample of N tasks (27 with --sample-seed 0: the public split).",
        rich_help_panel=_TASKS,
    ),
    sample_seed: int = typer.Option(0, help="Seed of the sample.", rich_help_panel=_TASKS),
    tasks: list[str] = typer.Option(
        [], "--tasks", help="Glob patterns of task ids (repeatable).", rich_help_panel=_TASKS
    ),
    noise: int = typer.Option(
        8,
        min=0,
        help="Distractor records per safe table (8: the published setting).",
        rich_help_panel=_TASKS,
    ),
    noise_seed: int = typer.Option(0, help="Seed of the distractors.", rich_help_panel=_TASKS),
    trials: int = typer.Option(
        1, min=1, help="Runs per task (pass^k / pass@k).", rich_help_panel=_RUN
    ),
    max_steps: int | None = typer.Option(
        None, min=1, help="Override every task's step limit.", rich_help_panel=_RUN
    ),
    toolset: str = typer.Option(
        "full",
        help="What the model is shown: full (all 83 tools) | role (the session's role) | "
        "discover (search_tools + call_tool).",
        rich_help_panel=_RUN,
    ),
    max_concurrent: int = typer.Option(
        4, min=1, help="Episodes in flight at once.", rich_help_panel=_RUN
    ),
    workers: int | None = typer.Option(
        None,
        min=1,
        help="Processes the episodes run in (default auto: one per 16 in flight, at most one "
        "per core; 1 = in-process).",
        rich_help_panel=_RUN,
    ),
    max_tool_calls: int | None = typer.Option(
        None,
        min=1,
        help="Tool calls per episode (default 200); past it the episode ends, scored.",
        rich_help_panel=_RUN,
    ),
    episode_timeout: float | None = typer.Option(
        None,
        min=0.001,
        help="Wall-clock seconds per episode (default 1800); past it: invalid.",
        rich_help_panel=_RUN,
    ),
    max_invalid: float = typer.Option(
        0.1,
        min=0.0,
        max=1.0,
        help="Exit 1 if more than this share of episodes is invalid (Bỏ).",
        rich_help_panel=_RUN,
    ),
    fresh: bool = typer.Option(
        False, help="Ignore an existing checkpoint and start over.", rich_help_panel=_RUN
    ),
    shard: str | None = typer.Option(
        None,
        metavar="i/N",
        help="Run shard i of N (1..N) of the selected task-trials; writes "
        "<alias>.shard<i>of<N>.json; combine with avabench merge (docs/shards.md).",
        rich_help_panel=_RUN,
    ),
    alias: str | None = typer.Option(
        None, help="Results name (default: model or agent name).", rich_help_panel=_OUT
    ),
    out: Path = typer.Option(
        Path("results"), help="Directory for <alias>.json and checkpoint.", rich_help_panel=_OUT
    ),
    input_cost: float | None = typer.Option(
        None, min=0.0, help="Price per 1M prompt tokens.", rich_help_panel=_OUT
    ),
    output_cost: float | None = typer.Option(
        None, min=0.0, help="Price per 1M completion tokens.", rich_help_panel=_OUT
    ),
    plain: bool = typer.Option(
        False, help="Plain progress lines instead of a progress bar.", rich_help_panel=_OUT
    ),
    otel: str | None = typer.Option(
        None,
        metavar="FILE|URL",
        help="When the run ends, export its OpenTelemetry spans to an OTLP/JSON file or an "
        "OTLP/HTTP endpoint (needs avabench[otel]; docs/otel.md).",
        rich_help_panel=_OUT,
    ),
) -> None:
    """Run the benchmark with a model or a built-in agent.

    Exit codes: 0 the run is usable; 1 no episode was valid, or more than --max-invalid of
    them were invalid, or the tasks do not load; 2 a bad option or a run refused before it
    started; 3 the endpoint stopped the run (wrong key, model or URL; nothing answers).
    """
    from avabench.launch import RunOptions, run_from_cli

    opts = RunOptions(**{k: v for k, v in locals().items() if k in RunOptions.__dataclass_fields__})
    raise typer.Exit(run_from_cli(opts))


#: ``python -m avabench.cli`` flags that select a command other than ``run``.
LEGACY_FLAGS: dict[str, str] = {
    "--validate-only": "validate",
    "--list-tasks": "list-tasks",
    "--list-tools": "list-tools",
}


def legacy_argv(argv: list[str]) -> list[str]:
    """Translate the flag form (``--validate-only`` …) into ``avabench <command> …`` arguments.

    Arguments that already start with a command name (``validate``, ``run`` …) pass unchanged.
    """
    from avabench.app import app

    if argv and argv[0] in {c.name for c in app.registered_commands}:
        return argv
    for flag, command in LEGACY_FLAGS.items():
        if flag in argv:
            return [command, *(a for a in argv if a != flag)]
    return ["run", *argv]


def main(argv: list[str] | None = None) -> None:
    """``python -m avabench.cli``: the flag form of DESIGN §7."""
    from avabench.app import app

    app(
        args=legacy_argv(list(sys.argv[1:] if argv is None else argv)),
        prog_name="python -m avabench.cli",
    )


if __name__ == "__main__":
    main()
