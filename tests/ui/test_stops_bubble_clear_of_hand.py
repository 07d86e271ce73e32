"""The person's speech bubble at the stops tables clears the hand (stopsb, 29 November): playtest (h),
Pope Joan at 1024x700, "the 'Stop!' bubble covers the top of my own card", the ace of clubs the keys'
frame had lifted: the bubble sat over the hand's top edge and a lifted card rose into it."""

from __future__ import annotations

import pytest
from table_windows import new_setup, table_window

from hoyle_desktop.ui.table.card_item import FOCUS_LIFT


@pytest.mark.parametrize("size", [(640, 480), (1024, 700), (1280, 800), (1920, 1080)])
@pytest.mark.parametrize(("game", "profile"), [("pope_joan", "pope-joan"), ("spin", "spin")])
def test_the_persons_bubble_leaves_a_lifted_cards_top_in_sight(qtbot, size, game, profile) -> None:
    window = table_window(qtbot, size)
    table = window.open_table(new_setup(window, game, profile, 4, seed=3))
    qtbot.waitUntil(lambda: table.idle, timeout=20_000)
    scene = table.scene
    bubble = scene.captions[table.human]
    bubble.say("Spin: stop! +9", 0, loud=True)  # the widest the person's bubble says at these tables
    body = bubble.body()
    assert scene.sceneRect().contains(body)
    hand = scene.hands[table.human]
    assert hand
    for item in hand:  # each card as high as the keys' frame lifts it
        face = item.mapRectToScene(item.shape().boundingRect())
        lifted = face.translated(0, -scene.card_h * FOCUS_LIFT if not item.focused else 0)
        assert not body.intersects(lifted), (item.card, body, lifted)
