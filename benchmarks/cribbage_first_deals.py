"""The paired measure of issue 26's sight benchmarks: two players, the first deal of a game (scores
level), each deal played twice with the seats swapped, a tested player against the frozen Expert
of 27 November 2026 (as ``bench_cribbage_deals.py --players 2 --against frozen`` measures; the same
deals for the same seed). When the tested player decides as the frozen one, the two games of a deal
are the same game with the seats exchanged and cancel exactly: what remains is its difference.

Used by ``bench_cribbage_sight.py`` (sight in the play) and ``bench_cribbage_layout_sight.py``
(sight at the lay-out).
"""

from __future__ import annotations

import math
import random
import sys
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import NamedTuple

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from benchmarks.frozen.cribbage_expert_2026_11_27 import FrozenExpert  # noqa: E402
from benchmarks.frozen.cribbage_expert_2026_11_27.discard_ev import (  # noqa: E402
    Remaining,
    crib_moments,
    hand_ev,
    ids,
)
from hoyle_desktop.ai.base import Bot, InfoSet, decide  # noqa: E402
from hoyle_desktop.cli.common import load_rules  # noqa: E402
from hoyle_desktop.engine import registry  # noqa: E402

Tested = Callable[[int, object], Bot]  # (bot seed, the game) -> the tested player


class DealResult(NamedTuple):
    diff: float  # the tested player's points less the other's, the mean of the two ways round
    smoothed: float  # the same with each show replaced by its mean over the starters (see below)
    cpu: dict[str, list[float]]  # the tested player's CPU time per decision (ms), by phase
    per_game: tuple[float, ...]  # ``smoothed`` in each way round (the tested player's seat 0, then 1)
    dealer_way: int  # the way round in which the tested player dealt


def expected_shows(game, side: int) -> float:
    """``side``'s hand and crib less the other's, each the mean over every starter the cut could
    turn (any card not dealt): the shows' expectation given the lay-outs, which the starter (cut
    from the stock, whatever was laid out) does not depend on."""
    rem = Remaining.excluding(ids(c for s in range(2) for c in game.kept[s] + game.laid_out[s]))
    flush4 = game.r.crib_flush_without_start
    value = 0.0
    for seat in range(2):
        sign = 1 if game.side_of_seat[seat] == side else -1
        value += sign * hand_ev(ids(game.kept[seat]), rem)
    sign = 1 if game.side_of_seat[game.dealer] == side else -1
    return value + sign * crib_moments(ids(game.crib), rem, flush4)[0]


def first_deal_both_ways(seed: int, tested: Tested) -> DealResult:
    """The first deal of the game ``seed`` played both ways round, the tested player against the
    frozen Expert. ``smoothed`` keeps what was pegged (and his heels, the bonus) but takes each
    show as its mean over the starters: the same expectation as ``diff``, with the starter's luck
    (most of the spread when the two players lay out differently) taken out."""
    spec = registry.get("cribbage")
    rules = load_rules(spec, None, 2)
    diffs, smooth, cpu = [], [], {}
    for swap in range(2):
        game = spec.new_game(rules, seed)
        bots = [tested(seed + s, game) if (s + swap) % 2 == 0 else FrozenExpert(seed + s) for s in range(2)]
        while game.deal_number == 1 and not game.is_over():
            seat = game.seats_to_act()[0]
            phase = game.phase
            start = time.thread_time()
            action = decide(bots[seat], InfoSet(game, seat, copy=False))
            if (seat + swap) % 2 == 0:
                cpu.setdefault(phase, []).append((time.thread_time() - start) * 1000)
            if phase != "lay_out" and len(smooth) == swap:  # laid out: the kept cards and crib known
                smooth.append(expected_shows(game, game.side_of_seat[swap]))
            game.apply(seat, action)
        mine = game.side_of_seat[swap]
        diffs.append(2 * game.scores[mine] - sum(game.scores))
        tally = [{k: v for k, v in t.items() if k not in ("hand", "crib")} for t in game.tally]
        smooth[swap] += sum(tally[mine].values()) - sum(tally[1 - mine].values())
    return DealResult(sum(diffs) / 2, sum(smooth) / 2, cpu, tuple(smooth), game.dealer)


def deal_seeds(deals: int, seed: int) -> list[int]:
    """The seeds of the deals measured for ``seed`` (the same deals in every sight benchmark)."""
    master = random.Random(seed)
    return [master.getrandbits(32) for _ in range(deals)]


def run(one_deal: Callable, work: Sequence, jobs: int = 1) -> list:
    """``one_deal`` over ``work`` in ``jobs`` worker processes, in order."""
    with ProcessPoolExecutor(jobs) as pool:
        return list(pool.map(one_deal, work, chunksize=10))


def interval(d: Sequence[float]) -> tuple[float, float, float]:
    """Mean and normal 95% interval."""
    mean = sum(d) / len(d)
    half = 1.959964 * math.sqrt(sum((x - mean) ** 2 for x in d) / (len(d) - 1)) / math.sqrt(len(d))
    return mean, mean - half, mean + half


def percentile(values: Sequence[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * q))] if ordered else float("nan")
