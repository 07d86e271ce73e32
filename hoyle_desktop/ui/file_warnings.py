"""Telling the person about damaged files the app set aside (never deleted) and carried on without."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMessageBox

from ..storage.stats import load_stats, take_damage_notes


def warn_damaged_stats(parent: Any) -> bool:
    """Show one message for every statistics file set aside since the last call. True if shown."""
    notes = take_damage_notes()
    if not notes:
        return False
    lines = []
    for note in notes:
        if note.moved_to is not None:
            text = QCoreApplication.translate(
                "FileWarnings",
                "The statistics file %1 was damaged; it was kept, unchanged, as %2. "
                "The figures that could be read carry on.",
            ).replace("%2", str(note.moved_to))
        else:
            text = QCoreApplication.translate(
                "FileWarnings", "The statistics file %1 is damaged and could not be moved aside."
            )
        lines.append(text.replace("%1", str(note.path)))
    box = QMessageBox(
        QMessageBox.Icon.Warning,
        QCoreApplication.translate("FileWarnings", "Statistics damaged"),
        "\n\n".join(lines),
        QMessageBox.StandardButton.Ok,
        parent,
    )
    box.setObjectName("damaged_stats_warning")
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.open()  # not exec(): whatever the person was doing carries on behind it
    return True


def check_stats_at_start(parent: Any) -> None:
    """Read the statistics once at start-up, so a damaged file is reported then, not mid-game."""
    load_stats()
    warn_damaged_stats(parent)
