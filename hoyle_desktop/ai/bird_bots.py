"""Computer players for My Bird Sings.

- ``easy``: throws any card; never changes a card with the stock.
- ``standard``: seven turns in ten throws the card that leaves its hand fewest cards from singing
  (then from its shortest suit); otherwise simply throws from its shortest suit.
- ``expert``: throws the card that leaves its hand nearest to singing, counted as the cards still
  missing for a flush or (where it sings) one of each suit, then by how many unseen cards would make
  it sing at once; between equal throws it parts with its shortest suit, then (flushes only, four
  cards) with the suit least likely to make its left-hand neighbour sing, read from the cards it has
  passed him. It changes a
  card with the stock when that brings the bird nearer. With the second method the card is drawn
  blind, so there is nothing to choose but whether to change with the stock.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Sequence
from functools import partial

from ..engine.actions import Action
from ..engine.cards import Card
from ..engine.trading.bird import DRAW_A, EXCHANGE, NO_EXCHANGE, SING_A, THROW_A, BirdView, birds_in
from ..engine.trading.table import make_pack
from .bird_reading import SUIT_INDEX, left_song_chances
from .coach.base import Reason
from .coach.ranking import Valued


def distance(hand: Sequence[Card], size: int, rainbow: bool) -> int:
    """Cards still missing before ``hand`` (of ``size`` cards, or fewer) sings."""
    suits = Counter(c.suit for c in hand)
    need = size - max(suits.values(), default=0)
    if rainbow:
        need = min(need, 4 - len(suits))
    return need


STANDARD_SIGHT = 0.7  # how often the Standard player counts the cards still missing before it throws


def _left_after(hand: Sequence[Card], out: Card, view: BirdView) -> int:
    return distance([c for c in hand if c != out], view.size, view.rainbow)


def sings_with(keep: Sequence[Card], card: Card, size: int, rainbow: bool) -> bool:
    """Would ``keep`` (the hand after a throw) sing once ``card`` comes? The bird is any ``size`` of
    the cards then held (Peel: the next player "adds this card to his own four")."""
    return bool(birds_in((*keep, card), size, rainbow))


def outs(keep: Sequence[Card], unseen: Sequence[Card], size: int, rainbow: bool) -> int:
    """Unseen cards that would make ``keep`` plus that card sing."""
    return sum(1 for c in unseen if sings_with(keep, c, size, rainbow))


class BirdBot:
    def __init__(self, strength: str, seed: int = 0) -> None:
        self.name = strength
        self.rng = random.Random(seed)

    def choose(self, view: BirdView, legal: Sequence[Action]) -> Action:
        if self.name == "expert":
            return expert_values(view, legal, self.rng)[1]
        if len(legal) == 1 or legal[0].kind == SING_A:
            return legal[0]
        if legal[0].kind == DRAW_A:
            return self.rng.choice(list(legal))
        exchanges = [a for a in legal if a.kind == EXCHANGE]
        if exchanges or any(a.kind == NO_EXCHANGE for a in legal):
            return self._exchange(view, legal, exchanges)
        throws = [a for a in legal if a.kind == THROW_A]
        if self.name == "easy":
            return self.rng.choice(throws)
        card = self._throw_card(view, [a.cards[0] for a in throws])
        return next(a for a in throws if a.cards[0] == card)

    def _throw_card(self, view: BirdView, cards: Sequence[Card]) -> Card:
        hand = list(view.hand)
        counts = Counter(c.suit for c in hand)
        if self.name == "standard":
            # collects its longest suit; most turns (not all) it sees the nearer way to singing first
            if self.rng.random() < STANDARD_SIGHT:
                return min(cards, key=lambda c: (_left_after(hand, c, view), counts[c.suit], c.sort_key))
            return min(cards, key=lambda c: (counts[c.suit], c.sort_key))
        left = _left_chances(view)
        return min(cards, key=lambda c: _expert_throw_key(view, hand, c, left)[:5])

    def _exchange(self, view: BirdView, legal: Sequence[Action], exchanges: Sequence[Action]) -> Action:
        keep = next((a for a in legal if a.kind == NO_EXCHANGE), legal[0])
        if self.name == "easy" or not exchanges:
            return keep
        hand = list(view.hand)
        if self.name == "standard":
            counts = Counter(c.suit for c in hand)
            return min(exchanges, key=lambda a: counts[a.cards[0].suit])
        return _expert_exchange(view, legal, exchanges)[1]


def _unseen(view: BirdView) -> list[Card]:
    mine = set(view.hand)
    return [c for c in make_pack(int(view.rules.get("pack", 52))) if c not in mine]


def _left_chances(view: BirdView) -> tuple[float, ...]:
    """The read chance that each suit makes the left-hand neighbour sing, where the Expert uses it:
    four cards for flushes only (with three cards it lost pools, and where one of each suit sings
    it changed nothing: docs/ai/trading.md)."""
    if view.size == 4 and not view.rainbow:
        return left_song_chances(view)
    return (0.0,) * 4


def _expert_throw_key(
    view: BirdView, hand: list[Card], card: Card, left: Sequence[float]
) -> tuple[int, float, int, float, int, float]:
    """The Expert's order of throws (least first): the cards still missing for the bird, then the
    chance (weighed) that the next card makes it sing, then a card of its shortest suit (the other
    suits stay to build on: at flushes only, the lone heart goes before a card of a pair), then the
    chance that the card makes its left-hand neighbour's bird sing (``left``, per suit, read from
    the cards passed him: ai/bird_reading.py); last, its own chance as a share of the unseen cards'
    weight, for the coach. (Avoiding the suit it had fed its left-hand neighbour, once a tie-break
    here, lost counters at every form; the read chance before the shortest suit lost too: measured
    in docs/ai/trading.md.)"""
    unseen = _unseen(view)
    # The next card comes from the right-hand neighbour, who hands on the suits he does not
    # collect: weigh each unseen card by how often its suit has come this deal.
    came = Counter(view.received_suits)
    weight = {suit: 1 + 2 * came[suit.value] for suit in {c.suit for c in unseen}}
    keep = [c for c in hand if c != card]
    chance = sum(weight[c.suit] for c in unseen if sings_with(keep, c, view.size, view.rainbow))
    share = chance / max(sum(weight[c.suit] for c in unseen), 1)
    held = sum(1 for c in hand if c.suit == card.suit)
    feeds = round(left[SUIT_INDEX[card.suit.value]], 9)
    return (distance(keep, view.size, view.rainbow), -chance, held, feeds, card.sort_key, share)


def _expert_exchange(
    view: BirdView, legal: Sequence[Action], exchanges: Sequence[Action]
) -> tuple[list[Valued], Action]:
    """An exchange with the stock that shortens the way to singing on average, or none."""
    keep = next((a for a in legal if a.kind == NO_EXCHANGE), legal[0])
    hand = list(view.hand)
    unseen = _unseen(view)
    now = distance(hand, view.size, view.rainbow)
    best, best_gain = keep, 0.0
    valued = [Valued(keep, 0.0, Reason("bird_keep", {"missing": now}))]
    for a in exchanges:
        rest = [c for c in hand if c != a.cards[0]]
        pool = [c for c in unseen if c.suit != a.cards[0].suit]
        if not pool:
            continue
        gain = now - sum(distance((*rest, c), view.size, view.rainbow) for c in pool) / len(pool)
        valued.append(Valued(a, STEP * gain, Reason("bird_exchange", {"gain": round(gain, 2)})))
        if gain > best_gain:
            best, best_gain = a, gain
    return valued, best


STEP = 0.01  # the coach shows each card further from singing a hundredth (one per cent) lower


def expert_values(view: BirdView, legal: Sequence[Action], rng: random.Random) -> tuple[list[Valued], Action]:
    """The Expert's choice and every choice's value, shown as the chance that the next card makes
    the hand sing, less :data:`STEP` for each card more it would still miss (so the value keeps the
    Expert's order: nearest to singing, then likeliest to sing next); an exchange is shown at
    :data:`STEP` times the cards it brings the hand nearer on average."""
    if len(legal) == 1 or legal[0].kind == SING_A:
        return [Valued(a, 1.0, Reason("bird_sings")) for a in legal], legal[0]
    if legal[0].kind == DRAW_A:
        return [Valued(a, 0.0, Reason("bird_blind")) for a in legal], rng.choice(list(legal))
    exchanges = [a for a in legal if a.kind == EXCHANGE]
    if exchanges or any(a.kind == NO_EXCHANGE for a in legal):
        return _expert_exchange(view, legal, exchanges)
    throws = [a for a in legal if a.kind == THROW_A]
    hand = list(view.hand)
    left = _left_chances(view)
    keys = [_expert_throw_key(view, hand, a.cards[0], left) for a in throws]
    chosen = throws[min(range(len(throws)), key=lambda i: keys[i][:5])]
    valued = [
        Valued(a, k[5] - STEP * max(k[0] - 1, 0), _throw_reason(view, hand, a.cards[0], k))
        for a, k in zip(throws, keys, strict=True)
    ]
    return valued, chosen


def _throw_reason(view: BirdView, hand: list[Card], card: Card, key: tuple) -> Reason:
    """Why a throw is worth its chance, for the coach: one card short, which cards would make the
    hand sing (``outs``, of ``suits``) and how many of those suits were passed to the seat this deal
    (``passed``: they count more, the right-hand neighbour handing on what he does not collect).
    Two throws "for the same reason" at 18% and 14% said nothing of what made them differ."""
    args: dict[str, int | str] = {"missing": key[0], "pct": round(100 * key[5])}
    if key[0] == 1:
        keep = [c for c in hand if c != card]
        wanted = [c for c in _unseen(view) if sings_with(keep, c, view.size, view.rainbow)]
        suits = "".join(s for s in "CDHS" if any(c.suit.value == s for c in wanted))
        came = Counter(view.received_suits)
        args.update(outs=len(wanted), suits=suits, passed=sum(came[s] for s in suits))
    return Reason("bird_throw", args)


STRENGTHS = ("easy", "standard", "expert")
FACTORIES: dict[str, Callable[[int], BirdBot]] = {name: partial(BirdBot, name) for name in STRENGTHS}
