"""The play of the cards, searched: the Expert's pegging and the coach's "Hint" during the play.

Determinised search (perfect-information Monte Carlo): the cards the other seats may still hold
are dealt at random from the cards this seat has not seen, consistently with what has been seen
(a seat that said go holds nothing that would have come in), and each such deal is searched
exactly, every seat playing its best, with alpha-beta; the card with the best mean over the deals
is played. Only ranks matter in the play (there is no flush in play), so cards become ranks and a
hand with two cards of a rank offers one choice.

The value is the pegging difference, my side's points minus the others' (in the three-handed game
each opponent counts half). Near the end it is the game: a side that reaches the target wins,
whether by pegging or, once the cards are all played, in the show, counted in the rules' order
(hands from the dealer's left, the dealer's hand, then the crib), so the search pegs out when it
can and blocks an opponent who is about to.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from ...engine.cards import Card, Rank, full_pack
from ...engine.cribbage.rules import CribbageRules
from ...engine.cribbage.view import CribbageView
from .discard_ev import PIPS, ids, show_points

INF = float("inf")
GREEDY_OPP = False
WIN = 1000.0  # a won game outweighs any number of pegging points
_SETS = (0, 0, 2, 6, 12)  # points for the last card making a pair, pair royal, double pair royal
_STEP: dict[tuple[tuple[int, ...], int], tuple[tuple[int, ...], int]] = {}


def play_points(pile: Sequence[int], count: int) -> int:
    """Points for the last rank of ``pile`` (ranks since the count began); ``count`` includes it."""
    pts = 2 if count == 15 or count == 31 else 0
    n = len(pile)
    last = pile[-1]
    same = 1
    while same < n and same < 4 and pile[-same - 1] == last:
        same += 1
    pts += _SETS[same]
    if n >= 3 and same == 1:
        for k in range(n, 2, -1):
            window = pile[-k:]
            if max(window) - min(window) == k - 1 and len(set(window)) == k:
                return pts + k
    return pts


def _trim(pile: tuple[int, ...]) -> tuple[int, ...]:
    """The end of the pile that can still score: the longest stretch of distinct ranks (a run
    cannot reach back past a repeated rank), or the closing pair-run if longer."""
    n = len(pile)
    if n >= 2 and pile[-1] == pile[-2]:
        k = 2
        while k < n and pile[-k - 1] == pile[-1]:
            k += 1
        return pile[-k:]
    seen: set[int] = set()
    i = n - 1
    while i >= 0 and pile[i] not in seen:
        seen.add(pile[i])
        i -= 1
    return pile[i + 1 :]


def step(pile: tuple[int, ...], rank: int) -> tuple[tuple[int, ...], int]:
    """Play ``rank`` on a trimmed pile: the new trimmed pile and the pair and run points (cached)."""
    got = _STEP.get((pile, rank))
    if got is None:
        new = (*pile, rank)
        points = play_points(new, 0)
        if len(_STEP) > 200_000:
            _STEP.clear()
        got = _STEP[(pile, rank)] = (_trim(new), points)
    return got


@dataclass
class Position:
    """A deal of the remaining cards to search: ranks in each seat's hand and the count so far."""

    hands: tuple[tuple[int, ...], ...]
    pile: tuple[int, ...]  # trimmed (see _trim)
    count: int
    turn: int
    gone: int  # bit set of seats that said go in this count
    last: int  # seat that played last in this count, -1 if none
    shows: tuple[int, ...] | None = None  # each seat's show, then the crib's (near the end only)


