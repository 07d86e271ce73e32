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
    stats = run_match(spec, {"players": players}, seats, 3, seed=20261123, keep_records=True)
    out.extend(stats.records)
json.dump(out, sys.stdout, sort_keys=True)
"""


def records_with_hash_seed(seed: str) -> list[dict]:
    env = {**os.environ, "PYTHONHASHSEED": seed}
    done = subprocess.run([sys.executable, "-c", SCRIPT], env=env, capture_output=True, text=True, check=True)
    return json.loads(done.stdout)


def test_seeded_games_repeat_across_hash_seeds() -> None:
    first, second = records_with_hash_seed("1"), records_with_hash_seed("4242")
    assert [r["game"] for r in first[::3]] == [s.key for s in registry.playable()]
    for a, b in zip(first, second, strict=True):
        assert a["actions"] == b["actions"], f"{a['game']} played differently under another hash seed"
        assert a == b
    assert all(len(strengths(r["game"])) > 1 for r in first), "every game has computer players above random"
