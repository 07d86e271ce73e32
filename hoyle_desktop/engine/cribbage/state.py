"""The cribbage state machine: cutting for deal, the deal, laying out, the start, the play, the show.

Seeds: Hoyle (000) for the five-card game, the board and lurching; Britannica (001) for the play
after a go and the order of scoring; today's book (003) for the six-card game, muggins, skunks
and partnerships. Scoring arithmetic lives in :mod:`.scoring`; this module decides who scores
what, when, and stops the game the moment a side reaches the target.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from itertools import combinations
from operator import attrgetter
from typing import Any

from ..actions import Action, Event
from ..cards import Card, full_pack, shuffled
from ..game import Game, Result, SeatView, points_of
from ..unseen import deal_consistently
from . import SPEC
from .inference import go_limits
from .outcome import game_result
from .rules import CribbageRules
from .scoring import ScoreItem, play_total, score_play, score_show, show_total
from .view import CribbageView

LAY_OUT, PLAY, COUNT, OVER = "lay_out", "play", "count", "over"
MAX_CLAIM = 60  # wide enough for any hand of the seven-card game; a claim is checked, not trusted

# Actions are immutable: made once. Looked up by the cards' sort keys (an int's hash is C's own).
_PLAY: list[Action | None] = [None] * 64
for _c in full_pack():
    _PLAY[_c.sort_key] = Action("play", cards=(_c,))
_GO = Action("go")
_ALONE = tuple((s,) for s in range(4))  # seats_to_act when one seat is to act: made once
# Every lay-out of one card and of two (lower sort key first, as combinations of a sorted hand give
# them), by sort key: 52 + 1,326 actions made at import, looked up in a list comprehension.
_LAY_ONE: list[Action | None] = [None] * 64
_LAY_TWO: list[list[Action | None]] = [[None] * 64 for _ in range(64)]
for _c in full_pack():
    _LAY_ONE[_c.sort_key] = Action("discard", cards=(_c,))
    for _d in full_pack():
        if _c.sort_key < _d.sort_key:
            _LAY_TWO[_c.sort_key][_d.sort_key] = Action("discard", cards=(_c, _d))
_BY_RANK_AND_SUIT = attrgetter("sort_key")  # sorted(hand) without a Python __lt__ per comparison

# Where points came from, for statistics and `hoyle simulate`.
PEGGING, HAND, CRIB, HEELS, BONUS = "pegging", "hand", "crib", "heels", "bonus"


class CribbageGame(Game):
    spec = SPEC
    # A search's quiet copy may say which deal it plays out to: after that deal's show it deals no
    # more (a shuffle nobody would look at) and no seat acts, with no result (ai/cribbage/play_guide.py).
    last_deal: int | None = None

    def __init__(self, rules: Mapping[str, Any], seed: int) -> None:
        super().__init__(rules, seed)
        self.r = CribbageRules.from_mapping(self.rules)
        n = self.r.players
        # read on every action: the rules' properties looked up once (shared by copies, never changed)
        self.side_of_seat = tuple(self.r.side_of(s) for s in range(n))
        self.discards_each = self.r.discards_each
        self.scores = [0] * self.r.sides
        self.tally: list[dict[str, int]] = [
            dict.fromkeys((PEGGING, HAND, CRIB, HEELS, BONUS), 0) for _ in self.scores
        ]
        self.best_show = [0] * n
        self.phase = LAY_OUT
        self.deal_number = 0
        self.deals: list[dict[str, Any]] = []
        self.hands: list[list[Card]] = [[] for _ in range(n)]
        self.kept: list[list[Card]] = [[] for _ in range(n)]
        self.laid_out: list[list[Card]] = [[] for _ in range(n)]
        self.crib: list[Card] = []
        self.stock: list[Card] = []
        self.starter: Card | None = None
        self.pile: list[tuple[int, Card]] = []
        self.pile_count = 0  # the count of the cards in ``pile``: read on every legality check
        self.played: list[tuple[int, Card]] = []
        self.go_seats: set[int] = set()
        self.first_go = -1  # the first seat to say go in this count (-1: none yet)
        self.turn = 0
        self.last_player: int | None = None
        self.rounds_ended = 0
        self.shown: dict[str, tuple[Card, ...]] = {}
        self.show_queue: list[tuple[str, int]] = []  # ("hand", seat) / ("crib", dealer) still to count
        self.winner_side: int | None = None
        self.dealer = 0
        self.opening_events = self._cut_for_deal()
        self.opening_events += self._deal()

    @property
    def players(self) -> int:
        return self.r.players

    # -- the contract ---------------------------------------------------------------------------
    # The play's calls come first and read attributes directly: a search makes millions of them.
    def seats_to_act(self) -> tuple[int, ...]:
        phase = self.phase
        if phase in (PLAY, COUNT):
            return _ALONE[self.turn]
        if phase == LAY_OUT:
            each = self.discards_each
            return tuple([s for s, out in enumerate(self.laid_out) if len(out) < each])
        return ()

    def is_over(self) -> bool:
        return self.winner_side is not None

    def apply(self, seat: int, action: Action) -> list[Event]:
        """The contract's ``apply``; a card played in turn that fits, a lay-out and a search copy's
        go are checked and carried out here directly (nearly all of a game's actions)."""
        if self.phase == PLAY and seat == self.turn:
            if action.kind == "play" and len(action.cards) == 1:
                card = action.cards[0]
                if card in self.hands[seat] and self.pile_count + card.pips <= 31:
                    events = self._play(seat, card)
                    self.history.append((seat, action))
                    if events:
                        self.points_log.extend(points_of(events))
                    return events
            elif action is _GO and self.quiet and self.why_illegal(seat, action) is None:
                self.history.append((seat, action))
                self._say_go(seat)
                return self._advance(seat)
        elif self.phase == LAY_OUT and action.kind == "discard" and 0 <= seat < len(self.laid_out):
            cards, hand = action.cards, self.hands[seat]
            if (
                not self.laid_out[seat]
                and len(cards) == self.discards_each
                and all(c in hand for c in cards)
                and (len(cards) == 1 or cards[0] is not cards[1])
            ):
                events = self._lay_out(seat, cards)
                self.history.append((seat, action))
                if events:
                    self.points_log.extend(points_of(events))
                return events
        return super().apply(seat, action)

    def legal_actions(self, seat: int) -> list[Action]:
        phase = self.phase
        if phase == PLAY:
            if seat != self.turn:
                return []
            room = 31 - self.pile_count
            hand = sorted(self.hands[seat], key=_BY_RANK_AND_SUIT)
            playable = [_PLAY[c.sort_key] for c in hand if c.pips <= room]
            if not playable or self._may_stop(seat):
                return [*playable, _GO]
            return playable
        if seat not in self.seats_to_act():
            return []
        if phase == LAY_OUT:
            hand = sorted(self.hands[seat], key=_BY_RANK_AND_SUIT)
            if self.discards_each == 1:
                return [_LAY_ONE[c.sort_key] for c in hand]  # type: ignore[misc]
            two = _LAY_TWO
            return [two[a.sort_key][b.sort_key] for a, b in combinations(hand, 2)]  # type: ignore[misc]
        return [Action("claim", value=v) for v in range(MAX_CLAIM + 1)]

    def why_illegal(self, seat: int, action: Action) -> str | None:
        kind = action.kind
        if self.phase == PLAY and seat == self.turn and kind == "play" and len(action.cards) == 1:
            card = action.cards[0]
            if card not in self.hands[seat]:
                return "not_in_hand"
            return None if self.pile_count + card.pips <= 31 else "over_31"
        if seat not in self.seats_to_act():
            return "not_your_turn"
        if self.phase == LAY_OUT:
            if kind != "discard":
                return "lay_out_first"
            if len(action.cards) != self.r.discards_each or len(set(action.cards)) != len(action.cards):
                return "wrong_discard_count"
            return None if all(c in self.hands[seat] for c in action.cards) else "not_in_hand"
        if self.phase == COUNT:
            ok = kind == "claim" and isinstance(action.value, int) and 0 <= action.value <= MAX_CLAIM
            return None if ok else "claim_a_total"
        if kind == "go":
            can_play = any(self._fits(c) for c in self.hands[seat])
            if can_play and not self._may_stop(seat):
                return "must_play"
            return None
        if kind != "play" or len(action.cards) != 1:
            return "play_a_card"
        if action.cards[0] not in self.hands[seat]:
            return "not_in_hand"
        return None if self._fits(action.cards[0]) else "over_31"

    def _apply(self, seat: int, action: Action) -> list[Event]:
        if self.phase == LAY_OUT:
            return self._lay_out(seat, action.cards)
        if self.phase == COUNT:
            return self._claim(seat, int(action.value or 0))
        if action.kind == "go":
            self._say_go(seat)
            if self.quiet:
                return self._advance(seat)
            return [Event("go_called", seat=seat), *self._advance(seat)]
        return self._play(seat, action.cards[0])

    def view(self, seat: int) -> SeatView:
        return CribbageView(
            seat=seat,
            phase=self.phase,
            players=self.players,
            dealer=self.dealer,
            target=self.r.target,
            scores=tuple(self.scores),
            sides=tuple(self.r.side_of(s) for s in range(self.players)),
            to_act=self.seats_to_act(),
            hand=tuple(sorted(self.hands[seat])),
            kept=tuple(sorted(self.kept[seat])),
            laid_out=tuple(self.laid_out[seat]),
            hand_counts=tuple(len(h) for h in self.hands),
            crib_count=len(self.crib),
            starter=self.starter,
            pile=tuple(self.pile),
            count=self.count,
            played=tuple(self.played),
            go_seats=tuple(sorted(self.go_seats)),
            shown=dict(self.shown),
            rules=self.rules,  # shared, not copied: views treat it as read-only
            deal_number=self.deal_number,
            counting=self.show_queue[0][0] if self.phase == COUNT else None,
        )

    def hidden_cards(self, seat: int) -> frozenset[Card]:
        visible = set(self.hands[seat]) | set(self.kept[seat]) | set(self.laid_out[seat])
        visible |= {c for _, c in self.played}
        for cards in self.shown.values():
            visible |= set(cards)
        if self.starter is not None:
            visible.add(self.starter)
        return frozenset(full_pack()) - visible

    def result(self) -> Result | None:
        if self.winner_side is None:
            return None
        return game_result(
            self.r, self.scores, self.winner_side, self.tally, self.best_show, self.deal_number
        )

    def deal_log(self) -> list[dict[str, Any]]:
        return self.deals

    # -- search ---------------------------------------------------------------------------------
    def clone(self) -> CribbageGame:
        """A hand-written copy (the search makes thousands): lists copied, cards and rules shared."""
        return self._copy(copy_rng=True)

    def _copy(self, copy_rng: bool, keep_record: bool = True) -> CribbageGame:
        new = object.__new__(CribbageGame)
        new.__dict__ = d = self.__dict__.copy()
        if copy_rng:
            d["rng"] = rng = random.Random.__new__(random.Random)  # Random() would seed from the OS
            rng.setstate(self.rng.getstate())
        for name in ("scores", "best_show", "crib", "stock", "pile", "played", "show_queue"):
            d[name] = d[name][:]
        if keep_record:
            for name in ("history", "opening_events", "points_log"):
                d[name] = d[name][:]
            d["deals"] = [*self.deals[:-1], dict(self.deals[-1])] if self.deals else []  # the last grows
        else:  # a search's copy keeps no record: the past's lists, which grow all game, start empty
            d["history"], d["opening_events"], d["points_log"], d["deals"] = [], [], [], []
        d["tally"] = [t.copy() for t in self.tally]
        d["hands"] = [h[:] for h in self.hands]
        d["kept"] = [h[:] for h in self.kept]
        d["laid_out"] = [h[:] for h in self.laid_out]
        d["go_seats"] = set(self.go_seats)
        d["shown"] = dict(self.shown)
        return new

    def determinise(self, seat: int, rng: random.Random) -> CribbageGame:
        """Deal the cards ``seat`` cannot see again: the other hands (a seat that said go holds only
        cards that would not have come in), the cards others laid out, the crib's cards from the
        pack and the stock (the start is cut from it). Chance to come is drawn from ``rng``. The
        copy is quiet and keeps no record (its history starts empty)."""
        new = self._copy(copy_rng=False, keep_record=False)
        new.rng, new.quiet = rng, True
        hidden = self.hidden_cards(seat)
        limits = go_limits(self.r, self.played, seat, self.go_seats, self.count) if self.phase == PLAY else {}
        places: list[list[Card]] = []
        allowed: list[Callable[[Card], bool] | None] = []
        for s in range(self.players):
            if s != seat:
                places.append([c for c in self.hands[s] if c in hidden])
                floor = limits.get(s)
                allowed.append(None if floor is None else (lambda c, f=floor: c.pips > f))
                places.append([c for c in self.laid_out[s] if c in hidden])
                allowed.append(None)
        places.append([c for c in self.crib[: self.r.crib_from_pack] if c in hidden])
        places.append([c for c in self.stock if c in hidden])
        allowed += [None, None]
        old = [c for place in places for c in place]
        sizes = [(len(p), a) for p, a in zip(places, allowed, strict=True)]
        dealt = deal_consistently(old, sizes, rng)
        images = dict(zip(old, (c for place in dealt for c in place), strict=True))
        for name in ("hands", "kept", "laid_out"):
            setattr(new, name, [[images.get(c, c) for c in h] for h in getattr(new, name)])
        new.crib = [images.get(c, c) for c in new.crib]
        new.stock = [images.get(c, c) for c in new.stock]
        return new

    # -- dealing ----------------------------------------------------------------------------------
    def _cut_for_deal(self) -> list[Event]:
        """Each player cuts; the lowest card deals (ace low); ties cut again."""
        events: list[Event] = []
        contenders = list(range(self.players))
        while True:
            pack = shuffled(full_pack(), self.rng)
            cuts = {s: pack[i] for i, s in enumerate(contenders)}
            events += [Event("cut_for_deal", seat=s, cards=(c,)) for s, c in cuts.items()]
            low = min(int(c.rank) for c in cuts.values())
            contenders = [s for s, c in cuts.items() if int(c.rank) == low]
            if len(contenders) == 1:
                self.dealer = contenders[0]
                return [*events, Event("dealer", seat=self.dealer)]

    def _deal(self) -> list[Event]:
        n, r = self.players, self.r
        self.deal_number += 1
        self.phase = LAY_OUT
        pack = shuffled(full_pack(), self.rng)
        dealt = r.hand_size * n  # one at a time, starting on the dealer's left
        self.hands = [pack[(s - self.dealer - 1) % n : dealt : n] for s in range(n)]
        rest = pack[dealt:]
        self.crib = rest[: r.crib_from_pack]
        self.stock = rest[r.crib_from_pack :]
        self.kept = [[] for _ in range(n)]
        self.laid_out = [[] for _ in range(n)]
        self.starter, self.pile, self.played, self.shown = None, [], [], {}
        self.pile_count = 0
        self.go_seats, self.last_player, self.rounds_ended, self.first_go = set(), None, 0, -1
        if self.quiet:  # a search's copy, past the first deal (three for last): no events, no record
            return []
        self.deals.append(
            {
                "dealer": self.dealer,
                "hands": [[c.code for c in h] for h in self.hands],
                "crib_from_pack": [c.code for c in self.crib],
            }
        )
        events = [Event("deal", seat=self.dealer, data={"deal": self.deal_number, "dealer": self.dealer})]
        events += [Event("hand", seat=s, cards=tuple(self.hands[s]), private_to=(s,)) for s in range(n)]
        if self.crib:
            events.append(Event("crib_from_pack", seat=self.dealer, cards=tuple(self.crib), private_to=()))
        if r.three_for_last and n == 2 and self.deal_number == 1:
            # Hoyle: a set-off for the first deal's advantage, so once a game (see rules notes).
            events += self._score((self.dealer + 1) % n, [ScoreItem("three_for_last", 3, ())], BONUS)
        return events

    def _lay_out(self, seat: int, cards: tuple[Card, ...]) -> list[Event]:
        for c in cards:
            self.hands[seat].remove(c)
        self.laid_out[seat] = list(cards)
        self.crib.extend(cards)
        if self.quiet:
            return [] if self.seats_to_act() else self._cut_start()
        events = [Event("laid_out", seat=seat, cards=cards, private_to=(seat,))]
        if self.seats_to_act():
            return events
        return events + self._cut_start()

    def _cut_start(self) -> list[Event]:
        """The non-dealer cuts the stock; the dealer turns up the start. A knave is two for his heels."""
        for s in range(self.players):
            self.kept[s] = list(self.hands[s])
        cut_at = self.rng.randrange(4, len(self.stock) - 3)
        self.starter = self.stock[cut_at]
        if self.quiet:
            events: list[Event] = []
        else:
            self.deals[-1]["starter"] = self.starter.code
            self.deals[-1]["crib"] = [c.code for c in self.crib]
            events = [Event("starter", seat=self.dealer, cards=(self.starter,))]
        if self.starter.rank == 11:
            events += self._score(self.dealer, [ScoreItem("his_heels", 2, (self.starter,))], HEELS)
            if self.winner_side is not None:
                return events
        self.phase = PLAY
        self.turn = (self.dealer + 1) % self.players
        return events

    # -- the play ---------------------------------------------------------------------------------
    @property
    def count(self) -> int:
        return self.pile_count

    def _fits(self, card: Card) -> bool:
        return self.count + card.pips <= 31

    def _may_stop(self, seat: int) -> bool:
        """Not bound to play: a player may stop a count the others are out of, but never refuse to
        lead a new one (an empty count ended by a go would leave nothing to peg and never end)."""
        return not self.r.bound_to_play and bool(self.pile) and self._others_all_out(seat)

    def _others_all_out(self, seat: int) -> bool:
        """True when every other seat has said go or has no cards (the player may then stop)."""
        return all(s in self.go_seats or not self.hands[s] for s in range(self.players) if s != seat)

    def _say_go(self, seat: int) -> None:
        self.go_seats.add(seat)
        if self.first_go < 0:
            self.first_go = seat

    def _play(self, seat: int, card: Card) -> list[Event]:
        self.hands[seat].remove(card)
        self.pile.append((seat, card))
        self.pile_count += card.pips
        self.played.append((seat, card))
        self.last_player = seat
        if self.quiet:
            points = play_total(self.pile, self.pile_count)
            if points and self._peg(seat, points, PEGGING):
                return []
            return self._advance(seat)
        else:
            events = [Event("play", seat=seat, cards=(card,), data={"count": self.count})]
            events += self._score(seat, score_play([c for _, c in self.pile]), PEGGING)
        if self.winner_side is not None:
            return events
        return events + self._advance(seat)

    def _advance(self, seat: int) -> list[Event]:
        """Pass the turn after ``seat`` played or said go; close the count when nobody can go on."""
        n = self.players
        if self.pile_count < 31:
            go_seats, hands = self.go_seats, self.hands
            for step in range(1, n + 1):
                nxt = (seat + step) % n
                if hands[nxt] and nxt not in go_seats:
                    self.turn = nxt
                    return []
        return self._end_count()

    def _end_count(self) -> list[Event]:
        events: list[Event] = []
        last = self.last_player
        all_out = not any(self.hands)
        if last is not None and self.count < 31:
            reason = "last_card" if all_out or self.r.play_ends_at_first_go else "go"
            events += self._score(last, [ScoreItem(reason, 1, (self.pile[-1][1],))], PEGGING)
            if self.winner_side is not None:
                return events
        self.rounds_ended += 1
        if not self.quiet:
            events.append(Event("count_reset", data={"count": self.count}))
        first_go, self.first_go = self.first_go, -1
        self.pile, self.pile_count, self.go_seats = [], 0, set()
        if all_out or self.r.play_ends_at_first_go:
            return events + self._start_show()
        said_go = self.r.partnerships and self.r.lead_after_go == "said_go"
        if said_go and first_go >= 0 and self.hands[first_go]:
            self.turn = first_go  # 003: "The player who said, 'Go,' is the first to lead the next card"
            return events
        leader = self.last_player if self.last_player is not None else self.dealer
        for step in range(1, self.players + 1):
            nxt = (leader + step) % self.players
            if self.hands[nxt]:
                self.turn = nxt
                break
        return events

    # -- the show ---------------------------------------------------------------------------------
    def _start_show(self) -> list[Event]:
        self.pile, self.pile_count = [], 0
        self.show_queue = [("hand", s) for s in self.r.show_order(self.dealer)] + [("crib", self.dealer)]
        if self.quiet:
            return self._continue_show()
        return [Event("show_begins"), *self._continue_show()]

    def _continue_show(self) -> list[Event]:
        events: list[Event] = []
        while self.show_queue and self.winner_side is None:
            what, seat = self.show_queue[0]
            cards = self.crib if what == "crib" else self.kept[seat]
            self.shown["crib" if what == "crib" else str(seat)] = tuple(cards)
            if seat in self.r.manual_counting_seats:
                if self.phase != COUNT:
                    self.phase, self.turn = COUNT, seat
                    events.append(Event("show", seat=seat, cards=tuple(cards), data={"what": what}))
                    events.append(Event("claim_wanted", seat=seat, data={"what": what}))
                return events
            self.show_queue.pop(0)
            if self.quiet:
                crib, flush_rule = what == "crib", self.r.crib_flush_without_start
                total = show_total(cards, self.starter, is_crib=crib, crib_flush_without_start=flush_rule)
                self.best_show[seat] = max(self.best_show[seat], total)
                self._peg(seat, total, CRIB if what == "crib" else HAND)
                continue
            items = self._show_items(what, cards)
            events.append(
                Event(
                    "show",
                    seat=seat,
                    cards=tuple(cards),
                    data={"what": what, "total": sum(i.points for i in items)},
                )
            )
            events += self._score(seat, items, CRIB if what == "crib" else HAND)
            self._note_best(seat, items)
        if self.winner_side is None:
            self.dealer = (self.dealer + 1) % self.players
            if self.quiet and self.last_deal == self.deal_number:
                self.deal_number += 1  # a search's play-out ends here: no cards dealt, no seat to act
                self.phase = OVER
                return events
            events += self._deal()
        return events

    def _show_items(self, what: str, cards: list[Card]) -> list[ScoreItem]:
        return score_show(
            cards,
            self.starter,
            is_crib=what == "crib",
            crib_flush_without_start=self.r.crib_flush_without_start,
        )

    def _note_best(self, seat: int, items: list[ScoreItem]) -> None:
        self.best_show[seat] = max(self.best_show[seat], sum(i.points for i in items))

    def _claim(self, seat: int, claim: int) -> list[Event]:
        what, _ = self.show_queue.pop(0)
        cards = self.crib if what == "crib" else self.kept[seat]
        items = self._show_items(what, cards)
        true_total = show_total(
            cards,
            self.starter,
            is_crib=what == "crib",
            crib_flush_without_start=self.r.crib_flush_without_start,
        )
        events = [Event("claimed", seat=seat, points=claim, data={"what": what, "total": true_total})]
        source = CRIB if what == "crib" else HAND
        if claim >= true_total:
            if claim > true_total:
                events.append(Event("claim_corrected", seat=seat, points=true_total, data={"claimed": claim}))
            events += self._score(seat, items, source)
        else:
            if claim:
                events += self._score(seat, [ScoreItem("claimed", claim, tuple(cards))], source)
            missed = true_total - claim
            if self.r.muggins and self.winner_side is None:
                taker = self._muggins_taker(seat)
                events.append(Event("missed", seat=seat, points=missed, data={"items": _items_json(items)}))
                events += self._score(taker, [ScoreItem("muggins", missed, tuple(cards))], BONUS)
        self._note_best(seat, items)
        if self.winner_side is None:  # a claim or muggins that wins leaves the game over
            self.phase = PLAY  # not a real play phase: _continue_show moves on or deals
        return events + self._continue_show()

    def _muggins_taker(self, seat: int) -> int:
        """Missed points go to the next opponent in rotation (the partner is on the same side)."""
        for step in range(1, self.players):
            other = (seat + step) % self.players
            if self.r.side_of(other) != self.r.side_of(seat):
                return other
        raise AssertionError("no opponent")

    # -- scoring ----------------------------------------------------------------------------------
    def _peg(self, seat: int, points: int, source: str) -> bool:
        """Peg ``points`` for ``seat``'s side without events (a quiet copy); True if it went out."""
        side = self.side_of_seat[seat]
        before = self.scores[side]
        self.scores[side] = min(before + points, self.r.target)
        self.tally[side][source] += self.scores[side] - before
        if self.scores[side] >= self.r.target:
            self.winner_side, self.phase = side, OVER
            return True
        return False

    def _score(self, seat: int, items: list[ScoreItem], source: str) -> list[Event]:
        """Peg ``items`` one by one for ``seat``'s side; stop the moment the side reaches the target."""
        if self.quiet:
            for item in items:
                if self._peg(seat, item.points, source):
                    break
            return []
        side = self.side_of_seat[seat]
        events: list[Event] = []
        for item in items:
            if self.winner_side is not None:
                break
            before = self.scores[side]
            self.scores[side] = min(before + item.points, self.r.target)
            self.tally[side][source] += self.scores[side] - before
            events.append(
                Event(
                    "score",
                    seat=seat,
                    points=item.points,
                    reason=item.reason,
                    cards=item.cards,
                    data={"side": side, "score": self.scores[side], "source": source},
                )
            )
            if self.scores[side] >= self.r.target:
                self.winner_side = side
                self.phase = OVER
                events.append(Event("game_over", seat=seat, data={"side": side}))
        return events


def _items_json(items: list[ScoreItem]) -> list[dict[str, Any]]:
    return [{"reason": i.reason, "points": i.points, "cards": [c.code for c in i.cards]} for i in items]
