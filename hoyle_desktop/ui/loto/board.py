"""The caller's board: the number just called, large, and the board with ten cavities holding the
knobs of the current drawing (the first method: the last ten calls)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPen, QRadialGradient
from PySide6.QtWidgets import QSizePolicy, QWidget

WOOD, CAVITY, KNOB, INK = QColor("#8a5a2b"), QColor("#4a2e14"), QColor("#f3ead2"), QColor("#2b2118")
CAVITIES = 10


class CallBoard(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.current: int | None = None
        self.knobs: list[int] = []
        self.caption = ""
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:
        return QSize(760, 130)

    def show_knobs(self, current: int | None, knobs: Sequence[int], caption: str) -> None:
        self.current, self.knobs, self.caption = current, list(knobs), caption
        self.setAccessibleDescription(caption)
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        h = self.height()
        big = QRectF(6, 6, h - 12, h - 12)
        self._knob(p, big, self.current, int(h * 0.42))
        left = big.right() + 18
        width = self.width() - left - 6
        plank = QRectF(left, 10, width, h * 0.62)
        p.setPen(QPen(WOOD.darker(150), 2))
        p.setBrush(WOOD)
        p.drawRoundedRect(plank, 8, 8)
        step = plank.width() / CAVITIES
        size = min(step, plank.height()) * 0.8
        shown = self.knobs[-CAVITIES:]
        for i in range(CAVITIES):
            centre = QPointF(plank.left() + step * (i + 0.5), plank.center().y())
            rect = QRectF(centre.x() - size / 2, centre.y() - size / 2, size, size)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(CAVITY)
            p.drawEllipse(rect)
            if i < len(shown):
                self._knob(p, rect.adjusted(2, 2, -2, -2), shown[i], int(size * 0.4))
        font = QFont(self.font())
        font.setPixelSize(max(11, int(h * 0.14)))
        p.setFont(font)
        p.setPen(QColor("#f0f0f0"))
        p.drawText(
            QRectF(left, plank.bottom() + 4, width, h - plank.bottom() - 4),
            Qt.AlignmentFlag.AlignLeft,
            self.caption,
        )

    def _knob(self, p: QPainter, rect: QRectF, number: int | None, pixels: int) -> None:
        shade = QRadialGradient(
            rect.center() - QPointF(rect.width() / 5, rect.height() / 5), rect.width() * 0.7
        )
        shade.setColorAt(0, QColor("#ffffff"))
        shade.setColorAt(1, KNOB.darker(115))
        p.setPen(QPen(INK, 1.5))
        p.setBrush(shade if number is not None else CAVITY)
        p.drawEllipse(rect)
        if number is not None:
            font = QFont(self.font())
            font.setPixelSize(max(8, pixels))
            font.setBold(True)
            p.setFont(font)
            p.setPen(INK)
            p.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(number))
