"""Where the Speculation board puts the turn-up card and its label ("Turn-up: Computer 3"), laid out
with the players' lines as one piece.

The label stands centred over or under its own card, in one line or two, and keeps that place for
the whole game: the place is chosen from what does not change from deal to deal (the seats' cards
at their steady widths, the spare hand, the longest words the label may say) and against the
players' lines as every seat would write them as dealer and chief hand. The lines then keep clear
of the label. Where no place by the card at its own spot is clear, the card moves right until one
is (fixm item 7: at five the label, moved right of its card, read as the left seat's; over the card
it changed sides from deal to deal at four as "(dealer)" widened that seat's line)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter

STEPS = 9  # how far right the card may move for its label's room, in tenths of a card


@dataclass(frozen=True)
class LabelPlace:
    shift: float = 0.0  # how far right of its own place the card lies, for the label's room
    over: bool = False  # over the card, else under it
    split: bool = False  # in two lines: "Turn-up:" over the name


def label_words(words: str, place: LabelPlace) -> str:
    return words.replace(": ", ":\n", 1) if place.split else words


def label_box(p: QPainter, card: QRectF, words: str, place: LabelPlace) -> QRectF:
    """Where the label's letters lie, centred over or under ``card``, a few pixels from it (the
    frame round the best trump among them)."""
    text = label_words(words, place)
    gap = max(5.0, card.width() * 0.07)
    flags = int(Qt.AlignmentFlag.AlignHCenter) | int(Qt.AlignmentFlag.AlignTop)
    width = card.width() * 6
    fitted = p.boundingRect(QRectF(card.center().x() - width / 2, 0, width, 1000), flags, text)
    top = card.top() - gap - fitted.height() if place.over else card.bottom() + gap
    return fitted.translated(0, top - fitted.top())


def label_room(box: QRectF, cw: float) -> QRectF:
    """The room the players' lines keep clear of round the label's letters: a letter's width across
    (2 px apart, two lines side by side read as one), a little up and down."""
    return box.adjusted(-cw * 0.15, -cw * 0.05, cw * 0.15, cw * 0.05)


def choose(
    p: QPainter,
    cards: tuple[QRectF, QRectF],
    words: str,
    fixed: Sequence[QRectF],
    felt: QRectF,
    lines_clear: Callable[[list[QRectF]], bool],
) -> LabelPlace:
    """The first place (one line before two; the card least moved; under it before over it) whose
    label, wherever the card lies in a deal (``cards``: leftmost and rightmost), is on the felt and
    clear of ``fixed`` (the seats' cards, the spare hand), and leaves every seat's line a place
    (``lines_clear`` of the middle's room: the card's span and the label's)."""
    first, last = cards
    apart = first.width() * 0.1
    fallback = None
    for split in (False, True):
        for step in range(STEPS):
            shift = first.width() * 0.1 * step
            span = first.united(last).translated(shift, 0)
            for over in (False, True):
                place = LabelPlace(shift, over, split)
                rooms = [label_box(p, card.translated(shift, 0), words, place) for card in cards]
                if not all(felt.contains(room) for room in rooms):
                    continue
                # (the card at its leftmost keeps clear of the cards beside it: ``_turn_up_x``)
                grown = [
                    r.adjusted(-apart, -apart / 2, apart, apart / 2)
                    for r in [*rooms, last.translated(shift, 0)]
                ]
                if any(r.intersects(f) for r in grown for f in fixed):
                    continue
                fallback = fallback or place
                if lines_clear([span, *(label_room(r, first.width()) for r in rooms)]):
                    return place
    return fallback or LabelPlace()
