"""Build ``resources/ai/cribbage_crib_table.json``: the crib's mean value per discard, per role.

    .venv/bin/python benchmarks/build_crib_table.py            # full build: ~8.5 min on 2 cores
    .venv/bin/python benchmarks/build_crib_table.py --quick    # a rough table in under a minute
    .venv/bin/python benchmarks/build_crib_table.py --pegging-only   # the pegging weights only, ~2 min

The full build took 388 s for the crib tables (four passes) and 125 s for the pegging weights on
this project's 2-core machine; the file is 28 KB. The same options give the same tables.

Method (seeded, so a rebuild gives the same file byte for byte for the same options):

* Deal whole hands at random. One seat is the *subject*: for each card or pair it could lay out,
  the crib is its cards plus what the other seats lay out, and the crib's mean over **every** card
  that could be the starter (all cards not dealt) is one sample for that discard's key. Each deal
  gives a sample for every pair (or card) in the subject's hand, and every seat is a subject.
* The other seats lay out as a strong player does: the lay-out with the best mean hand over every
  starter, plus the crib's value from the previous pass's table (added for one's own side's crib,
  subtracted for the other side's). Pass 1 starts from hand value alone; each later pass uses
  the tables found so far: pass 2 pass 1's, and from pass 3 on the mean of the last two passes'
  (the dealer's and the pone's tables feed each other and swing from pass to pass; the mean
  damps the swing). Four passes are shipped: a fifth pass (100,000 deals) moved the six-card
  entries by 0.03 points on average and 0.13 at most (middle cards, 6-7 and 7-9), where pass 2
  was still 0.3 off the converged values for middle cards the pone gives (7-8, 6-7).
* The three-handed crib's fourth card comes from the pack: a random undealt card.
* Scoring is the engine's (``crib_flush_without_start`` off: a crib flush needs the starter).

Entries are ``[mean, sd, samples]``: sd is the spread of the crib's actual score (starter
included), for the Expert's risk-aware discards near the end of a game.

A second stage, ``pegging``, measures what the kept cards are worth in the play: whole deals are
laid out as above (with the final crib tables) and played out by the Standard player's pegging in
the engine itself; each seat's pegging less its opponents' (their mean, three-handed) is fitted
by least squares to thirteen counts of the ranks it kept and the number of pairs among them, per
kind of deal and role. The weights, in points, let the Expert prefer the lay-out that pegs better
(low cards for the pone, for instance) when hand and crib are nearly level.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from collections.abc import Sequence
from itertools import combinations
from multiprocessing import Pool
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from hoyle_desktop.ai.cribbage import standard  # noqa: E402
from hoyle_desktop.ai.cribbage.discard_ev import (  # noqa: E402
    ID_OF,
    PACK,
    RANK,
    SUIT,
    Remaining,
    crib_moments,
    hand_ev,
)
from hoyle_desktop.engine.actions import Action  # noqa: E402
from hoyle_desktop.engine.cribbage.state import PLAY, CribbageGame  # noqa: E402

LETTERS = "A23456789TJQK"
OUT = ROOT / "resources" / "ai" / "cribbage_crib_table.json"
SIGN = {"dealer": 1, "partner": 1, "pone": -1, "opponent": -1}
# variant: (players, cards dealt, deals per pass in the full build)
VARIANTS: dict[str, tuple[int, int, int]] = {
    "2p6": (2, 6, 200_000),
    "2p5": (2, 5, 60_000),
    "2p7": (2, 7, 60_000),
    "3p": (3, 5, 30_000),
    "4p": (4, 5, 30_000),
}
CHUNKS = 20  # work units per variant and pass; fixed, so the result does not depend on the cores
PEG_DEALS = {"2p6": 60_000, "2p5": 30_000, "2p7": 30_000, "3p": 20_000, "4p": 20_000}
# The rules of the play for each kind of deal: Hoyle's five-card game stops at the first go.
PEG_RULES: dict[str, dict[str, Any]] = {"2p5": {"play_ends_at_first_go": True, "bound_to_play": False}}
FEATURES = 14  # thirteen counts of ranks kept, and the pairs among them

Table = dict[str, dict[str, float]]  # role -> key -> mean
Acc = dict[str, dict[str, list[float]]]  # role -> key -> [n, sum, sum of squares]


def key_of(cards: Sequence[int]) -> str:
    if len(cards) == 1:
        return LETTERS[RANK[cards[0]] - 1]
    a, b = sorted(cards, key=lambda c: RANK[c])
    suited = RANK[a] != RANK[b] and SUIT[a] == SUIT[b]
    return LETTERS[RANK[a] - 1] + LETTERS[RANK[b] - 1] + ("s" if suited else "")


def lay_out(hand: list[int], give: int, role: str, table: Table | None) -> tuple[int, ...]:
    """The strong player's lay-out: best mean hand plus signed crib value from ``table``."""
    rem = Remaining.excluding(hand)
    crib = table.get(role, {}) if table else {}
    sign = SIGN[role]
    best, best_value = (), -1e9
    for discard in combinations(hand, give):
        kept = [c for c in hand if c not in discard]
        value = hand_ev(kept, rem) + sign * crib.get(key_of(discard), 0.0)
        if value > best_value:
            best, best_value = discard, value
    return best


