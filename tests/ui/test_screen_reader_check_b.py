"""What the keys-only check of 29 November 2026 (docs/accessibility-check-2026-11-29.md) found a
screen reader heard wrong: a whole deal at a real table driven by keys, offscreen, through the
announcer's ``listeners`` seam."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from test_screen_reader_check import open_table, play_to_the_hold, press

from hoyle_desktop.ui.table.card_words import card_name


@pytest.mark.deal_end_pause
def test_spoil_five_where_am_i_at_the_held_end_names_the_turn_up_on_show(qtbot, heard) -> None:
    """Spoil-Five: F2 at the held end of a deal named the next deal's turn-up ("Turned up: three of
    clubs" under a deal whose trumps were spades, turned up the nine): the engine had dealt on."""
    table = open_table(qtbot, "spoil_five", "spoil-five", 4, seed=7)
    play_to_the_hold(qtbot, table, seed=7)
    shown = table.scene.turnup
    assert shown is not None and table.game.view(table.human).turnup != shown.card
    table.setFocus()
    press(qtbot, Qt.Key.Key_F2)
    named = card_name(shown.card, table.access.announcer.knave)
    assert f"Turned up: {named}." in heard[-1], heard[-1]