class PlaySearch:
    """Exact search of one determinised play, from ``me``'s side's point of view.

    Values are what is still to come: points gained from here on, weighted + for my side and -
    for the others, plus or minus WIN when a side reaches the target. Other seats play to make
    the value least (a partner plays to make it most). Positions are memoised: the same cards left
    after different orders of play (at every new count) are searched once.
    """

    def __init__(
        self, rules: CribbageRules, me: int, dealer: int, scores: Sequence[int], depth: int, endgame: bool
    ) -> None:
        n = rules.players
        self.n = n
        self.side = [rules.side_of(s) for s in range(n)]
        mine = self.side[me]
        self.weight = [1.0 if s == mine else -1.0 / (rules.sides - 1) for s in range(rules.sides)]
        self.seat_weight = [self.weight[self.side[s]] for s in range(n)]
        self.friend = [self.side[s] == mine for s in range(n)]
        self.ends_at_first_go = rules.play_ends_at_first_go
        self.endgame = endgame
        self.need = [rules.target - x for x in scores]
        self.dealer = dealer
        self.depth = depth
        self.show_order = [(dealer + i) % n for i in range(1, n + 1)]
        # the seats after each seat in the order of play, ending with the seat itself
        self.rotation = [tuple((seat + i) % n for i in range(1, n + 1)) for seat in range(n)]
        self.memo: dict[tuple[object, ...], tuple[float, float, float]] = {}
        self.nodes = 0

    def outcome(self, side: int) -> float:
        return WIN if self.weight[side] > 0 else -WIN

    def play(self, pos: Position, rank: int, pts: tuple[int, ...]) -> tuple[float, int]:
        """The exact value of ``pos.turn`` playing ``rank`` now, and the points it makes at once."""
        pile, points = step(pos.pile, rank)
        count = pos.count + PIPS[rank]
        gain = points + (2 if count in (15, 31) else 0)
        value = self._after(
            pos.hands, pile, count, pos.turn, pos.gone, rank, gain, pts, pos.shows, self.depth, -INF, INF
        )
        return value, gain

    def _after(
        self,
        hands: tuple[tuple[int, ...], ...],
        pile: tuple[int, ...],
        count: int,
        turn: int,
        gone: int,
        rank: int,
        gain: int,
        pts: tuple[int, ...],
        shows: tuple[int, ...] | None,
        depth: int,
        alpha: float,
        beta: float,
    ) -> float:
        hand = hands[turn]
        i = hand.index(rank)
        child = (*hands[:turn], hand[:i] + hand[i + 1 :], *hands[turn + 1 :])
        value = 0.0
        if gain:
            value = gain * self.seat_weight[turn]
            if self.endgame:
                side = self.side[turn]
                pts = (*pts[:side], pts[side] + gain, *pts[side + 1 :])
                if pts[side] >= self.need[side]:
                    return value + self.outcome(side)  # pegged out: the game is over
            alpha -= value
            beta -= value
        if count < 31:
            for nxt in self.rotation[turn]:
                if not gone >> nxt & 1 and child[nxt]:
                    return value + self._node(
                        child, pile, count, nxt, gone, turn, pts, shows, depth - 1, alpha, beta
                    )
        return value + self._end_count(child, count, turn, pts, shows, depth - 1, alpha, beta)

    def _node(
        self,
        hands: tuple[tuple[int, ...], ...],
        pile: tuple[int, ...],
        count: int,
        turn: int,
        gone: int,
        last: int,
        pts: tuple[int, ...],
        shows: tuple[int, ...] | None,
        depth: int,
        alpha: float,
        beta: float,
    ) -> float:
        hand = hands[turn]
        room = 31 - count
        moves = {r for r in hand if PIPS[r] <= room}
        if not moves:  # go: pass the turn, or close the count
            gone |= 1 << turn
            for nxt in self.rotation[turn]:
                if not gone >> nxt & 1 and hands[nxt]:
                    return self._node(hands, pile, count, nxt, gone, last, pts, shows, depth, alpha, beta)
            return self._end_count(hands, count, last, pts, shows, depth, alpha, beta)
        if depth <= 0:
            return 0.0
        key = (
            (hands, pile, count, turn, gone, last, depth, pts, shows)
            if self.endgame
            else (hands, pile, count, turn, gone, last, depth)
        )
        got = self.memo.get(key)
        if got is not None:
            value, low, high = got  # the true value is known to lie in [low, high]
            if low == high or (low >= beta) or (high <= alpha):
                return value
        self.nodes += 1
        start_alpha, start_beta = alpha, beta
        ordered = []
        for r in moves:
            new_pile, points = step(pile, r)
            new_count = count + PIPS[r]
            gain = points + (2 if new_count == 15 or new_count == 31 else 0)
            ordered.append((gain, r, new_pile, new_count))
        if len(ordered) > 1:
            ordered.sort(reverse=True)  # the most points first: better cut-offs
        if self.friend[turn]:
            best = -INF
            for gain, r, new_pile, new_count in ordered:
                v = self._after(
                    hands, new_pile, new_count, turn, gone, r, gain, pts, shows, depth, alpha, beta
                )
                if v > best:
                    best = v
                    if v > alpha:
                        alpha = v
                        if alpha >= beta:
                            break
        else:
            best = INF
            if GREEDY_OPP:
                top = ordered[0][0]
                ordered = [o for o in ordered if o[0] == top]
            for gain, r, new_pile, new_count in ordered:
                v = self._after(
                    hands, new_pile, new_count, turn, gone, r, gain, pts, shows, depth, alpha, beta
                )
                if v < best:
                    best = v
                    if v < beta:
                        beta = v
                        if alpha >= beta:
                            break
        if best <= start_alpha:
            self.memo[key] = (best, -INF, best)  # failed low: an upper bound
        elif best >= start_beta:
            self.memo[key] = (best, best, INF)  # failed high: a lower bound
        else:
            self.memo[key] = (best, best, best)
        return best

    def _end_count(
        self,
        hands: tuple[tuple[int, ...], ...],
        count: int,
        last: int,
        pts: tuple[int, ...],
        shows: tuple[int, ...] | None,
        depth: int,
        alpha: float,
        beta: float,
    ) -> float:
        value = 0.0
        if last >= 0 and count < 31:  # one for the go, or for the last card
            value = self.seat_weight[last]
            if self.endgame:
                side = self.side[last]
                pts = (*pts[:side], pts[side] + 1, *pts[side + 1 :])
                if pts[side] >= self.need[side]:
                    return value + self.outcome(side)
        if not any(hands) or self.ends_at_first_go:
            return value + self._show(pts, shows)
        for nxt in self.rotation[last if last >= 0 else self.dealer]:
            if hands[nxt]:
                return value + self._node(
                    hands, (), 0, nxt, 0, -1, pts, shows, depth, alpha - value, beta - value
                )
        return value + self._show(pts, shows)

    def _show(self, pts: tuple[int, ...], shows: tuple[int, ...] | None) -> float:
        """The cards are all played: count the show in order; the first side out wins."""
        if not self.endgame or shows is None:
            return 0.0
        got = list(pts)
        for i, seat in enumerate([*self.show_order, self.dealer]):
            side = self.side[seat]
            got[side] += shows[seat if i < self.n else self.n]
            if got[side] >= self.need[side]:
                return self.outcome(side)
        return 0.0


