"""Saving the game in progress off the GUI thread.

An atomic write ends with fsync, which can take tens of milliseconds on a busy disk: too long
to hold the GUI thread after every card. The GUI makes the save's text (cheap) and one worker
writes it; if several saves queue up, only the newest is written. ``flush`` waits for the last
write (on quit). A write that fails emits ``failed`` (on the GUI thread), so the person hears
that the game is not being saved; ``warn_save_failed`` says it once until a save works again.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QThreadPool, Signal
from PySide6.QtWidgets import QMessageBox

from .background import run_in_background

log = logging.getLogger(__name__)


class BackgroundSaver(QObject):
    failed = Signal(str, str)  # the file, and the system's reason (shown as the detail)
    written = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)  # one writer: saves land in order
        self._lock = threading.Lock()
        self._pending: Callable[[], None] | None = None

    def submit(self, write: Callable[[], None]) -> None:
        """Queue ``write``; it replaces any write not yet started. The answer comes back through
        the application's relay (``run_in_background``), never by a signal the worker emits on
        this object: the window, and this saver with it, may be gone while the last write ends."""
        with self._lock:
            self._pending = write
        run_in_background(self._write_latest, self._answer, self._crashed, pool=self.pool, parent=self)

    def _write_latest(self) -> tuple[str, ...]:  # on the writer thread
        job = self._take()
        if job is None:
            return ()
        try:
            job()
        except OSError as exc:
            log.exception("the game could not be saved")
            target = exc.filename2 or exc.filename  # a failed rename names the save second
            return ("failed", str(target or ""), str(exc.strerror or exc))
        return ("written",)

    def _answer(self, outcome: tuple[str, ...]) -> None:  # on the GUI thread
        if outcome[:1] == ("failed",):
            self.failed.emit(outcome[1], outcome[2])
        elif outcome:
            self.written.emit()

    @staticmethod
    def _crashed(trace: str) -> None:
        log.error("saving failed unexpectedly:\n%s", trace)

    def _take(self) -> Callable[[], None] | None:
        with self._lock:
            job, self._pending = self._pending, None
        return job

    def flush(self, timeout_ms: int = 5000) -> bool:
        return self.pool.waitForDone(timeout_ms)


def watch_saving(saver: BackgroundSaver, window: Any) -> None:
    """Tell the person (once, until saving works again) when the game cannot be saved."""
    state = {"warned": False}

    def failed(path: str, reason: str) -> None:
        if state["warned"]:
            return
        state["warned"] = True
        warn_save_failed(window, path, reason)

    saver.failed.connect(failed)
    saver.written.connect(lambda: state.update(warned=False))


def warn_save_failed(window: Any, path: str, reason: str) -> None:
    text = QCoreApplication.translate(
        "Saving",
        "This game cannot be saved to %1, so if the app closes it cannot be resumed. "
        "Check that the folder can be written to and is not full.",
    ).replace("%1", path)
    box = QMessageBox(
        QMessageBox.Icon.Warning,
        QCoreApplication.translate("Saving", "Saving failed"),
        text,
        QMessageBox.StandardButton.Ok,
        window,
    )
    box.setObjectName("save_failed_warning")
    box.setDetailedText(f"{path}: {reason}")
    from .file_warnings import show_in_turn

    show_in_turn(box)
