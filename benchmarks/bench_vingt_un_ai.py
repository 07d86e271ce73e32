"""Vingt-un: how many counters a hand each computer player gains over a "stand on 17" player.

python benchmarks/bench_vingt_un_ai.py [--hands N] [--profile ID] [--players N] [--bots expert easy]

Duplicate play, hand by hand: a game is played by Standard players ("stand on 17": lowest stake,
draws below 17 as punter and dealer, doubles on an ace or a ten-card). At the start of every hand
the game is copied (the same stock, the same shuffles to come) and the hand is played once more
for every seat, with the player measured in that seat and Standard players in the others. A hand's
figure is the measured player's gain in its seat less the Standard player's gain in the same seat
from the same cards, averaged over the seats (so every hand counts the measured player once as
dealer and in every punter's place: the luck of the seat and of the cards cancels); the edge is
the mean over the hands with a 95% interval. The measured player's decision times are printed too
(median and 99th percentile).
"""

from __future__ import annotations

import argparse
import math
import statistics
import time

from hoyle_desktop.ai.vingt_un_bots import VingtUnBot
from hoyle_desktop.engine import registry
from hoyle_desktop.engine.game import Game
from hoyle_desktop.profiles import ProfileCatalog


def play_hand(
    game: Game, bots: list[VingtUnBot], seat_of: int = -1, times: list[float] | None = None
) -> list[int]:
    """Play ``game`` to the end of its current hand; every seat's gain. Decisions of ``seat_of``
    are timed into ``times``."""
    start, hand = [game.ledger.net(s) for s in range(game.players)], game.hand_no
    while not game.is_over() and game.hand_no == hand:
        seat = game.seats_to_act()[0]
        view, legal = game.view(seat), game.legal_actions(seat)
        t0 = time.perf_counter()
        action = bots[seat].choose(view, legal)
        if seat == seat_of and times is not None:
            times.append(time.perf_counter() - t0)
        game.apply(seat, action)
    return [game.ledger.net(s) - start[s] for s in range(game.players)]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--hands", type=int, default=300, help="hands compared for each player")
    parser.add_argument("--profile", default="vingt-un")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--bots", nargs="*", default=["expert", "easy"])
    parser.add_argument("--every", type=int, default=100, help="print the running figure every N hands")
    args = parser.parse_args()
    rules = {**ProfileCatalog().get(args.profile).rules, "players": args.players}
    print(f"profile {args.profile}, {args.players} players, {rules['hands']} hands a game, duplicate hands")
    spec = registry.get("vingt_un")
    for name in args.bots:
        start = time.monotonic()
        diffs: list[float] = []
        times: list[float] = []
        seed = 0
        while len(diffs) < args.hands:
            seed += 1
            trunk = spec.new_game(rules, seed)
            standard = [VingtUnBot("standard", seed + s) for s in range(trunk.players)]
            while not trunk.is_over() and len(diffs) < args.hands:
                mine = []
                for seat in range(trunk.players):
                    tested = [*standard[:seat], VingtUnBot(name, seed * 10 + seat), *standard[seat + 1 :]]
                    mine.append(play_hand(trunk.clone(), tested, seat, times)[seat])
                base = play_hand(trunk, standard)
                diffs.append(statistics.fmean(m - b for m, b in zip(mine, base, strict=True)))
                if len(diffs) % args.every == 0 and len(diffs) < args.hands:
                    print(f"  ... {len(diffs)} hands: {statistics.fmean(diffs):+.3f}", flush=True)
        mean = statistics.fmean(diffs)
        half = 1.96 * statistics.stdev(diffs) / math.sqrt(len(diffs))
        times.sort()
        p50, p99 = times[len(times) // 2], times[min(len(times) - 1, int(len(times) * 0.99))]
        print(
            f"{name:>8} over standard: {mean:+.3f} counters a hand  [{mean - half:+.3f}, {mean + half:+.3f}]"
            f"   ({len(diffs)} hands x {trunk.players} seats, {seed} games, {time.monotonic() - start:.0f} s;"
            f" decisions p50 {p50 * 1000:.1f} ms, p99 {p99 * 1000:.0f} ms, max {times[-1] * 1000:.0f} ms)",
            flush=True,
        )


if __name__ == "__main__":
    main()
