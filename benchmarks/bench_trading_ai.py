"""Commerce and My Bird Sings computer players against each other: pools won per hundred hands and
net counters per hand, with 95% intervals.

python benchmarks/bench_trading_ai.py [--games N] [--forms commerce commerce-old-game ...] [--duplicate]

One player of the strength under test sits with ``players - 1`` of the other strength; its seat
moves round the table from game to game (so it deals as often as the others). A hand's pool won
outright counts one, a pool shared among k counts 1/k. The fair share is 100 / players.

``--duplicate``: every deal (seed) is played ``players`` times, the tested player in each seat in
turn, and the unit measured is its average over those plays: the luck of the cards then cancels
(equal players would score exactly the fair share on every deal), so the interval is much narrower
for the same CPU. ``--games`` then counts deals; the figures also give the tested player's CPU time
per decision (p50, p99, max).
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


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else 0.0


def play_duplicate(
    key: str, rules: dict, test: str, other: str, deals: int, players: int, progress=None
) -> str:
    """Each deal played ``players`` times with the tested player in every seat; one unit a deal."""
    spec = registry.get(key)
    units: list[float] = []  # per deal: the tested player's share of the hands won, over its seats
    nets: list[float] = []  # per deal: its net counters a hand, over its seats
    cpu: list[float] = []
    hands_total = 0
    started = time.monotonic()
    for g in range(deals):
        won_sum, hands_sum, net_sum = 0.0, 0, 0.0
        for seat_under_test in range(players):
            strengths = [test if s == seat_under_test else other for s in range(players)]
            bots = [make_bot(key, strengths[s], 1000 * g + s) for s in range(players)]
            game = spec.new_game({**rules, "players": players}, seed=g + 1)
            hands, won = 0, 0.0
            while not game.is_over():
                seat = game.seats_to_act()[0]
                view, legal = game.view(seat), game.legal_actions(seat)
                t0 = time.process_time()
                action = bots[seat].choose(view, legal)
                if seat == seat_under_test and len(legal) > 1:
                    cpu.append(time.process_time() - t0)
                for e in game.apply(seat, action):
                    winners = _hand_winners(e)
                    if winners is not None:
                        hands += 1
                        won += 1 / len(winners) if seat_under_test in winners else 0.0
            result = game.result()
            assert result is not None and sum(result.stakes) == 0
            won_sum, hands_sum = won_sum + won, hands_sum + hands
            net_sum += result.stakes[seat_under_test] / max(1, hands)
        hands_total += hands_sum
        units.append(won_sum / max(1, hands_sum))
        nets.append(net_sum / players)
        if progress is not None and len(units) >= 2 and len(units) % 10 == 0:
            w, wi = mean_interval(units)
            print(f"    {len(units)} deals: {100 * w:5.2f} ± {100 * wi:4.2f}", file=progress, flush=True)
    w, wi = mean_interval(units)
    n, ni = mean_interval(nets)
    rate = deals * players / (time.monotonic() - started)
    ms = [1000 * t for t in cpu]
    return (
        f"{test:>8} vs {other:<8} pools won per 100 hands {100 * w:5.2f} ± {100 * wi:4.2f}"
        f" (fair {100 / players:.1f}), net a hand {n:+.3f} ± {ni:.3f}"
        f"  ({deals} deals x {players} seats, {hands_total} hands, {rate:.1f} games/s;"
        f" CPU a decision p50 {_percentile(ms, 0.5):.2f} ms, p99 {_percentile(ms, 0.99):.2f} ms,"
        f" max {max(ms, default=0):.1f} ms)"
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
    parser.add_argument("--duplicate", action="store_true", help="each deal in every seat")
    parser.add_argument("--progress", default="", help="running figures (--duplicate)")
    args = parser.parse_args()
    catalog = ProfileCatalog()
    for form in args.forms:
        key, pairings = FORMS[form]
        rules = dict(catalog.get(form).rules)
        print(f"{form}: {args.players} players, {args.games} games a pairing")
        for test, other in pairings:
            if args.pairs and f"{test}:{other}" not in args.pairs:
                continue
            if args.duplicate:
                with open(args.progress or "/dev/null", "a") as progress:
                    line = play_duplicate(key, rules, test, other, args.games, args.players, progress)
            else:
                line = play(key, rules, test, other, args.games, args.players)
            print("  " + line, flush=True)


if __name__ == "__main__":
    main()
