"""The one keyboard convention at every table (docs/keys.md says it for people).

A button's underlined letter presses it, alone or with Alt: Alt+letter is Qt's own mnemonic; the
plain letter reaches :func:`press_letter` from ``TableBase.keyPressEvent`` once the table's own keys
(arrows, Space, Enter, its particular letters) have had their turn, so it works while the focus is on
the table, a card or a number box (ui/table/amounts.py's NumberBox takes digits only and hands each
letter on), never in a text box (it takes its letters first). A list at the
table (the history) would spend a letter on finding a line: :func:`letters_from_history` gives
the table's buttons the letter first. Every button's tooltip names its key (:func:`name_key`), and
:func:`name_keys` does so for a whole table. H and R (:data:`RESERVED`) come after the letters:
``TableBase.keyPressEvent`` sends them to the Hint and the review in every language, also where the
buttons underline another letter (German *&Tipp*, *Letzte Runde an&zeigen*).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QAbstractButton, QAbstractItemView, QWidget

RESERVED = {"H": "Hint", "R": "Review the last hand"}  # the same at every table (docs/keys.md)


def mnemonic(text: str) -> str:
    """The underlined letter of a button's text ("Say &Go" -> "G"), or ""."""
    at = 0
    while True:
        at = text.find("&", at)
        if at < 0 or at + 1 >= len(text):
            return ""
        if text[at + 1] != "&":
            return text[at + 1].upper()
        at += 2  # "&&" is a plain ampersand


def key_text(letter: str) -> str:
    return QCoreApplication.translate("TableKeys", "Key: %1").replace("%1", letter)


def name_key(button: QAbstractButton) -> None:
    """Add "Key: S" to a button's tooltip (once) when its text has an underlined letter."""
    letter = mnemonic(button.text())
    if not letter:
        return
    tip = button.toolTip()
    words = key_text(letter)
    if words in tip:
        return
    button.setToolTip(f"{tip} ({words})" if tip else words)


def name_keys(root: QWidget) -> None:
    for button in root.findChildren(QAbstractButton):
        name_key(button)


def plain_letter(event: QKeyEvent) -> str:
    """The letter or digit a key types alone (or with Shift), upper case; "" for anything else (a
    letter with Ctrl or Alt is Qt's: menus, mnemonics, shortcuts)."""
    if event.modifiers() & ~(Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.KeypadModifier):
        return ""
    letter = event.text().upper()
    return letter if len(letter) == 1 and letter.isalnum() else ""


def shown_buttons(table: QWidget) -> list[QAbstractButton]:
    """The table's buttons a person can press now: shown, enabled, in the table's own window."""
    return [
        button
        for button in table.findChildren(QAbstractButton)
        if button.isVisibleTo(table)
        and button.isEnabled()
        and button.window().isVisible()
        and button.window() is table.window()
    ]


def press_letter(table: QWidget, event: QKeyEvent) -> bool:
    """Press the shown, enabled button of ``table`` whose underlined letter is the key; True if one
    was pressed. Letters with Ctrl or Alt are left to Qt (menus, mnemonics, shortcuts). A key held
    down (or pressed again within the click's 100 ms) lets the click under way finish: Qt's
    animateClick restarts at each call, and a repeating key never let it go (cribbage's G)."""
    letter = plain_letter(event)
    if not letter:
        return False
    for button in shown_buttons(table):
        if mnemonic(button.text()) == letter:
            if not button.isDown():  # a press again before the animated click ends would restart it
                button.animateClick()
            return True
    return False


def _letters_shown(table: QWidget) -> str:
    """The letters that press the buttons shown, each with its button's words: "E (Stand), B (Beg)"."""
    named: dict[str, str] = {}
    for button in shown_buttons(table):
        letter = mnemonic(button.text())
        if letter and letter not in named:
            named[letter] = button.text().replace("&", "")
    return ", ".join(f"{letter} ({words})" for letter, words in named.items())


def keys_now_text(table: QWidget, cards: str = "") -> str:
    """What a letter no button takes says: that it does nothing, the letters that work now with
    their buttons' words, and ``cards``, the table's words for playing a card, when it has some."""
    return _nothing_now(
        table,
        cards,
        QCoreApplication.translate("TableKeys", "That key does nothing now."),
        QCoreApplication.translate("TableKeys", "That key does nothing now. Press %1."),
    )


def click_now_text(table: QWidget, cards: str = "") -> str:
    """A click on cards that take no click (Blind Hookey's pack, where a newcomer would cut: the
    cut is a button): that it does nothing, and the letters that work now with their buttons' words."""
    return _nothing_now(
        table,
        cards,
        QCoreApplication.translate(
            "TableKeys", "A click on the cards does nothing here: every decision is a button, with its key."
        ),
        QCoreApplication.translate("TableKeys", "A click on the cards does nothing here: press %1."),
    )


def _nothing_now(table: QWidget, cards: str, nothing: str, press: str) -> str:
    shown = _letters_shown(table)
    said = press.replace("%1", shown) if shown else nothing
    return f"{said} {cards}" if cards else said


def buttons_now_text(table: QWidget) -> str:
    """Space or Enter on a card where the choice is among the buttons only (All-Fours' beg)."""
    shown = _letters_shown(table)
    if not shown:
        return QCoreApplication.translate("TableKeys", "No card can be played now.")
    said = QCoreApplication.translate("TableKeys", "No card can be played now: press %1.")
    return said.replace("%1", shown)


class _LettersToButtons(QObject):
    def __init__(self, table: QWidget) -> None:
        super().__init__(table)
        self.table = table

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            if press_letter(self.table, event):
                return True
            if plain_letter(event) in RESERVED:  # H, R where the buttons underline others (German)
                self.table.keyPressEvent(event)
                return True
        return False


def letters_from_history(table: QWidget) -> None:
    """A letter typed while the table's history (a list) has the focus presses the button it
    underlines, and H and R reach the Hint and the review, as at the table. Only the history: a
    combo box's list keeps its letters, and the list for screen readers hands every key to the
    table already."""
    history = getattr(table, "history", None)
    if isinstance(history, QAbstractItemView):
        history.installEventFilter(_LettersToButtons(table))


def hinted_button(buttons: Sequence[QAbstractButton]) -> QAbstractButton | None:
    """The one enabled button the Hint on show marked (``coached``), which Enter presses."""
    marked = [b for b in buttons if b.property("coached") and b.isEnabled()]
    return marked[0] if len(marked) == 1 else None
