"""Resuming saved games: on start-up (the most recent one) and from a chooser tile showing "Resume".

A damaged save is reported, never lost: the file is set aside and named in the message.
"""

from __future__ import annotations

import importlib
import logging
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox

from ..engine import registry
from ..engine.game import Game
from ..storage.atomic import set_aside
from ..storage.saves import DamagedSave, Resumed, load_game, newest_save_path, save_path
from .file_warnings import show_in_turn

log = logging.getLogger(__name__)

# Game key -> "module:callable" giving ``resume(setup_json, game, window) -> QWidget``.
RESUMERS = {"cribbage": "hoyle_desktop.ui.cribbage.factory:resume_table"}
RESUMERS |= dict.fromkeys(
    ("pope_joan", "spin", "newmarket", "jig", "snip_snap_snorum"),
    "hoyle_desktop.ui.stops.factory:resume_table",
)
RESUMERS["loto"] = "hoyle_desktop.ui.loto.factory:resume_table"
RESUMERS |= dict.fromkeys(("all_fours", "spoil_five"), "hoyle_desktop.ui.tricks.factory:resume_table")
RESUMERS["crazy_eights"] = "hoyle_desktop.ui.crazy_eights.factory:resume_table"
RESUMERS["cassino"] = "hoyle_desktop.ui.crazy_eights.factory:resume_table"
RESUMERS.update(
    dict.fromkeys(("vingt_un", "baccarat", "blind_hookey"), "hoyle_desktop.ui.banking.factory:resume_table")
)
RESUMERS |= dict.fromkeys(("commerce", "my_bird_sings"), "hoyle_desktop.ui.trading.factory:resume_table")
RESUMERS["speculation"] = "hoyle_desktop.ui.speculation.factory:resume_table"


def offer_resume(window: Any, ask: bool = True) -> bool:
    """Resume the most recently saved game if there is one (asking first when ``ask``).

    True if resumed. Declining keeps the save: its game's tile in the chooser offers "Resume"."""
    path = newest_save_path()
    saved = _load(window, path) if path is not None else None
    if saved is None:
        return False
    key = str(saved.setup.get("game", ""))
    if key not in RESUMERS:
        return False
    if ask:
        question = QCoreApplication.translate(
            "Resume", "You have a game of %1 in progress. Resume it where you left off?"
        )
        answer = QMessageBox.question(
            window,
            QCoreApplication.translate("Resume", "Resume game"),
            question.replace("%1", QCoreApplication.translate("Games", registry.get(key).title)),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.Yes,  # Enter resumes: the keyboard has a button from the start
        )
        if answer != QMessageBox.StandardButton.Yes:
            _refresh_chooser(window)
            return False
    return put_on_table(window, saved.setup, saved.game) is not None


def resume_game(window: Any, game: str) -> bool:
    """Resume the saved game of kind ``game`` (a chooser tile's "Resume"). True if resumed."""
    saved = _load(window, save_path(game))
    if saved is None or str(saved.setup.get("game", "")) not in RESUMERS:
        _refresh_chooser(window)
        return False
    return put_on_table(window, saved.setup, saved.game) is not None


def put_on_table(window: Any, setup_json: dict[str, Any], game: Game) -> Any:
    """Open the table for a saved (or rewound) game exactly where it stands; None if it cannot be
    seated (its save is then set aside and reported)."""
    key = str(setup_json.get("game", ""))
    module, _, name = RESUMERS[key].partition(":")
    try:
        return getattr(importlib.import_module(module), name)(setup_json, game, window)
    except Exception:  # a set-up the table cannot seat: keep the file, say so, carry on
        log.exception("the saved game could not be put back on the table")
        path = save_path(key)
        try:
            moved = set_aside(path) if path.exists() else None
        except OSError:
            moved = None
        if hasattr(window, "show_chooser"):
            window.show_chooser()
        warn_damaged_save(window, path, moved)
        return None


def _load(window: Any, path: Path) -> Resumed | None:
    try:
        return load_game(path)
    except DamagedSave as exc:
        report_damaged(window, exc)
        return None


def report_damaged(window: Any, exc: DamagedSave) -> None:
    log.warning("damaged save %s: %s", exc.path, exc.problem)
    warn_damaged_save(window, exc.path, exc.moved_to)
    _refresh_chooser(window)


def _refresh_chooser(window: Any) -> None:
    refresh = getattr(window, "refresh_saved", None)
    if callable(refresh):
        refresh()


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
