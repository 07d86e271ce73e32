"""What the rules make certain about a card played at the trick games, for the coach's reasons.

From the seat's view alone (its hand, the cards played, the turn-up): whether the trick is surely
the seat's side's once the card is down (no card still unseen could beat it in the hands of a
player of the other side yet to play), and, at All-Fours, where the Jack of trumps stands: the
seat's own Jack kept back is safe when no higher trump is unseen, else it could still fall to
the unseen higher trumps (named). High and Low count to the player dealt them (seed 004: "scoring
one to the original holder"), so the play never moves them: the reasons speak of the Jack and Game.
"""

from __future__ import annotations

from collections.abc import Callable

from ...engine.cards import Card, Rank, Suit, full_pack
from ...engine.tricks.core import TrickView
from ...engine.tricks.ranking import ace_high

Power = Callable[[Card, Suit], int]


def unseen(view: TrickView) -> set[Card]:
    """The cards this seat has not seen: in another hand, in the stock, or put out face down."""
    seen = set(view.hand) | {c for _, c in view.played} | {c for _, c in view.trick}
    if view.turnup is not None:
        seen.add(view.turnup)
    for key in ("old_turnups", "buried"):
        seen.update(Card.parse(str(code)) for code in view.extra.get(key, []) or [])
    return set(full_pack()) - seen


def others_to_play(view: TrickView) -> list[int]:
    """The seats of the other side still to play to this trick after this seat."""
    n = len(view.teams)
    later = n - len(view.trick) - 1
    order = list(view.seating) if view.seating else list(range(n))
    at = order.index(view.seat)
    seats = [order[(at + k) % n] for k in range(1, later + 1)]
    return [s for s in seats if view.teams[s] != view.teams[view.seat]]


def surely_taken(view: TrickView, card: Card, power: Power, suit_of: Callable[[Card], Suit]) -> bool:
    """Whether the trick is surely this seat's side's once ``card`` is played: the side's card is on
    top and no card unseen, if a player of the other side still to play held it, could beat it."""
    trick = [*view.trick, (view.seat, card)]
    led = suit_of(trick[0][1])
    top_seat, top = max(trick, key=lambda sc: power(sc[1], led))
    if view.teams[top_seat] != view.teams[view.seat]:
        return False
    if not others_to_play(view):
        return True
    best = power(top, led)
    return not any(power(c, led) > best for c in unseen(view))


def higher_trumps_unseen(view: TrickView, card: Card) -> list[Card]:
    """The trumps above ``card`` this seat has not seen, highest first (All-Fours' whist order)."""
    trump = Suit(view.trump) if view.trump else None
    out = [c for c in unseen(view) if c.suit == trump and ace_high(c) > ace_high(card)]
    return sorted(out, key=ace_high, reverse=True)


def own_jack(view: TrickView) -> Card | None:
    """The Jack of trumps in this seat's hand (All-Fours), if it holds it."""
    if view.game != "all_fours" or not view.trump:
        return None
    return next((c for c in view.hand if c.rank == Rank.JACK and c.suit.value == view.trump), None)
