"""What the tables call the players: "You" for the person, "Computer 1", "Computer 2"... for the rest.

Computers are numbered from the person's left, as the New Game dialog numbers their strengths.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def seat_names(players: int, human: int) -> list[str]:
    you = QCoreApplication.translate("Table", "You")
    computer = QCoreApplication.translate("Table", "Computer %1")
    return [you if s == human else computer.replace("%1", str((s - human) % players)) for s in range(players)]


def you_within() -> str:
    """The person named inside a sentence ("Trick to you", "The bank passes to you"): their name,
    "You", reads wrong there in English and French."""
    return QCoreApplication.translate("Table", "you", "the person, inside a sentence: The bank passes to you")
