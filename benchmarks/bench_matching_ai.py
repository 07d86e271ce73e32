"""Crazy Eights and Cassino computer players against each other: win rates with 95% intervals.

python benchmarks/bench_matching_ai.py --game crazy_eights [--games N] [--players 2 3]
    [--pairings expert:standard]

Heads-up, each deal is played twice with the bots' seats swapped; at a larger table the first bot
sits in one seat against the second bot in every other, and the seats rotate: every game seed is
played once with the first bot in each seat. The Expert's search budget may be cut with
``--iterations`` to run more games in the time there is.
"""

from __future__ import annotations

import argparse
import math
import statistics
import time

from hoyle_desktop.ai.arena import run_match, wilson_interval
from hoyle_desktop.engine import registry
from hoyle_desktop.profiles import ProfileCatalog

DEFAULT_PROFILE = {"crazy_eights": "crazy-eights", "cassino": "cassino"}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--game", default="crazy_eights")
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--profile", default=None)
    parser.add_argument("--players", type=int, nargs="*", default=[2])
    parser.add_argument(
        "--pairings", nargs="*", default=["expert:standard", "expert:greedy", "standard:greedy"]
    )
    parser.add_argument(
        "--seconds", type=float, default=0.0, help="stop a pairing after this long (0: no limit)"
    )
    parser.add_argument("--target", type=int, default=0, help="play to this target instead of the profile's")
    parser.add_argument(
        "--first-seed", type=int, default=1000, help="the first game seed (to add games to an earlier run)"
    )
    parser.add_argument("--progress", default=None, help="rewrite this file with the running figures")
    parser.add_argument(
        "--rule", nargs="*", default=[], help="rules over the profile's (drawing=until_playable)"
    )
    args = parser.parse_args()
    spec = registry.get(args.game)
    profile = args.profile or DEFAULT_PROFILE[spec.key]
    rules = dict(ProfileCatalog().get(profile).rules)
    if args.target:
        rules["target"] = args.target
    rules.update(kv.split("=", 1) for kv in args.rule)
    print(f"{spec.key}, profile {profile}, rules {rules}, up to {args.games} games a pairing")
    for players in args.players:
        for pairing in args.pairings:
            a, b = pairing.split(":")
            wins = games = 0
            start = time.perf_counter()
            margins: list[float] = []  # points a game, the first bot's less the others' mean
            cpu: list[float] = []
            rotation = 0
            while games < args.games and (not args.seconds or time.perf_counter() - start < args.seconds):
                seats = [b] * players
                seats[rotation % players] = a
                chunk, seed = 2 if players == 2 else 1, args.first_seed + rotation
                stats = run_match(spec, {**rules, "players": players}, seats if players > 2 else [a, b],
                                  chunk, seed=seed, swap_seats=players == 2)  # fmt: skip
                rotation += 1
                games += stats.games
                wins += (
                    sum(s.wins for s in stats.seats if s.bot == a)
                    if players == 2
                    else stats.seats[(rotation - 1) % players].wins
                )
                first = (rotation - 1) % players
                mine = [s for i, s in enumerate(stats.seats) if (s.bot == a if players == 2 else i == first)]
                theirs = [s for s in stats.seats if s not in mine]
                ours = sum(s.score_total for s in mine) / len(mine)
                margins.append((ours - sum(s.score_total for s in theirs) / len(theirs)) / stats.games)
                cpu += [t for s in mine for t in s.decisions_cpu_ms]
                line = _figures(players, a, b, wins, games, margins, cpu, time.perf_counter() - start)
                if args.progress:
                    with open(args.progress, "w", encoding="utf-8") as out:
                        out.write(line + "\n")
            print(_figures(players, a, b, wins, games, margins, cpu, time.perf_counter() - start))


def _figures(
    players: int,
    a: str,
    b: str,
    wins: int,
    games: int,
    margins: list[float],
    cpu: list[float],
    seconds: float,
) -> str:
    """The win share with its 95% Wilson interval, the mean score margin a game (the first bot's
    score less the others' mean) with its 95% interval, and the first bot's CPU time a decision."""
    lo, hi = wilson_interval(wins, games)
    mean = statistics.fmean(margins) if margins else 0.0
    half = 1.96 * statistics.stdev(margins) / math.sqrt(len(margins)) if len(margins) > 1 else 0.0
    times = sorted(cpu) or [0.0]
    p99 = times[min(len(times) - 1, int(len(times) * 0.99))]
    return (
        f"{players} players  {a:>8} vs {b:<8}  {a} wins {wins}/{games} = {wins / max(games, 1):6.1%}"
        f"  [{lo:.1%}, {hi:.1%}]  (an equal player: {1 / players:.0%})"
        f"  score margin a game {mean:+.2f} [{mean - half:+.2f}, {mean + half:+.2f}]"
        f"  {a} CPU ms a decision p50 {statistics.median(times):.2f} p99 {p99:.2f} max {times[-1]:.2f}"
        f"  {seconds:.0f} s"
    )


if __name__ == "__main__":
    main()
