"""Loto games for the record: whole games by the computer players replay exactly, keep every
counter, and count in the statistics like any other game."""

from __future__ import annotations

import json

import pytest

from hoyle_desktop.ai.arena import play_game
from hoyle_desktop.ai.registry import make_bot, strengths
from hoyle_desktop.engine.loto import SPEC
from hoyle_desktop.engine.record import check, replay
from hoyle_desktop.storage.stats import load_stats, record_result


def test_the_three_strengths_are_offered() -> None:
    assert strengths("loto") == ["random", "easy", "standard", "expert"]  # random: for soak tests


@pytest.mark.parametrize(
    "rules",
    [
        {"players": 4, "rounds": 2},
        {"players": 3, "cards": 2, "prizes": "whole_card", "cover_counters": True, "full_card": "all_cards"},
        {"players": 5, "method": "second", "cards": 2, "drawings": 8, "exchanges": "every_drawing"},
        {"players": 12, "method": "second", "cards": 3, "set_size": 18},
    ],
)
def test_whole_games_replay_and_keep_every_counter(rules, tmp_path) -> None:
    bots = [make_bot("loto", ("easy", "standard", "expert")[s % 3], seed=s) for s in range(rules["players"])]
    game = play_game(SPEC.new_game(rules, seed=99), bots)
    result = game.result()
    assert result is not None and sum(result.stakes) == 0
    game.ledger.check()
    assert result.details["total"] == rules["players"] * game.cfg.purse
    for seat, points in enumerate(result.details["points"]):
        assert sum(points.values()) == result.scores[seat]
    record = json.loads(json.dumps(game.record()))
    assert check(record) == []
    assert replay(record).record() == game.record()
    entry = record_result("loto", "loto", result, 0, tmp_path / "stats.json")
    assert entry["games"] == 1 and entry["deals"] >= 1
    assert load_stats(tmp_path / "stats.json")["entries"]["loto/loto"]["stake"] == result.stakes[0]
