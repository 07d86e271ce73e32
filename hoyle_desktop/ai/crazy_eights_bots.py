"""Computer players for Crazy Eights: they see one seat's view and the legal actions only.

* ``easy`` plays any card it may (an eight as soon as any other), naming a suit at random.
* ``greedy`` sheds the costliest card it may play (eights first: fifty points in hand), naming
  the suit it holds most of.
* ``standard`` follows the book's advice: it keeps its eights for last (an eight always goes out),
  plays a card of the suit it holds most of, and names that suit after an eight.
* ``expert`` plans every play by search: each card it may play (an eight with each suit worth
  naming) is tried on the same deals of the cards it cannot see (a player who drew is dealt none he
  could have played), each deal played to its end on a lean copy of the game (crazy_eights_sim)
  by the standard policy, its own seat also keeping the next player in a suit he lacks; a fixed
  400 play-outs a move, in two rounds (every play, then the best two). With penalty points it tries
  only the costliest card of each suit; drawing until playable (a third of the play-outs) it leaves
  the counting play only on a clear paired gain (docs/ai/crazy-eights.md).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Sequence
from functools import partial

from ..engine.actions import Action
from ..engine.cards import SUITS, Card, Rank
from ..engine.crazy_eights.game import CrazyEightsView, penalty
from ..engine.crazy_eights.rules import DRAW_UNTIL, PENALTY, RESHUFFLE, WINNER_SCORES
from .base import InfoSet
from .crazy_eights_sim import PENALTY as PENALTIES
from .crazy_eights_sim import Deal, deal_unseen


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


def clear_gain(mine: Sequence[float], usual: Sequence[float]) -> bool:
    """Whether the paired play-outs (the same deals, in order) show ``mine`` better than ``usual``
    by more than ``UNTIL_Z`` standard errors of the mean difference."""
    diffs = [a - b for a, b in zip(mine, usual, strict=False)]
    n = len(diffs)
    if n < 2:
        return False
    mean = sum(diffs) / n
    sd = (sum((d - mean) ** 2 for d in diffs) / (n - 1)) ** 0.5
    return mean > UNTIL_Z * sd / n**0.5


def costliest_of_each_suit(plain: Sequence[Action]) -> list[Action]:
    """Of the plays of one suit, only the costliest (equals all kept): with penalty points a cheaper
    card kept back costs the difference whenever another player goes out, and the search's deals
    of the unseen cards, every card equally likely anywhere, measured keeping it too cheaply."""
    top: dict[str, int] = {}
    for a in plain:
        c = a.cards[0]
        top[c.suit.value] = max(top.get(c.suit.value, 0), penalty(c))
    return [a for a in plain if penalty(a.cards[0]) == top[a.cards[0].suit.value]]


class CrazyEightsBot:
    def __init__(self, name: str, policy: Callable[..., Action], seed: int = 0) -> None:
        self.name = name
        self.policy = policy
        self.rng = random.Random(seed)

    def choose(self, view: CrazyEightsView, legal: Sequence[Action]) -> Action:
        return self.policy(view, legal, self.rng)


PLAYOUTS = 400  # play-outs a decision, shared among the plays tried
MIN_SAMPLES = 12
UNTIL_SHARE = 3  # drawing until playable: the play-outs are cut to this share (CPU p99 under 50 ms)
NOISE = 0.1  # the chance a play-out seat plays any card it may (nobody plays quite by the book)
AIM = 1  # the searching seat's play-outs aim at the next player's gap
# Drawing until playable (a third of the play-outs), a play leaves the counting play only when its
# paired gain is this many standard errors above nothing (docs/ai/crazy-eights.md).
UNTIL_Z = 1.0
MARGIN = 0.0  # a clear gain, in the value's units per paired sample, to leave the counting play


SUIT_LETTERS = "CDHS"  # Card.index's suit order
RANK_LETTERS = "A23456789TJQK"


class SeatDeals:
    """Deals as one seat sees them, the cards it cannot see dealt again each time: a player who
    drew or passed holds nothing he could have played then, bar the card he drew (drawing one at a
    time). What the view shows is read once; each deal only shuffles."""

    def __init__(self, view: CrazyEightsView) -> None:
        n, seat = view.players, view.seat
        self.seat, self.players = seat, n
        self.until, self.reshuffle = view.drawing == DRAW_UNTIL, view.empty_stock == RESHUFFLE
        self.mine = [c.index for c in view.hand]
        self.pile = [c.index for c in view.discard]
        seen = set(self.mine) | set(self.pile)
        self.unseen = [c for c in range(52) if c not in seen]
        self.others = [(seat + k) % n for k in range(1, n)]
        self.sizes = [view.hand_sizes[s] for s in self.others] + [view.stock_size]
        self.barred: list[tuple[int, int] | None] = []
        self.free: list[int] = []
        for s in self.others:
            mark = view.stuck[s] if len(view.stuck) > s else ""
            if mark:
                rank = RANK_LETTERS.index(mark[1:]) if mark[1:] else -1
                self.barred.append((SUIT_LETTERS.index(mark[0]), rank))
                self.free.append(0 if self.until else min(1, view.hand_sizes[s]))
            else:
                self.barred.append(None)
                self.free.append(0)
        self.barred.append(None)
        self.free.append(0)
        self.called = SUIT_LETTERS.index(view.called) if view.called else -1
        self.turned_eight = view.free
        # Drawing until playable, the suit each player lacks since he last drew (for the play-outs).
        self.gaps: list[int] | None = None
        if self.until:
            self.gaps = [SUIT_LETTERS.index(m[0]) if m else -1 for m in view.stuck] or None

    def deal(self, rng: random.Random) -> Deal:
        dealt = deal_unseen(self.unseen, self.sizes, self.barred, self.free, rng)
        hands: list[list[int]] = [[] for _ in range(self.players)]
        hands[self.seat] = self.mine[:]
        for s, cards in zip(self.others, dealt, strict=False):
            hands[s] = cards
        pile = self.pile[:]
        return Deal(
            hands, dealt[-1], pile, self.called, self.turned_eight, self.seat, self.until, self.reshuffle
        )


def deal_value(deal: Deal, seat: int, scoring: str) -> float:
    """What the deal's end is worth to ``seat``: one game won (the book), or the points the
    profile's scoring gives, in hundreds, against the other players."""
    if scoring in (PENALTY, WINNER_SCORES):
        counts = [sum(PENALTIES[c] for c in h) for h in deal.hands]
        counts[deal.winner] = 0
        n = len(counts)
        if scoring == PENALTY:  # his charge against the others' mean
            return ((sum(counts) - counts[seat]) / (n - 1) - counts[seat]) / 100
        won = sum(counts)
        return (won if deal.winner == seat else -won) / 100
    return 1.0 if deal.winner == seat else 0.0


