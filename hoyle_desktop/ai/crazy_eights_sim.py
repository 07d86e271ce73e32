"""A lean Crazy Eights deal for the Expert's search: cards as small integers, one deal only.

The engine's game (engine/crazy_eights/game.py) is the referee; this copy plays the same rules
(match suit or rank, eights wild and naming a suit, draw one or draw until playable, reshuffle or
pass on an empty stock, a blocked deal won by the lowest count) some fifty times faster, because
the Expert plays thousands of deals forward a move. Only the Expert uses it, from a seat's view:
the cards that seat cannot see are dealt again by :func:`deal_unseen`.

A card is ``suit * 13 + rank - 1`` (Card.index): suit ``c // 13``, rank ``c % 13 + 1``; an eight
has ``c % 13 == 7``.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

EIGHT = 7  # c % 13 of an eight
PENALTY = tuple(50 if r == EIGHT else 10 if r >= 10 else r + 1 for r in range(13)) * 4
SUIT_OF = tuple(c // 13 for c in range(52))
RANK_OF = tuple(c % 13 for c in range(52))
MOVE_CEILING = 400  # a play-out this long is scored as blocked (reshuffles can go round and round)


class Deal:
    """One deal in play. ``called`` is the suit named with the eight on top (-1: none); ``free``:
    an eight was turned up and any card may follow."""

    __slots__ = ("actor", "called", "free", "hands", "pile", "reshuffle", "stock", "until", "winner")

    def __init__(
        self,
        hands: list[list[int]],
        stock: list[int],
        pile: list[int],
        called: int,
        free: bool,
        actor: int,
        until: bool,
        reshuffle: bool,
    ) -> None:
        self.hands = hands
        self.stock = stock  # the top card last
        self.pile = pile  # the discard pile, its top card last
        self.called = called
        self.free = free
        self.actor = actor
        self.until = until  # draw until playable (else draw one and the turn passes)
        self.reshuffle = reshuffle  # an empty stock is made again from the pile (else pass)
        self.winner = -1

    def copy(self) -> Deal:
        d = Deal.__new__(Deal)
        d.hands = [h[:] for h in self.hands]
        d.stock = self.stock[:]
        d.pile = self.pile[:]
        d.called, d.free, d.actor = self.called, self.free, self.actor
        d.until, d.reshuffle, d.winner = self.until, self.reshuffle, self.winner
        return d

    def playable(self, hand: Sequence[int]) -> list[int]:
        if self.free:
            return list(hand)
        if self.called >= 0:
            suit = self.called
            return [c for c in hand if SUIT_OF[c] == suit or RANK_OF[c] == EIGHT]
        top = self.pile[-1]
        suit, rank = SUIT_OF[top], RANK_OF[top]
        return [c for c in hand if SUIT_OF[c] == suit or RANK_OF[c] == rank or RANK_OF[c] == EIGHT]

    def play(self, card: int, named: int) -> None:
        """The actor plays ``card`` (naming ``named`` if it is an eight); the turn passes."""
        hand = self.hands[self.actor]
        hand.remove(card)
        self.pile.append(card)
        self.free = False
        self.called = named if RANK_OF[card] == EIGHT else -1
        if not hand:
            self.winner = self.actor
        else:
            self.actor = (self.actor + 1) % len(self.hands)

    def draw(self, rng: random.Random) -> bool:
        """The actor draws one card; False if there is none to draw."""
        if not self.stock:
            if not self.reshuffle or len(self.pile) < 2:
                return False
            top = self.pile.pop()
            self.stock = self.pile
            rng.shuffle(self.stock)
            self.pile = [top]
        self.hands[self.actor].append(self.stock.pop())
        return True

    def play_out(
        self, rng: random.Random, noise: float = 0.0, me: int = -1, gaps: Sequence[int] | None = None
    ) -> None:
        """Every seat plays the standard policy (keep eights, play the suit held most) to the end
        of the deal; with chance ``noise`` a seat plays any of its cards instead. Seat ``me`` also
        keeps the next player in a suit he could not follow when he last drew or passed.
        (The hot loop of the Expert: ``playable`` and ``play`` written out here.)"""
        hands, n = self.hands, len(self.hands)
        suit_of, rank_of, chance = SUIT_OF, RANK_OF, rng.random
        idle = 0
        # The suit each seat could not follow when it last drew: until it plays, or drawing until
        # playable until it draws again (its whole hand lacks it); ``gaps`` are those known already.
        gap = list(gaps) if gaps else [-1] * n
        keep_gap = self.until
        for _ in range(MOVE_CEILING):
            seat = self.actor
            hand = hands[seat]
            if self.free:
                cards = hand[:]
            elif self.called >= 0:
                suit = self.called
                cards = [c for c in hand if suit_of[c] == suit or rank_of[c] == EIGHT]
            else:
                top = self.pile[-1]
                suit, rank = suit_of[top], rank_of[top]
                cards = [c for c in hand if suit_of[c] == suit or rank_of[c] == rank or rank_of[c] == EIGHT]
            if not cards:
                if not self.free and (gap[seat] < 0 or keep_gap):
                    gap[seat] = suit
                if self.draw(rng):
                    if self.until:
                        continue
                    idle = 0
                else:
                    idle += 1
                    if idle >= n:  # nobody can play and nothing can be drawn
                        break
                self.actor = (seat + 1) % n
                continue
            idle = 0
            if not keep_gap:
                gap[seat] = -1
            if noise and len(cards) > 1 and chance() < noise:
                card = cards[int(chance() * len(cards))]
                named = _longest_suit(hand, card)
            elif seat == me and gap[(seat + 1) % n] >= 0:
                card, named = aimed_play(hand, cards, gap[(seat + 1) % n])
            else:
                card, named = standard_play(hand, cards)
            hand.remove(card)
            self.pile.append(card)
            self.free = False
            self.called = named if rank_of[card] == EIGHT else -1
            if not hand:
                self.winner = seat
                return
            self.actor = (seat + 1) % n
        counts = [sum(PENALTY[c] for c in h) for h in hands]
        self.winner = min(range(n), key=lambda s: (counts[s], len(hands[s])))


def _longest_suit(hand: Sequence[int], leaving: int) -> int:
    counts = [0, 0, 0, 0]
    for c in hand:
        if c != leaving and RANK_OF[c] != EIGHT:
            counts[SUIT_OF[c]] += 1
    return counts.index(max(counts))


def standard_play(hand: Sequence[int], cards: Sequence[int]) -> tuple[int, int]:
    """The standard policy on integers: a card that is not an eight if there is one, of the suit
    held most, the costliest of equals; else an eight naming the suit held most of the rest."""
    counts = [0, 0, 0, 0]
    for c in hand:
        if RANK_OF[c] != EIGHT:
            counts[SUIT_OF[c]] += 1
    best, key = -1, (-1, -1)
    for c in cards:
        if RANK_OF[c] != EIGHT:
            k = (counts[SUIT_OF[c]], PENALTY[c])
            if k > key:
                best, key = c, k
    if best >= 0:
        return best, -1
    return cards[0], counts.index(max(counts))


def aimed_play(hand: Sequence[int], cards: Sequence[int], aim: int) -> tuple[int, int]:
    """The standard play, but a card of suit ``aim`` (the next player's gap) before the others."""
    best, key = -1, -1
    for c in cards:
        if SUIT_OF[c] == aim and RANK_OF[c] != EIGHT and PENALTY[c] > key:
            best, key = c, PENALTY[c]
    return (best, -1) if best >= 0 else standard_play(hand, cards)


def deal_unseen(
    unseen: Sequence[int],
    sizes: Sequence[int],
    barred: Sequence[tuple[int, int] | None],
    free_cards: Sequence[int],
    rng: random.Random,
) -> list[list[int]]:
    """Deal ``unseen`` into places of ``sizes`` (the other hands, then the stock). A place with
    ``barred[i] = (suit, rank)`` holds none of that suit, that rank or an eight, bar its
    ``free_cards[i]`` (what it drew since it was stuck); when the cards left cannot honour a bar,
    it is dropped (the inference came from a player who may not play as we think)."""
    pool = list(unseen)
    rng.shuffle(pool)
    out: list[list[int]] = [[] for _ in sizes]
    order = sorted(range(len(sizes)), key=lambda i: barred[i] is None)  # barred places first
    for i in order:
        size, bar = sizes[i], barred[i]
        if bar is None or size == 0:
            out[i], pool = pool[:size], pool[size:]
            continue
        suit, rank = bar
        need = size - free_cards[i]
        ok = [c for c in pool if SUIT_OF[c] != suit and RANK_OF[c] != rank and RANK_OF[c] != EIGHT]
        if len(ok) < need:
            out[i], pool = pool[:size], pool[size:]
            continue
        take = ok[:need]
        taken = set(take)
        rest = [c for c in pool if c not in taken]
        take += rest[: size - need]
        out[i], pool = take, rest[size - need :]
    return out
