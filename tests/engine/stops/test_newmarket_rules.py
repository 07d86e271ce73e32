"""Newmarket (Peel, Round Games with Cards) and today's usual rule. Seat 0 deals, seat 1 leads.

Peel's example: with the knave of diamonds, queen of hearts, king of clubs and ace of spades
turned up, the holders of the king of spades, queen of clubs, knave of hearts and ten of diamonds
take the stakes as they play those cards, each of which is then a stop.
"""

from __future__ import annotations

from stops_helpers import layout, pays, play, stacked

from hoyle_desktop.engine.cards import Rank, card, codes
from hoyle_desktop.engine.stops.newmarket import NewmarketGame

RULES = {"players": 3, "purse": 50, "deals": 3}
PEEL_POOL = "AS KC QH JD"  # ace, king, queen, knave


def game(hands, face_up=PEEL_POOL, spare="", **rules) -> NewmarketGame:
    g = stacked(NewmarketGame, {**RULES, **rules}, layout(hands, spare, face_up=face_up))
    assert isinstance(g, NewmarketGame)
    return g


def test_one_stake_each_and_one_more_from_the_dealer_cover_the_four_cards():
    """Peel, NEWMARKET: "The several players pay a coin or counter to form the first pool, and
    may put it on whichever card of the four turned up they choose, provided that all four are covered.
    The dealer pays one extra throughout the game.\""""
    g = game({0: "4C 5C", 1: "KS QC 2C", 2: "JH TD 3C"})
    assert g.ledger.pools == {"ace": 1, "king": 1, "queen": 1, "knave": 1}
    assert sum(a for f, _, a in pays(g.events, "stake_pool") if f == 0) == 2


def test_a_stake_on_every_card():
    """Not Peel's: today's staking, a stake on every pool card (``pool_stakes: each_card``,
    docs/rules-notes/pope-joan-family.md, Newmarket), against Peel's "all four are covered"."""
    g = game({0: "4C 5C", 1: "KS QC 2C", 2: "JH TD 3C"}, pool_stakes="each_card", dealer_extra=0)
    assert g.ledger.pools == {"ace": 3, "king": 3, "queen": 3, "knave": 3}


def test_peels_example():
    """Peel, NEWMARKET: "say ... knave of diamonds, queen of hearts, king of clubs, and ace of spades
    ... the holders of king of spades, queen of clubs, knave of hearts, and ten of diamonds become
    winners of pool stakes on playing out their respective cards. These would in each case become stops,
    and the player would have the right to play another card.\""""
    g = game({0: "4C 5C", 1: "KS QC 2C", 2: "JH TD 3C"})
    assert g.view(1).extra["pool_suits"] == {"ace": "S", "king": "C", "queen": "H", "knave": "D"}
    assert codes(g.view(1).stops_in_hand) == ["QC", "KS"]
    assert codes(g.view(2).stops_in_hand) == ["TD", "JH"]
    events = play(g, 1, "KS")
    assert pays(events, "pool_card") == [("ace", 1, 1)]
    events = play(g, 1, "QC")
    assert pays(events, "pool_card") == [("king", 1, 1)]
    assert [e.reason for e in events if e.kind == "stop"] == ["pool_card"]
    assert g.seats_to_act() == (1,)


def test_the_ten_below_the_knave():
    """Peel, NEWMARKET: "the holder of the card immediately preceding those in the pool taking the
    stake upon it when he plays his card" (the ten of diamonds takes the knave of diamonds' stake)."""
    g = game({0: "4C 5C", 1: "9D 2C", 2: "JH TD 3C"})
    events = play(g, 1, "9D") + play(g, 2, "TD")
    assert pays(events, "pool_card") == [("knave", 2, 1)]
    assert g.seats_to_act() == (2,)


def test_the_sevens_are_stops():
    """Peel, NEWMARKET: "The seven of each suit is taken out to form stops"."""
    g = game({0: "4C 5C", 1: "6H 2C", 2: "3C"}, face_up=PEEL_POOL)
    events = play(g, 1, "6H")
    assert [e.reason for e in events if e.kind == "stop"] == ["removed"]
    assert card("7H") in g.view(2).out


def test_todays_rule_the_same_card_takes_the_stake():
    """Not Peel's: today's rule, the player of the same card takes the stake on it
    (``pool_winner: matching``, docs/rules-notes/pope-joan-family.md, Newmarket), against Peel's "the
    holder of the card immediately preceding those in the pool"."""
    hands = {0: "4C 5C", 1: "AS KC 2C", 2: "KS 3C"}
    g = game(hands, pool_winner="matching")
    events = play(g, 1, "AS")
    assert pays(events, "pool_card") == [("ace", 1, 1)]
    events = play(g, 1, "KC")
    assert pays(events, "pool_card") == [("king", 1, 1)]


def test_stakes_not_won_are_carried():
    """Peel, NEWMARKET: "The pool stakes cannot be taken unless the cards are played up to, and if
    this is not done the amounts are carried on to the next deal.\""""
    g = game({0: "4C 5C", 1: "2C", 2: "3C"}, deals=2)
    play(g, 1, "2C")  # out at once, no pool card played
    assert g.ledger.pools == {"ace": 2, "king": 2, "queen": 2, "knave": 2}


def test_the_first_out_takes_a_stake_a_card():
    """Peel, NEWMARKET: "The one who first succeeds in clearing his hand wins the game, and receives
    from each of the other competitors a stake for every remaining card.\""""
    g = game({0: "4C 5C", 1: "2C", 2: "3C 6C 8C"})
    events = play(g, 1, "2C")
    assert pays(events, "cards_left")[:2] == [(2, 1, 3), (0, 1, 2)]


def test_todays_profile_deals_a_dead_hand_from_the_full_pack():
    """Not Peel's: the profile newmarket-today (docs/rules-notes/pope-joan-family.md,
    Newmarket: the sevens kept, a dead hand dealt, a stake on every pool card), against Peel's "The seven
    of each suit is taken out" and "The whole of the cards are then dealt"."""
    rules = {
        "players": 4,
        "pool_winner": "matching",
        "remove_sevens": False,
        "spare_hand": True,
        "pool_stakes": "each_card",
        "dealer_extra": 0,
    }
    g = NewmarketGame(rules, seed=3)
    assert g.view(0).spare_size == 12 and all(len(h) == 10 for h in g.d.hands.values())
    assert not [c for c in g.view(0).out if c.rank == Rank.SEVEN]
    assert g.ledger.pools == {"ace": 4, "king": 4, "queen": 4, "knave": 4}
    pool_cards = g.d.face_up
    assert all(c in g.d.owner or c in g.d.spare for c in pool_cards)


def test_peels_pool_cards_leave_the_pack():
    """Peel, NEWMARKET: "four cards are turned up in the middle of the table. These must be the four
    principal cards, viz., ace, king, queen, and knave, but of different suits ... The whole of the cards
    are then dealt, as nearly equal as possible"."""
    g = NewmarketGame({"players": 4}, seed=3)
    assert all(c in g.view(0).out for c in g.d.face_up)
    assert sorted(c.rank for c in g.d.face_up) == [Rank.ACE, Rank.JACK, Rank.QUEEN, Rank.KING]
    assert len({c.suit for c in g.d.face_up}) == 4
    assert sum(len(h) for h in g.d.hands.values()) == 44
