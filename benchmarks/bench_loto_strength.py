"""How much the Loto computer players' strength is worth, with 95% intervals.

python benchmarks/bench_loto_strength.py [--games N]

First method: the race is decided by reaction time, which the engine does not know, so this script
plays it as the table does: after each call every seat answers after its own reaction time (the
profile's mean for its strength, give or take forty per cent) and the answers are applied in the
order they would arrive. Easy, standard and expert sit at one table of three, their seats rotated
game by game; the figures are each strength's share of the prizes' value and its mean net counters.

Second method: the arena plays easy, standard and expert against each other (seats swapped), with
exchanges before every drawing: which cards are held changes no expectation, but how many does
(taking a card buys a share of the pool and the table; throwing one up forfeits it).

Head to head (``--pair expert,standard``): two players at a table, each deal played twice with the
seats swapped (same seed), so the luck of the cards and the draw falls on both; the figure is the
first player's mean net counters a game over the second's, with a 95% interval over the paired
deals, its share of the games won outright, and its CPU time per decision. ``--progress FILE``
writes the running figures every hundred deals, so a run cut short still gives a figure.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import time

from hoyle_desktop.ai.arena import play_game
from hoyle_desktop.ai.loto_bots import STRENGTHS, LotoBot
from hoyle_desktop.engine import registry
from hoyle_desktop.engine.game import Game

FOLLOW_UP_MS = 250


def race(game: Game, bots: list[LotoBot]) -> Game:
    """Play a first-method game, applying answers in the order the players' reactions deliver them."""
    clock = 0.0
    due: dict[int, float] = {}
    seen_call = -1
    while not game.is_over():
        calls = len(game.called)
        if calls != seen_call:
            seen_call, due = calls, {}
        for seat in game.seats_to_act():
            if seat not in due:
                view = game.view(seat)
                due[seat] = clock + bots[seat].reaction_ms(view)
        seat = min(game.seats_to_act(), key=lambda s: due[s])
        clock = due.pop(seat)
        action = bots[seat].choose(game.view(seat), game.legal_actions(seat))
        game.apply(seat, action)
        if len(game.called) == seen_call and seat in game.seats_to_act():
            due[seat] = clock + FOLLOW_UP_MS
    return game


def mean_ci(values: list[int]) -> tuple[float, float]:
    mean = statistics.fmean(values)
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else 0.0
    return mean, half


def first_method(games: int) -> None:
    spec = registry.get("loto")
    nets: dict[str, list[int]] = {s: [] for s in STRENGTHS}
    cards: dict[str, int] = dict.fromkeys(STRENGTHS, 0)
    master = random.Random(1)
    for g in range(games):
        order = [STRENGTHS[(i + g) % 3] for i in range(3)]
        bots = [LotoBot(name, master.getrandbits(32)) for name in order]
        game = race(spec.new_game({"players": 3, "rounds": 3}, master.getrandbits(32)), bots)
        result = game.result()
        for seat, name in enumerate(order):
            nets[name].append(result.scores[seat])
            cards[name] += result.details["points"][seat].get("prize_card", 0)
    total = sum(cards.values()) or 1
    print(f"First method, {games} games of three rounds, easy v standard v expert (stake 12 a card):")
    for name in STRENGTHS:
        mean, half = mean_ci(nets[name])
        share = cards[name] / total
        print(f"  {name:<9} mean net {mean:+6.2f} ± {half:.2f}   share of the card prizes {share:5.1%}")


def second_method(games: int) -> None:
    spec = registry.get("loto")
    rules = {"players": 3, "method": "second", "cards": 2, "stake": 24, "purse": 600, "drawings": 12,
             "exchanges": "every_drawing"}  # fmt: skip
    nets: dict[str, list[int]] = {s: [] for s in STRENGTHS}
    taken: dict[str, int] = dict.fromkeys(STRENGTHS, 0)
    totals: set[int] = set()
    master = random.Random(2)
    for g in range(games):
        order = [STRENGTHS[(i + g) % 3] for i in range(3)]
        bots = [LotoBot(name, master.getrandbits(32)) for name in order]
        game = play_game(spec.new_game(rules, master.getrandbits(32)), bots)
        result = game.result()
        totals.add(sum(result.scores))
        for seat, name in enumerate(order):
            nets[name].append(result.scores[seat])
        for e in game.events:
            if e.kind == "take_card" and e.seat is not None:
                taken[order[e.seat]] += 1
    print(f"Second method, {games} games of twelve drawings, two cards each, exchanges before each drawing:")
    for name in STRENGTHS:
        mean, half = mean_ci(nets[name])
        each = taken[name] / games
        print(f"  {name:<9} mean net {mean:+7.2f} ± {half:.2f}   cards taken in: {each:.2f} a game")
    print(f"  nets sum to {sorted(totals)} (counters conserved)")


