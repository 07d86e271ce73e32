"""Vingt-un: how many counters a hand each computer player gains over a "stand on 17" player.

python benchmarks/bench_vingt_un_ai.py [--games N] [--profile ID] [--players N] [--bots expert easy]

Every game is played twice from the same seed (the same cut, the same shuffles as long as the play
allows): once with the bot under test in seat 0, once with the Standard player ("stand on 17":
lowest stake, draws below 17 as punter and dealer) there, the other seats Standard both times.
The edge is seat 0's net difference per hand, with a 95% interval over the games; seat 0 deals
in turn like everyone else, so the figure covers both sides of the bank.
"""

from __future__ import annotations

import argparse
import math
import statistics
import time

from hoyle_desktop.ai.vingt_un_bots import VingtUnBot
from hoyle_desktop.engine import registry
from hoyle_desktop.profiles import ProfileCatalog


def play(rules: dict, seed: int, first: str) -> tuple[int, int]:
    """Seat 0's net and the hands played."""
    game = registry.get("vingt_un").new_game(rules, seed)
    bots = [VingtUnBot(first, seed)] + [VingtUnBot("standard", seed + s) for s in range(1, game.players)]
    while not game.is_over():
        seat = game.seats_to_act()[0]
        game.apply(seat, bots[seat].choose(game.view(seat), game.legal_actions(seat)))
    result = game.result()
    assert result is not None and sum(result.scores) == 0
    return result.scores[0], game.hand_no


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--profile", default="vingt-un")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--bots", nargs="*", default=["expert", "easy"])
    parser.add_argument("--every", type=int, default=50, help="print the running figure every N games")
    args = parser.parse_args()
    rules = {**ProfileCatalog().get(args.profile).rules, "players": args.players}
    print(
        f"profile {args.profile}, {args.players} players, {rules['hands']} hands a game, {args.games} games"
    )
    for bot in args.bots:
        start = time.monotonic()
        diffs, nets, hands = [], [], 0
        for seed in range(1, args.games + 1):
            net, played = play(rules, seed, bot)
            base, _ = play(rules, seed, "standard")
            diffs.append((net - base) / played)
            nets.append(net / played)
            hands += played
            if seed % args.every == 0 and seed < args.games:
                print(f"  ... {seed} games: {statistics.fmean(diffs):+.3f} a hand", flush=True)
        mean = statistics.fmean(diffs)
        half = 1.96 * statistics.stdev(diffs) / math.sqrt(len(diffs))
        own = statistics.fmean(nets)
        own_half = 1.96 * statistics.stdev(nets) / math.sqrt(len(nets))
        print(
            f"{bot:>8} over standard: {mean:+.3f} counters a hand  [{mean - half:+.3f}, {mean + half:+.3f}]"
            f"   its own net {own:+.3f} [{own - own_half:+.3f}, {own + own_half:+.3f}] a hand"
            f"   ({hands} hands, {time.monotonic() - start:.0f} s)",
            flush=True,
        )


if __name__ == "__main__":
    main()
