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
package, ``ui/<family>/access.py``; the defaults here read what every table has.
"""

from __future__ import annotations

import contextlib
import importlib
import re
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
    QAbstractSpinBox,
    QApplication,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QWidget,
)

from ...engine.actions import Action
from ...engine.cards import Card
from .announcer import Announcer, spoken
from .card_words import card_name
from .keyboard_focus import tab_stops
from .keys import RESERVED, mnemonic

SENTENCE_END = re.compile(r"(?<=[.!?])\s+")
SUIT_SIGNS = "♠♥♦♣"
EMPTY = {"–", "-", "—"}  # a label with nothing to tell (Speculation's "Asking: –"): not read out
POLL_MS = 400  # the list follows the table this often as well as after every key and event


def cards_text(count: int) -> str:
    if count == 1:
        return QCoreApplication.translate("Accessibility", "one card")
    return QCoreApplication.translate("Accessibility", "%1 cards").replace("%1", str(count))


def one_line(text: str) -> str:
    """A label's lines as one sentence a screen reader pauses in: "Pool: 9, You: -2, Computer 1: -3"
    (lines run together read "Pool: 9 You: -2 Computer 1: -3")."""
    lines = [" ".join(line.split()) for line in text.splitlines()]
    lines = [line for line in lines if line]
    return " ".join(
        line if i == len(lines) - 1 or line.endswith((".", ",", ";", ":", "!", "?")) else line + ","
        for i, line in enumerate(lines)
    )


class Words:
    """What a family says about its table; every method has a default that reads the table."""

    knave = False  # Peel's games say "knave" where cribbage says "jack"
    question = ""  # the table's last prompt that was not a refusal (TableAccess keeps it)
    refused = ""  # the last refusal the table sent (a table may write it in the prompt's place)
    cards_played = True  # False where cards are dealt and shown, never played (banking games)

    def __init__(self, table: Any) -> None:
        self.table = table
        self.game = table.game
        self.human: int = table.human

    # -- the person's cards ---------------------------------------------------------------------
    def hand(self) -> list[Card]:
        """The person's cards in the order the table shows them."""
        scene = getattr(self.table, "scene", None)
        hands = getattr(scene, "hands", None)
        if hands is not None and len(hands) > self.human:
            return [item.card for item in hands[self.human] if item.card is not None]
        return list(getattr(self.view(), "hand", ()) or ())

    def chosen(self) -> set[Card]:
        """The person's cards chosen so far for an action of several (the crib, a capture)."""
        scene = getattr(self.table, "scene", None)
        hands = getattr(scene, "hands", None)
        if hands is None or len(hands) <= self.human:
            return set()
        return {
            item.card
            for item in hands[self.human]
            if item.card is not None and getattr(item, "selected", False)
        }

    def focus(self) -> int:
        """The index (in :meth:`items`) of what the table has focused, or -1."""
        index = getattr(self.table, "focus_index", None)
        return index if isinstance(index, int) else -1

    def view(self) -> Any:
        return self.game.view(self.human)

    def card_name(self, card: Card) -> str:
        return card_name(card, self.knave)

    def my_turn(self) -> bool:
        with contextlib.suppress(Exception):
            return bool(self.table._my_turn())
        return False

    def legal(self) -> list[Action]:
        if self.game.is_over():
            return []
        return list(self.game.legal_actions(self.human))

    def card_kind(self, legal: list[Action]) -> str:
        """The kind of action a card is asked about when it is not playable."""
        return next((a.kind for a in legal if a.cards), "play")

    def refusal(self, code: str) -> str:
        """The table's own words for a refusal code."""
        words = getattr(self.table, "refusal_text", None)
        return str(words(code)) if callable(words) else code

    def card_words(self, card: Card, legal: list[Action]) -> str:
        """'king of hearts, playable' / 'king of hearts, not playable: you must follow diamonds'."""
        name = self.card_name(card)
        if not self.cards_played or not any(a.cards for a in legal):
            return name  # the question now is not about a card (a bid, a call, a stake)
        if any(card in a.cards for a in legal):
            return QCoreApplication.translate("Accessibility", "%1, playable").replace("%1", name)
        code = None
        with contextlib.suppress(Exception):
            code = self.game.why_illegal(self.human, Action(self.card_kind(legal), (card,)))
        if code is None:
            return name  # the card is not what is asked for now (a bid, a call)
        return (
            QCoreApplication.translate("Accessibility", "%1, not playable: %2")
            .replace("%1", name)
            .replace("%2", self.refusal(code))
        )

    def action_label(self, action: Action) -> str | None:
        """The words the table shows for an action that is not a card (its button, its place), or
        None where a family has not said (tests check that each is in the accessible tree)."""
        return None

    def action_names(self, legal: list[Action]) -> list[str]:
        """A name for each action the person may take now, as the accessible tree must have it."""
        names: list[str] = []
        hand = self.hand()
        for action in legal:
            label = self.action_label(action)
            if label is not None:
                names.append(label.replace("&&", "\0").replace("&", "").replace("\0", "&"))
            else:  # a card of the hand (a card elsewhere is a family's place)
                names.extend(self.card_name(c) for c in action.cards if c in hand)
        return list(dict.fromkeys(names))

    # -- what the list shows ----------------------------------------------------------------------
    def places(self, legal: list[Action]) -> list[str]:
        """The other places the person can act on now, after the hand (a family adds them)."""
        return []

    def news(self) -> str:
        """What the others did since the person was last asked that the table's history does not
        write (cribbage's history keeps only the scores), said before the prompt; or nothing."""
        return ""

    def table_words(self) -> str:
        """What lies in the middle of the table (the trick, the cards to take, the pile's top), in
        a sentence, or nothing; a family says it. It ends the list and begins F2's state."""
        return ""

    def cards_text(self, cards: Any) -> str:
        names = [self.card_name(c) for c in cards]
        return ", ".join(names) if names else QCoreApplication.translate("Accessibility", "nothing")

    def items(self) -> list[str]:
        legal = self.legal() if self.my_turn() else []
        middle = self.table_words()
        chosen = self.chosen()
        said = QCoreApplication.translate("Accessibility", "%1, chosen")
        return (
            [
                said.replace("%1", self.card_words(c, legal)) if c in chosen else self.card_words(c, legal)
                for c in self.hand()
            ]
            + self.places(legal)
            + ([middle] if middle else [])
        )

    def list_name(self) -> str:
        """The list's name, "Your hand, 5 cards"; "" keeps the name it has: a hand emptied before
        the next deal is not said to hold no cards (it holds the new ones a moment later)."""
        cards = len(self.hand())
        if not cards:
            return "" if not self.game.is_over() else QCoreApplication.translate("Accessibility", "Your hand")
        return QCoreApplication.translate("Accessibility", "Your hand, %1").replace("%1", cards_text(cards))

    def hand_words(self) -> str:
        cards = self.hand()
        if not cards:
            return QCoreApplication.translate("Accessibility", "You hold no cards.")
        names = ", ".join(self.card_name(c) for c in cards)
        text = QCoreApplication.translate("Accessibility", "Your hand, %1: %2")
        return text.replace("%1", cards_text(len(cards))).replace("%2", names)

    # -- where am I -------------------------------------------------------------------------------
    def turn(self) -> str:
        prompt = getattr(self.table, "prompt", None)
        hold = getattr(self.table, "deal_end", None)
        if getattr(hold, "holding", False) and isinstance(prompt, QLabel) and prompt.text():
            return prompt.text()  # the deal's end waits for the person: "Press Space ... to go on."
        summary = getattr(self.table, "summary", None)
        if self.game.is_over():
            if summary is not None and callable(getattr(summary, "text", None)):
                return summary.text()
            return QCoreApplication.translate("Accessibility", "The game is over.")
        if self.my_turn() and isinstance(prompt, QLabel) and prompt.text():
            text = prompt.text()
            if text == self.refused and self.question and self.question != text:
                text = f"{self.question} {text}"  # a refusal in the prompt's place: the question first
            yours = QCoreApplication.translate("Accessibility", "Your turn.")
            if text.startswith(yours.rstrip(".")):
                return text  # the prompt says it already
            return yours + " " + text
        thinking = getattr(getattr(self.table, "panel", None), "thinking_label", None)
        if isinstance(thinking, QLabel) and thinking.text():
            return thinking.text()
        return (
            QCoreApplication.translate("Accessibility", "Your turn.")
            if self.my_turn()
            else QCoreApplication.translate("Accessibility", "Waiting for the other players.")
        )

    def state(self) -> str:
        """The count or trick, scores, stakes: by default what the table writes beside its cards."""
        parts: list[str] = [self.table_words()] if self.table_words() else []
        for name in ("board", "felt"):  # (the card view describes the hand: F4's words)
            widget = getattr(self.table, name, None)
            if isinstance(widget, QWidget) and widget.accessibleDescription():
                parts.append(widget.accessibleDescription())
        panel = getattr(self.table, "panel", None)
        skip = {id(getattr(panel, n, None)) for n in ("prompt", "thinking_label", "history_title")}
        # Not the prompt again (said first) nor the history's title.
        said = {getattr(getattr(self.table, "prompt", None), "text", lambda: "")()}
        history = getattr(self.table, "history", None)
        said.add(history.accessibleName() if isinstance(history, QWidget) else "")
        if isinstance(panel, QWidget):
            labels = panel.findChildren(QLabel)
            skip |= {
                id(label.buddy()) for label in labels if isinstance(label.buddy(), QLabel)
            }  # (with its title)
            for label in labels:
                text = label.text().strip()
                if label.objectName() in ("thinking", "hint") or id(label) in skip or text in said:
                    continue  # who is thinking is said first, by turn(); the hint when H asks for it
                if label.textFormat() == Qt.TextFormat.RichText or ("<" in text and ">" in text):
                    text = re.sub(r"<[^>]+>", " ", text)  # words, not tags
                box = label.buddy()
                if isinstance(box, QAbstractSpinBox) and box.isVisibleTo(panel):  # the amount chosen
                    text = f"{text.rstrip(': ')}: {box.text()}"
                elif isinstance(box, QLabel):  # a form's row: "Best bid: none yet"; nothing to tell, not read
                    value = box.text().strip()
                    text = f"{text.rstrip(': ')}: {value}" if value and value not in EMPTY else ""
                if label.isVisibleTo(panel) and text:
                    parts.append(text)
        parts = [one_line(p.replace("&", "")) for p in parts]  # no mnemonic marks
        parts = [p for p in parts if p.rstrip(".").split(":")[-1].strip() not in EMPTY]  # "Best bid: –"
        return " ".join(p if p.endswith((".", "!", "?", ":")) else p + "." for p in parts)

    def buttons(self) -> str:
        """The table's buttons one may press now, each with its key: "Buttons: Name clubs, key C;
        Draw a card, key D." (the Hint's H and the review's R are the same everywhere: not said)."""
        named = []
        for button in tab_stops(self.table):
            if not isinstance(button, QPushButton) or not button.text():
                continue
            letter = mnemonic(button.text())
            if letter in RESERVED:
                continue
            label = " ".join(button.text().replace("&&", "\0").replace("&", "").replace("\0", "&").split())
            with_key = QCoreApplication.translate("Accessibility", "%1, key %2")
            named.append(with_key.replace("%1", label).replace("%2", letter) if letter else label)
        if not named:
            return ""
        return QCoreApplication.translate("Accessibility", "Buttons: %1.").replace("%1", "; ".join(named))

    def where(self) -> str:
        """Whose turn and what is asked, the buttons to answer with, then the state; a sentence the
        turn said already (a prompt that also lies in the middle, Pope Joan's "Play your six of
        spades: it follows on.") once."""
        turn = self.turn()
        said = {s.strip() for s in SENTENCE_END.split(turn)}
        state = " ".join(s for s in SENTENCE_END.split(self.state()) if s.strip() and s.strip() not in said)
        return " ".join(p for p in (turn, self.buttons(), state) if p)


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
            QApplication.sendEvent(self.table, copy)
            if self.after_key is not None:
                self.after_key()
            return True
        return False


