"""Three hands: the exact max-n search of the rest of the play (issue 26's ninth attempt).

The play's points as the engine scores them (docs/rules-notes/cribbage.md, "Go and last card",
from Britannica, seed 001: 31 is "a go of two instead of one"): fifteen and thirty-one two, a pair
two, a run its length, one for the go or the last card.
"""

from __future__ import annotations

import random

import pytest
from test_cribbage_bots import rigged  # tests/ai is on the path (pytest's rootdir-less import)

from hoyle_desktop.ai.base import InfoSet
from hoyle_desktop.ai.cribbage import expert
from hoyle_desktop.ai.cribbage.expert import ExpertCribbageBot
from hoyle_desktop.ai.cribbage.pegging_maxn import MaxN, exact_values
from hoyle_desktop.ai.cribbage.pegging_search import Position
from hoyle_desktop.engine.actions import Action
from hoyle_desktop.engine.cards import cards
from hoyle_desktop.engine.cribbage.state import CribbageGame


def test_the_last_card_takes_fifteen_and_one() -> None:
    # a ten on the table; seat 0's five makes fifteen (2) and is the last card (1)
    search = MaxN(3, dealer=2)
    pos = Position(hands=((5,), (), ()), pile=(10,), count=10, turn=0, gone=0, last=2)
    assert search.play(pos, 5) == (3.0, 0.0, 0.0)


def test_a_seat_takes_fifteen_before_the_card_that_scores_nothing() -> None:
    # five first: fifteen, then the two for the last card (3); two first: only the go (1)
    search = MaxN(3, dealer=2)
    pos = Position(hands=((2, 5), (), ()), pile=(10,), count=10, turn=0, gone=0, last=2)
    assert search.play(pos, 5) == (3.0, 0.0, 0.0)
    assert search.play(pos, 2) == (1.0, 0.0, 0.0)
    assert search.node(pos.hands, pos.pile, pos.count, 0, 0, 2) == (3.0, 0.0, 0.0)


def test_the_pair_and_the_next_seats_answer_are_searched_to_the_end() -> None:
    # a seven led by seat 2; seat 0 holds 7 and 9, seat 1 an 8. Pairing (2), then after the 8
    # the 9 makes thirty-one and a run of three (5): 7 for seat 0. The 9 first lets seat 1 make
    # the run 7-9-8 (3); the 7 then closes thirty-one with the run 9-8-7 (5).
    search = MaxN(3, dealer=1)
    pos = Position(hands=((7, 9), (8,), ()), pile=(7,), count=7, turn=0, gone=0, last=2)
    assert search.play(pos, 7) == (7.0, 0.0, 0.0)
    assert search.play(pos, 9) == (5.0, 3.0, 0.0)


def test_each_seat_plays_for_itself_less_the_others_mean() -> None:
    # count 20, seat 1 to play its ace or nine; seat 2 holds a two, seat 0 nothing. The nine (29)
    # lets the two make thirty-one (2 to seat 2), then the ace is the last card (1 to seat 1):
    # worth 1 - 2/2 = 0 to seat 1. The ace (21): the two makes 23, seat 2 takes the go (1), the
    # nine is the last card (1): worth 1 - 1/2 = 0.5, so seat 1 plays the ace.
    search = MaxN(3, dealer=0)
    pos = Position(hands=((), (1, 9), (2,)), pile=(), count=20, turn=1, gone=0, last=0)
    assert search.play(pos, 9) == (0.0, 1.0, 2.0)
    assert search.play(pos, 1) == (0.0, 1.0, 1.0)
    assert search.node(pos.hands, (), 20, 1, 0, 0) == (0.0, 1.0, 1.0)


def three_handed_game() -> CribbageGame:
    return rigged(["2C 5D 9H TS", "3C 6D 8H KS", "4C 7D JH QS"], "AH", dealer=2)


def test_exact_values_rank_every_playable_card() -> None:
    game = three_handed_game()
    for code in ("2C", "3C", "4C"):  # one card each: nine left
        game.apply(game.seats_to_act()[0], Action("play", cards=tuple(cards(code))))
    seat = game.seats_to_act()[0]
    values = exact_values(game.view(seat), random.Random(3), 8, 500)
    assert set(values) == {int(c.rank) for c in game.hands[seat]}


@pytest.mark.parametrize("on", [False, True])
def test_the_switch_alone_decides_whether_the_exact_search_plays(
    monkeypatch: pytest.MonkeyPatch, on: bool
) -> None:
    calls: list[int] = []

    def counted(*args: object) -> dict[int, float]:
        calls.append(1)
        return exact_values(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(expert, "EXACT_THREE", on)
    monkeypatch.setattr(expert, "exact_values", counted)
    game = three_handed_game()
    bots = [ExpertCribbageBot(s) for s in range(3)]
    while game.phase == "play":
        seat = game.seats_to_act()[0]
        info = InfoSet(game, seat)
        action = bots[seat].choose_in(info)
        assert action in info.legal
        game.apply(seat, action)
    assert bool(calls) == on
