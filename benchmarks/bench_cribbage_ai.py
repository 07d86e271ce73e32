"""How strong and how quick the cribbage computer players are.

    .venv/bin/python benchmarks/bench_cribbage_ai.py                 # 2,000 games a pairing, ~7 min
    .venv/bin/python benchmarks/bench_cribbage_ai.py --games 200      # a quick look
    nice -n 10 .venv/bin/python benchmarks/bench_cribbage_ai.py --pairings expert-frozen --games 8000 \
        --seed 26 --progress /tmp/frozen.txt                           # today's Expert against the frozen one
    nice -n 10 .venv/bin/python benchmarks/bench_cribbage_ai.py --players 3 --pairings expert-standard \
        --jobs 1 --progress /tmp/crib3.txt                             # three-handed, progress to a file

Each pairing plays every deal twice with the seats swapped (same seed, the bots' order reversed),
so the luck of the cards falls evenly; with four players the two bots are partners against the
other two, and the swap changes sides. With three players every deal is played three times, the
first bot in each seat in turn against two of the second (seats rotated); its figure is how often
it finishes ahead of a second bot (over both of them, ties half: 50% when they are equal), with
a normal 95% interval over the games, and its win rate besides (a third when equal). Win rates
carry 95% Wilson intervals (treating games as independent; swapped pairs are negatively
correlated, so the true interval is a little narrower).
Decision times are per decision of every kind, laying out, playing and counting, measured in the
worker process that played the game; with ``--jobs`` no more than the cores, each job has a core.
Wall-clock times also count whatever else the machine is doing; CPU times are the decision's own.
The work is split into chunks with their own seeds, so the figures do not depend on ``--jobs``;
``--progress`` appends the running figures to a file after every chunk (a run cut short still
gives a figure with its interval). ``--on`` and ``--off`` switch parts of the app's Expert as
``bench_cribbage_deals.py`` does (the workers inherit the switches).
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.bench_cribbage_deals import switch  # noqa: E402
from benchmarks.frozen.cribbage_expert_2026_11_27 import FrozenExpert  # noqa: E402
from hoyle_desktop.ai import registry as bot_registry  # noqa: E402
from hoyle_desktop.ai.arena import play_game, run_match, wilson_interval  # noqa: E402
from hoyle_desktop.ai.registry import make_bot  # noqa: E402
from hoyle_desktop.cli.common import load_rules  # noqa: E402
from hoyle_desktop.engine import registry  # noqa: E402

PAIRINGS = ("expert-standard", "standard-easy", "expert-easy")
# "frozen": the Expert of 27 November 2026 (benchmarks/frozen/), for this script only, never the app
_APP_BOTS = bot_registry._GAMES["cribbage"]
bot_registry._GAMES["cribbage"] = lambda: {**_APP_BOTS(), "frozen": FrozenExpert}
CHUNK = 100  # games per work unit (an even number keeps swapped pairs together)


def play_rotated(rules: dict[str, Any], first: str, second: str, games: int, seed: int) -> dict[str, Any]:
    """Three players: each deal played once with ``first`` in each seat, ``second`` in the others."""
    spec = registry.get("cribbage")
    n = int(rules["players"])
    master = random.Random(seed)
    ahead: list[float] = []
    wins = 0
    margin = 0.0
    times: dict[str, list[float]] = {first: [], second: []}
    cpu: dict[str, list[float]] = {first: [], second: []}
    while len(ahead) < games:
        game_seed = master.getrandbits(32)
        bot_seeds = [master.getrandbits(32) for _ in range(n)]
        for seat in range(n):
            names = [first if s == seat else second for s in range(n)]
            bots = [make_bot(spec.key, names[s], bot_seeds[s]) for s in range(n)]
            wall: list[list[float]] = [[] for _ in range(n)]
            used: list[list[float]] = [[] for _ in range(n)]
            result = play_game(spec.new_game(rules, game_seed), bots, wall, used).result()
            assert result is not None
            mine, others = result.scores[seat], [result.scores[s] for s in range(n) if s != seat]
            ahead.append(sum(1.0 if mine > o else 0.5 if mine == o else 0.0 for o in others) / len(others))
            wins += seat in result.winners
            margin += mine - sum(others) / len(others)
            for s in range(n):
                times[names[s]].extend(wall[s])
                cpu[names[s]].extend(used[s])
    return {"games": len(ahead), "wins": wins, "ahead": ahead, "margin": margin / len(ahead),
            "times": times, "cpu": cpu}  # fmt: skip


def play_chunk(job: tuple[str, str | None, int, int, int]) -> dict[str, Any]:
    pairing, profile, players, games, seed = job
    bots, _, at = pairing.partition("@")  # "expert-standard@3": that pairing with three players
    spec = registry.get("cribbage")
    rules = load_rules(spec, profile, int(at) if at else players)
    first, second = bots.split("-")
    if int(rules.get("players", 2)) == 3:
        return {"pairing": pairing, **play_rotated(rules, first, second, games, seed)}
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


def mean_interval(values: Sequence[float]) -> tuple[float, float, float]:
    """The mean of ``values`` and its normal 95% interval."""
    n = len(values)
    mean = sum(values) / n
    sd = statistics.stdev(values) if n > 1 else 0.0
    half = 1.959964 * sd / math.sqrt(n)
    return mean, mean - half, mean + half


def summary(pairing: str, mine: Sequence[dict[str, Any]]) -> dict[str, Any]:
    games = sum(p["games"] for p in mine)
    wins = sum(p["wins"] for p in mine)
    low, high = wilson_interval(wins, games)
    row = {"pairing": pairing, "games": games, "wins": wins, "rate": wins / games, "ci95": [low, high],
           "margin": sum(p["margin"] * p["games"] for p in mine) / games}  # fmt: skip
    first = pairing.partition("@")[0].split("-")[0]
    row["first_cpu_p99"] = percentile(sorted(t for p in mine for t in p["cpu"].get(first, [])), 0.99)
    if mine and "ahead" in mine[0]:
        ahead, a_low, a_high = mean_interval([v for p in mine for v in p["ahead"]])
        row["ahead"], row["ahead_ci95"] = ahead, [a_low, a_high]
    return row


def percentile(sorted_times: Sequence[float], q: float) -> float:
    return sorted_times[min(len(sorted_times) - 1, int(len(sorted_times) * q))] if sorted_times else 0.0


def note_progress(path: Path, pairing: str, mine: Sequence[dict[str, Any]], seconds: float) -> None:
    """Append the running figures of ``pairing`` to ``path``, with the CPU p99 so far."""
    row = summary(pairing, mine)
    line = (f"{seconds:6.0f} s  {pairing}  {row['games']} games  win {row['rate']:.1%} "
            f"({row['ci95'][0]:.1%} – {row['ci95'][1]:.1%})")  # fmt: skip
    if "ahead" in row:
        line += f"  ahead {row['ahead']:.1%} ({row['ahead_ci95'][0]:.1%} – {row['ahead_ci95'][1]:.1%})"
    line += f"  margin {row['margin']:+.1f}  first bot CPU p99 {row['first_cpu_p99']:.1f} ms"
    with open(path, "a", encoding="utf-8") as f:
        f.write(line + "\n")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=2000, help="games per pairing (each deal twice)")
    parser.add_argument(
        "--pairings",
        default=",".join(PAIRINGS),
        help="e.g. expert-standard; expert-standard@3 plays that pairing with three players",
    )
    parser.add_argument("--profile", help="house-rule profile (default: the game's)")
    parser.add_argument("--players", type=int, help="2, 3 or 4 (default: the profile's)")
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--jobs", type=int, default=2, help="worker processes (at most the cores)")
    parser.add_argument("--json", type=Path, help="also write the figures here")
    parser.add_argument("--progress", type=Path, help="append the running figures here after each chunk")
    parser.add_argument("--on", default="", help="switch parts of the Expert on (bench_cribbage_deals.py)")
    parser.add_argument("--off", default="", help="switch them off")
    args = parser.parse_args(argv)
    switch(args.on, args.off)
    pairings = [p.strip() for p in args.pairings.split(",") if p.strip()]
    jobs = []
    for p_index, pairing in enumerate(pairings):
        left, chunk = args.games, 0
        while left > 0:
            n = min(CHUNK, left)
            jobs.append((pairing, args.profile, args.players, n, args.seed * 1000 + p_index * 100 + chunk))
            left -= n
            chunk += 1
    jobs.sort(key=lambda job: job[4] % 100)  # pairings side by side: a run cut short has every figure
    start = time.perf_counter()
    parts: list[dict[str, Any]] = []
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        for part in pool.map(play_chunk, jobs):
            parts.append(part)
            if args.progress:
                mine = [p for p in parts if p["pairing"] == part["pairing"]]
                note_progress(args.progress, part["pairing"], mine, time.perf_counter() - start)
    wall_seconds = time.perf_counter() - start

    rows: list[dict[str, Any]] = []
    times: dict[str, dict[str, list[float]]] = {"wall": {}, "cpu": {}}
    for pairing in pairings:
        mine = [p for p in parts if p["pairing"] == pairing]
        rows.append(summary(pairing, mine))
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
    if any("ahead" in r for r in rows):  # three players: one first bot against two second bots
        print("| Pairing | Games | First bot ahead of a second | 95% interval | First bot's win rate "
              "| 95% interval | Mean margin (points) |")  # fmt: skip
        print("|---|---:|---:|---|---:|---|---:|")
    else:
        print("| Pairing | Games | First bot's win rate | 95% interval | Mean margin (points) |")
        print("|---|---:|---:|---|---:|")
    for r in rows:
        bots, _, at = r["pairing"].partition("@")
        a, b = bots.split("-")
        players = f", {at} players" if at else ""
        ahead = ""
        if "ahead" in r:
            ahead = f"{r['ahead']:.1%} | {r['ahead_ci95'][0]:.1%} – {r['ahead_ci95'][1]:.1%} | "
        elif any("ahead" in row for row in rows):
            ahead = "– | – | "
        print(f"| {a.title()} vs {b.title()}{players} | {r['games']} | {ahead}{r['rate']:.1%} | "
              f"{r['ci95'][0]:.1%} – {r['ci95'][1]:.1%} | {r['margin']:+.1f} |")  # fmt: skip
    print()
    print("| Bot | Decisions | p50 (ms) | p99 (ms) | max (ms) | CPU p50 (ms) | CPU p99 (ms) |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    for bot, t in timing.items():
        print(f"| {bot.title()} | {t['decisions']} | {t['p50']:.2f} | {t['p99']:.1f} | {t['max']:.0f} | "
              f"{t['cpu_p50']:.2f} | {t['cpu_p99']:.1f} |")  # fmt: skip
    if args.json:
        given = {k: str(v) if isinstance(v, Path) else v for k, v in vars(args).items()}
        args.json.write_text(json.dumps({"args": given, "rows": rows, "timing": timing,
                                         "seconds": wall_seconds}, indent=1))  # fmt: skip
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
