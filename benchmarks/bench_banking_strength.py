"""Baccarat and Blind Hookey computer players measured: mean net counters a game with 95%
intervals, and Blind Hookey's bank edge by simulation beside the exact 1/17.

python benchmarks/bench_banking_strength.py [--games N] [--seed S]

Three players, one of each strength (Easy, Standard, Expert), the seats rotated game by game so
that each strength sits in each seat equally often; every game is the built-in profile's.
"""

from __future__ import annotations

import argparse
import math
import random
import time
from collections.abc import Sequence

from hoyle_desktop.ai.registry import make_bot
from hoyle_desktop.engine import registry
from hoyle_desktop.engine.baccarat.solution import expectations, solve
from hoyle_desktop.engine.blind_hookey.edge import dealer_loses_all, method_edges
from hoyle_desktop.profiles import ProfileCatalog

STRENGTHS = ("easy", "standard", "expert")


def interval(xs: Sequence[float]) -> tuple[float, float]:
    n = len(xs)
    mean = sum(xs) / n
    sd = math.sqrt(sum((x - mean) ** 2 for x in xs) / (n - 1)) if n > 1 else 0.0
    return mean, 1.96 * sd / math.sqrt(n)


def drawing_values(packs: int = 6) -> None:
    """Each strength's drawing, valued exactly (the engine's enumeration of every deal): as banker
    against the punter's optimal choice at five, and as punter against a banker who knows his habit
    at five (the banker's best reply to it)."""
    from fractions import Fraction

    from hoyle_desktop.ai.baccarat_bots import tableau_draws
    from hoyle_desktop.engine.baccarat.solution import lines

    sol, lin = solve(packs), lines(packs)
    total = {i: (i[0] + i[1]) % 10 for i in lin.base}
    rules = {
        "easy": {
            i: Fraction(1) if total[i] <= 4 else Fraction(1, 2) if total[i] == 5 else Fraction(0)
            for i in lin.base
        },
        "standard": {i: Fraction(int(tableau_draws(total[i], i[2]))) for i in lin.base},
        "expert": sol.banker,
    }
    fives = {"easy": Fraction(1, 2), "standard": Fraction(1), "expert": sol.punter_five}
    print(f"Drawing, valued exactly with {packs} packs (counters won per 100 staked):")
    for name in STRENGTHS:
        as_banker = lin.banker_value(sol.punter_five, rules[name])
        as_punter = -lin.best_reply_value(fives[name])
        print(
            f"  {name:<9} as banker {100 * float(as_banker):+.4f}   as punter {100 * float(as_punter):+.4f}"
        )


def strength_table(key: str, profile: str, games: int, seed: int, **extra) -> None:
    spec = registry.get(key)
    rules = {**ProfileCatalog().get(profile).rules, "players": 3, **extra}
    nets: dict[str, list[float]] = {s: [] for s in STRENGTHS}
    staked = dealer = 0
    rng = random.Random(seed)
    start = time.perf_counter()
    for g in range(games):
        order = [STRENGTHS[(i + g) % 3] for i in range(3)]
        game = spec.new_game(rules, rng.getrandbits(32))
        bots = [make_bot(key, name, g * 3 + i) for i, name in enumerate(order)]
        while not game.is_over():
            seat = game.seats_to_act()[0]
            for e in game.apply(seat, bots[seat].choose(game.view(seat), game.legal_actions(seat))):
                if e.kind == "pay" and e.reason in ("hookey_won", "hookey_lost"):
                    staked += e.points
                    dealer += e.points if e.reason == "hookey_lost" else -e.points
        result = game.result()
        assert result is not None and sum(result.stakes) == 0
        for seat, name in enumerate(order):
            nets[name].append(result.scores[seat])
    took = time.perf_counter() - start
    print(f"{key} / {profile} {extra or ''}: {games} games, {games / took:.0f} games/s")
    for name in STRENGTHS:
        mean, half = interval(nets[name])
        print(
            f"  {name:<9} mean net a game {mean:+8.2f}  95% interval [{mean - half:+.2f}, {mean + half:+.2f}]"
        )
    if staked:
        share = dealer / staked
        print(
            f"  the dealer's take per counter staked {share:.4f} (exact 1/17 = {1 / 17:.4f}; {staked} staked)"
        )


def edge_by_simulation(method: str, hands: int, seed: int) -> None:
    """The bank's take per counter staked, every punter staking one counter on every packet."""
    spec = registry.get("blind_hookey")
    rng = random.Random(seed)
    staked = dealer = 0
    game = spec.new_game({"players": 5, "method": method, "hands": hands, "purse": 10**6}, seed)
    while not game.is_over():
        seat = game.seats_to_act()[0]
        legal = game.legal_actions(seat)
        action = next((a for a in legal if a.kind == "stake" and a.value == 1), None) or rng.choice(legal)
        for e in game.apply(seat, action):
            if e.kind == "pay" and e.reason in ("hookey_won", "hookey_lost"):
                staked += e.points
                dealer += e.points if e.reason == "hookey_lost" else -e.points
    p = dealer / staked
    half = 1.96 * math.sqrt((1 - p * p) / staked)  # each unit staked wins or loses one
    print(
        f"blind hookey {method} method: dealer's take {p:.4f} ± {half:.4f} a counter, {staked} counters;"
        f" exact {float(method_edges()[method]):.4f}"
    )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=600)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    sol = solve(6)
    exp = expectations(6)
    print(
        f"Chemin de Fer, six packs: the punter draws at five with p = {sol.punter_five}"
        f" = {float(sol.punter_five):.6f}"
    )
    print(
        f"  banker's expectation {exp['banker']} = {float(exp['banker']):+.8f} a unit staked;"
        f" punter's {float(exp['punter']):+.8f}"
    )
    print(
        f"  banker wins {float(exp['banker_wins']):.6f}, punter wins {float(exp['punter_wins']):.6f},"
        f" tie {float(exp['tie']):.6f}; banker mixes at {sol.mixed} drawing with p = "
        f"{float(sol.banker[sol.mixed[0]]):.6f}"
    )
    print(
        f"Blind Hookey: exact edge {method_edges()}; the dealer loses all round to k punters:"
        f" {[round(float(dealer_loses_all(k)), 4) for k in range(1, 8)]}"
    )
    drawing_values(6)
    strength_table("baccarat", "baccarat", args.games, args.seed)
    strength_table("baccarat", "baccarat-banque", args.games, args.seed)
    strength_table("blind_hookey", "blind-hookey", args.games, args.seed)
    strength_table("blind_hookey", "blind-hookey-three-packets", args.games, args.seed)
    for method in ("first", "second"):
        edge_by_simulation(method, 20_000, args.seed)


if __name__ == "__main__":
    main()
