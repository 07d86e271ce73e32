"""Loto, the first method (Peel): a race to cover numbers as they are called.

The app is the dealer and stands out. Each player takes one or more cards for a stake per card;
the stakes make the pool. Numbers are drawn from the bag of ninety one at a time. Every player
holding the number may cover it (``cover N``, on all their cards at once); several seats act at
once, and the order in which their actions arrive is the race. A player who completes a row claims
(``claim row``), two rows on one card (``claim two_rows``), a whole card (``claim card``): the first
claim takes the prize, a quarter, a quarter and the rest of the pool (or the whole pool for the
card, as the profile says). A seat that has done with a call says ``ready``; when no seat is left
to act the next number is drawn. A missed number may be covered at any later call, too late for
the race it would have won. The card prize ends the round.

Seats to act are listed in an order drawn at random for each call, so that a simulation taking
the first seat each time gives nobody the edge; at the table the players' own speed decides.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..actions import Action, Event
from .core import LotoCore
from .rules import ALL_CARDS, QUARTERS, WHOLE_CARD
from .view import CALLING, LotoView

ROW, TWO_ROWS, CARD = "row", "two_rows", "card"
READY = Action("ready")


class FirstMethodGame(LotoCore):
    POOLS = ("pool", "counters")

    def __init__(self, rules: Mapping[str, Any], seed: int) -> None:
        super().__init__(rules, seed)
        self.round = 0
        self.bag: list[int] = []
        self.called: list[int] = []
        self.covered: list[set[int]] = [set() for _ in range(self.players)]
        self.ready: set[int] = set()
        self.order: list[int] = []
        self.prizes: dict[str, int | None] = {}
        self.pool_at_start = 0
        self._start_round()
        self.opening_events = list(self.events)

    # -- the contract ---------------------------------------------------------------------------
    def seats_to_act(self) -> tuple[int, ...]:
        if self._result is not None:
            return ()
        return tuple(s for s in self.order if s not in self.ready and self._has_business(s))

    def _to_act(self, seat: int) -> bool:
        """``seat in seats_to_act()`` without looking at every other seat (a table of 24)."""
        return (
            self._result is None
            and seat in self.order
            and seat not in self.ready
            and self._has_business(seat)
        )

    def legal_actions(self, seat: int) -> list[Action]:
        if not self._to_act(seat):
            return []
        actions = [Action("cover", value=n) for n in self._uncovered_called(seat)]
        actions += [Action("claim", value=p) for p in self.claims(seat)]
        if self.bag or not actions:
            actions.append(READY)
        return actions

    def why_illegal(self, seat: int, action: Action) -> str | None:
        if action.kind == "cover" and isinstance(action.value, int):
            n = action.value
            if n not in self.numbers_of(seat):
                return "not_on_card"
            if n not in self.called:
                return "not_called"
            if n in self.covered[seat]:
                return "already_covered"
        elif action.kind == "claim" and action.value in (ROW, TWO_ROWS, CARD):
            prize = str(action.value)
            if prize not in self.prizes:
                return "no_such_prize"
            if self.prizes[prize] is not None:
                return "prize_taken"
            if not self._complete(seat, prize):
                return f"{prize}_not_covered"
        elif action == READY and not self.bag and self._to_act(seat):
            return "cover_first"
        # Game.why_illegal, asking only this seat (a table of 24 asks this at every action)
        if not self._to_act(seat):
            return "not_your_turn"
        return None if action in self.legal_actions(seat) else "not_allowed"

    def _apply(self, seat: int, action: Action) -> list[Event]:
        start = len(self.events)
        if action.kind == "cover":
            n = int(action.value)  # type: ignore[arg-type]
            late = n != self.called[-1]
            before = self._full_rows(seat) if late else []
            self.covered[seat].add(n)
            data: dict[str, Any] = {"number": n, "late": late}
            if late:  # what the late number completes: only then was a race lost to it
                after = self._full_rows(seat)
                done = [p for p in self.prizes if self._complete_from(after, p)]
                done = [p for p in done if not self._complete_from(before, p)]
                if done:
                    data["completes"] = done[0]
            self.emit(Event("cover", seat=seat, data=data))
            if self.cfg.cover_counters:
                count = sum(n in self.box[i].numbers for i in self.held[seat])
                self.take("counters", seat, count, "cover_counter", number=n)
        elif action.kind == "claim":
            self._claim(seat, str(action.value))
        else:
            self.ready.add(seat)
        self._advance()
        return self.events[start:]

    def view(self, seat: int) -> LotoView:
        return self.base_view(
            seat,
            phase=CALLING,
            round=self.round,
            rounds=self.cfg.rounds,
            covered=tuple(frozenset(c) for c in self.covered),
            called=tuple(self.called),
            current=self.called[-1] if self.called else None,
            in_bag=len(self.bag),
            prizes=dict(self.prizes),
            claims=tuple(self.claims(seat)),
        )

    # -- the rules ------------------------------------------------------------------------------
    def claims(self, seat: int) -> list[str]:
        open_prizes = [p for p, who in self.prizes.items() if who is None]
        if not open_prizes:
            return []
        full = self._full_rows(seat)  # once for every prize: a table of 24 asks this often
        return [p for p in open_prizes if self._complete_from(full, p)]

    def _full_rows(self, seat: int) -> list[int]:
        """For each card the seat holds, how many of its rows are covered."""
        covered = self.covered[seat]
        return [sum(row <= covered for row in self.box[i].row_sets) for i in self.held[seat]]

    def _complete(self, seat: int, prize: str) -> bool:
        return self._complete_from(self._full_rows(seat), prize)

    def _complete_from(self, full: list[int], prize: str) -> bool:
        if prize == ROW:
            return any(f >= 1 for f in full)
        if prize == TWO_ROWS:
            return any(f >= 2 for f in full)
        if self.cfg.full_card == ALL_CARDS:
            return all(f == 3 for f in full)
        return any(f == 3 for f in full)

    def _uncovered_called(self, seat: int) -> list[int]:
        mine = self.numbers_of(seat)
        return [n for n in self.called if n in mine and n not in self.covered[seat]]

    def _has_business(self, seat: int) -> bool:
        mine, covered = self.numbers_of(seat), self.covered[seat]
        # (set operations: a table of 24 asks this of every seat after every action)
        return not covered.issuperset(mine.intersection(self.called)) or bool(self.claims(seat))

    def _claim(self, seat: int, prize: str) -> None:
        self.prizes[prize] = seat
        self.emit(Event("claim", seat=seat, reason=prize))
        quarter = self.pool_at_start // 4
        if prize == CARD:
            self.take("pool", seat, self.ledger.pool("pool"), "prize_card")
            self.take("counters", seat, self.ledger.pool("counters"), "counters_left")
            self._end_round(seat)
        else:
            self.take("pool", seat, quarter, f"prize_{prize}")

    def _advance(self) -> None:
        """Draw the next number once no seat has anything left to do with the last one."""
        while self._result is not None or not self.seats_to_act():
            if self._result is not None:
                return
            if not self.bag:  # cannot happen: the last numbers oblige the covers and the claim
                self._end_round(None)
                continue
            self.ready.clear()
            n = self.bag.pop()
            self.called.append(n)
            self.order = self.rng.sample(range(self.players), self.players)
            self.emit(Event("call", data={"number": n, "count": len(self.called)}))

    # -- rounds ---------------------------------------------------------------------------------
    def _start_round(self) -> None:
        self.round += 1
        self.emit(Event("round_start", data={"round": self.round}))
        sizes = self.cfg.hand_sizes(list(range(self.players)))
        deck = self.rng.sample(range(len(self.box)), len(self.box))
        starts = [sum(sizes[:s]) for s in range(self.players)]
        self.held = [sorted(deck[starts[s] : starts[s] + sizes[s]]) for s in range(self.players)]
        for s in range(self.players):
            each = sizes[s]
            self.emit(Event("take_cards", seat=s, data={"cards": self.held[s]}))
            self.pay(s, "pool", self.cfg.stake * each, "stake")
            if self.cfg.cover_counters:
                self.pay(s, "counters", 15 * each, "counters_in")
        self.pool_at_start = self.ledger.pool("pool")
        self.prizes = (
            {CARD: None} if self.cfg.prizes == WHOLE_CARD else {ROW: None, TWO_ROWS: None, CARD: None}
        )
        assert self.cfg.prizes in (WHOLE_CARD, QUARTERS)
        self.covered = [set() for _ in range(self.players)]
        self.called, self.ready = [], set()
        self.bag = self.rng.sample(range(1, 91), 90)
        self._advance()

    def _end_round(self, winner: int | None) -> None:
        for prize, who in self.prizes.items():
            if who is None and winner is not None:
                self.prizes[prize] = winner  # an unclaimed row prize goes with the card
        if winner is not None:
            self.take("pool", winner, self.ledger.pool("pool"), "unclaimed")
        self._log.append(
            {
                "round": self.round,
                "cards": [list(h) for h in self.held],
                "called": list(self.called),
                "prizes": dict(self.prizes),
            }
        )
        self.emit(Event("round_end", seat=winner, data={"round": self.round, "prizes": dict(self.prizes)}))
        if self.round >= self.cfg.rounds:
            self.finish(rounds=self.round, deals=self.round)
        else:
            self._start_round()
