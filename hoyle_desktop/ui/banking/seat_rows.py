"""How each seat's cards lie on the banking felt: overlapping in a row, each card showing enough
of itself for its index (the rank and suit in its corner) to read clearly, within the room the seat
has between the cloth's edges, the stock and pile in the middle, and the seats level with it.

A hand too long for its room goes on in a second row below the first, lower by enough for the
first row's indices to show; where there is no room below either (the seat at the bottom), the
row closes up, never further than its indices need. A Vingt-un hand can hold eleven cards (four
aces, four twos and three threes).
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass, replace

from PySide6.QtCore import QRectF

CLEAR = 0.5  # of a card's width: the strip each card shows when there is room (its index and white)
TIGHT = 0.42  # the least strip in one row before the hand goes on in a second row
LEAST = 0.24  # the least strip at all: the index alone (it is 0.18 of the card's width)
DROP = 0.42  # of a card's height: the second row lies this far below the first
ABOVE = 40.0  # the name and purse lines above a seat's cards (two lines of 18 px)
BELOW = 58.0  # the chip and two lines of words under them
LINE = 18.0  # a line of words at the usual font; a desktop's large font makes ABOVE and BELOW more
SHORT = 3  # cards in a hand too short to lay in two rows
WORDS = 0.6  # of a card's width: how far the words under a box may reach past its sides
APART = 0.6  # of a card's width: the least room between two seats' rows side by side
BUTTON = 0.75  # of a card's width: the dealer's button before his row


@dataclass(frozen=True)
class SeatRows:
    """One seat's boxes: the first box's left edge, the step from card to card, and the number
    of rows (1 or 2) each box is laid in."""

    left: float
    step: float
    rows: int
    drop: float  # the second row's offset down (0 with one row)
    # The dealer's button goes beside the name, not before the row: a row pushed in from the
    # cloth's edge left no room before it (fixn: "D" over the neighbour's place for a stake).
    button_by_name: bool = False

    def per_row(self, cards: int) -> int:
        return max(1, math.ceil(cards / self.rows))

    def width(self, cards: int, cw: float) -> float:
        return cw + self.step * max(0, self.per_row(cards) - 1)

    def spot(self, k: int, cards: int) -> tuple[float, float]:
        """Card ``k``'s offset from its box's top left corner."""
        per = self.per_row(cards)
        return (k % per) * self.step, (k // per) * self.drop


@dataclass(frozen=True)
class Seat:
    """What the layout needs of a seat: where it sits, its boxes' card counts, the room between
    boxes, and whether the dealer's button lies before its row."""

    x: float
    y: float
    cards: tuple[int, ...]
    gap: float
    dealer: bool
    reach: float = 0.0  # how far the words under its row reach past the row's ends (a long total)


def lay_out(
    seats: list[Seat], cw: float, ch: float, width: float, height: float, middle: QRectF, line: float = LINE
) -> list[SeatRows]:
    """Every seat's rows, each inside its lane and clear of the others and of ``middle``; ``line``:
    the height of a line of words."""
    return _Layout(seats, cw, ch, width, height, middle, line).rows()


