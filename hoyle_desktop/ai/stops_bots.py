"""Computer players for the stops family: Pope Joan, Spin, Newmarket and Jig.

A bot sees only a :class:`~hoyle_desktop.engine.stops.view.StopsView` and the legal actions, and
returns one of them: ``choose(view, legal_actions, rng) -> Action``.

* ``random`` picks any legal action.
* ``easy`` plays like a beginner: it takes every stake it sees (the Pope and the ace of trumps at
  once, Matrimony and Intrigue declared, Spin beside a card in sequence), and otherwise leads the
  card that lets it shed the longest run of its own cards, counting no card out of play: it never
  plans for the stops in its hand nor for the cards only its own lead can play.
* ``standard`` follows Peel's hints for Pope Joan: lead the Pope and the ace of trumps at once (no
  card can lead up to them), lead up to the stops in hand from the lowest card of their suit, then
  clear the cards only a lead can play (aces, cards above one already out).
* ``expert`` keeps track of every card out of play (played, taken out, turned up, and the unseen
  cards a stop proves to lie in the spare hand), forecasts each lead's run (its own cards shed,
  the chance the lead comes back, the cards it lets others shed, the counters on the way: pools,
  the Pope, kings, Newmarket's pool cards) and plans its next leads while the lead keeps coming
  back, judging the hand it would be left with by its cards, the cards only its own lead can play
  and the stops that may bring the lead back.

``BOTS`` maps strengths to these functions; ``FACTORIES`` gives the same players as objects with
``choose(view, legal)`` for :mod:`hoyle_desktop.ai.registry`.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import partial

from ..engine.actions import Action
from ..engine.cards import Card, Rank, full_pack
from ..engine.stops.sequence import by_suit_and_rank, predecessor, successor
from ..engine.stops.view import StopsView
from .coach.base import Reason
from .coach.ranking import Valued

Choose = Callable[[StopsView, Sequence[Action], random.Random], Action]
GAMES = ("pope_joan", "spin", "newmarket", "jig")
_PACK = frozenset(full_pack())
POPE, SPIN = Card.parse("9D"), Card.parse("AD")
_HONOURS = {Rank.ACE: "ace", Rank.KING: "king", Rank.QUEEN: "queen", Rank.JACK: "knave"}
_POOL_RANKS = {name: rank for rank, name in _HONOURS.items()}


def choose_random(view: StopsView, legal: Sequence[Action], rng: random.Random) -> Action:
    return rng.choice(list(legal))


def _forced(view: StopsView, legal: Sequence[Action], spin_at_once: bool) -> Action | None:
    """The choices every bot above random makes the same way, or None when a lead is to choose."""
    if len(legal) == 1:
        return legal[0]
    kinds = {a.kind for a in legal}
    if "declare" in kinds:  # Matrimony or Intrigue: take the stake while it can be taken
        return next(a for a in legal if a.kind == "declare")
    if view.phase == "call":  # the Pope in place of the missing card: always worth it
        return next(a for a in legal if a.kind == "play")
    with_spin = [a for a in legal if len(a.cards) == 2]
    if with_spin:  # following with Spin beside the card makes a stop and collects the Spin stake
        return with_spin[0]
    if "spin" in kinds and spin_at_once:
        return next(a for a in legal if a.kind == "spin")
    return None


@dataclass
class Knowledge:
    """What a seat can tell about the cards from its view."""

    mine: frozenset[Card]
    gone: frozenset[Card]  # cannot be played this deal
    p_spare: float  # chance that a card unaccounted for lies in the spare hand
    p_spin: float = 0.0  # chance that another's card comes with Spin beside it and stops the run
    spin_game: bool = False  # Spin: Spin may be played beside a card in sequence

    @staticmethod
    def of(view: StopsView, infer: bool = True) -> Knowledge:
        mine = frozenset(view.hand)
        gone = {c for _, c in view.played} | set(view.out) | set(view.spare)
        proved = set()
        if infer:
            proved = {n for c, why in view.stopped if why == "spare" and (n := successor(c)) is not None}
            gone |= proved
        unknown = len(_PACK) - len(mine) - len(gone)
        unseen_spare = 0 if view.spare else max(view.spare_size - len(proved), 0)
        p = unseen_spare / unknown if unknown > 0 else 0.0
        spin_out = view.game == "spin" and SPIN not in gone and SPIN not in mine
        return Knowledge(
            mine,
            frozenset(gone),
            p,
            SPIN_RISK / max(len(view.active) - 1, 1) if spin_out else 0.0,
            view.game == "spin" and not view.extra.get("spin_played", False),
        )

    def needs_lead(self, card: Card) -> bool:
        """Only a lead can play ``card``: an ace, or the card below it is out of play."""
        below = predecessor(card)
        return below is None or below in self.gone


@dataclass
class Run:
    """The expected course of a run led with one card."""

    shed: float = 0.0  # own cards played
    keep: float = 0.0  # chance the lead comes back
    others: float = 0.0  # cards the others play
    cards: list[tuple[Card, float, bool]] = field(default_factory=list)  # (card, chance reached, ours)


def forecast(lead: Card, mine: frozenset[Card], gone: frozenset[Card], know: Knowledge, limit: int) -> Run:
    """Follow the run led with ``lead``: our cards go on, an unaccounted card may be in the spare
    hand (a stop after the card before it) or come from a player who stops it with Spin."""
    run = Run(shed=1.0, cards=[(lead, 1.0, True)])
    alive, ours, pos, length = 1.0, True, lead, 1
    # Spin: holding Spin, our card that follows in the run goes with Spin beside it (the Expert
    # always does so): a stop, Spin's stakes, and the lead back.
    spin = SPIN_BESIDE and SPIN in mine and lead != SPIN and know.spin_game
    while alive > 0.01:
        nxt = successor(pos)
        if (limit and length >= limit) or nxt is None or nxt in gone:
            run.keep += alive if ours else 0.0
            break
        if nxt in mine and spin and nxt != SPIN:
            run.shed += 2 * alive
            run.keep += alive
            run.cards += [(nxt, alive, True), (SPIN, alive, True)]
            break
        if nxt in mine:
            run.shed += alive
            ours = True
        else:
            if ours:
                run.keep += alive * know.p_spare
            alive *= 1 - know.p_spare
            run.others += alive
            alive *= 1 - know.p_spin
            ours = False
        pos, length = nxt, length + 1
        run.cards.append((nxt, alive, ours))
    return run


def _pool_cards_won(view: StopsView, card: Card) -> list[str]:
    """Newmarket: the pools ``card`` takes (it lies just below the pool card, or is the same card)."""
    matching = view.extra.get("pool_winner") == "matching"
    won = []
    for name, suit in view.extra.get("pool_suits", {}).items():
        rank = _POOL_RANKS[name]
        if card.suit.value == suit and card.rank == (rank if matching else (rank - 1 if rank > 1 else 13)):
            won.append(name)
    return won


def _money(view: StopsView, run: Run) -> float:
    """Counters expected on the way of a run, for the cards that are ours."""
    pools, extra = view.pools, view.extra
    others_cards = sum(n for s, n in enumerate(view.hand_sizes) if s != view.seat)
    opponents = max(len(view.active) - 1, 1)
    trumps = extra.get("trumps")
    total, previous = 0.0, None
    for card, chance, mine in run.cards or ():
        if not mine:
            previous = None
            continue
        value = 0.0
        if view.game == "pope_joan":
            value += (pools.get("pope", 0) + others_cards) if card == POPE else 0
            if card.suit.value == trumps:
                value += pools.get(_HONOURS.get(card.rank, ""), 0)
                if previous is not None and previous.rank + 1 == card.rank:
                    value += pools.get({Rank.KING: "matrimony", Rank.QUEEN: "intrigue"}.get(card.rank, ""), 0)
        elif view.game == "spin":
            value += extra.get("king_stake", 1) * opponents if card.rank == Rank.KING else 0
            value += extra.get("spin_stake", 1) * opponents if card == SPIN else 0
        elif view.game == "newmarket":
            value += sum(pools.get(name, 0) for name in _pool_cards_won(view, card))
        total += chance * value
        previous = card
    return total


# The expert's weights, in counters: a card left in hand, a card only our own lead can play, a
# stop in hand (a lead to come), a card we let the others shed, counters on the way, going out.
# Tuned by playing the expert in every seat against standard players on the same deals.
CARD, ORPHAN, STOP, OTHERS, MONEY, OUT = 1.0, 1.5, 2.0, 0.3, 0.6, 15.0
SPIN_RISK = 1.0  # how likely another's card in a run comes with Spin, times the number of others
SPIN_BESIDE = True  # the forecast foresees Spin played beside our card that follows in a run
SPIN_HOLD = 4  # the expert keeps Spin for a card in sequence until it has this many cards or fewer
DEPTH = 5  # leads planned ahead while the lead keeps coming back
BUDGET = 3000  # runs forecast per decision at most; past it the planner looks no further ahead


def left_shape(mine: frozenset[Card], gone: frozenset[Card]) -> tuple[int, int]:
    """A hand's stops (a run of the others may bring the lead back to us) and the cards only a lead
    of ours can play (which passes the lead on), as the planner weighs a hand left."""
    stops = orphans = 0  # counted here, not listed: the planner calls this for every hand it weighs
    for c in mine:
        orphan = predecessor(c) is None or predecessor(c) in gone
        stop = successor(c) is None or successor(c) in gone
        if orphan and not stop:
            orphans += 1
        elif stop and not orphan:
            stops += 1
    return stops, orphans


def left_cards(mine: frozenset[Card], gone: frozenset[Card]) -> tuple[list[Card], list[Card]]:
    """The cards :func:`left_shape` counts, in card order: the stops, then the cards only a lead of
    ours can play (the coach names them, so a person sees which)."""
    stops, orphans = [], []
    for c in by_suit_and_rank(mine):
        orphan = predecessor(c) is None or predecessor(c) in gone
        stop = successor(c) is None or successor(c) in gone
        if orphan and not stop:
            orphans.append(c)
        elif stop and not orphan:
            stops.append(c)
    return stops, orphans


class Planner:
    """Plans our leads while they keep coming back: each lead is worth the counters on its way,
    then, as likely as the lead returns, the best next lead, else what our hand is left worth."""

    def __init__(self, view: StopsView, know: Knowledge) -> None:
        self.view, self.know = view, know
        self.stake = max(int(view.extra.get("card_stake", 1)), 1)
        self.memo: dict[tuple[frozenset[Card], frozenset[Card]], float] = {}
        self.budget = BUDGET

    def left_worth(self, mine: frozenset[Card], gone: frozenset[Card]) -> float:
        if not mine:
            return OUT
        stops, orphans = left_shape(mine, gone)
        return -CARD * len(mine) - ORPHAN * orphans + STOP * stops

    def lead(self, card: Card, mine: frozenset[Card], gone: frozenset[Card], depth: int) -> float:
        self.budget -= 1
        run = forecast(card, mine, gone, self.know, self.view.run_limit)
        played = frozenset(c for c, _, _ in run.cards)
        rest, after = mine - played, gone | played
        value = MONEY * _money(self.view, run) / self.stake - OTHERS * run.others
        if not rest:
            return value + OUT
        worth = self.left_worth(rest, after)
        deeper = run.keep > 0.3 and depth < DEPTH and self.budget > 0
        return (
            value
            + run.keep * (self.best(rest, after, depth + 1) if deeper else worth)
            + (1 - run.keep) * worth
        )

    def best(self, mine: frozenset[Card], gone: frozenset[Card], depth: int) -> float:
        key = (mine, gone)
        if key not in self.memo:
            # in card order, never a set's: the budget runs out at the same lead in every process
            self.memo[key] = max(self.lead(c, mine, gone, depth) for c in by_suit_and_rank(mine))
        return self.memo[key]


def _lead_reason(view: StopsView, card: Card, know: Knowledge) -> Reason:
    """Why a lead: what its run does (goes out, wins counters, plays a card only a lead can, keeps
    a stop in hand, or sheds so many cards with the lead coming back so often)."""
    run = forecast(card, know.mine, know.gone, know, view.run_limit)
    money = _money(view, run)
    args = {"card": card.code, "shed": round(run.shed, 1), "back": round(100 * run.keep)}
    played = frozenset(c for c, _, _ in run.cards)
    args |= _sure_stop(view, run, know)
    # a stop of ours the run surely plays: the lead it wins comes now, not after another's run
    reached = {c for c, alive, ours in run.cards if ours and alive >= 0.99}
    spent = [c for c in left_cards(know.mine, know.gone)[0] if c in reached]
    if spent:
        args["spent"] = " ".join(c.code for c in spent)
    if know.mine - played:  # what the planner judges the hand left by (Planner.left_worth)
        stops, orphans = left_cards(know.mine - played, know.gone | played)
        args |= {
            "stops_left": len(stops),
            "orphans_left": len(orphans),
            "stops": " ".join(c.code for c in stops),
            "orphans": " ".join(c.code for c in orphans),
        }
    # out the moment the run surely reaches the last card in hand, whether or not it runs on past it
    if not know.mine - {c for c, alive, ours in run.cards if ours and alive >= 0.99}:
        return Reason("goes_out", args)
    if money >= 0.5:
        return Reason("run_money", {**args, "money": round(money, 1)})
    if know.needs_lead(card):
        return Reason("needs_lead", args)
    ran = {c for c, _, _ in run.cards}
    stops = [c for c in view.stops_in_hand if c.suit == card.suit and c not in ran]
    if stops:
        return Reason("keeps_stop", {**args, "stop": stops[0].code})
    return Reason("run", args)


def _sure_stop(view: StopsView, run: Run, know: Knowledge) -> dict[str, str]:
    """Where a run surely comes back (the forecast's last card is ours, reached for certain), why:
    a king, the next card out of play, or the run's last call (Jig), for the coach's words."""
    last, alive, ours = run.cards[-1]
    if run.keep < 0.995 or not ours or alive < 0.995:
        return {}
    nxt = successor(last)
    if view.run_limit and len(run.cards) >= view.run_limit:
        return {"sure_at": last.code, "sure_why": "limit"}
    if nxt is None:
        return {"sure_at": last.code, "sure_why": "king"}
    if nxt in know.gone:
        return {"sure_at": last.code, "sure_why": "gone", "sure_next": nxt.code}
    return {}


def expert_values(
    view: StopsView, legal: Sequence[Action], rng: random.Random, values: bool = True
) -> tuple[list[Valued], Action]:
    """The Expert's choice and (``values``) every legal action's score with its reason. A lead's
    score is the planner's forecast in counters (cards left to pay for, leads to come, counters on
    the way); a choice the Expert takes whenever it may (a stake to be taken, Spin beside a card,
    the Pope in lieu) is shown at what it collects on top of the best alternative. Without
    ``values`` (the bot's own call) nothing is computed that the choice does not need."""
    forced = _forced(view, legal, spin_at_once=len(view.hand) <= SPIN_HOLD)
    if forced is not None:
        return (_forced_values(view, legal, forced) if values else []), forced
    know = Knowledge.of(view)
    planner = Planner(view, know)
    best, best_score = legal[0], float("-inf")
    leads: list[Valued] = []
    for action in legal:
        if action.kind == "play":
            value = planner.lead(action.cards[0], know.mine, know.gone, 1)
            score = value + rng.random() * 1e-6
            if score > best_score:
                best, best_score = action, score
            if values:
                leads.append(Valued(action, value, _lead_reason(view, action.cards[0], know)))
    if values and any(a.kind == "spin" for a in legal):
        # Held while the hand is long (to stop a run beside a card): shown no better than the lead.
        top = max(lead.value for lead in leads)
        spin = min(_spin_lead(view, planner, know), top)
        leads.append(
            Valued(
                next(a for a in legal if a.kind == "spin"), spin, Reason("hold_spin", {"cards": SPIN_HOLD})
            )
        )
    return leads, best


def _spin_money(view: StopsView) -> float:
    return float(view.extra.get("spin_stake", 1)) * max(len(view.active) - 1, 1)


def _spin_lead(view: StopsView, planner: Planner, know: Knowledge) -> float:
    """Spin led alone: its stakes collected, and the lead back with the rest of the hand."""
    rest = know.mine - {SPIN}
    after = planner.best(rest, know.gone | {SPIN}, 2) if rest else OUT
    return MONEY * _spin_money(view) / planner.stake + after


def _forced_values(view: StopsView, legal: Sequence[Action], chosen: Action) -> list[Valued]:
    """Values for a choice the Expert makes by rule: what the rule's choice collects over the
    alternative (at a lead, over the best plain lead's forecast)."""
    if len(legal) == 1:
        return [Valued(legal[0], 0.0, Reason("only_one"))]
    if view.phase == "call":  # the Pope in lieu of the missing card, or pass
        gain = float(
            view.pools.get("pope", 0) + sum(n for s, n in enumerate(view.hand_sizes) if s != view.seat)
        )
        return [
            Valued(a, gain, Reason("pope_in_lieu", {"money": gain})) if a.kind == "play"
            else Valued(a, 0.0, Reason("pass_call"))
            for a in legal
        ]  # fmt: skip
    if view.phase == "follow":  # Spin beside the card in sequence, or the card alone
        spin = _spin_money(view)
        return [
            Valued(a, spin, Reason("spin_beside", {"money": spin})) if len(a.cards) == 2
            else Valued(a, 0.0, Reason("follow_plain"))
            for a in legal
        ]  # fmt: skip
    # A lead with a stake to take first (a declaration) or Spin at once (a short hand).
    know = Knowledge.of(view)
    planner = Planner(view, know)
    out = [
        Valued(a, planner.lead(a.cards[0], know.mine, know.gone, 1), _lead_reason(view, a.cards[0], know))
        for a in legal
        if a.kind == "play"
    ]
    top = max((v.value for v in out), default=0.0)
    spin = next((a for a in legal if a.kind == "spin"), None)
    if spin is not None:
        money = _spin_money(view)
        at_once = len(view.hand) <= SPIN_HOLD
        spin_value = (
            max(top + MONEY * money / planner.stake, _spin_lead(view, planner, know)) if at_once else top
        )
        why = Reason("spin_now", {"money": money}) if at_once else Reason("hold_spin", {"cards": SPIN_HOLD})
        out.append(Valued(spin, spin_value, why))
        top = max(top, spin_value)
    declared = sum(view.pools.get(str(a.value), 0) for a in legal if a.kind == "declare")
    for a in legal:
        if a.kind == "declare":  # each is worth every open declaration: one now, the rest next
            why = Reason("declare", {"money": view.pools.get(str(a.value), 0), "chance": str(a.value)})
            out.append(Valued(a, top + MONEY * declared / planner.stake, why))
    return out


def choose_expert(view: StopsView, legal: Sequence[Action], rng: random.Random) -> Action:
    return expert_values(view, legal, rng, values=False)[1]


def choose_standard(view: StopsView, legal: Sequence[Action], rng: random.Random) -> Action:
    forced = _forced(view, legal, spin_at_once=True)
    if forced is not None:
        return forced
    plays = {a.cards[0]: a for a in legal if a.kind == "play"}
    know = Knowledge.of(view, infer=False)
    trumps = view.extra.get("trumps")
    for card in plays:  # Peel: the Pope and the ace of trumps at the first chance
        if view.game == "pope_joan" and (
            card == POPE or (card.rank == Rank.ACE and card.suit.value == trumps)
        ):
            return plays[card]
    for stop in view.stops_in_hand:  # lead up to a stop from the lowest card of its suit
        lowest = stop
        below = predecessor(stop)
        while below is not None and below not in know.gone:
            if below in know.mine:
                lowest = below
            below = predecessor(below)
        if lowest in plays:
            return plays[lowest]
    orphans = [c for c in plays if know.needs_lead(c)]
    if orphans:
        return plays[min(orphans, key=lambda c: (c.rank, c.index))]
    return plays[min(plays, key=lambda c: (c.rank, c.index))] if plays else legal[0]


def choose_easy(view: StopsView, legal: Sequence[Action], rng: random.Random) -> Action:
    forced = _forced(view, legal, spin_at_once=True)
    if forced is not None:
        return forced
    plays = {a.cards[0]: a for a in legal if a.kind == "play" and a.value is None}
    if not plays:
        return legal[0]
    trumps = view.extra.get("trumps")
    for card in plays:
        if view.game == "pope_joan" and (
            card == POPE or (card.rank == Rank.ACE and card.suit.value == trumps)
        ):
            return plays[card]
    mine = set(view.hand)

    def own_run(card: Card) -> int:
        length, nxt = 1, successor(card)
        while nxt is not None and nxt in mine:
            length, nxt = length + 1, successor(nxt)
        return length

    longest = max(own_run(c) for c in plays)
    return plays[rng.choice([c for c in plays if own_run(c) == longest])]


BOTS: dict[str, Choose] = {
    "random": choose_random,
    "easy": choose_easy,
    "standard": choose_standard,
    "expert": choose_expert,
}


def bot(strength: str) -> Choose:
    """The bot of ``strength`` (``random``, ``easy``, ``standard`` or ``expert``)."""
    return BOTS[strength]


class StopsBot:
    """A computer player in the shape of :class:`hoyle_desktop.ai.base.Bot`: its own seeded rng."""

    def __init__(self, strength: str, seed: int = 0) -> None:
        self.name = strength
        self._choose = BOTS[strength]
        self.rng = random.Random(seed)

    def choose(self, view: StopsView, legal: Sequence[Action]) -> Action:
        return self._choose(view, legal, self.rng)


# strength -> factory(seed), weakest first, for hoyle_desktop.ai.registry (the same for all four games)
FACTORIES: dict[str, Callable[[int], StopsBot]] = {name: partial(StopsBot, name) for name in BOTS}
