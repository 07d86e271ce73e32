"""Snip-Snap-Snorum (Peel, Round Games with Cards, "SNIP-SNAP-SNORUM", its VARIATIONS and
TURN-UP SNIP). Seat 0 deals, so seat 1 leads; purses are Peel's five counters unless a test says."""

from __future__ import annotations

import pytest
from stops_helpers import layout, pays, play, stacked

from hoyle_desktop.engine.actions import Action
from hoyle_desktop.engine.cards import card
from hoyle_desktop.engine.stops.snip import SnipGame, SnipRules

FIVE = {"players": 5}


def game(hands, spare="", turnup=None, dealer=0, **rules) -> SnipGame:
    g = stacked(SnipGame, {**FIVE, **rules}, layout(hands, spare, turnup), dealer=dealer)
    assert isinstance(g, SnipGame)
    return g


def five_hands(*texts: str) -> dict[int, str]:
    """Hands for seats 1, 2, 3, 4, 0: the order of play with seat 0 dealing."""
    return dict(zip((1, 2, 3, 4, 0), texts, strict=True))


def test_five_counters_and_five_cards_each():
    """Peel: "each player has to be provided with five coins or counters" ... "distributes five cards to
    each player, one at a time, and commencing with the one on his left-hand side"."""
    g = SnipGame(FIVE, seed=7)
    assert g.ledger.purses == (5, 5, 5, 5, 5)
    assert all(len(g.d.hands[s]) == 5 for s in range(5))
    assert g.d.spare_size if hasattr(g.d, "spare_size") else len(g.d.spare) == 52 - 25
    assert g.seats_to_act() == ((g.dealer + 1) % 5,)
    first = g.opening_events[0]
    assert first.kind == "first_dealer" and first.cards[-1].rank.letter == "J"  # "the first knave"


def test_peels_example_snip_snap_snorum():
    """Peel: "B has to lead; he plays a nine ... C likewise has a nine ... says "Snip," upon which B has
    to pay a stake into the pool ... D ... "Snap," upon which C has to pay two stakes ... E ...
    "Snorum," which imposes a penalty of three stakes upon D ... A ... has to start upon a new card"."""
    g = game(
        five_hands("9C 2S 3S 4S 5S", "9D 2H 3H 4H 5H", "9H 6S 7S 8S TS", "9S 6H 7H 8H TH", "KC KD KH KS QC")
    )
    events = []
    for seat, code in [(1, "9C"), (2, "9D"), (3, "9H"), (4, "9S")]:
        events += play(g, seat, code)
    assert [e.reason for e in events if e.kind == "play"] == ["lead", "snip", "snap", "snorum"]
    assert pays(events, "snip") == [(1, "pool", 1)]
    assert pays(events, "snap") == [(2, "pool", 2)]
    assert pays(events, "snorum") == [(3, "pool", 3)]
    assert g.ledger.pool("pool") == 6
    assert g.seats_to_act() == (0,)
    assert len(g.legal_actions(0)) == 5  # "the option of playing whichever of the five in his hand"


def test_a_player_who_can_pair_must():
    """Peel: "If a player has a card similar to that played immediately before him, he must play
    it."""
    g = game(
        five_hands("9C 2S 3S 4S 5S", "9D 2H 3H 4H 5H", "6C 6S 7S 8S TS", "9S 6H 7H 8H TH", "KC KD KH KS QC")
    )
    play(g, 1, "9C")
    assert g.legal_actions(2) == [Action("play", (card("9D"),))]
    assert g.why_illegal(2, Action("play", (card("2H"),))) == "must_pair"
    assert g.view(2).extra["must_pair"] and g.view(2).to_follow == card("9D")


def test_another_card_breaks_the_chain():
    """Peel: "suppose that D had no nine, and was accordingly compelled to play, say, a ten. B would have
    had to pay the penalty for Snip, as before; but C could have nothing to pay ... suppose E ...
    played a nine, and A also played one, that would only "snip" E's nine"."""
    g = game(
        five_hands("9C 2S 3S 4S 5S", "9D 2H 3H 4H 5H", "TC 6S 7S 8S 5C", "9S 6H 7H 8H QH", "9H KD KH KS QC")
    )
    events = []
    for seat, code in [(1, "9C"), (2, "9D"), (3, "TC"), (4, "9S"), (0, "9H")]:
        events += play(g, seat, code)
    assert pays(events, "snip") == [(1, "pool", 1), (4, "pool", 1)]
    assert pays(events, "snap") == []
    assert g.ledger.purses == (5, 4, 5, 5, 4)


