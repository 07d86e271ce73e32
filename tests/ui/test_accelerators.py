"""Keys at the table (issue 19): Alt and a button's underlined letter presses that button, so no
menu title of the menu bar may share the letter in any language; and a mouse click on a button or
the history leaves Space and Enter with the cards."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from test_cribbage_table_games import fast_window
from test_translations import clean_translators  # noqa: F401  (a fixture)

from hoyle_desktop import app as app_module
from hoyle_desktop.storage.settings import Settings
from hoyle_desktop.ui.main_window import MainWindow

REPO = Path(__file__).resolve().parents[2]
# Windows of their own (dialogs, message boxes) or no widgets at all: their letters cannot clash
# with the menu bar. Every other context's "&" text is a button beside a table.
NOT_AT_THE_TABLE = {
    "MainWindow", "HouseRulesDialog", "NewGameDialog", "StatisticsDialog", "OptionsDialog",
    "ProfileMessages", "InProgress", "Resume", "RulesDialog",
}  # fmt: skip


def mnemonic(text: str) -> str | None:
    found = re.search(r"&([^&\s])", text.replace("&&", ""))
    return found.group(1).lower() if found else None


def table_button_texts() -> list[tuple[str, str]]:
    root = ET.parse(REPO / "translations" / "hoyle_desktop_de.ts").getroot()
    texts = []
    for context in root.iter("context"):
        name = context.findtext("name", "")
        if name in NOT_AT_THE_TABLE:
            continue
        for message in context.iter("message"):
            source = message.findtext("source", "")
            if mnemonic(source):
                texts.append((name, source))
    return texts


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_menu_bar_letters_are_clear_of_every_table_button(clean_translators, qtbot, lang):  # noqa: F811
    app_module.install_translators(clean_translators, lang)
    window = MainWindow(Settings.load())
    qtbot.addWidget(window)
    menus = {mnemonic(action.text()): action.text() for action in window.menuBar().actions()}
    assert None not in menus and len(menus) == len(window.menuBar().actions())  # one letter each
    buttons = table_button_texts()
    assert ("Coach", "&Hint") in buttons and ("CribbageTable", "Say &Go") in buttons
    clashes = []
    for context, source in buttons:
        text = QCoreApplication.translate(context, source)
        if mnemonic(text) in menus:
            clashes.append(f"{text!r} ({context}) and the menu {menus[mnemonic(text)]!r}")
    assert not clashes, clashes


@pytest.mark.slow
def test_after_a_click_on_a_button_or_the_history_space_still_chooses_a_card(qtbot):
    from hoyle_desktop.ui.dialogs.new_game import NewGameSetup

    window = fast_window(qtbot)
    rules = window.catalog.get("modern-six-card").rules
    table = window.open_table(NewGameSetup("cribbage", "modern-six-card", dict(rules), 2, ["easy"], seed=3))
    qtbot.waitUntil(lambda: table.idle and table.session.human_may_act(), timeout=10_000)
    table.setFocus()
    for clicked in (table.coach.button, table.history.viewport()):
        qtbot.mouseClick(clicked, Qt.MouseButton.LeftButton)
        assert table.hasFocus(), f"a click on {clicked!r} took the keyboard from the table"
    first = table.scene.hands[0][table.focus_index].card
    qtbot.keyClick(table, Qt.Key.Key_Space)
    assert first in table.selected
    # Tab still reaches the buttons for those who work by keyboard alone.
    assert table.coach.button.focusPolicy() == Qt.FocusPolicy.TabFocus


def test_the_help_keyboard_table_names_the_windows_real_shortcuts(qtbot):
    from PySide6.QtGui import QAction, QKeySequence

    from hoyle_desktop.ui import shortcuts
    from hoyle_desktop.ui.help.render import key, menu_keys

    window = MainWindow(Settings.load())
    qtbot.addWidget(window)
    real = {a.shortcut().toString() for a in window.findChildren(QAction) if not a.shortcut().isEmpty()}
    listed = [v for k, v in vars(shortcuts).items() if k.isupper()]
    assert {QKeySequence(name).toString() for name in listed} == real
    in_help = [shown for shown, _ in menu_keys()]
    for name in listed:
        if name != shortcuts.QUIT:  # the help leaves Quit to the menu
            assert key(name) in in_help, name
