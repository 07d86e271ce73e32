"""Exact Vingt-un probabilities from the cards a seat has not seen, for the Expert.

A *composition* is a tuple of ten counts: how many unseen cards count 1 (aces), 2, ... 10 (tens
and court cards). From a seat's view the unseen cards are the pack less every card it can see on
the table and in the pone's pile since the last shuffle; the next card of the stock, a dealer's
hole card and a punter's face-down cards are each a draw without replacement from it, since the
seat cannot tell these places apart. Every figure here is a sum over draws from a composition,
memoised by composition: exact, not simulated (``tests/engine/vingt_un/test_odds.py`` checks it by
brute force on small packs).

The models a decision needs for the other side:

* a punter's expected value (per counter staked) assumes the dealer holds two unseen cards that
  are not a natural (he would have declared one) and draws to 17 (Peel's dealer stands on what he
  likes; 17 is the usual rule and the Standard computer player's);
* the dealer's expected value against the hands that stand takes each one as its face-up cards
  plus two unseen cards, not a natural, not over 21, independently from the composition;
* the double and the price of the deal use the same sums with a punter drawing to 17.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache, lru_cache
from math import prod

from ..banking.view import BankingView
from ..cards import Card
from .points import pips_value

Comp = tuple[int, ...]
PathRow = tuple[tuple[tuple[int, int], ...], int, int, int]  # (value, count) pairs, cards, final, orders
BUST = 22
DEALER_STANDS = 17


def composition(view: BankingView) -> Comp:
    """The unseen cards of this seat's view, by counting value."""
    packs = int(view.extra.get("packs", 1))
    counts = [4 * packs] * 9 + [16 * packs]
    for card in view.visible_cards():
        counts[card.pips - 1] -= 1
    return tuple(max(0, c) for c in counts)


def _draws(comp: Comp):
    """(pips, probability, composition after the draw) for each value that can come."""
    total = sum(comp)
    if total == 0:
        return
    for i, c in enumerate(comp):
        if c:
            yield i + 1, c / total, (*comp[:i], c - 1, *comp[i + 1 :])


def _add(total: int, soft: bool, pips: int) -> tuple[int, bool]:
    """Add a card to a hand held as (best total, soft)."""
    hard = total - 10 if soft else total
    return pips_value_fast(hard + pips, soft or pips == 1)


def pips_value_fast(hard: int, has_ace: bool) -> tuple[int, bool]:
    if has_ace and hard + 10 <= 21:
        return hard + 10, True
    return hard, False


# -- the dealer drawing to 17 ---------------------------------------------------------------------
@lru_cache(maxsize=400_000)
def dealer_final(total: int, soft: bool, comp: Comp) -> tuple[tuple[int, float], ...]:
    """The dealer's final totals drawing below 17: ((total, probability), ...), 22 for over. With
    no card left he stands where he is. Weighed from the start's path table when the pack cannot
    run out on the way (exact: see :func:`dealer_paths`), else drawn card by card."""
    if total >= DEALER_STANDS or not any(comp):
        return ((min(total, BUST), 1.0),)
    rows, longest = _paths_from(total - 10 if soft else total, soft, 0)
    if sum(comp) >= longest:
        return _weigh(rows, comp)
    return _dealer_final_drawn(total, soft, comp)


@lru_cache(maxsize=100_000)
def _dealer_final_drawn(total: int, soft: bool, comp: Comp) -> tuple[tuple[int, float], ...]:
    if total >= DEALER_STANDS or not any(comp):
        return ((min(total, BUST), 1.0),)
    acc: dict[int, float] = {}
    for pips, p, rest in _draws(comp):
        t, s = _add(total, soft, pips)
        for k, q in _dealer_final_drawn(t, s, rest) if t <= 21 else ((BUST, 1.0),):
            acc[k] = acc.get(k, 0.0) + p * q
    return tuple(acc.items())


