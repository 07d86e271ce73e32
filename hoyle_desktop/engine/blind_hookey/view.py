"""What one seat sees at Blind Hookey: nobody sees a card until the bottom cards are shown."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..actions import JSON
from ..cards import Card
from ..game import SeatView

# Phases: packets are cut, (second method) the eldest rejects one, the punters stake.
CUT, REJECT, STAKE, OVER = "cut", "reject", "stake", "over"


@dataclass(frozen=True)
class BlindHookeyView(SeatView):
    """``owners`` gives each packet's seat (-2: a company packet of the second method);
    ``stakes[packet][seat]`` the stakes on it; ``bottoms`` the bottom cards once shown."""

    seat: int
    method: str
    phase: str
    to_act: tuple[int, ...]
    dealer: int
    hand_no: int
    hands: int
    owners: tuple[int, ...]
    sizes: tuple[int, ...]
    bottoms: tuple[Card | None, ...]
    stakes: tuple[tuple[int, ...], ...]
    packet_to_stake: int | None
    left_in_pack: int
    purses: tuple[int, ...]
    nets: tuple[int, ...]
    last: tuple[int, ...]
    ace_high: bool
    rules: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> JSON:
        return {
            "seat": self.seat,
            "method": self.method,
            "phase": self.phase,
            "to_act": list(self.to_act),
            "dealer": self.dealer,
            "hand_no": self.hand_no,
            "hands": self.hands,
            "owners": list(self.owners),
            "sizes": list(self.sizes),
            "bottoms": [c.code if c else None for c in self.bottoms],
            "stakes": [list(s) for s in self.stakes],
            "packet_to_stake": self.packet_to_stake,
            "left_in_pack": self.left_in_pack,
            "purses": list(self.purses),
            "nets": list(self.nets),
            "last": list(self.last),
            "ace_high": self.ace_high,
        }
