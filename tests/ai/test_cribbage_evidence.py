"""Issue 26's two-handed refinements: reading the other seat's plays, and the Expert's own tables.

Each is switched off in the app (they measured no gain, docs/ai/cribbage.md); benchmarks switch
them on, so they are tested switched on here.
"""

from __future__ import annotations

import random

import pytest
from test_cribbage_bots import rigged  # tests/ai is on the path (pytest's rootdir-less import)

from hoyle_desktop.ai.cribbage import crib_table, determinise
from hoyle_desktop.ai.cribbage.discard_ev import ID_OF, RANK
from hoyle_desktop.ai.cribbage.evidence import (
    LED_HIGH_HOLDING_LOW,
    MADE_FIVE_OR_21,
    PASSED_POINTS,
    Decision,
    decisions,
    likelihood,
)
from hoyle_desktop.engine.actions import Action
from hoyle_desktop.engine.cards import cards
from hoyle_desktop.engine.cribbage.rules import CribbageRules
from hoyle_desktop.engine.cribbage.state import CribbageGame
from hoyle_desktop.engine.cribbage.view import CribbageView


def played(game: CribbageGame, *codes: str) -> None:
    for code in codes:
        seat = game.seats_to_act()[0]
        game.apply(seat, Action("play", cards=tuple(cards(code))))


def test_plays_are_read_back_with_the_count_they_were_made_at() -> None:
    game = rigged(["TD KH 9C 8S", "2C 3D 4H 7S"], "AC", dealer=1)
    played(game, "TD", "4H", "KH", "7S")  # 10, 14, 24, 31: the count closes
    view = game.view(1)
    assert isinstance(view, CribbageView)
    got = decisions(view, 0)
    assert [(d.pile, d.count, d.rank, d.opening) for d in got] == [
        ((), 0, 10, True),
        ((10, 4), 14, 13, False),
    ]
    assert got[0].later == (13,)


def test_a_high_opening_lead_makes_a_held_low_card_unlikely() -> None:
    # The frozen Expert led under five in 267 of the 273 opening leads it could (evidence.py).
    lead = Decision(pile=(), count=0, rank=10, later=(), opening=True)
    assert likelihood([lead], [13, 9, 8]) == 1.0
    assert likelihood([lead], [13, 9, 3]) == pytest.approx(LED_HIGH_HOLDING_LOW)


def test_passing_up_points_or_making_five_is_unlikely_with_a_better_card() -> None:
    # the count is 10 (a ten led); a five would have made fifteen, a ten would pair
    answer = Decision(pile=(10,), count=10, rank=2, later=(), opening=False)
    assert likelihood([answer], [3, 4]) == 1.0
    assert likelihood([answer], [5, 4]) == pytest.approx(PASSED_POINTS)
    lead_five = Decision(
        pile=(), count=0, rank=5, later=(), opening=False
    )  # a new count, not the deal's lead
    assert likelihood([lead_five], [5, 5]) == 1.0
    assert likelihood([lead_five], [9]) == pytest.approx(MADE_FIVE_OR_21)


def test_with_the_evidence_on_sampled_hands_follow_the_play(monkeypatch: pytest.MonkeyPatch) -> None:
    # The pone led a ten and holds three more cards: read, far fewer sampled hands hold a low card.
    game = rigged(["TD KH 9C 8S", "2C 3D 4H 7S"], "AC", dealer=1)
    played(game, "TD")
    view = game.view(1)
    assert isinstance(view, CribbageView)
    rules = CribbageRules.from_mapping(view.rules)

    def low_share(on: bool) -> float:
        monkeypatch.setattr(determinise, "PLAY_EVIDENCE", on)
        rng = random.Random(3)
        low = 0
        for _ in range(200):
            pos = determinise.sample_position(view, rules, rng, {}, False)
            low += any(r < 5 for r in pos.hands[0])
        return low / 200

    assert low_share(True) < low_share(False) / 3


def test_the_expert_tables_replace_the_general_ones_when_switched_on(monkeypatch: pytest.MonkeyPatch) -> None:
    crib_on = crib_table.crib_value_ids("2p6", "dealer")
    kept_off = crib_table.pegging_value_ids("2p6", "pone")
    monkeypatch.setattr(crib_table, "EXPERT_CRIB", True)
    monkeypatch.setattr(crib_table, "KEPT_TABLE", True)
    expert_crib = crib_table.crib_value_ids("2p6", "dealer")
    kept_on = crib_table.pegging_value_ids("2p6", "pone")
    five_five = (ID_OF[cards("5C")[0]], ID_OF[cards("5D")[0]])
    assert expert_crib(five_five) > 8  # a pair of fives into one's own crib, either way
    assert expert_crib(five_five) != crib_on(five_five)
    low, high = [ID_OF[c] for c in cards("AC 2D 3H 4S")], [ID_OF[c] for c in cards("TC JD QH KS")]
    assert sorted(RANK[c] for c in low) == [1, 2, 3, 4]
    # the pone pegs better holding low cards, by the Expert's own deals as by the old weights
    assert kept_on(low) > kept_on(high)
    assert kept_off(low) > kept_off(high)
    assert len(crib_table.load_expert()["kept"]["2p6"]["pone"]) == 1820  # every hand of ranks
