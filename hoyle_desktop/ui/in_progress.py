"""A game in progress: finding it (on the table or in its save slot), asking before it is abandoned,
counting an abandoned game, and taking back the person's last move.

An abandoned game in which the person had acted counts as played and not won; one abandoned before
the person's first move is not counted. A game in which a move was taken back is never counted
(only tallied as "with undo"). The engine has no undo: a game is its seed and actions, so taking a
move back replays the record without the person's last action and what followed it.
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QAbstractButton, QMessageBox, QWidget

from ..engine import registry
from ..engine.game import Game
from ..engine.ledger import net_so_far
from ..engine.record import RecordError, replay
from ..storage.saves import DamagedSave, discard_save, load_game, save_path, save_text, write_save
from ..storage.stats import record_abandoned, record_with_undo


@dataclass
class InProgress:
    """A game not yet over: its seats (``SeatSetup`` JSON) and the engine game."""

    setup: dict[str, Any]
    game: Game

    @property
    def key(self) -> str:
        return str(self.setup["game"])

    @property
    def human(self) -> int:
        return int(self.setup.get("human_seat", 0))

    def person_has_acted(self) -> bool:
        return any(int(step["seat"]) == self.human for step in self.game.record()["actions"])


def on_table(window: Any) -> InProgress | None:
    """The game on the window's table, if one is being played."""
    session = getattr(window.table, "session", None) if window.table is not None else None
    if session is None or session.game.is_over():
        return None
    return InProgress(session.setup.to_json(), session.game)


def in_progress(window: Any, key: str) -> InProgress | None:
    """The game of kind ``key`` in progress: on the table, else in its save slot."""
    current = on_table(window)
    if current is not None and current.key == key:
        return current
    flush_saves(window)
    try:
        saved = load_game(save_path(key))
    except DamagedSave as exc:
        from .resume import report_damaged

        report_damaged(window, exc)
        return None
    return InProgress(saved.setup, saved.game) if saved is not None else None


def flush_saves(window: Any) -> None:
    """Let the writer thread finish, so the save slots on disk are the games as they stand."""
    services = getattr(window, "table_services", None)
    if services is not None:
        services.saver.flush()


def abandon_box(parent: QWidget, game: InProgress) -> tuple[QMessageBox, QAbstractButton]:
    """The question before ``game`` is thrown away, and its Abandon button ("Keep Playing" is the
    default and Escape)."""
    title = QCoreApplication.translate("Games", registry.get(game.key).title)
    box = QMessageBox(
        QMessageBox.Icon.Question,
        QCoreApplication.translate("InProgress", "Game in progress"),
        "",
        QMessageBox.StandardButton.NoButton,
        parent,
    )
    box.setText(
        QCoreApplication.translate("InProgress", "You have a game of %1 in progress. Abandon it?").replace(
            "%1", title
        )
    )
    if game.setup.get("undo_used"):
        note = QCoreApplication.translate(
            "InProgress", "A move was taken back in this game, so it is not counted in the statistics."
        )
    elif game.person_has_acted():
        note = QCoreApplication.translate(
            "InProgress", "An abandoned game counts in the statistics as played and not won."
        )
    else:
        note = QCoreApplication.translate(
            "InProgress", "You have not moved yet, so it is not counted in the statistics."
        )
    box.setInformativeText(note)
    keep = box.addButton(
        QCoreApplication.translate("InProgress", "&Keep Playing"), QMessageBox.ButtonRole.RejectRole
    )
    abandon = box.addButton(
        QCoreApplication.translate("InProgress", "A&bandon"), QMessageBox.ButtonRole.DestructiveRole
    )
    box.setDefaultButton(keep)
    box.setEscapeButton(keep)
    box.setObjectName("AbandonBox")
    return box, abandon


def ask_abandon(parent: QWidget, game: InProgress) -> bool:
    """Ask before throwing ``game`` away. True to abandon it, False to keep playing."""
    box, abandon = abandon_box(parent, game)
    box.exec()
    return box.clickedButton() is abandon


def count_abandoned(game: InProgress) -> None:
    """Count an abandoned game as the module's docstring says, and empty its save slot."""
    profile = str(game.setup.get("profile_id", ""))
    with contextlib.suppress(OSError):  # a full disk must not stop a new game
        if game.setup.get("undo_used"):
            record_with_undo(game.key, profile)
        elif game.person_has_acted():
            record_abandoned(game.key, profile, net=net_so_far(game.game, game.human))
    with contextlib.suppress(OSError):  # a slot that cannot be emptied (a folder in its place)
        discard_save(save_path(game.key))


def rewind(game: InProgress) -> Game | None:
    """The game as it stood before the person's last action, or None if they have not acted."""
    record = game.game.record()
    actions = record["actions"]
    last = next((i for i in range(len(actions) - 1, -1, -1) if int(actions[i]["seat"]) == game.human), None)
    if last is None:
        return None
    try:
        return replay({**record, "actions": actions[:last]})
    except RecordError:
        return None


def save_now(setup: dict[str, Any], game: Game) -> None:
    """Write the save slot at once (after a move is taken back, before the next action saves)."""
    write_save(save_text(setup, game), save_path(str(setup["game"])))
