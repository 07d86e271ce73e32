"""What one seat may know in a game of the stops family: never another hand or an unseen spare."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..actions import JSON
from ..cards import Card, full_pack
from ..game import SeatView

# Phases a view can show.
LEAD, FOLLOW, CALL, PAUSE, DONE, OVER = "lead", "follow", "call", "pause", "done", "over"


_CODE = {c: c.code for c in full_pack()}


def _codes(cards: tuple[Card, ...]) -> list[str]:
    return [_CODE[c] for c in cards]


@dataclass(frozen=True)
class StopsView(SeatView):
    """One seat's view of the table.

    ``phase`` is ``lead`` or ``follow`` for the seat to act, ``call`` for a holder offered a call
    at a stop (Pope in lieu of the missing card), ``pause`` for everyone else meanwhile, ``done``
    between deals and ``over`` at the end. ``stopped`` lists played cards after which play stopped,
    with the reason code (``king``, ``played``, ``removed``, ``turn_up``, ``pool_card``, ``spare``,
    ``spin``, ``jig``, ``in_lieu``): a ``spare`` stop tells everyone the next card is unseen.
    With ``face_down`` (Peel turns the played cards down after each stop) ``played`` and ``stopped``
    still list what the seat has seen, as a player with a perfect memory would know it, but
    ``stops_in_hand`` counts only what lies face up: the cards out of play and the run in progress.
    """

    seat: int
    game: str
    deal: int
    deals: int
    dealer: int
    phase: str
    to_act: int | None
    hand: tuple[Card, ...]
    to_follow: Card | None
    hand_sizes: tuple[int, ...]
    active: tuple[int, ...]
    seated: tuple[bool, ...]
    spare_size: int
    spare: tuple[Card, ...]
    turnup: Card | None
    out: tuple[Card, ...]
    played: tuple[tuple[int, Card], ...]
    run: tuple[tuple[int, Card], ...]
    stopped: tuple[tuple[Card, str], ...]
    stops_in_hand: tuple[Card, ...]
    shown: tuple[tuple[int, Card], ...]
    lead_after_stop: bool
    run_limit: int
    winner: int | None
    pools: dict[str, int]
    purses: tuple[int, ...]
    nets: tuple[int, ...]
    face_down: bool = False  # the played cards of finished runs lie face down (a memory game)
    extra: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> JSON:
        return {
            "seat": self.seat,
            "game": self.game,
            "deal": self.deal,
            "deals": self.deals,
            "dealer": self.dealer,
            "phase": self.phase,
            "to_act": self.to_act,
            "hand": _codes(self.hand),
            "to_follow": self.to_follow.code if self.to_follow else None,
            "hand_sizes": list(self.hand_sizes),
            "active": list(self.active),
            "seated": list(self.seated),
            "spare_size": self.spare_size,
            "spare": _codes(self.spare),
            "turnup": self.turnup.code if self.turnup else None,
            "out": _codes(self.out),
            "played": [[s, _CODE[c]] for s, c in self.played],
            "run": [[s, _CODE[c]] for s, c in self.run],
            "stopped": [[_CODE[c], why] for c, why in self.stopped],
            "stops_in_hand": _codes(self.stops_in_hand),
            "shown": [[s, _CODE[c]] for s, c in self.shown],
            "lead_after_stop": self.lead_after_stop,
            "run_limit": self.run_limit,
            "winner": self.winner,
            "pools": dict(self.pools),
            "purses": list(self.purses),
            "nets": list(self.nets),
            "face_down": self.face_down,
            "extra": dict(self.extra),
        }
