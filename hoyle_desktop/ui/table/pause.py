"""Nothing moves behind a dialog: while a dialog (Options, New Game, the rules, a question) or a menu
is open, the table's computer seats, the Loto caller and every timer of the table wait.

:class:`DialogWatch` is one application-wide event filter the main window installs; it says when the
first dialog or menu opens and when the last one closes. :func:`set_paused` freezes a table: the
session holds back computer answers and moving on (``GameSession.pause``), and every running timer
the table owns (its event pump, the Loto caller's pace, the end-of-deal timer, bubbles) stops with
its remaining time kept, to run on when the dialog closes.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QTimer, Signal
from PySide6.QtWidgets import QApplication, QDialog, QMenu, QWidget

_WATCHED = (QEvent.Type.Show, QEvent.Type.Hide)


class DialogWatch(QObject):
    """``busy(bool)``: True when the first dialog or menu opens, False when the last one closes."""

    busy = Signal(bool)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.open = False
        app = QApplication.instance()
        if app is not None:
            app.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in _WATCHED and isinstance(watched, (QDialog, QMenu)):
            QTimer.singleShot(0, self, self.check)  # after the widget's own show or hide is done
        return False

    def check(self) -> None:
        now = any_open()
        if now != self.open:
            self.open = now
            self.busy.emit(now)

    def stop(self) -> None:
        app = QApplication.instance()
        if app is not None:
            app.removeEventFilter(self)


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
