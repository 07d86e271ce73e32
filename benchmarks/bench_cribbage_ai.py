"""How strong and how quick the cribbage computer players are.

    .venv/bin/python benchmarks/bench_cribbage_ai.py                 # 2,000 games a pairing, ~7 min
    .venv/bin/python benchmarks/bench_cribbage_ai.py --games 200      # a quick look

Each pairing plays every deal twice with the seats swapped (same seed, the bots' order reversed),
so the luck of the cards falls evenly. Win rates carry 95% Wilson intervals (treating games as
independent; swapped pairs are negatively correlated, so the true interval is a little narrower).
Decision times are per decision of every kind, laying out, playing and counting, measured in the
worker process that played the game; with ``--jobs`` no more than the cores, each job has a core.
Wall-clock times also count whatever else the machine is doing; CPU times are the decision's own.
The work is split into chunks with their own seeds, so the figures do not depend on ``--jobs``.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from hoyle_desktop.ai.arena import run_match, wilson_interval  # noqa: E402
from hoyle_desktop.cli.common import load_rules  # noqa: E402
from hoyle_desktop.engine import registry  # noqa: E402

PAIRINGS = ("expert-standard", "standard-easy", "expert-easy")
CHUNK = 100  # games per work unit (an even number keeps swapped pairs together)


def play_chunk(job: tuple[str, str | None, int, int, int]) -> dict[str, Any]:
    pairing, profile, players, games, seed = job
    spec = registry.get("cribbage")
    rules = load_rules(spec, profile, players)
    first, second = pairing.split("-")
    seats = [(first, second)[i % 2] for i in range(int(rules.get("players", 2)))]
    stats = run_match(spec, rules, seats, games, seed, swap_seats=True)
    # entry 0 is always a `first` bot and entry 1 a `second` (partners share a side's result)
    a, b = stats.seats[0], stats.seats[1]
    times: dict[str, list[float]] = {}
    cpu: dict[str, list[float]] = {}
    for s in stats.seats:
        times.setdefault(s.bot, []).extend(s.decisions_ms)
        cpu.setdefault(s.bot, []).extend(s.decisions_cpu_ms)
    return {
        "pairing": pairing,
        "games": a.games,
        "wins": a.wins,
        "margin": (a.score_total - b.score_total) / max(a.games, 1),
        "times": times,
        "cpu": cpu,
        "seconds": stats.seconds,
    }


def percentile(sorted_times: Sequence[float], q: float) -> float:
    return sorted_times[min(len(sorted_times) - 1, int(len(sorted_times) * q))] if sorted_times else 0.0


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=2000, help="games per pairing (each deal twice)")
    parser.add_argument("--pairings", default=",".join(PAIRINGS))
    parser.add_argument("--profile", help="house-rule profile (default: the game's)")
    parser.add_argument("--players", type=int, help="2, 3 or 4 (default: the profile's)")
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--jobs", type=int, default=2, help="worker processes (at most the cores)")
    parser.add_argument("--json", type=Path, help="also write the figures here")
    args = parser.parse_args(argv)
    pairings = [p.strip() for p in args.pairings.split(",") if p.strip()]
    jobs = []
    for p_index, pairing in enumerate(pairings):
        left, chunk = args.games, 0
        while left > 0:
            n = min(CHUNK, left)
            jobs.append((pairing, args.profile, args.players, n, args.seed * 1000 + p_index * 100 + chunk))
            left -= n
            chunk += 1
    start = time.perf_counter()
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        parts = list(pool.map(play_chunk, jobs))
    wall_seconds = time.perf_counter() - start

    rows: list[dict[str, Any]] = []
    times: dict[str, dict[str, list[float]]] = {"wall": {}, "cpu": {}}
    for pairing in pairings:
        mine = [p for p in parts if p["pairing"] == pairing]
        games = sum(p["games"] for p in mine)
        wins = sum(p["wins"] for p in mine)
        low, high = wilson_interval(wins, games)
        margin = sum(p["margin"] * p["games"] for p in mine) / games
        rows.append({"pairing": pairing, "games": games, "wins": wins, "rate": wins / games,
                     "ci95": [low, high], "margin": margin})  # fmt: skip
        for p in mine:
            for kind, key in (("wall", "times"), ("cpu", "cpu")):
                for bot, ts in p[key].items():
                    times[kind].setdefault(bot, []).extend(ts)
    timing: dict[str, dict[str, Any]] = {}
    for bot in sorted(times["wall"]):
        wall, cpu = sorted(times["wall"][bot]), sorted(times["cpu"][bot])
        timing[bot] = {
            "decisions": len(wall),
            "p50": statistics.median(wall),
            "p99": percentile(wall, 0.99),
            "max": wall[-1],
            "cpu_p50": statistics.median(cpu),
            "cpu_p99": percentile(cpu, 0.99),
        }

    print(f"cribbage AI benchmark: {args.games} games a pairing, each deal twice with seats swapped, "
          f"seed {args.seed}, {args.jobs} jobs, {wall_seconds:.0f} s")  # fmt: skip
    print()
    print("| Pairing | Games | First bot's win rate | 95% interval | Mean margin (points) |")
    print("|---|---:|---:|---|---:|")
    for r in rows:
        a, b = r["pairing"].split("-")
        print(f"| {a.title()} vs {b.title()} | {r['games']} | {r['rate']:.1%} | "
              f"{r['ci95'][0]:.1%} – {r['ci95'][1]:.1%} | {r['margin']:+.1f} |")  # fmt: skip
    print()
    print("| Bot | Decisions | p50 (ms) | p99 (ms) | max (ms) | CPU p50 (ms) | CPU p99 (ms) |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    for bot, t in timing.items():
        print(f"| {bot.title()} | {t['decisions']} | {t['p50']:.2f} | {t['p99']:.1f} | {t['max']:.0f} | "
              f"{t['cpu_p50']:.2f} | {t['cpu_p99']:.1f} |")  # fmt: skip
    if args.json:
        args.json.write_text(json.dumps({"args": vars(args) | {"json": str(args.json)}, "rows": rows,
                                         "timing": timing, "seconds": wall_seconds}, indent=1))  # fmt: skip
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
