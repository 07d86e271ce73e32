"""The stops core: cards played in suit sequence until a stop, for Pope Joan, Spin, Newmarket, Jig.

Peel (Pope Joan): the elder hand leads any card; whoever holds the next card of the suit must
play it, and so on until nobody can follow (a king, a card taken out, the turn-up, a card already
played, or one lying in the spare hand); the player of that stop leads again. The first player
out of cards ends the deal. This module holds what the four games share: the deal with its spare
hand, the sequence and its stops, the ledger of purses and pools, buying in or leaving, and the
end of the game. Each game adds its pools, payments and calls through the hooks at the bottom.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, ClassVar

from ..actions import JSON, Action, Event
from ..cards import Card, full_pack, shuffled, stripped_pack
from ..game import Game, Result
from ..ledger import Ledger, points_by_reason
from .dealing import Layout, cut_for_deal, deal
from .money import Counters
from .rules import LEAVE, StopsRules
from .sequence import by_suit_and_rank, is_stop, successor
from .state import DealState
from .view import CALL, DONE, FOLLOW, LEAD, OVER, StopsView

_FULL = frozenset(full_pack())


class StopsGame(Game):
    """The shared engine; subclasses set ``RULES``, ``REMOVED`` and ``RUN_LIMIT`` and fill the hooks."""

    RULES: ClassVar[type[StopsRules]] = StopsRules
    REMOVED: ClassVar[tuple[str, ...]] = ()  # cards taken out of the pack to make stops
    RUN_LIMIT: ClassVar[int] = 0  # Jig: a run ends after five cards; 0 for no limit
    TURN_UP: ClassVar[str] = "trumps"  # what the turn-up is for (Snip-Snap-Snorum: "snip", to be paired)

    def __init__(
        self,
        rules: Mapping[str, Any],
        seed: int,
        *,
        stacked: Sequence[Layout] = (),
        dealer: int | None = None,
    ) -> None:
        """The first deal is made at once: its events (the cut, the stakes, the cards) are already
        in ``events``, the whole log of the game. ``stacked`` layouts replace the shuffle for the
        first deals and ``dealer`` the cut, for worked examples and tests (such a game is not
        replayed from its seed)."""
        super().__init__(rules, seed)
        self.events: list[Event] = []
        self.cfg = self.RULES.from_mapping(self.rules)
        n = self.cfg.players
        if not self.spec.min_players <= n <= self.spec.max_players:
            raise ValueError(f"{self.spec.key} is for {self.spec.min_players} to {self.spec.max_players}")
        self.ledger = Ledger(n, self.cfg.purse, self.pool_names())
        self.money = Counters(self.ledger, self.cfg.when_broke, self.events)
        self.seated = [True] * n
        self.deals_done = 0
        self.last_winner: int | None = None
        self._stacked = list(stacked)
        self._log: list[JSON] = []
        self._result: Result | None = None
        if dealer is None:
            dealer = self.first_dealer()
        self.dealer = dealer
        self.d: DealState
        self._start_deal()
        self.opening_events = list(self.events)  # the contract's view of what making the game did

    def first_dealer(self) -> int:
        """Cards dealt face up until the first knave: its receiver deals first."""
        dealer, shown = cut_for_deal(self.rng, range(self.cfg.players))
        self._emit(Event("first_dealer", seat=dealer, reason="first_knave", cards=tuple(shown)))
        return dealer

    def next_game_rules(self) -> dict[str, Any]:
        """Rules the next game at this table takes from this one (none by default)."""
        return {}

    # -- the contract ---------------------------------------------------------------------------
    @property
    def players(self) -> int:
        return self.cfg.players

    def seats_to_act(self) -> tuple[int, ...]:
        if self._result is not None or self.d.phase == DONE:
            return ()
        return (self.d.actor,)

    def legal_actions(self, seat: int) -> list[Action]:
        d = self.d
        if self._result is not None or seat != d.actor or d.phase == DONE:
            return []
        if d.phase == LEAD:
            plays = [Action("play", (c,)) for c in by_suit_and_rank(d.hands[seat])]
            return plays + self.lead_extras(seat)
        if d.phase == FOLLOW:
            assert d.wanted is not None
            return [Action("play", (d.wanted,)), *self.follow_extras(seat, d.wanted)]
        return self.call_actions(seat)

    def _apply(self, seat: int, action: Action) -> list[Event]:
        start = len(self.events)
        d = self.d
        if action.kind == "play" and len(action.cards) == 1 and action.value is None:
            card = action.cards[0]
            self._play_card(seat, card, lead=d.phase == LEAD)
            self._after_play(seat, card)
        else:
            self.game_action(seat, action)
        return self.events[start:]

    def private_turn(self) -> bool:
        return self._result is None and self.d.phase == CALL

    def hidden_cards(self, seat: int) -> frozenset[Card]:
        return self.d.hidden(seat)

    def pinned_cards(self, seat: int) -> frozenset[Card]:
        """What play has told everyone: the card a stop proved to lie in the spare hand stays there,
        and the next card of a run stays with the player who must follow with it."""
        d = self.d
        pins = {n for c, why in d.stops if why == "spare" and (n := successor(c)) is not None}
        if d.wanted is not None:
            pins.add(d.wanted)
        return frozenset(pins)

    def why_illegal(self, seat: int, action: Action) -> str | None:
        if seat not in self.seats_to_act():
            return "not_your_turn"
        if action in self.legal_actions(seat):
            return None
        return "must_follow" if self.d.phase == FOLLOW else "not_allowed"

    def result(self) -> Result | None:
        return self._result

    def deal_log(self) -> list[JSON]:
        return list(self._log)

    def view(self, seat: int) -> StopsView:
        d = self.d
        face_down = self.cfg.played_face_down
        gone = d.face_up_gone(seat) if face_down else d.known_gone(seat)
        hand = tuple(by_suit_and_rank(d.hands.get(seat, ())))
        if self._result is not None:
            phase, to_act = OVER, None
        elif d.phase == CALL and seat != d.actor:
            # Whether anyone is asked must stay private: to the others the table looks as it
            # would with no call to make, the player of the stop about to lead.
            phase, to_act = LEAD, d.leader
        else:
            phase, to_act = d.phase, (None if d.phase == DONE else d.actor)
        return StopsView(
            seat=seat,
            game=self.spec.key,
            deal=d.number,
            deals=self.cfg.deal_count(),
            dealer=d.dealer,
            phase=phase,
            to_act=to_act,
            hand=hand,
            to_follow=d.wanted if d.phase == FOLLOW and seat == d.actor else None,
            hand_sizes=tuple(len(d.hands.get(s, ())) for s in range(self.players)),
            active=d.active,
            seated=tuple(self.seated),
            spare_size=len(d.spare),
            spare=tuple(by_suit_and_rank(d.spare)) if d.sees_spare(seat) else (),
            turnup=d.turnup,
            out=tuple(by_suit_and_rank(d.out)),
            played=tuple(d.played),
            run=tuple(d.run),
            stopped=tuple(d.stops),
            stops_in_hand=tuple(c for c in hand if is_stop(c, gone)),
            shown=tuple((s, c) for s in sorted(d.shown) for c in by_suit_and_rank(d.shown[s])),
            lead_after_stop=d.lead_after_stop,
            run_limit=self.RUN_LIMIT,
            winner=d.winner,
            pools=self.ledger.pools,
            purses=self.ledger.purses,
            nets=self.ledger.nets(),
            face_down=face_down,
            extra={"card_stake": self.cfg.card_stake, **self.view_extra(seat)},
        )

    # -- the deal -------------------------------------------------------------------------------
    def _start_deal(self) -> None:
        seated = self.seated_from(self.dealer)
        active = tuple(s for s in seated if not (s == self.dealer and self.dealer_sits_out()))
        number = self.deals_done + 1
        self._emit(Event("deal_start", seat=self.dealer, data={"deal": number}))
        self.stake_in(self.dealer, active)
        if self._stacked:
            layout = self._stacked.pop(0)
        else:
            layout = self.layout(shuffled(self.pack(), self.rng), active)
        in_play = set(layout.spare).union(*layout.hands.values())
        seen_by = self.spare_seen_by(self.dealer)
        self.d = d = DealState(
            number=number,
            dealer=self.dealer,
            active=active,
            hands={s: set(layout.hands[s]) for s in active},
            dealt={s: frozenset(layout.hands[s]) for s in active},
            owner={c: s for s in active for c in layout.hands[s]},
            spare=tuple(layout.spare),
            spare_seen_by=seen_by,
            turnup=layout.turnup,
            face_up=layout.face_up,
            out=_FULL - in_play,
            shown={s: set() for s in active},
            actor=active[0],
            leader=active[0],
        )
        for s in active:
            self._emit(Event("deal", seat=s, cards=tuple(by_suit_and_rank(d.hands[s])), private_to=(s,)))
        if d.spare:
            self._emit(Event("deal", reason="spare", cards=tuple(d.spare), private_to=seen_by))
        if d.turnup is not None:
            self._emit(Event("turn_up", seat=self.dealer, cards=(d.turnup,), reason=self.TURN_UP))
        self.after_deal()

    def _play_card(self, seat: int, card: Card, *, lead: bool, reason: str | None = None) -> None:
        d = self.d
        d.hands[seat].remove(card)
        d.shown[seat].discard(card)
        del d.owner[card]
        d.played.append((seat, card))
        d.played_set.add(card)
        if lead:
            d.run = []
            d.lead_after_stop = False
        d.run.append((seat, card))
        reason = reason or self.play_reason(len(d.run), lead)
        self._emit(Event("play", seat=seat, cards=(card,), reason=reason))
        self.on_played(seat, card)

    def _after_play(self, seat: int, card: Card, pos: Card | None = None) -> None:
        """After ``card`` (standing for ``pos`` when given): the player is out, someone follows, or a stop."""
        d = self.d
        if not d.hands[seat]:
            self._end_deal(seat)
            return
        pos = pos or card
        nxt = successor(pos)
        if self.RUN_LIMIT and len(d.run) >= self.RUN_LIMIT:
            self._stop(seat, card, nxt, "jig")
        elif nxt is not None and nxt in d.owner:
            d.phase, d.actor, d.wanted = FOLLOW, d.owner[nxt], nxt
        else:
            why = d.stop_reason(nxt)
            self._stop(seat, card, nxt, why, mark=why if pos is card else "in_lieu")

    def _stop(self, seat: int, card: Card, nxt: Card | None, why: str, mark: str | None = None) -> None:
        """Play stopped after ``card``: its player leads next, unless a hook offers a call first.
        ``mark`` (default ``why``) is what the views learn: ``spare`` tells them the next card is unseen."""
        d = self.d
        d.stops.append((card, mark or why))
        data = self.stop_data(seat, len(d.run))
        self._emit(Event("stop", seat=seat, cards=(card,), reason=why, data=data))
        d.phase, d.actor, d.leader, d.wanted, d.lead_after_stop = LEAD, seat, seat, None, True
        self.on_stop(seat, nxt, why)

    def _resume_lead(self) -> None:
        d = self.d
        d.phase, d.actor = LEAD, d.leader

    def _end_deal(self, winner: int, *, settle: bool = True, reason: str = "first_out") -> None:
        d = self.d
        d.phase, d.winner, d.wanted = DONE, winner, None
        # every hand left is laid down for the payments (the review shows what each paid for)
        left = {str(s): [c.code for c in by_suit_and_rank(d.hands[s])] for s in d.active if d.hands[s]}
        self._emit(Event("out", seat=winner, reason=reason, data={"left": left}))
        if settle:
            self.settle(winner)
        if d.spare and not d.spare_revealed:
            d.spare_revealed = True
            self._emit(Event("reveal", reason="spare", cards=tuple(by_suit_and_rank(d.spare))))
        self._log.append(d.record())
        self.last_winner = winner
        self.deals_done += 1
        self._emit(Event("deal_end", seat=winner, data={"deal": d.number}))
        self._after_deal_money()
        if self.deals_done >= self.cfg.deal_count() or sum(self.seated) < self.spec.min_players:
            self._finish()
        else:
            self.dealer = self.seated_from(self.dealer)[0]
            self._start_deal()

    def _after_deal_money(self) -> None:
        """A seated player with an empty purse buys in again or leaves the table (the profile says)."""
        for seat in range(self.players):
            if self.seated[seat] and self.ledger.purse(seat) == 0:
                if self.cfg.when_broke == LEAVE:
                    self.seated[seat] = False
                    self._emit(Event("leave", seat=seat, reason="broke"))
                else:
                    self._emit(self.ledger.buy_in(seat))

    def _finish(self) -> None:
        """The game is over: what is left on the board is shared by those still seated, odd counters
        going one each from the last dealer's left; then the result."""
        self.money.share_board(self.seated_from(self.dealer) or list(range(self.players)))
        self.ledger.check()
        nets = self.ledger.nets()
        best = max(nets)
        winners = tuple(s for s in range(self.players) if nets[s] == best)
        outcomes = tuple(
            "win" if s in winners else ("left" if not self.seated[s] else "loss") for s in range(self.players)
        )
        details = {
            "total": self.ledger.total,
            "deals": self.deals_done,
            "bought_in": self.ledger.bought[:],
            "points": self._points_by_reason(),
        }
        if carried := self.next_game_rules():
            details["next_rules"] = carried
        self._result = Result(winners=winners, scores=nets, outcomes=outcomes, stakes=nets, details=details)
        self._emit(Event("game_over", data={"nets": list(nets)}))

    def _points_by_reason(self) -> list[dict[str, int]]:
        return points_by_reason(self.events, self.players)

    # -- helpers for the games ------------------------------------------------------------------
    def _emit(self, *events: Event) -> None:
        self.events.extend(events)

    def seated_from(self, dealer: int) -> list[int]:
        """Seated players from the dealer's left round to the dealer."""
        n = self.players
        return [s for i in range(1, n + 1) if self.seated[s := (dealer + i) % n]]

    def collect(self, seat: int, amount_of: Callable[[int], int], reason: str, **data: Any) -> None:
        """Every other player in the deal pays ``amount_of(payer)`` to ``seat``; ``data`` says how
        the amount was reckoned (the Pope's stake a card and its limit), for the words."""
        for other in self.d.active:
            if other != seat:
                self.money.pay(other, seat, amount_of(other), reason, **data)

    def pay_first_out(self, winner: int) -> None:
        """Each other player pays the winner for the cards left in hand (``card_debt``)."""
        excused = []
        for seat in self.d.active:
            if seat != winner:
                amount, reason = self.card_debt(seat)
                cards = len(self.d.hands[seat])
                if amount == 0 and cards and reason != "cards_left":  # Pope Joan's holder
                    excused.append(
                        Event("exempt", seat=seat, reason=reason, data={"cards": cards, "to": winner})
                    )
                self.money.pay(seat, winner, amount, reason, cards=cards)
        for event in excused:  # after the payments, which the history adds up in one line
            self._emit(event)

    # -- hooks ----------------------------------------------------------------------------------
    def pool_names(self) -> tuple[str, ...]:
        return ()

    def pack(self) -> list[Card]:
        return stripped_pack(without=self.REMOVED)

    def dealer_sits_out(self) -> bool:
        return False

    def spare_seen_by(self, dealer: int) -> tuple[int, ...]:
        return ()

    def layout(self, pack: list[Card], active: tuple[int, ...]) -> Layout:
        return deal(pack, active)

    def stake_in(self, dealer: int, active: tuple[int, ...]) -> None:
        """Counters into the pools before the cards are dealt."""

    def after_deal(self) -> None:
        """Straight after the deal (the turn-up's payments)."""

    def on_played(self, seat: int, card: Card) -> None:
        """Payments due as ``card`` is played."""

    def on_stop(self, seat: int, nxt: Card | None, why: str) -> None:
        """A stop has been reached; a game may offer a call (``phase = CALL``)."""

    def play_reason(self, position: int, lead: bool) -> str:
        return "lead" if lead else "follow"

    def stop_data(self, seat: int, position: int) -> dict[str, Any]:
        return {}

    def lead_extras(self, seat: int) -> list[Action]:
        return []

    def follow_extras(self, seat: int, card: Card) -> list[Action]:
        return []

    def call_actions(self, seat: int) -> list[Action]:
        return []

    def game_action(self, seat: int, action: Action) -> None:
        raise AssertionError(f"unexpected action {action}")

    def card_debt(self, seat: int) -> tuple[int, str]:
        """What ``seat`` owes the first out, and the reason code."""
        return len(self.d.hands[seat]) * self.cfg.card_stake, "cards_left"

    def settle(self, winner: int) -> None:
        self.pay_first_out(winner)

    def view_extra(self, seat: int) -> dict[str, Any]:
        return {}
