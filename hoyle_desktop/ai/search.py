"""Search for any game: information-set Monte Carlo tree search over determinised deals.

Written once for every game's Expert (Cowling, Powley and Whitehouse's single-observer IS-MCTS).
Each iteration deals the cards the searching seat cannot see again (``Game.determinise``), walks
down one shared tree choosing among the actions legal in that deal (UCB1, counting how often each
action was available), adds one new node, plays on with a rollout policy until the guide says stop
(the end of the game, of a deal, or a few plays), and credits every node on the way with the value
to the seat that chose it. The answer is the root action chosen most often.

A game tunes it through a :class:`Guide`: the rollout policy, when a rollout stops, and what a
position is worth to each seat. The defaults play at random to the end of the game and score the
stakes. The budget is a number of iterations, a time, or both (whichever ends first).
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from ..engine.actions import Action
from ..engine.game import Game
from .base import InfoSet


class Guide:
    """What a game's Expert tells the search. Subclass and override what the game needs."""

    def rollout_action(self, game: Game, seat: int, rng: random.Random) -> Action:
        """The rollout policy: an action for ``seat`` (to act in ``game``). Default: any legal one."""
        return rng.choice(game.legal_actions(seat))

    def play_out(self, game: Game, rng: random.Random) -> None:
        """Play ``game`` on with the rollout policy until :meth:`stop`. A game's guide may override
        it with a quicker path through the engine's own state (the same moves, no checks)."""
        while not self.stop(game):
            seat = game.seats_to_act()[0]
            game.apply(seat, self.rollout_action(game, seat, rng))

    def stop(self, game: Game) -> bool:
        """Whether a rollout stops at ``game``. A guide is made for one decision, so it may hold
        what it needs from the seat's view (the deal being played, the scores)."""
        return game.is_over()

    def values(self, game: Game) -> Sequence[float]:
        """What ``game`` is worth to each seat, about -1 to 1. Default: the stakes of a finished
        game, scaled by the largest."""
        result = game.result()
        if result is None:
            return [0.0] * game.players
        scale = max(1, *(abs(s) for s in result.stakes))
        return [s / scale for s in result.stakes]


@dataclass(frozen=True)
class Budget:
    iterations: int = 500
    seconds: float | None = None  # wall time, checked between iterations


@dataclass
class Node:
    seat: int  # the seat whose action led here (credited with the value)
    visits: int = 0
    total: float = 0.0
    available: int = 0  # how often this node's action was legal when its parent was reached
    children: dict[Action, Node] = field(default_factory=dict)


@dataclass(frozen=True)
class SearchResult:
    action: Action
    visits: dict[Action, int]
    values: dict[Action, float]  # mean value to the searching seat
    iterations: int


def search(
    info: InfoSet,
    rng: random.Random,
    guide: Guide | None = None,
    budget: Budget = Budget(),
    exploration: float = 0.7,
    tree_depth: int = 64,
) -> SearchResult:
    """The action for ``info.seat`` the search prefers. ``tree_depth`` 1 is flat Monte Carlo
    (UCB1 over the root's actions, every deal rolled out from there)."""
    guide = guide or Guide()
    legal = list(info.legal)
    if len(legal) == 1:
        return SearchResult(legal[0], {legal[0]: 0}, {legal[0]: 0.0}, 0)
    root = Node(seat=-1)
    deadline = None if budget.seconds is None else time.perf_counter() + budget.seconds
    done = 0
    while done < budget.iterations and (deadline is None or time.perf_counter() < deadline):
        _iterate(info, root, rng, guide, exploration, tree_depth)
        done += 1
    counts = {a: (root.children[a].visits if a in root.children else 0) for a in legal}
    means = {a: (n.total / n.visits if (n := root.children.get(a)) and n.visits else 0.0) for a in legal}
    best = max(legal, key=lambda a: (counts[a], means[a]))  # first of equals: the game's order
    return SearchResult(best, counts, means, done)


def _iterate(info: InfoSet, root: Node, rng: random.Random, guide: Guide, c: float, tree_depth: int) -> None:
    game = info.sample(rng)
    node, path, depth = root, [root], 0
    while not guide.stop(game):
        seat = game.seats_to_act()[0]
        legal = game.legal_actions(seat)
        if depth >= tree_depth:
            break
        untried = [a for a in legal if a not in node.children]
        if untried:
            action = untried[rng.randrange(len(untried))]
            child = node.children[action] = Node(seat=seat)
            for a in legal:
                if (ch := node.children.get(a)) is not None:
                    ch.available += 1
            game.apply(seat, action)
            path.append(child)
            break
        best, best_score = legal[0], -math.inf
        for a in legal:
            ch = node.children[a]
            ch.available += 1
            score = ch.total / ch.visits + c * math.sqrt(math.log(ch.available) / ch.visits)
            if score > best_score:
                best, best_score = a, score
        node = node.children[best]
        game.apply(seat, best)
        path.append(node)
        depth += 1
    guide.play_out(game, rng)
    values = guide.values(game)
    for n in path[1:]:
        n.visits += 1
        n.total += values[n.seat]


# Sees one paired play-out once it is finished: the action tried, the copy as it ended, its value.
Observer = Callable[[Action, Game, float], None]


def paired_choice(
    info: InfoSet,
    rng: random.Random,
    guide: Guide,
    playouts: int,
    default: Action,
    margin: float,
    candidates: Sequence[Action] | None = None,
) -> Action:
    """Flat Monte Carlo on paired samples: every legal action is played out on the same deal of the
    unseen cards with the same rollout chance, so the luck of the deal cancels between actions and
    only the choice differs. ``playouts`` is a fixed count (never a time: a seeded game replays the
    same on any machine). The answer is ``default`` unless another action looks better by more than
    ``margin`` a sample. ``candidates``: the actions to compare, if not every legal one (one of
    several that play alike); ``default`` must be among them."""
    totals, samples = _paired_totals(info, rng, guide, playouts, candidates)
    best = max(totals, key=lambda a: totals[a])  # first of equals: the game's order
    return best if totals[best] - totals[default] >= margin * samples else default


def paired_values(
    info: InfoSet,
    rng: random.Random,
    guide: Guide,
    playouts: int,
    candidates: Sequence[Action] | None = None,
    observe: Observer | None = None,
) -> dict[Action, float]:
    """Each candidate's mean value for ``info``'s seat over the paired play-outs of
    :func:`paired_choice` (the same deals and chance for every action; the coach shows these).
    ``observe(action, game, value)``, if given, sees each play-out's finished copy and its value
    (the coach reads what happened in it; it must not change the copy or draw on ``rng``)."""
    totals, samples = _paired_totals(info, rng, guide, playouts, candidates, observe)
    return {action: total / samples for action, total in totals.items()}


def _paired_totals(
    info: InfoSet,
    rng: random.Random,
    guide: Guide,
    playouts: int,
    candidates: Sequence[Action] | None,
    observe: Observer | None = None,
) -> tuple[dict[Action, float], int]:
    legal = list(info.legal if candidates is None else candidates)
    totals = dict.fromkeys(legal, 0.0)
    samples = max(2, playouts // len(legal))
    for _ in range(samples):
        deal = info.sample(rng)
        seed = rng.getrandbits(32)
        for action in legal:
            game = deal.clone()
            game.rng = random.Random(seed)
            game.apply(info.seat, action)
            guide.play_out(game, random.Random(seed))
            value = guide.values(game)[info.seat]
            totals[action] += value
            if observe is not None:
                observe(action, game, value)
    return totals, samples
