"""The Expert banker at Banque, facing two tableaux: each hand's stakes weighed by the exact value of
drawing and standing against it (ai/baccarat_bots.py, engine/baccarat/positions.py).

Hoyle (seed 004): "A hand consisting of eight or nine is a natural, and must be declared
immediately" and the natural is settled against the banker's first two cards, so what the banker
draws afterwards cannot change it: only the other tableau's stakes depend on his choice."""

from __future__ import annotations

import dataclasses
import random

from hoyle_desktop.ai.baccarat_bots import banque_gain, expert_values
from hoyle_desktop.engine import registry
from hoyle_desktop.engine.actions import Action
from hoyle_desktop.engine.baccarat.positions import banker_choice
from hoyle_desktop.engine.baccarat.solution import STOOD
from hoyle_desktop.engine.baccarat.view import BANKER
from hoyle_desktop.engine.cards import card
from hoyle_desktop.profiles import ProfileCatalog


def _banker_view(natural_stake: int, stood_stake: int):
    rules = {**ProfileCatalog().get("baccarat-banque").rules, "players": 3}
    game = registry.get("baccarat").new_game(rules, 1)
    view = game.view(0)
    # Seat 0 banks with a two and a four (six); seat 1 holds the right tableau, a natural eight
    # turned up; seat 2 the left, who stood (his two cards still face down).
    return dataclasses.replace(
        view,
        seat=0,
        phase=BANKER,
        banker=0,
        holders=(1, 2),
        hands=((card("4S"), card("4H")), (None, None)),
        banker_hand=(card("2C"), card("4D")),
        stakes=(0, natural_stake, stood_stake),
        sides=(-1, 0, 1),
    )


def test_a_natural_turned_up_does_not_make_the_banker_draw_against_the_other_hand() -> None:
    # Before: the natural's big stake was reckoned as if drawing could still beat it, so the
    # Expert drew on six against a punter who stood, throwing away the left tableau's stake.
    view = _banker_view(natural_stake=200, stood_stake=10)
    at = banker_choice(2, 4, STOOD, 3, (4, 4))
    assert at.stand > at.draw  # six against a stand: standing is better
    assert banque_gain(view, [0, 1], 3) == 10 * float(at.draw - at.stand)
    choice = expert_values(view, [Action("card"), Action("stand")], random.Random(0), values=False)[1]
    assert choice.kind == "stand"
