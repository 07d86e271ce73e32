"""A game shared at the top is said to be shared (playtest (i), 29 November, Commerce): all four
ended at +0, the end box said "The game is shared: You, Computer 1, Computer 2, Computer 3" while
the panel and the history said "You finish best, 0 counters up." The rules page: "The player with
the most counters gained wins"; players level at the top share the win (the end box's words, and
statistics count it as a win for each of them, as at every game for counters)."""

from __future__ import annotations

from table_windows import open_default, table_window

from hoyle_desktop.engine.game import Result
from hoyle_desktop.storage.stats import load_stats


def _ended(qtbot, scores: tuple[int, ...] | None):
    window = table_window(qtbot)
    table = open_default(window, "commerce")
    scores = scores or (0,) * len(table.names)
    best = max(scores)
    winners = tuple(s for s, v in enumerate(scores) if v == best)
    outcomes = tuple("win" if s in winners else "loss" for s in range(len(scores)))
    table._on_finished(Result(winners, scores, outcomes, scores))
    return table


def test_a_game_everyone_ends_level_is_said_to_be_shared(qtbot) -> None:
    table = _ended(qtbot, None)
    said = table.prompt.text()
    assert said == "The game is shared: everyone finishes even.", said
    assert "best" not in " ".join(table.history_texts())


def test_a_top_place_shared_with_another_is_said_to_be_shared(qtbot) -> None:
    table = _ended(qtbot, (3, 3, -2, -4))
    said = table.prompt.text()
    assert said == "The game is shared: you and Computer 1 finish best, each 3 counters up.", said


def test_a_game_won_alone_still_finishes_best(qtbot) -> None:
    assert _ended(qtbot, (5, 1, -2, -4)).prompt.text() == "You finish best, +5 counters up."


def test_statistics_count_a_shared_game_as_a_win_as_at_every_game(qtbot) -> None:
    from hoyle_desktop.storage.stats import record_result

    record_result("commerce", "p", Result((0, 1, 2, 3), (0, 0, 0, 0), ("win",) * 4, (0, 0, 0, 0)), 0)
    record_result("vingt_un", "p", Result((0, 1), (4, 4), ("win",) * 2 + ("loss",), (4, 4, -8)), 0)
    entries = load_stats()["entries"]
    assert entries["commerce/p"]["wins"] == entries["vingt_un/p"]["wins"] == 1
