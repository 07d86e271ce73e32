"""Open a banking game's table for a new game, or a saved one being resumed (every banking game:
Vingt-un, Baccarat and Blind Hookey all play on :class:`.table.BankingTable`)."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QWidget

from ...engine import registry
from ...engine.game import Game
from ..session import SeatSetup
from ..stops.factory import seat_setup
from ..table.opening import open_session, resume


def make_table(setup: Any, parent: QWidget) -> QWidget:
    seats = seat_setup(setup)
    game = registry.get(seats.game).new_game(seats.rules, seats.seed)
    return open_table(seats, game, parent)


def open_table(seats: SeatSetup, game: Game, parent: QWidget, resumed: bool = False) -> QWidget:
    from .table import BankingTable

    return open_session(seats, game, parent, BankingTable, resumed=resumed)


def resume_table(setup_json: dict[str, Any], game: Game, window: Any) -> QWidget:
    """Put a saved game back on the table exactly where it was left."""
    return resume(
        setup_json, game, window, lambda seats, g, parent: open_table(seats, g, parent, resumed=True)
    )
