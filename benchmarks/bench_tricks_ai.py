"""The trick games' computer players against each other: win rates with 95% intervals and the
Expert's decision times (p50, p99, max).

python benchmarks/bench_tricks_ai.py [--games N] [--game all_fours|spoil_five] [--profile ID]

Every deal is played twice, the bots' seats swapped the second time (``games`` counts both).
At a table of four the two bots alternate round the table, so in partnerships each side is one bot.
"""

from __future__ import annotations

import argparse

from hoyle_desktop.ai.arena import run_match, wilson_interval
from hoyle_desktop.engine import registry
from hoyle_desktop.profiles import ProfileCatalog

PAIRINGS = [("expert", "standard"), ("expert", "rules"), ("standard", "rules"), ("standard", "easy")]
DEFAULTS = {"all_fours": ("all-fours", 2), "spoil_five": ("spoil-five", 4)}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--game", default="all_fours", choices=sorted(DEFAULTS))
    parser.add_argument("--profile")
    parser.add_argument("--players", type=int)
    parser.add_argument("--pairings", nargs="*", help="e.g. expert:standard")
    args = parser.parse_args()
    profile, players = DEFAULTS[args.game]
    profile = args.profile or profile
    players = args.players or players
    spec = registry.get(args.game)
    rules = {**ProfileCatalog().get(profile).rules, "players": players}
    pairings = [tuple(p.split(":")) for p in args.pairings] if args.pairings else PAIRINGS
    print(f"{args.game}, profile {profile}, {players} players, {args.games} games a pairing, seats swapped")
    for a, b in pairings:
        seats = [a if i % 2 == 0 else b for i in range(players)]
        stats = run_match(spec, rules, seats, args.games, seed=11, swap_seats=True)
        games = stats.games
        # A side's win: in partnerships both partners win together; at a table for the pool the
        # seats of one bot share the games they won (a tie splits a game).
        wins_a = sum(s.wins for s in stats.seats if s.bot == a)
        wins_b = sum(s.wins for s in stats.seats if s.bot == b)
        share = wins_a / max(1, wins_a + wins_b)
        lo, hi = wilson_interval(round(share * games), games)
        nets = [s.stake_total / games for s in stats.seats if s.bot == a]
        seat_json = next(s for s in stats.to_json()["seats"] if s["bot"] == a)
        times, cpu = seat_json["decision_ms"], seat_json["decision_cpu_ms"]
        print(
            f"{a:>8} vs {b:<8}  {a} wins {share:6.1%}  [{lo:.1%}, {hi:.1%}]  over {games} games,"
            f" net a seat {sum(nets) / len(nets):+.2f};"
            f"  {a} decision ms p50 {times['p50']:.1f} p99 {times['p99']:.1f} max {times['max']:.1f}"
            f" (CPU p99 {cpu['p99']:.1f})",
            flush=True,
        )


if __name__ == "__main__":
    main()
