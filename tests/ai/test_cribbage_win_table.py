"""Position on the board (issue 26): the shipped win-chance table is sane, the Expert lays out and
plays by it near the end of a two-handed game with legal choices only, and the coach shows the
Expert's own values."""

from __future__ import annotations

import itertools
import sys
from pathlib import Path

import pytest

from hoyle_desktop.ai.base import decide
from hoyle_desktop.ai.cribbage import coach, endgame
from hoyle_desktop.ai.cribbage.board import board_for, load
from hoyle_desktop.ai.cribbage.expert import ExpertCribbageBot, judged_lay_outs
from hoyle_desktop.engine.cribbage.rules import CribbageRules

sys.path.insert(0, str(Path(__file__).resolve().parent))
from cribbage_positions import positions

BOARD = load()


def test_the_table_is_shipped_and_fits_only_the_two_handed_game_to_121() -> None:
    assert BOARD is not None and BOARD.target == 121
    assert board_for(CribbageRules.from_mapping({"players": 2})) is BOARD
    assert board_for(CribbageRules.from_mapping({"players": 3})) is None
    assert abs(sum(q for _, _, q in BOARD.pegging) - 1) < 1e-3
    assert abs(sum(q for _, q in BOARD.pone_show) - 1) < 1e-3


def test_win_chances_are_chances_and_monotone_in_the_scores() -> None:
    assert BOARD is not None
    t = BOARD.target
    for dealing in (False, True):
        for mine in range(0, t, 3):
            row = [BOARD.chance(mine, other, dealing) for other in range(t)]
            assert all(0.0 <= c <= 1.0 for c in row)
            # more points for the other side never helps me; more for me never hurts (table noise
            # allowed: the table is built from sampled deals)
            assert all(b <= a + 0.002 for a, b in itertools.pairwise(row))
        for other in range(0, t, 3):
            col = [BOARD.chance(mine, other, dealing) for mine in range(t)]
            assert all(b >= a - 0.002 for a, b in itertools.pairwise(col))
    # level at the start, the first dealer is the favourite (the known edge of the first deal)
    assert 0.5 < BOARD.chance(0, 0, True) < 0.65
    # one point from home as non-dealer (counting first): a near-certain win
    assert BOARD.chance(120, 100, False) > 0.95


@pytest.mark.parametrize("scores", [(95, 100), (108, 90), (70, 112)])
def test_switched_on_the_expert_lays_out_by_the_chance_of_winning_near_the_end(
    scores: tuple[int, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(endgame, "BOARD_LAY_OUT", True)  # off in the app: no measured gain
    found = 0
    for _label, info in positions():
        view = info.view
        if view.players == 2 and view.phase == "lay_out" and tuple(view.scores) == scores:
            judged = judged_lay_outs(view)
            assert judged[0].win is not None and 0.0 <= judged[0].win <= 1.0
            assert [j.utility for j in judged] == sorted((j.utility for j in judged), reverse=True)
            assert all(j.win is not None and abs(j.utility - j.win) < 0.01 for j in judged)
            hint = coach.rank_lay_outs(view, 1)[0]
            assert hint.action == decide(ExpertCribbageBot(1), info)
            assert hint.detail["win"] == round(judged[0].win, 3)
            found += 1
    assert found


def test_the_expert_is_legal_at_every_seeded_position_and_the_coach_agrees() -> None:
    for i, (_label, info) in enumerate(positions()):
        action = decide(ExpertCribbageBot(1000 + i), info)
        assert action in info.legal
        if info.view.phase == "lay_out":
            assert coach.rank_lay_outs(info.view, 1)[0].action == action