class ExpertCrazyEightsBot:
    """The whole hand planned by search: every play (an eight with each suit it may name) tried on
    the same deals of the unseen cards, each deal played to its end by the standard policy on a lean
    copy of the game (crazy_eights_sim); the play worth most wins, the counting play
    (:func:`expert_action`) when none is clearly better. A fixed number of play-outs, never a time,
    so a seeded game replays the same on any machine."""

    name = "expert"

    def __init__(self, seed: int = 0, playouts: int = PLAYOUTS) -> None:
        self.rng = random.Random(seed)
        self.playouts = playouts

    def choose(self, view: CrazyEightsView, legal: Sequence[Action]) -> Action:
        return expert_action(view, legal)

    def choose_in(self, info: InfoSet) -> Action:
        view = info.view
        assert isinstance(view, CrazyEightsView)
        return self.search(view, info.legal)

    def search(self, view: CrazyEightsView, legal: Sequence[Action]) -> Action:
        return self.evaluate(view, legal, self.rng)[0][0]

    def evaluate(
        self, view: CrazyEightsView, legal: Sequence[Action], rng: random.Random, value_all: bool = False
    ) -> list[tuple[Action, float | None]]:
        """The plays searched with their values, the Expert's choice first, then best first: the mean
        over paired play-outs of what the deal's end is worth to this seat (:func:`deal_value`: the
        chance of going out first, or the points of the profile's scoring in hundreds). A play
        dropped after the first round is shown no higher than the choice; another eight naming a
        suit tried shares that eight's value. ``None``: nothing searched (one play worth trying),
        unless ``value_all`` (the coach): then that play too is played out from ``rng``."""
        usual = expert_action(view, legal)
        plays = [a for a in legal if a.kind == "play"]
        eights = [a for a in plays if a.cards[0].rank == Rank.EIGHT]
        # Eights are alike once played (only the named suit counts): one of them is tried, naming
        # a suit still held or the one the next player could not follow.
        tried = [a for a in plays if a.cards[0].rank != Rank.EIGHT]
        if view.scoring == PENALTY:
            tried = costliest_of_each_suit(tried)
        if eights:
            eight = eights[0].cards[0]
            held = set(suit_counts(view.hand))
            nxt = view.stuck[(view.seat + 1) % view.players] if view.stuck else ""
            mine = [a for a in eights if a.cards[0] is eight]
            tried += [a for a in mine if a.value in held or nxt.startswith(str(a.value))] or mine[:1]
        if len(tried) < 2:
            if not value_all or not plays:
                return [(usual, None)]
            # The coach asks what the Expert did not weigh: every suit its card may name, played
            # out on the same deals, none shown above its choice.
            named = [usual, *(a for a in plays if a.cards[0] is usual.cards[0] and a != usual)]
            totals = [0.0] * len(named)
            samples = MIN_SAMPLES * 2
            self._sample(view, SeatDeals(view), named, range(len(named)), samples, totals, rng)
            top = totals[0] / samples
            return self._with_alike(
                eights, [(a, min(t / samples, top)) for a, t in zip(named, totals, strict=True)]
            )
        if usual not in tried:
            usual = next((a for a in tried if a.value == usual.value), tried[-1])
        deals = SeatDeals(view)
        # Drawing until playable makes play-outs about three times as long: a third as many.
        playouts = self.playouts // UNTIL_SHARE if deals.until else self.playouts
        totals = [0.0] * len(tried)
        values: list[list[float]] = [[] for _ in tried]
        # Two rounds on a fixed budget: every play on the first half of the play-outs, then the
        # best few share the second half, so the close choices get the most deals.
        rounds = 2 if len(tried) > KEPT else 1
        first = max(MIN_SAMPLES, playouts // (rounds * len(tried)))
        self._sample(view, deals, tried, range(len(tried)), first, totals, rng, values)
        alive = sorted(range(len(tried)), key=lambda i: -totals[i])[:KEPT]
        second = playouts // (2 * KEPT) if rounds == 2 else 0
        if second:
            self._sample(view, deals, tried, alive, second, totals, rng, values)
        best = max(alive, key=lambda i: totals[i])
        here = tried.index(usual)
        if deals.until:
            chosen = best if clear_gain(values[best], values[here]) else here
        else:
            chosen = best if here not in alive or totals[best] - totals[here] >= MARGIN * first else here
        means = [totals[i] / (first + (second if i in alive else 0)) for i in range(len(tried))]
        shown = [means[i] - (0.0 if i == here else MARGIN) for i in range(len(tried))]
        top = shown[chosen]
        # A play dropped after the first round, or one whose gain did not clear the test, is shown
        # no higher than the choice.
        shown = [
            v if i in alive and (i == chosen or not deals.until) else min(v, top) for i, v in enumerate(shown)
        ]
        order = [chosen, *sorted((i for i in range(len(tried)) if i != chosen), key=lambda i: -shown[i])]
        return self._with_alike(eights, [(tried[i], shown[i]) for i in order])

    @staticmethod
    def _with_alike(
        eights: Sequence[Action], valued: list[tuple[Action, float]]
    ) -> list[tuple[Action, float | None]]:
        """``valued`` with, after each eight, the other eights naming the same suit at its value."""
        out: list[tuple[Action, float | None]] = []
        for action, v in valued:
            out.append((action, v))
            if action.cards[0].rank == Rank.EIGHT:
                out += [
                    (a, v) for a in eights if a.value == action.value and a.cards[0] is not action.cards[0]
                ]
        return out

    def _sample(
        self,
        view: CrazyEightsView,
        deals: SeatDeals,
        tried: Sequence[Action],
        which: Sequence[int],
        samples: int,
        totals: list[float],
        rng: random.Random,
        values: list[list[float]] | None = None,
    ) -> None:
        """``samples`` deals of the unseen cards, each played out after every play in ``which``
        with the same luck (paired samples: only the play differs)."""
        aim = view.seat if AIM else -1
        for _ in range(samples):
            base = deals.deal(rng)
            seed = rng.getrandbits(32)
            for i in which:
                a = tried[i]
                deal = base.copy()
                deal.play(a.cards[0].index, SUIT_LETTERS.index(a.value) if a.value else -1)
                if deal.winner < 0:
                    deal.play_out(random.Random(seed), NOISE, aim, deals.gaps)
                v = deal_value(deal, view.seat, view.scoring)
                totals[i] += v
                if values is not None:
                    values[i].append(v)


KEPT = 2  # the plays searched again in the second round


FACTORIES: dict[str, Callable[[int], object]] = {
    "easy": partial(CrazyEightsBot, "easy", choose_easy),
    "greedy": partial(CrazyEightsBot, "greedy", choose_greedy),
    "standard": partial(CrazyEightsBot, "standard", choose_standard),
    "expert": ExpertCrazyEightsBot,
}
