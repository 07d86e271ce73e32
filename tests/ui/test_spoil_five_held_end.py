"""Spoil-Five's held end of a deal, as the newcomer of 29 November met it: "You take the pool, 9
counters" ended the history, but the review of the hand said +0 counters for every player, and the
side panel already showed the next deal's stakes (Pool: 9, You: +5 where the deal had brought +7).

Both are read against the deal's own events: a stake is a "pay" of minus the amount, the pool taken
a "take"; the first deal is all the game has played when its end is held."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from test_deal_end import open_game, play_to_the_hold

from hoyle_desktop.ui.table.counter_words import signed

pytestmark = pytest.mark.deal_end_pause


def _held_first_deal(qtbot):
    _window, table = open_game(qtbot, "spoil_five", "spoil-five", 4, {})
    play_to_the_hold(qtbot, table, random.Random(3))
    assert table.deal_end.holding
    events = table.review.last
    assert events and events[0].kind == "new_deal"
    return table, events


def _deal_nets(events, players: int) -> tuple[list[int], int]:
    """Each seat's counters in the deal (its stake paid, the pool taken) and the pool it left."""
    nets, pool = [0] * players, 0
    for e in events:
        if e.kind in ("pay", "take"):
            nets[e.seat] += e.points
            pool = int(e.data["pool"])
    return nets, pool


def test_the_review_counts_the_stakes_and_the_pool_taken(qtbot) -> None:
    table, events = _held_first_deal(qtbot)
    nets, _pool = _deal_nets(events, 4)
    stakes = [-e.points for e in events if e.kind == "pay"]
    assert all(s > 0 for s in stakes) and len(stakes) == 4
    takes = [e for e in events if e.kind == "take"]
    if takes:  # the winner has the pool less his own stake, everyone else has lost his stake
        winner = takes[0].seat
        assert nets[winner] == sum(stakes) - stakes[winner] > 0
    qtbot.keyClick(table, Qt.Key.Key_R)
    qtbot.waitUntil(lambda: table.review.shown is not None and table.review.shown.isVisible(), timeout=3_000)
    dialog = table.review.shown
    shown = [int(dialog.table.item(row, 2).text().replace("\u2212", "-")) for row in range(4)]
    assert shown == nets, (shown, nets)


def test_the_side_panel_shows_the_deal_held_not_the_next_ones_stakes(qtbot) -> None:
    table, events = _held_first_deal(qtbot)
    nets, pool = _deal_nets(events, 4)
    text = table.score_label.text()
    assert f"Pool: {pool}\n" in text, text
    for seat, net in enumerate(nets):
        assert f"{table.names[seat]}: {signed(net)}" in text, text
