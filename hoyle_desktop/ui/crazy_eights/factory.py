"""Open a Crazy Eights or Cassino table: a new game, or a saved one being resumed."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QWidget

from ...engine import registry
from ...engine.game import Game
from ..session import SeatSetup
from ..stops.factory import seat_setup
from ..table.opening import open_session, resume


def _table_class(key: str) -> Any:
    if key == "cassino":
        from ..cassino.table import CassinoTable

        return CassinoTable
    from .table import CrazyEightsTable

    return CrazyEightsTable


def make_table(setup: Any, parent: QWidget) -> QWidget:
    seats = seat_setup(setup)
    game = registry.get(seats.game).new_game(seats.rules, seats.seed)
    return open_table(seats, game, parent)


def open_table(seats: SeatSetup, game: Game, parent: QWidget, resumed: bool = False) -> QWidget:
    return open_session(seats, game, parent, _table_class(game.spec.key), resumed=resumed)


def resume_table(setup_json: dict[str, Any], game: Game, window: Any) -> QWidget:
    return resume(
        setup_json, game, window, lambda seats, g, parent: open_table(seats, g, parent, resumed=True)
    )
