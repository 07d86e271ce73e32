"""What the tables' amount boxes share (banking's stakes, banks and packets; Speculation's price):
a number the game does not allow is refused in words, and the amount shown stays as it was.

Before, a number out of range became the nearest allowed without a word and the move went through
(playtest (f), 29 November: 9 typed at a stake of 1 to 5 staked 5; a packet of 3 became 4; a price
of 0 was offered at 1)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QAbstractSpinBox

COUNTERS, CARDS = "counters", "cards"


def typed_number(box: QAbstractSpinBox) -> int | None:
    """The number the box's text shows now: typed, perhaps not allowed and so not yet its value
    (None when the text holds no number, as a special value's words)."""
    text = box.cleanText().strip()
    return int(text) if text.isdigit() else None


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
