"""Spoil-Five (Peel, Round Games with Cards), with Twenty-Five and Forty-Five and the variations.

Two to ten players, five cards each (two then three, or three then two), the next card turned up
for trumps. The player dealt the first knave face up deals first. Each player pays the full stake
into the pool (the dealer one more); whoever first wins three tricks takes it; if no one does,
the hand is spoilt, the pool stays and everyone pays the reduced stake for the next deal.
Robbing: the dealer may rob a turned-up ace; the holder of the ace of trumps must rob before he
plays to the first trick or may not win the pool that hand. Peel's card orders and reneging are
in :mod:`.ranking` and :meth:`SpoilFiveGame.playable`. The variations are profile options: the
ordinary order, Two Tricks Win, partnerships, Fiving, Jinking, and Twenty-Five or Forty-Five
played to a score (five a trick, a jink winning outright).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ..actions import Action, Event
from ..cards import Card, Rank, Suit, full_pack, shuffled
from ..game import Result
from ..profile_rules import ProfileRules
from . import SPOIL_FIVE as SPEC
from .core import OVER, PLAY, TrickGame
from .ranking import ACE_OF_HEARTS, card_of, spoil_powers, top_trumps

_ACE_OF_HEARTS_KEY = ACE_OF_HEARTS.sort_key

ROB, FIVE_ASK, FIVE_ANSWER, JINK = "rob", "five", "fiving", "jink"
REQUIRED, OPTIONAL, NO_ROBBING = "required", "optional", "none"
HAND = 5
MAX_DEALS = 300  # a ceiling for a game to a score
# A pool still spoilt a round after the last deal is shared out (random play could spoil for ever).


@dataclass(frozen=True)
class SpoilFiveRules(ProfileRules):
    players: int = 4
    stake: int = 2  # each player's full stake into a new pool
    dealer_stake: int = 1  # the dealer's extra stake, every deal
    spoil_stake: int = 1  # each player's stake after a spoilt hand
    deals: int = 0  # deals in the game (0: each player deals once); play goes on until the pool is won
    deal_by: str = "two_three"  # two then three, or three then two
    robbing: str = REQUIRED
    ordinary_order: bool = False  # the variation: every suit ace high, no special trumps
    tricks_to_win: int = 3  # Two Tricks Win: 2
    partners: bool = False  # an even number from four, two sides sitting alternately (no spoils)
    fiving: bool = False  # two players or partnerships: the non-dealer may ask to five it
    jinking: bool = False  # a player with every trick so far and three of them may play on for five
    target: int = 0  # Twenty-Five or Forty-Five: 25 or 45, five a trick; 0 plays for the pool

    def check(self) -> None:
        if not 2 <= self.players <= 10:
            raise ValueError("Spoil-Five is for two to ten players")
        if self.partners and self.players % 2:
            raise ValueError("partnerships are for an even number of players, from four")
        if self.fiving and not (self.players == 2 or self.partners):
            raise ValueError("fiving is for two players or two partnerships")
        if self.robbing not in (REQUIRED, OPTIONAL, NO_ROBBING):
            raise ValueError("robbing must be required, optional or none")
        if self.deal_by not in ("two_three", "three_two"):
            raise ValueError("deal_by must be two_three or three_two")
        if self.tricks_to_win not in (2, 3) or self.target not in (0, 25, 45):
            raise ValueError("tricks_to_win must be 2 or 3 and target 0, 25 or 45")


class SpoilFiveGame(TrickGame):
    spec = SPEC

    def __init__(self, rules: Mapping[str, Any], seed: int) -> None:
        super().__init__(rules, seed)
        self.cfg = SpoilFiveRules.from_mapping(rules)
        self.n = self.cfg.players
        self.nets = [0] * self.n
        self.pool = 0
        self.points = [0] * self.n  # Twenty-Five / Forty-Five: points per side
        self.winner_sides: tuple[int, ...] = ()
        self.deals_played = 0
        self.spoilt = False
        self.barred: set[int] = set()  # seats that may not win the pool this hand (failed to rob)
        self.robbed: tuple[int, Card] | None = None  # who took the turn-up in
        self.rob_due: set[int] = set()  # seats who have had their chance to rob
        self.fived = False
        self.set_aside: list[Card] = []  # turn-ups removed by fiving
        self.jinking_seat: int | None = None
        self.pre_play_rob = False
        self.fresh_hand()
        self._first_knave()
        self._new_deal()
        self.opening_events = self.events[:]
        self.events.clear()

    # -- sides and orders ------------------------------------------------------------------------
    @property
    def scoring(self) -> bool:
        return self.cfg.target > 0

    def team(self, seat: int) -> int:
        return seat % 2 if self.cfg.partners else seat

    def sides(self) -> int:
        return 2 if self.cfg.partners else self.n

    def team_scores(self) -> tuple[int, ...]:
        if self.scoring:
            return tuple(self.points[: self.sides()])
        out = [0] * self.sides()
        for s in range(self.n):
            out[self.team(s)] += self.nets[s]
        return tuple(out)

    def suit_of(self, card: Card) -> Suit:
        # spoil_suit, inlined: the search's play-outs ask this for every card they look at
        if card.sort_key == _ACE_OF_HEARTS_KEY and self.trump is not None and not self.cfg.ordinary_order:
            return self.trump
        return card.suit

    def power(self, card: Card, led: Suit) -> int:
        return spoil_powers(self.trump, self.cfg.ordinary_order)[led][card.sort_key]

    def order_variant(self) -> object:
        return self.cfg.ordinary_order

    @property
    def elder(self) -> int:
        return (self.dealer + 1) % self.n

    def ace_of_trumps(self) -> Card | None:
        if self.trump is None:
            return None
        return ACE_OF_HEARTS if self.trump == Suit.HEARTS else card_of(Rank.ACE, self.trump)

    # -- dealing -----------------------------------------------------------------------------------
    def _first_knave(self) -> None:
        """Cards dealt face up round the table from the first seat; the first knave deals."""
        pack = shuffled(full_pack(), self.rng)
        for i, card in enumerate(pack):
            seat = i % self.n
            self.emit(Event("deal_face_up", seat=seat, cards=(card,), data={"first": i == 0}))
            if card.rank == Rank.JACK:
                self.dealer = seat
                break
        self.emit(Event("first_dealer", seat=self.dealer, data={"knave": True}))

    def _stakes(self) -> None:
        if self.scoring:
            return
        each = self.cfg.spoil_stake if self.spoilt else self.cfg.stake
        for seat in range(self.n):
            self._pay(seat, each + (self.cfg.dealer_stake if seat == self.dealer else 0), "stake")

    def _pay(self, seat: int, amount: int, reason: str) -> None:
        if amount:
            self.nets[seat] -= amount
            self.pool += amount
            self.emit(Event("pay", seat=seat, points=-amount, reason=reason, data={"pool": self.pool}))

    def _take_pool(self, seats: list[int], reason: str, first: int | None = None) -> None:
        """Share the pool between ``seats``; with ``first`` (the winner of a side's pool) the whole
        pool goes, what does not divide to him (Peel: "he takes the total amount in the pool")."""
        share, rest = divmod(self.pool, len(seats))
        shares = {seat: share + (rest if seat == first else 0) for seat in seats}
        for seat in seats:
            self.nets[seat] += shares[seat]
        self.pool = 0 if first is not None else rest
        for seat in seats:
            self.emit(Event("take", seat=seat, points=shares[seat], reason=reason, data={"pool": self.pool}))

    def _new_deal(self) -> None:
        self.fresh_hand()
        self.deal_no += 1
        self.deals_played += 1
        self.barred, self.rob_due, self.robbed = set(), set(), None
        self.fived, self.set_aside, self.jinking_seat = False, [], None
        self.pre_play_rob = False
        self.emit(Event("new_deal", seat=self.dealer, data={"deal": self.deal_no}))
        self._stakes()
        self.stock = shuffled(full_pack(), self.rng)
        first, second = (2, 3) if self.cfg.deal_by == "two_three" else (3, 2)
        self.deal_round(first, self.elder)
        self.deal_round(second, self.elder)
        card = self.stock.pop(0)
        self.turnup, self.trump = card, card.suit
        self.emit(Event("turnup", seat=self.dealer, cards=(card,), data={"trump": card.suit.value}))
        if self.cfg.fiving:
            self.phase, self.turn = FIVE_ASK, self.elder
        else:
            self._before_play()

    def _before_play(self) -> None:
        """The dealer's chance to rob a turned-up ace, then the lead."""
        if self.cfg.robbing != NO_ROBBING and self.turnup is not None and self.turnup.rank == Rank.ACE:
            self.phase, self.turn, self.pre_play_rob = ROB, self.dealer, True
            return
        self.start_play(self.elder)

    def _five_it(self) -> None:
        """Fiving: the turn-up is set aside and the next card turned, until the suit changes."""
        old = self.trump
        while True:
            assert self.turnup is not None
            self.set_aside.append(self.turnup)
            card = self.stock.pop(0)
            self.turnup = card
            if card.suit != old or not self.stock:
                break
        self.trump = self.turnup.suit
        self.emit(Event("turnup", seat=self.dealer, cards=(self.turnup,), data={"trump": self.trump.value}))

    # -- actions outside the tricks ----------------------------------------------------------------
    def _must_rob(self, seat: int) -> bool:
        """The holder of the ace of trumps, at his first play, robs the turn-up (or declines)."""
        if self.cfg.robbing == NO_ROBBING or seat in self.rob_due or self.robbed is not None:
            return False
        if self.turnup is None or self.turnup.rank == Rank.ACE or sum(self.tricks_won) > 0:
            return False
        return self.ace_of_trumps() in self.hands[seat]

    def start_play(self, leader: int) -> None:
        super().start_play(leader)
        self._rob_check()

    def _rob_check(self) -> None:
        if self.phase == PLAY and self.turn is not None and self._must_rob(self.turn):
            self.phase = ROB

    def other_actions(self, seat: int) -> list[Action]:
        if self.phase == ROB:
            robs = [Action("rob", (c,)) for c in self.in_order(self.hands[seat])]
            return [*robs, Action("rob_decline")]
        if self.phase == FIVE_ASK:
            return [Action("keep"), Action("five")]
        if self.phase == FIVE_ANSWER:
            return [Action("agree"), Action("refuse")]
        if self.phase == JINK:
            return [Action("stop"), Action("jink")]
        return []

    def other_apply(self, seat: int, action: Action) -> None:
        kind = action.kind
        if kind == "rob":
            self._rob(seat, action.cards[0])
        elif kind == "rob_decline":
            self.rob_due.add(seat)
            # the pool game alone has a pool to be barred from (Twenty-Five: "no spoils")
            forfeit = not self.pre_play_rob and self.cfg.robbing == REQUIRED and not self.scoring
            if forfeit:
                self.barred.add(seat)
            self.emit(Event("rob_declined", seat=seat, data={"barred": forfeit}))
            self._after_rob(seat)
        elif kind == "keep":
            self.emit(Event("keep", seat=seat))
            self._before_play()
        elif kind == "five":
            self.emit(Event("ask_five", seat=seat))
            self.phase, self.turn = FIVE_ANSWER, self.dealer
        elif kind == "agree":
            self.fived = True
            self.emit(Event("five_agreed", seat=seat))
            self._five_it()
            self._before_play()
        elif kind == "refuse":
            self.emit(Event("five_refused", seat=seat))
            self._before_play()
        elif kind == "stop":
            self.emit(Event("stop", seat=seat))
            self._win_hand(seat, "pool")
        elif kind == "jink":
            self.jinking_seat = seat
            self.emit(Event("jink_try", seat=seat))
            self.phase, self.turn = PLAY, seat

    def _rob(self, seat: int, out: Card) -> None:
        """Put a card out face down and take the turn-up into the hand."""
        assert self.turnup is not None
        taken = self.turnup
        self.hands[seat].remove(out)
        self.buried[seat].append(out)
        self.hands[seat].append(taken)
        self.robbed = (seat, taken)
        self.turnup = None  # in the robber's hand now; the suit stays trumps
        self.rob_due.add(seat)
        self.emit(Event("rob", seat=seat, cards=(taken,), data={"put_out": out.code}))
        self._after_rob(seat)

    def _after_rob(self, seat: int) -> None:
        if self.pre_play_rob:  # the dealer's turned-up ace: now the elder hand leads
            self.pre_play_rob = False
            self.start_play(self.elder)
        else:
            self.phase = PLAY

    # -- play ----------------------------------------------------------------------------------------
    def _led_suit(self) -> Suit:
        """The suit to follow: the ace of hearts led when hearts are not trumps leads plain hearts."""
        led = self.trick[0][1]
        if led == ACE_OF_HEARTS and not self.cfg.ordinary_order:
            return Suit.HEARTS
        return self.suit_of(led)

    def play_card(self, seat: int, card: Card) -> None:
        super().play_card(seat, card)
        self._rob_check()

    def hidden_cards(self, seat: int) -> frozenset[Card]:
        """The turn-up a player robbed is known to be in his hand until he plays it."""
        hidden = super().hidden_cards(seat)
        return hidden - {self.robbed[1]} if self.robbed else hidden

    def renege_cards(self, led: Card) -> set[Card]:
        """The five, the knave of trumps and the ace of hearts may be kept back when a lower trump is led."""
        if self.cfg.ordinary_order or self.trump is None:
            return set()
        led_power = self.power(led, self.trump)
        return {c for c in top_trumps(self.trump) if self.power(c, self.trump) > led_power}

    def playable(self, seat: int) -> list[Card]:
        hand = self.hands[seat]
        if not self.trick:
            return list(hand)
        led_card = self.trick[0][1]
        led = self._led_suit()
        if led == self.trump and self.suit_of(led_card) == self.trump:
            trumps = [c for c in hand if self.suit_of(c) == self.trump]
            free = self.renege_cards(led_card)
            if [c for c in trumps if c not in free]:
                return trumps
            return list(hand)
        if any(self.suit_of(c) == led for c in hand):
            return [c for c in hand if self.suit_of(c) in (led, self.trump)]
        return list(hand)

    def refusal(self, seat: int, card: Card) -> str:
        led_card = self.trick[0][1] if self.trick else None
        if led_card is not None and self._led_suit() == self.trump and self.suit_of(led_card) == self.trump:
            return "renege_too_low" if card in self.renege_cards_all() else "must_follow_trump"
        return "must_follow_plain"

    def renege_cards_all(self) -> set[Card]:
        if self.trump is None or self.cfg.ordinary_order:
            return set()
        return {card_of(Rank.FIVE, self.trump), card_of(Rank.JACK, self.trump), ACE_OF_HEARTS}

    def why_illegal(self, seat: int, action: Action) -> str | None:
        if seat in self.seats_to_act() and self.phase == ROB and action.kind == "play":
            return "must_rob_first"
        return super().why_illegal(seat, action)

    def shows_void(self, seat: int, card: Card, led: Card) -> Suit | None:
        led_suit = Suit.HEARTS if led == ACE_OF_HEARTS and not self.cfg.ordinary_order else self.suit_of(led)
        if led_suit == self.trump:
            # Only a five led proves a void: against any lower trump a top trump may be kept back.
            five = card_of(Rank.FIVE, self.trump) if self.trump else None
            return self.trump if led == five and self.suit_of(card) != self.trump else None
        if self.suit_of(card) not in (led_suit, self.trump):
            return led_suit
        return None

    def side_tricks(self, side: int) -> int:
        return sum(self.tricks_won[s] for s in range(self.n) if self.team(s) == side)

    def trick_done(self, winner: int, cards: list[tuple[int, Card]]) -> None:
        if self.scoring:
            self._score(self.team(winner), 5, "trick")
            if self.phase == OVER:
                return
            if any(self.hands):
                self._rob_check()
                return
            side = self.team(winner)
            if self.side_tricks(side) == HAND:
                self._score(side, 0, "jink", outright=True)
                return
            self._end_hand()
            return
        side = self.team(winner)
        if self.jinking_seat is not None:
            if self.team(self.jinking_seat) != side:
                self.emit(Event("jink_failed", seat=self.jinking_seat))
                self.jinking_seat = None
                self.spoilt = True
                self._end_hand()
            elif not any(self.hands):
                self._win_hand(self.jinking_seat, "jink")
            return
        wins = self.side_tricks(side) >= self.cfg.tricks_to_win and winner not in self.barred
        if wins:
            if self.may_jink(winner):
                self.phase, self.turn = JINK, winner
                return
            self._win_hand(winner, "pool")
            return
        if not any(self.hands):
            self.spoilt = True
            self.emit(Event("spoilt"))
            self._end_hand()
            return
        self._rob_check()

    def may_jink(self, seat: int) -> bool:
        """Jinking is offered only to a player who has won every trick so far: he alone can still win
        all five (Peel: "the winner of all five tricks")."""
        if not self.cfg.jinking or self.cfg.partners or not any(self.hands):
            return False
        return self.tricks_won[seat] == sum(self.tricks_won)

    def hand_done(self) -> None:
        pass  # trick_done has settled the hand

    def _win_hand(self, seat: int, reason: str) -> None:
        side = self.team(seat)
        takers = [s for s in range(self.n) if self.team(s) == side]
        if reason == "jink":
            for other in range(self.n):
                if self.team(other) != side:
                    self._pay(other, self.cfg.stake, "jink")
        self._take_pool(takers, reason, first=seat)
        self.spoilt = False
        self._end_hand()

    def _score(self, side: int, amount: int, reason: str, outright: bool = False) -> None:
        self.points[side] += amount
        seat = next(s for s in range(self.n) if self.team(s) == side)
        self.emit(Event("score", seat=seat, points=amount, reason=reason,
                        data={"team": side, "total": self.points[side]}))  # fmt: skip
        if outright or self.points[side] >= self.cfg.target:
            self.winner_sides = (side,)
            self._log_hand()
            self.phase, self.turn = OVER, None
            self.emit(Event("game_won", seat=seat, data={"team": side}))

    def _log_hand(self) -> None:
        if not self.quiet:
            self._log.append({"deal": self.deal_no, "dealer": self.dealer,
                              "played": [[s, c.code] for s, c in self.played],
                              "turnup": self.turnup.code if self.turnup else None})  # fmt: skip

    def _end_hand(self) -> None:
        self._log_hand()
        self.phase, self.turn = "between", None
        # Twenty-Five and Forty-Five go on until a side reaches the target (within a few dozen
        # deals: someone scores every trick); only the pool game has a number of deals.
        wanted = MAX_DEALS if self.scoring else self.cfg.deals or self.n
        if not self.scoring and self.deals_played >= wanted and self.pool == 0:
            return self._finish()
        if self.deals_played >= min(MAX_DEALS, wanted + self.n):
            if self.pool:
                self._take_pool(list(range(self.n)), "shared")
                if self.pool:  # what does not divide goes to the first seats round
                    for seat in range(self.pool):
                        self.nets[seat] += 1
                    self.pool = 0
            return self._finish()
        if self.halt():
            return
        self.dealer = (self.dealer + 1) % self.n
        self._new_deal()

    def _finish(self) -> None:
        scores = self.team_scores()
        best = max(scores)
        self.winner_sides = tuple(t for t in range(self.sides()) if scores[t] == best)
        self.phase, self.turn = OVER, None

    # -- the view and the result ---------------------------------------------------------------------
    def seat_view_extra(self, seat: int) -> dict[str, Any]:
        return {
            "pool": self.pool,
            "target": self.cfg.target,
            "ordinary": self.cfg.ordinary_order,
            "barred": sorted(self.barred),
            "robbed": [self.robbed[0], self.robbed[1].code] if self.robbed else None,
            "set_aside": [c.code for c in self.set_aside],
            "jinking": self.jinking_seat,
            "tricks_to_win": self.cfg.tricks_to_win,
            "robbing": self.cfg.robbing,
            "spoilt": self.spoilt,
            "value_scale": max(1, self.pool + self.cfg.stake * self.n) if not self.scoring else 25,
        }

    def result(self) -> Result | None:
        if self.phase != OVER:
            return None
        winners = tuple(s for s in range(self.n) if self.team(s) in self.winner_sides)
        if self.scoring:
            losers = self.n - len(winners)
            stakes = tuple(
                (losers if s in winners else -len(winners))
                if losers != len(winners)
                else (1 if s in winners else -1)
                for s in range(self.n)
            )
            scores = tuple(self.points[self.team(s)] for s in range(self.n))
            return Result(
                winners, scores, tuple("win" if s in winners else "loss" for s in range(self.n)), stakes
            )
        nets = tuple(self.nets)
        return Result(
            winners=winners,
            scores=nets,
            outcomes=tuple("win" if s in winners else "loss" for s in range(self.n)),
            stakes=nets,
            details={"total": 0},
        )
