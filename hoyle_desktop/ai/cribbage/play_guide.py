"""The play for three and four, on the shared search: every card tried on the same deals.

With three or four hands the exact search of :mod:`.pegging_search` only sees a few plays ahead
and treats every other seat as one enemy. Instead the Expert gives :func:`~..search.paired_choice`
a :class:`PlayGuide`: each playable card is played on the same determinised deals
(:meth:`Game.determinise`, which deals no card a seat that said go could have played), and the
rest of the deal is played out by every seat with a quick sound policy (:func:`quick_play`); what
the card is worth is what its side pegged from then on less what the other sides pegged, and the
game itself once a side may reach the target. Standard's card stays unless another is clearly
better over those deals.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ...engine.actions import Action
from ...engine.cribbage.scoring import play_total
from ...engine.cribbage.state import CribbageGame
from ...engine.cribbage.view import CribbageView
from ...engine.game import Game
from ..search import Guide

WIN = 30.0  # a game won is worth this many points of pegging (it is what the points are for)
_GO = Action("go")


def quick_play(game: CribbageGame, seat: int) -> Action:
    """A sound play at once, from the seat's own cards and the count only: the most points now,
    then a count the next card cannot make fifteen or thirty-one of, then the higher card."""
    legal = game.legal_actions(seat)
    if len(legal) == 1:
        return legal[0]
    pile, count = game.pile, game.pile_count
    best, best_worth = legal[0], -99.0
    for action in legal:
        if not action.cards:
            continue  # a go the seat need not say: keep playing
        card = action.cards[0]
        new = count + card.pips
        worth = play_total([*pile, (seat, card)], new) + card.pips / 100
        if new in (5, 21):
            worth -= 0.6  # a ten-card answers with fifteen or thirty-one
        elif new < 15 and new + 10 >= 15 and new != 5:
            worth -= 0.1 * (10 - (15 - new)) / 10  # the closer to five, the more cards make fifteen
        if worth > best_worth:
            best, best_worth = action, worth
    return best


class PlayGuide(Guide):
    """What the Expert tells the shared search about the rest of a deal's play."""

    def __init__(self, view: CribbageView, rules_sides: int) -> None:
        self.deal = view.deal_number
        self.start = list(view.scores)
        self.sides = view.sides
        self.other = 1.0 / max(1, rules_sides - 1)

    def rollout_action(self, game: Game, seat: int, rng: random.Random) -> Action:
        assert isinstance(game, CribbageGame)
        if game.phase != "play":
            return game.legal_actions(seat)[0]  # not reached: rollouts stop at the deal's end
        return quick_play(game, seat)

    def stop(self, game: Game) -> bool:
        """At the end of the deal (its show counted) or of the game."""
        assert isinstance(game, CribbageGame)
        game.last_deal = self.deal  # the play-out stops at this deal's end: the copy need not deal again
        return game.winner_side is not None or game.deal_number != self.deal

    def values(self, game: Game) -> Sequence[float]:
        assert isinstance(game, CribbageGame)
        gains = [now - then for now, then in zip(game.scores, self.start, strict=True)]
        if game.winner_side is not None:
            gains[game.winner_side] += WIN
        total = sum(gains)
        # my side's gain less the others' mean gain, for every seat
        return [gains[side] - (total - gains[side]) * self.other for side in self.sides]
