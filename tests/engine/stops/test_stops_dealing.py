"""Dealing with a spare hand and the turn-up (Peel, Pope Joan), Limited Stops, and the first dealer."""

from __future__ import annotations

import random

import pytest

from hoyle_desktop.engine.cards import Rank, full_pack, shuffled, stripped_pack
from hoyle_desktop.engine.stops.dealing import cut_for_deal, deal
from hoyle_desktop.engine.stops.sequence import is_stop, predecessor, successor

POPE_PACK = stripped_pack(without=["8D"])


@pytest.mark.parametrize(
    ("players", "each", "spare"),
    [(3, 12, 14), (4, 10, 10), (5, 8, 10), (6, 7, 8), (7, 6, 8), (8, 5, 10)],
)
def test_spare_hand_takes_the_odd_cards(players, each, spare):
    """Peel: five players get eight each and the spare hand ten; eight players five each, spare ten."""
    layout = deal(shuffled(POPE_PACK, random.Random(players)), range(players), spare="hand", turnup=True)
    assert {len(h) for h in layout.hands.values()} == {each}
    assert len(layout.spare) == spare
    assert layout.turnup is not None
    dealt = [c for h in layout.hands.values() for c in h] + layout.spare + [layout.turnup]
    assert sorted(dealt) == sorted(POPE_PACK)


def test_the_turn_up_is_the_last_card():
    pack = shuffled(POPE_PACK, random.Random(1))
    assert deal(pack, range(4), spare="hand", turnup=True).turnup == pack[-1]


def test_cards_go_round_one_at_a_time_from_the_elder_hand():
    pack = list(POPE_PACK)
    layout = deal(pack, (1, 2, 0), spare="hand", turnup=True)
    assert layout.hands[1][:2] == [pack[0], pack[4]]
    assert layout.hands[2][0] == pack[1] and layout.hands[0][0] == pack[2] and layout.spare[0] == pack[3]


def test_limited_stops_fixed_number_set_aside():
    layout = deal(list(POPE_PACK), range(4), spare="fixed", spare_cards=6, turnup=True)
    assert {len(h) for h in layout.hands.values()} == {11}  # 44 cards shared out, none left over
    assert len(layout.spare) == 6


def test_limited_stops_remainder_set_aside():
    layout = deal(list(POPE_PACK), range(5), spare="remainder", turnup=True)
    assert {len(h) for h in layout.hands.values()} == {10} and layout.spare == []
    layout = deal(list(POPE_PACK), range(3), spare="remainder", turnup=True)
    assert {len(h) for h in layout.hands.values()} == {16} and len(layout.spare) == 2


def test_no_spare_deals_everything_the_first_players_getting_more():
    layout = deal(full_pack(), (2, 3, 0, 1), spare="none")
    assert [len(layout.hands[s]) for s in (2, 3, 0, 1)] == [13, 13, 13, 13]
    layout = deal(stripped_pack(without=["2H", "8D"]), range(4))
    assert [len(layout.hands[s]) for s in range(4)] == [13, 13, 12, 12]


def test_the_first_knave_deals():
    dealer, shown = cut_for_deal(random.Random(5), range(4))
    assert shown[-1].rank == Rank.JACK and all(c.rank != Rank.JACK for c in shown[:-1])
    assert dealer == (len(shown) - 1) % 4


def test_sequences_and_stops():
    from hoyle_desktop.engine.cards import card

    assert successor(card("QH")) == card("KH") and successor(card("KH")) is None
    assert predecessor(card("AS")) is None and predecessor(card("2S")) == card("AS")
    assert is_stop(card("KC"), set()) and is_stop(card("7D"), {card("8D")}) and not is_stop(card("7D"), set())
