"""The Crazy Eights Expert: its lean copy of the deal keeps the engine's rules, its deals of the
unseen cards keep what it saw, and it answers the same for the same seed. Its strength is measured
in benchmarks/bench_matching_ai.py, not here."""

from __future__ import annotations

import random

import pytest

from hoyle_desktop.ai.base import InfoSet, decide
from hoyle_desktop.ai.crazy_eights_bots import SUIT_LETTERS, ExpertCrazyEightsBot, SeatDeals
from hoyle_desktop.ai.crazy_eights_sim import Deal
from hoyle_desktop.ai.registry import make_bot
from hoyle_desktop.engine.crazy_eights import SPEC
from hoyle_desktop.engine.crazy_eights.game import CrazyEightsGame
from hoyle_desktop.engine.crazy_eights.rules import DRAW_UNTIL, RESHUFFLE


def _lean(game: CrazyEightsGame) -> Deal:
    """The engine's deal, every card where it is, as the search's lean copy."""
    return Deal(
        [[c.index for c in h] for h in game.hands],
        [c.index for c in game.stock],
        [c.index for c in game.discard],
        SUIT_LETTERS.index(game.called) if game.called else -1,
        game.free,
        game.actor,
        game.cfg.drawing == DRAW_UNTIL,
        game.cfg.empty_stock == RESHUFFLE,
    )


@pytest.mark.parametrize(
    "rules",
    [
        {"players": 2},
        {"players": 3, "drawing": "until_playable", "empty_stock": "pass"},
        {"players": 4, "scoring": "penalty", "drawing": "until_playable"},
    ],
)
def test_the_lean_deal_plays_by_the_engines_rules(rules: dict[str, object]) -> None:
    """At every turn of random games the lean copy allows exactly the engine's cards, and a card
    played in both leaves the same hands, top card and named suit."""
    rng = random.Random(5)
    for seed in range(4):
        game = SPEC.new_game(rules, seed)
        assert isinstance(game, CrazyEightsGame)
        deal = game.deals_done
        while not game.is_over() and game.deals_done == deal:
            seat = game.seats_to_act()[0]
            lean = _lean(game)
            allowed = sorted(c.index for c in game.playable_cards(seat))
            assert sorted(lean.playable(lean.hands[seat])) == allowed
            action = rng.choice(game.legal_actions(seat))
            game.apply(seat, action)
            if action.kind == "play" and game.deals_done == deal:
                lean.play(action.cards[0].index, SUIT_LETTERS.index(action.value) if action.value else -1)
                assert [sorted(h) for h in lean.hands] == [sorted(c.index for c in h) for h in game.hands]
                assert lean.pile[-1] == game.discard[-1].index
                assert lean.called == (SUIT_LETTERS.index(game.called) if game.called else -1)


