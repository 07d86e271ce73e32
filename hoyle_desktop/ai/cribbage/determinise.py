"""The play against what the other seats may hold: deals of the unseen cards, each searched.

:func:`evaluate_plays` deals the unseen cards many times and searches each deal exactly with
:mod:`.pegging_search`. Each deal is consistent with all that has been seen: every other seat's
whole hand is one a strong player would have laid out from as it did (keeping the cards it has
since played), and no seat that said go holds a card that would have come in. Only this seat's
view is read.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from ...engine.cards import Card, Rank, full_pack
from ...engine.cribbage.inference import go_limits as engine_go_limits
from ...engine.cribbage.rules import CribbageRules
from ...engine.cribbage.view import CribbageView
from .board import board_for
from .crib_table import crib_value_ids, pegging_value_ids, variant_for
from .discard_ev import ID_OF, PIPS, RANK, best_lay_out, ids, show_points
from .evidence import Decision, decisions, likelihood
from .pegging_search import PlaySearch, Position, step, trim

LAY_OUT_TRIES = 6  # tries at a dealt hand consistent with a seat's plays before dealing uniformly
# Read the other seats' plays (evidence.py): each dealt hand is kept with the chance its plays give it,
# with this many more tries; if none is kept, the likeliest consistent hand tried serves.
PLAY_EVIDENCE = False
EVIDENCE_TRIES = 6
# Near the end, a deal searched to its end worth the chance of winning (board.py). Off: no measured
# gain (docs/ai/cribbage.md); benchmarks switch it on to measure.
BOARD_IN_PLAY = False
TRY_COST = 15  # a try costs about as much time as searching this many positions


def go_limits(view: CribbageView, rules: CribbageRules) -> dict[int, int]:
    """For each seat known to have said go, a pip value its cards must all be above (see
    :func:`~hoyle_desktop.engine.cribbage.inference.go_limits`)."""
    return engine_go_limits(rules, view.played, view.seat, view.go_seats, view.count)


def unseen(view: CribbageView) -> list[Card]:
    known = set(view.kept) | set(view.laid_out) | set(view.hand) | {c for _, c in view.played}
    if view.starter is not None:
        known.add(view.starter)
    return [c for c in full_pack() if c not in known]


def _role(rules: CribbageRules, seat: int, dealer: int) -> str:
    if seat == dealer:
        return "dealer"
    if rules.players == 4:
        return "partner" if rules.side_of(seat) == rules.side_of(dealer) else "opponent"
    return "pone"


def _likely_hand(
    rules: CribbageRules,
    rng: random.Random,
    pool: list[int],
    played: list[int],
    floor: int,
    crib: Callable[[tuple[int, ...]], float],
    kept_value: Callable[[Sequence[int]], float],
    tries: list[int],
    made: Sequence[Decision] = (),
) -> tuple[list[int], tuple[int, ...]] | None:
    """A hand the seat might have been dealt, consistent with its plays and goes, given that it
    laid out as a strong player does and played as one (``made``, its plays so far):
    ``(cards still held, cards laid out)``, or None if a few tries find none (the caller then deals
    uniformly)."""
    extra = rules.hand_size - len(played)
    if extra > len(pool):
        return None
    weigh = bool(made)
    best: tuple[float, list[int], tuple[int, ...]] | None = None
    for _ in range(LAY_OUT_TRIES + (EVIDENCE_TRIES if weigh else 0)):
        tries[0] += 1
        dealt = played + rng.sample(pool, extra)
        kept, given = best_lay_out(dealt, rules.discards_each, crib, kept_value)
        held = [c for c in kept if c not in played]
        if len(held) == len(kept) - len(played) and all(PIPS[RANK[c]] > floor for c in held):
            if not weigh:
                return held, given
            chance = likelihood(made, [RANK[c] for c in held])
            if rng.random() < chance:
                return held, given
            if best is None or chance > best[0]:
                best = (chance, held, given)
    return (best[1], best[2]) if best is not None else None


def sample_position(
    view: CribbageView, rules: CribbageRules, rng: random.Random, limits: dict[int, int], with_shows: bool
) -> Position:
    """One deal of the unseen cards to the other seats (and the crib), consistent with what has
    been seen: each other seat's cards are drawn as a whole dealt hand from which a strong player
    would have laid out as it did, keeping the cards it has played, holding nothing that would have
    come in when it said go."""
    pool = ids(unseen(view))
    rng.shuffle(pool)
    n = view.players
    played: list[list[int]] = [[] for _ in range(n)]
    for s, c in view.played:
        played[s].append(ID_OF[c])
    hands: list[list[int]] = [[] for _ in range(n)]
    hands[view.seat] = ids(view.hand)
    crib = ids(view.laid_out)
    tries = [0]
    variant = variant_for(rules)
    for s in sorted((s for s in range(n) if s != view.seat), key=lambda s: -limits.get(s, 0)):
        need = view.hand_counts[s]
        floor = limits.get(s, 0)
        role = _role(rules, s, view.dealer)
        crib_fn, kept_fn = crib_value_ids(variant, role), pegging_value_ids(variant, role)
        made = decisions(view, s) if PLAY_EVIDENCE else ()
        likely = _likely_hand(rules, rng, pool, played[s], floor, crib_fn, kept_fn, tries, made)
        if likely is not None and len(likely[0]) == need:
            picked, laid = likely
            crib += laid
            for c in laid:
                pool.remove(c)
        else:
            picked = [c for c in pool if PIPS[RANK[c]] > floor][:need] if floor else pool[:need]
            if len(picked) < need:  # cannot happen if the inference is right; fall back to anything
                picked = pool[:need]
        for c in picked:
            pool.remove(c)
        hands[s] = picked
    shows = None
    if with_shows and view.starter is not None:
        starter = ID_OF[view.starter]
        shows = [
            show_points(ids(view.kept) if s == view.seat else played[s] + hands[s], starter, is_crib=False)
            for s in range(n)
        ]
        crib += pool[: view.crib_count - len(crib)]
        flush_free = rules.crib_flush_without_start
        shows.append(show_points(crib, starter, is_crib=True, flush_without_start=flush_free))
    return Position(
        hands=tuple(tuple(sorted(RANK[c] for c in h)) for h in hands),
        pile=trim(tuple(int(c.rank) for _, c in view.pile)),
        count=view.count,
        turn=view.seat,
        gone=sum(1 << s for s in view.go_seats),
        last=view.pile[-1][0] if view.pile else -1,
        shows=tuple(shows) if shows is not None else None,
        tries=tries[0],
    )


def near_end(view: CribbageView) -> bool:
    """Whether any side might reach the target this deal (then the show is searched too)."""
    return max(view.scores) + 45 >= view.target


@dataclass(frozen=True)
class PlayValues:
    """Each playable rank's mean searched value and mean points made at once, over ``samples``."""

    values: dict[int, float]
    immediate: dict[int, float]
    samples: int
    nodes: int
    per_sample: dict[int, list[float]]  # each rank's value in each sampled deal (the same deals)
    # For the coach (``replies``): in what share of the sampled deals the next player can score with
    # his next card after each rank, and what he scores then on average (his best card at once).
    reply_chance: dict[int, float] = field(default_factory=dict)
    reply_points: dict[int, float] = field(default_factory=dict)


