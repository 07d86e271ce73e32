"""The exact value of a draw or a stand in one Chemin de Fer position, against the solution.

A player who must choose knows his own cards (and the punter's third card, or that he stood);
everything else is still in the shoe for him: ``packs`` full packs less the cards he knows, dealt
without replacement, as :mod:`.solution` counts them. The other side plays the solution: the
punter draws at five with its probability, the banker draws at each information set with its
probability. Each value is per unit staked, from the punter's side for the punter and the
banker's for the banker; a tie counts nothing (the stake stands over), as in :mod:`.solution`.
``weight`` is the number of ordered deals of the cards the player cannot see that lead to his
position, so that positions can be weighed against one another exactly.

At Banque a second tableau lies on the table: ``seen`` names the values of its cards the player
can see (its third card, or both cards of a natural turned up); they are out of the shoe. What the
other tableau's draw or stand tells of its two hidden cards is not used: those stay in the shoe.
"""

from __future__ import annotations

from fractions import Fraction
from functools import lru_cache
from typing import NamedTuple

from .solution import STOOD, VALUES, _counts, solve


class Choice(NamedTuple):
    stand: Fraction
    draw: Fraction
    weight: Fraction


def _sign(a: int, b: int) -> int:
    return (a > b) - (a < b)


def _left(packs: int, *known: int) -> list[int]:
    left = _counts(packs)
    for v in known:
        left[v] -= 1
    return left


def _third_card(left: list[int], total: int, other: int) -> Fraction:
    """The gain of a hand at ``total`` drawing one card from ``left`` against a final ``other``."""
    m = sum(left)
    return Fraction(sum(left[b] * _sign((total + b) % 10, other) for b in VALUES), m)


@lru_cache(maxsize=4096)
def punter_at_five(p1: int, p2: int, packs: int, seen: tuple[int, ...] = ()) -> Choice:
    """The punter's expectation a unit standing and drawing with ``p1`` and ``p2`` (a point of
    five), the banker having no natural and playing the solution; ``seen``: see the module."""
    assert (p1 + p2) % 10 == 5
    q = solve(packs).banker_draw_probability
    left = _left(packs, p1, p2, *seen)
    stand = draw = Fraction(0)
    weight = 0
    for b1 in VALUES:
        for b2 in VALUES:
            ways = left[b1] * (left[b2] - (b1 == b2))
            bt = (b1 + b2) % 10
            if not ways or bt >= 8:
                continue
            weight += ways
            rest = [left[v] - (v == b1) - (v == b2) for v in VALUES]
            qs = q(b1, b2, STOOD)
            stand += ways * (qs * -_third_card(rest, bt, 5) + (1 - qs) * _sign(5, bt))
            m = sum(rest)
            for x in VALUES:
                if not rest[x]:
                    continue
                pt = (5 + x) % 10
                after = [rest[v] - (v == x) for v in VALUES]
                qx = q(b1, b2, x)
                gain = qx * -_third_card(after, bt, pt) + (1 - qx) * _sign(pt, bt)
                draw += Fraction(ways * rest[x], m) * gain
    return Choice(stand / weight, draw / weight, Fraction(weight))


@lru_cache(maxsize=16384)
def banker_choice(b1: int, b2: int, third: int, packs: int, seen: tuple[int, ...] = ()) -> Choice:
    """The banker's expectation a unit standing and drawing with ``b1`` and ``b2`` when the punter
    drew ``third`` (or ``STOOD``), the punter having no natural and playing the solution;
    ``seen``: see the module."""
    p = solve(packs).punter_five
    bt = (b1 + b2) % 10
    left = _left(packs, b1, b2, *seen)
    stand = draw = Fraction(0)
    weight = Fraction(0)
    for p1 in VALUES:
        for p2 in VALUES:
            ways = left[p1] * (left[p2] - (p1 == p2))
            pt = (p1 + p2) % 10
            if not ways or pt >= 8:
                continue
            rest = [left[v] - (v == p1) - (v == p2) for v in VALUES]
            if third == STOOD:
                chance = Fraction(int(pt in (6, 7))) if pt != 5 else 1 - p
                final = pt
            else:
                chance = Fraction(int(pt <= 4)) if pt != 5 else p
                chance *= rest[third]
                final = (pt + third) % 10
                rest[third] -= 1
            if not chance:
                continue
            w = ways * chance
            weight += w
            stand += w * _sign(bt, final)
            draw += w * _third_card(rest, bt, final)
    # The weight counts the punter's mix at five as a probability; it is exact but may be a fraction.
    return Choice(stand / weight, draw / weight, weight)