# -- what has been seen -------------------------------------------------------------------------


def go_limits(view: CribbageView, rules: CribbageRules) -> dict[int, int]:
    """For each seat known to have said go, a pip value its cards must all be above.

    A go at count c means every card held was over 31 - c, and the cards held now are a subset.
    Goes are read back from the order of play: a seat passed over in rotation while holding cards
    said go; a count that closed below 31 closed because nobody could come in.
    """
    if not rules.bound_to_play:
        return {}  # a player not bound to play may say go while able: nothing can be inferred
    n = rules.players
    left = [rules.kept] * n
    lowest: dict[int, int] = {}

    def went(seat: int, count: int) -> None:
        if seat != view.seat and left[seat] > 0:
            lowest[seat] = min(lowest.get(seat, 99), count)

    count, prev = 0, -1
    for seat, card in view.played:
        pip = card.rank.pips
        if count + pip > 31:  # everyone holding cards said go at this count
            for s in range(n):
                went(s, count)
            count, prev = 0, -1
        elif prev >= 0:
            s = (prev + 1) % n
            while s != seat:
                went(s, count)
                s = (s + 1) % n
        count += pip
        left[seat] -= 1
        prev = seat
        if count == 31:
            count, prev = 0, -1
    if prev >= 0:
        s = (prev + 1) % n
        while s != view.seat:
            went(s, count)
            s = (s + 1) % n
    for s in view.go_seats:
        went(s, view.count)
    return {s: 31 - c for s, c in lowest.items()}


