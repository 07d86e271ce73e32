"""A card on the table: a pixmap from the card renderer, face up or down, moved by animation."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEasingCurve, QPointF, QPropertyAnimation, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ...engine.cards import Card

PixmapSource = Callable[[str], QPixmap]  # element id -> pixmap at the current card size
# The keyboard's card rises this much of its height out of a fan, so its ring shows whole at the
# top although the next card covers its right side (raising it instead would hide that card's index).
FOCUS_LIFT = 0.12
# A chosen card (for the crib, a capture, a trade) stands this much of its height above its row,
# at every table: unmistakable, and its whole face still shows.
CHOSEN_LIFT = 0.22


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
        self._dim, self._dim_key = QPixmap(), (0, 0)  # the dimmed picture, made when first shown
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
                if name == "focused" and value != self.focused:
                    self.prepareGeometryChange()  # the lift moves what is drawn
                setattr(self, name, value)
        self.update()

    def lift(self) -> float:
        """How far the card is drawn above its place (the keyboard's card rises)."""
        return self._size.height() * FOCUS_LIFT if self.focused else 0.0

    def boundingRect(self) -> QRectF:
        return self._size.adjusted(-4, -4, 4, 4).translated(0, -self.lift())

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(self._size.translated(0, -self.lift()))
        return path

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.translate(0, -self.lift())
        painter.drawPixmap(self._size.topLeft(), self._dimmed_pixmap() if self.dimmed else self._pixmap)
        r = self._size.width() * 0.06
        painter.setBrush(Qt.BrushStyle.NoBrush)
        ring = QColor("#36c46b") if self.coached else QColor("#ffd54a") if self.highlight else None
        if ring is not None:  # the coach's best card (green) over a playable card's ring (yellow)
            painter.setPen(QPen(ring, 3.5))
            # Under the keyboard's ring it moves onto the card's edge, so both show whole.
            inset = 1.5 if self.focused else -1.5
            painter.drawRoundedRect(self._size.adjusted(inset, inset, -inset, -inset), r, r)
        if self.focused:
            # The keyboard's card: a dashed ring outside any other, so it shows on a ringed card
            # too and differs by its shape, not only by its colour.
            ringed = ring is not None
            painter.setPen(QPen(QColor("#7fd3ff"), 2.5 if ringed else 3.5, Qt.PenStyle.DashLine))
            grow = 2.75 if ringed else 1.5  # within the item's bounds
            painter.drawRoundedRect(self._size.adjusted(-grow, -grow, grow, grow), r + grow, r + grow)

    def _dimmed_pixmap(self) -> QPixmap:
        """The card faded toward the felt, as if 55% opaque, yet opaque: a dimmed card lying on
        another (a finished trick of five) hides it, as a real card does, instead of showing it
        through."""
        views = self.scene().views() if self.scene() is not None else []
        felt = views[0].backgroundBrush().color() if views else QColor(30, 90, 60)
        key = (self._pixmap.cacheKey(), felt.rgba())
        if self._dim_key != key:
            faded = QPixmap(self._pixmap)
            painter = QPainter(faded)
            painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceAtop)
            felt.setAlphaF(0.45)
            painter.fillRect(faded.rect(), felt)
            painter.end()
            self._dim, self._dim_key = faded, key
        return self._dim

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
