"""Expected show values over every possible starter: pure functions, no game objects.

Cards are handled as ids 0..51 (``Card.index``: suit-major, ace low), so the inner loops index
tuples instead of touching enum attributes. Fifteens, pairs and runs depend only on ranks, so the
value of a hand over all starters is a sum over the thirteen starter ranks, weighted by how many
unseen cards of each rank are left, plus the flush and nob terms, which depend on the starter's
suit only. That makes an exact expectation thirteen table look-ups instead of forty-six scorings.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from itertools import combinations

from hoyle_desktop.engine.cards import Card, full_pack
from hoyle_desktop.engine.cribbage.fast_score import RANK_WEIGHT, rank_points

PACK: tuple[Card, ...] = tuple(full_pack())  # PACK[i].index == i
ID_OF: dict[Card, int] = {c: i for i, c in enumerate(PACK)}
RANK: tuple[int, ...] = tuple(i % 13 + 1 for i in range(52))
SUIT: tuple[int, ...] = tuple(i // 13 for i in range(52))
WEIGHT: tuple[int, ...] = tuple(RANK_WEIGHT[r] for r in RANK)
PIPS: tuple[int, ...] = (0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10)  # by rank
JACK = 11

CribValue = Callable[[tuple[Card, ...]], float]  # signed crib value of a discard (see crib_table)


def ids(cards: Iterable[Card]) -> list[int]:
    return [ID_OF[c] for c in cards]


@dataclass(frozen=True)
class Remaining:
    """The cards a starter may be, counted by rank and by suit."""

    cards: tuple[int, ...]
    by_rank: tuple[int, ...]  # index 1..13
    by_suit: tuple[int, ...]
    suit_ranks: tuple[tuple[int, ...], ...]  # the ranks left in each suit

    @property
    def n(self) -> int:
        return len(self.cards)

    @staticmethod
    def excluding(known: Iterable[int]) -> Remaining:
        gone = set(known)
        left = tuple(i for i in range(52) if i not in gone)
        by_rank = [0] * 14
        suits: list[list[int]] = [[], [], [], []]
        for i in left:
            by_rank[RANK[i]] += 1
            suits[SUIT[i]].append(RANK[i])
        return Remaining(left, tuple(by_rank), tuple(len(s) for s in suits), tuple(tuple(s) for s in suits))


_POINTS: dict[int, int] = {}  # a local copy of the engine's rank table, read without a call


def _points(key: int) -> int:
    v = _POINTS.get(key)
    if v is None:
        v = _POINTS[key] = rank_points(key)
    return v


def hand_ev(kept: Sequence[int], rem: Remaining) -> float:
    """The exact mean show of ``kept`` (a hand, not a crib) over every starter in ``rem``."""
    return hand_ev_counts(kept, rem.by_rank, rem.by_suit, rem.n)


def hand_ev_counts(kept: Sequence[int], by_rank: Sequence[int], by_suit: Sequence[int], n: int) -> float:
    """:func:`hand_ev` from the starters' counts by rank and by suit."""
    key = 0
    for c in kept:
        key += WEIGHT[c]
    total = 0
    table = _POINTS
    for r in range(1, 14):
        k = by_rank[r]
        if k:
            v = table.get(key + RANK_WEIGHT[r])
            total += k * (v if v is not None else _points(key + RANK_WEIGHT[r]))
    suit = SUIT[kept[0]]
    if len(kept) >= 3 and all(SUIT[c] == suit for c in kept):
        total += len(kept) * n + by_suit[suit]  # the flush, one more if the starter matches
    for c in kept:
        if RANK[c] == JACK:
            total += by_suit[SUIT[c]]  # his nob: a starter of the knave's suit
    return total / n


def best_lay_out(
    dealt: Sequence[int],
    give: int,
    crib: Callable[[tuple[int, ...]], float],
    kept_value: Callable[[Sequence[int]], float] | None = None,
) -> tuple[list[int], tuple[int, ...]]:
    """``(kept, laid out)`` with the best kept-hand mean plus ``crib(laid out ids)`` (plus
    ``kept_value(kept ids)``): the lean form of :func:`lay_outs` for sampling what others hold."""
    by_rank = [0] + [4] * 13
    by_suit = [13, 13, 13, 13]
    for c in dealt:
        by_rank[RANK[c]] -= 1
        by_suit[SUIT[c]] -= 1
    n = 52 - len(dealt)
    best_kept: list[int] = []
    best_given: tuple[int, ...] = ()
    best = -1e9
    for given in combinations(dealt, give):
        kept = [c for c in dealt if c not in given]
        value = hand_ev_counts(kept, by_rank, by_suit, n) + crib(given)
        if kept_value is not None:
            value += kept_value(kept)
        if value > best:
            best, best_kept, best_given = value, kept, given
    return best_kept, best_given


