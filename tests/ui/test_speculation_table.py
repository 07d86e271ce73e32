"""Speculation through its table, offscreen: a whole game played with the table's own buttons
(offers, bids, refusals, counters made through the offer panel), the felt showing exactly the
engine's purses and pool at every pause, and a refusal put into words."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from test_stops_table_games import fast_window, new_setup

from hoyle_desktop.engine.actions import Action

pytestmark = pytest.mark.slow


def test_whole_game_through_the_table(qtbot) -> None:
    window = fast_window(qtbot)
    setup = new_setup(window, "speculation", "speculation-pool-games", 3, seed=7)
    setup.rules.update({"deals": 2, "high_turn_up_ends": False})
    table = window.open_table(setup)
    finished: list[object] = []
    table.session.finished.connect(finished.append)
    messages: list[str] = []
    table.status.connect(messages.append)
    rng = random.Random(3)
    kinds: set[str] = set()
    refused = keyed = False
    for _ in range(20000):
        if finished:
            break
        qtbot.wait(1)
        if not table.idle:
            continue
        view = table.game.view(0)
        if not table.game.is_over():
            assert table.model.purses == list(view.purses), f"deal {view.deal}"
            assert table.model.pool == view.pool
            assert table.model.rows == [list(r) for r in view.rows] and table.model.down == list(view.down)
            assert table.model.best == view.best and table.model.turn_up == view.turn_up
        if not table.session.human_may_act():
            continue
        if not refused:  # a bid above the purse is refused in words, and nothing changes
            refused = True
            before = len(table.game.history)
            table._act(Action("bid", value=10_000))
            assert len(table.game.history) == before and messages[-1] == table.prompt.text()
        if not keyed and Action("turn") in table.game.legal_actions(0):  # Space turns up the card
            keyed = True
            before = len(table.game.history)
            qtbot.keyClick(table, Qt.Key.Key_Space)
            assert table.game.history[before][1] == Action("turn")
            continue
        buttons = [b for b in table.panel.action_buttons if b.isEnabled()]
        assert buttons, table.prompt.text()
        button = rng.choice(buttons)
        if table.offer.price.isEnabled():
            table.offer.price.setValue(rng.randint(table.offer.price.minimum(), table.offer.price.maximum()))
        before = len(table.game.history)
        button.click()
        assert len(table.game.history) == before + 1, button.text()
        kinds.add(table.game.history[-1][1].kind)
    assert finished, "the game did not end"
    result = finished[0]
    assert sum(result.scores) == 0
    assert table.again_button.isVisible()
    texts = table.history_texts()
    assert any("turns up the" in t for t in texts)
    assert any("offers" in t for t in texts)
    assert {"turn", "offer"} <= kinds and keyed


def test_a_sale_is_seen_moving_from_seller_to_buyer(qtbot) -> None:
    """Issue #14: a computer player's trade is shown at the table's pace: the card sold flies."""
    from PySide6.QtWidgets import QLabel

    from hoyle_desktop.engine.actions import Event

    window = fast_window(qtbot)
    window.settings.set("animation_ms", 400)
    table = window.open_table(new_setup(window, "speculation", "speculation-pool-games", 3, seed=7))
    table._fly_sale(Event("sale", seat=1, data={"buyer": 2, "item": "best", "price": 3, "count": 1}))
    assert table.findChildren(QLabel, "flyingCard")


def test_a_card_sold_flies_along_the_cards_not_over_the_players_lines(qtbot) -> None:
    """Playtest (f): the turn-up sold from Computer 2 to Computer 3 flew over "Computer 2 (dealer) ·
    purse 30": it went from the middle of the seat's cards and its line of words together. It flies
    from card row to card row, clear of the lines above them."""
    from PySide6.QtWidgets import QLabel

    from hoyle_desktop.engine.actions import Event

    window = fast_window(qtbot)
    window.settings.set("animation_ms", 400)
    table = window.open_table(new_setup(window, "speculation", "speculation-pool-games", 3, seed=7))
    table._fly_sale(Event("sale", seat=1, data={"buyer": 2, "item": "turn_up", "price": 3, "count": 1}))
    card = table.findChildren(QLabel, "flyingCard")[0]
    cards = table.board.cards_rect(1)
    assert abs(card.geometry().center().y() - cards.center().y()) <= 2
    assert card.geometry().top() >= cards.top() - 2  # the line of words above the cards stays clear


def test_a_higher_trump_turned_is_kept_or_offered_at_once(qtbot) -> None:
    """Issue #23: the person who turns up a higher trump is asked then and there to keep it or offer
    it, before the next player turns (seed 63: the person, on the dealer's left, holds the ace of
    the turn-up's suit on top)."""
    window = fast_window(qtbot)
    setup = new_setup(window, "speculation", "speculation-pool-games", 3, seed=63)
    setup.rules.update({"high_turn_up_ends": False})
    table = window.open_table(setup)
    turned = False
    for _ in range(5000):
        qtbot.wait(1)
        if not (table.idle and table.session.human_may_act()):
            continue
        view = table.game.view(0)
        if view.phase == "answer":
            table._act(Action("refuse"))
        elif view.phase == "turn" and not turned:
            turned = True
            qtbot.keyClick(table, Qt.Key.Key_Space)
        else:
            break
    assert turned and view.phase == "chief" and table.game.history[-1] == (0, Action("turn"))
    assert table.prompt.text().startswith("You hold the best trump")
    labels = [b.text() for b in table.panel.action_buttons]
    assert labels[:2] == ["&Keep the best trump", "&Offer at my price"]
    table.panel.action_buttons[0].click()
    assert table.game.history[-1] == (0, Action("keep")) and table.game.seats_to_act() == (1,)
