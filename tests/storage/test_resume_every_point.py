"""Saving and resuming at every point of whole games of every variant gives back exactly that game.

Issue 19: a cribbage game saved in the middle of the play came back with cards missing. The save
holds the seat set-up and the game's record (rules, seed, actions); resuming replays it. Here every
built-in profile of every playable game is played to the end by random seats, and after every
action the game is saved to disk, loaded again, and compared with the original: every seat's view,
the legal actions of every seat, who is to act, the history and the record. Resuming replays the
whole record, so a long game (Loto's hundreds of actions) is checked after every action of its
first ``EVERY_ACTION_UNTIL`` and then after every ``LATER_STRIDE``-th, and at its end.
"""

from __future__ import annotations

import json
import random

import pytest

from hoyle_desktop.engine import registry
from hoyle_desktop.profiles.catalog import ProfileCatalog
from hoyle_desktop.storage.saves import load_game, save_game
from hoyle_desktop.ui.session import SeatSetup


def _variants() -> list[tuple[str, dict]]:
    catalog = ProfileCatalog()
    variants = []
    for profile in catalog.profiles():
        if not registry.get(profile.game).available:
            continue
        rules = dict(profile.rules)
        variants.append((profile.id, rules))
        if profile.game == "cribbage" and profile.id == "modern-six-card":
            variants.append((profile.id + "+manual", {**rules, "manual_counting_seats": [0]}))
    return variants


VARIANTS = _variants()
EVERY_ACTION_UNTIL = 160  # longer than every cribbage and stops profile's whole game
LATER_STRIDE = 25


def _state(game) -> dict:
    return {
        "to_act": list(game.seats_to_act()),
        "views": [json.dumps(game.view(s).to_json(), sort_keys=True) for s in range(game.players)],
        "legal": [[str(a) for a in game.legal_actions(s)] for s in range(game.players)],
        "history": [(s, str(a)) for s, a in game.history],
        "over": game.is_over(),
    }


def test_every_playable_game_has_a_variant_here() -> None:
    catalog = ProfileCatalog()
    covered = {catalog.get(pid.split("+")[0]).game for pid, _ in VARIANTS}
    assert {spec.key for spec in registry.playable()} <= covered


@pytest.mark.parametrize(("profile_id", "rules"), VARIANTS, ids=[v[0] for v in VARIANTS])
def test_resume_after_every_action_restores_the_game(tmp_path, profile_id: str, rules: dict) -> None:
    profile = ProfileCatalog().get(profile_id.split("+")[0])
    spec = registry.get(profile.game)
    rng = random.Random(profile_id)
    game = spec.new_game(rules, seed=rng.getrandbits(32))
    strengths = [None] + ["random"] * (game.players - 1)
    setup = SeatSetup(profile.game, profile.id, dict(rules), game.seed, 0, strengths).to_json()
    path = tmp_path / "current.json"
    steps = 0
    while not game.is_over():
        seat = rng.choice(game.seats_to_act())
        game.apply(seat, rng.choice(game.legal_actions(seat)))
        steps += 1
        if steps > EVERY_ACTION_UNTIL and steps % LATER_STRIDE and not game.is_over():
            continue
        save_game(setup, game, path)
        resumed = load_game(path)
        if game.is_over():
            assert resumed is None, "a finished game is not offered for resuming"
            break
        assert resumed is not None and resumed.setup == setup
        assert _state(resumed.game) == _state(game), f"{profile_id}: differs after action {steps}"
        assert resumed.game.record() == game.record()
    assert steps > 10
