"""Computer players for Commerce, every form.

- ``easy``: stands on any pair or better, otherwise trades its lowest card with the pack (the old
  game: takes the table card that most raises its hand, or stands).
- ``greedy`` (for the benchmarks): trades its lowest card until it holds a flush or better.
- ``standard``: keeps the two cards that go best together (a pair, two of a suit in sequence,
  two of a suit) and trades the third; stands on a pair of tens or better.
- ``expert``: every choice by the chance of finishing with the best hand (and at Pool Commerce not
  the worst), counted by enumeration of the unseen cards (:mod:`.commerce_odds`): standing now is
  worth the chance of the hand as it is; a trade is worth the average chance over every card it
  could bring, lessened for the others' trading to come. In the new game every choice is valued in
  counters: the pool and the dealer's stake won, a stake for each card bought, and a stake to each
  better hand when the first to stand is beaten (see docs/rules-notes/commerce.md). In the old game
  and Pool Commerce every opponent is counted from the cards all saw it take from the table, and
  each choice by what it leaves on the table for the others (:mod:`.commerce_table`).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from functools import cached_property, partial

from ..engine.actions import Action
from ..engine.cards import Card
from ..engine.trading.commerce import (
    BARTER,
    BUY,
    BUY_HORSE,
    EXCHANGE,
    FINAL,
    GIVE,
    HORSE,
    KEEP,
    NO_HORSE,
    OFFER,
    PASS,
    PLAY_ON,
    STAND,
    TRADED,
    CommerceView,
)
from ..engine.trading.commerce_hands import PAIR, POINT, RECOGNISED, category, hand_key, high, pips
from ..engine.trading.table import make_pack
from .coach.base import Reason
from .coach.ranking import Valued
from .commerce_odds import CAPPED_WEIGHT, Unseen, unseen_odds
from .commerce_table import Opponent, TableOdds

EXTENDED_TRIES = 3  # Extended Commerce: an opponent who trades on is met as the best of this many hands
DECAY = 0.9  # what the others' trading to come takes off a hand's chance, per trade awaited


def _combos(view: CommerceView) -> frozenset[int]:
    return RECOGNISED[str(view.rules.get("combinations", "all"))]


def _key(view: CommerceView, hand: Sequence[Card]) -> int:
    return hand_key(hand, _combos(view))


def _lowest(hand: Sequence[Card]) -> Card:
    return min(hand, key=lambda c: (pips(c), high(c.rank)))


def _best_exchange(view: CommerceView, legal: Sequence[Action]) -> tuple[Action | None, int]:
    best, best_key = None, _key(view, view.hand)
    for a in legal:
        if a.kind == EXCHANGE:
            mine, taken = a.cards
            key = _key(view, [taken if c == mine else c for c in view.hand])
            if key > best_key:
                best, best_key = a, key
    return best, best_key


def _find(legal: Sequence[Action], kind: str, card: Card | None = None) -> Action | None:
    for a in legal:
        if a.kind == kind and (card is None or (a.cards and a.cards[0] == card)):
            return a
    return None


class CommerceBot:
    def __init__(self, strength: str, seed: int = 0) -> None:
        self.name = strength
        self.rng = random.Random(seed)

    def choose(self, view: CommerceView, legal: Sequence[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        if self.name == "expert":
            return expert_values(view, legal, values=False)[1]
        if view.phase == HORSE:
            return self._horse(view, legal)
        if view.phase == BARTER:
            return self._answer_barter(view, legal)
        if view.phase == TRADED:  # just traded: stand at once on a hand it would stand on
            wanted = STAND if self._stands_on(view, _key(view, view.hand)) else PLAY_ON
            return _find(legal, wanted) or legal[0]
        if view.phase == FINAL or _find(legal, EXCHANGE) is not None:
            return self._old(view, legal)
        return self._new(view, legal)

    # -- the simpler players -------------------------------------------------------------------------
    def _stands_on(self, view: CommerceView, key: int) -> bool:
        if self.name == "greedy":
            return category(key) >= 3
        if self.name == "easy":
            return category(key) >= PAIR
        return category(key) > PAIR or (category(key) == PAIR and (key >> 12 & 0xF) >= 10)

    def _throw(self, view: CommerceView) -> Card:
        if self.name != "standard":
            return _lowest(view.hand)
        # keep the two cards that go best together: throw the one whose loss hurts least
        return max(view.hand, key=lambda c: _pair_value(_rest(view.hand, c)))

    def _new(self, view: CommerceView, legal: Sequence[Action]) -> Action:
        if self._stands_on(view, _key(view, view.hand)) and _find(legal, STAND):
            return _find(legal, STAND)  # type: ignore[return-value]
        out = self._throw(view)
        kind = BUY if (self.name != "standard" or view.dealer == view.seat) else OFFER
        return _find(legal, kind, out) or _find(legal, BUY, out) or _find(legal, STAND) or legal[0]

    def _answer_barter(self, view: CommerceView, legal: Sequence[Action]) -> Action:
        if self._stands_on(view, _key(view, view.hand)):
            return _find(legal, STAND) or legal[0]
        return _find(legal, GIVE, self._throw(view)) or legal[0]

    def _old(self, view: CommerceView, legal: Sequence[Action]) -> Action:
        best, key = _best_exchange(view, legal)
        if best is not None and not (self.name == "easy" and self.rng.random() < 0.3):
            return best
        if view.phase == FINAL:
            return _find(legal, KEEP) or legal[0]
        if self._stands_on(view, key) or self.name == "greedy":
            return _find(legal, STAND) or legal[0]
        return _find(legal, PASS) or _find(legal, STAND) or legal[0]

    def _horse(self, view: CommerceView, legal: Sequence[Action]) -> Action:
        price = int(view.rules.get("horse_price", 3))
        alive = sum(1 for n in view.lives if n > 0) + 1
        worth = view.pool / alive / 2
        wanted = BUY_HORSE if (self.name != "easy" and worth > price) else NO_HORSE
        return _find(legal, wanted) or legal[0]


def _horse_values(view: CommerceView, legal: Sequence[Action]) -> tuple[list[Valued], Action]:
    """Buying a horse (a life) at Pool Commerce: the counter bought is one of all the counters left,
    each as likely to be the last: its share of the pool (the price paid in included), and about one
    hand's prize won on the way; against its price."""
    price = int(view.rules.get("horse_price", 3))
    lives = sum(n for n in view.lives if n > 0) + 1
    worth = (view.pool + price) / lives + int(view.rules.get("hand_prize", 1))
    why = Reason("horse", {"worth": round(worth, 1), "price": price})
    valued = [Valued(a, worth - price if a.kind == BUY_HORSE else 0.0, why) for a in legal]
    return valued, _find(legal, BUY_HORSE if worth > price else NO_HORSE) or legal[0]


