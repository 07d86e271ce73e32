"""Speculation's computer players: net counters per hundred hands, one player among four others.

    .venv/bin/python benchmarks/bench_speculation.py              # 300 seeds a pairing
    .venv/bin/python benchmarks/bench_speculation.py --seeds 40   # a quick look

Five players on the built-in profile play a whole game (one round: five deals). In each pairing
one player of the first strength sits among four of the second; every seed is played five times
with that player moved round all five seats, so the deals are the same and only the trading
differs. A seed's figure is the lone player's mean net counters per hand over its five games,
times a hundred; printed is the mean over the seeds with its 95% interval (normal approximation:
the seeds are independent).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from hoyle_desktop.ai.speculation_bots import SpeculationBot  # noqa: E402
from hoyle_desktop.cli.common import load_rules  # noqa: E402
from hoyle_desktop.engine import registry  # noqa: E402

PLAYERS = 5
PAIRINGS = (("expert", "standard"), ("standard", "easy"), ("expert", "easy"))


def play(seed: int, seats: list[str]) -> tuple[tuple[int, ...], int, int]:
    spec = registry.get("speculation")
    g = spec.new_game(load_rules(spec, None, PLAYERS), seed)
    bots = [SpeculationBot(name, seed * 11 + i) for i, name in enumerate(seats)]
    sales = 0
    while not g.is_over():
        seat = g.seats_to_act()[0]
        events = g.apply(seat, bots[seat].choose(g.view(seat), g.legal_actions(seat)))
        sales += sum(1 for e in events if e.kind == "sale")
    result = g.result()
    assert result is not None
    return result.scores, g.deals_done, sales


def measure(lone: str, field: str, seeds: int) -> tuple[float, float, int, int]:
    figures: list[float] = []
    hands = sales = 0
    for seed in range(seeds):
        net = played = 0
        for k in range(PLAYERS):
            seats = [field] * PLAYERS
            seats[k] = lone
            scores, deals, sold = play(seed, seats)
            net += scores[k]
            played += deals
            sales += sold
        hands += played
        figures.append(100 * net / played)
    mean = statistics.fmean(figures)
    half = 1.96 * statistics.stdev(figures) / len(figures) ** 0.5
    return mean, half, hands, sales


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=300)
    args = parser.parse_args()
    print(f"Speculation, {PLAYERS} players, {args.seeds} seeds a pairing, each played {PLAYERS} times")
    print("| One player | among four | Hands | Sales a hand | Net counters per 100 hands | 95% interval |")
    print("|---|---|---:|---:|---:|---|")
    for lone, field in PAIRINGS:
        start = time.perf_counter()
        mean, half, hands, sales = measure(lone, field, args.seeds)
        print(
            f"| {lone.title()} | {field.title()} | {hands} | {sales / hands:.2f} | {mean:+.1f} | "
            f"{mean - half:+.1f} to {mean + half:+.1f} |  ({time.perf_counter() - start:.0f} s)",
            flush=True,
        )


if __name__ == "__main__":
    main()
