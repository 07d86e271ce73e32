"""Playtest 2026-11-29-e, Newmarket in German: T (the German Hint, &Tipp) pressed while a computer
played said "Diese Taste bewirkt jetzt nichts." in the stray key's note, where H said that the hint
comes with the person's turn: the Hint's own letter, with its button hidden, was a stray letter.
It now asks the coach as H does, in every language."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from table_windows import table_window
from test_table_overlaps import language  # noqa: F401  (a fixture)

from hoyle_desktop.ui.dialogs.new_game import NewGameSetup
from hoyle_desktop.ui.table import keys


@pytest.mark.parametrize("language", ["en", "de", "fr"], indirect=True)
def test_the_hints_own_letter_asks_the_coach_while_its_button_is_hidden(qtbot, language) -> None:  # noqa: F811
    window = table_window(qtbot, computer_pace_ms=3000)
    rules = {**window.catalog.get("pope-joan").rules, "players": 3}
    table = window.open_table(NewGameSetup("pope_joan", "pope-joan", rules, 3, ["standard"] * 2, seed=3))
    qtbot.waitUntil(lambda: table.idle and table.session.human_may_act(), timeout=20_000)
    letter = keys.mnemonic(table.coach.button.text())
    assert letter == {"en": "H", "de": "T", "fr": "C"}[language]
    table.session.act(table.game.legal_actions(0)[0])
    qtbot.waitUntil(lambda: not table.coach.may_ask(), timeout=5_000)
    table.setFocus()
    qtbot.keyClick(table, getattr(Qt.Key, f"Key_{letter}"))
    nothing = QCoreApplication.translate("Coach", "No hint now: nothing is yours to decide.")
    coming = QCoreApplication.translate(
        "Coach", "The hint comes as soon as it is your turn, once the last move has been shown."
    )
    assert table.coach.label.text() in (nothing, coming)
    assert not table.panel.note.isVisible()
