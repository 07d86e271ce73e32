"""Build the two-handed cribbage win-chance table: ``resources/ai/cribbage_win_table.json``.

    nice -n 10 .venv/bin/python benchmarks/build_cribbage_win_table.py --deals 3000 --jobs 2

1. Deals: today's Expert (the frozen copy in benchmarks/frozen/) against itself, the first deal of
   seeded six-card games; for each deal, the points the dealer and the pone pegged (his heels
   counts with the dealer's pegging), the pone's hand, and the dealer's hand and crib.
2. A dynamic programme over the scores: ``pone_wins[p][d]``, the chance that the pone wins the
   game from scores ``p`` (pone) and ``d`` (dealer) at the start of a deal, both playing on as the
   Expert does. A deal is the pegging (a pair of points drawn from the deals, jointly), then the
   pone's show, then the dealer's hand and crib (each drawn from the deals on its own). A side that
   reaches the target at any stage wins; when both would go out in the play (which the totals do
   not order) each is given half. Otherwise the next deal starts with the other dealing.

The tables are stored to four places (ten-thousandths), rows by the pone's score; with them the
distributions of the deal's parts, which the Expert uses to value a lay-out near the end
(:mod:`hoyle_desktop.ai.cribbage.board`).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections import Counter
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.frozen.cribbage_expert_2026_11_27 import FrozenExpert  # noqa: E402
from hoyle_desktop.ai.base import InfoSet, decide  # noqa: E402
from hoyle_desktop.engine import registry  # noqa: E402

OUT = ROOT / "resources" / "ai" / "cribbage_win_table.json"
TARGET = 121


def one_deal(seed: int) -> tuple[int, int, int, int]:
    """``(dealer's pegging, pone's pegging, pone's hand, dealer's hand and crib)`` of one deal."""
    spec = registry.get("cribbage")
    game = spec.new_game({"players": 2}, seed)
    bots = [FrozenExpert(seed + s) for s in range(2)]
    while game.deal_number == 1 and not game.is_over():
        seat = game.seats_to_act()[0]
        game.apply(seat, decide(bots[seat], InfoSet(game, seat, copy=False)))
    dealer = game.dealer if game.deal_number == 1 else 1 - game.dealer
    d, p = game.tally[dealer], game.tally[1 - dealer]
    return d["pegging"] + d["heels"], p["pegging"], p["hand"], d["hand"] + d["crib"]


def simulate(deals: int, seed: int, jobs: int) -> list[tuple[int, int, int, int]]:
    master = random.Random(seed)
    seeds = [master.getrandbits(32) for _ in range(deals)]
    with ProcessPoolExecutor(jobs) as pool:
        return list(pool.map(one_deal, seeds, chunksize=20))


def distributions(samples: Sequence[tuple[int, int, int, int]]) -> dict[str, list[list[float]]]:
    """The deals as distributions: the pegging jointly ``[dealer, pone, chance]``, the pone's show
    and the dealer's hand and crib ``[points, chance]``."""
    n = len(samples)
    pegs = sorted([*k, c / n] for k, c in Counter((s[0], s[1]) for s in samples).items())
    pone_show = sorted([k, c / n] for k, c in Counter(s[2] for s in samples).items())
    dealer_show = sorted([k, c / n] for k, c in Counter(s[3] for s in samples).items())
    return {"pegging": pegs, "pone_show": pone_show, "dealer_show": dealer_show}  # type: ignore[dict-item]


