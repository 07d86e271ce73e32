"""Score awareness for laying out: near the end of a game, points are worth what they win.

Far from the end the Expert lays out for the most expected points. Near it:

* **Going out.** If this deal's show (with some pegging) can take its side out, it lays out for
  the best chance of reaching the target, counting its own crib when it deals. Britannica (seed
  001): "towards the end of the game, if the non-dealer has cards that will probably take him out,
  the consideration of baulking the crib need not influence him."
* **Safety when ahead.** Comfortably ahead, it gives the other side's crib less chance of a big
  score (the expected points less a share of the crib's spread).
* **Risk when behind.** Well behind near the end, it prefers the hand with the bigger spread.

Pegging is modelled as a Poisson number of points with the mean for the seat's role; the crib's
spread comes from the shipped table. The play itself is searched with the score in view by
:mod:`.pegging_search`.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from ...engine.cards import Card
from ...engine.cribbage.rules import CribbageRules
from ...engine.cribbage.view import CribbageView
from . import board3
from .board import PONE_CRIB_BASE, PONE_CRIB_SD, Board, board_for, dealer_chances, expected, pone_chances
from .crib_table import OWN_ROLES, discard_key, entry, role_for, variant_for
from .discard_ev import LayOut, Remaining, ids, show_distribution

NEAR = 36  # points from the target at which a side is "near the end"
GO_OUT_CHANCE = 0.25  # below this chance of going out this deal, expected points decide
LEAD = 8  # points ahead (or behind) that call for safety (or risk)
RISK = 0.35  # how much of a standard deviation safety gives up, or risk takes on
# Two hands near the end: lay out for the chance of winning the game (board.py). Off: it measured no
# gain over the rules below in 4,000 games (docs/ai/cribbage.md); benchmarks switch it on to measure.
BOARD_LAY_OUT = False
# Three hands near the end: the same by the three-handed table (board3.py), which weighs both
# opponents' chances of counting out first.
BOARD_THREE = False
BOARD_THREE_PLAY = False  # and what the kept cards are worth in the play moves the seat's own total
TIE = 1e-6  # expected points break near-ties of that chance
CRIB_NODES = ((-1.7320508, 1 / 6), (0.0, 2 / 3), (1.7320508, 1 / 6))  # a normal in three points
# Mean points a side pegs in a deal, by the number of players and the seat's role: measured in
# Expert-against-Expert deals (600 two-handed, 200 three-handed, 150 four-handed).
PEGGING_MEAN = {
    2: {"dealer": 3.2, "pone": 2.1},
    3: {"dealer": 3.6, "pone": 2.4},
    4: {"dealer": 6.0, "partner": 6.0, "opponent": 5.2},
}


@dataclass(frozen=True)
class Judged:
    lay_out: LayOut
    utility: float  # what the Expert maximises: expected points, or the chance of going out
    go_out: float | None = None  # the chance of going out this deal, when that decided the order
    win: float | None = None  # the chance of winning the game, when that decided the order (board.py)


def needs(view: CribbageView) -> tuple[int, int]:
    """Points this seat's side still needs, and the least any other side needs."""
    mine = view.sides[view.seat]
    own = view.target - view.scores[mine]
    others = min(view.target - s for side, s in enumerate(view.scores) if side != mine)
    return own, others


def poisson_tail(mean: float, at_least: int) -> float:
    """P(X >= at_least) for X ~ Poisson(mean)."""
    if at_least <= 0:
        return 1.0
    term = math.exp(-mean)
    below = 0.0
    for k in range(at_least):
        below += term
        term *= mean / (k + 1)
    return max(0.0, 1.0 - below)


def spread(values: Sequence[int]) -> float:
    mean = sum(values) / len(values)
    return math.sqrt(sum((v - mean) ** 2 for v in values) / len(values))


def judge(view: CribbageView, ranked: Sequence[LayOut]) -> list[Judged]:
    """The lay-outs in ``ranked`` (best expected points first) re-ranked for the score."""
    plain = [Judged(lo, lo.total) for lo in ranked]
    own, other = needs(view)
    if own > NEAR and other > NEAR:
        return plain
    rules = CribbageRules.from_mapping(view.rules)
    board = board_for(rules) if BOARD_LAY_OUT else None
    if board is not None:
        return by_board(view, board, ranked)
    board_3 = board3.board_for(rules) if BOARD_THREE else None
    if board_3 is not None:
        return by_board3(view, board_3, ranked)
    role = role_for(view)
    variant = variant_for(rules)
    owns_crib = OWN_ROLES[role] > 0
    starters = Remaining.excluding(ids(view.hand)).cards
    peg_mean = PEGGING_MEAN[rules.players][role]
    judged: list[Judged] = []
    for lo in ranked:
        hand = show_distribution(ids(lo.kept), starters)
        crib_mean, crib_sd = _crib_stats(variant, role, lo.discard)
        counted = crib_mean if owns_crib else 0.0  # the dealer's side counts its crib too
        chance = sum(poisson_tail(peg_mean, math.ceil(own - h - counted)) for h in hand) / len(hand)
        if own + LEAD <= other and not owns_crib:  # safety: less chance of a big crib against
            utility = lo.total - RISK * crib_sd
        elif other + LEAD <= own:  # risk: more chance of a big hand
            utility = lo.total + RISK * spread(hand)
        else:
            utility = lo.total
        judged.append(Judged(lo, utility, chance))
    if max(j.go_out or 0.0 for j in judged) >= GO_OUT_CHANCE:
        # Going out wins: the best chance; expected points only break near-ties.
        judged = [Judged(j.lay_out, (j.go_out or 0.0) + 0.002 * j.lay_out.total, j.go_out) for j in judged]
    else:
        judged = [Judged(j.lay_out, j.utility) for j in judged]  # the chance did not decide
    judged.sort(key=lambda j: -j.utility)
    return judged


