"""Python's cycle collector runs on the GUI thread only.

Python collects reference cycles whenever enough objects have been allocated, on whichever thread
happens to allocate them. A computer player or the coach thinking on a worker thread allocates a
great deal, so a cycle holding a Qt object (a table just replaced, a card item, a relay) could be
destroyed on that worker thread while the GUI thread paints: Qt objects must die on their own
thread, and the result is a crash inside libshiboken. (This is a known hazard of Qt with Python;
several Qt applications turn automatic collection off and collect from a GUI timer, as here.)

``install(parent)`` turns the automatic collector off while ``parent`` lives and checks from a GUI
timer whether a collection is due, collecting the generation Python itself would have collected.
Once the last such parent is gone, automatic collection resumes from the event loop, never while
the parent's children are still being destroyed.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QCoreApplication, QObject, QTimer

CHECK_MS = 250

_users = 0  # windows relying on the GUI-thread collector; automatic collection resumes at zero


class GuiThreadCollector(QObject):
    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        global _users
        self.threshold = gc.get_threshold()
        _users += 1
        gc.disable()
        self.timer = QTimer(self)
        self.timer.timeout.connect(self.check)
        self.timer.start(CHECK_MS)
        self.destroyed.connect(_release)

    def check(self) -> None:
        """Collect the oldest generation whose count has passed Python's own threshold."""
        counts = gc.get_count()
        due = [g for g in range(3) if counts[g] > self.threshold[g]]
        if due:
            gc.collect(max(due))


def _release() -> None:
    """The last window is going: automatic collection comes back, but not here, in the middle of
    its destruction. Python collecting there (any allocation may set it off) freed a cycle's Qt
    objects inside a Qt destructor that held the lock they needed: the GUI thread waited on itself
    for good (seen as a test run that hung in an idle event loop)."""
    global _users
    _users = max(0, _users - 1)
    if _users == 0:
        app = QCoreApplication.instance()
        if app is None:
            gc.enable()
        else:  # at the top of the event loop, the window and its children gone
            QTimer.singleShot(0, app, _collect_then_resume)


def _collect_then_resume() -> None:
    if _users == 0 and not gc.isenabled():
        gc.collect()  # the window's cycles, freed here where no destructor holds a lock
        gc.enable()


def install(parent: QObject) -> GuiThreadCollector:
    """Collect garbage on the GUI thread for as long as ``parent`` lives (once per parent)."""
    existing = parent.findChild(GuiThreadCollector)
    return existing if existing is not None else GuiThreadCollector(parent)
