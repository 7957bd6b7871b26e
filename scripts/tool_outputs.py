"""Dump every tool result of every reference script, to prove a refactor changed nothing.

For each task, the oracle, every alternate and every anti-oracle are played at noise 0 and 8,
every turn of a multi-turn script included; each tool call's result (output or error) and each
run's score and final-world diff are written as one JSON line. Run it before and after a change
to the world or the tools and compare the two files byte for byte::

    python scripts/tool_outputs.py /tmp/before.jsonl [SUBSYSTEM]
    # ... change the tools ...
    python scripts/tool_outputs.py /tmp/after.jsonl [SUBSYSTEM] && cmp /tmp/before.jsonl /tmp/after.jsonl

With SUBSYSTEM, only that subsystem's tool calls are written (scores always are).
"""

from __future__ import annotations

import json
import sys

from avabench.env import Episode
from avabench.loader import load_suite
from avabench.task import resolve_refs
from avabench.tools.registry import registry
from avabench.world.diff import diff_worlds


def main(out_path: str, only: str | None = None) -> None:
    """Write the JSON lines to ``out_path``."""
    reg = registry()
    suite = load_suite()
    with open(out_path, "w", encoding="utf-8") as fh:
        for task in sorted(suite.tasks, key=lambda t: t.id):
            scripts = (
                [("oracle", suite.oracles[task.id])]
                + [(f"alt{k}", s) for k, s in enumerate(suite.alternates.get(task.id, []))]
                + [(f"anti{k}", s) for k, s in enumerate(suite.anti_oracles.get(task.id, []))]
            )
            for label, script in scripts:
                for noise in (0, 8):
                    ep = Episode(task, 0, noise)
                    outputs: list[object] = []
                    i = 0
                    for turn in [script, *script.then]:
                        if ep.done:
                            break
                        for c in turn.calls:
                            r = ep.step(c.name, resolve_refs(c.arguments, outputs))
                            outputs.append(r.output if r.ok else {"error": r.error})
                            i += 1
                            if only and reg[c.name].subsystem != only:
                                continue
                            row = [
                                task.id,
                                label,
                                noise,
                                i - 1,
                                c.name,
                                r.ok,
                                r.output,
                                r.error,
                                r.error_kind,
                            ]
                            fh.write(json.dumps(row, ensure_ascii=False, sort_keys=True) + "\n")
                        ep.finish(turn.reply)
                    while not ep.done:
                        ep.finish("")
                    s = ep.score()
                    diff = diff_worlds(ep.initial, ep.world).model_dump(mode="json")
                    row = [
                        task.id,
                        label,
                        noise,
                        "score",
                        s.partial_credit,
                        s.task_completed_correctly,
                        diff,
                    ]
                    fh.write(json.dumps(row, ensure_ascii=False, sort_keys=True) + "\n")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2] if len(sys.argv) > 2 else None)
