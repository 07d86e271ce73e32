"""The state of one deal in the stops family: who holds what, what is out, and the run in play."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..actions import JSON
from ..cards import Card
from .sequence import by_suit_and_rank, successor
from .view import LEAD


@dataclass
class DealState:
    """Everything about the deal in progress; only the engine sees it whole."""

    number: int
    dealer: int
    active: tuple[int, ...]  # seats dealt cards, elder hand first
    hands: dict[int, set[Card]]
    dealt: dict[int, frozenset[Card]]
    owner: dict[Card, int]
    spare: tuple[Card, ...]
    spare_seen_by: tuple[int, ...]
    turnup: Card | None
    face_up: tuple[Card, ...]
    out: frozenset[Card]  # cards in no hand and not in the spare: known to all
    played: list[tuple[int, Card]] = field(default_factory=list)
    played_set: set[Card] = field(default_factory=set)
    run: list[tuple[int, Card]] = field(default_factory=list)
    stops: list[tuple[Card, str]] = field(default_factory=list)
    shown: dict[int, set[Card]] = field(default_factory=dict)
    phase: str = LEAD
    actor: int = 0
    leader: int = 0
    wanted: Card | None = None
    lead_after_stop: bool = False
    spare_revealed: bool = False
    winner: int | None = None
    notes: dict[str, Any] = field(default_factory=dict)

    def sees_spare(self, seat: int) -> bool:
        return self.spare_revealed or seat in self.spare_seen_by

    def hidden(self, seat: int) -> frozenset[Card]:
        """Cards in play that ``seat`` may not see: other hands (less cards shown) and an unseen spare."""
        hidden: set[Card] = set()
        for s, hand in self.hands.items():
            if s != seat:
                hidden |= hand - self.shown.get(s, set())
        if not self.sees_spare(seat):
            hidden.update(self.spare)
        return frozenset(hidden)

    def known_gone(self, seat: int) -> set[Card]:
        """Cards ``seat`` knows cannot be played: played, out of the pack, seen or proved in the spare."""
        gone = set(self.out) | self.played_set
        gone.update(n for c, why in self.stops if why == "spare" and (n := successor(c)) is not None)
        if self.sees_spare(seat):
            gone.update(self.spare)
        return gone

    def face_up_gone(self, seat: int) -> set[Card]:
        """What ``seat`` sees is gone when the played cards are turned down after each stop: the
        cards out of the pack, the run in progress and a spare hand it may look at."""
        gone = set(self.out)
        if not self.lead_after_stop:
            gone.update(c for _, c in self.run)
        if self.sees_spare(seat):
            gone.update(self.spare)
        return gone

    def stop_reason(self, nxt: Card | None) -> str:
        """Why nothing follows: ``king``, ``played``, ``spare``, ``turn_up``, ``pool_card`` or ``removed``."""
        if nxt is None:
            return "king"
        if nxt in self.played_set:
            return "played"
        if nxt not in self.out:
            return "spare"
        if nxt == self.turnup:
            return "turn_up"
        return "pool_card" if nxt in self.face_up else "removed"

    def record(self) -> JSON:
        """The cards of the deal, for the game record."""
        return {
            "deal": self.number,
            "dealer": self.dealer,
            "hands": {str(s): [c.code for c in by_suit_and_rank(self.dealt[s])] for s in self.active},
            "spare": [c.code for c in self.spare],
            "turnup": self.turnup.code if self.turnup else None,
            "face_up": [c.code for c in self.face_up],
            "winner": self.winner,
        }
