"""The paced event queue every table shares: show a session's events one at a time, then move on.

A table hands the queue what the session emits; the queue shows each event (or a batch of events
that belong together, such as counters paid into a board at once) through the table's ``show``
callback, waits as long as that callback asks (a multiple of the animation time), and when the
queue runs dry calls ``on_idle``, where the table refreshes its controls and lets the session
proceed. Nothing here waits: the queue runs on a single-shot timer.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable, Sequence

from PySide6.QtCore import QObject, QTimer

from ...engine.actions import Event
from .deal_end import DealEndHold

ShowBatch = Callable[[Sequence[Event]], float]  # shows a batch; returns the linger as a multiple of anim_ms
Belongs = Callable[[Event, Event], bool]  # (first of the batch, next event): show them together?


class EventPacer(QObject):
    def __init__(
        self,
        show: ShowBatch,
        on_idle: Callable[[], None],
        anim_ms: Callable[[], int],
        belongs: Belongs | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.show = show
        self.on_idle = on_idle
        self.anim_ms = anim_ms
        self.belongs = belongs
        self.queue: deque[Event] = deque()
        self.idle = True
        self._stopped = False
        self.hold: DealEndHold | None = None
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self._pump)

    def enqueue(self, events: Iterable[Event]) -> None:
        """Queue events to show; the queue is busy (not idle) until they have all been shown."""
        if self._stopped:
            return
        self.queue.extend(events)
        self.idle = False
        if not self.timer.isActive():
            self.timer.start(0)

    def next_batch(self) -> list[Event]:
        """The next event and those that belong with it."""
        batch = [self.queue.popleft()]
        while self.belongs is not None and self.queue and self.belongs(batch[0], self.queue[0]):
            if self.hold is not None and not self.hold.joins(self.queue[0]):
                break  # a new deal is never shown together with the last one's end
            batch.append(self.queue.popleft())
        return batch

    def _pump(self) -> None:
        if self._stopped:
            return
        hold = self.hold
        if hold is not None and hold.blocks(self.queue[0] if self.queue else None):
            return  # the deal's end stays in view; the hold's resume starts the timer again
        if not self.queue:
            self.idle = True
            self.on_idle()
            return
        factor = self.show(self.next_batch())
        self.timer.start(max(0, int(self.anim_ms() * factor)))

    def set_hold(self, hold: DealEndHold) -> None:
        self.hold = hold
        hold.resume = lambda: None if self._stopped or self.timer.isActive() else self.timer.start(0)

    def stop(self) -> None:
        """Drop everything queued and show nothing more (the table is going away)."""
        self._stopped = True
        self.timer.stop()
        self.queue.clear()