def roles_of(players: int) -> list[str]:
    """Role by position after the dealer (index 0 is the dealer)."""
    if players == 4:
        return ["dealer", "opponent", "partner", "opponent"]
    return ["dealer"] + ["pone"] * (players - 1)


def simulate(job: tuple[str, int, int, str, Table | None]) -> Acc:
    variant, deals, chunk, seed, table = job
    players, dealt, _ = VARIANTS[variant]
    give = 2 if players == 2 else 1
    rng = random.Random(f"{seed}/{variant}/{chunk}")
    roles = roles_of(players)
    acc: Acc = {role: {} for role in set(roles)}
    pack = list(range(52))
    for _ in range(deals):
        rng.shuffle(pack)
        hands = [sorted(pack[i * dealt : (i + 1) * dealt]) for i in range(players)]
        extra = [pack[players * dealt]] if players == 3 else []  # the crib's card from the pack
        starters = Remaining.excluding(pack[: players * dealt + len(extra)])
        given = [lay_out(h, give, roles[i], table) for i, h in enumerate(hands)]
        for subject, hand in enumerate(hands):
            others = [c for i, g in enumerate(given) if i != subject for c in g] + extra
            bucket = acc[roles[subject]]
            for discard in combinations(hand, give):
                mean, square = crib_moments([*discard, *others], starters)
                slot = bucket.setdefault(key_of(discard), [0.0, 0.0, 0.0])
                slot[0] += 1
                slot[1] += mean
                slot[2] += square
    return acc


def merge(parts: Sequence[Acc]) -> Acc:
    out: Acc = {}
    for part in parts:
        for role, keys in part.items():
            for key, (n, s1, s2) in keys.items():
                slot = out.setdefault(role, {}).setdefault(key, [0.0, 0.0, 0.0])
                slot[0] += n
                slot[1] += s1
                slot[2] += s2
    return out


def _order(key: str) -> tuple[int, ...]:
    return (*(LETTERS.index(ch) for ch in key.rstrip("s")), key.endswith("s"))


def finish(acc: Acc) -> dict[str, dict[str, list[float]]]:
    """role -> key -> [mean, sd, n], keys in a stable order."""
    out: dict[str, dict[str, list[float]]] = {}
    for role in sorted(acc):
        rows: dict[str, list[float]] = {}
        for key in sorted(acc[role], key=_order):
            n, s1, s2 = acc[role][key]
            mean = s1 / n
            sd = math.sqrt(max(s2 / n - mean * mean, 0.0))
            rows[key] = [round(mean, 3), round(sd, 3), int(n)]
        out[role] = rows
    return out


def mean_table(a: Table, b: Table) -> Table:
    return {role: {k: (a[role].get(k, v) + v) / 2 for k, v in rows.items()} for role, rows in b.items()}


