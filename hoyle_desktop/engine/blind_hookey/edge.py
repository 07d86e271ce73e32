"""The bank's edge at Blind Hookey, exact by enumeration.

Every packet's bottom card is a different card of the one pack, so any two bottoms are an ordered
pair of distinct cards drawn uniformly: the punter wins when his is higher, and pays the dealer
when it is lower or equal. Both methods give the same edge per counter staked; they differ only in
how often the dealer loses to everyone and so gives up the deal.
"""

from __future__ import annotations

from fractions import Fraction
from math import comb

from ..cards import full_pack


def _rank(code_rank: int, ace_high: bool) -> int:
    return 14 if ace_high and code_rank == 1 else code_rank


def packet_odds(ace_high: bool = False) -> dict[str, Fraction]:
    """Probabilities for one packet against the dealer's, by enumerating all 52 x 51 pairs of
    bottom cards; ``edge`` is the dealer's expected gain per counter staked."""
    pack = full_pack()
    win = tie = lose = 0
    for mine in pack:
        for dealers in pack:
            if mine is dealers:
                continue
            a, b = _rank(int(mine.rank), ace_high), _rank(int(dealers.rank), ace_high)
            win += a > b
            tie += a == b
            lose += a < b
    total = win + tie + lose
    return {
        "punter_wins": Fraction(win, total),
        "tie": Fraction(tie, total),
        "punter_loses": Fraction(lose, total),
        "edge": Fraction(lose + tie - win, total),
    }


def method_edges(ace_high: bool = False) -> dict[str, Fraction]:
    """The bank's edge per counter staked at each method (the same, as the pairs are the same)."""
    edge = packet_odds(ace_high)["edge"]
    return {"first": edge, "second": edge}


def dealer_loses_all(punters: int) -> Fraction:
    """The chance that the dealer's bottom card is lower than every one of ``punters`` others
    (the deal then passes): over the dealer's rank, the others drawn from the 51 cards left."""
    total = Fraction(0)
    for rank in range(1, 14):
        higher = 4 * (13 - rank)
        total += Fraction(4, 52) * Fraction(comb(higher, punters), comb(51, punters))
    return total
