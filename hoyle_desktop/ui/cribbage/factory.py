"""Open a cribbage table for a new game, or for a saved one being resumed."""

from __future__ import annotations

import contextlib
import dataclasses
import random
from typing import Any

from PySide6.QtWidgets import QWidget

from ...engine import registry
from ...engine.game import Game
from ...storage.saves import discard_save, save_text, write_save
from ...storage.stats import record_result
from ..services import services_for
from ..session import GameSession, SeatSetup
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
    services = services_for(parent)
    seats = seat_setup(setup, bool(services.settings.get("count_manually")))
    game = registry.get(seats.game).new_game(seats.rules, seats.seed)
    return open_session(seats, game, parent)


def open_session(seats: SeatSetup, game: Game, parent: QWidget, resumed: bool = False) -> CribbageTable:
    services = services_for(parent)
    settings = services.settings

    def save(session: GameSession) -> None:
        if session.game.is_over():
            services.saver.submit(discard_save)
        else:
            text = save_text(seats.to_json(), session.game)
            services.saver.submit(lambda: write_save(text))

    session = GameSession(game, seats, services.ai, lambda: int(settings.get("computer_pace_ms")), save)
    table = CribbageTable(session, services.renderer, settings, parent)
    session.setParent(table)
    table.play_again.connect(lambda: _play_again(table))
    session.finished.connect(lambda result: _count_result(seats, result))
    table.start(replayed=resumed)
    return table


def _count_result(seats: SeatSetup, result: Any) -> None:
    with contextlib.suppress(OSError):  # a full disk must not spoil the end of a game
        record_result(seats.game, seats.profile_id, result, seats.human_seat)


def _play_again(table: CribbageTable) -> None:
    """The same game, profile and opponents with a fresh shuffle."""
    window = table.window()
    setup = getattr(window, "setup", None)
    if setup is not None and hasattr(window, "open_table"):
        window.open_table(dataclasses.replace(setup, seed=random.SystemRandom().randrange(1, 2**31)))


def resume_table(setup_json: dict[str, Any], game: Game, window: Any) -> CribbageTable:
    """Put a saved game back on the table exactly where it was left."""
    from ..dialogs.new_game import NewGameSetup

    seats = SeatSetup.from_json(setup_json)
    table = open_session(seats, game, window.stack, resumed=True)
    setup = NewGameSetup(
        seats.game, seats.profile_id, dict(seats.rules), game.players,
        [s for s in seats.strengths if s is not None], seats.seed, seats.human_seat,
    )  # fmt: skip
    window.show_table(table, setup)
    return table
