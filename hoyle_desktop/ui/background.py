"""Background work in the style of Anki's operations: an op runs on a worker thread, its result
comes back to the GUI thread through a queued signal, and nothing in the op touches widgets.

    run_in_background(lambda: bot.choose(view, legal), on_success=apply, on_failure=report)
"""

from __future__ import annotations

import traceback
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal, Slot


class _Relay(QObject):
    """Lives on the GUI thread; the worker emits, Qt queues the call back to the GUI thread."""

    succeeded = Signal(object)
    failed = Signal(str)


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
) -> _Relay:
    """Run ``op`` on ``pool`` (the global pool by default). Callbacks run on the GUI thread.

    The returned relay is parented to ``parent`` so it lives as long as its owner; deleting the owner
    first simply drops a late result.
    """
    relay = _Relay(parent)
    relay.succeeded.connect(on_success)
    relay.succeeded.connect(relay.deleteLater)
    if on_failure is not None:
        relay.failed.connect(on_failure)
    relay.failed.connect(relay.deleteLater)
    (pool or QThreadPool.globalInstance()).start(_Job(op, relay))
    return relay
