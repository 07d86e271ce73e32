"""Baccarat Banque's review counts the bank as the banker's (playtest (h), 29 November: the banker
who won a 50-counter banco showed -50, his own bank put down). Seed 004: the banker "holds office"
and "the bank" is his; a coup he wins takes the punters' stakes."""

from __future__ import annotations

import random

from hoyle_desktop.engine import registry
from hoyle_desktop.profiles import ProfileCatalog
from hoyle_desktop.ui.banking.review_nets import bank_nets


def _coups(seed: int):
    """Every coup of a random four-handed Banque game: its events, from hand_start to hand_end."""
    rules = {**ProfileCatalog().get("baccarat-banque").rules, "players": 4}
    game = registry.get("baccarat").new_game(rules, seed)
    rng = random.Random(seed)
    coup: list = []
    while not game.is_over():
        seat = game.seats_to_act()[0]
        for e in game.apply(seat, rng.choice(game.legal_actions(seat))):
            coup = [e] if e.kind == "hand_start" else [*coup, e]
            if e.kind == "hand_end":
                yield coup


def test_a_coup_the_banker_wins_shows_plus_for_him_and_minus_for_the_punters() -> None:
    won = 0
    for seed in range(6):
        for events in _coups(seed):
            banker = events[-1].seat
            lost = [0] * 4  # each punter's stakes the bank took
            for e in events:
                if e.kind == "pay" and e.reason == "coup_won" and e.data["to"] == "bank":
                    lost[e.data["seat"]] += e.points
            if not any(lost) or any(
                e.kind == "pay" and e.data["to"] != "bank" and e.reason == "coup_won" for e in events
            ):
                continue  # only coups the banker won outright
            nets = bank_nets(events, 4)
            assert nets[banker] == sum(lost) > 0
            assert [nets[s] for s in range(4) if s != banker] == [-lost[s] for s in range(4) if s != banker]
            won += 1
    assert won
