"""Cards on the trading table as plain widgets: a card face or back that can be clicked, chosen
(lifted out of its row with a frame, as a chosen card stands at every table) and double-clicked,
and a row of them."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import Qt, Signal
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
    """A row of cards, faces (``cards``) or ``backs`` face down; positions are clickable."""

    clicked = Signal(int)
    double_clicked = Signal(int)

    def __init__(self, renderer: Any, settings: Any, width: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.renderer, self.settings, self.width_px = renderer, settings, width
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
                self.layout_.insertWidget(i, label)
                self.labels.append(label)
        for i, label in enumerate(self.labels):
            label.set_chosen(i == chosen)
