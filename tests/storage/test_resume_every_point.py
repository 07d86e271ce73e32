"""Saving and resuming at every point of whole games of every variant gives back exactly that game.

Issue 19: a cribbage game saved in the middle of the play came back with cards missing. The save
holds the seat set-up and the game's record (rules, seed, actions); resuming replays it. Here every
built-in profile of every playable game is played to the end by random seats, and after every
action the game is saved to disk, loaded again, and compared with the original: every seat's view,
the legal actions of every seat, who is to act, the history and the record. Resuming replays the
whole record, so loading a save from disk at every action of a long game (Loto's hundreds) would
cost the square of its length: the file is saved and loaded after every action of a game's first
``EVERY_ACTION_UNTIL`` and then after every ``LATER_STRIDE``-th, and at its end. That alone would
leave later actions unproved, so every action of every game is also checked in lockstep: a resume
is ``replay`` of the saved record (``new_game(rules, seed)``, then each action read back from its
JSON), and a game rebuilt from the JSON of the rules, seed and each action exactly as ``replay``
does, one action behind the original, must show the same state after every single action.

Every variant: each built-in profile, and for each game house-rule combinations drawn from its
schema (as tests/robustness/test_rule_combinations.py draws them), so options no built-in profile
uses are resumed too.
"""

from __future__ import annotations

import json
import os
import random
from pathlib import Path

import pytest
from schema_values import random_rules

from hoyle_desktop.engine import registry
from hoyle_desktop.engine.actions import Action
from hoyle_desktop.profiles import games, rules_defaults, rules_schema
from hoyle_desktop.profiles.catalog import ProfileCatalog
from hoyle_desktop.profiles.errors import ProfileError
from hoyle_desktop.profiles.loader import deep_merge, from_data
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
EVERY_ACTION_UNTIL = 60  # from disk; every action is also checked in lockstep
LATER_STRIDE = 40


def _state(game) -> dict:
    # Actions compared as themselves (kind, cards and value, the value's type too), not as their
    # words: as strict, and the history's words were made again at every action (Loto's hundreds).
    return {
        "to_act": list(game.seats_to_act()),
        "views": [json.dumps(game.view(s).to_json(), sort_keys=True) for s in range(game.players)],
        "legal": [game.legal_actions(s) for s in range(game.players)],
        "history": list(game.history),
        "over": game.is_over(),
    }


def test_every_playable_game_has_a_variant_here() -> None:
    catalog = ProfileCatalog()
    covered = {catalog.get(pid.split("+")[0]).game for pid, _ in VARIANTS}
    assert {spec.key for spec in registry.playable()} <= covered


@pytest.mark.parametrize(("profile_id", "rules"), VARIANTS, ids=[v[0] for v in VARIANTS])
def test_resume_after_every_action_restores_the_game(tmp_path, profile_id: str, rules: dict) -> None:
    profile = ProfileCatalog().get(profile_id.split("+")[0])
    rng = random.Random(profile_id)
    steps = play_saving_and_resuming(tmp_path, profile.game, profile.id, rules, rng)
    assert steps >= 10  # a quick game (a bird singing in the first rounds) is still ten actions


# Two accepted house-rule combinations a game in the suite (seventeen games); a longer soak:
# HOYLE_RESUME_COMBINATIONS=50 pytest tests/storage/test_resume_every_point.py
COMBINATIONS = int(os.environ.get("HOYLE_RESUME_COMBINATIONS", "2"))


@pytest.mark.parametrize("game_key", [g for g in games() if registry.get(g).available])
def test_resume_after_every_action_under_generated_house_rules(tmp_path, game_key: str) -> None:
    rng = random.Random(f"resume {game_key}")
    played = 0
    for _ in range(50 * COMBINATIONS):
        own = random_rules(rules_schema(game_key), rng)
        try:
            from_data({"title": "generated", "game": game_key, "rules": own}, Path("generated.yaml"))
        except ProfileError:  # a combination the loader refuses is never played
            continue
        rules = deep_merge(rules_defaults(game_key), own)  # as a profile resolves them
        play_saving_and_resuming(tmp_path, game_key, "generated", rules, rng)
        played += 1
        if played == COMBINATIONS:
            return
    raise AssertionError(f"the loader refused nearly every combination drawn for {game_key}")


def play_saving_and_resuming(folder: Path, game_key: str, profile_id: str, rules: dict, rng) -> int:
    """Play a whole game with random seats, checking the resume after every action; the count."""
    spec = registry.get(game_key)
    game = spec.new_game(rules, seed=rng.getrandbits(32))
    strengths = [None] + ["random"] * (game.players - 1)
    setup = SeatSetup(game_key, profile_id, dict(rules), game.seed, 0, strengths).to_json()
    path = folder / "current.json"
    record = json.loads(json.dumps(game.record()))  # what a save holds, read back
    lockstep = spec.new_game(record["rules"], int(record["seed"]))  # what replay() starts from
    assert _state(lockstep) == _state(game), f"{game_key}/{profile_id}: differs before any action"
    steps = 0
    while not game.is_over():
        seat = rng.choice(game.seats_to_act())
        action = rng.choice(game.legal_actions(seat))
        game.apply(seat, action)
        step = json.loads(json.dumps({"seat": seat, **action.to_json()}))  # as saved, read back
        lockstep.apply(int(step["seat"]), Action.from_json(step))
        steps += 1
        where = f"{game_key}/{profile_id} after action {steps} ({seat}: {action})"
        state = _state(game)
        assert _state(lockstep) == state, f"the replayed game differs {where}"
        if steps > EVERY_ACTION_UNTIL and steps % LATER_STRIDE and not game.is_over():
            continue
        save_game(setup, game, path)
        resumed = load_game(path)
        if game.is_over():
            assert resumed is None, "a finished game is not offered for resuming"
            break
        assert resumed is not None and resumed.setup == setup
        assert _state(resumed.game) == state, f"the resumed game differs {where}"
        assert resumed.game.record() == game.record()
    assert lockstep.record() == game.record()
    return steps
