"""Multi-turn tasks: scripted follow-ups, per-turn reply checks, transcripts and the selftest."""

from __future__ import annotations

import pytest

from avabench.domains.base import base_company, merge
from avabench.env import Episode, score_transcript
from avabench.loader import Suite
from avabench.selftest import check_task
from avabench.task import Task, call, concept, created, mail_sent, reply_has, script, turn
from avabench.validate import turn_checks

NAM = "NV000012"
SENT = {"mailbox_owner_id": NAM, "folder": "Đã gửi"}
HA = "ha.pt@minhlong.vn"  # Phạm Thu Hà (Kinh doanh)


def _task() -> Task:
    return Task(
        id="fixture.ask_which_ha",
        domain="office",
        tier="basic",
        prompt="Gửi mail cho chị Hà nhắc chị ấy gửi báo cáo tuần trước 17h nay nhé.",
        followups=["À chị Phạm Thu Hà bên Kinh doanh ấy, gửi giúp chị nhé."],
        note="Two colleagues are called Hà: ask which one before sending.",
        world=merge(base_company(), context={"current_user_id": NAM}),
        assertions=[
            reply_has("The first answer asks which Hà is meant", "Hà", any_of=["?"], turn=0),
            mail_sent("The reminder goes to Phạm Thu Hà", to=[HA], body_contains=["báo cáo"]),
            reply_has("The last answer says it was sent", concept("thanks"), any_of=["đã gửi"]),
        ],
        scopes=[
            created("mail.messages", SENT, n=1),
            created("mail.messages", {"folder": "Hộp thư đến", "to": {"contains": HA}}, n=1),
        ],
    )


ORACLE = script(
    call("amismail_search_address_book", query="Hà"),
    reply="Công ty mình có hai chị Hà, chị muốn gửi cho chị Hà nào ạ?",
    then=[
        turn(
            call(
                "amismail_write_mail",
                to=[HA],
                subject="Nhắc gửi báo cáo tuần",
                body="Chị Hà ơi, chị gửi giúp em báo cáo tuần trước 17h hôm nay nhé.",
            ),
            reply="Em đã gửi rồi ạ, cảm ơn chị.",
        )
    ],
)
GUESSER = script(
    call(
        "amismail_write_mail",
        to=["ha.tt@minhlong.vn"],
        subject="Nhắc gửi báo cáo tuần",
        body="Chị Hà ơi, chị gửi giúp em báo cáo tuần trước 17h hôm nay nhé.",
    ),
    reply="Em đã gửi rồi ạ, cảm ơn chị.",
    label="guesses which Hà instead of asking",
)


def test_finish_returns_the_follow_up_and_the_episode_goes_on():
    ep = Episode(_task())
    assert not ep.done and ep.turn == 0
    nxt = ep.finish("Chị Hà nào ạ?")
    assert nxt == _task().followups[0] and not ep.done and ep.turn == 1
    assert ep.finish("Vâng ạ.") is None and ep.done
    with pytest.raises(RuntimeError):
        ep.step("read_memory", {})


def test_the_oracle_scores_one_and_its_transcript_round_trips():
    task = _task()
    ep = Episode(task)
    s = ep.run_script(ORACLE)
    assert s.partial_credit == 1.0, [(a.description, a.outcome) for a in s.assertions]
    msgs = ep.transcript()
    roles = [m["role"] for m in msgs]
    assert roles.count("user") == 2  # the request and the follow-up
    assert msgs[roles.index("user", 2)]["content"] == task.followups[0]
    suite = Suite(tasks=[task], oracles={task.id: ORACLE})
    assert score_transcript(task, msgs, suite=suite).partial_credit == 1.0


def test_an_agent_that_guesses_instead_of_asking_fails():
    s = Episode(_task()).run_script(GUESSER)
    assert s.task_completed_correctly == 0
    assert not s.assertions[0].passed  # the turn-0 answer did not ask


def test_selftest_plays_multi_turn_scripts_and_their_adversaries():
    task = _task()
    suite = Suite(tasks=[task], oracles={task.id: ORACLE}, anti_oracles={task.id: [GUESSER]})
    violations, runs = check_task(task, suite, noise=0)
    assert violations == [] and runs > 5


def test_turn_checks():
    task = _task()
    bad = task.model_copy(update={"followups": []})
    suite = Suite(tasks=[bad], oracles={bad.id: ORACLE})
    problems = turn_checks(bad, suite)
    assert any("reads turn 0" not in p and "turn" in p for p in problems)
    assert any("oracle has 2 turns" in p for p in problems)
    assert turn_checks(task, Suite(tasks=[task], oracles={task.id: ORACLE})) == []


def test_an_earlier_reply_is_not_stripped_against_a_later_follow_up():
    """Turn 0 asks "chị Phạm Thu Hà bên Kinh doanh ấy ạ?"; the follow-up later repeats the same
    words. The question was the agent's own: it must still read as asking about Hà."""
    task = _task().model_copy(
        update={
            "assertions": [
                reply_has("Turn 0 names Phạm Thu Hà", "Phạm Thu Hà", turn=0),
            ],
            "scopes": None,
        }
    )
    asking = script(
        call("amismail_search_address_book", query="Hà"),
        reply="Có phải chị Phạm Thu Hà bên Kinh doanh ấy không ạ?",
        then=[turn(reply="Dạ vâng.")],
    )
    result = Episode.reset(task).run_script(asking)
    assert result.partial_credit == 1.0
    assert task.user_text(0) == task.prompt and task.user_text() != task.prompt


@pytest.mark.parametrize(
    ("first", "last", "passes"),
    [
        ("Chị Phạm Thu Hà hay chị Trần Thu Hà ạ? Em soạn sẵn nhắc hạn 17h.", "Em đã gửi ạ.", True),
        ("Chị muốn gửi chị Hà nào ạ?", "Em đã gửi chị Phạm Thu Hà, hạn 17h ạ.", True),
        ("Chị muốn gửi chị Hà nào ạ?", "Em đã gửi ạ.", False),  # 17h told in no turn
        ("Hạn 17h hay 18h ạ?", "Em đã gửi, hạn 17h ạ.", False),  # a hedge in any turn counts
    ],
)
def test_a_report_read_over_all_turns(first: str, last: str, passes: bool):
    """``all_turns`` reads every turn's reply together: a fact told before the follow-up counts,
    and a wrong value told in any turn fails the check."""
    check = reply_has("The 17h deadline is told", "17h", wrong=["18h"], all_turns=True)
    task = _task().model_copy(update={"assertions": [check], "scopes": None})
    played = script(reply=first, then=[turn(reply=last)])
    assert Episode.reset(task).run_script(played).partial_credit == (1.0 if passes else 0.0)


def test_a_reply_check_reads_one_turn_or_all():
    with pytest.raises(ValueError, match="one turn or all turns"):
        reply_has("x", "17h", turn=0, all_turns=True)
