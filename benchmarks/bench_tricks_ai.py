"""The trick games' computer players against each other: win rates with 95% intervals and the
Expert's decision times (p50, p99, max; wall and CPU).

python benchmarks/bench_tricks_ai.py [--games N] [--game all_fours|spoil_five] [--profile ID]
    [--players N] [--pairings expert:standard ...] [--progress FILE] [--seed S]

Every deal is played twice, the bots' seats swapped the second time (``games`` counts both).
At a table of four the two bots alternate by seat number: at Spoil-Five in partnerships each side
is then one bot; four-handed All-Fours seats its partners by the cut, so there a side may mix them.
The games run in blocks of ``--block`` (an even number: both plays of a deal in one block); after
each block the figures so far go to ``--progress``, so a run cut short still gives a figure with
an interval.
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

from hoyle_desktop.ai import tricks_bots
from hoyle_desktop.ai.arena import SeatStats, run_match, wilson_interval
from hoyle_desktop.engine import registry
from hoyle_desktop.profiles import ProfileCatalog


class ExpertBefore(tricks_bots.ExpertTrickBot):
    """The Expert before 29 November 2026: it chose among every legal action (a rob might put out a
    trump). Pair it as ``expert:expert-before``."""

    name = "expert-before"
    choosable = staticmethod(lambda view, legal: list(legal))


tricks_bots.FACTORIES["expert-before"] = ExpertBefore
PAIRINGS = [("expert", "standard"), ("expert", "rules"), ("standard", "rules"), ("standard", "easy")]
DEFAULTS = {"all_fours": ("all-fours", 2), "spoil_five": ("spoil-five", 4)}


def _pct(values: list[float], q: float) -> float:
    ordered = sorted(values) or [0.0]
    return ordered[min(len(ordered) - 1, int(len(ordered) * q))]


def line(a: str, b: str, games: int, wins_a: int, wins_b: int, mine: SeatStats, seconds: float) -> str:
    """A side's win: in partnerships both partners win together; at a table for the pool the seats
    of one bot share the games they won (a tie counts for both)."""
    share = wins_a / max(1, wins_a + wins_b)
    lo, hi = wilson_interval(round(share * games), games)
    wall, cpu = mine.decisions_ms, mine.decisions_cpu_ms
    return (
        f"{a:>8} vs {b:<8}  {a} wins {share:6.1%}  [{lo:.1%}, {hi:.1%}]  over {games} games;"
        f"  {a} decision ms p50 {_pct(wall, 0.5):.1f} p99 {_pct(wall, 0.99):.1f}"
        f" max {max(wall, default=0):.1f}"
        f" (CPU p50 {_pct(cpu, 0.5):.1f} p99 {_pct(cpu, 0.99):.1f} max {max(cpu, default=0):.1f});"
        f" {len(cpu)} decisions, {seconds:.0f} s"
    )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--game", default="all_fours", choices=sorted(DEFAULTS))
    parser.add_argument("--profile")
    parser.add_argument("--players", type=int)
    parser.add_argument("--pairings", nargs="*", help="e.g. expert:standard")
    parser.add_argument("--progress", type=Path, help="a file rewritten with the figures so far")
    parser.add_argument("--block", type=int, default=50)
    parser.add_argument("--seed", type=int, default=11)
    args = parser.parse_args()
    profile, players = DEFAULTS[args.game]
    profile = args.profile or profile
    players = args.players or players
    spec = registry.get(args.game)
    rules = {**ProfileCatalog().get(profile).rules, "players": players}
    pairings = [tuple(p.split(":")) for p in args.pairings] if args.pairings else PAIRINGS
    head = f"{args.game}, profile {profile}, {players} players, {args.games} games a pairing, seats swapped"
    print(head, flush=True)
    done_lines: list[str] = []
    for a, b in pairings:
        seats = [a if i % 2 == 0 else b for i in range(players)]
        mine, games, wins_a, wins_b = SeatStats(bot=a), 0, 0, 0
        start = time.perf_counter()
        block_no = 0
        while games < args.games:
            size = min(args.block, args.games - games)
            stats = run_match(spec, rules, seats, size, seed=args.seed * 100_003 + block_no, swap_seats=True)
            block_no += 1
            games += stats.games
            wins_a += sum(s.wins for s in stats.seats if s.bot == a)
            wins_b += sum(s.wins for s in stats.seats if s.bot == b)
            for s in stats.seats:
                if s.bot == a:
                    mine.decisions_ms += s.decisions_ms
                    mine.decisions_cpu_ms += s.decisions_cpu_ms
            now = line(a, b, games, wins_a, wins_b, mine, time.perf_counter() - start)
            if args.progress:
                args.progress.write_text("\n".join([head, *done_lines, now]) + "\n")
        done_lines.append(now)
        print(now, flush=True)


if __name__ == "__main__":
    main()