def by_board(view: CribbageView, board: Board, ranked: Sequence[LayOut]) -> list[Judged]:
    """Two hands near the end: each lay-out by its chance of winning the game (:mod:`.board`),
    over every starter for the kept hand, with the crib's mean and spread from the tables (three
    points of a normal); expected points break near-ties."""
    mine = view.scores[view.seat]
    other = view.scores[1 - view.seat]
    dealing = view.seat == view.dealer
    starters = Remaining.excluding(ids(view.hand)).cards
    role = role_for(view)
    variant = variant_for(CribbageRules.from_mapping(view.rules))
    shows = [show_distribution(ids(lo.kept), starters) for lo in ranked]
    judged = []
    if dealing:
        chances = dealer_chances(board, mine, other, 80)
        for lo, hand in zip(ranked, shows, strict=True):
            mean, sd = _crib_stats(variant, role, lo.discard)
            base = [h + mean for h in hand]
            win = sum(w * expected(chances, [b + z * sd for b in base]) for z, w in CRIB_NODES)
            judged.append(Judged(lo, win + TIE * lo.total, win=win))
    else:
        # the dealer's total in the table includes an average crib: shift it by this crib's mean
        # above that, and spread it by this crib's spread beyond the average's
        most = max(max(hand) for hand in shows) + 1
        by_shift: dict[int, list[float]] = {}
        for lo, hand in zip(ranked, shows, strict=True):
            mean, sd = _crib_stats(variant, role, lo.discard)
            extra = math.sqrt(max(0.0, sd * sd - PONE_CRIB_SD * PONE_CRIB_SD))
            win = 0.0
            for z, w in CRIB_NODES:
                shift = round(mean - PONE_CRIB_BASE + z * extra)
                if shift not in by_shift:
                    by_shift[shift] = pone_chances(board, mine, other, shift, most)
                win += w * expected(by_shift[shift], hand)
            judged.append(Judged(lo, win + TIE * lo.total, win=win))
    judged.sort(key=lambda j: -j.utility)
    return judged


def by_board3(view: CribbageView, board: board3.Board3, ranked: Sequence[LayOut]) -> list[Judged]:
    """Three hands near the end: each lay-out by its chance of winning the game (:mod:`.board3`),
    over every starter for the kept hand; the dealer's crib by its mean and spread (three points of
    a normal), a non-dealer's by moving the dealer's total by its mean above the usual discard's."""
    dealer = view.dealer
    seats = ((dealer + 1) % 3, (dealer + 2) % 3, dealer)
    scores = [view.scores[view.sides[s]] for s in seats]
    position = seats.index(view.seat)
    starters = Remaining.excluding(ids(view.hand)).cards
    role = role_for(view)
    variant = variant_for(CribbageRules.from_mapping(view.rules))
    judged = []
    by_shift: dict[int, list[float]] = {}
    usual_play = sum(lo.pegging for lo in ranked) / len(ranked)
    value = board3.interpolated if BOARD_THREE_PLAY else expected
    for lo in ranked:
        hand = show_distribution(ids(lo.kept), starters)
        mean, sd = _crib_stats(variant, role, lo.discard)
        play = lo.pegging - usual_play if BOARD_THREE_PLAY else 0.0
        if position == board3.DEALER:
            if 0 not in by_shift:
                by_shift[0] = board3.lay_out_chances(board, position, scores, 29 + 20)
            base = [h + mean + play for h in hand]
            win = sum(w * value(by_shift[0], [b + z * sd for b in base]) for z, w in CRIB_NODES)
        else:
            shift = round(mean - board.crib_base[position])
            if shift not in by_shift:
                by_shift[shift] = board3.lay_out_chances(board, position, scores, 29, shift)
            win = value(by_shift[shift], [h + play for h in hand])
        judged.append(Judged(lo, win + TIE * lo.total, win=win))
    judged.sort(key=lambda j: -j.utility)
    return judged


def _crib_stats(variant: str, role: str, discard: tuple[Card, ...]) -> tuple[float, float]:
    got = entry(variant, role, discard_key(discard))
    return got if got is not None else (0.0, 0.0)
