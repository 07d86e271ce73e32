"""Computer players on worker threads. The GUI thread never waits on a bot: it asks, and the
answer arrives later as a signal. Answers to questions no longer current (a new game, a closed
window) are dropped."""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QThreadPool, Signal

from ..ai.base import Bot, InfoSet, decide
from ..engine.actions import Action
from .background import run_in_background

# A computer's move waits for no advice: the coach works out every decision of the person (for the
# review), and on a slow machine a bot's question queued behind that advice held the table up.
BOT_PRIORITY = 1
COACH_PRIORITY = 0


class AiService(QObject):
    decided = Signal(int, object)  # ticket, Action
    computed = Signal(int, object)  # ticket, the value a function run with ``run`` returned
    failed = Signal(int, str)  # ticket, traceback text

    def __init__(self, parent: QObject | None = None, threads: int = 2) -> None:
        super().__init__(parent)
        # Bots think in Python and hold the GIL while they do; switching threads every millisecond
        # (not every five) lets the GUI thread in often enough to keep animations smooth.
        sys.setswitchinterval(min(sys.getswitchinterval(), 0.001))
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(threads)
        self._next_ticket = 0
        self._live: set[int] = set()

    def request(self, bot: Bot, info: InfoSet) -> int:
        """Ask ``bot`` for an action on a worker thread (``info`` holds its own copy of the game).
        Returns a ticket matched by ``decided``."""
        self._next_ticket += 1
        ticket = self._next_ticket
        self._live.add(ticket)
        run_in_background(
            lambda: decide(bot, info),
            lambda action: self._deliver(ticket, action, self.decided),
            lambda text: self._fail(ticket, text),
            pool=self.pool,
            parent=self,
            priority=BOT_PRIORITY,
        )
        return ticket

    def run(self, op: Callable[[], Any]) -> int:
        """Run ``op`` on the bots' worker threads (the coach's advice: the same code the bots run).
        Returns a ticket matched by ``computed``; ``op`` must not touch widgets or a game the GUI
        thread goes on with (hand it a clone)."""
        self._next_ticket += 1
        ticket = self._next_ticket
        self._live.add(ticket)
        run_in_background(
            op,
            lambda value: self._deliver(ticket, value, self.computed),
            lambda text: self._fail(ticket, text),
            pool=self.pool,
            parent=self,
            priority=COACH_PRIORITY,
        )
        return ticket

    def cancel_all(self) -> None:
        """Forget every question asked so far: their answers will be dropped."""
        self._live.clear()

    def busy(self) -> bool:
        return bool(self._live)

    def shutdown(self, timeout_ms: int = 3000) -> bool:
        """Drop pending answers and wait for running bots to return (they are short)."""
        self.cancel_all()
        self.pool.clear()
        return self.pool.waitForDone(timeout_ms)

    def _deliver(self, ticket: int, value: Action | Any, signal: Any) -> None:
        if ticket in self._live:
            self._live.discard(ticket)
            signal.emit(ticket, value)

    def _fail(self, ticket: int, text: str) -> None:
        if ticket in self._live:
            self._live.discard(ticket)
            self.failed.emit(ticket, text)
