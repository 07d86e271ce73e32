"""Cutting for the first deal and dealing with a spare hand (Peel, Pope Joan and Limited Stops).

Peel deals one card at a time to each player and to a spare hand, turns up the last card, and adds
any odd cards to the spare hand. Limited Stops sets a fixed number of cards aside instead, or
whatever is left once the players have equal hands. Spin, Newmarket and Jig deal the whole pack
round with no spare hand, the first players getting one card more.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field

from ..cards import Card, Rank, full_pack, shuffled

# How the stops that nobody can see are made.
NO_SPARE, SPARE_HAND, FIXED, REMAINDER = "none", "hand", "fixed", "remainder"


@dataclass
class Layout:
    """The cards of one deal: each seat's hand, the spare hand, the turn-up, cards set out face up."""

    hands: dict[int, list[Card]]
    spare: list[Card] = field(default_factory=list)
    turnup: Card | None = None
    face_up: tuple[Card, ...] = ()


def cut_for_deal(rng: random.Random, seats: Sequence[int], rank: Rank = Rank.JACK) -> tuple[int, list[Card]]:
    """Deal a shuffled pack face up round ``seats``; the first to get a card of ``rank`` deals.

    Peel settles the first dealer "as at Nap", dealing cards face up one at a time; he names the
    knave for several games, so the knave decides here. Returns the dealer and the cards shown.
    """
    shown: list[Card] = []
    for i, card in enumerate(shuffled(full_pack(), rng)):
        shown.append(card)
        if card.rank == rank:
            return seats[i % len(seats)], shown
    raise AssertionError("a full pack always holds a card of every rank")


def deal(
    pack: Sequence[Card],
    seats: Sequence[int],
    *,
    spare: str = NO_SPARE,
    spare_cards: int = 0,
    turnup: bool = False,
) -> Layout:
    """Deal ``pack`` (already shuffled) to ``seats``, the first seat being the elder hand.

    ``spare``: ``none`` deals everything to the players; ``hand`` deals a spare hand as one more
    player (after the dealer) and adds the odd cards to it; ``fixed`` sets the top ``spare_cards``
    aside first; ``remainder`` sets aside whatever is left once the players have equal hands.
    ``turnup`` takes the last card of the pack as the turn-up before anything else.
    """
    cards = list(pack)
    up = cards.pop() if turnup else None
    hands: dict[int, list[Card]] = {s: [] for s in seats}
    aside: list[Card] = []
    n = len(seats)
    if spare == FIXED:
        aside, cards = cards[:spare_cards], cards[spare_cards:]
    if spare == SPARE_HAND:
        each = len(cards) // (n + 1)
        for r in range(each):
            row = cards[r * (n + 1) : (r + 1) * (n + 1)]
            for seat, card in zip(seats, row, strict=False):
                hands[seat].append(card)
            aside.append(row[-1])
        aside.extend(cards[each * (n + 1) :])
    elif spare == NO_SPARE:
        for i, card in enumerate(cards):
            hands[seats[i % n]].append(card)
    else:  # FIXED or REMAINDER: equal hands, odd cards to the spare
        each = len(cards) // n
        for i, card in enumerate(cards[: each * n]):
            hands[seats[i % n]].append(card)
        aside.extend(cards[each * n :])
    return Layout(hands=hands, spare=aside, turnup=up)
