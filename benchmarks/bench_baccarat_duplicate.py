"""Chemin de Fer: how many counters a coup each computer player gains over Standard, by duplicate coups.

python benchmarks/bench_baccarat_duplicate.py [--coups N] [--players N] [--bots expert easy] [--progress FILE]

Whole games do not separate the players (a bank that passes at its first loss swings far more
than good drawing gains), so, as Vingt-un's benchmark does, the luck of the cards is taken out:
Standard players play a long game; at the start of every coup the game is copied (the same shoe,
the same chance to come) and the coup is played once more for every seat, with the measured
player in that seat and Standard players in the others, and once with Standard players only. A
coup's figure is the measured player's gain in a seat less the Standard player's gain in the same
seat from the same cards, averaged over the seats (each coup counts the player as banker and in
every punter's place); the edge is the mean over the coups with a 95% interval. A seat's gain is
its counters at the end of the coup, those in the bank it holds and its stake still on the table
included. Every bot is seeded afresh for each replay, so the measured player's choices are the
only difference. Progress goes to ``--progress`` every 500 coups.
"""

from __future__ import annotations

import argparse
import math
import statistics
import time
from pathlib import Path

from hoyle_desktop.ai.baccarat_bots import BaccaratBot
from hoyle_desktop.engine import registry
from hoyle_desktop.engine.baccarat.game import BaccaratGame
from hoyle_desktop.profiles import ProfileCatalog


def wealth(game: BaccaratGame, seat: int) -> int:
    """A seat's counters: its net, the bank it holds and its stake on the table."""
    bank = game.ledger.pool("bank") if seat == game.banker else 0
    return game.ledger.net(seat) + bank + game.stakes[seat]


def play_coup(game: BaccaratGame, levels: list[str], seed: int, times: list[float] | None = None,
              timed: int = -1) -> list[int]:  # fmt: skip
    """Play ``game`` to the end of its current coup with fresh bots; every seat's gain."""
    bots = [BaccaratBot(level, seed * 31 + s) for s, level in enumerate(levels)]
    before = [wealth(game, s) for s in range(game.players)]
    coup = game.coup
    while not game.is_over() and game.coup == coup:
        seat = game.seats_to_act()[0]
        view, legal = game.view(seat), game.legal_actions(seat)
        t0 = time.process_time()
        action = bots[seat].choose(view, legal)
        if seat == timed and times is not None:
            times.append(time.process_time() - t0)
        game.apply(seat, action)
    return [wealth(game, s) - b for s, b in enumerate(before)]


def interval(values: list[float]) -> tuple[float, float, float]:
    mean = statistics.fmean(values)
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else float("inf")
    return mean, mean - half, mean + half


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--coups", type=int, default=4000)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--profile", default="baccarat")
    parser.add_argument("--bots", nargs="+", default=["expert", "easy"])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--progress", type=Path)
    args = parser.parse_args()
    rules = {**ProfileCatalog().get(args.profile).rules, "players": args.players}
    rules.update(coups=10**9, purse=10**6)  # one long game: no end, nobody broke
    game = registry.get("baccarat").new_game(rules, args.seed)
    assert isinstance(game, BaccaratGame)
    n = game.players
    diffs: dict[str, list[float]] = {b: [] for b in args.bots}
    times: dict[str, list[float]] = {b: [] for b in args.bots}
    started = time.process_time()
    for k in range(args.coups):
        seed = args.seed * 1_000_003 + k
        for bot in args.bots:
            gains = []
            for seat in range(n):
                copy = game.clone()
                levels = ["standard"] * n
                levels[seat] = bot
                gains.append(play_coup(copy, levels, seed, times[bot], seat)[seat])  # type: ignore[arg-type]
            base = game.clone()
            plain = play_coup(base, ["standard"] * n, seed)  # type: ignore[arg-type]
            diffs[bot].append(sum(g - p for g, p in zip(gains, plain, strict=True)) / n)
        play_coup(game, ["standard"] * n, seed)  # the main line goes on with Standard players
        # What the game remembers of past coups is copied with every clone: forget it (the
        # measure reads only the ledger and the table), so a copy costs the same at every coup.
        game.events.clear()
        game.history.clear()
        game._log.clear()
        if args.progress and (k + 1) % 500 == 0:
            report(args, diffs, times, k + 1, time.process_time() - started, args.progress)
    report(args, diffs, times, args.coups, time.process_time() - started, None)


def report(args, diffs, times, coups: int, cpu: float, path: Path | None) -> None:
    form = "Banque" if args.profile.endswith("banque") else "Chemin de Fer"
    lines = [f"{form}, {args.players} players, profile {args.profile}, seed {args.seed}: "
             f"{coups} coups x {args.players} seats ({cpu:.0f} s CPU)"]  # fmt: skip
    for bot, values in diffs.items():
        mean, lo, hi = interval(values)
        ts = sorted(times[bot]) or [0.0]
        lines.append(
            f"{bot:9s} {mean:+.3f} counters a coup over Standard [{lo:+.3f}, {hi:+.3f}]"
            f"  decisions p50 {1000 * ts[len(ts) // 2]:.2f} ms p99 {1000 * ts[int(len(ts) * 0.99)]:.2f} ms"
            f" max {1000 * ts[-1]:.2f} ms CPU"
        )
    text = "\n".join(lines)
    if path is None:
        print(text)
    else:
        path.write_text(text + "\n")


if __name__ == "__main__":
    main()
