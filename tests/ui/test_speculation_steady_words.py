"""Playtest 29 November (f), Speculation at 1024x700: the pool's words moved up and down as the
players' lines beside them changed (a purse, "chief hand", a thinking player's bold line), and the
trade's gold line ran to the felt's right edge. The pool keeps its place through the game (the
lines keep clear of it), and the trade's line lies wrapped inside the felt, clear of its edges."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QCoreApplication
from table_windows import table_window, wait_for_turn_or_end

from hoyle_desktop.ui.dialogs.new_game import NewGameSetup

EDGE_PX = 10  # the least room between the trade's words and the felt's edge


def _played(qtbot, players: int, seed: int, look) -> None:
    """Speculation at 1024x700 played at random by everyone; ``look(board)`` after each move."""
    window = table_window(qtbot, (1024, 700))
    rules = {**window.catalog.get("speculation").rules, "players": players}
    others = ["random"] * (players - 1)
    table = window.open_table(NewGameSetup("speculation", "speculation", rules, players, others, seed=seed))
    rng = random.Random(seed)
    for _ in range(80):
        wait_for_turn_or_end(qtbot, table)
        table.board.repaint()
        look(table.board)
        if table.game.is_over():
            return
        table.session.act(rng.choice(table.game.legal_actions(table.human)))
        qtbot.wait(5)
        table.board.repaint()
        look(table.board)


def _pools_place(places: set[tuple[int, int]]):
    word = QCoreApplication.translate("Speculation", "Pool: %1").split("%1")[0]

    def look(board) -> None:
        for box, text in board.painted_words:
            if text.startswith(word) and board.model.deal:
                places.add((round(box.center().x() / 3), round(box.center().y() / 3)))

    return look


def _trade_outside(outside: list[str]):
    def look(board) -> None:
        inside = board.rect().adjusted(EDGE_PX, EDGE_PX, -EDGE_PX, -EDGE_PX)
        for box, text in board.painted_words:
            if text and text == board.caption and not inside.contains(box.toAlignedRect()):
                outside.append(f"{text!r} at {box}")

    return look


def _turn_up_forms(forms: set[tuple[int, bool]]):
    """Seen for four: "Turn-up: You" under the card, then "Turn-up:" over "Computer 3" as the turn-up
    was sold. Its words keep one form and one side of the card, whoever holds it."""
    word = QCoreApplication.translate("Speculation", "Turn-up: %1").split("%1")[0].strip()

    def look(board) -> None:
        middle = board.height() / 2
        for box, text in board.painted_words:
            if text.startswith(word) and board.model.deal:
                forms.add((text.count("\n") + 1, box.center().y() > middle))

    return look


# Each game is played once and all three looks are taken at every move of it (they were three tests,
# each playing its games again: nine plays, now four, every check on every play).
@pytest.mark.parametrize(("players", "seed"), [(5, 7), (6, 7), (4, 3), (5, 11)])
def test_the_pool_and_turn_up_keep_their_words_and_the_trade_its_line_inside_the_felt(
    qtbot, players: int, seed: int
) -> None:
    places: set[tuple[int, int]] = set()
    outside: list[str] = []
    forms: set[tuple[int, bool]] = set()
    looks = [_pools_place(places), _trade_outside(outside), _turn_up_forms(forms)]
    _played(qtbot, players, seed, lambda board: [look(board) for look in looks])
    assert len(places) == 1, ("the pool's words moved", sorted(places))
    assert not outside, outside
    assert len(forms) == 1, ("the turn-up's words changed form or side", sorted(forms))
