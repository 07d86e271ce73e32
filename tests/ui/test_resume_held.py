"""A game saved while a deal's end is held comes back held there, at every table: the resumed table
shows the deal that ended (the next one's events still wait in its pump, the same as the first
table's), the prompt says how to go on, and Space goes on to the next deal (ui/table/deal_end.py
resumed_gap, TableBase.resumed_events)."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from table_windows import resume_in_new_window, table_window
from test_deal_end import GAMES, open_game, play_to_the_hold

from hoyle_desktop.ui.table.deal_end import CLEARS, DEAL_EVENTS

pytestmark = [pytest.mark.deal_end_pause, pytest.mark.usefixtures("quick_loto")]


def _waiting(table) -> list:
    """The events the table's pump holds back: the next deal's."""
    queue = getattr(getattr(table, "pacer", None), "queue", None)
    return list(queue if queue is not None else getattr(table, "queue", []))


# Not yet: the banking tables lay their felt out from the engine's view (the next coup's) and Loto
# resumes from its view without replaying; both go past the held end after a resume.
NOT_YET = {"loto", "vingt_un", "baccarat", "blind_hookey"}
_NOT_YET = pytest.mark.xfail(strict=True, reason="not yet")
CASES = [pytest.param(*g, id=g[0], marks=[_NOT_YET] if g[0] in NOT_YET else []) for g in GAMES]


@pytest.mark.parametrize(("game", "profile", "players", "extra"), CASES)
def test_a_game_saved_at_a_held_end_comes_back_held_there(qtbot, game, profile, players, extra) -> None:
    window, table = open_game(qtbot, game, profile, players, extra)
    play_to_the_hold(qtbot, table, random.Random(3))
    assert table.deal_end.holding
    if table.game.is_over():  # a game of one deal: nothing is saved to resume
        pytest.skip("the game ended with its first deal")
    waiting, prompt, moves = _waiting(table), table.prompt.text(), len(table.game.history)
    again = resume_in_new_window(qtbot, window, lambda bot: table_window(bot))
    # Held, or gone past the hold to the person's next move (the tables not yet mended): the latter
    # fails at once rather than after the whole bound.
    qtbot.waitUntil(
        lambda: again.deal_end.holding or (again.idle and again.session.human_may_act()), timeout=10_000
    )
    assert again.deal_end.holding, "the resumed table went past the held end"
    assert _waiting(again) == waiting  # the next deal not shown: it waits behind the hold
    assert not waiting or waiting[0].kind in DEAL_EVENTS[game][0] | CLEARS.get(game, set())
    assert again.prompt.text() == prompt
    assert len(again.game.history) == moves  # nobody acted while it was held
    again.setFocus()
    qtbot.keyClick(again, Qt.Key.Key_Space)
    assert not again.deal_end.holding
    qtbot.waitUntil(lambda: len(again.game.history) > moves or _waiting(again) != waiting, timeout=10_000)
