"""Telling the person about damaged files the app set aside (never deleted) and carried on without.

Warnings go through :func:`show_in_turn`, so that several at start-up (settings, save, statistics)
come one after another instead of piling up on the same spot.
"""

from __future__ import annotations

from collections.abc import Callable
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
        if note.moved_to is not None and note.kept:
            text = QCoreApplication.translate(
                "FileWarnings",
                "The statistics file %1 was damaged; it was kept, unchanged, as %2. "
                "The figures that could be read carry on.",
            ).replace("%2", str(note.moved_to))
        elif note.moved_to is not None:
            text = QCoreApplication.translate(
                "FileWarnings",
                "The statistics file %1 could not be read; it was kept, unchanged, as %2. "
                "The figures start again from nothing.",
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
    box.setDetailedText("\n".join(f"{note.path}: {note.problem}" for note in notes))  # as logged
    show_in_turn(box)
    return True


def show_in_turn(box: QMessageBox) -> None:
    """Open ``box`` (window-modal, not exec(): the app carries on behind it) once the warnings
    opened before it under the same window are closed."""
    parent = box.parentWidget()
    window = parent.window() if parent is not None else box
    waiting: list[QMessageBox] | None = getattr(window, "_hoyle_waiting_warnings", None)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

    def next_one() -> None:
        queue = window._hoyle_waiting_warnings
        if queue:
            queue.pop(0).open()
        else:
            window._hoyle_waiting_warnings = None
            then, window._hoyle_after_warnings = getattr(window, "_hoyle_after_warnings", []), []
            for callback in then:
                callback()

    box.finished.connect(lambda _result: next_one())
    if waiting is not None:  # one is open: this one waits its turn
        waiting.append(box)
    else:
        window._hoyle_waiting_warnings = []
        box.open()


def after_warnings(window: Any, callback: Callable[[], None]) -> None:
    """Run ``callback`` once no warning is open under ``window`` (at once if none is): a question
    asked at start-up waits for the warnings before it (playtest (d), 29 November: "Resume the game?"
    opened over the broken house-rules file's warning and hid its lines)."""
    if getattr(window, "_hoyle_waiting_warnings", None) is None:
        callback()
        return
    pending = getattr(window, "_hoyle_after_warnings", None) or []
    window._hoyle_after_warnings = [*pending, callback]


def check_stats_at_start(parent: Any) -> None:
    """Read the statistics once at start-up, so a damaged file is reported then, not mid-game."""
    load_stats()
    warn_damaged_stats(parent)
