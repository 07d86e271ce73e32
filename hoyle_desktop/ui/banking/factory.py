"""Open a banking game's table for a new game, or a saved one being resumed (every banking game).

Vingt-un plays on the shared cloth (:class:`.table.BankingTable`); Baccarat and Blind Hookey
still play on their counters tables (``baccarat_table.py``, ``hookey_table.py``) until their
engines speak the banking core's vocabulary (issue #13). One opening for all three.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QWidget

from ...engine import registry
from ...engine.game import Game
from ..session import SeatSetup
from ..stops.factory import seat_setup
from ..table.opening import open_session, resume


def table_class(game: str) -> Any:
    """The table a banking game plays on (imported only when that game is opened)."""
    if game == "baccarat":
        from .baccarat_table import BaccaratTable

        return BaccaratTable
    if game == "blind_hookey":
        from .hookey_table import HookeyTable

        return HookeyTable
    from .table import BankingTable

    return BankingTable


def make_table(setup: Any, parent: QWidget) -> QWidget:
    seats = seat_setup(setup)
    game = registry.get(seats.game).new_game(seats.rules, seats.seed)
    return open_table(seats, game, parent)


def open_table(seats: SeatSetup, game: Game, parent: QWidget, resumed: bool = False) -> QWidget:
    return open_session(seats, game, parent, table_class(seats.game), resumed=resumed)


def resume_table(setup_json: dict[str, Any], game: Game, window: Any) -> QWidget:
    """Put a saved game back on the table exactly where it was left."""
    return resume(
        setup_json, game, window, lambda seats, g, parent: open_table(seats, g, parent, resumed=True)
    )
