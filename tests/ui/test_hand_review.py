"""The review of the last hand (issue 19): after a hand ends, the person can look back at what
everyone played in it and what it brought them, at cribbage and at the stops family. The figures
come from the engine's events; the test checks them against the engine's own event list."""

from __future__ import annotations

import random

import pytest
from table_windows import table_window

from hoyle_desktop.engine.actions import Event
from hoyle_desktop.ui.dialogs.new_game import NewGameSetup
from hoyle_desktop.ui.table.card_words import card_label
from hoyle_desktop.ui.table.counter_words import signed
from hoyle_desktop.ui.table.hand_review import counter_nets, points_scored

pytestmark = pytest.mark.slow


def first_hand(events: list[Event], start: str, ended) -> list[Event]:
    """The engine's events from the first ``start`` to just before the second."""
    begin = next(i for i, e in enumerate(events) if e.kind == start)
    end = next((i for i in range(begin + 1, len(events)) if events[i].kind == start), len(events))
    hand = events[begin:end]
    assert any(ended(e) for e in hand)
    return hand


def play_one_hand(qtbot, table) -> None:
    """The person plays at random until the first hand has ended and been shown."""
    rng = random.Random(2)
    for _ in range(6000):
        if table.review.last:
            break
        qtbot.wait(2)
        if table.idle and table.session.human_may_act():
            table.session.act(rng.choice(table.game.legal_actions(0)))
    qtbot.waitUntil(lambda: table.idle, timeout=10_000)


def check_dialog(table, hand: list[Event], scores: list[int]) -> None:
    assert table.review.last, "a hand has ended"
    buttons = [b for b in table.findChildren(type(table.again_button)) if "Review the last hand" in b.text()]
    assert buttons and buttons[0].isVisible()
    buttons[0].click()
    dialog = table.review.shown
    assert dialog is not None and dialog.isVisible()
    grid = dialog.table
    for seat, name in enumerate(table.names):
        played = [c for e in hand if e.kind == "play" and e.seat == seat for c in e.cards]
        assert grid.item(seat, 0).text() == name
        # the cards played (cribbage adds the crib's cards after a " · " for the dealer)
        assert grid.item(seat, 1).text().split(" · ")[0] == " ".join(card_label(c) for c in played)
        assert grid.item(seat, grid.columnCount() - 1).text() == signed(scores[seat])  # the last column
    assert dialog.story.count() > 3
    dialog.close()


def jig_after_one_hand(qtbot):
    """A Jig table for three (seed 4) whose first deal the person has played at random."""
    window = table_window(qtbot)
    rules = {**window.catalog.get("jig").rules, "players": 3}
    table = window.open_table(NewGameSetup("jig", "jig", rules, 3, ["standard"] * 2, seed=4))
    qtbot.waitUntil(lambda: table.game.view(0).deal > 0, timeout=5_000)
    play_one_hand(qtbot, table)
    return table


def test_stops_family_last_deal(qtbot) -> None:
    table = jig_after_one_hand(qtbot)
    hand = first_hand(table.game.events, "deal_start", lambda e: e.kind == "deal_end")
    check_dialog(table, hand, counter_nets(hand, 3))


def test_cribbage_last_hand(qtbot) -> None:
    window = table_window(qtbot)
    rules = dict(window.catalog.get("modern-six-card").rules)
    table = window.open_table(NewGameSetup("cribbage", "modern-six-card", rules, 2, ["greedy"], seed=5))
    play_one_hand(qtbot, table)
    fresh = table.game.spec.new_game(table.game.rules, table.game.seed)
    events = list(fresh.opening_events)
    for seat, action in table.game.history:
        events.extend(fresh.apply(seat, action))
    crib_shown = lambda e: e.kind == "show" and e.data.get("what") == "crib"  # noqa: E731
    hand = first_hand(events, "deal", crib_shown)
    check_dialog(table, hand, points_scored(hand, 2))
