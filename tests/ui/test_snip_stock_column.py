"""Playtest 2026-11-29-e, Snip-Snap-Snorum with the whole pack at 1024x700: the deal starts with no
stock, so the table kept no column for one; when a player was snipped out his cards went onto a
stock drawn half off the table's right edge, its label "Talon" cut. The column opens when the stock
first gets cards, and the played rows make room for it."""

from __future__ import annotations

from table_windows import new_setup, table_window


def test_the_stock_of_a_player_snipped_out_lies_on_the_table(qtbot) -> None:
    window = table_window(qtbot, size=(1024, 700))
    table = window.open_table(new_setup(window, "snip_snap_snorum", "snip-snap-snorum-whole-pack", 5, seed=3))
    qtbot.waitUntil(lambda: table.idle, timeout=20_000)
    table.session.stop()
    scene = table.scene
    assert not scene.dead  # the whole pack is dealt: no stock yet
    scene.hand_to_stock(1, "Stock")
    scene.relayout(0)
    edge = scene.sceneRect().right()
    assert scene.dead
    for item in scene.dead:
        assert item.sceneBoundingRect().right() <= edge, (item.sceneBoundingRect(), edge)
    assert scene.dead_label.sceneBoundingRect().right() <= edge
    g = scene.guide
    rows = g.mapRectToScene(g.origin.x(), g.origin.y(), 12 * g.sx + g.cw, 3 * g.sy + g.ch)
    assert all(not item.sceneBoundingRect().intersects(rows) for item in scene.dead)
