"""Nothing moves behind a dialog: while a dialog (Options, New Game, the rules, a question) or a menu
is open, the table's computer seats, the Loto caller and every timer of the table wait.

:class:`DialogWatch`, which the main window keeps, says when the first dialog or menu opens and when
the last one closes. :func:`set_paused` freezes a table: the
session holds back computer answers and moving on (``GameSession.pause``), and every running timer
the table owns (its event pump, the Loto caller's pace, the end-of-deal timer, bubbles) stops with
its remaining time kept, to run on when the dialog closes.

The keys come back too: a dialog that had the keyboard hands it back to the window under it when it
closes (:meth:`DialogWatch.hand_back`). A window manager does that itself; without one (and on some
desktops) nothing had the keyboard after a dialog until a click.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QDialog, QMenu, QWidget

OVERLAYS = (QDialog, QMenu)


class DialogWatch(QObject):
    """``busy(bool)``: True when the first dialog or menu opens, False when the last one closes.

    Told by Qt's signals, nothing polled and no Python run for the window's every event (a timer
    woke the app five times a second; an application-wide event filter doubled Pope Joan's
    GUI-thread p99, and one on the main window alone still ran at every repaint): a modal dialog
    (``exec``, ``open``) takes the focus, so ``focusWindowChanged`` says when to look the
    application's windows over (:meth:`check`); a dialog found open is watched from then on (its
    ``Show`` and ``Hide``: it may close without the focus moving); a window that is not modal (the
    rules) is handed to :meth:`watch` by whoever opens it, since without a window manager it never
    takes the focus; a menu of the menu bar says that it opens and closes (:meth:`watch_menu`).
    """

    busy = Signal(bool)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.open = False
        app = QGuiApplication.instance()
        if isinstance(app, QGuiApplication):
            app.focusWindowChanged.connect(self._soon)

    def watch_menu(self, menu: QMenu) -> None:
        menu.aboutToShow.connect(lambda: self._set(True))
        menu.aboutToHide.connect(self._soon)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Only the dialogs and menus found open come here, and only their own events."""
        kind = event.type()
        if kind == QEvent.Type.Show:
            self._set(True)
        elif kind == QEvent.Type.Hide:
            if isinstance(watched, QDialog) and QGuiApplication.focusWindow() is watched.windowHandle():
                under = watched.parentWidget()
                if under is not None:
                    QTimer.singleShot(0, under, lambda: hand_back(under.window()))
            self._soon()
        return False

    def watch(self, child: QObject) -> None:
        """Hear from now on when this dialog or menu is shown and hidden (a window that is not modal
        may never take the focus: whoever opens one says so here). Watching twice is watching once:
        Qt keeps one copy of a filter, and the connection is unique. Every watch (a main window
        each) watches for itself."""
        if isinstance(child, OVERLAYS) and child.isWindow():
            child.installEventFilter(self)
            child.destroyed.connect(self._soon, Qt.ConnectionType.UniqueConnection)
            if child.isVisible():
                self._set(True)

    def _soon(self, *_: object) -> None:
        """Look again once the event that may have closed something is over."""
        QTimer.singleShot(0, self, self.check)

    def check(self) -> None:
        """Look the application's windows over; a dialog found open is watched from now on."""
        shown = [w for w in QApplication.topLevelWidgets() if isinstance(w, OVERLAYS) and w.isVisible()]
        for overlay in shown:
            self.watch(overlay)
        self._set(bool(shown))

    def _set(self, now: bool) -> None:
        if now != self.open:
            self.open = now
            self.busy.emit(now)


def hand_back(window: QWidget) -> None:
    """Give the keyboard back to ``window`` once a dialog over it, which had the keyboard, has closed,
    unless a window of the app has it already (a window manager gives it back itself). The window's
    own focused widget (the table, a card) has it again."""
    if QGuiApplication.focusWindow() is None and window.isVisible():
        window.activateWindow()


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
