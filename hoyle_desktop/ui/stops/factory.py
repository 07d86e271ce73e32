"""Open a table for Pope Joan, Spin, Newmarket or Jig: a new game, or a saved one being resumed."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QWidget

from ...ai.registry import strengths as bot_strengths
from ...engine import registry
from ...engine.game import Game
from ..session import SeatSetup
from ..table.opening import open_session, resume
from .session import StopsSession
from .table import StopsTable


def computer_strength(game: str, wanted: str) -> str:
    """The computer player for ``wanted``; a strength this game lacks becomes the nearest it has."""
    offered = bot_strengths(game)
    if wanted in offered:
        return wanted
    if wanted == "easy":
        return offered[0]
    return "standard" if "standard" in offered else offered[-1]


def seat_setup(setup: Any) -> SeatSetup:
    """The session's seats from the New Game dialog's set-up."""
    rules = dict(setup.rules)
    players = int(setup.players)
    rules["players"] = players
    strengths: list[str | None] = [None] * players
    computer = [s for s in range(players) if s != setup.human_seat]
    for i, seat in enumerate(computer):
        wanted = setup.strengths[i] if i < len(setup.strengths) else "standard"
        strengths[seat] = computer_strength(setup.game, wanted)
    return SeatSetup(setup.game, setup.profile_id, rules, int(setup.seed), setup.human_seat, strengths)


def make_table(setup: Any, parent: QWidget) -> StopsTable:
    seats = seat_setup(setup)
    game = registry.get(seats.game).new_game(seats.rules, seats.seed)
    return open_table(seats, game, parent)


def open_table(seats: SeatSetup, game: Game, parent: QWidget, resumed: bool = False) -> StopsTable:
    return open_session(seats, game, parent, StopsTable, resumed=resumed, session_class=StopsSession)


def resume_table(setup_json: dict[str, Any], game: Game, window: Any) -> QWidget:
    """Put a saved game back on the table exactly where it was left."""
    return resume(
        setup_json, game, window, lambda seats, g, parent: open_table(seats, g, parent, resumed=True)
    )
