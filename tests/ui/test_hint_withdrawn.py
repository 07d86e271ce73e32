"""The coach's advice goes as soon as the position it was for has passed, at every table (shared:
ui/table/coach.py), not when the table next refreshes: at Loto "Cover 66" stayed on show, its
button marked, while the calls after it were shown, the number long covered. The person acting
ends it; another player moving while the person may still act takes it away until the hint for
the new position comes (it follows the position, as asked)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from table_windows import table_window
from test_coach_hint import _hands, at_a_real_choice, open_game

TABLES = ["loto", "spoil_five", "cribbage", "speculation", "commerce", "vingt_un", "newmarket"]


def _marked(table) -> list:
    cards = [i for hand in _hands(table) for i in hand if getattr(i, "coached", False)]
    buttons = [b for b in table.findChildren(type(table.coach.button)) if b.property("coached")]
    return cards + buttons


def _hint_on_show(qtbot, monkeypatch, key: str):
    extra = {}
    if key == "loto":  # the call's pace does not run out under the test: the choice stays until H
        monkeypatch.setattr("hoyle_desktop.ui.loto.table.LotoTable._pace_ran_out", lambda _table: None)
        # and the calls before it come at 300 ms, not 2.5 s (as test_coach_hint: 16 s a case, now 3)
        monkeypatch.setattr("hoyle_desktop.ui.loto.table.HOLD_MS", 50)
        monkeypatch.setattr("hoyle_desktop.ui.loto.table.PACES", {"fast": 300, "normal": 300})
        extra = {"loto_pace": "fast"}
    # Up to the choice the cards are dealt and played unanimated (at 200 ms a card, and the
    # computers' 400 ms, Newmarket's case took 8-10 s to get there); then the moves are animated
    # again, as the Options would set it, so the table shows the person's move only after a while.
    window = table_window(qtbot, show_hints=True, **extra)
    table = open_game(qtbot, window, key)
    at_a_real_choice(qtbot, table)
    window.settings.set("animation_ms", 200)
    window.settings.set("computer_pace_ms", 400)
    table.apply_settings(["animation_ms", "computer_pace_ms"])
    coach = table.coach
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_H)
    shown = lambda: coach._shown == coach._position() and coach.label.text() != ""  # noqa: E731
    qtbot.waitUntil(shown, timeout=30_000)
    return table


@pytest.mark.parametrize("key", TABLES)
def test_the_hint_goes_as_the_person_plays_something_else(qtbot, monkeypatch, key: str) -> None:
    table = _hint_on_show(qtbot, monkeypatch, key)
    coach = table.coach
    best = coach.decisions[coach._shown].advice.best.action
    other = next(a for a in table.game.legal_actions(table.human) if a != best)
    assert table.session.act(other) is None
    assert coach.label.text() == "", coach.label.text()  # at once, before the table shows the move
    assert _marked(table) == []


def test_the_hint_goes_as_another_player_moves_and_then_follows_the_position(qtbot) -> None:
    """Cribbage's lay-out: the computer lays out while the person reads the hint (its answer waits
    out the computers' pace here); its move is played as the session plays one."""
    window = table_window(qtbot, show_hints=True, computer_pace_ms=3000)
    table = open_game(qtbot, window, "cribbage")
    coach, game, session = table.coach, table.game, table.session
    choice = lambda: coach.may_ask() and len(game.legal_actions(table.human)) > 1  # noqa: E731
    qtbot.waitUntil(choice, timeout=30_000)
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_H)
    shown = lambda: coach._shown == coach._position() and coach.label.text() != ""  # noqa: E731
    qtbot.waitUntil(shown, timeout=30_000)
    at = coach._shown
    others = [s for s in game.seats_to_act() if s != table.human]
    if not others:
        pytest.skip("the computer had laid out before the hint came")
    session.stop()  # its own answer is not played after the one played here
    session.events.emit(game.apply(others[0], game.legal_actions(others[0])[0]))
    assert coach.label.text() == ""
    assert _marked(table) == []
    assert coach._wanted == at and coach.hint_coming()  # the hint for the new position follows
