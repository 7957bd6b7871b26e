"""The initial-world identity: a hash of the inputs, never of the world (issue 20)."""

from __future__ import annotations

import hashlib

import pytest

from avabench import asyncrun, identity
from avabench.agents.scripted import ScriptedPolicy
from avabench.domains.base import patch
from avabench.env import Episode, initial_world
from avabench.limits import Limits
from avabench.loader import load_suite
from avabench.replay import verify, with_grade
from avabench.results import TaskResult
from avabench.runner import run_episode
from avabench.scoring.scorer import GRADER_VERSION
from avabench.world.diff import diff_worlds, world_hash

SUITE = load_suite("fixtures.pack_good", include_builtin=False)
TASK = SUITE.by_id()["fixture.annual_leave"]

#: What noise 8, seed 0 adds to the fixture task's world. A change here means the noise code
#: changed what it injects: bump ``identity.NOISE_VERSION`` (stored identities then say the
#: initial world changed, as they must) and re-pin; a change of the base company data changes
#: it too (and the data version with it): then only re-pin.
NOISE_PIN = ("1", "cba4b484a0da157d")


def test_noise_changes_bump_the_noise_version() -> None:
    added = diff_worlds(TASK.world, initial_world(TASK, 0, 8)).model_dump_json()
    assert (identity.NOISE_VERSION, hashlib.sha256(added.encode()).hexdigest()[:16]) == NOISE_PIN


def test_every_input_changes_the_identity() -> None:
    base = identity.initial_identity(TASK, 0, 8)
    assert base == identity.initial_identity(TASK, 0, 8)
    variants = {
        identity.initial_identity(TASK, 1, 8),
        identity.initial_identity(TASK, 0, 0),
        identity.initial_identity(TASK, 0, 8, grader_version="0"),
    }
    edited = TASK.model_copy(
        update={"world": patch(TASK.world.fork(), "hr.employees", "NV000012", phone="0900000001")}
    )
    variants.add(identity.initial_identity(edited, 0, 8))
    variants.add(identity.initial_identity(SUITE.by_id()["fixture.balance_question"], 0, 8))
    assert base not in variants and len(variants) == 5


def test_the_data_version_follows_the_world_content_not_the_object() -> None:
    same = TASK.model_copy(update={"world": TASK.world.fork()})
    assert identity.data_version(same) == identity.data_version(TASK)
    moved = TASK.world.fork()
    moved.hr.employees.reverse()  # the same records, another order
    assert identity.data_version(TASK.model_copy(update={"world": moved})) != identity.data_version(
        TASK
    )


def test_an_older_content_hash_is_checked_against_the_rebuilt_world() -> None:
    world = initial_world(TASK, 0, 3)
    old = world_hash(world)
    assert identity.matches(old, TASK, 0, 3, "", lambda: world)
    assert not identity.matches("0000000000000000", TASK, 0, 3, "", lambda: world)
    assert identity.matches("", TASK, 0, 3, "", lambda: pytest.fail("not needed"))
    new = identity.initial_identity(TASK, 0, 3)
    assert identity.matches(new, TASK, 0, 3, GRADER_VERSION, lambda: pytest.fail("no world"))
    assert not identity.matches(new, TASK, 1, 3, GRADER_VERSION, lambda: world)


async def _result() -> TaskResult:
    return await run_episode(TASK, ScriptedPolicy(SUITE.oracles[TASK.id]), noise=3)


def test_a_new_result_and_an_old_one_both_verify() -> None:

    r = asyncrun.run(_result())
    assert r.initial_world_hash == Episode(TASK, 0, 3).initial_hash
    assert verify(TASK, r, Limits()).verdict == "verified"
    old = r.model_copy(update={"initial_world_hash": world_hash(initial_world(TASK, 0, 3))})
    assert verify(TASK, old, Limits()).verdict == "verified"
    stale = r.model_copy(update={"initial_world_hash": identity.initial_identity(TASK, 5, 3)})
    check = verify(TASK, stale, Limits())
    assert check.verdict == "unverified" and "initial world changed" in check.reasons[0]


def test_regrading_restates_a_matching_identity_for_the_current_grader() -> None:

    r = asyncrun.run(_result())
    older = r.model_copy(
        update={
            "grader_version": "2",
            "initial_world_hash": identity.initial_identity(TASK, 0, 3, grader_version="2"),
        }
    )
    check = verify(TASK, older, Limits())
    assert check.verdict != "unverified" or check.edited
    assert check.score is not None
    new = with_grade(older, check.score, check.diff, TASK)
    assert new.initial_world_hash == r.initial_world_hash
    assert verify(TASK, new, Limits()).verdict == "verified"
    stale = older.model_copy(update={"initial_world_hash": identity.initial_identity(TASK, 9, 3)})
    assert with_grade(stale, check.score, check.diff, TASK).initial_world_hash == (
        stale.initial_world_hash
    )
