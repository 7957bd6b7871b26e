"""Comparable runs only: the leaderboard ranks runs of the same setup together.

Two runs are comparable when they cover the same task set (the same task ids), at the same
noise, with the same toolset and the same grader version. Runs of different setups are never
ranked in one table: the report shows one leaderboard per setup, titled with what differs
(27 public tasks score higher than the full 100; noise 0 is easier than noise 8).
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass

from avabench.domains.public_split import PUBLIC_TASK_IDS
from avabench.reporting.stats import RunStats
from avabench.results import RunResult


@dataclass(frozen=True)
class Setup:
    """What must be equal for two runs to be ranked together."""

    task_ids: str  # a short hash of the sorted task ids
    n_tasks: int
    public: bool
    noise: int
    toolset: str
    grader: str

    def label(self) -> str:
        """``27 public tasks · noise 8 · toolset full · grader 2``."""
        tasks = f"{self.n_tasks} public tasks" if self.public else f"{self.n_tasks} tasks"
        if not self.public:
            tasks += f" [{self.task_ids}]"
        return f"{tasks} · noise {self.noise} · toolset {self.toolset} · grader {self.grader}"


def setup_of(run: RunResult) -> Setup:
    """The setup a run was measured in."""
    ids = sorted({r.task_id for r in run.tasks})
    digest = hashlib.sha256("\n".join(ids).encode()).hexdigest()[:6]
    st = run.settings
    return Setup(
        task_ids=digest,
        n_tasks=len(ids),
        public=set(ids) == set(PUBLIC_TASK_IDS),
        noise=st.noise,
        toolset=str(getattr(st, "toolset", None) or "full"),
        grader=st.grader_version or "?",
    )


def comparable_groups(stats: Sequence[RunStats]) -> list[tuple[Setup, list[RunStats]]]:
    """Runs grouped by setup; groups in order of their best-ranked run, order kept inside."""
    groups: dict[Setup, list[RunStats]] = {}
    for s in stats:
        groups.setdefault(setup_of(s.run), []).append(s)
    return list(groups.items())


def differences(setups: Sequence[Setup]) -> list[str]:
    """What the setups differ in: ``task set``, ``noise``, ``toolset``, ``grader``."""
    out = []
    if len({s.task_ids for s in setups}) > 1:
        out.append("task set")
    for name, attr in (("noise", "noise"), ("toolset", "toolset"), ("grader", "grader")):
        if len({getattr(s, attr) for s in setups}) > 1:
            out.append(name)
    return out


def leaderboard_titles(groups: Sequence[tuple[Setup, list[RunStats]]]) -> list[str]:
    """One title per group; when there are several, each says that the runs differ."""
    if len(groups) <= 1:
        return [f"Leaderboard: {g.label()}" for g, _ in groups]
    why = ", ".join(differences([g for g, _ in groups]))
    n = len(groups)
    return [
        f"Leaderboard {i}/{n}: {setup.label()} (runs differ in {why}: ranked separately, "
        "do not compare across tables)"
        for i, (setup, _) in enumerate(groups, 1)
    ]
