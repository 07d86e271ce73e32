"""On start-up, offer to resume the game in progress; report a damaged save without losing it."""

from __future__ import annotations

import importlib
import logging
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox

from ..engine import registry
from ..storage.saves import DamagedSave, discard_save, load_game

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
        kept = str(exc.moved_to) if exc.moved_to else str(exc.path)
        message = QCoreApplication.translate(
            "Resume", "The saved game in %1 could not be resumed: %2.\nThe file was kept as %3."
        )
        QMessageBox.warning(
            window, QCoreApplication.translate("Resume", "Saved game damaged"),
            message.replace("%1", str(exc.path)).replace("%2", exc.problem).replace("%3", kept),
        )  # fmt: skip
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
    getattr(importlib.import_module(module), name)(saved.setup, saved.game, window)
    return True
