"""Cards on the trading table as plain widgets: a card face or back that can be clicked, chosen
(lifted out of its row with a frame, as a chosen card stands at every table) and double-clicked,
and a row of them."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QWidget

from ...engine.cards import Card
from ..cards.renderer import element_for
from ..table.card_item import CHOSEN_LIFT
from ..table.card_words import card_name


class CardLabel(QLabel):
    clicked = Signal(int)  # the position in its row
    double_clicked = Signal(int)

    def __init__(self, pixmap: Any, position: int, name: str, clickable: bool) -> None:
        super().__init__()
        self.position = position
        self.setPixmap(pixmap)
        self.setAccessibleName(name)
        self.setToolTip(name)
        self.clickable = clickable
        # A card that may be chosen keeps the room above it to rise into.
        height = pixmap.height() / (pixmap.devicePixelRatio() or 1.0)
        self.lift = round(height * CHOSEN_LIFT) if clickable else 0
        self.chosen = False
        self.set_chosen(False)
        if clickable:
            self.setCursor(Qt.CursorShape.PointingHandCursor)

    def set_chosen(self, chosen: bool) -> None:
        """A chosen card rises out of its row in a gold frame; the others keep their frame's room."""
        self.chosen = chosen
        colour, room = ("#ffd54a", "margin-bottom") if chosen else ("transparent", "margin-top")
        self.setStyleSheet(f"border: 4px solid {colour}; border-radius: 6px; {room}: {self.lift}px;")

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if self.clickable and event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit(self.position)
        super().mousePressEvent(event)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        if self.clickable:
            self.double_clicked.emit(self.position)
        super().mouseDoubleClickEvent(event)


class CardRow(QWidget):
    """A row of cards, faces (``cards``) or ``backs`` face down; positions are clickable. With
    ``fan`` each card lies that share of a card's width right of the last, over it (My Bird Sings'
    seats: five backs side by side in a plaque were 19 px wide for five players at 1024x700)."""

    clicked = Signal(int)
    double_clicked = Signal(int)

    def __init__(
        self, renderer: Any, settings: Any, width: int, parent: QWidget | None = None, fan: float = 0.0
    ) -> None:
        super().__init__(parent)
        self.renderer, self.settings, self.width_px = renderer, settings, width
        self.fan = fan
        self.labels: list[CardLabel] = []
        self.layout_ = QHBoxLayout(self)
        self.layout_.setContentsMargins(0, 0, 0, 0)
        self.layout_.setSpacing(4)
        self.layout_.addStretch(1)
        self.shown: tuple[Any, ...] = ()

    def show_cards(
        self, cards: Sequence[Card] = (), backs: int = 0, clickable: bool = False, chosen: int | None = None
    ) -> None:
        shown = (tuple(cards), backs, clickable, self.width_px, str(self.settings.get("card_back")))
        if shown != self.shown:
            self.shown = shown
            for label in self.labels:
                self.layout_.removeWidget(label)
                label.hide()  # out of sight now: deleteLater waits for the event loop
                label.deleteLater()
            self.labels = []
            dpr = self.devicePixelRatioF()
            back = str(self.settings.get("card_back"))
            faces = [(element_for(c), card_name(c, knave=True)) for c in cards]
            faces += [(back, self.tr("a card face down"))] * backs
            for i, (element, name) in enumerate(faces):
                label = CardLabel(self.renderer.pixmap(element, self.width_px, dpr), i, name, clickable)
                label.clicked.connect(self.clicked)
                label.double_clicked.connect(self.double_clicked)
                if self.fan:
                    label.setParent(self)  # placed by _fan_out, each over the last
                    label.show()
                else:
                    self.layout_.insertWidget(i, label)
                self.labels.append(label)
        for i, label in enumerate(self.labels):
            label.set_chosen(i == chosen)
        if self.fan:
            self._fan_out()

    def _step(self) -> int:
        """How far right of the last each card lies, fanned at the closest."""
        return max(1, round(self.labels[0].sizeHint().width() * self.fan)) if self.labels else 0

    def _fan_out(self) -> None:
        """Fanned as far apart as the row's width allows, side by side at the most."""
        if not self.labels:
            return
        card = self.labels[0].sizeHint().width()
        spread = (self.width() - card) / (len(self.labels) - 1) if len(self.labels) > 1 else 0
        step = min(card + self.layout_.spacing(), max(self._step(), int(spread)))
        for i, label in enumerate(self.labels):
            label.setGeometry(i * step, 0, label.sizeHint().width(), label.sizeHint().height())
        self.updateGeometry()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self.fan:
            self._fan_out()

    def sizeHint(self) -> QSize:
        if not self.fan or not self.labels:
            return super().sizeHint()
        card = self.labels[0].sizeHint()
        high = max(label.sizeHint().height() for label in self.labels)
        return QSize(card.width() + self._step() * (len(self.labels) - 1), high)

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint() if self.fan and self.labels else super().minimumSizeHint()
