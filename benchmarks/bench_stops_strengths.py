"""Easy, Standard and Expert at Pope Joan, Spin, Newmarket and Jig: how far apart they are.

    .venv/bin/python benchmarks/bench_stops_strengths.py               # 150 deals of cards a game
    .venv/bin/python benchmarks/bench_stops_strengths.py --seeds 30    # a quick look

Three players, one of each strength, play a whole game (one round: three deals) on the built-in
profile. Every seed is played three times with the players rotated round the seats, so each
strength gets each hand and each place at the table; a seed's figure is the mean of its three
games. Printed: each strength's mean net counters a game with its 95% interval (normal
approximation over the seeds, which are independent). The order is right when the intervals
stand apart: Easy below Standard below Expert.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from itertools import pairwise
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from hoyle_desktop.ai.stops_bots import StopsBot  # noqa: E402
from hoyle_desktop.cli.common import load_rules  # noqa: E402
from hoyle_desktop.engine import registry  # noqa: E402

STRENGTHS = ("easy", "standard", "expert")
GAMES = ("pope-joan", "spin", "newmarket", "jig")


def play(game: str, seed: int, order: tuple[str, ...]) -> tuple[int, ...]:
    spec = registry.get(game)
    g = spec.new_game(load_rules(spec, None, len(order)), seed)
    bots = [StopsBot(name, seed * 7 + i) for i, name in enumerate(order)]
    while not g.is_over():
        seat = g.seats_to_act()[0]
        g.apply(seat, bots[seat].choose(g.view(seat), g.legal_actions(seat)))
    result = g.result()
    assert result is not None
    return result.scores


def measure(game: str, seeds: int) -> dict[str, tuple[float, float]]:
    nets: dict[str, list[float]] = {s: [] for s in STRENGTHS}
    for seed in range(seeds):
        total = dict.fromkeys(STRENGTHS, 0)
        for r in range(len(STRENGTHS)):
            order = STRENGTHS[r:] + STRENGTHS[:r]
            for seat, net in enumerate(play(game, seed, order)):
                total[order[seat]] += net
        for s in STRENGTHS:
            nets[s].append(total[s] / len(STRENGTHS))
    return {s: (statistics.mean(v), 1.959964 * statistics.stdev(v) / len(v) ** 0.5) for s, v in nets.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=150)
    parser.add_argument("--games", nargs="*", default=list(GAMES))
    args = parser.parse_args()
    print(f"mean net counters a game, 95% interval, {args.seeds} seeds x 3 rotations, three players")
    print("| game | " + " | ".join(s.title() for s in STRENGTHS) + " | order |")
    print("| --- | " + " | ".join("---" for _ in STRENGTHS) + " | --- |")
    for game in args.games:
        figures = measure(game, args.seeds)
        cells = [f"{m:+.1f} ± {h:.1f}" for m, h in figures.values()]
        apart = all(
            figures[a][0] + figures[a][1] < figures[b][0] - figures[b][1] for a, b in pairwise(STRENGTHS)
        )
        title = registry.get(game).title
        print(f"| {title} | " + " | ".join(cells) + f" | {'apart' if apart else 'overlapping'} |", flush=True)


if __name__ == "__main__":
    main()
