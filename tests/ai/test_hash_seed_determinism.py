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
from hoyle_desktop.ai.arena import run_match
from hoyle_desktop.ai.registry import strengths
from hoyle_desktop.engine import registry
out = []
for spec in registry.playable():
    players = 3 if spec.min_players <= 3 <= spec.max_players else spec.min_players
    seats = [strengths(spec.key)[-1]] * players  # the strongest: they search and plan the most
    stats = run_match(spec, {"players": players}, seats, 2, seed=20261123, keep_records=True)
    out.extend(stats.records)
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
    assert [r["game"] for r in first[::2]] == [s.key for s in registry.playable()]
    for a, b in zip(first, second, strict=True):
        assert a["actions"] == b["actions"], f"{a['game']} played differently under another hash seed"
        assert a == b
    assert all(len(strengths(r["game"])) > 1 for r in first), "every game has computer players above random"
