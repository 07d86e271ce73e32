"""What one seat of a banking game may know: the table as that seat sees it, and nothing more.

Every banking table (``ui/banking``) draws only from this view. A card the seat has not seen is
``None`` in its box (drawn face down); the stock and the pone's pile are counts, plus the cards of
the pile this seat has seen since the pone last shuffled (what a player who counts would know).
Game-specific facts (a doubled stake, the price of a deal on offer, the bank's amount) go in
``extra``; the table reads the keys it knows and ignores the rest.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..actions import JSON
from ..cards import Card
from ..game import SeatView

# Phases every banking game may show; a game may add its own codes.
OVER = "over"


@dataclass(frozen=True)
class BoxView:
    """One hand (a "box") on the table: its cards (``None`` = face down to this seat), its stake in
    counters, a status code (``""`` in play, ``content``, ``over``, ``natural``, ``won``, ``lost``,
    ``settled``...), and the total when this seat can see every card (else ``None``)."""

    cards: tuple[Card | None, ...]
    stake: int = 0
    status: str = ""
    total: int | None = None
    up: tuple[bool, ...] = ()  # which cards lie face up for everyone
    size: int = 0  # a packet's size when only its bottom card is drawn (Blind Hookey); else 0

    def to_json(self) -> JSON:
        return {
            "cards": [c.code if c is not None else None for c in self.cards],
            "stake": self.stake,
            "status": self.status,
            "total": self.total,
            "up": list(self.up),
            "size": self.size,
        }


@dataclass(frozen=True)
class BankingView(SeatView):
    """One seat's view. ``dealer`` holds the bank now; ``proper`` is the seat whose turn at the
    deal it is (they differ only when the deal was sold); ``pone`` collects the used cards.
    ``boxes[s]`` are seat ``s``'s hands in play, left to right. ``purses``/``nets`` are counters held
    and won or lost so far; ``pools`` what lies on each pool. ``to_act`` is the seat to act (None
    between hands and at the end); ``active_box`` the box it acts on, if any."""

    seat: int
    game: str
    players: int
    phase: str
    to_act: int | None
    dealer: int
    proper: int
    pone: int
    boxes: tuple[tuple[BoxView, ...], ...]
    purses: tuple[int, ...]
    nets: tuple[int, ...]
    pools: dict[str, int]
    stock: int
    pile: int
    pile_seen: tuple[Card, ...]
    hand_no: int
    hands: int
    active_box: int | None = None
    extra: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> JSON:
        return {
            "seat": self.seat,
            "game": self.game,
            "players": self.players,
            "phase": self.phase,
            "to_act": self.to_act,
            "dealer": self.dealer,
            "proper": self.proper,
            "pone": self.pone,
            "boxes": [[b.to_json() for b in row] for row in self.boxes],
            "purses": list(self.purses),
            "nets": list(self.nets),
            "pools": dict(self.pools),
            "stock": self.stock,
            "pile": self.pile,
            "pile_seen": [c.code for c in self.pile_seen],
            "hand_no": self.hand_no,
            "hands": self.hands,
            "active_box": self.active_box,
            "extra": dict(self.extra),
        }

    def visible_cards(self) -> list[Card]:
        """Every card this seat can see now: on the table and in the pone's pile."""
        shown = [c for row in self.boxes for box in row for c in box.cards if c is not None]
        return shown + list(self.pile_seen)


def banking_view(game: Any, seat: int) -> BankingView:
    """The banking table's view of any banking game: a game with a view of its own for its
    computer players (Baccarat, Blind Hookey) gives the table this one from ``banking_view``."""
    make = getattr(game, "banking_view", None)
    view = make(seat) if make is not None else game.view(seat)
    assert isinstance(view, BankingView)
    return view


def ledger_game_view(
    game: Any,
    seat: int,
    dealer: int,
    rows: list[list[BoxView]],
    stock: int,
    hand: tuple[int, int],
    active_box: int | None,
    extra: dict[str, Any],
) -> BankingView:
    """The :class:`BankingView` of a game that keeps its own state but a ledger (Baccarat, Blind
    Hookey): no pone and no pile of used cards; the phase, the seat to act, the counters and the
    end from the game itself; ``hand`` is (this hand's number, how many the game lasts)."""
    to_act = game.seats_to_act()
    return BankingView(
        seat=seat,
        game=game.spec.key,
        players=game.players,
        phase=OVER if game.result() is not None else game.phase,
        to_act=to_act[0] if to_act else None,
        dealer=dealer,
        proper=dealer,
        pone=-1,
        boxes=tuple(tuple(r) for r in rows),
        purses=game.ledger.purses,
        nets=game.ledger.nets(),
        pools=game.ledger.pools,
        stock=stock,
        pile=0,
        pile_seen=(),
        hand_no=min(hand[0], hand[1]),
        hands=hand[1],
        active_box=active_box if to_act else None,
        extra=extra,
    )