@cache
def _paths_from(hard: int, ace: bool, first: int) -> tuple[tuple[PathRow, ...], int]:
    """The path table of a dealer holding ``hard`` (with an ace if ``ace``) who draws to 17: every
    multiset of the cards he draws, with his final total (22: over) and how many of its orders are
    such a draw; and the longest draw. With ``first`` (his first card, the hole card to come) the
    hole card may not make a natural and at least one card is drawn. Limits as in
    :func:`dealer_paths` (two packs)."""
    return _draw_table(hard, ace, first, two_first=False, limit=8, tens=32)


def _draw_table(
    hard0: int, ace0: bool, first: int, two_first: bool, limit: int, tens: int
) -> tuple[tuple[PathRow, ...], int]:
    """Every multiset of cards a hand drawing to 17 from (``hard0``, ``ace0``) can end with, its
    final total and how many of its orders are such a draw (every shorter hand on the way going
    on); and the longest draw. ``two_first``: the first two cards are drawn whatever they make, and
    may not be a natural; ``first``: the hand's first card (the next may not make a natural with it,
    and at least one card is drawn). Counted multiset by multiset, one more card at a time: the
    orders reaching a multiset are the sum of those reaching it less any one of its cards."""
    out: dict[tuple[tuple[int, ...], int], int] = {}
    longest = 0
    # a multiset of the cards drawn -> [orders reaching it, hard total, holds an ace]
    level: dict[tuple[int, ...], list] = {(0,) * 10: [1, hard0, ace0]}
    caps = (limit,) * 9 + (tens,)
    n = 0
    while level:
        following: dict[tuple[int, ...], list] = {}
        for counts, (ways, hard, ace) in level.items():
            if two_first and n == 2 and counts[0] == 1 and counts[9] == 1:
                continue  # a natural: not a hand that draws
            t = hard + 10 if ace and hard + 10 <= 21 else hard
            if t >= DEALER_STANDS and (n >= 2 if two_first else (n >= 1 or not first)):
                key = (counts, min(t, BUST))
                out[key] = out.get(key, 0) + ways
                longest = max(longest, n)
                continue
            for i in range(10):
                if counts[i] >= caps[i] or (n == 0 and first and first + i + 1 == 11 and first in (1, 10)):
                    continue
                grown = (*counts[:i], counts[i] + 1, *counts[i + 1 :])
                got = following.get(grown)
                if got is None:
                    following[grown] = [ways, hard + i + 1, ace or i == 0]
                else:
                    got[0] += ways
        level, n = following, n + 1
    rows = tuple((tuple((i, m) for i, m in enumerate(vec) if m), sum(vec), final, ways)
                 for (vec, final), ways in out.items())  # fmt: skip
    return rows, longest


def _weigh(rows: Sequence[PathRow], comp: Comp) -> tuple[tuple[int, float], ...]:
    """The final totals' probabilities from a path table, for drawing without replacement from
    ``comp``: each multiset's chance is the same for all its orders, the product of falling
    factorials over the pack's; normalised over the paths that can happen."""
    n = sum(comp)
    falling: list[float] = []  # falling[13 * i + m]: count i's falling factorial of order m
    for c in comp:
        row = 1.0
        falling.append(row)
        for j in range(12):
            row *= max(0, c - j)
            falling.append(row)
    below = [1.0]
    for j in range(24):
        below.append(below[-1] * max(0, n - j))
    acc: dict[int, float] = {}
    at = falling.__getitem__
    for places, length, final, ways in _flat(rows):
        if length > n:
            continue
        weight = ways * prod(map(at, places))
        if weight:
            acc[final] = acc.get(final, 0.0) + weight / below[length]
    mass = sum(acc.values())
    if mass <= 0:
        return ((BUST, 1.0),)
    return tuple(sorted((k, v / mass) for k, v in acc.items()))


_FLAT: dict[int, list[tuple[tuple[int, ...], int, int, int]]] = {}


