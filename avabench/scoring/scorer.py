"""The scoring table (DESIGN.md §5), applied to an initial and a final world.

============  ==========  =========================================================
initially     finally     counts as
============  ==========  =========================================================
false         true        graded, passed
false         false       graded, failed
true          true        preserve held: not graded (outside numerator and denominator)
true          false       preserve broken: graded, failed
============  ==========  =========================================================

``partial_credit = passed / graded`` (0.0 when nothing is graded) and
``task_completed_correctly = 1`` iff ``graded > 0`` and every graded assertion passed. An agent
that does nothing changes nothing, so every graded assertion stays false: it scores 0.
There is no rule that negatives count only when the positives pass.

When the task's change ``scopes`` are given, the assertions are evaluated on the
:func:`~avabench.scoring.collateral.graded_view` of the final world (records the agent created
and withdrew itself left out) and one more result is appended: the **collateral guard**
(``kind="collateral"``), *nothing outside the scopes changed*. It holds initially, so it is a
preserve rule — not graded while it holds, graded and failed when broken, with the records at
fault in its ``detail``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from pydantic import BaseModel, ConfigDict

from avabench.scoring.assertions import Assertion
from avabench.scoring.collateral import (
    Change,
    Scope,
    changes,
    collateral,
    context_changed,
    describe,
    graded_view,
)
from avabench.scoring.echo import strip_echo
from avabench.scoring.records import request_context
from avabench.world import WorldState

#: Bumped whenever a change can alter a stored run's score; kept in results and rescore.
#: 2: the collateral guard and self-withdrawn records (change scopes).
#: 3: claims (facts, records, concepts), wrong values, echo stripping, per-turn replies and the
#: hedge rule H1 in text checks.
#: 4: value and claim checks on a mail do not read the stored signature block (its floor
#: numbers and phones are not stated by the agent); an unspaced range dash joins a date range
#: (``09–10/04`` states no 9); the ``waived`` concept; an earlier turn's reply is not stripped
#: against a later follow-up's words. 5: ``asks_user`` reads a request to confirm or tell
#: addressed from the shop ("chị xác nhận giúp", "báo giúp shop"), not only from "em";
#: ``pending_approval`` reads "trình … (phê) duyệt" (submitted for approval); a company's legal
#: form may be abbreviated ("Công ty CP …") and a given name with no namesake among the world's
#: people names that person (RC2). 6: a given name the user's request uses names the only person
#: of the checked table with it (RC2b); ``quantity(n, unit)`` counts (QT1–QT2).
GRADER_VERSION = "6"

#: The description of the collateral guard's result.
COLLATERAL_DESCRIPTION = "Nothing outside the task's change scopes was added, changed or removed"

Outcome = Literal["passed", "failed", "preserved", "broken"]


class AssertionResult(BaseModel):
    """How one assertion came out."""

    model_config = ConfigDict(extra="forbid")

    index: int
    kind: str
    description: str
    negative: bool
    initially: bool
    finally_: bool
    graded: bool
    passed: bool
    outcome: Outcome
    detail: str = ""


class TaskScore(BaseModel):
    """The score of one episode."""

    model_config = ConfigDict(extra="forbid")

    partial_credit: float
    task_completed_correctly: int
    graded: int
    passed: int
    assertions: list[AssertionResult]

    def first_failure(self) -> AssertionResult | None:
        """The first graded assertion that failed, if any."""
        return next((a for a in self.assertions if a.graded and not a.passed), None)


def classify(initially: bool, finally_: bool) -> Outcome:
    """The table above, for one assertion."""
    if not initially:
        return "passed" if finally_ else "failed"
    return "preserved" if finally_ else "broken"


def score(
    assertions: Sequence[Assertion],
    initial: WorldState,
    final: WorldState,
    reply: str,
    initial_truth: Sequence[bool] | None = None,
    *,
    scopes: Sequence[Scope] | None = None,
    prompt: str = "",
    replies: Sequence[str] | None = None,
    turn_prompts: Sequence[str] | None = None,
) -> TaskScore:
    """Score a final world and reply against the initial world (its reply is empty).

    ``initial_truth`` may pass precomputed initial values (they depend only on the task).
    ``scopes`` (the task's change scopes) turns on the collateral guard. ``prompt`` is the
    user's request: text the reply copies from it (runs of four or more words) is removed before
    any assertion reads the reply (:func:`avabench.scoring.echo.strip_echo`). ``replies`` are
    every turn's replies of a multi-turn task (for reply checks with a ``turn``);
    ``turn_prompts[i]`` is what the user had written up to turn ``i`` (its reply is stripped
    against that only, never against a later follow-up).
    """
    reply = strip_echo(reply, prompt)
    seen = list(turn_prompts or [])
    turns = (
        [strip_echo(r, seen[i] if i < len(seen) else prompt) for i, r in enumerate(replies)]
        if replies
        else [reply]
    )
    change_set = changes(initial, final) if scopes is not None else None
    view = graded_view(initial, final, change_set) if scopes is not None else final
    results = []
    with request_context(prompt):  # the given names the user's request uses (RC2b)
        for i, a in enumerate(assertions):
            results.append(_result(i, a, initial, view, reply, turns, initial_truth))
    if scopes is not None:
        # the change set read for the view is the guard's too, unless records were left out
        kept = change_set if view is final else None
        results.append(guard_result(len(results), scopes, initial, view, kept))
    graded = sum(r.graded for r in results)
    passed = sum(r.passed for r in results)
    return TaskScore(
        partial_credit=passed / graded if graded else 0.0,
        task_completed_correctly=int(graded > 0 and passed == graded),
        graded=graded,
        passed=passed,
        assertions=results,
    )


def _result(
    i: int,
    a: Assertion,
    initial: WorldState,
    view: WorldState,
    reply: str,
    turns: Sequence[str],
    initial_truth: Sequence[bool] | None,
) -> AssertionResult:
    before = initial_truth[i] if initial_truth is not None else a.holds(initial, "")
    fields = a.__dict__  # a field it does not have: no turn (pydantic's getattr miss is slow)
    turn = fields.get("turn")
    if fields.get("all_turns", False):  # what the user was told over the whole conversation
        after = a.holds(view, "\n\n".join(t for t in turns if t))
    elif turn is None:
        after = a.holds(view, reply)
    else:
        after = a.holds(view, turns[turn] if turn < len(turns) else "")
    outcome = classify(before, after)
    return AssertionResult(
        index=i,
        kind=a.kind,
        description=a.description,
        negative=a.negative,
        initially=before,
        finally_=after,
        graded=outcome != "preserved",
        passed=outcome == "passed",
        outcome=outcome,
    )


def guard_result(
    index: int,
    scopes: Sequence[Scope],
    initial: WorldState,
    view: WorldState,
    change_set: list[Change] | None = None,
) -> AssertionResult:
    """The collateral guard's result (a preserve rule: true initially).

    ``change_set``: ``changes(initial, view)`` when the caller has it already.
    """
    outside = collateral(scopes, initial, view, change_set)
    detail = describe(outside) if outside else ""
    if context_changed(initial, view):
        detail = "; ".join(filter(None, [detail, "the episode context changed"]))
    held = not detail
    outcome = classify(True, held)
    return AssertionResult(
        index=index,
        kind="collateral",
        description=COLLATERAL_DESCRIPTION,
        negative=True,
        initially=True,
        finally_=held,
        graded=outcome != "preserved",
        passed=False,
        outcome=outcome,
        detail=detail,
    )
