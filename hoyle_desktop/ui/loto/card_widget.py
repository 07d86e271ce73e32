"""One Loto card drawn as Peel shows it: three rows over nine columns (units, tens, twenties...),
five numbers a row, counters laid on the covered numbers. Clicking a number asks to cover it."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QMouseEvent, QPainter, QPaintEvent, QPen, QRadialGradient
from PySide6.QtWidgets import QSizePolicy, QWidget

from ...engine.loto.cardset import COLUMNS, ROWS, LotoCard

PAPER, INK, FRAME = QColor("#fbf6e6"), QColor("#2b2118"), QColor("#7a4b1f")
COUNTER, CURRENT, SELECTED = QColor("#c0392b"), QColor("#f6d55c"), QColor("#3d7cc9")


class LotoCardWidget(QWidget):
    number_clicked = Signal(int)
    card_clicked = Signal(int)  # the card's index in the box

    def __init__(self, card: LotoCard, cell: int = 44, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.card = card
        self.grid = card.grid()
        self.cell = cell
        self.covered: frozenset[int] = frozenset()
        self.current: int | None = None
        self.selected = False
        self.focused: int | None = None  # the number the keyboard points at
        self.large = False  # "Large cards": the figures fill more of their cells
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setAccessibleName(
            QWidgetText.card_name(card.index) + ": " + " / ".join(" ".join(map(str, r)) for r in card.rows)
        )

    def number_px(self) -> int:
        """The figures' height in pixels: about half the cell, three fifths with large cards (two
        bold figures still fit across)."""
        return max(8, int(self.cell * (0.6 if self.large else 0.48)))

    def sizeHint(self) -> QSize:
        return QSize(COLUMNS * self.cell + 8, ROWS * self.cell + 8)

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def set_state(
        self,
        covered: frozenset[int],
        current: int | None = None,
        selected: bool = False,
        focused: int | None = None,
    ) -> None:
        self.covered, self.current, self.selected, self.focused = covered, current, selected, focused
        self.update()

    def cell_rect(self, row: int, col: int) -> QRectF:
        return QRectF(4 + col * self.cell, 4 + row * self.cell, self.cell, self.cell)

    def number_at(self, x: float, y: float) -> int | None:
        col, row = int((x - 4) // self.cell), int((y - 4) // self.cell)
        if 0 <= row < ROWS and 0 <= col < COLUMNS:
            return self.grid[row][col]
        return None

    def mousePressEvent(self, event: QMouseEvent) -> None:
        n = self.number_at(event.position().x(), event.position().y())
        self.card_clicked.emit(self.card.index)
        if n is not None:
            self.number_clicked.emit(n)

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        outer = QRectF(1, 1, self.width() - 2, self.height() - 2)
        p.setPen(QPen(SELECTED if self.selected else FRAME, 4 if self.selected else 2))
        p.setBrush(PAPER)
        p.drawRoundedRect(outer, 5, 5)
        font = QFont(self.font())
        font.setPixelSize(self.number_px())
        font.setBold(True)
        p.setFont(font)
        label_cell = (0, next((c for c in range(COLUMNS) if self.grid[0][c] is None), -1))
        for r in range(ROWS):
            for c in range(COLUMNS):
                rect = self.cell_rect(r, c)
                n = self.grid[r][c]
                p.setPen(QPen(FRAME, 1))
                p.setBrush(PAPER if n is not None else QColor("#e4dcc3"))
                p.drawRect(rect)
                if n is None:
                    if (r, c) == label_cell:  # the card's number, which the history names
                        self._card_number(p, rect)
                    continue
                if n == self.current:
                    p.fillRect(rect.adjusted(1, 1, -1, -1), CURRENT)
                if n == self.focused:
                    p.setPen(QPen(SELECTED, 3))
                    p.setBrush(Qt.BrushStyle.NoBrush)
                    p.drawRect(rect.adjusted(2, 2, -2, -2))
                p.setPen(INK)
                p.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(n))
                if n in self.covered:
                    self._counter(p, rect)

    def _card_number(self, p: QPainter, rect: QRectF) -> None:
        p.save()
        font = QFont(p.font())
        font.setPixelSize(max(7, int(self.cell * 0.3)))
        font.setBold(False)
        p.setFont(font)
        p.setPen(QColor("#8a7d5c"))
        p.drawText(rect, Qt.AlignmentFlag.AlignCenter, f"#{self.card.index + 1}")
        p.restore()

    def _counter(self, p: QPainter, rect: QRectF) -> None:
        radius = rect.width() * 0.36
        centre = rect.center()
        glow = QRadialGradient(centre - QPointF(radius / 3, radius / 3), radius * 1.3)
        glow.setColorAt(0, COUNTER.lighter(150))
        glow.setColorAt(1, COUNTER.darker(120))
        p.setPen(QPen(COUNTER.darker(160), 1))
        p.setBrush(glow)
        p.setOpacity(0.82)
        p.drawEllipse(centre, radius, radius)
        p.setOpacity(1.0)


class QWidgetText:
    """Accessible names, kept apart so the painter stays free of words."""

    @staticmethod
    def card_name(index: int) -> str:
        return QCoreApplication.translate("Loto", "Card %1").replace("%1", str(index + 1))