def _flat(rows: Sequence[PathRow]) -> list[tuple[tuple[int, ...], int, int, int]]:
    """A path table with each (value, count) pair as its place in :func:`_weigh`'s flat list."""
    got = _FLAT.get(id(rows))
    if got is None:
        got = [(tuple(13 * i + m for i, m in pairs), n, final, ways) for pairs, n, final, ways in rows]
        _FLAT[id(rows)] = got
    return got


@cache
def dealer_paths(limit: int = 8, tens: int = 32) -> tuple[PathRow, ...]:
    """Every way a dealer drawing to 17 from no cards can end, his first two not a natural, as
    multisets: ((value index, count) pairs, cards, final total or 22, how many orders of the
    multiset are such a hand). Every order of a multiset is equally likely from any composition,
    so these few thousand rows give the dealer's totals for any composition at once. Counts go up
    to two packs (``limit`` of each value, ``tens`` ten-cards)."""
    return _draw_table(0, False, 0, two_first=True, limit=limit, tens=tens)[0]


@lru_cache(maxsize=200_000)
def dealer_from_unseen(comp: Comp) -> tuple[tuple[int, float], ...]:
    """The dealer's final totals when both his cards are unseen and not a natural, drawing to 17:
    ((total or 22, probability), ...), exact for the composition (see :func:`dealer_paths`)."""
    if sum(comp) < 2:
        return ((BUST, 1.0),)
    return _weigh(dealer_paths(), comp)


# -- a punter ---------------------------------------------------------------------------------------
def punter_payoff(mine: int, dealer: int) -> float:
    """A standing punter's result per counter against the dealer's final total (22 = over)."""
    if dealer >= BUST:
        return 2.0 if mine == 21 else 1.0
    if dealer == 21:
        return -1.0 if mine == 21 else -2.0
    if mine == 21:
        return 2.0
    return 1.0 if mine > dealer else -1.0


@lru_cache(maxsize=400_000)
def ev_stand(total: int, comp: Comp) -> float:
    """A punter standing on ``total``: expected counters per counter staked."""
    return sum(p * punter_payoff(total, d) for d, p in dealer_from_unseen(comp))


@lru_cache(maxsize=400_000)
def ev_best(total: int, soft: bool, comp: Comp) -> tuple[float, bool]:
    """(expected value, draw?) for a punter playing on from (total, soft) as well as he can."""
    stand = ev_stand(total, comp)
    if total >= 21 or not any(comp):
        return stand, False
    draw = 0.0
    for pips, p, rest in _draws(comp):
        t, s = _add(total, soft, pips)
        draw += p * (-1.0 if t > 21 else ev_best(t, s, rest)[0])
    return (draw, True) if draw > stand else (stand, False)


def ev_one_card(pips: int, comp: Comp) -> float:
    """A hand of one card that takes one more from ``comp`` and is then played as well as can be
    (a divided pair; a 21 in two cards is a drawn Vingt-un)."""
    ev = 0.0
    for v, p, rest in _draws(comp):
        t, s = pips_value_fast(pips + v, pips == 1 or v == 1)
        ev += p * ev_best(t, s, rest)[0]
    return ev


@lru_cache(maxsize=4096)
def ev_first_card(pips: int, comp: Comp) -> float:
    """A punter's expected value per counter on his first card, before the second: his natural is
    paid double, the dealer's natural takes double, otherwise both play on."""
    ev = 0.0
    for v, p, rest in _draws(comp):
        nat = sorted((pips, v)) == [1, 10]
        p_dealer_nat = _natural_chance(rest)
        if nat:
            ev += p * (1 - p_dealer_nat) * 2.0
        else:
            t, s = pips_value_fast(pips + v, pips == 1 or v == 1)
            ev += p * (p_dealer_nat * -2.0 + (1 - p_dealer_nat) * ev_best(t, s, rest)[0])
    return ev


RADIX = 33  # a composition's counts as the digits of one integer (at most 32 of a value)
CLOSE = 0.02  # a screened choice nearer than this (in counters per counter staked) is worked out exactly


