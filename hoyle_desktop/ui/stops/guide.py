"""The faint places under the played cards: four suit rows, ace to king, so a gap shows a card to come.

Each row starts with its suit sign; each place is a faint outline with its rank. The cards out of
play for the whole deal (taken out of the pack, turned up, laid out as pool cards) are struck
through: everybody knows they will never be played, so the card below each of them is a stop.
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

    def set_geometry(self, origin: QPointF, sx: float, sy: float, cw: float, ch: float) -> None:
        self.prepareGeometryChange()
        self.origin, self.sx, self.sy, self.cw, self.ch = origin, sx, sy, cw, ch
        self.update()

    def set_out(self, cards: Iterable[Card]) -> None:
        self.out = frozenset(cards)
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
        small = QFont()
        small.setPixelSize(max(8, round(self.cw * 0.16)))
        small.setBold(True)
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
                card = Card.parse(rank.letter + suit.value)
                gone = card in self.out
                p.setBrush(_OUT if gone else Qt.BrushStyle.NoBrush)
                p.setPen(QPen(_INK, 1.0, Qt.PenStyle.DashLine if gone else Qt.PenStyle.SolidLine))
                p.drawRoundedRect(rect, radius, radius)
                label = QRectF(x + 3, top + 2, min(self.sx, self.cw) - 4, self.cw * 0.22)
                p.setFont(small)
                p.setPen(_TEXT)
                p.drawText(label, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, _rank_text(rank))
                if gone:
                    p.setPen(QPen(QColor(255, 255, 255, 60), 1.4))
                    mid = QPointF(x + min(self.sx, self.cw) / 2 + 1, top + self.cw * 0.42)
                    d = min(self.sx, self.cw) * 0.22
                    p.drawLine(mid + QPointF(-d, -d), mid + QPointF(d, d))
                    p.drawLine(mid + QPointF(-d, d), mid + QPointF(d, -d))


def _rank_text(rank: Rank) -> str:
    return rank_letter(rank)