def build(scale: float, seed: str, passes: int, workers: int) -> dict[str, Any]:
    tables: dict[str, Any] = {}
    deals: dict[str, int] = {}
    start = time.perf_counter()
    with Pool(workers) as pool:
        for variant, (_, _, full) in VARIANTS.items():
            per_chunk = max(1, int(full * scale) // CHUNKS)
            deals[variant] = per_chunk * CHUNKS
            table: Table | None = None
            before: Table | None = None
            for p in range(passes):
                policy = table if before is None or table is None else mean_table(before, table)
                jobs = [(variant, per_chunk, c, f"{seed}/pass{p}", policy) for c in range(CHUNKS)]
                finished = finish(merge(pool.map(simulate, jobs)))
                before, table = (
                    table,
                    {role: {k: v[0] for k, v in rows.items()} for role, rows in finished.items()},
                )
                print(
                    f"{variant} pass {p + 1}: {deals[variant]} deals, {time.perf_counter() - start:.0f} s",
                    flush=True,
                )
            tables[variant] = finished
    return {
        "format": "hoyle-cribbage-crib-table",
        "version": 1,
        "built_by": "benchmarks/build_crib_table.py",
        "seed": seed,
        "passes": passes,
        "deals_per_pass": deals,
        "seconds": round(time.perf_counter() - start, 1),
        "method": (
            "Monte Carlo over random deals; for each card or pair a seat could lay out, the crib's exact "
            "mean over every undealt starter; the other seats lay out by best hand mean plus the previous "
            "pass's crib table (signed by role). Entries are [mean, sd, samples]."
        ),
        "tables": tables,
    }


# -- the pegging stage ---------------------------------------------------------------------------

Normal = dict[str, tuple[list[list[float]], list[float], int]]  # role -> (X'X, X'y, samples)


def peg_features(kept: Sequence[int]) -> list[float]:
    f = [0.0] * FEATURES
    for c in kept:
        f[RANK[c] - 1] += 1
    f[13] = sum(1 for i, a in enumerate(kept) for b in kept[i + 1 :] if RANK[a] == RANK[b])
    return f


def pegging_job(job: tuple[str, int, int, str, Table]) -> Normal:
    """Deals laid out by ``table`` and pegged by the Standard player; the normal equations."""
    variant, deals, chunk, seed, table = job
    players, dealt, _ = VARIANTS[variant]
    rules = {"players": players, "cards_dealt": dealt, "target": 1000, **PEG_RULES.get(variant, {})}
    if players > 2:
        del rules["cards_dealt"]
    roles = roles_of(players)
    rng = random.Random(f"{seed}/pegging/{variant}/{chunk}")
    out: Normal = {}
    for _ in range(deals):
        game = CribbageGame(rules, rng.getrandbits(32))
        dealer = game.dealer
        for s in range(players):
            hand = sorted(ID_OF[c] for c in game.hands[s])
            give = lay_out(hand, 2 if players == 2 else 1, roles[(s - dealer) % players], table)
            game.apply(s, Action("discard", cards=tuple(PACK[c] for c in give)))
        if game.phase != PLAY:  # his heels took the dealer out: no play
            continue
        kept = [[ID_OF[c] for c in k] for k in game.kept]
        before = [t["pegging"] for t in game.tally]
        while game.phase == PLAY:
            s = game.seats_to_act()[0]
            game.apply(s, standard.play(game.view(s), game.legal_actions(s)))
        gained = [t["pegging"] - b for t, b in zip(game.tally, before, strict=True)]
        for s in range(players):
            side = game.r.side_of(s)
            others = [g for i, g in enumerate(gained) if i != side]
            y = gained[side] - sum(others) / len(others)
            f = peg_features(kept[s])
            xtx, xty, n = out.get(
                roles[(s - dealer) % players], ([[0.0] * FEATURES for _ in f], [0.0] * FEATURES, 0)
            )
            for a in range(FEATURES):
                if f[a]:
                    xty[a] += f[a] * y
                    for b in range(FEATURES):
                        xtx[a][b] += f[a] * f[b]
            out[roles[(s - dealer) % players]] = (xtx, xty, n + 1)
    return out


def solve(a: list[list[float]], b: list[float], ridge: float = 1e-9) -> list[float]:
    """Least squares from the normal equations (Gauss-Jordan with partial pivoting; ``ridge`` on
    the diagonal for features that are sums of others)."""
    n = len(b)
    m = [[*row, b[i]] for i, row in enumerate(a)]
    for c in range(n):
        m[c][c] += ridge
        p = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[p] = m[p], m[c]
        for r in range(n):
            if r != c and m[r][c]:
                f = m[r][c] / m[c][c]
                m[r] = [x - f * y for x, y in zip(m[r], m[c], strict=True)]
    return [m[i][n] / m[i][i] for i in range(n)]


def build_pegging(scale: float, seed: str, tables: dict[str, Any], workers: int) -> dict[str, Any]:
    out: dict[str, Any] = {}
    with Pool(workers) as pool:
        for variant, full in PEG_DEALS.items():
            table = {role: {k: v[0] for k, v in rows.items()} for role, rows in tables[variant].items()}
            per_chunk = max(1, int(full * scale) // CHUNKS)
            parts = pool.map(pegging_job, [(variant, per_chunk, c, seed, table) for c in range(CHUNKS)])
            roles: dict[str, Any] = {}
            for role in sorted({r for part in parts for r in part}):
                xtx = [
                    [sum(p[role][0][i][j] for p in parts if role in p) for j in range(FEATURES)]
                    for i in range(FEATURES)
                ]
                xty = [sum(p[role][1][i] for p in parts if role in p) for i in range(FEATURES)]
                w = solve(xtx, xty)
                roles[role] = {**{LETTERS[i]: round(w[i], 3) for i in range(13)}, "pair": round(w[13], 3),
                               "samples": sum(p[role][2] for p in parts if role in p)}  # fmt: skip
            out[variant] = roles
            print(f"pegging {variant}: {per_chunk * CHUNKS} deals", flush=True)
    return out


def dump(data: dict[str, Any]) -> str:
    """JSON with one line per role's table: small, and a rebuild's diff stays readable."""
    head = {k: v for k, v in data.items() if k not in ("tables", "pegging")}
    lines = [json.dumps(head, indent=1)[:-2] + ","]
    if "pegging" in data:
        lines.append(' "pegging": {')
        for i, (variant, roles) in enumerate(data["pegging"].items()):
            comma = "," if i < len(data["pegging"]) - 1 else ""
            lines.append(f"  {json.dumps(variant)}: {json.dumps(roles, separators=(',', ':'))}{comma}")
        lines.append(" },")
    lines.append(' "tables": {')
    variants = list(data["tables"].items())
    for i, (variant, roles) in enumerate(variants):
        lines.append(f"  {json.dumps(variant)}: {{")
        for j, (role, rows) in enumerate(roles.items()):
            comma = "," if j < len(roles) - 1 else ""
            lines.append(f"   {json.dumps(role)}: {json.dumps(rows, separators=(',', ':'))}{comma}")
        lines.append("  }" + ("," if i < len(variants) - 1 else ""))
    lines += [" }", "}"]
    return "\n".join(lines) + "\n"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="a twentieth of the deals (for trying it out)")
    parser.add_argument("--scale", type=float, default=1.0, help="fraction of the full number of deals")
    parser.add_argument("--seed", default="hoyle-crib-1")
    parser.add_argument("--passes", type=int, default=4)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--out", type=Path, default=OUT)
    parser.add_argument(
        "--pegging-only",
        action="store_true",
        help="keep the crib tables in --out; measure the pegging weights again",
    )
    args = parser.parse_args(argv)
    scale = 0.05 if args.quick else args.scale
    if args.pegging_only:
        data = json.loads(args.out.read_text(encoding="utf-8"))
    else:
        data = build(scale, args.seed, args.passes, args.workers)
    start = time.perf_counter()
    data["pegging"] = build_pegging(scale, args.seed, data["tables"], args.workers)
    data["pegging_deals"] = {v: max(1, int(n * scale) // CHUNKS) * CHUNKS for v, n in PEG_DEALS.items()}
    data["pegging_seconds"] = round(time.perf_counter() - start, 1)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(dump(data), encoding="utf-8")
    seconds = data["seconds"] + data["pegging_seconds"]
    print(f"wrote {args.out} ({args.out.stat().st_size // 1024} KB): {seconds:.0f} s of building")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
