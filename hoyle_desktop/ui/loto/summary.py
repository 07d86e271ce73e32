"""A crowded Loto table (more than twelve players, Peel allows twenty-four): each other player is a
small plaque instead of full cards: name and purse, each card as a thumbnail with its counters, and
the best line in words (how near a prize). A click opens the player's cards full size beside it;
at the second method a card clicked there is offered in exchange, as a full card would be."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QPoint, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from ...engine.loto.cardset import COLUMNS, ROWS, LotoCard
from . import wording as w
from .card_widget import COUNTER, CURRENT, FRAME, PAPER, LotoCardWidget


def thumb_cell(cards: int) -> int:
    """Pixels a number's cell takes in a thumbnail (the card's shape and counters, no figures):
    smaller for a player who took four or six cards, so a plaque stays narrow."""
    return 5 if cards <= 2 else 4 if cards <= 3 else 3


def plaque_width(cards: int) -> int:
    """The width a plaque needs for ``cards`` thumbnails and its words."""
    return cards * (9 * thumb_cell(cards) + 8) + 110


def best_line(cards: Sequence[LotoCard], covered: frozenset[int]) -> int:
    """The most covered numbers on any one line of these cards (five is a full line)."""
    return max((len(covered & set(row)) for card in cards for row in card.rows), default=0)


class Thumbnails(QWidget):
    """A player's cards drawn small: paper where a number is, a red dot where it is covered, gold
    where the number just called is."""

    def __init__(self, cards: Sequence[LotoCard], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.cards = list(cards)
        self.grids = [card.grid() for card in self.cards]
        self.covered: frozenset[int] = frozenset()
        self.current: int | None = None
        self.cell = thumb_cell(len(self.cards))
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)

    def _card_width(self) -> int:
        return COLUMNS * self.cell + 4

    def sizeHint(self) -> QSize:
        return QSize(len(self.cards) * (self._card_width() + 4), ROWS * self.cell + 4)

    def set_state(self, covered: frozenset[int], current: int | None) -> None:
        self.covered, self.current = covered, current
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        for k, grid in enumerate(self.grids):
            x0 = k * (self._card_width() + 4)
            p.setPen(QPen(FRAME, 1))
            p.setBrush(QColor("#e4dcc3"))
            p.drawRect(QRectF(x0 + 0.5, 0.5, self._card_width() - 1, ROWS * self.cell + 3))
            for r in range(ROWS):
                for c in range(COLUMNS):
                    n = grid[r][c]
                    if n is None:
                        continue
                    cell = self.cell
                    rect = QRectF(x0 + 2 + c * cell, 2 + r * cell, cell, cell)
                    p.setPen(Qt.PenStyle.NoPen)
                    p.setBrush(CURRENT if n == self.current else PAPER)
                    p.drawRect(rect.adjusted(0.5, 0.5, -0.5, -0.5))
                    if n in self.covered:
                        p.setBrush(COUNTER)
                        p.drawEllipse(rect.adjusted(0.8, 0.8, -0.8, -0.8))


class SeatSummary(QFrame):
    """One other player at a crowded table; ``clicked`` asks for the full cards."""

    clicked = Signal(int)

    def __init__(self, seat: int, cards: Sequence[LotoCard], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        self.cards = list(cards)
        self.setObjectName("lotoSeatSummary")
        self.setStyleSheet(
            "#lotoSeatSummary { border: 1px solid rgba(255,255,255,0.35); border-radius: 4px; }"
        )
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.title = QLabel()
        self.line = QLabel()
        small = self.line.font()
        small.setPointSizeF(max(6.5, small.pointSizeF() * 0.85))
        self.line.setFont(small)
        self.title.setFont(small)
        self.thumbs = Thumbnails(cards)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(4, 2, 4, 3)
        lay.setSpacing(1)
        lay.addWidget(self.title)
        row = QHBoxLayout()
        row.setSpacing(6)
        row.addWidget(self.thumbs)
        row.addWidget(self.line, 1)
        lay.addLayout(row)

    def set_state(self, name: str, purse: int, covered: frozenset[int], current: int | None) -> None:
        best = best_line(self.cards, covered)
        self.title.setText(w.summary_title(name, purse))
        self.line.setText(w.best_line_text(best))
        self.thumbs.set_state(covered, current)
        self.setToolTip(w.summary_tip(name, best))
        self.setAccessibleName(w.summary_tip(name, best))

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.clicked.emit(self.seat)

    def keyPressEvent(self, event) -> None:  # Enter or Space opens the cards, as a click does
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.clicked.emit(self.seat)
        else:
            super().keyPressEvent(event)


class FullCards(QFrame):
    """A player's cards full size, in a popup beside the plaque; it closes on any click outside."""

    def __init__(
        self,
        seat: int,
        title: str,
        cards: Sequence[LotoCard],
        covered: frozenset[int],
        current: int | None,
        on_card: Callable[[int], None] | None,
        parent: QWidget | None = None,
        cell: int = 30,  # a number's cell in pixels (larger with "Large cards")
    ) -> None:
        super().__init__(parent, Qt.WindowType.Popup)
        self.seat = seat
        self.setObjectName("lotoFullCards")
        self.setStyleSheet("#lotoFullCards { background: #2f5d3a; border: 2px solid #7a4b1f; }")
        lay = QVBoxLayout(self)
        heading = QLabel(title)
        heading.setStyleSheet("color: #f4f4f4;")
        lay.addWidget(heading)
        row = QHBoxLayout()
        self.widgets: list[LotoCardWidget] = []
        for card in cards:
            widget = LotoCardWidget(card, cell)
            widget.set_state(covered, current)
            if on_card is not None:
                widget.card_clicked.connect(lambda index, f=on_card: (self.close(), f(index)))
            else:
                widget.setCursor(Qt.CursorShape.ArrowCursor)
            row.addWidget(widget)
            self.widgets.append(widget)
        lay.addLayout(row)

    def set_state(self, covered: frozenset[int], current: int | None) -> None:
        for widget in self.widgets:
            widget.set_state(covered, current)

    def show_near(self, anchor: QWidget) -> None:
        self.adjustSize()
        spot = anchor.mapToGlobal(QPoint(0, anchor.height()))
        screen = anchor.screen().availableGeometry() if anchor.screen() else None
        if screen is not None:
            spot.setX(max(screen.left(), min(spot.x(), screen.right() - self.width())))
            if spot.y() + self.height() > screen.bottom():
                spot.setY(anchor.mapToGlobal(QPoint(0, 0)).y() - self.height())
        self.move(spot)
        self.show()
