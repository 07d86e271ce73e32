"""The board's pegs always agree with the score history and the engine (issues 18 and 19).

Hoyle's five-card game gives the non-dealer three for last with the deal. The table used to start
the board at the engine's score (already 3) and then peg the deal's three again: the board showed 6
and later 9 while the history said 3 and 6. Here whole games of every cribbage variant are shown
through the real table; after every score the front peg must stand at the score the engine reported
and the history's line must name the same total, and at the end the pegs equal the engine's scores.
"""

from __future__ import annotations

import random

import pytest

from hoyle_desktop.engine import registry
from hoyle_desktop.profiles.catalog import ProfileCatalog
from hoyle_desktop.storage.settings import Settings
from hoyle_desktop.ui.cribbage.table import CribbageTable
from hoyle_desktop.ui.main_window import MainWindow
from hoyle_desktop.ui.session import SeatSetup
from hoyle_desktop.ui.table import opening

pytestmark = pytest.mark.slow

PROFILES = [p.id for p in ProfileCatalog().profiles("cribbage") if p.builtin]


def window_for(qtbot) -> MainWindow:
    settings = Settings.load()
    settings.set("animation_ms", 0)
    settings.set("computer_pace_ms", 0)  # the events shown one after another: 7 s of CPU took 26
    window = MainWindow(settings=settings)
    qtbot.addWidget(window)
    return window


@pytest.mark.parametrize("profile_id", PROFILES)
def test_board_history_and_engine_agree_through_whole_games(qtbot, profile_id: str) -> None:
    rules = dict(ProfileCatalog().get(profile_id).rules)
    players = int(rules.get("players", 2))
    rng = random.Random(profile_id)
    seed = 3079700612462519679 if profile_id == "hoyle-five-card" else rng.getrandbits(40)
    game = registry.get("cribbage").new_game(rules, seed)
    events = list(game.opening_events)
    while not game.is_over():
        seat = rng.choice(game.seats_to_act())
        events += game.apply(seat, rng.choice(game.legal_actions(seat)))

    window = window_for(qtbot)
    fresh = registry.get("cribbage").new_game(rules, seed)
    seats = SeatSetup("cribbage", profile_id, rules, seed, 0, [None] + ["random"] * (players - 1))
    table = opening.open_session(seats, fresh, window, CribbageTable)
    table.session.stop()  # the table only shows the events given to it
    assert table.board.scores() == [0] * table.rules.sides, "the pegs start at the start"
    checked, wrong = [], []
    show = table._show_event

    def checking(e):
        factor = show(e)
        if e.kind == "score":
            side, total = int(e.data["side"]), int(e.data["score"])
            line = table.history.item(table.history.count() - 1).text()
            if table.board.pegs(side)[0] != total or not line.endswith(f"(score {total})"):
                wrong.append(f"{e.reason} to {total}: board {table.board.pegs(side)}, history {line!r}")
            checked.append(e)
        return factor

    table._show_event = checking
    table._enqueue(events[len(fresh.opening_events) :])
    qtbot.waitUntil(lambda: not table.queue and table.idle, timeout=30_000)
    assert not wrong
    assert checked
    assert table.board.scores() == list(game.scores)