def test_a_player_out_of_counters_leaves_and_his_cards_go_to_the_stock():
    """Peel: "until one of the party has lost the last of his five stakes. He is then out of the game, and
    if he has any cards left he must add them, face downwards and unexposed, to the top of the
    undealt portion of the pack"."""
    g = game(
        five_hands("9C 2S 3S 4S 5S", "9D 2H 3H 4H 5H", "9H 6S 7S 8S TS", "9S 6H 7H 8H TH", "KC KD KH KS QC"),
        spare="AC AD",
        purse=3,
    )
    for seat, code in [(1, "9C"), (2, "9D"), (3, "9H")]:
        play(g, seat, code)
    events = play(g, 4, "9S")  # Snorum: seat 3 pays three, his last
    leave = next(e for e in events if e.kind == "leave")
    assert leave.seat == 3 and leave.data == {"to_stock": 4}
    assert not g.seated[3] and not g.d.hands[3]
    assert set(g.d.spare) >= {card("6S"), card("7S"), card("8S"), card("TS")}
    assert all(c not in g.hidden_cards(0) or True for c in g.d.spare)
    assert card("6S") in g.hidden_cards(1)  # unseen: on the stock, face down
    # play goes round without him: 0 leads next, then 1, 2, 4
    play(g, 0, "KC")
    play(g, 1, "2S")
    play(g, 2, "2H")  # Snip: seat 1 pays
    assert g.seats_to_act() == (4,)


def test_the_last_in_takes_the_pool():
    """Peel: "This goes on until all but one have lost their stakes, when ... the game is finished, and
    the last in takes the pool"."""
    g = game({1: "9C 2S", 0: "9D 3S"}, players=2, purse=1)
    events = play(g, 1, "9C") + play(g, 0, "9D")
    assert [e.kind for e in events if e.kind in ("leave", "out")] == ["leave", "out"]
    assert g.is_over()
    result = g.result()
    assert result.winners == (0,) and result.scores == (1, -1)
    assert g.ledger.pool("pool") == 0 and sum(result.stakes) == 0


def test_the_next_dealer_is_the_next_in_order():
    """Peel: "As soon as the five cards dealt to each player are exhausted, the next in order becomes the
    dealer, and distributes five cards to each player"."""
    g = game({1: "2C", 2: "3C", 0: "4C"}, players=3)
    for seat, code in [(1, "2C"), (2, "3C"), (0, "4C")]:
        play(g, seat, code)
    assert g.d.number == 2 and g.dealer == 1
    assert g.seats_to_act() == (2,)
    assert all(len(g.d.hands[s]) == 5 for s in range(3))


def test_failing_to_pair_fined_double():
    """Peel: "In the event of his failing to do so, he has to pay a double penalty to the pool, while the
    player who would have been penalized has to contribute just as though the right card had been
    played." (the house rule "fined double"; by default the table prevents it)."""
    g = game(
        five_hands("9C 2S 3S 4S 5S", "9D 2H 3H 4H 5H", "6C 6S 7S 8S TS", "9S 6H 7H 8H TH", "KC KD KH KS QC"),
        failing="fined",
    )
    play(g, 1, "9C")
    assert len(g.legal_actions(2)) == 5 and not g.view(2).extra["must_pair"]
    events = play(g, 2, "2H")
    assert pays(events, "fine") == [(2, "pool", 2)]
    assert pays(events, "snip") == [(1, "pool", 1)]
    assert any(e.kind == "failed_to_pair" and e.data == {"rank": "9"} for e in events)


def test_whole_pack_the_leader_plays_on_until_snipped():
    """VARIATIONS: "the whole of the pack is distributed ... he keeps on playing one card after
    another until the opponent on his left (C) can pair one of them ... Play now rests between C
    and D. If D can pair C's card ... "Snap," when C has to pay two ... If, however, the players
    cannot pair, then C has to keep on playing out his cards until D can pair one"."""
    g = game({1: "2C 3C 9C", 2: "9D 4D 5D", 3: "9H 6H", 0: "7S 8S"}, players=4, deal="whole_pack")
    play(g, 1, "2C")
    assert g.seats_to_act() == (1,)  # nobody pairs the two: he plays on
    play(g, 1, "3C")
    assert g.seats_to_act() == (1,)
    events = play(g, 1, "9C")
    assert g.seats_to_act() == (2,)
    events += play(g, 2, "9D")
    assert pays(events, "snip") == [(1, "pool", 1)]
    events = play(g, 3, "9H")  # Snap: seat 2 pays two
    assert pays(events, "snap") == [(2, "pool", 2)]
    assert g.seats_to_act() == (3,)  # 0 cannot pair: seat 3 plays on


def test_the_whole_pack_dealt_as_evenly_as_may_be():
    """Peel: "the whole of the pack is distributed, equally; or as nearly equal as possible"."""
    g = SnipGame({"players": 5, "deal": "whole_pack"}, seed=3)
    sizes = sorted(len(h) for h in g.d.hands.values())
    assert sum(sizes) == 52 and sizes[-1] - sizes[0] <= 1 and not g.d.spare


