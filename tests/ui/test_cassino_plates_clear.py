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


def test_the_pack_to_deal_is_never_none_before_the_first_cards(qtbot, monkeypatch) -> None:
    """Playtest (d), 29 November, Cassino for two in German: "Noch zu geben: keine" (none to deal)
    at the first deal's start, before the cards came, then "40 Karten". The whole pack is to deal
    then; each hand and the table's four take their cards from it as they are dealt."""
    from table_windows import open_default, table_window

    from hoyle_desktop.ui.cassino.table import CassinoTable

    said: list[tuple[str, str]] = []
    show = CassinoTable.show_event

    def spy(table, e):
        pace = show(table, e)
        table.plate_lines()
        said.append((e.kind, table.info_label.text()))
        return pace

    monkeypatch.setattr(CassinoTable, "show_event", spy)
    window = table_window(qtbot)
    table = open_default(window, "cassino")
    qtbot.waitUntil(lambda: any(kind == "round" for kind, _ in said), timeout=10_000)
    first = [text for kind, text in said[: [k for k, _ in said].index("round") + 1]]
    assert not [text for text in first if "Still to deal: none" in text], first
    starts = [text for kind, text in said if kind == "deal_start"]
    assert "Still to deal: 52 cards" in starts[0]
    after = said[[k for k, _ in said].index("round")][1]
    left = 52 - 4 * table.game.players - 4
    assert f"Still to deal: {left} cards" in after
