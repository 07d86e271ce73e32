"""Computer players for Snip-Snap-Snorum: they see a seat's view and the legal actions only.

Every card they play either pairs the card before it (always, when they can: it makes the player
before pay and costs nothing) or starts a new rank, which the next player may snip. So the whole
art is choosing the card to start with, and Peel's advice is the guide: a rank of which several
cards are already out, or of which one holds another card oneself, is safe, or nearly so.

* ``easy`` pairs when it must, and otherwise plays any card.
* ``greedy`` plays the rank with the fewest cards it cannot see (played cards and its own hand
  counted), with no thought for who sits next.
* ``standard`` at the five-card game takes Peel's first piece of advice only: a card of the rank
  most often played already this deal (the fewer of it are left, the safer it is). With the whole
  pack, where that alone played no better than Easy, a club player's count: the rank with the
  fewest cards unseen, its own hand counted, and a rank the next player has shown he lacks kept
  for last (to play out its hand with, unpaired).
* ``expert`` tracks every card played this deal, its own hand and what each player's plays prove
  he lacks (a player who could not pair a rank holds none of it). Heads-up it works out the chance
  that the next player holds the rank of each card (hypergeometric over the cards it cannot see)
  and weighs it against the danger of keeping the card: one the other player may make it pair,
  to snap it for two; with the whole pack between two every card is known, and it plays the deal
  out after each lead (``snip_duel``). Round a larger table Peel's order with that knowledge
  measured best: a rank the next player cannot hold, then one of two of a kind, then the most
  played rank; but with the whole pack to the last one in it keeps for last a rank the next
  player lacks (to play out its hand with) and sheds first the rank it holds most of (one card
  risks the Snip for all of them), then the rank with the most cards unseen; except when the first out of
  cards wins: then a safe card lets it play on, and Peel's order holds. With the fine house rule
  it still pairs: pairing makes the other pay, failing costs double.

At Peel's five-card game a safe-card rule that counts its own hand is already nearly the best
play: ``greedy`` (the rank with the fewest cards unseen) draws level with the expert there. The
whole-pack variation leaves much more room (docs/ai/snip-snap-snorum.md).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Sequence
from functools import partial
from math import comb
from typing import Any

from ..engine.actions import Action
from ..engine.cards import Rank, full_pack
from ..engine.stops.view import StopsView
from .coach.base import Reason
from .coach.ranking import Valued
from .snip_duel import lead_values


def _pairing(view: StopsView, legal: Sequence[Action]) -> Action | None:
    pairs = set(view.extra.get("pairs", ()))
    for action in legal:
        if action.cards and action.cards[0].code in pairs:
            return action
    return None


def unseen_by_rank(view: StopsView) -> Counter[Rank]:
    """How many cards of each rank this seat cannot see: in other hands or on the stock."""
    known = set(view.hand) | {c for _, c in view.played} | set(view.out)
    return Counter(c.rank for c in full_pack() if c not in known)


def _next_seat(view: StopsView) -> int:
    n = len(view.seated)
    for i in range(1, n + 1):
        s = (view.seat + i) % n
        if view.seated[s] and view.hand_sizes[s] > 0 and s != view.seat:
            return s
    return view.seat


def lacking(view: StopsView, *, now: bool = False) -> dict[int, set[Rank]]:
    """The ranks each player has shown he does not hold: a player to play straight after a card,
    who could not pair it, holds none of its rank (with failing prevented). With the whole pack a
    player who plays on (his own card follows his card) shows that the next player round with cards
    at that moment could not pair it; with ``now`` also the player to play again at once, before
    his next card (used where it was measured to help: the whole pack round a larger table)."""
    lacks: dict[int, set[Rank]] = {}
    if view.extra.get("failing") == "fined":
        return lacks
    played = list(view.played)
    n = len(view.seated)
    whole = view.extra.get("deal_kind") == "whole_pack"
    later: Counter[int] = Counter()  # each seat's cards played after the card in hand, walking back
    for t in range(len(played) - 1, -1, -1):
        a, first = played[t]
        if t + 1 < len(played):
            b, second = played[t + 1]
            paired = second.rank == first.rank and a != b  # his own card, played on, pairs nothing
        else:
            b, paired = (view.to_act if whole and now else None), False
        if not paired and b is not None:
            if whole and a == b:
                # he played on: the next player round with cards then could not pair
                nxt = next(
                    (
                        s
                        for i in range(1, n)
                        if view.seated[s := (a + i) % n] and view.hand_sizes[s] + later[s] > 0
                    ),
                    None,
                )
                if nxt is not None:
                    lacks.setdefault(nxt, set()).add(first.rank)
            elif not whole:
                lacks.setdefault(b, set()).add(first.rank)
        later[a] += 1
    return lacks


def snip_chance(rank: Rank, unseen: Counter[Rank], total_unseen: int, hand: int) -> float:
    """The chance that a hand of ``hand`` cards, drawn from the unseen cards, holds the rank."""
    k = unseen[rank]
    if k == 0 or hand == 0 or total_unseen == 0:
        return 0.0
    hand = min(hand, total_unseen)
    return 1.0 - comb(total_unseen - k, hand) / comb(total_unseen, hand)


def choose_easy(view: StopsView, legal: Sequence[Action], rng: random.Random) -> Action:
    return _pairing(view, legal) or rng.choice(list(legal))


def choose_greedy(view: StopsView, legal: Sequence[Action], rng: random.Random) -> Action:
    pair = _pairing(view, legal)
    if pair is not None:
        return pair
    unseen = unseen_by_rank(view)
    return min(legal, key=lambda a: (unseen[a.cards[0].rank], rng.random()))


def choose_standard(view: StopsView, legal: Sequence[Action], rng: random.Random) -> Action:
    """Peel's first piece of advice: a card of the rank most often played already this deal (the
    fewer of it are left, the safer it is). With the whole pack (:func:`whole_pack_standard`) it
    counts its own hand too, and keeps for last what the next player has shown he cannot pair."""
    pair = _pairing(view, legal)
    if pair is not None:
        return pair
    if view.extra.get("deal_kind") == "whole_pack":
        return whole_pack_standard(view, legal, rng)
    played = Counter(c.rank for _, c in view.played)
    return min(legal, key=lambda a: (-played[a.cards[0].rank], rng.random()))


def whole_pack_standard(view: StopsView, legal: Sequence[Action], rng: random.Random) -> Action:
    """A club player's rule with the whole pack: the rank with the fewest cards he cannot see (his own
    hand counted with the cards played: Peel's "almost safe" third knave), but a rank the next
    player has shown he lacks (he could not pair it when it was played on) kept for last: safe
    against him for the rest of the deal, those cards let him play out his hand without paying.
    Measured against Easy, where the rank most played alone did no better than cards at random
    (docs/ai/snip-snap-snorum.md)."""
    lacks = lacking(view, now=True).get(_next_seat(view), set())
    unseen = unseen_by_rank(view)
    return min(legal, key=lambda a: (a.cards[0].rank in lacks, unseen[a.cards[0].rank], rng.random()))


def expert_values(
    view: StopsView, legal: Sequence[Action], rng: random.Random
) -> tuple[list[Valued], Action]:
    """The Expert's choice and every card's value in counters with its reason.

    A pairing card costs nothing (the player before pays); with the fine, any other card then costs
    the fine. Heads-up a card is worth minus its cost: the chance the next player snips it (one
    counter) less the exposure of keeping it. Round a larger table an order decides: with the whole
    pack, the cards to shed before those worth keeping (:func:`_whole_pack_round`); otherwise
    Peel's (safe, then one of two of a kind, then the most played). Within a step of the order a
    card is worth minus the chance it is snipped, and each step down is shown a counter lower."""
    pair = _pairing(view, legal)
    if pair is not None:
        count = max(len(view.extra.get("chain", ())), 1)
        pairs = set(view.extra.get("pairs", ()))
        fine = -2.0 * count
        return [
            Valued(a, 0.0, Reason("pairs", {"card": a.cards[0].code, "count": count}))
            if a.cards[0].code in pairs
            else Valued(a, fine, Reason("fined", {"fine": -fine}))
            for a in legal
        ], pair
    unseen = unseen_by_rank(view)
    nxt = _next_seat(view)
    # The whole pack to the last one in, at any table (heads-up too: a game is lost by the purse
    # that runs dry, so what a turn costs now decides, not the long run's net; measured in
    # docs/ai/snip-snap-snorum.md)
    whole_round = view.extra.get("deal_kind") == "whole_pack" and view.extra.get("winner_rule") != "first_out"
    lacks_all = lacking(view, now=whole_round)
    lacks = lacks_all.get(nxt, set())
    in_hands = sum(view.hand_sizes[s] for s in range(len(view.seated)) if s != view.seat)
    total = max(in_hands + view.spare_size, 1)
    hand = view.hand_sizes[nxt] if nxt != view.seat else 0
    barred = sum(unseen[r] for r in lacks)

    def p_next(rank: Rank) -> float:
        return 0.0 if rank in lacks else snip_chance(rank, unseen, max(total - barred, 1), hand)

    def why(code: str, action: Action, **more: object) -> Reason:
        rank = action.cards[0].rank
        return Reason(code, {"card": action.cards[0].code, "pct": round(100 * p_next(rank)), **more})

    heads_up = sum(1 for s, n in enumerate(view.hand_sizes) if n and view.seated[s]) <= 2
    # When the first out of cards wins, a safe card is worth more still: the next player cannot
    # pair it, so one plays on and sheds one's hand (Peel's order, below, at any table).
    first_out = view.extra.get("winner_rule") == "first_out"
    if whole_round:
        return _whole_pack_round(view, legal, rng, unseen, lacks_all, p_next, why, heads_up)
    if not heads_up or first_out:
        # Round a larger table Peel's order wins (measured): a rank the next player cannot hold
        # (played out, or one he has shown he lacks), then one of two of a kind, then the most
        # played; the chance he holds it breaks ties.
        played = Counter(c.rank for _, c in view.played) + Counter(c.rank for c in view.out)
        mine = Counter(c.rank for c in view.hand)

        def peel_key(action: Action) -> tuple[int, int, int, float, float]:
            rank = action.cards[0].rank
            safe = rank in lacks or unseen[rank] == 0
            return (0 if safe else 1, 0 if mine[rank] >= 2 else 1, -played[rank], p_next(rank), rng.random())

        keys = [peel_key(a) for a in legal]
        chosen = legal[min(range(len(legal)), key=keys.__getitem__)]
        steps = sorted({k[:3] for k in keys})
        out = []
        for a, k in zip(legal, keys, strict=True):
            rank = a.cards[0].rank
            code = "safe" if k[0] == 0 else "two_of_a_kind" if k[1] == 0 else "most_played"
            reason = why(code, a, played=played[rank], **_place(steps, k[:3]))
            out.append(Valued(a, -k[3] - PEEL_STEP * steps.index(k[:3]), reason))
        return out, chosen

    # A card kept is a card I may be made to pair (the player before me plays its rank), and a
    # pairing card of mine is snapped for two when the next player holds the rank too.
    turns = len(view.hand) - 1

    def exposure(rank: Rank) -> float:
        # made to pair (the player before pays one), then snapped for two if the next holds it
        return turns * unseen[rank] / total * (2 * p_next(rank) - 1)

    costs = [
        (p_next(a.cards[0].rank) - EXPOSURE_WEIGHT * exposure(a.cards[0].rank), rng.random()) for a in legal
    ]
    chosen = legal[min(range(len(legal)), key=costs.__getitem__)]
    return [Valued(a, -c[0], why("snip_risk", a)) for a, c in zip(legal, costs, strict=True)], chosen


def _place(steps: Sequence[Any], step: Any) -> dict[str, int]:
    """A card's place in the Expert's order, for the coach's words (each place down is shown
    ``PEEL_STEP`` lower); nothing where every card shown stands in one place."""
    return {"place": steps.index(step) + 1} if len(steps) > 1 else {}


def _whole_pack_round(
    view: StopsView,
    legal: Sequence[Action],
    rng: random.Random,
    unseen: Counter[Rank],
    lacks_all: dict[int, set[Rank]],
    p_next: Callable[[Rank], float],
    why: Callable[..., Reason],
    heads_up: bool,
) -> tuple[list[Valued], Action]:
    """The whole pack to the last one in (between two, every unseen card is in the other's hand). A
    turn with the play ends with one Snip paid whatever is played (unless one's hand runs out
    first), so the choice is which cards to shed before it and which to keep. Kept for last: a rank
    the next player has shown he lacks (safe against him for the rest of the deal, to play out
    one's hand with). Shed first: the rank it holds most of, since one card risks the Snip for all
    of its rank (if the next player cannot pair it, he holds none, and the rest are played on after
    it unpaired); then the rank with the most cards unseen, what the player before is likeliest to
    lead (making it pair him and take the play, to pay again). Measured against the orders before
    it (the fewest unseen first, reading who leads at random): docs/ai/snip-snap-snorum.md. Once two
    are left with cards (the others out of cards, or out of the game with their cards unseen on
    the stock) the card he is least likely to pair: the heads-up weighing of kept cards assumes the
    whole pack between two and lost games there."""
    duel = duel_hands(view, unseen)
    if duel is not None:
        return _duel_values(view, legal, rng, unseen, duel)
    if heads_up:
        keys = [(p_next(a.cards[0].rank), unseen[a.cards[0].rank], rng.random()) for a in legal]
        chosen = legal[min(range(len(legal)), key=keys.__getitem__)]
        return [Valued(a, -k[0], why("snip_risk", a)) for a, k in zip(legal, keys, strict=True)], chosen
    lacks = lacks_all.get(_next_seat(view), set())
    mine = Counter(c.rank for c in view.hand)
    keys = [
        (a.cards[0].rank in lacks, -mine[a.cards[0].rank], -unseen[a.cards[0].rank], rng.random())
        for a in legal
    ]
    chosen = legal[min(range(len(legal)), key=keys.__getitem__)]
    steps = sorted({k[:3] for k in keys})
    out = [
        Valued(
            a,
            # each step down the order shown a counter lower, the chance of a Snip within the step
            -p_next(a.cards[0].rank) - PEEL_STEP * steps.index(k[:3]),
            why("keep_safe" if k[0] else "shed", a, unseen=-k[2], **_place(steps, k[:3])),
        )
        for a, k in zip(legal, keys, strict=True)
    ]
    return out, chosen


RANK_ORDER = tuple(Rank)


def duel_hands(view: StopsView, unseen: Counter[Rank]) -> tuple[list[int], list[int], int] | None:
    """With the whole pack between two, to the last one in, every card is known: my rank counts,
    the other's (every card I cannot see) and his seat. None otherwise (more players with cards,
    cards on the stock, the fine for failing to pair, the first out winning)."""
    if view.extra.get("deal_kind") != "whole_pack" or view.extra.get("winner_rule") == "first_out":
        return None
    if view.extra.get("failing") == "fined" or view.spare_size:
        return None
    others = [s for s, n in enumerate(view.hand_sizes) if n and view.seated[s] and s != view.seat]
    if len(others) != 1 or sum(unseen.values()) != view.hand_sizes[others[0]]:
        return None
    mine = Counter(c.rank for c in view.hand)
    return [mine[r] for r in RANK_ORDER], [unseen[r] for r in RANK_ORDER], others[0]


def _duel_values(
    view: StopsView,
    legal: Sequence[Action],
    rng: random.Random,
    unseen: Counter[Rank],
    duel: tuple[list[int], list[int], int],
) -> tuple[list[Valued], Action]:
    """Between two with every card known, each lead is valued by playing the deal out after it
    (``snip_duel``): the chance of winning the game, then the counters; the other's fewest cards of
    the rank breaks ties. Measured: docs/ai/snip-snap-snorum.md."""
    mine, theirs, other = duel
    values = lead_values(mine, theirs, (view.purses[view.seat], view.purses[other]))
    index = {r: i for i, r in enumerate(RANK_ORDER)}

    def key(action: Action) -> tuple[float, int, int, float]:
        rank = action.cards[0].rank
        chance, margin = values[index[rank]]
        return (chance, margin, -unseen[rank], rng.random())

    keys = [key(a) for a in legal]
    chosen = legal[max(range(len(legal)), key=keys.__getitem__)]
    out = [
        Valued(a, k[0], Reason("duel", {"card": a.cards[0].code, "margin": k[1], "pct": round(100 * k[0])}))
        for a, k in zip(legal, keys, strict=True)
    ]
    return out, chosen


def choose_expert(view: StopsView, legal: Sequence[Action], rng: random.Random) -> Action:
    return expert_values(view, legal, rng)[1]


PEEL_STEP = 1.0  # the coach shows each step down Peel's order a counter lower
EXPOSURE_WEIGHT = 1.0


Choose = Callable[[StopsView, Sequence[Action], random.Random], Action]
BOTS: dict[str, Choose] = {
    "easy": choose_easy,
    "greedy": choose_greedy,
    "standard": choose_standard,
    "expert": choose_expert,
}


class SnipBot:
    def __init__(self, name: str, seed: int = 0) -> None:
        self.name = name
        self.rng = random.Random(seed)
        self._choose = BOTS[name]

    def choose(self, view: StopsView, legal: Sequence[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        return self._choose(view, legal, self.rng)


FACTORIES: dict[str, Callable[[int], SnipBot]] = {name: partial(SnipBot, name) for name in BOTS}
