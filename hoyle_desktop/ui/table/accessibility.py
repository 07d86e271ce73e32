"""The table as a screen reader meets it, the same at every table.

A table draws its cards (a QGraphicsView or painted widgets), which a screen reader cannot see.
``TableAccess`` puts a focusable list beside what is drawn, the table's focus proxy: its items
are the person's cards, in the order shown, each named with what it may do now ("king of
hearts, playable" / "queen of spades, not playable: you must follow diamonds"), then the other
places the person can act on (the crib, the Loto card's numbers, the Cassino builds, the market's
offers). The list hands every key to the table, so the table's own keys work unchanged, and moves
its current item to the card the table has focused, which is what the screen reader speaks.

It also announces every history line as it appears (``announcer.py``) and answers three keys:
F2 where am I, F3 the last announcement again, F4 my hand. What is particular to a family (card
words, refusals, places, the state in a sentence) is a ``Words`` subclass in the family's
package, ``ui/<family>/access.py``; the defaults (``access_words.py``) read what every table has.
"""

from __future__ import annotations

import contextlib
import importlib
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, QRect, Qt, QTimer
from PySide6.QtGui import (
    QAccessible,
    QAccessibleEvent,
    QAccessibleTableModelChangeEvent,
    QKeyEvent,
    QPainter,
    QPalette,
    QPen,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QWidget,
)

from ...engine.cards import Card
from .access_words import SUIT_SIGNS, Words
from .announcer import Announcer, spoken

POLL_MS = 400  # the list follows the table this often as well as after every key and event


class HandList(QListWidget):
    """The focusable list a screen reader sees in place of the drawn cards (the table's focus proxy)."""

    def __init__(self, table: QWidget) -> None:
        super().__init__(table)
        self.table = table
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        # A strip one pixel wide down the table's left margin, as tall as the table (so a screen
        # reader finds every item on screen); it draws nothing and lets the mouse through: the
        # cards show the focus.
        self.setFrameShape(QListWidget.Shape.NoFrame)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.place()
        self.show()
        self.after_key: Any = None
        self.before_key: Any = None
        self.installEventFilter(self)
        table.installEventFilter(self)

    def place(self) -> None:
        self.setGeometry(0, 0, 1, self.table.height())
        self.lower()

    def paintEvent(self, event: Any) -> None:
        pass  # seen by screen readers only

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.table and event.type() == QEvent.Type.Resize:
            self.place()
        if watched is self.table and event.type() == QEvent.Type.Show and self.after_key is not None:
            QTimer.singleShot(0, self, self.after_key)  # named and filled as soon as it is on screen
        if watched is self and event.type() == QEvent.Type.KeyPress:
            key_event: Any = event
            if key_event.key() in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
                return False
            copy = QKeyEvent(
                QEvent.Type.KeyPress,
                key_event.key(),
                key_event.modifiers(),
                key_event.text(),
                key_event.isAutoRepeat(),
                key_event.count(),
            )
            if self.before_key is not None:
                self.before_key()
            QApplication.sendEvent(self.table, copy)
            if self.after_key is not None:
                self.after_key()
            return True
        return False


class FocusFrame(QWidget):
    """A frame round the table's felt while the keys are at the table (its list has the focus), so
    the focus is always visible, also at tables that ring no card."""

    def __init__(self, table: QWidget, felt: QWidget, outset: int = 0) -> None:
        """``outset``: pixels the frame lies outside ``felt`` (round words, clear of their letters)."""
        super().__init__(table)
        self.felt = felt
        self.outset = outset
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        felt.installEventFilter(self)
        self.hide()

    def follow(self) -> None:
        at = QRect(self.felt.mapTo(self.parentWidget(), QPoint(0, 0)), self.felt.size())
        self.setGeometry(at.adjusted(-self.outset, -self.outset, self.outset, self.outset))
        self.raise_()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.Resize, QEvent.Type.Move) and self.isVisible():
            self.follow()
        return False

    def paintEvent(self, event: Any) -> None:
        painter = QPainter(self)
        pen = QPen(self.palette().color(QPalette.ColorRole.Highlight), 3)
        painter.setPen(pen)
        painter.drawRect(self.rect().adjusted(1, 1, -2, -2))


