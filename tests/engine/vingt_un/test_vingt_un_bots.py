"""The computer players' choices in plain positions: always legal, and the Expert's follow its
expected values (stake high on an ace, draw on a low total, stand on a high one, draw as dealer
against hands it can see beat it)."""

from __future__ import annotations

import random

from vingt_un_helpers import act, new_game, restart_hand, stake_all

from hoyle_desktop.ai.vingt_un_bots import VingtUnBot
from hoyle_desktop.engine.actions import Action


def choose(level: str, game) -> Action:
    seat = game.actor
    return VingtUnBot(level, 1).choose(game.view(seat), game.legal_actions(seat))


def test_every_bot_plays_a_legal_game() -> None:
    for level in ("easy", "standard"):
        game = new_game(players=3, seed=2, hands=4, selling=True)
        while not game.is_over():
            seat = game.actor
            action = VingtUnBot(level, 3).choose(game.view(seat), game.legal_actions(seat))
            assert action in game.legal_actions(seat)
            game.apply(seat, action)


def test_the_expert_stakes_high_on_an_ace_and_low_on_a_six() -> None:
    game = new_game(players=3, stake_max=5)
    restart_hand(game, "AS 6C 9D")
    assert choose("expert", game) == Action("stake", value=5)
    game.apply(game.actor, Action("stake", value=1))
    assert choose("expert", game) == Action("stake", value=1)


def test_the_expert_draws_low_and_stands_high() -> None:
    game = new_game(players=3)
    restart_hand(game, "5S TC 9D 7C KD 8D")
    stake_all(game)
    assert choose("expert", game) == Action("card")  # 12
    act(game, "content")
    assert choose("expert", game) == Action("content")  # 20


def test_the_expert_dealer_draws_against_a_hand_that_beats_it() -> None:
    game = new_game(players=2)
    restart_hand(game, "TC 7D 7C 5S 2S")
    stake_all(game)
    act(game, "card")  # the punter: 10 + 7 + 2 = 19, with a card face up
    act(game, "content")
    assert game.phase == "dealer"
    assert choose("expert", game) == Action("card")  # 12 against a hand that stood after drawing
    game.apply(game.actor, Action("card"))
    if game.phase == "dealer" and game.box_total(game.boxes[game.dealer][0]) >= 20:
        assert choose("expert", game) == Action("content")


def test_the_expert_sells_a_deal_above_its_worth_and_does_not_buy_one() -> None:
    game = new_game(players=3, selling=True, deal_price=40)
    assert choose("expert", game) == Action("sell", value=40)
    game.apply(game.actor, Action("sell", value=40))
    assert choose("expert", game) == Action("refuse")
    cheap = new_game(players=3, selling=True, deal_price=1)
    assert choose("expert", cheap) == Action("keep")  # the deal is worth more than three counters
    cheap.apply(cheap.actor, Action("sell", value=1))
    assert choose("expert", cheap) == Action("buy")


def test_random_play_by_the_expert_stays_legal() -> None:
    game = new_game(players=2, seed=5, hands=2)
    rng = random.Random(1)
    while not game.is_over():
        seat = game.actor
        level = "expert" if seat == 0 else rng.choice(["easy", "standard"])
        action = VingtUnBot(level, 1).choose(game.view(seat), game.legal_actions(seat))
        assert action in game.legal_actions(seat)
        game.apply(seat, action)
