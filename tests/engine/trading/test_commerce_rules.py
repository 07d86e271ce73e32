"""Commerce's play and settlement, every form (seed 002, COMMERCE through CONTINUOUS DEALING),
on constructed deals."""

from __future__ import annotations

import random

from hoyle_desktop.engine.actions import Action
from hoyle_desktop.engine.cards import cards
from hoyle_desktop.engine.trading.commerce import (
    BARTER,
    FINAL,
    HORSE,
    OVER,
    TRADE,
    TRADED,
    CommerceGame,
)
from hoyle_desktop.engine.trading.table import POOL


def game(**rules) -> CommerceGame:
    g = CommerceGame({"players": 4, **rules}, seed=3)
    return g


def rig(g: CommerceGame, *hands: str, table: str = "") -> None:
    """Give the seats these hands (from the dealer's left); the rest of the pack is the stock."""
    order = g.order_from_left()
    dealt = {c for h in hands for c in cards(h)} | set(cards(table) if table else [])
    for seat, h in zip(order, hands, strict=True):
        g.hands[seat] = cards(h)
    g.table = cards(table) if table else []
    g.stock = [c for c in g.pack if c not in dealt]


def play(g: CommerceGame, *actions: tuple[int, Action]) -> None:
    for seat, action in actions:
        assert seat in g.seats_to_act(), (seat, g.seats_to_act(), g.phase)
        g.apply(seat, action)


def A(kind: str, *codes: str) -> Action:
    return Action(kind, tuple(cards(" ".join(codes)))) if codes else Action(kind)


def test_stakes_dealer_double_and_first_turn_on_dealers_left() -> None:
    """'Each of the players then pays the amount of the stake into the pool, the dealer also
    contributing on account of his deal, so that he has to pay double.' 'the dealer first addresses
    the one on his left-hand side'."""
    g = game()
    assert g.ledger.pool(POOL) == 5
    assert g.ledger.purse(g.dealer) == 18
    assert g.seats_to_act() == ((g.dealer + 1) % 4,)


def test_ready_money_costs_a_stake_to_the_dealer_and_the_card_goes_under() -> None:
    """'he throws out a card from his hand, pays a stake to the dealer, and receives the top card
    from the pack; his rejected card being placed at the bottom of the pack'."""
    g = game()
    first = g.seats_to_act()[0]
    rig(g, "2C 3D 5H", "9C 9D 8S", "AH KH QH", "4S 6S 7C")
    top = g.stock[0]
    before = g.ledger.purse(g.dealer)
    play(g, (first, A("buy", "2C")))
    assert top in g.hands[first] and g.stock[-1] == cards("2C")[0]
    assert g.ledger.purse(g.dealer) == before + 1
    assert cards("2C")[0] in g.view(first).my_discards  # the seat knows where its card lies


def test_barter_the_neighbour_must_exchange_unless_he_stands() -> None:
    """'he turns to the player on his left-hand side and offers a card, which must be exchanged for
    one of those in the next player's hand, unless that player considers his cards sufficiently
    strong to stand upon'."""
    g = game()
    first = g.seats_to_act()[0]
    second = (first + 1) % 4
    rig(g, "2C 3D 5H", "9C 9D 8S", "AH KH QH", "4S 6S 7C")
    play(g, (first, A("barter", "2C")))
    assert g.phase == BARTER and g.seats_to_act() == (second,)
    assert {a.kind for a in g.legal_actions(second)} == {"give", "stand"}
    play(g, (second, A("give", "8S")))
    assert cards("8S")[0] in g.hands[first] and cards("2C")[0] in g.hands[second]
    assert g.phase == TRADED and g.seats_to_act() == (first,)  # he may stand at once
    play(g, (first, A("play_on")))
    assert g.phase == TRADE and g.seats_to_act() == (second,)