SECOND_PAIR_RULES = {"players": 2, "method": "second", "cards": 2, "stake": 24, "purse": 600,
                     "drawings": 12, "exchanges": "every_drawing"}  # fmt: skip
FIRST_PAIR_RULES = {"players": 2, "rounds": 3}


def timed_race(game: Game, bots: list[LotoBot], cpu: list[float]) -> Game:
    """``race`` with the CPU time of every decision noted."""
    original = [b.choose for b in bots]
    for bot, choose in zip(bots, original, strict=True):

        def timed(view, legal, choose=choose):
            start = time.thread_time()
            action = choose(view, legal)
            cpu.append((time.thread_time() - start) * 1000)
            return action

        bot.choose = timed  # type: ignore[method-assign]
    return race(game, bots)


def head_to_head(method: str, pair: list[str], deals: int, progress: str | None, exchanges: str) -> None:
    spec = registry.get("loto")
    rules = {**SECOND_PAIR_RULES, "exchanges": exchanges} if method == "second" else FIRST_PAIR_RULES
    diffs: list[float] = []
    wins = [0, 0]
    cpu: list[float] = []
    master = random.Random(3 if method == "second" else 4)

    extra = f" (exchanges: {exchanges})" if method == "second" else ""

    def report(out=print) -> None:
        mean, half = mean_ci(diffs)
        games = 2 * len(diffs)
        cpu_sorted = sorted(cpu) or [0.0]
        p = lambda q: cpu_sorted[min(len(cpu_sorted) - 1, int(q * len(cpu_sorted)))]  # noqa: E731
        low, high = (mean - half) / 2, (mean + half) / 2
        out(f"{method} method{extra}, {pair[0]} v {pair[1]}: {games} games "
            f"({len(diffs)} deals, seats swapped); "
            f"{pair[0]} nets {mean / 2:+.2f} a game more than {pair[1]} (95% interval {low:+.2f} "
            f"to {high:+.2f}); wins {wins[0]} v {wins[1]} (rest tied); CPU a decision "
            f"p50 {p(0.5):.3f} ms, p99 {p(0.99):.3f} ms, max {cpu_sorted[-1]:.3f} ms")  # fmt: skip

    for d in range(deals):
        seed = master.getrandbits(32)
        total = 0.0
        for swap in (False, True):
            names = pair[::-1] if swap else pair
            bots = [LotoBot(name, seed + i) for i, name in enumerate(names)]
            game = spec.new_game(rules, seed)
            if method == "second":
                cpu_times: list[list[float]] = [[], []]
                play_game(game, bots, cpu_times=cpu_times)
                cpu.extend(cpu_times[0] + cpu_times[1])
            else:
                timed_race(game, bots, cpu)
            nets = game.result().scores
            first = 1 if swap else 0
            assert sum(nets) == 0, "counters not conserved"
            total += nets[first] - nets[1 - first]
            if nets[first] != nets[1 - first]:
                wins[0 if nets[first] > nets[1 - first] else 1] += 1
        diffs.append(total)
        if progress and (d + 1) % 100 == 0:
            with open(progress, "a", encoding="utf-8") as f:
                report(lambda line: f.write(line + "\n"))
    report()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=600)
    parser.add_argument("--method", choices=("both", "first", "second"), default="both")
    parser.add_argument("--pair", help="head to head, e.g. expert,standard (with --method first or second)")
    parser.add_argument("--progress", help="append the running figures here every hundred deals")
    parser.add_argument("--exchanges", default="every_drawing", help="head to head at the second method")
    args = parser.parse_args()
    if args.pair:
        methods = ("first", "second") if args.method == "both" else (args.method,)
        for method in methods:
            head_to_head(method, args.pair.split(","), args.games // 2, args.progress, args.exchanges)
        return
    if args.method in ("both", "first"):
        first_method(args.games)
    if args.method in ("both", "second"):
        second_method(args.games)


if __name__ == "__main__":
    main()
