"""Clicks and drags on the person's hand, shared by every card table scene.

A scene mixes this in before ``QGraphicsScene`` and supplies ``hands``, ``human``, ``anim_ms`` and
``relayout``; it decides what a click or a drop means in ``hand_clicked`` and ``hand_dropped``.
A press that moves less than a few pixels is a click; otherwise the card follows the pointer and
is let go where the person drops it.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QGraphicsSceneMouseEvent

from ...engine.cards import Card
from .card_item import CardItem

DRAG_START_PX = 8


class HandInput:
    hands: list[list[CardItem]]
    human: int
    anim_ms: int
    _drag: tuple[CardItem, QPointF, QPointF] | None = None
    # True while a table shows many events at once (a resumed game's past): one relayout at the end.
    layout_held = False
    _dragging = False

    def hand_clicked(self, card: Card) -> None:
        raise NotImplementedError

    def hand_dropped(self, card: Card, at: QPointF) -> None:
        raise NotImplementedError

    def relayout(self, ms: int = 0) -> None:
        raise NotImplementedError

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        scene: Any = self
        views = scene.views()
        item = scene.itemAt(event.scenePos(), views[0].transform()) if views else None
        if isinstance(item, CardItem) and item in self.hands[self.human] and item.card is not None:
            self._drag, self._dragging = (item, event.scenePos(), item.pos()), False
            return
        super().mousePressEvent(event)  # type: ignore[misc]

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._drag is None:
            super().mouseMoveEvent(event)  # type: ignore[misc]
            return
        item, start, origin = self._drag
        delta = event.scenePos() - start
        if self._dragging or delta.manhattanLength() > DRAG_START_PX:
            self._dragging = True
            item.setPos(origin + delta)
            item.setZValue(200)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._drag is None:
            super().mouseReleaseEvent(event)  # type: ignore[misc]
            return
        item, _, _ = self._drag
        self._drag = None
        if item.card is not None:
            if self._dragging:
                self.hand_dropped(item.card, event.scenePos())
            else:
                self.hand_clicked(item.card)
        self.relayout(self.anim_ms)
