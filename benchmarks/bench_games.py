"""Headless whole games per second for each cribbage profile (random and greedy seats).

python benchmarks/bench_games.py [--games N]
"""

from __future__ import annotations

import argparse

from hoyle_desktop.ai.arena import run_match
from hoyle_desktop.engine import registry
from hoyle_desktop.profiles import ProfileCatalog


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=300)
    args = parser.parse_args()
    spec = registry.get("cribbage")
    catalog = ProfileCatalog()
    for profile in catalog.profiles("cribbage"):
        players = int(profile.rules["players"])
        for seats in (["random"] * players, ["greedy"] * players):
            stats = run_match(spec, profile.rules, seats, args.games, seed=1)
            print(f"{profile.id:<22} {seats[0]:<7} {stats.games / stats.seconds:8.1f} games/s")


if __name__ == "__main__":
    main()
