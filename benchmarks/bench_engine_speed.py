"""Whole games per second through the game contract, and against OpenSpiel's cribbage.

    .venv/bin/python benchmarks/bench_engine_speed.py [--seconds 5] [--rounds 3] [--cribbage-only]

Uniformly random seats play whole games of every playable game through ``seats_to_act``,
``legal_actions`` and ``apply`` (what the search's rollouts do), and, when OpenSpiel is installed
(``pip install open-spiel``: an optional, benchmark-only dependency), OpenSpiel's C++ cribbage
driven from Python the same way (chance outcomes sampled in Python), in the same process. The two
cribbage runs alternate for ``--rounds`` rounds; each round's ratio is printed with the median and
the range. Rates are per second of this process's own CPU time (``time.process_time``), so other
programs on a busy machine do not decide them; a loaded machine still slows Python's interpreter
more than C++ (caches shared with other processes), so ratios taken on an idle machine read higher.
Copying costs (clone, determinise) are printed too.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from hoyle_desktop.engine import registry  # noqa: E402
from hoyle_desktop.engine.game import Game  # noqa: E402


def play_contract(key: str, players: int, seed: int, quiet: bool = False) -> Game:
    rng = random.Random(seed)
    game = registry.get(key).new_game({"players": players}, seed)
    game.quiet = quiet  # a search's copy: no events built, no record kept
    while True:
        seats = game.seats_to_act()
        if not seats:
            return game
        seat = seats[0]
        game.apply(seat, rng.choice(game.legal_actions(seat)))


def open_spiel_player() -> Callable[[int], object] | None:
    try:
        import pyspiel  # type: ignore[import-not-found]
    except ImportError:
        return None
    game = pyspiel.load_game("cribbage")

    def play(seed: int) -> object:
        rng = random.Random(seed)
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                state.apply_action(outcomes[rng.randrange(len(outcomes))][0])
            else:
                state.apply_action(rng.choice(state.legal_actions()))
        return state

    return play


def rate(play: Callable[[int], object], seconds: float) -> float:
    """Games per second of CPU time, over at least ``seconds`` of it."""
    start, games = time.process_time(), 0
    while time.process_time() - start < seconds or games < 3:
        play(games)
        games += 1
    return games / (time.process_time() - start)


def copy_costs(key: str, players: int) -> tuple[float, float]:
    """Microseconds per clone and per determinise, in the middle of a game."""
    game = registry.get(key).new_game({"players": players}, 7)
    rng = random.Random(1)
    for _ in range(12):
        seat = game.seats_to_act()[0]
        game.apply(seat, rng.choice(game.legal_actions(seat)))
    seat = game.seats_to_act()[0]
    n = 2000
    start = time.process_time()
    for _ in range(n):
        game.clone()
    clone_us = (time.process_time() - start) / n * 1e6
    start = time.process_time()
    for _ in range(n):
        game.determinise(seat, rng)
    return clone_us, (time.process_time() - start) / n * 1e6


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=5.0, help="per measurement")
    parser.add_argument("--rounds", type=int, default=3, help="alternating cribbage rounds")
    parser.add_argument("--cribbage-only", action="store_true", help="only the comparison with OpenSpiel")
    args = parser.parse_args()
    spiel = open_spiel_player()
    full, quiet, spiel_rates = [], [], []
    for _ in range(args.rounds):
        full.append(rate(lambda s: play_contract("cribbage", 2, s), args.seconds))
        quiet.append(rate(lambda s: play_contract("cribbage", 2, s, quiet=True), args.seconds))
        if spiel:
            spiel_rates.append(rate(spiel, args.seconds))
    print("Cribbage, two players, uniformly random seats, whole games (games/s):")
    for i in range(args.rounds):
        theirs = f"OpenSpiel {spiel_rates[i]:7.1f}" if spiel else ""
        print(f"  round {i + 1}: Hoyle with events {full[i]:7.1f}, quiet {quiet[i]:7.1f}  {theirs}")
    if spiel:
        for name, ours in (("with events", full), ("quiet", quiet)):
            ratios = [a / b for a, b in zip(ours, spiel_rates, strict=True)]
            print(f"  ratio to OpenSpiel ({name}): median {statistics.median(ratios):.3f} "
                  f"(range {min(ratios):.3f}-{max(ratios):.3f})")  # fmt: skip
    else:
        print("  (OpenSpiel not installed: pip install open-spiel for the comparison)")
    if args.cribbage_only:
        return 0
    print()
    print("Every playable game, uniformly random seats (games/s; clone and determinise in µs):")
    for spec in registry.playable():
        for players in sorted({spec.min_players, min(spec.max_players, 4)}):
            games = rate(lambda s, k=spec.key, n=players: play_contract(k, n, s), args.seconds / 2)
            clone_us, det_us = copy_costs(spec.key, players)
            print(f"  {spec.key:<10} {players} players  {games:8.1f} games/s   "
                  f"clone {clone_us:6.1f}  determinise {det_us:6.1f}")  # fmt: skip
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