def expert_values(
    view: CommerceView, legal: Sequence[Action], values: bool = True
) -> tuple[list[Valued], Action, str]:
    """The Expert's choice, the choices it weighed with their values and reasons, and their unit:
    counters in the new game (and for a horse), the chance of the best hand in the old game, at Pool
    Commerce counters again (a hand prize times the chance of the best hand, less a counter's worth
    of the pool times the chance of the worst)."""
    if len(legal) == 1:
        return [Valued(legal[0], 0.0, Reason("only_one"))], legal[0], "counters"
    if view.phase == HORSE:
        return (*_horse_values(view, legal), "counters")
    return _Expert(view, legal, values).evaluate()


def _aim(view: CommerceView, keep: Sequence[Card], unseen: Sequence[Card]) -> dict[str, object]:
    """What a trade keeps its two cards for (the coach's why): the best combination some unseen card
    makes with them (``aim``, a category) and how often the new card makes it or better (``pct``);
    for two that are no pair yet, how often it makes any combination (``any``)."""
    if not unseen:
        return {}
    cats = [category(_key(view, (*keep, c))) for c in unseen]
    floor = min(cats)  # what the two cards make whatever comes (a pair, or only the point)
    above = sorted({c for c in cats if c > max(floor, PAIR)})  # a flush, a sequence, a tricon
    aim = above[0] if above else max(cats)
    pct = round(100 * sum(1 for c in cats if c >= aim) / len(cats))
    made = round(100 * sum(1 for c in cats if c > POINT) / len(cats))
    args: dict[str, object] = {"keep": " ".join(c.code for c in keep), "aim": aim, "pct": pct, "any": made}
    if len(above) > 1:
        args["also"] = above[-1]  # a flush aimed at, and the sequence the same two may make
    return args


