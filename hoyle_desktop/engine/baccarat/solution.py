"""The game-theoretic solution of Chemin de Fer, computed exactly for the pack in use.

At Chemin de Fer the punter chooses only at five (draw or stand); the banker chooses freely
whenever neither side has a natural, knowing his own two cards and the punter's third card (or
that the punter stood). Kemeny and Snell (1957) solved this two-person zero-sum game for an
infinite shoe; Ethier and Gamez (2013) for any number of packs, the banker's information being the
composition of his two cards and the punter's third card: a 2 x 2^484 matrix game.

Everything here is exact integer arithmetic over ordered deals without replacement from ``packs``
packs (``packs=0``: an infinite shoe, each value with its full-pack probability). Every quantity is
the banker's gain on a stake of one, counting a tie as nothing (the stake stands over). For each
banker information set the banker's gain from drawing and from standing is a straight line in
``p``, the probability that the punter draws at five; the banker's best reply takes the upper line
of each, so the banker's value is convex in ``p`` and the punter's optimal ``p`` is one of the
points where two lines cross. The banker mixes only where he is indifferent at that ``p``, just so
that the punter is indifferent too.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from itertools import combinations_with_replacement
from typing import Any

from ...bundled import resource

VALUES = range(10)
STOOD = -1  # the punter's "third card" when he stood

# A banker's information set: his two card values (low, high) and the punter's third card or STOOD.
InfoSet = tuple[int, int, int]


def _counts(packs: int) -> list[int]:
    """How many cards of each value (0..9) the shoe holds; 0 packs: one pack's weights, drawn
    with replacement."""
    per = max(packs, 1)
    return [16 * per] + [4 * per] * 9


def _sign(a: int, b: int) -> int:
    return (a > b) - (a < b)


@dataclass(frozen=True)
class Lines:
    """The banker's gains, as integers over ``denominator``: ``const`` from naturals, and for each
    information set ``(stand, draw)`` pairs: ``base`` (punter at 0-4 or 6-7), ``five_stand`` and
    ``five_draw`` (punter at five standing or drawing)."""

    packs: int
    denominator: int
    const: int
    base: dict[InfoSet, list[int]]
    five_stand: dict[InfoSet, list[int]]
    five_draw: dict[InfoSet, list[int]]

    def line(self, info: InfoSet, action: int) -> tuple[int, int]:
        """The banker's gain at ``info`` for ``action`` (0 stand, 1 draw) as ``a + p*b``."""
        a = self.base[info][action] + self.five_stand[info][action]
        b = self.five_draw[info][action] - self.five_stand[info][action]
        return a, b

    def banker_value(self, p: Fraction, strategy: dict[InfoSet, Fraction]) -> Fraction:
        """The banker's expectation when the punter draws at five with probability ``p`` and the
        banker draws at each information set with the given probability."""
        total = Fraction(self.const)
        for info in self.base:
            q = strategy[info]
            for action, weight in ((1, q), (0, 1 - q)):
                if weight:
                    a, b = self.line(info, action)
                    total += weight * (a + p * b)
        return total / self.denominator

    def best_reply_value(self, p: Fraction) -> Fraction:
        total = Fraction(self.const)
        for info in self.base:
            total += max(a + p * b for a, b in (self.line(info, 0), self.line(info, 1)))
        return total / self.denominator


def _first_four(packs: int) -> Iterator[tuple[int, int, int, int, int, list[int]]]:
    """Every first four cards by value (the punter's pair, the banker's pair, each pair once in
    either order), with the number of ordered ways to deal them and the cards of each value left
    (with an infinite shoe, the full counts and weights)."""
    infinite = packs == 0
    full = _counts(packs)
    pairs = list(combinations_with_replacement(VALUES, 2))
    for p1, p2 in pairs:
        for b1, b2 in pairs:
            used = [0] * 10
            for v in (p1, p2, b1, b2):
                used[v] += 1
            ways = (2 if p1 != p2 else 1) * (2 if b1 != b2 else 1)  # both orders of each pair
            for v in VALUES:
                for i in range(used[v]):
                    ways *= full[v] if infinite else full[v] - i
            if ways:
                yield p1, p2, b1, b2, ways, (full if infinite else [full[v] - used[v] for v in VALUES])


