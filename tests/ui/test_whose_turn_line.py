"""While the computers play, the line at the top of the side panel says whose turn it is.

Playtest (h), 29 November 2026: at Newmarket and Spoil-Five the top of the panel was empty while the
deal was being shown and a computer was to play ("for a moment nothing says whose turn it is");
Pope Joan said "Computer 2 is thinking…" only because its pause happened to be on. Every table
named a seat only while the session waited on its answer, and cleared it as the move was applied,
so through the whole showing of each move (the deal, a card flying, a trick taken) it said nothing.
Here every table is played until the table has shown a move and a computer is to act: the line
then names that computer (ui/table/turn_line.py)."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
from PySide6.QtCore import QTimer

from hoyle_desktop.engine import registry
from hoyle_desktop.ui.dialogs.new_game import NewGameSetup
from tests.ui.table_windows import open_default, table_window

# Loto's first method has no turns (everyone marks the number called at once): its second's
GAMES = [(spec.key, None) for spec in registry.playable() if spec.key != "loto"]
GAMES.append(("loto", "loto-second-method"))
LOOKS = 4  # moments looked at a table: the deal's start and the computers' moves after it


def _computer_to_act(table) -> int | None:
    """The computer seat the engine waits on alone, or None (the person's turn too, a private
    call, the game over, or the deal's end on show before the next deal has begun)."""
    game = table.game
    to_act = game.seats_to_act()
    if game.is_over() or not to_act or table.human in to_act or game.private_turn():
        return None
    if table.deal_end.between_deals:
        return None
    return to_act[0]


def opened(window, key: str, profile: str | None):
    if profile is None:
        return open_default(window, key)
    rules = dict(window.catalog.get(profile).rules)
    players = int(rules.get("players") or 4)
    return window.open_table(NewGameSetup(key, profile, rules, players, ["random"] * (players - 1), seed=4))


def after_each_batch(table, look: Callable[[int], None]) -> None:
    """``look(moves)`` after each batch the table shows, once the pump's own work on it is done
    (the shared pump's batches, or Loto's own pump's events); ``moves``: the game's actions then."""
    pump = getattr(table, "pacer", None)
    owner, name = (pump, "show") if pump is not None else (table, "_show")
    show = getattr(owner, name)

    def showing(batch):
        linger = show(batch)
        moves = len(table.game.history)
        QTimer.singleShot(0, table, lambda: look(moves))  # after the pump's own work on this batch
        return linger

    setattr(owner, name, showing)


@pytest.mark.parametrize(("key", "profile"), GAMES)
def test_the_top_line_names_the_computer_to_play(qtbot, key: str, profile: str | None) -> None:
    window = table_window(qtbot, animation_ms=20)
    table = opened(window, key, profile)
    looks: list[tuple[str, str]] = []  # (what the line said, the name it should say)

    def look(moves: int) -> None:
        seat = _computer_to_act(table)
        if seat is None or len(table.game.history) != moves or len(looks) >= LOOKS:
            return
        line = table.panel.thinking_label.text()
        looks.append((line, table.thinking_name(seat)))

    after_each_batch(table, look)
    rng = random.Random(4)
    while len(looks) < LOOKS and not table.game.is_over():
        qtbot.waitUntil(
            lambda: len(looks) >= LOOKS or table.game.is_over() or table._my_turn(), timeout=30_000
        )
        if table._my_turn() and len(looks) < LOOKS:
            table.session.act(rng.choice(table.game.legal_actions(table.human)))
    assert looks, "no computer's turn was shown"
    for line, name in looks:
        assert name and name in line, (line, name)
