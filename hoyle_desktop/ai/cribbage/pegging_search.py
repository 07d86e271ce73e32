"""The play of the cards, searched exactly once the other seats' cards are dealt.

:mod:`.determinise` deals the unseen cards consistently with what has been seen (perfect-
information Monte Carlo); each deal is searched here, every seat playing its best: alpha-beta with
a transposition table (the same cards left after different orders of play, at every new count, are
searched once). With three or four hands and many cards out, a horizon of a few plays. Only ranks
matter in the play (there is no flush in play), so cards become ranks and two cards of a rank in
one hand are one choice.

The value is the pegging difference, my side's points minus the others' (in the three-handed game
each opponent counts half). Near the end it is the game: a side that reaches the target wins,
whether by pegging or, once the cards are all played, in the show, counted in the rules' order
(hands from the dealer's left, the dealer's hand, then the crib), so the search pegs out when it
can and blocks an opponent who is about to.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ...engine.cribbage.rules import CribbageRules
from .board import Board
from .discard_ev import PIPS

INF = float("inf")
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


def trim(pile: tuple[int, ...]) -> tuple[int, ...]:
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
        got = _STEP[(pile, rank)] = (trim(new), points)
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
    tries: int = 0  # dealt hands tried while sampling (a cost, counted against the node budget)


class PlaySearch:
    """Exact search of one determinised play, from ``me``'s side's point of view.

    Values are what is still to come: points gained from here on, weighted + for my side and -
    for the others, plus or minus WIN when a side reaches the target. Other seats play to make
    the value least (a partner plays to make it most). Positions are memoised: the same cards left
    after different orders of play (at every new count) are searched once.
    """

    def __init__(
        self,
        rules: CribbageRules,
        me: int,
        dealer: int,
        scores: Sequence[int],
        depth: int,
        endgame: bool,
        board: Board | None = None,
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
        # two hands near the end: a deal that ends with nobody out is worth the chance of winning
        # from the scores it leaves (the other seat deals next), on the scale of a won game
        self.board = board if endgame and n == 2 else None
        self.scores = list(scores)
        self.mine = mine
        self.dealer = dealer
        self.depth = depth
        self.show_order = list(rules.show_order(dealer))
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
        if self.board is not None:
            other = 1 - self.mine
            mine_then = self.scores[self.mine] + got[self.mine]
            chance = self.board.chance(mine_then, self.scores[other] + got[other], self.dealer != self.mine)
            return WIN * (2.0 * chance - 1.0)
        return 0.0
