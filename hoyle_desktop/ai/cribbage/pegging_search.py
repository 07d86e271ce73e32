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

WIN = 1000.0  # a won game outweighs any number of pegging points
_SETS = (0, 0, 2, 6, 12)  # points for the last card making a pair, pair royal, double pair royal


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


@dataclass
class Position:
    """A deal of the remaining cards to search: ranks in each seat's hand and the count so far."""

    hands: list[tuple[int, ...]]
    pile: tuple[int, ...]
    count: int
    turn: int
    gone: int  # bit set of seats that said go in this count
    last: int  # seat that played last in this count, -1 if none
    shows: list[int] | None = None  # show total of each seat's hand, then the crib (endgame only)


class PlaySearch:
    """Alpha-beta over one determinised deal of the play, from ``me``'s side's point of view."""

    def __init__(self, rules: CribbageRules, me: int, dealer: int, scores: Sequence[int], depth: int) -> None:
        n = rules.players
        self.n = n
        self.side = [rules.side_of(s) for s in range(n)]
        mine = self.side[me]
        others = rules.sides - 1
        self.weight = [1.0 if s == mine else -1.0 / others for s in range(rules.sides)]
        self.friend = [self.side[s] == mine for s in range(n)]
        self.ends_at_first_go = rules.play_ends_at_first_go
        self.target = rules.target
        self.scores = list(scores)
        self.need = [rules.target - x for x in scores]
        self.dealer = dealer
        self.depth = depth
        self.nodes = 0
        self.show_order = [(dealer + i) % n for i in range(1, n + 1)]

    def outcome(self, side: int) -> float:
        return WIN if self.weight[side] > 0 else -WIN

    def run(self, pos: Position, pts: list[int]) -> float:
        return self._node(
            pos.hands,
            pos.pile,
            pos.count,
            pos.turn,
            pos.gone,
            pos.last,
            pts,
            pos.shows,
            self.depth,
            -1e9,
            1e9,
        )

    def value_of(self, pts: list[int]) -> float:
        return sum(w * p for w, p in zip(self.weight, pts, strict=True))

    def _show(self, pts: list[int], shows: list[int] | None) -> float:
        """The cards are all played: count the show in order; the first side out wins."""
        if shows is not None:
            got = list(pts)
            for i, seat in enumerate([*self.show_order, self.dealer]):
                side = self.side[seat]
                got[side] += shows[seat if i < self.n else self.n]
                if got[side] >= self.need[side]:
                    return self.outcome(side) + self.value_of(pts)
        return self.value_of(pts)

    def _node(
        self,
        hands: list[tuple[int, ...]],
        pile: tuple[int, ...],
        count: int,
        turn: int,
        gone: int,
        last: int,
        pts: list[int],
        shows: list[int] | None,
        depth: int,
        alpha: float,
        beta: float,
    ) -> float:
        self.nodes += 1
        hand = hands[turn]
        moves = sorted({r for r in hand if count + PIPS[r] <= 31})
        if not moves:  # go: pass the turn, or close the count
            gone |= 1 << turn
            nxt = self._next(hands, gone, count, turn)
            if nxt >= 0:
                return self._node(hands, pile, count, nxt, gone, last, pts, shows, depth, alpha, beta)
            return self._end_count(hands, count, last, pts, shows, depth, alpha, beta)
        if depth <= 0:
            return self.value_of(pts)
        maximise = self.friend[turn]
        best = -1e9 if maximise else 1e9
        scored = []
        for r in moves:
            new_pile = (*pile, r)
            new_count = count + PIPS[r]
            scored.append((play_points(new_pile, new_count), r, new_pile, new_count))
        scored.sort(key=lambda t: -t[0])  # likely-best first: better cut-offs
        for gain, r, new_pile, new_count in scored:
            value = self.play(
                hands, new_pile, new_count, turn, gone, r, gain, pts, shows, depth - 1, alpha, beta
            )
            if maximise:
                if value > best:
                    best = value
                    if best > alpha:
                        alpha = best
            elif value < best:
                best = value
                if best < beta:
                    beta = best
            if alpha >= beta:
                break
        return best

    def play(
        self,
        hands: list[tuple[int, ...]],
        pile: tuple[int, ...],
        count: int,
        turn: int,
        gone: int,
        rank: int,
        gain: int,
        pts: list[int],
        shows: list[int] | None,
        depth: int,
        alpha: float = -1e9,
        beta: float = 1e9,
    ) -> float:
        """The value after ``turn`` plays ``rank`` (``pile`` and ``count`` already include it)."""
        hand = hands[turn]
        i = hand.index(rank)
        child = list(hands)
        child[turn] = hand[:i] + hand[i + 1 :]
        if gain:
            side = self.side[turn]
            pts = list(pts)
            pts[side] += gain
            if pts[side] >= self.need[side]:
                return self.outcome(side) + self.value_of(pts)  # pegged out: the game is over
        nxt = self._next(child, gone, count, turn)
        if nxt >= 0:
            return self._node(child, pile, count, nxt, gone, turn, pts, shows, depth, alpha, beta)
        return self._end_count(child, count, turn, pts, shows, depth, alpha, beta)

    def _next(self, hands: list[tuple[int, ...]], gone: int, count: int, seat: int) -> int:
        """The next seat to play in this count after ``seat``, or -1 if the count is closed."""
        if count >= 31:
            return -1
        n = self.n
        for step in range(1, n + 1):
            nxt = (seat + step) % n
            if not gone >> nxt & 1 and hands[nxt]:
                return nxt
        return -1

    def _end_count(
        self,
        hands: list[tuple[int, ...]],
        count: int,
        last: int,
        pts: list[int],
        shows: list[int] | None,
        depth: int,
        alpha: float,
        beta: float,
    ) -> float:
        if last >= 0 and count < 31:  # one for the go, or for the last card
            side = self.side[last]
            pts = list(pts)
            pts[side] += 1
            if pts[side] >= self.need[side]:
                return self.outcome(side) + self.value_of(pts)
        if not any(hands) or self.ends_at_first_go:
            return self._show(pts, shows)
        n = self.n
        leader = last if last >= 0 else self.dealer
        for step in range(1, n + 1):
            nxt = (leader + step) % n
            if hands[nxt]:
                return self._node(hands, (), 0, nxt, 0, -1, pts, shows, depth, alpha, beta)
        return self._show(pts, shows)


