"""Jig (Peel, Round Games with Cards): Snip, Snap, Snorum, Hicockalorum and Jig; stops; the pool.
Seat 0 deals, seat 1 leads."""

from __future__ import annotations

import pytest
from stops_helpers import layout, pays, play, stacked

from hoyle_desktop.engine.cards import Rank, card
from hoyle_desktop.engine.stops.jig import JigGame

RULES = {"players": 3, "purse": 50, "deals": 3}
CLUBS = ["AC", "2C", "3C", "4C", "5C", "6C", "7C", "8C", "9C", "TC", "JC", "QC", "KC"]


def game(hands, **rules) -> JigGame:
    g = stacked(JigGame, {**RULES, **rules}, layout(hands))
    assert isinstance(g, JigGame)
    return g


def test_the_calls_and_the_jig_leads():
    """Peel, JIG: "saying "Snip"; the holder of the next highest card of the same suit ... has to
    follow on, and says "Snap"; then the three next highest cards are played, the holders of them saying
    "Snorum," "Hicockalorum" and "Jig" ... The one who plays Jig has the next lead"."""
    g = game({1: "AC 9H", 2: "2C 4C 8H", 0: "3C 5C 6C 7H"})
    calls = []
    for seat, code in [(1, "AC"), (2, "2C"), (0, "3C"), (2, "4C"), (0, "5C")]:
        calls += [e.reason for e in play(g, seat, code) if e.kind in ("play", "stop")]
    assert calls == ["snip", "snap", "snorum", "hicockalorum", "jig", "jig"]
    assert g.seats_to_act() == (0,)  # the Jig leads again, though the six follows in his own hand


def test_a_stop_is_called_with_jig():
    """Peel, JIG: "If either of the cards played is a stop ... then the player says "Jig" after
    announcing what card he plays, as ... "Snap-Jig" ... The player of the stop has to lead the next
    card.\""""
    g = game({1: "9H 2S", 2: "TH 3S", 0: "4S 5S"})  # the knave of hearts is out
    events = play(g, 1, "9H") + play(g, 2, "TH")
    stop = next(e for e in events if e.kind == "stop")
    assert stop.data == {"call": "snap_jig"} and stop.seat == 2
    assert g.seats_to_act() == (2,)


@pytest.mark.parametrize("lead", range(13))
def test_peels_table_of_jigs(lead):
    """Peel, JIG: "The five is "Jig" to the ace. The ten is "Jig" to six ... " king " nine, ten, ...
    knave or queen." (his table, ace lowest and king highest: the fifth card of the run, or the king)."""
    clubs = {0: [], 1: [], 2: []}
    for i, code in enumerate(CLUBS):
        clubs[i % 3].append(code)
    hands = {seat: " ".join([*cards, f"{seat + 2}H"]) for seat, cards in clubs.items()}
    leader = lead % 3  # the holder of the card led sits left of the dealer
    g = stacked(JigGame, {**RULES, "deals": 1}, layout(hands), dealer=(leader - 1) % 3)
    play(g, leader, CLUBS[lead])
    while g.d.run and g.d.phase == "follow":
        play(g, g.d.actor, g.d.wanted.code)
    last = g.d.run[-1][1]
    expected = min(lead + 4, 12)
    assert last == card(CLUBS[expected])
    assert (last.rank == Rank.KING) or len(g.d.run) == 5


def test_the_first_out_takes_the_pool():
    """Peel, JIG: "When one of the party has exhausted his cards, he says "Out," and then receives a
    coin or counter from each player for every card they have left, and he also wins the amount in the
    pool if one has been formed ... by each player contributing to it equally"."""
    g = game({1: "KC", 2: "2S 3S", 0: "4S"}, pool="each", pool_stake=2)
    assert g.ledger.pool("pool") == 6
    events = play(g, 1, "KC")
    assert pays(events, "pool")[0] == ("pool", 1, 6)
    assert pays(events, "cards_left")[:2] == [(2, 1, 2), (0, 1, 1)]


def test_a_pool_from_the_dealer_alone():
    """Peel, JIG: a pool may be formed "by calling upon the dealer to pay in" (the option
    ``pool: dealer``)."""
    g = game({1: "KC", 2: "2S", 0: "4S"}, pool="dealer")
    assert pays(g.events, "stake_pool") == [(0, "pool", 1)]
