"""Build ``resources/ai/cribbage_crib_table.json``: the crib's mean value per discard, per role.

    .venv/bin/python benchmarks/build_crib_table.py            # full build, ~6 min on 2 cores
    .venv/bin/python benchmarks/build_crib_table.py --quick    # a rough table in well under a minute

Method (seeded, so a rebuild gives the same file byte for byte for the same options):

* Deal whole hands at random. One seat is the *subject*: for each card or pair it could lay out,
  the crib is its cards plus what the other seats lay out, and the crib's mean over **every** card
  that could be the starter (all cards not dealt) is one sample for that discard's key. Each deal
  gives a sample for every pair (or card) in the subject's hand, and every seat is a subject.
* The other seats lay out as a strong player does: the lay-out with the best mean hand over every
  starter, plus the crib's value from the previous pass's table (added for one's own side's crib,
  subtracted for the other side's). Pass 1 starts from hand value alone; pass 2 uses pass 1's
  table. A third pass moves entries by less than their sampling error (checked when this was
  written), so two passes are shipped.
* The three-handed crib's fourth card comes from the pack: a random undealt card.
* Scoring is the engine's (``crib_flush_without_start`` off: a crib flush needs the starter).

Entries are ``[mean, sd, samples]``: sd is the spread of the crib's actual score (starter
included), for the Expert's risk-aware discards near the end of a game.
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

from hoyle_desktop.ai.cribbage.discard_ev import RANK, SUIT, Remaining, crib_moments, hand_ev  # noqa: E402

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


def build(scale: float, seed: str, passes: int, workers: int) -> dict[str, Any]:
    tables: dict[str, Any] = {}
    deals: dict[str, int] = {}
    start = time.perf_counter()
    with Pool(workers) as pool:
        for variant, (_, _, full) in VARIANTS.items():
            per_chunk = max(1, int(full * scale) // CHUNKS)
            deals[variant] = per_chunk * CHUNKS
            table: Table | None = None
            for p in range(passes):
                jobs = [(variant, per_chunk, c, f"{seed}/pass{p}", table) for c in range(CHUNKS)]
                finished = finish(merge(pool.map(simulate, jobs)))
                table = {role: {k: v[0] for k, v in rows.items()} for role, rows in finished.items()}
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


def dump(data: dict[str, Any]) -> str:
    """JSON with one line per role's table: small, and a rebuild's diff stays readable."""
    head = {k: v for k, v in data.items() if k != "tables"}
    lines = [json.dumps(head, indent=1)[:-2] + ",", ' "tables": {']
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
    parser.add_argument("--passes", type=int, default=2)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args(argv)
    scale = 0.05 if args.quick else args.scale
    data = build(scale, args.seed, args.passes, args.workers)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(dump(data), encoding="utf-8")
    print(f"wrote {args.out} ({args.out.stat().st_size // 1024} KB) in {data['seconds']} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
