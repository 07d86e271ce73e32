"""Computer players for Crazy Eights: they see one seat's view and the legal actions only.

* ``easy`` plays any card it may (an eight as soon as any other), naming a suit at random.
* ``greedy`` sheds the costliest card it may play (eights first: fifty points in hand), naming
  the suit it holds most of.
* ``standard`` follows the book's advice: it keeps its eights for last (an eight always goes out),
  plays a card of the suit it holds most of, and names that suit after an eight.
* ``expert`` counts suits (what has been played and what each player could not follow) and, near
  the end, searches: every play tried on the same deals of the cards it cannot see (a player who
  drew is dealt none he could have played), each deal played to its end by the standard policy.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Sequence
from functools import partial

from ..engine.actions import Action
from ..engine.cards import SUITS, Card, Rank
from ..engine.crazy_eights.game import CrazyEightsGame, CrazyEightsView, hand_penalty, penalty
from ..engine.crazy_eights.rules import PENALTY, WINNER_SCORES
from ..engine.game import Game
from .base import InfoSet
from .search import Budget, Guide, paired_choice


def suit_counts(hand: Sequence[Card]) -> Counter[str]:
    """How many cards of each suit the hand holds, eights left out (they follow any suit)."""
    return Counter(c.suit.value for c in hand if c.rank != Rank.EIGHT)


def best_suit(hand: Sequence[Card], unseen: Counter[str] | None = None) -> str:
    """The suit to name: the one held most, then the one with fewest cards still unseen."""
    counts = suit_counts(hand)
    order = [s.value for s in SUITS]
    unseen = unseen or Counter()
    return max(order, key=lambda s: (counts[s], -unseen[s], -order.index(s)))


def choose_easy(view: CrazyEightsView, legal: Sequence[Action], rng: random.Random) -> Action:
    return rng.choice(list(legal))


def choose_greedy(view: CrazyEightsView, legal: Sequence[Action], rng: random.Random) -> Action:
    plays = [a for a in legal if a.kind == "play"]
    if not plays:
        return legal[0]
    suit = best_suit([c for c in view.hand if c not in plays[0].cards] or list(view.hand))
    top = max(penalty(a.cards[0]) for a in plays)
    costly = [a for a in plays if penalty(a.cards[0]) == top]
    for a in costly:
        if a.value is None or a.value == suit:
            return a
    return costly[0]


def standard_action(hand: Sequence[Card], legal: Sequence[Action]) -> Action:
    """Keep eights; play from the suit held most (a rank change to it if possible); the costliest
    of equals; after an eight name the suit held most."""
    plays = [a for a in legal if a.kind == "play"]
    if not plays:
        return legal[0]
    plain = [a for a in plays if a.cards[0].rank != Rank.EIGHT]
    if plain:
        counts = suit_counts(hand)
        return max(
            plain, key=lambda a: (counts[a.cards[0].suit.value], penalty(a.cards[0]), -a.cards[0].sort_key)
        )
    eight = plays[0].cards[0]
    rest = [c for c in hand if c is not eight]
    suit = best_suit(rest) if rest else eight.suit.value
    return next(a for a in plays if a.cards[0] is eight and a.value == suit)


def choose_standard(view: CrazyEightsView, legal: Sequence[Action], rng: random.Random) -> Action:
    return standard_action(view.hand, legal)


def expert_action(view: CrazyEightsView, legal: Sequence[Action]) -> Action:
    """The standard play, but aimed at the next player's gaps: a player who drew or passed could
    follow neither the suit nor the rank then in play (and held no eight), so a card of that suit
    and rank, or an eight naming that suit, is likely to make him draw again."""
    plays = [a for a in legal if a.kind == "play"]
    nxt = (view.seat + 1) % view.players
    stuck = view.stuck[nxt] if len(view.stuck) > nxt else ""
    if not plays or not stuck:
        return standard_action(view.hand, legal)
    suit, rank = stuck[0], stuck[1:]
    counts = suit_counts(view.hand)

    def score(a: Action) -> tuple[float, ...]:
        c = a.cards[0]
        if c.rank == Rank.EIGHT:
            named = a.value == suit and counts[suit] > 0
            return (0.5 if named else -1.0, counts[str(a.value)], 0.0)
        # Staying in his missing suit leaves him one rank to hold; moving to his missing rank
        # leaves him a whole suit: the suit counts far more.
        gap = (c.suit.value == suit) * 1.0 + (c.rank.letter == rank) * 0.3
        return (gap + counts[c.suit.value] * 0.2, penalty(c), -c.sort_key)

    plain = [a for a in plays if a.cards[0].rank != Rank.EIGHT]
    best = max(plays, key=score)
    if best.cards[0].rank == Rank.EIGHT and plain and score(best)[0] < 1.0:
        return standard_action(view.hand, legal)  # an eight is kept unless it shuts the next player out
    return best


class CrazyEightsBot:
    def __init__(self, name: str, policy: Callable[..., Action], seed: int = 0) -> None:
        self.name = name
        self.policy = policy
        self.rng = random.Random(seed)

    def choose(self, view: CrazyEightsView, legal: Sequence[Action]) -> Action:
        return self.policy(view, legal, self.rng)


class DealGuide(Guide):
    """Rollouts play the standard policy to the end of the deal; the deal's end is worth +1 to its
    winner, less what each seat's cards would cost it under the profile's scoring."""

    def __init__(self, view: CrazyEightsView) -> None:
        self.deal = view.deal
        self.scores = view.scores
        self.scoring = view.scoring

    def rollout_action(self, game: Game, seat: int, rng: random.Random) -> Action:
        legal = game.legal_actions(seat)
        if len(legal) > 1 and rng.random() < 0.1:
            return rng.choice(legal)
        assert isinstance(game, CrazyEightsGame)
        return standard_action(game.hands[seat], legal)

    def stop(self, game: Game) -> bool:
        assert isinstance(game, CrazyEightsGame)
        return game.is_over() or game.deals_done >= self.deal

    def values(self, game: Game) -> Sequence[float]:
        assert isinstance(game, CrazyEightsGame)
        n = game.players
        if game.deals_done < self.deal:  # cut short: the lightest hand is ahead
            costs = [hand_penalty(h) for h in game.hands]
            low = min(costs)
            return [0.5 if costs[s] == low else -0.5 for s in range(n)]
        delta = [game.scores[s] - self.scores[s] for s in range(n)]
        if self.scoring == PENALTY:
            won = [d == 0 for d in delta]
            return [(1.0 if won[s] else -0.3) - min(delta[s], 100) / 150 for s in range(n)]
        if self.scoring == WINNER_SCORES:
            top = max(delta)
            return [(0.6 if delta[s] == top else -0.3) + min(delta[s], 100) / 250 for s in range(n)]
        top = max(delta)
        return [1.0 if delta[s] == top else -1.0 / (n - 1) for s in range(n)]


BUDGET = Budget(iterations=240)  # play-outs only: a time limit would make games depend on the machine


class ExpertCrazyEightsBot:
    name = "expert"

    def __init__(self, seed: int = 0, budget: Budget | None = None) -> None:
        self.rng = random.Random(seed)
        self.budget = budget or BUDGET

    def choose(self, view: CrazyEightsView, legal: Sequence[Action]) -> Action:
        return expert_action(view, legal)

    def choose_in(self, info: InfoSet) -> Action:
        legal = info.legal
        view = info.view
        assert isinstance(view, CrazyEightsView)
        usual = expert_action(view, legal)
        if len(legal) == 1 or not endgame(view):
            return usual
        # Every play tried on the same deals of the unseen cards; the search must show a clear
        # gain to leave the usual play (noise is not a reason).
        return paired_choice(info, self.rng, DealGuide(view), self.budget.iterations, usual, MARGIN)


MARGIN = 0.04  # in the value's units, per paired sample


def endgame(view: CrazyEightsView) -> bool:
    """The endgame: some hand (this seat's or another's) is down to a few cards."""
    return min(view.hand_sizes) <= ENDGAME_CARDS or len(view.hand) <= ENDGAME_CARDS


ENDGAME_CARDS = 3


FACTORIES: dict[str, Callable[[int], object]] = {
    "easy": partial(CrazyEightsBot, "easy", choose_easy),
    "greedy": partial(CrazyEightsBot, "greedy", choose_greedy),
    "standard": partial(CrazyEightsBot, "standard", choose_standard),
    "expert": ExpertCrazyEightsBot,
}
