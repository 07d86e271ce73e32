"""Resizes, option changes, hints and new games in quick succession never use a deleted Qt object.

Issue 19: the app died in libshiboken6 a second after Hint during play, after an options change and
window resizes. Every answer that comes back later (a hint, a lay-out review, a computer's move, a
timer) must find its table alive or be dropped. This drives the real tables hard with animations
on: it must end without a crash and without an exception raised inside a Qt callback.
"""

from __future__ import annotations

import gc
import random

import pytest
from table_windows import table_window

from hoyle_desktop.ui.dialogs.new_game import NewGameSetup
from hoyle_desktop.ui.main_window import MainWindow

pytestmark = pytest.mark.slow


def lively_window(qtbot) -> MainWindow:
    return table_window(qtbot, animation_ms=120, computer_pace_ms=60, show_hints=True, review_lay_outs=True)


def change_options(window: MainWindow, rng: random.Random) -> None:
    """What the Options dialog does on OK, with a random change."""
    name, value = rng.choice(
        [
            ("card_width", rng.choice([60, 90, 120, 160])),
            ("animation_ms", rng.choice([0, 60, 200])),
            ("computer_pace_ms", rng.choice([0, 80, 400])),
            ("card_back", rng.choice(["back", "back_red", "back_blue"])),
            ("table_colour", rng.choice(["#1f5f3a", "#27496d"])),
            ("deck", rng.choice(["builtin", "no-such-deck"])),
        ]
    )
    window.settings.set(name, value)
    if window.table is not None:
        window.table.apply_settings([name])
    window.settings_changed.emit([name])


def cribbage_setup(window: MainWindow, seed: int) -> NewGameSetup:
    profile = ["modern-six-card", "hoyle-five-card", "three-handed"][seed % 3]
    rules = dict(window.catalog.get(profile).rules)
    players = int(rules.get("players", 2))
    return NewGameSetup("cribbage", profile, rules, players, ["expert"] * (players - 1), seed=seed)


# Every other family's table, opened in turn among the cribbage games (each table has its own
# animations, timers and background answers that must not outlive it).
OTHER_TABLES = [
    ("spin", "spin", 4), ("spoil_five", "spoil-five", 5), ("vingt_un", "vingt-un", 4),
    ("commerce", "commerce", 5), ("speculation", "speculation", 5), ("cassino", "cassino", 2),
    ("crazy_eights", "crazy-eights", 4), ("loto", "loto", 3), ("baccarat", "baccarat", 4),
    ("snip_snap_snorum", "snip-snap-snorum", 4),
]  # fmt: skip


def other_setup(window: MainWindow, rng: random.Random, seed: int) -> NewGameSetup:
    game, profile, players = rng.choice(OTHER_TABLES)
    rules = {**window.catalog.get(profile).rules, "players": players}
    return NewGameSetup(game, profile, rules, players, ["standard"] * (players - 1), seed=seed)


def poke(table, rng: random.Random) -> None:
    """The person does something: asks for a hint, or plays, lays out, goes or claims."""
    if not (getattr(table, "idle", True) and table.session.human_may_act()):
        return
    coach = getattr(table, "coach", None)
    if coach is not None and coach.button.isVisible() and rng.random() < 0.6:
        coach.ask()
        return
    legal = table.game.legal_actions(table.session.human)
    if legal:
        act = getattr(table, "_act", table.session.act)
        act(rng.choice(legal))


def test_resizes_options_hints_and_new_games_under_stress(qtbot) -> None:
    errors: list[str] = []
    import sys

    old_hook = sys.excepthook
    sys.excepthook = lambda kind, value, tb: errors.append(f"{kind.__name__}: {value}")
    try:
        window = lively_window(qtbot)
        rng = random.Random(19)
        window.open_table(cribbage_setup(window, 1))
        for step in range(220):
            roll = rng.random()
            if roll < 0.25:
                window.resize(rng.randint(700, 1700), rng.randint(560, 1100))
            elif roll < 0.4:
                change_options(window, rng)
            elif roll < 0.47:
                # a new game while a computer or the coach may still be thinking
                if rng.random() < 0.6:
                    window.open_table(cribbage_setup(window, step))
                else:
                    window.open_table(other_setup(window, rng, step))
                gc.collect()
            else:
                poke(window.table, rng)
            qtbot.wait(rng.choice([0, 1, 5, 20, 60]))
        window.close()
        qtbot.wait(300)
        gc.collect()
    finally:
        sys.excepthook = old_hook
    assert not errors, errors[:5]