@lru_cache(maxsize=8)
def lines(packs: int) -> Lines:
    """Every banker information set's two lines, summed over all ordered deals."""
    infinite = packs == 0
    n = sum(_counts(packs))
    # A deal of 4 cards is weighted by the ways to draw them, times the ways to draw the cards not
    # dealt (so every deal has the weight of six ordered cards).
    left4 = n * n if infinite else (n - 4) * (n - 5)
    left5 = n if infinite else n - 5
    denominator = n**6 if infinite else n * (n - 1) * (n - 2) * (n - 3) * (n - 4) * (n - 5)
    const = 0
    infos = [
        (lo, hi, x)
        for lo, hi in combinations_with_replacement(VALUES, 2)
        if (lo + hi) % 10 < 8
        for x in (STOOD, *VALUES)
    ]
    base = {i: [0, 0] for i in infos}
    five_stand = {i: [0, 0] for i in infos}
    five_draw = {i: [0, 0] for i in infos}
    for p1, p2, b1, b2, ways, left in _first_four(packs):
        pt, bt = (p1 + p2) % 10, (b1 + b2) % 10
        if pt >= 8 or bt >= 8:
            const += ways * left4 * _sign(bt, pt)
            continue
        if pt >= 5:  # the punter stands (at five, when he chooses to)
            stood = _banker_lines(left, bt, pt)
            acc = (base if pt != 5 else five_stand)[(b1, b2, STOOD)]
            acc[0] += ways * left4 * stood[0]
            acc[1] += ways * left5 * stood[1]
        if pt <= 5:  # the punter draws (at five, when he chooses to)
            target = base if pt != 5 else five_draw
            for x in VALUES:
                cx = left[x]
                if cx == 0:
                    continue
                after = left if infinite else [left[v] - (v == x) for v in VALUES]
                drew = _banker_lines(after, bt, (pt + x) % 10)
                acc = target[(b1, b2, x)]
                acc[0] += ways * cx * left5 * drew[0]
                acc[1] += ways * cx * drew[1]
    return Lines(packs, denominator, const, base, five_stand, five_draw)


def _banker_lines(left: list[int], bt: int, pt: int) -> tuple[int, int]:
    """The banker's gain standing (unweighted sign) and drawing (summed over his third card,
    weighted by the cards left), against a punter's final point ``pt``."""
    stand = _sign(bt, pt)
    draw = 0
    for b in VALUES:
        if left[b]:
            draw += left[b] * _sign((bt + b) % 10, pt)
    return stand, draw


@dataclass(frozen=True)
class Solution:
    """The solution for ``packs`` packs: the punter draws at five with probability ``punter_five``;
    ``banker`` gives the banker's probability of drawing at each information set; ``value`` is the
    banker's expectation per unit staked (the punter's is its negative)."""

    packs: int
    punter_five: Fraction
    banker: dict[InfoSet, Fraction]
    value: Fraction
    mixed: tuple[InfoSet, ...]

    def banker_draw_probability(self, low: int, high: int, third: int) -> Fraction:
        return self.banker[(min(low, high), max(low, high), third)]


@lru_cache(maxsize=8)
def solve(packs: int) -> Solution:
    """The solution for ``packs`` packs: read from ``resources/ai/baccarat_solutions.json`` when
    stored there (written by ``benchmarks/build_baccarat_solutions.py``; working it out takes some
    70 ms, which a first decision should not wait for), else worked out."""
    stored = _stored().get(str(packs))
    return _from_json(packs, stored) if stored is not None else compute(packs)


def compute(packs: int) -> Solution:
    """Work the solution out exactly (see the module's notes)."""
    lin = lines(packs)
    crossings = {Fraction(0), Fraction(1)}
    for info in lin.base:
        (a0, b0), (a1, b1) = lin.line(info, 0), lin.line(info, 1)
        if b0 != b1:
            p = Fraction(a1 - a0, b0 - b1)
            if 0 < p < 1:
                crossings.add(p)
    # The banker's value is convex in p: its least value is at a crossing.
    approx = {p: _float_value(lin, float(p)) for p in crossings}
    best = min(approx, key=approx.__getitem__)
    near = [p for p in crossings if abs(approx[p] - approx[best]) < 1e-12]
    p_star = min(near, key=lin.best_reply_value)
    strategy: dict[InfoSet, Fraction] = {}
    ties: list[InfoSet] = []
    for info in lin.base:
        (a0, b0), (a1, b1) = lin.line(info, 0), lin.line(info, 1)
        stand, draw = a0 + p_star * b0, a1 + p_star * b1
        if stand == draw:
            ties.append(info)
            strategy[info] = Fraction(0)
        else:
            strategy[info] = Fraction(int(draw > stand))
    _make_punter_indifferent(lin, strategy, ties, p_star)
    value = lin.banker_value(p_star, strategy)
    mixed = tuple(i for i in ties if 0 < strategy[i] < 1)
    return Solution(packs, p_star, strategy, value, mixed)