class TableAccess(QObject):
    def __init__(self, table: Any, words: Words) -> None:
        super().__init__(table)
        self.table, self.words = table, words
        self.list = HandList(table)
        self.list.setAccessibleName(QCoreApplication.translate("Accessibility", "Your hand"))
        self.list.after_key = self.refresh
        self._keys = 0  # keys the person has pressed at the table
        self._status: tuple[str, int] = ("", -1)  # the table's last message said, at which key
        self.list.before_key = self._key_pressed
        history = getattr(table, "history", None)
        self.announcer = Announcer(
            table, history if isinstance(history, QListWidget) else None, knave=bool(words.knave)
        )
        self.announcer.counted = words.counted  # like lines in a row said once, counted
        self._prompt = ""
        self._said: tuple[int, set[str]] = (-1, set())  # what was heard at this move of the game
        self.announcer.on_say.append(lambda text: self._heard_now().add(text))
        self._buttons = ""  # the buttons last said with a question
        self._chosen: set[Card] = set()  # the cards chosen at the last look
        self._dealt = True  # the list is filled by a deal and has focused none of its cards yet
        table.setFocusProxy(self.list)
        for name in ("view", "felt", "board"):
            widget = getattr(table, name, None)
            if isinstance(widget, QWidget) and widget.focusProxy() is None and widget is not self.list:
                widget.setFocusProxy(self.list)
        status = getattr(table, "status", None)
        if status is not None:
            status.connect(self._on_status)
        felt = next(
            (w for n in ("view", "felt", "board") if isinstance(w := getattr(table, n, None), QWidget)), None
        )
        self.frame = FocusFrame(table, felt) if felt is not None else None
        QApplication.instance().focusChanged.connect(self._focus_changed)
        self.timer = QTimer(self)
        self.timer.timeout.connect(self.refresh)
        self.timer.start(POLL_MS)
        self.refresh()

    def refresh(self) -> None:
        """Make the list mirror the table: its items, the focused one, its name; say a new prompt."""
        if not self.table.isVisible():
            return
        self._name_buttons()
        try:
            items, focus, name = self.words.items(), self.words.focus(), self.words.list_name()
            items = [spoken(text, self.announcer.knave) for text in items]  # no signs read aloud
        except Exception:  # a table between deals may be half built: the next refresh mends it
            return
        lst = self.list
        if not lst.count():
            self._dealt = True  # an empty list filled: a deal begins
        if [lst.item(i).text() for i in range(lst.count())] != items:
            # Changed in place (a screen reader keeps its place in the list), grown or cut at its end.
            for row, text in enumerate(items[: lst.count()]):
                if lst.item(row).text() != text:
                    lst.item(row).setText(text)
                    # Told, or a screen reader keeps the name it has (the AT-SPI check heard "queen of
                    # hearts" for "queen of hearts, playable, chosen"): Qt says nothing of an item's new text.
                    renamed = QAccessibleEvent(lst, QAccessible.Event.NameChanged)
                    renamed.setChild(row)
                    QAccessible.updateAccessibility(renamed)
            if lst.count() != len(items):
                if lst.currentRow() >= len(items):  # off the item first: no focus on a removed one
                    lst.setCurrentRow(focus if 0 <= focus < len(items) else -1)
                while lst.count() > len(items):
                    lst.takeItem(lst.count() - 1)
                for text in items[lst.count() :]:
                    lst.addItem(QListWidgetItem(text))  # named before it is in the list
                lst.doItemsLayout()  # now, not at Qt's next layout pass: on screen at once
                # Qt's list interface may keep a stale (nameless) item after rows change: afresh.
                QAccessible.updateAccessibility(
                    QAccessibleTableModelChangeEvent(
                        lst, QAccessibleTableModelChangeEvent.ModelChangeType.ModelReset
                    )
                )
        if name and lst.accessibleName() != name:
            lst.setAccessibleName(name)
        focus = focus if 0 <= focus < len(items) else -1
        if self._dealt and self.words.cards_played and lst.currentRow() < 0 and not self.words.my_turn():
            # A deal beginning: the first card is focused once the person may play, so that it is
            # heard "…, playable" / "not playable: …" as every later card is, not by its name alone.
            focus = -1
        self._dealt = self._dealt and lst.currentRow() < 0 and focus < 0
        moved = lst.currentRow() != focus
        if moved:
            lst.setCurrentRow(focus)
        self._say_chosen(moved)
        prompt = getattr(self.table, "prompt", None)
        text = prompt.text() if isinstance(prompt, QLabel) else ""
        if text != self._prompt:
            self._prompt = text
            if text and text != self.words.refused:
                self.words.question = text
            lst.setAccessibleDescription(text)
            # Said once per move of the game: a prompt written again (after a hint, a refusal, the
            # game's summary giving back "You lose.", which the history said) is not heard twice.
            heard = self._heard_now()
            # Between a deal's end and its hold the prompt says "The deal is over."; the hold then
            # says it again with what to press, so only the hold's words are heard.
            hold = getattr(self.table, "deal_end", None)
            interim = hold is not None and text == hold.over_text()
            # The game's result in the prompt (given back after the last hold) is the summary's to say.
            result = all(line.strip() in self.announcer.quiet for line in text.split("\n"))
            if text and text not in heard and not interim and not result:
                self.announcer.flush_now()  # the history's lines first: they may say it
                if text not in heard and text != self.announcer.last:
                    self.announcer.say(text)
        buttons = self.words.buttons(reserved=False)
        if buttons != self._buttons:  # new answers to what is asked: said after the question
            self._buttons = buttons
            if buttons and self.words.my_turn():
                self.announcer.say(buttons)

    def _heard_now(self) -> set[str]:
        """What has been said since the game last moved (the history's length)."""
        move = len(self.table.game.history)
        if self._said[0] != move:
            self._said = (move, set())
        return self._said[1]

    def _say_chosen(self, moved: bool) -> None:
        """Space chose a card (or took it back) without moving the focus: a screen reader does not
        read the item's new name by itself, so it is said ("three of clubs, chosen"). A move of the
        focus that chooses (the arrows at Commerce) is heard as the focus's new item instead."""
        try:
            chosen = self.words.chosen()
        except Exception:
            return
        added, removed = chosen - self._chosen, self._chosen - chosen
        self._chosen = chosen
        if moved or len(added) > 1 or (not added and len(removed) != 1):
            return  # (a new deal, a lay-out made: not a choice of one card)
        card = next(iter(added or removed))  # (one chosen in place of another: the new one is said)
        if added:
            words = QCoreApplication.translate("Accessibility", "%1, chosen")
        else:
            words = QCoreApplication.translate("Accessibility", "%1, not chosen")
        self.announcer.say(words.replace("%1", self.words.card_name(card)))

    def _name_buttons(self) -> None:
        """A button that names cards in signs ("Take 6♠") is named in words for the screen reader."""
        for button in self.table.findChildren(QPushButton):
            text = button.text()
            if not any(sign in text for sign in SUIT_SIGNS):
                continue
            plain = " ".join(text.replace("&&", "\0").replace("&", "").replace("\0", "&").split())
            words = spoken(plain, self.announcer.knave)
            if button.accessibleName() != words:
                button.setAccessibleName(words)

    def _focus_changed(self, _old: Any, new: Any) -> None:
        if self.frame is not None:
            if new is self.list:
                self.frame.follow()
            self.frame.setVisible(new is self.list)

    def _key_pressed(self) -> None:
        self._keys += 1

    def _on_status(self, text: str) -> None:
        """A table's message for the screen reader; not when a history line just logged says it
        already (cribbage's "Computer: Fifteen for two" beside its line "... (score 14)"), but
        again when the person's next key brings the same refusal (pressed twice, it was silent)."""
        self.words.refused = text
        # The same words said last, by the table, at an earlier key: the person tried again.
        again = self.announcer.last == text.strip() == self._status[0] and self._status[1] != self._keys
        if text and (again or not self.announcer.told(text)):
            self._status = (text, self._keys)
            self.announcer.say(text)

    def where_am_i(self) -> None:
        self.announcer.flush_now()
        where = self.words.where()
        self.announcer.say(where, assertive=True)
        # The question and its buttons F2 has just said are not said again by the list's next look
        # (F2 pressed as the person's turn began).
        prompt = getattr(self.table, "prompt", None)
        if isinstance(prompt, QLabel) and prompt.text() and prompt.text() in where:
            self._heard_now().add(prompt.text())
        buttons = self.words.buttons(reserved=False)
        if buttons and buttons.rstrip(".") in where:
            self._buttons = buttons

    def repeat(self) -> None:
        self.announcer.repeat()

    def list_hand(self) -> None:
        self.announcer.say(self.words.hand_words(), assertive=True)


def attach(table: Any) -> TableAccess | None:
    """Give a table its screen-reader list, announcer and keys, with its family's words."""
    if getattr(table, "access", None) is not None or not hasattr(table, "game"):
        return getattr(table, "access", None)
    words_class: type[Words] = Words
    package = type(table).__module__.rsplit(".", 1)[0]
    with contextlib.suppress(ImportError):
        words_class = importlib.import_module(package + ".access").Words
    table.access = TableAccess(table, words_class(table))
    return table.access
