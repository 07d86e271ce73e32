"""Computer players for Loto.

At the first method a player can only be quick or slow: each strength answers a call after its own
reaction time and notices a call at once with its own attention, both read from the profile
(``easy_reaction_ms``, ``easy_attention`` ...). A player who misses a number covers it at the next
call, too late for the race. ``reaction_ms`` gives the table (and the benchmark's race) the delay
before an answer; the engine itself has no clock.

At the second method the choices are which cards to hold and how many. By symmetry every card held
has the same expected return from the drawings, so swapping one card for another (laid aside or
another player's) only spreads a player's luck. What a card is worth is its share of what lies in
the pool and on the table, shared in the end by the cards held: ``(pool + table) / cards held``.
Taking another card costs its stake and counters; throwing one up forfeits its share. ``easy``
plays by feel: more cards, more chances (it takes a card now and then, and throws up one now and
then); it accepts any offer. ``standard`` spreads its numbers (exchanging a card that repeats the
numbers of its other cards, accepting an offer that does not narrow them) and takes a third card
once the drawings have begun while the pool is half full, forgetting that the table has been
drawn down since, and throws it up again when the pool runs low, to stake less at its renewal.
``expert`` takes a card exactly when its share is worth more than it costs, never throws one up,
holds cards that share as few numbers as possible, offers other players the swaps that spread its
numbers most, and accepts only those that spread them.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from functools import partial

from ..engine.actions import Action
from ..engine.loto.view import LotoView
from .coach.base import Reason
from .coach.ranking import Valued

STRENGTHS = ("easy", "standard", "expert")
DEFAULT_REACTION = {"easy": 2400, "standard": 1400, "expert": 700}
DEFAULT_ATTENTION = {"easy": 85, "standard": 95, "expert": 100}


class LotoBot:
    def __init__(self, strength: str, seed: int = 0) -> None:
        self.name = strength
        self.rng = random.Random(seed)

    # -- timing (the table's business, not the engine's) -------------------------------------
    def reaction_ms(self, view: LotoView) -> int:
        """How long this player takes to answer a call: its mean, give or take forty per cent."""
        mean = int(view.rules.get(f"{self.name}_reaction_ms", DEFAULT_REACTION.get(self.name, 1400)))
        return int(mean * self.rng.uniform(0.6, 1.4))

    def attentive(self, view: LotoView) -> bool:
        share = int(view.rules.get(f"{self.name}_attention", DEFAULT_ATTENTION.get(self.name, 95)))
        return self.rng.random() * 100 < share

    # -- choosing -----------------------------------------------------------------------------
    def choose(self, view: LotoView, legal: Sequence[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        if view.method == "first":
            return self._first(view, legal)
        return self._second(view, legal)

    def _first(self, view: LotoView, legal: Sequence[Action]) -> Action:
        claims = [a for a in legal if a.kind == "claim"]
        if claims:
            order = {"card": 0, "two_rows": 1, "row": 2}
            return min(claims, key=lambda a: order.get(str(a.value), 3))
        covers = [a for a in legal if a.kind == "cover"]
        late = [a for a in covers if a.value != view.current]
        if late:
            return late[0]
        ready = [a for a in legal if a.kind == "ready"]
        if covers and (not ready or self.attentive(view)):
            return covers[0]
        return ready[0] if ready else legal[0]

    def _second(self, view: LotoView, legal: Sequence[Action]) -> Action:
        done = next((a for a in legal if a.kind in ("done", "draw")), legal[-1])
        if done.kind == "draw":
            return done
        if Action("accept") in legal:
            return Action("accept") if self._likes_offer(view) else Action("decline")
        kinds = {a.kind for a in legal}
        if self.name == "easy":
            return self._by_feel(view, legal, kinds) or done
        take = next((a for a in legal if a.kind == "take"), None)
        if take is not None and self._card_worth_taking(view):
            return take
        if self.name == "standard" and len(view.cards[view.seat]) > 2 and "throw" in kinds:
            cards = sum(len(c) for c in view.cards)
            if 4 * view.pools.get("pool", 0) < cards * int(view.rules.get("stake", 12)):
                return next(a for a in legal if a.kind == "throw")  # to stake less at the renewal
        return self._best_spread(view, legal, done)

    def _by_feel(self, view: LotoView, legal: Sequence[Action], kinds: set[str]) -> Action | None:
        held = len(view.cards[view.seat])
        if "take" in kinds and held < 4 and self.rng.random() < 0.3:
            return self.rng.choice([a for a in legal if a.kind == "take"])
        if "throw" in kinds and self.rng.random() < 0.08:
            return self.rng.choice([a for a in legal if a.kind == "throw"])
        return None

    def _card_worth_taking(self, view: LotoView) -> bool:
        """Is a card's share of the pool (standard) or of the pool and the table (expert) worth more
        than its stake and counters?"""
        cards = sum(len(c) for c in view.cards)
        stake = int(view.rules.get("stake", 12))
        counters = int(view.rules.get("counters_per_card", 60))
        if self.name == "standard":  # a pool half full looks rich, though the table has been drawn down
            pool = view.pools.get("pool", 0)
            return view.drawing > 0 and len(view.cards[view.seat]) < 3 and 2 * pool >= cards * stake
        pots = view.pools.get("pool", 0) + view.pools.get("table", 0)
        share_after = (pots + stake + counters) / (cards + 1)
        return share_after > stake + counters + 1

    def _best_spread(self, view: LotoView, legal: Sequence[Action], done: Action) -> Action:
        """The exchange (or, for the expert, the offer) that adds the most new numbers to the cards
        held; ``done`` when none adds any."""
        mine = list(view.cards[view.seat])
        kinds = ("exchange", "offer") if self.name == "expert" else ("exchange",)
        best, gain = done, 1 if self.name == "expert" else 0
        for action in legal:
            if action.kind not in kinds:
                continue
            give, take = (int(x) for x in str(action.value).split(">"))
            delta = _spread_gain(view, mine, give, take)
            repeats = _spread_gain(view, mine, give, None) != len(_rows_of(view, give) or ())
            if delta is None or (self.name == "standard" and not repeats):
                continue  # standard only gets rid of a card that repeats its other numbers
            if delta > gain:
                best, gain = action, delta
        return best

    def _likes_offer(self, view: LotoView) -> bool:
        if view.offer is None or self.name == "easy":
            return True
        _, give, _, take = view.offer  # we would give ``take`` and get ``give``
        delta = _spread_gain(view, list(view.cards[view.seat]), take, give)
        return delta is not None and (delta > 0 if self.name == "expert" else delta >= 0)


def _spread_gain(view: LotoView, mine: list[int], give: int, take: int | None) -> int | None:
    """How many more different numbers the cards held would carry with ``give`` swapped for
    ``take`` (``take`` None: how many numbers ``give`` alone adds)."""
    kept = set().union(*(_rows_of(view, i) or set() for i in mine if i != give))
    before = len((_rows_of(view, give) or set()) - kept)
    if take is None:
        return before
    rows = _rows_of(view, take)
    return None if rows is None else len(rows - kept) - before


def _rows_of(view: LotoView, card: int) -> set[int] | None:
    rows = view.card_rows.get(card)
    return {n for row in rows for n in row} if rows else None


FACTORIES: dict[str, Callable[[int], LotoBot]] = {name: partial(LotoBot, name) for name in STRENGTHS}


def expert_values(view: LotoView, legal: Sequence[Action], rng: random.Random) -> tuple[list[Valued], Action]:
    """The Expert's choice (its own code, with the random source given) and every choice's expected
    counters. First method: a claim is worth its prize (the pool, a quarter of it); covering and
    saying ready are the race, worth nothing in themselves (a called number left uncovered is shown
    a hundredth lower: it is covered too late for the race). Second method: by symmetry every card
    held is worth the same, so an exchange, an offer or an answer is worth nothing (the Expert takes
    those that spread its numbers); a card taken is worth its share of the pool and table less its
    stake and counters (shown no better than the Expert's choice while under its margin of one
    counter), a card thrown up forfeits its share."""
    bot = LotoBot("expert")
    bot.rng = rng
    chosen = bot.choose(view, legal)
    if len(legal) == 1:
        return [Valued(legal[0], 0.0, Reason("only_one"))], chosen
    if view.method == "first":
        late = any(a.kind == "cover" for a in legal)  # a called number still uncovered
        return [_first_value(view, a, late) for a in legal], chosen
    mine = list(view.cards[view.seat])
    cards = sum(len(c) for c in view.cards)
    stake = int(view.rules.get("stake", 12))
    counters = int(view.rules.get("counters_per_card", 60))
    pots = view.pools.get("pool", 0) + view.pools.get("table", 0)
    share = pots / max(cards, 1)
    out = []
    for a in legal:
        if a.kind == "take":
            worth = (pots + stake + counters) / (cards + 1)
            value = worth - stake - counters
            if a != chosen:
                value = min(value, 0.0)
            out.append(
                Valued(a, value, Reason("take_card", {"worth": round(worth, 1), "cost": stake + counters}))
            )
        elif a.kind == "throw":
            out.append(Valued(a, -share, Reason("throw_card", {"share": round(share, 1)})))
        elif a.kind in ("exchange", "offer"):
            give, take = (int(x) for x in str(a.value).split(">"))
            out.append(Valued(a, 0.0, _spread_reason(view, mine, give, take, a.kind == "offer")))
        elif a.kind == "accept" and view.offer is not None:
            _, offered, _, wanted = view.offer  # we would give ``wanted`` and get ``offered``
            out.append(Valued(a, 0.0, _spread_reason(view, mine, wanted, offered)))
        else:
            out.append(Valued(a, 0.0, Reason("loto_done", {"now": _numbers(view, mine)})))
    return out, chosen


def _numbers(view: LotoView, cards: Sequence[int]) -> int:
    return len(set().union(*(_rows_of(view, c) or set() for c in cards)))


def _spread_reason(view: LotoView, mine: list[int], give: int, take: int, offer: bool = False) -> Reason:
    """How many different numbers the cards held would carry after the swap, and now; ``offer``:
    the swap is offered to another player (it happens only if accepted)."""
    after = [take if c == give else c for c in mine]
    args = {"numbers": _numbers(view, after), "now": _numbers(view, mine)}
    return Reason("spread", {**args, "offer": True} if offer else args)


def _first_value(view: LotoView, action: Action, late: bool) -> Valued:
    pool = view.pools.get("pool", 0)
    if action.kind == "claim":
        prize = pool if action.value == "card" else pool // 4
        return Valued(action, float(prize), Reason("claim", {"prize": prize}))
    if action.kind == "cover":  # a number called earlier is late already: its words say so
        late_one = {"late": 1} if action.value != view.current else {}
        return Valued(action, 0.0, Reason("cover", {"number": action.value, **late_one}))
    return Valued(action, -0.01 if late else 0.0, Reason("ready_late" if late else "ready"))