# -- what has been seen -------------------------------------------------------------------------


def go_limits(view: CribbageView, rules: CribbageRules) -> dict[int, int]:
    """For each seat known to have said go, the highest pip value it can still hold.

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
    order = sorted((s for s in range(n) if s != view.seat), key=lambda s: limits.get(s, 99))
    for s in order:
        need = view.hand_counts[s]
        cap = limits.get(s, 99)
        picked = [c for c in pool if c.rank.pips <= cap][:need] if s in limits else pool[:need]
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
        hands=[tuple(sorted(int(c.rank) for c in h)) for h in hands],
        pile=tuple(int(c.rank) for _, c in view.pile),
        count=view.count,
        turn=view.seat,
        gone=sum(1 << s for s in view.go_seats),
        last=view.pile[-1][0] if view.pile else -1,
        shows=shows,
    )


def near_end(view: CribbageView) -> bool:
    """Whether any side might reach the target this deal (then the show is searched too)."""
    return max(view.scores) + 45 >= view.target


def evaluate_plays(
    view: CribbageView, rng: random.Random, samples: int, depth: int = 99
) -> dict[int, tuple[float, float]]:
    """Mean search value and mean immediate points of each playable rank, over ``samples`` deals."""
    rules = CribbageRules.from_mapping(view.rules)
    limits = go_limits(view, rules)
    endgame = near_end(view)
    playable = sorted({int(c.rank) for c in view.hand if view.count + c.rank.pips <= 31})
    totals = dict.fromkeys(playable, 0.0)
    immediate = dict.fromkeys(playable, 0.0)
    search = PlaySearch(rules, view.seat, view.dealer, view.scores, depth)
    for _ in range(samples):
        pos = sample_position(view, rules, rng, limits, endgame)
        for r in playable:
            new_pile = (*pos.pile, r)
            new_count = pos.count + PIPS[r]
            gain = play_points(new_pile, new_count)
            immediate[r] += gain
            totals[r] += search.play(
                pos.hands,
                new_pile,
                new_count,
                view.seat,
                pos.gone,
                r,
                gain,
                [0] * rules.sides,
                pos.shows,
                depth - 1,
            )
    return {r: (totals[r] / samples, immediate[r] / samples) for r in playable}


def card_of_rank(hand: Sequence[Card], rank: int) -> Card:
    """The card to play for a chosen rank (any of that rank does the same in the play)."""
    return max((c for c in hand if c.rank == Rank(rank)), key=lambda c: c.suit.value)
