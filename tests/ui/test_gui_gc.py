"""Qt objects caught in reference cycles die on the GUI thread, never on a worker (issue 19's crash).

A card item with a running animation, a counter whose ``finished`` handler names it: such items sit
in reference cycles, which Python's collector frees whenever some thread allocates enough. A
computer player or the coach allocating on a worker thread then destroyed Qt graphics objects on
that thread, and the app died in libshiboken6. With the GUI-thread collector installed, automatic
collection is off and the collection happens from a GUI timer.
"""

from __future__ import annotations

import gc
import threading
from typing import ClassVar

import pytest
from PySide6.QtCore import QObject
from PySide6.QtWidgets import QWidget

from hoyle_desktop.ui import gui_gc
from hoyle_desktop.ui.background import run_in_background


@pytest.fixture
def alone(monkeypatch):
    """As if no other window relied on the collector (one left by an earlier test may), and the
    collector's state as it was afterwards."""
    enabled = gc.isenabled()
    monkeypatch.setattr(gui_gc, "_users", 0)
    yield
    (gc.enable if enabled else gc.disable)()


class Cyclic(QObject):
    dead_on: ClassVar[list[str]] = []

    def __del__(self) -> None:  # the wrapper goes, and with it the C++ object, on this thread
        Cyclic.dead_on.append(threading.current_thread().name)


def test_cycles_holding_qt_objects_are_collected_on_the_gui_thread(qtbot) -> None:
    owner = QWidget()
    qtbot.addWidget(owner)
    collector = gui_gc.install(owner)
    assert not gc.isenabled()
    dead_on = Cyclic.dead_on
    dead_on.clear()

    def cyclic_items() -> None:
        for _ in range(30):
            item = Cyclic()
            item.me = item

    cyclic_items()
    done = []
    # A worker allocating heavily, as the coach does: it must not run the collector.
    run_in_background(lambda: [[i] for i in range(300_000)] and None, done.append, parent=owner)
    qtbot.waitUntil(lambda: bool(done), timeout=10_000)
    assert dead_on == [] or set(dead_on) == {threading.main_thread().name}
    kept = [[i] for i in range(2_000)]  # the GUI thread allocates too: a collection falls due
    qtbot.waitUntil(lambda: len(dead_on) == 30, timeout=5_000)  # the GUI timer collects them
    del kept
    assert set(dead_on) == {threading.main_thread().name}
    assert collector.parent() is owner
    assert gui_gc.install(owner) is collector  # once per window


def test_collection_is_automatic_again_once_the_window_is_gone(qtbot, alone) -> None:
    owner = QWidget()
    gui_gc.install(owner)
    assert not gc.isenabled()
    owner.deleteLater()
    qtbot.waitUntil(gc.isenabled, timeout=2_000)


def test_collection_stays_off_while_the_windows_children_are_destroyed(qtbot, alone) -> None:
    """The collector is one of the window's children: when it went, automatic collection came back
    while the window's later children were still being destroyed, and a collection set off there
    freed Qt objects inside a Qt destructor holding the lock they needed (a test run hung for good
    in an idle event loop). It comes back once the destruction is over."""
    owner = QWidget()
    gui_gc.install(owner)
    later = QObject(owner)  # destroyed after the collector
    during: list[bool] = []
    later.destroyed.connect(lambda: during.append(gc.isenabled()))
    owner.deleteLater()
    qtbot.waitUntil(lambda: bool(during), timeout=2_000)
    assert during == [False]
    qtbot.waitUntil(gc.isenabled, timeout=2_000)


def test_a_late_answer_to_a_deleted_owner_is_dropped(qtbot) -> None:
    owner = QWidget()
    got, released = [], threading.Event()

    def slow() -> int:
        released.wait(5)
        return 7

    run_in_background(slow, got.append, parent=owner)
    owner.deleteLater()
    qtbot.wait(20)
    released.set()
    other = []
    run_in_background(lambda: 1, other.append)
    qtbot.waitUntil(lambda: bool(other), timeout=5_000)
    qtbot.wait(50)
    assert got == []


def test_a_save_still_being_written_when_its_window_goes_emits_on_nothing_deleted(qtbot, capfd) -> None:
    """Seen while checking issue 19: a window closed (its saver deleted) while the last save was
    being written, and the writer then emitted on the deleted saver ("Signal source has been
    deleted"). The answer goes through the application's relay and is dropped."""
    import time

    from hoyle_desktop.ui.saver import BackgroundSaver

    owner = QWidget()
    saver = BackgroundSaver(owner)
    heard: list[str] = []
    saver.written.connect(lambda: heard.append("written"))
    started = threading.Event()

    def slow_write() -> None:
        started.set()
        time.sleep(0.2)

    saver.submit(slow_write)
    assert started.wait(5)
    owner.deleteLater()  # the saver with it; its pool waits for the write
    qtbot.wait(400)
    assert heard == []
    assert "has been deleted" not in capfd.readouterr().err
    saver2 = BackgroundSaver()
    saver2.written.connect(lambda: heard.append("written"))
    saver2.submit(lambda: None)
    qtbot.waitUntil(lambda: heard == ["written"], timeout=5_000)
