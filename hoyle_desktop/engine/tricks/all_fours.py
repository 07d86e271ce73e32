"""All-Fours, or Seven Up (Hoyle's Games Modernized): High, Low, Jack and Game, to seven points.

Six cards each in threes and the thirteenth turned up for trumps (a knave turned up scores one to
the dealer). The elder hand may beg: the dealer then gives him a point or runs the cards, three
more each and a new turn-up, until the suit changes. Follow suit or trump; a player who cannot
follow plays anything. At the end of the hand High, Low, Jack and Game score in that order, and
the game ends the moment a side reaches the target. Four players play in partnerships, partners
facing each other; only the dealer and the elder hand look at their cards before the beg.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ..actions import Action, Event
from ..cards import Card, Rank, Suit, full_pack, shuffled
from ..game import Result
from ..profile_rules import ProfileRules
from . import ALL_FOURS as SPEC
from .core import OVER, TrickGame
from .ranking import ace_high

BEG, GIVE, COUNT = "beg", "give", "count"
GAME_VALUES = {Rank.TEN: 10, Rank.ACE: 4, Rank.KING: 3, Rank.QUEEN: 2, Rank.JACK: 1}
# A ceiling: a game to 21 at most ends in some 30 hands, unless miscounts keep taking points away.
MAX_DEALS = 150
MAX_CLAIM = 4  # High, Low, Jack and Game


@dataclass(frozen=True)
class AllFoursRules(ProfileRules):
    players: int = 2
    target: int = 7
    point_for_discard: bool = False  # a point to the other side when a player neither follows nor trumps
    count_own: bool = False  # each side counts its points without looking; a miscount costs
    miscount_penalty: int = 1

    def check(self) -> None:
        if not 2 <= self.players <= 4:
            raise ValueError("All-Fours is for two to four players")
        if self.target < 1 or self.miscount_penalty < 0:
            raise ValueError("target must be positive and miscount_penalty not negative")


def game_value(card: Card) -> int:
    return GAME_VALUES.get(card.rank, 0)


class AllFoursGame(TrickGame):
    spec = SPEC

    def __init__(self, rules: Mapping[str, Any], seed: int) -> None:
        super().__init__(rules, seed)
        self.cfg = AllFoursRules.from_mapping(rules)
        self.n = self.cfg.players
        self.teams = 2 if self.n == 4 else self.n
        self.points = [0] * self.teams
        self.winner_team: int | None = None
        self.deals_played = 0
        self.old_turnups: list[Card] = []
        self.claims: dict[int, int] = {}
        self.begged = False
        self.taken_up = True  # four-handed: whether the two who wait for the beg have their cards
        self.sides: list[int] = []  # four-handed: each seat's side, from the cut
        self.fresh_hand()
        if self.n == 4:
            self._cut_for_partners()
        else:
            self._cut()
        self._new_deal()
        self.opening_events = self.events[:]
        self.events.clear()

    # -- seats and sides ----------------------------------------------------------------------
    def team(self, seat: int) -> int:
        return self.sides[seat] if self.sides else seat

    def team_scores(self) -> tuple[int, ...]:
        return tuple(self.points)

    @property
    def elder(self) -> int:
        return self.next_seat(self.dealer)

    def may_look(self, seat: int) -> bool:
        """Four-handed: only the dealer and the elder hand take up their cards before the beg."""
        return self.n != 4 or self.taken_up or seat in (self.dealer, self.elder)

    def _take_up(self) -> None:
        """The beg is settled: the two who waited take up their cards (each sees only his own)."""
        if self.taken_up:
            return
        self.taken_up = True
        for seat in range(self.n):
            if seat not in (self.dealer, self.elder):
                hand = tuple(self.in_order(self.hands[seat]))
                self.emit(
                    Event("take_up", seat=seat, cards=hand, data={"count": len(hand)}, private_to=(seat,))
                )

    # -- the cut and the deal -----------------------------------------------------------------------
    def _cut(self) -> None:
        """Everyone cuts; the highest card deals (ace high, as in play); equal highest cut again."""
        seats = list(range(self.n))
        while True:
            pack = shuffled(full_pack(), self.rng)
            cuts = {s: pack[i] for i, s in enumerate(seats)}
            for s, c in cuts.items():
                self.emit(Event("cut", seat=s, cards=(c,)))
            top = max(ace_high(c) for c in cuts.values())
            seats = [s for s, c in cuts.items() if ace_high(c) == top]
            if len(seats) == 1:
                break
        self.dealer = seats[0]
        self.emit(Event("first_dealer", seat=self.dealer))

    def _cut_for_partners(self) -> None:
        """Four-handed: everyone cuts; the two highest play against the two lowest, partners facing
        each other, and the highest deals. A tie that would leave the partners or the dealer
        undecided (the two highest equal, or the second and third) makes all four cut again."""
        while True:
            pack = shuffled(full_pack(), self.rng)
            for s in range(self.n):
                self.emit(Event("cut", seat=s, cards=(pack[s],)))
            ranked = sorted(range(self.n), key=lambda s: -ace_high(pack[s]))  # stable: seat order
            tops = [ace_high(pack[s]) for s in ranked]
            if tops[0] != tops[1] and tops[1] != tops[2]:
                break
            self.emit(Event("cut_again"))
        high, low = sorted(ranked[:2]), sorted(ranked[2:])
        self.sides = [0 if s in high else 1 for s in range(self.n)]
        # Partners face each other: seat 0 keeps its place, its partner sits opposite.
        partner = next(s for s in range(1, self.n) if self.sides[s] == self.sides[0])
        others = [s for s in range(1, self.n) if s != partner]
        self.seating = [0, others[0], partner, others[1]]
        self.emit(Event("partners", data={"high": high, "low": low, "seating": list(self.seating)}))
        self.dealer = ranked[0]
        self.emit(Event("first_dealer", seat=self.dealer))

    def _new_deal(self) -> None:
        self.fresh_hand()
        self.deal_no += 1
        self.deals_played += 1
        self.old_turnups = []
        self.claims = {}
        self.begged = False
        self.taken_up = self.n != 4  # the deal's events then carry no cards for those two
        self.stock = shuffled(full_pack(), self.rng)
        self.emit(Event("new_deal", seat=self.dealer, data={"deal": self.deal_no}))
        self.deal_round(3, self.elder)
        self.deal_round(3, self.elder)
        self._turn_up()
        if self.phase == OVER:
            return
        self.phase, self.turn = BEG, self.elder

    def _turn_up(self) -> None:
        card = self.stock.pop(0)
        self.turnup, self.trump = card, card.suit
        self.emit(Event("turnup", seat=self.dealer, cards=(card,), data={"trump": card.suit.value}))
        if card.rank == Rank.JACK:
            self._score(self.team(self.dealer), 1, "jack_turned")

    def _run(self) -> None:
        """Run the cards: three more each and a new turn-up, until a new suit turns up. If the pack
        runs out first, the cards are gathered and the same dealer deals again."""
        old = self.trump
        assert self.turnup is not None
        while True:
            if len(self.stock) < 3 * self.n + 1:
                self.emit(Event("redeal", seat=self.dealer, reason="pack_out"))
                self._new_deal()
                return
            self.old_turnups.append(self.turnup)
            self.deal_round(3, self.elder)
            card = self.stock.pop(0)
            self.turnup = card
            if card.suit != old:
                break
            self.emit(
                Event(
                    "turnup", seat=self.dealer, cards=(card,), data={"trump": card.suit.value, "same": True}
                )
            )
        self.trump = card.suit
        self.emit(Event("turnup", seat=self.dealer, cards=(card,), data={"trump": card.suit.value}))
        if card.rank == Rank.JACK:
            self._score(self.team(self.dealer), 1, "jack_turned")
        if self.phase != OVER:
            self.start_play(self.elder)

    def _score(self, team: int, amount: int, reason: str, **data: Any) -> None:
        if self.phase == OVER or amount == 0:
            return
        self.points[team] += amount
        seat = next(s for s in range(self.n) if self.team(s) == team)
        self.emit(Event("score", seat=seat, points=amount, reason=reason,
                        data={"team": team, "total": self.points[team], **data}))  # fmt: skip
        if self.points[team] >= self.cfg.target:
            self.winner_team = team
            self.phase, self.turn = OVER, None
            self.emit(Event("game_won", seat=seat, data={"team": team, "scores": list(self.points)}))

    # -- begging ------------------------------------------------------------------------------------
    def other_actions(self, seat: int) -> list[Action]:
        if self.phase == BEG:
            return [Action("stand"), Action("beg")]
        if self.phase == GIVE:
            return [Action("give"), Action("run")]
        if self.phase == COUNT:
            return [Action("claim", value=v) for v in range(MAX_CLAIM + 1)]
        return []

    def other_apply(self, seat: int, action: Action) -> None:
        if action.kind == "stand":
            self.emit(Event("stand", seat=seat))
            self._take_up()
            self.start_play(self.elder)
        elif action.kind == "beg":
            self.begged = True
            self.emit(Event("beg", seat=seat))
            self.phase, self.turn = GIVE, self.dealer
        elif action.kind == "give":
            self.emit(Event("give", seat=seat))
            self._take_up()
            self._score(self.team(self.elder), 1, "gift")
            if self.phase != OVER:
                self.start_play(self.elder)
        elif action.kind == "run":
            self.emit(Event("run", seat=seat))
            self._take_up()
            self._run()
        elif action.kind == "claim":
            self._claim(seat, int(action.value or 0))

    # -- play ---------------------------------------------------------------------------------------
    def playable(self, seat: int) -> list[Card]:
        hand = self.hands[seat]
        if not self.trick:
            return list(hand)
        led = self.trick[0][1].suit
        if any(c.suit == led for c in hand):
            return [c for c in hand if c.suit in (led, self.trump)]
        return list(hand)

    def refusal(self, seat: int, card: Card) -> str:
        return "must_follow_or_trump"

    def shows_void(self, seat: int, card: Card, led: Card) -> Suit | None:
        if card.suit != led.suit and card.suit != self.trump:
            return led.suit
        if led.suit == self.trump and card.suit != self.trump:
            return led.suit
        return None

    def card_played(self, seat: int, card: Card) -> None:
        """House rule: a point to the leader's side when a player neither follows nor trumps."""
        if not self.cfg.point_for_discard or len(self.trick) < 2:
            return
        leader, led = self.trick[0]
        if card.suit not in (led.suit, self.trump) and self.team(leader) != self.team(seat):
            self._score(self.team(leader), 1, "no_follow", card=card.code)

    def hand_done(self) -> None:
        if self.cfg.count_own:
            self.phase, self.turn = COUNT, self._claimers()[0]
            self.emit(Event("count_now", seat=self.turn))
            return
        self._score_hand()

    def _claimers(self) -> list[int]:
        """One seat a side counts: the first of each side from the elder hand."""
        seen: set[int] = set()
        out = []
        for i in range(self.n):
            s = self.next_seat(self.elder, i)
            if self.team(s) not in seen:
                seen.add(self.team(s))
                out.append(s)
        return out

    def _claim(self, seat: int, value: int) -> None:
        self.claims[self.team(seat)] = value
        self.emit(Event("claim", seat=seat, data={"value": value}))
        rest = [s for s in self._claimers() if self.team(s) not in self.claims]
        if rest:
            self.turn = rest[0]
        else:
            self._score_hand()

    # -- scoring the hand -----------------------------------------------------------------------------
    def hand_points(self) -> list[tuple[str, int, dict[str, Any]]]:
        """High, Low, Jack and Game for this hand, in order: (reason, team, data)."""
        out: list[tuple[str, int, dict[str, Any]]] = []
        trumps = [(s, c) for s, c in self.played if c.suit == self.trump]
        if trumps:
            hs, hc = max(trumps, key=lambda sc: ace_high(sc[1]))
            ls, lc = min(trumps, key=lambda sc: ace_high(sc[1]))
            out.append(("high", self.team(hs), {"card": hc.code}))
            out.append(("low", self.team(ls), {"card": lc.code}))
        for seat in range(self.n):
            jack = next((c for c in self.won[seat] if c.suit == self.trump and c.rank == Rank.JACK), None)
            if jack is not None:
                out.append(("jack", self.team(seat), {"card": jack.code}))
        counts = [0] * self.teams
        for seat in range(self.n):
            counts[self.team(seat)] += sum(game_value(c) for c in self.won[seat])
        best = max(counts)
        leaders = [t for t in range(self.teams) if counts[t] == best]
        # A tie (or no counting card at all) goes to the elder hand; three-handed the tie may leave
        # him out, and then goes to the tied player who plays first after him.
        tied = leaders if best > 0 else list(range(self.teams))
        team = next(self.team(s) for s in (self.next_seat(self.elder, i) for i in range(self.n))
                    if self.team(s) in tied)  # fmt: skip
        out.append(("game", team, {"counts": counts}))
        return out

    def _score_hand(self) -> None:
        points = self.hand_points()
        self.emit(Event("hand_end", data={"counts": points[-1][2]["counts"]}))
        totals = [0] * self.teams
        for _, team, _ in points:
            totals[team] += 1
        for reason, team, data in points:
            self._score(team, 1, reason, **data)
        if self.cfg.count_own:
            for team, claimed in sorted(self.claims.items()):
                if claimed != totals[team]:
                    claimer = next(s for s in self._claimers() if self.team(s) == team)
                    self.emit(
                        Event("miscount", seat=claimer, data={"claimed": claimed, "true": totals[team]})
                    )
                    lose = min(self.cfg.miscount_penalty, self.points[team])
                    if lose and self.phase != OVER:
                        self.points[team] -= lose
                        seat = next(s for s in range(self.n) if self.team(s) == team)
                        self.emit(Event("score", seat=seat, points=-lose, reason="miscount",
                                        data={"team": team, "total": self.points[team]}))  # fmt: skip
        if not self.quiet:
            self._log.append({"deal": self.deal_no, "dealer": self.dealer,
                              "played": [[s, c.code] for s, c in self.played],
                              "turnup": self.turnup.code if self.turnup else None})  # fmt: skip
        if self.phase == OVER or self.halt():
            return
        if self.deals_played >= MAX_DEALS:
            best = max(self.points)
            self.winner_team = self.points.index(best)
            self.phase, self.turn = OVER, None
            return
        self.dealer = self.next_seat(self.dealer)
        self._new_deal()

    # -- the view and the end -------------------------------------------------------------------------
    def seat_view_extra(self, seat: int) -> dict[str, Any]:
        return {
            "target": self.cfg.target,
            "elder": self.elder,
            "begged": self.begged,
            "old_turnups": [c.code for c in self.old_turnups],
            "claims": {str(k): v for k, v in self.claims.items()},
            "counting": self.cfg.count_own,
            # A player with a perfect memory knows what his side made; bots count with it.
            "true_count": self._true_count(seat) if self.phase == COUNT else 0,
        }

    def _true_count(self, seat: int) -> int:
        return sum(1 for _, team, _ in self.hand_points() if team == self.team(seat))

    def result(self) -> Result | None:
        if self.phase != OVER or self.winner_team is None:
            return None
        winners = tuple(s for s in range(self.n) if self.team(s) == self.winner_team)
        losers = self.n - len(winners)
        if losers == len(winners):
            stakes = tuple(1 if s in winners else -1 for s in range(self.n))
        else:
            stakes = tuple(losers if s in winners else -len(winners) for s in range(self.n))
        return Result(
            winners=winners,
            scores=tuple(self.points[self.team(s)] for s in range(self.n)),
            outcomes=tuple("win" if s in winners else "loss" for s in range(self.n)),
            stakes=stakes,
        )
