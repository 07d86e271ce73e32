"""The race at Loto's first method, valued: a seat's chance of each prize still open (a row, two rows
on one card, the card) and what the prizes are worth, so every choice at a call has a price.

Peel: "a fourth part of the pool is won by the player who first succeeds in covering one horizontal
row; another fourth part ... two horizontal rows, and the remaining half is reserved for the winner
who first covers the whole of his card." A prize goes to the first seat to complete it, so a seat's
chance of it is the chance that it completes it before every other seat. The knobs still in the bag
come out in an order nobody knows: the chances are counted over ``SAMPLES`` orders drawn from the
random source given (so one position always reads the same), each seat's lines timed by the call at
which their last number comes out.

Two ways of answering the call now are compared on the same orders:

- ``now``: every called number on the seat's cards covered at this call (what the Expert does: a
  cover leads to the others, then to the claims), a line complete now racing the other seats
  complete now, the prize shared among them evenly; a line that still needs a number called at an
  earlier call is behind them (it has one more number to cover first);
- ``late``: "ready" now, so the numbers left bare (and any claim) wait for the next call, where the
  Expert covers them: a line that then needs a bare number at that very call is behind every other
  seat completing the same prize at it (it has one more number to cover first).

The other seats are taken to cover every number called on their cards at this call (they race now).
A round left bare at every call is charged, call by call, what putting the covers off risks at
each (coach review b, 29 November: it read 0.75 counters, a hundredth a call). Peel's covering
counters (``cover_counters``) are left out: each is taken back by whoever covers its number, now or
a call later.
The Expert's choice is the best of these values by a rule that needs no counting (``best_first``):
claim the card, then the quarter prize most others could claim now, then cover (numbers called
earlier first), then say ready; covering never lowers a chance and a claim wins its prize for sure.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from ..engine.actions import Action
from ..engine.loto.view import LotoView

ROW, TWO_ROWS, CARD = "row", "two_rows", "card"
PRIZES = (ROW, TWO_ROWS, CARD)
SAMPLES = 400  # orders of the bag drawn (a chance to within about 5 points); both answers on the same
LATE, NOW = 1, 0  # a line's key is 2 * call + 1 where it is behind at that call (a number to cover)
NEVER = 10**6


@dataclass(frozen=True)
class Race:
    """One seat's race at a call: its chance of each open prize answering ``now`` or ``late``, the
    counters each prize is worth, how many other seats could claim it at this call, and the called
    numbers still bare on the seat's cards."""

    now: dict[str, float]
    late: dict[str, float]
    amounts: dict[str, int]
    rivals: dict[str, int]
    bare: tuple[int, ...]

    def worth(self, chances: dict[str, float]) -> float:
        return sum(self.amounts[p] * chances[p] for p in self.amounts)


def open_prizes(view: LotoView) -> list[str]:
    return [p for p in PRIZES if p in view.prizes and view.prizes[p] is None]


def amounts(view: LotoView) -> dict[str, int]:
    """The counters each open prize takes: a quarter of the pool staked this round for a row and for
    two rows, and the card the rest of the pool (a quarter left unclaimed goes with the card)."""
    pool = view.pools.get("pool", 0)
    prizes = open_prizes(view)
    staked = int(view.rules.get("stake", 12)) * sum(len(c) for c in view.cards)
    quarter = staked // 4
    out = {p: quarter for p in prizes if p != CARD}
    if CARD in prizes:
        out[CARD] = pool - sum(out.values())
    return out


def _lines(view: LotoView, seat: int) -> list[list[frozenset[int]]]:
    return [[frozenset(r) for r in view.card_rows[i]] for i in view.cards[seat]]


def complete(view: LotoView, seat: int, covered: frozenset[int] | set[int]) -> list[str]:
    """The open prizes ``seat``'s lines complete with ``covered``."""
    full = [sum(row <= covered for row in card) for card in _lines(view, seat)]
    all_cards = view.rules.get("full_card", "one_card") == "all_cards"
    done = {ROW: any(f >= 1 for f in full), TWO_ROWS: any(f >= 2 for f in full)}
    done[CARD] = all(f == 3 for f in full) if all_cards else any(f == 3 for f in full)
    return [p for p in open_prizes(view) if done[p]]


def rivals(view: LotoView) -> dict[str, int]:
    """For each open prize, the other seats that could claim it at this call (their lines complete
    with the numbers called)."""
    called = frozenset(view.called)
    out = dict.fromkeys(open_prizes(view), 0)
    for seat in range(len(view.cards)):
        if seat != view.seat:
            for p in complete(view, seat, called):
                out[p] += 1
    return out


