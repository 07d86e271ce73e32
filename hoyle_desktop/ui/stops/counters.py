"""Counters: round discs drawn in stacks of five, a colour for each five so they can be counted at a glance.

Used by the board's compartments, the purses by each seat and the counters flying between them.
A stack is a column of discs seen a little from the side; the first five counters are ivory, the
next five crimson, then blue, green and gold, and the colours go round again after that.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEasingCurve, QPointF, QPropertyAnimation, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QRadialGradient
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

# (face, rim) for each band of five
BANDS = (
    (QColor("#f4ecd6"), QColor("#b9a57c")),
    (QColor("#c8323a"), QColor("#7d1820")),
    (QColor("#2f5fb3"), QColor("#1a3568")),
    (QColor("#2f8a5a"), QColor("#185034")),
    (QColor("#e0b23c"), QColor("#8f6a16")),
)
PER_COLUMN = 5
TILT = 0.62  # how round the top of a disc looks: 1 seen from above, less seen from the side


def disc(p: QPainter, centre: QPointF, r: float, band: int) -> None:
    """One counter whose top face is centred on ``centre``."""
    face, rim = BANDS[band % len(BANDS)]
    thick = r * 0.32
    ry = r * TILT
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(0, 0, 0, 70))
    p.drawEllipse(QRectF(centre.x() - r + 1, centre.y() - ry + thick + 1.5, 2 * r, 2 * ry))
    p.setBrush(rim)
    p.drawRect(QRectF(centre.x() - r, centre.y(), 2 * r, thick))
    p.drawEllipse(QRectF(centre.x() - r, centre.y() - ry + thick, 2 * r, 2 * ry))
    grad = QRadialGradient(centre + QPointF(-r * 0.35, -ry * 0.5), r * 1.4)
    grad.setColorAt(0.0, face.lighter(125))
    grad.setColorAt(1.0, face.darker(108))
    p.setBrush(grad)
    p.setPen(QPen(rim.darker(115), max(0.6, r * 0.07)))
    p.drawEllipse(QRectF(centre.x() - r, centre.y() - ry, 2 * r, 2 * ry))
    p.setPen(QPen(rim, max(0.5, r * 0.09), Qt.PenStyle.DashLine))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawEllipse(QRectF(centre.x() - r * 0.66, centre.y() - ry * 0.66, r * 1.32, ry * 1.32))


def stack_size(count: int, r: float, max_columns: int) -> tuple[float, float]:
    """Width and height of the stacks ``paint_stacks`` draws for ``count`` counters."""
    columns = max(1, min(max_columns, -(-count // PER_COLUMN)))
    height = r * 2 * TILT + r * 0.32 * (min(count, PER_COLUMN) - 1) * 1.0 + r * 0.4
    return columns * r * 2.1, height


def paint_stacks(p: QPainter, base: QPointF, count: int, r: float, max_columns: int = 4) -> None:
    """``count`` counters in columns of five standing on ``base`` (the bottom centre of the group).

    Beyond ``max_columns`` full columns only the number (drawn by the caller) tells the rest."""
    if count <= 0:
        return
    columns = max(1, min(max_columns, -(-count // PER_COLUMN)))
    step = r * 0.32
    width = columns * r * 2.1
    for col in range(columns):
        x = base.x() - width / 2 + r * 1.05 + col * r * 2.1
        in_column = min(PER_COLUMN, count - col * PER_COLUMN)
        y0 = base.y() - r * TILT - r * 0.32
        for i in range(max(0, in_column)):
            disc(p, QPointF(x, y0 - i * step), r, col)


def paint_badge(p: QPainter, centre: QPointF, text: str, px: float, dark: bool = True) -> None:
    """A small brass medallion with a number, for the count of a stack."""
    font = QFont()
    font.setPixelSize(max(8, round(px)))
    font.setBold(True)
    p.setFont(font)
    width = max(px * 1.5, p.fontMetrics().horizontalAdvance(text) + px * 0.8)
    rect = QRectF(centre.x() - width / 2, centre.y() - px * 0.78, width, px * 1.56)
    grad = QRadialGradient(rect.center() + QPointF(-width * 0.2, -px * 0.4), width)
    grad.setColorAt(0, QColor("#fbe6a2"))
    grad.setColorAt(0.6, QColor("#d1a443"))
    grad.setColorAt(1, QColor("#8d6419"))
    p.setPen(QPen(QColor(60, 36, 6, 200), max(0.7, px * 0.08)))
    p.setBrush(grad)
    p.drawRoundedRect(rect, rect.height() / 2, rect.height() / 2)
    p.setPen(QColor("#3b2608") if dark else QColor("#fff6da"))
    p.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


class FlyingCounter(QGraphicsObject):
    """A single counter gliding from one place to another; it removes itself when it lands."""

    def __init__(self, r: float, band: int = 0) -> None:
        super().__init__()
        self.r = r
        self.band = band
        self.setZValue(300)
        self._anim: QPropertyAnimation | None = None

    def boundingRect(self) -> QRectF:
        return QRectF(-self.r - 2, -self.r - 2, self.r * 2 + 4, self.r * 2 + 4)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        disc(painter, QPointF(0, -self.r * 0.16), self.r, self.band)

    def fly(self, start: QPointF, end: QPointF, ms: int, delay: int, landed: Callable[[], None]) -> None:
        self.setPos(start)
        anim = QPropertyAnimation(self, b"pos", self)
        anim.setDuration(ms + delay)
        anim.setKeyValueAt(0.0, start)
        anim.setKeyValueAt(delay / (ms + delay) if ms + delay else 0.0, start)
        anim.setKeyValueAt(1.0, end)
        anim.setEasingCurve(QEasingCurve.Type.InOutQuad)

        def done() -> None:
            landed()
            scene = self.scene()
            if scene is not None:
                scene.removeItem(self)

        anim.finished.connect(done)
        anim.start()
        self._anim = anim