def test_standing_ends_the_trading_winner_takes_pool_and_dealers_stake_stander_beaten_pays() -> None:
    """'the holder of the best hand takes the amount in the pool, and also receives the amount of a
    stake from the dealer ... Should the player who declares to stand be beaten by any of the others,
    he has to pay an additional stake to the holders of the better hands.'"""
    g = game()
    order = g.order_from_left()
    rig(g, "9C 9D 8S", "AH KH QH", "2C 3D 5H", "4S 6S 7C")
    events = g.apply(order[0], A("stand"))
    pays = [(e.reason, e.data["from"], e.data["to"], e.points) for e in events if e.kind == "pay"]
    dealer = order[3]
    # the sequence (order[1]) wins the pool of 5 and a stake from the dealer; the stander, beaten
    # by the sequence only, pays it one stake
    assert ("pool", POOL, order[1], 5) in pays
    assert ("dealer_pays", dealer, order[1], 1) in pays
    assert [p for p in pays if p[0] == "stood_beaten"] == [("stood_beaten", order[0], order[1], 1)]
    show = next(e for e in events if e.kind == "show")
    assert show.data["winners"] == [order[1]] and show.data["why"] == "better_combination"


def test_old_game_two_stand_then_one_more_exchange_each_and_winner_takes_a_stake_from_each() -> None:
    """THE OLD GAME: 'an additional hand, of three cards, is dealt, and placed face upwards'; 'If
    two of the players stand then each of the other players may make one more exchange (if they have
    not previously passed)'; 'the winner receiving instead the amount of the stake from each of the
    other players'."""
    g = game(mode="old")
    o = g.order_from_left()
    rig(g, "AH KH QH", "9C 9D 8S", "2C 3D 5H", "4S 6S 7C", table="TC JD 2S")
    assert g.view(o[2]).table == tuple(cards("TC JD 2S"))
    purses = list(g.ledger.purses)
    play(g, (o[0], A("stand")), (o[1], A("pass")), (o[2], A("exchange", "2C", "TC")), (o[3], A("stand")))
    assert g.phase == FINAL and g.seats_to_act() == (o[2],)  # the passer gets no more exchange
    play(g, (o[2], A("keep")))
    assert g.ledger.purse(o[0]) == purses[o[0]] + 3
    assert all(g.ledger.purse(s) == purses[s] - 1 for s in o[1:])


def test_old_game_pass_bars_exchanging() -> None:
    """'If the player passes, he says, "I pass," and is then debarred from afterwards exchanging any of
    his cards'."""
    g = game(mode="old")
    o = g.order_from_left()
    rig(g, "AH KH QH", "9C 9D 8S", "2C 3D 5H", "4S 6S 7C", table="TC JD 2S")
    play(g, (o[0], A("pass")), (o[1], A("exchange", "8S", "TC")), (o[2], A("pass")), (o[3], A("pass")))
    assert g.seats_to_act() == (o[1],)  # the round comes back to the only player still exchanging


def test_pool_commerce_worst_hand_pays_a_counter_and_the_first_out_may_buy_a_horse() -> None:
    """POOL COMMERCE: 'the player who has the worst hand puts one counter into the pool'; 'The player
    who is first out has the option of buying one counter from the pool, which is termed "buying a
    horse."'"""
    g = game(mode="pool", counters=1)
    assert g.ledger.pool(POOL) == 24
    o = g.order_from_left()
    rig(g, "AH KH QH", "9C 9D 8S", "2C 3D 5H", "4S 6S 7C", table="TC JD 2S")
    play(g, (o[0], A("stand")), (o[1], A("stand")), (o[2], A("keep")), (o[3], A("keep")))
    assert g.lives[o[2]] == 0 and g.phase == HORSE and g.seats_to_act() == (o[2],)
    assert g.ledger.pool(POOL) == 23  # the hand's prize to the winner
    play(g, (o[2], A("buy_horse")))
    assert g.lives[o[2]] == 1 and g.ledger.pool(POOL) == 26


def test_pool_commerce_last_with_counters_takes_the_pool() -> None:
    """'the player who remains with the last counter or counters takes the amount left in the pool.'"""
    g = CommerceGame({"players": 3, "mode": "pool", "counters": 1, "horse": False}, seed=1)
    rng = random.Random(1)
    while not g.is_over():
        s = g.seats_to_act()[0]
        g.apply(s, rng.choice(g.legal_actions(s)))
    assert g.ledger.pool(POOL) == 0 and sum(g.result().stakes) == 0
    assert sum(1 for n in g.lives if n > 0) <= 1


