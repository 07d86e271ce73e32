"""How a cribbage game ends: win, lurch, skunk, double skunk, and the stakes they carry."""

from __future__ import annotations

from collections.abc import Sequence

from ..game import Result
from .rules import CribbageRules, Threshold


def loser_outcome(rules: CribbageRules, score: int) -> tuple[str, int]:
    """The outcome code and stake multiplier for a loser finishing on ``score``.

    The worst applicable result counts: a double skunk is not also a lurch.
    """
    ladder: list[tuple[str, Threshold]] = [
        ("double_skunked", rules.double_skunk),
        ("skunked", rules.skunk),
        ("lurched", rules.lurch),
    ]
    best = ("loss", 1)
    for code, t in ladder:
        if t.enabled and score < t.below and t.multiplier > best[1]:
            best = (code, t.multiplier)
    return best


def game_result(
    rules: CribbageRules,
    side_scores: Sequence[int],
    winner_side: int,
    tally: Sequence[dict[str, int]],
    best_show: Sequence[int],
    deals: int,
) -> Result:
    seats = range(rules.players)
    side_outcome = {
        side: ("win", 0) if side == winner_side else loser_outcome(rules, score)
        for side, score in enumerate(side_scores)
    }
    per_side = {s: -m for s, (_, m) in side_outcome.items() if s != winner_side}
    per_side[winner_side] = -sum(per_side.values())
    # In partnerships each partner stands the side's stake, so all seats still sum to zero.
    return Result(
        winners=tuple(s for s in seats if rules.side_of(s) == winner_side),
        scores=tuple(side_scores[rules.side_of(s)] for s in seats),
        outcomes=tuple(side_outcome[rules.side_of(s)][0] for s in seats),
        stakes=tuple(per_side[rules.side_of(s)] for s in seats),
        details={
            "deals": deals,
            "side_scores": list(side_scores),
            "sides": [rules.side_of(s) for s in seats],
            "points": [dict(t) for t in tally],
            "best_show": list(best_show),
        },
    )
