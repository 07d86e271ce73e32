"""Nothing moves behind a dialog: while a dialog (Options, New Game, the rules, a question) or a menu
is open, the table's computer seats, the Loto caller and every timer of the table wait.

:class:`DialogWatch`, which the main window keeps, says when the first dialog or menu opens and when
the last one closes. :func:`set_paused` freezes a table: the
session holds back computer answers and moving on (``GameSession.pause``), and every running timer
the table owns (its event pump, the Loto caller's pace, the end-of-deal timer, bubbles) stops with
its remaining time kept, to run on when the dialog closes.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import QApplication, QDialog, QMenu, QWidget


class DialogWatch(QObject):
    """``busy(bool)``: True when the first dialog or menu opens, False when the last one closes.

    The application's windows are looked over five times a second (an application-wide event
    filter would run Python for every event and cost the GUI thread more than it saves); a menu
    of the menu bar says at once that it opens (:meth:`watch_menu`)."""

    busy = Signal(bool)

    def __init__(self, parent: QObject | None = None, interval_ms: int = 200) -> None:
        super().__init__(parent)
        self.open = False
        self.timer = QTimer(self)
        self.timer.setInterval(interval_ms)
        self.timer.timeout.connect(self.check)
        self.timer.start()

    def watch_menu(self, menu: QMenu) -> None:
        menu.aboutToShow.connect(lambda: self._set(True))
        menu.aboutToHide.connect(lambda: QTimer.singleShot(0, self, self.check))

    def check(self) -> None:
        self._set(any_open())

    def _set(self, now: bool) -> None:
        if now != self.open:
            self.open = now
            self.busy.emit(now)

    def stop(self) -> None:
        self.timer.stop()


def any_open() -> bool:
    """Is a dialog or a menu open anywhere in the application?"""
    return any(isinstance(w, (QDialog, QMenu)) and w.isVisible() for w in QApplication.topLevelWidgets())


def set_paused(table: QWidget, paused: bool) -> None:
    """Freeze (or thaw) one table: its session and every running timer it owns."""
    if getattr(table, "_paused", False) == paused:
        return
    table._paused = paused  # type: ignore[attr-defined]
    session = getattr(table, "session", None)
    if session is not None and hasattr(session, "pause"):
        session.pause(paused)
    if paused:
        frozen = []
        for timer in table.findChildren(QTimer):
            if timer.isActive():
                frozen.append((timer, max(0, timer.remainingTime())))
                timer.stop()
        table._frozen_timers = frozen  # type: ignore[attr-defined]
        return
    frozen, table._frozen_timers = getattr(table, "_frozen_timers", []), []  # type: ignore[attr-defined]
    for timer, remaining in frozen:
        if not timer.isActive():
            timer.start(remaining if timer.isSingleShot() else timer.interval())
