"""Playtest 29 November (e), "Not mended" 7: eight at Snip-Snap-Snorum at 1024x700, the outer
computer players' plates touched the table's edges (Computer 7's cut at the right). The plates along
the top keep the margin at every count of players (ui/stops/layout.py, shared with the matching
tables), and never run into one another."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QRectF
from table_windows import new_setup, table_window

from hoyle_desktop.ui.stops.layout import MARGIN, PLATE_H, PLATE_W, TableLayout


def plate_rects(g: TableLayout) -> list[QRectF]:
    k = g.plate_scale
    rects = []
    for seat in g.others:
        c = g.seat_centre(seat)
        rects.append(QRectF(c.x() - PLATE_W * k / 2, c.y() - PLATE_H * k / 2, PLATE_W * k, PLATE_H * k))
    return rects


@pytest.mark.parametrize("players", range(3, 9))
@pytest.mark.parametrize("width", [700.0, 760.0, 1000.0, 1600.0])
def test_the_plates_along_the_top_keep_the_margin(players: int, width: float) -> None:
    g = TableLayout(width, 600.0, 70.0, 98.0, players, 0, board=True, column=False)
    rects = plate_rects(g)
    assert rects[0].left() >= MARGIN and rects[-1].right() <= width - MARGIN, (rects[0], rects[-1])
    for a, b in itertools.pairwise(rects):
        assert b.left() - a.right() >= 8 - 1e-9, (a, b)


def test_eight_at_snip_snap_snorum_at_1024x700_keep_clear_of_the_edges(qtbot) -> None:
    window = table_window(qtbot, (1024, 700))
    table = window.open_table(new_setup(window, "snip_snap_snorum", "snip-snap-snorum", 8, seed=3))
    qtbot.wait(50)
    scene = table.scene
    felt = scene.sceneRect()
    for seat, plate in enumerate(scene.plates):
        if seat == table.human:
            continue
        w, h = plate.width(), plate.height()
        body = plate.mapRectToScene(QRectF(-w / 2, -h / 2, w, h))
        assert body.left() >= felt.left() + MARGIN, (seat, body, felt)
        assert body.right() <= felt.right() - MARGIN, (seat, body, felt)
