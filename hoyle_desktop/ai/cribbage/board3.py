"""Position on the board, three hands: each seat's chance of winning a game to 61 from any scores.

``resources/ai/cribbage_win_table3.json`` is computed by ``benchmarks/build_cribbage_win_table3.py``
(a dynamic programme over the three scores, from Expert deals: see that script). Scores are by seat
position: the first (the dealer's left, who plays and shows first), the second, the dealer. For
each position it holds that seat's chance once the play is over and its own show is added (the
others' shows still to come in the order of counting), and the pegging's joint distribution; near
the end the Expert values each lay-out by these (:func:`lay_out_chances`), so the two opponents'
chances of counting out first are weighed, not only its own of reaching the target.
"""

from __future__ import annotations

import base64
import json
import zlib
from array import array
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from itertools import accumulate
from operator import add

from ...bundled import resource
from ...engine.cribbage.rules import CribbageRules

TABLE_FILE = ("ai", "cribbage_win_table3.json")
SCALE = 10000.0
FIRST, SECOND, DEALER = 0, 1, 2


@dataclass(frozen=True)
class Board3:
    target: int
    # each seat's own chance, its own score the fastest-moving index (see the builder's doc)
    first: array  # by (second, dealer, first), after the play and the first's show
    second: array  # by (first, dealer, second), after the play with the second's show added
    dealer: array  # by (first, second, dealer), after the play with the dealer's hand and crib added
    start_first: array  # by (first, second, dealer): the first's chance at the start of a deal
    start_dealer: array  # the same for the dealer
    pegging: tuple[tuple[int, int, int, float], ...]  # (first, second, dealer, chance)
    first_show: tuple[tuple[int, float], ...]
    second_show: tuple[tuple[int, float], ...]
    dealer_show: tuple[tuple[int, float], ...]  # hand and crib
    crib_base: tuple[float, float]  # the crib table's mean for the first's and the second's discard

    @property
    def short(self) -> tuple[tuple[float, ...], tuple[float, ...]]:
        """For the first's and the second's show: the chance it falls short of ``n`` points, by n."""
        return _shorts(self.first_show, self.second_show, self.target)

    def start(self, first: int, second: int, dealer: int) -> tuple[float, float, float]:
        """The three chances at the start of a deal from these scores (all below the target)."""
        t = self.target
        i = (first * t + second) * t + dealer
        f, d = self.start_first[i] / SCALE, self.start_dealer[i] / SCALE
        return f, 1.0 - f - d, d


def _grid(text: str) -> array:
    """A stored table: second differences of ten-thousandths (see the builder)."""
    second = array("h")
    second.frombytes(zlib.decompress(base64.b64decode(text)))
    return array("H", accumulate(accumulate(second)))


@cache
def load() -> Board3 | None:
    """The shipped table, or None if it is missing or unreadable (the Expert then keeps its rules)."""
    try:
        with open(resource(*TABLE_FILE), encoding="utf-8") as f:
            doc = json.load(f)
        t = int(doc["target"])
        names = ("first", "second", "dealer", "start_first", "start_dealer")
        grids = {k: _grid(doc["tables"][k]) for k in names}
        if any(len(g) != t**3 for g in grids.values()):
            return None
        return Board3(
            t,
            **grids,
            pegging=tuple((int(a), int(b), int(c), float(q)) for a, b, c, q in doc["pegging"]),
            first_show=tuple((int(k), float(q)) for k, q in doc["first_show"]),
            second_show=tuple((int(k), float(q)) for k, q in doc["second_show"]),
            dealer_show=tuple((int(k), float(q)) for k, q in doc["dealer_show"]),
            crib_base=(float(doc["crib_base"][0]), float(doc["crib_base"][1])),
        )
    except (OSError, ValueError, KeyError, TypeError, IndexError, zlib.error):
        return None


def board_for(rules: CribbageRules) -> Board3 | None:
    """The table if it fits these rules (three hands of five, its target), else None."""
    board = load()
    if board is None or rules.players != 3 or rules.target != board.target or rules.hand_size != 5:
        return None
    return board


@cache
def _shorts(first: tuple, second: tuple, target: int) -> tuple[tuple[float, ...], tuple[float, ...]]:
    def short(shows: tuple) -> tuple[float, ...]:
        return tuple(sum(q for s, q in shows if s < n) for n in range(target + 1))

    return short(first), short(second)


def lay_out_chances(
    board: Board3, position: int, scores: Sequence[int], most: int, shift: int = 0
) -> list[float]:
    """My chance of winning the game if my own show (the dealer's: hand and crib) counts ``v``
    points, for each ``v`` up to ``most``; ``scores`` by position (first, second, dealer) at the
    start of the deal; ``shift`` moves the dealer's total (a non-dealer's crib above the usual)."""
    t = board.target
    acc = [0.0] * (most + 1)
    always = 0.0  # won whatever I show: out in the play
    from_v = [0.0] * (most + 2)  # won from this show on: it takes me out before anyone else
    x0, y0, z0 = scores
    table = (board.first, board.second, board.dealer)[position]
    short1, short2 = board.short
    for a, b, c, q in board.pegging:
        x, y, z = x0 + a, y0 + b, z0 + c
        out = (x >= t) + (y >= t) + (z >= t)
        if out:  # out in the play: those out share it (the totals cannot order them)
            if (x, y, z)[position] >= t:
                always += q / out
            continue
        if position == FIRST:
            mine, base = x, (y * t + min(t - 1, max(0, z + shift))) * t
        elif position == SECOND:
            mine, base = y, (x * t + min(t - 1, max(0, z + shift))) * t
        else:
            mine, base = z, (x * t + y) * t
        room = t - mine  # a show of this takes me out (if nobody counting before me did)
        n = min(room, most + 1)
        acc[:n] = map(add, acc[:n], map((q / SCALE).__mul__, table[base + mine : base + mine + n]))
        if room <= most:
            if position == FIRST:
                sure = q
            elif position == SECOND:
                sure = q * short1[t - x]
            else:
                sure = q * short1[t - x] * short2[t - y]
            from_v[room] += sure
    return [always + v + s for v, s in zip(acc, accumulate(from_v), strict=False)]


def interpolated(chances: Sequence[float], totals: Sequence[float]) -> float:
    """The mean of ``chances`` read at each total, between whole points linearly (clipped)."""
    top = len(chances) - 1
    acc = 0.0
    for x in totals:
        x = min(float(top), max(0.0, x))
        lo = int(x)
        acc += chances[lo] if lo == top else chances[lo] + (x - lo) * (chances[lo + 1] - chances[lo])
    return acc / len(totals)
