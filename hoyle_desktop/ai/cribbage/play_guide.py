"""The play for three and four, on the shared search: every card tried on the same deals.

With three or four hands the exact search of :mod:`.pegging_search` only sees a few plays ahead
and treats every other seat as one enemy. Instead the Expert gives :func:`~..search.paired_choice`
a :class:`PlayGuide`: each playable card is played on the same determinised deals
(:meth:`Game.determinise`, which deals no card a seat that said go could have played), and the
rest of the deal is played out by every seat with :func:`steady_play`, Standard's own play (the
quicker :func:`quick_play` is a third of a point a deal weaker than Standard at four, and cost the
three-handed search 0.06 points a deal, docs/ai/cribbage.md); what
the card is worth is what its side pegged from then on less what the other sides pegged, and the
game itself once a side may reach the target. Standard's card stays unless another is clearly
better over those deals.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from math import comb

from ...engine.actions import Action
from ...engine.cribbage.scoring import play_total
from ...engine.cribbage.state import CribbageGame
from ...engine.cribbage.view import CribbageView
from ...engine.game import Game
from ..search import Guide
from .discard_ev import PIPS
from .pegging_search import step, trim

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


_CHANCE: dict[tuple[int, int, int], float] = {}


def _holds(size: int, of_rank: int, held: int) -> float:
    """The chance that ``held`` cards drawn from ``size`` unseen hold one of ``of_rank`` cards."""
    key = (size, of_rank, held)
    got = _CHANCE.get(key)
    if got is None:
        got = _CHANCE[key] = 1.0 - comb(size - of_rank, held) / comb(size, held) if held <= size else 1.0
    return got


def steady_play(game: CribbageGame, seat: int) -> Action:
    """Standard's play (:func:`.standard.play`) read straight from a game: the points a card makes
    now, less (or, for a partner, plus) what the next seat to play can expect to answer with, from
    the cards this seat has not seen; on a tie the higher card. As strong as Standard at a few
    times :func:`quick_play`'s cost, so play-outs with it value a card as Standard's own play
    would follow it, not a weaker player's."""
    legal = game.legal_actions(seat)
    if len(legal) == 1:
        return legal[0]
    count, hands, n = game.pile_count, game.hands, game.players
    unseen = [4] * 14
    unseen[0] = 0
    known = 0
    for c in hands[seat]:
        unseen[c.rank] -= 1
        known += 1
    for c in game.laid_out[seat]:
        unseen[c.rank] -= 1
        known += 1
    for _, c in game.played:
        unseen[c.rank] -= 1
        known += 1
    if game.starter is not None:
        unseen[game.starter.rank] -= 1
        known += 1
    size = 52 - known
    nxt = -1
    gone = game.go_seats
    for k in range(1, n):
        s = (seat + k) % n
        if s not in gone and hands[s]:
            nxt = s
            break
    held = len(hands[nxt]) if nxt >= 0 else 0
    sign = 1.0 if nxt >= 0 and game.side_of_seat[nxt] == game.side_of_seat[seat] else -1.0
    pile = trim(tuple([int(c.rank) for _, c in game.pile]))
    best, best_worth = legal[0], -99.0
    tried: set[int] = set()
    for action in legal:
        if not action.cards:
            continue  # a go the seat need not say: keep playing
        r = int(action.cards[0].rank)
        if r in tried:
            continue
        tried.add(r)
        new_pile, points = step(pile, r)
        new = count + PIPS[r]
        worth = points + (2 if new == 15 or new == 31 else 0) + 0.01 * PIPS[r]
        if held and new < 31:
            replies = []
            for r2 in range(1, 14):
                if unseen[r2] and new + PIPS[r2] <= 31:
                    after = new + PIPS[r2]
                    got = step(new_pile, r2)[1] + (2 if after == 15 or after == 31 else 0)
                    if got:
                        replies.append((got, _holds(size, unseen[r2], held)))
            replies.sort(reverse=True)
            expected, none_better = 0.0, 1.0
            for got, chance in replies:
                expected += none_better * chance * got
                none_better *= 1.0 - chance
            worth += sign * expected
        if worth > best_worth:
            best, best_worth = action, worth
    return best


STEADY_AT_THREE = True  # off: three players play out by quick_play, as before issue 26 (for benchmarks)


class PlayGuide(Guide):
    """What the Expert tells the shared search about the rest of a deal's play."""

    def __init__(self, view: CribbageView, rules_sides: int) -> None:
        self.deal = view.deal_number
        self.start = list(view.scores)
        self.sides = view.sides
        self.other = 1.0 / max(1, rules_sides - 1)
        # Every seat plays on as Standard would. Played on by :func:`quick_play` (a third of a
        # point a deal weaker than Standard), the four-handed search only matched Standard.
        self.policy = steady_play if view.players == 4 or STEADY_AT_THREE else quick_play

    def rollout_action(self, game: Game, seat: int, rng: random.Random) -> Action:
        assert isinstance(game, CribbageGame)
        if game.phase != "play":
            return game.legal_actions(seat)[0]  # not reached: rollouts stop at the deal's end
        return self.policy(game, seat)

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
