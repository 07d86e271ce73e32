"""Computer players for Cassino: they see one seat's view and the legal actions only.

* ``easy`` plays any legal card.
* ``greedy`` takes the most cards it can; when it cannot take, it lays down its lowest card.
* ``standard`` follows Peel's advice: secure the Cassinos first, then aces and spades, then as many
  cards as possible (combinations before pairs, save the ten and the two); when it must lay a card
  down it keeps the valuable ones and avoids leaving the next player a sweep.
* ``expert`` plays as standard until the pack is dealt out, then searches the last round (at five
  or six players, once at most sixteen cards are left in the hands):
  information-set Monte Carlo over deals of the cards it cannot see (the other hands), each play
  tried and the deal played out by the standard policy,
  valued by the count it brings (the Cassinos, aces, spades, the cards, sweeps given and denied;
  a partner's gain is its own). It leaves the standard play only for a clear gain.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from functools import partial

from ..engine.actions import Action
from ..engine.cards import Card, Rank, Suit
from ..engine.cassino.captures import captures_of, value
from ..engine.cassino.count import GREAT_CASSINO, LITTLE_CASSINO
from ..engine.cassino.game import CassinoGame, CassinoView, by_rank
from ..engine.game import Game
from .base import InfoSet
from .search import Budget, Guide, search


def worth(card: Card) -> float:
    """What a card is worth in the count, roughly: the Cassinos and aces outright, spades and
    cards towards their majorities."""
    w = 0.25  # towards the most cards (3 points over 52 cards, decided near the middle)
    if card is GREAT_CASSINO:
        w += 2
    elif card is LITTLE_CASSINO:
        w += 1
    if card.rank == Rank.ACE:
        w += 1
    if card.suit == Suit.SPADES:
        w += 0.15
    return w


def sweep_danger(table: Sequence[Card]) -> float:
    """How easily the next player sweeps ``table``: one card takes it all when its cards add up to
    ten or less, or are all of one rank."""
    if not table:
        return 0.0
    total = sum(value(c) for c in table)
    if all(value(c) for c in table) and total <= 10:
        return 1.0
    if len({c.rank for c in table}) == 1:
        return 0.6
    return 0.0


def take_score(action: Action, table: Sequence[Card]) -> float:
    taken = action.cards
    score = sum(worth(c) for c in taken)
    if len(taken) - 1 == len(table):
        score += 1.6  # a sweep
    left = [c for c in table if c not in taken[1:]]
    score -= 1.2 * sweep_danger(left)
    if len(taken) == 2 and taken[0].rank == taken[1].rank and taken[0] not in (GREAT_CASSINO, LITTLE_CASSINO):
        score -= 0.2  # Peel: leave the pairs till last
    return score


def trail_score(action: Action, table: Sequence[Card], hand: Sequence[Card]) -> float:
    card = action.cards[0]
    score = -worth(card) * 1.5
    score -= 3.0 * sweep_danger([*table, card])
    if any(c is not card and c.rank == card.rank for c in hand):
        score += 0.4  # its pair is in hand, to take it back
    if not value(card):
        score += 0.3  # a court card only pairs: it gives no sum away
    return score - value(card) * 0.01


def standard_action(hand: Sequence[Card], table: Sequence[Card], legal: Sequence[Action]) -> Action:
    takes = [a for a in legal if a.kind == "take"]
    if takes:
        return max(takes, key=lambda a: take_score(a, table))
    return max(legal, key=lambda a: trail_score(a, table, hand))


def choose_easy(view: CassinoView, legal: Sequence[Action], rng: random.Random) -> Action:
    return rng.choice(list(legal))


def choose_greedy(view: CassinoView, legal: Sequence[Action], rng: random.Random) -> Action:
    takes = [a for a in legal if a.kind == "take"]
    if takes:
        return max(takes, key=lambda a: len(a.cards))
    return min(legal, key=lambda a: (value(a.cards[0]) or 11, a.cards[0].sort_key))


def choose_standard(view: CassinoView, legal: Sequence[Action], rng: random.Random) -> Action:
    return standard_action(view.hand, view.table, legal)


class CassinoBot:
    def __init__(self, name: str, policy: Callable[..., Action], seed: int = 0) -> None:
        self.name = name
        self.policy = policy
        self.rng = random.Random(seed)

    def choose(self, view: CassinoView, legal: Sequence[Action]) -> Action:
        return self.policy(view, legal, self.rng)


def plain_actions(hand: Sequence[Card], table: Sequence[Card]) -> list[Action]:
    """``CassinoGame.legal_actions`` where nothing is built: every take of each card in hand, then
    the trails of the cards that take nothing, each kind by its card (the engine's order)."""
    loose = frozenset(table)
    takes: list[Action] = []
    trails: list[Action] = []
    for card in by_rank(hand):
        options = captures_of(loose, card)
        if options:
            takes.extend(Action("take", (card, *by_rank(list(o)))) for o in options)
        else:
            trails.append(Action("trail", (card,)))
    return takes + trails


class CountGuide(Guide):
    """Rollouts play the standard policy to the end of the deal; the end is worth each side's share
    of the count (the difference from the best other side, scaled)."""

    def __init__(self, view: CassinoView) -> None:
        self.deal = view.deal
        self.side_of = view.side_of
        self.stock = view.stock_size

    def rollout_action(self, game: Game, seat: int, rng: random.Random) -> Action:
        assert isinstance(game, CassinoGame)
        legal = game.legal_actions(seat)
        if len(legal) > 1 and rng.random() < 0.1:
            return rng.choice(legal)
        return standard_action(game.hands[seat], game.table, legal)

    def play_out(self, game: Game, rng: random.Random) -> None:
        """The quick path, in the last round without builds (where the search runs): the same moves
        as :meth:`rollout_action` through the engine (the same legal actions in the same order, the
        same chance), made straight on the copy's hands, table and piles without events or checks;
        the last card goes through the engine, which ends and counts the deal."""
        assert isinstance(game, CassinoGame)
        if game.cfg.building or game.builds or game.stock:
            super().play_out(game, rng)
            return
        hands, table, piles, sweeps = game.hands, game.table, game.piles, game.sweeps
        while not self.stop(game):
            seat = game.actor
            hand = hands[seat]
            if sum(len(h) for h in hands) <= 1:
                game.apply(seat, self.rollout_action(game, seat, rng))
                continue
            legal = plain_actions(hand, table)
            if len(legal) > 1 and rng.random() < 0.1:
                action = rng.choice(legal)
            else:
                action = standard_action(hand, table, legal)
            card = action.cards[0]
            hand.remove(card)
            if action.kind == "take":
                for c in action.cards[1:]:
                    table.remove(c)
                side = game.cfg.side(seat)
                piles[side].extend(action.cards)
                game.last_taker = seat
                if not table:
                    sweeps[side] += 1
            else:
                table.append(card)
            game.actor = (seat + 1) % game.players

    def stop(self, game: Game) -> bool:
        assert isinstance(game, CassinoGame)
        # The end of the round of hands in play (the next four each are a new problem), or of the deal.
        return game.is_over() or game.deals_done >= self.deal or len(game.stock) < self.stock

    def values(self, game: Game) -> Sequence[float]:
        assert isinstance(game, CassinoGame)
        log = game.deal_log()
        points = log[self.deal - 1].get("points") if len(log) >= self.deal else None
        if points is None:  # cut short: what the piles hold so far, each card at its worth
            points = [
                sum(worth(c) for c in pile) + sweeps
                for pile, sweeps in zip(game.piles, game.sweeps, strict=True)
            ]
        out = []
        for seat in range(game.players):
            mine = points[self.side_of[seat]]
            best_other = max((p for s, p in enumerate(points) if s != self.side_of[seat]), default=0)
            out.append(max(-1.0, min(1.0, (mine - best_other) / 11)))
        return out


BUDGET = Budget(iterations=48)  # iterations only: a time limit would make games depend on the machine
# Cards left in all hands when the search starts: four players' last round; five or six players
# play their last round's first cards as Standard (each search plays no longer deals out than at four).
SEARCH_CARDS = 16
MARGIN = 0.03


def searched(view: CassinoView) -> bool:
    """Whether the Expert searches here (the last round) rather than play the standard policy."""
    return view.stock_size == 0 and sum(view.hand_sizes) <= SEARCH_CARDS


class ExpertCassinoBot:
    name = "expert"

    def __init__(self, seed: int = 0, budget: Budget | None = None) -> None:
        self.rng = random.Random(seed)
        self.budget = budget or BUDGET

    def choose(self, view: CassinoView, legal: Sequence[Action]) -> Action:
        return standard_action(view.hand, view.table, legal)

    def choose_in(self, info: InfoSet) -> Action:
        return self.evaluate(info, self.rng)[0][0]

    def evaluate(self, info: InfoSet, rng: random.Random) -> list[tuple[Action, float]]:
        """Every legal action with its value, the Expert's choice first, then best first. Until the
        pack is dealt out, the standard policy's own reckoning (:func:`take_score`, or
        :func:`trail_score` for a card laid down, shown no higher than the least take while a take
        is possible: a card that can take, takes); in the last round, the search's mean of the
        count each play brings against the best other side (``CountGuide``, about -1 to 1), any
        action but the chosen one shown no higher than it (the search chooses by its visits, and
        leaves the standard play only for a clear gain)."""
        view = info.view
        assert isinstance(view, CassinoView)
        legal = list(info.legal)
        usual = standard_action(view.hand, view.table, legal)
        if len(legal) == 1:
            return [(usual, 0.0)]
        # The search is kept for the end of the deal (the last round of hands): where the last take,
        # the majorities and the sweeps are decided, and where deals of the unseen cards are fewest.
        if not searched(view):
            takes = [a for a in legal if a.kind == "take"]
            values = {a: take_score(a, view.table) for a in takes}
            floor = min(values.values(), default=None)
            for a in legal:
                if a.kind != "take":
                    score = trail_score(a, view.table, view.hand)
                    values[a] = score if floor is None else min(score, floor)
            chosen = usual
        else:
            found = search(info, rng, CountGuide(view), self.budget, tree_depth=1)
            values = dict(found.values)
            departs = found.values.get(found.action, 0.0) - found.values.get(usual, -1.0) >= MARGIN
            chosen = found.action if departs else usual
            values = {a: min(v, values[chosen]) for a, v in values.items()}
        rest = sorted((a for a in legal if a != chosen), key=lambda a: -values[a])
        return [(chosen, values[chosen]), *((a, values[a]) for a in rest)]


FACTORIES: dict[str, Callable[[int], object]] = {
    "easy": partial(CassinoBot, "easy", choose_easy),
    "greedy": partial(CassinoBot, "greedy", choose_greedy),
    "standard": partial(CassinoBot, "standard", choose_standard),
    "expert": ExpertCassinoBot,
}
