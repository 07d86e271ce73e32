"""Every computer player repeats the same game for the same seed, whatever PYTHONHASHSEED is.

A recorded game with computer seats is replayed by "Replay This Game"; if a bot walked a set of
cards in hash order, a new process (a new hash seed) could play differently.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

from hoyle_desktop.ai.registry import strengths
from hoyle_desktop.engine import registry

SCRIPT = """
import json, sys
from hoyle_desktop.ai.base import InfoSet, decide
from hoyle_desktop.ai.registry import make_bot, strengths
from hoyle_desktop.engine import registry
out = []
for spec in registry.playable():
    players = 3 if spec.min_players <= 3 <= spec.max_players else spec.min_players
    game = spec.new_game({"players": players}, 20261123)
    best = strengths(spec.key)[-1]  # the strongest: they search and plan the most
    bots = [make_bot(spec.key, best, 7 + seat) for seat in range(players)]
    actions = []
    while game.seats_to_act() and len(actions) < 150:  # hash order shows early; whole games cost minutes
        seat = game.seats_to_act()[0]
        action = decide(bots[seat], InfoSet(game, seat, copy=False))
        actions.append([seat, str(action)])
        game.apply(seat, action)
    out.append({"game": spec.key, "actions": actions})
json.dump(out, sys.stdout, sort_keys=True)
"""


def records_with_hash_seeds(*seeds: str) -> list[list[dict]]:
    """The records of the script run once under each hash seed, the runs side by side."""
    runs = [
        subprocess.Popen(
            [sys.executable, "-c", SCRIPT],
            env={**os.environ, "PYTHONHASHSEED": seed},
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for seed in seeds
    ]
    outputs = [run.communicate() for run in runs]
    for run, (_, err) in zip(runs, outputs, strict=True):
        assert run.returncode == 0, err
    return [json.loads(out) for out, _ in outputs]


def test_seeded_games_repeat_across_hash_seeds() -> None:
    first, second = records_with_hash_seeds("1", "4242")
    assert [r["game"] for r in first] == [s.key for s in registry.playable()]
    for a, b in zip(first, second, strict=True):
        assert a["actions"] == b["actions"], f"{a['game']} played differently under another hash seed"
    assert all(len(strengths(r["game"])) > 1 for r in first), "every game has computer players above random"