class Frozen:
    """The punter's values with the dealer's totals taken from ``comp`` as it is now, not thinned
    by the punter's own later cards: quick, and within a few thousandths of the exact values. A
    decision is taken from it only when it is clear by more than :data:`CLOSE`; otherwise the exact
    value decides."""

    def __init__(self, comp: Comp, dealer: Sequence[tuple[int, float]] | None = None) -> None:
        dealer = dealer_from_unseen(comp) if dealer is None else dealer
        self.stand = {t: sum(p * punter_payoff(t, d) for d, p in dealer) for t in range(2, 22)}
        self._memo: dict[int, tuple[float, float]] = {}

    def values(self, total: int, soft: bool, rest: Comp) -> tuple[float, float]:
        """(standing, drawing one more card and playing on as well as can be)."""
        counts = list(rest)
        code = sum(c * RADIX**i for i, c in enumerate(counts))
        return self._values(total, soft, counts, sum(counts), code)

    def _values(self, total: int, soft: bool, counts: list[int], n: int, code: int) -> tuple[float, float]:
        # The composition is held in ``counts`` (changed and restored on the way down) and named
        # by one integer, ``code``, for the memo: no tuple is made per card drawn.
        key = (code << 6) | (total << 1) | soft
        got = self._memo.get(key)
        if got is None:
            stand = self.stand[total]
            draw = -2.0
            if total < 21 and n:
                draw = 0.0
                hard = total - 10 if soft else total
                for i in range(10):
                    c = counts[i]
                    if not c:
                        continue
                    p = c / n
                    t, s = pips_value_fast(hard + i + 1, soft or i == 0)
                    if t > 21:
                        draw -= p
                        continue
                    counts[i] = c - 1
                    draw += p * max(self._values(t, s, counts, n - 1, code - RADIX**i))
                    counts[i] = c
            got = (stand, draw)
            self._memo[key] = got
        return got


def draws(total: int, soft: bool, comp: Comp) -> bool:
    """Whether a punter on (total, soft) does better drawing: screened, exact when close."""
    if total >= 21 or not any(comp):
        return False
    stand, draw = Frozen(comp).values(total, soft, comp)
    if abs(draw - stand) >= CLOSE:
        return draw > stand
    return ev_best(total, soft, comp)[1]


def _screened_first(pips: int, comp: Comp, frozen: Frozen, p_nat: float) -> float:
    """A first card's value per counter with the punter's play from ``frozen`` and the dealer's
    natural as likely as ``p_nat``."""
    ev = 0.0
    for v, p, rest in _draws(comp):
        if sorted((pips, v)) == [1, 10]:
            ev += p * (1 - p_nat) * 2.0
        else:
            t, s = pips_value_fast(pips + v, pips == 1 or v == 1)
            ev += p * (p_nat * -2.0 + (1 - p_nat) * max(frozen.values(t, s, rest)))
    return ev


def screened_first_card(pips: int, comp: Comp) -> float:
    """:func:`ev_first_card`, screened (:class:`Frozen`); exact when near zero."""
    ev = _screened_first(pips, comp, Frozen(comp), _natural_chance(comp))
    return ev if abs(ev) >= CLOSE else ev_first_card(pips, comp)


def _natural_chance(comp: Comp, known: tuple[int, ...] = ()) -> float:
    total = sum(comp)
    aces, tens = comp[0], comp[9]
    if known:
        k = known[0]
        return (tens / total if k == 1 else aces / total if k == 10 else 0.0) if total else 0.0
    if total < 2:
        return 0.0
    return 2 * aces * tens / (total * (total - 1))


# -- what the dealer's double tells a punter ---------------------------------------------------------
DOUBLES_ON = (1, 10)  # a dealer is taken to double on an ace or a ten-card (Peel's own example)
UNDOUBLED_STRONG = 0.25  # how much an ace or ten is still believed in when he did not double


