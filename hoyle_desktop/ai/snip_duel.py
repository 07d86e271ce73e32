"""Snip-Snap-Snorum with the whole pack between two, to the last one in: a game of complete
information (every card not in one's own hand or played is in the other's), so a lead can be
valued by playing the deal out.

The state is two hands of rank counts and two purses. A lead starts a chain; the other player
must pair it if he can (he Snips: the leader pays one), then the leader if he can (Snap: two),
and so on; whoever played last plays on while the other cannot pair his card. A purse that runs
dry ends the game. :func:`lead_values` plays the deal out after each lead, both players then
leading by :func:`greedy_lead` (the rank the other holds fewest of: what Peel's safe cards come to
when every card is known), so the choice is a one-step improvement on that rule.
"""

from __future__ import annotations

from collections.abc import Sequence

RANKS = 13


def greedy_lead(mine: Sequence[int], theirs: Sequence[int]) -> int:
    """The rank the other holds fewest of (the safest), the one I hold most of among equals (two
    of a kind may snap back), the lowest rank among those."""
    best, key = -1, (99, 0)
    for r in range(RANKS):
        if mine[r]:
            k = (theirs[r], -mine[r])
            if k < key:
                best, key = r, k
    return best


def play_lead(hands: list[list[int]], purses: list[int], leader: int, rank: int) -> int | None:
    """Play ``leader``'s card of ``rank`` and every pairing it forces. Returns who leads next, or
    None when the deal or the game is over (a purse run dry, or both hands empty)."""
    hands[leader][rank] -= 1
    owner, count = leader, 1
    while True:
        other = 1 - owner
        if hands[other][rank]:
            hands[other][rank] -= 1
            purses[owner] -= min(count, purses[owner])  # Snip, Snap, Snorum: one, two, three
            if purses[owner] == 0:
                return None
            owner, count = other, count + 1
        else:
            break
    if any(hands[owner]):
        return owner  # the other cannot pair: the last to play plays on
    other = 1 - owner
    return other if any(hands[other]) else None


def play_out(hands: list[list[int]], purses: list[int], leader: int | None, me: int) -> tuple[float, int]:
    """Both players lead by :func:`greedy_lead` to the end of the deal. Returns ``me``'s chance of
    winning the game from there (1 if the other's purse ran dry, 0 if mine did, else my share of
    the counters left, as in a fair gambler's ruin) and my purse less the other's."""
    while leader is not None:
        leader = play_lead(hands, purses, leader, greedy_lead(hands[leader], hands[1 - leader]))
    mine, theirs = purses[me], purses[1 - me]
    chance = 1.0 if theirs == 0 else 0.0 if mine == 0 else mine / (mine + theirs)
    return chance, mine - theirs


def lead_values(
    mine: Sequence[int], theirs: Sequence[int], purses: Sequence[int]
) -> dict[int, tuple[float, int]]:
    """Each rank I may lead (an index 0-12, ace first), valued by playing the deal out after it
    (``purses``: mine, the other's): ``(chance of winning the game, my purse less his)``."""
    values = {}
    for r in range(RANKS):
        if mine[r]:
            hands = [list(mine), list(theirs)]
            left = [purses[0], purses[1]]
            values[r] = play_out(hands, left, play_lead(hands, left, 0, r), 0)
    return values
