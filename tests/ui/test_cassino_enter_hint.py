"""Cassino's Enter after the Hint (playtest (g), 29 November, a whole game by keyboard): the Hint
named a take and framed its card, and Enter only chose the card ("Take 5♣ (1)"); a second Enter
took. docs/keys.md: Enter after the Hint does what the Hint named. One Enter now takes."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from table_windows import new_setup, table_window

pytestmark = pytest.mark.slow


def _hint_naming_a_take(qtbot, table, limit: int = 60):
    """Play the Expert's choices until the Hint on show names a take, build or raise (a card of the
    hand with table cards): its action."""
    coach = table.coach
    held = lambda: table.deal_end.holding  # noqa: E731
    for _ in range(limit):
        qtbot.waitUntil(lambda: held() or (table.idle and coach.may_ask()), timeout=30_000)
        if held():
            table.deal_end.play_on()
            continue
        legal = table.game.legal_actions(table.human)
        if any(len(a.cards) > 1 for a in legal):
            table.setFocus()
            qtbot.keyClick(table, Qt.Key.Key_H)
            shown = lambda: coach._shown == coach._position() and coach.label.text() != ""  # noqa: E731
            qtbot.waitUntil(shown, timeout=30_000)
            best = coach.decisions[coach._shown].advice.best.action
            if len(best.cards) > 1:
                return best
            table.session.act(best)
        else:
            table.session.act(legal[0])
    pytest.fail(f"no Hint named a take in {limit} decisions")


def test_one_enter_after_the_hint_takes(qtbot) -> None:
    window = table_window(qtbot, show_hints=True)
    table = window.open_table(new_setup(window, "cassino", "cassino", 2, seed=21, strength="random"))
    best = _hint_naming_a_take(qtbot, table)
    before = len(table.game.history)
    qtbot.keyClick(table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(table.game.history) > before, timeout=5_000)
    assert table.game.history[before] == (table.human, best)