def solve(
    samples: Sequence[tuple[int, int, int, int]], target: int = TARGET
) -> tuple[list[list[float]], list[list[float]]]:
    """``w[p][d]``: the pone's chance of winning from pone ``p``, dealer ``d`` (both below target)
    at the start of a deal; and ``before_dealer[x][y]``, the pone's chance once the pegging and the
    pone's show have left pone ``x`` and dealer ``y`` (the dealer's hand and crib still to count)."""
    dist = distributions(samples)
    pegs = [((int(d), int(p)), q) for d, p, q in dist["pegging"]]
    pone_show = [(int(k), q) for k, q in dist["pone_show"]]
    dealer_show = [(int(k), q) for k, q in dist["dealer_show"]]
    T = target
    w = [[0.0] * T for _ in range(T)]  # w[p][d]
    # after_pone[x][y]: the pone's chance once the pegging left pone x, dealer y; after_dealer[x][y]:
    # once the pone has shown too (x below target): then the dealer shows; else the next deal.
    after_dealer = [[0.0] * T for _ in range(T)]
    after_pone = [[0.0] * T for _ in range(T)]
    for total in range(2 * T - 2, -1, -1):
        cells = [(p, total - p) for p in range(max(0, total - T + 1), min(T - 1, total) + 1)]
        for p, d in cells:  # needs only states of a greater total (every deal pegs a point)
            v = 0.0
            for (dp, pp), q in pegs:
                x, y = p + pp, d + dp
                if x >= T and y >= T:
                    v += q * 0.5
                elif x >= T:
                    v += q
                elif y < T:
                    v += q * after_pone[x][y]
            w[p][d] = v
        for x, y in cells:  # the dealer's show, then the next deal (the old pone deals)
            v = 0.0
            for s, q in dealer_show:
                if y + s < T:
                    v += q * (1.0 - w[y + s][x])  # next deal: old dealer is pone
            after_dealer[x][y] = v
        for x, y in cells:
            v = 0.0
            for s, q in pone_show:
                v += q * (1.0 if x + s >= T else after_dealer[x + s][y])
            after_pone[x][y] = v
    return w, after_dealer


def deals_from_args(
    argv: Sequence[str] | None,
    about: str,
    deals: int,
    jobs: int,
    out: Path,
    run: Callable[[int, int, int], list],
) -> tuple[argparse.Namespace, list[tuple], float]:
    """The builders' command line (shared with ``build_cribbage_win_table3.py``): the arguments,
    the deals (read from ``--samples`` if it exists, else simulated by ``run(deals, seed, jobs)``
    and written there) and the start time."""
    parser = argparse.ArgumentParser(description=about.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=deals)
    parser.add_argument("--seed", type=int, default=26)
    parser.add_argument("--jobs", type=int, default=jobs)
    parser.add_argument("--samples", type=Path, help="read (or, if missing, write) the deals here")
    parser.add_argument("--out", type=Path, default=out)
    args = parser.parse_args(argv)
    start = time.perf_counter()
    if args.samples and args.samples.exists():
        samples = [tuple(s) for s in json.loads(args.samples.read_text())]
    else:
        samples = [tuple(s) for s in run(args.deals, args.seed, args.jobs)]
        if args.samples:
            args.samples.write_text(json.dumps(samples))
    return args, samples, start


def main(argv: Sequence[str] | None = None) -> int:
    args, samples, start = deals_from_args(argv, __doc__, 3000, 2, OUT, simulate)
    w, before_dealer = solve(samples)  # type: ignore[arg-type]
    means = [sum(s[i] for s in samples) / len(samples) for i in range(4)]
    names = ("dealer_pegging", "pone_pegging", "pone_hand", "dealer_hand_crib")
    doc = {
        "about": "P(pone wins) by pone's score (row) and dealer's score (column) at the start of a "
        "two-handed deal to 121; built by benchmarks/build_cribbage_win_table.py",
        "target": TARGET,
        "deals": len(samples),
        "seed": args.seed,
        "means": {k: round(m, 3) for k, m in zip(names, means, strict=True)},
        "pone_wins": [[round(v * 10000) for v in row] for row in w],
        "before_dealer_show": [[round(v * 10000) for v in row] for row in before_dealer],
        **{k: [[*x[:-1], round(x[-1], 5)] for x in v] for k, v in distributions(samples).items()},  # type: ignore[arg-type]
    }
    args.out.write_text(json.dumps(doc, separators=(",", ":")) + "\n")
    print(f"{len(samples)} deals, means {[round(m, 2) for m in means]}, P(pone wins from 0-0) "
          f"{w[0][0]:.4f}, {time.perf_counter() - start:.0f} s, {args.out.stat().st_size} bytes")  # fmt: skip
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
