"""Background work in the style of Anki's operations: an op runs on a worker thread, its result
comes back to the GUI thread through a queued signal, and nothing in the op touches widgets.

    run_in_background(lambda: bot.choose(view, legal), on_success=apply, on_failure=report)
"""

from __future__ import annotations

import traceback
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QRunnable, QThreadPool, Signal, Slot
from shiboken6 import isValid


class _Relay(QObject):
    """Lives on the GUI thread; the worker emits, Qt queues the call back to the GUI thread.

    A relay belongs to the application, not to its owner: the owner (a table) may be deleted while
    the op still runs, and a worker must never emit on a deleted object, nor delete the relay by
    dropping the last Python reference to it on its own thread. The relay deletes itself on the GUI
    thread once the answer is handled, and hands the answer on only if its owner still exists.
    Its signals go to its own slots, not to bare lambdas: a slot of an object living on the GUI
    thread is a queued connection by Qt's own rule, whatever PySide does with a lambda (a worker's
    emit to lambdas crashed once in CI, PySide 6.11).
    """

    succeeded = Signal(object)
    failed = Signal(str)

    def __init__(
        self,
        owner: QObject | None,
        on_success: Callable[[Any], None],
        on_failure: Callable[[str], None] | None,
    ) -> None:
        super().__init__(QCoreApplication.instance())
        self.owner = owner
        self.owner_alive = True
        self.on_success = on_success
        self.on_failure = on_failure
        if owner is not None:
            owner.destroyed.connect(self._owner_gone)
        self.succeeded.connect(self._succeeded)
        self.failed.connect(self._failed)

    @Slot()
    def _owner_gone(self) -> None:
        self.owner_alive = False

    @Slot(object)
    def _succeeded(self, value: Any) -> None:
        self._finish(self.on_success, value)

    @Slot(str)
    def _failed(self, text: str) -> None:
        self._finish(self.on_failure, text)

    def _finish(self, callback: Callable[[Any], None] | None, value: Any) -> None:
        self.deleteLater()
        owner = self.owner
        self.owner = None  # (the relay outlives its owner: it keeps no hold on it)
        if callback is not None and self.owner_alive and (owner is None or isValid(owner)):
            callback(value)


class _Job(QRunnable):
    def __init__(self, op: Callable[[], Any], relay: _Relay) -> None:
        super().__init__()
        self.op = op
        self.relay = relay

    @Slot()
    def run(self) -> None:  # on a worker thread: never touch the UI here
        try:
            result = self.op()
        except Exception:
            self.relay.failed.emit(traceback.format_exc())
        else:
            self.relay.succeeded.emit(result)


def run_in_background(
    op: Callable[[], Any],
    on_success: Callable[[Any], None],
    on_failure: Callable[[str], None] | None = None,
    pool: QThreadPool | None = None,
    parent: QObject | None = None,
    priority: int = 0,
) -> _Relay:
    """Run ``op`` on ``pool`` (the global pool by default). Callbacks run on the GUI thread.
    Of the ops waiting for a thread, those of higher ``priority`` start first.

    The callbacks run only while ``parent`` (their owner) still exists: once it is deleted, a late
    answer is dropped.
    """
    relay = _Relay(parent, on_success, on_failure)
    (pool or QThreadPool.globalInstance()).start(_Job(op, relay), priority)
    return relay
