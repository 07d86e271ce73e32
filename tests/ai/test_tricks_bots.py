"""The trick games' computer players: every strength plays legal actions to the end of a game, the
Expert searches within its budget, and partners count as one side in its values."""

from __future__ import annotations

import random

import pytest

from hoyle_desktop.ai.arena import play_game
from hoyle_desktop.ai.base import InfoSet
from hoyle_desktop.ai.registry import make_bot, strengths
from hoyle_desktop.ai.search import Budget
from hoyle_desktop.ai.tricks_bots import ExpertTrickBot, TrickGuide
from hoyle_desktop.engine import registry


@pytest.mark.parametrize(
    ("game", "rules"),
    [
        ("all_fours", {"players": 2, "target": 3}),
        ("spoil_five", {"players": 4, "partners": True, "deals": 1}),
    ],
)
def test_every_strength_plays_a_game_to_its_end(game: str, rules: dict) -> None:
    assert strengths(game) == ["random", "easy", "rules", "standard", "expert"]
    names = ["easy", "rules", "standard", "easy"][: rules["players"]]
    bots = [make_bot(game, n, seed=i) for i, n in enumerate(names)]
    played = play_game(registry.get(game).new_game(rules, 3), bots)
    result = played.result()
    assert result is not None and sum(result.stakes) == 0


def test_the_expert_answers_with_a_legal_action_and_values_partners_alike() -> None:
    game = registry.get("all_fours").new_game({"players": 4}, 2)
    expert = ExpertTrickBot(1, Budget(iterations=2, seconds=0.5))
    rng = random.Random(4)
    for _ in range(6):
        seat = game.seats_to_act()[0]
        info = InfoSet(game, seat)
        action = expert.choose_in(info)
        assert action in game.legal_actions(seat)
        values = TrickGuide(info.view).values(game)
        assert values[0] == values[2] and values[1] == values[3]
        game.apply(seat, rng.choice(game.legal_actions(seat)) if rng.random() < 0.3 else action)