def _rest(hand: Sequence[Card], out: Card) -> list[Card]:
    return [c for c in hand if c != out]


def _pair_value(two: Sequence[Card]) -> int:
    """How well two cards go together toward a combination, then their point."""
    a, b = two
    point = pips(a) + pips(b)
    if a.rank == b.rank:
        return 400 + high(a.rank)
    if a.suit == b.suit:
        gap = abs(int(a.rank) - int(b.rank))
        return (300 if gap <= 2 or gap >= 11 else 200) + point
    return point


class _Expert:
    """One decision by the chance of the best hand, counted over the unseen cards."""

    def __init__(self, view: CommerceView, legal: Sequence[Action], values: bool = True) -> None:
        self.view, self.legal = view, legal
        self.values = values  # the coach's: reasons that cost more than the choice needs
        self.m = max(1, sum(1 for s in view.status if s != "out") - 1)
        self.stake = int(view.rules.get("stake", 1))
        self.pool_game = view.mode == "pool"
        self.capped = self._declined(view)
        # Extended Commerce: a stand ends nothing, the others trade on until all have stood, so each
        # is met as if he held the best of EXTENDED_TRIES hands.
        self.tries = EXTENDED_TRIES if view.rules.get("extended", False) and view.mode == "new" else 1

    @cached_property
    def odds(self) -> Unseen:
        """The new game's odds (the old game's come from :func:`_table_odds`)."""
        view = self.view
        seen = set(view.hand) | set(view.table) | set(view.my_discards)
        return unseen_odds(
            [c for c in make_pack(int(view.rules.get("pack", 52))) if c not in seen], _combos(view)
        )

    @staticmethod
    def _declined(view: CommerceView) -> int:
        """Opponents who have had a turn this hand and did not stand (their hands are likely weaker)."""
        n = len(view.status)
        order = [
            (view.dealer + k) % n for k in range(1, n + 1) if view.status[(view.dealer + k) % n] != "out"
        ]
        acted = order if view.turns >= len(order) else order[: view.turns]
        return sum(1 for s in acted if s != view.seat and view.status[s] in ("", "passed"))

    def evaluate(self) -> tuple[list[Valued], Action, str]:
        view, legal = self.view, self.legal
        if view.phase == BARTER:
            return (*self._answer_barter(), "counters")
        if view.phase == TRADED:
            return (*self._after_trade(), "counters")
        if view.phase == FINAL or _find(legal, EXCHANGE) is not None:
            return (*self._old(), "counters" if self.pool_game else "hand_chance")
        return (*self._new(), "counters")

    # -- the new game: counters, not only the chance of the best hand ------------------------------
    def _prize(self) -> int:
        """What the best hand takes: the pool, and a stake from the dealer unless it is ours."""
        return self.view.pool + (self.stake if self.view.seat != self.view.dealer else 0)

    def _showdown_value(self, hand: Sequence[Card], without: Card | None = None, decay: float = 1.0) -> float:
        """Counters this hand is worth at the show (the stand's own risk apart), from the unseen cards."""
        view, odds = self.view, self.odds
        key = _key(view, hand)
        best = odds.p_best(hand, self.m * self.tries, without=without, capped=self.capped) * decay
        value = best * self._prize()
        if view.seat == view.dealer:  # the dealer pays the winner, and a beaten combination pays too
            value -= (1 - best) * self.stake
            penalty = str(view.rules.get("dealer_penalty", "none"))
            if penalty != "none" and category(key) >= PAIR:
                beaten = self.m if penalty == "all" else self.m * odds.better_share(key, without)
                value -= (1 - best) * self.stake * min(self.m, max(beaten, 1.0))
        return value

    def _stand_value(self, hand: Sequence[Card], without: Card | None = None, decay: float = 1.0) -> float:
        """Standing first: the show, less a stake to every opponent whose hand proves better."""
        key = _key(self.view, hand)
        beaten_by = self.m * (1 - (1 - self.odds.better_share(key, without)) ** self.tries)
        if self.capped:  # those who declined to stand hold strong hands less often
            beaten_by *= 1 - self.capped / self.m * (1 - CAPPED_WEIGHT)
        risk = self.stake * beaten_by if "stood" not in self.view.status else 0.0
        return self._showdown_value(hand, without, decay) - risk

    def _trade_value(self, keep: Sequence[Card], cost: int) -> float:
        """Trading one card for an unseen one: on average over every card it could bring, the better
        of standing at once on the new hand and trading on, the others' trading weighing on that."""
        cards = self.odds.cards
        if not cards:
            return -cost
        decay = DECAY if self.m > 1 else 0.9
        now = [self._stand_value((*keep, c), c) for c in cards]  # Peel: the trader may stand at once
        again = sum(now) / len(now) * decay - cost  # trading once more, roughly what this trade is worth
        return sum(max(v, again * decay) for v in now) / len(now) - cost

    def _after_trade(self) -> tuple[list[Valued], Action]:
        """Just traded: stand now, or let the turn pass and stand or trade again next time round."""
        view, legal = self.view, self.legal
        cost = self.stake if view.seat != view.dealer else 0
        trades = [self._trade_value(_rest(view.hand, c), cost) for c in view.hand]
        play_on = max(self._stand_value(view.hand, decay=DECAY), DECAY * max(trades, default=-cost))
        stand = self._stand_value(view.hand)
        wanted = STAND if stand >= play_on else PLAY_ON
        options = [
            Valued(a, stand, self._stand_reason(view.hand)) if a.kind == STAND
            else Valued(a, play_on, Reason("play_on"))
            for a in legal
        ]  # fmt: skip
        return options, _find(legal, wanted) or legal[0]

    def _new(self) -> tuple[list[Valued], Action]:
        view, legal = self.view, self.legal
        options: list[Valued] = []
        stand = _find(legal, STAND)
        if stand is not None:
            value = self._stand_value(view.hand)
            options.append(Valued(stand, value, self._stand_reason(view.hand)))
        for a in legal:
            if a.kind in (BUY, OFFER):
                keep = _rest(view.hand, a.cards[0])
                cost = self.stake if (a.kind == BUY and view.seat != view.dealer) else 0
                value = self._trade_value(keep, cost)
                if a.kind == OFFER:  # the neighbour may stand instead, and hands on his worst card
                    value = 0.8 * value + 0.2 * self._showdown_value(view.hand) - 0.1 * self.stake
                own = a.kind == BUY and view.seat == view.dealer  # the dealer's trade with the pack
                options.append(Valued(a, value, self._trade_reason(a.cards[0], cost, own)))
        return options, max(options, key=lambda o: o.value).action

    def _trade_reason(self, out: Card, cost: int, own_pack: bool = False) -> Reason:
        """A trade, and (for the coach) the chance its hand is then the best, on average over every
        card it could bring: what the Expert's trade value weighs. ``own_pack``: the dealer's own
        trade with the pack, which the Hint names as his button does."""
        args: dict[str, object] = {"card": out.code, "cost": cost}
        if own_pack:
            args["pack"] = True
        if self.values:
            keep = _rest(self.view.hand, out)
            args |= _aim(self.view, keep, self.odds.cards)
            args["best"] = round(100 * self.odds.after_draw(keep, self.m * self.tries, self.capped))
        return Reason("trade", args)

    def _stand_reason(self, hand: Sequence[Card]) -> Reason:
        best = self.odds.p_best(hand, self.m, capped=self.capped)
        return Reason("stand_best", {"pct": round(100 * best)})

    def _answer_barter(self) -> tuple[list[Valued], Action]:
        view, legal = self.view, self.legal
        best, best_value = _find(legal, STAND) or legal[0], self._stand_value(view.hand)
        options = [Valued(best, best_value, self._stand_reason(view.hand))]
        for a in legal:
            if a.kind == GIVE:
                value = self._trade_value(_rest(view.hand, a.cards[0]), 0)
                options.append(Valued(a, value, self._trade_reason(a.cards[0], 0)))
                if value > best_value:
                    best, best_value = a, value
        return options, best

    # -- the old game and Pool Commerce: the table's cards and every opponent's known cards -------
    def _old(self) -> tuple[list[Valued], Action]:
        view, legal = self.view, self.legal
        odds = _table_odds(view)
        worst_weight = _worst_weight(view) if self.pool_game else 0.0

        def value(hand: Sequence[Card], table: Sequence[Card], again: bool = False) -> tuple[float, Reason]:
            # again: this seat keeps trading, so it too has an exchange to come with this table
            best, worst = odds.best_and_worst(hand, table, odds.improved(hand, table) if again else None)
            key = _key(view, hand)  # what the hand then is: the why a person can learn from
            args = {"best": round(100 * best), "worst": round(100 * worst), "made": category(key)}
            if category(key) == POINT:
                args["point"] = sum(pips(c) for c in hand)
            return best - worst_weight * worst, Reason("chances_pool" if self.pool_game else "chances", args)

        # standing (or keeping) fixes the hand and leaves the table as it is; passing does the same
        # but lets the others trade on longer, so it is never better than standing
        hold = _find(legal, KEEP) or _find(legal, STAND) or _find(legal, PASS) or legal[0]
        best_value, why = value(view.hand, view.table)
        best = hold
        # Shown at Pool Commerce in counters: a hand prize for the best hand, a counter's worth of
        # the pool for the worst (the weight is that worth in hand prizes).
        shown = max(1, int(view.rules.get("hand_prize", 1))) if self.pool_game else 1.0
        options = [Valued(hold, shown * best_value, why)]
        passing = _find(legal, PASS)
        if passing is not None and passing != hold:
            options.append(Valued(passing, shown * best_value, Reason("pass_later")))
        exchanges = [a for a in legal if a.kind == EXCHANGE]
        # the exchanges that make our own hand best are weighed in full (to stay under 50 ms of CPU)
        ranked = sorted(exchanges, key=lambda a: -_key(view, _swap(view.hand, *a.cards)))[:EXCHANGES_WEIGHED]
        for a in ranked:
            mine, taken = a.cards
            v, why = value(_swap(view.hand, mine, taken), _swap(view.table, taken, mine), view.phase != FINAL)
            options.append(Valued(a, shown * v, why))
            if v > best_value + 1e-9:
                best, best_value = a, v
        return options, best


