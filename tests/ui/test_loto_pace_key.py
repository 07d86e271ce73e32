"""The person's pace at Loto's first method is timed for one call: its round and its count.

The pace timer (`ui/loto/table.py`'s `_pace_ran_out`) said "ready" for the person when the pace of
the call it was started for ran out, and told calls apart by their count only (`timed_call` =
len(game.called)). The next round's call of the same count was taken for the old one: a pace left
running from the round before could say "ready" at the new round's call before the person had had
its pace. The pace is now keyed on (round, count), as the session keys the computers' answers
(`ui/loto/session.py`'s `call_now`)."""

from __future__ import annotations

from test_loto_faults import a_number_to_cover
from test_loto_table_games import quick_pace  # noqa: F401 - a fixture

from hoyle_desktop.engine.actions import Action
from hoyle_desktop.ui.loto.session import call_now

READY = Action("ready")


def test_a_pace_from_the_round_before_does_not_end_a_call_of_the_same_count(qtbot) -> None:
    table, _ = a_number_to_cover(qtbot)  # the person may act: nothing moves until the test waits
    game = table.game
    table.pass_timer.stop()
    assert READY in game.legal_actions(0)
    rounds, count = call_now(game)
    moves = len(game.history)

    table.timed_call = (rounds - 1, count)  # timed at the same count, a round before
    table._pace_ran_out()
    assert len(game.history) == moves, f"the old round's pace ended this call: {game.history[-1]}"
    table._hint_came()  # nor does a hint come in give the old round's call its grace
    assert not table.pass_timer.isActive()

    table.timed_call = (rounds, count)  # this call's own pace: it ends the call
    table._pace_ran_out()
    assert game.history[moves:] == [(0, READY)]
    table.session.stop()
