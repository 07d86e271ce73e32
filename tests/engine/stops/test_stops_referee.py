"""An independent referee for Pope Joan and its family: random games of three to eight players, who
must play next and what the Pope and the first out are paid, recomputed from Peel (seed 002) and
compared; the same order of play at Spin, Newmarket and Jig, with their payments.

"the other players have to follow on in the same suit and in sequence ... until a stop occurs, when
the competitor who plays the stop has the next lead"; the Pope's player "receives a stake from every
player for each card remaining in hand"; the first out "receives one counter from the other players
for each card remaining in their hand, the only exception ... being in favour of the holder of Pope
Joan, who is exempt if he has not played that card".
"""

from __future__ import annotations

import random

import pytest

from hoyle_desktop.engine.cards import Card
from hoyle_desktop.engine.stops.core import StopsGame
from hoyle_desktop.engine.stops.jig import JigGame
from hoyle_desktop.engine.stops.newmarket import NewmarketGame, winning_card
from hoyle_desktop.engine.stops.pope_joan import PopeJoanGame
from hoyle_desktop.engine.stops.spin import SpinGame
from hoyle_desktop.profiles import ProfileCatalog

RANKS = "A23456789TJQK"
POPE = Card.parse("9D")
SPIN = Card.parse("AD")


def following(card: Card) -> Card | None:
    at = RANKS.index(card.code[0])
    return None if at == len(RANKS) - 1 else Card.parse(RANKS[at + 1] + card.code[1])


def test_random_games_follow_and_pay_as_peel_says() -> None:
    rules = dict(ProfileCatalog().get("pope-joan").rules)
    stake = rules["card_stake"]
    seen = {"turn": 0, "pope": 0, "out": 0}
    for seed in range(24):
        game, rng = PopeJoanGame({**rules, "players": 3 + seed % 6}, seed), random.Random(seed)
        while game.seats_to_act():
            d, seat = game.d, game.seats_to_act()[0]
            legal = game.legal_actions(seat)
            if d.run:
                last_seat, last = d.run[-1]
                nxt = following(last)
                holder = next((s for s in d.active if nxt is not None and nxt in d.hands[s]), None)
                plays = {a.cards[0] for a in legal if a.kind == "play"}
                if holder is not None:  # he must follow with it, wherever he sits
                    assert (seat, plays) == (holder, {nxt})
                else:  # a stop: its player leads any card
                    assert (seat, plays) == (last_seat, d.hands[seat])
                seen["turn"] += 1
            before = {s: set(d.hands[s]) for s in d.active}
            action = rng.choice(legal)
            for e in game.apply(seat, action):
                payer = e.data.get("from") if e.kind == "pay" else None
                if payer not in before:
                    continue  # a compartment of the board paying out
                if e.reason == "pope":
                    assert e.points == len(before[payer]) * stake
                    seen["pope"] += 1
                elif e.reason in ("cards_left", "pope_exempt"):
                    left = before[payer] - (set(action.cards) if payer == seat else set())
                    assert e.points == (0 if POPE in left else len(left) * stake)
                    seen["out"] += 1
    assert min(seen.values()) > 20


def next_to_play(game: StopsGame) -> tuple[int, set[Card]]:
    """Who plays next in a run and what he may play: the holder of the next card must follow with it
    (Peel: "in the same suit and in sequence"); at a stop the player of the stop leads any card. Jig's
    run ends with its fifth card ("The one who plays Jig has the next lead"); Spin played is a stop."""
    d = game.d
    last_seat, last = d.run[-1]
    nxt = following(last)
    holder = next((s for s in d.active if nxt is not None and nxt in d.hands[s]), None)
    if (isinstance(game, JigGame) and len(d.run) == 5) or (last == SPIN and d.stops[-1:] == [(SPIN, "spin")]):
        holder = None
    return (holder, {nxt}) if holder is not None else (last_seat, set(d.hands[last_seat]))


@pytest.mark.parametrize(
    ("cls", "profile"),
    [(SpinGame, "spin"), (NewmarketGame, "newmarket"), (NewmarketGame, "newmarket-today"), (JigGame, "jig")],
)
def test_the_family_follows_and_pays_as_peel_says(cls: type[StopsGame], profile: str) -> None:
    """Spin: "each king entitles its holder to one counter from every competitor"; Spin "a stake
    (usually three counters)". Newmarket: "the holder of the card immediately preceding those in the
    pool taking the stake upon it when he plays his card" (today: the same card)."""
    rules = dict(ProfileCatalog().get(profile).rules)
    turns = 0
    for seed in range(12):
        game, rng = cls({**rules, "players": 3 + seed % 6}, seed), random.Random(seed)
        while game.seats_to_act():
            seat = game.seats_to_act()[0]
            legal = game.legal_actions(seat)
            if game.d.run:
                assert (seat, {a.cards[0] for a in legal if a.kind == "play"}) == next_to_play(game)
                turns += 1
            active, pools = set(game.d.active), dict(game.d.notes.get("pools", {}))
            action = rng.choice(legal)
            for e in game.apply(seat, action):
                if e.kind != "pay" or (e.data.get("from") not in active and e.reason != "pool_card"):
                    continue
                if e.reason == "king_played":
                    assert e.points == rules["king_stake"]
                elif e.reason == "spin":
                    assert e.points == rules["spin_stake"]
                elif e.reason == "pool_card":
                    winners = {winning_card(c, rules["pool_winner"]) for c in pools.values()}
                    assert winners & set(action.cards)
    assert turns > 500