@lru_cache(maxsize=20_000)
def dealer_given_first(first: int, comp: Comp) -> tuple[tuple[int, float], ...]:
    """The dealer's final totals drawing to 17 when his first card counts ``first`` and his hole
    card comes from ``comp``, not a natural (he would have shown one)."""
    rows, longest = _paths_from(first, first == 1, first)
    if sum(comp) >= longest:  # the pack cannot run out: one weighing of the first card's table
        return _weigh(rows, comp)
    acc: dict[int, float] = {}
    for hole, p, rest in _draws(comp):
        if sorted((first, hole)) == [1, 10]:
            continue
        for k, q in dealer_final(*pips_value_fast(first + hole, first == 1 or hole == 1), rest):
            acc[k] = acc.get(k, 0.0) + p * q
    mass = sum(acc.values())
    return tuple(sorted((k, v / mass) for k, v in acc.items())) if mass else ((BUST, 1.0),)


def _without(comp: Comp, pips: int) -> Comp:
    return (*comp[: pips - 1], comp[pips - 1] - 1, *comp[pips:])


def dealer_after_double(doubled: bool, comp: Comp) -> tuple[tuple[int, float], ...]:
    """The dealer's final totals as a punter reads them once the dealer has doubled or not: his
    first card is weighed by how many of each value are unseen, an ace or a ten-card fully when he
    doubled and only a little when he did not, anything else never when he did."""
    weights = {}
    for d in range(1, 11):
        strong = d in DOUBLES_ON
        w = comp[d - 1] * ((1.0 if strong else 0.0) if doubled else (UNDOUBLED_STRONG if strong else 1.0))
        if w:
            weights[d] = w
    mass = sum(weights.values())
    if not mass:
        return dealer_from_unseen(comp)
    acc: dict[int, float] = {}
    for d, w in weights.items():
        for k, q in dealer_given_first(d, _without(comp, d)):
            acc[k] = acc.get(k, 0.0) + w / mass * q
    return tuple(sorted(acc.items()))


def _first_card_known_dealer(pips: int, first: int, comp: Comp) -> float:
    """:func:`ev_first_card` when the dealer's first card is known to count ``first`` (``comp``
    already without it), screened as :class:`Frozen` is."""
    frozen = Frozen(comp, dealer_given_first(first, comp))
    total = sum(comp)
    p_nat = (comp[9] if first == 1 else comp[0] if first == 10 else 0) / total if total else 0.0
    return _screened_first(pips, comp, frozen, p_nat)


@lru_cache(maxsize=4096)
def stake_value(pips: int, comp: Comp) -> float:
    """What each counter staked on a first card ``pips`` is worth once the dealer's double is
    allowed for: when his own first card is an ace or a ten-card he doubles, and those hands (the
    punter's worst) then count twice."""
    total = sum(comp)
    strong = sum(
        comp[d - 1] / total * _first_card_known_dealer(pips, d, _without(comp, d))
        for d in DOUBLES_ON
        if comp[d - 1]
    )
    # Screened only: the exact value behind a near-zero screen costs seconds, and a wrong call that
    # close costs a counter in fifty.
    return _screened_first(pips, comp, Frozen(comp), _natural_chance(comp)) + strong


# -- a punter drawing to 17, for the dealer's double and the price of the deal ---------------------
def _to_17(total: int, soft: bool, comp: Comp) -> tuple[tuple[int, float], ...]:
    """A punter drawing below 17 ends as a dealer does: the same path tables."""
    return dealer_final(total, soft, comp)


