"""Every combination of house rules a game's schema accepts plays to the end (issue 18: a cribbage
profile "not bound to play" whose play did not end at the first go passed validation, then failed
at the end of a count).

The rules are generated from the schema itself, so a rule added later is covered too. Each one is
first checked as a profile would be (the loader must accept it), then a whole game is played with
random legal moves; it must end within a generous number of moves.

Bounded in time for every game, however many games there are: the keys that only say how long a
game lasts (deals, rounds, drawings, points to win) are drawn up to a few deals' worth (their
special values, such as 0, kept), since a rule that loops for ever loops within one deal; a game
that runs past the move ceiling fails at once; and a failing combination is reported as found,
without shrinking (each try of a shrink would play a whole game up to the ceiling again).
"""

from __future__ import annotations

import os
import random
from pathlib import Path
from typing import Any

import pytest
from hypothesis import Phase, given, settings
from hypothesis import strategies as st
from schema_values import from_schema

from hoyle_desktop.engine import registry
from hoyle_desktop.profiles import games, rules_defaults, rules_schema
from hoyle_desktop.profiles.errors import ProfileError
from hoyle_desktop.profiles.loader import deep_merge, from_data

# A few times the longest random game of any combination drawn here (Loto's second method, eight
# players, four cards each, an exchange round at every drawing, two rounds: about 5,600 moves):
# a game still going at the ceiling is a game that would not end.
MOVES = 20_000
# Ten a game in the suite; a longer soak: HOYLE_COMBINATION_EXAMPLES=200 pytest tests/robustness.
EXAMPLES = int(os.environ.get("HOYLE_COMBINATION_EXAMPLES", "10"))


def play_to_the_end(game_key: str, own_rules: dict[str, Any], seed: int) -> None:
    rules = deep_merge(rules_defaults(game_key), own_rules)  # as a profile resolves them
    game = registry.get(game_key).new_game(rules, seed)
    rng = random.Random(seed)
    for _ in range(MOVES):
        seats = game.seats_to_act()
        if not seats:
            assert game.result() is not None
            return
        seat = rng.choice(seats)
        legal = game.legal_actions(seat)
        # a kind of move first, then one of that kind: Loto's hundreds of possible offers must not
        # crowd out ending a turn (uniform over moves, a game of eight ran past 20,000 moves)
        kind = rng.choice(sorted({a.kind for a in legal}))
        game.apply(seat, rng.choice([a for a in legal if a.kind == kind]))
    raise AssertionError(f"no end after {MOVES} moves with {rules}")


@pytest.mark.parametrize("game_key", [g for g in games() if registry.get(g).available])
def test_every_accepted_rule_combination_plays_to_the_end(game_key) -> None:
    @settings(
        max_examples=EXAMPLES,
        deadline=None,
        database=None,
        phases=(Phase.explicit, Phase.generate),  # no shrinking: see the module's docstring
        report_multiple_bugs=False,
    )
    @given(rules=from_schema(rules_schema(game_key)), seed=st.integers(0, 2**31))
    def check(rules: dict[str, Any], seed: int) -> None:
        try:
            from_data({"title": "generated", "game": game_key, "rules": rules}, Path("generated.yaml"))
        except ProfileError:  # refused with a reason (a schema condition such as pack and players)
            return
        play_to_the_end(game_key, rules, seed)

    check()


@pytest.mark.parametrize("players", [2, 3, 4])
def test_not_bound_to_play_with_the_play_going_on_after_a_go(players) -> None:
    """The combination that used to fail: a player who may stop after a go must still lead a new
    count (an empty count cannot be ended by a go)."""
    rules = {"players": players, "bound_to_play": False, "play_ends_at_first_go": False}
    for seed in range(15):
        play_to_the_end("cribbage", rules, seed)


def test_a_count_claimed_by_hand_that_wins_ends_the_game() -> None:
    """Found by the generated combinations: a claim (or muggins on it) reaching the target left
    the game waiting for a move while it was already over."""
    play_to_the_end("cribbage", {"players": 2, "manual_counting_seats": [0], "muggins": True}, 0)


def test_all_fours_counting_without_looking_ends_under_random_counts() -> None:
    """Found by the generator in CI: random counts are nearly always wrong, so with a penalty a
    side loses what it makes and the game relies on the deal ceiling (docs/rules-notes/tricks.md)."""
    rules = {"players": 3, "target": 17, "point_for_discard": False, "count_own": True,
             "miscount_penalty": 2}  # fmt: skip
    play_to_the_end("all_fours", rules, 20986)
