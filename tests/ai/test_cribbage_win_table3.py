"""Position on the board, three hands (issue 26): the shipped three-handed win-chance table is sane
and agrees with its dynamic programme's definition, and switched on the Expert lays out near the
end by the chance of winning the game, with the coach showing the same values."""

from __future__ import annotations

import itertools
import random

import pytest

from benchmarks.build_cribbage_win_table3 import solve
from hoyle_desktop.ai.base import InfoSet, decide
from hoyle_desktop.ai.coach.cribbage import advise
from hoyle_desktop.ai.cribbage import board3, coach, endgame
from hoyle_desktop.ai.cribbage.expert import ExpertCribbageBot, judged_lay_outs
from hoyle_desktop.engine import registry
from hoyle_desktop.engine.cribbage.rules import CribbageRules

BOARD = board3.load()
THREE = {"players": 3, "cards_dealt": 5, "target": 61}


def test_the_table_is_shipped_and_fits_only_the_three_handed_game_to_61() -> None:
    assert BOARD is not None and BOARD.target == 61
    assert board3.board_for(CribbageRules.from_mapping(THREE)) is BOARD
    assert board3.board_for(CribbageRules.from_mapping({**THREE, "target": 121})) is None
    assert board3.board_for(CribbageRules.from_mapping({"players": 2, "target": 61})) is None
    assert abs(sum(p[-1] for p in BOARD.pegging) - 1) < 1e-3
    assert abs(sum(q for _, q in BOARD.first_show) - 1) < 1e-3


def test_start_chances_are_chances_monotone_in_each_own_score() -> None:
    assert BOARD is not None
    t = BOARD.target
    for a, b in itertools.product(range(0, t, 4), repeat=2):
        for position in range(3):
            row = []
            for mine in range(t):
                scores = [a, b]
                scores.insert(position, mine)
                got = BOARD.start(*scores)
                assert all(-1e-4 <= c <= 1 + 1e-4 for c in got)
                row.append(got[position])
            # more points never hurt (table noise allowed: it is built from sampled deals)
            assert all(y >= x - 0.002 for x, y in itertools.pairwise(row))
    first, second, dealer = BOARD.start(0, 0, 0)
    # from 0-0-0 the first dealer is the favourite (his crib, and he shows first in the sixth deal),
    # the second non-dealer (who deals third) the least
    assert dealer > first and dealer > second
    assert 0.38 < dealer < 0.52 and 0.18 < second < 0.3 and 0.26 < first < 0.38


def test_the_lay_out_chances_read_the_start_chances_consistently() -> None:
    """Averaged over the seat's own show as the deals give it, the lay-out's chances are the
    chance at the start of the deal (up to the tables' rounding)."""
    assert BOARD is not None
    shows = {
        board3.FIRST: BOARD.first_show,
        board3.SECOND: BOARD.second_show,
        board3.DEALER: BOARD.dealer_show,
    }
    for scores in ((40, 45, 50), (55, 30, 52), (20, 58, 35)):
        start = BOARD.start(*scores)
        for position, dist in shows.items():
            most = max(s for s, _ in dist)
            chances = board3.lay_out_chances(BOARD, position, scores, most)
            mean = sum(q * chances[s] for s, q in dist)
            assert mean == pytest.approx(start[position], abs=0.004)


