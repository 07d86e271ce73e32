"""Moving a card item to its place (glide and grow or shrink to a scale) and making a bold label:
what every card scene does when it lays itself out."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QPropertyAnimation
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSimpleTextItem

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


def text_item(scene: QGraphicsScene, px: int) -> QGraphicsSimpleTextItem:
    """A bold cream label on the felt, above the cards."""
    item = QGraphicsSimpleTextItem()
    font = QFont()
    font.setPixelSize(px)
    font.setBold(True)
    item.setFont(font)
    item.setBrush(QColor("#fdf6e3"))
    item.setZValue(100)
    scene.addItem(item)
    return item
