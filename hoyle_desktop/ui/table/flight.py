"""A card seen moving across a widget table: a traded card flies from the seat that gives it to the
seat (or the stock, or the table's cards) that receives it, in the table's animation time.

Widget tables (the trading tables, Speculation's board) draw their cards in place; a flight is a
short-lived picture of the card laid over them, so the move is seen even though the rows have
already been redrawn. With the animation time at 0 nothing flies.
"""

from __future__ import annotations

from PySide6.QtCore import QEasingCurve, QPoint, QPropertyAnimation
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QLabel, QWidget


def fly(over: QWidget, pixmap: QPixmap, start: QPoint, end: QPoint, ms: int) -> QLabel | None:
    """Show ``pixmap`` moving from ``start`` to ``end`` (the card's centre, in ``over``'s
    coordinates) over ``ms`` milliseconds; the picture goes away when it arrives."""
    if ms <= 0 or pixmap.isNull():
        return None
    card = QLabel(over)
    card.setObjectName("flyingCard")
    card.setPixmap(pixmap)
    size = pixmap.deviceIndependentSize().toSize()
    card.resize(size)
    offset = QPoint(size.width() // 2, size.height() // 2)
    card.move(start - offset)
    card.show()
    card.raise_()
    motion = QPropertyAnimation(card, b"pos", card)
    motion.setDuration(ms)
    motion.setStartValue(start - offset)
    motion.setEndValue(end - offset)
    motion.setEasingCurve(QEasingCurve.Type.InOutQuad)
    motion.finished.connect(card.deleteLater)
    motion.start()
    return card


def centre_in(widget: QWidget, over: QWidget) -> QPoint:
    """The centre of ``widget`` in ``over``'s coordinates."""
    return widget.mapTo(over, widget.rect().center())
