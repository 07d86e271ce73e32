"""Playtest of 29 November: the Game menu is Alt+A in English (G&ame: G is Cribbage's Say Go), and a
newcomer pressed Alt+G first: nothing happened, without a word. Alt and the first letter of a menu's
title now open that menu wherever no button beside the table has the letter (the chooser, every
table but Cribbage); where a button has it but is not offered now (Say Go), Alt+G says so in words
and names the menu's own key. A button offered still takes its letter (tests/ui/test_accelerators.py)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from table_windows import open_default, table_window
from test_translations import clean_translators  # noqa: F401  (a fixture)

from hoyle_desktop import app as app_module


def _alt(qtbot, window, letter: str) -> None:
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key(ord(letter)), Qt.KeyboardModifier.AltModifier)


def _at_turn(qtbot, key: str):
    window = table_window(qtbot)
    table = open_default(window, key)
    qtbot.waitUntil(lambda: table.idle and table.session.human_may_act(), timeout=20_000)
    return window, table


def _close_menus(window) -> None:
    for menu in (window.game_menu, window.view_menu, window.settings_menu, window.help_menu):
        menu.close()


@pytest.mark.parametrize(("lang", "letter"), [("en", "G"), ("de", "S"), ("fr", "P")])
def test_alt_and_the_game_menus_first_letter_open_it_from_the_chooser(
    clean_translators,  # noqa: F811
    qtbot,
    lang,
    letter,
) -> None:
    app_module.install_translators(clean_translators, lang)
    window = table_window(qtbot)
    window.activateWindow()
    _alt(qtbot, window, letter)
    qtbot.waitUntil(window.game_menu.isVisible, timeout=2_000)
    _close_menus(window)


def test_alt_g_opens_the_game_menu_at_a_table_without_a_g_button(qtbot) -> None:
    window, table = _at_turn(qtbot, "spoil_five")
    table.setFocus()
    _alt(qtbot, window, "G")
    qtbot.waitUntil(window.game_menu.isVisible, timeout=2_000)
    _close_menus(window)


def test_alt_g_at_cribbage_while_go_is_not_offered_says_so_and_names_alt_a(qtbot) -> None:
    window, table = _at_turn(qtbot, "cribbage")
    assert table.action_button("go") is None  # laying out to the crib: Say Go is not offered
    table.setFocus()
    said: list[str] = []
    table.status.connect(said.append)
    _alt(qtbot, window, "G")
    assert not window.game_menu.isVisible()
    assert said and said[-1].startswith("That key does nothing now."), said
    assert said[-1].endswith("Alt+A opens the Game menu."), said


def test_alt_h_at_a_table_is_the_hint_not_the_help_menu(qtbot, monkeypatch) -> None:
    """Help begins with H, the Hint's letter at every table: there Alt+H asks for the Hint, as H does
    (while nothing is the person's to decide, in words), and leaves the Help menu to Alt+E."""
    window, table = _at_turn(qtbot, "spoil_five")
    table.coach.button.hide()  # as between the person's turns: Qt's own Alt+H finds no button
    asked: list[bool] = []
    monkeypatch.setattr(table.coach, "ask", lambda: asked.append(True))
    table.setFocus()
    _alt(qtbot, window, "H")
    assert not window.help_menu.isVisible()
    assert asked == [True]
