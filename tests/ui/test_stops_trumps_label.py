"""Playtest (i), Pope Joan for four at 1024x700: "Trumps: diamonds" over the dead hand ran onto the
board's last column (the kings), and lay on the kings played there at the end of the deal. The
label keeps to the column right of the rows, in a smaller letter where it must."""

from __future__ import annotations

import pytest
from table_windows import new_setup, table_window
from test_table_overlaps import language  # noqa: F401  (a fixture)

from hoyle_desktop.engine.cards import Card, Rank, Suit
from hoyle_desktop.ui.stops import wording as w


@pytest.mark.parametrize("language", ["en", "de", "fr"], indirect=True)
@pytest.mark.parametrize("size", [(1024, 700), (1100, 760)])
@pytest.mark.parametrize("suit", list(Suit))
def test_the_trumps_label_keeps_off_the_rows(qtbot, language, size, suit) -> None:  # noqa: F811
    window = table_window(qtbot, size=size)
    table = window.open_table(new_setup(window, "pope_joan", "pope-joan", 4, seed=3))
    qtbot.waitUntil(lambda: table.idle, timeout=20_000)
    table.session.stop()
    scene = table.scene
    scene.turn_up(Card(Rank.SIX, suit), w.label_text("trumps").replace("%1", w.suit_name(suit)))
    scene.relayout(0)
    g = scene.guide
    rows = g.mapRectToScene(g.origin.x(), g.origin.y(), 12 * g.sx + g.cw, 3 * g.sy + g.ch)
    text = scene.trumps_label.sceneBoundingRect()
    assert not text.intersects(rows), (scene.trumps_label.text(), text, rows)
    assert text.right() <= scene.sceneRect().right()
