"""Playtest 29 November (e), "Not mended" 3: the history jumped as the Hint's words came and went
(Speculation: its heading from y 487 to 501 when the hint went; Newmarket: "the hint comes…" pushed
it down). While hints are on, the Hint's words keep a steady room (a longer hint scrolls in it), so
the history stays where it is at every table (ui/table/coach.py, scrolled_label.ScrolledLabel.reserve)."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from table_windows import table_window
from test_coach_hint import at_a_real_choice, open_game


@pytest.mark.parametrize("key", ["newmarket", "speculation", "spoil_five"])
def test_the_history_stays_put_as_the_hints_words_come_and_go(qtbot, key: str) -> None:
    window = table_window(qtbot, (1024, 700), show_hints=True)
    table = open_game(qtbot, window, key)
    heading, rng, coach = table.panel.history_title, random.Random(5), table.coach
    at_a_real_choice(qtbot, table)
    qtbot.wait(20)
    where = heading.y()
    for _ in range(3):  # a hint shown, then gone as the person plays on, three times
        table.setFocus()
        qtbot.keyClick(table, Qt.Key.Key_H)
        shown = lambda: coach._shown == coach._position() and coach.label.text() != ""  # noqa: E731
        qtbot.waitUntil(shown, timeout=30_000)
        qtbot.wait(20)
        assert heading.y() == where, coach.label.text()
        table.session.act(rng.choice(table.game.legal_actions(table.human)))
        qtbot.wait(20)
        assert heading.y() == where
        if table.game.is_over():
            break
        at_a_real_choice(qtbot, table)
        qtbot.wait(20)
        assert heading.y() == where


@pytest.mark.deal_end_pause
def test_the_history_keeps_five_lines_beside_the_hints_room_and_the_count(qtbot) -> None:
    """Cassino for four at a deal's end, 1024x700: the count's many lines and the Hint's steady room
    left the history four lines; it keeps five (side_panel.HISTORY_LEAST_LINES)."""
    from test_deal_end import open_game as open_held
    from test_deal_end import play_to_the_hold

    _window, table = open_held(qtbot, "cassino", "cassino", 4, {}, size=(1024, 700), show_hints=True)
    play_to_the_hold(qtbot, table, random.Random(3))
    qtbot.wait(50)
    history = table.panel.history
    assert history.viewport().height() >= 5 * history.fontMetrics().lineSpacing()
