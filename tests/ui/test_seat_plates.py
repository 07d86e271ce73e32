"""The name plates round the card tables, as painted. Seen at 1280x900 and 1024x700 on 28 November:
the Crazy Eights and Cassino plates kept the room at their left where the stops tables' plates show
the purse's counters, though they show none, so their two lines began a third of the way in and sat
off the plate's middle, each line elsewhere. A plate without counters now centres its words."""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from hoyle_desktop.ui.matching.scene import InfoPlate
from hoyle_desktop.ui.stops.seat_items import SeatPlate

MARGIN = 20


def _lines(plate: SeatPlate) -> list[tuple[float, float]]:
    """The left and right ends of the words painted on the plate's two lines (name, second line),
    in pixels from the plate's left edge."""
    w, h = plate.width(), plate.height()
    image = QImage(int(w) + 2 * MARGIN, int(h) + 2 * MARGIN, QImage.Format.Format_RGB32)
    image.fill(QColor("#1d5c3d"))
    painter = QPainter(image)
    painter.translate(QPointF(MARGIN + w / 2, MARGIN + h / 2))
    plate.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    k = plate.scale_px
    ends = []
    for top, bottom in ((4 * k, 24 * k), (24 * k, 42 * k)):
        columns = [
            x
            for x in range(MARGIN + 3, MARGIN + int(w) - 3)
            for y in range(MARGIN + int(top), MARGIN + int(bottom))
            if QColor(image.pixel(x, y)).red() > 150
        ]
        assert columns, "a line with no words painted"
        ends.append((min(columns) - MARGIN, max(columns) - MARGIN + 1))
    return ends


def test_a_plate_without_counters_centres_both_its_lines(qtbot) -> None:
    for line in ("3 cards", "Taken: 4", "Taken: 20 · Sweeps: 1"):
        plate = InfoPlate("Computer 1", 0)
        plate.set_line(line)
        middle = plate.width() / 2
        for left, right in _lines(plate):
            assert abs((left + right) / 2 - middle) <= 3, (line, left, right, plate.width())


def test_a_plate_with_counters_keeps_their_room_at_its_left(qtbot) -> None:
    plate = SeatPlate("Computer 1", 0)  # (an empty purse: no counters painted over the words' room)
    for left, _right in _lines(plate):
        assert left >= 44 * plate.scale_px
