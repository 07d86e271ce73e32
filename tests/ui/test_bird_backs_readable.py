"""My Bird Sings for five at 1024x700: the computers' backs were 19 px wide (polishf, 29 November: four
plaques across a 690 px felt, five cards side by side in each). A seat's cards now lie overlapped,
each a share of a card to the right of the last, so they are as large as the plaque's width holds
overlapped: readable, each card's strip still to be clicked when the person draws from that seat,
and nothing runs into another seat or the pool."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPoint, QRect
from test_deal_end import open_game

LEAST_PX = 40  # a back this wide reads as a card at a glance (the old game's own cards are 104)


def _rect(widget, felt) -> QRect:
    return QRect(widget.mapTo(felt, QPoint(0, 0)), widget.size())


@pytest.mark.parametrize("size", [(1024, 700), (1280, 800), (1600, 1000)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("players", [4, 5])
def test_the_seats_backs_are_readable_and_clear_of_each_other(qtbot, players, size) -> None:
    _window, table = open_game(qtbot, "my_bird_sings", "my-bird-sings", players, {}, size=size)
    rng = random.Random(2)
    for _ in range(5_000):  # until every seat holds its cards and a thrown card has passed
        qtbot.wait(1)
        if table.idle and table.session.human_may_act():
            if len(table.game.history) >= players:
                break
            table.session.act(rng.choice(table.game.legal_actions(table.human)))
    felt = table.felt
    seats = list(table.seat_rows)
    for seat in seats:
        row = table.seat_rows[seat]
        assert row.width_px >= LEAST_PX, (seat, row.width_px)
        cards = [_rect(label, felt) for label in row.labels if label.isVisible()]
        assert cards
        plaque = _rect(table.plaques[seat], felt)
        for card in cards:
            assert plaque.contains(card), (seat, card, plaque)  # inside its own plaque
    plaques = [_rect(table.plaques[s], felt) for s in [*seats, table.human]]
    for i, a in enumerate(plaques):
        assert felt.rect().contains(a)
        for b in plaques[i + 1 :]:
            assert not a.intersects(b), (a, b)
    middle = _rect(table.pile, felt).united(_rect(table.centre, felt))
    assert not any(middle.intersects(p) for p in plaques), middle
