"""The two simplest cribbage players: random (with an honest count) and greedy.

Greedy keeps the lay-out worth most before the start, counting the crib for or against itself,
and pegs whatever scores most now. Stronger players are in :mod:`.strong`.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from hoyle_desktop.engine.actions import Action
from hoyle_desktop.engine.cribbage.scoring import score_play, show_total
from hoyle_desktop.engine.cribbage.view import CribbageView
from hoyle_desktop.engine.game import SeatView


def honest_claim(view: CribbageView) -> Action:
    """The true total of the hand or crib being counted (computer players never miss points)."""
    is_crib = view.counting == "crib"
    total = show_total(
        view.shown["crib" if is_crib else str(view.seat)],
        view.starter,
        is_crib=is_crib,
        crib_flush_without_start=bool(view.rules.get("crib_flush_without_start", False)),
    )
    return Action("claim", value=total)


def owns_crib(view: CribbageView) -> bool:
    return view.sides[view.dealer] == view.my_side


class CribbageBot:
    """What every cribbage player shares: a seeded random source, an honest count, and the
    decision split into laying out and playing, which each strength fills in."""

    name = "base"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: SeatView, legal: Sequence[Action]) -> Action:
        assert isinstance(view, CribbageView)
        if view.phase == "count":
            return honest_claim(view)
        if view.phase == "lay_out":
            return self.lay_out(view, legal)
        return self.play(view, legal)

    def lay_out(self, view: CribbageView, legal: Sequence[Action]) -> Action:
        raise NotImplementedError

    def play(self, view: CribbageView, legal: Sequence[Action]) -> Action:
        raise NotImplementedError


class RandomCribbageBot(CribbageBot):
    name = "random"

    def lay_out(self, view: CribbageView, legal: Sequence[Action]) -> Action:
        return self.rng.choice(list(legal))

    play = lay_out


class GreedyCribbageBot(CribbageBot):
    name = "greedy"

    def lay_out(self, view: CribbageView, legal: Sequence[Action]) -> Action:
        sign = 1 if owns_crib(view) else -1

        def worth(a: Action) -> float:
            kept = [c for c in view.hand if c not in a.cards]
            return show_total(kept, None) + sign * show_total(a.cards, None)

        return max(legal, key=worth)

    def play(self, view: CribbageView, legal: Sequence[Action]) -> Action:
        pile = [c for _, c in view.pile]

        def gain(a: Action) -> float:
            if a.kind != "play":
                return -1.0
            card = a.cards[0]
            points = sum(i.points for i in score_play([*pile, card]))
            count = view.count + card.pips
            risky = count in (5, 21)  # a ten-card answers with fifteen or thirty-one
            return points - (0.5 if risky else 0.0) + card.pips / 100

        return max(legal, key=gain)
