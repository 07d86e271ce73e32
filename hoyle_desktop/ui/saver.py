"""Saving the game in progress off the GUI thread.

An atomic write ends with fsync, which can take tens of milliseconds on a busy disk: too long
to hold the GUI thread after every card. The GUI makes the save's text (cheap) and one worker
writes it; if several saves queue up, only the newest is written. ``flush`` waits for the last
write (on quit).
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable

from PySide6.QtCore import QObject, QRunnable, QThreadPool

log = logging.getLogger(__name__)


class _WriteLatest(QRunnable):
    def __init__(self, saver: BackgroundSaver) -> None:
        super().__init__()
        self.saver = saver

    def run(self) -> None:
        job = self.saver._take()
        if job is None:
            return
        try:
            job()
        except OSError:
            log.exception("the game could not be saved")


class BackgroundSaver(QObject):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)  # one writer: saves land in order
        self._lock = threading.Lock()
        self._pending: Callable[[], None] | None = None

    def submit(self, write: Callable[[], None]) -> None:
        """Queue ``write``; it replaces any write not yet started."""
        with self._lock:
            self._pending = write
        self.pool.start(_WriteLatest(self))

    def _take(self) -> Callable[[], None] | None:
        with self._lock:
            job, self._pending = self._pending, None
        return job

    def flush(self, timeout_ms: int = 5000) -> bool:
        return self.pool.waitForDone(timeout_ms)
