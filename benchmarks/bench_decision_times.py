"""How long every game's Expert takes to decide: CPU p50, p99 and max per decision, game by game.

    .venv/bin/python benchmarks/bench_decision_times.py                  # every game, a few minutes
    .venv/bin/python benchmarks/bench_decision_times.py --games 8 --only cribbage,cassino --seed 3

For each playable game in the registry, the Expert plays a few whole games against Standard on the
game's default profile (Expert and Standard alternating round the table, each deal played twice with
the seats swapped) through ``ai.arena.run_match``, the code path ``hoyle simulate`` uses. Every
Expert decision is timed in CPU time (``time.thread_time``: other programs on a busy machine do not
count) and wall time. Issue #10 asks for a CPU p99 under 50 ms for every Expert; a game over it is
marked. A few games give a rough p99 (the slowest 1% of a few hundred decisions): raise ``--games``
for a firmer figure.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from hoyle_desktop.ai.arena import run_match  # noqa: E402
from hoyle_desktop.cli.common import load_rules  # noqa: E402
from hoyle_desktop.engine import registry  # noqa: E402

LIMIT_MS = 50.0  # issue #10: p99 of CPU per Expert decision


def percentile(values: Sequence[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * q))] if ordered else 0.0


def chosen_specs(only: str | None) -> list:
    """The playable games, or those of a comma-separated list of keys (``--only``)."""
    specs = registry.playable()
    if only:
        wanted = {k.strip() for k in only.split(",") if k.strip()}
        specs = [s for s in specs if s.key in wanted]
    return specs


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=4, help="games per game kind (each deal twice)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--only", help="comma-separated game keys (default: every playable game)")
    parser.add_argument("--players", type=int, help="players at every game (default: each profile's)")
    args = parser.parse_args(argv)
    specs = chosen_specs(args.only)
    print(f"Expert against Standard, {args.games} games a game, seed {args.seed}, CPU ms per Expert decision")
    print()
    print("| Game | players | games | decisions | CPU p50 | CPU p99 | CPU max | wall p99 | run (s) |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
    over: list[str] = []
    for spec in specs:
        players = None
        if args.players is not None:
            players = max(spec.min_players, min(spec.max_players, args.players))
        rules = load_rules(spec, None, players)
        n = int(rules.get("players", spec.min_players))
        seats = [("expert", "standard")[i % 2] for i in range(n)]
        start = time.perf_counter()
        stats = run_match(spec, rules, seats, args.games, args.seed, swap_seats=True)
        cpu = [t for s in stats.seats if s.bot == "expert" for t in s.decisions_cpu_ms]
        wall = [t for s in stats.seats if s.bot == "expert" for t in s.decisions_ms]
        p99 = percentile(cpu, 0.99)
        mark = " **over**" if p99 >= LIMIT_MS else ""
        if mark:
            over.append(spec.key)
        print(
            f"| {spec.title} | {n} | {stats.games} | {len(cpu)} | "
            f"{statistics.median(cpu) if cpu else 0.0:.2f} | {p99:.1f}{mark} | {max(cpu, default=0.0):.1f} | "
            f"{percentile(wall, 0.99):.1f} | {time.perf_counter() - start:.0f} |",
            flush=True,
        )
    print()
    print(f"CPU p99 at or over {LIMIT_MS:.0f} ms: {', '.join(over) if over else 'none'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
