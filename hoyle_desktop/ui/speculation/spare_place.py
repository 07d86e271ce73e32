"""Where the Speculation board puts the spare hand and its name ("Spare hand").

First right of the middle, under the pool, the name under the cards, moved in as far as a seat at
the right leaves room (playtest (h)). Where that place meets the turn-up's label under its card or
a player's line (six players: "Turn-up: Computer 5" ran under the spare hand's cards, and with large
cards the person's line met "Main de réserve"), it goes over the middle, between the turn-up and the
seats above it, its name over its cards. The place is chosen from what keeps still through a deal
(the seats' cards at their steady widths, the turn-up's longest label), so it never moves as cards
turn (banklay)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QRectF

APART = 0.12  # of a card's width: the least room round the spare hand's cards and name
SIZE = 0.7  # of a card's width: the spare hand's cards
SIZES = (SIZE, 0.6, 0.5)  # over the middle: smaller where the room down is short (large cards)


@dataclass(frozen=True)
class SparePlace:
    cards: QRectF  # where the cards lie
    words: QRectF  # the room of its name
    size: float = SIZE  # its cards' width, of a card's

    def card_left(self, i: int, cw: float) -> float:
        """Card ``i``'s left edge (each shows a half of its width)."""
        return self.cards.x() + i * cw * self.size / 2

    def rooms(self) -> list[QRectF]:
        return [self.cards, self.words]


def below(
    cx: float, cy: float, cw: float, count: int, words: tuple[float, float], seats: Sequence[QRectF]
) -> SparePlace:
    """Right of the middle, under the pool (``seats``: each seat's cards, moved in clear of those at
    the right); ``count`` cards, a name ``words`` wide and high."""
    cards_w = cw * SIZE * (1 + (count - 1) / 2)
    words_w, words_h = words
    width = max(cards_w, words_w)
    cards_h = cw * SIZE * 1.4
    top, bottom = cy + cw * 0.5, cy + cw * 0.5 + cards_h + 2 + words_h
    left = cx + cw * 0.4 - (width - cards_w) / 2  # the cards where they always lay, if there is room
    for r in seats:
        if r.center().x() > cx and r.top() < bottom and r.bottom() > top:
            left = min(left, r.left() - cw * 0.15 - width)
    left = max(left, cx - cw * 0.3)  # (right of the turn-up's name)
    cards = QRectF(left + (width - cards_w) / 2, top, cards_w, cards_h)
    return SparePlace(cards, QRectF(left, cards.bottom() + 2, width, words_h))


def above(
    cx: float, turn_up_top: float, cw: float, count: int, words_w: float, words_h: float, size: float = SIZE
) -> SparePlace:
    """Over the middle, centred across it: the cards (``size`` of a card's width) just over the
    turn-up's top, the name (a line ``words_h`` high) over them; as low as it goes, for the top
    seat's cards are near."""
    cards_w, cards_h = cw * size * (1 + (count - 1) / 2), cw * size * 1.4
    cards = QRectF(cx - cards_w / 2, turn_up_top - cw * 0.06 - cards_h, cards_w, cards_h)
    words = QRectF(cx - words_w / 2, cards.top() - 2 - words_h, words_w, words_h)
    return SparePlace(cards, words, size)


def clear(place: SparePlace, taken: Sequence[QRectF], felt: QRectF, cw: float) -> bool:
    """Whether the spare hand's cards and name lie on the felt, a little apart from ``taken``."""
    room = cw * APART
    grown = [r.adjusted(-room, -room / 2, room, room / 2) for r in place.rooms()]
    return all(felt.contains(r) for r in place.rooms()) and not any(
        g.intersects(t) for g in grown for t in taken
    )


def choose(places: Sequence[SparePlace], taken: Sequence[QRectF], felt: QRectF, cw: float) -> SparePlace:
    """The first place clear of ``taken``; else the first."""
    return next((place for place in places if clear(place, taken, felt, cw)), places[0])
