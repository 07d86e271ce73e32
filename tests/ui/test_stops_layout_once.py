"""A stops table's layout works out the rows' geometry once (ui/stops/layout.py).

Every relayout places each played card by ``row_spot``, and each place asked again for the rows'
rectangle (five times) and the middle band (fifteen): with a few dozen cards out, thousands of
rectangles a relayout, a tenth of a stops whole game's time. The layout is now frozen and keeps
what it worked out; the places are the same."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import QPointF

from hoyle_desktop.ui.stops.layout import TableLayout


def layout() -> TableLayout:
    return TableLayout(1100.0, 700.0, 80.0, 112.0, 4, 0, board=True, column=True, dead=5)


def test_a_layout_places_every_played_card_from_one_middle_band(monkeypatch) -> None:
    looks: list[int] = []
    real = TableLayout.top_band
    monkeypatch.setattr(TableLayout, "top_band", lambda self: looks.append(1) or real(self))
    g = layout()
    spots = [g.row_spot(row, rank) for row in range(4) for rank in range(1, 14)]
    assert len(looks) == 1
    sx, sy = g.row_steps()
    origin = g.row_origin()
    assert spots[0] == origin and spots[14] == origin + QPointF(sx, sy)  # the same places as before


def test_what_it_gives_may_be_changed_by_the_caller_and_the_layout_is_fixed() -> None:
    g = layout()
    first = g.rows_rect()
    first.adjust(5, 5, -5, -5)
    g.row_origin().setX(-1)
    assert g.rows_rect() != first and g.rows_rect() == layout().rows_rect()
    assert g.row_origin() == layout().row_origin()
    with pytest.raises(dataclasses.FrozenInstanceError):
        g.width = 500.0  # type: ignore[misc]
