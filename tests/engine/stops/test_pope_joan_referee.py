"""An independent referee for Pope Joan: random games of three to eight players, who must play next
and what the Pope and the first out are paid, recomputed from Peel (seed 002) and compared.

"the other players have to follow on in the same suit and in sequence ... until a stop occurs, when
the competitor who plays the stop has the next lead"; the Pope's player "receives a stake from every
player for each card remaining in hand"; the first out "receives one counter from the other players
for each card remaining in their hand, the only exception ... being in favour of the holder of Pope
Joan, who is exempt if he has not played that card".
"""

from __future__ import annotations

import random

from hoyle_desktop.engine.cards import Card
from hoyle_desktop.engine.stops.pope_joan import PopeJoanGame
from hoyle_desktop.profiles import ProfileCatalog

RANKS = "A23456789TJQK"
POPE = Card.parse("9D")


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
