"""The trick table's scene: the players round an oval, the trick in the middle, the turn-up.

The person's hand lies face up along the bottom; the computer players sit round the oval in the
order of play (the next player on the person's left), each with his cards face down, his name,
his tricks and, in partnerships, his side. Each card of the trick lies between the middle and
the player who played it, so who played what is plain. The turn-up and the trump suit stay in
the top left corner (the scores and the pool are in the side panel, where a long list never
covers a player's cards). The scene shows what the table tells it.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsScene, QGraphicsSimpleTextItem

from ...engine.cards import Card
from ..table.card_item import CardItem
from ..table.hand_input import HandInput
from ..table.placing import place_item

SIDE_COLOURS = ("#ffd54a", "#8fd3ff", "#ff9f9f", "#b6f2a0", "#e0b3ff")


def _text(size: float, bold: bool = False) -> QGraphicsSimpleTextItem:
    item = QGraphicsSimpleTextItem()
    font = QFont()
    font.setPixelSize(max(9, int(size)))
    font.setBold(bold)
    item.setFont(font)
    item.setBrush(QBrush(QColor("#f4f1e6")))
    return item


class TrickScene(HandInput, QGraphicsScene):
    card_clicked = Signal(object)  # the Card of a hand card the person clicked

    def __init__(
        self, players: int, human: int, names: Sequence[str], source: Callable[[str], QPixmap], back: str
    ) -> None:
        super().__init__()
        self.players, self.human, self.names = players, human, list(names)
        self.source, self.back = source, back
        self.card_w, self.card_h = 80.0, 112.0
        self.anim_ms = 300
        self.hands: list[list[CardItem]] = [[] for _ in range(players)]
        self.trick: list[tuple[int, CardItem]] = []
        self.turnup: CardItem | None = None
        self.trick_dimmed = False
        self.name_items = [_text(14, bold=True) for _ in range(players)]
        self.info_items = [_text(12) for _ in range(players)]
        self.side_marks = [QGraphicsRectItem() for _ in range(players)]
        for items in (self.name_items, self.info_items, self.side_marks):
            for item in items:
                self.addItem(item)
        self.trump_item = _text(15, bold=True)
        self.turnup_caption = _text(12)
        for item in (self.trump_item, self.turnup_caption):
            self.addItem(item)
        for item, name in zip(self.name_items, self.names, strict=True):
            item.setText(name)
        self.sides: list[int] = list(range(players))
        self.partnered = False
        self.seating: list[int] = list(range(players))
        self.active: int | None = None

    # -- what the table tells it --------------------------------------------------------------------
    def _card(self, card: Card | None, face_up: bool) -> CardItem:
        item = CardItem(card, face_up, self.source, self.back)
        self.addItem(item)
        return item

    def set_hand(self, seat: int, cards: Sequence[Card | None]) -> None:
        """A seat's hand: cards face up for the person, ``None`` for a card it cannot see."""
        old = self.hands[seat]
        if [i.card for i in old] == list(cards) and all(
            i.face_up == (c is not None) for i, c in zip(old, cards, strict=True)
        ):
            return
        for item in old:
            self.removeItem(item)
        self.hands[seat] = [self._card(c, c is not None) for c in cards]
        self.relayout(0)

    def set_trick(self, trick: Sequence[tuple[int, Card]], dimmed: bool = False) -> None:
        if [(s, i.card) for s, i in self.trick] == list(trick) and dimmed == self.trick_dimmed:
            return
        for _, item in self.trick:
            self.removeItem(item)
        self.trick = [(s, self._card(c, True)) for s, c in trick]
        self.trick_dimmed = dimmed
        for _, item in self.trick:
            item.set_marks(dimmed=dimmed)
        self.relayout(0)

    def set_turnup(self, card: Card | None, caption: str, trump_text: str) -> None:
        if self.turnup is None or self.turnup.card != card:
            if self.turnup is not None:
                self.removeItem(self.turnup)
                self.turnup = None
            if card is not None:
                self.turnup = self._card(card, True)
        self.turnup_caption.setText(caption if card is not None else "")
        self.trump_item.setText(trump_text)
        self.relayout(0)

    def set_info(self, seat: int, text: str) -> None:
        self.info_items[seat].setText(text)

    def set_sides(self, sides: Sequence[int], partnered: bool, seating: Sequence[int] = ()) -> None:
        """Each seat's side, and the seats in order round the table (the cut may seat partners)."""
        self.sides, self.partnered = list(sides), partnered
        self.seating = list(seating) or list(range(self.players))
        self.relayout(0)

    def set_active(self, seat: int | None) -> None:
        self.active = seat
        for s, item in enumerate(self.name_items):
            item.setBrush(QBrush(QColor("#ffe27a" if s == seat else "#f4f1e6")))

    # -- the view's needs ----------------------------------------------------------------------------
    def set_card_size(self, width: float, height: float) -> None:
        self.card_w, self.card_h = width, height
        for item in self.all_items():
            item.refresh()

    def all_items(self) -> list[CardItem]:
        items = [c for hand in self.hands for c in hand] + [i for _, i in self.trick]
        return items + ([self.turnup] if self.turnup is not None else [])

    def hand_clicked(self, card: Card) -> None:
        self.card_clicked.emit(card)

    def hand_dropped(self, card: Card, at: QPointF) -> None:
        centre = self.sceneRect().center()
        if at.y() < centre.y() + self.card_h * 0.6:  # dropped towards the middle: play it
            self.card_clicked.emit(card)

    # -- layout -----------------------------------------------------------------------------------------
    def seat_point(self, seat: int) -> QPointF:
        """Where a seat sits: the person at the bottom, the others round the oval to his left."""
        r = self.sceneRect()
        rel = (self.seating.index(seat) - self.seating.index(self.human)) % self.players
        angle = math.pi / 2 + 2 * math.pi * rel / self.players
        cx, cy = r.center().x(), r.center().y() - self.card_h * 0.3
        rx, ry = r.width() / 2 - self.card_w * 1.3, r.height() / 2 - self.card_h * 0.85
        return QPointF(cx + rx * math.cos(angle), cy + ry * math.sin(angle))

    @staticmethod
    def _width_at(item: QGraphicsSimpleTextItem, pixels: float) -> float:
        """How wide a line of words is at a font size of ``pixels``."""
        font = QFont(item.font())
        font.setPixelSize(int(pixels))
        return QFontMetricsF(font).horizontalAdvance(item.text())

    def relayout(self, ms: int = 0) -> None:
        if self.layout_held:
            return
        r = self.sceneRect()
        w, h = self.card_w, self.card_h
        centre = QPointF(r.center().x(), r.center().y() - h * 0.3)
        font_px = max(10.0, w * 0.16)
        small = 1.0 if self.players <= 5 else 0.6  # six or more round the oval: their cards smaller
        corner = self._place_corner(ms)  # the trump, the turn-up and its caption: no hand covers them
        edge = w * 0.2  # the felt's margin: no hand runs to its edge
        for seat in range(self.players):
            hand = self.hands[seat]
            spot = self.seat_point(seat)
            if seat == self.human:
                # The name and tricks to the left of the hand, never under it nor off the table: a
                # long hand (nine or twelve cards after running them) closes up instead.
                label_w = max(
                    self._width_at(self.name_items[seat], font_px * 1.1),
                    self._width_at(self.info_items[seat], font_px * 0.95),
                )
                gap = max(w * 1.9, label_w + font_px * 1.2 + w * 0.15)
                first = r.left() + 4 + gap  # the hand's leftmost point
                room = r.right() - edge - first
                n = max(1, len(hand))
                step = min(w * 0.55, (r.width() - w * 2.5) / n, (room - w) / max(1, n - 1))
                left = max(first, r.center().x() - (step * (len(hand) - 1) + w) / 2)
                top = r.bottom() - h - font_px * 0.6
                for i, item in enumerate(hand):
                    lift = -h * 0.12 if item.highlight else 0
                    place_item(item, QPointF(left + i * step, top + lift), 1.0, ms, 10 + i)
                name_at = QPointF(left - gap, top + h * 0.35)
            else:
                sw, sh = w * small, h * small
                lowest = r.bottom() - h - font_px * 3.4 - sh / 2  # the name clear of the person's hand
                spot = QPointF(spot.x(), min(spot.y(), lowest))
                top = spot.y() - sh / 2
                left, step = self._fan(spot.x(), top, sw, sh, len(hand), corner, edge)
                for i, item in enumerate(hand):
                    place_item(item, QPointF(left + i * step, top), small, ms, 10 + i)
                middle = left + (step * max(0, len(hand) - 1) + sw) / 2
                name_at = QPointF(middle - sw * 0.9, top + sh + font_px * 0.2)
            name, info, mark = self.name_items[seat], self.info_items[seat], self.side_marks[seat]
            for item, size in ((name, font_px * 1.1), (info, font_px * 0.95)):
                f = item.font()
                f.setPixelSize(int(size))
                item.setFont(f)
            name.setPos(name_at + QPointF(font_px * 1.2, 0))
            info.setPos(name_at + QPointF(font_px * 1.2, font_px * 1.35))
            colour = QColor(SIDE_COLOURS[self.sides[seat] % len(SIDE_COLOURS)])
            mark.setRect(0, 0, font_px * 0.8, font_px * 0.8)
            mark.setPos(name_at + QPointF(0, font_px * 0.3))
            mark.setBrush(QBrush(colour))
            mark.setPen(QPen(Qt.PenStyle.NoPen))
            mark.setVisible(self.partnered)
        # The words by each seat: a trick card drawn toward its player stops short of them (on a
        # large window the cards grow faster than the room between the seats and the middle).
        words = [i.sceneBoundingRect() for i in (*self.name_items, *self.info_items) if i.isVisible()]
        words = [box for box in words if box.width() > 0]
        for order, (seat, item) in enumerate(self.trick):
            toward = self.seat_point(seat) - centre
            length = math.hypot(toward.x(), toward.y()) or 1.0
            # Five or more: farther out, so the cards of a trick cover less of one another.
            reach = min(h * (0.55 if self.players <= 4 else 0.8), length * 0.45)
            while True:
                at = centre + QPointF(toward.x() / length * reach * 1.3, toward.y() / length * reach)
                card = QRectF(at.x() - w / 2, at.y() - h / 2, w, h).adjusted(-6, -6, 6, 6)  # its frame
                if reach < h * 0.2 or not any(card.intersects(box) for box in words):
                    break
                reach *= 0.9
            place_item(item, at - QPointF(w / 2, h / 2), 1.0, ms, 50 + order)

    def _place_corner(self, ms: int) -> list[QRectF]:
        """The trump suit's words, the turn-up and its caption in the top left corner; the boxes
        they take (none where nothing shows)."""
        r, w, h = self.sceneRect(), self.card_w, self.card_h
        font_px = max(10.0, w * 0.16)
        margin = w * 0.2
        self.trump_item.setPos(r.left() + margin, r.top() + margin)
        f = self.trump_item.font()
        f.setPixelSize(int(font_px * 1.15))
        self.trump_item.setFont(f)
        turn_top = r.top() + margin + font_px * 1.9
        if self.turnup is not None:
            place_item(self.turnup, QPointF(r.left() + margin, turn_top), 1.0, ms, 5)
        self.turnup_caption.setPos(r.left() + margin, turn_top + h + font_px * 0.2)
        boxes = [item.sceneBoundingRect() for item in (self.trump_item, self.turnup_caption) if item.text()]
        if self.turnup is not None:
            boxes.append(QRectF(r.left() + margin, turn_top, w, h))
        return boxes

    def _fan(
        self, centre: float, top: float, sw: float, sh: float, n: int, corner: list[QRectF], edge: float
    ) -> tuple[float, float]:
        """Where a computer player's fanned backs start, and their step: centred on its seat as
        dealt where nothing is in the way; else closed up to stay on the felt and clear of the
        corner's trump and turn-up (fifteen cards and more after the cards were run three times or
        more), and moved aside if closing up is not enough."""
        r = self.sceneRect()
        gap = sw * 0.1
        step = sw * 0.18
        span = step * max(0, n - 1) + sw
        high = r.right() - edge
        beside = [box for box in corner if box.top() < top + sh + 2 and box.bottom() > top - 2]
        low = max([r.left() + edge] + [box.right() + gap for box in beside if box.left() < centre])
        dealt = QRectF(centre - span / 2, top, span, sh).adjusted(-2, -2, 2, 2)
        if (
            r.left() + edge <= dealt.left()
            and dealt.right() <= high
            and not any(box.intersects(dealt) for box in beside)
        ):
            return centre - span / 2, step  # as dealt: nothing in the way
        least = sw * 0.06  # the backs still read as so many cards
        half = min(centre - low, high - centre)
        if n > 1:
            step = max(least, min(step, (2 * half - sw) / (n - 1)))
        span = step * max(0, n - 1) + sw
        left = min(max(centre - span / 2, low), high - span)
        return max(left, r.left() + edge), step
