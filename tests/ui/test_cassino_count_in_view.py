"""Playtest of 29 November, Cassino for four at 1024x700: at the held end of the deal the side
panel's count (each side's items, totals and scores under the game's standing) was cut at the
bottom and its first line half hidden at the top. The panel has less room than the count needs:
the count scrolls there, whole, rather than being cut."""

from __future__ import annotations

import random

import pytest
from test_deal_end import open_game, play_to_the_hold

pytestmark = pytest.mark.deal_end_pause


def test_the_count_at_the_held_end_is_never_cut(qtbot) -> None:
    _window, table = open_game(qtbot, "cassino", "cassino", 4, {}, size=(1024, 668))
    # the person asked for hints during the deal: the hint's label keeps the height of the longest
    table.coach.label.setText(" ".join(["Lay down the ten of clubs: its pair is in your hand."] * 6))
    play_to_the_hold(qtbot, table, random.Random(3))
    assert table.deal_end.holding
    label = table.info_label
    assert "The count of deal 1:" in label.text()
    qtbot.waitUntil(lambda: label.height() >= label.heightForWidth(label.width()), timeout=3_000)


def test_the_count_goes_with_the_held_end_and_the_history_gets_its_room_back(qtbot) -> None:
    """Playtest (g), Cassino for four at 1024x700: the last deal's count stayed in the side panel
    through the next deal and squeezed the history to four or five lines. The count belongs to the
    held end (and the review, R): once the person goes on, the panel holds the live game alone and
    the history is as tall as before the count came."""
    _window, table = open_game(qtbot, "cassino", "cassino", 4, {}, size=(1024, 700))
    qtbot.waitUntil(lambda: table.idle and table.session.human_may_act(), timeout=20_000)
    tall = table.history.height()
    play_to_the_hold(qtbot, table, random.Random(3))
    assert "The count of deal 1:" in table.info_label.text()
    table.deal_end.play_on()
    qtbot.waitUntil(lambda: table.deal_no == 2 and not table.deal_end.holding, timeout=20_000)
    qtbot.waitUntil(lambda: table.idle, timeout=20_000)
    assert "The count of deal" not in table.info_label.text()
    qtbot.waitUntil(lambda: table.history.height() >= tall, timeout=3_000)
