"""Computer players for Loto.

At the first method a player can only be quick or slow: each strength answers a call after its own
reaction time and notices a call at once with its own attention, both read from the profile
(``easy_reaction_ms``, ``easy_attention`` ...). A player who misses a number covers it at the next
call, too late for the race. ``reaction_ms`` gives the table (and the benchmark's race) the delay
before an answer; the engine itself has no clock. What every strength answers, once it has noticed,
is the best by the race's values (``loto_race``: each prize's counters times the chance of
completing it first), which ``expert_values`` shows the coach.

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
from .loto_race import Race, best_first, complete, race

READY = Action("ready")
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
        """The best answer by the race's values (``loto_race.best_first``); a number just called is
        covered only if this player noticed it at once (its attention), else it says ready."""
        best = best_first(view, legal)
        noticed = best.kind != "cover" or best.value != view.current or READY not in legal
        return best if noticed or self.attentive(view) else READY

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
    counters. First method: the prizes still to come, each worth its counters times the seat's chance
    of completing it first (``loto_race``): a claim wins its prize for sure, a cover keeps every
    chance, "ready" with a called number left bare puts it off to the next call, too late for a race
    decided at this one. Second method: by symmetry every card
    held is worth the same, so an exchange, an offer or an answer is worth nothing (the Expert takes
    those that spread its numbers); a card taken is worth its share of the pool and table less its
    stake and counters (shown no better than the Expert's choice while under its margin of one
    counter), a card thrown up forfeits its share."""
    if view.method == "first":
        chosen = best_first(view, legal)
        if len(legal) == 1:
            return [Valued(legal[0], 0.0, Reason("only_one"))], chosen
        run = race(view, rng)
        return [_first_value(view, a, run) for a in legal], chosen
    bot = LotoBot("expert")
    bot.rng = rng
    chosen = bot.choose(view, legal)
    if len(legal) == 1:
        return [Valued(legal[0], 0.0, Reason("only_one"))], chosen
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


def _first_value(view: LotoView, action: Action, run: Race) -> Valued:
    """A choice at a call valued by the race: the counters of the prizes to come it may expect."""
    pcts = {f"{p}_pct": round(100 * c) for p, c in run.now.items()}
    if action.kind == "claim":
        prize = str(action.value)
        if prize == "card":  # the card takes the whole pool, with any quarter left unclaimed
            worth = float(sum(run.amounts.values()))
        else:
            worth = run.amounts[prize] + sum(run.amounts[p] * run.now[p] for p in run.now if p != prize)
        args = {"prize": worth if prize == "card" else run.amounts[prize], "rivals": run.rivals[prize]}
        return Valued(action, worth, Reason("claim", args))
    if action.kind == "cover":
        n = action.value
        args: dict[str, object] = {"number": n, **pcts}
        if n != view.current:  # a number called earlier is late already: its words say so
            args["late"] = 1
        if len(run.bare) > 1:  # the chances are with all of them covered, as the Expert goes on to
            args["others_bare"] = len(run.bare) - 1
        covered = view.covered[view.seat] | {int(n)}  # type: ignore[arg-type]
        done = [
            p
            for p in complete(view, view.seat, covered)
            if p not in complete(view, view.seat, view.covered[view.seat])
        ]
        if done:  # this cover completes a prize still open: the claim comes next
            args["completes"], args["prize"] = done[-1], run.amounts[done[-1]]
        return Valued(action, run.worth(run.now), Reason("cover", args))
    falls = {f"{p}_from": round(100 * run.now[p]) for p in run.now}
    falls.update({f"{p}_to": round(100 * run.late[p]) for p in run.late})
    unclaimed = [p for p in complete(view, view.seat, view.covered[view.seat])]
    args = {"bare": list(run.bare), **falls}
    if unclaimed:
        args["unclaimed"] = unclaimed[-1]
    code = "ready_late" if run.bare or unclaimed else "ready"
    return Valued(action, run.worth(run.late), Reason(code, args))
