"""Speculation's players' lines keep their form and place through a deal (polishf, 29 November,
"Left": the lines still changed form with their words, one line or two as "chief hand" came, a
purse grew a figure or the seat was to act, in bold; playtest (f): "seat labels change between one
and two lines and move").

A seat's line takes the form (one line, two, three) its widest words would need in the deal (bold,
its purse at the most counters in play, "chief hand"), and stands on its foot: the line next to the
cards stays where it is (in three lines "chief hand" comes on a line of its own below the purse,
and the name moves up by that line)."""

from __future__ import annotations

import pytest
from test_speculation_faults import five_held
from test_table_overlaps import language  # noqa: F401  (a fixture)

from hoyle_desktop.engine.cards import Card, Rank, Suit


def _names(board) -> dict[str, tuple[float, float, bool]]:
    """Each seat's line: where it ends (its foot), its centre across, whether the name and the purse
    share a line."""
    board.caption = ""
    board.repaint()
    found = {}
    for box, text in board.painted_words:
        name = next((n for n in board.names if text.startswith(n)), None)
        if name is not None:
            together = "\n" not in text.split(" · ")[0] and " · " in text.split("\n")[0]
            found[name] = (round(box.bottom()), round(box.center().x()), together)
    return found


@pytest.mark.parametrize("language", ["en", "fr"], indirect=True)
@pytest.mark.parametrize("size", [(1024, 700), (1280, 800)])
def test_each_line_keeps_its_place_as_the_chief_hand_and_purses_change(qtbot, language, size) -> None:  # noqa: F811
    board, model = five_held(qtbot, "speculation", size)
    model.deal, model.turn_up, model.dealer = 1, Card(Rank.TWO, Suit.CLUBS), 2
    model.down = [2] * 5
    model.rows = [[Card(Rank.SEVEN, Suit.CLUBS)] for _ in range(5)]
    seen = []
    moves = [(None, [9, 9, 9, 9, 9]), (1, [7, 11, 9, 9, 9]), (3, [7, 11, 5, 13, 9]), (0, [12, 11, 5, 13, 4])]
    for (holder, purses), to_act in zip(moves, [0, 1, 3, 4], strict=True):
        model.holder, model.purses, board.to_act = holder, purses, to_act
        seen.append(_names(board))
    first = seen[0]
    for later in seen[1:]:
        moved = {n: (first[n], place) for n, place in later.items() if place != first.get(n)}
        assert not moved, moved
