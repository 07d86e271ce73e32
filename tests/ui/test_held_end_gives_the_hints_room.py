"""Playtest 29 November (f): at Cassino's held deal end the count in full was squeezed beside the Hint's
nine lines of steady room (polishd), kept empty there, the Hint being gone at a hold. At a held end the
Hint's room is given back, at every table (ui/table/coach.py), and comes again with the next deal."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from test_deal_end import open_game, play_to_the_hold

pytestmark = pytest.mark.deal_end_pause

TABLES = [
    ("cassino", "cassino", 4),
    ("newmarket", "newmarket", 4),
    ("speculation", "speculation", 4),
]


def _room_kept(table) -> int:
    """The height the Hint's button and words take in the panel (hidden or not)."""
    coach = table.coach
    kept = 0
    for widget in (coach.button, coach.scroll):
        if widget.isVisibleTo(table) or widget.sizePolicy().retainSizeWhenHidden():
            kept += widget.height()
    return kept


@pytest.mark.parametrize(("game", "profile", "players"), TABLES, ids=[t[0] for t in TABLES])
def test_the_hints_room_is_given_back_at_a_held_end(qtbot, game, profile, players) -> None:
    _window, table = open_game(qtbot, game, profile, players, {}, size=(1024, 700), show_hints=True)
    heading = table.panel.history_title
    play_to_the_hold(qtbot, table, random.Random(3))
    assert table.deal_end.holding
    qtbot.wait(50)
    assert not table.coach.button.isVisible()
    assert _room_kept(table) == 0, "the Hint's room stays empty at the held end"
    held_at = heading.y()
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: not table.deal_end.holding, timeout=10_000)
    # the next deal: the room comes back (the history below keeps still as the hints come and go)
    room = table.coach.scroll
    qtbot.waitUntil(lambda: room.isVisible() and room.reserved_lines > 0, timeout=30_000)
    qtbot.wait(50)
    assert _room_kept(table) > 0
    if game != "cassino":  # Cassino's count goes with the next deal too (fixj), so its history rises
        assert heading.y() > held_at


def test_cassinos_count_shows_whole_at_a_held_end(qtbot) -> None:
    """Four players at 1024x700: the count at the deal's end had to be scrolled beside the room."""
    _window, table = open_game(qtbot, "cassino", "cassino", 4, {}, size=(1024, 700), show_hints=True)
    play_to_the_hold(qtbot, table, random.Random(3))
    qtbot.wait(50)
    assert not table.info_scroll.runs_on(), table.info_label.text()
