"""Cribbage scoring: the show (hand and crib) and the play, item by item.

Every item names the cards that made it, so the GUI can highlight them and the command line can
count aloud (:func:`describe`). Go, last card, his heels, three for last and muggins are awarded
by the state machine, which builds those items itself with the codes in :data:`REASONS`.
The rules are Hoyle's and Britannica's (seeds 000, 001) and today's (003); they agree on all of it
except the crib flush, whose house rule is ``crib_flush_without_start``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations, product

from ..cards import Card, Rank
from .fast_score import show_total
from .phrases import describe

__all__ = ["REASONS", "ScoreItem", "describe", "play_total", "score_play", "score_show", "show_total"]

REASONS: tuple[str, ...] = (
    "fifteen",
    "pair",
    "pair_royal",
    "double_pair_royal",
    "run",
    "flush",
    "his_nob",
    "his_heels",
    "thirty_one",
    "go",
    "last_card",
    "three_for_last",
    "muggins",
    "claimed",  # counting manually: the total a player claimed for a hand or crib
)

_SETS = {2: ("pair", 2), 3: ("pair_royal", 6), 4: ("double_pair_royal", 12)}


@dataclass(frozen=True, slots=True)
class ScoreItem:
    reason: str  # one of REASONS
    points: int
    cards: tuple[Card, ...]  # the cards that made it, for highlighting


def score_show(
    hand: Sequence[Card],
    starter: Card | None,
    *,
    is_crib: bool = False,
    crib_flush_without_start: bool = False,
) -> list[ScoreItem]:
    """Itemise a hand or crib with the starter: fifteens, pairs, runs, flush, his nob, in that order.

    ``starter=None`` scores the cards alone. A flush needs every card of a hand of three or more
    in one suit (one point a card, one more if the starter matches); a crib flush also needs the
    starter, unless ``crib_flush_without_start``.
    """
    every = [*hand, starter] if starter is not None else list(hand)
    if len(set(every)) != len(every):
        raise ValueError(f"a card is repeated in {' '.join(c.code for c in every)}")
    every.sort()
    items = [ScoreItem("fifteen", 2, combo) for combo in _fifteens(every)]
    by_rank: dict[Rank, list[Card]] = {}
    for c in every:
        by_rank.setdefault(c.rank, []).append(c)
    for group in by_rank.values():
        if len(group) >= 2:
            reason, points = _SETS[len(group)]
            items.append(ScoreItem(reason, points, tuple(group)))
    items += [ScoreItem("run", len(run), run) for run in _runs(by_rank)]
    flush = _flush(hand, starter, is_crib, crib_flush_without_start)
    if flush:
        items.append(ScoreItem("flush", len(flush), flush))
    if starter is not None:
        items += [
            ScoreItem("his_nob", 1, (c, starter))
            for c in hand
            if c.rank is Rank.JACK and c.suit is starter.suit
        ]
    return items


_COMBOS: dict[int, list[tuple[int, tuple[int, ...]]]] = {}  # n -> (bit mask, indices), in combinations' order


def _fifteens(cards: list[Card]) -> list[tuple[Card, ...]]:
    """Every combination of two or more cards making fifteen, smallest first, in the order of
    ``itertools.combinations``; each subset's pips summed once from a smaller subset's."""
    n = len(cards)
    combos = _COMBOS.get(n)
    if combos is None:
        combos = _COMBOS[n] = [
            (sum(1 << i for i in idx), idx)
            for size in range(2, n + 1)
            for idx in combinations(range(n), size)
        ]
    sums = [0] * (1 << n)
    for mask in range(1, 1 << n):
        low = mask & -mask
        sums[mask] = sums[mask ^ low] + cards[low.bit_length() - 1].pips
    return [tuple(cards[i] for i in idx) for mask, idx in combos if sums[mask] == 15]


_RANKS_THEN_NONE = (*Rank, None)  # iterating the enum itself is slow


def _runs(by_rank: dict[Rank, list[Card]]) -> list[tuple[Card, ...]]:
    """Each way of taking one card per rank from every maximal stretch of three or more ranks."""
    runs: list[tuple[Card, ...]] = []
    stretch: list[list[Card]] = []
    for rank in _RANKS_THEN_NONE:  # None closes the last stretch
        group = by_rank.get(rank) if rank is not None else None
        if group:
            stretch.append(group)
            continue
        if len(stretch) >= 3:
            runs += product(*stretch)
        stretch = []
    return runs


def _flush(
    hand: Sequence[Card], starter: Card | None, is_crib: bool, without_start: bool
) -> tuple[Card, ...]:
    if len(hand) < 3 or len({c.suit for c in hand}) != 1:
        return ()
    if starter is not None and starter.suit is hand[0].suit:
        return (*hand, starter)
    return tuple(hand) if without_start or not is_crib else ()


def score_play(pile: Sequence[Card]) -> list[ScoreItem]:
    """Points for the last card of ``pile``: the cards played since the count last began at zero.

    Go and last card are the state machine's to award; 31 scores two here and nothing more.
    """
    if not pile:
        return []
    count = sum(c.pips for c in pile)
    if count > 31:
        raise ValueError(f"the count cannot pass 31 (it is {count})")
    items: list[ScoreItem] = []
    if count in (15, 31):
        items.append(ScoreItem("fifteen" if count == 15 else "thirty_one", 2, tuple(pile)))
    last = pile[-1].rank
    same = 1
    while same < min(len(pile), 4) and pile[-same - 1].rank is last:
        same += 1
    if same >= 2:
        reason, points = _SETS[same]
        items.append(ScoreItem(reason, points, tuple(pile[-same:])))
    for n in range(len(pile), 2, -1):
        ranks = {c.rank for c in pile[-n:]}
        if len(ranks) == n and max(ranks) - min(ranks) == n - 1:
            items.append(ScoreItem("run", n, tuple(pile[-n:])))
            break
    return items


_SET_POINTS = (0, 0, 2, 6, 12)


def play_total(pile: Sequence[tuple[int, Card]], count: int) -> int:
    """The points :func:`score_play` gives the last card of ``pile`` (seat and card pairs since the
    count began; ``count`` their pips), summed without building items: a quiet game's pegging."""
    points = 2 if count == 15 or count == 31 else 0
    n = len(pile)
    last = pile[-1][1].rank
    same = 1
    while same < n and same < 4 and pile[-same - 1][1].rank is last:
        same += 1
    if same > 1:  # a window ending in a pair holds a repeated rank: no run
        return points + _SET_POINTS[same]
    if n >= 3:
        # Seven distinct ranks are the most a count of 31 can hold (ace to seven make 28). Ranks as
        # plain ints (sort key // 4): an IntEnum hashes in Python, an int in C.
        ranks = [c.sort_key >> 2 for _, c in pile[-7:]]
        for k in range(len(ranks), 2, -1):
            window = ranks[-k:]
            if max(window) - min(window) == k - 1 and len(set(window)) == k:
                return points + k
    return points
