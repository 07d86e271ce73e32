"""How long the coach takes to answer a Hint, game by game: p50 and p99 per hint, CPU and wall.

    .venv/bin/python benchmarks/bench_hint_latency.py                        # every game
    .venv/bin/python benchmarks/bench_hint_latency.py --hints 200 --only cribbage,commerce

For each playable game on its default profile, Standard computer players play seeded games; at
every decision where seat 0 has a real choice (more than one legal action) the coach is asked what
the GUI asks on a worker thread: ``advise(key, game.clone(), 0)`` (the clone included, as the
table hands the worker a clone). CPU time (``time.thread_time``) leaves out other programs on a
busy machine; wall time is what a person waits on an idle machine. Issue #25 asks for a hint
within 100 ms for a typical decision (p50) and at most 250 ms for a rare large one.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from bench_decision_times import chosen_specs, percentile  # noqa: E402

from hoyle_desktop.ai.base import InfoSet, decide  # noqa: E402
from hoyle_desktop.ai.coach import advise  # noqa: E402
from hoyle_desktop.ai.registry import make_bot  # noqa: E402
from hoyle_desktop.cli.common import load_rules  # noqa: E402
from hoyle_desktop.engine import registry  # noqa: E402


def hint_times(key: str, hints: int, seed: int) -> tuple[list[float], list[float]]:
    """CPU and wall milliseconds of ``hints`` hints for seat 0 in seeded Standard games."""
    spec = registry.get(key)
    rules = load_rules(spec, None, None)
    cpu: list[float] = []
    wall: list[float] = []
    game_seed = seed
    while len(cpu) < hints and game_seed < seed + 200:
        game = spec.new_game(rules, game_seed)
        bots = {s: make_bot(key, "standard", game_seed + s) for s in range(game.players)}
        rng = random.Random(game_seed)
        steps = 0
        while game.seats_to_act() and len(cpu) < hints and steps < 20_000:
            steps += 1
            to_act = game.seats_to_act()
            if 0 in to_act and len(game.legal_actions(0)) > 1:
                c0, w0 = time.thread_time(), time.perf_counter()
                advise(key, game.clone(), 0)
                cpu.append((time.thread_time() - c0) * 1000)
                wall.append((time.perf_counter() - w0) * 1000)
            seat = rng.choice(to_act)
            game.apply(seat, decide(bots[seat], InfoSet(game, seat)))
        game_seed += 1
    return cpu, wall


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--hints", type=int, default=60, help="hints timed per game")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--only", help="comma-separated game keys (default: every playable game)")
    args = parser.parse_args(argv)
    specs = chosen_specs(args.only)
    print(f"Hint latency for seat 0, default profiles, Standard players, seed {args.seed}, ms per hint")
    print()
    print("| Game | hints | CPU p50 | CPU p99 | wall p50 | wall p99 | wall max |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    for spec in specs:
        cpu, wall = hint_times(spec.key, args.hints, args.seed)
        if not cpu:
            print(f"| {spec.title} | 0 | | | | | |", flush=True)
            continue
        print(
            f"| {spec.title} | {len(cpu)} | {statistics.median(cpu):.1f} | {percentile(cpu, 0.99):.1f} | "
            f"{statistics.median(wall):.1f} | {percentile(wall, 0.99):.1f} | {max(wall):.1f} |",
            flush=True,
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
