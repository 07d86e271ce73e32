"""Newmarket's board (issue 24, playtest A): with Peel's rule the card below a pool card wins its
stakes (the king of diamonds the ace of diamonds' pool); the board named only the pool cards, so a
new player took the ace for the winner. Each pool card now says which card wins it."""

from __future__ import annotations

from test_stops_table_games import fast_window, new_setup

from hoyle_desktop.engine.stops.newmarket import winning_card
from hoyle_desktop.ui.table.card_words import card_label


def test_the_board_names_the_card_that_wins_each_pool(qtbot) -> None:
    window = fast_window(qtbot)
    table = window.open_table(new_setup(window, "newmarket", "newmarket", 4, seed=3))
    board = table.board
    qtbot.waitUntil(lambda: len(board.pool_cards) == 4, timeout=20_000)
    for pool, card in board.pool_cards.items():
        winner = winning_card(card, "preceding")
        assert winner != card
        assert board.labels[pool][1] == f"won by {card_label(winner)}"
    qtbot.waitUntil(lambda: table.idle, timeout=20_000)


def test_when_the_pool_card_itself_wins_nothing_more_is_said(qtbot) -> None:
    window = fast_window(qtbot)
    table = window.open_table(new_setup(window, "newmarket", "newmarket-today", 4, seed=3))
    board = table.board
    qtbot.waitUntil(lambda: len(board.pool_cards) == 4, timeout=20_000)
    assert not any(sub.startswith("won by") for _, sub in board.labels.values())
