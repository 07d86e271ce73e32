"""Playtest 29 November (c), five at 1024x700: at the end of a deal the winning card (framed) lay
under the last card its holder turned, and the turn-up touched Computer 1's turned cards when he
had four. The best card is drawn over its neighbours; the turn-up keeps clear of every seat."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from test_speculation_faults import five_held

from hoyle_desktop.engine.cards import Card, Rank, Suit

ROW = [Card(Rank.KING, Suit.HEARTS), Card(Rank.QUEEN, Suit.CLUBS), Card(Rank.TWO, Suit.SPADES)]


@pytest.mark.parametrize("size", [(1024, 700), (1024, 660), (1280, 800)])
@pytest.mark.parametrize(("down", "turned"), [(0, 3), (0, 4), (1, 3), (2, 2), (1, 4), (0, 5)])
def test_the_turn_up_keeps_clear_of_a_side_seats_cards(qtbot, size, down, turned) -> None:
    board, model = five_held(qtbot, "speculation", size)
    model.deal, model.turn_up = 1, Card(Rank.TWO, Suit.CLUBS)
    model.down = [down] * 5
    model.rows = [[Card(Rank.SEVEN, Suit.CLUBS)] * turned for _ in range(5)]
    board.repaint()
    turn_up, *seats = board.painted_cards  # the middle is drawn first
    apart = board.card_width() * 0.1
    near = [card for card in seats if turn_up.adjusted(-apart, -apart, apart, apart).intersects(card)]
    assert not near, (turn_up, near)


def test_the_best_card_lies_over_the_cards_turned_after_it(qtbot) -> None:
    board, model = five_held(qtbot, "speculation", (1024, 700))
    model.deal, model.best, model.holder = 1, ROW[1], 0
    model.down = [0, 3, 3, 3, 3]
    model.rows = [list(ROW), [], [], [], []]
    board.repaint()
    cw = board.card_width()
    mine = [QRectF(r) for r in board.painted_cards if board.cards_rect(0).contains(r.center())]
    assert len(mine) == 3
    best = QRectF(board.cards_rect(0).x() + cw * 0.42, mine[0].y(), cw, cw * 1.4)
    last = mine[-1]
    assert abs(last.x() - int(best.x())) <= 1, (mine, best)  # painted last: on top
