"""The Crazy Eights state machine (The Book of Card Games, "Rules of Play").

A random dealer deals five cards each (seven to two players) and turns the top card of the stock
up to start the discard pile. From the dealer's left each player discards a card matching the top
card's suit or rank, or an eight, naming the suit to follow; a player who cannot play draws from
the stock. The deal ends when a player discards his last card. The book gives no scoring and no
rule for an empty stock: the profile chooses (docs/rules-notes/crazy-eights.md).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any

from ..actions import JSON, Action, Event
from ..cards import SUITS, Card, Rank, full_pack, shuffled
from ..game import Game, Result, SeatView
from ..unseen import Allowed, deal_consistently
from . import SPEC
from .rules import DRAW_ONE, ONE_GAME, PENALTY, RESHUFFLE, CrazyEightsRules

PLAY, OVER = "play", "over"
# A deal in which nobody has played a card for this many turns in a row ends blocked; a hard
# ceiling on the actions of one deal and on the deals of a game keeps every game finite.
DEAL_CEILING = 1500
DEALS_CEILING = 200


def penalty(card: Card) -> int:
    """Eights 50, court cards 10, every other card its pips (ace one)."""
    if card.rank == Rank.EIGHT:
        return 50
    return 10 if card.rank >= Rank.JACK else int(card.rank)


def hand_penalty(cards: Sequence[Card]) -> int:
    return sum(penalty(c) for c in cards)


def by_suit(cards: Sequence[Card]) -> list[Card]:
    return sorted(cards, key=lambda c: (SUITS.index(c.suit), int(c.rank)))


@dataclass(frozen=True)
class CrazyEightsView(SeatView):
    seat: int
    players: int
    deal: int
    dealer: int
    phase: str
    to_act: int | None
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    stock_size: int
    discard: tuple[Card, ...]  # the pile, its top card last
    called: str | None  # the suit named with the eight on top
    free: bool  # an eight was turned up: the first player names any suit by playing a card of it
    scores: tuple[int, ...]
    scoring: str
    target: int
    drawn_this_turn: int
    # What each seat could not follow when it last drew or passed: the suit to follow and the top
    # card's rank ("S8"), or "" (public: everyone saw him draw). Drawing one card, it lasts until his
    # next play; drawing until playable, until he draws again (his whole hand still lacks it).
    stuck: tuple[str, ...] = ()
    drawing: str = DRAW_ONE  # the profile's house rules, known to every player
    empty_stock: str = RESHUFFLE

    @property
    def top(self) -> Card | None:
        return self.discard[-1] if self.discard else None

    @property
    def suit_to_follow(self) -> str | None:
        if self.free or not self.discard:
            return None
        return self.called or self.discard[-1].suit.value

    def to_json(self) -> JSON:
        return {
            "seat": self.seat,
            "deal": self.deal,
            "dealer": self.dealer,
            "phase": self.phase,
            "to_act": self.to_act,
            "hand": [c.code for c in self.hand],
            "hand_sizes": list(self.hand_sizes),
            "stock_size": self.stock_size,
            "discard": [c.code for c in self.discard],
            "called": self.called,
            "free": self.free,
            "scores": list(self.scores),
            "scoring": self.scoring,
            "target": self.target,
            "drawn_this_turn": self.drawn_this_turn,
            "stuck": list(self.stuck),
            "drawing": self.drawing,
            "empty_stock": self.empty_stock,
        }


_SUIT_BY_LETTER = {s.value: s for s in SUITS}


def playable(card: Card, top: Card, called: str | None, free: bool) -> bool:
    """An eight always; else any card when the turned-up eight leaves the suit free; else the suit
    to follow (the named suit after an eight, the top card's otherwise) or the top card's rank."""
    if free or card.rank is Rank.EIGHT:
        return True
    if called is not None:
        return card.suit is _SUIT_BY_LETTER[called]
    return card.suit is top.suit or card.rank is top.rank


def _could_not_play(suit: str, rank: str, card: Card) -> bool:
    """Whether a player stuck on ``suit`` (and ``rank``, "" after an eight) may hold ``card``."""
    return card.rank is not Rank.EIGHT and card.suit.value != suit and card.rank.letter != rank


class CrazyEightsGame(Game):
    spec = SPEC

    def __init__(self, rules: Mapping[str, Any], seed: int) -> None:
        super().__init__(rules, seed)
        self.cfg = CrazyEightsRules.from_mapping(self.rules)
        n = self.cfg.players
        self.scores = [0] * n
        self.deals_done = 0
        self.dealer = self.rng.randrange(n)  # "A dealer is randomly selected"
        self.hands: list[list[Card]] = [[] for _ in range(n)]
        self.stock: list[Card] = []  # the top card last
        self.discard: list[Card] = []
        self.called: str | None = None
        self.free = False
        self.actor = 0
        self.idle_turns = 0  # turns in a row with no card played
        self.deal_actions = 0
        self.drawn_this_turn = 0
        self.stuck = [""] * n
        self._result: Result | None = None
        self._log: list[JSON] = []
        self.opening_events = self._start_deal()

    # -- the contract ---------------------------------------------------------------------------
    @property
    def players(self) -> int:
        return self.cfg.players

    def seats_to_act(self) -> tuple[int, ...]:
        return () if self._result is not None else (self.actor,)

    def playable_cards(self, seat: int) -> list[Card]:
        top = self.discard[-1]
        return [c for c in self.hands[seat] if playable(c, top, self.called, self.free)]

    def legal_actions(self, seat: int) -> list[Action]:
        if self._result is not None or seat != self.actor:
            return []
        out: list[Action] = []
        for card in by_suit(self.playable_cards(seat)):
            if card.rank == Rank.EIGHT:
                out.extend(Action("play", (card,), s.value) for s in SUITS)
            else:
                out.append(Action("play", (card,)))
        if out:
            return out
        return [Action("draw")] if self._can_draw() else [Action("pass")]

    def why_illegal(self, seat: int, action: Action) -> str | None:
        if seat not in self.seats_to_act():
            return "not_your_turn"
        if action.kind == "play" and len(action.cards) == 1:  # the quick answer, for search
            card = action.cards[0]
            is_eight = card.rank is Rank.EIGHT
            if (
                card in self.hands[seat]
                and playable(card, self.discard[-1], self.called, self.free)
                and (action.value in _SUIT_BY_LETTER if is_eight else action.value is None)
            ):
                return None
        legal = self.legal_actions(seat)
        if action in legal:
            return None
        if action.kind == "play" and action.cards:
            card = action.cards[0]
            if card not in self.hands[seat]:
                return "not_in_hand"
            if card.rank == Rank.EIGHT and action.value is None:
                return "name_a_suit"
            return "must_match"
        if action.kind == "draw" and any(a.kind == "play" for a in legal):
            return "can_play"
        return "not_allowed"

    def _apply(self, seat: int, action: Action) -> list[Event]:
        events: list[Event] = []
        self.deal_actions += 1
        if action.kind == "play":
            self._play(seat, action.cards[0], action.value, events)
        elif action.kind == "draw":
            self._draw(seat, events)
        else:
            events.append(Event("pass", seat=seat))
            self._mark_stuck(seat)
            self.idle_turns += 1
            self._next_turn(events)
        if self._result is None and self.deal_actions >= DEAL_CEILING:
            self._end_deal(None, events)
        return events

    def view(self, seat: int) -> CrazyEightsView:
        over = self._result is not None
        return CrazyEightsView(
            seat=seat,
            players=self.players,
            deal=self.deals_done + (0 if over else 1),
            dealer=self.dealer,
            phase=OVER if over else PLAY,
            to_act=None if over else self.actor,
            hand=tuple(by_suit(self.hands[seat])),
            hand_sizes=tuple(len(h) for h in self.hands),
            stock_size=len(self.stock),
            discard=tuple(self.discard),
            called=self.called,
            free=self.free,
            scores=tuple(self.scores),
            scoring=self.cfg.scoring,
            target=self.cfg.target,
            drawn_this_turn=self.drawn_this_turn if seat == self.actor else 0,
            stuck=tuple(self.stuck),
            drawing=self.cfg.drawing,
            empty_stock=self.cfg.empty_stock,
        )

    def hidden_cards(self, seat: int) -> frozenset[Card]:
        others = [c for s, h in enumerate(self.hands) if s != seat for c in h]
        return frozenset(others + self.stock)

    def determinise(self, seat: int, rng: random.Random) -> Game:
        """The hidden cards dealt again, but a player who drew or passed holds none of what he
        could not play then (the suit and rank to follow, an eight), bar the one card he drew when
        one is drawn at a time; the stock takes what is left."""
        new = super().determinise(seat, rng)
        assert isinstance(new, CrazyEightsGame)
        others = [s for s in range(self.players) if s != seat]
        if not any(self.stuck[s] for s in others):
            return new
        cards = [c for s in others for c in new.hands[s]] + new.stock
        places: list[tuple[int, Allowed]] = []
        for s in others:
            size, mark = len(new.hands[s]), self.stuck[s]
            free = min(size, 1) if mark and self.cfg.drawing == DRAW_ONE else 0 if mark else size
            if mark:
                places.append((size - free, partial(_could_not_play, mark[0], mark[1:])))
            places.append((free, None))
        places.append((len(new.stock), None))
        dealt = deal_consistently(cards, places, rng)
        at = 0
        for s in others:
            parts = 2 if self.stuck[s] else 1
            new.hands[s] = [c for part in dealt[at : at + parts] for c in part]
            at += parts
        new.stock = dealt[at]
        return new

    def result(self) -> Result | None:
        return self._result

    def deal_log(self) -> list[JSON]:
        return list(self._log)

    # -- the deal -------------------------------------------------------------------------------
    def _start_deal(self) -> list[Event]:
        n = self.players
        pack = shuffled(full_pack(), self.rng)
        size = self.cfg.hand_size()
        order = [(self.dealer + i) % n for i in range(1, n + 1)]
        self.hands = [[] for _ in range(n)]
        for _ in range(size):
            for s in order:
                self.hands[s].append(pack.pop())
        starter = pack.pop()
        self.stock = pack
        self.discard = [starter]
        self.called = None
        self.free = starter.rank == Rank.EIGHT
        self.actor = order[0]
        self.idle_turns = self.deal_actions = self.drawn_this_turn = 0
        self.stuck = [""] * n
        events = [Event("deal_start", seat=self.dealer, data={"deal": self.deals_done + 1})]
        events += [Event("deal", seat=s, cards=tuple(by_suit(self.hands[s])), private_to=(s,)) for s in order]
        events.append(
            Event(
                "turn_up",
                seat=self.dealer,
                cards=(starter,),
                reason="eight" if self.free else "",
                data={"stock": len(self.stock)},
            )
        )
        self._log.append(
            {
                "dealer": self.dealer,
                "hands": [[c.code for c in h] for h in self.hands],
                "starter": starter.code,
            }
        )
        return events

    def _mark_stuck(self, seat: int) -> None:
        if not self.free:
            top = self.discard[-1]
            rank = "" if self.called else top.rank.letter
            self.stuck[seat] = (self.called or top.suit.value) + rank

    def _play(self, seat: int, card: Card, suit: Any, events: list[Event]) -> None:
        if self.cfg.drawing == DRAW_ONE:
            self.stuck[seat] = ""  # he may play a card he drew and keep the rest
        # Drawing until playable, what he could not follow he still lacks after his play: he held
        # none of it and drew until the one card he played; it holds until he draws again.
        self.hands[seat].remove(card)
        self.discard.append(card)
        self.free = False
        self.called = str(suit) if card.rank == Rank.EIGHT else None
        data = {"suit": self.called} if self.called else {}
        events.append(
            Event("play", seat=seat, cards=(card,), reason="eight" if self.called else "", data=data)
        )
        self.idle_turns = 0
        if not self.hands[seat]:
            self._end_deal(seat, events)
        else:
            self._next_turn(events)

    def _can_draw(self) -> bool:
        return bool(self.stock) or (self.cfg.empty_stock == RESHUFFLE and len(self.discard) > 1)

    def _draw(self, seat: int, events: list[Event]) -> None:
        if not self.drawn_this_turn:
            self._mark_stuck(seat)
        if not self.stock:
            top = self.discard.pop()
            self.stock = shuffled(self.discard, self.rng)
            self.discard = [top]
            events.append(Event("reshuffle", data={"stock": len(self.stock)}))
        card = self.stock.pop()
        self.hands[seat].append(card)
        self.drawn_this_turn += 1
        events.append(
            Event("draw", seat=seat, cards=(card,), data={"stock": len(self.stock)}, private_to=(seat,))
        )
        if self.cfg.drawing == DRAW_ONE:
            self.idle_turns += 1
            self._next_turn(events)

    def _next_turn(self, events: list[Event]) -> None:
        if not self._can_draw() and not any(self.playable_cards(s) for s in range(self.players)):
            self._end_deal(None, events)
            return
        self.actor = (self.actor + 1) % self.players
        self.drawn_this_turn = 0
        events.append(Event("turn", seat=self.actor))

    def _end_deal(self, winner: int | None, events: list[Event]) -> None:
        """``winner`` went out; None: the deal is blocked and the lowest count in hand wins it."""
        n = self.players
        counts = [hand_penalty(h) for h in self.hands]
        reason = "out"
        if winner is None:
            order = [(self.dealer + i) % n for i in range(1, n + 1)]
            winner = min(order, key=lambda s: (counts[s], len(self.hands[s]), order.index(s)))
            reason = "blocked"
        events.append(Event("out", seat=winner, reason=reason))
        # The count in hand means something only where it scores or decided a blocked deal: the
        # book's one game said "holds 8♥ Q♠ K♠: 70 points" for nothing (playtest (f)).
        counted = self.cfg.scoring != ONE_GAME or reason == "blocked"
        for s in range(n):
            if s != winner and self.hands[s]:
                data = {"count": counts[s]} if counted else {}
                events.append(Event("show", seat=s, cards=tuple(by_suit(self.hands[s])), data=data))
        if self.cfg.scoring == PENALTY:
            for s in range(n):
                if s != winner and counts[s]:
                    self.scores[s] += counts[s]
                    events.append(Event("score", seat=s, points=counts[s], reason="penalty"))
        elif self.cfg.scoring == ONE_GAME:
            self.scores[winner] += 1
            events.append(Event("score", seat=winner, points=1, reason="game"))
        else:
            won = sum(counts[s] for s in range(n) if s != winner)
            if won:
                self.scores[winner] += won
                events.append(Event("score", seat=winner, points=won, reason="cards_left"))
        self.deals_done += 1
        events.append(
            Event("deal_end", seat=winner, data={"deal": self.deals_done, "scores": list(self.scores)})
        )
        if self._game_over():
            self._finish(events)
        else:
            self.dealer = (self.dealer + 1) % n
            events.extend(self._start_deal())

    def _game_over(self) -> bool:
        if self.cfg.scoring == ONE_GAME or self.deals_done >= DEALS_CEILING:
            return True
        return max(self.scores) >= self.cfg.target

    def _finish(self, events: list[Event]) -> None:
        n = self.players
        best = min(self.scores) if self.cfg.scoring == PENALTY else max(self.scores)
        winners = tuple(s for s in range(n) if self.scores[s] == best)
        k = len(winners)
        stakes = tuple((n - k) if s in winners else -k for s in range(n))
        outcomes = tuple("win" if s in winners else "loss" for s in range(n))
        details = {"deals": self.deals_done, "scoring": self.cfg.scoring}
        self._result = Result(winners, tuple(self.scores), outcomes, stakes, details)
        events.append(Event("game_over", data={"scores": list(self.scores)}))
