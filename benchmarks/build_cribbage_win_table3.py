"""Build the three-handed cribbage win-chance table: ``resources/ai/cribbage_win_table3.json``.

    nice -n 10 .venv/bin/python benchmarks/build_cribbage_win_table3.py --deals 8000 --jobs 1

1. Deals: today's Expert (the frozen copy in benchmarks/frozen/) in all three seats, the first deal
   of seeded games of the ``three-handed`` profile (five cards, one laid out each, 61 up); for each
   deal, by seat position (the dealer's left, who plays and shows first; the next; the dealer): the
   points each pegged (his heels with the dealer's), each one's show (the dealer's with his crib),
   and the crib table's mean for each non-dealer's discard.
2. A dynamic programme over the three scores, in the order of counting: the pegging (a triple of
   points drawn from the deals, jointly), the first non-dealer's show, the second's, then the
   dealer's hand and crib (each show drawn from the deals on its own). Whoever reaches the target
   first wins; players who would go out in the same play (which totals cannot order) share it.
   Otherwise the next deal starts with the deal passed to the left (the first non-dealer deals).

What the Expert needs at the lay-out is its own chance once the pegging is over and its own show
is known (:mod:`hoyle_desktop.ai.cribbage.board3`), so three tables are stored, one per seat
position, each that seat's chance by the three scores (first non-dealer, second, dealer) with its
own show already added: ``first``, after the pegging and the first's show; ``second``, after the
pegging with the second's show added (the first's still to come); ``dealer``, after the pegging with
the dealer's hand and crib added (both non-dealers' shows to come). Each is 61³ chances in
ten-thousandths, stored as second differences (two bytes each), zlib-compressed and
base64-encoded, with the pegging's joint
distribution and the mean crib each non-dealer gives.
"""

from __future__ import annotations

import base64
import itertools
import json
import random
import sys
import time
import zlib
from array import array
from collections import Counter
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.build_cribbage_win_table import deals_from_args  # noqa: E402
from benchmarks.frozen.cribbage_expert_2026_11_27 import FrozenExpert  # noqa: E402
from hoyle_desktop.ai.base import InfoSet, decide  # noqa: E402
from hoyle_desktop.ai.cribbage.crib_table import crib_mean  # noqa: E402
from hoyle_desktop.cli.common import load_rules  # noqa: E402
from hoyle_desktop.engine import registry  # noqa: E402

OUT = ROOT / "resources" / "ai" / "cribbage_win_table3.json"
PROFILE = "three-handed"
Sample = tuple[int, int, int, int, int, int, float, float]


def one_deal(seed: int) -> Sample:
    """``(pegging of the first, second, dealer; shows of the first, second, dealer (with crib);
    crib means of the first's and the second's discards)`` of one deal."""
    spec = registry.get("cribbage")
    game = spec.new_game(load_rules(spec, PROFILE, None), seed)
    bots = [FrozenExpert(seed + s) for s in range(3)]
    means: dict[int, float] = {}
    while game.deal_number == 1 and not game.is_over():
        seat = game.seats_to_act()[0]
        was_laying = game.phase == "lay_out"
        game.apply(seat, decide(bots[seat], InfoSet(game, seat, copy=False)))
        if was_laying and game.laid_out[seat] and seat not in means:
            means[seat] = crib_mean("3p", "pone", game.laid_out[seat])
    dealer = game.dealer if game.deal_number == 1 else (game.dealer - 1) % 3
    seats = [(dealer + 1) % 3, (dealer + 2) % 3, dealer]
    t = [game.tally[s] for s in seats]
    return (
        t[0]["pegging"], t[1]["pegging"], t[2]["pegging"] + t[2]["heels"],
        t[0]["hand"], t[1]["hand"], t[2]["hand"] + t[2]["crib"],
        means.get(seats[0], 0.0), means.get(seats[1], 0.0),
    )  # fmt: skip


def simulate(deals: int, seed: int, jobs: int) -> list[Sample]:
    master = random.Random(seed)
    seeds = [master.getrandbits(32) for _ in range(deals)]
    with ProcessPoolExecutor(jobs) as pool:
        return list(pool.map(one_deal, seeds, chunksize=20))


