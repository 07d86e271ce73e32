"""Blind Hookey against Hoyle (seed 000, BLIND HOOKEY): both methods, and the bank's edge."""

from __future__ import annotations

import random
from fractions import Fraction

from hoyle_desktop.ai.registry import make_bot
from hoyle_desktop.engine.actions import Action
from hoyle_desktop.engine.blind_hookey import SPEC
from hoyle_desktop.engine.blind_hookey.edge import dealer_loses_all, method_edges, packet_odds
from hoyle_desktop.engine.blind_hookey.game import BlindHookeyGame
from hoyle_desktop.engine.blind_hookey.view import REJECT, STAKE
from hoyle_desktop.engine.cards import Card


def new(players: int = 3, **rules) -> BlindHookeyGame:
    game = SPEC.new_game({"players": players, **rules}, seed=3)
    assert isinstance(game, BlindHookeyGame)
    return game


def test_cut_for_deal_lowest_deals() -> None:
    """ "The players ... cut for deal, the lowest having the preference." """
    for seed in range(10):
        game = SPEC.new_game({"players": 4}, seed)
        cuts = [e for e in game.opening_events if e.kind == "cut"]
        first_round = cuts[:4]
        low = min(int(e.cards[0].rank) for e in first_round)
        lowest = {e.seat for e in first_round if int(e.cards[0].rank) == low}
        assert game.dealer in lowest, "the lowest deals; equal lowest cut again"


def test_packets_cut_round_the_table_from_the_dealers_left() -> None:
    """ "the pack is passed to the player on the left of the dealer, who cuts from the top a small
    quantity of cards (not less than four, nor more than his due proportion of the pack) ... the
    cards left belonging to the dealer. No one looks at his cards" """
    game = new(players=4)
    left = (game.dealer + 1) % 4
    assert game.seats_to_act() == (left,)
    assert [a.value for a in game.legal_actions(left)] == list(range(4, 14))
    for _ in range(3):
        game.apply(game.seats_to_act()[0], Action("cut", value=5))
    assert game.phase == STAKE
    assert game.view(0).sizes == (5, 5, 5, 37)
    assert game.hidden_cards(0) >= {p[-1] for p in game.packets}, "nobody sees a bottom card yet"


def _play_first_method(game: BlindHookeyGame, bottoms: dict[int, str]) -> list[int]:
    for _ in range(game.players - 1):
        game.apply(game.seats_to_act()[0], Action("cut", value=5))
    for i, owner in enumerate(game.owners):
        game.packets[i][-1] = Card.parse(bottoms[owner])
    before = game.ledger.nets()
    for _ in range(game.players - 1):
        game.apply(game.seats_to_act()[0], Action("stake", value=2))
    return [a - b for a, b in zip(game.ledger.nets(), before, strict=True)]


def test_higher_wins_lower_and_equal_pay_the_dealer() -> None:
    """ "Each player holding a higher card than that of the dealer receives the amount of his
    stake; all below or equal pay the dealer." The ace ranks low by default."""
    game = new(players=4)
    d = game.dealer
    a, b, c = ((d + k) % 4 for k in (1, 2, 3))
    gains = _play_first_method(game, {d: "7H", a: "8S", b: "7D", c: "AS"})
    assert gains[a] == 2 and gains[b] == -2 and gains[c] == -2 and gains[d] == 2
    assert game.dealer == d, "the dealer did not lose all round: he deals again"


def test_the_deal_passes_when_the_dealer_loses_all_round() -> None:
    """ "This is repeated until a hand occurs in which the dealer is a loser all round, when the
    deal is at an end, and the next player deals." """
    game = new(players=3)
    d = game.dealer
    gains = _play_first_method(game, {d: "2H", (d + 1) % 3: "3S", (d + 2) % 3: "KD"})
    assert gains[d] == -4
    assert game.dealer == (d + 1) % 3


def test_the_deal_does_not_pass_after_the_last_hand() -> None:
    """ "...when the deal is at an end, and the next player deals": after the game's last hand
    nobody deals next, so a dealer beaten all round keeps his place at the end (the playtest saw
    "Computer 2 (dealer)" on the finished table though Computer 1 dealt the last hand)."""
    game = new(players=3, hands=1)
    d = game.dealer
    _play_first_method(game, {d: "2H", (d + 1) % 3: "3S", (d + 2) % 3: "KD"})
    assert game.is_over()
    assert game.dealer == d
    assert not [e for e in game.events if e.kind == "dealer" and e.reason == "lost_all_round"]


