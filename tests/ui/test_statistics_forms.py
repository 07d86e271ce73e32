"""Statistics and the game's summary count each game form in its own unit (done-check of 28 November).

Loto, Commerce, Speculation, My Bird Sings and Spoil-Five for the pool are played for counters (their
result's stakes are each seat's net counters, engine/game.py's Result), yet the statistics showed
"—" under "Net counters" for them; Twenty-Five and Forty-Five are races to a score, yet their summary
read "won 45 counters".
"""

from __future__ import annotations

import random

import pytest
from table_windows import table_window

from hoyle_desktop.engine.game import Result
from hoyle_desktop.profiles import ProfileCatalog
from hoyle_desktop.storage.settings import Settings
from hoyle_desktop.storage.stats import load_stats, record_result
from hoyle_desktop.ui.dialogs.new_game import NewGameSetup
from hoyle_desktop.ui.dialogs.statistics import StatisticsDialog
from hoyle_desktop.ui.main_window import MainWindow
from hoyle_desktop.ui.table.game_summary import GameSummary

# The forms scored in points (each game's stakes are units of the game, not counters).
POINTS_GAMES = {"cribbage", "all_fours", "cassino", "crazy_eights"}
POINTS_FORMS = {"twenty-five", "forty-five"}  # Spoil-Five played to a score


def test_net_counters_for_every_form_played_for_counters(qtbot) -> None:
    catalog = ProfileCatalog()
    profiles = sorted(p.id for p in catalog.profiles())
    for profile_id in profiles:
        game = catalog.get(profile_id).game
        record_result(game, profile_id, Result((0,), (7, -7), ("win", "loss"), (7, -7)), seat=0)
    window = MainWindow(Settings.load())
    qtbot.addWidget(window)
    dialog = StatisticsDialog(window)
    qtbot.addWidget(dialog)
    entries = sorted(load_stats()["entries"].values(), key=lambda e: (e["game"], e["profile"]))
    net = {e["profile"]: dialog.table.item(row, 6).text() for row, e in enumerate(entries)}
    for profile_id in profiles:
        points = catalog.get(profile_id).game in POINTS_GAMES or profile_id in POINTS_FORMS
        assert net[profile_id] == ("—" if points else "+7"), profile_id


@pytest.mark.parametrize(
    ("target", "expected"), [(45, "45 points (winner)"), (0, "won 12 counters (winner)")], ids=["45", "pool"]
)
def test_spoil_five_summary_says_points_at_forty_five_and_counters_for_the_pool(qtbot, target, expected):
    from PySide6.QtWidgets import QWidget

    table = QWidget()
    qtbot.addWidget(table)
    table.resize(800, 600)
    scores = (45, 15) if target else (12, -12)
    result = Result((0,), scores, ("win", "loss"), (1, -1) if target else scores)
    summary = GameSummary(table, "spoil_five", result, ["You", "Computer 1"], 0, {"target": target})
    assert summary.rows[0] == ("You", expected)


def test_a_game_of_commerce_finished_at_the_table_counts_its_counters(qtbot) -> None:
    """Through the table: the person plays a short game of Commerce to its end; the statistics count
    it under its house rules with the person's net counters."""
    window = table_window(qtbot)
    rules = {**window.catalog.get("commerce").rules, "players": 3, "deals": 1}
    table = window.open_table(NewGameSetup("commerce", "commerce", rules, 3, ["easy", "easy"], seed=3))
    rng = random.Random(4)
    for _ in range(20_000):
        if table.game.is_over():
            break
        qtbot.wait(1)
        if getattr(table, "idle", True) and table.session.human_may_act():
            table.session.act(rng.choice(table.game.legal_actions(table.session.human)))
    qtbot.waitUntil(lambda: "commerce/commerce" in load_stats()["entries"], timeout=10_000)
    entry = load_stats()["entries"]["commerce/commerce"]
    mine = table.game.result().stakes[table.session.human]
    assert (entry["games"], entry["stake"]) == (1, mine)
    dialog = StatisticsDialog(window)
    qtbot.addWidget(dialog)
    assert dialog.table.item(0, 6).text() == f"{mine:+d}".replace("-", "−")
