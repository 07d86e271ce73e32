"""The dead hand turned up at a stops deal's end is laid out to be read (stopsb, 29 November): playtest
(h), Pope Joan at 1024x700, "the dead hand is spread inside its small frame, eleven cards overlapped
to a sliver each"; they could only be read in the history."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QRectF
from table_windows import table_window
from test_deal_end import play_to_the_hold

from hoyle_desktop.ui.dialogs.new_game import NewGameSetup

pytestmark = pytest.mark.deal_end_pause

CORNER_W, CORNER_H = 0.28, 0.3  # a card's index (its rank over its suit), as parts of its width and height


def face(item) -> QRectF:
    """The card itself on the table (its bounding rectangle reaches a few pixels beyond, for its ring)."""
    return item.mapRectToScene(item.shape().boundingRect())


def corner(item) -> QRectF:
    box = face(item)
    return QRectF(box.left(), box.top(), box.width() * CORNER_W, box.height() * CORNER_H)


SIZES = [(4, (1024, 700)), (3, (1024, 700)), (4, (1920, 1080)), (3, (800, 600)), (3, (640, 480))]


@pytest.mark.parametrize(("players", "size"), SIZES)
def test_each_card_of_the_dead_hand_shows_its_corner_at_the_deal_end(qtbot, players, size) -> None:
    window = table_window(qtbot, size)
    rules = {**window.catalog.get("pope-joan").rules, "players": players}
    setup = NewGameSetup("pope_joan", "pope-joan", rules, players, ["standard"] * (players - 1), seed=11)
    table = window.open_table(setup)
    play_to_the_hold(qtbot, table, random.Random(2))
    qtbot.waitUntil(lambda: table.deal_end.holding, timeout=20_000)
    scene = table.scene
    dead = scene.dead
    assert len(dead) >= 10 and all(item.face_up for item in dead)
    others = [*dead, *([scene.turnup] if scene.turnup is not None else [])]
    for item in dead:
        index = corner(item)
        above = [o for o in others if o is not item and o.zValue() > item.zValue()]
        covered = [o for o in above if face(o).intersects(index)]
        assert not covered, f"{item.card}'s corner is under {[o.card for o in covered]}"
        assert scene.sceneRect().contains(face(item))
    if scene.turnup is not None:  # the turn-up stays clear of the dead hand
        assert not any(face(scene.turnup).intersects(face(item)) for item in dead)