def test_the_second_method_three_packets() -> None:
    """ "the dealer cuts them into three portions. Two of these are for the company, the third for
    himself. The other players place their stakes on whichever two packets they please, the
    rejected packet being taken by the dealer." """
    game = new(players=3, method="second")
    d = game.dealer
    assert game.seats_to_act() == (d,)
    game.apply(d, Action("cut", value=10))
    game.apply(d, Action("cut", value=20))
    assert game.phase == REJECT and game.seats_to_act() == ((d + 1) % 3,)
    game.apply((d + 1) % 3, Action("reject", value=1))
    assert game.owners[1] == d
    game.packets[0][-1], game.packets[1][-1], game.packets[2][-1] = (
        Card.parse(x) for x in ("9H", "5S", "4D")
    )
    before = game.ledger.nets()
    for _ in range(4):  # two punters, a stake on each of the two packets
        seat = game.seats_to_act()[0]
        game.apply(seat, Action("stake", value=1))
    gains = [a - b for a, b in zip(game.ledger.nets(), before, strict=True)]
    assert gains[(d + 1) % 3] == 0 and gains[(d + 2) % 3] == 0  # won on 9, lost on 4
    assert gains[d] == 0


def test_the_bank_edge_exact_for_each_method() -> None:
    """Every bottom card is another card of one pack: a punter wins 8/17, ties 1/17 (paying the
    dealer) and loses 8/17, so the bank's edge is 1/17 of every counter staked, either method."""
    odds = packet_odds()
    assert odds["punter_wins"] == Fraction(8, 17) and odds["tie"] == Fraction(1, 17)
    assert method_edges() == {"first": Fraction(1, 17), "second": Fraction(1, 17)}
    assert packet_odds(ace_high=True)["edge"] == Fraction(1, 17)
    assert dealer_loses_all(1) == Fraction(8, 17)


def test_the_bank_edge_checked_by_simulation() -> None:
    """Games played through the engine: the dealer's take per counter staked lies within the
    interval of 1/17 (a short run; the benchmark runs a long one)."""
    rng = random.Random(5)
    for method in ("first", "second"):
        staked = dealer_gain = 0
        for seed in range(25):
            game = SPEC.new_game({"players": 5, "method": method, "hands": 30}, seed)
            while not game.is_over():
                seat = game.seats_to_act()[0]
                legal = game.legal_actions(seat)
                action = rng.choice(legal) if legal[0].kind != "stake" else legal[-1]
                events = game.apply(seat, action)
                for e in events:
                    if e.kind == "pay" and e.reason in ("hookey_won", "hookey_lost"):
                        staked += e.points
                        dealer_gain += e.points if e.reason == "hookey_lost" else -e.points
        share = dealer_gain / staked
        assert abs(share - 1 / 17) < 0.045, (method, share)


def test_whole_games_by_computer_players_conserve_counters() -> None:
    for method in ("first", "second"):
        game = SPEC.new_game({"players": 4, "method": method}, 11)
        bots = [make_bot("blind_hookey", name, 1) for name in ("easy", "standard", "expert", "random")]
        while not game.is_over():
            seat = game.seats_to_act()[0]
            game.apply(seat, bots[seat].choose(game.view(seat), game.legal_actions(seat)))
        assert sum(game.result().stakes) == 0


def test_determinise_deals_the_unseen_packets_again() -> None:
    """Nobody sees a card before the bottoms are shown, so a determinised copy may put any card
    at the bottom of any packet; what is public (sizes, stakes, purses) stays."""
    game = new(players=4)
    for _ in range(3):
        game.apply(game.seats_to_act()[0], Action("cut", value=6))
    bottoms = [p[-1] for p in game.packets]
    moved = False
    for seed in range(5):
        det = game.determinise(0, random.Random(seed))
        assert det.view(0) == game.view(0)
        moved |= [p[-1] for p in det.packets] != bottoms
    assert moved
