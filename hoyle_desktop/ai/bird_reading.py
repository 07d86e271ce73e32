"""My Bird Sings: what the left-hand neighbour may hold, read from the cards passed to him.

Only the suits of a hand matter for a bird (a flush, or one of each suit), so a hand is read as its
count of cards in each suit. The left-hand neighbour's hand changes only by the cards this seat
throws him, the cards he throws on and, when he leads, his changes with the stock; and each time he
takes a card from this seat and does not sing, his hand and that card held no bird. Starting from
every hand he could have been dealt (the cards this seat has not held, counted exactly), each of
this seat's throws is added, the hands that would then have sung are struck out, and his own throw
is taken as a Standard player's (the card leaving him fewest cards from singing, then his shortest
suit; between equal suits any). What is left is the chance of each hand he may hold now, and so the
chance that a card of each suit makes his bird sing.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from functools import lru_cache
from math import comb

from ..engine.cards import SUITS
from ..engine.trading.bird import BirdView
from ..engine.trading.table import left_of, make_pack

Vec = tuple[int, int, int, int]  # cards of each suit, in SUITS order (clubs, diamonds, hearts, spades)
Odds = dict[Vec, float]

SIGHT = 0.7  # how often the modelled player throws to stay nearest to singing (Standard's STANDARD_SIGHT)
SUIT_INDEX = {s.value: i for i, s in enumerate(SUITS)}


def vec_of(suits: Iterable[str]) -> Vec:
    c = Counter(suits)
    return tuple(c[s.value] for s in SUITS)  # type: ignore[return-value]


def sings(v: Vec, size: int, rainbow: bool) -> bool:
    """Do these cards hold a bird: ``size`` of one suit, or (rainbow) one of each suit?"""
    return max(v) >= size or (rainbow and size == 4 and min(v) > 0)


def missing(v: Vec, size: int, rainbow: bool) -> int:
    """Cards still missing before a hand of ``size`` cards with these suits sings."""
    need = size - max(v)
    if rainbow:
        need = min(need, 4 - sum(1 for x in v if x))
    return need


def _plus(v: Vec, i: int, n: int = 1) -> Vec:
    return tuple(x + n if j == i else x for j, x in enumerate(v))  # type: ignore[return-value]


@lru_cache(maxsize=4096)
def throws(v: Vec, size: int, rainbow: bool) -> tuple[tuple[int, float], ...]:
    """The suits a Standard player holding ``v`` throws, with their chances."""
    held = [i for i, x in enumerate(v) if x]
    near = min(held, key=lambda i: (missing(_plus(v, i, -1), size, rainbow), v[i]))
    near_key = (missing(_plus(v, near, -1), size, rainbow), v[near])
    nearest = [i for i in held if (missing(_plus(v, i, -1), size, rainbow), v[i]) == near_key]
    shortest = [i for i in held if v[i] == min(v[j] for j in held)]
    out: dict[int, float] = {}
    for i in nearest:
        out[i] = out.get(i, 0.0) + SIGHT / len(nearest)
    for i in shortest:
        out[i] = out.get(i, 0.0) + (1 - SIGHT) / len(shortest)
    return tuple(out.items())


@lru_cache(maxsize=1024)
def dealt(pool: Vec, k: int) -> tuple[tuple[Vec, float], ...]:
    """Every suit count of ``k`` cards drawn from ``pool``, with its chance (hypergeometric)."""
    total = comb(sum(pool), k)
    out = []

    def walk(i: int, left: int, v: tuple[int, ...], ways: int) -> None:
        if i == 3:
            if left <= pool[3]:
                out.append(((*v, left), ways * comb(pool[3], left) / total))
            return
        for x in range(min(left, pool[i]) + 1):
            walk(i + 1, left - x, (*v, x), ways * comb(pool[i], x))

    walk(0, k, (), 1)
    return tuple((v, p) for v, p in out if p > 0)  # type: ignore[misc]


def _step(odds: Odds, update) -> Odds:
    out: Odds = {}
    for v, p in odds.items():
        for w, q in update(v):
            out[w] = out.get(w, 0.0) + p * q
    return out


def _no_song(odds: Odds, size: int, rainbow: bool) -> Odds:
    kept = {v: p for v, p in odds.items() if not sings(v, size, rainbow)}
    total = sum(kept.values())
    return {v: p / total for v, p in kept.items()} if total else odds


def _throw(odds: Odds, size: int, rainbow: bool) -> Odds:
    return _step(odds, lambda v: [(_plus(v, i, -1), q) for i, q in throws(v, size, rainbow)])


def _exchange(odds: Odds, pool: Vec, size: int, rainbow: bool) -> Odds:
    """A Standard leader changes a card of his shortest suit with the stock; the new card is of any
    other suit, as the unseen cards run."""

    def change(v: Vec):
        held = [i for i, x in enumerate(v) if x]
        short = [i for i in held if v[i] == min(v[j] for j in held)]
        for i in short:
            others = [j for j in range(4) if j != i and pool[j]]
            weight = sum(pool[j] for j in others)
            for j in others:
                yield _plus(_plus(v, i, -1), j), pool[j] / weight / len(short)

    return _step(odds, lambda v: list(change(v)))


def left_hand(
    pool: Vec,
    passes: Iterable[int],
    size: int,
    rainbow: bool,
    leads: bool,
    exchange_after: int,
) -> Odds:
    """The chance of each suit count the left-hand neighbour may hold now.

    ``pool``: the cards of each suit this seat did not hold when the deal began (his hand was dealt
    from them); ``passes``: the suits this seat has thrown him, in order; ``leads``: he is the
    leader (he held his dealt hand first, threw, and after ``exchange_after`` rounds may change a
    card with the stock before he throws)."""
    odds: Odds = dict(dealt(pool, size))
    if leads:
        odds = _throw(_no_song(odds, size, rainbow), size, rainbow)
    for j, s in enumerate(passes, 1):
        odds = _no_song(_step(odds, lambda v, s=s: [(_plus(v, s), 1.0)]), size, rainbow)
        if leads and j + 1 > exchange_after:
            odds = _no_song(_exchange(odds, pool, size, rainbow), size, rainbow)
        odds = _throw(odds, size, rainbow)
    return odds


def song_chances(odds: Mapping[Vec, float], size: int, rainbow: bool) -> tuple[float, ...]:
    """For each suit, the chance that a card of it makes the left-hand neighbour's bird sing."""
    return tuple(sum(p for v, p in odds.items() if sings(_plus(v, i), size, rainbow)) for i in range(4))


def left_song_chances(view: BirdView) -> tuple[float, ...]:
    """For each suit (SUITS order), the chance that a card of it thrown now makes the left-hand
    neighbour's bird sing, read from the suits this seat has thrown him this deal."""
    left = left_of(view.seat, len(view.hand_sizes))
    pack = vec_of(c.suit.value for c in make_pack(int(view.rules.get("pack", 52))))
    held = Counter(c.suit.value for c in view.hand)
    held.update(view.passed_suits)  # every card this seat has held: none of them was dealt to him
    pool: Vec = tuple(max(0, pack[i] - held[s.value]) for i, s in enumerate(SUITS))  # type: ignore[assignment]
    if view.tricks[left]:  # the whole pack: he has sung and taken fresh cards since
        return song_chances(dict(dealt(pool, view.size)), view.size, view.rainbow)
    passes = tuple(SUIT_INDEX[s] for s in view.passed_suits)
    after = int(view.rules.get("exchange_after", 3))
    odds = left_hand(pool, passes, view.size, view.rainbow, left == view.leader, after)
    return song_chances(odds, view.size, view.rainbow)