@lru_cache(maxsize=4096)
def dealer_edge_on_card(pips: int, comp: Comp) -> float:
    """The dealer's expected counters per counter staked against one punter drawing to 17, given
    his own first card ``pips`` (his hole card and the punter's cards unseen)."""
    ev = 0.0
    for hole, ph, rest in _draws(comp):
        dealer_nat = sorted((pips, hole)) == [1, 10]
        for a, pa, r1 in _draws(rest):
            for b, pb, r2 in _draws(r1):
                p = ph * pa * pb
                punter_nat = sorted((a, b)) == [1, 10]
                if dealer_nat:
                    ev += p * (0.0 if punter_nat else 2.0)
                    continue
                if punter_nat:
                    ev -= p * 2.0
                    continue
                t, s = pips_value_fast(pips + hole, pips == 1 or hole == 1)
                dealer = dealer_final(t, s, r2)
                for mine, q in _to_17(*pips_value_fast(a + b, a == 1 or b == 1), r2):
                    if mine > 21:
                        ev += p * q
                        continue
                    for final, r in dealer:
                        ev -= p * q * r * punter_payoff(mine, final)
    return ev


def screened_edge_on_card(pips: int, comp: Comp, exact_when_close: bool = True) -> float:
    """:func:`dealer_edge_on_card` with the punter's cards drawn from ``comp`` as if the dealer's
    hole card had not been taken; the exact value when it comes near zero (if asked)."""
    punter: dict[int, float] = {}
    for a, pa, r1 in _draws(comp):
        for b, pb, _ in _draws(r1):
            if sorted((a, b)) == [1, 10]:
                punter[0] = punter.get(0, 0.0) + pa * pb  # 0 stands for a punter's natural
                continue
            for final, q in _to_17(*pips_value_fast(a + b, a == 1 or b == 1), r1):
                punter[final] = punter.get(final, 0.0) + pa * pb * q
    ev = 0.0
    for hole, ph, rest in _draws(comp):
        if sorted((pips, hole)) == [1, 10]:
            ev += ph * 2.0 * (1 - punter.get(0, 0.0))
            continue
        dealer = dealer_final(*pips_value_fast(pips + hole, pips == 1 or hole == 1), rest)
        for mine, q in punter.items():
            if mine == 0:
                ev -= ph * q * 2.0
            elif mine > 21:
                ev += ph * q
            else:
                ev -= ph * q * sum(r * punter_payoff(mine, d) for d, r in dealer)
    return ev if abs(ev) >= CLOSE or not exact_when_close else dealer_edge_on_card(pips, comp)


def dealer_edge(comp: Comp) -> float:
    """The dealer's expected counters per counter staked, per punter and hand, before any card."""
    return sum(p * dealer_edge_on_card(v, rest) for v, p, rest in _draws(comp))


# -- the dealer against the hands that stand ------------------------------------------------------
def stands_at(total: int) -> float:
    """How likely a punter is to stand on ``total``, for reading a standing box: nearly never where
    a card cannot put him over, sometimes in the middle, nearly always from 17 (the usual rule)."""
    if total <= 11:
        return 0.02
    if total <= 14:
        return 0.25
    if total <= 16:
        return 0.5
    return 0.97


def box_distribution(shown: Sequence[Card | None], comp: Comp) -> dict[int, float]:
    """The totals a standing box may hold: its unseen cards from ``comp``, not over 21 and not an
    undeclared natural, each way weighed by how likely a punter holding it was to draw where he drew
    and to stand where he stood (:func:`stands_at`)."""
    hidden = sum(1 for c in shown if c is None)
    dist: dict[int, float] = {}

    def weigh(pips: list[int], prob: float) -> None:
        if len(pips) == 2 and hidden == 2 and sorted(pips) == [1, 10]:
            return
        totals = [pips_value(pips[:k])[0] for k in range(2, len(pips) + 1)]
        if totals[-1] > 21:
            return
        like = stands_at(totals[-1])
        for t in totals[:-1]:
            like *= 1.0 - stands_at(t)
        dist[totals[-1]] = dist.get(totals[-1], 0.0) + prob * like

    def grow(filled: list[int], prob: float, rest: Comp, at: int) -> None:
        if at == len(shown):
            weigh(filled, prob)
            return
        card = shown[at]
        if card is not None:
            grow([*filled, card.pips], prob, rest, at + 1)
            return
        for v, p, after in _draws(rest):
            grow([*filled, v], prob * p, after, at + 1)

    grow([], 1.0, comp, 0)
    mass = sum(dist.values())
    return {t: p / mass for t, p in dist.items()} if mass else {21: 1.0}


