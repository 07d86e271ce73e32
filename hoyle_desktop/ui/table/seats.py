"""What the tables call the players: "You" for the person, "Computer 1", "Computer 2"... for the rest.

Computers are numbered from the person's left, as the New Game dialog numbers their strengths.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def seat_names(players: int, human: int) -> list[str]:
    you = QCoreApplication.translate("Table", "You")
    computer = QCoreApplication.translate("Table", "Computer %1")
    return [you if s == human else computer.replace("%1", str((s - human) % players)) for s in range(players)]
