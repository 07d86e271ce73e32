"""Vingt-un: how many counters a hand each computer player gains over a "stand on 17" player.

python benchmarks/bench_vingt_un_ai.py [--hands N] [--profile ID] [--players N] [--bots expert easy]

Duplicate play, hand by hand: a game is played by Standard players ("stand on 17": lowest stake,
draws below 17 as punter and dealer, doubles on an ace or a ten-card). At the start of every hand
the game is copied (the same stock, the same shuffles to come) and the hand is played twice: once
with the player measured in seat 0, once with the Standard player there, the other seats Standard
both times. The edge is the difference in seat 0's counters over that hand, averaged over the hands,
with a 95% interval; seat 0 deals in turn like everyone else, so both sides of the bank count.
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


def play_hand(game: Game, bots: list[VingtUnBot]) -> int:
    """Play ``game`` to the end of its current hand; seat 0's gain."""
    start, hand = game.ledger.net(0), game.hand_no
    while not game.is_over() and game.hand_no == hand:
        seat = game.seats_to_act()[0]
        game.apply(seat, bots[seat].choose(game.view(seat), game.legal_actions(seat)))
    return game.ledger.net(0) - start


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--hands", type=int, default=600, help="hands compared for each player")
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
        diffs: list[int] = []
        seed = 0
        while len(diffs) < args.hands:
            seed += 1
            trunk = spec.new_game(rules, seed)
            standard = [VingtUnBot("standard", seed + s) for s in range(trunk.players)]
            tested = [VingtUnBot(name, seed), *standard[1:]]
            while not trunk.is_over() and len(diffs) < args.hands:
                mine = play_hand(trunk.clone(), tested)
                base = play_hand(trunk, standard)
                diffs.append(mine - base)
                if len(diffs) % args.every == 0 and len(diffs) < args.hands:
                    print(f"  ... {len(diffs)} hands: {statistics.fmean(diffs):+.3f}", flush=True)
        mean = statistics.fmean(diffs)
        half = 1.96 * statistics.stdev(diffs) / math.sqrt(len(diffs))
        print(
            f"{name:>8} over standard: {mean:+.3f} counters a hand  [{mean - half:+.3f}, {mean + half:+.3f}]"
            f"   ({len(diffs)} hands from {seed} games, {time.monotonic() - start:.0f} s)",
            flush=True,
        )


if __name__ == "__main__":
    main()
