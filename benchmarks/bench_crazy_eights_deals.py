"""Crazy Eights with penalty points, deal by deal: one strength among others, the points it is
charged against the others' mean.

    nice -n 5 python benchmarks/bench_crazy_eights_deals.py [--profile crazy-eights-penalty]
        [--deals 300] [--seed 7] [--pairing expert:standard]

Every deal is a single deal of the profile (its ``target`` set to 1, so the game ends with the
deal) played once with the first strength in each seat and the second in every other: the luck
of the cards and of the seats cancels. A play's figure is the others' mean charge less the first
strength's (positive: it is charged less); a deal's is the mean over its plays; printed is the
mean over the deals with a 95% interval (normal), the share of deals it won (equal: one in the
number of players) and its CPU time a decision (p99 and largest). A single deal's points are a
finer measure than whole games to 100, where a handful of deals decide the winner.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from hoyle_desktop.ai.base import InfoSet, decide  # noqa: E402
from hoyle_desktop.ai.registry import make_bot  # noqa: E402
from hoyle_desktop.engine import registry  # noqa: E402
from hoyle_desktop.profiles.catalog import ProfileCatalog  # noqa: E402


def interval(xs: list[float]) -> tuple[float, float, float]:
    n = len(xs)
    mean = sum(xs) / n
    sd = math.sqrt(sum((x - mean) ** 2 for x in xs) / (n - 1)) if n > 1 else float("inf")
    return mean, mean - 1.959964 * sd / math.sqrt(n), mean + 1.959964 * sd / math.sqrt(n)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--profile", default="crazy-eights-penalty")
    parser.add_argument("--deals", type=int, default=300)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--pairing", default="expert:standard")
    args = parser.parse_args()
    spec = registry.get("crazy_eights")
    rules = {**ProfileCatalog().get(args.profile).rules, "target": 1}
    n = int(rules["players"])
    first, second = args.pairing.split(":")
    master = random.Random(args.seed)
    points: list[float] = []
    won: list[float] = []
    cpu: list[float] = []
    start = time.perf_counter()
    for d in range(args.deals):
        game_seed = master.getrandbits(32)
        bot_seeds = [master.getrandbits(32) for _ in range(n)]
        deal_points = deal_won = 0.0
        for mine in range(n):
            game = spec.new_game(rules, game_seed)
            bots = [make_bot("crazy_eights", first if s == mine else second, bot_seeds[s]) for s in range(n)]
            while seats := game.seats_to_act():
                seat = seats[0]
                began = time.thread_time()
                action = decide(bots[seat], InfoSet(game, seat, copy=False))
                if seat == mine:
                    cpu.append((time.thread_time() - began) * 1000)
                game.apply(seat, action)
            result = game.result()
            assert result is not None
            charged = result.scores
            deal_points += (sum(charged) - charged[mine]) / (n - 1) - charged[mine]
            deal_won += (mine in result.winners) / len(result.winners)
        points.append(deal_points / n)
        won.append(deal_won / n)
        if (d + 1) % 50 == 0:
            print(f"{d + 1} deals, {time.perf_counter() - start:.0f} s", flush=True)
    mean, low, high = interval(points)
    share, s_low, s_high = interval(won)
    cpu.sort()
    print(f"{args.profile}, {args.pairing}, {len(points)} deals in every seat (seed {args.seed})")
    print(f"points a deal, the others' mean less its own: {mean:+.2f} ({low:+.2f} - {high:+.2f})")
    print(f"deals won: {share:.1%} ({s_low:.1%} - {s_high:.1%}; equal {1 / n:.1%})")
    print(f"CPU a decision: p99 {cpu[int(len(cpu) * 0.99)]:.1f} ms, max {cpu[-1]:.1f} ms")


if __name__ == "__main__":
    main()
