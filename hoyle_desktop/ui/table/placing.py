"""Moving a card item to its place (glide and grow or shrink to a scale) and making a bold label:
what every card scene does when it lays itself out; :class:`CardPlacing`, the same as a card scene's
own methods (making, placing and taking away its card items and labels)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QPropertyAnimation
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSimpleTextItem

from ...engine.cards import Card
from ..fonts import SMALLEST_CAPTION_PX
from .card_item import CardItem


def place_item(item: CardItem, spot: QPointF, scale: float, ms: int, z: float) -> None:
    """``item`` glides to ``spot`` and to ``scale`` in ``ms`` (0 jumps), at depth ``z``."""
    item.move_to(spot, ms)
    item.setZValue(z)
    if abs(item.scale() - scale) > 0.001:
        old = getattr(item, "scale_anim", None)
        if old is not None:
            old.stop()
        if ms <= 0:
            item.setScale(scale)
            return
        anim = QPropertyAnimation(item, b"scale", item)
        anim.setDuration(ms)
        anim.setEndValue(scale)
        anim.start()
        item.scale_anim = anim


def text_item(scene: QGraphicsScene, px: int, bold: bool = True) -> QGraphicsSimpleTextItem:
    """A cream label on the felt (bold unless not ``bold``), above the cards."""
    item = QGraphicsSimpleTextItem()
    font = QFont()
    font.setPixelSize(px)
    font.setBold(bold)
    item.setFont(font)
    item.setBrush(QColor("#fdf6e3"))
    item.setZValue(100)
    scene.addItem(item)
    return item


def fit_label(
    label: QGraphicsSimpleTextItem, room: float, px: int = 13, least: int = SMALLEST_CAPTION_PX
) -> None:
    """``label`` at ``px`` pixels, or smaller (down to ``least``) until it is ``room`` wide."""
    font = QFont(label.font())
    for size in range(px, least - 1, -1):
        font.setPixelSize(size)
        label.setFont(font)
        if label.boundingRect().width() <= room:
            return


class CardPlacing:
    """Mixed in by a card scene (before ``QGraphicsScene``), which has ``source`` (the card pixmaps)
    and ``back``; ``card_class`` is the item class its cards are."""

    card_class: type[CardItem] = CardItem
    source: Any
    back: str

    def _place(self, item: CardItem, spot: QPointF, scale: float, ms: int, z: float) -> None:
        place_item(item, spot, scale, ms, z)

    def _text(self, px: int) -> QGraphicsSimpleTextItem:
        return text_item(self, px)  # type: ignore[arg-type]

    def _new(self, card: Card | None, face_up: bool, at: QPointF, scale: float = 1.0) -> CardItem:
        item = self.card_class(card, face_up, self.source, self.back)
        item.setPos(at)
        item.setScale(scale)
        self.addItem(item)  # type: ignore[attr-defined]
        return item

    def _drop(self, items: list[CardItem]) -> None:
        """Take ``items`` off the table and empty the list."""
        for item in items:
            self.removeItem(item)  # type: ignore[attr-defined]
        items.clear()
