"""Snip-Snap-Snorum computer players against each other: win rates with 95% intervals.

python benchmarks/bench_snip_ai.py [--games N] [--profile ID]

Each pairing is played heads-up (two players) and at a table of four (the two bots alternating
round the table); every deal is played twice, the bots' seats swapped the second time.
"""

from __future__ import annotations

import argparse

from hoyle_desktop.ai.arena import run_match, wilson_interval
from hoyle_desktop.engine import registry
from hoyle_desktop.profiles import ProfileCatalog

PAIRINGS = [("expert", "standard"), ("expert", "greedy"), ("standard", "greedy"), ("standard", "easy"),
            ("expert", "easy")]  # fmt: skip


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--profile", default="snip-snap-snorum")
    parser.add_argument("--players", type=int, nargs="*", default=[2, 4])
    args = parser.parse_args()
    spec = registry.get("snip_snap_snorum")
    rules = dict(ProfileCatalog().get(args.profile).rules)
    print(f"profile {args.profile}, {args.games} games a pairing, seats swapped on every deal")
    for players in args.players:
        for a, b in PAIRINGS:
            seats = [a if i % 2 == 0 else b for i in range(players)]
            stats = run_match(spec, {**rules, "players": players}, seats, args.games, seed=7, swap_seats=True)
            assert stats.net_sums == {0}
            wins_a = sum(s.wins for s in stats.seats if s.bot == a)
            mean = {s.bot: 0.0 for s in stats.seats}
            for s in stats.seats:
                mean[s.bot] += s.stake_total / stats.games / (players // 2)
            lo, hi = wilson_interval(wins_a, stats.games)
            print(
                f"{players} players  {a:>8} vs {b:<8}  {a} wins {wins_a / stats.games:6.1%}"
                f"  [{lo:.1%}, {hi:.1%}]  net a seat {mean[a]:+.2f} vs {mean[b]:+.2f}"
                f"  ({stats.games / stats.seconds:.0f} games/s)"
            )


if __name__ == "__main__":
    main()
