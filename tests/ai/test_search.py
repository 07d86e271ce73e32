"""The search written once for every game (ai/search.py) over the contract's determinised deals."""

from __future__ import annotations

import random

import pytest

from hoyle_desktop.ai.base import InfoSet, RandomBot, decide
from hoyle_desktop.ai.search import Budget, Guide, search
from hoyle_desktop.engine import registry
from hoyle_desktop.engine.actions import Action

GAMES = [(spec.key, spec.min_players) for spec in registry.playable()]


def advance(game, steps: int, rng: random.Random) -> None:
    for _ in range(steps):
        if game.is_over():
            return
        seat = game.seats_to_act()[0]
        game.apply(seat, rng.choice(game.legal_actions(seat)))


@pytest.mark.parametrize(("key", "players"), GAMES)
def test_search_returns_a_legal_action_and_repeats_for_a_seed(key: str, players: int) -> None:
    game = registry.get(key).new_game({"players": players}, seed=11)
    advance(game, 7, random.Random(3))
    seat = game.seats_to_act()[0]
    before = game.record()
    first = search(InfoSet(game, seat), random.Random(5), budget=Budget(iterations=12))
    again = search(InfoSet(game, seat), random.Random(5), budget=Budget(iterations=12))
    assert first.action in game.legal_actions(seat)
    assert first == again
    assert game.record() == before, "searching never changes the game"


class DealEndGuide(Guide):
    """Cribbage: stop each rollout when the deal in play is over and value the points made in it."""

    def __init__(self, info: InfoSet) -> None:
        self.deal = info.view.deal_number
        self.start = info.view.scores

    def stop(self, game) -> bool:
        return game.is_over() or game.deal_number != self.deal

    def values(self, game):
        gained = [b - a for a, b in zip(self.start, game.scores, strict=True)]
        return [(gained[s % 2] - gained[1 - s % 2]) / 30 for s in range(game.players)]


def test_search_with_a_guide_finds_fifteen_two() -> None:
    """With the count at ten and a five in hand, searching the pegging takes the fifteen."""
    game = registry.get("cribbage").new_game({"players": 2}, seed=4)
    rng = random.Random(1)
    while True:  # a position where seat to act can make fifteen now and not with every card
        if game.phase == "play":
            seat = game.seats_to_act()[0]
            legal = game.legal_actions(seat)
            fifteen = [a for a in legal if a.kind == "play" and game.count + a.cards[0].pips == 15]
            if fifteen and len(fifteen) < len(legal):
                break
        advance(game, 1, rng)
        if game.is_over():
            game = registry.get("cribbage").new_game({"players": 2}, seed=rng.getrandbits(16))
    info = InfoSet(game, seat)
    got = search(info, random.Random(2), DealEndGuide(info), Budget(iterations=300), tree_depth=2)
    assert game.count + got.action.cards[0].pips == 15, got


def test_decide_gives_a_searching_bot_the_information_set() -> None:
    game = registry.get("cribbage").new_game({"players": 2}, seed=8)
    seat = game.seats_to_act()[0]
    seen: list[InfoSet] = []

    class Searching:
        name = "searching"

        def choose_in(self, info: InfoSet) -> Action:
            seen.append(info)
            sample = info.sample(random.Random(0))
            assert sample.view(seat).to_json() == info.view.to_json()
            return info.legal[0]

    assert decide(Searching(), InfoSet(game, seat)) == game.legal_actions(seat)[0]
    assert seen and seen[0].seat == seat
    assert decide(RandomBot(1), InfoSet(game, seat)) in game.legal_actions(seat)
