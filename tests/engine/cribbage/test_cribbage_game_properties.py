"""Whole-game properties over many seeds and every variant: cards conserved, scores never go down,
every game ends, and the result follows the profile's lurch and skunk thresholds."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from hoyle_desktop.engine.cards import full_pack
from hoyle_desktop.engine.cribbage.outcome import loser_outcome
from hoyle_desktop.engine.cribbage.rules import CribbageRules, Threshold
from hoyle_desktop.engine.cribbage.state import CribbageGame

VARIANTS = [
    {
        "cards_dealt": 5,
        "target": 61,
        "three_for_last": True,
        "play_ends_at_first_go": True,
        "bound_to_play": False,
    },
    {"cards_dealt": 6, "target": 121},
    {"cards_dealt": 7, "target": 181},
    {"players": 3, "target": 61},
    {"players": 4, "target": 121},
]


def assert_cards_conserved(game: CribbageGame) -> None:
    if game.phase == "lay_out":
        held = [c for h in game.hands for c in h] + game.crib + game.stock
        assert len(held) == len(set(held)) == 52
        return
    played = [c for _, c in game.played]
    for seat in range(game.players):
        assert sorted(game.hands[seat] + [c for s, c in game.played if s == seat]) == sorted(game.kept[seat])
    everything = [c for k in game.kept for c in k] + game.crib + [game.starter]
    assert len(everything) == len(set(everything))
    assert len(game.crib) == 4 and set(played) <= set(everything) and set(everything) <= set(full_pack())


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), variant=st.sampled_from(VARIANTS))
def test_whole_games_conserve_cards_and_never_lose_points(seed: int, variant: dict) -> None:
    game = CribbageGame(variant, seed)
    rng = random.Random(seed)
    previous = list(game.scores)
    for _ in range(5000):
        if game.is_over():
            break
        assert_cards_conserved(game)
        seat = rng.choice(game.seats_to_act())
        game.apply(seat, rng.choice(game.legal_actions(seat)))
        assert all(now >= before for now, before in zip(game.scores, previous, strict=True))
        previous = list(game.scores)
    assert game.is_over(), "every game ends"
    result = game.result()
    assert max(game.scores) == game.r.target
    assert sum(result.stakes) == 0


def test_lurch_and_skunk_thresholds_follow_the_profile() -> None:
    """000: a loser under half the target is lurched and pays double; 003: skunk and double skunk."""
    hoyle = CribbageRules(target=121, lurch=Threshold(True, 61, 2))
    assert loser_outcome(hoyle, 60) == ("lurched", 2)
    assert loser_outcome(hoyle, 61) == ("loss", 1)
    modern = CribbageRules(
        lurch=Threshold(False, 61, 2), skunk=Threshold(True, 91, 2), double_skunk=Threshold(True, 61, 3)
    )
    assert loser_outcome(modern, 90) == ("skunked", 2)
    assert loser_outcome(modern, 91) == ("loss", 1)
    assert loser_outcome(modern, 60) == ("double_skunked", 3)