def depth_for(view: CribbageView) -> int:
    """Plays searched ahead: all of them while eight cards or fewer are out (the six-card game
    for two from its first card), else a horizon (the tree grows as the product of the hands)."""
    left = sum(view.hand_counts)
    if left <= 8:
        return 99
    return 6 if left <= 11 else 5 if left <= 13 else 4


def evaluate_plays(
    view: CribbageView,
    rng: random.Random,
    max_samples: int = 24,
    node_budget: int = 2500,
    min_samples: int = 4,
    replies: bool = False,
) -> PlayValues:
    """Search each playable rank over deals of the unseen cards until ``node_budget`` positions
    have been searched (at least ``min_samples`` deals, at most ``max_samples``); with ``replies``,
    also what the next player can score at once after each rank in the same deals (no random draw:
    the Expert's choice is the same either way)."""
    rules = CribbageRules.from_mapping(view.rules)
    limits = go_limits(view, rules)
    endgame = near_end(view)
    playable = sorted({int(c.rank) for c in view.hand if view.count + c.rank.pips <= 31})
    per_sample: dict[int, list[float]] = {r: [] for r in playable}
    answers: dict[int, list[int]] = {r: [] for r in playable}
    immediate = dict.fromkeys(playable, 0.0)
    board = board_for(rules) if endgame and BOARD_IN_PLAY else None
    search = PlaySearch(rules, view.seat, view.dealer, view.scores, depth_for(view), endgame, board)
    zero = (0,) * rules.sides
    if not any(k for s, k in enumerate(view.hand_counts) if s != view.seat):
        max_samples = min_samples = 1  # nobody else holds a card: one search is exact
    samples = 0
    while samples < max_samples and (samples < min_samples or search.nodes < node_budget):
        pos = sample_position(view, rules, rng, limits, endgame)
        search.nodes += TRY_COST * pos.tries
        for r in playable:
            value, gain = search.play(pos, r, zero)
            per_sample[r].append(value)
            immediate[r] += gain
            if replies:
                answers[r].append(best_reply(pos, r, view.players))
        samples += 1
    return PlayValues(
        {r: sum(per_sample[r]) / samples for r in playable},
        {r: immediate[r] / samples for r in playable},
        samples,
        search.nodes,
        per_sample,
        {r: sum(1 for p in answers[r] if p > 0) / samples for r in playable} if replies else {},
        {r: sum(answers[r]) / samples for r in playable} if replies else {},
    )


def best_reply(pos: Position, rank: int, players: int) -> int:
    """The most the next player can peg with one card after ``rank`` is played in ``pos`` (0 if
    nothing of his scores, or he cannot play)."""
    pile, count = step(pos.pile, rank)[0], pos.count + PIPS[rank]
    best = 0
    for answer in set(pos.hands[(pos.turn + 1) % players]):
        total = count + PIPS[answer]
        if total <= 31:
            best = max(best, step(pile, answer)[1] + (2 if total in (15, 31) else 0))
    return best


def card_of_rank(hand: Sequence[Card], rank: int) -> Card:
    """The card to play for a chosen rank (any of that rank does the same in the play)."""
    return max((c for c in hand if c.rank == Rank(rank)), key=lambda c: c.suit.value)
