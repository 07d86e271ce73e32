"""Playtest 29 November (c), Speculation: after a resume the deal's end was not held again, and a
Space meant to go on answered the next offer: "Vous refusez". A game saved at a held end comes back
held there; Space and Enter go on (turn up, keep the best trump) and never answer the market."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from table_windows import resume_in_new_window, table_window
from test_deal_end import open_game, play_to_the_hold
from test_speculation_faults import open_speculation
from test_table_overlaps import language  # noqa: F401  (a fixture)

from hoyle_desktop.engine.speculation.view import ANSWER, SELLER
from hoyle_desktop.ui.table.deal_end import DealEndHold


@pytest.mark.deal_end_pause
def test_a_game_saved_at_a_held_end_comes_back_held_there(qtbot) -> None:
    window, table = open_game(qtbot, "speculation", "speculation", 4, {})
    play_to_the_hold(qtbot, table, random.Random(3))
    assert table.deal_end.holding and not table.game.is_over()
    deal, caption, history = table.model.deal, table.board.caption, table.history_texts()
    again = resume_in_new_window(qtbot, window, lambda bot: table_window(bot))
    qtbot.waitUntil(lambda: again.deal_end.holding, timeout=10_000)
    assert again.model.deal == deal  # the deal that ended is on the felt, its result under the pool
    assert again.board.caption == caption
    assert again.prompt.text() == DealEndHold._deal_text()
    assert again.history_texts()[: len(history)] == history
    assert len(again.game.history) == len(table.game.history)  # nobody acted in the next deal
    qtbot.keyClick(again, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: again.model.deal == deal + 1, timeout=10_000)
    assert not again.deal_end.holding


def test_a_game_saved_in_a_deal_comes_back_unheld(qtbot) -> None:
    window, table = open_speculation(qtbot, 4, (1024, 700), seed=3)
    qtbot.waitUntil(table._my_turn, timeout=30_000)
    again = resume_in_new_window(qtbot, window)
    qtbot.waitUntil(again._my_turn, timeout=30_000)
    assert not again.deal_end.holding


def _at_market_question(qtbot, table, rng: random.Random) -> str:
    """Play at random (never answering by buying or selling) until the market asks the person."""
    for _ in range(400):
        qtbot.waitUntil(table._my_turn, timeout=30_000)
        phase = table.game.view(table.human).phase
        if phase in (ANSWER, SELLER):
            return phase
        legal = table.game.legal_actions(table.human)
        offers = [a for a in legal if a.kind == "offer"]
        table.session.act(offers[0] if offers and rng.random() < 0.7 else legal[0])
    pytest.fail("the market never asked the person")


@pytest.mark.parametrize("language", ["en", "de", "fr"], indirect=True)
def test_space_at_an_offer_answers_nothing_and_names_the_keys_that_do(qtbot, language) -> None:  # noqa: F811
    _window, table = open_speculation(qtbot, 5, (1024, 700), seed=3)
    rng = random.Random(5)
    _at_market_question(qtbot, table, rng)
    buttons = table.panel.action_buttons
    qtbot.waitUntil(lambda: all(b.isVisibleTo(table) for b in buttons))
    played = len(table.game.history)
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_Space)
    assert len(table.game.history) == played  # no offer refused, no bid accepted
    said = table.panel.note.text()
    assert said.startswith(QCoreApplication.translate("TableKeys", "That key does nothing now.")), said
    assert all(b.text().replace("&", "") in said for b in buttons), said
    qtbot.keyClick(table, Qt.Key.Key_Return)  # no Hint on show: Enter answers nothing either
    assert len(table.game.history) == played
