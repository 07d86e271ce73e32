"""What the screenshot tools share: the app's main window as they grab it (short animations, no
computer pace), and a game opened and played by the person's seat up to a number of moves."""

from __future__ import annotations

import random

from PySide6.QtTest import QTest

from hoyle_desktop.app import register_tables
from hoyle_desktop.storage.settings import Settings
from hoyle_desktop.ui.dialogs.new_game import NewGameSetup
from hoyle_desktop.ui.main_window import MainWindow

CARD_MOVES = ("play", "discard", "lay", "exchange", "trail", "take")


def shot_window(size: tuple[int, int], **options: object) -> tuple[MainWindow, Settings]:
    """The main window shown at ``size``, with ``options`` set in its settings before it is built."""
    settings = Settings.load()
    for name, value in {"animation_ms": 60, "computer_pace_ms": 0, **options}.items():
        settings.set(name, value)
    window = MainWindow(settings=settings)
    register_tables(window)
    window.resize(*size)
    window.show()
    return window, settings


def open_and_play(window: MainWindow, game: str, profile: str, players: int, moves: int):
    """Open ``game`` against Standard players (seed 31) and make the person's first ``moves`` moves,
    a card move where there is one (seeded), then let the table settle."""
    rules = {**window.catalog.get(profile).rules, "players": players}
    table = window.open_table(
        NewGameSetup(game, profile, rules, players, ["standard"] * (players - 1), seed=31)
    )
    rng = random.Random(3)
    done = 0
    for _ in range(4000):
        QTest.qWait(10)  # an event loop, as in the app: deferred deletions happen too
        if not (getattr(table, "idle", True) and table.session.human_may_act()):
            continue
        if done >= moves:
            break
        legal = table.game.legal_actions(table.session.human)
        cards = [a for a in legal if a.kind in CARD_MOVES]
        table.session.act(rng.choice(cards or legal))
        done += 1
    QTest.qWait(600)
    return table