EXCHANGES_WEIGHED = 3  # of the nine exchanges, those weighed against the others' replies


def _swap(cards: Sequence[Card], out: Card, into: Card) -> list[Card]:
    return [into if c == out else c for c in cards]


def _table_odds(view: CommerceView) -> TableOdds:
    """Every opponent's hand from its known cards and the unseen cards; an opponent may still
    exchange if it has not stood or passed (in the last exchanges: if it comes after this seat)."""
    known = view.known or tuple(() for _ in view.status)
    seen = {*view.hand, *view.table, *(c for cards in known for c in cards)}
    unseen = [c for c in make_pack(int(view.rules.get("pack", 52))) if c not in seen]
    later = view.final_queue[1:] if view.phase == FINAL else ()
    opponents = []
    for s, status in enumerate(view.status):
        if s == view.seat or status == "out" or view.hand_sizes[s] != 3:
            continue
        active = s in later if view.phase == FINAL else status == ""
        opponents.append(Opponent([c.index for c in known[s]], 3 - len(known[s]), active))
    return TableOdds(unseen, opponents, _combos(view))


def _worst_weight(view: CommerceView) -> float:
    """Pool Commerce: a counter lost for the worst hand, in hand prizes: the pool's share a counter
    holds (the last player with counters takes the pool), the more when it is our last."""
    lives = sum(n for n in view.lives if n > 0)
    prize = max(1, int(view.rules.get("hand_prize", 1)))
    weight = max(1.0, view.pool / max(1, lives) / prize)
    return 2 * weight if view.lives[view.seat] <= 1 else weight


STRENGTHS = ("easy", "greedy", "standard", "expert")  # greedy: the benchmarks' reference exchanger
FACTORIES: dict[str, Callable[[int], CommerceBot]] = {name: partial(CommerceBot, name) for name in STRENGTHS}
