"""A card on the table: a pixmap from the card renderer, face up or down, moved by animation."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEasingCurve, QPointF, QPropertyAnimation, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ...engine.cards import Card

PixmapSource = Callable[[str], QPixmap]  # element id -> pixmap at the current card size


class CardItem(QGraphicsObject):
    def __init__(self, card: Card | None, face_up: bool, source: PixmapSource, back: str) -> None:
        super().__init__()
        self.card = card
        self.face_up = face_up and card is not None
        self.source = source
        self.back = back
        self.selected = False
        self.highlight = False
        self.focused = False
        self.dimmed = False
        self.coached = False  # the coach's best choice (the Hint)
        self.owner = 0  # the seat that played it, for tables that keep played cards by player
        self._size = QRectF(0, 0, 10, 14)
        self._anim: QPropertyAnimation | None = None
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.refresh()

    def element(self) -> str:
        if self.face_up and self.card is not None:
            from ..cards.renderer import element_for

            return element_for(self.card)
        return self.back

    def refresh(self) -> None:
        """Fetch the pixmap again (new size, deck or back) and repaint."""
        pix = self.source(self.element())
        dpr = pix.devicePixelRatio() or 1.0
        self.prepareGeometryChange()
        self._size = QRectF(0, 0, pix.width() / dpr, pix.height() / dpr)
        self._pixmap = pix
        self.update()

    def set_face(self, card: Card | None, face_up: bool) -> None:
        self.card = card
        self.face_up = face_up and card is not None
        self.refresh()

    def set_marks(
        self,
        *,
        selected: bool | None = None,
        highlight: bool | None = None,
        focused: bool | None = None,
        dimmed: bool | None = None,
        coached: bool | None = None,
    ) -> None:
        for name, value in (
            ("selected", selected),
            ("highlight", highlight),
            ("focused", focused),
            ("dimmed", dimmed),
            ("coached", coached),
        ):
            if value is not None:
                setattr(self, name, value)
        self.update()

    def boundingRect(self) -> QRectF:
        return self._size.adjusted(-4, -4, 4, 4)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        if self.dimmed:
            painter.setOpacity(0.55)
        painter.drawPixmap(self._size.topLeft(), self._pixmap)
        painter.setOpacity(1.0)
        ring = None
        if self.coached:
            ring = QColor("#36c46b")
        elif self.highlight:
            ring = QColor("#ffd54a")
        elif self.focused:
            ring = QColor("#7fd3ff")
        if ring is not None:
            pen = QPen(ring, 3.5)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            r = self._size.width() * 0.06
            painter.drawRoundedRect(self._size.adjusted(-1.5, -1.5, 1.5, 1.5), r, r)

    def move_to(self, target: QPointF, ms: int) -> None:
        """Glide to ``target`` (scene coordinates) in ``ms``; 0 jumps."""
        if self._anim is not None:
            self._anim.stop()
            self._anim = None
        if ms <= 0 or self.pos() == target:
            self.setPos(target)
            return
        anim = QPropertyAnimation(self, b"pos", self)
        anim.setDuration(ms)
        anim.setEndValue(target)
        anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        anim.start()
        self._anim = anim

    def card_size(self) -> QRectF:
        return self._size
