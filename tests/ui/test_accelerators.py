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


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_every_options_field_has_an_underlined_letter_of_its_own(clean_translators, qtbot, lang):  # noqa: F811
    """The accessibility check of 28 November (b): the Options dialog's twenty fields had no
    underlined letters, so Tab was the only way to one. Each field now has a letter (Alt and the
    letter reach it) in each language, none twice in the dialog, none on the letters the dialog's
    buttons have (and GNOME's OK and Cancel), and its label keeps the option's title."""
    from PySide6.QtWidgets import QAbstractButton, QCheckBox, QLabel

    from hoyle_desktop.ui.dialogs.options import OptionsDialog, form_label, option_title

    app_module.install_translators(clean_translators, lang)
    dialog = OptionsDialog(Settings.load())
    qtbot.addWidget(dialog)
    with qtbot.waitActive(dialog):
        dialog.show()
        dialog.activateWindow()
    fields = {
        "card_width": dialog.card_width, "large_cards": dialog.large_cards, "card_back": dialog.card_back,
        "deck": dialog.deck, "table_colour": dialog.colour_button, "animation_ms": dialog.animation,
        "computer_pace_ms": dialog.pace, "opponent_strength": dialog.strength,
        "count_manually": dialog.count_manually, "show_hints": dialog.show_hints,
        "coach_notes": dialog.coach_notes, "review_lay_outs": dialog.review_lay_outs,
        "deal_end_seconds": dialog.deal_end, "auto_play_forced": dialog.auto_play_forced,
        "loto_pace": dialog.loto_pace, "loto_cover_for_me": dialog.loto_cover_for_me,
        "loto_read_aloud": dialog.loto_read_aloud, "language": dialog.language,
    }  # fmt: skip
    labels = {label.buddy(): label.text() for label in dialog.findChildren(QLabel) if label.buddy()}
    owners: dict[str, list[str]] = {}
    for name, field in fields.items():
        box = isinstance(field, QCheckBox)
        target = field.focusProxy() or field  # a slider's number box
        text = field.text() if box else labels.get(target, "")
        letter = mnemonic(text)
        assert letter, f"{lang}: {option_title(name)!r} has no underlined letter ({text!r})"
        title = option_title(name) if box else form_label(option_title(name))
        assert text.replace("&", "") == title, f"{lang}: {text!r} is not the option's title {title!r}"
        owners.setdefault(letter, []).append(text)
        if not box:  # Alt and the letter take the keys to the field
            key = Qt.Key(ord(letter.upper()))
            qtbot.keyClick(dialog.focusWidget() or dialog, key, Qt.KeyboardModifier.AltModifier)
            assert dialog.focusWidget() is target, f"{lang}: Alt+{letter} did not reach {text!r}"
    buttons = [b.text() for b in dialog.findChildren(QAbstractButton) if b not in fields.values()]
    buttons += [QCoreApplication.translate("QGnomeTheme", t) for t in ("&OK", "&Cancel")]
    for text in buttons:
        if mnemonic(text):
            owners.setdefault(mnemonic(text), []).append(text)
    clashes = {letter: texts for letter, texts in owners.items() if len(texts) > 1}
    assert not clashes, f"{lang}: {clashes}"


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_no_table_button_underlines_the_hint_or_review_letter(clean_translators, qtbot, lang):  # noqa: F811
    """H (Hint) and R (Review the last hand) are the same at every table in every language (docs/keys.md),
    but a button's own letter comes first: in French "Je &reste" (Vingt-un), "&Rester" (Commerce,
    All-Fours) and "&Rejouer" took R, so R at the end of a coup said "not your turn" instead of
    opening the review (playtest 2026-11-28 g); German "&Hochzeit melden" took H."""
    app_module.install_translators(clean_translators, lang)
    reserved = {"&Hint", "&Review the last hand"}
    taken = []
    for context, source in table_button_texts():
        text = QCoreApplication.translate(context, source)
        if source not in reserved and mnemonic(text) in ("h", "r"):
            taken.append((context, source, text))
    assert taken == []
