"""Commerce's odds are exact by enumeration; every computer player of Commerce and My Bird Sings
plays whole games to the end with the counters conserved."""

from __future__ import annotations

from itertools import combinations

import pytest

from hoyle_desktop.ai.bird_bots import distance
from hoyle_desktop.ai.commerce_bots import CommerceBot
from hoyle_desktop.ai.commerce_odds import Unseen
from hoyle_desktop.ai.registry import make_bot
from hoyle_desktop.engine import registry
from hoyle_desktop.engine.cards import cards, full_pack
from hoyle_desktop.engine.trading.commerce_hands import RECOGNISED, hand_key


def test_chance_of_the_best_hand_is_counted_exactly_over_the_unseen_cards() -> None:
    combos = RECOGNISED["all"]
    hand = cards("9C 9D 8S")
    unseen = [c for c in full_pack() if c.rank in (2, 7, 9, 11, 13, 1) and c not in hand]
    odds = Unseen(unseen, combos)
    mine = hand_key(hand, combos)
    others = [hand_key(t, combos) for t in combinations(unseen, 3)]
    exact = (sum(k < mine for k in others) + 0.5 * sum(k == mine for k in others)) / len(others)
    assert odds.p_best(hand, 1) == pytest.approx(exact)
    assert odds.p_best(hand, 3) == pytest.approx(exact**3)
    # after a draw: the drawn card is no longer among the opponent's possible cards
    keep = hand[:2]
    total = 0.0
    for c in unseen:
        rest = [hand_key(t, combos) for t in combinations([u for u in unseen if u != c], 3)]
        k = hand_key((*keep, c), combos)
        total += (sum(x < k for x in rest) + 0.5 * sum(x == k for x in rest)) / len(rest)
    assert odds.after_draw(keep, 1) == pytest.approx(total / len(unseen))


def test_share_of_better_hands_counts_what_a_beaten_stander_pays() -> None:
    # a stander beaten pays a stake to each better hand: the expected count is the strict share
    combos = RECOGNISED["all"]
    hand = cards("9C 9D 8S")
    unseen = [c for c in full_pack() if c.rank in (2, 9, 11, 1) and c not in hand]
    odds = Unseen(unseen, combos)
    mine = hand_key(hand, combos)
    others = [hand_key(t, combos) for t in combinations(unseen, 3)]
    assert odds.better_share(mine) == pytest.approx(sum(k > mine for k in others) / len(others))
    drawn = unseen[0]
    rest = [hand_key(t, combos) for t in combinations(unseen[1:], 3)]
    assert odds.better_share(mine, drawn) == pytest.approx(sum(k > mine for k in rest) / len(rest))


def test_expert_stands_on_a_strong_hand_and_trades_a_weak_one() -> None:
    game = registry.get("commerce").new_game({"players": 4}, 5)
    seat = game.seats_to_act()[0]
    game.hands[seat] = cards("AH KH QH")
    assert CommerceBot("expert").choose(game.view(seat), game.legal_actions(seat)).kind == "stand"
    game.hands[seat] = cards("2C 3D 5H")
    assert CommerceBot("expert").choose(game.view(seat), game.legal_actions(seat)).kind in ("buy", "barter")


def test_bird_distance() -> None:
    assert distance(cards("2H 5H 9H"), 4, True) == 1
    assert distance(cards("2H 5C 9D"), 4, True) == 1
    assert distance(cards("2H 5C 9C"), 4, False) == 2


@pytest.mark.parametrize(
    ("key", "rules"),
    [
        ("commerce", {"players": 3, "deals": 2}),
        ("commerce", {"players": 3, "mode": "old", "deals": 2}),
        ("commerce", {"players": 3, "mode": "pool", "counters": 1}),
        ("my_bird_sings", {"players": 4}),
        ("my_bird_sings", {"players": 3, "method": "draw", "whole_pack": True}),
    ],
)
def test_every_strength_plays_to_the_end(key, rules) -> None:
    game = registry.get(key).new_game(rules, 7)
    bots = [
        make_bot(key, s, i) for i, s in enumerate(("easy", "standard", "expert", "expert")[: game.players])
    ]
    while not game.is_over():
        seat = game.seats_to_act()[0]
        game.apply(seat, bots[seat].choose(game.view(seat), game.legal_actions(seat)))
    assert sum(game.result().stakes) == 0


