"""Exact chances at Speculation, from one seat's view: what a card is worth to whoever holds it.

A card's value is the pool times the chance that it is, or stays, the best trump at the end of the
deal, if no more cards change hands. Every card the seat has not seen is equally likely to lie in
any place it cannot see (the hands' face-down cards, the spare hand, the stock, the turn-up), so
the chance is hypergeometric: taking the trumps above the best in turn from the highest, each lies
in a place whose cards will be turned up with probability (cards down there) / (cards unseen),
else in the stock, and the next is placed among the cards left. The best trump stays best when
every higher trump lies in the stock. No sampling: the numbers are exact fractions of the deal.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Mapping
from dataclasses import dataclass, replace

from ..cards import PIQUET_RANKS, Card, Suit, full_pack, stripped_pack
from .game import HIGH_RANKS, height
from .view import ITEM_ALL, ITEM_BEST, ITEM_TOP, ITEM_TURN_UP, SpeculationView

STAYS = "stays"  # the key of the chance that no higher trump comes out
SPARE = "spare"
PACKET = "packet"


# Every card's higher trumps in its suit, highest first (the full pack: a card of the 32-card
# pack's stock that is not in the pack is simply never unseen).
_HIGHER: dict[Card, tuple[Card, ...]] = {
    c: tuple(
        sorted(
            (d for d in full_pack() if d.suit == c.suit and height(d) > height(c)), key=height, reverse=True
        )
    )
    for c in full_pack()
}


def pack_of(size: int) -> list[Card]:
    return stripped_pack(PIQUET_RANKS) if size == 32 else full_pack()


@dataclass(frozen=True)
class Position:
    """What the chances depend on. ``slots`` counts, by who would hold a winning card found there,
    the unseen face-down cards that will be turned up; ``known`` are face-down cards whose place
    the seat knows (its own, looked at); ``unseen`` every card whose place it does not know."""

    unseen: frozenset[Card]
    slots: Mapping[Hashable, int]
    known: Mapping[Card, Hashable]
    pack: tuple[Card, ...]

    def without(self, card: Card, owner: Hashable | None = None) -> Position:
        """The position once ``card`` is known to lie in one of ``owner``'s slots (and is turned)."""
        slots = dict(self.slots)
        if owner is not None:
            slots[owner] -= 1
        return Position(self.unseen - {card}, slots, self.known, self.pack)


def position(view: SpeculationView) -> Position:
    seen = set(view.exposed()) | {c for _, c in view.known}
    pack = tuple(pack_of(view.pack_size))
    slots: dict[Hashable, int] = {}
    for seat, count in enumerate(view.down):
        if seat == view.seat:
            count -= len(view.known)
        if count:
            slots[seat] = count
    if view.spare_size:
        slots[SPARE] = view.spare_size
    known: dict[Card, Hashable] = {c: view.seat for _, c in view.known}
    return Position(frozenset(c for c in pack if c not in seen), slots, known, pack)


def outcome(
    pos: Position, best: Card, drop: Card | None = None, owner: Hashable | None = None
) -> dict[Hashable, float]:
    """Where the highest trump above ``best`` to be turned up lies, by owner; ``STAYS``: nowhere,
    ``best`` stays best. Exact: the higher trumps are placed one at a time, from the highest.
    ``drop``: a card just found (turned up) among the unseen, from one of ``owner``'s slots."""
    out: dict[Hashable, float] = {}
    mass = 1.0
    unseen = len(pos.unseen)
    stock = unseen - sum(pos.slots.values())
    slots = pos.slots
    if drop is not None and drop in pos.unseen:
        unseen -= 1
        if owner is None:
            stock -= 1
        else:
            slots = dict(slots)
            slots[owner] -= 1
    spread = 0.0  # each face-down slot's share of the chance: the same for every slot
    found: Hashable | None = None
    for card in _HIGHER[best]:
        if card in pos.known:
            found = pos.known[card]
            break
        if card not in pos.unseen or card is drop:
            continue
        spread += mass / unseen
        mass *= stock / unseen
        unseen -= 1
        stock -= 1
        if mass == 0.0:
            break
    for place, count in slots.items():
        if count:
            out[place] = count * spread
    if found is not None:
        out[found] = out.get(found, 0.0) + mass
    else:
        out[STAYS] = mass
    return out


def stays_best(pos: Position, best: Card, drop: Card | None = None, owner: Hashable | None = None) -> float:
    return outcome(pos, best, drop, owner).get(STAYS, 0.0)


def turn_up_chance(pos: Position, high_ends: bool = True) -> float:
    """The chance the turn-up, still face down, ends as the best trump: averaged over every card
    it may be (an ace, king, queen or knave ends the hand at once, when the rule is on)."""
    cards = sorted(pos.unseen, key=lambda c: c.sort_key)
    if not cards:
        return 0.0
    total = 0.0
    for card in cards:
        if high_ends and card.rank in HIGH_RANKS:
            total += 1.0
        else:
            total += stays_best(pos, card, card)
    return total / len(cards)


def top_chance(pos: Position, seller: int, best: Card, known_top: Card | None = None) -> float:
    """The chance that ``seller``'s top face-down card, once turned, is a higher trump and stays
    the best: averaged over every card it may be (or for the one card, when it is known)."""
    trump: Suit = best.suit

    def chance(card: Card, owner: Hashable | None) -> float:
        if card.suit != trump or height(card) <= height(best):
            return 0.0
        return stays_best(pos, card, card, owner)

    if known_top is not None:  # the seller looked at it: its place is known already
        return chance(known_top, None)
    cards = sorted(pos.unseen, key=lambda c: c.sort_key)
    if not cards or not pos.slots.get(seller):
        return 0.0
    return sum(chance(c, seller) for c in cards) / len(cards)


def packet_chance(pos: Position, seller: int, best: Card) -> float:
    """The chance that the winning card is among ``seller``'s face-down cards (sold all together)."""
    slots = dict(pos.slots)
    slots[PACKET] = slots.pop(seller, 0)
    known = {c: (PACKET if o == seller else o) for c, o in pos.known.items()}
    return outcome(Position(pos.unseen, slots, known, pos.pack), best).get(PACKET, 0.0)


def item_chance(view: SpeculationView, item: str, seller: int) -> float:
    """The exact chance that what is for sale (or could be offered now) ends as the best trump."""
    pos = position(view)
    high_ends = bool(view.rules.get("high_turn_up_ends", True))
    if item == ITEM_TURN_UP:
        return turn_up_chance(pos, high_ends)
    best = view.best
    if best is None:
        return 0.0
    if item == ITEM_BEST:
        return stays_best(pos, best)
    if item == ITEM_ALL:
        return packet_chance(pos, seller, best)
    if item == ITEM_TOP:
        top = next((c for i, c in view.known if i == 0), None) if seller == view.seat else None
        return top_chance(pos, seller, best, top)
    return 0.0


def item_value(view: SpeculationView, item: str, seller: int) -> float:
    """What the item is worth to its holder, in counters: the pool times its exact chance."""
    return view.pool * item_chance(view, item, seller)


def public_value(view: SpeculationView, item: str, seller: int) -> float:
    """The item's worth on what every player can see (no card a seat has looked at)."""
    return item_value(replace(view, known=()), item, seller)


def higher_trumps(pack: Iterable[Card], best: Card) -> list[Card]:
    return [c for c in pack if c.suit == best.suit and height(c) > height(best)]


__all__ = [
    "Position",
    "higher_trumps",
    "item_chance",
    "item_value",
    "outcome",
    "position",
    "public_value",
    "stays_best",
    "top_chance",
    "turn_up_chance",
]
