"""The coach's engine side: the Expert's own evaluations, ranked and explained, for the GUI.

* :func:`rank_lay_outs` - the best lay-outs with their expected points (the "Hint" at the
  lay-out): ``value`` is the kept hand's mean over every starter plus or minus the crib's mean.
* :func:`rank_plays` - the best cards to play with their expected pegging (the "Hint" in the
  play): ``value`` is the mean, over deals of the unseen cards consistent with what has been
  seen, of the points one's side pegs from now to the end of the play less the other side's (in
  the three-handed game each opponent's points count half).
* :func:`review_lay_out` - after a hand, the person's lay-out against the best one.

Values are expected points, score-neutral. Near the end of a game the Expert may prefer a lay-out
for its chance of going out (:mod:`.endgame`); the ranking follows the Expert, and ``detail``
carries ``"go_out"``, the chance of reaching the target this deal, when that decided. Results are
deterministic for a given view (the sampling is seeded from the view itself).
"""

from __future__ import annotations

import random
import zlib
from dataclasses import dataclass, field
from typing import Any

from ...engine.actions import Action
from ...engine.cards import Card
from ...engine.cribbage.view import CribbageView
from .determinise import card_of_rank, near_end
from .expert import book_lead, judged_lay_outs, search_plays

HINT_SCALE = 4.0  # a hint searches four times what the Expert does: a person can wait 0.1 s


@dataclass(frozen=True)
class Choice:
    action: Action
    value: float  # expected points (see the module's notes)
    detail: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Review:
    best: Choice
    chosen_value: float
    loss: float  # expected points given up by the chosen lay-out (0 when it was the best)


def _codes(cards: tuple[Card, ...]) -> list[str]:
    return [c.code for c in cards]


def rank_lay_outs(view: CribbageView, top: int = 3) -> list[Choice]:
    """The ``top`` best lay-outs, best first. ``detail``: ``kept``, ``laid_out`` (card codes),
    ``hand`` (mean show of the kept cards), ``crib`` (the crib's signed mean), ``pegging`` (what
    the kept cards are worth in the play, relative to an average hand: only differences count),
    and ``go_out``. ``value`` is hand + crib + pegging."""
    if view.phase != "lay_out" or not view.hand:
        return []
    out = []
    for j in judged_lay_outs(view)[:top]:
        lo = j.lay_out
        detail: dict[str, Any] = {
            "kept": _codes(lo.kept),
            "laid_out": _codes(lo.discard),
            "hand": round(lo.hand, 2),
            "crib": round(lo.crib, 2),
            "pegging": round(lo.pegging, 2),
        }
        if j.go_out is not None:
            detail["go_out"] = round(j.go_out, 3)
        out.append(Choice(Action("discard", cards=lo.discard), round(lo.total, 2), detail))
    return out


def _seed_of(view: CribbageView) -> int:
    text = "|".join(
        [
            " ".join(c.code for c in view.hand),
            " ".join(f"{s}{c.code}" for s, c in view.played),
            view.starter.code if view.starter else "",
            str(view.scores),
        ]
    )
    return zlib.crc32(text.encode())


def rank_plays(view: CribbageView, top: int = 3) -> list[Choice]:
    """The ``top`` best cards to play now, best first. ``detail``: ``now`` (points the card makes
    at once), ``samples`` (deals searched) and ``endgame`` (whether the game's end was searched;
    then a value near +-1000 means a won or lost game), and ``book`` (True) on the opening lead
    under five that Britannica advises and the Expert plays because no other card was clearly
    better. The hint lists the cards by the value it shows (the book's card too), so the card
    marked best is never worth less than the one under it."""
    if view.phase != "play" or view.seat not in view.to_act:
        return []
    playable = [c for c in view.hand if view.count + c.rank.pips <= 31]
    if not playable:
        return [Choice(Action("go"), 0.0, {"now": 0, "samples": 0, "endgame": False})]
    ranks, values = search_plays(view, random.Random(_seed_of(view)), HINT_SCALE, min_samples=12)
    endgame = near_end(view)
    book = book_lead(view, values)
    # by the value shown (a stable sort: equal values keep the Expert's order)
    ranks = sorted(ranks, key=lambda r: round(values.values[r], 2), reverse=True)
    return [
        Choice(
            Action("play", cards=(card_of_rank(view.hand, r),)),
            round(values.values[r], 2),
            {
                "now": round(values.immediate[r]),
                "samples": values.samples,
                "endgame": endgame,
                **({"book": True} if r == book else {}),
            },
        )
        for r in ranks[:top]
    ]


def review_lay_out(view_at_lay_out: CribbageView, chosen_discard: tuple[Card, ...] | list[Card]) -> Review:
    """How the lay-out a person made compares with the best, in expected points."""
    judged = judged_lay_outs(view_at_lay_out)
    chosen = sorted(chosen_discard)
    mine = next((j for j in judged if sorted(j.lay_out.discard) == chosen), None)
    if mine is None:
        raise ValueError(f"{' '.join(c.code for c in chosen)} is not a lay-out of this hand")
    best = rank_lay_outs(view_at_lay_out, 1)[0]
    chosen_value = round(mine.lay_out.total, 2)
    if sorted(best.action.cards) == chosen:
        return Review(best, chosen_value, 0.0)
    # Near the end the best may be chosen for its chance of going out, not its points: no loss then
    # unless the points are lower too.
    return Review(best, chosen_value, max(0.0, round(best.value - chosen_value, 2)))
