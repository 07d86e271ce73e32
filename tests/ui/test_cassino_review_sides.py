"""Playtest of 29 November, Cassino for four: the review of the deal put each side's points on one
partner ("Computer 1: +2, Computer 3: +0") beside the panel's "Computer 1 and Computer 3: 2". The
review's rows are the sides, with the partners' names and each partner's cards; without partners a
row is a player, as before."""

from __future__ import annotations

import random

import pytest
from test_deal_end import open_game, play_to_the_hold

pytestmark = pytest.mark.deal_end_pause


def review_rows(qtbot, table) -> list[list[str]]:
    qtbot.waitUntil(lambda: table.review.open_button.isVisible(), timeout=5_000)
    table.review.open_button.click()
    grid = table.review.shown.table
    rows = [[grid.item(r, c).text() for c in range(3)] for r in range(grid.rowCount())]
    table.review.shown.reject()
    return rows


@pytest.mark.parametrize("players", [4, 2])
def test_the_review_of_a_deal_has_a_row_for_each_side(qtbot, players: int) -> None:
    _window, table = open_game(qtbot, "cassino", "cassino", players, {})
    play_to_the_hold(qtbot, table, random.Random(3))
    assert table.deal_end.holding
    rows = review_rows(qtbot, table)
    assert [r[0] for r in rows] == table.side_names
    assert [int(r[2]) for r in rows] == table.scores  # the first deal's points: the standing now
    if players == 4:
        assert rows[0][0] == "You and Computer 2" and rows[1][0] == "Computer 1 and Computer 3"
        assert rows[0][1].startswith("You: ") and " · Computer 2: " in rows[0][1]
    else:
        assert [r[0] for r in rows] == table.names  # a player a row, each with their own cards
        assert not rows[0][1].startswith("You: ")


@pytest.mark.parametrize(
    ("game", "profile"), [("all_fours", "all-fours-partners"), ("spoil_five", "spoil-five-partners")]
)
def test_the_review_of_a_partnership_trick_deal_has_a_row_for_each_side(
    qtbot, game: str, profile: str
) -> None:
    """Playtest (d), 29 November, All-Fours for four in French: the review put the side's three
    points (High, Low, Game) on Computer 2 (+3) and +0 on his partner Computer 3, beside the panel's
    "Computer 2 and Computer 3: 3". As Cassino's: a row a side, each partner's cards named."""
    _window, table = open_game(qtbot, game, profile, 4, {})
    play_to_the_hold(qtbot, table, random.Random(3))
    assert table.deal_end.holding
    rows = review_rows(qtbot, table)
    assert [r[0] for r in rows] == table.side_names and len(rows) == 2
    assert all(" · " in r[1] for r in rows)  # both partners' cards


def test_the_review_of_a_four_handed_cribbage_deal_has_a_row_for_each_side(qtbot) -> None:
    """Playtest (d), 29 November, cribbage for four in German: the review listed the four seats,
    each with its own show, beside a board that pegs the two sides. As at the other partnership
    tables: a row a side, with the side's points and each partner's cards."""
    _window, table = open_game(qtbot, "cribbage", "four-handed-partners", 4, {})
    play_to_the_hold(qtbot, table, random.Random(3))
    assert table.deal_end.holding
    rows = review_rows(qtbot, table)
    assert [r[0] for r in rows] == ["Your side", "Opponents"], rows
    assert all(" · " in r[1] for r in rows), rows  # both partners' cards
    view = table.game.view(table.human)
    assert sorted(int(r[2]) for r in rows) == sorted(view.scores), (rows, view.scores)
