"""My Bird Sings: a throw weighed by playing the deal on (a benchmark tool for
``bench_bird_sight.py``'s rollout modes; measured and not kept in the Expert: docs/ai/trading.md).

Only suits matter for a bird, so the deal is played on at the level of suit counts. The hidden
hands are drawn many times: the left-hand neighbour's from the reading of the cards passed him
(``bird_reading``), the others' from the cards this seat has not seen, each kept only if it could
not already have sung, the right-hand neighbour's weighed by the chance that a Standard player
holding it would have thrown the card he passed here. From each draw, every suit this seat could
throw is played on to the end (the others as Standard players, this seat as the Expert's own
rule of thumb), with the same chances for every suit (common random numbers), and the suit that
wins the pool most often is thrown.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Sequence
from functools import lru_cache

from hoyle_desktop.ai.bird_reading import SIGHT, SUIT_INDEX, Odds, left_hand, vec_of
from hoyle_desktop.ai.bird_reading import sings as _sings
from hoyle_desktop.engine.cards import SUITS
from hoyle_desktop.engine.trading.bird import BirdView
from hoyle_desktop.engine.trading.table import left_of, make_pack

Vec = list[int]
Suits = tuple[int, ...]  # cards of each suit, in SUITS order


def _dist(v: Sequence[int], size: int, rainbow: bool) -> int:
    """``bird_reading.missing``, unrolled: the deal is played on thousands of times a throw."""
    need = size - max(v)
    if rainbow:
        return min(need, (not v[0]) + (not v[1]) + (not v[2]) + (not v[3]))
    return need


@lru_cache(maxsize=8192)
def _standard_choices(v: Suits, size: int, rainbow: bool) -> tuple[Suits, Suits]:
    """The suits a Standard player holding ``v`` throws when he sees the nearer way to singing,
    and when he simply throws from his shortest suit (any of them, as likely)."""
    held = [i for i in range(4) if v[i]]
    keys = {i: (_dist(_plus(v, i, -1), size, rainbow), v[i]) for i in held}
    best = min(keys.values())
    low = min(v[i] for i in held)
    return tuple(i for i in held if keys[i] == best), tuple(i for i in held if v[i] == low)


_STEPS: dict[Suits, tuple[tuple[Suits, ...], tuple[Suits, ...]]] = {}


def _steps(v: Suits) -> tuple[tuple[Suits, ...], tuple[Suits, ...]]:
    """``v`` with a card of each suit added, and with one taken away (kept: the deal is replayed
    thousands of times a decision)."""
    got = _STEPS.get(v)
    if got is None:
        got = _STEPS[v] = (
            tuple(tuple(x + (j == i) for j, x in enumerate(v)) for i in range(4)),
            tuple(tuple(x - (j == i) for j, x in enumerate(v)) for i in range(4)),
        )
    return got


def _plus(v: Suits, i: int, n: int = 1) -> Suits:
    return _steps(v)[0 if n > 0 else 1][i]


def _standard_throw(v: Suits, size: int, rainbow: bool, u: Callable[[], float]) -> int:
    near, short = _standard_choices(v, size, rainbow)
    tied = near if u() < SIGHT else short
    return tied[0] if len(tied) == 1 else tied[int(u() * len(tied))]


def standard_throw_chance(v: Suits, suit: int, size: int, rainbow: bool) -> float:
    """The chance that a Standard player holding ``v`` throws a card of ``suit``."""
    if not v[suit]:
        return 0.0
    near, short = _standard_choices(v, size, rainbow)
    return SIGHT * (suit in near) / len(near) + (1 - SIGHT) * (suit in short) / len(short)


def _own_throw(v: Suits, weight: Sequence[int], size: int, rainbow: bool) -> int:
    """The Expert's rule of thumb at suit level: fewest cards missing, most unseen cards (weighed)
    that would make it sing, then its shortest suit."""
    best, best_key = -1, None
    for i in range(4):
        if not v[i]:
            continue
        keep = _plus(v, i, -1)
        outs = sum(weight[j] for j in range(4) if _sings(_plus(keep, j), size, rainbow))
        key = (_dist(keep, size, rainbow), -outs, v[i])
        if best_key is None or key < best_key:
            best, best_key = i, key
    return best


def _draw(pool: Vec, k: int, rng: random.Random) -> Vec | None:
    """``k`` cards drawn from ``pool`` (taken out of it), or None if the pool is short."""
    total = sum(pool)
    if total < k:
        return None
    out = [0, 0, 0, 0]
    for _ in range(k):
        r = int(rng.random() * total)
        for i in range(4):
            if r < pool[i]:
                break
            r -= pool[i]
        pool[i] -= 1
        out[i] += 1
        total -= 1
    return out


def _sample_odds(odds: list[tuple[Suits, float]], total: float, rng: random.Random) -> Suits:
    r = rng.random() * total
    for v, p in odds:
        r -= p
        if r <= 0:
            return v
    return odds[-1][0]


class Deal:
    """What this seat knows of the deal, at suit level, ready to be played on from each throw."""

    def __init__(self, view: BirdView) -> None:
        self.view = view
        self.n = len(view.hand_sizes)
        self.size, self.rainbow = view.size, view.rainbow
        self.me = view.seat
        self.leader = view.leader
        self.after = int(view.rules.get("exchange_after", 3))
        self.max_rounds = int(view.rules.get("max_rounds", 40))
        pack = vec_of(c.suit.value for c in make_pack(int(view.rules.get("pack", 52))))
        self.hand = list(vec_of(c.suit.value for c in view.hand))
        self.unseen = [pack[i] - self.hand[i] for i in range(4)]
        self.left = left_of(self.me, self.n)
        self.right = (self.me - 1) % self.n
        held = Counter(c.suit.value for c in view.hand)
        held.update(view.passed_suits)
        pool = tuple(max(0, pack[i] - held[s.value]) for i, s in enumerate(SUITS))
        odds: Odds = left_hand(
            pool,  # type: ignore[arg-type]
            tuple(SUIT_INDEX[s] for s in view.passed_suits),
            self.size,
            self.rainbow,
            self.left == self.leader,
            self.after,
        )
        self.left_odds = sorted(odds.items(), key=lambda kv: -kv[1])
        self.left_total = sum(p for _, p in self.left_odds)
        self.came = SUIT_INDEX[view.received.suit.value] if view.received is not None else None
        weight = Counter(SUIT_INDEX[s] for s in view.received_suits)
        self.outs_weight = [self.unseen[i] * (1 + 2 * weight[i]) for i in range(4)]
        self.own: dict[Suits, int] = {}
        # seats that have held the cards in play this deal (they did not sing then); in the first
        # round the seats after this one still hold their dealt cards, which may already sing
        order = [(self.leader + k) % self.n for k in range(self.n)]
        self.acted = set(order if view.round > 1 else order[: order.index(self.me) + 1])

    def sample(self, rng: random.Random, tries: int = 20) -> tuple[list[Vec], Vec, float] | None:
        """Hidden hands (every seat; this seat's own as it is) and the stock, with a weight."""
        for _ in range(tries):
            pool = list(self.unseen)
            hands: list[Vec] = [[0, 0, 0, 0] for _ in range(self.n)]
            hands[self.me] = list(self.hand)
            lv = list(_sample_odds(self.left_odds, self.left_total, rng))
            if any(lv[i] > pool[i] for i in range(4)):
                continue
            for i in range(4):
                pool[i] -= lv[i]
            hands[self.left] = lv
            ok, weight = True, 1.0
            for seat in range(self.n):
                if seat in (self.me, self.left):
                    continue
                drawn = _draw(pool, self.view.hand_sizes[seat], rng)
                if drawn is None or (seat in self.acted and _sings(drawn, self.size, self.rainbow)):
                    ok = False
                    break
                hands[seat] = drawn
            if not ok:
                continue
            if self.came is not None and self.right != self.left:
                before = list(hands[self.right])
                before[self.came] += 1
                if _sings(before, self.size, self.rainbow):
                    continue
                weight = standard_throw_chance(tuple(before), self.came, self.size, self.rainbow)
                if weight <= 0:
                    continue
            return hands, pool, weight
        return None

    def play_on(self, hands: list[Vec], stock: Vec, suit: int, u: Callable[[], float], cap: int) -> float:
        """This seat throws ``suit``; the deal goes on for at most ``cap`` passes. 1 if this seat's
        bird sings first, 0 if another's; the fair share if none has sung by then."""
        size, rainbow, n, me, leader = self.size, self.rainbow, self.n, self.me, self.leader
        held = [tuple(h) for h in hands]
        stock = list(stock)
        held[me] = _plus(held[me], suit, -1)
        holder, card, rnd = self.left, suit, self.view.round
        own: dict[Suits, int] = self.own
        for _ in range(cap):
            hand = _plus(held[holder], card)
            if holder == leader:
                rnd += 1
                if rnd > self.max_rounds:
                    return 0.0
            if _sings(hand, size, rainbow):
                return 1.0 if holder == me else 0.0
            if holder == leader and rnd > self.after:
                short = _standard_choices(hand, size, rainbow)[1]
                out = short[int(u() * len(short))]
                total = sum(stock) - stock[out]
                if total:
                    r = int(u() * total)
                    for j in range(4):
                        if j == out:
                            continue
                        if r < stock[j]:
                            break
                        r -= stock[j]
                    hand = _plus(_plus(hand, out, -1), j)
                    stock[j] -= 1
                    if _sings(hand, size, rainbow):
                        return 1.0 if holder == me else 0.0
            if holder == me:
                card = own.get(hand, -1)
                if card < 0:
                    card = own[hand] = _own_throw(hand, self.outs_weight, size, rainbow)
            else:
                card = _standard_throw(hand, size, rainbow, u)
            held[holder] = _plus(hand, card, -1)
            holder = holder + 1 if holder + 1 < n else 0
        return 1.0 / n


def rollout_values(
    view: BirdView, suits: Sequence[int], samples: int, seed: int, cap: int
) -> dict[int, float]:
    """For each suit this seat could throw, its weighted share of the draws in which it wins."""
    deal = Deal(view)
    rng = random.Random(seed)
    totals = dict.fromkeys(suits, 0.0)
    weight_sum = 0.0
    for _ in range(samples):
        drawn = deal.sample(rng)
        if drawn is None:
            continue
        hands, stock, w = drawn
        chances = [rng.random() for _ in range(3 * cap + 4)]  # the same for every suit thrown
        for s in suits:
            totals[s] += w * deal.play_on(hands, stock, s, iter(chances).__next__, cap)
        weight_sum += w
    return {s: t / weight_sum if weight_sum else 0.0 for s, t in totals.items()}