def best_first(view: LotoView, legal: Sequence[Action]) -> Action:
    """The Expert's choice at a call, the best of :func:`race`'s values without counting them: the
    card's claim (it takes the whole pool); of the quarters the one more others could claim now (the
    other may wait with less risk; two rows first at equal risk); a cover, a number called earlier
    first; ready last."""
    claims = [a for a in legal if a.kind == "claim"]
    if claims:
        if len(claims) == 1:
            return claims[0]
        others = rivals(view)
        order = {CARD: 0, TWO_ROWS: 1, ROW: 2}
        return min(
            claims,
            key=lambda a: (a.value != CARD, -others.get(str(a.value), 0), order.get(str(a.value), 3)),
        )
    covers = [a for a in legal if a.kind == "cover"]
    late = [a for a in covers if a.value != view.current]
    return (late or covers or list(legal))[0]


def race(view: LotoView, rng: random.Random, samples: int = SAMPLES) -> Race:
    """``view.seat``'s race at this call (see the module's notes)."""
    me = view.seat
    called = frozenset(view.called)
    covered = view.covered[me]
    bare = tuple(n for n in view.called if n in view.my_numbers() and n not in covered)
    prizes = open_prizes(view)
    wanted_prizes = [PRIZES.index(p) for p in prizes]
    all_cards = view.rules.get("full_card", "one_card") == "all_cards"
    early = set(bare) - {view.current}  # bare since an earlier call: late already

    def pending(row: frozenset[int]) -> tuple[int, ...]:
        return (0, *sorted(row - called))  # 0: a number already called, out "at call 0"

    mine = [[(pending(r), *_behind(r, bare, early)) for r in card] for card in _lines(view, me)]
    others = [
        [[pending(r) for r in card] for card in _lines(view, s)] for s in range(len(view.cards)) if s != me
    ]
    wanted = sorted(
        {n for cards in others for card in cards for row in card for n in row[1:]}
        | {n for card in mine for row, *_ in card for n in row[1:]}
    )
    in_bag = 90 - len(called)
    won_now = [0.0, 0.0, 0.0]
    won_late = [0.0, 0.0, 0.0]
    at = [0] * 91  # the call each number comes out at: 0 for those already called
    for _ in range(samples):
        for n, call in zip(wanted, rng.sample(range(1, in_bag + 1), len(wanted)), strict=True):
            at[n] = call
        best = [NEVER, NEVER, NEVER]
        ties = [0, 0, 0]
        for cards in others:
            keys = _keys(
                [sorted([2 * max(map(at.__getitem__, row)) for row in card]) for card in cards], all_cards
            )
            for p in wanted_prizes:
                if keys[p] < best[p]:
                    best[p], ties[p] = keys[p], 1
                elif keys[p] == best[p]:
                    ties[p] += 1
        calls = [[(max(map(at.__getitem__, row)), now, nxt) for row, now, nxt in card] for card in mine]
        now = _keys([sorted([2 * c if c else b for c, b, _ in card]) for card in calls], all_cards)
        late = _keys([sorted([2 * c if c > 1 else 2 + b for c, _, b in card]) for card in calls], all_cards)
        for p in wanted_prizes:
            won_now[p] += _share(now[p], best[p], ties[p])
            won_late[p] += _share(late[p], best[p], ties[p])
    return Race(
        now={p: won_now[PRIZES.index(p)] / samples for p in prizes},
        late={p: won_late[PRIZES.index(p)] / samples for p in prizes},
        amounts=amounts(view),
        rivals=rivals(view),
        bare=bare,
    )


def _share(key: int, best: int, ties: int) -> float:
    """A seat's share of a prize it completes at ``key``, the others' first at ``best`` (``ties`` of them)."""
    if key < best:
        return 1.0
    return 1.0 / (ties + 1) if key == best else 0.0


def _behind(row: frozenset[int], bare: tuple[int, ...], early: set[int]) -> tuple[int, int]:
    """Whether a line of mine completed at this call (answering now) or the next (ready) still needs a
    bare number covered first, which puts it behind the others completing at that call: now, a number
    called before this call; at the next call, any bare number."""
    return (LATE if row & early else NOW, LATE if row & set(bare) else NOW)


def _keys(cards: list[list[int]], all_cards: bool) -> tuple[int, int, int]:
    """When each prize is complete, from each card's rows' keys in order (``2 * call + behind``, call 0
    now): a row, two rows on one card, the card (or all of them)."""
    whole = [c[-1] for c in cards]
    return (
        min(c[0] for c in cards),
        min(c[1] for c in cards),
        max(whole) if all_cards else min(whole),
    )
