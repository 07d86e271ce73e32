"""What sits by each player at the stops table: a name plate with the purse, and a speech bubble.

The plate shows the player's name, the counters in the purse (a small stack and the number), a
brass dealer's disc and a gold edge while the player is to act. The bubble shows what a player
calls as it happens ("Snip", "Stop", "Matrimony", "Out") and fades after a moment.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEasingCurve, QPointF, QPropertyAnimation, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from .counters import paint_badge, paint_stacks

CREAM = QColor("#fbf3dc")
GOLD = QColor("#f2c14e")


def _font(px: float, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(max(8, round(px)))
    font.setBold(bold)
    return font


class SeatPlate(QGraphicsObject):
    counters = True  # the purse's counters at the plate's left; the words begin after them

    def __init__(self, name: str, purse: int, you: bool = False) -> None:
        super().__init__()
        self.name = name
        self.you = you
        self.purse = purse
        self.incoming = 0
        self.dealer = False
        self.active = False
        self.winner = False
        self.note = ""  # "sits out", "left the table"
        self.scale_px = 1.0
        self.setZValue(30)

    # -- the purse ------------------------------------------------------------------------------
    def add(self, amount: int, in_flight: bool = False) -> None:
        self.purse += amount
        if in_flight and amount > 0:
            self.incoming += amount
        self.update()

    def landed(self, amount: int) -> None:
        self.incoming = max(0, self.incoming - amount)
        self.update()

    def set_purse(self, purse: int) -> None:
        self.purse, self.incoming = purse, 0
        self.update()

    def shown_purse(self) -> int:
        return self.purse - self.incoming

    def set_state(self, **flags: object) -> None:
        for key, value in flags.items():
            setattr(self, key, value)
        self.update()

    def set_scale_px(self, scale: float) -> None:
        if abs(scale - self.scale_px) > 0.01:
            self.prepareGeometryChange()
            self.scale_px = scale
            self.update()

    def purse_point(self) -> QPointF:
        """Where counters leave from and arrive at, in scene coordinates."""
        k = self.scale_px
        return self.mapToScene(QPointF(-self.width() / 2 + 22 * k, 12 * k))

    def width(self) -> float:
        return 168 * self.scale_px

    def words_left(self) -> float:
        """Where the name and the second line may begin, from the plate's left edge: after the
        purse's counters; on a plate that shows none, near the edge (they are centred there)."""
        return (46 if self.counters else 10) * self.scale_px

    def words_width(self) -> float:
        """How wide the name and the second line may be."""
        return self.width() - self.words_left() - (8 if self.counters else 10) * self.scale_px

    def height(self) -> float:
        return 48 * self.scale_px

    # -- painting -------------------------------------------------------------------------------
    def boundingRect(self) -> QRectF:
        w, h = self.width(), self.height()
        return QRectF(-w / 2 - 12, -h / 2 - 14, w + 26, h + 24)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        k = self.scale_px
        p = painter
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = self.width(), self.height()
        rect = QRectF(-w / 2, -h / 2, w, h)
        faded = self.note != "" and not self.active
        p.setOpacity(0.6 if faded else 1.0)
        if self.active or self.winner:
            p.setPen(Qt.PenStyle.NoPen)
            glow = QColor(GOLD)
            for i, alpha in enumerate((40, 70, 110)):
                glow.setAlpha(alpha)
                p.setBrush(glow)
                grow = (3 - i) * 2.2 * k
                p.drawRoundedRect(rect.adjusted(-grow, -grow, grow, grow), 10 * k + grow, 10 * k + grow)
        p.setBrush(QColor(12, 28, 18, 215))
        edge = GOLD if self.active or self.winner else QColor(214, 186, 120, 150)
        p.setPen(QPen(edge, 1.6 * k if self.active else 1.0 * k))
        p.drawRoundedRect(rect, 9 * k, 9 * k)
        p.setFont(_font(13.5 * k, bold=True))
        p.setPen(GOLD if self.you else CREAM)
        left = self.words_left()
        across = self.words_width()
        name_rect = QRectF(rect.left() + left, rect.top() + 4 * k, across, 20 * k)
        name = QFontMetricsF(p.font()).elidedText(self.name, Qt.TextElideMode.ElideRight, name_rect.width())
        side = Qt.AlignmentFlag.AlignLeft if self.counters else Qt.AlignmentFlag.AlignHCenter
        align = side | Qt.AlignmentFlag.AlignVCenter
        p.drawText(name_rect, align, name)
        p.setFont(_font(12 * k))
        p.setPen(QColor(235, 225, 200))
        line = self.note or self._purse_text()
        p.drawText(
            QRectF(rect.left() + left, rect.top() + 24 * k, across, 18 * k),
            align,
            line,
        )
        if self.counters:
            shown = max(0, self.shown_purse())
            paint_stacks(p, QPointF(rect.left() + 24 * k, rect.bottom() - 7 * k), min(shown, 10), 7.5 * k, 2)
        if self.dealer:
            badge = QCoreApplication.translate("Table", "D", "badge on the dealer's seat")
            paint_badge(p, QPointF(rect.right() - 2 * k, rect.top() + 2 * k), badge, 12 * k)
        p.setOpacity(1.0)

    def _purse_text(self) -> str:
        from .wording import purse_text

        return purse_text(max(0, self.shown_purse()))


