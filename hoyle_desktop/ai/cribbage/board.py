"""Position on the board: the chance of winning a two-handed game to 121 from any score.

``resources/ai/cribbage_win_table.json`` is computed by ``benchmarks/build_cribbage_win_table.py``
(a dynamic programme over the points of Expert-against-Expert deals: see that script). It holds
``pone_wins[p][d]``, the non-dealer's chance of winning from scores ``p`` (non-dealer) and ``d``
(dealer) at the start of a deal, ``before_dealer_show[x][y]``, the same once the play and the
non-dealer's show are over, and the distributions of a deal's parts. Near the end the Expert
values its lay-out (:func:`lay_out_chances`) and the end of each searched play
(:mod:`.pegging_search`) by the chance of winning the game rather than by points.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

from ...bundled import resource
from ...engine.cribbage.rules import CribbageRules

TABLE_FILE = ("ai", "cribbage_win_table.json")
SCALE = 10000.0
# The crib a non-dealer gives with the Expert's usual lay-out, on average (the table's dealer
# totals include it): a lay-out giving more shifts the dealer's total by the difference.
PONE_CRIB_BASE = 4.3
PONE_CRIB_SD = 3.0  # and its spread (the crib tables' standard deviation for such a lay-out)


@dataclass(frozen=True)
class Board:
    target: int
    pone_wins: tuple[tuple[int, ...], ...]
    before_dealer: tuple[tuple[int, ...], ...]
    pegging: tuple[tuple[int, int, float], ...]  # (dealer's points, pone's points, chance)
    pone_show: tuple[tuple[int, float], ...]

    def chance(self, mine: int, other: int, i_deal: bool) -> float:
        """My chance of winning from these scores at the start of a deal."""
        t = self.target
        if mine >= t:
            return 1.0
        if other >= t:
            return 0.0
        if i_deal:
            return 1.0 - self.pone_wins[other][mine] / SCALE
        return self.pone_wins[mine][other] / SCALE

    def pone_before_dealer_show(self, pone: int, dealer: float) -> float:
        """The non-dealer's chance once only the dealer's hand and crib are still to count (the
        dealer's score may be fractional: a shift of the dealer's expected total)."""
        t = self.target
        if pone >= t:
            return 1.0
        lo = int(dealer // 1)
        frac = dealer - lo
        row = self.before_dealer[pone]
        a = row[lo] / SCALE if 0 <= lo < t else (0.0 if lo >= t else row[0] / SCALE)
        if not frac:
            return a
        b = row[lo + 1] / SCALE if lo + 1 < t else 0.0
        return a + (b - a) * frac


@cache
def load() -> Board | None:
    """The shipped table, or None if it is missing or unreadable (the Expert then plays by points)."""
    try:
        with open(resource(*TABLE_FILE), encoding="utf-8") as f:
            doc = json.load(f)
        return Board(
            int(doc["target"]),
            tuple(tuple(row) for row in doc["pone_wins"]),
            tuple(tuple(row) for row in doc["before_dealer_show"]),
            tuple((int(d), int(p), float(q)) for d, p, q in doc["pegging"]),
            tuple((int(k), float(q)) for k, q in doc["pone_show"]),
        )
    except (OSError, ValueError, KeyError, TypeError):
        return None


def board_for(rules: CribbageRules) -> Board | None:
    """The table if it fits these rules (two hands, its target), else None."""
    board = load()
    if board is None or rules.players != 2 or rules.target != board.target or rules.hand_size != 6:
        return None
    return board


def pone_chances(board: Board, mine: int, other: int, crib_shift: int, most: int = 29) -> list[float]:
    """As non-dealer at scores ``mine``, ``other``: my chance of winning if my hand shows ``h``
    points, for each ``h`` up to ``most``, with the dealer's total shifted by ``crib_shift``."""
    t = board.target
    out = []
    for h in range(most + 1):
        v = 0.0
        for dp, pp, q in board.pegging:
            x, y = mine + pp, other + dp
            if x >= t:
                v += q * (0.5 if y >= t else 1.0)
            elif y >= t:
                continue
            else:
                v += q * board.pone_before_dealer_show(x + h, y + crib_shift)
        out.append(v)
    return out


def dealer_chances(board: Board, mine: int, other: int, most: int) -> list[float]:
    """As dealer at scores ``mine``, ``other``: my chance of winning if my hand and crib count
    ``t`` points, for each ``t`` up to ``most``."""
    target = board.target
    sure = 0.0  # chance of winning whatever I show (pegged out first)
    states: dict[tuple[int, int], float] = {}  # (my score, the other's after the show) -> chance
    for dp, pp, q in board.pegging:
        x, y = other + pp, mine + dp
        if y >= target:
            sure += q * (0.5 if x >= target else 1.0)
        elif x < target:
            for s, r in board.pone_show:
                if x + s < target:
                    key = (y, x + s)
                    states[key] = states.get(key, 0.0) + q * r
    out = [sure] * (most + 1)
    rows = board.pone_wins  # the next deal: I am the non-dealer
    for (y, x), q in states.items():
        for t in range(most + 1):
            y2 = y + t
            if y2 >= target:
                for u in range(t, most + 1):
                    out[u] += q
                break
            out[t] += q * rows[y2][x] / SCALE
    return out


def expected(chances: Sequence[float], totals: Sequence[float]) -> float:
    """The mean of ``chances`` read at each total (rounded, clipped to the list)."""
    top = len(chances) - 1
    return sum(chances[min(top, max(0, round(x)))] for x in totals) / len(totals)
