"""The faint places under the played cards: four suit rows, ace to king, so a gap shows a card to come.

Each row starts with its suit sign; each place is a faint outline with its rank. The cards out of
play for the whole deal (taken out of the pack, turned up, laid out as pool cards) are struck
through (:class:`OutPlace`): everybody knows they will never be played, so the card below each of
them is a stop. A place is narrower than a card, so each card lies over the left of the next place:
a place struck through lies at its own card's height, above the card before it (playtest 29
November (b): Spin's seven of diamonds hid the cross on the eight).
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ...engine.cards import SUITS, Card, Rank
from ..table.card_words import rank_letter

_INK = QColor(255, 255, 255, 34)
_TEXT = QColor(255, 255, 255, 70)
_OUT = QColor(20, 10, 10, 90)


class RowsGuide(QGraphicsItem):
    def __init__(self) -> None:
        super().__init__()
        self.origin = QPointF(0, 0)
        self.sx, self.sy, self.cw, self.ch = 40.0, 60.0, 80.0, 112.0
        self.out: frozenset[Card] = frozenset()
        self.setZValue(0)
        # Fifty-two antialiased outlines, the same until the geometry or the cards out change (both
        # call update()): drawn once into a pixmap, not again under every card played or counter
        # flown over them.
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_geometry(self, origin: QPointF, sx: float, sy: float, cw: float, ch: float) -> None:
        if (origin, sx, sy, cw, ch) == (self.origin, self.sx, self.sy, self.cw, self.ch):
            return  # every card played lays the scene out again: the same places, nothing to redraw
        self.prepareGeometryChange()
        self.origin, self.sx, self.sy, self.cw, self.ch = origin, sx, sy, cw, ch
        self.update()

    def set_out(self, cards: Iterable[Card]) -> None:
        out = frozenset(cards)
        if out != self.out:
            self.out = out
            self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(
            self.origin.x() - 26, self.origin.y() - 4, 12 * self.sx + self.cw + 30, 3 * self.sy + self.ch + 8
        )

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        p = painter
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        radius = self.cw * 0.07
        small = _rank_font(self.cw)
        sign = QFont()
        sign.setPixelSize(max(10, round(self.cw * 0.26)))
        for row, suit in enumerate(SUITS):
            top = self.origin.y() + row * self.sy
            p.setFont(sign)
            p.setPen(QColor(255, 150, 140, 120) if suit.is_red else QColor(255, 255, 255, 110))
            p.drawText(
                QRectF(self.origin.x() - 26, top, 22, self.cw * 0.34),
                Qt.AlignmentFlag.AlignCenter,
                suit.symbol,
            )
            for rank in Rank:
                x = self.origin.x() + (int(rank) - 1) * self.sx
                rect = QRectF(x, top, self.cw, self.ch)
                if Card.parse(rank.letter + suit.value) in self.out:
                    continue  # its OutPlace lies above the card before it
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.setPen(QPen(_INK, 1.0, Qt.PenStyle.SolidLine))
                p.drawRoundedRect(rect, radius, radius)
                _rank_label(p, x, top, self.sx, self.cw, rank, small)


class OutPlace(QGraphicsItem):
    """The place of a card out of play for the whole deal, struck through, at the height its card
    would lie among the played cards: over the card before it, under the card after it."""

    def __init__(self, card: Card) -> None:
        super().__init__()
        self.card = card
        self.sx, self.cw, self.ch = 40.0, 80.0, 112.0
        self.setZValue(PLAYED_Z + int(card.rank))

    def set_geometry(self, spot: QPointF, sx: float, cw: float, ch: float) -> None:
        self.prepareGeometryChange()
        self.sx, self.cw, self.ch = sx, cw, ch
        self.setPos(spot)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.cw, self.ch)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        p = painter
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        radius = self.cw * 0.07
        rect = QRectF(0, 0, self.cw, self.ch)
        views = self.scene().views() if self.scene() is not None else []
        felt = views[0].backgroundBrush().color() if views else QColor(30, 90, 60)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(felt)  # opaque, as a card lying there would be: the card before it shows no more
        p.drawRoundedRect(rect, radius, radius)
        p.setBrush(_OUT)
        p.setPen(QPen(_INK, 1.0, Qt.PenStyle.DashLine))
        p.drawRoundedRect(rect, radius, radius)
        _rank_label(p, 0.0, 0.0, self.sx, self.cw, self.card.rank, _rank_font(self.cw))
        p.setPen(QPen(QColor(255, 255, 255, 60), 1.4))
        mid = QPointF(min(self.sx, self.cw) / 2 + 1, self.cw * 0.42)
        d = min(self.sx, self.cw) * 0.22
        p.drawLine(mid + QPointF(-d, -d), mid + QPointF(d, d))
        p.drawLine(mid + QPointF(-d, d), mid + QPointF(d, -d))


PLAYED_Z = 10  # a played card of rank r lies at PLAYED_Z + r (ui/stops/scene.py)


def _rank_font(cw: float) -> QFont:
    font = QFont()
    font.setPixelSize(max(8, round(cw * 0.16)))
    font.setBold(True)
    return font


def _rank_label(p: QPainter, x: float, top: float, sx: float, cw: float, rank: Rank, font: QFont) -> None:
    label = QRectF(x + 3, top + 2, min(sx, cw) - 4, cw * 0.22)
    p.setFont(font)
    p.setPen(_TEXT)
    p.drawText(label, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, _rank_text(rank))


def _rank_text(rank: Rank) -> str:
    return rank_letter(rank)
