"""An abandoned game counts the counters won or lost when it was left (playtest (i), 29 November:
Blind Hookey abandoned at −5 showed "net counters +0" in Statistics, flattering whoever abandons a
losing game). Every game for counters: its ledger's net for the person, or Spoil-Five's own."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parents[1] / "robustness"))
import hostile

from hoyle_desktop.engine.ledger import net_so_far
from hoyle_desktop.storage.stats import load_stats
from hoyle_desktop.ui.in_progress import InProgress, count_abandoned


def _losing(game_key: str, profile: str):
    """A game in play at which seat 0 (the person) has lost or won something, as it was left."""
    for seed in range(1, 40):
        for moves in (12, 25, 40, 60):
            setup, game = hostile.game_in_play(game_key, profile, seed, moves)
            if not game.is_over() and net_so_far(game, 0) != 0 and any(
                int(step["seat"]) == 0 for step in game.record()["actions"]
            ):
                return setup, game
    pytest.fail(f"no {game_key} game with a net in the seeds tried")


@pytest.mark.parametrize(
    ("game_key", "profile"),
    [("blind_hookey", "blind-hookey"), ("vingt_un", "vingt-un"), ("speculation", "speculation"),
     ("spoil_five", "spoil-five")],
)  # fmt: skip
def test_an_abandoned_game_counts_the_net_it_was_left_at(game_key, profile) -> None:
    setup, game = _losing(game_key, profile)
    net = net_so_far(game, 0)
    count_abandoned(InProgress(setup, game))
    entry = load_stats()["entries"][f"{game_key}/{profile}"]
    assert (entry["abandoned"], entry["stake"]) == (1, net)


def test_the_net_so_far_is_the_ledgers() -> None:
    _setup, game = _losing("blind_hookey", "blind-hookey")
    assert net_so_far(game, 0) == game.ledger.net(0)


def test_a_game_scored_in_points_abandoned_counts_no_counters() -> None:
    setup, game = hostile.game_in_play("cribbage", "hoyle-six-card", 5, 10)
    assert net_so_far(game, 0) == 0
    count_abandoned(InProgress(setup, game))
    assert load_stats()["entries"]["cribbage/hoyle-six-card"]["stake"] == 0
