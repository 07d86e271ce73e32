"""Playtest of 29 November, Cassino for four at 1024x700: at the end of the deal Computer 3's plate
had grown to "19 cards taken · Sweeps: 1" and ran under the pile of cards Computer 2 had taken,
which lay beside Computer 2's plate, and Computer 3's own pile, put on the left of its plate for
want of room on the right, lay on Computer 2's. A won pile lies beside its plate only where it stays clear of
the next plate, however wide that has grown; else under it."""

from __future__ import annotations

import random

import pytest
from test_deal_end import open_game, play_to_the_hold

pytestmark = pytest.mark.deal_end_pause


def test_a_won_pile_stays_clear_of_the_next_plate_grown_wide(qtbot) -> None:
    _window, table = open_game(qtbot, "cassino", "cassino", 4, {}, size=(1024, 668))
    play_to_the_hold(qtbot, table, random.Random(3))
    scene = table.scene
    assert all(scene.won[s] for s in (1, 2, 3)), "every computer player has taken cards"
    for seat in (1, 2, 3):
        scene.plates[seat].set_line("19 cards taken · Sweeps: 1")
        scene.plate_resized(seat)
    for seat in (1, 2, 3):
        for other in (1, 2, 3):
            if other == seat:
                continue
            plate = scene.plates[other].sceneBoundingRect()
            piles = [i.sceneBoundingRect() for i in scene.won[other]]
            for item in scene.won[seat]:
                assert not item.sceneBoundingRect().intersects(plate), (seat, "plate", other)
                assert not any(item.sceneBoundingRect().intersects(p) for p in piles), (seat, "pile", other)