def test_the_dynamic_programme_sums_to_one_and_matches_a_direct_recursion() -> None:
    rng = random.Random(3)
    samples = [
        (rng.randint(0, 3), rng.randint(0, 3), rng.randint(1, 4), rng.randint(0, 6), rng.randint(0, 6),
         rng.randint(0, 9), 4.0, 4.0)
        for _ in range(8)
    ]  # fmt: skip
    target = 9
    got = solve(samples, target)
    n = len(samples)
    memo: dict[tuple[int, int, int], tuple[float, float, float]] = {}

    def start(x: int, y: int, z: int) -> tuple[float, float, float]:
        """The three chances by position at the start of a deal, straight from the definition."""
        if (x, y, z) in memo:
            return memo[x, y, z]
        acc = [0.0, 0.0, 0.0]
        for s in samples:  # each deal's pegging with every combination of the three shows
            a, b, c = x + s[0], y + s[1], z + s[2]
            out = [v >= target for v in (a, b, c)]
            if any(out):
                for r in range(3):
                    acc[r] += out[r] / sum(out) / n
                continue
            for s1, s2, sd in itertools.product((u[3] for u in samples), (u[4] for u in samples),
                                                (u[5] for u in samples)):  # fmt: skip
                w = 1 / n**4
                if a + s1 >= target:
                    acc[0] += w
                elif b + s2 >= target:
                    acc[1] += w
                elif c + sd >= target:
                    acc[2] += w
                else:
                    nxt = start(b + s2, c + sd, a + s1)  # the first non-dealer deals next
                    acc[0] += w * nxt[2]
                    acc[1] += w * nxt[0]
                    acc[2] += w * nxt[1]
        memo[x, y, z] = (acc[0], acc[1], acc[2])
        return memo[x, y, z]

    for x, y, z in ((0, 0, 0), (5, 2, 7), (8, 8, 8), (3, 7, 1)):
        i = (x * target + y) * target + z
        want = start(x, y, z)
        assert got["start_first"][i] == pytest.approx(want[0], abs=1e-9)
        assert got["start_second"][i] == pytest.approx(want[1], abs=1e-9)
        assert got["start_dealer"][i] == pytest.approx(want[2], abs=1e-9)
    for i in range(target**3):
        assert got["start_first"][i] + got["start_second"][i] + got["start_dealer"][i] == pytest.approx(1.0)


def lay_out_info(seed: int, scores: list[int], seat: int) -> InfoSet:
    spec = registry.get("cribbage")
    game = spec.new_game(THREE, seed)
    game.scores = list(scores)
    return InfoSet(game, seat)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_switched_on_the_expert_lays_out_by_the_chance_of_winning_and_the_hint_agrees(
    seed: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(endgame, "BOARD_THREE", True)
    for scores in ([50, 44, 52], [30, 57, 41]):
        for seat in range(3):
            info = lay_out_info(seed, scores, seat)
            judged = judged_lay_outs(info.view)
            assert all(j.win is not None and 0.0 <= j.win <= 1.0 for j in judged)
            assert [j.utility for j in judged] == sorted((j.utility for j in judged), reverse=True)
            action = decide(ExpertCribbageBot(1), info)
            assert action.cards == judged[0].lay_out.discard
            assert coach.rank_lay_outs(info.view, 1)[0].detail["win"] == round(judged[0].win or 0, 3)
            hint = advise(info, random.Random(0))
            assert hint.unit == "win_chance"
            assert hint.choices[0].action == action
            assert [c.value for c in hint.choices] == [round(j.utility, 6) for j in judged]


def test_off_or_far_from_the_end_the_lay_out_is_not_valued_by_the_table(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    info = lay_out_info(1, [50, 44, 52], 0)
    assert all(j.win is None for j in judged_lay_outs(info.view))
    monkeypatch.setattr(endgame, "BOARD_THREE", True)
    assert all(j.win is None for j in judged_lay_outs(lay_out_info(1, [10, 14, 12], 0).view))


def test_the_kept_cards_play_value_moves_the_own_total_between_whole_points(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert board3.interpolated([0.0, 0.5, 1.0], [0.5]) == pytest.approx(0.25)
    assert board3.interpolated([0.0, 0.5, 1.0], [-1.0, 7.0]) == pytest.approx(0.5)  # clipped
    monkeypatch.setattr(endgame, "BOARD_THREE", True)
    monkeypatch.setattr(endgame, "BOARD_THREE_PLAY", True)
    info = lay_out_info(2, [50, 44, 52], 1)
    judged = judged_lay_outs(info.view)
    assert all(j.win is not None for j in judged)
    assert decide(ExpertCribbageBot(1), info).cards == judged[0].lay_out.discard
