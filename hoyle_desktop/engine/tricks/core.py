"""The core every trick-taking game shares: hands, the trick in the middle, following, the winner.

A game subclasses :class:`TrickGame` and supplies the hooks: which suit a card belongs to in play
(``suit_of``: Spoil-Five's ace of hearts is always a trump), which cards a seat may play to the
trick (``playable``) and why another is refused (``refusal``), how strong a card is in the trick
(``power``), and what happens when a trick or a hand is over. The core keeps what each player
showed: a seat that did not follow a suit it was bound to follow holds none of it, and
``determinise`` deals the unseen cards again with that (``engine.unseen.deal_consistently``).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from ..actions import JSON, Action, Event
from ..cards import Card, Suit, full_pack
from ..game import Game, SeatView
from ..state_copy import copy_state, is_immutable
from ..unseen import deal_consistently
from .ranking import whist_power

PLAY = "play"
# How ``TrickGame.clone`` copies an attribute, by name and type (worked out once, see ``_how``).
SHARE, FLAT, NESTED, RECORD_LIST, CHANCE, WALK = range(6)
_HOW: dict[tuple[str, type], int] = {}
_SHARED: set[type] = {int, bool, str, float, type(None), tuple, Card, Suit}  # grows with frozen types
# Attributes that hold one container per seat (a list of lists or sets): copied two levels deep.
PER_SEAT = frozenset({"hands", "buried", "won", "voids"})
# The record of the past: a search's copy starts these empty (nothing in play reads them).
RECORD = frozenset({"history", "events", "opening_events", "points_log", "_log"})
_ORDER_CACHE: dict[tuple[type, Suit | None, object], dict[Card, tuple[int, int]]] = {}
OVER = "over"
HALTED = "halted"  # a search's copy that stops when its hand is scored (``stop_after_hand``)


@dataclass(frozen=True)
class TrickView(SeatView):
    """One seat's view of a trick table. ``hand`` is empty for a seat that may not look at its
    cards yet (four-handed All-Fours before the beg); ``trick`` is the trick in the middle as
    (seat, card) in the order played; ``last_trick`` the one just taken, with its winner."""

    seat: int
    game: str
    phase: str
    to_act: int | None
    dealer: int
    deal: int
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    trump: str | None
    turnup: Card | None
    trick: tuple[tuple[int, Card], ...]
    leader: int | None
    last_trick: tuple[tuple[int, Card], ...]
    last_winner: int | None
    tricks_won: tuple[int, ...]
    played: tuple[tuple[int, Card], ...]
    teams: tuple[int, ...]
    scores: tuple[int, ...]  # per team (All-Fours) or per seat's counters (Spoil-Five)
    voids: tuple[tuple[str, ...], ...]
    extra: dict[str, Any] = field(default_factory=dict)
    seating: tuple[int, ...] = ()  # the seats in order round the table, to the left

    def to_json(self) -> JSON:
        return {
            "seat": self.seat,
            "game": self.game,
            "phase": self.phase,
            "to_act": self.to_act,
            "dealer": self.dealer,
            "deal": self.deal,
            "hand": [c.code for c in self.hand],
            "hand_sizes": list(self.hand_sizes),
            "trump": self.trump,
            "turnup": self.turnup.code if self.turnup else None,
            "trick": [[s, c.code] for s, c in self.trick],
            "leader": self.leader,
            "last_trick": [[s, c.code] for s, c in self.last_trick],
            "last_winner": self.last_winner,
            "tricks_won": list(self.tricks_won),
            "played": [[s, c.code] for s, c in self.played],
            "teams": list(self.teams),
            "scores": list(self.scores),
            "voids": [list(v) for v in self.voids],
            "extra": dict(self.extra),
            "seating": list(self.seating),
        }


def _how(name: str, kind: type) -> int:
    if name == "rules" or is_immutable(kind):
        return SHARE  # the rules mapping is read-only, shared by every game's clone
    if name in PER_SEAT and kind is list:
        return NESTED
    if name in RECORD and kind is list:
        return RECORD_LIST
    if kind is list or kind is set or kind is dict:
        return FLAT  # of immutable values (cards, numbers, tuples)
    if kind is random.Random:
        return CHANCE
    return WALK


class TrickGame(Game):
    """The state and flow of play to tricks; subclasses deal, bid, score and end the game."""

    def __init__(self, rules: Any, seed: int) -> None:
        super().__init__(rules, seed)
        self.n = 2
        self.dealer = 0
        self.deal_no = 0
        self.hands: list[list[Card]] = []
        self.stock: list[Card] = []
        self.buried: list[list[Card]] = []  # face-down cards a seat put out (robbing), per seat
        self.turnup: Card | None = None
        self.trump: Suit | None = None
        self.trick: list[tuple[int, Card]] = []
        self.last_trick: list[tuple[int, Card]] = []
        self.last_winner: int | None = None
        self.leader: int | None = None
        self.turn: int | None = None
        self.phase = PLAY
        self.won: list[list[Card]] = []  # the cards in each seat's tricks this hand
        self.tricks_won: list[int] = []
        self.trick_log: list[tuple[int, tuple[Card, ...]]] = []  # (winner, cards) of each trick this hand
        self.played: list[tuple[int, Card]] = []
        self.voids: list[set[Suit]] = []  # suits a seat showed it does not hold (this hand)
        self.dealt: dict[Card, int] = {}  # who was dealt each card this hand (its original holder)
        # The seats in order round the table, to the left; empty: in the order of their numbers
        # (four-handed All-Fours seats partners, chosen by the cut, facing each other).
        self.seating: list[int] = []
        self.events: list[Event] = []
        self._log: list[JSON] = []

    # A search that values one hand sets this on its own copy: when the hand is scored the copy
    # stops (phase HALTED, no seat to act) instead of shuffling and dealing the next hand.
    stop_after_hand = False

    def halt(self) -> bool:
        """Called where the next hand would be dealt: whether this copy stops there instead."""
        if self.stop_after_hand:
            self.phase, self.turn = HALTED, None
        return self.stop_after_hand

    # -- hooks ---------------------------------------------------------------------------------
    def suit_of(self, card: Card) -> Suit:
        """The suit a card belongs to in play."""
        return card.suit

    def power(self, card: Card, led: Suit) -> int:
        """How strong ``card`` is in a trick whose led suit is ``led``: trumps above the led suit,
        other suits nothing."""
        return whist_power(card, self.trump, led)

    def playable(self, seat: int) -> list[Card]:
        return list(self.hands[seat])

    def refusal(self, seat: int, card: Card) -> str:
        return "not_allowed"

    def shows_void(self, seat: int, card: Card, led: Card) -> Suit | None:
        """The suit ``seat`` proved it lacks by playing ``card`` to a trick led with ``led``."""
        return None

    def card_played(self, seat: int, card: Card) -> None:
        """After a card is put to the trick, before the trick is decided (a penalty, a claim)."""

    def trick_done(self, winner: int, cards: list[tuple[int, Card]]) -> None:
        """After a trick: the winner leads next unless the hand or game ends here."""

    def hand_done(self) -> None:
        """Every card of the hand is played."""

    def other_actions(self, seat: int) -> list[Action]:
        """Actions outside the play to tricks (begging, robbing...)."""
        return []

    def other_apply(self, seat: int, action: Action) -> None:
        raise ValueError(action.kind)

    def seat_view_extra(self, seat: int) -> dict[str, Any]:
        return {}

    def team(self, seat: int) -> int:
        return seat

    def team_scores(self) -> tuple[int, ...]:
        return ()

    def may_look(self, seat: int) -> bool:
        return True

    def next_seat(self, seat: int, step: int = 1) -> int:
        """The seat ``step`` places to the left of ``seat`` round the table."""
        order = self.seating
        if not order:
            return (seat + step) % self.n
        return order[(order.index(seat) + step) % self.n]

    # -- the contract ----------------------------------------------------------------------------
    @property
    def players(self) -> int:
        return self.n

    def seats_to_act(self) -> tuple[int, ...]:
        if self.phase == OVER or self.turn is None:
            return ()
        return (self.turn,)

    def legal_actions(self, seat: int) -> list[Action]:
        if seat != self.turn or self.phase == OVER:
            return []
        if self.phase == PLAY:
            return [Action(PLAY, (c,)) for c in self.in_order(self.playable(seat))]
        return self.other_actions(seat)

    def why_illegal(self, seat: int, action: Action) -> str | None:
        if seat not in self.seats_to_act():
            return "not_your_turn"
        if action in self.legal_actions(seat):
            return None
        if self.phase == PLAY and action.kind == PLAY and len(action.cards) == 1:
            card = action.cards[0]
            return self.refusal(seat, card) if card in self.hands[seat] else "not_in_hand"
        if action.kind == PLAY and not any(a.kind == PLAY for a in self.legal_actions(seat)):
            return "answer_first"  # a card while a question (stand or beg, rob, jink...) waits
        return "not_allowed"

    def _apply(self, seat: int, action: Action) -> list[Event]:
        start = len(self.events)
        if action.kind == PLAY and self.phase == PLAY:
            self.play_card(seat, action.cards[0])
        else:
            self.other_apply(seat, action)
        out = self.events[start:]
        if self.quiet:
            del self.events[start:]
        return out

    def hidden_cards(self, seat: int) -> frozenset[Card]:
        hidden: set[Card] = set(self.stock)
        for other in range(self.n):
            if other != seat or not self.may_look(seat):
                hidden.update(self.hands[other])
            if other != seat:
                hidden.update(self.buried[other])
        return frozenset(hidden)

    def deal_log(self) -> list[JSON]:
        return self._log

    def view(self, seat: int) -> TrickView:
        look = self.may_look(seat)
        return TrickView(
            seat=seat,
            game=self.spec.key,
            phase=self.phase if self.turn == seat or self.phase == OVER else "wait",
            to_act=self.turn,
            dealer=self.dealer,
            deal=self.deal_no,
            hand=tuple(self.in_order(self.hands[seat])) if look else (),
            hand_sizes=tuple(len(h) for h in self.hands),
            trump=self.trump.value if self.trump else None,
            turnup=self.turnup,
            trick=tuple(self.trick),
            leader=self.leader,
            last_trick=tuple(self.last_trick),
            last_winner=self.last_winner,
            tricks_won=tuple(self.tricks_won),
            played=tuple(self.played),
            teams=tuple(self.team(s) for s in range(self.n)),
            scores=self.team_scores(),
            voids=tuple(tuple(sorted(v.value for v in vs)) for vs in self.voids),
            extra={
                **self.seat_view_extra(seat),
                "buried": [c.code for c in self.buried[seat]],
                "tricks": [[w, [c.code for c in cs]] for w, cs in self.trick_log],
            },
            seating=tuple(self.seating or range(self.n)),
        )

    # -- dealing ----------------------------------------------------------------------------------
    def emit(self, event: Event) -> None:
        if not self.quiet:  # a search's copy keeps no events (``Game.quiet``)
            self.events.append(event)

    def fresh_hand(self) -> None:
        self.hands = [[] for _ in range(self.n)]
        self.buried = [[] for _ in range(self.n)]
        self.won = [[] for _ in range(self.n)]
        self.tricks_won = [0] * self.n
        self.trick_log = []
        self.voids = [set() for _ in range(self.n)]
        self.trick, self.last_trick, self.played = [], [], []
        self.last_winner = None
        self.dealt = {}
        self.turnup = None
        self.trump = None

    def deal_round(self, count: int, first: int) -> None:
        """``count`` cards to each seat from ``first`` round, one packet each, from the stock."""
        for i in range(self.n):
            seat = self.next_seat(first, i)
            packet, self.stock = self.stock[:count], self.stock[count:]
            self.hands[seat].extend(packet)
            for c in packet:
                self.dealt[c] = seat
        for seat in range(self.n):
            # a seat that may not look yet (four-handed All-Fours) is not shown its own cards either
            self.emit(Event("deal", seat=seat, cards=tuple(self.in_order(self.hands[seat])),
                            data={"count": len(self.hands[seat])},
                            private_to=(seat,) if self.may_look(seat) else ()))  # fmt: skip

    def in_order(self, cards: Sequence[Card]) -> list[Card]:
        """A hand as a player sorts it: by suit (trumps first), high cards first within a suit."""
        table = _ORDER_CACHE.get((type(self), self.trump, self.order_variant()))
        if table is None:
            table = self._order_table()
        return sorted(cards, key=table.__getitem__)

    def order_variant(self) -> object:
        """Anything besides the trump suit that changes how cards rank (Spoil-Five's plain order)."""
        return None

    def _order_table(self) -> dict[Card, tuple[int, int]]:
        trump = self.trump
        table = {}
        for c in full_pack():
            s = self.suit_of(c)
            group = 0 if s == trump else 1 + "SHCD".index(s.value)
            table[c] = (group, -self.power(c, s))
        _ORDER_CACHE[(type(self), trump, self.order_variant())] = table
        return table

    # -- play -------------------------------------------------------------------------------------
    def start_play(self, leader: int) -> None:
        self.phase, self.leader, self.turn = PLAY, leader, leader

    def play_card(self, seat: int, card: Card) -> None:
        self.hands[seat].remove(card)
        if self.trick:
            void = self.shows_void(seat, card, self.trick[0][1])
            if void is not None:
                self.voids[seat].add(void)
        self.trick.append((seat, card))
        self.played.append((seat, card))
        loud = not self.quiet  # a search's copy builds no events: play-outs run through here
        if loud:
            self.emit(Event("play", seat=seat, cards=(card,), data={"lead": len(self.trick) == 1}))
        self.card_played(seat, card)
        if self.phase != PLAY:
            return
        if len(self.trick) < self.n:
            self.turn = self.next_seat(seat)
            return
        led = self.suit_of(self.trick[0][1])
        winner = max(self.trick, key=lambda sc: self.power(sc[1], led))[0]
        cards = self.trick
        self.trick = []
        self.last_trick, self.last_winner = cards, winner
        self.won[winner].extend(c for _, c in cards)
        self.tricks_won[winner] += 1
        self.trick_log.append((winner, tuple(c for _, c in cards)))
        if loud:
            data = {"seats": [s for s, _ in cards], "count": self.tricks_won[winner]}
            self.emit(Event("trick", seat=winner, cards=tuple(c for _, c in cards), data=data))
        self.leader = self.turn = winner
        self.trick_done(winner, cards)
        if self.phase == PLAY and not any(self.hands):
            self.hand_done()

    # -- search -----------------------------------------------------------------------------------
    def clone(self) -> TrickGame:
        """A hand-written copy, several times quicker than the generic walk: the state is flat
        lists, sets and dicts of immutable values (cards, numbers, tuples) plus the per-seat lists
        in ``PER_SEAT``. An attribute of any other mutable type falls back to ``copy_state``."""
        return self._copy(keep_record=True, rng=None)

    def _copy(self, keep_record: bool, rng: random.Random | None) -> Any:
        new = object.__new__(type(self))
        out = new.__dict__
        out.update(self.__dict__)  # immutable values (most of them) are shared as they are
        shared = _SHARED
        for name, value in self.__dict__.items():
            kind = type(value)
            if kind in shared:
                continue
            how = _HOW.get((name, kind))
            if how is None:
                how = _HOW[name, kind] = _how(name, kind)
                if how == SHARE and name != "rules":
                    shared.add(kind)
            if how == SHARE:
                continue
            if how in (FLAT, RECORD_LIST):
                out[name] = value.copy() if keep_record or how == FLAT else []
            elif how == NESTED:
                out[name] = [part.copy() for part in value]
            elif how == CHANCE:
                if rng is None:
                    rng = random.Random.__new__(random.Random)  # not Random(): that reads the OS
                    rng.setstate(value.getstate())
                out[name] = rng
            else:
                out[name] = copy_state(value)
        return new

    def determinise(self, seat: int, rng: random.Random) -> Game:
        """Deal every card ``seat`` cannot see again: other hands keep their sizes and take no card
        of a suit their holder showed out of; the stock and face-down cards take the rest. The
        copy skips the record of the past (a search never reads it)."""
        new: Any = self._copy(keep_record=False, rng=rng)
        new.quiet = True
        hidden = sorted(self.hidden_cards(seat))
        if not hidden:
            return new
        unseen = set(hidden)
        places: list[tuple[int, Any]] = []
        slots: list[tuple[str, int, list[Card]]] = []  # (kind, seat, the cards known to stay there)

        def place(kind: str, who: int, cards: list[Card], allowed: Any) -> None:
            known = [c for c in cards if c not in unseen]
            places.append((len(cards) - len(known), allowed))
            slots.append((kind, who, known))

        for other in range(self.n):
            if other != seat or not self.may_look(seat):
                voids = self.voids[other]
                allowed = (lambda c, v=frozenset(voids): self.suit_of(c) not in v) if voids else None
                place("hand", other, self.hands[other], allowed)
            if other != seat and self.buried[other]:
                place("buried", other, self.buried[other], None)
        place("stock", 0, self.stock, None)
        dealt = deal_consistently(hidden, places, rng)
        for (kind, who, known), cards in zip(slots, dealt, strict=True):
            if kind == "hand":
                new.hands[who] = known + cards
                for c in cards:
                    new.dealt[c] = who
            elif kind == "buried":
                new.buried[who] = known + cards
            else:
                new.stock = known + cards
        return new
