"""Playtest 29 November (b), "Not mended": at Spin the seven of diamonds, played, hid the cross on
the eight (out of play): the rows' places are narrower than their cards, so each card covers the
left of the next place, where the cross was drawn under every card. A card out of play is now
struck through at its own height among the played cards, above the card before it and under the
card after it, as the card itself would lie."""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtGui import QTransform
from table_windows import open_default, table_window

from hoyle_desktop.engine.cards import SUITS, Card
from hoyle_desktop.ui.table.card_item import CardItem


def test_the_card_before_a_card_out_of_play_leaves_its_cross_in_view(qtbot) -> None:
    window = table_window(qtbot, size=(1024, 700))
    table = open_default(window, "spin")
    scene = table.scene
    scene.layout_held = True  # the deal's own events change nothing of what is laid here
    eight, seven, nine = Card.parse("8D"), Card.parse("7D"), Card.parse("9D")
    scene.set_out([eight])
    scene.layout_held = False
    scene.play(0, seven, lead=True, from_hand=False)
    scene.play(0, nine, lead=True, from_hand=False)
    scene.relayout(0)
    g = scene.geometry()
    sx, _sy = g.row_steps()
    cw, _ch = g.row_card()
    assert cw > sx  # a card is wider than its place: it lies over the left of the next place
    spot = g.row_spot(SUITS.index(eight.suit), int(eight.rank))
    cross = spot + QPointF(min(sx, cw) / 2 + 1, cw * 0.42)  # where the place's cross is drawn
    top = scene.itemAt(cross, QTransform())
    assert not isinstance(top, CardItem), f"the {getattr(top, 'card', None)} hides the cross on the eight"
    assert top is not None and getattr(top, "card", None) == eight
    # the card after it still lies over the right of the eight's place, as on any place
    right = spot + QPointF(sx + 2, cw * 0.42)
    assert scene.itemAt(right, QTransform()) is scene.played[nine]
