"""The paced event queue every table shares: show a session's events one at a time, then move on.

A table hands the queue what the session emits; the queue shows each event (or a batch of events
that belong together, such as counters paid into a board at once) through the table's ``show``
callback, waits as long as that callback asks (a multiple of the animation time), and when the
queue runs dry calls ``on_idle``, where the table refreshes its controls and lets the session
proceed. Nothing here waits: the queue runs on a single-shot timer.

A line a newcomer must read before the next comes (a computer's offer, sale or refusal at
Speculation) is handed to :meth:`EventPacer.read` as it is shown: the queue then waits at least its
reading time, :func:`reading_ms`, which the Options' pace (the computers' thinking pause) governs.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable, Sequence

from PySide6.QtCore import QObject, QTimer

from ...engine.actions import Event
from .deal_end import DealEndHold

# At the default pace (the Options' "Computer's thinking pause", 700 ms) a line stays a quarter of a
# second a word, 240 words a minute: a newcomer reads a trade whole before the next (playtest (i):
# the ace of trumps sold three times between two looks). Another pace scales it; no pause, no wait.
READ_MS_PER_WORD = 250
DEFAULT_PACE_MS = 700


def reading_ms(text: str, pace_ms: int) -> int:
    """How long ``text`` stays before the next event at the computers' pace ``pace_ms``."""
    return round(len(text.split()) * READ_MS_PER_WORD * max(0, pace_ms) / DEFAULT_PACE_MS)


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
        pace_ms: Callable[[], int] | None = None,
    ) -> None:
        """``pace_ms``: the computers' pace, for the lines given to :meth:`read` (none: not waited)."""
        super().__init__(parent)
        self.show = show
        self.pace_ms = pace_ms
        self._reading = 0  # the longest reading time asked while the batch on show was shown
        self.on_idle = on_idle
        self.anim_ms = anim_ms
        self.belongs = belongs
        self.queue: deque[Event] = deque()
        self.idle = True
        self._stopped = False
        self.hold: DealEndHold | None = None
        self.shown: Callable[[], None] = lambda: None  # after each batch (ui/table/turn_line.py)
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
        self._reading = 0
        factor = self.show(self.next_batch())
        self.shown()
        self.timer.start(max(0, int(self.anim_ms() * factor), self._reading))

    def read(self, text: str) -> None:
        """``text``, shown with the batch on show, must be read before the next event comes."""
        if self.pace_ms is not None:
            self._reading = max(self._reading, reading_ms(text, self.pace_ms()))

    def set_hold(self, hold: DealEndHold) -> None:
        self.hold = hold
        hold.resume = lambda: None if self._stopped or self.timer.isActive() else self.timer.start(0)

    def stop(self) -> None:
        """Drop everything queued and show nothing more (the table is going away)."""
        self._stopped = True
        self.timer.stop()
        self.queue.clear()
