"""Alt and the first letter of a menu's title (playtest of 29 November).

The menu titles underline letters clear of every button beside a table (Alt+letter presses a
button: docs/keys.md), so the Game menu is Alt+A in English (G&ame: G is Cribbage's Say Go), Spie&l
in German, Par&tie in French. A newcomer presses Alt+G first, as in most programs. When no shown
button took the key (Qt's mnemonics come first), :func:`first_letter_key` opens the menu the
letter begins, as a program whose menu underlines its first letter does; where a button of the
table has that letter but is not offered now (Say Go while laying out to the crib), the key is the
button's, and the table says so in words, with the menu's own key: a key never does nothing
silently. Alt+H and Alt+R at a table are the Hint and the review, as H and R are.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QAction, QKeyEvent
from PySide6.QtWidgets import QAbstractButton, QMainWindow, QWidget

from .table import keys


def _title(text: str) -> str:
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def _alt_letter(event: QKeyEvent) -> str:
    """The letter of an Alt+letter key (Shift aside), upper case; "" for anything else."""
    mods = event.modifiers() & ~(Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.KeypadModifier)
    if mods != Qt.KeyboardModifier.AltModifier:
        return ""
    key = event.key()  # Qt's key codes for letters are their upper-case ASCII codes
    return chr(key) if ord("A") <= key <= ord("Z") else ""


def menu_for(window: QMainWindow, letter: str) -> QAction | None:
    """The menu whose title begins with ``letter`` but underlines another (the first, if several)."""
    for action in window.menuBar().actions():
        title = _title(action.text())
        if title[:1].upper() == letter and keys.mnemonic(action.text()) != letter:
            return action
    return None


def _owned(table: QWidget, letter: str) -> bool:
    """A button of the table underlines ``letter``, offered now or not (a table whose buttons come
    and go with the turn, as cribbage's Say Go, names their letters in ``button_letters``)."""
    own = getattr(table, "button_letters", None)
    if own is not None and letter in own():
        return True
    return any(keys.mnemonic(b.text()) == letter for b in table.findChildren(QAbstractButton))


def first_letter_key(window: QMainWindow, table: QWidget | None, event: QKeyEvent) -> bool:
    """Alt and a menu's first letter that nothing took: open the menu, or, where a button of the
    table has the letter, say that it is not offered now and which key opens the menu. True if
    the key was answered."""
    letter = _alt_letter(event)
    menu = menu_for(window, letter) if letter else None
    if menu is None:
        return False
    if table is not None and letter in keys.RESERVED:  # Alt+H is the Hint, Alt+R the review, as H and R
        plain = QKeyEvent(QEvent.Type.KeyPress, event.key(), Qt.KeyboardModifier.NoModifier, letter.lower())
        table.keyPressEvent(plain)
        return True
    if table is not None and _owned(table, letter):
        said = QCoreApplication.translate("MenuLetters", "Alt+%1 opens the %2 menu.")
        said = said.replace("%1", keys.mnemonic(menu.text())).replace("%2", _title(menu.text()))
        no_key = getattr(table, "_no_such_key", None)
        if no_key is not None:
            no_key(said)
        return True
    window.menuBar().setActiveAction(menu)
    return True
