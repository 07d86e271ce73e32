"""What the tables' amount boxes share (banking's stakes, banks and packets; Speculation's price):
a number the game does not allow is refused in words, and the amount shown stays as it was.

Before, a number out of range became the nearest allowed without a word and the move went through
(playtest (f), 29 November: 9 typed at a stake of 1 to 5 staked 5; a packet of 3 became 4; a price
of 0 was offered at 1)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QFocusEvent, QKeyEvent, QValidator
from PySide6.QtWidgets import QAbstractSpinBox, QSpinBox

from . import keys

COUNTERS, CARDS = "counters", "cards"


def typed_number(box: QAbstractSpinBox) -> int | None:
    """The number the box's text shows now: typed, perhaps not allowed and so not yet its value
    (None when the text holds no number, as a special value's words)."""
    text = box.cleanText().strip()
    return int(text) if text.isdigit() else None


class NumberBox(QSpinBox):
    """A spin box that keeps a number out of its range as typed, for the move to refuse in words.

    A plain spin box swallows a digit that takes it past its most (9 typed at prices of 1 to 2), and
    puts the last amount back when Enter or the focus leaving ends a number not allowed, so the move
    went on at the amount shown without a word (playtest (g)). Here the digits stay, and a number
    not allowed that Enter or the focus leaving ends is kept in ``pending`` for the next move to
    refuse (and handed to :meth:`left_out_of_range`).

    Enter in the box is the box's own move: ``confirmed`` tells the table, which does what the box
    is for (offer at the price typed, stake the amount typed), and the key goes no further. A plain
    spin box passes Enter on to the table, whose Enter did something else (playtest (i): a price
    typed and Enter turned Speculation's card up)."""

    confirmed = Signal()  # Enter pressed in the box: its table does the box's move

    def __init__(self) -> None:
        super().__init__()
        self.pending: int | None = None  # a number not allowed, ended by Enter or the focus leaving

    def validate(self, text: str, pos: int) -> object:
        digits = text.removeprefix(self.prefix()).removesuffix(self.suffix()).strip()
        if digits.isdigit() and len(digits) <= 6:
            fits = self.minimum() <= int(digits) <= self.maximum()
            return (QValidator.State.Acceptable if fits else QValidator.State.Intermediate, text, pos)
        return super().validate(text, pos)

    def out_of_range(self) -> int | None:
        """The number the box's text shows, when the box does not allow it."""
        number = typed_number(self)
        return number if number is not None and not self.minimum() <= number <= self.maximum() else None

    def take_refused(self) -> int | None:
        """The number a move must refuse, once: shown now, or ended by Enter or the focus leaving."""
        pending, self.pending = self.pending, None
        return self.out_of_range() if pending is None else pending

    def left_out_of_range(self, number: int) -> None:
        """``number``, not allowed, was ended by Enter or the focus leaving (the box then shows the
        last amount again)."""
        self.pending = number

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if keys.plain_letter(event).isalpha():
            # A number box takes no letters: each goes on to the table, as where the focus is on the
            # cards (H the Hint, R the review, a button's letter), at every table with an amount box
            # (playtest (i): a click in Blind Hookey's stake box, then H typed into it, no Hint).
            event.ignore()
            return
        enter = event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        number = self.out_of_range() if enter else None
        super().keyPressEvent(event)
        if number is not None:
            self.left_out_of_range(number)
        if enter:
            event.accept()  # not on to the table (the spin box ignores it, to reach a dialog's default)
            self.confirmed.emit()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        number = self.out_of_range()
        super().focusOutEvent(event)
        if number is not None:
            self.left_out_of_range(number)


def allowed_words(values: Sequence[int]) -> str:
    """The amounts allowed, in words: "1 to 5" for a run, else each one ("10, 20 or 50")."""
    some = sorted(set(values))
    if not some:
        return ""
    if len(some) > 2 and some == list(range(some[0], some[-1] + 1)):
        text = QCoreApplication.translate("Table", "%1 to %2", "the amounts allowed: from %1 to %2")
        return text.replace("%1", str(some[0])).replace("%2", str(some[-1]))
    if len(some) == 1:
        return str(some[0])
    text = QCoreApplication.translate("Table", "%1 or %2", "the amounts allowed: a list, then the last one")
    return text.replace("%1", ", ".join(str(v) for v in some[:-1])).replace("%2", str(some[-1]))


def refused_text(number: int, values: Sequence[int], unit: str, shown: str) -> str:
    """``number`` typed where only ``values`` are allowed: what is allowed, and that the amount
    stays at ``shown`` (the box's words for it)."""
    text = (
        QCoreApplication.translate(
            "Table", "%1 is not allowed: a packet has %2 cards. The amount stays at %3."
        )
        if unit == CARDS
        else QCoreApplication.translate(
            "Table", "%1 is not allowed: choose %2 counters. The amount stays at %3."
        )
    )
    return text.replace("%1", str(number)).replace("%2", allowed_words(values)).replace("%3", shown)


def moved_text(number: int, values: Sequence[int], unit: str, shown: str) -> str:
    """The amount ``number`` kept from the last time the question was asked is not among ``values``
    now (a limit changed): what is allowed, and the amount the box took instead (its words)."""
    text = (
        QCoreApplication.translate("Table", "%1 is not allowed now: a packet has %2 cards. The amount is %3.")
        if unit == CARDS
        else QCoreApplication.translate(
            "Table", "%1 is not allowed now: choose %2 counters. The amount is %3."
        )
    )
    return text.replace("%1", str(number)).replace("%2", allowed_words(values)).replace("%3", shown)
