"""What the order of play tells every seat about the cards the others still hold."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ..cards import Card
from .rules import CribbageRules


def go_limits(
    rules: CribbageRules, played: Sequence[tuple[int, Card]], seat: int, go_seats: Iterable[int], count: int
) -> dict[int, int]:
    """For each other seat known to have said go, a pip value its cards must all be above.

    A go at count c means every card held was over 31 - c, and the cards held now are a subset.
    Goes are read back from the order of play: a seat passed over in rotation while holding cards
    said go; a count that closed below 31 closed because nobody could come in. ``seat`` is the
    seat inferring (its own cards are known to it)."""
    if not rules.bound_to_play:
        return {}  # a player not bound to play may say go while able: nothing can be inferred
    n = rules.players
    left = [rules.kept] * n
    lowest: dict[int, int] = {}

    def went(s: int, at: int) -> None:
        if s != seat and left[s] > 0:
            lowest[s] = min(lowest.get(s, 99), at)

    total, prev = 0, -1
    for who, card in played:
        pip = card.pips
        if total + pip > 31:  # everyone holding cards said go at this count
            for s in range(n):
                went(s, total)
            total, prev = 0, -1
        elif prev >= 0:
            s = (prev + 1) % n
            while s != who:
                went(s, total)
                s = (s + 1) % n
        total += pip
        left[who] -= 1
        prev = who
        if total == 31:
            total, prev = 0, -1
    if prev >= 0:
        s = (prev + 1) % n
        while s != seat:
            went(s, total)
            s = (s + 1) % n
    for s in go_seats:
        went(s, count)
    return {s: 31 - c for s, c in lowest.items()}
