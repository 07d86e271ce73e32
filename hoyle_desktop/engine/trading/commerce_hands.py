"""Commerce hands: the five combinations, their order, Peel's tie-breaks, and the one function that
ranks any set of hands and says why the winner won.

A hand's strength is a single integer (:func:`hand_key`), so comparing hands, sorting them and
counting the hands that beat one (the computer players' enumeration) are plain integer work:

    category << 24 | primary << 12 | first << 8 | second << 4 | third

``primary`` is the tricon's or pair's rank, the sequence's top card, or the point (pips: ace
eleven, court cards ten); ``first``..``third`` are the ranks, highest first (ace high), which break
ties between flushes and points ("the first highest card different from the opponent's") and
give the pair's third card.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..cards import Card, Rank

POINT, PAIR, FLUSH, SEQUENCE, TRICON = 1, 2, 3, 4, 5
CATEGORY_NAMES = {POINT: "point", PAIR: "pair", FLUSH: "flush", SEQUENCE: "sequence", TRICON: "tricon"}

# Limited Commerce: the combinations a profile recognises.
ALL, NO_PAIR, NO_FLUSH_OR_PAIR = "all", "no_pair", "no_flush_or_pair"
RECOGNISED = {
    ALL: frozenset({TRICON, SEQUENCE, FLUSH, PAIR, POINT}),
    NO_PAIR: frozenset({TRICON, SEQUENCE, FLUSH, POINT}),
    NO_FLUSH_OR_PAIR: frozenset({TRICON, SEQUENCE, POINT}),
}


def high(rank: Rank) -> int:
    """Rank order with the ace highest: two 2 ... king 13, ace 14."""
    return 14 if rank == Rank.ACE else int(rank)


def pips(card: Card) -> int:
    """Commerce's count: the ace eleven, court cards ten, the rest their face."""
    return 11 if card.rank == Rank.ACE else min(int(card.rank), 10)


def _sequence_top(ranks: Sequence[int]) -> int:
    """The top of a sequence in the natural ranks 1..13 (ace low or high, never king-ace-two); 0 if
    the three ranks do not follow."""
    a, b, c = sorted(ranks)
    if b == a + 1 and c == b + 1:
        return 3 if c == 3 else c  # ace-two-three: the lowest, topped by the three
    if (a, b, c) == (1, 12, 13):
        return 14  # queen-king-ace: the highest
    return 0


def hand_key(hand: Sequence[Card], combos: frozenset[int] = RECOGNISED[ALL]) -> int:
    """The hand's strength as one integer: a larger key is a better hand."""
    c1, c2, c3 = hand
    order = sorted((high(c1.rank), high(c2.rank), high(c3.rank)), reverse=True)
    tail = order[0] << 8 | order[1] << 4 | order[2]
    point = pips(c1) + pips(c2) + pips(c3)
    if TRICON in combos and order[0] == order[2]:
        return TRICON << 24 | order[0] << 12
    suited = c1.suit == c2.suit == c3.suit
    if suited and SEQUENCE in combos:
        top = _sequence_top((int(c1.rank), int(c2.rank), int(c3.rank)))
        if top:
            return SEQUENCE << 24 | top << 12
    if suited and FLUSH in combos:
        return FLUSH << 24 | point << 12 | tail
    if PAIR in combos and (order[0] == order[1] or order[1] == order[2]):
        paired, third = (order[0], order[2]) if order[0] == order[1] else (order[1], order[0])
        return PAIR << 24 | paired << 12 | third << 8
    return POINT << 24 | point << 12 | tail


def category(key: int) -> int:
    return key >> 24


@dataclass(frozen=True)
class Ranking:
    """Hands ranked best first. ``groups`` are the seats' indices, equal hands together;
    ``why`` says how the best hand beat the next (a code for the views to put into words) and
    ``detail`` what it turned on (the categories, the deciding ranks)."""

    keys: tuple[int, ...]
    groups: tuple[tuple[int, ...], ...]
    why: str
    detail: dict[str, Any] = field(default_factory=dict)

    @property
    def winners(self) -> tuple[int, ...]:
        return self.groups[0]

    @property
    def losers_worst(self) -> tuple[int, ...]:
        return self.groups[-1]

    def better_than(self, index: int) -> tuple[int, ...]:
        """The hands that beat hand ``index``."""
        return tuple(i for i, k in enumerate(self.keys) if k > self.keys[index])


def rank_hands(hands: Sequence[Sequence[Card]], combos: Iterable[int] = RECOGNISED[ALL]) -> Ranking:
    """Rank any set of three-card hands by Peel's order and tie-breaks; name why the best won."""
    recognised = frozenset(combos)
    keys = tuple(hand_key(h, recognised) for h in hands)
    distinct = sorted(set(keys), reverse=True)
    groups = tuple(tuple(i for i, k in enumerate(keys) if k == value) for value in distinct)
    if len(groups[0]) > 1 or len(groups) == 1:
        why, detail = "tie", {"category": CATEGORY_NAMES[category(distinct[0])]}
    else:
        why, detail = explain(distinct[0], distinct[1])
    return Ranking(keys, groups, why, detail)


def explain(best: int, next_best: int) -> tuple[str, dict[str, Any]]:
    """Why hand key ``best`` beats ``next_best``: a code and what decided it."""
    cat, other = category(best), category(next_best)
    detail: dict[str, Any] = {"category": CATEGORY_NAMES[cat], "beaten": CATEGORY_NAMES[other]}
    if cat != other:
        return "better_combination", detail
    primary, other_primary = best >> 12 & 0xFFF, next_best >> 12 & 0xFFF
    if cat == TRICON:
        return "higher_tricon", detail | {"rank": primary}
    if cat == SEQUENCE:
        return "higher_sequence", detail | {"rank": primary}
    if cat == PAIR:
        if primary != other_primary:
            return "higher_pair", detail | {"rank": primary}
        return "pair_third_card", detail | {"rank": best >> 8 & 0xF}
    if primary != other_primary:
        return ("flush_point" if cat == FLUSH else "higher_point"), detail | {"point": primary}
    for shift in (8, 4, 0):
        mine, theirs = best >> shift & 0xF, next_best >> shift & 0xF
        if mine != theirs:
            return "first_different_card", detail | {"point": primary, "rank": mine}
    return "tie", detail  # not reached: equal keys are a tie
