"""Shared test set-up: Qt runs offscreen and every user path points into a fresh temp folder."""

from __future__ import annotations

import os
import sys

import pytest
from hypothesis import settings

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# No timed asserts: Hypothesis' default deadline (200 ms an example) failed a property test on the
# loaded shared machine (252 ms). Each test's own settings still set its examples.
settings.register_profile("untimed", deadline=None)
settings.load_profile("untimed")


@pytest.fixture(autouse=True)
def _deal_end_goes_on(request, monkeypatch):
    """The tables stop at the end of every deal until the person goes on (ui/table/deal_end.py); a
    test that drives games goes straight on, unless it is about that pause (``deal_end_pause``)."""
    if request.node.get_closest_marker("deal_end_pause") is None:
        monkeypatch.setenv("HOYLE_DESKTOP_DEAL_END", "go_on")


def _checked_without_syncing(fd: int) -> None:
    os.fstat(fd)  # a closed or wrong descriptor still fails, as fsync would


@pytest.fixture(autouse=True)
def _no_disk_sync(request, monkeypatch):
    """An atomic write (storage/atomic.py) syncs the file and its folder: two fsyncs a save. No test
    can see that the data reached the disk, but on the shared machine's busy disk they cost 3 to 10
    ms each, and the resume at every action of every game alone makes 11,000 (half
    that test's time). Here ``os.fsync`` only checks its descriptor. The tests of the
    atomic write itself (``real_fsync``) sync for real."""
    if request.node.get_closest_marker("real_fsync") is None:
        monkeypatch.setattr(os, "fsync", _checked_without_syncing)


@pytest.fixture(autouse=True)
def _isolated_user_dirs(tmp_path, monkeypatch):
    """storage.paths sends config, data and cache under HOYLE_DESKTOP_HOME when it is set."""
    monkeypatch.setenv("HOYLE_DESKTOP_HOME", str(tmp_path / "home"))
    yield
    # Hints, reviews and renders of a GUI test may still run on Qt's global pool (2 threads on a
    # 2-core machine): let them end here, so they never hold up the next test's background work.
    if "PySide6.QtCore" in sys.modules:
        sys.modules["PySide6.QtCore"].QThreadPool.globalInstance().waitForDone(30_000)
