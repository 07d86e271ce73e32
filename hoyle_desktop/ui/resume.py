"""On start-up, offer to resume the game in progress; report a damaged save without losing it."""

from __future__ import annotations

import importlib
import logging
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox

from ..engine import registry
from ..storage.atomic import set_aside
from ..storage.saves import DamagedSave, current_save_path, discard_save, load_game
from .file_warnings import show_in_turn

log = logging.getLogger(__name__)

# Game key -> "module:callable" giving ``resume(setup_json, game, window) -> QWidget``.
RESUMERS = {"cribbage": "hoyle_desktop.ui.cribbage.factory:resume_table"}
RESUMERS |= dict.fromkeys(
    ("pope_joan", "spin", "newmarket", "jig", "snip_snap_snorum"),
    "hoyle_desktop.ui.stops.factory:resume_table",
)


def offer_resume(window: Any, ask: bool = True) -> bool:
    """Resume the saved game if there is one (asking first when ``ask``). True if resumed."""
    try:
        saved = load_game()
    except DamagedSave as exc:
        log.warning("damaged save %s: %s", exc.path, exc.problem)
        warn_damaged_save(window, exc.path, exc.moved_to)
        return False
    if saved is None:
        return False
    key = str(saved.setup.get("game", ""))
    target = RESUMERS.get(key)
    if target is None:
        return False
    if ask:
        title = registry.get(key).title
        question = QCoreApplication.translate(
            "Resume", "You have a game of %1 in progress. Resume it where you left off?"
        )
        answer = QMessageBox.question(
            window,
            QCoreApplication.translate("Resume", "Resume game"),
            question.replace("%1", QCoreApplication.translate("Games", title)),
        )
        if answer != QMessageBox.StandardButton.Yes:
            discard_save()
            return False
    module, _, name = target.partition(":")
    try:
        getattr(importlib.import_module(module), name)(saved.setup, saved.game, window)
    except Exception:  # a set-up the table cannot seat: keep the file, say so, carry on
        log.exception("the saved game could not be put back on the table")
        path = current_save_path()
        try:
            moved = set_aside(path)
        except OSError:
            moved = None
        if hasattr(window, "show_chooser"):
            window.show_chooser()
        warn_damaged_save(window, path, moved)
        return False
    return True


def warn_damaged_save(window: Any, path: Any, moved_to: Any) -> None:
    """Say which save could not be resumed and where it was kept (it is never deleted)."""
    if moved_to is not None:
        message = QCoreApplication.translate(
            "Resume",
            "The saved game %1 is damaged and could not be resumed.\n"
            "It was kept, unchanged, as %2. You can start a new game.",
        ).replace("%2", str(moved_to))
    else:
        message = QCoreApplication.translate(
            "Resume",
            "The saved game %1 is damaged and could not be resumed, and it could not be moved aside. "
            "You can start a new game; saving it may fail until that file is removed.",
        )
    box = QMessageBox(
        QMessageBox.Icon.Warning,
        QCoreApplication.translate("Resume", "Saved game damaged"),
        message.replace("%1", str(path)),
        QMessageBox.StandardButton.Ok,
        window,
    )
    box.setObjectName("damaged_save_warning")
    show_in_turn(box)