@lru_cache(maxsize=1)
def _stored() -> dict[str, Any]:
    try:
        data = json.loads(resource("ai", STORED).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


STORED = "baccarat_solutions.json"


def to_json(sol: Solution) -> dict[str, Any]:
    """A solution as JSON: exact fractions as strings, the banker's non-zero draws only."""
    return {
        "punter_five": str(sol.punter_five),
        "value": str(sol.value),
        "banker": {f"{lo},{hi},{x}": str(q) for (lo, hi, x), q in sorted(sol.banker.items()) if q},
        "mixed": [list(i) for i in sol.mixed],
    }


def _from_json(packs: int, data: dict[str, Any]) -> Solution:
    draws = {tuple(int(v) for v in k.split(",")): Fraction(q) for k, q in data["banker"].items()}
    infos = [(lo, hi, x) for lo, hi in combinations_with_replacement(VALUES, 2) if (lo + hi) % 10 < 8
             for x in (STOOD, *VALUES)]  # fmt: skip
    banker = {i: draws.get(i, Fraction(0)) for i in infos}
    mixed = tuple(tuple(int(v) for v in i) for i in data["mixed"])
    return Solution(packs, Fraction(data["punter_five"]), banker, Fraction(data["value"]), mixed)  # type: ignore[arg-type]


def _float_value(lin: Lines, p: float) -> float:
    total = float(lin.const)
    for info in lin.base:
        (a0, b0), (a1, b1) = lin.line(info, 0), lin.line(info, 1)
        total += max(a0 + p * b0, a1 + p * b1)
    return total / lin.denominator


def _make_punter_indifferent(
    lin: Lines, strategy: dict[InfoSet, Fraction], ties: list[InfoSet], p_star: Fraction
) -> None:
    """Choose the banker's mix at his indifferent information sets so that the punter at five
    gains nothing by drawing rather than standing (or, at p = 0 or 1, by deviating)."""
    if not ties:
        return

    def slope(strat: dict[InfoSet, Fraction]) -> Fraction:  # d(banker value)/dp
        total = Fraction(0)
        for info in lin.base:
            q = strat[info]
            total += q * lin.line(info, 1)[1] + (1 - q) * lin.line(info, 0)[1]
        return total

    # One probability for every tied set (with an infinite shoe they are the compositions of one
    # total), else the tied sets moved one at a time from standing to drawing.
    before = slope(strategy)
    for info in ties:
        strategy[info] = Fraction(1)
    after = slope(strategy)
    if before != after and 0 <= before / (before - after) <= 1:
        for info in ties:
            strategy[info] = before / (before - after)
        return
    for info in ties:
        strategy[info] = Fraction(0)
    for info in ties:
        before = slope(strategy)
        if before == 0:
            return
        strategy[info] = Fraction(1)
        after = slope(strategy)
        if (before > 0) != (after > 0) or after == 0:
            strategy[info] = before / (before - after)
            return
    if p_star in (0, 1):
        return  # at an end the punter's pure choice is optimal whatever the sign


def expectations(packs: int) -> dict[str, Fraction]:
    """The banker's and the punter's exact expectations per unit staked under the solution, and
    the probabilities of the banker winning, the punter winning and a tie."""
    sol = solve(packs)
    win, lose, tie = outcome_probabilities(packs, sol.punter_five, sol.banker)
    return {
        "banker": sol.value,
        "punter": -sol.value,
        "banker_wins": win,
        "punter_wins": lose,
        "tie": tie,
        "punter_draws_at_five": sol.punter_five,
    }


def outcome_probabilities(
    packs: int, p: Fraction, strategy: dict[InfoSet, Fraction]
) -> tuple[Fraction, Fraction, Fraction]:
    """Probabilities of the banker winning, losing and tying under the given strategies, by the
    same enumeration with an indicator in place of the gain."""
    win = _probability(packs, p, strategy, 1)
    lose = _probability(packs, p, strategy, -1)
    return win, lose, 1 - win - lose


def _probability(packs: int, p: Fraction, strategy: dict[InfoSet, Fraction], outcome: int) -> Fraction:
    infinite = packs == 0
    full = _counts(packs)
    n = sum(full)
    total = Fraction(0)
    for p1, p2, b1, b2, ways, left in _first_four(packs):
        prob = Fraction(ways, n**4 if infinite else n * (n - 1) * (n - 2) * (n - 3))
        pt, bt = (p1 + p2) % 10, (b1 + b2) % 10
        if pt >= 8 or bt >= 8:
            total += prob * (_sign(bt, pt) == outcome)
            continue
        m = n if infinite else n - 4
        draw_p = Fraction(1) if pt <= 4 else p if pt == 5 else Fraction(0)
        if draw_p < 1:
            total += (
                prob
                * (1 - draw_p)
                * _banker_part(left, m, infinite, bt, pt, strategy[(b1, b2, STOOD)], outcome)
            )
        if draw_p > 0:
            for x in VALUES:
                if left[x]:
                    after = left if infinite else [left[v] - (v == x) for v in VALUES]
                    q = strategy[(b1, b2, x)]
                    part = _banker_part(
                        after, m if infinite else m - 1, infinite, bt, (pt + x) % 10, q, outcome
                    )
                    total += prob * draw_p * Fraction(left[x], m) * part
    return total


def _banker_part(
    left: list[int], m: int, infinite: bool, bt: int, pt: int, q: Fraction, outcome: int
) -> Fraction:
    stand = Fraction(int(_sign(bt, pt) == outcome))
    if q == 0:
        return stand
    draw = Fraction(sum(left[b] for b in VALUES if _sign((bt + b) % 10, pt) == outcome), m)
    return q * draw + (1 - q) * stand
