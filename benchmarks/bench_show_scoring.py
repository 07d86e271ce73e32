"""Score every four-card hand with every starter (52C4 x 48 = 12,994,800 shows) and time it.

    python benchmarks/bench_show_scoring.py [--pass grouped|direct|both]

``grouped`` shares the work between starters: for each hand it looks up the rank part
(fifteens, pairs, runs) once per starter rank and works out flush and nob once per starter suit,
then adds the two for each of the 48 starters. ``direct`` calls ``show_total`` once per
combination. Both count every combination's total and check the counts against the known
distribution of cribbage hands; the exit status is 1 on any mismatch.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from collections.abc import Callable
from itertools import combinations, repeat
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run as a script from a checkout

from hoyle_desktop.engine.cards import SUITS, Rank, full_pack
from hoyle_desktop.engine.cribbage.fast_score import RANK_WEIGHT, rank_points, show_total

COMBOS = 12_994_800
# Hands (four cards + starter, not a crib) by total, 0..29.
# fmt: off
KNOWN = (
    1_009_008, 99_792, 2_813_796, 505_008, 2_855_676, 697_508, 1_800_268, 751_324, 1_137_236, 361_224,
    388_740, 51_680, 317_340, 19_656, 90_100, 9_168, 58_248, 11_196, 2_708, 0,
    8_068, 2_496, 444, 356, 3_680, 0, 0, 0, 76, 4,
)
# fmt: on
PACK = full_pack()  # suit-major: card i has rank i % 13 + 1 and suit i // 13


def grouped() -> Counter[int]:
    counts: Counter[int] = Counter()
    weight = [RANK_WEIGHT[c.rank] for c in PACK]
    suit = [SUITS.index(c.suit) for c in PACK]
    jack = [c.rank is Rank.JACK for c in PACK]
    by_rank = RANK_WEIGHT[1:]
    for a, b, c, d in combinations(range(52), 4):
        key = weight[a] + weight[b] + weight[c] + weight[d]
        base = [rank_points(key + w) for w in by_rank]  # by starter rank
        extra = [0, 0, 0, 0]  # flush and nob by starter suit
        if suit[a] == suit[b] == suit[c] == suit[d]:
            extra = [4, 4, 4, 4]
            extra[suit[a]] = 5
        for i in (a, b, c, d):
            if jack[i]:
                extra[suit[i]] += 1
        totals = [p + e for e in extra for p in base]  # indexed like PACK
        del totals[d], totals[c], totals[b], totals[a]  # a hand card cannot be its own starter
        counts.update(totals)
    return counts


def direct() -> Counter[int]:
    counts: Counter[int] = Counter()
    for a, b, c, d in combinations(range(52), 4):
        hand = (PACK[a], PACK[b], PACK[c], PACK[d])
        starters = PACK[:a] + PACK[a + 1 : b] + PACK[b + 1 : c] + PACK[c + 1 : d] + PACK[d + 1 :]
        counts.update(map(show_total, repeat(hand, 48), starters))
    return counts


def run(name: str, count: Callable[[], Counter[int]]) -> bool:
    start = time.perf_counter()
    counts = count()
    elapsed = time.perf_counter() - start
    scored = sum(counts.values())
    print(f"{name}: {scored:,} shows in {elapsed:.2f} s, {scored / elapsed:,.0f} shows/s")
    ok = scored == COMBOS and set(counts) <= set(range(30))
    for total in range(30):
        mark = "" if counts[total] == KNOWN[total] else f"   MISMATCH: expected {KNOWN[total]:,}"
        ok = ok and not mark
        print(f"  {total:2d}: {counts[total]:>10,}{mark}")
    print(f"  {name}: {'matches the known distribution' if ok else 'DOES NOT MATCH'}")
    return ok


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--pass", dest="which", choices=("grouped", "direct", "both"), default="both")
    which = parser.parse_args().which
    ok = True
    if which in ("grouped", "both"):
        ok = run("grouped", grouped) and ok
    if which in ("direct", "both"):
        ok = run("direct show_total", direct) and ok
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
