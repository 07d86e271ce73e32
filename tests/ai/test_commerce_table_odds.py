"""The old game and Pool Commerce: the Expert's odds against opponents whose table exchanges all have
seen are exact by enumeration (issue #14: "every exchange, pass and stand chosen by the exact
probability of finishing with the best hand ... from the cards the seat has seen"), and the engine
tells every seat which cards each player took from the table ("three cards face up on the table")."""

from __future__ import annotations

from itertools import combinations

import pytest

from hoyle_desktop.ai.commerce_bots import CommerceBot
from hoyle_desktop.ai.commerce_table import Opponent, TableOdds
from hoyle_desktop.engine.actions import Action
from hoyle_desktop.engine.cards import cards, full_pack
from hoyle_desktop.engine.trading.commerce import CommerceGame
from hoyle_desktop.engine.trading.commerce_hands import RECOGNISED, hand_key

COMBOS = RECOGNISED["all"]


def _share(mine: int, keys: list[int]) -> tuple[float, float]:
    below = sum(k < mine for k in keys)
    ties = sum(k == mine for k in keys)
    return (below + 0.5 * ties) / len(keys), (len(keys) - below - ties + 0.5 * ties) / len(keys)


def _improved(hand, table) -> int:
    best = hand_key(hand, COMBOS)
    for i in range(3):
        for t in table:
            best = max(best, hand_key([*hand[:i], t, *hand[i + 1 :]], COMBOS))
    return best


def test_odds_against_known_cards_and_the_table_are_exact() -> None:
    hand, table = cards("9C 9D 8S"), cards("QH KH 2S")
    known = cards("JH TH")  # an opponent all have seen take two hearts from the table
    unseen = [c for c in full_pack() if c.rank in (2, 4, 7, 11, 12, 13) and c not in {*hand, *table, *known}]
    mine = hand_key(hand, COMBOS)
    # still exchanging: every card it may hold, then its best exchange with the table
    odds = TableOdds(unseen, [Opponent([c.index for c in known], 1, True)], COMBOS)
    exact = _share(mine, [_improved([*known, c], table) for c in unseen])
    assert odds.shares(mine, table)[0] == pytest.approx(exact)
    # stood or passed: its hand as it is
    fixed = TableOdds(unseen, [Opponent([c.index for c in known], 1, False)], COMBOS)
    assert fixed.shares(mine, table)[0] == pytest.approx(
        _share(mine, [hand_key([*known, c], COMBOS) for c in unseen])
    )


def test_unknown_opponents_are_counted_over_every_hand_of_the_unseen_cards() -> None:
    hand, table = cards("AS AD 5C"), cards("7H 8H 9D")
    unseen = [c for c in full_pack() if c.rank in (5, 6, 7, 10) and c not in {*hand, *table}]
    mine = hand_key(hand, COMBOS)
    odds = TableOdds(unseen, [Opponent([], 3, True), Opponent([], 3, False)], COMBOS)
    active = _share(mine, [_improved(list(t), table) for t in combinations(unseen, 3)])
    idle = _share(mine, [hand_key(t, COMBOS) for t in combinations(unseen, 3)])
    (a_best, a_worst), (i_best, i_worst) = odds.shares(mine, table)
    assert (a_best, a_worst) == pytest.approx(active)
    assert (i_best, i_worst) == pytest.approx(idle)
    best, worst = odds.best_and_worst(hand, table)
    assert best == pytest.approx(a_best * i_best)
    assert worst == pytest.approx(a_worst * i_worst)
    # our own exchange to come: the best hand with one card from the table
    assert odds.improved(hand, table) == _improved(hand, table)


def test_the_table_exchanges_are_known_to_every_seat() -> None:
    game = CommerceGame({"players": 3, "mode": "old"}, seed=5)
    seat = game.seats_to_act()[0]
    mine, taken = game.hands[seat][0], game.table[0]
    game.apply(seat, Action("exchange", (mine, taken)))
    for other in range(3):
        assert taken in game.view(other).known[seat]
        assert taken not in game.hidden_cards(other)
    assert mine in game.view(seat).table


def test_expert_never_passes_when_it_may_stand() -> None:
    # standing fixes the hand as passing does, but ends the trading sooner
    bot = CommerceBot("expert")
    for seed in range(2):
        game = CommerceGame({"players": 3, "mode": "old", "deals": 1}, seed=seed)
        while not game.is_over():
            seat = game.seats_to_act()[0]
            legal = game.legal_actions(seat)
            action = bot.choose(game.view(seat), legal)
            if any(a.kind == "stand" for a in legal):
                assert action.kind != "pass"
            game.apply(seat, action)
