"""The pool on the trading table drawn as counters: stacks of five in the stops' colours, with the
number on a brass badge beside them, so its size is seen at a glance."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QSize
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QWidget

from ..stops.counters import paint_badge, paint_stacks

RADIUS = 11.0
COLUMNS = 6  # up to thirty counters drawn; the badge tells the rest


class CounterPile(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.count = -1
        self.set_count(0)

    def _columns(self) -> int:
        return max(1, min(COLUMNS, -(-max(0, self.count) // 5)))

    def set_count(self, count: int) -> None:
        if count != self.count:
            self.count = count
            self.setFixedSize(QSize(int(self._columns() * RADIUS * 2.1 + 50), 58))
            self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        shown = max(0, min(self.count, COLUMNS * 5))
        width = self._columns() * RADIUS * 2.1
        paint_stacks(p, QPointF(width / 2 + 2, self.height() - 4), shown, RADIUS, COLUMNS)
        paint_badge(p, QPointF(width + 24, self.height() / 2 + 6), str(self.count), 14)
        p.end()