def test_a_player_who_drew_is_dealt_nothing_he_could_have_played() -> None:
    """Seat 1 drew on the five of spades (one at a time): of his cards only the one he drew may be
    a spade, a five or an eight, in every deal the Expert imagines."""
    game = SPEC.new_game({"players": 2}, 3)
    assert isinstance(game, CrazyEightsGame)
    other = (game.actor + 1) % 2
    game.stuck[other] = "S5"
    view = game.view(game.actor)
    rng, deals = random.Random(1), SeatDeals(view)
    for _ in range(50):
        hand = deals.deal(rng).hands[other]
        assert len(hand) == len(game.hands[other])
        could = [c for c in hand if c // 13 == SUIT_LETTERS.index("S") or c % 13 in (4, 7)]
        assert len(could) <= 1


def test_the_expert_plays_whole_games_legally_and_the_same_for_a_seed() -> None:
    def play(seed: int, rules: dict[str, object]) -> list[str]:
        game = SPEC.new_game(rules, 11)
        bots = [make_bot("crazy_eights", "expert", seed=seed), make_bot("crazy_eights", "standard")]
        bots += [make_bot("crazy_eights", "greedy") for _ in range(game.players - 2)]
        for bot in bots:
            if isinstance(bot, ExpertCrazyEightsBot):
                bot.playouts = 60  # a short search: the shipped budget is measured in the benchmark
        moves = []
        while not game.is_over():
            seat = game.seats_to_act()[0]
            action = decide(bots[seat], InfoSet(game, seat))
            assert action in game.legal_actions(seat)
            moves.append(str(action))
            game.apply(seat, action)
        return moves

    assert play(4, {"players": 2}) == play(4, {"players": 2})
    play(5, {"players": 4, "scoring": "penalty", "target": 60, "drawing": "until_playable"})


def test_a_play_out_ends_the_deal_and_keeps_the_pack() -> None:
    """Play-outs under every drawing and empty-stock rule end with a player out (or the deal
    blocked), all 52 cards still in the hands, the stock and the pile."""
    rng = random.Random(2)
    for until in (False, True):
        for reshuffle in (False, True):
            for players in (2, 5):
                pack = list(range(52))
                rng.shuffle(pack)
                size = 7 if players == 2 else 5
                hands = [pack[i * size : (i + 1) * size] for i in range(players)]
                rest = pack[players * size :]
                deal = Deal(hands, rest[1:], rest[:1], -1, False, 0, until, reshuffle)
                deal.play_out(rng, 0.1, me=0)
                assert deal.winner >= 0
                held = [c for h in deal.hands for c in h]
                assert sorted(held + deal.stock + deal.pile) == list(range(52))
                if reshuffle:  # a reshuffled stock never runs dry for long: someone goes out
                    assert not deal.hands[deal.winner]


def _penalty_table() -> CrazyEightsGame:
    """Four players, penalty points, drawing until playable; seat 0 to play on the six of hearts
    with three hearts, seat 1 having drawn on clubs and sixes and played since."""
    game = SPEC.new_game({"players": 4, "scoring": "penalty", "drawing": "until_playable"}, 2)
    assert isinstance(game, CrazyEightsGame)
    pack = {c.code: c for h in game.hands for c in h} | {c.code: c for c in game.stock + game.discard}
    hands = ["2H 9H KH 3C 5S", "4D 7D TD QS", "AC 4C 9S JD", "2D 3D 5H TC"]
    game.hands = [[pack[code] for code in h.split()] for h in hands]
    game.discard = [pack["JC"], pack["6H"]]
    used = {code for h in hands for code in h.split()} | {"JC", "6H"}
    game.stock = [c for code, c in pack.items() if code not in used]
    game.called, game.free, game.actor = None, False, 0
    game.stuck = ["", "C6", "", ""]
    return game


def test_with_penalty_points_the_expert_sheds_the_costliest_of_a_suit() -> None:
    """With penalty points a cheaper card of a suit kept back costs the difference whenever another
    player goes out; the Expert's search of the unseen cards (any card equally likely anywhere) did
    not see that and kept the king of hearts for the two (benchmarks/bench_crazy_eights_deals.py:
    those choices cost it some 0.6 points each). It now tries only the costliest card of each suit."""
    game = _penalty_table()
    for seed in range(6):
        bot = ExpertCrazyEightsBot(seed)
        valued = bot.evaluate(game.view(0), game.legal_actions(0), bot.rng)
        tried = {a.cards[0].code for a, _ in valued}
        assert "2H" not in tried and "9H" not in tried
        assert valued[0][0].cards[0].code == "KH"  # the old Expert played the 9 or the 2 at half its seeds


def test_drawing_until_playable_a_player_who_drew_is_dealt_none_of_it_after_his_play() -> None:
    """Seat 1 drew until he could play on clubs and sixes, then played: all his cards still lack
    clubs, sixes and eights, in every deal the Expert imagines."""
    game = _penalty_table()
    deals, rng = SeatDeals(game.view(0)), random.Random(3)
    for _ in range(50):
        hand = deals.deal(rng).hands[1]
        assert len(hand) == 4
        assert not [c for c in hand if c // 13 == SUIT_LETTERS.index("C") or c % 13 in (5, 7)]
