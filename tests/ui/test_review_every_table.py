"""Every table reviews the deal that has just ended (done-check of 28 November).

At the held end of the first deal, R opens the review of the last hand at each of the seventeen
tables: one row a player with the cards they played or held, the deal's story from the history,
and the deal stays held behind it. That check of all seventeen is made at the end of the same
play as the wait for a key (test_deal_end.py, ``r_reviews_the_held_deal``), which played the very
same deal; here Loto's own review.
"""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from test_deal_end import GAMES, open_game, play_to_the_hold

pytestmark = [pytest.mark.deal_end_pause, pytest.mark.slow, pytest.mark.usefixtures("quick_loto")]
QUICK = next(extra for game, _, _, extra in GAMES if game == "loto")


def test_loto_reviews_the_cards_and_numbers_of_the_round(qtbot) -> None:
    """Loto's cards are not playing cards: the review's column said nothing for every player."""
    _window, table = open_game(qtbot, "loto", "loto", 3, QUICK)
    play_to_the_hold(qtbot, table, random.Random(3))
    qtbot.keyClick(table, Qt.Key.Key_R)
    qtbot.waitUntil(lambda: table.review.shown is not None and table.review.shown.isVisible(), timeout=3_000)
    dialog = table.review.shown
    cards = [dialog.table.item(row, 1).text() for row in range(3)]
    assert all(text.startswith(("card ", "cards ")) for text in cards), cards
    assert any("covered " in text for text in cards), cards
    assert dialog.table.horizontalHeaderItem(1).text() == "Cards and numbers covered"
    mine = [e.data["cards"] for e in table.review.last if e.kind == "take_cards" and e.seat == table.human]
    shown = ", ".join(f"#{n + 1}" for n in mine[0])  # as the table marks them (#1 on), not the engine's
    assert cards[table.human].startswith(("card " + shown, "cards " + shown)), cards[table.human]
    dialog.close()


def test_loto_second_method_reviews_the_last_drawing(qtbot) -> None:
    """The second method has no end of a round: each drawing is a hand, closed by the next one
    (the review never came until the game was over)."""
    _window, table = open_game(qtbot, "loto", "loto-second-method", 3, QUICK)
    rng = random.Random(3)
    for _ in range(40_000):
        drawings = [e for e in table.review.last if e.kind == "drawing"]
        if drawings or table.game.is_over():
            break
        if table.deal_end.holding:
            qtbot.keyClick(table, Qt.Key.Key_Space)
        qtbot.wait(1)
        if getattr(table, "idle", True) and table.session.human_may_act() and not table.deal_end.holding:
            table.session.act(rng.choice(table.game.legal_actions(table.human)))
    assert not table.game.is_over(), "the game ended before a drawing was reviewed"
    assert table.review.last[0].kind == "drawing"
    assert any(e.kind == "knob" for e in table.review.last)
    assert table.review.open_button is not None and not table.review.open_button.isHidden()


def test_loto_second_method_reviews_a_drawing_while_its_end_is_held(qtbot) -> None:
    """Playtest of 28 November (d): at the held end of a drawing ("The drawing is over. Press Space")
    R did nothing and no Review button stood: the drawing was closed only by the next one, after
    the person had gone on. It is reviewed while its end is in view."""
    table = _first_drawing_held(qtbot)
    assert table.review.open_button is not None and table.review.open_button.isVisibleTo(table)
    qtbot.keyClick(table, Qt.Key.Key_R)
    qtbot.waitUntil(lambda: table.review.shown is not None and table.review.shown.isVisible(), timeout=3_000)
    assert table.review.last[0].kind == "drawing"
    assert any(e.kind == "knob" for e in table.review.last)
    assert table.deal_end.holding
    table.review.shown.close()


def test_loto_second_method_held_end_shows_the_drawing_that_ended(qtbot) -> None:
    """Playtest of 28 November (d): at the held end of drawing 1 the board said "Drawing 2" and the
    cards showed the next drawing's covers (already drawn by the engine) on the numbers both
    drawings had, the ended drawing's own covers gone. The held end shows the drawing that ended."""
    table = _first_drawing_held(qtbot)
    drawing = [e for e in table.review.last if e.kind == "drawing"][-1].data["drawing"]
    assert table.board.caption.startswith(f"Drawing {drawing} ·"), table.board.caption
    laid: dict[int, set[int]] = {}
    for e in table.review.last:
        if e.kind == "pay" and e.reason == "counter":
            laid.setdefault(int(e.data["card"]), set()).add(int(e.data["number"]))
    for seat in range(table.game.players):
        cards = table.game.view(seat).cards[seat]
        wanted = frozenset().union(*(laid.get(i, set()) for i in cards))
        for i in cards:
            widget = table.card_widgets.get(i)
            if widget is not None:
                assert widget.covered == wanted, (seat, i, widget.covered, wanted)


def _first_drawing_held(qtbot):
    """A game of the second method played at random to the held end of its first drawing."""
    _window, table = open_game(qtbot, "loto", "loto-second-method", 3, QUICK)
    play_to_the_hold(qtbot, table, random.Random(3))
    assert table.deal_end.holding, "no drawing's end was held"
    return table
