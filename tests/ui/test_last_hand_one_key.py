"""Playtest (i), 29 November, Vingt-un: after the last hand one Space cleared the table and a second
was needed to see the result ("The game is over. Press Space or click the table to see how it
ended." over an empty felt). The end of the last deal waits once, with its cards in view and the
game-over words, and one key shows how the game ended (ui/table/deal_end.py, shared)."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from test_deal_end import open_game, play_to_the_hold

pytestmark = [pytest.mark.slow, pytest.mark.deal_end_pause]

GAME_OVER = "The game is over. Press Space or click the table to see how it ended."


@pytest.mark.parametrize(("game", "profile"), [("vingt_un", "vingt-un"), ("blind_hookey", "blind-hookey")])
def test_one_key_after_the_last_hand_shows_the_result(qtbot, game, profile) -> None:
    _window, table = open_game(qtbot, game, profile, 4, {"hands": 2}, size=(1024, 700))
    rng = random.Random(4)
    for _ in range(10):
        play_to_the_hold(qtbot, table, rng)
        if table.game.is_over():
            break
        qtbot.keyClick(table, Qt.Key.Key_Space)
    assert table.game.is_over() and table.deal_end.holding
    assert table.prompt.text() == QCoreApplication.translate("DealEnd", GAME_OVER)
    assert any(table.felt.model.boxes), "the last hand's cards are gone before the result"
    qtbot.keyClick(table, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: getattr(table, "summary", None) is not None, timeout=10_000)
    assert table.summary.isVisible()
