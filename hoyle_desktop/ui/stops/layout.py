"""Where everything lies on the stops table, worked out from the table's size and the card size.

Three bands: the computer players along a shallow arc at the top (in the order of play, from the
person's left), the middle (the board on the left, the played cards in four suit rows, ace to
king, and a column with the dead hand and the turn-up), and the person's hand at the bottom.
Pure arithmetic on rectangles, so it can be checked without drawing anything.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar

from PySide6.QtCore import QPointF, QRectF

from ..table.card_item import FOCUS_LIFT

SMALL = 0.52  # the computer players' cards, as a fraction of the card size
MARGIN = 16.0  # clear of the plates' glow and dealer badge, which reach 14 px beyond them
PLATE_W, PLATE_H = 168.0, 48.0
# The dead hand turned up (at a deal's end) lies in tiers, each card showing its index: this much of
# its width beside the next card, and this much of its height above the next tier.
READ_STEP, TIER = 0.3, 0.34
DEAD_OPEN = 0.7  # ... and larger than the pile face down, as the played cards' rows are


_T = TypeVar("_T")


def _once(method: Callable[[Any], _T]) -> Callable[[Any], _T]:
    """Worked out once a layout (it is frozen). A relayout places every card by ``row_spot``, and
    each place asked for the rows' rectangle five times and the middle band fifteen: a tenth of a
    stops whole game's time (tests/ui/test_stops_layout_once.py). A rectangle or point is given as a
    copy, so a caller that changes it changes no later answer."""
    name = method.__name__

    @functools.wraps(method)
    def kept(self: Any) -> _T:
        done = self.__dict__.setdefault("_done", {})
        if name not in done:
            done[name] = method(self)
        value = done[name]
        return type(value)(value) if isinstance(value, QRectF | QPointF) else value

    return kept


@dataclass(frozen=True)
class TableLayout:
    width: float
    height: float
    card_w: float
    card_h: float
    players: int
    human: int
    board: bool  # a board to place
    column: bool  # a dead hand or a turn-up to place
    dead: int = 0  # the dead hand's cards
    dead_open: bool = False  # the dead hand lies face up: laid out to be read

    # -- bands ----------------------------------------------------------------------------------
    @property
    def others(self) -> list[int]:
        """The computer seats in order of play from the person's left."""
        n = self.players
        return [(self.human + i) % n for i in range(1, n)]

    def slot(self) -> float:
        """The width each computer player has along the top, inside the margins."""
        return (self.width - 2 * MARGIN) / max(1, len(self.others))

    @property
    def plate_scale(self) -> float:
        """Plates 28 px apart (the glow and the dealer badge reach 13 px beyond a plate) at 0.62 or
        more; where that leaves them smaller (eight at 1024x700), closer, down to 8 px apart, and no
        wider than their slot: the end plates keep the margin (playtest 29 November (e): eight at
        Snip-Snap-Snorum touched the window's edges, Computer 7's cut)."""
        slot = self.slot()
        spaced = (slot - 28) / PLATE_W
        return min(1.0, max(spaced, min(0.62, (slot - 8) / PLATE_W)))

    def arc(self) -> float:
        return self.height * 0.04 if len(self.others) >= 3 else 0.0

    def top_band(self) -> float:
        k = self.plate_scale
        return MARGIN + PLATE_H * k + 6 + self.card_h * SMALL + 30 + self.arc()

    def bottom_band(self) -> float:
        """The person's hand, a card lifted by the keys' frame, and the bubble above it."""
        return self.card_h * (1 + FOCUS_LIFT) + 54

    @_once
    def middle(self) -> QRectF:
        top = self.top_band()
        return QRectF(MARGIN, top, self.width - 2 * MARGIN, self.height - self.bottom_band() - top)

    # -- the computer players -------------------------------------------------------------------
    def seat_centre(self, seat: int) -> QPointF:
        """The centre of a seat's name plate."""
        k = self.plate_scale
        if seat == self.human:
            return QPointF(MARGIN + PLATE_W * k / 2, self.height - self.card_h / 2 - 14)
        others = self.others
        i = others.index(seat)
        t = (i + 0.5) / len(others)
        x = MARGIN + self.slot() * (i + 0.5)
        y = MARGIN + PLATE_H * k / 2 + self.arc() * (1 - math.sin(math.pi * t))
        return QPointF(x, y)

    def hand_spot(self, seat: int, index: int, size: int) -> QPointF:
        """Top-left of card ``index`` of ``size`` in a seat's hand (unscaled for the person)."""
        if seat == self.human:
            left = MARGIN + PLATE_W * self.plate_scale + 16
            area = self.width - MARGIN - left
            step = (
                self.card_w * 0.6 if size < 2 else min(self.card_w * 0.6, (area - self.card_w) / (size - 1))
            )
            span = step * (size - 1) + self.card_w
            x0 = left + max(0.0, (area - span) / 2)
            return QPointF(x0 + step * index, self.height - self.card_h - 14)
        centre = self.seat_centre(seat)
        w = self.card_w * SMALL
        slot = self.slot() - 14
        step = w * 0.3 if size < 2 else min(w * 0.3, (slot - w) / (size - 1))
        span = step * (size - 1) + w
        top = centre.y() + PLATE_H * self.plate_scale / 2 + 6
        return QPointF(centre.x() - span / 2 + step * index, top)

    def caption_spot(self, seat: int) -> QPointF:
        if seat == self.human:
            # clear of a card the keys' frame lifts, its corner in sight; the tail may touch it
            # (playtest 29 November (h): "Stop!" covered the top of the ace of clubs)
            return QPointF(self.width / 2, self.height - self.card_h * (1 + FOCUS_LIFT) - 34)
        centre = self.seat_centre(seat)
        return QPointF(centre.x(), centre.y() + PLATE_H * self.plate_scale / 2 + self.card_h * SMALL + 24)

    # -- the middle -----------------------------------------------------------------------------
    @_once
    def board_rect(self) -> QRectF:
        if not self.board:
            return QRectF(MARGIN, self.middle().top(), 0, 0)
        mid = self.middle()
        size = max(120.0, min(mid.height() * 0.96, self.width * 0.35))
        return QRectF(mid.left() + size * 0.05, mid.center().y() - size / 2, size, size)

    @_once
    def column_rect(self) -> QRectF:
        mid = self.middle()
        w = self.card_w * 1.5 if self.column else 0.0
        return QRectF(mid.right() - w, mid.top(), w, mid.height())

    @_once
    def rows_rect(self) -> QRectF:
        mid = self.middle()
        left = self.board_rect().right() + (18 if self.board else 0)
        right = self.column_rect().left() - (14 if self.column else 0)
        return QRectF(left, mid.top(), max(10.0, right - left), mid.height())

    @_once
    def row_scale(self) -> float:
        """The played cards' size as a fraction of the hand's: as large as fits, up to 0.8."""
        area = self.rows_rect()
        ratio = self.card_h / self.card_w
        fit_w = (area.width() - 24) / (12 * 0.54 + 1)
        fit_h = area.height() / ((3 * 1.05 + 1) * ratio)
        width = min(self.card_w * 0.8, fit_w, fit_h)
        if width < self.card_w * 0.55:  # rows may overlap a little rather than shrink the cards more
            width = min(self.card_w * 0.8, fit_w, area.height() / ((3 * 0.55 + 1) * ratio))
        return max(0.3, width / self.card_w)

    @_once
    def row_card(self) -> tuple[float, float]:
        k = self.row_scale()
        return self.card_w * k, self.card_h * k

    @_once
    def row_steps(self) -> tuple[float, float]:
        area = self.rows_rect()
        rw, rh = self.row_card()
        sx = min(rw * 0.6, max(rw * 0.54, (area.width() - rw - 24) / 12))
        sy = min(rh * 1.05, (area.height() - rh) / 3)
        return sx, sy

    @_once
    def row_origin(self) -> QPointF:
        area = self.rows_rect()
        sx, sy = self.row_steps()
        rw, rh = self.row_card()
        w, h = 12 * sx + rw, 3 * sy + rh
        return QPointF(area.left() + 24 + max(0.0, (area.width() - 24 - w) / 2), area.center().y() - h / 2)

    def row_spot(self, suit_row: int, rank: int) -> QPointF:
        """Top-left of the played card of ``rank`` (1 ace ... 13 king) in suit row ``suit_row``."""
        origin = self.row_origin()
        sx, sy = self.row_steps()
        return QPointF(origin.x() + (rank - 1) * sx, origin.y() + suit_row * sy)

    def turned_spot(self, index: int) -> QPointF:
        """The pile of played cards turned face down: left of the rows, squared up a little."""
        area = self.rows_rect()
        rh = self.row_card()[1]
        x = area.left() + 4 + min(index, 12) * 0.6
        y = area.bottom() - rh - min(index, 12) * 0.6
        return QPointF(x, y)

    def dead_tiers(self, size: int) -> tuple[int, int]:
        """The tiers the dead hand lies in and the cards in a full tier: face down one squared pile;
        face up as many tiers as let each card show its index (playtest 29 November (h): eleven
        cards turned up at the deal's end were a sliver each, read only in the history)."""
        if not self.dead_open or size < 2:
            return 1, size
        w = self.card_w * self.dead_scale()
        fit = max(1, int((self.column_rect().width() - w) / (w * READ_STEP)) + 1)
        tiers = math.ceil(size / fit)
        return tiers, math.ceil(size / tiers)

    def dead_scale(self) -> float:
        return DEAD_OPEN if self.dead_open else SMALL

    def dead_height(self) -> float:
        """From the dead hand's top to the foot of its last tier."""
        h = self.card_h * self.dead_scale()
        return h + (self.dead_tiers(self.dead)[0] - 1) * h * TIER

    def dead_spot(self, index: int, size: int) -> QPointF:
        col = self.column_rect()
        w, h = self.card_w * self.dead_scale(), self.card_h * self.dead_scale()
        per = self.dead_tiers(size)[1]
        tier, index = divmod(index, per)
        most = w * 0.5 if self.dead_open else w * 0.22  # a pile face down, a fan to read face up
        step = most if per < 2 else min(most, (col.width() - w) / (per - 1))
        span = step * (per - 1) + w
        return QPointF(col.center().x() - span / 2 + step * index, col.top() + 24 + tier * h * TIER)

    def turnup_spot(self) -> QPointF:
        col = self.column_rect()
        y = col.top() + 24 + self.dead_height() + 34
        return QPointF(col.center().x() - self.card_w / 2, min(y, col.bottom() - self.card_h))
