"""A game whose top place is shared says so at every table for counters, as Commerce does since
playtest (i) (29 November): Speculation said "You win, 3 counters up.", Loto "You win the game",
the stops tables "You have the most counters!" beside an end box saying "The game is shared".
Peel (seed 002, Speculation, Loto, Pope Joan): the player with the most counters gained wins;
players level at the top share it (statistics still count a share as a win for each)."""

from __future__ import annotations

import pytest
from table_windows import open_default, table_window
from test_translations import clean_translators  # noqa: F401  (a fixture)
from test_words_in_french_and_german import speak  # noqa: F401  (a fixture)

from hoyle_desktop.engine.game import Result
from hoyle_desktop.ui.table.shared_top import shared_place_text, shared_top_text

GAMES = ["speculation", "loto", "pope_joan", "newmarket", "spin", "jig", "snip_snap_snorum", "commerce"]
SOLE_WIN = ("you win", "most counters", "you finish best")


def _ended(qtbot, key: str, scores: list[int]):
    table = open_default(table_window(qtbot), key)
    scores = (scores + [-5] * len(table.names))[: len(table.names)]
    best = max(scores)
    winners = tuple(s for s, v in enumerate(scores) if v == best)
    outcomes = tuple("win" if s in winners else "loss" for s in range(len(scores)))
    table._on_finished(Result(winners, tuple(scores), outcomes, tuple(scores)))
    return table


@pytest.mark.parametrize("key", GAMES)
def test_a_top_place_shared_with_another_is_said_to_be_shared(qtbot, key) -> None:
    table = _ended(qtbot, key, [3, 3])
    said = table.prompt.text()
    assert said.startswith("The game is shared: you and Computer 1 finish best, each 3 counters"), said
    assert not any(w in said.casefold() for w in SOLE_WIN), said


@pytest.mark.parametrize("key", ["speculation", "pope_joan"])
def test_a_game_won_alone_still_says_you_win(qtbot, key) -> None:
    said = _ended(qtbot, key, [4, 3]).prompt.text().casefold()
    assert any(w in said for w in SOLE_WIN), said


def test_everyone_even_and_a_shared_loss() -> None:
    names = ["You", "Computer 1", "Computer 2"]
    assert shared_top_text(names, (0, 1, 2), 0, 0) == "The game is shared: everyone finishes even."
    down = shared_top_text(names, (0, 2), 0, -2)
    assert down == "The game is shared: you and Computer 2 finish best, each 2 counters down.", down
    assert shared_top_text(names, (0,), 0, 4) is None and shared_top_text(names, (1, 2), 0, -1) is None


@pytest.mark.parametrize("lang", ["de", "fr"])
def test_the_shared_top_in_german_and_french(speak, lang) -> None:  # noqa: F811
    speak(lang)
    said = shared_top_text(["Sie", "Computer 1", "Computer 2"], (0, 1), 0, 3) or ""
    assert "Computer 1" in said and "3" in said and "shared" not in said, said
    assert ("Spielmarken" in said) if lang == "de" else ("jetons" in said and "\u00a0:" in said), said


@pytest.mark.parametrize("key", ["cassino", "crazy_eights", "all_fours", "spoil_five"])
def test_a_game_for_points_or_sides_shared_at_the_top_is_said_to_be_shared(qtbot, key) -> None:
    """Cassino at its ceiling of deals, Crazy Eights level on points, Spoil-Five's sides level:
    "You win!" stood beside the end box's "The game is shared"."""
    table = open_default(table_window(qtbot), key)
    n = len(table.names)
    teams = getattr(table, "teams", None) or getattr(table, "side_of", None) or list(range(n))
    other = next(s for s in range(n) if teams[s] != teams[0])
    winners = tuple(s for s in range(n) if teams[s] in (teams[0], teams[other]))
    scores = tuple(5 if s in winners else 1 for s in range(n))
    outcomes = tuple("win" if s in winners else "loss" for s in range(n))
    table._on_finished(Result(winners, scores, outcomes, scores))
    said = table.prompt.text()
    assert said.startswith("The game is shared: "), said
    assert "you win" not in said.casefold(), said


def test_a_side_winning_alone_is_not_shared() -> None:
    assert shared_place_text(["You and Computer 2", "Computer 1 and Computer 3"], (0, 0), 0) is None
    said = shared_place_text(["You", "Computer 1", "Computer 2"], (0, 2), 0)
    assert said == "The game is shared: you and Computer 2 finish level at the top.", said