def show_points(
    cards: Sequence[int], starter: int, *, is_crib: bool, flush_without_start: bool = False
) -> int:
    """The show of ``cards`` with ``starter`` (same total as the engine's ``show_total``)."""
    key = WEIGHT[starter]
    for c in cards:
        key += WEIGHT[c]
    total = rank_points(key)
    suit = SUIT[cards[0]]
    if len(cards) >= 3 and all(SUIT[c] == suit for c in cards):
        if SUIT[starter] == suit:
            total += len(cards) + 1
        elif flush_without_start or not is_crib:
            total += len(cards)
    turned = SUIT[starter]
    for c in cards:
        if RANK[c] == JACK and SUIT[c] == turned:
            total += 1
    return total


def show_distribution(
    cards: Sequence[int], starters: Iterable[int], *, is_crib: bool = False, flush_without_start: bool = False
) -> list[int]:
    """The show total for each starter, in the order given (for chances of reaching a score)."""
    return [show_points(cards, s, is_crib=is_crib, flush_without_start=flush_without_start) for s in starters]


def crib_moments(
    crib: Sequence[int], rem: Remaining, flush_without_start: bool = False
) -> tuple[float, float]:
    """Mean and mean square of a four-card crib over every starter in ``rem`` (for the builder).

    A starter of rank r and suit s scores ``v[r] + bonus[s]`` (flush and nob depend on the suit
    only), so both moments are sums over ranks plus a correction for the few suits with a bonus.
    """
    key = 0
    for c in crib:
        key += WEIGHT[c]
    v = [0] * 14
    s1 = s2 = 0
    by_rank = rem.by_rank
    for r in range(1, 14):
        k = by_rank[r]
        if k:
            x = _points(key + RANK_WEIGHT[r])
            v[r] = x
            s1 += k * x
            s2 += k * x * x
    bonus = [0, 0, 0, 0]
    suit = SUIT[crib[0]]
    if all(SUIT[c] == suit for c in crib):
        if flush_without_start:
            bonus = [4, 4, 4, 4]
        bonus[suit] = 5
    for c in crib:
        if RANK[c] == JACK:
            bonus[SUIT[c]] += 1
    for s in range(4):
        b = bonus[s]
        if b:
            ranks = rem.suit_ranks[s]
            s1 += b * len(ranks)
            s2 += sum(2 * b * v[r] + b * b for r in ranks)
    n = rem.n
    return s1 / n, s2 / n


@dataclass(frozen=True)
class LayOut:
    """One way of laying out: the cards given, the cards kept and their values in points."""

    discard: tuple[Card, ...]
    kept: tuple[Card, ...]
    hand: float  # mean show of the kept cards over every starter
    crib: float  # the crib's mean for its owner, signed: + for one's own side's crib, - against
    total: float
    pegging: float = 0.0  # what the kept cards are worth in the play (relative: only differences count)


def lay_outs(
    hand: Sequence[Card],
    discards_each: int,
    crib_value: CribValue | None = None,
    seen: Iterable[Card] = (),
    kept_value: Callable[[tuple[Card, ...]], float] | None = None,
) -> list[LayOut]:
    """Every lay-out of ``hand`` valued as the kept cards' mean show plus ``crib_value(discard)``
    (plus ``kept_value(kept)``, the kept cards' worth in the play, if given).

    The starter may be any card not in ``hand`` nor ``seen``. Sorted best first; ties keep the
    engine's order (sorted cards), so the choice is deterministic.
    """
    hand = sorted(hand)
    rem = Remaining.excluding(ids(hand) + ids(seen))
    out: list[LayOut] = []
    for discard in combinations(hand, discards_each):
        kept = tuple(c for c in hand if c not in discard)
        h = hand_ev(ids(kept), rem)
        crib = crib_value(discard) if crib_value is not None else 0.0
        peg = kept_value(kept) if kept_value is not None else 0.0
        out.append(LayOut(discard, kept, h, crib, h + crib + peg, peg))
    out.sort(key=lambda lo: -lo.total)
    return out