@dataclass
class _Layout:
    seats: list[Seat]
    cw: float
    ch: float
    width: float
    height: float
    middle: QRectF
    line: float = LINE

    def rows(self) -> list[SeatRows]:
        cw, seats = self.cw, self.seats
        self.natural = [self.total(s, cw * CLEAR, 1) for s in seats]
        out = [self.place(i, None) for i in range(len(seats))]
        # Then each seat in turn takes what room its neighbours left, as they now lie (a long hand
        # gone to two rows, or a short one, leaves room the first shares did not give); twice round,
        # as a seat moved aside late leaves room for one placed before it.
        for i in list(range(len(seats))) * 2:
            extents = [
                (r.left, r.left + self.total(s, r.step, r.rows)) for s, r in zip(seats, out, strict=True)
            ]
            out[i] = self.place(i, extents)
            out[i] = self.make_way(i, out, self.lane(i, extents))
        out = self.spread(out)
        return [self.button_room(i, out) for i in range(len(seats))]

    def spread(self, out: list[SeatRows]) -> list[SeatRows]:
        """Rows on one level that still meet (rows of places and packets, which cannot close up,
        each centred under its name: Blind Hookey's three packets at eight) are moved apart along
        the level, first rightward, then back from the cloth's right edge, as far as that makes
        room (bankl: the dealer's third packet under the neighbour's place for a stake)."""
        out = list(out)
        levels: dict[int, list[int]] = {}
        for i, seat in enumerate(self.seats):
            levels.setdefault(round(seat.y), []).append(i)
        for row in levels.values():
            row.sort(key=lambda i: self.seats[i].x)
            size = [self.total(self.seats[i], out[i].step, out[i].rows) for i in row]
            left = [out[i].left for i in row]
            before = [self.cw * BUTTON if self.seats[i].dealer else 0.0 for i in row]
            room = [self.apart(self.seats[a], self.seats[b]) for a, b in itertools.pairwise(row)]
            first, last = self.seats[row[0]], self.seats[row[-1]]
            start = max(first.gap / 2, self.cw * WORDS) + 4
            edge = self.width - max(last.gap / 2, self.cw * WORDS) - 4
            over = sum(size) + sum(before) + sum(room) - (edge - start)
            if over > 0 and room:  # too little room across (longer words, German): the rows stay
                # on the cloth and clear of each other, their words closer than a space apart
                cut = min(1.0, over / sum(room))
                room = [r * (1 - cut) + 4 * cut for r in room]
            left[0] = max(left[0], start + before[0])
            for k in range(1, len(row)):
                left[k] = max(left[k], left[k - 1] + size[k - 1] + room[k - 1] + before[k])
            left[-1] = min(left[-1], edge - size[-1])
            for k in range(len(row) - 2, -1, -1):
                left[k] = min(left[k], left[k + 1] - before[k + 1] - room[k] - size[k])
            for k, i in enumerate(row):
                out[i] = replace(out[i], left=left[k])
        return out

    def button_room(self, i: int, out: list[SeatRows]) -> SeatRows:
        """A dealer's row with the button before it, or, where that spot (``BUTTON`` of a card's
        width left of the row) meets a level neighbour's row, the middle's cards or the cloth's
        edge, by the name."""
        seat, rows = self.seats[i], out[i]
        if not seat.dealer:
            return rows
        if not seat.cards:  # no row to stand before (Blind Hookey's packets lie in the middle)
            return replace(rows, button_by_name=True)
        spot = (rows.left - self.cw * BUTTON, rows.left)
        rivals = [
            (out[j].left, out[j].left + self.total(self.seats[j], out[j].step, out[j].rows))
            for j, other in enumerate(self.seats)
            if j != i and self.level(seat, other)
        ]
        middle = self.middle  # the stock and pile, level with a side seat's cards
        beside_middle = _meets((seat.y - self.ch / 2, seat.y + self.ch / 2), (middle.top(), middle.bottom()))
        if beside_middle and _meets(spot, (middle.left() - 4, middle.right() + 4)):
            return replace(rows, button_by_name=True)
        if spot[0] < 0 or any(_meets(spot, (lo - 4, hi + 4)) for lo, hi in rivals):
            return replace(rows, button_by_name=True)
        return rows

    def total(self, seat: Seat, step: float, rows: int) -> float:
        widths = [self.cw + step * max(0, math.ceil(n / rows) - 1) for n in seat.cards] or [self.cw]
        return sum(widths) + seat.gap * (len(widths) - 1)

    def place(self, i: int, extents: list[tuple[float, float]] | None) -> SeatRows:
        seat = self.seats[i]
        rows = self.fit(i, self.lane(i, extents))
        # Never off the cloth, whatever the room (a crowded table where nothing else fits).
        right = self.width - max(seat.gap / 2, self.cw * WORDS) - 4 - self.total(seat, rows.step, rows.rows)
        return replace(rows, left=max(4.0, min(rows.left, right)))

    def make_way(self, i: int, out: list[SeatRows], lane: tuple[float, float]) -> SeatRows:
        """A seat beside a hand closed up for want of room moves its row away from it, as far as
        its lane allows and its row still lies under its name."""
        seat, rows, cw = self.seats[i], out[i], self.cw
        total = self.total(seat, rows.step, rows.rows)
        left = rows.left
        for j in self.nearest_level(i):
            if out[j].step >= cw * CLEAR - 0.5:
                continue
            if self.seats[j].x > seat.x:
                left = max(lane[0], min(left, seat.x + cw / 2 - total))
            else:
                left = min(lane[1] - total, max(left, seat.x - cw / 2))
        return replace(rows, left=left)

    def band(self, seat: Seat, rows: int = 1) -> tuple[float, float]:
        top = seat.y - self.ch / 2
        more = 2 * max(0.0, self.line - LINE)  # two lines above, two below
        return top - ABOVE - more, top + self.ch + (rows - 1) * self.ch * DROP + BELOW + more

    def level(self, a: Seat, b: Seat) -> bool:
        """Whether one seat's cards lie level with the other's cards or words (a name beside the
        words under another row is no clash: both are short and centred)."""
        cards = lambda s: (s.y - self.ch / 2, s.y + self.ch / 2)  # noqa: E731
        return _meets(cards(a), self.band(b)) or _meets(cards(b), self.band(a))

    def nearest_level(self, i: int) -> list[int]:
        """The nearest seat level with seat ``i`` on each side (none, one or two)."""
        seat = self.seats[i]
        level = [j for j, other in enumerate(self.seats) if j != i and self.level(seat, other)]
        out = []
        for side in (-1, 1):
            near = [j for j in level if (self.seats[j].x - seat.x) * side > 0]
            if near:
                out.append(min(near, key=lambda k: abs(self.seats[k].x - seat.x)))
        return out

    def lane(self, i: int, extents: list[tuple[float, float]] | None) -> tuple[float, float]:
        """The room a seat's row may take across: from the cloth's edges, the middle's cards and
        words, and the nearest seat level with it on each side: up to that seat's row as it lies
        (``extents``), or, before any lies, the room between them shared as their natural widths ask."""
        seat, cw, middle = self.seats[i], self.cw, self.middle
        words = max(seat.gap / 2, cw * WORDS)
        button = cw * 0.75 if seat.dealer else 0.0
        lo, hi = max(words, button) + 4, self.width - words - 4
        if _meets(self.band(seat), (middle.top(), middle.bottom())):
            if seat.x < middle.left():
                hi = min(hi, middle.left() - words)
            elif seat.x > middle.right():
                lo = max(lo, middle.right() + words + button)
        half = self.natural[i] / 2
        for j in self.nearest_level(i):  # the nearest level seat on each side shares the room
            other = self.seats[j]
            apart = self.apart(seat, other)
            room = abs(other.x - seat.x) - apart
            theirs = self.natural[j] / 2
            mine = room - theirs if half + theirs <= room else room * half / (half + theirs)
            if extents is not None:
                edge = (
                    extents[j][0] - (cw * 0.75 if other.dealer else 0.0)
                    if other.x > seat.x
                    else extents[j][1]
                )
                mine = abs(edge - seat.x) - apart
            if other.x > seat.x:
                hi = min(hi, seat.x + mine)
            else:
                lo = max(lo, seat.x - mine + button)
        return lo, hi

    def apart(self, a: Seat, b: Seat) -> float:
        """The least room between two level seats' rows: enough for the words under each to keep a
        space apart where they reach past their rows (playtest (i): divided hands' "17 (or 7) ·
        content" against the next seat's words at eight players)."""
        return max(self.cw * APART, a.reach + b.reach + 8)

    def fit(self, i: int, lane: tuple[float, float]) -> SeatRows:
        seat, (lo, hi), cw = self.seats[i], lane, self.cw
        room = max(0.0, hi - lo)
        step, rows = self.step(seat, room, 1), 1
        # A second row for a long hand only: a short one laid in two hung its second card below the
        # first (playtest (i): a divided pair's two hands of two cards each).
        long = max(seat.cards, default=0) > SHORT
        if step < cw * TIGHT and long and self.second_row_fits(i, lane):
            step, rows = self.step(seat, room, 2), 2
        step = max(cw * LEAST, min(cw * CLEAR, step))
        total = self.total(seat, step, rows)
        left = max(lo, min(seat.x - total / 2, hi - total))
        return SeatRows(left, step, rows, self.ch * DROP if rows == 2 else 0.0)

    def step(self, seat: Seat, room: float, rows: int) -> float:
        """The widest step (up to CLEAR) at which the seat's boxes fit ``room`` in ``rows`` rows."""
        overlaps = sum(max(0, math.ceil(n / rows) - 1) for n in seat.cards)
        if not overlaps:
            return self.cw * CLEAR
        fixed = self.cw * max(1, len(seat.cards)) + seat.gap * max(0, len(seat.cards) - 1)
        return min(self.cw * CLEAR, (room - fixed) / overlaps)

    def second_row_fits(self, i: int, across: tuple[float, float]) -> bool:
        """A second row (the words under it lower too) stays on the cloth, above the middle's cards
        where the lane passes over them, and above every seat below within the lane."""
        seat, middle = self.seats[i], self.middle
        low = self.band(seat, 2)
        if low[1] > self.height - 4:
            return False
        if _meets(across, (middle.left(), middle.right())) and _meets(low, (middle.top(), middle.bottom())):
            return False
        for j, other in enumerate(self.seats):
            if j != i and other.y > seat.y and _meets(low, self.band(other)):
                reach = max(self.natural[j] / 2 + self.cw * WORDS, self.cw * 1.5)  # its row, name, words
                if _meets(across, (other.x - reach, other.x + reach)):
                    return False
        return True


def _meets(a: tuple[float, float], b: tuple[float, float]) -> bool:
    return a[0] < b[1] and b[0] < a[1]