def test_unlimited_counters_the_first_out_wins_the_pool():
    """Peel: "an unlimited number of coins or counters may be used, and that the player who first succeeds
    in getting rid of his cards shall be the winner of the pool. By this system each deal becomes
    complete in itself"."""
    g = game(
        {1: "2C 9C 5H", 2: "9D 4D", 0: "7S 8S"},
        players=3,
        deal="whole_pack",
        winner="first_out",
        purse=1,
        deals=1,
    )
    events = play(g, 1, "2C") + play(g, 1, "9C") + play(g, 2, "9D")
    assert pays(events, "snip") == [(1, "pool", 1)]
    events = play(g, 2, "4D")
    assert [e.seat for e in events if e.kind == "out"] == [2]
    assert pays(events, "pool") == [("pool", 2, 1)]
    assert g.is_over() and g.result().scores == (0, -1, 1)
    g2 = game(
        {1: "9C 2C", 2: "9D 9H 4D", 0: "9S 8S"}, players=3, winner="first_out", purse=1, deal="whole_pack"
    )
    events = play(g2, 1, "9C") + play(g2, 2, "9D") + play(g2, 0, "9S")  # Snip, then Snap
    assert pays(events, "buy_in") == [("box", 2, 1)]  # an empty purse buys in again: unlimited
    assert g2.seated == [True, True, True] and not any(e.kind == "leave" for e in events)


@pytest.mark.parametrize(("who", "expected"), [("dealer", [(0, "pool", 1)]), ("pool", [])])
def test_turn_up_snip(who, expected):
    """TURN-UP SNIP: "the dealer shall turn up the top card of the undealt portion of the pack, and if
    then the first player can match it, the dealer has to pay the penalty for Snip. A much better
    way ... is for the pool to pay the penalty for this first Snip ... the player takes one counter
    out of the pool and adds it to his own stock"."""
    g = game({1: "9C 2S", 2: "9D 3S", 0: "5S 4S"}, turnup="9H", players=3, turn_up=who)
    g.ledger.move(0, "pool", 2, "test")  # something in the pool for it to pay from
    assert g.legal_actions(1) == [Action("play", (card("9C"),))]
    events = play(g, 1, "9C")
    assert pays(events, "snip") == expected
    if who == "pool":
        assert pays(events, "turn_up_snip") == [("pool", 1, 1)]
    events = play(g, 2, "9D")  # pairing the first player's nine now is Snap
    assert pays(events, "snap") == [(1, "pool", 2)]


def test_the_32_card_pack_is_for_six_at_most():
    """Peel: "for any number up to six when the smaller pack of thirty-two is used"."""
    assert len(SnipGame({"players": 6, "pack": 32}, seed=1).pack()) == 32
    with pytest.raises(ValueError):
        SnipRules.from_mapping({"players": 7, "pack": 32})


def test_views_keep_hands_and_stock_secret_and_counters_are_conserved():
    import random

    for players in (2, 6, 10):
        for deal in ("five", "whole_pack"):
            g = SnipGame({"players": players, "deal": deal}, seed=players)
            rng = random.Random(players)
            while not g.is_over():
                seat = g.seats_to_act()[0]
                g.apply(seat, rng.choice(g.legal_actions(seat)))
            g.ledger.check()
            result = g.result()
            assert sum(result.stakes) == 0 and len(result.winners) == 1
            assert sum(g.seated) == 1


def test_whole_pack_a_player_pairs_only_his_right_hand_adversarys_card():
    """Peel: "The object of the players is to play cards of equal value to those of their right-hand
    adversaries"; VARIATIONS: "he keeps on playing one card after another until the opponent on his
    left (C) can pair one of them". A second card of the rank he just played is no pair of his own."""
    g = game({1: "2C 2D 9C", 2: "9D 4D 5D", 3: "9H 6H", 0: "7S 8S"}, players=4, deal="whole_pack")
    play(g, 1, "2C")
    assert g.seats_to_act() == (1,)  # nobody on his left pairs the two: he plays on
    assert {a.cards[0] for a in g.legal_actions(1)} == {card("2D"), card("9C")}  # not forced
    assert not g.view(1).extra["must_pair"]
    events = play(g, 1, "2D")
    assert [e.reason for e in events if e.kind == "play"] == ["lead"]
    assert pays(events, "snip") == [] and g.ledger.purses[1] == 5
    g = game(
        {1: "2C 2D 9C", 2: "9D 4D 5D", 3: "9H 6H", 0: "7S 8S"}, players=4, deal="whole_pack", failing="fined"
    )
    play(g, 1, "2C")
    events = play(g, 1, "9C")  # no fine for not "pairing" his own two
    assert pays(events, "fine") == [] and not any(e.kind == "failed_to_pair" for e in events)


def test_the_first_out_deals_the_next_game():
    """Peel: "If a new game is started on, the first out in the previous game becomes the new
    dealer"."""
    g = game({1: "9C 2S", 2: "9D 3S", 0: "4C 5C"}, players=3, purse=1)
    play(g, 1, "9C")
    play(g, 2, "9D")  # Snip: seat 1 pays his last counter and is the first out
    while not g.is_over():
        seat = g.seats_to_act()[0]
        g.apply(seat, g.legal_actions(seat)[0])
    assert g.result().details["next_rules"] == {"first_dealer": 1}
    nxt = SnipGame({"players": 3, **g.result().details["next_rules"]}, seed=5)
    assert nxt.dealer == 1 and nxt.seats_to_act() == (2,)
    first = nxt.opening_events[0]
    assert first.kind == "first_dealer" and first.reason == "first_out" and not first.cards
    assert SnipGame({"players": 3}, seed=5).opening_events[0].reason == "first_knave"  # a new table cuts
