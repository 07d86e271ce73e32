"""Loto at a crowded table (Peel: "any number of persons, not exceeding twenty-four"): the others
sit as plaques with their cards small and summarised, the full cards on demand, at 1024x700 and the
default 1100x760; and exchanging "one or more" cards in one turn through the table."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from test_loto_table_games import QUICK, quick_pace, window_for  # noqa: F401

from hoyle_desktop.engine.actions import Action
from hoyle_desktop.ui.dialogs.new_game import NewGameSetup
from hoyle_desktop.ui.loto.summary import FullCards

pytestmark = pytest.mark.slow


def open_table(qtbot, size: tuple[int, int], players: int, profile: str, **rules):
    window = window_for(qtbot)
    window.resize(*size)
    merged = {**window.catalog.get(profile).rules, **QUICK, **rules, "players": players}
    setup = NewGameSetup("loto", profile, merged, players, ["standard"] * (players - 1), seed=4, human_seat=0)
    table = window.open_table(setup)
    qtbot.waitUntil(lambda: table.idle, timeout=20_000)
    qtbot.wait(50)
    return window, table


@pytest.mark.parametrize("size", [(1024, 700), (1100, 760)])
def test_twenty_four_players_fit_as_plaques_with_the_full_cards_on_demand(qtbot, size) -> None:
    _window, table = open_table(qtbot, size, 24, "loto", rounds=1)
    assert len(table.summaries) == 23
    others = {i for s in range(1, 24) for i in table.game.held[s]}
    assert not others & set(table.card_widgets)  # no full card of another player on the felt
    felt = table.felt
    for summary in table.summaries.values():
        assert summary.isVisible()
        bottom = summary.mapTo(felt, summary.rect().bottomRight())
        assert bottom.y() <= felt.height() and bottom.x() <= felt.width(), (size, bottom)
    for i in table.game.held[0]:
        widget = table.card_widgets[i]
        corner = widget.mapTo(felt, widget.rect().bottomRight())
        assert corner.y() <= felt.height() and corner.x() <= felt.width()
    seat = 7
    qtbot.mouseClick(table.summaries[seat], Qt.MouseButton.LeftButton)
    popup = table.full_cards
    assert isinstance(popup, FullCards) and popup.isVisible() and popup.seat == seat
    assert [w.card.index for w in popup.widgets] == list(table.game.held[seat])
    popup.close()


def test_thirteen_at_the_second_method_and_a_turn_takes_several_cards(qtbot) -> None:
    window, table = open_table(qtbot, (1100, 760), 13, "loto-second-method", exchanges="start", purse=3000)
    assert sorted(len(h) for h in table.game.held) == [1, 1] + [2] * 11  # the box of 24 is taken
    window.close()
    window, table = open_table(qtbot, (1100, 760), 13, "loto-second-method", exchanges="start", purse=3000,
                               cards=1)  # fmt: skip
    game = table.game
    qtbot.waitUntil(
        lambda: table.idle and table._my_turn() and table._view().phase == "exchange", timeout=30_000
    )
    start = len(game.held[0])
    taken = 0
    while len(game.held[0]) < game.cfg.max_cards and game.aside:
        table._on_aside_clicked(game.aside[0])
        taken += 1
        qtbot.waitUntil(lambda: table.idle, timeout=20_000)
        assert table._my_turn()  # still his turn: one or more
    assert len(game.held[0]) == min(start + taken, game.cfg.max_cards) and taken >= 2
    table._act(Action("done"))
    qtbot.waitUntil(lambda: not table._my_turn() or table._view().phase != "exchange", timeout=20_000)
