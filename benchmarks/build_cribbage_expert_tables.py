"""Build ``resources/ai/cribbage_expert_tables.json``: two-handed lay-out values from the Expert's own deals.

    .venv/bin/python benchmarks/build_cribbage_expert_tables.py              # ~25 min on 2 cores
    .venv/bin/python benchmarks/build_cribbage_expert_tables.py --deals-cache /tmp/deals.jsonl

The general crib tables (``build_crib_table.py``) model the other seat's lay-out as the best mean
hand plus the crib; the Expert also weighs what its kept cards are worth in the play, so it keeps
low cards as pone and gives the dealer's crib fewer of them. Both halves of the Expert's lay-out
are measured again here against the Expert as it really lays out and plays (the frozen Expert of
27 November 2026, benchmarks/frozen/), for the six-card game for two:

* ``crib``: for each pair a seat could lay out, the crib's exact mean over every undealt starter
  with the other seat's real Expert lay-out; 200,000 seeded deals, every seat a subject (the method
  of ``build_crib_table.py``, with the Expert's lay-out for the other seat). Entries as there:
  ``[mean, sd, samples]``.
* ``kept``: what each kept hand (its ranks) is worth in the play: 60,000 deals laid out and pegged
  by the Expert itself; each seat's pegging less the other's is fitted by least squares to the
  kept hand (rank counts, pairs, fifteens and near-runs among the kept cards, low cards for the go,
  tens, a pair royal), and each hand seen often enough adds its own mean residual, shrunk toward
  the fit (``n / (n + k)``, ``k`` chosen by five-fold cross-validation). Every one of the 1,820
  hands of ranks gets a value for each role; only differences between hands matter.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections.abc import Sequence
from itertools import combinations_with_replacement
from multiprocessing import Pool
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import benchmarks.build_crib_table as crib_builder  # noqa: E402
from benchmarks.frozen.cribbage_expert_2026_11_27 import FrozenExpert  # noqa: E402
from benchmarks.frozen.cribbage_expert_2026_11_27 import crib_table as frozen_tables  # noqa: E402
from hoyle_desktop.ai.base import InfoSet, decide  # noqa: E402
from hoyle_desktop.ai.cribbage.discard_ev import ID_OF, PIPS, best_lay_out  # noqa: E402
from hoyle_desktop.engine.cribbage.state import PLAY, CribbageGame  # noqa: E402

OUT = ROOT / "resources" / "ai" / "cribbage_expert_tables.json"
LETTERS = "A23456789TJQK"
VARIANT = "2p6"
CRIB_DEALS = 200_000
KEPT_DEALS = 60_000
CHUNKS = 600  # collection work units: fixed, so the deals do not depend on the cores
SHRINK = (25, 50, 100, 200, 400)  # the k tried for each hand's own residual


# -- the crib against the Expert's real lay-out -------------------------------------------------

_FROZEN = {r: (frozen_tables.crib_value_ids(VARIANT, r), frozen_tables.pegging_value_ids(VARIANT, r))
           for r in ("dealer", "pone")}  # fmt: skip


def expert_lay_out(hand: list[int], give: int, role: str, table: object) -> tuple[int, ...]:
    """The frozen Expert's lay-out far from the end (mean hand, crib, kept cards' play value)."""
    crib, kept = _FROZEN[role]
    return best_lay_out(hand, give, crib, kept)[1]


def build_crib(deals: int, workers: int) -> dict[str, Any]:
    crib_builder.lay_out = expert_lay_out  # type: ignore[assignment]  # the other seat lays out as the Expert
    per = max(1, deals // crib_builder.CHUNKS)
    jobs = [(VARIANT, per, c, "expert-lay-out", None) for c in range(crib_builder.CHUNKS)]
    with Pool(workers) as pool:
        return crib_builder.finish(crib_builder.merge(pool.map(crib_builder.simulate, jobs)))


# -- the kept hands' worth in the play ----------------------------------------------------------


def collect_job(job: tuple[int, int]) -> list[dict[str, Any]]:
    """Deals laid out and played by the frozen Expert: each seat's kept cards and pegging."""
    chunk, deals = job
    rng = random.Random(f"peg/{chunk}")
    out = []
    for _ in range(deals):
        seed = rng.getrandbits(32)
        game = CribbageGame({"players": 2, "target": 1000}, seed)
        bots = [FrozenExpert(seed + 1), FrozenExpert(seed + 2)]
        dealer = game.dealer
        while game.phase != PLAY and not game.is_over():
            s = game.seats_to_act()[0]
            game.apply(s, decide(bots[s], InfoSet(game, s, copy=False)))
        if game.phase != PLAY:  # his heels took the dealer out
            continue
        kept = [sorted(ID_OF[c] for c in k) for k in game.kept]
        before = [t["pegging"] for t in game.tally]
        while game.phase == PLAY:
            s = game.seats_to_act()[0]
            game.apply(s, decide(bots[s], InfoSet(game, s, copy=False)))
        gained = [t["pegging"] - b for t, b in zip(game.tally, before, strict=True)]
        out.append({"dealer": dealer, "kept": kept, "peg": gained})
    return out