def unseen(view: CribbageView) -> list[Card]:
    known = set(view.kept) | set(view.laid_out) | set(view.hand) | {c for _, c in view.played}
    if view.starter is not None:
        known.add(view.starter)
    return [c for c in full_pack() if c not in known]


def sample_position(
    view: CribbageView, rules: CribbageRules, rng: random.Random, limits: dict[int, int], with_shows: bool
) -> Position:
    """One deal of the unseen cards to the other seats (and the crib), consistent with the goes."""
    pool = unseen(view)
    rng.shuffle(pool)
    n = view.players
    hands: list[list[Card]] = [[] for _ in range(n)]
    hands[view.seat] = list(view.hand)
    order = sorted((s for s in range(n) if s != view.seat), key=lambda s: -limits.get(s, 0))
    for s in order:
        need = view.hand_counts[s]
        floor = limits.get(s, 0)
        picked = [c for c in pool if c.rank.pips > floor][:need] if floor else pool[:need]
        if len(picked) < need:  # cannot happen if the inference is right; fall back to anything
            picked = pool[:need]
        for c in picked:
            pool.remove(c)
        hands[s] = picked
    shows = None
    if with_shows and view.starter is not None:
        starter = ids([view.starter])[0]
        played: list[list[Card]] = [[] for _ in range(n)]
        for s, c in view.played:
            played[s].append(c)
        shows = [
            show_points(ids(view.kept if s == view.seat else played[s] + hands[s]), starter, is_crib=False)
            for s in range(n)
        ]
        crib = list(view.laid_out) + pool[: view.crib_count - len(view.laid_out)]
        flush_free = rules.crib_flush_without_start
        shows.append(
            show_points(ids(crib), starter, is_crib=True, flush_without_start=flush_free) if crib else 0
        )
    return Position(
        hands=tuple(tuple(sorted(int(c.rank) for c in h)) for h in hands),
        pile=_trim(tuple(int(c.rank) for _, c in view.pile)),
        count=view.count,
        turn=view.seat,
        gone=sum(1 << s for s in view.go_seats),
        last=view.pile[-1][0] if view.pile else -1,
        shows=tuple(shows) if shows is not None else None,
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
) -> PlayValues:
    """Search each playable rank over deals of the unseen cards until ``node_budget`` positions
    have been searched (at least ``min_samples`` deals, at most ``max_samples``)."""
    rules = CribbageRules.from_mapping(view.rules)
    limits = go_limits(view, rules)
    endgame = near_end(view)
    playable = sorted({int(c.rank) for c in view.hand if view.count + c.rank.pips <= 31})
    totals = dict.fromkeys(playable, 0.0)
    immediate = dict.fromkeys(playable, 0.0)
    search = PlaySearch(rules, view.seat, view.dealer, view.scores, depth_for(view), endgame)
    zero = (0,) * rules.sides
    samples = 0
    while samples < max_samples and (samples < min_samples or search.nodes < node_budget):
        pos = sample_position(view, rules, rng, limits, endgame)
        for r in playable:
            value, gain = search.play(pos, r, zero)
            totals[r] += value
            immediate[r] += gain
        samples += 1
    return PlayValues(
        {r: totals[r] / samples for r in playable},
        {r: immediate[r] / samples for r in playable},
        samples,
        search.nodes,
    )


def card_of_rank(hand: Sequence[Card], rank: int) -> Card:
    """The card to play for a chosen rank (any of that rank does the same in the play)."""
    return max((c for c in hand if c.rank == Rank(rank)), key=lambda c: c.suit.value)