def test_extended_commerce_expert_trades_on_where_a_stand_ends_nothing() -> None:
    # Peel, Extended Commerce: "they may keep on trading, either for ready money or by barter,
    # until they all receive cards sufficiently good to stand upon" (and the first to stand pays
    # each better hand): a pair of aces is worth standing on when the stand ends the trading, not
    # when the three others trade on against it.
    choices = []
    for extended in (False, True):
        game = registry.get("commerce").new_game({"players": 4, "extended": extended}, 5)
        seat = game.seats_to_act()[0]
        game.hands[seat] = cards("AC AD 4H")
        choices.append(CommerceBot("expert").choose(game.view(seat), game.legal_actions(seat)).kind)
    assert choices[0] == "stand"
    assert choices[1] in ("buy", "barter")


def test_extended_commerce_expert_plays_on_while_others_trade_on() -> None:
    # Extended Commerce: a stand ends nothing while two players still trade ("until they all receive
    # cards sufficiently good to stand upon"). Just after buying, with one player stood, ace-king
    # and a four is a hand the two still trading are likely to beat: the Expert trades on; it
    # stood here when it weighed a stand as the end of the trading.
    game = registry.get("commerce").new_game({"players": 4, "extended": True}, 5)
    seat = game.seats_to_act()[0]
    game.apply(seat, next(a for a in game.legal_actions(seat) if a.kind == "buy"))
    game.status[(seat + 2) % 4] = "stood"
    game.hands[seat] = cards("AC KS 4S")
    assert CommerceBot("expert").choose(game.view(seat), game.legal_actions(seat)).kind == "play_on"


def test_bird_flushes_only_expert_throws_from_its_shortest_suit() -> None:
    # Peel: "The game is sometimes played for flushes only; that is, the four cards must be of one
    # suit before a player's 'Bird sings'". Every throw here leaves two cards to find; the lone
    # heart is the one to part with, keeping both pairs (clubs and spades) to build on.
    game = registry.get("my_bird_sings").new_game({"players": 4, "flushes_only": True}, 0)
    seat = game.seats_to_act()[0]
    while not any(a.kind == "throw" for a in game.legal_actions(seat)):
        game.apply(seat, game.legal_actions(seat)[0])
        seat = game.seats_to_act()[0]
    game.hands[seat] = cards("2C QS 9H AC 3S")
    legal = game.legal_actions(seat)
    assert make_bot("my_bird_sings", "expert").choose(game.view(seat), legal).cards == tuple(cards("9H"))


def test_bird_expert_does_not_hand_its_neighbour_the_suit_he_is_likely_collecting() -> None:
    # Peel, My Bird Sings: "The player on his left adds this card to his own four, and if his 'Bird'
    # does not 'sing,' he in like manner throws one of his cards out"; played "for flushes only".
    # This seat has handed its left-hand neighbour two hearts and he has not sung: he has likely
    # kept them, and a third heart would often complete his four. Every throw here leaves two cards
    # to find and each lone card is as short a suit as the others: the Expert now parts with the
    # diamond or the spade, not the lowest card (the heart, the old Expert's throw).
    from hoyle_desktop.ai.bird_reading import SUIT_INDEX, left_song_chances

    game = registry.get("my_bird_sings").new_game({"players": 4, "flushes_only": True}, 0)
    game.dealer, game.holder, game.phase, game.round = 3, 1, "passing", 3  # seat 0 leads
    game.hands = [cards("5C 6D 7S"), cards("3C 4C 2H 9D KS"), cards("8C TD JS QH"), cards("9C 8D 5S KC")]
    game.passed[1], game.got[2] = ["H", "H"], ["H", "H"]
    view = game.view(1)
    chances = left_song_chances(view)
    assert chances[SUIT_INDEX["H"]] > 0.4 > 0.1 > chances[SUIT_INDEX["D"]]
    thrown = make_bot("my_bird_sings", "expert").choose(view, game.legal_actions(1)).cards[0]
    assert thrown in cards("9D KS")