def collect(deals: int, workers: int) -> list[dict[str, Any]]:
    per = max(1, deals // CHUNKS)
    with Pool(workers) as pool:
        return [d for part in pool.map(collect_job, [(c, per) for c in range(CHUNKS)]) for d in part]


Sample = tuple[tuple[int, ...], float]  # kept ranks (low first), the seat's pegging less the other's


def samples(deals: Sequence[dict[str, Any]]) -> dict[str, list[Sample]]:
    out: dict[str, list[Sample]] = {"dealer": [], "pone": []}
    for d in deals:
        for s in range(2):
            role = "dealer" if s == d["dealer"] else "pone"
            ranks = tuple(sorted(c % 13 + 1 for c in d["kept"][s]))
            out[role].append((ranks, float(d["peg"][s] - d["peg"][1 - s])))
    for rows in out.values():
        rows.sort()  # the same fit whatever order the deals were collected in
    return out


def features(r: tuple[int, ...]) -> list[float]:
    """Rank counts, pairs, fifteens, near-runs, low cards for the go, tens, a pair royal, a constant."""
    f = [0.0] * 13
    for x in r:
        f[x - 1] += 1
    p = [PIPS[x] for x in r]
    two = [(i, j) for i in range(len(r)) for j in range(i + 1, len(r))]
    low = sum(1 for x in p if x <= 4)
    tens = sum(1 for x in p if x == 10)
    return [
        *f,
        sum(1 for i, j in two if r[i] == r[j]),
        sum(1 for i, j in two if p[i] + p[j] == 15),
        sum(1 for i, j in two if abs(r[i] - r[j]) == 1),
        sum(1 for i, j in two if abs(r[i] - r[j]) == 2),
        1.0 if low >= 1 else 0.0,
        1.0 if low >= 2 else 0.0,
        float(tens * tens),
        1.0 if any(r.count(x) >= 3 for x in r) else 0.0,
        float(len(set(r))),
        1.0,
    ]


def fit(data: Sequence[Sample]) -> list[float]:
    k = len(features(data[0][0]))
    xtx = [[0.0] * k for _ in range(k)]
    xty = [0.0] * k
    for r, y in data:
        f = features(r)
        for a in range(k):
            if f[a]:
                xty[a] += f[a] * y
                row = xtx[a]
                for b in range(k):
                    if f[b]:
                        row[b] += f[a] * f[b]
    return crib_builder.solve(xtx, xty, ridge=1e-6)


def predict(w: Sequence[float], r: tuple[int, ...]) -> float:
    return sum(x * y for x, y in zip(features(r), w, strict=True))


def residuals(data: Sequence[Sample], w: Sequence[float], k: float) -> dict[tuple[int, ...], float]:
    acc: dict[tuple[int, ...], list[float]] = {}
    for r, y in data:
        slot = acc.setdefault(r, [0.0, 0.0])
        slot[0] += y - predict(w, r)
        slot[1] += 1
    return {r: s / (n + k) for r, (s, n) in acc.items()}


def choose_shrink(data: Sequence[Sample], folds: int = 5) -> tuple[float, dict[float, float]]:
    """The ``k`` with the least cross-validated squared error (and each k's error)."""
    order = list(range(len(data)))
    random.Random(1).shuffle(order)
    errors = dict.fromkeys(SHRINK, 0.0)
    for f in range(folds):
        test = set(order[f::folds])
        train = [data[i] for i in range(len(data)) if i not in test]
        w = fit(train)
        for k in SHRINK:
            adj = residuals(train, w, k)
            errors[k] += sum((y - predict(w, r) - adj.get(r, 0.0)) ** 2 for r, y in (data[i] for i in test))
    errors = {k: e / len(data) for k, e in errors.items()}
    return min(errors, key=lambda k: errors[k]), errors


def build_kept(deals: Sequence[dict[str, Any]]) -> tuple[dict[str, dict[str, float]], dict[str, Any]]:
    table: dict[str, dict[str, float]] = {}
    report: dict[str, Any] = {}
    for role, data in samples(deals).items():
        k, errors = choose_shrink(data)
        w = fit(data)
        adj = residuals(data, w, k)
        rows = {}
        for r in combinations_with_replacement(range(1, 14), 4):
            if max(r.count(x) for x in r) <= 4:
                rows["".join(LETTERS[x - 1] for x in r)] = round(predict(w, r) + adj.get(r, 0.0), 3)
        table[role] = rows
        report[role] = {
            "samples": len(data),
            "shrink": k,
            "cv_error": {str(a): round(e, 4) for a, e in errors.items()},
        }
        print(f"kept {role}: {len(data)} samples, k {k}, cross-validated errors {errors}", flush=True)
    return table, report


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument(
        "--deals-cache", type=Path, help="JSON lines of collected deals: read if there, else written"
    )
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args(argv)
    start = time.perf_counter()
    crib = build_crib(CRIB_DEALS, args.workers)
    print(f"crib: {CRIB_DEALS} deals, {time.perf_counter() - start:.0f} s", flush=True)
    if args.deals_cache and args.deals_cache.exists():
        deals = [json.loads(line) for line in args.deals_cache.read_text().splitlines() if line]
    else:
        deals = collect(KEPT_DEALS, args.workers)
        if args.deals_cache:
            args.deals_cache.write_text("".join(json.dumps(d) + "\n" for d in deals))
    print(f"kept: {len(deals)} deals, {time.perf_counter() - start:.0f} s", flush=True)
    kept, report = build_kept(deals)
    data = {
        "format": "hoyle-cribbage-expert-tables",
        "version": 1,
        "built_by": "benchmarks/build_cribbage_expert_tables.py",
        "seconds": round(time.perf_counter() - start, 1),
        "crib_deals": CRIB_DEALS,
        "kept_deals": len(deals),
        "kept_fit": report,
        "crib": {VARIANT: crib},
        "kept": {VARIANT: kept},
    }
    args.out.write_text(json.dumps(data, separators=(",", ":")) + "\n", encoding="utf-8")
    print(f"wrote {args.out} ({args.out.stat().st_size // 1024} KB) in {time.perf_counter() - start:.0f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
