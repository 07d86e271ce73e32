"""Snip-Snap-Snorum computer players against each other: win rates and counters a deal, with 95%
intervals.

python benchmarks/bench_snip_ai.py [--games N] [--deals N] [--profiles ID ...] [--players N ...]
    [--pairings expert:standard ...]

Two measures for each pairing, at two players and at four (the two bots alternating round the
table):

* whole games to the last one in: ``--games`` games, every deal played twice with the bots' seats
  swapped; the Wilson interval of the first bot's win share (a win at four is either of its seats);
* counters a deal, the finer measure: duplicate deals with purses too deep to run dry, each deal
  played twice with the seats swapped; the first bot's net counters a deal less the second's (per
  seat), with a 95% interval over the deal pairs.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import time

from hoyle_desktop.ai.arena import run_match, wilson_interval
from hoyle_desktop.ai.snip_bots import SnipBot
from hoyle_desktop.engine import registry
from hoyle_desktop.profiles import ProfileCatalog

PAIRINGS = [("expert", "standard"), ("expert", "greedy"), ("standard", "easy"), ("greedy", "standard")]
SPEC = registry.get("snip_snap_snorum")


def seated(a: str, b: str, players: int) -> list[str]:
    return [a if i % 2 == 0 else b for i in range(players)]


def deal_nets(rules: dict, seed: int, names: list[str], bot_seeds: list[int], cpu: list[float]) -> list[int]:
    """Play the game's first deal (purses too deep to empty) and return each seat's net counters."""
    game = SPEC.new_game({**rules, "purse": 10**6}, seed)
    bots = [SnipBot(n, s) for n, s in zip(names, bot_seeds, strict=True)]
    start = [game.ledger.purse(s) for s in range(game.players)]
    while game.deals_done < 1 and game.result() is None:
        seat = game.seats_to_act()[0]
        legal = game.legal_actions(seat)
        t = time.thread_time()
        action = bots[seat].choose(game.view(seat), legal)
        if names[seat] == "expert":
            cpu.append((time.thread_time() - t) * 1000)
        game.apply(seat, action)
    return [game.ledger.purse(s) - start[s] for s in range(game.players)]


def counters_a_deal(rules: dict, a: str, b: str, players: int, pairs: int) -> tuple[float, float, float]:
    master = random.Random(11)
    diffs: list[float] = []
    cpu: list[float] = []
    for _ in range(pairs):
        seed = master.getrandbits(32)
        bot_seeds = [master.getrandbits(32) for _ in range(players)]
        total = 0.0
        for names in (seated(a, b, players), seated(b, a, players)):
            nets = deal_nets(rules, seed, names, bot_seeds, cpu)
            mine = sum(n for n, who in zip(nets, names, strict=True) if who == a)
            theirs = sum(n for n, who in zip(nets, names, strict=True) if who == b)
            total += (mine - theirs) / (players // 2)
        diffs.append(total / 2)
    mean = statistics.mean(diffs)
    half = 1.96 * statistics.stdev(diffs) / math.sqrt(len(diffs))
    return mean, mean - half, mean + half


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--deals", type=int, default=2000, help="deals a pairing (half as many deal pairs)")
    parser.add_argument("--profiles", nargs="*", default=["snip-snap-snorum", "snip-snap-snorum-whole-pack"])
    parser.add_argument("--players", type=int, nargs="*", default=[2, 4])
    parser.add_argument("--pairings", nargs="*", default=[f"{a}:{b}" for a, b in PAIRINGS])
    args = parser.parse_args()
    print(f"{args.games} games and {args.deals} deals a pairing, seats swapped on every deal", flush=True)
    for profile in args.profiles:
        rules = dict(ProfileCatalog().get(profile).rules)
        for players in args.players:
            table = {**rules, "players": players}
            for a, b in (p.split(":") for p in args.pairings):
                stats = run_match(SPEC, table, seated(a, b, players), args.games, seed=7, swap_seats=True)
                assert stats.net_sums == {0}
                wins = sum(s.wins for s in stats.seats if s.bot == a)  # either of its seats
                lo, hi = wilson_interval(wins, stats.games)
                cpu = sorted(c for s in stats.seats if s.bot == "expert" for c in s.decisions_cpu_ms)
                p99 = (
                    f"  expert CPU p50 {cpu[len(cpu) // 2]:.2f} p99 {cpu[int(len(cpu) * 0.99)]:.2f} ms"
                    if cpu
                    else ""
                )
                mean, clo, chi = counters_a_deal(table, a, b, players, args.deals // 2)
                print(
                    f"{profile} {players}p  {a:>8} vs {b:<8}"
                    f"  wins {wins / stats.games:6.1%} [{lo:.1%}, {hi:.1%}]"
                    f" of {stats.games}  counters a deal {mean:+.3f} [{clo:+.3f}, {chi:+.3f}]{p99}",
                    flush=True,
                )


if __name__ == "__main__":
    main()
