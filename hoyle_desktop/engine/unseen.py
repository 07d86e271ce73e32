"""Dealing the cards a seat cannot see again, consistently with what it has seen.

Games use :func:`deal_consistently` in their ``determinise``: the hidden cards go back into the
places they came from (other hands, a crib, a stock, a spare hand), each place the same size as
before, and a place may refuse cards the seat knows it cannot hold (a suit it showed void in, a
card that would have come in when it said go).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from .cards import Card, shuffled

Allowed = Callable[[Card], bool] | None  # None: the place may hold any card


def deal_consistently(
    cards: Sequence[Card], places: Sequence[tuple[int, Allowed]], rng: random.Random, tries: int = 20
) -> list[list[Card]]:
    """Deal ``cards`` into ``places`` of the given sizes (they sum to ``len(cards)``), each place
    taking only cards it allows. The most constrained place is filled first from a shuffled pool,
    and a dead end deals again; after ``tries`` dead ends the allowances are dropped (they come from
    the seat's inferences, which a player not bound by them may have broken)."""
    if sum(size for size, _ in places) != len(cards):
        raise ValueError("the places must hold exactly the cards to deal")
    pool = list(cards)
    order = sorted(
        range(len(places)),
        key=lambda i: sum(map(places[i][1], pool)) - places[i][0] if places[i][1] else len(pool),
    )
    for _ in range(tries):
        pool = shuffled(pool, rng)  # random.shuffle's order, quicker
        left = pool[:]
        dealt: list[list[Card]] = [[] for _ in places]
        for i in order:
            size, allowed = places[i]
            if allowed is None:
                take, left = left[:size], left[size:]
            else:
                take = [c for c in left if allowed(c)][:size]
                if len(take) < size:
                    break
                chosen = set(take)
                left = [c for c in left if c not in chosen]
            dealt[i] = take
        else:
            return dealt
    pool = shuffled(pool, rng)
    out, at = [], 0
    for size, _ in places:
        out.append(pool[at : at + size])
        at += size
    return out
