"""Vingt-un's Enter after the Hint (playtest (f), 29 November): the Hint framed "Yes, a card" on a
thirteen and Enter answered Content, because the banking table answered Enter with Content whenever
it was offered, before it looked at the Hint's mark. Enter now presses what the Hint marked, as at
every other table; without a Hint on show it is still Content."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from table_windows import new_setup, table_window

from hoyle_desktop.engine.actions import Action
from hoyle_desktop.ui.table import keys

pytestmark = pytest.mark.slow


def _to_a_low_draw(qtbot, table) -> None:
    """Play (least stake, content) until the person's box totals eleven or less at a draw: there
    the Expert can only want a card (no card takes eleven over twenty-one)."""
    for _ in range(200):
        qtbot.waitUntil(lambda: table.idle and table.coach.may_ask(), timeout=30_000)
        legal = table.game.legal_actions(table.human)
        kinds = {a.kind for a in legal}
        view = table.game.view(table.human)
        if kinds == {"content", "card"} and view.phase == "play":  # no pair to divide
            box = view.boxes[table.human][view.active_box]
            if box.total is not None and box.total <= 11:
                return
        pick = next((a for a in legal if a.kind == "content"), None) or min(
            legal, key=lambda a: (a.kind != "stake", a.value or 0)
        )
        table.session.act(pick)
    pytest.fail("no draw on eleven or less in two hundred decisions")


def test_enter_after_the_hint_draws_the_card_it_marked(qtbot) -> None:
    window = table_window(qtbot, show_hints=True)
    table = window.open_table(new_setup(window, "vingt_un", "vingt-un", 3, seed=11))
    _to_a_low_draw(qtbot, table)
    table.setFocus()
    coach = table.coach
    qtbot.keyClick(table, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: coach._shown == coach._position() and coach.label.text() != "", timeout=30_000)
    assert coach.decisions[coach._shown].advice.best.action == Action("card")
    marked = keys.hinted_button(keys.shown_buttons(table))
    assert marked is not None and marked.text() == "&Yes, a card"
    before = len(table.game.history)
    qtbot.keyClick(table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(table.game.history) > before, timeout=5_000)
    assert table.game.history[before] == (table.human, Action("card"))


def test_enter_without_a_hint_is_still_content(qtbot) -> None:
    window = table_window(qtbot, show_hints=True)
    table = window.open_table(new_setup(window, "vingt_un", "vingt-un", 3, seed=11))
    _to_a_low_draw(qtbot, table)
    table.setFocus()
    before = len(table.game.history)
    qtbot.keyClick(table, Qt.Key.Key_Return)
    assert table.game.history[before] == (table.human, Action("content"))
