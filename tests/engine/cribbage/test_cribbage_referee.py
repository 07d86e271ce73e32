"""An independent referee: random games under every built-in cribbage profile, each play and each
show scored again by brute force from the seeds' rules and compared with the engine.

000 (Hoyle): pairs 2, pairs-royal 6, double pairs-royal 12; "three or more cards ... forming a regular
numerical succession ... count one for each card"; fifteen or thirty-one two; after a go "he scores
one for 'last card'". 001 (Britannica): fifteens "without counting all the same cards twice over in
one fifteen"; "if one sequence card can be substituted for another ... the sequence reckons again";
"in crib, no flush is reckoned, unless the start is of the same suit"; "he is bound to play as long as
they can come in". 003: the go to the player who played last.
"""

from __future__ import annotations

import random
from itertools import combinations, pairwise

import pytest

from hoyle_desktop.engine.cards import Card
from hoyle_desktop.engine.cribbage.state import OVER, PLAY, CribbageGame
from hoyle_desktop.profiles import ProfileCatalog

PROFILES = (
    "hoyle-five-card",
    "hoyle-six-card",
    "hoyle-seven-card",
    "modern-six-card",
    "three-handed",
    "four-handed-partners",
)


def pips(card: Card) -> int:
    return min(int(card.rank), 10)


def is_run(cards: tuple[Card, ...] | list[Card]) -> bool:
    ranks = sorted(int(c.rank) for c in cards)
    return all(b == a + 1 for a, b in pairwise(ranks))


def show_points(hand: tuple[Card, ...], start: Card, crib: bool) -> int:
    every = [*hand, start]
    points = sum(
        2 for k in range(2, len(every) + 1) for combo in combinations(every, k) if sum(map(pips, combo)) == 15
    )
    points += sum(2 for a, b in combinations(every, 2) if a.rank == b.rank)
    for k in range(len(every), 2, -1):  # only the longest runs, each way of making them
        runs = sum(1 for combo in combinations(every, k) if is_run(combo))
        if runs:
            points += k * runs
            break
    if len({c.suit for c in hand}) == 1:
        if start.suit == hand[0].suit:
            points += len(hand) + 1
        elif not crib:
            points += len(hand)
    return points + sum(1 for c in hand if int(c.rank) == 11 and c.suit == start.suit)


def play_points(pile: list[Card]) -> int:
    points = 2 if sum(map(pips, pile)) in (15, 31) else 0
    same = 1
    while same < len(pile) and pile[-same - 1].rank == pile[-1].rank:
        same += 1
    points += (0, 0, 2, 6, 12)[same]
    for k in range(len(pile), 2, -1):
        if len({c.rank for c in pile[-k:]}) == k and is_run(pile[-k:]):
            return points + k
    return points


def pegged(events, sources: tuple[str, ...], seat: int | None = None) -> int:
    return sum(
        e.points
        for e in events
        if e.kind == "score" and e.data.get("source") in sources and (seat is None or e.seat == seat)
    )


@pytest.mark.parametrize("profile", PROFILES)
def test_random_games_score_as_the_seeds_say(profile: str) -> None:
    rules = dict(ProfileCatalog().get(profile).rules)
    checked = 0
    for seed in range(8):
        game, rng = CribbageGame(rules, seed), random.Random(seed)
        pile: list[Card] = []
        start = last_seat = None
        while game.phase != OVER:
            seat = game.seats_to_act()[0]
            legal = game.legal_actions(seat)
            if game.phase == PLAY and game.r.bound_to_play:
                count = sum(map(pips, pile))
                fits = {c for c in game.hands[seat] if count + pips(c) <= 31}
                assert {a.cards[0] for a in legal if a.kind == "play"} == fits
                assert any(a.kind == "go" for a in legal) == (not fits)
            events = game.apply(seat, rng.choice(legal))
            if game.phase == OVER:
                break  # the game stops scoring the moment the target is reached
            for e in events:
                if e.kind == "starter":
                    start = e.cards[0]
                elif e.kind == "play":
                    pile.append(e.cards[0])
                    last_seat = e.seat
                    made = sum(
                        x.points
                        for x in events
                        if x.kind == "score"
                        and x.data["source"] == "pegging"
                        and x.reason not in ("go", "last_card")
                    )
                    assert made == play_points(pile), [c.code for c in pile]
                    checked += 1
                elif e.kind == "count_reset":
                    go = [x for x in events if x.kind == "score" and x.reason in ("go", "last_card")]
                    if pile and sum(map(pips, pile)) < 31:
                        assert [(x.seat, x.points) for x in go] == [(last_seat, 1)]
                    pile = []
                elif e.kind == "show":
                    crib = e.data["what"] == "crib"
                    source = ("crib",) if crib else ("hand",)
                    assert pegged(events, source, e.seat) == show_points(e.cards, start, crib)
                    checked += 1
    assert checked > 100
