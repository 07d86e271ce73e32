"""Cribbage's copies for search: a quiet game scores exactly as a full one, and a determinised
deal respects what a go told the table."""

from __future__ import annotations

import random

from hoyle_desktop.engine import registry
from hoyle_desktop.engine.cribbage.inference import go_limits


def test_a_quiet_game_scores_exactly_as_a_full_one() -> None:
    for players in (2, 3, 4):
        full = registry.get("cribbage").new_game({"players": players}, seed=players)
        quiet = full.clone()
        quiet.quiet = True
        rng = random.Random(players)
        while not full.is_over():
            seat = full.seats_to_act()[0]
            action = rng.choice(full.legal_actions(seat))
            full.apply(seat, action)
            quiet.apply(seat, action)
            assert (quiet.scores, quiet.phase) == (full.scores, full.phase)
            assert quiet.seats_to_act() == full.seats_to_act()
        assert quiet.result() == full.result()


def test_determinised_hands_hold_no_card_a_go_ruled_out() -> None:
    """A player bound to play says go only when no card fits under thirty-one, so every card he
    still holds is over what the count left room for (the engine's own go rule)."""
    rng = random.Random(5)
    checked = 0
    for seed in range(40):
        game = registry.get("cribbage").new_game({"players": 3}, seed=seed)
        while not game.is_over() and checked < 30:
            seat = game.seats_to_act()[0]
            if game.phase == "play":
                limits = go_limits(game.r, game.played, seat, game.go_seats, game.count)
                for other, floor in limits.items():
                    det = game.determinise(seat, rng)
                    assert all(c.pips > floor for c in det.hands[other]), (other, floor, det.hands[other])
                    checked += 1
            game.apply(seat, rng.choice(game.legal_actions(seat)))
    assert checked >= 30


def test_a_play_out_may_stop_at_the_end_of_its_deal() -> None:
    """A search's copy told its last deal counts that deal's show, then deals no more."""
    game = registry.get("cribbage").new_game({"players": 3}, seed=4)
    rng = random.Random(4)
    while game.phase != "play":
        seat = game.seats_to_act()[0]
        game.apply(seat, rng.choice(game.legal_actions(seat)))
    copy = game.determinise(game.seats_to_act()[0], random.Random(1))
    copy.last_deal = copy.deal_number
    deal = copy.deal_number
    while copy.seats_to_act():
        seat = copy.seats_to_act()[0]
        copy.apply(seat, rng.choice(copy.legal_actions(seat)))
    assert copy.deal_number == deal + 1 or copy.is_over()
    assert sum(copy.scores) > sum(game.scores)  # the show was counted
    assert copy.hands == [[], [], []] or copy.is_over()
    assert game.deal_number == deal and game.seats_to_act()  # the original is untouched
