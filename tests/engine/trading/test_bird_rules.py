"""My Bird Sings (seed 002, MY BIRD SINGS and VARIATIONS) on constructed deals."""

from __future__ import annotations

import random

from hoyle_desktop.engine.actions import Action
from hoyle_desktop.engine.cards import cards
from hoyle_desktop.engine.trading.bird import LEADER, PASSING, SING, BirdGame, birds_in
from hoyle_desktop.engine.trading.table import POOL


def rig(g: BirdGame, *hands: str) -> None:
    order = g.order_from_left()
    dealt = {c for h in hands for c in cards(h)}
    for seat, h in zip(order, hands, strict=True):
        g.hands[seat] = cards(h)
    g.stock = [c for c in g.pack if c not in dealt]
    g._hold(g.leader)


def A(kind: str, *codes: str, value=None) -> Action:
    return Action(kind, tuple(cards(" ".join(codes))) if codes else (), value)


def test_pool_dealer_one_extra_and_four_cards_each() -> None:
    """'A pool is formed by each player contributing a counter or coin, the dealer paying one extra.
    Four cards are then dealt to each player'."""
    g = BirdGame({"players": 5}, seed=1)
    assert g.ledger.pool(POOL) == 6 and all(len(h) == 4 for h in g.hands)


def test_a_bird_sings_with_four_of_a_suit_or_one_of_each() -> None:
    """'to secure a flush, four cards of one suit; or four cards of different suits'."""
    assert birds_in(cards("2H 5H 9H KH"), 4, True)
    assert birds_in(cards("2H 5C 9D KS"), 4, True)
    assert not birds_in(cards("2H 5C 9D KS"), 4, False)  # VARIATIONS: 'played for flushes only'
    assert not birds_in(cards("2H 5H 9D KS"), 4, True)
    assert len(birds_in(cards("2H 5H 9H KH 3H"), 4, True)) == 5  # any four of five cards sing


def test_throw_to_the_left_then_sing_and_take_the_pool() -> None:
    """'he throws out one of his cards, face downwards, on the table. The player on his left adds this
    card to his own four, and if his "Bird" does not "sing," he in like manner throws'."""
    g = BirdGame({"players": 4}, seed=2)
    o = g.order_from_left()
    rig(g, "2H 3H 4H 5C", "6H 7H 8H 9C", "2S 3S 4D 5D", "6S 7S 8D 9D")
    assert g.seats_to_act() == (o[0],) and g.phase == PASSING
    events = g.apply(o[0], A("throw", "2H"))
    assert events[0].private_to == (o[0], o[1])
    assert g.phase == SING and g.seats_to_act() == (o[1],)
    pool = g.ledger.pool(POOL)
    before = g.ledger.purse(o[1])
    events = g.apply(o[1], A("sing", "2H", "6H", "7H", "8H"))
    assert any(e.kind == "pay" and e.reason == "bird_sings" and e.points == pool for e in events)
    assert g.ledger.purse(o[1]) >= before + pool - 2  # then the next deal's stake


def test_second_method_the_left_hand_player_draws_unseen() -> None:
    """'the player ... turns his hand, without exposing it, to the next player, who selects whichever
    card he chooses'."""
    g = BirdGame({"players": 4, "method": "draw"}, seed=2)
    o = g.order_from_left()
    rig(g, "2H 3H 4H 5C", "6H 7H 8H 9C", "2S 3S 4D 5D", "6S 7S 8D 9D")
    assert g.seats_to_act() == (o[1],)
    assert g.legal_actions(o[1]) == [Action("draw", value=i) for i in range(4)]
    g.apply(o[1], Action("draw", value=0))
    assert len(g.hands[o[1]]) == 5 and len(g.hands[o[0]]) == 3


def test_after_three_rounds_the_leader_may_change_with_the_stock_skipping_the_suit_thrown_out() -> None:
    """'After going completely round among the players three times, the original leader may exchange
    one of his cards for the top card ... if it should happen to be of the same suit as the one he
    threw out, he rejects it, and takes the next'."""
    g = BirdGame({"players": 3, "flushes_only": True}, seed=4)
    o = g.order_from_left()
    rig(g, "2H 3C 4D 5S", "6H 7C 8D 9S", "TH JC QD KS")
    assert g.phase == PASSING  # the first three rounds: no exchange
    g.round = 4
    g.stock = [*cards("AS 7S"), *cards("AH"), *[c for c in g.stock if c not in cards("AS 7S AH")]]
    g._hold(o[0])
    assert g.phase == LEADER and Action("no_exchange") in g.legal_actions(o[0])
    events = g.apply(o[0], A("exchange", "5S"))
    assert events[0].cards == tuple(cards("5S AH AS 7S")) and events[0].data["skipped"] == 2
    assert cards("AH")[0] in g.hands[o[0]] and g.phase == PASSING


def test_three_cards_flushes_only() -> None:
    """'sometimes only three cards are dealt to each player, in which latter case flushes alone are
    recognised.'"""
    g = BirdGame({"players": 4, "cards": 3}, seed=5)
    assert all(len(h) == 3 for h in g.hands) and not g.rainbow


def test_whole_pack_tricks_most_tricks_win() -> None:
    """'whenever a player's bird sings, he turns the four cards over and regards them as one trick.
    Four other cards are then given him ... The ultimate winner is he who secures the greatest number
    of tricks. In the case of a tie the stakes are divided'."""
    g = BirdGame({"players": 4, "whole_pack": True, "deals": 1}, seed=6)
    o = g.order_from_left()
    rig(g, "2H 3H 4H 5H", "6C 7H 8H 9C", "2S 3S 4D 5D", "6S 7S 8D 9D")
    stock_before = len(g.stock)
    g.apply(o[0], A("sing", "2H", "3H", "4H", "5H"))
    assert g.tricks[o[0]] == 1 and len(g.hands[o[0]]) == 4 and len(g.stock) == stock_before - 4
    rng = random.Random(1)
    while not g.is_over():
        s = g.seats_to_act()[0]
        g.apply(s, rng.choice(g.legal_actions(s)))
    assert g.ledger.pool(POOL) == 0 and sum(g.result().stakes) == 0


def test_random_games_end_and_conserve_counters() -> None:
    for rules in ({}, {"method": "draw"}, {"flushes_only": True}, {"whole_pack": True, "players": 13}):
        g = BirdGame({"players": 4, **rules}, seed=9)
        rng = random.Random(3)
        while not g.is_over():
            s = g.seats_to_act()[0]
            g.apply(s, rng.choice(g.legal_actions(s)))
            g.ledger.check()
        assert sum(g.result().stakes) == 0