def distributions(samples: Sequence[Sample]) -> dict[str, list[list[float]]]:
    """The deals as distributions: the pegging jointly ``[first, second, dealer, chance]``, each
    show ``[points, chance]``."""
    n = len(samples)

    def dist(keys: list) -> list[list[float]]:
        return sorted([*(k if isinstance(k, tuple) else (k,)), c / n] for k, c in Counter(keys).items())

    return {
        "pegging": dist([tuple(s[:3]) for s in samples]),
        "first_show": dist([s[3] for s in samples]),
        "second_show": dist([s[4] for s in samples]),
        "dealer_show": dist([s[5] for s in samples]),
    }


def _split(coords: Sequence[int], target: int) -> tuple[float, float, float]:
    """Who wins at a cell some of whose scores reached the target: those that did, in equal shares."""
    out = [c >= target for c in coords]
    k = sum(out)
    return (out[0] / k, out[1] / k, out[2] / k) if k else (0.0, 0.0, 0.0)


def solve(samples: Sequence[Sample], target: int) -> dict[str, array]:
    """The dynamic programme. Every stage's chances are kept on a grid extended past the target by
    the largest single gain, whose extra cells hold the winner(s) (:func:`_split`), so each stage
    is a plain weighted sum over offsets. States are solved by the total of the three scores,
    highest first: a deal always pegs a point (the last card), and shows only add."""
    dist = distributions(samples)
    T = target
    most = max(max(s[:6]) for s in samples)
    E = T + most + 1
    E2 = E * E
    size = E * E2
    template = [array("d", bytes(8 * size)) for _ in range(3)]
    for x in range(E):
        for y in range(E):
            for z in range(T, E) if x < T and y < T else range(E):
                w = _split((x, y, z), T)
                i = x * E2 + y * E + z
                for r in range(3):
                    template[r][i] = w[r]

    def grid() -> list[array]:
        return [array("d", t) for t in template]

    W, P, A1, A2 = grid(), grid(), grid(), grid()  # start; after pegging; after the 1st; the 2nd
    peg = [(a * E2 + b * E + c, q) for a, b, c, q in dist["pegging"]]
    peg_off, peg_q = [o for o, _ in peg], [q for _, q in peg]
    s1_off = [int(s) * E2 for s, _ in dist["first_show"]]
    s1_q = [q for _, q in dist["first_show"]]
    s2_off = [int(s) * E for s, _ in dist["second_show"]]
    s2_q = [q for _, q in dist["second_show"]]
    sd_off = [int(s) * E for s, _ in dist["dealer_show"]]  # on the next deal's grid: (y, z + t, x)
    sd_q = [q for _, q in dist["dealer_show"]]
    if min(a + b + c for a, b, c, _ in dist["pegging"]) < 1:
        raise ValueError("a deal with no pegging: the order by totals needs one point")

    def conv(src: array, at: int, offs: list[int], qs: list[float]) -> float:
        return sum(map(float.__mul__, qs, map(src.__getitem__, map(at.__add__, offs))))

    for total in range(3 * T - 3, -1, -1):
        cells = [
            (x, y, total - x - y)
            for x in range(max(0, total - 2 * T + 2), min(T - 1, total) + 1)
            for y in range(max(0, total - x - T + 1), min(T - 1, total - x) + 1)
        ]
        for x, y, z in cells:  # the start of a deal: the pegging
            i = x * E2 + y * E + z
            for r in range(3):
                W[r][i] = conv(P[r], i, peg_off, peg_q)
        for x, y, z in cells:  # the dealer's show, then the next deal (first non-dealer = old second)
            i = x * E2 + y * E + z
            j = y * E2 + z * E + x  # the next deal's roles: (old second, old dealer, old first)
            A2[0][i] = conv(W[2], j, sd_off, sd_q)
            A2[1][i] = conv(W[0], j, sd_off, sd_q)
            A2[2][i] = conv(W[1], j, sd_off, sd_q)
        for x, y, z in cells:
            i = x * E2 + y * E + z
            for r in range(3):
                A1[r][i] = conv(A2[r], i, s2_off, s2_q)
        for x, y, z in cells:
            i = x * E2 + y * E + z
            for r in range(3):
                P[r][i] = conv(A1[r], i, s1_off, s1_q)
    # what the lay-out reads: each seat's chance with its own show added (see the module's doc)
    first, second, dealer = (array("d", bytes(8 * T**3)) for _ in range(3))
    shows1 = [(int(s), q) for s, q in dist["first_show"]]
    shows2 = [(int(s), q) for s, q in dist["second_show"]]
    both = [(b * E2 + a, p * q) for a, p in shows1 for b, q in shows2]  # on the next deal's grid
    both_off, both_q = [o for o, _ in both], [q for _, q in both]
    k = 0
    for x in range(T):
        for y in range(T):
            for z in range(T):
                i = x * E2 + y * E + z
                first[k] = A1[0][i]
                second[k] = conv(A2[1], i, s1_off, s1_q)
                # the dealer, once both non-dealers have shown, is the next deal's second
                dealer[k] = conv(W[1], y * E2 + z * E + x, both_off, both_q)
                k += 1
    return {
        "first": first, "second": second, "dealer": dealer,
        "start_first": _valid(W[0], T, E), "start_second": _valid(W[1], T, E),
        "start_dealer": _valid(W[2], T, E),
    }  # fmt: skip


