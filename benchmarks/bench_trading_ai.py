"""Commerce and My Bird Sings computer players against each other: pools won per hundred hands and
net counters per hand, with 95% intervals.

python benchmarks/bench_trading_ai.py [--games N] [--forms commerce commerce-old-game ...]

One player of the strength under test sits with ``players - 1`` of the other strength; its seat
moves round the table from game to game (so it deals as often as the others). A hand's pool won
outright counts one, a pool shared among k counts 1/k. The fair share is 100 / players.
"""

from __future__ import annotations

import argparse
import math
import time

from hoyle_desktop.ai.registry import make_bot
from hoyle_desktop.engine import registry
from hoyle_desktop.profiles import ProfileCatalog

PAIRINGS = [("expert", "standard"), ("expert", "greedy"), ("standard", "greedy"), ("standard", "easy")]
FORMS = {
    "commerce": ("commerce", PAIRINGS),
    "commerce-old-game": ("commerce", PAIRINGS),
    "pool-commerce": ("commerce", PAIRINGS),
    "my-bird-sings": ("my_bird_sings", [("expert", "standard"), ("standard", "easy")]),
    "my-bird-sings-whole-pack": ("my_bird_sings", [("expert", "standard"), ("standard", "easy")]),
}


def mean_interval(values: list[float]) -> tuple[float, float]:
    n = len(values)
    mean = sum(values) / n
    var = sum((v - mean) ** 2 for v in values) / max(1, n - 1)
    return mean, 1.96 * math.sqrt(var / n)


def play(key: str, rules: dict, test: str, other: str, games: int, players: int) -> str:
    spec = registry.get(key)
    wins: list[float] = []  # per hand: the share of the pool's hand the tested seat won
    nets: list[float] = []  # per game: the tested seat's net counters a hand
    started = time.monotonic()
    for g in range(games):
        seat_under_test = g % players
        bots = [make_bot(key, test if s == seat_under_test else other, 1000 * g + s) for s in range(players)]
        game = spec.new_game({**rules, "players": players}, seed=g + 1)
        hands = 0
        while not game.is_over():
            seat = game.seats_to_act()[0]
            for e in game.apply(seat, bots[seat].choose(game.view(seat), game.legal_actions(seat))):
                won = _hand_winners(e)
                if won is not None:
                    hands += 1
                    wins.append(1 / len(won) if seat_under_test in won else 0.0)
        result = game.result()
        assert result is not None and sum(result.stakes) == 0
        nets.append(result.stakes[seat_under_test] / max(1, hands))
    w, wi = mean_interval(wins)
    n, ni = mean_interval(nets)
    rate = games / (time.monotonic() - started)
    return (
        f"{test:>8} vs {other:<8} pools won per 100 hands {100 * w:5.1f} ± {100 * wi:4.1f}"
        f" (fair {100 / players:.1f}), net a hand {n:+.3f} ± {ni:.3f}"
        f"  ({len(wins)} hands, {rate:.1f} games/s)"
    )


def _hand_winners(e) -> list[int] | None:
    if e.kind == "show":
        return list(e.data["winners"])
    if e.kind == "sing" and e.seat is not None:
        return [e.seat]
    if e.kind == "tricks":
        return list(e.data["winners"])
    if e.kind == "no_song":
        return []
    return None


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--forms", nargs="*", default=list(FORMS))
    parser.add_argument("--pairs", nargs="*", default=[], help="only these pairings, e.g. expert:greedy")
    args = parser.parse_args()
    catalog = ProfileCatalog()
    for form in args.forms:
        key, pairings = FORMS[form]
        rules = dict(catalog.get(form).rules)
        print(f"{form}: {args.players} players, {args.games} games a pairing")
        for test, other in pairings:
            if args.pairs and f"{test}:{other}" not in args.pairs:
                continue
            print("  " + play(key, rules, test, other, args.games, args.players), flush=True)


if __name__ == "__main__":
    main()