class FocusFrame(QWidget):
    """A frame round the table's felt while the keys are at the table (its list has the focus), so
    the focus is always visible, also at tables that ring no card."""

    def __init__(self, table: QWidget, felt: QWidget) -> None:
        super().__init__(table)
        self.felt = felt
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        felt.installEventFilter(self)
        self.hide()

    def follow(self) -> None:
        self.setGeometry(QRect(self.felt.mapTo(self.parentWidget(), QPoint(0, 0)), self.felt.size()))
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
        history = getattr(table, "history", None)
        self.announcer = Announcer(
            table, history if isinstance(history, QListWidget) else None, knave=bool(words.knave)
        )
        self._prompt = ""
        self._said: tuple[str, int] = ("", -1)
        self._buttons = ""  # the buttons last said with a question
        self._chosen: set[Card] = set()  # the cards chosen at the last look
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
        except Exception:  # a table between deals may be half built: the next refresh mends it
            return
        lst = self.list
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
            # Said once per move of the game: a table that writes the same prompt again (after a
            # hint, a refusal) is not heard twice.
            said = (text, len(self.table.game.history))
            # Between a deal's end and its hold the prompt says "The deal is over."; the hold then
            # says it again with what to press, so only the hold's words are heard.
            hold = getattr(self.table, "deal_end", None)
            interim = hold is not None and text == hold.over_text()
            if text and text != self.announcer.last and said != self._said and not interim:
                self._said = said
                self.announcer.flush_now()
                with contextlib.suppress(Exception):
                    self.announcer.say(self.words.news())
                self.announcer.say(text)
        buttons = self.words.buttons()
        if buttons != self._buttons:  # new answers to what is asked: said after the question
            self._buttons = buttons
            if buttons and self.words.my_turn():
                self.announcer.say(buttons)

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

    def _on_status(self, text: str) -> None:
        """A table's message for the screen reader; not when a history line just logged says it
        already (cribbage's "Computer: Fifteen for two" beside its line "... (score 14)")."""
        self.words.refused = text
        if text and not self.announcer.told(text):
            self.announcer.say(text)

    def where_am_i(self) -> None:
        self.announcer.flush_now()
        self.announcer.say(self.words.where(), assertive=True)

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
