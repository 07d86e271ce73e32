"""Open a cribbage table for a new game, or for a saved one being resumed."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QWidget

from ..services import services_for
from ..session import SeatSetup
from ..table.opening import TableFactory
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


def _seats(setup: Any, parent: QWidget) -> SeatSetup:
    return seat_setup(setup, bool(services_for(parent).settings.get("count_manually")))


_tables = TableFactory(lambda key: CribbageTable, seats=_seats)
make_table, open_table, resume_table = _tables.make_table, _tables.open_table, _tables.resume_table