class Caption(QGraphicsObject):
    """A speech bubble; ``tail_up`` points its tail up at the speaker (for the person's seat, down)."""

    def __init__(self) -> None:
        super().__init__()
        self.text = ""
        self.tail_up = True
        self.loud = False
        self.setZValue(250)
        self.setOpacity(0.0)
        self._fade: QPropertyAnimation | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._fade_out)

    def say(self, text: str, hold_ms: int, loud: bool = False) -> None:
        self.prepareGeometryChange()
        self.text, self.loud = text, loud
        self._stop_fade()
        self.setOpacity(1.0)
        self.update()
        if hold_ms > 0:
            self._timer.start(hold_ms)

    def clear(self) -> None:
        self._timer.stop()
        self._stop_fade()
        # The bubble shrinks with its words: the scene must repaint where the old one lay, or its
        # ends stay on the felt (playtest A: a clipped, empty bubble for a whole deal).
        self.prepareGeometryChange()
        self.setOpacity(0.0)
        self.text = ""
        self.update()

    def _stop_fade(self) -> None:
        if self._fade is not None:
            self._fade.stop()
            self._fade = None

    def _fade_out(self) -> None:
        anim = QPropertyAnimation(self, b"opacity", self)
        anim.setDuration(450)
        anim.setEndValue(0.0)
        anim.setEasingCurve(QEasingCurve.Type.InQuad)
        anim.start()
        self._fade = anim

    def _size(self) -> tuple[QFont, float, float]:
        font = _font(17 if self.loud else 14, bold=True)
        fm = QFontMetricsF(font)
        return font, fm.horizontalAdvance(self.text) + 24, fm.height() + 12

    def boundingRect(self) -> QRectF:
        _, w, h = self._size()
        return QRectF(-w / 2 - 4, -h / 2 - 14, w + 8, h + 28)

    def body(self) -> QRectF:
        """The bubble without its tail (the tail may touch what it points at), in the scene."""
        _, w, h = self._size()
        return self.mapRectToScene(QRectF(-w / 2, -h / 2, w, h))

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if not self.text:
            return
        font, w, h = self._size()
        p = painter
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        body = QRectF(-w / 2, -h / 2, w, h)
        path = QPainterPath()
        path.addRoundedRect(body, h / 2, h / 2)
        tail = QPainterPath()
        if self.tail_up:
            tail.moveTo(-7, body.top() + 1)
            tail.lineTo(0, body.top() - 10)
            tail.lineTo(7, body.top() + 1)
        else:
            tail.moveTo(-7, body.bottom() - 1)
            tail.lineTo(0, body.bottom() + 10)
            tail.lineTo(7, body.bottom() - 1)
        path = path.united(tail)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 70))
        p.drawPath(path.translated(1.5, 2.5))
        p.setBrush(QColor("#fff8e4") if not self.loud else QColor("#ffe7a0"))
        p.setPen(QPen(QColor("#8a6a2a"), 1.2))
        p.drawPath(path)
        p.setFont(font)
        p.setPen(QColor("#3a2610"))
        p.drawText(body, Qt.AlignmentFlag.AlignCenter, self.text)
