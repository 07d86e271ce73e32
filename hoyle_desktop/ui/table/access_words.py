"""What a table says to a screen reader: the person's cards in words, the middle of the table, where
am I (F2) and the buttons that answer a question. :class:`Words` reads what every table has; a
family says what differs in a subclass in ``ui/<family>/access.py``. ``accessibility.py`` puts it
before the screen reader.
"""

from __future__ import annotations

import contextlib
import re
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QComboBox,
    QLabel,
    QPushButton,
    QWidget,
)

from ...engine.actions import Action
from ...engine.cards import Card
from ...i18n import says_knave
from .card_words import card_name
from .counter_words import amount
from .keyboard_focus import tab_stops
from .keys import mnemonic

SENTENCE_END = re.compile(r"(?<=[.!?])\s+")
SUIT_SIGNS = "♠♥♦♣"
EMPTY = {"–", "-", "—"}  # a label with nothing to tell (Speculation's "Asking: –"): not read out


def cards_text(count: int) -> str:
    return amount(
        count,
        QCoreApplication.translate("Accessibility", "one card"),
        QCoreApplication.translate("Accessibility", "no cards"),  # said in words, not "0 cards"
        QCoreApplication.translate("Accessibility", "%1 cards"),
    )


def one_line(text: str) -> str:
    """A label's lines as one sentence a screen reader pauses in: "Pool: 9, You: -2, Computer 1: -3"
    (lines run together read "Pool: 9 You: -2 Computer 1: -3")."""
    # (French's no-break spaces before a colon kept)
    lines = [re.sub(r"[^\S\u00a0]+", " ", line).strip() for line in text.splitlines()]
    lines = [line for line in lines if line]
    return " ".join(
        line if i == len(lines) - 1 or line.endswith((".", ",", ";", ":", "!", "?")) else line + ","
        for i, line in enumerate(lines)
    )


class Words:
    """What a family says about its table; every method has a default that reads the table."""

    knave = False  # Peel's games say "knave" where cribbage says "jack" (i18n.KNAVE_GAMES)
    question = ""  # the table's last prompt that was not a refusal (TableAccess keeps it)
    refused = ""  # the last refusal the table sent (a table may write it in the prompt's place)
    cards_played = True  # False where cards are dealt and shown, never played (banking games)

    def __init__(self, table: Any) -> None:
        self.table = table
        self.game = table.game
        self.human: int = table.human
        self.knave = says_knave(str(getattr(getattr(self.game, "spec", None), "key", "")))

    def counted(self, line: str, times: int) -> str | None:
        """The sentence saying the history line ``line`` came ``times`` times in a row from one seat,
        said once in place of them all (the announcer holds such a line while it repeats); None for a
        line said each time. A family with like lines in a row (a computer drawing until it can play)
        gives their counted form."""
        return None

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
        """The list's name, "Your hand, 5 cards"; an emptied hand (the cards gone to the show, the
        next deal not yet dealt) is plain "Your hand": neither the last deal's count (the focus
        came back to "Your hand, one card" at cribbage's next deal) nor "no cards"."""
        cards = len(self.hand())
        if not cards:
            return QCoreApplication.translate("Accessibility", "Your hand")
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
                elif isinstance(box, QComboBox):  # a choice with its title: "Pace of the calls: Slow calls"
                    text = f"{text.rstrip(': ')}: {box.currentText()}"
                elif isinstance(box, QLabel):  # a form's row: "Best bid: none yet"; nothing to tell, not read
                    value = box.text().strip()
                    text = f"{text.rstrip(': ')}: {value}" if value and value not in EMPTY else ""
                if label.isVisibleTo(panel) and text:
                    parts.append(text)
        parts = [one_line(p.replace("&", "")) for p in parts]  # no mnemonic marks
        parts = [p for p in parts if p.rstrip(".").split(":")[-1].strip() not in EMPTY]  # "Best bid: –"
        return " ".join(p if p.endswith((".", "!", "?", ":")) else p + "." for p in parts)

    def buttons(self, reserved: bool = True) -> str:
        """The table's buttons one may press now, each with its key: "Buttons: Name clubs, key C;
        Draw a card, key D; Hint, key H." The Hint and the review answer H and R in every language
        (keys.RESERVED): where the button underlines another letter, both ("Tipp, Taste T oder H").
        ``reserved`` False: the answers to what is asked only, said as they come (the Hint and the
        review, at every table, would be heard at every turn)."""
        kept = self.reserved_buttons()
        named = []
        for button in tab_stops(self.table):
            if not isinstance(button, QPushButton) or not button.text():
                continue
            if id(button) in kept and not reserved:
                continue
            letter = mnemonic(button.text())
            label = " ".join(button.text().replace("&&", "\0").replace("&", "").replace("\0", "&").split())
            also = kept.get(id(button), letter)
            if letter and also != letter:
                with_keys = QCoreApplication.translate("Accessibility", "%1, key %2 or %3")
                named.append(with_keys.replace("%1", label).replace("%2", letter).replace("%3", also))
                continue
            with_key = QCoreApplication.translate("Accessibility", "%1, key %2")
            named.append(with_key.replace("%1", label).replace("%2", letter) if letter else label)
        if not named:
            return ""
        both = QCoreApplication.translate("Accessibility", "%1; %2")  # French: "touche E ; Acheter"
        listed = named[0]
        for name in named[1:]:
            listed = both.replace("%1", listed).replace("%2", name)
        return QCoreApplication.translate("Accessibility", "Buttons: %1.").replace("%1", listed)

    def reserved_buttons(self) -> dict[int, str]:
        """The Hint's and the review's buttons (by id) with the letter each answers in every language."""
        hint = getattr(getattr(self.table, "coach", None), "button", None)
        review = getattr(getattr(self.table, "review", None), "open_button", None)
        return {id(button): letter for letter, button in (("H", hint), ("R", review)) if button is not None}

    def where(self) -> str:
        """Whose turn and what is asked, the buttons to answer with, then the state; a sentence the
        turn said already (a prompt that also lies in the middle, Pope Joan's "Play your six of
        spades: it follows on.") once."""
        turn = self.turn()
        # (by their words: the state's lines are joined with plain spaces, the prompt may keep
        # French's no-break space before a colon)
        said = {" ".join(s.split()) for s in SENTENCE_END.split(turn)}
        state = " ".join(
            s for s in SENTENCE_END.split(self.state()) if s.strip() and " ".join(s.split()) not in said
        )
        return " ".join(p for p in (turn, self.buttons(), state) if p)
