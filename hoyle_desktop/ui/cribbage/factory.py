"""Open a cribbage table for a new game, or for a saved one being resumed."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QWidget

from ...engine import registry
from ...engine.game import Game
from ..services import services_for
from ..session import SeatSetup
from ..table import opening
from .table import CribbageTable


def seat_setup(setup: Any, count_manually: bool) -> SeatSetup:
    """The session's seats from the new-game dialog's set-up (person at seat 0)."""
    rules = dict(setup.rules)
    rules["players"] = int(setup.players)
    rules["manual_counting_seats"] = [setup.human_seat] if count_manually else []
    strengths: list[str | None] = [None] * int(setup.players)
    computer = [s for s in range(int(setup.players)) if s != setup.human_seat]
    for i, seat in enumerate(computer):
        strengths[seat] = setup.strengths[i] if i < len(setup.strengths) else "standard"
    return SeatSetup(setup.game, setup.profile_id, rules, int(setup.seed), setup.human_seat, strengths)


def make_table(setup: Any, parent: QWidget) -> CribbageTable:
    seats = seat_setup(setup, bool(services_for(parent).settings.get("count_manually")))
    game = registry.get(seats.game).new_game(seats.rules, seats.seed)
    return open_session(seats, game, parent)


def open_session(seats: SeatSetup, game: Game, parent: QWidget, resumed: bool = False) -> CribbageTable:
    return opening.open_session(seats, game, parent, CribbageTable, resumed=resumed)


def resume_table(setup_json: dict[str, Any], game: Game, window: Any) -> QWidget:
    """Put a saved game back on the table exactly where it was left."""
    return opening.resume(
        setup_json, game, window, lambda seats, g, parent: open_session(seats, g, parent, resumed=True)
    )