def test_dealer_penalty_to_all_or_to_the_better_hands() -> None:
    """PENALTIES FOR THE DEALER: 'when the dealer holds a Tricon, Sequence, Flush, or Pair, and his
    hand is beaten ... he has to pay the amount of a stake to each player, or only to those who have
    better hands than his.'"""
    for penalty, paid in (("all", 3), ("better", 1)):
        g = game(dealer_penalty=penalty)
        o = g.order_from_left()
        rig(g, "AH KH QH", "2C 3D 5H", "4S 6S 7C", "9C 9D 8S")  # the dealer (last) holds a pair
        events = []
        events += g.apply(o[0], A("stand"))
        fines = [e for e in events if e.kind == "pay" and e.reason == "dealer_penalty"]
        assert len(fines) == paid


def test_extended_commerce_trades_until_all_have_stood() -> None:
    """EXTENDED COMMERCE: 'they may keep on trading ... until they all receive cards sufficiently good
    to stand upon.'"""
    g = game(extended=True)
    o = g.order_from_left()
    play(g, (o[0], A("stand")))
    assert g.phase == TRADE and g.seats_to_act() == (o[1],)
    play(g, (o[1], A("stand")), (o[2], A("stand")))
    assert g.seats_to_act() == (o[3],)
    play(g, (o[3], A("stand")))
    assert g.deal_no == 2


def test_continuous_dealing_keeps_the_dealer_until_a_tricon_sequence_or_flush() -> None:
    """CONTINUOUS DEALING: 'allow the same dealer to remain in until one of the players secures a
    Tricon, Sequence, or Flush, when the deal passes'."""
    g = game(continuous_dealing=True)
    dealer = g.dealer
    o = g.order_from_left()
    rig(g, "9C 9D 8S", "2C 3D 5H", "4S 6S 7C", "JC 4D KS")
    play(g, (o[0], A("stand")))
    assert g.dealer == dealer
    rig(g, "9C 9D 8S", "2C 5C 8C", "4S 6S 7C", "JC 4D KS")
    play(g, (o[0], A("stand")))
    assert g.dealer == (dealer + 1) % 4


def test_random_games_of_every_form_conserve_counters() -> None:
    for rules in ({}, {"mode": "old"}, {"mode": "pool"}, {"extended": True, "pack": 32, "players": 7}):
        g = CommerceGame({"players": 4, **rules}, seed=11)
        rng = random.Random(2)
        while not g.is_over():
            s = g.seats_to_act()[0]
            g.apply(s, rng.choice(g.legal_actions(s)))
            g.ledger.check()
        assert g.phase == OVER and sum(g.result().stakes) == 0


def test_a_trader_stands_at_once_on_the_card_he_has_traded_for() -> None:
    """'If the player has traded, either for ready money or barter, and has secured a hand strong
    enough, he at once stands, and exposes his cards; if not, the dealer passes on to the next
    player'; 'A player may only purchase or exchange one card at each turn'."""
    g = game()
    o = g.order_from_left()
    rig(g, "9C 9D 2S", "AH KH 5D", "2C 3D 5H", "4S 6S 7C")
    g.stock.remove(cards("9H")[0])
    g.stock.insert(0, cards("9H")[0])
    play(g, (o[0], A("buy", "2S")))  # buys the nine: a tricon
    assert g.seats_to_act() == (o[0],)
    assert {a.kind for a in g.legal_actions(o[0])} == {"stand", "play_on"}
    assert g.why_illegal(o[0], A("buy", "9C")) == "one_trade_a_turn"
    events = g.apply(o[0], A("stand"))
    show = next(e for e in events if e.kind == "show")
    assert show.data["winners"] == [o[0]]
    # a barter: the offerer, not his neighbour, may stand on the card he received
    g = game()
    o = g.order_from_left()
    rig(g, "9C 9D 2S", "9H KH 5D", "2C 3D 5H", "4S 6S 7C")
    play(g, (o[0], A("barter", "2S")), (o[1], A("give", "9H")))
    assert g.seats_to_act() == (o[0],) and {a.kind for a in g.legal_actions(o[0])} == {"stand", "play_on"}
    play(g, (o[0], A("play_on")))
    assert g.seats_to_act() == (o[1],) and g.phase == TRADE
    assert {a.kind for a in g.legal_actions(o[1])} >= {"stand", "buy", "barter"}