def _valid(grid: array, T: int, E: int) -> array:
    """A grid's chances on the cells below the target."""
    out = array("d")
    for x in range(T):
        for y in range(T):
            base = (x * E + y) * E
            out.extend(grid[base : base + T])
    return out


def _encode(values: array, T: int, order: str) -> str:
    """Ten-thousandths, reordered so that ``order`` (the axes of the stored index, slowest first, of
    x = first, y = second, z = dealer) holds, as second differences (two-byte signed integers: the
    chances change smoothly, so these are small and compress well), zlib, base64."""
    out = [0] * T**3
    k = 0
    for x in range(T):
        for y in range(T):
            for z in range(T):
                at = {"x": x, "y": y, "z": z}
                a, b, c = (at[n] for n in order)
                out[(a * T + b) * T + c] = round(values[k] * 10000)
                k += 1
    first = [out[0]] + [b - a for a, b in itertools.pairwise(out)]
    second = array("h", [first[0]] + [b - a for a, b in itertools.pairwise(first)])
    return base64.b64encode(zlib.compress(second.tobytes(), 9)).decode("ascii")


def main(argv: Sequence[str] | None = None) -> int:
    args, samples, start = deals_from_args(argv, __doc__, 8000, 1, OUT, simulate)
    spec = registry.get("cribbage")
    target = int(load_rules(spec, PROFILE, None)["target"])
    got = solve(samples, target)  # type: ignore[arg-type]
    n = len(samples)
    means = [sum(s[i] for s in samples) / n for i in range(8)]
    names = ("first_pegging", "second_pegging", "dealer_pegging_heels", "first_hand", "second_hand",
             "dealer_hand_crib", "first_crib_given", "second_crib_given")  # fmt: skip
    orders = {"first": "yzx", "second": "xzy", "dealer": "xyz", "start_first": "xyz", "start_dealer": "xyz"}
    dist = distributions(samples)
    doc = {
        "about": "Three-handed cribbage to the target: each seat's chance of winning by the three "
        "scores (first non-dealer, second, dealer); built by benchmarks/build_cribbage_win_table3.py",
        "target": target,
        "deals": n,
        "seed": args.seed,
        "means": {k: round(m, 3) for k, m in zip(names, means, strict=True)},
        "crib_base": [round(means[6], 3), round(means[7], 3)],
        "tables": {k: _encode(got[k], target, order) for k, order in orders.items()},
        **{k: [[*x[:-1], round(x[-1], 6)] for x in v] for k, v in dist.items() if k != "dealer_show"},
        "dealer_show": [[x[0], round(x[1], 6)] for x in dist["dealer_show"]],
    }
    args.out.write_text(json.dumps(doc, separators=(",", ":")) + "\n")
    f, d = got["start_first"][0], got["start_dealer"][0]
    took, size = time.perf_counter() - start, args.out.stat().st_size
    print(f"{n} deals, means {[round(m, 2) for m in means]}, from 0-0-0: first {f:.4f}, second "
          f"{1 - f - d:.4f}, dealer {d:.4f}; {took:.0f} s, {size} bytes")  # fmt: skip
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
