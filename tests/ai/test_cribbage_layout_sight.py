"""The lay-out sight benchmark of issue 26 (benchmarks/bench_cribbage_layout_sight.py) measures what
it says: without sight it lays out exactly as the frozen Expert (the paired deal cancels to 0), and
with sight it foresees the other seat's real discard and the start card the cut will turn."""

from __future__ import annotations

import sys
from pathlib import Path

from hoyle_desktop.ai.base import InfoSet, decide
from hoyle_desktop.cli.common import load_rules
from hoyle_desktop.engine import registry

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from benchmarks.bench_cribbage_layout_sight import LayoutSighted, coming_starter, other_discard
from benchmarks.cribbage_first_deals import first_deal_both_ways
from benchmarks.frozen.cribbage_expert_2026_11_27 import FrozenExpert
from benchmarks.frozen.cribbage_expert_2026_11_27.discard_ev import ids


def test_no_sight_cancels_exactly() -> None:
    for seed in (3, 4):
        got = first_deal_both_ways(seed, lambda s, game: LayoutSighted(s, "table", game))
        assert got.diff == 0 and abs(got.smoothed) < 1e-9


def test_the_other_discard_and_the_starter_are_foreseen() -> None:
    spec = registry.get("cribbage")
    rules = load_rules(spec, None, 2)
    for seed in range(4):
        game = spec.new_game(rules, seed)
        starter = coming_starter(game)
        foreseen = {s: other_discard(game, s) for s in range(2)}
        while game.phase == "lay_out":
            seat = game.seats_to_act()[0]
            game.apply(seat, decide(FrozenExpert(seed + seat), InfoSet(game, seat, copy=False)))
        for s, (six, given) in foreseen.items():
            assert sorted(given) == sorted(ids(game.laid_out[s]))
            assert sorted(six) == sorted(ids(game.kept[s] + game.laid_out[s]))
        assert starter == ids([game.starter])[0]