def dealer_payoff(mine: int, theirs: int) -> float:
    """What the dealer standing on ``mine`` takes (+) or pays (-) per counter of a standing box."""
    if mine == 21:
        return 1.0 if theirs == 21 else 2.0
    if theirs == 21:
        return -2.0
    return -1.0 if theirs > mine else 1.0


class DealerProblem:
    """The dealer's draw-or-stand choice against the standing boxes (stake, total distribution)."""

    def __init__(self, boxes: Sequence[tuple[int, dict[int, float]]]) -> None:
        self.boxes = boxes
        self._memo: dict[tuple[int, bool, Comp], tuple[float, bool]] = {}

    def stand(self, total: int) -> float:
        return sum(
            stake * sum(p * dealer_payoff(total, t) for t, p in dist.items()) for stake, dist in self.boxes
        )

    def bust(self) -> float:
        return -sum(
            stake * sum(p * (2.0 if t == 21 else 1.0) for t, p in dist.items()) for stake, dist in self.boxes
        )

    def best(self, total: int, soft: bool, comp: Comp) -> tuple[float, bool]:
        key = (total, soft, comp)
        got = self._memo.get(key)
        if got is not None:
            return got
        stand = self.stand(total)
        result = (stand, False)
        if total < 21 and any(comp):
            draw = 0.0
            for pips, p, rest in _draws(comp):
                t, s = _add(total, soft, pips)
                draw += p * (self.bust() if t > 21 else self.best(t, s, rest)[0])
            if draw > stand:
                result = (draw, True)
        self._memo[key] = result
        return result


@cache
def quick_dealer_edge(comp: Comp) -> float:
    """:func:`dealer_edge` with the punter's and the dealer's cards each drawn from ``comp`` as if
    the other had taken none: within a few thousandths of the exact figure, in milliseconds (the
    worth of a deal is a forecast over many hands, where that is plenty)."""
    nat = _natural_chance(comp)
    starts: dict[tuple[int, bool], float] = {}
    for a, pa, r1 in _draws(comp):
        for b, pb, _ in _draws(r1):
            if sorted((a, b)) != [1, 10]:
                key = pips_value_fast(a + b, a == 1 or b == 1)
                starts[key] = starts.get(key, 0.0) + pa * pb
    mass = sum(starts.values())
    punter: dict[int, float] = {}
    for (t, soft), p in starts.items():
        for final, q in _to_17(t, soft, comp):
            punter[final] = punter.get(final, 0.0) + p * q / mass
    dealer = dealer_from_unseen(comp)
    play = sum(
        p * (1.0 if mine > 21 else -sum(q * punter_payoff(mine, d) for d, q in dealer))
        for mine, p in punter.items()
    )
    # A natural on one side only pays double either way, and those chances are equal: they cancel.
    return (1 - nat) * (1 - nat) * play


def deal_value(view: BankingView, comp: Comp) -> float:
    """What holding the deal is worth in counters: the dealer's edge per counter, times the stakes
    the punters put up, times the hands a deal lasts (a natural from a fresh pack ends it)."""
    punters = view.players - 1
    stake = (int(view.extra.get("stake_min", 1)) + int(view.extra.get("stake_max", 1))) / 2
    per_hand = quick_dealer_edge(comp) * punters * stake
    full = composition_full(int(view.extra.get("packs", 1)))
    natural = 2 * full[0] * full[9] / (sum(full) * (sum(full) - 1))
    ends = 1 - (1 - natural) ** punters
    hands = 1 + 1 / ends if ends > 0 else 10.0
    limit = int(view.extra.get("deal_hands_limit", 0) or 0)
    if limit:
        hands = min(hands, limit)
    return per_hand * hands


def composition_full(packs: int) -> Comp:
    return tuple([4 * packs] * 9 + [16 * packs])
