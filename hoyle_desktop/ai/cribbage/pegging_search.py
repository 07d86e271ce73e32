"""The play of the cards, searched: the Expert's pegging and the coach's "Hint" during the play.

Determinised search (perfect-information Monte Carlo): the cards the other seats may still hold
are dealt at random from the cards this seat has not seen, consistently with all that has been
seen: each seat's whole hand is drawn so that a strong player would have laid out from it and kept
the cards it has played, and a seat that said go holds nothing that would have come in. Each such
deal is searched exactly, every seat playing its best (alpha-beta with a transposition table); the
card with the best mean over the deals is played. With three or four hands and many cards out the
search stops at a horizon of a few plays. Only ranks matter in the play (there is no flush in play),
so cards become ranks and a hand with two cards of a rank offers one choice.

The value is the pegging difference, my side's points minus the others' (in the three-handed game
each opponent counts half). Near the end it is the game: a side that reaches the target wins,
whether by pegging or, once the cards are all played, in the show, counted in the rules' order
(hands from the dealer's left, the dealer's hand, then the crib), so the search pegs out when it
can and blocks an opponent who is about to.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ...engine.cards import Card, Rank, full_pack
from ...engine.cribbage.rules import CribbageRules
from ...engine.cribbage.view import CribbageView
from .crib_table import crib_value_ids, variant_for
from .discard_ev import ID_OF, PIPS, RANK, best_lay_out, ids, show_points

INF = float("inf")
LAY_OUT_TRIES = 6  # tries at a dealt hand consistent with a seat's plays before dealing uniformly
TRY_COST = 15  # a try costs about as much time as searching this many positions
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
    tries: int = 0  # dealt hands tried while sampling (a cost, counted against the node budget)


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
    tries: list[int],
) -> tuple[list[int], tuple[int, ...]] | None:
    """A hand the seat might have been dealt, consistent with its plays and goes, given that it
    laid out as a strong player does: ``(cards still held, cards laid out)``, or None if a few
    tries find none (the caller then deals uniformly)."""
    extra = rules.hand_size - len(played)
    if extra > len(pool):
        return None
    for _ in range(LAY_OUT_TRIES):
        tries[0] += 1
        dealt = played + rng.sample(pool, extra)
        kept, given = best_lay_out(dealt, rules.discards_each, crib)
        held = [c for c in kept if c not in played]
        if len(held) == len(kept) - len(played) and all(PIPS[RANK[c]] > floor for c in held):
            return held, given
    return None


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
        value = crib_value_ids(variant, _role(rules, s, view.dealer))
        likely = _likely_hand(rules, rng, pool, played[s], floor, value, tries)
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
        pile=_trim(tuple(int(c.rank) for _, c in view.pile)),
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
    per_sample: dict[int, list[float]] = {r: [] for r in playable}
    immediate = dict.fromkeys(playable, 0.0)
    search = PlaySearch(rules, view.seat, view.dealer, view.scores, depth_for(view), endgame)
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
        samples += 1
    return PlayValues(
        {r: sum(per_sample[r]) / samples for r in playable},
        {r: immediate[r] / samples for r in playable},
        samples,
        search.nodes,
        per_sample,
    )


def card_of_rank(hand: Sequence[Card], rank: int) -> Card:
    """The card to play for a chosen rank (any of that rank does the same in the play)."""
    return max((c for c in hand if c.rank == Rank(rank)), key=lambda c: c.suit.value)
