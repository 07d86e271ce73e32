"""A card on the table: a pixmap from the card renderer, face up or down, moved by animation.

The keyboard's card keeps its place in a fan (the next card lies on its right side, whose index stays
in view), but its dashed frame is drawn above every card (:class:`FocusFrame`), so it is seen whole,
never over another card's index corners."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEasingCurve, QPointF, QPropertyAnimation, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ...engine.cards import Card

PixmapSource = Callable[[str], QPixmap]  # element id -> pixmap at the current card size
# The keyboard's card rises this much of its height out of a fan, so its ring shows whole at the
# top although the next card covers its right side (raising it instead would hide that card's index).
FOCUS_LIFT = 0.12
# A chosen card (for the crib, a capture, a trade) stands this much of its height above its row,
# at every table: unmistakable, and its whole face still shows.
CHOSEN_LIFT = 0.22
# The keyboard's frame lies above every card on a table (the playtest of 28 November (d): with
# large cards the next card hid the right half of the focused card's frame) ...
FRAME_Z = 1000.0
# ... but not over another card's index: its top left corner and the turned one at the bottom right,
# as shares of the card's width and height.
INDEX_CORNER = (0.24, 0.32)
# The card the Hint names lies this much above its place's depth, over its neighbours in a fan, so
# its ring and face show whole (playtest (g), 29 November: the next card covered its right half).
HINT_Z = 40.0


_CHANGE = QGraphicsItem.GraphicsItemChange
FOLLOWED = (_CHANGE.ItemSceneHasChanged, _CHANGE.ItemScenePositionHasChanged, _CHANGE.ItemVisibleHasChanged)


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
        self._z = 0.0  # the depth its scene gave it (the Hint's card is drawn above it)
        self.owner = 0  # the seat that played it, for tables that keep played cards by player
        self._size = QRectF(0, 0, 10, 14)
        self._anim: QPropertyAnimation | None = None
        self._dim, self._dim_key = QPixmap(), (0, 0)  # the dimmed picture, made when first shown
        self._frame: FocusFrame | None = None  # the keyboard's frame, while focused and on a table
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemSendsScenePositionChanges)
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
        self._follow()

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
        self.setZValue(self._z)  # over the fan while the Hint names it, back in its place after
        self.update()
        self._follow()

    def setZValue(self, z: float) -> None:
        """The depth its scene lays it at; the Hint's card is drawn ``HINT_Z`` above it."""
        self._z = z
        super().setZValue(z + (HINT_Z if self.coached else 0.0))

    # -- the keyboard's frame, above the cards --------------------------------------------------
    def _follow(self) -> None:
        """Put the frame on the table while the card is focused there, over the card as it lies."""
        scene = self.scene()
        if not self.focused or scene is None:
            self._drop_frame()
            return
        if self._frame is None:
            self._frame = FocusFrame(self)
        if self._frame.scene() is not scene:
            scene.addItem(self._frame)
        self._frame.follow()

    def _drop_frame(self) -> None:
        frame, self._frame = self._frame, None
        if frame is not None and frame.scene() is not None:
            frame.scene().removeItem(frame)

    def itemChange(self, change: QGraphicsItem.GraphicsItemChange, value: Any) -> Any:
        if change == _CHANGE.ItemSceneChange:
            self._drop_frame()  # off the table (a card played, a hand gathered): its frame too
        elif change in FOLLOWED:
            self._follow()
        return super().itemChange(change, value)

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
        if self.focused and self._frame is None:  # (on a table the frame draws it, above the cards)
            self.paint_focus(painter)

    def paint_focus(self, painter: QPainter) -> None:
        """The keyboard's card: a dashed ring outside any other, so it shows on a ringed card too and
        differs by its shape, not only by its colour (``painter`` translated by the lift)."""
        ringed = self.coached or self.highlight
        r = self._size.width() * 0.06
        painter.setBrush(Qt.BrushStyle.NoBrush)
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


class FocusFrame(QGraphicsItem):
    """The dashed frame of the keyboard's card, drawn above every card on the table (``FRAME_Z``) so
    the card's right side, under the next card of a fan, shows its frame too; it leaves out the
    index corners of the cards that lie on the focused one, and a click passes through it."""

    def __init__(self, card: CardItem) -> None:
        super().__init__()
        self.card = card
        # Its own copy of the card's bounds, changed only as Qt is told (the scene's index of items
        # must never meet bounds that changed behind its back).
        self._rect = QRectF(card.boundingRect())
        self._lift = card.lift()
        self.setZValue(FRAME_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def follow(self) -> None:
        self.prepareGeometryChange()
        self._rect, self._lift = QRectF(self.card.boundingRect()), self.card.lift()
        self.setTransform(self.card.sceneTransform())
        self.setVisible(self.card.isVisible())
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect

    def shape(self) -> QPainterPath:
        return QPainterPath()  # never under the mouse: clicks go to the cards

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setClipPath(self._clear_of_indexes())
        painter.translate(0, -self._lift)
        self.card.paint_focus(painter)

    def _clear_of_indexes(self) -> QPainterPath:
        """The frame's room (in the card's own coordinates) less the index corners of every card
        that lies on the focused one."""
        card = self.card
        room = QPainterPath()
        room.addRect(self.boundingRect())
        scene = card.scene()
        if scene is None:
            return room
        wide, tall = INDEX_CORNER
        # (Every item, topmost first, and not the scene's query by area: asked while the scene is
        # painting, that answers with nothing.)
        reach = card.sceneBoundingRect()
        above = []
        for item in scene.items(Qt.SortOrder.DescendingOrder):
            if item is card:
                break
            shown = isinstance(item, CardItem) and item.isVisible() and item.face_up
            if shown and item.sceneBoundingRect().intersects(reach):
                above.append(item)
        for item in above:
            size = item.card_size().translated(0, -item.lift())
            w, h = size.width(), size.height()
            for corner in (
                QRectF(size.left(), size.top(), w * wide, h * tall),
                QRectF(size.right() - w * wide, size.bottom() - h * tall, w * wide, h * tall),
            ):
                index = QPainterPath()
                index.addPolygon(card.mapFromItem(item, corner))
                room = room.subtracted(index)
        return room
