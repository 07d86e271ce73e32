"""Hundreds of random games of each stops game, under random house rules and player counts.

Checks at every step: the counters add up after every single event and no purse goes below
zero; a seat to act always has a legal action and nobody else has one; no view names a card its
seat may not see (every step of one game in sixteen, and at the end of one in eight). Games
replayed from their rules, seed and actions, and games cloned halfway, end the same way.
"""

from __future__ import annotations

import json
import random
import re
from typing import Any

import pytest

from hoyle_desktop.engine.actions import Event
from hoyle_desktop.engine.stops import SPECS
from hoyle_desktop.engine.stops.core import StopsGame

GAMES_EACH = 700


def random_rules(key: str, rng: random.Random) -> dict[str, Any]:
    """A random profile: every variation gets its turn, games kept short."""
    rules: dict[str, Any] = {
        "players": rng.randint(3, 8),
        "purse": rng.choice([3, 10, 50]),  # small purses make players buy in or leave
        "when_broke": rng.choice(["buy_in", "leave"]),
        "deals": rng.choice([1, 1, 2]),
        "card_stake": rng.choice([1, 1, 2]),
        "played_face_down": rng.random() < 0.3,
    }
    if key == "pope_joan":
        board = rng.choice(["eight", "five"])
        rules |= {
            "board": board,
            "dresser": rng.choice(["all", "dealer"]),
            "dress_total": rng.choice([15 if board == "eight" else 12, 15, 20]),
            "dress_stake": rng.choice([0, 0, 2]),
            "winner_takes_game_only": rng.random() < 0.3,
            "pope_cap": rng.choice([0, 4, 6]),
            "pope_joan_wins": rng.random() < 0.3,
            "spare": rng.choice(["hand", "hand", "fixed", "remainder"]),
            "spare_cards": rng.choice([0, 6, 20]),
            "dealer_sees_spare": rng.random() < 0.3,
            "pope_in_lieu": rng.random() < 0.5,
            "divide_pairs": rng.random() < 0.5,
        }
    elif key == "spin":
        rules |= {
            "stake": rng.choice([1, 2]),
            "spin_stake": rng.choice([0, 3]),
            "dealer_pays_game": rng.random() < 0.5,
            "winner_skips_game_stake": rng.random() < 0.5,
            "spin_penalty_double": rng.random() < 0.5,
        }
    elif key == "newmarket":
        rules |= {
            "pool_winner": rng.choice(["preceding", "matching"]),
            "remove_sevens": rng.random() < 0.5,
            "spare_hand": rng.random() < 0.5,
            "pool_stakes": rng.choice(["spread", "each_card"]),
            "dealer_extra": rng.choice([0, 1]),
        }
    else:
        rules |= {"pool": rng.choice(["none", "each", "dealer"]), "pool_stake": rng.choice([1, 2])}
    return rules


def check_counters(game: StopsGame, events: list[Event], purses: dict[Any, int]) -> None:
    """Apply each pay event to a mirror of the accounts: the sum never moves, purses stay >= 0."""
    for event in events:
        if event.kind != "pay":
            continue
        purses[event.data["from"]] = purses.get(event.data["from"], 0) - event.points
        purses[event.data["to"]] = purses.get(event.data["to"], 0) + event.points
        assert sum(purses.values()) == game.ledger.total
        assert all(v >= 0 for k, v in purses.items() if k != "box"), event


_CODE = re.compile(r'"([2-9TJQKA][CDHS])"')
_REASON = re.compile(r"[a-z_]*")


def check_view(game: StopsGame, seat: int) -> None:
    shown = set(_CODE.findall(json.dumps(game.view(seat).to_json())))
    leaked = shown & {str(c) for c in game.hidden_cards(seat)}
    assert not leaked, f"seat {seat} sees {leaked}"


def play_one(spec, seed: int, views: bool) -> StopsGame:
    rng = random.Random(seed)
    rules = random_rules(spec.key, rng)
    game = spec.new_game(rules, seed)
    purses: dict[Any, int] = {s: rules["purse"] for s in range(rules["players"])}
    check_counters(game, game.events, purses)
    steps, clone = 0, None
    while seats := game.seats_to_act():
        if steps == 10 and seed % 10 == 0:
            clone = game.clone()
        seat = seats[0]
        legal = game.legal_actions(seat)
        assert legal, "a seat to act has nothing to do"
        other = (seat + 1 + steps % (game.players - 1)) % game.players
        assert not game.legal_actions(other)
        if views:
            check_view(game, seat)
            check_view(game, other)
        check_counters(game, game.apply(seat, rng.choice(legal)), purses)
        steps += 1
    result = game.result()
    assert result is not None and sum(result.scores) == 0
    assert [sum(p.values()) for p in result.details["points"]] == list(result.scores)
    assert all(_REASON.fullmatch(e.reason) for e in game.events)
    ledger = {**game.ledger.pools, **dict(enumerate(game.ledger.purses)), "box": game.ledger.balance("box")}
    assert {k: purses.get(k, 0) for k in ledger} == ledger
    if clone is not None:  # the clone, given the same actions, ends the same way
        for seat, action in game.history[10:]:
            clone.apply(seat, action)
        assert clone.result() == game.result() and len(clone.events) == len(game.events)
    if views or seed % 8 == 1:
        for seat in range(game.players):
            check_view(game, seat)
    return game


def replay(spec, game: StopsGame) -> StopsGame:
    again = spec.new_game(game.rules, game.seed)
    for seat, action in game.history:
        again.apply(seat, action)
    return again


@pytest.mark.parametrize("spec", SPECS, ids=[s.key for s in SPECS])
def test_random_games(spec):
    for seed in range(GAMES_EACH):
        game = play_one(spec, seed, views=seed % 16 == 0)
        if seed % 5 == 0:
            again = replay(spec, game)
            assert again.result() == game.result()
            assert [e.to_json() for e in again.events] == [e.to_json() for e in game.events]
            assert again.deal_log() == game.deal_log()
