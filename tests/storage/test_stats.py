"""Statistics per game and profile: counted from results, kept across loads, reset, and a damaged
file is set aside rather than crashing."""

from __future__ import annotations

from hoyle_desktop.engine.game import Result
from hoyle_desktop.storage.stats import load_stats, per_deal, record_result, reset_stats, stats_path


def result(winner: int, outcomes: tuple[str, str]) -> Result:
    return Result(
        winners=(winner,), scores=(121, 80), outcomes=outcomes,
        stakes=(2, -2) if winner == 0 else (-2, 2),
        details={
            "deals": 8, "sides": [0, 1], "best_show": [20, 16],
            "points": [{"pegging": 30, "hand": 70, "crib": 21}, {"hand": 50}],
        },
    )  # fmt: skip


def test_results_are_counted_per_profile() -> None:
    record_result("cribbage", "modern-six-card", result(0, ("win", "skunked")), seat=0)
    entry = record_result("cribbage", "modern-six-card", result(1, ("lurched", "win")), seat=0)
    assert entry["games"] == 2 and entry["wins"] == 1
    assert entry["given"] == {"skunked": 1} and entry["taken"] == {"lurched": 1}
    assert entry["best_hand"] == 20 and per_deal(entry, "pegging") == round(60 / 16, 2)
    assert load_stats()["entries"]["cribbage/modern-six-card"]["games"] == 2


def test_reset_and_damaged_file() -> None:
    record_result("cribbage", "p", result(0, ("win", "loss")), seat=0)
    reset_stats()
    assert load_stats()["entries"] == {}
    stats_path().write_text("{ not json")
    assert load_stats()["entries"] == {}
    assert any(p.name.startswith("statistics.json.damaged") for p in stats_path().parent.iterdir())


def test_runs_of_wins_abandoned_games_and_undo() -> None:
    from hoyle_desktop.storage.stats import record_abandoned, record_with_undo

    for winner in (0, 0, 0, 1, 0):
        entry = record_result("spin", "spin", result(winner, ("win", "loss")), seat=0)
    assert (entry["streak"], entry["best_streak"], entry["wins"], entry["games"]) == (1, 3, 4, 5)
    entry = record_abandoned("spin", "spin")
    assert (entry["games"], entry["abandoned"], entry["streak"], entry["best_streak"]) == (6, 1, 0, 3)
    entry = record_with_undo("spin", "spin")
    assert (entry["games"], entry["with_undo"]) == (6, 1)  # tallied, not counted


def test_an_older_file_loads_and_gains_the_new_fields() -> None:
    import json

    old = {"game": "cribbage", "profile": "p", "games": 2, "wins": 1, "given": {}, "taken": {},
           "points": {}, "deals": 9, "best_hand": 12, "stake": 1}  # fmt: skip
    stats_path().parent.mkdir(parents=True, exist_ok=True)
    stats_path().write_text(json.dumps({"version": 1, "entries": {"cribbage/p": old}}))
    entry = load_stats()["entries"]["cribbage/p"]
    assert entry["games"] == 2 and entry["streak"] == 0 and entry["abandoned"] == 0
    entry = record_result("cribbage", "p", result(0, ("win", "loss")), seat=0)
    assert (entry["games"], entry["wins"], entry["streak"], entry["best_streak"]) == (3, 2, 1, 1)
