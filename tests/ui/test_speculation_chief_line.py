"""Playtest 29 November (c), five at 1024x700: Computer 1's line in two ("Ordinateur 1" over
"bourse 25 · main maîtresse", the chief hand) ran up to the turn-up card. A seat's line in two
keeps clear of the middle as its one line does, in every language."""

from __future__ import annotations

import pytest
from test_speculation_faults import five_held, gap
from test_table_overlaps import language  # noqa: F401  (a fixture)

from hoyle_desktop.engine.cards import Card, Rank, Suit


@pytest.mark.parametrize("language", ["en", "de", "fr"], indirect=True)
@pytest.mark.parametrize("size", [(1024, 700), (1024, 660), (1010, 650)])
@pytest.mark.parametrize("dealer", [1, 0])
@pytest.mark.parametrize("turned", [0, 2, 4])
def test_a_side_seats_line_in_two_keeps_clear_of_the_turn_up(qtbot, language, size, dealer, turned) -> None:  # noqa: F811
    board, model = five_held(qtbot, "speculation", size)
    model.deal, model.turn_up, model.holder, model.dealer = 1, Card(Rank.TWO, Suit.CLUBS), 1, dealer
    model.purses = [25, 125, 25, 25, 25]
    model.down = [5 - turned] * 5
    model.rows = [[Card(Rank.SEVEN, Suit.CLUBS)] * turned for _ in range(5)]
    board.caption = ""
    board.repaint()
    turn_up = board.painted_cards[0]  # the middle is drawn first
    apart = board.card_width() * 0.1
    lines = [(box, text) for box, text in board.painted_words if text.startswith(board.names[1])]
    assert lines
    near = [(text, box) for box, text in lines if gap(box, turn_up) < apart]
    assert not near, (turn_up, near)


def test_the_players_lines_stay_put_as_their_cards_turn(qtbot) -> None:
    """Playtest (f), five at 1024x700: the seat lines went from one line to two and moved as cards
    turned ("Computer 1 · purse 29" over "Computer 1 / purse 29"). Each keeps its place and form
    through a deal's turns (the widest three cards may lie)."""
    board, model = five_held(qtbot, "speculation", (1024, 700))
    model.deal, model.turn_up, model.dealer = 1, Card(Rank.TWO, Suit.CLUBS), 2
    model.holder = None
    model.purses = [29, 29, 30, 27, 29]
    seen = []
    for turned in range(3):
        model.down = [3 - turned] * 5
        model.rows = [[Card(Rank.SEVEN, Suit.CLUBS)] * turned for _ in range(5)]
        board.caption = ""
        board.repaint()
        seen.append(
            {text: box for box, text in board.painted_words if any(text.startswith(n) for n in board.names)}
        )
    for later in seen[1:]:
        assert later == seen[0], [(t, seen[0].get(t), b) for t, b in later.items() if seen[0].get(t) != b]
