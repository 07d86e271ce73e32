"""The keyboard's card in a fan: the next card covers its right side, so it rises out of the fan by
a share of its height, its dashed ring whole along the top (the playtest of 28 November found the
ring hidden under the next card). Clicks go to the card where it is drawn."""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap, QTransform
from PySide6.QtWidgets import QGraphicsScene

from hoyle_desktop.engine.cards import Card
from hoyle_desktop.ui.table.card_item import FOCUS_LIFT, CardItem

W, H, STEP = 70.0, 100.0, 20.0


def fan(qapp) -> tuple[QGraphicsScene, list[CardItem]]:
    def source(_element: str) -> QPixmap:
        pix = QPixmap(int(W), int(H))
        pix.fill(QColor("white"))
        return pix

    scene = QGraphicsScene()
    items = []
    for i, code in enumerate(("5C", "6H", "7S")):
        item = CardItem(Card.parse(code), True, source, "back")
        item.setPos(50 + i * STEP, 60)
        item.setZValue(i)
        scene.addItem(item)
        items.append(item)
    scene.setSceneRect(0, 0, 220, 200)
    return scene, items


def test_the_focused_card_rises_out_of_the_fan_with_its_ring_whole_on_top(qapp) -> None:
    scene, items = fan(qapp)
    middle = items[1]
    above = QPointF(50 + STEP + W / 2, 60 - H * FOCUS_LIFT / 2)  # over the next card's part, above it
    assert scene.itemAt(above, QTransform()) is None
    middle.set_marks(focused=True)
    assert scene.itemAt(above, QTransform()) is middle
    image = QImage(220, 200, QImage.Format.Format_ARGB32)
    image.fill(QColor("black"))
    painter = QPainter(image)
    scene.render(painter, source=scene.sceneRect(), target=image.rect().toRectF())
    painter.end()
    top = round(60 - H * FOCUS_LIFT - 1.5)
    ring = [
        image.pixelColor(x, y)
        for x in range(int(50 + 2 * STEP), int(50 + STEP + W - 6))  # where the next card covers it
        for y in range(top - 2, top + 3)
    ]
    assert any(c.blue() > 200 and c.red() < 160 for c in ring)  # the dashed ring's light blue
    middle.set_marks(focused=False)
    assert scene.itemAt(above, QTransform()) is None


def test_the_coachs_green_ring_shows_on_the_keyboards_card_too(qapp) -> None:
    """The playtest of 28 November (c) saw the Hint's best card lose its green ring while the
    keyboard's dashed ring was on it: the person following the hint by keys could not see it."""
    scene, items = fan(qapp)
    last = items[2]  # nothing covers it
    last.set_marks(focused=True, coached=True)
    image = QImage(220, 200, QImage.Format.Format_ARGB32)
    image.fill(QColor("black"))
    painter = QPainter(image)
    scene.render(painter, source=scene.sceneRect(), target=image.rect().toRectF())
    painter.end()
    left = round(50 + 2 * STEP)
    middle = round(60 - H * FOCUS_LIFT + H / 2)
    band = [image.pixelColor(x, middle) for x in range(left - 5, left + 5)]
    green = [c for c in band if c.green() > 150 and c.red() < 120 and c.blue() < 150]
    assert len(green) >= 3  # a ring as wide as elsewhere, not a sliver beside the dashes
    assert any(c.blue() > 200 and c.red() < 160 for c in band)  # the dashed light blue


def rendered(scene: QGraphicsScene) -> QImage:
    image = QImage(220, 200, QImage.Format.Format_ARGB32)
    image.fill(QColor("black"))
    painter = QPainter(image)
    scene.render(painter, source=scene.sceneRect(), target=image.rect().toRectF())
    painter.end()
    return image


def light_blue(colour: QColor) -> bool:
    return colour.blue() > 200 and colour.red() < 160


def test_the_keyboards_frame_is_seen_whole_above_the_next_card(qapp) -> None:
    """The playtest of 28 November (d): with large cards the focused card's right half and its
    dashed frame lay under the next card of the hand. The card keeps its place (the next card's
    index stays in view), but its frame is drawn above the cards, whole, and a click still goes to
    the card under it."""
    scene, items = fan(qapp)
    middle = items[1]
    middle.set_marks(focused=True)
    assert middle.zValue() < items[2].zValue()  # the card's own stacking is kept
    right = round(50 + STEP + W + 1.5)  # its frame's right side, under the next card
    edge = [rendered(scene).pixelColor(x, y) for x in (right - 1, right, right + 1) for y in range(70, 130)]
    assert sum(light_blue(c) for c in edge) > 20, "the frame's right side is hidden under the next card"
    inside = QPointF(50 + STEP + W - 3, 100)  # on the next card, where the frame runs: the card is hit
    assert scene.itemAt(inside, QTransform()) is items[2]
    middle.set_marks(focused=False)
    assert not any(light_blue(c) for c in (rendered(scene).pixelColor(right, y) for y in range(70, 130)))
    scene.removeItem(middle)
    middle.set_marks(focused=True)  # off the table its frame is nowhere
    assert len(scene.items()) == 2


def test_the_keyboards_frame_leaves_a_card_index_on_it_in_view(qapp) -> None:
    scene, items = fan(qapp)
    first = items[0]
    for other in items[1:]:
        scene.removeItem(other)
    lying = items[1]
    lying.setPos(50 + W - 5, 60 + H * 0.5)  # its index corner over the focused card's right side
    lying.setZValue(5)
    scene.addItem(lying)
    first.set_marks(focused=True)
    image = rendered(scene)
    right = round(50 + W + 1.5)
    top = int(60 + H * 0.5)
    on_index = [image.pixelColor(right, y) for y in range(top + 3, int(top + H * 0.28))]
    assert not any(light_blue(c) for c in on_index), "the frame runs over the card index lying on it"
    above_it = [image.pixelColor(right, y) for y in range(60, top - 3)]
    assert any(light_blue(c) for c in above_it)
