"""The Cassino state machine (Peel, Round Games with Cards: CASSINO).

Cutting decides the first dealer (the lowest, ace low; ties cut again). The dealer gives four cards
each, one at a time, and four face up to the table in the first round only; four more each when
the hands are played out, until the pack is gone. From the dealer's left each player plays a card:
it takes every table card of its rank and every set adding up to it, all at once, or, taking
nothing, it is laid on the table. Taking every card on the table is a sweep (one point); the last
player to take anything takes what is left at the end and scores a sweep for it. Then the count
(:mod:`.count`), the deal's scores, and a new deal until a side reaches the target.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..actions import JSON, Action, Event
from ..cards import PIQUET_RANKS, Card, Rank, Suit, full_pack, shuffled, stripped_pack
from ..game import Game, Result, SeatView
from . import SPEC
from .captures import captures, captures_of, value
from .count import count_items, deal_scores
from .rules import TAKE_OR_ADD, CassinoRules

PLAY, OVER = "play", "over"
HAND = 4
DEALS_CEILING = 100  # a hard ceiling: deals in which nobody scores (two lowest) could go on


def by_rank(cards: list[Card] | tuple[Card, ...]) -> list[Card]:
    return sorted(cards, key=lambda c: c.sort_key)


def by_kind(actions: list[Action]) -> list[Action]:
    """Takes, then builds and raises, then trails, each kind by its first card (a stable order)."""
    order = {"take": 0, "build": 1, "raise": 1, "trail": 2}
    return sorted(actions, key=lambda a: (order[a.kind], a.cards[0].sort_key))


Build = list[Any]  # [owner, value, cards] lying on the table


def is_multiple(build: Build) -> bool:
    """A build of several sets (or cards) of its total: its cards add up to more than its value."""
    return sum(value(c) for c in build[2]) > build[1]


def builds(
    hand: list[Card], table: list[Card], standing: Sequence[Build] = (), multiple: bool = False
) -> list[Action]:
    """House rule (today's Cassino): a hand card laid on loose table cards to make a total the player
    can take later with another card of his; each set of one or more table cards once. With
    multiple builds the build also gathers every loose card and set of its total (as a card of that
    total would take them) and every build of that total standing on the table; a card of the total
    itself may then be built on them (a five on a five, holding another five)."""
    values = {value(c) for c in hand}
    loose = [c for c in by_rank(table) if value(c)]
    out: dict[tuple[Card, frozenset[Card]], Action] = {}
    for card in hand:
        v0 = value(card)
        if not v0:
            continue
        for target in sorted(values):
            need = target - v0
            if need < 0 or not any(value(c) == target and c is not card for c in hand):
                continue
            if need == 0 and not multiple:
                continue
            for chosen in _subsets(loose, need) if need else [()]:
                if not multiple:
                    out.setdefault((card, frozenset(chosen)), Action("build", (card, *chosen), target))
                    continue
                rest = frozenset(c for c in loose if c not in chosen)
                joined = [c for b in standing if b[1] == target for c in b[2]]
                for extra in captures_of(rest, _probe(target)) or (frozenset(),):
                    laid = (*chosen, *by_rank(list(extra)), *joined)
                    if need == 0 and not extra and not joined:
                        continue  # a card alone is no build
                    out.setdefault((card, frozenset(laid)), Action("build", (card, *laid), target))
    return list(out.values())


def raises(hand: list[Card], standing: Sequence[Build]) -> list[Action]:
    """House rule: a hand card added to a single build (anyone's) makes a new total the player can
    take with another card of his; the build becomes his. A multiple build cannot be raised."""
    out: list[Action] = []
    for build in standing:
        if is_multiple(build):
            continue
        for card in by_rank(hand):
            total = build[1] + value(card)
            if value(card) and total <= 10 and any(value(c) == total and c is not card for c in hand):
                out.append(Action("raise", (card, *build[2]), total))
    return out


def _probe(total: int) -> Card:
    """A card of ``total``, to find with :func:`captures_of` what such a card would take."""
    return Card(Rank(total), Suit.SPADES)


def _subsets(cards: list[Card], total: int, start: int = 0) -> list[tuple[Card, ...]]:
    out: list[tuple[Card, ...]] = []
    for i in range(start, len(cards)):
        v = value(cards[i])
        if v == total:
            out.append((cards[i],))
        elif v < total:
            out.extend((cards[i], *rest) for rest in _subsets(cards, total - v, i + 1))
    return out


@dataclass(frozen=True)
class CassinoView(SeatView):
    seat: int
    players: int
    sides: int
    side_of: tuple[int, ...]
    deal: int
    dealer: int
    phase: str
    to_act: int | None
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    table: tuple[Card, ...]
    stock_size: int
    piles: tuple[tuple[Card, ...], ...]  # what each side has taken this deal (seen as it was taken)
    sweeps: tuple[int, ...]
    scores: tuple[int, ...]
    target: int
    last_taker: int | None
    pack: int
    builds: tuple[tuple[int, int, tuple[Card, ...]], ...] = ()  # (owner, value, cards) on the table

    def to_json(self) -> JSON:
        return {
            "seat": self.seat,
            "sides": self.sides,
            "side_of": list(self.side_of),
            "deal": self.deal,
            "dealer": self.dealer,
            "phase": self.phase,
            "to_act": self.to_act,
            "hand": [c.code for c in self.hand],
            "hand_sizes": list(self.hand_sizes),
            "table": [c.code for c in self.table],
            "stock_size": self.stock_size,
            "piles": [[c.code for c in p] for p in self.piles],
            "sweeps": list(self.sweeps),
            "scores": list(self.scores),
            "target": self.target,
            "last_taker": self.last_taker,
            "builds": [[o, v, [c.code for c in cs]] for o, v, cs in self.builds],
        }


class CassinoGame(Game):
    spec = SPEC

    def __init__(self, rules: Mapping[str, Any], seed: int) -> None:
        super().__init__(rules, seed)
        self.cfg = CassinoRules.from_mapping(self.rules)
        n = self.cfg.players
        self.scores = [0] * self.cfg.sides
        self.deals_done = 0
        self.hands: list[list[Card]] = [[] for _ in range(n)]
        self.table: list[Card] = []
        self.builds: list[list[Any]] = []  # house rule: [owner, value, cards] lying on the table
        self.stock: list[Card] = []
        self.piles: list[list[Card]] = [[] for _ in range(self.cfg.sides)]
        self.sweeps = [0] * self.cfg.sides
        self.last_taker: int | None = None
        self.actor = 0
        self._result: Result | None = None
        self._log: list[JSON] = []
        events = self._cut()
        events += self._start_deal()
        self.opening_events = events

    # -- the contract ---------------------------------------------------------------------------
    @property
    def players(self) -> int:
        return self.cfg.players

    def seats_to_act(self) -> tuple[int, ...]:
        return () if self._result is not None else (self.actor,)

    def legal_actions(self, seat: int) -> list[Action]:
        if self._result is not None or seat != self.actor:
            return []
        plays, trails = self._plays(seat)
        # A player with a build of his own on the table must take or build, if he can; with the
        # stricter duty he must take that build or add to it, if he can.
        duty = self._duty(seat, plays)
        if duty:
            return by_kind(duty)
        return by_kind(plays) if plays and self._owns(seat) else by_kind(plays + trails)

    def _plays(self, seat: int) -> tuple[list[Action], list[Action]]:
        """Every take, build and raise of ``seat``'s hand, and the trails of cards that take nothing."""
        out: list[Action] = []
        trails: list[Action] = []
        table = frozenset(self.table)
        hand = by_rank(self.hands[seat])
        for card in hand:
            options = self._options(table, card)
            if options:
                out.extend(Action("take", (card, *by_rank(list(o)))) for o in options)
            else:
                trails.append(Action("trail", (card,)))
        if self.cfg.building:
            out.extend(builds(hand, self.table, self.builds, self.cfg.multiples))
        if self.cfg.raises:
            out.extend(raises(hand, self.builds))
        return out, trails

    def _owns(self, seat: int) -> bool:
        return any(b[0] == seat for b in self.builds)

    def _duty(self, seat: int, plays: list[Action]) -> list[Action]:
        """With the stricter duty: the plays that take the player's own build or add to it."""
        if self.cfg.build_duty != TAKE_OR_ADD:
            return []
        mine = {c for b in self.builds if b[0] == seat for c in b[2]}
        return [a for a in plays if mine & set(a.cards[1:])] if mine else []

    def _options(self, table: frozenset[Card], card: Card) -> list[frozenset[Card]]:
        """What ``card`` takes: the loose cards (:func:`captures_of`) and every build of its value."""
        options = list(captures_of(table, card))
        v = value(card)
        built = frozenset(c for _, bv, cs in self.builds if v and bv == v for c in cs)
        if built:
            options = [o | built for o in options] or [built]
        return options

    def why_illegal(self, seat: int, action: Action) -> str | None:
        if seat not in self.seats_to_act():
            return "not_your_turn"
        if action.cards and action.cards[0] in self.hands[seat] and not self.builds:  # quick, for search
            options = captures(self.table, action.cards[0])
            if action.kind == "trail" and len(action.cards) == 1 and not options and not self.cfg.building:
                return None
            if action.kind == "take" and frozenset(action.cards[1:]) in options and len(action.cards) > 1:
                return None
        if action in self.legal_actions(seat):
            return None
        if not action.cards or action.cards[0] not in self.hands[seat]:
            return "not_in_hand"
        owns = self._owns(seat)
        plays, trails = self._plays(seat)
        if action in plays + trails and self._duty(seat, plays):
            return "take_or_add"  # he must take his build or add to it
        if action.kind == "trail" and owns:
            return "own_build"  # a player with a build on the table takes or builds
        if action.kind in ("build", "raise"):
            return "bad_build"
        if action.kind == "trail":
            return "must_take"  # a card that can take must take
        return "not_all_taken"

    def _apply(self, seat: int, action: Action) -> list[Event]:
        events: list[Event] = []
        card = action.cards[0]
        self.hands[seat].remove(card)
        side = self.cfg.side(seat)
        if action.kind in ("build", "raise"):
            laid = list(action.cards[1:])
            joined = set(laid)
            old = [b for b in self.builds if set(b[2]) <= joined]  # builds built on, or raised
            self.builds = [b for b in self.builds if b not in old]
            for c in laid:
                if c in self.table:
                    self.table.remove(c)
            self.builds.append([seat, int(action.value or 0), [card, *laid]])
            data: dict[str, Any] = {"value": action.value}
            if old:
                data["from"] = [b[1] for b in old]
            events.append(Event(action.kind, seat=seat, cards=action.cards, data=data))
            self._next(events)
            return events
        if action.kind == "take":
            taken = list(action.cards[1:])
            gone = set(taken)
            self.builds = [b for b in self.builds if not set(b[2]) <= gone]
            for c in taken:
                if c in self.table:
                    self.table.remove(c)
            self.piles[side].extend(action.cards)
            self.last_taker = seat
            sweep = not self.table and not self.builds
            events.append(Event("take", seat=seat, cards=action.cards, data={"side": side, "sweep": sweep}))
            if sweep and not self._deal_finished():
                self.sweeps[side] += 1
                events.append(Event("sweep", seat=seat, points=1, reason="sweep", data={"side": side}))
            elif sweep:
                self.sweeps[side] += 1
                events.append(Event("sweep", seat=seat, points=1, reason="last_sweep", data={"side": side}))
        else:
            self.table.append(card)
            events.append(Event("trail", seat=seat, cards=(card,)))
        self._next(events)
        return events

    def view(self, seat: int) -> CassinoView:
        over = self._result is not None
        return CassinoView(
            seat=seat,
            players=self.players,
            sides=self.cfg.sides,
            side_of=tuple(self.cfg.side(s) for s in range(self.players)),
            deal=self.deals_done + (0 if over else 1),
            dealer=self.dealer,
            phase=OVER if over else PLAY,
            to_act=None if over else self.actor,
            hand=tuple(by_rank(self.hands[seat])),
            hand_sizes=tuple(len(h) for h in self.hands),
            table=tuple(self.table),
            stock_size=len(self.stock),
            piles=tuple(tuple(p) for p in self.piles),
            sweeps=tuple(self.sweeps),
            scores=tuple(self.scores),
            target=self.cfg.target,
            last_taker=self.last_taker,
            pack=self.cfg.pack,
            builds=tuple((o, v, tuple(cs)) for o, v, cs in self.builds),
        )

    def hidden_cards(self, seat: int) -> frozenset[Card]:
        others = [c for s, h in enumerate(self.hands) if s != seat for c in h]
        return frozenset(others + self.stock)

    def determinise(self, seat: int, rng: random.Random) -> Game:
        """The default deal of the hidden cards (the same permutation, drawn the same way), copied
        by hand: only the state of play, not the game's growing log (a search's cost)."""
        hidden = sorted(self.hidden_cards(seat))
        images = hidden[:]
        rng.shuffle(images)
        swap = dict(zip(hidden, images, strict=True))
        new = object.__new__(type(self))
        new.__dict__.update(self.__dict__)
        new.hands = [[swap.get(c, c) for c in h] for h in self.hands]
        new.stock = [swap.get(c, c) for c in self.stock]
        new.table = list(self.table)
        new.builds = [[o, v, list(cs)] for o, v, cs in self.builds]
        new.piles = [list(p) for p in self.piles]
        new.sweeps, new.scores = list(self.sweeps), list(self.scores)
        new._log = [*self._log[:-1], dict(self._log[-1])] if self._log else []
        new.history, new.points_log = list(self.history), list(self.points_log)
        new.rng, new.quiet = rng, True
        return new

    def result(self) -> Result | None:
        return self._result

    def deal_log(self) -> list[JSON]:
        return list(self._log)

    # -- the deal -------------------------------------------------------------------------------
    def _pack(self) -> list[Card]:
        return full_pack() if self.cfg.pack == 52 else stripped_pack(PIQUET_RANKS)

    def _cut(self) -> list[Event]:
        """Each player cuts a card; the lowest (ace low) deals; only those tied for it cut again."""
        n = self.players
        contenders = list(range(n))
        events: list[Event] = []
        while True:
            pack = shuffled(self._pack(), self.rng)
            cut = {s: pack[i] for i, s in enumerate(contenders)}
            events.append(Event("cut", cards=tuple(cut[s] for s in contenders), data={"seats": contenders}))
            low = min(int(c.rank) for c in cut.values())
            contenders = [s for s in contenders if int(cut[s].rank) == low]
            if len(contenders) == 1:
                break
        self.dealer = contenders[0]
        events.append(Event("first_dealer", seat=self.dealer))
        return events

    def _order(self) -> list[int]:
        n = self.players
        return [(self.dealer + i) % n for i in range(1, n + 1)]

    def _start_deal(self) -> list[Event]:
        self.stock = shuffled(self._pack(), self.rng)
        self.table = []
        self.builds = []
        self.piles = [[] for _ in range(self.cfg.sides)]
        self.sweeps = [0] * self.cfg.sides
        self.last_taker = None
        events = [Event("deal_start", seat=self.dealer, data={"deal": self.deals_done + 1})]
        self._log.append({"dealer": self.dealer, "pack": [c.code for c in reversed(self.stock)]})
        events += self._deal_round(first=True)
        return events

    def _deal_round(self, first: bool) -> list[Event]:
        """Four each, one at a time (and four to the table in the first round, dealt as he goes
        round); with the 32-card pack the last round shares what is left, any odd cards going to
        the table."""
        order = self._order()
        each = min(HAND, (len(self.stock) - (HAND if first else 0)) // len(order))
        table: list[Card] = []
        for _ in range(each):
            for s in order:
                self.hands[s].append(self.stock.pop())
            if first and len(table) < HAND:
                table.append(self.stock.pop())
        while first and len(table) < HAND:
            table.append(self.stock.pop())
        if len(self.stock) < len(order):  # odd cards (the short pack's last round) go face up
            table.extend(self.stock)
            self.stock = []
        events = [Event("deal", seat=s, cards=tuple(by_rank(self.hands[s])), private_to=(s,)) for s in order]
        if table:
            self.table.extend(table)
            events.append(Event("lay_out", cards=tuple(table)))
        events.append(Event("round", data={"stock": len(self.stock)}))
        self.actor = order[0]
        return events

    def _deal_finished(self) -> bool:
        return not self.stock and not any(self.hands)

    def _next(self, events: list[Event]) -> None:
        if any(self.hands):
            self.actor = (self.actor + 1) % self.players
            return
        if self.stock:
            events.extend(self._deal_round(first=False))
            return
        self._end_deal(events)

    def _end_deal(self, events: list[Event]) -> None:
        for b in self.builds:
            self.table.extend(b[2])
        self.builds = []
        if self.table and self.last_taker is None:  # nobody took anything: the cards are nobody's
            self.table = []
        if self.table and self.last_taker is not None:
            side = self.cfg.side(self.last_taker)
            left = tuple(self.table)
            self.piles[side].extend(left)
            self.table = []
            self.sweeps[side] += 1
            events.append(Event("last_take", seat=self.last_taker, cards=left, data={"side": side}))
            events.append(
                Event("sweep", seat=self.last_taker, points=1, reason="last_sweep", data={"side": side})
            )
        items = count_items(self.piles, self.sweeps)
        points = [0] * self.cfg.sides
        for side, item, pts in items:
            points[side] += pts
            events.append(Event("count", seat=side, reason=item, data={"points": pts}))
        gained = deal_scores(points, self.cfg.independent)
        for side, g in enumerate(gained):
            self.scores[side] += g
            if g:
                events.append(Event("score", seat=side, points=g, reason="deal"))
        self.deals_done += 1
        self._log[-1]["points"] = points
        events.append(
            Event("deal_end", data={"deal": self.deals_done, "points": points, "scores": list(self.scores)})
        )
        top = max(self.scores)
        if (top >= self.cfg.target and self.scores.count(top) == 1) or self.deals_done >= DEALS_CEILING:
            self._finish(events)
        else:
            self.dealer = (self.dealer + 1) % self.players
            events.extend(self._start_deal())

    def _finish(self, events: list[Event]) -> None:
        n = self.players
        top = max(self.scores)
        won_sides = {s for s in range(self.cfg.sides) if self.scores[s] == top}
        winners = tuple(s for s in range(n) if self.cfg.side(s) in won_sides)
        k = len(winners)
        stakes = tuple((n - k) if s in winners else -k for s in range(n))
        seat_scores = tuple(self.scores[self.cfg.side(s)] for s in range(n))
        outcomes = tuple("win" if s in winners else "loss" for s in range(n))
        self._result = Result(winners, seat_scores, outcomes, stakes, {"deals": self.deals_done})
        events.append(Event("game_over", data={"scores": list(self.scores)}))
